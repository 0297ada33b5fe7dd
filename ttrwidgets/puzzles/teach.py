"""Teaching a puzzle: the question, up to three hints, the verdict on an answer in words, and
the explanation of the answer, drawn on the board — in English and German.

Pure (no widgets): everything here reads a :class:`~ttrwidgets.puzzles.model.Puzzle` and its
:class:`~ttrwidgets.puzzles.solve.Solution` and returns sentences with what the board should
mark (:class:`Highlights`). What is right is decided by :func:`~ttrwidgets.puzzles.solve.solve`
and :func:`~ttrwidgets.puzzles.solve.check_answer`, never here; this module only words it.

* :func:`question` — the learner's question;
* :func:`hints` — up to three :class:`Hint`\\ s, each narrowing the search down a little more
  without giving the answer away (the third may name a short list that contains every answer
  among decoys);
* :func:`verdict_text` — a :class:`~ttrwidgets.puzzles.solve.Verdict` in words, for every key
  ``check_answer`` returns;
* :func:`explanation` — :class:`Note`\\ s (rule id, sentence, highlights): why this answer, and
  what the tempting alternative gives;
* :func:`odds_choices` — the four answers a ``tunnel_odds`` puzzle offers: the right chance and
  three computed mistakes (only the locomotives counted, the locomotives forgotten, the chance
  of exactly one extra card, ...), each with what it got wrong.

>>> from ttrwidgets.puzzles.model import load_puzzle
>>> from ttrwidgets.puzzles.solve import solve, check_answer
>>> p = load_puzzle({"kind": "tunnel_odds", "game": "europe", "options": {"players": 2},
...                  "player": 0, "params": {"route": ["Sarajevo", "Sofia"], "cards": {"red": 2},
...                  "unseen": {"red": 1, "blue": 3}}}, "demo.json")
>>> sol = solve(p)
>>> question(p, "en")[:45]
'You claim the tunnel Sarajevo–Sofia (gray, 2)'
>>> [c.text("en") for c in odds_choices(p, sol)][:2]
['0 % (0/1)', '25 % (1/4)']
>>> verdict_text(p, sol, check_answer(p, sol, "3/4"), "en")
'✓ Right: the chance of at least one extra card is 3/4 (75 %).'
>>> [n.rule for n in explanation(p, sol, "en")][:2]
['tunnel.reveal', 'tunnel.extra']
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

import networkx as nx

from ..ttr.colours import CARD_KINDS, LOCO, Colour
from ..ttr.messages import cards_text, colour_name, route_name, seat_name, ticket_name
from ..ttr.scoring import player_graph
from .kinds import handler
from .model import Puzzle
from .solve import Solution, Verdict, fraction_text, station_value, usable_cost

__all__ = ["Highlights", "Hint", "Note", "OddsChoice", "KIND_NAMES", "kind_name", "question",
           "hints", "verdict_text", "explanation", "odds_choices", "percent", "fraction_words",
           "shortlist", "MAX_HINTS"]

#: Most hints a puzzle gives.
MAX_HINTS = 3

#: The kinds' names (en, de), for lists and headings.
KIND_NAMES = {
    "best_station": ("Best station", "Bester Bahnhof"),
    "longest_trail": ("Longest trail", "Längster Streckenzug"),
    "tunnel_odds": ("Tunnel odds", "Tunnel-Chancen"),
    "cheapest_completion": ("Cheapest completion", "Billigste Verbindung"),
}


def _kind_fn(kind: str, table: dict, method: str):
    """This package's function for ``kind`` in ``table``, or the method of the handler of a
    kind a family brings (:mod:`.kinds`)."""
    h = handler(kind)
    return getattr(h, method) if h is not None else table[kind]


def kind_name(kind: str, lang: str = "en") -> str:
    """A puzzle kind's name in ``lang``."""
    h = handler(kind)                    # a kind a family brings names itself
    en, de = h.name if h is not None else KIND_NAMES.get(kind, (kind, kind))
    return de if lang == "de" else en


@dataclass(frozen=True)
class Highlights:
    """What the board marks for a hint or an explanation step (board indices).

    ``routes``/``cities`` are the main marks; ``trail`` is drawn as a path (in walking order);
    ``tickets`` are ticket overlays ``(city a, city b, label)``; ``alt_routes``/``alt_cities``
    are secondary marks — a hint's short list, the tempting alternative, what is left out.
    On a Trans grid board (``fewest_rails``) the routes are *lines* and the cities are
    *intersections* (node indices): see :mod:`ttrwidgets.puzzles.teach_rails`.
    """

    routes: tuple = ()
    cities: tuple = ()
    trail: tuple = ()
    tickets: tuple = ()
    alt_routes: tuple = ()
    alt_cities: tuple = ()

    def all_cities(self, m) -> tuple:
        """Every city the marks touch (for zooming to them)."""
        out = set(self.cities) | set(self.alt_cities)
        for r in (*self.routes, *self.trail, *self.alt_routes):
            out |= {m.routes[r].a, m.routes[r].b}
        for a, b, _ in self.tickets:
            out |= {a, b}
        return tuple(sorted(out))


@dataclass(frozen=True)
class Hint:
    """One hint: a sentence in the learner's language and what the board marks."""

    text: str
    highlights: Highlights = Highlights()


@dataclass(frozen=True)
class Note:
    """One step of an explanation: the rule it rests on (its id, as the engine cites rules),
    the sentence, and what the board marks."""

    rule: str
    text: str
    highlights: Highlights = Highlights()


# --------------------------------------------------------------------------- words
def _w(lang: str, en: str, de: str) -> str:
    return de if lang == "de" else en


def _city(m, c: int) -> str:
    return m.cities[c].display_name


def _cities(m, cs, lang: str) -> str:
    names = [_city(m, c) for c in cs]
    return _join(names, lang)


def _join(items, lang: str, word: str | None = None) -> str:
    """``a, b and c`` / ``a, b und c`` (or ``or``/``oder`` with ``word``)."""
    items = list(items)
    if not items:
        return _w(lang, "none", "keine")
    if len(items) == 1:
        return items[0]
    word = word or _w(lang, "and", "und")
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def _pair(m, a: int, b: int) -> str:
    return f"{_city(m, a)}–{_city(m, b)}"


def _spaces(n: int, lang: str) -> str:
    if lang == "de":
        return f"{n} Wagenfeld" if n == 1 else f"{n} Wagenfelder"
    return f"{n} train space" if n == 1 else f"{n} train spaces"


def _n_cards(n: int, lang: str) -> str:
    if lang == "de":
        return f"{n} Karte" if n == 1 else f"{n} Karten"
    return f"{n} card" if n == 1 else f"{n} cards"


def _pts(n: int, lang: str) -> str:
    """``1 point`` / ``-14 points`` (``Punkt``/``Punkte``)."""
    if lang == "de":
        return f"{n} Punkt" if abs(n) == 1 else f"{n} Punkte"
    return f"{n} point" if abs(n) == 1 else f"{n} points"


