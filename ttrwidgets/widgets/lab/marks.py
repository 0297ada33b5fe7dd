"""The lab's marks on the board for the step shown: visited and waiting cities, the routes
chosen, the current city and route, the trail, the path, the components and the values
(:class:`~ttrwidgets.render.lab.LabOverlay`, drawn by the board widgets)."""
from __future__ import annotations

from ...render.lab import LabOverlay
from .texts import fmt

__all__ = ["overlay", "frontier_nodes", "NODE_TABLES"]

#: Tables keyed by node with a number each.
NODE_TABLES = frozenset({"dist", "order", "component", "key", "degree", "unused"})


def root(parent: dict, x):
    """The root of ``x`` in a union-find ``parent`` table (Kruskal's components)."""
    while parent.get(x, x) != x:
        x = parent[x]
    return x


def overlay(lab) -> LabOverlay:
    """The step's marks on the board (and the inputs, the region)."""
    st = lab.current
    kw: dict = dict(source=lab.source, target=lab.target,
                    terminals=tuple(lab.terminals),
                    region=tuple(lab.region) if lab.graph_kind == "region" else ())
    if lab.grid:
        kw["outside"] = lab.outside_edges()
    if st is not None:
        kind = lab.info.frontier
        trail = ()
        if kind == "trail":
            trail = tuple(e[2] for e in st.frontier)
        ans = st.answer
        path = ()
        if st.done and ans.get("path"):
            path = tuple(e[2] for e in ans["path"])
        if lab.algorithm == "euler":
            # the routes walked but not yet in the answer (Hierholzer's detours)
            inside = {e[2] for e in st.chosen}
            trail = tuple(k for k in walked(lab) if k not in inside)
        if lab.algorithm == "steiner" and st.done:
            # the approximation beside the exact tree (dash-dots on the solid line)
            trail = tuple(e[2] for e in ans.get("approx_tree") or ())
        groups = ()
        if lab.info.table == "parent":
            parent = st.values
            groups = tuple((n, root(parent, n)) for n in parent)
        values = ()
        if lab.info.table in NODE_TABLES and not lab.grid:
            values = tuple((n, fmt(v)) for n, v in st.table if n in lab.names)
        kw.update(visited=tuple(st.visited), frontier=tuple(frontier_nodes(lab, st)),
                  current_node=st.node, chosen=tuple(e[2] for e in st.chosen),
                  current_edge=st.edge[2] if st.edge is not None else None,
                  trail=trail, values=values, path=path, groups=groups)
    return LabOverlay(**kw)


def frontier_nodes(lab, st) -> list:
    kind = lab.info.frontier
    if kind == "priority":
        return [n for _, n in st.frontier]
    if kind in ("queue", "stack"):
        return [n for n in st.frontier if not isinstance(n, tuple)]
    return []


def walked(lab) -> tuple:
    """Hierholzer: the keys of the routes walked up to the step shown."""
    return tuple(s.edge[2] for s in lab.steps[:lab.index + 1] if s.why == "euler.take")
