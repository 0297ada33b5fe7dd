"""The Trans grid board: geometry, hit-testing, city names, draw operations, the view's secrets,
the SVG picture and the Trans colours.

Shapes are checked with yardsticks written independently of the render code (``shapes.py`` and
boxes rebuilt from the typography module's conservative text size), like the route boards'
tests.
"""
import csv
import math
import xml.etree.ElementTree as ET
from collections import Counter
from itertools import combinations

import pytest

from ttrwidgets import trans
from ttrwidgets.render import palette as P
from ttrwidgets.trans import render as C
from ttrwidgets.render import typography as T
from ttrwidgets.render.canvas import RecordingCanvas, replay
from ttrwidgets.render.draw import IPYCANVAS_CALLS, LAYERS, PROJECTOR_LINE_SCALE, ops_for
from ttrwidgets.trans.render import (GRID_ROLES, NETWORK_DASHES, GridGeometry, GridView,
                                    draw_grid, grid_svg, grid_thumbnail_svg, networks)
from ttrwidgets.trans.actions import LayRail, PlaceMarker
from ttrwidgets.trans.board import COLOURS, GRID_BOARDS, load_board
from ttrwidgets.trans.missing import missing_rails
from conftest import SHARED
from shapes import segment_distance

WIDTH = T.REFERENCE_CANVAS_PX
NS = {"s": "http://www.w3.org/2000/svg"}


@pytest.fixture(scope="module", params=GRID_BOARDS)
def geo(request):
    return GridGeometry.build(load_board(request.param), WIDTH)


@pytest.fixture(scope="module")
def europa():
    return GridGeometry.build("trans_europa", WIDTH)


def _one(ops, role, layer=None):
    found = ops_for(ops, layer, role)
    assert len(found) == 1, (role, len(found))
    return found[0]


