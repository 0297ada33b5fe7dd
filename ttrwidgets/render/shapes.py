"""The plane shapes the board geometries are made of and the tests on them: points and
boxes, a click's :class:`Hit`, a train space (:class:`SpaceShape`), and the overlap tests
(box/rotated rectangle, box/circle, segment/box, segment/rotated rectangle, box/box) and the
uniform grid that the board geometry, the label placer (:mod:`.labels`) and the token placer
(:mod:`.tokens`) share.

>>> boxes_overlap((0, 0, 2, 2), (1, 1, 3, 3)), boxes_overlap((0, 0, 1, 1), (2, 2, 3, 3))
(True, False)
>>> segment_hits_box((-1, 1), (3, 1), (0, 0, 2, 2))
True
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple, Sequence

__all__ = ["Point", "BBox", "Hit", "SpaceShape", "point_in_polygon", "box_hits_space",
           "box_circle_gap", "segment_hits_box", "segment_hits_space", "boxes_overlap",
           "grow_box", "grid_add"]

Point = tuple[float, float]
BBox = tuple[float, float, float, float]


class _HitPair(NamedTuple):
    kind: str
    index: int


class Hit(_HitPair):
    """Result of :meth:`BoardGeometry.hit_test`: ``kind`` is ``"city"``, ``"route"`` or
    ``"passenger"``; ``index`` is the city or route index.

    A ``"passenger"`` hit is a click on a passenger token: ``index`` is the city the token
    stands at and ``colour`` the passenger colour's key (``"red"``, ...), so one click can
    choose which colour to take there. ``colour`` is ``None`` for the other kinds.

    A hit stays a ``(kind, index)`` pair (it unpacks as two values and compares equal to
    ``("route", 3)``); ``colour`` is an attribute beside the pair, and takes part in equality:
    a passenger hit equals another hit only if the colours agree too.

    >>> Hit("route", 3) == ("route", 3), Hit("route", 3)
    (True, Hit(kind='route', index=3))
    >>> h = Hit("passenger", 6, "red")
    >>> kind, city = h
    >>> (kind, city, h.colour), h == Hit("passenger", 6, "blue"), h == ("passenger", 6)
    (('passenger', 6, 'red'), False, False)
    """

    colour: str | None

    def __new__(cls, kind: str, index: int, colour: str | None = None) -> "Hit":
        self = super().__new__(cls, kind, index)
        self.colour = colour
        return self

    def __getnewargs__(self) -> tuple:
        return (self.kind, self.index, self.colour)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, tuple) or tuple(self) != tuple(other):
            return False
        return getattr(other, "colour", None) == self.colour

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        pair = (self.kind, self.index)
        return hash(pair) if self.colour is None else hash(pair + (self.colour,))

    def __repr__(self) -> str:
        extra = "" if self.colour is None else f", colour={self.colour!r}"
        return f"Hit(kind={self.kind!r}, index={self.index!r}{extra})"



@dataclass(frozen=True)
class SpaceShape:
    """One train space: a rotated rectangle.

    ``corners`` go round the rectangle; ``direction`` is the unit vector along the track (from
    city ``a`` to city ``b`` of the route); ``position`` counts the spaces from city ``a``;
    ``loco`` marks a ferry space carrying a locomotive symbol.
    """

    route: int
    position: int
    centre: Point
    corners: tuple[Point, Point, Point, Point]
    direction: Point
    length: float
    width: float
    loco: bool = False

    @cached_property
    def bbox(self) -> BBox:
        """``(x0, y0, x1, y1)`` of the corners."""
        xs = [p[0] for p in self.corners]
        ys = [p[1] for p in self.corners]
        return (min(xs), min(ys), max(xs), max(ys))

    def contains(self, x: float, y: float, tolerance: float = 0.0) -> bool:
        """Exact rectangle test, grown by ``tolerance`` on every side."""
        return self.depth(x, y) <= tolerance

    def depth(self, x: float, y: float) -> float:
        """Signed distance-like measure: negative inside (``-min(half sides)`` at the centre),
        0 on the border, positive outside (Chebyshev distance in the rectangle's frame)."""
        ux, uy = self.direction
        dx, dy = x - self.centre[0], y - self.centre[1]
        along = abs(dx * ux + dy * uy) - self.length / 2
        across = abs(dy * ux - dx * uy) - self.width / 2
        return along if along > across else across



def point_in_polygon(x: float, y: float, polygon: Sequence[Point]) -> bool:
    """Even–odd rule point-in-polygon test (used to cross-check the rectangle test).

    >>> point_in_polygon(1, 1, [(0, 0), (2, 0), (2, 2), (0, 2)])
    True
    >>> point_in_polygon(3, 1, [(0, 0), (2, 0), (2, 2), (0, 2)])
    False
    """
    inside = False
    n = len(polygon)
    j = n - 1
    for i in range(n):
        xi, yi = polygon[i]
        xj, yj = polygon[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def box_hits_space(bx: float, by: float, hx: float, hy: float, s: SpaceShape) -> bool:
    """Does the axis-aligned box (centre, half sizes) overlap the rotated rectangle ``s``
    (separating-axis test; touching does not count)?"""
    x0, y0, x1, y1 = s.bbox
    if x1 <= bx - hx or x0 >= bx + hx or y1 <= by - hy or y0 >= by + hy:
        return False
    ux, uy = s.direction
    dx, dy = bx - s.centre[0], by - s.centre[1]
    if abs(dx * ux + dy * uy) >= hx * abs(ux) + hy * abs(uy) + s.length / 2:
        return False
    return abs(dy * ux - dx * uy) < hx * abs(uy) + hy * abs(ux) + s.width / 2


def box_circle_gap(bx: float, by: float, hx: float, hy: float, cx: float, cy: float) -> float:
    """Distance from a circle centre to an axis-aligned box (0 inside)."""
    dx = max(abs(cx - bx) - hx, 0.0)
    dy = max(abs(cy - by) - hy, 0.0)
    return math.hypot(dx, dy)


def segment_hits_box(p: Point, q: Point, box: BBox) -> bool:
    """Liang–Barsky clipping: does segment ``pq`` cross the box's interior?"""
    x0, y0, x1, y1 = box
    t0, t1 = 0.0, 1.0
    dx, dy = q[0] - p[0], q[1] - p[1]
    for pp, qq in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if pp == 0:
            if qq <= 0:
                return False
        else:
            t = qq / pp
            if pp < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
            if t0 >= t1:
                return False
    return True


def segment_hits_space(p: Point, q: Point, s: SpaceShape) -> bool:
    """Does segment ``pq`` cross the rotated rectangle ``s``? (clip in the rectangle's frame)"""
    ux, uy = s.direction
    cx, cy = s.centre

    def local(pt: Point) -> Point:
        dx, dy = pt[0] - cx, pt[1] - cy
        return (dx * ux + dy * uy, dy * ux - dx * uy)

    hl, hw = s.length / 2, s.width / 2
    return segment_hits_box(local(p), local(q), (-hl, -hw, hl, hw))


def boxes_overlap(a: BBox, b: BBox, pad: float = 0.0) -> bool:
    """Do boxes ``a`` and ``b`` overlap once ``a`` is grown by ``pad``?"""
    return (a[0] - pad < b[2] and b[0] < a[2] + pad and a[1] - pad < b[3]
            and b[1] < a[3] + pad)



def grow_box(box: BBox, pad: float) -> BBox:
    """``box`` grown by ``pad`` on every side."""
    return (box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad)



def grid_add(grid: dict, cell: float, bbox: BBox, pad: float, item: int) -> None:
    """Enter ``item`` in every cell (of side ``cell``) of ``grid`` that ``bbox`` grown by
    ``pad`` touches."""
    x0, y0, x1, y1 = bbox
    for i in range(math.floor((x0 - pad) / cell), math.floor((x1 + pad) / cell) + 1):
        for j in range(math.floor((y0 - pad) / cell), math.floor((y1 + pad) / cell) + 1):
            grid.setdefault((i, j), []).append(item)

