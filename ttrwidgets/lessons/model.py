"""Lesson files: reading and validating them (format ``ttrwidgets.lesson``, version 1).

A lesson is a short sequence of steps written on the scenario format
(``shared/spec/scenarios.md``): the top level names the game, its options, a seed and a
position exactly as a scenario does, and each step is one or two sentences in English and
German, the rule ids they teach, and a task the engine can check::

    {
      "format": "ttrwidgets.lesson", "version": 1,
      "id": "europe.tunnels",
      "title": {"en": "Tunnels", "de": "Tunnel"},
      "goal": {"en": "Pay for a tunnel ...", "de": "..."},
      "game": "europe", "options": {"players": 2}, "seed": 7,
      "position": { ...a scenario position... },
      "steps": [
        {"say": {"en": "...", "de": "..."}, "rules": ["tunnel.reveal"],
         "focus": ["Zürich", "München"],
         "task": {"do": "claim", "route": ["Zürich", "München"],
                  "solution": [{"do": "claim", "route": ["Zürich", "München"],
                                "cards": {"red": 2}}]},
         "hint": {"en": "...", "de": "..."}}
      ]
    }

Step fields
    ``say`` (required): the sentences, ``{"en": ..., "de": ...}``.
    ``rules`` (required): the rule ids the step teaches (ids of the game's rules file). A step
    with a task names at least one.
    ``position``, ``seed`` (optional): the step starts from this position (scenario format)
    instead of where the previous step ended.
    ``before`` (optional): scenario actions played when the step starts (the other players'
    moves, say), each of which must be legal.
    ``focus`` (optional): cities the board zooms to.
    ``hint`` (optional): what a wrong try the rules allow is answered with: one text, or a
    list of up to three that narrow step by step without telling (the first after the first
    wrong try, the second after the second, ...).
    ``task`` (optional; without one the step is read and *Next* goes on):

    * ``{"do": NAME or [NAMES], ...match fields..., "until": EXPECT, "solution": [ACTIONS]}``:
      do an action (``NAME`` is a scenario action name). Only actions that match are played;
      fields that narrow the match: ``route`` (a route reference), ``touches`` (a city or a
      list: the route or station is at one of them), ``where`` (see below), ``city``,
      ``from``, ``color``, ``cards``, ``short``, ``long``. ``until`` (scenario ``expect`` keys
      about the state, e.g. ``{"pending": null}``) keeps the step open for more matching
      actions until it holds, as when drawing two cards. ``solution`` (scenario actions) is
      what *Show me* plays; it must complete the task.
    * ``{"try": NAME, ...match fields..., "refused": RULE_ID, "solution": [ACTION]}``: try a
      move the rules forbid, and read why: the step is done when the engine refuses a matching
      action with rule ``RULE_ID`` (nothing changes). ``solution`` is one such action (what
      *Show me* tries); ``lesson check`` proves the engine refuses it with that rule and that
      no matching action is legal.
    * ``{"click": "route" or "city", "any": [REFS], "where": {...}}``: click a route or city
      on the board: one of ``any``, or any that fits ``where`` (``kind``: ``normal`` |
      ``tunnel`` | ``ferry``, ``colour``, ``length``, ``touches``, ``free``: still
      unclaimed). *Show me* points at the first one.
    * ``{"choose": [CHOICES], "answer": N, "check": [SCENARIO STEPS]}``: answer a question;
      a choice is a number, a text, or ``{"en", "de"}``; ``answer`` is the index of the right
      one. ``check`` (scenario steps with ``expect``, run on the step's position without
      changing it) proves the answer with the engine; every expectation must hold.

Top-level ``not_by_doing`` (optional): rule ids this lesson tells about but no learner's
action can do, each with the reason (``{"setup.deal": "dealt before the first turn"}``);
every rule of a game is done on the board (a ``do`` task whose action the engine explains
with it, or a ``try`` it refuses with it) somewhere in its course, or named here (the
coverage test checks it).

Every problem is reported with the file and the JSON path (:class:`LessonError`), never a
traceback; :func:`load_lesson` reads and validates one file.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..core.errors import DataError, LessonError, Message, ScenarioError, TTRError, Text
from ..core.jsonfile import read_json_file
from ..core.rulebook import rule, rule_ids

__all__ = ["Lesson", "Step", "Task", "LessonError", "load_lesson", "parse_lesson",
           "LANGS", "FORMAT", "VERSION"]

FORMAT = "ttrwidgets.lesson"
VERSION = 1
LANGS = ("en", "de")
_TOP = {"format", "version", "id", "title", "goal", "game", "options", "seed", "position",
        "steps", "not_by_doing"}
_STEP = {"say", "rules", "position", "seed", "before", "focus", "task", "hint"}
#: A try task has a do task's fields (without until), the action name under ``try``.
TRY_EXTRA = {"try", "refused"}
_ID = re.compile(r"[a-z0-9_]+([.-][a-z0-9_]+)*")
#: Most steps and sentence length: a lesson is short, a step one or two sentences.
MAX_STEPS = 20
MAX_SAY = 400
#: A step says one thing: at most two sentences and about 40 words in each language.
MAX_SENTENCES = 2
MAX_WORDS = 40
#: Graded hints: at most this many, each narrowing the last.
MAX_HINTS = 3
#: Abbreviations whose full stop ends no sentence.
_ABBREV = re.compile(r"\b(?:z\. ?B|d\. ?h|u\. ?a|e\. ?g|i\. ?e|usw|bzw|ca|Nr|vs|St)\.", re.I)
_SENTENCE_END = re.compile(r"[.!?]+(?=[\s\"”)]|$)")


def sentences(text: str) -> int:
    """How many sentences ``text`` has (a full stop, ! or ? ends one; abbreviations do not).

    >>> sentences("Take two cards. Each one from the row or the deck!"), sentences("z. B. so.")
    (2, 1)
    >>> sentences("Rails run to St. Petersburg. May you go on?")   # a city's name ends none
    2
    """
    t = _ABBREV.sub("", text.strip())
    n = len(_SENTENCE_END.findall(t))
    return n + (0 if _SENTENCE_END.search(t[-1:] or ".") else 1)


def words(text: str) -> int:
    """How many words ``text`` has (numbers count; a dash between city names joins them)."""
    return len(text.split())


@dataclass(frozen=True)
class Task:
    """What a step asks: ``kind`` is ``"do"``, ``"try"``, ``"click"`` or ``"choose"``; ``data``
    the task object as written (validated)."""
    kind: str
    data: dict

    @property
    def match(self) -> dict:
        """The fields an action must match, as a ``do`` task has them (a try task's ``try``
        under ``do``)."""
        return do_view(self.data) if self.kind == "try" else self.data


def do_view(t: dict) -> dict:
    """A try task's fields as a do task's: ``try`` under ``do``, without ``refused``."""
    return {("do" if k == "try" else k): v for k, v in t.items() if k != "refused"}


@dataclass(frozen=True)
class Step:
    index: int
    say: dict
    rules: tuple
    task: Task | None = None
    hint: tuple = ()                  # graded hints, each {"en", "de"}
    position: dict | None = None
    seed: int | None = None
    before: tuple = ()
    focus: tuple = ()                 # city indices


@dataclass(frozen=True)
class Lesson:
    id: str
    title: dict
    goal: dict
    game: str
    scenario: dict                    # {"game", "options", "seed", ["position"]}
    steps: tuple
    source: str = "<lesson>"
    data: dict = field(default_factory=dict, compare=False, repr=False)
    not_by_doing: dict = field(default_factory=dict, compare=False)   # rule id -> reason

    def text(self, what: str, lang: str) -> str:
        from ..core.i18n import pick
        return pick(getattr(self, what), lang)


class Problems:
    """The problems found in a lesson file, each ``(JSON path, message)``."""

    def __init__(self, source: str):
        self.source = source
        self.items: list[tuple[str, str]] = []

    def add(self, path: str, msg: str) -> None:
        self.items.append((path, msg))


def load_lesson(path) -> Lesson:
    """Read and validate the lesson file at ``path`` (any problem: :class:`LessonError`)."""
    data = read_json_file(path, what="lesson")
    return parse_lesson(data, str(path))


def _texts(probs, data, path: str, required=True) -> dict | None:
    if data is None and not required:
        return None
    if not isinstance(data, dict) or any(not isinstance(data.get(k), str) or not data[k].strip()
                                         for k in LANGS):
        probs.add(path, Message("lesson-file.texts"))
        return None
    from ..core.i18n import known
    more = {}
    for k in sorted(set(data) - set(LANGS)):     # a language added as catalogue files (a quiz
        if known(k) and isinstance(data[k], str):   # made from the catalogues has them all)
            more[k] = data[k]
        else:
            probs.add(f"{path}.{k}", Message("lesson-file.unknown-language"))
    return {**{k: data[k] for k in LANGS}, **more}


def parse_lesson(data, source: str = "<lesson>") -> Lesson:
    """Validate lesson JSON ``data`` (from ``source``) and set up its positions once, so that
    every position, action and rule id it names is known to be right."""
    probs = Problems(source)
    if not isinstance(data, dict):
        raise LessonError(source, [("$", Message("lesson-file.not-object"))])
    for k in sorted(set(data) - _TOP):
        probs.add(f"$.{k}", Message("lesson-file.unknown-key", known=", ".join(sorted(_TOP))))
    if data.get("format") != FORMAT:
        probs.add("$.format", Message("lesson-file.format", format=FORMAT))
    if data.get("version") != VERSION:
        probs.add("$.version", Message("lesson-file.version", version=VERSION))
    lid = data.get("id")
    if not isinstance(lid, str) or not _ID.fullmatch(lid):
        probs.add("$.id", Message("lesson-file.id"))
    title = _texts(probs, data.get("title"), "$.title")
    goal = _texts(probs, data.get("goal"), "$.goal")
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        probs.add("$.steps", Message("lesson-file.steps"))
        steps = []
    elif len(steps) > MAX_STEPS:
        probs.add("$.steps", Message("lesson-file.too-many-steps", most=MAX_STEPS, n=len(steps)))
    scenario = {k: data[k] for k in ("game", "options", "seed", "position") if k in data}
    # the game, options, seed and position are the scenario format's: its reader checks them
    from .adapter import rules_for     # the game's family (adapter imports this module)
    fam = rules_for(data.get("game") if isinstance(data.get("game"), str) else None)
    try:
        start = fam.setup({**scenario, "steps": []}, source)[0]
    except ScenarioError as e:
        for p in e.problems:
            probs.add(*p)
        start = None
    if probs.items:
        raise LessonError(source, probs.items)
    game = start.rules.game
    known = set(rule_ids(game))
    out = []
    for k, st in enumerate(steps):
        out.append(_step(probs, st, f"$.steps[{k}]", k, start, known, fam))
    nbd = data.get("not_by_doing", {})
    if not isinstance(nbd, dict):
        probs.add("$.not_by_doing", Message("lesson-file.not-by-doing"))
        nbd = {}
    for r, why in nbd.items():
        if r not in known:
            try:
                rule(r, game)
            except KeyError:
                probs.add(f"$.not_by_doing.{r}", Message("lesson-file.no-rule", rule=r, game=game))
        if not isinstance(why, str) or not why.strip():
            probs.add(f"$.not_by_doing.{r}", Message("lesson-file.not-by-doing-reason"))
    if probs.items:
        raise LessonError(source, probs.items)
    return Lesson(lid, title, goal, game, scenario, tuple(out), source, data, dict(nbd))


def _step(probs, st, path: str, k: int, start, known: set, fam) -> Step | None:
    if not isinstance(st, dict):
        probs.add(path, Message("lesson-file.step-object"))
        return None
    for key in sorted(set(st) - _STEP):
        probs.add(f"{path}.{key}", Message("lesson-file.unknown-step-key",
                                           known=", ".join(sorted(_STEP))))
    say = _texts(probs, st.get("say"), f"{path}.say")
    say_checked = {k: v for k, v in (say or {}).items() if k in LANGS}
    if any(len(v) > MAX_SAY for v in say_checked.values()):
        probs.add(f"{path}.say", Message("lesson-file.say-length", most=MAX_SAY))
    for lang, v in say_checked.items():
        n, w = sentences(v), words(v)
        if n > MAX_SENTENCES or w > MAX_WORDS:
            probs.add(f"{path}.say.{lang}", Message(
                "lesson-file.say-sentences", most_sentences=MAX_SENTENCES, most_words=MAX_WORDS,
                sentences=n, words=w))
    raw = st.get("hint")
    hint = []
    if isinstance(raw, list):
        if not 1 <= len(raw) <= MAX_HINTS:
            probs.add(f"{path}.hint", Message("lesson-file.hints", most=MAX_HINTS))
        for j, h in enumerate(raw[:MAX_HINTS]):
            h = _texts(probs, h, f"{path}.hint[{j}]")
            if h:
                hint.append(h)
    elif raw is not None:
        h = _texts(probs, raw, f"{path}.hint")
        if h:
            hint.append(h)
    rules = st.get("rules")
    if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
        probs.add(f"{path}.rules", Message("lesson-file.rules"))
        rules = []
    for j, r in enumerate(rules):
        if r not in known:
            try:                       # a shared rule the game's engine cites (claim.color)
                rule(r, start.rules.game)
            except KeyError:
                probs.add(f"{path}.rules[{j}]", Message("lesson-file.no-rule", rule=r,
                                                        game=start.rules.game))
    task = _task(probs, st.get("task"), f"{path}.task", start, fam) if "task" in st else None
    if task is not None and not rules:
        probs.add(f"{path}.rules", Message("lesson-file.task-rules"))
    m = start.map
    focus = []
    if "focus" in st:
        if not isinstance(st["focus"], list):
            probs.add(f"{path}.focus", Message("lesson-file.focus"))
        else:
            for j, name in enumerate(st["focus"]):
                c = fam.focus_city(m, name, f"{path}.focus[{j}]", probs)
                if c is not None:
                    focus.append(c)
    before = st.get("before", [])
    if not isinstance(before, list) or not all(isinstance(b, dict) and "do" in b
                                               for b in before):
        probs.add(f"{path}.before", Message("lesson-file.before"))
        before = []
    seed = st.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        probs.add(f"{path}.seed", Message("lesson-file.seed"))
    if seed is not None and "position" not in st:
        probs.add(f"{path}.seed", Message("lesson-file.seed-position"))
    pos = st.get("position")
    if pos is not None and not isinstance(pos, dict):
        probs.add(f"{path}.position", Message("lesson-file.position"))
        pos = None
    return Step(k, say or {}, tuple(rules), task, tuple(hint), pos, seed, tuple(before),
                tuple(focus))


def _task(probs, t, path: str, start, fam) -> Task | None:
    if not isinstance(t, dict):
        probs.add(path, Message("lesson-file.task-object"))
        return None
    kinds = [k for k in ("do", "try", "click", "choose") if k in t]
    if len(kinds) != 1:
        probs.add(path, Message("lesson-file.task-kinds", n=len(kinds)))
        return None
    kind = kinds[0]
    if kind == "try":                  # checked as the do task it matches like, then refused
        allowed = fam.do_fields - {"do", "until"} | TRY_EXTRA
        for key in sorted(set(t) - allowed):
            probs.add(f"{path}.{key}", Message("lesson-file.task-unknown-key", kind="try",
                                               known=", ".join(sorted(allowed))))
        r = t.get("refused")
        try:
            rule(r, start.rules.game) if isinstance(r, str) else None
        except KeyError:
            r = None
        if not isinstance(r, str):
            probs.add(f"{path}.refused", Message("lesson-file.refused"))
        sol = t.get("solution")
        if isinstance(sol, list) and len(sol) != 1:
            probs.add(f"{path}.solution", Message("lesson-file.try-solution"))
        view = {k: v for k, v in do_view(t).items() if k in allowed or k == "do"}
        n = len(probs.items)
        sub = _task(probs, view, path, start, fam)
        probs.items[n:] = [(p.replace(f"{path}.do", f"{path}.try", 1), m)
                           for p, m in probs.items[n:]]
        return Task("try", t) if sub is not None else None
    allowed = {"do": fam.do_fields, "click": fam.click_fields, "choose": fam.choose_fields}[kind]
    for key in sorted(set(t) - allowed):
        probs.add(f"{path}.{key}", Message("lesson-file.task-unknown-key", kind=kind,
                                           known=", ".join(sorted(allowed))))
    if kind != "choose":
        n = len(probs.items)
        fam.check_task(probs, t, kind, path, start)
        if kind == "click" and any(p == f"{path}.click" for p, _ in probs.items[n:]):
            return None
        return Task(kind, t)
    ch = t["choose"]
    if not isinstance(ch, list) or not 2 <= len(ch) <= 6:
        probs.add(f"{path}.choose", Message("lesson-file.choices"))
        ch = []
    for j, c in enumerate(ch):
        if isinstance(c, dict):
            _texts(probs, c, f"{path}.choose[{j}]")
        elif isinstance(c, bool) or not isinstance(c, (int, str)):
            probs.add(f"{path}.choose[{j}]", Message("lesson-file.choice"))
    a = t.get("answer")
    if not isinstance(a, int) or isinstance(a, bool) or not 0 <= a < max(len(ch), 1):
        probs.add(f"{path}.answer", Message("lesson-file.answer", n=len(ch), last=len(ch) - 1))
        a = None
    fb = t.get("feedback")
    if not isinstance(fb, list) or len(fb) != len(ch):
        probs.add(f"{path}.feedback", Message("lesson-file.feedback", n=len(ch)))
    else:
        for j, f in enumerate(fb):
            if j == a:
                if f is not None:
                    probs.add(f"{path}.feedback[{j}]", Message("lesson-file.feedback-right"))
            elif f is None:
                probs.add(f"{path}.feedback[{j}]", Message("lesson-file.feedback-wrong"))
            else:
                _texts(probs, f, f"{path}.feedback[{j}]")
    chk = t.get("check")
    if not isinstance(chk, list) or not chk or not all(isinstance(x, dict) and "expect" in x
                                                       for x in chk):
        probs.add(f"{path}.check", Message("lesson-file.check"))
    return Task(kind, t)


def names_action(task: dict, action, action_name) -> bool:
    """The ``do`` task names ``action``'s kind (``action_name(action)``: its scenario name),
    played by the task's player (0 unless it says)."""
    names = task["do"] if isinstance(task["do"], list) else [task["do"]]
    return action_name(action) in names and action.seat == task.get("player", 0)


