"""Previews for the board: "what could this seat do here, and if nothing, why not?".

A click on a route or a city asks the engine two things at once: the payment options the
player's hand allows, and — when there are none — the one reason, with its rule id, that a
learner should read. The widgets only show these answers; legality stays here, computed by the
same checks :func:`~ttrwidgets.ttr.game.apply` uses, so a preview can never promise an
action that the engine then refuses.

>>> from ttrwidgets.ttr.game import new_game
>>> from ttrwidgets.ttr.scenario import setup_scenario
>>> s = setup_scenario({"game": "europe", "options": {"players": 2}, "seed": 1,
...     "position": {"players": [{"hand": {"red": 1}}, {}]}})
>>> m = s.map
>>> route = m.routes_between(m.city_index("Amsterdam"), m.city_index("Bruxelles"))[0]
>>> p = claim_preview(s, 0, route.index)
>>> p.options, p.problem.rule_id
([], 'claim.color')
>>> print(p.problem.messages["en"])
You cannot pay for Amsterdam–Bruxelles (black, 1): it needs 1 black cards (locomotives fill in); you hold 1 red.
>>> station_preview(s, 0, "Wien").options      # the first station: any one card
[(0, 0, 0, 0, 0, 0, 1, 0, 0)]
"""
from __future__ import annotations

from typing import NamedTuple

from . import cards as C
from .actions import BuildStation, ClaimRoute
from .colours import LOCO, Colour
from . import multiroute
from ..core.errors import IllegalActionError
from .game import (claim_options, city_ref, route_problem, route_ref, station_cost,
                   station_options, station_site_problem, turn_problem)
from .maps import RouteKind
from .problem import err as _err
from .state import GameState

__all__ = ["Preview", "claim_preview", "station_preview", "closed_routes"]


class Preview(NamedTuple):
    """The payment options (canonical card sets, in ``legal_actions`` order) and, when the
    action is impossible now, the :class:`IllegalActionError` that says why. For a claim in a
    game with passengers, ``passengers`` says what the claim would bring
    (``de.take-passengers``): ``((city, colours standing there), ...)`` for each end where any
    stand; one colour is taken at once, several mean a choice."""

    options: list
    problem: IllegalActionError | None
    passengers: tuple = ()


def claim_preview(state: GameState, seat: int, route) -> Preview:
    """Options to pay for ``route`` and, if there are none, the reason (turn, route, cards).

    The reason checks, in this order, what a learner would fix first: whose turn it is and
    what is pending (``turn.one-action``, ``tunnel.extra``, ...), whether the route is open to
    this seat (``claim.open-route``, ``claim.double-*``, ``claim.trains``), then the cards
    (``ferry.locomotives``, ``claim.color``, ``claim.gray``).
    """
    r = route_ref(state, route)
    rt = state.map.routes[r]
    probe = ClaimRoute(seat, rt.id, (0,) * 9)
    problem = turn_problem(state, probe) or route_problem(state, seat, r)
    if problem is not None:
        return Preview([], problem)
    options = claim_options(state, seat, r)
    if options:
        return Preview(options, None, _passengers(state, r))
    hand = state.players[seat].hand
    params = {"route": r, "length": rt.length, "hand": C.card_dict(hand)}
    if rt.kind is RouteKind.FERRY and hand[LOCO] < rt.locomotives:
        problem = _err("ferry.locomotives", "ferry.cannot-pay", need=rt.locomotives,
                       locos=hand[LOCO], **params)
    elif rt.colour == Colour.GRAY:
        problem = _err("claim.gray", "claim.gray.cannot-pay", **params)
    else:
        problem = _err("claim.color", "claim.color.cannot-pay", colour=Colour(rt.colour).key,
                       **params)
    return Preview([], problem.error(state.map, state.rules.game))


def _passengers(state: GameState, r: int) -> tuple:
    if not state.passengers:
        return ()
    rt = state.map.routes[r]
    return tuple((c, tuple(sorted(set(state.passengers[c])))) for c in (rt.a, rt.b)
                 if state.passengers[c])


def station_preview(state: GameState, seat: int, city) -> Preview:
    """Options to pay for a station in ``city`` and, if there are none, the reason."""
    c = city_ref(state, city)
    probe = BuildStation(seat, state.map.cities[c].name, (0,) * 9)
    problem = turn_problem(state, probe) or station_site_problem(state, seat, c)
    if problem is not None:
        return Preview([], problem)
    options = station_options(state, seat)
    if options:
        return Preview(options, None)
    n = station_cost(state, seat)
    problem = _err("station.cost", "station.cannot-pay", city=c, n=n,
                   nth=len(state.players[seat].stations) + 1,
                   hand=C.card_dict(state.players[seat].hand))
    return Preview([], problem.error(state.map, state.rules.game))


def closed_routes(state: GameState) -> list[int]:
    """Free routes nobody may claim any more (``claim.double-few-players``): with fewer players
    than the rule set's minimum, the other track of a claimed double route is closed.

    >>> from ttrwidgets.ttr.game import new_game
    >>> closed_routes(new_game("europe.classic", 2, seed=1)[0])
    []
    """
    return multiroute.closed_for_all(state)
