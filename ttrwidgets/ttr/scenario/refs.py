"""Scenario references (``shared/spec/scenarios.md``, "Names"): a city, a route, a ticket,
a card set, a set of passengers as the file writes them -> the map's indexes and the engine's
values; a reference that matches nothing (or several different things) is a problem with its
JSON path."""
from __future__ import annotations

import json
import re
from collections import Counter

from ...core.errors import InvalidActionError
from ...core.jsonfile import describe
from ...core.scenario import Problems as _Problems
from ...core.scenario import is_whole as _whole
from .. import cards as C
from ..colours import Colour, parse_colour
from ..maps import GameMap


def resolve_city(m: GameMap, name, path: str, probs: _Problems):
    if not isinstance(name, str):
        probs.add(path, f"a city name is text, not {json.dumps(name)}")
        return None
    try:
        return m.city_index(name)
    except KeyError as e:
        probs.add(path, f"unknown city {name!r}" + (f" ({e.args[0]})" if e.args else ""))
        return None


def _same_track(a, b) -> bool:
    return (a.length, a.colour, a.kind, a.locomotives) == (b.length, b.colour, b.kind,
                                                           b.locomotives)


def resolve_route(m: GameMap, ref, path: str, probs: _Problems, owners=None):
    """``[A, B]`` or ``[A, B, COLOUR]`` → route index; identical parallels: first still free."""
    if not isinstance(ref, list) or len(ref) not in (2, 3):
        probs.add(path, "a route is [CITY_A, CITY_B] or [CITY_A, CITY_B, COLOUR]")
        return None
    a = resolve_city(m, ref[0], path + "[0]", probs)
    b = resolve_city(m, ref[1], path + "[1]", probs)
    if a is None or b is None:
        return None
    cands = list(m.routes_between(a, b))
    if len(ref) == 3:
        try:
            colour = parse_colour(ref[2]) if isinstance(ref[2], str) else None
        except ValueError:
            colour = None
        if colour is None:
            probs.add(path + "[2]", f"unknown colour {ref[2]!r}")
            return None
        cands = [r for r in cands if r.colour == colour]
    if not cands:
        probs.add(path, f"no route {'–'.join(str(x) for x in ref)} on the {m.name} map")
        return None
    if any(not _same_track(cands[0], r) for r in cands[1:]):
        colours = ", ".join(Colour(r.colour).key for r in cands)
        probs.add(path, f"{ref[0]}–{ref[1]} has several different tracks ({colours}): add the "
                        "colour as a third element")
        return None
    if owners is not None:
        for r in cands:
            if owners[r.index] < 0:
                return r.index
    return cands[0].index


def resolve_ticket(m: GameMap, ref, path: str, probs: _Problems, pool):
    if not isinstance(ref, list) or len(ref) not in (2, 3):
        probs.add(path, "a ticket is [CITY_A, CITY_B] or [CITY_A, CITY_B, POINTS]")
        return None
    a = resolve_city(m, ref[0], path + "[0]", probs)
    b = resolve_city(m, ref[1], path + "[1]", probs)
    if a is None or b is None:
        return None
    found = [t for t in pool if {m.tickets[t].a, m.tickets[t].b} == {a, b}]
    if len(ref) == 3:
        found = [t for t in found if m.tickets[t].points == ref[2]]
    if not found:
        probs.add(path, f"no ticket {ref[0]}–{ref[1]} in this game's ticket decks")
        return None
    return found[0]


def card_set_at(data, path: str, probs: _Problems):
    if not isinstance(data, dict):
        probs.add(path, 'a card set is an object like {"red": 2, "locomotive": 1}')
        return None
    try:
        return C.card_set(data)
    except InvalidActionError as e:
        probs.add(path, str(e))
        return None


def _key_path(base: str, key) -> str:
    """The JSON path of an object member: ``base.key``, or ``base["odd key"]``."""
    key = str(key)
    if re.fullmatch(r"\w+", key):
        return f"{base}.{key}"
    return f"{base}[{json.dumps(key, ensure_ascii=False)}]"


def passenger_set_at(m: GameMap, data, path: str, probs: _Problems) -> Counter | None:
    """Passengers as ``{"red": 2}`` (the spec's form) or ``["red", "red"]`` -> Counter of colour
    ints; only the colours of the map's bag (``de.passengers``)."""
    bag = {int(c): k for c, k in m.passengers}
    names = ", ".join(Colour(c).key for c in sorted(bag))
    if isinstance(data, dict):
        items = []
        for k, v in data.items():
            if not _whole(v) or v < 0:
                probs.add(_key_path(path, k), f"a number of passengers is a whole number >= 0, "
                                              f"not {json.dumps(v)}")
                continue
            items.append((_key_path(path, k), k, v))
    elif isinstance(data, list):
        items = [(f"{path}[{j}]", k, 1) for j, k in enumerate(data)]
    else:
        probs.add(path, 'passengers are an object like {"red": 2} or a list like ["red", "red"]')
        return None
    out: Counter = Counter()
    for p, k, v in items:
        try:
            colour = parse_colour(k) if isinstance(k, str) else None
        except ValueError:
            colour = None
        if colour is None:
            probs.add(p, f"not a colour: {json.dumps(k, ensure_ascii=False)}")
        elif int(colour) not in bag:
            if v:
                probs.add(p, f"there are no {colour.key} passengers in {m.name} "
                             f"(the bag holds {names})")
        elif out[int(colour)] + v > bag[int(colour)]:  # also keeps huge numbers out
            probs.add(p, f"at most {bag[int(colour)]} {colour.key} passengers exist in "
                         f"{m.name} (de.passengers), not {describe(out[int(colour)] + v)}")
            out[int(colour)] = bag[int(colour)]
        else:
            out[int(colour)] += v
    return out
