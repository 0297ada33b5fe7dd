"""Learning: the Learn page (the courses, with the learner's progress) and the lesson panel that
leads a lesson on the game page.

The lessons and their checks are :mod:`ttrwidgets.lessons`'; here are only their words and
buttons. A lesson is played on the game page, so the board, the cards, the hand and the dialogs
work exactly as in a game; the lesson panel above them says the step, the task, and how the
last try went. Progress is kept in the browser (:class:`~.web.BrowserStore`) as JSON::

    {"version": 2, "lessons": {"europe.goal": {"done": [0, 1, 2], "shown": [2],
                                               "finished": true, "mastered": false}},
     "review": {"claim.score": "europe.goal"}, "tests": {"europe.goal": 1}}

``shown``: the steps done by *Show me*, not by the learner; ``mastered``: the lesson was once
done without a wrong try and without *Show me* (the ★ on the Learn page); ``review``: the rule
ids of steps the learner missed (a wrong try or *Show me*), each with the lesson or test where, asked
again first in the next *Test yourself* until done right at the first try in another lesson
or test; ``tests``: how many tests of a
lesson were taken (the next one's seed). Version 1 (before the courses were reordered, when
step numbers meant other steps) keeps which lessons were finished (the ids stayed) and forgets
the step numbers.
"""
from __future__ import annotations

import json

import ipywidgets as W

from ..core.registry import game as game_info
from ..core.rulebook import rule
from ..lessons import courses
from ..lessons import quiz as Q
from ..lessons.guide import Guide, guided_session
from .base import Part
from .chips import esc
from .texts import t

__all__ = ["LearnPage", "LessonPanel", "Progress", "show_learn"]

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

    def __init__(self, lessons: dict | None = None, review=(), tests: dict | None = None):
        self.lessons: dict[str, dict] = lessons or {}
        # rule id -> the lesson where it was missed: asked again until done right elsewhere
        self.review: dict[str, str] = dict(review)
        self.tests: dict[str, int] = dict(tests or {})  # lesson id -> tests taken

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
                              "finished": v.get("finished") is True,
                              "mastered": v.get("mastered") is True and not old}
        review = data.get("review") if isinstance(data, dict) else None
        review = {r: w for r, w in review.items() if isinstance(r, str) and isinstance(w, str)} \
            if isinstance(review, dict) else {}
        tests = data.get("tests") if isinstance(data, dict) else None
        tests = {k: v for k, v in tests.items() if isinstance(k, str) and isinstance(v, int)
                 and not isinstance(v, bool) and 0 <= v < 10**6} \
            if isinstance(tests, dict) else {}
        return cls(out, review, tests)

    def to_text(self) -> str:
        return json.dumps({"version": 2, "lessons": self.lessons, "review": self.review,
                           "tests": self.tests}, sort_keys=True)

    def record(self, run) -> None:
        """The step ``run`` shows was just done: mark it, the lesson's mastery (once mastered,
        it stays), and the rules to review: a step missed (a wrong try, Show me) puts its
        rules on the list (with the lesson or test); done right at the first try in another
        lesson or test -- a later one, the spacing -- takes them off."""
        k, lid = run.k, run.lesson.id
        self.mark(lid, k, run.finished, shown=k in run.shown)
        entry = self.lessons[lid]
        entry["mastered"] = entry.get("mastered", False) or run.mastered()
        if k in run.missed or k in run.shown:
            for r in run.step.rules:
                self.review[r] = lid
        else:
            for r in run.step.rules:
                if r in self.review and self.review[r] != lid:    # later, elsewhere
                    del self.review[r]

    def mastered(self, lesson_id: str) -> bool:
        """The lesson was done once without a wrong try and without Show me."""
        return self.lessons.get(lesson_id, {}).get("mastered", False)

    def next_test(self, lesson_id: str) -> int:
        """Count one more test of ``lesson_id``; its number (the seed's attempt)."""
        n = self.tests.get(lesson_id, 0)
        self.tests[lesson_id] = n + 1
        return n

    def mark(self, lesson_id: str, step: int, finished: bool, shown: bool = False) -> None:
        """Step ``step`` done, by the learner or (``shown``) by Show me."""
        entry = self.lessons.setdefault(lesson_id, {"done": [], "shown": [], "finished": False,
                                                    "mastered": False})
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


