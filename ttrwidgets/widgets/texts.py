"""Every sentence of the app's own interface: buttons, headings, hints.

The sentences live in the Fluent catalogues ``ttrwidgets/locales/<lang>/ui.ftl`` (see
:mod:`ttrwidgets.core.i18n`); rule explanations come from the engine's catalogue
(:mod:`ttrwidgets.ttr.messages`). :func:`t` is the one way in: ``t(key, lang, **params)``.

Every text is in ``ui.ftl``; there are no ``(English, German)`` pairs in code. :data:`T` only
answers ``key in T`` (a key the catalogue has), for callers that offer a text only where one
exists.

>>> t("status.your-turn", "de", seat="Spieler 1")
'Spieler 1 ist am Zug: Karten ziehen, eine Strecke bauen, Zielkarten ziehen oder einen Bahnhof bauen.'
>>> t("status.tunnel", "de", seat="Spieler 1", extra=1)
'Spieler 1: Der Tunnel verlangt 1 weitere Karte. Zahle oder brich den Bau ab.'
"""
from __future__ import annotations

from ..core import i18n

DOMAIN = "ui"


class _Keys:
    """:data:`T`: ``key in T`` is true for every key of the interface catalogue (``ui.ftl``)."""

    def __contains__(self, key) -> bool:
        return isinstance(key, str) and i18n.has_text(DOMAIN, key)


#: ``key in T``: the catalogue has the interface text ``key``.
T = _Keys()


def t(key: str, lang: str = "en", /, **params) -> str:
    """The interface text ``key`` in ``lang``, filled with ``params``, from ``ui.ftl``: in any
    language with a catalogue (a text it lacks in English, named in the log). A key no
    catalogue has raises :class:`KeyError`."""
    return i18n.text(DOMAIN, key, lang, **params)
