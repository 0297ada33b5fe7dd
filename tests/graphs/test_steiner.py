"""Steiner trees and forests: brute force on small multigraphs, the real boards, edge cases."""
from __future__ import annotations

import os
import random
import subprocess
import sys

import networkx as nx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ttrwidgets.graphs import (steiner_forest, steiner_tree, steiner_tree_approx,
                               steiner_tree_steps)
from ttrwidgets.graphs.connectivity import split_dead_ends


# --------------------------------------------------------------------------- helpers
def multi(*edges, nodes=()):
    """MultiGraph from (u, v, c) triples with attribute ``c``; keys are the positions."""
    G = nx.MultiGraph()
    G.add_nodes_from(nodes)
    for i, (u, v, c) in enumerate(edges):
        G.add_edge(u, v, key=i, c=c)
    return G


def c_of(u, v, k, d):
    return d["c"]


def usable(G, cost):
    """``[(u, v, k, c)]`` of the usable edges, in edge order."""
    out = []
    for u, v, k, d in G.edges(keys=True, data=True):
        c = cost(u, v, k, d)
        if c is not None:
            out.append((u, v, k, c))
    return out


def split_components(edges, dead):
    """Union-find over the chosen edges with every dead node split into one copy per edge.

    Returns ``(find, reps, acyclic)``: ``reps(x)`` are the (split) nodes standing for ``x``.
    """
    parent = {}

    def find(x):
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    copies = {}
    acyclic = True
    for i, (u, v) in enumerate(edges):
        ends = []
        for x in (u, v):
            if x in dead:
                copies.setdefault(x, []).append(("copy", x, len(ends), i))
                x = copies[x][-1]
            ends.append(x)
        a, b = find(ends[0]), find(ends[1])
        if a == b:
            acyclic = False
        parent[a] = b

    def reps(x):
        return copies.get(x, []) if x in dead else [x]

    return find, reps, acyclic


def forest_ok(edges, pairs, dead):
    find, reps, _ = split_components(edges, dead)
    for a, b in pairs:
        if a == b:
            continue
        ra = {find(x) for x in reps(a)}
        if not ra & {find(x) for x in reps(b)}:
            return False
    return True


def tree_ok(edges, terminals, dead):
    deg = {}
    for u, v in edges:
        for x in (u, v):
            deg[x] = deg.get(x, 0) + 1
    if any(deg.get(d, 0) > 1 for d in dead):
        return False
    terminals = list(dict.fromkeys(terminals))
    if len(terminals) < 2:
        return True
    find, _, _ = split_components(edges, set())
    root = find(terminals[0])
    return all(t in deg and find(t) == root for t in terminals)


def brute(G, cost, feasible):
    """``(cost, number of edges)`` of the best feasible subset of the usable edges (loops
    left out), or ``None``: subsets by increasing (cost, size), the first feasible one."""
    E = [(u, v, c) for u, v, k, c in usable(G, cost) if u != v]
    m = len(E)
    assert m <= 16
    total = [0] * (1 << m)
    size = [0] * (1 << m)
    for mask in range(1, 1 << m):
        low = mask & -mask
        i = low.bit_length() - 1
        total[mask] = total[mask ^ low] + E[i][2]
        size[mask] = size[mask ^ low] + 1
    for mask in sorted(range(1 << m), key=lambda x: (total[x], size[x])):
        chosen = [(E[i][0], E[i][1]) for i in range(m) if mask >> i & 1]
        if feasible(chosen):
            return total[mask], size[mask]
    return None


def check_edges(G, cost, edges, value):
    """Edges exist, are distinct, the cheapest usable of their parallels, and cost ``value``."""
    assert len(set(edges)) == len(edges)
    order = {(u, v, k): i for i, (u, v, k) in enumerate(G.edges(keys=True))}
    assert [order[e] for e in edges] == sorted(order[e] for e in edges)  # graph's edge order
    total = 0
    for u, v, k in edges:
        c = cost(u, v, k, G.edges[u, v, k])
        assert c is not None
        best = min(x for x in (cost(u, v, j, d) for j, d in G[u][v].items()) if x is not None)
        assert c == best
        total += c
    assert total == value


