"""The app: the coordinator of its pages and of one game session, whatever the game's family.

A thin shell. It holds a session (the game and its history, of any family) and a little view
state (language, what is selected, which explanation step is shown, the hint), composes the
pages and desks below, shows one page at a time and the message, and never asks which family a
game is: the game on screen is played through the play controller its family names
(``APP_PLAY``; :mod:`.play`), ``app.play`` --
:class:`~ttrwidgets.ttr.ui.route_play.RoutePlay` (the route board, the game page) or
:class:`~ttrwidgets.trans.ui.trans_app.TransController` (the grid board, the Trans page); each
controller builds its family's pages (``Play.pages``). Every decision about the rules is the
engine's; what the screen may show is the family's view for the seat at the screen.

What it composes, each a module with one job:

* :mod:`.topbar`, :mod:`.start` (the start page), :mod:`.handover` (the hot-seat hand-over
  page); the family's pages through its controller (:mod:`ttrwidgets.ttr.ui.route_play`,
  :mod:`ttrwidgets.trans.ui.trans_app`);
* :mod:`.opening` -- starting a game, opening a saved game, scenario or puzzle file;
* :mod:`.game_desk` -- the game on screen: who is who, a move and the bots after it, undo,
  save, the explanation shown;
* :mod:`.learn` and :mod:`.lesson_desk` -- the Learn page, the lesson being taken;
* :mod:`.puzzles`, :mod:`.puzzle_desk`, :mod:`.puzzle_list` -- the Puzzles page, the puzzle
  being solved (a click selects an answer; it never plays a move), the list and progress;
* :mod:`.lab` -- the Graph lab page (made on first use).

The app's methods are the user actions (:func:`user_action`; a controller's own are
:func:`~.play.play_action`), the one way both a click and code (tests, lessons) change
anything; most hand their call to the desk or controller named above. Every handler runs
through :meth:`TTRApp.safe`: a refusal of the rules is shown in the learner's language with its
rule id, any other exception becomes a visible message instead of a silent dead button.

Driving it from code (tests, lessons)::

    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    app.play.keep_tickets([0, 1])           # answer the setup choice (the route controller)
    app.board.click_route(12)               # opens the preview
    app.confirm()                           # claims with the selected payment
"""
from __future__ import annotations

import functools
import random
import sys
import traceback

import ipywidgets as W

from ..core import i18n
from ..core.errors import TTRError
from ..core.family import family
from ..core.registry import game as game_info
from ..core.session import Session
from ..lessons.run import LessonRun
from . import opening
from .board import BoardWidget
from .chips import esc
from .handover import HandoverPage
from .game_desk import GameDesk
from .learn import LearnPage, Progress
from .lesson_desk import LessonDesk
from .opening import is_puzzle_json
from .play import Play, page_owners, play_for_game
from .puzzle_desk import PuzzleDesk
from .puzzles import PuzzlesPage
from .start import READABLE_PACE, StartPage
from .style import CSS
from .texts import t
from .topbar import TopBar
from .web import BrowserStore, KeyListener, LinkListener

__all__ = ["TTRApp", "user_action", "is_puzzle_json"]


def user_action(fn):
    """Mark a method a user can trigger (by a click or from code, as lessons and tests do):
    refusals and errors become the visible message, exactly as for a click."""
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        return self.safe(fn)(self, *args, **kwargs)
    return wrapper


