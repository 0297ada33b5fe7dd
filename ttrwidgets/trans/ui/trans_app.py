"""The app's play controller of a Trans Europa / Trans America game
(``ttrwidgets.trans.APP_PLAY``): the grid board, the Trans page and the user actions of a Trans
game, composed into :class:`~ttrwidgets.widgets.app.TTRApp` (``app.play`` while a Trans game is
on screen; :class:`~.play.Play`).

The app's generic parts serve both families: the session's history, undo and save, the hot-seat
hand-over, the bots' pace, the message, the keys (Enter confirms, Escape cancels), the language
and projector switches. What is Trans's own is here: a click on the grid board becomes
``trans.preview(state, seat, hit)`` (the rail or start marker it would place, or the engine's
refusal with its rule id, shown as it is and changing nothing); *Confirm* plays it; *End turn*;
a special card's secret choice of a city card (every seat that must choose, hot-seat aware, like
the Ticket to Ride set-up tickets); the "fewest rails still needed" hint
(``trans.game.missing_tree``); and the round summary that holds the game at a round's end until
*Next round* (the engine deals the next round at once; the app shows the round that ended).

Driving it from code (tests)::

    app = TTRApp()
    app.start_game(game="trans_europa", players=2, seats=["human", "steiner"], seed=3, pace=0)
    app.grid.click_node(40)                 # preview: the start marker there
    app.confirm()
    app.grid.click_line(97)                 # preview: a rail
    app.confirm()
    app.play.end_turn()                     # the controller's own actions
"""
from __future__ import annotations

import functools
import time

from ... import trans
from ...core.session import Session, new_session, session_of
from ..render import GridView
from ..actions import EndTurn, PassCity, ReturnCity
from ..board import load_board
from ..game import missing_tree as _missing_tree
from .trans_page import TransPage, line_name, point_name
from .grid_board import GridBoardWidget
from ...widgets.play import Play, play_action
from ...widgets.texts import t

__all__ = ["TransController", "trans_rules"]


def trans_rules(game: str, special=None) -> str:
    """The Trans rule set id for ``game`` with the special-card option: ``None`` (the base
    game), ``"deck"`` (one card revealed each round) or a card number (fixed for the game)."""
    if special in (None, "", "none"):
        return game
    if special == "deck":
        return f"{game}.special"
    return f"{game}.special-{int(special)}"


