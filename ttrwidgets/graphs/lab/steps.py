"""The step record shared by every trace, and small helpers (neighbour order, weights)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import networkx as nx

__all__ = ["Step", "grid_graph", "node_names", "neighbours", "weight_function", "euler_subgraph"]

_INF = float("inf")


@dataclass(frozen=True)
class Step:
    """One step of a trace: an immutable snapshot, so a replay can go back and forth by index.

    Every field holds only tuples, frozensets, numbers, strings and ``None``, so a step is
    hashable (``hash(step)`` works) and can never change after it was yielded.

    Attributes
    ----------
    line : int
        The pseudocode line being executed, counted from 1:
        ``PSEUDOCODE[algorithm][lang][step.line - 1]``.
    why : str
        A reason key of the catalogue ``WHY`` (``"dijkstra.settle"``), worded by
        :func:`~ttrwidgets.graphs.lab.why_text`.
    params : tuple of (name, value)
        The values the reason mentions (nodes are node ids; see ``why_text``).
    node : node or None
        The city the step is about (to highlight).
    edge : (u, v, key) or None
        The edge considered or chosen, oriented the way it is looked at.
    frontier : tuple
        The algorithm's ordered queue, stack or priority queue (the registry's ``frontier``
        says which); for a priority queue ``(value, node)`` pairs, smallest first.
    visited : frozenset
        Nodes visited / settled / in the tree so far.
    table : tuple of (key, value)
        What the algorithm keeps per node (distance, key, visit order, union-find parent,
        ``(disc, low)``) or per edge (flow), in node order; the registry's ``table`` names it.
    chosen : tuple of (u, v, key)
        The edges in the result so far (tree edges, bridges, the best trail, the flow).
    done : bool
        True only for the last step.
    result : tuple of (name, value) or None
        On the last step: the answer (see each trace's documentation).
    """
    line: int
    why: str
    params: tuple = ()
    node: Any = None
    edge: Any = None
    frontier: tuple = ()
    visited: frozenset = frozenset()
    table: tuple = ()
    chosen: tuple = ()
    done: bool = False
    result: Any = None

    @property
    def info(self) -> dict:
        """``params`` as a new dict."""
        return dict(self.params)

    @property
    def values(self) -> dict:
        """``table`` as a new dict."""
        return dict(self.table)

    @property
    def answer(self) -> dict:
        """``result`` as a new dict (empty before the last step)."""
        return dict(self.result or ())


# --------------------------------------------------------------------------- graphs
def grid_graph(board) -> nx.MultiGraph:
    """A Trans grid board as an ``nx.MultiGraph`` for the traces.

    Nodes are the intersection indices with a ``point`` attribute ``(col, row)`` and, where a
    city stands, its ``name``; the edge key is the line index and ``length`` the line's cost in
    rails (1 plain, 2 double over water or mountains), so every trace's default weight works.

    Examples
    --------
    >>> from ttrwidgets.trans.board import load_board
    >>> G = grid_graph(load_board("trans_europa"))
    >>> G.number_of_nodes(), G.number_of_edges()
    (210, 577)
    >>> sorted({d["length"] for *_, d in G.edges(data=True)})
    [1, 2]
    >>> paris = load_board("trans_europa").cities[9]
    >>> G.nodes[paris.node]["name"] == paris.name
    True
    """
    G = nx.MultiGraph(map=board.id)
    for i, point in enumerate(board.nodes):
        G.add_node(i, point=tuple(point))
    for c in board.cities:
        G.nodes[c.node]["name"] = c.name
    for ln in board.lines:
        G.add_edge(ln.a, ln.b, key=ln.index, length=ln.cost, kind=ln.kind)
    return G


def node_names(G) -> dict:
    """Node -> a label: its ``name``, else its grid ``point`` as ``"[col, row]"``, else
    ``str(node)``.

    >>> node_names(nx.MultiGraph([(0, 1)]))
    {0: '0', 1: '1'}
    """
    out = {}
    for n, d in G.nodes(data=True):
        if "name" in d:
            out[n] = str(d["name"])
        elif "point" in d:
            out[n] = f"[{d['point'][0]}, {d['point'][1]}]"
        else:
            out[n] = str(n)
    return out


def check_graph(G, nodes=()):
    if G.is_directed():
        raise nx.NetworkXNotImplemented("not implemented for directed type")
    for n in nodes:
        if n not in G:
            raise nx.NodeNotFound(f"node {n!r} is not in the graph")


def weight_function(weight):
    """``w(data)``: the attribute (missing counts 1), or 1 when ``weight`` is None."""
    if weight is None:
        return lambda d: 1
    return lambda d: d.get(weight, 1)


def _keys(G, u, v):
    if not G.is_multigraph():
        return [0]
    ks = list(G[u][v])
    try:
        return sorted(ks)
    except TypeError:
        return ks


def neighbours(G):
    """Node -> tuple of ``(v, key, data)`` by the position of ``v`` in the graph's node
    order, then by key (for the boards: by city index, then route index). A loop is listed
    once. For a simple ``Graph`` every key is 0."""
    pos = {n: i for i, n in enumerate(G)}
    out = {}
    for u in G:
        row = []
        for v in sorted(G[u], key=pos.__getitem__):
            for k in _keys(G, u, v):
                row.append((v, k, G[u][v][k] if G.is_multigraph() else G[u][v]))
        out[u] = tuple(row)
    return out, pos


def edge_rows(G):
    """``[(u, v, key, data)]`` in the graph's edge order (key 0 for a simple ``Graph``)."""
    if G.is_multigraph():
        return list(G.edges(keys=True, data=True))
    return [(u, v, 0, d) for u, v, d in G.edges(data=True)]


def edge_index(G):
    """``(canon, order)``: ``(u, v, key)`` either way round -> the edge as the graph stores
    it, and the stored edge -> its position in the graph's edge order."""
    canon, order = {}, {}
    for i, (u, v, k, _) in enumerate(edge_rows(G)):
        canon[(u, v, k)] = canon[(v, u, k)] = (u, v, k)
        order[(u, v, k)] = i
    return canon, order


class Table:
    """A dict whose snapshot (items in node order) is rebuilt only after a change."""

    def __init__(self, pos):
        self.pos = pos
        self.d = {}
        self._snap = ()

    def __setitem__(self, k, v):
        self.d[k] = v
        self._snap = None

    def __getitem__(self, k):
        return self.d[k]

    def get(self, k, default=None):
        return self.d.get(k, default)

    def __contains__(self, k):
        return k in self.d

    def snap(self):
        if self._snap is None:
            pos = self.pos
            self._snap = tuple(sorted(self.d.items(), key=lambda kv: pos[kv[0]]))
        return self._snap


class Seen:
    """A set with a cached frozenset snapshot."""

    def __init__(self):
        self.s = set()
        self._snap = frozenset()

    def add(self, x):
        if x not in self.s:
            self.s.add(x)
            self._snap = None

    def __contains__(self, x):
        return x in self.s

    def __len__(self):
        return len(self.s)

    def snap(self):
        if self._snap is None:
            self._snap = frozenset(self.s)
        return self._snap


def ordered(nodes, pos):
    return tuple(sorted(nodes, key=pos.__getitem__))


INF = _INF


def component_graph(G, source):
    """A new graph of the connected component of ``source``, in ``G``'s node and edge order."""
    comp = nx.node_connected_component(G, source)
    H = G.__class__()
    H.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in comp)
    if G.is_multigraph():
        H.add_edges_from((u, v, k, d) for u, v, k, d in G.edges(keys=True, data=True)
                         if u in comp)
    else:
        H.add_edges_from((u, v, d) for u, v, d in G.edges(data=True) if u in comp)
    return H


