"""A button that saves the lab board's canvas as a PNG, in the browser."""
from __future__ import annotations

import traitlets as TR

from ..web import ALIVE_ESM, _WebWidget

__all__ = ["PngButton"]

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

