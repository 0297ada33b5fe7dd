"""The grid board of the graph lab: the board widget that draws the lab's overlay over its
highlight layer (the lab reaches it through the family's ``lab_board``: its ``widget``)."""
from __future__ import annotations

from dataclasses import replace

from ...render import LAYERS, replay
from ...render.lab import LabOverlay, lab_grid_ops
from ...widgets.clicks import canvas_batch
from ..render import GridView, draw_grid
from .grid_board import GridBoardWidget

__all__ = ["LabGridWidget"]


class LabGridWidget(GridBoardWidget):
    """A Trans grid board that draws the lab's overlay over its highlight layer."""

    def __init__(self, board, **kwargs):
        self.extra: tuple = ()
        super().__init__(board, **kwargs)
        self.add_class("ttr-lab-board")

    def redraw(self, layers=LAYERS) -> None:
        ops = draw_grid(self.geometry, self.view, self.lang, layers)
        if "highlight" in layers:
            ops += list(self.extra)
        for layer in layers:
            self.ops[layer] = [op for op in ops if op.layer == layer]
            self.draws[layer] += 1
        with canvas_batch():
            replay(ops, self.canvas)

    @staticmethod
    def lab_view(labels: bool, projector: bool) -> GridView:
        """The board's view under the lab's overlay (the names shown or not, projector mode)."""
        return GridView(labels=labels, projector=projector)

    def show_lab(self, view: GridView, lang: str, overlay: LabOverlay) -> None:
        extra = tuple(lab_grid_ops(self.geometry, overlay, view.projector, view.labels))
        changed = []
        if view.projector != self.view.projector:
            changed.append("map")
        if view != self.view:
            changed.append("claims")
        if view != self.view or extra != self.extra:
            changed.append("highlight")
        self.view, self.lang, self.extra = view, lang, extra
        if changed:
            self.redraw(tuple(changed))

    def picture(self) -> list:
        return draw_grid(self.geometry, self.view, self.lang) + list(self.extra)

    def sheet_picture(self, overlay: LabOverlay) -> list:
        """The board for a printed sheet: the normal view with only ``overlay``'s marks."""
        view = replace(self.view, projector=False)
        return draw_grid(self.geometry, view, self.lang) + \
            lab_grid_ops(self.geometry, overlay, False, view.labels)
