"""Station borrowing (``station.borrow``): hand-checked cases and a brute-force property."""
from __future__ import annotations

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ttrwidgets.graphs import best_station_borrowing, connected_pairs

from _reference import brute_borrowing


def own(*pairs):
    G = nx.MultiGraph()
    for i, (u, v) in enumerate(pairs):
        G.add_edge(u, v, key=100 + i, length=1)
    return G


def score_with(G, choice, tickets):
    H = nx.MultiGraph(G)
    for e in choice.values():
        if e is not None:
            H.add_edge(e[0], e[1], key=("b", e[2]))
    done = connected_pairs(H, [(a, b) for a, b, _ in tickets])
    return sum(p if ok else -p for (_, _, p), ok in zip(tickets, done))


def test_no_stations():
    G = own(("A", "B"))
    assert best_station_borrowing(G, {}, [("A", "B", 5), ("A", "C", 3)]) == (2, {})


def test_no_tickets():
    G = own(("A", "B"))
    assert best_station_borrowing(G, {"A": [("A", "C", 1)]}, []) == (0, {"A": None})


def test_station_without_candidates():
    G = own(("A", "B"))
    total, choice = best_station_borrowing(G, {"B": []}, [("A", "C", 4)])
    assert (total, choice) == (-4, {"B": None})


def test_one_borrow_completes_a_ticket():
    G = own(("A", "B"), ("C", "D"))
    stations = {"B": [("B", "X", 1), ("C", "B", 2), ("B", "C", 3)]}
    total, choice = best_station_borrowing(G, stations, [("A", "D", 7)])
    assert total == 7
    assert choice == {"B": ("C", "B", 2)}  # the first of the two equivalent routes


def test_one_station_choice_serves_two_tickets():
    # station in M: borrowing M-N completes both A-N and B-N; M-Z completes only one ticket
    G = own(("A", "M"), ("B", "M"))
    stations = {"M": [("M", "Z", 1), ("M", "N", 2)]}
    tickets = [("A", "N", 5), ("B", "N", 6), ("A", "Z", 8)]
    total, choice = best_station_borrowing(G, stations, tickets)
    assert total == 5 + 6 - 8
    assert choice == {"M": ("M", "N", 2)}


def test_same_route_cannot_serve_two_directions():
    # one station, two tickets in different directions: it can only help one of them
    G = own(("A", "S"))
    stations = {"S": [("S", "X", 1), ("S", "Y", 2)]}
    total, choice = best_station_borrowing(G, stations, [("A", "X", 4), ("A", "Y", 9)])
    assert (total, choice) == (9 - 4, {"S": ("S", "Y", 2)})


def test_borrowing_nothing_is_best():
    G = own(("A", "B"), ("B", "C"))
    stations = {"B": [("B", "D", 1)], "C": [("C", "E", 2), ("C", "A", 3)]}
    total, choice = best_station_borrowing(G, stations, [("A", "C", 10)])
    assert (total, choice) == (10, {"B": None, "C": None})
    # and when no candidate can help, also nothing
    total, choice = best_station_borrowing(G, stations, [("A", "Q", 6)])
    assert (total, choice) == (-6, {"B": None, "C": None})


def test_two_stations_chain_through_a_foreign_city():
    # neither borrowed route helps alone; together they join A to D through X, a city where the
    # player has nothing (the "dead end" pruning must not drop them)
    G = own(("A", "B"), ("C", "D"))
    stations = {"B": [("B", "X", 1)], "C": [("X", "C", 2)]}
    total, choice = best_station_borrowing(G, stations, [("A", "D", 12)])
    assert (total, choice) == (12, {"B": ("B", "X", 1), "C": ("X", "C", 2)})


def test_station_in_a_city_outside_the_network():
    # a station in X (no own route there) borrowing two... only one route: X-B joins nothing
    G = own(("A", "B"), ("C", "D"))
    stations = {"X": [("X", "B", 1), ("X", "C", 2)]}
    total, choice = best_station_borrowing(G, stations, [("A", "D", 3)])
    assert (total, choice) == (-3, {"X": None})
    total, choice = best_station_borrowing(G, stations, [("A", "X", 3)])
    assert (total, choice) == (3, {"X": ("X", "B", 1)})


def test_same_route_candidate_of_two_stations():
    G = own(("A", "S"), ("T", "B"))
    e = ("S", "T", 5)
    total, choice = best_station_borrowing(G, {"S": [e], "T": [e]}, [("A", "B", 4)])
    # one borrowing is enough; "nothing" sorts first, so the earlier station borrows nothing
    assert (total, choice) == (4, {"S": None, "T": e})


