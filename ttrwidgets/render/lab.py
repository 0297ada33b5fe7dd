"""The graph lab's marks on a board: what a step of an algorithm trace looks like (pure).

A :class:`LabOverlay` says which cities and routes (or, on a Trans grid, intersections and
lines) a step marks; :func:`lab_board_ops` and :func:`lab_grid_ops` turn it into draw
operations on the ``"highlight"`` layer, drawn over the board's own ops.

Every mark differs by shape, dash or thickness, never by colour alone (colour-blind safe; the
colours are from the Tol palette and still differ in grey):

* chosen edges (the tree, the path, the best trail): a thick solid dark-blue line on a white
  casing;
* the edge looked at in this step: magenta dashes on a white casing;
* the current trail (longest trail): thinner green dash-dots;
* visited / settled cities: a solid ring;
* waiting cities (queue, stack, priority queue): a dashed orange ring, further out;
* the city of this step: a double ring (magenta outside, black inside);
* the start, target and cities to join: white badges with ``S``, ``T``, ``1``, ``2``...;
* region cities: a dotted square;
* edges outside the chosen graph (grid boards; route boards dim them with
  ``BoardView.dim_routes``): washed out.

>>> from ttrwidgets.render.geometry import BoardGeometry
>>> from ttrwidgets.ttr.render import demo_map
>>> g = BoardGeometry.build(demo_map(), 600)
>>> ops = lab_board_ops(g, LabOverlay(visited=(0,), current_node=1, chosen=(0,), source=0))
>>> sorted({op.layer for op in ops}), [op.role for op in ops][:3]
(['highlight'], ['lab-chosen-casing', 'lab-chosen', 'lab-visited'])
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

from . import palette as P
from . import typography as T
from .draw import PROJECTOR_LINE_SCALE, Op
from .shapes import segment_hits_box

__all__ = ["LabOverlay", "lab_board_ops", "lab_grid_ops", "LAB_COLOURS", "GROUP_COLOURS",
           "SketchGeometry", "sketch_ops"]

#: The marks' colours (Tol's bright/vibrant schemes; shape and dash carry the meaning too).
LAB_COLOURS = {"chosen": "#004488", "current": "#ee3377", "frontier": "#ee7733",
               "visited": "#004488", "trail": "#117733", "badge": P.PAPER, "ink": P.INK,
               "path": "#000000"}
#: Kruskal's groups: a group's cities get a filled square of one colour (Tol's muted scheme);
#: the table names each city's root too, so the colour is never the only cue.
GROUP_COLOURS = ("#cc6677", "#332288", "#ddcc77", "#117733", "#88ccee", "#882255",
                 "#44aa99", "#999933", "#aa4499")


@dataclass(frozen=True)
class LabOverlay:
    """What one step marks. Nodes are city indices (route boards) or intersection indices
    (grid boards); edges are route indices (route boards) or line indices (grid boards)."""

    visited: Sequence = ()
    frontier: Sequence = ()
    current_node: object = None
    chosen: Sequence = ()
    current_edge: object = None
    trail: Sequence = ()
    source: object = None
    target: object = None
    terminals: Sequence = ()
    region: Sequence = ()
    outside: Sequence = ()            # grid boards: lines outside the graph (washed out)
    values: Sequence = ()             # (node, text) shown beside the node
    path: Sequence = ()               # the answer's path (Dijkstra's to the target): boldest
    groups: Sequence = ()             # (node, group number): Kruskal's union-find groups


def _ops(pos: Callable, radius: Callable, path: Callable, ov: LabOverlay, u: float,
         pj: bool, text_px: float, avoid: dict | None = None, names: Sequence = ()) -> list[Op]:
    """The overlay's ops: lines, then rings and squares, then ``names`` (the city names drawn
    again, so no line, ring or square covers a name), then the badges and values, placed
    clear of the names' boxes (``avoid["boxes"]``)."""
    avoid = avoid or {}
    L = "highlight"
    k = PROJECTOR_LINE_SCALE if pj else 1.0
    u = u * k
    C = LAB_COLOURS
    ops: list[Op] = []

    def lines(role, edges, colour, width, dash=(), alpha=1.0, cap="round"):
        edges = [e for e in edges if path(e) is not None]
        if edges:
            ops.append(Op(L, "stroke_lines", role, {
                "points": tuple(tuple(path(e)) for e in edges), "colors": (colour,) * len(edges),
                "routes": tuple(edges), "line_width": round(width, 2),
                "dash": tuple(round(d, 2) for d in dash), "line_cap": cap, "alpha": alpha}))

    def rings(role, nodes, colour, width, scale, dash=(), alpha=1.0):
        nodes = [n for n in nodes if pos(n) is not None]
        if nodes:
            ops.append(Op(L, "stroke_circles", role, {
                "x": tuple(pos(n)[0] for n in nodes), "y": tuple(pos(n)[1] for n in nodes),
                "radius": tuple(scale * radius(n) + 0.5 * width for n in nodes),
                "cities": tuple(nodes), "colors": (colour,) * len(nodes),
                "line_width": round(width, 2), "dash": tuple(round(d, 2) for d in dash),
                "alpha": alpha}))

    lines("lab-outside", ov.outside, P.BACKGROUND, 2.2 * u, alpha=0.8)
    # edges: the chosen ones, the current trail, the one looked at now
    lines("lab-chosen-casing", ov.chosen, C["badge"], 2.7 * u, alpha=0.9)
    lines("lab-chosen", ov.chosen, C["chosen"], 1.5 * u)
    lines("lab-trail", ov.trail, C["trail"], 1.0 * u, dash=(3 * u, 1.2 * u, 0.6 * u, 1.2 * u),
          cap="butt")
    # the answer's path: black, the widest line, on a wide white casing, over the tree
    lines("lab-path-casing", ov.path, C["badge"], 3.6 * u, alpha=1.0)
    lines("lab-path", ov.path, C["path"], 2.3 * u)
    if ov.current_edge is not None:
        lines("lab-current-casing", (ov.current_edge,), C["badge"], 2.9 * u, alpha=0.95)
        lines("lab-current-edge", (ov.current_edge,), C["current"], 1.7 * u,
              dash=(2.2 * u, 1.3 * u), cap="butt")
    # cities: visited (solid ring), waiting (dashed, further out), the current one (double)
    rings("lab-visited", ov.visited, C["visited"], 0.55 * u, 1.25)
    rings("lab-frontier", ov.frontier, C["frontier"], 0.6 * u, 1.75, dash=(1.2 * u, 0.8 * u))
    if ov.current_node is not None:
        rings("lab-current-outer", (ov.current_node,), C["current"], 0.9 * u, 2.25)
        rings("lab-current-inner", (ov.current_node,), C["ink"], 0.4 * u, 2.25 - 0.9 * u / 10)
    # Kruskal's groups (only groups of two or more cities): a filled square per city
    sizes: dict = {}
    for _, grp in ov.groups:
        sizes[grp] = sizes.get(grp, 0) + 1
    big = sorted(g for g, k in sizes.items() if k > 1)
    colour_of = {g: GROUP_COLOURS[i % len(GROUP_COLOURS)] for i, g in enumerate(big)}
    grp = [(n, g) for n, g in ov.groups if g in colour_of and pos(n) is not None]
    if grp:
        sq = []
        for n, _ in grp:
            (x, y), r = pos(n), 1.45 * radius(n)
            sq.append(((x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)))
        ops.append(Op(L, "stroke_polygons", "lab-groups", {
            "points": tuple(sq), "colors": tuple(colour_of[g] for _, g in grp),
            "cities": tuple(n for n, _ in grp), "line_width": round(0.7 * u, 2), "dash": (),
            "alpha": 1.0}))
    # region cities: a dotted square
    reg = [n for n in ov.region if pos(n) is not None]
    if reg:
        sq = []
        for n in reg:
            (x, y), r = pos(n), 1.9 * radius(n)
            sq.append(((x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)))
        ops.append(Op(L, "stroke_polygons", "lab-region", {
            "points": tuple(sq), "colors": (C["ink"],) * len(sq), "cities": tuple(reg),
            "line_width": round(0.45 * u, 2), "dash": (round(0.5 * u, 2), round(0.7 * u, 2)),
            "alpha": 1.0}))
    # the names again, over every line, ring and square (the badges and values keep clear)
    ops += list(names)
    # badges: S, T, 1 2 3 ...
    badges = []
    if ov.source is not None:
        badges.append((ov.source, "S"))
    if ov.target is not None:
        badges.append((ov.target, "T"))
    badges += [(n, str(i + 1)) for i, n in enumerate(ov.terminals)]
    badges = [(n, s) for n, s in badges if pos(n) is not None]
    if badges:
        br = 0.62 * text_px * (1.25 if pj else 1.0)
        if avoid:
            # beside the city where no name is (badges never cover a city's name)
            leaders: list = []
            reach = br + 0.35 * u          # the disc and its outline
            spots = _value_spots(badges, pos, radius, 1.2 * br, avoid, sides=_BADGE_SIDES,
                                 leaders=leaders, half=(reach, reach))
            if leaders:
                ops.append(Op(L, "stroke_lines", "lab-badge-leaders", {
                    "points": tuple(leaders), "colors": (C["ink"],) * len(leaders),
                    "line_width": round(0.35 * u, 2), "dash": (), "line_cap": "round",
                    "alpha": 1.0}))
            avoid = {**avoid, "boxes": tuple(avoid.get("boxes", ())) + tuple(
                (x - reach, y - reach, x + reach, y + reach) for x, y in spots)}
            xs = tuple(round(x, 2) for x, _ in spots)
            ys = tuple(round(y, 2) for _, y in spots)
        else:
            xs = tuple(pos(n)[0] + 1.1 * radius(n) + br for n, _ in badges)
            ys = tuple(pos(n)[1] - 1.1 * radius(n) - br for n, _ in badges)
        disc = {"x": xs, "y": ys, "radius": (br,) * len(badges),
                "cities": tuple(n for n, _ in badges)}
        ops.append(Op(L, "fill_circles", "lab-badges", {**disc, "colors": (C["badge"],) * len(badges),
                                                        "alpha": 1.0}))
        ops.append(Op(L, "stroke_circles", "lab-badge-outlines", {
            **disc, "colors": (C["ink"],) * len(badges), "line_width": round(0.35 * u, 2),
            "dash": (), "alpha": 1.0}))
        size = round(1.15 * br, 2)
        ops.append(Op(L, "text", "lab-badge-labels", {
            "texts": tuple(s for _, s in badges), "x": xs, "y": ys,
            "cities": tuple(n for n, _ in badges), "color": C["ink"],
            "font": f"bold {size}px sans-serif", "size": size, "align": "center",
            "baseline": "middle", "halo": None, "halo_width": 0.0, "alpha": 1.0}))
    vals = [(n, s) for n, s in ov.values if pos(n) is not None]
    if vals:
        size = round(0.95 * text_px * (1.3 if pj else 1.0), 2)
        leaders: list = []
        spots = _value_spots(vals, pos, radius, size, avoid, leaders=leaders)
        if leaders:
            ops.append(Op(L, "stroke_lines", "lab-value-leaders", {
                "points": tuple(leaders), "colors": (C["chosen"],) * len(leaders),
                "line_width": round(0.35 * u, 2), "dash": (), "line_cap": "round",
                "alpha": 1.0}))
        ops.append(Op(L, "text", "lab-values", {
            "texts": tuple(s for _, s in vals),
            "x": tuple(round(x, 2) for x, _ in spots), "y": tuple(round(y, 2) for _, y in spots),
            "cities": tuple(n for n, _ in vals), "color": C["chosen"],
            "font": f"bold {size}px sans-serif", "size": size, "align": "center",
            "baseline": "middle", "halo": P.PAPER, "halo_width": round(0.35 * size, 2),
            "alpha": 1.0}))
    return ops


