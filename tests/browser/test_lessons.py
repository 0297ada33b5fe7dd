"""Lessons in Chromium, as a newcomer takes them: "New to Ticket to Ride? Start here" on the
start page, then only clicks (Next, the board, an answer), the progress kept across a reload;
and the way back and forward through a lesson's steps.

The tests read the lesson file to know what to click (the city of a click task, the right
answer), never to decide what the page says: they assert on the lesson panel's text.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ttrwidgets.lessons import courses
from ttrwidgets.ttr.lessons.adapter import click_targets
from ttrwidgets.lessons.run import LessonRun
from ttrwidgets.widgets.board import BoardWidget

from .test_app import ANSWER, BOARD, element, press, shows
from .test_screens import SCREENS, assert_in_view

FIRST = courses()[0].lessons[0]
LESSON = "ttr-lesson"


def board_point(lesson, k: int, kind: str, index: int) -> tuple[float, float]:
    """The canvas pixel of a city or route while step ``k`` shows, zoomed to its focus as
    the app zooms it."""
    run = LessonRun(lesson, k)
    board = BoardWidget(run.state.map)
    board.zoom_to(lesson.steps[k].focus)
    return board.city_point(index) if kind == "city" else board.route_point(index)


def test_newcomer_completes_the_first_lesson_by_clicking_and_it_stays_done(page, app_server):
    page.open(app_server, wait_for=".ttr-start")
    page.click("ttr-learn")                       # "New to Ticket to Ride? Start here"
    shows(page, LESSON, f"Lesson 1 of {len(courses()[0].lessons)}")
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    n = len(FIRST.steps)
    for k, step in enumerate(FIRST.steps):
        shows(page, LESSON, f"Step {k + 1} of {n}")
        shows(page, LESSON, step.say["en"][:40])
        t = step.task
        if t is None:
            pass
        elif t.kind == "click":
            run = LessonRun(FIRST, k)
            target = click_targets(t.data, run.state)[0]
            page.click_canvas(BOARD, *board_point(FIRST, k, t.data["click"], target))
            shows(page, LESSON, "Well done")
        elif t.kind == "choose":
            wrong = next(i for i in range(len(t.data["choose"])) if i != t.data["answer"])
            page.click(f"ttr-lesson-choice-{wrong}")
            shows(page, LESSON, "Not quite")   # a wrong answer is said, and changes nothing
            page.click(f"ttr-lesson-choice-{t.data['answer']}")
            shows(page, LESSON, "Well done")
        else:
            pytest.fail("the first lesson has no do task: extend this test")
        if k + 1 < n:
            page.click("ttr-lesson-next")
    shows(page, LESSON, "Lesson complete")
    # a reload keeps the progress (the browser's storage): the lesson is ticked
    page.pw.reload()
    page.wait_for_widgets(".ttr-start", timeout=ANSWER)
    page.click("ttr-lessons")
    item = f"ttr-lesson-{FIRST.id.replace('.', '-')}"
    shows(page, item, "✓")
    shows(page, "ttr-learn-go", "Continue")
    # and it can be forgotten
    page.click("ttr-learn-reset")
    shows(page, "ttr-message", "forgotten")
    page.wait_until(lambda: "✓" not in page.text_of(item), timeout=ANSWER)
    page.pw.reload()
    page.wait_for_widgets(".ttr-start", timeout=ANSWER)
    page.click("ttr-lessons")
    shows(page, "ttr-learn-go", "Start here")


def test_back_and_forward_through_a_lesson(page, app_server):
    page.open(app_server, wait_for=".ttr-start")
    page.click("ttr-lessons")
    page.click(f"ttr-lesson-{FIRST.id.replace('.', '-')}")
    n = len(FIRST.steps)
    shows(page, LESSON, f"Step 1 of {n}")
    task_step = next(k for k, st in enumerate(FIRST.steps) if st.task is not None)
    for k in range(task_step):
        page.click("ttr-lesson-next")
        shows(page, LESSON, f"Step {k + 2} of {n}")
    # a task step: Next waits for the task; Show me does it (the button is its own widget:
    # wait for it, the step's words may arrive first)
    element(page, "ttr-lesson-next").to_be_disabled()
    page.click("ttr-lesson-show")
    shows(page, LESSON, "That is how it goes")
    page.click("ttr-lesson-next")
    shows(page, LESSON, f"Step {task_step + 2} of {n}")
    page.click("ttr-lesson-back")
    shows(page, LESSON, f"Step {task_step + 1} of {n}")
    page.click("ttr-lesson-back")
    shows(page, LESSON, f"Step {task_step} of {n}")
    shows(page, LESSON, FIRST.steps[task_step - 1].say["en"][:40])
    # German, as the language switch says
    page.pw.get_by_text("Deutsch").click()
    shows(page, LESSON, f"Schritt {task_step} von {n}")


def test_a_trans_lesson_is_taken_on_the_grid_board(page, app_server):
    """The Trans course's first lesson from the Learn page: crossings and lines clicked on the
    grid board, Confirm, the answers; the panel says how each try went."""
    from ttrwidgets import trans
    from ttrwidgets.lessons import course
    from ttrwidgets.lessons.run import family, solution_actions
    from ttrwidgets.trans.render import GridGeometry
    from ttrwidgets.widgets.board import CANVAS_WIDTH
    x = course("trans_europa").lessons[0]
    fam = family(x)
    page.open(app_server, wait_for=".ttr-start")
    page.click("ttr-lessons")
    page.click(f"ttr-lesson-{x.id.replace('.', '-')}")
    n = len(x.steps)
    shows(page, LESSON, f"Step 1 of {n}")
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    for k, step in enumerate(x.steps):
        shows(page, LESSON, f"Step {k + 1} of {n}")
        shows(page, LESSON, step.say["en"][:40])
        run = LessonRun(x, k)
        b = run.state.map
        geo = GridGeometry.build(b, CANVAS_WIDTH)
        t = step.task
        if t is None:
            pass
        elif t.kind == "click":
            target = fam.click_targets(t.data, run.state)[0]
            point = geo.lines[target].mid if t.data["click"] == "line" else geo.nodes[target]
            page.click_canvas(BOARD, *point)
            shows(page, LESSON, "Well done")
        elif t.kind == "choose":
            wrong = next(i for i in range(len(t.data["choose"])) if i != t.data["answer"])
            page.click(f"ttr-lesson-choice-{wrong}")
            shows(page, LESSON, "Not quite")
            page.click(f"ttr-lesson-choice-{t.data['answer']}")
            shows(page, LESSON, "Well done")
        else:
            for a in solution_actions(x, step, run.state):
                if isinstance(a, trans.PlaceMarker):
                    page.click_canvas(BOARD, *geo.nodes[b.node_at(a.at)])
                    shows(page, "ttr-panel", "start marker")
                    page.click("ttr-confirm")
                elif isinstance(a, trans.LayRail):
                    line = b.line_of(b.node_at(a.a), b.node_at(a.b))
                    page.click_canvas(BOARD, *geo.lines[line].mid)
                    shows(page, "ttr-panel", "Lay a rail")
                    page.click("ttr-confirm")
                elif isinstance(a, trans.EndTurn):
                    page.click("ttr-end-turn")
                else:
                    pytest.fail(f"no browser driver for {a}: extend this test")
            shows(page, LESSON, "Well done")
        if k + 1 < n:
            page.click("ttr-lesson-next")
    shows(page, LESSON, "Lesson complete")
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3], SCREENS[2]], indirect=True,
                         ids=["1280x720", "1366x768", "1920x1080"])
def test_a_trans_lesson_keeps_its_panel_and_the_grid_in_view(app_server, sized_page):
    from ttrwidgets.lessons import course
    page = sized_page
    x = course("trans_europa").lessons[0]
    k = next(i for i, st in enumerate(x.steps) if st.task is not None and st.task.kind == "do")
    page.open(app_server, wait_for=".ttr-start")
    page.click("ttr-lessons")
    page.click(f"ttr-lesson-{x.id.replace('.', '-')}")
    shows(page, LESSON, f"Step 1 of {len(x.steps)}")
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    for j in range(k):
        if x.steps[j].task is not None:
            page.click("ttr-lesson-show")
            shows(page, LESSON, "That is how it goes")
        page.click("ttr-lesson-next")
        shows(page, LESSON, f"Step {j + 2} of {len(x.steps)}")
    page.click("ttr-lesson-show")
    shows(page, LESSON, "That is how it goes")
    assert_in_view(page, ("ttr-board", LESSON, "ttr-lesson-next", "ttr-lesson-show",
                          "ttr-explain"))
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


def _expected_test(lesson):
    """The test the app makes after ``lesson`` taken with Show me at every task, in a fresh
    browser: the first attempt's seed, the rules Show me did to review first."""
    from ttrwidgets.lessons.quiz import quiz_for, quiz_seed
    from ttrwidgets.widgets.learn import Progress
    run, p = LessonRun(lesson), Progress()
    for k, st in enumerate(lesson.steps):
        run.go(k)
        if st.task is not None:
            run.show_me()
            p.record(run)
    return quiz_for(lesson, quiz_seed(lesson.id, 0), review=p.review)