def percent(f: Fraction, lang: str = "en") -> str:
    """A probability as a percentage with at most one decimal (``46.8 %``, German ``46,8 %``).

    >>> percent(Fraction(37, 79)), percent(Fraction(1, 2), "de"), percent(Fraction(1, 3000))
    ('46.8 %', '50 %', '0.03 %')
    """
    x = float(f) * 100
    if x == 0 or x == 100 or abs(x - round(x)) < 1e-9:
        s = f"{round(x)}"
    elif x < 0.1:
        s = f"{x:.2f}"
    else:
        s = f"{x:.1f}".rstrip("0").rstrip(".")
    if lang == "de":
        s = s.replace(".", ",")
    return f"{s} %"


def fraction_words(f: Fraction, lang: str = "en") -> str:
    """``37/79 (46.8 %)``."""
    return f"{fraction_text(f)} ({percent(f, lang)})"


def _cards_words(cards, lang: str) -> str:
    """A 9-count card set in words: ``2 red + 1 locomotive``."""
    if not any(cards[k] for k in CARD_KINDS):
        return _w(lang, "no cards", "keine Karten")
    return cards_text({Colour(k).key: cards[k] for k in CARD_KINDS if cards[k]}, lang)


def _owner_words(state, r: int, lang: str) -> str:
    o = state.owners[r]
    return seat_name(o, lang) if o >= 0 else _w(lang, "nobody", "niemand")


def _ticket_label(m, t: int) -> str:
    return str(m.tickets[t].points)


def _ticket_marks(m, tickets) -> tuple:
    return tuple((m.tickets[t].a, m.tickets[t].b, _ticket_label(m, t)) for t in tickets)


def _pair_marks(pairs) -> tuple:
    return tuple((a, b, str(k + 1)) for k, (a, b) in enumerate(pairs))


# --------------------------------------------------------------------------- the question
def question(p: Puzzle, lang: str = "en") -> str:
    """The question the learner answers, in ``lang``."""
    m, st, seat = p.map, p.state, p.player
    if p.kind == "best_station":
        left = st.rules.stations - len(st.players[seat].stations)
        return _w(lang,
                  f"You play {seat_name(seat, lang)} and have {left} station"
                  f"{'' if left == 1 else 's'} left. On which city does one more station raise "
                  "your ticket total the most?",
                  f"Du spielst {seat_name(seat, lang)} und hast noch {left} "
                  f"Bahnh{'of' if left == 1 else 'öfe'}. In welcher Stadt bringt dir ein "
                  "weiterer Bahnhof die meisten Zielkartenpunkte?")
    if p.kind == "longest_trail":
        return _w(lang,
                  f"You play {seat_name(seat, lang)}. How long is your longest trail — an "
                  "unbroken line of your own routes, each used at most once? Show it by "
                  "picking its routes.",
                  f"Du spielst {seat_name(seat, lang)}. Wie lang ist dein längster "
                  "Streckenzug — eine durchgehende Linie aus deinen eigenen Strecken, jede "
                  "höchstens einmal? Zeige ihn, indem du seine Strecken wählst.")
    if p.kind == "tunnel_odds":
        d = _tunnel_numbers(p)
        return _w(lang,
                  f"You claim the tunnel {route_name(m, p.route, lang)} with "
                  f"{_cards_words(p.cards, lang)}. Then {_n_cards(d['R'], lang)} "
                  f"{'is' if d['R'] == 1 else 'are'} turned over from the "
                  f"{_n_cards(d['N'], lang)} you have not seen "
                  f"({_cards_words(p.unseen, lang)}). What is the chance that the "
                  "tunnel costs you at least one extra card?",
                  f"Du baust den Tunnel {route_name(m, p.route, lang)} mit "
                  f"{_cards_words(p.cards, lang)}. Dann {'wird' if d['R'] == 1 else 'werden'} "
                  f"{_n_cards(d['R'], lang)} aufgedeckt, aus "
                  f"{'der' if d['N'] == 1 else 'den'} {_n_cards(d['N'], lang)}, "
                  f"die du nicht gesehen hast ({_cards_words(p.unseen, lang)}). Wie "
                  "wahrscheinlich kostet dich der Tunnel mindestens eine zusätzliche Karte?")
    if p.kind == "cheapest_completion":
        tks = _join([_pair(m, a, b) for a, b in p.tickets], lang)
        return _w(lang,
                  f"You play {seat_name(seat, lang)}. Which free routes must you still claim "
                  f"to complete {tks}, with the fewest train spaces? Your own routes cost "
                  "nothing.",
                  f"Du spielst {seat_name(seat, lang)}. Welche freien Strecken musst du noch "
                  f"bauen, um {tks} zu erfüllen — mit so wenigen Wagenfeldern wie möglich? "
                  "Deine eigenen Strecken kosten nichts.")
    if handler(p.kind) is not None:
        return handler(p.kind).question(p, lang)
    return p.title  # pragma: no cover - every kind is asked above


# --------------------------------------------------------------------------- hints
def hints(p: Puzzle, sol: Solution, lang: str = "en") -> list[Hint]:
    """Up to :data:`MAX_HINTS` hints, from a general one to a narrow one. None of them states
    the answer; the last may list a few candidates that contain every answer."""
    return [Hint(_game_rules(p, h.text), h.highlights)
            for h in _kind_fn(p.kind, _HINTS, "hints")(p, sol, lang)[:MAX_HINTS]]


#: Rules a game cites under its own id (Team Asia scores the longest trail per team).
_OWN_RULES = {"asia": {"score.longest-path": "asia.express",
                       "claim.double-few-players": "asia.doubles-4p",
                       "tunnel.reveal": "asia.tunnel-reveal"}}


def _game_rules(p: Puzzle, text: str) -> str:
    """``text`` with the rule ids of ``p``'s game (``score.longest-path`` is ``asia.express``
    in Team Asia)."""
    for general, own in _OWN_RULES.get(p.game, {}).items():
        text = text.replace(general, own)
    return text


def _station_facts(p: Puzzle, sol: Solution) -> dict:
    """What the best-station texts share: tickets now failing, the tickets the answers save,
    the tempting alternative."""
    st, m, seat = p.state, p.map, p.player
    d = sol.detail
    mine = list(st.players[seat].tickets)
    now = set(d["completed_now"])
    failing = [t for t in mine if t not in now]
    saved = None
    for a in sol.answers:
        got = set(d["completed"][a]) - now
        saved = got if saved is None else saved & got
    saved = sorted(saved or (), key=lambda t: -m.tickets[t].points)
    ends = {c for t in failing for c in (m.tickets[t].a, m.tickets[t].b)}
    network = set(player_graph(st, seat).nodes)
    table = d["table"]
    others = [c for c in table if c not in sol.answers]

    def plausible(c):
        return (2 if c in ends else 0) + (1 if c in network else 0)
    others.sort(key=lambda c: (-table[c], -plausible(c), _city(m, c)))
    return {"failing": failing, "saved": saved, "others": others, "now": now,
            "network": network, "ends": ends}


def shortlist(p: Puzzle, sol: Solution, size: int = 4) -> tuple:
    """A best-station short list: every answer city and at least two decoys — the best
    other cities, the plausible first (a failing ticket's city, a city of the player's
    network) — at least ``size`` cities, sorted by name."""
    f = _station_facts(p, sol)
    n_decoys = max(2, size - len(sol.answers))
    cities = list(sol.answers) + f["others"][:n_decoys]
    return tuple(sorted(cities, key=lambda c: _city(p.map, c)))


