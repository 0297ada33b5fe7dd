"""The registry of games: what the start page, the scenario reader, the terminal and the tests
ask about a game before playing it. Declarative facts only (OpenSpiel's registry): nothing here
runs a rule.

>>> g = game("europe")
>>> sorted(g.players), g.default_rules, g.boards
([2, 3, 4, 5], 'europe.classic', ('europe',))
>>> game_of_rules("europe.mega").id
'europe'
>>> players_text(frozenset({2, 3, 4, 5})), players_text(frozenset({4, 6}))
('2–5', '4 or 6')
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["GameInfo", "register", "games", "game", "game_of_rules", "players_text"]


@dataclass(frozen=True)
class GameInfo:
    """One playable game.

    Attributes
    ----------
    id : str
        The game's id, as scenario files name it (``"europe"``).
    name : dict
        Its name in English and German.
    family : str
        The engine family that plays it (``"ttr"`` or ``"trans"``).
    players : frozenset of int
        The player counts it is for (a set: the Asia team variant is for 4 or 6).
    rules : tuple of str
        Its rule-set ids, the default first (``europe.classic``, ``europe.1912``, ...).
    boards : tuple of str
        The map ids it is played on.
    rules_file : str
        The stem of its rules file in ``shared/rules`` (rule ids are cited from it).
    """
    id: str
    name: dict
    family: str
    players: frozenset
    rules: tuple
    boards: tuple
    rules_file: str

    @property
    def default_rules(self) -> str:
        return self.rules[0]


_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add a game (a family module registers its games when imported)."""
    if info.id in _GAMES and _GAMES[info.id] != info:
        raise ValueError(f"game {info.id!r} is registered twice")
    _GAMES[info.id] = info
    return info


def _load() -> None:
    if not _GAMES:
        from ..engine import rules          # registers the Ticket to Ride Europe rule sets
        rules.register_games()
        from .. import trans                # Trans Europa, Trans America
        trans.register_games()


def games() -> list[GameInfo]:
    """Every playable game, in registration order."""
    _load()
    return list(_GAMES.values())


def game(game_id: str) -> GameInfo:
    """The game ``game_id``; KeyError names the known ones."""
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(_GAMES)}") from None


def game_of_rules(rules_id: str) -> GameInfo:
    """The game a rule set belongs to."""
    for g in games():
        if rules_id in g.rules:
            return g
    raise KeyError(f"no game has the rule set {rules_id!r}")


def players_text(players) -> str:
    """A set of player counts for people: ``2–5`` when it has no gaps, else ``4 or 6``."""
    ns = sorted(players)
    if len(ns) > 2 and ns == list(range(ns[0], ns[-1] + 1)):
        return f"{ns[0]}–{ns[-1]}"
    return ", ".join(map(str, ns[:-1])) + (" or " if len(ns) > 1 else "") + str(ns[-1])