def show_me_through(page, lesson) -> None:
    """Take ``lesson`` (open on the page) to its last step, each task done by Show me."""
    n = len(lesson.steps)
    for k, step in enumerate(lesson.steps):
        shows(page, LESSON, f"Step {k + 1} of {n}")
        if step.task is not None:
            press(page, "ttr-lesson-show")
            shows(page, LESSON, "That is how it goes")
        if k + 1 < n:
            press(page, "ttr-lesson-next")


@pytest.mark.parametrize("sized_page", [(1366, 768)], indirect=True, ids=["1366x768"])
def test_a_newcomer_takes_test_yourself_after_the_first_lesson(app_server, sized_page):
    """At 1366x768: the first lesson with Show me at every step, then its test (made by the
    engine from a seed): a wrong answer names its mistake, the right one is taken, the result
    says how many were right at the first try, and the test leads on to the next lesson."""
    page = sized_page
    quiz = _expected_test(FIRST)
    page.open(app_server, wait_for=".ttr-start")
    page.click("ttr-learn")
    show_me_through(page, FIRST)
    shows(page, "ttr-lesson-test", "Test yourself")
    assert_in_view(page, ("ttr-lesson-test", "ttr-lesson-say"))
    page.click("ttr-lesson-test")
    shows(page, LESSON, quiz.title["en"])
    for k, step in enumerate(quiz.steps):
        t = step.task.data
        shows(page, LESSON, f"Step {k + 1} of {len(quiz.steps)}")
        shows(page, LESSON, step.say["en"][:40])
        if k == 0:
            wrong = next(i for i in range(len(t["choose"])) if i != t["answer"])
            page.click(f"ttr-lesson-choice-{wrong}")
            shows(page, LESSON, t["feedback"][wrong]["en"][:30])
        page.click(f"ttr-lesson-choice-{t['answer']}")
        shows(page, LESSON, "Well done")
        assert_in_view(page, (f"ttr-lesson-choice-{t['answer']}", "ttr-lesson-task"))
        if k + 1 < len(quiz.steps):
            page.click("ttr-lesson-next")
    shows(page, LESSON, f"{len(quiz.steps) - 1} of {len(quiz.steps)} right at the first try")
    nxt = courses()[0].lessons[1]
    shows(page, "ttr-lesson-test", f"Continue: {nxt.title['en']}")
    page.click("ttr-lesson-test")
    shows(page, LESSON, f"Lesson 2 of {len(courses()[0].lessons)}")


