"""Rule sets: a frozen bundle of named settings, one preset per variant.

Each setting names the rule id it implements. Variants of the same game differ only in
settings; games with truly different mechanics (passengers, teams, Trans networks) add modules
behind the same engine interface rather than ``if`` chains in the core.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..core.errors import InvalidActionError, Message
from ..core.scenario import named

#: ``claim.score``: points for a route of each length (the shared table of the TTR family).
ROUTE_POINTS = {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 7: 18, 8: 21}


@dataclass(frozen=True, slots=True)
class TicketSetup:
    """How tickets are dealt and kept before the first turn (``setup.tickets``, variants).

    ``combined``: one choice over long + regular tickets with at least ``min_keep`` kept (classic).
    Otherwise two stages: first the long tickets (keep ``long_min``..``long_max``), then the
    regular ones, keeping at least ``min_keep_with_long`` if a long ticket was kept, else
    ``min_keep``.
    """

    long_offer: int = 1
    regular_offer: int = 3
    combined: bool = True
    min_keep: int = 2
    long_min: int = 0
    long_max: int = 1
    min_keep_with_long: int = 2
    #: where unkept regular tickets go: ``"out"`` (leave the game) or ``"bottom"`` (shuffled under the deck)
    unkept_regular: str = "out"
    #: ``de.setup-tickets``: each seat first announces how many of its ``regular_offer`` tickets
    #: come from the short and the long deck (nothing is dealt before), then keeps ``min_keep``
    announce: bool = False


@dataclass(frozen=True, slots=True)
class RuleSet:
    """All settings of one game variant. Presets live in :data:`PRESETS`.

    >>> PRESETS["europe.classic"].stations
    3
    >>> PRESETS["europe.big-cities"].tickets_drawn
    4
    """

    id: str
    game: str = "europe"
    version: int = 1
    map_id: str = "europe"
    variant: str = "classic"
    players: frozenset = frozenset({2, 3, 4, 5})  # setup.pieces: the player counts it is for
    trains: int = 45                     # setup.pieces
    start_cards: int = 4                 # setup.deal
    faceup: int = 5                      # setup.deal
    faceup_loco_limit: int = 3           # draw.three-locomotives
    max_refreshes: int = 50              # draw.three-locomotives [decision]: stop a hopeless refresh loop
    stations: int = 3                    # station.build (0 = no stations)
    station_costs: tuple[int, ...] = (1, 2, 3)  # station.cost
    station_bonus: int = 4               # station.unused
    ticket_decks: tuple[str, ...] = ("europe",)  # variant.*
    big_city_only: bool = False          # variant.big-cities
    setup: TicketSetup = field(default_factory=TicketSetup)  # setup.tickets
    tickets_drawn: int = 3               # tickets.draw
    tickets_min_keep: int = 1            # tickets.draw
    double_min_players: int = 4          # claim.double-few-players
    longest_bonus: int = 10              # score.longest-path
    end_trains: int = 2                  # end.trigger
    tiebreak: str = "anniversary"        # win.tiebreak: "anniversary" | "classic"
    tunnels: bool = True                 # tunnel.*
    ferries: bool = True                 # ferry.locomotives
    ticket_mix: bool = False             # de.draw-tickets: draws in an announced short/long mix
    passengers: bool = False             # de.passengers, de.take-passengers
    globetrotter: int = 0                # de.globetrotter: bonus for most completed tickets
    majority: tuple[int, ...] = ()       # de.passenger-majority: points for 1st, 2nd per colour
    # ---- teams (asia.md; the mechanic lives in :mod:`.teams`)
    team_size: int = 0                   # asia.teams: partners per team (0: no teams)
    single_deck: bool = False            # asia [decision]: every ticket of the board, one deck
    setup_share: int = 0                 # asia.setup-tickets: kept tickets each puts on the holder
    draw_share: int = 0                  # asia.draw-tickets: newly kept tickets put on the holder
    share_max: int = 0                   # asia.share-tickets: tickets moved in one turn (0: none)
    triple_usable_few: int = 1           # asia.triples-4p: usable tracks of a triple, few players
    explorer: int = 0                    # asia.explorer: bonus for most completed tickets (team)
    #: the engine's hooks once asked (:attr:`hooks`); not a setting (a copy builds its own)
    _hooks: object = field(default=None, init=False, repr=False, compare=False)

    @property
    def hooks(self):
        """The engine's hooks for this rule set (:class:`ttrwidgets.ttr.game.RuleHooks`, with
        the mechanics it plays with: the Asia teams, the Deutschland passengers): its action
        handler table, set-up, end trigger, payments, parallel routes and scoring. Built once
        per rule set by the engine (:func:`ttrwidgets.ttr.game.build_hooks`)."""
        h = self._hooks
        if h is None:
            from .game import build_hooks     # the engine knows the registered mechanics
            h = build_hooks(self)
            object.__setattr__(self, "_hooks", h)   # kept with the (frozen) rule set
        return h

    @property
    def has_teams(self) -> bool:
        """``asia.teams``: is this rule set played in teams (shared holders, team scores)?"""
        return self.team_size > 0

    @property
    def board(self) -> str:
        """The board played on (``map_id``): the ``board`` option of games played on several
        boards (the Asia team variant, :data:`BOARDS`)."""
        return self.map_id

    def with_options(self, **options) -> "RuleSet":
        """Return a copy with some settings changed (e.g. ``tiebreak="classic"``; for a game
        played on several boards ``board="europe"``, which also picks that board's tickets)."""
        allowed = ("anniversary", "classic") if self.game == "europe" else (self.tiebreak,)
        if "tiebreak" in options and options["tiebreak"] not in allowed:
            raise InvalidActionError(Message("action.unknown-tiebreak", rule="win.tiebreak",
                                             **named(options["tiebreak"])))
        if "board" in options:
            board = options.pop("board")
            boards = BOARDS.get(self.game, {self.map_id: self.ticket_decks})
            if board not in boards:
                raise InvalidActionError(Message(
                    "action.other-board", game=self.id, **named(board),
                    boards=lambda lang: _join_or(list(boards), lang)))
            options.update(map_id=board, ticket_decks=boards[board])
        return replace(self, **options)

    def options(self) -> dict:
        """The settings a player may choose for this game beyond the preset (``OPTIONS``), with
        their values: what a saved game records besides the rule set's id."""
        return {k: getattr(self, k) for k in OPTIONS.get(self.game, ())}

    def to_json(self) -> dict:
        return {"id": self.id, "version": self.version, **self.options()}


#: Per game, the settings a player may choose (``RuleSet.with_options``) beyond the preset.
OPTIONS: dict[str, tuple[str, ...]] = {"europe": ("tiebreak",), "asia": ("board",)}

#: Games played on several boards: per board, the ticket decks of that board the game deals
#: (asia.md [decision]: all tickets of the board form one draw deck; Europe: its 46).
BOARDS: dict[str, dict[str, tuple[str, ...]]] = {
    "asia": {"legendary_asia": ("regular", "long"), "europe": ("europe",)},
}


_classic = RuleSet(id="europe.classic")
PRESETS: dict[str, RuleSet] = {
    "europe.classic": _classic,
    "europe.1912": replace(_classic, id="europe.1912", variant="1912", ticket_decks=("1912",)),
    "europe.mega": replace(
        _classic, id="europe.mega", variant="mega", ticket_decks=("europe", "1912"),
        setup=TicketSetup(long_offer=2, regular_offer=5, combined=False, min_keep=3,
                          long_min=0, long_max=1, min_keep_with_long=2, unkept_regular="bottom")),
    "europe.big-cities": replace(
        _classic, id="europe.big-cities", variant="big-cities", ticket_decks=("europe", "1912"),
        big_city_only=True, tickets_drawn=4,
        setup=TicketSetup(long_offer=0, regular_offer=5, combined=True, min_keep=2,
                          unkept_regular="bottom")),
}
#: Ticket to Ride Deutschland (deutschland.md): no stations, tunnels, ferries or Express; two
#: ticket decks drawn in announced mixes; passengers and their majorities; the Globetrotter.
PRESETS["deutschland"] = replace(
    _classic, id="deutschland", game="deutschland", map_id="deutschland", variant="standard",
    stations=0, station_costs=(), station_bonus=0, ticket_decks=("short", "long"),
    setup=TicketSetup(long_offer=0, regular_offer=4, combined=True, min_keep=2,
                      unkept_regular="bottom", announce=True),       # de.setup-tickets
    tickets_drawn=4, tickets_min_keep=1, ticket_mix=True,           # de.draw-tickets
    longest_bonus=0, tiebreak="passengers",                         # win.tiebreak
    tunnels=False, ferries=False, passengers=True,                  # de.passengers
    globetrotter=15, majority=(20, 10))                             # de.globetrotter, majority
#: Ticket to Ride Asia, the team variant (asia.md): 4 or 6 players in teams of 2 taking
#: consecutive turns, 27 trains per partner, shared card and ticket holders, no stations. Played
#: on Legendary Asia (default) or Europe (``board`` option).
PRESETS["asia.team"] = replace(
    _classic, id="asia.team", game="asia", map_id="legendary_asia", variant="team",
    players=frozenset({4, 6}), trains=27,                           # asia.teams
    stations=0, station_costs=(), station_bonus=0,                  # no stations
    ticket_decks=BOARDS["asia"]["legendary_asia"], single_deck=True,
    setup=TicketSetup(long_offer=0, regular_offer=5, combined=True, min_keep=3,
                      unkept_regular="bottom"),                     # asia.setup-tickets
    setup_share=1,
    tickets_drawn=4, tickets_min_keep=1, draw_share=1,              # asia.draw-tickets
    share_max=2,                                                    # asia.share-tickets
    double_min_players=5, triple_usable_few=2,                      # asia.doubles-4p, triples-4p
    end_trains=4,                                                   # asia.end-trigger
    longest_bonus=10, explorer=10,                                  # asia.express, asia.explorer
    tiebreak="teams", team_size=2)                                  # [decision] tiebreak
VARIANTS = {"classic": "europe.classic", "1912": "europe.1912", "mega": "europe.mega",
            "big-cities": "europe.big-cities"}


def _join_or(items: list, lang: str) -> str:
    from ..core import i18n
    return i18n.join(items, lang, style="or")


def get_rules(name: str = "europe.classic", **options) -> RuleSet:
    """Look up a preset by id (``europe.mega``) or Europe variant name (``mega``)."""
    key = VARIANTS.get(name, name)
    if key not in PRESETS:
        raise InvalidActionError(Message("action.unknown-rules", **named(name),
                                         known=", ".join(sorted(PRESETS))))
    rules = PRESETS[key]
    return rules.with_options(**options) if options else rules


def game_infos() -> tuple:
    """The games these rule sets play, for the registry (:mod:`ttrwidgets.core.registry`)."""
    from ..core.registry import GameInfo
    infos = []
    for gid in ("europe", "deutschland", "asia"):     # their names: ui.ftl's game-<id>
        sets = [r for r in PRESETS.values() if r.game == gid]
        boards = tuple(dict.fromkeys([r.map_id for r in sets] + list(BOARDS.get(gid, ()))))
        infos.append(GameInfo(
            id=gid, name={}, family="ttr", players=frozenset().union(*(r.players for r in sets)),
            rules=tuple(r.id for r in sets), boards=boards, rules_file=gid))
    return tuple(infos)
