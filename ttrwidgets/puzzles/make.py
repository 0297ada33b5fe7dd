"""Puzzle generators: plausible positions cut from seeded bot games, measured, rated and sifted.

:func:`make` is the one search every kind goes through. Everything comes from
``random.Random(seed)``: the same seed gives the same file. The seed first picks the rating to
aim for (so that a run of seeds gives a mix); then seeded games are played and cut, and each
cut -- a candidate puzzle file -- is read back (:func:`~ttrwidgets.puzzles.model.load_puzzle`),
solved, measured, rated and sifted (:func:`assess`). The first candidate that is not dull and
is what the search aims at is taken; after :data:`PATIENCE` good candidates of other ratings
(or :data:`MAX_GAMES` games) the first good one is; with none at all, :class:`MakeError`. The
puzzle taken is checked against the game it was cut from and titled in English and German.

What differs by kind is its handler's (:mod:`.kinds`), in its family's package:

* ``aim(rng, target)``: what a candidate must be to be taken at once (of the ``target``
  rating, and anything else the kind aims at: half the hard tunnels are about the
  locomotives-only rule);
* ``cuts(rng, game)``: one seeded game's candidates, as ``(state, file JSON)`` (the
  state they were cut from; the title still empty);
* ``check_cut(made)``: that the file rebuilds the game's position and its answer is the
  game's (an ``AssertionError`` if not);
* ``features(p, sol)``, ``rating(features)``, ``dull_reason(p, sol, features)`` (the
  measurements, the rating and why a puzzle is not worth asking) and ``title(data, players,
  p)``.

The route kinds (their games, positions, measurements and ratings):
:mod:`ttrwidgets.ttr.puzzles.make`; ``fewest_rails``: :mod:`ttrwidgets.trans.puzzles.rails`.

>>> made = make("longest_trail", 3)
>>> made.puzzle["kind"], made.rating in RATINGS, made.features["routes"] >= 5
('longest_trail', True, True)
>>> make_puzzle("longest_trail", 3) == made.puzzle          # the same seed, the same file
True
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from ..core import i18n
from ..core.errors import TTRError
from .kinds import kind_games, kind_handler
from .model import load_puzzle
from .solve import solve, to_json

__all__ = ["MADE", "RATINGS", "MakeError", "Made", "make", "make_puzzle", "features", "rating",
           "dull_reason", "assess", "puzzle_of_the_day", "titles", "title_in"]

#: kind -> the games this version makes puzzles of (every kind the families publish)
MADE = kind_games()
RATINGS = ("easy", "medium", "hard")
#: games tried per call before giving up (each game offers many turns to cut at)
MAX_GAMES = 40
#: good candidates of other ratings looked at before the first good one is taken
PATIENCE = 80


class MakeError(TTRError):
    """The generator cannot make the puzzle asked for (a kind or game it does not make, or no
    interesting position within :data:`MAX_GAMES` games). The text is the terminal catalogue's
    (``cli.ftl``, ``puzzle-make-*``) in every language (:meth:`message`); ``str(error)`` is the
    English one. A parameter that is a function of the language (a list the language joins)
    is called with it.

    >>> e = MakeError("puzzle-make.game", kind="best_station", game="deutschland",
    ...               games=lambda lang: "europe")
    >>> print(e)
    best_station puzzles are made for europe, not 'deutschland'
    >>> print(e.message("de"))
    Rätsel der Art best_station gibt es für europe, nicht für „deutschland“
    """

    def __init__(self, key: str, **params):
        self.key, self.params = key, params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        from ..core.errors import printable
        return printable(i18n.text("cli", self.key, lang, **{
            k: v(lang) if callable(v) else v for k, v in self.params.items()}))


@dataclass(frozen=True)
class Made:
    """A generated puzzle: the file's JSON, the seed it was made from, its measurements,
    rating and answer (``{"value", "answers"}`` as ``to_json`` gives them), its German title
    (the file holds the English one) and, in ``info["state"]``, the game state it was cut
    from."""

    puzzle: dict
    seed: int
    features: dict
    rating: str
    expected: dict
    title_de: str = ""
    info: dict = field(default_factory=dict, compare=False)


# --------------------------------------------------------------------------- titles
def titles(p) -> tuple[str, str]:
    """The English and German title of a puzzle, from the puzzles' catalogue (``title-<kind>``
    in ``puzzles.ftl``)."""
    data = p.data
    return kind_handler(data["kind"]).title(data, data["options"]["players"], p)


def title_in(kind: str, /, **params) -> tuple[str, str]:
    """The title ``title-<kind>`` in English and German; a parameter that is a function of the
    language (a card set, a game's name) is put in in each language."""
    from .teach_words import say
    return tuple(say(f"title.{kind}", lang, **{k: v(lang) if callable(v) else v
                                              for k, v in params.items()})
                 for lang in ("en", "de"))


# --------------------------------------------------------------------------- measuring
def features(p, sol) -> dict:
    """The measurements of a solved puzzle (its kind's handler's), from the puzzle alone."""
    return kind_handler(p.kind).features(p, sol)


def rating(kind: str, f: dict) -> str:
    """``easy``, ``medium`` or ``hard`` from the measurements (its kind's thresholds)."""
    return kind_handler(kind).rating(f)


def dull_reason(p, sol, f: dict) -> str | None:
    """Why the puzzle is not worth asking (its kind's reasons), or None."""
    return kind_handler(p.kind).dull_reason(p, sol, f)


def assess(p, sol=None) -> tuple[dict, str, str | None]:
    """``(features, rating, why it is dull or None)`` of a puzzle (solved if ``sol`` is
    None)."""
    sol = solve(p) if sol is None else sol
    f = features(p, sol)
    return f, rating(p.kind, f), dull_reason(p, sol, f)


# --------------------------------------------------------------------------- the search
def _check_kind(kind, game) -> None:
    if kind not in MADE:
        raise MakeError("puzzle-make.unknown-kind", kind=str(kind),
                        kinds=lambda lang: i18n.join(MADE, lang, style="or"))
    if game not in MADE[kind]:
        raise MakeError("puzzle-make.game", kind=kind, game=str(game),
                        games=lambda lang: i18n.join(MADE[kind], lang))


def make(kind: str, seed: int, game: str = "europe") -> Made:
    """A puzzle of ``kind`` on ``game`` from ``seed`` (see the module notes)."""
    _check_kind(kind, game)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise MakeError("puzzle-make.seed", value=repr(seed))
    return _search(kind_handler(kind), kind, seed, game)


def _search(h, kind: str, seed: int, game: str) -> Made:
    """The search of :func:`make`, with the handler ``h``'s games, cuts and aim."""
    rng = random.Random(seed)
    target = rng.choice(RATINGS)
    wanted = h.aim(rng, target)
    fallback, others = None, 0
    for _ in range(MAX_GAMES):
        for state, data in h.cuts(rng, game):
            made = _evaluate(state, data, seed)
            if made is None:
                continue
            if wanted(made):
                return _finish(h, made)
            fallback = fallback or made
            others += 1
            if others >= PATIENCE:
                return _finish(h, fallback)
    if fallback is not None:
        return _finish(h, fallback)
    raise MakeError("puzzle-make.none", kind=kind, game=game, seed=seed, games=MAX_GAMES)


def _evaluate(state, data: dict, seed: int) -> Made | None:
    """The candidate puzzle ``data`` cut from ``state``: a :class:`Made` (title still to
    write), or None if it is dull."""
    kind = data["kind"]
    p = load_puzzle(data, f"<{kind} puzzle from seed {seed}>")
    sol = solve(p)
    f, rate, dull = assess(p, sol)
    if dull is not None:
        return None
    return Made(puzzle=data, seed=seed, features=f, rating=rate, expected={},
                info={"state": state, "puzzle": p, "solution": sol})


def _finish(h, made: Made) -> Made:
    """Check a chosen candidate against the game it was cut from (its handler's
    ``check_cut``), and title it."""
    h.check_cut(made)
    state, p, sol = made.info["state"], made.info["puzzle"], made.info["solution"]
    out = to_json(p, sol)
    en, de = titles(p)
    data = dict(made.puzzle, title=en)
    data = {k: data[k] for k in ("kind", "title", "game", "options", "seed", "position",
                                 "player", "params")}
    return replace(made, puzzle=data, title_de=de, info={"state": state},
                   expected={"value": out["value"], "answers": out["answers"]})


def make_puzzle(kind: str, seed: int, game: str = "europe") -> dict:
    """The puzzle file's JSON (``spec/puzzles.md``) of :func:`make`."""
    return make(kind, seed, game).puzzle


def puzzle_of_the_day(date, kind: str | None = None, game: str | None = None):
    """The shipped puzzle of ``date`` (see :func:`ttrwidgets.puzzles.pack.puzzle_of_the_day`)."""
    from .pack import puzzle_of_the_day as potd
    return potd(date, kind, game)