#: Where a node's value may go, in order of preference: (x, y) directions from the node.
_VALUE_SIDES = ((-1, 1), (1, 1), (-1, -1), (1, -1), (0, 1), (0, -1), (-1, 0), (1, 0))
#: Where a badge (S, T, 1, 2, ...) may go: top right first, as before.
_BADGE_SIDES = ((1, -1), (-1, -1), (1, 1), (-1, 1), (1, 0), (-1, 0), (0, -1), (0, 1))


def _overlap(a, b) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _value_spots(vals, pos, radius, size: float, avoid, sides=_VALUE_SIDES,
                 leaders: list | None = None, half: tuple | None = None) -> list:
    """The centre of each value's text: the first side of its node (:data:`_VALUE_SIDES`)
    whose box covers no city name, no node and no value placed before it; else the nearest
    free spot a little further out (:data:`_FAR_STEPS`, :data:`_FAR_DIRECTIONS`) that is still
    nearer its own node than any other (so it reads as this node's value); else (given a
    ``leaders`` list) the nearest free spot further out whose leader line, from the node to the
    text, crosses no name (the line is appended to ``leaders``); else the spot that covers
    least, a name weighing far more than a node or another value. The values with the fewest
    free sides go first."""
    halo = 0.35 * size
    circles = tuple(avoid.get("discs", ()))
    names = list(avoid.get("boxes", ()))
    taken = [(x - r, y - r, x + r, y + r) for (x, y), r in circles]

    def spots(n, hw, hh):
        (cx, cy), r = pos(n), radius(n)
        for dx, dy in sides:
            yield cx + dx * (1.15 * r + hw), cy + dy * (1.15 * r + hh), True
        for k in _FAR_STEPS:
            d = 1.15 * r + k * size
            for j in range(_FAR_DIRECTIONS):
                a = 2 * math.pi * j / _FAR_DIRECTIONS
                ux, uy = math.cos(a), math.sin(a)
                yield (cx + ux * d + hw * max(-1.0, min(1.0, 1.6 * ux)),
                       cy + uy * d + hh * max(-1.0, min(1.0, 1.6 * uy)), False)

    # each box's half width and height: the text's with its halo (or ``half``: a badge's)
    halves = [half or T.text_box_size(text, size, halo) for _, text in vals]

    def free_sides(i):
        (n, _), (hw, hh) = vals[i], halves[i]
        return sum(1 for x, y, near in spots(n, hw, hh) if near and not any(
            _overlap((x - hw, y - hh, x + hw, y + hh), o) for o in names + taken))

    out: list = [None] * len(vals)
    lines: list = []
    for i in sorted(range(len(vals)), key=lambda i: (free_sides(i), i)):
        (n, _), (hw, hh) = vals[i], halves[i]
        centre, r = pos(n), radius(n)
        best, led = None, None
        for x, y, near in spots(n, hw, hh):
            box = (x - hw, y - hh, x + hw, y + hh)
            cost = 1000 * sum(_overlap(box, o) for o in names) + \
                sum(_overlap(box, o) for o in taken)
            if cost == 0 and led is None and leaders is not None and not near:
                line = _leader(box, centre, r)
                if not any(segment_hits_box(*line, o) for o in names) and \
                        not any(segment_hits_box(*ln, box) for ln in lines):
                    led = (x, y, box, line)
            if best is not None and cost >= best[0]:
                continue
            if not near and not _own(box, centre, r, circles):
                continue
            best = (cost, x, y, box)
            if cost == 0:
                break
        if best[0] > 0 and led is not None:
            x, y, box, line = led
            lines.append(line)
            leaders.append(line)
            out[i] = (x, y)
            taken.append(box)
            continue
        out[i] = (best[1], best[2])
        taken.append(best[3])
    return out


