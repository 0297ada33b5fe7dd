"""The graph lab: an algorithm of :mod:`ttrwidgets.graphs.lab` replayed step by step on a board.

Two parts:

:class:`LabController`
    Pure (no widgets): the board, the graph chosen on it (the whole board, a player's network,
    or a region of clicked cities: the induced subgraph), the algorithm, its inputs (start,
    target, cities to join: picked by clicking), the trace and the step shown, and the
    "predict the next step" mode. It answers what the page shows: the overlay
    (:class:`~ttrwidgets.render.lab.LabOverlay`), the pseudocode with its current line, the
    table, the frontier, the step's reason and the result, in English or German. Tests and
    notebooks drive it directly.
:class:`LabPage`
    The app's page (``box``): the board (route boards: :class:`LabBoardWidget`, Trans grids:
    :class:`LabGridWidget`) beside a column with the choices, the step controls (first, back, Step, last, Play,
    a speed, a step slider), the reason, the pseudocode, the table, predict mode and the
    export of the picture (SVG from the draw ops; PNG from the canvas, in the browser).

Every algorithm, its pseudocode and its reasons are :mod:`ttrwidgets.graphs.lab`'s; this module
only chooses the graph and the inputs and shows the steps.

>>> lab = LabController("europe")
>>> lab.set_algorithm("dijkstra")
>>> lab.click("city", lab.city("Paris")); lab.click("city", lab.city("Moskva"))
>>> lab.last(); lab.result_text("en")
'Distance Paris → Moskva: 18'
"""
from __future__ import annotations

import base64
import functools

import ipywidgets as W
import networkx as nx
import traitlets as TR
from ipycanvas import hold_canvas

from ..graphs.lab import ALGORITHMS, PSEUDOCODE, node_names, trace, why_text
from ..render import LAYERS, BoardView, draw_board, replay, to_svg
from ..render.grid import GridView, draw_grid
from ..render.lab import LabOverlay, lab_board_ops, lab_grid_ops
from .base import Part
from .board import BoardWidget
from .board import _claims_key, _highlight_key
from .chips import esc
from .grid_board import GridBoardWidget
from .texts import T, t
from .web import ALIVE_ESM, _WebWidget

__all__ = ["LabController", "LabPage", "LabBoardWidget", "LabGridWidget", "PngButton",
           "LAB_BOARDS", "PICKS", "MAX_TERMINALS", "MAX_TRAIL_STEPS", "bot_network",
           "export_svg"]



@functools.lru_cache(maxsize=16)
def lab_board(board_id: str):
    """The lab's view of a board, from the family whose ``lab_board`` knows it (``board``,
    ``graph``, ``grid``, ``name``, ``bot_network(seed)``, ``network(state, seat)``), else
    None."""
    from ..core.family import families
    for fam in families():
        lb = fam.lab_board(board_id)
        if lb is not None:
            return lb
    return None


def _lab_boards() -> tuple:
    from ..core.registry import games
    ids = dict.fromkeys(b for g in games() for b in g.boards)
    return tuple(b for b in ids if lab_board(b) is not None)


#: The boards the lab offers: every board of a registered game whose family shows it in the
#: lab (route boards and the Trans grids), in the registry's order.
LAB_BOARDS = _lab_boards()
#: The seed of that bot game.
BOT_SEED = 1
#: The exact Steiner search grows fast: at most this many cities to join.
MAX_TERMINALS = 7
#: The longest-trail search is exponential: stopped after this many steps.
MAX_TRAIL_STEPS = 3000
#: The steps where the algorithm makes a choice the learner can predict (predict mode).
PICKS = {
    "bfs": ("bfs.take",), "dfs": ("dfs.discover",),
    "components": ("components.new", "components.take"),
    "dijkstra": ("dijkstra.settle",), "prim": ("prim.add",), "kruskal": ("kruskal.take",),
    "steiner": ("steiner.mst_take", "steiner.prune"), "longest_trail": ("trail.extend",),
    "euler": ("euler.take",), "bridges": ("tarjan.visit",),
    "maxflow": ("flow.reach", "flow.reach_back"),
}
#: Picks whose question is "which route?" (the others ask "which city?").
EDGE_PICKS = frozenset({"kruskal.take", "steiner.mst_take", "trail.extend", "euler.take"})
#: Tables keyed by node with a number each.
_NODE_TABLES = frozenset({"dist", "order", "component", "key", "degree"})
#: Step intervals of the Play button, ms.
SPEEDS = (("slow", 1200), ("medium", 600), ("fast", 250), ("fastest", 80))


def step_instruction(lang: str) -> str:
    """How to walk the steps, naming the buttons by their words (Step, Play)."""
    return t("lab.do.step", lang, step=t("lab.step", lang), play=t("lab.play", lang))


def board_name(board_id: str, lang: str) -> str:
    lb = lab_board(board_id)
    en, de = lb.name if lb is not None else (board_id, board_id)
    return de if lang == "de" else en


def _board(board_id: str):
    return lab_board(board_id).board


def _base_graph(board_id: str) -> nx.MultiGraph:
    return lab_board(board_id).graph


@functools.lru_cache(maxsize=8)
def bot_network(board_id: str, seed: int = BOT_SEED) -> tuple:
    """Seat 0's routes (route boards: at the end of a seeded game of bots; Trans grids: its
    network at the end of the bots' first round) as a tuple of edge keys; empty when no game can be
    played on the board (the board's family plays it: ``lab_board(...).bot_network``)."""
    try:
        return tuple(lab_board(board_id).bot_network(seed))
    except Exception:  # noqa: BLE001 - a board without a playable game offers no network
        return ()


def _induced(G: nx.MultiGraph, nodes) -> nx.MultiGraph:
    """The subgraph on ``nodes``, in ``G``'s node and edge order."""
    keep = set(nodes)
    H = nx.MultiGraph(**G.graph)
    H.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in keep)
    H.add_edges_from((u, v, k, d) for u, v, k, d in G.edges(keys=True, data=True)
                     if u in keep and v in keep)
    return H


def _edge_graph(G: nx.MultiGraph, keys) -> nx.MultiGraph:
    """The subgraph of the edges with these keys (and their ends), in ``G``'s order."""
    keep = set(keys)
    edges = [(u, v, k, d) for u, v, k, d in G.edges(keys=True, data=True) if k in keep]
    ends = {n for u, v, _, _ in edges for n in (u, v)}
    H = nx.MultiGraph(**G.graph)
    H.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in ends)
    H.add_edges_from(edges)
    return H