class TransController(Play):
    """The Trans family's controller: the grid board (``grid``), the Trans page, and the user
    actions and view state of a Trans game."""

    ready_key = "trans.ready"

    def __init__(self, app):
        super().__init__(app)
        self.grid: GridBoardWidget | None = None
        self.missing_hint = False           # the "fewest rails still needed" toggle
        self.summary_seat = 0               # whose missing tree the round summary draws
        self._round_ack = None              # the round-end entry whose summary was closed
        self._summary_for = None            # the round-end entry the summary seat was set for
        self._tree = (None, None, None)     # (state, seat, (count, lines)): missing_tree cache
        self._grids: dict = {}              # board id -> its grid board widget

    PAGES = ("trans_page",)

    @functools.cached_property
    def trans_page(self) -> TransPage:
        """The grid board and the Trans side column (made when a Trans game is first shown)."""
        page = TransPage(self.app)
        if self.grid is not None:
            page.board_box.children = [self.grid]
        return page

    @property
    def page(self):
        return self.trans_page

    # ================================================================ plumbing
    def _grid_for(self, board) -> GridBoardWidget:
        g = self._grids.get(board.id)
        if g is None:
            app = self.app
            g = GridBoardWidget(board)
            g.on_hit(app.safe(self.on_hit))
            g.on_error(app.safe(app.raise_error))
            self._grids[board.id] = g
        return g

    def show_start_board(self, info) -> None:
        app = self.app
        g = self._grid_for(load_board(info.boards[0]))
        app.start_page.board_box.children = [g]
        g.show(GridView(**app.topbar.board_options()), app.lang)

    # ================================================================ starting
    def start(self, game, players, seats, seed, pace, teaching, options) -> None:
        session = new_session(game, seats, seed, rules=trans_rules(game, options.get("special")))
        self.begin(session, pace, teaching)
        self.app.say("")

    def options_from_scenario(self, options: dict) -> dict:
        return {"special": options.get("special")}

    def put(self, session: Session) -> None:
        """A session shown afresh: no round summary closed, its board's grid widget."""
        self._round_ack = None
        self._summary_for = None
        self.grid = self._grid_for(session.state.map)
        self.trans_page.board_box.children = [self.grid]

    def sync_lesson(self, zoom: bool = True) -> None:
        """A Trans lesson's step: its session on the Trans page (no zoom: the grid board rings
        the step's focus instead; a click task's answer is drawn by the board, not selected)."""
        app = self.app
        app.put_session(app.lesson.session, pace=0)
        self.missing_hint = False            # a lesson asks for such counts itself
        app.explain = (len(app.session.entries) - 1, 0)
        app.refresh()

    def lesson_panel(self):
        return self.trans_page.lesson

    def show_puzzle(self, run) -> None:
        """A Trans puzzle: its position as a session of people on the Trans page, without the
        "fewest rails" hint (it would give the answer away)."""
        state = run.puzzle.state
        self.app.put_session(session_of(state, ["human"] * state.n_players), pace=0)
        self.missing_hint = False

    def puzzle_panel(self):
        return self.trans_page.puzzle

    # ================================================================ what the screen shows
    def round_summary(self):
        """The session entry that ended a round, while its summary is shown (None otherwise):
        the newest move ended a round and *Next round* has not been pressed (at the game's end
        the summary stays)."""
        entry = self.app.session.entries[-1]
        if entry.action is None or entry is self._round_ack:
            return None
        if any(st.key == "round-over" for st in entry.steps):
            return entry
        return None

    def _sync_summary_seat(self) -> None:
        entry = self.round_summary()
        if entry is not None and entry is not self._summary_for:
            self._summary_for = entry
            v = self.app.viewer()
            self.summary_seat = v if v is not None and v >= 0 else 0

    def hint_seat(self) -> int | None:
        """Whose "fewest rails" hint shows: the seat at the screen (in teaching mode the seat
        to act); nobody while the device is handed over."""
        app = self.app
        v = app.viewer()
        if v is None:
            seat = app.acting_seat()
            return seat if seat is not None else (trans.active_seats(app.state) or [None])[0]
        return v if v >= 0 else None

    def missing_tree(self, seat: int):
        """``trans.game.missing_tree`` of the position on screen (kept until it changes)."""
        s = self.app.state
        if self._tree[0] is not s or self._tree[1] != seat:
            self._tree = (s, seat, _missing_tree(s, seat))
        return self._tree[2]

    def refresh(self) -> None:
        app = self.app
        self._sync_summary_seat()
        app.topbar.refresh(in_game=True)
        app.render_message()
        app.refresh_save_link()
        if app.needs_handover():
            self.trans_page.refresh()           # drawn for nobody's seat: no cities in it
            app.handover_page.refresh()
            app.page.children = [app.handover_page.box]
            return
        app.page.children = [self.trans_page.box]
        self.trans_page.refresh()

    # ================================================================ clicks and actions
    def on_hit(self, hit, x=None, y=None) -> None:
        """A click on the grid board."""
        app = self.app
        if not app.on_game_page() or app.play is not self:
            return
        self.click(hit)

    def click(self, hit) -> None:
        app = self.app
        if app.puzzle is not None:
            app.puzzles.click(hit)           # a puzzle's click selects lines; it never plays
            return
        task = app.lesson.task if app.lesson is not None else None
        if task is not None and task.kind == "click":
            app.lesson_clicked(hit)          # a lesson's click task: is it the one asked?
            return
        s = app.state
        if self.round_summary() is not None:
            app.say_t("trans.summary.wait")
            return
        if hit is None:
            app.say_t("trans.click.nothing")
            return
        if s.game_over:
            app.say_t("trans.click.over")
            return
        seat = app.acting_seat()
        if seat is None:
            who = trans.active_seats(s)
            app.say(lambda lang: t("click.not-now", lang,
                                   seat=trans.seat_name(who[0] if who else s.current, lang)))
            return
        sel = (hit.kind, hit.index)
        pv = trans.preview(s, seat, sel)
        if pv.problem is not None and task is not None and task.kind == "try":
            # a lesson's try: the engine's refusal of the clicked rail or marker is the lesson
            b = s.map
            ln = b.lines[hit.index] if hit.kind == "line" else None
            probe = (trans.LayRail(seat, b.nodes[ln.a], b.nodes[ln.b]) if ln is not None
                     else trans.PlaceMarker(seat, b.nodes[hit.index]))
            app.lesson_tried(app.lesson.try_refused(probe, pv.problem))
            return
        app.selection = sel
        if pv.problem is not None:
            err = pv.problem
            app.say_error(err.message)       # the engine's words, with the rule id
        else:
            app.say("")
        app.refresh()

    def enter(self) -> None:
        self.trans_page.enter()

    def confirm(self, option=None) -> None:
        app = self.app
        seat = app.acting_seat()
        sel = app.selection
        s = app.state
        if seat is None or sel is None:
            return
        if sel[0] == "city":
            if s.choice is None:
                return
            cls = ReturnCity if s.choice.kind == "return" else PassCity
            app.act(cls(seat, sel[1]))
            return
        pv = trans.preview(s, seat, sel)
        if pv.problem is not None:
            raise pv.problem
        app.act(pv.options[0])

    @play_action
    def end_turn(self) -> None:
        """*End turn*: stop after fewer rails than the turn allows (``trans.turn``)."""
        app = self.app
        seat = app.acting_seat()
        app.act(EndTurn(app.state.current if seat is None else seat))

    @play_action
    def pick_city(self, name: str) -> None:
        """Choose the city card ``name`` for the special card's choice; *Confirm* hands it
        over."""
        app = self.app
        app.selection = ("city", name)
        app.say("")
        app.refresh()

    def choose_city(self, name: str) -> None:
        """Pick and confirm a city card at once (tests, the keyboard)."""
        self.pick_city(name)
        self.app.confirm()

    @play_action
    def show_missing(self, on: bool) -> None:
        """The toggle "fewest rails still needed (hint)"."""
        self.missing_hint = bool(on)
        if self.app.on_game_page():
            self.trans_page.refresh()

    @play_action
    def next_round(self) -> None:
        """Close the round summary: the next round's moves begin (bots first, if theirs)."""
        app = self.app
        entry = self.round_summary()
        if entry is None or app.state.game_over:
            return
        self._round_ack = entry
        app.selection = None
        app.say("")
        app.after_move()

    @play_action
    def summary_step(self, delta: int) -> None:
        """Draw the missing-rails tree of the next (+1) or previous (-1) player."""
        # in seat order, from the first player to the last (no wrap-around: the buttons show
        # only where there is a player to go to)
        app = self.app
        self.summary_seat = max(0, min(app.state.n_players - 1, self.summary_seat + delta))
        app.refresh()

    def run_bots(self) -> None:
        """Bots move until a person must decide or a round ends (its summary waits for *Next
        round*); at a readable pace each bot turn starts after ``pace`` seconds."""
        app = self.app
        if app.lesson is not None or app.puzzle is not None:
            return
        session = app.session
        for _ in range(20000):
            if self.round_summary() is not None:
                break
            seat = session.next_bot()
            if seat is None or (session.active_humans() and app.state.phase != "choose"):
                break
            s = app.state
            new_turn = s.phase != "choose" and s.used == 0
            if app.pace > 0 and new_turn and len(session.entries) > 1:
                app.explain = (len(session.entries) - 1, 0)
                app.refresh()
                time.sleep(app.pace)
            session.bot_move()

    def hint(self) -> None:
        app = self.app
        seat = app.acting_seat()
        if self.round_summary() is not None or seat is None:
            app.say_t("trans.summary.wait")
            return
        advice = app.session.advise(seat)
        b = app.state.map
        params = dict(advice.params)
        a = advice.action
        if isinstance(a, trans.LayRail):
            params["rail"] = line_name(b, b.line_of(b.node_at(a.a), b.node_at(a.b)))
        if isinstance(a, trans.PlaceMarker):
            params["at"] = point_name(b, b.node_at(a.at))
        key = "trans." + advice.key
        app.set_hint(advice)
        app.say(lambda lang: t("hint.text", lang, why=t(key, lang, **params)))
        self.trans_page.refresh()

    def auto(self) -> None:
        app = self.app
        seat = app.acting_seat()
        if self.round_summary() is not None:
            app.say_t("trans.summary.wait")
            return
        if seat is None:
            return
        app.act(app.session.advise(seat).action)

    def puzzle_session(self, state) -> Session:
        """A puzzle's position as a session of people (no bots move in a puzzle)."""
        return session_of(state, ["human"] * state.n_players)
