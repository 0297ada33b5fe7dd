"""The map loader: the Europe and Deutschland maps' figures, name matching, the builder, and broken
map files."""
from __future__ import annotations

import copy
import csv
import json
import os
import pickle
import subprocess
import sys
from collections import Counter
from pathlib import Path

import networkx as nx
import pytest

from ttrwidgets.core import mapcheck
from ttrwidgets.ttr import maps
from ttrwidgets.ttr.colours import Colour
from ttrwidgets.core.errors import MapDataError, TTRError
from ttrwidgets.ttr.maps import (GameMap, RouteKind, available_maps, load_map, load_map_file,
                                    normalise_name, parse_map)

ROOT = Path(__file__).resolve().parents[2]
MAP_FILE = ROOT / "maps" / "europe.json"
SHARED = Path(os.environ.get("TTR_SHARED", ROOT.parent / "shared"))
REFERENCE = SHARED / "maps-reference" / "europe"


@pytest.fixture(scope="module")
def m() -> GameMap:
    return load_map("europe")


def raw() -> dict:
    """A fresh, mutable copy of the Europe map file's data."""
    return json.loads(MAP_FILE.read_text(encoding="utf-8"))


def problems(data, source="test.json") -> dict[str, str]:
    with pytest.raises(MapDataError) as e:
        parse_map(data, source)
    assert e.value.source == source
    out: dict[str, str] = {}
    for path, msg in e.value.problems:
        out.setdefault(path, msg)
    return out


def route_pos(data: dict, rid: str) -> int:
    return next(i for i, r in enumerate(data["routes"]) if r["id"] == rid)


# --------------------------------------------------------------------------- figures (README)
def test_cities(m):
    assert len(m.cities) == 47
    assert [c.index for c in m.cities] == list(range(47))
    assert sum(c.big_city for c in m.cities) == 9
    assert {c.name for c in m.cities if c.big_city} == {
        "Angora", "Athina", "Berlin", "London", "Madrid", "Moskva", "Paris", "Roma", "Wien"}
    assert all(c.country is None for c in m.cities)
    assert all(c.name.isascii() for c in m.cities)
    assert [c.name for c in m.cities] == sorted(c.name for c in m.cities)


def test_tracks_and_pairs(m):
    assert len(m.routes) == 101
    assert [r.index for r in m.routes] == list(range(101))
    assert [r.id for r in m.routes] == [f"R{i:03d}" for i in range(1, 102)]
    pairs = Counter(frozenset((r.a, r.b)) for r in m.routes)
    assert len(pairs) == 90
    assert all(r.a < r.b for r in m.routes)


def test_double_routes(m):
    groups: dict[str, list] = {}
    for r in m.routes:
        if r.group is not None:
            groups.setdefault(r.group, []).append(r)
    assert len(groups) == 11
    assert all(len(g) == 2 and {g[0].a, g[0].b} == {g[1].a, g[1].b} for g in groups.values())
    ferry_doubles = {frozenset(m.cities[x].name for x in (g[0].a, g[0].b))
                     for g in groups.values() if g[0].kind is RouteKind.FERRY}
    assert ferry_doubles == {frozenset({"Dieppe", "London"}), frozenset({"Essen", "Kobenhavn"})}
    # every pair with more than one track is a group
    for pair, n in Counter(frozenset((r.a, r.b)) for r in m.routes).items():
        if n > 1:
            a, b = sorted(pair)
            rs = m.routes_between(a, b)
            assert len({r.group for r in rs}) == 1 and rs[0].group is not None


def test_tunnels_and_ferries(m):
    tunnels = [r for r in m.routes if r.kind is RouteKind.TUNNEL]
    ferries = [r for r in m.routes if r.kind is RouteKind.FERRY]
    assert len(tunnels) == 18
    assert all(r.reveal == 3 and r.locomotives == 0 for r in tunnels)
    assert len(ferries) == 13
    assert sum(r.locomotives for r in ferries) == 17
    assert all(1 <= r.locomotives <= r.length and r.reveal == 0 for r in ferries)
    assert all(r.colour is Colour.GRAY for r in ferries)  # true of Europe, not of every board
    normal = [r for r in m.routes if r.kind is RouteKind.NORMAL]
    assert all(r.locomotives == 0 and r.reveal == 0 for r in normal)


def test_spaces_colours_lengths(m):
    assert sum(r.length for r in m.routes) == 300
    colours = Counter(r.colour for r in m.routes)
    assert colours[Colour.GRAY] == 37
    assert all(colours[c] == 8 for c in Colour if c not in (Colour.GRAY, Colour.LOCOMOTIVE))
    assert Colour.LOCOMOTIVE not in colours
    assert Counter(r.length for r in m.routes) == {1: 4, 2: 35, 3: 30, 4: 29, 6: 2, 8: 1}


def test_original_tickets(m):
    tk = m.tickets_in("europe")
    assert len(tk) == 46
    assert sum(t.points for t in tk) == 444
    assert sum(t.big_city for t in tk) == 15
    assert sum(t.long for t in tk) == 6
    assert [t.id for t in tk] == [f"E{i:02d}" for i in range(1, 47)]


def test_1912_tickets(m):
    tk = m.tickets_in("1912")
    assert len(tk) == 55
    assert sum(t.points for t in tk) == 643
    regular = [t for t in tk if not t.long]
    assert sum(t.big_city for t in regular) == 30
    assert sum(not t.big_city for t in regular) == 19
    assert sum(t.long for t in tk) == 6
    assert [t.id for t in tk] == [f"N{i:02d}" for i in range(1, 56)]


def test_ticket_rules(m):
    assert len(m.tickets) == 101
    assert [t.index for t in m.tickets] == list(range(101))
    assert not any(t.long and t.big_city for t in m.tickets)
    assert all(t.a != t.b and t.points > 0 for t in m.tickets)
    # Mega Europe: all 101 (12 long, 89 regular); Big Cities: 45 regular big-city tickets
    assert sum(t.long for t in m.tickets) == 12
    assert sum(t.big_city and not t.long for t in m.tickets) == 45
    # a regular ticket carries the big-city mark exactly when it touches a big city; the
    # 1912 ones join two big cities
    for t in m.tickets:
        if not t.long:
            assert t.big_city == (m.cities[t.a].big_city or m.cities[t.b].big_city), t
    assert all(m.cities[t.a].big_city and m.cities[t.b].big_city
               for t in m.tickets_in("1912") if t.big_city)