@pytest.mark.parametrize("sized_page", [(1366, 768)], indirect=True, ids=["1366x768"])
def test_a_course_ends_with_a_short_guided_game(app_server, sized_page):
    """At 1366x768: after the Trans course's last lesson (Show me at every step), the guided
    game starts a few turns before the end, from the course's prepared position; the learner's
    moves (the Auto button) reach the end of the round, its scoring and the end of the game
    within a few moves, each rule explained in the lesson panel the first time it happens."""
    from ttrwidgets.core.rulebook import rule
    page = sized_page
    c = next(c for c in courses() if c.game == "trans_europa")
    last = c.lessons[-1]
    page.open(app_server, wait_for=".ttr-start")
    page.click("ttr-learn")                     # the first lesson; its list of lessons
    page.click("ttr-lesson-list")
    page.click(f"ttr-lesson-{last.id.replace('.', '-')}")
    show_me_through(page, last)
    shows(page, "ttr-lesson-guided", "Guided game")
    press(page, "ttr-lesson-guided")
    shows(page, LESSON, "a few turns before the end")
    end = rule("trans.game-end", "trans_europa").title["en"]
    auto = page.pw.locator(".ttr-auto").first
    moves = 0
    while end not in page.text_of(LESSON) and moves < 16:
        # the learner's turn (Auto enabled) or the game's end, whichever comes
        page.wait_until(lambda: end in page.text_of(LESSON) or auto.is_enabled(),
                        timeout=60, message="the learner's turn or the game's end")
        if end in page.text_of(LESSON):
            break
        log = page.text_of("ttr-log")
        press(page, "ttr-auto")
        moves += 1
        # the move is in the log: the page is redrawn after it (the Auto button and the
        # lesson panel come before the log), so the next wait reads the new moment
        page.wait_for_text("ttr-log", changed_from=log)
    shows(page, LESSON, end)
    assert moves <= 12, moves
    assert_in_view(page, (LESSON,))
