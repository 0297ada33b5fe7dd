"""How the routes of a route board are laid out in canvas pixels: each route's track, its trim
at the cities and its train spaces (:func:`lay_routes`, called by
:meth:`~ttrwidgets.render.geometry.BoardGeometry.build`, which adds the cities, names and hit
tests).

* A route's tracks follow the straight line between the two city centres, bent into a gentle
  quadratic curve when that line would pass too close to a third city (it bends away from the
  closest offender, by at most a quarter of the distance).
* The tracks between the same two cities (double/triple routes) are offset side by side,
  perpendicular to the line, in order of route index; the first track is on the left when looking
  from the city with the lower index to the other one (canvas ``y`` points down).
* Each track is trimmed at both ends: it starts outside the city circle plus a small gap, and
  where several routes leave a city at a narrow angle, far enough out that the first spaces of
  neighbouring routes do not overlap (two strips of half-width ``h`` meeting at angle ``θ`` overlap
  over ``h / tan(θ/2)`` along each strip).
* The ``length`` train spaces are laid evenly on what is left, with a gap of
  ``Metrics.space_gap`` × the space length between them. **Space length is shrunk to fit**: a
  long route between close cities gets short spaces (Lisboa–Madrid: three spaces of about
  0.012 × width). Spaces are never longer than ``Metrics.max_space_length``; a short route between
  distant cities is centred on its line. A space is never wider than it is long.
* Each space is a rotated rectangle given by its four corners (a 4-point polygon), aligned with the
  local direction of the track.

>>> from types import SimpleNamespace as ns
>>> from ttrwidgets.render.geometry import Metrics
>>> rt = ns(index=0, id="R", a=0, b=1, length=3, colour=None, kind="normal", locomotives=0)
>>> (shape,) = lay_routes([rt], [(100.0, 100.0), (400.0, 100.0)], [10.0, 10.0], Metrics(), 800)
>>> len(shape.spaces), shape.tracks, shape.bend
(3, 1, 0.0)
"""
from __future__ import annotations

import math
from bisect import bisect_right
from dataclasses import dataclass
from typing import Any, Sequence

from .shapes import BBox, Point, SpaceShape

__all__ = ["RouteShape", "route_kind", "lay_routes", "Polyline", "fit_spaces", "spaces_overlap",
           "narrow_neighbours"]


@dataclass(frozen=True)
class RouteShape:
    """The drawn form of one route (one track of a double route).

    ``kind`` is ``"normal"``, ``"tunnel"`` or ``"ferry"``; ``track``/``tracks`` say which of the
    parallel tracks between the same two cities this is; ``offset`` is its signed distance from
    the line between the cities (px); ``path`` is its centre line from city ``a`` to city ``b``;
    ``shrink`` is ``space length / max space length`` (< 1 when the spaces were shrunk to fit);
    ``bend`` is the signed control-point offset of the curve (0 for a straight route). ``offset``
    and ``bend`` are positive to the right when walking from ``a`` to ``b`` (canvas ``y`` down).
    """

    route: int
    id: str
    a: int
    b: int
    length: int
    colour: Any
    kind: str
    locomotives: int
    track: int
    tracks: int
    offset: float
    path: tuple[Point, ...]
    spaces: tuple[SpaceShape, ...]
    space_length: float
    shrink: float
    bend: float
    bbox: BBox

    @property
    def midpoint(self) -> Point:
        """Middle of the laid spaces (a good anchor for a tooltip or a marker)."""
        first, last = self.spaces[0].centre, self.spaces[-1].centre
        return ((first[0] + last[0]) / 2, (first[1] + last[1]) / 2)


def route_kind(route: Any) -> str:
    """``"normal"``, ``"tunnel"`` or ``"ferry"`` for a route whose ``kind`` is a ``RouteKind``
    (a ``str`` enum) or a plain string.

    >>> from types import SimpleNamespace
    >>> route_kind(SimpleNamespace(kind="tunnel"))
    'tunnel'
    """
    kind = getattr(route, "kind", "normal")
    return str(getattr(kind, "value", kind) or "normal").lower()


