"""What every game family shares: the registry of games (declarative facts: ids, player counts,
variants, boards). The game-family protocol joins it as the families move behind one interface.
"""
from .registry import GameInfo, game, game_of_rules, games, players_text

__all__ = ["GameInfo", "game", "game_of_rules", "games", "players_text"]
