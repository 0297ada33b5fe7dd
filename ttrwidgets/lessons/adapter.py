"""What the one lesson runtime asks of a game family: the rules through the family protocol
(:class:`ttrwidgets.core.family.Family`: ``apply``, ``why_illegal``, ``legal_actions``), and
what only lessons need through the family's lesson adapter (``LESSON_ADAPTER``, a module with
the members of :class:`LessonAdapter`).

:func:`rules_for` joins the two for a lesson (or a game id): the runtime (:mod:`.run`), the
format's reader (:mod:`.model`), ``lesson check`` (:mod:`.check`) and the test-yourself
questions (:mod:`.quiz`) ask only it, never which family a game is.

>>> r = rules_for("europe")
>>> r.click_kinds, missing_members(r.adapter)
(('route', 'city'), [])
"""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ..core.family import families, family as family_of, resolve

__all__ = ["LessonAdapter", "LessonRules", "rules_for", "missing_members"]


@runtime_checkable
class LessonAdapter(Protocol):
    """A family's lesson adapter: how lesson files name its things (positions and actions in
    its scenario format, match fields of a ``do`` task, what a ``click`` task clicks) and how
    a learner's action is matched against a task. Nothing here decides a rule."""

    #: A short name of the family's boards (tests pick the widget driver by it).
    name: str
    #: What a click task clicks: ``(edge kind, node kind)`` as the board's hits name them.
    click_kinds: tuple
    #: The keys a ``do`` / ``click`` / ``choose`` task may have.
    do_fields: frozenset
    click_fields: frozenset
    choose_fields: frozenset
    #: Test-yourself question kinds (:mod:`.quiz`): kind -> its maker.
    QUESTIONS: dict

    def setup(self, data: dict, source: str) -> tuple[Any, list]:
        """The state (and its set-up steps) of a scenario's top level."""

    def problems(self, source: str):
        """A collector of ``(JSON path, message)`` problems (``add``, ``items``)."""

    def to_action(self, state, st: dict, path: str, probs):
        """A scenario action (``{"do": ...}``) as an engine action, or None with problems."""

    def run_step(self, state, st: dict, path: str, source: str, results: list):
        """Run one scenario step with its ``expect`` (a question's ``check``)."""

    def session(self, state, kinds: list, steps=()):
        """A session (history, undo, the other seats' bots) a step is played on."""

    def action_name(self, action) -> str:
        """The scenario name (``"do"``) of an engine action."""

    def matches(self, task: dict, state, action) -> bool:
        """The legal ``action`` is one the ``do`` task asks for."""

    def until_holds(self, task: dict, state, steps=()) -> bool:
        """The task's ``until`` holds (no ``until``: yes)."""

    def click_targets(self, task: dict, state) -> list:
        """The edges or nodes a ``click`` task accepts, Show me's first."""

    def check_task(self, probs, t: dict, kind: str, path: str, start) -> None:
        """The family's fields of a ``do`` or ``click`` task, problems with JSON paths."""

    def focus_city(self, board, name, path: str, probs):
        """A ``focus`` entry: a city of the board (its index), or None with a problem."""


def missing_members(adapter) -> list[str]:
    """The members of :class:`LessonAdapter` that ``adapter`` lacks."""
    names = set(LessonAdapter.__annotations__) | {
        n for n, v in vars(LessonAdapter).items() if callable(v) and not n.startswith("_")}
    return sorted(n for n in names if not hasattr(adapter, n))


class LessonRules:
    """A lesson's game as the runtime sees it: ``engine`` (the family module: the rules) and
    ``adapter`` (its lesson adapter). The rules are the engine's; every other member is the
    adapter's."""

    def __init__(self, engine, adapter):
        self.engine = engine
        self.adapter = adapter

    def apply(self, state, action):
        return self.engine.apply(state, action)

    def why_illegal(self, state, action):
        return self.engine.why_illegal(state, action)

    def legal_actions(self, state, seat=None):
        return self.engine.legal_actions(state, seat)

    def __getattr__(self, item):
        if item in ("engine", "adapter"):
            raise AttributeError(item)
        return getattr(self.adapter, item)


def rules_for(lesson_or_game) -> LessonRules:
    """The rules and lesson adapter of a lesson's (or a game id's) family; a game nobody plays
    gets the first family's, whose set-up then names the problem."""
    game = getattr(lesson_or_game, "game", lesson_or_game)
    try:
        engine = family_of(game)
    except (KeyError, TypeError):
        engine = families()[0]
    ref = engine.LESSON_ADAPTER or families()[0].LESSON_ADAPTER
    if ref is None:
        engine = families()[0]
        ref = engine.LESSON_ADAPTER
    return LessonRules(engine, resolve(ref))