def test_connected(m):
    g = m.to_networkx()
    assert g.number_of_nodes() == 47 and g.number_of_edges() == 101
    assert nx.is_connected(g)
    assert g.number_of_edges(m.city_index("Berlin"), m.city_index("Frankfurt")) == 2


def test_layout(m):
    lay = m.layout
    assert lay.aspect == pytest.approx(1.40)
    assert len(lay.positions) == len(lay.labels) == 47
    assert all(0 <= x <= 1 and 0 <= y <= 1 for x, y in lay.positions)
    assert all(-0.1 < dx < 0.1 and -0.1 < dy < 0.1 and (dx, dy) != (0, 0)
               for dx, dy in lay.labels)
    assert lay.positions[m.city_index("Amsterdam")] == (0.3034, 0.3087)


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="no ../shared/maps-reference")
def test_matches_reference_tables(m):
    with open(REFERENCE / "routes.csv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == len(m.routes)
    for row, r in zip(rows, m.routes):
        assert (row["id"], row["a"], row["b"]) == (r.id, m.cities[r.a].name, m.cities[r.b].name)
        assert int(row["length"]) == r.length and Colour[row["colour"].upper()] is r.colour
        assert (row["tunnel"] == "1") == (r.kind is RouteKind.TUNNEL)
        assert int(row["ferry_locos"]) == r.locomotives
        assert (row["double_group"] or None) == r.group
    with open(REFERENCE / "cities.csv", encoding="utf-8") as f:
        crow = {r["name"]: r for r in csv.DictReader(f)}
    for c in m.cities:
        assert c.display_name == crow[c.name]["display_name"]
        assert (crow[c.name]["big_city"] == "1") == c.big_city


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="no ../shared/maps-reference")
def test_map_file_is_up_to_date():
    """maps/europe.json is exactly what tools/build_maps.py makes of the tables."""
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "build_maps.py"),
                          str(REFERENCE.parent), "--check"], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


# --------------------------------------------------------------------------- lookups
def test_normalise_name():
    assert normalise_name("St. Petersburg") == "stpetersburg"
    assert normalise_name("München") == "munchen"
    assert normalise_name("  Rostov-on-Don ") == "rostovondon"
    assert normalise_name("L'Aquila") == "laquila"
    assert normalise_name("København") == normalise_name("KOBENHAVN") == "kobenhavn"
    assert normalise_name("Cádiz") == "cadiz"


@pytest.mark.parametrize("text", ["München", "munchen", "Munchen", "MÜNCHEN", "Munich"])
def test_city_index_munchen(m, text):
    i = m.city_index(text)
    assert m.cities[i].name == "Munchen" and m.cities[i].display_name == "München"


@pytest.mark.parametrize("text,name", [
    ("Ankara", "Angora"), ("Athens", "Athina"), ("Istanbul", "Constantinople"),
    ("Copenhagen", "Kobenhavn"), ("København", "Kobenhavn"), ("Cádiz", "Cadiz"),
    ("zürich", "Zurich"), ("Gdańsk", "Danzig"), ("Moscow", "Moskva"), ("Vilnius", "Wilno"),
    ("Saint Petersburg", "Petrograd"), ("St. Petersburg", "Petrograd"),
    ("stpetersburg", "Petrograd"), ("Rostov-on-Don", "Rostov"), ("Frankfurt am Main", "Frankfurt"),
    ("Brest (France)", "Brest"),
])
def test_city_index_aliases(m, text, name):
    assert m.cities[m.city_index(text)].name == name


def test_aliases_only_where_they_differ(m):
    c = m.cities[m.city_index("Angora")]
    assert c.aliases == ("Ankara",)
    assert m.cities[m.city_index("Berlin")].aliases == ()
    assert m.cities[m.city_index("Munchen")].aliases == ("Munich",)
    assert m.cities[m.city_index("Zurich")].aliases == ()  # modern name = board name


def test_city_index_unknown(m):
    with pytest.raises(KeyError) as e:
        m.city_index("Munchn")
    assert "München" in e.value.args[0] and "did you mean" in e.value.args[0]
    with pytest.raises(KeyError) as e:
        m.city_index("Atlantis")
    assert "Atlantis" in e.value.args[0]
    with pytest.raises(TypeError):
        m.city_index(3)


def test_routes_between_and_parallel(m):
    be, fr = m.city_index("Berlin"), m.city_index("Frankfurt")
    rs = m.routes_between(be, fr)
    assert rs == m.routes_between(fr, be)
    assert [r.colour for r in rs] == [Colour.BLACK, Colour.RED]
    assert m.parallel(rs[0].index) == (rs[1].index,)
    assert m.parallel(rs[1].index) == (rs[0].index,)
    single = m.routes_between(m.city_index("Amsterdam"), m.city_index("Bruxelles"))
    assert len(single) == 1 and m.parallel(single[0].index) == ()
    assert m.routes_between(m.city_index("Lisboa"), m.city_index("Moskva")) == ()
    assert rs[0].other(be) == fr and rs[0].other(fr) == be


def test_adjacency(m):
    assert len(m.adjacency) == 47
    for c, rs in enumerate(m.adjacency):
        assert list(rs) == sorted(rs)
        assert all(c in (m.routes[r].a, m.routes[r].b) for r in rs)
    assert sum(len(rs) for rs in m.adjacency) == 2 * 101


def test_ids_and_decks(m):
    assert m.route_by_id["R017"] == 16
    assert m.tickets[m.ticket_by_id["N01"]].deck == "1912"
    assert m.decks == ("europe", "1912")
    assert len(m.tickets_in("europe", "1912")) == 101
    with pytest.raises(KeyError, match="decks: europe, 1912"):
        m.tickets_in("orient-express")


