"""The Trans puzzle kind ``fewest_rails`` (Trans Europa, Trans America): how many rails does
a player still need to join every one of its cities to its start marker's network, and which
free lines do it (``trans.score-round``; an exact Steiner tree, :mod:`ttrwidgets.trans.missing`).

The kind is the Trans family's and lives in its package (``ttrwidgets.trans.PUZZLE_KINDS``
names :data:`KIND`); the puzzle package (:mod:`ttrwidgets.puzzles`) asks :data:`KIND` for
everything that differs by kind: solving, checking, the answer's JSON, the title, the
measurements, the rating, why it is dull, the seeded games the search of
:func:`ttrwidgets.puzzles.make.make` cuts it from, and (through :mod:`.teach_rails`) the
question, hints, explanation and verdict. On the app's Puzzles page it is played on the grid
board (``board == "grid"``).

Making one: a first round played by the Trans Steiner bots, cut at the start of a turn.
The measurements: ``missing`` (the answer), ``cities`` (the player's cities not in its
network), ``networks`` (networks with rails on the board), ``joined`` (other start markers in
the player's network), ``heuristic`` (the shortest-path heuristic: join the nearest missing
city, repeat), ``mst`` (the 2-approximation: spanning tree of the terminal distances),
``beat``: how much the exact tree beats the worse of the two. *hard*: beat >= 2, or beat >= 1
with 8+ missing; *easy*: beat 0 and at most 6 missing; *medium*: the rest. Dull: 0 or 1 rails
missing.
"""
from __future__ import annotations

import heapq
import random

from ...core.errors import Message
from ...puzzles.kinds import Pick
from ...puzzles.make import title_in
from ...puzzles.model import Puzzle
from ...puzzles.solve import Solution, Verdict, check_answer, compare_json, to_json

__all__ = ["KIND", "RailsKind", "MIN_MISSING"]

def _fewest_rails(p: Puzzle) -> Solution:
    from ..missing import missing_rails
    st, seat = p.state, p.player
    pl = st.players[seat]
    if pl.marker < 0:
        return Solution("fewest_rails", None, (), {})
    value, lines = missing_rails(st.map, st.rails, pl.marker, pl.cities, st.special)
    return Solution("fewest_rails", value, lines, {"lines": lines})


def _fewest_rails_json(p: Puzzle, sol: Solution) -> list:
    """The answer lines as ``[[col, row], [col, row]]`` pairs."""
    b = p.map
    return [[b.point(b.lines[x].a), b.point(b.lines[x].b)] for x in sol.answers]


def _fewest_rails_compare(p: Puzzle, sol: Solution, exp_a) -> tuple[bool, str]:
    """A set of free lines joining the player's cities to the network, costing ``value``."""
    st, b = p.state, p.map
    lines = []
    try:
        for a, c in exp_a:
            line = b.line_of(b.node_at(a), b.node_at(c))
            if line is None or line in st.rails or line in lines:
                return False, f"not a free line: {[a, c]!r}"
            lines.append(line)
    except (KeyError, TypeError, ValueError):
        return False, f"not a list of lines [[col, row], [col, row]]: {exp_a!r}"
    v = check_answer(p, sol, lines)
    if v.key == "rails.incomplete":
        return False, "the lines do not join every city to the network"
    return v.ok, f"the lines cost {v.params.get('got')}, not {sol.value}"


def _check_rails(p: Puzzle, sol: Solution, answer) -> Verdict:
    """fewest_rails: free lines (indices) that join every one of the player's cities to the
    network of its start marker (``trans.score-round``), at the fewest rails."""
    from ..missing import components, line_costs
    st, b = p.state, p.map
    pl = st.players[p.player]
    if pl.marker < 0:
        return Verdict(False, "rails.no-marker", {})
    lines = list(dict.fromkeys(answer or ()))
    taken = [x for x in lines if x in st.rails]
    if taken:
        return Verdict(False, "rails.taken", {"lines": taken})
    bad = [x for x in lines if not (isinstance(x, int) and 0 <= x < len(b.lines))]
    if bad:
        return Verdict(False, "rails.unknown", {"lines": bad})
    costs = line_costs(b, st.special)
    got = sum(costs[x] for x in lines)
    comp = components(b, tuple(st.rails) + tuple(lines))
    home = comp[pl.marker]
    apart = [c for c in pl.cities if comp[b.cities[c].node] != home]
    if apart:
        return Verdict(False, "rails.incomplete", {"cities": apart, "got": got})
    return Verdict(got == sol.value, "rails.best" if got == sol.value else "rails.more",
                   {"got": got, "best": sol.value})



