"""The app: the coordinator of its pages — start, game, hand-over — and of one game session.

A thin shell. It holds a :class:`~ttrwidgets.session.Session` (the game and its history) and a
little view state (language, what is selected, which explanation step is shown, the hint). Every
decision about the rules is the engine's: a click becomes an engine question
(:mod:`ttrwidgets.engine.preview`) or an action for :meth:`Session.act`, and whatever the engine
answers — options, a rejection with its rule id, explanation steps — is shown as it is. What the
screen may show of hands, tickets and moves is the engine's view for the seat at the screen
(:meth:`TTRApp.seen`).

The screen is built of parts (:class:`~ttrwidgets.widgets.base.Part`), each owning its widgets
and redrawing them in ``refresh()``:

* :mod:`.topbar` — title, tools, view switches, language
* :mod:`.start` — the start page: the game form and the upload
* :mod:`.game` — the game page (board and side column) and the hot-seat hand-over page
* :mod:`.panels` — the game page's panels: status, cards, hand, explanation, tickets, players,
  history, log, final scores
* :mod:`.dialogs` — the choice panel and its dialogs (tickets, tunnel, claim, station, ...)

The app itself keeps what ties them together: the session and the view state, the message,
which page shows, and the user actions (:func:`user_action`), the one way both a click and code
(tests, lessons) change anything. Every handler runs through :meth:`TTRApp._safe`: a refusal of
the rules is shown in the learner's language with its rule id, and any other exception becomes a
visible message instead of the silent dead button ipywidgets would leave.

Driving it from code (tests, lessons)::

    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    app.keep_tickets([0, 1])                # answer the setup choice
    app.board.click_route(12)               # opens the preview
    app.confirm()                           # claims with the selected payment
"""
from __future__ import annotations

import base64
import functools
import random
import sys
import time
import traceback

import ipywidgets as W

from ..engine.actions import DrawCard, DrawTickets, KeepTickets, TunnelWithdraw
from ..engine.colours import Colour
from ..engine.errors import TTRError
from ..engine.jsonfile import MAX_FILE_BYTES, decode_text
from ..engine.messages import render, seat_name, ticket_name
from ..engine.preview import claim_preview, station_preview
from ..engine.rules import PRESETS, VARIANTS
from ..engine.state import Phase
from ..engine.view import PUBLIC, SeatView, seat_view
from ..render import BoardView, Hit
from ..session import Session
from .board import BoardWidget
from .chips import esc
from .game import GamePage, HandoverPage
from .panels import ticket_words
from .start import READABLE_PACE, StartPage, too_large
from .style import CSS
from .texts import t
from .topbar import TopBar
from .web import KeyListener

__all__ = ["TTRApp", "user_action"]


def user_action(fn):
    """Mark a method a user can trigger (by a click or from code, as lessons and tests do):
    refusals and errors become the visible message, exactly as for a click."""
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        return self._safe(fn)(self, *args, **kwargs)
    return wrapper


