"""Pure rendering: a map and a small view of the game → geometry and batched draw operations.

No widget code here (stdlib only; NumPy is used by :func:`replay` when present). The widgets
build a :class:`BoardGeometry` once per map and canvas size, hit-test clicks with
:meth:`BoardGeometry.hit_test`, and redraw with :func:`draw_board` + :func:`replay`. Nothing
here imports a game family: a route board is drawn in the card colours its family publishes
(:func:`.palette.board_colours`), and a family's own boards are drawn by its package with these
parts (the Trans grid boards: :mod:`ttrwidgets.trans.render`, the same ops and layers).

>>> from ttrwidgets.render import BoardGeometry, BoardView, draw_board, to_svg
>>> from ttrwidgets.ttr.render import demo_map
>>> g = BoardGeometry.build(demo_map(), 600)
>>> to_svg(draw_board(g, BoardView()), g.width, g.height).startswith("<?xml")
True
"""
from .canvas import RecordingCanvas, replay
from .draw import (IPYCANVAS_CALLS, KINDS, LAYERS, ROLES, BoardView, Op, draw_board,
                   draw_claims, draw_highlights, draw_map, ops_for)
from .geometry import BoardGeometry, CityShape, Hit, LabelShape, Metrics, RouteShape, SpaceShape
from .svg import board_svg, to_svg
from .typography import LABEL_PX, PROJECTOR_LABEL_PX

__all__ = [
    "BoardGeometry", "Metrics", "Hit", "CityShape", "LabelShape", "RouteShape", "SpaceShape",
    "LABEL_PX", "PROJECTOR_LABEL_PX",
    "BoardView", "Op", "LAYERS", "KINDS", "ROLES", "IPYCANVAS_CALLS",
    "draw_board", "draw_map", "draw_claims", "draw_highlights", "ops_for",
    "to_svg", "board_svg", "replay", "RecordingCanvas",
]
