"""The rules files of the Ticket to Ride family for the rule catalogue
(:mod:`ttrwidgets.core.rulebook`): every rule id of ``shared/rules/europe.md``,
``deutschland.md`` and ``asia.md`` in the order of its file, with its section and flags, and what
Deutschland and the Asia team variant do not share with Europe.

The titles and texts are in the catalogue ``locales/<lang>/rules.ftl`` (``<file>-<rule id>`` and
``...-title``); this module only says which ids each file has. Deutschland and Asia list what
differs from Europe ("rules not listed here are as in europe.md"): their :class:`RulesFile` names
Europe as its ``base``, the Europe ids the game does not use (``replaced``: the id that takes
their place, or None when the game lacks the part), the whole sections it lacks (``lacks``) and
the Europe ids it shares under its own wording (``wording``).

>>> list(RULES_FILES)
['europe', 'deutschland', 'asia']
>>> RULES_FILES["asia"].replaced["score.longest-path"]
'asia.express'
"""
from __future__ import annotations

from ..core.rulebook import RulesFile

__all__ = ["RULES_FILES"]

_EUROPE = [
    # ---- Components
    ('setup.cards', 'Components'),
    ('setup.pieces', 'Components'),
    # ---- Setup
    ('setup.deal', 'Setup'),
    ('setup.tickets', 'Setup'),
    ('setup.first-player', 'Setup', 'decision'),
    # ---- Turn
    ('turn.one-action', 'Turn'),
    ('turn.pass', 'Turn', 'decision'),
    # ---- Drawing train cards
    ('draw.two', 'Drawing train cards'),
    ('draw.faceup-locomotive', 'Drawing train cards'),
    ('draw.blind-locomotive', 'Drawing train cards'),
    ('draw.three-locomotives', 'Drawing train cards', 'decision'),
    ('draw.reshuffle', 'Drawing train cards'),
    ('draw.unlimited-hand', 'Drawing train cards'),
    ('draw.exhausted', 'Drawing train cards'),
    # ---- Claiming a route
    ('claim.open-route', 'Claiming a route'),
    ('claim.trains', 'Claiming a route'),
    ('claim.color', 'Claiming a route'),
    ('claim.gray', 'Claiming a route'),
    ('claim.score', 'Claiming a route'),
    ('claim.double-same-player', 'Claiming a route'),
    ('claim.double-few-players', 'Claiming a route'),
    # ---- Ferries
    ('ferry.locomotives', 'Ferries'),
    # ---- Tunnels
    ('tunnel.reveal', 'Tunnels'),
    ('tunnel.extra', 'Tunnels'),
    ('tunnel.withdraw', 'Tunnels'),
    ('tunnel.discard', 'Tunnels'),
    # ---- Destination tickets
    ('tickets.draw', 'Destination tickets'),
    ('tickets.keep', 'Destination tickets'),
    ('tickets.secret', 'Destination tickets'),
    ('tickets.complete', 'Destination tickets'),
    # ---- Train stations
    ('station.build', 'Train stations'),
    ('station.cost', 'Train stations'),
    ('station.borrow', 'Train stations'),
    ('station.unused', 'Train stations'),
    # ---- End of the game
    ('end.trigger', 'End of the game'),
    ('end.game-over', 'End of the game'),
    # ---- Final scoring
    ('score.routes', 'Final scoring'),
    ('score.tickets', 'Final scoring'),
    ('score.stations', 'Final scoring'),
    ('score.longest-path', 'Final scoring'),
    ('win.tiebreak', 'Final scoring', 'editions'),
    # ---- Variants
    ('variant.classic', 'Variants'),
    ('variant.1912', 'Variants'),
    ('variant.mega', 'Variants'),
    ('variant.big-cities', 'Variants'),
    ('variant.bonus-tickets', 'Variants'),
]

_DEUTSCHLAND = [
    # ---- Components
    ('de.passengers', 'Components'),
    # ---- Setup
    ('de.setup-tickets', 'Setup'),
    # ---- Turn
    ('de.claim', 'Turn'),
    ('de.take-passengers', 'Turn'),
    ('de.draw-tickets', 'Turn'),
    # ---- Routes
    ('claim.score', 'Routes'),
    ('de.multi-routes', 'Routes'),
    ('de.countries', 'Routes'),
    # ---- End and scoring
    ('end.trigger', 'End and scoring'),
    ('score.tickets', 'End and scoring'),
    ('de.globetrotter', 'End and scoring', 'decision'),
    ('de.passenger-majority', 'End and scoring', 'decision'),
    ('win.tiebreak', 'End and scoring'),
]

_ASIA = [
    # ---- Teams
    ('asia.teams', 'Teams'),
    ('asia.talk', 'Teams'),
    # ---- Train cards
    ('asia.start-cards', 'Train cards'),
    ('asia.draw-split', 'Train cards'),
    ('asia.claim-pool', 'Train cards'),
    # ---- Tickets
    ('asia.setup-tickets', 'Tickets'),
    ('asia.draw-tickets', 'Tickets'),
    ('asia.share-tickets', 'Tickets'),
    # ---- Routes
    ('asia.doubles-4p', 'Routes'),
    ('asia.triples-4p', 'Routes'),
    # ---- Tunnels
    ('asia.tunnel-reveal', 'Tunnels'),
    # ---- Routes
    ('asia.doubles-team', 'Routes', 'decision'),
    # ---- End and scoring
    ('asia.end-trigger', 'End and scoring'),
    ('asia.express', 'End and scoring'),
    ('asia.explorer', 'End and scoring'),
]

#: The family's rules files, in the order the project lists them (``shared/rules``).
RULES_FILES = {
    "europe": RulesFile(_EUROPE),
    "deutschland": RulesFile(
        _DEUTSCHLAND, base="europe",
        replaced={
            "setup.pieces": None,                       # 45 trains but no stations
            "setup.tickets": "de.setup-tickets",
            "claim.double-same-player": "de.multi-routes",
            "claim.double-few-players": "de.multi-routes",
            "tickets.draw": "de.draw-tickets",
            "score.stations": None,
            "score.longest-path": "de.globetrotter",
        },
        lacks=("station.", "tunnel.", "ferry.", "variant."),
        # the Deutschland rulebook names its own start player: the oldest; the Europe text of
        # a turn names four actions, and Deutschland has no stations
        wording=[("setup.first-player", "Setup", "decision"), ("turn.one-action", "Turn")]),
    "asia": RulesFile(
        _ASIA, base="europe",
        replaced={
            "setup.pieces": "asia.teams",
            "setup.tickets": "asia.setup-tickets",
            "claim.double-few-players": "asia.doubles-4p",
            "tunnel.reveal": "asia.tunnel-reveal",      # the reveal count is the map's
            "tickets.draw": "asia.draw-tickets",
            "end.trigger": "asia.end-trigger",
            "score.stations": None,
            "score.longest-path": "asia.express",
        },
        lacks=("station.", "variant."),                 # ferries: ferry.locomotives (asia.md)
        # asia.md: no stations; sharing tickets is a whole turn; teams win and break ties
        wording=[("turn.one-action", "Turn"), ("win.tiebreak", "End and scoring")]),
}
