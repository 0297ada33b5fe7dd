"""Bridges and articulation points (Tarjan), and maximum flow / minimum cut (Edmonds-Karp).

Both count parallel routes: a double route is not a bridge (taking one of its two routes
leaves the other), and two parallel routes can carry two separate connections.

References
----------
.. [1] R. E. Tarjan, "A note on finding the bridges of a graph", *Information Processing
   Letters* 2 (1974), 160-161; J. Hopcroft and R. E. Tarjan, "Algorithm 447: efficient
   algorithms for graph manipulation", *Communications of the ACM* 16 (1973), 372-378.
.. [2] J. Edmonds and R. M. Karp, "Theoretical improvements in algorithmic efficiency for
   network flow problems", *Journal of the ACM* 19 (1972), 248-264.
.. [3] L. R. Ford and D. R. Fulkerson, "Maximal flow through a network", *Canadian Journal
   of Mathematics* 8 (1956), 399-404 (max-flow min-cut; Menger: edge-disjoint paths).
"""
from __future__ import annotations

from collections import deque

from .steps import Seen, Step, Table, check_graph, edge_index, neighbours, ordered

__all__ = ["bridges_trace", "max_flow_trace"]


def bridges_trace(G):
    """The steps of Tarjan's low-link search for bridges and articulation points
    (pseudocode ``"bridges"``).

    A depth-first search numbers the nodes in the order it discovers them (``disc``);
    ``low[u]`` is the smallest number reachable from ``u``'s subtree by one edge that is not
    the tree edge by which ``u`` was reached. A tree edge ``(u, v)`` is a bridge when
    ``low[v] > disc[u]``; ``u`` is an articulation point when ``low[v] >= disc[u]`` for a
    child ``v`` (the root: when it has two or more children). Only the very edge (key) of the
    parent is skipped, so a parallel route counts as a way back: a double route is never a
    bridge.

    Yields
    ------
    Step
        ``frontier`` is the DFS stack (the current path), ``visited`` the discovered nodes,
        ``table`` ``(disc, low)`` per discovered node, ``chosen`` the bridges found so far.
        Reasons: ``tarjan.root``, ``tarjan.visit``, ``tarjan.parent``, ``tarjan.back``,
        ``tarjan.return``, ``tarjan.bridge``, ``tarjan.cut``, ``tarjan.root_cut``,
        ``tarjan.root_single``, ``tarjan.done``. The last step's ``result`` has
        ``bridges`` (in the graph's edge order) and ``articulation`` (node order).

    Examples
    --------
    A triangle with a tail and a double route:

    >>> import networkx as nx
    >>> G = nx.MultiGraph([(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (3, 4)])
    >>> last = list(bridges_trace(G))[-1]
    >>> last.answer["bridges"], last.answer["articulation"]
    (((2, 3, 0),), (2, 3))
    """
    check_graph(G)
    return _bridges(G)


def _bridges(G):
    adj, pos = neighbours(G)
    canon, order = edge_index(G)
    dl = Table(pos)  # node -> (disc, low)
    seen = Seen()
    bridges: list = []
    cuts: set = set()
    stack: list = []

    def step(line, why, params=(), node=None, edge=None, **kw):
        return Step(line, why, params, node, edge, tuple(stack), seen.snap(), dl.snap(),
                    tuple(bridges), **kw)

    time = 0
    for root in G:
        if root in seen:
            continue
        yield step(1, "tarjan.root", (("node", root),), node=root)
        seen.add(root)
        dl[root] = (time, time)
        time += 1
        stack.append(root)
        came = [None]
        at = [0]
        children = 0
        yield step(2, "tarjan.visit", (("node", root), ("disc", dl[root][0])),
                   node=root)
        while stack:
            u = stack[-1]
            i = at[-1]
            if i < len(adj[u]):
                at[-1] = i + 1
                v, k, _ = adj[u][i]
                e = (u, v, k)
                if came[-1] is not None and canon[e] == canon[came[-1]]:
                    yield step(3, "tarjan.parent", (("edge", e),), node=u, edge=e)
                    continue
                if v in seen:
                    du, lu = dl[u]
                    dv = dl[v][0]
                    if dv < lu:
                        dl[u] = (du, dv)
                    yield step(4, "tarjan.back", (("u", u), ("v", v), ("disc", dv),
                                                  ("low", dl[u][1])), node=u, edge=e)
                    continue
                seen.add(v)
                dl[v] = (time, time)
                time += 1
                stack.append(v)
                came.append(e)
                at.append(0)
                if u == root:
                    children += 1
                yield step(2, "tarjan.visit", (("node", v), ("from", u), ("disc", dl[v][0])),
                           node=v, edge=e)
            else:
                stack.pop()
                at.pop()
                e = came.pop()
                if e is None:
                    break
                p = stack[-1]
                dp, lp = dl[p]
                dv, lv = dl[u]
                if lv < lp:
                    dl[p] = (dp, lv)
                yield step(5, "tarjan.return", (("node", p), ("child", u), ("low", dl[p][1])),
                           node=p, edge=e)
                if lv > dp:
                    bridges.append(canon[e])
                    yield step(6, "tarjan.bridge", (("edge", e), ("low", lv), ("disc", dp)),
                               node=u, edge=e)
                if p != root and lv >= dp and p not in cuts:
                    cuts.add(p)
                    yield step(7, "tarjan.cut", (("node", p), ("child", u), ("low", lv),
                                                 ("disc", dp)), node=p)
        if children >= 2:
            cuts.add(root)
            yield step(8, "tarjan.root_cut", (("node", root), ("count", children)), node=root)
        else:
            yield step(8, "tarjan.root_single", (("node", root), ("count", children)),
                       node=root)
    bridges.sort(key=order.__getitem__)
    yield step(9, "tarjan.done", (("bridges", len(bridges)), ("count", len(cuts))), done=True,
               result=(("bridges", tuple(bridges)), ("articulation", ordered(cuts, pos))))


