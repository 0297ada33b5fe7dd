"""Zoom and pan for the boards, done by the browser: the canvas keeps every board pixel and is
shown larger or smaller by CSS inside a scrolling viewport (``.ttr-board-view``).

Why CSS and not a drawing transform: ipycanvas reports a mouse position in canvas pixels however
large CSS shows the canvas (it divides by the canvas' on-screen box), so a click after any zoom
or pan is hit-tested against the geometry exactly as drawn, with no mapping to keep in step, and
nothing is redrawn when the view moves.

How large the board is shown (CSS px per canvas px, the *scale*):

* ``normal`` (the game page): the whole board when it fits with city names of at least
  :data:`MIN_NAME_CSS_PX` CSS px, else the scale at which the names are that size, with the rest
  of the board a drag (or a scroll) away. Never larger than the canvas' own pixels.
* ``whole``: the whole board in the viewport (the start page's board and the graph lab's are
  shown whole instead of ``normal``).
* ``region``: a rectangle of canvas pixels (a lesson's or a puzzle's cities) as large as the
  viewport allows (at most twice the canvas' pixels, at least the normal scale), centred.

The learner changes it with the wheel (or a touchpad pinch) at the pointer, a two-finger pinch on
a touch screen, the + and − buttons and "Whole board" in the board's corner, and pans by dragging
(mouse or one finger). A press (or tap) that does not move is a click: it reaches ipycanvas (and
so the board's hit test) when the button is released, at the point where it was pressed; a press
that moves pans and clicks nothing.

The browser reports the scale it shows in ``shown_scale`` (for tests and the curious).

>>> z = BoardZoom(label_px=14.0)
>>> round(z.readable, 3)                      # 12.25 CSS px names: 12.25 / 14
0.875
>>> z.show_region((100, 100, 300, 200)); z.mode, list(z.region)
('region', [100.0, 100.0, 300.0, 200.0])
>>> z.show_normal(); z.mode
'normal'
"""
from __future__ import annotations

import traitlets as T

from .texts import t
from .web import ALIVE_ESM, _WebWidget

__all__ = ["BoardZoom", "MIN_NAME_CSS_PX", "NAME_MARGIN_CSS_PX"]

#: City names are never drawn smaller than this on the game page's normal view (CSS px).
MIN_NAME_CSS_PX = 12.0
#: What the normal scale aims above the minimum (the browser rounds box sizes).
NAME_MARGIN_CSS_PX = 0.25
#: The largest scale a learner can zoom to (twice the canvas' pixels).
MAX_SCALE = 2.0

