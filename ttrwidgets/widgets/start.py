"""The start page: the form for a new game (map, variant, tiebreak, seats, bot pace, seed,
teaching mode) and the upload of a saved game or a scenario file, beside the chosen map, empty.

The form only collects choices: *Play now* hands them to :meth:`TTRApp.start_game`, an upload to
:meth:`TTRApp.load_file`; which games, variants and player counts exist is the registry's and the
engine's answer.
"""
from __future__ import annotations

import ipywidgets as W

from ..core.registry import game
from ..engine.jsonfile import MAX_FILE_BYTES
from ..engine.maps import available_maps, load_map
from ..engine.rules import PRESETS, VARIANTS
from .base import Part
from .chips import esc
from .texts import t
from .web import FilePicker, format_size

__all__ = ["StartPage", "READABLE_PACE", "too_large"]

#: Seconds a bot's finished turn stays on screen at the "readable" pace.
READABLE_PACE = 0.8


def too_large(name: str, size: int):
    """The message for a file over the size cap (``lang -> text``)."""
    return lambda lang: t("upload.too-large", lang, name=name, size=format_size(size, lang),
                          limit=format_size(MAX_FILE_BYTES, lang))


def relabel(w: W.Dropdown, options: list, default=None) -> None:
    """Set a dropdown's (label, value) options in a new language, keeping the chosen value."""
    value = w.value
    w.options = options
    values = [v for _, v in options]
    w.value = value if value in values else (default if default in values else values[0])


class StartPage(Part):
    """The start page (``box``): the form and the upload in a column, the board beside them."""

    def __init__(self, app):
        super().__init__(app)
        maps = [m for m in available_maps() if any(p.map_id == m for p in PRESETS.values())]
        self.w_map = W.Dropdown(options=[(load_map(m).name, m) for m in maps],
                                value="europe" if "europe" in maps else maps[0])
        self.w_variant = W.Dropdown()
        self.w_tiebreak = W.Dropdown()
        self.w_players = W.Dropdown(options=sorted(game("europe").players), value=3)
        self.w_players.add_class("ttr-player-count")
        self.w_seats = [W.Dropdown() for _ in range(5)]
        for i, w in enumerate(self.w_seats):
            w.add_class(f"ttr-seat-{i}")
        self.w_pace = W.Dropdown()
        self.w_pace.add_class("ttr-pace")
        self.w_seed = W.Text()
        self.w_seed.add_class("ttr-seed")
        self.w_teaching = W.Checkbox(value=False, indent=False, layout=W.Layout(width="auto"))
        self.w_teaching.add_class("ttr-teaching")
        self.watch(self.w_players, lambda _c: self.refresh())
        self.b_start = self.button("ttr-start", self.start, button_style="success", icon="play")
        # the browser refuses a file over the cap before sending it (a large upload would
        # otherwise break the connection to the kernel with no word said)
        self.w_upload = FilePicker(accept=".json", max_bytes=MAX_FILE_BYTES)
        self.w_upload.add_class("ttr-upload")
        self.w_upload.on_file(app._safe(app.load_file))
        self.w_upload.on_too_large(app._safe(
            lambda name, size: app.say_error(too_large(name, size))))
        self.w_upload.on_error(app._safe(app._raise))
        self.labels = {k: W.HTML() for k in ("intro", "play", "load", "later")}
        L = self.labels
        # every field carries its label as its description: a <label for=...> tied to the control
        for w in (self.w_map, self.w_variant, self.w_tiebreak, self.w_players, self.w_pace,
                  self.w_seed, *self.w_seats):
            w.style = {"description_width": "170px"}
            w.layout.width = "440px"
        form = W.VBox([
            app.message, L["intro"], L["play"], self.w_map, self.w_variant, self.w_tiebreak,
            self.w_players, *self.w_seats, self.w_pace, self.w_seed,
            self.w_teaching, self.b_start, L["load"], self.w_upload, L["later"]],
            layout=W.Layout(padding="0 8px", flex="0 0 460px", width="460px"))
        form.add_class("ttr-start-form")
        form.add_class("ttr-side")
        # the chosen map, empty, beside the form: the board is there from the first moment
        self.board_box = W.Box(layout=W.Layout(flex="0 1 auto", min_width="300px"))
        self.board_box.add_class("ttr-board-box")
        self.box = W.HBox([form, self.board_box], layout=W.Layout(width="100%"))
        self.box.add_class("ttr-start-page")
        self.box.add_class("ttr-main")

    def chosen_map(self):
        """The map the form has chosen (shown, empty, beside it)."""
        return load_map(self.w_map.value)

    def refresh(self) -> None:
        lang = self.app.lang
        L = self.labels
        L["intro"].value = f"<p>{esc(t('start.intro', lang))}</p>"
        L["play"].value = f"<h3>{esc(t('start.play', lang))}</h3>"
        for k in ("map", "variant", "tiebreak", "players", "pace", "seed"):
            getattr(self, f"w_{k}").description = t(f"start.{k}", lang)
        L["load"].value = f"<h3>{esc(t('start.load', lang))}</h3>"
        L["later"].value = f"<p><i>{esc(t('start.later', lang))}</i></p>"
        relabel(self.w_variant, [(t(f"variant.{v}", lang), v) for v in VARIANTS])
        relabel(self.w_tiebreak, [(t(f"tiebreak.{v}", lang), v)
                                  for v in ("anniversary", "classic")])
        relabel(self.w_pace, [(t("start.pace.readable", lang), READABLE_PACE),
                              (t("start.pace.instant", lang), 0.0)])
        self.w_teaching.description = t("start.teaching", lang)
        kinds = [(t("start.human", lang), "human"), (t("start.bot.greedy", lang), "greedy"),
                 (t("start.bot.random", lang), "random")]
        n = self.w_players.value
        for i, w in enumerate(self.w_seats):
            relabel(w, kinds, "human" if i == 0 else "greedy")
            w.description = t("start.seat", lang, n=i + 1)
            w.layout.display = "" if i < n else "none"
        self.b_start.description = t("start.play", lang)
        self.w_upload.label = t("start.upload", lang)
        self.w_upload.locale = lang
        self.w_upload.too_large_text = t("upload.too-large", lang, name="{name}", size="{size}",
                                         limit="{limit}")

    def start(self) -> None:
        """*Play now*: start a game with the form's choices (a bad seed is said, nothing starts)."""
        app = self.app
        text = self.w_seed.value.strip()
        if text and not text.lstrip("-").isdigit():
            app.say_error(lambda lang: t("start.bad-seed", lang))
            return
        n = self.w_players.value
        app.start_game(players=n, seats=[w.value for w in self.w_seats[:n]],
                       variant=self.w_variant.value, tiebreak=self.w_tiebreak.value,
                       seed=int(text) if text else None, pace=self.w_pace.value,
                       teaching=self.w_teaching.value)
