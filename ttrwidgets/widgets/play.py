"""The app's per-family play controller: what the app asks the family of the game on screen.

The app (:class:`~ttrwidgets.widgets.app.TTRApp`) holds the generic parts -- the session's
history, undo and save, hot-seat hand-over, the bots' pace, messages, keys, language -- and
never asks which family a game is: every family names its controller class in its
``APP_PLAY`` (:class:`ttrwidgets.core.family.Family`), and the app delegates to it.
:class:`Play` documents the methods and gives the defaults; the Ticket to Ride controller is
:class:`~ttrwidgets.widgets.route_play.RoutePlay`, the Trans one
:class:`~ttrwidgets.widgets.trans_app.TransController`.
"""
from __future__ import annotations

from ..core.family import family, family_of_record, resolve

__all__ = ["Play", "play_for_game", "play_for_record"]


class Play:
    """The play controller of one family in one app (``Play(app)``)."""

    #: The key of the hand-over page's button text (``texts.py``).
    ready_key = "ready"
    #: Does a click on the route board (the Ticket to Ride game page's board) play here?
    route_board = False

    def __init__(self, app):
        self.app = app

    # ---- starting
    def start(self, game: str, players: int, seats, seed: int, pace: float, teaching: bool,
              options: dict) -> None:
        """Start a new game of ``game`` (``options``: the family's ``START_OPTIONS`` chosen)."""
        raise NotImplementedError

    def begin(self, session, pace: float, teaching: bool) -> None:
        """Show ``session`` (a loaded game) from its newest move, the bots moved."""
        raise NotImplementedError

    def options_from_scenario(self, options: dict) -> dict:
        """The start options of a real game like a scenario's (a lesson's *Play* button)."""
        return {}

    # ---- showing
    def show_start_board(self, info) -> None:
        """The empty board of game ``info`` beside the start page's form."""

    def refresh(self) -> None:
        """Build the screen of the game on screen."""
        raise NotImplementedError

    def steps_of(self, entry: int) -> list:
        """The steps of a move as the viewer may read them."""
        return list(self.app.session.entries[entry].steps)

    def round_summary(self):
        """The entry that ended a round while its summary is shown, else None."""
        return None

    # ---- playing
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


def play_for_game(app, game_id: str) -> Play:
    """The app's controller of the family that plays ``game_id`` (one per family and app)."""
    return _controller(app, family(game_id).APP_PLAY)


def play_for_record(app, data) -> tuple:
    """(the family that reads a decoded file, its app controller)."""
    fam = family_of_record(data)
    return fam, _controller(app, fam.APP_PLAY)


def _controller(app, ref: str) -> Play:
    plays = app.__dict__.setdefault("_plays", {})
    if ref not in plays:
        plays[ref] = resolve(ref)(app)
    return plays[ref]
