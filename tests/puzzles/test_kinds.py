"""Every puzzle kind is a handler (issue 20): solving, checking and teaching ask the kind's
handler (:func:`ttrwidgets.puzzles.kinds.kind_handler`) instead of branching on the kind."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from ttrwidgets.puzzles import kinds as K
from ttrwidgets.puzzles.model import Puzzle, load_puzzle
from ttrwidgets.puzzles.solve import check_answer, solve
from ttrwidgets.puzzles.teach import kind_name, question, verdict_text

METHODS = ("read_params", "solve", "answer_json", "check", "compare", "question", "hints",
           "explanation", "verdict_text", "title", "features", "rating", "dull_reason", "aim",
           "cuts", "check_cut", "picked_spaces")
PACKAGE = Path(K.__file__).parent


@pytest.mark.parametrize("kind", K.kinds())
def test_every_kind_has_a_handler_with_every_method(kind):
    h = K.kind_handler(kind)
    assert h is not None
    for name in METHODS:
        assert callable(getattr(h, name)), (kind, name)
    assert h.board in ("route", "grid")
    assert issubclass(h.puzzle_type, Puzzle) and all(isinstance(n, str) for n in sum(h.params, ()))
    assert isinstance(h.verdict_prefix, str) and h.verdict_prefix.endswith(".")
    # its name is the puzzles catalogue's (kind-<kind>), in both languages
    assert kind_name(kind, "en") != kind and kind_name(kind, "de") != kind_name(kind, "en")


def test_an_unknown_kind_has_no_handler():
    assert K.kind_handler("no_such_kind") is None and K.kind_handler(5) is None


@pytest.mark.parametrize("module", [
    "puzzles/model.py", "puzzles/solve.py", "puzzles/make.py", "puzzles/teach.py",
    "puzzles/teach_words.py", "ttr/puzzles/solve.py", "ttr/puzzles/words.py",
    "ttr/puzzles/teach_station.py", "ttr/puzzles/teach_trail.py", "ttr/puzzles/teach_tunnel.py",
    "ttr/puzzles/teach_completion.py", "trans/puzzles/teach_rails.py"])
def test_solving_and_teaching_do_not_branch_on_the_kind(module):
    tree = ast.parse((PACKAGE.parent / module).read_text(encoding="utf-8"))
    words = set(K.kinds())
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for part in [node.left, *node.comparators]:
                for c in ast.walk(part):
                    if isinstance(c, ast.Constant) and c.value in words:
                        found.append((node.lineno, c.value))
    assert found == []


def test_a_route_kind_is_solved_checked_and_worded_through_its_handler():
    p = load_puzzle({"kind": "tunnel_odds", "game": "europe", "options": {"players": 2},
                     "player": 0, "params": {"route": ["Sarajevo", "Sofia"],
                                             "cards": {"red": 2},
                                             "unseen": {"red": 1, "blue": 3}}}, "demo.json")
    sol = solve(p)
    assert sol is not None and str(sol.value) == "3/4"
    right, wrong = check_answer(p, sol, "3/4"), check_answer(p, sol, "1/4")
    assert (right.ok, right.key, wrong.ok, wrong.key) == (True, "odds.right", False,
                                                          "odds.wrong")
    assert verdict_text(p, sol, right, "en").startswith("✓ Right")
    assert "Tunnel" in question(p, "de")
