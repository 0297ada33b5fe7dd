"""Every map as a user sees it: routes reach their cities, parallel tracks (doubles and triples)
side by side, countries as flagged border circles, a portrait canvas for a portrait board, and
passenger tokens (Deutschland) that can be read, told apart without colour, and clicked."""
import math
from itertools import combinations

import pytest

from ttrwidgets.ttr.maps import available_maps, load_map
from ttrwidgets.render import palette as P
from ttrwidgets.ttr import render as RC
from ttrwidgets.render.draw import BoardView, draw_board, ops_for
from ttrwidgets.render.geometry import BoardGeometry, Hit, Metrics, point_in_polygon
from shapes import convex_overlap, segment_distance

WIDTH = 1200
MAPS = sorted(available_maps())


@pytest.fixture(scope="module", params=MAPS)
def board(request):
    m = load_map(request.param)
    return m, BoardGeometry.build(m, WIDTH)


def _gap_to_circle(space, city):
    """Distance from the city circle's edge to the space (0 if they touch)."""
    if point_in_polygon(*city.centre, space.corners):
        return -city.radius
    d = min(segment_distance(city.centre, space.corners[i], space.corners[(i + 1) % 4]) for i in range(4))
    return d - city.radius


def _stub(space, city, toward, grow=0.0):
    """The strip a space would cover if it were stretched back to the circle (``grow`` wider
    on each side)."""
    ux, uy = space.direction if toward == "a" else (-space.direction[0], -space.direction[1])
    hl, hw = space.length / 2, space.width / 2 + grow
    back = math.dist(space.centre, city.centre) - city.radius - hl
    cx, cy = space.centre
    far = (cx - ux * (hl + back), cy - uy * (hl + back))
    near = (cx - ux * hl, cy - uy * hl)
    return tuple((p[0] + s * -uy * hw, p[1] + s * ux * hw)
                 for p, s in ((near, 1), (far, 1), (far, -1), (near, -1)))


def _unit(p, q):
    d = math.dist(p, q) or 1.0
    return ((q[0] - p[0]) / d, (q[1] - p[1]) / d)


def test_every_route_reaches_both_cities(board):
    """The first and last spaces touch the city circles (up to the small bare gap); a track end
    stands back only where running on to the circle would run into another route's space."""
    m, g = board
    gap = g.metrics.city_gap * g.width
    clear = 2 * (g.metrics.fan_gap + g.metrics.city_gap) * g.width
    ends = [(r, city, sp, toward) for r in g.routes
            for city, sp, toward in ((r.a, r.spaces[0], "a"), (r.b, r.spaces[-1], "b"))]
    stubs = {(r.route, city): _stub(sp, g.cities[city], toward) for r, city, sp, toward in ends}
    back = []
    for r, city, sp, toward in ends:
        if True:
            c = g.cities[city]
            d = _gap_to_circle(sp, c)
            assert d >= -1e-6, (r.id, c.name)          # never on the circle
            if d <= gap + 0.35 * g.space_width:   # (a chord of a curved track ends a little
                continue                            # further from the circle than its line)
            # it would run into another route's space or stretched-back end (with clearance)
            stub = _stub(sp, c, toward, clear)
            others = [s.corners for s in g.spaces if s.route != r.route
                      and {g.routes[s.route].a, g.routes[s.route].b} != {r.a, r.b}
                      and math.dist(s.centre, c.centre) < 0.25 * g.width]
            others += [st for (r2, c2), st in stubs.items() if c2 == city and r2 != r.route
                       and {g.routes[r2].a, g.routes[r2].b} != {r.a, r.b}]
            blocked = any(convex_overlap(stub, o) for o in others)
            # ... or another route leaves the city at a narrow angle (the fan-out rule: one of
            # two strips meeting at angle θ starts h / tan(θ/2) out; beside the wide band of a
            # double or triple, up to 130°)
            u = _unit(c.centre, g.cities[r.b if city == r.a else r.a].centre)
            narrow = any(
                (u[0] * v[0] + u[1] * v[1]) > math.cos(math.radians(
                    130 if max(r.tracks, r2.tracks) > 1 else 60))
                for r2 in g.routes if r2.route != r.route and {r2.a, r2.b} != {r.a, r.b}
                and city in (r2.a, r2.b)
                for v in [_unit(c.centre, g.cities[r2.b if city == r2.a else r2.a].centre)])
            assert d <= 0.11 * g.width, (r.id, c.name)
            blocked = blocked or narrow
            # an outer track of a triple may pass beside a circle narrower than the band
            beside = r.tracks == 3 and abs(r.offset) > c.radius
            assert blocked or beside, (r.id, c.name, round(d / g.width, 4))
            back.append(r.id)
    # standing back is the exception, not the rule
    assert len(back) <= 0.3 * 2 * len(g.routes), len(back)


