"""Minimum Steiner trees and forests: the cheapest routes that join several cities.

A *Steiner tree* of a set of terminals is a tree of the graph that contains all of them; the
minimum one is the cheapest way to join several cities (one player's tickets that share a
network). A *Steiner forest* of a list of pairs is a set of edges in which every pair is joined;
its pairs may be joined by separate trees (tickets in different parts of the board).

Costs are those of the edges, given as an attribute name or as a function of the edge; a
function may return ``None`` for an edge that cannot be used at all. In a puzzle the player's
own routes cost 0, free routes their length and other players' routes ``None``.

*No-through* nodes are the neighbouring countries of Ticket to Ride Deutschland
(``de.countries``): a route into a country ends there, and a path may never pass through a
country to join two other cities. So in a Steiner tree such a node is a leaf (degree at most 1),
and in a Steiner forest no required connection passes through it (two trees may still reach the
same country by two different routes). Edges of cost 0 are not contracted for the same reason:
Freiburg-Frankreich and Frankreich-Saarbrucken together do not join Freiburg and Saarbrucken.

Method (exact, :func:`steiner_tree` and :func:`steiner_forest`):

1. Dreyfus-Wagner [1]_ over subsets ``S`` of the terminals: ``dp[S][v]`` is the cost of the
   cheapest tree that contains ``S`` and the node ``v``. It is computed by increasing ``S`` in
   two steps (the order of Erickson, Monma and Veinott [2]_):

   - *merge*: ``dp[S][v] = min(dp[S1][v] + dp[S - S1][v])`` over the splits of ``S`` into two
     non-empty parts (two trees joined at ``v``);
   - *grow*: a Dijkstra search [3]_ from all nodes at once, with ``dp[S][v]`` as the starting
     distances (a tree is extended by a cheapest path to ``v``).

   Only the subsets of all terminals but the last one ``t`` are needed: the minimum tree is
   ``dp[K - {t}][t]``. This is ``O(3^(k-1) n + 2^(k-1) (m + n log n))`` for ``k`` terminals.
2. No-through nodes: the search never continues out of such a node (unless ``S`` is that node
   alone, the start of its own paths) and never joins two non-empty trees at it, so it can only
   be a leaf.
3. Ties: costs are compared as pairs ``(cost, number of edges)``. Among the cheapest solutions
   one with the fewest edges is returned, and, as every edge then weighs strictly more than
   nothing, the merged and grown pieces never share an edge or close a cycle, even with edges
   of cost 0: the result is a tree. Remaining ties are broken by the graph's node and edge
   order, so the result is deterministic. Among parallel edges the cheapest usable one counts
   (the first in the graph's edge order on a tie).
4. Forest: ``F[T] = min(tree(G) + F[T - G])`` over the groups ``G`` of the set of pairs ``T``
   that contain its first pair, where ``tree(G)`` is the minimum Steiner tree of the group's
   terminals, read from the one Dreyfus-Wagner table over all the pairs' terminals. The
   minimum forest is a union of such trees, one per group of pairs (the components of the
   forest, with countries split), so this is exact [4]_.

:func:`steiner_tree_approx` is the classic 2-approximation of Kou, Markowsky and Berman [5]_,
for comparison; :func:`steiner_tree_steps` replays the exact search for teaching.

References
----------
.. [1] S. E. Dreyfus and R. A. Wagner, "The Steiner problem in graphs", *Networks* 1 (1971),
   195-207.
.. [2] R. E. Erickson, C. L. Monma and A. F. Veinott, "Send-and-split method for
   minimum-concave-cost network flows", *Mathematics of Operations Research* 12 (1987),
   634-664.
.. [3] E. W. Dijkstra, "A note on two problems in connexion with graphs", *Numerische
   Mathematik* 1 (1959), 269-271.
.. [4] A. Agrawal, P. Klein and R. Ravi, "When trees collide: an approximation algorithm for
   the generalized Steiner problem on networks", *SIAM Journal on Computing* 24 (1995),
   440-456 (the Steiner forest problem).
.. [5] L. Kou, G. Markowsky and L. Berman, "A fast algorithm for Steiner trees", *Acta
   Informatica* 15 (1981), 141-145.
.. [6] Ticket to Ride Europe rules, destination tickets (``tickets.complete``); Ticket to Ride
   Deutschland rules, neighbouring countries (``de.countries``).
"""
from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from heapq import heapify, heappop, heappush
from operator import add

