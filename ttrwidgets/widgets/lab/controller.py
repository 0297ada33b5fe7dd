"""The lab's state and answers, without widgets: :class:`LabController`."""
from __future__ import annotations

import json

from ...graphs.lab import ALGORITHMS, PSEUDOCODE, node_names, trace, why_text
from ...graphs.lab.predict import ASKS, NEXT_PICKS, Question, question
from ...graphs.lab.texts import format_value, has_ui_text, ui_text
from ...render.lab import LabOverlay
from ..texts import T as _T
from ..texts import t as _t
from ...graphs.lab.sketch import Sketch, SketchError
from ...graphs.lab.steps import euler_subgraph
from .graphs import (LAB_BOARDS, bot_network, _base_graph, _board, _edge_graph, _induced,
                     lab_board)

__all__ = ["LabController", "PICKS", "EDGE_PICKS", "MAX_TERMINALS", "MAX_TRAIL_STEPS", "LEVELS",
           "preset_of", "apply_preset", "SKETCH", "GRAPH_KINDS",
           "step_instruction"]

#: The exact Steiner search grows fast: at most this many cities to join.
MAX_TERMINALS = 7
#: The longest-trail search is exponential: stopped after this many steps.
MAX_TRAIL_STEPS = 3000
#: The steps where the algorithm makes a choice the learner can predict (predict mode).
PICKS = NEXT_PICKS
#: Picks whose question is "which route?" (the others ask "which city?").
EDGE_PICKS = frozenset({"kruskal.take", "steiner.mst_take", "trail.extend", "euler.take"})
#: The board id of the teacher's own graph.
SKETCH = "sketch"
#: The graphs the lab offers on a board.
GRAPH_KINDS = ("board", "network", "region", "euler")
#: Algorithms a class follows a level at a time by default (one "Step" shows a whole level of
#: the search; "step city by city" goes one step at a time): the reason that opens a level.
LEVELS = {"bfs": "bfs.take"}
#: Tables keyed by node with a number each.
_NODE_TABLES = frozenset({"dist", "order", "component", "key", "degree", "unused"})

class _LabTexts:
    """``key in T``: a key the lab's own catalogue (``lab.ftl``) or the app's catalogues
    (widgets.texts.T, which also asks the Fluent catalogues) know."""

    def __contains__(self, key) -> bool:
        return has_ui_text(key) or key in _T


#: Every text key the lab knows.
T = _LabTexts()


def t(key: str, lang: str = "en", **params) -> str:
    """A lab text: the lab's own catalogue first, then the app's."""
    if has_ui_text(key):
        return ui_text(key, lang, **params)
    return _t(key, lang, **params)


def step_instruction(lang: str) -> str:
    """How to walk the steps, naming the buttons by their words (Step, Play)."""
    return t("lab.do.step", lang, step=t("lab.step", lang), play=t("lab.play", lang))