def check_tree(G, terminals, dead, cost=c_of):
    value, edges = steiner_tree(G, terminals, cost, dead)
    if value is None:
        assert edges == ()
        return value, edges
    check_edges(G, cost, edges, value)
    pairs = [(u, v) for u, v, _ in edges]
    assert tree_ok(pairs, terminals, dead)
    _, _, acyclic = split_components(pairs, set())
    assert acyclic  # a tree, not just connected
    nodes = {x for e in pairs for x in e}
    assert not edges or len(nodes) == len(edges) + 1  # connected
    return value, edges


def check_forest(G, pairs, dead, cost=c_of):
    value, edges = steiner_forest(G, pairs, cost, dead)
    if value is None:
        assert edges == ()
        return value, edges
    check_edges(G, cost, edges, value)
    chosen = [(u, v) for u, v, _ in edges]
    assert forest_ok(chosen, [p[:2] for p in pairs], set(dead))
    assert split_components(chosen, set(dead))[2]  # a forest once the countries are split
    return value, edges


# --------------------------------------------------------------------------- hand cases
def test_trivial_cases():
    G = multi(("A", "B", 2), nodes=["C"])
    assert steiner_tree(G, [], c_of) == (0, ())
    assert steiner_tree(G, ["A"], c_of) == (0, ())
    assert steiner_tree(G, ["A", "A", "A"], c_of) == (0, ())
    assert steiner_tree(G, ["A", "B", "A"], c_of) == (2, (("A", "B", 0),))
    assert steiner_tree(G, ["A", "C"], c_of) == (None, ())
    assert steiner_forest(G, [], c_of) == (0, ())
    assert steiner_forest(G, [("A", "A"), ("B", "B", 9)], c_of) == (0, ())
    assert steiner_forest(G, [("Nowhere", "Nowhere")], c_of) == (0, ())  # (a, a) always holds
    assert steiner_forest(G, [("A", "B"), ("A", "C")], c_of) == (None, ())
    assert steiner_forest(G, [("B", "A", 7), ("A", "B"), ("A", "B", 3)], c_of) == \
        (2, (("A", "B", 0),))
    assert [s["phase"] for s in steiner_tree_steps(G, ["A"], c_of)] == ["done"]
    assert list(steiner_tree_steps(G, [], c_of))[-1]["cost"] == 0
    assert steiner_tree_approx(G, ["A"], c_of) == (0, ())
    assert steiner_tree_approx(G, ["A", "C"], c_of) == (None, ())


def test_missing_nodes_raise():
    G = multi(("A", "B", 2))
    with pytest.raises(nx.NodeNotFound):
        steiner_tree(G, ["A", "Z"])
    with pytest.raises(nx.NodeNotFound):
        steiner_tree(G, ["Z"])
    with pytest.raises(nx.NodeNotFound):
        steiner_forest(G, [("A", "B"), ("Z", "A")])
    with pytest.raises(nx.NodeNotFound):
        steiner_tree_steps(G, ["A", "Z"])  # at the call, not at the first step
    with pytest.raises(nx.NodeNotFound):
        steiner_tree_approx(G, ["A", "Z"])


def test_bad_arguments_raise():
    G = multi(("A", "B", -1))
    with pytest.raises(ValueError):
        steiner_tree(G, ["A", "B"], c_of)
    with pytest.raises(ValueError):
        steiner_forest(G, [("A", "B")], c_of)
    with pytest.raises(ValueError):
        steiner_tree_approx(multi(("A", "B", 1)), ["A", "B"], c_of, no_through=["B"])
    with pytest.raises(nx.NetworkXNotImplemented):
        steiner_tree(nx.MultiDiGraph([("A", "B")]), ["A", "B"])


def test_cost_attribute_default_and_none():
    G = nx.MultiGraph()
    G.add_edge("A", "B", length=5)
    G.add_edge("A", "B", length=3)
    G.add_edge("B", "C")  # no length: counts 1
    G.add_edge("A", "C", length=9)
    assert steiner_tree(G, ["A", "C"]) == (4, (("A", "B", 1), ("B", "C", 0)))
    assert steiner_tree(G, ["A", "C"], cost=None) == (1, (("A", "C", 0),))
    assert steiner_forest(G, [("A", "C", 12)]) == (4, (("A", "B", 1), ("B", "C", 0)))