class Polyline:
    """A polyline with arc-length lookups."""

    __slots__ = ("pts", "cum", "total")

    def __init__(self, pts: list[Point]):
        self.pts = pts
        cum = [0.0]
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            cum.append(cum[-1] + math.hypot(x1 - x0, y1 - y0))
        self.cum = cum
        self.total = cum[-1]

    def at(self, s: float) -> Point:
        pts, cum = self.pts, self.cum
        if s <= 0:
            i = 0
        elif s >= self.total:
            i = len(pts) - 2
        else:
            i = min(bisect_right(cum, s) - 1, len(pts) - 2)
        seg = cum[i + 1] - cum[i]
        t = (s - cum[i]) / seg if seg > 0 else 0.0
        (x0, y0), (x1, y1) = pts[i], pts[i + 1]
        return (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)

    def exit_circle(self, centre: Point, radius: float, from_end: bool = False) -> float:
        """Arc length (from the start, or from the end if ``from_end``) where the line leaves
        the circle for good, scanning from that end."""
        pts = self.pts[::-1] if from_end else self.pts
        cx, cy = centre
        s = 0.0
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            dx, dy = x1 - x0, y1 - y0
            seg = math.hypot(dx, dy)
            if (x1 - cx) ** 2 + (y1 - cy) ** 2 >= radius * radius:
                if seg == 0:
                    return s
                # |p0 + t d - c| = r, larger root
                fx, fy = x0 - cx, y0 - cy
                a = dx * dx + dy * dy
                b = 2 * (fx * dx + fy * dy)
                c = fx * fx + fy * fy - radius * radius
                disc = max(0.0, b * b - 4 * a * c)
                t = (-b + math.sqrt(disc)) / (2 * a)
                return s + max(0.0, min(1.0, t)) * seg
            s += seg
        return self.total


