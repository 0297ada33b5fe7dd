"""The map loader: the Europe map's figures, name matching, and broken map files."""
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

from ttrwidgets.engine import maps
from ttrwidgets.engine.colours import Colour
from ttrwidgets.engine.errors import MapDataError, TTRError
from ttrwidgets.engine.maps import (GameMap, RouteKind, available_maps, load_map, load_map_file,
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
    monkeypatch.setattr(maps, "_RESOURCE_PACKAGE", "probe_maps_pkg")
    monkeypatch.setattr(maps, "_SOURCE_MAPS", tmp_path / "nowhere")
    assert maps.available_maps() == ["europe"]
    # uncached, so the real cache of load_map stays untouched
    assert maps._load_cached.__wrapped__("europe").name == "Europe (probe)"


def test_source_checkout_fallback(monkeypatch):
    """Without installed package data, the checkout's maps/ folder is used."""
    if not maps._SOURCE_MAPS.is_dir():
        pytest.skip("ttrwidgets is installed from a wheel: there is no source checkout")
    monkeypatch.setattr(maps, "_RESOURCE_PACKAGE", "no_such_package_for_ttr_maps")
    assert Path(str(maps._maps_dir())) == maps._SOURCE_MAPS
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
    code = ("from ttrwidgets.engine.maps import load_map; m = load_map('europe'); "
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
            f"$.routes[{r018 - 1}]; parallel tracks share one group (here 'D01', there None)"
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
    assert text.startswith("maps/europe.json: 7 problem(s)")
    assert "  $.routes[12].colour: unknown colour 'violet'" in text