def test_map_is_a_value(m):
    assert copy.deepcopy(m) is m and copy.copy(m) is m
    back = pickle.loads(pickle.dumps(m))
    assert back == m and back.adjacency == m.adjacency and back.parallel(16) == m.parallel(16)
    assert hash(m) == hash(load_map_file(MAP_FILE))
    assert m == load_map_file(MAP_FILE)
    assert (m.id, m.version, m.name) == ("europe", 1, "Europe")
    with pytest.raises(AttributeError):
        m.routes[0].length = 5


# --------------------------------------------------------------------------- loading
def test_load_map_cached():
    assert load_map() is load_map("europe")
    assert "europe" in available_maps()


def test_unknown_map_id():
    for exc in (MapDataError, KeyError, TTRError):
        with pytest.raises(exc):
            load_map("atlantis")
    with pytest.raises(MapDataError) as e:
        load_map("atlantis")
    assert "europe" in str(e.value) and e.value.problems[0][0] == "$"


def test_resources_branch(tmp_path, monkeypatch):
    """Maps are read from a package through importlib.resources when one is importable."""
    pkg = tmp_path / "probe_maps_pkg"
    pkg.mkdir()
    data = raw()
    data["name"] = "Europe (probe)"
    (pkg / "europe.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(mapcheck, "_RESOURCE_PACKAGE", "probe_maps_pkg")
    monkeypatch.setattr(mapcheck, "_SOURCE_MAPS", tmp_path / "nowhere")
    assert maps.available_maps() == ["europe"]
    # uncached, so the real cache of load_map stays untouched
    assert maps._load_cached.__wrapped__("europe").name == "Europe (probe)"


def test_source_checkout_fallback(monkeypatch):
    """Without installed package data, the checkout's maps/ folder is used."""
    if not mapcheck._SOURCE_MAPS.is_dir():
        pytest.skip("ttrwidgets is installed from a wheel: there is no source checkout")
    monkeypatch.setattr(mapcheck, "_RESOURCE_PACKAGE", "no_such_package_for_ttr_maps")
    assert Path(str(mapcheck.maps_dir())) == mapcheck._SOURCE_MAPS
    assert maps._load_cached.__wrapped__("europe").name == "Europe"


def test_installed_package_data():
    """When ttrwidgets is installed (wheel or editable), ttrwidgets.maps holds the map files."""
    import importlib.util
    from importlib import resources
    try:
        spec = importlib.util.find_spec("ttrwidgets.maps")
    except ModuleNotFoundError:
        spec = None
    if spec is None:
        pytest.skip("ttrwidgets.maps is not importable here (plain or editable checkout); "
                    "the loader reads maps/ from the checkout")
    text = (resources.files("ttrwidgets.maps") / "europe.json").read_text(encoding="utf-8")
    assert parse_map(json.loads(text)) == load_map("europe")


def test_loads_from_any_directory(tmp_path):
    """A fresh interpreter started elsewhere finds the maps (no reliance on the cwd)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    code = ("from ttrwidgets.ttr.maps import load_map; m = load_map('europe'); "
            "print(len(m.cities), len(m.routes), len(m.tickets))")
    out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["47", "101", "101"]


def test_pyproject_lists_every_subpackage():
    """The wheel only holds the packages pyproject.toml lists (maps/ needs an explicit list)."""
    tomllib = pytest.importorskip("tomllib")
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    st = conf.get("tool", {}).get("setuptools", {})
    listed = st.get("packages")
    if not isinstance(listed, list):
        pytest.skip("packages are discovered automatically")
    assert st.get("package-dir", {}).get("ttrwidgets.maps") == "maps"
    assert "*.json" in st.get("package-data", {}).get("ttrwidgets.maps", [])
    on_disk = {".".join(p.parent.relative_to(ROOT).parts)
               for p in (ROOT / "ttrwidgets").rglob("__init__.py")}
    missing = sorted(on_disk - set(listed))
    assert not missing, f"add {missing} to [tool.setuptools] packages in pyproject.toml"


# --------------------------------------------------------------------------- broken maps
def test_file_parses_as_is():
    assert parse_map(raw(), "europe.json") == load_map("europe")


def test_missing_key():
    d = raw()
    del d["routes"][3]["length"]
    del d["tickets"][0]["points"]
    del d["version"]
    p = problems(d)
    assert p == {"$.routes[3].length": "missing required key 'length'",
                 "$.tickets[0].points": "missing required key 'points'",
                 "$.version": "missing required key 'version'"}


def test_unknown_colour():
    d = raw()
    d["routes"][12]["colour"] = "violet"
    p = problems(d)
    assert list(p) == ["$.routes[12].colour"]
    assert p["$.routes[12].colour"].startswith("unknown colour 'violet'")
    d["routes"][12]["colour"] = "locomotive"
    assert "unknown colour 'locomotive'" in problems(d)["$.routes[12].colour"]
    d["routes"][12]["colour"] = "Pink"  # parse_colour's spellings are accepted
    assert parse_map(d).routes[12].colour is Colour.PURPLE


def test_unknown_city():
    d = raw()
    d["routes"][0]["b"] = "Atlantis"
    d["tickets"][5]["a"] = "München"  # files use the exact board name
    d["layout"]["positions"]["Atlantis"] = [0.5, 0.5]
    d["layout"]["labels"]["Xanadu"] = [0.01, 0.01]
    p = problems(d)
    assert p["$.routes[0].b"].startswith("unknown city 'Atlantis'")
    assert "did you mean 'Munchen'" in p["$.tickets[5].a"]
    assert p["$.layout.positions.Atlantis"].startswith("unknown city")
    assert p["$.layout.labels.Xanadu"].startswith("unknown city")
    assert len(p) == 4


def test_broken_json_syntax(tmp_path):
    text = MAP_FILE.read_text(encoding="utf-8").replace('"length": 3', '"length": 3,,', 1)
    f = tmp_path / "broken.json"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(MapDataError) as e:
        load_map_file(f)
    (path, msg), = e.value.problems
    assert path == "$" and "line" in msg and "column" in msg
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if ",," in ln)
    assert f"line {line}," in msg
    assert e.value.source == str(f)
    g = tmp_path / "latin1.json"
    g.write_bytes('{"name": "M\xfcnchen"}'.encode("latin-1"))
    with pytest.raises(MapDataError, match="UTF-8"):
        load_map_file(g)


def test_wrong_types():
    d = raw()
    d["routes"][5]["length"] = "3"
    d["routes"][6]["length"] = True
    d["routes"][7]["a"] = 3
    d["cities"][2]["big_city"] = "yes"
    d["cities"][3]["aliases"] = "Barça"
    d["tickets"][4]["points"] = 2.5
    d["tickets"][6]["long"] = 1
    d["layout"]["aspect"] = "wide"
    d["layout"]["positions"]["Berlin"] = [0.5]
    d["layout"]["labels"]["Paris"] = ["a", 0.0]
    d["schema_version"] = "1"
    p = problems(d)
    assert p["$.routes[5].length"] == "must be a whole number, not the text \"3\""
    assert p["$.routes[6].length"] == "must be a whole number, not true"
    assert p["$.routes[7].a"] == "must be text, not the number 3"
    assert p["$.cities[2].big_city"] == "must be true or false, not the text \"yes\""
    assert p["$.cities[3].aliases"].startswith("must be a list")
    assert p["$.tickets[4].points"] == "must be a whole number, not the number 2.5"
    assert p["$.tickets[6].long"] == "must be true or false, not the number 1"
    assert p["$.layout.aspect"].startswith("must be a number")
    assert p["$.layout.positions.Berlin"].startswith("must be a list [x, y]")
    assert p["$.layout.labels.Paris[0]"].startswith("must be a number")
    assert p["$.schema_version"].startswith("must be a whole number")
    assert len(p) == 11


def test_whole_file_wrong_types():
    assert problems([1, 2]) == {"$": "must be an object (the whole map file), not a list"}
    d = raw()
    d["cities"] = {"Berlin": {}}
    d["routes"] = None
    p = problems(d)
    assert p["$.cities"].startswith("must be a list")
    assert p["$.routes"] == "must be a list, not null"
    # with the city list broken, references are not checked (no flood of "unknown city")
    assert not any("unknown city" in msg for msg in p.values())


def test_duplicate_ids_and_names():
    d = raw()
    d["routes"][1]["id"] = d["routes"][0]["id"]
    d["tickets"][9]["id"] = "E01"
    d["cities"][5]["name"] = d["cities"][4]["name"]
    p = problems(d)
    assert p["$.routes[1].id"] == "duplicate route id 'R001' (also $.routes[0])"
    assert p["$.tickets[9].id"] == "duplicate ticket id 'E01' (also $.tickets[0])"
    assert p["$.cities[5].name"].startswith("duplicate city name 'Berlin'")


def test_names_must_tell_cities_apart():
    d = raw()
    d["cities"][0]["aliases"] = ["Berlin"]
    d["cities"][1]["display_name"] = "ATHINA"
    p = problems(d)
    assert p == {
        "$.cities[2].name": "'Athina' would also find 'Angora' ($.cities[1].display_name); "
                            "names and aliases must tell cities apart",
        "$.cities[4].name": "'Berlin' would also find 'Amsterdam' ($.cities[0].aliases[0]); "
                            "names and aliases must tell cities apart"}


def test_duplicate_json_keys(tmp_path):
    text = MAP_FILE.read_text(encoding="utf-8").replace(
        '"Amsterdam": [0.3034, 0.3087],', '"Amsterdam": [0.3034, 0.3087], "Amsterdam": [0.3, 0.3],')
    f = tmp_path / "dup.json"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(MapDataError) as e:
        load_map_file(f)
    assert e.value.problems == [("$.layout.positions.Amsterdam",
                                 "this key appears more than once; only the last one counts")]


def test_route_kind_rules():
    d = raw()
    ferry = route_pos(d, "R004")   # Amsterdam–London, ferry with 2 locomotives
    tunnel = route_pos(d, "R005")  # Angora–Constantinople, tunnel
    d["routes"][ferry]["locomotives"] = 0
    d["routes"][tunnel]["reveal"] = 0
    d["routes"][0]["locomotives"] = 1           # a normal route with a locomotive
    d["routes"][1]["reveal"] = 2                # a normal route that reveals
    d["routes"][2]["kind"] = "bridge"
    d["routes"][route_pos(d, "R008")]["locomotives"] = 5   # Athina–Brindisi has 4 spaces
    d["routes"][9]["length"] = 9
    d["routes"][10]["length"] = 0
    p = problems(d)
    assert p[f"$.routes[{ferry}].locomotives"] == "a ferry has at least one locomotive symbol"
    assert p[f"$.routes[{tunnel}].reveal"] == "a tunnel reveals at least one card"
    assert p["$.routes[0].locomotives"].startswith("only ferries have locomotive symbols")
    assert p["$.routes[1].reveal"].startswith("only tunnels reveal cards")
    assert p["$.routes[2].kind"].startswith("must be one of normal, tunnel, ferry")
    assert p[f"$.routes[{route_pos(d, 'R008')}].locomotives"].startswith(
        "5 locomotive symbols on a route of only 4")
    assert p["$.routes[9].length"] == "must be from 1 to 8, not 9"
    assert p["$.routes[10].length"] == "must be from 1 to 8, not 0"
    assert len(p) == 8


def test_coloured_ferry_is_allowed():
    d = raw()
    d["routes"][route_pos(d, "R004")]["colour"] = "purple"   # as on Legendary Asia
    assert parse_map(d).route_by_id["R004"] == route_pos(d, "R004")


def test_group_rules():
    d = raw()
    d["routes"][route_pos(d, "R017")]["group"] = None            # D01 left with one track
    d["routes"][route_pos(d, "R020")]["group"] = "D03"            # Berlin–Warszawa in D03
    d["routes"][0]["b"] = d["routes"][0]["a"]                     # a route to itself
    with pytest.raises(MapDataError) as e:
        parse_map(d)
    got = e.value.problems
    r018, r020 = route_pos(d, "R018"), route_pos(d, "R020")
    assert (f"$.routes[{r018}].group", "group 'D01' has only this track; a parallel group joins "
                                       "at least two tracks") in got
    assert (f"$.routes[{r018}].group", "Berlin–Frankfurt has another track at "
            f"$.routes[{r018 - 1}]; parallel tracks share one group (here 'D01', there no group)"
            ) in got
    assert (f"$.routes[{route_pos(d, 'R029')}].group",
            f"group 'D03' joins Bruxelles–Paris here but Berlin–Warszawa at $.routes[{r020}]; "
            "the tracks of a group join the same two cities") in got
    assert ("$.routes[0].b", "a route joins two different cities, not 'Amsterdam' to itself") in got


def test_ticket_rules_broken():
    d = raw()
    d["tickets"][0]["points"] = 0
    d["tickets"][1]["deck"] = ""
    d["tickets"][2]["b"] = d["tickets"][2]["a"]
    p = problems(d)
    assert p == {"$.tickets[0].points": "must be at least 1, not 0",
                 "$.tickets[1].deck": "must not be empty",
                 "$.tickets[2].b": "a ticket joins two different cities, not 'Frankfurt' to "
                                   "itself"}


def test_layout_rules():
    d = raw()
    del d["layout"]["positions"]["Wien"]
    del d["layout"]["labels"]["Roma"]   # labels are optional: the renderer chooses
    d["layout"]["positions"]["Paris"] = [0.2, -0.1]
    d["layout"]["positions"]["Roma"] = [float("nan"), 0.5]
    p = problems(d)
    assert p == {"$.layout.positions.Paris[1]": "must be between 0 and 1, not -0.1",
                 "$.layout.positions.Roma[0]": "must be a number, not the number nan",
                 "$.layout.positions": "no position for 1 city: Wien"}
    d = raw()
    del d["layout"]["labels"]
    m = parse_map(d)
    assert set(m.layout.labels) == {(0.0, 0.0)}


def test_unknown_keys_and_schema_version():
    d = raw()
    d["colour_scheme"] = "dark"
    d["routes"][0]["colur"] = "red"
    d["schema_version"] = 2
    p = problems(d)
    assert p["$.colour_scheme"].startswith("unknown key 'colour_scheme'")
    assert p["$.routes[0].colur"] == "unknown key 'colur' (did you mean 'colour'?)"
    assert p["$.schema_version"] == "this ttrwidgets reads schema version 1, not 2"


def test_every_problem_reported_at_once():
    d = raw()
    del d["routes"][3]["length"]
    d["routes"][12]["colour"] = "violet"
    d["routes"][20]["a"] = "Atlantis"
    d["routes"][30]["length"] = "long"
    d["routes"][1]["id"] = "R001"
    d["tickets"][7]["points"] = -3
    d["cities"][8]["big_city"] = None
    with pytest.raises(MapDataError) as e:
        parse_map(d, "maps/europe.json")
    paths = [p for p, _ in e.value.problems]
    assert paths == ["$.cities[8].big_city", "$.routes[1].id", "$.routes[3].length",
                     "$.routes[12].colour", "$.routes[20].a", "$.routes[30].length",
                     "$.tickets[7].points"]
    text = str(e.value)
    assert text.startswith("maps/europe.json: 7 problems")
    assert "  $.routes[12].colour: unknown colour 'violet'" in text


# =========================================================================== Deutschland
DE_FILE = ROOT / "maps" / "deutschland.json"
DE_REFERENCE = SHARED / "maps-reference" / "deutschland"
COUNTRIES = ["Dänemark", "Frankreich", "Niederlande", "Schweiz", "Österreich"]


@pytest.fixture(scope="module")
def de() -> GameMap:
    return load_map("deutschland")


def de_raw() -> dict:
    """A fresh, mutable copy of the Deutschland map file's data."""
    return json.loads(DE_FILE.read_text(encoding="utf-8"))


def de_problems(data) -> list[tuple[str, str]]:
    with pytest.raises(MapDataError) as e:
        parse_map(data, "maps/deutschland.json")
    assert e.value.source == "maps/deutschland.json"
    return e.value.problems


def city_pos(data: dict, name: str) -> int:
    return next(i for i, c in enumerate(data["cities"]) if c["name"] == name)


def pair_names(m: GameMap, r) -> frozenset:
    return frozenset((m.cities[r.a].name, m.cities[r.b].name))


# --------------------------------------------------------------------------- figures (README)
def test_de_nodes(de):
    assert (de.id, de.version, de.name) == ("deutschland", 1, "Deutschland")
    assert len(de.cities) == 40
    assert [c.index for c in de.cities] == list(range(40))
    countries = [c for c in de.cities if c.kind is maps.CityKind.COUNTRY]
    assert [c.name for c in countries] == COUNTRIES == [de.cities[i].name for i in de.countries]
    assert all(c.is_country and c.country == c.name for c in countries)
    cities = [c for c in de.cities if not c.is_country]
    assert len(cities) == 35
    assert all(c.kind == "city" and c.country is None and not c.big_city for c in cities)
    assert "Belgien" not in {c.name for c in de.cities}


def test_de_tracks_pairs_groups(de):
    assert len(de.routes) == 110
    assert [r.id for r in de.routes] == [f"R{i:03d}" for i in range(1, 111)]
    assert all(0 <= r.a < 40 and 0 <= r.b < 40 and r.a != r.b for r in de.routes)
    assert all(r.kind is RouteKind.NORMAL and r.locomotives == 0 == r.reveal for r in de.routes)
    pairs = Counter(frozenset((r.a, r.b)) for r in de.routes)
    assert len(pairs) == 85
    assert Counter(pairs.values()) == {1: 62, 2: 21, 3: 2}
    groups: dict[str, list] = {}
    for r in de.routes:
        if r.group is not None:
            groups.setdefault(r.group, []).append(r)
    assert Counter(len(g) for g in groups.values()) == {2: 21, 3: 2}
    for pair, n in pairs.items():  # a pair has one group exactly when it has several tracks
        rs = de.routes_between(*sorted(pair))
        assert len(rs) == n and (n == 1) == (rs[0].group is None)
        assert len({r.group for r in rs}) == 1
        for r in rs:
            assert sorted(de.parallel(r.index) + (r.index,)) == [x.index for x in rs]


def test_de_triples(de):
    triples = {g: rs for g, rs in
               ((g, [r for r in de.routes if r.group == g]) for g in {r.group for r in de.routes})
               if g is not None and len(rs) == 3}
    assert {pair_names(de, rs[0]) for rs in triples.values()} == {
        frozenset({"Dortmund", "Düsseldorf"}), frozenset({"Düsseldorf", "Köln"})}
    for rs in triples.values():
        assert all(r.length == 1 and r.colour is Colour.GRAY for r in rs)
        assert all(len(de.parallel(r.index)) == 2 for r in rs)
    g = de.to_networkx()
    assert g.number_of_edges(de.city_index("Köln"), de.city_index("Düsseldorf")) == 3


def test_de_spaces_colours_lengths_countries(de):
    assert sum(r.length for r in de.routes) == 313
    assert {r.length for r in de.routes} == set(range(1, 8))
    colours = Counter(r.colour for r in de.routes)
    assert colours[Colour.GRAY] == 45 and colours[Colour.YELLOW] == 9
    assert all(colours[c] == 8 for c in Colour
               if c not in (Colour.GRAY, Colour.YELLOW, Colour.LOCOMOTIVE))
    assert Colour.LOCOMOTIVE not in colours
    into = [r for r in de.routes if de.cities[r.a].is_country or de.cities[r.b].is_country]
    assert len(into) == 14
    assert not any(de.cities[r.a].is_country and de.cities[r.b].is_country for r in de.routes)
    assert all(len(de.routes_between(r.a, r.b)) == 1 for r in into)  # country routes are single
    g = de.to_networkx()
    assert nx.is_connected(g)
    # without the countries the cities still hang together
    assert nx.is_connected(g.subgraph(set(g) - set(de.countries)))


def test_de_tickets(de):
    assert len(de.tickets) == 89
    assert de.decks == ("short", "long")
    short, long_ = de.tickets_in("short"), de.tickets_in("long")
    assert (len(short), sum(t.points for t in short)) == (55, 415)
    assert (len(long_), sum(t.points for t in long_)) == (34, 526)
    assert [t.id for t in short] == [f"S{i:02d}" for i in range(1, 56)]
    assert [t.id for t in long_] == [f"L{i:02d}" for i in range(1, 35)]
    assert all(t.long == (t.deck == "long") and not t.big_city for t in de.tickets)
    assert {t.points for t in long_} <= set(range(12, 23))
    assert {t.points for t in short} <= set(range(2, 12))
    assert sum(de.cities[t.a].is_country or de.cities[t.b].is_country for t in de.tickets) == 17
    # the one short ticket below the rulebook's 3-11: all sources agree on 2
    low = [t for t in de.tickets if t.points < 3]
    assert [(de.cities[t.a].name, de.cities[t.b].name, t.points, t.deck) for t in low] == [
        ("Mannheim", "Stuttgart", 2, "short")]
    assert len({frozenset((t.a, t.b)) for t in de.tickets}) == 89


def test_de_passengers(de):
    assert de.passengers == tuple((c, 10) for c in (Colour.BLACK, Colour.BLUE, Colour.GREEN,
                                                     Colour.RED, Colour.WHITE, Colour.YELLOW))
    assert sum(n for _, n in de.passengers) == 60
    assert sum(c.passengers for c in de.cities) == 60
    by_count = {n: {c.name for c in de.cities if c.passengers == n} for n in (3, 4, 5)}
    assert by_count == {5: {"Berlin"}, 4: {"Hamburg", "Köln", "Frankfurt", "München"},
                        3: {"Leipzig", "Stuttgart"}}
    more = set().union(*by_count.values())
    assert all(c.passengers == 1 for c in de.cities if c.name not in more)
    assert load_map("europe").passengers == ()
    assert all(c.passengers == 0 and c.kind == "city" for c in load_map("europe").cities)


def test_de_layout(de):
    lay = de.layout
    assert lay.aspect == pytest.approx(1125 / 1744, abs=1e-4) and lay.aspect < 1
    assert lay.orientation == "portrait" and load_map("europe").layout.orientation == "landscape"
    assert len(lay.positions) == len(lay.labels) == 40
    assert all(0 <= x <= 1 and 0 <= y <= 1 for x, y in lay.positions)
    assert lay.positions[de.city_index("Berlin")] == (round(993 / 1125, 4), round(555 / 1744, 4))
    assert all((dx, dy) != (0, 0) for dx, dy in lay.labels)
    # north is up: Kiel above München, Niederlande left of Berlin
    pos = {c.name: lay.positions[c.index] for c in de.cities}
    assert pos["Kiel"][1] < pos["München"][1] and pos["Niederlande"][0] < pos["Berlin"][0]


@pytest.mark.parametrize("text,name", [
    ("munchen", "München"), ("Muenchen", "München"), ("Munich", "München"), ("KÖLN", "Köln"),
    ("Cologne", "Köln"), ("koeln", "Köln"), ("Osterreich", "Österreich"),
    ("Austria", "Österreich"),
    ("Denmark", "Dänemark"), ("Danemark", "Dänemark"), ("Holland", "Niederlande"),
    ("Frankfurt am Main", "Frankfurt"), ("saarbrucken", "Saarbrücken"), ("Hanover", "Hannover"),
])
def test_de_city_index(de, text, name):
    assert de.cities[de.city_index(text)].name == name


def test_de_map_is_a_value(de):
    back = pickle.loads(pickle.dumps(de))
    assert back == de and back.passengers == de.passengers and back.countries == de.countries
    assert de == load_map_file(DE_FILE) and parse_map(de_raw()) == de
    assert load_map("deutschland") is de


@pytest.mark.skipif(not DE_REFERENCE.is_dir(), reason="no ../shared/maps-reference")
def test_de_matches_reference_tables(de):
    def rows(name):
        with open(DE_REFERENCE / name, encoding="utf-8") as f:
            return list(csv.DictReader(f))
    crow = rows("cities.csv")
    assert [c.name for c in de.cities] == [r["name"] for r in crow]
    for c, r in zip(de.cities, crow):
        assert (c.kind.value, c.passengers) == (r["kind"], int(r["passengers"]))
        assert de.city_index(r["name_en"]) == c.index
        assert all(de.city_index(a) == c.index for a in r["aliases"].split(";") if a)
    rrow = rows("routes.csv")
    assert len(rrow) == len(de.routes)
    for r, x in zip(rrow, de.routes):
        assert (de.cities[x.a].name, de.cities[x.b].name, x.length, x.colour.key) == (
            r["a"], r["b"], int(r["length"]), r["colour"])
        assert len(de.parallel(x.index)) + 1 == int(r["group_size"])
        ends = {de.cities[i].name for i in (x.a, x.b) if de.cities[i].is_country}
        assert ends == ({r["country_end"]} if r["country_end"] else set())
    trow = rows("tickets.csv")
    assert [(de.cities[t.a].name, de.cities[t.b].name, t.points, t.deck) for t in de.tickets] \
        == [(r["a"], r["b"], int(r["points"]), r["deck"]) for r in trow]
    assert [(c.key, n) for c, n in de.passengers] == [
        (r["colour"], int(r["count"])) for r in rows("passenger_colours.csv")]


# --------------------------------------------------------------------------- loading, builder
def test_de_listed_and_loaded_through_resources(tmp_path, monkeypatch, de):
    assert available_maps() == ["deutschland", "europe", "legendary_asia"]
    pkg = tmp_path / "probe_de_maps_pkg"
    pkg.mkdir()
    (pkg / "deutschland.json").write_bytes(DE_FILE.read_bytes())
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(mapcheck, "_RESOURCE_PACKAGE", "probe_de_maps_pkg")
    monkeypatch.setattr(mapcheck, "_SOURCE_MAPS", tmp_path / "nowhere")
    assert maps.available_maps() == ["deutschland"]
    assert maps._load_cached.__wrapped__("deutschland") == de  # uncached: the real cache stays


def test_de_installed_package_data(de):
    import importlib.util
    from importlib import resources
    try:
        spec = importlib.util.find_spec("ttrwidgets.maps")
    except ModuleNotFoundError:
        spec = None
    if spec is None:
        pytest.skip("ttrwidgets.maps is not importable here (plain or editable checkout)")
    text = (resources.files("ttrwidgets.maps") / "deutschland.json").read_text(encoding="utf-8")
    assert parse_map(json.loads(text)) == de


def _build(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "build_maps.py"),
                           str(DE_REFERENCE.parent), *map(str, args)],
                          capture_output=True, text=True)