def lay_routes(routes_in: Sequence[Any], centres: Sequence[Point], radii: Sequence[float],
               m: Any, W: float) -> tuple[RouteShape, ...]:
    """The shapes of ``routes_in`` (in route index order: ``index``, ``id``, ``a``, ``b``,
    ``length``, ``colour``, ``kind``, ``locomotives``) between the cities at ``centres`` with
    circles of ``radii`` (px), with the sizes of the (scaled) :class:`~.geometry.Metrics` ``m``
    on a canvas ``W`` px wide (see the module notes)."""
    routes_in = list(routes_in)
    sw = m.space_width * W

    # ---- tracks: group the routes by city pair
    pairs: dict[tuple[int, int], list[Any]] = {}
    for rt in routes_in:
        key = (rt.a, rt.b) if rt.a <= rt.b else (rt.b, rt.a)
        pairs.setdefault(key, []).append(rt)

    gap_c = m.city_gap * W
    near = narrow_neighbours(pairs, centres, math.radians(m.narrow_angle))
    # track -> dict with polyline (oriented lo -> hi), trims
    tracks: list[dict] = []
    for (lo, hi), rts in pairs.items():
        rts.sort(key=lambda r: r.index)
        k = len(rts)
        p0, p1 = centres[lo], centres[hi]
        dx, dy = p1[0] - p0[0], p1[1] - p0[1]
        D = math.hypot(dx, dy)
        if D < 1e-9:
            ux, uy, D = 1.0, 0.0, 1e-9
        else:
            ux, uy = dx / D, dy / D
        nx, ny = -uy, ux
        half_band = (k * sw + (k - 1) * m.track_gap * W) / 2
        bend = 0.0
        if lo != hi:
            # obstacles: other cities, and points along shorter routes that leave one of
            # our cities at a narrow angle (they would run alongside us)
            # (point, clearance radius, window of t where it counts): near the shared
            # city a narrow neighbour is left to the fan-out trimming below
            obstacles = [(centres[c], radii[c] + gap_c, 0.03) for c in range(len(centres))
                         if c != lo and c != hi]
            for (x0, x1), k2 in near.get((lo, hi), ()):
                q0, q1 = centres[x0], centres[x1]
                band2 = (k2 * sw + (k2 - 1) * m.track_gap * W) / 2
                for f in (0.25, 0.5, 0.75):
                    obstacles.append(((q0[0] + f * (q1[0] - q0[0]),
                                       q0[1] + f * (q1[1] - q0[1])), band2, 0.1))
            best = 0.0
            for (ox, oy), orad, edge in obstacles:
                vx, vy = ox - p0[0], oy - p0[1]
                t = (vx * ux + vy * uy) / D
                if t <= edge or t >= 1 - edge:
                    continue
                perp = vx * nx + vy * ny
                need = orad + half_band + m.bend_clearance * W
                if abs(perp) >= need:
                    continue
                req = -math.copysign(1.0, perp) * (need - abs(perp)) / (2 * t * (1 - t))
                if abs(req) > abs(best):
                    best = req
            bend = max(-m.max_bend * D, min(m.max_bend * D, best))
        # centre line samples and their normals
        if bend:
            cx, cy = p0[0] + dx / 2 + nx * bend, p0[1] + dy / 2 + ny * bend
            N = 24
            samples = []
            for j in range(N + 1):
                t = j / N
                a0, a1, a2 = (1 - t) ** 2, 2 * t * (1 - t), t * t
                px = a0 * p0[0] + a1 * cx + a2 * p1[0]
                py = a0 * p0[1] + a1 * cy + a2 * p1[1]
                tx = 2 * (1 - t) * (cx - p0[0]) + 2 * t * (p1[0] - cx)
                ty = 2 * (1 - t) * (cy - p0[1]) + 2 * t * (p1[1] - cy)
                tl = math.hypot(tx, ty) or 1.0
                samples.append((px, py, -ty / tl, tx / tl))
        else:
            samples = [(p0[0], p0[1], nx, ny), (p1[0], p1[1], nx, ny)]
        for j, rt in enumerate(rts):
            off = (j - (k - 1) / 2) * (sw + m.track_gap * W)
            poly = Polyline([(px + qx * off, py + qy * off) for px, py, qx, qy in samples])
            tracks.append(dict(route=rt, lo=lo, hi=hi, pair=(lo, hi), track=j, tracks=k,
                               offset=off, poly=poly, bend=bend,
                               trim={lo: poly.exit_circle(centres[lo], radii[lo] + gap_c),
                                     hi: poly.exit_circle(centres[hi], radii[hi] + gap_c,
                                                          from_end=True)}))

    # ---- fan-out: trim track ends leaving the same city at narrow angles
    ends: dict[int, list[tuple[dict, Point, Point]]] = {}
    for tr in tracks:
        pts = tr["poly"].pts
        for city, e0, e1 in ((tr["lo"], pts[0], pts[1]), (tr["hi"], pts[-1], pts[-2])):
            if tr["lo"] == tr["hi"]:
                continue
            ddx, ddy = e1[0] - e0[0], e1[1] - e0[1]
            dl = math.hypot(ddx, ddy) or 1.0
            ends.setdefault(city, []).append((tr, e0, (ddx / dl, ddy / dl)))
    h = sw / 2
    fan = m.fan_gap * W
    limit = math.cos(math.radians(130))
    for city, lst in ends.items():
        # every pair of ends that would overlap near the city: one of the two must start
        # far enough out (h / tan(θ/2) past the crossing of their centre lines); the
        # other may then start at the circle
        conflicts = []
        for i, (tr, e, u) in enumerate(lst):
            for j in range(i + 1, len(lst)):
                tr2, e2, u2 = lst[j]
                if tr2["pair"] == tr["pair"]:
                    continue
                dot = u[0] * u2[0] + u[1] * u2[1]
                if dot < limit:
                    continue
                cr = u[0] * u2[1] - u[1] * u2[0]
                if abs(cr) < 1e-9:
                    gapd = abs((e2[0] - e[0]) * u[1] - (e2[1] - e[1]) * u[0])
                    if gapd < 2 * h + fan:   # on top of each other: give up on one
                        tr["trim"][city] = max(tr["trim"][city], tr["poly"].total)
                    continue
                theta = math.atan2(abs(cr), dot)
                clear = h / math.tan(theta / 2) + fan
                s_i = ((e2[0] - e[0]) * u2[1] - (e2[1] - e[1]) * u2[0]) / cr
                s_j = ((e2[0] - e[0]) * u[1] - (e2[1] - e[1]) * u[0]) / cr
                conflicts.append((theta, tr["route"].index, tr2["route"].index,
                                  tr, s_i + clear, tr2, s_j + clear))
        # narrowest first; angles equal but for rounding (the tracks of a double route)
        # count as equal, so the order, and with it the layout, is the same at every
        # canvas width (the label cache reuses a layout at other widths)
        conflicts.sort(key=lambda c: c[0])
        group, prev, order = 0, None, {}
        for c in conflicts:
            if prev is not None and c[0] - prev > 1e-9:
                group += 1
            prev = c[0]
            order[id(c)] = group
        conflicts.sort(key=lambda c: (order[id(c)], c[1], c[2]))
        for _, _, _, t1, n1, t2, n2 in conflicts:
            if t1["trim"][city] >= n1 or t2["trim"][city] >= n2:
                continue
            # push out the one with more room per space left after the push
            r1 = (t1["poly"].total - sum(t1["trim"].values()) - (n1 - t1["trim"][city])) \
                / max(1, int(t1["route"].length))
            r2 = (t2["poly"].total - sum(t2["trim"].values()) - (n2 - t2["trim"][city])) \
                / max(1, int(t2["route"].length))
            if r1 >= r2:
                t1["trim"][city] = n1
            else:
                t2["trim"][city] = n2

    # ---- lay the spaces: they fill the track between the two trimmed ends
    lmax = m.max_space_length * W
    lmin = m.min_space_length * W
    shapes: list[RouteShape | None] = [None] * len(routes_in)

    def lay(tr: dict) -> None:
        rt, poly = tr["route"], tr["poly"]
        total = poly.total
        cap = 0.45 * total
        s0 = min(tr["trim"][tr["lo"]], cap)
        s1 = total - min(tr["trim"][tr["hi"]], cap)
        n = max(1, int(rt.length))
        L, gap = fit_spaces(s1 - s0, n, lmin, lmax, m.space_gap, m.min_space_gap,
                             m.max_space_gap)
        start = s0
        w = min(sw, L)
        kind = route_kind(rt)
        nloco = int(getattr(rt, "locomotives", 0) or 0) if kind == "ferry" else 0
        loco_at = {math.floor((i + 0.5) * n / nloco) for i in range(min(nloco, n))} \
            if nloco else set()
        forward = rt.a == tr["lo"]
        sp: list[SpaceShape] = []
        for j in range(n):
            sa = start + j * (L + gap)
            qa, qb = poly.at(sa), poly.at(sa + L)
            ddx, ddy = qb[0] - qa[0], qb[1] - qa[1]
            dl = math.hypot(ddx, ddy) or 1.0
            ux, uy = ddx / dl, ddy / dl
            if not forward:
                ux, uy = -ux, -uy
            ccx, ccy = (qa[0] + qb[0]) / 2, (qa[1] + qb[1]) / 2
            hl, hw = L / 2, w / 2
            corners = tuple((ccx + a * ux * hl - b * uy * hw, ccy + a * uy * hl + b * ux * hw)
                            for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1)))
            pos = j if forward else n - 1 - j
            sp.append(SpaceShape(rt.index, pos, (ccx, ccy), corners, (ux, uy), L, w,
                                 pos in loco_at))
        if not forward:
            sp.reverse()
        path = tuple(poly.pts if forward else poly.pts[::-1])
        xs = [p[0] for s in sp for p in s.corners]
        ys = [p[1] for s in sp for p in s.corners]
        shapes[rt.index] = RouteShape(
            route=rt.index, id=str(getattr(rt, "id", rt.index)), a=rt.a, b=rt.b, length=n,
            colour=rt.colour, kind=kind, locomotives=nloco, track=tr["track"],
            tracks=tr["tracks"], offset=tr["offset"] if forward else -tr["offset"],
            path=path, spaces=tuple(sp), space_length=L, shrink=L / lmax,
            bend=tr["bend"] if forward else -tr["bend"],
            bbox=(min(xs), min(ys), max(xs), max(ys)))

    for tr in tracks:
        lay(tr)
    # the straight-line fan-out rule above misjudges curved tracks: where the first spaces
    # of two routes at a city still overlap, push the end with more room per space out by
    # half a space and lay it again (a few rounds at most)
    for _ in range(8):
        moved = False
        for city, lst in sorted(ends.items()):
            firsts = []
            for tr, _e, _u in lst:
                shp = shapes[tr["route"].index]
                near = shp.spaces[:2] if shp.a == city else shp.spaces[::-1][:2]
                firsts.append((tr, near))
            for i, (t1, sp1) in enumerate(firsts):
                for t2, sp2 in firsts[i + 1:]:
                    if t1["pair"] == t2["pair"] or not any(
                            spaces_overlap(p, q) for p in sp1 for q in sp2):
                        continue
                    room = [(t["poly"].total - sum(t["trim"].values()))
                            / max(1, int(t["route"].length)) for t in (t1, t2)]
                    t = t1 if (room[0], -t1["route"].index) >= (room[1], -t2["route"].index) \
                        else t2
                    t["trim"][city] += 0.5 * shapes[t["route"].index].space_length
                    lay(t)
                    moved = True
        if not moved:
            break

    return tuple(shapes)  # type: ignore[arg-type]


