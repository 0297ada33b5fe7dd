"""What a German teacher's red pen would find, checked on every message of every catalogue
(issue 22): each sentence rendered with counts 0, 1, 2 and 5, every colour of every board and
every player count, in English and German, and searched for

* the words ``../shared/glossary.md`` says not to write ("Wagen", "Zielticket", "Auslage", ...),
* fixed plurals: "(e)", "(n)", "(r)", "(s)" and "Zug/Züge",
* colour words with endings glued on ("lilan", "{colour}e") or written as lower-case nouns
  ("mit 3 rot", "in rosa"),
* doubled words, unfilled placeholders and Fluent errors,
* place names without their umlauts ("Munchen" where the board prints "München").

The engine's messages go through the engine's own formatting (:func:`ttrwidgets.ttr.messages.
render`) with real maps; the other catalogues are filled by variable name.
"""
from __future__ import annotations

import itertools
import re

import pytest

from ttrwidgets.core import i18n
from ttrwidgets.ttr import messages as tm
from ttrwidgets.ttr.colours import CARD_KINDS
from ttrwidgets.ttr.maps import load_map

LANGS = ("en", "de")
COUNTS = (0, 1, 2, 5)
BOARDS = ("europe", "deutschland", "legendary_asia")
PLAYER_COUNTS = (2, 3, 4, 5)

# ---- what must not be written ----------------------------------------------------------------

#: German words the glossary rules out (Ticket to Ride texts: engine, UI, rules).
FORBIDDEN_DE = {
    r"\bWagen\b": "Waggons (Wagen only in Wagenkarte)",
    r"\bZügen\b": "Waggons (Zug is a turn)",
    r"Zielticket|\bTickets?\b(?! to Ride)|Fahrkarte": "Zielkarte",
    r"Zugkarte": "Wagenkarte",
    r"\bLok\b|\bLok-": "Lokomotive",
    r"\bAuslage\b|offene Reihe": "die offenen Karten",
    r"\bAblage\b|Kartenablage|Zielkartenablage|Mannschaftshalter": "Kartenhalter / Ablagestapel",
    r"Dreifachstrecke": "Dreierstrecke",
    r"längste Linie|längste Verbindung|Zuglänge": "die längste durchgehende Strecke",
    r"[Ll]ängste Strecke\b(?!,)": "die längste durchgehende Strecke (a single longest route "
                                  "is followed by its relative clause)",
    r"\b(?:auf|in|von) der Karte\b|\bdie ganze Karte\b": "Spielplan (Karte is a card)",
    r"Fahrgäst": "Passagiere",
    r"Startstein": "Startmarker",
    r"\bKreuzung\b": "Kreuzungspunkt",
    r"Stadtkarte": "Städtekarte",
    r"Trans America\b": "Trans Amerika",
    r"Regel-Id": "a rule's id in words",
    r"fertig machen|ganzes Ziehen|zieht zurück\b|Schnittpunkt": "an anglicism the issue names",
    r"Lokomotiv-Symbol|Lok-Symbol": "Lokomotivsymbol (the rulebook's word)",
    r"\bLokkarte|Lokomotiv(?:en)?-Karte": "Lokomotivkarte",
    r"Spielbrett|Landkarte": "Spielplan",
    r"\bWagons?\b": "Waggon, Waggons",
    r"[Vv]iolett|[Pp]urpur": "Pink (Europe) / Lila (Deutschland)",
    r"\bKnoten\b": "Kreuzungspunkt / Stadt (Knoten is a graph word, for the lab only)",
    r"\bGleise?s?\b": "Strecke (one track of a double route is a Strecke, as in the lessons)",
    r"Zielkartenhalter|\b(?:im|den|dem) Halter\b": "Kartenhalter (für Zielkarten)",
}
#: The games' texts, not the lab's (where a Stapel is the algorithms' stack) nor the Trans
#: games' (their piles of city cards): one term for one thing, the glossary's.
FORBIDDEN_DE_GAME = {
    r"\bStapel(?:s|n)?\b": "Nachziehstapel (the draw pile) / Zielkartenstapel (a ticket deck)",
}
#: Trans: a deal of cities is a Durchgang, never a numbered "Runde".
FORBIDDEN_DE_TRANS = {
    r"\bRunde \d|\bnächste Runde|\bNächste Runde|in dieser Runde|\bdie Runde endet|\bDie Runde endet":
        "Durchgang (Runde is one turn of every player)",
    r"\bPrestige\b(?!punkt)": "Prestigepunkte",
    r"\[\d+, \d+\]": "a grid point by where it lies, not by its coordinates",
}
FORBIDDEN_EN = {
    r"\w\((?:s|es)\)": "a plural chosen by the count",
    r"\(you\)'s": "a possessive on '(you)'",
}
#: Both languages.
GRAMMAR = {
    r"\w\((?:e|n|r|s|en|er|es|nen)\)": "a plural or ending chosen by the count, not '(e)'",
    r"\{|\}": "an unfilled placeholder",
}
COLOURS_DE = "Rot|Blau|Grün|Gelb|Schwarz|Weiß|Orange|Pink|Lila|Grau|Rosa|Braun|Türkis"
GLUED_DE = {
    r"\b(?:lila|pink|orange|rosa|Lila|Pink|Orange|Rosa)(?:e|en|er|es|n)\b|Lokomotivee":
        "an ending glued onto a colour word",
    rf"(?<=[a-zäöüß] )(?:{COLOURS_DE})(?:e|en|er|es)\b": "an ending glued onto a colour noun",
    r"Lokomotiven? Karten?\b": "Lokomotive / Lokomotivkarte",
    rf"\b(?:in|mit \d+|\d+×?) (?:{COLOURS_DE.lower()}|lila|pink)\b": "a colour noun in lower case",
}
#: one word twice, across one space or a line break (not across a table's column gap)
DOUBLED = re.compile(r"\b(\w{2,})(?: |\n\s*)\1\b", re.IGNORECASE)


