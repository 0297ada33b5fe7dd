"""Final scoring (``score.*``, ``station.borrow``, ``de.*``, ``win.tiebreak``), exact.

The running score of a player is the sum of their route points (``claim.score``). The final
score adds tickets (with the best station borrowing; countries are dead ends, ``de.countries``),
unused stations and the European Express (Europe), or the Globetrotter and the passenger
majorities (Deutschland). Each seat's score is a list of parts ``(rule id, points)``
(:attr:`SeatScore.parts`) holding only what the rule set scores. A score "as if the game ended
now" is available at any time (``final_scores``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import networkx as nx

from ..graphs import best_station_borrowing, longest_trail
from ..graphs.connectivity import connected_pairs_of_edges, edge_components
from ..graphs.trail import longest_trail_of_edges, multigraph_edge_order
from . import passengers as P
from .colours import Colour
from .rules import ROUTE_POINTS
from .state import GameState
from ..core.steps import Step, step


@dataclass(frozen=True)
class SeatScore:
    seat: int
    routes: int
    tickets: int
    stations: int
    bonus: int
    total: int
    completed: tuple = ()            # ticket indices completed
    failed: tuple = ()               # ticket indices not completed
    longest: int = 0                 # length of the longest trail (train spaces)
    trail: tuple = ()                # the trail as route indices, in walking order
    borrowed: dict = field(default_factory=dict)  # station city -> borrowed route index (or None)
    stations_built: int = 0
    passengers: int = 0              # de.passenger-majority points
    majorities: dict = field(default_factory=dict)  # colour -> points (de.passenger-majority)
    passengers_held: int = 0         # win.tiebreak (Deutschland): passengers taken
    #: ``((rule id, points), ...)``: the parts the total is the sum of, in scoring order
    parts: tuple = ()

    def to_json(self) -> dict:
        """The parts under the scenario format's names (``final_scores``), with the total."""
        out = {"total": self.total}
        for rule, points in self.parts:   # asia.express + asia.explorer: one "bonus"
            key = PART_KEYS[rule]
            out[key] = out.get(key, 0) + points
        return out


#: The name of each score part in JSON (the scenario format's ``final_scores`` keys).
PART_KEYS = {"score.routes": "routes", "score.tickets": "tickets", "score.stations": "stations",
             "score.longest-path": "bonus", "de.globetrotter": "bonus",
             "de.passenger-majority": "passengers", "asia.express": "bonus",
             "asia.explorer": "bonus"}


@dataclass(frozen=True)
class FinalScores:
    seats: tuple
    winners: tuple
    decided_by: tuple = ()           # tiebreak criteria that were needed, in order
    #: games with teams (asia.teams): the seats of each team; ``seats`` then holds one score per
    #: team (its ``seat`` is the team index) and ``winners`` lists team indices
    teams: tuple = ()

    def __getitem__(self, seat: int) -> SeatScore:
        return self.seats[seat]


def route_points(state: GameState, seat: int) -> int:
    """``score.routes``: route points recomputed from the claimed routes."""
    routes = state.map.routes
    return sum(ROUTE_POINTS[routes[r].length] for r, o in enumerate(state.owners) if o == seat)


def player_graph(state: GameState, seat: int) -> nx.MultiGraph:
    """The routes that count for the seat as a MultiGraph (nodes: city indices; keys: route
    indices): its own (:func:`own_graph`), with teams (asia.md) those of the seat's team, both
    partners' (``tickets.complete`` and ``asia.express`` use them): the rule set's hooks say."""
    return state.rules.hooks.player_graph(state, seat)


def player_edges(state: GameState, seat: int) -> list[tuple]:
    """:func:`player_graph` as its edges ``(city, city, route index, length)`` in route order
    (the order the graph adds them), without building the graph: the rule set's hooks say."""
    return state.rules.hooks.player_edges(state, seat)


def routes_of(state: GameState, seats) -> list[tuple]:
    """The routes owned by ``seats`` as edges ``(city, city, route index, length)``, in route
    order."""
    routes = state.map.routes
    out = []
    for r, o in enumerate(state.owners):
        if o >= 0 and o in seats:
            rt = routes[r]
            out.append((rt.a, rt.b, r, rt.length))
    return out


