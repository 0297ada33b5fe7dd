"""Code outside the game families starts, rebuilds and types sessions through
:mod:`ttrwidgets.core.session` (``new_session``, ``session_of``, ``load_session``, ``Session``)
and never a family's own session (issue 20, item 4).

Every module of ``ttrwidgets`` outside the family packages (``ttr/``, ``trans/``) is parsed and
searched for

* an import of a family's session module: the module of each family's ``SESSION`` (the
  registry's families, so a family added later is covered too), any ``session`` module inside
  a family package, and ``ttrwidgets.session`` (the old address of the Ticket to Ride session,
  which re-exports it) -- as ``import``, ``from ... import`` (relative or absolute, or
  ``from ..trans import session``);
* a family's session class by name (``TransSession``: a name, an attribute, an imported name,
  a word of a string in code, or a ``"module:Class"`` reference), or its module imported by
  name (``importlib.import_module("ttrwidgets.trans.session")``).

The save format's name ``"ttrwidgets.session"`` (:data:`ttrwidgets.core.session.FORMAT`) is a
string, not a use.

Docstrings are not code and are not searched.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import ttrwidgets
from ttrwidgets.core.family import families

ROOT = Path(ttrwidgets.__file__).parent
FAMILY_DIRS = ("ttr", "trans")


def _forbidden() -> tuple[set[str], set[str]]:
    """(the family session modules, the family session class names other than core's)."""
    modules = {"ttrwidgets.session"}
    names = set()
    for fam in families():
        ref = getattr(fam, "SESSION", None)
        if ref:
            module, _, cls = ref.partition(":")
            modules.add(module)
            if cls != "Session":
                names.add(cls)
    for d in FAMILY_DIRS:
        if (ROOT / d / "session.py").exists():
            modules.add(f"ttrwidgets.{d}.session")
    return modules, names


MODULES, NAMES = _forbidden()


def _docstrings(tree) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                out.add(id(body[0].value))
    return out


def session_uses(source: str, package: str = "ttrwidgets", where: str = "<source>") -> list[str]:
    """Every use of a family's session in ``source``, a module of ``package``, as
    ``where:line: what``."""
    tree = ast.parse(source)
    docs = _docstrings(tree)
    found = []

    def hit(node, what):
        found.append(f"{where}:{node.lineno}: {what}")

    def absolute(module: str | None, level: int) -> str:
        if not level:
            return module or ""
        base = package.split(".")
        base = base[:len(base) - (level - 1)]
        return ".".join(base + ([module] if module else []))

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name in MODULES:
                    hit(node, f"imports {a.name}")
        elif isinstance(node, ast.ImportFrom):
            mod = absolute(node.module, node.level)
            if mod in MODULES:
                hit(node, f"imports {mod}")
            for a in node.names:
                if f"{mod}.{a.name}" in MODULES:
                    hit(node, f"imports {mod}.{a.name}")
                if a.name in NAMES:
                    hit(node, f"imports {a.name}")
        elif isinstance(node, ast.Name) and node.id in NAMES:
            hit(node, f"names {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr in NAMES:
            hit(node, f"names {node.attr}")
        elif isinstance(node, ast.Call) and node.args \
                and isinstance(node.args[0], ast.Constant) and node.args[0].value in MODULES:
            hit(node, f"imports {node.args[0].value} by name")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            bad = sorted({w for w in NAMES if re.search(rf"\b{w}\b", node.value)}
                         | {m for m in MODULES if f"{m}:" in node.value})
            if bad:
                hit(node, f"names {', '.join(bad)} in a string")
    return found


def _package(rel: Path) -> str:
    """The package a module file is in (what its relative imports start from)."""
    return ".".join(["ttrwidgets", *rel.parts[:-1]])


def test_the_forbidden_names_are_the_families():
    assert {"ttrwidgets.session", "ttrwidgets.ttr.session", "ttrwidgets.trans.session"} <= MODULES
    assert "TransSession" in NAMES


#: Modules outside the families that still use a family's session (module -> how many uses):
#: ``session.py`` *is* the old address (a re-export kept so ``from ttrwidgets.session import
#: Session`` in old code keeps working). (The route family's terminal game, once ``cli.py``, is
#: ``ttr/cli.py`` now.) No new one may appear, and one removed is removed here too.
KNOWN = {"session.py": 1}


def test_no_module_outside_the_families_uses_a_familys_session():
    found, known = [], {}
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if rel.parts[0] in FAMILY_DIRS:
            continue
        hits = session_uses(path.read_text(encoding="utf-8"), _package(rel), str(rel))
        if str(rel) in KNOWN:
            known[str(rel)] = len(hits)
            assert len(hits) == KNOWN[str(rel)], (rel, hits)
            continue
        found += hits
    assert found == [], "family sessions used outside ttr/ and trans/:\n" + "\n".join(found)
    assert known == KNOWN


@pytest.mark.parametrize("code, package, what", [
    ("from ..trans.session import SEAT_KINDS\n", "ttrwidgets.widgets",
     "imports ttrwidgets.trans.session"),
    ("from ..session import Session\n", "ttrwidgets.widgets", "imports ttrwidgets.session"),
    ("from .session import Session\n", "ttrwidgets", "imports ttrwidgets.session"),
    ("from ..ttr import session\n", "ttrwidgets.lessons", "imports ttrwidgets.ttr.session"),
    ("import ttrwidgets.trans.session as s\n", "ttrwidgets", "imports ttrwidgets.trans.session"),
    ("from ttrwidgets.ttr.session import Session\n", "ttrwidgets.puzzles",
     "imports ttrwidgets.ttr.session"),
    ("s = trans.TransSession.new('x')\n", "ttrwidgets", "names TransSession"),
    ("def f(s: TransSession): pass\n", "ttrwidgets", "names TransSession"),
    ("C = resolve('ttrwidgets.trans.session:TransSession')\n", "ttrwidgets",
     "in a string"),
    ("m = importlib.import_module('ttrwidgets.trans.session')\n", "ttrwidgets",
     "imports ttrwidgets.trans.session by name"),
])
def test_each_use_of_a_family_session_is_found(code, package, what):
    found = session_uses(code, package)
    assert found and what in found[0], found


def test_core_session_and_docstrings_are_not_uses():
    code = ('"""Was TransSession in ttrwidgets.trans.session."""\n'
            "from ..core.session import Session, new_session, session_of\n"
            "from ..core import session\n"
            'FORMAT = "ttrwidgets.session"\n'
            "m = importlib.import_module('ttrwidgets.core.session')\n"
            "def f(s: Session):\n"
            '    """A TransSession before."""\n'
            "    return session_of(s.state, ['human'])\n")
    assert session_uses(code, "ttrwidgets.widgets") == []
