"""Replay draw operations onto ipycanvas canvases (reference implementation for the widget).

This module does not import ipycanvas: :func:`replay` works with anything that has the
``Canvas`` drawing methods (so it can be tested with a recording stand-in). NumPy is imported
lazily, only when it is installed (ipycanvas depends on it), to hand colours over as ``uint8``
arrays.

Typical use in the board widget::

    from ipycanvas import MultiCanvas, hold_canvas
    from ttrwidgets.render import BoardGeometry, BoardView, draw_board, LAYERS, replay

    geometry = BoardGeometry.build(game_map, 1000)
    canvas = MultiCanvas(len(LAYERS), width=int(geometry.width), height=geometry.height_px)
    with hold_canvas():
        replay(draw_board(geometry, view), canvas)          # everything, once
    ...
    with hold_canvas():                                     # after a move: only what changed
        replay(draw_board(geometry, view, layers=("claims", "highlight")), canvas)

Examples
--------
>>> from ttrwidgets.render.draw import Op
>>> rec = RecordingCanvas()
>>> ops = [Op("map", "clear", "clear"),
...        Op("map", "fill_circles", "cities", {"x": (1.0,), "y": (2.0,), "radius": (3.0,),
...           "colors": ("#ff0000",), "alpha": 1.0})]
>>> replay(ops, {"map": rec})
>>> [c[0] for c in rec.calls]
['clear', 'fill_styled_circles']
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from .draw import LAYERS, Op
from .palette import to_rgb

__all__ = ["replay", "RecordingCanvas"]


def _colours(colors: Iterable[str]) -> Any:
    rgb = [to_rgb(c) for c in colors]
    try:
        import numpy as np
    except ImportError:  # pragma: no cover - ipycanvas always brings numpy
        return [list(c) for c in rgb]
    return np.asarray(rgb, dtype=np.uint8).reshape(len(rgb), 3)


def _floats(values: Iterable[float]) -> Any:
    try:
        import numpy as np
    except ImportError:  # pragma: no cover
        return [float(v) for v in values]
    return np.asarray(list(values), dtype=float)


def _canvas_for(canvases: Any, layer: str) -> Any:
    if isinstance(canvases, Mapping):
        return canvases.get(layer)
    try:
        return canvases[LAYERS.index(layer)]
    except (IndexError, KeyError, TypeError, ValueError):
        return None


def replay(ops: Iterable[Op], canvases: Any, transform: tuple | None = None) -> None:
    """Draw ``ops`` onto ``canvases`` with one vectorised call per op.

    Parameters
    ----------
    ops : iterable of Op
    canvases : MultiCanvas or Mapping[str, Canvas]
        A ``MultiCanvas`` whose layer ``i`` is ``LAYERS[i]``, or a mapping layer name → canvas.
        Ops on layers without a canvas are skipped.

    Each layer built by :func:`~ttrwidgets.render.draw.draw_board` starts with a ``"clear"`` op,
    so replaying it replaces that canvas' content.
    Call it inside ``ipycanvas.hold_canvas()`` so the browser gets one batch.

    ``transform`` ``(a, b, c, d, e, f)`` (the canvas' ``setTransform`` matrix) draws the layers
    zoomed: each layer is cleared whole, then drawn through it (a lesson's zoom to a region).
    """
    for op in ops:
        cv = _canvas_for(canvases, op.layer)
        if cv is None:
            continue
        if op.kind == "clear":
            if transform is not None:
                cv.reset_transform()
            cv.clear()
            if transform is not None:
                cv.set_transform(*transform)
            continue
        if len(op) == 0:
            continue
        a = op.args
        alpha = float(a.get("alpha", 1.0))
        k = op.kind
        if k in ("stroke_polygons", "stroke_circles", "stroke_lines"):
            cv.line_width = float(a.get("line_width", 1.0))
            cv.set_line_dash([float(d) for d in a.get("dash", ())])
            cv.line_join = "round"
            cv.line_cap = a.get("line_cap", "butt")
        if k in ("fill_polygons", "stroke_polygons", "stroke_lines"):
            pts = [[(float(x), float(y)) for x, y in poly] for poly in a["points"]]
            method = {"fill_polygons": "fill_styled_polygons",
                      "stroke_polygons": "stroke_styled_polygons",
                      "stroke_lines": "stroke_styled_line_segments"}[k]
            getattr(cv, method)(pts, _colours(a["colors"]), alpha)
        elif k in ("fill_circles", "stroke_circles"):
            method = "fill_styled_circles" if k == "fill_circles" else "stroke_styled_circles"
            getattr(cv, method)(_floats(a["x"]), _floats(a["y"]), _floats(a["radius"]),
                                _colours(a["colors"]), alpha)
        elif k == "text":
            cv.font = a.get("font", "10px sans-serif")
            cv.text_align = a.get("align", "center")
            cv.text_baseline = a.get("baseline", "middle")
            cv.global_alpha = alpha
            items = list(zip(a["texts"], a["x"], a["y"]))
            if a.get("halo"):
                cv.stroke_style = a["halo"]
                cv.line_width = float(a.get("halo_width", 2.0))
                cv.line_join = "round"
                cv.set_line_dash([])
                for t, x, y in items:
                    cv.stroke_text(t, float(x), float(y))
            cv.fill_style = a.get("color", "#000000")
            for t, x, y in items:
                cv.fill_text(t, float(x), float(y))
            cv.global_alpha = 1.0
        else:
            raise ValueError(f"unknown op kind {k!r}")
        if k in ("stroke_polygons", "stroke_circles", "stroke_lines"):
            cv.set_line_dash([])


class RecordingCanvas:
    """A stand-in canvas that records method calls (for tests without a browser).

    Attribute assignments are recorded as ``("set", name, value)``.
    """

    def __init__(self) -> None:
        object.__setattr__(self, "calls", [])

    def __setattr__(self, name: str, value: Any) -> None:
        self.calls.append(("set", name, value))

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)

        def record(*args: Any, **kwargs: Any) -> None:
            self.calls.append((name, *args))
        return record
