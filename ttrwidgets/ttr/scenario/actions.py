"""A route-game scenario's actions (``do``: ``claim``, ``draw_card``, ``keep_tickets``, ...):
one builder per action name, from the step's fields to the engine's action; a field that
names nothing, or an action the game has no use for, is a problem with its JSON path."""
from __future__ import annotations

import json

from ...core.errors import Message
from ...core.jsonfile import describe_value
from ...core.scenario import Problems as _Problems
from ...core.scenario import named
from ...core.scenario import is_whole as _whole
from ..actions import (BuildStation, ClaimRoute, DrawCard, DrawTickets, KeepTickets, Pass,
                       ShareTickets, TakePassengers, TunnelPay, TunnelWithdraw)
from ..colours import parse_colour
from ..state import GameState, Phase, TicketChoice
from .refs import _key_path, board_name, card_set_at, resolve_city, resolve_route, resolve_ticket


_DO = {"keep_tickets", "draw_card", "claim", "tunnel_pay", "tunnel_withdraw", "draw_tickets",
       "build_station", "pass", "take_passengers", "share_tickets", "place_marker", "lay_rail",
       "end_turn"}


def _to_action(state: GameState, st: dict, path: str, probs: _Problems):
    """The scenario step ``st`` (``{"do": ..., ...}``) as an engine action, or None with the
    problems noted. One builder per ``do`` name (:data:`_ACTIONS`)."""
    m = state.map
    seat = st.get("player", state.current)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.n_players:
        probs.add(f"{path}.player", Message("ttr-scen.seat", last=state.n_players - 1))
        return None
    if not isinstance(st.get("do"), str):
        probs.add(f"{path}.do", unknown_action(st.get("do")))
        return None
    build = _ACTIONS.get(st["do"])
    why = _NOT_IN_GAME.get(state.rules.game, {}).get(st["do"])
    if build is None or why:
        probs.add(f"{path}.do", Message("ttr-scen.action-not-here", action=st["do"],
                                        board=board_name(m, state.rules.game),
                                        why=why or "none"))
        return None
    return build(state, seat, st, path, probs)


def _draw_card(state, seat, st, path, probs):
    src = st.get("from")
    to = st.get("to")
    if "to" in st and not state.rules.team_size:
        probs.add(f"{path}.to", Message("ttr-scen.asia-only", field="to", rule="asia.draw-split"))
        return None
    if to is not None and to not in ("hand", "shared"):
        probs.add(f"{path}.to", Message("ttr-scen.hand-or-shared"))
        return None
    if src == "deck":
        return DrawCard(seat, "deck", None, to)
    if src == "faceup":
        try:
            return DrawCard(seat, "faceup", parse_colour(st.get("color", st.get("colour"))), to)
        except (ValueError, AttributeError):
            probs.add(f"{path}.color", Message("ttr-scen.faceup-colour"))
            return None
    probs.add(f"{path}.from", Message("ttr-scen.deck-or-faceup"))
    return None


def _from_shared(state, st, path, probs):
    """Asia (``asia.claim-pool``): the part of ``cards`` taken from the team holder."""
    if "from_shared" not in st:
        return None
    if not state.rules.team_size:
        probs.add(f"{path}.from_shared", Message("ttr-scen.asia-only", field="from_shared",
                                                 rule="asia.claim-pool"))
        return None
    return card_set_at(st["from_shared"], f"{path}.from_shared", probs)


def _claim(state, seat, st, path, probs):
    m = state.map
    r = resolve_route(m, st.get("route"), f"{path}.route", probs, state.owners)
    cs = card_set_at(st.get("cards"), f"{path}.cards", probs)
    shared = _from_shared(state, st, path, probs)
    return None if r is None or cs is None or probs.items else \
        ClaimRoute(seat, m.routes[r].id, cs, shared)


def _tunnel_pay(state, seat, st, path, probs):
    cs = card_set_at(st.get("cards"), f"{path}.cards", probs)
    shared = _from_shared(state, st, path, probs)
    return None if cs is None or probs.items else TunnelPay(seat, cs, shared)


def _share_tickets(state, seat, st, path, probs):
    """Asia (``asia.share-tickets``): ``tickets`` from the player's hand onto the holder."""
    m = state.map
    refs = st.get("tickets")
    if not isinstance(refs, list):
        probs.add(f"{path}.tickets", Message("ttr-scen.ticket-list"))
        return None
    ids = []
    for j, ref in enumerate(refs):
        t = resolve_ticket(m, ref, f"{path}.tickets[{j}]", probs, list(range(len(m.tickets))))
        if t is not None:
            ids.append(m.tickets[t].id)
    return None if probs.items else ShareTickets(seat, tuple(ids))