def test_simple_graph_has_key_0():
    G = nx.Graph()
    G.add_edge("A", "B", length=2)
    G.add_edge("B", "C", length=2)
    G.add_edge("A", "C", length=5)
    assert steiner_tree(G, ["A", "C"]) == (4, (("A", "B", 0), ("B", "C", 0)))
    assert steiner_forest(G, [("A", "C")]) == (4, (("A", "B", 0), ("B", "C", 0)))
    assert steiner_tree_approx(G, ["A", "C"]) == (4, (("A", "B", 0), ("B", "C", 0)))
    seen = []
    steiner_tree(G, ["A", "C"], lambda u, v, k, d: seen.append(k) or d["length"])
    assert set(seen) == {0}


def test_unusable_and_parallel_edges():
    # the cheap A-B twin is unusable (None); its usable twin costs 4
    G = multi(("A", "B", None), ("A", "B", 4), ("A", "B", 6), ("B", "C", 1), ("A", "C", 9))
    assert steiner_tree(G, ["A", "C"], c_of) == (5, (("A", "B", 1), ("B", "C", 3)))
    G = multi(("A", "B", None), ("B", "C", 1))
    assert steiner_tree(G, ["A", "C"], c_of) == (None, ())
    assert steiner_forest(G, [("A", "C")], c_of) == (None, ())


def test_zero_cost_edges_are_returned():
    # the player owns A-B and B-C (cost 0); D needs one more route
    G = multi(("A", "B", 0), ("B", "C", 0), ("C", "D", 3), ("A", "D", 4), ("B", "E", 0))
    assert steiner_tree(G, ["A", "D"], c_of) == (3, (("A", "B", 0), ("B", "C", 1),
                                                     ("C", "D", 2)))
    # an unneeded owned route (B-E) is not returned; fewest edges among the cheapest
    assert steiner_tree(G, ["A", "C"], c_of) == (0, (("A", "B", 0), ("B", "C", 1)))
    Z = multi(("A", "B", 0), ("B", "C", 0), ("A", "C", 0))
    assert steiner_tree(Z, ["A", "C"], c_of) == (0, (("A", "C", 2),))


def test_zero_cost_edges_through_a_country_do_not_join():
    """Owning Freiburg-Frankreich and Frankreich-Saarbrucken does not join the two cities."""
    G = multi(("Freiburg", "Frankreich", 0), ("Frankreich", "Saarbrucken", 0),
              ("Freiburg", "Karlsruhe", 3), ("Karlsruhe", "Saarbrucken", 2))
    dead = ["Frankreich"]
    v, e = check_tree(G, ["Freiburg", "Saarbrucken"], dead)
    assert (v, e) == (5, (("Freiburg", "Karlsruhe", 2), ("Saarbrucken", "Karlsruhe", 3)))
    assert steiner_tree(G, ["Freiburg", "Saarbrucken"], c_of) == \
        (0, (("Freiburg", "Frankreich", 0), ("Frankreich", "Saarbrucken", 1)))
    # both cities reach the country: two tickets, two trees, 0 and the country has degree 2
    assert check_forest(G, [("Freiburg", "Frankreich"), ("Saarbrucken", "Frankreich")],
                        dead) == (0, (("Freiburg", "Frankreich", 0),
                                      ("Frankreich", "Saarbrucken", 1)))
    # one tree for all three: the country is a leaf
    v, e = check_tree(G, ["Freiburg", "Saarbrucken", "Frankreich"], dead)
    assert v == 5 and len(e) == 3
    assert check_forest(G, [("Freiburg", "Saarbrucken"), ("Freiburg", "Frankreich")],
                        dead)[0] == 5


def test_country_terminals():
    # two countries joined directly, or through a city; never through a third country
    G = multi(("X", "Y", 5), ("X", "a", 1), ("a", "Y", 1), ("X", "Z", 0), ("Z", "Y", 0))
    dead = ["X", "Y", "Z"]
    assert check_tree(G, ["X", "Y"], dead) == (2, (("X", "a", 1), ("Y", "a", 2)))
    assert check_tree(G, ["X", "Z"], dead) == (0, (("X", "Z", 3),))
    assert check_tree(G, ["X", "Y", "Z"], dead) == (None, ())  # someone must be in the middle
    assert check_forest(G, [("X", "Y"), ("X", "Z"), ("Z", "Y")], dead)[0] == 2


