"""The app: the coordinator of its pages — start, game, hand-over — and of one game session.

A thin shell. It holds a session (the game and its history, of any family) and a little view
state (language, what is selected, which explanation step is shown, the hint), and it never asks
which family a game is: the game on screen is played through the play controller its family
names (``APP_PLAY``; :mod:`.play`), held by the app as ``app.play`` -- composition, not mixins:
:class:`~.route_play.RoutePlay` for Ticket to Ride (the route board, the game page, drawing,
claiming, passengers, teams), :class:`~.trans_app.TransController` for Trans (the grid board,
the Trans page). Every decision about the rules is the engine's: a click becomes an engine
question or an action for :meth:`TTRApp.act`, and whatever the engine answers — options, a
rejection with its rule id, explanation steps — is shown as it is. What the screen may show of
hands, tickets and moves is the family's view for the seat at the screen (:meth:`TTRApp.seen`).

The screen is built of parts (:class:`~ttrwidgets.widgets.base.Part`), each owning its widgets
and redrawing them in ``refresh()``:

* :mod:`.topbar` — title, tools, view switches, language
* :mod:`.start` — the start page: the game form and the upload
* :mod:`.game` — the game page (board and side column) and the hot-seat hand-over page
* :mod:`.panels` — the game page's panels: status, cards, hand, explanation, tickets, players,
  passengers, history, log, final scores
* :mod:`.dialogs` — the choice panel and its dialogs (tickets, tunnel, claim, station, ...)
* :mod:`.learn` — the Learn page and the lesson panel; :mod:`.lesson_desk` — the desk that
  runs the lesson being taken (its steps, tries, hints, feedback, progress)
* :mod:`.puzzles` — the Puzzles page and the puzzle panel; :mod:`.puzzle_desk` — the desk
  that runs a puzzle (a click on the board selects an answer there; it never plays a move);
  :mod:`.puzzle_list` — the puzzles listed and the learner's progress
* :mod:`.play` — the per-family play controllers (:mod:`.route_play`, :mod:`.trans_app`)

The app itself keeps what ties them together: the session and the view state, the message,
which page shows, and the user actions (:func:`user_action`; a controller's own are
:func:`~.play.play_action`), the one way both a click and code (tests, lessons) change anything.
Every handler runs through :meth:`TTRApp.safe`: a refusal of
the rules is shown in the learner's language with its rule id, and any other exception becomes a
visible message instead of the silent dead button ipywidgets would leave.

Driving it from code (tests, lessons)::

    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    app.play.keep_tickets([0, 1])           # answer the setup choice (the route controller)
    app.board.click_route(12)               # opens the preview
    app.confirm()                           # claims with the selected payment
"""
from __future__ import annotations

import base64
import functools
import random
import sys
import traceback

import ipywidgets as W

from ..core.errors import TTRError
from ..core.family import family
from ..core.jsonfile import MAX_FILE_BYTES, decode_text, parse_json_text
from ..core.registry import game as game_info, games
from ..core.session import Session
from ..lessons.run import LessonRun
from ..puzzles.model import load_puzzle
from ..render import Hit
from .board import BoardWidget
from .chips import esc
from .game import HandoverPage
from .learn import LearnPage, Progress
from .lesson_desk import LessonDesk
from .puzzle_desk import PuzzleDesk
from .puzzles import PuzzlesPage
from .start import READABLE_PACE, StartPage, too_large
from .style import CSS
from ..core import i18n
from .play import NOBODY, play_for_game, play_for_record
from .texts import t
from .topbar import TopBar
from .web import BrowserStore, KeyListener, LinkListener

__all__ = ["TTRApp", "user_action", "is_puzzle_json"]


def is_puzzle_json(data) -> bool:
    """Is a file's JSON meant as a puzzle (``spec/puzzles.md``): an object with a ``kind`` and
    neither a saved game's ``format`` nor a scenario's ``steps``?"""
    return isinstance(data, dict) and "kind" in data and "format" not in data \
        and "steps" not in data


def user_action(fn):
    """Mark a method a user can trigger (by a click or from code, as lessons and tests do):
    refusals and errors become the visible message, exactly as for a click."""
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        return self.safe(fn)(self, *args, **kwargs)
    return wrapper


