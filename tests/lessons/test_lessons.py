"""Lessons: every shipped lesson is right and solvable, every implemented rule id is taught, bad
lesson files are refused with their JSON path, and a learner's tries behave as promised (a
refused try changes nothing; back, forward and Show me)."""
from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest

from ttrwidgets.engine import cards as C
from ttrwidgets.engine.actions import ClaimRoute, DrawCard
from ttrwidgets.engine.colours import Colour
from ttrwidgets.engine.errors import LessonError
from ttrwidgets.engine.rulebook import rule_ids
from ttrwidgets.lessons import COURSE_ORDER, course, courses, parse_lesson
from ttrwidgets.lessons.check import check_lesson
from ttrwidgets.lessons.run import LessonRun

LESSONS = [x for c in courses() for x in c.lessons]
#: Rule ids the project does not implement yet (they wait for facts no public source has).
NOT_IMPLEMENTED = {"europe": {"variant.bonus-tickets"}, "deutschland": set(), "asia": set(),
                   "trans_europa": set()}


@pytest.mark.parametrize("lesson", LESSONS, ids=[x.id for x in LESSONS])
def test_every_lesson_is_solvable(lesson):
    assert check_lesson(lesson) == []


@pytest.mark.parametrize("game", COURSE_ORDER)
def test_every_implemented_rule_id_is_taught(game):
    taught = {r for x in course(game).lessons for st in x.steps for r in st.rules}
    missing = [r for r in rule_ids(game) if r not in taught and r not in NOT_IMPLEMENTED[game]]
    assert not missing, f"rule ids of {game} no lesson step teaches: {missing}"


def test_lesson_ids_are_unique_and_named_after_their_game():
    ids = [x.id for x in LESSONS]
    assert len(ids) == len(set(ids))
    for c in courses():
        assert all(x.id.startswith(c.game + ".") and x.game == c.game for x in c.lessons)


# ---------------------------------------------------------------- the file format
GOAL = course("europe").lessons[0]


def _bad(mutate):
    data = copy.deepcopy(GOAL.data)
    mutate(data)
    return data


@pytest.mark.parametrize("mutate,path", [
    (lambda d: d.pop("title"), "$.title"),
    (lambda d: d.update(format="ttr.lesson"), "$.format"),
    (lambda d: d["steps"][1].update(rules=["no.such-rule"]), "$.steps[1].rules[0]"),
    (lambda d: d["steps"][2]["task"].update(any=["Atlantis"]), "$.steps[2].task.any[0]"),
    (lambda d: d["steps"][1]["say"].pop("de"), "$.steps[1].say"),
    (lambda d: d["steps"][3]["task"].update(answer=9), "$.steps[3].task.answer"),
    (lambda d: d["steps"][0].update(focus=["Paris", 3]), "$.steps[0].focus[1]"),
    (lambda d: d["position"]["players"][0].update(routes=[["Paris", "Nowhere"]]),
     "$.position.players[0].routes[0][1]"),
    (lambda d: d["steps"][1].update(colour="red"), "$.steps[1].colour"),
])
def test_malformed_lesson_names_the_path(mutate, path):
    with pytest.raises(LessonError) as e:
        parse_lesson(_bad(mutate), "bad.json")
    assert any(p == path for p, _ in e.value.problems), e.value.problems


def test_a_wrong_answer_is_caught_by_the_engine():
    data = _bad(lambda d: d["steps"][3]["task"]["check"][0]["expect"]["players"]["0"]
                .update(score=6))
    probs = check_lesson(parse_lesson(data, "wrong.json"))
    assert probs and probs[0][0] == "$.steps[3].task.check[0]" and "5" in probs[0][1]


def test_lesson_check_command(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(GOAL.data))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(_bad(lambda d: d["steps"][2]["task"].update(click="station"))))
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "ttrwidgets.lesson", "steps": [}')
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "lesson", "check", str(good),
                           str(bad), str(broken)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert f"ok: {good}" in proc.stdout
    assert "$.steps[2].task.click" in proc.stderr and "bad.json" in proc.stderr
    assert "broken.json" in proc.stderr and "line 1" in proc.stderr
    assert "Traceback" not in proc.stderr
    ok = subprocess.run([sys.executable, "-m", "ttrwidgets", "lesson", "check", "--all"],
                        capture_output=True, text=True, timeout=600)
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.count("ok: ") == len(LESSONS)


