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

The registry learns the games from data, not from imports: :data:`FAMILIES` lists the family
modules, one line per family, and each family module declares its games as ``GAME_INFOS`` (a
sequence of :class:`GameInfo`). The modules are imported the first time a game is asked for. A
family that is not in the list (a test-only game, a plug-in) is added at run time with
:func:`register_family`:

>>> register_family("ttrwidgets.trans")      # already listed: nothing changes
['trans_europa', 'trans_america']
>>> family_module("trans")
'ttrwidgets.trans'
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

__all__ = ["GameInfo", "FAMILIES", "register_family", "unregister_family", "family_module",
           "family_modules", "games", "game", "game_of_rules", "players_text"]

#: The game families, one module per line, in the order their games are listed. Adding a family
#: is one line here (or :func:`register_family` at run time); its module declares its games as
#: ``GAME_INFOS``.
FAMILIES = (
    "ttrwidgets.ttr",        # Ticket to Ride: Europe (and variants), Deutschland, Asia (teams)
    "ttrwidgets.trans",      # Trans Europa, Trans America
)


@dataclass(frozen=True)
class GameInfo:
    """One playable game.

    Attributes
    ----------
    id : str
        The game's id, as scenario files name it (``"europe"``).
    name : dict
        Its name by language (a :class:`GameName`: the catalogue's where it has one).
    family : str
        The id of the family that plays it (``"ttr"`` or ``"trans"``); the family module that
        declares the game says which module that is (:func:`family_module`).
    players : frozenset of int
        The player counts it is for (a set: the Asia team variant is for 4 or 6).
    rules : tuple of str
        Its rule-set ids, the default first (``europe.classic``, ``europe.1912``, ...).
    boards : tuple of str
        The map ids it is played on.
    rules_file : str
        The stem of its rules file in ``shared/rules`` (rule ids are cited from it).
    course : str or None
        The game whose lesson course teaches it (None: its own, if it has one).
    """
    id: str
    name: dict
    family: str
    players: frozenset
    rules: tuple
    boards: tuple
    rules_file: str
    course: str | None = None

    def __post_init__(self):
        if not isinstance(self.name, GameName):
            object.__setattr__(self, "name", GameName(self.id, self.name))

    @property
    def default_rules(self) -> str:
        return self.rules[0]


class GameName(dict):
    """A game's name by language (``GameInfo.name``): the interface catalogue's
    ``game-<id>`` (``ui.ftl``) in every language the app shows -- a language added as files,
    the pseudo-locale -- and the family's own names for a game no catalogue names (a family
    added at run time).

    >>> game("asia").name.get("de"), game("asia").name["en"]
    ('Zug um Zug Asien (Teams)', 'Ticket to Ride Asia (teams)')
    """

    def __init__(self, gid: str, names):
        super().__init__(names)
        self.gid = gid

    def get(self, lang, default=None):
        from . import i18n
        key = f"game.{self.gid}"
        if isinstance(lang, str) and i18n.known(lang) and i18n.has_text("ui", key):
            return i18n.text("ui", key, lang)
        return super().get(lang, default)

    def __getitem__(self, lang):
        v = self.get(lang)
        if v is None:
            raise KeyError(lang)
        return v

    def __reduce__(self):
        return (GameName, (self.gid, dict(self)))


_GAMES: dict[str, GameInfo] = {}
#: Family module name -> the ids of the games it declared (the modules loaded so far).
_LOADED: dict[str, tuple[str, ...]] = {}
#: Family id (``GameInfo.family``) -> the module that plays it.
_FAMILY_MODULES: dict[str, str] = {}
#: Families added at run time (:func:`register_family`), after :data:`FAMILIES`.
_EXTRA: list[str] = []
#: :data:`FAMILIES` and then :data:`_EXTRA`, as one tuple (a new one whenever either changes, so
#: a cache of what the families declare can tell by identity that it is still current).
_MODULES: list = [FAMILIES]


def _load_family(module_name: str) -> tuple[str, ...]:
    """Import a family module and register the games it declares (``GAME_INFOS``)."""
    if module_name in _LOADED:
        return _LOADED[module_name]
    module = importlib.import_module(module_name)
    infos = tuple(getattr(module, "GAME_INFOS", ()))
    if not infos or not all(isinstance(i, GameInfo) for i in infos):
        raise TypeError(f"family module {module_name} must declare its games as GAME_INFOS, "
                        "a non-empty sequence of GameInfo")
    for info in infos:
        if info.id in _GAMES and _GAMES[info.id] != info:
            raise ValueError(f"game {info.id!r} is registered twice")
        owner = _FAMILY_MODULES.get(info.family)
        if owner is not None and owner != module_name:
            raise ValueError(f"family {info.family!r} is played by both {owner} and "
                             f"{module_name}")
    for info in infos:
        _GAMES[info.id] = info
        _FAMILY_MODULES[info.family] = module_name
    _LOADED[module_name] = tuple(i.id for i in infos)
    return _LOADED[module_name]


def _load() -> None:
    for name in FAMILIES + tuple(_EXTRA):
        if name not in _LOADED:
            _load_family(name)


def register_family(module_name: str) -> list[str]:
    """Add the game family in module ``module_name`` (importable, declaring ``GAME_INFOS``)
    after the listed :data:`FAMILIES`; its games are then asked for like every other game.
    Registering a family again changes nothing. Returns the ids of its games."""
    if module_name not in FAMILIES and module_name not in _EXTRA:
        _load()
        ids = _load_family(module_name)
        _EXTRA.append(module_name)
        _MODULES[0] = FAMILIES + tuple(_EXTRA)
        return list(ids)
    _load()
    return list(_LOADED[module_name])


def unregister_family(module_name: str) -> None:
    """Remove a family added with :func:`register_family` (and its games), e.g. after a test.
    The families of :data:`FAMILIES` stay."""
    if module_name not in _EXTRA:
        return
    _EXTRA.remove(module_name)
    _MODULES[0] = FAMILIES + tuple(_EXTRA)
    for gid in _LOADED.pop(module_name, ()):
        info = _GAMES.pop(gid, None)
        if info is not None and _FAMILY_MODULES.get(info.family) == module_name:
            del _FAMILY_MODULES[info.family]


def family_modules() -> tuple[str, ...]:
    """The names of the registered family modules, in order (:data:`FAMILIES`, then those added
    with :func:`register_family`), without importing them. The same tuple object until a family
    is added or removed."""
    return _MODULES[0]


def family_module(family_id: str) -> str:
    """The name of the module that plays the family ``family_id`` (``GameInfo.family``)."""
    _load()
    try:
        return _FAMILY_MODULES[family_id]
    except KeyError:
        raise KeyError(f"unknown game family {family_id!r}; known: "
                       f"{', '.join(_FAMILY_MODULES)}") from None


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


def players_text(players, lang: str = "en") -> str:
    """A set of player counts for people: ``2–5`` when it has no gaps, else ``4 or 6`` as
    ``lang`` writes a list of choices ("4 oder 6")."""
    ns = sorted(players)
    if len(ns) > 2 and ns == list(range(ns[0], ns[-1] + 1)):
        return f"{ns[0]}–{ns[-1]}"
    from . import i18n
    return i18n.join([str(n) for n in ns], lang, style="or")