@pytest.mark.skipif(not DE_REFERENCE.is_dir(), reason="no ../shared/maps-reference")
def test_builder_writes_both_maps_deterministically(tmp_path):
    for out in (tmp_path / "a", tmp_path / "b"):
        res = _build("--out", out)
        assert res.returncode == 0, res.stdout + res.stderr
    for name in ("europe.json", "deutschland.json", "legendary_asia.json"):
        text = (tmp_path / "a" / name).read_bytes()
        assert text == (tmp_path / "b" / name).read_bytes() == (ROOT / "maps" / name).read_bytes()
    res = _build("--out", tmp_path / "a", "--check")
    assert res.returncode == 0, res.stdout + res.stderr
    (tmp_path / "a" / "deutschland.json").write_text(
        DE_FILE.read_text(encoding="utf-8").replace('"points": 2,', '"points": 3,', 1),
        encoding="utf-8")
    res = _build("--out", tmp_path / "a", "--check")
    assert res.returncode == 1
    assert res.stdout.strip() == f"{tmp_path / 'a' / 'deutschland.json'} is out of date; run " \
                                 "python tools/build_maps.py"
    (tmp_path / "a" / "europe.json").unlink()
    assert "europe.json is out of date" in _build("--out", tmp_path / "a", "--check").stdout