def _hints_station(p: Puzzle, sol: Solution, lang: str) -> list[Hint]:
    m, d = p.map, sol.detail
    f = _station_facts(p, sol)
    mine = p.state.players[p.player].tickets
    failing = f["failing"]
    out = [Hint(_w(lang,
                   f"Your tickets add up to {_pts(d['baseline'], lang)} now: "
                   f"{len(mine) - len(failing)}"
                   f" of {len(mine)} are complete. A station lets you use one route of another "
                   "player that leads into its city (station.borrow): it can only save a ticket "
                   "that one borrowed route would complete.",
                   f"Deine Zielkarten bringen jetzt {_pts(d['baseline'], lang)}: "
                   f"{len(mine) - len(failing)} von {len(mine)} sind erfüllt. Ein Bahnhof lässt "
                   "dich eine Strecke eines anderen Spielers nutzen, die in seine Stadt führt "
                   "(station.borrow): Er rettet nur eine Zielkarte, die eine geliehene Strecke "
                   "erfüllen würde."),
                Highlights(tickets=_ticket_marks(m, failing)))]
    if f["saved"]:
        tks = _join([ticket_name(m, t, lang) for t in f["saved"]], lang)
        gain = sol.value - d["baseline"]
        out.append(Hint(_w(lang,
                           f"The ticket to save is {tks}: completing it turns its minus into a "
                           f"plus, {gain:+d} points in all. Look where your routes end near it, "
                           "next to a route of another player.",
                           f"Die Zielkarte, die du retten kannst: {tks}. Erfüllt wird aus ihrem "
                           f"Minus ein Plus, insgesamt {gain:+d} Punkte. Schau, wo deine "
                           "Strecken in ihrer Nähe enden, neben einer Strecke eines anderen "
                           "Spielers."),
                        Highlights(tickets=_ticket_marks(m, f["saved"]))))
    else:
        out.append(Hint(_w(lang,
                           "No borrowed route completes another ticket here: look for the city "
                           "where a station does the most for the tickets you have.",
                           "Hier erfüllt keine geliehene Strecke eine weitere Zielkarte: Such "
                           "die Stadt, in der ein Bahnhof deinen Zielkarten am meisten hilft."),
                        Highlights(tickets=_ticket_marks(m, mine))))
    short = shortlist(p, sol)
    if len(short) < len(d["table"]):
        out.append(Hint(_w(lang,
                           f"The best city is among these: {_cities(m, short, lang)} (more "
                           "than one of them may be equally good).",
                           f"Die beste Stadt ist unter diesen: {_cities(m, short, lang)} "
                           "(mehrere davon können gleich gut sein)."),
                        Highlights(alt_cities=short)))
    return out


def _trail_facts(p: Puzzle, sol: Solution) -> dict:
    G = player_graph(p.state, p.player)
    return {"G": G, "odd": tuple(sol.detail["odd"]), "total": sol.detail["total"],
            "own": tuple(sorted(k for _, _, k in G.edges(keys=True))),
            "pieces": nx.number_connected_components(G) if G.number_of_nodes() else 0}


def _hints_trail(p: Puzzle, sol: Solution, lang: str) -> list[Hint]:
    m = p.map
    f = _trail_facts(p, sol)
    out = [Hint(_w(lang,
                   f"Your routes have {_spaces(f['total'], lang)} in all. A trail uses each "
                   "route at most once and may pass through a city again, but it cannot fork "
                   "(score.longest-path): you may not get them all into one line.",
                   f"Deine Strecken haben zusammen {_spaces(f['total'], lang)}. Ein "
                   "Streckenzug nutzt jede Strecke höchstens einmal und darf eine Stadt "
                   "mehrmals durchfahren, sich aber nicht verzweigen (score.longest-path): "
                   "Vielleicht passen nicht alle in einen Zug."),
                Highlights(routes=f["own"]))]
    if f["odd"]:
        out.append(Hint(_w(lang,
                           f"Count your routes at each city. Where the count is odd "
                           f"({_cities(m, f['odd'], lang)}), a trail must start or end — it "
                           "has only two ends; at every other city it passes, it uses two "
                           "routes.",
                           f"Zähle deine Strecken an jeder Stadt. Wo die Zahl ungerade ist "
                           f"({_cities(m, f['odd'], lang)}), muss der Streckenzug beginnen "
                           "oder enden "
                           "— sie hat nur zwei Enden; in jeder anderen Stadt, die sie "
                           "durchfährt, nutzt sie zwei Strecken."),
                        Highlights(cities=f["odd"])))
    else:
        out.append(Hint(_w(lang,
                           "Count your routes at each city: the count is even everywhere, so "
                           "one line can use every route of a connected piece and come back "
                           "to where it started.",
                           "Zähle deine Strecken an jeder Stadt: Überall ist die Zahl gerade, "
                           "also kann ein Streckenzug jede Strecke eines zusammenhängenden Teils "
                           "nutzen und dort enden, wo sie begann."),
                        Highlights()))
    start = sol.detail.get("start")
    if start is not None:
        out.append(Hint(_w(lang,
                           f"A longest trail can start in {_city(m, start)}.",
                           f"Ein längster Streckenzug kann in {_city(m, start)} beginnen."),
                        Highlights(alt_cities=(start,))))
    return out


def _tunnel_numbers(p: Puzzle) -> dict:
    unseen = p.unseen
    n = sum(unseen)
    locos = unseen[LOCO]
    col = unseen[p.colour] if p.colour != LOCO else 0
    return {"N": n, "R": p.reveal, "L": locos, "C": col, "M": locos + col,
            "colour": p.colour}


def _matching_words(p: Puzzle, lang: str) -> str:
    d = _tunnel_numbers(p)
    if d["colour"] == LOCO:
        return _w(lang,
                  f"{d['M']} of the {_n_cards(d['N'], lang)} you have not seen would cost you "
                  "an extra card: you pay with locomotives only, so only locomotives count "
                  f"({d['L']} of them) (tunnel.extra).",
                  f"{d['M']} von {_n_cards(d['N'], lang)}, die du nicht gesehen hast, kosten "
                  "dich eine zusätzliche Karte: Du zahlst nur mit Lokomotiven, also zählen nur "
                  f"Lokomotiven ({d['L']} Stück) (tunnel.extra).")
    cname = colour_name(Colour(d["colour"]).key, lang)
    return _w(lang,
              f"{d['M']} of the {_n_cards(d['N'], lang)} you have not seen would cost you an "
              f"extra card: {d['L']} locomotives and {d['C']} {cname} cards, the colour you pay "
              "with (tunnel.extra).",
              f"{d['M']} von {_n_cards(d['N'], lang)}, die du nicht gesehen hast, kosten dich "
              f"eine zusätzliche Karte: {d['L']} Lokomotiven und {d['C']} Karten in "
              f"{cname[:1].upper() + cname[1:]}, der Farbe, mit der du zahlst (tunnel.extra).")


def _tunnel_marks(p: Puzzle) -> Highlights:
    rt = p.map.routes[p.route]
    return Highlights(routes=(p.route,), cities=(rt.a, rt.b))


