"""The grid board of Trans Europa / Trans America: geometry, hit-testing, draw operations and
colours -- the rail family's board, drawn with the generic renderer's parts.

Pure like the renderer it is built on (:mod:`ttrwidgets.render`, no widget code):
:meth:`GridGeometry.build` lays out a :class:`~ttrwidgets.trans.board.GridBoard` on a canvas
``width_px`` wide; :func:`draw_grid` turns a :class:`GridView` (filled from the Trans family's
``view(state, seat)`` with :meth:`GridView.from_view`) into the same
:class:`~ttrwidgets.render.draw.Op` values as the route boards, on the same three layers
(:data:`~ttrwidgets.render.draw.LAYERS`), so :func:`~ttrwidgets.render.canvas.replay` and
:func:`~ttrwidgets.render.svg.to_svg` draw them unchanged.

Geometry
--------
Intersection ``(col, row)`` sits at ``x = col / 2``, ``y = row · √3 / 2`` grid units (every
line is one unit long, ``shared/maps-reference/TRANS.md``); the board keeps that aspect, fitted
to the canvas width inside a margin, so ``unit`` (pixels per line) follows from the width. Every
size below is a fraction of ``unit`` (:class:`GridMetrics`), except the names' font, which is
the route boards' (:mod:`~ttrwidgets.render.typography`: 14 px at 1200 px, 26 px in
projector mode).

City names are placed by the route boards' label placer (:mod:`ttrwidgets.render.labels`), with
the intersections' dots as the obstacles a name should not cover: a name never covers another
name or a city's dot, and covers a bare intersection only where nothing else is possible
(``clear=False``).

Hit-testing
-----------
:meth:`GridGeometry.hit_test` (also :meth:`~GridGeometry.hit`) returns the
:class:`~ttrwidgets.render.geometry.Hit` the Trans family's ``preview(state, seat, hit)`` takes:

``Hit("node", v)``
    within :attr:`GridMetrics.hit_node` units of intersection ``v`` (a city or not): place a
    start marker there. Intersections win near their centre.
``Hit("line", i)``
    else within :attr:`GridMetrics.hit_line` units (perpendicular distance to the segment) of
    line ``i``, the nearest one: lay a rail on it.
``Hit("node", city's node)``
    else on a city's name.
``None``
    else (the middle of a triangle, outside the board).

Layers and roles (:data:`GRID_ROLES`)
-------------------------------------
``"map"`` (static): the paper, the grid's lines (thin, light) and dots, double lines as two
parallel strokes with a mark in the middle: a wave over water (a polyline), a peak over
mountains (a filled triangle), so the kind is told by shape, not colour.

``"claims"`` (after every move): rails (a thick near-black casing, and inside it the network's
colour and dash pattern: every connected group of rails is one network, coloured by the lowest
seat whose start marker it holds, so merged networks share one colour); the cities (a disc in
the card colour with its letter, a dashed ring for the dashed-border cards, washed out when
they are out of play with 2–3 players); the cities the view shows for a seat (a ring in the
seat's colour and a badge with the seat number; thicker for the viewer's own); start markers
(squares in the seat colour with the seat number); the city names, last, so rails never hide
them.

``"highlight"``: the hint (one optimal tree of the fewest rails still needed: an amber glow
under a dashed black line, with a labelled badge), the preview of a rail or a start marker,
highlighted lines and intersections (over the previews: a puzzle's picked line keeps a hint's
outline), the selection (white halo, black ring, white core).

Examples
--------
>>> from ttrwidgets.trans.board import load_board
>>> b = load_board("trans_europa")
>>> g = GridGeometry.build(b, 1200)
>>> len(g.nodes), len(g.lines), len(g.cities), (g.width, g.height_px)
(210, 577, 35, (1200.0, 842))
>>> g.hit_test(*g.nodes[7])
Hit(kind='node', index=7)
>>> g.hit_test(*g.lines[3].mid)
Hit(kind='line', index=3)
>>> g.hit_test(2, 2) is None
True
>>> ops = draw_grid(g, GridView(rails=(3,), markers={0: b.lines[3].a}))
>>> [len(op) for op in ops if op.role in ("rails", "markers")]
[1, 1]
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from typing import Any, Collection, Iterable, Mapping, Sequence

from ..render import palette as P
from ..render import typography as T
from ..render.draw import LAYERS, PROJECTOR_LINE_SCALE, Op, _text_op
from ..render.labels import LabelShape, layout_labels_cached, unplaced_labels
from ..render.shapes import BBox, Hit, Point, SpaceShape, grid_add
from ..render.typography import REFERENCE_CANVAS_PX

__all__ = ["GridMetrics", "GridLine", "GridCity", "GridGeometry", "GridView", "Network",
           "GRID_ROLES", "NETWORK_DASHES", "networks", "draw_grid", "grid_svg",
           "grid_thumbnail_svg", "GRID_THUMB_ROLES",
           "TRANS_COLOURS", "TRANS_CITY_FILLS", "TRANS_CITY_LETTERS", "trans_city_fill",
           "trans_city_text", "trans_city_letter", "GRID_LINE", "GRID_NODE", "WATER",
           "MOUNTAIN", "RAIL", "NETWORK_COLOURS", "network_colour"]

_SQRT3_2 = math.sqrt(3) / 2


# --------------------------------------------------------------------------- colours
# (the colour maths they were chosen with, the paper, the ink and the seats' colours are the
# renderer's: ttrwidgets.render.palette)
#: The five card colours of Trans Europa / Trans America (``trans.cards``), in the rules' order.
TRANS_COLOURS: tuple[str, ...] = ("brown", "white", "pink", "orange", "turquoise")
#: City fills of the Trans card colours. Brown and orange are the Okabe–Ito-derived tones of the
#: route palette; pink and turquoise were chosen by a search so that every pair of the five stays
#: at least ``ΔE00 ≈ 13`` apart in normal vision and under simulated deuteranopia, protanopia and
#: tritanopia (``tests/render/test_render_grid.py``); each carries its letter
#: (:data:`TRANS_CITY_LETTERS`) at ≥ 4.5:1, so colour is never the only cue.
TRANS_CITY_FILLS: Mapping[str, str] = {
    "brown": "#8c510a", "white": "#ffffff", "pink": "#ff5fa2", "orange": "#e69f00",
    "turquoise": "#13b7bf",
}
#: The letter drawn in each Trans city (and on its card).
TRANS_CITY_LETTERS: Mapping[str, str] = {
    "brown": "B", "white": "W", "pink": "P", "orange": "O", "turquoise": "T",
}
#: Grid lines (thin, light) and the intersections' dots of a Trans board.
GRID_LINE = "#a89f88"
GRID_NODE = "#8f856d"
#: Double lines: over water (Okabe–Ito blue, with wave marks) and over mountains (dark brown,
#: with peak marks); the marks, not the colours, tell them apart.
WATER = "#0072b2"
MOUNTAIN = "#7a5a3a"
#: A rail: a thick near-black casing; the network's colour runs inside it.
RAIL = P.INK
#: Network colours (inside the rails), Paul Tol's "light" scheme: light enough to show on the
#: rail's dark casing (≥ 6.5:1 against :data:`RAIL`). Each network also has its own dash
#: pattern (:data:`NETWORK_DASHES`), so colour is not the only cue.
NETWORK_COLOURS: tuple[str, ...] = ("#77aadd", "#ee8866", "#eedd88", "#44bb99", "#ffaabb",
                                    "#dddddd", "#99ddff", "#bbcc33")


def trans_city_fill(colour: str) -> str:
    """Fill of a Trans city of card colour ``colour`` (``"brown"`` … ``"turquoise"``).

    >>> trans_city_fill("pink"), trans_city_letter("turquoise"), trans_city_text("brown")
    ('#ff5fa2', 'T', '#ffffff')
    """
    return TRANS_CITY_FILLS[str(colour).lower()]


def trans_city_text(colour: str) -> str:
    """Colour of the letter on :func:`trans_city_fill` of ``colour``."""
    return P.text_colour(trans_city_fill(colour))


def trans_city_letter(colour: str) -> str:
    """The letter of a Trans card colour."""
    return TRANS_CITY_LETTERS[str(colour).lower()]


def network_colour(k: int) -> str:
    """Colour of network number ``k`` (cycling through :data:`NETWORK_COLOURS`)."""
    return NETWORK_COLOURS[k % len(NETWORK_COLOURS)]


# --------------------------------------------------------------------------- parameters
@dataclass(frozen=True)
class GridMetrics:
    """Sizes of the grid drawing: ``margin`` and the names (``label_*``) as fractions of the
    canvas width, everything else as fractions of ``unit``, the length of one line."""

    margin: float = 0.03
    #: A bare intersection's dot, and a city's disc.
    node_radius: float = 0.055
    city_radius: float = 0.17
    #: Grid lines; the two strokes of a double line, half their distance apart.
    line_width: float = 0.028
    double_width: float = 0.032
    double_gap: float = 0.075
    #: The double strokes stop this far from the intersections (so they do not merge there).
    double_trim: float = 0.16
    #: The wave (water) and the peak (mountain) in the middle of a double line.
    mark_size: float = 0.13
    #: A rail: its dark casing and the network's colour inside.
    rail_width: float = 0.13
    rail_inner: float = 0.06
    #: A start marker: half the side of its square; a holder's badge: its radius.
    marker_half: float = 0.2
    badge_radius: float = 0.1
    #: Click radius of an intersection, and click tolerance of a line (perpendicular).
    hit_node: float = 0.25
    hit_line: float = 0.2
    #: Room around a city's disc for its rings (dashed card, holder), kept clear of names.
    ring_room: float = 0.09
    label_size: float = T.LABEL_PX / REFERENCE_CANVAS_PX
    projector_label_size: float = T.PROJECTOR_LABEL_PX / REFERENCE_CANVAS_PX
    label_halo: float = 0.2
    projector_label_halo: float = 0.3
    label_margin: float = 0.0015


#: Dash patterns (in units of the inner rail width) of networks 0, 1, 2, ...: with the network
#: colours, so two networks differ by more than colour.
NETWORK_DASHES: tuple[tuple[float, ...], ...] = (
    (), (3.0, 1.5), (1.0, 1.2), (4.0, 1.2, 1.0, 1.2), (2.0, 2.0), (6.0, 1.5, 1.0, 1.5, 1.0, 1.5))

#: Every role :func:`draw_grid` can emit, per layer, in drawing order.
GRID_ROLES: Mapping[str, tuple[str, ...]] = {
    "map": ("clear", "background", "grid-lines", "double-casings", "water-lines",
            "mountain-lines", "water-marks", "mountain-marks", "grid-nodes"),
    "claims": ("clear", "rail-casings", "rails", "cities", "city-outlines", "city-letters",
               "dashed-rings", "out-of-play", "holder-rings", "holder-badges",
               "holder-badge-outlines", "holder-numbers", "markers", "marker-outlines",
               "marker-numbers", "label-leaders", "city-labels"),
    "highlight": ("clear", "hint-glow", "hint-lines", "hint-badge", "hint-badge-outline",
                  "hint-text", "preview-casing", "preview-rails", "preview-cross",
                  "preview-marker", "preview-marker-outline", "preview-marker-number",
                  "highlight-lines", "highlight-nodes", "selected-halo", "selected-outer",
                  "selected-inner"),
}

#: What a board's small picture keeps (the start page's game cards).
GRID_THUMB_ROLES = frozenset({"background", "grid-lines", "double-casings", "water-lines",
                              "mountain-lines", "cities", "city-outlines"})


# --------------------------------------------------------------------------- shapes
@dataclass(frozen=True)
class GridLine:
    """Line ``index`` between intersections ``a`` and ``b`` (``p`` and ``q`` on the canvas);
    ``cost`` 1 (plain) or 2 (double, ``kind`` ``"water"`` or ``"mountain"``)."""

    index: int
    a: int
    b: int
    p: Point
    q: Point
    cost: int
    kind: str

    @property
    def mid(self) -> Point:
        return ((self.p[0] + self.q[0]) / 2, (self.p[1] + self.q[1]) / 2)

    @property
    def direction(self) -> Point:
        dx, dy = self.q[0] - self.p[0], self.q[1] - self.p[1]
        d = math.hypot(dx, dy) or 1.0
        return (dx / d, dy / d)

    def distance(self, x: float, y: float) -> float:
        """Distance from ``(x, y)`` to the segment."""
        (ax, ay), (bx, by) = self.p, self.q
        dx, dy = bx - ax, by - ay
        L2 = dx * dx + dy * dy
        t = 0.0 if L2 == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / L2))
        return math.hypot(ax + t * dx - x, ay + t * dy - y)


@dataclass(frozen=True)
class GridCity:
    """City ``index`` on intersection ``node``: its card ``colour``, ``dashed`` border, disc and
    placed name (normal view; :meth:`GridGeometry.label_layout` has both layouts)."""

    index: int
    name: str
    colour: str
    dashed: bool
    node: int
    centre: Point
    radius: float
    label_pos: Point
    label_box: BBox
    leader: tuple[Point, Point] | None = None


@dataclass(frozen=True)
class Network:
    """A connected group of rails: its ``lines``, ``nodes``, the ``seats`` whose start marker it
    holds, and its colour number ``k`` (the lowest of those seats; networks without a marker,
    possible only with special card 18, come after every seat)."""

    lines: tuple[int, ...]
    nodes: frozenset
    seats: tuple[int, ...]
    k: int

    @property
    def colour(self) -> str:
        return network_colour(self.k)

    @property
    def dash(self) -> tuple[float, ...]:
        return NETWORK_DASHES[self.k % len(NETWORK_DASHES)]


def networks(n_nodes: int, lines: Sequence[tuple[int, int]], rails: Iterable[int],
             markers: Mapping[int, int], n_seats: int | None = None) -> tuple[Network, ...]:
    """The networks of ``rails`` (line indices into ``lines``, each ``(a, b)``), with the start
    ``markers`` (seat → node) they hold, ordered by colour number.

    A network's colour number is the lowest seat whose marker it holds; networks without a
    marker are numbered after the seats (``n_seats``, default one more than the highest seat)
    by their lowest node. A marker without rails is no network (its square shows it).

    >>> [(n.lines, n.seats, n.k) for n in networks(4, [(0, 1), (1, 2), (2, 3)], [0, 2],
    ...                                             {1: 0, 0: 3})]
    [((2,), (0,), 0), ((0,), (1,), 1)]
    """
    parent = list(range(n_nodes))

    def find(v: int) -> int:
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v
    rails = sorted(set(int(r) for r in rails if 0 <= r < len(lines)))
    for r in rails:
        a, b = find(lines[r][0]), find(lines[r][1])
        if a != b:
            parent[max(a, b)] = min(a, b)
    groups: dict[int, list[int]] = {}
    for r in rails:
        groups.setdefault(find(lines[r][0]), []).append(r)
    seats_at: dict[int, list[int]] = {}
    for seat, node in markers.items():
        if node is not None and 0 <= node < n_nodes:
            seats_at.setdefault(find(node), []).append(seat)
    top = n_seats if n_seats is not None else (max(markers, default=-1) + 1)
    out = []
    stray = 0
    for root in sorted(groups, key=lambda r: (min(seats_at.get(r, [math.inf])), r)):
        ls = groups[root]
        nodes = frozenset(v for r in ls for v in lines[r])
        seats = tuple(sorted(seats_at.get(root, ())))
        if seats:
            k = seats[0]
        else:
            k = top + stray
            stray += 1
        out.append(Network(tuple(ls), nodes, seats, k))
    return tuple(out)


# --------------------------------------------------------------------------- the geometry
@dataclass(frozen=True)
class GridGeometry:
    """Everything drawn on a grid board, in canvas pixels, plus a fast :meth:`hit_test`.

    Build it with :meth:`build`. ``nodes[v]`` is intersection ``v``'s centre, ``points[v]`` its
    ``(col, row)``; ``lines[i]`` and ``cities[c]`` are indexed like the board's. ``unit`` is the
    length of a line in pixels; ``width``/``height`` the canvas the drawing fills.
    """

    board_id: str
    width: float
    height: float
    margin: float
    unit: float
    metrics: GridMetrics
    nodes: tuple[Point, ...]
    points: tuple[tuple[int, int], ...]
    lines: tuple[GridLine, ...]
    cities: tuple[GridCity, ...]
    node_radius: float
    city_radius: float
    hit_node: float
    hit_line: float
    label_size: float
    _cell: float = field(repr=False, compare=False, default=1.0)
    _node_grid: dict = field(repr=False, compare=False, default_factory=dict)
    _line_grid: dict = field(repr=False, compare=False, default_factory=dict)
    _node_at: dict = field(repr=False, compare=False, default_factory=dict)
    _line_of: dict = field(repr=False, compare=False, default_factory=dict)
    _city_at: dict = field(repr=False, compare=False, default_factory=dict)
    _city_index: dict = field(repr=False, compare=False, default_factory=dict)
    _label_args: tuple = field(repr=False, compare=False, default=())
    _label_key: tuple = field(repr=False, compare=False, default=())
    _label_layouts: dict = field(repr=False, compare=False, default_factory=dict)

    # ------------------------------------------------------------------ construction
    @classmethod
    def build(cls, board: Any, width_px: float, metrics: GridMetrics | None = None, *,
              names: bool = True) -> "GridGeometry":
        """Lay out ``board`` on a canvas ``width_px`` wide.

        Parameters
        ----------
        board : GridBoard or str
            A :class:`~ttrwidgets.trans.board.GridBoard` (anything with ``id``, ``nodes`` as
            ``(col, row)``, ``lines`` with ``index, a, b, cost, kind`` and ``cities`` with
            ``index, name, colour, dashed, node``) or a shipped board's id.
        width_px : float
            Canvas width in pixels; the height follows from the board's shape.
        metrics : GridMetrics, optional
        names : bool, default True
            False: the city names are not laid out (each at its city's centre, an empty box),
            for a picture that draws none (the start page's thumbnails).

        Returns
        -------
        GridGeometry
        """
        if isinstance(board, str):
            from .board import load_board
            board = load_board(board)
        m = metrics or GridMetrics()
        W = float(width_px)
        if not W > 0:
            raise ValueError(f"width_px must be positive, got {width_px!r}")
        pts = [(int(c), int(r)) for c, r in board.nodes]
        if not pts:
            raise ValueError("a grid board needs intersections")
        xy = [(c / 2, r * _SQRT3_2) for c, r in pts]
        x0, x1 = min(x for x, _ in xy), max(x for x, _ in xy)
        y0, y1 = min(y for _, y in xy), max(y for _, y in xy)
        margin = m.margin * W
        unit = (W - 2 * margin) / max(x1 - x0, 1.0)
        H = (y1 - y0) * unit + 2 * margin
        nodes = tuple((margin + (x - x0) * unit, margin + (y - y0) * unit) for x, y in xy)
        lines = tuple(GridLine(i, ln.a, ln.b, nodes[ln.a], nodes[ln.b], int(ln.cost),
                               str(ln.kind)) for i, ln in enumerate(board.lines))
        cr = m.city_radius * unit
        nr = m.node_radius * unit

        # ---- city names: clear of the city discs, each other and (where possible) the dots
        cities_in = list(board.cities)
        texts = tuple(str(c.name) for c in cities_in)
        centres = tuple(nodes[c.node] for c in cities_in)
        # names keep clear of the rings drawn around a city (dashed card, holder)
        radii = tuple(cr + m.ring_room * unit for _ in cities_in)
        city_nodes = {c.node for c in cities_in}
        bare = [v for v in range(len(nodes)) if v not in city_nodes]
        offsets = tuple(None for _ in cities_in)
        label_size = m.label_size * W
        label_args = (texts, offsets, centres, radii, W, H, W - 2 * margin, (y1 - y0) * unit,
                      tuple(nodes[v] for v in bare), nr)
        label_key = ("grid", str(getattr(board, "id", "")), texts, tuple(pts),
                     tuple(c.node for c in cities_in), m)
        normal = _grid_labels(label_key, False, label_args, label_size,
                              m.label_halo * label_size, m.label_margin * W, unit, cr) \
            if names else unplaced_labels(texts, centres, label_size, m.label_halo * label_size)
        cities = tuple(GridCity(i, c.name, str(c.colour), bool(c.dashed), c.node, centres[i], cr,
                                normal[i].pos, normal[i].box, normal[i].leader)
                       for i, c in enumerate(cities_in))

        # ---- hit-test buckets (one line long)
        cell = unit
        hn, hl = m.hit_node * unit, m.hit_line * unit
        node_grid: dict = {}
        for v, (x, y) in enumerate(nodes):
            grid_add(node_grid, cell, (x, y, x, y), max(hn, cr), v)
        line_grid: dict = {}
        for ln in lines:
            bb = (min(ln.p[0], ln.q[0]), min(ln.p[1], ln.q[1]),
                  max(ln.p[0], ln.q[0]), max(ln.p[1], ln.q[1]))
            grid_add(line_grid, cell, bb, hl, ln.index)
        freeze = lambda d: {k: tuple(v) for k, v in d.items()}  # noqa: E731
        line_of = {}
        for ln in lines:
            line_of[(ln.a, ln.b)] = line_of[(ln.b, ln.a)] = ln.index
        return cls(board_id=str(getattr(board, "id", "")), width=W, height=H, margin=margin,
                   unit=unit, metrics=m, nodes=nodes, points=tuple(pts), lines=lines,
                   cities=cities, node_radius=nr, city_radius=cr, hit_node=hn, hit_line=hl,
                   label_size=label_size, _cell=cell, _node_grid=freeze(node_grid),
                   _line_grid=freeze(line_grid), _node_at={p: v for v, p in enumerate(pts)},
                   _line_of=line_of, _city_at={c.node: c.index for c in cities},
                   _city_index={c.name: c.index for c in cities},
                   _label_args=label_args, _label_key=label_key,
                   _label_layouts={False: normal})

    # ------------------------------------------------------------------ lookups
    @property
    def height_px(self) -> int:
        """Canvas height to create (``height`` rounded up)."""
        return math.ceil(self.height - 1e-9)

    def node_at(self, point: Sequence[int]) -> int:
        """The intersection at ``(col, row)`` (KeyError if none)."""
        return self._node_at[(int(point[0]), int(point[1]))]

    def line_of(self, a: int, b: int) -> int | None:
        """The line between intersections ``a`` and ``b``, or None."""
        return self._line_of.get((a, b))

    def city_at(self, node: int) -> int | None:
        """The city on intersection ``node``, or None."""
        return self._city_at.get(node)

    def city_index(self, name: str) -> int:
        """The city called ``name`` (as the board spells it)."""
        return self._city_index[name]

    def label_layout(self, projector: bool = False) -> tuple[LabelShape, ...]:
        """The placed city names, in city order: the normal view's, or projector mode's
        (larger; computed on first use and kept). ``clear`` is False for a name that covers a
        bare intersection (never a city or another name where any spot allows it)."""
        key = bool(projector)
        got = self._label_layouts.get(key)
        if got is None:
            m = self.metrics
            size = m.projector_label_size * self.width
            got = _grid_labels(self._label_key, True, self._label_args, size,
                               m.projector_label_halo * size, m.label_margin * self.width,
                               self.unit, self.city_radius)
            self._label_layouts[key] = got
        return got

    # ------------------------------------------------------------------ hit testing
    def _bucket(self, grid: dict, x: float, y: float) -> tuple:
        return grid.get((math.floor(x / self._cell), math.floor(y / self._cell)), ())

    def node_near(self, x: float, y: float, radius: float | None = None) -> int | None:
        """The nearest intersection within ``radius`` px (default :attr:`hit_node`; a city's
        disc counts wholly)."""
        best, best_d = None, 0.0
        for v in self._bucket(self._node_grid, x, y):
            nx_, ny_ = self.nodes[v]
            d = math.hypot(x - nx_, y - ny_)
            r = self.hit_node if radius is None else radius
            if v in self._city_at and radius is None:
                r = max(r, self.city_radius)
            if d <= r and (best is None or d < best_d):
                best, best_d = v, d
        return best

    def line_near(self, x: float, y: float, tolerance: float | None = None) -> int | None:
        """The nearest line within ``tolerance`` px (default :attr:`hit_line`) of the point."""
        tol = self.hit_line if tolerance is None else tolerance
        best, best_d = None, 0.0
        for i in self._bucket(self._line_grid, x, y):
            d = self.lines[i].distance(x, y)
            if d <= tol and (best is None or d < best_d):
                best, best_d = i, d
        return best

    def hit_test(self, x: float, y: float, projector: bool = False) -> Hit | None:
        """What a click at canvas pixel ``(x, y)`` means: ``Hit("node", v)``,
        ``Hit("line", i)``, ``Hit("node", v)`` on a city's name, or ``None`` (module
        docstring). ``projector``: the projector-mode names."""
        v = self.node_near(x, y)
        if v is not None:
            return Hit("node", v)
        i = self.line_near(x, y)
        if i is not None:
            return Hit("line", i)
        for lab in self.label_layout(projector):
            x0, y0, x1, y1 = lab.box
            if x0 <= x <= x1 and y0 <= y <= y1:
                return Hit("node", self.cities[lab.city].node)
        return None

    hit = hit_test


#: Clearances (× the dot radius) tried in turn for the bare intersections a name should not
#: cover; ``0``: none. The first layout in which no name covers a city's disc or another name
#: wins (the placer weighs a covered dot like a covered disc when nothing is clear, so with
#: large projector names the dots have to give way).
LABEL_DOT_TRIES = (1.6, 1.0, 0.0)


def _grid_labels(key: tuple, projector: bool, args: tuple, size: float, halo: float,
                 margin: float, cell: float, disc: float) -> tuple[LabelShape, ...]:
    """The city names of a grid board (see :data:`LABEL_DOT_TRIES`); remembered per board
    shape like the route boards' names."""
    texts, offsets, centres, radii, W, H, bw, bh, dots, nr = args
    got: tuple[LabelShape, ...] = ()
    for k, f in enumerate(LABEL_DOT_TRIES):
        dr = f * nr
        spaces = tuple(SpaceShape(-1, i, (x, y), ((x - dr, y - dr), (x + dr, y - dr),
                                                  (x + dr, y + dr), (x - dr, y + dr)),
                                  (1.0, 0.0), 2 * dr, 2 * dr)
                       for i, (x, y) in enumerate(dots)) if dr > 0 else ()
        got = layout_labels_cached((key, projector, f), W, texts, offsets, centres, radii,
                                    spaces, W, H, bw, bh, size, halo, margin, cell)
        if not _names_collide(got, centres, disc):
            break
    return got


def _names_collide(labels: Sequence[LabelShape], centres: Sequence[Point], r: float) -> bool:
    """Does a name cover a city's disc of radius ``r`` or another name?"""
    for lab in labels:
        x0, y0, x1, y1 = lab.box
        for cx, cy in centres:
            dx = max(x0 - cx, 0.0, cx - x1)
            dy = max(y0 - cy, 0.0, cy - y1)
            if dx * dx + dy * dy < r * r:
                return True
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            if a.box[0] < b.box[2] and b.box[0] < a.box[2] and a.box[1] < b.box[3] \
                    and b.box[1] < a.box[3]:
                return True
    return False


# --------------------------------------------------------------------------- the view
@dataclass(frozen=True)
class GridView:
    """What the grid board shows besides the board itself; fill it from the Trans family's
    ``view(state, seat)`` with :meth:`from_view` (which decides what a seat may see).

    Parameters
    ----------
    rails : Collection[int]
        Lines with a rail.
    markers : Mapping[int, int]
        Seat → intersection of its start marker (placed markers only).
    cities : Mapping[int, Collection[int]]
        Seat → the city indices of its hand that the view shows (a seat's own; everyone's for
        the teacher or after the round; revealed ones): a ring in the seat's colour and a badge
        with the seat number.
    viewer : int, optional
        Whose view it is: that seat's cities get the thicker ring.
    n_seats : int, optional
        Number of seats (network colour numbers of marker-less networks come after them).
    dashed_out : bool
        The dashed-border cities are out of play (2–3 players): washed out.
    seat_colours : Sequence[str], optional
        Override of the seat fill colours.
    hint_lines : Collection[int]
        A hint: e.g. one optimal tree of the fewest rails still needed
        (``trans.missing.missing_rails``), drawn dashed over an amber glow.
    hint_text : str
        The hint's label (in the learner's language, e.g. ``"Hint: 4 rails"``), in a badge by
        the tree; empty: no badge.
    highlight_lines, highlight_nodes : Collection[int]
        A magenta outline (explanation steps: a step's ``lines``).
    selected_line, selected_node : int, optional
        The selection: white halo, black ring, white core.
    preview_lines : Collection[int]
        A rail a click would lay, for ``preview_seat``: translucent in the seat's colour when
        ``preview_ok``, else a thin dashed line crossed out.
    preview_node : int, optional
        A start marker a click would place (translucent, dashed outline).
    labels, projector : bool
        City names; projector mode (larger names, every line thicker).
    """

    rails: Collection[int] = ()
    markers: Mapping[int, int] = field(default_factory=dict)
    cities: Mapping[int, Collection[int]] = field(default_factory=dict)
    viewer: int | None = None
    n_seats: int | None = None
    dashed_out: bool = False
    seat_colours: Sequence[str] | None = None
    hint_lines: Collection[int] = ()
    hint_text: str = ""
    highlight_lines: Collection[int] = ()
    highlight_nodes: Collection[int] = ()
    selected_line: int | None = None
    selected_node: int | None = None
    preview_lines: Collection[int] = ()
    preview_node: int | None = None
    preview_seat: int | None = None
    preview_ok: bool = True
    labels: bool = True
    projector: bool = False

    @classmethod
    def from_view(cls, geometry: GridGeometry, view: Mapping[str, Any], **kwargs: Any
                  ) -> "GridView":
        """From the Trans family's ``view(state, seat)`` (``rails`` as point pairs, each
        player's ``marker`` point and shown ``cities`` by name); ``kwargs`` add overlays.

        >>> from ttrwidgets import trans
        >>> s, _ = trans.new_game("trans_europa", 2, seed=3)
        >>> g = GridGeometry.build(s.map, 600)
        >>> v = GridView.from_view(g, trans.view(s, 0))
        >>> sorted(v.cities), len(v.cities[0]), v.viewer, v.dashed_out
        ([0], 5, 0, True)
        """
        rails = []
        for pa, pb in view.get("rails", ()):
            line = geometry.line_of(geometry.node_at(pa), geometry.node_at(pb))
            if line is not None:
                rails.append(line)
        markers, cities = {}, {}
        players = view.get("players", ())
        for s, p in enumerate(players):
            if p.get("marker") is not None:
                markers[s] = geometry.node_at(p["marker"])
            shown = [geometry.city_index(n) for n in p.get("cities", ())]
            if shown:
                cities[s] = tuple(shown)
        args: dict[str, Any] = dict(rails=tuple(rails), markers=markers, cities=cities,
                                    viewer=view.get("viewer"), n_seats=len(players),
                                    dashed_out=0 < len(players) <= 3)
        args.update(kwargs)
        return cls(**args)


# --------------------------------------------------------------------------- helpers
def _lw(g: GridGeometry, frac: float, projector: bool, minimum: float = 0.75) -> float:
    """A line width of ``frac`` units (× :data:`~ttrwidgets.render.draw.PROJECTOR_LINE_SCALE`
    in projector mode)."""
    k = PROJECTOR_LINE_SCALE if projector else 1.0
    return round(max(minimum, frac * g.unit) * k, 3)


def _offset(p: Point, q: Point, d: float, trim: float) -> tuple[Point, Point]:
    """The segment ``pq`` moved ``d`` px to its left and shortened by ``trim`` px at each end."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    L = math.hypot(dx, dy) or 1.0
    ux, uy = dx / L, dy / L
    nx, ny = -uy, ux
    return ((p[0] + ux * trim + nx * d, p[1] + uy * trim + ny * d),
            (q[0] - ux * trim + nx * d, q[1] - uy * trim + ny * d))


def _wave(ln: GridLine, size: float, amplitude: float) -> tuple[Point, ...]:
    """A small wave (two periods, ``2·size`` long) running along the middle of a double line,
    between its two strokes: a river between its banks."""
    (mx, my), (ux, uy) = ln.mid, ln.direction
    nx, ny = -uy, ux
    pts = []
    for k in range(25):
        t = (k / 24 - 0.5) * 2 * size          # along the line
        a = amplitude * math.sin(k / 24 * 4 * math.pi)
        pts.append((round(mx + ux * t + nx * a, 2), round(my + uy * t + ny * a, 2)))
    return tuple(pts)


def _peak(ln: GridLine, size: float) -> tuple[Point, ...]:
    """A small peak (a triangle pointing up the canvas) on the middle of a double line."""
    mx, my = ln.mid
    h = 1.1 * size
    return ((mx - size, my + h / 2), (mx + size, my + h / 2), (mx, my - h / 2))


def _square(c: Point, h: float) -> tuple[Point, ...]:
    x, y = c
    return ((x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h))


def _seg(g: GridGeometry, i: int, stops: Collection[int] = ()) -> tuple[Point, Point]:
    """Line ``i``, shortened where it meets a city's disc or a node in ``stops`` (start
    markers), so an overlay drawn over it leaves them readable."""
    ln = g.lines[i]
    (ax, ay), (bx, by) = ln.p, ln.q
    L = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / L, (by - ay) / L
    ta = g.city_radius if g.city_at(ln.a) is not None or ln.a in stops else 0.0
    tb = g.city_radius if g.city_at(ln.b) is not None or ln.b in stops else 0.0
    return ((ax + ux * ta, ay + uy * ta), (bx - ux * tb, by - uy * tb))


def _box_free(box: BBox, labels: Sequence[BBox], discs: Sequence[tuple[Point, float]],
              W: float, H: float) -> bool:
    """Is ``box`` inside the canvas and clear of the ``labels`` boxes and the ``discs``?"""
    x0, y0, x1, y1 = box
    if x0 < 0 or y0 < 0 or x1 > W or y1 > H:
        return False
    for b in labels:
        if x0 < b[2] and b[0] < x1 and y0 < b[3] and b[1] < y1:
            return False
    for (cx, cy), r in discs:
        dx = max(x0 - cx, 0.0, cx - x1)
        dy = max(y0 - cy, 0.0, cy - y1)
        if dx * dx + dy * dy < r * r:
            return False
    return True


def _valid(items: Iterable[int] | None, n: int) -> list[int]:
    return sorted({int(i) for i in (items or ()) if i is not None and 0 <= int(i) < n})


# --------------------------------------------------------------------------- layers
def draw_grid_map(g: GridGeometry, projector: bool = False) -> list[Op]:
    """The static ``"map"`` layer: paper, grid lines, double lines with their marks, dots."""
    L = "map"
    W, H = g.width, g.height
    m = g.metrics
    ops = [Op(L, "clear", "clear"), Op(L, "fill_polygons", "background", {
        "points": (((0.0, 0.0), (W, 0.0), (W, H), (0.0, H)),), "colors": (P.BACKGROUND,),
        "alpha": 1.0})]
    plain = [ln for ln in g.lines if ln.cost == 1]
    ops.append(Op(L, "stroke_lines", "grid-lines", {
        "points": tuple((ln.p, ln.q) for ln in plain), "colors": (GRID_LINE,) * len(plain),
        "lines": tuple(ln.index for ln in plain), "line_width": _lw(g, m.line_width, projector),
        "dash": (), "line_cap": "round", "alpha": 1.0}))
    doubles = [ln for ln in g.lines if ln.cost != 1]
    if doubles:
        gap, trim = m.double_gap * g.unit, m.double_trim * g.unit
        # the paper between the two strokes (hides the grid's light line under a double line)
        ops.append(Op(L, "stroke_lines", "double-casings", {
            "points": tuple(_offset(ln.p, ln.q, 0.0, trim) for ln in doubles),
            "colors": (P.BACKGROUND,) * len(doubles),
            "lines": tuple(ln.index for ln in doubles),
            "line_width": round(2 * gap, 3), "dash": (), "line_cap": "butt", "alpha": 1.0}))
        for kind, role, colour in (("water", "water-lines", WATER),
                                   ("mountain", "mountain-lines", MOUNTAIN)):
            mine = [ln for ln in doubles if ln.kind == kind]
            if not mine:
                continue
            segs = [s for ln in mine for s in (_offset(ln.p, ln.q, gap, trim),
                                               _offset(ln.p, ln.q, -gap, trim))]
            ops.append(Op(L, "stroke_lines", role, {
                "points": tuple(segs), "colors": (colour,) * len(segs),
                "lines": tuple(ln.index for ln in mine for _ in (0, 1)),
                "line_width": _lw(g, m.double_width, projector), "dash": (),
                "line_cap": "butt", "alpha": 1.0}))
        size = m.mark_size * g.unit
        water = [ln for ln in doubles if ln.kind == "water"]
        if water:
            ops.append(Op(L, "stroke_lines", "water-marks", {
                "points": tuple(_wave(ln, size, 0.45 * gap) for ln in water),
                "colors": (WATER,) * len(water), "lines": tuple(ln.index for ln in water),
                "line_width": _lw(g, 0.8 * m.double_width, projector), "dash": (),
                "line_cap": "round", "alpha": 1.0}))
        peaks = [ln for ln in doubles if ln.kind != "water"]
        if peaks:
            ops.append(Op(L, "fill_polygons", "mountain-marks", {
                "points": tuple(_peak(ln, size) for ln in peaks),
                "colors": (MOUNTAIN,) * len(peaks), "lines": tuple(ln.index for ln in peaks),
                "alpha": 1.0}))
    bare = [v for v in range(len(g.nodes)) if g.city_at(v) is None]
    ops.append(Op(L, "fill_circles", "grid-nodes", {
        "x": tuple(g.nodes[v][0] for v in bare), "y": tuple(g.nodes[v][1] for v in bare),
        "radius": (g.node_radius * (1.3 if projector else 1.0),) * len(bare),
        "colors": (GRID_NODE,) * len(bare), "nodes": tuple(bare), "alpha": 1.0}))
    return ops


def draw_grid_claims(g: GridGeometry, view: GridView) -> list[Op]:
    """The ``"claims"`` layer: rails by network, cities, holders, start markers, names."""
    L = "claims"
    pj = view.projector
    m = g.metrics
    ops: list[Op] = [Op(L, "clear", "clear")]
    n_lines, n_nodes = len(g.lines), len(g.nodes)
    markers = {s: v for s, v in view.markers.items()
               if s is not None and s >= 0 and v is not None and 0 <= v < n_nodes}

    # ---- rails: a dark casing, the network's colour and dash pattern inside
    nets = networks(n_nodes, [(ln.a, ln.b) for ln in g.lines], _valid(view.rails, n_lines),
                    markers, view.n_seats)
    if nets:
        segs = [(g.lines[r], net) for net in nets for r in net.lines]
        ops.append(Op(L, "stroke_lines", "rail-casings", {
            "points": tuple((ln.p, ln.q) for ln, _ in segs), "colors": (RAIL,) * len(segs),
            "lines": tuple(ln.index for ln, _ in segs),
            "networks": tuple(net.k for _, net in segs),
            "line_width": _lw(g, m.rail_width, pj), "dash": (), "line_cap": "round",
            "alpha": 1.0}))
        inner = _lw(g, m.rail_inner, pj)
        for net in nets:   # one op per network: each has its own dash pattern
            ops.append(Op(L, "stroke_lines", "rails", {
                "points": tuple((g.lines[r].p, g.lines[r].q) for r in net.lines),
                "colors": (net.colour,) * len(net.lines), "lines": net.lines,
                "networks": (net.k,) * len(net.lines),
                "line_width": inner, "dash": tuple(round(d * inner, 2) for d in net.dash),
                "line_cap": "butt", "alpha": 1.0}))

    # ---- cities: a disc in the card colour with its letter; dashed cards: a dashed ring
    cs = g.cities
    if cs:
        disc = {"x": tuple(c.centre[0] for c in cs), "y": tuple(c.centre[1] for c in cs),
                "radius": tuple(c.radius for c in cs), "cities": tuple(c.index for c in cs),
                "nodes": tuple(c.node for c in cs)}
        ops.append(Op(L, "fill_circles", "cities", {
            **disc, "colors": tuple(trans_city_fill(c.colour) for c in cs), "alpha": 1.0}))
        ops.append(Op(L, "stroke_circles", "city-outlines", {
            **disc, "colors": (P.CITY_OUTLINE,) * len(cs),
            "line_width": _lw(g, 0.025, pj), "dash": (), "alpha": 1.0}))
        letters: dict[str, list] = {}
        for c in cs:
            letters.setdefault(trans_city_text(c.colour), []).append(
                (trans_city_letter(c.colour), c.centre[0], c.centre[1], c.index))
        for colour in sorted(letters):
            ops.append(_text_op(L, "city-letters", letters[colour], colour, 1.15 * g.city_radius,
                                key="cities"))
        dashed = [c for c in cs if c.dashed]
        if dashed:
            lw = _lw(g, 0.03, pj)
            ops.append(Op(L, "stroke_circles", "dashed-rings", {
                "x": tuple(c.centre[0] for c in dashed), "y": tuple(c.centre[1] for c in dashed),
                "radius": tuple(c.radius + 2.2 * lw for c in dashed),
                "cities": tuple(c.index for c in dashed), "colors": (P.INK,) * len(dashed),
                "line_width": lw, "dash": (round(2.5 * lw, 2), round(1.8 * lw, 2)),
                "alpha": 1.0}))
            if view.dashed_out:
                ops.append(Op(L, "fill_circles", "out-of-play", {
                    "x": tuple(c.centre[0] for c in dashed),
                    "y": tuple(c.centre[1] for c in dashed),
                    "radius": tuple(c.radius + 0.5 for c in dashed),
                    "cities": tuple(c.index for c in dashed),
                    "colors": (P.DIM,) * len(dashed), "alpha": P.DIM_ALPHA}))

    # ---- the cities the view shows for a seat: a ring in its colour, a numbered badge
    held = sorted((c, s) for s, cities in view.cities.items() if s is not None and s >= 0
                  for c in _valid(cities, len(cs)))
    if held:
        for own in (False, True):
            mine = [(c, s) for c, s in held if (s == view.viewer) == own]
            if not mine:
                continue
            lw = _lw(g, 0.05 if own else 0.03, pj)
            ops.append(Op(L, "stroke_circles", "holder-rings", {
                "x": tuple(cs[c].centre[0] for c, _ in mine),
                "y": tuple(cs[c].centre[1] for c, _ in mine),
                "radius": tuple(cs[c].radius + 1.2 * lw for c, _ in mine),
                "cities": tuple(c for c, _ in mine), "seats": tuple(s for _, s in mine),
                "colors": tuple(P.player_style(s, view.seat_colours).fill for _, s in mine),
                "line_width": lw, "dash": (), "alpha": 1.0}))
        br = m.badge_radius * g.unit
        # the badge sits on the ring, on the first diagonal clear of the names
        boxes = [lab.box for lab in g.label_layout(pj)] if view.labels else []
        pos = []
        for c, _ in held:
            (x, y), d = cs[c].centre, cs[c].radius + 1.1 * br
            spots = [(x + math.cos(a) * d, y + math.sin(a) * d)
                     for a in (math.radians(t) for t in (-45, -135, 45, 135, -90, 90))]
            pos.append(next((q for q in spots if _box_free(
                (q[0] - br, q[1] - br, q[0] + br, q[1] + br), boxes, (), g.width, g.height)),
                spots[0]))
        badge = {"x": tuple(x for x, _ in pos), "y": tuple(y for _, y in pos),
                 "radius": (br,) * len(held), "cities": tuple(c for c, _ in held),
                 "seats": tuple(s for _, s in held)}
        ops.append(Op(L, "fill_circles", "holder-badges", {
            **badge, "colors": tuple(P.player_style(s, view.seat_colours).fill
                                     for _, s in held), "alpha": 1.0}))
        ops.append(Op(L, "stroke_circles", "holder-badge-outlines", {
            **badge, "colors": (P.PAPER,) * len(held), "line_width": _lw(g, 0.02, pj),
            "dash": (), "alpha": 1.0}))
        texts: dict[str, list] = {}
        for (c, s), (x, y) in zip(held, pos):
            st = P.player_style(s, view.seat_colours)
            texts.setdefault(st.text, []).append((st.symbol, x, y, s))
        for colour in sorted(texts):
            ops.append(_text_op(L, "holder-numbers", texts[colour], colour, 1.5 * br,
                                key="seats"))

    # ---- start markers: a square in the seat's colour with the seat number
    if markers:
        ms = sorted(markers.items())
        h = m.marker_half * g.unit
        sq = tuple(_square(g.nodes[v], h) for _, v in ms)
        common = {"points": sq, "seats": tuple(s for s, _ in ms),
                  "nodes": tuple(v for _, v in ms)}
        ops.append(Op(L, "fill_polygons", "markers", {
            **common, "colors": tuple(P.player_style(s, view.seat_colours).fill
                                      for s, _ in ms), "alpha": 1.0}))
        ops.append(Op(L, "stroke_polygons", "marker-outlines", {
            **common, "colors": (P.PAPER,) * len(ms), "line_width": _lw(g, 0.035, pj),
            "dash": (), "alpha": 1.0}))
        texts = {}
        for s, v in ms:
            st = P.player_style(s, view.seat_colours)
            texts.setdefault(st.text, []).append((st.symbol, g.nodes[v][0], g.nodes[v][1], s))
        for colour in sorted(texts):
            ops.append(_text_op(L, "marker-numbers", texts[colour], colour, 1.3 * h,
                                key="seats"))

    # ---- names, last: nothing hides them
    if view.labels and cs:
        lay = g.label_layout(pj)
        leaders = [lab for lab in lay if lab.leader is not None]
        if leaders:
            ops.append(Op(L, "stroke_lines", "label-leaders", {
                "points": tuple(lab.leader for lab in leaders),
                "colors": (P.LABEL_TEXT,) * len(leaders),
                "cities": tuple(lab.city for lab in leaders),
                "line_width": _lw(g, 0.015, pj), "dash": (), "line_cap": "round",
                "alpha": 1.0}))
        ops.append(_text_op(L, "city-labels",
                            [(lab.text, lab.pos[0], lab.pos[1], lab.city) for lab in lay],
                            P.LABEL_TEXT, lay[0].size, halo=P.LABEL_HALO,
                            halo_width=lay[0].halo, key="cities"))
    return ops


def draw_grid_highlights(g: GridGeometry, view: GridView) -> list[Op]:
    """The ``"highlight"`` layer: hint tree, previews, highlights, selection."""
    L = "highlight"
    pj = view.projector
    m = g.metrics
    ops: list[Op] = [Op(L, "clear", "clear")]
    n_lines, n_nodes = len(g.lines), len(g.nodes)

    # ---- the hint: an amber glow under a dashed black line, and its labelled badge
    stops = frozenset(v for v in view.markers.values() if v is not None)
    hint = _valid(view.hint_lines, n_lines)
    if hint:
        segs = tuple(_seg(g, i, stops) for i in hint)
        ops.append(Op(L, "stroke_lines", "hint-glow", {
            "points": segs, "colors": (P.HINT,) * len(hint), "lines": tuple(hint),
            "line_width": _lw(g, 0.16, pj, 3.0), "dash": (), "line_cap": "round",
            "alpha": 0.75}))
        lw = _lw(g, 0.045, pj, 1.5)
        ops.append(Op(L, "stroke_lines", "hint-lines", {
            "points": segs, "colors": (P.INK,) * len(hint), "lines": tuple(hint),
            "line_width": lw, "dash": (round(2.5 * lw, 2), round(1.5 * lw, 2)),
            "line_cap": "butt", "alpha": 1.0}))
        if view.hint_text:
            size = (m.projector_label_size if pj else m.label_size) * g.width
            cx = sum(g.lines[i].mid[0] for i in hint) / len(hint)
            cy = sum(g.lines[i].mid[1] for i in hint) / len(hint)
            hx = T.text_width(view.hint_text, size) / 2 + 0.3 * size
            hy = T.TEXT_HALF_HEIGHT_EM * size + 0.2 * size
            # beside the tree's line nearest its middle, clear of names and cities if it can
            labels = [lab.box for lab in g.label_layout(pj)] if view.labels else []
            discs = [(c.centre, c.radius + m.ring_room * g.unit) for c in g.cities]
            spots = []
            for i in sorted(hint, key=lambda i: (math.dist(g.lines[i].mid, (cx, cy)), i)):
                mx, my = g.lines[i].mid
                for dy in (-1, 1):
                    x = min(max(mx, hx + 1), g.width - hx - 1)
                    spots.append((i, x, my + dy * (0.3 * g.unit + hy)))
            at, x, y = next((t for t in spots if _box_free(
                (t[1] - hx, t[2] - hy, t[1] + hx, t[2] + hy), labels, discs, g.width,
                g.height)), spots[0])
            box = ((x - hx, y - hy), (x + hx, y - hy), (x + hx, y + hy), (x - hx, y + hy))
            ops.append(Op(L, "fill_polygons", "hint-badge", {
                "points": (box,), "colors": (P.PAPER,), "lines": (at,), "alpha": 0.95}))
            ops.append(Op(L, "stroke_polygons", "hint-badge-outline", {
                "points": (box,), "colors": (P.INK,), "lines": (at,), "line_width": lw,
                "dash": (round(2.5 * lw, 2), round(1.5 * lw, 2)), "alpha": 1.0}))
            ops.append(_text_op(L, "hint-text", [(view.hint_text, x, y, at)], P.INK, size,
                                key="lines"))

    # ---- previews: a rail (or why not) and a start marker
    seat = view.preview_seat
    st = P.player_style(seat if seat is not None and seat >= 0 else 0, view.seat_colours)
    pv = _valid(view.preview_lines, n_lines)
    if pv:
        segs = tuple(_seg(g, i, stops) for i in pv)
        if view.preview_ok:
            ops.append(Op(L, "stroke_lines", "preview-casing", {
                "points": segs, "colors": (P.PAPER,) * len(pv), "lines": tuple(pv),
                "line_width": _lw(g, m.rail_width * 1.35, pj), "dash": (), "line_cap": "round",
                "alpha": 0.8}))
            lw = _lw(g, m.rail_width, pj)
            ops.append(Op(L, "stroke_lines", "preview-rails", {
                "points": segs, "colors": (st.fill,) * len(pv), "lines": tuple(pv),
                "line_width": lw, "dash": (round(1.2 * lw, 2), round(0.6 * lw, 2)),
                "line_cap": "butt", "alpha": 0.7}))
        else:
            lw = _lw(g, 0.04, pj, 1.2)
            ops.append(Op(L, "stroke_lines", "preview-rails", {
                "points": segs, "colors": (P.INK,) * len(pv), "lines": tuple(pv),
                "line_width": lw, "dash": (round(2 * lw, 2), round(2 * lw, 2)),
                "line_cap": "butt", "alpha": 1.0}))
            r = 0.12 * g.unit
            cross = []
            for i in pv:
                x, y = g.lines[i].mid
                cross += [((x - r, y - r), (x + r, y + r)), ((x - r, y + r), (x + r, y - r))]
            ops.append(Op(L, "stroke_lines", "preview-cross", {
                "points": tuple(cross), "colors": (P.INK,) * len(cross),
                "lines": tuple(i for i in pv for _ in (0, 1)),
                "line_width": _lw(g, 0.06, pj, 1.5), "dash": (), "line_cap": "round",
                "alpha": 1.0}))
    if view.preview_node is not None and 0 <= view.preview_node < n_nodes:
        v = view.preview_node
        sq = (_square(g.nodes[v], m.marker_half * g.unit),)
        seats = (seat,) if seat is not None else (None,)
        ops.append(Op(L, "fill_polygons", "preview-marker", {
            "points": sq, "colors": (st.fill,), "nodes": (v,), "seats": seats, "alpha": 0.55}))
        lw = _lw(g, 0.04, pj, 1.2)
        ops.append(Op(L, "stroke_polygons", "preview-marker-outline", {
            "points": sq, "colors": (P.INK,), "nodes": (v,), "seats": seats, "line_width": lw,
            "dash": (round(2 * lw, 2), round(1.5 * lw, 2)), "alpha": 1.0}))
        if seat is not None and seat >= 0:
            ops.append(_text_op(L, "preview-marker-number",
                                [(st.symbol, g.nodes[v][0], g.nodes[v][1], seat)], st.text,
                                1.3 * m.marker_half * g.unit, key="seats"))

    # ---- highlights (explanation steps, a puzzle's hints): over the previews, so that a
    # line the learner picked still shows its outline
    hl = _valid(view.highlight_lines, n_lines)
    if hl:
        ops.append(Op(L, "stroke_lines", "highlight-lines", {
            "points": tuple(_seg(g, i, stops) for i in hl),
            "colors": (P.HIGHLIGHT,) * len(hl), "lines": tuple(hl),
            "line_width": _lw(g, 0.07, pj, 1.5), "dash": (), "line_cap": "round",
            "alpha": 1.0}))
    hn = _valid(view.highlight_nodes, n_nodes)
    if hn:
        ops.append(Op(L, "stroke_circles", "highlight-nodes", {
            "x": tuple(g.nodes[v][0] for v in hn), "y": tuple(g.nodes[v][1] for v in hn),
            "radius": tuple(1.5 * g.city_radius for _ in hn), "nodes": tuple(hn),
            "colors": (P.HIGHLIGHT,) * len(hn), "line_width": _lw(g, 0.045, pj, 1.5),
            "dash": (), "alpha": 1.0}))

    # ---- the selection: a wide white halo, a thick black ring, a white core line
    sel_line = view.selected_line if view.selected_line is not None and \
        0 <= view.selected_line < n_lines else None
    sel_node = view.selected_node if view.selected_node is not None and \
        0 <= view.selected_node < n_nodes else None
    for role, colour, frac, alpha in (("selected-halo", P.SELECTED_HALO, 0.24, 0.9),
                                      ("selected-outer", P.SELECTED, 0.12, 1.0),
                                      ("selected-inner", P.SELECTED_INNER, 0.045, 1.0)):
        lw = _lw(g, frac, pj, 1.0)
        if sel_line is not None:
            ops.append(Op(L, "stroke_lines", role, {
                "points": (_seg(g, sel_line, stops),), "colors": (colour,), "lines": (sel_line,),
                "line_width": lw, "dash": (), "line_cap": "round", "alpha": alpha}))
        if sel_node is not None:
            x, y = g.nodes[sel_node]
            ops.append(Op(L, "stroke_circles", role, {
                "x": (x,), "y": (y,), "radius": (1.6 * g.city_radius,), "nodes": (sel_node,),
                "colors": (colour,), "line_width": lw, "dash": (), "alpha": alpha}))
    return ops


def draw_grid(geometry: GridGeometry, view: GridView | None = None, lang: str = "en",
              layers: Iterable[str] = LAYERS) -> list[Op]:
    """All draw operations for ``view`` on ``geometry``, layer by layer (bottom to top).

    Parameters
    ----------
    geometry : GridGeometry
    view : GridView, optional
        Rails, markers, shown cities, overlays; default: the bare board with its cities.
    lang : str
        The learner's language (city names are the board's; kept for the route boards' call
        shape).
    layers : iterable of str
        Only build these layers (after a move: ``("claims", "highlight")``; the map layer
        depends only on the geometry and ``view.projector``).

    Returns
    -------
    list of Op
        Items carry ``lines``, ``nodes``, ``cities``, ``seats`` (and on rails ``networks``)
        tuples saying what they draw.
    """
    view = view or GridView()
    wanted = set(layers)
    unknown = wanted - set(LAYERS)
    if unknown:
        raise ValueError(f"unknown layers {sorted(unknown)}; expected some of {LAYERS}")
    ops: list[Op] = []
    if "map" in wanted:
        ops += draw_grid_map(geometry, view.projector)
    if "claims" in wanted:
        ops += draw_grid_claims(geometry, view)
    if "highlight" in wanted:
        ops += draw_grid_highlights(geometry, view)
    return ops


# --------------------------------------------------------------------------- SVG
def grid_svg(board: Any, width_px: float = 1000, view: GridView | None = None,
             lang: str = "en") -> str:
    """The whole grid board (with an optional :class:`GridView`) as an SVG document.

    >>> svg = grid_svg("trans_america", 400)
    >>> svg.count('class="layer-claims role-cities"'), svg.count("<circle") > 188
    (1, True)
    """
    from ..render.svg import to_svg
    g = GridGeometry.build(board, width_px)
    return to_svg(draw_grid(g, view, lang), g.width, g.height)


@functools.lru_cache(maxsize=8)
def grid_thumbnail_svg(board_id: str, width_px: float = 240) -> tuple[str, float]:
    """A small picture of grid board ``board_id`` as an SVG document, and its width/height
    ratio (like ``ttr.board_thumbnail`` for the route boards): the grid, the double
    lines and the cities in their colours; no names, letters or marks.

    >>> svg, ratio = grid_thumbnail_svg("trans_europa")
    >>> svg.startswith("<?xml"), round(ratio, 2)
    (True, 1.43)
    """
    from ..render.svg import to_svg
    g = GridGeometry.build(board_id, width_px, names=False)
    ops = [op for op in draw_grid(g, GridView(labels=False), "en", ("map", "claims"))
           if op.role in GRID_THUMB_ROLES]
    # straight runs of lines as one polyline each, a double line as one thicker stroke: a
    # third of the size, and nothing is lost at this scale
    small = []
    for op in ops:
        if op.role == "double-casings":
            continue
        if op.role in ("grid-lines", "water-lines", "mountain-lines"):
            kind = {"grid-lines": "plain", "water-lines": "water",
                    "mountain-lines": "mountain"}[op.role]
            runs = _runs(g, [ln for ln in g.lines if ln.kind == kind])
            width = op.args["line_width"] * (1.0 if kind == "plain" else 2.0)
            op = Op(op.layer, op.kind, op.role, {
                "points": tuple(runs), "colors": (op.args["colors"][0],) * len(runs),
                "line_width": round(width, 3), "dash": (), "line_cap": "round", "alpha": 1.0})
        small.append(op)
    return to_svg(small, g.width, g.height), g.width / g.height


def _runs(g: GridGeometry, lines: Sequence[GridLine]) -> list[tuple[Point, ...]]:
    """``lines`` joined into straight runs (consecutive lines of one direction)."""
    step = {}
    for ln in lines:
        (ca, ra), (cb, rb) = g.points[ln.a], g.points[ln.b]
        if (rb, cb) < (ra, ca):
            ca, ra, cb, rb = cb, rb, ca, ra
        step[((ca, ra), (cb - ca, rb - ra))] = (cb, rb)
    # a run starts at a line with no line of its direction ending where it begins
    starts = [(p, d) for p, d in step if ((p[0] - d[0], p[1] - d[1]), d) not in step]
    out = []
    for (p, d) in sorted(starts):
        run = [p]
        while (p, d) in step:
            p = step[(p, d)]
            run.append(p)
        out.append((g.nodes[g.node_at(run[0])], g.nodes[g.node_at(run[-1])]))
    return out