_ESM = ALIVE_ESM + r"""
const PASS = new WeakSet();        // our own re-sent presses: let them through to ipycanvas
const DRAG_PX = 5;                 // a press that moves less than this is a click

function render({ model, el }) {
  hello(model);
  el.classList.add("ttr-zoom");
  const mk = (cls, text) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "jupyter-button ttr-zoom-button " + cls;
    b.textContent = text;
    el.append(b);
    return b;
  };
  const bIn = mk("ttr-zoom-in", "+"), bOut = mk("ttr-zoom-out", "\u2212");
  const bWhole = mk("ttr-zoom-whole", "");
  const texts = () => {
    const tx = model.get("texts") || {};
    bIn.title = tx.zoom_in || ""; bIn.setAttribute("aria-label", tx.zoom_in || "");
    bOut.title = tx.zoom_out || ""; bOut.setAttribute("aria-label", tx.zoom_out || "");
    bWhole.textContent = tx.whole || "";
  };
  texts();
  model.on("change:texts", texts);

  let view = null, canvas = null, scale = null, user = false, drag = null, ro = null;

  const avail = () => {
    // the room the board has: its box's width, and the height the page gives it
    const box = view.parentElement.closest(".ttr-board-box") || view.parentElement;
    const cs = getComputedStyle(view);
    const maxH = parseFloat(cs.maxHeight);
    const w = box.clientWidth || view.clientWidth;
    const h = isFinite(maxH) ? maxH : window.innerHeight;
    return [Math.max(w, 50), Math.max(h, 50)];
  };
  const fit = () => {
    const [w, h] = avail();
    return Math.min(w / canvas.width, h / canvas.height);
  };
  const mode = () => {
    const m = model.get("mode");
    // the start page's board and the graph lab's are shown whole unless the learner zooms
    // (a portrait board in the lab: like the game page, names readable, the rest a drag away)
    const whole = el.closest(".ttr-start-page")
      || el.closest(".ttr-lab-board:not(.ttr-lab-portrait)");
    return (m === "normal" && whole) ? "whole" : m;
  };
  const normalScale = () => Math.max(Math.min(fit(), 1), model.get("readable"));
  const report = () => {
    const r = canvas.getBoundingClientRect();
    const s = canvas.width ? r.width / canvas.width : 0;
    if (Math.abs(s - model.get("shown_scale")) > 1e-4) {
      model.set("shown_scale", s);
      model.save_changes();
    }
  };
  // show the canvas at scale s, keeping canvas point (cx, cy) at viewport point (vx, vy)
  const setScale = (s, cx, cy, vx, vy) => {
    scale = s;
    const [w, h] = avail();
    const cw = canvas.width * s, ch = canvas.height * s;
    canvas.style.setProperty("width", cw + "px", "important");
    canvas.style.setProperty("height", ch + "px", "important");
    canvas.style.setProperty("max-width", "none", "important");
    canvas.style.setProperty("max-height", "none", "important");
    canvas.style.setProperty("flex", "0 0 auto", "important");   // a flex item never shrinks
    view.style.width = Math.min(cw, w) + "px";
    view.style.height = Math.min(ch, h) + "px";
    if (cx !== undefined) {
      view.scrollLeft = cx * s - vx;
      view.scrollTop = cy * s - vy;
    }
    report();
  };
  const apply = () => {
    if (!view || !canvas || !canvas.width) return;
    user = false;
    const m = mode();
    if (m === "whole") { setScale(fit(), 0, 0, 0, 0); return; }
    if (m === "region") {
      const [x0, y0, x1, y1] = model.get("region");
      const [w, h] = avail();
      const s = Math.min(Math.max(Math.min(w / Math.max(x1 - x0, 1), h / Math.max(y1 - y0, 1)),
                                  normalScale()), model.get("max_scale"));
      const vw = Math.min(canvas.width * s, w), vh = Math.min(canvas.height * s, h);
      setScale(s, (x0 + x1) / 2, (y0 + y1) / 2, vw / 2, vh / 2);
      return;
    }
    // normal: keep the middle of what is shown in the middle
    const s = normalScale();
    setScale(s, canvas.width / 2, canvas.height / 2, Math.min(canvas.width * s, avail()[0]) / 2,
             Math.min(canvas.height * s, avail()[1]) / 2);
  };
  // a learner's zoom by factor f around viewport point (vx, vy)
  const zoomBy = (f, vx, vy) => {
    if (!view || !canvas) return;
    const lo = Math.min(fit(), model.get("readable")), hi = model.get("max_scale");
    const s = Math.min(Math.max(scale * f, lo), hi);
    const cx = (view.scrollLeft + vx) / scale, cy = (view.scrollTop + vy) / scale;
    user = true;
    setScale(s, cx, cy, vx, vy);
  };
  const middle = () => [view.clientWidth / 2, view.clientHeight / 2];
  bIn.addEventListener("click", () => zoomBy(1.25, ...middle()));
  bOut.addEventListener("click", () => zoomBy(1 / 1.25, ...middle()));
  bWhole.addEventListener("click", () => { if (view && canvas) { user = true;
                                                               setScale(fit(), 0, 0, 0, 0); } });

  const onWheel = (e) => {
    e.preventDefault();
    const r = view.getBoundingClientRect();
    const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    zoomBy(Math.exp(-dy * (e.ctrlKey ? 0.01 : 0.002)), e.clientX - r.left, e.clientY - r.top);
  };
  const onDown = (e) => {
    if (PASS.has(e) || e.button !== 0 || e.target !== canvas) return;
    e.stopPropagation();              // ipycanvas gets the press when it turns out a click
    e.preventDefault();
    drag = { x: e.clientX, y: e.clientY, sl: view.scrollLeft, st: view.scrollTop, moved: false };
  };
  const onMove = (e) => {
    if (!drag) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (!drag.moved && Math.abs(dx) + Math.abs(dy) < DRAG_PX) return;
    drag.moved = true;
    view.classList.add("ttr-dragging");
    view.scrollLeft = drag.sl - dx;
    view.scrollTop = drag.st - dy;
  };
  const onUp = (e) => {
    if (!drag) return;
    const d = drag;
    drag = null;
    view.classList.remove("ttr-dragging");
    if (d.moved || !canvas) return;
    const ev = new MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0,
                                            clientX: d.x, clientY: d.y, view: window });
    PASS.add(ev);
    canvas.dispatchEvent(ev);
  };
  let lastAvail = "";
  // touch: one finger pans (a tap is a click), two fingers pinch-zoom around their middle.
  // Taken before ipycanvas (which would only prevent the page's own scroll and zoom).
  let touch = null;
  const pts = (e) => Array.from(e.touches).map(t => [t.clientX, t.clientY]);
  const onTouchStart = (e) => {
    if (!view || !canvas) return;
    e.stopPropagation();
    e.preventDefault();
    const p = pts(e);
    if (p.length === 1) {
      touch = { x: p[0][0], y: p[0][1], sl: view.scrollLeft, st: view.scrollTop, moved: false };
    } else if (p.length === 2) {
      const d = Math.hypot(p[0][0] - p[1][0], p[0][1] - p[1][1]);
      touch = { pinch: d, scale, moved: true };
    }
  };
  const onTouchMove = (e) => {
    if (!touch) return;
    e.stopPropagation();
    e.preventDefault();
    const p = pts(e);
    if (touch.pinch && p.length === 2) {
      const d = Math.hypot(p[0][0] - p[1][0], p[0][1] - p[1][1]);
      const r = view.getBoundingClientRect();
      const mx = (p[0][0] + p[1][0]) / 2 - r.left, my = (p[0][1] + p[1][1]) / 2 - r.top;
      zoomBy(touch.scale * d / Math.max(touch.pinch, 1) / scale, mx, my);
    } else if (!touch.pinch && p.length === 1) {
      const dx = p[0][0] - touch.x, dy = p[0][1] - touch.y;
      if (!touch.moved && Math.abs(dx) + Math.abs(dy) < DRAG_PX) return;
      touch.moved = true;
      view.scrollLeft = touch.sl - dx;
      view.scrollTop = touch.st - dy;
    }
  };
  const onTouchEnd = (e) => {
    if (!touch) return;
    e.stopPropagation();
    e.preventDefault();
    const t = touch;
    if (e.touches.length) return;          // a finger is still down
    touch = null;
    if (t.moved || t.pinch) return;
    const ev = new MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0,
                                            clientX: t.x, clientY: t.y, view: window });
    PASS.add(ev);
    canvas.dispatchEvent(ev);
  };
  const TOUCH = [["touchstart", onTouchStart], ["touchmove", onTouchMove],
                 ["touchend", onTouchEnd], ["touchcancel", () => { touch = null; }]];

  const onResize = () => {
    if (!view || !canvas) return;
    const a = avail().join("x");
    if (a === lastAvail) return;       // only a change of the room re-sizes the board
    lastAvail = a;
    if (!user) apply(); else report();
  };

  const attach = () => {
    if (!el.isConnected) { requestAnimationFrame(attach); return; }
    const board = el.closest(".ttr-board");
    const v = board && board.querySelector(".ttr-board-view");
    const c = v && v.querySelector("canvas");
    if (!c || !c.width) { requestAnimationFrame(attach); return; }
    view = v; canvas = c;
    view.addEventListener("wheel", onWheel, { passive: false });
    view.addEventListener("mousedown", onDown, true);
    for (const [name, fn] of TOUCH) view.addEventListener(name, fn, { capture: true, passive: false });
    window.addEventListener("mousemove", onMove, true);
    window.addEventListener("mouseup", onUp, true);
    window.addEventListener("resize", onResize);
    const box = view.parentElement.closest(".ttr-board-box");
    if (box && window.ResizeObserver) { ro = new ResizeObserver(onResize); ro.observe(box); }
    lastAvail = avail().join("x");
    apply();
  };
  requestAnimationFrame(attach);
  for (const name of ["mode", "region", "readable", "request"]) model.on(`change:${name}`, apply);
  return () => {
    if (view) {
      view.removeEventListener("wheel", onWheel, { passive: false });
      view.removeEventListener("mousedown", onDown, true);
      for (const [name, fn] of TOUCH) view.removeEventListener(name, fn, { capture: true });
    }
    window.removeEventListener("mousemove", onMove, true);
    window.removeEventListener("mouseup", onUp, true);
    window.removeEventListener("resize", onResize);
    if (ro) ro.disconnect();
  };
}
export default { initialize: answerPings, render };
"""