import networkx as nx

__all__ = ["steiner_tree", "steiner_forest", "steiner_tree_steps", "steiner_tree_approx"]

_INF = float("inf")


# --------------------------------------------------------------------------- helpers
def _cost_function(cost):
    """``cost(u, v, key, data)`` from an attribute name (missing counts 1), a callable or
    ``None`` (every edge costs 1)."""
    if callable(cost):
        return cost
    if cost is None:
        return lambda u, v, k, d: 1
    return lambda u, v, k, d: d.get(cost, 1)


def _distinct(nodes):
    """The nodes without repeats, in their first order."""
    out, seen = [], set()
    for n in nodes:
        if n not in seen:
            seen.add(n)
            out.append(n)
    return out


def _check(G, nodes):
    if G.is_directed():
        raise nx.NetworkXNotImplemented("not implemented for directed type")
    for n in nodes:
        if n not in G:
            raise nx.NodeNotFound(f"node {n!r} is not in the graph")


class _Board:
    """The usable part of ``G`` with integer nodes ``0 .. n-1`` (in the graph's node order).

    ``pick[(i, j)]`` (``i < j``) is ``(cost, position, (u, v, key))`` of the cheapest usable
    edge between the two nodes (the first in edge order on a tie); ``adj[i]`` lists
    ``(j, weight)`` in edge order, where ``weight = cost * big + 1`` encodes the pair
    ``(cost, 1 edge)`` exactly (``big`` exceeds every edge count that is ever compared).
    """

    def __init__(self, G, cost, no_through=(), pairs=0, encode=True):
        f = _cost_function(cost)
        self.nodes = list(G)
        self.index = {x: i for i, x in enumerate(self.nodes)}
        n = self.n = len(self.nodes)
        if G.is_multigraph():
            it = G.edges(keys=True, data=True)
        else:
            it = ((u, v, 0, d) for u, v, d in G.edges(data=True))
        pick: dict = {}
        for pos, (u, v, k, d) in enumerate(it):
            if u == v:
                continue  # a loop never helps to join anything
            c = f(u, v, k, d)
            if c is None:
                continue
            if c < 0:
                raise ValueError(f"negative cost {c!r} on edge {(u, v, k)!r}")
            i, j = self.index[u], self.index[v]
            ij = (i, j) if i < j else (j, i)
            if ij not in pick or c < pick[ij][0]:
                pick[ij] = (c, pos, (u, v, k))
        self.pick = pick
        index = self.index
        self.dead = [False] * n
        for x in no_through:
            if x in index:
                self.dead[index[x]] = True
        self.adj = [[] for _ in range(n)]
        if not encode:
            return
        # (cost, edges) as one exact number: trees have fewer than n edges, a merge sums two,
        # a forest at most ``pairs`` trees
        self.big = big = (n + 1) * (max(pairs, 2) + 1)
        exact = all(isinstance(c, int) for c, _, _ in pick.values())
        for (i, j), (c, _, _) in pick.items():
            w = (c if exact else Fraction(c)) * big + 1
            self.adj[i].append((j, w))
            self.adj[j].append((i, w))

    def triples(self, ids):
        """Edge ids ``(i, j)`` -> ``(cost, tuple of (u, v, key) in the graph's edge order)``."""
        chosen = sorted((self.pick[ij] for ij in set(ids)), key=lambda p: p[1])
        return sum(c for c, _, _ in chosen), tuple(e for _, _, e in chosen)


