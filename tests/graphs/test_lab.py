"""The lab's step traces: final results equal networkx's on every board; steps are valid,
immutable and deterministic; pseudocode and reasons exist in English and German."""
from __future__ import annotations

import functools
import re
import random
from dataclasses import FrozenInstanceError, fields

import networkx as nx
import pytest

from ttrwidgets.ttr.maps import load_map
from ttrwidgets.graphs import longest_trail_length, steiner_tree, steiner_tree_approx
from ttrwidgets.graphs.lab import (ALGORITHMS, PSEUDOCODE, WHY, Step, bfs_trace,
                                   bridges_trace, components_trace, dfs_trace,
                                   dijkstra_trace, euler_trace, grid_graph, kruskal_trace,
                                   longest_trail_trace, max_flow_trace, node_names,
                                   prim_trace, steiner_trace, trace, why_text)
from ttrwidgets.trans.board import load_board

BOARDS = ("europe", "deutschland", "legendary_asia", "trans_europa", "trans_america")


# --------------------------------------------------------------------------- helpers
@functools.lru_cache(maxsize=None)
def board(name):
    if name.startswith("trans_"):
        return grid_graph(load_board(name))
    return load_map(name).to_networkx()


def cities(G):
    """The named nodes (cities), in node order."""
    return [n for n, d in G.nodes(data=True) if "name" in d]


def pick(name, k, seed=0):
    rng = random.Random(f"{name}-{seed}")
    return rng.sample(cities(board(name)), k)


def network(name, m, seed=0):
    """A random player-like network: ``m`` routes of the board, nodes in board order."""
    G = board(name)
    rng = random.Random(f"net-{name}-{seed}")
    edges = sorted(rng.sample(list(G.edges(keys=True, data=True)), m), key=lambda e: e[2])
    H = nx.MultiGraph()
    ends = {x for u, v, _, _ in edges for x in (u, v)}
    H.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in ends)
    H.add_edges_from(edges)
    return H


def last(steps):
    steps = tuple(steps)
    assert steps[-1].done and not any(s.done for s in steps[:-1])
    return steps[-1].answer


def sorted_simple(G):
    """A simple graph whose adjacency is in node order (networkx walks it in that order)."""
    pos = {n: i for i, n in enumerate(G)}
    S = nx.Graph()
    S.add_nodes_from(G)
    S.add_edges_from(sorted({tuple(sorted((u, v), key=pos.get)) for u, v in G.edges()},
                            key=lambda e: (pos[e[0]], pos[e[1]])))
    return S


def canon(e):
    u, v, k = e
    return (min(u, v), max(u, v), k)


def weight(G, edges):
    return sum(G.edges[u, v, k]["length"] for u, v, k in edges)


def is_spanning_tree(nodes, edges):
    T = nx.MultiGraph()
    T.add_nodes_from(nodes)
    T.add_edges_from(edges)
    return nx.is_tree(T)


def is_trail_of(G, trail):
    keys = [canon(e) for e in trail]
    return (len(set(keys)) == len(keys) and all(G.has_edge(u, v, k) for u, v, k in trail)
            and all(a[1] == b[0] for a, b in zip(trail, trail[1:])))


def inputs(name, alg):
    """The inputs of the generic run of ``alg`` on board ``name``."""
    G = board(name)
    s, t, *rest = pick(name, 5)
    if alg == "longest_trail":
        return network(name, 12), {}
    if alg in ("bridges", "components", "euler", "kruskal"):
        return G, {}
    need = ALGORITHMS[alg].needs
    kw = {}
    if "source" in need:
        kw["source"] = s
    if "target" in need:
        kw["target"] = t
    if "terminals" in need:
        kw["terminals"] = [s, t, *rest[:2]]
    return G, kw


@functools.lru_cache(maxsize=None)
def run(name, alg):
    G, kw = inputs(name, alg)
    return tuple(ALGORITHMS[alg].function(G, **kw))


# --------------------------------------------------------------------------- catalogue
def test_registry_and_pseudocode():
    assert set(ALGORITHMS) == set(PSEUDOCODE)
    for aid, alg in ALGORITHMS.items():
        assert alg.id == aid and alg.name_en and alg.name_de
        code = alg.pseudocode
        assert set(code) == {"en", "de"}
        assert len(code["en"]) == len(code["de"]) >= 3, aid
        assert all(isinstance(x, str) and x.strip() for lang in code for x in code[lang])
        assert set(alg.needs) <= {"source", "target", "terminals"}


