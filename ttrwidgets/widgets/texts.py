"""Every sentence of the app's own interface: buttons, headings, hints.

The sentences live in the Fluent catalogues ``ttrwidgets/locales/<lang>/ui.ftl`` (see
:mod:`ttrwidgets.core.i18n`); rule explanations come from the engine's catalogue
(:mod:`ttrwidgets.ttr.messages`). :func:`t` is the one way in: ``t(key, lang, **params)``.

Texts added in the old form, a key with an ``(English, German)`` pair of ``str.format`` templates
in :data:`T` (below, at the end), still work: :func:`t` uses them for keys no catalogue has yet,
until they are moved into ``ui.ftl`` (a language added as files only shows their English text).

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

T.update({
    "team.trail-of": ("{team}'s longest path ({n})", "Längste Strecke von {team} ({n})"),
})


def t(key: str, lang: str = "en", /, **params) -> str:
    """The interface text ``key`` in ``lang``, filled with ``params``.

    From the catalogue (``ui.ftl``) where it has the key, in any language with a catalogue
    (missing texts in English, named in the log); else from the pairs in :data:`T`.
    """
    if i18n.has_text(DOMAIN, key):
        return i18n.text(DOMAIN, key, lang, **params)
    en, de = T[key]
    return (de if lang == "de" else en).format(**params)


# Lessons: test yourself, mastery and review (issue 23, part 4)
T.update({
    "learn.lesson-mastered": ("★ {i}. {title}", "★ {i}. {title}"),
    "learn.mastered-tip": ("Mastered: done without a wrong try and without Show me.",
                           "Gemeistert: ohne falschen Versuch und ohne „Zeig es mir“ gelöst."),
    "learn.review": ("To review (they come back in your next test): {rules}.",
                     "Zum Wiederholen (kommt in deinem nächsten Test wieder): {rules}."),
    "lesson.test": ("Test yourself", "Teste dich"),
    "lesson.continue": ("Continue: {title}", "Weiter: {title}"),
    "lesson.mastered": ("★ Lesson mastered: no wrong try, no Show me.",
                        "★ Lektion gemeistert: kein falscher Versuch, kein „Zeig es mir“."),
    "lesson.test-result": ("Test done: {right} of {n} right at the first try.",
                           "Test beendet: {right} von {n} beim ersten Versuch richtig."),
    "lesson.test-review": ("The rules you missed come back in your next test.",
                           "Die verpassten Regeln kommen in deinem nächsten Test wieder."),
    "learn.course-mastered": ("{game}: {done} of {n} lessons done, {mastered} mastered ★",
                              "{game}: {done} von {n} Lektionen fertig, {mastered} gemeistert ★"),
    "lesson.rule-review": ("to review", "zum Wiederholen"),
})


# Lessons: the guided first game (issue 23, part 4)
T.update({
    "lesson.guided": ("Guided game against a bot", "Angeleitetes Spiel gegen einen Bot"),
    "guide.head": ("Guided game: each rule is explained the first time it happens.",
                   "Angeleitetes Spiel: Jede Regel wird erklärt, sobald sie zum ersten Mal "
                   "vorkommt."),
    "guide.none": ("Make your move: the rules it uses are explained here.",
                   "Mach deinen Zug: Die Regeln, die er nutzt, werden hier erklärt."),
    "guide.you": ("Your move", "Dein Zug"),
    "guide.other": ("Another player's move", "Der Zug eines anderen Spielers"),
    "guide.setup": ("The set-up", "Der Spielaufbau"),
    "guide.seen": ("Rules met in this game so far: {n}.",
                   "Bisher in diesem Spiel vorgekommene Regeln: {n}."),
})


# ---- the coach (issue 25): the strong bot on the start page
T.update({
    "start.bot.strong": ("Bot (strong: plans its tickets as a whole)",
                         "Bot (stark: plant alle Zielkarten zusammen)"),
})


# ---- lessons: the short guided game (issue 23)
T.update({
    "guide.short": ("It starts a few turns before the end, so you soon meet the end of the game "
                    "and the final scoring.",
                    "Es beginnt wenige Spielzüge vor dem Ende, damit du bald das Spielende und "
                    "die Schlusswertung erlebst."),
})