def spaces_overlap(p: SpaceShape, q: SpaceShape) -> bool:
    """Do two train spaces overlap (separating axes; touching does not count)?"""
    a, b = p.bbox, q.bbox
    if a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]:
        return False
    for poly in (p.corners, q.corners):
        for i in range(4):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % 4]
            ax, ay = y0 - y1, x1 - x0
            pa = [ax * x + ay * y for x, y in p.corners]
            pb = [ax * x + ay * y for x, y in q.corners]
            if max(pa) <= min(pb) + 1e-9 or max(pb) <= min(pa) + 1e-9:
                return False
    return True


def fit_spaces(avail: float, n: int, lmin: float, lmax: float, gap: float, min_gap: float,
                max_gap: float) -> tuple[float, float]:
    """``(space length, gap)`` for ``n`` spaces filling ``avail`` px exactly
    (``n·L + (n-1)·gap = avail``).

    The spaces take the preferred gap (``gap`` × L) when that makes them between ``lmin`` and
    ``lmax``; longer than ``lmax``, they stay at ``lmax`` and the gaps grow, up to ``max_gap`` ×
    L, and only beyond that the spaces grow too (a single space simply spans the track);
    shorter than ``lmin``, the gaps shrink first, down to ``min_gap`` × L.

    >>> [round(v, 3) for v in fit_spaces(100, 2, 10, 50, 0.1, 0.05, 0.5)]  # preferred gap
    [47.619, 4.762]
    >>> fit_spaces(100, 2, 10.0, 30.0, 0.1, 0.05, 0.5)        # capped: the gap grows
    (40.0, 20.0)
    >>> fit_spaces(100, 1, 10, 30, 0.1, 0.05, 0.5)        # one space spans the track
    (100.0, 0.0)
    """
    if n <= 1:
        return (max(float(avail), 0.0), 0.0)
    L = avail / (n + (n - 1) * gap)
    if L > lmax:
        L = max(lmax, avail / (n + (n - 1) * max_gap))
    elif L < lmin:
        L = min(lmin, avail / (n + (n - 1) * min_gap))
    L = max(L, 1e-6)
    return (L, (avail - n * L) / (n - 1))


