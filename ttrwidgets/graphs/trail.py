"""Longest trail of a multigraph (``score.longest-path``, the European Express).

A *trail* is a walk that uses every edge at most once; nodes may repeat, so a trail may run round
loops. The longest trail is NP-hard in general, but the networks one player builds in a game are
small, and an exact search with a few sound reductions is fast:

1. Each connected component is solved on its own (a trail never leaves its component).
2. A component whose nodes all have even degree has an Euler circuit, and one with exactly two
   odd-degree nodes an Euler trail: the answer is the whole component [1]_.
3. Otherwise (four or more odd nodes) a longest trail starts and ends at two distinct odd-degree
   nodes: with non-negative weights an unused edge at an even end could be added to the trail,
   and a closed trail that is not the whole component could be rotated and extended.
4. So no even node of degree two is an end, and its two edges are used together or not at all:
   such chains are contracted into single weighted edges before the search.
5. The search is an exact depth-first branch and bound over states (node, set of used edges)
   with a table of exact values and upper bounds (as in alpha-beta search). The set is reduced
   to the edges still *reachable* from the node: edges behind a crossed bridge can never be
   used again, so two states that differ only there are the same.
6. The bound: the edges a trail never walks form a *T-join* (their odd-degree nodes are the
   odd nodes of the unused edges, give or take the two ends), so they weigh at least a
   minimum-weight perfect matching of T by shortest distances [2]_, and they are at least
   ``|T| / 2`` edges. Matchings are memoised over node sets, so a bound is a table look-up.
   (The matching is exact up to 11 odd nodes, then relaxed to nearest neighbours, and only
   used in components of up to 32 nodes after contraction.)
7. Starts are the odd nodes but the last, tried by decreasing bound; the search stops when no
   start left can beat the best trail found.

References
----------
.. [1] C. Hierholzer, "Ueber die Möglichkeit, einen Linienzug ohne Wiederholung und ohne
   Unterbrechung zu umfahren", *Mathematische Annalen* 6 (1873), 30-32.
.. [2] J. Edmonds and E. L. Johnson, "Matching, Euler tours and the Chinese postman",
   *Mathematical Programming* 5 (1973), 88-124 (T-joins and matchings).
.. [3] Ticket to Ride Europe rules, European Express bonus (``score.longest-path``).
"""
from __future__ import annotations

from collections.abc import Iterator

import networkx as nx

__all__ = ["longest_trail", "longest_trail_length", "longest_trail_steps", "longest_trail_of_edges",
           "multigraph_edge_order"]

#: The matching bound is used in components of at most this many nodes (after contraction) ...
_MATCH_NODES = 32
#: ... exactly for at most this many odd nodes, else a nearest-neighbour relaxation.
_MATCH_ODD = 11


# --------------------------------------------------------------------------- helpers
def _edge_list(G, weight):
    """``[(u, v, key, w)]`` in the graph's edge order, checking the weights."""
    if G.is_directed():
        raise nx.NetworkXNotImplemented("not implemented for directed type")
    if G.is_multigraph():
        it = G.edges(keys=True, data=True)
    else:
        it = ((u, v, 0, d) for u, v, d in G.edges(data=True))
    out = []
    for u, v, k, d in it:
        w = 1 if weight is None else d.get(weight, 1)
        if w < 0:
            raise ValueError(f"negative weight {w!r} on edge {(u, v, k)!r}: the longest trail "
                             "needs non-negative weights")
        out.append((u, v, k, w))
    return out


def _components(edges):
    """Group edge indices by connected component, in order of first appearance.

    Returns a list of ``(nodes, edge_ids)`` with both lists in first-appearance order.
    """
    parent: dict = {}

    def find(x):
        root = x
        while parent.get(root, root) != root:
            root = parent[root]
        while x != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    for u, v, _, _ in edges:
        parent.setdefault(u, u)
        parent.setdefault(v, v)
        ru, rv = find(u), find(v)
        if ru != rv:
            parent[rv] = ru
    groups: dict = {}
    for i, (u, v, _, _) in enumerate(edges):
        r = find(u)
        if r not in groups:
            groups[r] = ([], [], set())
        nodes, ids, seen = groups[r]
        for x in (u, v):
            if x not in seen:
                seen.add(x)
                nodes.append(x)
        ids.append(i)
    return [(nodes, ids) for nodes, ids, _ in groups.values()]


