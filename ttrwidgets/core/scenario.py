"""Scenario files (format v1, ``shared/spec/scenarios.md``) for every family: the one step
runner and the ``python -m ttrwidgets scenario`` command.

A scenario sets up a position, plays actions and states what must follow. What is the same for
every game lives here: reading the file, choosing the family that plays its ``game``, the step
loop (an action or a query per step, with its ``expect``), the result lines (``{"file",
"step", "check", "ok", "expected", "got"}``), the errors of a malformed file (every problem with
its JSON path, :class:`Problems`) and the rule coverage (``trace``: the rule ids the scenario
applied, cited or checked). What a game's steps mean -- its set-up and positions, its actions,
its expectations and queries, which rules a check covers -- a family supplies as a
:class:`ScenarioRunner` subclass (Ticket to Ride: :mod:`ttrwidgets.ttr.scenario`, Trans:
:mod:`ttrwidgets.trans.scenario`); its protocol function ``run_scenario`` is that runner's
:meth:`~ScenarioRunner.run`. A family may also read scenarios its own way (any
``run_scenario(data, source, trace) -> results``): the command only asks the family.

>>> import io
>>> out = io.StringIO()
>>> run_files(["no-such-file.json"], out, out)
2
>>> "no-such-file.json" in out.getvalue()
True
"""
from __future__ import annotations

import json
import sys

from .errors import (DataError, IllegalActionError, InvalidActionError, Message, ScenarioError,
                     TTRError,
                     printable, report_internal_error)
from .jsonfile import check_json_value, describe_value, read_json_file

__all__ = ["Problems", "ScenarioRunner", "scenario_family", "run_scenario", "run_files",
           "load_scenario_file", "say", "is_whole", "TOP_KEYS", "read_top", "seed_and_steps",
           "each_file", "named"]

#: The keys of a scenario's top level (every family's).
TOP_KEYS = frozenset({"title", "game", "options", "seed", "position", "steps", "description"})


class Problems:
    """The problems found in one scenario (or lesson, puzzle) file, each ``(JSON path,
    message)``; :meth:`raise_if_any` raises them together as one :class:`ScenarioError`."""

    def __init__(self, source: str):
        self.source = source
        self.items: list[tuple[str, str]] = []

    def add(self, path: str, msg: str) -> None:
        self.items.append((path, msg))

    def raise_if_any(self) -> None:
        if self.items:
            raise ScenarioError(self.source, self.items)


def named(v) -> dict:
    """The parameters of a problem about a name the file gave (``$text``, ``$name``,
    ``$value``): text is quoted as the language quotes a name ("unknown action 'fly'"), any
    other value is described ("unknown action the number 7")."""
    if isinstance(v, str):
        return {"text": "yes", "name": v, "value": ""}
    return {"text": "no", "name": "", "value": describe_value(v)}


def is_whole(v) -> bool:
    """A whole number (not a bool)."""
    return isinstance(v, int) and not isinstance(v, bool)


def read_top(data, source: str) -> Problems:
    """Begin checking a scenario's top level (for a family's set-up): its depth and numbers
    (the data need not come from a file), an object (else raised at once), no unknown key.
    Returns the problems found so far; the family adds its own and raises them."""
    probs = Problems(source)
    check_json_value(data, source, what="scenario")
    if not isinstance(data, dict):
        probs.add("$", Message("scenario.not-object", value=describe_value(data)))
        probs.raise_if_any()
    for k in sorted(set(data) - TOP_KEYS):
        probs.add(f"$.{k}", Message("scenario.unknown-key", known=", ".join(sorted(TOP_KEYS))))
    return probs


def seed_and_steps(data: dict, probs: Problems) -> int:
    """The scenario's ``seed`` (default 0; not a whole number is a problem) and a check that
    its ``steps`` are a list."""
    seed = data.get("seed", 0)
    if not is_whole(seed):
        probs.add("$.seed", Message("check.must-be-whole", value=describe_value(seed)))
    if not isinstance(data.get("steps", []), list):
        probs.add("$.steps", Message("check.must-be-list",
                                        value=describe_value(data.get("steps"))))
    return seed


