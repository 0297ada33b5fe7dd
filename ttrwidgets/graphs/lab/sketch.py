"""A small graph of the teacher's own: cities on a blank sheet joined by weighted routes (pure).

A :class:`Sketch` holds up to :data:`MAX_CITIES` named cities at positions on a unit square
(``x`` right, ``y`` down, both from 0 to 1) and routes between them with a whole-number
length from 1 to :data:`MAX_LENGTH` (at most one route per pair of cities). Every algorithm of
the lab runs on :meth:`Sketch.to_networkx`. It is saved as a small JSON file
(:meth:`Sketch.to_json`) and read back with :meth:`Sketch.from_json`, which rejects a
malformed file with a :class:`SketchError` naming the JSON path of the problem
(``edges[2].length``) and changes nothing.

The file::

    {"format": "ttrwidgets-lab-graph", "version": 1,
     "cities": [{"name": "A", "x": 0.2, "y": 0.3}, ...],
     "routes": [{"from": "A", "to": "B", "length": 4}, ...]}

Examples
--------
>>> s = Sketch().add_city("A", 0.1, 0.5).add_city("B", 0.5, 0.1).add_city("C", 0.9, 0.5)
>>> s = s.add_route("A", "B", 4).add_route("B", "C", 2).add_route("A", "C", 7)
>>> from ttrwidgets.graphs.lab import trace
>>> G = s.to_networkx()
>>> trace("dijkstra", G, source=0, target=2)[-1].answer["distance"]
6
>>> Sketch.from_json(s.to_json()) == s
True
>>> Sketch.from_json('{"cities": [{"name": "A", "x": 2, "y": 0}], "routes": []}')
Traceback (most recent call last):
...
ttrwidgets.graphs.lab.sketch.SketchError: cities[0].x: must be a number from 0 to 1, not 2
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

import networkx as nx

__all__ = ["Sketch", "SketchError", "MAX_CITIES", "MAX_LENGTH", "FORMAT", "EXAMPLE"]

#: At most this many cities (a graph a class can trace by hand).
MAX_CITIES = 12
#: Route lengths are whole numbers from 1 to this.
MAX_LENGTH = 99
#: The ``format`` field of a saved file.
FORMAT = "ttrwidgets-lab-graph"
_MAX_NAME = 16


class SketchError(ValueError):
    """A bad city, route or file: ``path`` is where (a JSON path such as ``routes[2].length``,
    or ``""`` for the whole file), ``key`` and ``params`` word it in the lab's catalogue
    (``locales/<lang>/lab.ftl``), ``str(error)`` in English."""

    def __init__(self, path: str, key: str, **params):
        self.path, self.key, self.params = path, key, params
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        from .texts import ui_text
        msg = ui_text(self.key, lang, **self.params)
        return f"{self.path}: {msg}" if self.path else msg


@dataclass(frozen=True)
class Sketch:
    """The teacher's graph (immutable: every change returns a new sketch, so Undo is a list).

    Attributes
    ----------
    cities : tuple of (name, x, y)
    routes : tuple of (name, name, length)
        In the order drawn; the route's key in the graph is its position.
    """
    cities: tuple = ()
    routes: tuple = field(default=())

    # ---------------------------------------------------------------- editing
    def index(self, name: str) -> int:
        for i, (n, _, _) in enumerate(self.cities):
            if n == name:
                return i
        raise SketchError("", "sketch.no-city", name=name)

    def next_name(self) -> str:
        """The first free name of A, B, C, ..."""
        used = {n for n, _, _ in self.cities}
        for i in range(26 * 27):
            name = chr(65 + i % 26) + ("" if i < 26 else str(i // 26))
            if name not in used:
                return name
        raise SketchError("", "sketch.too-many", max=MAX_CITIES)

    def add_city(self, name: str | None = None, x: float = 0.5, y: float = 0.5) -> "Sketch":
        """A new city (named A, B, ... when ``name`` is None) at ``(x, y)``."""
        name = self.next_name() if name is None else name
        path = f"cities[{len(self.cities)}]"
        _check_city(path, name, x, y)
        if len(self.cities) >= MAX_CITIES:
            raise SketchError("", "sketch.too-many", max=MAX_CITIES)
        if any(n == name for n, _, _ in self.cities):
            raise SketchError(f"{path}.name", "sketch.same-name", name=name)
        return Sketch(self.cities + ((name, float(x), float(y)),), self.routes)

    def add_route(self, a: str, b: str, length: int) -> "Sketch":
        """A route ``a``–``b`` of ``length``; if the pair is joined already, its length
        changes."""
        path = f"routes[{len(self.routes)}]"
        self.index(a), self.index(b)
        if a == b:
            raise SketchError(path, "sketch.loop", name=a)
        _check_length(f"{path}.length", length)
        for i, (u, v, _) in enumerate(self.routes):
            if {u, v} == {a, b}:
                routes = list(self.routes)
                routes[i] = (u, v, int(length))
                return Sketch(self.cities, tuple(routes))
        return Sketch(self.cities, self.routes + ((a, b, int(length)),))

    def remove_route(self, a: str, b: str) -> "Sketch":
        return Sketch(self.cities, tuple(r for r in self.routes if {r[0], r[1]} != {a, b}))

    def remove_city(self, name: str) -> "Sketch":
        self.index(name)
        return Sketch(tuple(c for c in self.cities if c[0] != name),
                      tuple(r for r in self.routes if name not in (r[0], r[1])))

    def move_city(self, name: str, x: float, y: float) -> "Sketch":
        i = self.index(name)
        _check_city(f"cities[{i}]", name, x, y)
        cities = list(self.cities)
        cities[i] = (name, float(x), float(y))
        return Sketch(tuple(cities), self.routes)

    # ---------------------------------------------------------------- the graph
    def to_networkx(self) -> nx.MultiGraph:
        """Nodes ``0..n-1`` (in the order drawn) with ``name`` and ``pos``; route ``i`` is the
        edge with key ``i`` and its ``length``."""
        G = nx.MultiGraph(map="sketch")
        for i, (name, x, y) in enumerate(self.cities):
            G.add_node(i, name=name, pos=(x, y))
        for k, (a, b, length) in enumerate(self.routes):
            G.add_edge(self.index(a), self.index(b), key=k, length=length)
        return G

    # ---------------------------------------------------------------- files
    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": 1,
                "cities": [{"name": n, "x": round(x, 4), "y": round(y, 4)}
                           for n, x, y in self.cities],
                "routes": [{"from": a, "to": b, "length": w} for a, b, w in self.routes]}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_dict(cls, data) -> "Sketch":
        """A sketch from a parsed file; :class:`SketchError` names the first problem."""
        if not isinstance(data, dict):
            raise SketchError("", "sketch.not-object")
        if "format" in data and data["format"] != FORMAT:
            raise SketchError("format", "sketch.format", want=FORMAT, got=str(data["format"]))
        for key in ("cities", "routes"):
            if not isinstance(data.get(key), list):
                raise SketchError(key, "sketch.need-list")
        s = cls()
        if len(data["cities"]) > MAX_CITIES:
            raise SketchError("cities", "sketch.too-many", max=MAX_CITIES)
        for i, c in enumerate(data["cities"]):
            path = f"cities[{i}]"
            if not isinstance(c, dict):
                raise SketchError(path, "sketch.not-object")
            for key in ("name", "x", "y"):
                if key not in c:
                    raise SketchError(f"{path}.{key}", "sketch.missing")
            s = s.add_city(c["name"], c["x"], c["y"]) if isinstance(c["name"], str) else \
                _raise(SketchError(f"{path}.name", "sketch.bad-name", max=_MAX_NAME))
        names = {n for n, _, _ in s.cities}
        seen = set()
        for i, r in enumerate(data["routes"]):
            path = f"routes[{i}]"
            if not isinstance(r, dict):
                raise SketchError(path, "sketch.not-object")
            for key in ("from", "to", "length"):
                if key not in r:
                    raise SketchError(f"{path}.{key}", "sketch.missing")
            for key in ("from", "to"):
                if r[key] not in names:
                    raise SketchError(f"{path}.{key}", "sketch.no-city", name=str(r[key]))
            pair = frozenset((r["from"], r["to"]))
            if r["from"] == r["to"]:
                raise SketchError(path, "sketch.loop", name=r["from"])
            if pair in seen:
                raise SketchError(path, "sketch.twice", a=r["from"], b=r["to"])
            seen.add(pair)
            _check_length(f"{path}.length", r["length"])
            s = Sketch(s.cities, s.routes + ((r["from"], r["to"], int(r["length"])),))
        return s

    @classmethod
    def from_json(cls, text) -> "Sketch":
        if isinstance(text, (bytes, bytearray, memoryview)):
            try:
                text = bytes(text).decode("utf-8")
            except UnicodeDecodeError:
                raise SketchError("", "sketch.not-json", line=1, error="not UTF-8") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise SketchError("", "sketch.not-json", line=e.lineno, error=e.msg) from None
        return cls.from_dict(data)


def _raise(e):
    raise e


def _number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v == v


def _check_city(path, name, x, y):
    if not isinstance(name, str) or not name.strip() or len(name) > _MAX_NAME:
        raise SketchError(f"{path}.name", "sketch.bad-name", max=_MAX_NAME)
    for key, v in (("x", x), ("y", y)):
        if not _number(v) or not 0 <= v <= 1:
            raise SketchError(f"{path}.{key}", "sketch.bad-position", got=repr(v))


def _check_length(path, length):
    if not _number(length) or int(length) != length or not 1 <= length <= MAX_LENGTH:
        raise SketchError(path, "sketch.bad-length", max=MAX_LENGTH, got=repr(length))


#: A six-city graph with ties for Dijkstra, Prim and Kruskal, ready for a lesson.
EXAMPLE = (Sketch()
           .add_city("A", 0.0, 0.5).add_city("B", 0.33, 0.05).add_city("C", 0.33, 0.95)
           .add_city("D", 0.67, 0.05).add_city("E", 0.67, 0.95).add_city("F", 1.0, 0.5)
           .add_route("A", "B", 2).add_route("A", "C", 2).add_route("B", "C", 3)
           .add_route("B", "D", 4).add_route("C", "E", 4).add_route("D", "E", 1)
           .add_route("B", "E", 5).add_route("D", "F", 3).add_route("E", "F", 3))
