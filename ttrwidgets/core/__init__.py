"""What every game family shares: the registry of games (declarative facts: ids, player counts,
variants, boards) and the game-family protocol (:class:`~.family.Family`, :func:`~.family.family`).
"""
from .registry import GameInfo, game, game_of_rules, games, players_text

__all__ = ["GameInfo", "game", "game_of_rules", "games", "players_text"]
