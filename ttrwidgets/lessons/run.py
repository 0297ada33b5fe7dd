"""A lesson being taken: which step, the position on the board, what the learner tried.

Pure Python (no widgets): the app's Learn page, the tests and ``lesson check`` all drive a
:class:`LessonRun`. Each step is played on its family's session (so the board, the hand, the dialogs and the
explanation log work exactly as in a game); the family's rules and lesson adapter are asked
through :func:`.adapter.rules_for`, never which family a game is. The rules stay the
engine's: an action the rules forbid is refused with the engine's own reason and rule id; an
action the rules allow but the task does not ask for is refused with the lesson's hint; either
way nothing changes.

>>> from ttrwidgets.lessons import course
>>> run = LessonRun(course("europe").lessons[0])
>>> run.k, run.step.task is None
(0, True)
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import IllegalActionError, Message, ScenarioError
from .adapter import LessonRules, rules_for
from .model import Lesson, LessonError, Step

__all__ = ["LessonRun", "Outcome", "base_state", "family", "solution_actions",
           "try_action_of", "refusal", "start_session"]


@dataclass(frozen=True)
class Outcome:
    """The answer to a try. ``kind``:

    * ``"done"``: the task is done (the step may go on);
    * ``"refused"``: a try task is done: the engine refused the move with the rule the step
      teaches (``error``: its refusal; nothing changed);
    * ``"allowed"``: a try task's move that the rules allow: not played, not the lesson;
    * ``"more"``: the action counted, the task wants more (a second card, say);
    * ``"illegal"``: the rules forbid it (``error``: the engine's, with its rule id);
    * ``"not-task"``: the rules allow it, but it is not what the task asks (nothing changed);
    * ``"wrong"``: a click or an answer that is not the one asked for;
    * ``"finished"``: the step is already done: nothing more to do here.
    """
    kind: str
    error: IllegalActionError | None = None

    @property
    def ok(self) -> bool:
        return self.kind in ("done", "more", "refused")


def family(lesson_or_game) -> LessonRules:
    """What a lesson asks of its game: the rules (the family protocol) and the family's lesson
    adapter (:func:`.adapter.rules_for`)."""
    return rules_for(lesson_or_game)


# ------------------------------------------------------------------------ positions
def base_state(lesson: Lesson, step: Step) -> tuple | None:
    """The position a step starts from when it names one (with the steps of a normal setup when
    the lesson's first step starts from the lesson's own set-up), else None."""
    sc = lesson.scenario
    if step.position is not None:
        data = {**{k: v for k, v in sc.items() if k != "position"},
                "position": step.position, "steps": []}
        if step.seed is not None:
            data["seed"] = step.seed
        where = f"$.steps[{step.index}]"
        try:
            return family(lesson).setup(data, lesson.source)
        except ScenarioError as e:
            raise LessonError(lesson.source, [(p.replace("$.position", f"{where}.position", 1)
                                               .replace("$.seed", f"{where}.seed", 1), msg)
                                              for p, msg in e.problems]) from None
    if step.index == 0:
        return family(lesson).setup({**sc, "steps": []}, lesson.source)
    return None


def start_session(lesson: Lesson, step: Step, state, steps=()):
    """A session for ``step`` from ``state``, with the step's ``before`` moves played (an
    illegal one is an error of the lesson file, naming its path)."""
    fam = family(lesson)
    kinds = ["human" if i == 0 else "greedy" for i in range(state.n_players)]
    session = fam.session(state, kinds, steps)
    for j, st in enumerate(step.before):
        path = f"$.steps[{step.index}].before[{j}]"
        probs = fam.problems(lesson.source)
        action = fam.to_action(session.state, st, path, probs)
        if probs.items:
            raise LessonError(lesson.source, probs.items)
        try:
            session.act(action)
        except IllegalActionError as e:
            raise LessonError(lesson.source, [(path, _not_legal(e))]) from None
    return session


def _not_legal(e: IllegalActionError) -> Message:
    """A lesson's action the rules refuse where it stands: the refusal in every language."""
    return Message("lesson-file.not-legal", why=lambda lang: e.message(lang))


def solution_actions(lesson: Lesson, step: Step, state) -> list:
    """The ``do`` task's solution as engine actions, each built on the state before it."""
    fam = family(lesson)
    out = []
    for j, st in enumerate(step.task.data["solution"]):
        path = f"$.steps[{step.index}].task.solution[{j}]"
        probs = fam.problems(lesson.source)
        action = fam.to_action(state, {"player": step.task.data.get("player", 0), **st}, path,
                               probs)
        if probs.items:
            raise LessonError(lesson.source, probs.items)
        try:
            state, _ = fam.apply(state, action)
        except IllegalActionError as e:
            raise LessonError(lesson.source, [(path, _not_legal(e))]) from None
        out.append(action)
    return out


def try_action_of(lesson: Lesson, step: Step, state):
    """A try task's solution as an engine action (built, not played: the rules refuse it)."""
    fam = family(lesson)
    path = f"$.steps[{step.index}].task.solution[0]"
    probs = fam.problems(lesson.source)
    action = fam.to_action(state, {"player": step.task.data.get("player", 0),
                                   **step.task.data["solution"][0]}, path, probs)
    if probs.items:
        raise LessonError(lesson.source, probs.items)
    return action


