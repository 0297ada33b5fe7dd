"""``python -m ttrwidgets lesson check FILE...``: is every lesson right and solvable?

For each file: the format (:mod:`.model`), then every step played in order as a learner would
meet it:

* the step's position and its ``before`` moves are legal;
* a ``do`` task: its solution is legal, matches the task, and completes it (``until``); the
  task's player is to move; and whatever matching action a learner may choose first, the step
  can still be completed, and the next step (when it continues from this one) can still be done;
* a ``try`` task: the engine refuses its solution with the rule named in ``refused``, and no
  matching action is legal (whatever matching move the learner tries is refused);
* a ``click`` task has something to click;
* a ``choose`` task's ``check`` (scenario steps with expectations) all hold, so the answer is
  the engine's.

With ``--all`` (the shipped courses), each lesson's *Test yourself* (:mod:`.quiz`) is made from
its first :data:`TESTS` seeds and checked the same way: every generated question is read by the
lesson format's reader (each wrong choice with its explanation) and its ``check`` -- the
engine's answer -- holds.

Prints one line per file (``ok``, or the problems with their JSON paths) and exits 0 when all
are right, 2 when a file is malformed or a lesson cannot be solved. The files go through the one
per-file runner of the commands (:func:`ttrwidgets.core.scenario.each_file`): a file that cannot
be read or checked gets one ``error: FILE: ...`` line (an unexpected error: a reference) and the
other files are still checked.
"""
from __future__ import annotations

import sys

from ..core.errors import DataError, Message, printable
from ..core.scenario import each_file, say
from .model import Lesson, LessonError, load_lesson
from .run import LessonRun, family, refusal, solution_actions, try_action_of

__all__ = ["check_lesson", "check_tests", "main"]

#: How many seeds of each lesson's test ``lesson check --all`` makes and checks.
TESTS = 3

#: How many matching actions a learner may need to finish a ``do`` task (two cards, claim and
#: pay a tunnel, ...): a bound on the search for a way through.
MAX_TASK_ACTIONS = 4


def _can_finish(task: dict, state, fam, steps=(), depth: int = 0) -> bool:
    if fam.until_holds(task, state, steps):
        return True
    if depth >= MAX_TASK_ACTIONS:
        return False
    seat = task.get("player", 0)
    tried = 0
    for a in fam.legal_actions(state, seat):
        if fam.matches(task, state, a):
            tried += 1
            if tried > 12:
                break
            new, st = fam.apply(state, a)
            if _can_finish(task, new, fam, st, depth + 1):
                return True
    return False


def _startable(step, state, fam) -> bool:
    """Can step ``step`` be done from ``state`` (its start)?"""
    t = step.task
    if t is None:
        return True
    if t.kind == "click":
        return bool(fam.click_targets(t.data, state))
    if t.kind in ("choose", "try"):
        return True
    return _can_finish(t.data, state, fam)


