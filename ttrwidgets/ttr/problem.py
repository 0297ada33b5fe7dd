"""A rejection not yet rendered into sentences: ``(rule id, message key, params)``.

Mechanic modules return these from their checks; :func:`ttrwidgets.ttr.game.why_illegal`
turns one into the :class:`IllegalActionError` with the English and German message (and the
rule id of the game being played, see :func:`ttrwidgets.core.rulebook.local_rule_id`).
"""
from __future__ import annotations

from ..core.errors import IllegalActionError
from .maps import GameMap
from .messages import rejection


class Problem(tuple):
    """(rule id, message key, params)."""
    __slots__ = ()

    def error(self, m: GameMap, game: str = "europe") -> IllegalActionError:
        rule, key, params = self
        if game != "europe":
            from ..core.rulebook import local_rule_id
            rule = local_rule_id(game, rule)
        err = IllegalActionError(rule, rejection(key, params, m))
        err.key, err.params = key, params
        return err


def err(rule: str, key: str, **params) -> Problem:
    return Problem((rule, key, params))
