"""The Ticket to Ride family behind the game-family protocol (:class:`ttrwidgets.core.family.Family`).

Europe (with its variants), Deutschland and the Asia team variant are rule sets of this family
(:data:`GAME_INFOS`, read by :mod:`ttrwidgets.core.registry`); their mechanics are the modules of
this package (one module per mechanic where games differ: :mod:`~ttrwidgets.ttr.multiroute`,
:mod:`~ttrwidgets.ttr.passengers`, :mod:`~ttrwidgets.ttr.teams`, ...), and the one
action-handler table is :data:`ttrwidgets.ttr.game.HANDLERS`. The functions below are the face
the app, the terminal, the scenario runner and the tests see.

>>> from ttrwidgets import ttr
>>> s, _ = ttr.new_game("deutschland", 2, seed=3)
>>> [str(a) for a in ttr.legal_actions(s, 0)][:2]
['p0 tickets short:4+long:0', 'p0 tickets short:3+long:1']
>>> ttr.scores(s)[0].parts[:2]
(('score.routes', 0), ('score.tickets', 0))
"""
from __future__ import annotations

from .rules import game_infos as _game_infos

#: The games of this family (read by :mod:`ttrwidgets.core.registry`); declared before the
#: mechanics are imported.
GAME_INFOS = _game_infos()

from . import game as _game, teams as _teams  # noqa: E402

_game.register_variant("team", _teams)     # asia.team: the team rules are hooks of the engine

from . import passengers as _passengers  # noqa: E402
from .actions import TakePassengers, parse_action
from .bots import BOTS
from .colours import parse_colour
from .game import active_seats, apply, legal_actions, why_illegal
from .game import new_game as _new_game
from .messages import action_text
from .preview import Preview, claim_preview, station_preview
from .record import state_from_json, state_to_json
from .scenario import run_scenario
from .scoring import final_scores
from .state import PassengerChoice
from .view import view

__all__ = ["new_game", "active_seats", "legal_actions", "why_illegal", "apply", "preview",
           "view", "scores", "action_text", "parse_action", "state_to_json",
           "state_from_json", "run_scenario", "bots", "board_geometry", "GAME_INFOS"]


def new_game(rules, players: int, seed: int, board=None):
    """A new Ticket to Ride game (``rules``: ``"europe.classic"``, ``"deutschland"``, ...)."""
    return _new_game(rules, players, seed, board)


def scores(state):
    """:func:`ttrwidgets.ttr.scoring.final_scores`: parts per seat, winners, tiebreaks."""
    return final_scores(state)


def bots() -> dict:
    return dict(BOTS)


def board_geometry(board, width: int):
    from ..render import BoardGeometry
    return BoardGeometry.build(board, width)


def preview(state, seat: int, hit) -> Preview:
    """What a click would do for ``seat``: a route → the claim's payments (and passengers); a
    city → a station's payments (games with stations); a passenger token → taking it, when a
    passenger choice pends there (``de.take-passengers``). Otherwise why not, with the rule id;
    a click on nothing the rules act on gives neither options nor a problem."""
    kind, index = hit[0], hit[1]
    if kind == "route":
        return claim_preview(state, seat, index)
    if kind == "city":
        if not state.rules.stations:
            return Preview([], None)
        return station_preview(state, seat, index)
    if kind == "passenger":
        return _passenger_preview(state, seat, index, getattr(hit, "colour", None))
    return Preview([], None)


def _passenger_preview(state, seat: int, city: int, colour) -> Preview:
    pend = state.pending
    if not isinstance(pend, PassengerChoice) or state.current != seat:
        problem = why_illegal(state, TakePassengers(seat, ((state.map.cities[city].name,
                                                             parse_colour(colour)),)))
        return Preview([], problem)
    k = int(parse_colour(colour))
    problem = _passengers.check_take(state, seat, {city: k})
    if problem is not None and problem[1] != "passengers.name-every-end":
        return Preview([], problem.error(state.map, state.rules.game))
    return Preview([(city, k)], None)

