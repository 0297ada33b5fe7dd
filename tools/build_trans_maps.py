#!/usr/bin/env python3
"""Write ``maps/trans_europa.json`` and ``maps/trans_america.json`` from the reference tables.

Usage::

    python tools/build_trans_maps.py [REFERENCE_DIR] [--out DIR] [--check]

``REFERENCE_DIR`` defaults to ``$TTR_SHARED/maps-reference`` or ``../shared/maps-reference`` next
to the repository; the tables are ``trans_europa/`` and ``trans_america/`` (``nodes.csv``,
``edges.csv``, ``cities.csv``, described in ``TRANS.md``). ``--check`` writes nothing and exits
with status 1 if a file is missing or differs from what the tables give (for CI).

A grid board file holds the intersections as ``[col, row]`` (the coordinates of ``nodes.csv``,
screen position ``x = col / 2``, ``y = row * sqrt(3) / 2``), the lines between neighbouring
intersections (cost 1 or 2, and for a double line its kind ``water`` or ``mountain``), the 35
cities with their card colour and dashed border, and the decisions of ``TRANS.md`` in words
(``decisions``), so that the app can show them. The builder asserts the counts of ``TRANS.md``
(Trans America: 188 intersections, 509 lines, 109 double; Trans Europa: 210, 577, 153) and stops on
any disagreement. The output is deterministic.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: board id -> what TRANS.md states, and the decisions it asks the map files to state.
BOARDS = {
    "trans_america": {
        "name": {"en": "Trans America", "de": "Trans Amerika"},
        "figures": {"nodes": 188, "lines": 509, "double": 109, "cities": 35},
        # region colour of cities.csv -> card colour of the seed rulebook
        "colours": {"blue": "white", "green": "turquoise", "yellow": "brown", "red": "pink",
                    "orange": "orange"},
        "kind_column": "kind",
        "kinds": {"river": "water", "mountain": "mountain"},
        "decisions": {
            "colours": {
                "en": "The rulebook's five card colours are mapped to the board's regions: north "
                      "is white, west turquoise, centre brown, south pink and east orange.",
                "de": "Die fünf Kartenfarben der Spielregel sind den Regionen des Plans "
                      "zugeordnet: Norden weiß, Westen türkis, Mitte braun, Süden rosa und Osten "
                      "orange."},
            "dashed": {
                "en": "The dashed cards (left out with 2 or 3 players) are the ten cities "
                      "printed with a dashed border on this board.",
                "de": "Die gestrichelten Karten (bei 2 oder 3 Spielern aussortiert) sind die "
                      "zehn Städte, die auf diesem Plan gestrichelt gedruckt sind."},
            "double_kinds": {
                "en": "A double line across a river counts as water, one across mountains as "
                      "mountain (special cards 4 and 5).",
                "de": "Eine Doppellinie über einen Fluss gilt als Wasser, eine über Berge als "
                      "Gebirge (Sonderkarten 4 und 5)."},
        },
    },
    "trans_europa": {
        "name": {"en": "Trans Europa", "de": "Trans Europa"},
        "figures": {"nodes": 210, "lines": 577, "double": 153, "cities": 35},
        "colours": {"yellow": "white", "red": "pink", "orange": "orange", "green": "brown",
                    "blue": "turquoise"},
        "kind_column": "kind_inferred",
        "kinds": {"water": "water", "mountain_or_river": "mountain"},
        "decisions": {
            "colours": {
                "en": "The rulebook's five card colours are mapped to the board's regions: north "
                      "is white, west pink, centre orange, east brown and south turquoise.",
                "de": "Die fünf Kartenfarben der Spielregel sind den Regionen des Plans "
                      "zugeordnet: Norden weiß, Westen rosa, Mitte orange, Osten braun und Süden "
                      "türkis."},
            "dashed": {
                "en": "Which cards of this board have a dashed border is not known; the project "
                      "takes the two most remote cities of each region: Moskva, Glasgow, Madrid, "
                      "Dublin, Paris, Amsterdam, Kharkiv, Odesa, Istanbul and Thessaloniki.",
                "de": "Welche Karten dieses Plans gestrichelt sind, ist nicht bekannt; das "
                      "Projekt nimmt die zwei entlegensten Städte jeder Region: Moskva, Glasgow, "
                      "Madrid, Dublin, Paris, Amsterdam, Kharkiv, Odesa, Istanbul und "
                      "Thessaloniki."},
            "double_kinds": {
                "en": "Whether a double line crosses water or mountains is inferred from a land "
                      "map (low confidence); lines over mountains or rivers count as mountain "
                      "(special cards 4 and 5).",
                "de": "Ob eine Doppellinie Wasser oder Gebirge überquert, ist aus einer "
                      "Landkarte erschlossen (unsicher); Linien über Berge oder Flüsse gelten "
                      "als Gebirge (Sonderkarten 4 und 5)."},
            "ferry_tunnel": {
                "en": "The rulebook's Channel ferry and Alpine tunnel (single lines) belong to "
                      "its own board; this board has no such lines.",
                "de": "Kanalfähre und Alpentunnel der Spielregel (einfache Linien) gehören zu "
                      "deren eigenem Plan; dieser Plan hat keine solchen Linien."},
        },
    },
}
CARD_COLOURS = ("brown", "white", "pink", "orange", "turquoise")


def default_reference_dir() -> Path:
    shared = os.environ.get("TTR_SHARED")
    return Path(shared) / "maps-reference" if shared else ROOT.parent / "shared" / "maps-reference"


def _rows(path: Path) -> list[dict]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


class BuildError(Exception):
    pass


def build(board_id: str, ref: Path) -> dict:
    """The board file's JSON for ``board_id`` from the tables in ``ref / board_id``."""
    spec = BOARDS[board_id]
    d = ref / board_id
    nodes = _rows(d / "nodes.csv")
    edges = _rows(d / "edges.csv")
    cities = _rows(d / "cities.csv")
    qr = {}
    out_nodes = []
    for i, n in enumerate(nodes):
        q, r, col, row = int(n["q"]), int(n["r"]), int(n["col"]), int(n["row"])
        if (q, r) in qr:
            raise BuildError(f"{board_id}: node {(q, r)} appears twice")
        qr[(q, r)] = i
        out_nodes.append([col, row])
    lines = []
    seen = set()
    n_double = 0
    for e in edges:
        a = qr[(int(e["a_q"]), int(e["a_r"]))]
        b = qr[(int(e["b_q"]), int(e["b_r"]))]
        (ca, ra), (cb, rb) = out_nodes[a], out_nodes[b]
        if (abs(ca - cb), abs(ra - rb)) not in ((2, 0), (1, 1)):
            raise BuildError(f"{board_id}: line {out_nodes[a]}-{out_nodes[b]} joins no neighbours")
        key = (min(a, b), max(a, b))
        if key in seen:
            raise BuildError(f"{board_id}: line {key} appears twice")
        seen.add(key)
        cost = int(e["cost"])
        if cost == 1:
            kind = "plain"
        elif cost == 2:
            n_double += 1
            raw = e[spec["kind_column"]]
            if raw not in spec["kinds"]:
                raise BuildError(f"{board_id}: double line {key} has kind {raw!r}")
            kind = spec["kinds"][raw]
        else:
            raise BuildError(f"{board_id}: line {key} costs {cost}")
        a, b = sorted((a, b), key=lambda i: (out_nodes[i][1], out_nodes[i][0]))
        lines.append([out_nodes[a], out_nodes[b], cost, kind])
    lines.sort(key=lambda x: (x[0][1], x[0][0], x[1][1], x[1][0]))
    out_cities = []
    for c in cities:
        at = qr.get((int(c["q"]), int(c["r"])))
        if at is None:
            raise BuildError(f"{board_id}: city {c['name']} is on no intersection")
        if nodes[at]["city"] != c["name"]:
            raise BuildError(f"{board_id}: nodes.csv names {nodes[at]['city']!r} where "
                             f"cities.csv has {c['name']!r}")
        city = {"name": c["name"], "colour": spec["colours"][c["colour"]],
                "dashed": c["dashed"] == "1", "at": out_nodes[at]}
        aliases = []
        for alias in (c.get("name_en") or "").split("/"):
            alias = alias.strip()
            if alias and alias != c["name"] and alias not in aliases:
                aliases.append(alias)
        if aliases:
            city["aliases"] = aliases
        out_cities.append(city)
    figures = {"nodes": len(out_nodes), "lines": len(lines), "double": n_double,
               "cities": len(out_cities)}
    if figures != spec["figures"]:
        raise BuildError(f"{board_id}: the tables give {figures}, TRANS.md says {spec['figures']}")
    for colour in CARD_COLOURS:
        mine = [c for c in out_cities if c["colour"] == colour]
        if len(mine) != 7 or sum(c["dashed"] for c in mine) != 2:
            raise BuildError(f"{board_id}: colour {colour} has {len(mine)} cities, "
                             f"{sum(c['dashed'] for c in mine)} dashed (7 and 2 expected)")
    return {"schema_version": 1, "id": board_id, "version": 1, "kind": "grid",
            "name": spec["name"], "decisions": spec["decisions"],
            "colours": list(CARD_COLOURS), "figures": figures,
            "nodes": out_nodes, "lines": lines, "cities": out_cities}


def dump(data: dict) -> str:
    """Stable, compact, diff-friendly JSON: one node, line or city per line."""
    out = ["{"]
    keys = list(data)
    for i, k in enumerate(keys):
        v = data[k]
        end = "," if i < len(keys) - 1 else ""
        if isinstance(v, list) and v and isinstance(v[0], (list, dict)):
            out.append(f' {json.dumps(k)}: [')
            for j, item in enumerate(v):
                out.append("  " + json.dumps(item, ensure_ascii=False)
                           + ("," if j < len(v) - 1 else ""))
            out.append(" ]" + end)
        else:
            out.append(f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}{end}")
    out.append("}")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("reference", nargs="?", type=Path, default=default_reference_dir())
    ap.add_argument("--out", type=Path, default=ROOT / "maps")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    stale = 0
    for board_id in BOARDS:
        try:
            text = dump(build(board_id, args.reference))
        except (BuildError, OSError, KeyError, ValueError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        path = args.out / f"{board_id}.json"
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                print(f"{path}: out of date", file=sys.stderr)
                stale = 1
            continue
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    return stale


if __name__ == "__main__":
    sys.exit(main())
