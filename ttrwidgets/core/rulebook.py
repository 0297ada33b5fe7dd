"""Rule catalogue: every rule id of the normative rules, explained for learners in English and German.

The rules live in ``shared/rules/*.md`` (``europe.md``, ``deutschland.md``, ``asia.md``,
``trans.md``); each rule there has a stable id such as ``tunnel.extra``. This module gives every
one of those ids a short title and a plain explanation in both languages. The texts are the
project's own words, written for someone learning the game; they are not copied from any rulebook.

Which ids each rules file has is the game families' data: a family lists its rules files as
``RULES_FILES`` (file stem -> :class:`RulesFile`; :mod:`ttrwidgets.ttr.rulebook`,
:mod:`ttrwidgets.trans.rulebook`), and this module reads them through the registry, importing no
family. A rules file that only lists what differs from another ("rules not listed here are as in
europe.md": Deutschland, the Asia team variant) names that file as its ``base``, so :func:`rule`
falls back to the base entry for ids the two share, and refuses ids for parts the game does not
have (Deutschland has no stations, for instance). A file without a base (Europe, Trans) never
falls back. :data:`RULES` holds the rules of the first registered game's file (Europe, the base
of the other route games), the default of every function here.

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

from . import i18n, registry
from .errors import Message

__all__ = ["Rule", "RulesFile", "RULES", "GAME_RULES", "GAMES", "LANGS", "rule", "rule_text",
           "rule_ids", "local_rule_id", "local_rule_ids", "not_shared"]

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
        if not i18n.known(lang):        # a language with catalogues, or the pseudo-locale
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


@dataclass(frozen=True)
class RulesFile:
    """What a game family says about one of its rules files (``shared/rules/<stem>.md``).

    Attributes
    ----------
    entries : list of tuple
        Every rule id the file defines, in its order: ``(rule id, section, *flags)``, the flags
        ``"decision"`` and ``"editions"`` (:class:`Rule`).
    base : str or None
        The rules file this one says "rules not listed here are as in" (Deutschland and Asia:
        ``"europe"``), or None.
    replaced : dict
        The base's ids this game does not use: the id that takes its place in this file, or
        None when the game simply lacks the part.
    lacks : tuple of str
        Prefixes of whole sections of the base this game lacks (``"station."``).
    wording : list of tuple
        Base ids the game shares, but whose base wording does not fit it: entries as in
        ``entries``, the texts in the catalogue under ``wording.<stem>.<rule id>``.
    """

    entries: list
    base: str | None = None
    replaced: dict = field(default_factory=dict)
    lacks: tuple = ()
    wording: list = field(default_factory=list)


@dataclass(frozen=True)
class _File:
    """A rules file built: its rules, its own wording of base ids, the base ids it cites under
    its own id."""

    rules: dict
    spec: RulesFile
    wording: dict
    local: dict


#: Family module name -> its rules files built (each built once: a rule is the same object
#: however often it is looked up).
_BUILT: dict[str, dict[str, _File]] = {}
#: The catalogue of the registered families: ``[family modules, {stem: _File}, {name asked
#: for: stem}, {game: its local ids}]`` (rebuilt when a family is registered or removed).
_CATALOGUE: list = [None, {}, {}, {}]


def _files() -> dict[str, _File]:
    """Every registered family's rules files (stem -> built file), in the registry's order."""
    key = registry.family_modules()
    if _CATALOGUE[0] is not key:
        from .family import families
        files: dict[str, _File] = {}
        for m in families():
            if m.__name__ not in _BUILT:
                _BUILT[m.__name__] = {
                    stem: _File(_build(stem, spec.entries), spec,
                                _build(stem, spec.wording, "wording."),
                                {rid: own for rid, own in spec.replaced.items() if own})
                    for stem, spec in getattr(m, "RULES_FILES", {}).items()}
            files.update(_BUILT[m.__name__])
        _CATALOGUE[:] = [key, files, {}, {}]
    return _CATALOGUE[1]


def _default() -> str:
    """The rules file of the first registered game (Europe)."""
    return registry.games()[0].rules_file


def __getattr__(name: str):
    # GAMES, GAME_RULES and RULES are read from the families when first asked for (a family
    # package may import this module while it is being loaded)
    if name == "GAMES":
        return tuple(_files())
    if name == "GAME_RULES":
        return {stem: f.rules for stem, f in _files().items()}
    if name == "RULES":
        return _files()[_default()].rules
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: (read lazily, see ``__getattr__``)
#: ``GAMES``: the rules files, in the order the project lists them (the families' order);
#: ``GAME_RULES``: rules file -> rule id -> :class:`Rule`, each in the order of its file;
#: ``RULES``: the rules of the first registered game's file (Europe).

def _game(game: str | None) -> str:
    """The rules file ``game`` (a rules file or a registered game id; None: the default)."""
    files = _files()
    names = _CATALOGUE[2]
    got = names.get(game)
    if got is not None:
        return got
    if game is None:
        g = _default()
    else:
        g = game.strip().lower()
        if g not in files:               # a game id: the rules file it cites (GameInfo)
            try:
                g = registry.game(g).rules_file
            except KeyError:
                pass
        if g not in files:
            raise KeyError(f"unknown game {game!r}; known games: {', '.join(files)}")
    names[game] = g
    return g


def rule(rule_id: str, game: str | None = None) -> Rule:
    """Look up the catalogue entry for a rule id.

    Parameters
    ----------
    rule_id : str
        A rule id such as ``"tunnel.extra"``.
    game : str, optional
        A rules file (:data:`GAMES`: ``"europe"``, ``"deutschland"``, ``"asia"``, ``"trans"``)
        or any registered game id (its ``rules_file``); by default the first registered game's
        (Europe). A file with a ``base`` (Deutschland and Asia: Europe) falls back to the base's
        entry for ids the two share.

    Returns
    -------
    Rule
        The entry; its :attr:`Rule.game` names the file that defines it.

    Raises
    ------
    KeyError
        For an unknown game or rule id, or a base id the game does not use (the message names
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
    files = _files()
    g = _game(game)
    f = files[g]
    if rule_id in f.rules:
        return f.rules[rule_id]
    base = files.get(f.spec.base) if f.spec.base else None
    if base is not None and rule_id in base.rules:
        replaced = f.spec.replaced
        if rule_id in replaced or rule_id.startswith(tuple(f.spec.lacks)):
            raise KeyError(Message("rulebook.not-here", rule=rule_id, game=g,
                                   instead=replaced.get(rule_id) or "none"))
        return f.wording.get(rule_id) or base.rules[rule_id]
    raise KeyError(Message("rulebook.unknown", rule=rule_id, game=g))


def rule_text(rule_id: str, lang: str = "en", game: str | None = None) -> str:
    """A rule as one line for a learner: its title, then its text (``rules.ftl``'s
    ``rule-line``: ``"title: text"`` in English and German).

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
    if not i18n.known(lang):
        raise ValueError(f"unsupported language {lang!r}; use one of "
                         f"{', '.join(i18n.languages())}")
    r = rule(rule_id, game)
    return i18n.text("rules", "rule-line", lang, title=r.title[lang], text=r.text[lang])


def rule_ids(game: str | None = None) -> list[str]:
    """The rule ids a rules file defines, in the order of the file.

    Only the ids the file itself lists; for a file with a base (Deutschland, Asia) the ids it
    shares with its base are not repeated (use :func:`rule` to reach them).

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
    return list(_files()[_game(game)].rules)


def not_shared(game: str) -> dict[str, str | None]:
    """The ids of its base that ``game`` (a rules file or a game id) does not use, each with
    the id that takes its place in the game's own file, or None when the game lacks the part;
    empty for a file without a base or an unknown game. Whole sections it lacks are not
    listed (:func:`rule` refuses their ids too).

    >>> not_shared("deutschland")["claim.double-few-players"], not_shared("europe")
    ('de.multi-routes', {})
    """
    try:
        g = _game(game)
    except KeyError:
        return {}
    return dict(_files()[g].spec.replaced)


def local_rule_ids(game: str) -> dict[str, str]:
    """Base id -> the id ``game`` cites for it instead (only the ids its file replaces).

    >>> local_rule_ids("asia")["score.longest-path"], local_rule_ids("trans_europa")
    ('asia.express', {})
    """
    try:
        g = _game(game)
    except KeyError:
        return {}
    return dict(_files()[g].local)


def local_rule_id(game: str, rule_id: str) -> str:
    """The id ``game`` cites for the base rule ``rule_id``: the id of its own rules file where
    that file replaces the base rule (Deutschland's ``de.multi-routes`` for
    ``claim.double-few-players``), else ``rule_id`` unchanged.

    >>> local_rule_id("deutschland", "claim.double-same-player")
    'de.multi-routes'
    >>> local_rule_id("deutschland", "claim.color"), local_rule_id("europe", "tickets.draw")
    ('claim.color', 'tickets.draw')
    """
    # the engine asks this for every step of a Deutschland or Asia move: one dict look-up
    if _CATALOGUE[0] is not registry.family_modules():
        _files()
    local = _CATALOGUE[3].get(game)
    if local is None:
        local = _CATALOGUE[3][game] = local_rule_ids(game)
    return local.get(rule_id) or rule_id
