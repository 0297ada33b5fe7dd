"""The Graph lab page: :class:`LabPage`, the board beside the lab's column."""
from __future__ import annotations

import base64

import ipywidgets as W

from ...graphs.lab import ALGORITHMS
from ...graphs.lab.predict import ASKS
from ...render import BoardView, to_svg
from ...render.lab import LabOverlay
from ...core.family import resolve
from ..base import Part
from ..chips import esc
from .boards import LabBoardWidget
from .choices import GRAPH_KINDS, LEVELS, SKETCH
from .controller import LabController
from .preset import apply_preset, preset_of
from .texts import t
from .graphs import BOT_SEED, LAB_BOARDS, board_name, bot_network, lab_board
from .png import PngButton, PresenterKeys
from ..web import FilePicker
from .link import HASH
from .worksheet import caption_svg, captioned_svg, tracing_sheet
from .sketch import LabSketchWidget

__all__ = ["LabPage", "SPEEDS", "LAB_CSS"]

#: Step intervals of the Play button, ms.
SPEEDS = (("slow", 1200), ("medium", 600), ("fast", 250), ("fastest", 80))

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
/* a long reason (a level's cities, an Euler step) scrolls in its box: the pseudocode and the
   table below it stay in view at 1280x720, in projector mode too */
.ttr-lab-why .widget-html-content, .ttr-lab-feedback .widget-html-content {
    max-height: 5.2em; overflow-y: auto; }
/* a portrait board (Deutschland) takes the row's rest and the window's height, as on the game
   page: the lab's column has a width of its own */
.ttr-lab-page .ttr-main:has(.ttr-lab-portrait) .ttr-board-box { flex: 1 1 0 !important;
    min-width: 0 !important; }
.ttr-lab-page .ttr-main:has(.ttr-lab-portrait) .ttr-lab-side {
    flex: 0 0 clamp(360px, 36vw, 520px) !important; }
