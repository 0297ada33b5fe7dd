"""One Trans game being played: the history of states, who sits where, bots, undo, save and load.

The Trans counterpart of :class:`ttrwidgets.session.Session` (which is Ticket to Ride's), with the
same shape, so the app's generic parts (hot-seat hand-over, undo, save, the bots' pace) drive
either: ``state``, ``entries`` (each an action, its explanation steps and the state after it),
``kinds``, ``active_humans``, ``next_bot``, ``act``, ``bot_move``, ``advise``, ``undo_points``,
``undo`` and ``save_text``. Legality is the engine's (:mod:`ttrwidgets.trans`); a session only
records what the engine accepted.

>>> s = TransSession.new("trans_europa", ["human", "steiner"], seed=3)
>>> s.state.phase, s.active_humans()
('markers', [0])
>>> s.act(s.advise(0).action) and None
>>> s.run_bots(), s.state.phase
(1, 'rails')
>>> s.undo(), len(s.entries)
(True, 1)
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from ..core.errors import SaveFileError, Text
from .actions import TransAction, parse_action
from .bot import BOTS, SteinerBot
from .game import active_seats, apply, new_game
from .record import check_record, record_json, replay

__all__ = ["TransSession", "TransEntry", "SEAT_KINDS", "is_trans_record"]

#: Who may sit at a seat: a person or one of the Trans bots (``greedy``, the Ticket to Ride
#: start page's default bot, is read as the Steiner bot).
SEAT_KINDS = ("human", "steiner", "random")
_ALIASES = {"greedy": "steiner"}


@dataclass
class TransEntry:
    """One accepted action: who did what, and what the engine explained."""
    action: TransAction | None
    steps: list
    state: object


def is_trans_record(data) -> bool:
    """Is ``data`` a saved Trans game (:meth:`TransSession.record`)?"""
    return isinstance(data, dict) and data.get("family") == "trans" and "actions" in data


class TransSession:
    family = "trans"

    def __init__(self, start, seat_kinds, start_steps=(), names=None):
        kinds = [_ALIASES.get(k, k) for k in seat_kinds]
        if len(kinds) != start.n_players:
            raise ValueError("one seat kind per player")
        for k in kinds:
            if k not in SEAT_KINDS:
                raise ValueError(f"unknown seat kind {k!r}; choose from {', '.join(SEAT_KINDS)}")
        self.kinds = kinds
        self.names = list(names) if names else [None] * start.n_players
        self.entries = [TransEntry(None, list(start_steps), start)]
        self.bots = {i: BOTS[k](start.seed * 31 + i) for i, k in enumerate(kinds)
                     if k != "human"}

    @classmethod
    def new(cls, rules="trans_europa", seat_kinds=("human", "steiner"), seed: int | None = None):
        import random
        seed = random.randrange(1 << 31) if seed is None else seed
        state, steps = new_game(rules, len(seat_kinds), seed)
        return cls(state, seat_kinds, steps)

    @classmethod
    def from_json(cls, data, source: str = "<file>") -> "TransSession":
        """A saved Trans game (:meth:`record`), replayed action by action."""
        if not is_trans_record(data):
            raise SaveFileError(source, [("$", Text("not a saved Trans game",
                                                    de="kein gespeichertes Trans-Spiel"))])
        rec = check_record(data, source, SEAT_KINDS + tuple(_ALIASES))
        states, steps = replay(data, source, with_steps=True)
        kinds = [_ALIASES.get(k, k) for k in rec["kinds"]]
        session = cls(states[0], kinds, steps[0],
                      names=rec["names"] if any(rec["names"]) else None)
        for text, st, stp in zip(rec["actions"], states[1:], steps[1:]):
            session.entries.append(TransEntry(parse_action(text), stp, st))
        return session

    # ---------------------------------------------------------------- seats
    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.kinds) if k == "human"]

    # ---------------------------------------------------------------- playing
    @property
    def state(self):
        return self.entries[-1].state

    @property
    def last_steps(self) -> list:
        return self.entries[-1].steps

    def active_humans(self) -> list[int]:
        return [s for s in active_seats(self.state) if self.kinds[s] == "human"]

    def next_bot(self) -> int | None:
        for s in active_seats(self.state):
            if self.kinds[s] != "human":
                return s
        return None

    def act(self, action) -> list:
        """Apply an action; raises the engine's error (and changes nothing) if it is refused."""
        new, steps = apply(self.state, action)
        self.entries.append(TransEntry(action, steps, new))
        return steps

    def bot_move(self) -> TransEntry | None:
        seat = self.next_bot()
        if seat is None:
            return None
        self.act(self.bots[seat].choose(self.state, seat))
        return self.entries[-1]

    def run_bots(self, limit: int = 10000) -> int:
        """Let bots move until a person must act or the game is over; returns the moves made."""
        n = 0
        while n < limit and self.next_bot() is not None and not (
                self.active_humans() and self.state.phase != "choose"):
            self.bot_move()
            n += 1
        return n

    def advise(self, seat: int):
        """What the Steiner bot would play for ``seat`` now, and why (the hint, and the move
        *auto* plays)."""
        return SteinerBot(self.state.seed).advise(self.state, seat)

    # ---------------------------------------------------------------- undo
    def undo_points(self) -> list[int]:
        """Entry indices one may go back to: states where a person was to act."""
        return [i for i, e in enumerate(self.entries[:-1])
                if any(self.kinds[s] == "human" for s in active_seats(e.state))]

    def undo(self, to: int | None = None) -> bool:
        pts = self.undo_points()
        if to is None:
            if not pts:
                return False
            to = pts[-1]
        if not 0 <= to < len(self.entries) - 1:
            return False
        del self.entries[to + 1:]
        return True

    # ---------------------------------------------------------------- saving
    def record(self) -> dict:
        s0 = self.entries[0].state
        data = record_json(s0.rules, s0.n_players, s0.seed,
                           [e.action for e in self.entries[1:]])
        data["seats"] = [{"kind": k if k == "human" else f"bot:{k}", **({"name": n} if n else {})}
                         for k, n in zip(self.kinds, self.names)]
        return data

    def save_text(self) -> str:
        return json.dumps(self.record(), indent=1, ensure_ascii=False)