class ScenarioRunner:
    """The step loop of a scenario; a family's subclass supplies what its steps mean.

    Hooks (the family's): :meth:`setup` (the start state from the file's top level),
    :meth:`to_action` (a ``do`` step as the family's action), :meth:`check_state` (the
    ``expect`` keys after an action), :meth:`query` and :meth:`compare` (a ``query`` step and its
    ``expect``), :meth:`rule_matches`, the wording of unknown step names
    (:meth:`unknown_action`, :meth:`unknown_query`), and for rule coverage :meth:`trace_setup`,
    :meth:`trace_state`, :meth:`trace_action` and :meth:`trace_query`. ``apply`` is the
    family's."""

    #: The ``do`` names and ``query`` names a step of this family may use.
    ACTIONS: frozenset = frozenset()
    QUERIES: frozenset = frozenset()

    def __init__(self, apply):
        self.apply = apply

    # ------------------------------------------------------------------ the family's hooks
    def setup(self, data, source: str) -> tuple:
        """The start state and the steps that set it up (a malformed top level raises)."""
        raise NotImplementedError

    def unknown_action(self, do) -> str:
        return Message("scenario.unknown-action", **named(do),
                       known=", ".join(sorted(self.ACTIONS)))

    def unknown_query(self, q) -> str:
        return Message("scenario.unknown-query", **named(q),
                       known=", ".join(sorted(self.QUERIES)))

    def to_action(self, state, st: dict, path: str, probs: Problems):
        """The step's action, or None with the problems noted."""
        raise NotImplementedError

    def check_state(self, state, steps, expect: dict, path: str, probs: Problems) -> list:
        """``(check, expected, got, ok)`` for each expectation after an action (``steps``: the
        action's explanation steps); unknown keys are problems."""
        raise NotImplementedError

    def rule_matches(self, state, expected, got) -> bool:
        """Does the rule id that refused the action (``got``) answer ``expect.rule``?"""
        return expected == got

    def query(self, state, st: dict, path: str, probs: Problems):
        """The value a ``query`` step asks for (None with the problems noted)."""
        raise NotImplementedError

    def compare(self, state, st: dict, q: str, expected, got) -> bool:
        """Does the query's value ``got`` match its ``expect``?"""
        return expected == got

    def trace_setup(self, trace: set, data, state, steps) -> None:
        """Rule ids the set-up exercised (a scenario without a position deals)."""
        trace.update(x.rule for x in steps)

    def trace_state(self, trace: set, state) -> None:
        """What every step covers in ``state`` before it runs."""

    def trace_action(self, trace: set, state, action, expect, rule) -> None:
        """Rule ids an action step exercises beyond the family's steps and rejections."""

    def trace_query(self, trace: set, q: str, expect, state, st: dict) -> None:
        """Rule ids whose numbers a query's expectation checks."""

    # ------------------------------------------------------------------ the loop
    def run(self, data, source: str = "<scenario>", trace: set | None = None) -> list[dict]:
        """Run a scenario; one result dict per expectation. Raises :class:`ScenarioError` if
        the file is malformed. ``trace``, if given, collects the rule ids the scenario
        exercised: rules applied (steps), rules cited by rejections and rules whose numbers a
        query checks."""
        state, setup_steps = self.setup(data, source)
        if trace is not None:
            self.trace_setup(trace, data, state, setup_steps)
        results: list[dict] = []
        for i, st in enumerate(data.get("steps", [])):
            state = self.run_step(state, st, f"$.steps[{i}]", source, results, trace, i)
        return results

    def run_step(self, state, st, path: str, source: str, results: list,
                 trace: set | None = None, index=None):
        """Run one scenario step ``st`` (an action or a query, with its ``expect``) on
        ``state``: append one result dict per expectation to ``results`` and return the state
        after it (the same state for a query or a refused action). ``path`` is the step's JSON
        path in ``source``; a malformed step raises :class:`ScenarioError`. Lessons run their
        scripted moves and their answer checks through here, so they mean exactly what a
        scenario means."""
        probs = Problems(source)
        if not isinstance(st, dict):
            probs.add(path, Message("scenario.step-object", value=describe_value(st)))
            probs.raise_if_any()
        expect = st.get("expect", {})
        if "do" in st and (not isinstance(st["do"], str) or st["do"] not in self.ACTIONS):
            probs.add(f"{path}.do", self.unknown_action(st["do"]))
        if "query" in st and (not isinstance(st["query"], str) or st["query"] not in self.QUERIES):
            probs.add(f"{path}.query", self.unknown_query(st["query"]))
        if "do" not in st and "query" not in st:
            probs.add(path, Message("scenario.step-needs"))
        probs.raise_if_any()
        if trace is not None:
            self.trace_state(trace, state)

        def out(check, expected, got, ok):
            results.append({"file": source, "step": index, "check": check, "ok": bool(ok),
                            "expected": expected, "got": got})
        if "do" in st:
            if not isinstance(expect, dict):
                probs.add(f"{path}.expect", Message("check.must-be-object", what="object",
                                                       value=describe_value(expect)))
                probs.raise_if_any()
            action = self.to_action(state, st, path, probs)
            probs.raise_if_any()
            steps_out: list = []
            try:
                state, steps_out = self.apply(state, action)
                legal, rule = True, None
            except IllegalActionError as e:
                legal, rule = False, e.rule_id
                if trace is not None:
                    trace.add(e.rule_id)
            except InvalidActionError as e:
                probs.add(path, Message("scenario.because", why=e.message))
                probs.raise_if_any()
            if trace is not None:
                trace.update(x.rule for x in steps_out)
                self.trace_action(trace, state, action, expect, rule)
            if "legal" in expect:
                out("legal", expect["legal"], legal, legal == expect["legal"])
            if "rule" in expect:
                out("rule", expect["rule"], rule, self.rule_matches(state, expect["rule"], rule))
            for check, exp, got, ok in self.check_state(state, steps_out, expect, path, probs):
                out(check, exp, got, ok)
            probs.raise_if_any()
        else:
            got = self.query(state, st, path, probs)
            probs.raise_if_any()
            if "expect" in st:
                if trace is not None:
                    self.trace_query(trace, st["query"], expect, state, st)
                out(st["query"], expect, got, self.compare(state, st, st["query"], expect, got))
        return state