def _fmt(v) -> str:
    if v is None:
        return "–"
    if v == float("inf"):
        return "∞"
    return str(v)


# ============================================================================ the controller
class LabController:
    """The lab's state and answers, without widgets (see the module's docstring).

    Parameters
    ----------
    board_id : str
        One of :data:`LAB_BOARDS`.
    algorithm : str
        A key of :data:`~ttrwidgets.graphs.lab.ALGORITHMS`.
    """

    def __init__(self, board_id: str = "europe", algorithm: str = "dijkstra"):
        self.algorithm = algorithm
        self.predict = False
        self.set_board(board_id)

    # ---------------------------------------------------------------- choices
    def set_board(self, board_id: str) -> None:
        if board_id not in LAB_BOARDS:
            raise KeyError(board_id)
        self.board_id = board_id
        self.grid = lab_board(board_id).grid
        self.board = _board(board_id)
        self.base = _base_graph(board_id)
        self.names = node_names(self.base)
        if not self.grid:                  # the names printed on the board (München, Zürich)
            self.names.update({c.index: c.display_name for c in self.board.cities})
        self._edge_ends = {k: (u, v) for u, v, k in self.base.edges(keys=True)}
        self.graph_kind = "board"
        self.region: list = []
        self.network: tuple = ()
        self.network_text = None           # lang -> text: where the network comes from
        self.note = None                   # (css class, lang -> text): the last click's word
        self._clear_inputs()
        self._rebuild()

    def set_graph(self, kind: str, network=(), network_text=None) -> None:
        """``"board"``, ``"network"`` (the edges ``network``, described by ``network_text``,
        ``lang -> text``) or ``"region"`` (the cities clicked next)."""
        if kind not in ("board", "network", "region"):
            raise ValueError(kind)
        self.graph_kind = kind
        self.note = None
        if kind == "network":
            self.network = tuple(network)
            self.network_text = network_text
        if kind == "region":
            self.region = []
            self.pick = "region"
        self._rebuild()

    def set_algorithm(self, algorithm: str) -> None:
        if algorithm not in ALGORITHMS:
            raise KeyError(algorithm)
        self.algorithm = algorithm
        self.note = None
        self._clear_inputs()
        self._rebuild()

    @property
    def info(self):
        return ALGORITHMS[self.algorithm]

    def inputs(self) -> tuple:
        """The inputs the learner picks for this algorithm: its needs, and an optional
        target (Dijkstra)."""
        a = self.info
        return tuple(a.needs) + (("target",) if "target" in a.optional
                                 and "target" not in a.needs else ())

    def _clear_inputs(self) -> None:
        self.source = None
        self.target = None
        self.terminals: list = []
        ins = self.inputs()
        self.pick = "region" if getattr(self, "graph_kind", "board") == "region" and \
            not getattr(self, "region", None) else (ins[0] if ins else None)

    def clear(self) -> None:
        """Forget the picked cities (and the region)."""
        if self.graph_kind == "region":
            self.region = []
        self.note = None
        self._clear_inputs()
        self._rebuild()

    def set_pick(self, which: str | None) -> None:
        """What the next click on a city chooses: ``"source"``, ``"target"``, ``"terminals"``,
        ``"region"`` or None."""
        self.pick = which
        self.note = None

    # ---------------------------------------------------------------- the graph
    def _rebuild(self) -> None:
        if self.graph_kind == "network":
            self.graph = _edge_graph(self.base, self.network)
        elif self.graph_kind == "region":
            self.graph = _induced(self.base, self.region)
        else:
            self.graph = self.base
        g = self.graph
        if self.source not in g:
            self.source = None
        if self.target not in g:
            self.target = None
        self.terminals = [n for n in self.terminals if n in g]
        self.recompute()

    def city(self, name: str):
        """The node of the city called ``name`` (tests, notebooks)."""
        found = [n for n, x in self.names.items() if x == name]
        if not found and not self.grid:
            found = [c.index for c in self.board.cities if c.name == name]
        if not found:
            raise KeyError(name)
        return found[0]

    def name(self, node) -> str:
        return self.names.get(node, str(node))

    def edge_name(self, key) -> str:
        u, v = self._edge_ends[key]
        return f"{self.name(u)}–{self.name(v)}"

    def outside_edges(self) -> tuple:
        """The board's edges not in the chosen graph (drawn washed out)."""
        if self.graph_kind == "board":
            return ()
        inside = {k for _, _, k in self.graph.edges(keys=True)}
        return tuple(k for k in self._edge_ends if k not in inside)

    def missing(self) -> str | None:
        """What must still be picked (an input name), or None when the trace can run."""
        if len(self.graph) == 0:
            return "region" if self.graph_kind == "region" else "graph"
        if "source" in self.info.needs and self.source is None:
            return "source"
        if "target" in self.info.needs and self.target is None:
            return "target"
        if "terminals" in self.info.needs and len(self.terminals) < 2:
            return "terminals"
        return None

    def recompute(self) -> None:
        """Run the trace when every input is there (from step 1)."""
        self.index = 0
        self.feedback = None
        self.score = [0, 0]
        self.answered: dict = {}
        if self.missing() is not None:
            self.steps = ()
            return
        kw = {}
        ins = self.info.needs + self.info.optional
        if "source" in ins and self.source is not None:
            if "source" in self.info.needs or self.algorithm not in ("kruskal",):
                kw["source"] = self.source
        if "target" in ins and self.target is not None:
            kw["target"] = self.target
        if "terminals" in ins:
            kw["terminals"] = list(self.terminals)
        if self.algorithm == "longest_trail":
            kw["max_steps"] = MAX_TRAIL_STEPS
        self.steps = trace(self.algorithm, self.graph, **kw)

    # ---------------------------------------------------------------- clicks
    def click(self, kind: str, index) -> None:
        """A click on the board: ``("city"|"node", node)``, ``("route"|"line", key)`` or
        ``(None, None)`` for nothing."""
        if kind in ("city", "node"):
            item = ("node", index)
        elif kind in ("route", "line"):
            item = ("edge", index)
        else:
            item = None
        if self.predict and self.pending_pick() is not None and item is not None \
                and self.pick is None:
            self.predict_click(*item)
            return
        if item is None or item[0] != "node":
            if self.predict and self.pending_pick() is not None:
                self.note = ("ttr-lab-info", lambda lang: t("lab.click-city", lang))
            elif self.pick is None and self.steps:
                self.note = ("ttr-lab-info", lambda lang: step_instruction(lang))
            else:
                self.note = ("ttr-lab-info", lambda lang: t("lab.click-city", lang))
            return
        self.click_node(item[1])

    def click_node(self, n) -> None:
        """Choose city ``n`` for what :attr:`pick` says."""
        self.note = None
        pick = self.pick
        if pick == "region":
            if n in self.region:
                self.region.remove(n)
            else:
                self.region.append(n)
            self._rebuild()
            return
        if pick is None:
            if not self.inputs():
                alg = self.info
                self.note = ("ttr-lab-info",
                             lambda lang: t("lab.nothing-to-pick", lang, alg=alg.name(lang),
                                            step=t("lab.step", lang)))
            else:
                self.note = ("ttr-lab-info", lambda lang: step_instruction(lang))
            return
        if n not in self.graph:
            name = self.name(n)
            self.note = ("ttr-lab-bad", lambda lang: t("lab.not-in-graph", lang, city=name))
            return
        if pick == "source":
            self.source = n
            if self.target == n:
                self.target = None
            self.pick = "target" if "target" in self.inputs() and self.target is None else None
        elif pick == "target":
            self.target = n
            if self.source == n:
                self.source = None
                self.pick = "source"
            else:
                self.pick = "source" if self.source is None else None
        elif pick == "terminals":
            if n in self.terminals:
                self.terminals.remove(n)
            elif len(self.terminals) >= MAX_TERMINALS:
                self.note = ("ttr-lab-bad", lambda lang: t("lab.too-many", lang,
                                                           max=MAX_TERMINALS))
                return
            else:
                self.terminals.append(n)
        self.recompute()

    # ---------------------------------------------------------------- stepping
    @property
    def current(self):
        """The step shown (None: no trace)."""
        return self.steps[self.index] if self.steps else None

    def goto(self, i: int) -> int:
        """Show step ``i`` (clamped). In predict mode a step the learner should predict is not
        passed over: the replay stops just before it. Returns the step shown."""
        if not self.steps:
            return 0
        i = max(0, min(int(i), len(self.steps) - 1))
        if self.predict and i > self.index:
            for j in range(self.index + 1, i + 1):
                if self.is_pick(j) and j not in self.answered:
                    i = j - 1
                    break
        if i != self.index:
            self.index = i
            self.feedback = None
        return self.index

    def step(self, delta: int) -> None:
        """One step forward (+1) or back (-1). In predict mode, ▶ on a step to predict shows
        it without a guess."""
        if delta > 0 and self.predict and self.pending_pick() is not None:
            j = self.index + 1
            st, names = self.steps[j], self.names
            self.answered[j] = None
            self.index = j
            self.feedback = ("ttr-lab-info", lambda lang: t(
                "lab.predict.shown", lang, why=why_text(st, lang, names)))
            return
        self.goto(self.index + delta)

    def first(self) -> None:
        self.goto(0)

    def last(self) -> None:
        """To the last step (in predict mode: up to the next step to predict)."""
        self.goto(len(self.steps) - 1)

    @property
    def at_end(self) -> bool:
        return not self.steps or self.index >= len(self.steps) - 1

    # ---------------------------------------------------------------- predict mode
    def set_predict(self, on: bool) -> None:
        self.predict = bool(on)
        self.feedback = None
        self.score = [0, 0]
        self.answered = {}

    def is_pick(self, j: int) -> bool:
        st = self.steps[j]
        whys = PICKS.get(self.algorithm)
        return (st.node is not None or st.edge is not None) and \
            (whys is None or st.why in whys)

    def pending_pick(self):
        """The next step, when it is one the learner should predict now (predict mode)."""
        if not self.predict or not self.steps or self.at_end:
            return None
        j = self.index + 1
        return self.steps[j] if self.is_pick(j) and j not in self.answered else None

    def asks_edge(self) -> bool:
        st = self.pending_pick()
        return st is not None and st.why in EDGE_PICKS

    def _same_edge(self, key, e) -> bool:
        if e is None or key not in self._edge_ends:
            return False
        if key == e[2]:
            return True
        # a parallel route of the same length counts as the same choice
        a, b = self._edge_ends[key]
        d1 = self.base.edges[a, b, key].get("length", 1)
        return {a, b} == {e[0], e[1]} and d1 == self.base.edges[e[0], e[1], e[2]].get(
            "length", 1)

    def predict_click(self, kind: str, item) -> bool:
        """The learner's prediction (``"node"`` or ``"edge"``) of the next step: judged, then
        shown with its reason. Returns whether it was right."""
        st = self.pending_pick()
        if st is None:
            self.note = ("ttr-lab-info",
                         lambda lang: t("lab.predict.wait", lang, step=t("lab.step", lang)))
            return False
        if kind == "node":
            right = item == st.node or (st.why in EDGE_PICKS and st.edge is not None
                                        and item == st.edge[1])
            got = self.name(item)
        else:
            right = self._same_edge(item, st.edge)
            got = self.edge_name(item) if item in self._edge_ends else str(item)
        j = self.index + 1
        self.answered[j] = right
        self.score[1] += 1
        self.score[0] += bool(right)
        self.index = j
        self.note = None
        names = self.names
        if right:
            self.feedback = ("ttr-lab-right", lambda lang: t(
                "lab.predict.right", lang, why=why_text(st, lang, names)))
        else:
            self.feedback = ("ttr-lab-wrong", lambda lang: t(
                "lab.predict.wrong", lang, got=got, why=why_text(st, lang, names)))
        return right

    # ---------------------------------------------------------------- what is shown
    def instruction(self, lang: str) -> str:
        """What to do now."""
        pick = self.pick
        alg = self.info.name(lang)
        if pick == "region" or (self.graph_kind == "region" and not self.region):
            return t("lab.do.region", lang)
        if pick == "source":
            return t("lab.do.source", lang)
        if pick == "target":
            return t("lab.do.target-needed" if "target" in self.info.needs else "lab.do.target",
                     lang, alg=alg)
        if pick == "terminals":
            return t("lab.do.terminals", lang, max=MAX_TERMINALS)
        if self.predict and self.pending_pick() is not None:
            return t("lab.predict.ask-edge" if self.asks_edge() else "lab.predict.ask-node",
                     lang)
        if not self.steps:
            return t("lab.no-trace", lang)
        return step_instruction(lang)

    def step_text(self, lang: str) -> str:
        if not self.steps:
            return t("lab.no-trace", lang)
        return t("lab.step-count", lang, k=self.index + 1, n=len(self.steps))

    def why(self, lang: str) -> str:
        st = self.current
        return why_text(st, lang, self.names) if st is not None else ""

    def code(self, lang: str) -> list:
        """The pseudocode lines and which one the step is on (1-based; 0: none)."""
        st = self.current
        return list(PSEUDOCODE[self.algorithm][lang]), (st.line if st is not None else 0)

    def result_text(self, lang: str) -> str:
        """The answer on the last step, where the reason does not say it already."""
        st = self.current
        if st is None or not st.done:
            return ""
        ans = st.answer
        if self.algorithm == "dijkstra" and self.target is not None:
            if ans.get("distance") is None:
                return t("lab.result.unreachable", lang, source=self.name(self.source),
                         target=self.name(self.target))
            return t("lab.result.distance", lang, source=self.name(self.source),
                     target=self.name(self.target), dist=ans["distance"])
        if self.algorithm == "longest_trail" and ans.get("stopped"):
            return t("lab.stopped", lang, n=MAX_TRAIL_STEPS)
        return ""

    def frontier_text(self, lang: str, limit: int = 8) -> str:
        st = self.current
        kind = self.info.frontier
        if st is None or not kind:
            return ""
        f = st.frontier
        if kind == "priority":
            items = [f"{self.name(n)} {_fmt(d)}" for d, n in f]
        elif kind in ("queue", "stack"):
            items = [self.name(n) for n in f]
        elif kind == "trail":
            return t("lab.frontier.trail", lang, n=len(f))
        else:
            return t("lab.frontier.edges", lang, n=len(f))
        more = f" … (+{len(items) - limit})" if len(items) > limit else ""
        shown = ", ".join(items[:limit]) or t("lab.table.empty", lang)
        return t(f"lab.frontier.{kind}", lang, items=shown + more)

    def _label(self, k, lang) -> str:
        if k in self.names:
            return self.name(k)
        if isinstance(k, tuple) and len(k) in (2, 3) and k[0] in self.names \
                and k[1] in self.names:
            return f"{self.name(k[0])}–{self.name(k[1])}"
        key = f"lab.row.{k}"
        return t(key, lang) if key in T else str(k)

    def table(self, lang: str) -> tuple:
        """``(title, rows)``: each row ``(label, value, marks)``; ``marks`` a set of
        ``"current"``, ``"done"`` (visited/settled), ``"waiting"``. Sorted: node values
        smallest first, then by name."""
        kind = self.info.table
        title = t("lab.table", lang, what=t(f"lab.table.{kind}", lang)) \
            if f"lab.table.{kind}" in T else kind
        st = self.current
        if st is None:
            return title, []
        visited = st.visited
        waiting = set(self._frontier_nodes(st))
        rows = []
        for k, v in st.table:
            marks = set()
            if k == st.node:
                marks.add("current")
            if k in visited:
                marks.add("done")
            if k in waiting:
                marks.add("waiting")
            if kind == "parent":
                val, order = self.name(v), (self.name(v), self._label(k, lang))
            elif kind == "disc_low":
                val, order = f"{v[0]} / {v[1]}", (v[0], 0)
            elif isinstance(v, (int, float)):
                val, order = _fmt(v), (v, self._label(k, lang))
            else:
                val, order = str(v), (0, "")
            rows.append((order, self._label(k, lang), val, marks))
        if kind in _NODE_TABLES or kind in ("parent", "pair_dist", "disc_low"):
            rows.sort(key=lambda r: r[0])
        return title, [(lab, val, marks) for _, lab, val, marks in rows]

    def _frontier_nodes(self, st) -> list:
        kind = self.info.frontier
        if kind == "priority":
            return [n for _, n in st.frontier]
        if kind in ("queue", "stack"):
            return [n for n in st.frontier if not isinstance(n, tuple)]
        return []

    def overlay(self) -> LabOverlay:
        """The step's marks on the board (and the inputs, the region)."""
        st = self.current
        kw: dict = dict(source=self.source, target=self.target,
                        terminals=tuple(self.terminals),
                        region=tuple(self.region) if self.graph_kind == "region" else ())
        if self.grid:
            kw["outside"] = self.outside_edges()
        if st is not None:
            kind = self.info.frontier
            trail = ()
            if kind == "trail":
                trail = tuple(e[2] for e in st.frontier)
            ans = st.answer
            if st.done and ans.get("path"):
                trail = tuple(e[2] for e in ans["path"])
            values = ()
            if self.info.table in _NODE_TABLES and not self.grid:
                values = tuple((n, _fmt(v)) for n, v in st.table if n in self.names)
            kw.update(visited=tuple(st.visited), frontier=tuple(self._frontier_nodes(st)),
                      current_node=st.node, chosen=tuple(e[2] for e in st.chosen),
                      current_edge=st.edge[2] if st.edge is not None else None,
                      trail=trail, values=values)
        return LabOverlay(**kw)

    def graph_text(self, lang: str) -> str:
        """The chosen graph in words: its size, and where a network comes from."""
        g = self.graph
        size = t("lab.grid-size" if self.grid else "lab.graph-size", lang,
                 nodes=g.number_of_nodes(), edges=g.number_of_edges())
        if self.graph_kind == "network":
            if self.network_text is None or not self.network:
                return t("lab.network.none", lang)
            return f"{self.network_text(lang)} · {size}"
        if self.graph_kind == "region" and not self.region:
            return t("lab.region.empty", lang)
        return size

    def file_stem(self) -> str:
        k = self.index + 1 if self.steps else 0
        return f"lab-{self.board_id}-{self.algorithm}-step{k}"


