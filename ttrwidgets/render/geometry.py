"""Board geometry in canvas pixels: city circles, train spaces, and hit-testing.

:meth:`BoardGeometry.build` turns a map (its topology and its ``layout`` section) into everything
the drawing code and the click handler need, for a canvas ``width_px`` wide. Every size is a
fixed fraction of the canvas width (:class:`Metrics`), so the geometry at 1600 px is exactly the
geometry at 800 px scaled by two — a click maps to the same route or city at any size.

How routes are laid out
-----------------------
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

City names
----------
Names are placed by the renderer, not taken from hand-made map data: each name's box (a
conservative estimate of the drawn text and its halo, :mod:`ttrwidgets.render.typography`),
grown by ``Metrics.label_margin``, is kept clear of every train space, every other city's circle
and every other name, choosing among spots around the city (48 directions × growing rings, plus
the layout's offset as a preference) by a deterministic cost; a name that has to move away gets
a leader line (see :func:`.labels.layout_labels`). The normal view's names are on the
:class:`CityShape`; :meth:`BoardGeometry.label_layout` gives either layout, including projector
mode's larger names, which on Europe cannot all be cleared (those are marked ``clear=False``).

Hit-testing
-----------
:meth:`BoardGeometry.hit_test` returns ``("city", i)`` when the point is inside a city circle,
else ``("route", r)`` when it is inside a train space (exact rectangle test, with a tolerance of
``Metrics.tolerance`` × width; of several candidates the one the point is deepest inside wins),
else ``("city", i)`` within the tolerance of a circle or on a city's name label, else ``None``.
Candidates come from a uniform grid built once, so a call costs a few microseconds.

Examples
--------
>>> from ttrwidgets.render.geometry import _demo_map
>>> g = BoardGeometry.build(_demo_map(), 700)
>>> (g.width, g.height_px)
(700.0, 512)
>>> len(g.spaces), [len(r.spaces) for r in g.routes]
(7, [3, 2, 2])
>>> g.hit_test(*g.cities[0].centre)
Hit(kind='city', index=0)
>>> g.hit_test(*g.routes[1].spaces[0].centre)
Hit(kind='route', index=1)
>>> g.hit_test(1, 1) is None
True
"""
from __future__ import annotations

import math
from bisect import bisect_right
from dataclasses import dataclass, field, replace
from types import SimpleNamespace
from typing import Any, Mapping, Sequence

from .labels import LABEL_CACHE_SIZE, LabelShape, layout_labels_cached
from .shapes import BBox, Hit, Point, SpaceShape, grid_add, point_in_polygon
from .tokens import (MAX_TOKENS, TOKEN_CACHE, TOKEN_COUNT_EM, TokenShape, place_token_slots,
                     scale_slots)
from .typography import LABEL_PX, PROJECTOR_LABEL_PX, REFERENCE_CANVAS_PX

# Hit, SpaceShape, LabelShape, TokenShape and point_in_polygon live in .shapes, .labels and
# .tokens; they are named here too, where the board geometry's callers have always found them.
__all__ = ["Metrics", "Hit", "SpaceShape", "RouteShape", "CityShape", "LabelShape", "TokenShape",
           "BoardGeometry",
           "point_in_polygon", "route_kind"]