def test_no_two_spaces_overlap_and_groups_lie_side_by_side(board):
    m, g = board
    for s1, s2 in combinations(g.spaces, 2):
        if s1.route != s2.route and math.dist(s1.centre, s2.centre) < s1.length + s2.length:
            assert not convex_overlap(s1.corners, s2.corners), (
                g.routes[s1.route].id, g.routes[s2.route].id)
    groups = {}
    for r in m.routes:
        groups.setdefault(frozenset((r.a, r.b)), []).append(r.index)
    for rs in groups.values():
        shapes = [g.routes[r] for r in rs]
        assert sorted(s.track for s in shapes) == list(range(len(rs)))
        assert all(s.tracks == len(rs) for s in shapes)
        if len(rs) > 1:   # offsets evenly spread around the line between the cities
            offs = sorted(s.offset if s.a == shapes[0].a else -s.offset for s in shapes)
            steps = [b - a for a, b in zip(offs, offs[1:])]
            assert min(steps) >= g.space_width - 1e-6
            assert sum(offs) == pytest.approx(0.0, abs=1e-6)


def test_triples_are_drawn(board):
    m, g = board
    if m.id == "deutschland":
        assert sum(1 for r in g.routes if r.tracks == 3) == 6   # two triples


def test_canvas_follows_the_board_shape(board):
    m, g = board
    assert (g.height - 2 * g.margin) == pytest.approx((g.width - 2 * g.margin) / m.layout.aspect)
    if m.layout.aspect < 1:
        assert g.height > 1.5 * g.width
        # shapes sized for the board's area: bigger than on a landscape board of this width
        assert g.size_factor == pytest.approx(math.sqrt(1.4 / m.layout.aspect))
        assert g.space_width > 1.4 * 0.011 * g.width
    else:
        # shapes sized for the board's area: Europe (1.40) exactly 1, a wider board a little less
        assert g.size_factor == pytest.approx(Metrics().size_factor_for(m.layout.aspect))
        assert (g.size_factor == 1.0) == (m.layout.aspect == 1.4)


def test_countries_are_flagged_border_circles(board):
    m, g = board
    ops = draw_board(g, BoardView(), layers=("map",))
    countries = [c for c in m.cities if getattr(c, "is_country", False)]
    if not countries:
        assert not ops_for(ops, role="country-flags")
        return
    flags, = ops_for(ops, role="country-flags")
    rings = ops_for(ops, role="country-rings")
    for c in countries:
        shape = g.cities[c.index]
        assert shape.country and shape.radius > max(x.radius for x in g.cities if not x.country)
        pieces = [(pts, col) for pts, col, city in zip(
            flags.args["points"], flags.args["colors"], flags.args["cities"]) if city == c.index]
        assert pieces and len({col for _, col in pieces}) >= 2, c.name   # a flag, not a dot
        for pts, _ in pieces:   # inside the circle
            assert all(math.dist(p, shape.centre) <= shape.radius + 1e-6 for p in pts)
        assert all(c.index in op.args["cities"] for op in rings)
    # the name is drawn like a city's
    labels, = ops_for(ops, role="city-labels")
    assert {c.display_name for c in countries} <= set(labels.args["texts"])


# --------------------------------------------------------------------------- passengers
def _setup_passengers(m):
    colours = [c.key for c, _ in m.passengers]
    out = {}
    for c in m.cities:
        k = min(c.passengers, len(colours))
        if k:
            out[c.index] = [(colours[(c.index + j) % len(colours)], 1 + (c.index + j) % 4)
                            for j in range(k)]
    return out


@pytest.fixture(scope="module")
def de():
    m = load_map("deutschland")
    g = BoardGeometry.build(m, WIDTH)
    return m, g, _setup_passengers(m)


def test_tokens_are_readable_without_colour(de):
    m, g, pas = de
    view = BoardView(passengers=pas)
    ops = draw_board(g, view, layers=("claims",))
    discs, = ops_for(ops, role="passenger-tokens")
    n = sum(len(v) for v in pas.values())
    assert len(discs) == n == len(g.passenger_tokens(pas))
    letters = [t for op in ops_for(ops, role="passenger-letters") for t in op.args["texts"]]
    expected = sorted(RC.as_colour(k).symbol for v in pas.values() for k, _ in v)
    assert sorted(letters) == expected
    counts, = ops_for(ops, role="passenger-counts")
    assert sorted(counts.args["texts"]) == sorted(f"×{c}" for v in pas.values()
                                                  for _, c in v if c > 1)
    for op in ops_for(ops, role="passenger-letters"):   # letter legible on its disc
        for x, y in zip(op.args["x"], op.args["y"]):
            i = next(i for i in range(n) if (discs.args["x"][i], discs.args["y"][i]) == (x, y))
            assert P.contrast_ratio(op.args["color"], discs.args["colors"][i]) >= 4.5