class _Multi:
    """A tiny working multigraph: edges ``(u, v, w, chain)``; ``chain`` is the tuple of original
    ``(u, v, key)`` triples walked from ``u`` to ``v`` (more than one after contraction)."""

    def __init__(self, nodes, edges):
        self.edges = list(edges)
        self.adj = {n: [] for n in nodes}
        for i, (u, v, _, _) in enumerate(self.edges):
            self.adj[u].append(i)
            self.adj[v].append(i)  # a loop appears twice, as it adds 2 to the degree

    def degree(self, n):
        return len(self.adj[n])

    def walk(self, i, frm):
        """Edge ``i`` walked from ``frm``: ``(to, chain in walking order)``."""
        return _walk_from(self.edges[i], frm)


def _euler(g: _Multi, start):
    """Hierholzer: an Euler trail/circuit of ``g`` from ``start`` as original triples."""
    used = [False] * len(g.edges)
    ptr = {n: 0 for n in g.adj}
    stack = [(start, None)]
    out = []
    while stack:
        node, arrived = stack[-1]
        lst = g.adj[node]
        i = ptr[node]
        while i < len(lst) and used[lst[i]]:
            i += 1
        ptr[node] = i
        if i == len(lst):
            stack.pop()
            if arrived is not None:
                out.append(arrived)
        else:
            e = lst[i]
            used[e] = True
            to, chain = g.walk(e, node)
            stack.append((to, chain))
    trail = []
    for chain in reversed(out):
        trail.extend(chain)
    return trail


def _contract(g: _Multi, order):
    """Contract even nodes of degree 2 (not loops) into single edges. Returns a new _Multi."""
    edges = {i: e for i, e in enumerate(g.edges)}
    adj = {n: list(lst) for n, lst in g.adj.items()}
    nxt = len(g.edges)
    for x in order:
        lst = adj[x]
        if len(lst) != 2 or lst[0] == lst[1]:
            continue
        e1, e2 = lst
        a, c1 = _walk_to(edges[e1], x)   # a --c1--> x
        b, c2 = _walk_from(edges[e2], x)  # x --c2--> b
        w = edges[e1][2] + edges[e2][2]
        del edges[e1], edges[e2]
        edges[nxt] = (a, b, w, c1 + c2)
        del adj[x]
        adj[a] = [nxt if i in (e1, e2) else i for i in adj[a]]
        if b != a:
            adj[b] = [nxt if i in (e1, e2) else i for i in adj[b]]
        elif adj[a].count(nxt) == 1:  # a loop must appear twice
            adj[a].append(nxt)
        nxt += 1
    nodes = [n for n in order if n in adj]
    ids = sorted(edges)
    return _Multi(nodes, [edges[i] for i in ids])


def _walk_from(edge, frm):
    u, v, _, chain = edge
    if frm == u:
        return v, chain
    return u, tuple((b, a, k) for a, b, k in reversed(chain))


def _walk_to(edge, to):
    """``(other end, chain walked from the other end to ``to``)``."""
    u, v, _, chain = edge
    if to == v:
        return u, chain
    return v, tuple((b, a, k) for a, b, k in reversed(chain))