def problems(text: str, lang: str, domain: str) -> list[str]:
    found = []
    rules = dict(GRAMMAR)
    if lang == "de":
        rules.update(GLUED_DE)
        if domain != "trans":
            rules.update(FORBIDDEN_DE)
        else:
            rules.update({k: v for k, v in FORBIDDEN_DE.items()
                          if "Zielticket" in k or "Startstein" in k or "Kreuzung" in k
                          or "Stadtkarte" in k or "Trans America" in k or "Regel" in k})
        if domain not in ("lab", "trans"):
            rules.update(FORBIDDEN_DE_GAME)
        if domain in ("trans",) or "trans" in domain:
            rules.update(FORBIDDEN_DE_TRANS)
    else:
        rules.update(FORBIDDEN_EN)
    for pattern, why in rules.items():
        m = re.search(pattern, text)
        if m:
            found.append(f"{m.group(0)!r}: {why}")
    for a, b in re.findall(r"(\w+)/(\w+)", text):      # "Zug/Züge", "ticket/tickets"
        fold = str.maketrans("äöü", "aou")
        if len(a) > 2 and b.lower().translate(fold).startswith(a.lower().translate(fold)[:3]):
            found.append(f"{a}/{b!r}: a plural chosen by the count, not 'x/y'")
    m = DOUBLED.search(re.sub(r"--[\w-]+ [A-Z_]+\b", " ", text))   # not "--game GAME"
    if m and m.group(1).lower() not in ("die", "das", "der"):   # "…, die die" reads fine
        found.append(f"{m.group(0)!r}: a doubled word")
    return found


def _report(bad: list) -> str:
    """One line per message, language and problem (with one text that shows it)."""
    seen = {}
    for b in bad:
        seen.setdefault((b[0], b[1], b[-2] if len(b) > 5 or len(b) == 5 and not b[-1].startswith("Fluent") else b[-1]), b)
    return f"{len(bad)} problems in {len(seen)} places:\n" + "\n".join(map(str, seen.values()))


# ---- the engine's messages through the engine's formatting -----------------------------------

def _cards(colour: str, n: int) -> dict:
    return {colour: n} if n else {}


def _engine_params(variables: set[str], m, colour: str, n: int, players: int) -> dict:
    """Engine parameters for the variables a sentence uses (``paid_n`` comes with ``paid``)."""
    seat = (n + players - 1) % players
    umlaut = [c.index for c in m.cities if c.display_name != c.name] or [0]
    city = umlaut[n % len(umlaut)]
    routes = [r.index for r in m.routes if city in (r.a, r.b)] or [0]
    tickets = [t.index for t in m.tickets]
    p = {}
    for v in variables:
        base = v[:-2] if v.endswith("_n") else v
        if base in ("seat", "owner", "current"):
            p[base] = seat
        elif base == "seats":
            p[base] = list(range(max(1, min(n, players))))
        elif base in ("route", "other"):
            p[base] = routes[n % len(routes)]
        elif base == "city":
            p[base] = city
        elif base == "ticket":
            p[base] = tickets[n % len(tickets)]
        elif base == "tickets":
            p[base] = tickets[:n]
        elif base == "colour":
            p[base] = colour
        elif base in ("paid", "hand", "holder", "shared", "rest"):
            p[base] = _cards(colour, n)
        elif base in ("old", "new", "revealed", "faceup", "there"):
            p[base] = [colour] * n
        elif base == "take":
            p[base] = [{"city": city, "colour": colour}] * max(n, 1)
        elif base == "team":
            p[base] = n % 2
        elif base == "teams":
            p[base] = list(range(max(1, min(n, 2))))
        elif base == "place":
            p[base] = ("hand", "shared")[n % 2]
        elif base == "by":
            p[base] = ("tickets", "longest", "stations", "express", "passengers")[n % 5]
        elif base in ("action", "list", "why"):
            p[base] = "…"
        elif base == "players":
            p[base] = players
        elif base == "board":
            p[base] = m.id
        elif base == "key":
            p[base] = colour
        else:
            p[base] = n
    return p


