"""The rules file of the Trans family for the rule catalogue (:mod:`ttrwidgets.core.rulebook`):
every rule id of ``shared/rules/trans.md`` in the order of its file, with its section. Trans
Europa / Trans America is a game of its own: it has no ``base`` and never falls back to Europe.
The titles and texts are in ``locales/<lang>/rules.ftl`` (``trans-<rule id>``).

>>> len(RULES_FILES["trans"].entries)
13
"""
from __future__ import annotations

from ..core.rulebook import RulesFile

__all__ = ["RULES_FILES"]

_TRANS = [
    # ---- Board and pieces
    ('trans.board', 'Board and pieces'),
    ('trans.rails', 'Board and pieces'),
    ('trans.cards', 'Board and pieces'),
    # ---- A round
    ('trans.deal', 'A round'),
    ('trans.start-marker', 'A round'),
    ('trans.turn', 'A round'),
    ('trans.connected', 'A round'),
    ('trans.shared-network', 'A round'),
    ('trans.round-end', 'A round'),
    ('trans.score-round', 'A round'),
    ('trans.next-round', 'A round'),
    ('trans.game-end', 'A round'),
    # ---- Special cards
    ('trans.special', 'Special cards'),
]

#: The family's rules file.
RULES_FILES = {"trans": RulesFile(_TRANS)}
