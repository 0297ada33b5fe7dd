"""A third game family, for the tests only: *Tiny*, two players take turns claiming the edges
of a 5-node graph; each edge is worth its points; when every edge is claimed, the most points
win (equal points: a shared win).

It is written against the family protocol alone (:class:`ttrwidgets.core.family.Family`) and
added with ``ttrwidgets.core.registry.register_family("tinyfamily")`` -- nothing outside
``tests/tinyfamily`` knows it. Its session is the generic
:class:`ttrwidgets.core.session.FamilySession`; its app controller is :mod:`.app`, its terminal
game :mod:`.terminal`; scenario files: :func:`run_scenario`.

Rule ids: ``tiny.turn`` (the seats alternate, seat 0 first), ``tiny.free`` (an edge is claimed
once), ``tiny.score`` (an edge's points go to its owner), ``tiny.end`` (all edges claimed:
the most points win).
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from typing import NamedTuple

from ttrwidgets.core.errors import IllegalActionError, InvalidActionError, ScenarioError
from ttrwidgets.core.registry import GameInfo
from ttrwidgets.core.steps import step

GAME_INFOS = (GameInfo(id="tiny", name={"en": "Tiny graph", "de": "Kleiner Graph"},
                       family="tiny", players=frozenset({2}), rules=("tiny",),
                       boards=("tiny",), rules_file="tiny"),)
APP_PLAY = "tinyfamily.app:TinyPlay"
TERMINAL = "tinyfamily.terminal:main"
LESSON_ADAPTER = None
START_OPTIONS = ()
START_FORM = None                 # no fields of its own on the start page
DEFAULT_BOT = "greedy"
PUZZLE_KINDS = {}


# ------------------------------------------------------------------------------ the board
@dataclass(frozen=True)
class Board:
    id: str
    nodes: tuple          # names
    xy: tuple             # per node (x, y) in 0..1
    edges: tuple          # (a, b, points)


BOARD = Board("tiny", ("A", "B", "C", "D", "E"),
              ((0.5, 0.0), (1.0, 0.4), (0.8, 1.0), (0.2, 1.0), (0.0, 0.4)),
              ((0, 1, 1), (1, 2, 2), (2, 3, 1), (3, 4, 3), (4, 0, 2), (0, 2, 1), (1, 3, 2)))


@dataclass(frozen=True)
class Rules:
    id: str = "tiny"
    game: str = "tiny"


@dataclass(frozen=True)
class TinyState:
    rules: Rules
    map: Board
    owners: tuple         # per edge: the seat, or -1
    current: int = 0
    n_players: int = 2

    @property
    def game_over(self) -> bool:
        return all(o >= 0 for o in self.owners)


class Claim(NamedTuple):
    seat: int
    edge: int

    def __str__(self) -> str:
        return f"p{self.seat} claim {self.edge}"


_ACTION = re.compile(r"p(\d+) claim (\d+)")


def parse_action(text: str) -> Claim:
    m = _ACTION.fullmatch(text.strip()) if isinstance(text, str) else None
    if m is None:
        raise InvalidActionError(f"not a Tiny move: {text!r} (write 'p0 claim 3')")
    return Claim(int(m[1]), int(m[2]))


# ------------------------------------------------------------------------------ the rules
def new_game(rules, players: int, seed: int, board=None):
    if players != 2:
        raise InvalidActionError(f"Tiny is for 2 players, not {players}")
    state = TinyState(Rules(), BOARD, (-1,) * len(BOARD.edges))
    return state, [step("tiny.turn", "start", seat=0)]


def active_seats(state) -> list[int]:
    return [] if state.game_over else [state.current]


def why_illegal(state, action):
    if not isinstance(action, Claim) or not 0 <= action.edge < len(state.owners):
        raise InvalidActionError(f"no such edge: {action!r}")
    if state.game_over:
        return IllegalActionError("tiny.end", {"en": "The game is over.",
                                               "de": "Das Spiel ist vorbei."})
    if action.seat != state.current:
        return IllegalActionError("tiny.turn", {"en": "It is not your turn.",
                                                "de": "Du bist nicht am Zug."})
    if state.owners[action.edge] >= 0:
        return IllegalActionError("tiny.free", {"en": "That edge is taken.",
                                                "de": "Diese Kante ist schon vergeben."})
    return None


def legal_actions(state, seat: int | None = None) -> list:
    seats = active_seats(state) if seat is None else [seat]
    return [Claim(s, e) for s in seats if s in active_seats(state)
            for e, o in enumerate(state.owners) if o < 0]


def apply(state, action):
    problem = why_illegal(state, action)
    if problem is not None:
        raise problem
    owners = list(state.owners)
    owners[action.edge] = action.seat
    new = replace(state, owners=tuple(owners), current=1 - state.current)
    steps = [step("tiny.score", "claim", seat=action.seat, edge=action.edge,
                  points=state.map.edges[action.edge][2])]
    if new.game_over:
        steps.append(step("tiny.end", "over"))
    return new, steps


class Preview(NamedTuple):
    options: list
    problem: object


def preview(state, seat: int, hit) -> Preview:
    kind, index = hit[0], hit[1]
    if kind != "edge" or not 0 <= index < len(state.owners):
        return Preview([], None)
    action = Claim(seat, index)
    problem = why_illegal(state, action)
    return Preview([] if problem else [action], problem)


def view(state, seat) -> dict:
    return {"viewer": seat, "game": "tiny", "current": state.current,
            "owners": list(state.owners), "points": list(points(state))}


def points(state) -> tuple:
    out = [0] * state.n_players
    for (_, _, p), o in zip(state.map.edges, state.owners):
        if o >= 0:
            out[o] += p
    return tuple(out)


@dataclass(frozen=True)
class SeatScore:
    seat: int
    parts: tuple
    total: int


class Scores(tuple):
    winners: tuple = ()
    decided_by: tuple = ()

    @property
    def seats(self):
        return tuple(self)


def scores(state) -> Scores:
    pts = points(state)
    out = Scores(SeatScore(s, (("tiny.score", p),), p) for s, p in enumerate(pts))
    out.winners = tuple(s for s, p in enumerate(pts) if p == max(pts))
    out.decided_by = ("tiny.end",)
    return out


def action_text(action, board, lang: str = "en", viewer=None) -> str:
    a, b, p = board.edges[action.edge]
    en = f"Player {action.seat + 1} claims {board.nodes[a]}-{board.nodes[b]} ({p} points)"
    de = f"Spieler {action.seat + 1} nimmt {board.nodes[a]}-{board.nodes[b]} ({p} Punkte)"
    return de if lang == "de" else en


def seat_name(seat: int, lang: str = "en") -> str:
    return f"Spieler {seat + 1}" if lang == "de" else f"Player {seat + 1}"


def state_to_json(state) -> dict:
    return {"owners": list(state.owners), "current": state.current}


def state_from_json(data, source: str = "<state>"):
    from ttrwidgets.core.errors import SaveFileError
    n = len(BOARD.edges)
    if not isinstance(data, dict):
        raise SaveFileError(source, [("$", "must be an object")])
    owners, cur = data.get("owners"), data.get("current")
    if not (isinstance(owners, list) and len(owners) == n
            and all(type(o) is int and -1 <= o <= 1 for o in owners)):
        raise SaveFileError(source, [("$.owners", f"must be {n} seats (0, 1) or -1")])
    if cur not in (0, 1) or isinstance(cur, bool):
        raise SaveFileError(source, [("$.current", "must be 0 or 1")])
    return TinyState(Rules(), BOARD, tuple(owners), cur)


# ------------------------------------------------------------------------------ bots
class GreedyBot:
    """Claims the free edge with the most points (the first of them)."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, state, seat: int):
        acts = legal_actions(state, seat)
        return max(acts, key=lambda a: state.map.edges[a.edge][2])


