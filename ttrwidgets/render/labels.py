"""The city-name placer of every board (route boards and Trans grid boards): each name's box
is kept clear of train spaces, other cities' circles and other names, among spots around its
city chosen by a deterministic cost, with a leader line where a name has to move away
(:func:`layout_labels`); :func:`layout_labels_cached` remembers a layout per map shape, in
units of the canvas width.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Sequence

from .shapes import (BBox, Point, SpaceShape, box_circle_gap, box_hits_space, boxes_overlap,
                     grid_add, grow_box, segment_hits_box, segment_hits_space)
from ..core.diskcache import remembered
from .typography import text_box_size

__all__ = ["LabelShape", "layout_labels", "layout_labels_cached", "scale_label",
           "LABEL_DIRECTIONS", "LABEL_RINGS_EM", "LEADER_FROM_EM", "LABEL_MAX_GAP",
           "LEADER_MAX_CROSSINGS", "LABEL_CACHE_SIZE"]


@dataclass(frozen=True)
class LabelShape:
    """One placed city name.

    ``pos`` is the centre of the text (drawn with ``text_align="center"``,
    ``text_baseline="middle"``) at font ``size`` px with a halo stroke ``halo`` px wide; ``box``
    is the conservative box the text and its halo cover (:func:`typography.text_box_size`).
    ``leader`` is a short line ``(from the circle, to the box)`` when the name had to move away
    from its city, else ``None``. ``clear`` is False when no spot was free (the name then
    overlaps as little as possible); ``conflicts`` counts what it still overlaps.
    """

    city: int
    text: str
    pos: Point
    box: BBox
    size: float
    halo: float
    leader: tuple[Point, Point] | None = None
    clear: bool = True
    conflicts: int = 0



def unplaced_labels(texts: Sequence[str], centres: Sequence[Point], size: float,
                    halo: float) -> tuple[LabelShape, ...]:
    """Names not laid out: each at its city's centre with an empty box (for a picture that
    draws no names, such as a start-page thumbnail; laying the names out is most of the time
    a board's geometry takes)."""
    return tuple(LabelShape(i, str(t), (x, y), (x, y, x, y), size, halo, None, False, 0)
                 for i, (t, (x, y)) in enumerate(zip(texts, centres)))

#: Directions tried around a city (48, starting east, clockwise in canvas coordinates), and
#: the rings of growing distance from the circle (in em of the label font) they are tried at.
LABEL_DIRECTIONS = 48
LABEL_RINGS_EM = (0.15, 0.5, 0.9, 1.4, 2.0, 2.7, 3.5, 4.5, 5.5, 7.0, 9.0)
#: A name further than this (em) from its circle gets a leader line.
LEADER_FROM_EM = 1.0
#: ... but never further than this fraction of the canvas width (a name far from its city
#: misleads more than one that covers a train space; this mostly limits projector mode).
LABEL_MAX_GAP = 0.085
#: A last-resort leader line may cross this many train spaces.
LEADER_MAX_CROSSINGS = 2