def _hints_tunnel(p: Puzzle, sol: Solution, lang: str) -> list[Hint]:
    d = _tunnel_numbers(p)
    hl = _tunnel_marks(p)
    dist = sol.answers
    out = [Hint(_matching_words(p, lang), hl),
           Hint(_w(lang,
                   f"Work out the chance of NO extra card first: all {_n_cards(d['R'], lang)} "
                   f"turned over must come from the {d['N'] - d['M']} harmless ones, which is "
                   f"C({d['N'] - d['M']},{d['R']}) / C({d['N']},{d['R']}) (C = the number of ways to "
                   "choose). The chance you want is 1 minus that.",
                   f"Rechne zuerst die Chance auf KEINE zusätzliche Karte aus: Alle "
                   f"aufgedeckten Karten ({d['R']}) müssen von den {d['N'] - d['M']} harmlosen "
                   "stammen, "
                   f"also C({d['N'] - d['M']},{d['R']}) / C({d['N']},{d['R']}) (C = Anzahl der "
                   "Auswahlen). Gesucht ist 1 minus das."), hl)]
    terms = ", ".join(_w(lang, f"{k} extra: {fraction_text(x)}", f"{k} zusätzlich: "
                           f"{fraction_text(x)}") for k, x in enumerate(dist[:2]))
    out.append(Hint(_w(lang, f"The first terms of the distribution: {terms}.",
                       f"Die ersten Werte der Verteilung: {terms}."), hl))
    return out


def _closed_rule(p: Puzzle) -> str:
    return "de.multi-routes" if p.game == "deutschland" else "claim.double-few-players"


def _hints_cheapest(p: Puzzle, sol: Solution, lang: str) -> list[Hint]:
    m = p.map
    tickets = _pair_marks(p.tickets)
    rules = _w(lang,
               "Your own routes cost nothing; a free route costs its length. Routes of other "
               "players cannot be used, nor a track that the rules close to you "
               f"({_closed_rule(p)}); stations do not count here.",
               "Deine eigenen Strecken kosten nichts, eine freie Strecke so viel, wie sie lang "
               "ist. Strecken anderer Spieler sind tabu, ebenso Gleise, die die Regeln für dich "
               f"sperren ({_closed_rule(p)}); Bahnhöfe zählen hier nicht.")
    if p.game == "deutschland":
        rules += _w(lang,
                    " A neighbouring country is a dead end: a way may end there but not pass "
                    "through it (de.countries).",
                    " Ein Nachbarland ist eine Sackgasse: Ein Weg darf dort enden, aber nicht "
                    "hindurchführen (de.countries).")
    if len(p.tickets) > 1:
        rules += _w(lang, " Tickets may share routes, and a shared route is paid once.",
                    " Zielkarten dürfen Strecken teilen; eine geteilte Strecke zahlst du einmal.")
    out = [Hint(rules, Highlights(tickets=tickets))]
    if sol.value is None:
        bad = sol.detail.get("impossible", ())
        out.append(Hint(_w(lang,
                           f"Look at {_join([_pair(m, a, b) for a, b in bad], lang)}: is there "
                           "still any way through?",
                           f"Schau dir {_join([_pair(m, a, b) for a, b in bad], lang)} an: Gibt "
                           "es da überhaupt noch einen Weg?"),
                        Highlights(tickets=_pair_marks(bad))))
        return out
    out.append(Hint(_w(lang, f"The cheapest answer needs {_spaces(sol.value, lang)}.",
                       f"Die billigste Antwort braucht {_spaces(sol.value, lang)}."),
                    Highlights(tickets=tickets)))
    if sol.answers:
        r = max(sol.answers, key=lambda k: (m.routes[k].length, -k))
        out.append(Hint(_w(lang, f"One route of a cheapest answer: {route_name(m, r, lang)}.",
                           f"Eine Strecke einer billigsten Antwort: {route_name(m, r, lang)}."),
                        Highlights(tickets=tickets, alt_routes=(r,))))
    return out


_HINTS = {"best_station": _hints_station, "longest_trail": _hints_trail,
          "tunnel_odds": _hints_tunnel, "cheapest_completion": _hints_cheapest}


