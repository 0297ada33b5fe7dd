"""The route kinds' exact answers (``shared/spec/puzzles.md``), and checking a learner's answer;
their handlers (:mod:`.kinds`) call them for :func:`ttrwidgets.puzzles.solve.solve`,
:func:`~ttrwidgets.puzzles.solve.check_answer`, :func:`~ttrwidgets.puzzles.solve.to_json` and
:func:`~ttrwidgets.puzzles.solve.compare_json`:

* ``best_station``: every city without a station is tried as the player's next station, each
  with the best borrowing of all the player's stations (:func:`~ttrwidgets.graphs.
  best_station_borrowing`, ``station.borrow``);
* ``longest_trail``: the player's longest trail (:func:`~ttrwidgets.graphs.longest_trail`,
  ``score.longest-path``);
* ``tunnel_odds``: the hypergeometric distribution of the extra cards, in exact fractions
  (``tunnel.reveal``, ``tunnel.extra``);
* ``cheapest_completion``: a minimum Steiner forest (:func:`~ttrwidgets.graphs.steiner_forest`)
  over the routes the player may still claim, own routes free, countries as dead ends
  (``de.countries``).

The :class:`~ttrwidgets.puzzles.solve.Solution`'s ``detail`` holds what the explanation needs:

* ``best_station``: ``baseline`` (the ticket total without a new station), ``table``
  (city -> ticket total with a station there, every candidate), ``borrowed`` (answer city ->
  ``{station city: route or None}``), ``completed`` (answer city -> completed ticket
  indices), ``completed_now`` (ticket indices completed without a new station);
* ``longest_trail``: ``start`` (the first city of the trail), ``odd`` (cities of odd degree
  in the player's network), ``total`` (all the player's train spaces);
* ``tunnel_odds``: ``matching``, ``unseen`` (numbers of cards), ``reveal``;
* ``cheapest_completion``: ``tickets`` (the city pairs), ``own`` (own routes the answer
  uses), ``impossible`` (ticket pairs that cannot be completed any more).

>>> from ttrwidgets.puzzles.model import load_puzzle
>>> from ttrwidgets.puzzles.solve import solve
>>> p = load_puzzle({"kind": "longest_trail", "game": "europe", "options": {"players": 2},
...                  "position": {"players": [{"routes": [["Paris", "Bruxelles", "yellow"],
...                  ["Paris", "Frankfurt", "white"]]}, {}]}, "player": 0}, "demo.json")
>>> sol = solve(p)
>>> sol.value, _trail_answers(p, sol)
(5, [['Bruxelles', 'Paris', 'yellow'], ['Paris', 'Frankfurt', 'white']])
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from math import comb

import networkx as nx

from ...graphs import connected_pairs, longest_trail
from ...puzzles.solve import Solution, Verdict, check_answer, fraction_text, parse_fraction
from .. import multiroute
from ..colours import LOCO
from ..scoring import player_graph, ticket_result
from .model import RoutePuzzle as Puzzle, city_json, route_json

__all__ = ["usable_cost", "station_value", "own_seats", "ROUTE_KINDS"]


def station_value(state, seat: int, city: int) -> tuple[int, dict, tuple]:
    """``ticket_result`` of ``seat`` with one more station on ``city`` (``station.borrow``):
    (ticket total, borrowed ``{station: route or None}``, completed ticket indices)."""
    pl = state.players[seat]
    players = list(state.players)
    players[seat] = replace(pl, stations=pl.stations + (city,))
    return ticket_result(replace(state, players=tuple(players)), seat)


def _best_station(p: Puzzle) -> Solution:
    state, seat = p.state, p.player
    taken = {c for pl in state.players for c in pl.stations}
    table, borrowed, completed = {}, {}, {}
    for c in range(len(state.map.cities)):
        if c in taken:
            continue
        table[c], borrowed[c], completed[c] = station_value(state, seat, c)
    best = max(table.values())
    answers = tuple(c for c, v in table.items() if v == best)
    baseline, _, now = ticket_result(state, seat)
    return Solution("best_station", best, answers, {
        "baseline": baseline, "table": table,
        "borrowed": {c: borrowed[c] for c in answers},
        "completed": {c: completed[c] for c in answers},
        "completed_now": now})


def _longest_trail(p: Puzzle) -> Solution:
    G = player_graph(p.state, p.player)
    length, trail = longest_trail(G)
    odd = tuple(sorted(n for n, d in G.degree() if d % 2))
    total = sum(d["length"] for _, _, d in G.edges(data=True))
    return Solution("longest_trail", length, tuple(k for _, _, k in trail), {
        "start": trail[0][0] if trail else None, "odd": odd, "total": total})


def _tunnel_odds(p: Puzzle) -> Solution:
    unseen, colour, n_rev = p.unseen, p.colour, p.reveal
    n = sum(unseen)
    match = unseen[LOCO] + (unseen[colour] if colour != LOCO else 0)
    total = comb(n, n_rev)
    dist = tuple(Fraction(comb(match, k) * comb(n - match, n_rev - k), total)
                 for k in range(n_rev + 1))
    return Solution("tunnel_odds", 1 - dist[0], dist, {
        "matching": match, "unseen": n, "reveal": n_rev, "colour": colour})


def own_seats(state, seat: int) -> tuple:
    """The seats whose routes count as ``seat``'s own: the seat, or with teams (asia.md) both
    partners (tickets and the Asia Express use the team's routes)."""
    from ..teams import partners
    return partners(state, seat)


def usable_cost(state, seat: int):
    """The cost function of ``cheapest_completion``: the seat's own routes (with teams: the
    team's) cost 0, a free route it may still claim its length, any other route (another
    player's, or closed by ``claim.double-few-players`` / ``de.multi-routes`` /
    ``asia.doubles-4p``) None (unusable)."""
    owners = state.owners
    own = own_seats(state, seat)

    def cost(u, v, k, d):
        o = owners[k]
        if o in own:
            return 0
        if o >= 0 or multiroute.block(state, seat, k) is not None:
            return None
        return d["length"]
    return cost


def _cheapest(p: Puzzle) -> Solution:
    from ...graphs.steiner import steiner_forest
    state, seat, m = p.state, p.player, p.map
    G = m.to_networkx()
    cost = usable_cost(state, seat)
    pairs = [t for t in p.tickets if t[0] != t[1]]
    value, edges = steiner_forest(G, pairs, cost=cost, no_through=m.countries)
    impossible = ()
    if value is None:
        impossible = tuple(t for t in pairs
                           if steiner_forest(G, [t], cost=cost, no_through=m.countries)[0] is None)
        return Solution("cheapest_completion", None, (), {
            "tickets": p.tickets, "own": (), "impossible": impossible})
    free = tuple(sorted(k for _, _, k in edges if state.owners[k] < 0))
    mine = own_seats(state, seat)
    own = tuple(sorted(k for _, _, k in edges if state.owners[k] in mine))
    return Solution("cheapest_completion", value, free, {
        "tickets": p.tickets, "own": own, "impossible": impossible})


def _station_answers(p: Puzzle, sol: Solution) -> list:
    return [city_json(p.map, c) for c in sol.answers]


def _odds_answers(p: Puzzle, sol: Solution) -> list:
    return [fraction_text(f) for f in sol.answers]


def _trail_answers(p: Puzzle, sol: Solution) -> list:
    """In walking order, each route from where the walk is."""
    m = p.map
    answers, here = [], sol.detail["start"]
    for r in sol.answers:
        ref = route_json(m, r)
        if m.city_index(ref[0]) != here:
            ref[0], ref[1] = ref[1], ref[0]
        here = m.city_index(ref[1])
        answers.append(ref)
    return answers


def _routes_answers(p: Puzzle, sol: Solution) -> list:
    return [route_json(p.map, r) for r in sol.answers]


# --------------------------------------------------------------------------- checking
def _trail_problem(G: nx.MultiGraph, routes, m) -> Verdict | None:
    """Why the route set is not one trail (each route once, one piece, at most two odd ends)."""
    if len(set(routes)) != len(routes):
        return Verdict(False, "trail.repeated")
    H = nx.MultiGraph()
    for r in routes:
        rt = m.routes[r]
        H.add_edge(rt.a, rt.b, key=r)
    if H.number_of_edges() and not nx.is_connected(H):
        return Verdict(False, "trail.pieces", {"pieces": nx.number_connected_components(H)})
    odd = [n for n, d in H.degree() if d % 2]
    if len(odd) > 2:
        return Verdict(False, "trail.branches", {"odd": sorted(odd)})
    return None


def _ordered_trail_ok(m, routes) -> bool:
    """Do the routes, in this order, form a walk (each shares a city with the next, in some
    orientation of the first)?"""
    if not routes:
        return True
    first = m.routes[routes[0]]
    for at in (first.b, first.a):
        ok = True
        here = at
        for r in routes[1:]:
            rt = m.routes[r]
            if rt.a == here:
                here = rt.b
            elif rt.b == here:
                here = rt.a
            else:
                ok = False
                break
        if ok:
            return True
    return False


def _check_station(p: Puzzle, sol: Solution, answer) -> Verdict:
    if answer not in sol.detail["table"]:
        return Verdict(False, "station.taken" if isinstance(answer, int) else "station.none",
                       {"city": answer})
    got = sol.detail["table"][answer]
    return Verdict(got == sol.value, "station.best" if got == sol.value else "station.less",
                   {"city": answer, "got": got, "best": sol.value})


def _check_trail(p: Puzzle, sol: Solution, answer) -> Verdict:
    st, seat, m = p.state, p.player, p.map
    routes = list(answer or ())
    mine = own_seats(st, seat)                # asia: the team's routes
    if any(st.owners[r] not in mine for r in routes):
        return Verdict(False, "trail.not-own", {"routes": [r for r in routes
                                                          if st.owners[r] not in mine]})
    bad = _trail_problem(player_graph(st, seat), routes, m)
    if bad is not None:
        return bad
    got = sum(m.routes[r].length for r in routes)
    return Verdict(got == sol.value, "trail.best" if got == sol.value else "trail.shorter",
                   {"got": got, "best": sol.value})


def _check_odds(p: Puzzle, sol: Solution, answer) -> Verdict:
    f = parse_fraction(answer)
    if f is None:
        return Verdict(False, "odds.unreadable", {"answer": answer})
    return Verdict(f == sol.value, "odds.right" if f == sol.value else "odds.wrong",
                   {"got": f, "best": sol.value})


def _check_completion(p: Puzzle, sol: Solution, answer) -> Verdict:
    st, seat, m = p.state, p.player, p.map
    if answer is None:
        return Verdict(sol.value is None, "completion.impossible-right"
                       if sol.value is None else "completion.possible", {"best": sol.value})
    routes = sorted(set(answer))
    cost = usable_cost(st, seat)
    unusable = [r for r in routes if st.owners[r] in own_seats(st, seat)
                or cost(m.routes[r].a, m.routes[r].b, r,
                        {"length": m.routes[r].length}) is None]
    if unusable:
        return Verdict(False, "completion.unusable", {"routes": unusable})
    G = player_graph(st, seat)
    for r in routes:
        rt = m.routes[r]
        G.add_edge(rt.a, rt.b, key=r, length=rt.length)
    done = connected_pairs(G, p.tickets, m.countries)
    missing = [t for t, ok in zip(p.tickets, done) if not ok]
    got = sum(m.routes[r].length for r in routes)
    if missing:
        return Verdict(False, "completion.incomplete", {"tickets": missing, "got": got})
    if sol.value is None:  # pragma: no cover - a complete answer proves it possible
        return Verdict(False, "completion.impossible-wrong", {})
    return Verdict(got == sol.value, "completion.best" if got == sol.value
                   else "completion.dearer", {"got": got, "best": sol.value})


def _routes_from_json(p: Puzzle, refs, owner_ok) -> list | None:
    """Route references of an answer (``[A, B]`` / ``[A, B, COLOUR]``) -> route indices, each
    picked among the routes ``owner_ok`` accepts; None if one matches none."""
    from ..colours import parse_colour
    m = p.map
    out = []
    if not isinstance(refs, list):
        return None
    for ref in refs:
        if not isinstance(ref, list) or len(ref) not in (2, 3):
            return None
        try:
            a, b = m.city_index(ref[0]), m.city_index(ref[1])
            colour = parse_colour(ref[2]) if len(ref) == 3 else None
        except (KeyError, ValueError, TypeError, AttributeError):
            return None
        cands = [r.index for r in m.routes_between(a, b)
                 if (colour is None or r.colour == colour) and owner_ok(r.index)
                 and r.index not in out]
        if not cands:
            return None
        out.append(cands[0])
    return out


def _compare_station(p: Puzzle, sol: Solution, exp_a) -> tuple[bool, str]:
    m = p.map
    try:
        cities = {m.city_index(x) for x in exp_a}
    except (KeyError, TypeError, AttributeError):
        return False, f"unknown city in {exp_a!r}"
    return (cities == set(sol.answers), f"cities {sorted(m.cities[c].name for c in cities)} "
            f"!= {[m.cities[c].name for c in sol.answers]}")


def _compare_odds(p: Puzzle, sol: Solution, exp_a) -> tuple[bool, str]:
    if not isinstance(exp_a, list):
        return False, "the distribution is a list"
    fr = [parse_fraction(x) for x in exp_a]
    n = max(len(fr), len(sol.answers))
    got = list(sol.answers) + [Fraction(0)] * (n - len(sol.answers))
    fr += [Fraction(0)] * (n - len(fr))
    return fr == got, f"distribution {exp_a} != {[fraction_text(x) for x in sol.answers]}"


def _compare_trail(p: Puzzle, sol: Solution, exp_a) -> tuple[bool, str]:
    m, seat = p.map, p.player
    routes = _routes_from_json(p, exp_a,
                               lambda r: p.state.owners[r] in own_seats(p.state, seat))
    if routes is None:
        return False, f"not the player's routes: {exp_a!r}"
    if not _ordered_trail_ok(m, routes):
        return False, "the routes are not in walking order"
    v = check_answer(p, sol, routes)
    return v.ok, v.key


def _compare_completion(p: Puzzle, sol: Solution, exp_a) -> tuple[bool, str]:
    if sol.value is None:
        return exp_a in ([], None), "impossible: no routes"
    routes = _routes_from_json(p, exp_a, lambda r: p.state.owners[r] < 0)
    if routes is None:
        return False, f"not free routes: {exp_a!r}"
    v = check_answer(p, sol, routes)
    return v.ok, v.key


#: What the route kinds do here (their handlers, :mod:`.kinds`, call it): solve,
#: the answers as JSON, check a learner's answer, compare with an expected answer.
ROUTE_KINDS = {
    "best_station": {"solve": _best_station, "answer_json": _station_answers,
                     "check": _check_station, "compare": _compare_station},
    "longest_trail": {"solve": _longest_trail, "answer_json": _trail_answers,
                      "check": _check_trail, "compare": _compare_trail},
    "tunnel_odds": {"solve": _tunnel_odds, "answer_json": _odds_answers,
                    "check": _check_odds, "compare": _compare_odds},
    "cheapest_completion": {"solve": _cheapest, "answer_json": _routes_answers,
                            "check": _check_completion, "compare": _compare_completion},
}