# --------------------------------------------------------------------------- broken Deutschland
def test_de_route_missing():
    d = de_raw()
    del d["routes"][2]  # Augsburg–Nürnberg, a single track of 4
    assert de_problems(d) == [
        ("$.routes", "109 tracks, but $.figures.routes says 110"),
        ("$.routes", "84 pairs of nodes joined, but $.figures.pairs says 85"),
        ("$.routes", "309 train spaces, but $.figures.spaces says 313")]


def test_de_triple_becomes_double_or_quadruple():
    d = de_raw()
    r = route_pos(d, "R029")  # third track Dortmund–Düsseldorf
    d["routes"][r]["group"] = "G99"
    got = de_problems(d)
    assert (f"$.routes[{r}].group", "group 'G99' has only this track; a parallel group joins at "
                                    "least two tracks") in got
    d = de_raw()
    extra = dict(d["routes"][r], id="R111")
    d["routes"].insert(r + 1, extra)
    d["figures"]["routes"] = 111
    assert de_problems(d) == [(f"$.routes[{r + 1}].group", "group 'G24' has 4 tracks; a parallel "
                                                          "group has at most 3 (a double or a "
                                                          "triple route)")]
    d = de_raw()
    del d["routes"][r]
    d["figures"].update(routes=109, spaces=312)
    assert de_problems(d) == [
        ("$.routes", "22 parallel groups of 2 tracks, but $.figures.groups[\"2\"] says 21"),
        ("$.routes", "1 parallel group of 3 tracks, but $.figures.groups[\"3\"] says 2")]
    del d["figures"]["groups"]["3"]
    d["figures"]["groups"]["2"] = 22
    assert de_problems(d) == [("$.routes", "1 parallel group of 3 tracks, but $.figures.groups "
                                           "has none")]


