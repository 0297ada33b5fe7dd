"""The shipped puzzle pack (``ttrwidgets/puzzles/pack``): every file loads, is solved, matches
its index entry and is still rated the same; enough puzzles of every kind, game and rating; the
puzzle of the day; and ``puzzle check``."""
from __future__ import annotations

import datetime
import io
import json
import re
import subprocess
import sys
import tomllib
from collections import Counter
from fnmatch import fnmatch
from pathlib import Path

import pytest

from tests.conftest import ROOT
from ttrwidgets.puzzles import pack as P
from ttrwidgets.puzzles.cli import main as puzzle_main
from ttrwidgets.puzzles.make import RATINGS, assess
from ttrwidgets.puzzles.model import read_puzzle_file
from ttrwidgets.puzzles.solve import compare_json, solve, to_json

PACK = ROOT / "ttrwidgets" / "puzzles" / "pack"
GROUPS = {("europe", "best_station"), ("europe", "longest_trail"), ("europe", "tunnel_odds"),
          ("europe", "cheapest_completion"), ("deutschland", "cheapest_completion"),
          ("asia", "longest_trail"), ("asia", "tunnel_odds"), ("asia", "cheapest_completion"),
          ("trans_europa", "fewest_rails"), ("trans_america", "fewest_rails")}
SPEC_KEYS = {"kind", "title", "game", "options", "seed", "position", "player", "params"}
ENTRIES = P.pack_entries()


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e["file"])
def test_shipped_puzzle_loads_solves_and_matches_its_index_entry(entry):
    data = json.loads((PACK / entry["file"]).read_text(encoding="utf-8"))
    assert set(data) == SPEC_KEYS                       # spec-exact, nothing else
    assert (data["kind"], data["game"]) == (entry["kind"], entry["game"])
    assert data["title"] == entry["title"] and entry["title_de"] \
        and entry["title_de"] != entry["title"]
    p = P.load_pack_puzzle(entry)
    sol = solve(p)
    ok, why = compare_json(p, sol, {"value": entry["value"], "answers": entry["answers"]})
    assert ok, why
    assert to_json(p, sol)["value"] == entry["value"]
    features, rating, dull = assess(p, sol)
    assert dull is None
    assert features == entry["features"] and rating == entry["rating"]


def test_at_least_20_puzzles_per_kind_and_game_with_a_mix_of_ratings():
    counts = Counter((e["game"], e["kind"]) for e in ENTRIES)
    assert set(counts) == GROUPS
    assert min(counts.values()) >= 20
    assert sum(counts.values()) >= 100
    for game, kind in GROUPS:
        ratings = Counter(e["rating"] for e in P.pack_entries(kind, game))
        assert set(ratings) == set(RATINGS), (game, kind, ratings)
        assert min(ratings.values()) >= 4, (game, kind, ratings)


def test_the_index_lists_exactly_the_files_of_the_pack():
    on_disk = sorted(p.relative_to(PACK).as_posix() for p in PACK.glob("*/*/*.json"))
    listed = sorted(e["file"] for e in ENTRIES)
    assert on_disk == listed
    for e in ENTRIES:
        game, kind, name = e["file"].split("/")
        assert (game, kind) == (e["game"], e["kind"])
        assert re.fullmatch(r"\d\d\.json", name)
        assert isinstance(e["seed"], int) and e["rating"] in RATINGS


def test_every_pack_file_ships_with_the_package():
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = conf["tool"]["setuptools"]["package-data"]["ttrwidgets.puzzles"]
    for f in [PACK / "index.json", *PACK.glob("*/*/*.json")]:
        rel = f.relative_to(ROOT / "ttrwidgets" / "puzzles").as_posix()
        assert any(fnmatch(rel, g) and rel.count("/") == g.count("/") for g in globs), rel


def test_puzzle_files_use_the_map_names_and_read_back_the_same():
    """A pack file read through the ordinary file reader gives the same puzzle as the pack
    loader (the app and ``puzzle solve`` see the same thing)."""
    for e in ENTRIES[::10]:
        a = P.load_pack_puzzle(e)
        b = read_puzzle_file(PACK / e["file"])
        assert to_json(a, solve(a)) == to_json(b, solve(b))


