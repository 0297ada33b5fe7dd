"""The puzzle kinds and their handlers: what solving, checking and teaching a puzzle ask of
its kind.

The kinds are learnt from the game families: each family publishes its kinds as
``PUZZLE_KINDS`` (kind -> the games it is asked on, and for a kind that is not one of this
package's own, the ``"module:attribute"`` of its handler: ``fewest_rails`` is the Trans
family's, :mod:`ttrwidgets.trans.puzzles.rails`, in the family's package). This package's own four kinds -- asked on the route boards -- are
handlers too (:class:`RouteKind`), with the same methods, so that :mod:`.solve` and
:mod:`.teach` ask :func:`kind_handler` instead of branching on the kind:

* ``solve(p)``, ``answer_json(p, sol)``, ``check(p, sol, answer)``, ``compare(p, sol,
  expected answers)`` (:mod:`.solve`);
* ``question(p, lang)``, ``hints(p, sol, lang)``, ``explanation(p, sol, lang)``,
  ``verdict_text(p, sol, verdict, lang)`` for the verdicts whose key starts with
  ``verdict_prefix`` (:mod:`.teach`);
* ``title(data, players, p)``, ``features(p, sol)``, ``rating(features)``,
  ``dull_reason(p, sol, features)``, ``make(seed, game)`` (:mod:`.make`);
* ``board`` (``"route"`` or ``"grid"``: where the app poses it),
  ``pick`` (a :class:`Pick`: how the learner answers it there -- what a click selects, what
  the pick is drawn as, what the puzzle is about) and ``picked_spaces(p, picks)`` (the
  spaces or rails the routes or lines picked take); a kind answered by a choice also gives
  ``choices(p, sol, n)``, the answers the panel offers. The board itself is drawn by the
  page of the family whose game the puzzle is on (its play controller's page).

>>> h = kind_handler("best_station")
>>> h.board, h.verdict_prefix, kind_name("best_station", "de")
('route', 'station.', 'Bester Bahnhof')
>>> handler("best_station") is None      # not a kind a family brings
True
>>> h.pick.target, kind_handler("tunnel_odds").pick.target
('city', 'choice')
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

__all__ = ["kinds", "kind_games", "kind_board", "handler", "kind_handler", "kind_name", "Pick",
           "RouteKind", "OWN_KINDS"]


@dataclass(frozen=True)
class Pick:
    """How the app poses a kind: what the learner picks and how the board shows it. The app's
    puzzle desk and panel read this instead of asking which kind a puzzle is.

    * ``target``: what a click on the board selects -- ``"city"`` (one), ``"route"`` or
      ``"line"`` (several: a list), or ``"choice"`` (nothing on the board: the handler's
      ``choices(p, sol, n)`` are offered in the panel). ``puzzle.click-<target>`` says so.
    * ``refuse``: the verdict keys of the kind's judge that refuse a click at once (a city
      that cannot take a station, a route that is not the player's, a line already laid).
    * ``words``: the catalogue key of the pick so far (with ``city``, ``choice`` or ``n``,
      ``spaces``, ``rails``).
    * ``empty``: no pick is an answer too (``[]``: nothing to claim, no rail missing).
    * ``impossible``: "it cannot be done" is an answer (a button in the panel).
    * ``trail``: how the routes picked are drawn -- ``"own"`` (the player's trail, in its
      colour), ``"path"`` (a path), or ``""`` (not as a trail).
    * ``about``: what the puzzle is about, to zoom to and mark -- ``"route"`` (the puzzle's
      route: its ends, selected on the board), ``"tickets"`` (the puzzle's tickets: their
      cities, marked) or ``"own"`` (the cities of the player's routes).
    """

    target: str
    refuse: tuple = ()
    words: str = ""
    empty: bool = False
    impossible: bool = False
    trail: str = ""
    about: str = "own"

    @property
    def many(self) -> bool:
        """Several picks make the answer (routes or lines), not one."""
        return self.target in ("route", "line")


@functools.lru_cache(maxsize=1)
def _table() -> dict:
    from ..core.family import families
    out: dict = {}
    for fam in families():
        for kind, spec in getattr(fam, "PUZZLE_KINDS", {}).items():
            out[kind] = spec
    return out


def kinds() -> tuple:
    """Every puzzle kind, in the families' order (the spec's order)."""
    return tuple(_table())


def kind_games() -> dict:
    """kind -> the games it is asked on."""
    return {k: tuple(spec["games"]) for k, spec in _table().items()}


def kind_board(kind: str, game: str):
    """The board a puzzle of ``kind`` about ``game`` is asked on when it is not the game's own
    (its family's ``PUZZLE_KINDS[kind]["boards"]``: a board without tunnels asks its tunnels
    on another), else None.

    >>> kind_board("tunnel_odds", "asia"), kind_board("tunnel_odds", "europe")
    ('europe', None)
    """
    return _table().get(kind, {}).get("boards", {}).get(game)


@functools.lru_cache(maxsize=None)
def handler(kind):
    """The handler of a kind a family brings (its ``PUZZLE_KINDS[kind]["handler"]``), else
    None (one of this package's own kinds, or no kind at all)."""
    from ..core.family import resolve
    spec = _table().get(kind) if isinstance(kind, str) else None
    ref = spec.get("handler") if spec else None
    return resolve(ref) if ref else None


class RouteKind:
    """One of this package's own puzzle kinds as a handler: its functions are the ones
    :mod:`.solve`, :mod:`.teach` and :mod:`.make` list for it in their ``ROUTE_KINDS``
    tables."""

    board = "route"

    def __init__(self, kind: str, verdict_prefix: str, pick: Pick):
        self.kind = kind
        self.verdict_prefix = verdict_prefix
        self.pick = pick

    def __repr__(self) -> str:
        return f"RouteKind({self.kind!r})"

    def _solve(self, what: str):
        from .solve import ROUTE_KINDS
        return ROUTE_KINDS[self.kind][what]

    def _teach(self, what: str):
        from .teach import ROUTE_KINDS
        return ROUTE_KINDS[self.kind][what]

    def _make(self, what: str):
        from .make import ROUTE_KINDS
        return ROUTE_KINDS[self.kind][what]

    # ---- solving and checking (.solve)
    def solve(self, p):
        return self._solve("solve")(p)

    def answer_json(self, p, sol) -> list:
        return self._solve("answer_json")(p, sol)

    def check(self, p, sol, answer):
        return self._solve("check")(p, sol, answer)

    def compare(self, p, sol, exp_a) -> tuple[bool, str]:
        return self._solve("compare")(p, sol, exp_a)

    # ---- teaching (.teach)
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
        from .teach import odds_choices
        return odds_choices(p, sol, n)

    def picked_spaces(self, p, picks) -> int:
        """The train spaces of the routes picked (``picks``: route indices)."""
        return sum(p.map.routes[r].length for r in picks)

    # ---- making and rating (.make)
    def title(self, data: dict, n: int, p=None) -> tuple[str, str]:
        return self._make("title")(p, data, n)

    def features(self, p, sol) -> dict:
        return self._make("features")(p, sol)

    def rating(self, f: dict) -> str:
        return self._make("rating")(f)

    def dull_reason(self, p, sol, f: dict):
        return self._make("dull_reason")(p, sol, f)

    def make(self, seed: int, game: str):
        return self._make("make")(self.kind, seed, game)


#: This package's own kinds (``spec/puzzles.md``), in the spec's order.
OWN_KINDS = {
    "best_station": RouteKind(
        "best_station", "station.",
        Pick("city", refuse=("station.taken", "station.none"), words="puzzle.pick-city")),
    "longest_trail": RouteKind(
        "longest_trail", "trail.",
        Pick("route", refuse=("trail.not-own",), words="puzzle.pick-trail", trail="own")),
    "tunnel_odds": RouteKind(
        "tunnel_odds", "odds.",
        Pick("choice", words="puzzle.pick-choice", about="route")),
    "cheapest_completion": RouteKind(
        "cheapest_completion", "completion.",
        Pick("route", refuse=("completion.unusable",), words="puzzle.pick-routes", empty=True,
             impossible=True, trail="path", about="tickets")),
}


def kind_name(kind: str, lang: str = "en") -> str:
    """A puzzle kind's name in ``lang``, for lists and headings: ``kind-<kind>`` of the puzzles
    catalogue (``locales/<lang>/puzzles.ftl``); a kind no catalogue names: its id."""
    from ..core import i18n
    key = f"kind.{kind}"
    return i18n.text("puzzles", key, lang) if i18n.has_text("puzzles", key) else str(kind)


def kind_handler(kind):
    """The handler of ``kind``: a family's (:func:`handler`) or one of this package's own
    (:data:`OWN_KINDS`); None for an unknown kind."""
    h = handler(kind)
    if h is None and isinstance(kind, str):
        h = OWN_KINDS.get(kind)
    return h