def test_de_country_rules():
    d = de_raw()
    dk = city_pos(d, "Dänemark")
    d["cities"][dk]["kind"] = "city"
    assert de_problems(d) == [("$.cities", "4 nodes of kind 'country', but $.figures.countries "
                                           "says 5")]
    d["cities"][dk]["kind"] = "land"
    d["cities"][city_pos(d, "Berlin")]["country"] = "Deutschland"
    d["cities"][city_pos(d, "Kiel")].update(kind="city", country="Dänemark")
    got = de_problems(d)
    city_only = ("only a node of kind 'country' stands for a country; this one is a city (set "
                 "kind to 'country' or country to null)")
    assert got == [(f"$.cities[{dk}].kind", "must be one of city, country, not the text \"land\""),
                   (f"$.cities[{city_pos(d, 'Berlin')}].country", city_only),
                   (f"$.cities[{city_pos(d, 'Kiel')}].country",
                    "only a node of kind 'country' stands for a country; this one is a city (set "
                    "kind to 'country' or country to null)")]
    # a version-1 file that names the country but not the kind: a country
    d = de_raw()
    del d["cities"][dk]["kind"]
    d["cities"][dk]["country"] = "Dänemark"
    assert parse_map(d).cities[dk].is_country
    d = de_raw()
    r = route_pos(d, "R022")  # Bremerhaven–Dänemark
    d["routes"][r]["a"] = "Niederlande"
    assert (f"$.routes[{r}].b", "a route joins at least one city; 'Niederlande' and 'Dänemark' "
                                "are both countries") in de_problems(d)