def layout_labels(texts: Sequence[str], offsets: Sequence[Point | None],
                   centres: Sequence[Point], radii: Sequence[float], spaces: Sequence[SpaceShape],
                   W: float, H: float, bw: float, bh: float, size: float, halo: float,
                   margin: float, cell: float) -> tuple[LabelShape, ...]:
    """Place every city name so that its box, grown by ``margin``, covers no train space, no
    other city's circle and no other name (nor another name's leader line).

    Candidates: the layout's hand-placed offset (when the map gives one), and the box touching
    a ring around the circle in :data:`LABEL_DIRECTIONS` directions at the distances
    :data:`LABEL_RINGS_EM`. Each candidate has a fixed cost, in em: the distance from the
    circle, a cartographic preference for the right and above (E < NE < N/S < W; Imhof), a pull
    towards the layout's offset, and a leader line beyond :data:`LEADER_FROM_EM`. Hard limits:
    the canvas border; without a leader, no other circle may be nearer to the name than its
    own (it would read as that city's name); a leader must not cross a train space.

    Placement is greedy and deterministic: cities with the fewest free spots right next to
    their circle go first (ties: city index); each takes its cheapest spot clear of spaces,
    circles and the names placed before. Then every name left without a clear spot tries its
    free spots once more, moving the one name in the way to another clear spot of its own.
    A name that still has none takes a clear spot whose leader crosses at most
    :data:`LEADER_MAX_CROSSINGS` train spaces, else the least bad spot (each name it covers
    weighs 100, each
    train space or circle it covers or its leader crosses 3, plus the spot's cost, so it stays
    near its city) and is marked ``clear=False``.
    """
    n = len(texts)
    if n == 0:
        return ()
    halves = [text_box_size(t, size, halo) for t in texts]
    far = LABEL_RINGS_EM[-1] * size
    # what each city's candidates can touch: (its reach, spaces, other circles, other names)
    reach = []
    for i in range(n):
        (x, y), r, (hx, hy) = centres[i], radii[i], halves[i]
        ext_x, ext_y = r + far + 2 * hx + margin, r + far + 2 * hy + margin
        box = [x - ext_x, y - ext_y, x + ext_x, y + ext_y]
        off = offsets[i] if i < len(offsets) else None
        if off is not None:
            px, py = x + off[0] * bw, y + off[1] * bh
            box = [min(box[0], px - hx - margin), min(box[1], py - hy - margin),
                   max(box[2], px + hx + margin), max(box[3], py + hy + margin)]
        reach.append(tuple(box))
    grid: dict[tuple[int, int], list[int]] = {}
    for k, s in enumerate(spaces):
        grid_add(grid, cell, s.bbox, 0.0, k)
    near_sp: list[list[SpaceShape]] = []
    for box in reach:
        seen: set[int] = set()
        for gi in range(math.floor(box[0] / cell), math.floor(box[2] / cell) + 1):
            for gj in range(math.floor(box[1] / cell), math.floor(box[3] / cell) + 1):
                seen.update(grid.get((gi, gj), ()))
        near_sp.append([spaces[k] for k in sorted(seen)])
    near_ct = [[j for j in range(n) if j != i and boxes_overlap(
        reach[i], (centres[j][0] - radii[j], centres[j][1] - radii[j],
                   centres[j][0] + radii[j], centres[j][1] + radii[j]))] for i in range(n)]
    near_lab = [[j for j in range(n) if j != i and boxes_overlap(reach[i], reach[j])]
                for i in range(n)]

    dirs = [(math.cos(2 * math.pi * j / LABEL_DIRECTIONS),
             math.sin(2 * math.pi * j / LABEL_DIRECTIONS)) for j in range(LABEL_DIRECTIONS)]

    def side(t: float) -> float:
        return max(-1.0, min(1.0, 1.6 * t))

    # ---- every candidate with its fixed cost: (cost, x, y, gap in em, leader)
    cands: list[list[tuple[float, float, float, float, tuple | None]]] = []
    for i in range(n):
        hx, hy = halves[i]
        (x, y), r = centres[i], radii[i]
        off = offsets[i] if i < len(offsets) else None
        spots: list[tuple[float, float]] = []
        pref = None
        if off is not None and (off[0] or off[1]):
            pref = (x + off[0] * bw, y + off[1] * bh)
            spots.append(pref)
        for gap_em in LABEL_RINGS_EM:
            if gap_em * size > LABEL_MAX_GAP * W:
                break
            d = r + gap_em * size
            for cx_, cy_ in dirs:
                spots.append((x + d * cx_ + hx * side(cx_), y + d * cy_ + hy * side(cy_)))
        out = []
        for bx, by in spots:
            if bx - hx < margin or by - hy < margin or bx + hx > W - margin \
                    or by + hy > H - margin:
                continue
            gap = box_circle_gap(bx, by, hx, hy, x, y) - r
            if gap < margin:
                continue  # a hand-placed offset that covers its own circle
            dx, dy = bx - x, by - y
            dl = math.hypot(dx, dy) or 1.0
            cost = 4.0 * gap / size
            cost += 0.8 * (1 - dx / dl) / 2 + (0.25 * dy / dl if dy > 0 else 0.0)
            if pref is not None:
                cost += min(4.0, 1.5 * math.hypot(bx - pref[0], by - pref[1]) / size)
            leader = None
            if gap > LEADER_FROM_EM * size:
                px = min(max(x, bx - hx), bx + hx)
                py = min(max(y, by - hy), by + hy)
                ll = math.hypot(px - x, py - y) or 1.0
                leader = ((x + (px - x) * r / ll, y + (py - y) * r / ll), (px, py))
                cost += 1.0
            out.append((cost, bx, by, gap / size, leader))
        out.sort(key=lambda t: (t[0], t[1], t[2]))
        cands.append(out)

    # ---- static conflicts of a candidate (train spaces, other circles), computed on demand
    memo: dict[tuple[int, int], tuple[int, int]] = {}

    def static(i: int, k: int) -> tuple[int, int]:
        """(train spaces and circles the box covers, train spaces the leader crosses)."""
        got = memo.get((i, k))
        if got is not None:
            return got
        _, bx, by, gap_em, leader = cands[i][k]
        hx, hy = halves[i]
        gx, gy = hx + margin, hy + margin
        x0, y0, x1, y1 = bx - gx, by - gy, bx + gx, by + gy
        bad = 0
        for s in near_sp[i]:
            b = s.bbox
            if b[2] > x0 and b[0] < x1 and b[3] > y0 and b[1] < y1 \
                    and box_hits_space(bx, by, gx, gy, s):
                bad += 1
        reach_c = 0.0 if leader is not None else gap_em * size
        for j in near_ct[i]:
            (cx, cy), rj = centres[j], radii[j]
            if abs(cx - bx) >= gx + rj + reach_c or abs(cy - by) >= gy + rj + reach_c:
                continue
            if box_circle_gap(bx, by, gx, gy, cx, cy) < rj:
                bad += 1
            elif leader is None and \
                    box_circle_gap(bx, by, hx, hy, cx, cy) - rj < gap_em * size:
                bad += 1   # reads as the other city's name
        crossed = 0
        if leader is not None:
            p, q = leader
            lx0, lx1 = min(p[0], q[0]), max(p[0], q[0])
            ly0, ly1 = min(p[1], q[1]), max(p[1], q[1])
            for s in near_sp[i]:
                b = s.bbox
                if b[2] > lx0 and b[0] < lx1 and b[3] > ly0 and b[1] < ly1 \
                        and segment_hits_space(p, q, s):
                    crossed += 1
        memo[(i, k)] = (bad, crossed)
        return bad, crossed

    def box_of(i: int, k: int) -> BBox:
        _, bx, by, _, _ = cands[i][k]
        hx, hy = halves[i]
        return (bx - hx, by - hy, bx + hx, by + hy)

    def extent(i: int, k: int) -> BBox:
        """Bounding box of the name and its leader, grown by the margin."""
        x0, y0, x1, y1 = box_of(i, k)
        leader = cands[i][k][4]
        if leader is not None:
            (px, py), (qx, qy) = leader
            x0, y0 = min(x0, px, qx), min(y0, py, qy)
            x1, y1 = max(x1, px, qx), max(y1, py, qy)
        return (x0 - margin, y0 - margin, x1 + margin, y1 + margin)

    def clashes(i: int, k: int, placed: dict[int, int]) -> list[int]:
        box, leader = box_of(i, k), cands[i][k][4]
        ext = extent(i, k)
        grown = grow_box(box, margin)
        out = []
        for j in near_lab[i]:
            kj = placed.get(j)
            if kj is None or not boxes_overlap(ext, extent(j, kj)):
                continue
            obox, oleader = box_of(j, kj), cands[j][kj][4]
            if boxes_overlap(box, obox, margin) \
                    or (oleader is not None and segment_hits_box(*oleader, grown)) \
                    or (leader is not None and segment_hits_box(*leader, grow_box(obox, margin))):
                out.append(j)
        return out

    def clean(i: int, k: int) -> bool:
        return memo.get((i, k), (1, 1)) == (0, 0) if (i, k) in memo else static(i, k) == (0, 0)

    # ---- greedy, hardest first
    difficulty = sorted((sum(1 for k, c in enumerate(cands[i])
                             if c[3] <= LABEL_RINGS_EM[0] + 1e-9 and clean(i, k)), i)
                        for i in range(n))
    placed: dict[int, int] = {}
    unclear: list[int] = []
    for _, i in difficulty:
        for k in range(len(cands[i])):
            if clean(i, k) and not clashes(i, k, placed):
                placed[i] = k
                break
        else:
            unclear.append(i)

    # ---- repair: move the one name in the way
    for i in unclear:
        for k in range(len(cands[i])):
            if not clean(i, k):
                continue
            way = clashes(i, k, placed)
            if len(way) != 1:
                continue
            j = way[0]
            trial = dict(placed)
            trial[i] = k
            del trial[j]
            moved = next((kj for kj in range(len(cands[j])) if kj != placed[j]
                          and clean(j, kj) and not clashes(j, kj, trial)), None)
            if moved is not None:
                trial[j] = moved
                placed = trial
                break

    # ---- still without a clear spot: one whose leader crosses a space or two, else the least
    # bad one, weighing each name covered as 100, each train space or circle covered or crossed
    # by the leader as 3, plus the spot's cost (so it stays near its city, not wander off)
    result: list[LabelShape | None] = [None] * n
    for i in unclear:
        if i in placed:
            continue
        best = None
        for k in range(len(cands[i])):
            box_bad, crossed = static(i, k)
            way = len(clashes(i, k, placed))
            if box_bad == 0 and way == 0 and crossed <= LEADER_MAX_CROSSINGS:
                key = (0.0, crossed, cands[i][k][0])   # clear, only its leader crosses a space
            else:
                key = (1.0, 100 * way + 3 * (box_bad + crossed) + cands[i][k][0], 0.0)
            if best is None or key < best[0]:
                best = (key, k)
        if best is None:   # nowhere inside the canvas: centre it on the city
            hx, hy = halves[i]
            x, y = centres[i]
            result[i] = LabelShape(i, texts[i], (x, y), (x - hx, y - hy, x + hx, y + hy), size,
                                   halo, None, False, 1)
            continue
        placed[i] = best[1]
    for i, k in placed.items():
        _, bx, by, _, leader = cands[i][k]
        conf = static(i, k)[0] + len(clashes(i, k, placed))
        result[i] = LabelShape(i, texts[i], (bx, by), box_of(i, k), size, halo, leader,
                               conf == 0, conf)
    return tuple(result)  # type: ignore[arg-type]