def _keep_tickets(state, seat, st, path, probs):
    m = state.map
    refs = st.get("tickets")
    if not isinstance(refs, list):
        probs.add(f"{path}.tickets", Message("ttr-scen.ticket-list"))
        return None
    choice = state.setup[seat] if state.phase is Phase.SETUP and state.setup else state.pending
    offered = list(choice.offered) if isinstance(choice, TicketChoice) else []
    pool = offered + [t for t in range(len(m.tickets)) if t not in offered]
    ids = []
    for j, ref in enumerate(refs):
        t = resolve_ticket(m, ref, f"{path}.tickets[{j}]", probs, pool)
        if t is not None:
            ids.append(m.tickets[t].id)
    share = None
    if "share" in st:           # asia.setup-tickets / asia.draw-tickets
        if not state.rules.team_size:
            probs.add(f"{path}.share", Message("ttr-scen.asia-only", field="share",
                                               rule="asia.draw-tickets"))
        else:
            t = resolve_ticket(m, st["share"], f"{path}.share", probs, pool)
            share = None if t is None else m.tickets[t].id
    return None if probs.items else KeepTickets(seat, tuple(ids), share)


def _draw_tickets(state, seat, st, path, probs):
    """Europe: no fields. Deutschland (``de.draw-tickets``, ``de.setup-tickets``): the announced
    mix ``short``, ``long``; a missing field is 0, so a wrong sum is an illegal action (the
    engine's), while a field that is not a whole number is an error of the file."""
    if not state.rules.ticket_mix:
        for k in ("short", "long"):
            if k in st:
                probs.add(f"{path}.{k}", Message("ttr-scen.one-deck", field=k,
                                                 board=board_name(state.map, state.rules.game)))
        return None if probs.items else DrawTickets(seat)
    mix = []
    for k in ("short", "long"):
        v = st.get(k, 0)
        if not _whole(v):
            probs.add(f"{path}.{k}", Message("ttr-scen.mix", field=k, value=describe_value(v)))
        mix.append(v)
    return None if probs.items else DrawTickets(seat, mix[0], mix[1])


def _take_passengers(state, seat, st, path, probs):
    """``de.take-passengers``: ``from: {CITY: COLOUR, ...}``. Unknown cities or colour names are
    errors of the file; a city that is not an end, or a colour not standing there, is left to
    the engine (an illegal action)."""
    m = state.map
    src = st.get("from")
    fp = f"{path}.from"
    if not isinstance(src, dict):
        probs.add(fp, Message("ttr-scen.take-from", example='{"Berlin": "red"}'))
        return None
    take, seen = [], {}
    for name, colour in src.items():
        cp = _key_path(fp, name)
        c = resolve_city(m, name, cp, probs)
        try:
            col = parse_colour(colour) if isinstance(colour, str) else None
        except ValueError:
            col = None
        if col is None:
            probs.add(cp, Message("ttr-scen.not-a-colour",
                                  name=json.dumps(colour, ensure_ascii=False)))
        if c is None or col is None:
            continue
        if c in seen:
            probs.add(cp, Message("ttr-scen.city-named-twice", city=m.cities[c].name,
                                  name=seen[c]))
            continue
        seen[c] = name
        take.append((m.cities[c].name, col))
    return None if probs.items else TakePassengers(seat, tuple(take))


def _build_station(state, seat, st, path, probs):
    m = state.map
    c = resolve_city(m, st.get("city"), f"{path}.city", probs)
    cs = card_set_at(st.get("cards"), f"{path}.cards", probs)
    return None if c is None or cs is None else BuildStation(seat, m.cities[c].name, cs)


#: The spec's action names (``"do"``) this game knows, each with its builder
#: ``(state, seat, step, JSON path, problems) -> Action | None``.
_ACTIONS = {
    "draw_card": _draw_card,
    "claim": _claim,
    "tunnel_pay": _tunnel_pay,
    "tunnel_withdraw": lambda state, seat, st, path, probs: TunnelWithdraw(seat),
    "draw_tickets": _draw_tickets,
    "keep_tickets": _keep_tickets,
    "build_station": _build_station,
    "take_passengers": _take_passengers,
    "share_tickets": _share_tickets,
    "pass": lambda state, seat, st, path, probs: Pass(seat),
}


#: Per game, the known actions it has no use for (an error of the file), with the reason (the
#: ``$why`` of ``ttr-scen-action-not-here`` in errors.ftl).
_NOT_IN_GAME = {
    "europe": {"take_passengers": "passengers", "share_tickets": "sharing"},
    "deutschland": {"build_station": "stations", "tunnel_pay": "tunnels",
                    "tunnel_withdraw": "tunnels", "share_tickets": "sharing"},
    "asia": {"build_station": "stations", "take_passengers": "passengers"},
}


def unknown_action(do) -> Message:
    """The problem of a ``do`` name the route games do not know."""
    return Message("ttr-scen.unknown-action", **named(do),
                   known=", ".join(sorted(_ACTIONS)))
