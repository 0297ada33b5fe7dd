"""Issue 21 #6: no emoji and no symbol outside a stock Linux's fonts in anything the app shows.

Without a colour-emoji font (any stock Linux) 🎉 or 📖 is an empty box; so are symbols that
DejaVu lacks (⏮ ⏭ ⏵). Every string of the package's source (the language catalogues, the
widgets' own words, the rule texts), of its lessons and puzzles, of the maps and of the page
template is scanned, so such a character cannot come back (``tools/glyphs.py`` says which are
safe). Icons come from the Font Awesome that Voilà bundles (``Button.icon``).
"""
from __future__ import annotations

import ast
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tools.glyphs import LETTERS, SYMBOLS, unsafe

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "ttrwidgets"


def _json_strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _json_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _json_strings(v)


def learner_strings():
    """``(where, text)`` of every string the app may show: each string constant of the
    package's Python source (catalogues, widget labels, rule texts, f-string parts), every
    string of its JSON files (lessons, puzzles) and of the maps, the page template and the
    app notebook."""
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield f"{path.relative_to(ROOT)}:{node.lineno}", node.value
    for path in sorted([*PACKAGE.rglob("*.json"), *(ROOT / "maps").rglob("*.json")]):
        for s in _json_strings(json.loads(path.read_text(encoding="utf-8"))):
            yield str(path.relative_to(ROOT)), s
    for pattern in ("*.html", "*.j2", "*.css", "*.js", "*.ftl"):     # .ftl: the catalogues
        for path in sorted(PACKAGE.rglob(pattern)):
            yield str(path.relative_to(ROOT)), path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        yield str(path.relative_to(ROOT)), path.read_text(encoding="utf-8")


def test_the_scan_reads_the_catalogues_lessons_maps_and_template():
    where = {w.split(":")[0] for w, _ in learner_strings()}
    for part in ("ttrwidgets/widgets/texts.py", "ttrwidgets/ttr/messages.py",
                 "ttrwidgets/trans/messages.py", "ttrwidgets/graphs/lab/texts.py",
                 "ttrwidgets/core/rulebook.py", "maps/europe.json",
                 "ttrwidgets/jupyter_data/voila/templates/ttr/index.html.j2",
                 "ttrwidgets/locales/de/engine.ftl", "ttrwidgets/locales/de/ui.ftl",
                 "ttrwidgets/locales/de/trans.ftl", "ttrwidgets/locales/de/rules.ftl"):
        assert part in where, part
    assert any(w.startswith("ttrwidgets/lessons/courses/") for w in where)
    assert any(w.startswith("ttrwidgets/puzzles/pack/") for w in where)


def test_the_rule_catches_emoji_and_symbols_outside_common_fonts():
    assert unsafe("🎉 Lesson complete! 📖 Learn") == ["🎉 U+1F389 PARTY POPPER",
                                                     "📖 U+1F4D6 OPEN BOOK"]
    assert [u.split()[1] for u in unsafe("⏮ ◀ ▶ ⏭ ⏵⏵ ✅ ⭐ ▶\ufe0f")] == \
        ["U+23EE", "U+23ED", "U+23F5", "U+2705", "U+2B50", "U+FE0F"]
    assert unsafe("Köln–München → 3 · „Weiter ▶“ ✓ ✗ ★ ≥ ∞ Constanța") == []


def test_nothing_the_app_shows_needs_a_colour_emoji_font():
    bad = [f"{where}: {u}" for where, text in learner_strings() for u in unsafe(text)]
    assert not bad, "characters a stock Linux draws as empty boxes:\n" + "\n".join(bad)


def test_every_allowed_symbol_is_drawn_by_dejavu_sans():
    """The allowed symbols are in DejaVu Sans, the font a stock Linux has (asked of
    fontconfig, where it and DejaVu are installed)."""
    if shutil.which("fc-list") is None:
        pytest.skip("fontconfig (fc-list) is not installed")
    if "DejaVu Sans" not in subprocess.run(["fc-list", ":", "family"], capture_output=True,
                                           text=True).stdout:
        pytest.skip("DejaVu Sans is not installed")
    missing = []
    for ch in sorted(SYMBOLS | LETTERS):
        out = subprocess.run(["fc-list", f":charset={ord(ch):x}", "family"],
                             capture_output=True, text=True).stdout
        if "DejaVu Sans" not in out:
            missing.append(f"{ch} U+{ord(ch):04X}")
    assert not missing, missing
