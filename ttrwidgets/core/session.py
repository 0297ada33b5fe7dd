"""A session of any family's game, built on the family protocol alone
(:class:`~ttrwidgets.core.family.Family`): the history of moves, people and bots, undo, save
and load. A family with nothing of its own to keep beside the state (a plug-in game) needs no
session class: its ``load_session`` is :meth:`FamilySession.from_json` and its app controller
starts :meth:`FamilySession.new`. (The Ticket to Ride and Trans sessions,
:mod:`ttrwidgets.session` and :mod:`ttrwidgets.trans.session`, keep their save formats.)

A saved session is ``{"format": "ttrwidgets.session", "family", "game", "seats", "start",
"actions"}``: the start state as its family writes it and the moves as text, replayed on load.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from .errors import SaveFileError, TTRError
from .family import family, family_module
from .registry import game

__all__ = ["FamilySession", "SessionEntry", "FORMAT"]

FORMAT = "ttrwidgets.session"


@dataclass(frozen=True)
class SessionEntry:
    """One move of the history (``action`` None: the start) and the state after it."""
    action: object
    steps: list
    state: object


class FamilySession:
    """A game of ``game_id`` with its history; each seat ``"human"`` or a bot name of the
    family (``fam.bots()``)."""

    def __init__(self, game_id: str, start, seat_kinds, start_steps=(), seed: int = 0):
        self.game = game_id
        self.family = family(game_id)
        bots = self.family.bots()
        kinds = list(seat_kinds)
        if len(kinds) != start.n_players:
            raise ValueError("one seat kind per player")
        for k in kinds:
            if k != "human" and k not in bots:
                raise ValueError(f"unknown seat kind {k!r}; choose from human, "
                                 + ", ".join(sorted(bots)))
        self.kinds = kinds
        self.seed = seed
        self._bots = {s: bots[k](seed * 31 + s) for s, k in enumerate(kinds) if k != "human"}
        self.entries = [SessionEntry(None, list(start_steps), start)]

    @classmethod
    def new(cls, game_id: str, seat_kinds, seed: int | None = None, rules=None):
        seed = random.randrange(1 << 31) if seed is None else seed
        fam = family(game_id)
        state, steps = fam.new_game(rules or game(game_id).default_rules, len(seat_kinds), seed)
        return cls(game_id, state, seat_kinds, steps, seed)

    # ---- who moves
    @property
    def state(self):
        return self.entries[-1].state

    @property
    def last_steps(self) -> list:
        return self.entries[-1].steps

    def humans(self) -> list[int]:
        return [s for s, k in enumerate(self.kinds) if k == "human"]

    def active_humans(self) -> list[int]:
        return [s for s in self.family.active_seats(self.state) if self.kinds[s] == "human"]

    def next_bot(self) -> int | None:
        return next((s for s in self.family.active_seats(self.state)
                     if self.kinds[s] != "human"), None)

    # ---- moving
    def act(self, action) -> list:
        """Play ``action`` (refused with the rule id, changing nothing, if illegal)."""
        state, steps = self.family.apply(self.state, action)
        self.entries.append(SessionEntry(action, steps, state))
        return steps

    def bot_move(self) -> SessionEntry | None:
        seat = self.next_bot()
        if seat is None:
            return None
        self.act(self._bots[seat].choose(self.state, seat))
        return self.entries[-1]

    def run_bots(self, limit: int = 10000) -> int:
        n = 0
        while n < limit and self.next_bot() is not None and not self.active_humans():
            self.bot_move()
            n += 1
        return n

    def undo(self) -> bool:
        """Take back moves up to and including the last person's move."""
        for i in range(len(self.entries) - 1, 0, -1):
            a = self.entries[i].action
            if self.kinds[a.seat] == "human":
                del self.entries[i:]
                return True
        return False

    # ---- save and load
    def record(self) -> dict:
        return {"format": FORMAT, "family": game(self.game).family, "game": self.game,
                "seed": self.seed, "seats": list(self.kinds),
                "start": self.family.state_to_json(self.entries[0].state),
                "actions": [str(e.action) for e in self.entries[1:]]}

    def save_text(self) -> str:
        import json
        return json.dumps(self.record(), ensure_ascii=False)

    @classmethod
    def from_json(cls, data, source: str = "<file>") -> "FamilySession":
        """A saved session (:meth:`record`); a bad one is a ``SaveFileError`` with the JSON
        path."""
        def bad(path, msg):
            raise SaveFileError(source, [(path, msg)])
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            bad("$.format", f'must be "{FORMAT}"')
        gid = data.get("game")
        try:
            info = game(gid) if isinstance(gid, str) else bad("$.game", "must be a game id")
            family_module(info.family)
        except KeyError:
            bad("$.game", f"unknown game {gid!r}")
        fam = family(gid)
        seats, actions = data.get("seats"), data.get("actions")
        if not isinstance(seats, list) or not all(isinstance(k, str) for k in seats):
            bad("$.seats", "must be a list of seat kinds")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            bad("$.actions", "must be a list of moves as text")
        seed = data.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            bad("$.seed", "must be a whole number")
        try:
            start = fam.state_from_json(data.get("start"), source)
            session = cls(gid, start, seats, (), seed)
        except ValueError as e:
            bad("$.seats", str(e))
        for i, text in enumerate(actions):
            try:
                session.act(fam.parse_action(text))
            except (TTRError, ValueError) as e:
                bad(f"$.actions[{i}]", str(e))
        return session