def _rule_title(rule_id: str, lang: str) -> str:
    """A rule's title, from the first course whose game has it (the id if none does)."""
    for c in courses():
        try:
            return rule(rule_id, c.game).title[lang]
        except KeyError:
            continue
    return rule_id


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
        review = ""
        if p.review:
            names = [_rule_title(r, lang) for r in sorted(p.review)]
            review = (f'<p class="ttr-learn-review">'
                      f"{esc(t('learn.review', lang, rules=', '.join(names)))}</p>")
        self.head.value = (f"<h2>{esc(t('learn.title', lang))}</h2>"
                           f"<p>{esc(t('learn.intro', lang))}</p>{review}")
        nxt = self.next_lesson()
        started = any(p.steps(x.id) for c in courses() for x in c.lessons)
        self.b_go.description = (t("learn.continue", lang, title=nxt.text("title", lang))
                                 if started else t("learn.open", lang))
        self.w_teacher.description = t("learn.teacher", lang)
        for c in courses():
            info = game_info(c.game)
            done = sum(p.finished(x.id) for x in c.lessons)
            mastered = sum(p.mastered(x.id) for x in c.lessons)
            name = info.name.get(lang, info.name["en"])
            head = (t("learn.course-mastered", lang, game=name, done=done, n=len(c.lessons),
                      mastered=mastered) if mastered else
                    t("learn.course", lang, game=name, done=done, n=len(c.lessons)))
            self.headings[c.game].value = f"<h3>{esc(head)}</h3>"
            for i, x in enumerate(c.lessons):
                b = self.buttons[x.id]
                n_done = len([k for k in p.steps(x.id) if k < len(x.steps)])
                mark = "✓ " if p.finished(x.id) else ("… " if n_done else "")
                if p.mastered(x.id):
                    b.description = t("learn.lesson-mastered", lang, i=i + 1,
                                      title=x.text("title", lang))
                    b.tooltip = x.text("goal", lang) + " " + t("learn.mastered-tip", lang)
                    b.add_class("ttr-lesson-mastered")
                else:
                    b.description = t("learn.lesson", lang, mark=mark, i=i + 1,
                                      title=x.text("title", lang))
                    b.tooltip = x.text("goal", lang)
                    b.remove_class("ttr-lesson-mastered")
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
        self.b_test = self.button("ttr-lesson-test", self.test_or_continue, layout=auto(),
                                  button_style="warning")
        self.b_guide = self.button("ttr-lesson-guided", self.start_guided, layout=auto(),
                                   button_style="success", icon="play")
        self.guide: Guide | None = None         # the guided game being played, if any
        self.nav = W.HBox([self.b_back, self.b_show, self.b_next, self.b_test, self.b_guide],
                          layout=W.Layout(flex_flow="row wrap"))
        self.more = W.HBox([self.b_zoom, self.b_list, self.b_play],
                           layout=W.Layout(flex_flow="row wrap"))
        self.box = W.VBox([self.head, self.say, self.task, self.choice_box, self.nav, self.more])
        self.box.add_class("ttr-lesson")
        self.box.layout.display = "none"

    # ---------------------------------------------------------------- test yourself
    def _source(self):
        """The lesson being taken, or the one the test being taken tests."""
        from ..lessons import lesson as find_lesson
        lid = Q.source_lesson_id(self.app.lesson.lesson.id)
        try:
            return find_lesson(lid)
        except KeyError:
            return None

    def _after_test(self):
        """In a finished test: the lesson after the one it tested (None: the last)."""
        run = self.app.lesson
        if not Q.is_quiz(run.lesson.id) or not run.finished:
            return None
        src = self._source()
        return self.app.next_lesson_after(src.id) if src is not None else None

    def test_or_continue(self) -> None:
        """*Test yourself* at the end of a lesson (a test the engine makes, the rules to
        review first), or on to the next lesson at the end of a test."""
        app = self.app
        nxt = self._after_test()
        if nxt is not None:
            app.open_lesson(nxt.id)
            return
        src = self._source()
        if src is None or not self._test_offered():
            return
        attempt = app.progress.next_test(src.id)
        test = Q.quiz_for(src, Q.quiz_seed(src.id, attempt), review=app.progress.review)
        app.lessons.save_progress()
        app.open_lesson(test)

    def _test_offered(self) -> bool:
        """At the end of a finished lesson whose rules a test can ask about."""
        run = self.app.lesson
        if not run.finished or run.k != len(run.lesson.steps) - 1 \
                or Q.is_quiz(run.lesson.id):
            return False
        src = self._source()
        return src is not None and src.id == run.lesson.id and Q.has_quiz(src)

    # ---------------------------------------------------------------- the guided game
    def _course_done(self) -> bool:
        """At the end of a course's last lesson (or its test), finished."""
        run = self.app.lesson
        if not run.finished or run.k != len(run.lesson.steps) - 1:
            return False
        src = self._source()
        return src is not None and self.app.next_lesson_after(src.id) is None

    def start_guided(self) -> None:
        """A short real game of the course's game against a bot, from the course's prepared
        position a few turns before the end; each rule explained here the first time it
        happens."""
        app = self.app
        game = self._source().game
        app.begin(guided_session(game), app.pace, False)
        app.say("")
        self.guide = Guide(app.session, game)
        self.refresh()

    def _refresh_guide(self, lang: str) -> None:
        g = self.guide
        g.update()
        self.box.layout.display = ""
        self.head.value = (f"<b>{esc(t('guide.head', lang))}</b> "
                           f"{esc(t('guide.short', lang))}")
        notes = g.latest(3)
        if not notes:
            self.say.value = f'<p class="ttr-lesson-text">{esc(t("guide.none", lang))}</p>'
        else:
            parts = []
            for k, n in enumerate(notes):      # the newest explained, the earlier named
                who = t("guide.setup" if n.seat is None else
                        "guide.you" if n.seat == 0 else "guide.other", lang)
                text = f" {esc(n.text(g.game, lang))}" if k == 0 else ""
                parts.append(f'<p class="ttr-guide-note{"" if k == 0 else " ttr-guide-earlier"}">'
                             f"<b>{esc(who)}: {esc(n.title(g.game, lang))}</b> "
                             f"({esc(n.rule)}).{text}</p>")
            self.say.value = "".join(parts)
        self.task.value = esc(t("guide.seen", lang, n=len(g.notes)))
        self.choice_box.layout.display = "none"
        self.nav.layout.display = "none"
        self.b_zoom.layout.display = "none"
        self.b_play.layout.display = "none"
        self.b_list.description = t("lesson.list", lang)

    def _refresh_test(self, lang: str) -> list[str]:
        """The test button, and the lines saying how the lesson or the test went."""
        run = self.app.lesson
        lines = []
        done = run.finished and run.k == len(run.lesson.steps) - 1
        if done and Q.is_quiz(run.lesson.id):
            n = sum(1 for s in run.lesson.steps if s.task is not None)
            right = n - len(run.missed | run.shown)
            lines.append(t("lesson.test-result", lang, right=right, n=n))
            if right < n:
                lines.append(t("lesson.test-review", lang))
        if done and run.mastered():
            lines.append(t("lesson.mastered", lang))
        nxt = self._after_test()
        if self._test_offered():
            self.b_test.description = t("lesson.test", lang)
            self.b_test.layout.display = ""
        elif nxt is not None:
            self.b_test.description = t("lesson.continue", lang, title=nxt.text("title", lang))
            self.b_test.layout.display = ""
        else:
            self.b_test.layout.display = "none"
        self.b_guide.description = t("lesson.guided", lang)
        self.b_guide.layout.display = "" if self._course_done() else "none"
        return lines

    def refresh(self) -> None:
        app, lang = self.app, self.app.lang
        run = app.lesson
        if run is None:
            if self.guide is not None and self.guide.session is app.session \
                    and app.puzzle is None:
                self._refresh_guide(lang)       # a guided game: the rules as they happen
                return
            self.guide = None                   # another game: not the guided one
            self.box.layout.display = "none"
            return
        self.guide = None
        self.box.layout.display = ""
        self.nav.layout.display = ""
        self.b_zoom.layout.display = ""
        self.b_play.layout.display = ""
        x, step = run.lesson, run.step
        c = app.lesson_course()
        i = c.index(x.id)
        self.head.value = (f"<b>{esc(t('lesson.heading', lang, i=i + 1, n=len(c.lessons), title=x.text('title', lang)))}</b>"
                           f" · {esc(t('lesson.step', lang, k=run.k + 1, n=len(x.steps)))}")
        again = app.progress.review                 # a rule missed before: marked ↻
        rules = " ".join(
            f'<span class="ttr-rule{" ttr-rule-review" if r in again else ""}" '
            f'title="{esc(rule(r, x.game).text[lang])}">'
            f'{esc(rule(r, x.game).title[lang])} ({esc(r)})'
            + (f' ↻ {esc(t("lesson.rule-review", lang))}' if r in again else "")
            + "</span>" for r in step.rules)
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
        if run.finished and run.k == len(x.steps) - 1 and not Q.is_quiz(x.id):
            lines.append(t("lesson.complete", lang))
        lines += self._refresh_test(lang)
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


def show_learn(app, button, rule_id, lang: str):
    """Set a *Learn this rule* button for an explanation step's rule: shown when a lesson
    teaches it (not inside a lesson: the learner is in one). Returns the rule id it opens, or
    None when hidden."""
    found = app.lesson_for_rule(rule_id) if rule_id and app.lesson is None else None
    if found is None:
        button.layout.display = "none"
        return None
    from ..lessons import lesson as find_lesson
    title = find_lesson(found[0]).text("title", lang)
    button.description = t("lesson.learn-rule", lang, title=title)
    button.icon = "book"                       # the bundled Font Awesome, not an emoji
    button.tooltip = rule_id
    button.layout.display = ""
    return rule_id
