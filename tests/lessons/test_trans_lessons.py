"""The Trans course solved through the app's widgets on the grid board, as a learner would:
intersections and lines clicked, *Confirm*, *End turn*, the city-card buttons, the answers of
a question. And what a Trans lesson promises besides: a refused try changes nothing and says
the engine's rule id, a rail the task does not ask for is refused with the lesson's hint, the
step's cities are ringed on the board, the "fewest rails" hint is hidden (lessons ask for such
counts), and *Play a real game* starts Trans Europa against bots."""
from __future__ import annotations

import pytest

from ttrwidgets import trans
from ttrwidgets.lessons import course, parse_lesson
from ttrwidgets.lessons.run import family, solution_actions, try_action_of
from ttrwidgets.trans.lessons.adapter import click_targets
from ttrwidgets.widgets import TTRApp

LESSONS = list(course("trans_europa").lessons)


def panel(app) -> str:
    p = app.trans_page.lesson
    return " ".join(w.value for w in (p.head, p.say, p.task))


def drive(app, action) -> None:
    """Do ``action`` with the widgets a learner would use."""
    b = app.state.map
    page = app.trans_page
    if isinstance(action, trans.PlaceMarker):
        app.grid.click_node(b.node_at(action.at))
        page.b_confirm.click()
    elif isinstance(action, trans.LayRail):
        app.grid.click_line(b.line_of(b.node_at(action.a), b.node_at(action.b)))
        page.b_confirm.click()
    elif isinstance(action, trans.EndTurn):
        page.b_end.click()
    elif isinstance(action, (trans.ReturnCity, trans.PassCity)):
        k = list(page._city_names).index(action.city)
        page.city_box.children[k].click()
        page.b_confirm.click()
    else:
        raise AssertionError(f"no widget for {action}")


def try_by_clicking(app, action) -> None:
    """Try the refused move ``action``: click its line (or intersection); the engine's
    refusal of the click is the lesson."""
    b = app.state.map
    if isinstance(action, trans.LayRail):
        app.grid.click_line(b.line_of(b.node_at(action.a), b.node_at(action.b)))
    else:
        app.grid.click_node(b.node_at(action.at))


def test_the_trans_course_is_listed_on_the_learn_page():
    app = TTRApp()
    app.start_page.b_lessons.click()
    assert "Trans Europa" in app.learn_page.headings["trans_europa"].value
    assert all(x.id in app.learn_page.buttons for x in LESSONS)
    assert LESSONS and all(family(x).name == "trans" for x in LESSONS)


@pytest.mark.parametrize("x", LESSONS, ids=[x.id for x in LESSONS])
def test_every_trans_lesson_is_solved_by_clicking(x):
    app = TTRApp()
    app.open_lesson(x.id)
    assert app.page.children == (app.trans_page.box,)
    for k, step in enumerate(x.steps):
        run = app.lesson
        assert run.k == k and f"{k + 1} of {len(x.steps)}" in panel(app)
        assert step.say["en"][:20].replace("'", "&#x27;") in panel(app)
        assert app.trans_page.w_hint.layout.display == "none"
        view = app.trans_page.board_view()
        b = app.state.map
        assert {b.cities[c].node for c in step.focus} <= set(view.highlight_nodes)
        t = step.task
        if t is not None and t.kind == "do":
            for a in solution_actions(x, step, app.state):
                before = app.state
                drive(app, a)
                assert app.state is not before, (x.id, k, a, app.message.value, panel(app))
        elif t is not None and t.kind == "try":       # tried, refused: nothing changes
            before = app.state
            try_by_clicking(app, try_action_of(x, step, app.state))
            assert app.state is before and f"({t.data['refused']})" in panel(app)
        elif t is not None and t.kind == "click":
            target = click_targets(t.data, app.state)[0]
            if t.data["click"] == "line":
                app.grid.click_line(target)
                assert app.trans_page.board_view().selected_line == target
            else:
                app.grid.click_node(target)
                assert app.trans_page.board_view().selected_node == target
        elif t is not None:
            app.trans_page.lesson.choices[t.data["answer"]].click()
        assert run.is_done(), (x.id, k, panel(app), app.message.value)
        assert "Well done" in panel(app) or t is None or t.kind == "try"
        if k + 1 < len(x.steps):
            assert not app.trans_page.lesson.b_next.disabled
            app.trans_page.lesson.b_next.click()
    assert app.lesson.finished and app.progress.finished(x.id)
    assert "Lesson complete" in panel(app)


