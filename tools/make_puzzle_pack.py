"""Write the shipped puzzle pack: ``ttrwidgets/puzzles/pack/`` (a developer tool).

For every kind and game of :data:`GROUPS` it makes puzzles from the seeds 1, 2, 3, ...
(:func:`ttrwidgets.puzzles.make.make`) and keeps one while its rating still has room, until
the group holds ``--per`` puzzles, a third of each rating. Then it writes the files
``pack/<game>/<kind>/NN.json`` and ``pack/index.json`` (the seed, rating, measurements,
expected answer and the English and German title of each file), replacing the old pack. The
same code gives the same pack, byte for byte.

    python tools/make_puzzle_pack.py            # 21 per kind and game (7 easy, 7 medium, 7 hard)
    python tools/make_puzzle_pack.py --per 24
    python tools/make_puzzle_pack.py --titles   # only write the titles anew (puzzles.ftl)

Prints a JSON summary: the counts per group and rating, the seeds tried and the time taken.
"""
from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ttrwidgets.puzzles.make import RATINGS, MakeError, make  # noqa: E402

PACK = ROOT / "ttrwidgets" / "puzzles" / "pack"
#: (game, kind) in the order of the index
GROUPS = (("europe", "best_station"), ("europe", "longest_trail"), ("europe", "tunnel_odds"),
          ("europe", "cheapest_completion"), ("deutschland", "cheapest_completion"),
          ("asia", "longest_trail"), ("asia", "tunnel_odds"), ("asia", "cheapest_completion"),
          ("trans_europa", "fewest_rails"), ("trans_america", "fewest_rails"))
#: seeds tried per group before giving up
MAX_SEEDS = 600


def _dump(data) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def make_group(game: str, kind: str, per: int) -> tuple[list, dict]:
    """The puzzles of one group, in seed order, and what it took."""
    quota = {r: per // len(RATINGS) + (i < per % len(RATINGS)) for i, r in enumerate(RATINGS)}
    got: list = []
    seen = set()
    t0 = time.perf_counter()
    tried = 0
    for seed in range(1, MAX_SEEDS + 1):
        if len(got) == per:
            break
        tried += 1
        try:
            made = make(kind, seed, game)
        except MakeError:
            continue
        key = _dump(made.puzzle["position"])
        if quota[made.rating] == 0 or key in seen:
            continue
        quota[made.rating] -= 1
        seen.add(key)
        got.append(made)
    if len(got) < per:
        raise SystemExit(f"{game}/{kind}: only {len(got)} puzzles from {MAX_SEEDS} seeds "
                         f"(still wanted: {quota})")
    return got, {"seeds_tried": tried, "seconds": round(time.perf_counter() - t0, 1)}


def retitle() -> dict:
    """Write every shipped puzzle's English and German title anew from the catalogue (``title-
    <kind>`` in ``puzzles.ftl``), in its file and in the index; nothing else changes (files,
    seeds, positions, answers: the puzzle ids stay)."""
    from ttrwidgets.puzzles.make import titles
    from ttrwidgets.puzzles.pack import load_pack_puzzle
    index = json.loads((PACK / "index.json").read_text(encoding="utf-8"))
    changed = 0
    for e in index["puzzles"]:
        en, de = titles(load_pack_puzzle(e))
        f = PACK / e["file"]
        data = json.loads(f.read_text(encoding="utf-8"))
        changed += (data["title"], e.get("title_de")) != (en, de)
        data["title"], e["title"], e["title_de"] = en, en, de
        f.write_text(_dump(data), encoding="utf-8")
    (PACK / "index.json").write_text(_dump(index), encoding="utf-8")
    return {"puzzles": len(index["puzzles"]), "titles changed": changed}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per", type=int, default=21, help="puzzles per kind and game (>= 3)")
    ap.add_argument("--only", action="append", default=[], metavar="GAME/KIND",
                    help="remake only this group (repeatable); the index keeps the others")
    ap.add_argument("--jobs", type=int, default=1, help="groups made at once (processes)")
    ap.add_argument("--titles", action="store_true",
                    help="only write the titles anew from the catalogue (keeps every puzzle)")
    args = ap.parse_args(argv)
    if args.titles:
        print(json.dumps(retitle(), indent=1))
        return 0
    if args.per < len(RATINGS):
        ap.error(f"--per must be at least {len(RATINGS)}")
    entries, summary = [], {}
    made_groups = []
    t0 = time.perf_counter()
    groups = [g for g in GROUPS if not args.only or "/".join(g) in args.only]
    kept = {}
    if args.only:
        old = json.loads((PACK / "index.json").read_text(encoding="utf-8"))["puzzles"]
        for e in old:
            if (e["game"], e["kind"]) not in groups:
                kept.setdefault((e["game"], e["kind"]), []).append(e)
    with ProcessPoolExecutor(max(1, args.jobs)) as ex:
        results = list(ex.map(make_group, *zip(*groups), [args.per] * len(groups)))
    for (game, kind), (got, info) in zip(groups, results):
        made_groups.append((game, kind, got))
        counts = {r: sum(m.rating == r for m in got) for r in RATINGS}
        summary[f"{game}/{kind}"] = {**counts, **info}
    for game, kind in groups:
        shutil.rmtree(PACK / game / kind, ignore_errors=True)
    made = {(g, k): got for g, k, got in made_groups}
    for game, kind in GROUPS:
        if (game, kind) in kept:
            entries += kept[(game, kind)]
            continue
        if (game, kind) not in made:
            continue
        got = made[(game, kind)]
        folder = PACK / game / kind
        folder.mkdir(parents=True, exist_ok=True)
        for i, m in enumerate(sorted(got, key=lambda m: (RATINGS.index(m.rating), m.seed)), 1):
            name = f"{i:02d}.json"
            (folder / name).write_text(_dump(m.puzzle), encoding="utf-8")
            entries.append({"file": f"{game}/{kind}/{name}", "kind": kind, "game": game,
                            "seed": m.seed, "rating": m.rating, "features": m.features,
                            "value": m.expected["value"], "answers": m.expected["answers"],
                            "title": m.puzzle["title"], "title_de": m.title_de})
    (PACK / "index.json").write_text(_dump({"version": 1, "puzzles": entries}),
                                     encoding="utf-8")
    summary["total"] = {"puzzles": len(entries),
                        "seconds": round(time.perf_counter() - t0, 1)}
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
