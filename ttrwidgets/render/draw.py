"""Draw operations for the board: a pure function from geometry + a small view to a list of ops.

:func:`draw_board` returns :class:`Op` values on three layers, meant for the three canvases of an
ipycanvas ``MultiCanvas``:

``"map"``
    static: background, route spaces (colour fill + colour symbol in every space), tunnel and
    ferry marks, city circles and names. Draw it once per map/size (and when ``labels`` toggles).
``"claims"``
    claimed routes (a car in the owner's colour with the seat number, inset so the route colour
    still shows as a frame), stations (a small house in the owner's colour with the seat number),
    and dimmed routes (e.g. closed by the double-route rule).
``"highlight"``
    a trail, highlighted routes and cities, the selected route/city.

Each op maps to **one** vectorised ipycanvas call (see :data:`IPYCANVAS_CALLS`); every op carries
all the items of one style, with per-item colours, so a full redraw of Europe is a few dozen calls.

Op kinds and their ``args``
---------------------------
Colours are ``"#rrggbb"`` strings (:func:`ttrwidgets.render.palette.to_rgb` gives ``(r, g, b)``).
Every kind also accepts ``alpha`` (float, 0–1). Optional per-item ``routes``, ``cities``,
``seats`` tuples say what each item belongs to (for tests, tooltips and the SVG's classes).

``"clear"`` → ``clear()``
    no args; every layer :func:`draw_board` builds starts with one, so a layer's ops are its
    whole content (an empty highlight layer is just a ``clear``).
``"fill_polygons"`` → ``fill_styled_polygons(points, color, alpha)``
    ``points``: tuple of polygons, each a tuple of ``(x, y)``; ``colors``: one colour per polygon.
``"stroke_polygons"`` → ``stroke_styled_polygons(points, color, alpha)``
    as above, plus ``line_width`` and ``dash`` (``set_line_dash``; ``()`` = solid).
``"fill_circles"`` → ``fill_styled_circles(x, y, radius, color, alpha)``
    ``x``, ``y``, ``radius``, ``colors``: tuples of equal length.
``"stroke_circles"`` → ``stroke_styled_circles(x, y, radius, color, alpha)``
    as above, plus ``line_width`` and ``dash``.
``"stroke_lines"`` → ``stroke_styled_line_segments(points, color, alpha)``
    ``points``: tuple of polylines; ``colors``; ``line_width``; ``dash``; ``line_cap``
    (``"round"``/``"butt"``).
``"text"`` → ``fill_text(text, x, y)`` per item
    ``texts``, ``x``, ``y``: tuples; one ``color``; ``font`` (a CSS font, e.g.
    ``"bold 9px sans-serif"``); ``size`` (px); ``align`` and ``baseline`` (``text_align`` /
    ``text_baseline``); ``halo`` (a colour or ``None``) and ``halo_width``: when set, stroke each
    text with that colour and width first (``stroke_text``) so it stays legible.

Each op also has a ``role`` naming what it draws (``"route-spaces"``, ``"tunnel-outlines"``,
``"ferry-locos"``, ``"claimed-cars"``, ``"stations"``, ...; see :data:`ROLES`).

Examples
--------
>>> from ttrwidgets.render.geometry import BoardGeometry
>>> from ttrwidgets.ttr.render import demo_map
>>> g = BoardGeometry.build(demo_map(), 700)
>>> ops = draw_board(g, BoardView(route_owner={0: 1}, stations={2: 0}))
>>> sorted({op.layer for op in ops})
['claims', 'highlight', 'map']
>>> cars = next(op for op in ops if op.role == "claimed-cars")
>>> len(cars.args["points"]), set(cars.args["colors"])
(3, {'#770000'})
>>> [op.role for op in ops if op.layer == "map"][:4]
['clear', 'background', 'route-spaces', 'space-outlines']
>>> [op.kind for op in ops if op.layer == "highlight"]
['clear']
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Collection, Iterable, Mapping, Sequence

from . import palette as P
from . import typography as T
from .geometry import BoardGeometry, Point, SpaceShape

__all__ = ["Op", "BoardView", "LAYERS", "KINDS", "ROLES", "IPYCANVAS_CALLS",
           "draw_board", "draw_map", "draw_claims", "draw_highlights", "ops_for"]

#: Layer names, bottom to top (``MultiCanvas`` index = position in this tuple).
LAYERS: tuple[str, ...] = ("map", "claims", "highlight")

#: Op kind → the vectorised ipycanvas ``Canvas`` method that draws it.
IPYCANVAS_CALLS: Mapping[str, str] = {
    "clear": "clear",
    "fill_polygons": "fill_styled_polygons",
    "stroke_polygons": "stroke_styled_polygons",
    "fill_circles": "fill_styled_circles",
    "stroke_circles": "stroke_styled_circles",
    "stroke_lines": "stroke_styled_line_segments",
    "text": "fill_text",
}
KINDS: tuple[str, ...] = tuple(IPYCANVAS_CALLS)

#: Every role :func:`draw_board` can emit, per layer, in drawing order.
ROLES: Mapping[str, tuple[str, ...]] = {
    "map": ("clear", "background", "route-spaces", "space-outlines", "tunnel-outlines",
            "route-symbols", "ferry-locos", "ferry-loco-outlines", "ferry-loco-symbols",
            "cities", "city-outlines", "big-city-marks", "country-flags", "country-rings",
            "country-marks", "label-leaders", "city-labels"),
    "claims": ("clear", "dimmed", "claimed-cars", "claimed-outlines", "claim-symbols",
               "stations", "station-outlines", "station-symbols", "passenger-tokens",
               "passenger-token-outlines", "passenger-letters", "passenger-counts"),
    "highlight": ("clear", "ticket-casings", "ticket-lines", "ticket-rings", "ticket-badges",
                  "ticket-badge-outlines", "ticket-labels", "trail-casing", "trail",
                  "hint-glow", "hint-routes", "hint-city-glow", "hint-cities",
                  "highlight-routes", "highlight-cities", "take-passengers-glow",
                  "take-passengers", "selected-halo", "selected-outer", "selected-inner"),
}

#: Line widths, as fractions of the canvas width (× :data:`PROJECTOR_LINE_SCALE` in projector
#: mode, where outlines are also drawn in the darker :data:`palette.INK`).
SPACE_OUTLINE_W = 0.0012
CITY_OUTLINE_W = 0.0015
CLAIM_OUTLINE_W = 0.0022
TRAIL_W, TRAIL_CASING_W = 0.0060, 0.0105
HINT_GLOW_W, HINT_W = 0.0090, 0.0030
HIGHLIGHT_W = 0.0030
SELECTED_HALO_W, SELECTED_OUTER_W, SELECTED_INNER_W = 0.0100, 0.0050, 0.0020
TICKET_W, TICKET_CASING_W = 0.0030, 0.0065
#: Projector mode multiplies every line width by this.
PROJECTOR_LINE_SCALE = 1.7
#: Dash patterns (in units of the ticket line width) of ticket overlays 1, 2, 3, ...
TICKET_DASHES: tuple[tuple[float, ...], ...] = (
    (4.0, 2.0), (1.2, 1.8), (6.0, 1.5, 1.2, 1.5), (2.5, 2.5), (8.0, 2.0, 1.2, 2.0, 1.2, 2.0))


@dataclass(frozen=True)
class Op:
    """One batched drawing operation: ``kind`` (see :data:`KINDS`) with its ``args`` on
    ``layer``; ``role`` names what it draws."""

    layer: str
    kind: str
    role: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def __len__(self) -> int:
        """Number of items (polygons, circles, lines or texts) drawn by this op."""
        a = self.args
        for key in ("points", "x", "texts"):
            if key in a:
                return len(a[key])
        return 0


@dataclass(frozen=True)
class BoardView:
    """What the board shows besides the map itself; the widget fills it from the game.

    Parameters
    ----------
    route_owner : Mapping[int, int]
        Route index → seat of its owner (unclaimed routes are absent).
    stations : Mapping[int, int]
        City index → seat that built a station there.
    seat_colours : Sequence[str], optional
        Override of the seat fill colours (``"#rrggbb"``); seat numbers are still drawn.
    highlight_routes, highlight_cities : Collection[int]
        Drawn with a magenta outline (hints, explanation steps).
    dim_routes : Collection[int]
        Covered with a translucent wash (e.g. closed by the double-route rule).
    selected_route, selected_city : int, optional
        Drawn with a black-and-white outline.
    trail : Sequence[int]
        Route indices drawn as a highlighted path (e.g. the longest trail).
    trail_seat : int, optional
        Whose trail it is: drawn in that seat's colour (on a white casing); ``None``: cyan.
    hint_routes, hint_cities : Collection[int]
        A hint: a wide amber glow with a dashed black outline, distinct from highlights.
    tickets : Sequence[tuple[int, int, str]]
        Ticket overlays ``(city_a, city_b, label)``: a curved dashed line between the two
        cities (each ticket its own dash pattern and bend), rings on both cities, and the
        label (e.g. ``"1"`` or ``"20"``) in a white badge in the middle of the line.
    labels : bool
        Whether to draw city names.
    projector : bool
        Projector mode: city names at ``typography.PROJECTOR_LABEL_PX`` (≥ 18 CSS px on a
        1280-px screen, see :mod:`ttrwidgets.render.typography`), every line
        :data:`PROJECTOR_LINE_SCALE` times thicker, outlines darker. Changes the map layer.
    passengers : Mapping[int, Sequence[tuple[str, int]]]
        City index → ``(colour key, count)`` pairs of the passengers standing there
        (Deutschland): drawn on the claims layer as tokens next to the city, one per colour, a
        disc in the passenger colour with the colour's letter (as on the cards: colour is never
        the only cue) and ``"×count"`` beside it when more than one. Where they stand:
        :meth:`BoardGeometry.passenger_tokens`; a click on one:
        ``BoardGeometry.hit_test(x, y, passengers=view.passengers)`` →
        ``Hit("passenger", city, colour)``.
    take_passengers : Collection[int]
        Cities whose passengers a claim would take (the claim preview): their tokens get a
        thick magenta ring over an amber glow on the highlight layer.
    """

    route_owner: Mapping[int, int] = field(default_factory=dict)
    stations: Mapping[int, int] = field(default_factory=dict)
    seat_colours: Sequence[str] | None = None
    highlight_routes: Collection[int] = ()
    highlight_cities: Collection[int] = ()
    dim_routes: Collection[int] = ()
    selected_route: int | None = None
    selected_city: int | None = None
    trail: Sequence[int] = ()
    trail_seat: int | None = None
    hint_routes: Collection[int] = ()
    hint_cities: Collection[int] = ()
    tickets: Sequence[tuple[int, int, str]] = ()
    labels: bool = True
    projector: bool = False
    passengers: Mapping[int, Sequence[tuple[str, int]]] = field(default_factory=dict)
    take_passengers: Collection[int] = ()

    @classmethod
    def from_owners(cls, owners: Sequence[int], stations_by_seat: Sequence[Iterable[int]] = (),
                    **kwargs: Any) -> "BoardView":
        """Build from the engine's per-route ``owners`` (``-1`` = free) and each seat's station
        cities.

        >>> v = BoardView.from_owners([-1, 2, -1], [[], [5]], labels=False)
        >>> dict(v.route_owner), dict(v.stations), v.labels
        ({1: 2}, {5: 1}, False)
        """
        owner = {r: s for r, s in enumerate(owners) if s is not None and s >= 0}
        stations = {c: seat for seat, cs in enumerate(stations_by_seat) for c in cs}
        return cls(route_owner=owner, stations=stations, **kwargs)


# --------------------------------------------------------------------------- helpers
def _font(size: float, bold: bool = True) -> str:
    return T.font(size, bold)


def _text_op(layer: str, role: str, items: list[tuple[str, float, float, Any]], color: str,
             size: float, *, halo: str | None = None, halo_width: float = 0.0,
             key: str = "routes", bold: bool = True) -> Op:
    return Op(layer, "text", role, {
        "texts": tuple(t for t, _, _, _ in items),
        "x": tuple(x for _, x, _, _ in items),
        "y": tuple(y for _, _, y, _ in items),
        key: tuple(k for _, _, _, k in items),
        "color": color, "font": _font(size, bold), "size": size,
        "align": "center", "baseline": "middle", "halo": halo, "halo_width": halo_width,
        "alpha": 1.0,
    })


def _scaled_rect(s: SpaceShape, along: float, across: float) -> tuple[Point, ...]:
    ux, uy = s.direction
    hl, hw = s.length * along / 2, s.width * across / 2
    cx, cy = s.centre
    return tuple((cx + a * ux * hl - b * uy * hw, cy + a * uy * hl + b * ux * hw)
                 for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1)))


_UNIT_CIRCLE = tuple((math.cos(2 * math.pi * k / 32), math.sin(2 * math.pi * k / 32))
                     for k in range(32))


def _clip(poly: list[Point], clipper: Sequence[Point]) -> list[Point]:
    """Sutherland–Hodgman: ``poly`` clipped to the convex, counter-clockwise-in-math (here:
    clockwise on screen) polygon ``clipper``."""
    out = poly
    n = len(clipper)
    for i in range(n):
        (ax, ay), (bx, by) = clipper[i], clipper[(i + 1) % n]
        inp, out = out, []
        if not inp:
            break

        def inside(p: Point) -> bool:
            return (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) >= 0

        def cross(p: Point, q: Point) -> Point:
            dx, dy = q[0] - p[0], q[1] - p[1]
            ex, ey = bx - ax, by - ay
            den = ex * dy - ey * dx
            t = (ey * (p[0] - ax) - ex * (p[1] - ay)) / den if den else 0.0
            return (p[0] + t * dx, p[1] + t * dy)
        prev = inp[-1]
        for cur in inp:
            if inside(cur):
                if not inside(prev):
                    out.append(cross(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cross(prev, cur))
            prev = cur
    return out


def _flag_piece(centre: Point, radius: float, rect: Sequence[float]) -> tuple[Point, ...]:
    """One rectangle of a flag (unit-square coordinates) clipped to the circle."""
    x0, y0, x1, y1 = rect
    cx, cy = centre
    poly = [(cx + x0 * radius, cy + y0 * radius), (cx + x1 * radius, cy + y0 * radius),
            (cx + x1 * radius, cy + y1 * radius), (cx + x0 * radius, cy + y1 * radius)]
    circle = [(cx + ux * radius, cy + uy * radius) for ux, uy in _UNIT_CIRCLE]
    return tuple((round(x, 3), round(y, 3)) for x, y in _clip(poly, circle))


def _line_width(g: BoardGeometry, frac: float, minimum: float = 0.75,
                projector: bool = False) -> float:
    k = PROJECTOR_LINE_SCALE if projector else 1.0
    return max(minimum * k, frac * g.width * k)


def _badge(g: BoardGeometry, s: SpaceShape) -> tuple[Point, Point, float]:
    """(badge centre, symbol position, badge radius) for a ferry locomotive space."""
    r = min(0.36 * s.width, 0.24 * s.length)
    off = min(0.22 * s.length, s.length / 2 - r)
    ux, uy = s.direction
    cx, cy = s.centre
    return (cx + ux * off, cy + uy * off), (cx - ux * off, cy - uy * off), r


# --------------------------------------------------------------------------- layers
def draw_map(g: BoardGeometry, labels: bool = True, lang: str = "en",
             projector: bool = False) -> list[Op]:
    """The static ``"map"`` layer (see :func:`draw_board`)."""
    L = "map"
    W, H = g.width, g.height
    ops = [Op(L, "clear", "clear"), Op(L, "fill_polygons", "background", {
        "points": (((0.0, 0.0), (W, 0.0), (W, H), (0.0, H)),), "colors": (P.BACKGROUND,),
        "alpha": 1.0})]

    spaces = g.spaces
    outline = P.INK if projector else P.SPACE_OUTLINE
    ops.append(Op(L, "fill_polygons", "route-spaces", {
        "points": tuple(s.corners for s in spaces),
        "colors": tuple(g.colours.fill(g.routes[s.route].colour) for s in spaces),
        "routes": tuple(s.route for s in spaces),
        "alpha": 1.0}))
    plain = [s for s in spaces if g.routes[s.route].kind != "tunnel"]
    tunnel = [s for s in spaces if g.routes[s.route].kind == "tunnel"]
    ops.append(Op(L, "stroke_polygons", "space-outlines", {
        "points": tuple(s.corners for s in plain), "colors": (outline,) * len(plain),
        "routes": tuple(s.route for s in plain),
        "line_width": _line_width(g, SPACE_OUTLINE_W, projector=projector),
        "dash": (), "alpha": 1.0}))
    if tunnel:
        dash = (round(0.004 * W, 2), round(0.0025 * W, 2))
        ops.append(Op(L, "stroke_polygons", "tunnel-outlines", {
            "points": tuple(s.corners for s in tunnel),
            "colors": (P.TUNNEL_OUTLINE,) * len(tunnel),
            "routes": tuple(s.route for s in tunnel),
            "line_width": _line_width(g, 0.0024, 1.2, projector),
            "dash": dash, "alpha": 1.0}))

    # colour symbols (one per space), grouped by text colour; ferry locomotive badges
    cc = g.colours
    by_colour: dict[str, list] = {}
    badges: list[tuple[Point, float, int]] = []
    for s in spaces:
        rt = g.routes[s.route]
        pos = s.centre
        if s.loco:
            centre, pos, r = _badge(g, s)
            badges.append((centre, r, s.route))
        by_colour.setdefault(cc.text(rt.colour), []).append(
            (cc.symbol(rt.colour), pos[0], pos[1], s.route))
    for colour in sorted(by_colour):
        ops.append(_text_op(L, "route-symbols", by_colour[colour], colour, g.symbol_size))
    if badges:
        circ = {"x": tuple(c[0] for c, _, _ in badges), "y": tuple(c[1] for c, _, _ in badges),
                "radius": tuple(r for _, r, _ in badges), "routes": tuple(i for _, _, i in badges)}
        ops.append(Op(L, "fill_circles", "ferry-locos", {
            **circ, "colors": (P.LOCO_BADGE_FILL,) * len(badges), "alpha": 1.0}))
        ops.append(Op(L, "stroke_circles", "ferry-loco-outlines", {
            **circ, "colors": (P.INK,) * len(badges),
            "line_width": _line_width(g, 0.0010, projector=projector),
            "dash": (), "alpha": 1.0}))
        size = min(g.symbol_size, 1.5 * min(r for _, r, _ in badges))
        ops.append(_text_op(L, "ferry-loco-symbols",
                            [("L", c[0], c[1], i) for c, _, i in badges], P.LOCO_BADGE_TEXT,
                            size))

    # cities
    cs = g.cities
    cc = {"x": tuple(c.centre[0] for c in cs), "y": tuple(c.centre[1] for c in cs),
          "radius": tuple(c.radius for c in cs), "cities": tuple(c.city for c in cs)}
    ops.append(Op(L, "fill_circles", "cities", {
        **cc, "alpha": 1.0,
        "colors": tuple(P.COUNTRY_FILL if c.country else P.BIG_CITY_FILL if c.big
                        else P.CITY_FILL for c in cs)}))
    ops.append(Op(L, "stroke_circles", "city-outlines", {
        **cc, "colors": (P.CITY_OUTLINE,) * len(cs),
        "line_width": _line_width(g, CITY_OUTLINE_W, projector=projector),
        "dash": (), "alpha": 1.0}))
    # countries (Deutschland's border circles): the flag inside a thick dark ring with a white
    # rim, so they read as a border marker, not as a city; without a known flag: slate
    # with a dashed white ring
    flagged = [(c, P.flag_of(c.name, c.label)) for c in cs if c.country]
    pieces = [(poly, col, c.city) for c, flag in flagged if flag
              for col, rect in flag for poly in [_flag_piece(c.centre, 0.92 * c.radius, rect)]
              if poly]
    if pieces:
        ops.append(Op(L, "fill_polygons", "country-flags", {
            "points": tuple(p for p, _, _ in pieces), "colors": tuple(col for _, col, _ in pieces),
            "cities": tuple(c for _, _, c in pieces), "alpha": 1.0}))
    rings = [c for c, _ in flagged]
    if rings:
        for role, colour, frac, rad in (("country-rings", P.PAPER, 0.0030, 1.0),
                                        ("country-rings", P.COUNTRY_RING, 0.0016, 1.0)):
            ops.append(Op(L, "stroke_circles", role, {
                "x": tuple(c.centre[0] for c in rings), "y": tuple(c.centre[1] for c in rings),
                "radius": tuple(rad * c.radius for c in rings),
                "cities": tuple(c.city for c in rings), "colors": (colour,) * len(rings),
                "line_width": _line_width(g, frac * g.size_factor, projector=projector),
                "dash": (), "alpha": 1.0}))
    # big cities get an inner white ring, countries without a flag a dashed one
    for role, members, dash in (
            ("big-city-marks", [c for c in cs if c.big and not c.country], ()),
            ("country-marks", [c for c, flag in flagged if not flag],
             (round(0.002 * W, 2), round(0.0015 * W, 2)))):
        if members:
            ops.append(Op(L, "stroke_circles", role, {
                "x": tuple(c.centre[0] for c in members),
                "y": tuple(c.centre[1] for c in members),
                "radius": tuple(0.55 * c.radius for c in members),
                "cities": tuple(c.city for c in members),
                "colors": (P.PAPER,) * len(members), "line_width": _line_width(g, 0.0015),
                "dash": dash, "alpha": 1.0}))
    if labels:
        lay = g.label_layout(projector)
        leaders = [lab for lab in lay if lab.leader is not None]
        if leaders:
            ops.append(Op(L, "stroke_lines", "label-leaders", {
                "points": tuple(lab.leader for lab in leaders),
                "colors": (P.LABEL_TEXT,) * len(leaders),
                "cities": tuple(lab.city for lab in leaders),
                "line_width": _line_width(g, 0.0008, projector=projector),
                "dash": (), "line_cap": "round", "alpha": 1.0}))
        size = lay[0].size if lay else g.label_size
        halo = lay[0].halo if lay else 0.0
        ops.append(_text_op(L, "city-labels",
                            [(lab.text, lab.pos[0], lab.pos[1], lab.city) for lab in lay],
                            P.LABEL_TEXT, size, halo=P.LABEL_HALO, halo_width=halo,
                            key="cities"))
    return ops


def draw_claims(g: BoardGeometry, view: BoardView) -> list[Op]:
    """The ``"claims"`` layer: dimmed routes, claimed routes, stations."""
    L = "claims"
    ops: list[Op] = [Op(L, "clear", "clear")]
    n_routes = len(g.routes)
    dim = [s for r in sorted(set(view.dim_routes)) if 0 <= r < n_routes
           for s in g.routes[r].spaces]
    if dim:
        ops.append(Op(L, "fill_polygons", "dimmed", {
            "points": tuple(s.corners for s in dim), "colors": (P.DIM,) * len(dim),
            "routes": tuple(s.route for s in dim), "alpha": P.DIM_ALPHA}))

    owned = sorted((r, s) for r, s in view.route_owner.items()
                   if s is not None and s >= 0 and 0 <= r < n_routes)
    pj = view.projector
    if owned:
        # a claimed space is covered edge to edge by a car in the owner's colour, a little
        # wider than the space, with a thick dark outline and the seat number: the route's
        # colour letter is gone, so it cannot be mistaken for the free route of that colour
        cars, colours, routes, seats = [], [], [], []
        texts: dict[str, list] = {}
        for r, seat in owned:
            st = P.player_style(seat, view.seat_colours)
            for sp in g.routes[r].spaces:
                cars.append(_scaled_rect(sp, 0.96, 1.3))
                colours.append(st.fill)
                routes.append(r)
                seats.append(seat)
                texts.setdefault(st.text, []).append((st.symbol, sp.centre[0], sp.centre[1], seat))
        ops.append(Op(L, "fill_polygons", "claimed-cars", {
            "points": tuple(cars), "colors": tuple(colours), "routes": tuple(routes),
            "seats": tuple(seats), "alpha": 1.0}))
        ops.append(Op(L, "stroke_polygons", "claimed-outlines", {
            "points": tuple(cars), "colors": (P.INK,) * len(cars), "routes": tuple(routes),
            "seats": tuple(seats), "line_width": _line_width(g, CLAIM_OUTLINE_W, 1.2, pj),
            "dash": (), "alpha": 1.0}))
        size = min(1.15 * g.symbol_size, 1.3 * g.space_width)
        for colour in sorted(texts):
            ops.append(_text_op(L, "claim-symbols", texts[colour], colour, size, key="seats"))

    built = sorted((c, s) for c, s in view.stations.items()
                   if s is not None and s >= 0 and 0 <= c < len(g.cities))
    if built:
        houses, colours, cities, seats = [], [], [], []
        texts = {}
        for c, seat in built:
            st = P.player_style(seat, view.seat_colours)
            cs = g.cities[c]
            x, y = cs.centre
            w, h = 0.85 * cs.radius * 1.9, 1.9 * cs.radius
            top, eave, bottom = y - h / 2, y - h / 2 + 0.42 * h, y + h / 2
            houses.append(((x, top), (x + w / 2, eave), (x + w / 2, bottom), (x - w / 2, bottom),
                           (x - w / 2, eave)))
            colours.append(st.fill)
            cities.append(c)
            seats.append(seat)
            texts.setdefault(st.text, []).append((st.symbol, x, y + 0.12 * h, seat))
        ops.append(Op(L, "fill_polygons", "stations", {
            "points": tuple(houses), "colors": tuple(colours), "cities": tuple(cities),
            "seats": tuple(seats), "alpha": 1.0}))
        ops.append(Op(L, "stroke_polygons", "station-outlines", {
            "points": tuple(houses), "colors": (P.INK,) * len(houses), "cities": tuple(cities),
            "seats": tuple(seats), "line_width": _line_width(g, 0.0015, projector=pj),
            "dash": (), "alpha": 1.0}))
        size = min(g.symbol_size, 1.1 * min(g.cities[c].radius for c in cities))
        for colour in sorted(texts):
            ops.append(_text_op(L, "station-symbols", texts[colour], colour, size, key="seats"))

    # passengers: a disc in the colour with its letter, "×n" beside it
    tokens = g.passenger_tokens(view.passengers)
    if tokens:
        disc = {"x": tuple(t.centre[0] for t in tokens), "y": tuple(t.centre[1] for t in tokens),
                "radius": tuple(t.radius for t in tokens),
                "cities": tuple(t.city for t in tokens)}
        ops.append(Op(L, "fill_circles", "passenger-tokens", {
            **disc, "colors": tuple(g.colours.fill(t.colour) for t in tokens), "alpha": 1.0}))
        ops.append(Op(L, "stroke_circles", "passenger-token-outlines", {
            **disc, "colors": (P.INK,) * len(tokens),
            "line_width": _line_width(g, 0.0012, 1.0, pj), "dash": (), "alpha": 1.0}))
        letters: dict[str, list] = {}
        for t in tokens:
            letters.setdefault(g.colours.text(t.colour), []).append(
                (t.letter, t.centre[0], t.centre[1], t.city))
        from .tokens import TOKEN_LETTER_EM
        for colour in sorted(letters):
            ops.append(_text_op(L, "passenger-letters", letters[colour], colour,
                                TOKEN_LETTER_EM * tokens[0].radius, key="cities"))
        counts = [(f"×{t.count}", t.count_pos[0], t.count_pos[1], t.city)
                  for t in tokens if t.count > 1]
        if counts:
            size = tokens[0].count_size
            ops.append(_text_op(L, "passenger-counts", counts, P.LABEL_TEXT, size,
                                halo=P.LABEL_HALO, halo_width=0.3 * size, key="cities"))
    return ops


def _ticket_curve(a: Point, b: Point, bend: float, steps: int = 24) -> tuple[Point, ...]:
    """A quadratic curve from ``a`` to ``b`` whose middle is ``bend`` × the distance off the
    straight line (positive: to the right walking from ``a`` to ``b``)."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    # control point = 2 × the wanted middle offset
    cx, cy = (ax + bx) / 2 - 2 * bend * dy, (ay + by) / 2 + 2 * bend * dx
    return tuple(((1 - t) ** 2 * ax + 2 * (1 - t) * t * cx + t * t * bx,
                  (1 - t) ** 2 * ay + 2 * (1 - t) * t * cy + t * t * by)
                 for t in (i / steps for i in range(steps + 1)))


