"""Every sentence of the app's own interface: buttons, headings, hints.

The sentences live in the Fluent catalogues ``ttrwidgets/locales/<lang>/ui.ftl`` (see
:mod:`ttrwidgets.core.i18n`); rule explanations come from the engine's catalogue
(:mod:`ttrwidgets.ttr.messages`). :func:`t` is the one way in: ``t(key, lang, **params)``.

Every text is in ``ui.ftl`` now. :data:`T` stays as the way in for an area that has no catalogue
of its own: such an area adds a key with an ``(English, German)`` pair of ``str.format``
templates at the end of this file; :func:`t` uses a pair only for a key no
catalogue has, until the pair is moved into ``ui.ftl`` (a language added as files only shows its
English text). ``key in T`` is true for every key :func:`t` knows.

>>> t("status.your-turn", "de", seat="Spieler 1")
'Spieler 1 ist am Zug: Karten ziehen, eine Strecke bauen, Zielkarten ziehen oder einen Bahnhof bauen.'
>>> t("status.tunnel", "de", seat="Spieler 1", extra=1)
'Spieler 1: Der Tunnel verlangt 1 weitere Karte. Zahle oder brich den Bau ab.'
"""
from __future__ import annotations

from ..core import i18n

LANGS = ("en", "de")
DOMAIN = "ui"


class _Texts(dict):
    """:data:`T`: the texts still written as ``(English, German)`` pairs; ``key in T`` is true
    for every key :func:`t` knows (catalogue or pair)."""

    def __contains__(self, key):
        return dict.__contains__(self, key) or i18n.has_text(DOMAIN, key)


#: Texts not yet in ``ui.ftl``: key -> (English, German) ``str.format`` templates. New texts go at
#: the END of the last block, in this form; the catalogues' keeper moves them into ``ui.ftl``
#: (where a key is in both, the catalogue wins).
T: dict[str, tuple[str, str]] = _Texts()

def t(key: str, lang: str = "en", /, **params) -> str:
    """The interface text ``key`` in ``lang``, filled with ``params``.

    From the catalogue (``ui.ftl``) where it has the key, in any language with a catalogue
    (missing texts in English, named in the log); else from the pairs in :data:`T`.
    """
    if i18n.has_text(DOMAIN, key):
        return i18n.text(DOMAIN, key, lang, **params)
    en, de = T[key]
    return (de if lang == "de" else en).format(**params)


# New texts of an area without a catalogue of its own go here, at the end, as
# T.update({"key": ("English", "German")}); the catalogues' keeper moves them into ui.ftl.
