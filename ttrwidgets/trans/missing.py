"""Networks and "fewest rails still needed" (``trans.connected``, ``trans.shared-network``,
``trans.score-round``).

:func:`components` labels every intersection with its network (the connected pieces of the rails
laid; an intersection without rails is a network of its own). :func:`missing_rails` is the exact
minimum Steiner tree of ``trans.score-round``: terminals are the player's network (as one node)
and their cities not yet in it; rails already laid cost 0, free lines cost 1 (a double line 2,
unless a special card makes its kind single).

Method, fast enough for every move of the app (measured in ``tools/bench_graphs.py``):

1. *Contract* every network to one node: laid rails cost 0, so a network is one point of the
   grid. A city in another player's network becomes that network's node.
2. *Prune* (a standard reduction): one Dijkstra search from each terminal gives the distances
   ``d_i``; an upper bound ``U`` is the minimum spanning tree of the terminals' distances (the
   tree of shortest paths it stands for costs at most ``U``). A node ``v`` of a tree of cost at
   most ``U`` lies on the tree path between two terminals, so ``d_i(v) + d_j(v) <= U`` for the
   two nearest terminals ``i, j`` of ``v``; every other node is dropped.
3. The exact Dreyfus-Wagner search of :func:`ttrwidgets.graphs.steiner.steiner_tree` (which
   already needs only ``2^(k-1)`` terminal subsets) on what remains.

>>> from ttrwidgets.trans.board import load_board
>>> b = load_board("trans_europa")
>>> paris, berlin = b.cities[b.city_index("Paris")].node, b.cities[b.city_index("Berlin")].node
>>> missing_rails(b, (), paris, [b.city_index("Paris"), b.city_index("Berlin")])[0]
5
"""
from __future__ import annotations

import functools
from heapq import heappop, heappush
from operator import add

import networkx as nx

from ..graphs.steiner import steiner_tree
from .specials import card

__all__ = ["components", "line_costs", "missing_rails", "missing_rails_reference", "nearest_first",
           "network_of"]

_INF = float("inf")


@functools.lru_cache(maxsize=8192)
def _components(board, rails: frozenset) -> tuple:
    parent = list(range(len(board.nodes)))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x
    lines = board.lines
    for r in rails:
        a, b = find(lines[r].a), find(lines[r].b)
        if a != b:
            parent[max(a, b)] = min(a, b)
    return tuple(find(v) for v in range(len(parent)))


def components(board, rails) -> tuple:
    """Per node, the smallest node index of its network (rails ``rails``: line indices)."""
    return _components(board, frozenset(rails))


def network_of(board, rails, node: int) -> frozenset:
    """The nodes of the network that contains ``node``."""
    comp = components(board, rails)
    c = comp[node]
    return frozenset(v for v, x in enumerate(comp) if x == c)


@functools.lru_cache(maxsize=64)
def line_costs(board, special=None) -> tuple:
    """Per line, the rails it takes this round: 1 plain, 2 double, 1 for a double line whose
    kind a special card makes single (cards 4 and 5)."""
    c = card(special)
    single = c.single_kinds if c is not None else ()
    return tuple(1 if ln.cost == 1 or ln.kind in single else 2 for ln in board.lines)


@functools.lru_cache(maxsize=2048)
def _contracted(board, rails: frozenset, special) -> tuple:
    """The grid with every network contracted to one node, numbered ``0 .. n-1``:
    ``(comp, index of a comp root, adjacency: per node ((other, cost, line), ...))``."""
    comp = _components(board, rails)
    costs = line_costs(board, special)
    roots = sorted(set(comp))
    index = {r: i for i, r in enumerate(roots)}
    adj = [[] for _ in roots]
    for ln in board.lines:
        if ln.index in rails:
            continue
        a, b = index[comp[ln.a]], index[comp[ln.b]]
        if a == b:
            continue
        c = costs[ln.index]
        adj[a].append((b, c, ln.index))
        adj[b].append((a, c, ln.index))
    return comp, index, tuple(tuple(x) for x in adj)


