"""*Test yourself*: a short quiz at the end of a lesson, made by the engine from fresh positions.

A quiz is an ordinary lesson (:class:`~.model.Lesson`, read and validated by :mod:`.model`,
taken with :class:`~.run.LessonRun`, proved by ``lesson check``): 3 to 5 ``choose`` steps. Each
question is made by one of the family's question kinds (its lesson adapter's ``QUESTIONS``): a
position drawn from a seed, the answer computed by the engine (never written down), the
wrong choices the mistakes a learner makes, each with its explanation, and a ``check`` (scenario
steps with the engine's answer as ``expect``) that ``lesson check`` runs again.

Which kinds: those whose rules the lesson (or an earlier one of its course) teaches, the kinds
of the rules the learner missed before first (spaced review), then the lesson's own, then the
earlier lessons'. The right answer's place is drawn with the seed too: a number question's
choices are in order and the right one is the smallest, the largest or one between equally
often (:func:`choice_step`).

>>> from ttrwidgets.lessons import course
>>> q = quiz_for(course("europe").lessons[2], seed=1)
>>> q.id, 3 <= len(q.steps) <= 5, all(s.task.kind == "choose" for s in q.steps)
('europe.claiming.test', True, True)
"""
from __future__ import annotations

import random
import zlib
from dataclasses import dataclass
from typing import Callable

from ..core.errors import TTRError
from .adapter import rules_for
from .model import FORMAT, VERSION, Lesson, parse_lesson

__all__ = ["Question", "quiz_for", "quiz_seed", "is_quiz", "source_lesson_id", "choice_step",
           "taught_rules", "has_quiz", "is_number", "MIN_QUESTIONS", "MAX_QUESTIONS", "DOMAIN",
           "say", "text_langs", "refusal"]

MIN_QUESTIONS, MAX_QUESTIONS = 3, 5
#: A question kind may fail to find a position from a seed (a board without tunnels): how
#: many seeds it gets.
TRIES = 12
SUFFIX = ".test"

#: The catalogue of every sentence a quiz shows (``locales/<lang>/lessons.ftl``): the quiz's
#: own (``quiz-*``) and its question kinds' (``ttr-*``, ``trans-*``).
DOMAIN = "lessons"


@dataclass(frozen=True)
class Question:
    """A question kind: the rule ids it asks about, and ``make(rules, base, rng)``: a lesson
    step (``choose`` task with ``position``, ``seed``, ``check``) for the game ``base``
    (``{"game", "options"}``), or None when the seed's position does not fit."""
    rules: tuple
    make: Callable


def text_langs() -> tuple:
    """The languages a made-up lesson text is written in: English, German, every language
    added as catalogue files, and the pseudo-locale."""
    from ..core import i18n
    return tuple(dict.fromkeys(("en", "de", *i18n.languages(), i18n.PSEUDO)))


def say(key: str, **args) -> dict:
    """The catalogue sentence ``key`` (``lessons.ftl``) in every language of
    :func:`text_langs`, as a lesson's text ``{lang: sentence}``. An argument is a number, a
    word, a ``{lang: text}`` (the text in each language) or a function of the language.

    >>> say("ttr.score.other", n=1)["de"]
    'So viel bringt eine Strecke mit 1 Feld: Zähle die Felder noch einmal.'
    """
    from ..core import i18n
    out = {}
    for lang in text_langs():
        vals = {k: (v(lang) if callable(v) else i18n.pick(v, lang) if isinstance(v, dict)
                    else v) for k, v in args.items()}
        out[lang] = i18n.text(DOMAIN, key, lang, **vals)
    return out


def refusal(err, messages: dict | None = None) -> dict:
    """The engine's refusal ``err`` (an :class:`~ttrwidgets.core.errors.IllegalActionError`)
    as a lesson's text, its rule id after it: in each language its catalogues gave it
    (``messages``: the refusal said again, in place of the error's own; the pseudo-locale
    then accents the English, as :func:`~ttrwidgets.core.i18n.pick` does)."""
    said = messages if messages is not None else err.messages
    return {lang: f"{said[lang]} ({err.rule_id})" for lang in text_langs() if said.get(lang)}


def is_quiz(lesson_id: str) -> bool:
    return lesson_id.endswith(SUFFIX)


def source_lesson_id(lesson_id: str) -> str:
    """The lesson a quiz id tests (``europe.claiming.test`` -> ``europe.claiming``)."""
    return lesson_id[:-len(SUFFIX)] if is_quiz(lesson_id) else lesson_id


def quiz_seed(lesson_id: str, attempt: int = 0) -> int:
    """The seed of the ``attempt``-th quiz of a lesson: another quiz each time, the same one for
    the same attempt."""
    return (zlib.crc32(lesson_id.encode()) + 7919 * attempt) % 1_000_000


def taught_rules(course, lesson) -> set[str]:
    """The rule ids taught by ``lesson`` and the lessons before it in ``course``, and the
    shared rules of the game that its course leaves to the first course (Team Asia's claims
    are Europe's: :func:`ttrwidgets.lessons.teaching` links them there too)."""
    from . import COURSE_ORDER, course as course_of
    from ..core.rulebook import rule
    out: set[str] = set()
    everything: set[str] = set()
    for x in course.lessons:
        for st in x.steps:
            everything |= set(st.rules)
    for x in course.lessons:
        for st in x.steps:
            out |= set(st.rules)
        if x.id == lesson.id:
            break
    first = COURSE_ORDER[0]
    if course.game != first:
        for x in course_of(first).lessons:
            for st in x.steps:
                for r in st.rules:
                    if r in everything:
                        continue
                    try:
                        rule(r, lesson.game)
                    except KeyError:
                        continue
                    out.add(r)
    return out


