"""Breadth-first search, depth-first search and connected components, step by step.

Neighbours are always looked at in a fixed order: by node (for the boards: city index), then
by edge key (route index), so a trace is the same every time.

References
----------
.. [1] E. F. Moore, "The shortest path through a maze", *Proceedings of the International
   Symposium on the Theory of Switching* (1959), 285-292 (breadth-first search).
.. [2] R. E. Tarjan, "Depth-first search and linear graph algorithms", *SIAM Journal on
   Computing* 1 (1972), 146-160.
.. [3] T. H. Cormen, C. E. Leiserson, R. L. Rivest and C. Stein, *Introduction to
   Algorithms*, 3rd ed., MIT Press (2009), chapter 22.
"""
from __future__ import annotations

from collections import deque

from .steps import Seen, Step, Table, check_graph, neighbours, ordered

__all__ = ["bfs_trace", "dfs_trace", "components_trace"]


def bfs_trace(G, source, target=None):
    """The steps of a breadth-first search from ``source`` (pseudocode ``"bfs"``), stopping
    as soon as ``target`` is reached when one is given (its level is final then).

    Parameters
    ----------
    G : networkx.MultiGraph (or Graph)
    source : node
    target : node, optional

    Yields
    ------
    Step
        ``frontier`` is the queue, ``table`` the number of edges from ``source`` (the level),
        ``chosen`` the edges of the search tree. Reasons: ``bfs.start``, ``bfs.take``,
        ``bfs.discover``, ``bfs.skip``, ``bfs.done`` (or ``bfs.target``). The last step's
        ``result`` has ``order`` (the nodes in visiting order), ``dist`` (node, level) and
        ``tree``; with a target also ``target`` and ``distance`` (None: not reachable).

    Raises
    ------
    networkx.NodeNotFound
        If ``source`` is not in ``G`` (at the call).

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph([(0, 1), (0, 2), (1, 3), (2, 3), (2, 3)])
    >>> steps = list(bfs_trace(G, 0))
    >>> [s.why for s in steps[:4]]
    ['bfs.start', 'bfs.take', 'bfs.discover', 'bfs.discover']
    >>> steps[-1].answer["order"], steps[-1].answer["dist"]
    ((0, 1, 2, 3), ((0, 0), (1, 1), (2, 1), (3, 2)))
    >>> steps = list(bfs_trace(G, 0, target=2))
    >>> len(steps), steps[-1].why, steps[-1].answer["distance"]
    (5, 'bfs.target', 1)
    """
    check_graph(G, (source,) if target is None else (source, target))
    return _bfs(G, source, target)


def _bfs(G, s, target=None):
    adj, pos = neighbours(G)
    dist = Table(pos)
    seen = Seen()
    order, tree = [s], []
    dist[s] = 0
    seen.add(s)
    queue = deque([s])

    def step(line, why, params=(), node=None, edge=None, **kw):
        return Step(line, why, params, node, edge, tuple(queue), seen.snap(), dist.snap(),
                    tuple(tree), **kw)

    yield step(1, "bfs.start", (("node", s),), node=s)
    if target == s:
        yield step(8, "bfs.target", (("node", s), ("dist", 0)), node=s, done=True,
                   result=(("order", (s,)), ("dist", dist.snap()), ("tree", ()),
                           ("target", s), ("distance", 0)))
        return
    while queue:
        u = queue.popleft()
        yield step(3, "bfs.take", (("node", u), ("dist", dist[u])), node=u)
        for v, k, _ in adj[u]:
            e = (u, v, k)
            if v not in seen:
                seen.add(v)
                dist[v] = dist[u] + 1
                order.append(v)
                tree.append(e)
                queue.append(v)
                yield step(6, "bfs.discover", (("node", v), ("from", u), ("dist", dist[v])),
                           node=v, edge=e)
                if v == target:
                    yield step(8, "bfs.target", (("node", v), ("dist", dist[v])), node=v,
                               done=True, result=(("order", tuple(order)),
                                                  ("dist", dist.snap()), ("tree", tuple(tree)),
                                                  ("target", v), ("distance", dist[v])))
                    return
            else:
                yield step(9, "bfs.skip", (("node", v), ("from", u)), node=v, edge=e)
    found = () if target is None else (("target", target), ("distance", dist.get(target)))
    yield step(10, "bfs.done", (("count", len(order)),), done=True,
               result=(("order", tuple(order)), ("dist", dist.snap()), ("tree", tuple(tree)))
               + found)