def narrow_neighbours(pairs: dict, centres: list, max_angle: float) -> dict:
    """For each city pair, the shorter pairs sharing a city with it at an angle < ``max_angle``
    (as ``((shared city, other city), number of tracks)``): the longer route bends around them."""
    by_city: dict[int, list[tuple[int, int]]] = {}
    for lo, hi in pairs:
        if lo != hi:
            by_city.setdefault(lo, []).append((lo, hi))
            by_city.setdefault(hi, []).append((lo, hi))
    cos_max = math.cos(max_angle)
    out: dict[tuple[int, int], list] = {}
    for c, lst in by_city.items():
        for p in lst:
            o1 = p[1] if p[0] == c else p[0]
            d1x, d1y = centres[o1][0] - centres[c][0], centres[o1][1] - centres[c][1]
            l1 = math.hypot(d1x, d1y)
            for q in lst:
                if q == p:
                    continue
                o2 = q[1] if q[0] == c else q[0]
                d2x, d2y = centres[o2][0] - centres[c][0], centres[o2][1] - centres[c][1]
                l2 = math.hypot(d2x, d2y)
                if not (l1 > 0 and l2 > 0) or (l2, q) >= (l1, p):
                    continue
                if (d1x * d2x + d1y * d2y) / (l1 * l2) > cos_max:
                    out.setdefault(p, []).append(((c, o2), len(pairs[q])))
    return out