class _DreyfusWagner:
    """The table ``dp[S][v]`` for every non-empty subset ``S`` of ``terms[:-1]`` (bit ``i`` of
    ``S`` is ``terms[i]``), and the reconstruction of one optimal tree."""

    def __init__(self, board: _Board, terms: list):
        self.b = board
        self.terms = terms  # node indices, distinct, at least 2
        self.k = k = len(terms) - 1
        n, adj, dead = board.n, board.adj, board.dead
        thru = [() if dead[v] else adj[v] for v in range(n)]
        bit_of = {t: 1 << i for i, t in enumerate(terms[:k])}
        self.bit_of = bit_of
        dead_bits = [(v, bit_of.get(v, 0)) for v in range(n) if dead[v]]
        self.dead_bits = dead_bits
        dp: list = [None] * (1 << k)
        self.dp = dp
        for S in range(1, 1 << k):
            if S & (S - 1) == 0:  # a single terminal: its own shortest paths
                t = terms[S.bit_length() - 1]
                dist = [_INF] * n
                dist[t] = 0
                heap = []
                for v, w in adj[t]:  # also out of a no-through terminal
                    if w < dist[v]:
                        dist[v] = w
                        heap.append((w, v))
                heapify(heap)
            else:
                dist = self.merged(S)
                heap = [(d, v) for v, d in enumerate(dist) if d < _INF]
                heapify(heap)
            while heap:
                d, u = heappop(heap)
                if d > dist[u]:
                    continue
                for v, w in thru[u]:
                    nd = d + w
                    if nd < dist[v]:
                        dist[v] = nd
                        heappush(heap, (nd, v))
            dp[S] = dist

    def merged(self, S):
        """The merge step for ``S`` (two or more terminals): the best split at every node."""
        dp = self.dp
        low = S & -S
        rest = S ^ low
        dist = None
        x = rest
        while x:
            x = (x - 1) & rest
            cand = map(add, dp[low | x], dp[rest ^ x])
            dist = list(cand) if dist is None else list(map(min, dist, cand))
        for v, b in self.dead_bits:  # a no-through node only gets its own (empty) tree added
            dist[v] = dp[S ^ b][v] if S & b else _INF
        return dist

    def split_at(self, S, v, value):
        """``(S1, S2)``: a split of ``S`` allowed at ``v`` whose merge costs ``value``."""
        dp = self.dp
        if self.b.dead[v]:
            b = self.bit_of.get(v, 0)
            if S & b and S != b and dp[S ^ b][v] == value:
                return b, S ^ b
            return None
        low = S & -S
        rest = S ^ low
        x = rest
        while x:
            x = (x - 1) & rest
            if dp[low | x][v] + dp[rest ^ x][v] == value:
                return low | x, rest ^ x
        return None

    def tree_ids(self, S, v):
        """Edge ids ``(i, j)`` of one tree of cost ``dp[S][v]`` (which must be finite)."""
        dp, adj, dead, terms = self.dp, self.b.adj, self.b.dead, self.terms
        out = []
        stack = [(S, v)]
        while stack:
            S, v = stack.pop()
            value = dp[S][v]
            single = S & (S - 1) == 0
            if single and terms[S.bit_length() - 1] == v:
                continue
            source = terms[S.bit_length() - 1] if single else None
            for u, w in adj[v]:  # grow: the tree for (S, u) and the edge u - v
                if dead[u] and u != source:
                    continue
                if dp[S][u] + w == value:
                    out.append((u, v) if u < v else (v, u))
                    stack.append((S, u))
                    break
            else:  # merge: two trees joined at v
                split = self.split_at(S, v, value)
                assert split is not None, "inconsistent Dreyfus-Wagner table"
                stack.extend(((split[0], v), (split[1], v)))
        return out

    def tree_value(self, mask):
        """The value of a minimum tree for the terminals of ``mask`` (bits over all the terms,
        the last one included), rooted at its highest terminal; ``inf`` if there is none."""
        if mask & (mask - 1) == 0:
            return 0
        h = mask.bit_length() - 1
        return self.dp[mask ^ (1 << h)][self.terms[h]]

    def tree_edges(self, mask):
        """Edge ids of that tree (its value must be finite)."""
        if mask & (mask - 1) == 0:
            return []
        h = mask.bit_length() - 1
        return self.tree_ids(mask ^ (1 << h), self.terms[h])


def _bits(mask):
    i = 0
    while mask:
        if mask & 1:
            yield i
        mask >>= 1
        i += 1


