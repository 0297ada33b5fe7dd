"""One generic conformance run: seeded random games on every registered game × board × rule set
× player count, with invariants checked at every step (OpenSpiel-style).

Invariants: every train card and every passenger in one place, nothing negative, trains and the
running score recomputed from the claimed routes, the final score recomputed from scratch as the
sum of its parts, the JSON round trip of every state, the text round trip of every action,
illegal actions refused without a change, and replay of the whole record giving the same states.
Games with teams (asia.md) also: the card holders in the card count, every ticket once (hands,
holders, deck), trains per partner, the team score as the partners' route points, and the team
final score recomputed from both partners' routes and all the team's tickets.
"""
import json
import os
import random

import pytest

from ttrwidgets.core.registry import games
from ttrwidgets.ttr.actions import ClaimRoute, DrawCard, DrawTickets, KeepTickets, \
    ShareTickets, TakePassengers, parse_action
from ttrwidgets.ttr.bots import GreedyBot, RandomBot
from ttrwidgets.ttr.colours import Colour
from ttrwidgets.core.errors import IllegalActionError, InvalidActionError
from ttrwidgets.ttr.game import active_seats, apply, index, legal_actions, new_game, \
    why_illegal
from ttrwidgets.ttr.passengers import majorities
from ttrwidgets.ttr.record import GameRecord, replay, state_from_json, state_to_json
from ttrwidgets.ttr.rules import BOARDS, ROUTE_POINTS, PRESETS, get_rules
from ttrwidgets.ttr.scoring import final_scores, route_points
from ttrwidgets.ttr.state import Phase

#: games per case; CONFORMANCE_GAMES=10 for a longer run
GAMES = int(os.environ.get("CONFORMANCE_GAMES", "1"))

#: the Ticket to Ride games (the Trans family has its own conformance run: tests/trans)
TTR_GAMES = [g for g in games() if g.family == "ttr"]
#: every registered game x rule set x board x player count
#: (a rule set plays on its own board, or on every board its game lists in rules.BOARDS)
CASES = [(g.id, rules, board, n) for g in TTR_GAMES for rules in g.rules for board in g.boards
         if PRESETS[rules].map_id == board or board in BOARDS.get(g.id, ())
         for n in sorted(g.players)]


def _rules(rules: str, board: str):
    """The rule set on ``board`` (its ``board`` option where it is not the preset's own)."""
    return rules if PRESETS[rules].map_id == board else get_rules(rules, board=board)


def test_every_registered_game_is_covered():
    assert {c[0] for c in CASES} >= {"europe", "deutschland", "asia"}
    assert {(c[2], c[3]) for c in CASES if c[0] == "asia"} == {
        ("legendary_asia", 4), ("legendary_asia", 6), ("europe", 4), ("europe", 6)}
    assert {c[1] for c in CASES} == {r for g in TTR_GAMES for r in g.rules}
    # every other family's games are covered by that family's own conformance run
    assert {g.family for g in games()} <= {"ttr", "trans"}


def check_invariants(state):
    assert state.card_count() == 110
    rules = state.rules
    for seat, p in enumerate(state.players):
        assert all(n >= 0 for n in p.hand)
        assert 0 <= p.trains <= rules.trains
        assert p.score == route_points(state, seat)
        assert p.trains == rules.trains - sum(
            state.map.routes[r].length for r in state.routes_of(seat))
        assert len(p.stations) <= rules.stations
    assert len(state.faceup) <= rules.faceup
    stations = [c for p in state.players for c in p.stations]
    assert len(stations) == len(set(stations))
    tickets = [t for p in state.players for t in p.tickets] + list(state.tickets) \
        + list(state.long_tickets)
    if state.teams is not None:
        check_teams(state)
        tickets += [t for ts in state.teams.tickets for t in ts]
    assert len(tickets) == len(set(tickets))
    if rules.passengers:                    # de.passengers: 60 passengers, each in one place
        held = [k for ks in state.passengers for k in ks] + \
            [k for p in state.players for k in p.passengers]
        assert sorted(held) == sorted(int(c) for c, n in state.map.passengers for _ in range(n))
    else:
        assert state.passengers == () and all(p.passengers == () for p in state.players)
    if state.phase is not Phase.SETUP and state.teams is None:
        # parallel tracks: never two of one group to one player; with few players one per group
        ix = index(state.map)
        for r, o in enumerate(state.owners):
            if o >= 0:
                others = [state.owners[g] for g in ix.group[r]]
                assert o not in others
                if state.n_players < rules.double_min_players:
                    assert all(x < 0 for x in others)