def _dial(adj, start: list, limit: int, rest=None) -> list:
    """Shortest distances (small whole costs) from the start distances, by buckets (Dial);
    nothing beyond ``limit``; with ``rest`` (a lower bound of what a node still needs) a node
    is only reached when ``distance + rest <= limit``."""
    dist = list(start)
    buckets = [[] for _ in range(limit + 1)]
    for v, d in enumerate(dist):
        if d <= limit:
            buckets[d].append(v)
    for d in range(limit + 1):
        for u in buckets[d]:
            if dist[u] != d:
                continue
            for v, c, _ in adj[u]:
                nd = d + c
                if nd < dist[v] and nd <= limit and (rest is None or nd + rest[v] <= limit):
                    dist[v] = nd
                    buckets[nd].append(v)
    return dist


def _exact(adj, terms: list, n: int) -> tuple:
    """Dreyfus-Wagner over the contracted grid with whole costs: ``(cost, line indices)``.

    Only subsets of ``terms[:-1]`` are built (the last terminal is the root). Every table entry
    that cannot be part of a tree of cost at most ``upper`` (a spanning tree of the terminals'
    distances) is dropped: a tree for ``S`` at ``v`` still has to reach every terminal outside
    ``S`` from ``v``, so it needs ``dp[S][v] + max_t d_t(v) <= upper``.
    """
    INF = _BIG
    k = len(terms)
    big = 4 * n + 8
    d = [_dial(adj, [0 if v == t else INF for v in range(n)], big) for t in terms]
    upper = _mst(d, terms)
    if upper is None:
        return None, ()
    upper = min(upper, _grown(adj, terms, n, upper))
    m = k - 1
    dp: list = [None] * (1 << m)
    full = (1 << m) - 1
    # a tree joining v with terminals a and b costs at least half the way round the
    # triangle: (d_a(v) + d_b(v) + d(a, b)) / 2
    tri = {}
    for a in range(k):
        for b in range(a + 1, k):
            dab = d[a][terms[b]]
            tri[a, b] = [(x + y + dab + 1) >> 1 for x, y in zip(d[a], d[b])]
    for S in range(1, 1 << m):
        out = [i for i in range(k) if not (i < m and S >> i & 1)]
        bounds = [d[i] for i in out] + [tri[a, b] for j, a in enumerate(out) for b in out[j + 1:]]
        rest = list(map(max, *bounds)) if len(bounds) > 1 else bounds[0]
        if S & (S - 1) == 0:
            start = d[S.bit_length() - 1]
        else:
            low = S & -S
            rem = S ^ low
            start = None
            x = rem
            while x:
                x = (x - 1) & rem
                cand = map(add, dp[low | x], dp[rem ^ x])
                start = list(cand) if start is None else list(map(min, start, cand))
        start = [a if a + r <= upper else INF for a, r in zip(start, rest)]
        dp[S] = _dial(adj, start, upper, rest)
    root = terms[-1]
    value = dp[full][root]
    if value > upper:  # pragma: no cover - the bound is the cost of a real tree
        return None, ()
    lines = []
    stack = [(full, root)]
    while stack:
        S, v = stack.pop()
        val = dp[S][v]
        if S & (S - 1) == 0 and terms[S.bit_length() - 1] == v:
            continue
        for u, c, line in adj[v]:
            if dp[S][u] + c == val:
                lines.append(line)
                stack.append((S, u))
                break
        else:
            low = S & -S
            rem = S ^ low
            x = rem
            while x:
                x = (x - 1) & rem
                if dp[low | x][v] + dp[rem ^ x][v] == val:
                    stack.extend(((low | x, v), (rem ^ x, v)))
                    break
            else:  # pragma: no cover
                raise AssertionError("inconsistent Dreyfus-Wagner table")
    return value, tuple(sorted(set(lines)))


_BIG = 1 << 20


def _grown(adj, terms: list, n: int, limit: int) -> int:
    """The cost of the shortest-path heuristic's tree (an upper bound): from the last terminal,
    join the nearest terminal not yet joined by a cheapest path, and again."""
    inside = [False] * n
    inside[terms[-1]] = True
    todo = set(terms[:-1])
    total = 0
    while todo:
        dist = [0 if inside[v] else _BIG for v in range(n)]
        parent = [-1] * n
        buckets = [[] for _ in range(limit + 1)]
        buckets[0] = [v for v in range(n) if inside[v]]
        found = -1
        for d in range(limit + 1):
            for u in buckets[d]:
                if dist[u] != d:
                    continue
                if u in todo:
                    found = u
                    break
                for v, c, _ in adj[u]:
                    nd = d + c
                    if nd < dist[v] and nd <= limit:
                        dist[v] = nd
                        parent[v] = u
                        buckets[nd].append(v)
            if found >= 0:
                break
        if found < 0:
            return limit
        total += dist[found]
        todo.discard(found)
        v = found
        while v >= 0 and not inside[v]:
            inside[v] = True
            todo.discard(v)
            v = parent[v]
    return total


