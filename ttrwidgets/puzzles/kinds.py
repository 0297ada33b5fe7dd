"""The puzzle kinds and their handlers: what solving, checking, teaching and making a puzzle
ask of its kind.

The kinds are learnt from the game families: each family publishes its kinds as
``PUZZLE_KINDS`` (kind -> the games it is asked on and the ``"module:attribute"`` of its
handler, in the family's package: the route kinds ``best_station``, ``longest_trail``,
``tunnel_odds`` and ``cheapest_completion`` are :mod:`ttrwidgets.ttr.puzzles.kinds`',
``fewest_rails`` is :mod:`ttrwidgets.trans.puzzles.rails`'). :mod:`.model`, :mod:`.solve`,
:mod:`.teach` and :mod:`.make` ask :func:`kind_handler` instead of branching on the kind:

* ``params`` (the names of the params it requires and allows), ``read_params(state, player,
  params, problems)`` (what it asks of them and of the position; the fields it adds) and
  ``puzzle_type`` (the :class:`~ttrwidgets.puzzles.model.Puzzle` it builds) (:mod:`.model`);
* ``solve(p)``, ``answer_json(p, sol)``, ``check(p, sol, answer)``, ``compare(p, sol,
  expected answers)`` (:mod:`.solve`);
* ``question(p, lang)``, ``hints(p, sol, lang)``, ``explanation(p, sol, lang)``,
  ``verdict_text(p, sol, verdict, lang)`` for the verdicts whose key starts with
  ``verdict_prefix`` (:mod:`.teach`);
* ``title(data, players, p)``, ``features(p, sol)``, ``rating(features)``,
  ``dull_reason(p, sol, features)``, and the search's hooks ``aim(rng, target)``,
  ``cuts(rng, game)`` and ``check_cut(made)`` (:mod:`.make`);
* ``board`` (``"route"`` or ``"grid"``: where the app poses it),
  ``pick`` (a :class:`Pick`: how the learner answers it there -- what a click selects, what
  the pick is drawn as, what the puzzle is about) and ``picked_spaces(p, picks)`` (the
  spaces or rails the routes or lines picked take); a kind answered by a choice also gives
  ``choices(p, sol, n)``, the answers the panel offers. The board itself is drawn by the
  page of the family whose game the puzzle is on (its play controller's page).

>>> h = kind_handler("best_station")
>>> h.board, h.verdict_prefix, kind_name("best_station", "de")
('route', 'station.', 'Bester Bahnhof')
>>> h.pick.target, kind_handler("tunnel_odds").pick.target
('city', 'choice')
>>> kind_handler("best_guess") is None
True
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

__all__ = ["kinds", "kind_games", "kind_board", "handler", "kind_handler", "kind_name", "Pick"]


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
    """The handler of ``kind`` (its family's ``PUZZLE_KINDS[kind]["handler"]``), else None (no
    kind at all)."""
    from ..core.family import resolve
    spec = _table().get(kind) if isinstance(kind, str) else None
    ref = spec.get("handler") if spec else None
    return resolve(ref) if ref else None


def kind_name(kind: str, lang: str = "en") -> str:
    """A puzzle kind's name in ``lang``, for lists and headings: ``kind-<kind>`` of the puzzles
    catalogue (``locales/<lang>/puzzles.ftl``); a kind no catalogue names: its id."""
    from ..core import i18n
    key = f"kind.{kind}"
    return i18n.text("puzzles", key, lang) if i18n.has_text("puzzles", key) else str(kind)


def kind_handler(kind):
    """The handler of ``kind`` (:func:`handler`); None for an unknown kind."""
    return handler(kind)
