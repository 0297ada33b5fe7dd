"""Grid boards of Trans Europa and Trans America: intersections, lines and cities.

A board file (``maps/trans_europa.json``, ``maps/trans_america.json``, written by
``tools/build_trans_maps.py``) lists the intersections as ``[col, row]``, the lines between
neighbouring intersections (``[[col, row], [col, row], cost, kind]``: cost 1 for a plain line,
2 for a double line whose kind is ``water`` or ``mountain``), the 35 cities (name, card colour,
dashed border, intersection) and the project's decisions in words. :func:`parse_board` checks a
decoded file and reports every problem at once with its JSON path, in one
:class:`~ttrwidgets.core.errors.MapDataError`; :func:`load_board` reads a shipped board (cached).

Intersections are numbered in file order, lines and cities too; the engine works with these
indices, files and learners with ``[col, row]`` and names.

>>> b = load_board("trans_europa")
>>> len(b.nodes), len(b.lines), sum(l.cost == 2 for l in b.lines), len(b.cities)
(210, 577, 153, 35)
>>> paris = b.cities[b.city_index("paris")]
>>> paris.colour, paris.dashed, b.nodes[paris.node]
('orange', True, (9, 6))
>>> b.line_of(b.node_at((9, 6)), b.node_at((10, 7))) is not None
True
"""
from __future__ import annotations

import difflib
import functools
import json
from dataclasses import dataclass, field

from ..core.errors import MapDataError, Message, NotFoundError
from ..core.jsonfile import MAX_FILE_BYTES, _too_large, decode_text, describe_value
from ..core.mapcheck import (Checker, decode_map_json, join_path, lookup_keys, maps_dir,
                             normalise_name)

__all__ = ["COLOURS", "KINDS", "Line", "TransCity", "GridBoard", "parse_board", "load_board",
           "GRID_BOARDS", "load_board_file"]

#: The five card colours of the seed rulebook (``trans.cards``), in its order.
COLOURS = ("brown", "white", "pink", "orange", "turquoise")
#: Kinds of line: plain (1 rail), double over water or over mountains (2 rails).
KINDS = ("plain", "water", "mountain")
#: The shipped grid boards.
GRID_BOARDS = ("trans_america", "trans_europa")


@dataclass(frozen=True, slots=True)
class Line:
    """A line of the grid between two neighbouring intersections (node indices ``a < b``)."""
    index: int
    a: int
    b: int
    cost: int          # trans.board: 1 plain, 2 double
    kind: str          # "plain" | "water" | "mountain"

    def other(self, node: int) -> int:
        return self.b if node == self.a else self.a


@dataclass(frozen=True, slots=True)
class TransCity:
    index: int
    name: str
    colour: str
    dashed: bool
    node: int
    aliases: tuple = ()


@dataclass(frozen=True, eq=False)
class GridBoard:
    """A Trans board. Compared by identity (a board never changes)."""
    id: str
    version: int
    name: dict
    decisions: dict
    nodes: tuple            # (col, row) per node index
    lines: tuple            # Line per line index
    cities: tuple           # TransCity per city index
    #: per node: ((neighbour, line index), ...)
    adj: tuple = field(init=False, repr=False)
    _at: dict = field(init=False, repr=False)
    _line: dict = field(init=False, repr=False)
    _city_at: dict = field(init=False, repr=False)
    _by_name: dict = field(init=False, repr=False)

    def __post_init__(self):
        put = object.__setattr__
        put(self, "_at", {p: i for i, p in enumerate(self.nodes)})
        adj = [[] for _ in self.nodes]
        line = {}
        for ln in self.lines:
            adj[ln.a].append((ln.b, ln.index))
            adj[ln.b].append((ln.a, ln.index))
            line[(ln.a, ln.b)] = line[(ln.b, ln.a)] = ln.index
        put(self, "adj", tuple(tuple(x) for x in adj))
        put(self, "_line", line)
        put(self, "_city_at", {c.node: c.index for c in self.cities})
        by_name = {}
        for c in self.cities:
            for text in (c.name, *c.aliases):
                for key in lookup_keys(text):
                    by_name.setdefault(key, c.index)
        put(self, "_by_name", by_name)

    def __reduce__(self):
        return (load_board, (self.id,))

    def node_at(self, point) -> int:
        """The node index of ``(col, row)``; KeyError if there is no intersection there."""
        try:
            return self._at[tuple(point)]
        except (KeyError, TypeError):
            raise NotFoundError("map.no-point", point=str(list(point)) if isinstance(
                point, (list, tuple)) else repr(point)) from None

    def line_of(self, a: int, b: int):
        """The line index between nodes ``a`` and ``b``, or None."""
        return self._line.get((a, b))

    def city_at(self, node: int):
        """The city index on ``node``, or None."""
        return self._city_at.get(node)

    def city_index(self, name: str) -> int:
        """The city called ``name`` (case, accents, spaces, hyphens and dots ignored; aliases)."""
        if not isinstance(name, str):
            raise NotFoundError("map.city-not-text", value=repr(name))
        for key in lookup_keys(name):
            if key in self._by_name:
                return self._by_name[key]
        close = difflib.get_close_matches(name, [c.name for c in self.cities], n=1)
        raise NotFoundError("map.no-city-near" if close else "map.no-city", name=name,
                            board=self.name.get("en", self.id), near=close)

    def point(self, node: int) -> list:
        return list(self.nodes[node])

    def xy(self, node: int) -> tuple:
        """Screen position (``x = col / 2``, ``y = row * sqrt(3) / 2``)."""
        col, row = self.nodes[node]
        return col / 2, row * 0.8660254037844386

    def to_networkx(self):
        """The grid as an ``nx.MultiGraph`` (nodes: indices; edge key: line index; ``cost``)."""
        import networkx as nx
        G = nx.MultiGraph()
        G.add_nodes_from(range(len(self.nodes)))
        for ln in self.lines:
            G.add_edge(ln.a, ln.b, key=ln.index, cost=ln.cost, kind=ln.kind)
        return G