def _spaces_of(g: BoardGeometry, routes: Iterable[int]) -> list[SpaceShape]:
    n = len(g.routes)
    return [s for r in sorted(set(routes)) if 0 <= r < n for s in g.routes[r].spaces]


def _cities_of(g: BoardGeometry, cities: Iterable[int]) -> list:
    n = len(g.cities)
    return [g.cities[c] for c in sorted(set(cities)) if 0 <= c < n]


def draw_highlights(g: BoardGeometry, view: BoardView) -> list[Op]:
    """The ``"highlight"`` layer, bottom to top: ticket overlays, the trail, hints,
    highlighted routes/cities, the selection."""
    L = "highlight"
    pj = view.projector
    ops: list[Op] = [Op(L, "clear", "clear")]
    n_routes, n_cities = len(g.routes), len(g.cities)

    # ---- tickets: curved dashed lines, rings on both cities, a numbered badge
    tickets = [(a, b, str(label)) for a, b, label in view.tickets
               if 0 <= a < n_cities and 0 <= b < n_cities and a != b]
    if tickets:
        lines, rings, badges = [], [], []
        for k, (a, b, label) in enumerate(tickets):
            bend = (0.12 + 0.06 * (k // 2)) * (1 if k % 2 == 0 else -1)
            line = _ticket_curve(g.cities[a].centre, g.cities[b].centre, bend)
            lines.append((line, k))
            mid = line[len(line) // 2]
            badges.append((label, mid[0], mid[1], k))
            for c in (a, b):
                rings.append((g.cities[c], k))
        lw = _line_width(g, TICKET_W, 1.5, pj)
        ops.append(Op(L, "stroke_lines", "ticket-casings", {
            "points": tuple(ln for ln, _ in lines), "colors": (P.PAPER,) * len(lines),
            "cities": tuple(a for a, _, _ in tickets),
            "line_width": _line_width(g, TICKET_CASING_W, 3.0, pj), "dash": (),
            "line_cap": "round", "alpha": 0.85}))
        for ln, k in lines:   # one op per ticket: each has its own dash pattern
            dash = tuple(round(d * lw, 2) for d in TICKET_DASHES[k % len(TICKET_DASHES)])
            ops.append(Op(L, "stroke_lines", "ticket-lines", {
                "points": (ln,), "colors": (P.TICKET,), "cities": (tickets[k][0],),
                "line_width": lw, "dash": dash, "line_cap": "butt", "alpha": 1.0}))
        ops.append(Op(L, "stroke_circles", "ticket-rings", {
            "x": tuple(c.centre[0] for c, _ in rings), "y": tuple(c.centre[1] for c, _ in rings),
            "radius": tuple(1.9 * c.radius for c, _ in rings),
            "cities": tuple(c.city for c, _ in rings), "colors": (P.TICKET,) * len(rings),
            "line_width": lw, "dash": (), "alpha": 1.0}))
        size = (T.PROJECTOR_LABEL_PX / T.REFERENCE_CANVAS_PX if pj else 0.011) * g.width
        rad = tuple(max(0.75 * size, T.text_width(t, size) / 2 + 0.2 * size)
                    for t, _, _, _ in badges)
        disc = {"x": tuple(x for _, x, _, _ in badges), "y": tuple(y for _, _, y, _ in badges),
                "radius": rad, "cities": tuple(a for a, _, _ in tickets)}
        ops.append(Op(L, "fill_circles", "ticket-badges", {
            **disc, "colors": (P.PAPER,) * len(badges), "alpha": 1.0}))
        ops.append(Op(L, "stroke_circles", "ticket-badge-outlines", {
            **disc, "colors": (P.TICKET,) * len(badges), "line_width": lw, "dash": (),
            "alpha": 1.0}))
        ops.append(_text_op(L, "ticket-labels", badges, P.TICKET, size, key="tickets"))

    # ---- the trail, in its owner's colour when known
    trail = [r for r in view.trail if 0 <= r < n_routes]
    if trail:
        lines = tuple(tuple(g.routes[r].path) for r in trail)
        if view.trail_seat is not None and view.trail_seat >= 0:
            colour = P.player_style(view.trail_seat, view.seat_colours).fill
            casing = P.PAPER
        else:
            colour, casing = P.TRAIL, P.TRAIL_CASING
        seats = (view.trail_seat,) * len(trail) if view.trail_seat is not None else None
        for role, col, frac in (("trail-casing", casing, TRAIL_CASING_W),
                                ("trail", colour, TRAIL_W)):
            args = {"points": lines, "colors": (col,) * len(lines), "routes": tuple(trail),
                    "line_width": _line_width(g, frac, 2.0, pj), "dash": (),
                    "line_cap": "round", "alpha": 0.95}
            if seats is not None:
                args["seats"] = seats
            ops.append(Op(L, "stroke_lines", role, args))

    # ---- hints: an amber glow under a dashed black outline
    hs = _spaces_of(g, view.hint_routes)
    if hs:
        rects = tuple(_scaled_rect(s, 1.0 + 0.3 * s.width / s.length, 1.6) for s in hs)
        rts = tuple(s.route for s in hs)
        ops.append(Op(L, "stroke_polygons", "hint-glow", {
            "points": rects, "colors": (P.HINT,) * len(hs), "routes": rts,
            "line_width": _line_width(g, HINT_GLOW_W, 3.0, pj), "dash": (), "alpha": 0.75}))
        lw = _line_width(g, HINT_W, 1.5, pj)
        ops.append(Op(L, "stroke_polygons", "hint-routes", {
            "points": rects, "colors": (P.INK,) * len(hs), "routes": rts, "line_width": lw,
            "dash": (round(2.5 * lw, 2), round(1.5 * lw, 2)), "alpha": 1.0}))
    hcs = _cities_of(g, view.hint_cities)
    if hcs:
        circ = {"x": tuple(c.centre[0] for c in hcs), "y": tuple(c.centre[1] for c in hcs),
                "radius": tuple(1.7 * c.radius for c in hcs), "cities": tuple(c.city for c in hcs)}
        ops.append(Op(L, "stroke_circles", "hint-city-glow", {
            **circ, "colors": (P.HINT,) * len(hcs),
            "line_width": _line_width(g, HINT_GLOW_W, 3.0, pj), "dash": (), "alpha": 0.75}))
        lw = _line_width(g, HINT_W, 1.5, pj)
        ops.append(Op(L, "stroke_circles", "hint-cities", {
            **circ, "colors": (P.INK,) * len(hcs), "line_width": lw,
            "dash": (round(2.5 * lw, 2), round(1.5 * lw, 2)), "alpha": 1.0}))

    # ---- highlights (explanation steps)
    hl = _spaces_of(g, view.highlight_routes)
    if hl:
        ops.append(Op(L, "stroke_polygons", "highlight-routes", {
            "points": tuple(_scaled_rect(s, 1.0 + 0.25 * s.width / s.length, 1.5) for s in hl),
            "colors": (P.HIGHLIGHT,) * len(hl), "routes": tuple(s.route for s in hl),
            "line_width": _line_width(g, HIGHLIGHT_W, 1.5, pj), "dash": (), "alpha": 1.0}))
    hc = _cities_of(g, view.highlight_cities)
    if hc:
        ops.append(Op(L, "stroke_circles", "highlight-cities", {
            "x": tuple(c.centre[0] for c in hc), "y": tuple(c.centre[1] for c in hc),
            "radius": tuple(1.45 * c.radius for c in hc), "cities": tuple(c.city for c in hc),
            "colors": (P.HIGHLIGHT,) * len(hc),
            "line_width": _line_width(g, HIGHLIGHT_W, 1.5, pj), "dash": (), "alpha": 1.0}))

    # ---- passengers a claim would take: their tokens ringed (amber glow, magenta ring)
    take = set(view.take_passengers)
    tk = [t for t in g.passenger_tokens(view.passengers) if t.city in take] if take else []
    if tk:
        circ = {"x": tuple(t.centre[0] for t in tk), "y": tuple(t.centre[1] for t in tk),
                "radius": tuple(1.45 * t.radius for t in tk), "cities": tuple(t.city for t in tk)}
        ops.append(Op(L, "stroke_circles", "take-passengers-glow", {
            **circ, "colors": (P.HINT,) * len(tk),
            "line_width": _line_width(g, HINT_GLOW_W * 0.8, 3.0, pj), "dash": (),
            "alpha": 0.8}))
        ops.append(Op(L, "stroke_circles", "take-passengers", {
            **circ, "colors": (P.HIGHLIGHT,) * len(tk),
            "line_width": _line_width(g, HIGHLIGHT_W, 1.5, pj), "dash": (), "alpha": 1.0}))

    # ---- the selection: a wide white halo, a thick black ring, a white core line
    sel_spaces: tuple[SpaceShape, ...] = ()
    if view.selected_route is not None and 0 <= view.selected_route < n_routes:
        sel_spaces = g.routes[view.selected_route].spaces
    sel_city = g.cities[view.selected_city] if (
        view.selected_city is not None and 0 <= view.selected_city < n_cities) else None
    for role, colour, frac, alpha in (("selected-halo", P.SELECTED_HALO, SELECTED_HALO_W, 0.9),
                                      ("selected-outer", P.SELECTED, SELECTED_OUTER_W, 1.0),
                                      ("selected-inner", P.SELECTED_INNER, SELECTED_INNER_W,
                                       1.0)):
        lw = _line_width(g, frac, 1.0, pj)
        if sel_spaces:
            ops.append(Op(L, "stroke_polygons", role, {
                "points": tuple(_scaled_rect(s, 1.0 + 0.45 * s.width / s.length, 1.9)
                                for s in sel_spaces),
                "colors": (colour,) * len(sel_spaces),
                "routes": tuple(s.route for s in sel_spaces),
                "line_width": lw, "dash": (), "alpha": alpha}))
        if sel_city is not None:
            ops.append(Op(L, "stroke_circles", role, {
                "x": (sel_city.centre[0],), "y": (sel_city.centre[1],),
                "radius": (1.7 * sel_city.radius,), "cities": (sel_city.city,),
                "colors": (colour,), "line_width": lw, "dash": (), "alpha": alpha}))
    return ops


def draw_board(geometry: BoardGeometry, view: BoardView | None = None, lang: str = "en",
               layers: Iterable[str] = LAYERS) -> list[Op]:
    """All draw operations for ``view`` on ``geometry``, layer by layer (bottom to top).

    Parameters
    ----------
    geometry : BoardGeometry
    view : BoardView, optional
        Claims, stations, highlights, selection; default: an empty board.
    lang : str
        Language of the learner. City names are proper nouns printed on the board and are shown
        as the map's ``display_name`` in every language; the parameter is kept so that localised
        labels can be added without changing callers.
    layers : iterable of str
        Only build these layers (e.g. ``("claims", "highlight")`` after a move: the static map
        layer does not change).

    Returns
    -------
    list of Op
    """
    view = view or BoardView()
    wanted = set(layers)
    unknown = wanted - set(LAYERS)
    if unknown:
        raise ValueError(f"unknown layers {sorted(unknown)}; expected some of {LAYERS}")
    ops: list[Op] = []
    if "map" in wanted:
        ops += draw_map(geometry, view.labels, lang, view.projector)
    if "claims" in wanted:
        ops += draw_claims(geometry, view)
    if "highlight" in wanted:
        ops += draw_highlights(geometry, view)
    return ops


def ops_for(ops: Iterable[Op], layer: str | None = None, role: str | None = None) -> list[Op]:
    """The ops of one layer and/or role.

    >>> ops_for([Op("map", "text", "city-labels")], role="city-labels")[0].kind
    'text'
    """
    return [op for op in ops if (layer is None or op.layer == layer)
            and (role is None or op.role == role)]
