"""The best routes for a player's stations to borrow (``station.borrow``).

At the end of a game of Ticket to Ride Europe, each train station lets its owner use exactly one
route of another player that enters the station's city, the same route for all of the owner's
tickets. :func:`best_station_borrowing` finds the assignment that maximises the ticket total.

Method: the player's own network is contracted to its connected components; a candidate route
only matters through the two components it joins, so the search runs on that small graph:

1. A candidate inside one component changes nothing (it is the same as borrowing nothing).
2. Candidates of one station that reach the same component are equivalent; only the first is
   kept.
3. A component that holds no ticket city and that only one station can reach is a dead end:
   joining it is the same as borrowing nothing (repeated until nothing changes).
4. Tickets whose answer no borrowing can change are counted once.
5. Every remaining combination is checked with a small union-find [1]_.

Each reduction replaces a choice with one that scores the same, borrows no more routes and comes
earlier in the input order, so it keeps the documented tie rule.

References
----------
.. [1] R. E. Tarjan, "Efficiency of a good but not linear set union algorithm", *Journal of the
   ACM* 22 (1975), 215-225.
.. [2] Ticket to Ride Europe rules, train stations (``station.borrow``).
"""
from __future__ import annotations

from itertools import product

from .connectivity import component_index

__all__ = ["best_station_borrowing"]


