"""The grid board of Trans Europa / Trans America: a thin ipycanvas shell around
:mod:`ttrwidgets.trans.render`, the counterpart of the route boards'
:class:`~ttrwidgets.widgets.board.BoardWidget`.

Three ``MultiCanvas`` layers (static map, claims, highlights) drawn from a
:class:`~ttrwidgets.trans.render.GridView` in one batch (``clicks.canvas_batch``); only the
layers whose content changed are drawn again (after a move: claims and highlights; a click that
opens a preview: the highlights only). Every picture is re-drawable from the current view and
is drawn again in ``on_client_ready`` (Voilà shows only what is drawn after the browser
connects). The browser zooms and pans it like the route board
(:mod:`ttrwidgets.widgets.zoom`): the canvas keeps every pixel and CSS shows it larger or
smaller, so a click is hit-tested in canvas pixels at any zoom.

The widget decides nothing: a click becomes ``Hit("node", v)``, ``Hit("line", i)`` or ``None``
(:meth:`GridGeometry.hit_test`), handed to ``on_hit`` callbacks; the app asks the engine
(``trans.preview``) what it means.

>>> from ttrwidgets.trans.board import load_board
>>> b = GridBoardWidget(load_board("trans_europa"))
>>> b.canvas.width, b.click(*b.line_point(3))
(1200, Hit(kind='line', index=3))
"""
from __future__ import annotations

import ipywidgets as W
from ipycanvas import MultiCanvas

from ...render import LAYERS, replay
from ...render.geometry import Hit
from ...widgets.board import CANVAS_WIDTH
from ...widgets.clicks import ClickableCanvas, canvas_batch
from ...widgets.zoom import BoardZoom
from ..render import GridGeometry, GridView, draw_grid

__all__ = ["GridBoardWidget"]


def _items(m) -> tuple:
    return tuple(sorted((k, tuple(v) if isinstance(v, (list, tuple)) else v)
                        for k, v in dict(m).items()))


def _claims_key(v: GridView) -> tuple:
    return (tuple(v.rails), _items(v.markers), _items(v.cities), v.viewer, v.n_seats,
            v.dashed_out, tuple(v.seat_colours or ()), v.labels, v.projector)


def _highlight_key(v: GridView) -> tuple:
    return (_claims_key(v), tuple(v.hint_lines), v.hint_text, tuple(v.highlight_lines),
            tuple(v.highlight_nodes), v.selected_line, v.selected_node, tuple(v.preview_lines),
            v.preview_node, v.preview_seat, v.preview_ok)


class GridBoardWidget(ClickableCanvas, W.VBox):
    """The clickable grid board of one Trans board."""

    def __init__(self, board, width: int = CANVAS_WIDTH, **kwargs):
        self.game_map = board
        self.geometry = GridGeometry.build(board, width)
        self.canvas = MultiCanvas(len(LAYERS), width=width, height=self.geometry.height_px)
        self.view = GridView()
        self.lang = "en"
        self.zoom = (1.0, 0.0, 0.0)          # no lesson zooms the grid board
        self.zoom_control = BoardZoom(self.geometry.label_size)
        self.viewport = W.Box([self.canvas])
        self.viewport.add_class("ttr-board-view")
        #: the ops of the last redraw, per layer (what tests inspect)
        self.ops: dict[str, list] = {layer: [] for layer in LAYERS}
        #: how many times each layer was drawn (tests check that a move leaves the map alone)
        self.draws: dict[str, int] = {layer: 0 for layer in LAYERS}
        self._listen_for_clicks(self.canvas)
        self.canvas.on_client_ready(self._on_client_ready)
        super().__init__([self.viewport, self.zoom_control], **kwargs)
        self.add_class("ttr-board")
        self.add_class("ttr-grid-board")
        self.redraw()

    # ---------------------------------------------------------------- drawing
    def show(self, view: GridView, lang: str | None = None) -> None:
        """Show ``view``, redrawing only the layers whose content changes."""
        old = self.view
        changed = []
        if view.projector != old.projector:
            changed.append("map")
        if _claims_key(view) != _claims_key(old):
            changed.append("claims")
        if _highlight_key(view) != _highlight_key(old):
            changed.append("highlight")
        self.view = view
        if lang is not None and lang != self.lang:
            self.zoom_control.set_lang(lang)
        if lang is not None:
            self.lang = lang
        self.zoom_control.set_label_px(self.label_px)
        if changed:
            self.redraw(tuple(changed))

    def redraw(self, layers=LAYERS) -> None:
        ops = draw_grid(self.geometry, self.view, self.lang, layers)
        for layer in layers:
            self.ops[layer] = [op for op in ops if op.layer == layer]
            self.draws[layer] += 1
        with canvas_batch():
            replay(ops, self.canvas)

    @property
    def label_px(self) -> float:
        """The city names' font size (canvas px) in the view shown (projector: larger)."""
        g = self.geometry
        return g.metrics.projector_label_size * g.width if self.view.projector else g.label_size

    def zoom_to(self, *_args, **_kwargs) -> None:
        """The game page's normal view (kept for the route board's call shape)."""
        self.zoom_control.show_normal()

    def show_whole(self) -> None:
        self.zoom_control.show_whole()

    def _on_client_ready(self) -> None:
        self._guard(self.redraw)

    # ---------------------------------------------------------------- clicks
    def hit_test(self, x: float, y: float) -> Hit | None:
        return self.geometry.hit_test(x, y, projector=self.view.projector)

    def line_point(self, i: int) -> tuple[float, float]:
        """The canvas pixel in the middle of line ``i``."""
        return self.geometry.lines[i].mid

    def node_point(self, v: int) -> tuple[float, float]:
        """The canvas pixel of intersection ``v``."""
        return self.geometry.nodes[v]

    def click_line(self, i: int) -> Hit | None:
        return self.click(*self.line_point(i))

    def click_node(self, v: int) -> Hit | None:
        return self.click(*self.node_point(v))
