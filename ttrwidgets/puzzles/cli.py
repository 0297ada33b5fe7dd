"""``python -m ttrwidgets puzzle solve FILE...``: the exact answer of puzzle files.

Prints one JSON object per line, one per file (``shared/spec/puzzles.md``)::

    {"file": "bs-03.json", "kind": "best_station", "value": -14, "answers": ["Madrid", "Pamplona"]}

and exits 0, or 2 when a file is malformed (a message on standard error naming the file and the
JSON path of the problem; the other files are still solved).
"""
from __future__ import annotations

import json
import sys

from ..engine.errors import DataError, TTRError, printable, report_internal_error
from ..engine.scenario import _say
from .model import read_puzzle_file
from .solve import solve, to_json

__all__ = ["main", "solve_files"]

USAGE = """usage: python -m ttrwidgets puzzle solve FILE.json [FILE.json ...]"""


def solve_files(paths, stream=None, err=None) -> int:
    """The ``puzzle solve`` command; its exit code."""
    stream = stream or sys.stdout
    err = err or sys.stderr
    code = 0
    for path in paths:
        try:
            p = read_puzzle_file(path)
            if p.kind == "fewest_rails":
                raise DataError(str(path), [("$.game", f"the game {p.game!r} is not supported "
                                                       "yet by this version of ttrwidgets")])
            out = {"file": str(path), **to_json(p, solve(p))}
        except DataError as e:
            where = "" if e.source == printable(path) else f"{printable(path)}: "
            _say(f"error: {where}{e}", err)
            code = 2
            continue
        except TTRError as e:
            _say(f"error: {printable(path)}: {e}", err)
            code = 2
            continue
        except Exception as e:  # noqa: BLE001 - one bad file must not hide the others
            report_internal_error(e, err, f"{printable(path)}: ")
            code = 2
            continue
        _say(printable(json.dumps(out, ensure_ascii=False)), stream)
    return code


def main(argv, stream=None, err=None) -> int:
    err = err or sys.stderr
    if len(argv) >= 2 and argv[0] == "solve":
        return solve_files(argv[1:], stream, err)
    print(USAGE, file=err)
    return 2