def _engine_ids() -> list[str]:
    return sorted(i18n.messages("engine", "en"))


@pytest.mark.parametrize("board", BOARDS)
def test_every_engine_message_reads_well_for_every_count_colour_and_player_count(board):
    m = load_map(board)
    colours = [c.key for c in CARD_KINDS]
    en_vars = i18n.messages("engine", "en")
    de_vars = i18n.messages("engine", "de")
    bad = []
    rendered = 0
    for fid in _engine_ids():
        variables = en_vars[fid] | de_vars[fid]
        for lang in LANGS:
            combos = itertools.product(colours, COUNTS, PLAYER_COUNTS) if variables else [(None, 0, 2)]
            for colour, n, players in combos:
                params = _engine_params(variables, m, colour or "red", n, players)
                text, errors = i18n.check("engine", fid, lang, **tm._fmt_params(params, m, lang))
                rendered += 1
                if errors:
                    bad.append((fid, lang, colour, n, f"Fluent: {errors[0]}"))
                    continue
                for why in problems(text, lang, "engine"):
                    bad.append((fid, lang, colour, n, why, text))
                if "Munchen" in text or "Zurich" in text or "Kobenhavn" in text:
                    bad.append((fid, lang, colour, n, "a place name without its umlaut", text))
    assert rendered > 10000
    assert not bad, _report(bad)


def test_counts_agree_in_german_and_english():
    """The examples of the issue, as a learner reads them."""
    m = load_map("europe")
    r = tm.render
    assert r("tickets.returned", {"n": 1}, m, "de") == \
        "Die zurückgegebene Zielkarte kommt unter den Zielkartenstapel."
    assert r("tickets.returned", {"n": 2}, m, "de") == \
        "Die 2 zurückgegebenen Zielkarten kommen unter den Zielkartenstapel."
    assert r("tickets.returned", {"n": 1}, m, "en") == "The returned ticket goes under the ticket deck."
    assert "1 Punkt für" in r("claim.done", {"seat": 0, "route": 0, "paid": {"red": 1},
                                             "points": 1, "length": 1}, m, "de")
    assert "4 Punkte für" in r("claim.done", {"seat": 0, "route": 0, "paid": {"red": 2},
                                              "points": 4, "length": 2}, m, "de")
    assert tm.cards_text({"red": 2, "locomotive": 1}, "de") == "2× Rot + 1× Lokomotive"
    assert tm.cards_text({"locomotive": 2}, "en") == "2 locomotives"
    withdraw = {"seat": 0, "route": 0, "paid": {"red": 1}}
    assert "1× Rot geht zurück" in r("tunnel.withdraw", withdraw, m, "de")
    assert "2× Rot gehen zurück" in r("tunnel.withdraw", {**withdraw, "paid": {"red": 2}}, m, "de")
    assert r("win.shared", {"seats": [0, 1], "total": 50}, m, "de") == \
        "Spieler 1 und Spieler 2 teilen sich den Sieg mit 50 Punkten."
    assert "1 nicht gebauter Bahnhof" in r("score.stations", {"seat": 0, "unused": 1, "points": 4},
                                          m, "de")
    assert "3 nicht gebaute Bahnhöfe" in r("score.stations", {"seat": 0, "unused": 3,
                                                              "points": 12}, m, "de")


def test_colours_are_the_boards_own_nouns():
    """Europe's purple is "Pink", Deutschland's "Lila" (the two rulebooks); nouns capitalised."""
    assert tm.colour_name("purple", "de", board=load_map("europe")) == "Pink"
    assert tm.colour_name("purple", "de", board=load_map("deutschland")) == "Lila"
    de = load_map("deutschland")
    text = tm.render("passengers.taken", {"seat": 0, "colour": "purple", "city": 0}, de, "de")
    assert "einen Passagier in Lila mit" in text


