"""The immutable game state.

A :class:`GameState` is a frozen value built only from ints, strings and tuples (plus references
to its :class:`RuleSet` and :class:`GameMap`). Transitions in :mod:`.game` return new states; an
old state is never changed, so undo is simply "go back to the previous state".

Conventions: card piles are tuples of card kinds (ints, see :class:`Colour`), top card first;
hands are 9-count card sets; routes are referred to by their index in the map; tickets by index.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum

from .maps import GameMap
from .rules import RuleSet


class Phase(str, Enum):
    SETUP = "setup"        # setup.tickets: every seat chooses its starting tickets
    MAIN = "main"
    FINAL = "final"        # end.trigger: the last round is being played
    OVER = "over"          # end.game-over


@dataclass(frozen=True, slots=True)
class SecondCard:
    """``draw.two``: the player took one card and must take a second. ``to``
    (``asia.draw-split``): where the first card went, ``"hand"`` or ``"shared"`` ("" without
    teams)."""
    to: str = ""
    kind = "second_card"


@dataclass(frozen=True, slots=True)
class TunnelStage:
    """``tunnel.reveal``: cards laid, cards revealed, extra cards owed."""
    route: int
    paid: tuple            # the laid card set (not yet in the discard pile)
    colour: int            # the colour counted by the reveal (LOCOMOTIVE if paid with locomotives only)
    revealed: tuple        # revealed card kinds
    extra: int
    shared: tuple = ()     # asia.claim-pool: the part of ``paid`` taken from the team holder
    kind = "tunnel"


@dataclass(frozen=True, slots=True)
class TicketChoice:
    """A ticket choice that must be answered (``tickets.draw`` or a setup stage)."""
    offered: tuple         # ticket indices
    min_keep: int
    max_keep: int
    stage: str = "draw"    # "draw" | "setup" | "setup-long" | "setup-regular"
    kind = "tickets"


@dataclass(frozen=True, slots=True)
class TicketMix:
    """``de.setup-tickets``: the seat has still to announce how many of its ``total`` starting
    tickets come from the short and the long deck; then it keeps at least ``min_keep``."""
    total: int
    min_keep: int
    kind = "announce"


@dataclass(frozen=True, slots=True)
class PassengerChoice:
    """``de.take-passengers``: after claiming ``route`` the player picks a passenger at the ends
    where passengers of more than one colour stand. ``ends``: ``((city, colours standing), ...)``
    (the ends with a choice); ``taken``: ``((city, colour), ...)`` already taken at the ends
    without a choice."""
    route: int
    ends: tuple
    taken: tuple = ()
    kind = "passengers"


@dataclass(frozen=True, slots=True)
class PlayerState:
    hand: tuple            # 9 counts
    trains: int
    stations: tuple = ()   # city indices, in build order
    tickets: tuple = ()    # kept ticket indices
    score: int = 0         # running score: route points (claim.score)
    turns: int = 0
    passengers: tuple = () # de.take-passengers: colours of the passengers taken, sorted

    @property
    def hand_size(self) -> int:
        return sum(self.hand)


@dataclass(frozen=True, slots=True)
class GameState:
    rules: RuleSet
    map: GameMap
    seed: int
    players: tuple                 # PlayerState per seat
    owners: tuple                  # per route index: owning seat or -1
    deck: tuple                    # top first
    faceup: tuple
    discard: tuple
    tickets: tuple                 # ticket draw deck, top first
    current: int = 0
    phase: Phase = Phase.MAIN
    pending: object = None         # SecondCard | TunnelStage | TicketChoice | PassengerChoice | None
    setup: tuple = ()              # SETUP phase: per seat a TicketMix or TicketChoice to answer, or None
    setup_later: tuple = ()        # SETUP phase, two-stage deals: per seat the regular tickets dealt for stage 2
    final_turns: int = -1          # end.trigger: turns left in the last round (-1: not triggered)
    passes: int = 0                # turn.pass: consecutive passes
    shuffles: int = 0              # number of shuffles so far (each shuffle has its own seeded RNG)
    turn: int = 0                  # completed turns
    long_tickets: tuple = ()       # de.draw-tickets: the long ticket deck, top first (``tickets``: short)
    passengers: tuple = ()         # de.passengers: per city index the colours standing there, sorted
    teams: object = None           # asia.teams: a teams.TeamState (holders, partners), else None

    @property
    def n_players(self) -> int:
        return len(self.players)

    @property
    def game_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def final_round(self) -> bool:
        return self.final_turns >= 0

    def station_owner(self, city: int) -> int:
        for seat, p in enumerate(self.players):
            if city in p.stations:
                return seat
        return -1

    def routes_of(self, seat: int) -> list[int]:
        return [r for r, o in enumerate(self.owners) if o == seat]

    def card_count(self) -> int:
        """Every train card in the game, wherever it is (``setup.cards`` conservation)."""
        n = len(self.deck) + len(self.faceup) + len(self.discard)
        n += sum(sum(p.hand) for p in self.players)
        if isinstance(self.pending, TunnelStage):
            n += sum(self.pending.paid) + len(self.pending.revealed)
        return n + self.rules.hooks.held_cards(self)   # asia.claim-pool: the teams' holders


def _make_evolve(cls):
    """A generated copy-with-changes, ``evolve(s, field=value, ...)``: far faster than
    :func:`dataclasses.replace` (no ``__init__``, no checks). The copy is made as an instance of
    a twin class with the same slots (so the same memory layout) but without the frozen
    ``__setattr__``, where each field is a plain slot store; then its class becomes ``cls``
    (allowed between classes of the same layout), so what is returned is a frozen ``cls``
    like any other. A field not given is the sentinel ``_KEEP`` and keeps ``s``'s value."""
    names = [f.name for f in fields(cls)]
    twin = type(f"_{cls.__name__}Copy", (), {"__slots__": tuple(cls.__slots__)})
    ns = {"_new": object.__new__, "cls": cls, "twin": twin, "_KEEP": object()}
    params = ", ".join(f"{n}=_KEEP" for n in names)
    body = "".join(f"    new.{n} = s.{n} if {n} is _KEEP else {n}\n" for n in names)
    exec(f"def evolve(s, *, {params}):\n    new = _new(twin)\n{body}"
         f"    new.__class__ = cls\n    return new\n", ns)
    return ns["evolve"]


evolve_state = _make_evolve(GameState)
evolve_player = _make_evolve(PlayerState)
