"""Lesson texts in the rulebooks' words (issue 23, glossary pass): every sentence of every lesson
and every *Test yourself* question kind, in English and German, passes the catalogue checks of
``tests/i18n`` (glossary words, "(e)" plurals, glued colours, doubled words), and uses one term
for one thing where the glossary names one."""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from ttrwidgets.lessons import courses
from ttrwidgets.lessons import quiz, trans_questions, ttr_questions

_spec = importlib.util.spec_from_file_location(
    "i18n_red_pen", Path(__file__).parents[1] / "i18n" / "test_texts.py")
red_pen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(red_pen)

#: German words a lesson must not use for what the glossary names otherwise (one term for one
#: thing): the holders are Kartenhalter, a team a Mannschaft, one track of a double route a
#: Strecke, the draw pile the Nachziehstapel, the bonus the Europa-Express.
ONE_TERM_DE = {
    r"(?<!Karten)(?<!Zielkarten)\bHalter\b|Zielkartenhalter": "Kartenhalter (für Zielkarten)",
    r"\bTeams?\b": "Mannschaft",
    r"\bGleis(?:e|es)?\b": "Strecke",
    r"\bStapel(?:s)?\b(?! der)": "Nachziehstapel / Zielkartenstapel",
    r"Europa Express": "Europa-Express",
    r"\bPlatz \d": "Spieler N",
    r"fertig machs?t": "die Städte verbinden",
}
ONE_TERM_DE_TRANS = {r"(?<!Prestige)\bPunkte?\b": "Prestigepunkte"}


def _texts(d):
    if isinstance(d, dict):
        if {"en", "de"} <= set(d) and all(isinstance(d[k], str) for k in ("en", "de")):
            yield d
            return
        for v in d.values():
            yield from _texts(v)
    elif isinstance(d, list):
        for v in d:
            yield from _texts(v)


def _lesson_texts():
    for c in courses():
        domain = "trans" if c.game.startswith("trans") else "lessons"
        for x in c.lessons:
            for t in _texts(x.data):
                yield c.game, x.id, domain, t


@pytest.mark.parametrize("course", [c.game for c in courses()])
def test_every_lesson_sentence_reads_as_the_rulebook_speaks(course):
    bad = []
    for game, lid, domain, t in _lesson_texts():
        if game != course:
            continue
        for lang in ("en", "de"):
            bad += [(lid, lang, p, t[lang]) for p in red_pen.problems(t[lang], lang, domain)]
        rules = dict(ONE_TERM_DE, **(ONE_TERM_DE_TRANS if domain == "trans" else {}))
        for pattern, want in rules.items():
            if re.search(pattern, t["de"]):
                bad.append((lid, "de", want, t["de"]))
    assert not bad, "\n".join(map(str, bad))


@pytest.mark.parametrize("module", [ttr_questions, trans_questions, quiz])
def test_every_question_sentence_reads_as_the_rulebook_speaks(module):
    domain = "trans" if module is trans_questions else "lessons"
    bad = []
    for key, (en, de) in module.TEXTS.items():
        for lang, text in (("en", en), ("de", de)):
            filled = re.sub(r"\{(\w+)\}", lambda m: "Wien", text)
            bad += [(key, lang, p) for p in red_pen.problems(filled, lang, domain)]
        for pattern, want in ONE_TERM_DE.items():
            if re.search(pattern, de):
                bad.append((key, "de", want))
    assert not bad, bad


def test_the_checks_find_what_the_glossary_rules_out():
    """The red pen is not blind: the words this pass replaced are found."""
    assert red_pen.problems("Das ist dein ganzes Ziehen.", "de", "lessons")
    assert any(re.search(p, "auf den Halter deiner Mannschaft") for p in ONE_TERM_DE)
    assert any(re.search(p, "Dein Team hat eine Farbe") for p in ONE_TERM_DE)
    assert re.search(next(iter(ONE_TERM_DE_TRANS)), "Du bekommst 4 Punkte.")
    assert not re.search(next(iter(ONE_TERM_DE_TRANS)), "Du bekommst 4 Prestigepunkte.")
