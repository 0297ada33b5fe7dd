"""Timings of :func:`longest_trail`, :func:`best_station_borrowing` and :func:`steiner_forest`
on realistic inputs.

Not a test: ``.venv/bin/python tools/bench_graphs.py`` prints the figures as JSON. The player
networks are grown on the real Europe map (47 cities, 101 routes) when
``ttrwidgets.ttr.maps.load_map`` is available, else on a random geometric graph of the same
size with lengths 1-4, 6, 8:

* ``longest_trail``: ``n`` networks of 10-25 routes, grown mostly from routes touching the
  network so far (so with many cycles), occasionally including both routes of a double route;
* ``best_station_borrowing``: on the same networks, 3 stations in cities next to the network,
  each with up to 8 candidate routes (routes into the city the player does not own) and 15
  tickets; plus 3 stations in the busiest cities (8 candidates each), and an adversarial
  construction where nothing can be pruned (all 9 ** 3 assignments are checked);
* ``steiner_forest`` (the ``cheapest_completion`` puzzle): the same networks cost 0, a quarter
  of the other routes are taken by opponents (unusable), and 3 or 5 real tickets are to be
  completed.
"""
from __future__ import annotations

import json
import random
import time

import sys
from pathlib import Path

import networkx as nx

if __package__ in (None, ""):              # run as a script: tools/x.py from a checkout
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ttrwidgets.graphs.borrow import best_station_borrowing  # noqa: E402
from ttrwidgets.graphs.steiner import steiner_forest  # noqa: E402
from ttrwidgets.graphs.trail import longest_trail  # noqa: E402

__all__ = ["bench"]


def _board(seed):
    """``(routes [(a, b, length, index)], tickets [(a, b, points)], source)``."""
    try:
        from ttrwidgets.ttr.maps import load_map
        m = load_map("europe")
        routes = [(r.a, r.b, r.length, r.index) for r in m.routes]
        tickets = [(t.a, t.b, t.points) for t in m.tickets]
        return routes, tickets, "europe map"
    except Exception:  # pragma: no cover - the engine is not available
        rng = random.Random(seed)
        G = nx.random_geometric_graph(47, 0.24, seed=seed)
        edges = list(G.edges())
        rng.shuffle(edges)
        edges = edges[:90]
        extra = rng.sample(edges, 11)  # double routes
        routes = [(a, b, rng.choice([1, 2, 2, 3, 3, 4, 4, 6, 8]), i)
                  for i, (a, b) in enumerate(edges + extra)]
        tickets = [(a, b, rng.randint(4, 21)) for a, b in
                   (rng.sample(range(47), 2) for _ in range(100))]
        return routes, tickets, "random geometric graph"


def _network(rng, routes, size):
    """A player's network of ``size`` routes grown mostly from routes touching it."""
    by_city: dict = {}
    for r in routes:
        by_city.setdefault(r[0], []).append(r)
        by_city.setdefault(r[1], []).append(r)
    owned: dict = {}
    cities: set = set()
    while len(owned) < size:
        if cities and rng.random() < 0.85:
            c = rng.choice(sorted(cities))
            r = rng.choice(by_city[c])
        else:
            r = rng.choice(routes)
        if r[3] in owned:
            continue
        pair = (min(r[0], r[1]), max(r[0], r[1]))
        if any((min(a, b), max(a, b)) == pair for a, b, _, _ in owned.values()) \
                and rng.random() > 0.2:
            continue  # usually a player does not own both routes of a double route
        owned[r[3]] = r
        cities.update(r[:2])
    G = nx.MultiGraph()
    for a, b, length, index in owned.values():
        G.add_edge(a, b, key=index, length=length)
    return G


def _stations(rng, routes, G, hubs=False):
    owned = {k for _, _, k in G.edges(keys=True)}
    count: dict = {}
    for a, b, _, i in routes:
        if i not in owned:
            count[a] = count.get(a, 0) + 1
            count[b] = count.get(b, 0) + 1
    if hubs:
        cities = sorted(count, key=lambda c: (-count[c], c))[:3]
    else:
        near = sorted({x for e in G.edges() for x in e} | {
            (a if b in G else b) for a, b, _, _ in routes if (a in G) != (b in G)})
        cities = rng.sample(near, min(3, len(near)))
    out = {}
    for c in cities:
        cands = [(a, b, i) for a, b, _, i in routes if c in (a, b) and i not in owned]
        rng.shuffle(cands)
        out[c] = cands[:8]
    return out


def _adversarial_borrow(rng):
    """3 stations x 8 candidates, each reaching its own component that holds a ticket city,
    15 tickets: nothing can be pruned, all 9 ** 3 assignments are checked."""
    G = nx.MultiGraph()
    stations = {}
    far = []
    for s in range(3):
        city = ("S", s)
        G.add_edge(city, ("own", s), key=("own", s), length=2)
        cands = []
        for j in range(8):
            c = ("C", s, j)
            G.add_edge(c, ("D", s, j), key=("d", s, j), length=3)
            cands.append((city, c, (s, j)))
            far.append(("D", s, j))
        stations[city] = cands
    rng.shuffle(far)  # 12 tickets cover every far component, 3 more start at home
    pairs = [(far[2 * i], far[2 * i + 1]) for i in range(12)]
    pairs += [(("own", s), rng.choice(far)) for s in range(3)]
    tickets = [(a, b, rng.randint(4, 21)) for a, b in pairs]
    return G, stations, tickets


