"""The top bar: the title, the game's tools (undo, hint, auto, save, new game, place names) and
the view switches every page has (colour legend, projector mode, language).

The tools call the app's user actions; the switches are view state the pages read
(:meth:`TopBar.board_options` for the board, ``w_legend`` for the legend panel).
"""
from __future__ import annotations

import ipywidgets as W

from .base import Part
from .chips import esc
from ..core import i18n
from .texts import t

__all__ = ["TopBar"]


class TopBar(Part):
    """The top bar (``box``): title, tools, legend and projector switches, language."""

    def __init__(self, app):
        super().__init__(app)
        self.title = W.HTML(layout=W.Layout(flex="1 1 auto", min_width="0"))
        self.title.add_class("ttr-title")
        # every language with a catalogue folder, each named in its own words (ui.ftl); the
        # pseudo-locale only when the app was opened in it (TTRApp(lang="en-XA"))
        langs = i18n.languages() + [app.lang] * (app.lang not in i18n.languages())
        self.lang_toggle = W.ToggleButtons(options=[(t("language-name", lang), lang)
                                                    for lang in langs],
                                           value=app.lang, style={"button_width": "auto"},
                                           layout=W.Layout(flex="0 0 auto", width="auto"))
        self.lang_toggle.add_class("ttr-lang")
        self.watch(self.lang_toggle, app._on_lang)
        auto = lambda: W.Layout(width="auto", flex="0 0 auto")  # noqa: E731 - one Layout each
        self.b_undo = self.button("ttr-undo", app.undo, icon="undo", layout=auto())
        self.b_hint = self.button("ttr-hint", app.hint, icon="lightbulb-o", layout=auto())
        self.b_auto = self.button("ttr-auto", app.auto, icon="magic", layout=auto())
        self.b_save = self.button("ttr-save", app.save, icon="download", layout=auto())
        self.b_new = self.button("ttr-new", app.show_start, icon="plus", layout=auto())
        self.w_labels = W.Checkbox(value=True, indent=False, layout=auto())
        self.w_labels.add_class("ttr-labels")
        self.watch(self.w_labels, lambda _c: app.refresh())
        self.w_legend = W.ToggleButton(value=False, layout=auto())
        self.w_legend.add_class("ttr-legend-toggle")
        self.watch(self.w_legend, lambda _c: app.refresh())
        self.w_projector = W.ToggleButton(value=False, icon="desktop", layout=auto())
        self.w_projector.add_class("ttr-projector-toggle")
        self.watch(self.w_projector, lambda c: app.set_projector(c["new"]))
        self.game_tools = W.HBox([self.b_undo, self.b_hint, self.b_auto, self.b_save, self.b_new,
                                  self.w_labels], layout=W.Layout(flex="0 0 auto"))
        self.tools = W.HBox([self.game_tools, self.w_legend, self.w_projector],
                            layout=W.Layout(flex="0 0 auto", align_items="center"))
        self.box = W.HBox([self.title, self.tools, self.lang_toggle],
                          layout=W.Layout(width="100%"))
        self.box.add_class("ttr-topbar")

    def board_options(self) -> dict:
        """The view switches the board is drawn with (place names, projector lines)."""
        return {"labels": self.w_labels.value, "projector": self.w_projector.value}

    def refresh(self, in_game: bool = True) -> None:
        """The title and the switches; the game's tools are shown (and refreshed) ``in_game``."""
        lang = self.app.lang
        self.title.value = esc(t("title.short" if in_game else "title", lang))
        self.game_tools.layout.display = "" if in_game else "none"
        self.w_legend.description = t("legend", lang)
        self.w_legend.tooltip = t("legend.tip", lang)
        self.w_projector.description = t("projector", lang)
        self.w_projector.tooltip = t("projector.tip", lang)
        if in_game:
            self._refresh_tools()

    def _refresh_tools(self) -> None:
        """The tools' words, and which of them the moment allows (the session says)."""
        app = self.app
        lang = app.lang
        for b, key in ((self.b_undo, "undo"), (self.b_hint, "hint"), (self.b_auto, "auto"),
                       (self.b_save, "save"), (self.b_new, "new")):
            b.description = t(key, lang)
            b.tooltip = t(key + ".tip", lang)
        self.w_labels.description = t("labels", lang)
        seat = app.acting_seat()
        can_act = seat is not None and not app.state.game_over
        self.b_hint.disabled = self.b_auto.disabled = not can_act
        in_lesson = app.lesson is not None
        # in a lesson, Show me is the hint: no bot advice, no auto move, nothing to save;
        # a puzzle has its own hints and no moves to undo
        in_puzzle = app.puzzle is not None
        for b in (self.b_hint, self.b_auto, self.b_save):
            b.layout.display = "none" if in_lesson or in_puzzle else ""
        self.b_undo.layout.display = "none" if in_puzzle else ""
        self.b_undo.disabled = not (app.lesson.can_undo() if in_lesson
                                    else app.session.undo_points())
