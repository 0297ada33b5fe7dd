"""Longest trail (``score.longest-path``): hand-checked cases and a brute-force property."""
from __future__ import annotations

import networkx as nx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ttrwidgets.graphs import longest_trail, longest_trail_length, longest_trail_steps

from _reference import brute_longest_trail, is_trail, trail_weight


def multi(*edges):
    """MultiGraph from (u, v, length) triples; keys are the positions 0, 1, 2, ..."""
    G = nx.MultiGraph()
    for i, (u, v, w) in enumerate(edges):
        G.add_edge(u, v, key=i, length=w)
    return G


def check(G, expected, weight="length"):
    length, trail = longest_trail(G, weight)
    assert length == expected
    assert is_trail(G, trail)
    assert trail_weight(G, trail, weight) == length
    assert longest_trail_length(G, weight) == expected
    return trail


def test_empty_graph():
    assert longest_trail(nx.MultiGraph()) == (0, [])
    G = nx.MultiGraph()
    G.add_nodes_from([1, 2, 3])
    assert longest_trail(G) == (0, [])


def test_single_edge():
    assert longest_trail(multi(("A", "B", 4))) == (4, [("A", "B", 0)])


def test_triangle_plus_tail():
    trail = check(multi(("A", "B", 2), ("B", "C", 3), ("C", "A", 4), ("C", "D", 1)), 10)
    assert len(trail) == 4


def test_triangle_plus_two_tails():
    # odd nodes: A (3), C (3), D, E -> one tail must be left out: the shorter (1)
    G = multi(("A", "B", 2), ("B", "C", 3), ("C", "A", 4), ("C", "D", 1), ("A", "E", 5))
    trail = check(G, 14)
    assert 3 not in {k for _, _, k in trail}


def test_two_parallel_edges_form_a_loop():
    check(multi(("A", "B", 2), ("A", "B", 3)), 5)
    # the loop plus a tail on each side (4 odd nodes): the loop and the longer tail only
    trail = check(multi(("X", "A", 1), ("A", "B", 2), ("A", "B", 3), ("B", "Y", 4)), 9)
    assert sorted(k for _, _, k in trail) == [1, 2, 3]
    # a tail on one side only: everything (2 odd nodes)
    check(multi(("A", "B", 2), ("A", "B", 3), ("B", "Y", 4)), 9)


def test_figure_eight_counts_every_edge():
    G = multi((0, 1, 2), (1, 2, 2), (2, 0, 2), (0, 3, 3), (3, 4, 3), (4, 0, 3))
    trail = check(G, 15)
    assert len(trail) == 6


def test_self_loop():
    check(multi(("A", "A", 3)), 3)
    check(multi(("A", "A", 3), ("A", "B", 2), ("A", "C", 1), ("A", "D", 4)), 9)


def test_disconnected_components_take_the_best():
    G = multi((0, 1, 2), (1, 2, 2), (10, 11, 6), (20, 21, 1), (21, 22, 1), (22, 20, 1))
    trail = check(G, 6)
    assert trail == [(10, 11, 2)]


def test_star_branches_do_not_add():
    G = multi(("H", "A", 1), ("H", "B", 2), ("H", "C", 3), ("H", "D", 4), ("H", "E", 5))
    trail = check(G, 9)
    assert {k for _, _, k in trail} == {3, 4}


def test_tree_longest_path():
    # the longest trail of a tree is its heaviest path
    G = multi((0, 1, 3), (1, 2, 3), (1, 3, 1), (3, 4, 1), (3, 5, 6), (0, 6, 2))
    check(G, 2 + 3 + 1 + 6)


def test_two_cycles_joined_by_a_bridge():
    # two triangles joined by a bridge: all 7 edges make one trail (degrees: two odd nodes)
    G = multi((0, 1, 1), (1, 2, 1), (2, 0, 1), (2, 3, 5), (3, 4, 1), (4, 5, 1), (5, 3, 1))
    check(G, 11)
    # with an extra tail at each end, 4 odd nodes: one tail must go
    G.add_edge(0, 9, key=7, length=2)
    G.add_edge(4, 8, key=8, length=3)
    check(G, 11 + 3)


def test_k4_with_weights():
    G = multi((0, 1, 1), (0, 2, 2), (0, 3, 3), (1, 2, 4), (1, 3, 5), (2, 3, 6))
    check(G, brute_longest_trail(G))


def test_weight_none_counts_edges_and_missing_weight_counts_one():
    G = nx.MultiGraph([(0, 1), (1, 2), (1, 3)])
    assert longest_trail_length(G, weight=None) == 2
    assert longest_trail_length(G) == 2


def test_simple_graph_accepted():
    G = nx.Graph()
    G.add_edge("A", "B", length=3)
    G.add_edge("B", "C", length=2)
    assert longest_trail(G) == (5, [("A", "B", 0), ("B", "C", 0)])


def test_negative_weight_rejected():
    with pytest.raises(ValueError):
        longest_trail(multi((0, 1, -1)))


def test_directed_rejected():
    with pytest.raises(nx.NetworkXNotImplemented):
        longest_trail(nx.MultiDiGraph([(0, 1)]))