# --------------------------------------------------------------------------- public
def steiner_tree(G, terminals, cost="length", no_through=()) -> tuple:
    """A minimum-cost tree of ``G`` that joins all the ``terminals`` (exact).

    Parameters
    ----------
    G : networkx.MultiGraph (or Graph)
        Undirected; parallel routes are parallel edges.
    terminals : iterable of nodes
        Repeats are ignored.
    cost : str, callable or None, default "length"
        The edge attribute with the cost (missing counts 1), or a function
        ``cost(u, v, key, data)`` returning a non-negative number, or ``None`` when the edge
        cannot be used (for a ``Graph`` the key is 0). ``None`` here counts 1 per edge.
    no_through : iterable of nodes, optional
        Nodes no path may pass through (``de.countries``): they may be terminals, but are
        leaves of the returned tree. Nodes not in ``G`` are ignored.

    Returns
    -------
    cost : int or float or None
        The minimum total cost (0 for fewer than two distinct terminals); ``None`` if the
        terminals cannot be joined.
    edges : tuple of (u, v, key)
        One minimum tree, in the graph's edge order, including its edges of cost 0; ``()``
        when ``cost`` is 0 for fewer than two terminals or ``None``. Among equally cheap trees
        one with the fewest edges; the same input always gives the same tree.

    Raises
    ------
    networkx.NodeNotFound
        If a terminal is not in ``G``.
    networkx.NetworkXNotImplemented
        If ``G`` is directed.
    ValueError
        If an edge has a negative cost.

    Notes
    -----
    Dreyfus-Wagner with a Dijkstra step, see the module notes. The time grows as ``3^(k-1)``
    for ``k`` terminals: ten terminals on the Europe board take a fraction of a second.

    Examples
    --------
    Three cities joined through a hub are cheaper than by the two direct routes:

    >>> import networkx as nx
    >>> G = nx.MultiGraph()
    >>> G.add_edges_from([("A", "B", 0, {"length": 4}), ("B", "C", 1, {"length": 4}),
    ...                   ("A", "H", 2, {"length": 2}), ("B", "H", 3, {"length": 2}),
    ...                   ("C", "H", 4, {"length": 2})])
    [0, 1, 2, 3, 4]
    >>> steiner_tree(G, ["A", "B", "C"])
    (6, (('A', 'H', 2), ('B', 'H', 3), ('C', 'H', 4)))

    A cost function: the player owns A-H (cost 0) and another player owns C-H (unusable):

    >>> def cost(u, v, key, data):
    ...     return 0 if key == 2 else None if key == 4 else data["length"]
    >>> steiner_tree(G, ["A", "B", "C"], cost)
    (6, (('A', 'H', 2), ('B', 'C', 1), ('B', 'H', 3)))

    A no-through node (a country) may be joined, but only as a leaf:

    >>> steiner_tree(G, ["A", "B", "C"], no_through=["H"])
    (8, (('A', 'B', 0), ('B', 'C', 1)))
    >>> steiner_tree(G, ["A", "H"], no_through=["H"])
    (2, (('A', 'H', 2),))
    >>> steiner_tree(G, ["A"]), steiner_tree(G, ["A", "B"], lambda u, v, k, d: None)
    ((0, ()), (None, ()))
    """
    terminals = _distinct(terminals)
    _check(G, terminals)
    if len(terminals) < 2:
        return 0, ()
    board = _Board(G, cost, no_through)
    dw = _DreyfusWagner(board, [board.index[t] for t in terminals])
    full = (1 << len(terminals)) - 1
    if dw.tree_value(full) == _INF:
        return None, ()
    return board.triples(dw.tree_edges(full))


