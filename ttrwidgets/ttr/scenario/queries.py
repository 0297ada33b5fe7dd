"""A route-game scenario's queries (``final_scores``, ``longest_path``, ``completed_tickets``,
``station_borrow``, ``legal_claims``): their values, and whether a value matches the step's
``expect``."""
from __future__ import annotations

from collections import Counter

from ...core.errors import InvalidActionError, Message
from ...core.scenario import Problems as _Problems
from ...core.scenario import named
from .. import cards as C
from ..game import claim_options
from ..maps import normalise_name
from ..scoring import final_scores, ticket_result
from ..state import GameState
from .refs import board_name, resolve_city, resolve_route


_QUERIES = {"final_scores", "longest_path", "completed_tickets", "station_borrow",
            "legal_claims", "missing_rails", "round_result"}


def _pair_key(m, pair):
    return frozenset(normalise_name(x) if isinstance(x, str) else x for x in pair)


def _city_pair(m, a: int, b: int):
    return [m.cities[a].name, m.cities[b].name]


def _norm_pair(m, ref):
    try:
        return frozenset(m.city_index(x) for x in ref[:2])
    except (KeyError, TypeError):
        return None


def _query(state: GameState, st: dict, path: str, probs: _Problems):
    q = st["query"]
    m = state.map
    if q in ("missing_rails", "round_result"):
        probs.add(f"{path}.query", Message("ttr-scen.trans-query", query=q))
        return None, None
    if q == "station_borrow" and not state.rules.stations:
        probs.add(f"{path}.query", Message("ttr-scen.no-station-borrow",
                                           board=board_name(m, state.rules.game)))
        return None, None
    seat = st.get("player")
    if q != "final_scores" and (not isinstance(seat, int) or isinstance(seat, bool)
                                or not 0 <= seat < state.n_players):
        probs.add(f"{path}.player", Message("ttr-scen.query-player", query=q,
                                            last=state.n_players - 1))
        return None, None
    if q == "final_scores":
        fs = final_scores(state)
        got = {str(s.seat): s.to_json() for s in fs.seats}
        got["winners"] = list(fs.winners)
        return got, fs
    if q in ("longest_path", "completed_tickets"):
        # per score: a seat, or in a game of teams a team index (scenarios.md): the rule set's
        # hooks answer
        got, problem = state.rules.hooks.score_query(state, q, seat)
        if problem is not None:
            probs.add(f"{path}.player", problem)
            return None, None
        if q == "longest_path":
            return got, None
        return [_city_pair(m, m.tickets[t].a, m.tickets[t].b) for t in got], None
    if q == "station_borrow":
        total, borrowed, _ = ticket_result(state, seat)
        got = {"tickets": total, "borrowed": {
            m.cities[c].name: _city_pair(m, m.routes[r].a, m.routes[r].b)
            for c, r in borrowed.items() if r is not None}}
        return got, None
    if q == "legal_claims":
        r = resolve_route(m, st.get("route"), f"{path}.route", probs, state.owners)
        if r is None:
            return None, None
        return [C.card_dict(cs) for cs in claim_options(state, seat, r)], None
    probs.add(f"{path}.query", unknown_query(q))
    return None, None


def unknown_query(q) -> Message:
    """The problem of a ``query`` name the route games do not know."""
    return Message("ttr-scen.unknown-query", **named(q),
                   known=", ".join(sorted(_QUERIES - {"missing_rails", "round_result"})))


#: ``final_scores`` parts: one a game does not score is 0 there (Deutschland's ``stations``).
_SCORE_PARTS = {"routes", "tickets", "stations", "bonus", "passengers"}


def _score_part(seat: dict, f):
    if f in seat:
        return seat[f]
    return 0 if f in _SCORE_PARTS else None


def _borrow_value(state: GameState, seat: int, borrowed: dict) -> int | None:
    """Ticket total when the stations borrow exactly the given routes (for equal-best checks)."""
    m = state.map
    import networkx as nx
    from ...graphs import connected_pairs
    from ..scoring import player_graph
    H: nx.MultiGraph = player_graph(state, seat)
    for city, ref in borrowed.items():
        probs = _Problems("")
        r = resolve_route(m, ref, "", probs)
        c = resolve_city(m, city, "", probs)
        if probs.items or c not in state.players[seat].stations:
            return None
        rt = m.routes[r]
        cands = [x for x in m.routes_between(rt.a, rt.b)
                 if state.owners[x.index] >= 0 and state.owners[x.index] != seat]
        if c not in (rt.a, rt.b) or not cands:
            return None
        H.add_edge(rt.a, rt.b, key=cands[0].index, length=rt.length)
    tks = [m.tickets[t] for t in state.players[seat].tickets]
    done = connected_pairs(H, [(t.a, t.b) for t in tks])
    return sum(t.points if ok else -t.points for t, ok in zip(tks, done))


def _compare_query(state, st, q, expected, got) -> bool:
    m = state.map
    if q == "final_scores":
        if not isinstance(expected, dict):
            return False
        for k, v in expected.items():
            if k == "winners":
                if not isinstance(v, list) or Counter(got["winners"]) != Counter(
                        x for x in v if isinstance(x, int)) or len(v) != len(got["winners"]):
                    return False
            elif k not in got or not isinstance(v, dict) or \
                    any(_score_part(got[k], f) != val for f, val in v.items()):
                return False
        return True
    if q == "longest_path":
        return got == expected
    if q == "completed_tickets":
        if not isinstance(expected, list):
            return False
        return Counter(_norm_pair(m, x) for x in expected) == Counter(_norm_pair(m, x) for x in got)
    if q == "station_borrow":
        if not isinstance(expected, dict):
            return False
        if "tickets" in expected and expected["tickets"] != got["tickets"]:
            return False
        if "borrowed" in expected:
            exp = expected["borrowed"]
            if not isinstance(exp, dict):
                return False
            exp_n = {normalise_name(k): _norm_pair(m, v) for k, v in exp.items()
                     if isinstance(k, str) and isinstance(v, list)}
            got_n = {normalise_name(k): _norm_pair(m, v) for k, v in got["borrowed"].items()}
            if exp_n != got_n:  # any equally good choice is right
                value = _borrow_value(state, st["player"], exp)
                return value is not None and value == got["tickets"]
        return True
    if q == "legal_claims":
        if not isinstance(expected, list):
            return False
        try:
            return {C.card_set(x) for x in expected} == {C.card_set(x) for x in got}
        except (InvalidActionError, AttributeError):
            return False
    return False