# ============================================================================ the boards
class LabBoardWidget(BoardWidget):
    """A route board that draws the lab's overlay over its highlight layer."""

    def __init__(self, game_map, **kwargs):
        self.extra: tuple = ()
        super().__init__(game_map, **kwargs)
        self.add_class("ttr-lab-board")

    def redraw(self, layers=LAYERS) -> None:
        ops = draw_board(self.geometry, self.view, self.lang, layers)
        if "highlight" in layers:
            ops += list(self.extra)
        for layer in layers:
            self.ops[layer] = [op for op in ops if op.layer == layer]
        with hold_canvas():
            replay(ops, self.canvas)

    def show_lab(self, view: BoardView, lang: str, overlay: LabOverlay) -> None:
        extra = tuple(lab_board_ops(self.geometry, overlay, view.projector, view.labels))
        old = self.view
        changed = []
        if view.labels != old.labels or view.projector != old.projector or lang != self.lang:
            changed.append("map")
        if _claims_key(view) != _claims_key(old):
            changed.append("claims")
        if _highlight_key(view) != _highlight_key(old) or extra != self.extra:
            changed.append("highlight")
        self.view, self.lang, self.extra = view, lang, extra
        if changed:
            self.redraw(tuple(changed))

    def picture(self) -> list:
        """Every op of the picture shown (map, claims, highlights and the overlay)."""
        return draw_board(self.geometry, self.view, self.lang) + list(self.extra)


