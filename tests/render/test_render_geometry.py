"""Board geometry of Europe: spaces, parallels, hit-testing, scale invariance, speed."""
import math
import random
import time
from itertools import combinations

import pytest

from ttrwidgets.render.geometry import BoardGeometry, Hit, Metrics, point_in_polygon
from shapes import convex_overlap, segment_distance

WIDTH = 1000


@pytest.fixture(scope="module")
def geo(europe_map):
    return BoardGeometry.build(europe_map, WIDTH)


def _polygon_circle_distance(poly, centre):
    if point_in_polygon(*centre, poly):
        return 0.0
    return min(segment_distance(centre, poly[i], poly[(i + 1) % len(poly)])
               for i in range(len(poly)))


def test_counts_match_the_map(geo, europe_map):
    assert len(geo.cities) == len(europe_map.cities) == 47
    assert len(geo.routes) == len(europe_map.routes) == 101
    assert len(geo.spaces) == 300
    for r, shape in zip(europe_map.routes, geo.routes):
        assert shape.route == r.index
        assert len(shape.spaces) == r.length
        assert [s.position for s in shape.spaces] == list(range(r.length))
        assert {shape.a, shape.b} == {r.a, r.b}
    kinds = [r.kind for r in geo.routes]
    assert kinds.count("tunnel") == 18 and kinds.count("ferry") == 13
    assert sum(s.loco for s in geo.spaces) == 17
    for shape in geo.routes:
        assert sum(s.loco for s in shape.spaces) == shape.locomotives


def test_canvas_size_follows_the_aspect(geo):
    m = geo.margin
    assert geo.width == WIDTH
    assert (geo.height - 2 * m) == pytest.approx((geo.width - 2 * m) / 1.40)
    assert geo.height_px == math.ceil(geo.height)
    assert geo.to_board(*geo.to_canvas(0.3, 0.7)) == pytest.approx((0.3, 0.7))


def test_every_space_lies_inside_the_canvas(geo):
    for s in geo.spaces:
        for x, y in s.corners:
            assert 0 <= x <= geo.width and 0 <= y <= geo.height, (geo.routes[s.route].id, x, y)
    for c in geo.cities:
        x0, y0, x1, y1 = c.label_box
        assert 0 <= x0 and x1 <= geo.width and 0 <= y0 and y1 <= geo.height, c.name
        x, y = c.centre
        assert c.radius <= x <= geo.width - c.radius and c.radius <= y <= geo.height - c.radius


def test_spaces_are_rectangles_along_their_track(geo):
    for s in geo.spaces:
        a, b, c, d = s.corners
        assert math.dist(a, b) == pytest.approx(s.length)
        assert math.dist(b, c) == pytest.approx(s.width)
        assert math.dist(a, c) == pytest.approx(math.hypot(s.length, s.width))
        assert s.width <= s.length + 1e-9
        assert math.hypot(*s.direction) == pytest.approx(1.0)


def test_parallel_tracks_of_a_double_do_not_overlap(geo, europe_map):
    doubles = {}
    for r in europe_map.routes:
        doubles.setdefault(frozenset((r.a, r.b)), []).append(r.index)
    doubles = [rs for rs in doubles.values() if len(rs) > 1]
    assert len(doubles) == 11
    for r1, r2 in doubles:
        g1, g2 = geo.routes[r1], geo.routes[r2]
        assert g1.tracks == g2.tracks == 2
        assert {g1.track, g2.track} == {0, 1}
        # side by side: equal distance from the cities' line, on opposite sides
        assert abs(g1.offset) == pytest.approx(abs(g2.offset)) and abs(g1.offset) > 0
        for s1 in g1.spaces:
            for s2 in g2.spaces:
                assert not convex_overlap(s1.corners, s2.corners), (g1.id, g2.id)
        # offset > 0 means "to the right walking from a to b" (canvas y points down)
        for g in (g1, g2):
            (ax, ay), (bx, by) = geo.cities[g.a].centre, geo.cities[g.b].centre
            cx, cy = g.spaces[0].centre
            side = (cx - ax) * (ay - by) + (cy - ay) * (bx - ax)
            assert (side > 0) == (g.offset > 0), g.id
        # both can be clicked: their spaces' centres are at least one space width apart
        for s1, s2 in zip(g1.spaces, g2.spaces):
            assert math.dist(s1.centre, s2.centre) >= geo.space_width