def _leader(box, centre, r) -> tuple:
    """A line from the circle at ``centre`` (radius ``r``) to the nearest point of ``box``."""
    px = min(max(centre[0], box[0]), box[2])
    py = min(max(centre[1], box[1]), box[3])
    d = math.hypot(px - centre[0], py - centre[1]) or 1.0
    return ((round(centre[0] + (px - centre[0]) * r / d, 2),
             round(centre[1] + (py - centre[1]) * r / d, 2)), (round(px, 2), round(py, 2)))


#: How much further out (in text heights) a value or badge is tried when no side of its node
#: is free, and in how many directions.
_FAR_STEPS = (0.4, 0.8, 1.2, 1.7, 2.3, 3.0, 3.8, 4.7)
_FAR_DIRECTIONS = 36


def _gap(box, centre, r) -> float:
    px = min(max(centre[0], box[0]), box[2])
    py = min(max(centre[1], box[1]), box[3])
    return math.hypot(px - centre[0], py - centre[1]) - r


def _own(box, centre, r, circles) -> bool:
    """``box`` is nearer the node at ``centre`` than any other node of ``circles``."""
    mine = _gap(box, centre, r)
    return all(_gap(box, c, rc) > mine for c, rc in circles
               if abs(c[0] - centre[0]) > 1e-6 or abs(c[1] - centre[1]) > 1e-6)


