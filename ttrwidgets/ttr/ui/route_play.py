"""The app's play controller of a Ticket to Ride game (``ttrwidgets.ttr.APP_PLAY``): the route
board, the game page and every user action of a route game.

The app (:class:`~ttrwidgets.widgets.app.TTRApp`) keeps what every game shares -- the session,
the message, undo, save, the hot-seat hand-over, lessons, puzzles -- and hands the game on
screen to this controller (:class:`~.play.Play`). What is the route family's own is here: a click
on the route board becomes an engine question (:mod:`ttrwidgets.ttr.preview`) and the dialog that
answers it; drawing cards and tickets, claiming, tunnels, stations, passengers (Deutschland) and
the team draws and shares of Team Asia (asia.md; the team dialogs are :mod:`.team`'s). Each
action goes to the engine through :meth:`TTRApp.act`: a refusal is shown with its rule id and
changes nothing.

Driving it from code (tests, lessons)::

    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    app.play.keep_tickets([0, 1])           # answer the setup choice
    app.board.click_route(12)               # opens the preview
    app.confirm()                           # claims with the selected payment
"""
from __future__ import annotations

import functools
import time

from ...core.registry import game as game_info
from ...core.session import new_session, session_of
from ...render import BoardView
from ..actions import (BuildStation, ClaimRoute, DrawCard, DrawTickets, KeepTickets,
                           ShareTickets, TakePassengers, TunnelWithdraw)
from ..colours import Colour, parse_colour
from ..game import legal_actions
from ..maps import load_map
from ..messages import colour_name, render, seat_name, ticket_name
from ..preview import claim_preview, station_preview
from ..rules import PRESETS, VARIANTS
from ..state import Phase, SecondCard
from ..view import SeatView, seat_view
from ...widgets.board import BoardWidget
from .game import GamePage
from .panels import ticket_words
from ...widgets.play import Play, play_action
from .start import tiebreaks
from ...widgets.texts import t

__all__ = ["RoutePlay"]