# ---- the other catalogues, filled by variable name --------------------------------------------

WORDS = {
    "en": {"seat": "Player 2", "seat_name": "Player 2", "whose": "Player 1", "names": "Player 1 and Player 3",
           "city": "München", "colour": "red", "route": "Berlin–München (red, 3)",
           "ticket": "Berlin–Roma (9)", "tickets": "Berlin–Roma (9) and Paris–Wien (8)",
           "cards": "2 red", "paid": "2 red", "hand": "2 red + 1 locomotive", "kind": "water",
           "title": "A special card", "a": "Paris", "b": "the point just east of Berlin",
           "quoted": "\"Paris\""},
    "de": {"seat": "Spieler 2", "seat_name": "Spieler 2", "whose": "Spieler 1",
           "names": "Spieler 1 und Spieler 3", "city": "München", "colour": "Rot",
           "route": "Berlin–München (Rot, 3)", "ticket": "Berlin–Roma (9)",
           "tickets": "Berlin–Roma (9) und Paris–Wien (8)", "cards": "2× Rot", "paid": "2× Rot",
           "hand": "2× Rot + 1× Lokomotive", "kind": "Wasser", "title": "Eine Sonderkarte",
           "a": "Paris", "b": "der Kreuzungspunkt direkt östlich von Berlin",
           "quoted": "\"Paris\""},
}
#: Variables that are numbers (everything else is filled with words).
NUMBERS = re.compile(r"^(n|k|m|kept|returned|left|trains|points|length|extra|need|min|max|offered|"
                     r"short|long|total|unused|cost|missing|allowed|used|room|spaces|rails|best|"
                     r"most|round|players|number|stage|prestige|goal|nth|locos|double|size_n|"
                     r"count|steps|seats_n|.*_n|partner_trains|theirs|found|done|todo|score|"
                     r"hidden|shown|of|step|steps_total|percent|value|place|rank|seed|limit_n|team)$")


def _fill(variables: set[str], lang: str, n: int) -> dict:
    out = {}
    for v in variables:
        base = v.rsplit("_", 1)[0] if v.endswith(("_nom", "_acc", "_dat")) else v
        if NUMBERS.match(v):
            out[v] = n
        else:
            out[v] = WORDS[lang].get(base, "Text")
    return out


def where(domain: str, fid: str) -> str:
    """Whose words a message speaks: ``"trans"`` for the Trans games' texts (in any catalogue),
    else its catalogue's ``domain`` (the lab's own, where "Linie" and "Zug" are graph words)."""
    if domain == "rules":
        return "trans" if fid.startswith(("trans-", "wording-trans")) else domain
    if fid.startswith(("trans-", "puzzle-how-fewest", "step-", "refuse-", "do-")):
        return "trans"
    if domain == "puzzles" and fid.startswith("rails-"):   # Trans puzzles
        return "trans"
    if fid.startswith("lab-"):                              # the graph lab's words in ui.ftl
        return "lab"
    return domain


#: Every catalogue but the engine's (checked above with every count, colour and player count):
#: a new catalogue file is checked without being listed here.
OTHER_DOMAINS = sorted({f.stem for f in (i18n.LOCALES / "en").glob("*.ftl")} - {"engine", "terms"})


@pytest.mark.parametrize("domain", OTHER_DOMAINS)
def test_every_message_of_the_other_catalogues_reads_well(domain):
    en_vars, de_vars = i18n.messages(domain, "en"), i18n.messages(domain, "de")
    assert en_vars and set(en_vars) == set(de_vars), set(en_vars) ^ set(de_vars)
    bad = []
    for fid in sorted(en_vars):
        variables = en_vars[fid] | de_vars[fid]
        for lang, n in itertools.product(LANGS, COUNTS if variables else (0,)):
            text, errors = i18n.check(domain, fid, lang, **_fill(variables, lang, n))
            if errors:
                bad.append((fid, lang, n, f"Fluent: {errors[0]}"))
                continue
            for why in problems(text, lang, where(domain, fid)):
                bad.append((fid, lang, n, why, text))
    assert not bad, _report(bad)


def test_german_numbers_and_percentages():
    assert i18n.percent(0.75, "de") == "75\u00a0%"
    assert i18n.percent(0.75, "en") == "75%"
    assert i18n.number(1234.5, "de") == "1.234,5"
    assert i18n.join(["Spieler 1", "Spieler 2"], "de") == "Spieler 1 und Spieler 2"
