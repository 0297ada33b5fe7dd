"""Learning: the Learn page (the courses, with the learner's progress) and the lesson panel that
leads a lesson on the game page.

The lessons and their checks are :mod:`ttrwidgets.lessons`'; here are only their words and
buttons. A lesson is played on the game page, so the board, the cards, the hand and the dialogs
work exactly as in a game; the lesson panel above them says the step, the task, and how the
last try went. Progress is kept in the browser (:class:`~.web.BrowserStore`) as JSON::

    {"version": 2, "lessons": {"europe.goal": {"done": [0, 1, 2], "shown": [2],
                                               "finished": true}}}

``shown``: the steps done by *Show me*, not by the learner. Version 1 (before the courses were
reordered, when step numbers meant other steps) keeps which lessons were finished (the ids
stayed) and forgets the step numbers.
"""
from __future__ import annotations

import json

import ipywidgets as W

from ..core.registry import game as game_info
from ..core.rulebook import rule
from ..lessons import courses
from .base import Part
from .chips import esc
from .texts import t

__all__ = ["LearnPage", "LessonPanel", "Progress"]

#: Most choices a question offers (model.py allows 6).
MAX_CHOICES = 6


class Progress:
    """Which lesson steps the learner has done, kept as JSON text in the browser.

    >>> p = Progress()
    >>> p.mark("europe.goal", 0, False); p.mark("europe.goal", 1, True)
    >>> p.finished("europe.goal"), p.steps("europe.goal")
    (True, [0, 1])
    >>> Progress.from_text(p.to_text()).finished("europe.goal")
    True
    >>> Progress.from_text("not json").lessons
    {}
    """

    def __init__(self, lessons: dict | None = None):
        self.lessons: dict[str, dict] = lessons or {}

    @classmethod
    def from_text(cls, text: str) -> "Progress":
        """What the browser kept; anything unreadable counts as no progress."""
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            return cls()
        lessons = data.get("lessons") if isinstance(data, dict) else None
        old = not isinstance(data, dict) or data.get("version") != 2   # step numbers changed
        out = {}

        def ints(v):
            return sorted({i for i in v if isinstance(i, int) and not isinstance(i, bool)
                           and 0 <= i < 100}) if isinstance(v, list) and not old else []
        if isinstance(lessons, dict):
            for k, v in lessons.items():
                if isinstance(k, str) and isinstance(v, dict):
                    done = ints(v.get("done", []))
                    out[k] = {"done": done, "shown": [i for i in ints(v.get("shown", []))
                                                      if i in done],
                              "finished": v.get("finished") is True}
        return cls(out)

    def to_text(self) -> str:
        return json.dumps({"version": 2, "lessons": self.lessons}, sort_keys=True)

    def mark(self, lesson_id: str, step: int, finished: bool, shown: bool = False) -> None:
        """Step ``step`` done, by the learner or (``shown``) by Show me."""
        entry = self.lessons.setdefault(lesson_id, {"done": [], "shown": [], "finished": False})
        if step not in entry["done"]:
            entry["done"] = sorted(entry["done"] + [step])
        entry["shown"] = sorted(set(entry.get("shown", [])) - {step} | ({step} if shown else
                                                                        set()))
        entry["finished"] = entry["finished"] or finished

    def finished(self, lesson_id: str) -> bool:
        return self.lessons.get(lesson_id, {}).get("finished", False)

    def steps(self, lesson_id: str) -> list[int]:
        return list(self.lessons.get(lesson_id, {}).get("done", []))

    def shown(self, lesson_id: str) -> list[int]:
        """The steps of ``lesson_id`` that Show me did (shown, not mastered)."""
        return list(self.lessons.get(lesson_id, {}).get("shown", []))