class RandomBot:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int):
        return self.rng.choice(legal_actions(state, seat))


def bots() -> dict:
    return {"greedy": GreedyBot, "random": RandomBot}


# ------------------------------------------------------------------------------ scenarios
def setup_scenario(data, source: str = "<scenario>"):
    """``{"game": "tiny", "options": {"players": 2}, "steps": ["p0 claim 3", ...]}``."""
    return _setup(data, source)[0]


def _setup(data, source):
    if not isinstance(data, dict) or data.get("game") != "tiny":
        raise ScenarioError(source, [("$.game", 'must be "tiny"')])
    opts = data.get("options", {"players": 2})
    if not isinstance(opts, dict) or opts.get("players", 2) != 2:
        raise ScenarioError(source, [("$.options.players", "Tiny is for 2 players")])
    steps = data.get("steps", [])
    if not isinstance(steps, list):
        raise ScenarioError(source, [("$.steps", "must be a list of moves")])
    state, _ = new_game("tiny", 2, 0)
    for i, text in enumerate(steps):
        try:
            state, _ = apply(state, parse_action(text))
        except (IllegalActionError, InvalidActionError) as e:
            raise ScenarioError(source, [(f"$.steps[{i}]", str(e))]) from None
    return state, steps


def run_scenario(data, source: str = "<scenario>", trace=None) -> list[dict]:
    """Each ``expect`` entry: ``{"query": "points p0" | "owner E", "equals": v}`` or
    ``{"do": "p0 claim 3", "illegal": rule id}``; one result per entry."""
    state, _ = _setup(data, source)
    expect = data.get("expect", [])
    if not isinstance(expect, list):
        raise ScenarioError(source, [("$.expect", "must be a list")])
    out = []
    for i, e in enumerate(expect):
        path = f"$.expect[{i}]"
        if not isinstance(e, dict):
            raise ScenarioError(source, [(path, "must be an object")])
        if "query" in e:
            q = str(e["query"]).split()
            if len(q) == 2 and q[0] == "points" and q[1] in ("p0", "p1"):
                got = points(state)[int(q[1][1])]
            elif len(q) == 2 and q[0] == "owner" and q[1].isdigit() \
                    and int(q[1]) < len(state.owners):
                got = state.owners[int(q[1])]
            else:
                raise ScenarioError(source, [(f"{path}.query", "points pN or owner EDGE")])
            if trace is not None:
                trace.add("tiny.score")
            out.append({"file": source, "expect": i, "ok": got == e.get("equals"),
                        "got": got})
        elif "do" in e:
            try:
                problem = why_illegal(state, parse_action(e["do"]))
            except InvalidActionError as err:
                raise ScenarioError(source, [(f"{path}.do", str(err))]) from None
            got = problem.rule_id if problem else None
            if trace is not None and got:
                trace.add(got)
            out.append({"file": source, "expect": i, "ok": got == e.get("illegal"),
                        "got": got})
        else:
            raise ScenarioError(source, [(path, "needs query or do")])
    return out


# ------------------------------------------------------------------------------ pictures
def board_geometry(board, width: int) -> dict:
    return {"nodes": [(x * width, y * width) for x, y in board.xy],
            "edges": [(a, b) for a, b, _ in board.edges]}


def board_thumbnail(board_id: str) -> tuple[str, float]:
    g = board_geometry(BOARD, 100)
    lines = "".join(f'<line x1="{g["nodes"][a][0]}" y1="{g["nodes"][a][1]}" '
                    f'x2="{g["nodes"][b][0]}" y2="{g["nodes"][b][1]}" stroke="black"/>'
                    for a, b in g["edges"])
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">{lines}</svg>',
            1.0)


def load_session(data, source: str = "<file>"):
    from ttrwidgets.core.session import FamilySession
    return FamilySession.from_json(data, source)


def lab_board(board_id: str):
    return None
