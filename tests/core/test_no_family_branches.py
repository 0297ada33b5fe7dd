"""Nothing outside a game family asks which family it is (issue 20, item 5).

Every module of ``ttrwidgets`` outside the family packages (``ttr/``, ``trans/``) is parsed and
searched for the shapes a family branch takes:

* a comparison with a family id, a game id or a puzzle kind (every kind is a family's, with
  its handler: ``== "trans"``, ``in ("trans_europa", "trans_america")``,
  ``kind == "fewest_rails"``, ``kind == "best_station"``) or with an attribute called
  ``family`` (``info.family == ...``);
* ``isinstance``/``issubclass`` on any of a family's types: a name imported from a family
  package (``TransSession``, ``ClaimRoute``, ``TunnelStage``, ``Colour``) or reached through
  an imported family module (``trans.LayRail``);
* a rule-set switch of a family asked from outside: ``state.teams is None`` (or ``is not
  None``: whether the rule set plays in teams is the route family's to answer);
* a hard-coded list of games or such puzzle kinds: a tuple, list, set or dict (keys) or a
  subscript that names one.

What serves one family only lives in that family's package (``ttr/ui/``, ``ttr/lessons/``,
``ttr/puzzles/``, ``ttr/cli.py``; ``trans/ui/``, ``trans/lessons/``, ``trans/puzzles/``), which
the app, the lessons runtime, the puzzles and the terminal reach through the family's references
(``APP_PLAY``, ``LESSON_ADAPTER``, ``PUZZLE_KINDS``, ``TERMINAL``); the family's engine modules import none of it
(:func:`test_family_engine_modules_import_no_front_end`).

Docstrings, comments and the language catalogues' keys (``"puzzle.how.fewest_rails"``) are not
code that decides, and are not searched. The ids come from the registry, so a family added
later is covered too. The puzzle kinds are the families' too (``PUZZLE_KINDS``, each with its
handler: the route kinds ``best_station`` ... in ``ttr/puzzles/``, ``fewest_rails`` in
``trans/puzzles/``), so the puzzle package names none of them.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import ttrwidgets
import ttrwidgets.graphs
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


def _family_types(tree) -> tuple[set[str], set[str]]:
    """The names a module imports from a family package (its types, functions, constants),
    and the names under which it imports a family module itself (``from .. import trans``)."""
    names, modules = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            parts = (node.module or "").split(".")
            if any(p in FAMILY_DIRS for p in parts):
                for a in node.names:
                    names.add(a.asname or a.name)
            else:
                for a in node.names:
                    if a.name in FAMILY_DIRS:
                        modules.add(a.asname or a.name)
        elif isinstance(node, ast.Import):
            for a in node.names:
                if any(p in FAMILY_DIRS for p in a.name.split(".")[1:]):
                    modules.add(a.asname or a.name.split(".")[0])
    return names, modules


def _type_names(node, names: set[str], modules: set[str]) -> set[str]:
    """The family types ``node`` (isinstance's second argument) names."""
    found = set()
    for n in ast.walk(node):
        if isinstance(n, ast.Name) and n.id in names:
            found.add(n.id)
        elif isinstance(n, ast.Attribute):
            root = n
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and root.id in modules:
                found.add(ast.unparse(n))
    return found


def _is_none(node) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _names_teams(node) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "teams") or \
        (isinstance(node, ast.Name) and node.id == "teams")


def family_branches(source: str, where: str = "<source>", words=None) -> list[str]:
    """Every family branch in ``source`` (a module's text), as ``where:line: what`` (a branch
    on one of ``words``: by default the families' ids, games and puzzle kinds)."""
    WORDS = _WORDS if words is None else words
    tree = ast.parse(source)
    names, modules = _family_types(tree)
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
            sides = [node.left, *node.comparators]
            if all(isinstance(op, (ast.Is, ast.IsNot)) for op in node.ops) \
                    and any(_is_none(x) for x in sides) and any(_names_teams(x) for x in sides):
                hit(node, "asks whether the rule set has teams")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("isinstance", "issubclass") and len(node.args) == 2:
            bad = _type_names(node.args[1], names, modules)
            if bad:
                hit(node, f"{node.func.id} on {', '.join(sorted(bad))}")
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


#: The graph algorithms (:mod:`ttrwidgets.graphs`), two of them named as two puzzle kinds are
#: (``longest_trail``, ``cheapest_completion``). In the graphs package and the graph lab
#: (``widgets/lab/``) the names are the algorithms' ids, not puzzle kinds.
ALGORITHMS = frozenset(ttrwidgets.graphs.__all__)


def _words_of(rel: Path) -> set[str]:
    """The family words module ``rel`` must not branch on."""
    if rel.parts[0] == "graphs" or rel.parts[:2] == ("widgets", "lab"):
        return WORDS - ALGORITHMS
    return WORDS