def euler_subgraph(G) -> nx.MultiGraph:
    """A large subgraph of ``G`` that has an Euler trail: the lab offers it on every board.

    Made without chance: in the biggest connected part of ``G`` (by edges), a breadth-first
    spanning tree from the first node; the odd-degree nodes except the first two (in node
    order) are paired up inside that tree, and the tree edges between the pairs (a *T-join*)
    are removed, so every degree is even except at those two; of what is left the part with
    the most edges is kept (each part has 0 or 2 odd nodes, so it has an Euler trail).
    Nodes and edges keep ``G``'s order and data.

    >>> H = euler_subgraph(nx.MultiGraph([(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 2),
    ...                                   (1, 5), (3, 6)]))
    >>> sorted(d % 2 for _, d in H.degree()).count(1) in (0, 2), nx.is_connected(H)
    (True, True)
    """
    rows = edge_rows(G)
    if not rows:
        return G.__class__(**G.graph)
    _, pos = neighbours(G)
    best = max(nx.connected_components(G), key=lambda c: (
        sum(1 for u, v, _, _ in rows if u in c), -min(pos[n] for n in c)))
    root = min(best, key=pos.__getitem__)
    adj, _ = neighbours(G)
    parent: dict = {root: None}
    order = [root]
    for u in order:
        for v, k, _ in adj[u]:
            if v not in parent:
                parent[v] = (u, k)
                order.append(v)
    odd = [n for n in sorted(best, key=pos.__getitem__) if G.degree(n) % 2]
    flag = {n: False for n in best}
    for n in odd[2:]:
        flag[n] = True
    cut = set()
    for n in reversed(order):          # leaves first: a flagged node's tree edge is in J
        if flag[n] and parent[n] is not None:
            p, k = parent[n]
            cut.add((k, frozenset((n, p))))
            flag[p] = not flag[p]
    keep = [(u, v, k, d) for u, v, k, d in rows
            if u in best and (k, frozenset((u, v))) not in cut]
    H = nx.MultiGraph()
    H.add_edges_from((u, v, k) for u, v, k, _ in keep)
    part = max(nx.connected_components(H), key=lambda c: (
        sum(1 for u, _, _, _ in keep if u in c), -min(pos[n] for n in c)))
    out = G.__class__(**G.graph)
    out.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in part)
    if G.is_multigraph():
        out.add_edges_from((u, v, k, d) for u, v, k, d in keep if u in part)
    else:
        out.add_edges_from((u, v, d) for u, v, k, d in keep if u in part)
    return out
