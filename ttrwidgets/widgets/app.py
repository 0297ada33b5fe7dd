"""The app: start page, the board with everything around it, hand-over and final scores.

A thin shell. It holds a :class:`~ttrwidgets.session.Session` (the game and its history) and a
little view state (language, what is selected, which explanation step is shown). Every
decision about the rules is the engine's: a click becomes an engine question
(:mod:`ttrwidgets.engine.preview`) or an action for :meth:`Session.act`, and whatever the engine
answers — options, a rejection with its rule id, explanation steps — is shown as it is.

Every handler runs through :meth:`TTRApp._safe`: a refusal of the rules is shown in the
learner's language with its rule id, and any other exception becomes a visible message instead
of the silent dead button ipywidgets would leave.

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

from ..engine.actions import (BuildStation, ClaimRoute, DrawCard, DrawTickets, KeepTickets,
                              TunnelWithdraw)
from ..engine.bots import cheapest_path
from ..engine.colours import CARD_KINDS, Colour
from ..engine.errors import TTRError
from ..engine.game import active_seats
from ..engine.jsonfile import MAX_FILE_BYTES, decode_text
from ..engine.messages import colour_name, render, render_step, route_name, seat_name, \
    ticket_name
from ..engine.preview import claim_preview, closed_routes, station_preview
from ..engine.rules import PRESETS, VARIANTS
from ..engine.scoring import final_scores
from ..engine.state import Phase, SecondCard, TicketChoice, TunnelStage
from ..engine.view import PUBLIC, SeatView, seat_view
from ..render import BoardView, Hit
from ..render.palette import card_fill, card_text
from ..session import Session
from .base import set_children
from .board import BoardWidget
from .chips import chip, esc, rule_tag, seat_chip
from .dialogs import ChoicePanel
from .start import READABLE_PACE, StartPage, too_large
from .style import CSS
from .texts import t
from .topbar import TopBar
from .web import KeyListener

__all__ = ["TTRApp"]

#: How many moves the log shows (newest first); the explain player reaches every move.
LOG_MOVES = 80


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
        self._ticket_buttons: list = []         # the ticket list's buttons, reused by position
        self._ticket_slots: list = []           # (seat, ticket) each shown button stands for
        self._seen = None                       # (state, viewer, SeatView): the view on screen
        self._history_key = None                # what the history picker was last filled from

        self._msg: tuple | None = None          # (css class, text in a language: lang -> str)
        self._saved = None                      # (entry, file name, base64): the save link
        self._hint = None                       # (entry, bot advice): the hint shown on the board
        self.message = W.HTML(layout=W.Layout(width="100%"))
        self.message.add_class("ttr-message")
        self.topbar = TopBar(self)
        self.start_page = StartPage(self)
        self._build_game()
        self._build_handover()
        self.page = W.Box(layout=W.Layout(width="100%"))
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

    def _button(self, cls: str, handler, **kw) -> W.Button:
        b = W.Button(**kw)
        b.add_class(cls)
        b.on_click(self._safe(lambda _b: handler()))
        return b

    @user_action
    def load_file(self, name: str, data: bytes) -> None:
        """Load an uploaded file: too large, not UTF-8 or not JSON is said, naming the file."""
        if len(data) > MAX_FILE_BYTES:
            self.say_error(too_large(name, len(data)))
            return
        self.load_text(decode_text(data, name), name)

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
    def load_text(self, text: str, source: str = "file") -> None:
        """Load a saved game or a scenario file; a bad file says what and where, changes nothing."""
        session = Session.load_text(text, source)
        teaching = all(k == "human" for k in session.kinds) and session.state.n_players > 1
        self._begin(session, self.pace, teaching)
        self.say(lambda lang: t("loaded", lang, source=source))

    def _begin(self, session: Session, pace: float, teaching: bool) -> None:
        self._ticket_slots = []
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

    @staticmethod
    def _raise(exc: BaseException) -> None:
        raise exc

    def _ensure_board(self, m=None) -> None:
        m = m or self.session.state.map
        if self.board is None or self.board.game_map is not m:
            self.board = BoardWidget(m)
            self.board.on_hit(self._safe(self._on_hit))
            self.board.on_error(self._safe(self._raise))
            self.board_box.children = [self.board]
            self.start_page.board_box.children = [self.board]

    # ================================================================ game page
    def _build_game(self) -> None:
        self.status = W.HTML()
        self.status.add_class("ttr-status")
        self.board_box = W.Box(layout=W.Layout(flex="0 1 auto", min_width="320px"))
        self.board_box.add_class("ttr-board-box")
        self.players_html = W.HTML()
        self.players_html.add_class("ttr-players")
        self.choice = ChoicePanel(self)
        self._score_key = None
        self.faceup_label = W.HTML()
        self.faceup_buttons = []
        for i in range(5):
            b = self._button(f"ttr-faceup-{i}", lambda i=i: self.draw_faceup(i),
                             layout=W.Layout(width="52px", height="40px"))
            b.add_class("ttr-faceup")
            self.faceup_buttons.append(b)
        self.b_deck = self._button("ttr-deck", self.draw_deck, layout=W.Layout(width="auto",
                                                                              height="40px"))
        self.b_tickets = self._button("ttr-draw-tickets", self.draw_tickets,
                                      layout=W.Layout(width="auto", height="40px"))
        self.faceup_label.add_class("ttr-sr-only")     # read out, not shown: the row says it
        self.cards_box = W.HBox([self.faceup_label, *self.faceup_buttons, self.b_deck,
                                 self.b_tickets],
                                layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.cards_box.add_class("ttr-cards")
        self.hand_html = W.HTML()
        self.hand_html.add_class("ttr-hand")
        self.legend_html = W.HTML()
        self.legend_html.add_class("ttr-legend")
        self.tickets_label = W.HTML()
        self.tickets_box = W.VBox()
        self.tickets_box.add_class("ttr-tickets")
        self.save_link = W.HTML()
        self.save_link.add_class("ttr-save-link")
        self.w_history = W.Dropdown(layout=W.Layout(width="auto", flex="1 1 auto"))
        self.w_history.add_class("ttr-history")
        self.b_history = self._button("ttr-history-go", self._go_history,
                                      layout=W.Layout(width="auto"))
        self.history_box = W.HBox([self.w_history, self.b_history])
        # explanation player: the steps of one move, one highlighted on the board
        self.explain_title = W.HTML()
        self.explain_title.add_class("ttr-explain-title")
        self.explain_text = W.HTML()
        self.explain_text.add_class("ttr-explain-text")
        self.b_back = self._button("ttr-explain-back", lambda: self.step_explain(-1),
                                   layout=W.Layout(width="auto", flex="0 0 auto"))
        self.b_next = self._button("ttr-explain-next", lambda: self.step_explain(+1),
                                   layout=W.Layout(width="auto", flex="0 0 auto"))
        self.explain_count = W.HTML(layout=W.Layout(flex="0 0 auto"))
        self.explain_count.add_class("ttr-explain-count")
        self.explain_title.layout = W.Layout(flex="1 1 auto", min_width="0")
        self.explain_box = W.VBox([self.explain_title,
                                   W.HBox([self.b_back, self.explain_count, self.b_next],
                                          layout=W.Layout(align_items="center")),
                                   self.explain_text])
        self.explain_box.add_class("ttr-explain")
        self.log_title = W.HTML()
        self.log_html = W.HTML()
        self.log_html.add_class("ttr-log")
        self.score_box = W.VBox(layout=W.Layout(width="100%"))   # the final scores
        self.score_box.add_class("ttr-score-box")
        # The side column, in the order a player needs it: whose turn, the message, the open
        # choice (or the final scores), the cards to draw, the hand, the explanation; then the
        # tickets, the players and the log.
        side = W.VBox([self.status, self.message, self.save_link, self.choice.box, self.score_box,
                       self.cards_box, self.hand_html, self.legend_html, self.explain_box,
                       self.tickets_label, self.tickets_box, self.players_html,
                       self.history_box, self.log_title, self.log_html],
                      layout=W.Layout(flex="1 1 400px", min_width="330px"))
        side.add_class("ttr-side")
        self.side = side
        main = W.HBox([self.board_box, side], layout=W.Layout(width="100%"))
        main.add_class("ttr-main")
        self.game_page = W.VBox([main], layout=W.Layout(width="100%"))
        self.game_page.add_class("ttr-game-page")

    def _build_handover(self) -> None:
        self.handover_text = W.HTML()
        self.b_ready = self._button("ttr-ready", self.ready, button_style="primary")
        self.handover_page = W.VBox([self.handover_text, self.b_ready])
        self.handover_page.add_class("ttr-handover")

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

    def _on_game_page(self) -> bool:
        return self.session is not None and self.page.children == (self.game_page,)

    def refresh(self) -> None:
        """Redraw everything from the session (the one place the screen is built)."""
        lang = self.lang
        if self.session is None:
            self.show_start()
            return
        self.topbar.refresh(in_game=True)
        self._render_message()
        self._refresh_save_link()
        if self.needs_handover():
            seat = seat_name(self.acting_seat(), lang)
            self.handover_text.value = f"<p>{esc(t('handover', lang, seat=seat))}</p>"
            self.b_ready.description = t("ready", lang, seat=seat)
            self.page.children = [self.handover_page]
            # the game page stays in the browser, hidden: empty what the last seat saw
            self.choice.clear_offers()
            self._refresh_players()
            self._refresh_hand_and_tickets()
            self._refresh_explain()
            self._refresh_log()
            self.board.show(self._plain_view(), lang)
            return
        self.page.children = [self.game_page]
        self._refresh_status()
        self._refresh_players()
        self.choice.refresh()
        self._refresh_scores()
        self._refresh_cards()
        self._refresh_hand_and_tickets()
        self._refresh_legend()
        self._refresh_tools()
        self._refresh_explain()
        self._refresh_log()
        self.board.show(self._board_view(), lang)

    def _seat_label(self, seat: int) -> str:
        name = seat_name(seat, self.lang)
        if self.session.kinds[seat] != "human":
            return name + t("bot", self.lang)
        if seat == self.viewer():
            return name + t("you", self.lang)
        return name

    def _refresh_status(self) -> None:
        s, lang = self.state, self.lang
        if s.game_over:
            text = t("status.over", lang)
        elif s.phase is Phase.SETUP:
            seat = self.acting_seat()
            text = t("status.setup", lang, seat=self._seat_label(seat)) if seat is not None \
                else t("status.bot", lang, seat=seat_name(active_seats(s)[0], lang))
        else:
            who = self._seat_label(s.current)
            pend = s.pending
            if self.session.kinds[s.current] != "human":
                text = t("status.bot", lang, seat=seat_name(s.current, lang))
            elif isinstance(pend, SecondCard):
                text = t("status.second-card", lang, seat=who)
            elif isinstance(pend, TunnelStage):
                text = t("status.tunnel", lang, seat=who, extra=pend.extra)
            elif isinstance(pend, TicketChoice):
                text = t("status.tickets", lang, seat=who)
            else:
                text = t("status.your-turn", lang, seat=who)
            if s.final_round:
                text += t("status.final", lang, left=s.final_turns)
        # no seat chip once the game is over: nobody is to move any more
        self.status.value = esc(text) if s.game_over else f"{seat_chip(s.current)} {esc(text)}"

    def _refresh_players(self) -> None:
        s, lang = self.state, self.lang
        heads = [t(k, lang) for k in ("players.head", "players.score", "players.trains",
                                      "players.cards", "players.tickets", "players.stations")]
        # during the game "Points" is what the routes scored so far; at the end, the final total
        # (the same number as the score table's total)
        totals = {sc.seat: sc.total for sc in final_scores(s).seats} if s.game_over else {}
        points_tip = t("players.score-final-tip" if s.game_over else "players.score-tip", lang)
        heads[1] = f'<span title="{esc(points_tip)}">{esc(heads[1])}</span>'
        rows = ["<tr>" + "".join(f"<th>{h if k == 1 else esc(h)}</th>"
                                 for k, h in enumerate(heads)) + "</tr>"]
        for p in self.seen().players:      # public counts only, from the engine's view
            i = p.seat
            cls = ' class="ttr-current"' if i == s.current and not s.game_over else ""
            rows.append(
                f"<tr{cls}><td>{seat_chip(i)} {esc(self._seat_label(i))}</td>"
                f"<td>{totals.get(i, p.score)}</td><td>{p.trains}</td><td>{p.hand_size}</td>"
                f"<td>{p.tickets_count}</td><td>{len(p.stations)}/{s.rules.stations}</td></tr>")
        self.players_html.value = "<table>" + "".join(rows) + "</table>"

    def _refresh_scores(self) -> None:
        """The final scores, in the choice panel's place once the game is over."""
        over = self.state.game_over
        self.score_box.layout.display = "" if over else "none"
        if over:
            key = (id(self.session.entries[-1]), self.lang)
            if self._score_key != key:
                self._score_key = key
                set_children(self.score_box, self._score_widgets())

    # ---------------------------------------------------------------- cards, hand, tickets
    def _refresh_cards(self) -> None:
        s, lang = self.state, self.lang
        self.faceup_label.value = f"<b>{esc(t('faceup', lang))}</b>"
        advice = self._hinted()
        hinted_slot = None
        if advice is not None and isinstance(advice.action, DrawCard) \
                and advice.action.source == "faceup":
            hinted_slot = next((i for i, c in enumerate(s.faceup)
                                if Colour(c) == Colour(advice.action.colour)), None)
        for i, b in enumerate(self.faceup_buttons):
            if i == hinted_slot:
                b.add_class("ttr-hinted")
            else:
                b.remove_class("ttr-hinted")
            if i < len(s.faceup):
                c = Colour(s.faceup[i])
                b.description = c.symbol
                b.tooltip = colour_name(c.key, lang)
                b.style.button_color = card_fill(c)
                b.style.text_color = card_text(c)
                b.style.font_weight = "bold"
                b.layout.visibility = "visible"
            else:
                b.layout.visibility = "hidden"
        self.b_deck.description = t("deck", lang, n=len(s.deck))
        if advice is not None and isinstance(advice.action, DrawCard) \
                and advice.action.source == "deck":
            self.b_deck.add_class("ttr-hinted")
        else:
            self.b_deck.remove_class("ttr-hinted")
        self.b_tickets.description = t("draw-tickets", lang, n=len(s.tickets))
        self.cards_box.layout.display = "none" if s.game_over else ""

    def _refresh_hand_and_tickets(self) -> None:
        """The hands and tickets the engine's view shows the viewer (every seat for the
        teacher, the viewer's own otherwise, none while the device is handed over)."""
        s, lang = self.state, self.lang
        seen = self.seen()
        seats = seen.shown_seats()
        parts = []
        for seat in seats:
            hand = seen.player(seat).hand
            chips = " ".join(chip(k, hand[k], lang) for k in CARD_KINDS if hand[k])
            title = t("your-hand", lang) if seen.viewer is not None else t(
                "hand", lang, seat=seat_name(seat, lang))
            parts.append(f"<div><b>{esc(title)}</b>: "
                         f"{chips or '—'}</div>")
        self.hand_html.value = "".join(parts) or esc(t("hand.hidden", lang))
        self.tickets_label.value = f"<b>{esc(t('my-tickets', lang))}</b>"
        slots = []
        for seat in seats:
            for tk, short, long_ in self.ticket_progress(seat):
                label = f"{ticket_name(s.map, tk, lang)}: {short}"
                if seen.viewer is None:
                    label = f"{seat + 1}· {label}"
                slots.append(((seat, tk), label, f"{ticket_name(s.map, tk, lang)}: {long_}"))
        # buttons are made once and reused by position (a button stands for whichever ticket
        # is listed there now), so none keeps a ticket that is no longer shown
        while len(self._ticket_buttons) < len(slots):
            k = len(self._ticket_buttons)
            self._ticket_buttons.append(self._button(
                "ttr-ticket", lambda k=k: self.show_ticket(*self._ticket_slots[k]),
                layout=W.Layout(width="100%")))
        self._ticket_slots = [key for key, _, _ in slots]
        for b, (key, label, tip) in zip(self._ticket_buttons, slots):
            b.description = label
            b.tooltip = tip
            b.button_style = "info" if self.selection == ("ticket", key) else ""
        for b in self._ticket_buttons[len(slots):]:
            b.description = b.tooltip = ""
        buttons = self._ticket_buttons[:len(slots)]
        if list(self.tickets_box.children) != buttons:
            self.tickets_box.children = buttons

    def ticket_progress(self, seat: int, lang: str | None = None) -> list[tuple[int, str, str]]:
        """(ticket, short status, long status) for the seat's tickets the viewer may see (none of
        another seat's before the end: tickets.secret): done, or the cheapest way still needed (a
        hint: one ticket at a time, over free routes; stations count at the end). Once the game
        is over: completed or failed, with the points it scored (score.tickets)."""
        lang = lang or self.lang
        out = []
        for st in self.session.ticket_progress(seat, self.seen().tickets_of(seat)):
            if st.status in ("completed", "failed"):
                text = t(f"ticket.{st.status}", lang, points=f"{st.points:+d}")
                out.append((st.ticket, text, text))
            elif st.status == "done":
                done_text = "✓ " + t("ticket.done", lang)
                out.append((st.ticket, done_text, done_text))
            elif st.status == "blocked":
                out.append((st.ticket, "✗ " + t("ticket.blocked", lang),
                            "✗ " + t("ticket.blocked-long", lang)))
            else:
                out.append((st.ticket, t("ticket.todo", lang, n=st.cost),
                            t("ticket.todo-long", lang, n=st.cost)))
        return out

    def _refresh_tools(self) -> None:
        lang = self.lang
        self.topbar.refresh_tools()
        self.b_history.description = t("history", lang)
        show_history = self.teaching
        self.history_box.layout.display = "" if show_history else "none"
        key = (id(self.session.entries[-1]), len(self.session.entries), lang)
        if show_history and key != self._history_key:
            self._history_key = key
            items = [(t("history.start", lang), 0)]
            for i in range(1, len(self.session.entries)):
                items.append((f"{i}. {self._entry_title(i)}", i))
            self.w_history.options = items[::-1]

    def _refresh_legend(self) -> None:
        """What the colour letters on cards and routes mean, in the learner's language."""
        lang = self.lang
        self.legend_html.layout.display = "" if self.topbar.w_legend.value else "none"
        if not self.topbar.w_legend.value:
            return
        cells = [f"<td>{chip(k, None, lang)}</td><td>{esc(colour_name(Colour(k).key, lang))}</td>"
                 for k in CARD_KINDS]
        rows = "".join("<tr>" + "".join(cells[i:i + 3]) + "</tr>" for i in range(0, len(cells), 3))
        self.legend_html.value = (f"<b>{esc(t('legend.title', lang))}</b>"
                                  f"<table>{rows}</table>")

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
        if self.session is None or self.page.children == (self.start_page.box,):
            self.board.show(self._plain_view(), self.lang)
        else:
            self.refresh()

    # ---------------------------------------------------------------- explanation
    def _steps_of(self, entry: int) -> list:
        """The steps of a move as the viewer may read them (another seat's blind draw is hidden)."""
        return self.seen().steps(self.session.entries[entry].steps)

    def _refresh_explain(self) -> None:
        lang, m = self.lang, self.state.map
        e, k = self.explain
        entries = self.session.entries
        e = min(e, len(entries) - 1)
        steps = self._steps_of(e)
        who = self._entry_title(e)
        which = t("explain.newest" if e == len(entries) - 1 else "explain.earlier", lang,
                  i=e, n=len(entries) - 1)
        self.explain_title.value = (f"<b>{esc(t('explain.title', lang))}</b> "
                                    f"({esc(which)}) — {esc(who)}")
        self.b_back.description = t("back", lang)
        self.b_next.description = t("next", lang)
        self.b_back.disabled = e == 0 and k == 0
        self.b_next.disabled = e == len(entries) - 1 and k >= len(steps) - 1
        if not steps:
            self.explain_count.value = ""
            self.explain_text.value = esc(t("explain.none", lang))
            return
        k = min(k, len(steps) - 1)
        st = steps[k]
        self.explain_count.value = esc(t("explain.count", lang, k=k + 1, n=len(steps)))
        cards = " ".join(chip(Colour[c.upper()], None, lang)
                         for c in st.highlights.get("cards", []))
        self.explain_text.value = (f"{rule_tag(st.rule, lang)} "
                                   f"{esc(render_step(st, m, lang))} {cards}")

    @user_action
    def step_explain(self, delta: int) -> None:
        """Show the next (+1) or previous (-1) explanation step, across moves."""
        e, k = self.explain
        entries = self.session.entries
        k += delta
        while k < 0 and e > 0:
            e -= 1
            k += max(len(self._steps_of(e)), 1)
        while e < len(entries) - 1 and k >= len(self._steps_of(e)):
            k -= max(len(self._steps_of(e)), 1)
            e += 1
        self.explain = (e, max(0, min(k, max(len(self._steps_of(e)) - 1, 0))))
        self.selection = None
        self.refresh()

    def current_step(self):
        e, k = self.explain
        steps = self._steps_of(min(e, len(self.session.entries) - 1))
        return steps[min(k, len(steps) - 1)] if steps else None

    def _refresh_log(self) -> None:
        lang, m = self.lang, self.state.map
        self.log_title.value = f"<b>{esc(t('log.title', lang))}</b>"
        out = []
        entries = self.session.entries
        for i in range(len(entries) - 1, max(-1, len(entries) - 1 - LOG_MOVES), -1):
            who = self._entry_title(i)
            # plain rule ids here (the log is resent whole); the explain player has the tooltips
            lines = "".join(f'<li><span class="ttr-rule">[{esc(st.rule)}]</span> '
                            f"{esc(render_step(st, m, lang))}</li>" for st in self._steps_of(i))
            out.append(f"<div><b>{i}. {esc(who)}</b><ul>{lines}</ul></div>")
        self.log_html.value = "".join(out)

    # ---------------------------------------------------------------- the board's view
    def _board_view(self) -> BoardView:
        s = self.state
        hl_routes, hl_cities, trail, trail_seat = [], [], (), None
        hint_routes, hint_cities, tickets = [], [], []
        sel_route = sel_city = None
        sel = self.selection
        seat = self.acting_seat()
        choice = None
        if seat is not None and not s.game_over:
            choice = self.seen().offer(seat)
        if s.game_over:
            fs = final_scores(s)
            trail_seat = self.trail_seat if self.trail_seat is not None else fs.winners[0]
            trail = fs[trail_seat].trail
            hl_routes = [r for r in fs[trail_seat].borrowed.values() if r is not None]
            hl_cities = list(fs[trail_seat].borrowed)
        elif choice is not None:
            # each offered ticket's two cities on the map, numbered as in the list
            tickets = [(s.map.tickets[tk].a, s.map.tickets[tk].b, str(k + 1))
                       for k, tk in enumerate(choice.offered)]
        elif isinstance(s.pending, TunnelStage):
            sel_route = s.pending.route
        elif sel and sel[0] == "route":
            sel_route = sel[1]
        elif sel and sel[0] == "city":
            sel_city = sel[1]
        elif sel and sel[0] == "ticket":
            owner, tk = sel[1]
            ticket = s.map.tickets[tk]
            hl_cities = [ticket.a, ticket.b]
            hl_routes = cheapest_path(s, owner, ticket.a, ticket.b)[1]
        else:
            st = self.current_step()
            if st is not None:
                hl_routes = list(st.highlights.get("routes", []))
                hl_cities = list(st.highlights.get("cities", []))
        advice = self._hinted()
        if advice is not None:
            if isinstance(advice.params.get("route"), int):
                hint_routes = [advice.params["route"]]
            elif isinstance(advice.action, ClaimRoute):
                hint_routes = [next(r.index for r in s.map.routes if r.id == advice.action.route)]
            if isinstance(advice.action, BuildStation):
                hint_cities = [s.map.city_index(advice.action.city)]
        return BoardView.from_owners(
            s.owners, [p.stations for p in s.players], highlight_routes=hl_routes,
            highlight_cities=hl_cities, dim_routes=closed_routes(s), selected_route=sel_route,
            selected_city=sel_city, trail=trail, trail_seat=trail_seat,
            hint_routes=hint_routes, hint_cities=hint_cities, tickets=tickets,
            **self.topbar.board_options())

    # ---------------------------------------------------------------- final scores
    def _score_widgets(self) -> list:
        s, lang = self.state, self.lang
        fs = final_scores(s)
        cols = ("score.routes", "score.tickets", "score.stations", "score.bonus", "score.total",
                "score.longest")
        # short headings for a narrow column; the full name is the heading's tooltip
        rows = ["<tr><th></th>" + "".join(
            f'<th title="{esc(t(c, lang))}">{esc(t(c + ".short", lang))}</th>' for c in cols)
            + "</tr>"]
        for sc in fs.seats:
            star = " ★" if sc.seat in fs.winners else ""
            rows.append(f'<tr><td title="{esc(self._seat_label(sc.seat))}">'
                        f"{seat_chip(sc.seat)}{star}</td>"
                        f"<td>{sc.routes}</td><td>{sc.tickets:+d}</td><td>{sc.stations}</td>"
                        f"<td>{sc.bonus}</td><td><b>{sc.total}</b></td><td>{sc.longest}</td></tr>")
        winners = ", ".join(seat_name(w, lang) for w in fs.winners)
        m = s.map
        details = []
        for sc in fs.seats:
            items = [f"✓ {esc(ticket_name(m, x, lang))}" for x in sc.completed]
            items += [f"✗ {esc(ticket_name(m, x, lang))}" for x in sc.failed]
            items += [esc(render("station.borrow", {"seat": sc.seat, "city": c, "route": r},
                                  m, lang)) for c, r in sc.borrowed.items() if r is not None]
            details.append(f"<div>{seat_chip(sc.seat)} {'; '.join(items) or '—'}</div>")
        decided = "".join(f"<p>{esc(render_step(st, m, lang))}</p>"
                          for st in self.session.entries[-1].steps if st.rule == "win.tiebreak"
                          and st.key == "win.tiebreak")
        table = W.HTML(f"<b>{esc(t('score.title', lang))} — "
                       f"{esc(t('score.winner', lang, seats=winners))}</b>"
                       f"<table>{''.join(rows)}</table>{decided}{''.join(details)}")
        table.add_class("ttr-score")
        shown = self.trail_seat if self.trail_seat is not None else fs.winners[0]
        pick = W.RadioButtons(
            options=[(t("score.trail-of", lang, seat=seat_name(sc.seat, lang), n=sc.longest),
                      sc.seat) for sc in fs.seats], value=shown, layout=W.Layout(width="auto"))
        pick.add_class("ttr-trail-pick")
        pick.observe(self._safe(lambda c: self.show_trail(c["new"])), names="value")
        return [table, W.HTML(esc(t("score.show", lang))), pick]

    @user_action
    def show_trail(self, seat: int) -> None:
        self.trail_seat = seat
        self.board.show(self._board_view(), self.lang)

    # ================================================================ user actions
    def _on_lang(self, change) -> None:
        self.lang = change["new"]
        if self.session is None or self.page.children == (self.start_page.box,):
            self.show_start()
        else:
            self.refresh()

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
            self.choice.enter()

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
        if option is not None:
            self.choice.picker.value = option
        action = self.choice.action(self.acting_seat())
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
    def hint(self) -> None:
        seat = self.acting_seat()
        advice = self.session.advise(seat)       # the same advice the terminal's hint gives
        m = self.state.map
        # one sentence (the bot's reason names its move), its route or city marked on the board
        self._hint = (self.session.entries[-1], advice)
        self.say(lambda lang: t("hint.text", lang,
                                why=render(advice.key, advice.params, m, lang)))
        self._refresh_cards()
        self.board.show(self._board_view(), self.lang)

    def _hinted(self):
        """The hint's advice while it is still about the position on screen, else None."""
        if self._hint and self.session and self._hint[0] is self.session.entries[-1]:
            return self._hint[1]
        return None

    @user_action
    def auto(self) -> None:
        seat = self.acting_seat()
        self._act(self.session.advise(seat).action)

    def _describe(self, action, lang: str | None = None) -> str:
        """A move in the learner's words; another seat's kept tickets stay secret."""
        return self.seen().describe(action, lang or self.lang)

    def _entry_title(self, i: int) -> str:
        entry = self.session.entries[i]
        action, lang = entry.action, self.lang
        if action is None:
            return t("log.start", lang)
        if isinstance(action, ClaimRoute) and isinstance(entry.state.pending, TunnelStage):
            # the claim is not made yet: the tunnel asks for more cards first
            m = entry.state.map
            return t("log.entry", lang, seat=seat_name(action.seat, lang),
                     action=t("log.tunnel-try", lang,
                              route=route_name(m, entry.state.pending.route, lang)))
        return t("log.entry", lang, seat=seat_name(action.seat, lang),
                 action=self._describe(action))

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

    def _go_history(self) -> None:
        to = self.w_history.value
        if to is not None and self.session.undo(to):
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

    def _refresh_save_link(self) -> None:
        saved = self._saved
        if saved is None or self.session is None or saved[0] is not self.session.entries[-1]:
            self._saved = None                   # the game moved on: that file is not this game
            self.save_link.value = ""
            return
        _entry, name, data = saved
        self.save_link.value = (f'<a download="{esc(name)}" href="data:application/json;base64,'
                                f'{data}">{esc(t("save.link", self.lang, name=name))}</a>')
