"""The app's per-family play controller: what the app asks the family of the game on screen.

The app (:class:`~ttrwidgets.widgets.app.TTRApp`) holds the generic parts -- the session's
history, undo and save, hot-seat hand-over, the bots' pace, messages, keys, language, lessons
and puzzles -- and never asks which family a game is: every family names its controller class
in its ``APP_PLAY`` (:class:`ttrwidgets.core.family.Family`), the app makes one controller per
family (``Class(app)``) and delegates the game on screen to it (``app.play``). A controller is
composed into the app, not mixed in: it keeps its own view state and reaches the app only
through the app's public methods (``app.begin``, ``app.put_session``, ``app.act``,
``app.say``, ``app.refresh``, ...).

:class:`Play` documents the methods and gives the defaults; the Ticket to Ride controller is
:class:`~ttrwidgets.ttr.ui.route_play.RoutePlay`, the Trans one
:class:`~ttrwidgets.trans.ui.trans_app.TransController`.
"""
from __future__ import annotations

import functools

from ..core.family import family, family_of_record, resolve

__all__ = ["Play", "play_action", "play_for_game", "play_for_record", "page_owners", "NOBODY"]

#: The viewer while the device is handed over: nobody's seat (the family protocol's ``view``
#: takes ``-1`` for it).
NOBODY = -1


def play_action(fn):
    """Mark a controller method a user can trigger (a click, or code as tests and lessons do):
    refusals and errors become the app's visible message, as for the app's own actions."""
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        return self.app.safe(fn)(self, *args, **kwargs)
    return wrapper


class Play:
    """The play controller of one family in one app (``Play(app)``)."""

    #: The key of the hand-over page's button text (``texts.py``).
    ready_key = "ready"
    #: Does a click on the route board (the Ticket to Ride game page's board) play here?
    route_board = False

    def __init__(self, app):
        self.app = app

    #: The pages this controller builds for its games, by the name the app reaches them
    #: under (the route controller: ``("game_page",)``, ``app.game_page``). Each is an
    #: attribute of the controller made on first use (``functools.cached_property``): a page
    #: the learner never opens costs neither the kernel nor the browser anything. The app
    #: builds none of a family's own pages.
    PAGES: tuple = ()

    @property
    def page(self):
        """The page (a :class:`~.base.Part` with a ``box``) this family's games are shown on,
        or None (the controller lays out ``app.page`` itself)."""
        return None

    def built(self, name: str):
        """Page ``name`` of :attr:`PAGES` if it has been made, else None (without making it)."""
        return self.__dict__.get(name)

    # ---- starting
    def start(self, game: str, players: int, seats, seed: int, pace: float, teaching: bool,
              options: dict) -> None:
        """Start a new game of ``game`` (``options``: the family's ``START_OPTIONS`` chosen)."""
        raise NotImplementedError

    def begin(self, session, pace: float, teaching: bool) -> None:
        """Show ``session`` (a new or loaded game) from its newest move, the bots moved."""
        app = self.app
        app.leave_teaching()
        app.put_session(session, pace, teaching)
        self.reset_view()
        app.run_bots()
        app.explain = (len(session.entries) - 1, 0)
        app.refresh()

    def put(self, session) -> None:
        """``session`` is about to be shown (``app.session`` is still the one before): reset
        this family's view state for it and make its board."""

    def reset_view(self) -> None:
        """A game begins: the board as a whole (no zoom)."""

    def options_from_scenario(self, options: dict) -> dict:
        """The start options of a real game like a scenario's (a lesson's *Play* button)."""
        return {}

    # ---- showing
    def show_start_board(self, info) -> None:
        """The empty board of game ``info`` beside the start page's form."""

    def refresh(self) -> None:
        """Build the screen of the game on screen."""
        raise NotImplementedError

    def seen(self):
        """What the viewer (``app.viewer()``) may see of the state on screen: the family's
        ``view``."""
        app = self.app
        return family(app.state.rules.game).view(app.state, app.viewer())

    def steps_of(self, entry: int) -> list:
        """The steps of a move as the viewer may read them."""
        return list(self.app.session.entries[entry].steps)

    def round_summary(self):
        """The entry that ended a round while its summary is shown, else None."""
        return None

    def after_undo(self) -> None:
        """The game went back: forget the view state of the moves undone."""

    # ---- playing
    def click(self, hit) -> None:
        """A click on this family's board (``hit``: the render's ``Hit``, or None)."""
        self.app.say_t("click.nothing")

    def enter(self) -> None:
        """The Enter key on the game page."""

    def confirm(self, option=None) -> None:
        """Confirm what is previewed."""
        raise NotImplementedError

    def run_bots(self) -> None:
        """Let the bots move until a person must decide."""
        raise NotImplementedError

    def hint(self) -> None:
        raise NotImplementedError

    def auto(self) -> None:
        raise NotImplementedError

    # ---- lessons
    def sync_lesson(self, zoom: bool = True) -> None:
        """Show the lesson's step (its session) on this family's page."""
        raise NotImplementedError

    def lesson_panel(self):
        """The lesson panel of this family's page."""
        raise NotImplementedError

    def lesson_selection(self, run):
        """What the board marks after a lesson's click task is answered."""
        return None

    # ---- puzzles
    def show_puzzle(self, run) -> None:
        """Put the position of puzzle ``run`` (a :class:`~.puzzles.PuzzleRun`) on this
        family's page (``app.put_session``); the app sets ``app.puzzle`` and redraws."""
        raise NotImplementedError

    def puzzle_panel(self):
        """The puzzle panel of this family's page."""
        raise NotImplementedError


def play_for_game(app, game_id: str) -> Play:
    """The app's controller of the family that plays ``game_id`` (one per family and app)."""
    return _controller(app, family(game_id).APP_PLAY)


def play_for_record(app, data) -> tuple:
    """(the family that reads a decoded file, its app controller)."""
    fam = family_of_record(data)
    return fam, _controller(app, fam.APP_PLAY)


def page_owners() -> dict:
    """Every family controller's page name (:attr:`Play.PAGES`) -> a game id of that family
    (worked out again when a family is registered or removed)."""
    from ..core.registry import family_modules, games
    mods = family_modules()
    if _PAGE_OWNERS[0] is not mods:
        owners: dict = {}
        for info in games():
            for name in resolve(family(info.id).APP_PLAY).PAGES:
                owners.setdefault(name, info.id)
        _PAGE_OWNERS[:] = [mods, owners]
    return _PAGE_OWNERS[1]


_PAGE_OWNERS: list = [None, {}]      # [the registry's family modules, the owners then]


def _controller(app, ref: str) -> Play:
    plays = app.plays
    if ref not in plays:
        plays[ref] = resolve(ref)(app)
    return plays[ref]
