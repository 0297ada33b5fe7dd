"""Lessons: every shipped lesson is right and solvable, every implemented rule id is taught, bad
lesson files are refused with their JSON path, and a learner's tries behave as promised (a
refused try changes nothing; back, forward and Show me)."""
from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest

from ttrwidgets.ttr import cards as C
from ttrwidgets.ttr.actions import ClaimRoute, DrawCard
from ttrwidgets.ttr.colours import Colour
from ttrwidgets.core.errors import LessonError
from ttrwidgets.core.rulebook import rule_ids
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
    long = tmp_path / "long.json"
    long.write_text(json.dumps(_bad(lambda d: d["steps"][0]["say"].update(
        en="One. Two. Three."))))
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "ttrwidgets.lesson", "steps": [}')
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "lesson", "check", str(good),
                           str(bad), str(long), str(broken)], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 2
    assert f"ok: {good}" in proc.stdout
    assert "$.steps[2].task.click" in proc.stderr and "bad.json" in proc.stderr
    assert "long.json" in proc.stderr and "$.steps[0].say.en" in proc.stderr
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

    from ttrwidgets.ttr import actions as A
    from ttrwidgets.ttr.lessons.adapter import ACTION_NAME
    kinds = [c for _, c in inspect.getmembers(A, inspect.isclass)
             if issubclass(c, A.Action) and c is not A.Action and c.__module__ == A.__name__]
    assert kinds and all(k in ACTION_NAME for k in kinds), \
        [k.__name__ for k in kinds if k not in ACTION_NAME]


# ---------------------------------------------------------------- one idea, feedback per answer
def _question(data):
    return next(k for k, st in enumerate(data["steps"]) if "choose" in st.get("task", {}))


@pytest.mark.parametrize("text,lang", [
    ("Take two cards. Each from the row. Then stop.", "en"),                 # 3 sentences
    (" ".join(["Karte"] * 41) + ".", "de"),                                  # 41 words
])
def test_a_step_saying_too_much_is_refused_with_its_path(text, lang):
    data = _bad(lambda d: d["steps"][0]["say"].update({lang: text}))
    with pytest.raises(LessonError) as e:
        parse_lesson(data, "long.json")
    assert [p for p, _ in e.value.problems] == [f"$.steps[0].say.{lang}"]
    assert "at most 2 sentences and 40 words" in e.value.message("en")


def test_every_wrong_choice_needs_its_own_explanation():
    k = _question(GOAL.data)
    wrong = next(j for j in range(len(GOAL.data["steps"][k]["task"]["choose"]))
                 if j != GOAL.data["steps"][k]["task"]["answer"])
    for mutate, path in [
            (lambda d: d["steps"][k]["task"]["feedback"].__setitem__(wrong, None),
             f"$.steps[{k}].task.feedback[{wrong}]"),
            (lambda d: d["steps"][k]["task"].pop("feedback"), f"$.steps[{k}].task.feedback"),
            (lambda d: d["steps"][k]["task"]["feedback"][wrong].pop("de"),
             f"$.steps[{k}].task.feedback[{wrong}]"),
            (lambda d: d["steps"][k].update(hint=[{"en": "a", "de": "b"}] * 4),
             f"$.steps[{k}].hint")]:
        with pytest.raises(LessonError) as e:
            parse_lesson(_bad(mutate), "fb.json")
        assert path in [p for p, _ in e.value.problems], e.value.problems


def _questions():
    return [(x, st) for x in LESSONS for st in x.steps
            if st.task is not None and st.task.kind == "choose"]


def _label(c):
    return c["en"] if isinstance(c, dict) else str(c)


def test_every_question_names_the_mistake_of_each_wrong_answer():
    for x, st in _questions():
        t = st.task.data
        texts = [f for j, f in enumerate(t["feedback"]) if j != t["answer"]]
        assert all(f["en"] and f["de"] for f in texts), (x.id, st.index)
        assert len({f["en"] for f in texts}) == len(texts), (x.id, st.index)   # its own each


def test_a_question_cannot_be_passed_by_its_shape():
    """Yes/no questions are not nearly all "No"; the right answer is not mostly at one place,
    nor mostly the longer of two."""
    qs = [st.task.data for _, st in _questions()]
    yes_no = [_label(t["choose"][t["answer"]]).split()[0].rstrip(",:") for t in qs
              if all(_label(c).split()[0].rstrip(",:") in ("Yes", "No") for c in t["choose"])]
    assert len(yes_no) >= 4 and abs(yes_no.count("Yes") - yes_no.count("No")) <= 2, yes_no
    places = [t["answer"] for t in qs]
    assert max(places.count(i) for i in set(places)) <= 0.5 * len(places)
    last = [t["answer"] == len(t["choose"]) - 1 for t in qs]
    assert sum(last) <= 0.4 * len(last)
    two = [t for t in qs if len(t["choose"]) == 2]
    longer = [len(_label(t["choose"][t["answer"]]))
              > len(_label(t["choose"][1 - t["answer"]])) + 5 for t in two]
    assert sum(longer) <= 0.7 * len(two)
    assert sum(t["answer"] == 1 for t in two) <= 0.6 * len(two)