class LearnPage(Part):
    """The Learn page (``box``): start or continue, every course's lessons with progress, the
    teacher mode, and a reset of the progress."""

    def __init__(self, app):
        super().__init__(app)
        self.head = W.HTML()
        self.b_go = self.button("ttr-learn-go", self.go, button_style="success", icon="play")
        self.w_teacher = W.Checkbox(value=False, indent=False, layout=W.Layout(width="auto"))
        self.w_teacher.add_class("ttr-teacher")
        self.lists = W.VBox()
        self.buttons: dict[str, W.Button] = {}
        self.headings: dict[str, W.HTML] = {}
        rows = []
        for c in courses():
            h = W.HTML()
            self.headings[c.game] = h
            rows.append(h)
            for i, x in enumerate(c.lessons):
                b = self.button("ttr-lesson-item", lambda lid=x.id: app.open_lesson(lid),
                                layout=W.Layout(width="100%", justify_content="flex-start"))
                b.add_class(f"ttr-lesson-{x.id.replace('.', '-')}")
                self.buttons[x.id] = b
                rows.append(b)
        self.lists.children = rows
        self.b_reset = self.button("ttr-learn-reset", app.reset_progress, button_style="warning",
                                   icon="trash")
        self.b_start = self.button("ttr-learn-home", app.show_start, icon="home")
        self.box = W.VBox([self.head, app.message, self.b_go, self.w_teacher, self.lists,
                           W.HBox([self.b_reset, self.b_start])],
                          layout=W.Layout(width="640px", max_width="100%", padding="0 8px"))
        self.box.add_class("ttr-learn-page")

    def next_lesson(self):
        """The first lesson not finished (the course order; Europe first), or the first."""
        first = None
        for c in courses():
            for x in c.lessons:
                first = first or x
                if not self.app.progress.finished(x.id):
                    return x
        return first

    def go(self) -> None:
        self.app.open_lesson(self.next_lesson().id)

    def refresh(self) -> None:
        app, lang = self.app, self.app.lang
        p = app.progress
        self.head.value = (f"<h2>{esc(t('learn.title', lang))}</h2>"
                           f"<p>{esc(t('learn.intro', lang))}</p>")
        nxt = self.next_lesson()
        started = any(p.steps(x.id) for c in courses() for x in c.lessons)
        self.b_go.description = (t("learn.continue", lang, title=nxt.text("title", lang))
                                 if started else t("learn.open", lang))
        self.w_teacher.description = t("learn.teacher", lang)
        for c in courses():
            info = game_info(c.game)
            done = sum(p.finished(x.id) for x in c.lessons)
            self.headings[c.game].value = (
                f"<h3>{esc(t('learn.course', lang, game=info.name.get(lang, info.name['en']), done=done, n=len(c.lessons)))}</h3>")
            for i, x in enumerate(c.lessons):
                b = self.buttons[x.id]
                n_done = len([k for k in p.steps(x.id) if k < len(x.steps)])
                mark = "✓ " if p.finished(x.id) else ("… " if n_done else "")
                b.description = t("learn.lesson", lang, mark=mark, i=i + 1,
                                  title=x.text("title", lang))
                b.tooltip = x.text("goal", lang)
                if p.finished(x.id):
                    b.add_class("ttr-lesson-finished")
                else:
                    b.remove_class("ttr-lesson-finished")
        self.b_reset.description = t("learn.reset", lang)
        self.b_start.description = t("learn.back-to-start", lang)