def check_lesson(lesson: Lesson) -> list[tuple[str, str]]:
    """The problems of ``lesson`` as (JSON path, message); none: every step is solvable."""
    probs: list[tuple[str, str]] = []
    fam = family(lesson)
    run = LessonRun(lesson)
    steps = lesson.steps
    for k, step in enumerate(steps):
        path = f"$.steps[{k}]"
        if k:
            run.go(k)
        state = run.state
        t = step.task
        if t is None:
            continue
        if t.kind == "do":
            seat = t.data.get("player", 0)
            if seat >= state.n_players:
                probs.append((f"{path}.task.player", Message("lesson-check.seat",
                                                             last=state.n_players - 1,
                                                             value=seat)))
                continue
            actions = solution_actions(lesson, step, state)   # legal, or LessonError
            s, st = state, []
            for j, a in enumerate(actions):
                if not fam.matches(t.data, s, a):
                    probs.append((f"{path}.task.solution[{j}]",
                                  Message("lesson-check.solution-no-match", action=str(a))))
                s, st = fam.apply(s, a)
            if not fam.until_holds(t.data, s, st):
                probs.append((f"{path}.task.until", Message("lesson-check.until")))
            # whatever matching action a learner chooses first, the lesson can go on
            nxt = steps[k + 1] if k + 1 < len(steps) else None
            follows = nxt is not None and nxt.position is None
            seen = 0
            for a in fam.legal_actions(state, seat):
                if not fam.matches(t.data, state, a):
                    continue
                seen += 1
                if seen > 60:
                    break
                new, st2 = fam.apply(state, a)
                if not _can_finish(t.data, new, fam, st2, 1):
                    probs.append((f"{path}.task", Message("lesson-check.cannot-finish",
                                                          action=str(a))))
                    break
                if follows and fam.until_holds(t.data, new, st2) and not nxt.before:
                    if not _startable(nxt, new, fam):
                        probs.append((f"{path}.task", Message("lesson-check.next-step",
                                                              action=str(a), step=k + 1)))
                        break
            if not seen:
                probs.append((f"{path}.task", Message("lesson-check.nothing-matches")))
        elif t.kind == "try":
            seat = t.data.get("player", 0)
            err = refusal(lesson, step, state)
            if err is None:
                probs.append((f"{path}.task.solution[0]", Message("lesson-check.try-allowed")))
            elif err.rule_id != t.data["refused"]:
                probs.append((f"{path}.task.refused", Message(
                    "lesson-check.refused-other", rule=err.rule_id, want=t.data["refused"])))
            else:
                if not fam.matches(t.match, state, try_action_of(lesson, step, state)):
                    probs.append((f"{path}.task.solution[0]",
                                  Message("lesson-check.try-no-match")))
            allowed = next((a for a in fam.legal_actions(state, seat)
                            if fam.matches(t.match, state, a)), None)
            if allowed is not None:
                probs.append((f"{path}.task", Message("lesson-check.try-too-wide",
                                                      action=str(allowed))))
        elif t.kind == "click":
            if not fam.click_targets(t.data, state):
                probs.append((f"{path}.task", Message("lesson-check.click-nothing")))
        else:
            results: list = []
            s = state                     # the checks run in order, like a scenario's steps
            for j, st in enumerate(t.data["check"]):
                s = fam.run_step(s, st, f"{path}.task.check[{j}]", lesson.source, results)
                for r in results:
                    if not r["ok"]:
                        probs.append((f"{path}.task.check[{j}]", Message(
                            "lesson-check.expected", check=str(r["check"]),
                            expected=repr(r["expected"]), got=repr(r["got"]))))
                results.clear()
        run.show_me()
    return probs


def check_tests(lesson: Lesson, n: int = TESTS) -> list[tuple[str, str]]:
    """The problems of ``lesson``'s first ``n`` tests (none when it has no test), each path
    prefixed with the test's id and seed."""
    from .quiz import has_quiz, quiz_for, quiz_seed
    if not has_quiz(lesson):
        return []
    out = []
    for attempt in range(n):
        seed = quiz_seed(lesson.id, attempt)
        where = f"{lesson.id}.test seed {seed}: "
        try:
            q = quiz_for(lesson, seed)
        except LessonError as e:
            out += [(where + p, m) for p, m in e.problems]
            continue
        if q is None:
            out.append((where + "$", Message("lesson-check.no-test")))
            continue
        out += [(where + p, m) for p, m in check_lesson(q)]
    return out


def check_file(path, tests: int = 0) -> list[tuple[str, str]]:
    """Load and check one file (a malformed file raises :class:`LessonError`)."""
    lesson = load_lesson(path)
    try:
        probs = check_lesson(lesson)
        if tests and not probs:
            probs = check_tests(lesson, tests)
        return probs
    except DataError as e:
        raise LessonError(lesson.source, e.problems) from None


def main(argv, stream=None, err=None) -> int:
    stream = stream or sys.stdout
    err = err or sys.stderr
    if not argv or argv[0] != "check" or len(argv) < 2:
        from ..core import cli_text
        print(cli_text.say("usage-lesson", cli_text.lang_of(argv)), file=err)
        return 2
    files = argv[1:]
    tests = 0
    if files == ["--all"]:
        tests = TESTS
        from . import _files, COURSE_ORDER
        from importlib import resources
        files = []
        for g in COURSE_ORDER:
            for f in _files(g):
                with resources.as_file(f) as p:
                    files.append(str(p))
    code = 0
    from ..core import cli_text
    lang = cli_text.LANG or cli_text.i18n.FALLBACK    # python -m ttrwidgets --lang de lesson
    # the one per-file runner of every command (``scenario``, ``puzzle solve``/``check``): a
    # malformed file's line names it and its JSON paths, an unexpected error a reference
    for f, problems in each_file(files, lambda p: check_file(p, tests), err):
        if problems is None:
            code = 2
        elif problems:
            say(cli_text.say("error", lang, error=LessonError(f, problems).message(lang)), err)
            code = 2
        else:
            say(f"ok: {printable(f)}", stream)
    return code