def dfs_trace(G, source):
    """The steps of a depth-first search from ``source`` (pseudocode ``"dfs"``).

    The search goes as deep as it can: it always continues from the city on top of the
    stack (the current path) with its next route not yet looked at, and takes the city off
    the stack when all its routes are done, like the recursive search.

    Yields
    ------
    Step
        ``frontier`` is the stack (the path from ``source``), ``table`` the visiting order
        (0, 1, ...), ``chosen`` the tree edges. Reasons: ``dfs.start``, ``dfs.discover``,
        ``dfs.skip``, ``dfs.finish``, ``dfs.done``. The last step's ``result`` has ``order``
        (preorder) and ``tree``.

    Raises
    ------
    networkx.NodeNotFound
        If ``source`` is not in ``G`` (at the call).

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph([(0, 1), (0, 2), (1, 3), (2, 3)])
    >>> steps = list(dfs_trace(G, 0))
    >>> steps[-1].answer["order"]
    (0, 1, 3, 2)
    >>> [s.frontier for s in steps if s.why == "dfs.discover"]
    [(0, 1), (0, 1, 3), (0, 1, 3, 2)]
    """
    check_graph(G, (source,))
    return _dfs(G, source)


def _dfs(G, s):
    adj, pos = neighbours(G)
    num = Table(pos)
    seen = Seen()
    tree, order = [], [s]
    num[s] = 0
    seen.add(s)
    stack = [s]
    at = [0]  # next adjacency position of each stack entry

    def step(line, why, params=(), node=None, edge=None, **kw):
        return Step(line, why, params, node, edge, tuple(stack), seen.snap(), num.snap(),
                    tuple(tree), **kw)

    yield step(1, "dfs.start", (("node", s),), node=s)
    while stack:
        u = stack[-1]
        i = at[-1]
        if i < len(adj[u]):
            at[-1] = i + 1
            v, k, _ = adj[u][i]
            e = (u, v, k)
            if v not in seen:
                seen.add(v)
                num[v] = len(order)
                order.append(v)
                tree.append(e)
                stack.append(v)
                at.append(0)
                yield step(6, "dfs.discover", (("node", v), ("from", u), ("order", num[v])),
                           node=v, edge=e)
            else:
                yield step(7, "dfs.skip", (("node", v), ("from", u)), node=v, edge=e)
        else:
            stack.pop()
            at.pop()
            yield step(8, "dfs.finish", (("node", u),), node=u)
    yield step(9, "dfs.done", (("count", len(order)),), done=True,
               result=(("order", tuple(order)), ("tree", tuple(tree))))


def components_trace(G):
    """The steps of finding the connected components (pseudocode ``"components"``).

    Every node not yet reached starts a new component, which a breadth-first search fills.
    Works on any graph, such as a player's network (a graph of their routes).

    Yields
    ------
    Step
        ``frontier`` is the queue, ``table`` the component number of each reached node
        (0, 1, ...), ``chosen`` the edges that reached a new node. Reasons:
        ``components.new``, ``components.take``, ``components.discover``,
        ``components.skip``, ``components.finished``, ``components.done``. The last step's
        ``result`` has ``components``: a tuple of node tuples, each in node order, ordered by
        their first node.

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph([(0, 1), (2, 3), (3, 4)])
    >>> G.add_node(5)
    >>> list(components_trace(G))[-1].answer["components"]
    ((0, 1), (2, 3, 4), (5,))
    """
    check_graph(G)
    return _components(G)


def _components(G):
    adj, pos = neighbours(G)
    comp = Table(pos)
    seen = Seen()
    tree, comps = [], []
    queue: deque = deque()

    def step(line, why, params=(), node=None, edge=None, **kw):
        return Step(line, why, params, node, edge, tuple(queue), seen.snap(), comp.snap(),
                    tuple(tree), **kw)

    for s in G:
        if s in seen:
            continue
        c = len(comps)
        members = [s]
        comps.append(members)
        seen.add(s)
        comp[s] = c + 1
        queue.append(s)
        yield step(3, "components.new", (("node", s), ("number", c + 1)), node=s)
        while queue:
            u = queue.popleft()
            yield step(5, "components.take", (("node", u), ("number", c + 1)), node=u)
            for v, k, _ in adj[u]:
                e = (u, v, k)
                if v not in seen:
                    seen.add(v)
                    comp[v] = c + 1
                    members.append(v)
                    tree.append(e)
                    queue.append(v)
                    yield step(7, "components.discover",
                               (("node", v), ("from", u), ("number", c + 1)), node=v, edge=e)
                else:
                    yield step(8, "components.skip", (("node", v), ("from", u)), node=v,
                               edge=e)
        yield step(4, "components.finished",
                   (("number", c + 1), ("size", len(members)), ("nodes", ordered(members, pos))))
    result = tuple(ordered(m, pos) for m in comps)
    yield step(9, "components.done", (("count", len(comps)),), done=True,
               result=(("components", result),))
