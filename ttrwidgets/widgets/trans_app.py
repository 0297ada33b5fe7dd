"""The app's Trans Europa / Trans America play: the user actions of a Trans game, as a mixin of
:class:`~ttrwidgets.widgets.app.TTRApp`.

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
"""
from __future__ import annotations

import time

from .. import trans
from ..render.grid import GridView
from ..trans.actions import EndTurn, PassCity, ReturnCity
from ..trans.board import load_board
from ..trans.game import missing_tree as _missing_tree
from ..trans.session import TransSession
from .grid_board import GridBoardWidget
from .play import Play
from .texts import t

__all__ = ["TransPlay", "TransController", "trans_rules"]


def trans_rules(game: str, special=None) -> str:
    """The Trans rule set id for ``game`` with the special-card option: ``None`` (the base
    game), ``"deck"`` (one card revealed each round) or a card number (fixed for the game)."""
    if special in (None, "", "none"):
        return game
    if special == "deck":
        return f"{game}.special"
    return f"{game}.special-{int(special)}"


class TransPlay:
    """User actions and view state of a Trans game (mixed into ``TTRApp``)."""

    grid: GridBoardWidget | None = None
    missing_hint: bool = False          # the "fewest rails still needed" toggle
    summary_seat: int = 0               # whose missing tree the round summary draws
    _round_ack = None                   # the round-end entry whose summary was closed
    _summary_for = None                 # the round-end entry the summary seat was set for
    _tree = (None, None, None)          # (state, seat, (count, lines)): missing_tree cache

    # ================================================================ plumbing
    def _grid_for(self, board) -> GridBoardWidget:
        grids = self.__dict__.setdefault("_grids", {})
        g = grids.get(board.id)
        if g is None:
            g = GridBoardWidget(board)
            g.on_hit(self._safe(self._on_grid_hit))
            g.on_error(self._safe(self._raise))
            grids[board.id] = g
        return g

    def _show_trans_start_board(self, board_id: str) -> None:
        g = self._grid_for(load_board(board_id))
        self.start_page.board_box.children = [g]
        g.show(GridView(**self.topbar.board_options()), self.lang)

    def _on_trans_page(self) -> bool:
        return self.session is not None and self.page.children == (self.trans_page.box,)

    # ================================================================ starting
    def _start_trans(self, game: str, players: int, seats, special, seed, pace,
                     teaching) -> None:
        session = TransSession.new(trans_rules(game, special), seats, seed)
        self._begin_trans(session, pace, teaching)
        self.say("")

    def _put_trans(self, session: TransSession, pace: float = 0, teaching: bool = False) -> None:
        """Show ``session`` on the Trans page, from a clean view: nothing selected, no hint,
        no round summary closed, its board's grid widget (the lesson and puzzle in force are
        the caller's to set)."""
        self.session = session
        self.pace = pace
        self.teaching = teaching
        self.revealed = None
        self.selection = None
        self._hint = None
        self._round_ack = None
        self._summary_for = None
        self.grid = self._grid_for(session.state.map)
        self.trans_page.board_box.children = [self.grid]

    def _begin_trans(self, session: TransSession, pace: float, teaching: bool) -> None:
        self.lesson = None
        self.puzzle = None
        self._lesson_fb = None
        self._put_trans(session, pace, teaching)
        self._run_bots()
        self.explain = (len(session.entries) - 1, 0)
        self.refresh()

    def _sync_trans_lesson(self) -> None:
        """A Trans lesson's step: its session on the Trans page (no zoom: the grid board rings
        the step's focus instead; a click task's answer is drawn by the board, not selected)."""
        self._put_trans(self.lesson.session)
        self.missing_hint = False            # a lesson asks for such counts itself
        self.explain = (len(self.session.entries) - 1, 0)
        self.refresh()

    # ================================================================ what the screen shows
    def _trans_summary(self):
        """The session entry that ended a round, while its summary is shown (None otherwise):
        the newest move ended a round and *Next round* has not been pressed (at the game's end
        the summary stays)."""
        entry = self.session.entries[-1]
        if entry.action is None or entry is self._round_ack:
            return None
        if any(st.key == "round-over" for st in entry.steps):
            return entry
        return None

    def _sync_summary_seat(self) -> None:
        entry = self.round_summary()
        if entry is not None and entry is not self._summary_for:
            self._summary_for = entry
            v = self.viewer()
            self.summary_seat = v if v is not None and v >= 0 else 0

    def hint_seat(self) -> int | None:
        """Whose "fewest rails" hint shows: the seat at the screen (in teaching mode the seat
        to act); nobody while the device is handed over."""
        v = self.viewer()
        if v is None:
            seat = self.acting_seat()
            return seat if seat is not None else (trans.active_seats(self.state) or [None])[0]
        return v if v >= 0 else None

    def missing_tree(self, seat: int):
        """``trans.game.missing_tree`` of the position on screen (kept until it changes)."""
        s = self.state
        if self._tree[0] is not s or self._tree[1] != seat:
            self._tree = (s, seat, _missing_tree(s, seat))
        return self._tree[2]

    def _trans_steps(self, entry: int) -> list:
        return list(self.session.entries[entry].steps)

    def _refresh_trans(self) -> None:
        self._sync_summary_seat()
        self.topbar.refresh(in_game=True)
        self._render_message()
        self._refresh_save_link()
        if self.needs_handover():
            self.trans_page.refresh()          # drawn for nobody's seat: no cities in it
            self.handover_page.refresh()
            self.page.children = [self.handover_page.box]
            return
        self.page.children = [self.trans_page.box]
        self.trans_page.refresh()

    # ================================================================ clicks and actions
    def _on_grid_hit(self, hit, x, y) -> None:
        if not self._on_trans_page():
            return
        if self.puzzle is not None:
            self.puzzles.click(hit)          # a puzzle's click selects lines; it never plays
            return
        task = self.lesson.task if self.lesson is not None else None
        if task is not None and task.kind == "click":
            self._lesson_click(hit)          # a lesson's click task: is it the one asked?
            return
        s = self.state
        if self.round_summary() is not None:
            self.say_t("trans.summary.wait")
            return
        if hit is None:
            self.say_t("trans.click.nothing")
            return
        if s.game_over:
            self.say_t("trans.click.over")
            return
        seat = self.acting_seat()
        if seat is None:
            who = trans.active_seats(s)
            self.say(lambda lang: t("click.not-now", lang,
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
            self._lesson_tried(self.lesson.try_refused(probe, pv.problem))
            return
        self.selection = sel
        if pv.problem is not None:
            err = pv.problem
            self.say_error(err.message)      # the engine's words, with the rule id
        else:
            self.say("")
        self.refresh()

    def _trans_confirm(self) -> None:
        seat = self.acting_seat()
        sel = self.selection
        s = self.state
        if seat is None or sel is None:
            return
        if sel[0] == "city":
            if s.choice is None:
                return
            cls = ReturnCity if s.choice.kind == "return" else PassCity
            self._act(cls(seat, sel[1]))
            return
        pv = trans.preview(s, seat, sel)
        if pv.problem is not None:
            raise pv.problem
        self._act(pv.options[0])

    def end_turn(self) -> None:
        """*End turn*: stop after fewer rails than the turn allows (``trans.turn``)."""
        self._safe(self._end_turn)()

    def _end_turn(self) -> None:
        seat = self.acting_seat()
        self._act(EndTurn(self.state.current if seat is None else seat))

    def pick_city(self, name: str) -> None:
        """Choose the city card ``name`` for the special card's choice; *Confirm* hands it
        over."""
        self._safe(self._pick_city)(name)

    def _pick_city(self, name: str) -> None:
        self.selection = ("city", name)
        self.say("")
        self.refresh()

    def choose_city(self, name: str) -> None:
        """Pick and confirm a city card at once (tests, the keyboard)."""
        self.pick_city(name)
        self.confirm()

    def show_missing(self, on: bool) -> None:
        """The toggle "fewest rails still needed (hint)"."""
        self._safe(self._show_missing)(on)

    def _show_missing(self, on: bool) -> None:
        self.missing_hint = bool(on)
        if self._on_trans_page():
            self.trans_page.refresh()

    def next_round(self) -> None:
        """Close the round summary: the next round's moves begin (bots first, if theirs)."""
        self._safe(self._next_round)()

    def _next_round(self) -> None:
        entry = self.round_summary()
        if entry is None or self.state.game_over:
            return
        self._round_ack = entry
        self.selection = None
        self.say("")
        self._after_move()

    def summary_step(self, delta: int) -> None:
        """Draw the missing-rails tree of the next (+1) or previous (-1) player."""
        self._safe(self._summary_step)(delta)

    def _summary_step(self, delta: int) -> None:
        # in seat order, from the first player to the last (no wrap-around: the buttons show
        # only where there is a player to go to)
        self.summary_seat = max(0, min(self.state.n_players - 1, self.summary_seat + delta))
        self.refresh()

    def _run_trans_bots(self) -> None:
        """Bots move until a person must decide or a round ends (its summary waits for *Next
        round*); at a readable pace each bot turn starts after ``pace`` seconds."""
        if self.lesson is not None or self.puzzle is not None:
            return
        session = self.session
        for _ in range(20000):
            if self.round_summary() is not None:
                break
            seat = session.next_bot()
            if seat is None or (session.active_humans() and self.state.phase != "choose"):
                break
            s = self.state
            new_turn = s.phase != "choose" and s.used == 0
            if self.pace > 0 and new_turn and len(session.entries) > 1:
                self.explain = (len(session.entries) - 1, 0)
                self.refresh()
                time.sleep(self.pace)
            session.bot_move()

    def _trans_hint(self) -> None:
        seat = self.acting_seat()
        if self.round_summary() is not None or seat is None:
            self.say_t("trans.summary.wait")
            return
        advice = self.session.advise(seat)
        b = self.state.map
        from .trans_page import line_name, point_name
        params = dict(advice.params)
        a = advice.action
        if isinstance(a, trans.LayRail):
            params["rail"] = line_name(b, b.line_of(b.node_at(a.a), b.node_at(a.b)))
        if isinstance(a, trans.PlaceMarker):
            params["at"] = point_name(b, b.node_at(a.at))
        key = "trans." + advice.key
        self._hint = (self.session.entries[-1], advice)
        self.say(lambda lang: t("hint.text", lang, why=t(key, lang, **params)))
        self.trans_page.refresh()

    def _trans_auto(self) -> None:
        seat = self.acting_seat()
        if self.round_summary() is not None:
            self.say_t("trans.summary.wait")
            return
        if seat is None:
            return
        self._act(self.session.advise(seat).action)


class TransController(Play):
    """The app's play controller of a Trans game (``ttrwidgets.trans.APP_PLAY``): the grid
    board and the Trans page (:class:`~.play.Play`); the actions are :class:`TransPlay`'s."""

    ready_key = "trans.ready"

    def start(self, game, players, seats, seed, pace, teaching, options) -> None:
        self.app._start_trans(game, players, seats, options.get("special"), seed, pace,
                              teaching)

    def begin(self, session, pace, teaching) -> None:
        self.app._begin_trans(session, pace, teaching)

    def options_from_scenario(self, options: dict) -> dict:
        return {"special": options.get("special")}

    def show_start_board(self, info) -> None:
        self.app._show_trans_start_board(info.boards[0])

    def refresh(self) -> None:
        self.app._refresh_trans()

    def steps_of(self, entry: int) -> list:
        return self.app._trans_steps(entry)

    def round_summary(self):
        return self.app._trans_summary()

    def enter(self) -> None:
        self.app.trans_page.enter()

    def confirm(self, option=None) -> None:
        self.app._trans_confirm()

    def run_bots(self) -> None:
        self.app._run_trans_bots()

    def hint(self) -> None:
        self.app._trans_hint()

    def auto(self) -> None:
        self.app._trans_auto()

    def sync_lesson(self, zoom: bool = True) -> None:
        self.app._sync_trans_lesson()

    def lesson_panel(self):
        return self.app.trans_page.lesson

    def puzzle_session(self, state):
        """A puzzle's position as a session of people (no bots move in a puzzle)."""
        return TransSession(state, ["human"] * state.n_players)
