"""The rail family's part of the start page's form (its ``START_FORM``): the special cards
(``trans.special``) -- none, one revealed each round, or one card for the whole game (listed by
number and name in the learner's language)."""
from __future__ import annotations

from ...widgets.start import StartForm, relabel
from ...widgets.texts import t
from ..specials import CARDS

__all__ = ["TransStart", "SPECIAL_OPTIONS"]

#: The special-card options of a Trans game (``trans.special``).
SPECIAL_OPTIONS = ("none", "deck", "fixed")


class TransStart(StartForm):
    """The special cards: none, a deck, or one card by number."""

    def __init__(self, app):
        super().__init__(app)
        self.w_special = self.field("ttr-special-option")
        self.w_special_card = self.field("ttr-special-card")
        self.watch(self.w_special, lambda _c: app.start_page.refresh())
        self.widgets = [self.w_special, self.w_special_card]

    def show(self, game_id: str, players: int, seats) -> None:
        lang = self.app.lang
        self.w_special.description = t("start.special", lang)
        relabel(self.w_special, [(t(f"start.special.{k}", lang), k) for k in SPECIAL_OPTIONS])
        self.w_special_card.description = t("start.special-card", lang)
        relabel(self.w_special_card, [(f"{n}. {c.title[lang]}", n) for n, c in CARDS.items()])
        self.w_special.layout.display = ""
        self.w_special_card.layout.display = "" if self.w_special.value == "fixed" else "none"

    def options(self, game_id: str) -> dict:
        return {"special": {"none": None, "deck": "deck"}.get(self.w_special.value,
                                                              self.w_special_card.value)}