def steiner_forest(G, pairs, cost="length", no_through=()) -> tuple:
    """A minimum-cost set of edges of ``G`` that joins every pair (exact).

    The pairs are split into groups, each joined by its own minimum Steiner tree; the best
    split is found by a dynamic program over the sets of pairs (see the module notes).

    Parameters
    ----------
    G : networkx.MultiGraph (or Graph)
    pairs : iterable of (a, b, ...)
        The tickets; further items (such as points) are ignored. A pair ``(a, a)`` is always
        joined (even when ``a`` is not in ``G``, as in :func:`connected_pairs`); repeated
        pairs, in either order, count once.
    cost : str, callable or None, default "length"
        As in :func:`steiner_tree`.
    no_through : iterable of nodes, optional
        Nodes no path may pass through (``de.countries``). A pair ``(a, d)`` with ``d`` such a
        node is joined when ``a`` reaches ``d`` without passing through any of them; two pairs
        ``(a, d)`` and ``(b, d)`` may reach ``d`` by different edges (``d`` may then have two
        returned edges, but no required connection passes through it).

    Returns
    -------
    cost : int or float or None
        The minimum total cost (0 if no pair needs joining); ``None`` if some pair cannot be
        joined.
    edges : tuple of (u, v, key)
        One minimum edge set, in the graph's edge order, including its edges of cost 0.
        Among equally cheap sets one with the fewest edges; deterministic.

    Raises
    ------
    networkx.NodeNotFound
        If a node of a pair ``(a, b)`` with ``a != b`` is not in ``G``.
    networkx.NetworkXNotImplemented, ValueError
        As in :func:`steiner_tree`.

    Notes
    -----
    One Dreyfus-Wagner table over all the distinct cities of the pairs, then ``3^p`` steps
    for ``p`` pairs: five tickets on the Europe board take a fraction of a second.

    Examples
    --------
    Two tickets far apart are joined separately; sharing the expensive middle route costs
    more:

    >>> import networkx as nx
    >>> G = nx.MultiGraph()
    >>> G.add_edges_from([("A", "B", 0, {"length": 1}), ("B", "C", 1, {"length": 5}),
    ...                   ("C", "D", 2, {"length": 1})])
    [0, 1, 2]
    >>> steiner_forest(G, [("A", "B", 10), ("C", "D", 7)])
    (2, (('A', 'B', 0), ('C', 'D', 2)))
    >>> steiner_forest(G, [("A", "D", 10), ("B", "C", 7), ("A", "A")])
    (7, (('A', 'B', 0), ('B', 'C', 1), ('C', 'D', 2)))

    Two tickets may end in the same country ``X`` by different routes, but a path may not
    pass through it:

    >>> H = nx.MultiGraph()
    >>> H.add_edges_from([("A", "X", 0, {"length": 1}), ("X", "B", 1, {"length": 1}),
    ...                   ("A", "B", 2, {"length": 6})])
    [0, 1, 2]
    >>> steiner_forest(H, [("A", "X"), ("B", "X")], no_through=["X"])
    (2, (('A', 'X', 0), ('X', 'B', 1)))
    >>> steiner_forest(H, [("A", "B")], no_through=["X"])
    (6, (('A', 'B', 2),))
    """
    todo, seen = [], set()
    for p in pairs:
        a, b = p[0], p[1]
        if a == b:
            continue
        _check(G, (a, b))
        key = frozenset((a, b))
        if key not in seen:
            seen.add(key)
            todo.append((a, b))
    if not todo:
        return 0, ()
    terminals = _distinct(x for ab in todo for x in ab)
    board = _Board(G, cost, no_through, pairs=len(todo))
    dw = _DreyfusWagner(board, [board.index[t] for t in terminals])
    bit = {t: 1 << i for i, t in enumerate(terminals)}
    p = len(todo)
    # terminal mask of every group of pairs
    tmask = [0] * (1 << p)
    for g in range(1, 1 << p):
        low = g & -g
        a, b = todo[low.bit_length() - 1]
        tmask[g] = tmask[g ^ low] | bit[a] | bit[b]
    tree_value: dict = {}

    def tree_of(mask):
        if mask not in tree_value:
            tree_value[mask] = dw.tree_value(mask)
        return tree_value[mask]

    F = [0] * (1 << p)
    choice = [0] * (1 << p)
    for T in range(1, 1 << p):
        low = T & -T
        rest = T ^ low
        best, best_g = _INF, 0
        x = rest
        while True:  # groups: the first pair of T with every subset x of the rest
            g = low | x
            tv = tree_of(tmask[g])
            if tv < _INF:
                val = tv + F[T ^ g]
                if val < best:
                    best, best_g = val, g
            if x == 0:
                break
            x = (x - 1) & rest
        F[T] = best
        choice[T] = best_g
    T = (1 << p) - 1
    if F[T] == _INF:
        return None, ()
    ids = []
    while T:
        g = choice[T]
        ids.extend(dw.tree_edges(tmask[g]))
        T ^= g
    return board.triples(ids)