# --------------------------------------------------------------------------- puzzle of the day
def test_puzzle_of_the_day_is_the_same_for_a_date_and_changes_from_day_to_day():
    day = datetime.date(2025, 3, 14)
    first = P.day_entry(day)
    assert P.day_entry(day) == first == P.day_entry("2025-03-14")
    assert P.day_entry(datetime.datetime(2025, 3, 14, 23, 59)) == first
    days = [P.day_entry(day + datetime.timedelta(days=i))["file"] for i in range(60)]
    assert all(a != b for a, b in zip(days, days[1:]))
    assert len(set(days)) >= 30                         # it walks through the pack
    p = P.puzzle_of_the_day(day)
    assert p.kind == first["kind"] and p.title == first["title"]


def test_puzzle_of_the_day_keeps_to_the_kind_and_game_asked_for():
    for i in range(10):
        e = P.day_entry(datetime.date(2024, 1, 1) + datetime.timedelta(days=i),
                        kind="cheapest_completion", game="deutschland")
        assert (e["kind"], e["game"]) == ("cheapest_completion", "deutschland")
    assert P.puzzle_of_the_day("2024-02-29", kind="tunnel_odds").kind == "tunnel_odds"
    from ttrwidgets.puzzles.make import puzzle_of_the_day
    assert puzzle_of_the_day("2024-02-29", kind="tunnel_odds").title == \
        P.puzzle_of_the_day("2024-02-29", kind="tunnel_odds").title


def test_puzzle_of_the_day_refuses_a_bad_date_or_an_empty_choice():
    with pytest.raises(ValueError, match="date"):
        P.day_entry("14.03.2025")
    with pytest.raises(LookupError, match="best_station"):
        P.day_entry("2025-03-14", kind="best_station", game="deutschland")


# --------------------------------------------------------------------------- puzzle check
def test_check_all_passes_on_the_shipped_pack():
    r = subprocess.run([sys.executable, "-m", "ttrwidgets", "puzzle", "check", "--all"],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert len(lines) == len(ENTRIES)
    assert all(x["ok"] for x in lines)
    assert Counter(x["rating"] for x in lines) == Counter(e["rating"] for e in ENTRIES)


def test_check_catches_an_index_that_no_longer_matches(monkeypatch):
    """A stale stored answer or rating is a failed check (exit 1) that says what differs."""
    entries = [dict(e) for e in P._index()]
    bad = next(e for e in entries if e["kind"] == "longest_trail")
    bad["value"] += 1
    bad["rating"] = "hard" if bad["rating"] != "hard" else "easy"
    monkeypatch.setattr(P, "_index", lambda: tuple(entries))
    out, err = io.StringIO(), io.StringIO()
    code = puzzle_main(["check", str(PACK / bad["file"])], out, err)
    assert code == 1
    line = json.loads(out.getvalue())
    assert line["ok"] is False
    assert any(x.startswith("answer") for x in line["problems"])
    assert any(x.startswith("rating") for x in line["problems"])


def test_check_flags_a_dull_file_outside_the_pack(tmp_path):
    dull = {"kind": "longest_trail", "title": "Three routes", "game": "europe",
            "options": {"players": 2}, "seed": 1,
            "position": {"players": [{"routes": [["Paris", "Brest"], ["Paris", "Dieppe"],
                                                 ["Paris", "Marseille"]]}, {}]},
            "player": 0, "params": {}}
    f = tmp_path / "dull.json"
    f.write_text(json.dumps(dull), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert puzzle_main(["check", str(f)], out, err) == 1
    line = json.loads(out.getvalue())
    assert line["ok"] is False and line["in_pack"] is False
    assert line["problems"] == ["dull: only 3 routes"]


def test_check_of_a_malformed_file_exits_2_with_the_json_path(tmp_path):
    f = tmp_path / "bad.json"
    f.write_text(json.dumps({"kind": "longest_trail", "game": "europe",
                             "options": {"players": 2}, "player": 7}), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert puzzle_main(["check", str(f)], out, err) == 2
    assert "bad.json" in err.getvalue() and "$.player" in err.getvalue()
    assert "Traceback" not in err.getvalue()


def test_pack_loader_reads_an_entry_or_a_file_name():
    e = P.pack_entries("tunnel_odds")[0]
    assert P.load_pack_puzzle(e.get("file")).title == P.load_pack_puzzle(e).title
    assert all(Path(str(P.pack_root()), x["file"]).is_file() for x in ENTRIES)