# --------------------------------------------------------------------------- the verdict
def verdict_text(p: Puzzle, sol: Solution, verdict: Verdict, lang: str = "en") -> str:
    """A :class:`Verdict` of :func:`~ttrwidgets.puzzles.solve.check_answer` in words: ✓ or ✗,
    then why."""
    m = p.map
    k, v = verdict.key, verdict.params
    mark = "✓ " if verdict.ok else "✗ "

    def routes(rs):
        return _join([route_name(m, r, lang) for r in rs], lang)

    h = handler(p.kind)
    if h is not None and k.startswith(h.verdict_prefix):   # a kind a family brings
        text = h.verdict_text(p, sol, verdict, lang) or _w(lang, f"({k})", f"({k})")
    elif k == "station.none":
        text = _w(lang, "Pick a city for your station.", "Wähle eine Stadt für deinen Bahnhof.")
    elif k == "station.taken":
        c = v.get("city")
        name = _city(m, c) if isinstance(c, int) and 0 <= c < len(m.cities) else str(c)
        text = _w(lang,
                  f"{name} has a station already: a city takes only one station "
                  "(station.build).",
                  f"In {name} steht schon ein Bahnhof: Jede Stadt hat höchstens einen "
                  "(station.build).")
    elif k == "station.best":
        others = [c for c in sol.answers if c != v["city"]]
        text = _w(lang,
                  f"Right: a station in {_city(m, v['city'])} brings your tickets to "
                  f"{_pts(v['best'], lang)}, the most any city gives.",
                  f"Richtig: Ein Bahnhof in {_city(m, v['city'])} bringt deine Zielkarten auf "
                  f"{_pts(v['best'], lang)}, mehr schafft keine Stadt.")
        if others:
            text += _w(lang, f" {_cities(m, others, lang)} would do just as well.",
                       f" {_cities(m, others, lang)} wäre{'n' if len(others) > 1 else ''} "
                       "genauso gut.")
    elif k == "station.less":
        text = _w(lang,
                  f"Not the best: with a station in {_city(m, v['city'])} your tickets come to "
                  f"{_pts(v['got'], lang)} — another city gives more.",
                  f"Nicht die beste: Mit einem Bahnhof in {_city(m, v['city'])} kommen deine "
                  f"Zielkarten auf {_pts(v['got'], lang)} — eine andere Stadt bringt mehr.")
    elif k == "trail.not-own":
        text = _w(lang,
                  f"{routes(v['routes'])}: not your route — a trail is made of your own "
                  "routes only (score.longest-path).",
                  f"{routes(v['routes'])}: nicht deine Strecke — ein Streckenzug besteht nur aus "
                  "deinen eigenen Strecken (score.longest-path).")
    elif k == "trail.repeated":
        text = _w(lang, "A route is in it twice: each route counts once (score.longest-path).",
                  "Eine Strecke ist doppelt dabei: Jede zählt nur einmal (score.longest-path).")
    elif k == "trail.pieces":
        text = _w(lang,
                  f"Those routes fall into {v['pieces']} separate pieces: a trail is one "
                  "unbroken line (score.longest-path).",
                  f"Diese Strecken zerfallen in {v['pieces']} getrennte Teile: Ein "
                  "Streckenzug ist durchgehend (score.longest-path).")
    elif k == "trail.branches":
        text = _w(lang,
                  f"That is not one line: it has loose ends at {_cities(m, v['odd'], lang)}, "
                  "but a trail has only two ends (score.longest-path).",
                  f"Das ist kein einzelner Streckenzug: Er hat offene Enden in "
                  f"{_cities(m, v['odd'], lang)}, ein Streckenzug hat aber nur zwei Enden "
                  "(score.longest-path).")
    elif k == "trail.best":
        text = _w(lang, f"Right: {_spaces(v['got'], lang)}, your longest trail.",
                  f"Richtig: {_spaces(v['got'], lang)}, dein längster Streckenzug.")
    elif k == "trail.shorter":
        text = _w(lang,
                  f"That is a trail of {_spaces(v['got'], lang)}, but a longer one exists.",
                  f"Das ist ein Streckenzug mit {_spaces(v['got'], lang)}, aber es gibt "
                  "einen längeren.")
    elif k == "odds.unreadable":
        text = _w(lang, f"“{v.get('answer')}” is not a probability: write it like 3/4, 0.75 "
                        "or 75%.",
                  f"„{v.get('answer')}“ ist keine Wahrscheinlichkeit: Schreib sie wie 3/4, 0,75 "
                  "oder 75%.")
    elif k == "odds.right":
        text = _w(lang,
                  f"Right: the chance of at least one extra card is "
                  f"{fraction_words(v['best'], lang)}.",
                  f"Richtig: Die Chance auf mindestens eine zusätzliche Karte ist "
                  f"{fraction_words(v['best'], lang)}.")
    elif k == "odds.wrong":
        text = _w(lang, f"Not {fraction_words(v['got'], lang)}.",
                  f"Nicht {fraction_words(v['got'], lang)}.")
        why = _mistake_for(p, sol, v["got"])
        if why is not None:
            text += " " + why.why(lang)
    elif k == "completion.impossible-right":
        text = _w(lang, "Right: these tickets cannot be completed any more.",
                  "Richtig: Diese Zielkarten lassen sich nicht mehr erfüllen.")
    elif k == "completion.possible":
        text = _w(lang, "They can still be completed: find the routes that do it.",
                  "Sie lassen sich noch erfüllen: Finde die Strecken dafür.")
    elif k == "completion.unusable":
        parts = []
        for r in v["routes"]:
            o = p.state.owners[r]
            if o == p.player:
                parts.append(_w(lang, f"{route_name(m, r, lang)} is yours already: it costs "
                                      "nothing, there is nothing to claim",
                                f"{route_name(m, r, lang)} gehört dir schon: Sie kostet nichts, "
                                "du musst sie nicht bauen"))
            elif o >= 0:
                parts.append(_w(lang, f"{route_name(m, r, lang)} belongs to {seat_name(o, lang)}",
                                f"{route_name(m, r, lang)} gehört {seat_name(o, lang)}"))
            else:
                parts.append(_w(lang, f"{route_name(m, r, lang)} is closed to you "
                                      f"({_closed_rule(p)})",
                                f"{route_name(m, r, lang)} ist für dich gesperrt "
                                f"({_closed_rule(p)})"))
        text = "; ".join(parts) + "."
        text = text[:1].upper() + text[1:]
    elif k == "completion.incomplete":
        tks = _join([_pair(m, a, b) for a, b in v["tickets"]], lang)
        text = _w(lang, f"Not yet: with these routes {tks} is still not complete.",
                  f"Noch nicht: Mit diesen Strecken ist {tks} noch nicht erfüllt.")
    elif k == "completion.impossible-wrong":  # pragma: no cover - check_answer never says it
        text = _w(lang, "These tickets cannot be completed.",
                  "Diese Zielkarten lassen sich nicht erfüllen.")
    elif k == "completion.best":
        text = _w(lang, f"Right: {_spaces(v['got'], lang)}, the fewest possible.",
                  f"Richtig: {_spaces(v['got'], lang)}, weniger geht nicht.")
    elif k == "completion.dearer":
        text = _w(lang,
                  f"That completes every ticket with {_spaces(v['got'], lang)}, but it can be "
                  "done with fewer.",
                  f"Damit sind alle Zielkarten erfüllt, mit {_spaces(v['got'], lang)} — aber "
                  "es geht mit weniger.")
    else:  # a key this version does not know: still a sentence, never a crash
        text = _w(lang, f"({k})", f"({k})")
    return mark + _game_rules(p, text)


# --------------------------------------------------------------------------- tunnel choices
@dataclass(frozen=True)
class OddsChoice:
    """One answer a ``tunnel_odds`` puzzle offers: a probability, and the mistake that gives
    it (``None`` for the exact reasoning)."""

    value: Fraction
    mistake: str | None

    def text(self, lang: str = "en") -> str:
        return f"{percent(self.value, lang)} ({fraction_text(self.value)})"

    def why(self, lang: str = "en") -> str:
        """What this mistake got wrong, in ``lang``."""
        return _MISTAKES.get(self.mistake, ("", ""))[1 if lang == "de" else 0]


_MISTAKES = {
    "locos-only": ("That is the chance if only the locomotives counted — but every card of the "
                   "colour you pay with costs extra too (tunnel.extra).",
                   "So wäre es, wenn nur die Lokomotiven zählten — aber jede Karte in der Farbe, "
                   "mit der du zahlst, kostet auch extra (tunnel.extra)."),
    "colour-only": ("That forgets the locomotives: every revealed locomotive costs an extra card "
                    "too (tunnel.extra).",
                    "Da fehlen die Lokomotiven: Jede aufgedeckte Lokomotive kostet ebenfalls eine "
                    "Karte mehr (tunnel.extra)."),
    "exactly-one": ("That is the chance of exactly one extra card; two or three count as well.",
                    "Das ist die Chance auf genau eine zusätzliche Karte; zwei oder drei zählen "
                    "auch."),
    "none": ("That is the chance of NO extra card: the question asks for the opposite.",
             "Das ist die Chance auf KEINE zusätzliche Karte: Gefragt ist das Gegenteil."),
    "added": ("That adds up the chances of the cards one by one — but they are drawn together, "
              "and one extra card does not stop the next (tunnel.reveal).",
              "Da sind die Chancen der einzelnen Karten addiert — aber sie werden zusammen "
              "aufgedeckt, und eine zusätzliche Karte schließt die nächste nicht aus "
              "(tunnel.reveal)."),
    "replaced": ("That counts as if each card went back before the next was turned over; the "
                 "revealed cards are different cards (tunnel.reveal).",
                 "So wäre es, wenn jede Karte vor der nächsten zurückgelegt würde; die "
                 "aufgedeckten Karten sind aber verschiedene Karten (tunnel.reveal)."),
    "guess": ("That is not what the cards give.", "Das geben die Karten nicht her."),
}


def _p_any(n: int, match: int, r: int) -> Fraction:
    """The chance that at least one of ``r`` cards drawn from ``n`` is one of ``match``."""
    if r <= 0 or n <= 0:
        return Fraction(0)
    return 1 - Fraction(comb(n - match, r), comb(n, r))


