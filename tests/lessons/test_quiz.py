"""Test yourself (issue 23, part 4): questions the engine makes from fresh positions, proved by
``lesson check``; the rules missed come back first in the next test; a mastery mark per
lesson; and through the app's widgets: a lesson mastered, one failed, a test taken."""
from __future__ import annotations

from collections import Counter

import pytest

from ttrwidgets.core.rulebook import rule
from ttrwidgets.lessons import course, courses, lesson
from ttrwidgets.lessons.check import check_lesson
from ttrwidgets.lessons.model import parse_lesson
from ttrwidgets.lessons.quiz import (MAX_QUESTIONS, MIN_QUESTIONS, has_quiz, is_number,
                                     quiz_for, quiz_seed)
from ttrwidgets.lessons.run import LessonRun
from ttrwidgets.widgets import TTRApp
from ttrwidgets.widgets.learn import Progress

from .test_lesson_widgets import drive, panel, try_by_clicking
from ttrwidgets.lessons.run import solution_actions, try_action_of
from ttrwidgets.ttr.lessons.adapter import click_targets

ALL = [x for c in courses() for x in c.lessons]
TESTED = [x for x in ALL if has_quiz(x)]
YES = {"en": "Yes", "de": "Ja"}
NO = {"en": "No", "de": "Nein"}


def _engine_value(step):
    """What the step's check says the engine answers, as the choice that says it."""
    chk = step.task.data["check"][-1]
    exp = chk["expect"]
    if isinstance(exp, dict) and "rails_left" in exp:
        if "current_player" in exp:             # a double line: the supply and the turn
            more = "my turn is over" if exp["current_player"] != 0 else "I may lay one more rail"
            return f"{exp['rails_left']} are left, and {more}"
        return exp["rails_left"]
    if chk.get("query") == "legal_claims":
        return "yes" if exp else "no"
    if chk.get("query") == "final_scores":
        return exp["0"]["tickets"]
    if chk.get("query") == "missing_rails":
        return exp
    if chk.get("do") in ("lay_rail", "place_marker"):
        return "yes" if exp["legal"] else "no"
    if "tunnel_extra" in exp:
        return exp["tunnel_extra"]
    if "pending" in exp:
        draws = [c for c in step.task.data["check"] if c.get("do") == "draw_card"]
        if "in all" in step.say["en"]:          # every card taken, the turn over after it
            assert exp["pending"] is None
            return len(draws)
        return 1 if exp["pending"] == "second_card" else 0
    return exp["players"]["0"]["score"]


def _chosen(step):
    c = step.task.data["choose"][step.task.data["answer"]]
    if isinstance(c, dict):
        return "yes" if c["en"] == YES["en"] else "no" if c["en"] == NO["en"] else c["en"]
    return c


def test_every_lesson_ends_with_a_test_in_every_course():
    """Issue 23, part 4: at the end of each lesson a short test yourself, in all four
    courses (36 lessons)."""
    for c in courses():
        assert [x.id for x in c.lessons if not has_quiz(x)] == [], c.game
    assert len(TESTED) == len(ALL) >= 36


@pytest.mark.parametrize("x", TESTED, ids=[x.id for x in TESTED])
def test_a_test_is_made_by_the_engine_and_proved_by_lesson_check(x):
    for attempt in range(3):
        q = quiz_for(x, quiz_seed(x.id, attempt))
        assert q is not None and MIN_QUESTIONS <= len(q.steps) <= MAX_QUESTIONS
        assert check_lesson(q) == []                  # every check holds: the engine agrees
        for st in q.steps:
            assert st.task.kind == "choose" and st.position is not None
            # the right choice is the one the engine's check proves
            assert _chosen(st) == _engine_value(st), (x.id, st.say["en"])
            fb = st.task.data["feedback"]
            assert all(f is not None for j, f in enumerate(fb) if j != st.task.data["answer"])


def test_the_same_seed_makes_the_same_test_and_another_seed_another():
    x = lesson("europe.tunnels")
    a, b = quiz_for(x, 11), quiz_for(x, 11)
    assert a.data == b.data
    c = quiz_for(x, 12)
    assert [s.position for s in a.steps] != [s.position for s in c.steps]


