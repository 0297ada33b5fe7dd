"""Rule catalogue: every rule id of the normative rules, explained for learners in English and German.

The rules live in ``shared/rules/*.md`` (``europe.md``, ``deutschland.md``, ``asia.md``,
``trans.md``); each rule there has a stable id such as ``tunnel.extra``. This module gives every
one of those ids a short title and a plain explanation in both languages. The texts are the
project's own words, written for someone learning the game; they are not copied from any rulebook.

Europe is the base family: :data:`RULES` holds its rules. Deutschland and the Asia team variant only
list what differs from Europe ("rules not listed here are as in europe.md"), so :func:`rule` falls
back to the Europe entry for ids those games share, and refuses ids for parts the game does not
have (Deutschland has no stations, for instance). Trans Europa / Trans America is a different game
and never falls back.

Rules marked ``[decision]`` in the rules files (the project closes a gap in the printed rules) and
``[editions]`` (the printed editions disagree) carry the flags :attr:`Rule.decision` and
:attr:`Rule.editions`, and their texts say so.

>>> rule("station.cost").text["en"]
'Your 1st station costs 1 card of any colour, your 2nd costs 2 cards of one colour, and your 3rd costs 3 cards of one colour. Locomotives can replace any of these cards.'
>>> rule_text("station.unused", "de")
'Punkte für übrige Bahnhöfe: Für jeden Bahnhof, den du nicht gebaut hast, bekommst du am Ende 4 Punkte.'
>>> rule("claim.score", "deutschland").game, rule("draw.two", "deutschland").game
('deutschland', 'europe')
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from . import i18n

__all__ = ["Rule", "RULES", "GAME_RULES", "GAMES", "LANGS", "rule", "rule_text", "rule_ids"]

#: The rules files, in the order the project lists them.
GAMES = ("europe", "deutschland", "asia", "trans")
#: Languages every entry is written in.
LANGS = ("en", "de")



@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of one rules file, explained in English and German.

    Attributes
    ----------
    id : str
        The stable rule id, e.g. ``"tunnel.extra"``.
    game : str
        The rules file that defines this entry: ``"europe"``, ``"deutschland"``, ``"asia"`` or
        ``"trans"``. A Deutschland entry that overrides a Europe id (``claim.score``) is its own
        ``Rule`` with ``game="deutschland"``.
    section : str
        Short English section name, e.g. ``"Tunnels"``.
    title : dict of str to str
        ``{"en": ..., "de": ...}``, 2 to 6 words.
    text : dict of str to str
        ``{"en": ..., "de": ...}``, 1 to 4 sentences for a learner.
    decision : bool
        The rules file marks this rule ``[decision]``: the project's own choice where the printed
        rules are silent.
    editions : bool
        The rules file marks this rule ``[editions]``: the printed editions differ (a rules option).

    Examples
    --------
    >>> r = rule("tunnel.extra")
    >>> r.section, r.decision, r.editions
    ('Tunnels', False, False)
    >>> r.title["de"]
    'Zusatzkosten beim Tunnel'
    """

    id: str
    game: str
    section: str
    title: dict[str, str] = field(hash=False)
    text: dict[str, str] = field(hash=False)
    decision: bool = False
    editions: bool = False


class _CatalogueText(Mapping):
    """``rule.title`` / ``rule.text``: ``[lang]`` reads the catalogue (``rules.ftl``) in any
    language that has one (missing texts in English); iterating gives the shipped languages."""

    __slots__ = ("key",)

    def __init__(self, key: str):
        self.key = key

    def __getitem__(self, lang):
        if lang not in i18n.languages():
            raise KeyError(lang)
        return i18n.text("rules", self.key, lang)

    def __iter__(self):
        return iter(LANGS)

    def __len__(self):
        return len(LANGS)

    def __repr__(self):
        return repr(dict(self))


def _build(game: str, entries: list[tuple], prefix: str = "") -> dict[str, Rule]:
    out: dict[str, Rule] = {}
    for entry in entries:
        rid, section, *flags = entry
        flags = set(flags)
        assert rid not in out, rid
        key = f"{prefix}{game}.{rid}"
        out[rid] = Rule(rid, game, section, _CatalogueText(key + ".title"), _CatalogueText(key),
                        decision="decision" in flags, editions="editions" in flags)
    return out


# Every rules file's ids in its order, with their section and flags; the titles and texts are in
# the catalogue ``locales/<lang>/rules.ftl`` (``<game>-<rule id>`` and ``...-title``).
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

#: game -> rule id -> :class:`Rule`, for every rules file, each in the order of its file.
GAME_RULES: dict[str, dict[str, Rule]] = {
    "europe": _build("europe", _EUROPE),
    "deutschland": _build("deutschland", _DEUTSCHLAND),
    "asia": _build("asia", _ASIA),
    "trans": _build("trans", _TRANS),
}
#: The Europe rules: the engine's base family.
RULES: dict[str, Rule] = GAME_RULES["europe"]

# Europe ids a game does NOT share ("rules not listed here are as in europe.md", except these).
# Value: the id that takes its place in that game, or None when the game simply lacks the part.
_NOT_SHARED: dict[str, dict[str, str | None]] = {
    "deutschland": {
        "setup.pieces": None,                       # 45 trains but no stations
        "setup.tickets": "de.setup-tickets",
        "claim.double-same-player": "de.multi-routes",
        "claim.double-few-players": "de.multi-routes",
        "tickets.draw": "de.draw-tickets",
        "score.stations": None,
        "score.longest-path": "de.globetrotter",
    },
    "asia": {
        "setup.pieces": "asia.teams",
        "setup.tickets": "asia.setup-tickets",
        "claim.double-few-players": "asia.doubles-4p",
        "tunnel.reveal": "asia.tunnel-reveal",      # the reveal count is the map's
        "tickets.draw": "asia.draw-tickets",
        "end.trigger": "asia.end-trigger",
        "score.stations": None,
        "score.longest-path": "asia.express",
    },
}
# Whole families a game lacks.
_NOT_SHARED_PREFIXES: dict[str, tuple[str, ...]] = {
    "deutschland": ("station.", "tunnel.", "ferry.", "variant."),
    "asia": ("station.", "variant."),                # ferries: ferry.locomotives (asia.md)
}
# Games whose file says "rules not listed here are as in europe.md".
_FALLS_BACK = ("deutschland", "asia")

