"""The route games' scenario runner: the core's step loop
(:class:`ttrwidgets.core.scenario.ScenarioRunner`) with this family's set-up, actions, checks,
queries and rule coverage."""
from __future__ import annotations

from ...core.scenario import ScenarioRunner
from ..game import apply
from .actions import _DO, _to_action
from .checks import _check_state, _rule_matches
from .coverage import _trace_action, _trace_query
from .queries import _QUERIES, _compare_query, _query
from .setup import _setup


class RouteScenarios(ScenarioRunner):
    """Scenarios of Europe (and its variants), Deutschland and the Asia team variant."""
    ACTIONS = frozenset(_DO)
    QUERIES = frozenset(_QUERIES)

    def setup(self, data, source):
        return _setup(data, source)

    def to_action(self, state, st, path, probs):
        return _to_action(state, st, path, probs)

    def check_state(self, state, steps, expect, path, probs):
        return _check_state(state, steps, expect, path, probs)

    def rule_matches(self, state, expected, got):
        return _rule_matches(state, expected, got)

    def query(self, state, st, path, probs):
        return _query(state, st, path, probs)[0]

    def compare(self, state, st, q, expected, got):
        return _compare_query(state, st, q, expected, got)

    def trace_setup(self, trace, data, state, steps):
        if state.rules.game == "europe":
            trace.add("variant." + str(data.get("options", {}).get("variant", "classic")))
        super().trace_setup(trace, data, state, steps)

    def trace_action(self, trace, state, action, expect, rule):
        _trace_action(trace, state, action, expect, rule)

    def trace_query(self, trace, q, expect, state, st):
        _trace_query(trace, q, expect, state, st)


RUNNER = RouteScenarios(apply)
#: The family's ``run_scenario`` (:class:`~ttrwidgets.core.scenario.ScenarioRunner.run`) and
#: one step of it (lessons run their moves and checks through it).
run_route_scenario = RUNNER.run
run_step = RUNNER.run_step