def _root(parent: dict, x):
    while parent.get(x, x) != x:
        x = parent[x]
    return x


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
        self.sketch_length = 1
        self.sketch_history: list = []
        self.ask = "next"
        self.tally = False
        self.votes: dict = {}
        self._questions: dict = {}
        #: the language the page shows (names without a language asked for are in it)
        self.lang = "en"
        #: step city by city (True) or a level at a time (False, where :data:`LEVELS` has one)
        self.by_city = False
        self.set_board(board_id)

    # ---------------------------------------------------------------- choices
    def set_board(self, board_id: str) -> None:
        """One of :data:`LAB_BOARDS`, or ``"sketch"``: the teacher's own graph
        (:meth:`use_sketch`; a blank sheet at first)."""
        if board_id == SKETCH:
            self.use_sketch(getattr(self, "sketch", None) or Sketch(), editing=None)
            return
        if board_id not in LAB_BOARDS:
            raise KeyError(board_id)
        self.editing = False
        self.board_id = board_id
        self.grid = lab_board(board_id).grid
        self.board = _board(board_id)
        self.base = _base_graph(board_id)
        # a city or point as its game names it (München; "the point just east of Berlin")
        self._node_name = lab_board(board_id).node_name
        self._names = {}
        self.names = self.names_in("en")
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
        if kind not in GRAPH_KINDS:
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
        """Switch the algorithm, keeping the chosen cities: a start and target become the
        first cities to join and back (Dijkstra ↔ Steiner tree)."""
        if algorithm not in ALGORITHMS:
            raise KeyError(algorithm)
        self.algorithm = algorithm
        self.note = None
        ins = self.inputs()
        if "terminals" in ins and not self.terminals:
            self.terminals = [n for n in (self.source, self.target) if n is not None]
        if "source" in ins and self.source is None and self.terminals:
            self.source = self.terminals[0]
        if "target" in ins and self.target is None and len(self.terminals) > 1:
            self.target = self.terminals[1]
        self.pick = self._next_pick()
        self._rebuild()

    def _next_pick(self):
        """The first input still missing (None when all are there)."""
        if self.graph_kind == "region" and not self.region:
            return "region"
        for x in self.inputs():
            if x == "source" and self.source is None:
                return "source"
            if x == "target" and self.target is None and "target" in self.info.needs:
                return "target"
            if x == "terminals" and len(self.terminals) < 2:
                return "terminals"
        return None

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
        self.history: list = []            # the inputs before each pick (Undo)
        self.locked = False
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
        ``"region"`` or None. Choosing an input to pick unlocks the inputs (as
        :meth:`change_inputs`)."""
        if which is not None and self.locked:
            self.change_inputs()
        self.pick = which
        self.note = None

    # ---------------------------------------------------------------- lock and undo
    def change_inputs(self) -> None:
        """*Change inputs*: unlock the cities (locked once stepping started), back to step 1;
        the next click picks the first input again."""
        self.locked = False
        self.goto(0)
        self.pick = self._next_pick() or ("region" if self.graph_kind == "region" else
                                          (self.inputs()[0] if self.inputs() else None))
        self.note = None

    def _snapshot(self) -> tuple:
        return (self.source, self.target, tuple(self.terminals), tuple(self.region), self.pick)

    def _remember(self) -> None:
        self.history.append(self._snapshot())
        del self.history[:-50]

    def can_undo(self) -> bool:
        if self.editing:
            return bool(self.sketch_history)
        return bool(self.history) and not self.locked

    def undo(self) -> None:
        """Take the last pick back (start, target, a city to join or of the region)."""
        if self.editing:
            self.undo_sketch()
            return
        if self.locked:
            self.note = ("ttr-lab-info", lambda lang: t("lab.locked", lang,
                                                        change=t("lab.change", lang)))
            return
        if not self.history:
            self.note = ("ttr-lab-info", lambda lang: t("lab.undo.none", lang))
            return
        src, tgt, terms, region, pick = self.history.pop()
        self.source, self.target, self.terminals = src, tgt, list(terms)
        self.region = list(region)
        self.pick = pick
        self.note = None
        self._rebuild()

    def _lock_if_stepping(self) -> None:
        if self.steps and self.index > 0 and not self.locked:
            self.locked = True
            self.pick = None

    # ---------------------------------------------------------------- the graph
    def _rebuild(self) -> None:
        if self.graph_kind == "network":
            self.graph = _edge_graph(self.base, self.network)
        elif self.graph_kind == "region":
            self.graph = _induced(self.base, self.region)
        elif self.graph_kind == "euler":
            if getattr(self, "_euler", (None,))[0] is not self.base:
                self._euler = (self.base, euler_subgraph(self.base))
            self.graph = self._euler[1]
        else:
            self.graph = self.base
        g = self.graph
        if self.source not in g:
            self.source = None
        if self.target not in g:
            self.target = None
        self.terminals = [n for n in self.terminals if n in g]
        self.recompute()

    # ---------------------------------------------------------------- the teacher's graph
    def use_sketch(self, sketch: Sketch, editing: bool | None = True) -> None:
        """Run the lab on the teacher's own graph ``sketch`` (board ``"sketch"``). The cities
        picked are kept where their names still exist. ``editing``: clicks draw (True),
        pick cities (False), or stay as they were (None; a blank sheet: drawing)."""
        keep = None
        if getattr(self, "board_id", None) == SKETCH:
            keep = (self.name(self.source) if self.source is not None else None,
                    self.name(self.target) if self.target is not None else None,
                    [self.name(n) for n in self.terminals])
        self.sketch = sketch
        self.board_id = SKETCH
        self.grid = False
        self.board = None
        self.base = sketch.to_networkx()
        self._node_name = None
        self._names = {}
        self.names = self.names_in("en")
        self._edge_ends = {k: (u, v) for u, v, k in self.base.edges(keys=True)}
        self.graph_kind = "board"
        self.region, self.network, self.network_text = [], (), None
        if editing is None:
            editing = getattr(self, "editing", False) or not sketch.cities
        self.editing = bool(editing)
        self.sketch_first = None              # the first city of a route being drawn
        history = getattr(self, "sketch_history", []) if keep is not None else []
        self._clear_inputs()
        self.sketch_history = history
        if keep is not None:
            index = {name: i for i, name in self.names.items()}
            self.source = index.get(keep[0])
            self.target = index.get(keep[1])
            self.terminals = [index[x] for x in keep[2] if x in index]
        self.pick = None if self.editing else self._next_pick()
        self._rebuild()

    def set_editing(self, on: bool) -> None:
        """Draw the graph (clicks add cities and routes) or use it (clicks pick cities)."""
        self.editing = bool(on) and self.board_id == SKETCH
        self.sketch_first = None
        self.note = None
        if self.editing:
            self.locked = False
            self.goto(0)
            self.pick = None
        else:
            self.pick = self._next_pick()

    def _sketch_change(self, make) -> None:
        try:
            new = make()
        except SketchError as e:
            self.note = ("ttr-lab-bad", lambda lang, e=e: e.text(lang))
            return
        self.sketch_history.append(self.sketch)
        del self.sketch_history[:-100]
        self.use_sketch(new, editing=True)

    def sketch_click(self, hit, x: float, y: float) -> None:
        """A click on the sheet while drawing: ``hit`` ``("node", i)``, ``("edge", k)`` or
        None, at the unit-square position ``(x, y)``. An empty spot gets a new city; two
        cities clicked one after the other get a route of :attr:`sketch_length`; a route
        clicked gets that length (clicked again with the same length: removed)."""
        self.note = None
        s = self.sketch
        if hit is None:
            self.sketch_first = None
            self._sketch_change(lambda: s.add_city(None, x, y))
        elif hit[0] == "node":
            i = hit[1]
            if self.sketch_first is None:
                self.sketch_first = i
            elif self.sketch_first == i:
                self.sketch_first = None
            else:
                a, b = s.cities[self.sketch_first][0], s.cities[i][0]
                self.sketch_first = None
                self._sketch_change(lambda: s.add_route(a, b, self.sketch_length))
        elif hit[0] == "edge":
            a, b, w = s.routes[hit[1]]
            self.sketch_first = None
            if w == self.sketch_length:
                self._sketch_change(lambda: s.remove_route(a, b))
            else:
                self._sketch_change(lambda: s.add_route(a, b, self.sketch_length))

    def set_sketch_length(self, length) -> bool:
        """The length the next route drawn gets (1 to 99); a bad one changes nothing."""
        try:
            from ...graphs.lab.sketch import _check_length
            _check_length("length", length)
        except SketchError as e:
            self.note = ("ttr-lab-bad", lambda lang, e=e: e.text(lang))
            return False
        self.sketch_length = int(length)
        return True

    def undo_sketch(self) -> None:
        if not self.sketch_history:
            self.note = ("ttr-lab-info", lambda lang: t("lab.undo.none", lang))
            return
        old = self.sketch_history.pop()
        self.use_sketch(old, editing=True)

    def load_sketch(self, data) -> bool:
        """A saved graph (JSON text or bytes): used if it is sound, else a message naming the
        JSON path of the problem and nothing changes."""
        try:
            new = Sketch.from_json(data)
        except SketchError as e:
            self.note = ("ttr-lab-bad", lambda lang, e=e: t("lab.sketch.bad-file", lang,
                                                       error=e.text(lang)))
            return False
        if self.board_id == SKETCH:
            self.sketch_history.append(self.sketch)
        self.use_sketch(new, editing=False)
        self.note = ("ttr-lab-info", lambda lang: t("lab.sketch.loaded", lang,
                                                    n=len(new.cities), m=len(new.routes)))
        return True

    def city(self, name: str):
        """The node of the city called ``name`` (tests, notebooks)."""
        found = [n for n, x in self.names.items() if x == name]
        if not found and not self.grid and self.board is not None:
            found = [c.index for c in self.board.cities if c.name == name]
        if not found:
            raise KeyError(name)
        return found[0]

    def names_in(self, lang: str) -> dict:
        """Node -> its name in ``lang``, as the board's game names it (its family's
        ``lab_board(...).node_name``; the teacher's own graph: the names drawn)."""
        if lang not in self._names:
            if self._node_name is None:
                self._names[lang] = node_names(self.base)
            else:
                self._names[lang] = {n: self._node_name(n, lang) for n in self.base}
        return self._names[lang]

    def name(self, node, lang: str | None = None) -> str:
        """A node's name in ``lang`` (by default the language the page shows: ``lang``)."""
        return self.names_in(lang or self.lang).get(node, str(node))

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
        self.locked = False
        self.feedback = None
        self.score = [0, 0]
        self.answered: dict = {}
        self.votes = {}
        self._questions = {}
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
        elif kind in ("route", "line", "edge"):
            item = ("edge", index)
        else:
            item = None
        q = self.question()
        if q is not None and item is not None and self.pick is None:
            if q.kind in ("node", "edge"):
                if item[0] != q.kind:
                    self.note = ("ttr-lab-info", lambda lang: t(
                        "lab.ask.click-" + q.kind, lang))
                    return
                self.predict_click(*item)
                return
        if self.locked and item is not None:
            self.note = ("ttr-lab-info", lambda lang: t("lab.locked", lang,
                                                        change=t("lab.change", lang)))
            return
        if item is None or item[0] != "node":
            if q is not None:
                self.note = ("ttr-lab-info", lambda lang: t(
                    "lab.ask.click-" + q.kind if q.kind in ("node", "edge") else
                    "lab.ask.type", lang))
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
        if self.locked:
            self.note = ("ttr-lab-info", lambda lang: t("lab.locked", lang,
                                                        change=t("lab.change", lang)))
            return
        if pick == "region":
            self._remember()
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
        if pick == "terminals" and n not in self.terminals and \
                len(self.terminals) >= MAX_TERMINALS:
            self.note = ("ttr-lab-bad", lambda lang: t("lab.too-many", lang,
                                                       max=MAX_TERMINALS))
            return
        self._remember()
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
        passed over: the replay stops just before it. Stepping past step 1 locks the inputs
        (a stray click on the board then changes nothing; :meth:`change_inputs` unlocks).
        Returns the step shown."""
        if not self.steps:
            return 0
        i = max(0, min(int(i), len(self.steps) - 1))
        if self.predict and i > self.index:
            for j in range(self.index + 1, i + 1):
                if j not in self.answered and self._question(j) is not None:
                    i = j - 1
                    break
        if i != self.index:
            self.index = i
            self.feedback = None
            self.votes = {}
        self._lock_if_stepping()
        return self.index

    # ---------------------------------------------------------------- a level at a time
    @property
    def grouped(self) -> bool:
        """Step goes a level at a time: an algorithm with levels (:data:`LEVELS`), unless the
        teacher steps city by city or the class predicts (every choice is asked then)."""
        return self.algorithm in LEVELS and not self.by_city and not self.predict

    def set_by_city(self, on: bool) -> None:
        self.by_city = bool(on)

    def stops(self) -> tuple:
        """The steps Step stops at: every step, or (:attr:`grouped`) the start, the step that
        opens each level (all cities of that level are found then) and the last step."""
        steps = self.steps
        if not self.grouped:
            return tuple(range(len(steps)))
        key = (id(steps), self.algorithm)
        if getattr(self, "_stops", (None,))[0] != key:
            opener, out, level = LEVELS[self.algorithm], [0], 0
            for i, st in enumerate(steps):
                d = dict(st.params).get("dist")
                if st.why == opener and d is not None and d > level:
                    out.append(i)
                    level = d
            if len(steps) - 1 > out[-1]:
                out.append(len(steps) - 1)
            self._stops = (key, tuple(out))
        return self._stops[1]

    def level_text(self, lang: str) -> str:
        """At a level's stop (grouped): which cities that level holds."""
        st = self.current
        if not self.grouped or st is None or st.done or self.index == 0 \
                or self.index not in self.stops():
            return ""
        d = dict(st.params).get("dist")
        level = [n for n, v in st.table if v == d]
        return t("lab.level-done", lang, n=len(level), dist=d,
                 cities=", ".join(self.name(n, lang) for n in level))

    def step(self, delta: int) -> None:
        """One step forward (+1) or back (-1); a level at a time where :attr:`grouped`. In
        predict mode, Step on a step to predict shows it without a guess (in tally mode:
        reveals the class's votes)."""
        if self.grouped and self.steps:
            stops = self.stops()
            if delta > 0:
                self.goto(next((i for i in stops if i > self.index), len(self.steps) - 1))
            else:
                self.goto(max((i for i in stops if i < self.index), default=0))
            return
        q = self.question() if delta > 0 else None
        if q is not None:
            if self.tally and self.votes:
                self.reveal()
                return
            j = q.index
            st, names = self.steps[j], self.names_in
            self.answered[j] = None
            self.index = j
            self.votes = {}
            self._lock_if_stepping()
            self.feedback = ("ttr-lab-info", lambda lang: t(
                "lab.predict.shown", lang, why=why_text(st, lang, names(lang))))
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
    def set_predict(self, on: bool, ask: str | None = None, tally: bool | None = None) -> None:
        """Predict mode on or off; ``ask``: ``"next"`` (which city or route next),
        ``"values"`` (the new distance, does a route close a cycle, which side of the cut)
        or ``"both"``; ``tally``: the class votes, :meth:`reveal` judges every vote."""
        if ask is not None:
            if ask not in ASKS:
                raise ValueError(ask)
            self.ask = ask
        if tally is not None:
            self.tally = bool(tally)
        self.predict = bool(on)
        self.feedback = None
        self.score = [0, 0]
        self.answered = {}
        self.votes = {}
        self._questions = {}

    def _question(self, j: int) -> Question | None:
        key = (j, self.ask)
        if key not in self._questions:
            self._questions[key] = question(self.algorithm, self.graph, self.steps, j,
                                            self.ask)
        return self._questions[key]

    def question(self) -> Question | None:
        """The question about the next step, while predict mode asks it (else None)."""
        if not self.predict or not self.steps or self.at_end:
            return None
        j = self.index + 1
        if j in self.answered:
            return None
        return self._question(j)

    def is_pick(self, j: int) -> bool:
        return self._question(j) is not None

    def pending_pick(self):
        """The next step, when it is one the learner should predict now (predict mode)."""
        q = self.question()
        return self.steps[q.index] if q is not None else None

    def asks_edge(self) -> bool:
        q = self.question()
        return q is not None and q.kind == "edge"

    def predict_click(self, kind: str, item) -> bool:
        """The learner's prediction (``"node"`` or ``"edge"``) of the next step: judged, then
        shown with its reason (in tally mode: one more vote). Returns whether it was right."""
        q = self.question()
        if q is None:
            self.note = ("ttr-lab-info",
                         lambda lang: t("lab.predict.wait", lang, step=t("lab.step", lang)))
            return False
        if kind != q.kind:
            self.note = ("ttr-lab-info", lambda lang: t("lab.ask.click-" + q.kind, lang))
            return False
        return self._judge(q, item)

    def answer(self, value) -> bool:
        """Answer a value question: a number (``"12"`` or 12) or yes/no (True/False,
        ``"yes"``/``"no"``). A malformed answer changes nothing and says why."""
        q = self.question()
        if q is None or q.kind not in ("number", "yesno"):
            self.note = ("ttr-lab-info",
                         lambda lang: t("lab.predict.wait", lang, step=t("lab.step", lang)))
            return False
        if q.kind == "number":
            try:
                text = str(value).strip()
                v = float("inf") if text in ("∞", "inf") else int(text)
            except (TypeError, ValueError):
                shown = str(value)
                self.note = ("ttr-lab-bad", lambda lang: t("lab.ask.not-number", lang,
                                                           got=shown))
                return False
        else:
            if isinstance(value, str):
                low = value.strip().lower()
                if low not in ("yes", "no", "ja", "nein"):
                    shown = value
                    self.note = ("ttr-lab-bad", lambda lang: t("lab.ask.not-yesno", lang,
                                                               got=shown))
                    return False
                v = low in ("yes", "ja")
            else:
                v = bool(value)
        return self._judge(q, v)

    def _answer_text(self, q: Question, a, lang: str) -> str:
        if q.kind == "node":
            return self.name(a, lang)
        if q.kind == "edge":
            return self.edge_name(a) if a in self._edge_ends else str(a)
        if q.kind == "yesno":
            return t("lab.yes" if a else "lab.no", lang)
        return _fmt(a)

    def _judge(self, q: Question, a) -> bool:
        right = q.accepts(a)
        self.note = None
        if self.tally:
            self.votes[a] = self.votes.get(a, 0) + 1
            return right
        j = q.index
        self.answered[j] = right
        self.score[1] += 1
        self.score[0] += bool(right)
        self.index = j
        self._lock_if_stepping()
        st, names = self.steps[j], self.names_in
        got = lambda lang: self._answer_text(q, a, lang)  # noqa: E731
        took = lambda lang: self._answer_text(q, q.answer, lang)  # noqa: E731
        if right and q.tie and a != q.answer:
            self.feedback = ("ttr-lab-right", lambda lang: t(
                "lab.predict.right-tie", lang, got=got(lang), took=took(lang),
                why=why_text(st, lang, names(lang))))
        elif right:
            self.feedback = ("ttr-lab-right", lambda lang: t(
                "lab.predict.right", lang, why=why_text(st, lang, names(lang))))
        elif q.tie:
            allowed = lambda lang: ", ".join(sorted(self._answer_text(q, x, lang)  # noqa: E731
                                                    for x in q.allowed))
            self.feedback = ("ttr-lab-wrong", lambda lang: t(
                "lab.predict.wrong-tie", lang, got=got(lang), allowed=allowed(lang),
                why=why_text(st, lang, names(lang))))
        else:
            self.feedback = ("ttr-lab-wrong", lambda lang: t(
                "lab.predict.wrong", lang, got=got(lang), why=why_text(st, lang, names(lang))))
        return right

    def reveal(self) -> None:
        """Tally mode: judge the class's votes and show the step."""
        q = self.question()
        if q is None:
            return
        votes = dict(self.votes)
        j = q.index
        right = sum(n for a, n in votes.items() if q.accepts(a))
        total = sum(votes.values())
        self.score[0] += right
        self.score[1] += total
        self.answered[j] = right
        self.index = j
        self.votes = {}
        self._lock_if_stepping()
        st, names = self.steps[j], self.names_in

        def words(lang):
            parts = [f"{self._answer_text(q, a, lang)} {n} {'✓' if q.accepts(a) else '✗'}"
                     for a, n in sorted(votes.items(), key=lambda an: -an[1])]
            return t("lab.tally.revealed", lang, right=right, n=total, votes=" · ".join(parts),
                     why=why_text(st, lang, names(lang)))
        self.feedback = ("ttr-lab-info", words)

    def tally_text(self, lang: str) -> str:
        """The votes so far (tally mode), without saying which are right."""
        q = self.question()
        if not self.tally or q is None:
            return ""
        if not self.votes:
            return t("lab.tally.none", lang, reveal=t("lab.reveal", lang))
        parts = [f"{self._answer_text(q, a, lang)}: {n}"
                 for a, n in sorted(self.votes.items(), key=lambda an: -an[1])]
        return t("lab.tally.votes", lang, n=sum(self.votes.values()), votes=" · ".join(parts))

    def question_text(self, lang: str) -> str:
        """The question asked now, in words (empty when none)."""
        q = self.question()
        if q is None:
            return ""
        params = {k: format_value(k, v, lambda n: self.name(n, lang), lang) for k, v in q.params}
        return t(q.prompt, lang, **params)

    # ---------------------------------------------------------------- what is shown
    def instruction(self, lang: str) -> str:
        """What to do now."""
        pick = self.pick
        alg = self.info.name(lang)
        if self.editing:
            if self.sketch_first is not None:
                return t("lab.sketch.first", lang, city=self.name(self.sketch_first, lang))
            return t("lab.sketch.do", lang)
        if pick == "region" or (self.graph_kind == "region" and not self.region):
            return t("lab.do.region", lang)
        if pick == "source":
            return t("lab.do.source", lang)
        if pick == "target":
            return t("lab.do.target-needed" if "target" in self.info.needs else "lab.do.target",
                     lang, alg=alg)
        if pick == "terminals":
            return t("lab.do.terminals", lang, max=MAX_TERMINALS)
        if self.question() is not None:
            return self.question_text(lang)
        if not self.steps:
            return t("lab.no-trace", lang)
        if self.locked:
            return t("lab.do.locked", lang, step=t("lab.step", lang),
                     change=t("lab.change", lang))
        return step_instruction(lang)

    def step_text(self, lang: str) -> str:
        if not self.steps:
            return t("lab.no-trace", lang)
        if self.grouped:
            stops = self.stops()
            k = sum(1 for i in stops if i <= self.index)
            return t("lab.step-level", lang, k=k, n=len(stops), i=self.index + 1,
                     total=len(self.steps))
        return t("lab.step-count", lang, k=self.index + 1, n=len(self.steps))

    def why(self, lang: str) -> str:
        st = self.current
        if st is None:
            return ""
        text = why_text(st, lang, self.names_in(lang))
        level = self.level_text(lang)
        if level:
            text = f"{level} {text}"
        if self._second_track(st):
            text += " " + t("lab.double", lang)
        return text

    def _second_track(self, st) -> bool:
        """The step looks at a route whose twin (same cities, same length) of a double route
        was looked at just before: said, so the repeated step is not a puzzle."""
        if st.edge is None or self.index == 0 or not self.graph.is_multigraph():
            return False
        prev = self.steps[self.index - 1]
        if prev.edge is None:
            return False
        u, v, k = st.edge
        a, b, k2 = prev.edge
        if {u, v} != {a, b} or k == k2:
            return False
        try:
            return self.graph.edges[u, v, k].get("length", 1) == \
                self.graph.edges[a, b, k2].get("length", 1)
        except KeyError:
            return False

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
        if self.algorithm in ("dijkstra", "bfs") and self.target is not None:
            if ans.get("distance") is None:
                return t("lab.result.unreachable", lang, source=self.name(self.source, lang),
                         target=self.name(self.target, lang))
            return t("lab.result.distance" if self.algorithm == "dijkstra"
                     else "lab.result.routes", lang, source=self.name(self.source, lang),
                     target=self.name(self.target, lang), dist=ans["distance"])
        if self.algorithm == "euler" and ans.get("trail"):
            trail = ans["trail"]
            words = " → ".join(self.name(n, lang)
                               for n in (trail[0][0],) + tuple(e[1] for e in trail))
            return t("lab.result.euler-" + ans["kind"], lang, n=len(trail), trail=words)
        if self.algorithm == "steiner" and ans.get("exact_cost") is not None:
            return t("lab.result.steiner", lang, exact=ans["exact_cost"],
                     approx=ans["approx_cost"])
        if self.algorithm == "longest_trail" and ans.get("stopped"):
            return t("lab.stopped", lang, n=MAX_TRAIL_STEPS)
        return ""

    def frontier_text(self, lang: str, limit: int = 8) -> str:
        st = self.current
        kind = self.info.frontier
        if st is None or not kind:
            return ""
        f = st.frontier
        hide = self._hiding()
        if kind == "priority":
            pairs = sorted(f, key=lambda dn: self.name(dn[1], lang)) if hide else f
            items = [f"{self.name(n, lang)} {_fmt(d)}" for d, n in pairs]
        elif kind == "queue" and hide:
            items = sorted(self.name(n, lang) for n in f)
        elif kind == "stack":
            # the top first: it is what the algorithm looks at
            items = [self.name(n, lang) for n in reversed(f)]
            kind = "stack-top"
        elif kind == "queue":
            items = [self.name(n, lang) for n in f]
        elif kind == "trail":
            return t("lab.frontier.trail", lang, n=len(f))
        elif self.algorithm == "kruskal":
            return self._sorted_routes(lang)
        else:
            return t("lab.frontier.edges", lang, n=len(f))
        more = f" … (+{len(items) - limit})" if len(items) > limit else ""
        shown = ", ".join(items[:limit]) or t("lab.table.empty", lang)
        if hide:
            return t("lab.frontier.by-name", lang, what=t(f"lab.frontier.{kind}", lang,
                                                           items="").rstrip(": "),
                     items=shown + more)
        return t(f"lab.frontier.{kind}", lang, items=shown + more)

    def _sorted_routes(self, lang: str, before: int = 3, after: int = 8) -> str:
        """Kruskal's sorted list around the route looked at: ✓ taken, ✗ skipped, ▶ now."""
        st = self.current
        allr = self.steps[0].frontier
        taken = {e[2] for e in st.chosen}
        skipped = {s.edge[2] for s in self.steps[:self.index + 1] if s.why == "kruskal.cycle"}
        now = st.edge[2] if st.edge is not None else None
        looked = len(allr) - len(st.frontier)          # routes looked at so far
        centre = looked - 1 if now is not None else looked
        lo, hi = max(0, centre - before), min(len(allr), centre + after + 1)
        items = []
        for u, v, k in allr[lo:hi]:
            mark = "▶" if k == now else ("✓" if k in taken else ("✗" if k in skipped else ""))
            w = self.graph.edges[u, v, k].get("length", 1)
            items.append(f"{mark}{' ' if mark else ''}{self.name(u, lang)}–"
                         f"{self.name(v, lang)} {w}")
        text = " · ".join(items)
        if lo > 0:
            text = f"… ({lo}) · " + text
        if hi < len(allr):
            text += f" · … (+{len(allr) - hi})"
        return t("lab.sorted", lang, items=text)

    def _hiding(self) -> bool:
        """While predict mode asks which city comes next, the queue's order (and the table
        sorted by value) would give the answer away: both are listed by name instead."""
        q = self.question()
        return q is not None and q.kind == "node" and self.info.frontier in ("priority",
                                                                              "queue")

    def _label(self, k, lang) -> str:
        if k in self.names:
            return self.name(k, lang)
        if isinstance(k, tuple) and len(k) in (2, 3) and k[0] in self.names \
                and k[1] in self.names:
            return f"{self.name(k[0], lang)}–{self.name(k[1], lang)}"
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
                val, order = self.name(v, lang), (self.name(v, lang), self._label(k, lang))
            elif kind == "disc_low":
                val, order = f"{v[0]} / {v[1]}", (v[0], 0)
            elif isinstance(v, (int, float)):
                val, order = _fmt(v), (v, self._label(k, lang))
            else:
                val, order = str(v), (0, "")
            rows.append((order, self._label(k, lang), val, marks))
        if self._hiding():
            rows.sort(key=lambda r: r[1])
        elif kind in _NODE_TABLES or kind in ("parent", "pair_dist", "disc_low"):
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
            path = ()
            if st.done and ans.get("path"):
                path = tuple(e[2] for e in ans["path"])
            if self.algorithm == "euler":
                # the routes walked but not yet in the answer (Hierholzer's detours)
                inside = {e[2] for e in st.chosen}
                trail = tuple(k for k in self._walked() if k not in inside)
            if self.algorithm == "steiner" and st.done:
                # the approximation beside the exact tree (dash-dots on the solid line)
                trail = tuple(e[2] for e in ans.get("approx_tree") or ())
            groups = ()
            if self.info.table == "parent":
                parent = st.values
                groups = tuple((n, _root(parent, n)) for n in parent)
            values = ()
            if self.info.table in _NODE_TABLES and not self.grid:
                values = tuple((n, _fmt(v)) for n, v in st.table if n in self.names)
            kw.update(visited=tuple(st.visited), frontier=tuple(self._frontier_nodes(st)),
                      current_node=st.node, chosen=tuple(e[2] for e in st.chosen),
                      current_edge=st.edge[2] if st.edge is not None else None,
                      trail=trail, values=values, path=path, groups=groups)
        return LabOverlay(**kw)

    def _walked(self) -> tuple:
        """Hierholzer: the keys of the routes walked up to the step shown."""
        return tuple(s.edge[2] for s in self.steps[:self.index + 1] if s.why == "euler.take")

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
        if self.graph_kind == "euler":
            return f"{t('lab.euler-graph', lang)} · {size}"
        return size

    def file_stem(self) -> str:
        k = self.index + 1 if self.steps else 0
        return f"lab-{self.board_id}-{self.algorithm}-step{k}"



