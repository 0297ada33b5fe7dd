"""Scenario files (format v1, ``shared/spec/scenarios.md``): set up a position, play, check.

Europe and Deutschland. Deutschland positions add the players' ``passengers``, the
``board_passengers`` (or the bag dealt by the seed, see :func:`_seeded_board`) and the tops of
the ``short`` and ``long`` ticket decks; its steps add ``draw_tickets`` with the announced mix
and ``take_passengers``.

>>> import json
>>> data = {"game": "europe", "options": {"players": 2}, "seed": 1,
...         "position": {"players": [{"hand": {"red": 1}, "trains": 3}, {}]},
...         "steps": [{"player": 0, "do": "claim", "route": ["Budapest", "Wien", "red"],
...                    "cards": {"red": 1}, "expect": {"legal": True, "final_round": True}}]}
>>> [r["ok"] for r in run_scenario(data, "demo.json")]
[True, True]
"""
from __future__ import annotations

import json
import random
import re
from collections import Counter
from dataclasses import replace

from ..core.registry import game as registered, games, players_text
from . import cards as C
from . import passengers as P
from .actions import (BuildStation, ClaimRoute, DrawCard, DrawTickets, KeepTickets, Pass,
                      ShareTickets, TakePassengers, TunnelPay, TunnelWithdraw)
from .colours import LOCO, Colour, parse_colour
from ..core.errors import (DataError, IllegalActionError, InvalidActionError, ScenarioError,
                     TTRError, printable, report_internal_error)
from .game import apply, claim_options, new_game, shuffled, ticket_pool
from ..core.jsonfile import check_json_value, describe, read_json_file
from .maps import GameMap, Ticket, load_map, normalise_name
from .rules import ROUTE_POINTS, get_rules
from .scoring import final_scores, longest_path, ticket_result
from .state import (GameState, PassengerChoice, Phase, PlayerState, SecondCard, TicketChoice,
                    TunnelStage)

def known_games() -> tuple:
    """The game ids a scenario may name: every registered game (any family's)."""
    return tuple(g.id for g in games())
_TOP = {"title", "game", "options", "seed", "position", "steps", "description"}
_PLAYER_KEYS = {"hand", "trains", "stations", "routes", "tickets", "score", "passengers", "team",
                "shared_hand", "shared_tickets"}
_POS_KEYS = {"players", "deck_top", "faceup", "discard", "current_player", "final_round",
             "ticket_deck_top", "board_passengers", "short_deck_top", "long_deck_top"}
#: Position keys that belong to one game only (the others are common to the TTR games).
_GAME_POS_KEYS = {"ticket_deck_top": ("europe", "asia"), "board_passengers": ("deutschland",),
                  "short_deck_top": ("deutschland",), "long_deck_top": ("deutschland",)}
_DO = {"keep_tickets", "draw_card", "claim", "tunnel_pay", "tunnel_withdraw", "draw_tickets",
       "build_station", "pass", "take_passengers", "share_tickets", "place_marker", "lay_rail",
       "end_turn"}
_QUERIES = {"final_scores", "longest_path", "completed_tickets", "station_borrow",
            "legal_claims", "missing_rails", "round_result"}


class _Problems:
    def __init__(self, source: str):
        self.source = source
        self.items: list[tuple[str, str]] = []

    def add(self, path: str, msg: str) -> None:
        self.items.append((path, msg))

    def raise_if_any(self) -> None:
        if self.items:
            raise ScenarioError(self.source, self.items)


# --------------------------------------------------------------------------- references
def resolve_city(m: GameMap, name, path: str, probs: _Problems):
    if not isinstance(name, str):
        probs.add(path, f"a city name is text, not {json.dumps(name)}")
        return None
    try:
        return m.city_index(name)
    except KeyError as e:
        probs.add(path, f"unknown city {name!r}" + (f" ({e.args[0]})" if e.args else ""))
        return None


def _same_track(a, b) -> bool:
    return (a.length, a.colour, a.kind, a.locomotives) == (b.length, b.colour, b.kind,
                                                           b.locomotives)


def resolve_route(m: GameMap, ref, path: str, probs: _Problems, owners=None):
    """``[A, B]`` or ``[A, B, COLOUR]`` → route index; identical parallels: first still free."""
    if not isinstance(ref, list) or len(ref) not in (2, 3):
        probs.add(path, "a route is [CITY_A, CITY_B] or [CITY_A, CITY_B, COLOUR]")
        return None
    a = resolve_city(m, ref[0], path + "[0]", probs)
    b = resolve_city(m, ref[1], path + "[1]", probs)
    if a is None or b is None:
        return None
    cands = list(m.routes_between(a, b))
    if len(ref) == 3:
        try:
            colour = parse_colour(ref[2]) if isinstance(ref[2], str) else None
        except ValueError:
            colour = None
        if colour is None:
            probs.add(path + "[2]", f"unknown colour {ref[2]!r}")
            return None
        cands = [r for r in cands if r.colour == colour]
    if not cands:
        probs.add(path, f"no route {'–'.join(str(x) for x in ref)} on the {m.name} map")
        return None
    if any(not _same_track(cands[0], r) for r in cands[1:]):
        colours = ", ".join(Colour(r.colour).key for r in cands)
        probs.add(path, f"{ref[0]}–{ref[1]} has several different tracks ({colours}): add the "
                        "colour as a third element")
        return None
    if owners is not None:
        for r in cands:
            if owners[r.index] < 0:
                return r.index
    return cands[0].index


def resolve_ticket(m: GameMap, ref, path: str, probs: _Problems, pool):
    if not isinstance(ref, list) or len(ref) not in (2, 3):
        probs.add(path, "a ticket is [CITY_A, CITY_B] or [CITY_A, CITY_B, POINTS]")
        return None
    a = resolve_city(m, ref[0], path + "[0]", probs)
    b = resolve_city(m, ref[1], path + "[1]", probs)
    if a is None or b is None:
        return None
    found = [t for t in pool if {m.tickets[t].a, m.tickets[t].b} == {a, b}]
    if len(ref) == 3:
        found = [t for t in found if m.tickets[t].points == ref[2]]
    if not found:
        probs.add(path, f"no ticket {ref[0]}–{ref[1]} in this game's ticket decks")
        return None
    return found[0]


def card_set_at(data, path: str, probs: _Problems):
    if not isinstance(data, dict):
        probs.add(path, 'a card set is an object like {"red": 2, "locomotive": 1}')
        return None
    try:
        return C.card_set(data)
    except InvalidActionError as e:
        probs.add(path, str(e))
        return None


