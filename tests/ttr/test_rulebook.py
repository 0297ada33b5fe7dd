"""The rule catalogue (ttrwidgets.core.rulebook) against the normative rules files.

The rules files live in ``shared/rules`` beside the project (``TTR_SHARED`` overrides the shared
folder); the tests that read them are skipped only when that folder is absent.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from ttrwidgets.core.rulebook import GAME_RULES, GAMES, RULES, Rule, rule, rule_ids, rule_text

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("TTR_SHARED", ROOT.parent / "shared"))
RULES_DIR = SHARED / "rules"
SEEDS_DIR = SHARED / "seeds"
needs_rules = pytest.mark.skipif(not RULES_DIR.is_dir(), reason="shared/rules is absent")

#: A rule id in backticks at the start of a bullet (nested bullets too): `word.word(-word)*`.
#: Wildcard references such as `draw.*` or `tunnel.*` do not match.
BULLET_ID = re.compile(r"^\s*-\s+`(\w+\.\w+(?:-\w+)*)`", re.M)
#: A rule defined inside a bullet: the id, optionally a **[flag]**, then a colon
#: (deutschland.md: "... then `de.take-passengers`: take one passenger ..."). Ids only mentioned in
#: passing ("apply `draw.three-locomotives`)", "(`claim.color`, `claim.gray`)") are not followed
#: by a colon.
DEFINED_ID = re.compile(r"`(\w+\.\w+(?:-\w+)*)`(?:\s*\*\*\[\w+\]\*\*)?:")

ALL = [r for g in GAMES for r in GAME_RULES[g].values()]
IDS = [f"{r.game}:{r.id}" for r in ALL]


def md(game: str) -> str:
    return (RULES_DIR / f"{game}.md").read_text(encoding="utf-8")


def md_ids(game: str) -> list[str]:
    """Every rule id the file defines, in file order (bullet ids plus inline definitions)."""
    text = md(game)
    found = [(m.start(1), m.group(1)) for m in BULLET_ID.finditer(text)]
    found += [(m.start(1), m.group(1)) for m in DEFINED_ID.finditer(text)]
    out: list[str] = []
    for _, rid in sorted(found):
        if rid not in out:
            out.append(rid)
    return out


def bullets(game: str) -> list[tuple[str, str]]:
    """(rule id, bullet text incl. continuation lines) for each bullet that starts with an id."""
    out, current = [], None
    for line in md(game).splitlines():
        m = BULLET_ID.match(line)
        if m:
            current = [m.group(1), line]
            out.append(current)
        elif current is not None and line.strip() and not line.lstrip().startswith(("-", "#")):
            current[1] += " " + line.strip()
        else:
            current = None
    return [(rid, text) for rid, text in out]


# ---------------------------------------------------------------- completeness vs the md files

@needs_rules
@pytest.mark.parametrize("game", GAMES)
def test_every_bullet_rule_id_has_an_entry(game):
    ids = BULLET_ID.findall(md(game))
    assert ids, f"no rule ids found in {game}.md"
    for rid in ids:
        assert rid in GAME_RULES[game], f"{game}.md: {rid} has no catalogue entry"
        r = rule(rid, game)
        assert r.id == rid and r.game == game


@needs_rules
@pytest.mark.parametrize("game", GAMES)
def test_catalogue_is_exactly_the_file_in_file_order(game):
    """Inline definitions count, passing mentions and wildcards do not, nothing is invented."""
    assert rule_ids(game) == md_ids(game)


@needs_rules
def test_tricky_ids_of_the_files():
    assert "de.take-passengers" in GAME_RULES["deutschland"]          # defined mid-bullet
    assert not any("*" in rid for g in GAMES for rid in GAME_RULES[g])  # draw.*, tunnel.*
    # mentioned in passing in deutschland.md, defined in europe.md: reached by fallback
    for rid in ("claim.color", "claim.gray", "claim.trains", "draw.two"):
        assert rid not in GAME_RULES["deutschland"]
        assert rule(rid, "deutschland") is RULES[rid]


@needs_rules
@pytest.mark.parametrize("game", GAMES)
def test_flags_follow_the_markers_in_the_file(game):
    for rid, text in bullets(game):
        r = GAME_RULES[game][rid]
        assert r.decision == ("[decision" in text), (game, rid)
        assert r.editions == ("[editions" in text), (game, rid)
    # inline definitions carry no marker in the files
    for rid in set(md_ids(game)) - {rid for rid, _ in bullets(game)}:
        r = GAME_RULES[game][rid]
        assert not r.decision and not r.editions, (game, rid)


def test_flagged_rules_known_today():
    flagged = {(r.game, r.id, r.decision, r.editions) for r in ALL if r.decision or r.editions}
    assert flagged == {
        ("europe", "setup.first-player", True, False),
        ("europe", "turn.pass", True, False),
        ("europe", "draw.three-locomotives", True, False),
        ("europe", "win.tiebreak", False, True),
        ("deutschland", "de.passenger-majority", True, False),
        ("deutschland", "de.globetrotter", True, False),
        ("asia", "asia.doubles-team", True, False),
    }


# ---------------------------------------------------------------- shape of every entry

@pytest.mark.parametrize("r", ALL, ids=IDS)
def test_entry_is_complete_in_both_languages(r):
    assert isinstance(r, Rule) and r.game in GAMES and r.section
    assert set(r.title) == {"en", "de"} and set(r.text) == {"en", "de"}
    for lang in ("en", "de"):
        assert r.title[lang].strip() and r.text[lang].strip(), (r.id, lang)
        assert 2 <= len(r.title[lang].split()) <= 6, (r.id, lang, r.title[lang])
        assert r.text[lang].rstrip().endswith("."), (r.id, lang)
    assert r.title["en"] != r.title["de"], r.id
    assert r.text["en"] != r.text["de"], r.id


def sentences(text: str) -> list[str]:
    # a sentence ends with . ! ? after a letter or closing bracket/quote (not "1." ordinals)
    return [s for s in re.split(r"(?<=[^\W\d][.!?])\s+|(?<=[)“][.!?])\s+", text) if s]


@pytest.mark.parametrize("r", ALL, ids=IDS)
def test_texts_are_one_to_four_sentences(r):
    for lang in ("en", "de"):
        assert 1 <= len(sentences(r.text[lang])) <= 4, (r.id, lang, sentences(r.text[lang]))


@pytest.mark.parametrize("r", ALL, ids=IDS)
def test_german_has_no_english_leftovers(r):
    for s in (r.title["de"], r.text["de"]):
        padded = f" {s.lower()} "
        for word in (" the ", " and ", " card ", " cards ", " of ", " route ", " player ",
                     " you ", " is "):
            assert word not in padded, (r.id, word)


@pytest.mark.parametrize("r", ALL, ids=IDS)
def test_german_spelling_uses_real_umlauts(r):
    bad = re.compile(r"\b(fuer|ueber|zurueck|waehl|faehr|Faehre|Bahnhoef|hoechst|naechst|"
                     r"Laenge|Staedt|muess|koenn|Oesterreich|Daenemark|gross|Grossstadt|"
                     r"spaeter|schliess|erfuell|Passagierfarbe n)", re.I)
    for s in (r.title["de"], r.text["de"]):
        assert not bad.search(s), (r.id, bad.search(s).group(0))


@pytest.mark.parametrize("r", ALL, ids=IDS)
def test_numbers_match_between_languages(r):
    def nums(lang):
        return set(re.findall(r"\d+", r.title[lang] + " " + r.text[lang]))
    assert nums("en") <= nums("de"), (r.id, nums("en") - nums("de"))


@pytest.mark.parametrize("r", ALL, ids=IDS)
def test_decisions_and_editions_are_said_in_the_text(r):
    en, de = r.text["en"].lower(), r.text["de"].lower()
    assert ("project's decision" in en) == r.decision, r.id
    assert ("entscheidung dieses projekts" in de) == r.decision, r.id
    if r.editions:
        assert "edition" in en and "ausgabe" in de, r.id


def test_ids_keys_and_games_agree():
    assert RULES is GAME_RULES["europe"]
    assert tuple(GAME_RULES) == GAMES
    for game, table in GAME_RULES.items():
        for rid, r in table.items():
            assert r.id == rid and r.game == game
            assert re.fullmatch(r"\w+\.\w+(?:-\w+)*", rid), rid
    assert len(set(IDS)) == len(IDS)


def test_rules_are_frozen_and_hashable():
    r = rule("tunnel.extra")
    with pytest.raises(AttributeError):
        r.id = "x"
    assert {r, rule("tunnel.extra")} == {r}


# ---------------------------------------------------------------- exact numbers

def _has(text, *parts):
    for p in parts:
        assert p in text, (p, text)


def test_route_score_tables():
    table = ("1 → 1", "2 → 2", "3 → 4", "4 → 7", "6 → 15", "8 → 21")
    _has(rule("claim.score").text["en"].replace("1 space → 1 point", "1 → 1"), *table)
    _has(rule("claim.score").text["de"].replace("1 Feld → 1 Punkt", "1 → 1"), *table)
    de_table = ("1 → 1", "2 → 2", "3 → 4", "4 → 7", "5 → 10", "6 → 15", "7 → 18")
    d = rule("claim.score", "deutschland")
    assert d.game == "deutschland" and d is not rule("claim.score")
    _has(d.text["en"].replace("1 space → 1 point", "1 → 1"), *de_table)
    _has(d.text["de"].replace("1 Feld → 1 Punkt", "1 → 1"), *de_table)
    assert "8 → 21" not in d.text["en"]


def test_station_and_bonus_numbers():
    _has(rule("station.cost").text["en"], "1st station costs 1 card", "2nd costs 2 cards",
         "3rd costs 3 cards")
    _has(rule("station.cost").text["de"], "1. Bahnhof kostet 1 Karte", "2. kostet 2 Karten",
         "3. kostet 3 Karten")
    for rid in ("station.unused", "score.stations"):
        _has(rule(rid).text["en"], "4 points")
        _has(rule(rid).text["de"], "4 Punkte")
    _has(rule("station.build").text["en"], "1 station per turn and 3 per game")
    _has(rule("score.longest-path").text["en"], "10 points", "European Express")
    _has(rule("score.longest-path").text["de"], "10 Punkte", "Europa-Express")
    _has(rule("end.trigger").text["en"], "2 trains or fewer", "exactly 1 more turn")
    _has(rule("tunnel.reveal").text["en"], "3 top cards are flipped")
    _has(rule("setup.cards").text["en"], "110", "12 cards", "14 locomotives")
    _has(rule("setup.pieces").text["en"], "45 trains", "3 train stations", "2 to 5")
    _has(rule("de.globetrotter", "deutschland").text["en"], "15 bonus points")
    _has(rule("de.passenger-majority", "deutschland").text["en"], "20 points", "10")
    _has(rule("asia.end-trigger", "asia").text["en"], "4 or fewer", "1 final turn")
    _has(rule("asia.teams", "asia").text["en"], "27 trains")
    _has(rule("trans.score-round", "trans").text["en"], "4 prestige points", "1 rail short → 3",
         "2 short → 2", "3–4 short → 1", "5 or more short → 0")
    _has(rule("trans.game-end", "trans").text["en"], "13 prestige points or more")


def test_german_game_vocabulary():
    de = " ".join(r.title["de"] + " " + r.text["de"] for r in ALL)
    for word in ("Wagenkarten", "Lokomotiven", "Zielkarten", "Strecke", "Tunnel", "Fähre",
                 "Bahnhof", "Europa-Express", "offenen Karten", "Nachziehstapel", "Ablagestapel",
                 "Waggons"):          # the glossary's words (../shared/glossary.md)
        assert word in de, word


# ---------------------------------------------------------------- lookup functions

def test_rule_text_format_and_languages():
    r = rule("tunnel.withdraw")
    assert rule_text("tunnel.withdraw") == f"{r.title['en']}: {r.text['en']}"
    assert rule_text("tunnel.withdraw", "de") == f"{r.title['de']}: {r.text['de']}"
    assert rule_text("de.countries", "de", "deutschland").startswith("Nachbarländer")
    with pytest.raises(ValueError):
        rule_text("tunnel.withdraw", "fr")


def test_fallback_to_europe():
    for game in ("deutschland", "asia"):
        assert rule("draw.faceup-locomotive", game) is RULES["draw.faceup-locomotive"]
        assert rule("claim.gray", game) is RULES["claim.gray"]
        assert rule("end.game-over", game) is RULES["end.game-over"]
    assert rule("tunnel.extra", "asia") is RULES["tunnel.extra"]        # asia has tunnels
    assert rule("win.tiebreak", "deutschland").game == "deutschland"    # overridden
    assert rule("end.trigger", "deutschland").game == "deutschland"


@pytest.mark.parametrize("game, rid, hint", [
    ("deutschland", "station.build", None),
    ("deutschland", "tunnel.extra", None),
    ("deutschland", "ferry.locomotives", None),
    ("deutschland", "score.longest-path", "de.globetrotter"),
    ("deutschland", "tickets.draw", "de.draw-tickets"),
    ("asia", "station.borrow", None),
    ("asia", "end.trigger", "asia.end-trigger"),
    ("asia", "claim.double-few-players", "asia.doubles-4p"),
    ("trans", "draw.two", None),                    # a different game: no fallback at all
    ("europe", "de.countries", None),
    ("europe", "no.such-rule", None),
])
def test_ids_a_game_does_not_use(game, rid, hint):
    with pytest.raises(KeyError) as e:
        rule(rid, game)
    if hint:
        assert hint in str(e.value)


def test_replacement_hints_point_at_real_ids():
    from ttrwidgets.core.rulebook import not_shared
    assert not_shared("deutschland") and not_shared("asia") and not not_shared("europe")
    for game in GAMES:
        for rid, instead in not_shared(game).items():
            assert rid in RULES, rid
            assert instead is None or instead in GAME_RULES[game], instead


def test_rule_ids_and_game_names():
    assert rule_ids() == list(RULES) and len(rule_ids()) == 46
    assert {g: len(rule_ids(g)) for g in GAMES} == {
        "europe": 46, "deutschland": 13, "asia": 15, "trans": 13}
    assert rule_ids("trans_europa") == rule_ids("trans") == rule_ids("Trans_America")
    ids = rule_ids()
    ids.append("x")                           # a copy: the catalogue is unchanged
    assert "x" not in rule_ids()
    with pytest.raises(KeyError):
        rule_ids("monopoly")


# ---------------------------------------------------------------- our own words

#: Facts any restatement must repeat word for word: numbers (dropped separately), colours, the
#: big cities of the Europe variant. They are left out before comparing word runs.
FACT_WORDS = set("""purple pink blue orange white green yellow black red brown turquoise
    lila rosa blau weiß grün gelb schwarz rot braun türkis
    london berlin moskva paris wien madrid roma athina angora""".split())


def _words(text: str) -> list[str]:
    words = re.findall(r"[^\W_]+", text.lower())
    return [w for w in words if not w.isdigit() and w not in FACT_WORDS]


def _shingles(words: list[str], n: int) -> set[tuple[str, ...]]:
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


@pytest.mark.skipif(not RULES_DIR.is_dir(), reason="shared/rules is absent")
def test_texts_are_not_copied_from_the_sources():
    """No run of 6 words of any text appears in the rules files or the rulebook seeds."""
    n = 6
    sources = sorted(RULES_DIR.glob("*.md"))
    if SEEDS_DIR.is_dir():
        sources += sorted(SEEDS_DIR.glob("*.txt"))
    seen: set = set()
    for path in sources:
        seen |= _shingles(_words(path.read_text(encoding="utf-8", errors="replace")), n)
    copied = []
    for r in ALL:
        for lang in ("en", "de"):
            hits = _shingles(_words(r.text[lang]), n) & seen
            copied += [(r.game, r.id, lang, " ".join(h)) for h in hits]
    assert not copied, copied