def _pct(xs, q):
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))], 3)


def _summary(xs):
    return {"n": len(xs), "p50": _pct(xs, 0.5), "p95": _pct(xs, 0.95), "max": round(max(xs), 3)}


def bench(seed=0, n=200) -> dict:
    """Time both functions on ``n`` random player networks; milliseconds p50/p95/max.

    Examples
    --------
    >>> r = bench(seed=1, n=3)
    >>> sorted(r)  # doctest: +NORMALIZE_WHITESPACE
    ['board', 'longest_trail_ms', 'station_borrowing_adversarial_ms',
     'station_borrowing_hubs_ms', 'station_borrowing_ms', 'steiner_forest_3_tickets_ms',
     'steiner_forest_5_tickets_ms']
    >>> r["longest_trail_ms"]["n"]
    3
    """
    rng = random.Random(seed)
    routes, tickets, source = _board(seed)
    trail_ms, borrow_ms, hub_ms, adv_ms, sizes = [], [], [], [], []
    forest_ms = {3: [], 5: []}
    board = nx.MultiGraph()
    for a, b, length, i in routes:
        board.add_edge(a, b, key=i, length=length)
    for _ in range(n):
        G = _network(rng, routes, rng.randint(10, 25))
        sizes.append(G.number_of_edges())
        t = time.perf_counter()
        longest_trail(G)
        trail_ms.append((time.perf_counter() - t) * 1000)
        tks = rng.sample(tickets, 15)
        for hubs, out in ((False, borrow_ms), (True, hub_ms)):
            st = _stations(rng, routes, G, hubs)
            t = time.perf_counter()
            best_station_borrowing(G, st, tks)
            out.append((time.perf_counter() - t) * 1000)
        own = {k for _, _, k in G.edges(keys=True)}
        others = {r[3] for r in routes if r[3] not in own and rng.random() < 0.25}

        def cost(u, v, k, d, own=own, others=others):
            return 0 if k in own else None if k in others else d["length"]
        for k, out in forest_ms.items():
            pairs = [t[:2] for t in rng.sample(tickets, k)]
            t = time.perf_counter()
            steiner_forest(board, pairs, cost=cost)
            out.append((time.perf_counter() - t) * 1000)
    for _ in range(max(1, n // 10)):
        G, st, tks = _adversarial_borrow(rng)
        t = time.perf_counter()
        best_station_borrowing(G, st, tks)
        adv_ms.append((time.perf_counter() - t) * 1000)
    return {
        "board": {"source": source, "routes": len(routes), "networks": n,
                  "edges_min": min(sizes), "edges_max": max(sizes)},
        "longest_trail_ms": _summary(trail_ms),
        "station_borrowing_ms": _summary(borrow_ms),
        "station_borrowing_hubs_ms": _summary(hub_ms),
        "station_borrowing_adversarial_ms": _summary(adv_ms),
        "steiner_forest_3_tickets_ms": _summary(forest_ms[3]),
        "steiner_forest_5_tickets_ms": _summary(forest_ms[5]),
    }


def bench_trans(seed=0, n=300) -> dict:
    """Time the Trans "fewest missing rails" (:func:`ttrwidgets.trans.missing.missing_rails`,
    exact) on both boards: 5 cities (one per colour) and a network of 0-30 rails grown from a
    random start marker, plus 0-3 other networks; milliseconds p50/p95/max.

    >>> r = bench_trans(seed=1, n=3)
    >>> sorted(r), r["trans_europa_missing_rails_ms"]["n"]
    (['trans_america_missing_rails_ms', 'trans_europa_missing_rails_ms'], 3)
    """
    from ttrwidgets.trans.board import COLOURS, load_board
    from ttrwidgets.trans.missing import missing_rails
    rng = random.Random(seed)
    out = {}
    for bid in ("trans_europa", "trans_america"):
        b = load_board(bid)
        ms = []
        for _ in range(n):
            rails = set()
            for _net in range(rng.randint(1, 4)):
                start = rng.randrange(len(b.nodes))
                nodes = [start]
                for _r in range(rng.randint(0, 30 if _net == 0 else 10)):
                    v = rng.choice(nodes)
                    u, line = rng.choice(b.adj[v])
                    rails.add(line)
                    nodes.append(u)
                if _net == 0:
                    marker = start
            cities = [rng.choice([c.index for c in b.cities if c.colour == col])
                      for col in COLOURS]
            t = time.perf_counter()
            missing_rails(b, rails, marker, cities)
            ms.append((time.perf_counter() - t) * 1000)
        out[f"{bid}_missing_rails_ms"] = _summary(ms)
    return out


if __name__ == "__main__":  # pragma: no cover
    print(json.dumps({**bench(), **bench_trans()}, indent=1))
