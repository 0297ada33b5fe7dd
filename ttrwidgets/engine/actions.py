"""Actions: small frozen values with a text form that parses back to the same action.

The text form names routes, cities and tickets by their map ids, so a game record is readable::

    p0 draw deck
    p0 draw faceup red
    p1 claim R017 red:3
    p1 pay red:1            (tunnel extra cards)
    p1 withdraw
    p2 tickets
    p2 keep E01,E17
    p2 tickets short:3+long:1    (Deutschland: the announced mix)
    p1 passengers Berlin:red     (Deutschland: the passenger taken where there is a choice)
    p0 station Wien red:1
    p3 pass

>>> a = parse_action("p1 claim R017 red:2+locomotive:1")
>>> a
ClaimRoute(seat=1, route='R017', cards=(0, 0, 0, 0, 0, 0, 2, 0, 1))
>>> str(a)
'p1 claim R017 red:2+locomotive:1'
>>> parse_action(str(a)) == a
True
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import CardSet, card_set_text, parse_card_set_text
from .colours import Colour, parse_colour
from .errors import InvalidActionError


@dataclass(frozen=True, slots=True)
class Action:
    seat: int

    def __str__(self) -> str:
        return f"p{self.seat} {self._text()}"

    def _text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class DrawCard(Action):
    """``draw.two``: one pick, from the face-up row (by colour) or blind from the deck."""
    source: str = "deck"            # "deck" | "faceup"
    colour: Colour | None = None    # the face-up card taken

    def _text(self) -> str:
        if self.source == "deck":
            return "draw deck"
        try:
            colour = Colour(self.colour).key
        except (TypeError, ValueError):  # a malformed action still prints (and is refused)
            colour = repr(self.colour)
        return f"draw {self.source} {colour}"


@dataclass(frozen=True, slots=True)
class ClaimRoute(Action):
    """Claim a route (by route id) paying a card set."""
    route: str = ""
    cards: CardSet = ()

    def _text(self) -> str:
        return f"claim {self.route} {card_set_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class TunnelPay(Action):
    """``tunnel.extra``: pay the extra cards the reveal asked for."""
    cards: CardSet = ()

    def _text(self) -> str:
        return f"pay {card_set_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class TunnelWithdraw(Action):
    """``tunnel.withdraw``: take the laid cards back; the turn ends."""

    def _text(self) -> str:
        return "withdraw"


@dataclass(frozen=True, slots=True)
class DrawTickets(Action):
    """``tickets.draw``: take the top tickets, then choose which to keep. In games with two
    ticket decks (``de.draw-tickets``, ``de.setup-tickets``) the player announces how many come
    from the ``short`` and how many from the ``long`` deck; elsewhere both stay 0."""
    short: int = 0
    long: int = 0

    def _text(self) -> str:
        if not (self.short or self.long):
            return "tickets"
        return f"tickets short:{self.short}+long:{self.long}"


@dataclass(frozen=True, slots=True)
class KeepTickets(Action):
    """Answer a pending ticket choice (setup or draw) with the ticket ids kept."""
    tickets: tuple[str, ...] = ()

    def _text(self) -> str:
        return "keep " + (",".join(self.tickets) if self.tickets else "-")


@dataclass(frozen=True, slots=True)
class BuildStation(Action):
    """``station.build``: a station in a city (by its map name) paying a card set."""
    city: str = ""
    cards: CardSet = ()

    def _text(self) -> str:
        return f"station {self.city} {card_set_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class TakePassengers(Action):
    """``de.take-passengers``: the passenger taken at each end of the route just claimed, as
    ``((city name, colour), ...)``; needed only where passengers of several colours stand."""
    take: tuple = ()

    def _text(self) -> str:
        parts = []
        for city, colour in self.take:
            try:
                colour = Colour(colour).key
            except (TypeError, ValueError):
                colour = repr(colour)
            parts.append(f"{city}:{colour}")
        return "passengers " + (",".join(parts) or "-")


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """``turn.pass``: only when no other action is legal."""

    def _text(self) -> str:
        return "pass"


def parse_action(text: str) -> Action:
    """Parse the text form of an action (see the module docstring)."""
    if not isinstance(text, str):
        raise InvalidActionError(f"an action must be text, not {type(text).__name__}")
    parts = text.split()
    if len(parts) < 2 or not parts[0].startswith("p") or not parts[0][1:].isdigit():
        raise InvalidActionError(
            f"cannot read action {text!r}: it must start with the seat, e.g. 'p0 draw deck'")
    seat, verb, rest = int(parts[0][1:]), parts[1], parts[2:]
    try:
        if verb == "draw" and rest == ["deck"]:
            return DrawCard(seat, "deck", None)
        if verb == "draw" and len(rest) == 2 and rest[0] == "faceup":
            return DrawCard(seat, "faceup", parse_colour(rest[1]))
        if verb == "claim" and len(rest) == 2:
            return ClaimRoute(seat, rest[0], parse_card_set_text(rest[1]))
        if verb == "pay" and len(rest) == 1:
            return TunnelPay(seat, parse_card_set_text(rest[0]))
        if verb == "withdraw" and not rest:
            return TunnelWithdraw(seat)
        if verb == "tickets" and not rest:
            return DrawTickets(seat)
        if verb == "tickets" and len(rest) == 1:
            mix = dict(part.split(":", 1) for part in rest[0].split("+"))
            if set(mix) - {"short", "long"}:
                raise ValueError("a ticket mix names the decks short and long")
            return DrawTickets(seat, int(mix.get("short", 0)), int(mix.get("long", 0)))
        if verb == "passengers" and len(rest) == 1:
            take = () if rest[0] == "-" else tuple(
                (city, parse_colour(colour)) for city, colour in
                (part.rsplit(":", 1) for part in rest[0].split(",")))
            return TakePassengers(seat, take)
        if verb == "keep" and len(rest) == 1:
            return KeepTickets(seat, () if rest[0] == "-" else tuple(rest[0].split(",")))
        if verb == "station" and len(rest) == 2:
            return BuildStation(seat, rest[0], parse_card_set_text(rest[1]))
        if verb == "pass" and not rest:
            return Pass(seat)
    except ValueError as e:
        raise InvalidActionError(f"cannot read action {text!r}: {e}") from None
    raise InvalidActionError(f"cannot read action {text!r}")