def test_no_two_routes_overlap_anywhere(geo):
    spaces = geo.spaces
    reach = geo.metrics.max_space_length * geo.width * 2
    for s1, s2 in combinations(spaces, 2):
        if s1.route != s2.route and math.dist(s1.centre, s2.centre) < reach:
            assert not convex_overlap(s1.corners, s2.corners), (
                geo.routes[s1.route].id, geo.routes[s2.route].id)


def test_spaces_keep_clear_of_city_circles(geo):
    for s in geo.spaces:
        for c in geo.cities:
            if math.dist(s.centre, c.centre) > 3 * geo.metrics.max_space_length * geo.width:
                continue
            assert _polygon_circle_distance(s.corners, c.centre) >= c.radius, (
                geo.routes[s.route].id, c.name)


def test_spaces_fill_their_track_and_shrink_to_fit_short_distances(geo, europe_map):
    by_id = {r.id: r for r in geo.routes}
    m = geo.metrics
    lmax = m.max_space_length * geo.width
    for r in geo.routes:
        gaps = [math.dist(a.centre, b.centre) - (a.length + b.length) / 2
                for a, b in zip(r.spaces, r.spaces[1:])]
        if gaps:   # evenly spaced, the gap never more than max_space_gap × the space
            assert max(gaps) - min(gaps) < 0.002 * geo.width, r.id   # (chords of curves)
            assert min(gaps) >= -1e-9
            assert max(gaps) <= m.max_space_gap * r.space_length + 1e-6, r.id
        if r.space_length > lmax + 1e-9:   # longer than the maximum only when the gaps are full
            assert r.length == 1 or max(gaps) == pytest.approx(m.max_space_gap * r.space_length)
    lisboa_madrid = by_id["R069"] if "R069" in by_id else None
    if lisboa_madrid is not None:  # 3 spaces between two close cities
        assert lisboa_madrid.shrink < 0.5
    shrunk = [r for r in geo.routes if r.shrink < 1]
    assert shrunk, "Europe has routes longer than the distance allows"


def test_hit_at_the_centre_of_every_space_is_its_route(geo):
    for s in geo.spaces:
        assert geo.hit_test(*s.centre) == ("route", s.route)
        assert geo.hit_test(*s.centre) == Hit("route", s.route)


def test_hit_at_every_city_centre_is_the_city(geo):
    for c in geo.cities:
        assert geo.hit_test(*c.centre) == ("city", c.city)
        # the whole circle belongs to the city, even where a track starts
        for k in range(8):
            a = k * math.pi / 4
            p = (c.centre[0] + 0.95 * c.radius * math.cos(a),
                 c.centre[1] + 0.95 * c.radius * math.sin(a))
            assert geo.hit_test(*p) == ("city", c.city)


def test_labels_do_not_pile_onto_each_other(geo):
    # (the full clearance checks, on every map and in projector mode, are in test_render_labels)
    for c1, c2 in combinations(geo.cities, 2):
        a, b = c1.label_box, c2.label_box
        w = min(a[2], b[2]) - max(a[0], b[0])
        h = min(a[3], b[3]) - max(a[1], b[1])
        assert w <= 0 or h <= 0, (c1.name, c2.name)


def test_clicking_a_city_name_selects_the_city(geo):
    for c in geo.cities:
        hit = geo.hit_test(*c.label_pos)
        assert hit is not None
        if hit.kind == "city":
            assert hit.index == c.city or math.dist(geo.cities[hit.index].centre,
                                                    c.label_pos) < 2 * c.radius


@pytest.mark.parametrize("board_point", [(0.30, 0.86), (0.04, 0.60), (0.75, 0.99), (0.99, 0.02),
                                         (0.20, 0.02)])
def test_a_click_in_empty_sea_is_nothing(geo, board_point):
    assert geo.hit_test(*geo.to_canvas(*board_point)) is None


