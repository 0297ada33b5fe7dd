"""Trans states as JSON (saving, the round trip every conformance step checks) and game records
(rules, board, seats, seed, actions) that replay to the same states.

>>> from ttrwidgets.trans.game import new_game
>>> s, _ = new_game("trans_america", 3, seed=4)
>>> state_from_json(state_to_json(s)) == s
True
"""
from __future__ import annotations

from ..core.errors import ReplayError, SaveFileError
from .actions import parse_action
from .board import load_board
from .game import (CardChoice, RoundResult, TransPlayer, TransState, apply, get_rules,
                   new_game)

__all__ = ["state_to_json", "state_from_json", "record_json", "replay"]

_INTS = ("seed", "rails_left", "current", "start_player", "round", "used", "turns", "idle")


def state_to_json(state: TransState) -> dict:
    """The whole state as plain JSON (hidden information included: a saved game)."""
    lr = state.last_round
    return {
        "family": "trans", "rules": state.rules.id, "board": state.map.id,
        **{k: getattr(state, k) for k in _INTS},
        "players": [{"cities": list(p.cities), "marker": p.marker, "prestige": p.prestige}
                    for p in state.players],
        "decks": [list(d) for d in state.decks], "rails": list(state.rails),
        "phase": state.phase, "special": state.special, "specials": list(state.specials),
        "finish_turn": state.finish_turn,
        "choice": None if state.choice is None else {
            "kind": state.choice.kind, "chosen": list(state.choice.chosen),
            "stage": state.choice.stage, "colour": state.choice.colour},
        "known": [[list(x) for x in k] for k in state.known],
        "last_round": None if lr is None else {
            "round": lr.round, "special": lr.special, "reason": lr.reason,
            "completed": list(lr.completed), "gains": list(lr.gains),
            "missing": list(lr.missing), "cities": [list(c) for c in lr.cities],
            "markers": list(lr.markers), "rails": list(lr.rails)},
        "history": [[r, list(g)] for r, g in state.history],
    }


def state_from_json(data, source: str = "<state>") -> TransState:
    """A state from :func:`state_to_json`'s JSON; bad data raises ``SaveFileError`` with the
    JSON path."""
    try:
        if not isinstance(data, dict):
            raise SaveFileError(source, [("$", "a saved Trans game is a JSON object")])
        rules = get_rules(data["rules"])
        board = load_board(data["board"])
        ch = data["choice"]
        lr = data["last_round"]
        state = TransState(
            rules=rules, map=board,
            players=tuple(TransPlayer(tuple(p["cities"]), p["marker"], p["prestige"])
                          for p in data["players"]),
            decks=tuple(tuple(d) for d in data["decks"]), rails=tuple(data["rails"]),
            phase=data["phase"], special=data["special"], specials=tuple(data["specials"]),
            finish_turn=bool(data["finish_turn"]),
            choice=None if ch is None else CardChoice(ch["kind"], tuple(ch["chosen"]),
                                                      ch["stage"], ch["colour"]),
            known=tuple(tuple(tuple(x) for x in k) for k in data["known"]),
            last_round=None if lr is None else RoundResult(
                lr["round"], lr["special"], lr["reason"], tuple(lr["completed"]),
                tuple(lr["gains"]), tuple(lr["missing"]), tuple(tuple(c) for c in lr["cities"]),
                tuple(lr["markers"]), tuple(lr["rails"])),
            history=tuple((r, tuple(g)) for r, g in data["history"]),
            **{k: data[k] for k in _INTS})
    except SaveFileError:
        raise
    except KeyError as e:
        raise SaveFileError(source, [(f"$.{e.args[0]}", "missing")]) from None
    except (TypeError, ValueError, AttributeError) as e:
        raise SaveFileError(source, [("$", f"not a saved Trans game: {e}")]) from None
    if state.phase not in ("choose", "markers", "rails", "over"):
        raise SaveFileError(source, [("$.phase", f"unknown phase {state.phase!r}")])
    return state


def record_json(rules, players: int, seed: int, actions) -> dict:
    """A game record: ``rules id@version``, board, seats, seed and the actions' text forms."""
    r = get_rules(rules)
    return {"family": "trans", "rules": r.id, "version": r.version, "board": r.board,
            "players": players, "seed": seed, "actions": [str(a) for a in actions]}


def replay(record: dict) -> list:
    """Every state of a record, from the new game to the last action."""
    state, _ = new_game(record["rules"], record["players"], record["seed"])
    states = [state]
    for i, text in enumerate(record["actions"]):
        try:
            state, _ = apply(state, parse_action(text))
        except Exception as e:  # noqa: BLE001 - any failure is a broken record
            raise ReplayError(f"action {i} ({text!r}) does not replay: {e}") from None
        states.append(state)
    return states