def _avoid(g, projector: bool, labels: bool, discs) -> dict:
    """What a value keeps clear of: the city names shown (their boxes) and the nodes."""
    return {"boxes": tuple(lab.box for lab in g.label_layout(projector)) if labels else (),
            "discs": tuple(discs)}


def _names(g, projector: bool, labels: bool) -> tuple:
    """The city names as the board draws them (:meth:`label_layout`), drawn again over the
    lab's marks (role ``"lab-names"``); none when the names are hidden."""
    lay = g.label_layout(projector) if labels else ()
    if not lay:
        return ()
    return (Op("highlight", "text", "lab-names", {
        "texts": tuple(lab.text for lab in lay), "x": tuple(lab.pos[0] for lab in lay),
        "y": tuple(lab.pos[1] for lab in lay), "cities": tuple(lab.city for lab in lay),
        "color": P.LABEL_TEXT, "font": T.font(lay[0].size, True), "size": lay[0].size,
        "align": "center", "baseline": "middle", "halo": P.LABEL_HALO,
        "halo_width": lay[0].halo, "alpha": 1.0}),)


def lab_board_ops(g, overlay: LabOverlay, projector: bool = False,
                  labels: bool = True) -> list[Op]:
    """The overlay on a route board (:class:`~ttrwidgets.render.BoardGeometry`); with
    ``labels`` (the city names shown) the values keep clear of the names."""
    nc, nr = len(g.cities), len(g.routes)

    def pos(c):
        return g.cities[c].centre if isinstance(c, int) and 0 <= c < nc else None

    def radius(c):
        return g.cities[c].radius

    def path(r):
        return g.routes[r].path if isinstance(r, int) and 0 <= r < nr else None
    avoid = _avoid(g, projector, labels, ((c.centre, c.radius) for c in g.cities)) \
        if overlay.values or overlay.source is not None or overlay.target is not None \
        or overlay.terminals else None
    return _ops(pos, radius, path, overlay, 0.003 * g.width, projector, 0.014 * g.width, avoid,
                _names(g, projector, labels))


