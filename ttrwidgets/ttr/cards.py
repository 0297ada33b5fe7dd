"""Card sets: a hand or a payment is a tuple of 9 counts indexed by :class:`Colour`.

>>> cs = card_set({"red": 2, "loco": 1})
>>> cs
(0, 0, 0, 0, 0, 0, 2, 0, 1)
>>> card_set_text(cs)
'red:2+locomotive:1'
>>> parse_card_set_text('red:2+locomotive:1') == cs
True
"""
from __future__ import annotations

from collections.abc import Mapping
from operator import add as _add, ge as _ge, sub as _sub

from .colours import CARD_KINDS, COLOUR_KEYS, LOCO, N_KINDS, Colour, parse_colour
from ..core.errors import InvalidActionError, Message
from ..core.scenario import named

EMPTY = (0,) * N_KINDS
CardSet = tuple  # tuple[int, ...] of length 9
_KIND_KEYS = COLOUR_KEYS[:N_KINDS]  # the keys of CARD_KINDS, without calling Colour.key


def card_set(mapping: Mapping | None = None) -> CardSet:
    """Build a card set from ``{"red": 2, "locomotive": 1}`` (aliases allowed)."""
    counts = [0] * N_KINDS
    for name, n in (mapping or {}).items():
        try:
            c = parse_colour(name)
        except ValueError as e:
            raise InvalidActionError(e.args[0]) from None  # colours.py: a Message
        if c == Colour.GRAY:
            raise InvalidActionError(Message("action.no-gray-cards"))
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise InvalidActionError(Message("action.card-count", count=repr(n), **named(name)))
        counts[c] += n
    return tuple(counts)


def card_dict(cs: CardSet) -> dict[str, int]:
    """The card set as a JSON-friendly mapping without zero counts (a new dict each time)."""
    try:
        d = _CARD_DICTS.get(cs)
    except TypeError:                   # a list: not kept
        return {_KIND_KEYS[i]: n for i, n in enumerate(cs) if n}
    if d is None:
        d = {_KIND_KEYS[i]: n for i, n in enumerate(cs) if n}
        if len(_CARD_DICTS) >= 4096:    # the payments of a game are few; never grow without end
            _CARD_DICTS.clear()
        _CARD_DICTS[cs] = d
    return d.copy()


#: card set -> its card_dict (copied when given out: the caller may change its dict)
_CARD_DICTS: dict = {}


def card_set_text(cs: CardSet) -> str:
    return "+".join(f"{_KIND_KEYS[i]}:{n}" for i, n in enumerate(cs) if n) or "none"


def parse_card_set_text(text: str) -> CardSet:
    if text.strip() in ("", "none"):
        return EMPTY
    mapping: dict[str, int] = {}
    for part in text.split("+"):
        name, sep, n = part.partition(":")
        if not sep or not n.strip().isdigit():
            raise InvalidActionError(Message("action.cannot-read-cards", text=text))
        mapping[name.strip()] = mapping.get(name.strip(), 0) + int(n)
    return card_set(mapping)


def add(a: CardSet, b: CardSet) -> CardSet:
    return tuple(map(_add, a, b))


def sub(a: CardSet, b: CardSet) -> CardSet:
    return tuple(map(_sub, a, b))


def covers(hand: CardSet, cs: CardSet) -> bool:
    return all(map(_ge, hand, cs))


def single(colour: int, n: int, locos: int = 0) -> CardSet:
    """``n`` cards of ``colour`` plus ``locos`` locomotives."""
    counts = [0] * N_KINDS
    counts[colour] += n
    counts[LOCO] += locos
    return tuple(counts)


def colours_used(cs: CardSet) -> list[int]:
    """The non-locomotive colours present in a card set."""
    return [i for i in range(8) if cs[i]]
