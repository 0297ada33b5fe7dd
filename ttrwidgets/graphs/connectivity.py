"""Connectivity questions of tickets (``tickets.complete``) and paths to highlight.

References
----------
.. [1] E. W. Dijkstra, "A note on two problems in connexion with graphs", *Numerische
   Mathematik* 1 (1959), 269-271.
.. [2] Ticket to Ride Europe rules, destination tickets (``tickets.complete``).
"""
from __future__ import annotations

import networkx as nx

__all__ = ["connected_pairs", "connection_path", "cheapest_completion", "component_index",
           "split_dead_ends", "edge_components", "connected_pairs_of_edges"]


def component_index(G) -> dict:
    """Map every node of ``G`` to the number of its connected component.

    Components are numbered 0, 1, ... in the order networkx reports them.

    Examples
    --------
    >>> import networkx as nx
    >>> component_index(nx.MultiGraph([(1, 2), (3, 4)]))
    {1: 0, 2: 0, 3: 1, 4: 1}
    """
    out = {}
    for i, comp in enumerate(nx.connected_components(G)):
        for n in comp:
            out[n] = i
    return out


def edge_components(edges) -> dict:
    """:func:`component_index` of the graph made of ``edges`` (tuples ``(u, v, ...)``), without
    building it: every node of the edges to the number of its connected component, numbered
    0, 1, ... in the order the components' first nodes appear in ``edges`` (the numbers are
    labels: which component gets which number is no promise beyond that).

    Examples
    --------
    >>> edge_components([(1, 2), (3, 4), (2, 5, "key")])
    {1: 0, 2: 0, 3: 1, 4: 1, 5: 0}
    """
    parent: dict = {}
    for e in edges:
        u, v = e[0], e[1]
        ru = parent.setdefault(u, u)
        while ru != parent[ru]:
            ru = parent[ru]
        rv = parent.setdefault(v, v)
        while rv != parent[rv]:
            rv = parent[rv]
        if ru != rv:
            parent[rv] = ru
        parent[u] = parent[v] = ru     # (path shortening for the next edges)
    out: dict = {}
    label: dict = {}
    for n in parent:
        r = n
        while r != parent[r]:
            r = parent[r]
        c = label.get(r)
        if c is None:
            c = label[r] = len(label)
        out[n] = c
    return out


def split_dead_ends(G, dead_ends) -> tuple:
    """``G`` with every dead-end node split into one copy per edge, so no path passes through it.

    A dead end is a node a path may start or end in but never cross (the neighbouring countries
    of Ticket to Ride Deutschland, ``de.countries``). The ``i``-th edge ``(u, d, k)`` into a dead
    end ``d`` becomes ``(u, ("dead end", d, i), k)``: the copies are leaves, and a path between
    two other nodes can no longer use ``d`` as a stepping stone.

    Parameters
    ----------
    G : networkx.MultiGraph
    dead_ends : iterable of nodes

    Returns
    -------
    H : networkx.MultiGraph
        A new graph; ``G`` is not changed. Edge data are kept.
    copies : dict
        Dead end -> the list of its copies in ``H`` (empty for a dead end without edges).

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph([("Freiburg", "France"), ("France", "Saarbrucken")])
    >>> H, copies = split_dead_ends(G, ["France"])
    >>> nx.has_path(H, "Freiburg", "Saarbrucken"), len(copies["France"])
    (False, 2)
    """
    dead = set(dead_ends)
    H = nx.MultiGraph()
    copies: dict = {d: [] for d in dead}
    H.add_nodes_from(n for n in G if n not in dead)
    for u, v, k, data in G.edges(keys=True, data=True):
        ends = []
        for x in (u, v):
            if x in dead:
                x_copy = ("dead end", x, len(copies[x]))
                copies[x].append(x_copy)
                x = x_copy
            ends.append(x)
        H.add_edge(ends[0], ends[1], key=k, **data)
    return H, copies


