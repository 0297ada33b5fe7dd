"""A route game's card colours as chips in the panels and dialogs (the generic pieces -- escaped
text, seat chips, rule tags -- are :mod:`ttrwidgets.widgets.chips`).

>>> chip(6, 2, "de").endswith('title="Rot">R 2</span>')
True
"""
from __future__ import annotations

from ..render import card_fill, card_text
from ...widgets.chips import esc
from ..colours import Colour
from ..messages import colour_name

__all__ = ["chip"]


def chip(kind: Colour, n: int | None, lang: str) -> str:
    """A card colour as a coloured chip with its letter (and a count, unless ``n`` is None); the
    colour's name is its tooltip."""
    c = Colour(kind)
    label = c.symbol if n is None else f"{c.symbol} {n}"
    return (f'<span class="ttr-chip" style="background:{card_fill(c)};color:{card_text(c)}" '
            f'title="{esc(colour_name(c.key, lang))}">{esc(label)}</span>')
