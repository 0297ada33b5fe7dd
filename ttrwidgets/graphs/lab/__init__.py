"""Graph algorithms with step traces, for the lab: replay them on a board, forward and back.

Every algorithm is a small pure generator function over an ``nx.MultiGraph`` that yields
:class:`Step` snapshots (immutable: tuples, frozensets, numbers, strings), each pointing at a
line of a short pseudocode listing (:data:`PSEUDOCODE`, English and German) and carrying a
machine-readable reason (``why`` + ``params``) that :func:`why_text` words in English or German
from the lab's catalogue (``locales/<lang>/lab.ftl``, see :mod:`.texts`). The last step has ``done=True`` and the ``result``.

Neighbours are always looked at by node order (for the boards: city index), then by edge key
(route index), so every trace is deterministic. Weights are the ``length`` attribute (train
spaces; on the Trans grids made by :func:`grid_graph`, the rails a line costs).

:data:`ALGORITHMS` lists them for the app: ``ALGORITHMS[id].function(G, **inputs)`` with the
inputs named in ``needs`` (and optionally ``optional``).

Examples
--------
>>> from ttrwidgets.ttr.maps import load_map
>>> G = load_map("europe").to_networkx()
>>> paris = next(n for n, d in G.nodes(data=True) if d["name"] == "Paris")
>>> steps = trace("dijkstra", G, source=paris)
>>> why_text(steps[1], "en", G)
'Paris is taken from the queue with distance 0: it is final.'
>>> PSEUDOCODE["dijkstra"]["en"][steps[1].line - 1]
'    u = the city in the queue with the smallest dist; u is settled'
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .steps import Step, grid_graph, node_names
from .cuts import bridges_trace, max_flow_trace
from .paths import dijkstra_trace, kruskal_trace, prim_trace
from .search import bfs_trace, components_trace, dfs_trace
from .sketch import EXAMPLE, Sketch, SketchError
from .steiner import steiner_trace
from .texts import PSEUDOCODE, WHY, algorithm_name, why_text
from .trails import euler_trace, longest_trail_trace

__all__ = ["Step", "Algorithm", "ALGORITHMS", "PSEUDOCODE", "WHY", "why_text", "trace",
           "grid_graph", "node_names", "bfs_trace", "dfs_trace", "components_trace",
           "dijkstra_trace", "prim_trace", "kruskal_trace", "steiner_trace",
           "longest_trail_trace", "euler_trace", "bridges_trace", "max_flow_trace",
           "Sketch", "SketchError", "EXAMPLE"]


@dataclass(frozen=True)
class Algorithm:
    """One entry of :data:`ALGORITHMS`.

    Attributes
    ----------
    id : str
        The key in ``ALGORITHMS`` and ``PSEUDOCODE``; its name is the catalogue's
        ``alg-<id>`` (:meth:`name`).
    function : callable
        ``function(G, **inputs)`` -> an iterator of :class:`Step`.
    needs : tuple of str
        Inputs the learner must choose: ``"source"``, ``"target"`` (cities) or
        ``"terminals"`` (several cities).
    optional : tuple of str
        Inputs that may be given (``"source"``, ``"target"``, ``"max_steps"``).
    frontier : str
        What ``Step.frontier`` holds: ``"queue"``, ``"stack"``, ``"priority"`` (pairs
        ``(value, node)``), ``"edges"`` (edges still to look at), ``"trail"`` or ``""``.
    table : str
        What ``Step.table`` holds: ``"dist"``, ``"order"``, ``"component"``, ``"key"``,
        ``"parent"``, ``"pair_dist"``, ``"length"``, ``"unused"``, ``"disc_low"``, ``"flow"``.
    """
    id: str
    function: Callable
    needs: tuple = ()
    optional: tuple = ()
    frontier: str = ""
    table: str = ""

    @property
    def pseudocode(self) -> dict:
        """``{"en": (...lines), "de": (...lines)}``."""
        return PSEUDOCODE[self.id]

    def name(self, lang="en") -> str:
        return algorithm_name(self.id, lang)

    @property
    def name_en(self) -> str:
        return self.name("en")

    @property
    def name_de(self) -> str:
        return self.name("de")


ALGORITHMS = {a.id: a for a in (
    Algorithm("bfs", bfs_trace, ("source",), ("target",), frontier="queue", table="dist"),
    Algorithm("dfs", dfs_trace, ("source",),
              frontier="stack", table="order"),
    Algorithm("components", components_trace, frontier="queue", table="component"),
    Algorithm("dijkstra", dijkstra_trace, ("source",), ("target",), frontier="priority", table="dist"),
    Algorithm("prim", prim_trace, ("source",), frontier="priority", table="key"),
    Algorithm("kruskal", kruskal_trace, (), ("source",), frontier="edges", table="parent"),
    Algorithm("steiner", steiner_trace, ("terminals",),
              table="pair_dist"),
    Algorithm("longest_trail", longest_trail_trace, (),
              ("max_steps",), frontier="trail", table="length"),
    Algorithm("euler", euler_trace,
              frontier="stack", table="unused"),
    Algorithm("bridges", bridges_trace, frontier="stack",
              table="disc_low"),
    Algorithm("maxflow", max_flow_trace,
              ("source", "target"), frontier="queue", table="flow"),
)}


def trace(algorithm, G, **inputs) -> tuple:
    """All the steps of ``ALGORITHMS[algorithm]`` on ``G`` as a tuple (for stepping by index).

    >>> import networkx as nx
    >>> steps = trace("bfs", nx.MultiGraph([(0, 1), (1, 2)]), source=0)
    >>> len(steps), steps[-1].done, steps[-1].answer["order"]
    (9, True, (0, 1, 2))
    """
    return tuple(ALGORITHMS[algorithm].function(G, **inputs))