def test_a_wrong_check_is_refused_by_lesson_check():
    """The answers are the engine's, not written down: a question whose check expects a wrong
    choice fails ``lesson check``."""
    x = lesson("europe.tunnels")
    q = quiz_for(x, 5)
    from ttrwidgets.lessons import parse_lesson
    data = q.data
    for k, st in enumerate(data["steps"]):
        chk = st["task"]["check"][0]
        bad = {**data, "steps": [dict(s) for s in data["steps"]]}
        exp = chk["expect"]
        if isinstance(exp, dict) and "tunnel_extra" in exp:
            wrong = {**exp, "tunnel_extra": exp["tunnel_extra"] + 1}
        elif isinstance(exp, dict) and "players" in exp:
            wrong = {**exp, "players": {"0": {"score": exp["players"]["0"]["score"] + 1}}}
        else:
            continue
        bad["steps"][k] = {**st, "task": {**st["task"], "check": [{**chk, "expect": wrong}]}}
        assert check_lesson(parse_lesson(bad, "bad.json")), k


def test_every_trans_lesson_ends_with_a_test_of_what_it_teaches():
    """The first Trans lessons too (the start marker, the common supply, double lines, shared
    networks): each test asks about a rule of its own lesson."""
    for x in course("trans_europa").lessons:
        own = {r for st in x.steps for r in st.rules}
        for attempt in range(2):
            q = quiz_for(x, quiz_seed(x.id, attempt))
            assert q is not None, x.id
            assert any(set(st.rules) & own for st in q.steps), (x.id, attempt)


@pytest.mark.parametrize("lesson_id", ["trans_europa.goal", "trans_europa.laying-rails",
                                       "trans_europa.shared-networks"])
def test_a_wrong_trans_check_is_refused_by_lesson_check(lesson_id):
    """The start marker, supply, double line and shared network answers are the engine's: a
    check that expects another one fails ``lesson check``."""
    from ttrwidgets.lessons import parse_lesson
    data = quiz_for(lesson(lesson_id), 7).data
    for k, st in enumerate(data["steps"]):
        chk = st["task"]["check"][-1]
        exp = dict(chk["expect"])
        if "rails_left" in exp:
            exp["rails_left"] += 1
        elif exp.get("legal") is True:
            exp = {"legal": False, "rule": st["rules"][0]}
        else:
            exp = {"legal": True}
        bad = {**data, "steps": [dict(s) for s in data["steps"]]}
        checks = st["task"]["check"][:-1] + [{**chk, "expect": exp}]
        bad["steps"][k] = {**st, "task": {**st["task"], "check": checks}}
        assert check_lesson(parse_lesson(bad, "bad.json")), (lesson_id, k)


def test_the_right_answers_place_varies():
    places = Counter()
    for x in TESTED:
        for attempt in range(2):
            for st in quiz_for(x, quiz_seed(x.id, attempt)).steps:
                places[st.task.data["answer"]] += 1
    total = sum(places.values())
    assert len(places) >= 3 and max(places.values()) < 0.6 * total, places


def test_missed_rules_come_back_first_in_the_next_test():
    x = lesson("europe.tickets")
    plain = quiz_for(x, 3)
    again = quiz_for(x, 3, review=["tunnel.extra"])
    assert "tunnel.extra" in again.steps[0].rules
    assert plain.data != again.data


def test_progress_keeps_mastery_and_the_rules_to_review():
    x = lesson("europe.claiming")
    run = LessonRun(x)
    p = Progress()
    # a wrong answer or a wrong try at some step: the run is not mastered
    run.go(len(x.steps) - 1)
    for k in range(len(x.steps)):
        run.go(k)
        run.show_me()
        p.record(run)
    assert p.finished(x.id) and not p.mastered(x.id)
    assert set(p.review) >= set(x.steps[1].rules)
    back = Progress.from_text(p.to_text())
    assert back.review == p.review and back.mastered(x.id) is False
    q = quiz_for(x, 1, review=p.review)
    qr = LessonRun(q)
    for k, st in enumerate(q.steps):
        qr.go(k)
        assert qr.answer(st.task.data["answer"]).kind == "done"
        p.record(qr)
    assert qr.mastered() and p.mastered(q.id)
    asked = {r for st in q.steps for r in st.rules}
    assert not asked & set(p.review)                  # answered right: off the list