def _mst(d, terms):
    """The weight of a minimum spanning tree of the terminals' distances (Prim), or None."""
    k = len(terms)
    best = {j: d[0][terms[j]] for j in range(1, k)}
    total = 0
    while best:
        j = min(best, key=best.get)
        if best[j] >= _BIG:
            return None
        total += best.pop(j)
        for i in best:
            x = d[j][terms[i]]
            if x < best[i]:
                best[i] = x
    return total


def missing_rails(board, rails, marker: int, cities, special=None) -> tuple:
    """The fewest rails a player still needs, and one optimal set of free lines.

    Parameters
    ----------
    board : GridBoard
    rails : iterable of int
        The lines with rails (all players'), which cost 0.
    marker : int
        The node of the player's start marker: their network is the one containing it.
    cities : iterable of int
        The player's city indices.
    special : int or None
        The special card in force (4 and 5 make double lines of a kind single).

    Returns
    -------
    (int, tuple of int)
        The count (0 if every city is already in the network) and the free line indices of
        one minimum tree, sorted. ``(None, ())`` if the cities cannot be joined (not on these
        boards, whose grids are connected).
    """
    rails = frozenset(rails)
    comp, index, adj = _contracted(board, rails, special)
    root = index[comp[marker]]
    terms = []
    for c in cities:
        t = index[comp[board.cities[c].node]]
        if t != root and t not in terms:
            terms.append(t)
    if not terms:
        return 0, ()
    return _exact(adj, terms + [root], len(adj))


def missing_rails_reference(board, rails, marker: int, cities, special=None) -> tuple:
    """:func:`missing_rails` by :func:`ttrwidgets.graphs.steiner.steiner_tree` on the contracted
    grid (slower; the tests compare the two)."""
    rails = frozenset(rails)
    comp, index, adj = _contracted(board, rails, special)
    root = index[comp[marker]]
    terms = [root]
    for c in cities:
        t = index[comp[board.cities[c].node]]
        if t not in terms:
            terms.append(t)
    if len(terms) < 2:
        return 0, ()
    G = nx.MultiGraph()
    G.add_nodes_from(range(len(adj)))
    for u, edges in enumerate(adj):
        for v, c, line in edges:
            if u < v:
                G.add_edge(u, v, key=line, cost=c)
    cost, edges = steiner_tree(G, terms, cost="cost")
    if cost is None:
        return None, ()
    return cost, tuple(sorted(k for _, _, k in edges))


def nearest_first(board, rails, marker: int, cities, special=None) -> tuple:
    """The shortest-path heuristic, *not* exact (for teaching and for rating puzzles): from the
    player's network join the nearest city not yet joined by a cheapest path, take that path
    into the tree, and repeat until every city is joined. Ties go to the smaller network index.

    Returns ``(count, lines)`` like :func:`missing_rails`; the count is never below the exact
    one, and on these boards often equal to it.

    >>> from ttrwidgets.trans.board import load_board
    >>> b = load_board("trans_europa")
    >>> cs = [b.city_index(n) for n in ("Paris", "Berlin", "Roma")]
    >>> nearest_first(b, (), b.cities[cs[0]].node, cs)[0] >= missing_rails(
    ...     b, (), b.cities[cs[0]].node, cs)[0]
    True
    """
    rails = frozenset(rails)
    comp, index, adj = _contracted(board, rails, special)
    root = index[comp[marker]]
    left = {index[comp[board.cities[c].node]] for c in cities} - {root}
    tree, total, lines = {root}, 0, []
    while left:
        dist = {v: 0 for v in tree}
        heap = [(0, v) for v in tree]
        prev: dict = {}
        while heap:
            du, u = heappop(heap)
            if du > dist[u]:
                continue
            for v, c, line in adj[u]:
                if du + c < dist.get(v, _INF):
                    dist[v] = du + c
                    prev[v] = (u, line)
                    heappush(heap, (du + c, v))
        reach = [x for x in left if x in dist]
        if not reach:
            return None, ()
        t = min(reach, key=lambda x: (dist[x], x))
        total += dist[t]
        while t not in tree:
            tree.add(t)
            left.discard(t)
            t, line = prev[t]
            lines.append(line)
    return total, tuple(sorted(lines))
