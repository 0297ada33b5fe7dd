"""Lessons on the route boards (Europe, Deutschland, Team Asia): the Ticket to Ride family's
lesson adapter (:class:`~.adapter.LessonAdapter`), named by ``ttrwidgets.ttr.LESSON_ADAPTER``.

What only a lesson needs of these games: how a scenario action, a ``do`` task's match fields
(``route``, ``touches``, ``where``, ``city``, ``from``, ``color``, ``cards``, ``short``,
``long``) and a ``click`` task (``"route"`` or ``"city"``) are read, checked and matched.
The rules themselves (apply, why_illegal, legal_actions) are the family's, asked through the
family protocol by :mod:`.run`.

>>> name, click_kinds
('ttr', ('route', 'city'))
"""
from __future__ import annotations

from ...core.errors import Message
from ...core.jsonfile import describe_value
from ...core.session import session_of
from .. import cards as C
from .. import scenario as S
from ..actions import (BuildStation, ClaimRoute, DrawCard, DrawTickets, KeepTickets, Pass,
                           ShareTickets, TakePassengers, TunnelPay, TunnelWithdraw)
from ..colours import parse_colour
from ..maps import RouteKind
from ..state import PassengerChoice, TunnelStage
from ...lessons.model import (check_click_fields, check_do_fields, click_targets_by, names_action,
                    until_holds_by)
from .questions import QUESTIONS  # test-yourself question kinds (:mod:`.quiz`)

__all__ = ["name", "click_kinds", "do_fields", "click_fields", "choose_fields", "setup",
           "problems", "to_action", "run_step", "session", "action_name", "matches",
           "until_holds", "click_targets", "check_task", "focus_city", "QUESTIONS", "fits", "ACTION_NAME"]

name = "ttr"
#: What a click task clicks: the edge kind, then the node kind.
click_kinds = ("route", "city")
#: Fields a ``do`` task may match on, besides ``do`` itself.
MATCH_FIELDS = ("route", "touches", "where", "city", "from", "color", "cards", "short", "long")
do_fields = frozenset({"do", "player", "until", "solution", *MATCH_FIELDS})
click_fields = frozenset({"click", "any", "where"})
choose_fields = frozenset({"choose", "answer", "feedback", "check"})
_WHERE = {"kind", "colour", "color", "length", "touches", "free"}

#: The scenario name (``"do"``) of each action type.
ACTION_NAME = {DrawCard: "draw_card", ClaimRoute: "claim", TunnelPay: "tunnel_pay",
               TunnelWithdraw: "tunnel_withdraw", DrawTickets: "draw_tickets",
               KeepTickets: "keep_tickets", BuildStation: "build_station",
               TakePassengers: "take_passengers", Pass: "pass", ShareTickets: "share_tickets"}

# the scenario format's readers: a lesson's positions, actions and checks mean what a
# scenario's mean
setup = S._setup
problems = S.Problems
to_action = S.to_action
run_step = S.run_step
focus_city = S.resolve_city


def session(state, kinds, steps=()):
    """The session a lesson step is played on (history, undo, the bots of the other seats)."""
    return session_of(state, kinds, list(steps), fresh=False)


def action_name(action) -> str:
    return ACTION_NAME[type(action)]


# ------------------------------------------------------------------------ matching
def _route_of(state, action) -> int | None:
    m = state.map
    if isinstance(action, ClaimRoute):
        return m.route_by_id.get(action.route)
    if isinstance(action, (TunnelPay, TunnelWithdraw)) and isinstance(state.pending, TunnelStage):
        return state.pending.route
    if isinstance(action, TakePassengers) and isinstance(state.pending, PassengerChoice):
        return state.pending.route
    return None


def _route_refs(m, ref) -> set[int]:
    """Every route a reference ``[A, B]`` / ``[A, B, COLOUR]`` may mean (any of parallels)."""
    a, b = m.city_index(ref[0]), m.city_index(ref[1])
    rs = m.routes_between(a, b)
    if len(ref) == 3:
        rs = [r for r in rs if r.colour == parse_colour(ref[2])]
    return {r.index for r in rs}


def _city_set(m, v) -> set[int]:
    return {m.city_index(x) for x in (v if isinstance(v, list) else [v])}


def fits(state, r: int, where: dict) -> bool:
    """Route ``r`` fits a ``where`` description (kind, colour, length, touches, free)."""
    m = state.map
    route = m.routes[r]
    if "kind" in where and route.kind.value != where["kind"]:
        return False
    colour = where.get("colour", where.get("color"))
    if colour is not None and route.colour != parse_colour(colour):
        return False
    if "length" in where and route.length != where["length"]:
        return False
    if "touches" in where and not {route.a, route.b} & _city_set(m, where["touches"]):
        return False
    if "free" in where and (state.owners[r] < 0) != where["free"]:
        return False
    return True


def matches(task: dict, state, action) -> bool:
    """The action (legal in ``state``) is one the ``do`` task asks for."""
    if not names_action(task, action, action_name):
        return False
    m = state.map
    r = _route_of(state, action)
    if "route" in task and (r is None or r not in _route_refs(m, task["route"])):
        return False
    if "where" in task and (r is None or not fits(state, r, task["where"])):
        return False
    if "touches" in task:
        want = _city_set(m, task["touches"])
        if isinstance(action, BuildStation):
            if m.city_index(action.city) not in want:
                return False
        elif r is None or not {m.routes[r].a, m.routes[r].b} & want:
            return False
    if "city" in task and (not isinstance(action, BuildStation)
                           or m.city_index(action.city) != m.city_index(task["city"])):
        return False
    if "from" in task and getattr(action, "source", None) != task["from"]:
        return False
    if "color" in task and getattr(action, "colour", None) != parse_colour(task["color"]):
        return False
    if "cards" in task:
        got = getattr(action, "cards", None)
        if got is None or C.card_dict(got) != C.card_dict(C.card_set(
                {parse_colour(k): v for k, v in task["cards"].items()})):
            return False
    for key in ("short", "long"):
        if key in task and getattr(action, key, None) != task[key]:
            return False
    return True


