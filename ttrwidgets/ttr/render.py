"""What the renderer (:mod:`ttrwidgets.render`, which imports no family) draws this family's
route boards with: the card and route colours, and the small board of its examples and tests
(:func:`demo_map`). No widget code: the start page's thumbnails and the SVG pictures use it.

Card colours
------------

Every card/route colour has a one-letter symbol (:attr:`ttrwidgets.ttr.colours.Colour.symbol`),
so nothing is told by colour alone. The fills come from the Okabe–Ito palette (Okabe & Ito
2008, "Color Universal Design") with Paul Tol's vibrant red and a light gray, keeping the game's
names recognisable: red, orange, yellow, green, blue, purple (the game's pink-purple), black,
white. Under a simulated deuteranopia (Machado et al. 2009) every pair of the eight card colours
and gray stays at least ``ΔE*ab ≈ 17`` apart
(:func:`ttrwidgets.render.palette.min_pair_distance`). White spaces are drawn with a dark
outline so they show on the light background.

The renderer reaches them through the family's ``BOARD_COLOURS`` (:data:`ROUTE_COLOURS`, a
:class:`~ttrwidgets.render.palette.CardColours`); the family's own pages (the hand, the dialogs,
the chips) ask :func:`card_fill` and :func:`card_text`.

>>> from ttrwidgets.ttr.colours import Colour
>>> card_fill(Colour.RED), card_text(Colour.RED), card_fill("pink")
('#cc3311', '#ffffff', '#cc79a7')
>>> ROUTE_COLOURS.symbol("grey"), ROUTE_COLOURS.rank(Colour.BLUE)
('·', 2)
"""
from __future__ import annotations

from functools import lru_cache
from types import SimpleNamespace
from typing import Any, Mapping

from ..render.palette import CardColours, text_colour
from .colours import Colour, parse_colour

__all__ = ["CARD_FILLS", "ROUTE_COLOURS", "as_colour", "card_fill", "card_text", "demo_map"]

#: Fill of each card / route colour. The locomotive (a rainbow in the game) is Okabe–Ito sky blue.
CARD_FILLS: Mapping[Colour, str] = {
    Colour.PURPLE: "#cc79a7",      # Okabe–Ito reddish purple (the game's pink-purple)
    Colour.WHITE: "#ffffff",       # drawn with a dark outline
    Colour.BLUE: "#0072b2",        # Okabe–Ito blue
    Colour.YELLOW: "#f0e442",      # Okabe–Ito yellow
    Colour.ORANGE: "#e69f00",      # Okabe–Ito orange
    Colour.BLACK: "#1a1a1a",
    Colour.RED: "#cc3311",         # Tol vibrant red (redder than Okabe–Ito vermillion)
    Colour.GREEN: "#009e73",       # Okabe–Ito bluish green
    Colour.LOCOMOTIVE: "#56b4e9",  # Okabe–Ito sky blue
    Colour.GRAY: "#c8c8c8",        # light gray: far from purple and green under deuteranopia
}

#: The colours as the renderer takes them (by key, in the order of :class:`Colour`; the other
#: names a board or a view may use, ``"pink"``, ``"grey"``, ``"loco"``, read as the game does).
ROUTE_COLOURS = CardColours({c.key: CARD_FILLS[c] for c in Colour},
                            {c.key: c.symbol for c in Colour},
                            parse=lambda name: parse_colour(name).key)


def as_colour(colour: Colour | int | str) -> Colour:
    """A :class:`Colour` from the enum itself, its value, or its name (``"gray"``, ``"pink"``).

    >>> as_colour("grey"), as_colour(2)
    (<Colour.GRAY: 9>, <Colour.BLUE: 2>)
    """
    if isinstance(colour, str):        # (a Colour is an int, never a str)
        return parse_colour(colour)
    return Colour(colour)


@lru_cache(maxsize=64)
def card_fill(colour: Colour | int | str) -> str:
    """Fill colour of a card / route colour."""
    return CARD_FILLS[as_colour(colour)]


@lru_cache(maxsize=64)
def card_text(colour: Colour | int | str) -> str:
    """Text colour (for the colour symbol) on :func:`card_fill` of ``colour``."""
    return text_colour(card_fill(colour))


# --------------------------------------------------------------------------- a tiny demo map
def demo_map() -> Any:
    """A three-city map with a double route, a tunnel and a ferry (for doctests and tests),
    shaped like :class:`ttrwidgets.ttr.maps.GameMap` as far as the renderer reads it.

    >>> m = demo_map()
    >>> len(m.cities), len(m.routes), m.family
    (3, 3, 'ttr')
    """
    ns = SimpleNamespace
    cities = (ns(index=0, name="Aa", display_name="Aa", big_city=True, country=False),
              ns(index=1, name="Bb", display_name="Bb", big_city=False, country=False),
              ns(index=2, name="Cc", display_name="Cc", big_city=False, country=False))
    routes = (ns(index=0, id="R1", a=0, b=1, length=3, colour=Colour.RED, kind="tunnel",
                 locomotives=0, group=None),
              ns(index=1, id="R2", a=1, b=2, length=2, colour=Colour.GRAY, kind="ferry",
                 locomotives=1, group="D1"),
              ns(index=2, id="R3", a=1, b=2, length=2, colour=Colour.GRAY, kind="ferry",
                 locomotives=1, group="D1"))
    layout = ns(aspect=1.4, positions=((0.1, 0.2), (0.5, 0.3), (0.8, 0.8)),
                labels=((0, -0.05), (0, 0.05), (0.06, 0)))
    return ns(id="demo", version=1, name="Demo", family="ttr", cities=cities, routes=routes,
              tickets=(), layout=layout)