def test_tokens_stay_clear_of_each_other_names_and_circles_and_near_their_city(de):
    m, g, pas = de
    tokens = g.passenger_tokens(pas)
    for a, b in combinations(tokens, 2):
        ax0, ay0, ax1, ay1 = a.box
        bx0, by0, bx1, by1 = b.box
        assert ax1 <= bx0 + 1e-6 or bx1 <= ax0 + 1e-6 or ay1 <= by0 + 1e-6 \
            or by1 <= ay0 + 1e-6, (a.city, a.colour, b.city, b.colour)
    for t in tokens:
        x0, y0, x1, y1 = t.box
        assert 0 <= x0 and x1 <= g.width and 0 <= y0 and y1 <= g.height
        for c in g.cities:
            lx0, ly0, lx1, ly1 = c.label_box
            assert x1 <= lx0 or lx1 <= x0 or y1 <= ly0 or ly1 <= y0, (t.city, c.label)
            px, py = min(max(c.centre[0], x0), x1), min(max(c.centre[1], y0), y1)
            assert math.hypot(px - c.centre[0], py - c.centre[1]) >= c.radius, (t.city, c.label)
        own = g.cities[t.city]
        px, py = min(max(own.centre[0], x0), x1), min(max(own.centre[1], y0), y1)
        cell = x1 - x0     # the token is in a cluster touching a ring around its city
        assert math.hypot(px - own.centre[0], py - own.centre[1]) < \
            own.radius + 1.5 * t.radius + 2 * cell, (t.city, t.colour)


def test_a_click_on_a_token_chooses_its_colour(de):
    m, g, pas = de
    for t in g.passenger_tokens(pas):
        hit = g.hit_test(*t.centre, passengers=pas)
        assert hit == Hit("passenger", t.city, t.colour) and hit.colour == t.colour
        assert hit.kind == "passenger" and hit.index == t.city
        if t.count > 1:   # the count belongs to the token too
            assert g.hit_test(*t.count_pos, passengers=pas) == hit
    # without the view's passengers (or where none stand), the click means what it did
    t = g.passenger_tokens(pas)[0]
    assert g.hit_test(*t.centre) != Hit("passenger", t.city, t.colour)
    for c in g.cities:
        assert g.hit_test(*c.centre, passengers=pas) == ("city", c.city)
    for s in g.spaces[::7]:
        hit = g.hit_test(*s.centre, passengers=pas)
        assert hit == ("route", s.route) or hit.kind == "passenger"


def test_fewer_passengers_keep_their_places(de):
    m, g, pas = de
    city = max(pas, key=lambda c: len(pas[c]))
    full = {t.colour: t.centre for t in g.passenger_tokens({city: pas[city]})}
    fewer = {t.colour: t.centre for t in g.passenger_tokens({city: pas[city][1:]})}
    assert len(fewer) == len(full) - 1
    slots = {t.centre for t in g.passenger_tokens({city: pas[city]})}
    assert set(fewer.values()) <= slots     # tokens stay in the city's slots


def test_take_passengers_rings_those_tokens(de):
    m, g, pas = de
    take = sorted(pas)[:2]
    ops = draw_board(g, BoardView(passengers=pas, take_passengers=take), layers=("highlight",))
    ring, = ops_for(ops, role="take-passengers")
    assert sorted(set(ring.args["cities"])) == take
    assert len(ring) == sum(len(pas[c]) for c in take)
    assert all(r > t.radius for r, t in zip(ring.args["radius"], g.passenger_tokens(pas)))
    none = draw_board(g, BoardView(passengers=pas), layers=("highlight",))
    assert not ops_for(none, role="take-passengers")


def test_board_widget_redraws_when_passengers_change(de):
    pytest.importorskip("ipycanvas")
    from ttrwidgets.widgets.board import _claims_key, _highlight_key
    m, g, pas = de
    a, b = BoardView(passengers=pas), BoardView(passengers={**pas, 6: pas[6][1:]})
    assert _claims_key(a) != _claims_key(b)
    assert _highlight_key(BoardView(passengers=pas, take_passengers=[6])) != _highlight_key(a)
    ring_a = BoardView(passengers=pas, take_passengers=[6])
    ring_b = BoardView(passengers=b.passengers, take_passengers=[6])
    assert _highlight_key(ring_a) != _highlight_key(ring_b)   # the rings follow the tokens


def test_output_is_deterministic(de):
    m, g, pas = de
    from ttrwidgets.render import labels as G, tokens
    G._LABEL_CACHE.clear()
    tokens.TOKEN_CACHE.clear()
    g2 = BoardGeometry.build(m, WIDTH)   # placed afresh (g may come from the caches)
    g3 = BoardGeometry.build(m, WIDTH)   # from the caches

    def key(geo):
        return [(t.city, t.colour, t.count, round(t.centre[0], 6), round(t.centre[1], 6))
                for t in geo.passenger_tokens(pas)]
    assert key(g2) == key(g3) == key(g)
    ops2 = draw_board(g2, BoardView(passengers=pas))
    ops3 = draw_board(g3, BoardView(passengers=pas))
    assert [(o.layer, o.role, len(o)) for o in ops2] == [(o.layer, o.role, len(o)) for o in ops3]