def test_input_not_modified():
    G = multi((0, 1, 1), (1, 2, 2), (1, 3, 3), (3, 4, 4), (3, 5, 5))
    before = sorted(G.edges(keys=True, data=True))
    longest_trail(G)
    assert sorted(G.edges(keys=True, data=True)) == before


def test_deterministic():
    G = multi((0, 1, 1), (1, 2, 2), (2, 0, 3), (0, 3, 1), (1, 4, 1), (2, 5, 1))
    assert longest_trail(G) == longest_trail(G.copy())


def test_long_chain_no_recursion_limit():
    G = multi(*[(i, i + 1, 1) for i in range(3000)])
    assert longest_trail_length(G) == 3000
    # a caterpillar (every spine node has a leg): many branch nodes, no deep recursion
    H = multi(*[(i, i + 1, 2) for i in range(1100)], *[(i, ("leg", i), 1) for i in range(1, 1100)])
    length, trail = longest_trail(H)
    assert length == 2 * 1100 and len(trail) == 1100


def test_europe_real_network(europe):
    """A dense patch of the real map (every route between the first 15 cities by index)."""
    G = nx.MultiGraph()
    for r in europe.routes:
        if r.a < 15 and r.b < 15:
            G.add_edge(r.a, r.b, key=r.index, length=r.length)
    length, trail = longest_trail(G)
    assert is_trail(G, trail) and trail_weight(G, trail) == length
    assert length <= sum(d["length"] for *_, d in G.edges(keys=True, data=True))


# --------------------------------------------------------------------------- properties
@st.composite
def small_multigraphs(draw, max_edges=9):
    n = draw(st.integers(1, 6))
    m = draw(st.integers(0, max_edges))
    G = nx.MultiGraph()
    for i in range(m):
        u = draw(st.integers(0, n - 1))
        v = draw(st.integers(0, n - 1))
        w = draw(st.sampled_from([1, 2, 3, 4, 6, 8]))
        G.add_edge(u, v, key=i, length=w)
    return G


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_multigraphs())
def test_matches_brute_force(G):
    length, trail = longest_trail(G)
    assert length == brute_longest_trail(G)
    assert is_trail(G, trail)
    assert trail_weight(G, trail) == length
    assert (length == 0) == (G.number_of_edges() == 0)


@settings(max_examples=150, deadline=None)
@given(small_multigraphs(max_edges=8), st.booleans())
def test_steps_reach_the_same_length(G, unit):
    weight = None if unit else "length"
    steps = list(longest_trail_steps(G, weight))
    final = steps[-1]
    assert final["event"] == "done"
    assert final["length"] == longest_trail_length(G, weight)
    assert is_trail(G, final["trail"])
    assert trail_weight(G, final["trail"], weight) == final["length"]
    for s in steps:
        assert is_trail(G, s["trail"])
        if s["event"] in ("extend", "backtrack", "best"):
            assert trail_weight(G, s["trail"], weight) == s["length"]


def test_steps_events_and_cap():
    G = multi((0, 1, 1), (1, 2, 2), (2, 0, 3), (0, 3, 1), (1, 4, 1), (2, 5, 1))
    steps = list(longest_trail_steps(G))
    events = {s["event"] for s in steps}
    assert {"start", "extend", "backtrack", "best", "done"} <= events
    bests = [s["length"] for s in steps if s["event"] == "best"]
    assert bests == sorted(bests) and bests[-1] == longest_trail_length(G)
    capped = list(longest_trail_steps(G, max_steps=5))
    assert len(capped) == 6 and capped[-1]["event"] == "stopped"
    assert list(longest_trail_steps(nx.MultiGraph())) == [
        {"event": "done", "trail": [], "length": 0, "best": 0}]


def _random_graph(rng, n, m, weights=(1, 2, 3, 4, 6, 8)):
    G = nx.MultiGraph()
    for i in range(m):
        G.add_edge(rng.randrange(n), rng.randrange(n), key=i, length=rng.choice(weights))
    return G


def test_many_odd_nodes_match_brute_force():
    """12+ odd nodes in one component: the search relaxes its matching bound."""
    import random
    from ttrwidgets.graphs import trail as trail_module
    rng = random.Random(2024)
    seen_many = 0
    for _ in range(25):
        n = rng.randint(14, 17)
        G = nx.MultiGraph()
        for i in range(1, n):  # a random tree (many leaves) ...
            G.add_edge(rng.randrange(i), i, key=i, length=rng.choice([1, 2, 3, 4, 6, 8]))
        for j in range(rng.randint(1, 3)):  # ... plus a few chords (cycles)
            G.add_edge(rng.randrange(n), rng.randrange(n), key=100 + j, length=rng.choice([1, 4]))
        odd = sum(d % 2 for _, d in G.degree())
        seen_many += odd > trail_module._MATCH_ODD
        length, trail = longest_trail(G)
        assert length == brute_longest_trail(G)
        assert is_trail(G, trail) and trail_weight(G, trail) == length
    assert seen_many >= 5


def test_real_map_player_networks_match_brute_force():
    import random
    from tools.bench_graphs import _board, _network
    rng = random.Random(7)
    routes, _, _ = _board(7)
    for _ in range(12):
        G = _network(rng, routes, rng.randint(12, 18))
        length, trail = longest_trail(G)
        assert length == brute_longest_trail(G)
        assert is_trail(G, trail) and trail_weight(G, trail) == length