def test_the_words_are_the_families():
    assert {"ttr", "trans", "europe", "asia", "trans_europa", "trans_america",
            "fewest_rails", "best_station", "cheapest_completion"} <= WORDS
    # the algorithms' own names stay words outside the graphs package and the lab
    assert "longest_trail" in _words_of(Path("puzzles/model.py"))
    assert "longest_trail" not in _words_of(Path("widgets/lab/controller.py"))
    assert "best_station" in _words_of(Path("graphs/trail.py"))


def test_no_family_branch_outside_the_family_packages():
    """Not even a distinction inside a family: the rule catalogue reads each family's rules
    files (``RULES_FILES``: what Deutschland and Asia do not share with Europe), and the
    puzzles cite a game's own rule ids through it (``local_rule_ids``) and ask the board
    whether it has countries -- no module outside ``ttr/`` and ``trans/`` names a game, nor a
    puzzle kind (the puzzle package asks the kind's handler)."""
    found = []
    for rel in _modules():
        found += family_branches((ROOT / rel).read_text(encoding="utf-8"), str(rel),
                                 words=_words_of(rel))
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
    ('from ..ttr.actions import ClaimRoute\nok = isinstance(a, ClaimRoute)\n',
     "isinstance on ClaimRoute"),
    ('from ..ttr.state import TunnelStage, PassengerChoice\n'
     'ok = isinstance(s.pending, (PassengerChoice, int))\n', "isinstance on PassengerChoice"),
    ('from .. import trans\nok = isinstance(a, trans.LayRail)\n', "isinstance on trans.LayRail"),
    ('import ttrwidgets.trans.actions as A\nok = isinstance(a, A.LayRail)\n',
     "isinstance on A.LayRail"),
    ('from ..ttr.colours import Colour\nok = issubclass(type(c), Colour)\n',
     "issubclass on Colour"),
    ('if state.teams is None:\n    pass\n', "asks whether the rule set has teams"),
    ('ok = s.teams is not None\n', "asks whether the rule set has teams"),
    ('teams = s.teams\nok = teams is not None\n', "asks whether the rule set has teams"),
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
            '    return fam.START_OPTIONS, info.id == other, "ready" == key\n'
            'from ..core.errors import TTRError\n'
            'ok = isinstance(e, (TTRError, int)) and x.teams == y and q is None\n')
    assert family_branches(code) == []


#: The parts of a family package that are its front ends: they may import widget, lesson and
#: terminal code; the rest of the package (the engine) may not.
FRONT_ENDS = ("ui", "lessons", "puzzles", "cli.py")


def _teams_switches(source: str, where: str) -> list[str]:
    return [f for f in family_branches(source, where, words=set())
            if "asks whether the rule set has teams" in f]


def test_no_teams_switch_in_the_route_family_outside_its_teams_module():
    """The Asia teams are a rule-set hook (``RuleSet.hooks``, :class:`ttrwidgets.ttr.teams.
    TeamRules`): the route family's engine, state files, scenario runner and package face ask
    the hooks (the extra hands, tickets and record lines, the per-team queries), never
    ``state.teams is None``. Only ``ttr/teams.py`` reads the team state that way.

    Allowed: the family's front ends (``ttr/ui/``, ``ttr/cli.py``, ``ttr/lessons/``) -- they
    draw the team panels and print the team holders, which exist only in a team game; they
    serve this family only and decide nothing about legality."""
    found = []
    for path in sorted((ROOT / "ttr").rglob("*.py")):
        rel = path.relative_to(ROOT / "ttr")
        if rel.parts[0] in FRONT_ENDS or rel.as_posix() == "teams.py":
            continue
        found += _teams_switches(path.read_text(encoding="utf-8"), f"ttr/{rel}")
    assert found == [], "teams switches outside ttr/teams.py:\n" + "\n".join(found)


def test_the_teams_switch_is_found_in_a_record_line():
    code = ('def state_to_json(state):\n'
            '    out = {}\n'
            '    if state.teams is not None:\n'
            '        out["teams"] = 1\n'
            '    return out\n')
    assert _teams_switches(code, "ttr/record.py") == \
        ["ttr/record.py:3: asks whether the rule set has teams"]


def test_family_engine_modules_import_no_front_end():
    """The family packages hold their own app parts, lessons, puzzle kinds and terminal game,
    but their engine modules import none of them, nor any widget, lesson or puzzle code: a
    family's engine runs without ipywidgets."""
    bad = []
    for fam in FAMILY_DIRS:
        for path in sorted((ROOT / fam).rglob("*.py")):
            rel = path.relative_to(ROOT / fam)
            if rel.parts[0] in FRONT_ENDS:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                mods = []
                if isinstance(node, ast.ImportFrom):
                    mods = [node.module or ""] + [f"{node.module or ''}.{a.name}"
                                                  for a in node.names]
                elif isinstance(node, ast.Import):
                    mods = [a.name for a in node.names]
                for m in mods:
                    parts = m.split(".")
                    if parts[0] in ("ipywidgets", "ipycanvas") or "widgets" in parts \
                            or "lessons" in parts or "ui" in parts or parts[-1] == "cli" \
                            or "puzzles" in parts:
                        bad.append(f"{fam}/{rel}:{node.lineno}: imports {m}")
    assert bad == [], "\n".join(bad)