def odds_choices(p: Puzzle, sol: Solution, n: int = 4) -> list[OddsChoice]:
    """``n`` distinct answers for a ``tunnel_odds`` puzzle, in increasing order: the right one
    and computed mistakes (only locomotives counted, the colour alone, exactly one, none, the
    chances added up, drawing with replacement), then simple fractions if those coincide."""
    d = _tunnel_numbers(p)
    N, R, M = d["N"], d["R"], d["M"]
    dist = sol.answers
    cands = []
    if d["colour"] != LOCO:
        cands.append(("locos-only", _p_any(N, d["L"], R)))
        cands.append(("colour-only", _p_any(N, d["C"], R)))
    if len(dist) > 1:
        cands.append(("exactly-one", dist[1]))
    cands.append(("none", dist[0] if dist else Fraction(1)))
    if N:
        cands.append(("added", Fraction(R * M, N)))
        cands.append(("replaced", 1 - (1 - Fraction(M, N)) ** R))
    for f in (Fraction(1, 2), Fraction(1, 4), Fraction(3, 4), Fraction(1, 3), Fraction(2, 3),
              Fraction(0), Fraction(1), Fraction(1, 10), Fraction(9, 10)):
        cands.append(("guess", f))
    out = [OddsChoice(Fraction(sol.value), None)]
    for key, f in cands:
        if len(out) >= n:
            break
        if 0 <= f <= 1 and all(f != c.value for c in out):
            out.append(OddsChoice(f, key))
    return sorted(out, key=lambda c: c.value)


def _mistake_for(p: Puzzle, sol: Solution, got) -> OddsChoice | None:
    try:
        got = Fraction(got)
    except (TypeError, ValueError):
        return None
    for c in odds_choices(p, sol, n=12):
        if c.value == got and c.mistake and c.mistake != "guess":
            return c
    return None


# --------------------------------------------------------------------------- explanations
def explanation(p: Puzzle, sol: Solution, lang: str = "en") -> list[Note]:
    """Why the answer is right, step by step, each step with its rule id and what the board
    marks; the last steps show the tempting alternative and what it gives."""
    notes = [Note(_game_rules(p, n.rule), _game_rules(p, n.text), n.highlights)
             for n in _kind_fn(p.kind, _EXPLAIN, "explanation")(p, sol, lang)]
    # the step cites its rule already: no need to repeat it in the sentence
    return [Note(n.rule, n.text.replace(f" ({n.rule})", ""), n.highlights) for n in notes]


def _explain_station(p: Puzzle, sol: Solution, lang: str) -> list[Note]:
    st, m, seat = p.state, p.map, p.player
    d = sol.detail
    f = _station_facts(p, sol)
    best = sol.answers[0]
    more = [c for c in sol.answers if c != best]
    notes = [Note("station.build", _w(
        lang,
        f"The best city is {_city(m, best)}"
        + (f" (or {_join([_city(m, c) for c in more], lang, 'or')}: just as good)"
           if more else "")
        + f". With one more station there, your tickets come to {_pts(sol.value, lang)} "
          f"instead of {d['baseline']} now.",
        f"Die beste Stadt ist {_city(m, best)}"
        + (f" (oder {_join([_city(m, c) for c in more], lang, 'oder')}: genauso gut)"
           if more else "")
        + f". Mit einem weiteren Bahnhof dort bringen deine Zielkarten {_pts(sol.value, lang)} "
          f"statt jetzt {d['baseline']}."), Highlights(cities=tuple(sol.answers)))]
    borrowed = d["borrowed"][best]
    used = {c: r for c, r in borrowed.items() if r is not None}
    parts = [_w(lang, f"the station in {_city(m, c)} borrows {route_name(m, r, lang)} of "
                      f"{_owner_words(st, r, lang)}",
                f"der Bahnhof in {_city(m, c)} leiht {route_name(m, r, lang)} von "
                f"{_owner_words(st, r, lang)}") for c, r in sorted(used.items())]
    text = _w(lang,
              f"With the new station in {_city(m, best)}: {_join(parts, lang)}. Each station "
              "borrows one route of another player into its city (station.borrow).",
              f"Mit dem neuen Bahnhof in {_city(m, best)}: {_join(parts, lang)}. Jeder Bahnhof "
              "leiht eine Strecke eines anderen Spielers, die in seine Stadt führt "
              "(station.borrow).") if parts else _w(
        lang, "No station needs to borrow a route for this (station.borrow).",
        "Dafür muss kein Bahnhof eine Strecke leihen (station.borrow).")
    notes.append(Note("station.borrow", text,
                      Highlights(routes=tuple(sorted(used.values())),
                                 cities=tuple(sorted(borrowed)))))
    completed = list(d["completed"][best])
    saved = [t for t in completed if t not in f["now"]]
    still = [t for t in st.players[seat].tickets if t not in completed]
    text = _w(lang, f"That completes {_join([ticket_name(m, t, lang) for t in saved], lang)}. ",
              f"Damit ist {_join([ticket_name(m, t, lang) for t in saved], lang)} erfüllt. ") \
        if saved else ""
    text += _w(lang,
               f"Complete: {_join([ticket_name(m, t, lang) for t in completed], lang)}; still "
               f"failing: {_join([ticket_name(m, t, lang) for t in still], lang)} — "
               f"{_pts(sol.value, lang)} in all (score.tickets).",
               f"Erfüllt: {_join([ticket_name(m, t, lang) for t in completed], lang)}; weiter "
               f"offen: {_join([ticket_name(m, t, lang) for t in still], lang)} — zusammen "
               f"{_pts(sol.value, lang)} (score.tickets).")
    notes.append(Note("score.tickets", text,
                      Highlights(tickets=_ticket_marks(m, completed),
                                 routes=tuple(sorted(used.values())))))
    if f["others"]:
        alt = f["others"][0]
        alt_value, alt_borrowed, alt_done = station_value(st, seat, alt)
        alt_routes = tuple(sorted(r for r in alt_borrowed.values() if r is not None))
        why = (_w(lang, f", a city of your ticket {ticket_name(m, t, lang)}",
                  f", eine Stadt deiner Zielkarte {ticket_name(m, t, lang)}")
               for t in f["failing"] if alt in (m.tickets[t].a, m.tickets[t].b))
        why = next(why, None)
        lead = _w(lang, f"Tempting: {_city(m, alt)}", f"Verlockend: {_city(m, alt)}")
        if why:
            lead += why
        text = lead + _w(lang,
                         f". But a station there brings your tickets to only "
                         f"{_pts(alt_value, lang)}, {sol.value - alt_value} fewer",
                         f". Aber ein Bahnhof dort bringt deine Zielkarten nur auf "
                         f"{_pts(alt_value, lang)}, {sol.value - alt_value} weniger")
        r_alt = alt_borrowed.get(alt)
        if r_alt is not None:
            text += _w(lang, f": the route it would borrow, {route_name(m, r_alt, lang)}, "
                             "does not complete the ticket you need.",
                       f": Die Strecke, die er leihen würde, {route_name(m, r_alt, lang)}, "
                       "erfüllt die gebrauchte Zielkarte nicht.")
        else:
            text += _w(lang, ": no route of another player there completes a ticket of yours.",
                       ": Dort erfüllt keine Strecke eines anderen Spielers eine deiner "
                       "Zielkarten.")
        notes.append(Note("station.borrow", text,
                          Highlights(alt_cities=(alt,), alt_routes=alt_routes,
                                     tickets=_ticket_marks(m, f["saved"]))))
    return notes