def own_graph(state: GameState, seat: int) -> nx.MultiGraph:
    """The seat's own routes as a MultiGraph (nodes: city indices; keys: route indices)."""
    G = nx.MultiGraph()
    for a, b, r, length in routes_of(state, (seat,)):
        G.add_edge(a, b, key=r, length=length)
    return G


def longest_path(state: GameState, seat: int) -> tuple[int, tuple]:
    """``score.longest-path``: (length, route indices) of the seat's longest trail."""
    length, trail = longest_trail(player_graph(state, seat))
    return length, tuple(k for _, _, k in trail)


def borrow_candidates(state: GameState, seat: int) -> dict[int, list]:
    """``station.borrow``: for each of the seat's stations, the other players' routes into it."""
    routes, owners = state.map.routes, state.owners
    out = {}
    for city in state.players[seat].stations:
        cands = []
        # the routes into the city, in route order (a route would be listed twice if it
        # joined the city to itself: dict.fromkeys keeps it once)
        for r in dict.fromkeys(state.map.adjacency[city]):
            o = owners[r]
            if o >= 0 and o != seat:
                cands.append((routes[r].a, routes[r].b, r))
        out[city] = cands
    return out


def ticket_result(state: GameState, seat: int, G: nx.MultiGraph | None = None):
    """(ticket points, borrowed {city: route or None}, completed ticket indices) for a seat
    (``G``: its :func:`player_graph`, if the caller has it)."""
    if G is None:
        edges = player_edges(state, seat)
    else:
        edges = list(G.edges(keys=True))
    return _ticket_result(state, seat, edges)


def _ticket_result(state: GameState, seat: int, edges: list):
    """:func:`ticket_result` on the seat's :func:`player_edges`."""
    m = state.map
    tks = [(m.tickets[t].a, m.tickets[t].b, m.tickets[t].points)
           for t in state.players[seat].tickets]
    stations = borrow_candidates(state, seat)
    if stations and tks:
        total, choice = best_station_borrowing(None, stations, tks,
                                               components=edge_components(edges))
        extra = [edge for edge in choice.values() if edge is not None]
        borrowed = {c: (e[2] if e is not None else None) for c, e in choice.items()}
    else:
        extra, borrowed = [], {c: None for c in stations}
    done = connected_pairs_of_edges(edges, [(a, b) for a, b, _ in tks],
                                    m.countries, extra_edges=extra)  # de.countries
    completed = tuple(t for t, ok in zip(state.players[seat].tickets, done) if ok)
    total = sum(p if ok else -p for (_, _, p), ok in zip(tks, done))
    return total, borrowed, completed


def final_scores(state: GameState) -> FinalScores:
    """Score every seat as if the game ended now, and find the winners (``win.tiebreak``):
    :func:`seat_scores`, or with teams every team (:func:`ttrwidgets.ttr.teams.final_scores`),
    as the rule set's hooks say."""
    return state.rules.hooks.final_scores(state)


def seat_scores(state: GameState) -> FinalScores:
    """:func:`final_scores` seat by seat (each seat plays for itself)."""
    rules = state.rules
    partial = []
    for seat, p in enumerate(state.players):
        # the seat's graph as its edges (building a networkx graph costs more than scoring it)
        edges = player_edges(state, seat)
        length, trail = (longest_trail_of_edges(multigraph_edge_order(edges))
                         if rules.longest_bonus else (0, ()))
        tickets, borrowed, completed = _ticket_result(state, seat, edges)
        failed = tuple(t for t in p.tickets if t not in completed)
        unused = max(rules.stations - len(p.stations), 0)
        partial.append(dict(seat=seat, routes=route_points(state, seat), tickets=tickets,
                            stations=unused * rules.station_bonus, longest=length,
                            trail=tuple(k for _, _, k in trail), borrowed=borrowed,
                            completed=completed, failed=failed, stations_built=len(p.stations)))
    best = max(d["longest"] for d in partial)
    most = max(len(d["completed"]) for d in partial)
    majorities = P.majorities(state) if rules.majority else [{} for _ in partial]
    seats = []
    for d, major in zip(partial, majorities):
        seat = d["seat"]
        parts = [("score.routes", d["routes"]), ("score.tickets", d["tickets"])]
        if rules.stations:
            parts.append(("score.stations", d["stations"]))
        bonus = 0
        if rules.longest_bonus:                                 # score.longest-path
            bonus = rules.longest_bonus if best > 0 and d["longest"] == best else 0
            parts.append(("score.longest-path", bonus))
        if rules.globetrotter:                  # de.globetrotter: nobody without a ticket done
            bonus = rules.globetrotter if most > 0 and len(d["completed"]) == most else 0
            parts.append(("de.globetrotter", bonus))
        majority = sum(major.values())
        if rules.majority:
            parts.append(("de.passenger-majority", majority))
        seats.append(SeatScore(bonus=bonus, total=sum(pts for _, pts in parts),
                               passengers=majority, majorities=major,
                               passengers_held=len(state.players[seat].passengers),
                               parts=tuple(parts), **d))
    winners, decided = _winners(seats, rules.tiebreak)
    return FinalScores(tuple(seats), winners, decided)