# --------------------------------------------------------------------------- parameters
@dataclass(frozen=True)
class Metrics:
    """Every size of the drawing, as a fraction of the canvas width.

    The defaults suit the Europe board (47 cities on a 1.40:1 board). Shapes (circles, train
    spaces, passenger tokens and the gaps between them) are sized for a board of
    :attr:`reference_aspect`; a board of another shape scales them by its
    :attr:`BoardGeometry.size_factor` (see :meth:`scaled`), so a portrait board such as
    Deutschland (0.645:1, drawn 1.55 widths tall) gets proportionally bigger spaces and circles
    instead of small ones lost in a tall canvas. Text sizes (city names) and the click tolerance
    are not scaled: they are about the reader and the mouse, not the board.
    """

    #: Empty border around the board on every side.
    margin: float = 0.03
    city_radius: float = 0.0085
    big_city_radius: float = 0.0105
    #: A country (Deutschland's border circles): a larger ring with a flag.
    country_radius: float = 0.0115
    #: Bare track between a city circle and the first train space.
    city_gap: float = 0.003
    #: Width of a train space (perpendicular to the track).
    space_width: float = 0.011
    #: Preferred range of a space's length. Spaces fill the track between the two city circles:
    #: their length follows from the free length and the number of spaces; above the maximum
    #: the gaps between spaces grow instead (up to :attr:`max_space_gap`), and only then the
    #: spaces, so a route always reaches both of its cities. Below the minimum the gaps shrink
    #: first (down to :attr:`min_space_gap`).
    max_space_length: float = 0.032
    min_space_length: float = 0.016
    #: Gap between consecutive spaces, as a fraction of the space length (and its range).
    space_gap: float = 0.14
    min_space_gap: float = 0.07
    max_space_gap: float = 0.6
    #: Gap between the parallel tracks of a double (or triple) route.
    track_gap: float = 0.003
    #: Extra clearance between the first spaces of routes fanning out of the same city.
    fan_gap: float = 0.002
    #: A route bends away from a third city closer than its radius + half the tracks + this.
    bend_clearance: float = 0.004
    #: A route also bends around a shorter route leaving the same city at less than this angle
    #: (degrees).
    narrow_angle: float = 25.0
    #: Largest bend: the curve's control point is at most this × the route's span off the line.
    max_bend: float = 0.5
    #: City name font size (normal view and projector mode, see
    #: :mod:`ttrwidgets.render.typography`) and train-space symbol font size.
    label_size: float = LABEL_PX / REFERENCE_CANVAS_PX
    projector_label_size: float = PROJECTOR_LABEL_PX / REFERENCE_CANVAS_PX
    symbol_size: float = 0.0085
    #: Width of the halo stroked around city names, in em of the label font.
    label_halo: float = 0.2
    projector_label_halo: float = 0.3
    #: Clearance kept between a name (with its halo) and train spaces, circles, other names.
    label_margin: float = 0.0015
    #: Click tolerance around train spaces and city circles.
    tolerance: float = 0.003
    #: Radius of a passenger token (a disc with the colour's letter; its count beside it).
    token_radius: float = 0.0058
    #: The board shape the shape sizes above are meant for (width / height).
    reference_aspect: float = 1.4
    #: Size factor of the shapes; ``None``: from the board's aspect (:meth:`size_factor_for`).
    size_factor: float | None = None

    #: The fields :meth:`scaled` multiplies.
    SCALED = ("city_radius", "big_city_radius", "country_radius", "city_gap", "space_width",
              "max_space_length", "min_space_length", "track_gap", "fan_gap", "bend_clearance",
              "symbol_size", "token_radius")

    def size_factor_for(self, aspect: float) -> float:
        """How much bigger the shapes are drawn on a board of ``aspect`` (width / height).

        Shapes keep their size relative to the board's *area*: a board of the same area as a
        :attr:`reference_aspect` board one canvas width wide, so the factor is
        ``sqrt(reference_aspect / aspect)``, bounded to 0.75 … 2. Europe (1.40) gets exactly 1;
        Deutschland (0.645) about 1.47.

        >>> Metrics().size_factor_for(1.4), round(Metrics().size_factor_for(0.6451), 3)
        (1.0, 1.473)
        """
        if self.size_factor is not None:
            return float(self.size_factor)
        if not aspect > 0 or aspect == self.reference_aspect:
            return 1.0
        return max(0.75, min(2.0, math.sqrt(self.reference_aspect / aspect)))

    def scaled(self, factor: float) -> "Metrics":
        """These metrics with every shape size (:attr:`SCALED`) multiplied by ``factor``.

        >>> Metrics().scaled(2.0).space_width, Metrics().scaled(2.0).label_size == Metrics().label_size
        (0.022, True)
        """
        if factor == 1.0:
            return replace(self, size_factor=1.0)
        return replace(self, size_factor=1.0,
                       **{k: getattr(self, k) * factor for k in self.SCALED})


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


