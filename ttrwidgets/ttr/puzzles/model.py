"""The route kinds' puzzles (``best_station``, ``longest_trail``, ``tunnel_odds``,
``cheapest_completion``; ``shared/spec/puzzles.md``): what they ask of a puzzle file besides
what every kind shares (:func:`ttrwidgets.puzzles.model.load_puzzle`), and the names their
answers give.

:class:`RoutePuzzle` is the puzzle of a route kind: the generic
:class:`~ttrwidgets.puzzles.model.Puzzle` with the parameters resolved on the board (a
tunnel's cards and the pile its reveal is drawn from, the tickets to complete).
:func:`read_params` checks them and the position (a station left to build, ...), each problem
with its JSON path; the kinds' handlers (:mod:`.kinds`) hand it to the generic loader.

>>> from ttrwidgets.puzzles.model import load_puzzle
>>> p = load_puzzle({"kind": "tunnel_odds", "game": "europe", "options": {"players": 2},
...                  "player": 0, "params": {"route": ["Bucuresti", "Sofia"], "cards": {"red": 2},
...                  "unseen": {"red": 1, "blue": 3}}}, "demo.json")
>>> type(p).__name__, route_json(p.map, p.route), p.reveal
('RoutePuzzle', ['Bucuresti', 'Sofia'], 3)
>>> load_puzzle({"kind": "tunnel_odds", "game": "europe", "options": {"players": 2},
...              "player": 0, "params": {"route": ["Paris", "Bruxelles", "yellow"],
...              "cards": {"red": 2}, "unseen": {"red": 1}}}, "bad.json")
Traceback (most recent call last):
...
ttrwidgets.core.errors.PuzzleError: bad.json: 1 problem
  $.params.route: Bruxelles–Paris is not a tunnel (tunnel.reveal)
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core.errors import Message
from ...core.jsonfile import describe_value
from ...puzzles.model import Puzzle
from .. import cards as C
from .. import held_tickets
from ..colours import LOCO, Colour
from ..maps import RouteKind
from ..scenario import card_set_at, resolve_city, resolve_route
from ..state import GameState

__all__ = ["RoutePuzzle", "PARAMS", "read_params", "route_json", "city_json"]

#: kind -> (required params, optional params); a kind not listed takes none
PARAMS = {
    "tunnel_odds": (("route", "cards", "unseen"), ("reveal",)),
    "cheapest_completion": ((), ("tickets",)),
}


@dataclass(frozen=True)
class RoutePuzzle(Puzzle):
    """A puzzle of a route kind: its position is a :class:`~ttrwidgets.ttr.state.GameState`,
    and the fields below are the parameters resolved on the board; each is set only for the
    kinds that use it."""

    route: int | None = None        # tunnel_odds: the tunnel (route index)
    cards: tuple | None = None      # tunnel_odds: the laid card set (9 counts)
    colour: int | None = None       # tunnel_odds: the colour the reveal counts (LOCO if locos only)
    unseen: tuple | None = None     # tunnel_odds: the card set the reveal is drawn from
    reveal: int = 0                 # tunnel_odds: how many cards are revealed (never more than unseen)
    tickets: tuple = ()             # cheapest_completion: (city a, city b) pairs
    tickets_given: bool = False     # cheapest_completion: named by params.tickets (else the open ones)


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def read_params(kind: str, state: GameState, player: int, params: dict, probs) -> dict:
    """What ``kind`` asks of the position and its ``params`` (already checked for their
    names): the problems, each added to ``probs`` with its JSON path, and the
    :class:`RoutePuzzle` fields they resolve to."""
    more: dict = {}
    m = state.map
    if kind == "best_station":
        if not state.rules.stations:
            probs.add("$.game", Message("puzzle-file.no-stations"))
        elif len(state.players[player].stations) >= state.rules.stations:
            probs.add(f"$.position.players[{player}].stations",
                      Message("puzzle-file.stations-built", n=state.rules.stations))
        elif all(_has_station(state, c) for c in range(len(m.cities))):
            probs.add("$.position", Message("puzzle-file.stations-everywhere"))
    elif kind == "tunnel_odds":
        more = _tunnel_params(state, params, probs)
    elif kind == "cheapest_completion":
        more = _ticket_params(state, player, params, probs)
    return more


def _colour(c, board):
    """A card colour's name in every language (the board's word: Deutschland's purple is Lila),
    for a :class:`Message` parameter."""
    from ..messages import colour_name
    return lambda lang: colour_name(Colour(c).key, lang, board=board)


def _has_station(state: GameState, city: int) -> bool:
    return any(city in p.stations for p in state.players)


def _tunnel_params(state: GameState, params: dict, probs) -> dict:
    m = state.map
    r = resolve_route(m, params.get("route"), "$.params.route", probs)
    cards = card_set_at(params.get("cards"), "$.params.cards", probs)
    unseen = card_set_at(params.get("unseen"), "$.params.unseen", probs)
    reveal = params.get("reveal")
    if reveal is not None and (not _whole(reveal) or not 0 <= reveal <= 100):
        probs.add("$.params.reveal", Message("puzzle-file.reveal", value=describe_value(reveal)))
        reveal = None
    if r is None:
        return {}
    route = m.routes[r]
    if route.kind is not RouteKind.TUNNEL or not state.rules.tunnels:
        probs.add("$.params.route", Message("puzzle-file.not-a-tunnel", a=m.cities[route.a].name,
                                            b=m.cities[route.b].name))
        return {}
    if cards is None or unseen is None:
        return {}
    used = C.colours_used(cards)
    if sum(cards) != route.length:
        probs.add("$.params.cards", Message("puzzle-file.tunnel-length", length=route.length,
                                            n=sum(cards)))
    elif len(used) > 1:
        probs.add("$.params.cards", Message("puzzle-file.one-colour")
                  if route.colour == Colour.GRAY else
                  Message("puzzle-file.route-colour", colour=_colour(route.colour, m)))
    elif used and route.colour != Colour.GRAY and used[0] != route.colour:
        probs.add("$.params.cards", Message("puzzle-file.wrong-colour",
                                            colour=_colour(route.colour, m),
                                            used=_colour(used[0], m)))
    if probs.items:
        return {}
    colour = used[0] if used else LOCO
    n = route.reveal if reveal is None else reveal
    return {"route": r, "cards": cards, "colour": colour, "unseen": unseen,
            "reveal": min(n, sum(unseen))}


def _ticket_params(state: GameState, player: int, params: dict, probs) -> dict:
    m = state.map
    if "tickets" not in params:
        from ...graphs import connected_pairs
        from ..scoring import player_graph
        own = player_graph(state, player)     # with teams (asia): the team's routes
        # asia: and the team's shared tickets
        held = [(m.tickets[t].a, m.tickets[t].b) for t in held_tickets(state, player)]
        done = connected_pairs(own, held, m.countries)
        return {"tickets": tuple(p for p, ok in zip(held, done) if not ok)}
    lst = params["tickets"]
    if not isinstance(lst, list):
        probs.add("$.params.tickets", Message("puzzle-file.tickets", value=describe_value(lst)))
        return {}
    out = []
    for i, ref in enumerate(lst):
        path = f"$.params.tickets[{i}]"
        if not isinstance(ref, list) or len(ref) not in (2, 3) or \
                (len(ref) == 3 and not _whole(ref[2])):
            probs.add(path, Message("puzzle-file.ticket", value=describe_value(ref)))
            continue
        a = resolve_city(m, ref[0], path + "[0]", probs)
        b = resolve_city(m, ref[1], path + "[1]", probs)
        if a is not None and b is not None:
            out.append((a, b))
    return {"tickets": tuple(out), "tickets_given": True}


# --------------------------------------------------------------------------- names in answers
def city_json(m, c: int) -> str:
    """A city's name as answers give it (the map's name)."""
    return m.cities[c].name


def route_json(m, r: int) -> list:
    """A route as ``[A, B]``, or ``[A, B, COLOUR]`` where parallel tracks differ
    (``scenarios.md``: names)."""
    rt = m.routes[r]
    out = [m.cities[rt.a].name, m.cities[rt.b].name]
    others = [m.routes[x] for x in m.parallel(r)]
    if any(o.colour != rt.colour for o in others):
        out.append(Colour(rt.colour).key)
    return out