def best_station_borrowing(G, stations, tickets, weight=None, components=None):
    """The routes the stations should borrow to maximise the ticket total.

    Parameters
    ----------
    G : networkx.MultiGraph
        The player's OWN routes (cities as nodes).
    stations : mapping
        ``station_city -> iterable of candidate edges (u, v, key)``: the other players' claimed
        routes that enter that city (the caller builds the lists). A station without
        candidates borrows nothing.
    tickets : iterable of (a, b, points)
        The player's tickets.
    weight : optional
        Accepted for a uniform signature and ignored: connectivity does not depend on lengths.
    components : dict, optional
        ``component_index(G)`` (or :func:`~ttrwidgets.graphs.connectivity.edge_components` of
        ``G``'s edges) when the caller has it: then ``G`` is not read (it may be None). Not
        changed.

    Returns
    -------
    total : int
        The best ticket total, ``sum(+points if connected else -points)`` over the tickets,
        where ``a == b`` counts as connected (as in :func:`connected_pairs`).
    choice : dict
        ``{station_city: (u, v, key) or None}`` for every station, in the input order; the
        edge is the candidate exactly as given.

    Raises
    ------
    ValueError
        If a candidate is not a triple, or does not enter its station's city.

    Notes
    -----
    Tie rule: among assignments with the best total, the one that borrows the fewest routes
    (stations with a non-``None`` choice) wins; then the lexicographically smallest, comparing
    the stations in the mapping's iteration order and, for each, "borrow nothing" before its
    candidates in their given order. (So when two stations could borrow the same useful
    route, the later station in the mapping borrows it.)

    The search is exact; its size is the product over stations of (1 + number of candidates
    that reach different useful components), at most 9 ** 3 = 729 small union-find runs for
    three stations with eight candidates each.

    Examples
    --------
    The player owns Paris-Bruxelles and Wien-Budapest, and has a station in Bruxelles and one
    in Wien; other players own Bruxelles-Frankfurt and Frankfurt-Wien.

    >>> import networkx as nx
    >>> G = nx.MultiGraph([("Paris", "Bruxelles", 1), ("Wien", "Budapest", 7)])
    >>> stations = {"Bruxelles": [("Bruxelles", "Amsterdam", 2), ("Bruxelles", "Frankfurt", 3)],
    ...             "Wien": [("Frankfurt", "Wien", 4)],
    ...             "Roma": []}
    >>> tickets = [("Paris", "Budapest", 10), ("Paris", "Amsterdam", 4)]
    >>> total, choice = best_station_borrowing(G, stations, tickets)
    >>> total
    6
    >>> choice
    {'Bruxelles': ('Bruxelles', 'Frankfurt', 3), 'Wien': ('Frankfurt', 'Wien', 4), 'Roma': None}

    Borrowing nothing is preferred when it is as good:

    >>> best_station_borrowing(G, {"Bruxelles": [("Bruxelles", "Amsterdam", 2)]},
    ...                        [("Paris", "Bruxelles", 5)])
    (5, {'Bruxelles': None})
    """
    comp = component_index(G) if components is None else dict(components)
    fresh = [max(comp.values(), default=-1) + 1]

    def cid(n):
        c = comp.get(n)
        if c is None:  # a city outside the player's network is a component of its own
            c = comp[n] = fresh[0]
            fresh[0] += 1
        return c

    # --- stations: (city, candidates as given, station component, [(index, far component)])
    cities = list(stations)
    given = []
    options = []
    for city in cities:
        cands = []
        for e in stations[city]:
            e = tuple(e)
            if len(e) != 3:
                raise ValueError(f"station {city!r}: candidate {e!r} is not an edge (u, v, key)")
            if city not in (e[0], e[1]):
                raise ValueError(f"station {city!r}: candidate {e!r} does not enter {city!r}")
            cands.append(e)
        given.append(cands)
        sc = cid(city)
        opts, seen = [], {sc}
        for i, (u, v, _) in enumerate(cands):
            far = cid(v if u == city else u)
            if far not in seen:  # (1) same component; (2) equivalent to an earlier candidate
                seen.add(far)
                opts.append((i, far))
        options.append((sc, opts))

    # --- tickets: constant part and the pairs of components that may still join
    base = 0
    pending = []
    for a, b, p in tickets:
        if a == b:
            base += p
            continue
        ca, cb = cid(a), cid(b)
        if ca == cb:
            base += p
        else:
            pending.append((ca, cb, p))

    # --- (3) dead ends, to a fixed point
    while True:
        ticket_comps = {c for ca, cb, _ in pending for c in (ca, cb)}
        touch: dict = {}
        for s, (sc, opts) in enumerate(options):
            if opts:
                touch.setdefault(sc, set()).add(s)
            for _, far in opts:
                touch.setdefault(far, set()).add(s)
        changed = False
        for s, (sc, opts) in enumerate(options):
            keep = [(i, far) for i, far in opts if far in ticket_comps or len(touch[far]) > 1]
            if len(keep) != len(opts):
                options[s] = (sc, keep)
                changed = True
        # (4) a ticket whose component no borrowing can reach is lost for good
        reachable = set()
        for sc, opts in options:
            if opts:
                reachable.add(sc)
                reachable.update(far for _, far in opts)
        still = []
        for ca, cb, p in pending:
            if ca in reachable and cb in reachable:
                still.append((ca, cb, p))
            else:
                base -= p
                changed = True
        pending = still
        if not changed:
            break

    # --- (5) exhaustive search in lexicographic order; None (-1) first for every station
    choices = [[(-1, None)] + opts for _, opts in options]
    best_key = None
    best_combo = None
    if not pending:
        best_combo = tuple((-1, None) for _ in options)
        best_total = base
    else:
        for combo in product(*choices):
            parent: dict = {}
            count = 0
            for (sc, _), (i, far) in zip(options, combo):
                if i < 0:
                    continue
                count += 1
                x = sc
                while x in parent:
                    x = parent[x]
                y = far
                while y in parent:
                    y = parent[y]
                if x != y:
                    parent[y] = x
            total = base
            for ca, cb, p in pending:
                x = ca
                while x in parent:
                    x = parent[x]
                y = cb
                while y in parent:
                    y = parent[y]
                total += p if x == y else -p
            key = (-total, count)
            if best_key is None or key < best_key:  # strict: the earliest in lex order stays
                best_key, best_combo = key, combo
        best_total = -best_key[0]
    choice = {}
    for city, cands, (i, _) in zip(cities, given, best_combo):
        choice[city] = None if i < 0 else cands[i]
    return best_total, choice