class LabGridWidget(GridBoardWidget):
    """A Trans grid board that draws the lab's overlay over its highlight layer."""

    def __init__(self, board, **kwargs):
        self.extra: tuple = ()
        super().__init__(board, **kwargs)
        self.add_class("ttr-lab-board")

    def redraw(self, layers=LAYERS) -> None:
        ops = draw_grid(self.geometry, self.view, self.lang, layers)
        if "highlight" in layers:
            ops += list(self.extra)
        for layer in layers:
            self.ops[layer] = [op for op in ops if op.layer == layer]
            self.draws[layer] += 1
        with hold_canvas():
            replay(ops, self.canvas)

    def show_lab(self, view: GridView, lang: str, overlay: LabOverlay) -> None:
        extra = tuple(lab_grid_ops(self.geometry, overlay, view.projector, view.labels))
        changed = []
        if view.projector != self.view.projector:
            changed.append("map")
        if view != self.view:
            changed.append("claims")
        if view != self.view or extra != self.extra:
            changed.append("highlight")
        self.view, self.lang, self.extra = view, lang, extra
        if changed:
            self.redraw(tuple(changed))

    def picture(self) -> list:
        return draw_grid(self.geometry, self.view, self.lang) + list(self.extra)


def export_svg(board) -> str:
    """The board widget's current picture as an SVG document."""
    g = board.geometry
    return to_svg(board.picture(), g.width, g.height)


