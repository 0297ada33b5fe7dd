"""Plane geometry the render tests check drawings with (written independently of the render
code, so a test does not grade the code with its own yardstick)."""
from __future__ import annotations

import math


def convex_overlap(p, q) -> bool:
    """Separating-axis test for two convex polygons (touching does not count)."""
    for poly in (p, q):
        for i in range(len(poly)):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % len(poly)]
            ax, ay = y0 - y1, x1 - x0
            pa = [ax * x + ay * y for x, y in p]
            pb = [ax * x + ay * y for x, y in q]
            if max(pa) <= min(pb) + 1e-9 or max(pb) <= min(pa) + 1e-9:
                return False
    return True


def segment_distance(p, a, b) -> float:
    """Distance from point ``p`` to the segment ``a``–``b``."""
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(ax + t * dx - px, ay + t * dy - py)
