"""Lessons on the Trans games' grid board (Trans Europa, Trans America): the Trans family's
lesson adapter (:class:`~.adapter.LessonAdapter`), named by ``ttrwidgets.trans.LESSON_ADAPTER``:
what a lesson file's steps may ask there and how a try is matched. The one runtime
(:mod:`.run`, :mod:`.model`, :mod:`.check`) asks it, and the family's rules, through
:func:`.adapter.rules_for`.

The file format is the same (``ttrwidgets.lesson``, version 1); the game, options, seed and
positions are a Trans scenario's (``shared/spec/scenarios.md``, Trans positions), and tasks name
Trans things:

* ``{"do": "place_marker" | "lay_rail" | "end_turn" | "return_city" | "pass_city" (or a list),
  ...}`` with the match fields ``at`` (a point ``[col, row]`` or a city: where the marker goes),
  ``edge`` (a line ``[P, Q]``: where the rail goes), ``touches`` (a city or a list: the rail or
  the marker is at one of them), ``where`` (``{"kind": "plain" | "water" | "mountain"}``: the
  line's kind), ``city`` (the city card given back or passed on), ``until`` (Trans scenario
  ``expect`` keys, e.g. ``{"current_player": 1}``) and ``solution`` (Trans scenario actions);
* ``{"click": "line" | "node", "any": [REFS], "where": {...}}``: click one of the lines (``[P,
  Q]``) or intersections (points or cities) named, or a line that fits ``where`` (``kind``,
  ``free``: no rail on it yet, ``touches``);
* ``{"choose": [...], "answer": N, "check": [TRANS SCENARIO STEPS]}``: the check runs the
  Trans scenario steps (``{"query": "missing_rails", "player": 0, "expect": {"value": 5}}``,
  ...) on the step's position, so the answer is the engine's.

``focus`` names cities: the grid board rings them (it has no zoom).

>>> from ttrwidgets.lessons import course
>>> c = course("trans_europa")
>>> c.lessons[0].id, name, click_kinds
('trans_europa.goal', 'trans', ('line', 'node'))
"""
from __future__ import annotations

from ...core.errors import Message
from ...core.jsonfile import describe_value
from ...core.session import session_of
from ..actions import EndTurn, LayRail, PassCity, PlaceMarker, ReturnCity
from ..scenario import (TRANS_ACTIONS, _check_state, _city, _line, _node, _Problems,
                              _setup, _to_action)
from ..scenario import run_step as _run_step
from ...lessons.model import (check_click_fields, check_do_fields, click_targets_by, names_action,
                    until_holds_by)
from .questions import QUESTIONS  # test-yourself question kinds (:mod:`.quiz`)

__all__ = ["name", "click_kinds", "do_fields", "click_fields", "choose_fields", "setup",
           "problems", "to_action", "run_step", "session", "action_name", "matches",
           "until_holds", "click_targets", "check_task", "focus_city", "QUESTIONS", "ACTION_NAME"]

name = "trans"
#: What a click task clicks: a line (edge), an intersection (node).
click_kinds = ("line", "node")

#: The scenario name (``"do"``) of each Trans action type.
ACTION_NAME = {PlaceMarker: "place_marker", LayRail: "lay_rail", EndTurn: "end_turn",
               ReturnCity: "return_city", PassCity: "pass_city"}
MATCH_FIELDS = ("at", "edge", "touches", "where", "city")
do_fields = frozenset({"do", "player", "until", "solution", *MATCH_FIELDS})
click_fields = frozenset({"click", "any", "where"})
choose_fields = frozenset({"choose", "answer", "feedback", "check"})
_WHERE = {"kind", "free", "touches"}
_KINDS = ("plain", "water", "mountain")


def action_name(action) -> str:
    return ACTION_NAME[type(action)]


def _quiet():
    return _Problems("<lesson>")


def _nodes_of(board, refs) -> set:
    """The nodes of a city or point reference, or of a list of them."""
    refs = refs if isinstance(refs, list) and not (
        len(refs) == 2 and all(isinstance(x, int) for x in refs)) else [refs]
    probs = _quiet()
    return {v for v in (_node(board, r, "$", probs) for r in refs) if v is not None}


def _line_of(board, action) -> int | None:
    if not isinstance(action, LayRail):
        return None
    try:
        return board.line_of(board.node_at(action.a), board.node_at(action.b))
    except KeyError:
        return None


def _fits(state, line: int, where: dict) -> bool:
    b = state.map
    ln = b.lines[line]
    if "kind" in where and ln.kind != where["kind"]:
        return False
    if "free" in where and (line not in state.rails) != where["free"]:
        return False
    if "touches" in where and not {ln.a, ln.b} & _nodes_of(b, where["touches"]):
        return False
    return True


