"""Parallel routes: which track of a double (or triple) route a seat may still claim.

The one place of the rule (the legality check, the list of legal claims, the bots' cheapest paths
and the board's closed tracks all ask here):

* ``claim.double-same-player``: a player never owns two tracks of one group;
* ``claim.double-few-players``: with fewer players than the rule set's ``double_min_players``,
  once one track of a group is claimed the other tracks are closed to everyone.

A route's *group* is the tuple of the other tracks between the same two cities
(:meth:`~ttrwidgets.ttr.maps.GameMap.parallel`); a single route has an empty group.

>>> from ttrwidgets.ttr.game import new_game
>>> s, _ = new_game("europe.classic", 2, seed=1)
>>> r = next(r.index for r in s.map.routes if groups(s.map)[r.index])
>>> block(s, 0, r) is None
True
"""
from __future__ import annotations

from .maps import GameMap
from .state import GameState

__all__ = ["groups", "few_players", "why_closed", "block", "closed_for_all", "closed_by_claim",
           "closing_rule"]

_GROUPS: dict[int, tuple[GameMap, tuple[tuple[int, ...], ...]]] = {}


def groups(m: GameMap) -> tuple[tuple[int, ...], ...]:
    """``groups(m)[r]``: the other tracks of route ``r``'s group (cached per map object)."""
    hit = _GROUPS.get(id(m))
    if hit is None or hit[0] is not m:
        hit = _GROUPS[id(m)] = (m, tuple(m.parallel(r.index) for r in m.routes))
    return hit[1]


def few_players(state: GameState) -> bool:
    """True when a claimed track closes the other tracks of its group to everyone."""
    return state.n_players < state.rules.double_min_players


def why_closed(owners, group, seat: int | None, few: bool):
    """``(rule id, own track or None)`` if the other tracks ``group`` (and their ``owners``)
    close a route to ``seat``, else None. ``seat=None`` asks for everyone (only the few-players
    part applies). The fast form, for loops over many routes."""
    if seat is not None:
        for g in group:
            if owners[g] == seat:
                return "claim.double-same-player", g
    if few:
        for g in group:
            if owners[g] >= 0:
                return "claim.double-few-players", None
    return None


def block(state: GameState, seat: int, r: int):
    """Why route ``r`` is closed to ``seat`` by its parallel tracks: ``(rule id, own track or
    None)``, or None when they leave it open (whether ``r`` itself is free is not asked here).
    The rule set's hooks decide (``RuleHooks.route_block``: :func:`why_closed`, or with teams
    :func:`ttrwidgets.ttr.teams.why_closed`)."""
    group = groups(state.map)[r]
    if not group:
        return None
    return state.rules.hooks.route_block(state, seat, r, group)


def closed_for_all(state: GameState) -> list[int]:
    """Free routes nobody may claim any more (``claim.double-few-players``; with teams
    ``asia.doubles-4p``, ``asia.triples-4p``)."""
    if not few_players(state):
        return []
    return state.rules.hooks.closed_for_all(state, groups(state.map))


def closed_by_claim(state: GameState, r: int) -> tuple[int, ...]:
    """The tracks a claim of ``r`` closes to everyone (empty unless few players)."""
    return state.rules.hooks.closed_by_claim(state, r, groups(state.map)[r])


def closing_rule(state: GameState, r: int) -> str:
    """The rule id a claim that closes other tracks of ``r``'s group cites."""
    return state.rules.hooks.closing_rule(state, groups(state.map)[r])