def connected_pairs(G, pairs, dead_ends=(), extra_edges=()) -> list[bool]:
    """For each pair ``(a, b)``: are ``a`` and ``b`` joined by a path in ``G``?

    This is the test of ``tickets.complete``: a ticket counts if its two cities are joined by a
    continuous path of the holder's routes.

    Parameters
    ----------
    G : networkx.MultiGraph (or Graph)
        Undirected.
    pairs : iterable of (a, b)
        Further items of each pair (such as ticket points) are ignored.
    dead_ends : iterable of nodes, optional
        Nodes a path may end in but not pass through (see the example below).
    extra_edges : iterable of (u, v), optional
        Edges that count as if they were in ``G`` too (routes borrowed by stations), so that
        ``G`` need not be copied to add them. Further items (such as a key) are ignored.

    Returns
    -------
    list of bool
        One answer per pair, in order. A node missing from ``G`` is connected to nothing, except
        that ``a == b`` always counts as connected (the empty path), even for a missing node.

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph([("Paris", "Bruxelles"), ("Bruxelles", "Amsterdam"), ("Roma", "Venezia")])
    >>> connected_pairs(G, [("Paris", "Amsterdam"), ("Paris", "Roma"), ("Paris", "Wien"),
    ...                     ("Wien", "Wien")])
    [True, False, False, True]
    >>> connected_pairs(G, [("Paris", "Roma"), ("Paris", "Wien")],
    ...                 extra_edges=[("Amsterdam", "Venezia"), ("Roma", "Wien", 7)])
    [True, True]

    With ``dead_ends`` (``de.countries``) a path may end in such a node but not pass through it:

    >>> G = nx.MultiGraph([("Freiburg", "France"), ("France", "Saarbrucken")])
    >>> connected_pairs(G, [("Freiburg", "Saarbrucken"), ("Freiburg", "France")], ["France"])
    [False, True]
    """
    extra = [(e[0], e[1]) for e in extra_edges]
    if extra and dead_ends:  # (no game has both) the extra edges must be split too: add them
        G = G.copy()
        G.add_edges_from(extra)
        extra = []
    dead = set(dead_ends) & set(G)
    copies: dict = {}
    if dead:
        G, copies = split_dead_ends(G, dead)
    comp = component_index(G)
    if extra:
        # join the components the extra edges link (union-find over component numbers; a node
        # missing from G gets a number of its own), then label every node with its root
        parent = list(range(max(comp.values(), default=-1) + 1))

        def number(n):
            c = comp.get(n)
            if c is None:
                c = comp[n] = len(parent)
                parent.append(c)
            return c

        def find(c):
            while parent[c] != c:
                parent[c] = parent[parent[c]]  # path halving
                c = parent[c]
            return c

        for u, v in extra:
            parent[find(number(u))] = find(number(v))
        comp = {n: find(c) for n, c in comp.items()}
    return _pairs_joined(comp, copies, pairs)


def _pairs_joined(comp: dict, copies: dict, pairs) -> list[bool]:
    """For each pair ``(a, b, ...)``: a is b, or some copy of a (a dead end is split into one
    copy per edge) shares a component of ``comp`` with some copy of b."""
    out = []
    for pair in pairs:
        a, b = pair[0], pair[1]
        if a == b:
            out.append(True)
            continue
        ca = {comp.get(x) for x in copies.get(a, (a,))} - {None}
        cb = {comp.get(x) for x in copies.get(b, (b,))} - {None}
        out.append(bool(ca & cb))
    return out


def connected_pairs_of_edges(edges, pairs, dead_ends=(), extra_edges=()) -> list[bool]:
    """:func:`connected_pairs` of the graph made of ``edges`` (tuples ``(u, v, ...)``), without
    building it: the same answers, pair by pair.

    Examples
    --------
    >>> connected_pairs_of_edges([("Paris", "Bruxelles"), ("Roma", "Venezia")],
    ...                          [("Paris", "Bruxelles"), ("Paris", "Roma"), ("Wien", "Wien")],
    ...                          extra_edges=[("Bruxelles", "Venezia", 7)])
    [True, True, True]
    >>> connected_pairs_of_edges([("Freiburg", "France"), ("France", "Saarbrucken")],
    ...                          [("Freiburg", "Saarbrucken"), ("Freiburg", "France")], ["France"])
    [False, True]
    """
    links = [(e[0], e[1]) for e in edges]
    links += [(e[0], e[1]) for e in extra_edges]
    copies: dict = {}
    dead = set(dead_ends)
    if dead:  # split_dead_ends on the edges: the i-th edge into a dead end d ends in a copy
        split = []
        for u, v in links:
            if u in dead:
                c = copies.setdefault(u, [])
                c.append(("dead end", u, len(c)))
                u = c[-1]
            if v in dead:
                c = copies.setdefault(v, [])
                c.append(("dead end", v, len(c)))
                v = c[-1]
            split.append((u, v))
        links = split
    comp = edge_components(links)
    return _pairs_joined(comp, copies, pairs)


def _check_nodes(G, *nodes):
    for n in nodes:
        if n not in G:
            raise nx.NodeNotFound(f"node {n!r} is not in the graph")


def _weight_of(weight):
    if weight is None:
        return lambda d: 1
    return lambda d: d.get(weight, 1)


