"""A button that saves the lab board's canvas as a PNG, in the browser."""
from __future__ import annotations

import traitlets as TR

from ..web import ALIVE_ESM, _WebWidget

__all__ = ["PngButton", "PresenterKeys"]

_PNG_ESM = ALIVE_ESM + r"""
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
    b.addEventListener("click", () => {
      const c = document.querySelector(model.get("selector"));
      if (!c) { return; }
      const a = document.createElement("a");
      a.download = model.get("filename");
      a.href = c.toDataURL("image/png");
      document.body.appendChild(a);
      a.click();
      a.remove();
    });
    el.appendChild(b);
  }
};
"""


class PngButton(_WebWidget):
    """A button that saves the lab board's canvas as a PNG, in the browser (nothing is sent to
    the kernel or anywhere else: the canvas' ``toDataURL`` becomes a download). Watched like
    the other browser-side widgets (:class:`~.web._WebWidget`: renewed if anywidget gave its
    model up, so a language switch still reaches its label)."""

    _esm = _PNG_ESM
    label = TR.Unicode("PNG").tag(sync=True)
    tip = TR.Unicode("").tag(sync=True)
    filename = TR.Unicode("lab.png").tag(sync=True)
    selector = TR.Unicode(".ttr-lab-board canvas").tag(sync=True)

    def _dispatch(self, content: dict, buffers: list) -> None:
        raise ValueError(f"unknown message from the browser: {content!r}")



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
