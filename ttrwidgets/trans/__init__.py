"""The Trans Europa / Trans America family behind the game-family protocol
(:class:`ttrwidgets.core.family.Family`).

A different game from Ticket to Ride (``shared/rules/trans.md``): rails on a triangular grid, one
network per start marker, rounds scored in prestige by the fewest rails still missing (an exact
Steiner tree, :mod:`.missing`), and the 19 special cards (:mod:`.specials`). Rules and
transitions: :mod:`.game`; boards: :mod:`.board`; JSON and replay: :mod:`.record`; scenarios:
:mod:`.scenario`; bots: :mod:`.bot`; the terminal game: :mod:`.cli`.

>>> from ttrwidgets import trans
>>> s, _ = trans.new_game("trans_europa", 2, seed=3)
>>> [str(a) for a in trans.legal_actions(s, 0)][:2]
['p0 marker 5,0', 'p0 marker 7,0']
>>> trans.scores(s)[0].parts
(('trans.score-round', 0),)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..core.errors import IllegalActionError
from .actions import EndTurn, LayRail, PassCity, PlaceMarker, ReturnCity, parse_action
from .board import COLOURS, load_board
from .game import (GOAL, active_seats, apply, is_complete, legal_actions, marker_problem,
                   missing_for, network, rail_problem, why_illegal, _turn_problem)
from .game import new_game as _new_game
from .messages import action_words, colour_name, point_name, seat_name
from .record import state_from_json, state_to_json
from .rulebook import RULES_FILES
from .specials import card

__all__ = ["new_game", "active_seats", "legal_actions", "why_illegal", "apply", "preview",
           "view", "scores", "action_text", "parse_action", "state_to_json",
           "state_from_json", "run_scenario", "setup_scenario", "bots", "board_geometry",
           "board_thumbnail", "load_session", "lab_board", "GAME_INFOS", "GAMES", "APP_PLAY",
           "TERMINAL", "SESSION", "RULES_FILES", "LESSON_ADAPTER", "START_OPTIONS", "DEFAULT_BOT",
           "PUZZLE_KINDS", "action_kind", "START_FORM", "seat_name"]

#: The app's play controller of a Trans game (the grid board, the Trans page).
APP_PLAY = "ttrwidgets.trans.ui.trans_app:TransController"
#: The terminal game (``python -m ttrwidgets play --game trans_europa``).
TERMINAL = "ttrwidgets.trans.cli:main"
#: The session class of these games (the Trans save format, the simultaneous choices).
SESSION = "ttrwidgets.trans.session:TransSession"
#: What a lesson needs of this family's games.
LESSON_ADAPTER = "ttrwidgets.trans.lessons.adapter"
#: The start page's fields for these games: the special cards (none, a deck, one card).
START_OPTIONS = ("special",)
#: Its part of the start page's form (the special cards).
START_FORM = "ttrwidgets.trans.ui.start:TransStart"
DEFAULT_BOT = "steiner"
#: The puzzle kinds asked on these games; ``fewest_rails`` is a kind of this family's own.
PUZZLE_KINDS = {
    "fewest_rails": {"games": ("trans_europa", "trans_america"),
                     "handler": "ttrwidgets.trans.puzzles.rails:KIND"},
}

#: game id -> (English name, German name)
GAMES = ("trans_europa", "trans_america")


def _game_infos() -> tuple:
    """Trans Europa and Trans America (family ``trans``, 2-6 players), for the registry."""
    from ..core.registry import GameInfo
    from .game import PLAYERS
    return tuple(GameInfo(id=gid, name={}, family="trans", players=PLAYERS,   # name: ui.ftl
                          rules=(gid, f"{gid}.special"), boards=(gid,), rules_file="trans",
                          course="trans_europa")
                 for gid in GAMES)


#: The games of this family (read by :mod:`ttrwidgets.core.registry`).
GAME_INFOS = _game_infos()


def new_game(rules, players: int, seed: int, board=None):
    """A new Trans game (``rules``: ``"trans_europa"``, ``"trans_america.special"``, ...)."""
    return _new_game(rules, players, seed, board)


@dataclass(frozen=True)
class SeatScore:
    seat: int
    parts: tuple
    total: int


class Scores(tuple):
    """Per seat a :class:`SeatScore` (index by seat), with ``winners`` and ``decided_by``."""
    winners: tuple = ()
    decided_by: tuple = ()

    @property
    def seats(self):
        return tuple(self)


def scores(state) -> Scores:
    """Prestige per seat (``trans.score-round``) and the winners as if the game ended now
    (``trans.game-end``: the most prestige; still tied, a shared win)."""
    out = Scores(SeatScore(s, (("trans.score-round", p.prestige),), p.prestige)
                 for s, p in enumerate(state.players))
    best = max(p.prestige for p in state.players)
    out.winners = tuple(s for s, p in enumerate(state.players) if p.prestige == best)
    out.decided_by = ("trans.game-end",) if len(out.winners) > 1 else ()
    return out


def bots() -> dict:
    from .bot import BOTS
    return dict(BOTS)


#: The verb of each action's text form (``p0 rail 3,4-4,4``: ``rail``).
_ACTION_KINDS = {PlaceMarker: "marker", LayRail: "rail", EndTurn: "end", ReturnCity: "return",
                 PassCity: "pass"}


def action_kind(action) -> str | None:
    """What kind of action ``action`` is, as the verb of its text form (``"marker"``,
    ``"rail"``, ``"end"``, ...; None: not one of this family's actions)."""
    return _ACTION_KINDS.get(type(action))


def run_scenario(data, source: str = "<scenario>", trace=None) -> list[dict]:
    from .scenario import run_scenario as run
    return run(data, source, trace)


def setup_scenario(data, source: str = "<scenario>"):
    from .scenario import setup_scenario as setup
    return setup(data, source)


def board_thumbnail(board_id: str) -> tuple[str, float]:
    """A small picture of the grid board ``board_id`` (SVG) and its width/height ratio."""
    from .render import grid_thumbnail_svg
    return grid_thumbnail_svg(board_id)


def load_session(data, source: str = "<file>"):
    """A :class:`~.session.TransSession` from a saved Trans game, or from a Trans scenario file
    (its position, every seat a person): the scenario is checked as the scenario command checks
    it, so a file the command refuses is refused here too, with its JSON paths."""
    from ..core.errors import DataError, Message, ScenarioError, TTRError
    from .scenario import run_scenario as run, setup_scenario as setup
    from .session import TransSession
    if isinstance(data, dict) and "game" in data and "format" not in data \
            and "family" not in data and ("steps" in data or "kind" not in data):
        try:
            run(data, source)
        except DataError:
            raise
        except TTRError as e:
            raise ScenarioError(source, [("$", Message(
                "scenario.because", why=e.message))]) from None
        state = setup(data, source)
        return TransSession(state, ["human"] * state.n_players)
    return TransSession.from_json(data, source)


def lab_board(board_id: str):
    """The graph lab's view of a grid board (None: not one of this family's): ``board``,
    ``graph``, ``grid`` (True), ``name(lang)`` (from the lab catalogue), ``bot_network(seed)``
    (seat 0's network at the end of the bots' first round), ``network(state, seat)`` (the
    lines of a seat's network), ``node_name(node, lang)`` (a point as the game names it: its
    city, else where it lies) and ``widget`` (``"module:Class"`` of the lab's board widget for
    a grid board)."""
    if board_id not in GAMES:
        return None
    from types import SimpleNamespace
    from ..graphs.lab import grid_graph
    b = load_board(board_id)

    def bot_network(seed: int):
        from .session import TransSession
        s = TransSession.new(board_id, ["steiner", "steiner"], seed=seed)
        best: tuple = ()
        for _ in range(400):             # the network seat 0 has at the end of round 1
            if s.next_bot() is None or s.state.round > 1:
                break
            s.bot_move()
            if s.state.round == 1:
                best = _network_lines(s.state, 0) or best
        return best

    from ..core import i18n
    return SimpleNamespace(board=b, graph=grid_graph(b), grid=True,
                           name=lambda lang="en": i18n.text("lab", f"board-name.{board_id}", lang),
                           bot_network=bot_network, network=_network_lines,
                           node_name=lambda node, lang="en": point_name(b, node, lang),
                           widget="ttrwidgets.trans.ui.lab_board:LabGridWidget")


def _network_lines(state, seat: int) -> tuple:
    """The lines of the rail network that holds ``seat``'s start marker (none: no marker)."""
    import networkx as nx
    marker = state.players[seat].marker
    if marker is None or marker < 0:
        return ()
    lines = state.map.lines
    H = nx.Graph()
    for i in state.rails:
        H.add_edge(lines[i].a, lines[i].b)
    if marker not in H:
        return ()
    comp = nx.node_connected_component(H, marker)
    return tuple(i for i in state.rails if lines[i].a in comp)


class Preview(NamedTuple):
    options: list
    problem: IllegalActionError | None
    passengers: tuple = ()


def preview(state, seat: int, hit) -> Preview:
    """What a click would do for ``seat``: a ``("node", index)`` hit places the start marker
    there; a ``("line", index)`` hit lays a rail on it; otherwise why not (with the rule id)."""
    kind, index = hit[0], hit[1]
    b = state.map
    if kind == "node":
        action = PlaceMarker(seat, b.nodes[index])
    elif kind == "line":
        ln = b.lines[index]
        action = LayRail(seat, b.nodes[ln.a], b.nodes[ln.b])
    else:
        return Preview([], None)
    problem = why_illegal(state, action)
    return Preview([] if problem else [action], problem)


def _public_cities(state, seat) -> list:
    """The cities of ``seat`` every player sees: all of them once the round or game is over
    or with open cards (card 19), the revealed colours (cards 10-12)."""
    c = card(state.special)
    cities = state.players[seat].cities
    if state.phase == "over" or (c is not None and c.effect == "open_cards"):
        return list(cities)
    if c is not None and c.effect == "reveal_two":
        return [x for x in cities if state.map.cities[x].colour in c.colours]
    return []


def view(state, seat) -> dict:
    """What ``seat`` may see (``trans.deal``: a seat sees its own cities only, plus what the
    special cards reveal and the cards passed to it). ``None``: the teacher sees everything;
    ``-1``: nobody's seat."""
    b = state.map
    players = []
    for s, p in enumerate(state.players):
        if seat is None or seat == s:
            shown = list(p.cities)
        else:
            shown = _public_cities(state, s)
            if seat is not None and seat >= 0:
                shown += [c for h, c in state.known[seat] if h == s and c in p.cities
                          and c not in shown]
        players.append({
            "prestige": p.prestige, "marker": b.point(p.marker) if p.marker >= 0 else None,
            "cities": [b.cities[c].name for c in _sorted(b, shown)],
            "colours": [b.cities[c].colour for c in p.cities],   # card backs: always shown
            "city_count": len(p.cities),
            "complete": p.marker >= 0 and is_complete(state, s)})
    ch = state.choice
    choice = None
    if ch is not None:
        choice = {"kind": ch.kind, "waiting": ch.waiting(state), "stage": ch.stage,
                  "colour": ch.colour or None}
        if seat is None:
            choice["chosen"] = list(ch.chosen)
        elif seat >= 0:
            choice["mine"] = ch.chosen[seat] if ch.chosen[seat] < 0 else \
                b.cities[ch.chosen[seat]].name
    lr = state.last_round
    return {"viewer": seat, "game": state.rules.game, "rules": state.rules.id, "board": b.id,
            "phase": state.phase, "round": state.round, "current": state.current,
            "start_player": state.start_player, "special": state.special,
            "rails": [[b.point(b.lines[x].a), b.point(b.lines[x].b)] for x in state.rails],
            "rails_left": state.rails_left, "used": state.used, "players": players,
            "choice": choice,
            "last_round": None if lr is None else {
                "round": lr.round, "reason": lr.reason, "completed": list(lr.completed),
                "gains": list(lr.gains), "missing": list(lr.missing),
                "cities": [[b.cities[c].name for c in cs] for cs in lr.cities]}}


def _sorted(b, cities):
    order = {c: i for i, c in enumerate(COLOURS)}
    return sorted(cities, key=lambda c: (order[b.cities[c].colour], c))


def action_text(action, board, lang: str = "en", viewer: int | None = None) -> str:
    """An action in the learner's words (``do-*`` in trans.ftl); another seat's chosen card
    stays secret."""
    seat = action.seat
    if isinstance(action, PlaceMarker):
        return action_words("marker", lang, board, seat=seat, at=list(action.at))
    if isinstance(action, LayRail):
        return action_words("rail", lang, board, seat=seat, a=list(action.a), b=list(action.b))
    if isinstance(action, EndTurn):
        return action_words("end", lang, board, seat=seat)
    if viewer is not None and viewer != seat:
        return action_words("secret", lang, board, seat=seat)
    key = "return" if isinstance(action, ReturnCity) else "pass"
    return action_words(key, lang, board, seat=seat, city=action.city)


def board_geometry(board, width: int):
    """The grid renderer's geometry of ``board`` (a board or its id) on a canvas ``width``
    pixels wide: every point, line and city in pixels, with hit tests
    (:class:`ttrwidgets.trans.render.GridGeometry`)."""
    from .render import GridGeometry
    return GridGeometry.build(board, width)