def _search(g: _Multi, nodes, odd, total):
    """Exact longest trail of a connected component with >= 4 odd nodes.

    A depth-first branch and bound over states ``(node, used edges)`` with a transposition
    table. ``f(state)`` is the weight of the longest trail that continues from ``node`` over
    unused edges. A state is searched with a threshold ``thr`` (only values above ``thr``
    matter): the search returns ``f`` exactly when ``f > thr``, else an upper bound ``<= thr``.
    The table keeps exact values and upper bounds; a bound is only reused to cut.

    * Bound (see the module docstring): the unused weight minus what the never-walked edges
      must weigh (a T-join: at least a matching by distance, and at least |T| / 2 edges).
    * A child that survives the bound over all unused edges is bounded again over the unused
      edges it can still reach, and its state is made canonical by marking the unreachable
      edges used (they can never be walked again, e.g. behind a crossed bridge).
    * Heavier edges are tried first, so that good trails are found early.

    Returns ``(length, start node, [(edge id, index of the node it is walked from)])``.
    """
    index = {n: i for i, n in enumerate(nodes)}
    # adjacency: (bit, other node index, weight, edge id, parity flip); a loop once
    adj = []
    for n in nodes:
        row, seen = [], set()
        for e in g.adj[n]:
            if e in seen:
                continue
            seen.add(e)
            u, v, w, _ = g.edges[e]
            flip = 0 if u == v else (1 << index[u]) | (1 << index[v])
            row.append((1 << e, index[v if u == n else u], w, e, flip))
        row.sort(key=lambda r: -r[2])  # stable: heavier first, then graph order
        adj.append(row)
    inc = [0] * len(nodes)
    ends = []
    for e, (u, v, w, _) in enumerate(g.edges):
        inc[index[u]] |= 1 << e
        inc[index[v]] |= 1 << e
        ends.append((index[u], index[v], w))
    full = (1 << len(g.edges)) - 1
    weights = sorted(e[2] for e in g.edges)
    lightest = [0]  # lightest[j] = sum of the j lightest weights
    for w in weights:
        lightest.append(lightest[-1] + w)
    odd_mask = 0
    for n in odd:
        odd_mask |= 1 << index[n]

    # Shortest distances in the whole component (Floyd-Warshall), for the matching bound; only
    # for small components (the bound then costs a table look-up per state).
    n = len(nodes)
    inf = float("inf")
    use_matching = n <= _MATCH_NODES
    dist = []
    if use_matching:
        dist = [[inf] * n for _ in range(n)]
        for i in range(n):
            dist[i][i] = 0
        for u, v, w in ends:
            if w < dist[u][v]:
                dist[u][v] = dist[v][u] = w
        for k in range(n):
            dk = dist[k]
            for i in range(n):
                di = dist[i]
                dik = di[k]
                if dik == inf:
                    continue
                for j in range(n):
                    if dik + dk[j] < di[j]:
                        di[j] = dik + dk[j]

    pair_cost = {0: 0}   # node mask (even size) -> min perfect matching by distance
    spare_cost = {}      # node mask (odd size) -> the same, one node left out (the best one)
    near_cost = {}       # node mask -> half the sum of distances to the nearest other node

    def matching(x):
        c = pair_cost.get(x)
        if c is None:
            low = x & -x
            i = low.bit_length() - 1
            rest = x ^ low
            c = inf
            r = rest
            while r:
                lb = r & -r
                r ^= lb
                cc = dist[i][lb.bit_length() - 1] + matching(rest ^ lb)
                if cc < c:
                    c = cc
            pair_cost[x] = c
        return c

    def spare(x):
        c = spare_cost.get(x)
        if c is None:
            low = x & -x
            i = low.bit_length() - 1
            rest = x ^ low
            c = matching(rest)  # i is the one left out
            r = rest
            while r:
                lb = r & -r
                r ^= lb
                cc = dist[i][lb.bit_length() - 1] + spare(rest ^ lb)
                if cc < c:
                    c = cc
            spare_cost[x] = c
        return c

    def near(x):
        """A lower bound of ``spare(x)`` in O(|x|^2): in a matching of all but one node of x,
        every matched node pays at least half its distance to the nearest other node of x;
        the node left out is the one with the largest such distance."""
        c = near_cost.get(x)
        if c is None:
            idx = [i for i in range(n) if x >> i & 1]
            nn = []
            for i in idx:
                di = dist[i]
                nn.append(min(di[j] for j in idx if j != i))
            c = (sum(nn) - max(nn)) / 2
            near_cost[x] = c
        return c

    def bound(node, rem, oddm):
        """Upper bound of the trail from ``node`` when the unused edges weigh ``rem`` and have
        odd degree at ``oddm``: the never-walked edges form a T-join for
        T = oddm ^ {node} ^ {end}, so they are at least |T| / 2 edges and (small components)
        weigh at least the cheapest matching of T by shortest distances."""
        x = oddm ^ (1 << node)
        k = x.bit_count()
        pen = lightest[(k - 1) >> 1]
        if use_matching and k > 1:
            m = spare(x) if k <= _MATCH_ODD else near(x)
            if m > pen:
                pen = m
        return rem - pen

    def reach(node, used):
        """(unused edges reachable from node, their nodes, their weight)."""
        free = full & ~used
        seen = 1 << node
        stack = [node]
        got = 0
        rw = 0
        while stack:
            x = stack.pop()
            new = inc[x] & free & ~got
            got |= new
            while new:
                low = new & -new
                new ^= low
                a, b, w = ends[low.bit_length() - 1]
                rw += w
                z = b if a == x else a
                if not seen >> z & 1:
                    seen |= 1 << z
                    stack.append(z)
        return got, seen, rw

    def canonical(y, nu):
        """The state (y, nu) with the unreachable unused edges marked used:
        ``(used mask, unused weight, mask of the nodes still reachable)``."""
        got, seen, rw = reach(y, nu)
        return full & ~got, rw, seen

    exact: dict = {}   # (node, used) -> f
    upper: dict = {}   # (node, used) -> an upper bound of f

    def solve(start, thr):
        """f(start, nothing used) if > thr, else an upper bound <= thr (iterative)."""
        # frame: [node, used, rem, oddm, thr, next adjacency position, best, ub, pending w]
        stack = [[start, 0, total, odd_mask, thr, 0, 0, -1, None]]
        ret = None
        while stack:
            fr = stack[-1]
            node, used, rem, oddm, t, i, best, ub, pend = fr
            if pend is not None:  # a child has returned ``ret``
                if pend + ret > (t if t > best else best):
                    best = pend + ret
                elif pend + ret > ub:
                    ub = pend + ret
                pend = None
                i += 1
            row = adj[node]
            pushed = False
            while i < len(row):
                bit, y, w, _, flip = row[i]
                i += 1
                if used & bit:
                    continue
                lim = t if t > best else best
                nodd = oddm ^ flip
                b = bound(y, rem - w, nodd)
                if w + b <= lim:  # cannot beat what we have: cut
                    if w + b > ub:
                        ub = w + b
                    continue
                nu, nrem, seen = canonical(y, used | bit)
                nodd &= seen
                key = (y, nu)
                v = exact.get(key)
                if v is None:
                    b = upper.get(key)
                    if b is None:
                        b = bound(y, nrem, nodd)
                    if w + b > lim:
                        fr[5:9] = [i - 1, best, ub, w]
                        stack.append([y, nu, nrem, nodd, lim - w, 0, 0, -1, None])
                        pushed = True
                        break
                    v = b  # an upper bound <= lim - w
                if w + v > lim:
                    best = w + v
                elif w + v > ub:
                    ub = w + v
            if pushed:
                continue
            key = (node, used)
            if best > t:
                exact[key] = ret = best
                upper.pop(key, None)
            else:
                ret = best if best > ub else ub
                if ret < upper.get(key, ret + 1):
                    upper[key] = ret
            stack.pop()
        return ret

    # The optimal trail joins two odd nodes, so it is found from the one that comes first:
    # the last odd node is never needed as a start. Starts are tried by decreasing bound (then
    # in graph order), and the search stops when no remaining start can beat the best trail.
    starts = [index[s] for s in odd[:-1]]
    caps = sorted(((bound(si, total, odd_mask), j, si) for j, si in enumerate(starts)),
                  key=lambda c: (-c[0], c[1]))
    best, best_start = -1, None
    for cap, _, si in caps:
        if cap <= best:
            break
        v = solve(si, best)
        if v > best:
            best, best_start = v, si
    # rebuild the trail from the exact values
    node, used, value, path = best_start, 0, best, []
    while value > 0:
        for bit, y, w, e, _ in adj[node]:
            if used & bit:
                continue
            nu = canonical(y, used | bit)[0]
            if exact.get((y, nu)) == value - w:
                path.append((e, node))
                node, used, value = y, nu, value - w
                break
        else:  # pragma: no cover - the table always explains an exact value
            raise AssertionError("inconsistent longest-trail table")
    return best, nodes[best_start], path