def _play(board="trans_europa", players=3, seed=7, rails=10):
    """A game after every start marker and ``rails`` legal rails (the engine decides)."""
    s, _ = trans.new_game(board, players, seed=seed)
    k = 0
    while s.phase == "markers":
        acts = trans.legal_actions(s)
        # spread the markers: the k-th seat takes an intersection a third further on
        s, _ = trans.apply(s, acts[(len(acts) * (2 * k + 1)) // 7])
        k += 1
    laid = 0
    while laid < rails and s.phase == "rails":
        acts = trans.legal_actions(s)
        lay = [a for a in acts if isinstance(a, LayRail)]
        s, _ = trans.apply(s, lay[laid % len(lay)] if lay else acts[-1])
        laid += bool(lay)
    return s


# --------------------------------------------------------------------------- geometry
def test_counts_match_the_board(geo):
    b = load_board(geo.board_id)
    assert len(geo.nodes) == len(b.nodes) and len(geo.points) == len(b.nodes)
    assert len(geo.lines) == len(b.lines) and len(geo.cities) == len(b.cities) == 35
    for ln, bl in zip(geo.lines, b.lines):
        assert (ln.a, ln.b, ln.cost, ln.kind) == (bl.a, bl.b, bl.cost, bl.kind)
        assert ln.p == geo.nodes[bl.a] and ln.q == geo.nodes[bl.b]
        # every line is one grid unit long
        assert math.dist(ln.p, ln.q) == pytest.approx(geo.unit)
    for c, bc in zip(geo.cities, b.cities):
        assert (c.name, c.colour, c.dashed, c.node) == (bc.name, bc.colour, bc.dashed, bc.node)
        assert c.centre == geo.nodes[bc.node]
    assert geo.height_px == math.ceil(geo.height - 1e-9)


def test_positions_follow_nodes_csv_and_keep_the_aspect(geo):
    path = SHARED / "maps-reference" / geo.board_id / "nodes.csv"
    if not path.is_file():
        pytest.skip("no reference nodes.csv")
    with open(path, encoding="utf-8") as f:
        ref = {(int(r["col"]), int(r["row"])): (float(r["x"]), float(r["y"]))
               for r in csv.DictReader(f)}
    assert set(ref) == set(geo.points)
    x0 = min(x for x, _ in ref.values())
    y0 = min(y for _, y in ref.values())
    for p, (px, py) in zip(geo.points, geo.nodes):
        x, y = ref[p]
        assert px == pytest.approx(geo.margin + (x - x0) * geo.unit, abs=1e-6)
        assert py == pytest.approx(geo.margin + (y - y0) * geo.unit, abs=0.01)
    xs = [x for x, _ in geo.nodes]
    ys = [y for _, y in geo.nodes]
    assert min(xs) == pytest.approx(geo.margin) and max(xs) == pytest.approx(geo.width - geo.margin)
    assert max(ys) == pytest.approx(geo.height - geo.margin)


def test_geometry_scales_with_the_width():
    a = GridGeometry.build("trans_america", 600)
    b = GridGeometry.build("trans_america", 1200)
    assert b.unit == pytest.approx(2 * a.unit) and b.height == pytest.approx(2 * a.height)
    for p, q in zip(a.nodes, b.nodes):
        assert q == pytest.approx((2 * p[0], 2 * p[1]))
    for la, lb in zip(a.label_layout(), b.label_layout()):
        assert lb.pos == pytest.approx((2 * la.pos[0], 2 * la.pos[1]))
    with pytest.raises(ValueError):
        GridGeometry.build("trans_america", 0)


def test_the_family_answers_board_geometry_with_the_renderers_geometry():
    """The family protocol's ``board_geometry`` is the grid renderer's own geometry (hit tests
    included), for a board id or a board, like the route family's."""
    g = trans.board_geometry("trans_europa", 800)
    assert isinstance(g, GridGeometry) and g.width == 800
    assert g.nodes == GridGeometry.build("trans_europa", 800).nodes
    assert g.hit_test(*g.nodes[5]) == ("node", 5)
    assert trans.board_geometry(trans.load_board("trans_america"), 600).board_id == "trans_america"


# --------------------------------------------------------------------------- hit testing
def test_every_line_midpoint_hits_that_line(geo):
    for ln in geo.lines:
        assert geo.hit_test(*ln.mid) == ("line", ln.index)
        # ... and a little to the side of it, within the tolerance
        ux, uy = ln.direction
        off = 0.8 * geo.hit_line
        assert geo.hit(ln.mid[0] - uy * off, ln.mid[1] + ux * off) == ("line", ln.index)


def test_every_intersection_centre_hits_that_node(geo):
    for v, (x, y) in enumerate(geo.nodes):
        assert geo.hit_test(x, y) == ("node", v)
        # intersections win near their centre, even on a line leading out of them
        ln = next(geo.lines[i] for i in range(len(geo.lines)) if v in (geo.lines[i].a,
                                                                       geo.lines[i].b))
        o = ln.q if ln.a == v else ln.p
        t = 0.9 * geo.hit_node / geo.unit
        assert geo.hit_test(x + (o[0] - x) * t, y + (o[1] - y) * t) == ("node", v)


def test_far_away_and_triangle_middles_hit_nothing(geo):
    W, H = geo.width, geo.height
    for x, y in ((1, 1), (-50, -50), (W + 30, H / 2), (W / 2, H + 40), (W - 2, 2)):
        assert geo.hit_test(x, y) is None
    # the middle of every small triangle of lines is no line (and no intersection)
    by_pair = {frozenset((ln.a, ln.b)) for ln in geo.lines}
    adj = {}
    for ln in geo.lines:
        adj.setdefault(ln.a, set()).add(ln.b)
        adj.setdefault(ln.b, set()).add(ln.a)
    names = [lab.box for lab in geo.label_layout()]
    n = 0
    for ln in geo.lines:
        for c in adj[ln.a] & adj[ln.b]:
            if frozenset((ln.a, c)) in by_pair and c > ln.b:
                x = (geo.nodes[ln.a][0] + geo.nodes[ln.b][0] + geo.nodes[c][0]) / 3
                y = (geo.nodes[ln.a][1] + geo.nodes[ln.b][1] + geo.nodes[c][1]) / 3
                on_name = any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in names)
                hit = geo.hit_test(x, y)
                assert hit is None or (on_name and hit.kind == "node"), (x, y, hit)
                n += 1
    assert n > 250


def test_hit_agrees_with_an_independent_nearest_search(geo):
    import random
    rnd = random.Random(4)
    for _ in range(400):
        x, y = rnd.uniform(0, geo.width), rnd.uniform(0, geo.height)
        hit = geo.hit_test(x, y)
        dn = min(((math.dist((x, y), p), v) for v, p in enumerate(geo.nodes)))
        dl = min(((segment_distance((x, y), ln.p, ln.q), ln.index) for ln in geo.lines))
        if dn[0] <= geo.hit_node:
            assert hit == ("node", dn[1])
        elif dl[0] <= geo.hit_line:
            assert hit == ("line", dl[1])
        elif hit is not None:   # only a name is left
            assert hit.kind == "node" and geo.city_at(hit.index) is not None


def test_a_city_name_hits_its_city(europa):
    for lab in europa.label_layout():
        x0, y0, x1, y1 = lab.box
        hit = europa.hit_test((x0 + x1) / 2, y0 + 1)
        if hit is not None and hit.kind == "node" and europa.city_at(hit.index) is not None:
            assert hit.index == europa.cities[lab.city].node or \
                math.dist(europa.nodes[hit.index], lab.pos) < europa.unit


def test_hits_feed_the_engine_preview():
    s, _ = trans.new_game("trans_europa", 2, seed=3)
    g = GridGeometry.build(s.map, 800)
    paris = g.cities[g.city_index("Paris")]
    hit = g.hit_test(*paris.centre)
    pv = trans.preview(s, 0, hit)
    assert pv.problem is None and pv.options == [PlaceMarker(0, (9, 6))]
    s, _ = trans.apply(s, pv.options[0])
    s, _ = trans.apply(s, trans.legal_actions(s, 1)[0])
    line = next(i for i, ln in enumerate(g.lines) if paris.node in (ln.a, ln.b))
    pv = trans.preview(s, 0, g.hit_test(*g.lines[line].mid))
    assert pv.problem is None and isinstance(pv.options[0], LayRail)


# --------------------------------------------------------------------------- names
def _text_box(g, lab, projector):
    m = g.metrics
    size = (m.projector_label_size if projector else m.label_size) * g.width
    halo = (m.projector_label_halo if projector else m.label_halo) * size
    hx, hy = T.text_box_size(lab.text, size, halo)
    x, y = lab.pos
    return (x - hx, y - hy, x + hx, y + hy)


def _covers_disc(box, centre, r):
    px = min(max(centre[0], box[0]), box[2])
    py = min(max(centre[1], box[1]), box[3])
    return math.hypot(px - centre[0], py - centre[1]) < r


def _overlap(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("projector", [False, True])
def test_no_name_covers_another_name_or_a_city(geo, projector):
    labs = geo.label_layout(projector)
    boxes = [_text_box(geo, lab, projector) for lab in labs]
    assert [lab.text for lab in labs] == [c.name for c in geo.cities]
    for lab, box in zip(labs, boxes):
        assert box[0] >= 0 and box[1] >= 0 and box[2] <= geo.width and box[3] <= geo.height
        for c in geo.cities:
            assert not _covers_disc(box, c.centre, c.radius), (lab.text, c.name)
    for (a, ba), (b, bb) in combinations(zip(labs, boxes), 2):
        assert not _overlap(ba, bb), (a.text, b.text)


def test_normal_names_leave_every_intersection_visible(geo):
    """At the normal size every name also keeps clear of the bare intersections' dots."""
    for lab in geo.label_layout(False):
        assert lab.clear, lab.text
        box = _text_box(geo, lab, False)
        for v, p in enumerate(geo.nodes):
            if geo.city_at(v) is None:
                assert not _covers_disc(box, p, geo.node_radius), (lab.text, v)
        # next to its city (no leader needed)
        c = geo.cities[lab.city]
        assert lab.leader is None
        gap = math.hypot(min(max(c.centre[0], box[0]), box[2]) - c.centre[0],
                         min(max(c.centre[1], box[1]), box[3]) - c.centre[1]) - c.radius
        assert gap <= 1.5 * lab.size, lab.text


# --------------------------------------------------------------------------- draw ops
def _well_formed(ops):
    assert [op.layer for op in ops] == sorted((op.layer for op in ops), key=LAYERS.index)
    for layer in LAYERS:
        mine = ops_for(ops, layer)
        assert mine and mine[0].kind == "clear"
        order = [GRID_ROLES[layer].index(op.role) for op in mine]
        assert order == sorted(order), layer
    for op in ops:
        assert op.kind in IPYCANVAS_CALLS and op.role in GRID_ROLES[op.layer]
        n, a = len(op), op.args
        for key in ("colors", "lines", "nodes", "cities", "seats", "networks", "y", "radius"):
            if key in a:
                assert len(a[key]) == n, (op.role, key)
        if op.kind.startswith("stroke"):
            assert a["line_width"] > 0 and isinstance(a["dash"], tuple)
        for c in a.get("colors", ()):
            P.to_rgb(c)
        assert 0 <= a.get("alpha", 1.0) <= 1


def test_map_layer_grid_and_doubles(geo):
    ops = draw_grid(geo)
    _well_formed(ops)
    plain = _one(ops, "grid-lines")
    assert sorted(plain.args["lines"]) == [ln.index for ln in geo.lines if ln.cost == 1]
    # thin and light: under every other line and lighter than the double lines
    assert plain.args["line_width"] < _one(ops, "water-lines").args["line_width"] + 1e-9
    assert P.relative_luminance(C.GRID_LINE) > P.relative_luminance(C.WATER)
    nodes = _one(ops, "grid-nodes")
    assert len(nodes) + len(geo.cities) == len(geo.nodes)
    # the map layer depends on nothing but the geometry (and projector mode)
    s = _play(geo.board_id)
    view = GridView.from_view(geo, trans.view(s, 0), hint_lines=(1, 2), selected_line=3)
    assert ops_for(draw_grid(geo, view), "map") == ops_for(ops, "map")


def test_double_lines_are_told_apart_without_colour(geo):
    ops = draw_grid(geo)
    water = {ln.index for ln in geo.lines if ln.kind == "water"}
    mountain = {ln.index for ln in geo.lines if ln.kind == "mountain"}
    assert water and mountain
    wl, ml = _one(ops, "water-lines"), _one(ops, "mountain-lines")
    # two parallel strokes per double line
    assert Counter(wl.args["lines"]) == Counter({i: 2 for i in water})
    assert Counter(ml.args["lines"]) == Counter({i: 2 for i in mountain})
    # and one mark each, of a different shape: a wave (a line) over water, a peak (a filled
    # triangle) over mountains; a grey-scale copy of the ops still tells them apart
    wm, mm = _one(ops, "water-marks"), _one(ops, "mountain-marks")
    assert sorted(wm.args["lines"]) == sorted(water)
    assert sorted(mm.args["lines"]) == sorted(mountain)
    assert (wm.kind, mm.kind) == ("stroke_lines", "fill_polygons")
    assert all(len(p) > 5 for p in wm.args["points"]) and all(len(p) == 3 for p in mm.args["points"])
    for op in (wm, mm):   # the mark sits on its line's middle
        for pts, i in zip(op.args["points"], op.args["lines"]):
            cx = sum(x for x, _ in pts) / len(pts)
            cy = sum(y for _, y in pts) / len(pts)
            assert math.dist((cx, cy), geo.lines[i].mid) < 0.15 * geo.unit


def test_cities_in_their_card_colours_with_letters(geo):
    ops = draw_grid(geo)
    cities = _one(ops, "cities", "claims")
    assert len(cities) == 35
    for c, col in zip(cities.args["cities"], cities.args["colors"]):
        assert col == C.trans_city_fill(geo.cities[c].colour)
    letters = {}
    for op in ops_for(ops, "claims", "city-letters"):
        for t, c in zip(op.args["texts"], op.args["cities"]):
            letters[c] = t
            assert op.args["color"] == C.trans_city_text(geo.cities[c].colour)
    assert letters == {c.index: C.trans_city_letter(c.colour) for c in geo.cities}
    dashed = _one(ops, "dashed-rings")
    assert sorted(dashed.args["cities"]) == sorted(c.index for c in geo.cities if c.dashed)
    assert len(dashed) == 10 and dashed.args["dash"]
    assert not ops_for(ops, role="out-of-play")
    out = draw_grid(geo, GridView(dashed_out=True))
    assert sorted(_one(out, "out-of-play").args["cities"]) == sorted(dashed.args["cities"])
    names = _one(ops, "city-labels")
    assert sorted(names.args["texts"]) == sorted(c.name for c in geo.cities)
    assert names.args["halo"]
    assert not ops_for(draw_grid(geo, GridView(labels=False)), role="city-labels")


def test_rails_and_markers_of_a_played_game(geo):
    s = _play(geo.board_id, players=3, seed=11, rails=12)
    assert len(s.rails) >= 6
    view = GridView.from_view(geo, trans.view(s, 1))
    assert sorted(view.rails) == sorted(s.rails)
    ops = draw_grid(geo, view)
    _well_formed(ops)
    casing = _one(ops, "rail-casings")
    assert sorted(casing.args["lines"]) == sorted(s.rails)
    assert set(casing.args["colors"]) == {C.RAIL}
    inner = ops_for(ops, "claims", "rails")
    assert sorted(i for op in inner for i in op.args["lines"]) == sorted(s.rails)
    assert inner[0].args["line_width"] < casing.args["line_width"]
    # each rail is drawn where the engine put it
    for op in inner:
        for (p, q), i in zip(op.args["points"], op.args["lines"]):
            assert {p, q} == {geo.nodes[s.map.lines[i].a], geo.nodes[s.map.lines[i].b]}
    markers = _one(ops, "markers")
    expect = {seat: p.marker for seat, p in enumerate(s.players)}
    assert dict(zip(markers.args["seats"], markers.args["nodes"])) == expect
    assert markers.args["colors"] == tuple(P.player_style(seat).fill for seat in sorted(expect))
    numbers = sorted(t for op in ops_for(ops, "claims", "marker-numbers") for t in op.args["texts"])
    assert numbers == ["1", "2", "3"]
    # one network per connected group, coloured (and dashed) by network: the same as the
    # engine's networks
    from ttrwidgets.trans.game import network
    for op in inner:
        nodes = {v for i in op.args["lines"] for v in (s.map.lines[i].a, s.map.lines[i].b)}
        seats = [seat for seat, p in enumerate(s.players) if p.marker in nodes]
        assert seats, "every network holds a start marker without special card 18"
        assert nodes <= network(s, seats[0])
        assert len(set(op.args["networks"])) == 1 and op.args["networks"][0] == seats[0]
        assert op.args["colors"][0] == C.network_colour(seats[0])
        assert op.args["dash"] == tuple(round(d * op.args["line_width"], 2)
                                        for d in NETWORK_DASHES[seats[0]])
    ks = [op.args["networks"][0] for op in inner]
    assert len(ks) == len(set(ks))
    # replayed onto stand-in canvases: one call per op
    rec = {layer: RecordingCanvas() for layer in LAYERS}
    replay(ops, rec)
    assert any(c[0] == "stroke_styled_line_segments" for c in rec["claims"].calls)


def test_merged_networks_share_one_colour():
    nets = networks(6, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)], [0, 3, 4], {2: 0, 0: 4, 1: 1})
    assert [(n.lines, n.seats, n.k) for n in nets] == [((3, 4), (0,), 0), ((0,), (1, 2), 1)]
    # a rail joins them: one network, one colour, both seats
    nets = networks(6, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)], [0, 1, 2, 3, 4],
                    {2: 0, 0: 4, 1: 1})
    assert [(n.seats, n.k) for n in nets] == [((0, 1, 2), 0)]
    # without a marker (special card 18): numbered after the seats
    nets = networks(6, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)], [0, 4], {0: 0}, n_seats=3)
    assert [(n.seats, n.k) for n in nets] == [((0,), 0), ((), 3)]
    assert nets[0].colour != nets[1].colour and nets[0].dash != nets[1].dash