# Europe rules a game shares under the same id, but whose Europe wording does not fit it (the
# Europe text names four actions; Deutschland has no stations): the game's own wording.
_SHARED_WORDING: dict[str, dict[str, Rule]] = {
    # the Deutschland rulebook names its own start player: the oldest
    "deutschland": _build("deutschland", [("setup.first-player", "Setup", "decision"),
                                          ("turn.one-action", "Turn")], "wording."),
    # asia.md: no stations; sharing tickets is a whole turn; teams win and break ties
    "asia": _build("asia", [("turn.one-action", "Turn"), ("win.tiebreak", "End and scoring")],
                   "wording."),
}


def _game(game: str) -> str:
    g = game.strip().lower()
    if g not in GAME_RULES:              # a game id: the rules file it cites (GameInfo)
        from .registry import game as registered
        try:
            g = registered(g).rules_file
        except KeyError:
            pass
    if g not in GAME_RULES:
        raise KeyError(f"unknown game {game!r}; known games: {', '.join(GAMES)}")
    return g


def rule(rule_id: str, game: str = "europe") -> Rule:
    """Look up the catalogue entry for a rule id.

    Parameters
    ----------
    rule_id : str
        A rule id such as ``"tunnel.extra"``.
    game : str, optional
        ``"europe"`` (default), ``"deutschland"``, ``"asia"`` or ``"trans"``
        (any registered game id is accepted too: its ``rules_file``). Deutschland and Asia fall back to
        the Europe entry for ids they share with Europe.

    Returns
    -------
    Rule
        The entry; its :attr:`Rule.game` names the file that defines it.

    Raises
    ------
    KeyError
        For an unknown game or rule id, or a Europe id the game does not use (the message names
        the id that replaces it, if any).

    Examples
    --------
    >>> rule("claim.score", "deutschland").text["en"][:60]
    'A route scores the moment it is claimed, by length: 1 space '
    >>> rule("tunnel.extra", "asia").game
    'europe'
    >>> rule("station.build", "deutschland")
    Traceback (most recent call last):
    ...
    KeyError: "rule 'station.build' does not apply in deutschland"
    """
    g = _game(game)
    table = GAME_RULES[g]
    if rule_id in table:
        return table[rule_id]
    if g in _FALLS_BACK and rule_id in RULES:
        not_shared = _NOT_SHARED.get(g, {})
        if rule_id in not_shared or rule_id.startswith(_NOT_SHARED_PREFIXES.get(g, ())):
            instead = not_shared.get(rule_id)
            hint = f"; see {instead!r}" if instead else ""
            raise KeyError(f"rule {rule_id!r} does not apply in {g}{hint}")
        return _SHARED_WORDING.get(g, {}).get(rule_id) or RULES[rule_id]
    raise KeyError(f"unknown rule id {rule_id!r} for {g}")


def rule_text(rule_id: str, lang: str = "en", game: str = "europe") -> str:
    """A rule as one line for a learner: ``"title: text"``.

    Parameters
    ----------
    rule_id : str
        A rule id such as ``"tunnel.withdraw"``.
    lang : {"en", "de"}, optional
        The language, English by default.
    game : str, optional
        As for :func:`rule`.

    Returns
    -------
    str

    Raises
    ------
    KeyError
        As for :func:`rule`.
    ValueError
        For a language other than ``"en"`` and ``"de"``.

    Examples
    --------
    >>> rule_text("draw.reshuffle")
    'Reshuffling the discards: When the deck runs out, shuffle the discard pile; it becomes the new deck.'
    >>> rule_text("score.stations", "de").split(":")[0]
    'Punkte für Bahnhöfe'
    """
    if lang not in i18n.languages():
        raise ValueError(f"unsupported language {lang!r}; use one of "
                         f"{', '.join(i18n.languages())}")
    r = rule(rule_id, game)
    return f"{r.title[lang]}: {r.text[lang]}"


def rule_ids(game: str = "europe") -> list[str]:
    """The rule ids a rules file defines, in the order of the file.

    Only the ids the file itself lists; for Deutschland and Asia the shared Europe ids are not
    repeated (use :func:`rule` to reach them).

    Parameters
    ----------
    game : str, optional
        As for :func:`rule`.

    Returns
    -------
    list of str

    Examples
    --------
    >>> rule_ids()[:3]
    ['setup.cards', 'setup.pieces', 'setup.deal']
    >>> len(rule_ids("trans"))
    13
    """
    return list(GAME_RULES[_game(game)])


def local_rule_id(game: str, rule_id: str) -> str:
    """The id ``game`` cites for the Europe rule ``rule_id``: the id of its own rules file where
    that file replaces the Europe rule (Deutschland's ``de.multi-routes`` for
    ``claim.double-few-players``), else ``rule_id`` unchanged.

    >>> local_rule_id("deutschland", "claim.double-same-player")
    'de.multi-routes'
    >>> local_rule_id("deutschland", "claim.color"), local_rule_id("europe", "tickets.draw")
    ('claim.color', 'tickets.draw')
    """
    return _NOT_SHARED.get(game, {}).get(rule_id) or rule_id