def steiner_tree_steps(G, terminals, cost="length", no_through=()) -> Iterator[dict]:
    """The steps of the exact search of :func:`steiner_tree`, for replaying on a board.

    The search builds the cheapest tree for every set of terminals, from single cities up,
    each from the trees of smaller sets. Arguments and errors are those of
    :func:`steiner_tree`; the arguments are checked at the call, before the first step.

    Yields
    ------
    dict
        ``{"phase": ..., "subset": [terminals], "node": v, "cost": c, "edges": (...),
        "why": "..."}``, where ``edges`` are ``(u, v, key)`` triples in the graph's edge order
        and ``cost`` their total (``None`` and ``()`` when the subset cannot be joined).
        Phases, in order:

        - ``"grow"`` for a single terminal ``v`` (the start: cheapest paths from ``v`` are
          known, cost 0, no edges);
        - for every larger subset of all terminals but the last, by increasing size:
          ``"merge"``, the cheapest way to join two trees of smaller subsets at one node
          ``node``, preferably a branching point outside the subset (with ``"split"``, the two
          subsets), then ``"grow"``, the cheapest tree for the subset once trees may also be
          extended by paths (``node`` is its first terminal);
        - ``"grow"`` for all the terminals: the tree for all but the last one, extended to the
          last one ``node``;
        - ``"done"``: ``cost`` and ``edges`` are exactly those :func:`steiner_tree` returns.

        With fewer than two distinct terminals there is only the ``"done"`` step. There are
        about ``2^k`` steps for ``k`` terminals.

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph()
    >>> G.add_edges_from([("A", "H", 0, {"length": 2}), ("B", "H", 1, {"length": 2}),
    ...                   ("C", "H", 2, {"length": 2}), ("A", "B", 3, {"length": 3})])
    [0, 1, 2, 3]
    >>> for s in steiner_tree_steps(G, ["A", "B", "C"]):
    ...     print(s["phase"], s["subset"], s["node"], s["cost"])
    grow ['A'] A 0
    grow ['B'] B 0
    merge ['A', 'B'] H 4
    grow ['A', 'B'] A 3
    grow ['A', 'B', 'C'] C 6
    done ['A', 'B', 'C'] C 6
    >>> s["edges"] == steiner_tree(G, ["A", "B", "C"])[1]
    True
    """
    terminals = _distinct(terminals)
    _check(G, terminals)
    board = _Board(G, cost, no_through) if len(terminals) > 1 else None
    return _steps(G, board, terminals)


def _steps(G, board, terminals):
    def label(x):  # the "why" texts name cities by their "name" attribute when they have one
        return str(G.nodes[x].get("name", x))

    if board is None:
        yield {"phase": "done", "subset": list(terminals),
               "node": terminals[0] if terminals else None, "cost": 0, "edges": (),
               "why": "Fewer than two cities: nothing to join."}
        return
    nodes = board.nodes
    dw = _DreyfusWagner(board, [board.index[t] for t in terminals])
    countries = any(board.dead)

    def names(mask):
        return [terminals[i] for i in _bits(mask)]

    def text(mask):
        return ", ".join(label(x) for x in names(mask))

    for S in sorted(range(1, 1 << dw.k), key=lambda m: (bin(m).count("1"), m)):
        if S & (S - 1) == 0:
            t = terminals[S.bit_length() - 1]
            yield {"phase": "grow", "subset": [t], "node": t, "cost": 0, "edges": (),
                   "why": f"Start at {label(t)}: the cheapest path from {label(t)} to every "
                          f"city is found"
                          + (" (it may end in a country but not pass through one)."
                             if countries else ".")}
            continue
        merged = dw.merged(S)
        inside = {dw.terms[i] for i in _bits(S)}
        # a branching point outside the subset (at a terminal of S the best merge is that
        # terminal plus the tree of the others); the first node on a tie
        outside = [i for i in range(board.n) if i not in inside and merged[i] < _INF]
        v = min(outside or range(board.n), key=merged.__getitem__)
        if merged[v] == _INF:
            yield {"phase": "merge", "subset": names(S), "node": None, "split": None,
                   "cost": None, "edges": (), "why": f"{text(S)} cannot be joined."}
        else:
            S1, S2 = dw.split_at(S, v, merged[v])
            ids1, ids2 = dw.tree_ids(S1, v), dw.tree_ids(S2, v)
            c, edges = board.triples(ids1 + ids2)
            c1, c2 = board.triples(ids1)[0], board.triples(ids2)[0]
            yield {"phase": "merge", "subset": names(S), "node": nodes[v],
                   "split": [names(S1), names(S2)], "cost": c, "edges": edges,
                   "why": f"The cheapest tree for {text(S1)} and the cheapest for {text(S2)} "
                          f"that both reach {label(nodes[v])} meet there: "
                          f"{c1} + {c2} = {c}."}
        t = dw.terms[(S & -S).bit_length() - 1]
        if dw.dp[S][t] == _INF:
            yield {"phase": "grow", "subset": names(S), "node": nodes[t], "cost": None,
                   "edges": (), "why": f"{text(S)} cannot be joined."}
        else:
            c, edges = board.triples(dw.tree_ids(S, t))
            yield {"phase": "grow", "subset": names(S), "node": nodes[t], "cost": c,
                   "edges": edges,
                   "why": f"Such trees, also extended by cheapest paths, give the cheapest "
                          f"tree joining {text(S)}: {c}."}
    full = (1 << len(terminals)) - 1
    last = terminals[-1]
    if dw.tree_value(full) == _INF:
        c, edges = None, ()
        why = f"{text(full)} cannot be joined."
    else:
        c, edges = board.triples(dw.tree_edges(full))
        why = (f"The cheapest tree for the others that also reaches {label(last)} joins "
               f"{text(full)}: {c}.")
    yield {"phase": "grow", "subset": list(terminals), "node": last, "cost": c,
           "edges": edges, "why": why}
    yield {"phase": "done", "subset": list(terminals), "node": last, "cost": c,
           "edges": edges,
           "why": "The minimum Steiner tree." if c is not None else "No tree joins them all."}


