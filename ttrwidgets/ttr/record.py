"""Saving, loading and replaying games.

A *game record* is everything needed to rebuild every state of a game: the rule set (id,
version, options), the map (id, version), the seats, the seed, an optional start position and
the actions in their text form. ``replay`` rebuilds every state exactly.

A *state file* is one state as plain JSON (``state_to_json`` / ``state_from_json``): names and
ids, never Python objects, so it reads well and survives code changes of the engine.

>>> from ttrwidgets.ttr.game import new_game, legal_actions, apply
>>> s0, _ = new_game("europe.classic", 2, seed=3)
>>> s1, _ = apply(s0, legal_actions(s0)[0])
>>> rec = GameRecord.of_game(s0, actions=[str(legal_actions(s0)[0])])
>>> replay(rec)[-1] == s1
True
>>> state_from_json(state_to_json(s1)) == s1
True
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .actions import parse_action
from .bots import BOTS
from .colours import CARD_KINDS, LOCO, Colour, parse_colour
from ..core import i18n
from ..core.errors import InvalidActionError, Message, SaveFileError, TTRError
from .game import apply, index, new_game
from ..core.jsonfile import check_json_value, describe_value, json_path, read_json_file
from .maps import load_map
from ..core.registry import players_text
from .rules import OPTIONS as RULE_OPTIONS, get_rules
from .state import (GameState, PassengerChoice, Phase, PlayerState, SecondCard, TicketChoice,
                    TicketMix, TunnelStage)

STATE_FORMAT = "ttrwidgets.state"
GAME_FORMAT = "ttrwidgets.game"
VERSION = 1


# --------------------------------------------------------------------------- state <-> JSON
def _cards_list(cards) -> list[str]:
    return [CARD_KINDS[c].key for c in cards]


def _hand(h) -> dict:
    return {CARD_KINDS[i].key: n for i, n in enumerate(h) if n}


def _choice_json(m, c: TicketChoice | TicketMix | None):
    if c is None:
        return None
    if isinstance(c, TicketMix):            # de.setup-tickets: the mix is still to announce
        return {"kind": "announce", "total": c.total, "min_keep": c.min_keep}
    return {"offered": [m.tickets[t].id for t in c.offered], "min_keep": c.min_keep,
            "max_keep": c.max_keep, "stage": c.stage}


def state_to_json(state: GameState) -> dict:
    """The whole state as JSON-friendly data (teacher view: nothing hidden)."""
    m = state.map
    pend = state.pending
    if pend is None:
        pj = None
    elif isinstance(pend, SecondCard):
        pj = {"kind": "second_card"}
    elif isinstance(pend, TunnelStage):
        pj = {"kind": "tunnel", "route": m.routes[pend.route].id, "paid": _hand(pend.paid),
              "colour": Colour(pend.colour).key, "revealed": _cards_list(pend.revealed),
              "extra": pend.extra}
    elif isinstance(pend, PassengerChoice):
        pj = {"kind": "passengers", "route": m.routes[pend.route].id,
              "ends": {m.cities[c].name: [Colour(k).key for k in ks] for c, ks in pend.ends},
              "taken": {m.cities[c].name: Colour(k).key for c, k in pend.taken}}
    else:
        pj = {"kind": "tickets", **_choice_json(m, pend)}
    out = {
        "format": STATE_FORMAT, "version": VERSION,
        "rules": state.rules.to_json(),
        "map": {"id": m.id, "version": m.version},
        "seed": state.seed,
        "players": [{"hand": _hand(p.hand), "trains": p.trains,
                     "stations": [m.cities[c].name for c in p.stations],
                     "tickets": [m.tickets[t].id for t in p.tickets],
                     "score": p.score, "turns": p.turns} for p in state.players],
        "routes": {m.routes[r].id: o for r, o in enumerate(state.owners) if o >= 0},
        "deck": _cards_list(state.deck), "faceup": _cards_list(state.faceup),
        "discard": _cards_list(state.discard),
        "tickets": [m.tickets[t].id for t in state.tickets],
        "current": state.current, "phase": state.phase.value, "pending": pj,
        "setup": [_choice_json(m, c) for c in state.setup],
        "setup_later": [[m.tickets[t].id for t in ts] for ts in state.setup_later],
        "final_turns": state.final_turns, "passes": state.passes,
        "shuffles": state.shuffles, "turn": state.turn,
    }
    if state.rules.ticket_mix:              # de.draw-tickets: the second (long) deck
        out["long_tickets"] = [m.tickets[t].id for t in state.long_tickets]
    if state.rules.passengers:              # de.passengers: on the board and in front of players
        out["passengers"] = {m.cities[c].name: [Colour(k).key for k in ks]
                             for c, ks in enumerate(state.passengers) if ks}
        for pj_, p in zip(out["players"], state.players):
            pj_["passengers"] = [Colour(k).key for k in p.passengers]
    # the mechanics' own parts (asia.teams: the partners, their holders, where a drawn card
    # went, the part of a tunnel's payment laid from the holder)
    state.rules.hooks.add_state_json(state, out)
    return out


class StateReader:
    """Reads JSON with precise error paths; collects every problem before raising.

    Every reader checks types before using a value (a list where an id is expected must not
    crash a ``dict`` lookup; ``true`` is not the seat 1), so a bad file gives problems, never a
    ``TypeError``."""

    def __init__(self, source: str):
        self.source = source
        self.problems: list[tuple[str, str]] = []

    def fail(self, path, msg):
        self.problems.append((path, msg))

    def get(self, obj, key, path, kind, default=...):
        if not isinstance(obj, dict) or key not in obj:
            if default is not ...:
                return default
            self.fail(f"{path}.{key}", Message("save-file.missing"))
            return None
        v = obj[key]
        if kind is int and not _is_int(v):
            self.fail(f"{path}.{key}", Message("check.must-be-whole", value=describe_value(v)))
            return None
        if kind is not int and kind is not None and (not isinstance(v, kind) or
                                                     isinstance(v, bool) and kind is not bool):
            self.fail(f"{path}.{key}", Message("save-file.must-be",
                                               kind=_KIND_NAMES.get(kind, "other"),
                                               value=describe_value(v)))
            return None
        return v

    def whole(self, obj, key, path, lo, hi=None, default=...):
        """A whole number lo..hi (hi None: no upper bound), or the default / None."""
        v = self.get(obj, key, path, int, default)
        if v is None or v is default:
            return v
        if v < lo or hi is not None and v > hi:
            self.fail(f"{path}.{key}", Message("save-file.range", lo=lo, hi=-1 if hi is None else hi,
                                               bounded="yes" if hi is not None else "no",
                                               value=str(v)))
            return None
        return v

    def cards(self, lst, path):
        out = []
        if not isinstance(lst, list):
            self.fail(path, Message("save-file.cards", value=describe_value(lst)))
            return ()
        for i, c in enumerate(lst):
            col = _card_colour(c)
            if col is None:
                self.fail(f"{path}[{i}]", Message("save-file.not-a-colour", value=describe_value(c)))
            else:
                out.append(col)
        return tuple(out)

    def hand(self, d, path):
        h = [0] * 9
        if not isinstance(d, dict):
            self.fail(path, Message("save-file.hand", value=describe_value(d)))
            return tuple(h)
        for k, n in d.items():
            col = _card_colour(k)
            if col is None:
                self.fail(json_path(path, k), Message("save-file.key-not-a-colour"))
                continue
            if not _is_int(n) or not 0 <= n <= 14:
                self.fail(json_path(path, k), Message("save-file.card-count",
                                                     value=describe_value(n)))
                continue
            h[col] += n
        return tuple(h)

    def ids(self, lst, table, path, what):
        out = []
        if not isinstance(lst, list):
            self.fail(path, Message("save-file.ids", what=what, value=describe_value(lst)))
            return ()
        for i, x in enumerate(lst):
            if not isinstance(x, str):
                self.fail(f"{path}[{i}]", Message("save-file.id-text", what=what,
                                                  value=describe_value(x)))
            elif x not in table:
                self.fail(f"{path}[{i}]", Message("save-file.unknown-id", what=what,
                                                  value=describe_value(x)))
            else:
                out.append(table[x])
        return tuple(out)

    def done(self):
        if self.problems:
            raise SaveFileError(self.source, self.problems)

    @staticmethod
    def is_int(v) -> bool:
        """A JSON whole number (``true``/``false`` are not numbers)."""
        return _is_int(v)


#: What a value must be, for ``save-file-must-be`` (the catalogue words it).
_KIND_NAMES = {str: "text", dict: "object", list: "list", bool: "flag"}


def _because(e: TTRError) -> Message:
    """An error of the rules or the map (an unknown rule set, a bad player count) as a problem
    of the file, in every language."""
    return Message("save-file.because", why=e.message)


def _is_int(v) -> bool:
    """A JSON whole number (``true``/``false`` are not numbers, though Python's bool is an int)."""
    return isinstance(v, int) and not isinstance(v, bool)


def _card_colour(c) -> int | None:
    if not isinstance(c, str):
        return None
    try:
        col = parse_colour(c)
    except (ValueError, AttributeError):
        return None
    return None if col == Colour.GRAY else int(col)


_SETUP_STAGES = ("setup", "setup-long", "setup-regular")


def state_from_json(data, source: str = "<state>") -> GameState:
    """Rebuild a state saved by :func:`state_to_json`; bad data → :class:`SaveFileError`.

    Besides the types, the state must be one the rules can reach in its parts: every train card
    and ticket exactly once, seats and counts in range, a setup stage only in the setup phase.
    """
    check_json_value(data, source, what="game")
    rd = StateReader(source)
    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise SaveFileError(source, [("$.format", Message("save-file.format-state",
                                                          format=STATE_FORMAT))])
    if not _is_int(data.get("version")) or data.get("version") != VERSION:
        raise SaveFileError(source, [("$.version", Message(
            "save-file.version", value=describe_value(data.get("version"))))])
    rj = rd.get(data, "rules", "$", dict) or {}
    mj = rd.get(data, "map", "$", dict) or {}
    rid = rd.get(rj, "id", "$.rules", str)
    options = _options(rd, rj)
    mid = rd.get(mj, "id", "$.map", str)
    rd.done()
    try:
        rules = get_rules(rid, **options)
        m = load_map(mid)
    except TTRError as e:
        raise SaveFileError(source, [("$.rules", _because(e))]) from None
    if rules.version != rj.get("version") or m.version != mj.get("version") or \
            rules.map_id != m.id:
        raise SaveFileError(source, [("$.rules.version", Message("save-file.rules-version"))])
    ix = index(m)
    cities = {c.name: c.index for c in m.cities}
    bag = {int(c) for c, _ in m.passengers}

    def passenger_list(lst, path) -> tuple:
        """A list of passenger colours (``de.passengers``), sorted."""
        if not isinstance(lst, list):
            rd.fail(path, Message("save-file.passengers", value=describe_value(lst)))
            return ()
        if lst and not rules.passengers:
            rd.fail(path, Message("save-file.no-passengers", rules=rules.id))
            return ()
        out = []
        for i, c in enumerate(lst):
            k = _card_colour(c)
            if k not in bag:
                rd.fail(f"{path}[{i}]", Message("save-file.passenger-colour", value=describe_value(c)))
            else:
                out.append(k)
        return tuple(sorted(out))
    players = []
    plist = rd.get(data, "players", "$", list) or []
    if len(plist) not in rules.players:
        rd.fail("$.players", Message("save-file.player-count", rules=rules.id,
                                     counts=lambda lang: players_text(rules.players, lang),
                                     n=len(plist)))
        rd.done()
    n = len(plist)
    for i, pj in enumerate(plist):
        path = f"$.players[{i}]"
        if not isinstance(pj, dict):
            rd.fail(path, Message("save-file.player", value=describe_value(pj)))
            continue
        stations = rd.ids(rd.get(pj, "stations", path, list) or [], cities, f"{path}.stations",
                          "city")
        if len(stations) > rules.stations:
            rd.fail(f"{path}.stations", Message("save-file.stations", most=rules.stations))
        players.append(PlayerState(
            passengers=passenger_list(pj.get("passengers", []), f"{path}.passengers"),
            hand=rd.hand(rd.get(pj, "hand", path, dict) or {}, f"{path}.hand"),
            trains=rd.whole(pj, "trains", path, 0, rules.trains) or 0,
            stations=stations,
            tickets=rd.ids(rd.get(pj, "tickets", path, list) or [], ix.ticket_by_id,
                           f"{path}.tickets", "ticket"),
            score=rd.get(pj, "score", path, int) or 0,
            turns=rd.whole(pj, "turns", path, 0, default=0) or 0))
    owners = [-1] * len(m.routes)
    for rid_, seat in (rd.get(data, "routes", "$", dict) or {}).items():
        if rid_ not in ix.route_by_id:
            rd.fail(json_path("$.routes", rid_), Message("save-file.unknown-route"))
        elif not _is_int(seat) or not 0 <= seat < n:
            rd.fail(json_path("$.routes", rid_), Message("save-file.owner", last=n - 1,
                                                         value=describe_value(seat)))
        else:
            owners[ix.route_by_id[rid_]] = seat

    def choice(cj, path, stages):
        if cj is None:
            return None
        if not isinstance(cj, dict):
            rd.fail(path, Message("save-file.choice", value=describe_value(cj)))
            return None
        if cj.get("kind") == "announce" and "setup" in stages and rules.setup.announce:
            return TicketMix(rd.whole(cj, "total", path, 1, 8) or 0,
                             rd.whole(cj, "min_keep", path, 0, 8) or 0)
        offered = rd.ids(rd.get(cj, "offered", path, list) or [], ix.ticket_by_id,
                         f"{path}.offered", "ticket")
        lo = rd.whole(cj, "min_keep", path, 0, len(offered))
        hi = rd.whole(cj, "max_keep", path, 0, len(offered))
        if lo is not None and hi is not None and lo > hi:
            rd.fail(f"{path}.min_keep", Message("save-file.min-keep"))
        stage = rd.get(cj, "stage", path, str) or stages[0]
        if stage not in stages:
            rd.fail(f"{path}.stage", Message("save-file.stage",
                                             stages=lambda lang: i18n.join(list(stages), lang,
                                                                           style="or"),
                                             value=describe_value(stage)))
        return TicketChoice(offered, lo or 0, hi or 0, stage)

    def passenger_choice(pj) -> PassengerChoice | None:
        rid_ = pj.get("route")
        if not isinstance(rid_, str) or rid_ not in ix.route_by_id:
            rd.fail("$.pending.route", Message("save-file.unknown-route-value",
                                                value=describe_value(rid_)))
            return None
        r = ix.route_by_id[rid_]
        ends_of = (m.routes[r].a, m.routes[r].b)
        parts = []
        for key in ("ends", "taken"):
            obj = rd.get(pj, key, "$.pending", dict, {}) or {}
            got = []
            for name, v in obj.items():
                path = json_path(f"$.pending.{key}", name)
                if cities.get(name) not in ends_of:
                    rd.fail(path, Message("save-file.not-an-end", route=rid_))
                elif key == "ends":
                    got.append((cities[name], passenger_list(v, path)))
                elif _card_colour(v) in bag:
                    got.append((cities[name], _card_colour(v)))
                else:
                    rd.fail(path, Message("save-file.passenger-colour", value=describe_value(v)))
            parts.append(tuple(sorted(got)))
        if not parts[0]:
            rd.fail("$.pending.ends", Message("save-file.passenger-choice"))
        return PassengerChoice(r, parts[0], parts[1])

    try:
        phase = Phase(data.get("phase")) if isinstance(data.get("phase"), str) else None
    except ValueError:
        phase = None
    if phase is None:
        rd.fail("$.phase", Message("check.one-of", choices="setup, main, final, over",
                                   value=describe_value(data.get("phase"))))
        phase = Phase.MAIN
    pj = data.get("pending")
    pending = None
    if pj is not None:
        kind = pj.get("kind") if isinstance(pj, dict) else None
        if phase not in (Phase.MAIN, Phase.FINAL):
            rd.fail("$.pending", Message("save-file.pending-phase", phase=phase.value))
        elif kind == "second_card":
            pending = SecondCard(**rules.hooks.pending_from_json(rd, kind, pj))
        elif kind == "tunnel":
            rid_ = pj.get("route")
            colour = _card_colour(pj.get("colour"))
            if not isinstance(rid_, str) or rid_ not in ix.route_by_id:
                rd.fail("$.pending.route", Message("save-file.unknown-route-value",
                                                value=describe_value(rid_)))
            elif m.routes[ix.route_by_id[rid_]].kind.value != "tunnel":
                rd.fail("$.pending.route", Message("save-file.not-a-tunnel", route=rid_))
            elif colour is None:
                rd.fail("$.pending.colour", Message("save-file.not-a-colour",
                                                    value=describe_value(pj.get("colour"))))
            else:
                route = m.routes[ix.route_by_id[rid_]]
                pending = TunnelStage(ix.route_by_id[rid_],
                                      rd.hand(pj.get("paid"), "$.pending.paid"), colour,
                                      rd.cards(pj.get("revealed"), "$.pending.revealed"),
                                      rd.whole(pj, "extra", "$.pending", 0,
                                               max(route.reveal, 3)) or 0,
                                      **rules.hooks.pending_from_json(rd, kind, pj))
        elif kind == "tickets":
            pending = choice(pj, "$.pending", ("draw",))
        elif kind == "passengers" and rules.passengers:
            pending = passenger_choice(pj)
        else:
            rd.fail("$.pending.kind", Message("check.one-of", choices=", ".join(
                ("second_card", "tunnel", "tickets") + (("passengers",) if rules.passengers
                                                        else ())),
                value=describe_value(kind)))
    setup_j = data.get("setup", [])
    later_j = data.get("setup_later", [])
    setup, later = (), ()
    if not isinstance(setup_j, list):
        rd.fail("$.setup", Message("save-file.setup", value=describe_value(setup_j)))
    elif phase is Phase.SETUP and len(setup_j) != n:
        rd.fail("$.setup", Message("save-file.setup-count", n=n, found=len(setup_j)))
    elif phase is not Phase.SETUP and setup_j:
        rd.fail("$.setup", Message("save-file.setup-after", phase=phase.value))
    else:
        setup = tuple(choice(c, f"$.setup[{i}]", _SETUP_STAGES) for i, c in enumerate(setup_j))
        if phase is Phase.SETUP and all(c is None for c in setup):
            rd.fail("$.setup", Message("save-file.setup-none"))
    if not isinstance(later_j, list):
        rd.fail("$.setup_later", Message("save-file.setup-later", value=describe_value(later_j)))
    elif later_j and (phase is not Phase.SETUP or len(later_j) != n):
        rd.fail("$.setup_later", Message("save-file.setup-later-count", n=n))
    else:
        later = tuple(rd.ids(ts, ix.ticket_by_id, f"$.setup_later[{i}]", "ticket")
                      for i, ts in enumerate(later_j))
        if phase is Phase.SETUP and not later:
            later = ((),) * n
    def board_passengers(obj) -> tuple:
        if not isinstance(obj, dict):
            rd.fail("$.passengers", Message("save-file.board-passengers", value=describe_value(obj)))
            return ((),) * len(m.cities)
        board = [()] * len(m.cities)
        for name, lst in obj.items():
            if name not in cities:
                rd.fail(json_path("$.passengers", name), Message("save-file.unknown-city"))
            else:
                board[cities[name]] = passenger_list(lst, json_path("$.passengers", name))
        return tuple(board)

    current = rd.whole(data, "current", "$", 0, max(n - 1, 0)) or 0
    final_turns = rd.whole(data, "final_turns", "$", -1, default=-1)
    if final_turns is not None and phase is not Phase.OVER and (
            not 1 <= final_turns <= n if phase is Phase.FINAL else final_turns != -1):
        rd.fail("$.final_turns", Message("save-file.final-turns", n=n))
    faceup = rd.cards(data.get("faceup"), "$.faceup")
    if len(faceup) > rules.faceup:
        rd.fail("$.faceup", Message("save-file.faceup", most=rules.faceup))
    state = GameState(
        rules=rules, map=m, seed=rd.get(data, "seed", "$", int) or 0, players=tuple(players),
        owners=tuple(owners), deck=rd.cards(data.get("deck"), "$.deck"),
        faceup=faceup, discard=rd.cards(data.get("discard"), "$.discard"),
        tickets=rd.ids(data.get("tickets"), ix.ticket_by_id, "$.tickets", "ticket"),
        current=current, phase=phase, pending=pending,
        setup=setup, setup_later=later,
        final_turns=-1 if final_turns is None else final_turns,
        passes=rd.whole(data, "passes", "$", 0, default=0) or 0,
        shuffles=rd.whole(data, "shuffles", "$", 0, default=0) or 0,
        turn=rd.whole(data, "turn", "$", 0, default=0) or 0,
        long_tickets=rd.ids(data.get("long_tickets", []), ix.ticket_by_id, "$.long_tickets",
                            "ticket") if rules.ticket_mix else (),
        passengers=board_passengers(data.get("passengers", {})) if rules.passengers else (),
        **rules.hooks.state_fields_from_json(rd, data, n, ix))    # asia.teams
    if not rd.problems:
        _check_conservation(state, rd)
    rd.done()
    return state


def _check_conservation(state: GameState, rd: StateReader) -> None:
    """Every train card and every ticket is in one place, and each city holds one station."""
    counts = [0] * 9
    piles = [state.deck, state.faceup, state.discard]
    if isinstance(state.pending, TunnelStage):
        piles.append(state.pending.revealed)
    for pile in piles:
        for c in pile:
            counts[c] += 1
    hands = [p.hand for p in state.players]
    if isinstance(state.pending, TunnelStage):
        hands.append(state.pending.paid)
    hands.extend(state.rules.hooks.card_holders(state))    # asia.claim-pool: the holders
    for h in hands:
        for k, n in enumerate(h):
            counts[k] += n
    for k, n in enumerate(counts):
        supply = 14 if k == LOCO else 12
        if n != supply:
            rd.fail("$", Message("save-file.card-supply", colour=Colour(k).key, n=n, want=supply))
    m = state.map
    seen: dict[int, str] = {}

    def place(tickets, where):
        for t in tickets:
            if t in seen:
                rd.fail(where, Message("save-file.ticket-twice", id=m.tickets[t].id, at=seen[t]))
            else:
                seen[t] = where
    for i, p in enumerate(state.players):
        place(p.tickets, f"$.players[{i}].tickets")
    for ts, where in state.rules.hooks.ticket_holders(state):   # asia.share-tickets
        place(ts, where)
    place(state.tickets, "$.tickets")
    place(state.long_tickets, "$.long_tickets")
    if isinstance(state.pending, TicketChoice):
        place(state.pending.offered, "$.pending.offered")
    for i, c in enumerate(state.setup):
        if isinstance(c, TicketChoice):
            place(c.offered, f"$.setup[{i}].offered")
    if state.rules.passengers:              # de.passengers: every passenger in one place
        have = [k for ks in state.passengers for k in ks]
        have += [k for p in state.players for k in p.passengers]
        for colour, n in state.map.passengers:
            if have.count(int(colour)) != n:
                rd.fail("$.passengers", Message("save-file.passenger-supply", colour=colour.key,
                                                  n=have.count(int(colour)), want=n))
    for i, ts in enumerate(state.setup_later):
        place(ts, f"$.setup_later[{i}]")
    built: dict[int, int] = {}
    for i, p in enumerate(state.players):
        for c in p.stations:
            if c in built or p.stations.count(c) > 1:
                rd.fail(f"$.players[{i}].stations", Message("save-file.station-twice",
                                                            city=m.cities[c].display_name))
            built[c] = i


# --------------------------------------------------------------------------- game records
@dataclass(frozen=True)
class GameRecord:
    """Rules, map, seats, seed, optional start position and actions: a replayable game."""

    rules: str
    rules_version: int
    #: the rule set's chosen settings (``RuleSet.options()``) as ``((name, value), ...)``
    options: tuple
    map_id: str
    map_version: int
    players: int
    seed: int
    seats: tuple = ()                 # e.g. ({"name": "Ada", "kind": "human"}, ...)
    actions: tuple = ()               # action texts
    start: dict | None = field(default=None, compare=False)  # state JSON if not a fresh game

    @classmethod
    def of_game(cls, state: GameState, actions=(), seats=(), fresh: bool = True) -> "GameRecord":
        return cls(rules=state.rules.id, rules_version=state.rules.version,
                   options=tuple(state.rules.options().items()), map_id=state.map.id,
                   map_version=state.map.version, players=state.n_players, seed=state.seed,
                   seats=tuple(seats), actions=tuple(actions),
                   start=None if fresh else state_to_json(state))

    def with_action(self, action) -> "GameRecord":
        return GameRecord(self.rules, self.rules_version, self.options, self.map_id,
                          self.map_version, self.players, self.seed, self.seats,
                          self.actions + (str(action),), self.start)

    def to_json(self) -> dict:
        d = {"format": GAME_FORMAT, "version": VERSION,
             "rules": {"id": self.rules, "version": self.rules_version,
                       **dict(self.options)},
             "map": {"id": self.map_id, "version": self.map_version},
             "players": self.players, "seats": list(self.seats), "seed": self.seed,
             "actions": list(self.actions)}
        if self.start is not None:
            d["start"] = self.start
        return d

    @classmethod
    def from_json(cls, data, source: str = "<game>") -> "GameRecord":
        """Read a saved game (``ttrwidgets.game``); any problem → :class:`SaveFileError`, each
        with its JSON path. The start position (``start``) is read by :func:`initial_state`."""
        check_json_value(data, source, what="game")
        rd = StateReader(source)
        if not isinstance(data, dict) or data.get("format") != GAME_FORMAT:
            raise SaveFileError(source, [("$.format", Message("save-file.format-game",
                                                              format=GAME_FORMAT))])
        if not _is_int(data.get("version")) or data.get("version") != VERSION:
            raise SaveFileError(source, [("$.version", Message(
                "save-file.version", value=describe_value(data.get("version"))))])
        rj = rd.get(data, "rules", "$", dict) or {}
        mj = rd.get(data, "map", "$", dict) or {}
        acts = rd.get(data, "actions", "$", list) or []
        for i, a in enumerate(acts):
            if not isinstance(a, str):
                rd.fail(f"$.actions[{i}]", Message("save-file.action"))
        seats = rd.get(data, "seats", "$", list, [])
        rec = cls(rules=rd.get(rj, "id", "$.rules", str) or "",
                  rules_version=rd.get(rj, "version", "$.rules", int) or 0,
                  options=tuple(_options(rd, rj).items()),
                  map_id=rd.get(mj, "id", "$.map", str) or "",
                  map_version=rd.get(mj, "version", "$.map", int) or 0,
                  players=rd.whole(data, "players", "$", 1, 99) or 0,
                  seed=rd.get(data, "seed", "$", int) or 0,
                  seats=tuple(seats or ()), actions=tuple(acts),
                  start=rd.get(data, "start", "$", dict, None))
        rd.done()
        seat_kinds(rec, source)
        return rec


def _options(rd: "StateReader", rj: dict) -> dict:
    """The rule-set options saved under ``rules`` (today: Europe's ``tiebreak``); the rule set
    checks their values (``RuleSet.with_options``)."""
    return {k: v for k in sorted(set(OPTIONS_ANY))
            if (v := rd.get(rj, k, "$.rules", str, None)) is not None}


#: Every option name any game has (``rules.OPTIONS``).
OPTIONS_ANY = tuple(k for names in RULE_OPTIONS.values() for k in names)


#: What a seat of a saved game may be: a person, or one of the bots (``bot:NAME`` in files).
SEAT_KINDS = ("human",) + tuple(sorted(BOTS))


def seat_kinds(rec: GameRecord, source: str = "<game>") -> list[str]:
    """The kind of each seat of a saved game (``"human"`` or a bot name from :data:`BOTS`).

    The one check of ``seats`` for the app and the terminal: one seat per player, each an object
    whose ``kind`` is ``"human"`` or ``"bot:NAME"`` (a known bot; ``"NAME"`` is read the same)
    and whose optional ``name`` is text. No seats at all means a person at every seat.

    >>> rec = GameRecord("europe.classic", 1, (("tiebreak", "anniversary"),), "europe", 1, 2, 5,
    ...                  seats=({"kind": "human"}, {"kind": "bot:greedy", "name": "Ada"}))
    >>> seat_kinds(rec)
    ['human', 'greedy']
    """
    seats = rec.seats
    n = rec.players
    if not seats:
        return ["human"] * n
    problems = []
    if len(seats) != n:
        problems.append(("$.seats", Message("save-file.seats", n=n, found=len(seats))))
    kinds = []
    for i, seat in enumerate(seats[:n] if len(seats) > n else seats):
        path = f"$.seats[{i}]"
        if not isinstance(seat, dict):
            problems.append((path, Message("save-file.seat", value=describe_value(seat))))
            continue
        kind = seat.get("kind", "human")
        name = kind[4:] if isinstance(kind, str) and kind.startswith("bot:") else kind
        if not isinstance(name, str) or name not in SEAT_KINDS:
            problems.append((f"{path}.kind", Message(
                "trans-save.seat-kind", value=describe_value(kind),
                known=", ".join(["human"] + [f"bot:{b}" for b in SEAT_KINDS[1:]]))))
            continue
        if "name" in seat and not isinstance(seat["name"], str):
            problems.append((f"{path}.name", Message("trans-save.name",
                                                     value=describe_value(seat["name"]))))
            continue
        kinds.append(name)
    if problems:
        raise SaveFileError(source, problems[:20])
    return kinds


def initial_state(rec: GameRecord, source: str = "<game>") -> GameState:
    """The state the record starts from: its ``start`` position, or a new game from the seed."""
    if rec.start is not None:
        try:
            state = state_from_json(rec.start, source)
        except SaveFileError as e:  # the paths of the start position within the whole file
            raise SaveFileError(source, [("$.start" + path[1:], msg)
                                         for path, msg in e.problems]) from None
        if state.n_players != rec.players:
            raise SaveFileError(source, [("$.players", Message(
                "save-file.start-players", n=rec.players, start=state.n_players))])
        if (state.rules.id, state.rules.version, state.map.id, state.map.version,
                state.seed) != (rec.rules, rec.rules_version, rec.map_id, rec.map_version,
                                rec.seed):
            raise SaveFileError(source, [("$.start", Message("save-file.start-other"))])
        return state
    try:
        rules = get_rules(rec.rules, **dict(rec.options))
        m = load_map(rec.map_id)
    except TTRError as e:
        raise SaveFileError(source, [("$.rules", _because(e))]) from None
    if rules.version != rec.rules_version or m.version != rec.map_version:
        raise SaveFileError(source, [("$.rules.version", Message("save-file.rules-version"))])
    try:
        state, _ = new_game(rules, rec.players, rec.seed, m)
    except InvalidActionError as e:
        raise SaveFileError(source, [("$.players", _because(e))]) from None
    return state


def replay(rec: GameRecord, source: str = "<game>", with_steps: bool = False):
    """Every state of the recorded game, from the start; raises :class:`ReplayError`."""
    from ..core.session import replay_actions
    states, all_steps = replay_actions(initial_state(rec, source), [], rec.actions, apply,
                                       parse_action, source)
    return (states, all_steps) if with_steps else states


def load_game_file(path) -> GameRecord:
    """Read a saved game from ``path`` within the limits of :mod:`~ttrwidgets.core.jsonfile`
    (a regular file, at most ``MAX_FILE_BYTES``, UTF-8 JSON); bad → :class:`SaveFileError`."""
    return GameRecord.from_json(read_json_file(path, what="game"), str(path))
