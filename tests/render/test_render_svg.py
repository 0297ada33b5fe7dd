"""SVG export of the Europe board: structure and content."""
import xml.etree.ElementTree as ET
from collections import Counter
from types import SimpleNamespace

import pytest

from ttrwidgets.render import BoardGeometry, BoardView, board_svg, draw_board, to_svg
from ttrwidgets.render.draw import Op

NS = {"s": "http://www.w3.org/2000/svg"}


@pytest.fixture(scope="module")
def geo(europe_map):
    return BoardGeometry.build(europe_map, 1000)


def _groups(root, role, layer="map"):
    return [g for g in root.findall("s:g", NS)
            if g.get("class") == f"layer-{layer} role-{role}"]


def _group(root, role, layer="map"):
    found = _groups(root, role, layer)
    assert len(found) == 1, role
    return found[0]


def test_europe_svg_structure(geo, europe_map):
    svg = to_svg(draw_board(geo), geo.width, geo.height)
    root = ET.fromstring(svg)
    assert root.get("width") == "1000"
    assert float(root.get("height")) == pytest.approx(geo.height, abs=0.01)
    spaces = _group(root, "route-spaces").findall("s:polygon", NS)
    assert len(spaces) == 300
    assert Counter(int(p.get("data-route")) for p in spaces) == Counter(
        {r.index: r.length for r in europe_map.routes})
    for p in spaces:
        assert len(p.get("points").split()) == 4
    assert len(_group(root, "cities").findall("s:circle", NS)) == 47
    names = [t.text for t in _group(root, "city-labels").findall("s:text", NS)]
    assert sorted(names) == sorted(c.display_name for c in europe_map.cities)
    assert {"München", "Zürich", "København", "Cádiz"} <= set(names)
    tunnels = _group(root, "tunnel-outlines").findall("s:polygon", NS)
    assert len(tunnels) == sum(r.length for r in europe_map.routes if r.kind == "tunnel")
    assert all(p.get("stroke-dasharray") for p in tunnels)
    assert len(_group(root, "ferry-locos").findall("s:circle", NS)) == 17
    symbols = [t for g in _groups(root, "route-symbols") for t in g.findall("s:text", NS)]
    assert len(symbols) == 300


def test_claims_in_svg(geo):
    view = BoardView(route_owner={0: 0, 5: 3}, stations={2: 1}, trail=(0,), selected_route=5)
    root = ET.fromstring(to_svg(draw_board(geo, view), geo.width, geo.height))
    cars = _group(root, "claimed-cars", "claims").findall("s:polygon", NS)
    assert {(c.get("data-route"), c.get("data-seat")) for c in cars} == {("0", "0"), ("5", "3")}
    assert len(_group(root, "stations", "claims").findall("s:polygon", NS)) == 1
    assert _group(root, "trail", "highlight").find("s:polyline", NS) is not None
    only = ET.fromstring(to_svg(draw_board(geo, view), geo.width, geo.height,
                                layers=("claims",)))
    assert {g.get("class").split()[0] for g in only.findall("s:g", NS)} == {"layer-claims"}


def test_text_is_escaped():
    op = Op("map", "text", "city-labels", {"texts": ("A & <B>",), "x": (1,), "y": (2,),
                                             "color": "#000000", "size": 10, "font": "10px x"})
    root = ET.fromstring(to_svg([op], 10, 10))
    assert root.find("s:g/s:text", NS).text == "A & <B>"


def test_board_svg_convenience(europe_map, tmp_path):
    svg = board_svg(europe_map, 800, BoardView(route_owner={1: 2}))
    path = tmp_path / "europe.svg"
    path.write_text(svg, encoding="utf-8")
    root = ET.parse(path).getroot()
    assert root.get("width") == "800"


def test_unknown_kind_is_rejected():
    with pytest.raises(ValueError):
        to_svg([Op("map", "sparkles", "x", {})], 1, 1)


def test_other_map_shapes_work():
    """Country circles (Deutschland), missing label offsets, a triple route, a self-check of the
    shape the renderer needs from any map."""
    from ttrwidgets.ttr.colours import Colour
    ns = SimpleNamespace
    cities = tuple(ns(index=i, name=n, display_name=n, big_city=False, country=(i == 3))
                   for i, n in enumerate(["A", "B", "C", "Schweiz"]))
    routes = tuple(ns(index=i, id=f"r{i}", a=0, b=1, length=2, colour=Colour.GRAY, kind="normal",
                      locomotives=0) for i in range(3))
    routes += (ns(index=3, id="r3", a=2, b=3, length=8, colour=Colour.RED, kind="tunnel",
                  locomotives=0),)
    layout = ns(aspect=0.8, positions=((0.1, 0.1), (0.9, 0.1), (0.5, 0.5), (0.5, 0.6)))
    m = ns(id="x", family="ttr", cities=cities, routes=routes, layout=layout)
    g = BoardGeometry.build(m, 500)
    assert g.height > g.width
    assert [r.track for r in g.routes[:3]] == [0, 1, 2]
    assert g.routes[1].offset == 0 and g.routes[0].offset == -g.routes[2].offset
    assert g.routes[3].shrink < 0.5  # eight spaces squeezed between two close cities
    for s in g.routes[3].spaces:
        assert g.hit_test(*s.centre) == ("route", 3)
    root = ET.fromstring(to_svg(draw_board(g), g.width, g.height))
    # a country with a known flag (Schweiz): the flag's pieces inside a ring, no dashed mark
    flag = _group(root, "country-flags").findall("s:polygon", NS)
    assert {p.get("fill") for p in flag} == {"#da291c", "#ffffff"}
    assert {p.get("data-city") for p in flag} == {"3"}
    assert not _groups(root, "country-marks", "map")