class TTRApp(W.VBox):
    """The whole Voilà app as one widget: ``display(TTRApp())``."""

    def __init__(self, lang: str = "en", **kwargs):
        self.lang = lang if lang in ("en", "de") else "en"
        self.session: Session | None = None
        self.pace = READABLE_PACE
        self.teaching = False
        self.revealed: int | None = None       # hot-seat: the seat that pressed "ready"
        self.selection: tuple | None = None     # ("route", r) | ("city", c) | ("ticket", t)
        self.trail_seat: int | None = None      # game over: whose trail is drawn
        self.explain = (0, 0)                   # (entry index, step index)
        self.board: BoardWidget | None = None
        self._seen = None                       # (state, viewer, SeatView): the view on screen
        self._msg: tuple | None = None          # (css class, text in a language: lang -> str)
        self._saved = None                      # (entry, file name, base64): the save link
        self._hint = None                       # (entry, bot advice): the hint shown on the board
        # the message and the save link are the app's: every page shows the message
        self.message = W.HTML(layout=W.Layout(width="100%"))
        self.message.add_class("ttr-message")
        self.save_link = W.HTML()
        self.save_link.add_class("ttr-save-link")
        self.topbar = TopBar(self)
        self.start_page = StartPage(self)
        self.game_page = GamePage(self)
        self.handover_page = HandoverPage(self)
        self.page = W.Box(layout=W.Layout(width="100%"))     # holds the page shown
        # Enter confirms the open preview, Escape cancels it (wherever the focus is, but for
        # text fields and buttons, which keep their own meaning of the keys)
        self.key_listener = KeyListener(canvas_selector=".ttr-board canvas")
        self.key_listener.on_key(self._safe(self._on_key))
        self.key_listener.on_error(self._safe(self._raise))
        super().__init__([W.HTML(CSS), self.key_listener, self.topbar.box, self.page],
                         **kwargs)
        self.add_class("ttr-app")
        self.show_start()

    # ================================================================ plumbing
    def _safe(self, fn):
        """Wrap a handler: rule refusals and unexpected errors become visible messages."""
        def handler(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except TTRError as e:
                self.say_error(e.message)
            except Exception:  # noqa: BLE001 - never a silent dead button
                # the learner gets a short reference; the details go to the server's log only
                ref = f"{random.getrandbits(24):06x}"
                print(f"ttrwidgets: unexpected error, reference {ref}:", file=sys.stderr)
                traceback.print_exc()
                self.say_error(lambda lang: t("error.unexpected", lang, ref=ref))
        return handler

    @staticmethod
    def _raise(exc: BaseException) -> None:
        raise exc

    def say_error(self, text) -> None:
        """Show an error: a text, or a function ``lang -> text`` so that a language switch
        translates it. A bad file lists each problem on its own line."""
        self._msg = ("ttr-error", text if callable(text) else (lambda _lang: str(text)))
        self._render_message()

    def say(self, text) -> None:
        """Show information (a text or ``lang -> text``); an empty text clears the message."""
        self._msg = ("ttr-info", text if callable(text) else (lambda _lang: str(text))) \
            if text else None
        self._render_message()

    def say_t(self, key: str, **params) -> None:
        """Show the interface text ``key`` (re-translated when the language changes)."""
        self.say(lambda lang: t(key, lang, **params))

    def _render_message(self) -> None:
        if self._msg is None:
            self.message.value = ""
            return
        cls, text = self._msg
        lines = "<br>".join(esc(line) for line in str(text(self.lang)).splitlines())
        self.message.value = f'<span class="{cls}" role="status">{lines}</span>'

    # ================================================================ starting
    @user_action
    def start_game(self, players: int = 3, seats=None, variant: str = "classic",
                   tiebreak: str = "anniversary", seed: int | None = None,
                   pace: float = READABLE_PACE, teaching: bool = False) -> None:
        """Start a new game (what the start page's button does)."""
        seats = list(seats or ["human"] + ["greedy"] * (players - 1))
        rules = PRESETS[VARIANTS.get(variant, variant)].with_options(tiebreak=tiebreak)
        seed = random.randrange(1 << 31) if seed is None else seed
        session = Session.new(rules, seats, seed)
        self._begin(session, pace, teaching)
        self.say("")

    @user_action
    def load_file(self, name: str, data: bytes) -> None:
        """Load an uploaded file: too large, not UTF-8 or not JSON is said, naming the file."""
        if len(data) > MAX_FILE_BYTES:
            self.say_error(too_large(name, len(data)))
            return
        self.load_text(decode_text(data, name), name)

    @user_action
    def load_text(self, text: str, source: str = "file") -> None:
        """Load a saved game or a scenario file; a bad file says what and where, changes nothing."""
        session = Session.load_text(text, source)
        teaching = all(k == "human" for k in session.kinds) and session.state.n_players > 1
        self._begin(session, self.pace, teaching)
        self.say(lambda lang: t("loaded", lang, source=source))

    def _begin(self, session: Session, pace: float, teaching: bool) -> None:
        self.game_page.new_game()
        self.session = session
        self.pace = pace
        self.teaching = teaching
        self.revealed = None
        self.selection = None
        self.trail_seat = None
        self._ensure_board()
        self._run_bots()
        self.explain = (len(session.entries) - 1, 0)
        self.refresh()

    def _ensure_board(self, m=None) -> None:
        """The board of map ``m`` (default: the game's), shown on every page with a board."""
        m = m or self.session.state.map
        if self.board is None or self.board.game_map is not m:
            self.board = BoardWidget(m)
            self.board.on_hit(self._safe(self._on_hit))
            self.board.on_error(self._safe(self._raise))
            self.game_page.board_box.children = [self.board]
            self.start_page.board_box.children = [self.board]

    # ================================================================ who is who
    @property
    def state(self):
        return self.session.state

    def acting_seat(self) -> int | None:
        """The human seat whose decision the app is waiting for (None: bots or game over)."""
        humans = self.session.active_humans()
        if not humans:
            return None
        if self.revealed in humans:
            return self.revealed
        return humans[0]

    def _hot_seat(self) -> bool:
        return not self.teaching and sum(k == "human" for k in self.session.kinds) > 1

    def viewer(self) -> int | None:
        """The seat that looks at the screen: None in teaching mode (and when only bots play):
        every hand; the human seat against bots; in hot-seat play the seat that pressed "ready",
        and :data:`~ttrwidgets.engine.view.PUBLIC` (nobody's hand) while the device is handed
        over or before anyone is ready."""
        if self.teaching:
            return None
        humans = [i for i, k in enumerate(self.session.kinds) if k == "human"]
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if self.revealed is None or self.needs_handover():
            return PUBLIC
        return self.revealed

    def seen(self) -> SeatView:
        """What the viewer may see of the current state: the engine's ``view(state, viewer)``.
        Everything shown about hands, tickets, ticket offers and the log is read from here."""
        s, v = self.state, self.viewer()
        if self._seen is None or self._seen[0] is not s or self._seen[1] != v:
            self._seen = (s, v, seat_view(s, v))
        return self._seen[2]

    def needs_handover(self) -> bool:
        if not self._hot_seat() or self.state.game_over:
            return False
        seat = self.acting_seat()
        return seat is not None and seat != self.revealed

    def steps_of(self, entry: int) -> list:
        """The steps of a move as the viewer may read them (another seat's blind draw is hidden)."""
        return self.seen().steps(self.session.entries[entry].steps)

    def current_step(self):
        """The explanation step shown (None: the move has none)."""
        e, k = self.explain
        steps = self.steps_of(min(e, len(self.session.entries) - 1))
        return steps[min(k, len(steps) - 1)] if steps else None

    def hinted(self):
        """The hint's advice while it is still about the position on screen, else None."""
        if self._hint and self.session and self._hint[0] is self.session.entries[-1]:
            return self._hint[1]
        return None

    def ticket_progress(self, seat: int, lang: str | None = None) -> list[tuple[int, str, str]]:
        """(ticket, short status, long status) for the seat's tickets the viewer may see
        (:func:`~ttrwidgets.widgets.panels.ticket_words`)."""
        return ticket_words(self, seat, lang or self.lang)

    # ================================================================ pages
    def show_start(self) -> None:
        self.start_page.refresh()
        self.topbar.refresh(in_game=False)
        self._render_message()
        self._ensure_board(self.start_page.chosen_map())
        self.board.show(self._plain_view(), self.lang)
        self.page.children = [self.start_page.box]

    def _plain_view(self) -> BoardView:
        """The board with nothing on it (start page, hand-over)."""
        return BoardView(**self.topbar.board_options())

    def _on_page(self, page) -> bool:
        return self.page.children == (page.box,)

    def _on_game_page(self) -> bool:
        return self.session is not None and self._on_page(self.game_page)

    def refresh(self) -> None:
        """Redraw everything from the session (the one place the screen is built)."""
        if self.session is None:
            self.show_start()
            return
        self.topbar.refresh(in_game=True)
        self._render_message()
        self._refresh_save_link()
        if self.needs_handover():
            self.handover_page.refresh()
            self.page.children = [self.handover_page.box]
            self.game_page.hide_hands()
            self.board.show(self._plain_view(), self.lang)
            return
        self.page.children = [self.game_page.box]
        self.game_page.refresh()

    def _refresh_save_link(self) -> None:
        saved = self._saved
        if saved is None or self.session is None or saved[0] is not self.session.entries[-1]:
            self._saved = None                   # the game moved on: that file is not this game
            self.save_link.value = ""
            return
        _entry, name, data = saved
        self.save_link.value = (f'<a download="{esc(name)}" href="data:application/json;base64,'
                                f'{data}">{esc(t("save.link", self.lang, name=name))}</a>')

    def _on_lang(self, change) -> None:
        self.lang = change["new"]
        if self.session is None or self._on_page(self.start_page):
            self.show_start()
        else:
            self.refresh()

    @user_action
    def set_projector(self, on: bool) -> None:
        """Projector mode: larger, bolder text and a board drawn with thicker lines."""
        if self.topbar.w_projector.value != on:
            self.topbar.w_projector.value = on         # observed: comes back here once
            return
        if on:
            self.add_class("ttr-projector")
        else:
            self.remove_class("ttr-projector")
        if self.session is None or self._on_page(self.start_page):
            self.board.show(self._plain_view(), self.lang)
        else:
            self.refresh()

    # ================================================================ user actions
    def _on_hit(self, hit, x, y) -> None:
        if not self._on_game_page():
            return
        s = self.state
        if hit is None:
            self.say_t("click.nothing")
            return
        if s.game_over:
            self.say_t("click.over")
            return
        seat = self.acting_seat()
        if seat is None:
            self.say(lambda lang: t("click.not-now", lang, seat=seat_name(s.current, lang)))
            return
        if s.pending is not None or s.phase is Phase.SETUP:
            # a pending choice must be answered first: the engine says why, in its words
            preview = (claim_preview if hit.kind == "route" else station_preview)(s, seat, hit.index)
            if preview.problem is not None:
                self.say_error(preview.problem.message)
                return
        self.selection = (hit.kind, hit.index)
        self.say("")
        self.refresh()

    def _on_key(self, key: str) -> None:
        if not self._on_game_page():
            return
        if key == "Escape":
            if self.selection is not None:
                self.cancel()
        elif key == "Enter":
            self.game_page.choice.enter()

    @user_action
    def select(self, kind: str, index: int) -> None:
        """Open the preview of a route or a city, as a click on the board does."""
        self._on_hit(Hit(kind, index), None, None)

    @user_action
    def cancel(self) -> None:
        self.selection = None
        self.say("")
        self.refresh()

    @user_action
    def confirm(self, option: int | None = None) -> None:
        """Confirm the open dialog (claim, station, tunnel payment) with the picked option."""
        choice = self.game_page.choice
        if option is not None:
            choice.picker.value = option
        action = choice.action(self.acting_seat())
        if action is not None:
            self._act(action)

    @user_action
    def withdraw(self) -> None:
        self._act(TunnelWithdraw(self.acting_seat()))

    @user_action
    def draw_deck(self) -> None:
        self._act(DrawCard(self._seat_or_current(), "deck"))

    @user_action
    def draw_faceup(self, slot: int) -> None:
        s = self.state
        if slot >= len(s.faceup):
            return
        self._act(DrawCard(self._seat_or_current(), "faceup", Colour(s.faceup[slot])))

    @user_action
    def draw_tickets(self) -> None:
        self._act(DrawTickets(self._seat_or_current()))

    @user_action
    def keep_tickets(self, picks) -> None:
        """Keep the offered tickets at positions ``picks`` (what ticking boxes + Keep does)."""
        s = self.state
        seat = self.acting_seat()
        choice = seat_view(s, seat).offer(seat)     # the seat's own offer, as it sees it
        if choice is None:                           # nothing to answer: the engine says so
            self._act(KeepTickets(self._seat_or_current(), ()))
            return
        ids = tuple(s.map.tickets[choice.offered[i]].id for i in picks)
        self._act(KeepTickets(seat, ids))

    def _seat_or_current(self) -> int:
        seat = self.acting_seat()
        # a click while bots are to move is still sent to the engine, which explains the refusal
        return self.state.current if seat is None else seat

    def _act(self, action) -> None:
        """Hand an action to the engine; on refusal show why and change nothing."""
        self.session.act(action)           # raises IllegalActionError: nothing changed
        self.selection = None
        self.say("")
        self.explain = (len(self.session.entries) - 1, 0)
        self._after_move()

    def _after_move(self) -> None:
        self._run_bots()
        # the explanation shows the newest move (a bot's, if bots moved after the learner);
        # Back walks to the earlier ones
        self.explain = (len(self.session.entries) - 1, 0)
        self.refresh()

    def _run_bots(self) -> None:
        """Let bots move until a person must decide. At a readable pace, the last move stays on
        screen for ``pace`` seconds before each bot turn starts (none for the secret setup
        choices, none once a person is to move again)."""
        # the kernel handles one message at a time: clicks made meanwhile wait their turn
        for _ in range(5000):
            seat = self.session.next_bot()
            if seat is None or (self.session.active_humans()
                                and self.state.phase is not Phase.SETUP):
                break
            new_turn = self.state.phase is not Phase.SETUP and self.state.pending is None
            if self.pace > 0 and new_turn and len(self.session.entries) > 1:
                self.refresh()
                time.sleep(self.pace)
            self.session.bot_move()

    @user_action
    def show_ticket(self, seat: int, tk: int) -> None:
        if tk not in self.seen().tickets_of(seat):
            return                  # tickets.secret: another seat's tickets cannot be shown
        key = ("ticket", (seat, tk))
        self.selection = None if self.selection == key else key
        if self.selection:
            m = self.state.map
            self.say(lambda lang: t(
                "ticket.shown", lang, ticket=ticket_name(m, tk, lang),
                status={x: long_ for x, _, long_ in self.ticket_progress(seat, lang)}[tk]))
        self.refresh()

    @user_action
    def show_trail(self, seat: int) -> None:
        self.trail_seat = seat
        self.game_page.show_board()

    @user_action
    def hint(self) -> None:
        seat = self.acting_seat()
        advice = self.session.advise(seat)       # the same advice the terminal's hint gives
        m = self.state.map
        # one sentence (the bot's reason names its move), its route or city marked on the board
        self._hint = (self.session.entries[-1], advice)
        self.say(lambda lang: t("hint.text", lang,
                                why=render(advice.key, advice.params, m, lang)))
        self.game_page.cards.refresh()
        self.game_page.show_board()

    @user_action
    def auto(self) -> None:
        seat = self.acting_seat()
        self._act(self.session.advise(seat).action)

    @user_action
    def ready(self) -> None:
        self.revealed = self.acting_seat()
        self.refresh()

    @user_action
    def undo(self) -> None:
        if not self.session.undo():
            self.say_t("undo.none")
            return
        self._after_undo()

    @user_action
    def go_back(self, to: int) -> None:
        """Teaching mode's history: go back to the moment after move ``to`` (0: the start)."""
        if self.session.undo(to):
            self._after_undo()

    def _after_undo(self) -> None:
        self.selection = None
        self.trail_seat = None
        self.explain = (len(self.session.entries) - 1, 0)
        self.say("")
        self.refresh()

    @user_action
    def save(self) -> None:
        text = self.session.save_text()
        name = f"ttr-{self.state.rules.id}-seed{self.state.seed}-move{len(self.session.entries) - 1}.json"
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        # the link is for this move only: refresh() removes it as soon as the game moves on
        self._saved = (self.session.entries[-1], name, data)
        self._refresh_save_link()

    @user_action
    def step_explain(self, delta: int) -> None:
        """Show the next (+1) or previous (-1) explanation step, across moves."""
        e, k = self.explain
        entries = self.session.entries
        k += delta
        while k < 0 and e > 0:
            e -= 1
            k += max(len(self.steps_of(e)), 1)
        while e < len(entries) - 1 and k >= len(self.steps_of(e)):
            k -= max(len(self.steps_of(e)), 1)
            e += 1
        self.explain = (e, max(0, min(k, max(len(self.steps_of(e)) - 1, 0))))
        self.selection = None
        self.refresh()
