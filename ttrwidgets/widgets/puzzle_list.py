"""The puzzles the app lists and the learner's progress with them: the catalogue (the package's
pack, when it is installed, and the puzzle files of the folder ``$TTR_PUZZLES``), the kinds and
games the app poses (:func:`playable`), and the progress kept in the browser
(:class:`PuzzleProgress`, JSON ``{"version": 1, "puzzles": {id: {"solved": true, "hints": n}}}``).
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..puzzles.model import KIND_GAMES, KINDS, Puzzle, load_puzzle, read_puzzle_file
from .start import app_games

__all__ = ["PuzzleEntry", "PuzzleProgress", "catalogue", "dir_entries", "pack_entries",
           "playable", "kind_order", "pack_id", "PLAYABLE", "ENV_DIR"]

#: The kinds the app poses: all of the spec's (every kind the families publish).
PLAYABLE = KINDS
#: Environment variable: a folder of puzzle files the Puzzles page lists too.
ENV_DIR = "TTR_PUZZLES"


# ============================================================================ the catalogue
@dataclass(frozen=True)
class PuzzleEntry:
    """One puzzle the Puzzles page lists: its id (the progress key), kind, game, title (and
    its German title, where the pack has one), rating, and how to load it."""

    id: str
    kind: str
    game: str
    title: str
    load: Callable[[], Puzzle]
    title_de: str = ""
    rating: str = ""

    def title_in(self, lang: str) -> str:
        from ..core.i18n import pick
        return pick({"en": self.title, **({"de": self.title_de} if self.title_de else {})}, lang)


def _field(x, name, default=None):
    if isinstance(x, dict):
        return x.get(name, default)
    return getattr(x, name, default)


def pack_entries() -> list[PuzzleEntry]:
    """The package's puzzle pack (:func:`ttrwidgets.puzzles.pack.pack_entries`); empty while no
    pack is installed."""
    try:
        from ..puzzles import pack
    except ImportError:
        return []
    out = []
    for e in pack.pack_entries():
        pid = pack_id(e)
        if pid is None:
            continue
        out.append(PuzzleEntry(
            id=pid, kind=str(_field(e, "kind", "")), game=str(_field(e, "game", "")),
            title=str(_field(e, "title", "") or pid), title_de=str(_field(e, "title_de", "")),
            rating=str(_field(e, "rating", "") or ""),
            load=lambda e=e, pid=pid: _as_puzzle(pack.load_pack_puzzle(e), pid)))
    return out


def pack_id(e) -> str | None:
    """A pack entry's id: its file without ``.json`` (``europe/best_station/01``)."""
    pid = _field(e, "id") or _field(e, "file")
    if pid is None:
        return None
    pid = str(pid)
    return pid[:-5] if pid.endswith(".json") else pid


def _as_puzzle(x, source: str) -> Puzzle:
    """What a pack hands back, as a :class:`Puzzle` (a Puzzle, or a puzzle's JSON)."""
    return x if isinstance(x, Puzzle) else load_puzzle(x, source)


def dir_entries(folder) -> list[PuzzleEntry]:
    """The puzzle files under ``folder`` (``*.json`` but ``expected.json``), each listed by
    the kind, game and title its JSON names; the id is its path under the folder."""
    root = Path(folder)
    out = []
    for path in sorted(root.rglob("*.json")):
        if path.name == "expected.json":
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict) or data.get("kind") not in KINDS:
            continue
        rel = path.relative_to(root).with_suffix("").as_posix()
        out.append(PuzzleEntry(id=rel, kind=data["kind"], game=str(data.get("game", "")),
                               title=str(data.get("title") or rel),
                               load=lambda path=path: read_puzzle_file(path)))
    return out


def catalogue() -> list[PuzzleEntry]:
    """Every puzzle the Puzzles page lists: the pack's, then those of ``$TTR_PUZZLES`` (of the
    kinds the app plays, :data:`PLAYABLE`)."""
    out = pack_entries()
    folder = os.environ.get(ENV_DIR)
    if folder and Path(folder).is_dir():
        seen = {e.id for e in out}
        out += [e for e in dir_entries(folder) if e.id not in seen]
    return [e for e in out if playable(e.kind, e.game)]


def playable(kind: str, game: str) -> bool:
    """Does the app pose puzzles of ``kind`` about ``game`` (a game of that kind in the spec,
    and one the start page offers)?"""
    return (kind in PLAYABLE and game in KIND_GAMES.get(kind, ())
            and game in {g.id for g in app_games()})


def kind_order(kind: str) -> int:
    return KINDS.index(kind) if kind in KINDS else len(KINDS)


# ============================================================================ progress
class PuzzleProgress:
    """Which puzzles the learner has solved (and with how many hints), kept as JSON text.

    >>> p = PuzzleProgress()
    >>> p.mark("bs-03", hints=2)
    >>> p.solved("bs-03"), p.hints("bs-03"), p.solved("lt-05")
    (True, 2, False)
    >>> PuzzleProgress.from_text(p.to_text()).solved("bs-03")
    True
    >>> PuzzleProgress.from_text("[1, 2]").puzzles
    {}
    """

    def __init__(self, puzzles: dict | None = None):
        self.puzzles: dict[str, dict] = puzzles or {}

    @classmethod
    def from_text(cls, text: str) -> "PuzzleProgress":
        """What the browser kept; anything unreadable counts as no progress."""
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            return cls()
        items = data.get("puzzles") if isinstance(data, dict) else None
        out = {}
        if isinstance(items, dict):
            for k, v in items.items():
                if isinstance(k, str) and isinstance(v, dict) and v.get("solved") is True:
                    h = v.get("hints", 0)
                    h = h if isinstance(h, int) and not isinstance(h, bool) and 0 <= h <= 9 else 0
                    out[k] = {"solved": True, "hints": h}
        return cls(out)

    def to_text(self) -> str:
        return json.dumps({"version": 1, "puzzles": self.puzzles}, sort_keys=True)

    def mark(self, puzzle_id: str, hints: int = 0) -> None:
        old = self.puzzles.get(puzzle_id)
        best = hints if old is None else min(old["hints"], hints)
        self.puzzles[puzzle_id] = {"solved": True, "hints": best}

    def solved(self, puzzle_id: str) -> bool:
        return puzzle_id in self.puzzles

    def hints(self, puzzle_id: str) -> int:
        return self.puzzles.get(puzzle_id, {}).get("hints", 0)