_TOP = (("schema_version", "id", "version", "kind", "name", "colours", "nodes", "lines",
         "cities"), ("decisions", "figures"))


def _pt(p) -> str:
    """A grid point as the file writes it: ``[9, 6]``."""
    return json.dumps(list(p))


def _grid_point(ck: Checker, v, path: str):
    if not (isinstance(v, list) and len(v) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) for x in v)):
        ck.add(path, Message("grid-file.point"))
        return None
    if not (0 <= v[0] <= 200 and 0 <= v[1] <= 200):
        ck.add(path, Message("grid-file.point-range", most=200))
        return None
    return (v[0], v[1])


def parse_board(data: object, source: str = "<board>") -> GridBoard:
    """Check decoded board data and build the :class:`GridBoard`; every problem at once.

    >>> parse_board({"schema_version": 1}, "x.json")
    Traceback (most recent call last):
    ...
    ttrwidgets.core.errors.MapDataError: x.json: 8 problems
      $.id: missing required key 'id'
      $.version: missing required key 'version'
      $.kind: missing required key 'kind'
      $.name: missing required key 'name'
      $.colours: missing required key 'colours'
      $.nodes: missing required key 'nodes'
      $.lines: missing required key 'lines'
      $.cities: missing required key 'cities'
    """
    ck = Checker()
    top = ck.obj(data, "$", *_TOP, what="board")
    if top is None:
        raise MapDataError(source, ck.problems)
    ck.whole(top, "schema_version", "$", 1, 1)
    bid = ck.text(top, "id", "$")
    version = ck.whole(top, "version", "$", 1)
    if top.get("kind", "grid") != "grid":
        ck.add("$.kind", Message("grid-file.kind", value=describe_value(top.get("kind"))))
    name = top.get("name")
    if "name" in top and not (isinstance(name, dict) and all(
            isinstance(name.get(k), str) and name.get(k) for k in ("en", "de"))):
        ck.add("$.name", Message("grid-file.name"))
    if "colours" in top and top.get("colours") != list(COLOURS):
        ck.add("$.colours", Message("grid-file.colours", colours=json.dumps(list(COLOURS))))
    decisions = top.get("decisions", {})
    if not isinstance(decisions, dict):
        ck.add("$.decisions", Message("check.must-be-object", what="object",
                                              value=describe_value(decisions)))
        decisions = {}
    for k, v in decisions.items():
        if not (isinstance(v, dict) and isinstance(v.get("en"), str)
                and isinstance(v.get("de"), str)):
            ck.add(join_path("$.decisions", k), Message("grid-file.decision"))
    nodes = []
    at = {}
    for i, v in enumerate(ck.items(top, "nodes")):
        p = _grid_point(ck, v, f"$.nodes[{i}]")
        if p is not None:
            if p in at:
                ck.add(f"$.nodes[{i}]", Message("grid-file.node-twice", point=_pt(p),
                                                 at=f"$.nodes[{at[p]}]"))
            at.setdefault(p, i)
        nodes.append(p)
    lines = []
    seen = {}
    for i, v in enumerate(ck.items(top, "lines")):
        path = f"$.lines[{i}]"
        if not isinstance(v, list) or len(v) != 4:
            ck.add(path, Message("grid-file.line"))
            continue
        pa, pb = _grid_point(ck, v[0], f"{path}[0]"), _grid_point(ck, v[1], f"{path}[1]")
        cost, kind = v[2], v[3]
        if cost not in (1, 2) or isinstance(cost, bool):
            ck.add(f"{path}[2]", Message("grid-file.cost", value=describe_value(cost)))
        if kind not in KINDS:
            ck.add(f"{path}[3]", Message("grid-file.line-kind", kinds=", ".join(KINDS),
                                             value=describe_value(kind)))
        elif (cost == 1) != (kind == "plain"):
            ck.add(f"{path}[3]", Message("grid-file.cost-kind"))
        if pa is None or pb is None:
            continue
        for p, j in ((pa, 0), (pb, 1)):
            if p not in at:
                ck.add(f"{path}[{j}]", Message("grid-file.no-node", point=_pt(p)))
        if (abs(pa[0] - pb[0]), abs(pa[1] - pb[1])) not in ((2, 0), (1, 1)):
            ck.add(path, Message("grid-file.not-neighbours", a=_pt(pa), b=_pt(pb)))
            continue
        if pa in at and pb in at:
            a, b = sorted((at[pa], at[pb]))
            if (a, b) in seen:
                ck.add(path, Message("grid-file.line-twice", a=_pt(pa), b=_pt(pb),
                                     at=f"$.lines[{seen[(a, b)]}]"))
                continue
            seen[(a, b)] = i
            if cost in (1, 2) and kind in KINDS:
                lines.append(Line(len(lines), a, b, cost, kind))
    cities = []
    names = {}
    city_nodes = {}
    raw = ck.items(top, "cities")
    for i, v in enumerate(raw):
        path = f"$.cities[{i}]"
        c = ck.obj(v, path, ("name", "colour", "dashed", "at"), ("aliases",), "city")
        if c is None:
            continue
        nm = ck.text(c, "name", path)
        colour = c.get("colour")
        if colour not in COLOURS:
            ck.add(f"{path}.colour", Message("check.one-of", choices=", ".join(COLOURS),
                                                value=describe_value(colour)))
        dashed = ck.flag(c, "dashed", path)
        p = _grid_point(ck, c.get("at"), f"{path}.at") if "at" in c else None
        aliases = c.get("aliases", [])
        if not (isinstance(aliases, list) and all(isinstance(a, str) and a for a in aliases)):
            ck.add(f"{path}.aliases", Message("grid-file.aliases"))
            aliases = []
        if p is not None and p not in at:
            ck.add(f"{path}.at", Message("grid-file.no-node", point=_pt(p)))
            p = None
        if nm is not None:
            key = normalise_name(nm)
            if key in names:
                ck.add(f"{path}.name", Message("grid-file.city-twice", name=nm,
                                                at=f"$.cities[{names[key]}]"))
            names.setdefault(key, i)
        if p is not None:
            if p in city_nodes:
                ck.add(f"{path}.at", Message("grid-file.two-cities", point=_pt(p),
                                              at=f"$.cities[{city_nodes[p]}]"))
            city_nodes.setdefault(p, i)
        if nm is not None and colour in COLOURS and dashed is not None and p is not None:
            cities.append(TransCity(len(cities), nm, colour, dashed, at[p], tuple(aliases)))
    if isinstance(raw, list) and raw and len(cities) == len(raw):
        for colour in COLOURS:
            mine = [c for c in cities if c.colour == colour]
            if len(mine) != 7 or sum(c.dashed for c in mine) != 2:
                ck.add("$.cities", Message("grid-file.colour-count", colour=colour, n=len(mine),
                                            dashed=sum(c.dashed for c in mine)))
    figures = top.get("figures")
    if figures is not None:
        found = {"nodes": len(nodes), "lines": len(ck.items(top, "lines")),
                 "double": sum(1 for ln in lines if ln.cost == 2), "cities": len(raw)}
        if not isinstance(figures, dict):
            ck.add("$.figures", Message("check.must-be-object", what="object",
                                            value=describe_value(figures)))
        else:
            for k, v in figures.items():
                if k not in found:
                    ck.add(join_path("$.figures", k), Message("grid-file.unknown-figure",
                                                          known=", ".join(found)))
                elif v != found[k]:
                    ck.add(join_path("$.figures", k), Message("grid-file.figure",
                                                          value=describe_value(v), n=found[k]))
    if ck.problems:
        raise MapDataError(source, ck.problems)
    return GridBoard(bid, version, dict(name), {k: dict(v) for k, v in decisions.items()},
                     tuple(nodes), tuple(lines), tuple(cities))


