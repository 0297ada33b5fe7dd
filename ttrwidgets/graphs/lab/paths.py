"""Dijkstra's shortest paths and the minimum spanning trees of Prim and Kruskal, step by step.

The weight of an edge is its ``length`` (train spaces; on the Trans grids the rails a line
costs). Ties are broken by node order, then edge key, so a trace is the same every time.

References
----------
.. [1] E. W. Dijkstra, "A note on two problems in connexion with graphs", *Numerische
   Mathematik* 1 (1959), 269-271.
.. [2] R. C. Prim, "Shortest connection networks and some generalizations", *Bell System
   Technical Journal* 36 (1957), 1389-1401.
.. [3] J. B. Kruskal, "On the shortest spanning subtree of a graph and the traveling salesman
   problem", *Proceedings of the AMS* 7 (1956), 48-50.
.. [4] R. E. Tarjan, "Efficiency of a good but not linear set union algorithm", *Journal of
   the ACM* 22 (1975), 215-225 (union-find).
"""
from __future__ import annotations

import networkx as nx

from .steps import (INF, Seen, Step, Table, check_graph, component_graph, edge_rows,
                        neighbours, weight_function)

__all__ = ["dijkstra_trace", "prim_trace", "kruskal_trace"]


def _queue(tent, pos):
    """The priority queue as ``((value, node), ...)``, smallest first (then node order)."""
    return tuple((d, v) for v, d in sorted(tent.items(), key=lambda vd: (vd[1], pos[vd[0]])))


def dijkstra_trace(G, source, target=None, weight="length"):
    """The steps of Dijkstra's algorithm from ``source`` (pseudocode ``"dijkstra"``).

    Parameters
    ----------
    G : networkx.MultiGraph (or Graph)
    source : node
    target : node, optional
        Stop as soon as this node is settled (its distance is final).
    weight : str or None, default "length"
        Edge attribute (missing counts 1); ``None`` counts every edge 1. Non-negative.

    Yields
    ------
    Step
        ``frontier`` is the priority queue ``((distance, node), ...)`` of reached but not yet
        settled nodes, ``visited`` the settled nodes, ``table`` the distance of every reached
        node, ``chosen`` the edges by which the settled nodes were reached (the shortest-path
        tree so far). Reasons: ``dijkstra.start``, ``dijkstra.settle``, ``dijkstra.target``,
        ``dijkstra.relax``, ``dijkstra.keep``, ``dijkstra.settled``, ``dijkstra.done``.
        The last step's ``result`` has ``dist`` (settled node, distance), ``tree`` and, with
        a target, ``distance`` (``None`` if unreachable) and ``path`` (its edges from
        ``source``).

    Raises
    ------
    networkx.NodeNotFound
        If ``source`` or ``target`` is not in ``G`` (at the call).
    ValueError
        If an edge weight is negative (at the call).

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph()
    >>> G.add_edges_from([("A", "B", 0, {"length": 4}), ("A", "C", 1, {"length": 1}),
    ...                   ("C", "B", 2, {"length": 2})])
    [0, 1, 2]
    >>> steps = list(dijkstra_trace(G, "A", "B"))
    >>> [s.why for s in steps]  # doctest: +NORMALIZE_WHITESPACE
    ['dijkstra.start', 'dijkstra.settle', 'dijkstra.relax', 'dijkstra.relax',
     'dijkstra.settle', 'dijkstra.settled', 'dijkstra.relax', 'dijkstra.settle',
     'dijkstra.target', 'dijkstra.done']
    >>> steps[-1].answer["distance"], steps[-1].answer["path"]
    (3, (('A', 'C', 1), ('C', 'B', 2)))
    """
    check_graph(G, (source,) if target is None else (source, target))
    w = weight_function(weight)
    for u, v, d in G.edges(data=True):
        if w(d) < 0:
            raise ValueError(f"negative weight on edge {(u, v)!r}")
    return _dijkstra(G, source, target, w)


