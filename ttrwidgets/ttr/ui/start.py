"""The route family's part of the start page's form (its ``START_FORM``): the rule set
(Europe's variants), the tiebreak where a rule set has a choice of them, and Team Asia's board
and pairing (:class:`~.team.TeamStart`). The generic page (:mod:`ttrwidgets.widgets.start`)
shows it for this family's games and hands :meth:`RouteStart.options` to ``app.start_game``.
"""
from __future__ import annotations

from ...core.errors import TTRError
from ...core.registry import game
from ...widgets.start import StartForm, relabel
from ...widgets.texts import T, t
from ..rules import PRESETS

__all__ = ["RouteStart", "tiebreaks", "variant_label"]


def tiebreaks(rules_id: str) -> list[str]:
    """The tiebreaks a player may choose for rule set ``rules_id`` (the engine's
    ``RuleSet.with_options`` says which it accepts); none where the game has no choice."""
    rules = PRESETS[rules_id]
    out = []
    for tb in ("anniversary", "classic"):
        try:
            rules.with_options(tiebreak=tb)
        except TTRError:
            continue
        out.append(tb)
    return out if len(out) > 1 else []


def variant_label(rules_id: str, lang: str) -> str:
    """A rule set's name on the form: its variant's words, else its id."""
    key = f"variant.{PRESETS[rules_id].variant}"
    return t(key, lang) if key in T else rules_id


class RouteStart(StartForm):
    """The rule set, the tiebreak and (Team Asia) the board and the pairing of the seats."""

    def __init__(self, app):
        super().__init__(app)
        self.w_variant = self.field("ttr-variant")
        self.w_tiebreak = self.field("ttr-tiebreak")
        self.watch(self.w_variant, lambda _c: app.start_page.refresh())
        # Team Asia: the board, the pairing (team.py loads the app's parts itself: imported
        # here, when the start page is made)
        from .team import TeamStart
        self.team = TeamStart(app)
        self.watch(self.team.w_board, lambda _c: app.show_start())
        self.widgets = [self.w_variant, self.w_tiebreak, *self.team.widgets]

    def show(self, game_id: str, players: int, seats) -> None:
        lang = self.app.lang
        info = game(game_id)
        self.w_variant.description = t("start.variant", lang)
        self.w_tiebreak.description = t("start.tiebreak", lang)
        # a variant and a tiebreak only where the game has a choice
        relabel(self.w_variant, [(variant_label(r, lang), r) for r in info.rules])
        self.w_variant.layout.display = "" if len(info.rules) > 1 else "none"
        choices = tiebreaks(self.w_variant.value)
        if choices:
            relabel(self.w_tiebreak, [(t(f"tiebreak.{v}", lang), v) for v in choices])
        self.w_tiebreak.layout.display = "" if choices else "none"
        self.team.refresh(game_id, players, seats)

    def options(self, game_id: str) -> dict:
        out = {"variant": self.w_variant.value,
               "tiebreak": self.w_tiebreak.value if tiebreaks(self.w_variant.value) else None}
        board = self.team.board(game_id)
        if board is not None:                    # else the game's own board
            out["board"] = board
        return out

    def board(self, game_id: str):
        return self.team.board(game_id)
