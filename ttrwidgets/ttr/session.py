"""A Ticket to Ride game being played: the family's :class:`~ttrwidgets.core.session.Session`
with its save format (``ttrwidgets.game``, :class:`~ttrwidgets.ttr.record.GameRecord`), its
scenario files (the app opens them) and its ticket status.

Pure Python (no widgets): the app, the terminal game and the tests all drive a :class:`Session`
(history, bots, undo, save and load are :mod:`ttrwidgets.core.session`'s, the same for every
family). Legality is the engine's business; a session only records what the engine accepted.

>>> s = Session.new("europe.classic", ["human", "greedy"], seed=4)
>>> s.state.phase.value
'setup'
>>> s.run_bots()   # the greedy bot chooses its tickets; the human still has to choose
1
>>> s.active_humans()
[0]

The app (:mod:`ttrwidgets.widgets.app`) and the terminal game (:mod:`ttrwidgets.ttr.cli`) both
hold a session: the same history, the same bots, the same undo points, the same files. What is
shared but worded by each front end is returned as data here (:func:`ticket_progress`).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import DataError, Message, SaveFileError, ScenarioError, TTRError
from ..core.session import Entry
from ..core.session import Session as _Session
from ..graphs import connected_pairs
from .bots import cheapest_path
from .game import new_game
from .record import SEAT_KINDS, GameRecord, replay, state_from_json
from .record import seat_kinds as saved_seat_kinds
from .scoring import final_scores, player_graph
from .state import GameState


class Session(_Session):
    """A Ticket to Ride game and its history (:class:`ttrwidgets.core.session.Session`)."""
    SEAT_KINDS = SEAT_KINDS

    def __init__(self, start: GameState, seat_kinds, start_steps=(), fresh: bool = True,
                 names=None, **kw):
        super().__init__(start, seat_kinds, start_steps, names, fresh=fresh, **kw)

    # ---------------------------------------------------------------- creation
    @classmethod
    def new(cls, rules="europe.classic", seat_kinds=("human", "greedy"), seed: int | None = None):
        return cls.new_with(new_game, rules, seat_kinds, seed)

    @classmethod
    def from_scenario(cls, data, seat_kinds=None, source="<scenario>") -> "Session":
        from .scenario import setup_scenario
        try:
            state = setup_scenario(data, source)
        except DataError:
            raise
        except TTRError as e:
            from . import GAME_INFOS
            game = data.get("game")
            if not isinstance(game, str) or game in {g.id for g in GAME_INFOS}:
                raise ScenarioError(source, [("$", Message(
                    "scenario.because", why=e.message))]) from None
            # a game of another family: its session is not this one
            raise ScenarioError(source, [("$.game", Message(
                "save.other-game", game=game))]) from None
        kinds = seat_kinds or ["human"] * state.n_players
        return cls(state, kinds, fresh="position" not in data)

    @classmethod
    def from_json(cls, data, source="<file>") -> "Session":
        """A saved game (``ttrwidgets.game``) or a scenario file; anything else, or a bad one, is
        a :class:`~ttrwidgets.core.errors.DataError` (or ``ReplayError``) naming ``source``."""
        # the checks of depth and numbers (jsonfile.check_json_value) run in the readers below
        if isinstance(data, dict) and data.get("format") == "ttrwidgets.game":
            rec = GameRecord.from_json(data, source)
            states, steps = replay(rec, source, with_steps=True)
            kinds = saved_seat_kinds(rec, source)  # the seats are checked there, names too
            names = [seat.get("name") if isinstance(seat, dict) else None for seat in rec.seats]
            return cls.restore(states, steps, rec.actions, kinds, names, fresh=rec.start is None)
        if isinstance(data, dict) and "game" in data and ("steps" in data or "kind" not in data):
            # a scenario (its steps may be left out; a puzzle has a "kind" and no steps)
            # checked as the scenario command checks it (every step, through the game's
            # family): a file the command refuses is refused here too, with the same message
            from .scenario import run_scenario
            try:
                run_scenario(data, source)
            except DataError:
                raise
            except TTRError as e:
                raise ScenarioError(source, [("$", Message(
                    "scenario.because", why=e.message))]) from None
            return cls.from_scenario(data, source=source)
        if isinstance(data, dict) and "format" in data:  # another format, or a misspelt one
            GameRecord.from_json(data, source)  # says so at $.format (or $.version)
        raise SaveFileError(source, [("$", Message(
            "save.not-a-game"))])

    # ---------------------------------------------------------------- playing
    def bots_first(self, state) -> bool:
        """Bots choose their first tickets before people do (``setup.tickets``)."""
        return state.phase.value == "setup"

    def undo_point(self, state) -> bool:
        """Not in the middle of a turn (a second card, a tunnel, a ticket choice pending)."""
        return state.pending is None

    def ticket_progress(self, seat: int, tickets=None) -> list["TicketStatus"]:
        """:func:`ticket_progress` of the current state."""
        return ticket_progress(self.state, seat, tickets)

    # ---------------------------------------------------------------- saving
    def record(self) -> GameRecord:
        return GameRecord.of_game(self.entries[0].state,
                                  [str(e.action) for e in self.entries[1:]], self.seats_json(),
                                  fresh=self.fresh)

    def record_json(self) -> dict:
        return self.record().to_json()


# -------------------------------------------------------------------- ticket status
@dataclass(frozen=True)
class TicketStatus:
    """Where one of a seat's tickets stands, as data; each front end words it.

    ``status`` is ``"done"`` (joined by the seat's own routes), ``"todo"`` (``cost`` train spaces
    still to claim on the cheapest way: a hint, this ticket alone, over free routes; stations
    count only at the end) or ``"blocked"`` (no way is left) while the game runs; once it is
    over, ``"completed"`` or ``"failed"`` with the signed ``points`` it scored
    (``score.tickets``)."""
    ticket: int
    status: str
    cost: int | None = None
    points: int | None = None


def ticket_progress(state: GameState, seat: int, tickets=None) -> list[TicketStatus]:
    """The status of each of ``seat``'s tickets, in the order the seat holds them (the one
    computation behind the app's ticket list and the terminal's ``hand``). ``tickets``: only
    these (e.g. those a view may show, ``seat_view(...).tickets_of(seat)``); default all.

    >>> s = Session.new("europe.classic", ["human", "greedy"], seed=4)
    >>> s.act(s.advise(0).action) and None
    >>> [(t.status, t.cost) for t in ticket_progress(s.state, 0)][:1]
    [('todo', 21)]
    """
    m = state.map
    tickets = state.players[seat].tickets if tickets is None else tuple(tickets)
    if state.game_over:
        fs = final_scores(state)            # with teams (asia.md) one score per team
        completed = fs[state.rules.hooks.score_index(state, seat)].completed
        return [TicketStatus(tk, "completed", points=m.tickets[tk].points) if tk in completed
                else TicketStatus(tk, "failed", points=-m.tickets[tk].points) for tk in tickets]
    joined = connected_pairs(player_graph(state, seat),
                             [(m.tickets[tk].a, m.tickets[tk].b) for tk in tickets])
    out = []
    for tk, ok in zip(tickets, joined):
        if ok:
            out.append(TicketStatus(tk, "done", cost=0))
            continue
        cost, _path = cheapest_path(state, seat, m.tickets[tk].a, m.tickets[tk].b)
        out.append(TicketStatus(tk, "blocked") if cost is None else
                   TicketStatus(tk, "todo", cost=cost))
    return out


__all__ = ["Session", "Entry", "TicketStatus", "ticket_progress", "SEAT_KINDS", "TTRError",
           "ScenarioError", "state_from_json"]
