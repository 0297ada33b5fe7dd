"""Predict mode's questions: what a learner may answer before a step is shown (pure).

:func:`question` looks at step ``j`` of a trace (and the steps before it) and returns the
:class:`Question` the learner can answer before seeing it, or None. Every answer the
algorithm's own rules allow is accepted, not only the one this trace took:

* Dijkstra and Prim take *a* city with the smallest value: on a tie, any of them
  (the pseudocode says so; the lab then takes the first in the list of cities);
* Kruskal takes the routes by length, equal lengths in any order: any route of the length
  taken next that joins two groups is right;
* depth-first search may go to any not yet visited neighbour of the city on top of the stack;
* Hierholzer may walk any unused route at the city on top of the stack;
* a parallel route of the same length counts as the same route.

Two kinds of question (``ask``):

``"next"``
    Which city or route does the algorithm take next (``kind`` ``"node"`` / ``"edge"``)?
``"values"``
    A number the step computes (``"number"``: the new ``dist[v]`` of Dijkstra and
    breadth-first search, the new ``key[v]`` of Prim) or a yes/no question (``"yesno"``:
    does this route close a cycle in Kruskal's algorithm; is this city on the side S of the
    minimum cut).

>>> import networkx as nx
>>> from ttrwidgets.graphs.lab import trace
>>> G = nx.MultiGraph()
>>> G.add_edges_from([("s", "a", 0, {"length": 2}), ("s", "b", 1, {"length": 2})])
[0, 1]
>>> steps = trace("dijkstra", G, source="s")
>>> j = [i for i, s in enumerate(steps) if s.why == "dijkstra.settle"][1]
>>> q = question("dijkstra", G, steps, j, "next")
>>> q.kind, sorted(q.allowed), q.answer
('node', ['a', 'b'], 'a')
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

__all__ = ["Question", "question", "NEXT_PICKS", "VALUE_PICKS", "ASKS"]

#: The kinds of question predict mode can ask.
ASKS = ("next", "values", "both")

#: Steps whose "which next?" question predict mode asks, by algorithm.
NEXT_PICKS = {
    "bfs": ("bfs.take",), "dfs": ("dfs.discover",),
    "components": ("components.new", "components.take"),
    "dijkstra": ("dijkstra.settle",), "prim": ("prim.add",), "kruskal": ("kruskal.take",),
    "steiner": ("steiner.mst_take", "steiner.prune"), "longest_trail": ("trail.extend",),
    "euler": ("euler.take",), "bridges": ("tarjan.visit",),
    "maxflow": ("flow.reach", "flow.reach_back"),
}
#: Steps whose value question predict mode asks, by algorithm.
VALUE_PICKS = {
    "bfs": ("bfs.discover",), "dijkstra": ("dijkstra.relax", "dijkstra.keep"),
    "prim": ("prim.better", "prim.keep"), "kruskal": ("kruskal.take", "kruskal.cycle"),
    "maxflow": ("flow.side",),
}
#: "Which next?" steps whose answer is a route (the others ask for a city).
EDGE_ASKS = frozenset({"kruskal.take", "steiner.mst_take", "trail.extend", "euler.take"})


@dataclass(frozen=True)
class Question:
    """One question of predict mode, about step ``index``.

    Attributes
    ----------
    index : int
        The step it is about (shown once answered).
    kind : str
        ``"node"`` (click a city), ``"edge"`` (click a route), ``"number"`` or ``"yesno"``.
    prompt : str
        The question's key in the lab's catalogue (``lab.ask.*``), worded with ``params``.
    params : tuple of (name, value)
        Nodes, edges and numbers the prompt names.
    allowed : frozenset
        Every answer the algorithm's rules allow: nodes, edge keys, numbers or booleans.
    answer : object
        The answer this trace took (one of ``allowed``).
    """
    index: int
    kind: str
    prompt: str
    params: tuple
    allowed: frozenset
    answer: Any

    @property
    def tie(self) -> bool:
        """More than one answer is right."""
        return len(self.allowed) > 1

    def accepts(self, answer) -> bool:
        return answer in self.allowed


def _length(G, u, v, k, weight="length"):
    d = G[u][v][k] if G.is_multigraph() else G[u][v]
    return d.get(weight, 1)


def _parallels(G, e):
    """The keys of ``e`` and the routes beside it with the same ends and length."""
    u, v, k = e
    if not G.is_multigraph():
        return {k}
    c = _length(G, u, v, k)
    return {kk for kk in G[u][v] if _length(G, u, v, kk) == c}


def _root(parent: dict, x):
    while parent.get(x, x) != x:
        x = parent[x]
    return x


def _next(algorithm, G, steps, j):
    st, prev = steps[j], steps[j - 1]
    why = st.why
    if why in ("dijkstra.settle", "prim.add"):
        best = min(d for d, _ in prev.frontier)
        allowed = {n for d, n in prev.frontier if d == best}
        return Question(j, "node", "lab.ask.next-node", (), frozenset(allowed), st.node)
    if why == "dfs.discover":
        u = st.info["from"]
        allowed = {v for v in G[u] if v not in prev.visited}
        return Question(j, "node", "lab.ask.next-node", (), frozenset(allowed), st.node)
    if why == "kruskal.take":
        c = st.info["length"]
        parent = prev.values
        allowed = set()
        for a, b, k in prev.frontier:
            if _length(G, a, b, k) == c and _root(parent, a) != _root(parent, b):
                allowed.add(k)
        return Question(j, "edge", "lab.ask.next-edge", (), frozenset(allowed), st.edge[2])
    if why == "euler.take":
        u = st.edge[0]
        used = {(s.edge[2], frozenset(s.edge[:2])) for s in steps[:j] if s.why == "euler.take"}
        allowed = set()
        for v in G[u]:
            keys = G[u][v] if G.is_multigraph() else (0,)
            allowed.update(k for k in keys if (k, frozenset((u, v))) not in used)
        return Question(j, "edge", "lab.ask.next-edge", (), frozenset(allowed), st.edge[2])
    if why in EDGE_ASKS:
        return Question(j, "edge", "lab.ask.next-edge", (), frozenset(_parallels(G, st.edge)),
                        st.edge[2])
    return Question(j, "node", "lab.ask.next-node", (), frozenset({st.node}), st.node)


def _value(algorithm, G, steps, j):
    st = steps[j]
    info = st.info
    why = st.why
    if why in ("dijkstra.relax", "dijkstra.keep"):
        return Question(j, "number", "lab.ask.dist",
                        (("node", info["node"]), ("from", info["from"]),
                         ("length", info["length"])), frozenset({info["dist"]}), info["dist"])
    if why == "bfs.discover":
        return Question(j, "number", "lab.ask.bfs-dist",
                        (("node", info["node"]), ("from", info["from"])),
                        frozenset({info["dist"]}), info["dist"])
    if why in ("prim.better", "prim.keep"):
        u, v, k = st.edge
        return Question(j, "number", "lab.ask.key",
                        (("node", info["node"]), ("from", info["from"]),
                         ("length", _length(G, u, v, k))), frozenset({info["key"]}),
                        info["key"])
    if why in ("kruskal.take", "kruskal.cycle"):
        closes = why == "kruskal.cycle"
        return Question(j, "yesno", "lab.ask.cycle", (("edge", st.edge),),
                        frozenset({closes}), closes)
    if why == "flow.side":
        side = set(info["nodes"])
        first = steps[0].info
        ends = {first.get("u"), first.get("v")}
        others = [n for n in G if n not in ends]
        if not others:
            return None
        node = random.Random(f"side-{j}-{len(G)}").choice(others)
        inside = node in side
        return Question(j, "yesno", "lab.ask.side", (("node", node), ("source", first.get("u"))),
                        frozenset({inside}), inside)
    return None


def question(algorithm: str, G, steps, j: int, ask: str = "next") -> Question | None:
    """The question about step ``j`` of ``steps`` (a trace of ``algorithm`` on ``G``) that
    predict mode asks with ``ask`` (``"next"``, ``"values"`` or ``"both"``), or None.

    Parameters
    ----------
    algorithm : str
    G : networkx graph
        The graph the trace ran on.
    steps : sequence of Step
    j : int
        The step to be predicted (at least 1: the step before it is what the learner sees).
    ask : {"next", "values", "both"}
    """
    if ask not in ASKS:
        raise ValueError(f"ask must be one of {ASKS}, not {ask!r}")
    if j < 1 or j >= len(steps):
        return None
    st = steps[j]
    if ask in ("next", "both") and st.why in NEXT_PICKS.get(algorithm, ()) and \
            (st.node is not None or st.edge is not None):
        return _next(algorithm, G, steps, j)
    if ask in ("values", "both") and st.why in VALUE_PICKS.get(algorithm, ()):
        return _value(algorithm, G, steps, j)
    return None