def test_forest_groups():
    # two tickets: separate is cheaper than shared, and vice versa
    G = multi(("A", "B", 1), ("C", "D", 1), ("B", "C", 5), ("A", "H", 2), ("D", "H", 2),
              ("B", "H", 2), ("C", "H", 2))
    v, e = check_forest(G, [("A", "B"), ("C", "D")], [])
    assert v == 2
    v, e = check_forest(G, [("A", "D"), ("B", "C")], [])
    assert v == 6  # one tree A-B, B-H, H-C, C-D beats two paths through H (4 + 4)
    assert check_tree(G, ["A", "B", "C", "D"], [])[0] == v


def test_float_costs():
    G = nx.MultiGraph()
    G.add_edge("A", "B", length=0.5)
    G.add_edge("B", "C", length=0.25)
    G.add_edge("A", "C", length=1.0)
    assert steiner_tree(G, ["A", "C"]) == (0.75, (("A", "B", 0), ("B", "C", 0)))
    assert steiner_forest(G, [("A", "C")]) == (0.75, (("A", "B", 0), ("B", "C", 0)))


def test_steps():
    G = multi(("A", "H", 2), ("B", "H", 2), ("C", "H", 2), ("A", "B", 3), ("D", "C", 1))
    steps = list(steiner_tree_steps(G, ["A", "B", "C", "D"], c_of))
    assert steps[-1]["phase"] == "done" and steps[-2]["phase"] == "grow"
    assert (steps[-1]["cost"], steps[-1]["edges"]) == steiner_tree(G, ["A", "B", "C", "D"],
                                                                    c_of)
    assert {s["phase"] for s in steps} == {"grow", "merge", "done"}
    # 3 singletons, 4 larger subsets of A, B, C with merge and grow, the last grow, done
    assert len(steps) == 3 + 2 * 4 + 2
    for s in steps:
        assert set(s) >= {"phase", "subset", "node", "cost", "edges", "why"}
        assert isinstance(s["why"], str) and s["why"]
        if s["cost"] is not None:
            check_edges(G, c_of, s["edges"], s["cost"])
        if s["phase"] == "grow" and s["cost"] is not None and len(s["subset"]) > 1:
            assert s["cost"] == steiner_tree(G, s["subset"], c_of)[0]
            assert tree_ok([e[:2] for e in s["edges"]], s["subset"], set())
        if s["phase"] == "merge":
            s1, s2 = s["split"]
            assert sorted(s1 + s2) == sorted(s["subset"])
    H = multi(("A", "B", 1), nodes=["C"])
    assert list(steiner_tree_steps(H, ["A", "C"], c_of))[-1]["cost"] is None


# --------------------------------------------------------------------------- brute force
N = 7
cost_values = st.sampled_from([None, 0, 0, 1, 1, 2, 3, 5])
edge_lists = st.lists(st.tuples(st.integers(0, N - 1), st.integers(0, N - 1), cost_values),
                      max_size=13)
node_sets = st.lists(st.integers(0, N - 1), max_size=5)
dead_sets = st.lists(st.integers(0, N - 1), max_size=2, unique=True)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edge_lists, node_sets, dead_sets)
def test_tree_matches_brute_force(edges, terminals, dead):
    G = multi(*edges, nodes=range(N))
    value, found = check_tree(G, terminals, dead)
    best = brute(G, c_of, lambda ch: tree_ok(ch, terminals, set(dead)))
    if len(set(terminals)) < 2:
        assert (value, found) == (0, ())
    elif best is None:
        assert value is None
    else:
        assert (value, len(found)) == best  # cheapest, then fewest edges
        assert steiner_tree(G, terminals, c_of, dead) == (value, found)  # deterministic
        steps = list(steiner_tree_steps(G, terminals, c_of, dead))
        assert (steps[-1]["cost"], steps[-1]["edges"]) == (value, found)
        for s in steps:
            if s["cost"] is not None:
                check_edges(G, c_of, s["edges"], s["cost"])


