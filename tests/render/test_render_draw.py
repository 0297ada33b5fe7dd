"""Draw operations: layers, claims, symbols, tunnel/ferry marks, highlights, replay, speed."""
import time
from collections import Counter

import pytest

from ttrwidgets.ttr.colours import Colour
from ttrwidgets.render import palette as P
from ttrwidgets.ttr import render as RC
from ttrwidgets.render.canvas import RecordingCanvas, replay
from ttrwidgets.render.draw import (IPYCANVAS_CALLS, KINDS, LAYERS, ROLES, BoardView, Op,
                                    draw_board, ops_for)
from ttrwidgets.render.geometry import BoardGeometry


@pytest.fixture(scope="module")
def geo(europe_map):
    return BoardGeometry.build(europe_map, 1000)


@pytest.fixture(scope="module")
def view(europe_map):
    routes = europe_map.routes
    tunnel = next(r.index for r in routes if r.kind == "tunnel")
    ferry = next(r.index for r in routes if r.kind == "ferry")
    return BoardView(route_owner={0: 0, tunnel: 1, ferry: 2, 50: 4},
                     stations={3: 1, 10: 4}, dim_routes=(17,), highlight_routes=(5, 6),
                     highlight_cities=(7,), selected_route=8, selected_city=9, trail=(0, 1, 2))


def _one(ops, role, layer=None):
    found = ops_for(ops, layer, role)
    assert len(found) == 1, (role, len(found))
    return found[0]


def _consistent(op):
    a = op.args
    n = len(op)
    if op.kind in ("fill_polygons", "stroke_polygons", "stroke_lines"):
        assert len(a["colors"]) == n
        assert all(len(p) >= (2 if op.kind == "stroke_lines" else 3) for p in a["points"])
    elif op.kind in ("fill_circles", "stroke_circles"):
        assert len(a["y"]) == len(a["radius"]) == len(a["colors"]) == n
        assert all(r > 0 for r in a["radius"])
    elif op.kind == "text":
        assert len(a["x"]) == len(a["y"]) == n
        assert a["color"].startswith("#") and a["size"] > 0
    for key in ("routes", "cities", "seats"):
        if key in a:
            assert len(a[key]) == n, (op.role, key)
    if op.kind.startswith("stroke"):
        assert a["line_width"] > 0 and isinstance(a["dash"], tuple)
    for c in a.get("colors", ()):
        P.to_rgb(c)


def test_ops_are_well_formed_and_layered(geo, view):
    ops = draw_board(geo, view)
    assert all(isinstance(op, Op) for op in ops)
    assert [op.layer for op in ops] == sorted((op.layer for op in ops), key=LAYERS.index)
    for layer in LAYERS:
        mine = ops_for(ops, layer)
        assert mine[0].kind == "clear"
        order = [ROLES[layer].index(op.role) for op in mine]
        assert order == sorted(order), layer
    for op in ops:
        assert op.kind in KINDS and IPYCANVAS_CALLS[op.kind]
        assert op.role in ROLES[op.layer]
        assert 0 <= op.args.get("alpha", 1.0) <= 1
        _consistent(op)


def test_map_layer_does_not_depend_on_the_game(geo, view):
    assert ops_for(draw_board(geo, view), "map") == ops_for(draw_board(geo), "map")
    only = draw_board(geo, view, layers=("claims", "highlight"))
    assert {op.layer for op in only} == {"claims", "highlight"}
    with pytest.raises(ValueError):
        draw_board(geo, view, layers=("nope",))


def test_route_spaces_have_their_colour_and_symbol(geo, europe_map):
    ops = draw_board(geo)
    spaces = _one(ops, "route-spaces")
    assert len(spaces) == 300
    for route, colour in zip(spaces.args["routes"], spaces.args["colors"]):
        assert colour == RC.card_fill(europe_map.routes[route].colour)
    symbols = Counter()
    for op in ops_for(ops, "map", "route-symbols"):
        for text, route in zip(op.args["texts"], op.args["routes"]):
            rt = europe_map.routes[route]
            assert text == Colour(rt.colour).symbol
            assert op.args["color"] == RC.card_text(rt.colour)
            symbols[route] += 1
    # every route carries its colour symbol, in every one of its spaces
    assert symbols == Counter({r.index: r.length for r in europe_map.routes})


def test_tunnels_and_ferries_are_distinguishable(geo, europe_map):
    ops = draw_board(geo)
    tunnels = {r.index for r in europe_map.routes if r.kind == "tunnel"}
    ferries = {r.index: r.locomotives for r in europe_map.routes if r.kind == "ferry"}
    plain = _one(ops, "space-outlines")
    dashed = _one(ops, "tunnel-outlines")
    assert set(dashed.args["routes"]) == tunnels
    assert not tunnels & set(plain.args["routes"])
    assert dashed.args["dash"] and not plain.args["dash"]
    assert dashed.args["line_width"] > plain.args["line_width"]
    assert len(dashed) + len(plain) == 300
    locos = _one(ops, "ferry-locos")
    assert Counter(locos.args["routes"]) == Counter(ferries)
    assert len(locos) == 17
    assert set(_one(ops, "ferry-loco-symbols").args["texts"]) == {"L"}
    # the badge sits inside its space and leaves room for the colour symbol
    for x, y, r, route in zip(locos.args["x"], locos.args["y"], locos.args["radius"],
                              locos.args["routes"]):
        assert geo.route_at(x, y, tolerance=0) == route
        assert r < geo.space_width / 2