def lab_grid_ops(g, overlay: LabOverlay, projector: bool = False,
                 labels: bool = True) -> list[Op]:
    """The overlay on a Trans grid board (anything shaped like
    :class:`~ttrwidgets.trans.render.GridGeometry`); with ``labels`` the values keep clear
    of the city names."""
    nn, nl = len(g.nodes), len(g.lines)
    cities = {c.node for c in g.cities}

    def pos(v):
        return g.nodes[v] if isinstance(v, int) and 0 <= v < nn else None

    def radius(v):
        return g.city_radius if v in cities else 1.8 * g.node_radius

    def path(i):
        if not (isinstance(i, int) and 0 <= i < nl):
            return None
        ln = g.lines[i]
        return (ln.p, ln.q)
    avoid = _avoid(g, projector, labels, ((c.centre, c.radius) for c in g.cities)) \
        if overlay.values or overlay.source is not None or overlay.target is not None \
        or overlay.terminals else None
    return _ops(pos, radius, path, overlay, 0.06 * g.unit, projector, 0.014 * g.width, avoid,
                _names(g, projector, labels))


# ============================================================================ the teacher's graph
@dataclass(frozen=True)
class SketchGeometry:
    """Where the cities and routes of a teacher's graph (a
    :class:`~ttrwidgets.graphs.lab.sketch.Sketch`) are drawn on a canvas of ``width`` ×
    ``height`` pixels, and what a click at a pixel hits."""

    sketch: object
    width: int = 900
    height: int = 560

    @property
    def radius(self) -> float:
        return 0.032 * self.height

    @property
    def margin(self) -> float:
        return 2.2 * self.radius

    def point(self, i: int) -> tuple:
        _, x, y = self.sketch.cities[i]
        m = self.margin
        return (round(m + x * (self.width - 2 * m), 2), round(m + y * (self.height - 2 * m), 2))

    def to_unit(self, px: float, py: float) -> tuple:
        """A canvas pixel as a position on the unit square (clamped)."""
        m = self.margin
        clamp = lambda v: min(1.0, max(0.0, v))  # noqa: E731
        return (round(clamp((px - m) / (self.width - 2 * m)), 4),
                round(clamp((py - m) / (self.height - 2 * m)), 4))

    def segment(self, k: int) -> tuple:
        a, b, _ = self.sketch.routes[k]
        return (self.point(self.sketch.index(a)), self.point(self.sketch.index(b)))

    def hit(self, px: float, py: float):
        """``("node", i)``, ``("edge", k)`` or None (an empty spot)."""
        r = self.radius
        best = None
        for i in range(len(self.sketch.cities)):
            x, y = self.point(i)
            d = ((px - x) ** 2 + (py - y) ** 2) ** 0.5
            if d <= 1.35 * r and (best is None or d < best[0]):
                best = (d, i)
        if best is not None:
            return ("node", best[1])
        for k in range(len(self.sketch.routes)):
            (x1, y1), (x2, y2) = self.segment(k)
            dx, dy = x2 - x1, y2 - y1
            L2 = dx * dx + dy * dy or 1.0
            t = max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / L2))
            d = ((px - x1 - t * dx) ** 2 + (py - y1 - t * dy) ** 2) ** 0.5
            if d <= 0.45 * r:
                return ("edge", k)
        return None

    def label_point(self, k: int) -> tuple:
        (x1, y1), (x2, y2) = self.segment(k)
        return ((x1 + x2) / 2, (y1 + y2) / 2)


