"""Passenger tokens on a route board (Deutschland): where a city's cluster of tokens stands,
clear of circles, names, leader lines and other clusters and as far as possible of train spaces
(:func:`place_token_slots`), and the drawn token (:class:`TokenShape`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .shapes import (BBox, Point, SpaceShape, box_circle_gap, box_hits_space, boxes_overlap,
                     grid_add, grow_box, segment_hits_box)

__all__ = ["TokenShape", "place_token_slots", "token_cell", "scale_slots", "TOKEN_CACHE",
           "TOKEN_RINGS_EM", "MAX_TOKENS", "TOKENS_PER_ROW", "TOKEN_LETTER_EM",
           "TOKEN_COUNT_EM", "TOKEN_COUNT_ROOM"]


@dataclass(frozen=True)
class TokenShape:
    """One passenger token: ``count`` passengers of colour ``colour`` (a colour key such as
    ``"red"``) standing at ``city``; drawn as a disc of ``radius`` at ``centre`` in the colour
    with its ``letter`` (the card colour's symbol), and, for more than one, ``"×count"`` centred
    at ``count_pos`` in ``count_size`` px. ``box`` is the token's cell (disc and count)."""

    city: int
    colour: str
    count: int
    letter: str
    centre: Point
    radius: float
    count_pos: Point
    count_size: float
    box: BBox


#: Distances (in token radii) from the circle at which a city's tokens are tried: they stay
#: next to their city (rather covering the end of a train space than wandering off).
TOKEN_RINGS_EM = (0.25, 0.8, 1.4)
#: Most tokens at one city (one per passenger colour), and tokens per row of a city's cluster.
MAX_TOKENS = 6
TOKENS_PER_ROW = 3
#: Token letter and count sizes, in token radii; the count's room is that of ``"×10"``.
TOKEN_LETTER_EM = 1.25
TOKEN_COUNT_EM = 1.15
TOKEN_COUNT_ROOM = "×10"


def token_cell(rt: float) -> tuple[float, float, float]:
    """(cell width, cell height, padding) of one token (disc + room for its count)."""
    from .typography import text_width
    pad = 0.35 * rt
    return (2 * rt + text_width(TOKEN_COUNT_ROOM, TOKEN_COUNT_EM * rt) + pad, 2 * rt + pad, pad)


def place_token_slots(caps: Mapping[int, int], centres: Sequence[Point],
                       radii: Sequence[float], labels: Sequence[tuple[BBox, Any]],
                       spaces: Sequence[SpaceShape], rt: float, W: float, H: float,
                       margin: float, cell: float, others: Sequence[BBox] = ()
                       ) -> dict[int, tuple[tuple[Point, Point, BBox], ...]]:
    """Place a cluster of ``caps[city]`` token cells next to each city.

    A cluster is rows of :data:`TOKENS_PER_ROW` cells. Candidates: the cluster touching rings
    around the circle in 16 directions. Hard limits: inside the canvas, clear of the city's own
    circle, of every other circle, every name and leader line (the normal view's), and of the
    clusters placed before (and ``others``); the cheapest candidate by the train spaces it
    covers (8 each), its distance from the circle (in token radii) and a preference for below
    and right wins. Cities with the most tokens go first (ties: city index). Deterministic.
    """
    cw, ch, pad = token_cell(rt)
    dirs = [(math.cos(2 * math.pi * j / 16), math.sin(2 * math.pi * j / 16)) for j in range(16)]
    grid: dict[tuple[int, int], list[int]] = {}
    for k, s in enumerate(spaces):
        grid_add(grid, cell, s.bbox, 0.0, k)
    placed: list[BBox] = list(others)
    out: dict[int, tuple[tuple[Point, Point, BBox], ...]] = {}

    def side(t: float) -> float:
        return max(-1.0, min(1.0, 1.6 * t))

    for city in sorted(caps, key=lambda c: (-caps[c], c)):
        n = caps[city]
        cols, rows = min(n, TOKENS_PER_ROW), -(-n // TOKENS_PER_ROW)
        hx, hy = cols * cw / 2, rows * ch / 2
        (x, y), r = centres[city], radii[city]
        best = None
        for ring, d_em in enumerate(TOKEN_RINGS_EM):
            d = r + d_em * rt
            for j, (ux, uy) in enumerate(dirs):
                bx, by = x + d * ux + hx * side(ux), y + d * uy + hy * side(uy)
                box = (bx - hx, by - hy, bx + hx, by + hy)
                if box[0] < margin or box[1] < margin or box[2] > W - margin \
                        or box[3] > H - margin:
                    continue
                if box_circle_gap(bx, by, hx, hy, x, y) < r + margin:
                    continue
                hard = 0
                for k2, (cx, cy) in enumerate(centres):
                    if k2 != city and box_circle_gap(bx, by, hx + margin, hy + margin,
                                                      cx, cy) < radii[k2]:
                        hard += 1
                for lbox, leader in labels:
                    if boxes_overlap(box, lbox, margin) or (
                            leader is not None and segment_hits_box(*leader, grow_box(box, margin))):
                        hard += 1
                hard += sum(1 for o in placed if boxes_overlap(box, o, margin))
                seen: set[int] = set()
                for gi in range(math.floor(box[0] / cell), math.floor(box[2] / cell) + 1):
                    for gj in range(math.floor(box[1] / cell), math.floor(box[3] / cell) + 1):
                        seen.update(grid.get((gi, gj), ()))
                covered = sum(1 for k in seen if box_hits_space(bx, by, hx, hy, spaces[k]))
                cost = (hard, 8 * covered + d_em + 0.3 * (1 - uy) / 2 + 0.2 * (1 - ux) / 2,
                        ring, j)
                if best is None or cost < best[0]:
                    best = (cost, box)
        if best is None:   # nowhere inside the canvas: below the circle
            best = (None, (x - hx, y + r, x + hx, y + r + 2 * hy))
        box = best[1]
        placed.append(box)
        slots = []
        for k in range(n):
            row, col = divmod(k, TOKENS_PER_ROW)
            in_row = min(TOKENS_PER_ROW, n - row * TOKENS_PER_ROW)
            x0 = (box[0] + box[2]) / 2 - in_row * cw / 2 + col * cw
            y0 = box[1] + row * ch
            if (box[0] + box[2]) / 2 >= x:   # right of the city: disc first, then "×n"
                disc = (x0 + pad / 2 + rt, y0 + ch / 2)
                count_at = ((disc[0] + rt + x0 + cw) / 2, disc[1])
            else:                             # left of it: "×n", then the disc
                disc = (x0 + cw - pad / 2 - rt, y0 + ch / 2)
                count_at = ((x0 + disc[0] - rt) / 2, disc[1])
            slots.append((disc, count_at, (x0, y0, x0 + cw, y0 + ch)))
        out[city] = tuple(slots)
    return out



TOKEN_CACHE: dict[tuple, dict] = {}


def scale_slots(slots: dict, f: float) -> dict:
    """Token slots (:func:`place_token_slots`) scaled by ``f``."""
    return {c: tuple(((d[0] * f, d[1] * f), (n[0] * f, n[1] * f), tuple(v * f for v in b))
                     for d, n, b in sl) for c, sl in slots.items()}