pair_lists = st.lists(st.tuples(st.integers(0, N - 1), st.integers(0, N - 1)), max_size=4)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edge_lists, pair_lists, dead_sets)
def test_forest_matches_brute_force(edges, pairs, dead):
    G = multi(*edges, nodes=range(N))
    value, found = check_forest(G, pairs, dead)
    best = brute(G, c_of, lambda ch: forest_ok(ch, pairs, set(dead)))
    if best is None:
        assert value is None
    else:
        assert (value, len(found)) == best
        assert steiner_forest(G, pairs, c_of, dead) == (value, found)


@settings(max_examples=60, deadline=None)
@given(edge_lists, st.lists(st.integers(0, N - 1), min_size=1, max_size=4))
def test_forest_of_a_star_is_the_tree(edges, terminals):
    """Pairs (t0, t) for every t: the same as one tree (no countries)."""
    G = multi(*edges, nodes=range(N))
    pairs = [(terminals[0], t) for t in terminals]
    assert steiner_forest(G, pairs, c_of)[0] == steiner_tree(G, terminals, c_of)[0]


@pytest.mark.parametrize("seed", range(8))
def test_brute_force_larger_graphs(seed):
    """Denser random multigraphs of 10 to 14 edges (hypothesis favours small ones)."""
    rng = random.Random(seed)
    for _ in range(12 if seed else 3):
        m = 14 if seed == 0 else rng.randint(10, 13)
        edges = [(rng.randrange(7), rng.randrange(7), rng.choice([None, 0, 1, 1, 2, 3, 4]))
                 for _ in range(m)]
        G = multi(*edges, nodes=range(7))
        dead = set(rng.sample(range(7), rng.randint(0, 2)))
        terminals = rng.sample(range(7), rng.randint(2, 5))
        pairs = [tuple(rng.sample(range(7), 2)) for _ in range(rng.randint(1, 4))]
        v, e = check_tree(G, terminals, dead)
        best = brute(G, c_of, lambda ch: tree_ok(ch, terminals, dead))
        assert (best is None and v is None) or (v, len(e)) == best
        v, e = check_forest(G, pairs, dead)
        best = brute(G, c_of, lambda ch: forest_ok(ch, pairs, dead))
        assert (best is None and v is None) or (v, len(e)) == best


# --------------------------------------------------------------------------- approximation
def nx_approx_cost(G, terminals, weight):
    T = nx.algorithms.approximation.steiner_tree(G, terminals, weight=weight)
    return sum(d.get(weight, 1) for _, _, d in T.edges(data=True))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10 ** 6), st.integers(5, 12), st.integers(2, 5))
def test_exact_never_worse_than_approximation(seed, n, k):
    rng = random.Random(seed)
    G = nx.MultiGraph()
    G.add_nodes_from(range(n))
    for i in range(1, n):  # connected: networkx's approximation needs it
        G.add_edge(i, rng.randrange(i), length=rng.randint(0, 6))
    for _ in range(rng.randint(0, 2 * n)):
        G.add_edge(rng.randrange(n), rng.randrange(n), length=rng.randint(0, 6))
    terminals = rng.sample(range(n), k)
    exact, edges = steiner_tree(G, terminals)
    approx, a_edges = steiner_tree_approx(G, terminals)
    check_edges(G, lambda u, v, k, d: d["length"], a_edges, approx)
    assert tree_ok([e[:2] for e in a_edges], terminals, set())
    assert exact <= approx <= 2 * exact
    assert exact <= nx_approx_cost(G, terminals, "length")
    assert exact <= nx_approx_cost(G, terminals, "length") <= 2 * exact


@pytest.fixture(scope="module")
def europe_graph():
    from ttrwidgets.ttr.maps import load_map
    m = load_map("europe")
    return m, m.to_networkx()


def test_europe_against_approximation(europe_graph):
    m, G = europe_graph
    rng = random.Random(2024)
    tickets = [(t.a, t.b) for t in m.tickets]
    for k in (3, 3, 3, 3, 5, 5, 5):
        pairs = rng.sample(tickets, k)
        terminals = [x for p in pairs for x in p]
        value, edges = steiner_forest(G, pairs)
        check_edges(G, lambda u, v, key, d: d["length"], edges, value)
        assert forest_ok([e[:2] for e in edges], pairs, set())
        tree, t_edges = steiner_tree(G, terminals)
        assert value <= tree <= nx_approx_cost(G, terminals, "length")
        assert tree <= steiner_tree_approx(G, terminals)[0] <= 2 * tree
        for a, b in pairs:  # a single ticket: the shortest path
            assert steiner_forest(G, [(a, b)])[0] == \
                nx.dijkstra_path_length(G, a, b, weight=lambda u, v, d: min(
                    x["length"] for x in d.values()))


