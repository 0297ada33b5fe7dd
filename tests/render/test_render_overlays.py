"""Claims, trail owner, hints, ticket overlays, selection and projector mode: what a learner sees."""
import xml.etree.ElementTree as ET

import pytest

from ttrwidgets.render import palette as P
from ttrwidgets.render.draw import (PROJECTOR_LINE_SCALE, BoardView, draw_board, ops_for)
from ttrwidgets.render.geometry import BoardGeometry
from ttrwidgets.render.svg import to_svg


@pytest.fixture(scope="module")
def geo(europe_map):
    return BoardGeometry.build(europe_map, 1200)


def _one(ops, role):
    found = ops_for(ops, role=role)
    assert len(found) == 1, role
    return found[0]


def _area(poly):
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]))) / 2


def test_a_claimed_route_hides_its_route_colour(geo):
    ops = draw_board(geo, BoardView(route_owner={0: 1}))
    cars = _one(ops, "claimed-cars")
    for poly, s in zip(cars.args["points"], geo.routes[0].spaces):
        assert _area(poly) >= 1.2 * s.length * s.width  # covers the space (wider than it)
    assert set(cars.args["colors"]) == {P.PLAYERS[1].fill}
    assert _one(ops, "claimed-outlines").args["line_width"] > \
        _one(draw_board(geo), "space-outlines").args["line_width"] * 1.5
    assert set(_one(ops, "claim-symbols").args["texts"]) == {"2"}


def test_trail_in_its_owners_colour(geo):
    ops = draw_board(geo, BoardView(trail=(0, 1), trail_seat=3))
    assert set(_one(ops, "trail").args["colors"]) == {P.PLAYERS[3].fill}
    assert _one(ops, "trail").args["seats"] == (3, 3)
    assert set(_one(ops, "trail-casing").args["colors"]) == {P.PAPER}
    assert set(_one(draw_board(geo, BoardView(trail=(0,))), "trail").args["colors"]) == {P.TRAIL}


def test_selection_has_a_thick_contrasting_halo(geo):
    ops = draw_board(geo, BoardView(selected_route=5))
    halo, outer, inner = (_one(ops, r) for r in ("selected-halo", "selected-outer",
                                                 "selected-inner"))
    assert halo.args["line_width"] > outer.args["line_width"] > inner.args["line_width"]
    assert P.contrast_ratio(halo.args["colors"][0], outer.args["colors"][0]) >= 7
    assert outer.args["line_width"] >= 0.004 * geo.width


def test_hints_look_unlike_highlights(geo):
    ops = draw_board(geo, BoardView(hint_routes=(4,), hint_cities=(2,), highlight_routes=(4,)))
    glow, line = _one(ops, "hint-glow"), _one(ops, "hint-routes")
    assert set(glow.args["routes"]) == {4} and glow.args["colors"][0] == P.HINT
    assert line.args["dash"] and not _one(ops, "highlight-routes").args["dash"]
    assert _one(ops, "hint-cities").args["cities"] == (2,)
    assert _one(ops, "hint-city-glow").args["line_width"] > line.args["line_width"]


def test_ticket_overlays_are_told_apart(geo):
    tickets = ((0, 5, "1"), (0, 9, "2"), (3, 9, "3"), (5, 9, "4"), (1, 2, "5"))
    ops = draw_board(geo, BoardView(tickets=tickets))
    lines = ops_for(ops, role="ticket-lines")
    assert len(lines) == 5 and len({op.args["dash"] for op in lines}) == 5
    rings = _one(ops, "ticket-rings")
    assert sorted(rings.args["cities"]) == sorted(c for a, b, _ in tickets for c in (a, b))
    assert _one(ops, "ticket-labels").args["texts"] == ("1", "2", "3", "4", "5")
    # two tickets from the same city bend to different sides: their middles are apart
    mids = [op.args["points"][0][len(op.args["points"][0]) // 2] for op in lines[:2]]
    assert abs(mids[0][0] - mids[1][0]) + abs(mids[0][1] - mids[1][1]) > 10
    for op in lines:   # each curve runs from one city to the other
        (a, b, _), pts = tickets[lines.index(op)], op.args["points"][0]
        assert pts[0] == pytest.approx(geo.cities[a].centre)
        assert pts[-1] == pytest.approx(geo.cities[b].centre)
    # bad ticket indices are ignored
    assert not ops_for(draw_board(geo, BoardView(tickets=((0, 999, "x"),))), role="ticket-lines")


def test_projector_mode_thickens_and_darkens(geo):
    v = BoardView(route_owner={0: 0}, selected_route=3, trail=(1,), hint_routes=(2,))
    normal, proj = draw_board(geo, v), draw_board(geo, BoardView(**{**v.__dict__,
                                                                    "projector": True}))
    for role in ("space-outlines", "city-outlines", "claimed-outlines", "trail",
                 "selected-outer", "hint-routes"):
        a, b = _one(normal, role), _one(proj, role)
        assert b.args["line_width"] == pytest.approx(a.args["line_width"] * PROJECTOR_LINE_SCALE)
    assert _one(proj, "space-outlines").args["colors"][0] == P.INK
    assert P.contrast_ratio(P.INK, P.BACKGROUND) > P.contrast_ratio(P.SPACE_OUTLINE,
                                                                     P.BACKGROUND)
    lab_n, lab_p = _one(normal, "city-labels"), _one(proj, "city-labels")
    assert lab_p.args["size"] >= 26 and lab_p.args["halo_width"] > lab_n.args["halo_width"]


def test_new_ops_in_svg(geo):
    v = BoardView(route_owner={0: 0}, selected_route=3, trail=(1,), trail_seat=0,
                  hint_routes=(2,), hint_cities=(4,), tickets=((0, 5, "1"), (3, 9, "12")),
                  projector=True)
    root = ET.fromstring(to_svg(draw_board(geo, v), geo.width, geo.height))
    classes = {g.get("class") for g in root.iter("{http://www.w3.org/2000/svg}g")}
    for role in ("ticket-lines", "ticket-labels", "hint-glow", "selected-halo", "label-leaders"):
        assert any(role in c for c in classes), role


def test_board_widget_redraws_for_every_new_field():
    board = pytest.importorskip("ttrwidgets.widgets.board")
    base = BoardView()
    for kw in ({"trail_seat": 1}, {"hint_routes": (3,)}, {"hint_cities": (3,)},
               {"tickets": ((0, 1, "1"),)}, {"projector": True}):
        assert board._highlight_key(BoardView(**kw)) != board._highlight_key(base), kw
    assert board._claims_key(BoardView(projector=True)) != board._claims_key(base)