#: fewest_rails: the fewest missing rails worth asking about
MIN_MISSING = 2


def _trans_position(state) -> dict:
    """The Trans scenario position of ``state`` at the start of a turn (scenarios.md, Trans)."""
    b = state.map
    players = []
    for p in state.players:
        d = {"cities": [b.cities[c].name for c in p.cities], "marker": list(b.nodes[p.marker])}
        if p.prestige:
            d["prestige"] = p.prestige
        players.append(d)
    rails = [[list(b.nodes[b.lines[x].a]), list(b.nodes[b.lines[x].b])] for x in state.rails]
    return {"players": players, "rails": rails, "rails_left": state.rails_left,
            "current_player": state.current}


def _trans_turn_starts(rng: random.Random, game: str, players: int, game_seed: int):
    """Play the first round of a Trans game with the Steiner bots, yielding the state at the
    start of every turn of the rail phase."""
    from ..bot import SteinerBot
    from ..game import active_seats as t_active, apply as t_apply, new_game as t_new
    state, _ = t_new(game, players, game_seed)
    bots = [SteinerBot(rng.randrange(1 << 30)) for _ in range(players)]
    for _ in range(2000):
        seats = t_active(state)
        if not seats or state.round > 0 or state.phase == "over":
            return
        if state.phase == "rails" and state.used == 0 and state.choice is None \
                and not state.finish_turn:
            yield state
        seat = seats[0]
        state, _ = t_apply(state, bots[seat].choose(state, seat))


def _trans_features(p, sol) -> dict:
    """fewest_rails measurements: see the module notes."""
    from ..missing import _contracted, components, nearest_first
    st, b = p.state, p.map
    pl = st.players[p.player]
    comp, index, adj = _contracted(b, frozenset(st.rails), st.special)
    root = index[comp[pl.marker]]
    terms = [root]
    for c in pl.cities:
        t = index[comp[b.cities[c].node]]
        if t not in terms:
            terms.append(t)

    def dist_from(src):
        d = {src: 0}
        heap = [(0, src)]
        while heap:
            du, u = heapq.heappop(heap)
            if du > d[u]:
                continue
            for v, c, _ in adj[u]:
                if du + c < d.get(v, 1 << 30):
                    d[v] = du + c
                    heapq.heappush(heap, (du + c, v))
        return d
    dist = [dist_from(t) for t in terms]
    # the 2-approximation: a minimum spanning tree of the terminals' distances (Prim)
    best = {j: dist[0][terms[j]] for j in range(1, len(terms))}
    mst = 0
    while best:
        j = min(best, key=best.get)
        mst += best.pop(j)
        for i in best:
            best[i] = min(best[i], dist[j][terms[i]])
    # the shortest-path heuristic: from the network, join the nearest missing city, repeat
    greedy = nearest_first(b, st.rails, pl.marker, pl.cities, st.special)[0]
    rails = set(st.rails)
    comps = components(b, st.rails)
    networks = len({comps[b.lines[x].a] for x in rails})
    return {"missing": sol.value, "cities": len(terms) - 1, "networks": networks,
            "joined": sum(1 for q in st.players if q.marker >= 0
                          and comps[q.marker] == comps[pl.marker]) - 1,
            "heuristic": greedy, "mst": mst, "beat": max(greedy, mst) - sol.value}



def _cuts(kind: str, rng: random.Random, game: str):
    """One seeded Trans round played by the Steiner bots and the candidates cut from it, as
    ``(state, file JSON)``: at the start of every other turn from a seeded point on (a share
    of the rails the players will lay), for each seat (in a seeded order)."""
    game_seed = rng.randrange(1, 1_000_000)
    players = rng.choice((2, 3, 3, 4, 4, 5, 6))
    skip = rng.randrange(players, 6 * players)
    options = {"players": players}
    for turn, state in enumerate(_trans_turn_starts(rng, game, players, game_seed)):
        if turn < skip or turn % 2:
            continue
        order = list(range(players))
        rng.shuffle(order)
        for seat in order:
            yield state, {"kind": kind, "title": "", "game": game, "options": options,
                          "seed": game_seed, "position": _trans_position(state),
                          "player": seat, "params": {}}