def _edges_of_path(G, nodes, cost):
    """Turn a node path into ``(u, v, key)`` triples, choosing the cheapest parallel edge
    (the first in the graph's order on a tie)."""
    out = []
    for u, v in zip(nodes, nodes[1:]):
        if G.is_multigraph():
            key = min(G[u][v], key=lambda k: cost(u, v, k, G[u][v][k]))
        else:
            key = 0
        out.append((u, v, key))
    return out


def connection_path(G, a, b, weight="length") -> list:
    """A shortest path from ``a`` to ``b`` in ``G``, as edges in walking order.

    For highlighting how a completed ticket is joined.

    Parameters
    ----------
    G : networkx.MultiGraph
    a, b : nodes
    weight : str or None, default "length"
        Edge attribute to minimise (missing counts 1); ``None`` minimises the number of edges.

    Returns
    -------
    list of (u, v, key)
        Oriented so that ``path[i][1] == path[i + 1][0]``; empty when ``a == b``.

    Raises
    ------
    networkx.NodeNotFound
        If ``a`` or ``b`` is not in ``G``.
    networkx.NetworkXNoPath
        If they are not connected.

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph()
    >>> G.add_edges_from([("A", "B", 0, {"length": 4}), ("A", "B", 1, {"length": 2}),
    ...                   ("B", "C", 2, {"length": 1}), ("A", "C", 3, {"length": 9})])
    [0, 1, 2, 3]
    >>> connection_path(G, "A", "C")
    [('A', 'B', 1), ('B', 'C', 2)]
    >>> connection_path(G, "A", "C", weight=None)
    [('A', 'C', 3)]
    """
    _check_nodes(G, a, b)
    wf = _weight_of(weight)
    if G.is_multigraph():
        def w(u, v, d):
            return min(wf(x) for x in d.values())
    else:
        def w(u, v, d):
            return wf(d)
    nodes = nx.dijkstra_path(G, a, b, weight=w)
    return _edges_of_path(G, nodes, lambda u, v, k, d: (wf(d),))


def cheapest_completion(G_all, owned_edges, a, b, weight="length") -> tuple:
    """A path from ``a`` to ``b`` that needs the fewest train spaces still to be claimed.

    Edges the player owns cost 0, every other edge its ``weight``. Routes the player cannot use
    (claimed by others, the unusable twin of a double route, ...) must be left out by the
    caller, for instance with a subgraph view (``nx.subgraph_view``); the graph is not copied.

    Parameters
    ----------
    G_all : networkx.MultiGraph
        The map (or the part of it the player may still use).
    owned_edges : iterable
        The player's routes, as edge keys or as ``(u, v, key)`` triples.
    a, b : nodes
    weight : str or None, default "length"
        Edge attribute with the train spaces (missing counts 1; ``None`` counts 1 per edge).

    Returns
    -------
    cost : int
        Train spaces still to claim (0 if the ticket is already complete).
    path : list of (u, v, key)
        In walking order; among parallel edges an owned one is preferred, then the cheapest.
        Edges of ``path`` that are not owned are the routes still needed.

    Raises
    ------
    networkx.NodeNotFound, networkx.NetworkXNoPath
        If ``a`` or ``b`` is not in ``G_all`` or the ticket can no longer be completed.

    Examples
    --------
    >>> import networkx as nx
    >>> M = nx.MultiGraph()
    >>> M.add_edges_from([("A", "B", 0, {"length": 3}), ("B", "C", 1, {"length": 2}),
    ...                   ("A", "D", 2, {"length": 1}), ("D", "C", 3, {"length": 3})])
    [0, 1, 2, 3]
    >>> cheapest_completion(M, [], "A", "C")
    (4, [('A', 'D', 2), ('D', 'C', 3)])
    >>> cheapest_completion(M, [0], "A", "C")  # owning A-B makes the other way cheaper
    (2, [('A', 'B', 0), ('B', 'C', 1)])
    """
    _check_nodes(G_all, a, b)
    owned = set()
    for e in owned_edges:
        owned.add(e[2] if isinstance(e, tuple) and len(e) == 3 else e)
    wf = _weight_of(weight)
    multi = G_all.is_multigraph()

    def cost_of(k, d):
        return 0 if k in owned else wf(d)

    if multi:
        def w(u, v, d):
            return min(cost_of(k, x) for k, x in d.items())
    else:
        def w(u, v, d):
            return cost_of(0, d)
    cost, nodes = nx.single_source_dijkstra(G_all, a, b, weight=w)
    path = _edges_of_path(G_all, nodes, lambda u, v, k, d: (cost_of(k, d), k not in owned))
    return cost, path