# ============================================================================ PNG in the browser
_PNG_ESM = ALIVE_ESM + r"""
export default {
  initialize: answerPings,
  render({ model, el }) {
    hello(model);
    const b = document.createElement("button");
    b.className = "lm-Widget jupyter-widgets jupyter-button widget-button ttr-lab-png-button";
    b.type = "button";
    const label = () => { b.textContent = model.get("label"); b.title = model.get("tip"); };
    label();
    model.on("change:label", label);
    model.on("change:tip", label);
    b.addEventListener("click", () => {
      const c = document.querySelector(model.get("selector"));
      if (!c) { return; }
      const a = document.createElement("a");
      a.download = model.get("filename");
      a.href = c.toDataURL("image/png");
      document.body.appendChild(a);
      a.click();
      a.remove();
    });
    el.appendChild(b);
  }
};
"""


class PngButton(_WebWidget):
    """A button that saves the lab board's canvas as a PNG, in the browser (nothing is sent to
    the kernel or anywhere else: the canvas' ``toDataURL`` becomes a download). Watched like
    the other browser-side widgets (:class:`~.web._WebWidget`: renewed if anywidget gave its
    model up, so a language switch still reaches its label)."""

    _esm = _PNG_ESM
    label = TR.Unicode("PNG").tag(sync=True)
    tip = TR.Unicode("").tag(sync=True)
    filename = TR.Unicode("lab.png").tag(sync=True)
    selector = TR.Unicode(".ttr-lab-board canvas").tag(sync=True)

    def _dispatch(self, content: dict, buffers: list) -> None:
        raise ValueError(f"unknown message from the browser: {content!r}")


# ============================================================================ the page
LAB_CSS = """
<style>
.ttr-lab-side { gap: 1px; }
.ttr-lab-side .widget-html-content { line-height: 1.3; }
.ttr-lab-side .widget-html, .ttr-lab-side .widget-html-content { height: auto; }
.ttr-lab-side .widget-button, .ttr-lab-side .widget-dropdown { margin: 1px; }
.ttr-lab-count { white-space: nowrap; font-size: 0.9em; }
.ttr-lab-side .widget-dropdown select { font-size: 13px; }
.ttr-lab-row { align-items: center; flex-wrap: wrap; gap: 2px; }
.ttr-lab-graph-text { font-size: 0.9em; color: #333; }
.ttr-lab-status { font-weight: 600; line-height: 1.3; }
.ttr-lab-why { font-weight: 600; line-height: 1.3; min-height: 2.6em; background: #f3f8fd;
               border-left: 4px solid #004488; padding: 2px 6px; }
.ttr-lab-result { font-size: 1.15em; font-weight: 700; color: #004488; }
.ttr-lab-frontier { font-size: 0.9em; line-height: 1.3; }
.ttr-lab-code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 11.5px;
                line-height: 1.3; border: 1px solid #ccc; border-radius: 4px; background: #fff; }
.ttr-lab-code ol { margin: 2px 0; padding-left: 2.4em; }
.ttr-lab-code li { white-space: pre-wrap; }
.ttr-lab-code li.ttr-lab-cur { background: #fde0ef; font-weight: 700;
                               outline: 2px solid #ee3377; }
.ttr-lab-code li.ttr-lab-cur::marker { content: "▶ "; color: #ee3377; }
.ttr-lab-table { max-height: 128px; overflow-y: auto; font-size: 0.9em; }
.ttr-lab-table table { border-collapse: collapse; width: 100%; }
.ttr-lab-table td, .ttr-lab-table th { padding: 0 4px; border-bottom: 1px solid #eee;
                                       text-align: left; white-space: nowrap; }
.ttr-lab-table td:nth-child(3) { text-align: right; }
.ttr-lab-table tr.ttr-lab-cur { background: #fde0ef; font-weight: 700; }
.ttr-lab-right { color: #00541f; font-weight: 600; }
.ttr-lab-wrong { color: #a50f15; font-weight: 600; }
.ttr-lab-info { color: #08306b; }
.ttr-lab-bad { color: #a50f15; }
.ttr-lab-legend { font-size: 0.82em; color: #333; line-height: 1.3; }
.ttr-lab-export a { color: #08519c; }
.ttr-app .ttr-lab-side .widget-button.ttr-lab-picking { outline: 3px solid #000;
                                                        outline-offset: -3px; font-weight: 700; }
.ttr-app.ttr-projector .ttr-lab-side { font-size: 16px; --jp-widgets-font-size: 16px; }
.ttr-app.ttr-projector .ttr-lab-code { font-size: 14px; }
.ttr-app.ttr-projector .ttr-lab-legend, .ttr-app.ttr-projector .ttr-lab-graph-text,
.ttr-app.ttr-projector .ttr-lab-frontier { display: none; }
.ttr-app.ttr-projector .ttr-lab-table { max-height: 96px; }
.ttr-app.ttr-projector .ttr-lab-side .widget-dropdown > .widget-label { font-size: 13px; }
</style>
"""


