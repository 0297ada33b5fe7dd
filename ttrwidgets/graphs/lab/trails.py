"""The longest trail search and Euler trails (Hierholzer), step by step.

References
----------
.. [1] L. Euler, "Solutio problematis ad geometriam situs pertinentis", *Commentarii
   academiae scientiarum Petropolitanae* 8 (1741), 128-140.
.. [2] C. Hierholzer, "Ueber die Moglichkeit, einen Linienzug ohne Wiederholung und ohne
   Unterbrechung zu umfahren", *Mathematische Annalen* 6 (1873), 30-32.
.. [3] Ticket to Ride Europe, European Express bonus (``score.longest-path``).
"""
from __future__ import annotations

from ..trail import longest_trail_steps
from .steps import Step, Table, check_graph, neighbours

__all__ = ["longest_trail_trace", "euler_trace"]

_EVENT = {"start": (2, "trail.start"), "extend": (3, "trail.extend"),
          "best": (4, "trail.best"), "prune": (5, "trail.prune"),
          "backtrack": (6, "trail.backtrack")}


def longest_trail_trace(G, weight="length", max_steps=None):
    """The steps of the longest trail search (pseudocode ``"longest_trail"``).

    A replay of :func:`~ttrwidgets.graphs.longest_trail_steps`: a depth-first search over
    edges from every odd city (each route at most once, cities may repeat), with a cut when
    even all unused routes could not beat the best trail. Meant for a player's network: on a
    whole board the search is far too long (use ``max_steps``).

    Parameters
    ----------
    G : networkx.MultiGraph
    weight : str or None, default "length"
    max_steps : int, optional
        Stop after this many steps; the last step then has ``result`` ``stopped`` True and
        the best trail found so far.

    Yields
    ------
    Step
        ``frontier`` is the current trail (the search's stack of routes), ``chosen`` the best
        trail so far, ``table`` ``(("length", current), ("best", best))``. Reasons:
        ``trail.start``, ``trail.extend``, ``trail.best``, ``trail.prune``,
        ``trail.backtrack``, ``trail.done`` (or ``trail.stopped``). The last step's
        ``result`` has ``length``, ``trail`` (oriented, in walking order) and ``stopped``.

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph([("A", "B", {"length": 2}), ("B", "C", {"length": 3})])
    >>> steps = list(longest_trail_trace(G))
    >>> [s.why for s in steps][:3], steps[-1].answer["length"]
    (['trail.start', 'trail.extend', 'trail.best'], 5)
    """
    check_graph(G)
    return _trail(G, weight, max_steps)


def _trail(G, weight, max_steps):
    best_trail: tuple = ()
    for ev in longest_trail_steps(G, weight, max_steps):
        kind = ev["event"]
        trail = tuple(ev["trail"])
        table = (("length", ev["length"]), ("best", ev["best"]))
        if kind in ("done", "stopped"):
            stopped = kind == "stopped"
            best = tuple(ev["trail"])
            yield Step(7, "trail.stopped" if stopped else "trail.done",
                       (("length", ev["length"]), ("count", len(best))), None, None, (),
                       frozenset(), table, best, True,
                       (("length", ev["length"]), ("trail", best), ("stopped", stopped)))
            return
        line, why = _EVENT[kind]
        if kind == "best":
            best_trail = trail
        edge = ev.get("edge")
        if kind == "start":
            params = (("node", ev["node"]),)
            node = ev["node"]
        elif kind == "prune":
            params = (("length", ev["length"]), ("bound", ev["bound"]), ("best", ev["best"]))
            node = trail[-1][1] if trail else None
        else:
            params = (("length", ev["length"]), ("best", ev["best"]))
            if edge is not None:
                params = (("edge", tuple(edge)),) + params
            node = trail[-1][1] if trail else None
        yield Step(line, why, params, node, tuple(edge) if edge is not None else None, trail,
                   frozenset(), table, best_trail)