# --------------------------------------------------------------------------- position
def _key_path(base: str, key) -> str:
    """The JSON path of an object member: ``base.key``, or ``base["odd key"]``."""
    key = str(key)
    if re.fullmatch(r"\w+", key):
        return f"{base}.{key}"
    return f"{base}[{json.dumps(key, ensure_ascii=False)}]"


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def passenger_set_at(m: GameMap, data, path: str, probs: _Problems) -> Counter | None:
    """Passengers as ``{"red": 2}`` (the spec's form) or ``["red", "red"]`` -> Counter of colour
    ints; only the colours of the map's bag (``de.passengers``)."""
    bag = {int(c): k for c, k in m.passengers}
    names = ", ".join(Colour(c).key for c in sorted(bag))
    if isinstance(data, dict):
        items = []
        for k, v in data.items():
            if not _whole(v) or v < 0:
                probs.add(_key_path(path, k), f"a number of passengers is a whole number >= 0, "
                                              f"not {json.dumps(v)}")
                continue
            items.append((_key_path(path, k), k, v))
    elif isinstance(data, list):
        items = [(f"{path}[{j}]", k, 1) for j, k in enumerate(data)]
    else:
        probs.add(path, 'passengers are an object like {"red": 2} or a list like ["red", "red"]')
        return None
    out: Counter = Counter()
    for p, k, v in items:
        try:
            colour = parse_colour(k) if isinstance(k, str) else None
        except ValueError:
            colour = None
        if colour is None:
            probs.add(p, f"not a colour: {json.dumps(k, ensure_ascii=False)}")
        elif int(colour) not in bag:
            if v:
                probs.add(p, f"there are no {colour.key} passengers in {m.name} "
                             f"(the bag holds {names})")
        elif out[int(colour)] + v > bag[int(colour)]:  # also keeps huge numbers out
            probs.add(p, f"at most {bag[int(colour)]} {colour.key} passengers exist in "
                         f"{m.name} (de.passengers), not {describe(out[int(colour)] + v)}")
            out[int(colour)] = bag[int(colour)]
        else:
            out[int(colour)] += v
    return out


def _resolve_deck_ticket(m: GameMap, ref, path: str, probs: _Problems, deck: list, all_: list,
                         deck_key: str):
    """A ticket of one deck (``short_deck_top`` / ``long_deck_top``)."""
    sub = _Problems(probs.source)
    t = resolve_ticket(m, ref, path, sub, all_)
    if t is None:
        probs.items.extend(sub.items)
        return None
    if t not in deck:
        other = "long_deck_top" if deck_key == "short_deck_top" else "short_deck_top"
        probs.add(path, f"{m.cities[m.tickets[t].a].name}–{m.cities[m.tickets[t].b].name} is a "
                        f"ticket of the {m.tickets[t].deck} deck: put it in {other}")
        return None
    return t


def _custom_ticket(m: GameMap, ref, path: str, probs: _Problems, custom: list):
    """A player's ticket ``[A, B, POINTS]`` that no deck of the map holds (the spec gives the
    points, so the ticket is taken as written): its index, added to ``custom``; None when the
    reference is anything else (then it is looked up in the decks as usual)."""
    if not (isinstance(ref, list) and len(ref) == 3 and _whole(ref[2])):
        return None
    sub = _Problems(probs.source)
    a = resolve_city(m, ref[0], path + "[0]", sub)
    b = resolve_city(m, ref[1], path + "[1]", sub)
    if a is None or b is None:
        return None
    if any({t.a, t.b} == {a, b} and t.points == ref[2] for t in m.tickets):
        return None
    if a == b or ref[2] < 1:
        probs.add(path, "a ticket joins two different cities for at least 1 point")
        return -1
    index = len(m.tickets) + len(custom)
    custom.append(Ticket(index=index, id=f"scenario-{len(custom) + 1}", a=a, b=b,
                         points=ref[2], deck="scenario"))
    return index


_CUSTOM_MAPS: dict[tuple, GameMap] = {}


def _with_tickets(m: GameMap, extra: tuple) -> GameMap:
    """The map with the positions' own tickets added after its printed ones (one map object
    per set of added tickets, so the engine's per-map lookups are built once)."""
    key = (m.id, m.version, extra)
    hit = _CUSTOM_MAPS.get(key)
    if hit is None or hit.tickets[:len(m.tickets)] != m.tickets:
        hit = _CUSTOM_MAPS[key] = replace(m, tickets=m.tickets + extra)
    return hit


def _seeded_board(m: GameMap, seed: int, held: list[Counter], routes: list[list[int]]) -> list:
    """``de.passengers`` when a position gives no ``board_passengers``: the passengers the
    players do not hold stand on the board, dealt from the seed.

    The bag is dealt exactly as a new game with this seed deals it (every node gets the number
    the map prints), and then each passenger a player holds is taken off the board again, as
    if that player had taken it: from an end of one of the player's routes where one of its
    colour stands, else from any node where one stands, chosen by the seed. So a position
    whose players hold no passengers has the same board as a new game with this seed, every
    node holds at most its printed number, and the board holds exactly the bag minus the
    players' passengers (the position's conservation check bounds each colour by the bag).
    """
    board = [list(x) for x in P.deal(m, seed)]
    rng = random.Random(f"ttrwidgets:{seed}:passengers-held")
    for seat, counts in enumerate(held):
        ends = sorted({c for r in routes[seat] for c in (m.routes[r].a, m.routes[r].b)})
        for colour in sorted(counts.elements()):
            cands = [c for c in ends if colour in board[c]] or \
                [c for c in range(len(board)) if colour in board[c]]
            board[rng.choice(cands)].remove(colour)
    return board