def max_flow_trace(G, source, target):
    """The steps of Edmonds-Karp between two cities: edge-disjoint routes and a minimum cut
    (pseudocode ``"maxflow"``).

    Every route (every parallel edge) can carry one connection, in either direction. A
    breadth-first search finds a shortest path with spare capacity (a route used against its
    flow cancels that flow); one more connection is sent along it, until there is none. The
    largest number of connections equals the smallest number of routes whose removal cuts
    ``source`` from ``target`` (max-flow min-cut, Menger): the routes between the cities the
    last search still reached and the others.

    Yields
    ------
    Step
        ``frontier`` is the search's queue, ``visited`` the nodes it reached, ``table`` the
        flow: ``((u, v, key), 1)`` for each route carrying a connection from ``u`` to ``v``;
        ``chosen`` the routes carrying flow, oriented (the cut at the end). Reasons:
        ``flow.start``, ``flow.search``, ``flow.reach``, ``flow.reach_back``,
        ``flow.augment``, ``flow.none``, ``flow.side``, ``flow.done``. The last step's ``result`` has ``flow`` (the number
        of edge-disjoint routes), ``cut`` (the minimum cut, in the graph's edge order),
        ``side`` (the source's side of the cut, node order) and ``paths`` (one set of
        edge-disjoint trails from ``source`` to ``target``).

    Raises
    ------
    networkx.NodeNotFound
        If ``source`` or ``target`` is not in ``G`` (at the call).
    ValueError
        If ``source == target``.

    Examples
    --------
    A double route and a detour: three connections, and three routes cut them.

    >>> import networkx as nx
    >>> G = nx.MultiGraph([(0, 1), (0, 1), (0, 2), (2, 1), (1, 3)])
    >>> last = list(max_flow_trace(G, 0, 1))[-1]
    >>> last.answer["flow"], last.answer["cut"]
    (3, ((0, 1, 0), (0, 1, 1), (0, 2, 0)))
    """
    check_graph(G, (source, target))
    if source == target:
        raise ValueError("source and target must differ")
    return _flow(G, source, target)


def _flow(G, s, t):
    adj, pos = neighbours(G)
    canon, order = edge_index(G)
    flow: dict = {}  # canonical edge -> +1 (u to v as stored) / -1

    def sends(e):
        """+1 if one connection goes along e = (x, y, k) from x to y, -1 the other way, 0."""
        c = canon[e]
        f = flow.get(c, 0)
        return f if c[0] == e[0] else -f

    def flow_table():
        out = []
        for c in sorted(flow, key=order.__getitem__):
            f = flow[c]
            if f:
                out.append(((c[0], c[1], c[2]) if f > 0 else (c[1], c[0], c[2]), 1))
        return tuple(out)

    queue: deque = deque()
    reached = Seen()
    snap = [()]

    def step(line, why, params=(), node=None, edge=None, chosen=None, **kw):
        tab = snap[0]
        return Step(line, why, params, node, edge, tuple(queue), reached.snap(), tab,
                    tuple(e for e, _ in tab) if chosen is None else chosen, **kw)

    value = 0
    yield step(1, "flow.start", (("u", s), ("v", t)), node=s)
    while True:
        queue.clear()
        reached = Seen()
        reached.add(s)
        queue.append(s)
        via = {}
        yield step(3, "flow.search", (("number", value + 1), ("u", s), ("v", t)), node=s)
        while queue and t not in reached:
            u = queue.popleft()
            for v, k, _ in adj[u]:
                if v == u or v in reached:
                    continue
                e = (u, v, k)
                if sends(e) > 0:  # already full this way
                    continue
                reached.add(v)
                via[v] = e
                queue.append(v)
                yield step(3, "flow.reach_back" if sends(e) < 0 else "flow.reach",
                           (("node", v), ("from", u)), node=v, edge=e)
                if v == t:
                    break
        if t not in reached:
            yield step(4, "flow.none", (("u", s), ("v", t), ("flow", value)))
            break
        path, x = [], t
        while x != s:
            e = via[x]
            path.append(e)
            x = e[0]
        path.reverse()
        for e in path:
            c = canon[e]
            flow[c] = flow.get(c, 0) + (1 if c[0] == e[0] else -1)
        value += 1
        snap[0] = flow_table()
        queue.clear()
        yield step(5, "flow.augment", (("flow", value), ("count", len(path)),
                                       ("path", tuple(path))), edge=None)
    side = ordered(reached.s, pos)
    cut = tuple(sorted((c for c in order if (c[0] in reached) != (c[1] in reached)),
                       key=order.__getitem__))
    yield step(6, "flow.side", (("count", len(side)), ("nodes", side)))
    # one set of edge-disjoint trails along the flow
    out: dict = {}
    for e, _ in snap[0]:
        out.setdefault(e[0], []).append(e)
    paths = []
    for _ in range(value):
        x, trail = s, []
        while x != t:
            e = out[x].pop(0)
            trail.append(e)
            x = e[1]
        paths.append(tuple(trail))
    yield step(7, "flow.done", (("flow", value), ("count", len(cut))), chosen=cut, done=True,
               result=(("flow", value), ("cut", cut), ("side", side), ("paths", tuple(paths))))
