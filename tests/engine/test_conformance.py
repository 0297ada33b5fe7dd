"""Random seeded games on every rule set × player count, checking invariants at every step.

Invariants (OpenSpiel-style): 110 cards always, nothing negative, the running score equals the
score recomputed from the claimed routes, JSON round trip of every state, and replay of the
whole record gives the same states.
"""
import json
import os

import pytest

from ttrwidgets.engine.bots import GreedyBot, RandomBot
from ttrwidgets.engine.game import active_seats, apply, legal_actions, new_game, why_illegal
from ttrwidgets.engine.record import GameRecord, replay, state_from_json, state_to_json
from ttrwidgets.engine.rules import PRESETS
from ttrwidgets.engine.scoring import final_scores, route_points
from ttrwidgets.engine.state import Phase

#: games per (rule set, players); CONFORMANCE_GAMES=10 for a longer run
GAMES = int(os.environ.get("CONFORMANCE_GAMES", "1"))


def check_invariants(state):
    assert state.card_count() == 110
    for seat, p in enumerate(state.players):
        assert all(n >= 0 for n in p.hand)
        assert 0 <= p.trains <= state.rules.trains
        assert p.score == route_points(state, seat)
        assert p.trains == state.rules.trains - sum(
            state.map.routes[r].length for r in state.routes_of(seat))
        assert len(p.stations) <= state.rules.stations
    assert len(state.faceup) <= state.rules.faceup
    stations = [c for p in state.players for c in p.stations]
    assert len(stations) == len(set(stations))
    tickets = [t for p in state.players for t in p.tickets] + list(state.tickets)
    assert len(tickets) == len(set(tickets))
    if state.phase is not Phase.SETUP:
        # doubles: never both tracks to one player; with < 4 players at most one track used
        from ttrwidgets.engine.game import index
        ix = index(state.map)
        for r, o in enumerate(state.owners):
            if o >= 0:
                others = [state.owners[g] for g in ix.group[r]]
                assert o not in others
                if state.n_players < state.rules.double_min_players:
                    assert all(x < 0 for x in others)


def play_checked(rules, players, seed, bot_kind):
    state, _ = new_game(rules, players, seed)
    bots = [(RandomBot if bot_kind == "random" else GreedyBot)(seed * 10 + s)
            for s in range(players)]
    record = GameRecord.of_game(state)
    states = [state]
    check_invariants(state)
    for _ in range(5000):
        seats = active_seats(state)
        if not seats:
            break
        action = bots[seats[0]].choose(state, seats[0])
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
    fs = final_scores(state)
    for sc in fs.seats:
        assert sc.total == sc.routes + sc.tickets + sc.stations + sc.bonus
        assert sc.routes == state.players[sc.seat].score
    assert replay(GameRecord.from_json(json.loads(json.dumps(record.to_json())))) == states
    return state


@pytest.mark.parametrize("rules", sorted(PRESETS))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games(rules, players):
    for g in range(GAMES):
        play_checked(rules, players, seed=1000 * players + g, bot_kind="random")


@pytest.mark.parametrize("players", [2, 4, 5])
def test_greedy_games(players):
    for g in range(GAMES):
        end = play_checked("europe.classic", players, seed=77 + g, bot_kind="greedy")
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
