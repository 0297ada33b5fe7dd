"""A fragment built in code inside a catalogue sentence is an escaped text too (issue 22): the
Asia card's "4 or 6" (``players_text``) and the games' names came into the start page's
sentences in English in every language. The pseudo-locale check looks inside the brackets."""
from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from .pseudo_check import CODE_PACKAGES, escaped_fragments, german_in_code


def test_the_check_finds_a_fragment_inside_the_brackets():
    # what the start page showed before: the game's name and "4 or 6" built in code
    old = "[Ticket to Ride Asia (teams) · 4 or 6 pĺáýérš ·······]"
    assert escaped_fragments(old) == ["Ticket", "to", "Ride", "Asia", "teams", "or"]
    assert escaped_fragments("[[Tîçkét tö Rîđé Åšîá (téámš) ···] · 4 ör 6 pĺáýérš ···]") == []
    # a whole line built in code, as before
    assert escaped_fragments("Play now") == ["Play now"]
    # names the boards print and rule ids stay as they are
    assert escaped_fragments("[Šéát 1 çĺáîmš Berlin–München (tunnel.extra) ···]") == []
    assert escaped_fragments("[Šéát 1 çĺáîmš Berlin–München and Wien ···]") == ["and"]


def _texts(w, out):
    import ipywidgets as W
    if isinstance(w, (W.Button, W.ToggleButton)):
        out.append(w.description)
    elif isinstance(w, W.Label):
        out.append(w.value)
    elif isinstance(w, W.HTML) and not w.value.lstrip().startswith("<style"):
        out.append(re.sub(r"<[^>]+>", "\n", html.unescape(w.value)))
    if isinstance(w, (W.Dropdown, W.ToggleButtons, W.RadioButtons, W.Select)):
        out.extend(str(o[0]) if isinstance(o, tuple) else str(o) for o in w.options)
    if getattr(w, "description", "") and not isinstance(w, (W.Button, W.ToggleButton)):
        out.append(w.description)
    for c in getattr(w, "children", ()) or ():
        _texts(c, out)
    return out


def test_the_start_page_in_the_pseudo_locale_has_no_fragment_built_in_code():
    pytest.importorskip("ipywidgets")
    from ttrwidgets.core.i18n import PSEUDO
    from ttrwidgets.widgets.app import TTRApp
    app = TTRApp(lang=PSEUDO)
    lines = [line for text in _texts(app, []) for line in text.splitlines()
             if line.strip() and "{" not in line]
    assert any("pĺáýérš" in line for line in lines)           # the game cards are there
    bad = {line: escaped_fragments(line) for line in lines if escaped_fragments(line)}
    assert not bad, bad


# ---- texts that the pages show only when something goes wrong -------------------------------

def test_no_english_german_pair_is_written_in_code(tmp_path):
    """The engine, the families and the puzzles speak only through the catalogues: no
    ``Text(en, de=...)`` pair, no ``title_de`` built in code, no German sentence in a string
    (issue 22; the file checks of ``core/jsonfile.py``, the sessions' and the Trans record's
    problems and the puzzle titles were such pairs)."""
    import ttrwidgets
    root = Path(ttrwidgets.__file__).resolve().parent
    assert all((root / pkg).is_dir() for pkg in CODE_PACKAGES)
    assert german_in_code(root) == []
    # the check sees what was there before
    old = tmp_path / "ttrwidgets" / "core"
    old.mkdir(parents=True)
    (old / "jsonfile.py").write_text(
        'def f():\n    return Text("the file is empty", de="die Datei ist leer")\n'
        'def g(n, s):\n    return f"Wo hilft dein nächster Bahnhof am meisten? ({n} Spieler)"\n'
        '_SYNTAX = {"Expecting value": ("a value was expected", "hier fehlt ein Wert (eine '
        'Zahl)")}\n', encoding="utf-8")
    found = german_in_code(tmp_path / "ttrwidgets")
    assert sorted({int(f.split(":")[1]) for f in found}) == [2, 4, 5], found


BAD_FILES = {
    "empty.json": "",
    "syntax.json": '{"seed": 7,}',
    "deep.json": "[" * 300 + "]" * 300,
    "nan.json": '{"seed": NaN}',
    "digits.json": '{"seed": ' + "9" * 150 + "}",
    "list.json": "[1, 2]",
    "trans.json": '{"family": "trans", "rules": 5, "players": 9, "seed": "x", '
                  '"actions": [1]}',
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_a_bad_file_is_refused_in_catalogue_words(tmp_path, name):
    """A file the app cannot open is refused with the catalogue's sentences in every language:
    in the pseudo-locale no word of the problems escaped (before, these were (en, de) pairs in
    code and showed in English)."""
    from ttrwidgets.core.errors import DataError
    from ttrwidgets.core.i18n import PSEUDO
    from ttrwidgets.session import Session
    f = tmp_path / name
    f.write_text(BAD_FILES[name], encoding="utf-8")
    with pytest.raises(DataError) as e:
        Session.load_file(f)
    lines = e.value.message(PSEUDO).splitlines()
    assert len(lines) >= 2
    # what the file holds stays as it is: its text in quotes, JSON's own words
    said = [re.sub(r'"[^"]*"|\b(?:NaN|Infinity|null|true|false)\b', " ", line.split(": ", 1)[1])
            for line in lines[1:]]
    bad = {line: escaped_fragments(line) for line in said if escaped_fragments(line)}
    assert not bad, bad
    assert e.value.message("de") != e.value.message("en")