def test_a_wrong_answer_gets_its_explanation_and_the_hints_narrow_step_by_step():
    k = _question(GOAL.data)
    step = GOAL.steps[k]
    t = step.task.data
    wrong = [j for j in range(len(t["choose"])) if j != t["answer"]]
    assert len(step.hint) == 3
    run = LessonRun(GOAL, k)
    assert run.hint("en") == "" and run.feedback("en") == ""
    for n, j in enumerate(wrong + wrong[:1]):
        assert run.answer(j).kind == "wrong"
        assert run.feedback("en") == t["feedback"][j]["en"]
        assert run.feedback("de") == t["feedback"][j]["de"]
        assert run.hint("de") == step.hint[min(n, 2)]["de"]              # the last one stays
    assert run.answer(t["answer"]).kind == "done" and run.feedback("en") == ""
    assert run.is_done() and run.k in run.missed and not run.shown


def test_show_me_marks_a_step_shown_not_mastered():
    def take(show: bool) -> LessonRun:
        run = LessonRun(GOAL)
        for k, st in enumerate(GOAL.steps):
            run.go(k)
            if st.task is None:
                continue
            if show and st.task.kind == "choose":
                run.show_me()
            elif st.task.kind == "choose":
                run.answer(st.task.data["answer"])
            else:
                run.click(st.task.data["click"], run.family.click_targets(st.task.data,
                                                                          run.state)[0])
        return run
    mine, shown = take(False), take(True)
    assert mine.finished and mine.mastered() and not mine.shown
    q = _question(GOAL.data)
    assert shown.finished and not shown.mastered() and shown.shown == {q}
    shown.go(q)                                   # a new visit: answered by the learner
    assert shown.answer(GOAL.steps[q].task.data["answer"]).kind == "done"
    assert shown.shown == set() and shown.mastered()


# ---------------------------------------------------------------- try it: it will be refused
def _try_step(game="europe"):
    for x in course(game).lessons:
        for st in x.steps:
            if st.task is not None and st.task.kind == "try" \
                    and st.task.data["refused"] == "draw.faceup-locomotive":
                return x, st.index
    raise AssertionError("no lesson has the learner try a face-up locomotive as second card")


def test_a_try_step_is_done_when_the_engine_refuses_the_move_with_its_rule():
    x, k = _try_step()
    run = LessonRun(x, k)
    before = run.state
    other = next(c for c in before.faceup if c not in (Colour.LOCOMOTIVE,))
    out = run.try_action(DrawCard(0, "faceup", other))               # allowed: not played
    assert out.kind == "allowed" and run.state is before and not run.is_done()
    m = before.map
    claim = ClaimRoute(0, m.routes_between(m.city_index("Paris"), m.city_index("Dieppe"))[0].id,
                       C.card_set({Colour.RED: 1}))
    out = run.try_action(claim)                                      # refused, another rule
    assert out.kind == "illegal" and out.error.rule_id != "draw.faceup-locomotive"
    assert not run.is_done() and run.tries == 2 and run.hint("en")
    out = run.try_action(DrawCard(0, "faceup", Colour.LOCOMOTIVE))
    assert out.kind == "refused" and out.error.rule_id == "draw.faceup-locomotive"
    assert run.is_done() and run.state is before and run.refusal is out.error
    assert run.try_action(DrawCard(0, "faceup", Colour.LOCOMOTIVE)).kind == "finished"
    again = LessonRun(x, k)
    assert again.show_me() == [] and again.refusal.rule_id == "draw.faceup-locomotive"
    assert again.state.pending == before.pending and again.k in again.shown


def test_lesson_check_proves_a_try_is_refused_with_its_rule():
    x, k = _try_step()
    path = f"$.steps[{k}]"

    def check(mutate):
        data = copy.deepcopy(x.data)
        mutate(data["steps"][k]["task"])
        return check_lesson(parse_lesson(data, "try.json"))
    assert check(lambda t: None) == []
    probs = check(lambda t: t.update(refused="draw.two"))
    assert probs and probs[0][0] == f"{path}.task.refused" and "draw.faceup-locomotive" in \
        probs[0][1]
    probs = check(lambda t: (t.update(color="white"),
                             t["solution"][0].update(color="white")))   # a legal move
    assert {p for p, _ in probs} == {f"{path}.task.solution[0]", f"{path}.task"}
    for mutate, where in [(lambda t: t.pop("refused"), f"{path}.task.refused"),
                          (lambda t: t.update(until={"pending": None}), f"{path}.task.until"),
                          (lambda t: t.update(refused="no.such-rule"), f"{path}.task.refused"),
                          (lambda t: t.update({"try": "fly"}), f"{path}.task.try")]:
        data = copy.deepcopy(x.data)
        mutate(data["steps"][k]["task"])
        with pytest.raises(LessonError) as e:
            parse_lesson(data, "try.json")
        assert where in [p for p, _ in e.value.problems], e.value.problems


@pytest.mark.parametrize("game", COURSE_ORDER)
def test_learn_this_rule_opens_a_step_where_the_learner_does_it(game):
    """The log's "Learn this rule" opens the first step that has the learner do (or try) the
    rule when the course has one: tickets.complete is not "Click Paris"."""
    from ttrwidgets.lessons import lesson, teaching
    doing = {r for x in course(game).lessons for st in x.steps
             if st.task is not None and st.task.kind in ("do", "try") for r in st.rules}
    for r, (lid, k) in teaching(game).items():
        st = lesson(lid).steps[k]
        assert r in st.rules
        if r in doing:
            assert st.task is not None and st.task.kind in ("do", "try"), (r, lid, k)
    if game == "europe":
        lid, k = teaching(game)["tickets.complete"]
        assert lesson(lid).steps[k].task.data["do"] == "claim"