def sketch_ops(g: SketchGeometry, overlay: LabOverlay | None = None, projector: bool = False,
               selected=None) -> list[Op]:
    """The teacher's graph on its own canvas: the sheet, the routes with their lengths as
    numbers, the cities with their names (layer ``"map"``), and the lab's overlay (layer
    ``"highlight"``). ``selected``: a city clicked as the first end of a new route (a thick
    dashed ring)."""
    s = g.sketch
    k = PROJECTOR_LINE_SCALE if projector else 1.0
    r = g.radius
    n = len(s.cities)
    ops = [Op("map", "clear", "clear", {}), Op("claims", "clear", "clear", {}),
           Op("highlight", "clear", "clear", {})]
    ops.append(Op("map", "fill_polygons", "sketch-sheet", {
        "points": (((0, 0), (g.width, 0), (g.width, g.height), (0, g.height)),),
        "colors": (P.PAPER,), "alpha": 1.0}))
    if s.routes:
        ops.append(Op("map", "stroke_lines", "sketch-routes", {
            "points": tuple(g.segment(i) for i in range(len(s.routes))),
            "colors": ("#777777",) * len(s.routes), "routes": tuple(range(len(s.routes))),
            "line_width": round(0.16 * r * k, 2), "dash": (), "line_cap": "round",
            "alpha": 1.0}))
    if n:
        ops.append(Op("map", "fill_circles", "sketch-cities", {
            "x": tuple(g.point(i)[0] for i in range(n)),
            "y": tuple(g.point(i)[1] for i in range(n)), "radius": (r,) * n,
            "cities": tuple(range(n)), "colors": ("#f6f1e4",) * n, "alpha": 1.0}))
        ops.append(Op("map", "stroke_circles", "sketch-city-outlines", {
            "x": tuple(g.point(i)[0] for i in range(n)),
            "y": tuple(g.point(i)[1] for i in range(n)), "radius": (r,) * n,
            "cities": tuple(range(n)), "colors": (P.INK,) * n,
            "line_width": round(0.07 * r * k, 2), "dash": (), "alpha": 1.0}))
        size = round(0.8 * r * (1.15 if projector else 1.0), 2)
        ops.append(Op("map", "text", "sketch-names", {
            "texts": tuple(c[0] for c in s.cities), "x": tuple(g.point(i)[0] for i in range(n)),
            "y": tuple(g.point(i)[1] for i in range(n)), "cities": tuple(range(n)),
            "color": P.INK, "font": f"bold {size}px sans-serif", "size": size,
            "align": "center", "baseline": "middle", "halo": None, "halo_width": 0.0,
            "alpha": 1.0}))
    ops.append(Op("claims", "clear", "clear", {}))
    if overlay is not None:
        def pos(i):
            return g.point(i) if isinstance(i, int) and 0 <= i < n else None

        def path(e):
            return g.segment(e) if isinstance(e, int) and 0 <= e < len(s.routes) else None
        # a long name spills out of its circle: the values keep clear of it, and the names
        # are drawn again over the rings
        names = next((op for op in ops if op.role == "sketch-names"), None)
        boxes = ()
        if names is not None:
            d = names.args
            boxes = tuple((x - hw, y - hh, x + hw, y + hh) for text, x, y in
                          zip(d["texts"], d["x"], d["y"])
                          for hw, hh in (T.text_box_size(text, d["size"], 0.0),))
            names = Op("highlight", "text", "lab-names", d)
        avoid = {"boxes": boxes, "discs": tuple((g.point(i), r) for i in range(n))}
        ov = LabOverlay(**{**overlay.__dict__, "values": ()})
        ops += _ops(pos, lambda i: r, path, ov, 0.11 * r, projector, 0.75 * r, avoid,
                    (names,) if names is not None else ())
        vals = [(i, v) for i, v in overlay.values if pos(i) is not None]
        if vals:
            # clear of the names, the badges (S, T, 1, 2 ...) and the routes' lengths too
            extra = []
            for op in ops:
                if op.role == "lab-badges":
                    extra += [(x - b, y - b, x + b, y + b) for x, y, b in
                              zip(op.args["x"], op.args["y"], op.args["radius"])]
            lsize = round(0.72 * r * (1.2 if projector else 1.0), 2)
            for i, (_, _, w) in enumerate(s.routes):
                (x, y), (hw, hh) = g.label_point(i), T.text_box_size(str(w), lsize,
                                                                     0.45 * lsize)
                extra.append((x - hw, y - hh, x + hw, y + hh))
            avoid = {**avoid, "boxes": tuple(avoid["boxes"]) + tuple(extra)}
            size = round(0.75 * r * (1.2 if projector else 1.0), 2)
            leaders: list = []
            spots = _value_spots(vals, pos, lambda i: r, size, avoid, leaders=leaders)
            if leaders:
                ops.append(Op("highlight", "stroke_lines", "lab-value-leaders", {
                    "points": tuple(leaders), "colors": (LAB_COLOURS["chosen"],) * len(leaders),
                    "line_width": round(0.04 * r * k, 2), "dash": (), "line_cap": "round",
                    "alpha": 1.0}))
            ops.append(Op("highlight", "text", "lab-values", {
                "texts": tuple(v for _, v in vals),
                "x": tuple(round(x, 2) for x, _ in spots),
                "y": tuple(round(y, 2) for _, y in spots),
                "cities": tuple(i for i, _ in vals), "color": LAB_COLOURS["chosen"],
                "font": f"bold {size}px sans-serif", "size": size, "align": "center",
                "baseline": "middle", "halo": P.PAPER, "halo_width": round(0.35 * size, 2),
                "alpha": 1.0}))
    # the lengths last: always readable, over every mark
    if s.routes:
        size = round(0.72 * r * (1.2 if projector else 1.0), 2)
        pts = [g.label_point(i) for i in range(len(s.routes))]
        ops.append(Op("highlight", "text", "sketch-lengths", {
            "texts": tuple(str(w) for _, _, w in s.routes),
            "x": tuple(round(x, 2) for x, _ in pts), "y": tuple(round(y, 2) for _, y in pts),
            "routes": tuple(range(len(s.routes))), "color": P.INK,
            "font": f"bold {size}px sans-serif", "size": size, "align": "center",
            "baseline": "middle", "halo": P.PAPER, "halo_width": round(0.45 * size, 2),
            "alpha": 1.0}))
    if selected is not None and 0 <= selected < n:
        x, y = g.point(selected)
        ops.append(Op("highlight", "stroke_circles", "sketch-selected", {
            "x": (x,), "y": (y,), "radius": (1.5 * r,), "cities": (selected,),
            "colors": (LAB_COLOURS["current"],), "line_width": round(0.12 * r, 2),
            "dash": (round(0.3 * r, 2), round(0.2 * r, 2)), "alpha": 1.0}))
    return ops
