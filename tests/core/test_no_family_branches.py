"""Nothing outside a game family asks which family it is (issue 20, item 5).

Every module of ``ttrwidgets`` outside the family packages (``ttr/``, ``trans/``) is parsed and
searched for the three shapes a family branch takes:

* a comparison with a family id, a game id or a puzzle kind a family brings with its own
  handler (``== "trans"``, ``in ("trans_europa", "trans_america")``, ``kind == "fewest_rails"``)
  or with an attribute called ``family`` (``info.family == ...``);
* ``isinstance``/``issubclass`` on a family's session or state class (``TransSession``,
  ``GameState``: a name imported from a family package ending in ``Session`` or ``State``);
* a hard-coded list of games or such puzzle kinds: a tuple, list, set or dict (keys) or a
  subscript that names one.

Docstrings, comments and the language catalogues' keys (``"puzzle.how.fewest_rails"``) are not
code that decides, and are not searched. The ids come from the registry, so a family added
later is covered too. The puzzle package's own four kinds (``best_station`` ... the kinds
``ttrwidgets.ttr.PUZZLE_KINDS`` lists without a handler) are that package's, not a family
check, and are not searched.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import ttrwidgets
from ttrwidgets.core.family import families
from ttrwidgets.core.registry import games

ROOT = Path(ttrwidgets.__file__).parent
FAMILY_DIRS = ("ttr", "trans")


def _family_words() -> set[str]:
    words = {g.id for g in games()} | {g.family for g in games()}
    for fam in families():
        words |= {k for k, spec in fam.PUZZLE_KINDS.items() if spec.get("handler")}
    return words


WORDS = _WORDS = _family_words()


def _modules():
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT)
        if rel.parts[0] in FAMILY_DIRS:
            continue
        yield rel


def _strings(node) -> list[str]:
    """The string constants ``node`` is or lists (a tuple, list or set of them)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for e in node.elts for s in _strings(e)]
    return []


def _family_types(tree) -> set[str]:
    """Names imported from a family package that are its session or state classes."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if any(p in FAMILY_DIRS for p in parts):
                for a in node.names:
                    name = a.asname or a.name
                    if a.name.endswith(("Session", "State")):
                        out.add(name)
    return out


def family_branches(source: str, where: str = "<source>", words=None) -> list[str]:
    """Every family branch in ``source`` (a module's text), as ``where:line: what`` (a branch
    on one of ``words``: by default the families' ids, games and puzzle kinds)."""
    WORDS = _WORDS if words is None else words
    tree = ast.parse(source)
    types = _family_types(tree)
    found = []

    def hit(node, what):
        found.append(f"{where}:{node.lineno}: {what}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for side in [node.left, *node.comparators]:
                bad = [s for s in _strings(side) if s in WORDS]
                if bad:
                    hit(node, f"compares with {', '.join(map(repr, bad))}")
                if isinstance(side, ast.Attribute) and side.attr == "family":
                    hit(node, "compares an object's family")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("isinstance", "issubclass") and len(node.args) == 2:
            names = {n.id for n in ast.walk(node.args[1]) if isinstance(n, ast.Name)}
            if names & types:
                hit(node, f"{node.func.id} on {', '.join(sorted(names & types))}")
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            bad = [s for s in _strings(node) if s in WORDS]
            if bad:
                hit(node, f"lists {', '.join(map(repr, bad))}")
        elif isinstance(node, ast.Dict):
            bad = [k.value for k in node.keys
                   if isinstance(k, ast.Constant) and k.value in WORDS]
            if bad:
                hit(node, f"a table keyed by {', '.join(map(repr, bad))}")
        elif isinstance(node, ast.Subscript):
            bad = [s for s in _strings(node.slice) if s in WORDS]
            if bad:
                hit(node, f"looks up {', '.join(map(repr, bad))}")
    return found


def test_the_words_are_the_families():
    assert {"ttr", "trans", "europe", "asia", "trans_europa", "trans_america",
            "fewest_rails"} <= WORDS
    assert "best_station" not in WORDS           # the puzzle package's own kind


def test_no_family_branch_outside_the_family_packages():
    """Not even a distinction inside a family: the rule catalogue reads each family's rules
    files (``RULES_FILES``: what Deutschland and Asia do not share with Europe), and the
    puzzles cite a game's own rule ids through it (``local_rule_ids``) and ask the board
    whether it has countries -- no module outside ``ttr/`` and ``trans/`` names a game."""
    found = []
    for rel in _modules():
        found += family_branches((ROOT / rel).read_text(encoding="utf-8"), str(rel))
    assert found == [], "family branches outside ttr/ and trans/:\n" + "\n".join(found)


def test_no_widget_code_names_a_puzzle_kind():
    """The app's puzzle desk and panel ask the kind's handler (its ``pick``: what a click
    selects, how the pick is drawn) instead of branching on the kind -- the puzzle package's
    own kinds included. (The lab's algorithm ids are its own names, not puzzle kinds.)"""
    from ttrwidgets.puzzles.kinds import kinds
    every_kind = set(kinds())
    assert {"best_station", "tunnel_odds", "fewest_rails"} <= every_kind
    found = []
    for rel in _modules():
        if rel.parts[0] != "widgets" or rel.parts[1] == "lab":
            continue
        found += family_branches((ROOT / rel).read_text(encoding="utf-8"), str(rel),
                                 words=every_kind)
    assert found == [], "widget code branching on a puzzle kind:\n" + "\n".join(found)


@pytest.mark.parametrize("code, what", [
    ('if info.family == "x":\n    pass\n', "compares an object's family"),
    ('ok = game_id == "trans_europa"\n', "compares with 'trans_europa'"),
    ('ok = "x" if p.game == "deutschland" else "y"\n', "compares with 'deutschland'"),
    ('GAMES = ("europe", "deutschland", "asia", "trans")\n', "lists 'europe'"),
    ('OWN = {"asia": {"score.longest-path": "asia.express"}}\n', "a table keyed by 'asia'"),
    ('ok = g in ("trans_europa", "trans_america")\n', "compares with 'trans_europa'"),
    ('ok = run.family.name == "trans"\n', "compares with 'trans'"),
    ('ok = p.kind != "fewest_rails"\n', "compares with 'fewest_rails'"),
    ('from ..trans.session import TransSession\nok = isinstance(s, TransSession)\n',
     "isinstance on TransSession"),
    ('from ..ttr.state import GameState as G\nok = isinstance(s, (int, G))\n',
     "isinstance on G"),
    ('BOARDS = ["europe", "deutschland"]\n', "lists 'europe'"),
    ('NAMES = {"asia": 1}\n', "a table keyed by 'asia'"),
    ('x = table["trans"]\n', "looks up 'trans'"),
])
def test_each_shape_of_a_family_branch_is_found(code, what):
    found = family_branches(code)
    assert len(found) >= 1 and what in found[0]


def test_docstrings_catalogue_keys_and_neutral_code_are_not_branches():
    code = ('"""Trans Europa: family == "trans" in words, ("trans_europa",)."""\n'
            'KEY = "puzzle.how.fewest_rails"\n'
            'def f(info, fam):\n'
            '    """isinstance(s, TransSession)"""\n'
            '    return fam.START_OPTIONS, info.id == other, "ready" == key\n')
    assert family_branches(code) == []