def test_the_lab_catalogue_has_every_message_in_english_and_german_with_the_same_fields():
    from ttrwidgets.core import i18n
    en, de = i18n.messages("lab", "en"), i18n.messages("lab", "de")
    assert en and set(en) == set(de), set(en) ^ set(de)
    for fid in en:
        assert en[fid] == de[fid], fid
    assert len(WHY) > 80 and all(f"why-{k.replace('.', '-', 1)}" in en for k in WHY)


# --------------------------------------------------------------------------- every step
@pytest.mark.parametrize("alg", sorted(ALGORITHMS))
@pytest.mark.parametrize("name", BOARDS)
def test_steps_are_valid_immutable_and_worded(name, alg):
    steps = run(name, alg)
    G, _ = inputs(name, alg)
    names = node_names(G)
    n_lines = len(PSEUDOCODE[alg]["en"])
    assert steps[-1].done
    for s in steps:
        assert isinstance(s, Step)
        assert 1 <= s.line <= n_lines, (alg, s.why, s.line)
        assert s.why in WHY, s.why
        hash(s)  # deep immutable: only hashable values inside
        assert isinstance(s.frontier, tuple) and isinstance(s.visited, frozenset)
        assert isinstance(s.table, tuple) and isinstance(s.chosen, tuple)
        for lang in ("en", "de"):
            text = why_text(s, lang, names)
            assert text and "{" not in text
    with pytest.raises(FrozenInstanceError):
        steps[0].line = 2


@pytest.mark.parametrize("alg", sorted(ALGORITHMS))
def test_traces_are_deterministic(alg):
    G, kw = inputs("europe", alg)
    a = tuple(ALGORITHMS[alg].function(G, **kw))
    H = nx.MultiGraph()  # same graph built again
    H.add_nodes_from(G.nodes(data=True))
    H.add_edges_from(G.edges(keys=True, data=True))
    b = tuple(ALGORITHMS[alg].function(H, **kw))
    assert a == b == run("europe", alg) if alg != "longest_trail" else a == b


def test_why_text_names_the_cities():
    G = board("europe")
    ix = {d["name"]: n for n, d in G.nodes(data=True)}
    steps = trace("dijkstra", G, source=ix["Paris"])
    assert why_text(steps[1], "en", G) == ("Paris is taken from the queue with distance 0: "
                                           "it is final.")
    assert why_text(steps[1], "de", G).startswith("Paris wird mit Abstand 0")
    assert why_text(steps[1], "en") .startswith(f"{ix['Paris']} is taken")


# --------------------------------------------------------------------------- results
@pytest.mark.parametrize("name", BOARDS)
def test_bfs_and_dfs_equal_networkx(name):
    G = board(name)
    S = sorted_simple(G)
    for s in pick(name, 2, seed=1):
        ans = last(bfs_trace(G, s))
        assert dict(ans["dist"]) == nx.single_source_shortest_path_length(G, s)
        assert ans["order"] == (s, *[v for _, v in nx.bfs_edges(S, s)])
        assert is_spanning_tree(ans["order"], ans["tree"])
        ans = last(dfs_trace(G, s))
        assert ans["order"] == tuple(nx.dfs_preorder_nodes(S, s))
        assert is_spanning_tree(ans["order"], ans["tree"])
        # from start to target: the search stops when the target is reached
        t = pick(name, 3, seed=2)[2]
        steps = tuple(bfs_trace(G, s, target=t))
        assert steps[-1].why == "bfs.target" and steps[-1].done
        assert steps[-1].answer["distance"] == nx.shortest_path_length(G, s, t)
        assert len(steps) < len(tuple(bfs_trace(G, s)))
        assert sum(st.why == "bfs.target" for st in steps) == 1


@pytest.mark.parametrize("name", BOARDS)
def test_components_equal_networkx(name):
    for H in (board(name), network(name, 20), network(name, 35, seed=2)):
        ans = last(components_trace(H))
        assert {frozenset(c) for c in ans["components"]} == \
            {frozenset(c) for c in nx.connected_components(H)}