def test_the_view_hides_other_seats_cities(europa):
    s = _play("trans_europa", players=3, seed=5, rails=2)
    for seat in range(3):
        view = GridView.from_view(europa, trans.view(s, seat))
        assert set(view.cities) == {seat}
        assert sorted(view.cities[seat]) == sorted(s.players[seat].cities)
        ops = draw_grid(europa, view)
        rings = ops_for(ops, "claims", "holder-rings")
        shown = {(c, st) for op in rings for c, st in zip(op.args["cities"], op.args["seats"])}
        assert shown == {(c, seat) for c in s.players[seat].cities}
        badges = _one(ops, "holder-badges")
        assert set(badges.args["seats"]) == {seat}
        for other in set(range(3)) - {seat}:
            assert not set(s.players[other].cities) & {c for c, _ in shown}
    # the teacher sees every hand; the viewer's own ring is the thicker one
    teacher = GridView.from_view(europa, trans.view(s, None))
    assert set(teacher.cities) == {0, 1, 2}
    ops = draw_grid(europa, GridView.from_view(europa, trans.view(s, None), viewer=1))
    own, others = (next(op for op in ops_for(ops, "claims", "holder-rings")
                        if set(op.args["seats"]) == want) for want in ({1}, {0, 2}))
    assert own.args["line_width"] > others.args["line_width"]
    assert GridView.from_view(europa, trans.view(s, 0)).dashed_out


