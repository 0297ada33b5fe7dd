"""The board widgets that draw the lab's overlay, and the SVG export of their picture."""
from __future__ import annotations

from dataclasses import replace

from ...render import LAYERS, BoardView, draw_board, replay, to_svg
from ...render.grid import GridView, draw_grid
from ...render.lab import LabOverlay, lab_board_ops, lab_grid_ops
from ..board import BoardWidget, _claims_key, _highlight_key
from ..clicks import canvas_batch
from ..grid_board import GridBoardWidget

__all__ = ["LabBoardWidget", "LabGridWidget", "export_svg"]


class LabBoardWidget(BoardWidget):
    """A route board that draws the lab's overlay over its highlight layer."""

    def __init__(self, game_map, **kwargs):
        self.extra: tuple = ()
        super().__init__(game_map, **kwargs)
        self.add_class("ttr-lab-board")
        if self.geometry.height_px > self.geometry.width:
            # a portrait board (Deutschland) takes the height like the game page: the names at
            # a readable size, the rest of the board a drag away (widgets/zoom.py)
            self.add_class("ttr-lab-portrait")

    def redraw(self, layers=LAYERS) -> None:
        ops = draw_board(self.geometry, self.view, self.lang, layers)
        if "highlight" in layers:
            ops += list(self.extra)
        for layer in layers:
            self.ops[layer] = [op for op in ops if op.layer == layer]
        with canvas_batch():
            replay(ops, self.canvas)

    def show_lab(self, view: BoardView, lang: str, overlay: LabOverlay) -> None:
        extra = tuple(lab_board_ops(self.geometry, overlay, view.projector, view.labels))
        old = self.view
        changed = []
        if view.labels != old.labels or view.projector != old.projector or lang != self.lang:
            changed.append("map")
        if _claims_key(view) != _claims_key(old):
            changed.append("claims")
        if _highlight_key(view) != _highlight_key(old) or extra != self.extra:
            changed.append("highlight")
        self.view, self.lang, self.extra = view, lang, extra
        self.zoom_control.set_label_px(self.label_px)
        if changed:
            self.redraw(tuple(changed))

    def picture(self) -> list:
        """Every op of the picture shown (map, claims, highlights and the overlay)."""
        return draw_board(self.geometry, self.view, self.lang) + list(self.extra)

    def sheet_picture(self, overlay: LabOverlay) -> list:
        """The board for a printed sheet: the normal view (not projector mode) with the
        graph's routes and only ``overlay``'s marks (the inputs)."""
        view = replace(self.view, projector=False)
        return draw_board(self.geometry, view, self.lang) + \
            lab_board_ops(self.geometry, overlay, False, view.labels)


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


def export_svg(board) -> str:
    """The board widget's current picture as an SVG document."""
    g = board.geometry
    return to_svg(board.picture(), g.width, g.height)