def load_board_file(path) -> GridBoard:
    """Read, check and build the board in the JSON file at ``path``."""
    from ..core.jsonfile import read_json_file
    from ..core.mapcheck import pairs_hook
    return parse_board(read_json_file(path, what="map", object_pairs_hook=pairs_hook), str(path))


def load_board(board_id: str = "trans_europa") -> GridBoard:
    """The shipped board ``board_id`` (checked, built once, cached)."""
    if board_id not in GRID_BOARDS:
        raise MapDataError(str(board_id), [("$", Message("grid-file.no-board", id=str(board_id),
                                                         available=", ".join(GRID_BOARDS)))])
    return _load(board_id)


@functools.lru_cache(maxsize=None)
def _load(board_id: str) -> GridBoard:
    source = f"maps/{board_id}.json"
    res = maps_dir() / f"{board_id}.json"
    try:
        raw = res.read_bytes()
    except OSError as e:
        raise MapDataError(source, [("$", Message("file.unreadable",
                                                   why=e.strerror or str(e)))]) from None
    if len(raw) > MAX_FILE_BYTES:
        raise MapDataError(source, [("$", _too_large(len(raw), MAX_FILE_BYTES))])
    b = parse_board(decode_map_json(decode_text(raw, source, what="map"), source), source)
    if b.id != board_id:
        raise MapDataError(source, [("$.id", Message("map-file.id-mismatch",
                                                    file=f"{board_id}.json", id=b.id))])
    return b
