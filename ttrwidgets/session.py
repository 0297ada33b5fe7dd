"""A game being played: the history of states, who sits where, undo, save and load.

Pure Python (no widgets): the app, the terminal game and the tests all drive a :class:`Session`.
Legality is the engine's business; a session only records what the engine accepted.

>>> s = Session.new("europe.classic", ["human", "greedy"], seed=4)
>>> s.state.phase.value
'setup'
>>> s.run_bots()   # the greedy bot chooses its tickets; the human still has to choose
1
>>> s.active_humans()
[0]

The app (:mod:`ttrwidgets.widgets.app`) and the terminal game (:mod:`ttrwidgets.cli`) both hold a
session: the same history, the same bots, the same undo points, the same files. What is shared
but worded by each front end is returned as data here (:func:`ticket_progress`).
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from .ttr.actions import Action
from .ttr.bots import BOTS, GreedyBot, cheapest_path
from .core.errors import DataError, SaveFileError, ScenarioError, Text, TTRError
from .ttr.game import active_seats, apply, new_game
from .core.jsonfile import (MAX_FILE_BYTES, decode_text, describe, parse_json_text,
                            read_file_bytes)
from .ttr.record import SEAT_KINDS, GameRecord, replay, state_from_json
from .ttr.record import seat_kinds as saved_seat_kinds
from .ttr.scoring import final_scores, player_graph
from .ttr.state import GameState
from .core.steps import Step
from .graphs import connected_pairs

@dataclass
class Entry:
    """One accepted action: who did what, and what the engine explained."""
    action: Action | None
    steps: list
    state: GameState


class Session:
    def __init__(self, start: GameState, seat_kinds, start_steps=(), fresh: bool = True,
                 names=None):
        if len(seat_kinds) != start.n_players:
            raise ValueError("one seat kind per player")
        for k in seat_kinds:
            if k not in SEAT_KINDS:
                raise ValueError(f"unknown seat kind {k!r}; choose from {', '.join(SEAT_KINDS)}")
        self.kinds = list(seat_kinds)
        self.names = list(names) if names else [None] * start.n_players
        self.fresh = fresh
        self.entries = [Entry(None, list(start_steps), start)]
        self.bots = {i: BOTS[k](start.seed * 31 + i) for i, k in enumerate(seat_kinds)
                     if k != "human"}

    # ---------------------------------------------------------------- creation
    @classmethod
    def new(cls, rules="europe.classic", seat_kinds=("human", "greedy"), seed: int | None = None):
        import random
        seed = random.randrange(1 << 31) if seed is None else seed
        state, steps = new_game(rules, len(seat_kinds), seed)
        return cls(state, seat_kinds, steps)

    @classmethod
    def from_scenario(cls, data, seat_kinds=None, source="<scenario>") -> "Session":
        from .ttr.scenario import _other_family, setup_scenario
        try:
            state = setup_scenario(data, source)
        except DataError:
            raise
        except TTRError as e:
            if _other_family(data) is None:
                raise ScenarioError(source, [("$", str(e))]) from None
            # a game of another family: its session is not this one
            game = data["game"]
            raise ScenarioError(source, [("$.game", Text(
                f"the app cannot open a scenario of {game} yet (python -m ttrwidgets scenario "
                "checks it)",
                de=f"die App kann ein Szenario von {game} noch nicht öffnen (python -m "
                   "ttrwidgets scenario prüft es)"))]) from None
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
            session = cls(states[0], kinds, steps[0], fresh=rec.start is None,
                          names=names if any(names) else None)
            from .ttr.actions import parse_action
            for text, st, stp in zip(rec.actions, states[1:], steps[1:]):
                session.entries.append(Entry(parse_action(text), stp, st))
            return session
        if isinstance(data, dict) and "game" in data and ("steps" in data or "kind" not in data):
            # a scenario (its steps may be left out; a puzzle has a "kind" and no steps)
            # checked as the scenario command checks it (every step, through the game's
            # family): a file the command refuses is refused here too, with the same message
            from .ttr.scenario import run_scenario
            try:
                run_scenario(data, source)
            except DataError:
                raise
            except TTRError as e:
                raise ScenarioError(source, [("$", str(e))]) from None
            return cls.from_scenario(data, source=source)
        if isinstance(data, dict) and "format" in data:  # another format, or a misspelt one
            GameRecord.from_json(data, source)  # says so at $.format (or $.version)
        raise SaveFileError(source, [("$", Text(
            "neither a saved ttrwidgets game nor a scenario file",
            de="weder ein gespeichertes ttrwidgets-Spiel noch eine Szenariodatei"))])

    @classmethod
    def load_text(cls, text: str, source="<file>") -> "Session":
        """A session from the text of an uploaded file, read within the limits of
        :mod:`~ttrwidgets.core.jsonfile` (at most ``MAX_FILE_BYTES``, nesting, numbers)."""
        if isinstance(text, str) and len(text) > MAX_FILE_BYTES:  # characters ≤ bytes
            raise SaveFileError(source, [("$", Text(
                f"the file is too large: at most {MAX_FILE_BYTES // (1024 * 1024)} MB are read",
                de=f"die Datei ist zu groß: gelesen werden höchstens "
                   f"{MAX_FILE_BYTES // (1024 * 1024)} MB"))])
        return cls.from_json(parse_json_text(text, source, what="game"), source)

    @classmethod
    def load_file(cls, path) -> "Session":
        """A session from a file on disk (``play --load``): read like the app's upload
        (:meth:`load_text`), so both accept the same files and refuse bad ones with the same
        messages; only regular files of at most ``MAX_FILE_BYTES`` are read."""
        source = str(path)
        text = decode_text(read_file_bytes(path, what="game"), source, what="game")
        return cls.load_text(text, source)

    # ---------------------------------------------------------------- seats
    def set_kind(self, seat: int, kind: str) -> None:
        """Who plays ``seat`` from now on: ``"human"`` or a bot of :data:`SEAT_KINDS`."""
        if kind not in SEAT_KINDS:
            raise ValueError(f"unknown seat kind {kind!r}; choose from {', '.join(SEAT_KINDS)}")
        self.kinds[seat] = kind
        self.bots.pop(seat, None)
        if kind != "human":
            self.bots[seat] = BOTS[kind](self.entries[0].state.seed * 31 + seat)

    def humans(self) -> list[int]:
        """The seats people play, in seat order."""
        return [i for i, k in enumerate(self.kinds) if k == "human"]

    # ---------------------------------------------------------------- playing
    @property
    def state(self) -> GameState:
        return self.entries[-1].state

    @property
    def last_steps(self) -> list[Step]:
        return self.entries[-1].steps

    def active_humans(self) -> list[int]:
        return [s for s in active_seats(self.state) if self.kinds[s] == "human"]

    def next_bot(self) -> int | None:
        for s in active_seats(self.state):
            if self.kinds[s] != "human":
                return s
        return None

    def act(self, action: Action) -> list[Step]:
        """Apply an action; raises the engine's error (and changes nothing) if it is refused."""
        new, steps = apply(self.state, action)
        self.entries.append(Entry(action, steps, new))
        return steps

    def bot_move(self) -> Entry | None:
        seat = self.next_bot()
        if seat is None:
            return None
        self.act(self.bots[seat].choose(self.state, seat))
        return self.entries[-1]

    def run_bots(self, limit: int = 10000) -> int:
        """Let bots move until a human must act or the game is over; returns the moves made."""
        n = 0
        while n < limit and self.next_bot() is not None and not (
                self.active_humans() and self.state.phase.value != "setup"):
            self.bot_move()
            n += 1
        return n

    def advise(self, seat: int):
        """What the greedy bot would play for ``seat`` now, and why (an
        :class:`~ttrwidgets.ttr.bots.Advice`): the hint, and the move ``auto`` plays."""
        return GreedyBot(self.state.seed).advise(self.state, seat)

    def ticket_progress(self, seat: int, tickets=None) -> list["TicketStatus"]:
        """:func:`ticket_progress` of the current state."""
        return ticket_progress(self.state, seat, tickets)

    # ---------------------------------------------------------------- undo
    def undo_points(self) -> list[int]:
        """Entry indices one may go back to: states where a human was to move with nothing
        half-done (teaching mode may go back to any of them)."""
        pts = []
        for i, e in enumerate(self.entries[:-1]):
            seats = active_seats(e.state)
            if e.state.pending is None and any(self.kinds[s] == "human" for s in seats):
                pts.append(i)
        return pts

    def undo(self, to: int | None = None) -> bool:
        """Go back to entry ``to`` (default: the latest undo point). False if there is none."""
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
    def record(self) -> GameRecord:
        seats = [{"kind": k if k == "human" else f"bot:{k}", **({"name": n} if n else {})}
                 for k, n in zip(self.kinds, self.names)]
        return GameRecord.of_game(self.entries[0].state,
                                [str(e.action) for e in self.entries[1:]], seats,
                                fresh=self.fresh)

    def save_text(self) -> str:
        return json.dumps(self.record().to_json(), indent=1, ensure_ascii=False)


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
        completed = fs[seat if state.teams is None else state.teams.of_seat[seat]].completed
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
