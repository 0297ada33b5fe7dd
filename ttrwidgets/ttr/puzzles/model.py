"""Puzzle files (format v1, ``shared/spec/puzzles.md``): a position and a question with one exact
answer.

A puzzle is a scenario position (``game``, ``options``, ``seed``, ``position``, exactly as in
``shared/spec/scenarios.md``) plus ``kind``, ``player`` (the seat the question is about) and
``params``. :func:`load_puzzle` checks the whole file and builds the position; every problem is
reported with the file and its JSON path (:class:`~ttrwidgets.core.errors.PuzzleError`), so a
malformed file never gets as far as the solver.

>>> p = load_puzzle({"kind": "longest_trail", "game": "europe", "options": {"players": 2},
...                  "position": {"players": [{"routes": [["Paris", "Bruxelles", "yellow"]]}, {}]},
...                  "player": 0, "params": {}}, "demo.json")
>>> p.kind, p.player, p.state.owners.count(0)
('longest_trail', 0, 1)
>>> load_puzzle({"kind": "best_guess", "game": "europe", "options": {"players": 2},
...              "player": 0}, "bad.json")
Traceback (most recent call last):
...
ttrwidgets.core.errors.PuzzleError: bad.json: 1 problem
  $.kind: must be one of best_station, longest_trail, tunnel_odds, cheapest_completion, fewest_rails, not the text "best_guess"
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field

from ..core.family import families, family
from ..core.registry import games
from .kinds import kind_games, kinds
from ..ttr import cards as C
from ..ttr import held_tickets
from ..ttr.colours import LOCO, Colour
from ..core.errors import Message, PuzzleError, ScenarioError
from ..core.i18n import join
from ..core.jsonfile import check_json_value, describe_value, read_json_file
from ..ttr.maps import RouteKind
from ..ttr.scenario import known_games, _Problems as _ScenarioProblems, card_set_at, \
    resolve_city, resolve_route
from ..ttr.state import GameState

__all__ = ["KINDS", "KIND_GAMES", "Puzzle", "load_puzzle", "read_puzzle_file", "route_json",
           "city_json"]

#: The spec's kinds, in its order: the kinds the game families publish (``PUZZLE_KINDS``).
KINDS = kinds()
#: kind -> the games the spec allows it for.
KIND_GAMES = kind_games()
#: kind -> (required params, optional params); a kind not listed takes none
_PARAMS = {
    "tunnel_odds": (("route", "cards", "unseen"), ("reveal",)),
    "cheapest_completion": ((), ("tickets",)),
}
_TOP = {"kind", "title", "game", "options", "seed", "position", "player", "params"}


@dataclass(frozen=True)
class Puzzle:
    """A checked puzzle and its position.

    ``data`` is the file's JSON as read. The fields after ``state`` are the parameters resolved
    on the board (indices, card sets); each is set only for the kinds that use it.
    """

    kind: str
    title: str
    game: str
    player: int
    state: GameState
    data: dict = field(repr=False, compare=False)
    source: str = "<puzzle>"
    route: int | None = None        # tunnel_odds: the tunnel (route index)
    cards: tuple | None = None      # tunnel_odds: the laid card set (9 counts)
    colour: int | None = None       # tunnel_odds: the colour the reveal counts (LOCO if locos only)
    unseen: tuple | None = None     # tunnel_odds: the card set the reveal is drawn from
    reveal: int = 0                 # tunnel_odds: how many cards are revealed (never more than unseen)
    tickets: tuple = ()             # cheapest_completion: (city a, city b) pairs
    tickets_given: bool = False     # cheapest_completion: named by params.tickets (else the open ones)

    @property
    def map(self):
        return self.state.map


class _Problems(_ScenarioProblems):
    """The scenario module's problem list, raising :class:`PuzzleError`."""

    def raise_if_any(self) -> None:
        if self.items:
            raise PuzzleError(self.source, self.items)


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def read_puzzle_file(path) -> Puzzle:
    """Read and check the puzzle file at ``path`` (the limits of
    :mod:`~ttrwidgets.core.jsonfile`: a regular file of at most 2 MiB, ...)."""
    source = str(path)
    return load_puzzle(read_json_file(path, what="puzzle"), source)


