"""Final scoring reads each seat's routes as edges (no networkx graph): on real end positions it
gives what the networkx graph of the seat's routes gives (longest trail and its walk, station
borrowing, completed tickets), on Europe (stations) and Deutschland (countries as dead ends)."""
from __future__ import annotations

import pytest

from ttrwidgets.bench import random_game
from ttrwidgets.graphs import best_station_borrowing, connected_pairs, longest_trail
from ttrwidgets.ttr.scoring import borrow_candidates, final_scores, player_graph


@pytest.mark.parametrize("rules", ["europe.classic", "deutschland"])
@pytest.mark.parametrize("seed", range(6))
def test_final_scores_match_the_networkx_graphs(rules, seed):
    state, _ = random_game(seed, 4, rules)
    fs = final_scores(state)
    m = state.map
    for seat in range(4):
        G = player_graph(state, seat)
        score = fs[seat]
        if state.rules.longest_bonus:
            length, trail = longest_trail(G)
            assert (score.longest, score.trail) == (length, tuple(k for _, _, k in trail))
        tickets = state.players[seat].tickets
        tks = [(m.tickets[t].a, m.tickets[t].b, m.tickets[t].points) for t in tickets]
        stations = borrow_candidates(state, seat)
        extra = []
        if stations and tks:
            _, choice = best_station_borrowing(G, stations, tks)
            extra = [e for e in choice.values() if e is not None]
            assert score.borrowed == {c: (e[2] if e else None) for c, e in choice.items()}
        done = connected_pairs(G, tks, m.countries, extra_edges=extra)
        assert score.completed == tuple(t for t, ok in zip(tickets, done) if ok)
        assert score.tickets == sum(p if ok else -p for (_, _, p), ok in zip(tks, done))