def _check_cut(made) -> None:
    """The file must rebuild the round's position, and its answer be the game's."""
    from ..missing import missing_rails
    state, p, sol = made.info["state"], made.info["puzzle"], made.info["solution"]
    got = p.state
    same = (tuple(state.rails) == tuple(got.rails) and state.rails_left == got.rails_left
            and state.current == got.current and state.special == got.special
            and [(q.cities, q.marker, q.prestige) for q in state.players]
            == [(q.cities, q.marker, q.prestige) for q in got.players])
    if not same:
        raise AssertionError("the position does not rebuild the Trans round")
    pl = state.players[p.player]
    value, _ = missing_rails(state.map, state.rails, pl.marker, pl.cities, state.special)
    if value != sol.value:
        raise AssertionError(f"the file and the game disagree: {sol.value} != {value}")
    out = to_json(p, sol)
    ok, why = compare_json(p, sol, {"value": out["value"], "answers": out["answers"]})
    if not ok:
        raise AssertionError(why)


class RailsKind:
    """The ``fewest_rails`` puzzle kind (see the module docstring)."""

    kind = "fewest_rails"
    #: the board it is played on in the app: the Trans grid (lines and intersections)
    board = "grid"
    #: the learner picks the free lines to lay rails on (none: no rail missing); a line
    #: already laid or not on the board is refused at once
    pick = Pick("line", refuse=("rails.taken", "rails.unknown"), words="puzzle.pick-rails",
                empty=True)
    #: the verdict keys of :meth:`check` start with this
    verdict_prefix = "rails."
    #: it takes no params (required, optional), and its puzzle is the generic one
    params = ((), ())
    puzzle_type = Puzzle

    def read_params(self, state, player: int, params: dict, probs) -> dict:
        """Nothing to ask of the position beyond what every kind asks."""
        return {}

    def solve(self, p: Puzzle) -> Solution:
        return _fewest_rails(p)

    def answer_json(self, p: Puzzle, sol: Solution) -> list:
        return _fewest_rails_json(p, sol)

    def check(self, p: Puzzle, sol: Solution, answer) -> Verdict:
        return _check_rails(p, sol, answer)

    def compare(self, p: Puzzle, sol: Solution, exp_a) -> tuple[bool, str]:
        return _fewest_rails_compare(p, sol, exp_a)

    def title(self, data: dict, n: int, p=None) -> tuple[str, str]:
        seat = data["player"]
        from ...core.registry import game
        return title_in("fewest_rails", board=game(data["game"]).name.get, number=seat + 1,
                        cities_n=len(data["position"]["players"][seat]["cities"]), players=n)

    def features(self, p, sol) -> dict:
        if sol.value is None:
            return {"missing": None}
        return _trans_features(p, sol)

    def rating(self, f: dict) -> str:
        miss, beat = f["missing"] or 0, f.get("beat", 0)
        if beat >= 2 or (beat >= 1 and miss >= 8):
            return "hard"
        return "easy" if beat == 0 and miss <= 6 else "medium"

    def dull_reason(self, p, sol, f: dict) -> str | None:
        if sol.value is None:
            return Message("puzzle-dull.rails-no-start")
        if sol.value < MIN_MISSING:
            return Message("puzzle-dull.rails-few", n=sol.value)
        return None

    def aim(self, rng, target: str):
        """A candidate of the ``target`` rating is taken at once."""
        return lambda made: made.rating == target

    def cuts(self, rng, game: str):
        return _cuts(self.kind, rng, game)

    def check_cut(self, made) -> None:
        _check_cut(made)

    def picked_spaces(self, p, picks) -> int:
        """The rails the lines picked take (a double line: 2, a crossing: its cost)."""
        from ..missing import line_costs
        costs = line_costs(p.map, p.state.special)
        return sum(costs[x] for x in picks)

    def zoom_cities(self, p, highlights) -> tuple:
        """Nothing to zoom to: the grid board is always shown whole."""
        return ()

    def question(self, p, lang: str) -> str:
        from . import teach_rails
        return teach_rails.question(p, lang)

    def hints(self, p, sol, lang: str) -> list:
        from . import teach_rails
        return teach_rails.hints(p, sol, lang)

    def explanation(self, p, sol, lang: str) -> list:
        from . import teach_rails
        return teach_rails.explanation(p, sol, lang)

    def verdict_text(self, p, sol, verdict, lang: str):
        from . import teach_rails
        return teach_rails.verdict_text(p, sol, verdict, lang)


#: The kind's handler (``ttrwidgets.trans.PUZZLE_KINDS["fewest_rails"]["handler"]``).
KIND = RailsKind()
