"""Scenario positions of the route games (``shared/spec/scenarios.md``, "Position (Ticket to
Ride games)"): the players' hands, trains, stations, routes, tickets, scores, passengers and
teams, the decks and the face-up cards -> a :class:`~ttrwidgets.ttr.state.GameState` at the
beginning of ``current_player``'s turn, every card and ticket accounted for."""
from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

from ...core.errors import Message
from ...core.scenario import Problems as _Problems
from ...core.scenario import is_whole as _whole
from .. import cards as C
from .. import passengers as P
from ..colours import LOCO, Colour, parse_colour
from ..game import shuffled, ticket_pool
from ..maps import GameMap, Ticket
from ..rules import ROUTE_POINTS
from ..state import GameState, Phase, PlayerState
from .refs import (_key_path, board_name, card_set_at, colour_noun, passenger_set_at,
                   resolve_city, resolve_route, resolve_ticket)


_PLAYER_KEYS = {"hand", "trains", "stations", "routes", "tickets", "score", "passengers", "team",
                "shared_hand", "shared_tickets"}


_POS_KEYS = {"players", "deck_top", "faceup", "discard", "current_player", "final_round",
             "ticket_deck_top", "board_passengers", "short_deck_top", "long_deck_top"}


#: Position keys that belong to one game only (the others are common to the TTR games).
_GAME_POS_KEYS = {"ticket_deck_top": ("europe", "asia"), "board_passengers": ("deutschland",),
                  "short_deck_top": ("deutschland",), "long_deck_top": ("deutschland",)}


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
        probs.add(path, Message("ttr-scen.wrong-deck", a=m.cities[m.tickets[t].a].name,
                                b=m.cities[m.tickets[t].b].name, deck=m.tickets[t].deck,
                                other=other))
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
        probs.add(path, Message("ttr-scen.own-ticket"))
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
        probs.add(_key_path(path, k), Message("ttr-scen.unknown-key"))
    for k, owner in _GAME_POS_KEYS.items():
        if k in pos and game not in owner:
            two = k == "ticket_deck_top" and rules.ticket_mix
            probs.add(f"{path}.{k}", Message("ttr-scen.two-decks" if two else
                                             "ttr-scen.key-not-here", key=k,
                                             board=board_name(m, game)))
    players = pos.get("players")
    if not isinstance(players, list) or len(players) != n:
        probs.add(f"{path}.players", Message("ttr-scen.players-list", n=n))
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
            probs.add(pp, Message("ttr-scen.player"))
            held_passengers.append(Counter())
            routes_of.append([])
            continue
        for k in sorted(set(p) - _PLAYER_KEYS):
            probs.add(_key_path(pp, k), Message("ttr-scen.unknown-key"))
        for k in ("passengers", "team", "shared_hand", "shared_tickets"):
            if k in p and not (rules.passengers if k == "passengers" else rules.team_size):
                probs.add(f"{pp}.{k}", Message("ttr-scen.key-not-here", key=k,
                                               board=board_name(m, game)))
        if "stations" in p and not rules.stations:
            probs.add(f"{pp}.stations", Message("ttr-scen.no-stations",
                                                board=board_name(m, game)))
        hand = card_set_at(p.get("hand", {}), f"{pp}.hand", probs) or C.EMPTY
        used = [u + h for u, h in zip(used, hand)]
        routes = []
        for j, ref in enumerate(p.get("routes", []) if isinstance(p.get("routes", []), list)
                                else probs.add(f"{pp}.routes", Message("ttr-scen.list")) or []):
            r = resolve_route(m, ref, f"{pp}.routes[{j}]", probs, owners)
            if r is not None:
                if owners[r] >= 0:
                    probs.add(f"{pp}.routes[{j}]", Message("ttr-scen.route-owned"))
                else:
                    owners[r] = i
                    routes.append(r)
        routes_of.append(routes)
        stations = []
        for j, name in enumerate(p.get("stations", []) if isinstance(p.get("stations", []), list)
                                 else probs.add(f"{pp}.stations", Message("ttr-scen.list")) or []):
            if not rules.stations:
                break
            c = resolve_city(m, name, f"{pp}.stations[{j}]", probs)
            if c is not None:
                if c in taken_stations:
                    probs.add(f"{pp}.stations[{j}]", Message("ttr-scen.one-station"))
                taken_stations[c] = i
                stations.append(c)
        if rules.stations and len(stations) > rules.stations:
            probs.add(f"{pp}.stations", Message("ttr-scen.stations", most=rules.stations))
        tickets = []
        for j, ref in enumerate(p.get("tickets", []) if isinstance(p.get("tickets", []), list)
                                else probs.add(f"{pp}.tickets", Message("ttr-scen.list")) or []):
            t = _custom_ticket(m, ref, f"{pp}.tickets[{j}]", probs, custom)
            if t == -1:
                continue
            if t is None:
                t = resolve_ticket(m, ref, f"{pp}.tickets[{j}]", probs,
                                   pool + [t for t in all_tickets if t not in pool])
            if t is not None:
                if t in held_tickets:
                    probs.add(f"{pp}.tickets[{j}]", Message("ttr-scen.ticket-held"))
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
                              Message("ttr-scen.passengers-used", n=in_play[colour],
                                      colour=colour_noun(Colour(colour).key, m),
                                      most=bag[colour]))
        held_passengers.append(held)
        spent = sum(m.routes[r].length for r in routes)
        trains = p.get("trains", rules.trains - spent)
        if not _whole(trains) or not 0 <= trains <= rules.trains:
            probs.add(f"{pp}.trains", Message("ttr-scen.trains", most=rules.trains))
            trains = 0
        score = p.get("score", sum(ROUTE_POINTS[m.routes[r].length] for r in routes))
        if not _whole(score):
            probs.add(f"{pp}.score", Message("ttr-scen.whole"))
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
            probs.add(bpath, Message("ttr-scen.board-passengers",
                                     example='{"Berlin": ["red", "red"]}'))
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
                    probs.add(cp, Message("ttr-scen.city-given-twice", city=m.cities[c].name,
                                          name=named[c]))
                named[c] = name
                for colour, k in sorted(counts.items()):
                    in_play[colour] += k
                    if k and in_play[colour] > bag[colour]:
                        probs.add(cp, Message("ttr-scen.passengers-used", n=in_play[colour],
                                              colour=colour_noun(Colour(colour).key, m),
                                              most=bag[colour]))
                    board[c] += [colour] * k
    piles = {}
    for key in ("deck_top", "faceup", "discard"):
        if key in pos:
            v = pos[key]
            if not isinstance(v, list):
                probs.add(f"{path}.{key}", Message("ttr-scen.colours"))
                continue
            cards = []
            for j, c in enumerate(v):
                try:
                    col = parse_colour(c) if isinstance(c, str) else None
                except ValueError:
                    col = None
                if col is None or col == Colour.GRAY:
                    probs.add(f"{path}.{key}[{j}]", Message("ttr-scen.not-a-card",
                                                            value=json.dumps(c, ensure_ascii=False)))
                    continue
                cards.append(int(col))
                used[col] += 1
            piles[key] = cards
    if len(piles.get("faceup", [])) > rules.faceup:
        probs.add(f"{path}.faceup", Message("ttr-scen.faceup", most=rules.faceup))
    for k in range(9):
        supply = 14 if k == LOCO else 12
        if used[k] > supply:
            probs.add(path, Message("ttr-scen.cards-used", n=used[k], key=Colour(k).key,
                                    colour=colour_noun(Colour(k).key, m), most=supply))
    cur = pos.get("current_player", 0)
    if not _whole(cur) or not 0 <= cur < n:
        probs.add(f"{path}.current_player", Message("ttr-scen.seat", last=n - 1))
        cur = 0
    final = pos.get("final_round", False)
    if not isinstance(final, bool):
        probs.add(f"{path}.final_round", Message("ttr-scen.flag"))
    # the tops of the ticket decks: Europe one deck (ticket_deck_top), Deutschland two
    tops = {}
    decks = {"ticket_deck_top": regular} if not rules.ticket_mix else \
        {"short_deck_top": regular, "long_deck_top": long_}
    for key, deck in decks.items():
        top = []
        v = pos.get(key, [])
        if not isinstance(v, list):
            probs.add(f"{path}.{key}", Message("ttr-scen.ticket-list"))
            v = []
        for j, ref in enumerate(v):
            jp = f"{path}.{key}[{j}]"
            t = resolve_ticket(m, ref, jp, probs, regular) if not rules.ticket_mix else \
                _resolve_deck_ticket(m, ref, jp, probs, deck, pool, key)
            if t is not None:
                if t in held_tickets or any(t in x for x in tops.values()) or t in top:
                    probs.add(jp, Message("ttr-scen.ticket-placed"))
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
    from ..teams import TeamState
    n, size = len(players), rules.team_size
    k = n // size
    of_seat = []
    for i, p in enumerate(players):
        t = p.get("team", i // size)
        if not _whole(t) or not 0 <= t < k:
            probs.add(f"{path}.players[{i}].team", Message("ttr-scen.team", last=k - 1))
            t = i // size
        of_seat.append(t)
    for t in range(k):
        members = [i for i, x in enumerate(of_seat) if x == t]
        side = len(members) == size and all(
            (members[0] + j) % n in members for j in range(size)) or len(members) == size and \
            all((members[-1] + j) % n in members for j in range(size))
        if len(members) != size or not side:
            probs.add(f"{path}.players", Message("ttr-scen.team-seats", team=t, size=size,
                                                 rule="asia.teams", seats=str(members)))
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
                    probs.add(f"{path}.players[{i}].{key}",
                              Message("ttr-scen.team-holder", key=key, first=first))
        hand = card_set_at(players[first].get("shared_hand", {}), f"{fp}.shared_hand",
                           probs) or C.EMPTY
        used = [u + h for u, h in zip(used, hand)]
        hands.append(hand)
        tks = []
        lst = players[first].get("shared_tickets", [])
        if not isinstance(lst, list):
            probs.add(f"{fp}.shared_tickets", Message("ttr-scen.ticket-list"))
            lst = []
        for j, ref in enumerate(lst):
            tp = f"{fp}.shared_tickets[{j}]"
            tk = resolve_ticket(m, ref, tp, probs, pool + [x for x in all_tickets if x not in pool])
            if tk is not None:
                if tk in held_tickets:
                    probs.add(tp, Message("ttr-scen.ticket-held"))
                held_tickets.add(tk)
                tks.append(tk)
        shared.append(tuple(tks))
        given = {g for g in (given_scores[i] for i in members) if g is not None}
        if len(given) > 1:
            probs.add(f"{path}.players[{members[1]}].score", Message("ttr-scen.team-score"))
        elif given:
            own = sum(pstates[i].score for i in members)
            pstates[first] = replace(pstates[first],
                                     score=pstates[first].score + given.pop() - own)
    return TeamState(tuple(of_seat), tuple(hands), tuple(shared)), pstates, used
