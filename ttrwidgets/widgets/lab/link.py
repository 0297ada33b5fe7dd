"""A link that opens the lab with a preset: ``…#lab?board=europe&alg=dijkstra&source=Paris``.

:class:`LabLinkReader` is a hidden browser-side widget in the app: when the page was opened
with such a hash, it sends the hash's query to Python once, and the app opens the lab with it
(:func:`~.preset.apply_preset`). The lab page shows the link of what it shows
(:func:`~.preset.preset_of`) for the teacher to copy.
"""
from __future__ import annotations

from ..web import ALIVE_ESM, _WebWidget

__all__ = ["LabLinkReader", "HASH"]

#: A lab link's hash starts with this.
HASH = "#lab?"

_READER_ESM = ALIVE_ESM + r"""
export default {
  initialize: answerPings,
  render({ model, el }) {
    // no "hello": the page's own widgets announce it (the watchdog's timing stays theirs);
    // this one still answers the pings (initialize) and is renewed like them
    el.className = "ttr-lab-link-reader";
    el.style.display = "none";
    const hash = window.location.hash || "";
    if (hash.startsWith("#lab?") && !window.__ttrLabLinkSent) {
      window.__ttrLabLinkSent = true;
      model.send({ event: "preset", text: hash.slice(5) });
    }
  }
};
"""


class LabLinkReader(_WebWidget):
    """Sends a lab link's query (the page's ``#lab?…`` hash) to ``on_preset`` callbacks,
    once per page."""

    _esm = _READER_ESM

    def __init__(self, **kwargs) -> None:
        self._callbacks: list = []
        super().__init__(**kwargs)

    def on_preset(self, callback) -> None:
        self._callbacks.append(callback)

    def _dispatch(self, content: dict, buffers: list) -> None:
        if content.get("event") != "preset" or not isinstance(content.get("text"), str):
            raise ValueError(f"unknown message from the browser: {content!r}")
        for cb in list(self._callbacks):
            cb(content["text"])