def steiner_tree_approx(G, terminals, cost="length", no_through=()) -> tuple:
    """A tree joining the ``terminals`` that costs at most twice the minimum (Kou et al.).

    The classic 2-approximation [5]_, for comparison with :func:`steiner_tree`: a minimum
    spanning tree of the terminals with shortest-path distances, expanded into the paths, a
    minimum spanning tree of those edges, and non-terminal leaves pruned. It wraps
    ``networkx.algorithms.approximation.steiner_tree(method="kou")`` on a simple graph of the
    usable edges with their costs (integer nodes, so the result is deterministic).

    Parameters
    ----------
    G, terminals, cost
        As in :func:`steiner_tree`.
    no_through : iterable of nodes, optional
        Not supported: must be empty.

    Returns
    -------
    cost : int or float or None
        The cost of the tree (at most ``2 - 2/l`` times the minimum, ``l`` the number of its
        leaves); 0 for fewer than two terminals, ``None`` if they cannot be joined.
    edges : tuple of (u, v, key)
        In the graph's edge order.

    Raises
    ------
    ValueError
        If ``no_through`` is not empty, or a cost is negative.
    networkx.NodeNotFound
        If a terminal is not in ``G``.

    Examples
    --------
    The approximation joins A, B and C by two direct routes; the hub H is cheaper:

    >>> import networkx as nx
    >>> G = nx.MultiGraph()
    >>> G.add_edges_from([("A", "B", 0, {"length": 5}), ("B", "C", 1, {"length": 5}),
    ...                   ("A", "C", 2, {"length": 5}), ("A", "H", 3, {"length": 3}),
    ...                   ("B", "H", 4, {"length": 3}), ("C", "H", 5, {"length": 3})])
    [0, 1, 2, 3, 4, 5]
    >>> steiner_tree_approx(G, ["A", "B", "C"])
    (10, (('A', 'B', 0), ('A', 'C', 2)))
    >>> steiner_tree(G, ["A", "B", "C"])
    (9, (('A', 'H', 3), ('B', 'H', 4), ('C', 'H', 5)))
    """
    if set(no_through):
        raise ValueError("steiner_tree_approx does not support no_through nodes; "
                         "use steiner_tree")
    terminals = _distinct(terminals)
    _check(G, terminals)
    if len(terminals) < 2:
        return 0, ()
    board = _Board(G, cost, encode=False)
    H = nx.Graph()
    H.add_nodes_from(range(board.n))
    for (i, j), (c, _, _) in board.pick.items():
        H.add_edge(i, j, weight=c)
    terms = [board.index[t] for t in terminals]
    comp = nx.node_connected_component(H, terms[0])
    if any(t not in comp for t in terms):
        return None, ()
    H = H.subgraph(sorted(comp)).copy()  # networkx's Kou needs a connected graph
    T = nx.algorithms.approximation.steiner_tree(H, terms, weight="weight", method="kou")
    return board.triples((i, j) if i < j else (j, i) for i, j in T.edges())