class TTRApp(W.VBox):
    """The whole Voilà app as one widget: ``display(TTRApp())``."""

    def __init__(self, lang: str = "en", **kwargs):
        self.lang = lang if i18n.known(lang) else "en"   # any language with catalogues
        self.session: Session | None = None
        self.pace = READABLE_PACE
        self.teaching = False
        self.revealed: int | None = None       # hot-seat: the seat that pressed "ready"
        self.selection: tuple | None = None     # ("route", r) | ("city", c) | ("ticket", t)
        self.explain = (0, 0)                   # (entry index, step index)
        self.board: BoardWidget | None = None   # the route board (made by the route controller)
        self.plays: dict = {}                   # APP_PLAY reference -> its play controller
        self._msg: tuple | None = None          # (css class, text in a language: lang -> str)
        self._saved = None                      # (entry, file name, base64): the save link
        self._hint = None                       # (entry, bot advice): the hint shown on the board
        self.lesson: LessonRun | None = None     # the lesson being taken (on the game page)
        self.progress = Progress()              # lessons done, kept in the browser
        self.lessons = LessonDesk(self)         # the lesson being taken: its actions, feedback
        self.puzzle = None                      # the PuzzleRun being solved (on the game page)
        self.puzzles = PuzzleDesk(self)         # the puzzles listed, their progress, actions
        # the message and the save link are the app's: every page shows the message
        self.message = W.HTML(layout=W.Layout(width="100%"))
        self.message.add_class("ttr-message")
        self.save_link = W.HTML()
        self.save_link.add_class("ttr-save-link")
        self.topbar = TopBar(self)
        self.start_page = StartPage(self)
        for info in games():       # one play controller per family; it builds its pages
            self.play_for(info.id)  # (app.game_page, app.trans_page, ...: Play.pages)
        self.handover_page = HandoverPage(self)
        self.learn_page = LearnPage(self)
        self.puzzles_page = PuzzlesPage(self)
        self.page = W.Box(layout=W.Layout(width="100%"))     # holds the page shown
        # Enter confirms the open preview, Escape cancels it (wherever the focus is, but for
        # text fields and buttons, which keep their own meaning of the keys)
        self.key_listener = KeyListener(canvas_selector=".ttr-board canvas")
        self.key_listener.on_key(self.safe(self._on_key))
        self.key_listener.on_error(self.safe(self.raise_error))
        # the learner's progress, kept in this browser across reloads
        self.store = BrowserStore(key="ttrwidgets.progress")
        self.store.on_load(self.safe(self.lessons.progress_loaded))
        self.store.on_error(self.safe(self.raise_error))
        # the puzzles solved, kept in this browser under a key of their own
        self.puzzle_store = BrowserStore(key="ttrwidgets.puzzles")
        self.puzzle_store.on_load(self.safe(self.puzzles.progress_loaded))
        self.puzzle_store.on_error(self.safe(self.raise_error))
        # rule ids in the log are links to the lesson that teaches them
        self.links = LinkListener()
        self.links.on_link(self.safe(self._on_link))
        self.links.on_error(self.safe(self.raise_error))
        # a link to a graph lab preset (…#lab?board=…) opens the lab with it (issue 24)
        from .lab.link import LabLinkReader
        self.lab_link = LabLinkReader()
        self.lab_link.on_preset(self.safe(self.open_lab_link))
        self.lab_link.on_error(self.safe(self.raise_error))
        super().__init__([W.HTML(CSS), self.key_listener, self.store, self.puzzle_store,
                          self.links, self.lab_link,
                          self.topbar.box, self.page], **kwargs)
        self.add_class("ttr-app")
        self.show_start()

    # ================================================================ plumbing
    def safe(self, fn):
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

    #: The name the graph lab and the test family know it by.
    _safe = safe

    @staticmethod
    def raise_error(exc: BaseException) -> None:
        """A browser-side widget's error, raised where :meth:`safe` shows it."""
        raise exc

    _raise = raise_error

    def say_error(self, text) -> None:
        """Show an error: a text, or a function ``lang -> text`` so that a language switch
        translates it. A bad file lists each problem on its own line."""
        self._msg = ("ttr-error", text if callable(text) else (lambda _lang: str(text)))
        self.render_message()

    def say(self, text) -> None:
        """Show information (a text or ``lang -> text``); an empty text clears the message."""
        self._msg = ("ttr-info", text if callable(text) else (lambda _lang: str(text))) \
            if text else None
        self.render_message()

    def say_t(self, key: str, **params) -> None:
        """Show the interface text ``key`` (re-translated when the language changes)."""
        self.say(lambda lang: t(key, lang, **params))

    def render_message(self) -> None:
        if self._msg is None:
            self.message.value = ""
            return
        cls, text = self._msg
        lines = "<br>".join(esc(line) for line in str(text(self.lang)).splitlines())
        self.message.value = f'<span class="{cls}" role="status">{lines}</span>'

    # ================================================================ starting
    @user_action
    def start_game(self, players: int = 3, seats=None, variant: str = "classic",
                   tiebreak: str | None = "anniversary", seed: int | None = None,
                   pace: float = READABLE_PACE, teaching: bool = False,
                   game: str = "europe", special=None, board: str | None = None) -> None:
        """Start a new game (what the start page's button does): ``game`` is a registry id
        (``"europe"``, ``"deutschland"``, ``"trans_europa"``, ...), ``variant`` one of its rule
        sets (by id, or a Europe variant's name); ``tiebreak`` applies where the game has a
        choice of them. Trans games: ``special`` is None, ``"deck"`` (a special card revealed
        each round) or a card number 1-19 (that card for the whole game). ``board``: the board
        of a game played on several (Team Asia: ``"legendary_asia"`` or ``"europe"``)."""
        fam = family(game)
        seats = list(seats or ["human"] + [fam.DEFAULT_BOT] * (players - 1))
        seed = random.randrange(1 << 31) if seed is None else seed
        chosen = {"variant": variant, "tiebreak": tiebreak, "board": board, "special": special}
        play_for_game(self, game).start(game, players, seats, seed, pace, teaching,
                                        {k: chosen[k] for k in fam.START_OPTIONS})

    @user_action
    def load_file(self, name: str, data: bytes) -> None:
        """Load an uploaded file: too large, not UTF-8 or not JSON is said, naming the file."""
        if len(data) > MAX_FILE_BYTES:
            self.say_error(too_large(name, len(data)))
            return
        self.load_text(decode_text(data, name), name)

    @user_action
    def load_text(self, text: str, source: str = "file") -> None:
        """Load a saved game, a scenario or a puzzle file; a bad file says what and where,
        changes nothing."""
        if len(text) <= MAX_FILE_BYTES:
            data = parse_json_text(text, source, what="game")
            if is_puzzle_json(data):          # a puzzle: played on the game page
                puzzle = load_puzzle(data, source)
                self.puzzles.open(puzzle)
                self.say(lambda lang: t("loaded", lang, source=source))
                return
            fam, play = play_for_record(self, data)   # the family that reads the file
            session = fam.load_session(data, source)
        else:
            session = Session.load_text(text, source)  # says the file is too large
            play = self.play_of(session)
        teaching = all(k == "human" for k in session.kinds) and session.state.n_players > 1
        play.begin(session, self.pace, teaching)
        self.say(lambda lang: t("loaded", lang, source=source))

    def play_of(self, session):
        """The play controller of the family that plays ``session``'s game."""
        return self.play_for(session.state.rules.game)

    def play_for(self, game_id: str):
        """The play controller of the family that plays ``game_id`` (one per family)."""
        return play_for_game(self, game_id)

    @property
    def play(self):
        """The play controller of the game on screen (:mod:`.play`)."""
        return self.play_of(self.session)

    @property
    def grid(self):
        """The grid board widget of the game on screen, where its controller has one (a
        Trans game), else None."""
        return getattr(self.play, "grid", None) if self.session is not None else None

    def begin(self, session, pace: float, teaching: bool) -> None:
        """Show ``session`` (a new or loaded game) from its newest move, the bots moved (its
        controller's :meth:`~.play.Play.begin`)."""
        self.play_of(session).begin(session, pace, teaching)

    def leave_teaching(self) -> None:
        """Close the lesson or puzzle on screen (a game, the Learn page, ... takes over)."""
        self.lesson = None
        self.puzzle = None
        self.lessons.feedback = None

    def put_session(self, session, pace: float | None = None, teaching: bool = False) -> None:
        """Put ``session`` on screen from a clean view: nothing selected, nobody revealed, no
        hint, its controller's view state reset (:meth:`~.play.Play.put`); ``pace``: the bots'
        (None: unchanged). The lesson or puzzle in force and the redraw are the caller's."""
        self.play_of(session).put(session)
        self.session = session
        if pace is not None:
            self.pace = pace
        self.teaching = teaching
        self.revealed = None
        self.selection = None
        self._hint = None

    def set_hint(self, advice) -> None:
        """Show a bot's ``advice`` as the hint for the position on screen."""
        self._hint = (self.session.entries[-1], advice)

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
        and :data:`~.play.NOBODY` (nobody's hand) while the device is handed
        over or before anyone is ready."""
        if self.puzzle is not None:
            return self.puzzle.puzzle.player     # a puzzle is about one seat: its hand shows
        if self.teaching:
            return None
        humans = [i for i, k in enumerate(self.session.kinds) if k == "human"]
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if self.revealed is None or self.needs_handover():
            return NOBODY
        return self.revealed

    def seen(self):
        """What the viewer may see of the current state: the family's ``view(state, viewer)``
        (the controller's, kept while the position does not change). Everything shown about
        hands, tickets, ticket offers and the log is read from here."""
        return self.play.seen()

    def needs_handover(self) -> bool:
        if self.puzzle is not None or not self._hot_seat() or self.state.game_over:
            return False
        if self.round_summary() is not None:   # a round's scoring shows every hand anyway
            return False
        seat = self.acting_seat()
        return seat is not None and seat != self.revealed

    def steps_of(self, entry: int) -> list:
        """The steps of a move as the viewer may read them (another seat's blind draw is hidden)."""
        return self.play.steps_of(entry)

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

    # ================================================================ pages
    def show_start(self) -> None:
        self.lesson = None
        self.puzzle = None
        self.start_page.refresh()
        self.topbar.refresh(in_game=False)
        self.render_message()
        self._show_start_board()
        self.page.children = [self.start_page.box]

    def _show_start_board(self) -> None:
        """The chosen game's board, empty, beside the start form."""
        info = game_info(self.start_page.game_id)
        self.play_for(info.id).show_start_board(info)

    def on_page(self, page) -> bool:
        """Is ``page`` (a part with a ``box``) the page shown?"""
        return page is not None and self.page.children == (page.box,)

    def on_game_page(self) -> bool:
        """Is the page of the game on screen shown (not the hand-over, start, Learn, ...)?"""
        return self.session is not None and self.on_page(self.play.page)

    def refresh(self) -> None:
        """Redraw everything from the session (the one place the screen is built)."""
        if self.session is None:
            self.show_start()
            return
        self.play.refresh()

    def round_summary(self):
        """The entry that ended a round while its summary is shown (None: none, or a game
        without rounds)."""
        return None if self.session is None else self.play.round_summary()

    def refresh_save_link(self) -> None:
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
        if self._on_lab_page():
            self.show_lab()
        elif self.on_page(self.learn_page):
            self.show_learn()
        elif self.on_page(self.puzzles_page):
            self.show_puzzles()
        elif self.session is None or self.on_page(self.start_page):
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
        if self.on_page(self.learn_page) or self.on_page(self.puzzles_page):
            return
        if self._on_lab_page():
            self.lab_page.refresh()
            return
        if self.session is None or self.on_page(self.start_page):
            self._show_start_board()
        else:
            self.refresh()

    # ================================================================ user actions
    def _on_key(self, key: str) -> None:
        if not self.on_game_page():
            return
        if key == "Escape":
            if self.selection is not None:
                self.cancel()
        elif key == "Enter":
            self.play.enter()

    @user_action
    def select(self, kind: str, index: int) -> None:
        """Open the preview of a route or a city, as a click on the board does."""
        self.play.click(Hit(kind, index))

    @user_action
    def cancel(self) -> None:
        self.selection = None
        self.say("")
        self.refresh()

    @user_action
    def confirm(self, option: int | None = None) -> None:
        """Confirm the open dialog (claim, station, tunnel payment) with the picked option;
        in a Trans game the rail, start marker or city card previewed."""
        self.play.confirm(option)

    def seat_or_current(self) -> int:
        """The acting seat, or (bots to move) the seat whose turn it is: an action sent for it
        is refused by the engine with the reason."""
        seat = self.acting_seat()
        return self.state.current if seat is None else seat

    def act(self, action) -> None:
        """Hand an action to the engine; on refusal show why and change nothing (a lesson
        checks it against its task; a puzzle's position is not played)."""
        if self.puzzle is not None:
            self.say_t("puzzle.no-moves")       # a puzzle's position is looked at, not played
            return
        if self.lesson is not None:
            self.lessons.act(action)
            return
        self.session.act(action)           # raises IllegalActionError: nothing changed
        self.selection = None
        self.say("")
        self.explain = (len(self.session.entries) - 1, 0)
        self.after_move()

    def after_move(self) -> None:
        """A move was made: the bots move, the newest move is explained, the screen redrawn."""
        self.run_bots()
        # the explanation shows the newest move (a bot's, if bots moved after the learner);
        # Back walks to the earlier ones
        self.explain = (len(self.session.entries) - 1, 0)
        self.refresh()

    def run_bots(self) -> None:
        """Let bots move until a person must decide. At a readable pace, the last move stays on
        screen for ``pace`` seconds before each bot turn starts (none for the secret setup
        choices, none once a person is to move again)."""
        self.play.run_bots()

    @user_action
    def hint(self) -> None:
        self.play.hint()

    @user_action
    def auto(self) -> None:
        self.play.auto()

    @user_action
    def ready(self) -> None:
        self.revealed = self.acting_seat()
        self.refresh()

    @user_action
    def undo(self) -> None:
        if self.lesson is not None:
            self.lessons.undo()
            return
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
        self.play.after_undo()
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
        self.refresh_save_link()

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

    # ================================================================ lessons
    # the lesson desk (:mod:`.lesson_desk`) runs the lesson; these are the user actions on it
    def _sync_lesson(self, zoom: bool = True) -> None:
        self.lessons.sync(zoom)

    @user_action
    def reset_progress(self) -> None:
        """Forget every lesson done (in this browser too)."""
        self.lessons.reset_progress()

    @user_action
    def show_learn(self) -> None:
        """The Learn page: the courses and the learner's progress."""
        self.leave_teaching()
        self.learn_page.refresh()
        self.topbar.refresh(in_game=False)
        self.render_message()
        self.page.children = [self.learn_page.box]

    @user_action
    def start_learning(self) -> None:
        """*New to Ticket to Ride? Start here*: the first lesson not finished yet."""
        self.open_lesson(self.learn_page.next_lesson().id)

    @user_action
    def open_lesson(self, lesson_id: str, step: int = 0) -> None:
        """Start lesson ``lesson_id`` (or a :class:`~ttrwidgets.lessons.Lesson` read from a
        file) at ``step``, in teacher mode if the Learn page says so."""
        self.lessons.open(lesson_id, step)

    def lesson_course(self):
        """The course the lesson belongs to (a lesson from elsewhere: a course of its own)."""
        return self.lessons.course()

    def next_lesson_after(self, lesson_id: str):
        """The lesson after ``lesson_id`` in its course (None after the last)."""
        return self.lessons.next_after(lesson_id)

    def lesson_panel(self):
        """The lesson panel of the page the lesson is on."""
        return self.lessons.panel()

    def lesson_feedback(self, lang: str) -> str:
        """How the learner's last try went, in ``lang`` ("" when nothing is to be said)."""
        return self.lessons.feedback_text(lang)

    def board_zoomed(self) -> bool:
        return self.board is not None and self.board.zoom[0] > 1

    def lesson_tried(self, out) -> None:
        """The answer to a try task's move (a controller's board click probes it)."""
        self.lessons.tried(out)

    def lesson_clicked(self, hit) -> None:
        """A click on the board while the lesson's task is a click: the one asked or not."""
        self.lessons.clicked(hit)

    @user_action
    def lesson_click(self, kind: str, index: int) -> None:
        """Click route or city ``index`` as the board would (tests, the widget driver)."""
        self.play.click(Hit(kind, index))

    @user_action
    def lesson_answer(self, i: int) -> None:
        """Answer the step's question with choice ``i``."""
        self.lessons.answer(i)

    @user_action
    def lesson_show(self) -> None:
        """*Show me*: play the step's solution (point at the target, pick the answer)."""
        self.lessons.show()

    @user_action
    def lesson_next(self) -> None:
        """*Next*: the next step, or after the last one the next lesson."""
        self.lessons.next()

    @user_action
    def lesson_back(self) -> None:
        self.lessons.back()

    @user_action
    def lesson_zoom(self) -> None:
        """Zoom to the step's part of the board, or back to the whole board."""
        self.lessons.zoom()

    @user_action
    def lesson_play(self) -> None:
        """Leave the lesson for a real game of its game (the learner against bots)."""
        self.lessons.play()

    def lesson_for_rule(self, rule_id: str):
        """(lesson id, step) of the lesson teaching ``rule_id`` in this game's course."""
        return self.lessons.for_rule(rule_id)

    @user_action
    def learn_rule(self, rule_id: str) -> None:
        """Open the lesson step that teaches ``rule_id`` (from a game's explanation or log)."""
        found = self.lesson_for_rule(rule_id)
        if found is None:
            self.say(lambda lang: t("lesson.no-lesson", lang, rule=rule_id))
            return
        self.open_lesson(*found)

    def _on_link(self, value: str) -> None:
        if value.startswith("rule:"):
            self.learn_rule(value[len("rule:"):])
        elif value.startswith("puzzle:"):
            self.open_puzzle(value[len("puzzle:"):])

    # ================================================================ puzzles
    @user_action
    def show_puzzles(self) -> None:
        """The Puzzles page: every puzzle by kind and game, with the learner's progress."""
        self.lesson = None
        self.puzzle = None
        self.puzzles_page.refresh()
        self.topbar.refresh(in_game=False)
        self.render_message()
        self.page.children = [self.puzzles_page.box]

    @user_action
    def open_puzzle(self, x) -> None:
        """Play a puzzle on the game page: a listed puzzle's id, or a
        :class:`~ttrwidgets.puzzles.model.Puzzle` (a file from disk)."""
        self.puzzles.open(x)

    def show_puzzle(self, run) -> None:
        """Put puzzle ``run`` (the desk's :class:`~.puzzles.PuzzleRun`) on its game's page:
        its position, every seat a person, nothing selected, no hint (its game's controller
        sets the page up: :meth:`~.play.Play.show_puzzle`). The board then selects answers; it
        plays no move."""
        self.leave_teaching()
        self.play_for(run.puzzle.game).show_puzzle(run)
        self.puzzle = run
        self.explain = (0, 0)
        self.say("")
        self.refresh()

    @user_action
    def puzzle_of_the_day(self) -> None:
        self.puzzles.open_of_the_day()

    @user_action
    def reset_puzzle_progress(self) -> None:
        """Forget every puzzle solved (in this browser too)."""
        self.puzzles.reset_progress()

    # ================================================================ the graph lab
    @user_action
    def show_lab(self) -> None:
        """The Graph lab page (:mod:`.lab`; made on first use)."""
        if getattr(self, "lab_page", None) is None:
            from .lab import LabPage
            self.lab_page = LabPage(self)
        self.lesson = None
        self.puzzle = None
        self.topbar.refresh(in_game=False)
        self.render_message()
        self.page.children = [self.lab_page.box]
        self.lab_page.refresh()

    def open_lab_link(self, query: str) -> None:
        """Open the Graph lab as a lab link says (``board=europe&alg=dijkstra&...``)."""
        self.show_lab()
        self.lab_page.apply_preset(query)

    def _on_lab_page(self) -> bool:
        return getattr(self, "lab_page", None) is not None and self.on_page(self.lab_page)
