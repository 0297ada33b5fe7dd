"""The words and marks every puzzle kind's teaching uses: a sentence in the learner's language
(:func:`say`, from ``puzzles.ftl``), lists and chances in words, and what the board marks with
a hint or an explanation step (:class:`Highlights`; :class:`Hint`, :class:`Note`). The words
of one family's boards are in its package (the route boards' cities, routes, cards and
tickets: :mod:`ttrwidgets.ttr.puzzles.words`). Pure: no widgets, nothing decided here."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from ..core import i18n
from .solve import fraction_text

__all__ = ["Highlights", "Hint", "Note", "say", "DOMAIN", "join_words", "percent",
           "fraction_words"]


@dataclass(frozen=True)
class Highlights:
    """What the board marks for a hint or an explanation step (board indices).

    ``routes``/``cities`` are the main marks; ``trail`` is drawn as a path (in walking order);
    ``tickets`` are ticket overlays ``(city a, city b, label)``; ``alt_routes``/``alt_cities``
    are secondary marks — a hint's short list, the tempting alternative, what is left out.
    On a Trans grid board (``fewest_rails``) the routes are *lines* and the cities are
    *intersections* (node indices): see :mod:`ttrwidgets.trans.puzzles.teach_rails`.
    """

    routes: tuple = ()
    cities: tuple = ()
    trail: tuple = ()
    tickets: tuple = ()
    alt_routes: tuple = ()
    alt_cities: tuple = ()


@dataclass(frozen=True)
class Hint:
    """One hint: a sentence in the learner's language and what the board marks."""

    text: str
    highlights: Highlights = Highlights()


@dataclass(frozen=True)
class Note:
    """One step of an explanation: the rule it rests on (its id, as the engine cites rules),
    the sentence, and what the board marks."""

    rule: str
    text: str
    highlights: Highlights = Highlights()


#: The puzzles' catalogue: ``ttrwidgets/locales/<lang>/puzzles.ftl``.
DOMAIN = "puzzles"


def say(key: str, lang: str = "en", /, **params) -> str:
    """The puzzle sentence ``key`` in ``lang``, from the catalogue (``puzzles.ftl``): each
    language words it whole, with its own plurals; the code passes numbers and names."""
    return i18n.text(DOMAIN, key, lang, **params)


def join_words(items, lang: str, style: str = "standard") -> str:
    """``a, b and c`` / ``a, b und c`` as the language writes a list (``style="or"``: ``or`` /
    ``oder``); no items: "none"."""
    items = list(items)
    if not items:
        return say("words-none", lang)
    return i18n.join(items, lang, style)


def percent(f: Fraction, lang: str = "en") -> str:
    """A probability as a percentage in the learner's locale (Babel's CLDR data, as
    :func:`ttrwidgets.core.i18n.percent`): at most one decimal, two below 0.1 %.

    >>> percent(Fraction(37, 79)), percent(Fraction(37, 79), "de"), percent(Fraction(1, 2), "de")
    ('46.8%', '46,8\xa0%', '50\xa0%')
    >>> percent(Fraction(1, 3000)), percent(Fraction(1, 3000), "de"), percent(Fraction(1))
    ('0.03%', '0,03\xa0%', '100%')
    """
    x = Decimal(f.numerator) / Decimal(f.denominator)
    return i18n.percent(x, lang, digits=2 if 0 < x < Decimal("0.001") else 1)


def fraction_words(f: Fraction, lang: str = "en") -> str:
    """``37/79 (46.8 %)``."""
    return f"{fraction_text(f)} ({percent(f, lang)})"

