"""One generic conformance run: seeded random games on every registered game × board × rule set
× player count, with invariants checked at every step (OpenSpiel-style).

Invariants: every train card and every passenger in one place, nothing negative, trains and the
running score recomputed from the claimed routes, the final score recomputed from scratch as the
sum of its parts, the JSON round trip of every state, the text round trip of every action,
illegal actions refused without a change, and replay of the whole record giving the same states.
"""
import json
import os
import random

import pytest

from ttrwidgets.core.registry import games
from ttrwidgets.engine.actions import ClaimRoute, DrawCard, DrawTickets, KeepTickets, \
    TakePassengers, parse_action
from ttrwidgets.engine.bots import GreedyBot, RandomBot
from ttrwidgets.engine.colours import Colour
from ttrwidgets.engine.errors import IllegalActionError, InvalidActionError
from ttrwidgets.engine.game import active_seats, apply, index, legal_actions, new_game, \
    why_illegal
from ttrwidgets.engine.passengers import majorities
from ttrwidgets.engine.record import GameRecord, replay, state_from_json, state_to_json
from ttrwidgets.engine.rules import ROUTE_POINTS, PRESETS
from ttrwidgets.engine.scoring import final_scores, route_points
from ttrwidgets.engine.state import Phase

#: games per case; CONFORMANCE_GAMES=10 for a longer run
GAMES = int(os.environ.get("CONFORMANCE_GAMES", "1"))

#: the Ticket to Ride games (the Trans family has its own conformance run: tests/trans)
TTR_GAMES = [g for g in games() if g.family == "ttr"]
#: every registered game x rule set x board x player count
CASES = [(g.id, rules, board, n) for g in TTR_GAMES for rules in g.rules for board in g.boards
         if PRESETS[rules].map_id == board for n in sorted(g.players)]


def test_every_registered_game_is_covered():
    assert {c[0] for c in CASES} >= {"europe", "deutschland"}
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
    assert len(tickets) == len(set(tickets))
    if rules.passengers:                    # de.passengers: 60 passengers, each in one place
        held = [k for ks in state.passengers for k in ks] + \
            [k for p in state.players for k in p.passengers]
        assert sorted(held) == sorted(int(c) for c, n in state.map.passengers for _ in range(n))
    else:
        assert state.passengers == () and all(p.passengers == () for p in state.players)
    if state.phase is not Phase.SETUP:
        # parallel tracks: never two of one group to one player; with few players one per group
        ix = index(state.map)
        for r, o in enumerate(state.owners):
            if o >= 0:
                others = [state.owners[g] for g in ix.group[r]]
                assert o not in others
                if state.n_players < rules.double_min_players:
                    assert all(x < 0 for x in others)


def check_final_scores(state):
    """The final score recomputed from scratch: every part, and the total as their sum."""
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
    return [ClaimRoute(seat, r.id, tuple(hand)),
            DrawCard(seat, "faceup", Colour.LOCOMOTIVE),
            KeepTickets(seat, (m.tickets[0].id,)),
            DrawTickets(seat, 5, 0) if state.rules.ticket_mix else DrawTickets(seat),
            TakePassengers(seat, ((city.name, Colour.RED),))]


def play_checked(rules, players, seed, bot_kind):
    state, _ = new_game(rules, players, seed)
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
        play_checked(rules, players, seed=1000 * players + g, bot_kind="random")


@pytest.mark.parametrize("rules,players", [("europe.classic", 2), ("europe.classic", 4),
                                           ("europe.classic", 5), ("deutschland", 2),
                                           ("deutschland", 4), ("deutschland", 5)])
def test_greedy_games(rules, players):
    for g in range(GAMES):
        end = play_checked(rules, players, seed=77 + g, bot_kind="greedy")
        # a ticket-minded bot completes most of its tickets
        fs = final_scores(end)
        done = sum(len(s.completed) for s in fs.seats)
        total = sum(len(p.tickets) for p in end.players)
        assert done >= total / 2


def test_same_seed_same_game_other_seed_other_game():
    a, _ = new_game("europe.classic", 3, 42)
    b, _ = new_game("europe.classic", 3, 42)
    c, _ = new_game("europe.classic", 3, 43)
    assert a == b and a.deck != c.deck
    d, _ = new_game("deutschland", 3, 42)
    e, _ = new_game("deutschland", 3, 43)
    assert d.passengers != e.passengers