def _solve_by_clicking(app, x):
    for k, step in enumerate(x.steps):
        t = step.task
        if t is not None and t.kind == "do":
            for a in solution_actions(x, step, app.state):
                drive(app, a)
        elif t is not None and t.kind == "try":
            try_by_clicking(app, try_action_of(x, step, app.state))
        elif t is not None and t.kind == "click":
            target = click_targets(t.data, app.state)[0]
            (app.board.click_route if t.data["click"] == "route" else app.board.click_city)(
                target)
        elif t is not None:
            app.game_page.lesson.choices[t.data["answer"]].click()
        if k + 1 < len(x.steps):
            app.game_page.lesson.b_next.click()


def test_a_lesson_mastered_a_lesson_failed_and_a_test_taken_with_the_widgets():
    app = TTRApp()
    lp = app.game_page.lesson
    # mastered: every step right at the first try
    x = lesson("europe.claiming")
    app.open_lesson(x.id)
    _solve_by_clicking(app, x)
    assert app.lesson.finished and app.lesson.mastered()
    assert "Lesson mastered" in panel(app) and app.progress.mastered(x.id)
    app.show_learn()
    assert app.learn_page.buttons[x.id].description.startswith("★")
    assert "1 mastered ★" in app.learn_page.headings["europe"].value
    # failed: a wrong answer first, then right; the lesson is finished, not mastered
    y = lesson("europe.goal")
    app.open_lesson(y.id)
    k = next(k for k, s in enumerate(y.steps) if s.task is not None and s.task.kind == "choose")
    for _ in range(k):
        if app.lesson.task is not None:
            app.lesson_show()
        lp.b_next.click()
    st = y.steps[k]
    lp.choices[(st.task.data["answer"] + 1) % len(st.task.data["choose"])].click()
    assert "✗" in panel(app)
    lp.choices[st.task.data["answer"]].click()
    while app.lesson.k + 1 < len(y.steps):
        lp.b_next.click()
        if app.lesson.task is not None:
            app.lesson_show()
    assert app.progress.finished(y.id) and not app.progress.mastered(y.id)
    assert set(st.rules) <= set(app.progress.review)
    assert "Lesson mastered" not in panel(app)
    # its test: offered at its end, made by the engine, the missed rule first and marked
    assert lp.b_test.layout.display != "none" and lp.b_test.description == "Test yourself"
    lp.b_test.click()
    q = app.lesson.lesson
    assert q.id == y.id + ".test" and 3 <= len(q.steps) <= 5
    assert set(st.rules) & set(q.steps[0].rules)       # the missed rule comes back first
    assert "↻ to review" in panel(app)                  # ... marked as such
    for j, s in enumerate(q.steps):
        wrong = (s.task.data["answer"] + 1) % len(s.task.data["choose"])
        lp.choices[wrong if j == 0 else s.task.data["answer"]].click()
        if j == 0:                                      # the mistake named, then right
            fb = s.task.data["feedback"][wrong]["en"]
            assert fb[:25] in panel(app).replace("&#x27;", "'")
            lp.choices[s.task.data["answer"]].click()
        if j + 1 < len(q.steps):
            lp.b_next.click()
    assert f"{len(q.steps) - 1} of {len(q.steps)} right at the first try" in panel(app)
    assert set(q.steps[0].rules) <= set(app.progress.review)   # missed again: still to review
    nxt = app.next_lesson_after(y.id)
    assert lp.b_test.description == f"Continue: {nxt.text('title', 'en')}"
    lp.b_test.click()
    assert app.lesson.lesson.id == nxt.id
    app.show_learn()
    assert not app.learn_page.buttons[y.id].description.startswith("★")
    assert app.learn_page.buttons[x.id].description.startswith("★")
    assert "To review" in app.learn_page.head.value


