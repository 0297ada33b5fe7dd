"""The glossary check, precise (issue 22): the words ``../shared/glossary.md`` says not to write,
and "(e)"/"(r)" plurals, searched in every text a learner can read, and nowhere else.

The check this replaces grepped the whole package (``*.py``, ``*.json``, ``*.ftl``) for
``Startstein|Zielticket|Mannschaftshalter|Kartenablage|Dreifachstrecke|lilan|\\(e\\)|\\(r\\)``: its
103 hits were all Python and JavaScript code (``str(e)``, ``draw(r)``, ``(e) => {``), none a
learner's text. A learner's texts live in three places, and this reads exactly those:

* the catalogues ``locales/<lang>/*.ftl``: every message and term, *every variant* of every
  selector (the rendering checks of ``test_texts`` fill each message once per count, so a
  variant chosen by a word -- a deck, a reason, a game -- is read only here), not the comments;
* the lessons' texts (``lessons/courses/*/*.json``: every ``{"en": ..., "de": ...}``);
* the puzzle pack's titles (``puzzles/pack/index.json``: ``title``, ``title_de``).

Python holds no learner sentence (``test_pseudo_fragments``: no German text in code, no
``Text(en, de=...)`` pair), so code is not searched: there "(e)" is a call.
"""
from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

import ttrwidgets
from ttrwidgets.core import i18n

from .test_texts import problems, where

PACKAGE = Path(ttrwidgets.__file__).resolve().parent

#: The glossary's "not" column that the old grep searched (German), and the plurals a count
#: should choose; the red pen of ``test_texts`` (``problems``) adds the rest of the column.
HOOK_WORDS = re.compile(r"Startstein|Zielticket|Mannschaftshalter|Kartenablage|"
                        r"Dreifachstrecke|lilan|\w\((?:e|r)\)")


def _variants(pattern) -> list[str]:
    """Every text ``pattern`` can produce, a placeable written as "X" (each selector takes each
    of its variants; when that makes more than 200 texts, one selector at a time)."""
    parts = []
    for e in pattern.elements:
        if isinstance(e, ast.TextElement):
            parts.append([e.value])
        elif isinstance(e.expression, ast.SelectExpression):
            parts.append([t for v in e.expression.variants for t in _variants(v.value)])
        elif isinstance(e.expression, ast.StringLiteral):
            parts.append([e.expression.parse()["value"]])
        elif isinstance(e.expression, ast.Placeable):        # { { $x } }
            parts.append(_variants(ast.Pattern([e.expression])))
        else:
            parts.append(["X"])
    n = 1
    for p in parts:
        n *= len(p)
    if n <= 200:
        return ["".join(combo) for combo in itertools.product(*parts)]
    first = [p[0] for p in parts]
    return ["".join(first[:i] + [v] + first[i + 1:]) for i, p in enumerate(parts) for v in p]


def catalogue_texts(lang: str):
    """``(domain, id, text)`` for every text every message and term of ``lang`` can show."""
    for f in sorted((i18n.LOCALES / lang).glob("*.ftl")):
        for entry in FluentParser().parse(f.read_text(encoding="utf-8")).body:
            if not isinstance(entry, (ast.Message, ast.Term)):
                assert not isinstance(entry, ast.Junk), (f, entry.content[:80])
                continue
            patterns = ([entry.value] if entry.value else []) + \
                [a.value for a in entry.attributes]
            for pattern in patterns:
                for text in _variants(pattern):
                    yield f.stem, entry.id.name, text


def _pairs(data):
    if isinstance(data, dict):
        if isinstance(data.get("en"), str):
            yield data
            return
        for v in data.values():
            yield from _pairs(v)
    elif isinstance(data, list):
        for v in data:
            yield from _pairs(v)


def data_texts():
    """``(lang, where, source, text)`` for every learner's text kept in the package's data
    files: the lessons' and the pack's titles."""
    for f in sorted((PACKAGE / "lessons" / "courses").glob("*/*.json")):
        domain = "trans" if f.parent.name.startswith("trans") else "lessons"
        for pair in _pairs(json.loads(f.read_text(encoding="utf-8"))):
            for lang, text in pair.items():
                yield lang, domain, f"{f.parent.name}/{f.name}", text
    index = json.loads((PACKAGE / "puzzles" / "pack" / "index.json").read_text("utf-8"))
    for e in index["puzzles"]:
        domain = "trans" if e["game"].startswith("trans") else "puzzles"
        yield "en", domain, e["file"], e["title"]
        if e.get("title_de"):
            yield "de", domain, e["file"], e["title_de"]


#: The glossary's grammar: "a full sentence after a colon starts with a capital letter". A
#: sentence after a colon is known by its first word: a pronoun, an imperative or a
#: conjunction (a fragment -- "Lehrmodus: alle Karten offen" -- starts otherwise). Not for the
#: problems of a file or a command line (errors, cli: a lower-case phrase after a JSON path or
#: "error:") nor the lab's pseudocode.
SENTENCE_AFTER_COLON = re.compile(
    r": (?:du|er|es|ihr|wir|ich|niemand|wähle|nimm|klicke|mach|baue|zieh|ziehe|sag|leg|lege|"
    r"setz|setze|gib|nachdem|danach)\b")


#: The glossary's grammar: "button names in running text in „…“". The app's buttons whose
#: names are no everyday word; a message that *is* the button's name starts with it.
BUTTON = re.compile(r"(?<!„)\b(?:Zeig es mir|Zurückziehen|Rückgängig|Jetzt spielen|Zug beenden|"
                    r"Bestätigen|Prüfen)\b(?!“)|(?<=[a-zäöü,;:] )Weiter\b(?!“)")


