"""Every rule is taught by doing (issue 23, part 2): for each course, every rule id of its game
is done on the board somewhere -- the engine explains a learner's action (a ``do`` task's
solution) with it, or refuses a ``try`` task's move with it -- or a lesson file says why no move
can do it (``not_by_doing``). Asked about in a question does not count."""
from __future__ import annotations

import pytest

from ttrwidgets.core.rulebook import rule_ids
from ttrwidgets.lessons import courses
from ttrwidgets.lessons.run import LessonRun, refusal, solution_actions

#: Rules still only told or asked about, each a gap to close with a ``do`` or ``try`` step
#: (the test fails when one is closed, so the list only shrinks).
NOT_YET = {
    "europe": set(),
    "deutschland": set(),
    "asia": set(),
    "trans_europa": set(),
}


def done_by_the_learner(c) -> dict[str, str]:
    """Rule id -> the first ``lesson:step`` where a learner's action makes the engine cite it
    (the explanation of a ``do`` task's solution, or a ``try`` task's refusal)."""
    out: dict[str, str] = {}
    for x in c.lessons:
        run = LessonRun(x)
        for k, st in enumerate(x.steps):
            run.go(k)
            t = st.task
            if t is None:
                continue
            if t.kind == "do":
                s = run.state
                for a in solution_actions(x, st, s):
                    s, steps = run.family.apply(s, a)
                    for e in steps:
                        out.setdefault(e.rule, f"{x.id}:{k}")
            elif t.kind == "try":
                err = refusal(x, st, run.state)
                out.setdefault(err.rule_id, f"{x.id}:{k}")
    return out


@pytest.mark.parametrize("c", courses(), ids=lambda c: c.game)
def test_every_rule_is_done_on_the_board_or_says_why_not(c):
    done = done_by_the_learner(c)
    reasons = {r: x.id for x in c.lessons for r in x.not_by_doing}
    rules = set(rule_ids(c.game))
    left = rules - set(done) - set(reasons)
    assert left == NOT_YET[c.game], sorted(left ^ NOT_YET[c.game])
    # a reason for a rule that is done after all is stale
    assert not set(reasons) & set(done), {r: (reasons[r], done[r])
                                          for r in set(reasons) & set(done)}


def test_a_rule_only_asked_about_does_not_count():
    """The course's questions name rules too (station.borrow in the stations lesson); only
    the learner's moves count as doing them."""
    c = next(c for c in courses() if c.game == "europe")
    asked = {r for x in c.lessons for st in x.steps
             if st.task is not None and st.task.kind == "choose" for r in st.rules}
    done = done_by_the_learner(c)
    assert "station.borrow" in asked and "station.borrow" not in done
