"""The 19 special cards of the Trans variant (``trans.special``): their parameters for the
engine; their names and what they do are in the catalogues (``special-<n>-title`` and
``special-<n>`` in ``locales/<lang>/trans.ftl``; the project's own words).

Numbers and effects follow ``shared/maps-reference/trans_special_cards.csv``; the values of the
two prestige tables (cards 1 and 2) are the project's decision (``TRANS.md``), as are the points
marked ``[decision]`` below.

>>> card(3).effect, card(3).max_rails
('three_rails', 3)
>>> card(1).table(1), card(1).table(6), card(2).table(2), card(2).table(3)
(4, 1, 1, 0)
>>> len(CARDS), sorted({c.group for c in CARDS.values()})
(19, ['easier', 'harder'])
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..core import i18n

__all__ = ["SpecialCard", "CARDS", "card", "BASE_TABLE", "prestige_for", "special_text"]


def BASE_TABLE(missing: int) -> int:
    """``trans.score-round``: 1 missing -> 3, 2 -> 2, 3-4 -> 1, 5 or more -> 0."""
    return 3 if missing == 1 else 2 if missing == 2 else 1 if missing in (3, 4) else 0


def _friendly(missing: int) -> int:    # [decision] TRANS.md: card 1
    return {1: 4, 2: 3, 3: 2, 4: 2, 5: 1, 6: 1}.get(missing, 0)


def _harsh(missing: int) -> int:       # [decision] TRANS.md: card 2
    return {1: 2, 2: 1}.get(missing, 0)


class _CardText(Mapping):
    """A card's ``title`` / ``text``: ``[lang]`` reads the catalogue (``trans.ftl``,
    ``special-<n>-title`` / ``special-<n>``) in any language that has one."""

    def __init__(self, key: str):
        self.key = key

    def __getitem__(self, lang):
        return i18n.text("trans", self.key, lang)

    def __iter__(self):
        return iter(("en", "de"))

    def __len__(self):
        return 2

    def get(self, lang, default=None):
        return self[lang]


@dataclass(frozen=True)
class SpecialCard:
    number: int
    group: str                 # "easier" | "harder"
    effect: str                # the effect id of trans_special_cards.csv
    colour: str | None = None  # return_*, extra_card_chain: the colour concerned
    colours: tuple = ()        # reveal_two
    max_rails: int = 2         # three_rails: 3
    rhythm: tuple = ()         # rhythm_3_2_1: (3, 2, 1)
    single_kinds: tuple = ()   # water_doubles_single / mountain_doubles_single
    decision: bool = False
    #: the card's name and what it does, in the learner's language (``special-<n>-title`` /
    #: ``special-<n>`` in trans.ftl): ``card.title["de"]``
    title: Mapping = field(default=None, compare=False)
    text: Mapping = field(default=None, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "title", _CardText(f"special.{self.number}.title"))
        object.__setattr__(self, "text", _CardText(f"special.{self.number}"))

    def table(self, missing: int) -> int:
        if self.effect == "prestige_table_friendly":
            return _friendly(missing)
        if self.effect == "prestige_table_harsh":
            return _harsh(missing)
        return BASE_TABLE(missing)


def _reveal(n, a, b):
    return SpecialCard(n, "easier", "reveal_two", colours=(a, b))


def _chain(n, colour):
    return SpecialCard(n, "easier", "extra_card_chain", colour=colour)


CARDS: dict[int, SpecialCard] = {c.number: c for c in [
    SpecialCard(1, "easier", "prestige_table_friendly", decision=True),
    SpecialCard(2, "easier", "prestige_table_harsh", decision=True),
    SpecialCard(3, "easier", "three_rails", max_rails=3),
    SpecialCard(4, "easier", "water_doubles_single",
                single_kinds=("water",)),
    SpecialCard(5, "easier", "mountain_doubles_single",
                single_kinds=("mountain",)),
    SpecialCard(6, "easier", "return_white", colour="white"),
    SpecialCard(7, "easier", "return_turquoise", colour="turquoise"),
    SpecialCard(8, "easier", "return_any_one"),
    SpecialCard(9, "easier", "rhythm_3_2_1",
                rhythm=(3, 2, 1), decision=True),
    _reveal(10, "pink", "orange"),
    _reveal(11, "pink", "brown"),
    _reveal(12, "brown", "orange"),
    _chain(13, "pink"),
    _chain(14, "brown"),
    _chain(15, "orange"),
    SpecialCard(16, "harder", "pass_one_left_x3"),
    SpecialCard(17, "harder", "pass_hand_left"),
    SpecialCard(18, "harder", "build_anywhere"),
    SpecialCard(19, "harder", "open_cards"),
]}


def card(number) -> SpecialCard | None:
    """The special card ``number`` (1-19), or None for ``None``."""
    if number is None:
        return None
    return CARDS[number]


def prestige_for(special, completed: bool, missing: int | None) -> int:
    """Prestige for one player at the end of a round (``trans.score-round``; cards 1 and 2
    change the table for those who did not complete; completers gain 4 under every table)."""
    if completed:
        return 4
    if missing is None:
        return 0
    c = card(special)
    return c.table(missing) if c is not None else BASE_TABLE(missing)


def special_text(number: int, lang: str = "en") -> str:
    c = CARDS[number]
    return f"{number}. {c.title[lang]}: {c.text[lang]}"
