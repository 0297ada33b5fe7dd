"""Brute-force references for the graph tests (tiny inputs only)."""
from __future__ import annotations

from itertools import product

import networkx as nx


def edges_of(G, weight="length"):
    return [(u, v, k, (1 if weight is None else d.get(weight, 1)))
            for u, v, k, d in G.edges(keys=True, data=True)]


def brute_longest_trail(G, weight="length"):
    """Exhaustive search over every trail (every walk over distinct edges) from every node.

    Identical states (current node, set of used edges) are merged with a memo, which changes
    nothing about what is covered but keeps pathological inputs (nine loops on one node)
    fast. No pruning, no contraction, no bounds: the implementation's tricks are not used.
    """
    edges = edges_of(G, weight)
    adj = {}
    for i, (u, v, _, _) in enumerate(edges):
        adj.setdefault(u, []).append(i)
        if v != u:
            adj.setdefault(v, []).append(i)
    memo = {}

    def best_from(node, used):
        key = (node, used)
        if key not in memo:
            b = 0
            for i in adj[node]:
                if not used >> i & 1:
                    u, v, _, w = edges[i]
                    b = max(b, w + best_from(v if node == u else u, used | 1 << i))
            memo[key] = b
        return memo[key]

    return max((best_from(n, 0) for n in adj), default=0)


def is_trail(G, trail):
    """Edges exist in G, are distinct, and chain head to tail."""
    keys = [(min(u, v, key=repr), max(u, v, key=repr), k) for u, v, k in trail]
    if len(set(keys)) != len(keys):
        return False
    for u, v, k in trail:
        if not G.has_edge(u, v, k):
            return False
    return all(a[1] == b[0] for a, b in zip(trail, trail[1:]))


def trail_weight(G, trail, weight="length"):
    return sum((1 if weight is None else G.edges[u, v, k].get(weight, 1)) for u, v, k in trail)


def brute_borrowing(G, stations, tickets):
    """Every assignment, with the documented tie rule."""
    cities = list(stations)
    choices = [[None] + [tuple(e) for e in stations[c]] for c in cities]
    best = None
    for combo in product(*[range(len(c)) for c in choices]):
        H = nx.MultiGraph(G)
        for c, i in zip(cities, combo):
            if i:
                u, v, k = choices[cities.index(c)][i]
                H.add_edge(u, v, key=("borrowed", c, k))
        total = 0
        for a, b, p in tickets:
            ok = a == b or (a in H and b in H and nx.has_path(H, a, b))
            total += p if ok else -p
        count = sum(1 for i in combo if i)
        key = (-total, count, combo)
        if best is None or key < best:
            best = key
    total = -best[0]
    return total, {c: (choices[j][i] if i else None)
                   for j, (c, i) in enumerate(zip(cities, best[2]))}
