"""The route kinds' handlers: ``best_station``, ``longest_trail``, ``tunnel_odds`` and
``cheapest_completion``, asked on the route boards (``ttrwidgets.ttr.PUZZLE_KINDS`` names them:
``"ttrwidgets.ttr.puzzles.kinds:BEST_STATION"``, ...). The puzzle package
(:mod:`ttrwidgets.puzzles`) asks a kind's handler for everything that differs by kind
(:mod:`ttrwidgets.puzzles.kinds` lists it); a :class:`RoutePuzzleKind` answers with the
functions :mod:`.solve`, :mod:`.make` and the kind's teaching module list for it.

>>> from ttrwidgets.puzzles.kinds import kind_handler
>>> kind_handler("longest_trail") is LONGEST_TRAIL, LONGEST_TRAIL.pick.trail
(True, 'own')
"""
from __future__ import annotations

from ...puzzles.kinds import Pick

__all__ = ["RoutePuzzleKind", "BEST_STATION", "LONGEST_TRAIL", "TUNNEL_ODDS",
           "CHEAPEST_COMPLETION"]


class RoutePuzzleKind:
    """A route kind as a handler: its functions are the ones :mod:`.solve` and :mod:`.make`
    list for it in their ``ROUTE_KINDS`` tables, and its teaching module's ``TEACH``."""

    board = "route"

    def __init__(self, kind: str, verdict_prefix: str, pick: Pick, teach: str):
        self.kind = kind
        self.verdict_prefix = verdict_prefix
        self.pick = pick
        self._teach_module = teach

    def __repr__(self) -> str:
        return f"RoutePuzzleKind({self.kind!r})"

    def _solve(self, what: str):
        from .solve import ROUTE_KINDS
        return ROUTE_KINDS[self.kind][what]

    def _teach(self, what: str):
        import importlib
        return importlib.import_module(f"{__package__}.{self._teach_module}").TEACH[what]

    def _make(self, what: str):
        from .make import ROUTE_KINDS
        return ROUTE_KINDS[self.kind][what]

    # ---- reading the file (ttrwidgets.puzzles.model)
    @property
    def params(self) -> tuple:
        """(required params, optional params)."""
        from .model import PARAMS
        return PARAMS.get(self.kind, ((), ()))

    @property
    def puzzle_type(self):
        from .model import RoutePuzzle
        return RoutePuzzle

    def read_params(self, state, player: int, params: dict, probs) -> dict:
        from .model import read_params
        return read_params(self.kind, state, player, params, probs)

    # ---- solving and checking (ttrwidgets.puzzles.solve)
    def solve(self, p):
        return self._solve("solve")(p)

    def answer_json(self, p, sol) -> list:
        return self._solve("answer_json")(p, sol)

    def check(self, p, sol, answer):
        return self._solve("check")(p, sol, answer)

    def compare(self, p, sol, exp_a) -> tuple[bool, str]:
        return self._solve("compare")(p, sol, exp_a)

    # ---- teaching (ttrwidgets.puzzles.teach)
    def question(self, p, lang: str) -> str:
        return self._teach("question")(p, lang)

    def hints(self, p, sol, lang: str) -> list:
        return self._teach("hints")(p, sol, lang)

    def explanation(self, p, sol, lang: str) -> list:
        return self._teach("explanation")(p, sol, lang)

    def verdict_text(self, p, sol, verdict, lang: str):
        return self._teach("verdict_text")(p, sol, verdict, lang)

    def choices(self, p, sol, n: int) -> list:
        """The answers the panel offers (a kind answered by a choice: the tunnel's odds)."""
        if self.pick.target != "choice":
            return []
        from .teach_tunnel import odds_choices
        return odds_choices(p, sol, n)

    def picked_spaces(self, p, picks) -> int:
        """The train spaces of the routes picked (``picks``: route indices)."""
        return sum(p.map.routes[r].length for r in picks)

    def zoom_cities(self, p, highlights) -> tuple:
        """The cities the board zooms to: every city the marks shown touch (``highlights``,
        or None), else the cities the puzzle is about (its route, its tickets, or the
        player's network)."""
        m = p.map
        if highlights is not None:
            cities = set(highlights.cities) | set(highlights.alt_cities)
            for r in (*highlights.routes, *highlights.trail, *highlights.alt_routes):
                cities |= {m.routes[r].a, m.routes[r].b}
            for a, b, _ in highlights.tickets:
                cities |= {a, b}
            if cities:
                return tuple(sorted(cities))
        if self.pick.about == "route":
            rt = m.routes[p.route]
            return (rt.a, rt.b)
        if self.pick.about == "tickets":
            return tuple(c for pair in p.tickets for c in pair)
        mine = [r for r, o in enumerate(p.state.owners) if o == p.player]
        return tuple(sorted({c for r in mine for c in (m.routes[r].a, m.routes[r].b)}))

    # ---- making and rating (ttrwidgets.puzzles.make)
    def title(self, data: dict, n: int, p=None) -> tuple[str, str]:
        return self._make("title")(p, data, n)

    def features(self, p, sol) -> dict:
        return self._make("features")(p, sol)

    def rating(self, f: dict) -> str:
        return self._make("rating")(f)

    def dull_reason(self, p, sol, f: dict):
        return self._make("dull_reason")(p, sol, f)

    def aim(self, rng, target: str):
        from .make import aim
        return aim(self.kind, rng, target)

    def cuts(self, rng, game: str):
        from .make import cuts
        return cuts(self.kind, rng, game)

    def check_cut(self, made) -> None:
        from .make import check_cut
        check_cut(made)


#: The route kinds' handlers (``spec/puzzles.md``), in the spec's order.
BEST_STATION = RoutePuzzleKind(
    "best_station", "station.",
    Pick("city", refuse=("station.taken", "station.none"), words="puzzle.pick-city"),
    "teach_station")
LONGEST_TRAIL = RoutePuzzleKind(
    "longest_trail", "trail.",
    Pick("route", refuse=("trail.not-own",), words="puzzle.pick-trail", trail="own"),
    "teach_trail")
TUNNEL_ODDS = RoutePuzzleKind(
    "tunnel_odds", "odds.",
    Pick("choice", words="puzzle.pick-choice", about="route"),
    "teach_tunnel")
CHEAPEST_COMPLETION = RoutePuzzleKind(
    "cheapest_completion", "completion.",
    Pick("route", refuse=("completion.unusable",), words="puzzle.pick-routes", empty=True,
         impossible=True, trail="path", about="tickets"),
    "teach_completion")
