"""The edge-list forms used by final scoring (no networkx graph built) answer exactly as the
networkx forms: the same edge order, the same longest trail (trail included), the same
components, the same completed tickets, the same station borrowing."""
from __future__ import annotations

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttrwidgets.graphs import best_station_borrowing, connected_pairs, longest_trail
from ttrwidgets.graphs.connectivity import (component_index, connected_pairs_of_edges,
                                            edge_components)
from ttrwidgets.graphs.trail import longest_trail_of_edges, multigraph_edge_order

# edges (u, v, weight) on few nodes, so that parallel edges, loops and cycles are common
EDGES = st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6), st.integers(0, 6)),
                 max_size=14)
PAIRS = st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8)), max_size=8)


def graph(edges):
    """The MultiGraph of ``edges`` (keys 0, 1, ...) and the edges ``(u, v, key, w)`` in the
    order they were added."""
    G = nx.MultiGraph()
    keyed = []
    for k, (u, v, w) in enumerate(edges):
        G.add_edge(u, v, key=k, length=w)
        keyed.append((u, v, k, w))
    return G, keyed


def test_edge_order_of_a_small_graph():
    # node 0 first: its edges to 1 (both, the second added as (1, 0)) and to 2, then 2-3
    assert multigraph_edge_order([(0, 1, "a"), (2, 3, "b"), (0, 2, "c"), (1, 0, "d")]) == \
        [(0, 1, "a"), (0, 1, "d"), (0, 2, "c"), (2, 3, "b")]


@settings(max_examples=300, deadline=None)
@given(EDGES)
def test_edge_order_and_longest_trail_match_networkx(edges):
    G, keyed = graph(edges)
    order = multigraph_edge_order(keyed)
    assert order == [(u, v, k, d["length"]) for u, v, k, d in G.edges(keys=True, data=True)]
    assert longest_trail_of_edges(order) == longest_trail(G)


def test_negative_weight_is_refused():
    with pytest.raises(ValueError, match="negative weight"):
        longest_trail_of_edges([(0, 1, 0, 2), (1, 2, 1, -1)])


@settings(max_examples=300, deadline=None)
@given(EDGES, PAIRS, st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8)), max_size=3),
       st.sets(st.integers(0, 8), max_size=2))
def test_components_and_pairs_match_networkx(edges, pairs, extra, dead):
    G, keyed = graph(edges)
    comp, ref = edge_components(keyed), component_index(G)
    assert set(comp) == set(ref)
    assert sorted(comp.values()) == sorted(ref.values())  # numbered 0, 1, ... likewise
    assert all((comp[a] == comp[b]) == (ref[a] == ref[b]) for a in comp for b in comp)
    assert connected_pairs_of_edges(keyed, pairs, dead, extra) == \
        connected_pairs(G, pairs, dead, extra)


@settings(max_examples=200, deadline=None)
@given(EDGES, st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8), st.integers(1, 9)),
                       max_size=5),
       st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8)), max_size=8))
def test_borrowing_with_given_components_is_the_same(edges, tickets, others):
    """Stations in cities 0, 4 and 7; the candidates are the other players' routes into them."""
    G, keyed = graph(edges)
    stations = {c: [(u, v, 100 + i) for i, (u, v) in enumerate(others) if c in (u, v)]
                for c in (0, 4, 7)}
    expect = best_station_borrowing(G, stations, tickets)
    comp = edge_components(keyed)
    assert best_station_borrowing(None, stations, tickets, components=comp) == expect
    assert comp == edge_components(keyed)  # not changed