@pytest.mark.parametrize("name", BOARDS)
def test_dijkstra_equals_networkx(name):
    G = board(name)
    s, t = pick(name, 2, seed=3)
    ans = last(dijkstra_trace(G, s))
    assert dict(ans["dist"]) == nx.single_source_dijkstra_path_length(G, s, weight="length")
    steps = tuple(dijkstra_trace(G, s, t))
    ans = last(steps)
    assert ans["distance"] == nx.dijkstra_path_length(G, s, t, weight="length")
    path = ans["path"]
    assert path[0][0] == s and path[-1][1] == t and is_trail_of(G, path)
    assert weight(G, path) == ans["distance"]
    assert steps[-2].why == "dijkstra.target" and steps[-2].node == t


def test_dijkstra_paris_to_moskva():
    G = board("europe")
    ix = {d["name"]: n for n, d in G.nodes(data=True)}
    ans = last(dijkstra_trace(G, ix["Paris"], ix["Moskva"]))
    assert ans["distance"] == nx.dijkstra_path_length(G, ix["Paris"], ix["Moskva"],
                                                      weight="length")


@pytest.mark.parametrize("name", BOARDS)
def test_prim_and_kruskal_equal_networkx(name):
    G = board(name)
    best = weight(G, nx.minimum_spanning_edges(G, weight="length", keys=True, data=False))
    for ans in (last(prim_trace(G, pick(name, 1)[0])), last(kruskal_trace(G))):
        assert ans["weight"] == best == weight(G, ans["tree"])
        assert is_spanning_tree(G, ans["tree"])
    # a player's network in several pieces: a forest, or the tree of one piece
    H = network(name, 25)
    forest = nx.minimum_spanning_tree(H, weight="length")
    ans = last(kruskal_trace(H))
    assert ans["weight"] == forest.size(weight="length")
    assert len(ans["tree"]) == forest.number_of_edges()
    s = next(iter(H))
    comp = H.subgraph(nx.node_connected_component(H, s))
    piece = nx.minimum_spanning_tree(comp, weight="length").size(weight="length")
    assert last(kruskal_trace(H, s))["weight"] == piece == last(prim_trace(H, s))["weight"]


@pytest.mark.parametrize("name", BOARDS)
def test_steiner_exact_and_approximation(name):
    G = board(name)
    for k, seed in ((3, 4), (5, 5)):
        terms = pick(name, k, seed)
        ans = last(steiner_trace(G, terms))
        cost, tree = steiner_tree(G, terms)
        assert ans["exact_cost"] == cost and ans["exact_tree"] == tree
        a = ans["approx_cost"]
        assert a == weight(G, ans["approx_tree"]) and ans["gap"] == a - cost
        assert cost <= a <= (2 - 2 / k) * cost
        T = nx.MultiGraph(list(ans["approx_tree"]))
        assert nx.is_tree(T) and set(terms) <= set(T)
        assert all(T.degree(x) > 1 or x in terms for x in T)  # no pruned leaf left
        nx_cost = steiner_tree_approx(G, terms)[0]
        assert a == nx_cost or cost <= nx_cost <= (2 - 2 / k) * cost


@pytest.mark.parametrize("name", BOARDS)
def test_longest_trail_equals_the_exact_search(name):
    for seed in (0, 1):
        H = network(name, 12, seed)
        ans = last(longest_trail_trace(H))
        assert ans["length"] == longest_trail_length(H) and not ans["stopped"]
        assert is_trail_of(H, ans["trail"]) and weight(H, ans["trail"]) == ans["length"]


def test_longest_trail_max_steps():
    steps = tuple(longest_trail_trace(board("europe"), max_steps=50))
    assert len(steps) == 51 and steps[-1].why == "trail.stopped" and steps[-1].answer["stopped"]


def _nx_euler_kind(G):
    H = G.copy()
    H.remove_nodes_from(list(nx.isolates(H)))
    if H.number_of_nodes() == 0:
        return None
    if nx.is_eulerian(H):
        return "circuit"
    return "trail" if nx.has_eulerian_path(H) else None