def _dijkstra(G, s, t, w):
    adj, pos = neighbours(G)
    dist = Table(pos)
    settled = Seen()
    via: dict = {}
    tree: list = []
    tent = {s: 0}
    dist[s] = 0

    def step(line, why, params=(), node=None, edge=None, **kw):
        return Step(line, why, params, node, edge, _queue(tent, pos), settled.snap(),
                    dist.snap(), tuple(tree), **kw)

    yield step(1, "dijkstra.start", (("node", s),), node=s)
    stopped = False
    while tent:
        u = min(tent, key=lambda x: (tent[x], pos[x]))
        del tent[u]
        settled.add(u)
        if u in via:
            tree.append(via[u])
        yield step(3, "dijkstra.settle", (("node", u), ("dist", dist[u])), node=u,
                   edge=via.get(u))
        if u == t:
            stopped = True
            yield step(5, "dijkstra.target", (("node", u), ("dist", dist[u])), node=u)
            break
        for v, k, d in adj[u]:
            e = (u, v, k)
            if v in settled:
                yield step(9, "dijkstra.settled", (("node", v), ("from", u)), node=v, edge=e)
                continue
            nd = dist[u] + w(d)
            old = dist.get(v, INF)
            if nd < old:
                dist[v] = nd
                via[v] = e
                tent[v] = nd
                yield step(8, "dijkstra.relax", (("node", v), ("from", u), ("length", w(d)),
                                                  ("old", old), ("dist", nd)), node=v, edge=e)
            else:
                yield step(9, "dijkstra.keep", (("node", v), ("from", u), ("length", w(d)),
                                                 ("dist", old), ("via", nd)), node=v, edge=e)
    final = tuple((v, d) for v, d in dist.snap() if v in settled)
    result = [("dist", final), ("tree", tuple(tree))]
    if t is not None:
        path = []
        if stopped:
            x = t
            while x != s:
                e = via[x]
                path.append(e)
                x = e[0]
        path.reverse()
        result += [("distance", dist[t] if stopped else None), ("path", tuple(path))]
    tent.clear()
    yield step(10, "dijkstra.done", (("count", len(settled)),), done=True, result=tuple(result))


def prim_trace(G, source=None, weight="length"):
    """The steps of Prim's minimum spanning tree of the component of ``source``
    (pseudocode ``"prim"``).

    Parameters
    ----------
    G : networkx.MultiGraph (or Graph)
    source : node, optional
        Where the tree starts (default: the first node of ``G``).
    weight : str or None, default "length"

    Yields
    ------
    Step
        ``frontier`` is the priority queue ``((key, node), ...)`` of the nodes next to the
        tree, ``visited`` the tree's nodes, ``table`` the key of every reached node (the
        cheapest edge that joins it to the tree so far), ``chosen`` the tree edges. Reasons:
        ``prim.start``, ``prim.add``, ``prim.better``, ``prim.keep``, ``prim.inside``,
        ``prim.done``. The last step's ``result`` has ``weight`` and ``tree``.

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph()
    >>> G.add_edges_from([(0, 1, 0, {"length": 3}), (0, 1, 1, {"length": 1}),
    ...                   (1, 2, 2, {"length": 2}), (0, 2, 3, {"length": 2})])
    [0, 1, 2, 3]
    >>> list(prim_trace(G))[-1].answer
    {'weight': 3, 'tree': ((0, 1, 1), (0, 2, 3))}
    """
    if source is None:
        if len(G) == 0:
            raise ValueError("the graph has no nodes")
        source = next(iter(G))
    check_graph(G, (source,))
    return _prim(G, source, weight_function(weight))


def _prim(G, s, w):
    adj, pos = neighbours(G)
    key = Table(pos)
    inside = Seen()
    via: dict = {}
    tree: list = []
    tent = {s: 0}
    key[s] = 0
    total = 0

    def step(line, why, params=(), node=None, edge=None, **kw):
        return Step(line, why, params, node, edge, _queue(tent, pos), inside.snap(),
                    key.snap(), tuple(tree), **kw)

    yield step(1, "prim.start", (("node", s),), node=s)
    while tent:
        u = min(tent, key=lambda x: (tent[x], pos[x]))
        del tent[u]
        inside.add(u)
        if u in via:
            tree.append(via[u])
            total += key[u]
        yield step(3, "prim.add", (("node", u), ("key", key[u]), ("weight", total)), node=u,
                   edge=via.get(u))
        for v, k, d in adj[u]:
            e = (u, v, k)
            if v in inside:
                yield step(8, "prim.inside", (("node", v), ("from", u)), node=v, edge=e)
                continue
            c = w(d)
            old = key.get(v, INF)
            if c < old:
                key[v] = c
                via[v] = e
                tent[v] = c
                yield step(7, "prim.better", (("node", v), ("from", u), ("old", old),
                                               ("key", c)), node=v, edge=e)
            else:
                yield step(8, "prim.keep", (("node", v), ("from", u), ("length", c),
                                             ("key", old)), node=v, edge=e)
    yield step(9, "prim.done", (("weight", total), ("count", len(tree))), done=True,
               result=(("weight", total), ("tree", tuple(tree))))


