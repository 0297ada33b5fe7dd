"""Board geometry in canvas pixels: city circles, train spaces, and hit-testing.

:meth:`BoardGeometry.build` turns a map (its topology and its ``layout`` section) into everything
the drawing code and the click handler need, for a canvas ``width_px`` wide. Every size is a
fixed fraction of the canvas width (:class:`Metrics`), so the geometry at 1600 px is exactly the
geometry at 800 px scaled by two — a click maps to the same route or city at any size.

How the routes are laid out (tracks, trims, train spaces) is :mod:`.tracks`'s; where the city
names go, :mod:`.labels`'s; the passenger token slots, :mod:`.tokens`'s.

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
>>> from ttrwidgets.ttr.render import demo_map
>>> g = BoardGeometry.build(demo_map(), 700)
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
from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from .labels import LABEL_CACHE_SIZE, LabelShape, layout_labels_cached, unplaced_labels
from .shapes import BBox, Hit, Point, SpaceShape, grid_add, point_in_polygon
from .tracks import RouteShape, lay_routes, route_kind
from .tokens import (MAX_TOKENS, TOKEN_CACHE, TOKEN_COUNT_EM, TokenShape, place_token_slots,
                     scale_slots)
from .palette import CardColours, board_colours
from .typography import LABEL_PX, PROJECTOR_LABEL_PX, REFERENCE_CANVAS_PX

# Hit, SpaceShape, LabelShape, TokenShape, RouteShape, route_kind and point_in_polygon live in
# .shapes, .labels, .tokens and .tracks; they are named here too, where the board geometry's
# callers have always found them.
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
    #: The card colours of the board's family (route fills, symbols, the passengers' order).
    colours: CardColours | None = field(repr=False, compare=False, default=None)

    # ------------------------------------------------------------------ construction
    @classmethod
    def build(cls, game_map: Any, width_px: float, metrics: Metrics | None = None, *,
              names: bool = True, colours: CardColours | None = None) -> "BoardGeometry":
        """Lay out ``game_map`` on a canvas ``width_px`` wide.

        Parameters
        ----------
        game_map : GameMap
            Anything with ``id``, ``cities`` (``index``, ``name``, ``display_name``,
            ``big_city``, optional ``country``), ``routes`` (``index``, ``id``, ``a``, ``b``,
            ``length``, ``colour``, ``kind``, ``locomotives``) and ``layout`` (``aspect``,
            ``positions`` as board fractions, optional ``labels`` offsets in board fractions),
            and ``family`` (the id of the family whose card colours the routes are drawn in,
            :func:`~.palette.board_colours`) unless ``colours`` is given.
        width_px : float
            Canvas width in pixels; the height follows from the board's aspect ratio.
        metrics : Metrics, optional
            Sizes as fractions of the width.
        names : bool, default True
            False: the city names are not laid out (each stays at its city's centre with an
            empty box) and no passenger slots are placed in advance, for a picture that draws
            neither (the start page's thumbnails); the name layout is most of the build's time.
        colours : CardColours, optional
            The routes' card colours (default: those of the board's family).

        Returns
        -------
        BoardGeometry
        """
        m0 = metrics or Metrics()
        colours = colours or board_colours(game_map)
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

        # ---- routes: tracks, trims and train spaces (.tracks)
        routes_in = list(game_map.routes)
        routes = lay_routes(routes_in, centres, radii, m, W)
        spaces = tuple(s for r in routes for s in r.spaces)
        lmax = m.max_space_length * W

        # ---- city names: placed clear of spaces, circles and each other
        texts = tuple(str(getattr(c, "display_name", None) or c.name) for c in cities_in)
        offsets = tuple(tuple(labels[i]) if i < len(labels) and labels[i] is not None else None
                        for i in range(len(cities_in)))
        label_args = (texts, offsets, tuple(centres), tuple(radii), spaces, W, H, bw, bh)
        # everything the layout depends on, free of the canvas width
        label_key = (texts, offsets, tuple(positions), aspect, m,
                     tuple((rt.a, rt.b, int(rt.length), route_kind(rt)) for rt in routes_in))
        if names:
            normal = layout_labels_cached(
                (label_key, False), W, *label_args, label_size, m.label_halo * label_size,
                m.label_margin * W, lmax)
        else:
            normal = unplaced_labels(texts, centres, label_size, m.label_halo * label_size)
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
        unit = TOKEN_CACHE.get(tkey) if names else {}
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
                   _token_slots=token_slots, colours=colours)

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
        count)`` pairs), city by city, each city's colours in the order of the family's card
        colours (:attr:`colours`); zero counts and unknown cities are left out."""
        if not passengers:
            return ()
        key = tuple(sorted((c, tuple(sorted((str(k), int(n)) for k, n in v)))
                           for c, v in passengers.items()))
        got = self._token_memo.get(("tokens", key))
        if got is not None:
            return got
        cc = self.colours
        out: list[TokenShape] = []
        rt = self.token_radius
        for city, pairs in key:
            if not 0 <= city < len(self.cities):
                continue
            here = sorted(((cc.rank(k), cc.key(k), n) for k, n in pairs if n > 0),
                          key=lambda t: t[0])
            for (_, k, n), (disc, count_at, box) in zip(
                    here, self.token_slots(city, len(here))):
                out.append(TokenShape(city, k, n, cc.symbol(k), disc, rt, count_at,
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


def _is_country(city: Any) -> bool:
    """Whether a node is a country: ``City.is_country`` when the map has it, else a truthy
    ``country`` field (older map shapes)."""
    flag = getattr(city, "is_country", None)
    return bool(flag) if flag is not None else bool(getattr(city, "country", False))