class LabPage(Part):
    """The Graph lab page (``box``): the board beside the lab's column."""

    def __init__(self, app):
        super().__init__(app)
        self.lab = LabController()
        self._boards: dict = {}
        self._sync = False
        auto = lambda: W.Layout(width="auto", flex="0 0 auto")  # noqa: E731
        self.w_board = W.Dropdown(layout=W.Layout(width="48%", min_width="170px"),
                                  style={"description_width": "44px"})
        self.w_board.add_class("ttr-lab-board-choice")
        self.w_graph = W.Dropdown(layout=W.Layout(width="50%", min_width="180px"),
                                  style={"description_width": "44px"})
        self.w_graph.add_class("ttr-lab-graph")
        self.w_alg = W.Dropdown(layout=W.Layout(width="99%"),
                                style={"description_width": "80px"})
        self.w_alg.add_class("ttr-lab-algorithm")
        self.watch(self.w_board, lambda c: self._sync or self.choose_board(c["new"]))
        self.watch(self.w_graph, lambda c: self._sync or self.choose_graph(c["new"]))
        self.watch(self.w_alg, lambda c: self._sync or self.choose_algorithm(c["new"]))
        self.graph_text = W.HTML()
        self.graph_text.add_class("ttr-lab-graph-text")
        self.b_source = self.button("ttr-lab-pick-source", lambda: self.pick("source"),
                                    layout=auto())
        self.b_target = self.button("ttr-lab-pick-target", lambda: self.pick("target"),
                                    layout=auto())
        self.b_terms = self.button("ttr-lab-pick-terminals", lambda: self.pick("terminals"),
                                   layout=auto())
        self.b_region = self.button("ttr-lab-pick-region", lambda: self.pick("region"),
                                    layout=auto())
        self.b_clear = self.button("ttr-lab-clear", self.clear, layout=auto())
        self.picks = W.HBox([self.b_source, self.b_target, self.b_terms, self.b_region,
                             self.b_clear])
        self.picks.add_class("ttr-lab-row")
        self.status = W.HTML()
        self.status.add_class("ttr-lab-status")
        small = lambda: W.Layout(width="40px", flex="0 0 auto")  # noqa: E731
        worded = lambda: W.Layout(width="auto", flex="0 0 auto")  # noqa: E731
        # the buttons the instruction names carry words (Step, Play/Pause) besides the bundled
        # icon font's symbol; first, back and last are icons with a tooltip
        self.b_first = self.button("ttr-lab-first", self.first, layout=small(),
                                   icon="fast-backward")
        self.b_back = self.button("ttr-lab-back", lambda: self.step(-1), layout=small(),
                                  icon="step-backward")
        self.b_next = self.button("ttr-lab-next", lambda: self.step(+1), layout=worded(),
                                  icon="step-forward")
        self.b_last = self.button("ttr-lab-last", self.last, layout=small(),
                                  icon="fast-forward")
        # Play runs in the browser (the Play widget's timer); its own icon-only buttons stay
        # hidden: the worded Play/Pause button switches it
        self.play = W.Play(min=0, max=0, value=0, interval=600, show_repeat=False,
                           layout=W.Layout(display="none"))
        self.play.add_class("ttr-lab-play")
        self.play.observe(app._safe(self._on_play), names="value")
        self.b_play = self.button("ttr-lab-play-button", self.toggle_play, layout=worded(),
                                  icon="play")
        self.play.observe(app._safe(lambda _c: self._label_play()), names="playing")
        self.w_speed = W.Dropdown(layout=W.Layout(width="118px", flex="0 0 auto"))
        self.w_speed.add_class("ttr-lab-speed")
        self.watch(self.w_speed, lambda c: self._sync or setattr(self.play, "interval",
                                                                  c["new"]))
        self.controls = W.HBox([self.b_first, self.b_back, self.b_next, self.b_last,
                                self.b_play, self.play])
        self.controls.add_class("ttr-lab-row")
        self.controls.add_class("ttr-lab-controls")
        self.slider = W.IntSlider(min=0, max=0, value=0, readout=False, continuous_update=False,
                                  layout=W.Layout(width="auto", flex="1 1 auto"))
        self.slider.add_class("ttr-lab-slider")
        self.slider.observe(app._safe(self._on_slider), names="value")
        self.count = W.HTML()
        self.count.add_class("ttr-lab-count")
        self.why = W.HTML()
        self.why.add_class("ttr-lab-why")
        self.result = W.HTML()
        self.result.add_class("ttr-lab-result")
        self.w_predict = W.Checkbox(value=False, indent=False, layout=auto())
        self.w_predict.add_class("ttr-lab-predict-toggle")
        self.watch(self.w_predict, lambda c: self._sync or self.set_predict(c["new"]))
        self.score = W.HTML()
        self.score.add_class("ttr-lab-score")
        self.feedback = W.HTML()
        self.feedback.add_class("ttr-lab-feedback")
        self.frontier = W.HTML()
        self.frontier.add_class("ttr-lab-frontier")
        self.code = W.HTML()
        self.code.add_class("ttr-lab-code")
        self.table = W.HTML()
        self.table.add_class("ttr-lab-table")
        self.export_label = W.HTML()
        self.b_svg = self.button("ttr-lab-svg", self.export, icon="download", layout=auto())
        self.b_png = PngButton()
        self.b_png.add_class("ttr-lab-png")
        self.export_link = W.HTML()
        self.export_link.add_class("ttr-lab-export-link")
        self._export = None                       # (file stem, name, data): the SVG offered
        self.export_row = W.HBox([self.export_label, self.b_svg, self.b_png, self.export_link])
        self.export_row.add_class("ttr-lab-row")
        self.export_row.add_class("ttr-lab-export")
        self.legend = W.HTML()
        self.legend.add_class("ttr-lab-legend")
        self.b_home = self.button("ttr-lab-home", app.show_start, icon="home", layout=auto())
        self.board_box = W.Box(layout=W.Layout(flex="0 1 auto", min_width="320px"))
        self.board_box.add_class("ttr-board-box")
        self.side = W.VBox([
            W.HBox([self.w_board, self.w_graph], layout=W.Layout(flex_flow="row wrap")),
            self.w_alg, self.graph_text, self.picks, self.status, app.message,
            # the speed beside the slider: the worded buttons take the controls' row
            self.controls, W.HBox([self.slider, self.count, self.w_speed], layout=W.Layout(
                align_items="center")),
            self.why, self.result,
            W.HBox([self.w_predict, self.score], layout=W.Layout(align_items="center")),
            self.feedback, self.frontier, self.code, self.table, self.export_row, self.legend,
            self.b_home], layout=W.Layout(flex="1 1 440px", min_width="360px"))
        self.side.add_class("ttr-side")
        self.side.add_class("ttr-lab-side")
        main = W.HBox([self.board_box, self.side], layout=W.Layout(width="100%"))
        main.add_class("ttr-main")
        self.box = W.VBox([W.HTML(LAB_CSS), main], layout=W.Layout(width="100%"))
        self.box.add_class("ttr-lab-page")

    # ---------------------------------------------------------------- the board widget
    @property
    def board(self):
        """The board widget of the chosen board (made once per board)."""
        bid = self.lab.board_id
        w = self._boards.get(bid)
        if w is None:
            w = LabGridWidget(self.lab.board) if self.lab.grid else LabBoardWidget(self.lab.board)
            w.on_hit(self.app._safe(self._on_hit))
            w.on_error(self.app._safe(self.app._raise))
            self._boards[bid] = w
        return w

    def _on_hit(self, hit, _x, _y) -> None:
        if hit is None:
            self.lab.click(None, None)
        else:
            self.lab.click(hit.kind, hit.index)
        self.refresh()

    def click_city(self, name_or_node) -> None:
        """Click a city (by name or node) on the board as a user would (tests)."""
        n = self.lab.city(name_or_node) if isinstance(name_or_node, str) else name_or_node
        b = self.board
        if self.lab.grid:
            b.click_node(n)
        else:
            b.click_city(n)

    def click_edge(self, key) -> None:
        """Click a route (route boards) or a line (grid boards) as a user would (tests)."""
        b = self.board
        if self.lab.grid:
            b.click_line(key)
        else:
            b.click_route(key)

    # ---------------------------------------------------------------- user actions
    def choose_board(self, board_id: str) -> None:
        if board_id == self.lab.board_id:
            return
        self.play.playing = False
        self.lab.set_board(board_id)
        self._after_graph_change()

    def choose_graph(self, kind: str) -> None:
        if kind == self.lab.graph_kind and kind != "region":
            return
        if kind == "network":
            edges, text = self.network_of()
            self.lab.set_graph("network", edges, text)
        else:
            self.lab.set_graph(kind)
        self._after_graph_change()

    def _after_graph_change(self) -> None:
        self.play.playing = False
        self.refresh()

    def network_of(self):
        """The network offered for this board: the current game's (the seat at the screen, or
        seat 1), else seat 1's in a seeded game of bots."""
        app, lab = self.app, self.lab
        session = getattr(app, "session", None)
        if session is not None:
            state = session.state
            try:
                same = state.map.id == lab.board_id
            except AttributeError:
                same = False
            if same:
                humans = [i for i, k in enumerate(session.kinds) if k == "human"]
                seat = humans[0] if humans else 0
                edges = tuple(lab_board(lab.board_id).network(state, seat))
                if edges:
                    n = len(edges)
                    return edges, (lambda lang: t("lab.network.game", lang, seat=seat + 1, n=n))
        edges = bot_network(lab.board_id)
        n = len(edges)
        return edges, (lambda lang: t("lab.network.bots", lang, seed=BOT_SEED, n=n))

    def choose_algorithm(self, algorithm: str) -> None:
        if algorithm == self.lab.algorithm:
            return
        self.play.playing = False
        self.lab.set_algorithm(algorithm)
        self.refresh()

    def pick(self, which: str) -> None:
        self.lab.set_pick(None if self.lab.pick == which else which)
        self.refresh()

    def clear(self) -> None:
        self.play.playing = False
        self.lab.clear()
        self.refresh()

    def step(self, delta: int) -> None:
        self.play.playing = False
        self.lab.step(delta)
        self.refresh()

    def first(self) -> None:
        self.play.playing = False
        self.lab.first()
        self.refresh()

    def last(self) -> None:
        self.play.playing = False
        self.lab.last()
        self.refresh()

    def goto(self, i: int) -> None:
        self.lab.goto(i)
        self.refresh()

    def set_predict(self, on: bool) -> None:
        self.lab.set_predict(on)
        if on:
            self.lab.set_pick(None)
        self.refresh()

    def toggle_play(self) -> None:
        """*Play*: run the steps at the chosen speed (from the first step when at the end);
        *Pause*: stop on the step shown."""
        if self.play.playing:
            self.play.playing = False
        elif self.lab.steps:
            if self.lab.at_end:
                self.lab.first()
                self.refresh()
            self.play.playing = True
        self._label_play()

    def _label_play(self) -> None:
        lang = self.app.lang
        playing = self.play.playing
        self.b_play.description = t("lab.pause" if playing else "lab.play", lang)
        self.b_play.icon = "pause" if playing else "play"
        self.b_play.tooltip = t("lab.pause.tip" if playing else "lab.play.tip", lang)

    def _on_play(self, change) -> None:
        if self._sync:
            return
        if not self.play.playing:
            # a tick still on its way after a step button stopped the play: the step shown
            # stays (the refresh puts the Play's value back on it)
            self.refresh()
            return
        want = change["new"]
        got = self.lab.goto(want)
        if got != want or self.lab.at_end:
            self.play.playing = False
        self.refresh()

    def _on_slider(self, change) -> None:
        if self._sync:
            return
        self.play.playing = False
        self.goto(change["new"])

    def export(self) -> None:
        """Offer the picture on screen as an SVG file (a download link)."""
        svg = export_svg(self.board)
        name = self.lab.file_stem() + ".svg"
        data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
        self._export = (self._picture_key(), name, data)
        self._refresh_export()

    def _picture_key(self) -> tuple:
        lab = self.lab
        return (lab.board_id, lab.algorithm, lab.index, lab.overlay(), self.app.lang,
                self._projector())

    # ---------------------------------------------------------------- drawing
    def _projector(self) -> bool:
        return bool(self.app.topbar.w_projector.value)

    def _labels(self) -> bool:
        return bool(self.app.topbar.w_labels.value)

    def show_board(self) -> None:
        lab, lang = self.lab, self.app.lang
        b = self.board
        if self.board_box.children != (b,):
            self.board_box.children = [b]
        ov = lab.overlay()
        if lab.grid:
            b.show_lab(GridView(labels=self._labels(), projector=self._projector()), lang, ov)
        else:
            view = BoardView(dim_routes=lab.outside_edges(), labels=self._labels(),
                             projector=self._projector())
            b.show_lab(view, lang, ov)

    def refresh(self) -> None:
        self._sync = True
        try:
            self._refresh()
        finally:
            self._sync = False
        self.show_board()

    def _refresh(self) -> None:
        lab, lang = self.lab, self.app.lang
        # choices
        _relabel(self.w_board, [(board_name(b, lang), b) for b in LAB_BOARDS], lab.board_id)
        self.w_board.description = t("lab.board", lang)
        _relabel(self.w_graph, [(t(f"lab.graph.{k}", lang), k)
                                for k in ("board", "network", "region")], lab.graph_kind)
        self.w_graph.description = t("lab.graph", lang)
        _relabel(self.w_alg, [(a.name(lang), a.id) for a in ALGORITHMS.values()], lab.algorithm)
        self.w_alg.description = t("lab.algorithm", lang)
        self.graph_text.value = esc(lab.graph_text(lang))
        ins = lab.inputs()
        none = t("lab.none", lang)
        for b, key, shown, text in (
                (self.b_source, "source", "source" in ins,
                 t("lab.pick.source", lang, city=lab.name(lab.source)
                   if lab.source is not None else none)),
                (self.b_target, "target", "target" in ins,
                 t("lab.pick.target", lang, city=lab.name(lab.target)
                   if lab.target is not None else none)),
                (self.b_terms, "terminals", "terminals" in ins,
                 t("lab.pick.terminals", lang, n=len(lab.terminals))),
                (self.b_region, "region", lab.graph_kind == "region",
                 t("lab.pick.region", lang, n=len(lab.region)))):
            b.layout.display = "" if shown else "none"
            b.description = ("● " if lab.pick == key else "") + text
            b.button_style = "info" if lab.pick == key else ""
            if lab.pick == key:
                b.add_class("ttr-lab-picking")
            else:
                b.remove_class("ttr-lab-picking")
        self.b_clear.description = t("lab.pick.clear", lang)
        self.b_clear.layout.display = "" if ins or lab.graph_kind == "region" else "none"
        note = ""
        if lab.note is not None:
            note = f' <span class="{lab.note[0]}">{esc(lab.note[1](lang))}</span>'
        self.status.value = f"{esc(lab.instruction(lang))}{note}"
        # stepping
        n = len(lab.steps)
        for b, key in ((self.b_first, "first"), (self.b_back, "back"), (self.b_next, "next"),
                       (self.b_last, "last")):
            b.tooltip = t(f"lab.{key}.tip", lang)
        self.b_next.description = t("lab.step", lang)
        self.b_first.disabled = self.b_back.disabled = not n or lab.index == 0
        self.b_next.disabled = self.b_last.disabled = lab.at_end
        self.play.disabled = self.b_play.disabled = not n
        self._label_play()
        _relabel(self.w_speed, [(t(f"lab.speed.{k}", lang), ms) for k, ms in SPEEDS],
                 self.play.interval)
        self.w_speed.tooltip = t("lab.speed", lang)
        self.slider.max = max(n - 1, 0)
        self.slider.value = lab.index
        self.play.max = max(n - 1, 0)
        if self.play.value != lab.index:
            self.play.value = lab.index
        self.w_predict.value = lab.predict
        self.slider.disabled = not n
        self.count.value = esc(lab.step_text(lang))
        self.why.value = esc(lab.why(lang)) or "&nbsp;"
        res = lab.result_text(lang)
        self.result.value = esc(res)
        self.result.layout.display = "" if res else "none"
        # predict mode
        self.w_predict.description = t("lab.predict", lang)
        self.score.value = esc(t("lab.predict.score", lang, right=lab.score[0], n=lab.score[1])) \
            if lab.predict and lab.score[1] else ""
        fb = lab.feedback
        self.feedback.value = f'<span class="{fb[0]}">{esc(fb[1](lang))}</span>' if fb else ""
        self.feedback.layout.display = "" if fb else "none"
        # the frontier, the pseudocode, the table
        ft = lab.frontier_text(lang)
        self.frontier.value = esc(ft)
        self.frontier.layout.display = "" if ft else "none"
        lines, cur = lab.code(lang)
        items = "".join(f'<li class="ttr-lab-cur" aria-current="step">{esc(x)}</li>'
                        if i + 1 == cur else f"<li>{esc(x)}</li>" for i, x in enumerate(lines))
        self.code.value = f"<ol>{items}</ol>"
        title, rows = lab.table(lang)
        body = []
        for label, val, marks in rows:
            mark = "▶" if "current" in marks else ("✓" if "done" in marks else
                                                   ("…" if "waiting" in marks else ""))
            cls = ' class="ttr-lab-cur"' if "current" in marks else ""
            body.append(f"<tr{cls}><td>{mark}</td><td>{esc(label)}</td><td>{esc(val)}</td></tr>")
        if not body:
            body.append(f"<tr><td></td><td colspan=2><i>{esc(t('lab.table.empty', lang))}</i>"
                        "</td></tr>")
        self.table.value = (f"<b>{esc(title)}</b><table>{''.join(body)}</table>")
        # export, legend
        self.export_label.value = esc(t("lab.export", lang))
        self.b_svg.description = t("lab.export.svg", lang)
        self.b_svg.tooltip = t("lab.export.tip", lang)
        self.b_png.label = t("lab.export.png", lang)
        self.b_png.tip = t("lab.export.tip", lang)
        self.b_png.filename = lab.file_stem() + ".png"
        self._refresh_export()
        self.legend.value = esc(t("lab.legend", lang))
        self.b_home.description = t("lab.home", lang)

    def _refresh_export(self) -> None:
        ex = self._export
        if ex is None or ex[0] != self._picture_key():
            self._export = None
            self.export_link.value = ""
            return
        _key, name, data = ex
        self.export_link.value = (
            f'<a download="{esc(name)}" href="data:image/svg+xml;base64,{data}">'
            f'{esc(t("lab.export.link", self.app.lang, name=name))}</a>')


def _relabel(w: W.Dropdown, options: list, value) -> None:
    """Set a dropdown's options and value without firing a change when nothing changed."""
    options = [(str(label), v) for label, v in options]
    if [tuple(o) for o in w.options] != options:
        w.options = options
    if w.value != value and value in [v for _, v in options]:
        w.value = value
