"""Puzzle generators: plausible positions cut from seeded bot games, measured, rated and sifted.

:func:`make` makes a puzzle of a kind from a seed: everything comes from
``random.Random(seed)``, so the same seed gives the same file. How is the kind's handler's
(:mod:`.kinds`, ``make(seed, game)``), in its family's package -- the route kinds:
:mod:`ttrwidgets.ttr.puzzles.make`; ``fewest_rails``: :mod:`ttrwidgets.trans.puzzles.rails`.
What every kind shares is here: the :class:`Made` puzzle and :class:`MakeError`, the
ratings, measuring and sifting a puzzle through its handler (:func:`assess`: ``features``,
``rating``, ``dull_reason``), its titles (``title``) and the search's limits
(:data:`MAX_GAMES`, :data:`PATIENCE`).

>>> made = make("longest_trail", 3)
>>> made.puzzle["kind"], made.rating in RATINGS, made.features["routes"] >= 5
('longest_trail', True, True)
>>> make_puzzle("longest_trail", 3) == made.puzzle          # the same seed, the same file
True
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import i18n
from ..core.errors import TTRError
from .kinds import kind_games, kind_handler
from .solve import solve

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


# --------------------------------------------------------------------------- making
def _check_kind(kind, game) -> None:
    if kind not in MADE:
        raise MakeError("puzzle-make.unknown-kind", kind=str(kind),
                        kinds=lambda lang: i18n.join(MADE, lang, style="or"))
    if game not in MADE[kind]:
        raise MakeError("puzzle-make.game", kind=kind, game=str(game),
                        games=lambda lang: i18n.join(MADE[kind], lang))


def make(kind: str, seed: int, game: str = "europe") -> Made:
    """A puzzle of ``kind`` on ``game`` from ``seed`` (its kind's handler makes it)."""
    _check_kind(kind, game)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise MakeError("puzzle-make.seed", value=repr(seed))
    return kind_handler(kind).make(seed, game)


def make_puzzle(kind: str, seed: int, game: str = "europe") -> dict:
    """The puzzle file's JSON (``spec/puzzles.md``) of :func:`make`."""
    return make(kind, seed, game).puzzle


def puzzle_of_the_day(date, kind: str | None = None, game: str | None = None):
    """The shipped puzzle of ``date`` (see :func:`ttrwidgets.puzzles.pack.puzzle_of_the_day`)."""
    from .pack import puzzle_of_the_day as potd
    return potd(date, kind, game)
