"""Ticket connectivity (``tickets.complete``) and the highlight paths."""
from __future__ import annotations

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttrwidgets.graphs import cheapest_completion, connected_pairs, connection_path


def test_connected_pairs_basic():
    G = nx.MultiGraph([(0, 1), (1, 2), (5, 6)])
    G.add_node(9)
    pairs = [(0, 2), (2, 0), (0, 5), (5, 6), (0, 9), (0, 42), (42, 43), (9, 9), (42, 42)]
    assert connected_pairs(G, pairs) == [True, True, False, True, False, False, False, True, True]


def test_connected_pairs_accepts_ticket_triples_and_empty():
    G = nx.MultiGraph([("A", "B")])
    assert connected_pairs(G, [("A", "B", 5), ("A", "C", 7)]) == [True, False]
    assert connected_pairs(G, []) == []
    assert connected_pairs(nx.MultiGraph(), [("A", "B")]) == [False]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 7)), max_size=10),
       st.lists(st.tuples(st.integers(0, 9), st.integers(0, 9)), max_size=10))
def test_connected_pairs_matches_has_path(edges, pairs):
    G = nx.MultiGraph(edges)
    expect = [a == b or (a in G and b in G and nx.has_path(G, a, b)) for a, b in pairs]
    assert connected_pairs(G, pairs) == expect


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 7)), max_size=10),
       st.lists(st.tuples(st.integers(0, 9), st.integers(0, 9)), max_size=4),
       st.lists(st.tuples(st.integers(0, 10), st.integers(0, 10)), max_size=10))
def test_connected_pairs_with_extra_edges_is_the_graph_with_them(edges, extra, pairs):
    """``extra_edges`` answer as if the edges were added to a copy of the graph (with or
    without dead ends)."""
    G = nx.MultiGraph(edges)
    H = G.copy()
    H.add_edges_from(extra)
    assert connected_pairs(G, pairs, extra_edges=extra) == connected_pairs(H, pairs)
    keyed = [e + ("key",) for e in extra]
    assert connected_pairs(G, pairs, extra_edges=keyed) == connected_pairs(H, pairs)
    assert connected_pairs(G, pairs, [3, 9], extra_edges=extra) == \
        connected_pairs(H, pairs, [3, 9])
    assert G.number_of_edges() == len(edges)  # G itself is left alone


def test_connection_path():
    G = nx.MultiGraph()
    G.add_edge("A", "B", key=0, length=4)
    G.add_edge("A", "B", key=1, length=2)
    G.add_edge("B", "C", key=2, length=1)
    G.add_edge("C", "D", key=3, length=3)
    assert connection_path(G, "D", "A") == [("D", "C", 3), ("C", "B", 2), ("B", "A", 1)]
    assert connection_path(G, "A", "A") == []
    G.add_node("Z")
    with pytest.raises(nx.NetworkXNoPath):
        connection_path(G, "A", "Z")
    with pytest.raises(nx.NodeNotFound):
        connection_path(G, "A", "Nowhere")


def test_cheapest_completion_with_owned_and_excluded_routes():
    M = nx.MultiGraph()
    M.add_edge("A", "B", key=0, length=3)
    M.add_edge("A", "B", key=1, length=3)   # the other track of a double route
    M.add_edge("B", "C", key=2, length=2)
    M.add_edge("A", "D", key=3, length=1)
    M.add_edge("D", "C", key=4, length=3)
    # owned route: key 1 (as a triple); it costs 0 and the owned track is the one reported
    assert cheapest_completion(M, [("A", "B", 1)], "A", "C") == (
        2, [("A", "B", 1), ("B", "C", 2)])
    # B-C is claimed by someone else: the caller hides it with a view
    blocked = {2}
    view = nx.subgraph_view(M, filter_edge=lambda u, v, k: k not in blocked)
    assert cheapest_completion(view, [1], "A", "C") == (4, [("A", "D", 3), ("D", "C", 4)])
    assert M.number_of_edges() == 5  # not modified
    # already complete: cost 0
    assert cheapest_completion(M, [1, 2], "A", "C")[0] == 0
    blocked = {2, 4}
    with pytest.raises(nx.NetworkXNoPath):
        cheapest_completion(view, [], "A", "C")


def test_cheapest_completion_on_the_europe_map(europe):
    M = europe.to_networkx()
    a, b = europe.city_index("Lisboa"), europe.city_index("Moskva")
    cost, path = cheapest_completion(M, [], a, b)
    assert path[0][0] == a and path[-1][1] == b
    assert all(p[1] == q[0] for p, q in zip(path, path[1:]))
    assert cost == sum(M.edges[e]["length"] for e in path)
    assert cost == nx.dijkstra_path_length(nx.Graph(M), a, b, weight="length")