def euler_trace(G):
    """Euler's conditions and, when they hold, Hierholzer's construction
    (pseudocode ``"euler"``).

    A graph has an *Euler circuit* (every edge once, back to the start) when its edges are
    all connected and every node has even degree, and an *Euler trail* (every edge once, end
    elsewhere) when exactly two nodes have odd degree; cities without routes do not matter.
    Hierholzer's algorithm then walks from the start along unused edges, and when it gets
    stuck takes the city off the stack and puts it in front of the answer.

    Yields
    ------
    Step
        ``table`` is the degree of every node at first, then the number of its unused edges;
        ``frontier`` Hierholzer's stack, ``chosen`` the part of the trail that is final (its
        end part, in walking order). Reasons: ``euler.degrees``, ``euler.odd``,
        ``euler.none_odd``, ``euler.none_split``, ``euler.none_empty``, ``euler.circuit``,
        ``euler.trail``, ``euler.stack``, ``euler.take``, ``euler.back``, ``euler.done_circuit``,
        ``euler.done_trail``. The last step's
        ``result`` has ``kind`` (``"circuit"``, ``"trail"`` or ``None``), ``odd`` (the odd
        nodes) and ``trail`` (the edges in walking order, each oriented as walked).

    Examples
    --------
    >>> import networkx as nx
    >>> G = nx.MultiGraph([(0, 1), (1, 2), (2, 0), (2, 3)])
    >>> last = list(euler_trace(G))[-1]
    >>> last.answer["kind"], last.answer["odd"], last.answer["trail"]
    ('trail', (2, 3), ((2, 0, 0), (0, 1, 0), (1, 2, 0), (2, 3, 0)))
    """
    check_graph(G)
    return _euler(G)


def _euler(G):
    adj, pos = neighbours(G)
    deg = Table(pos)
    for n in G:
        deg[n] = G.degree(n)
    odd = tuple(n for n in G if deg[n] % 2)

    def step(line, why, params=(), node=None, edge=None, frontier=(), chosen=(), **kw):
        return Step(line, why, params, node, edge, tuple(frontier), frozenset(), deg.snap(),
                    tuple(chosen), **kw)

    def none(why, params=()):
        return step(3, why, params, done=True,
                    result=(("kind", None), ("odd", odd), ("trail", ())))

    yield step(1, "euler.degrees", (("count", len(G)),))
    yield step(2, "euler.odd", (("nodes", odd), ("count", len(odd))))
    with_edges = [n for n in G if deg[n] > 0]
    if not with_edges:
        yield none("euler.none_empty")
        return
    # are all edges in one component?
    seen = {with_edges[0]}
    todo = [with_edges[0]]
    while todo:
        u = todo.pop()
        for v, _, _ in adj[u]:
            if v not in seen:
                seen.add(v)
                todo.append(v)
    if len(seen) < len(with_edges):
        apart = min((n for n in with_edges if n not in seen), key=pos.__getitem__)
        yield none("euler.none_split", (("u", with_edges[0]), ("v", apart)))
        return
    if len(odd) not in (0, 2):
        yield none("euler.none_odd", (("count", len(odd)), ("nodes", odd)))
        return
    if odd:
        start = odd[0]
        kind = "trail"
        yield step(4, "euler.trail", (("u", odd[0]), ("v", odd[1])), node=start)
    else:
        start = with_edges[0]
        kind = "circuit"
        yield step(4, "euler.circuit", (("node", start),), node=start)
    # Hierholzer
    used = set()
    at = {n: 0 for n in G}
    stack = [start]
    came = [None]  # the edge by which each stack entry was reached
    back: list = []  # the final trail, in reverse walking order

    def free(u):
        row = adj[u]
        i = at[u]
        while i < len(row) and (row[i][1], frozenset((u, row[i][0]))) in used:
            i += 1
        at[u] = i
        return row[i] if i < len(row) else None

    yield step(5, "euler.stack", (("node", start),), node=start, frontier=stack)
    while stack:
        u = stack[-1]
        nxt = free(u)
        if nxt is not None:
            v, k, _ = nxt
            used.add((k, frozenset((u, v))))
            deg[u] = deg[u] - 1
            deg[v] = deg[v] - 1
            e = (u, v, k)
            stack.append(v)
            came.append(e)
            yield step(8, "euler.take", (("edge", e), ("node", v)), node=v, edge=e,
                       frontier=stack, chosen=tuple(reversed(back)))
        else:
            stack.pop()
            e = came.pop()
            if e is not None:
                back.append(e)
            yield step(9, "euler.back" if e is not None else "euler.back_start",
                       (("node", u),) + ((("edge", e),) if e is not None else ()),
                       node=u, edge=e, frontier=stack,
                       chosen=tuple(reversed(back)))
    trail = tuple(reversed(back))
    yield step(10, "euler.done_" + kind, (("count", len(trail)),), done=True,
               chosen=trail, result=(("kind", kind), ("odd", odd), ("trail", trail)))