def choice_step(rng: random.Random, say: dict, rules, position: dict, seed: int,
                right, wrong: list, check: list, hints: list | None = None,
                rank: int | None = None, size: int | None = None) -> dict | None:
    """A ``choose`` step: ``right`` (a choice), ``wrong`` (``(choice, feedback)`` pairs: the
    mistake each shows, the ones to ask first first).

    Texts are shuffled with ``rng`` so the right answer's place varies. Numbers are shown in
    order, smallest first, and the wrong ones are picked around the right one so that its
    place in that order is ``rank`` (default: drawn with ``rng``, each of the ``size`` places
    equally often; ``size``: how many choices, default as many as there are up to 4): the
    largest or the smallest number is right as often as any other. None when ``wrong`` has
    too few numbers below or above the right one for that place.

    >>> r = random.Random(1)
    >>> w = [(v, {"en": "e", "de": "d"}) for v in (1, 2, 5, 7, 9)]
    >>> choice_step(r, {}, [], {}, 0, 6, w, [], rank=3)["task"]["choose"]
    [1, 2, 5, 6]
    >>> choice_step(r, {}, [], {}, 0, 6, w, [], rank=1)["task"]["choose"]
    [1, 6, 7, 9]
    >>> choice_step(r, {}, [], {}, 0, 1, w, [], rank=3) is None    # nothing below 1
    True
    """
    opts = [(right, None)] + [w for w in wrong if w[0] != right]
    seen, uniq = set(), []
    for c, f in opts:                       # one choice per value (a mistake may coincide)
        key = repr(c)
        if key not in seen:
            seen.add(key)
            uniq.append((c, f))
    if is_number(right) and all(is_number(c) for c, _ in uniq):
        below = [w for w in uniq if w[0] < right]
        above = [w for w in uniq if w[0] > right]
        size = size or min(4, len(uniq))
        if rank is None:
            rank = rng.randrange(size)
        if not 0 <= rank < size or rank > len(below) or size - 1 - rank > len(above):
            return None
        uniq = sorted(below[:rank] + [(right, None)] + above[:size - 1 - rank],
                      key=lambda w: w[0])
    else:
        rng.shuffle(uniq)
    step = {"say": say, "rules": list(rules), "position": position, "seed": seed,
            "task": {"choose": [c for c, _ in uniq],
                     "answer": next(i for i, (c, f) in enumerate(uniq) if f is None),
                     "feedback": [f for _, f in uniq], "check": check}}
    if hints:
        step["hint"] = hints
    return step


def is_number(c) -> bool:
    """A choice that is a number (not a text, not yes or no)."""
    return isinstance(c, int) and not isinstance(c, bool)


def _kinds(lesson, taught: set, questions: dict, review: set):
    """The question kinds to ask: review first, then the lesson's own, then the earlier."""
    own = set()
    for st in lesson.steps:
        own |= set(st.rules)
    fit = {k: q for k, q in questions.items() if set(q.rules) <= taught}
    again = [k for k, q in fit.items() if set(q.rules) & review]
    mine = [k for k, q in fit.items() if set(q.rules) & own and k not in again]
    rest = [k for k in fit if k not in again and k not in mine]
    return again, mine, rest


def has_quiz(lesson: Lesson) -> bool:
    """Some question kind fits what ``lesson`` and the lessons before it taught."""
    from . import course as course_of
    c = course_of(lesson.game)
    if not any(x.id == lesson.id for x in c.lessons):
        return False
    return any(_kinds(lesson, taught_rules(c, lesson), rules_for(lesson).QUESTIONS, set()))


def quiz_for(lesson: Lesson, seed: int, review=(), course=None) -> Lesson | None:
    """The test-yourself of ``lesson`` from ``seed`` (``review``: rule ids the learner missed
    before: their kinds come first), or None when no question kind fits what was taught."""
    from . import course as course_of
    rules = rules_for(lesson)
    course = course or course_of(lesson.game)
    if not any(x.id == lesson.id for x in course.lessons):
        return None
    taught = taught_rules(course, lesson)
    again, mine, rest = _kinds(lesson, taught, rules.QUESTIONS, set(review))
    if not (again or mine or rest):
        return None
    rng = random.Random(seed)
    rng.shuffle(rest)
    order = again + mine + rest
    base = {k: lesson.scenario[k] for k in ("game", "options") if k in lesson.scenario}
    title = lesson.title
    head = {"format": FORMAT, "version": VERSION, "id": lesson.id + SUFFIX,
            "title": say("quiz.title", title=title), "goal": say("quiz.goal"), **base,
            "seed": seed}
    steps: list[dict] = []
    k = 0
    while len(steps) < MAX_QUESTIONS and k < 3 * MAX_QUESTIONS:
        kind = order[k % len(order)]
        k += 1
        if k > len(order) and len(steps) >= MIN_QUESTIONS:
            break                           # each kind once when there are enough
        step = None
        for _ in range(TRIES):
            try:
                step = rules.QUESTIONS[kind].make(rules, base, random.Random(rng.random()))
                if step is not None:          # read as the format reads it (a city's name
                    parse_lesson({**head, "steps": [step]})    # may make a long sentence)
            except TTRError:
                step = None
            if step is not None:
                break
        if step is not None:
            steps.append(step)
    if len(steps) < MIN_QUESTIONS:
        return None
    return parse_lesson({**head, "steps": steps}, f"<{lesson.id}{SUFFIX} seed {seed}>")
