"""Small pieces of HTML the panels are written with: escaped text, seat chips and rule tags (the
rule id, with the rule's statement as its tooltip). A route game's card-colour chips are its
family's (:func:`ttrwidgets.ttr.ui.chips.chip`).

>>> esc("<b>")
'&lt;b&gt;'
>>> seat_chip(0).startswith('<span class="ttr-chip"')
True
"""
from __future__ import annotations

import functools
import html

from ..core.rulebook import GAME_RULES, rule_text
from ..render.palette import player_style

__all__ = ["esc", "rule_tag", "seat_chip"]


def esc(text) -> str:
    """``text`` escaped for HTML."""
    return html.escape(str(text))


def _rules_file_of(rule_id: str) -> str:
    """The rules file that states ``rule_id``: the one whose catalogue has it (the first file,
    Europe's, for an id every file shares or none has)."""
    files = list(GAME_RULES)
    return next((f for f in files if rule_id in GAME_RULES[f]), files[0])


@functools.lru_cache(maxsize=512)
def rule_tag(rule_id: str, lang: str) -> str:
    """``[rule.id]`` with the rule's full statement as its tooltip (hover to read the rule)."""
    game = _rules_file_of(rule_id)
    try:
        title = rule_text(rule_id, lang, game)
    except (KeyError, ValueError):
        title = ""
    return f'<span class="ttr-rule" title="{esc(title)}">[{esc(rule_id)}]</span>'


def seat_chip(seat: int) -> str:
    """A seat's chip: its colour and symbol."""
    st = player_style(seat)
    return (f'<span class="ttr-chip" style="background:{st.fill};color:{st.text}">'
            f'{st.symbol}</span>')
