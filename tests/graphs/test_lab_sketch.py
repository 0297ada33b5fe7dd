"""The teacher's own graph (issue 24): built in code or from a file, every algorithm runs on
it with networkx's results, and a bad file is refused with the JSON path of the problem."""
from __future__ import annotations

import json

import networkx as nx
import pytest

from ttrwidgets.graphs.lab import EXAMPLE, Sketch, SketchError, trace


def simple(G):
    H = nx.Graph()
    H.add_nodes_from(G)
    for u, v, d in G.edges(data=True):
        if not H.has_edge(u, v) or H[u][v]["length"] > d["length"]:
            H.add_edge(u, v, length=d["length"])
    return H


def test_the_example_runs_every_result_as_networkx():
    G = EXAMPLE.to_networkx()
    H = simple(G)
    assert len(G) == 6 and G.number_of_edges() == 9
    want = nx.single_source_dijkstra_path_length(H, 0, weight="length")
    got = dict(trace("dijkstra", G, source=0)[-1].answer["dist"])
    assert got == want
    mst = nx.minimum_spanning_tree(H, weight="length").size(weight="length")
    assert trace("prim", G, source=0)[-1].answer["weight"] == mst
    assert trace("kruskal", G)[-1].answer["weight"] == mst
    assert trace("maxflow", G, source=0, target=5)[-1].answer["flow"] == \
        nx.edge_connectivity(H, 0, 5)


def test_a_round_trip_through_json_keeps_the_graph():
    assert Sketch.from_json(EXAMPLE.to_json()) == EXAMPLE
    assert json.loads(EXAMPLE.to_json())["format"] == "ttrwidgets-lab-graph"


@pytest.mark.parametrize("data, where", [
    ("{", "line 1"),
    ('[1, 2]', "must be a JSON object"),
    ('{"cities": {}, "routes": []}', "cities: must be a list"),
    ('{"cities": [{"name": "A", "x": 0.1}], "routes": []}', "cities[0].y: is missing"),
    ('{"cities": [{"name": "A", "x": 0.1, "y": 1.5}], "routes": []}',
     "cities[0].y: must be a number from 0 to 1, not 1.5"),
    ('{"cities": [{"name": "A", "x": 0, "y": 0}, {"name": "A", "x": 1, "y": 1}], '
     '"routes": []}', "cities[1].name: a second city called “A”"),
    ('{"cities": [{"name": "A", "x": 0, "y": 0}, {"name": "B", "x": 1, "y": 1}], '
     '"routes": [{"from": "A", "to": "B", "length": 0}]}',
     "routes[0].length: must be a whole number from 1 to 99, not 0"),
    ('{"cities": [{"name": "A", "x": 0, "y": 0}, {"name": "B", "x": 1, "y": 1}], '
     '"routes": [{"from": "A", "to": "Q", "length": 2}]}',
     "routes[0].to: there is no city called “Q”"),
    ('{"cities": [{"name": "A", "x": 0, "y": 0}, {"name": "B", "x": 1, "y": 1}], '
     '"routes": [{"from": "A", "to": "B", "length": 2}, {"from": "B", "to": "A", '
     '"length": 3}]}', "routes[1]: a second route between “B” and “A”"),
    ('{"format": "other", "cities": [], "routes": []}', "format: must be"),
])
def test_a_bad_file_names_the_json_path(data, where):
    with pytest.raises(SketchError) as e:
        Sketch.from_json(data)
    assert where in str(e.value)
    assert e.value.text("de") != str(e.value)          # worded in German too


def test_at_most_twelve_cities():
    s = Sketch()
    for i in range(12):
        s = s.add_city(None, i / 12, 0.5)
    with pytest.raises(SketchError, match="at most 12 cities"):
        s.add_city(None, 0.5, 0.5)
    text = json.dumps({"cities": [{"name": str(i), "x": 0, "y": 0} for i in range(13)],
                       "routes": []})
    with pytest.raises(SketchError, match="cities: at most 12"):
        Sketch.from_json(text)
