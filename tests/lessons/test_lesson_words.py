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
from ttrwidgets.core import i18n
from ttrwidgets.lessons import quiz

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


@pytest.mark.parametrize("count", red_pen.COUNTS)
def test_every_question_sentence_reads_as_the_rulebook_speaks(count):
    """Every message of ``lessons.ftl`` (the quizzes' sentences), filled with each count, in
    English and German: the catalogue checks, and one term for one thing."""
    en_vars, de_vars = i18n.messages("lessons", "en"), i18n.messages("lessons", "de")
    assert en_vars and set(en_vars) == set(de_vars), set(en_vars) ^ set(de_vars)
    bad = []
    for fid in sorted(en_vars):
        domain = "trans" if fid.startswith("trans-") else "lessons"
        variables = en_vars[fid] | de_vars[fid]
        for lang in ("en", "de"):
            text, errors = i18n.check("lessons", fid, lang,
                                      **red_pen._fill(variables, lang, count))
            assert not errors, (fid, lang, errors)
            bad += [(fid, lang, p, text) for p in red_pen.problems(text, lang, domain)]
            if lang == "de":
                bad += [(fid, "de", want, text) for pattern, want in ONE_TERM_DE.items()
                        if re.search(pattern, text)]
    assert not bad, "\n".join(map(str, bad))


def test_every_made_up_question_reads_as_the_rulebook_speaks():
    """The sentences of the quizzes as made, filled with cities, cards and counts: the same
    checks on a few seeds of every course's lessons."""
    bad, seen = [], 0
    for c in courses():
        domain = "trans" if c.game.startswith("trans") else "lessons"
        for x in c.lessons[::3]:
            q = quiz.quiz_for(x, seed=3)
            if q is None:
                continue
            for st in q.data["steps"]:
                for t in _texts(st):
                    seen += 1
                    for lang in ("en", "de"):
                        bad += [(q.id, lang, p, t[lang])
                                for p in red_pen.problems(t[lang], lang, domain)]
    assert seen > 100 and not bad, "\n".join(map(str, bad))


def test_the_checks_find_what_the_glossary_rules_out():
    """The red pen is not blind: the words this pass replaced are found."""
    assert red_pen.problems("Das ist dein ganzes Ziehen.", "de", "lessons")
    assert any(re.search(p, "auf den Halter deiner Mannschaft") for p in ONE_TERM_DE)
    assert any(re.search(p, "Dein Team hat eine Farbe") for p in ONE_TERM_DE)
    assert re.search(next(iter(ONE_TERM_DE_TRANS)), "Du bekommst 4 Punkte.")
    assert not re.search(next(iter(ONE_TERM_DE_TRANS)), "Du bekommst 4 Prestigepunkte.")