@pytest.mark.parametrize("name", BOARDS)
def test_euler_conditions_and_hierholzer(name):
    G = board(name)
    ans = last(euler_trace(G))
    assert set(ans["odd"]) == {n for n, d in G.degree() if d % 2}
    assert ans["kind"] == _nx_euler_kind(G)
    # every route doubled: an Euler circuit; one double taken away again: an Euler trail
    D = nx.MultiGraph()
    D.add_nodes_from(G.nodes(data=True))
    m = G.number_of_edges()
    for u, v, k, d in G.edges(keys=True, data=True):
        D.add_edge(u, v, key=k, **d)
        D.add_edge(u, v, key=k + m, **d)
    for H, kind in ((D, "circuit"), (None, "trail")):
        if H is None:
            H = D.copy()
            u, v, k = next(e for e in D.edges(keys=True) if e[2] >= m)
            H.remove_edge(u, v, k)
        ans = last(euler_trace(H))
        assert ans["kind"] == kind == _nx_euler_kind(H)
        trail = ans["trail"]
        assert len(trail) == H.number_of_edges() and is_trail_of(H, trail)
        assert (trail[0][0] == trail[-1][1]) == (kind == "circuit")


def test_euler_small_cases():
    assert last(euler_trace(nx.MultiGraph([(0, 1), (2, 3)])))["kind"] is None
    assert last(euler_trace(nx.MultiGraph([(0, 0)])))["trail"] == ((0, 0, 0),)
    G = nx.MultiGraph()
    G.add_nodes_from([0, 1])
    assert last(euler_trace(G))["kind"] is None


def _expected_bridges(G):
    return {frozenset((u, v)) for u, v in nx.bridges(nx.Graph(G)) if G.number_of_edges(u, v) == 1}


@pytest.mark.parametrize("name", BOARDS)
def test_bridges_and_articulation_points_equal_networkx(name):
    for H in (board(name), network(name, 30), network(name, 60, seed=3)):
        ans = last(bridges_trace(H))
        assert {frozenset(e[:2]) for e in ans["bridges"]} == _expected_bridges(H)
        assert set(ans["articulation"]) == set(nx.articulation_points(nx.Graph(H)))


def test_a_double_route_is_not_a_bridge():
    G = board("europe")
    ix = {d["name"]: n for n, d in G.nodes(data=True)}
    e, l = ix["Edinburgh"], ix["London"]
    assert G.number_of_edges(e, l) == 2
    assert frozenset((e, l)) in {frozenset(b) for b in nx.bridges(nx.Graph(G))}
    ans = last(bridges_trace(G))
    assert ans["bridges"] == () and l in ans["articulation"]
    H = G.copy()
    H.remove_edge(e, l, max(G[e][l]))
    assert last(bridges_trace(H))["bridges"] == ((min(e, l), max(e, l), min(G[e][l])),)


def _nx_flow(G, s, t):
    D = nx.DiGraph()
    for u, v in G.edges():
        for a, b in ((u, v), (v, u)):
            if D.has_edge(a, b):
                D[a][b]["capacity"] += 1
            else:
                D.add_edge(a, b, capacity=1)
    return nx.maximum_flow_value(D, s, t)


@pytest.mark.parametrize("name", BOARDS)
def test_max_flow_and_min_cut_equal_networkx(name):
    G = board(name)
    for seed in range(3):
        s, t = pick(name, 2, seed=10 + seed)
        ans = last(max_flow_trace(G, s, t))
        f = ans["flow"]
        assert f == _nx_flow(G, s, t)
        assert len(ans["cut"]) == f and len(ans["paths"]) == f
        H = G.copy()
        H.remove_edges_from(ans["cut"])
        assert not nx.has_path(H, s, t)
        used = [canon(e) for p in ans["paths"] for e in p]
        assert len(used) == len(set(used))
        for p in ans["paths"]:
            assert p[0][0] == s and p[-1][1] == t and is_trail_of(G, p)
    H = network(name, 60, seed=4)
    s, t = list(H)[0], list(H)[-1]
    assert last(max_flow_trace(H, s, t))["flow"] == (_nx_flow(H, s, t) if nx.has_path(H, s, t)
                                                      else 0)


def test_errors():
    G = nx.MultiGraph([(0, 1)])
    with pytest.raises(nx.NodeNotFound):
        bfs_trace(G, 5)
    with pytest.raises(ValueError):
        max_flow_trace(G, 0, 0)
    with pytest.raises(ValueError):
        dijkstra_trace(nx.MultiGraph([(0, 1, {"length": -1})]), 0)


