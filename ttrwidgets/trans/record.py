"""Trans states as JSON (saving, the round trip every conformance step checks) and game records
(rules, board, seats, seed, actions) that replay to the same states.

>>> from ttrwidgets.trans.game import new_game
>>> s, _ = new_game("trans_america", 3, seed=4)
>>> state_from_json(state_to_json(s)) == s
True
"""
from __future__ import annotations

from ..core.errors import InvalidActionError, Message, SaveFileError
from ..core.jsonfile import describe_value
from .actions import parse_action
from .board import load_board
from .game import (RULE_SETS, CardChoice, RoundResult, TransPlayer, TransState, apply,
                   get_rules, new_game)

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


_PHASES = ("choose", "markers", "rails", "over")


def state_from_json(data, source: str = "<state>") -> TransState:
    """A state from :func:`state_to_json`'s JSON; bad data raises ``SaveFileError`` with the
    JSON path."""
    try:
        if not isinstance(data, dict):
            raise SaveFileError(source, [("$", Message(
                "trans-save.not-object", value=describe_value(data)))])
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
        raise SaveFileError(source, [(f"$.{e.args[0]}", Message("trans-save.missing"))]) \
            from None
    except (TypeError, ValueError, AttributeError):
        raise SaveFileError(source, [("$", Message("trans-save.not-state"))]) from None
    if state.phase not in _PHASES:
        raise SaveFileError(source, [("$.phase", Message(
            "trans-save.phase", value=describe_value(state.phase), known=", ".join(_PHASES)))])
    return state


def record_json(rules, players: int, seed: int, actions) -> dict:
    """A game record: ``rules id@version``, board, seats, seed and the actions' text forms."""
    r = get_rules(rules)
    return {"family": "trans", "rules": r.id, "version": r.version, "board": r.board,
            "players": players, "seed": seed, "actions": [str(a) for a in actions]}


def check_record(data, source: str = "<game>", seat_kinds=None) -> dict:
    """The fields of a saved Trans game (:func:`record_json` plus ``seats``), checked: a
    :class:`SaveFileError` names the file and each problem with its JSON path.

    Returns ``rules`` (a rule set), ``players``, ``seed``, ``kinds`` (one per seat), ``names``
    and ``actions`` (the texts); ``seat_kinds`` are the seat kinds allowed (default: any
    text)."""
    if not isinstance(data, dict):
        raise SaveFileError(source, [("$", Message(
            "trans-save.not-object", value=describe_value(data)))])
    problems = []

    def need(key, ok, **params):
        if key not in data:
            problems.append((f"$.{key}", Message("trans-save.missing")))
            return False
        if not ok(data[key]):
            problems.append((f"$.{key}", Message(f"trans-save.{key}",
                                                 value=describe_value(data[key]), **params)))
            return False
        return True

    rules = None
    if need("rules", lambda v: isinstance(v, str)):
        try:
            rules = get_rules(data["rules"])
        except InvalidActionError:
            problems.append(("$.rules", Message(
                "trans-save.unknown-rules", value=describe_value(data["rules"]),
                known=", ".join(RULE_SETS))))
    counts = rules.players if rules is not None else range(2, 7)
    lo, hi = min(counts), max(counts)
    need("players", lambda v: _whole(v) and v in counts, lo=lo, hi=hi)
    need("seed", lambda v: _whole(v) and abs(v) < MAX_SEED)
    need("actions", lambda v: isinstance(v, list))
    if problems:
        raise SaveFileError(source, problems)
    n = data["players"]
    seats = data.get("seats")
    kinds, names = ["human"] * n, [None] * n
    if seats is not None:
        if not isinstance(seats, list) or len(seats) != n:
            problems.append(("$.seats", Message(
                "trans-save.seats-of" if isinstance(seats, list) else "trans-save.seats", n=n,
                value=describe_value(seats), count=len(seats) if isinstance(seats, list) else 0)))
            seats = []
        for i, seat in enumerate(seats):
            kind, name = (seat, None) if isinstance(seat, str) else (
                (seat.get("kind", "human"), seat.get("name")) if isinstance(seat, dict)
                else (None, None))
            if isinstance(kind, str) and kind.startswith("bot:"):
                kind = kind[4:]
            if not isinstance(kind, str) or (seat_kinds is not None and kind not in seat_kinds):
                known = ", ".join(seat_kinds or ("human",))
                problems.append((f"$.seats[{i}]", Message(
                    "trans-save.seat-kind",
                    value=describe_value(kind if kind is not None else seat), known=known)))
                continue
            if name is not None and not isinstance(name, str):
                problems.append((f"$.seats[{i}].name", Message(
                    "trans-save.name", value=describe_value(name))))
                continue
            kinds[i], names[i] = kind, name
    for i, text in enumerate(data["actions"]):
        if not isinstance(text, str):
            problems.append((f"$.actions[{i}]", Message(
                "trans-save.action", value=describe_value(text))))
    if problems:
        raise SaveFileError(source, problems[:20])
    return {"rules": rules, "players": n, "seed": data["seed"], "kinds": kinds,
            "names": names, "actions": list(data["actions"])}


#: seeds are at most 30 digits (a seed drawn by the app has 10)
MAX_SEED = 10 ** 30


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def replay(record: dict, source: str = "<game>", with_steps: bool = False):
    """Every state of a record, from the new game to the last action (with the explanation
    steps of each when ``with_steps``); a broken record raises :class:`SaveFileError` (an
    action that does not replay: :class:`ReplayError`) with the JSON path."""
    rec = check_record(record, source)
    from ..core.session import replay_actions
    state, steps0 = new_game(rec["rules"], rec["players"], rec["seed"])
    states, all_steps = replay_actions(state, steps0, rec["actions"], apply, parse_action,
                                       source)
    return (states, all_steps) if with_steps else states
