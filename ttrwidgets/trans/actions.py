"""Trans actions: small frozen values with a text form that parses back to the same action.

Grid points are written ``col,row`` (the board's coordinates), cities by name::

    p0 marker 9,6              (trans.start-marker)
    p0 rail 9,6-10,7           (trans.turn)
    p0 end                     (trans.turn: stop after fewer rails than allowed)
    p1 return Madrid           (special card 8: give back one city)
    p2 pass San Francisco      (special cards 13-16: the city card passed on)

>>> a = parse_action("p1 rail 9,6-10,7")
>>> a
LayRail(seat=1, a=(9, 6), b=(10, 7))
>>> str(a), parse_action(str(a)) == a
('p1 rail 9,6-10,7', True)
>>> parse_action("p2 pass San Francisco")
PassCity(seat=2, city='San Francisco')
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import InvalidActionError, Message, Text
from ..core.jsonfile import describe_value

__all__ = ["TransAction", "PlaceMarker", "LayRail", "EndTurn", "ReturnCity", "PassCity",
           "parse_action", "point_text"]


def point_text(p) -> str:
    try:
        return f"{int(p[0])},{int(p[1])}"
    except (TypeError, ValueError, IndexError):
        return repr(p)


def _point(text: str) -> tuple:
    col, sep, row = text.partition(",")
    if not sep:
        raise ValueError(Message("action.grid-point", text=text))
    if not all(x.strip().lstrip("-").isascii() and x.strip().lstrip("-").isdigit()
               for x in (col, row)):
        raise ValueError(Message("action.grid-point", text=text))
    return (int(col), int(row))


@dataclass(frozen=True, slots=True)
class TransAction:
    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} {self._text()}"

    def _text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class PlaceMarker(TransAction):
    """``trans.start-marker``: the start marker on a free intersection ``(col, row)``."""
    at: tuple = ()

    def _text(self) -> str:
        return f"marker {point_text(self.at)}"


@dataclass(frozen=True, slots=True)
class LayRail(TransAction):
    """``trans.turn``: a rail on the line between two neighbouring intersections."""
    a: tuple = ()
    b: tuple = ()

    def _text(self) -> str:
        return f"rail {point_text(self.a)}-{point_text(self.b)}"


@dataclass(frozen=True, slots=True)
class EndTurn(TransAction):
    """``trans.turn``: end the turn after fewer rails than allowed."""

    def _text(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class ReturnCity(TransAction):
    """Special card 8: the city card given back (a secret, simultaneous choice)."""
    city: str = ""

    def _text(self) -> str:
        return f"return {self.city}"


@dataclass(frozen=True, slots=True)
class PassCity(TransAction):
    """Special cards 13-16: the city card passed on to the left (or, for the last player of
    cards 13-15, put back on the stack)."""
    city: str = ""

    def _text(self) -> str:
        return f"pass {self.city}"


def parse_action(text: str) -> TransAction:
    """Parse the text form of a Trans action (see the module docstring)."""
    if not isinstance(text, str):
        raise InvalidActionError(Message("action.not-text", value=describe_value(text)))
    parts = text.split()
    if len(parts) < 2 or not parts[0].startswith("p") or not parts[0][1:].isdigit():
        raise InvalidActionError(Message("action.no-seat", text=text, example="p0 end"))
    seat, verb, rest = int(parts[0][1:]), parts[1], parts[2:]
    try:
        if verb == "marker" and len(rest) == 1:
            return PlaceMarker(seat, _point(rest[0]))
        if verb == "rail" and len(rest) == 1:
            a, sep, b = rest[0].partition("-")
            if not sep:
                raise ValueError(Message("action.rail"))
            return LayRail(seat, _point(a), _point(b))
        if verb == "end" and not rest:
            return EndTurn(seat)
        if verb == "return" and rest:
            return ReturnCity(seat, " ".join(rest))
        if verb == "pass" and rest:
            return PassCity(seat, " ".join(rest))
    except ValueError as e:
        why = e.args[0] if len(e.args) == 1 and isinstance(e.args[0], Text) else None
        raise InvalidActionError(
            Message("action.cannot-read", text=text) if why is None else
            Message("action.cannot-read-because", text=text, why=why)) from None
    raise InvalidActionError(Message("action.cannot-read", text=text))