def _trail_from_path(g: _Multi, nodes, path):
    trail = []
    for e, frm in path:
        _, chain = g.walk(e, nodes[frm])
        trail.extend(chain)
    return trail


def _component_trail(nodes, edges):
    """Longest trail ``(length, triples)`` of one connected component."""
    g = _Multi(nodes, [(u, v, w, ((u, v, k),)) for u, v, k, w in edges])
    total = sum(w for _, _, _, w in edges)
    odd = [n for n in nodes if g.degree(n) % 2]
    if not odd:
        return total, _euler(g, nodes[0])
    if len(odd) == 2:
        return total, _euler(g, odd[0])
    h = _contract(g, nodes)
    hnodes = [n for n in nodes if n in h.adj]
    length, _, path = _search(h, hnodes, odd, total)
    return length, _trail_from_path(h, hnodes, path)


# --------------------------------------------------------------------------- public API
def longest_trail(G, weight="length"):
    """Longest trail of ``G``: each edge at most once, nodes may repeat (loops allowed).

    This is the European Express of Ticket to Ride Europe (``score.longest-path``): the longest
    continuous path of a player's own routes, counted in train spaces, that may pass a city
    several times but uses each route at most once. Branches do not add.

    Parameters
    ----------
    G : networkx.MultiGraph
        Undirected; parallel edges (double routes) are separate edges, the edge key is the route
        id. A simple ``networkx.Graph`` is accepted too (every key is then reported as 0).
    weight : str or None, default "length"
        Edge attribute holding the weight (train spaces). A missing attribute counts 1; ``None``
        counts every edge as 1. Weights must be non-negative.

    Returns
    -------
    length : int
        Total weight of the longest trail (0 for a graph without edges).
    trail : list of (u, v, key)
        The trail's edges in walking order, each oriented the way it is walked, so that
        ``trail[i][1] == trail[i + 1][0]``. Empty for a graph without edges (and possibly
        when every edge weighs 0).

    Raises
    ------
    ValueError
        If an edge weight is negative.
    networkx.NetworkXNotImplemented
        If ``G`` is directed.

    Notes
    -----
    Exact. The result is deterministic: the same graph (same insertion order) always gives the
    same trail. When several trails are longest, which one is returned is not specified beyond
    that (an Euler circuit starts at the component's first node, an Euler trail at its first
    odd node; among components of equal best length the first in insertion order wins). See
    the module docstring for the reductions and bounds that keep the search small.

    References
    ----------
    .. [1] C. Hierholzer, Mathematische Annalen 6 (1873), 30-32 (Euler trails).
    .. [2] Ticket to Ride Europe, European Express bonus.

    Examples
    --------
    A triangle with a tail: the trail runs round the triangle and out along the tail.

    >>> import networkx as nx
    >>> G = nx.MultiGraph()
    >>> G.add_edge("A", "B", key=0, length=2)
    0
    >>> G.add_edge("B", "C", key=1, length=3)
    1
    >>> G.add_edge("C", "A", key=2, length=4)
    2
    >>> G.add_edge("C", "D", key=3, length=1)
    3
    >>> longest_trail(G)
    (10, [('C', 'A', 2), ('A', 'B', 0), ('B', 'C', 1), ('C', 'D', 3)])

    A star: only two branches can be used.

    >>> S = nx.MultiGraph([(0, 1, {"length": 2}), (0, 2, {"length": 3}), (0, 3, {"length": 4})])
    >>> longest_trail(S)
    (7, [(2, 0, 0), (0, 3, 0)])
    >>> longest_trail(nx.MultiGraph())
    (0, [])
    """
    return _longest(_edge_list(G, weight))