def test_a_trans_test_is_taken_on_the_grid_board():
    app = TTRApp()
    x = lesson("trans_europa.round-end-and-scoring")
    app.open_lesson(x.id)
    lp = app.lesson_panel()
    for k in range(len(x.steps)):
        if app.lesson.task is not None:
            app.lesson_show()
        if k + 1 < len(x.steps):
            lp.b_next.click()
    assert app.lesson.finished and lp.b_test.layout.display != "none"
    lp.b_test.click()
    q = app.lesson.lesson
    assert q.id == x.id + ".test" and app.lesson_panel() is lp
    st = q.steps[0]
    assert st.say["en"][:20] in panel_of(lp)
    lp.choices[st.task.data["answer"]].click()
    assert app.lesson.is_done() and app.state.map.id == "trans_europa"


def panel_of(lp) -> str:
    return " ".join(w.value for w in (lp.head, lp.say, lp.task))


def _finish_with_show_me(app, x):
    app.open_lesson(x.id)
    lp = app.lesson_panel()
    for k in range(len(x.steps)):
        if app.lesson.task is not None:
            app.lesson_show()
        if k + 1 < len(x.steps):
            lp.b_next.click()
    return lp


def test_a_course_ends_with_a_guided_game_that_explains_the_rules_as_they_happen():
    app = TTRApp()
    first = courses()[0]
    # not offered before the course's end
    lp = _finish_with_show_me(app, first.lessons[0])
    assert lp.b_guide.layout.display == "none"
    lp = _finish_with_show_me(app, first.lessons[-1])
    assert lp.b_guide.layout.display != "none"
    lp.b_guide.click()
    assert app.lesson is None and app.session is not None and lp.guide is not None
    assert lp.box.layout.display != "none" and "Guided game" in panel(app)
    assert "a few turns before the end" in panel(app)
    gp = app.game_page
    seen = len(lp.guide.notes)
    # the learner draws two cards from the deck (the bot moves in between): each rule that
    # happens is explained
    gp.cards.b_deck.click()
    gp.cards.b_deck.click()
    assert len(lp.guide.notes) > seen
    text = panel(app)
    assert "Your move" in text or "Another player" in text
    newest = lp.guide.notes[-1]
    assert rule(newest.rule, "europe").title["en"].replace("'", "&#x27;") in text
    assert "draw.two" in {n.rule for n in lp.guide.notes}
    assert "Rules met in this game so far" in text
    # a short game: playing on (the hint's move each time), the game ends within a few
    # moves, and the end of the game and the final scoring are explained as they happen
    moves = 2
    while app.session.family.active_seats(app.state) and moves < 12:
        app.auto()
        moves += 1
    assert not app.session.family.active_seats(app.state), moves
    met = {n.rule for n in lp.guide.notes}
    assert {"end.trigger", "end.game-over", "score.tickets", "score.routes"} <= met, met
    last = lp.guide.notes[-1]
    assert rule(last.rule, "europe").title["en"].replace("'", "&#x27;") in panel(app)
    # a new game is not guided: the panel forgets the guide
    app.start_game(game="europe", players=2, seats=["human", "greedy"])
    assert lp.guide is None and lp.box.layout.display == "none"


def test_the_trans_course_ends_with_a_guided_game_too():
    app = TTRApp()
    c = next(c for c in courses() if c.game == "trans_europa")
    lp = _finish_with_show_me(app, c.lessons[-1])
    lp.b_guide.click()
    assert app.lesson is None and lp.guide is not None and lp.guide.game == "trans_europa"
    assert "Guided game" in panel_of(lp) and lp.guide.notes is not None
    assert app.state.phase == "rails" and max(p.prestige for p in app.state.players) >= 9
    moves = 0                      # a short game: the last round, its scoring, the game's end
    while app.session.family.active_seats(app.state) and moves < 16:
        app.auto()
        moves += 1
    met = {n.rule for n in lp.guide.notes}
    assert {"trans.round-end", "trans.score-round", "trans.game-end"} <= met, (moves, met)


def test_the_shipped_questions_do_not_give_their_answer_away_by_its_place():
    """Issue 23: no course puts the right answer of its worded questions mostly in one place
    (the Trans course had it last in 6 of 7), and across the courses every place is used."""
    places = Counter()
    for c in courses():
        worded = Counter()
        for x in c.lessons:
            for st in x.steps:
                t = st.task
                if t is not None and t.kind == "choose":
                    places[t.data["answer"]] += 1
                    if isinstance(t.data["choose"][0], dict):
                        worded[t.data["answer"]] += 1
        if sum(worded.values()) >= 4:
            assert max(worded.values()) <= 0.6 * sum(worded.values()), (c.game, worded)
    assert {0, 1, 2, 3} <= set(places), places