def test_ticket_with_equal_cities_and_missing_cities():
    G = own(("A", "B"))
    total, _ = best_station_borrowing(G, {"A": [("A", "C", 1)]},
                                      [("Q", "Q", 2), ("Q", "R", 3), ("A", "B", 1)])
    assert total == 2 - 3 + 1


def test_tie_rule_fewest_then_input_order():
    G = own(("A", "S1"), ("S2", "B"))
    # S1-S2 can be borrowed by either station: one route is enough (fewest borrowed), and
    # comparing stations in input order with "nothing" first, the LAST station borrows
    stations = {"S1": [("S1", "S2", 7)], "S2": [("S1", "S2", 8)]}
    assert best_station_borrowing(G, stations, [("A", "B", 1)]) == (
        1, {"S1": None, "S2": ("S1", "S2", 8)})
    stations = {"S2": [("S1", "S2", 8)], "S1": [("S1", "S2", 7)]}
    assert best_station_borrowing(G, stations, [("A", "B", 1)]) == (
        1, {"S2": None, "S1": ("S1", "S2", 7)})
    # within one station, the earliest of equivalent candidates
    G2 = own(("A", "S"), ("T", "B"))
    stations = {"S": [("S", "Z", 1), ("S", "T", 2), ("T", "S", 3)]}
    assert best_station_borrowing(G2, stations, [("A", "B", 1)]) == (1, {"S": ("S", "T", 2)})


def test_candidate_must_enter_the_city():
    with pytest.raises(ValueError):
        best_station_borrowing(own(("A", "B")), {"A": [("B", "C", 1)]}, [])
    with pytest.raises(ValueError):
        best_station_borrowing(own(("A", "B")), {"A": [("A", "C")]}, [])


def test_weight_is_ignored_and_inputs_unchanged():
    G = own(("A", "B"))
    stations = {"B": iter([("B", "C", 1)])}  # any iterable of candidates
    before = list(G.edges(keys=True))
    assert best_station_borrowing(G, stations, [("A", "C", 2)], weight="length") == (
        2, {"B": ("B", "C", 1)})
    assert list(G.edges(keys=True)) == before


def test_europe_hubs_worst_case(europe):
    """Three stations in the busiest cities with every route there owned by others."""
    m = europe
    deg = {c.index: sum(1 for r in m.routes if c.index in (r.a, r.b)) for c in m.cities}
    hubs = sorted(deg, key=lambda c: (-deg[c], c))[:3]
    stations = {c: [(r.a, r.b, r.index) for r in m.routes if c in (r.a, r.b)] for c in hubs}
    used = {e[2] for cands in stations.values() for e in cands}
    G = nx.MultiGraph()
    for r in m.routes:
        if r.index % 3 == 0 and r.index not in used:
            G.add_edge(r.a, r.b, key=r.index, length=r.length)
    tickets = [(t.a, t.b, t.points) for t in m.tickets[:15]]
    total, choice = best_station_borrowing(G, stations, tickets)
    assert total == score_with(G, choice, tickets)
    # exhaustive check against the brute force on a few tickets (the brute force is slow)
    few = tickets[:6]
    assert best_station_borrowing(G, stations, few) == brute_borrowing(G, stations, few)


# --------------------------------------------------------------------------- properties
@st.composite
def instances(draw):
    n = draw(st.integers(2, 8))
    city = st.integers(0, n - 1)
    G = nx.MultiGraph()
    G.add_nodes_from(draw(st.lists(city, max_size=2)))
    for i in range(draw(st.integers(0, 6))):
        G.add_edge(draw(city), draw(city), key=i, length=1)
    stations = {}
    for c in draw(st.lists(city, max_size=3, unique=True)):
        cands = []
        for j in range(draw(st.integers(0, 4))):
            other = draw(city)
            e = (c, other, 50 + 10 * c + j) if draw(st.booleans()) else (other, c, 50 + 10 * c + j)
            cands.append(e)
        stations[c] = cands
    tickets = [(draw(city), draw(city), draw(st.integers(1, 12)))
               for _ in range(draw(st.integers(0, 6)))]
    return G, stations, tickets


@settings(max_examples=400, deadline=None)
@given(instances())
def test_matches_brute_force(inst):
    G, stations, tickets = inst
    total, choice = best_station_borrowing(G, stations, tickets)
    assert (total, choice) == brute_borrowing(G, stations, tickets)
    assert total == score_with(G, choice, tickets)
    assert list(choice) == list(stations)
