"""The 2-approximation of a minimum Steiner tree next to the exact one, step by step.

First the classic approximation of Kou, Markowsky and Berman [1]_: shortest paths between all
pairs of terminals (the *metric closure*), a minimum spanning tree of that distance graph, each
of its edges expanded into its path, a minimum spanning tree of those edges, and non-terminal
leaves pruned. Then the exact answer of :func:`~ttrwidgets.graphs.steiner_tree_steps`
(Dreyfus-Wagner [2]_), and the gap between the two.

References
----------
.. [1] L. Kou, G. Markowsky and L. Berman, "A fast algorithm for Steiner trees", *Acta
   Informatica* 15 (1981), 141-145.
.. [2] S. E. Dreyfus and R. A. Wagner, "The Steiner problem in graphs", *Networks* 1 (1971),
   195-207.
"""
from __future__ import annotations

from ..steiner import steiner_tree_steps
from .steps import (INF, Step, check_graph, edge_index, edge_rows, neighbours,
                        weight_function)

__all__ = ["steiner_trace"]


def steiner_trace(G, terminals, weight="length"):
    """The approximate and the exact minimum Steiner tree of ``terminals``
    (pseudocode ``"steiner"``).

    Parameters
    ----------
    G : networkx.MultiGraph (or Graph)
    terminals : iterable of nodes
        Repeats are ignored.
    weight : str or None, default "length"
        Non-negative edge costs.

    Yields
    ------
    Step
        ``table`` holds the distances between pairs of terminals ``((a, b), distance)``;
        ``chosen`` the edges to draw: the shortest path just found (``steiner.distance``),
        then the tree being built. Reasons, in order: ``steiner.distance`` (pseudocode line
        1), ``steiner.closure`` (2), ``steiner.closure_take`` / ``steiner.closure_skip``
        (3), ``steiner.expand`` (4), ``steiner.mst_take`` / ``steiner.mst_skip`` (5),
        ``steiner.prune`` (6), ``steiner.approx`` (7), ``steiner.exact`` (8),
        ``steiner.merge`` (9), ``steiner.single`` / ``steiner.grow`` (10), and
        ``steiner.done`` (11); ``steiner.unreachable`` and ``steiner.none`` when the
        terminals cannot be joined,
        ``steiner.trivial`` for fewer than two. The last step's ``result`` has
        ``approx_cost``, ``approx_tree``, ``exact_cost``, ``exact_tree`` and ``gap``
        (costs ``None`` when the terminals cannot be joined); trees are in the graph's edge
        order. The approximation costs at most ``2 - 2/k`` times the minimum for ``k``
        terminals.

    Raises
    ------
    networkx.NodeNotFound
        If a terminal is not in ``G`` (at the call).
    ValueError
        If an edge weight is negative.

    Examples
    --------
    Around a hub H the approximation joins A, B and C by two direct routes:

    >>> import networkx as nx
    >>> G = nx.MultiGraph()
    >>> G.add_edges_from([("A", "B", 0, {"length": 5}), ("B", "C", 1, {"length": 5}),
    ...                   ("A", "C", 2, {"length": 5}), ("A", "H", 3, {"length": 3}),
    ...                   ("B", "H", 4, {"length": 3}), ("C", "H", 5, {"length": 3})])
    [0, 1, 2, 3, 4, 5]
    >>> last = list(steiner_trace(G, ["A", "B", "C"]))[-1]
    >>> last.answer["approx_cost"], last.answer["exact_cost"], last.answer["gap"]
    (10, 9, 1)
    >>> last.answer["exact_tree"]
    (('A', 'H', 3), ('B', 'H', 4), ('C', 'H', 5))
    """
    seen, terms = set(), []
    for t in terminals:
        if t not in seen:
            seen.add(t)
            terms.append(t)
    check_graph(G, terms)
    w = weight_function(weight)
    for u, v, d in G.edges(data=True):
        if w(d) < 0:
            raise ValueError(f"negative weight on edge {(u, v)!r}")
    return _steiner(G, terms, w, weight)


def _shortest(adj, pos, s, w):
    """Distances and the edge by which each node is reached (ties: node order, then key)."""
    dist, via, done = {s: 0}, {}, set()
    tent = {s: 0}
    while tent:
        u = min(tent, key=lambda x: (tent[x], pos[x]))
        del tent[u]
        done.add(u)
        for v, k, d in adj[u]:
            if v in done:
                continue
            nd = dist[u] + w(d)
            if nd < dist.get(v, INF):
                dist[v] = nd
                via[v] = (u, v, k)
                tent[v] = nd
    return dist, via


