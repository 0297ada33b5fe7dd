"""A fragment built in code inside a catalogue sentence is an escaped text too (issue 22): the
Asia card's "4 or 6" (``players_text``) and the games' names came into the start page's
sentences in English in every language. The pseudo-locale check looks inside the brackets."""
from __future__ import annotations

import html
import re

import pytest

from .pseudo_check import escaped_fragments


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
