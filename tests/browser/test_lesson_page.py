"""A lesson's page in Chromium gives one instruction at a time (issue 21): the lesson's task, not
the game's status line ("… is to move: draw cards, claim a route …") nor the action panel's hint
("Click a route to claim it …"), and one "Next" button (the lesson's; not also the explanation
player's). Read from what the page shows: its rendered text and its visible buttons."""
from __future__ import annotations

import pytest

from ttrwidgets.lessons import course, courses
from ttrwidgets.widgets.texts import t

from .test_app import ANSWER, BOARD, shows
from .test_screens import SCREENS

FIRST = courses()[0].lessons[0]
LESSON = "ttr-lesson"
#: The game's own instructions, which must not stand beside the lesson's task.
COMPETING = ("is to move", "Click a route to claim it", "a city to build a station",
             "Click an intersection", "place your start marker", "Click a line touching")


def what_the_page_says(page) -> tuple[str, list[str]]:
    """(the page's rendered text, the words of its visible buttons)."""
    return page.pw.evaluate("""() => {
        const visible = el => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length)
                              && getComputedStyle(el).visibility !== 'hidden';
        return [document.body.innerText,
                Array.from(document.querySelectorAll('button')).filter(visible)
                     .map(b => b.innerText.trim())]; }""")


def assert_one_instruction(page, where: str) -> None:
    text, buttons = what_the_page_says(page)
    nexts = [b for b in buttons if b.startswith("Next")]
    assert len(nexts) == 1, (where, nexts)
    assert not [c for c in COMPETING if c in text], (where, [c for c in COMPETING if c in text])


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3]], indirect=True,
                         ids=["1280x720", "1366x768"])
def test_a_lesson_gives_one_instruction_and_one_next(app_server, sized_page):
    page = sized_page
    page.open(app_server, wait_for=".ttr-start")
    page.click("ttr-learn")
    n = len(FIRST.steps)
    shows(page, LESSON, f"Step 1 of {n}")
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    # the explanation is drawn after the status and the panel in each refresh: once it shows,
    # they have been drawn too
    page.wait_until(lambda: page.text_of("ttr-explain-text") != "", timeout=ANSWER,
                    message="the explanation")
    assert_one_instruction(page, "step 1")
    task_step = next(k for k, st in enumerate(FIRST.steps) if st.task is not None)
    for k in range(task_step):
        page.click("ttr-lesson-next")
        shows(page, LESSON, f"Step {k + 2} of {n}")
    shows(page, LESSON, t(f"lesson.task.{FIRST.steps[task_step].task.kind}"))
    assert_one_instruction(page, f"step {task_step + 1}, its task open")
    page.click("ttr-lesson-show")
    shows(page, LESSON, "That is how it goes")
    assert_one_instruction(page, f"step {task_step + 1}, done")


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3]], indirect=True,
                         ids=["1280x720", "1366x768"])
def test_a_trans_lesson_gives_one_instruction_and_one_next(app_server, sized_page):
    page = sized_page
    x = course("trans_europa").lessons[0]
    page.open(app_server, wait_for=".ttr-start")
    page.click("ttr-lessons")
    page.click(f"ttr-lesson-{x.id.replace('.', '-')}")
    n = len(x.steps)
    shows(page, LESSON, f"Step 1 of {n}")
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    page.wait_until(lambda: page.text_of("ttr-explain-text") != "", timeout=ANSWER,
                    message="the explanation")
    assert_one_instruction(page, "step 1")
    for k in range(1, n):
        if x.steps[k - 1].task is not None:
            break
        page.click("ttr-lesson-next")
        shows(page, LESSON, f"Step {k + 1} of {n}")
        assert_one_instruction(page, f"step {k + 1}")
