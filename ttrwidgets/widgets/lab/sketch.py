"""The canvas of the teacher's own graph: draws the sketch and the lab's overlay, and reports
what a click hits (a city, a route or an empty spot of the sheet)."""
from __future__ import annotations

from collections import namedtuple
from typing import Callable

import ipywidgets as W
from ipycanvas import MultiCanvas, hold_canvas

from ...render import LAYERS, replay
from ...render.lab import LabOverlay, SketchGeometry, sketch_ops

__all__ = ["LabSketchWidget", "SketchHit"]

#: What a click on the sheet hit: ``kind`` ``"node"`` or ``"edge"``, ``index``.
SketchHit = namedtuple("SketchHit", "kind index")


class LabSketchWidget(W.VBox):
    """The sheet of a :class:`~ttrwidgets.graphs.lab.sketch.Sketch` (``geometry``: a
    :class:`~ttrwidgets.render.lab.SketchGeometry`), drawn like a board: ``show_lab``,
    ``picture`` (for the SVG), ``on_hit(handler(hit, x, y))``, ``click(x, y)``."""

    def __init__(self, sketch, width: int = 900, height: int = 560, **kwargs):
        self.geometry = SketchGeometry(sketch, width, height)
        self.canvas = MultiCanvas(len(LAYERS), width=width, height=height)
        self.canvas.layout.width = "100%"
        self.canvas.layout.height = "auto"
        self.ops: dict = {layer: [] for layer in LAYERS}
        self._key = None
        self._handlers: list[Callable] = []
        self._error: Callable | None = None
        self.canvas.on_mouse_down(self._on_mouse_down)
        self.canvas.on_client_ready(lambda: self._guard(self._draw, True))
        self.overlay: LabOverlay | None = None
        self.projector = False
        self.selected = None
        super().__init__([self.canvas], **kwargs)
        self.add_class("ttr-lab-board")
        self.add_class("ttr-lab-sketch")
        self._draw()

    def show_lab(self, sketch, overlay: LabOverlay, projector: bool = False,
                 selected=None) -> None:
        self.geometry = SketchGeometry(sketch, self.geometry.width, self.geometry.height)
        self.overlay, self.projector, self.selected = overlay, projector, selected
        self._draw()

    def _draw(self, force: bool = False) -> None:
        ops = sketch_ops(self.geometry, self.overlay, self.projector, self.selected)
        key = tuple(ops)
        if key == self._key and not force:
            return
        self._key = key
        for layer in LAYERS:
            self.ops[layer] = [op for op in ops if op.layer == layer]
        with hold_canvas():
            replay(ops, self.canvas)

    def picture(self) -> list:
        return sketch_ops(self.geometry, self.overlay, self.projector, None)

    # ---------------------------------------------------------------- clicks
    def on_hit(self, handler: Callable) -> None:
        self._handlers.append(handler)

    def on_error(self, handler: Callable) -> None:
        self._error = handler

    def click(self, x: float, y: float):
        """A click at canvas pixel ``(x, y)`` (tests); returns the hit (None: empty)."""
        h = self.geometry.hit(x, y)
        hit = SketchHit(*h) if h is not None else None
        for handler in self._handlers:
            handler(hit, x, y)
        return hit

    def city_point(self, i: int) -> tuple:
        return self.geometry.point(i)

    def route_point(self, k: int) -> tuple:
        return self.geometry.label_point(k)

    def click_city(self, i: int):
        return self.click(*self.city_point(i))

    def click_route(self, k: int):
        return self.click(*self.route_point(k))

    def _on_mouse_down(self, x: float, y: float) -> None:
        self._guard(self.click, x, y)

    def _guard(self, fn, *args) -> None:
        try:
            fn(*args)
        except Exception as e:  # noqa: BLE001 - ipywidgets would swallow it silently
            if self._error is None:
                raise
            self._error(e)
