"""Fixtures for the render tests.

``europe_map`` is the real Europe map from :func:`ttrwidgets.ttr.maps.load_map`. While the
loader or ``maps/europe.json`` is missing (they are written in parallel), the same shape is
rebuilt from the public reference CSVs in ``../shared/maps-reference/europe`` so the render code can be tested on its own;
if neither is available the tests are skipped.
"""
from __future__ import annotations

import csv
import os
from dataclasses import dataclass
from pathlib import Path

import pytest

from ttrwidgets.ttr.colours import Colour, parse_colour

ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("TTR_SHARED", ROOT.parent / "shared"))


@dataclass(frozen=True)
class _City:
    index: int
    name: str
    display_name: str
    aliases: tuple
    big_city: bool
    country: bool = False


@dataclass(frozen=True)
class _Route:
    index: int
    id: str
    a: int
    b: int
    length: int
    colour: Colour
    kind: str
    locomotives: int
    reveal: int
    group: str | None


@dataclass(frozen=True)
class _Layout:
    aspect: float
    positions: tuple
    labels: tuple


@dataclass(frozen=True)
class _Map:
    family = "ttr"          # drawn in the route family's card colours (not a field)
    id: str
    version: int
    name: str
    cities: tuple
    routes: tuple
    tickets: tuple
    layout: _Layout

    def routes_between(self, a, b):
        return tuple(r.index for r in self.routes if {r.a, r.b} == {a, b})

    def parallel(self, r):
        rt = self.routes[r]
        return tuple(x for x in self.routes_between(rt.a, rt.b) if x != r)


def synthetic_europe() -> _Map:
    """Europe rebuilt from the reference CSVs, shaped like ``GameMap``."""
    d = SHARED / "maps-reference" / "europe"
    with open(d / "cities.csv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    index = {r["name"]: i for i, r in enumerate(rows)}
    cities = tuple(_City(i, r["name"], r["display_name"], (), r["big_city"] == "1")
                   for i, r in enumerate(rows))
    positions = tuple((float(r["board_x"]), float(r["board_y"])) for r in rows)
    labels = tuple((0.0, 0.0) for _ in rows)
    with open(d / "routes.csv", encoding="utf-8") as f:
        rrows = list(csv.DictReader(f))
    routes = []
    for i, r in enumerate(rrows):
        locos = int(r["ferry_locos"])
        kind = "ferry" if locos else ("tunnel" if r["tunnel"] == "1" else "normal")
        routes.append(_Route(i, r["id"], index[r["a"]], index[r["b"]], int(r["length"]),
                             parse_colour(r["colour"]), kind, locos, 3 if kind == "tunnel" else 0,
                             r["double_group"] or None))
    return _Map("europe", 1, "Europe", cities, tuple(routes), (), _Layout(1.40, positions, labels))


@pytest.fixture(scope="session")
def europe_map():
    try:
        from ttrwidgets.ttr.maps import load_map
    except ImportError:
        load_map = None
    if load_map is not None:
        try:
            return load_map("europe")
        except KeyError:  # UnknownMapError: the loader is there but maps/europe.json not yet
            pass
    if not (SHARED / "maps-reference" / "europe" / "cities.csv").is_file():
        pytest.skip("no Europe map: neither ttrwidgets.ttr.maps nor the reference CSVs")
    return synthetic_europe()
