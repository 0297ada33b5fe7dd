"""``python -m ttrwidgets puzzle solve|make|check``: puzzle files from the command line.

``puzzle solve FILE...`` prints the exact answer of each file, one JSON object per line
(``shared/spec/puzzles.md``)::

    {"file": "bs-03.json", "kind": "best_station", "value": -14, "answers": ["Madrid", "Pamplona"]}

and exits 0, or 2 when a file is malformed (a message on standard error naming the file and the
JSON path of the problem; the other files are still solved).

``puzzle make --kind K --seed N [--game G] [--out FILE]`` makes a puzzle from a seeded game
(:mod:`.make`) and prints its JSON, or writes it to ``FILE`` and prints one line about it.

``puzzle check --all | FILE...`` checks puzzle files again: each loads, is solved, is not dull
and, for a file of the shipped pack (:mod:`.pack`; ``--all``: every one), still has the answer,
the measurements and the rating its index stores. One JSON line per file
(``{"file", "kind", "game", "rating", "ok"}``, with ``"problems"`` when not ok); exits 0 when
all are right, 1 when a check fails, 2 when a file is malformed.

Bad arguments print one line and exit 2.
"""
from __future__ import annotations

import errno
import json
import sys
from pathlib import Path

from ..core import cli_text
from ..core.errors import printable
from ..core.scenario import each_file, say
from .model import read_puzzle_file
from .solve import compare_json, solve, to_json

__all__ = ["main", "solve_files", "make_command", "check_files"]

def _solved(path) -> dict:
    """``puzzle solve``'s line for one file."""
    p = read_puzzle_file(path)
    return {"file": str(path), **to_json(p, solve(p))}


def solve_files(paths, stream=None, err=None) -> int:
    """The ``puzzle solve`` command; its exit code."""
    stream = stream or sys.stdout
    err = err or sys.stderr
    code = 0
    for path, out in each_file(paths, _solved, err):
        if out is None:
            code = 2
            continue
        say(printable(json.dumps(out, ensure_ascii=False)), stream)
    return code


class _BadArgs(Exception):
    """A one-line complaint about the command line: a key of the terminal catalogue
    (``cli.ftl``, ``puzzle-args-*``) and its parameters."""

    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key, self.params = key, params

    def message(self, lang: str) -> str:
        return cli_text.say(self.key, lang, **self.params)


def _lang() -> str:
    """The language of the command's words: the one given before the command
    (``python -m ttrwidgets --lang de puzzle ...``), else English."""
    return cli_text.LANG or cli_text.i18n.FALLBACK


def _error(command: str, why: str, lang: str) -> str:
    """``error: puzzle make: WHY`` in ``lang`` (the command's name stays as it is typed)."""
    return cli_text.say("error", lang, error=f"puzzle {command}: {printable(why)}")


def _options(argv, names: dict) -> dict:
    """``--name value`` options (``names``: option -> takes a value); anything else is bad."""
    out: dict = {}
    i = 0
    while i < len(argv):
        a = argv[i]
        key, eq, val = a.partition("=")
        if key not in names:
            raise _BadArgs("puzzle-args.unknown", arg=a)
        if key in out:
            raise _BadArgs("puzzle-args.twice", option=key)
        if names[key]:
            if not eq:
                if i + 1 >= len(argv):
                    raise _BadArgs("puzzle-args.needs-value", option=key)
                i += 1
                val = argv[i]
            out[key] = val
        else:
            if eq:
                raise _BadArgs("puzzle-args.no-value", option=key)
            out[key] = True
        i += 1
    return out


def make_command(argv, stream=None, err=None) -> int:
    """The ``puzzle make`` command; its exit code."""
    from .make import MADE, MakeError, make
    stream = stream or sys.stdout
    err = err or sys.stderr
    lang = _lang()
    try:
        opts = _options(argv, {"--kind": True, "--seed": True, "--game": True, "--out": True})
        if "--kind" not in opts:
            raise _BadArgs("puzzle-args.kind", kinds=", ".join(MADE))
        if "--seed" not in opts:
            raise _BadArgs("puzzle-args.seed")
        try:
            seed = int(opts["--seed"])
        except ValueError:
            raise _BadArgs("puzzle-args.seed-whole", value=opts["--seed"]) from None
        made = make(opts["--kind"], seed, opts.get("--game", "europe"))
    except (_BadArgs, MakeError) as e:
        say(_error("make", e.message(lang), lang), err)
        return 2
    text = json.dumps(made.puzzle, indent=1, ensure_ascii=False) + "\n"
    out = opts.get("--out")
    if out is None:
        try:
            print(text, end="", file=stream)
        except UnicodeEncodeError:      # a stream that cannot take "ü": JSON escapes instead
            print(json.dumps(made.puzzle, indent=1), file=stream)
        return 0
    try:
        Path(out).write_text(text, encoding="utf-8")
    except OSError as e:
        reason = {errno.ENOENT: "no-folder", errno.EACCES: "denied", errno.EPERM: "denied",
                  errno.EISDIR: "folder"}.get(e.errno, "other")
        say(_error("make", cli_text.say("puzzle-args.cannot-write", lang, file=printable(out),
                                        reason=reason, why=str(e.strerror or e)), lang), err)
        return 2
    say(printable(json.dumps({"file": out, "kind": made.puzzle["kind"],
                              "game": made.puzzle["game"], "seed": seed,
                              "rating": made.rating}, ensure_ascii=False)), stream)
    return 0