@dataclass(frozen=True)
class CityShape:
    """A city circle and its name label in the normal view (``label_pos`` is the centre of
    the text, ``label_box`` the box it covers, ``leader`` its leader line or ``None``; the
    projector-mode label is in :meth:`BoardGeometry.label_layout`)."""

    city: int
    name: str
    label: str
    centre: Point
    radius: float
    big: bool
    country: bool
    label_pos: Point
    label_box: BBox
    leader: tuple[Point, Point] | None = None


# --------------------------------------------------------------------------- small helpers
def route_kind(route: Any) -> str:
    """``"normal"``, ``"tunnel"`` or ``"ferry"`` for a route whose ``kind`` is a ``RouteKind``
    (a ``str`` enum) or a plain string.

    >>> route_kind(SimpleNamespace(kind="tunnel"))
    'tunnel'
    """
    kind = getattr(route, "kind", "normal")
    return str(getattr(kind, "value", kind) or "normal").lower()


class _Polyline:
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


# --------------------------------------------------------------------------- the geometry
@dataclass(frozen=True)
class BoardGeometry:
    """Everything drawn on the board, in canvas pixels, plus a fast :meth:`hit_test`.

    Build it with :meth:`build`. ``width``/``height`` are the exact canvas size the drawing
    fills (``height = (width - 2·margin) / aspect + 2·margin``); ``height_px`` is ``height``
    rounded up, for creating the canvas. ``routes[r]`` and ``cities[c]`` are indexed like the
    map's routes and cities; ``spaces`` lists every train space (route by route).
    """

    map_id: str
    width: float
    height: float
    aspect: float
    margin: float
    metrics: Metrics
    cities: tuple[CityShape, ...]
    routes: tuple[RouteShape, ...]
    spaces: tuple[SpaceShape, ...]
    #: Pixel sizes used when drawing (``Metrics`` × width).
    space_width: float
    label_size: float
    symbol_size: float
    tolerance: float
    _cell: float = field(repr=False, compare=False, default=1.0)
    _space_grid: dict = field(repr=False, compare=False, default_factory=dict)
    _city_grid: dict = field(repr=False, compare=False, default_factory=dict)
    _label_grid: dict = field(repr=False, compare=False, default_factory=dict)
    _label_args: tuple = field(repr=False, compare=False, default=())
    _label_key: tuple = field(repr=False, compare=False, default=())
    _label_layouts: dict = field(repr=False, compare=False, default_factory=dict)
    #: Passenger token slots: city -> capacity -> slot cells (see :meth:`token_slots`).
    size_factor: float = 1.0
    token_radius: float = 0.0
    _token_slots: dict = field(repr=False, compare=False, default_factory=dict)
    _token_memo: dict = field(repr=False, compare=False, default_factory=dict)

    # ------------------------------------------------------------------ construction
    @classmethod
    def build(cls, game_map: Any, width_px: float, metrics: Metrics | None = None
              ) -> "BoardGeometry":
        """Lay out ``game_map`` on a canvas ``width_px`` wide.

        Parameters
        ----------
        game_map : GameMap
            Anything with ``id``, ``cities`` (``index``, ``name``, ``display_name``,
            ``big_city``, optional ``country``), ``routes`` (``index``, ``id``, ``a``, ``b``,
            ``length``, ``colour``, ``kind``, ``locomotives``) and ``layout`` (``aspect``,
            ``positions`` as board fractions, optional ``labels`` offsets in board fractions).
        width_px : float
            Canvas width in pixels; the height follows from the board's aspect ratio.
        metrics : Metrics, optional
            Sizes as fractions of the width.

        Returns
        -------
        BoardGeometry
        """
        m0 = metrics or Metrics()
        W = float(width_px)
        if not W > 0:
            raise ValueError(f"width_px must be positive, got {width_px!r}")
        layout = game_map.layout
        aspect = float(getattr(layout, "aspect", 1.4) or 1.4)
        factor = m0.size_factor_for(aspect)
        m = m0.scaled(factor)
        margin = m.margin * W
        bw = W - 2 * margin
        bh = bw / aspect
        H = bh + 2 * margin
        cities_in = list(game_map.cities)
        positions = list(layout.positions)
        labels = list(getattr(layout, "labels", None) or ())
        if len(positions) != len(cities_in):
            raise ValueError(f"layout has {len(positions)} positions for {len(cities_in)} cities")

        sw = m.space_width * W
        label_size = m.label_size * W
        tol = m.tolerance * W

        # ---- cities
        centres: list[Point] = [(margin + fx * bw, margin + fy * bh) for fx, fy in positions]
        radii: list[float] = []
        countries = [_is_country(c) for c in cities_in]
        for c, country in zip(cities_in, countries):
            big = bool(getattr(c, "big_city", False))
            radii.append((m.country_radius if country else m.big_city_radius if big
                          else m.city_radius) * W)

        # ---- tracks: group the routes by city pair
        routes_in = list(game_map.routes)
        pairs: dict[tuple[int, int], list[Any]] = {}
        for rt in routes_in:
            key = (rt.a, rt.b) if rt.a <= rt.b else (rt.b, rt.a)
            pairs.setdefault(key, []).append(rt)

        gap_c = m.city_gap * W
        near = _narrow_neighbours(pairs, centres, math.radians(m.narrow_angle))
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
                poly = _Polyline([(px + qx * off, py + qy * off) for px, py, qx, qy in samples])
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
            L, gap = _fit_spaces(s1 - s0, n, lmin, lmax, m.space_gap, m.min_space_gap,
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
                                _spaces_overlap(p, q) for p in sp1 for q in sp2):
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

        routes = tuple(shapes)  # type: ignore[arg-type]
        spaces = tuple(s for r in routes for s in r.spaces)  # type: ignore[union-attr]

        # ---- city names: placed clear of spaces, circles and each other
        texts = tuple(str(getattr(c, "display_name", None) or c.name) for c in cities_in)
        offsets = tuple(tuple(labels[i]) if i < len(labels) and labels[i] is not None else None
                        for i in range(len(cities_in)))
        label_args = (texts, offsets, tuple(centres), tuple(radii), spaces, W, H, bw, bh)
        # everything the layout depends on, free of the canvas width
        label_key = (texts, offsets, tuple(positions), aspect, m,
                     tuple((rt.a, rt.b, int(rt.length), route_kind(rt)) for rt in routes_in))
        normal = layout_labels_cached(
            (label_key, False), W, *label_args, label_size, m.label_halo * label_size,
            m.label_margin * W, lmax)
        cities = [CityShape(i, c.name, texts[i], centres[i], radii[i],
                            bool(getattr(c, "big_city", False)),
                            countries[i],
                            normal[i].pos, normal[i].box, normal[i].leader)
                  for i, c in enumerate(cities_in)]

        # ---- passenger token slots, for the cities that hold passengers at set-up
        ncol = len(getattr(game_map, "passengers", None) or ()) or MAX_TOKENS
        caps = {i: min(ncol, MAX_TOKENS, int(getattr(c, "passengers", 0) or 0))
                for i, c in enumerate(cities_in)}
        rt = m.token_radius * W
        caps = {i: k for i, k in caps.items() if k > 0}
        tkey = (label_key, tuple(sorted(caps.items())))
        unit = TOKEN_CACHE.get(tkey)
        if unit is None:
            token_slots = place_token_slots(
                caps, centres, radii, [(lab.box, lab.leader) for lab in normal], spaces, rt,
                W, H, m.label_margin * W, lmax)
            if len(TOKEN_CACHE) >= LABEL_CACHE_SIZE:
                TOKEN_CACHE.pop(next(iter(TOKEN_CACHE)))
            TOKEN_CACHE[tkey] = scale_slots(token_slots, 1 / W)
        else:   # the placement is scale-invariant: remembered in units of the width
            token_slots = scale_slots(unit, W)

        # ---- hit-test grids
        cell = max(lmax, 1e-6)
        space_grid: dict[tuple[int, int], list[int]] = {}
        for i, s in enumerate(spaces):
            grid_add(space_grid, cell, s.bbox, tol, i)
        city_grid: dict[tuple[int, int], list[int]] = {}
        label_grid: dict[tuple[int, int], list[int]] = {}
        for c in cities:
            x, y = c.centre
            grid_add(city_grid, cell, (x - c.radius, y - c.radius, x + c.radius, y + c.radius),
                      tol, c.city)
            grid_add(label_grid, cell, c.label_box, 0.0, c.city)
        freeze = lambda d: {k: tuple(v) for k, v in d.items()}  # noqa: E731
        return cls(map_id=str(getattr(game_map, "id", "")), width=W, height=H, aspect=aspect,
                   margin=margin, metrics=m, cities=tuple(cities), routes=routes, spaces=spaces,
                   space_width=sw, label_size=label_size, symbol_size=m.symbol_size * W,
                   tolerance=tol, _cell=cell, _space_grid=freeze(space_grid),
                   _city_grid=freeze(city_grid), _label_grid=freeze(label_grid),
                   _label_args=label_args, _label_key=label_key,
                   _label_layouts={False: normal}, size_factor=factor, token_radius=rt,
                   _token_slots=token_slots)

    # ------------------------------------------------------------------ coordinates
    @property
    def height_px(self) -> int:
        """Canvas height to create (``height`` rounded up)."""
        return math.ceil(self.height - 1e-9)

    @property
    def scale(self) -> float:
        """Pixels per unit of board fraction along x (the board's drawn width)."""
        return self.width - 2 * self.margin

    def to_canvas(self, fx: float, fy: float) -> Point:
        """Board fractions (as in the map layout) → canvas pixels."""
        bw = self.width - 2 * self.margin
        return (self.margin + fx * bw, self.margin + fy * bw / self.aspect)

    def to_board(self, x: float, y: float) -> Point:
        """Canvas pixels → board fractions (inverse of :meth:`to_canvas`)."""
        bw = self.width - 2 * self.margin
        return ((x - self.margin) / bw, (y - self.margin) / (bw / self.aspect))

    # ------------------------------------------------------------------ city names
    def label_layout(self, projector: bool = False) -> tuple["LabelShape", ...]:
        """The placed city names, in city order: the normal view's (``label_size``), or the
        projector mode's (``Metrics.projector_label_size``, computed on first use and kept).

        Both layouts keep every name clear of train spaces, other cities' circles and other
        names where any spot allows it (see :func:`.labels.layout_labels`); ``clear`` says which did.
        """
        key = bool(projector)
        got = self._label_layouts.get(key)
        if got is None:
            m = self.metrics
            size = m.projector_label_size * self.width
            got = layout_labels_cached(
                (self._label_key, True), self.width, *self._label_args, size,
                m.projector_label_halo * size, m.label_margin * self.width, self._cell)
            self._label_layouts[key] = got
        return got

    # ------------------------------------------------------------------ hit testing
    def city_at(self, x: float, y: float, tolerance: float = 0.0) -> int | None:
        """Index of the city whose circle (grown by ``tolerance``) contains the point."""
        key = (math.floor(x / self._cell), math.floor(y / self._cell))
        best, best_d = None, 0.0
        for c in self._city_grid.get(key, ()):
            cs = self.cities[c]
            d = math.hypot(x - cs.centre[0], y - cs.centre[1]) - cs.radius
            if d <= tolerance and (best is None or d < best_d):
                best, best_d = c, d
        return best

    def route_at(self, x: float, y: float, tolerance: float | None = None) -> int | None:
        """Index of the route with a train space containing the point (grown by ``tolerance``,
        default :attr:`tolerance`); the space the point is deepest inside wins."""
        tol = self.tolerance if tolerance is None else tolerance
        key = (math.floor(x / self._cell), math.floor(y / self._cell))
        best, best_d = None, 0.0
        spaces = self.spaces
        for i in self._space_grid.get(key, ()):
            d = spaces[i].depth(x, y)
            if d <= tol and (best is None or d < best_d):
                best, best_d = spaces[i].route, d
        return best

    # ------------------------------------------------------------------ passengers
    def token_slots(self, city: int, n: int) -> tuple[tuple[Point, Point, BBox], ...]:
        """Where ``n`` passenger tokens stand at ``city``: one ``(disc centre, count text
        centre, cell box)`` per token, in reading order.

        Cities holding passengers at set-up (``City.passengers``) have their slots placed with
        the board, clear of names, circles and each other's slots, as far as possible clear of
        train spaces (see :func:`.tokens.place_token_slots`); passengers are only ever taken from a
        city, so a city never shows more tokens than it has slots. Other cities (or more
        tokens than slots) get slots placed on first use, clear of names and circles.
        """
        if n <= 0:
            return ()
        have = self._token_slots.get(city, ())
        if len(have) >= n:
            return have[:n]
        key = (city, n)
        got = self._token_memo.get(key)
        if got is None:
            labs = self.label_layout(False)
            placed = place_token_slots(
                {city: n}, [c.centre for c in self.cities], [c.radius for c in self.cities],
                [(lab.box, lab.leader) for lab in labs], self.spaces, self.token_radius,
                self.width, self.height, self.metrics.label_margin * self.width, self._cell,
                others=[b for cc, sl in self._token_slots.items() if cc != city
                        for _, _, b in sl])
            got = placed[city]
            self._token_memo[key] = got
        return got

    def passenger_tokens(self, passengers: Mapping[int, Sequence[tuple[str, int]]] | None
                         ) -> tuple["TokenShape", ...]:
        """The tokens of ``passengers`` (``BoardView.passengers``: city index → ``(colour key,
        count)`` pairs), city by city, each city's colours in the order of the card colours
        (:class:`~ttrwidgets.ttr.colours.Colour`); zero counts and unknown cities are left
        out."""
        if not passengers:
            return ()
        key = tuple(sorted((c, tuple(sorted((str(k), int(n)) for k, n in v)))
                           for c, v in passengers.items()))
        got = self._token_memo.get(("tokens", key))
        if got is not None:
            return got
        from .palette import as_colour
        out: list[TokenShape] = []
        rt = self.token_radius
        for city, pairs in key:
            if not 0 <= city < len(self.cities):
                continue
            here = sorted(((as_colour(k), k, n) for k, n in pairs if n > 0),
                          key=lambda t: t[0].value)
            for (colour, k, n), (disc, count_at, box) in zip(
                    here, self.token_slots(city, len(here))):
                out.append(TokenShape(city, colour.key, n, colour.symbol, disc, rt, count_at,
                                      TOKEN_COUNT_EM * rt, box))
        got = tuple(out)
        if len(self._token_memo) > 64:
            self._token_memo.clear()
        self._token_memo[("tokens", key)] = got
        return got

    def passenger_at(self, x: float, y: float,
                     passengers: Mapping[int, Sequence[tuple[str, int]]] | None,
                     tolerance: float | None = None) -> "TokenShape | None":
        """The passenger token under the point: its disc (grown by ``tolerance``, default
        :attr:`tolerance`) or its count; the nearest disc wins."""
        tol = self.tolerance if tolerance is None else tolerance
        best, best_d = None, 0.0
        for t in self.passenger_tokens(passengers):
            x0, y0, x1, y1 = t.box
            if not (x0 - tol <= x <= x1 + tol and y0 - tol <= y <= y1 + tol):
                continue
            d = math.hypot(x - t.centre[0], y - t.centre[1]) - t.radius
            if d > tol and not (x0 <= x <= x1 and y0 <= y <= y1):
                continue
            if best is None or d < best_d:
                best, best_d = t, d
        return best

    def hit_test(self, x: float, y: float, projector: bool = False,
                 passengers: Mapping[int, Sequence[tuple[str, int]]] | None = None
                 ) -> Hit | None:
        """What a click at canvas pixel ``(x, y)`` means.

        Returns ``Hit("city", i)`` inside a city circle; else, when ``passengers`` (the
        shown ``BoardView.passengers``) is given, ``Hit("passenger", i, colour)`` on a
        passenger token at city ``i`` (its disc, with tolerance, or its count); else
        ``Hit("route", r)`` on a train space (with tolerance); else ``Hit("city", i)`` near a
        circle or on its name label (the projector-mode labels when ``projector``); else
        ``None``.
        """
        c = self.city_at(x, y)
        if c is not None:
            return Hit("city", c)
        if passengers:
            t = self.passenger_at(x, y, passengers)
            if t is not None:
                return Hit("passenger", t.city, t.colour)
        r = self.route_at(x, y)
        if r is not None:
            return Hit("route", r)
        c = self.city_at(x, y, self.tolerance)
        if c is not None:
            return Hit("city", c)
        if projector:
            for lab in self.label_layout(True):
                x0, y0, x1, y1 = lab.box
                if x0 <= x <= x1 and y0 <= y <= y1:
                    return Hit("city", lab.city)
            return None
        key = (math.floor(x / self._cell), math.floor(y / self._cell))
        for c in self._label_grid.get(key, ()):
            x0, y0, x1, y1 = self.cities[c].label_box
            if x0 <= x <= x1 and y0 <= y <= y1:
                return Hit("city", c)
        return None