RAIL = {
    "format": "ttrwidgets.lesson", "version": 1, "id": "test.rail",
    "title": {"en": "Rail", "de": "Schiene"}, "goal": {"en": "Lay.", "de": "Legen."},
    "game": "trans_europa", "options": {"players": 2}, "seed": 3,
    "position": {"players": [{"cities": ["Berlin", "Wien"], "marker": "Berlin"},
                             {"cities": ["Oslo", "Roma"], "marker": "Roma"}]},
    "steps": [{"say": {"en": "Lay a rail towards Wien.", "de": "Leg eine Schiene Richtung Wien."},
               "rules": ["trans.turn"],
               "task": {"do": "lay_rail", "edge": ["Berlin", [17, 6]],
                        "solution": [{"do": "lay_rail", "edge": ["Berlin", [17, 6]]}]},
               "hint": {"en": "South-east of Berlin.", "de": "Südöstlich von Berlin."}},
              {"say": {"en": "Click a double line.", "de": "Klicke eine Doppellinie an."},
               "rules": ["trans.board"],
               "task": {"click": "line", "where": {"kind": "mountain", "free": True}}}]}


def test_wrong_tries_change_nothing_and_say_why():
    app = TTRApp()
    app.open_lesson(parse_lesson(RAIL, "rail.json"))
    b = app.state.map
    before = app.state
    # a rail the rules forbid: far from the network (trans.connected), nothing changes
    far = b.line_of(b.node_at([3, 8]), b.node_at([5, 8]))
    app.grid.click_line(far)
    assert "trans.connected" in app.message.value
    app.trans_page.b_confirm.click()
    assert app.state is before and not app.lesson.is_done()
    # a rail the rules allow but the task does not ask for: the lesson's hint
    other = b.line_of(b.cities[b.city_index("Berlin")].node, b.node_at([14, 5]))
    app.grid.click_line(other)
    app.trans_page.b_confirm.click()
    assert app.state is before and "South-east of Berlin" in panel(app)
    # the asked one
    drive(app, solution_actions(app.lesson.lesson, app.lesson.step, app.state)[0])
    assert app.lesson.is_done() and "Well done" in panel(app)
    app.trans_page.lesson.b_next.click()
    # a click task: a plain line is not what is asked; a free mountain double line is
    app.grid.click_line(far)
    assert "Not quite" in panel(app) and not app.lesson.is_done()
    target = click_targets(app.lesson.task.data, app.state)[0]
    app.grid.click_line(target)
    assert app.lesson.is_done() and b.lines[target].kind == "mountain"


def test_show_me_undo_and_a_real_game_afterwards():
    x = LESSONS[0]
    app = TTRApp()
    app.open_lesson(x.id)
    k = next(i for i, st in enumerate(x.steps) if st.task is not None and st.task.kind == "do")
    app.open_lesson(x.id, k)
    before = len(app.session.entries)
    app.trans_page.lesson.b_show.click()
    assert app.lesson.is_done() and len(app.session.entries) > before
    assert "That is how it goes" in panel(app)
    app.topbar.b_undo.click()
    assert not app.lesson.is_done() and len(app.session.entries) == before
    app.trans_page.lesson.b_play.click()
    assert app.lesson is None and not app.play.route_board and app.state.map.id == "trans_europa"
    assert app.session.kinds[1] == "steiner"
    assert app.trans_page.lesson.box.layout.display == "none"


def test_a_rule_id_in_a_trans_game_opens_its_lesson():
    app = TTRApp()
    app.start_game(game="trans_america", players=2, seats=["human", "steiner"], seed=3, pace=0)
    found = app.lesson_for_rule("trans.start-marker")
    assert found is not None and found[0].startswith("trans_europa.")
    app.learn_rule("trans.start-marker")
    assert app.lesson is not None and "trans.start-marker" in app.lesson.step.rules
    assert app.page.children == (app.trans_page.box,)


def test_learn_this_rule_under_a_trans_games_explanation():
    app = TTRApp()
    app.start_game(game="trans_europa", players=2, seats=["human", "steiner"], seed=3, pace=0)
    page = app.trans_page
    rule_id = page.ex_text.value.split("[", 1)[1].split("]", 1)[0]
    assert page.b_learn.layout.display == "" and "Learn this rule" in page.b_learn.description
    assert page.b_learn.icon == "book"       # the bundled icon font, not an emoji (issue 21 #6)
    page.b_learn.click()
    assert app.lesson is not None and rule_id in app.lesson.step.rules
    assert app.page.children == (app.trans_page.box,)
    assert page.b_learn.layout.display == "none"          # inside the lesson: no way out


@pytest.mark.parametrize("task,path,words", [
    ({"click": "route", "any": [["Berlin", [17, 6]]]}, "$.steps[1].task.click",
     '"line" or "node"'),
    ({"click": "node", "where": {"kind": "water"}}, "$.steps[1].task.where",
     'describes a line only: for a node use "any"'),
    ({"click": "line", "any": [["Berlin", [3, 8]]]}, "$.steps[1].task.any[0]", "no line joins"),
    ({"click": "line"}, "$.steps[1].task", "names what to click"),
])
def test_a_malformed_grid_click_task_names_its_path(task, path, words):
    from ttrwidgets.lessons import LessonError
    data = {**RAIL, "steps": [RAIL["steps"][0], {**RAIL["steps"][1], "task": task}]}
    with pytest.raises(LessonError) as e:
        parse_lesson(data, "bad.json")
    assert any(p == path and words in msg for p, msg in e.value.problems), e.value.problems