def _steiner(G, terms, w, weight):
    adj, pos = neighbours(G)
    canon, order = edge_index(G)
    cost = {(u, v, k): w(d) for u, v, k, d in edge_rows(G)}

    def in_order(edges):
        return tuple(sorted({canon[e] for e in edges}, key=order.__getitem__))

    table: list = []

    def step(line, why, params=(), node=None, edge=None, chosen=(), **kw):
        return Step(line, why, params, node, edge, (), frozenset(), tuple(table),
                    tuple(chosen), **kw)

    def finish(a_cost, a_tree, e_cost, e_tree, why, params):
        gap = None if a_cost is None or e_cost is None else a_cost - e_cost
        return step(11, why, params + (("gap", gap),), chosen=e_tree, done=True,
                    result=(("approx_cost", a_cost), ("approx_tree", a_tree),
                            ("exact_cost", e_cost), ("exact_tree", e_tree), ("gap", gap)))

    if len(terms) < 2:
        yield finish(0, (), 0, (), "steiner.trivial", (("count", len(terms)),))
        return
    # 1. shortest paths between all pairs of terminals
    paths = {}
    for i, a in enumerate(terms[:-1]):
        dist, via = _shortest(adj, pos, a, w)
        for b in terms[i + 1:]:
            if b not in dist:
                yield step(1, "steiner.unreachable", (("u", a), ("v", b)), node=b)
                yield finish(None, (), None, (), "steiner.none", ())
                return
            path, x = [], b
            while x != a:
                e = via[x]
                path.append(e)
                x = e[0]
            path.reverse()
            paths[(a, b)] = tuple(path)
            table.append(((a, b), dist[b]))
            yield step(1, "steiner.distance", (("u", a), ("v", b), ("dist", dist[b])),
                       node=b, chosen=path)
    yield step(2, "steiner.closure", (("count", len(terms)), ("pairs", len(table))))
    # 3. minimum spanning tree of the distance graph (Kruskal, ties by terminal order)
    rank = {t: i for i, t in enumerate(terms)}
    group = {t: t for t in terms}

    def find(x):
        while group[x] != x:
            group[x] = group[group[x]]
            x = group[x]
        return x

    taken, shown = [], set()
    for (a, b), d in sorted(table, key=lambda p: (p[1], rank[p[0][0]], rank[p[0][1]])):
        if len(taken) == len(terms) - 1:
            break
        ra, rb = find(a), find(b)
        if ra != rb:
            group[rb] = ra
            taken.append((a, b))
            shown.update(paths[(a, b)])
            yield step(3, "steiner.closure_take", (("u", a), ("v", b), ("dist", d)),
                       chosen=in_order(shown))
        else:
            yield step(3, "steiner.closure_skip", (("u", a), ("v", b), ("dist", d)),
                       chosen=in_order(shown))
    # 4. expand every pair into its path
    union: set = set()
    for a, b in taken:
        union.update(canon[e] for e in paths[(a, b)])
        yield step(4, "steiner.expand", (("u", a), ("v", b), ("count", len(paths[(a, b)]))),
                   chosen=in_order(union))
    # 5. minimum spanning tree of those edges
    parent = {}

    def root(x):
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    tree = []
    for e in sorted(union, key=lambda e: (cost[e], order[e])):
        u, v, _ = e
        ru, rv = root(u), root(v)
        if ru != rv:
            parent[rv] = ru
            tree.append(e)
            yield step(5, "steiner.mst_take", (("edge", e), ("length", cost[e])), edge=e,
                       chosen=in_order(tree))
        else:
            yield step(5, "steiner.mst_skip", (("edge", e), ("length", cost[e])), edge=e,
                       chosen=in_order(tree))
    # 6. prune leaves that are not terminals
    tree_set = set(tree)
    is_term = set(terms)
    while True:
        deg: dict = {}
        for u, v, _ in tree_set:
            deg[u] = deg.get(u, 0) + 1
            deg[v] = deg.get(v, 0) + 1
        leaves = [x for x, c in deg.items() if c == 1 and x not in is_term]
        if not leaves:
            break
        x = min(leaves, key=pos.__getitem__)
        e = next(e for e in tree_set if x in e[:2])
        tree_set.discard(e)
        yield step(6, "steiner.prune", (("node", x),), node=x, edge=e,
                   chosen=in_order(tree_set))
    a_tree = in_order(tree_set)
    a_cost = sum(cost[e] for e in a_tree)
    yield step(7, "steiner.approx", (("cost", a_cost), ("count", len(a_tree))), chosen=a_tree)
    # 8-10. the exact tree (Dreyfus-Wagner)
    yield step(8, "steiner.exact", (("count", len(terms)),))
    e_cost, e_tree = None, ()
    for s in steiner_tree_steps(G, terms, weight if weight is not None else None):
        subset = tuple(s["subset"])
        if s["phase"] == "done":
            e_cost, e_tree = s["cost"], tuple(s["edges"])
            break
        if s["cost"] is None:  # pragma: no cover - the terminals are joined (checked above)
            continue
        if len(subset) == 1:
            yield step(10, "steiner.single", (("node", s["node"]),), node=s["node"])
        elif s["phase"] == "merge":
            yield step(9, "steiner.merge", (("nodes", subset), ("node", s["node"]),
                                            ("cost", s["cost"])), node=s["node"],
                       chosen=tuple(s["edges"]))
        else:
            yield step(10, "steiner.grow", (("nodes", subset), ("node", s["node"]),
                                            ("cost", s["cost"])), node=s["node"],
                       chosen=tuple(s["edges"]))
    yield finish(a_cost, a_tree, e_cost, e_tree, "steiner.done",
                 (("approx", a_cost), ("exact", e_cost)))
