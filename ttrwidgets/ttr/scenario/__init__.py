"""Scenario files (format v1, ``shared/spec/scenarios.md``) of the route games: Europe (and its
variants), Deutschland and the Asia team variant. The step loop, the command and the result
lines are the core's (:mod:`ttrwidgets.core.scenario`); this package says what a route game's
steps mean, one job per module:

* :mod:`.refs` -- references: cities, routes, tickets, card sets, passengers;
* :mod:`.position` -- a ``position`` -> a game state (hands, decks, passengers, teams);
* :mod:`.setup` -- the top level (``game``, ``options``, ``seed``) -> the start state;
* :mod:`.actions` -- ``do`` steps -> engine actions;
* :mod:`.checks` -- ``expect`` after an action;
* :mod:`.queries` -- ``query`` steps and their comparison;
* :mod:`.coverage` -- the rule ids a step covers beyond the engine's steps;
* :mod:`.runner` -- the family's :class:`~ttrwidgets.core.scenario.ScenarioRunner`.

Deutschland positions add the players' ``passengers``, the ``board_passengers`` (or the bag
dealt by the seed) and the tops of the ``short`` and ``long`` ticket decks; its steps add
``draw_tickets`` with the announced mix and ``take_passengers``.

>>> data = {"game": "europe", "options": {"players": 2}, "seed": 1,
...         "position": {"players": [{"hand": {"red": 1}, "trains": 3}, {}]},
...         "steps": [{"player": 0, "do": "claim", "route": ["Budapest", "Wien", "red"],
...                    "cards": {"red": 1}, "expect": {"legal": True, "final_round": True}}]}
>>> [r["ok"] for r in run_scenario(data, "demo.json")]
[True, True]
"""
from __future__ import annotations

from ...core.scenario import Problems, load_scenario_file, run_files, run_scenario
from ...core.scenario import say as _say  # noqa: F401 (puzzles.cli)
from ...core.scenario import scenario_family
from .actions import _DO, _to_action
from .checks import _check_state, _pending_name
from .position import _POS_KEYS, build_position
from .refs import card_set_at, passenger_set_at, resolve_city, resolve_route, resolve_ticket
from .runner import RouteScenarios, run_route_scenario, run_step
from .setup import _setup, known_games, setup_scenario  # noqa: F401 (lessons)

__all__ = ["run_scenario", "run_route_scenario", "run_step", "run_files", "setup_scenario",
           "load_scenario_file", "known_games", "build_position", "resolve_city",
           "resolve_route", "resolve_ticket", "card_set_at", "passenger_set_at", "Problems",
           "to_action", "check_state", "pending_name", "ACTION_NAMES", "POSITION_KEYS",
           "RouteScenarios"]

# The pieces lessons and puzzles (ttrwidgets.lessons, ttrwidgets.puzzles) build on: a lesson
# is written on this format, so its actions, positions and checks are read by the same code.
_Problems = Problems
to_action = _to_action
check_state = _check_state
pending_name = _pending_name
ACTION_NAMES = frozenset(_DO)
POSITION_KEYS = frozenset(_POS_KEYS)


def _other_family(data):
    """The family module that plays the scenario's game when it is not this family's, else
    None (code written before :func:`ttrwidgets.core.scenario.scenario_family`)."""
    from .. import GAME_INFOS
    fam = scenario_family(data)
    return None if fam.GAME_INFOS is GAME_INFOS else fam