# --------------------------------------------------------------------------- matching
def matches(task: dict, state, action) -> bool:
    """The action (legal in ``state``) is one the ``do`` task asks for."""
    if not names_action(task, action, action_name):
        return False
    b = state.map
    line = _line_of(b, action)
    at = b.node_at(action.at) if isinstance(action, PlaceMarker) else None
    if "at" in task and (at is None or at not in _nodes_of(b, task["at"])):
        return False
    if "edge" in task and (line is None or line != _line(b, task["edge"], "$", _quiet())):
        return False
    if "where" in task and (line is None or not _fits(state, line, task["where"])):
        return False
    if "touches" in task:
        want = _nodes_of(b, task["touches"])
        here = {b.lines[line].a, b.lines[line].b} if line is not None else \
            {at} if at is not None else set()
        if not here & want:
            return False
    if "city" in task:
        if not isinstance(action, (ReturnCity, PassCity)):
            return False
        if b.city_index(action.city) != _city(b, task["city"], "$", _quiet()):
            return False
    return True


def until_holds(task: dict, state, steps=()) -> bool:
    """The task's ``until`` (Trans scenario ``expect`` keys) holds (no ``until``: yes)."""
    def check(until):
        probs = _quiet()
        return probs, _check_state(state, until, "$.until", probs)
    return until_holds_by(task, check)


def click_targets(task: dict, state) -> list[int]:
    """The lines or intersections a ``click`` task accepts, the one *Show me* points at
    first."""
    b = state.map
    find = _line if task["click"] == "line" else _node

    def refs(ref):
        x = find(b, ref, "$", _quiet())
        return [] if x is None else [x]
    return click_targets_by(task, refs, len(b.lines), lambda x, w: _fits(state, x, w))


def focus_city(board, name, path: str, probs):
    """A ``focus`` entry: a city of the board (its index)."""
    return _city(board, name, path, probs)


# --------------------------------------------------------------------------- validating
def check_task(probs, t: dict, kind: str, path: str, start) -> None:
    """The Trans fields of a task (the kind already known and the keys checked by
    :mod:`.model`)."""
    b = start.map
    if kind == "do":
        check_do_fields(probs, t, path, TRANS_ACTIONS, '{"current_player": 1}')
        if "at" in t:
            _node(b, t["at"], f"{path}.at", probs)
        if "edge" in t:
            _line(b, t["edge"], f"{path}.edge", probs)
        if "touches" in t:
            _refs(probs, b, t["touches"], f"{path}.touches")
        if "where" in t:
            _where(probs, b, t["where"], f"{path}.where")
        if "city" in t:
            _city(b, t["city"], f"{path}.city", probs)
    elif kind == "click":
        check_click_fields(
            probs, t, path, click_kinds,
            lambda ref, at: _line(b, ref, at, probs), lambda ref, at: _node(b, ref, at, probs),
            lambda w, at: _where(probs, b, w, at))


def _refs(probs, b, v, path: str) -> None:
    items = v if isinstance(v, list) and not (
        len(v) == 2 and all(isinstance(x, int) for x in v)) else [v]
    for j, r in enumerate(items):
        _node(b, r, f"{path}[{j}]" if isinstance(v, list) and items is v else path, probs)


def _where(probs, b, w, path: str) -> None:
    if not isinstance(w, dict):
        probs.add(path, Message("lesson-file.where", known="kind, free, touches",
                                value=describe_value(w)))
        return
    for k in sorted(set(w) - _WHERE):
        probs.add(f"{path}.{k}", Message("lesson-file.where-key", known="kind, free, touches"))
    if "kind" in w and w["kind"] not in _KINDS:
        probs.add(f"{path}.kind", Message("check.one-of", choices="plain, water, mountain",
                                          value=describe_value(w["kind"])))
    if "free" in w and not isinstance(w["free"], bool):
        probs.add(f"{path}.free", Message("check.must-be-flag", value=describe_value(w["free"])))
    if "touches" in w:
        _refs(probs, b, w["touches"], f"{path}.touches")


# --------------------------------------------------------------------------- the family
# the Trans scenario format's readers: a lesson's positions, actions and checks mean what a
# Trans scenario's mean
setup = _setup
problems = _Problems
to_action = _to_action


def session(state, kinds, steps=()):
    """The session a lesson step is played on (the other seats: the family's bot; ``greedy``,
    the route family's bot, is read as the Steiner bot by the family's session)."""
    return session_of(state, kinds, steps)


def run_step(state, st, path, source, results):
    """One Trans scenario step with its ``expect`` (a question's ``check``)."""
    return _run_step(state, st, path, source, results)
