"""Teaching a ``tunnel_odds`` puzzle (:mod:`ttrwidgets.puzzles.teach`): the question, the hints
(the cards that match, the cards turned over), the verdicts in words, the explanation (the
chance of no match, counted exactly) and the four answers offered (:func:`odds_choices`: the
right chance and three computed mistakes, each with what it got wrong)."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ...puzzles.solve import Solution, Verdict, fraction_text
from ...puzzles.teach_words import Highlights, Hint, Note, say, percent, fraction_words
from ..colours import LOCO, Colour
from ..messages import colour_name, route_name
from .model import RoutePuzzle as Puzzle
from .words import cards_words as _cards_words

__all__ = ["TEACH", "OddsChoice", "odds_choices"]


def _odds_question(p: Puzzle, lang: str) -> str:
    d = _tunnel_numbers(p)
    return say("tunnel-question", lang, route=route_name(p.map, p.route, lang),
               cards=_cards_words(p.cards, lang), reveal=d["R"], unseen_n=d["N"],
               unseen=_cards_words(p.unseen, lang))


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
        return say("tunnel-matching-locos", lang, match=d["M"], unseen_n=d["N"], locos=d["L"])
    return say("tunnel-matching", lang, match=d["M"], unseen_n=d["N"], locos=d["L"],
               same=d["C"], colour=colour_name(Colour(d["colour"]).key, lang))


def _tunnel_marks(p: Puzzle) -> Highlights:
    rt = p.map.routes[p.route]
    return Highlights(routes=(p.route,), cities=(rt.a, rt.b))


def _hints_tunnel(p: Puzzle, sol: Solution, lang: str) -> list[Hint]:
    d = _tunnel_numbers(p)
    hl = _tunnel_marks(p)
    dist = sol.answers
    out = [Hint(_matching_words(p, lang), hl),
           Hint(say("tunnel-hint-none-first", lang, reveal=d["R"], harmless=d["N"] - d["M"],
                    unseen_n=d["N"]), hl)]
    terms = ", ".join(say("tunnel-term", lang, k=k, chance=fraction_text(x))
                      for k, x in enumerate(dist[:2]))
    out.append(Hint(say("tunnel-hint-terms", lang, terms=terms), hl))
    return out


def _odds_verdict(p: Puzzle, sol: Solution, verdict: Verdict, lang: str) -> str | None:
    """An ``odds.*`` verdict in words (None: a key this version does not know)."""
    k, v = verdict.key, verdict.params
    if k == "odds.unreadable":
        return say("tunnel-unreadable", lang, answer=str(v.get("answer")))
    if k == "odds.right":
        return say("tunnel-right", lang, chance=fraction_words(v["best"], lang))
    if k == "odds.wrong":
        text = say("tunnel-wrong", lang, chance=fraction_words(v["got"], lang))
        why = _mistake_for(p, sol, v["got"])
        if why is not None:
            text += " " + why.why(lang)
        return text
    return None


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
        return say(f"tunnel-mistake-{self.mistake}", lang) if self.mistake in MISTAKES else ""


#: The mistakes an offered answer can stand for (each worded in ``puzzles.ftl`` as
#: ``tunnel-mistake-<mistake>``).
MISTAKES = ("locos-only", "colour-only", "exactly-one", "none", "added", "replaced", "guess")


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
    text = say("tunnel-explain-reveal", lang, reveal=R, unseen_n=N)
    if R < rt.reveal:
        text += " " + say("tunnel-explain-fewer", lang, reveal=R, printed=rt.reveal)
    notes = [Note("tunnel.reveal", text, hl), Note("tunnel.extra", _matching_words(p, lang), hl)]
    p0 = sol.answers[0] if sol.answers else Fraction(1)
    notes.append(Note("tunnel.extra", say(
        "tunnel-explain-none", lang, harmless=N - M, reveal=R, unseen_n=N,
        ways_none=comb(N - M, R), ways=comb(N, R), none=fraction_words(p0, lang),
        none_fraction=fraction_text(p0), chance=fraction_words(sol.value, lang)), hl))
    terms = "; ".join(say("tunnel-term", lang, k=k, chance=fraction_words(x, lang))
                      for k, x in enumerate(sol.answers))
    notes.append(Note("tunnel.extra", say("tunnel-explain-all", lang, terms=terms), hl))
    by = {c.mistake: c for c in odds_choices(p, sol)}
    tempting = [by[k] for k in ("colour-only", "locos-only", "exactly-one") if k in by]
    if tempting:
        c = tempting[0]
        notes.append(Note("tunnel.extra", say("tunnel-tempting", lang, choice=c.text(lang),
                                              why=c.why(lang)), hl))
    return notes


#: This kind's teaching, as its handler (:mod:`.kinds`) asks it.
TEACH = {"question": _odds_question, "hints": _hints_tunnel, "explanation": _explain_tunnel,
         "verdict_text": _odds_verdict}