def test_step_fields():
    assert [f.name for f in fields(Step)] == ["line", "why", "params", "node", "edge",
                                              "frontier", "visited", "table", "chosen",
                                              "done", "result"]


def test_every_reason_is_used():
    """Every key of the catalogue occurs in some trace (small graphs for the rare ones)."""
    seen = {s.why for name in BOARDS for alg in ALGORITHMS for s in run(name, alg)}
    kou = nx.MultiGraph()  # the distance tree's paths close a cycle; a leaf is pruned
    for i, (u, v, w) in enumerate([(0, 3, 4), (3, 4, 1), (4, 1, 2), (3, 5, 2), (5, 1, 1),
                                   (3, 2, 4)]):
        kou.add_edge(u, v, key=i, length=w)
    prune = nx.MultiGraph()  # the longest trail search cuts a branch
    for u, v, k, w in [(0, 1, 7, 2), (0, 2, 5, 4), (0, 3, 2, 2), (0, 3, 4, 4), (1, 3, 0, 3),
                       (1, 4, 6, 2), (2, 4, 1, 1), (3, 4, 3, 3)]:
        prune.add_edge(u, v, key=k, length=w)
    empty = nx.MultiGraph()
    empty.add_node(0)
    runs = [
        trace("steiner", kou, terminals=[0, 1, 2]),
        trace("steiner", nx.MultiGraph([(0, 1), (2, 3)]), terminals=[0, 2]),
        trace("steiner", nx.MultiGraph([(0, 1)]), terminals=[0]),
        trace("longest_trail", prune),
        trace("longest_trail", board("europe"), max_steps=5),
        trace("bfs", nx.MultiGraph([(0, 1), (1, 2)]), source=0, target=2),
        trace("euler", nx.MultiGraph([(0, 1), (2, 3)])),
        trace("euler", nx.MultiGraph([(0, 1), (1, 2), (2, 0)])),
        trace("euler", nx.MultiGraph([(0, 1), (1, 2)])),
        trace("euler", empty),
        trace("dijkstra", kou, source=0, target=1),
        trace("maxflow", nx.MultiGraph([(0, 1), (0, 2), (1, 3), (2, 3), (1, 2)]), source=0,
              target=3),
        trace("bridges", nx.MultiGraph([(0, 1), (0, 2), (1, 3)])),
    ]
    for steps in runs:
        seen |= {s.why for s in steps}
        for s in steps:
            hash(s)
            assert why_text(s, "de") and why_text(s, "en")
    assert set(WHY) == seen, set(WHY) ^ seen


# --------------------------------------------------------------------------- issue 24
@pytest.mark.parametrize("name", ("europe", "trans_america"))
def test_kruskal_parents_change_only_when_groups_join(name):
    """The union-find table is the pseudocode's: a parent link changes only in a step that
    takes a route (and then exactly one: the smaller group's root under the other root)."""
    steps = trace("kruskal", board(name))
    for a, b in zip(steps, steps[1:]):
        changed = {k for (k, v), (_, w) in zip(a.table, b.table) if v != w}
        if b.why == "kruskal.take":
            assert changed == {b.info["other"]}
            assert b.values[b.info["other"]] == b.info["root"]
        else:
            assert changed == set(), b.why


def test_component_numbers_agree_in_words_and_table():
    G = nx.MultiGraph([(0, 1), (2, 3)])
    G.add_node(4)
    for s in trace("components", G):
        if s.why in ("components.new", "components.take", "components.discover"):
            assert s.values[s.node] == s.info["number"]
    assert set(s.values.values()) == {1, 2, 3}


def test_euler_back_names_the_route_and_not_one_for_the_start():
    G = nx.MultiGraph([(0, 1), (1, 2), (2, 0)])
    steps = trace("euler", G)
    backs = [s for s in steps if s.why.startswith("euler.back")]
    assert [s.why for s in backs] == ["euler.back"] * 3 + ["euler.back_start"]
    assert why_text(backs[0], "en", {0: "A", 1: "B", 2: "C"}) == (
        "A has no unused route: it leaves the stack, and C–A, the route that led to it, goes "
        "to the front of the answer.")
    assert "Hier begann" in why_text(backs[-1], "de", {0: "A"})


