"""The shipped puzzle pack: puzzle files made by :mod:`.make`, and the puzzle of the day.

The pack lives in ``ttrwidgets/puzzles/pack/<game>/<kind>/NN.json`` (puzzle files exactly as
``spec/puzzles.md`` says), with ``pack/index.json`` listing every file::

    {"version": 1, "puzzles": [{"file": "europe/best_station/01.json", "kind": "best_station",
      "game": "europe", "seed": 4, "rating": "easy", "features": {...}, "value": 32,
      "answers": ["Wien", "Zagrab"], "title": "...", "title_de": "..."}, ...]}

``seed`` is the seed the file was made from (``python -m ttrwidgets puzzle make --kind K
--seed N`` writes it again), ``features`` and ``rating`` its measurements
(:func:`~ttrwidgets.puzzles.make.features`), ``value`` and ``answers`` the expected answer in
the spec's JSON. ``tools/make_puzzle_pack.py`` writes the pack; ``python -m ttrwidgets puzzle
check --all`` checks it again.

>>> entries = pack_entries("longest_trail", "europe")
>>> len(entries) >= 20, {e["rating"] for e in entries} == {"easy", "medium", "hard"}
(True, True)
>>> load_pack_puzzle(entries[0]).kind
'longest_trail'
>>> day_entry("2024-05-01") == day_entry("2024-05-01") != day_entry("2024-05-02")
True
"""
from __future__ import annotations

import datetime as _dt
import functools
import json
import random
from importlib import resources

from .model import Puzzle, read_puzzle_file

__all__ = ["pack_entries", "load_pack_puzzle", "day_entry", "puzzle_of_the_day", "pack_root",
           "INDEX"]

#: The index file, relative to the pack folder.
INDEX = "index.json"
#: The order in which days walk through the pack (a fixed shuffle, the same everywhere).
_DAY_SEED = "ttrwidgets puzzle of the day"


def pack_root():
    """The pack folder (an :mod:`importlib.resources` traversable)."""
    return resources.files(__package__).joinpath("pack")


@functools.lru_cache(maxsize=1)
def _index() -> tuple:
    text = pack_root().joinpath(INDEX).read_text(encoding="utf-8")
    return tuple(json.loads(text)["puzzles"])


def pack_entries(kind: str | None = None, game: str | None = None) -> list:
    """The index entries of the shipped puzzles (copies), of one kind and/or game if given,
    in the index's order (by game, kind and file)."""
    return [json.loads(json.dumps(e)) for e in _index()
            if (kind is None or e["kind"] == kind) and (game is None or e["game"] == game)]


def load_pack_puzzle(entry) -> Puzzle:
    """The puzzle of an index entry (or of its ``file``, ``"europe/best_station/01.json"``),
    read and checked like any puzzle file."""
    name = entry["file"] if isinstance(entry, dict) else str(entry)
    f = pack_root().joinpath(*name.split("/"))
    with resources.as_file(f) as path:
        return read_puzzle_file(path)


def _as_date(date) -> _dt.date:
    if isinstance(date, _dt.datetime):
        return date.date()
    if isinstance(date, _dt.date):
        return date
    if isinstance(date, str):
        try:
            return _dt.date.fromisoformat(date)
        except ValueError:
            pass
    from ..core.errors import Message
    raise ValueError(Message("puzzle-file.date", value=repr(date)))


def day_entry(date, kind: str | None = None, game: str | None = None) -> dict:
    """The index entry of ``date``'s puzzle (of one kind and/or game if given).

    The entries are put in a fixed shuffled order and the days walk through it, one entry a
    day: the same date always gives the same puzzle, and two dates in a row never give the
    same one (while the choice holds more than one puzzle).
    """
    day = _as_date(date)
    entries = pack_entries(kind, game)
    if not entries:
        from ..core.errors import NotFoundError      # a LookupError, in every language
        raise NotFoundError("puzzle-file.pack-empty", kind=kind or "", game=game or "",
                            has_kind="yes" if kind else "no", has_game="yes" if game else "no")
    order = sorted(entries, key=lambda e: e["file"])
    random.Random(_DAY_SEED).shuffle(order)
    return order[day.toordinal() % len(order)]


def puzzle_of_the_day(date, kind: str | None = None, game: str | None = None) -> Puzzle:
    """The shipped puzzle of ``date`` (see :func:`day_entry`)."""
    return load_pack_puzzle(day_entry(date, kind, game))