def test_de_ticket_decks_broken():
    d = de_raw()
    i = next(i for i, t in enumerate(d["tickets"]) if t["id"] == "L01")
    d["tickets"][i]["deck"] = "short"
    assert de_problems(d) == [(f"$.tickets[{i}].long", "a ticket of the short deck is not long "
                                                       "(set long to false or deck to 'long')")]
    d["tickets"][i]["long"] = False
    assert de_problems(d) == [
        ("$.tickets", "56 tickets in deck 'short', but $.figures.tickets.short says 55"),
        ("$.tickets", "33 tickets in deck 'long', but $.figures.tickets.long says 34")]
    d = de_raw()
    d["tickets"][0]["deck"] = "medium"
    d["tickets"][1]["long"] = True
    assert de_problems(d) == [
        ("$.tickets[1].long", "a ticket of the short deck is not long (set long to false or deck "
                              "to 'long')")]
    d["tickets"][1]["long"] = False
    assert de_problems(d) == [
        ("$.tickets", "54 tickets in deck 'short', but $.figures.tickets.short says 55"),
        ("$.tickets", "1 ticket in deck 'medium', but $.figures.tickets does not list that deck")]
    d = de_raw()
    del d["tickets"][-1]["long"]  # a ticket of the long deck is long unless it says otherwise
    assert parse_map(d).tickets[-1].long


