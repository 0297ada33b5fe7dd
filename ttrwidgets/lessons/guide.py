"""A guided first game: a real game against a bot in which the app points out each rule the
first time it happens (issue 23, part 4).

The game is short and its rules exact: it starts from a prepared position a few turns before
the end (``courses/GAME/guided-game.json``, a scenario in the format of
``shared/spec/scenarios.md`` that the game's scenario reader validates), so that within about
ten moves the learner meets the end of the game and the final scoring. :func:`guided_session`
sets it up: the learner at seat 0, the family's bot at the others.

Pure Python and family-blind: a :class:`Guide` reads the explanation steps of a session's
entries (every family's engine cites a rule id in each step) and keeps, in the order they
happened, the first time each rule was applied, with who made it happen. The lesson panel
shows the newest ones with the rule's title and its explanation from the rulebook.

>>> from ttrwidgets.session import Session
>>> from ttrwidgets import ttr
>>> s, steps = ttr.new_game("europe.classic", 2, seed=4)
>>> g = Guide(Session(s, ["human", "greedy"], steps, fresh=False), "europe")
>>> [n.rule for n in g.update()][:2]
['setup.deal', 'setup.tickets']
"""
from __future__ import annotations

from dataclasses import dataclass

from importlib import resources

from ..core.family import family
from ..core.jsonfile import read_json_file
from ..core.rulebook import rule
from . import GUIDED_FILE
from .adapter import rules_for

__all__ = ["Guide", "Note", "QUIET", "guided_position", "guided_session"]

#: Rules every move cites: pointed out once would say nothing a learner needs.
QUIET = frozenset({"turn.one-action"})


@dataclass(frozen=True)
class Note:
    """Rule ``rule`` happened for the first time in this game, at session entry ``entry``,
    by the move of ``seat`` (None: the set-up)."""
    rule: str
    entry: int
    seat: int | None

    def title(self, game: str, lang: str) -> str:
        try:
            return rule(self.rule, game).title[lang]
        except KeyError:
            return self.rule

    def text(self, game: str, lang: str) -> str:
        try:
            return rule(self.rule, game).text[lang]
        except KeyError:
            return ""


class Guide:
    """The rules as they happen in ``session`` (a game of ``game``): :meth:`update` after
    each move; ``notes`` in order; ``session`` is the game guided (another game: not this
    guide's)."""

    def __init__(self, session, game: str):
        self.session = session
        self.game = game
        self.notes: list[Note] = []
        self._seen: set[str] = set()
        self._read = 0                        # entries read so far

    def update(self) -> list[Note]:
        """The notes of the entries played since the last update (an undo forgets nothing:
        a rule seen stays seen)."""
        entries = self.session.entries
        new = []
        for i in range(min(self._read, len(entries)), len(entries)):
            e = entries[i]
            seat = getattr(e.action, "seat", None) if e.action is not None else None
            for st in e.steps:
                r = getattr(st, "rule", None)
                if r and r not in self._seen and r not in QUIET:
                    self._seen.add(r)
                    new.append(Note(r, i, seat))
        self._read = len(entries)
        self.notes += new
        return new

    def latest(self, n: int = 3) -> list[Note]:
        """The newest ``n`` notes, newest first."""
        return self.notes[::-1][:n]


def guided_position(game: str) -> tuple:
    """The prepared position of ``game``'s course's guided game: ``(data, state, set-up
    steps)``, the state read by the game's scenario reader (a bad file raises its error, with
    the JSON path). FileNotFoundError when the course has none."""
    f = resources.files(__package__).joinpath("courses", game, GUIDED_FILE)
    if not f.is_file():
        raise FileNotFoundError(f"no guided game for {game}")
    with resources.as_file(f) as path:
        data = read_json_file(path, what="scenario")
        state, steps = rules_for(game).setup(data, str(path))
    return data, state, steps


def guided_session(game: str):
    """A short guided game of ``game``'s course: its prepared position, the learner (seat 0)
    against the family's bot at every other seat.

    >>> s = guided_session("europe")
    >>> s.kinds, min(p.trains for p in s.state.players) <= 12
    (['human', 'greedy'], True)
    """
    data, state, steps = guided_position(game)
    bot = family(data["game"]).DEFAULT_BOT
    kinds = ["human"] + [bot] * (state.n_players - 1)
    return rules_for(data["game"]).session(state, kinds, steps)