def _number_places(questions) -> dict:
    """Per number of choices: how often the right answer is at each place (numbers in order,
    so the place is its rank: 0 the smallest)."""
    out: dict = {}
    for st in questions:
        t = st.task.data
        ch = t["choose"]
        if not all(is_number(c) for c in ch):
            continue
        assert ch == sorted(ch), ch                  # readable: smallest first
        out.setdefault(len(ch), Counter())[t["answer"]] += 1
    return out


def _spread_evenly(places: dict, low: float, high: float) -> None:
    for n, c in places.items():
        total = sum(c.values())
        if total < 2 * n:
            continue
        shares = {k: c[k] / total for k in range(n)}
        assert all(low / n <= v <= high / n for v in shares.values()), (n, c)


def test_number_questions_have_the_right_answer_at_every_place_equally_often():
    """Issue 23: number choices are shown in order, and the wrong ones are drawn so that the
    right answer is the smallest, the largest or one between about equally often (measured
    over every lesson's first three tests; before, the largest of 4 was never right)."""
    qs = [st for x in TESTED for attempt in range(3)
          for st in quiz_for(x, quiz_seed(x.id, attempt)).steps]
    places = _number_places(qs)
    assert sum(sum(c.values()) for c in places.values()) >= 200, places
    assert {3, 4} <= set(places), places
    _spread_evenly(places, 0.6, 1.4)


@pytest.mark.parametrize("game", ["europe", "deutschland", "asia", "trans_europa"])
def test_each_number_question_kind_puts_its_right_answer_at_every_place(game):
    import random
    from ttrwidgets.lessons.adapter import rules_for
    rules = rules_for(game)
    base = {"game": game, "options": course(game).lessons[0].scenario["options"]}
    for kind, q in rules.QUESTIONS.items():
        steps = [q.make(rules, base, random.Random(i)) for i in range(60)]
        made = [parse_lesson({"format": "ttrwidgets.lesson", "version": 1, "id": "q.x",
                              "title": YES, "goal": YES, **base, "seed": 1,
                              "steps": [s]}).steps[0] for s in steps if s is not None]
        places = _number_places(made)
        for n, c in places.items():
            assert set(c) == set(range(n)), (game, kind, c)       # the largest too
        _spread_evenly(places, 0.5, 1.5)


def test_the_hand_written_number_questions_are_in_order_and_not_skewed():
    places = _number_places([st for x in ALL for st in x.steps
                             if st.task is not None and st.task.kind == "choose"])
    four = places[4]
    assert set(four) == {0, 1, 2, 3} and max(four.values()) <= 0.4 * sum(four.values()), four
    assert set(places[3]) == {0, 1, 2}, places[3]


def test_no_wrong_choice_of_any_question_falls_back_to_a_bare_not_quite():
    """Issue 23: every wrong choice of every question, hand-written or made by a test, is
    answered with its own explanation of that mistake (English and German), not only the
    panel's "✗ Not quite.": each wrong choice picked through the lesson runtime."""
    from ttrwidgets.widgets.texts import t as tr
    bare = {tr("lesson.wrong", "en"), tr("lesson.wrong", "de")}
    made = [quiz_for(x, quiz_seed(x.id, attempt)) for x in TESTED for attempt in range(2)]
    checked = 0
    for x in ALL + made:
        for st in x.steps:
            if st.task is None or st.task.kind != "choose":
                continue
            t = st.task.data
            said = {"en": set(), "de": set()}
            for j in range(len(t["choose"])):
                if j == t["answer"]:
                    continue
                run = LessonRun(x, st.index)
                assert run.answer(j).kind != "done"
                for lang in ("en", "de"):
                    text = run.feedback(lang)
                    assert text.strip() and text not in bare, (x.id, st.index, j, lang)
                    assert text not in said[lang], (x.id, st.index, j, lang, text)  # its own
                    said[lang].add(text)
                checked += 1
    assert checked > 500, checked
