"""One instruction at a time on a lesson's page (issue 21): while a lesson is open, its task is
the only thing that tells the learner what to do — the game's status line ("… is to move: draw
cards, claim a route …") and the action panel's hint ("Click a route to claim it …") give way —
and the page has one "Next" (the lesson's; the explanation's step player keeps its Next for
games). Read from the widgets a learner sees: everything not hidden, on the page shown."""
from __future__ import annotations

import ipywidgets as W
import pytest

from ttrwidgets.lessons import course, courses
from ttrwidgets.trans.lessons.adapter import click_targets as trans_click_targets
from ttrwidgets.lessons.run import family, solution_actions, try_action_of
from ttrwidgets.ttr.lessons.adapter import click_targets
from ttrwidgets.widgets import TTRApp
from ttrwidgets.widgets.texts import t

from .test_lesson_widgets import try_by_clicking, drive
from .test_trans_lessons import drive as trans_drive
from .test_trans_lessons import try_by_clicking as trans_try

LESSONS = [x for c in courses() for x in c.lessons if family(x).name == "ttr"]
TRANS_LESSONS = list(course("trans_europa").lessons)
#: Words of the game's own instructions (the status line, the idle panel), in both languages.
GAME_INSTRUCTIONS = tuple(
    t(k, lang, seat="", double="").strip(" :")[:25] for lang in ("en", "de")
    for k in ("status.your-turn", "status.your-turn-routes", "panel.idle", "panel.idle-mix",
              "panel.idle-routes", "trans.click-marker", "trans.click-line"))


def visible(w):
    """``w`` and everything inside it that is displayed (no ancestor hidden)."""
    if getattr(getattr(w, "layout", None), "display", None) == "none":
        return
    yield w
    for c in getattr(w, "children", ()):
        yield from visible(c)


def seen(app) -> tuple[list[str], list[str]]:
    """(the visible texts, the visible buttons' words) of the page shown."""
    ws = list(visible(app))
    texts = [w.value for w in ws if isinstance(w, (W.HTML, W.Label)) and w.value]
    buttons = [w.description for w in ws if isinstance(w, W.Button)]
    return texts, buttons


def assert_one_instruction(app, where, page=None) -> None:
    page = page or app.game_page
    texts, buttons = seen(app)
    nexts = [b for b in buttons if b.startswith(("Next", "Weiter"))]
    assert len(nexts) == 1, (where, nexts)
    assert page.lesson.b_next.description == nexts[0], (where, nexts)
    competing = [x for x in texts for g in GAME_INSTRUCTIONS if g in x]
    assert not competing, (where, competing)
    status = page.status.html if hasattr(page.status, "html") else page.status
    assert status.layout.display == "none", (where, status.value)


@pytest.mark.parametrize("x", LESSONS, ids=[x.id for x in LESSONS])
def test_every_step_of_every_lesson_has_one_instruction_and_one_next(x):
    app = TTRApp()
    app.open_lesson(x.id)
    for k, step in enumerate(x.steps):
        assert_one_instruction(app, (x.id, k, "open"))
        task = step.task
        if task is not None and task.kind == "do":
            for a in solution_actions(x, step, app.state):
                drive(app, a)
                assert_one_instruction(app, (x.id, k, a))
        elif task is not None and task.kind == "try":    # tried and refused: the lesson says why
            try_by_clicking(app, try_action_of(x, step, app.state))
            assert_one_instruction(app, (x.id, k, "tried"))
        elif task is not None and task.kind == "click":
            target = click_targets(task.data, app.state)[0]
            (app.board.click_route if task.data["click"] == "route" else
             app.board.click_city)(target)
        elif task is not None:
            app.game_page.lesson.choices[task.data["answer"]].click()
        assert app.lesson.is_done(), (x.id, k, app.message.value)
        assert_one_instruction(app, (x.id, k, "done"))
        if k + 1 < len(x.steps):
            app.game_page.lesson.b_next.click()


def test_in_german_too_and_the_game_instructions_come_back_after_the_lesson():
    app = TTRApp()
    app.open_lesson(LESSONS[0].id)
    app.topbar.lang_toggle.value = "de"
    assert_one_instruction(app, "de")
    # "Play a real game" leaves the lesson: the game's status, hint and step player are back
    app.game_page.lesson.b_play.click()
    assert app.lesson is None
    texts, buttons = seen(app)
    status = app.game_page.status.html.value
    assert "Spieler 1" in status and status in texts, status
    assert app.game_page.explain.b_next.description in buttons
    assert app.game_page.lesson.b_next.description not in buttons or \
        app.game_page.lesson.box.layout.display == "none"


@pytest.mark.parametrize("x", TRANS_LESSONS, ids=[x.id for x in TRANS_LESSONS])
def test_a_trans_lesson_too(x):
    app = TTRApp()
    app.open_lesson(x.id)
    page = app.trans_page
    for k, step in enumerate(x.steps):
        assert_one_instruction(app, (x.id, k, "open"), page)
        task = step.task
        if task is not None and task.kind == "do":
            for a in solution_actions(x, step, app.state):
                trans_drive(app, a)
                assert_one_instruction(app, (x.id, k, a), page)
        elif task is not None and task.kind == "try":
            trans_try(app, try_action_of(x, step, app.state))
        elif task is not None and task.kind == "click":
            target = trans_click_targets(task.data, app.state)[0]
            (app.grid.click_line if task.data["click"] == "line" else
             app.grid.click_node)(target)
        elif task is not None:
            page.lesson.choices[task.data["answer"]].click()
        assert app.lesson.is_done(), (x.id, k, app.message.value)
        assert_one_instruction(app, (x.id, k, "done"), page)
        if k + 1 < len(x.steps):
            page.lesson.b_next.click()
