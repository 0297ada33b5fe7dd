"""The hot-seat hand-over page: "hand the device to ..." and a *ready* button (every family)."""
from __future__ import annotations

import ipywidgets as W

from .base import Part
from .chips import esc
from .texts import t

__all__ = ["HandoverPage"]


class HandoverPage(Part):
    """Hot-seat play: "hand the device to ..." and a *ready* button (``box``)."""

    def __init__(self, app):
        super().__init__(app)
        self.text = W.HTML()
        self.b_ready = self.button("ttr-ready", app.ready, button_style="primary")
        self.box = W.VBox([self.text, self.b_ready])
        self.box.add_class("ttr-handover")

    def refresh(self) -> None:
        app = self.app
        lang = app.lang
        seat = app.session.family.seat_name(app.acting_seat(), lang)   # the family's words
        self.text.value = f"<p>{esc(t('handover', lang, seat=seat))}</p>"
        self.b_ready.description = t(app.play.ready_key, lang,
                                     seat=seat)