_LABEL_CACHE: dict[tuple, tuple[LabelShape, ...]] = {}
LABEL_CACHE_SIZE = 16


def layout_labels_cached(key: tuple, W: float, *args: Any) -> tuple[LabelShape, ...]:
    """:func:`layout_labels`, remembered per map shape in units of the canvas width (the
    layout is scale-invariant), so a second board of the same map, at any width, or the
    projector layout toggled again, does not pay for it again. The first one is also kept on
    disk (:func:`~ttrwidgets.core.diskcache.remembered`) for the kernels that come after."""
    unit = _LABEL_CACHE.get(key)
    if unit is None:
        # a new kernel's first board: kept on disk too, under all of the layout's inputs
        got = remembered("labels", (W, args), lambda: layout_labels(*args))
        unit = tuple(scale_label(lab, 1 / W) for lab in got)
        if len(_LABEL_CACHE) >= LABEL_CACHE_SIZE:
            _LABEL_CACHE.pop(next(iter(_LABEL_CACHE)))
        _LABEL_CACHE[key] = unit
        return got
    return tuple(scale_label(lab, W) for lab in unit)



def scale_label(lab: LabelShape, f: float) -> LabelShape:
    """``lab`` scaled by ``f``."""
    sc = lambda p: (p[0] * f, p[1] * f)  # noqa: E731
    return LabelShape(lab.city, lab.text, sc(lab.pos),
                      (lab.box[0] * f, lab.box[1] * f, lab.box[2] * f, lab.box[3] * f),
                      lab.size * f, lab.halo * f,
                      None if lab.leader is None else (sc(lab.leader[0]), sc(lab.leader[1])),
                      lab.clear, lab.conflicts)