class RoutePlay(Play):
    """The route family's controller: the route board (``app.board``), the game page, and the
    user actions of a Ticket to Ride game (Europe, Deutschland, Team Asia)."""

    route_board = True

    def __init__(self, app):
        super().__init__(app)
        self.trail_seat: int | None = None      # game over: whose trail is drawn
        self._seen = None                       # (state, viewer, SeatView): the view on screen
        self._picks = (None, {})                # (state, {city: colour}): passengers picked
        self._preview = (None, None)            # ((state, seat, route), Preview): last claim
        self._boards: dict = {}                 # map id -> its board widget (ensure_board)

    PAGES = ("game_page",)

    @functools.cached_property
    def game_page(self) -> GamePage:
        """The board and the side column (made when a route game is first shown)."""
        page = GamePage(self.app)
        if self.app.board is not None:
            page.board_box.children = [self.app.board]
        return page

    @property
    def page(self):
        return self.game_page

    # ================================================================ starting
    def start(self, game, players, seats, seed, pace, teaching, options) -> None:
        """A new Ticket to Ride game: ``options`` are ``variant`` (a rule set by id, or a
        Europe variant's name), ``tiebreak`` (where the rule set has a choice), ``board``
        (Team Asia: the board it is played on)."""
        info = game_info(game)
        variant = options.get("variant") or "classic"
        rules_id = VARIANTS.get(variant, variant)
        rules = PRESETS[rules_id if rules_id in info.rules else info.default_rules]
        tiebreak = options.get("tiebreak")
        if tiebreak is not None and tiebreak in tiebreaks(rules.id):
            rules = rules.with_options(tiebreak=tiebreak)
        if options.get("board") is not None:
            rules = rules.with_options(board=options["board"])
        self.app.begin(new_session(game, seats, seed, rules=rules), pace, teaching)
        self.app.say("")

    def options_from_scenario(self, options: dict) -> dict:
        return {"variant": options.get("variant", "classic"),
                "tiebreak": options.get("tiebreak", "anniversary")}

    def put(self, session) -> None:
        """A session shown afresh: a new game page if it is another game, nothing selected,
        the whole board."""
        app = self.app
        if app.session is not session:
            self.game_page.new_game()
        self.trail_seat = None
        app.session = session
        self.ensure_board()

    def ensure_board(self, m=None) -> None:
        """The board of map ``m`` (default: the game's), shown on every page with a board."""
        app = self.app
        m = m or app.session.state.map
        if app.board is None or app.board.game_map is not m:
            # one board widget per map, kept: a click on another game card shows that map's
            # board again (redrawn from the view it is given) instead of building a new canvas
            # (geometry, three layers, the whole map drawn: the start page's slowest click)
            board = self._boards.get(m.id)
            if board is None or board.game_map is not m:
                board = BoardWidget(m)
                board.on_hit(app.safe(self.on_hit))
                board.on_error(app.safe(app.raise_error))
                self._boards[m.id] = board
            app.board = board
            if self.built("game_page") is not None:
                self.game_page.board_box.children = [app.board]
            app.start_page.board_box.children = [app.board]

    def show_start_board(self, info) -> None:
        app = self.app
        self.ensure_board(load_map(app.start_page.chosen_board()))
        app.start_page.board_box.children = [app.board]
        app.board.zoom_to(None)
        app.board.show(self.plain_view(), app.lang)

    def plain_view(self) -> BoardView:
        """The board with nothing on it (start page, hand-over)."""
        return BoardView(**self.app.topbar.board_options())

    # ================================================================ showing
    def refresh(self) -> None:
        app = self.app
        app.topbar.refresh(in_game=True)
        app.render_message()
        app.refresh_save_link()
        if app.needs_handover():
            app.handover_page.refresh()
            app.page.children = [app.handover_page.box]
            self.game_page.hide_hands()
            app.board.show(self.plain_view(), app.lang)
            return
        app.page.children = [self.game_page.box]
        self.game_page.refresh()

    def seen(self) -> SeatView:
        app = self.app
        s, v = app.state, app.viewer()
        if self._seen is None or self._seen[0] is not s or self._seen[1] != v:
            self._seen = (s, v, seat_view(s, v))
        return self._seen[2]

    def steps_of(self, entry: int) -> list:
        app = self.app
        return self.seen().steps(app.session.entries[entry].steps)

    def ticket_progress(self, seat: int, lang: str | None = None) -> list[tuple[int, str, str]]:
        """(ticket, short status, long status) for the seat's tickets the viewer may see
        (:func:`~ttrwidgets.ttr.ui.panels.ticket_words`)."""
        return ticket_words(self.app, seat, lang or self.app.lang)

    def after_undo(self) -> None:
        self.trail_seat = None

    # ================================================================ the board
    def on_hit(self, hit, x=None, y=None) -> None:
        """A click on the route board."""
        app = self.app
        if not app.on_game_page() or app.play is not self:
            return                           # another board's clicks are that board's
        self.click(hit)

    def click(self, hit) -> None:
        app = self.app
        s = app.state
        if app.puzzle is not None:
            app.puzzles.click(hit)           # a puzzle's click selects; it never plays
            return
        if hit is None:
            app.say_t("click.nothing")
            return
        if s.game_over:
            app.say_t("click.over")
            return
        seat = app.acting_seat()
        task = app.lesson.task if app.lesson is not None else None
        if task is not None and task.kind == "click":
            app.lesson_clicked(hit)
            return
        if hit.kind == "passenger":
            self._on_passenger(seat, hit.index, int(parse_colour(hit.colour)))
            return
        if seat is None:
            app.say(lambda lang: t("click.not-now", lang, seat=seat_name(s.current, lang)))
            return
        if task is not None and task.kind == "try" and hit.kind in ("route", "city"):
            # a move the rules refuse whatever the cards: the engine's preview says why
            preview = (claim_preview if hit.kind == "route" else station_preview)(s, seat,
                                                                                 hit.index)
            if preview.problem is not None:
                probe = (ClaimRoute(seat, s.map.routes[hit.index].id, (0,) * 9)
                         if hit.kind == "route" else
                         BuildStation(seat, s.map.cities[hit.index].name, (0,) * 9))
                app.lesson_tried(app.lesson.try_refused(probe, preview.problem))
                return
        if s.pending is not None or s.phase is Phase.SETUP:
            # a pending choice must be answered first: the engine says why, in its words
            preview = (claim_preview if hit.kind == "route" else station_preview)(s, seat,
                                                                                 hit.index)
            if preview.problem is not None:
                app.say_error(preview.problem.message)
                return
        app.selection = (hit.kind, hit.index)
        app.say("")
        app.refresh()

    def _on_passenger(self, seat: int | None, city: int, colour: int) -> None:
        """A click on a passenger token: while the seat picks the passengers of its claim, a
        token at an end with a choice picks that colour there; otherwise it says what stands
        there and how passengers are taken (de.take-passengers)."""
        app = self.app
        seen = self.seen()
        choice = seen.passenger_choice
        m = app.state.map
        if choice is not None and seat == choice.seat:
            ends = dict(choice.ends)
            if colour in ends.get(city, ()):
                self.pick_passenger(city, colour)
                return
            names = [m.cities[c].display_name for c in ends]
            app.say(lambda lang: t("passengers.not-this-end", lang,
                                   city=m.cities[city].display_name, ends=" / ".join(names)))
            return
        n = seen.passengers_at(city).count(colour)
        app.say(lambda lang: t("passengers.token", lang, n=n, city=m.cities[city].display_name,
                               colour=colour_name(Colour(colour).key, lang, board=m)))

    # ================================================================ playing
    def enter(self) -> None:
        self.game_page.choice.enter()

    def confirm(self, option=None) -> None:
        app = self.app
        choice = self.game_page.choice
        if option is not None:
            choice.picker.value = option
        action = choice.action(app.acting_seat())
        if action is not None:
            app.act(action)

    def run_bots(self) -> None:
        app = self.app
        if app.lesson is not None or app.puzzle is not None:
            return                         # in a lesson the other seats move only as scripted
        # the kernel handles one message at a time: clicks made meanwhile wait their turn
        for _ in range(5000):
            seat = app.session.next_bot()
            if seat is None or (app.session.active_humans()
                                and app.state.phase is not Phase.SETUP):
                break
            new_turn = app.state.phase is not Phase.SETUP and app.state.pending is None
            if app.pace > 0 and new_turn and len(app.session.entries) > 1:
                app.refresh()
                time.sleep(app.pace)
            app.session.bot_move()

    def hint(self) -> None:
        app = self.app
        seat = app.acting_seat()
        advice = app.session.advise(seat)       # the same advice the terminal's hint gives
        m = app.state.map
        # one sentence (the bot's reason names its move), its route or city marked on the board
        app.set_hint(advice)
        app.say(lambda lang: t("hint.text", lang, why=render(advice.key, advice.params, m, lang)))
        self.game_page.cards.refresh()
        self.game_page.show_board()

    def auto(self) -> None:
        app = self.app
        app.act(app.session.advise(app.acting_seat()).action)

    def seat_or_current(self) -> int:
        app = self.app
        seat = app.acting_seat()
        # a click while bots are to move is still sent to the engine, which explains the refusal
        return app.state.current if seat is None else seat

    @play_action
    def withdraw(self) -> None:
        self.app.act(TunnelWithdraw(self.app.acting_seat()))

    @play_action
    def draw_deck(self) -> None:
        if self.app.state.teams is not None:    # asia.draw-split: where does the card go?
            return self._team_draw("deck", None)
        self.app.act(DrawCard(self.seat_or_current(), "deck"))

    @play_action
    def draw_faceup(self, slot: int) -> None:
        s = self.app.state
        if slot >= len(s.faceup):
            return
        if s.teams is not None:                 # asia.draw-split: where does the card go?
            return self._team_draw("faceup", Colour(s.faceup[slot]))
        self.app.act(DrawCard(self.seat_or_current(), "faceup", Colour(s.faceup[slot])))

    @play_action
    def draw_tickets(self) -> None:
        """*Draw tickets*: where the rule set draws an announced mix of short and long tickets
        (de.draw-tickets), open the dialog of the mixes the engine allows now; with none (not
        this seat's turn, a draw half done, ...) the engine says why."""
        app = self.app
        seat = self.seat_or_current()
        if app.state.rules.ticket_mix and app.acting_seat() is not None \
                and self.ticket_mixes(seat):
            app.selection = ("mix", None)
            app.say("")
            app.refresh()
            return
        app.act(DrawTickets(seat))

    def ticket_mixes(self, seat: int) -> list[tuple[int, int]]:
        """The (short, long) mixes ``seat`` may announce now (the engine's legal actions)."""
        return [(a.short, a.long) for a in legal_actions(self.app.state, seat)
                if isinstance(a, DrawTickets) and (a.short or a.long)]

    @play_action
    def announce(self, short: int, long: int) -> None:
        """Announce a ticket mix: ``short`` from the short deck, ``long`` from the long one
        (de.setup-tickets at the start, de.draw-tickets later)."""
        self.app.act(DrawTickets(self.seat_or_current(), short, long))

    def passenger_picks(self) -> dict[int, int]:
        """The passengers picked so far for the pending choice: {city: colour}."""
        state, picks = self._picks
        return dict(picks) if state is self.app.state else {}

    @play_action
    def pick_passenger(self, city: int, colour) -> None:
        """Pick the passenger of ``colour`` (a colour or its key) at ``city`` for the pending
        passenger choice (a click on its button or on its token); *Confirm* takes them."""
        app = self.app
        picks = self.passenger_picks()
        picks[city] = int(colour if isinstance(colour, int) else parse_colour(colour))
        self._picks = (app.state, picks)
        app.say("")
        app.refresh()

    def passengers_action(self, seat: int) -> TakePassengers:
        """The answer the picks so far make (the engine says what is missing, if anything)."""
        m = self.app.state.map
        return TakePassengers(seat, tuple((m.cities[c].name, Colour(k))
                                          for c, k in self.passenger_picks().items()))

    @play_action
    def take_passengers(self) -> None:
        """Take the picked passengers (what *Confirm* does in the passenger dialog)."""
        self.app.act(self.passengers_action(self.seat_or_current()))

    def preview_claim(self, seat: int, route: int):
        """The engine's preview of ``seat`` claiming ``route`` now (remembered for the position
        on screen: the dialog and the board both read it)."""
        s = self.app.state
        key = (s, seat, route)
        if self._preview[0] is None or self._preview[0][0] is not key[0] \
                or self._preview[0][1:] != key[1:]:
            self._preview = (key, claim_preview(s, seat, route))
        return self._preview[1]

    @play_action
    def keep_tickets(self, picks, share: int | None = None) -> None:
        """Keep the offered tickets at positions ``picks`` (what ticking boxes + Keep does);
        ``share``: the position of the kept ticket put onto the team's ticket holder (asia.md)."""
        app = self.app
        s = app.state
        seat = app.acting_seat()
        choice = seat_view(s, seat).offer(seat)     # the seat's own offer, as it sees it
        if choice is None:                           # nothing to answer: the engine says so
            app.act(KeepTickets(self.seat_or_current(), ()))
            return
        ids = tuple(s.map.tickets[choice.offered[i]].id for i in picks)
        shared = None if share is None else s.map.tickets[choice.offered[share]].id
        app.act(KeepTickets(seat, ids, shared))

    @play_action
    def show_ticket(self, seat: int, tk: int) -> None:
        app = self.app
        if tk not in self.seen().tickets_of(seat):
            return                  # tickets.secret: another seat's tickets cannot be shown
        key = ("ticket", (seat, tk))
        app.selection = None if app.selection == key else key
        m = app.state.map
        if app.selection and app.puzzle is not None:
            # a puzzle shows where the ticket goes, not how far it is (that is the puzzle)
            app.say(lambda lang: ticket_name(m, tk, lang))
        elif app.selection:
            app.say(lambda lang: t(
                "ticket.shown", lang, ticket=ticket_name(m, tk, lang),
                status={x: long_ for x, _, long_ in self.ticket_progress(seat, lang)}[tk]))
        app.refresh()

    @play_action
    def show_trail(self, seat: int) -> None:
        self.trail_seat = seat
        self.game_page.show_board()

    # ================================================================ Team Asia (asia.md)
    def _team_draw(self, source: str, colour) -> None:
        """A click on the deck or a face-up card in a team game: where only one place is
        legal (the second card; a face-up locomotive alone) or none (the engine says why) the
        card is drawn at once; otherwise the dialog asks where it goes."""
        app = self.app
        seat = self.seat_or_current()
        places = self.draw_places(source, colour) if app.acting_seat() is not None else []
        if len(places) == 1:
            app.act(DrawCard(seat, source, colour, places[0]))
            return
        if not places:
            to = None
            if isinstance(app.state.pending, SecondCard):
                to = "hand" if app.state.pending.to == "shared" else "shared"
            app.act(DrawCard(seat, source, colour, to or "hand"))
            return
        app.selection = ("draw", source, colour)
        app.say("")
        app.refresh()

    def draw_places(self, source: str, colour) -> list[str]:
        """Where the engine lets the acting seat put this card now (``"hand"``, ``"shared"``)."""
        app = self.app
        seat = app.acting_seat()
        if seat is None:
            return []
        want = None if colour is None else Colour(colour)
        out = []
        for a in legal_actions(app.state, seat):
            if isinstance(a, DrawCard) and a.source == source and \
                    (want is None or Colour(a.colour) == want) and a.to not in out:
                out.append(a.to)
        return out

    @play_action
    def draw_to(self, place: str) -> None:
        """Draw the card the dialog asks about into the hand (``"hand"``) or onto the team's
        holder (``"shared"``)."""
        sel = self.app.selection
        if not sel or sel[0] != "draw":
            return
        _, source, colour = sel
        self.app.act(DrawCard(self.seat_or_current(), source, colour, place))

    @play_action
    def open_share(self) -> None:
        """*Share tickets…*: the dialog that moves tickets onto the team's ticket holder."""
        app = self.app
        app.selection = ("share", None)
        app.say("")
        app.refresh()

    @play_action
    def share_tickets(self, picks) -> None:
        """Share the seat's tickets at positions ``picks`` (of its ticket list) as the turn."""
        app = self.app
        seat = self.seat_or_current()
        mine = self.seen().tickets_of(seat)
        m = app.state.map
        app.act(ShareTickets(seat, tuple(m.tickets[mine[i]].id for i in picks)))

    # ================================================================ lessons and puzzles
    def sync_lesson(self, zoom: bool = True) -> None:
        app = self.app
        run = app.lesson
        app.put_session(run.session)
        if zoom:
            app.board.zoom_to(run.step.focus)
        if run.clicked is not None:
            app.selection = run.clicked
        app.explain = (len(app.session.entries) - 1, 0)
        app.refresh()

    def lesson_panel(self):
        return self.game_page.lesson

    def lesson_selection(self, run):
        return run.clicked          # the route board marks the answer as its selection

    def show_puzzle(self, run) -> None:
        """A puzzle's position on the game page (every seat a person: no bot moves)."""
        app = self.app
        p = run.puzzle
        app.put_session(session_of(p.state, ["human"] * p.state.n_players, fresh=False))
        app.board.zoom_to(None)

    def puzzle_panel(self):
        return self.game_page.puzzle