@pytest.mark.parametrize("alg", ("dijkstra", "prim", "kruskal"))
def test_the_tie_rule_is_in_the_pseudocode(alg):
    for lang, words in (("en", ("tie", "equal lengths")), ("de", ("Gleichstand", "gleiche Längen"))):
        assert any(w in line for line in PSEUDOCODE[alg][lang] for w in words)


def _lab_sentences(counts=(0, 1, 2, 5)):
    """``(id, lang, n, text, params)`` of every lab message, numbers filled with each of ``counts``."""
    from ttrwidgets.core import i18n
    en = i18n.messages("lab", "en")
    for fid, variables in sorted(en.items()):
        for lang in ("en", "de"):
            for n in counts if variables else (0,):
                params = {v: n if v in _NUMBERS else "Köln" for v in variables}
                text, errors = i18n.check("lab", fid, lang, **params)
                assert not errors, (fid, lang, errors)
                yield fid, lang, n, text, params


#: The lab's variables that are numbers (the others are names, edges or sentences).
_NUMBERS = frozenset({"n", "m", "count", "size", "pairs", "bridges", "flow", "number", "order",
                      "dist", "old", "via", "length", "key", "weight", "cost", "best", "bound",
                      "disc", "low", "exact", "approx", "gap", "right", "max", "line", "k"})


def test_the_lab_catalogue_has_every_sentence_in_english_and_german():
    from ttrwidgets.core import i18n
    for fid, lang, n, text, params in _lab_sentences():
        assert text.strip(), fid
        if lang == "de":
            assert " Zug " not in f" {text} " and "Zug." not in text, fid   # Zug is a turn
            assert "Schnittpunkt" not in text, fid       # the glossary: Artikulationspunkt
            english = i18n.check("lab", fid, "en", **params)[0]
            assert text != english or not any(c.isalpha() for c in text), fid
        assert "{" not in text and "}" not in text, (fid, text)
        assert not re.search(r"\w\((?:s|e|n|en|er|es)\)", text), (fid, text)


def test_the_lab_catalogue_passes_the_red_pen_of_the_other_catalogues():
    """The checks tests/i18n runs on every catalogue (glossary words, fixed plurals, colour
    endings, doubled words, unfilled placeholders), on every lab message with counts 0, 1, 2
    and 5 in both languages."""
    import itertools
    from ttrwidgets.core import i18n
    from tests.i18n.test_texts import _fill, problems
    en, de = i18n.messages("lab", "en"), i18n.messages("lab", "de")
    bad = []
    for fid in sorted(en):
        variables = en[fid] | de[fid]
        for lang, n in itertools.product(("en", "de"), (0, 1, 2, 5) if variables else (0,)):
            text, errors = i18n.check("lab", fid, lang, **_fill(variables, lang, n))
            bad += [(fid, lang, n, str(e)) for e in errors]
            bad += [(fid, lang, n, why, text) for why in problems(text, lang, "lab")]
    assert not bad, bad[:10]


def test_counts_choose_the_plural_in_both_languages():
    from ttrwidgets.graphs.lab.texts import ui_text
    assert why_text(Step(9, "bfs.done", (("count", 1),)), "en") == \
        "The queue is empty: 1 city was reached."
    assert why_text(Step(9, "bfs.done", (("count", 5),)), "de") == \
        "Die Warteschlange ist leer: 5 Städte wurden erreicht."
    assert why_text(Step(9, "tarjan.done", (("bridges", 1), ("count", 2))), "de") == \
        "1 Brücke und 2 Artikulationspunkte."
    assert ui_text("lab.sketch.size", "de", n=1, m=4) == "1 Stadt, 4 Strecken"
    assert ui_text("lab.sketch.size", "en", n=6, m=1) == "6 cities, 1 route"


def test_every_lab_sentence_draws_on_a_stock_linux():
    from tools.glyphs import unsafe
    text = " ".join(t for _, _, _, t, _ in _lab_sentences(counts=(2,)))
    text += " ".join(x for a in PSEUDOCODE.values() for lines in a.values() for x in lines)
    assert unsafe(text) == []
