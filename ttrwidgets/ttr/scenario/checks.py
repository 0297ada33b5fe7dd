"""A route-game scenario's expectations after an action (``expect``: ``pending``, ``faceup``,
``tunnel_extra``, ``revealed``, ``current_player``, ``final_round``, ``game_over``, ``players``)
and which rule id answers ``expect.rule``."""
from __future__ import annotations

import re
from collections import Counter

from ...core.errors import InvalidActionError, Message
from ...core.scenario import Problems as _Problems
from ...core.scenario import is_whole as _whole
from .. import cards as C
from ..colours import Colour, parse_colour
from ..maps import normalise_name
from ..state import GameState, PassengerChoice, Phase, SecondCard, TicketChoice, TunnelStage


def _pending_name(state: GameState):
    p = state.pending
    if p is None:
        if state.phase is Phase.SETUP:
            return "tickets"
        return None
    return {SecondCard: "second_card", TunnelStage: "tunnel", TicketChoice: "tickets",
            PassengerChoice: "passengers"}[type(p)]


def _passengers_eq(expected, got: dict) -> bool:
    """A player's passengers as a multiset: ``{"red": 2}`` (zero counts ignored, as card sets),
    ``["red", "red"]``, or a bare number (how many in all)."""
    if _whole(expected):
        return expected == sum(got.values())
    try:
        if isinstance(expected, dict):
            if any(not _whole(v) or v < 0 for v in expected.values()):
                return False
            exp = Counter()
            for k, v in expected.items():
                exp[parse_colour(k).key] += v
        elif isinstance(expected, list):
            exp = Counter(parse_colour(k).key for k in expected)
        else:
            return False
    except (ValueError, AttributeError, TypeError):
        return False
    return +exp == +Counter(got)


def _cards_eq(a, b) -> bool:
    try:
        return C.card_set(a) == C.card_set(b)
    except (InvalidActionError, AttributeError):
        return False


def _colours_multiset(lst):
    try:
        return Counter(parse_colour(c).key for c in lst)
    except (ValueError, AttributeError, TypeError):
        return None


def _check_state(state: GameState, steps_out, expect: dict, path: str, probs: _Problems):
    """(check name, expected, got, ok) for every state expectation after an action."""
    m = state.map
    res = []
    for key, exp in expect.items():
        if key in ("legal", "rule"):
            continue
        if key == "pending":
            got = _pending_name(state)
            res.append((key, exp, got, got == exp))
        elif key == "faceup":
            got = [Colour(c).key for c in state.faceup]
            res.append((key, exp, got, isinstance(exp, list) and
                        _colours_multiset(exp) == _colours_multiset(got)))
        elif key == "tunnel_extra":
            got = state.pending.extra if isinstance(state.pending, TunnelStage) else 0
            res.append((key, exp, got, got == exp))
        elif key == "revealed":
            got = []
            for s in steps_out:
                if s.key == "tunnel.reveal":
                    got = list(s.params["revealed"])
            res.append((key, exp, got, isinstance(exp, list) and
                        _colours_multiset(exp) == _colours_multiset(got)))
        elif key == "current_player":
            res.append((key, exp, state.current, state.current == exp))
        elif key == "final_round":
            res.append((key, exp, state.final_round, state.final_round == exp))
        elif key == "game_over":
            res.append((key, exp, state.game_over, state.game_over == exp))
        elif key == "players":
            if not isinstance(exp, dict):
                probs.add(f"{path}.expect.players", Message("ttr-scen.expect-players"))
                continue
            for idx, fields in exp.items():
                # "0", "1", ...: ASCII digits only ("²" is a digit to str.isdigit, not to int)
                if not re.fullmatch(r"[0-9]{1,3}", str(idx)) or int(idx) >= state.n_players or \
                        not isinstance(fields, dict):
                    probs.add(f"{path}.expect.players.{idx}", Message("ttr-scen.not-a-player"))
                    continue
                p = state.players[int(idx)]
                t = state.teams
                for f, v in fields.items():
                    name = f"players.{idx}.{f}"
                    if f == "score" and t is not None:      # asia: the team's score
                        from ..teams import team_score
                        got = team_score(state, t.of_seat[int(idx)])
                        res.append((name, v, got, got == v))
                    elif f == "score":
                        res.append((name, v, p.score, p.score == v))
                    elif f == "shared_hand" and t is not None:   # asia: the team's card holder
                        got = C.card_dict(t.hands[t.of_seat[int(idx)]])
                        res.append((name, v, got, _cards_eq(v, got)))
                    elif f == "shared_tickets" and t is not None:  # ... and ticket holder (count)
                        got = len(t.tickets[t.of_seat[int(idx)]])
                        res.append((name, v, got, got == v))
                    elif f == "team" and t is not None:
                        res.append((name, v, t.of_seat[int(idx)], t.of_seat[int(idx)] == v))
                    elif f == "trains":
                        res.append((name, v, p.trains, p.trains == v))
                    elif f == "hand":
                        got = C.card_dict(p.hand)
                        res.append((name, v, got, _cards_eq(v, got)))
                    elif f == "stations":
                        got = [m.cities[c].name for c in p.stations]
                        ok = isinstance(v, list) and all(isinstance(x, str) for x in v) and \
                            Counter(normalise_name(x) for x in v) == \
                            Counter(normalise_name(x) for x in got)
                        res.append((name, v, got, ok))
                    elif f == "routes":
                        got = sum(1 for o in state.owners if o == int(idx))
                        res.append((name, v, got, got == v))
                    elif f == "tickets":
                        res.append((name, v, len(p.tickets), len(p.tickets) == v))
                    elif f == "passengers" and state.rules.passengers:
                        got = dict(Counter(Colour(c).key for c in p.passengers))
                        res.append((name, v, got, _passengers_eq(v, got)))
                    else:
                        probs.add(f"{path}.expect.players.{idx}.{f}",
                                  Message("ttr-scen.player-field", field=f))
        else:
            probs.add(f"{path}.expect.{key}", Message("ttr-scen.unknown-expectation"))
    return res


#: Deutschland's ``de.claim`` is "claim a route as in Europe": the engine cites the Europe rule
#: that forbids a claim, and a scenario may name either.
_UMBRELLA = {"deutschland": {"de.claim": {"claim.open-route", "claim.trains", "claim.color",
                                          "claim.gray"}}}


def _rule_matches(state: GameState, expected, got) -> bool:
    if expected == got:
        return True
    return isinstance(expected, str) and \
        got in _UMBRELLA.get(state.rules.game, {}).get(expected, ())