def longest_trail_of_edges(edges):
    """:func:`longest_trail` of the multigraph made of ``edges``, without building it.

    Parameters
    ----------
    edges : sequence of (u, v, key, weight)
        Every edge once, in the order ``G.edges(keys=True)`` of a networkx MultiGraph reports
        them (:func:`multigraph_edge_order` gives that order for edges in the order they were
        added): the answer, trail included, is then exactly ``longest_trail(G)``'s.

    Raises
    ------
    ValueError
        If a weight is negative.

    Examples
    --------
    >>> longest_trail_of_edges([("A", "B", 0, 2), ("B", "C", 1, 3), ("C", "D", 2, 1),
    ...                         ("B", "E", 3, 4)])
    (8, [('D', 'C', 2), ('C', 'B', 1), ('B', 'E', 3)])
    """
    for u, v, k, w in edges:
        if w < 0:
            raise ValueError(f"negative weight {w!r} on edge {(u, v, k)!r}: the longest trail "
                             "needs non-negative weights")
    return _longest(edges)


def multigraph_edge_order(edges) -> list:
    """``edges`` (tuples ``(u, v, key, ...)``, in the order they are added to an empty
    ``networkx.MultiGraph``) in the order that graph's ``edges(keys=True)`` reports them: node
    by node in the order the nodes were first seen, each node's neighbours in the order they
    were first joined to it, a pair's edges in the order they were added; every edge once,
    from the node seen first. (The same ``key`` twice between the same two nodes replaces the
    earlier edge in networkx: not supported here, it must not happen.)

    Examples
    --------
    >>> multigraph_edge_order([(0, 1, "a"), (2, 3, "b"), (0, 2, "c"), (1, 0, "d")])
    [(0, 1, 'a'), (0, 1, 'd'), (0, 2, 'c'), (2, 3, 'b')]
    """
    adj: dict = {}
    for e in edges:
        u, v = e[0], e[1]
        nu = adj.get(u)
        if nu is None:
            nu = adj[u] = {}
        if v not in adj:
            adj[v] = {}
        pair = nu.get(v)
        if pair is None:
            pair = nu[v] = []
            adj[v][u] = pair     # one list for both directions, as networkx shares the key dict
        pair.append(e)
    out = []
    seen = set()
    for n, nbrs in adj.items():
        for nbr, pair in nbrs.items():
            if nbr not in seen:
                # networkx reports (n, nbr, key): the edge as seen from n
                out += [e if e[0] == n else (n, nbr) + tuple(e[2:]) for e in pair]
        seen.add(n)
    return out


