"""Teaching a puzzle: the question, up to three hints, the verdict on an answer in words, and
the explanation of the answer, drawn on the board — in English and German.

Each kind's handler (:mod:`.kinds`) words it, in its family's package: the route kinds one
module per kind (:mod:`ttrwidgets.ttr.puzzles.teach_station`, ``teach_trail``,
``teach_tunnel``, ``teach_completion``), ``fewest_rails``
:mod:`ttrwidgets.trans.puzzles.teach_rails`; the words every kind shares are
:mod:`.teach_words`. This module asks the kind's handler and adds what every kind shares: at
most :data:`MAX_HINTS` hints, the rule ids a game cites under its own id, the ✓/✗ of a verdict.

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
  what the tempting alternative gives.

A kind answered by a choice offers its answers through its handler (``choices``: the four
answers of a ``tunnel_odds`` puzzle, the right chance and three computed mistakes,
:func:`ttrwidgets.ttr.puzzles.teach_tunnel.odds_choices`).

>>> from ttrwidgets.puzzles.model import load_puzzle
>>> from ttrwidgets.puzzles.solve import solve, check_answer
>>> p = load_puzzle({"kind": "tunnel_odds", "game": "europe", "options": {"players": 2},
...                  "player": 0, "params": {"route": ["Sarajevo", "Sofia"], "cards": {"red": 2},
...                  "unseen": {"red": 1, "blue": 3}}}, "demo.json")
>>> sol = solve(p)
>>> question(p, "en")[:45]
'You claim the tunnel Sarajevo–Sofia (gray, 2)'
>>> [c.text("en") for c in kind_handler(p.kind).choices(p, sol, 4)][:2]
['0% (0/1)', '25% (1/4)']
>>> verdict_text(p, sol, check_answer(p, sol, "3/4"), "en")
'✓ Right: the chance of at least one extra card is 3/4 (75%).'
>>> [n.rule for n in explanation(p, sol, "en")][:2]
['tunnel.reveal', 'tunnel.extra']
"""
from __future__ import annotations

from ..core.rulebook import local_rule_ids
from .kinds import kind_handler, kind_name
from .model import Puzzle
from .solve import Solution, Verdict
from .teach_words import Highlights, Hint, Note, fraction_words, percent, say

__all__ = ["Highlights", "Hint", "Note", "kind_name", "question", "hints", "verdict_text",
           "explanation", "percent", "fraction_words", "MAX_HINTS"]


#: Most hints a puzzle gives.
MAX_HINTS = 3


def question(p: Puzzle, lang: str = "en") -> str:
    """The question the learner answers, in ``lang`` (its kind's handler asks it)."""
    return kind_handler(p.kind).question(p, lang)


def hints(p: Puzzle, sol: Solution, lang: str = "en") -> list[Hint]:
    """Up to :data:`MAX_HINTS` hints, from a general one to a narrow one. None of them states
    the answer; the last may list a few candidates that contain every answer."""
    return [Hint(_game_rules(p, h.text), h.highlights)
            for h in kind_handler(p.kind).hints(p, sol, lang)[:MAX_HINTS]]


def _game_rules(p: Puzzle, text: str) -> str:
    """``text`` with the rule ids of ``p``'s game: where its rules file replaces a Europe rule,
    the id it cites instead, as the engine cites it (:func:`~ttrwidgets.core.rulebook.
    local_rule_ids`: ``score.longest-path`` is ``asia.express`` in Team Asia,
    ``claim.double-few-players`` is ``de.multi-routes`` in Deutschland)."""
    for general, own in local_rule_ids(p.game).items():
        text = text.replace(general, own)
    return text


def verdict_text(p: Puzzle, sol: Solution, verdict: Verdict, lang: str = "en") -> str:
    """A :class:`Verdict` of :func:`~ttrwidgets.puzzles.solve.check_answer` in words: ✓ or ✗,
    then why."""
    k = verdict.key
    mark = "✓ " if verdict.ok else "✗ "
    h = kind_handler(p.kind)             # each kind words its own verdicts (:mod:`.kinds`)
    text = h.verdict_text(p, sol, verdict, lang) if k.startswith(h.verdict_prefix) else None
    if not text:  # a key this version does not know: still a sentence, never a crash
        text = say("words-unknown-verdict", lang, key=k)
    return mark + _game_rules(p, text)


def explanation(p: Puzzle, sol: Solution, lang: str = "en") -> list[Note]:
    """Why the answer is right, step by step, each step with its rule id and what the board
    marks; the last steps show the tempting alternative and what it gives."""
    notes = [Note(_game_rules(p, n.rule), _game_rules(p, n.text), n.highlights)
             for n in kind_handler(p.kind).explanation(p, sol, lang)]
    # the step cites its rule already: no need to repeat it in the sentence
    return [Note(n.rule, n.text.replace(f" ({n.rule})", ""), n.highlights) for n in notes]

