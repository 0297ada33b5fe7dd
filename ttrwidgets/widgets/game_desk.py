"""The game on screen, whatever its family: :class:`GameDesk` -- who is who (the seat the app
waits for, the seat that looks at the screen, the hot-seat hand-over), the explanation shown and
the hint, the user actions every game shares (a move handed to the engine, the bots after it,
ready, undo and going back, saving, stepping through the explanation, the Enter and Escape
keys).

The app (:class:`~.app.TTRApp`) holds the state (``session``, ``selection``, ``explain``,
``revealed``, ``teaching``, ``hint_advice``, ``save_file``) and hands these calls to its desk
(``app.game_desk``), as it hands a lesson's to :mod:`.lesson_desk` and a puzzle's to
:mod:`.puzzle_desk`; what differs by family is the play controller's (``app.play``,
:mod:`.play`). The desk reaches the app only through its public names, and the other actions
through the app (so a test or a lesson that replaces one of the app's methods is obeyed).
"""
from __future__ import annotations

import base64

from ..render import Hit
from .chips import esc
from .play import NOBODY
from .texts import t

__all__ = ["GameDesk"]


class GameDesk:
    """The user actions and the who-is-who of the game on screen (``GameDesk(app)``)."""

    def __init__(self, app):
        self.app = app

    def acting_seat(self) -> int | None:
        """The human seat whose decision the app is waiting for (None: bots or game over)."""
        app = self.app
        humans = app.session.active_humans()
        if not humans:
            return None
        if app.revealed in humans:
            return app.revealed
        return humans[0]

    def hot_seat(self) -> bool:
        app = self.app
        return not app.teaching and sum(k == "human" for k in app.session.kinds) > 1

    def viewer(self) -> int | None:
        """The seat that looks at the screen: None in teaching mode (and when only bots play):
        every hand; the human seat against bots; in hot-seat play the seat that pressed "ready",
        and :data:`~.play.NOBODY` (nobody's hand) while the device is handed
        over or before anyone is ready."""
        app = self.app
        if app.puzzle is not None:
            return app.puzzle.puzzle.player     # a puzzle is about one seat: its hand shows
        if app.teaching:
            return None
        humans = [i for i, k in enumerate(app.session.kinds) if k == "human"]
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if app.revealed is None or app.needs_handover():
            return NOBODY
        return app.revealed

    def needs_handover(self) -> bool:
        app = self.app
        if app.puzzle is not None or not self.hot_seat() or app.state.game_over:
            return False
        if app.round_summary() is not None:   # a round's scoring shows every hand anyway
            return False
        seat = app.acting_seat()
        return seat is not None and seat != app.revealed

    def current_step(self):
        """The explanation step shown (None: the move has none)."""
        app = self.app
        e, k = app.explain
        steps = app.steps_of(min(e, len(app.session.entries) - 1))
        return steps[min(k, len(steps) - 1)] if steps else None

    def hinted(self):
        """The hint's advice while it is still about the position on screen, else None."""
        app = self.app
        if app.hint_advice and app.session and app.hint_advice[0] is app.session.entries[-1]:
            return app.hint_advice[1]
        return None

    def set_hint(self, advice) -> None:
        """Show a bot's ``advice`` as the hint for the position on screen."""
        app = self.app
        app.hint_advice = (app.session.entries[-1], advice)

    def refresh_save_link(self) -> None:
        app = self.app
        saved = app.save_file
        if saved is None or app.session is None or saved[0] is not app.session.entries[-1]:
            app.save_file = None            # the game moved on: that file is not this game
            app.save_link.value = ""
            return
        _entry, name, data = saved
        app.save_link.value = (f'<a download="{esc(name)}" href="data:application/json;base64,'
                               f'{data}">{esc(t("save.link", app.lang, name=name))}</a>')

    def on_key(self, key: str) -> None:
        app = self.app
        if not app.on_game_page():
            return
        if key == "Escape":
            if app.selection is not None:
                app.cancel()
        elif key == "Enter":
            app.play.enter()

    def select(self, kind: str, index: int) -> None:
        """Open the preview of a route or a city, as a click on the board does."""
        self.app.play.click(Hit(kind, index))

    def cancel(self) -> None:
        app = self.app
        app.selection = None
        app.say("")
        app.refresh()

    def seat_or_current(self) -> int:
        """The acting seat, or (bots to move) the seat whose turn it is: an action sent for it
        is refused by the engine with the reason."""
        app = self.app
        seat = app.acting_seat()
        return app.state.current if seat is None else seat

    def act(self, action) -> None:
        """Hand an action to the engine; on refusal show why and change nothing (a lesson
        checks it against its task; a puzzle's position is not played)."""
        app = self.app
        if app.puzzle is not None:
            app.say_t("puzzle.no-moves")       # a puzzle's position is looked at, not played
            return
        if app.lesson is not None:
            app.lessons.act(action)
            return
        app.session.act(action)           # raises IllegalActionError: nothing changed
        app.selection = None
        app.say("")
        app.explain = (len(app.session.entries) - 1, 0)
        app.after_move()

    def after_move(self) -> None:
        """A move was made: the bots move, the newest move is explained, the screen redrawn."""
        app = self.app
        app.run_bots()
        # the explanation shows the newest move (a bot's, if bots moved after the learner);
        # Back walks to the earlier ones
        app.explain = (len(app.session.entries) - 1, 0)
        app.refresh()

    def ready(self) -> None:
        app = self.app
        app.revealed = app.acting_seat()
        app.refresh()

    def undo(self) -> None:
        app = self.app
        if app.lesson is not None:
            app.lessons.undo()
            return
        if not app.session.undo():
            app.say_t("undo.none")
            return
        self.after_undo()

    def go_back(self, to: int) -> None:
        """Teaching mode's history: go back to the moment after move ``to`` (0: the start)."""
        if self.app.session.undo(to):
            self.after_undo()

    def after_undo(self) -> None:
        app = self.app
        app.selection = None
        app.play.after_undo()
        app.explain = (len(app.session.entries) - 1, 0)
        app.say("")
        app.refresh()

    def save(self) -> None:
        app = self.app
        text = app.session.save_text()
        name = (f"ttr-{app.state.rules.id}-seed{app.state.seed}"
                f"-move{len(app.session.entries) - 1}.json")
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        # the link is for this move only: refresh() removes it as soon as the game moves on
        app.save_file = (app.session.entries[-1], name, data)
        app.refresh_save_link()

    def step_explain(self, delta: int) -> None:
        """Show the next (+1) or previous (-1) explanation step, across moves."""
        app = self.app
        e, k = app.explain
        entries = app.session.entries
        k += delta
        while k < 0 and e > 0:
            e -= 1
            k += max(len(app.steps_of(e)), 1)
        while e < len(entries) - 1 and k >= len(app.steps_of(e)):
            k -= max(len(app.steps_of(e)), 1)
            e += 1
        app.explain = (e, max(0, min(k, max(len(app.steps_of(e)) - 1, 0))))
        app.selection = None
        app.refresh()