# ---------------------------------------------------------------- a learner's run
def _claim_lesson():
    """Two steps: claim a route into Paris (any), then claim another route out of its end."""
    return parse_lesson({
        "format": "ttrwidgets.lesson", "version": 1, "id": "test.two",
        "title": {"en": "T", "de": "T"}, "goal": {"en": "G", "de": "G"},
        "game": "europe", "options": {"players": 2}, "seed": 3,
        "position": {"players": [{"hand": {"red": 6, "locomotive": 2}}, {}],
                     "deck_top": ["blue", "green", "white", "black"]},
        "steps": [
            {"say": {"en": "Claim Paris–Bruxelles.", "de": "Baue Paris–Bruxelles."},
             "rules": ["claim.color"],
             "task": {"do": "claim", "route": ["Paris", "Bruxelles"],
                      "solution": [{"do": "claim", "route": ["Paris", "Bruxelles", "red"],
                                    "cards": {"red": 2}}]}},
            {"say": {"en": "Now draw two cards.", "de": "Zieh zwei Karten."},
             "rules": ["draw.two"],
             "before": [{"player": 1, "do": "draw_card", "from": "deck"},
                        {"player": 1, "do": "draw_card", "from": "deck"}],
             "task": {"do": "draw_card", "until": {"pending": None},
                      "solution": [{"do": "draw_card", "from": "deck"},
                                   {"do": "draw_card", "from": "deck"}]}}]}, "two.json")


def test_a_refused_try_changes_nothing():
    run = LessonRun(_claim_lesson())
    m = run.state.map
    before = run.state
    wrong = ClaimRoute(0, m.routes_between(m.city_index("Paris"), m.city_index("Brest"))[0].id,
                       C.card_set({Colour.RED: 3}))
    out = run.try_action(wrong)
    assert out.kind == "illegal" and out.error.rule_id == "claim.color" and run.state is before
    assert run.try_action(DrawCard(0, "deck")).kind == "not-task" and run.state is before
    assert len(run.session.entries) == 1 and not run.is_done()


def test_back_keeps_what_was_done_and_next_goes_on_from_it():
    run = LessonRun(_claim_lesson())
    m = run.state.map
    yellow = next(r for r in m.routes_between(m.city_index("Paris"), m.city_index("Bruxelles"))
                  if r.colour == Colour.YELLOW)
    assert run.try_action(ClaimRoute(0, yellow.id, C.card_set({Colour.LOCOMOTIVE: 2}))).kind == \
        "done"
    assert run.next() and run.state.owners[yellow.index] == 0      # the learner's own result
    assert run.try_action(DrawCard(0, "deck")).kind == "more"       # one card: not finished
    assert not run.can_next()
    assert run.back() and run.k == 0 and run.state.owners[yellow.index] == -1   # its start
    assert run.is_done(0) and run.next()                            # Next without redoing it
    assert run.state.owners[yellow.index] == 0                       # ... keeps the result
    run.show_me()
    assert run.is_done() and run.state.pending is None and len(run.session.entries) == 5
    assert run.finished and run.shown == {1}


def test_every_action_of_the_engine_has_a_lesson_name():
    """A learner may try any legal action during a task (sharing tickets in Team Asia, say):
    the runtime must be able to name it, or matching the task would fail."""
    import inspect

    from ttrwidgets.engine import actions as A
    from ttrwidgets.lessons.run import ACTION_NAME
    kinds = [c for _, c in inspect.getmembers(A, inspect.isclass)
             if issubclass(c, A.Action) and c is not A.Action and c.__module__ == A.__name__]
    assert kinds and all(k in ACTION_NAME for k in kinds), \
        [k.__name__ for k in kinds if k not in ACTION_NAME]
