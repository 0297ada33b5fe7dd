"""Teaching a ``tunnel_odds`` puzzle (:mod:`.teach`): the question, the hints (the cards that
match, the cards turned over), the verdicts in words, the explanation (the chance of no match,
counted exactly) and the four answers offered (:func:`odds_choices`: the right chance and three
computed mistakes, each with what it got wrong)."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ..ttr.colours import LOCO, Colour
from ..ttr.messages import colour_name, route_name
from .model import Puzzle
from .solve import Solution, Verdict, fraction_text
from .teach_words import (Highlights, Hint, Note, in_lang as _w, cards_count_words as _n_cards,
                          percent, fraction_words, cards_words as _cards_words)

__all__ = ["TEACH", "OddsChoice", "odds_choices"]


def _odds_question(p: Puzzle, lang: str) -> str:
    m = p.map
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


def _odds_verdict(p: Puzzle, sol: Solution, verdict: Verdict, lang: str) -> str | None:
    """An ``odds.*`` verdict in words (None: a key this version does not know)."""
    k, v = verdict.key, verdict.params
    if k == "odds.unreadable":
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
    else:
        return None
    return text


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


#: This kind's teaching, as :data:`ttrwidgets.puzzles.teach.ROUTE_KINDS` lists it.
TEACH = {"question": _odds_question, "hints": _hints_tunnel, "explanation": _explain_tunnel,
         "verdict_text": _odds_verdict}