def test_holder_badges_keep_clear_of_names(europa):
    s = _play("trans_europa", players=3, seed=5, rails=0)
    ops = draw_grid(europa, GridView.from_view(europa, trans.view(s, None)))
    badges = _one(ops, "holder-badges")
    boxes = [lab.box for lab in europa.label_layout()]
    for x, y, r in zip(badges.args["x"], badges.args["y"], badges.args["radius"]):
        assert not any(_overlap((x - r, y - r, x + r, y + r), b) for b in boxes)


def test_hint_tree_preview_and_selection(europa):
    s = _play("trans_europa", players=2, seed=9, rails=4)
    p = s.players[0]
    count, tree = missing_rails(s.map, s.rails, p.marker, p.cities, s.special)
    assert count and tree
    view = GridView.from_view(europa, trans.view(s, 0), hint_lines=tree,
                              hint_text=f"Hint: {count} rails", highlight_lines=(0,),
                              highlight_nodes=(5,), preview_lines=(tree[0],), preview_seat=0,
                              preview_node=7, selected_line=tree[-1], selected_node=9)
    ops = draw_grid(europa, view, layers=("highlight",))
    _well_formed(draw_grid(europa, view))
    glow, lines = _one(ops, "hint-glow"), _one(ops, "hint-lines")
    assert sorted(lines.args["lines"]) == sorted(tree) == sorted(glow.args["lines"])
    assert lines.args["dash"] and glow.args["line_width"] > lines.args["line_width"]
    text = _one(ops, "hint-text")
    assert text.args["texts"] == (f"Hint: {count} rails",)
    badge = _one(ops, "hint-badge").args["points"][0]
    box = (badge[0][0], badge[0][1], badge[2][0], badge[2][1])
    assert not any(_overlap(box, lab.box) for lab in europa.label_layout())
    # overlays stop at a city's disc, so its letter stays readable
    for (p0, p1), i in zip(lines.args["points"], lines.args["lines"]):
        ln = europa.lines[i]
        for end, v in ((p0, ln.a), (p1, ln.b)):
            if europa.city_at(v) is not None:
                assert math.dist(end, europa.nodes[v]) == pytest.approx(europa.city_radius)
    assert _one(ops, "highlight-lines").args["lines"] == (0,)
    assert _one(ops, "highlight-nodes").args["nodes"] == (5,)
    assert _one(ops, "preview-rails").args["colors"] == (P.player_style(0).fill,)
    assert _one(ops, "preview-marker").args["nodes"] == (7,)
    assert _one(ops, "preview-marker-number").args["texts"] == ("1",)
    assert not ops_for(ops, role="preview-cross")
    for role in ("selected-halo", "selected-outer", "selected-inner"):
        kinds = sorted(op.kind for op in ops_for(ops, "highlight", role))
        assert kinds == ["stroke_circles", "stroke_lines"]
    bad = draw_grid(europa, GridView(preview_lines=(3,), preview_ok=False), layers=("highlight",))
    assert _one(bad, "preview-rails").args["dash"] and len(_one(bad, "preview-cross")) == 2
    assert [op.kind for op in draw_grid(europa, layers=("highlight",))] == ["clear"]