class LessonPanel(Part):
    """The lesson's panel on the game page (``box``): which lesson and step, the sentences, the
    rules they teach, the task and how the last try went, the answers of a question, and the
    way back and on."""

    def __init__(self, app):
        super().__init__(app)
        self.head = W.HTML()
        self.head.add_class("ttr-lesson-head")
        self.say = W.HTML()
        self.say.add_class("ttr-lesson-say")
        self.task = W.HTML()
        self.task.add_class("ttr-lesson-task")
        self.choices = []
        for i in range(MAX_CHOICES):
            b = self.button("ttr-lesson-choice", lambda i=i: app.lesson_answer(i),
                            layout=W.Layout(width="auto", min_width="3em"))
            b.add_class(f"ttr-lesson-choice-{i}")
            self.choices.append(b)
        self.choice_box = W.HBox(self.choices, layout=W.Layout(flex_flow="row wrap"))
        auto = lambda: W.Layout(width="auto", flex="0 0 auto")  # noqa: E731
        self.b_back = self.button("ttr-lesson-back", app.lesson_back, layout=auto())
        self.b_show = self.button("ttr-lesson-show", app.lesson_show, layout=auto(),
                                  button_style="info")
        self.b_next = self.button("ttr-lesson-next", app.lesson_next, layout=auto(),
                                  button_style="success")
        self.b_zoom = self.button("ttr-lesson-zoom", app.lesson_zoom, layout=auto())
        self.b_list = self.button("ttr-lesson-list", app.show_learn, layout=auto())
        self.b_play = self.button("ttr-lesson-play", app.lesson_play, layout=auto())
        self.nav = W.HBox([self.b_back, self.b_show, self.b_next],
                          layout=W.Layout(flex_flow="row wrap"))
        self.more = W.HBox([self.b_zoom, self.b_list, self.b_play],
                           layout=W.Layout(flex_flow="row wrap"))
        self.box = W.VBox([self.head, self.say, self.task, self.choice_box, self.nav, self.more])
        self.box.add_class("ttr-lesson")
        self.box.layout.display = "none"

    def refresh(self) -> None:
        app, lang = self.app, self.app.lang
        run = app.lesson
        if run is None:
            self.box.layout.display = "none"
            return
        self.box.layout.display = ""
        x, step = run.lesson, run.step
        c = app.lesson_course()
        i = c.index(x.id)
        self.head.value = (f"<b>{esc(t('lesson.heading', lang, i=i + 1, n=len(c.lessons), title=x.text('title', lang)))}</b>"
                           f" · {esc(t('lesson.step', lang, k=run.k + 1, n=len(x.steps)))}")
        rules = " ".join(
            f'<span class="ttr-rule" title="{esc(rule(r, x.game).text[lang])}">'
            f'{esc(rule(r, x.game).title[lang])} ({esc(r)})</span>' for r in step.rules)
        self.say.value = (f'<p class="ttr-lesson-text">{esc(step.say[lang])}</p>'
                          + (f'<p class="ttr-lesson-rules">{esc(t("lesson.rules", lang))} '
                             f"{rules}</p>" if rules else ""))
        task = run.task
        kind = "read" if task is None else task.kind
        lines = [t(f"lesson.task.{kind}", lang)]
        fb = app.lesson_feedback(lang)
        if fb:
            lines.append(fb)
        elif run.is_done() and task is not None:
            lines.append(t("lesson.shown" if run.k in run.shown else "lesson.done", lang))
        if run.finished and run.k == len(x.steps) - 1:
            lines.append(t("lesson.complete", lang))
        cls = "ttr-lesson-ok" if run.is_done() and task is not None else ""
        self.task.value = (f'<div class="{cls}">'
                           + "<br>".join(esc(line) for line in lines) + "</div>")
        # a question's answers
        opts = task.data["choose"] if task is not None and task.kind == "choose" else []
        for j, b in enumerate(self.choices):
            if j >= len(opts):
                b.layout.display = "none"
                continue
            b.layout.display = ""
            o = opts[j]
            label = o.get(lang, o["en"]) if isinstance(o, dict) else str(o)
            picked = run.picked == j
            b.description = ("✓ " if picked and j == task.data["answer"] else
                             "✗ " if picked else "") + label
            b.button_style = ("success" if picked and j == task.data["answer"] else
                              "danger" if picked else "")
        self.choice_box.layout.display = "" if opts else "none"
        self.b_back.description = t("lesson.back", lang)
        self.b_back.disabled = run.k == 0
        self.b_show.description = t("lesson.show", lang)
        self.b_show.disabled = task is None
        last = run.k == len(x.steps) - 1
        nxt = app.next_lesson_after(x.id) if last else None
        self.b_next.description = (t("lesson.next-lesson", lang, title=nxt.text("title", lang))
                                   if nxt is not None else t("lesson.next", lang))
        self.b_next.disabled = not (run.can_next() or (last and nxt is not None
                                                       and (run.is_done() or run.teacher)))
        self.b_zoom.description = t("lesson.whole-board" if app.board_zoomed() else
                                    "lesson.zoom", lang)
        self.b_zoom.disabled = len(step.focus) < 2
        self.b_list.description = t("lesson.list", lang)
        self.b_play.description = t("lesson.play", lang)
