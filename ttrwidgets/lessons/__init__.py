"""Lessons: learn every rule by doing it, one guided step at a time.

A lesson file (format in :mod:`.model`) is a short sequence of steps on the scenario format;
:class:`~.run.LessonRun` takes a learner through one; :mod:`.check` proves every lesson solvable
(``python -m ttrwidgets lesson check``). The courses ship as data: one folder per game under
``ttrwidgets/lessons/courses/``, its lessons in file-name order (``01-goal.json``, ...).

>>> [c.game for c in courses()]
['europe', 'deutschland', 'asia', 'trans_europa']
>>> course("europe").lessons[0].id
'europe.goal'
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import resources

from ..core.registry import game as registered, games as registered_games
from .model import Lesson, LessonError, load_lesson, parse_lesson
from .run import LessonRun, Outcome

__all__ = ["Course", "courses", "course", "lesson", "Lesson", "LessonError", "LessonRun",
           "Outcome", "load_lesson", "parse_lesson", "teaching"]



def _course_of(game_id: str) -> str:
    """The game whose course teaches ``game_id`` (``GameInfo.course``: the same rules on
    another board), else the game itself."""
    try:
        return registered(game_id).course or game_id
    except KeyError:
        return game_id


@dataclass(frozen=True)
class Course:
    game: str
    lessons: tuple

    def index(self, lesson_id: str) -> int:
        return next(i for i, x in enumerate(self.lessons) if x.id == lesson_id)


#: The file of a course folder that is no lesson: the position its guided game starts from
#: (:mod:`.guide`).
GUIDED_FILE = "guided-game.json"


def _files(game: str) -> list:
    """The lesson files of ``game``'s course folder, in file-name order."""
    root = resources.files(__name__).joinpath("courses", game)
    if not root.is_dir():
        return []
    return sorted((f for f in root.iterdir() if f.name.endswith(".json")
                   and f.name != GUIDED_FILE), key=lambda f: f.name)


@functools.lru_cache(maxsize=None)
def course(game: str) -> Course:
    """The course of ``game`` (its lessons read and validated once per process)."""
    out = []
    for f in _files(game):
        with resources.as_file(f) as path:
            out.append(load_lesson(path))
    return Course(game, tuple(out))


#: The games with a course, in the order the Learn page lists them (the registry's order; a
#: game taught by another game's course has none of its own).
COURSE_ORDER = tuple(g.id for g in registered_games()
                     if g.course in (None, g.id) and _files(g.id))


def courses() -> list[Course]:
    """Every game's course, in :data:`COURSE_ORDER`."""
    return [c for c in (course(g) for g in COURSE_ORDER) if c.lessons]


def lesson(lesson_id: str) -> Lesson:
    """The shipped lesson with id ``lesson_id`` (KeyError if none)."""
    for c in courses():
        for x in c.lessons:
            if x.id == lesson_id:
                return x
    raise KeyError(f"no lesson {lesson_id!r}")


@functools.lru_cache(maxsize=None)
def teaching(game: str) -> dict[str, tuple[str, int]]:
    """Rule id -> (lesson id, step index) of the step of ``game``'s course that teaches it:
    where the log's rule id links to. The first step that has the learner do it on the board
    (a ``do`` or ``try`` task), else the first step naming it (a mention on the way, such as clicking
    Paris on a ticket in the first lesson, is not where ``tickets.complete`` is taught). A
    shared rule the game's own course does not teach (Deutschland cites ``draw.two``) links
    to the Europe course, where it is taught."""
    out: dict[str, tuple[str, int]] = {}
    for g in dict.fromkeys((_course_of(game), COURSE_ORDER[0])):
        named: dict[str, tuple[str, int]] = {}
        done: dict[str, tuple[str, int]] = {}
        for x in course(g).lessons:
            for st in x.steps:
                for r in st.rules:
                    named.setdefault(r, (x.id, st.index))
                    if st.task is not None and st.task.kind in ("do", "try"):
                        done.setdefault(r, (x.id, st.index))
        for r, at in named.items():                   # the game's own course first
            out.setdefault(r, done.get(r, at))
    return out
