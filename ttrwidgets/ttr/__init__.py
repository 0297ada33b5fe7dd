"""The Ticket to Ride family behind the game-family protocol (:class:`ttrwidgets.core.family.Family`).

Europe (with its variants) and Deutschland are rule sets of this family; their mechanics are
modules of :mod:`ttrwidgets.engine` (one module per mechanic where games differ:
:mod:`~ttrwidgets.engine.multiroute`, :mod:`~ttrwidgets.engine.passengers`, ...), and the one
action-handler table is :data:`ttrwidgets.engine.game.HANDLERS`. This package is the face the
app, the terminal, the scenario runner and the tests see.

>>> from ttrwidgets import ttr
>>> s, _ = ttr.new_game("deutschland", 2, seed=3)
>>> [str(a) for a in ttr.legal_actions(s, 0)][:2]
['p0 tickets short:4+long:0', 'p0 tickets short:3+long:1']
>>> ttr.scores(s)[0].parts[:2]
(('score.routes', 0), ('score.tickets', 0))
"""
from __future__ import annotations

from ..engine import passengers as _passengers
from ..engine.actions import TakePassengers, parse_action
from ..engine.bots import BOTS
from ..engine.colours import parse_colour
from ..engine.game import active_seats, apply, legal_actions, why_illegal
from ..engine.game import new_game as _new_game
from ..engine.messages import action_text
from ..engine.preview import Preview, claim_preview, station_preview
from ..engine.record import state_from_json, state_to_json
from ..engine.scenario import run_scenario
from ..engine.scoring import final_scores
from ..engine.state import PassengerChoice
from ..engine.view import view

__all__ = ["new_game", "active_seats", "legal_actions", "why_illegal", "apply", "preview",
           "view", "scores", "action_text", "parse_action", "state_to_json",
           "state_from_json", "run_scenario", "bots", "board_geometry"]


def new_game(rules, players: int, seed: int, board=None):
    """A new Ticket to Ride game (``rules``: ``"europe.classic"``, ``"deutschland"``, ...)."""
    return _new_game(rules, players, seed, board)


def scores(state):
    """:func:`ttrwidgets.engine.scoring.final_scores`: parts per seat, winners, tiebreaks."""
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