def test_the_front_ends_are_named_by_reference():
    """Each family names its play controller, lesson adapter and terminal game inside its own
    package (where the modules that serve it alone live), and the references resolve."""
    from ttrwidgets.core.family import resolve
    for fam in families():
        pkg = fam.__name__
        for ref in (fam.APP_PLAY, fam.LESSON_ADAPTER, fam.TERMINAL):
            if ref is None:
                continue
            assert ref.startswith(pkg + "."), (pkg, ref)
            assert resolve(ref) is not None


# ------------------------------------------------------------------ generic code imports no family
#: Modules outside the family packages that still import one, and why each may.
#: Everything else outside ``ttr/`` and ``trans/`` -- ``widgets/``, ``lessons/``, ``core/``,
#: ``graphs/``, ``puzzles/``, the generic parts of ``render/``, ``cli.py`` -- reaches a
#: family only through the protocol (``core.family``: ``family(game)``, its references).
#: ``render/`` draws a route board in the card colours its family publishes (``BOARD_COLOURS``,
#: found from the map's ``family``: ``render.palette.board_colours``); the families' own board
#: parts are in their packages (``ttr/render.py``: the card colours, the demo board;
#: ``trans/render.py``: the grid boards and their colours, drawn by ``trans/ui/grid_board.py``).
ALLOWED_FAMILY_IMPORTS = {
    # old addresses kept for imports (ttrwidgets.session.Session, ttrwidgets.cli.TerminalGame):
    # re-exports of the route family, loaded only when asked for
    "session.py": {"ttr"},
    "cli.py": {"ttr"},
    # the engine benchmark measures the route engine's own functions (and the peer engine
    # plays Europe): it is a tool about the route family, not a page or a command of every game
    "bench.py": {"ttr"},
}


def family_imports(source: str, rel: str) -> set[str]:
    """The family packages (``"ttr"``, ``"trans"``) module ``rel`` (a path inside the
    ``ttrwidgets`` package) imports, at its top or inside a function, relatively or by the
    package's name."""
    here = list(Path(rel).parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(source)):
        mods = []
        if isinstance(node, ast.ImportFrom):
            if node.level:                   # relative: from the module's own package up
                up = node.level - 1
                if up > len(here):
                    continue
                mod = here[:len(here) - up] + (node.module.split(".") if node.module else [])
            else:
                parts = (node.module or "").split(".")
                if parts[0] != "ttrwidgets":
                    continue
                mod = parts[1:]
            mods = [mod] + [mod + [a.name] for a in node.names]
        elif isinstance(node, ast.Import):
            mods = [a.name.split(".")[1:] for a in node.names
                    if a.name.split(".")[0] == "ttrwidgets"]
        for m in mods:
            if m and m[0] in FAMILY_DIRS:
                found.add(m[0])
    return found


def test_generic_code_imports_no_family_package():
    """A generic module that imports a family's module decides for that family, or breaks for
    a third one: the start page's fields, the hand-over's seat names, the card chips and the
    puzzle boards are the families' own (``START_FORM``, ``seat_name``, ``ttr/ui/chips.py``,
    ``ttr/ui/puzzle_view.py``, ``trans/ui/puzzle_view.py``). Only :data:`ALLOWED_FAMILY_IMPORTS`
    may, and an entry that is no longer needed must go."""
    found, stale = [], []
    for rel in _modules():
        got = family_imports((ROOT / rel).read_text(encoding="utf-8"), rel.as_posix())
        allowed = ALLOWED_FAMILY_IMPORTS.get(rel.as_posix(), set())
        if got - allowed:
            found.append(f"{rel}: imports {', '.join(sorted(got - allowed))}")
        if allowed - got:
            stale.append(rel.as_posix())
    assert found == [], "generic modules importing a family package:\n" + "\n".join(found)
    assert stale == [], f"allowed but no longer importing a family (remove them): {stale}"


@pytest.mark.parametrize("code, rel, fams", [
    ("from ..ttr.messages import seat_name\n", "widgets/handover.py", {"ttr"}),
    ("from ..trans import view as trans_view\n", "widgets/puzzle_desk.py", {"trans"}),
    ("def f():\n    from ..ttr import board_thumbnail\n", "widgets/start.py", {"ttr"}),
    ("from ... import trans\n", "widgets/lab/page.py", {"trans"}),
    ("from .. import ttr\n", "widgets/x.py", {"ttr"}),
    ("import ttrwidgets.trans.missing as M\n", "core/x.py", {"trans"}),
    ("from ttrwidgets.ttr.colours import Colour\n", "render/x.py", {"ttr"}),
    ("from ..core.family import family\nfrom .base import Part\n", "widgets/x.py", set()),
    ("from .ttr_like import x\nimport ttr\n", "widgets/x.py", set()),
])
def test_each_shape_of_a_family_import_is_found(code, rel, fams):
    assert family_imports(code, rel) == fams