def until_holds_by(task: dict, check) -> bool:
    """The task's ``until`` holds (no ``until``: yes); ``check(until)``: the game's
    ``(problems, checks)`` of that expect object, each check ending in whether it holds."""
    until = task.get("until")
    if not until:
        return True
    probs, checks = check(until)
    return not probs.items and all(ok for *_, ok in checks)


def click_targets_by(task: dict, refs, n_edges: int, fits) -> list:
    """What a ``click`` task accepts, whatever the board: the targets ``refs(ref)`` names for
    each entry of ``any`` (those that ``fits(x, where)`` too when the task has a ``where``),
    else every edge ``0 .. n_edges - 1`` that fits ``where``. The one Show me points at
    first comes first."""
    if "any" in task:
        out = [x for ref in task["any"] for x in refs(ref)]
        if "where" in task:
            out = [x for x in out if fits(x, task["where"])]
        return list(dict.fromkeys(out))
    return [x for x in range(n_edges) if fits(x, task["where"])]


def check_do_fields(probs, t: dict, path: str, actions, until_example: str) -> None:
    """The fields every ``do`` task has, whatever the game: ``do`` (one of ``actions``, or a
    list of them), ``solution`` (the actions Show me plays) and ``until`` (an expect object
    of the game's scenario format, like ``until_example``). The problems' texts are the
    ``errors`` catalogue's (``lesson-file-*``)."""
    names = t["do"] if isinstance(t["do"], list) else [t["do"]]
    if not names or not all(isinstance(n, str) and n in actions for n in names):
        probs.add(f"{path}.do", Message("lesson-file.do", actions=", ".join(sorted(actions))))
    sol = t.get("solution")
    if not isinstance(sol, list) or not sol or not all(isinstance(a, dict) and "do" in a
                                                       for a in sol):
        probs.add(f"{path}.solution", Message("lesson-file.solution"))
    if "until" in t and not isinstance(t["until"], dict):
        probs.add(f"{path}.until", Message("lesson-file.until", example=until_example))


