"""Numbers and percentages in the learner's locale, from Babel's CLDR data (issue 22): a
puzzle's chances read "46,8 %" in German (a no-break space before the sign, as CLDR and
:func:`ttrwidgets.core.i18n.percent` write it) and "46.8%" in English; nothing swaps the
decimal mark by hand."""
from __future__ import annotations

from fractions import Fraction

import pytest

from ttrwidgets.core import i18n
from ttrwidgets.puzzles.teach_words import fraction_words, percent

NBSP = "\u00a0"


@pytest.mark.parametrize("f, en, de", [
    (Fraction(37, 79), "46.8%", f"46,8{NBSP}%"),
    (Fraction(3, 4), "75%", f"75{NBSP}%"),
    (Fraction(0), "0%", f"0{NBSP}%"),
    (Fraction(1), "100%", f"100{NBSP}%"),
    (Fraction(1, 3000), "0.03%", f"0,03{NBSP}%"),          # two decimals below 0.1 %
    (Fraction(1, 8), "12.5%", f"12,5{NBSP}%"),
    (Fraction(2, 3), "66.7%", f"66,7{NBSP}%"),
])
def test_a_chance_as_each_language_writes_it(f, en, de):
    assert percent(f, "en") == en
    assert percent(f, "de") == de
    assert percent(f, "de") == i18n.percent(float(f), "de", 2 if 0 < f < Fraction(1, 1000)
                                            else 1)


def test_the_same_space_as_the_other_numbers_of_the_app():
    assert i18n.percent(0.75, "de") == percent(Fraction(3, 4), "de")
    assert fraction_words(Fraction(37, 79), "de") == f"37/79 (46,8{NBSP}%)"
    assert fraction_words(Fraction(37, 79), "en") == "37/79 (46.8%)"


def test_a_tunnel_puzzle_speaks_of_its_chances_in_the_learners_locale():
    from ttrwidgets.puzzles.model import load_puzzle
    from ttrwidgets.puzzles.solve import check_answer, solve
    from ttrwidgets.puzzles.teach import verdict_text
    from ttrwidgets.ttr.puzzles.teach_tunnel import odds_choices
    p = load_puzzle({"kind": "tunnel_odds", "game": "europe", "options": {"players": 2},
                     "player": 0, "params": {"route": ["Sarajevo", "Sofia"], "cards": {"red": 2},
                                             "unseen": {"red": 1, "blue": 3}}}, "t.json")
    sol = solve(p)
    de = verdict_text(p, sol, check_answer(p, sol, "3/4"), "de")
    assert f"3/4 (75{NBSP}%)" in de, de
    assert "75%" in verdict_text(p, sol, check_answer(p, sol, "3/4"), "en")
    assert [c.text("de") for c in odds_choices(p, sol)][:2] == [f"0{NBSP}% (0/1)",
                                                               f"25{NBSP}% (1/4)"]


def test_a_number_too_large_for_babel_is_written_out_not_a_crash():
    """A broken file's count of 10**40 (or 1e300) reaches a problem text as it is: Babel's
    rounding raised decimal.InvalidOperation for it (found by tests/test_mutation.py)."""
    from ttrwidgets.core import i18n
    for lang in ("en", "de"):
        assert i18n.number(10 ** 40, lang) == str(10 ** 40)
        assert "1e+302" in i18n.percent(1e300, lang)
        out, errors = i18n.check("engine", "setup-deal", lang, n=10 ** 40)
        assert not errors and str(10 ** 40) in out, out
        out, errors = i18n.check("engine", "setup-deal", lang, n=1e300)
        assert not errors and "1e+300" in out, out