def kruskal_trace(G, source=None, weight="length"):
    """The steps of Kruskal's minimum spanning tree (pseudocode ``"kruskal"``).

    Edges are taken by increasing weight (then by key, then in the graph's edge order); an
    edge is taken when its two ends are in different groups of a union-find structure (union
    by size, the root with the smaller node order winning a tie; no path compression, so a
    parent changes only when its group is joined to another).

    Parameters
    ----------
    G : networkx.MultiGraph (or Graph)
    source : node, optional
        Only the connected component of this node; by default a minimum spanning forest of
        the whole graph (one tree per component).
    weight : str or None, default "length"

    Yields
    ------
    Step
        ``frontier`` is the edges still to look at, in order; ``table`` the union-find parent
        of every node (a node whose parent is itself is the root of its group), ``visited``
        the nodes touched by the tree, ``chosen`` the tree edges. Reasons: ``kruskal.start``,
        ``kruskal.take``, ``kruskal.cycle``, ``kruskal.complete``, ``kruskal.done``. The
        last step's ``result`` has ``weight`` and ``tree``.

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph()
    >>> G.add_edges_from([(0, 1, 0, {"length": 3}), (0, 1, 1, {"length": 1}),
    ...                   (1, 2, 2, {"length": 2}), (0, 2, 3, {"length": 2})])
    [0, 1, 2, 3]
    >>> steps = list(kruskal_trace(G))
    >>> [s.why for s in steps]
    ['kruskal.start', 'kruskal.take', 'kruskal.take', 'kruskal.complete', 'kruskal.done']
    >>> steps[-1].answer
    {'weight': 3, 'tree': ((0, 1, 1), (1, 2, 2))}
    """
    if source is not None:
        check_graph(G, (source,))
        G = component_graph(G, source)
    else:
        check_graph(G)
    return _kruskal(G, weight_function(weight))


def _kruskal(G, w):
    _, pos = neighbours(G)
    edges = []
    for i, (u, v, k, d) in enumerate(edge_rows(G)):
        if pos[v] < pos[u]:
            u, v = v, u
        try:
            kk = (0, k + 0)
        except TypeError:
            kk = (1, 0)
        edges.append((w(d), kk, i, (u, v, k)))
    edges.sort()
    parent = Table(pos)
    size = {}
    for n in G:
        parent[n] = n
        size[n] = 1
    touched = Seen()
    tree: list = []
    total = 0
    # the number of tree edges when done: nodes minus components
    need = len(G) - nx.number_connected_components(G) if len(G) else 0

    def find(x):
        # follow the parent links up to the root, as the pseudocode says (no path
        # compression: a parent changes only when two groups are joined, in the step that
        # says so; union by size keeps every path short)
        while parent[x] != x:
            x = parent[x]
        return x

    rest = tuple(e for *_, e in edges)

    def step(line, why, params=(), node=None, edge=None, i=0, **kw):
        return Step(line, why, params, node, edge, rest[i:], touched.snap(), parent.snap(),
                    tuple(tree), **kw)

    yield step(1, "kruskal.start", (("count", len(rest)),))
    for i, (c, _, _, e) in enumerate(edges):
        if len(tree) == need:
            yield step(8, "kruskal.complete", (("count", len(tree)), ("weight", total)), i=i)
            break
        u, v, _ = e
        ru, rv = find(u), find(v)
        if ru != rv:
            if (size[ru], -pos[ru]) < (size[rv], -pos[rv]):
                ru, rv = rv, ru
            parent[rv] = ru
            size[ru] += size[rv]
            tree.append(e)
            total += c
            touched.add(u)
            touched.add(v)
            yield step(6, "kruskal.take", (("edge", e), ("length", c), ("root", ru),
                                           ("other", rv)), edge=e, i=i + 1)
        else:
            yield step(7, "kruskal.cycle", (("edge", e), ("length", c), ("root", ru)),
                       edge=e, i=i + 1)
    yield step(9, "kruskal.done", (("weight", total), ("count", len(tree))), done=True,
               result=(("weight", total), ("tree", tuple(tree))), i=len(rest))
