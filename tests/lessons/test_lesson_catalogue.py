"""The quizzes' sentences come from the catalogues (``locales/<lang>/lessons.ftl``), whole
sentences with Fluent variables and plurals: no (English, German) pair is written in a lesson
module, and a language added as catalogue files, or the pseudo-locale, gets them like every
other catalogue text."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import ttrwidgets.lessons as lessons_pkg
from ttrwidgets.core import i18n
from ttrwidgets.lessons import course
from ttrwidgets.lessons.quiz import quiz_for, say

LESSON_MODULES = sorted(Path(lessons_pkg.__file__).parent.glob("*.py"))
#: A word of code (an id, a key, a language tag), not a text a learner reads.
CODE_WORD = re.compile(r"[a-z0-9_.\-]*")
#: A (JSON path, problem) pair of ``lesson check`` names a place, it is no translation.
JSON_PATH = (".", "$")


def _literal(node) -> str | None:
    """The text of a string literal or f-string (its fixed parts), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
    return None


def text_pairs(source: str) -> list[tuple[int, str]]:
    """Where ``source`` writes a text in two languages: a tuple or list of two non-empty string
    literals of which one at least is no code word (``("Yes", "Ja")``, ``("east",
    "Osten")``; not ``("en", "de")``), or a dict literal with ``"en"`` and ``"de"`` keys and
    string values."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Tuple, ast.List)) and len(node.elts) == 2:
            texts = [_literal(e) for e in node.elts]
            if all(t and t.strip() and not t.startswith(JSON_PATH) for t in texts) and \
                    any(not CODE_WORD.fullmatch(t) for t in texts):
                found.append((node.lineno, " / ".join(texts)))
        elif isinstance(node, ast.Dict):
            keys = {_literal(k): v for k, v in zip(node.keys, node.values) if k is not None}
            if {"en", "de"} <= set(keys) and any(_literal(keys[k]) for k in ("en", "de")):
                found.append((node.lineno, str(_literal(keys["en"]))))
    return found


def test_the_scan_finds_a_text_pair():
    """The check is not blind: each way of writing a pair is found; code words are not."""
    assert text_pairs('T = {"a.say": ("You claim {route}.", "Du baust {route}.")}')
    assert text_pairs('YES = ["Yes", "Ja"]')
    assert text_pairs('D = {"east": ("east", "Osten")}')
    assert text_pairs('x = {"en": f"{n} left", "de": f"{n} übrig"}')
    assert not text_pairs('LANGS = ("en", "de")\nK = ("claim.score", "draw.two")')
    assert not text_pairs('x = {lang: f(lang) for lang in ("en", "de")}')
    assert not text_pairs('probs = [(".task.player", "not a seat of this game")]')


@pytest.mark.parametrize("path", LESSON_MODULES, ids=lambda p: p.name)
def test_no_lesson_module_writes_a_text_in_two_languages(path):
    pairs = text_pairs(path.read_text(encoding="utf-8"))
    assert not pairs, f"{path.name}: (en, de) texts in code, move them to lessons.ftl: {pairs}"


def test_counts_choose_the_plural():
    assert say("ttr.score.other", n=1)["en"] == \
        "That is what a route of 1 space scores: count the spaces again."
    assert say("ttr.score.other", n=4)["de"] == \
        "So viel bringt eine Strecke mit 4 Feldern: Zähle die Felder noch einmal."
    assert say("trans.double.over", left=1)["de"] == "1 bleibt, und mein Zug ist vorbei"
    assert say("trans.lay.say", laid=0, city="Wien", dir=say("trans.east"))["de"] == \
        "Noch keine Schiene in diesem Zug gelegt: Darfst du jetzt eine Schiene auf die " \
        "Linie von Wien nach Osten legen?"


def _quiz_texts(q, lang):
    out = [q.text("title", lang), q.text("goal", lang)]
    for st in q.steps:
        out.append(i18n.pick(st.say, lang))
        out += [i18n.pick(h, lang) for h in st.hint]
        out += [i18n.pick(f, lang) for f in st.task.data["feedback"] if f]
        out += [i18n.pick(c, lang) for c in st.task.data["choose"] if isinstance(c, dict)]
    return out


FRENCH = """\
quiz-goal = Réponds à quelques questions que le jeu invente à partir de positions nouvelles.
ttr-score-hint = 1, 2, 3, 4, 5 et 6 cases rapportent 1, 2, 4, 7, 10 et 15 points.
trans-lay-yes = Oui
"""


@pytest.fixture
def french(tmp_path):
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "lessons.ftl").write_text(FRENCH, encoding="utf-8")
    i18n.add_catalogue_dir(tmp_path)
    yield "fr"
    i18n.remove_catalogue_dir(tmp_path)


def test_a_third_language_gets_the_quiz_from_its_catalogue(french):
    q = quiz_for(course("europe").lessons[2], seed=1)        # claiming: route-score first
    assert q.text("goal", "fr").startswith("Réponds à quelques questions")
    hints = [i18n.pick(h, "fr") for st in q.steps for h in st.hint]
    assert "1, 2, 3, 4, 5 et 6 cases rapportent 1, 2, 4, 7, 10 et 15 points." in hints
    # what the French catalogue lacks is shown in English, as for any catalogue
    assert i18n.pick(q.steps[0].say, "fr") == i18n.pick(q.steps[0].say, "en")
    choices = {i18n.pick(c, "fr") for x in course("trans_europa").lessons
               for t in [quiz_for(x, seed=2)] if t is not None
               for st in t.steps for c in st.task.data["choose"] if isinstance(c, dict)}
    assert "Oui" in choices and "Yes" not in choices and "No" in choices


@pytest.mark.parametrize("game", ["europe", "trans_europa"])
def test_the_pseudo_locale_marks_every_quiz_sentence(game):
    """en-XA: every sentence of a quiz is catalogue text, accented and in brackets; none is
    plain English (which would have escaped the catalogue)."""
    c = course(game)
    seen = 0
    for x in c.lessons[1::2]:
        q = quiz_for(x, seed=5)
        if q is None:
            continue
        english = _quiz_texts(q, "en")
        for en, text in zip(english, _quiz_texts(q, i18n.PSEUDO)):
            seen += 1
            assert text.startswith("[") and text.endswith("]") and text != en, (q.id, text)
    assert seen > 20