def check_click_fields(probs, t: dict, path: str, kinds: tuple, edge_ref, node_ref,
                       where) -> bool:
    """The fields of a ``click`` task, whatever the board: ``click`` (``kinds``: the edge
    kind, then the node kind, as the file writes them), ``any`` (references checked by
    ``edge_ref`` / ``node_ref`` with their JSON path), ``where`` (edges only, checked by
    ``where``). False when the kind is unknown (nothing else can be checked)."""
    edge, node = kinds
    if t["click"] not in kinds:
        probs.add(f"{path}.click", Message("lesson-file.click", edge=edge, node=node))
        return False
    if "any" not in t and "where" not in t:
        probs.add(path, Message("lesson-file.click-what"))
    if "any" in t:
        if not isinstance(t["any"], list) or not t["any"]:
            probs.add(f"{path}.any", Message("lesson-file.any"))
        else:
            check = edge_ref if t["click"] == kinds[0] else node_ref
            for j, ref in enumerate(t["any"]):
                check(ref, f"{path}.any[{j}]")
    if "where" in t:
        if t["click"] != kinds[0]:
            probs.add(f"{path}.where", Message("lesson-file.where-edges", edge=edge, node=node))
        else:
            where(t["where"], f"{path}.where")
    return True


def load_error(path, exc: TTRError) -> LessonError:
    """Any error reading ``path`` as a :class:`LessonError` naming it."""
    if isinstance(exc, LessonError):
        return exc
    if isinstance(exc, DataError):
        return LessonError(exc.source, exc.problems)
    return LessonError(str(Path(path)), [("$", Message("lesson-file.because",
                                                       why=lambda lang: exc.message(lang)))])
