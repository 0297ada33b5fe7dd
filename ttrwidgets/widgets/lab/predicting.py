"""The lab's predict mode: the question about the next step, the learner's guess judged (or,
in tally mode, the class's votes counted and revealed), the score -- changes of the lab's state
(:class:`~.controller.LabController`)."""
from __future__ import annotations

from ...graphs.lab import why_text
from ...graphs.lab.predict import ASKS, Question, question as _question
from . import words
from .texts import t


def set_predict(lab, on: bool, ask: str | None = None, tally: bool | None = None) -> None:
    """Predict mode on or off; ``ask``: ``"next"`` (which city or route next),
    ``"values"`` (the new distance, does a route close a cycle, which side of the cut)
    or ``"both"``; ``tally``: the class votes, :meth:`reveal` judges every vote."""
    if ask is not None:
        if ask not in ASKS:
            raise ValueError(ask)
        lab.ask = ask
    if tally is not None:
        lab.tally = bool(tally)
    lab.predict = bool(on)
    lab.feedback = None
    lab.score = [0, 0]
    lab.answered = {}
    lab.votes = {}
    lab.question_cache = {}


def question_at(lab, j: int) -> Question | None:
    key = (j, lab.ask)
    if key not in lab.question_cache:
        lab.question_cache[key] = _question(lab.algorithm, lab.graph, lab.steps, j,
                                        lab.ask)
    return lab.question_cache[key]


def question(lab) -> Question | None:
    """The question about the next step, while predict mode asks it (else None)."""
    if not lab.predict or not lab.steps or lab.at_end:
        return None
    j = lab.index + 1
    if j in lab.answered:
        return None
    return question_at(lab, j)


def is_pick(lab, j: int) -> bool:
    return question_at(lab, j) is not None


def pending_pick(lab):
    """The next step, when it is one the learner should predict now (predict mode)."""
    q = lab.question()
    return lab.steps[q.index] if q is not None else None


def asks_edge(lab) -> bool:
    q = lab.question()
    return q is not None and q.kind == "edge"


def predict_click(lab, kind: str, item) -> bool:
    """The learner's prediction (``"node"`` or ``"edge"``) of the next step: judged, then
    shown with its reason (in tally mode: one more vote). Returns whether it was right."""
    q = lab.question()
    if q is None:
        lab.note = ("ttr-lab-info",
                     lambda lang: t("lab.predict.wait", lang, step=t("lab.step", lang)))
        return False
    if kind != q.kind:
        lab.note = ("ttr-lab-info", lambda lang: t("lab.ask.click-" + q.kind, lang))
        return False
    return judge(lab, q, item)


def answer(lab, value) -> bool:
    """Answer a value question: a number (``"12"`` or 12) or yes/no (True/False,
    ``"yes"``/``"no"``). A malformed answer changes nothing and says why."""
    q = lab.question()
    if q is None or q.kind not in ("number", "yesno"):
        lab.note = ("ttr-lab-info",
                     lambda lang: t("lab.predict.wait", lang, step=t("lab.step", lang)))
        return False
    if q.kind == "number":
        try:
            text = str(value).strip()
            v = float("inf") if text in ("∞", "inf") else int(text)
        except (TypeError, ValueError):
            shown = str(value)
            lab.note = ("ttr-lab-bad", lambda lang: t("lab.ask.not-number", lang,
                                                       got=shown))
            return False
    else:
        if isinstance(value, str):
            low = value.strip().lower()
            if low not in ("yes", "no", "ja", "nein"):
                shown = value
                lab.note = ("ttr-lab-bad", lambda lang: t("lab.ask.not-yesno", lang,
                                                           got=shown))
                return False
            v = low in ("yes", "ja")
        else:
            v = bool(value)
    return judge(lab, q, v)


def judge(lab, q: Question, a) -> bool:
    right = q.accepts(a)
    lab.note = None
    if lab.tally:
        lab.votes[a] = lab.votes.get(a, 0) + 1
        return right
    j = q.index
    lab.answered[j] = right
    lab.score[1] += 1
    lab.score[0] += bool(right)
    lab.index = j
    lab.lock_if_stepping()
    st, names = lab.steps[j], lab.names_in
    got = lambda lang: words.answer_text(lab, q, a, lang)  # noqa: E731
    took = lambda lang: words.answer_text(lab, q, q.answer, lang)  # noqa: E731
    if right and q.tie and a != q.answer:
        lab.feedback = ("ttr-lab-right", lambda lang: t(
            "lab.predict.right-tie", lang, got=got(lang), took=took(lang),
            why=why_text(st, lang, names(lang))))
    elif right:
        lab.feedback = ("ttr-lab-right", lambda lang: t(
            "lab.predict.right", lang, why=why_text(st, lang, names(lang))))
    elif q.tie:
        allowed = lambda lang: ", ".join(sorted(words.answer_text(lab, q, x, lang)  # noqa: E731
                                                for x in q.allowed))
        lab.feedback = ("ttr-lab-wrong", lambda lang: t(
            "lab.predict.wrong-tie", lang, got=got(lang), allowed=allowed(lang),
            why=why_text(st, lang, names(lang))))
    else:
        lab.feedback = ("ttr-lab-wrong", lambda lang: t(
            "lab.predict.wrong", lang, got=got(lang), why=why_text(st, lang, names(lang))))
    return right


def reveal(lab) -> None:
    """Tally mode: judge the class's votes and show the step."""
    q = lab.question()
    if q is None:
        return
    votes = dict(lab.votes)
    j = q.index
    right = sum(n for a, n in votes.items() if q.accepts(a))
    total = sum(votes.values())
    lab.score[0] += right
    lab.score[1] += total
    lab.answered[j] = right
    lab.index = j
    lab.votes = {}
    lab.lock_if_stepping()
    st, names = lab.steps[j], lab.names_in

    def revealed(lang):
        parts = [f"{words.answer_text(lab, q, a, lang)} {n} {'✓' if q.accepts(a) else '✗'}"
                 for a, n in sorted(votes.items(), key=lambda an: -an[1])]
        return t("lab.tally.revealed", lang, right=right, n=total, votes=" · ".join(parts),
                 why=why_text(st, lang, names(lang)))
    lab.feedback = ("ttr-lab-info", revealed)
