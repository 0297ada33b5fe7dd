"""The route games' scenario runner: the core's step loop
(:class:`ttrwidgets.core.scenario.ScenarioRunner`) with this family's set-up, actions, checks,
queries and rule coverage."""
from __future__ import annotations

from ...core.scenario import ScenarioRunner
from ..game import apply
from .actions import _DO, _to_action, unknown_action
from .checks import _check_state, _rule_matches
from .coverage import _trace_action, _trace_query
from .queries import _QUERIES, _compare_query, _query, unknown_query
from .setup import _setup


class RouteScenarios(ScenarioRunner):
    """Scenarios of Europe (and its variants), Deutschland and the Asia team variant."""
    ACTIONS = frozenset(_DO)
    QUERIES = frozenset(_QUERIES)

    setup = staticmethod(_setup)
    to_action = staticmethod(_to_action)
    check_state = staticmethod(_check_state)
    rule_matches = staticmethod(_rule_matches)
    compare = staticmethod(_compare_query)
    trace_action = staticmethod(_trace_action)
    trace_query = staticmethod(_trace_query)

    def unknown_action(self, do):
        return unknown_action(do)

    def unknown_query(self, q):
        return unknown_query(q)

    def query(self, state, st, path, probs):
        return _query(state, st, path, probs)[0]

    def trace_setup(self, trace, data, state, steps):
        if state.rules.game == "europe":
            trace.add("variant." + str(data.get("options", {}).get("variant", "classic")))
        super().trace_setup(trace, data, state, steps)


RUNNER = RouteScenarios(apply)
#: The family's ``run_scenario`` (:class:`~ttrwidgets.core.scenario.ScenarioRunner.run`) and
#: one step of it (lessons run their moves and checks through it).
run_route_scenario = RUNNER.run
run_step = RUNNER.run_step
