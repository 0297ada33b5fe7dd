"""The lab's state and what each choice, click and step does to it, without widgets:
:class:`LabController`.

The state reads as words in :mod:`.words` and is marked on the board by :mod:`.marks`; predict
mode is :mod:`.predicting`, the teacher's own graph :mod:`.sketching`, links :mod:`.preset`,
the options and limits :mod:`.choices`. The controller's methods of those jobs hand over to
them.
"""
from __future__ import annotations

from ...graphs.lab import ALGORITHMS, node_names, trace, why_text
from ...graphs.lab.predict import Question
from ...graphs.lab.sketch import Sketch
from ...graphs.lab.steps import euler_subgraph
from ...render.lab import LabOverlay
from . import marks, predicting, sketching, words
from .choices import (EDGE_PICKS, GRAPH_KINDS, LEVELS, MAX_TERMINALS, MAX_TRAIL_STEPS, PICKS,
                      SKETCH)
from .graphs import LAB_BOARDS, _base_graph, _board, _edge_graph, _induced, lab_board
from .texts import step_instruction, t

__all__ = ["LabController", "PICKS", "EDGE_PICKS", "MAX_TERMINALS", "MAX_TRAIL_STEPS", "LEVELS",
           "SKETCH", "GRAPH_KINDS", "step_instruction"]


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
        self.question_cache: dict = {}
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
        # a city or point as its game names it (München; "the point just east of Berlin")
        self.set_base(_base_graph(board_id), lab_board(board_id).node_name)
        self.graph_kind = "board"
        self.region: list = []
        self.network: tuple = ()
        self.network_text = None           # lang -> text: where the network comes from
        self.note = None                   # (css class, lang -> text): the last click's word
        self.clear_inputs()
        self.rebuild()

    def set_base(self, base, node_name=None) -> None:
        """The graph the lab runs on (a board's or the teacher's own), and how a node is named
        (``node_name(node, lang)``; None: the graph's own names); the names and route ends
        worked out for the last one are forgotten."""
        self.base = base
        self._node_name = node_name
        self._names = {}
        self.names = self.names_in("en")
        #: route key -> its two ends
        self.edge_ends = {k: (u, v) for u, v, k in base.edges(keys=True)}

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
        self.rebuild()

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
        self.pick = self.next_pick()
        self.rebuild()

    def next_pick(self):
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

    def clear_inputs(self) -> None:
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
        self.clear_inputs()
        self.rebuild()

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
        self.pick = self.next_pick() or ("region" if self.graph_kind == "region" else
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
        self.rebuild()

    def lock_if_stepping(self) -> None:
        if self.steps and self.index > 0 and not self.locked:
            self.locked = True
            self.pick = None

    # ---------------------------------------------------------------- the graph
    def rebuild(self) -> None:
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
        picked are kept where their names still exist. ``editing``: clicks draw (True), pick cities
        (False), or stay as they were (None; a blank sheet: drawing)
        (:func:`.sketching.use_sketch`)."""
        return sketching.use_sketch(self, sketch, editing)

    def set_editing(self, on: bool) -> None:
        """Draw the graph (clicks add cities and routes) or use it (clicks pick cities)
        (:func:`.sketching.set_editing`)."""
        return sketching.set_editing(self, on)

    def sketch_click(self, hit, x: float, y: float) -> None:
        """A click on the sheet while drawing: ``hit`` ``("node", i)``, ``("edge", k)`` or None, at
        the unit-square position ``(x, y)``. An empty spot gets a new city; two cities clicked one
        after the other get a route of :attr:`sketch_length`; a route clicked gets that length
        (clicked again with the same length: removed) (:func:`.sketching.sketch_click`)."""
        return sketching.sketch_click(self, hit, x, y)

    def set_sketch_length(self, length) -> bool:
        """The length the next route drawn gets (1 to 99); a bad one changes nothing
        (:func:`.sketching.set_sketch_length`)."""
        return sketching.set_sketch_length(self, length)

    def undo_sketch(self) -> None:
        """:func:`.sketching.undo_sketch`."""
        return sketching.undo_sketch(self)

    def load_sketch(self, data) -> bool:
        """A saved graph (JSON text or bytes): used if it is sound, else a message naming the JSON
        path of the problem and nothing changes (:func:`.sketching.load_sketch`)."""
        return sketching.load_sketch(self, data)

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
        u, v = self.edge_ends[key]
        return f"{self.name(u)}–{self.name(v)}"

    def outside_edges(self) -> tuple:
        """The board's edges not in the chosen graph (drawn washed out)."""
        if self.graph_kind == "board":
            return ()
        inside = {k for _, _, k in self.graph.edges(keys=True)}
        return tuple(k for k in self.edge_ends if k not in inside)

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
        self.question_cache = {}
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
            self.rebuild()
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
                if j not in self.answered and predicting.question_at(self, j) is not None:
                    i = j - 1
                    break
        if i != self.index:
            self.index = i
            self.feedback = None
            self.votes = {}
        self.lock_if_stepping()
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
        """At a level's stop (grouped): which cities that level holds
        (:func:`.words.level_text`)."""
        return words.level_text(self, lang)

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
            self.lock_if_stepping()
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
        """Predict mode on or off; ``ask``: ``"next"`` (which city or route next), ``"values"``
        (the new distance, does a route close a cycle, which side of the cut) or ``"both"``;
        ``tally``: the class votes, :meth:`reveal` judges every vote
        (:func:`.predicting.set_predict`)."""
        return predicting.set_predict(self, on, ask, tally)

    def question(self) -> Question | None:
        """The question about the next step, while predict mode asks it (else None)
        (:func:`.predicting.question`)."""
        return predicting.question(self)

    def question_at(self, j: int) -> Question | None:
        """The question about step ``j`` (None: not a step the learner predicts)
        (:func:`.predicting.question_at`)."""
        return predicting.question_at(self, j)

    def is_pick(self, j: int) -> bool:
        """:func:`.predicting.is_pick`."""
        return predicting.is_pick(self, j)

    def pending_pick(self):
        """The next step, when it is one the learner should predict now (predict mode)
        (:func:`.predicting.pending_pick`)."""
        return predicting.pending_pick(self)

    def asks_edge(self) -> bool:
        """:func:`.predicting.asks_edge`."""
        return predicting.asks_edge(self)

    def predict_click(self, kind: str, item) -> bool:
        """The learner's prediction (``"node"`` or ``"edge"``) of the next step: judged, then shown
        with its reason (in tally mode: one more vote). Returns whether it was right
        (:func:`.predicting.predict_click`)."""
        return predicting.predict_click(self, kind, item)

    def answer(self, value) -> bool:
        """Answer a value question: a number (``"12"`` or 12) or yes/no (True/False,
        ``"yes"``/``"no"``). A malformed answer changes nothing and says why
        (:func:`.predicting.answer`)."""
        return predicting.answer(self, value)

    def reveal(self) -> None:
        """Tally mode: judge the class's votes and show the step (:func:`.predicting.reveal`)."""
        return predicting.reveal(self)

    def tally_text(self, lang: str) -> str:
        """The votes so far (tally mode), without saying which are right
        (:func:`.words.tally_text`)."""
        return words.tally_text(self, lang)

    def question_text(self, lang: str) -> str:
        """The question asked now, in words (empty when none) (:func:`.words.question_text`)."""
        return words.question_text(self, lang)

    # ---------------------------------------------------------------- what is shown
    def instruction(self, lang: str) -> str:
        """What to do now (:func:`.words.instruction`)."""
        return words.instruction(self, lang)

    def step_text(self, lang: str) -> str:
        """:func:`.words.step_text`."""
        return words.step_text(self, lang)

    def why(self, lang: str) -> str:
        """:func:`.words.why`."""
        return words.why(self, lang)

    def code(self, lang: str) -> list:
        """The pseudocode lines and which one the step is on (1-based; 0: none)
        (:func:`.words.code`)."""
        return words.code(self, lang)

    def result_text(self, lang: str) -> str:
        """The answer on the last step, where the reason does not say it already
        (:func:`.words.result_text`)."""
        return words.result_text(self, lang)

    def frontier_text(self, lang: str, limit: int = 8) -> str:
        """:func:`.words.frontier_text`."""
        return words.frontier_text(self, lang, limit)

    def table(self, lang: str) -> tuple:
        """``(title, rows)``: each row ``(label, value, marks)``; ``marks`` a set of ``"current"``,
        ``"done"`` (visited/settled), ``"waiting"``. Sorted: node values smallest first, then by
        name (:func:`.words.table`)."""
        return words.table(self, lang)

    def overlay(self) -> LabOverlay:
        """The step's marks on the board (and the inputs, the region) (:func:`.marks.overlay`)."""
        return marks.overlay(self)

    def graph_text(self, lang: str) -> str:
        """The chosen graph in words: its size, and where a network comes from
        (:func:`.words.graph_text`)."""
        return words.graph_text(self, lang)

    def file_stem(self) -> str:
        k = self.index + 1 if self.steps else 0
        return f"lab-{self.board_id}-{self.algorithm}-step{k}"