def until_holds(task: dict, state, steps=()) -> bool:
    """The task's ``until`` (scenario ``expect`` keys) holds in ``state`` (no ``until``: yes)."""
    def check(until):
        probs = S.Problems("<lesson>")
        return probs, S.check_state(state, steps, until, "$.until", probs)
    return until_holds_by(task, check)


def click_targets(task: dict, state) -> list[int]:
    """The routes or cities a ``click`` task accepts, the one *Show me* points at first."""
    m = state.map

    def refs(ref):
        return sorted(_route_refs(m, ref)) if task["click"] == "route" else [m.city_index(ref)]
    return click_targets_by(task, refs, len(m.routes), lambda r, w: fits(state, r, w))


# ------------------------------------------------------------------------ validating
def check_task(probs, t: dict, kind: str, path: str, start) -> None:
    """The fields of a ``do`` or ``click`` task on a route board (the kind already known and
    the keys checked by :mod:`.model`), each problem with its JSON path."""
    m = start.map
    if kind == "do":
        check_do_fields(probs, t, path, S.ACTION_NAMES, '{"pending": null}')
        if "route" in t:
            _route_ref(probs, m, t["route"], f"{path}.route")
        if "city" in t:
            S.resolve_city(m, t["city"], f"{path}.city", probs)
        if "touches" in t:
            _cities(probs, m, t["touches"], f"{path}.touches")
        if "where" in t:
            _where(probs, m, t["where"], f"{path}.where")
        if "cards" in t:
            S.card_set_at(t["cards"], f"{path}.cards", probs)
        if "from" in t and t["from"] not in ("deck", "faceup"):
            probs.add(f"{path}.from", Message("check.one-of", choices="deck, faceup",
                                              value=describe_value(t["from"])))
        if "color" in t:
            _colour(probs, t["color"], f"{path}.color")
        for key in ("short", "long"):
            if key in t and (not isinstance(t[key], int) or isinstance(t[key], bool)):
                probs.add(f"{path}.{key}", Message("check.must-be-whole",
                                                   value=describe_value(t[key])))
    elif kind == "click":
        check_click_fields(
            probs, t, path, click_kinds,
            lambda ref, at: _route_ref(probs, m, ref, at),
            lambda ref, at: S.resolve_city(m, ref, at, probs),
            lambda w, at: _where(probs, m, w, at))


def _route_ref(probs, m, ref, path: str) -> None:
    """A task's route reference: ``[A, B]`` (any track between them, whatever their colours)
    or ``[A, B, COLOUR]``; it must name at least one track."""
    if not isinstance(ref, list) or len(ref) not in (2, 3):
        probs.add(path, Message("lesson-file.route", value=describe_value(ref)))
        return
    a = S.resolve_city(m, ref[0], path + "[0]", probs)
    b = S.resolve_city(m, ref[1], path + "[1]", probs)
    if a is None or b is None:
        return
    tracks = m.routes_between(a, b)
    if len(ref) == 3:
        colour = _colour(probs, ref[2], path + "[2]")
        if colour is None:
            return
        tracks = [r for r in tracks if r.colour == colour]
    if not tracks:
        probs.add(path, Message("lesson-file.no-route", route="–".join(str(x) for x in ref)))


def _colour(probs, v, path: str):
    if not isinstance(v, str):
        probs.add(path, Message("map-file.colour-name", value=describe_value(v)))
        return None
    try:
        return parse_colour(v)
    except ValueError:
        probs.add(path, Message("lesson-file.unknown-colour", name=v))
        return None


def _cities(probs, m, v, path: str) -> list[int]:
    refs = v if isinstance(v, list) else [v]
    out = []
    for j, city in enumerate(refs):
        c = S.resolve_city(m, city, f"{path}[{j}]" if isinstance(v, list) else path, probs)
        if c is not None:
            out.append(c)
    return out


def _where(probs, m, w, path: str) -> None:
    if not isinstance(w, dict) or not w:
        probs.add(path, Message("lesson-file.where", known="kind, colour, length, touches, free",
                                value=describe_value(w)))
        return
    for key in sorted(set(w) - _WHERE):
        probs.add(f"{path}.{key}", Message("lesson-file.where-key",
                                           known="kind, colour, length, touches, free"))
    if "kind" in w and (not isinstance(w["kind"], str)
                        or w["kind"] not in {k.value for k in RouteKind}):
        probs.add(f"{path}.kind", Message("check.one-of", choices="normal, tunnel, ferry",
                                          value=describe_value(w["kind"])))
    for key in ("colour", "color"):
        if key in w and w[key] != "gray":
            _colour(probs, w[key], f"{path}.{key}")
    if "length" in w and (not isinstance(w["length"], int) or isinstance(w["length"], bool)):
        probs.add(f"{path}.length", Message("check.must-be-whole",
                                            value=describe_value(w["length"])))
    if "touches" in w:
        _cities(probs, m, w["touches"], f"{path}.touches")
    if "free" in w and not isinstance(w["free"], bool):
        probs.add(f"{path}.free", Message("check.must-be-flag", value=describe_value(w["free"])))