def _winners(seats: list[SeatScore], tiebreak: str) -> tuple[tuple, tuple]:
    criteria = [("total", lambda s: s.total), ("tickets", lambda s: len(s.completed))]
    if tiebreak == "classic":
        criteria += [("stations", lambda s: -s.stations_built), ("express", lambda s: s.bonus)]
    elif tiebreak == "passengers":                                  # Deutschland
        criteria += [("passengers", lambda s: s.passengers_held)]
    else:
        criteria += [("longest", lambda s: s.longest)]
    field_ = list(seats)
    used = []
    for i, (name, key) in enumerate(criteria):
        top = max(key(s) for s in field_)
        field_ = [s for s in field_ if key(s) == top]
        if len(field_) == 1:
            break
        if i + 1 < len(criteria):
            used.append(criteria[i + 1][0])
    return tuple(s.seat for s in field_), tuple(used)


def scoring_steps(state: GameState, fs: FinalScores) -> list[Step]:
    """The explanation of final scoring, seat by seat (team by team with teams: the rule set's
    hooks say)."""
    return state.rules.hooks.scoring_steps(state, fs)


def seat_scoring_steps(state: GameState, fs: FinalScores) -> list[Step]:
    """:func:`scoring_steps` seat by seat."""
    out: list[Step] = []
    m = state.map
    for s in fs.seats:
        seat = s.seat
        out.append(step("score.routes", "score.routes", {"seats": [seat]}, seat=seat,
                        points=s.routes))
        for city, r in s.borrowed.items():
            if r is not None:
                out.append(step("station.borrow", "station.borrow",
                                {"cities": [city], "routes": [r], "seats": [seat]},
                                seat=seat, city=city, route=r))
        for t in state.players[seat].tickets:
            tk = m.tickets[t]
            key = "score.ticket.done" if t in s.completed else "score.ticket.failed"
            out.append(step("score.tickets", key, {"cities": [tk.a, tk.b], "seats": [seat]},
                            seat=seat, ticket=t, points=tk.points))
        if state.rules.stations:
            out.append(step("score.stations", "score.stations", {"seats": [seat]}, seat=seat,
                            unused=state.rules.stations - s.stations_built, points=s.stations))
        if s.bonus and state.rules.longest_bonus:
            out.append(step("score.longest-path", "score.longest-path",
                            {"routes": list(s.trail), "seats": [seat]}, seat=seat,
                            length=s.longest, points=s.bonus))
        if s.bonus and state.rules.globetrotter:
            out.append(step("de.globetrotter", "score.globetrotter", {"seats": [seat]}, seat=seat,
                            n=len(s.completed), points=s.bonus))
        for colour, points in sorted(s.majorities.items()):
            out.append(step("de.passenger-majority", "score.passengers", {"seats": [seat]},
                            seat=seat, colour=Colour(colour).key,
                            n=state.players[seat].passengers.count(colour),
                            place=1 if points == state.rules.majority[0] else 2, points=points))
        # win.tiebreak: "most points wins" -- the total is what the winner is decided on
        out.append(step("win.tiebreak", "score.total", {"seats": [seat]}, seat=seat,
                        total=s.total))
    for by in fs.decided_by:
        out.append(step("win.tiebreak", "win.tiebreak", by=by))
    total = fs.seats[fs.winners[0]].total
    if len(fs.winners) == 1:
        out.append(step("win.tiebreak", "win.winner", {"seats": list(fs.winners)},
                        seat=fs.winners[0], total=total))
    else:
        out.append(step("win.tiebreak", "win.shared", {"seats": list(fs.winners)},
                        seats=list(fs.winners), total=total))
    return out
