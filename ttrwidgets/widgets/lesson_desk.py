"""The app's lesson side: taking a lesson on the game page of its game.

:class:`LessonDesk` runs the lesson being taken (``app.lesson``, a
:class:`~ttrwidgets.lessons.run.LessonRun`): opening it, moving between its steps, a learner's
move or click or answer checked against the step's task, *Show me*, the graded hints, the
words of how the last try went (``feedback``), the learner's progress kept in the browser
(``app.progress``, :class:`~.learn.Progress`) and the lesson that teaches a rule. What is
legal is the engine's decision and what a task asks the lesson's (:mod:`ttrwidgets.lessons`);
the lesson's session is shown by its family's play controller (``sync_lesson``). The app's
lesson buttons and links call these methods through the app's user actions, so a failure is
a visible message.
"""
from __future__ import annotations

from ..core.family import family
from ..lessons import Course
from ..lessons import course as lesson_course
from ..lessons import courses as lesson_courses
from ..lessons import lesson as find_lesson
from ..lessons import teaching
from ..lessons.run import LessonRun
from .learn import Progress
from .texts import t

__all__ = ["LessonDesk"]


class LessonDesk:
    """The lesson being taken in one app, and the learner's progress (``app.lessons``)."""

    def __init__(self, app):
        self.app = app
        self.feedback = None                 # lang -> text: how the last try went

    # ---------------------------------------------------------------- progress
    def progress_loaded(self, text: str) -> None:
        """The browser sent the progress it kept (once per page load)."""
        app = self.app
        app.progress = Progress.from_text(text)
        if app.on_page("learn_page"):
            app.learn_page.refresh()
        elif app.lesson is not None and app.on_game_page():
            self.panel().refresh()

    def save_progress(self) -> None:
        store = self.app.store
        if store.ready:                      # never before the browser's copy has been read
            store.value = self.app.progress.to_text()

    def reset_progress(self) -> None:
        app = self.app
        app.progress = Progress()
        self.save_progress()
        app.say_t("learn.reset-done")
        app.learn_page.refresh()

    def done(self) -> None:
        """The step's task is done (or shown): marked in the progress, kept in the browser."""
        run = self.app.lesson
        self.app.progress.record(run)          # done, shown, mastered, rules to review
        self.save_progress()

    # ---------------------------------------------------------------- opening, moving
    def open(self, lesson_id, step: int = 0) -> None:
        """Start lesson ``lesson_id`` (or a :class:`~ttrwidgets.lessons.Lesson` read from a
        file) at ``step``, in teacher mode if the Learn page says so."""
        app = self.app
        if isinstance(lesson_id, str):
            try:
                x = find_lesson(lesson_id)
            except KeyError:
                app.say(lambda lang: t("lesson.unknown", lang, id=lesson_id))
                return
        else:
            x = lesson_id
        app.puzzle = None
        app.lesson = LessonRun(x, step, teacher=app.learn_page.w_teacher.value)
        self.feedback = (lambda lang: t("lesson.teacher", lang)) if app.lesson.teacher \
            else None
        app.say("")
        self.sync()

    def sync(self, zoom: bool = True) -> None:
        """Show the lesson's step: its session on its family's page (the route board zoomed
        to it; the grid board rings its focus)."""
        app = self.app
        app.play_for(app.lesson.lesson.game).sync_lesson(zoom)

    def course(self):
        """The course the lesson belongs to (a lesson from elsewhere: a course of its own)."""
        x = self.app.lesson.lesson
        c = lesson_course(x.game)
        return c if any(y.id == x.id for y in c.lessons) else Course(x.game, (x,))

    @staticmethod
    def next_after(lesson_id: str):
        """The lesson after ``lesson_id`` in its course (None after the last)."""
        c = next((c for c in lesson_courses() if any(y.id == lesson_id for y in c.lessons)),
                 None)
        if c is None:
            return None
        ids = [y.id for y in c.lessons]
        if lesson_id not in ids:
            return None
        i = ids.index(lesson_id)
        return c.lessons[i + 1] if i + 1 < len(c.lessons) else None

    def panel(self):
        """The lesson panel of the page the lesson is on."""
        app = self.app
        if app.lesson is not None:
            return app.play_for(app.lesson.lesson.game).lesson_panel()
        return app.game_page.lesson

    def feedback_text(self, lang: str) -> str:
        return self.feedback(lang) if self.feedback else ""

    def next(self) -> None:
        """*Next*: the next step, or after the last one the next lesson."""
        run = self.app.lesson
        if run.next():
            self.feedback = None
            self.sync()
            return
        nxt = self.next_after(run.lesson.id)
        if run.k == len(run.lesson.steps) - 1 and nxt is not None and \
                (run.is_done() or run.teacher):
            self.open(nxt.id)

    def back(self) -> None:
        if self.app.lesson.back():
            self.feedback = None
            self.sync()

    def undo(self) -> None:
        """Undo in a lesson: the lesson's own undo (the step's position at most)."""
        app = self.app
        if not app.lesson.undo():
            app.say_t("undo.none")
            return
        self.feedback = None
        self.sync(zoom=False)

    def play(self) -> None:
        """Leave the lesson for a real game of its game (the learner against bots)."""
        app = self.app
        x = app.lesson.lesson
        opts = x.scenario.get("options", {})
        n = opts.get("players", 2)
        bot = family(x.game).DEFAULT_BOT
        app.start_game(game=x.game, players=n, seats=["human"] + [bot] * (n - 1),
                       **app.play_for(x.game).options_from_scenario(opts))

    def for_rule(self, rule_id: str):
        """(lesson id, step) of the lesson teaching ``rule_id`` in this game's course."""
        app = self.app
        game = app.state.rules.game if app.session is not None else "europe"
        return teaching(game).get(rule_id)

    # ---------------------------------------------------------------- the learner's tries
    def _hint_text(self, lang: str) -> str:
        """The graded hint after the wrong tries so far (the run counts them)."""
        hint = self.app.lesson.hint(lang)
        return f" {hint}" if hint else ""

    def act(self, action) -> None:
        """A learner's action in a lesson: the rules' refusal or the lesson's hint (nothing
        changes), or played and checked against the task."""
        app = self.app
        out = app.lesson.try_action(action)
        if out.kind in ("refused", "allowed"):
            self.tried(out)
            return
        if out.kind == "illegal":
            err = out.error
            self.feedback = lambda lang: f"✗ {err.message(lang)}"
            self.panel().refresh()
            return
        if out.kind in ("not-task", "finished"):
            key = "lesson.not-task" if out.kind == "not-task" else "lesson.finished"
            self.feedback = lambda lang: f"✗ {t(key, lang)}" + (
                self._hint_text(lang) if out.kind == "not-task" else "")
            app.selection = None
            app.refresh()
            return
        self.feedback = None if out.kind == "done" else (lambda lang: t("lesson.more", lang))
        if out.kind == "done":
            self.done()
        app.selection = None
        app.say("")
        app.explain = (len(app.session.entries) - 1, 0)
        app.refresh()

    def tried(self, out) -> None:
        """The answer to a try task's move: the engine's refusal (the lesson), a move the
        rules allow (not played), or a refusal for another reason (with the hint)."""
        app = self.app
        if out.kind == "refused":              # a try task: the refusal is the lesson
            err = out.error
            self.feedback = lambda lang: f"{t('lesson.refused', lang)} {err.message(lang)}"
            self.done()
            app.selection = None
            app.refresh()
            return
        elif out.kind == "allowed":
            self.feedback = lambda lang: f"✗ {t('lesson.allowed', lang)}" + \
                self._hint_text(lang)
        elif out.kind == "illegal":
            err = out.error
            self.feedback = lambda lang: f"✗ {err.message(lang)}" + self._hint_text(lang)
        else:
            self.feedback = lambda lang: f"✗ {t('lesson.finished', lang)}"
        app.selection = None
        app.refresh()

    def clicked(self, hit) -> None:
        """A click on the board while the lesson's task is a click: the one asked or not."""
        app = self.app
        run = app.lesson
        if hit is None or hit.kind not in run.family.click_kinds:
            out_kind = "wrong"
        else:
            out_kind = run.click(hit.kind, hit.index).kind
        if out_kind == "done":
            self.feedback = None
            # the route board marks the answer as its selection; the grid board draws the
            # lesson's click itself (its selection would be a rail or marker preview)
            app.selection = app.play.lesson_selection(run)
            self.done()
        else:
            self.feedback = lambda lang: f"✗ {t('lesson.wrong', lang)}" + self._hint_text(lang)
        app.say("")
        app.refresh()

    def answer(self, i: int) -> None:
        """Answer the step's question with choice ``i``."""
        run = self.app.lesson
        out = run.answer(i)
        if out.kind == "done":
            self.feedback = None
            self.done()
        else:                       # the mistake this answer shows, then the next hint
            fb = run.feedback
            self.feedback = lambda lang: (f"✗ {t('lesson.wrong', lang)} {fb(lang)}".rstrip()
                                          + self._hint_text(lang))
        self.panel().refresh()

    def show(self) -> None:
        """*Show me*: play the step's solution (point at the target, pick the answer)."""
        run = self.app.lesson
        run.show_me()
        err = run.refusal                      # a try task: Show me tries it and reads why
        self.feedback = (lambda lang: f"{t('lesson.refused', lang)} {err.message(lang)}") \
            if err is not None else None
        self.done()
        self.sync(zoom=False)

    def zoom(self) -> None:
        """Zoom to the step's part of the board, or back to the whole board."""
        app = self.app
        app.board.zoom_to(None if app.board_zoomed() else app.lesson.step.focus)
        self.panel().refresh()
