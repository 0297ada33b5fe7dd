"""Saving, loading and replaying games.

A *game record* is everything needed to rebuild every state of a game: the rule set (id,
version, options), the map (id, version), the seats, the seed, an optional start position and
the actions in their text form. ``replay`` rebuilds every state exactly.

A *state file* is one state as plain JSON (``state_to_json`` / ``state_from_json``): names and
ids, never Python objects, so it reads well and survives code changes of the engine.

>>> from ttrwidgets.engine.game import new_game, legal_actions, apply
>>> s0, _ = new_game("europe.classic", 2, seed=3)
>>> s1, _ = apply(s0, legal_actions(s0)[0])
>>> rec = GameRecord.of_game(s0, actions=[str(legal_actions(s0)[0])])
>>> replay(rec)[-1] == s1
True
>>> state_from_json(state_to_json(s1)) == s1
True
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from .actions import parse_action
from .colours import CARD_KINDS, Colour, parse_colour
from .errors import InvalidActionError, ReplayError, SaveFileError, TTRError
from .game import apply, index, new_game
from .maps import load_map
from .rules import get_rules
from .state import GameState, Phase, PlayerState, SecondCard, TicketChoice, TunnelStage

STATE_FORMAT = "ttrwidgets.state"
GAME_FORMAT = "ttrwidgets.game"
VERSION = 1


# --------------------------------------------------------------------------- state <-> JSON
def _cards_list(cards) -> list[str]:
    return [CARD_KINDS[c].key for c in cards]


def _hand(h) -> dict:
    return {CARD_KINDS[i].key: n for i, n in enumerate(h) if n}


def _choice_json(m, c: TicketChoice | None):
    if c is None:
        return None
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
    else:
        pj = {"kind": "tickets", **_choice_json(m, pend)}
    return {
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


class _Reader:
    """Reads JSON with precise error paths; collects every problem before raising."""

    def __init__(self, source: str):
        self.source = source
        self.problems: list[tuple[str, str]] = []

    def fail(self, path, msg):
        self.problems.append((path, msg))

    def get(self, obj, key, path, kind, default=...):
        if not isinstance(obj, dict) or key not in obj:
            if default is not ...:
                return default
            self.fail(f"{path}.{key}", "missing")
            return None
        v = obj[key]
        if kind is int and (not isinstance(v, int) or isinstance(v, bool)):
            self.fail(f"{path}.{key}", f"must be a whole number, not {json.dumps(v)}")
            return None
        if kind is not int and kind is not None and not isinstance(v, kind):
            self.fail(f"{path}.{key}", f"must be {kind.__name__}, not {json.dumps(v)[:40]}")
            return None
        return v

    def cards(self, lst, path):
        out = []
        if not isinstance(lst, list):
            self.fail(path, "must be a list of card colours")
            return ()
        for i, c in enumerate(lst):
            try:
                col = parse_colour(c)
                if col == Colour.GRAY:
                    raise ValueError
                out.append(int(col))
            except (ValueError, AttributeError):
                self.fail(f"{path}[{i}]", f"not a card colour: {json.dumps(c)}")
        return tuple(out)

    def hand(self, d, path):
        h = [0] * 9
        if not isinstance(d, dict):
            self.fail(path, "must be an object of card counts")
            return tuple(h)
        for k, n in d.items():
            try:
                col = parse_colour(k)
                if col == Colour.GRAY:
                    raise ValueError
            except (ValueError, AttributeError):
                self.fail(f"{path}.{k}", "not a card colour")
                continue
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                self.fail(f"{path}.{k}", "must be a whole number ≥ 0")
                continue
            h[col] += n
        return tuple(h)

    def ids(self, lst, table, path, what):
        out = []
        if not isinstance(lst, list):
            self.fail(path, f"must be a list of {what} ids")
            return ()
        for i, x in enumerate(lst):
            if x not in table:
                self.fail(f"{path}[{i}]", f"unknown {what} {json.dumps(x)}")
            else:
                out.append(table[x])
        return tuple(out)

    def done(self):
        if self.problems:
            raise SaveFileError(self.source, self.problems)


def state_from_json(data, source: str = "<state>") -> GameState:
    """Rebuild a state saved by :func:`state_to_json`; bad data → :class:`SaveFileError`."""
    rd = _Reader(source)
    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise SaveFileError(source, [("$.format", f"not a ttrwidgets state (expected "
                                                  f"format {STATE_FORMAT!r})")])
    if data.get("version") != VERSION:
        raise SaveFileError(source, [("$.version", f"unsupported version {data.get('version')!r}")])
    rj = rd.get(data, "rules", "$", dict) or {}
    mj = rd.get(data, "map", "$", dict) or {}
    rd.done()
    try:
        rules = get_rules(rj.get("id", ""), tiebreak=rj.get("tiebreak", "anniversary"))
        m = load_map(mj.get("id", ""))
    except TTRError as e:
        raise SaveFileError(source, [("$.rules", str(e))]) from None
    if rules.version != rj.get("version") or m.version != mj.get("version"):
        raise SaveFileError(source, [("$.rules.version", "saved with another version of the rules "
                                                         "or map")])
    ix = index(m)
    cities = {c.name: c.index for c in m.cities}
    players = []
    plist = rd.get(data, "players", "$", list) or []
    for i, pj in enumerate(plist):
        path = f"$.players[{i}]"
        players.append(PlayerState(
            hand=rd.hand(rd.get(pj, "hand", path, dict) or {}, f"{path}.hand"),
            trains=rd.get(pj, "trains", path, int) or 0,
            stations=rd.ids(rd.get(pj, "stations", path, list) or [], cities, f"{path}.stations",
                            "city"),
            tickets=rd.ids(rd.get(pj, "tickets", path, list) or [], ix.ticket_by_id,
                           f"{path}.tickets", "ticket"),
            score=rd.get(pj, "score", path, int) or 0,
            turns=rd.get(pj, "turns", path, int, 0) or 0))
    if not rules.min_players <= len(plist) <= rules.max_players:
        rd.fail("$.players", f"{rules.id} is for {rules.min_players}–{rules.max_players} players")
    owners = [-1] * len(m.routes)
    for rid, seat in (rd.get(data, "routes", "$", dict) or {}).items():
        if rid not in ix.route_by_id:
            rd.fail(f"$.routes.{rid}", "unknown route")
        elif not isinstance(seat, int) or not 0 <= seat < len(plist):
            rd.fail(f"$.routes.{rid}", "owner must be a seat number")
        else:
            owners[ix.route_by_id[rid]] = seat

    def choice(cj, path):
        if cj is None:
            return None
        if not isinstance(cj, dict):
            rd.fail(path, "must be a ticket choice object or null")
            return None
        return TicketChoice(rd.ids(rd.get(cj, "offered", path, list) or [], ix.ticket_by_id,
                                   f"{path}.offered", "ticket"),
                            rd.get(cj, "min_keep", path, int) or 0,
                            rd.get(cj, "max_keep", path, int) or 0,
                            rd.get(cj, "stage", path, str) or "draw")
    pj = data.get("pending")
    pending = None
    if pj is not None:
        kind = pj.get("kind") if isinstance(pj, dict) else None
        if kind == "second_card":
            pending = SecondCard()
        elif kind == "tunnel":
            rid = pj.get("route")
            if rid not in ix.route_by_id:
                rd.fail("$.pending.route", "unknown route")
            else:
                try:
                    colour = int(parse_colour(pj.get("colour")))
                except (ValueError, AttributeError):
                    rd.fail("$.pending.colour", "not a card colour")
                    colour = 0
                pending = TunnelStage(ix.route_by_id[rid], rd.hand(pj.get("paid"), "$.pending.paid"),
                                      colour, rd.cards(pj.get("revealed"), "$.pending.revealed"),
                                      rd.get(pj, "extra", "$.pending", int) or 0)
        elif kind == "tickets":
            pending = choice(pj, "$.pending")
        else:
            rd.fail("$.pending.kind", "must be second_card, tunnel or tickets")
    try:
        phase = Phase(data.get("phase"))
    except ValueError:
        rd.fail("$.phase", "must be setup, main, final or over")
        phase = Phase.MAIN
    setup = tuple(choice(c, f"$.setup[{i}]") for i, c in enumerate(data.get("setup") or []))
    later = tuple(rd.ids(ts, ix.ticket_by_id, f"$.setup_later[{i}]", "ticket")
                  for i, ts in enumerate(data.get("setup_later") or []))
    state = GameState(
        rules=rules, map=m, seed=rd.get(data, "seed", "$", int) or 0, players=tuple(players),
        owners=tuple(owners), deck=rd.cards(data.get("deck"), "$.deck"),
        faceup=rd.cards(data.get("faceup"), "$.faceup"),
        discard=rd.cards(data.get("discard"), "$.discard"),
        tickets=rd.ids(data.get("tickets"), ix.ticket_by_id, "$.tickets", "ticket"),
        current=rd.get(data, "current", "$", int) or 0, phase=phase, pending=pending,
        setup=setup, setup_later=later,
        final_turns=rd.get(data, "final_turns", "$", int, -1),
        passes=rd.get(data, "passes", "$", int, 0) or 0,
        shuffles=rd.get(data, "shuffles", "$", int, 0) or 0,
        turn=rd.get(data, "turn", "$", int, 0) or 0)
    if not rd.problems:
        if state.card_count() != 110:
            rd.fail("$", f"the saved cards add up to {state.card_count()}, not 110")
        if not 0 <= state.current < len(players):
            rd.fail("$.current", "not a seat of this game")
    rd.done()
    return state


# --------------------------------------------------------------------------- game records
@dataclass(frozen=True)
class GameRecord:
    """Rules, map, seats, seed, optional start position and actions: a replayable game."""

    rules: str
    rules_version: int
    tiebreak: str
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
                   tiebreak=state.rules.tiebreak, map_id=state.map.id,
                   map_version=state.map.version, players=state.n_players, seed=state.seed,
                   seats=tuple(seats), actions=tuple(actions),
                   start=None if fresh else state_to_json(state))

    def with_action(self, action) -> "GameRecord":
        return GameRecord(self.rules, self.rules_version, self.tiebreak, self.map_id,
                          self.map_version, self.players, self.seed, self.seats,
                          self.actions + (str(action),), self.start)

    def to_json(self) -> dict:
        d = {"format": GAME_FORMAT, "version": VERSION,
             "rules": {"id": self.rules, "version": self.rules_version,
                       "tiebreak": self.tiebreak},
             "map": {"id": self.map_id, "version": self.map_version},
             "players": self.players, "seats": list(self.seats), "seed": self.seed,
             "actions": list(self.actions)}
        if self.start is not None:
            d["start"] = self.start
        return d

    @classmethod
    def from_json(cls, data, source: str = "<game>") -> "GameRecord":
        rd = _Reader(source)
        if not isinstance(data, dict) or data.get("format") != GAME_FORMAT:
            raise SaveFileError(source, [("$.format", f"not a ttrwidgets game file (expected "
                                                      f"format {GAME_FORMAT!r})")])
        if data.get("version") != VERSION:
            raise SaveFileError(source, [("$.version", f"unsupported version "
                                                       f"{data.get('version')!r}")])
        rj = rd.get(data, "rules", "$", dict) or {}
        mj = rd.get(data, "map", "$", dict) or {}
        acts = rd.get(data, "actions", "$", list) or []
        for i, a in enumerate(acts):
            if not isinstance(a, str):
                rd.fail(f"$.actions[{i}]", "an action is text like 'p0 draw deck'")
        seats = rd.get(data, "seats", "$", list, [])
        rec = cls(rules=rd.get(rj, "id", "$.rules", str) or "",
                  rules_version=rd.get(rj, "version", "$.rules", int) or 0,
                  tiebreak=rd.get(rj, "tiebreak", "$.rules", str, "anniversary"),
                  map_id=rd.get(mj, "id", "$.map", str) or "",
                  map_version=rd.get(mj, "version", "$.map", int) or 0,
                  players=rd.get(data, "players", "$", int) or 0,
                  seed=rd.get(data, "seed", "$", int) or 0,
                  seats=tuple(seats or ()), actions=tuple(acts),
                  start=rd.get(data, "start", "$", dict, None))
        rd.done()
        return rec


def initial_state(rec: GameRecord, source: str = "<game>") -> GameState:
    if rec.start is not None:
        return state_from_json(rec.start, source + " $.start")
    try:
        rules = get_rules(rec.rules, tiebreak=rec.tiebreak)
        m = load_map(rec.map_id)
    except TTRError as e:
        raise SaveFileError(source, [("$.rules", str(e))]) from None
    if rules.version != rec.rules_version or m.version != rec.map_version:
        raise SaveFileError(source, [("$.rules.version",
                                      "recorded with another version of the rules or map")])
    try:
        state, _ = new_game(rules, rec.players, rec.seed, m)
    except InvalidActionError as e:
        raise SaveFileError(source, [("$.players", str(e))]) from None
    return state


def replay(rec: GameRecord, source: str = "<game>", with_steps: bool = False):
    """Every state of the recorded game, from the start; raises :class:`ReplayError`."""
    state = initial_state(rec, source)
    states = [state]
    all_steps = [[]]
    for i, text in enumerate(rec.actions):
        try:
            state, steps = apply(state, parse_action(text))
        except TTRError as e:
            raise ReplayError(f"{source}: $.actions[{i}] {text!r} does not replay: "
                              f"{e.message() if hasattr(e, 'message') else e}") from None
        states.append(state)
        all_steps.append(steps)
    return (states, all_steps) if with_steps else states


def load_game_file(path) -> GameRecord:
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise SaveFileError(str(path), [("$", f"cannot read the file: {e}")]) from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        msg = f"not valid JSON: {e.msg} at line {e.lineno}, column {e.colno}" \
            if isinstance(e, json.JSONDecodeError) else "not UTF-8 text"
        raise SaveFileError(str(path), [("$", msg)]) from None
    return GameRecord.from_json(data, str(path))