# ---------------------------------------------------------------------- files and the command
def scenario_family(data):
    """The family module that runs a decoded scenario: the one that plays its ``game``; a game
    nobody plays (or no game) goes to the first family, whose set-up then names the
    problem."""
    from .family import families, family
    from .registry import game
    if isinstance(data, dict) and isinstance(data.get("game"), str):
        try:
            game(data["game"])
        except KeyError:
            pass
        else:
            return family(data["game"])
    return families()[0]


def run_scenario(data, source: str = "<scenario>", trace: set | None = None) -> list[dict]:
    """Run a decoded scenario of any family's game (checked for depth and numbers first);
    one result dict per expectation. A malformed file raises :class:`ScenarioError`."""
    check_json_value(data, source, what="scenario")
    return scenario_family(data).run_scenario(data, source, trace)


def load_scenario_file(path):
    """The JSON of the scenario file at ``path``, read within the limits of
    :mod:`~ttrwidgets.core.jsonfile` (a regular file, size, depth, numbers); any problem is a
    :class:`ScenarioError` naming the file."""
    return read_json_file(path, what="scenario")


def run_files(paths, stream=None, err=None) -> int:
    """The ``scenario`` command: print one JSON line per expectation; return the exit code.

    0: every expectation holds; 1: one fails; 2: a file is malformed (the message names the
    file and the JSON path) or could not be checked. The other files are still checked.
    """
    stream = stream or sys.stdout
    err = err or sys.stderr
    code = 0
    for _path, results in each_file(paths, lambda p: run_scenario(load_scenario_file(p), str(p)),
                                    err):
        if results is None:
            code = 2
            continue
        for r in results:
            # lone surrogates (a JSON escape like "\\ud800") are written as \\udXXX escapes:
            # the line stays valid JSON and means the same
            say(printable(json.dumps(r, ensure_ascii=False)), stream)
            if not r["ok"] and code == 0:
                code = 1
    return code


def each_file(paths, work, err):
    """``(path, work(path))`` for each file of a command (``scenario``, ``puzzle solve``, ...),
    in order; a file ``work`` refuses or fails on gives ``(path, None)`` after one line on
    ``err`` naming the file (``error: FILE: ...`` with the JSON paths; an unexpected error: the
    friendly line with a reference), and the other files are still worked on."""
    from . import cli_text
    lang = cli_text.LANG or cli_text.i18n.FALLBACK    # python -m ttrwidgets --lang de COMMAND
    for path in paths:
        try:
            result = work(path)
        except DataError as e:  # names its file (the scenario, or a broken map it needs)
            where = "" if e.source == printable(path) else f"{printable(path)}: "
            say(cli_text.say("error", lang, error=where + printable(e.message(lang))), err)
            yield path, None
            continue
        except TTRError as e:
            say(cli_text.say("error", lang,
                             error=f"{printable(path)}: {printable(e.message(lang))}"), err)
            yield path, None
            continue
        except Exception as e:  # noqa: BLE001 - one bad file must not hide the others
            report_internal_error(e, err, f"{printable(path)}: ")
            yield path, None
            continue
        yield path, result


def say(text: str, stream) -> None:
    """Print a line that never fails on characters the stream cannot encode."""
    try:
        print(text, file=stream)
    except UnicodeEncodeError:
        enc = getattr(stream, "encoding", None) or "ascii"
        print(text.encode(enc, "backslashreplace").decode(enc), file=stream)