def check_teams(state):
    """asia.md: teams of 2 side by side, holders never negative, every partner's trains and the
    team score from its partners' routes, parallel tracks by the team rules."""
    t, m, rules = state.teams, state.map, state.rules
    n = state.n_players
    assert t.n_teams * 2 == n and all(t.of_seat[s] == s // 2 for s in range(n))
    assert all(min(h) >= 0 for h in t.hands)
    for team in range(t.n_teams):
        seats = t.members(team)
        assert sum(state.players[s].score for s in seats) == sum(
            ROUTE_POINTS[m.routes[r].length] for r, o in enumerate(state.owners) if o in seats)
    ix = index(m)
    few = n < rules.double_min_players
    for r, o in enumerate(state.owners):
        group = ix.group[r]
        if o < 0 or not group:
            continue
        others = [state.owners[g] for g in group]
        assert o not in others                                  # claim.double-same-player
        if len(group) == 1:                                     # asia.doubles-team
            assert all(x < 0 or t.of_seat[x] != t.of_seat[o] for x in others)
        if few and not m.routes[r].always_usable:               # asia.doubles-4p, triples-4p
            assert 1 + sum(x >= 0 for x in others) <= (1 if len(group) == 1 else 2)


def check_team_scores(state):
    fs = final_scores(state)
    t, m = state.teams, state.map
    assert len(fs.seats) == t.n_teams and fs.teams == tuple(t.members(x)
                                                            for x in range(t.n_teams))
    for sc in fs.seats:
        parts = dict(sc.parts)
        seats = t.members(sc.seat)
        assert sc.total == sum(parts.values())
        assert parts["score.routes"] == sum(state.players[s].score for s in seats)
        tks = [x for s in seats for x in state.players[s].tickets] + list(t.tickets[sc.seat])
        assert sorted(sc.completed + sc.failed) == sorted(tks)
        assert parts["score.tickets"] == sum(
            m.tickets[x].points * (1 if x in sc.completed else -1) for x in tks)
        assert set(parts) == {"score.routes", "score.tickets", "asia.express", "asia.explorer"}
        assert sc.to_json()["bonus"] == parts["asia.express"] + parts["asia.explorer"]
    most = max(len(s.completed) for s in fs.seats)
    longest = max(s.longest for s in fs.seats)
    for sc in fs.seats:
        assert dict(sc.parts)["asia.explorer"] == (10 if most and len(sc.completed) == most else 0)
        assert dict(sc.parts)["asia.express"] == (10 if longest and sc.longest == longest else 0)
    assert fs.winners and all(fs.seats[w].total == max(s.total for s in fs.seats)
                              for w in fs.winners)
    return fs


def check_final_scores(state):
    """The final score recomputed from scratch: every part, and the total as their sum."""
    if state.teams is not None:
        return check_team_scores(state)
    fs = final_scores(state)
    rules = state.rules
    most = max(len(s.completed) for s in fs.seats)
    major = majorities(state)
    for sc in fs.seats:
        parts = dict(sc.parts)
        assert sc.total == sum(parts.values())
        assert parts["score.routes"] == sum(
            ROUTE_POINTS[state.map.routes[r].length] for r in state.routes_of(sc.seat))
        tks = state.players[sc.seat].tickets
        assert parts["score.tickets"] == sum(
            state.map.tickets[t].points * (1 if t in sc.completed else -1) for t in tks)
        assert ("score.stations" in parts) == bool(rules.stations)
        assert ("score.longest-path" in parts) == bool(rules.longest_bonus)
        if rules.globetrotter:
            won = most > 0 and len(sc.completed) == most
            assert parts["de.globetrotter"] == (rules.globetrotter if won else 0)
        if rules.majority:
            assert parts["de.passenger-majority"] == sum(major[sc.seat].values())
        json_keys = set(sc.to_json())
        assert "total" in json_keys and "routes" in json_keys
    assert fs.winners and all(fs.seats[w].total == max(s.total for s in fs.seats)
                              for w in fs.winners)
    return fs


def some_illegal_actions(state, rng):
    """A few actions that are (almost always) illegal now, of every kind the game knows."""
    m = state.map
    seat = rng.randrange(state.n_players)
    r = m.routes[rng.randrange(len(m.routes))]
    hand = [0] * 9
    hand[rng.randrange(9)] = r.length
    city = m.cities[rng.randrange(len(m.cities))]
    out = [ClaimRoute(seat, r.id, tuple(hand)),
           DrawCard(seat, "faceup", Colour.LOCOMOTIVE),
           KeepTickets(seat, (m.tickets[0].id,)),
           DrawTickets(seat, 5, 0) if state.rules.ticket_mix else DrawTickets(seat),
           TakePassengers(seat, ((city.name, Colour.RED),))]
    if state.teams is not None:                  # asia.draw-split, claim-pool, share-tickets
        out += [DrawCard(seat, "deck"), DrawCard(seat, "faceup", Colour.LOCOMOTIVE, "hand"),
                ClaimRoute(seat, r.id, tuple(hand), tuple(hand)),
                ShareTickets(seat, tuple(tk.id for tk in m.tickets[:3])),
                KeepTickets(seat, (m.tickets[0].id,), m.tickets[1].id)]
    return out


def play_checked(rules, players, seed, bot_kind, board=None):
    state, _ = new_game(rules if board is None else _rules(rules, board), players, seed)
    bots = [(RandomBot if bot_kind == "random" else GreedyBot)(seed * 10 + s)
            for s in range(players)]
    rng = random.Random(seed)
    record = GameRecord.of_game(state)
    states = [state]
    check_invariants(state)
    for _ in range(5000):
        seats = active_seats(state)
        if not seats:
            break
        for bad in some_illegal_actions(state, rng):
            try:
                problem = why_illegal(state, bad)
            except InvalidActionError:
                continue
            if problem is None:
                continue
            with pytest.raises(IllegalActionError) as e:
                apply(state, bad)
            assert e.value.rule_id == problem.rule_id
        action = bots[seats[0]].choose(state, seats[0])
        assert parse_action(str(action)) == action
        assert why_illegal(state, action) is None
        state, steps = apply(state, action)
        assert steps, "every transition explains itself"
        record = record.with_action(action)
        states.append(state)
        check_invariants(state)
        again = state_from_json(json.loads(json.dumps(state_to_json(state))))
        assert again == state
    assert state.game_over
    assert legal_actions(state) == []
    check_final_scores(state)
    assert replay(GameRecord.from_json(json.loads(json.dumps(record.to_json())))) == states
    return state


@pytest.mark.parametrize("game,rules,board,players", CASES,
                         ids=[f"{r}-{b}-{n}p" for _, r, b, n in CASES])
def test_random_games(game, rules, board, players):
    for g in range(GAMES):
        play_checked(rules, players, seed=1000 * players + g, bot_kind="random", board=board)


@pytest.mark.parametrize("rules,players", [("europe.classic", 2), ("europe.classic", 4),
                                           ("europe.classic", 5), ("deutschland", 2),
                                           ("deutschland", 4), ("deutschland", 5),
                                           ("asia.team", 4), ("asia.team", 6)])
def test_greedy_games(rules, players):
    for g in range(GAMES):
        end = play_checked(rules, players, seed=77 + g, bot_kind="greedy")
        # a ticket-minded bot completes most of its tickets (a team: hands and holder)
        fs = final_scores(end)
        done = sum(len(s.completed) for s in fs.seats)
        total = sum(len(s.completed) + len(s.failed) for s in fs.seats)
        assert done >= total / 2


def test_same_seed_same_game_other_seed_other_game():
    a, _ = new_game("europe.classic", 3, 42)
    b, _ = new_game("europe.classic", 3, 42)
    c, _ = new_game("europe.classic", 3, 43)
    assert a == b and a.deck != c.deck
    d, _ = new_game("deutschland", 3, 42)
    e, _ = new_game("deutschland", 3, 43)
    assert d.passengers != e.passengers
