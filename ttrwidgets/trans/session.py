"""A Trans game being played: the family's :class:`~ttrwidgets.core.session.Session` (history,
bots, undo, save and load are the core's, the same for every family) with the Trans save format
(:func:`.record.record_json`) and its seat kinds.

Code outside this package does not name this class: it starts a game with
:func:`ttrwidgets.core.session.new_session`, a session from a position with
:func:`~ttrwidgets.core.session.session_of` and reads a file with the family's
``load_session``. ``TransSession`` stays as this class's name for code written before.

>>> s = TransSession.new("trans_europa", ["human", "greedy"], seed=3)   # greedy: steiner
>>> s.kinds, s.state.phase
(['human', 'steiner'], 'markers')
>>> s.act(s.advise(0).action) and None
>>> s.run_bots(), s.state.phase
(1, 'rails')
>>> again = TransSession.from_json(json.loads(s.save_text()))
>>> [str(e.action) for e in again.entries] == [str(e.action) for e in s.entries]
True
"""
from __future__ import annotations

import json  # noqa: F401 (the example above)

from ..core.errors import Message, SaveFileError
from ..core.session import Entry, Session
from .game import new_game
from .record import check_record, record_json, replay

__all__ = ["TransSession", "TransEntry", "SEAT_KINDS", "is_trans_record"]

#: Who may sit at a seat: a person or one of the Trans bots (``greedy``, the Ticket to Ride
#: start page's default bot, is read as the Steiner bot).
SEAT_KINDS = ("human", "steiner", "random")
_ALIASES = {"greedy": "steiner"}

#: An entry of the history (the core's).
TransEntry = Entry


def is_trans_record(data) -> bool:
    """Is ``data`` a saved Trans game (:meth:`TransSession.record`)?"""
    return isinstance(data, dict) and data.get("family") == "trans" and "actions" in data


class TransSession(Session):
    """A Trans game and its history (:class:`ttrwidgets.core.session.Session`)."""
    SEAT_ALIASES = _ALIASES
    SEAT_KINDS = SEAT_KINDS

    @classmethod
    def new(cls, rules="trans_europa", seat_kinds=("human", "steiner"), seed: int | None = None):
        return cls.new_with(new_game, rules, seat_kinds, seed)

    @classmethod
    def from_json(cls, data, source: str = "<file>") -> "TransSession":
        """A saved Trans game (:meth:`record`), replayed action by action."""
        if not is_trans_record(data):
            raise SaveFileError(source, [("$", Message("save.not-trans"))])
        rec = check_record(data, source, SEAT_KINDS + tuple(_ALIASES))
        states, steps = replay(data, source, with_steps=True)
        return cls.restore(states, steps, rec["actions"], rec["kinds"], rec["names"])

    def bots_first(self, state) -> bool:
        """Bots choose their cards first when every seat chooses at once (the special cards'
        choices)."""
        return state.phase == "choose"

    def record_json(self) -> dict:
        s0 = self.entries[0].state
        data = record_json(s0.rules, s0.n_players, s0.seed,
                           [e.action for e in self.entries[1:]])
        data["seats"] = self.seats_json()
        return data