def test_projector_mode_is_thicker_and_larger(europa):
    s = _play("trans_europa", players=2, seed=2, rails=3)
    v = GridView.from_view(europa, trans.view(s, 0))
    from dataclasses import replace
    normal, big = draw_grid(europa, v), draw_grid(europa, replace(v, projector=True))
    for role in ("grid-lines", "water-lines", "rail-casings"):
        assert _one(big, role).args["line_width"] == pytest.approx(
            PROJECTOR_LINE_SCALE * _one(normal, role).args["line_width"], rel=0.01)
    assert _one(big, "city-labels").args["size"] == pytest.approx(T.PROJECTOR_LABEL_PX)
    assert _one(normal, "city-labels").args["size"] == pytest.approx(T.LABEL_PX)


def test_layers_can_be_built_alone(europa):
    only = draw_grid(europa, GridView(), layers=("claims", "highlight"))
    assert {op.layer for op in only} == {"claims", "highlight"}
    with pytest.raises(ValueError):
        draw_grid(europa, layers=("nope",))


# --------------------------------------------------------------------------- SVG
@pytest.mark.parametrize("board", GRID_BOARDS)
def test_thumbnail_svg_is_valid_and_self_contained(board):
    svg, ratio = grid_thumbnail_svg(board)
    root = ET.fromstring(svg)
    g = GridGeometry.build(board, 240)
    assert ratio == pytest.approx(g.width / g.height)
    assert float(root.get("width")) == 240
    body = svg.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "http" not in body and "href" not in body and "url(" not in body
    cities = root.findall("s:g[@class='layer-claims role-cities']/s:circle", NS)
    assert len(cities) == 35
    assert not root.findall("s:g/s:text", NS)   # no names or letters: too small to read
    assert len(svg) < 60_000   # straight runs joined: about 40–50 kB