def _walk(m, start: int, routes) -> list[int]:
    """The cities of a trail in walking order."""
    here, out = start, [start]
    for r in routes:
        rt = m.routes[r]
        here = rt.b if rt.a == here else rt.a
        out.append(here)
    return out


def _explain_trail(p: Puzzle, sol: Solution, lang: str) -> list[Note]:
    m = p.map
    f = _trail_facts(p, sol)
    trail = tuple(sol.answers)
    if not trail:
        return [Note("score.longest-path", _w(lang, "You have no routes: your longest trail is 0.",
                                              "Du hast keine Strecken: Dein längster "
                                              "Streckenzug ist 0."))]
    cities = _walk(m, sol.detail["start"], trail)
    path = " → ".join(_city(m, c) for c in cities)
    notes = [Note("score.longest-path", _w(
        lang,
        f"Your longest trail: {path} — {len(trail)} routes, {_spaces(sol.value, lang)}.",
        f"Dein längster Streckenzug: {path} — {len(trail)} Strecken, "
        f"{_spaces(sol.value, lang)}."),
        Highlights(trail=trail, cities=(cities[0], cities[-1])))]
    again = sorted({c for c in cities[1:-1] if cities.count(c) > 1}
                   | ({cities[0]} if cities[0] == cities[-1] or cities.count(cities[0]) > 1
                      else set()))
    if again:
        notes.append(Note("score.longest-path", _w(
            lang,
            f"It passes {_cities(m, again, lang)} more than once: a city may repeat, a route "
            "may not.",
            f"Er fährt mehrmals durch {_cities(m, again, lang)}: Eine Stadt darf sich "
            "wiederholen, eine Strecke nicht."), Highlights(trail=trail, cities=tuple(again))))
    left = tuple(r for r in f["own"] if r not in set(trail))
    if not left:
        notes.append(Note("score.longest-path", _w(
            lang, f"It uses every one of your routes: all {_spaces(f['total'], lang)}.",
            f"Sie nutzt jede deiner Strecken: alle {_spaces(f['total'], lang)}."),
            Highlights(trail=trail)))
        return notes
    n_left = f["total"] - sol.value
    why = []
    if f["pieces"] > 1:
        why.append(_w(lang, f"your routes form {f['pieces']} separate pieces, and a trail stays "
                            "in one",
                      f"deine Strecken bilden {f['pieces']} getrennte Teile, und ein "
                      "Streckenzug bleibt in einem"))
    if len(f["odd"]) > 2:
        why.append(_w(lang,
                      f"{len(f['odd'])} cities have an odd number of your routes "
                      f"({_cities(m, f['odd'], lang)}), but a trail has only two ends — at "
                      "every other city it uses routes in pairs, so some routes must stay out",
                      f"{len(f['odd'])} Städte haben eine ungerade Zahl deiner Strecken "
                      f"({_cities(m, f['odd'], lang)}), ein Streckenzug hat aber nur zwei "
                      "Enden — in "
                      "jeder anderen Stadt nutzt sie Strecken paarweise, also müssen einige "
                      "draußen bleiben"))
    reason = "; ".join(why) if why else _w(lang, "no longer line goes through them",
                                             "kein längerer Streckenzug führt durch sie")
    notes.append(Note("score.longest-path", _w(
        lang,
        f"Left out: {_join([route_name(m, r, lang) for r in left], lang)} "
        f"({_spaces(n_left, lang)} of {f['total']}). Why: {reason}. The trail above leaves "
        "out as little as possible.",
        f"Draußen bleiben: {_join([route_name(m, r, lang) for r in left], lang)} "
        f"({_spaces(n_left, lang)} von {f['total']}). Warum: {reason}. Der Streckenzug oben "
        "lässt so "
        "wenig wie möglich weg."), Highlights(trail=trail, alt_routes=left, cities=f["odd"])))
    return notes


def _explain_tunnel(p: Puzzle, sol: Solution, lang: str) -> list[Note]:
    m = p.map
    d = _tunnel_numbers(p)
    hl = _tunnel_marks(p)
    N, R, M = d["N"], d["R"], d["M"]
    rt = m.routes[p.route]
    text = _w(lang,
              f"When you claim the tunnel, {_n_cards(R, lang)} {'is' if R == 1 else 'are'} "
              f"turned over from the {_n_cards(N, lang)} you have not seen; every choice of "
              f"{R} is equally likely (tunnel.reveal).",
              f"Beim Bau des Tunnels {'wird' if R == 1 else 'werden'} {_n_cards(R, lang)} "
              f"aus {'der' if N == 1 else 'den'} {_n_cards(N, lang)} aufgedeckt, die du nicht "
              f"gesehen hast; jede Auswahl von {R} ist gleich wahrscheinlich (tunnel.reveal).")
    if R < rt.reveal:
        text += _w(lang, f" Only {R}, not {rt.reveal}: fewer cards are left to turn over.",
                   f" Nur {R}, nicht {rt.reveal}: Es sind nicht mehr Karten übrig.")
    notes = [Note("tunnel.reveal", text, hl), Note("tunnel.extra", _matching_words(p, lang), hl)]
    p0 = sol.answers[0] if sol.answers else Fraction(1)
    notes.append(Note("tunnel.extra", _w(
        lang,
        f"No extra card means every card turned over comes from the {N - M} harmless ones: "
        f"C({N - M},{R}) / C({N},{R}) = {comb(N - M, R)} / {comb(N, R)} = "
        f"{fraction_words(p0, lang)}. So at least one extra card: 1 − {fraction_text(p0)} = "
        f"{fraction_words(sol.value, lang)}.",
        f"Keine zusätzliche Karte heißt: Jede aufgedeckte Karte stammt von den {N - M} "
        "harmlosen: "
        f"C({N - M},{R}) / C({N},{R}) = {comb(N - M, R)} / {comb(N, R)} = "
        f"{fraction_words(p0, lang)}. Also mindestens eine zusätzliche Karte: 1 − "
        f"{fraction_text(p0)} = {fraction_words(sol.value, lang)}."), hl))
    terms = "; ".join(_w(lang, f"{k} extra: {fraction_words(x, lang)}",
                         f"{k} zusätzlich: {fraction_words(x, lang)}")
                      for k, x in enumerate(sol.answers))
    notes.append(Note("tunnel.extra", _w(lang, f"The whole distribution — {terms}.",
                                         f"Die ganze Verteilung — {terms}."), hl))
    by = {c.mistake: c for c in odds_choices(p, sol)}
    tempting = [by[k] for k in ("colour-only", "locos-only", "exactly-one") if k in by]
    if tempting:
        c = tempting[0]
        notes.append(Note("tunnel.extra", _w(lang, f"Tempting: {c.text(lang)}. {c.why(lang)}",
                                             f"Verlockend: {c.text(lang)}. {c.why(lang)}"), hl))
    return notes