/* the app's message line takes no room in the lab while it says nothing */
.ttr-lab-side .ttr-message:has(> .widget-html-content:empty) { min-height: 0; }
.ttr-app.ttr-projector .ttr-lab-why .widget-html-content,
.ttr-app.ttr-projector .ttr-lab-feedback .widget-html-content { max-height: 3.9em; }
.ttr-lab-result { font-size: 1.15em; font-weight: 700; color: #004488; }
.ttr-lab-frontier { font-size: 0.9em; line-height: 1.3; }
.ttr-lab-code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 11.5px;
                line-height: 1.3; border: 1px solid #ccc; border-radius: 4px; background: #fff; }
.ttr-lab-code ol { margin: 2px 0; padding-left: 2.4em; }
.ttr-lab-code li { white-space: normal; box-sizing: border-box; }
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
.ttr-app.ttr-projector .ttr-lab-legend, .ttr-app.ttr-projector .ttr-lab-graph-text,
.ttr-app.ttr-projector .ttr-lab-frontier { display: none; }
.ttr-app.ttr-projector .ttr-lab-table { max-height: 96px; }
.ttr-app.ttr-projector .ttr-lab-slider-row { display: none; }
.ttr-lab-sketch-row:not(.ttr-lab-sketch-editing) > .ttr-lab-sketch-length { display: none; }
/* a drawn graph of 4-12 cities needs no full width: the side panel's pseudocode wraps less,
   and with predict mode on the table stays in view (1280x720 projector, 1366x768) */
.ttr-lab-page .ttr-board-box:has(> .ttr-lab-sketch) { max-width: 50%; }
.ttr-app.ttr-projector .ttr-lab-sketch-row:not(.ttr-lab-sketch-editing) >
    :not(.ttr-lab-sketch-edit):not(.ttr-lab-sketch-link) { display: none !important; }
.ttr-app.ttr-projector .ttr-lab-code { font-size: 13px; line-height: 1.2; }
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
        # the labels take the room their words need (never cut to "Gra…")
        self.w_board = W.Dropdown(layout=W.Layout(width="auto", flex="1 1 auto"),
                                  style={"description_width": "initial"})
        self.w_board.add_class("ttr-lab-board-choice")
        self.w_graph = W.Dropdown(layout=W.Layout(width="auto", flex="1 1 auto"),
                                  style={"description_width": "initial"})
        self.w_graph.add_class("ttr-lab-graph")
        self.w_alg = W.Dropdown(layout=W.Layout(width="99%"),
                                style={"description_width": "initial"})
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
        self.b_undo = self.button("ttr-lab-undo", self.undo, icon="undo", layout=auto())
        self.b_change = self.button("ttr-lab-change", self.change_inputs, icon="unlock",
                                    layout=auto())
        self.picks = W.HBox([self.b_source, self.b_target, self.b_terms, self.b_region,
                             self.b_undo, self.b_clear, self.b_change])
        self.picks.add_class("ttr-lab-row")
        self.status = W.HTML()
        self.status.add_class("ttr-lab-status")
        # the teacher's own graph: draw, length, example, blank, save, open
        self.w_edit = W.ToggleButton(value=False, icon="pencil", layout=auto())
        self.w_edit.add_class("ttr-lab-sketch-edit")
        self.watch(self.w_edit, lambda c: self._sync or self.set_editing(c["new"]))
        self.w_length = W.BoundedIntText(value=1, min=1, max=99, layout=W.Layout(width="120px"),
                                         style={"description_width": "initial"})
        self.w_length.add_class("ttr-lab-sketch-length")
        self.watch(self.w_length, lambda c: self._sync or self.set_sketch_length(c["new"]))
        self.b_example = self.button("ttr-lab-sketch-example", lambda: self.new_sketch(True),
                                     layout=auto())
        self.b_blank = self.button("ttr-lab-sketch-blank", lambda: self.new_sketch(False),
                                   layout=auto())
        self.b_save = self.button("ttr-lab-sketch-save", self.save_sketch, icon="download",
                                  layout=auto())
        self.w_load = FilePicker(accept=".json", max_bytes=200_000)
        self.w_load.add_class("ttr-lab-sketch-load")
        self.w_load.on_file(app._safe(lambda _name, data: self.load_sketch(data)))
        self.w_load.on_too_large(app._safe(self._too_large))
        self.w_load.on_error(app._safe(app._raise))
        self.save_link = W.HTML()
        self.save_link.add_class("ttr-lab-sketch-link")
        self.sketch_row = W.HBox([self.w_edit, self.w_length, self.b_example, self.b_blank,
                                  self.b_save, self.w_load, self.save_link])
        self.sketch_row.add_class("ttr-lab-row")
        self.sketch_row.add_class("ttr-lab-sketch-row")
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
        self.count = W.HTML()
        self.count.add_class("ttr-lab-count")
        self.controls = W.HBox([self.b_first, self.b_back, self.b_next, self.b_last,
                                self.b_play, self.play, self.count])
        self.controls.add_class("ttr-lab-row")
        self.controls.add_class("ttr-lab-controls")
        self.slider = W.IntSlider(min=0, max=0, value=0, readout=False, continuous_update=False,
                                  layout=W.Layout(width="auto", flex="1 1 auto"))
        self.slider.add_class("ttr-lab-slider")
        self.slider.observe(app._safe(self._on_slider), names="value")
        self.why = W.HTML()
        self.why.add_class("ttr-lab-why")
        self.result = W.HTML()
        self.result.add_class("ttr-lab-result")
        self.w_predict = W.Checkbox(value=False, indent=False, layout=auto())
        self.w_predict.add_class("ttr-lab-predict-toggle")
        self.watch(self.w_predict, lambda c: self._sync or self.set_predict(c["new"]))
        # BFS goes a level at a time unless the teacher steps city by city
        self.w_by_city = W.Checkbox(value=False, indent=False, layout=auto())
        self.w_by_city.add_class("ttr-lab-by-city")
        self.watch(self.w_by_city, lambda c: self._sync or self.set_by_city(c["new"]))
        self.score = W.HTML()
        self.score.add_class("ttr-lab-score")
        self.w_ask = W.Dropdown(layout=W.Layout(width="auto", flex="0 1 auto"),
                                style={"description_width": "initial"})
        self.w_ask.add_class("ttr-lab-ask-kind")
        self.watch(self.w_ask, lambda c: self._sync or self.set_ask(c["new"]))
        self.w_tally = W.Checkbox(value=False, indent=False, layout=auto())
        self.w_tally.add_class("ttr-lab-tally-toggle")
        self.watch(self.w_tally, lambda c: self._sync or self.set_tally(c["new"]))
        self.question = W.HTML()
        self.question.add_class("ttr-lab-question")
        self.w_answer = W.Text(layout=W.Layout(width="90px"), continuous_update=False)
        self.w_answer.add_class("ttr-lab-answer-box")
        # Enter (or leaving the box) answers; emptying the box after an answer does not
        self.w_answer.observe(app._safe(lambda c: self._sync or not c["new"].strip()
                                        or self.answer(c["new"])), names="value")
        self.b_answer = self.button("ttr-lab-answer", lambda: self.answer(self.w_answer.value),
                                    layout=auto())
        self.b_yes = self.button("ttr-lab-yes", lambda: self.answer(True), layout=auto())
        self.b_no = self.button("ttr-lab-no", lambda: self.answer(False), layout=auto())
        self.b_reveal = self.button("ttr-lab-reveal", self.reveal, icon="eye", layout=auto())
        self.tally_text = W.HTML()
        self.tally_text.add_class("ttr-lab-tally")
        self.answer_row = W.HBox([self.w_answer, self.b_answer, self.b_yes, self.b_no,
                                  self.b_reveal, self.tally_text])
        self.answer_row.add_class("ttr-lab-row")
        self.answer_row.add_class("ttr-lab-answer-row")
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
        # its words from the start (not the widget's default until the first refresh reaches
        # the browser: the pseudo-locale test once read that "PNG")
        self.b_png = PngButton(caption=self._caption_svg, label=t("lab.export.png", app.lang),
                               tip=t("lab.export.png-tip", app.lang))
        self.b_png.add_class("ttr-lab-png")
        self.export_link = W.HTML()
        self.export_link.add_class("ttr-lab-export-link")
        self._export = None                       # (file stem, name, data): the SVG offered
        self.link = W.HTML()
        self.link.add_class("ttr-lab-link")
        self.b_sheet = self.button("ttr-lab-sheet", self.export_sheet, icon="table",
                                   layout=auto())
        self.sheet_link = W.HTML()
        self.sheet_link.add_class("ttr-lab-sheet-link")
        self.export_row = W.HBox([self.export_label, self.b_svg, self.b_png, self.export_link,
                                  self.b_sheet, self.sheet_link, self.link])
        self.export_row.add_class("ttr-lab-row")
        self.export_row.add_class("ttr-lab-export")
        self.legend = W.HTML()
        self.legend.add_class("ttr-lab-legend")
        self.b_home = self.button("ttr-lab-home", app.show_start, icon="home", layout=auto())
        self.board_box = W.Box(layout=W.Layout(flex="0 1 auto", min_width="320px"))
        self.board_box.add_class("ttr-board-box")
        self.slider_row = W.HBox([self.slider, self.w_speed], layout=W.Layout(
            align_items="center"))
        self.slider_row.add_class("ttr-lab-slider-row")
        self.side = W.VBox([
            W.HBox([self.w_board, self.w_graph], layout=W.Layout(flex_flow="row wrap")),
            self.w_alg, self.graph_text, self.sketch_row, self.picks, self.status, app.message,
            # the speed beside the slider: the worded buttons take the controls' row
            self.controls, self.slider_row,
            self.why, self.result,
            W.HBox([self.w_by_city, self.w_predict, self.w_ask, self.w_tally, self.score],
                   layout=W.Layout(align_items="center", flex_flow="row wrap")),
            self.question, self.answer_row, self.feedback, self.frontier, self.code,
            self.table, self.export_row, self.legend,
            self.b_home], layout=W.Layout(flex="1 1 440px", min_width="360px"))
        self.side.add_class("ttr-side")
        self.side.add_class("ttr-lab-side")
        main = W.HBox([self.board_box, self.side], layout=W.Layout(width="100%"))
        main.add_class("ttr-main")
        self.keys = PresenterKeys()
        self.keys.on_key(app._safe(self.on_key))
        self.keys.on_error(app._safe(app._raise))
        self.box = W.VBox([W.HTML(LAB_CSS), self.keys, main], layout=W.Layout(width="100%"))
        self.box.add_class("ttr-lab-page")

    # ---------------------------------------------------------------- the board widget
    @property
    def board(self):
        """The board widget of the chosen board (made once per board)."""
        bid = self.lab.board_id
        w = self._boards.get(bid)
        if w is None:
            if bid == SKETCH:
                w = LabSketchWidget(self.lab.sketch)
            else:
                # a family's own kind of board brings its lab widget (the Trans grids)
                own = getattr(lab_board(bid), "widget", None)
                w = (resolve(own) if own else LabBoardWidget)(self.lab.board)
            w.on_hit(self.app._safe(self._on_hit))
            w.on_error(self.app._safe(self.app._raise))
            self._boards[bid] = w
        return w

    def _on_hit(self, hit, x, y) -> None:
        lab = self.lab
        if lab.board_id == SKETCH and lab.editing:
            ux, uy = self.board.geometry.to_unit(x, y)
            lab.sketch_click(tuple(hit) if hit is not None else None, ux, uy)
            self.refresh()
            return
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

    # ---------------------------------------------------------------- the teacher's graph
    def set_editing(self, on: bool) -> None:
        self.play.playing = False
        self.lab.set_editing(on)
        self.refresh()

    def set_sketch_length(self, n) -> None:
        self.lab.set_sketch_length(n)
        self.refresh()

    def new_sketch(self, example: bool) -> None:
        from ...graphs.lab.sketch import EXAMPLE, Sketch
        self.play.playing = False
        lab = self.lab
        if lab.board_id == SKETCH:
            lab.sketch_history.append(lab.sketch)
        lab.use_sketch(EXAMPLE if example else Sketch(), editing=not example)
        self.refresh()

    def use_sketch(self, sketch, editing: bool = False) -> None:
        """Show the teacher's graph ``sketch`` (notebooks: a
        :class:`~ttrwidgets.graphs.lab.sketch.Sketch` built in code)."""
        self.play.playing = False
        self.lab.use_sketch(sketch, editing=editing)
        self.refresh()

    def save_sketch(self) -> None:
        """Offer the teacher's graph as a JSON file (a download link)."""
        data = base64.b64encode(self.lab.sketch.to_json().encode("utf-8")).decode("ascii")
        self._saved = (self.lab.sketch, "lab-graph.json", data)
        self.refresh()

    def apply_preset(self, query: str) -> None:
        """Set the lab as a link's query says (:func:`.preset.apply_preset`)."""
        self.play.playing = False
        apply_preset(self.lab, query, network=lambda _b: self.network_of())
        self.refresh()

    def load_sketch(self, data: bytes) -> None:
        """A graph file chosen: used, or refused with the JSON path of its problem."""
        self.play.playing = False
        self.lab.load_sketch(data)
        self.refresh()

    def _too_large(self, name: str, size: int) -> None:
        self.lab.note = ("ttr-lab-bad", lambda lang: t("lab.sketch.too-large", lang, name=name))
        self.refresh()

    def on_key(self, action: str) -> None:
        """A presenter's clicker or the arrow keys: one step on or back, first, last."""
        if action == "next":
            self.step(+1)
        elif action == "back":
            self.step(-1)
        elif action == "first":
            self.first()
        elif action == "last":
            self.last()

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
        self.play.playing = False
        self.lab.set_predict(on)
        if on:
            self.lab.set_pick(None)
        self.refresh()

    def set_by_city(self, on: bool) -> None:
        """Step city by city (on) or a level at a time (off, the default for BFS)."""
        self.play.playing = False
        self.lab.set_by_city(on)
        self.refresh()

    def set_ask(self, ask: str) -> None:
        self.lab.set_predict(self.lab.predict, ask=ask)
        self.refresh()

    def set_tally(self, on: bool) -> None:
        self.lab.set_predict(self.lab.predict, tally=on)
        self.refresh()

    def answer(self, value) -> None:
        self.play.playing = False
        self.lab.answer(value)
        self._sync = True
        try:
            self.w_answer.value = ""
        finally:
            self._sync = False
        self.refresh()

    def reveal(self) -> None:
        self.lab.reveal()
        self.refresh()

    def undo(self) -> None:
        self.lab.undo()
        self.refresh()

    def change_inputs(self) -> None:
        self.play.playing = False
        self.lab.change_inputs()
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
        """Offer the picture on screen as an SVG file (a download link), captioned with the
        step, its reason, the pseudocode (current line marked) and the table."""
        g = self.board.geometry
        svg = captioned_svg(self.lab, self.board.picture(), g.width, g.height, self.app.lang)
        name = self.lab.file_stem() + ".svg"
        data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
        self._export = (self._picture_key(), name, data)
        self._refresh_export()

    def _caption_svg(self) -> str:
        """The step's caption alone, for the PNG (the same as the SVG's, beside the board)."""
        g = self.board.geometry
        return caption_svg(self.lab, g.width, g.height, self.app.lang)

    def export_sheet(self) -> None:
        """Offer a printable tracing table for the algorithm and its inputs (HTML)."""
        lab = self.lab
        b, g = self.board, self.board.geometry
        inputs = LabOverlay(source=lab.source, target=lab.target, terminals=tuple(lab.terminals),
                            region=tuple(lab.region) if lab.graph_kind == "region" else ())
        picture = to_svg(b.sheet_picture(inputs), g.width, g.height)
        html = tracing_sheet(lab, self.app.lang, picture=picture)
        name = f"lab-{self.lab.board_id}-{self.lab.algorithm}-table.html"
        data = base64.b64encode(html.encode("utf-8")).decode("ascii")
        self._sheet = ((self.lab.board_id, self.lab.algorithm, self.lab.steps, self.app.lang),
                       name, data)
        self.refresh()

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
        lab.lang = lang
        b = self.board
        if self.board_box.children != (b,):
            self.board_box.children = [b]
        ov = lab.overlay()
        if lab.board_id == SKETCH:
            b.show_lab(lab.sketch, ov, self._projector(), lab.sketch_first)
        elif lab.grid:
            b.show_lab(b.lab_view(labels=self._labels(), projector=self._projector()), lang, ov)
        else:
            view = BoardView(dim_routes=lab.outside_edges(), labels=self._labels(),
                             projector=self._projector())
            b.show_lab(view, lang, ov)
            # a region once picked: the board zooms to it (the whole board while picking)
            want = tuple(lab.region) if lab.graph_kind == "region" and lab.pick != "region" \
                and len(lab.region) >= 2 else None
            if want != getattr(self, "_zoomed", None):
                self._zoomed = want
                b.zoom_to(list(want) if want else None)

    def refresh(self) -> None:
        # the picture first, then the words: a step's reason or result never shows before
        # the board's marks for it were sent (the PNG test read the board between the two)
        self.show_board()
        self._sync = True
        try:
            self._refresh()
        finally:
            self._sync = False

    def _refresh(self) -> None:
        lab, lang = self.lab, self.app.lang
        lab.lang = lang
        # choices
        _relabel(self.w_board, [(board_name(b, lang), b) for b in LAB_BOARDS] +
                 [(t("lab.board.sketch", lang), SKETCH)], lab.board_id)
        mine = lab.board_id == SKETCH
        self.sketch_row.layout.display = "" if mine else "none"
        # drawing done: the length goes (it is for new routes); in projector mode the file
        # buttons go too, so the steps, the pseudocode and the table stay in view
        (self.sketch_row.add_class if lab.editing else self.sketch_row.remove_class)(
            "ttr-lab-sketch-editing")
        # the drawn graph is the graph: no choice of graph (nor its empty row)
        self.w_graph.layout.display = "none" if mine else ""
        self.w_edit.description = t("lab.sketch.edit", lang)
        self.w_edit.value = lab.editing
        self.w_length.description = t("lab.sketch.length", lang)
        self.w_length.value = lab.sketch_length
        self.b_example.description = t("lab.sketch.example", lang)
        self.b_blank.description = t("lab.sketch.blank", lang)
        self.b_save.description = t("lab.sketch.save", lang)
        self.w_load.label = t("lab.sketch.load", lang)
        self.w_load.locale = lang
        saved = getattr(self, "_saved", None)
        if mine and saved is not None and saved[0] == lab.sketch:
            self.save_link.value = (
                f'<a download="{saved[1]}" href="data:application/json;base64,{saved[2]}">'
                f'{esc(t("lab.sketch.save-link", lang, name=saved[1]))}</a>')
        else:
            self.save_link.value = ""
        self.w_board.description = t("lab.board", lang)
        _relabel(self.w_graph, [(t(f"lab.graph.{k}", lang), k)
                                for k in GRAPH_KINDS], lab.graph_kind)
        self.w_graph.description = t("lab.graph", lang)
        _relabel(self.w_alg, [(a.name(lang), a.id) for a in ALGORITHMS.values()], lab.algorithm)
        self.w_alg.description = t("lab.algorithm", lang)
        self.graph_text.value = esc(lab.graph_text(lang))
        ins = lab.inputs()
        none = t("lab.none", lang)
        for b, key, shown, text in (
                (self.b_source, "source", "source" in ins,
                 t("lab.pick.source", lang, city=lab.name(lab.source, lang)
                   if lab.source is not None else none)),
                (self.b_target, "target", "target" in ins,
                 t("lab.pick.target", lang, city=lab.name(lab.target, lang)
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
        self.b_clear.layout.display = "" if (ins or lab.graph_kind == "region") \
            and not lab.locked else "none"
        self.b_undo.description = t("lab.undo", lang)
        self.b_undo.tooltip = t("lab.undo.tip", lang)
        self.b_undo.layout.display = "" if ((ins or lab.graph_kind == "region")
                                            and not lab.locked) or lab.editing else "none"
        self.b_undo.disabled = not lab.can_undo()
        self.b_change.description = t("lab.change", lang)
        self.b_change.tooltip = t("lab.change.tip", lang)
        self.b_change.layout.display = "" if lab.locked else "none"
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
        self.w_by_city.description = t("lab.by-city", lang)
        self.w_by_city.value = lab.by_city
        self.w_by_city.layout.display = "" if lab.algorithm in LEVELS and not lab.predict \
            else "none"
        # predict mode
        self.w_predict.description = t("lab.predict", lang)
        self.score.value = esc(t("lab.predict.score", lang, right=lab.score[0], n=lab.score[1])) \
            if lab.predict and lab.score[1] else ""
        _relabel(self.w_ask, [(t(f"lab.ask.kind.{k}", lang), k) for k in ASKS], lab.ask)
        self.w_ask.description = t("lab.ask.kind", lang)
        self.w_tally.description = t("lab.tally", lang)
        self.w_tally.value = lab.tally
        for w in (self.w_ask, self.w_tally):
            w.layout.display = "" if lab.predict else "none"
        q = lab.question()
        self.question.value = esc(lab.question_text(lang))
        self.question.layout.display = "" if q is not None else "none"
        self.answer_row.layout.display = "" if q is not None else "none"
        self.w_answer.layout.display = self.b_answer.layout.display = \
            "" if q is not None and q.kind == "number" else "none"
        self.b_answer.description = t("lab.answer", lang)
        self.b_yes.description = t("lab.yes", lang)
        self.b_no.description = t("lab.no", lang)
        self.b_yes.layout.display = self.b_no.layout.display = \
            "" if q is not None and q.kind == "yesno" else "none"
        self.b_reveal.description = t("lab.reveal", lang)
        self.b_reveal.layout.display = "" if q is not None and lab.tally else "none"
        self.b_reveal.disabled = not lab.votes
        self.tally_text.value = esc(lab.tally_text(lang))
        fb = lab.feedback
        self.feedback.value = f'<span class="{fb[0]}">{esc(fb[1](lang))}</span>' if fb else ""
        self.feedback.layout.display = "" if fb else "none"
        # a verdict on the step shown carries its reason: the reason is not shown twice
        self.why.layout.display = "none" if fb and lab.index in lab.answered else ""
        # the frontier, the pseudocode, the table
        ft = lab.frontier_text(lang)
        self.frontier.value = esc(ft)
        self.frontier.layout.display = "" if ft else "none"
        lines, cur = lab.code(lang)
        items = "".join(_code_line(x, i + 1 == cur) for i, x in enumerate(lines))
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
        self.b_svg.tooltip = t("lab.export.tip", lang)
        self.b_png.label = t("lab.export.png", lang)
        self.b_png.tip = t("lab.export.png-tip", lang)
        self.b_png.filename = lab.file_stem() + ".png"
        self._refresh_export()
        self.b_svg.description = t("lab.export.captioned", lang)
        self.b_sheet.description = t("lab.sheet.export", lang)
        sheet = getattr(self, "_sheet", None)
        if sheet is not None and sheet[0] == (lab.board_id, lab.algorithm, lab.steps, lang):
            self.sheet_link.value = (
                f'<a download="{esc(sheet[1])}" href="data:text/html;base64,{sheet[2]}">'
                f'{esc(t("lab.sheet.link", lang, name=sheet[1]))}</a>')
        else:
            self.sheet_link.value = ""
        self.link.value = (f'<a href="{HASH}{esc(preset_of(lab))}" target="_blank">'
                           f'{esc(t("lab.link", lang))}</a>')
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


def _code_line(line: str, current: bool) -> str:
    """A pseudocode line as a list item whose indentation is a padding, so a line that wraps
    keeps it (a hanging indent) at any width and font size."""
    indent = len(line) - len(line.lstrip(" "))
    cur = ' class="ttr-lab-cur" aria-current="step"' if current else ""
    return f'<li{cur} style="padding-left: {indent}ch">{esc(line.lstrip(" "))}</li>'


def _relabel(w: W.Dropdown, options: list, value) -> None:
    """Set a dropdown's options and value without firing a change when nothing changed."""
    options = [(str(label), v) for label, v in options]
    if [tuple(o) for o in w.options] != options:
        w.options = options
    if w.value != value and value in [v for _, v in options]:
        w.value = value