def test_cities_and_names(geo, europe_map):
    ops = draw_board(geo)
    cities = _one(ops, "cities")
    assert len(cities) == 47
    big = {c.index for c in europe_map.cities if c.big_city}
    assert len(big) == 9
    assert set(_one(ops, "big-city-marks").args["cities"]) == big
    labels = _one(ops, "city-labels")
    assert sorted(labels.args["texts"]) == sorted(c.display_name for c in europe_map.cities)
    assert {"München", "Zürich", "København", "Cádiz"} <= set(labels.args["texts"])
    assert labels.args["halo"]
    assert not ops_for(draw_board(geo, BoardView(labels=False)), role="city-labels")


def test_claimed_routes_are_drawn_in_the_owners_colour(geo, europe_map, view):
    ops = draw_board(geo, view)
    cars = _one(ops, "claimed-cars", "claims")
    expected = Counter()
    for r, seat in view.route_owner.items():
        expected[(r, seat)] = europe_map.routes[r].length
    assert Counter(zip(cars.args["routes"], cars.args["seats"])) == expected
    for seat, colour in zip(cars.args["seats"], cars.args["colors"]):
        assert colour == P.PLAYERS[seat].fill
    texts = [(t, s) for op in ops_for(ops, "claims", "claim-symbols")
             for t, s in zip(op.args["texts"], op.args["seats"])]
    assert Counter(texts) == Counter({(str(s + 1), s): n for (r, s), n in expected.items()})
    # nothing about claims leaks into the map layer
    assert not any(op.args.get("seats") for op in ops_for(ops, "map"))


def test_seat_colour_override(geo):
    ops = draw_board(geo, BoardView(route_owner={3: 1}, stations={4: 1},
                                    seat_colours=("#111111", "#abcdef")))
    assert set(_one(ops, "claimed-cars").args["colors"]) == {"#abcdef"}
    assert _one(ops, "stations").args["colors"] == ("#abcdef",)


def test_stations(geo, view):
    ops = draw_board(geo, view)
    st = _one(ops, "stations", "claims")
    assert dict(zip(st.args["cities"], st.args["seats"])) == dict(view.stations)
    assert list(st.args["colors"]) == [P.PLAYERS[s].fill for s in st.args["seats"]]
    for poly, city in zip(st.args["points"], st.args["cities"]):
        assert len(poly) == 5  # a little house
        cx, cy = geo.cities[city].centre
        assert min(x for x, _ in poly) < cx < max(x for x, _ in poly)
    texts = sorted(t for op in ops_for(ops, "claims", "station-symbols") for t in op.args["texts"])
    assert texts == sorted(str(s + 1) for s in view.stations.values())


def test_dims_highlights_selection_and_trail(geo, view):
    ops = draw_board(geo, view)
    dim = _one(ops, "dimmed", "claims")
    assert set(dim.args["routes"]) == {17} and dim.args["alpha"] < 1
    hl = _one(ops, "highlight-routes", "highlight")
    assert set(hl.args["routes"]) == {5, 6}
    assert _one(ops, "highlight-cities").args["cities"] == (7,)
    outer = [op for op in ops_for(ops, "highlight", "selected-outer")]
    assert {op.kind for op in outer} == {"stroke_polygons", "stroke_circles"}
    assert set(next(o for o in outer if "routes" in o.args).args["routes"]) == {8}
    trail = _one(ops, "trail")
    assert trail.args["routes"] == (0, 1, 2) and len(trail.args["points"]) == 3
    assert _one(ops, "trail-casing").args["line_width"] > trail.args["line_width"]
    empty = ops_for(draw_board(geo, BoardView()), "highlight")
    assert [op.kind for op in empty] == ["clear"]


def test_out_of_range_indices_are_ignored(geo):
    ops = draw_board(geo, BoardView(route_owner={999: 0}, stations={-1: 0}, trail=(500,),
                                    highlight_routes=(1000,), selected_route=-3))
    assert {op.role for op in ops_for(ops, "claims") + ops_for(ops, "highlight")} == {"clear"}


def test_from_owners(geo):
    owners = [-1] * 101
    owners[7] = 2
    v = BoardView.from_owners(owners, [[1], [], [4]])
    assert dict(v.route_owner) == {7: 2} and dict(v.stations) == {1: 0, 4: 2}


def test_replay_makes_one_call_per_op(geo, view):
    ops = draw_board(geo, view)
    canvases = {layer: RecordingCanvas() for layer in LAYERS}
    replay(ops, canvases)
    for layer in LAYERS:
        mine = ops_for(ops, layer)
        calls = [c for c in canvases[layer].calls if c[0] != "set"]
        shape_calls = [c for c in calls if c[0] not in ("fill_text", "stroke_text",
                                                        "set_line_dash")]
        assert [c[0] for c in shape_calls] == [IPYCANVAS_CALLS[op.kind] for op in mine
                                               if op.kind != "text"]
        texts = sum(len(op) for op in mine if op.kind == "text")
        assert sum(c[0] == "fill_text" for c in calls) == texts
    # a MultiCanvas-like sequence works too; ops on missing layers are skipped
    seq = [RecordingCanvas()]
    replay(ops, seq)
    assert seq[0].calls and seq[0].calls[0] == ("clear",)


def test_replay_on_real_ipycanvas(geo, view):
    ipycanvas = pytest.importorskip("ipycanvas")
    mc = ipycanvas.MultiCanvas(len(LAYERS), width=int(geo.width), height=geo.height_px)
    with ipycanvas.hold_canvas():
        replay(draw_board(geo, view), mc)


def test_draw_board_is_fast(geo, view):
    def timed():
        t = time.perf_counter()
        draw_board(geo, view)
        return time.perf_counter() - t
    best = min(timed() for _ in range(5))
    assert best < 0.020, f"draw_board took {best * 1000:.1f} ms"
