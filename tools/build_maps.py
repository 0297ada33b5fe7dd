#!/usr/bin/env python3
"""Write ``maps/<id>.json`` from the reference tables in ``shared/maps-reference``.

Usage::

    python tools/build_maps.py [REFERENCE_DIR] [--out DIR] [--check]

``REFERENCE_DIR`` defaults to ``$TTR_SHARED/maps-reference`` or ``../shared/maps-reference``
next to the repository. ``--check`` writes nothing and exits with status 1 if a map file is
missing or differs from what the tables give (for CI).

Everything in the map files comes from the tables except what the tables do not state:

* Europe ticket ids: ``E01``… for the original Europe deck, ``N01``… for Europa 1912, in table
  order;
* a Europe tunnel reveals 3 cards (the Europe rule);
* Deutschland ids: routes ``R001``… from ``route_id``; parallel groups ``G01``… from
  ``group_id`` (only for groups of 2 or 3 tracks; a single track has no group); tickets
  ``S01``… for the short deck and ``L01``… for the long deck, in table order;
* Deutschland names: ``name`` and ``display_name`` are the name as printed (with umlauts);
  ``aliases`` are the table's aliases followed by ``name_en``, leaving out any that
  :func:`~ttrwidgets.ttr.maps.normalise_name` already finds (``Munchen`` for München);
  a ticket of the long deck is marked ``long``; positions are ``board_x / 1125`` and
  ``board_y / 1744`` (the board image the table measures on, per its README), rounded to four
  places, and the aspect is 1125 / 1744 (portrait);
* ``figures`` in the Deutschland file: the counts the README states (nodes, countries, tracks,
  pairs, spaces, doubles and triples, tickets per deck, passengers), written here so that every
  load checks the file against them;
* Legendary Asia: see :func:`build_legendary_asia` and :data:`LEGENDARY_ASIA_NOTES` (mountain
  routes are ordinary routes; the file states its decisions in ``notes``);
* the city label offsets, chosen here (see :func:`place_labels`) so that names overlap cities,
  routes and each other as little as a quick search can manage.

The builder also checks what the tables say about themselves (group sizes and track numbers,
the country end of each route, the deck names, the image bounds) and stops on a disagreement.

The output is deterministic: the same tables always give the same bytes.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ttrwidgets.ttr.maps import (MAX_PARALLEL, SCHEMA_VERSION, normalise_name,  # noqa: E402
                                    parse_map)

#: Europe tunnels turn over three cards.
EUROPE_TUNNEL_REVEAL = 3
#: width / height of the printed Europe board.
EUROPE_ASPECT = 1.40

# Sizes of the default drawing (ttrwidgets.render.geometry.Metrics), as fractions of the canvas
# width; the board itself is the canvas minus a margin on each side.
_MARGIN = 0.03
_LABEL = 0.0115
_CITY_R = 0.0085
_BIG_R = 0.0105
_TRACK = 0.011
_CHAR = 0.58  # approximate glyph width / font size


def default_reference_dir() -> Path:
    shared = os.environ.get("TTR_SHARED")
    return (Path(shared) if shared else ROOT.parent / "shared") / "maps-reference"


def _rows(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def _flag(text: str, where: str) -> bool:
    if text not in ("0", "1"):
        raise SystemExit(f"{where}: expected 0 or 1, found {text!r}")
    return text == "1"


# --------------------------------------------------------------------------- Europe
def build_europe(ref: Path) -> dict:
    """The Europe map file as a dict, from ``ref/europe/*.csv``."""
    d = ref / "europe"
    city_rows = sorted(_rows(d / "cities.csv"), key=lambda r: r["name"])
    cities = []
    for r in city_rows:
        seen = {normalise_name(r["name"]), normalise_name(r["display_name"])}
        aliases = []
        if normalise_name(r["modern_name"]) not in seen:
            aliases.append(r["modern_name"])
        cities.append({"name": r["name"], "display_name": r["display_name"],
                       "aliases": aliases,
                       "big_city": _flag(r["big_city"], f"cities.csv {r['name']}.big_city"),
                       "country": None})

    routes = []
    for r in sorted(_rows(d / "routes.csv"), key=lambda r: r["id"]):
        where = f"routes.csv {r['id']}"
        tunnel = _flag(r["tunnel"], where + ".tunnel")
        locos = int(r["ferry_locos"])
        if tunnel and locos:
            raise SystemExit(f"{where}: both a tunnel and a ferry")
        kind = "ferry" if locos else "tunnel" if tunnel else "normal"
        routes.append({"id": r["id"], "a": r["a"], "b": r["b"], "length": int(r["length"]),
                       "colour": r["colour"], "kind": kind, "locomotives": locos,
                       "reveal": EUROPE_TUNNEL_REVEAL if tunnel else 0,
                       "group": r["double_group"] or None})

    tickets = []
    for fname, deck, prefix in (("tickets_europe.csv", "europe", "E"),
                                ("tickets_1912.csv", "1912", "N")):
        for n, r in enumerate(_rows(d / fname), 1):
            where = f"{fname} row {n}"
            tickets.append({"id": f"{prefix}{n:02d}", "a": r["a"], "b": r["b"],
                            "points": int(r["points"]), "deck": deck,
                            "long": _flag(r["long"], where + ".long"),
                            "big_city": _flag(r["big_city"], where + ".big_city")})

    positions = {r["name"]: [float(r["board_x"]), float(r["board_y"])] for r in city_rows}
    labels = place_labels(cities, routes, positions, EUROPE_ASPECT)
    return {"schema_version": SCHEMA_VERSION, "id": "europe", "version": 1, "name": "Europe",
            "cities": cities, "routes": routes, "tickets": tickets,
            "layout": {"aspect": EUROPE_ASPECT, "positions": positions, "labels": labels}}


# --------------------------------------------------------------------------- Deutschland
#: The board image ``cities.csv`` measures ``board_x`` / ``board_y`` on (README): width, height.
DEUTSCHLAND_IMAGE = (1125, 1744)
#: The figures the Deutschland README states; the map file carries them and every load checks
#: the file against them.
DEUTSCHLAND_FIGURES = {
    "cities": 40,            # 35 cities + 5 countries
    "countries": 5,          # Dänemark, Frankreich, Niederlande, Österreich, Schweiz
    "routes": 110,
    "pairs": 85,             # 62 single, 21 double, 2 triple
    "spaces": 313,
    "groups": {"2": 21, "3": 2},
    "tickets": {"short": 55, "long": 34},
    "passengers": 60,
}


def _whole(text: str, where: str, lo: int = 0) -> int:
    if not text.isdigit() or int(text) < lo:
        raise SystemExit(f"{where}: expected a whole number of at least {lo}, found {text!r}")
    return int(text)


def _aliases(names: list[str], seen: set[str]) -> list[str]:
    """``names`` without those whose normal form is already in ``seen`` (which grows)."""
    out = []
    for n in names:
        n = n.strip()
        key = normalise_name(n)
        if n and key not in seen:
            seen.add(key)
            out.append(n)
    return out


def build_deutschland(ref: Path) -> dict:
    """The Deutschland map file as a dict, from ``ref/deutschland/*.csv``."""
    d = ref / "deutschland"
    width, height = DEUTSCHLAND_IMAGE
    city_rows = _rows(d / "cities.csv")
    cities, positions, kinds = [], {}, {}
    for r in city_rows:
        where = f"cities.csv {r['name']}"
        if r["kind"] not in ("city", "country"):
            raise SystemExit(f"{where}.kind: expected city or country, found {r['kind']!r}")
        seen = {normalise_name(r["name"])}
        aliases = _aliases(r["aliases"].split(";") + [r["name_en"]], seen)
        cities.append({"name": r["name"], "display_name": r["name"], "aliases": aliases,
                       "kind": r["kind"],
                       "passengers": _whole(r["passengers"], where + ".passengers")})
        x, y = float(r["board_x"]), float(r["board_y"])
        if not (0 <= x <= width and 0 <= y <= height):
            raise SystemExit(f"{where}: ({x:g}, {y:g}) is outside the {width} × {height} image")
        positions[r["name"]] = [round(x / width, 4), round(y / height, 4)]
        kinds[r["name"]] = r["kind"]

    route_rows = _rows(d / "routes.csv")
    groups: dict[str, list[dict]] = {}
    routes = []
    for n, r in enumerate(route_rows, 1):
        where = f"routes.csv route {r['route_id']}"
        if _whole(r["route_id"], where + ".route_id", 1) != n:
            raise SystemExit(f"{where}: route ids must run 1, 2, … in table order (row {n})")
        groups.setdefault(r["group_id"], []).append(r)
        size = _whole(r["group_size"], where + ".group_size", 1)
        if size > MAX_PARALLEL:
            raise SystemExit(f"{where}.group_size: {size} tracks; at most {MAX_PARALLEL}")
        ends = [e for e in (r["a"], r["b"]) if kinds.get(e) == "country"]
        if ends != ([r["country_end"]] if r["country_end"] else []):
            raise SystemExit(f"{where}.country_end: {r['country_end']!r}, but the country ends "
                             f"are {ends}")
        group_id = _whole(r["group_id"], where + ".group_id", 1)
        routes.append({"id": f"R{n:03d}", "a": r["a"], "b": r["b"],
                       "length": _whole(r["length"], where + ".length", 1),
                       "colour": r["colour"],
                       "group": f"G{group_id:02d}" if size > 1 else None})
    for gid, members in groups.items():
        sizes = {m["group_size"] for m in members}
        tracks = sorted(int(m["track"]) for m in members)
        pairs = {frozenset((m["a"], m["b"])) for m in members}
        if sizes != {str(len(members))} or tracks != list(range(1, len(members) + 1)) \
                or len(pairs) != 1:
            raise SystemExit(f"routes.csv group {gid}: {len(members)} rows with group_size "
                             f"{sorted(sizes)}, tracks {tracks}, pairs {len(pairs)}")

    tickets = []
    numbers = {"short": 0, "long": 0}
    for n, r in enumerate(_rows(d / "tickets.csv"), 1):
        where = f"tickets.csv ticket {r['ticket_id']}"
        if _whole(r["ticket_id"], where + ".ticket_id", 1) != n:
            raise SystemExit(f"{where}: ticket ids must run 1, 2, … in table order (row {n})")
        deck = r["deck"]
        if deck not in numbers:
            raise SystemExit(f"{where}.deck: expected short or long, found {deck!r}")
        numbers[deck] += 1
        tickets.append({"id": f"{deck[0].upper()}{numbers[deck]:02d}", "a": r["a"], "b": r["b"],
                        "points": _whole(r["points"], where + ".points", 1), "deck": deck,
                        "long": deck == "long"})

    passengers = {}
    for r in _rows(d / "passenger_colours.csv"):
        if r["colour"] in passengers:
            raise SystemExit(f"passenger_colours.csv: {r['colour']!r} twice")
        passengers[r["colour"]] = _whole(r["count"], f"passenger_colours.csv {r['colour']}", 1)

    aspect = round(width / height, 4)
    labels = place_labels(cities, routes, positions, aspect)
    return {"schema_version": SCHEMA_VERSION, "id": "deutschland", "version": 1,
            "name": "Deutschland", "cities": cities, "routes": routes, "tickets": tickets,
            "passengers": passengers, "figures": DEUTSCHLAND_FIGURES,
            "layout": {"aspect": aspect, "orientation": "portrait", "positions": positions,
                       "labels": labels}}


# --------------------------------------------------------------------------- Legendary Asia
#: The figures the Legendary Asia README states; the map file carries them and every load checks
#: the file against them.
LEGENDARY_ASIA_FIGURES = {
    "cities": 39,
    "countries": 0,
    "routes": 100,
    "pairs": 70,             # 40 single, 30 double
    "spaces": 268,
    "groups": {"2": 30},
    "tickets": {"regular": 30, "long": 6},
}
#: What the map file says about decisions taken here (the file's ``notes``).
LEGENDARY_ASIA_NOTES = [
    "Built by tools/build_maps.py from shared/maps-reference/legendary_asia.",
    "[decision] Mountain routes are ordinary routes: the board's own rule (each mountain space "
    "costs an extra train and scores) is not among our rules; the reference's mountain_spaces "
    "are left out.",
    "[decision] The team rules (asia.md) run on this board: it has no tunnels (no reveal "
    "counts) and no double route marked always usable (always_usable); those are map data "
    "for the Team Asia board, whose facts are not public.",
    "Positions are board_x / 1746 and board_y / 1140: the measured coordinates with the same "
    "margin on each side as the outermost city (the README does not give the image size).",
    "[decision] A few cities where the board is crowded are moved by a few image pixels (at "
    "most 30, listed in LEGENDARY_ASIA_NUDGES in tools/build_maps.py), so that the drawn routes "
    "do not overlap and the names fit; the measured coordinates are unchanged.",
]
#: Small moves (board_x, board_y, in pixels of the measured image) of cities where the drawing is
#: crowded, applied before the division by the image size: the printed board bends its tracks
#: by hand, the drawing lays them straight (or gently curved) from city to city, so a few cities
#: need a little more room for their routes and names. Each is a fraction of the distance to
#: the nearest neighbour and keeps the city on the same side of every neighbour; the measured
#: table is left as it is.
LEGENDARY_ASIA_NUDGES: dict[str, tuple[int, int]] = {
    # Kathmandu-Mandalay bends away from Calcutta and met Lhasa-Mandalay's spaces: 10 px
    # south gives it room (the smallest of the moves that clear it, found by search)
    "Kathmandu": (0, 10),
}
#: The largest nudge, in image pixels (checked).
LEGENDARY_ASIA_MAX_NUDGE = 30


def build_legendary_asia(ref: Path) -> dict:
    """The Legendary Asia map file as a dict, from ``ref/legendary_asia/*.csv``.

    Route ids ``R001``… from ``route_id`` (the table has no route 69); parallel groups ``G01``… from ``group_id`` (groups of
    2 or 3 tracks); tickets ``A01``… in table order, of the decks ``regular`` and ``long`` the
    table names; ferries from ``ferry_locomotives``; mountain spaces are not map data (an
    ordinary route, see :data:`LEGENDARY_ASIA_NOTES`); the English ``modern_name`` is an alias.
    """
    d = ref / "legendary_asia"
    city_rows = _rows(d / "cities.csv")
    xs = [float(r["board_x"]) for r in city_rows]
    ys = [float(r["board_y"]) for r in city_rows]
    # no image size is given: the measured box with its own smallest margin on both sides
    width, height = max(xs) + min(xs), max(ys) + min(ys)
    if (round(width), round(height)) != (1746, 1140):
        raise SystemExit(f"cities.csv: the board box is {width:g} × {height:g}, not 1746 × 1140 "
                         "(update LEGENDARY_ASIA_NOTES)")
    cities, positions = [], {}
    for r in city_rows:
        seen = {normalise_name(r["name"])}
        cities.append({"name": r["name"], "display_name": r["name"],
                       "aliases": _aliases([r["modern_name"]], seen)})
        dx, dy = LEGENDARY_ASIA_NUDGES.get(r["name"], (0, 0))
        x, y = float(r["board_x"]) + dx, float(r["board_y"]) + dy
        if not (0 <= x <= width and 0 <= y <= height):
            raise SystemExit(f"LEGENDARY_ASIA_NUDGES: {r['name']} leaves the board")
        positions[r["name"]] = [round(x / width, 4), round(y / height, 4)]
    unknown = set(LEGENDARY_ASIA_NUDGES) - set(positions)
    too_far = [n for n, (dx, dy) in LEGENDARY_ASIA_NUDGES.items()
               if (dx * dx + dy * dy) ** 0.5 > LEGENDARY_ASIA_MAX_NUDGE]
    if unknown or too_far:
        raise SystemExit(f"LEGENDARY_ASIA_NUDGES: unknown cities {sorted(unknown)}, moved more "
                         f"than {LEGENDARY_ASIA_MAX_NUDGE} px {too_far}")
    routes = []
    groups: dict[str, list[dict]] = {}
    last = 0
    for n, r in enumerate(_rows(d / "routes.csv"), 1):
        where = f"routes.csv route {r['route_id']}"
        rid = _whole(r["route_id"], where + ".route_id", 1)
        if rid <= last:  # the table skips an id (69): ids only grow, in table order
            raise SystemExit(f"{where}: route ids must grow in table order (row {n})")
        last = rid
        size = _whole(r["group_size"], where + ".group_size", 1)
        if size > MAX_PARALLEL:
            raise SystemExit(f"{where}.group_size: {size} tracks; at most {MAX_PARALLEL}")
        groups.setdefault(r["group_id"], []).append(r)
        length = _whole(r["length"], where + ".length", 1)
        locos = _whole(r["ferry_locomotives"], where + ".ferry_locomotives")
        _whole(r["mountain_spaces"], where + ".mountain_spaces")   # checked, not used
        group_id = _whole(r["group_id"], where + ".group_id", 1)
        routes.append({"id": f"R{rid:03d}", "a": r["a"], "b": r["b"], "length": length,
                       "colour": r["colour"], "kind": "ferry" if locos else "normal",
                       "locomotives": locos,
                       "group": f"G{group_id:02d}" if size > 1 else None})
    for gid, members in groups.items():
        sizes = {m["group_size"] for m in members}
        tracks = sorted(int(m["track"]) for m in members)
        pairs = {frozenset((m["a"], m["b"])) for m in members}
        if sizes != {str(len(members))} or tracks != list(range(1, len(members) + 1)) \
                or len(pairs) != 1:
            raise SystemExit(f"routes.csv group {gid}: {len(members)} rows with group_size "
                             f"{sorted(sizes)}, tracks {tracks}, pairs {len(pairs)}")
    tickets = []
    for n, r in enumerate(_rows(d / "tickets.csv"), 1):
        where = f"tickets.csv ticket {r['ticket_id']}"
        if _whole(r["ticket_id"], where + ".ticket_id", 1) != n:
            raise SystemExit(f"{where}: ticket ids must run 1, 2, … in table order (row {n})")
        if r["deck"] not in ("regular", "long"):
            raise SystemExit(f"{where}.deck: expected regular or long, found {r['deck']!r}")
        tickets.append({"id": f"A{n:02d}", "a": r["a"], "b": r["b"],
                        "points": _whole(r["points"], where + ".points", 1), "deck": r["deck"],
                        "long": r["deck"] == "long"})
    aspect = round(width / height, 4)
    labels = place_labels(cities, routes, positions, aspect)
    return {"schema_version": SCHEMA_VERSION, "id": "legendary_asia", "version": 1,
            "name": "Legendary Asia", "notes": LEGENDARY_ASIA_NOTES, "cities": cities,
            "routes": routes, "tickets": tickets, "figures": LEGENDARY_ASIA_FIGURES,
            "layout": {"aspect": aspect, "orientation": "landscape", "positions": positions,
                       "labels": labels}}


BUILDERS = {"europe": build_europe, "deutschland": build_deutschland,
            "legendary_asia": build_legendary_asia}


# --------------------------------------------------------------------------- labels
def _clip_length(p, q, box) -> float:
    """Length of segment p–q inside the axis-aligned ``box`` (Liang–Barsky)."""
    x0, y0, x1, y1 = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for pk, qk in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if pk == 0:
            if qk < 0:
                return 0.0
            continue
        t = qk / pk
        if pk < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return 0.0
    return (t1 - t0) * (dx * dx + dy * dy) ** 0.5


def _overlap(a, b) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def place_labels(cities: list[dict], routes: list[dict], positions: dict, aspect: float
                 ) -> dict[str, list[float]]:
    """Offsets (board fractions) from each city's centre to the centre of its name label.

    Each label tries eight places around its city (below-right first, then below, right, ...)
    and takes the one whose box covers the fewest other cities, labels and routes, and stays on
    the board; a few sweeps over all cities let earlier choices adapt to later ones. Sizes are
    those of the default drawing in ``ttrwidgets.render.geometry``.
    """
    board = 1.0 - 2 * _MARGIN  # board width as a fraction of the canvas width
    h = _LABEL / board
    gap = 0.25 * h
    half_track = _TRACK / board / 2
    edge = _MARGIN / board  # labels may reach into the margin around the board
    canvas = (-edge, -edge, 1.0 + edge, 1.0 / aspect + edge)
    # Work in units of the board width, y downwards: (x, y / aspect).
    pos = {c["name"]: (positions[c["name"]][0], positions[c["name"]][1] / aspect)
           for c in cities}
    # countries are drawn as large as big cities (ttrwidgets.render.geometry)
    rad = {c["name"]: (_BIG_R if c.get("big_city") or c.get("kind") == "country" else _CITY_R)
           / board for c in cities}
    # One segment per city pair, as wide as its tracks side by side.
    tracks: dict[tuple[str, str], int] = {}
    for r in routes:
        key = (min(r["a"], r["b"]), max(r["a"], r["b"]))
        tracks[key] = tracks.get(key, 0) + 1
    segs = [(pos[a], pos[b], n * half_track) for (a, b), n in sorted(tracks.items())]
    city_boxes = {n: (x - rad[n], y - rad[n], x + rad[n], y + rad[n]) for n, (x, y) in pos.items()}

    def candidates(c: dict) -> list[tuple[float, float, float]]:
        n = c["name"]
        r = rad[n]
        w = _CHAR * h * len(c["display_name"])
        s = 0.7 * r
        side = r + gap
        return [  # (dx, dy, preference penalty)
            (s + w / 2, s + h / 2, 0.00),            # below right
            (0.0, side + h / 2, 0.05),               # below
            (side + w / 2, 0.0, 0.10),               # right
            (-(s + w / 2), s + h / 2, 0.15),         # below left
            (s + w / 2, -(s + h / 2), 0.20),         # above right
            (0.0, -(side + h / 2), 0.25),            # above
            (-(side + w / 2), 0.0, 0.30),            # left
            (-(s + w / 2), -(s + h / 2), 0.35),      # above left
        ]

    def box(n: str, off, w: float):
        x, y = pos[n][0] + off[0], pos[n][1] + off[1]
        return (x - w / 2, y - h / 2, x + w / 2, y + h / 2)

    widths = {c["name"]: _CHAR * h * len(c["display_name"]) for c in cities}
    chosen: dict[str, tuple[float, float]] = {}

    def cost(n: str, off) -> float:
        w = widths[n]
        b = box(n, off, w)
        area = w * h
        c = off[2]
        c += 10 * sum(_overlap(b, cb) for m, cb in city_boxes.items() if m != n) / area
        c += 10 * sum(_overlap(b, box(m, o, widths[m])) for m, o in chosen.items() if m != n) / area
        c += 3 * sum(_clip_length(p, q, (b[0] - t, b[1] - t, b[2] + t, b[3] + t))
                      for p, q, t in segs) / w
        inside = _overlap(b, canvas)
        c += 20 * (area - inside) / area
        return c

    # Most crowded cities first: those with the most routes.
    degree = {c["name"]: 0 for c in cities}
    for r in routes:
        degree[r["a"]] += 1
        degree[r["b"]] += 1
    order = sorted(degree, key=lambda n: (-degree[n], n))
    cands = {c["name"]: candidates(c) for c in cities}
    for _sweep in range(4):
        changed = False
        for n in order:
            best = min(cands[n], key=lambda off: (cost(n, off), off[2]))
            if chosen.get(n) != best:
                chosen[n] = best
                changed = True
        if not changed:
            break
    return {c["name"]: [round(chosen[c["name"]][0], 4), round(chosen[c["name"]][1] * aspect, 4)]
            for c in cities}


# --------------------------------------------------------------------------- output
def dump(data: dict) -> str:
    """Map data as JSON text: one city, route, ticket or position per line."""
    def one(v) -> str:
        return json.dumps(v, ensure_ascii=False)

    out = ["{"]
    keys = list(data)
    for k_i, k in enumerate(keys):
        v = data[k]
        comma = "," if k_i < len(keys) - 1 else ""
        if isinstance(v, list):
            out.append(f" {one(k)}: [")
            out += [f"  {one(x)}" + ("," if i < len(v) - 1 else "") for i, x in enumerate(v)]
            out.append(f" ]{comma}")
        elif isinstance(v, dict):
            out.append(f" {one(k)}: {{")
            sub = list(v)
            for s_i, s in enumerate(sub):
                sv = v[s]
                sc = "," if s_i < len(sub) - 1 else ""
                if isinstance(sv, dict):
                    out.append(f"  {one(s)}: {{")
                    items = list(sv.items())
                    out += [f"   {one(n)}: {one(x)}" + ("," if i < len(items) - 1 else "")
                            for i, (n, x) in enumerate(items)]
                    out.append(f"  }}{sc}")
                else:
                    out.append(f"  {one(s)}: {one(sv)}{sc}")
            out.append(f" }}{comma}")
        else:
            out.append(f" {one(k)}: {one(v)}{comma}")
    out.append("}")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("reference", nargs="?", type=Path, default=default_reference_dir(),
                    help="the maps-reference folder (default: %(default)s)")
    ap.add_argument("--out", type=Path, default=ROOT / "maps", help="where to write (%(default)s)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 if a map file is missing or out of date")
    args = ap.parse_args(argv)
    if not args.reference.is_dir():
        ap.error(f"no reference folder at {args.reference}")
    stale = 0
    for map_id, build in BUILDERS.items():
        data = build(args.reference)
        text = dump(data)
        target = args.out / f"{map_id}.json"
        parse_map(json.loads(text), str(target))  # raises MapDataError listing every problem
        if args.check:
            current = target.read_text(encoding="utf-8") if target.is_file() else None
            if current != text:
                print(f"{target} is out of date; run python tools/build_maps.py")
                stale += 1
            continue
        if target.is_file() and target.read_text(encoding="utf-8") == text:
            print(f"{target} is up to date")
            continue
        args.out.mkdir(parents=True, exist_ok=True)
        with open(target, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        print(f"wrote {target} ({len(data['cities'])} cities, {len(data['routes'])} routes, "
              f"{len(data['tickets'])} tickets)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
