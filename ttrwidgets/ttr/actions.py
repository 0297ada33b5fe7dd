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

The Asia team variant (asia.md) adds where a drawn card goes, the part of a payment taken from
the team's card holder, the kept ticket put onto the team's ticket holder and sharing tickets::

    p0 draw deck shared     (asia.draw-split: the first card onto the team holder)
    p0 draw faceup red hand
    p1 claim R017 red:3 from_shared=red:1   (asia.claim-pool)
    p1 pay red:1 from_shared=red:1
    p2 keep A01,A05,A07 share=A05           (asia.setup-tickets, asia.draw-tickets)
    p3 share A02,A09                        (asia.share-tickets)

>>> a = parse_action("p1 claim R017 red:2+locomotive:1")
>>> a
ClaimRoute(seat=1, route='R017', cards=(0, 0, 0, 0, 0, 0, 2, 0, 1), from_shared=None)
>>> str(a)
'p1 claim R017 red:2+locomotive:1'
>>> parse_action(str(a)) == a
True
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import CardSet, card_set_text, parse_card_set_text
from .colours import Colour, parse_colour
from ..core.errors import InvalidActionError, Message, Text
from ..core.jsonfile import describe_value


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
    to: str | None = None           # asia.draw-split: "hand" | "shared" (None: not named)

    def _text(self) -> str:
        to = "" if self.to is None else f" {self.to}"
        if self.source == "deck":
            return "draw deck" + to
        try:
            colour = Colour(self.colour).key
        except (TypeError, ValueError):  # a malformed action still prints (and is refused)
            colour = repr(self.colour)
        return f"draw {self.source} {colour}{to}"


@dataclass(frozen=True, slots=True)
class ClaimRoute(Action):
    """Claim a route (by route id) paying a card set."""
    route: str = ""
    cards: CardSet = ()
    #: asia.claim-pool: the part of ``cards`` taken from the team holder (None: own hand first)
    from_shared: CardSet | None = None

    def _text(self) -> str:
        return f"claim {self.route} {card_set_text(self.cards)}{_shared_text(self.from_shared)}"


@dataclass(frozen=True, slots=True)
class TunnelPay(Action):
    """``tunnel.extra``: pay the extra cards the reveal asked for."""
    cards: CardSet = ()
    from_shared: CardSet | None = None   # asia.tunnel-reveal: as ClaimRoute.from_shared

    def _text(self) -> str:
        return f"pay {card_set_text(self.cards)}{_shared_text(self.from_shared)}"


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
    share: str | None = None    # asia.setup-tickets / asia.draw-tickets: the kept ticket shared

    def _text(self) -> str:
        share = "" if self.share is None else f" share={self.share}"
        return "keep " + (",".join(self.tickets) if self.tickets else "-") + share


@dataclass(frozen=True, slots=True)
class ShareTickets(Action):
    """``asia.share-tickets``: as the whole turn, move tickets (ids) from the hand onto the
    team's ticket holder."""
    tickets: tuple[str, ...] = ()

    def _text(self) -> str:
        return "share " + (",".join(self.tickets) if self.tickets else "-")


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


def _shared_text(cs) -> str:
    return "" if cs is None else f" from_shared={card_set_text(cs)}"


_PLACES = ("hand", "shared")


def _payment(rest: list[str]) -> tuple:
    """``CARDS [from_shared=CARDS]`` -> (cards, from_shared or None)."""
    shared = None
    if len(rest) == 2:
        key, sep, value = rest[1].partition("=")
        if key != "from_shared" or not sep:
            raise ValueError(Message("action.after-cards"))
        shared = parse_card_set_text(value)
    return parse_card_set_text(rest[0]), shared


def parse_action(text: str) -> Action:
    """Parse the text form of an action (see the module docstring)."""
    if not isinstance(text, str):
        raise InvalidActionError(Message("action.not-text", value=describe_value(text)))
    parts = text.split()
    if len(parts) < 2 or not parts[0].startswith("p") or not parts[0][1:].isdigit():
        raise InvalidActionError(Message("action.no-seat", text=text, example="p0 draw deck"))
    seat, verb, rest = int(parts[0][1:]), parts[1], parts[2:]
    try:
        if verb == "draw" and rest == ["deck"]:
            return DrawCard(seat, "deck", None)
        if verb == "draw" and len(rest) == 2 and rest[0] == "deck" and rest[1] in _PLACES:
            return DrawCard(seat, "deck", None, rest[1])
        if verb == "draw" and len(rest) == 2 and rest[0] == "faceup":
            return DrawCard(seat, "faceup", parse_colour(rest[1]))
        if verb == "draw" and len(rest) == 3 and rest[0] == "faceup" and rest[2] in _PLACES:
            return DrawCard(seat, "faceup", parse_colour(rest[1]), rest[2])
        if verb == "claim" and len(rest) in (2, 3):
            return ClaimRoute(seat, rest[0], *_payment(rest[1:]))
        if verb == "pay" and len(rest) in (1, 2):
            return TunnelPay(seat, *_payment(rest))
        if verb == "share" and len(rest) == 1:
            return ShareTickets(seat, () if rest[0] == "-" else tuple(rest[0].split(",")))
        if verb == "withdraw" and not rest:
            return TunnelWithdraw(seat)
        if verb == "tickets" and not rest:
            return DrawTickets(seat)
        if verb == "tickets" and len(rest) == 1:
            pairs = [part.partition(":") for part in rest[0].split("+")]
            if not all(sep and n.isascii() and n.isdigit() for _, sep, n in pairs):
                raise ValueError(Message("action.ticket-mix-form"))
            mix = {deck: n for deck, _, n in pairs}
            if set(mix) - {"short", "long"}:
                raise ValueError(Message("action.ticket-mix-decks"))
            return DrawTickets(seat, int(mix.get("short", 0)), int(mix.get("long", 0)))
        if verb == "passengers" and len(rest) == 1:
            take = () if rest[0] == "-" else tuple(
                (city, parse_colour(colour)) for city, colour in
                (part.rsplit(":", 1) for part in rest[0].split(",")))
            return TakePassengers(seat, take)
        if verb == "keep" and len(rest) in (1, 2):
            share = None
            if len(rest) == 2:
                key, sep, share = rest[1].partition("=")
                if key != "share" or not sep or not share:
                    raise ValueError(Message("action.after-tickets"))
            return KeepTickets(seat, () if rest[0] == "-" else tuple(rest[0].split(",")), share)
        if verb == "station" and len(rest) == 2:
            return BuildStation(seat, rest[0], parse_card_set_text(rest[1]))
        if verb == "pass" and not rest:
            return Pass(seat)
    except ValueError as e:
        raise unreadable(text, e) from None
    raise InvalidActionError(Message("action.cannot-read", text=text))


def unreadable(text: str, e: ValueError) -> InvalidActionError:
    """The error "cannot read action 'p0 …'", with the reason where ours says it (a
    :class:`Text` from the catalogue); Python's own (``int("x")``) is not a learner's
    sentence, so it is left out."""
    why = e.args[0] if len(e.args) == 1 and isinstance(e.args[0], Text) else None
    if why is None:
        return InvalidActionError(Message("action.cannot-read", text=text))
    return InvalidActionError(Message("action.cannot-read-because", text=text, why=why))
