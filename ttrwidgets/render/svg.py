"""A tiny SVG exporter for draw operations (pure string building).

Useful for tests (the structure is easy to inspect), for documentation, and for teachers who
want a picture of a board or a position: ``board_svg(load_map("europe"))`` and save the string
as ``board.svg``.

Every op becomes a ``<g>`` with ``class="layer-<layer> role-<role>"``; items that belong to a
route, city or seat carry ``data-route`` / ``data-city`` / ``data-seat`` attributes.

Examples
--------
>>> from ttrwidgets.render.draw import Op
>>> svg = to_svg([Op("map", "fill_circles", "cities", {"x": (5,), "y": (6,), "radius": (2,),
...                  "colors": ("#a8322d",), "cities": (0,), "alpha": 1.0})], 10, 10)
>>> svg.splitlines()[2]
'<g class="layer-map role-cities"><circle cx="5" cy="6" r="2" fill="#a8322d" data-city="0"/></g>'
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping
from xml.sax.saxutils import escape, quoteattr

from .draw import Op

__all__ = ["to_svg", "board_svg"]

_ITEM_KEYS = (("routes", "data-route"), ("cities", "data-city"), ("seats", "data-seat"))
_ANCHOR = {"center": "middle", "left": "start", "start": "start", "right": "end", "end": "end"}
_BASELINE = {"middle": "central", "top": "hanging", "hanging": "hanging",
             "bottom": "text-after-edge", "alphabetic": "alphabetic",
             "ideographic": "ideographic"}


def _n(v: float) -> str:
    s = f"{float(v):.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _pts(points: Iterable) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in points)


def _data(args: Mapping[str, Any], i: int) -> str:
    out = ""
    for key, attr in _ITEM_KEYS:
        vals = args.get(key)
        if vals is not None and i < len(vals) and vals[i] is not None:
            out += f' {attr}="{vals[i]}"'
    return out


def _alpha(args: Mapping[str, Any], attr: str) -> str:
    a = args.get("alpha", 1.0)
    return "" if a is None or a >= 1 else f' {attr}="{_n(a)}"'


def _stroke(args: Mapping[str, Any]) -> str:
    s = f' stroke-width="{_n(args.get("line_width", 1.0))}"'
    dash = args.get("dash") or ()
    if dash:
        s += f' stroke-dasharray="{" ".join(_n(d) for d in dash)}"'
    return s + _alpha(args, "stroke-opacity")


def _op_svg(op: Op) -> str:
    a, k = op.args, op.kind
    items: list[str] = []
    if k == "clear":
        return ""
    if k in ("fill_polygons", "stroke_polygons"):
        for i, (pts, col) in enumerate(zip(a["points"], a["colors"])):
            paint = (f'fill="{col}"{_alpha(a, "fill-opacity")}' if k == "fill_polygons"
                     else f'fill="none" stroke="{col}"{_stroke(a)} stroke-linejoin="round"')
            items.append(f'<polygon points="{_pts(pts)}" {paint}{_data(a, i)}/>')
    elif k in ("fill_circles", "stroke_circles"):
        for i, (x, y, r, col) in enumerate(zip(a["x"], a["y"], a["radius"], a["colors"])):
            paint = (f'fill="{col}"{_alpha(a, "fill-opacity")}' if k == "fill_circles"
                     else f'fill="none" stroke="{col}"{_stroke(a)}')
            items.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" {paint}{_data(a, i)}/>')
    elif k == "stroke_lines":
        cap = a.get("line_cap", "butt")
        for i, (pts, col) in enumerate(zip(a["points"], a["colors"])):
            items.append(f'<polyline points="{_pts(pts)}" fill="none" stroke="{col}"{_stroke(a)}'
                         f' stroke-linecap="{cap}" stroke-linejoin="round"{_data(a, i)}/>')
    elif k == "text":
        font = a.get("font", "")
        bold = ' font-weight="bold"' if "bold" in font else ""
        family = font.split("px ", 1)[1] if "px " in font else "sans-serif"
        common = (f' fill="{a.get("color", "#000000")}" font-family={quoteattr(family)}'
                  f' font-size="{_n(a.get("size", 10))}"{bold}'
                  f' text-anchor="{_ANCHOR.get(a.get("align", "center"), "middle")}"'
                  f' dominant-baseline="{_BASELINE.get(a.get("baseline", "middle"), "central")}"')
        if a.get("halo"):
            common += (f' stroke="{a["halo"]}" stroke-width="{_n(a.get("halo_width", 2))}"'
                       ' stroke-linejoin="round" paint-order="stroke"')
        common += _alpha(a, "fill-opacity")
        for i, (t, x, y) in enumerate(zip(a["texts"], a["x"], a["y"])):
            items.append(f'<text x="{_n(x)}" y="{_n(y)}"{common}{_data(a, i)}>{escape(t)}</text>')
    else:
        raise ValueError(f"unknown op kind {k!r}")
    cls = quoteattr(f"layer-{op.layer} role-{op.role}")
    return f"<g class={cls}>{''.join(items)}</g>"


def to_svg(ops: Iterable[Op], width: float, height: float,
           layers: Iterable[str] | None = None) -> str:
    """Render draw ops as a standalone SVG document.

    Parameters
    ----------
    ops : iterable of Op
        From :func:`ttrwidgets.render.draw.draw_board`, in drawing order.
    width, height : float
        Canvas size in pixels (``geometry.width``, ``geometry.height``).
    layers : iterable of str, optional
        Only these layers.

    Returns
    -------
    str
    """
    keep = None if layers is None else set(layers)
    body = [t for t in (_op_svg(op) for op in ops if keep is None or op.layer in keep) if t]
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width)}" height="{_n(height)}"'
            f' viewBox="0 0 {_n(width)} {_n(height)}">')
    return "\n".join(['<?xml version="1.0" encoding="UTF-8"?>', head, *body, "</svg>"]) + "\n"


def board_svg(game_map: Any, width_px: float = 1000, view: Any = None, lang: str = "en") -> str:
    """The whole board (with an optional :class:`~ttrwidgets.render.draw.BoardView`) as SVG.

    >>> from ttrwidgets.ttr.render import demo_map
    >>> svg = board_svg(demo_map(), 300)
    >>> spaces = svg.split('role-route-spaces">')[1].split("</g>")[0]
    >>> spaces.count("<polygon"), spaces.count('data-route="1"')
    (7, 2)
    """
    from .draw import draw_board
    from .geometry import BoardGeometry

    g = BoardGeometry.build(game_map, width_px)
    return to_svg(draw_board(g, view, lang), g.width, g.height)