def test_europe_puzzle_costs(europe_graph):
    """Own routes 0, free routes their length, other players' routes unusable."""
    m, G = europe_graph
    rng = random.Random(5)
    keys = [k for _, _, k in G.edges(keys=True)]
    for _ in range(5):
        own = set(rng.sample(keys, 12))
        taken = set(rng.sample([k for k in keys if k not in own], 25))

        def cost(u, v, k, d):
            return 0 if k in own else None if k in taken else d["length"]

        pairs = [(t.a, t.b) for t in rng.sample(m.tickets, 4)]
        value, edges = check_forest(G, pairs, [], cost)
        tree = steiner_tree(G, [x for p in pairs for x in p], cost)[0]
        if value is None:
            assert tree is None
        else:
            assert tree is None or value <= tree


def test_deutschland_countries_are_never_passed_through():
    from ttrwidgets.ttr.maps import load_map
    m = load_map("deutschland")
    G = m.to_networkx()
    dead = list(m.countries)
    H, copies = split_dead_ends(G, dead)
    rng = random.Random(3)
    nodes = list(G)
    for _ in range(12):
        a, b = rng.sample(nodes, 2)
        # one ticket: the shortest path between any copies of the two ends
        best = min((nx.dijkstra_path_length(H, x, y, weight=lambda u, v, d: min(
            e["length"] for e in d.values())) for x in copies.get(a, [a])
            for y in copies.get(b, [b]) if nx.has_path(H, x, y)), default=None)
        assert steiner_forest(G, [(a, b)], "length", dead)[0] == best
        assert steiner_tree(G, [a, b], "length", dead)[0] == best
    for _ in range(6):
        pairs = [tuple(rng.sample(nodes, 2)) for _ in range(3)]
        pairs.append((rng.choice(nodes), rng.choice(dead)))
        check_forest(G, pairs, dead, lambda u, v, k, d: d["length"])
        check_tree(G, [x for p in pairs for x in p][:6], dead, lambda u, v, k, d: d["length"])


# --------------------------------------------------------------------------- determinism
SCRIPT = """
import networkx as nx
from ttrwidgets.graphs import steiner_forest, steiner_tree
G = nx.MultiGraph()
for i, (u, v, c) in enumerate([("Paris", "Bruxelles", 2), ("Paris", "Bruxelles", 2),
        ("Bruxelles", "Amsterdam", 1), ("Paris", "Frankfurt", 3), ("Bruxelles", "Frankfurt", 2),
        ("Amsterdam", "Frankfurt", 2), ("Frankfurt", "Essen", 2), ("Amsterdam", "Essen", 3),
        ("Essen", "Berlin", 2), ("Frankfurt", "Berlin", 3), ("Paris", "Zurich", 3),
        ("Zurich", "Munchen", 2), ("Frankfurt", "Munchen", 2), ("Munchen", "Berlin", 0)]):
    G.add_edge(u, v, key=i, length=c)
print(steiner_tree(G, ["Paris", "Berlin", "Amsterdam", "Zurich"]))
print(steiner_forest(G, [("Paris", "Essen"), ("Amsterdam", "Munchen"), ("Zurich", "Berlin")]))
"""


def test_deterministic_across_hash_seeds():
    outs = []
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        outs.append(subprocess.run([sys.executable, "-c", SCRIPT], env=env, check=True,
                                   capture_output=True, text=True).stdout)
    assert outs[0] == outs[1]
    G = multi(*[(u % 5, (u * 3 + 1) % 5, u % 3) for u in range(12)])
    assert steiner_tree(G, [0, 2, 4], c_of) == steiner_tree(G.copy(), [0, 2, 4], c_of)
    assert steiner_forest(G, [(0, 2), (4, 1)], c_of) == \
        steiner_forest(G.copy(), [(0, 2), (4, 1)], c_of)