def refusal(lesson: Lesson, step: Step, state):
    """The engine's refusal of a try task's solution (None: the rules allow it)."""
    return family(lesson).why_illegal(state, try_action_of(lesson, step, state))


# ------------------------------------------------------------------------ the run
class LessonRun:
    """A learner's way through ``lesson``: the step shown (``k``), its session, and which steps
    are done. Going back restarts an earlier step from its start; going forward to a step not
    yet done plays the steps in between as *Show me* would."""

    def __init__(self, lesson: Lesson, step: int = 0, teacher: bool = False):
        self.lesson = lesson
        self.family = family(lesson)           # the game's rules and lesson adapter
        self.teacher = teacher                 # step through without doing the tasks
        self.done: set[int] = set()            # steps whose task is done
        self.shown: set[int] = set()           # ... of those, the ones Show me did
        self.missed: set[int] = set()          # steps with a wrong try (not mastered)
        self.tries = 0                         # wrong tries at the step shown (graded hints)
        self._shown_here = False               # Show me answered the step on this visit
        self.refusal = None                    # try task: the engine's refusal shown
        self._ends: dict = {}    # step -> the session it ended with
        self.picked: int | None = None         # choose task: the answer picked
        self.clicked: tuple | None = None      # click task: ("route" | "city", index) shown
        self._completed_here = False           # the task was completed on this visit
        self.k = 0
        self.session = self._start(0)
        if step:
            self.go(step)

    # ---------------------------------------------------------------- reading
    @property
    def step(self) -> Step:
        return self.lesson.steps[self.k]

    @property
    def state(self):
        return self.session.state

    @property
    def task(self):
        return self.step.task

    def is_done(self, k: int | None = None) -> bool:
        k = self.k if k is None else k
        return self.lesson.steps[k].task is None or k in self.done

    def can_next(self) -> bool:
        return self.k + 1 < len(self.lesson.steps) and (self.teacher or self.is_done())

    @property
    def finished(self) -> bool:
        """Every step done (the lesson counts as completed)."""
        return all(self.is_done(k) for k in range(len(self.lesson.steps)))

    @property
    def learner(self) -> int:
        t = self.task
        return t.data.get("player", 0) if t is not None and t.kind in ("do", "try") else 0

    # ---------------------------------------------------------------- moving between steps
    def _start(self, k: int):
        """A fresh session at the start of step ``k``: its own position, or where step ``k-1``
        ended (the learner's result if they did it, else its solution played)."""
        step = self.lesson.steps[k]
        base = base_state(self.lesson, step)
        if base is None:
            prev = self._ends.get(k - 1) or self._solved(k - 1)
            base = (prev.state, [])
        return start_session(self.lesson, step, *base)

    def _solved(self, k: int):
        """The session of step ``k`` played with its solution (what Show me does)."""
        session = self._start(k)
        step = self.lesson.steps[k]
        if step.task is not None and step.task.kind == "do":
            for a in solution_actions(self.lesson, step, session.state):
                session.act(a)
        return session

    def go(self, k: int) -> None:
        """Show step ``k`` from its start (back, forward, or again)."""
        if not 0 <= k < len(self.lesson.steps):
            raise IndexError(f"lesson {self.lesson.id} has steps 0..{len(self.lesson.steps) - 1}")
        # steps between here and k that were never done are played as Show me would
        for j in range(self.k, k):
            if j not in self._ends:
                self._ends[j] = self._solved(j) if j != self.k else self._finish_current()
        self.k = k
        self.session = self._start(k)
        self.picked = None
        self.clicked = None
        self.tries = 0
        self.refusal = None
        self._completed_here = False
        self._shown_here = False

    def _finish_current(self):
        """Where the current step ends: the learner's result if they completed it on this
        visit, else where it ended before, else its solution played."""
        t = self.task
        if t is None or t.kind != "do" or self._completed_here:
            return self.session
        return self._ends.get(self.k) or self._solved(self.k)

    def next(self) -> bool:
        if not self.can_next():
            return False
        self._ends[self.k] = self._finish_current()
        self.go(self.k + 1)
        return True

    def back(self) -> bool:
        if self.k == 0:
            return False
        self.go(self.k - 1)
        return True

    def restart_step(self) -> None:
        self.go(self.k)

    # ---------------------------------------------------------------- feedback
    def _wrong(self, outcome: Outcome) -> Outcome:
        """Count a wrong try (the next graded hint; the step is not mastered)."""
        if self.task is not None and self.k not in self.done:
            self.tries += 1
            self.missed.add(self.k)
        return outcome

    def hint(self, lang: str) -> str:
        """The graded hint after the wrong tries so far: the first after one, the second after
        two, ...; the last stays. Empty before any wrong try or when the step has none."""
        hints = self.step.hint
        if not hints or not self.tries:
            return ""
        from ..core.i18n import pick
        return pick(hints[min(self.tries, len(hints)) - 1], lang)

    def feedback(self, lang: str) -> str:
        """The explanation of the wrong answer picked (what mistake leads to it), else empty."""
        t = self.task
        if t is None or t.kind != "choose" or self.picked is None \
                or self.picked == t.data["answer"]:
            return ""
        from ..core.i18n import pick
        return pick(t.data["feedback"][self.picked], lang)

    def mastered(self) -> bool:
        """Every task step done by the learner, none with a wrong try or by Show me."""
        return self.finished and not self.shown and not self.missed

    # ---------------------------------------------------------------- trying
    def _forget_later(self) -> None:
        """The learner changed step ``k``'s result: later steps start afresh from it."""
        for j in list(self._ends):
            if j >= self.k:
                del self._ends[j]

    def try_action(self, action) -> Outcome:
        """The learner's action: refused by the rules (nothing changes), refused as not the task
        (nothing changes), or played."""
        t = self.task
        state = self.state
        fam = self.family
        if t is not None and t.kind == "try":
            return self._try_refused(action)
        if t is None or t.kind != "do":
            # a read, click or answer step: the engine still says what the rules say
            err = fam.why_illegal(state, action)
            return Outcome("illegal", err) if err is not None else Outcome("not-task")
        if self._completed_here:
            return Outcome("finished")
        err = fam.why_illegal(state, action)
        if err is not None:
            return self._wrong(Outcome("illegal", err))
        if not fam.matches(t.data, state, action):
            return self._wrong(Outcome("not-task"))
        steps = self.session.act(action)
        self._forget_later()
        self.done.discard(self.k)              # done again once the task is complete again
        if fam.until_holds(t.data, self.state, steps):
            self.done.add(self.k)
            if not self._shown_here:         # done by the learner, not after Show me
                self.shown.discard(self.k)
            self._completed_here = True
            return Outcome("done")
        return Outcome("more")

    def try_refused(self, action, err) -> Outcome:
        """A try task's move that the board could not even offer: the engine's refusal
        ``err`` of ``action`` (a claim whose every payment is refused, say: the engine's
        preview of the clicked route), judged as a tried move."""
        t = self.task
        if t is None or t.kind != "try":
            return Outcome("not-task")
        return self._try_refused(action, err)

    def _try_refused(self, action, err=None) -> Outcome:
        """A try task: done when the engine refuses a matching move with the rule the step
        teaches; a move the rules allow is not played."""
        t = self.task
        if self._completed_here:
            return Outcome("finished")
        if err is None:
            err = self.family.why_illegal(self.state, action)
        if err is None:
            return self._wrong(Outcome("allowed"))
        if err.rule_id != t.data["refused"] or not self.family.matches(t.match, self.state,
                                                                        action):
            return self._wrong(Outcome("illegal", err))
        self.refusal = err
        self.done.add(self.k)
        if not self._shown_here:
            self.shown.discard(self.k)
        self._completed_here = True
        return Outcome("refused", err)

    def click(self, kind: str, index: int) -> Outcome:
        """A click on the board during a click task (other steps: not a task answer)."""
        t = self.task
        if t is None or t.kind != "click" or kind != t.data["click"]:
            return Outcome("not-task")
        if index in self.family.click_targets(t.data, self.state):
            self.clicked = (kind, index)
            self.done.add(self.k)
            if not self._shown_here:         # done by the learner, not after Show me
                self.shown.discard(self.k)
            return Outcome("done")
        return self._wrong(Outcome("wrong"))

    def answer(self, i: int) -> Outcome:
        t = self.task
        if t is None or t.kind != "choose":
            return Outcome("not-task")
        self.picked = i
        if i == t.data["answer"]:
            self.done.add(self.k)
            if not self._shown_here:         # done by the learner, not after Show me
                self.shown.discard(self.k)
            return Outcome("done")
        return self._wrong(Outcome("wrong"))

    def show_me(self) -> list:
        """Play the step's solution from its start: the actions played (do), or point at the
        target (click) or pick the answer (choose). The step counts as done, by Show me."""
        t = self.task
        if t is None:
            return []
        played = []
        if t.kind == "do":
            self.session = self._start(self.k)
            for a in solution_actions(self.lesson, self.step, self.state):
                self.session.act(a)
                played.append(a)
            self._forget_later()
        elif t.kind == "try":
            self.refusal = refusal(self.lesson, self.step, self.state)
        elif t.kind == "click":
            self.clicked = (t.data["click"], self.family.click_targets(t.data, self.state)[0])
        else:
            self.picked = t.data["answer"]
        if self.k not in self.done:            # done by the learner before: stays theirs
            self.shown.add(self.k)
        self.done.add(self.k)
        self._completed_here = True
        self._shown_here = True
        return played

    def can_undo(self) -> bool:
        return len(self.session.entries) > 1 + len(self.step.before)

    def undo(self) -> bool:
        """Take back the learner's last action in this step (the step is open again)."""
        if not self.can_undo():
            return False
        self.session.entries.pop()
        self._completed_here = False
        self._shown_here = False
        self.done.discard(self.k)
        self.shown.discard(self.k)
        self._forget_later()
        return True
