"""A guided first game: a real game against a bot in which the app points out each rule the
first time it happens (issue 23, part 4).

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

from ..core.rulebook import rule

__all__ = ["Guide", "Note", "QUIET"]

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
