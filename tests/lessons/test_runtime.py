"""One lesson runtime for every family: the runtime (run, model, check, the questions) asks a
game's rules through the family protocol and the rest through the family's lesson adapter,
never which family a game is, and imports no family package."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import ttrwidgets.lessons as lessons_pkg
from ttrwidgets.core.family import families, resolve
from ttrwidgets.lessons import course, courses
from ttrwidgets.lessons.adapter import LessonAdapter, missing_members, rules_for
from ttrwidgets.lessons.run import LessonRun

ROOT = Path(lessons_pkg.__file__).parent
#: The modules every family shares; the adapters (one per family) are the only family code.
GENERIC = ("__init__.py", "adapter.py", "run.py", "model.py", "check.py", "quiz.py", "guide.py")
FAMILY_PACKAGES = ("ttr", "trans")


@pytest.mark.parametrize("fam", families(), ids=lambda f: f.__name__)
def test_every_lesson_adapter_implements_the_protocol(fam):
    adapter = resolve(fam.LESSON_ADAPTER)
    assert missing_members(adapter) == []
    assert isinstance(adapter, LessonAdapter)
    assert set(adapter.choose_fields) >= {"choose", "answer", "feedback", "check"}
    assert len(adapter.click_kinds) == 2


@pytest.mark.parametrize("name", GENERIC)
def test_the_runtime_imports_no_family_package(name):
    path = ROOT / name
    if not path.exists():
        pytest.skip(f"{name} not present")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    bad = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if any(p in FAMILY_PACKAGES for p in parts) or (node.level == 1 and node.module
                                                           .endswith("_lessons")):
                bad.append(f"{name}:{node.lineno} from {'.' * node.level}{node.module}")
        elif isinstance(node, ast.Import):
            bad += [f"{name}:{node.lineno} import {a.name}" for a in node.names
                    if any(p in FAMILY_PACKAGES for p in a.name.split("."))]
    assert bad == []


def test_the_rules_are_the_familys_and_the_rest_the_adapters():
    """A lesson of each course: the runtime's rules are its family module's functions."""
    for c in courses():
        r = rules_for(c.lessons[0])
        state = LessonRun(c.lessons[0]).state
        legal = r.legal_actions(state)
        assert legal == r.engine.legal_actions(state)
        a = legal[0]
        assert r.why_illegal(state, a) is None
        assert r.apply(state, a)[0] == r.engine.apply(state, a)[0]
        assert r.click_kinds == r.adapter.click_kinds


def test_a_game_without_a_family_is_named_by_the_reader():
    from ttrwidgets.lessons import LessonError, parse_lesson
    data = {**course("europe").lessons[0].data, "game": "no_such_game"}
    with pytest.raises(LessonError) as e:
        parse_lesson(data, "x.json")
    assert "$.game" in e.value.message("en")