def _family_of(game):
    """The family whose scenario adapter sets up the puzzle's position (a game nobody plays:
    the first family's, which names the problem at ``$.game``)."""
    try:
        return family(game)
    except (KeyError, TypeError):
        return families()[0]


def load_puzzle(data, source: str = "<puzzle>") -> Puzzle:
    """Check a puzzle's JSON and build its position; :class:`PuzzleError` lists every problem
    with its JSON path."""
    probs = _Problems(source)
    try:
        check_json_value(data, source, what="puzzle")
    except ScenarioError as e:  # pragma: no cover - check_json_value raises the 'puzzle' class
        raise PuzzleError(source, e.problems) from None
    if not isinstance(data, dict):
        raise PuzzleError(source, [("$", Message("puzzle-file.not-object"))])
    for k in sorted(set(data) - _TOP, key=str):
        probs.add(f"$.{k}" if k.isidentifier() else f"$[{json.dumps(k)}]",
                  Message("puzzle-file.unknown-key", known=", ".join(sorted(_TOP))))
    kind = data.get("kind")
    if kind not in KINDS:
        probs.add("$.kind", Message("check.one-of", choices=", ".join(KINDS),
                                    value=describe_value(kind)))
        kind = None
    title = data.get("title", "")
    if not isinstance(title, str):
        probs.add("$.title", Message("puzzle-file.title", value=describe_value(title)))
        title = ""
    game = data.get("game")
    if isinstance(game, str) and game in known_games() and kind is not None \
            and game not in KIND_GAMES[kind]:
        probs.add("$.game", Message("puzzle-file.kind-games", kind=kind, game=game,
                                    games=lambda lang: join(KIND_GAMES[kind], lang, "or")))
    elif isinstance(game, str) and game in known_games() and game not in {g.id for g in games()}:
        probs.add("$.game", Message("puzzle-file.game-not-supported", game=game))
    params = data.get("params", {})
    if not isinstance(params, dict):
        probs.add("$.params", Message("puzzle-file.params", value=describe_value(params)))
        params = {}
    if kind is not None:
        need, opt = _PARAMS.get(kind, ((), ()))
        for k in need:
            if k not in params:
                probs.add(f"$.params.{k}", Message("puzzle-file.param-required", kind=kind))
        for k in sorted(set(params) - set(need) - set(opt), key=str):
            probs.add(f"$.params.{k}" if str(k).isidentifier() else f"$.params[{json.dumps(k)}]",
                      Message("puzzle-file.unknown-param", kind=kind, n=len(need + opt),
                              known=", ".join(need + opt)))
    player = data.get("player")
    if not _whole(player):
        probs.add("$.player", Message("puzzle-file.player"))
        player = None
    probs.raise_if_any()

    scenario = {k: data[k] for k in ("game", "options", "seed", "position") if k in data}
    try:
        state = _family_of(game).setup_scenario(scenario, source)  # its family's adapter
    except ScenarioError as e:
        raise PuzzleError(source, e.problems) from None
    if not 0 <= player < state.n_players:
        probs.add("$.player", Message("puzzle-file.player-seat", last=state.n_players - 1,
                                      value=player))
        probs.raise_if_any()

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
    probs.raise_if_any()
    return Puzzle(kind=kind, title=title, game=data["game"], player=player, state=state,
                  data=data, source=source, **more)


def _colour(c, board):
    """A card colour's name in every language (the board's word: Deutschland's purple is Lila),
    for a :class:`Message` parameter."""
    from ..ttr.messages import colour_name
    return lambda lang: colour_name(Colour(c).key, lang, board=board)


def _has_station(state: GameState, city: int) -> bool:
    return any(city in p.stations for p in state.players)


def _tunnel_params(state: GameState, params: dict, probs: _Problems) -> dict:
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


def _ticket_params(state: GameState, player: int, params: dict, probs: _Problems) -> dict:
    m = state.map
    if "tickets" not in params:
        from ..graphs import connected_pairs
        from ..ttr.scoring import player_graph
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
