"""Rule coverage of route-game scenarios: the rule ids a step exercises beyond the engine's own
steps and rejections -- the ids whose numbers a query checks, Deutschland's umbrella rules
(``de.claim``, ``de.passengers``) and ``de.countries``."""
from __future__ import annotations

import re

from ...core.scenario import is_whole as _whole
from ..actions import ClaimRoute
from ..state import GameState
from .checks import _UMBRELLA


_QUERY_RULES = {
    "europe": {"routes": ("score.routes",), "tickets": ("score.tickets", "tickets.complete"),
               "stations": ("score.stations", "station.unused"),
               "bonus": ("score.longest-path",), "winners": ("win.tiebreak",)},
    "deutschland": {"routes": ("score.routes", "claim.score"),
                    "tickets": ("score.tickets", "tickets.complete"),
                    "bonus": ("de.globetrotter",), "passengers": ("de.passenger-majority",),
                    "winners": ("win.tiebreak",)},
    "asia": {"routes": ("score.routes",), "tickets": ("score.tickets", "tickets.complete"),
             "bonus": ("asia.express", "asia.explorer"), "winners": ("win.tiebreak",)},
}


def _touches_country(state: GameState, seat) -> bool:
    """True if ``seat`` holds tickets and a country node is on one of them or on one of its
    routes (``de.countries`` then decides which of its tickets are completed)."""
    m = state.map
    countries = set(m.countries)
    if not countries or not _whole(seat) or not 0 <= seat < state.n_players or \
            not state.players[seat].tickets:
        return False
    ends = {c for t in state.players[seat].tickets for c in (m.tickets[t].a, m.tickets[t].b)}
    ends |= {c for r, o in enumerate(state.owners) if o == seat
             for c in (m.routes[r].a, m.routes[r].b)}
    return bool(ends & countries)


def _trace_query(trace: set, q: str, expect, state: GameState | None = None,
                 st: dict | None = None) -> None:
    """Rule ids whose numbers a query's expectation checks (for rule coverage reports)."""
    game = state.rules.game if state is not None else "europe"
    table = _QUERY_RULES.get(game, _QUERY_RULES["europe"])
    if q == "final_scores" and isinstance(expect, dict):
        for k, v in expect.items():
            fields = v if isinstance(v, dict) else {k: v}
            for f in fields:
                if f == "total":
                    for ids in table.values():
                        trace.update(ids)
                trace.update(table.get(f, ()))
                if f in ("total", "tickets") and state is not None and \
                        re.fullmatch(r"[0-9]{1,3}", str(k)) and _touches_country(state, int(k)):
                    trace.add("de.countries")
    elif q == "station_borrow":
        trace.update(("station.borrow", "tickets.complete"))
    elif q == "longest_path":
        trace.add("asia.express" if game == "asia" else "score.longest-path")
    elif q == "completed_tickets":
        trace.add("tickets.complete")
        if state is not None and st is not None and _touches_country(state, st.get("player")):
            trace.add("de.countries")
    elif q == "legal_claims":
        trace.update(("claim.color", "claim.gray"))
        if game == "deutschland":
            trace.add("de.claim")


def _trace_action(trace: set, state: GameState, action, expect, rule) -> None:
    """Rule ids an action step exercises beyond the engine's steps and rejections."""
    if state.rules.game != "deutschland":
        return
    if isinstance(action, ClaimRoute) and (rule is None or rule in _UMBRELLA["deutschland"][
            "de.claim"]):
        trace.add("de.claim")
    players = expect.get("players") if isinstance(expect, dict) else None
    if isinstance(players, dict) and any(isinstance(v, dict) and "passengers" in v
                                         for v in players.values()):
        trace.add("de.passengers")