def _to(desk: str, fn, action: bool = False):
    """An app method that hands its call to the same method of ``app.<desk>`` (its desk or
    play controller; ``fn``: that method, for its name and words); ``action``: a user action
    (:func:`user_action`)."""
    name = fn.__name__

    def call(self, *args, **kwargs):
        return getattr(getattr(self, desk), name)(*args, **kwargs)
    call.__name__, call.__doc__ = name, fn.__doc__
    return user_action(call) if action else call


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
        self.save_file = None                   # (entry, file name, base64): the save link
        self.hint_advice = None                 # (entry, bot advice): the hint shown on the board
        self.lesson: LessonRun | None = None     # the lesson being taken (on the game page)
        self.progress = Progress()              # lessons done, kept in the browser
        self.game_desk = GameDesk(self)         # who is who, moves, undo, save, explanation
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
        # the other pages are made on first use (:meth:`built`): the Learn and Puzzles pages
        # here, each family's pages by its play controller (``app.game_page``, ...:
        # ``Play.PAGES``). A page load then sends the browser 203 widget models, not 973.
        self.handover_page = HandoverPage(self)
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

    # ================================================================ pages made on first use
    @functools.cached_property
    def learn_page(self) -> LearnPage:
        return LearnPage(self)

    @functools.cached_property
    def puzzles_page(self) -> PuzzlesPage:
        return PuzzlesPage(self)

    def __getattr__(self, name: str):
        """A family's page by the name its play controller gives it (``app.game_page``):
        made, with its controller, on first use. Called only for names not found otherwise."""
        owner = page_owners().get(name) if not name.startswith("_") else None
        if owner is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        return getattr(self.play_for(owner), name)

    def built(self, name: str):
        """The page the app reaches as ``name`` (``"learn_page"``, ``"game_page"``, ...) if it
        has been made, else None -- without making it."""
        if name in self.__dict__:
            return self.__dict__[name]
        owner = page_owners().get(name)
        if owner is None:
            return None
        play = self.plays.get(family(owner).APP_PLAY)
        return None if play is None else play.built(name)

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
    # a new game, a file opened: :mod:`.opening`
    start_game = user_action(opening.start_game)
    load_file = user_action(opening.load_file)
    load_text = user_action(opening.load_text)

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
        self.hint_advice = None

    @property
    def state(self):
        return self.session.state

    # ================================================================ the game on screen
    # who is who, a move, undo, save, the explanation shown: the game desk's (.game_desk)
    acting_seat = _to("game_desk", GameDesk.acting_seat)
    _hot_seat = _to("game_desk", GameDesk.hot_seat)
    viewer = _to("game_desk", GameDesk.viewer)
    needs_handover = _to("game_desk", GameDesk.needs_handover)
    seat_or_current = _to("game_desk", GameDesk.seat_or_current)
    current_step = _to("game_desk", GameDesk.current_step)
    hinted = _to("game_desk", GameDesk.hinted)
    set_hint = _to("game_desk", GameDesk.set_hint)
    refresh_save_link = _to("game_desk", GameDesk.refresh_save_link)
    _on_key = _to("game_desk", GameDesk.on_key)
    act = _to("game_desk", GameDesk.act)
    after_move = _to("game_desk", GameDesk.after_move)
    _after_undo = _to("game_desk", GameDesk.after_undo)
    select = lesson_click = _to("game_desk", GameDesk.select, action=True)
    cancel = _to("game_desk", GameDesk.cancel, action=True)
    ready = _to("game_desk", GameDesk.ready, action=True)
    undo = _to("game_desk", GameDesk.undo, action=True)
    go_back = _to("game_desk", GameDesk.go_back, action=True)
    save = _to("game_desk", GameDesk.save, action=True)
    step_explain = _to("game_desk", GameDesk.step_explain, action=True)
    # what differs by family: the play controller's (.play)
    seen = _to("play", Play.seen)
    steps_of = _to("play", Play.steps_of)
    run_bots = _to("play", Play.run_bots)
    confirm = _to("play", Play.confirm, action=True)
    hint = _to("play", Play.hint, action=True)
    auto = _to("play", Play.auto, action=True)

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
        """Is ``page`` (a part with a ``box``, or the name of one: ``"learn_page"``) the page
        shown? A page named but never made is not."""
        if isinstance(page, str):
            page = self.built(page)
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


    def _on_lang(self, change) -> None:
        self.lang = change["new"]
        if self._on_lab_page():
            self.show_lab()
        elif self.on_page("learn_page"):
            self.show_learn()
        elif self.on_page("puzzles_page"):
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
        if self.on_page("learn_page") or self.on_page("puzzles_page"):
            return
        if self._on_lab_page():
            self.lab_page.refresh()
            return
        if self.session is None or self.on_page(self.start_page):
            self._show_start_board()
        else:
            self.refresh()

    # ================================================================ lessons
    # the lesson desk (:mod:`.lesson_desk`) runs the lesson; these are the user actions on it
    _sync_lesson = _to("lessons", LessonDesk.sync)
    reset_progress = _to("lessons", LessonDesk.reset_progress, action=True)
    open_lesson = _to("lessons", LessonDesk.open, action=True)
    lesson_course = _to("lessons", LessonDesk.course)
    next_lesson_after = _to("lessons", LessonDesk.next_after)
    lesson_panel = _to("lessons", LessonDesk.panel)
    lesson_feedback = _to("lessons", LessonDesk.feedback_text)
    lesson_tried = _to("lessons", LessonDesk.tried)
    lesson_clicked = _to("lessons", LessonDesk.clicked)
    lesson_answer = _to("lessons", LessonDesk.answer, action=True)
    lesson_show = _to("lessons", LessonDesk.show, action=True)
    lesson_next = _to("lessons", LessonDesk.next, action=True)
    lesson_back = _to("lessons", LessonDesk.back, action=True)
    lesson_zoom = _to("lessons", LessonDesk.zoom, action=True)
    lesson_play = _to("lessons", LessonDesk.play, action=True)
    lesson_for_rule = _to("lessons", LessonDesk.for_rule)

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

    def board_zoomed(self) -> bool:
        return self.board is not None and self.board.zoom[0] > 1

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

    # the puzzle desk (:mod:`.puzzle_desk`) runs the puzzle; these are the user actions on it
    open_puzzle = _to("puzzles", PuzzleDesk.open, action=True)
    puzzle_of_the_day = _to("puzzles", PuzzleDesk.open_of_the_day, action=True)
    reset_puzzle_progress = _to("puzzles", PuzzleDesk.reset_progress, action=True)

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

    # ================================================================ the graph lab
    @functools.cached_property
    def lab_page(self):
        from .lab import LabPage
        return LabPage(self)

    @user_action
    def show_lab(self) -> None:
        """The Graph lab page (:mod:`.lab`; made on first use)."""
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
        return self.on_page("lab_page")