def build_position(rules, m: GameMap, n: int, seed: int, pos: dict, probs: _Problems,
                   path: str = "$.position") -> GameState | None:
    """A state at the beginning of ``current_player``'s turn, as the position describes."""
    game = rules.game
    unknown = set(pos) - _POS_KEYS
    for k in sorted(unknown):
        probs.add(_key_path(path, k), "unknown key")
    for k, owner in _GAME_POS_KEYS.items():
        if k in pos and game not in owner:
            hint = ""
            if k == "ticket_deck_top" and rules.ticket_mix:
                hint = f": {m.name} has two ticket decks, use short_deck_top and long_deck_top"
            probs.add(f"{path}.{k}", f"'{k}' does not apply to {m.name}{hint}")
    players = pos.get("players")
    if not isinstance(players, list) or len(players) != n:
        probs.add(f"{path}.players", f"must list exactly {n} players (options.players)")
        return None
    owners = [-1] * len(m.routes)
    long_, regular = ticket_pool(rules, m)
    pool = long_ + regular
    all_tickets = list(range(len(m.tickets)))
    pstates = []
    used = [0] * 9
    held_tickets = set()
    taken_stations = {}
    held_passengers: list[Counter] = []
    custom: list[Ticket] = []             # [A, B, POINTS] tickets that no deck holds
    routes_of: list[list[int]] = []
    given_scores: list = []               # asia: the team scores the players give
    bag = {int(c): k for c, k in m.passengers}
    in_play: Counter = Counter()          # passengers placed so far, per colour
    for i, p in enumerate(players):
        pp = f"{path}.players[{i}]"
        if not isinstance(p, dict):
            probs.add(pp, "a player is an object")
            held_passengers.append(Counter())
            routes_of.append([])
            continue
        for k in sorted(set(p) - _PLAYER_KEYS):
            probs.add(_key_path(pp, k), "unknown key")
        for k in ("passengers", "team", "shared_hand", "shared_tickets"):
            if k in p and not (rules.passengers if k == "passengers" else rules.team_size):
                probs.add(f"{pp}.{k}", f"'{k}' does not apply to {m.name}")
        if "stations" in p and not rules.stations:
            probs.add(f"{pp}.stations", f"{m.name} has no stations")
        hand = card_set_at(p.get("hand", {}), f"{pp}.hand", probs) or C.EMPTY
        used = [u + h for u, h in zip(used, hand)]
        routes = []
        for j, ref in enumerate(p.get("routes", []) if isinstance(p.get("routes", []), list)
                                else probs.add(f"{pp}.routes", "must be a list") or []):
            r = resolve_route(m, ref, f"{pp}.routes[{j}]", probs, owners)
            if r is not None:
                if owners[r] >= 0:
                    probs.add(f"{pp}.routes[{j}]", "this route is already owned in the position")
                else:
                    owners[r] = i
                    routes.append(r)
        routes_of.append(routes)
        stations = []
        for j, name in enumerate(p.get("stations", []) if isinstance(p.get("stations", []), list)
                                 else probs.add(f"{pp}.stations", "must be a list") or []):
            if not rules.stations:
                break
            c = resolve_city(m, name, f"{pp}.stations[{j}]", probs)
            if c is not None:
                if c in taken_stations:
                    probs.add(f"{pp}.stations[{j}]", "a city holds only one station")
                taken_stations[c] = i
                stations.append(c)
        if rules.stations and len(stations) > rules.stations:
            probs.add(f"{pp}.stations", f"at most {rules.stations} stations per player")
        tickets = []
        for j, ref in enumerate(p.get("tickets", []) if isinstance(p.get("tickets", []), list)
                                else probs.add(f"{pp}.tickets", "must be a list") or []):
            t = _custom_ticket(m, ref, f"{pp}.tickets[{j}]", probs, custom)
            if t == -1:
                continue
            if t is None:
                t = resolve_ticket(m, ref, f"{pp}.tickets[{j}]", probs,
                                   pool + [t for t in all_tickets if t not in pool])
            if t is not None:
                if t in held_tickets:
                    probs.add(f"{pp}.tickets[{j}]", "this ticket is already held in the position "
                                                    "(each ticket exists once)")
                tickets.append(t)
                held_tickets.add(t)
        held = Counter()
        if rules.passengers and "passengers" in p:
            held = passenger_set_at(m, p["passengers"], f"{pp}.passengers", probs) or Counter()
            for colour, k in sorted(held.items()):
                in_play[colour] += k
                if k and in_play[colour] > bag[colour]:
                    probs.add(_key_path(f"{pp}.passengers", Colour(colour).key)
                              if isinstance(p["passengers"], dict) else f"{pp}.passengers",
                              f"the position uses {in_play[colour]} {Colour(colour).key} "
                              f"passengers; only {bag[colour]} exist")
        held_passengers.append(held)
        spent = sum(m.routes[r].length for r in routes)
        trains = p.get("trains", rules.trains - spent)
        if not _whole(trains) or not 0 <= trains <= rules.trains:
            probs.add(f"{pp}.trains", f"must be a whole number 0..{rules.trains}")
            trains = 0
        score = p.get("score", sum(ROUTE_POINTS[m.routes[r].length] for r in routes))
        if not _whole(score):
            probs.add(f"{pp}.score", "must be a whole number")
            score = 0
        if rules.team_size:    # asia: a player's score is the team's (set per team below)
            given_scores.append(p.get("score") if _whole(p.get("score")) else None)
            score = sum(ROUTE_POINTS[m.routes[r].length] for r in routes)
        pstates.append(PlayerState(hand=hand, trains=trains, stations=tuple(stations),
                                   tickets=tuple(tickets), score=score,
                                   passengers=tuple(sorted(held.elements()))))
    team_state = None
    if rules.team_size and len(pstates) == n:
        team_state, pstates, used = _position_teams(rules, m, players, pstates, given_scores,
                                                    used, held_tickets, pool, all_tickets,
                                                    path, probs)
    board = None
    if rules.passengers and "board_passengers" in pos:
        bp = pos["board_passengers"]
        bpath = f"{path}.board_passengers"
        if not isinstance(bp, dict):
            probs.add(bpath, 'must be an object like {"Berlin": ["red", "red"]}')
        else:
            board = [[] for _ in m.cities]
            named = {}
            for name, here in bp.items():
                cp = _key_path(bpath, name)
                c = resolve_city(m, name, cp, probs)
                counts = passenger_set_at(m, here, cp, probs)
                if c is None or counts is None:
                    continue
                if c in named:
                    probs.add(cp, f"{m.cities[c].name} is already given as {named[c]!r}")
                named[c] = name
                for colour, k in sorted(counts.items()):
                    in_play[colour] += k
                    if k and in_play[colour] > bag[colour]:
                        probs.add(cp, f"the position uses {in_play[colour]} "
                                      f"{Colour(colour).key} passengers; only {bag[colour]} exist")
                    board[c] += [colour] * k
    piles = {}
    for key in ("deck_top", "faceup", "discard"):
        if key in pos:
            v = pos[key]
            if not isinstance(v, list):
                probs.add(f"{path}.{key}", "must be a list of colours")
                continue
            cards = []
            for j, c in enumerate(v):
                try:
                    col = parse_colour(c) if isinstance(c, str) else None
                except ValueError:
                    col = None
                if col is None or col == Colour.GRAY:
                    probs.add(f"{path}.{key}[{j}]", f"not a train card colour: {json.dumps(c)}")
                    continue
                cards.append(int(col))
                used[col] += 1
            piles[key] = cards
    if len(piles.get("faceup", [])) > rules.faceup:
        probs.add(f"{path}.faceup", f"at most {rules.faceup} face-up cards")
    for k in range(9):
        supply = 14 if k == LOCO else 12
        if used[k] > supply:
            probs.add(path, f"the position uses {used[k]} {Colour(k).key} cards; only {supply} exist")
    cur = pos.get("current_player", 0)
    if not _whole(cur) or not 0 <= cur < n:
        probs.add(f"{path}.current_player", f"must be a seat 0..{n - 1}")
        cur = 0
    final = pos.get("final_round", False)
    if not isinstance(final, bool):
        probs.add(f"{path}.final_round", "must be true or false")
    # the tops of the ticket decks: Europe one deck (ticket_deck_top), Deutschland two
    tops = {}
    decks = {"ticket_deck_top": regular} if not rules.ticket_mix else \
        {"short_deck_top": regular, "long_deck_top": long_}
    for key, deck in decks.items():
        top = []
        v = pos.get(key, [])
        if not isinstance(v, list):
            probs.add(f"{path}.{key}", "must be a list of tickets")
            v = []
        for j, ref in enumerate(v):
            jp = f"{path}.{key}[{j}]"
            t = resolve_ticket(m, ref, jp, probs, regular) if not rules.ticket_mix else \
                _resolve_deck_ticket(m, ref, jp, probs, deck, pool, key)
            if t is not None:
                if t in held_tickets or any(t in x for x in tops.values()) or t in top:
                    probs.add(jp, "this ticket is already placed")
                top.append(t)
        tops[key] = top
    if probs.items:
        return None
    rest = []
    for k in range(9):
        rest += [k] * ((14 if k == LOCO else 12) - used[k])
    rest = list(shuffled(sorted(rest), seed, 0))
    # deck_top stays on top of the draw pile; an omitted face-up row is laid out from the
    # shuffled cards below it (scenarios.md: "drawn from the deck after deck_top")
    if "faceup" in piles:
        faceup = piles["faceup"]
    else:
        faceup, rest = rest[:rules.faceup], rest[rules.faceup:]
    deck = piles.get("deck_top", []) + rest

    def ticket_deck(key, cards, k):
        placed = set(tops[key])
        others = [t for t in cards if t not in held_tickets and t not in placed]
        return tuple(tops[key]) + shuffled(others, seed, k)
    extra = {}
    if rules.ticket_mix:   # de.draw-tickets: short deck (``tickets``) and long deck
        tickets = ticket_deck("short_deck_top", regular, 1)
        extra["long_tickets"] = ticket_deck("long_deck_top", long_, 2)
    else:
        tickets = ticket_deck("ticket_deck_top", regular, 1)
    if rules.passengers:   # de.passengers
        if board is None:
            board = _seeded_board(m, seed, held_passengers, routes_of)
        extra["passengers"] = tuple(tuple(sorted(x)) for x in board)
    if custom:
        m = _with_tickets(m, tuple(custom))
    if team_state is not None:
        extra["teams"] = team_state
    return GameState(
        rules=rules, map=m, seed=seed, players=tuple(pstates), owners=tuple(owners),
        deck=tuple(deck), faceup=tuple(faceup), discard=tuple(piles.get("discard", [])),
        tickets=tickets, current=cur, phase=Phase.FINAL if final else Phase.MAIN,
        final_turns=n if final else -1, shuffles=3 if rules.ticket_mix else 2, **extra)