# ============================================================================ links to a preset
#: The keys of a lab link, in the order written.
PRESET_KEYS = ("board", "graph", "alg", "source", "target", "cities", "region", "predict",
               "ask", "sketch")


def _b64(text: str) -> str:
    import base64
    return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


def _unb64(text: str) -> str:
    import base64
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode("utf-8")


def preset_of(lab: LabController) -> str:
    """The lab's board, graph, algorithm, cities and predict mode as the query of a link
    (``board=europe&alg=dijkstra&source=Paris&target=Wien``); a teacher's own graph travels
    inside it (``sketch=``, its JSON in base64url)."""
    from urllib.parse import urlencode
    q: dict = {"board": lab.board_id}
    if lab.board_id == SKETCH:
        q["sketch"] = _b64(json.dumps(lab.sketch.to_dict(), ensure_ascii=False,
                                      separators=(",", ":")))
    elif lab.graph_kind != "board":
        q["graph"] = lab.graph_kind
    if lab.graph_kind == "region" and lab.region:
        q["region"] = ",".join(lab.name(n, "en") for n in lab.region)
    q["alg"] = lab.algorithm
    if lab.source is not None:
        q["source"] = lab.name(lab.source, "en")
    if lab.target is not None:
        q["target"] = lab.name(lab.target, "en")
    if lab.terminals:
        q["cities"] = ",".join(lab.name(n, "en") for n in lab.terminals)
    if lab.predict:
        q["predict"] = lab.ask
    return urlencode(q, safe=",")