def _usable_graph(p: Puzzle):
    """The map as the player may still use it (own and free usable routes), every edge's cost
    its length (own routes are passed as owned), countries split into dead ends."""
    from ..graphs.connectivity import split_dead_ends
    st, seat, m = p.state, p.player, p.map
    cost = usable_cost(st, seat)
    G = nx.MultiGraph()
    G.add_nodes_from(range(len(m.cities)))
    for rt in m.routes:
        if cost(rt.a, rt.b, rt.index, {"length": rt.length}) is not None:
            G.add_edge(rt.a, rt.b, key=rt.index, length=rt.length)
    if m.countries:
        G, copies = split_dead_ends(G, m.countries)
        return G, copies
    return G, {}


def _separate_costs(p: Puzzle) -> list:
    """Each ticket alone, by its own cheapest path (:func:`~ttrwidgets.graphs.
    cheapest_completion`): (pair, cost or None, free routes of the path)."""
    from ..graphs import cheapest_completion
    st, seat = p.state, p.player
    G, copies = _usable_graph(p)
    own = [r for r, o in enumerate(st.owners) if o == seat]
    out = []
    for a, b in p.tickets:
        best = None
        for x in copies.get(a, [a]):
            for y in copies.get(b, [b]):
                try:
                    cost, path = cheapest_completion(G, own, x, y)
                except (nx.NetworkXNoPath, nx.NodeNotFound):
                    continue
                if best is None or cost < best[0]:
                    best = (cost, tuple(k for _, _, k in path if st.owners[k] < 0))
        out.append(((a, b), None, ()) if best is None else ((a, b), best[0], best[1]))
    return out


def _shared_routes(p: Puzzle, routes) -> dict:
    """Route -> the tickets (positions) that need it: without it, over the player's routes and
    the other ``routes``, they would not be complete; only routes two or more tickets need."""
    from ..graphs import connected_pairs
    st, seat, m = p.state, p.player, p.map
    out = {}
    for r in routes:
        G = player_graph(st, seat)
        for x in routes:
            if x != r:
                rt = m.routes[x]
                G.add_edge(rt.a, rt.b, key=x, length=rt.length)
        done = connected_pairs(G, list(p.tickets), m.countries)
        need = {k for k, ok in enumerate(done) if not ok}
        if len(need) > 1:
            out[r] = need
    return out


def _explain_cheapest(p: Puzzle, sol: Solution, lang: str) -> list[Note]:
    m = p.map
    tickets = _pair_marks(p.tickets)
    tks = _join([_pair(m, a, b) for a, b in p.tickets], lang)
    rule = _closed_rule(p)
    if sol.value is None:
        bad = sol.detail.get("impossible", ())
        return [Note(rule, _w(
            lang,
            f"{_join([_pair(m, a, b) for a, b in bad], lang)} cannot be completed any more: "
            "every way is blocked by other players' routes or closed tracks.",
            f"{_join([_pair(m, a, b) for a, b in bad], lang)} lässt sich nicht mehr erfüllen: "
            "Jeder Weg ist durch Strecken anderer Spieler oder gesperrte Gleise versperrt."),
            Highlights(tickets=_pair_marks(bad)))]
    routes = tuple(sol.answers)
    own = tuple(sol.detail.get("own", ()))
    if not routes:
        return [Note("tickets.complete", _w(
            lang, f"Nothing to claim: your own routes complete {tks} already.",
            f"Nichts zu bauen: Deine eigenen Strecken erfüllen {tks} schon."),
            Highlights(routes=own, tickets=tickets))]
    notes = [Note("tickets.complete", _w(
        lang,
        f"Claim {_join([route_name(m, r, lang) for r in routes], lang)}: "
        f"{_spaces(sol.value, lang)} complete {tks}"
        + (f", together with your own {_join([route_name(m, r, lang) for r in own], lang)}."
           if own else "."),
        f"Baue {_join([route_name(m, r, lang) for r in routes], lang)}: "
        f"{_spaces(sol.value, lang)} erfüllen {tks}"
        + (f", zusammen mit deinen eigenen {_join([route_name(m, r, lang) for r in own], lang)}."
           if own else ".")), Highlights(routes=routes, alt_routes=own, tickets=tickets))]
    notes.append(Note(rule, _w(
        lang,
        "Only free routes you may still claim are counted; other players' routes and tracks "
        f"closed to you are out ({rule})"
        + ("; countries are dead ends (de.countries)." if p.game == "deutschland" else "."),
        "Gezählt werden nur freie Strecken, die du noch bauen darfst; Strecken anderer Spieler "
        f"und für dich gesperrte Gleise fallen weg ({rule})"
        + ("; Länder sind Sackgassen (de.countries)." if p.game == "deutschland" else ".")),
        Highlights(routes=routes, tickets=tickets)))
    if len(p.tickets) > 1:
        shared = _shared_routes(p, routes)
        if shared:
            srs = tuple(sorted(shared))
            notes.append(Note("tickets.complete", _w(
                lang,
                f"The tickets share {_join([route_name(m, r, lang) for r in srs], lang)}: a "
                "shared route is claimed and paid once.",
                f"Die Zielkarten teilen sich "
                f"{_join([route_name(m, r, lang) for r in srs], lang)}: Eine geteilte Strecke "
                "baust und zahlst du einmal."), Highlights(routes=srs, tickets=tickets)))
    sep = _separate_costs(p)
    if all(c is not None for _, c, _ in sep) and sep:
        total = sum(c for _, c, _ in sep)
        union = sorted({r for _, _, rs in sep for r in rs})
        union_cost = sum(m.routes[r].length for r in union)
        each = _join([f"{_pair(m, a, b)}: {c}" for (a, b), c, _ in sep], lang)
        if len(sep) == 1:
            text = _w(lang,
                      f"This is simply the ticket's cheapest path: {_spaces(total, lang)}.",
                      f"Das ist einfach der billigste Weg der Zielkarte: {_spaces(total, lang)}.")
        elif total == sol.value:
            text = _w(lang,
                      f"Each ticket alone by its own cheapest path: {each}. Here they share "
                      f"nothing, so planning them together costs the same {total}.",
                      f"Jede Zielkarte für sich auf ihrem billigsten Weg: {each}. Hier teilen "
                      f"sie nichts, gemeinsam geplant kosten sie also dieselben {total}.")
        else:
            text = _w(lang,
                      f"Each ticket alone by its own cheapest path: {each} — {total} if "
                      f"nothing were shared; those paths together cost {union_cost}. Planned "
                      f"together the tickets need only {sol.value}.",
                      f"Jede Zielkarte für sich auf ihrem billigsten Weg: {each} — {total}, "
                      f"wenn nichts geteilt würde; diese Wege zusammen kosten {union_cost}. "
                      f"Gemeinsam geplant brauchen die Zielkarten nur {sol.value}.")
        notes.append(Note("tickets.complete", text,
                          Highlights(routes=routes, alt_routes=tuple(r for r in union
                                                                     if r not in routes),
                                     tickets=tickets)))
    return notes


_EXPLAIN = {"best_station": _explain_station, "longest_trail": _explain_trail,
            "tunnel_odds": _explain_tunnel, "cheapest_completion": _explain_cheapest}
