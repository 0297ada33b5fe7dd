"""One session for every family's game: the history of states, who sits where (people and
bots), the bots' turns, undo, replay, save and load -- built on the family protocol alone
(:class:`~ttrwidgets.core.family.Family`). The app, the terminal, the lessons and the tests all
drive a :class:`Session`; legality is the family's business, a session only records what the
family's ``apply`` accepted.

>>> s = new_session("deutschland", ["human", "greedy"], seed=3)
>>> type(s).__module__, s.game, s.active_humans()
('ttrwidgets.ttr.session', 'deutschland', [0])
>>> s.run_bots()             # the bot announces its first tickets and keeps some
2
>>> s.act(s.advise(0).action) and None
>>> s.undo(), len(s.entries)
(True, 3)
>>> new_session("trans_europa", ["human", "steiner"], seed=3).seat_kinds()
('human', 'steiner', 'random')

What differs between families is kept by the family: a family may name its own subclass as
``SESSION = "module:Class"`` (optional; :func:`session_class`) to keep its save format
(:meth:`Session.record_json`, :meth:`Session.from_json`), to let bots choose first during a
simultaneous choice (:meth:`Session.bots_first`) or to allow undo only to some states
(:meth:`Session.undo_point`). A family without one (a plug-in game) plays with this class, and
its saved games are ``{"format": "ttrwidgets.session", "family", "game", "seed", "seats",
"start", "actions"}``: the start state as its family writes it and the moves as text, replayed
on load.

Code outside the families starts and rebuilds sessions without naming a family's class:
:func:`new_session` (a new game), :func:`session_of` (a session from a state, e.g. a lesson's
or a puzzle's position) and :func:`load_session` (a saved game or scenario file).
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass

from .errors import Message, ReplayError, SaveFileError, TTRError
from .family import family, family_module, family_of_record, resolve
from .jsonfile import (MAX_FILE_BYTES, decode_text, describe_value, parse_json_text,
                       read_file_bytes)
from .registry import game

__all__ = ["Session", "Entry", "FamilySession", "SessionEntry", "FORMAT", "new_session",
           "session_of", "session_class", "load_session", "play_game", "replay_actions"]

FORMAT = "ttrwidgets.session"


@dataclass
class Entry:
    """One accepted action (``None``: the start): who did what, the family's explanation steps,
    and the state after it."""
    action: object
    steps: list
    state: object


class Session:
    """A game with its history; each seat ``"human"`` or one of the family's bots
    (``family.bots()``).

    ``start`` is the first state (its game: ``start.rules.game``, or ``game``), ``start_steps``
    the steps that set it up, ``names`` the players' names (or None), ``seed`` the bots' seed
    (default: the state's), ``fresh``: the game was set up from its seed (not a given
    position)."""

    #: Seat kinds a front end may send that mean one of the family's bots (``{"greedy":
    #: "steiner"}``).
    SEAT_ALIASES: dict = {}
    #: Who may sit at a seat (None: ``"human"`` and the family's bots, sorted).
    SEAT_KINDS: tuple | None = None

    def __init__(self, start, seat_kinds, start_steps=(), names=None, *, game: str | None = None,
                 seed: int | None = None, fresh: bool = True):
        self.game = start.rules.game if game is None else game
        self.family = family(self.game)
        kinds = [self.SEAT_ALIASES.get(k, k) for k in seat_kinds]
        if len(kinds) != start.n_players:
            raise ValueError("one seat kind per player")
        for k in kinds:
            self._check_kind(k)
        self.kinds = kinds
        self.names = list(names) if names else [None] * start.n_players
        self.seed = getattr(start, "seed", 0) if seed is None else seed
        self.fresh = fresh
        self.entries = [Entry(None, list(start_steps), start)]
        self.bots = {i: self._new_bot(k, i) for i, k in enumerate(kinds) if k != "human"}

    # ---------------------------------------------------------------- creation
    @classmethod
    def new(cls, game_id: str, seat_kinds, seed: int | None = None, rules=None) -> "Session":
        """A new game of ``game_id`` (its default rule set unless ``rules``), in the family's
        session class (:func:`new_session`)."""
        return new_session(game_id, seat_kinds, seed, rules)

    @classmethod
    def new_with(cls, new_game, rules, seat_kinds, seed: int | None = None) -> "Session":
        """A new game in this class, set up by the family's ``new_game`` with ``rules`` for
        ``seat_kinds``, seeded by ``seed`` (None: a random seed)."""
        seed = random.randrange(1 << 31) if seed is None else seed
        state, steps = new_game(rules, len(seat_kinds), seed)
        return cls(state, seat_kinds, steps, seed=seed)

    # ---------------------------------------------------------------- seats
    def seat_kinds(self) -> tuple:
        """Who may sit at a seat: ``"human"`` or a bot of the family."""
        if self.SEAT_KINDS is not None:
            return self.SEAT_KINDS
        return ("human",) + tuple(sorted(self.family.bots()))

    def _check_kind(self, kind) -> None:
        if kind not in self.seat_kinds():
            raise ValueError(f"unknown seat kind {kind!r}; choose from "
                             f"{', '.join(self.seat_kinds())}")

    def _new_bot(self, kind: str, seat: int):
        return self.family.bots()[kind](self.seed * 31 + seat)

    def set_kind(self, seat: int, kind: str) -> None:
        """Who plays ``seat`` from now on: ``"human"`` or a bot of the family."""
        kind = self.SEAT_ALIASES.get(kind, kind)
        self._check_kind(kind)
        self.kinds[seat] = kind
        self.bots.pop(seat, None)
        if kind != "human":
            self.bots[seat] = self._new_bot(kind, seat)

    def humans(self) -> list[int]:
        """The seats people play, in seat order."""
        return [i for i, k in enumerate(self.kinds) if k == "human"]

    def seats_json(self) -> list[dict]:
        """The seats as a saved game writes them: ``{"kind": "human" | "bot:NAME", "name"}``."""
        return [{"kind": k if k == "human" else f"bot:{k}", **({"name": n} if n else {})}
                for k, n in zip(self.kinds, self.names)]

    # ---------------------------------------------------------------- playing
    @property
    def state(self):
        return self.entries[-1].state

    @property
    def last_steps(self) -> list:
        return self.entries[-1].steps

    def active_humans(self) -> list[int]:
        return [s for s in self.family.active_seats(self.state) if self.kinds[s] == "human"]

    def next_bot(self) -> int | None:
        for s in self.family.active_seats(self.state):
            if self.kinds[s] != "human":
                return s
        return None

    def act(self, action) -> list:
        """Apply an action; raises the family's error (and changes nothing) if it is
        refused."""
        new, steps = self.family.apply(self.state, action)
        self.entries.append(Entry(action, steps, new))
        return steps

    def bot_move(self) -> Entry | None:
        seat = self.next_bot()
        if seat is None:
            return None
        self.act(self.bots[seat].choose(self.state, seat))
        return self.entries[-1]

    def bots_first(self, state) -> bool:
        """Do bots choose before people in ``state`` (a simultaneous choice, e.g. the first
        tickets)? Then :meth:`run_bots` lets them, although a person may act too."""
        return False

    def run_bots(self, limit: int = 10000) -> int:
        """Let bots move until a person must act or the game is over; returns the moves
        made."""
        n = 0
        while n < limit and self.next_bot() is not None and not (
                self.active_humans() and not self.bots_first(self.state)):
            self.bot_move()
            n += 1
        return n

    def advise(self, seat: int):
        """What the family's default bot would play for ``seat`` now, and why (the hint, and
        the move *auto* plays)."""
        bot = self.family.bots()[self.family.DEFAULT_BOT](getattr(self.state, "seed", self.seed))
        return bot.advise(self.state, seat)

    # ---------------------------------------------------------------- undo
    def undo_point(self, state) -> bool:
        """May one go back to ``state`` when a person is to act in it (nothing half-done)?"""
        return True

    def undo_points(self) -> list[int]:
        """Entry indices one may go back to: states where a person was to act (and
        :meth:`undo_point`); teaching mode may go back to any of them."""
        return [i for i, e in enumerate(self.entries[:-1])
                if any(self.kinds[s] == "human" for s in self.family.active_seats(e.state))
                and self.undo_point(e.state)]

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
    def record(self):
        """The saved game (the family's record; here :meth:`record_json`)."""
        return self.record_json()

    def record_json(self) -> dict:
        """The saved game as JSON."""
        return {"format": FORMAT, "family": game(self.game).family, "game": self.game,
                "seed": self.seed, "seats": list(self.kinds),
                "start": self.family.state_to_json(self.entries[0].state),
                "actions": [str(e.action) for e in self.entries[1:]]}

    def save_text(self) -> str:
        return json.dumps(self.record_json(), indent=1, ensure_ascii=False)

    # ---------------------------------------------------------------- loading
    @classmethod
    def restore(cls, states, steps, actions, kinds, names=(), **kw) -> "Session":
        """A session from a replayed game: its ``states`` and ``steps`` (the start first) and
        the ``actions`` as text."""
        session = cls(states[0], kinds, steps[0], names=list(names) if any(names) else None,
                      **kw)
        parse = session.family.parse_action
        for text, st, stp in zip(actions, states[1:], steps[1:]):
            session.entries.append(Entry(parse(text), stp, st))
        return session

    @classmethod
    def from_json(cls, data, source: str = "<file>") -> "Session":
        """A saved session (:meth:`record_json` of this class); a bad one is a
        ``SaveFileError`` with the JSON path."""
        def bad(path, msg):
            raise SaveFileError(source, [(path, msg)])
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            bad("$.format", Message("session.format", format=FORMAT))
        gid = data.get("game")
        try:
            info = game(gid) if isinstance(gid, str) else bad("$.game", Message("session.game"))
            family_module(info.family)
        except KeyError:
            bad("$.game", Message("session.unknown-game", id=str(gid)))
        fam = family(gid)
        seats, actions = data.get("seats"), data.get("actions")
        if not isinstance(seats, list) or not all(isinstance(k, str) for k in seats):
            bad("$.seats", Message("session.seats"))
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            bad("$.actions", Message("session.actions"))
        seed = data.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            bad("$.seed", Message("check.must-be-whole", value=describe_value(seed)))
        try:
            start = fam.state_from_json(data.get("start"), source)
            session = cls(start, seats, (), game=gid, seed=seed)
        except ValueError as e:
            bad("$.seats", str(e))
        for i, text in enumerate(actions):
            try:
                session.act(fam.parse_action(text))
            except (TTRError, ValueError) as e:
                bad(f"$.actions[{i}]", Message("save-file.because", why=e.message)
                    if isinstance(e, TTRError) else str(e))
        return session

    @classmethod
    def load_text(cls, text: str, source: str = "<file>") -> "Session":
        """A session from the text of an uploaded file, read within the limits of
        :mod:`~ttrwidgets.core.jsonfile` (at most ``MAX_FILE_BYTES``, nesting, numbers)."""
        if isinstance(text, str) and len(text) > MAX_FILE_BYTES:  # characters ≤ bytes
            raise SaveFileError(source, [("$", Message(
                "file.upload-too-large", mb=MAX_FILE_BYTES // (1024 * 1024)))])
        return cls.from_json(parse_json_text(text, source, what="game"), source)

    @classmethod
    def load_file(cls, path) -> "Session":
        """A session from a file on disk (``play --load``): read like the app's upload
        (:meth:`load_text`), so both accept the same files and refuse bad ones with the same
        messages; only regular files of at most ``MAX_FILE_BYTES`` are read."""
        source = str(path)
        text = decode_text(read_file_bytes(path, what="game"), source, what="game")
        return cls.load_text(text, source)


#: The name a plug-in family's code used before there was one session class.
FamilySession = Session
SessionEntry = Entry


def session_class(fam) -> type:
    """The session class of family module ``fam``: its ``SESSION`` (``"module:Class"``, a
    subclass of :class:`Session`), else :class:`Session`."""
    ref = getattr(fam, "SESSION", None)
    return Session if ref is None else resolve(ref)


def new_session(game_id: str, seat_kinds, seed: int | None = None, rules=None) -> Session:
    """A new game of ``game_id`` (with ``rules``, a rule-set id or object of the game; default
    its first) for ``seat_kinds``, seeded by ``seed`` (None: a random seed)."""
    fam = family(game_id)
    return session_class(fam).new_with(fam.new_game, rules or game(game_id).default_rules,
                                       seat_kinds, seed)


def session_of(state, seat_kinds, steps=(), names=None, fresh: bool = False) -> Session:
    """A session that starts at ``state`` (a lesson's, a puzzle's or a scenario's position), in
    the session class of its game's family."""
    return session_class(family(state.rules.game))(state, seat_kinds, steps, names=names,
                                                  fresh=fresh)


def load_session(data, source: str = "<file>") -> Session:
    """A session from a decoded saved game or scenario file, read by the family that plays it
    (:func:`~ttrwidgets.core.family.family_of_record`)."""
    return family_of_record(data).load_session(data, source)


def play_game(state, bots, max_actions: int = 20000, on_step=None, fam=None):
    """Play from ``state`` until the game is over, each active seat by its bot (``bots[seat]``,
    ``choose(state, seat)``), without a session: the seeded bot-vs-bot loop of the benches,
    the conformance runs and the tests. ``on_step(state, action, steps)`` sees every move;
    ``fam``: the family (default: the one that plays ``state.rules.game``)."""
    fam = fam or family(state.rules.game)
    for _ in range(max_actions):
        seats = fam.active_seats(state)
        if not seats:
            return state
        seat = seats[0]
        action = bots[seat].choose(state, seat)
        new, steps = fam.apply(state, action)
        if on_step is not None:
            on_step(new, action, steps)
        state = new
    raise RuntimeError(f"the game did not end within {max_actions} actions")


def replay_actions(state, first_steps, actions, apply, parse_action, source: str = "<game>"):
    """A saved game's states and explanation steps, replayed from its first ``state`` (and the
    ``first_steps`` that set it up) through ``actions`` (text) with the family's ``apply`` and
    ``parse_action``: ``(states, steps)``, the start first. An action that does not replay
    raises :class:`ReplayError` at ``$.actions[i]``, in English and German."""
    states, all_steps = [state], [first_steps]
    for i, text in enumerate(actions):
        try:
            state, steps = apply(state, parse_action(text))
        except TTRError as e:
            raise ReplayError(source, [(f"$.actions[{i}]", Message(
                "save.does-not-replay", action=describe_value(text, 80), why=e.message))]) \
                from None
        states.append(state)
        all_steps.append(steps)
    return states, all_steps