def test_outside_the_board_is_nothing(geo):
    for p in [(-10, -10), (0, 0), (geo.width + 5, 10), (geo.width / 2, geo.height + 20)]:
        assert geo.hit_test(*p) is None


def test_tolerance_just_outside_a_space(geo):
    tol = geo.tolerance
    for s in geo.spaces:
        ux, uy = s.direction
        for sign in (1, -1):
            near = (s.centre[0] - sign * uy * (s.width / 2 + tol / 2),
                    s.centre[1] + sign * ux * (s.width / 2 + tol / 2))
            hit = geo.hit_test(*near)
            assert hit is not None
            if hit != ("route", s.route):  # only a closer neighbour may take the click
                assert hit.kind == "city" or min(
                    o.depth(*near) for o in geo.routes[hit.index].spaces) <= s.depth(*near)
            far = (s.centre[0] - sign * uy * (s.width / 2 + 3 * tol),
                   s.centre[1] + sign * ux * (s.width / 2 + 3 * tol))
            assert geo.route_at(*far, tolerance=0) != s.route


def test_rectangle_test_agrees_with_point_in_polygon(geo):
    rng = random.Random(7)
    for s in rng.sample(geo.spaces, 60):
        x0, y0, x1, y1 = s.bbox
        for _ in range(40):
            x, y = rng.uniform(x0 - 3, x1 + 3), rng.uniform(y0 - 3, y1 + 3)
            if abs(s.depth(x, y)) < 1e-6:
                continue
            assert s.contains(x, y) == point_in_polygon(x, y, s.corners)


def test_hit_test_is_exhaustive_search(geo):
    """The grid finds exactly what a brute-force search over all shapes finds."""
    rng = random.Random(3)
    tol = geo.tolerance
    for _ in range(3000):
        x, y = rng.uniform(0, geo.width), rng.uniform(0, geo.height)
        inside = [c.city for c in geo.cities
                  if math.dist((x, y), c.centre) <= c.radius]
        deep = sorted((s.depth(x, y), s.route) for s in geo.spaces if s.depth(x, y) <= tol)
        got = geo.hit_test(x, y)
        if inside:
            assert got == ("city", inside[0])
        elif deep:
            assert got == ("route", deep[0][1])
        elif got is not None:
            assert got.kind == "city"


def test_scale_invariance(europe_map):
    g1 = BoardGeometry.build(europe_map, 800)
    g2 = BoardGeometry.build(europe_map, 1600)
    assert g2.height == pytest.approx(2 * g1.height)
    pts = [s.centre for s in g1.spaces] + [c.centre for c in g1.cities]
    rng = random.Random(11)
    pts += [(rng.uniform(0, g1.width), rng.uniform(0, g1.height)) for _ in range(3000)]
    for x, y in pts:
        assert g1.hit_test(x, y) == g2.hit_test(2 * x, 2 * y), (x, y)
    for s1, s2 in zip(g1.spaces, g2.spaces):
        assert s2.centre == pytest.approx((2 * s1.centre[0], 2 * s1.centre[1]))


def test_metrics_change_the_sizes(europe_map):
    g = BoardGeometry.build(europe_map, 1000, Metrics(space_width=0.008))
    assert max(s.width for s in g.spaces) == pytest.approx(8.0)


def test_rejects_bad_width(europe_map):
    with pytest.raises(ValueError):
        BoardGeometry.build(europe_map, 0)


def test_build_is_fast(europe_map):
    best = min(_timed(lambda: BoardGeometry.build(europe_map, WIDTH)) for _ in range(5))
    assert best < 0.050, f"building Europe took {best * 1000:.1f} ms"


def test_hit_test_is_fast(geo):
    rng = random.Random(5)
    pts = [(rng.uniform(0, geo.width), rng.uniform(0, geo.height)) for _ in range(5000)]
    pts += [s.centre for s in geo.spaces] + [c.centre for c in geo.cities]

    def run():
        for x, y in pts:
            geo.hit_test(x, y)
    per_call = min(_timed(run) for _ in range(3)) / len(pts)
    assert per_call < 0.0002, f"hit_test took {per_call * 1e6:.1f} µs"


def _timed(fn):
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t