_CSS = r"""
.ttr-board { position: relative; }
.ttr-board-view { overflow: auto; max-width: 100%; max-height: calc(100vh - var(--ttr-top, 74px));
                  cursor: grab; overscroll-behavior: contain; }
.ttr-board-view.ttr-dragging { cursor: grabbing; }
.ttr-zoom { position: absolute; top: 4px; right: 4px; z-index: 5; display: flex; gap: 2px;
            margin: 0 !important; }
.ttr-zoom .ttr-zoom-button { width: auto; min-width: 28px; height: 26px; padding: 0 6px;
    font-weight: 700; font-size: 15px; line-height: 24px; opacity: 0.9;
    border: 1px solid #888; border-radius: 4px; background: #fff; }
.ttr-zoom .ttr-zoom-whole { font-size: 12px; font-weight: 600; }
.ttr-start-page .ttr-zoom { display: none; }
"""


class BoardZoom(_WebWidget):
    """The zoom controls and the browser's part of zooming (see the module docstring). Shown
    inside a board widget (``.ttr-board``) next to its ``.ttr-board-view``. Watched like the
    other browser-side widgets (``web._WebWidget``): a model anywidget gave up on a busy page
    would show the controls but never again receive what the kernel asks (a lesson's region,
    the words in a new language), so it is renewed.

    ``label_px`` is the city-name font size the renderer uses (canvas px); :attr:`readable` is
    the scale at which those names are :data:`MIN_NAME_CSS_PX` (+ a margin) on screen."""

    _esm = _ESM
    _css = _CSS

    mode = T.Unicode("normal").tag(sync=True)
    region = T.List(T.Float(), default_value=[0.0, 0.0, 1.0, 1.0]).tag(sync=True)
    readable = T.Float(1.0).tag(sync=True)
    max_scale = T.Float(MAX_SCALE).tag(sync=True)
    request = T.Int(0).tag(sync=True)
    texts = T.Dict().tag(sync=True)
    #: the scale the browser shows (CSS px per canvas px), reported by the browser
    shown_scale = T.Float(0.0).tag(sync=True)

    def __init__(self, label_px: float, lang: str = "en", **kwargs):
        super().__init__(**kwargs)
        self.set_label_px(label_px)
        self.set_lang(lang)

    def _dispatch(self, content: dict, buffers: list) -> None:
        """The browser sends nothing of its own (``shown_scale`` is a trait)."""

    def set_label_px(self, label_px: float) -> None:
        """The names are now drawn ``label_px`` canvas px high (projector mode: larger)."""
        self.readable = (MIN_NAME_CSS_PX + NAME_MARGIN_CSS_PX) / float(label_px)

    def set_lang(self, lang: str) -> None:
        self.texts = {"zoom_in": t("board.zoom-in", lang), "zoom_out": t("board.zoom-out", lang),
                      "whole": t("lesson.whole-board", lang)}

    def show_normal(self) -> None:
        """The game page's view: the names readable, as much of the board as then fits."""
        self.mode = "normal"
        self.request += 1

    def show_whole(self) -> None:
        self.mode = "whole"
        self.request += 1

    def show_region(self, box) -> None:
        """Show the rectangle ``(x0, y0, x1, y1)`` of canvas pixels as large as it fits."""
        self.region = [float(v) for v in box]
        self.mode = "region"
        self.request += 1
