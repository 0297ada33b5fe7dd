"""The canvas of the teacher's own graph: draws the sketch and the lab's overlay, and reports
what a click hits (a city, a route or an empty spot of the sheet)."""
from __future__ import annotations

from collections import namedtuple

import ipywidgets as W
from ipycanvas import MultiCanvas

from ...render import LAYERS, replay
from ...render.lab import LabOverlay, SketchGeometry, sketch_ops
from ..clicks import ClickableCanvas, canvas_batch

__all__ = ["LabSketchWidget", "SketchHit"]

#: What a click on the sheet hit: ``kind`` ``"node"`` or ``"edge"``, ``index``.
SketchHit = namedtuple("SketchHit", "kind index")


class LabSketchWidget(ClickableCanvas, W.VBox):
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
        self._listen_for_clicks(self.canvas)
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
        with canvas_batch():
            replay(ops, self.canvas)

    def picture(self) -> list:
        return sketch_ops(self.geometry, self.overlay, self.projector, None)

    def sheet_picture(self, overlay: LabOverlay) -> list:
        """The sheet for printing: the normal view with only ``overlay``'s marks."""
        return sketch_ops(self.geometry, overlay, False, None)

    # ---------------------------------------------------------------- clicks
    def hit_test(self, x: float, y: float):
        h = self.geometry.hit(x, y)
        return SketchHit(*h) if h is not None else None

    def city_point(self, i: int) -> tuple:
        return self.geometry.point(i)

    def route_point(self, k: int) -> tuple:
        return self.geometry.label_point(k)

    def click_city(self, i: int):
        return self.click(*self.city_point(i))

    def click_route(self, k: int):
        return self.click(*self.route_point(k))
