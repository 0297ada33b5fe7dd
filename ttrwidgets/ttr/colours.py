"""Card and route colours.

Every colour has a stable lower-case name (used in JSON, scenarios and action text) and a
one-letter symbol so that nothing is told by colour alone (colour-blind safe).
"""
from __future__ import annotations

from enum import IntEnum


class Colour(IntEnum):
    """A train-card colour; ``GRAY`` only ever describes a route, never a card."""

    PURPLE = 0
    WHITE = 1
    BLUE = 2
    YELLOW = 3
    ORANGE = 4
    BLACK = 5
    RED = 6
    GREEN = 7
    LOCOMOTIVE = 8
    GRAY = 9

    @property
    def key(self) -> str:
        return self.name.lower()

    @property
    def symbol(self) -> str:
        return SYMBOLS[self]

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.key


#: The eight ordinary card colours, in canonical order.
CARD_COLOURS: tuple[Colour, ...] = tuple(Colour(i) for i in range(8))
#: Every kind of train card (eight colours + locomotive); hands are tuples indexed by these.
CARD_KINDS: tuple[Colour, ...] = CARD_COLOURS + (Colour.LOCOMOTIVE,)
LOCO = Colour.LOCOMOTIVE
N_KINDS = 9

#: ``COLOURS[i] is Colour(i)`` and ``COLOUR_KEYS[i] == Colour(i).key``: plain tuple lookups for
#: the engine's hot paths, where calling the Enum (and the ``key`` property) costs more than the
#: rest of the work (the values are 0..9 in definition order, checked below).
COLOURS: tuple[Colour, ...] = tuple(Colour)
COLOUR_KEYS: tuple[str, ...] = tuple(c.key for c in COLOURS)
assert all(c.value == i for i, c in enumerate(COLOURS))

SYMBOLS: dict[Colour, str] = {
    Colour.PURPLE: "P", Colour.WHITE: "W", Colour.BLUE: "B", Colour.YELLOW: "Y",
    Colour.ORANGE: "O", Colour.BLACK: "K", Colour.RED: "R", Colour.GREEN: "G",
    Colour.LOCOMOTIVE: "L", Colour.GRAY: "·",
}

_ALIASES = {"pink": Colour.PURPLE, "loco": Colour.LOCOMOTIVE, "grey": Colour.GRAY,
            "locomotives": Colour.LOCOMOTIVE, "wild": Colour.LOCOMOTIVE}


def _unknown(name):
    """The ValueError's text, in every language (``errors.ftl``): "unknown colour 'mauve'"."""
    from ..core.errors import Message
    from ..core.scenario import named
    return Message("action.unknown-colour", **named(name))


def parse_colour(text: str) -> Colour:
    """Return the colour named by *text* (case-insensitive; ``pink`` = purple, ``loco``).

    >>> parse_colour("Pink")
    <Colour.PURPLE: 0>
    >>> parse_colour("loco").key
    'locomotive'
    """
    if isinstance(text, Colour):
        return text
    if not isinstance(text, str):
        raise ValueError(_unknown(text))
    t = text.strip().lower()
    if t in _ALIASES:
        return _ALIASES[t]
    try:
        return Colour[t.upper()]
    except KeyError:
        raise ValueError(_unknown(text)) from None
