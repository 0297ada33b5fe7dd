"""Exact answers to puzzles (``shared/spec/puzzles.md``), and checking a learner's answer.

:func:`solve` answers a :class:`~ttrwidgets.puzzles.model.Puzzle` exactly, :func:`check_answer`
judges a learner's answer the way the spec compares answers (any trail or route set that is
valid and reaches the value is right) and :func:`compare_json` compares an expected answer
(``expected.json``) with the exact one. How is each kind's own: its handler (:mod:`.kinds`)
solves, checks, writes the answers as JSON and compares them -- the route kinds in
:mod:`ttrwidgets.ttr.puzzles.solve`, ``fewest_rails`` in :mod:`ttrwidgets.trans.puzzles.rails`.
What every kind shares is here: the :class:`Solution` and :class:`Verdict` types, values as
exact fractions, the answer object of the spec.

The :class:`Solution` keeps what the explanation needs besides the spec's ``value`` and
``answers`` (the value of every station site, the matching cards, ...).

>>> from ttrwidgets.puzzles.model import load_puzzle
>>> p = load_puzzle({"kind": "tunnel_odds", "game": "europe", "options": {"players": 2},
...                  "player": 0, "params": {"route": ["Bucuresti", "Sofia"], "cards": {"red": 2},
...                  "unseen": {"red": 1, "blue": 3}}}, "demo.json")
>>> sol = solve(p)
>>> to_json(p, sol)
{'kind': 'tunnel_odds', 'value': '3/4', 'answers': ['1/4', '3/4', '0/1', '0/1']}
>>> compare_json(p, sol, {"value": "0.75", "answers": ["1/4", "3/4"]})[0]  # zeros optional
True
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from .kinds import kind_handler
from .model import Puzzle

__all__ = ["Solution", "Verdict", "solve", "to_json", "check_answer", "fraction_text",
           "parse_fraction", "compare_json"]


@dataclass(frozen=True)
class Solution:
    """The exact answer of a puzzle.

    ``value`` is an int, a :class:`~fractions.Fraction` (``tunnel_odds``) or None (an impossible
    ``cheapest_completion``, a player without a start marker); ``answers`` are board indices
    (cities, routes, lines) or, for a chance, the distribution as fractions. ``detail`` is what
    explanations and hints use; each kind's solver says what it holds
    (:mod:`ttrwidgets.ttr.puzzles.solve`, :mod:`ttrwidgets.trans.puzzles.rails`).
    """

    kind: str
    value: object
    answers: tuple
    detail: dict = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Verdict:
    """A learner's answer judged: ``ok``, and a message key with its parameters
    (``key`` names the reason, e.g. ``"trail.broken"``; the app words it)."""

    ok: bool
    key: str
    params: dict = field(default_factory=dict)


# --------------------------------------------------------------------------- fractions
def fraction_text(f: Fraction) -> str:
    """``Fraction(3, 4)`` -> ``"3/4"`` (lowest terms; ``"0/1"``, ``"1/1"``)."""
    f = Fraction(f)
    return f"{f.numerator}/{f.denominator}"


def parse_fraction(text) -> Fraction | None:
    """``"3/4"``, ``"0.75"``, ``"75%"`` or a number -> Fraction; None if it is none of these."""
    if isinstance(text, bool):
        return None
    if isinstance(text, (int, Fraction)):
        return Fraction(text)
    if not isinstance(text, str):
        return None
    t = text.strip().replace(",", ".").replace(" ", "")
    try:
        if t.endswith("%"):
            return Fraction(t[:-1]) / 100
        return Fraction(t)
    except (ValueError, ZeroDivisionError):
        return None


# --------------------------------------------------------------------------- solving
def solve(p: Puzzle) -> Solution:
    """The exact answer of ``p`` (its kind's handler solves it, :mod:`.kinds`)."""
    return kind_handler(p.kind).solve(p)


# --------------------------------------------------------------------------- JSON
def to_json(p: Puzzle, sol: Solution) -> dict:
    """The spec's answer object: ``{"kind", "value", "answers"}`` in the file's names."""
    answers = kind_handler(sol.kind).answer_json(p, sol)
    value = fraction_text(sol.value) if isinstance(sol.value, Fraction) else sol.value
    return {"kind": sol.kind, "value": value, "answers": answers}


# --------------------------------------------------------------------------- checking
def check_answer(p: Puzzle, sol: Solution, answer) -> Verdict:
    """Judge a learner's answer (board indices, as :class:`Solution` holds them): what the
    kind's handler checks (:mod:`.kinds`) --

    * ``best_station``: a city index;
    * ``longest_trail``: route indices (a set, or a list in walking order);
    * ``tunnel_odds``: the chance of at least one extra card (a Fraction or its text);
    * ``cheapest_completion``: route indices of free routes, or None for "impossible";
    * ``fewest_rails`` (Trans): line indices of free lines.
    """
    return kind_handler(p.kind).check(p, sol, answer)


def compare_json(p: Puzzle, sol: Solution, expected: dict) -> tuple[bool, str]:
    """Does an expected answer (``{"value", "answers"}`` as in ``expected.json``) agree with
    ``sol``? The spec's "Comparing": values exactly (fractions as fractions); the answers as
    the kind's handler compares them (``best_station`` answers as a set of cities; a trail or
    route set is checked for validity and for reaching the value; a distribution entry by
    entry, trailing zeros optional). Returns (ok, why not)."""
    exp_v = expected.get("value")
    if isinstance(sol.value, Fraction):       # a chance: as a fraction, whatever its text
        if parse_fraction(exp_v) != sol.value:
            return False, f"value {exp_v!r} != {fraction_text(sol.value)}"
    elif exp_v != sol.value or isinstance(exp_v, bool):
        return False, f"value {exp_v!r} != {sol.value!r}"
    if "answers" not in expected:
        return True, ""
    return kind_handler(sol.kind).compare(p, sol, expected["answers"])