def apply_preset(lab: LabController, text: str, network=None) -> bool:
    """Set the lab as a link's query says (:func:`preset_of`). A link that does not fit (an
    unknown board, algorithm or city, a broken graph) changes nothing and says which part is
    wrong (``lab.note``). ``network``: ``board_id -> (edges, lang -> text)`` for
    ``graph=network``. Returns whether it was applied."""
    from urllib.parse import parse_qs
    q = {k: v[-1] for k, v in parse_qs(text.lstrip("?#"), keep_blank_values=True).items()}

    def bad(key, value):
        lab.note = ("ttr-lab-bad", lambda lang: t("lab.link.bad", lang, part=key, value=value))
        return False
    unknown = sorted(set(q) - set(PRESET_KEYS))
    if unknown:
        return bad(unknown[0], q[unknown[0]])
    board = q.get("board", "europe")
    if board != SKETCH and board not in LAB_BOARDS:
        return bad("board", board)
    alg = q.get("alg", lab.algorithm)
    if alg not in ALGORITHMS:
        return bad("alg", alg)
    kind = q.get("graph", "board")
    if kind not in GRAPH_KINDS:
        return bad("graph", kind)
    ask = q.get("predict")
    if ask is not None and ask not in ASKS:
        return bad("predict", ask)
    sketch = None
    if board == SKETCH:
        try:
            sketch = Sketch.from_json(_unb64(q.get("sketch", "")))
        except (SketchError, ValueError, UnicodeDecodeError):
            return bad("sketch", q.get("sketch", "")[:12] + "…")
    # check every city on a scratch controller first: a bad link changes nothing
    trial = LabController("europe" if board == SKETCH else board, alg)
    if sketch is not None:
        trial.use_sketch(sketch, editing=False)
    names = {}
    for key in ("source", "target", "cities", "region"):
        if key in q:
            try:
                names[key] = [trial.city(x.strip()) for x in q[key].split(",") if x.strip()]
            except KeyError:
                return bad(key, q[key])
    if sketch is not None:
        lab.use_sketch(sketch, editing=False)
    elif board != lab.board_id or lab.board_id == SKETCH:
        lab.set_board(board)
    if kind == "network" and sketch is None:
        edges, words = network(board) if network is not None else (bot_network(board), None)
        lab.set_graph("network", edges, words)
    elif sketch is None:
        lab.set_graph(kind)
    if kind == "region":
        lab.region = list(names.get("region", []))
    lab.algorithm = alg
    lab.source = (names.get("source") or [None])[0]
    lab.target = (names.get("target") or [None])[0]
    lab.terminals = list(names.get("cities", []))[:MAX_TERMINALS]
    lab.history = []
    lab.pick = lab._next_pick()
    lab._rebuild()
    lab.set_predict(ask is not None, ask=ask)
    if ask is not None:
        lab.pick = None
    lab.note = ("ttr-lab-info", lambda lang: t("lab.link.opened", lang))
    return True