def _spaces_overlap(p: SpaceShape, q: SpaceShape) -> bool:
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


def _fit_spaces(avail: float, n: int, lmin: float, lmax: float, gap: float, min_gap: float,
                max_gap: float) -> tuple[float, float]:
    """``(space length, gap)`` for ``n`` spaces filling ``avail`` px exactly
    (``n·L + (n-1)·gap = avail``).

    The spaces take the preferred gap (``gap`` × L) when that makes them between ``lmin`` and
    ``lmax``; longer than ``lmax``, they stay at ``lmax`` and the gaps grow, up to ``max_gap`` ×
    L, and only beyond that the spaces grow too (a single space simply spans the track);
    shorter than ``lmin``, the gaps shrink first, down to ``min_gap`` × L.

    >>> [round(v, 3) for v in _fit_spaces(100, 2, 10, 50, 0.1, 0.05, 0.5)]  # preferred gap
    [47.619, 4.762]
    >>> _fit_spaces(100, 2, 10.0, 30.0, 0.1, 0.05, 0.5)        # capped: the gap grows
    (40.0, 20.0)
    >>> _fit_spaces(100, 1, 10, 30, 0.1, 0.05, 0.5)        # one space spans the track
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


def _is_country(city: Any) -> bool:
    """Whether a node is a country: ``City.is_country`` when the map has it, else a truthy
    ``country`` field (older map shapes)."""
    flag = getattr(city, "is_country", None)
    return bool(flag) if flag is not None else bool(getattr(city, "country", False))


def _narrow_neighbours(pairs: dict, centres: list, max_angle: float) -> dict:
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


# --------------------------------------------------------------------------- a tiny demo map
def _demo_map() -> Any:
    """A three-city map with a double route, a tunnel and a ferry (for doctests).

    >>> m = _demo_map()
    >>> len(m.cities), len(m.routes)
    (3, 3)
    """
    from ttrwidgets.ttr.colours import Colour

    ns = SimpleNamespace
    cities = (ns(index=0, name="Aa", display_name="Aa", big_city=True, country=False),
              ns(index=1, name="Bb", display_name="Bb", big_city=False, country=False),
              ns(index=2, name="Cc", display_name="Cc", big_city=False, country=False))
    routes = (ns(index=0, id="R1", a=0, b=1, length=3, colour=Colour.RED, kind="tunnel",
                 locomotives=0, group=None),
              ns(index=1, id="R2", a=1, b=2, length=2, colour=Colour.GRAY, kind="ferry",
                 locomotives=1, group="D1"),
              ns(index=2, id="R3", a=1, b=2, length=2, colour=Colour.GRAY, kind="ferry",
                 locomotives=1, group="D1"))
    layout = ns(aspect=1.4, positions=((0.1, 0.2), (0.5, 0.3), (0.8, 0.8)),
                labels=((0, -0.05), (0, 0.05), (0.06, 0)))
    return ns(id="demo", version=1, name="Demo", cities=cities, routes=routes, tickets=(),
              layout=layout)
