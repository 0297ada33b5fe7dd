"""Scenario references (``shared/spec/scenarios.md``, "Names"): a city, a route, a ticket,
a card set, a set of passengers as the file writes them -> the map's indexes and the engine's
values; a reference that matches nothing (or several different things) is a problem with its
JSON path."""
from __future__ import annotations

import json
import re
from collections import Counter

from ...core.errors import Message
from ...core.jsonfile import describe_value
from ...core.scenario import Problems as _Problems
from ...core.scenario import is_whole as _whole
from ...core.scenario import named
from .. import cards as C
from ..colours import Colour, parse_colour
from ..maps import GameMap


def board_name(m: GameMap, game: str = "map") -> Message:
    """The board's name in each language (``ttr-scen-board``): "Europe" / "Europa"; with
    ``game`` (a rule set's game id) the game where its board does not name it: "the Asia team
    variant" / "Asien (Teams)"."""
    return Message("ttr-scen.board", id=m.id, name=m.name, game=game)


def colour_noun(key, m: GameMap | None = None):
    """A colour as a noun in each language, as the board's rulebook names it ("red" / "Rot")."""
    from ..messages import colour_name
    return lambda lang: colour_name(key, lang, board=m)


def file_word(v) -> str:
    """A value the file gave where a name belongs, as the file wrote it (text as it is)."""
    return v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)


def unknown_city(name, e) -> Message:
    """A city the board does not have, with the board's own message (close names) in the same
    language."""
    if not e.args:
        return Message("ttr-scen.unknown-city-plain", name=file_word(name))
    why = e.message if hasattr(e, "message") else (lambda lang: str(e.args[0]))
    return Message("ttr-scen.unknown-city", name=file_word(name), why=why)


def resolve_city(m: GameMap, name, path: str, probs: _Problems):
    if not isinstance(name, str):
        probs.add(path, Message("ttr-scen.city-text", value=describe_value(name)))
        return None
    try:
        return m.city_index(name)
    except KeyError as e:
        probs.add(path, unknown_city(name, e))
        return None


def _same_track(a, b) -> bool:
    return (a.length, a.colour, a.kind, a.locomotives) == (b.length, b.colour, b.kind,
                                                           b.locomotives)


def resolve_route(m: GameMap, ref, path: str, probs: _Problems, owners=None):
    """``[A, B]`` or ``[A, B, COLOUR]`` → route index; identical parallels: first still free."""
    if not isinstance(ref, list) or len(ref) not in (2, 3):
        probs.add(path, Message("ttr-scen.route"))
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
            probs.add(path + "[2]", Message("ttr-scen.unknown-colour", **named(ref[2])))
            return None
        cands = [r for r in cands if r.colour == colour]
    if not cands:
        probs.add(path, Message("ttr-scen.no-route", route="–".join(str(x) for x in ref),
                                board=board_name(m)))
        return None
    if any(not _same_track(cands[0], r) for r in cands[1:]):
        colours = ", ".join(Colour(r.colour).key for r in cands)
        probs.add(path, Message("ttr-scen.several-tracks", a=ref[0], b=ref[1], colours=colours))
        return None
    if owners is not None:
        for r in cands:
            if owners[r.index] < 0:
                return r.index
    return cands[0].index


def resolve_ticket(m: GameMap, ref, path: str, probs: _Problems, pool):
    if not isinstance(ref, list) or len(ref) not in (2, 3):
        probs.add(path, Message("ttr-scen.ticket"))
        return None
    a = resolve_city(m, ref[0], path + "[0]", probs)
    b = resolve_city(m, ref[1], path + "[1]", probs)
    if a is None or b is None:
        return None
    found = [t for t in pool if {m.tickets[t].a, m.tickets[t].b} == {a, b}]
    if len(ref) == 3:
        found = [t for t in found if m.tickets[t].points == ref[2]]
    if not found:
        probs.add(path, Message("ttr-scen.no-ticket", a=file_word(ref[0]), b=file_word(ref[1])))
        return None
    return found[0]


def card_set_at(data, path: str, probs: _Problems):
    if not isinstance(data, dict):
        probs.add(path, Message("ttr-scen.card-set", example='{"red": 2, "locomotive": 1}'))
        return None
    for name, n in data.items():        # what C.card_set refuses, in the catalogue's words
        try:
            colour = parse_colour(name)
        except ValueError:
            probs.add(path, Message("ttr-scen.card-colour", name=file_word(name)))
            return None
        if colour == Colour.GRAY:
            probs.add(path, Message("ttr-scen.no-gray"))
            return None
        if not _whole(n) or n < 0:
            probs.add(path, Message("ttr-scen.card-count", name=file_word(name),
                                    value=describe_value(n)))
            return None
    return C.card_set(data)


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
    keys = [Colour(c).key for c in sorted(bag)]

    def names(lang: str) -> str:        # the bag's colours, as the board's rulebook names them
        return ", ".join(colour_noun(k, m)(lang) for k in keys)
    if isinstance(data, dict):
        items = []
        for k, v in data.items():
            if not _whole(v) or v < 0:
                probs.add(_key_path(path, k), Message("ttr-scen.passenger-count",
                                                      value=describe_value(v)))
                continue
            items.append((_key_path(path, k), k, v))
    elif isinstance(data, list):
        items = [(f"{path}[{j}]", k, 1) for j, k in enumerate(data)]
    else:
        probs.add(path, Message("ttr-scen.passengers", example='{"red": 2}',
                                example_list='["red", "red"]'))
        return None
    out: Counter = Counter()
    for p, k, v in items:
        try:
            colour = parse_colour(k) if isinstance(k, str) else None
        except ValueError:
            colour = None
        if colour is None:
            probs.add(p, Message("ttr-scen.not-a-colour", name=json.dumps(k, ensure_ascii=False)))
        elif int(colour) not in bag:
            if v:
                probs.add(p, Message("ttr-scen.no-such-passengers",
                                     colour=colour_noun(colour.key, m), board=board_name(m),
                                     names=names))
        elif out[int(colour)] + v > bag[int(colour)]:  # also keeps huge numbers out
            probs.add(p, Message("ttr-scen.passenger-supply", most=bag[int(colour)],
                                 colour=colour_noun(colour.key, m), board=board_name(m),
                                 rule="de.passengers",
                                 value=describe_value(out[int(colour)] + v)))
            out[int(colour)] = bag[int(colour)]
        else:
            out[int(colour)] += v
    return out
