"""The route board widget that draws the lab's overlay, and the SVG export of a lab board's
picture. A family's own boards come with their lab widget (the lab view of the board, its
``widget``: the Trans grids' :class:`ttrwidgets.trans.ui.lab_board.LabGridWidget`)."""
from __future__ import annotations

from dataclasses import replace

from ...render import LAYERS, BoardView, draw_board, replay, to_svg
from ...render.lab import LabOverlay, lab_board_ops
from ..board import BoardWidget, _claims_key, _highlight_key
from ..clicks import canvas_batch

__all__ = ["LabBoardWidget", "export_svg"]


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


def export_svg(board) -> str:
    """The board widget's current picture as an SVG document."""
    g = board.geometry
    return to_svg(board.picture(), g.width, g.height)

