"""A button that saves the lab board with its step's caption as a PNG, in the browser; the
presenter's keys."""
from __future__ import annotations

import base64

import traitlets as TR

from ..web import ALIVE_ESM, _WebWidget

__all__ = ["PngButton", "PresenterKeys"]

_PNG_ESM = ALIVE_ESM + r"""
function save(model, url) {
  const a = document.createElement("a");
  a.download = model.get("filename");
  a.href = url;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
export default {
  initialize: answerPings,
  render({ model, el }) {
    hello(model);
    const b = document.createElement("button");
    b.className = "lm-Widget jupyter-widgets jupyter-button widget-button ttr-lab-png-button";
    b.type = "button";
    const label = () => { b.textContent = model.get("label"); b.title = model.get("tip"); };
    label();
    model.on("change:label", label);
    model.on("change:tip", label);
    // the kernel answers "caption" with the step's caption as SVG: drawn right of the canvas
    b.addEventListener("click", () => model.send({ event: "caption" }));
    const onMsg = (msg) => {
      if (!msg || msg.event !== "caption" || !el.isConnected) { return; }
      const c = document.querySelector(model.get("selector"));
      if (!c) { return; }
      const img = new Image();
      img.onload = () => {
        const out = document.createElement("canvas");
        out.width = c.width + img.naturalWidth;
        out.height = Math.max(c.height, img.naturalHeight);
        const g = out.getContext("2d");
        g.drawImage(c, 0, 0);                       // the board as it is, pixel for pixel
        g.fillStyle = msg.paper;                    // paper beside and below it
        g.fillRect(c.width, 0, out.width - c.width, out.height);
        g.fillRect(0, c.height, c.width, out.height - c.height);
        if (img.naturalWidth) { g.drawImage(img, c.width, 0); }
        save(model, out.toDataURL("image/png"));
      };
      img.src = "data:image/svg+xml;base64," + msg.svg;
    };
    model.on("msg:custom", onMsg);
    el.appendChild(b);
    return () => model.off("msg:custom", onMsg);
  }
};
"""


class PngButton(_WebWidget):
    """A button that saves the lab board as a PNG with the step's caption to its right (the
    same step, reason, pseudocode and table as the captioned SVG), in the browser.

    A click asks the kernel for the caption (``caption()``, an SVG document, set by the page);
    the browser draws the board's canvas pixel for pixel and the caption beside it onto a new
    canvas, whose ``toDataURL`` becomes the download (nothing is sent anywhere else). Watched
    like the other browser-side widgets (:class:`~.web._WebWidget`: renewed if anywidget gave
    its model up, so a language switch still reaches its label)."""

    _esm = _PNG_ESM
    label = TR.Unicode("PNG").tag(sync=True)
    tip = TR.Unicode("").tag(sync=True)
    filename = TR.Unicode("lab.png").tag(sync=True)
    selector = TR.Unicode(".ttr-lab-board canvas").tag(sync=True)

    def __init__(self, caption=None, **kwargs) -> None:
        #: ``caption()`` -> the caption's SVG text (None: the board alone)
        self.caption = caption
        super().__init__(**kwargs)

    def _dispatch(self, content: dict, buffers: list) -> None:
        if content.get("event") != "caption":
            raise ValueError(f"unknown message from the browser: {content!r}")
        svg = self.caption() if self.caption is not None else \
            '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"/>'
        from ...render import palette as P
        self.send({"event": "caption", "paper": P.PAPER,
                   "svg": base64.b64encode(svg.encode("utf-8")).decode("ascii")})


# ============================================================================ presenter keys
_KEYS_ESM = ALIVE_ESM + r"""
const ACTIONS = { ArrowRight: "next", PageDown: "next", ArrowLeft: "back", PageUp: "back",
                  Home: "first", End: "last" };
export default {
  initialize: answerPings,
  render({ model, el }) {
    hello(model);
    el.className = "ttr-lab-keys";
    const onKey = (ev) => {
      const action = ACTIONS[ev.key];
      if (!action || ev.altKey || ev.ctrlKey || ev.metaKey) { return; }
      const page = el.closest(".ttr-lab-page");
      if (!el.isConnected || !page || page.getClientRects().length === 0) { return; }
      const t = ev.target;
      const tag = t && t.tagName ? t.tagName.toLowerCase() : "";
      // typing in a box, choosing in a list or moving a slider keeps its keys
      if (tag === "input" || tag === "select" || tag === "textarea" || (t && t.isContentEditable)) {
        return;
      }
      ev.preventDefault();
      model.send({ event: "key", action });
    };
    // capturing: the canvas and the widget manager may stop the key on its way up
    document.addEventListener("keydown", onKey, true);
    return () => document.removeEventListener("keydown", onKey, true);
  }
};
"""


class PresenterKeys(_WebWidget):
    """Steps the lab with a presenter's clicker or the keyboard: → and Page Down one step on,
    ← and Page Up one back, Home the first step, End the last (while the lab page is shown and
    no box, list or slider has the focus). ``on_key(callback(action))`` with ``action`` one
    of ``"next"``, ``"back"``, ``"first"``, ``"last"``."""

    _esm = _KEYS_ESM
    ACTIONS = ("next", "back", "first", "last")

    def __init__(self, **kwargs) -> None:
        self._key_callbacks: list = []
        super().__init__(**kwargs)

    def on_key(self, callback) -> None:
        self._key_callbacks.append(callback)

    def _dispatch(self, content: dict, buffers: list) -> None:
        if content.get("event") != "key" or content.get("action") not in self.ACTIONS:
            raise ValueError(f"unknown message from the browser: {content!r}")
        for cb in list(self._key_callbacks):
            cb(content["action"])