def _longest(edges):
    best, best_trail = 0, []
    for nodes, ids in _components(edges):
        comp = [edges[i] for i in ids]
        if sum(w for _, _, _, w in comp) <= best and best_trail:
            continue  # cannot beat the best so far
        length, trail = _component_trail(nodes, comp)
        if length > best or not best_trail:
            best, best_trail = length, trail
    return best, best_trail


def longest_trail_length(G, weight="length"):
    """Length of the longest trail of ``G`` (see :func:`longest_trail`).

    Parameters
    ----------
    G : networkx.MultiGraph
    weight : str or None, default "length"

    Returns
    -------
    int

    Examples
    --------
    Two parallel edges form a loop; a figure-eight counts every edge.

    >>> import networkx as nx
    >>> longest_trail_length(nx.MultiGraph([(0, 1, {"length": 2}), (0, 1, {"length": 3})]))
    5
    >>> eight = nx.MultiGraph([(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 0)])
    >>> longest_trail_length(eight, weight=None)
    6
    """
    return longest_trail(G, weight)[0]


def longest_trail_steps(G, weight="length", max_steps=None) -> Iterator[dict]:
    """The steps of a plain longest-trail search, for replaying on a board.

    A depth-first search over edges: from each start node it extends the trail by one unused
    edge at a time and backtracks when stuck, remembering the best trail so far. It starts only
    at odd-degree nodes (or at the first node of a component whose degrees are all even), and
    cuts a branch when even all the unused edges of its component could not beat the best
    trail so far. It does not use the contraction and memo of :func:`longest_trail`, so it is
    slower but every step is easy to follow; its final best length is the same.

    Parameters
    ----------
    G : networkx.MultiGraph
    weight : str or None, default "length"
    max_steps : int, optional
        Stop after this many events (the last event is then ``"stopped"``).

    Yields
    ------
    dict
        ``{"event": ..., "trail": [(u, v, key), ...], "length": n, "best": b}`` and, for
        ``extend``/``backtrack``, the ``"edge"`` walked. Events:

        - ``"start"``: a new start node (``"node"``), empty trail;
        - ``"extend"``: the trail grew by ``"edge"``;
        - ``"best"``: the current trail is the longest found so far;
        - ``"prune"``: the branch cannot beat the best (``"bound"`` is what it could reach);
        - ``"backtrack"``: ``"edge"`` was taken back;
        - ``"done"``: the search is over; ``"trail"`` is the best trail;
        - ``"stopped"``: ``max_steps`` was reached.

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph([("A", "B", {"length": 2}), ("B", "C", {"length": 3})])
    >>> [s["event"] for s in longest_trail_steps(G)]
    ['start', 'extend', 'best', 'extend', 'best', 'backtrack', 'backtrack', 'done']
    >>> steps = list(longest_trail_steps(G))
    >>> steps[-1]["length"], steps[-1]["trail"]
    (5, [('A', 'B', 0), ('B', 'C', 0)])
    """
    edges = _edge_list(G, weight)
    count = 0
    best, best_trail = 0, []

    def emit(ev):
        nonlocal count
        count += 1
        return ev

    for nodes, ids in _components(edges):
        comp = [edges[i] for i in ids]
        g = _Multi(nodes, [(u, v, w, ((u, v, k),)) for u, v, k, w in comp])
        total = sum(w for _, _, _, w in comp)
        odd = [n for n in nodes if g.degree(n) % 2]
        starts = odd[:-1] if odd else nodes[:1]
        if total <= best and best_trail:
            continue
        for s in starts:
            if max_steps is not None and count >= max_steps:
                yield {"event": "stopped", "trail": list(best_trail), "length": best,
                       "best": best}
                return
            yield emit({"event": "start", "node": s, "trail": [], "length": 0, "best": best})
            used = [False] * len(comp)
            trail: list = []
            length = 0
            remaining = total
            # iterative DFS: stack of (node, next adjacency position)
            stack = [[s, 0]]
            while stack:
                if max_steps is not None and count >= max_steps:
                    yield {"event": "stopped", "trail": list(best_trail), "length": best,
                           "best": best}
                    return
                fr = stack[-1]
                node, i = fr
                lst = g.adj[node]
                while i < len(lst) and used[lst[i]]:
                    i += 1
                if i < len(lst) and length + remaining <= best:
                    yield emit({"event": "prune", "trail": list(trail), "length": length,
                                "best": best, "bound": length + remaining})
                    i = len(lst)
                if i < len(lst):
                    fr[1] = i + 1
                    e = lst[i]
                    used[e] = True
                    to, chain = g.walk(e, node)
                    w = g.edges[e][2]
                    trail.extend(chain)
                    length += w
                    remaining -= w
                    stack.append([to, 0])
                    yield emit({"event": "extend", "edge": chain[0], "trail": list(trail),
                                "length": length, "best": best})
                    if length > best:
                        best, best_trail = length, list(trail)
                        yield emit({"event": "best", "trail": list(trail), "length": length,
                                    "best": best})
                else:
                    stack.pop()
                    if stack:
                        edge = trail.pop()
                        prev = stack[-1]
                        e = g.adj[prev[0]][prev[1] - 1]
                        used[e] = False
                        length -= g.edges[e][2]
                        remaining += g.edges[e][2]
                        yield emit({"event": "backtrack", "edge": edge, "trail": list(trail),
                                    "length": length, "best": best})
            if best >= total:
                break
    yield {"event": "done", "trail": list(best_trail), "length": best, "best": best}