def grammar_problems(text: str, lang: str, domain: str) -> list[str]:
    if lang != "de" or domain in ("errors", "cli", "lab"):
        return []
    return [f"{m.group(0)!r}: a full sentence after a colon starts with a capital letter"
            for m in SENTENCE_AFTER_COLON.finditer(text)] + \
        [f"{m.group(0)!r}: a button's name in running text goes in „…“"
         for m in BUTTON.finditer(text) if m.start() > 0]


def glossary_problems(text: str, lang: str, domain: str, catalogue: str = "") -> list[str]:
    """What the red pen finds in one text; ``domain`` says whose words it speaks
    (``test_texts.where``), ``catalogue`` the file it comes from."""
    found = [f"{m.group(0)!r}: a word the glossary rules out" for m in HOOK_WORDS.finditer(text)]
    found += grammar_problems(text, lang, catalogue or domain)
    # the red pen, less what needs a whole rendered sentence: a placeable here is "X", and
    # the rendering checks of test_texts see doubled words and unfilled placeholders
    return found + [p for p in problems(text, lang, domain)
                    if "doubled word" not in p and "unfilled placeholder" not in p]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_catalogue_text_uses_a_word_the_glossary_rules_out(lang):
    bad, seen = [], 0
    for domain, fid, text in catalogue_texts(lang):
        seen += 1
        for why in glossary_problems(text, lang, where(domain, fid), domain):
            bad.append((domain, fid, why, text))
    assert seen > 2000, seen
    assert not bad, "\n".join(map(str, bad[:40])) + f"\n({len(bad)} in all)"


def test_no_lesson_or_pack_title_uses_a_word_the_glossary_rules_out():
    bad, seen = [], 0
    for lang, domain, source, text in data_texts():
        seen += 1
        for why in glossary_problems(text, lang, domain):
            bad.append((source, lang, why, text))
    assert seen > 1000, seen
    assert not bad, "\n".join(map(str, bad[:40])) + f"\n({len(bad)} in all)"


def test_the_check_finds_what_the_glossary_rules_out():
    """The check is not blind: each kind of text it reads, with a word it must refuse."""
    res = FluentParser().parse(
        'a = Nimm { $n ->\n [one] eine Zielkarte\n *[other] { $n } Zieltickets\n }.\n'
        'b = Dein Startstein steht { $where }.\n'
        'c = { $deck ->\n [short] kurz\n *[long] Du hast { $n } Punkt(e)\n }\n')
    texts = [t for entry in res.body for t in _variants(entry.value)]
    assert "Nimm X Zieltickets." in texts and "Du hast X Punkt(e)" in texts
    flagged = [t for t in texts if glossary_problems(t, "de", "engine")]
    assert flagged == ["Nimm X Zieltickets.", "Dein Startstein steht X.", "Du hast X Punkt(e)"]
    assert glossary_problems("mit 3 lilan Karten", "de", "lessons")
    assert glossary_problems("Deine Waggons auf der Karte", "de", "lessons")   # Karte = card
    assert not glossary_problems("Deine Waggons auf dem Spielplan", "de", "lessons")
    assert glossary_problems("Dort ist nichts: klicke auf eine Stadt.", "de", "ui")
    assert not glossary_problems("Dort ist nichts: Klicke auf eine Stadt.", "de", "ui")
    assert not glossary_problems("Lehrmodus: alle Karten offen", "de", "ui")
    assert glossary_problems("Lies und drücke dann Weiter.", "de", "ui")
    assert glossary_problems("Lehrermodus: Zeig es mir spielt sie vor.", "de", "ui")
    assert not glossary_problems("Lies und drücke dann „Weiter“.", "de", "ui")
    assert not glossary_problems("Zug beenden (2 von 2 Schienen gelegt)", "de", "ui")
    assert not glossary_problems("$.to: muss hand oder shared sein", "de", "errors")
    # code is not a learner's text: what the old grep counted
    assert not glossary_problems("Dein Zug.", "de", "engine")


def test_made_up_questions_name_colours_as_the_boards_rulebook_does():
    """A *Test yourself* question on the Deutschland board calls purple "Lila", as its rulebook
    does, never Europe's "Pink" (the cards in a hand, the route's colour, a face-up card)."""
    import random
    from ttrwidgets.lessons import course
    from ttrwidgets.lessons.quiz import rules_for
    from ttrwidgets.ttr.lessons.questions import QUESTIONS
    lesson = course("deutschland").lessons[0]
    rules = rules_for(lesson)
    base = {k: lesson.scenario[k] for k in ("game", "options") if k in lesson.scenario}
    said = []
    for kind in ("can-claim", "second-card"):
        for seed in range(60):
            step = QUESTIONS[kind].make(rules, base, random.Random(seed))
            if step is not None:
                said.append(step["say"]["de"])
    assert len(said) > 60
    assert not [s for s in said if "Pink" in s], [s for s in said if "Pink" in s][:3]
    assert any("Lila" in s for s in said)


def test_the_terminal_game_on_deutschland_says_lila():
    """The terminal's open cards, hand and passengers on Deutschland: Lila, as its rulebook."""
    from ttrwidgets.ttr.cli import TerminalGame
    out = []
    moves = iter(["board", "hand"])
    TerminalGame(players=2, seed=1, variant="deutschland", lang="de",
                 inp=lambda prompt="": next(moves, "quit"), out=out.append).run()
    text = "\n".join(map(str, out))
    assert "Offen: Grün, Lila, Lila, Gelb, Gelb" in text, text
    assert "Pink" not in text