def test_full_svg_of_a_game(europa):
    s = _play("trans_europa", players=2, seed=1, rails=5)
    view = GridView.from_view(europa, trans.view(s, 0))
    root = ET.fromstring(grid_svg(s.map, 1000, view))
    rails = root.findall("s:g[@class='layer-claims role-rail-casings']/s:polyline", NS)
    assert len(rails) == len(s.rails)
    marks = root.findall("s:g[@class='layer-claims role-markers']/s:polygon", NS)
    assert sorted(m.get("data-seat") for m in marks) == ["0", "1"]


# --------------------------------------------------------------------------- colours
def test_trans_colours_are_colour_blind_safe_and_lettered():
    fills = [C.trans_city_fill(c) for c in C.TRANS_COLOURS]
    assert C.TRANS_COLOURS == COLOURS
    for kind in (None,) + P.CVD_KINDS:
        for a, b in combinations(fills, 2):
            assert P.delta_e2000(a, b, kind) >= 12, (kind, a, b)
    letters = [C.trans_city_letter(c) for c in C.TRANS_COLOURS]
    assert len(set(letters)) == 5
    for c in C.TRANS_COLOURS:
        assert P.contrast_ratio(C.trans_city_fill(c), C.trans_city_text(c)) >= 4.5
    for c in C.NETWORK_COLOURS:
        assert P.contrast_ratio(c, C.RAIL) >= 6.5
    assert len(NETWORK_DASHES) == len(set(NETWORK_DASHES)) == 6
    for c in (C.WATER, C.MOUNTAIN):
        assert P.contrast_ratio(c, P.BACKGROUND) >= 3
    assert P.contrast_ratio(C.GRID_LINE, P.BACKGROUND) >= 1.8