def _position_teams(rules, m: GameMap, players: list, pstates: list, given_scores: list,
                    used: list, held_tickets: set, pool: list, all_tickets: list, path: str,
                    probs: _Problems):
    """``asia.teams`` in a position: team ``t`` is the seats marked ``team: t`` (default: seats
    2t and 2t+1), partners side by side; each team's ``shared_hand`` and ``shared_tickets`` are
    read from its first player; a given ``score`` is the team's. Returns the
    :class:`~ttrwidgets.ttr.teams.TeamState`, the players (scores adjusted) and the cards
    used so far."""
    from .teams import TeamState
    n, size = len(players), rules.team_size
    k = n // size
    of_seat = []
    for i, p in enumerate(players):
        t = p.get("team", i // size)
        if not _whole(t) or not 0 <= t < k:
            probs.add(f"{path}.players[{i}].team", f"must be a team index 0..{k - 1}")
            t = i // size
        of_seat.append(t)
    for t in range(k):
        members = [i for i, x in enumerate(of_seat) if x == t]
        side = len(members) == size and all(
            (members[0] + j) % n in members for j in range(size)) or len(members) == size and \
            all((members[-1] + j) % n in members for j in range(size))
        if len(members) != size or not side:
            probs.add(f"{path}.players", f"team {t} must be {size} players sitting side by side "
                                         f"(asia.teams), not seats {members}")
            return None, pstates, used
    hands, shared = [], []
    pstates = list(pstates)
    for t in range(k):
        members = [i for i, x in enumerate(of_seat) if x == t]
        first = members[0]
        fp = f"{path}.players[{first}]"
        for i in members[1:]:
            for key in ("shared_hand", "shared_tickets"):
                if key in players[i] and players[i][key] != players[first].get(key):
                    probs.add(f"{path}.players[{i}].{key}", f"the team's {key} is given on its "
                                                           f"first player (seat {first})")
        hand = card_set_at(players[first].get("shared_hand", {}), f"{fp}.shared_hand",
                           probs) or C.EMPTY
        used = [u + h for u, h in zip(used, hand)]
        hands.append(hand)
        tks = []
        lst = players[first].get("shared_tickets", [])
        if not isinstance(lst, list):
            probs.add(f"{fp}.shared_tickets", "must be a list of tickets")
            lst = []
        for j, ref in enumerate(lst):
            tp = f"{fp}.shared_tickets[{j}]"
            tk = resolve_ticket(m, ref, tp, probs, pool + [x for x in all_tickets if x not in pool])
            if tk is not None:
                if tk in held_tickets:
                    probs.add(tp, "this ticket is already held in the position (each ticket "
                                  "exists once)")
                held_tickets.add(tk)
                tks.append(tk)
        shared.append(tuple(tks))
        given = {g for g in (given_scores[i] for i in members) if g is not None}
        if len(given) > 1:
            probs.add(f"{path}.players[{members[1]}].score", "partners share one score: give "
                                                            "the same team score or one")
        elif given:
            own = sum(pstates[i].score for i in members)
            pstates[first] = replace(pstates[first],
                                     score=pstates[first].score + given.pop() - own)
    return TeamState(tuple(of_seat), tuple(hands), tuple(shared)), pstates, used


# --------------------------------------------------------------------------- loading
def load_scenario_file(path):
    """The JSON of the scenario file at ``path``, read within the limits of
    :mod:`~ttrwidgets.core.jsonfile` (a regular file, size, depth, numbers); any problem is a
    :class:`ScenarioError` naming the file."""
    return read_json_file(path, what="scenario")


def setup_scenario(data, source: str = "<scenario>") -> GameState:
    """Validate the top level and build the starting state."""
    return _setup(data, source)[0]


def _setup(data, source: str) -> tuple[GameState, list]:
    """The starting state and the steps that produced it (a normal setup when there is no
    position: ``setup.deal``, ``setup.tickets``; none for a given position)."""
    probs = _Problems(source)
    check_json_value(data, source, what="scenario")  # data need not come from a file
    if not isinstance(data, dict):
        probs.add("$", "a scenario is a JSON object")
        probs.raise_if_any()
    for k in sorted(set(data) - _TOP):
        probs.add(f"$.{k}", "unknown key")
    game = data.get("game")
    playable = {g.id for g in games()}
    if not isinstance(game, str) or game not in known_games():
        probs.add("$.game", f"must be one of {', '.join(known_games())}")
        game = None
    elif game not in playable:
        probs.add("$.game", f"the game {game!r} is not supported yet by this version of "
                            "ttrwidgets")
    opts = data.get("options")
    if not isinstance(opts, dict):
        probs.add("$.options", 'required: an object like {"players": 2}')
        opts = {}
    n = opts.get("players")
    counts = registered(game).players if game in playable else frozenset({2, 3, 4, 5})
    if not isinstance(n, int) or isinstance(n, bool) or n not in counts:
        probs.add("$.options.players", f"required: the number of players, "
                                       f"{players_text(counts)}"
                                       + (f" for {game}" if game else ""))
    variant = opts.get("variant", "classic")
    tiebreak = opts.get("tiebreak", "anniversary")
    board = opts.get("board")
    for k in sorted(set(opts) - {"players", "variant", "tiebreak", "special", "board"}):
        probs.add(_key_path("$.options", k), "unknown option")
    boards = registered(game).boards if game in playable else ()
    if board is not None and game != "asia":
        probs.add("$.options.board", "'board' is an option of the Asia team variant")
    elif board is not None and board not in boards:
        probs.add("$.options.board", f"must be {' or '.join(boards)}")
    if game == "asia":
        for k in ("variant", "tiebreak"):
            if k in opts:
                probs.add(f"$.options.{k}", f"'{k}' is a Europe option: the Asia team variant "
                                            "has one rule set (asia.md)")
    elif game == "deutschland":
        # the Europe options: Deutschland has one rule set and breaks ties its own way
        if variant != "classic":
            probs.add("$.options.variant", "Deutschland has no variants ('variant' is a Europe "
                                           "option: classic, 1912, mega, big-cities)")
        if "tiebreak" in opts:
            probs.add("$.options.tiebreak", "'tiebreak' is a Europe option: Deutschland breaks "
                                            "ties by its own rule (win.tiebreak: most completed "
                                            "tickets, then most passengers)")
    else:
        if variant not in ("classic", "1912", "mega", "big-cities"):
            probs.add("$.options.variant", "must be classic, 1912, mega or big-cities")
        if tiebreak not in ("anniversary", "classic"):
            probs.add("$.options.tiebreak", "must be anniversary or classic")
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        probs.add("$.seed", "must be a whole number")
    if not isinstance(data.get("steps", []), list):
        probs.add("$.steps", "must be a list")
    probs.raise_if_any()
    if game == "europe":
        rules = get_rules(variant, tiebreak=tiebreak)
    elif game == "asia":
        rules = get_rules(registered(game).default_rules, board=board or registered(game).boards[0])
    else:
        rules = get_rules(registered(game).default_rules)
    m = load_map(rules.map_id)
    if "position" not in data:
        return new_game(rules, n, seed, m)
    if not isinstance(data["position"], dict):
        probs.add("$.position", "must be an object")
        probs.raise_if_any()
    state = build_position(rules, m, n, seed, data["position"], probs)
    probs.raise_if_any()
    return state, []


# --------------------------------------------------------------------------- running
def _to_action(state: GameState, st: dict, path: str, probs: _Problems):
    """The scenario step ``st`` (``{"do": ..., ...}``) as an engine action, or None with the
    problems noted. One builder per ``do`` name (:data:`_ACTIONS`)."""
    m = state.map
    seat = st.get("player", state.current)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.n_players:
        probs.add(f"{path}.player", f"must be a seat 0..{state.n_players - 1}")
        return None
    if not isinstance(st.get("do"), str):
        probs.add(f"{path}.do", f"unknown action {describe(st.get('do'))}")
        return None
    build = _ACTIONS.get(st["do"])
    why = _NOT_IN_GAME.get(state.rules.game, {}).get(st["do"])
    if build is None or why:
        probs.add(f"{path}.do", f"the action {st['do']!r} does not apply to {m.name}"
                                + (f" ({why})" if why else ""))
        return None
    return build(state, seat, st, path, probs)


def _draw_card(state, seat, st, path, probs):
    src = st.get("from")
    to = st.get("to")
    if "to" in st and not state.rules.team_size:
        probs.add(f"{path}.to", f"'to' applies to the Asia team variant only (asia.draw-split)")
        return None
    if to is not None and to not in ("hand", "shared"):
        probs.add(f"{path}.to", 'must be "hand" or "shared"')
        return None
    if src == "deck":
        return DrawCard(seat, "deck", None, to)
    if src == "faceup":
        try:
            return DrawCard(seat, "faceup", parse_colour(st.get("color", st.get("colour"))), to)
        except (ValueError, AttributeError):
            probs.add(f"{path}.color", "a face-up draw names the card colour")
            return None
    probs.add(f"{path}.from", 'must be "deck" or "faceup"')
    return None


def _from_shared(state, st, path, probs):
    """Asia (``asia.claim-pool``): the part of ``cards`` taken from the team holder."""
    if "from_shared" not in st:
        return None
    if not state.rules.team_size:
        probs.add(f"{path}.from_shared", "'from_shared' applies to the Asia team variant only")
        return None
    return card_set_at(st["from_shared"], f"{path}.from_shared", probs)


def _claim(state, seat, st, path, probs):
    m = state.map
    r = resolve_route(m, st.get("route"), f"{path}.route", probs, state.owners)
    cs = card_set_at(st.get("cards"), f"{path}.cards", probs)
    shared = _from_shared(state, st, path, probs)
    return None if r is None or cs is None or probs.items else \
        ClaimRoute(seat, m.routes[r].id, cs, shared)


def _tunnel_pay(state, seat, st, path, probs):
    cs = card_set_at(st.get("cards"), f"{path}.cards", probs)
    shared = _from_shared(state, st, path, probs)
    return None if cs is None or probs.items else TunnelPay(seat, cs, shared)


def _share_tickets(state, seat, st, path, probs):
    """Asia (``asia.share-tickets``): ``tickets`` from the player's hand onto the holder."""
    m = state.map
    refs = st.get("tickets")
    if not isinstance(refs, list):
        probs.add(f"{path}.tickets", "must be a list of tickets")
        return None
    ids = []
    for j, ref in enumerate(refs):
        t = resolve_ticket(m, ref, f"{path}.tickets[{j}]", probs, list(range(len(m.tickets))))
        if t is not None:
            ids.append(m.tickets[t].id)
    return None if probs.items else ShareTickets(seat, tuple(ids))


def _keep_tickets(state, seat, st, path, probs):
    m = state.map
    refs = st.get("tickets")
    if not isinstance(refs, list):
        probs.add(f"{path}.tickets", "must be a list of tickets")
        return None
    choice = state.setup[seat] if state.phase is Phase.SETUP and state.setup else state.pending
    offered = list(choice.offered) if isinstance(choice, TicketChoice) else []
    pool = offered + [t for t in range(len(m.tickets)) if t not in offered]
    ids = []
    for j, ref in enumerate(refs):
        t = resolve_ticket(m, ref, f"{path}.tickets[{j}]", probs, pool)
        if t is not None:
            ids.append(m.tickets[t].id)
    share = None
    if "share" in st:           # asia.setup-tickets / asia.draw-tickets
        if not state.rules.team_size:
            probs.add(f"{path}.share", "'share' applies to the Asia team variant only")
        else:
            t = resolve_ticket(m, st["share"], f"{path}.share", probs, pool)
            share = None if t is None else m.tickets[t].id
    return None if probs.items else KeepTickets(seat, tuple(ids), share)


def _draw_tickets(state, seat, st, path, probs):
    """Europe: no fields. Deutschland (``de.draw-tickets``, ``de.setup-tickets``): the announced
    mix ``short``, ``long``; a missing field is 0, so a wrong sum is an illegal action (the
    engine's), while a field that is not a whole number is an error of the file."""
    if not state.rules.ticket_mix:
        for k in ("short", "long"):
            if k in st:
                probs.add(f"{path}.{k}", f"{state.map.name} has one ticket deck: '{k}' applies "
                                         "to Deutschland only")
        return None if probs.items else DrawTickets(seat)
    mix = []
    for k in ("short", "long"):
        v = st.get(k, 0)
        if not _whole(v):
            probs.add(f"{path}.{k}", f"the number of {k} tickets is a whole number, "
                                     f"not {json.dumps(v)}")
        mix.append(v)
    return None if probs.items else DrawTickets(seat, mix[0], mix[1])


def _take_passengers(state, seat, st, path, probs):
    """``de.take-passengers``: ``from: {CITY: COLOUR, ...}``. Unknown cities or colour names are
    errors of the file; a city that is not an end, or a colour not standing there, is left to
    the engine (an illegal action)."""
    m = state.map
    src = st.get("from")
    fp = f"{path}.from"
    if not isinstance(src, dict):
        probs.add(fp, 'must be an object naming the passenger taken per city, like '
                      '{"Berlin": "red"}')
        return None
    take, seen = [], {}
    for name, colour in src.items():
        cp = _key_path(fp, name)
        c = resolve_city(m, name, cp, probs)
        try:
            col = parse_colour(colour) if isinstance(colour, str) else None
        except ValueError:
            col = None
        if col is None:
            probs.add(cp, f"not a colour: {json.dumps(colour, ensure_ascii=False)}")
        if c is None or col is None:
            continue
        if c in seen:
            probs.add(cp, f"{m.cities[c].name} is already named as {seen[c]!r}")
            continue
        seen[c] = name
        take.append((m.cities[c].name, col))
    return None if probs.items else TakePassengers(seat, tuple(take))


def _build_station(state, seat, st, path, probs):
    m = state.map
    c = resolve_city(m, st.get("city"), f"{path}.city", probs)
    cs = card_set_at(st.get("cards"), f"{path}.cards", probs)
    return None if c is None or cs is None else BuildStation(seat, m.cities[c].name, cs)


#: The spec's action names (``"do"``) this game knows, each with its builder
#: ``(state, seat, step, JSON path, problems) -> Action | None``.
_ACTIONS = {
    "draw_card": _draw_card,
    "claim": _claim,
    "tunnel_pay": _tunnel_pay,
    "tunnel_withdraw": lambda state, seat, st, path, probs: TunnelWithdraw(seat),
    "draw_tickets": _draw_tickets,
    "keep_tickets": _keep_tickets,
    "build_station": _build_station,
    "take_passengers": _take_passengers,
    "share_tickets": _share_tickets,
    "pass": lambda state, seat, st, path, probs: Pass(seat),
}
#: Per game, the known actions it has no use for (an error of the file), with the reason.
_NOT_IN_GAME = {
    "europe": {"take_passengers": "passengers are Deutschland's",
               "share_tickets": "sharing tickets is the Asia team variant's"},
    "deutschland": {"build_station": "Deutschland has no stations",
                    "tunnel_pay": "Deutschland has no tunnels",
                    "tunnel_withdraw": "Deutschland has no tunnels",
                    "share_tickets": "sharing tickets is the Asia team variant's"},
    "asia": {"build_station": "the Asia team variant has no stations",
             "take_passengers": "passengers are Deutschland's"},
}


def _pending_name(state: GameState):
    p = state.pending
    if p is None:
        if state.phase is Phase.SETUP:
            return "tickets"
        return None
    return {SecondCard: "second_card", TunnelStage: "tunnel", TicketChoice: "tickets",
            PassengerChoice: "passengers"}[type(p)]


def _pair_key(m, pair):
    return frozenset(normalise_name(x) if isinstance(x, str) else x for x in pair)


def _city_pair(m, a: int, b: int):
    return [m.cities[a].name, m.cities[b].name]


def _norm_pair(m, ref):
    try:
        return frozenset(m.city_index(x) for x in ref[:2])
    except (KeyError, TypeError):
        return None


def _query(state: GameState, st: dict, path: str, probs: _Problems):
    q = st["query"]
    m = state.map
    if q in ("missing_rails", "round_result"):
        probs.add(f"{path}.query", f"{q!r} applies to the Trans games only")
        return None, None
    if q == "station_borrow" and not state.rules.stations:
        probs.add(f"{path}.query", f"{m.name} has no stations: 'station_borrow' does not apply")
        return None, None
    seat = st.get("player")
    if q != "final_scores" and (not isinstance(seat, int) or isinstance(seat, bool)
                                or not 0 <= seat < state.n_players):
        probs.add(f"{path}.player", f"the query {q!r} needs a player 0..{state.n_players - 1}")
        return None, None
    if q == "final_scores":
        fs = final_scores(state)
        got = {str(s.seat): s.to_json() for s in fs.seats}
        got["winners"] = list(fs.winners)
        return got, fs
    if state.teams is not None and q in ("longest_path", "completed_tickets"):
        # asia: per team, keyed by team index (scenarios.md)
        k = state.teams.n_teams
        if not 0 <= seat < k:
            probs.add(f"{path}.player", f"in the Asia team variant {q!r} is asked per team: a "
                                        f"team index 0..{k - 1}")
            return None, None
        if q == "longest_path":
            return longest_path(state, state.teams.members(seat)[0])[0], None
        fs = final_scores(state)
        return [_city_pair(m, m.tickets[t].a, m.tickets[t].b) for t in fs.seats[seat].completed], \
            None
    if q == "longest_path":
        return longest_path(state, seat)[0], None
    if q == "completed_tickets":
        _, _, done = ticket_result(state, seat)
        return [_city_pair(m, m.tickets[t].a, m.tickets[t].b) for t in done], None
    if q == "station_borrow":
        total, borrowed, _ = ticket_result(state, seat)
        got = {"tickets": total, "borrowed": {
            m.cities[c].name: _city_pair(m, m.routes[r].a, m.routes[r].b)
            for c, r in borrowed.items() if r is not None}}
        return got, None
    if q == "legal_claims":
        r = resolve_route(m, st.get("route"), f"{path}.route", probs, state.owners)
        if r is None:
            return None, None
        return [C.card_dict(cs) for cs in claim_options(state, seat, r)], None
    probs.add(f"{path}.query", f"unknown query {q!r}")
    return None, None


#: ``final_scores`` parts: one a game does not score is 0 there (Deutschland's ``stations``).
_SCORE_PARTS = {"routes", "tickets", "stations", "bonus", "passengers"}


def _score_part(seat: dict, f):
    if f in seat:
        return seat[f]
    return 0 if f in _SCORE_PARTS else None


def _passengers_eq(expected, got: dict) -> bool:
    """A player's passengers as a multiset: ``{"red": 2}`` (zero counts ignored, as card sets),
    ``["red", "red"]``, or a bare number (how many in all)."""
    if _whole(expected):
        return expected == sum(got.values())
    try:
        if isinstance(expected, dict):
            if any(not _whole(v) or v < 0 for v in expected.values()):
                return False
            exp = Counter()
            for k, v in expected.items():
                exp[parse_colour(k).key] += v
        elif isinstance(expected, list):
            exp = Counter(parse_colour(k).key for k in expected)
        else:
            return False
    except (ValueError, AttributeError, TypeError):
        return False
    return +exp == +Counter(got)


def _cards_eq(a, b) -> bool:
    try:
        return C.card_set(a) == C.card_set(b)
    except (InvalidActionError, AttributeError):
        return False


def _colours_multiset(lst):
    try:
        return Counter(parse_colour(c).key for c in lst)
    except (ValueError, AttributeError, TypeError):
        return None


def _borrow_value(state: GameState, seat: int, borrowed: dict) -> int | None:
    """Ticket total when the stations borrow exactly the given routes (for equal-best checks)."""
    m = state.map
    import networkx as nx
    from ..graphs import connected_pairs
    from .scoring import player_graph
    H: nx.MultiGraph = player_graph(state, seat)
    for city, ref in borrowed.items():
        probs = _Problems("")
        r = resolve_route(m, ref, "", probs)
        c = resolve_city(m, city, "", probs)
        if probs.items or c not in state.players[seat].stations:
            return None
        rt = m.routes[r]
        cands = [x for x in m.routes_between(rt.a, rt.b)
                 if state.owners[x.index] >= 0 and state.owners[x.index] != seat]
        if c not in (rt.a, rt.b) or not cands:
            return None
        H.add_edge(rt.a, rt.b, key=cands[0].index, length=rt.length)
    tks = [m.tickets[t] for t in state.players[seat].tickets]
    done = connected_pairs(H, [(t.a, t.b) for t in tks])
    return sum(t.points if ok else -t.points for t, ok in zip(tks, done))


def _compare_query(state, st, q, expected, got) -> bool:
    m = state.map
    if q == "final_scores":
        if not isinstance(expected, dict):
            return False
        for k, v in expected.items():
            if k == "winners":
                if not isinstance(v, list) or Counter(got["winners"]) != Counter(
                        x for x in v if isinstance(x, int)) or len(v) != len(got["winners"]):
                    return False
            elif k not in got or not isinstance(v, dict) or \
                    any(_score_part(got[k], f) != val for f, val in v.items()):
                return False
        return True
    if q == "longest_path":
        return got == expected
    if q == "completed_tickets":
        if not isinstance(expected, list):
            return False
        return Counter(_norm_pair(m, x) for x in expected) == Counter(_norm_pair(m, x) for x in got)
    if q == "station_borrow":
        if not isinstance(expected, dict):
            return False
        if "tickets" in expected and expected["tickets"] != got["tickets"]:
            return False
        if "borrowed" in expected:
            exp = expected["borrowed"]
            if not isinstance(exp, dict):
                return False
            exp_n = {normalise_name(k): _norm_pair(m, v) for k, v in exp.items()
                     if isinstance(k, str) and isinstance(v, list)}
            got_n = {normalise_name(k): _norm_pair(m, v) for k, v in got["borrowed"].items()}
            if exp_n != got_n:  # any equally good choice is right
                value = _borrow_value(state, st["player"], exp)
                return value is not None and value == got["tickets"]
        return True
    if q == "legal_claims":
        if not isinstance(expected, list):
            return False
        try:
            return {C.card_set(x) for x in expected} == {C.card_set(x) for x in got}
        except (InvalidActionError, AttributeError):
            return False
    return False


def _check_state(state: GameState, steps_out, expect: dict, path: str, probs: _Problems):
    """(check name, expected, got, ok) for every state expectation after an action."""
    m = state.map
    res = []
    for key, exp in expect.items():
        if key in ("legal", "rule"):
            continue
        if key == "pending":
            got = _pending_name(state)
            res.append((key, exp, got, got == exp))
        elif key == "faceup":
            got = [Colour(c).key for c in state.faceup]
            res.append((key, exp, got, isinstance(exp, list) and
                        _colours_multiset(exp) == _colours_multiset(got)))
        elif key == "tunnel_extra":
            got = state.pending.extra if isinstance(state.pending, TunnelStage) else 0
            res.append((key, exp, got, got == exp))
        elif key == "revealed":
            got = []
            for s in steps_out:
                if s.key == "tunnel.reveal":
                    got = list(s.params["revealed"])
            res.append((key, exp, got, isinstance(exp, list) and
                        _colours_multiset(exp) == _colours_multiset(got)))
        elif key == "current_player":
            res.append((key, exp, state.current, state.current == exp))
        elif key == "final_round":
            res.append((key, exp, state.final_round, state.final_round == exp))
        elif key == "game_over":
            res.append((key, exp, state.game_over, state.game_over == exp))
        elif key == "players":
            if not isinstance(exp, dict):
                probs.add(f"{path}.expect.players", "must be an object keyed by player index")
                continue
            for idx, fields in exp.items():
                # "0", "1", ...: ASCII digits only ("²" is a digit to str.isdigit, not to int)
                if not re.fullmatch(r"[0-9]{1,3}", str(idx)) or int(idx) >= state.n_players or \
                        not isinstance(fields, dict):
                    probs.add(f"{path}.expect.players.{idx}", "not a player of this game")
                    continue
                p = state.players[int(idx)]
                t = state.teams
                for f, v in fields.items():
                    name = f"players.{idx}.{f}"
                    if f == "score" and t is not None:      # asia: the team's score
                        from .teams import team_score
                        got = team_score(state, t.of_seat[int(idx)])
                        res.append((name, v, got, got == v))
                    elif f == "score":
                        res.append((name, v, p.score, p.score == v))
                    elif f == "shared_hand" and t is not None:   # asia: the team's card holder
                        got = C.card_dict(t.hands[t.of_seat[int(idx)]])
                        res.append((name, v, got, _cards_eq(v, got)))
                    elif f == "shared_tickets" and t is not None:  # ... and ticket holder (count)
                        got = len(t.tickets[t.of_seat[int(idx)]])
                        res.append((name, v, got, got == v))
                    elif f == "team" and t is not None:
                        res.append((name, v, t.of_seat[int(idx)], t.of_seat[int(idx)] == v))
                    elif f == "trains":
                        res.append((name, v, p.trains, p.trains == v))
                    elif f == "hand":
                        got = C.card_dict(p.hand)
                        res.append((name, v, got, _cards_eq(v, got)))
                    elif f == "stations":
                        got = [m.cities[c].name for c in p.stations]
                        ok = isinstance(v, list) and all(isinstance(x, str) for x in v) and \
                            Counter(normalise_name(x) for x in v) == \
                            Counter(normalise_name(x) for x in got)
                        res.append((name, v, got, ok))
                    elif f == "routes":
                        got = sum(1 for o in state.owners if o == int(idx))
                        res.append((name, v, got, got == v))
                    elif f == "tickets":
                        res.append((name, v, len(p.tickets), len(p.tickets) == v))
                    elif f == "passengers" and state.rules.passengers:
                        got = dict(Counter(Colour(c).key for c in p.passengers))
                        res.append((name, v, got, _passengers_eq(v, got)))
                    else:
                        probs.add(f"{path}.expect.players.{idx}.{f}",
                                  f"unknown or inapplicable player field {f!r}")
        else:
            probs.add(f"{path}.expect.{key}", "unknown expectation")
    return res


_QUERY_RULES = {
    "europe": {"routes": ("score.routes",), "tickets": ("score.tickets", "tickets.complete"),
               "stations": ("score.stations", "station.unused"),
               "bonus": ("score.longest-path",), "winners": ("win.tiebreak",)},
    "deutschland": {"routes": ("score.routes", "claim.score"),
                    "tickets": ("score.tickets", "tickets.complete"),
                    "bonus": ("de.globetrotter",), "passengers": ("de.passenger-majority",),
                    "winners": ("win.tiebreak",)},
    "asia": {"routes": ("score.routes",), "tickets": ("score.tickets", "tickets.complete"),
             "bonus": ("asia.express", "asia.explorer"), "winners": ("win.tiebreak",)},
}


def _touches_country(state: GameState, seat) -> bool:
    """True if ``seat`` holds tickets and a country node is on one of them or on one of its
    routes (``de.countries`` then decides which of its tickets are completed)."""
    m = state.map
    countries = set(m.countries)
    if not countries or not _whole(seat) or not 0 <= seat < state.n_players or \
            not state.players[seat].tickets:
        return False
    ends = {c for t in state.players[seat].tickets for c in (m.tickets[t].a, m.tickets[t].b)}
    ends |= {c for r, o in enumerate(state.owners) if o == seat
             for c in (m.routes[r].a, m.routes[r].b)}
    return bool(ends & countries)


def _trace_query(trace: set, q: str, expect, state: GameState | None = None,
                 st: dict | None = None) -> None:
    """Rule ids whose numbers a query's expectation checks (for rule coverage reports)."""
    game = state.rules.game if state is not None else "europe"
    table = _QUERY_RULES.get(game, _QUERY_RULES["europe"])
    if q == "final_scores" and isinstance(expect, dict):
        for k, v in expect.items():
            fields = v if isinstance(v, dict) else {k: v}
            for f in fields:
                if f == "total":
                    for ids in table.values():
                        trace.update(ids)
                trace.update(table.get(f, ()))
                if f in ("total", "tickets") and state is not None and \
                        re.fullmatch(r"[0-9]{1,3}", str(k)) and _touches_country(state, int(k)):
                    trace.add("de.countries")
    elif q == "station_borrow":
        trace.update(("station.borrow", "tickets.complete"))
    elif q == "longest_path":
        trace.add("asia.express" if game == "asia" else "score.longest-path")
    elif q == "completed_tickets":
        trace.add("tickets.complete")
        if state is not None and st is not None and _touches_country(state, st.get("player")):
            trace.add("de.countries")
    elif q == "legal_claims":
        trace.update(("claim.color", "claim.gray"))
        if game == "deutschland":
            trace.add("de.claim")


#: Deutschland's ``de.claim`` is "claim a route as in Europe": the engine cites the Europe rule
#: that forbids a claim, and a scenario may name either.
_UMBRELLA = {"deutschland": {"de.claim": {"claim.open-route", "claim.trains", "claim.color",
                                          "claim.gray"}}}


def _rule_matches(state: GameState, expected, got) -> bool:
    if expected == got:
        return True
    return isinstance(expected, str) and \
        got in _UMBRELLA.get(state.rules.game, {}).get(expected, ())


def _trace_action(trace: set, state: GameState, action, expect, rule) -> None:
    """Rule ids an action step exercises beyond the engine's steps and rejections."""
    if state.rules.game != "deutschland":
        return
    if isinstance(action, ClaimRoute) and (rule is None or rule in _UMBRELLA["deutschland"][
            "de.claim"]):
        trace.add("de.claim")
    players = expect.get("players") if isinstance(expect, dict) else None
    if isinstance(players, dict) and any(isinstance(v, dict) and "passengers" in v
                                         for v in players.values()):
        trace.add("de.passengers")


def _other_family(data):
    """The family module that plays the scenario's game when it is not Ticket to Ride
    (Trans Europa / Trans America: :mod:`ttrwidgets.trans.scenario`), else None."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        return None
    try:
        info = registered(data["game"])
    except KeyError:
        return None
    if info.family == "ttr":
        return None
    from ..core.family import family
    return family(info.id)


def run_scenario(data, source: str = "<scenario>", trace: set | None = None) -> list[dict]:
    """Run a scenario; one result dict per expectation. Raises :class:`ScenarioError` if malformed.

    ``trace``, if given, collects the rule ids the scenario exercised: rules applied (steps),
    rules cited by rejections and rules whose numbers a query checks. A game of another family
    (Trans) runs through that family's scenario adapter.
    """
    other = _other_family(data)
    if other is not None:
        check_json_value(data, source, what="scenario")
        return other.run_scenario(data, source, trace)
    state, setup_steps = _setup(data, source)
    game = state.rules.game
    if trace is not None:
        opts = data.get("options", {})
        if game == "europe":
            trace.add("variant." + str(opts.get("variant", "classic")))
        trace.update(x.rule for x in setup_steps)  # a scenario without a position deals
    results = []
    for i, st in enumerate(data.get("steps", [])):
        state = run_step(state, st, f"$.steps[{i}]", source, results, trace, i)
    return results


def run_step(state: GameState, st, path: str, source: str, results: list,
             trace: set | None = None, index=None) -> GameState:
    """Run one scenario step ``st`` (an action or a query, with its ``expect``) on ``state``:
    append one result dict per expectation to ``results`` and return the state after it (the
    same state for a query or a refused action). ``path`` is the step's JSON path in
    ``source``; a malformed step raises :class:`ScenarioError`. Lessons run their scripted
    moves and their answer checks through here, so they mean exactly what a scenario means."""
    i = index
    probs = _Problems(source)
    if not isinstance(st, dict):
        probs.add(path, "a step is an object")
        probs.raise_if_any()
    expect = st.get("expect", {})
    if "do" in st and (not isinstance(st["do"], str) or st["do"] not in _DO):
        probs.add(f"{path}.do", f"unknown action {st['do']!r}")
    if "query" in st and (not isinstance(st["query"], str) or st["query"] not in _QUERIES):
        probs.add(f"{path}.query", f"unknown query {st['query']!r}")
    if "do" not in st and "query" not in st:
        probs.add(path, 'a step needs "do" (an action) or "query"')
    probs.raise_if_any()

    def out(check, expected, got, ok):
        results.append({"file": source, "step": i, "check": check, "ok": bool(ok),
                        "expected": expected, "got": got})
    if "do" in st:
        if not isinstance(expect, dict):
            probs.add(f"{path}.expect", "must be an object")
            probs.raise_if_any()
        action = _to_action(state, st, path, probs)
        probs.raise_if_any()
        steps_out = []
        try:
            state, steps_out = apply(state, action)
            legal, rule = True, None
        except IllegalActionError as e:
            legal, rule = False, e.rule_id
            if trace is not None:
                trace.add(e.rule_id)
        except InvalidActionError as e:
            probs.add(path, str(e))
            probs.raise_if_any()
        if trace is not None:
            trace.update(x.rule for x in steps_out)
            _trace_action(trace, state, action, expect, rule)
        if "legal" in expect:
            out("legal", expect["legal"], legal, legal == expect["legal"])
        if "rule" in expect:
            out("rule", expect["rule"], rule, _rule_matches(state, expect["rule"], rule))
        for check, exp, got, ok in _check_state(state, steps_out, expect, path, probs):
            out(check, exp, got, ok)
        probs.raise_if_any()
    else:
        got, _ = _query(state, st, path, probs)
        probs.raise_if_any()
        if "expect" in st:
            if trace is not None:
                _trace_query(trace, st["query"], expect, state, st)
            out(st["query"], expect, got, _compare_query(state, st, st["query"], expect, got))
    return state


def run_files(paths, stream=None, err=None) -> int:
    """The ``scenario`` command: print one JSON line per expectation; return the exit code.

    0: every expectation holds; 1: one fails; 2: a file is malformed (the message names the
    file and the JSON path) or could not be checked. The other files are still checked.
    """
    import sys
    stream = stream or sys.stdout
    err = err or sys.stderr
    code = 0
    for path in paths:
        try:
            data = load_scenario_file(path)
            results = run_scenario(data, str(path))
        except DataError as e:  # names its file (the scenario, or a broken map it needs)
            where = "" if e.source == printable(path) else f"{printable(path)}: "
            _say(f"error: {where}{e}", err)
            code = 2
            continue
        except TTRError as e:
            _say(f"error: {printable(path)}: {e}", err)
            code = 2
            continue
        except Exception as e:  # noqa: BLE001 - one bad file must not hide the others
            report_internal_error(e, err, f"{printable(path)}: ")
            code = 2
            continue
        for r in results:
            # lone surrogates (a JSON escape like "\\ud800") are written as \\udXXX escapes:
            # the line stays valid JSON and means the same
            _say(printable(json.dumps(r, ensure_ascii=False)), stream)
            if not r["ok"] and code == 0:
                code = 1
    return code


def _say(text: str, stream) -> None:
    """Print a line that never fails on characters the stream cannot encode."""
    try:
        print(text, file=stream)
    except UnicodeEncodeError:
        enc = getattr(stream, "encoding", None) or "ascii"
        print(text.encode(enc, "backslashreplace").decode(enc), file=stream)


# The pieces lessons (ttrwidgets.lessons) build on: a lesson is written on this format, so its
# actions, positions and checks are read by the same code.
Problems = _Problems
to_action = _to_action
check_state = _check_state
pending_name = _pending_name
ACTION_NAMES = frozenset(_DO)
POSITION_KEYS = frozenset(_POS_KEYS)