def test_de_passengers_broken():
    d = de_raw()
    berlin = city_pos(d, "Berlin")
    d["cities"][berlin]["passengers"] = 4
    assert de_problems(d) == [
        ("$.passengers", "60 passengers in the bag, but the nodes' set-up counts "
                         "($.cities[*].passengers) add up to 59; every passenger stands on a node "
                         "at set-up"),
        ("$.cities", "59 passengers on the nodes at set-up ($.cities[*].passengers), but "
                     "$.figures.passengers says 60")]
    d["cities"][berlin]["passengers"] = -1
    d["cities"][0]["passengers"] = "1"
    assert de_problems(d) == [("$.cities[0].passengers", "must be a whole number, not the text "
                                                          "\"1\""),
                              (f"$.cities[{berlin}].passengers", "must be at least 0, not -1")]
    d = de_raw()
    d["passengers"] = {"black": 10, "blue": 10, "green": 10, "red": 10, "white": 10,
                       "gold": 10, "pink": 0, "purple": 1, "gray": 1}
    assert de_problems(d) == [
        ("$.passengers.gold", "unknown passenger colour 'gold' (colours: purple, white, blue, "
                              "yellow, orange, black, red, green)"),
        ("$.passengers.pink", "must be at least 1, not 0"),
        ("$.passengers.purple", "'purple' is the colour purple, already counted at "
                                "$.passengers.pink"),
        ("$.passengers.gray", "unknown passenger colour 'gray' (colours: purple, white, blue, "
                              "yellow, orange, black, red, green)")]
    d["passengers"] = {"black": 10, "blue": 10, "green": 10, "red": 10, "white": 10,
                       "yellow": 11}
    assert de_problems(d) == [("$.passengers", "61 passengers in the bag, but the nodes' set-up "
                                               "counts ($.cities[*].passengers) add up to 60; "
                                               "every passenger stands on a node at set-up")]
    d["passengers"] = {}
    assert de_problems(d) == [("$.passengers", "names no colour; leave the section out on a "
                                               "board without passengers")]
    del d["passengers"]
    assert de_problems(d) == [("$.cities[0].passengers", "passengers stand here, but the map has "
                                                         "no $.passengers section (an object of "
                                                         "colour and count)")]


def test_de_layout_and_figures_broken():
    d = de_raw()
    d["layout"]["orientation"] = "landscape"
    d["figures"]["route"] = 110
    d["figures"]["groups"]["4"] = 0
    d["figures"]["cities"] = 41
    d["figures"]["tickets"]["short"] = -1
    got = de_problems(d)
    assert got == [
        ("$.figures.route", "unknown key 'route' (did you mean 'routes'?)"),
        ("$.cities", "40 nodes (cities and countries), but $.figures.cities says 41"),
        ("$.figures.groups[\"4\"]", "unknown key '4' (allowed: 2, 3)"),
        ("$.figures.tickets.short", "must be at least 0, not -1"),
        ("$.layout.orientation", "the board is portrait ($.layout.aspect is width / height = "
                                 "0.6451), not landscape")]
    d = de_raw()
    d["layout"]["orientation"] = "upright"
    d["figures"] = [40]
    assert de_problems(d) == [
        ("$.figures", "must be an object, not a list"),
        ("$.layout.orientation", "must be one of landscape, portrait, not the text \"upright\"")]
    d = de_raw()
    del d["figures"], d["layout"]["orientation"]  # both optional
    assert parse_map(d) == load_map("deutschland")