def _pack_files() -> tuple[list, dict, list]:
    """The shipped pack: (file paths, path -> index entry, problems of the index itself)."""
    from .pack import pack_entries, pack_root
    root = Path(str(pack_root()))
    entries = pack_entries()
    by_path = {str((root / e["file"]).resolve()): e for e in entries}
    on_disk = {str(p.resolve()) for p in root.glob("*/*/*.json")}
    problems = [cli_text.say("puzzle-args.not-in-index", _lang(), file=printable(p))
                for p in sorted(on_disk - set(by_path))]
    return [str(root / e["file"]) for e in entries], by_path, problems


def _json(v) -> str:
    return printable(json.dumps(v, ensure_ascii=False, sort_keys=True))


def _check_one(path, entry) -> dict:
    """Check one file; raises DataError/TTRError when it is malformed."""
    from .make import assess
    p = read_puzzle_file(path)
    sol = solve(p)
    feats, rate, dull = assess(p, sol)
    from ..core.errors import Text
    lang, problems = _lang(), []        # the texts in the language given with --lang (cli.ftl)
    if dull:
        why = dull.lang(lang) if isinstance(dull, Text) else dull    # the kind's reason
        problems.append(cli_text.say("puzzle-check.dull", lang, why=why))
    if entry is not None:
        for key, got in (("kind", p.kind), ("game", p.game), ("rating", rate),
                         ("features", feats)):
            if entry.get(key) != got:
                problems.append(cli_text.say("puzzle-check.index", lang, key=key,
                                             index=_json(entry.get(key)), file=_json(got)))
        stored = {"value": entry.get("value"), "answers": entry.get("answers")}
        if not compare_json(p, sol, stored)[0]:
            mine = to_json(p, sol)
            problems.append(cli_text.say("puzzle-check.answer", lang, index=_json(stored),
                                         file=_json({"value": mine["value"],
                                                     "answers": mine["answers"]})))
    out = {"file": str(path), "kind": p.kind, "game": p.game, "rating": rate,
           "ok": not problems}
    if entry is None:
        out["in_pack"] = False
    if problems:
        out["problems"] = problems
    return out


def check_files(paths, stream=None, err=None, pack_all: bool = False) -> int:
    """The ``puzzle check`` command; its exit code."""
    stream = stream or sys.stdout
    err = err or sys.stderr
    code = 0
    files, by_path, index_problems = _pack_files()
    if pack_all:
        paths = files
        for msg in index_problems:
            say(cli_text.say("error", _lang(), error=msg), err)
            code = 1

    def check(path):
        return _check_one(path, by_path.get(str(Path(path).resolve())))

    for path, out in each_file(paths, check, err):
        if out is None:
            code = 2
            continue
        if not out["ok"] and code == 0:
            code = 1
        say(printable(json.dumps(out, ensure_ascii=False)), stream)
    return code


def main(argv, stream=None, err=None) -> int:
    err = err or sys.stderr
    argv = list(argv)
    if len(argv) >= 2 and argv[0] == "solve":
        return solve_files(argv[1:], stream, err)
    if argv and argv[0] == "make":
        return make_command(argv[1:], stream, err)
    if argv and argv[0] == "check":
        lang = _lang()
        rest = argv[1:]
        if rest == ["--all"]:
            return check_files([], stream, err, pack_all=True)
        bad = [a for a in rest if a.startswith("--")]
        if not rest or bad:
            why = (cli_text.say("puzzle-args.all-alone", lang) if "--all" in rest else
                   cli_text.say("puzzle-args.unknown", lang, arg=bad[0]) if bad else
                   cli_text.say("puzzle-args.files", lang))
            say(_error("check", why, lang), err)
            return 2
        return check_files(rest, stream, err)
    print(cli_text.say("usage-puzzle", cli_text.lang_of(argv)), file=err)
    return 2
