"""Where a rule lives: its text, the code that applies or cites it, the lessons and scenarios.

    python tools/where_rule.py tunnel.extra          one rule id (every game that has it)
    python tools/where_rule.py --all                 every rule id of every game, one line each

A developer tool (not installed with the package): the rule ids come from the rulebook
(``ttrwidgets.core.rulebook``); the code sites are the modules that name the id as a string
literal or in backquotes (the engine cites the id in every step and every refusal, and its
docstrings name the rule a function applies), engine modules first, then
the family's screens, lessons and puzzles; lessons and scenarios are the JSON files naming it.
Exit 2 for an id no game has.
"""
from __future__ import annotations

import argparse
import re
import sys
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "ttrwidgets"
SHARED = ROOT.parent / "shared"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: the order code sites are listed in: where the rule is applied (a family's engine), then what
#: all families share, the rule tables (rulebook.py: the id's title and text), and last where it
#: is shown or taught
_LAYERS = ("ttr", "trans", "graphs", "core", "puzzles", "lessons", "render", "widgets")
_FRONT = ("ui", "lessons", "puzzles", "scenario", "cli.py", "review.py", "bots.py", "strong.py")


def _rank(path: Path) -> tuple:
    rel = path.relative_to(PACKAGE).parts
    layer = _LAYERS.index(rel[0]) if rel[0] in _LAYERS else len(_LAYERS)
    table = rel[-1] == "rulebook.py"
    front = (len(rel) > 1 and rel[1] in _FRONT) or rel[0] not in ("ttr", "trans", "graphs", "core")
    return (front, table, layer, rel)


def is_table(site: str) -> bool:
    """A site in a rule table (``rulebook.py``), which names every id it defines."""
    return site.split(":")[0].endswith("rulebook.py")


@lru_cache(maxsize=None)
def _texts(kind: str) -> tuple[tuple[Path, str], ...]:
    if kind == "code":
        files = sorted(PACKAGE.rglob("*.py"), key=_rank)
    elif kind == "lessons":
        files = sorted((PACKAGE / "lessons" / "courses").rglob("*.json"))
    elif kind == "scenarios":
        files = sorted((ROOT / "tests" / "scenarios").rglob("*.json"))
        if (SHARED / "scenarios").is_dir():
            files += sorted((SHARED / "scenarios").rglob("*.json"))
    else:                                      # the normative rules, where they are at hand
        files = sorted((SHARED / "rules").glob("*.md")) if (SHARED / "rules").is_dir() else []
    out = []
    for f in files:
        if "__pycache__" in f.parts:
            continue
        try:
            out.append((f, f.read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError):
            continue
    return tuple(out)


def _short(path: Path) -> str:
    for base, shown in ((ROOT, ""), (SHARED, "../shared/")):
        try:
            return shown + path.relative_to(base).as_posix()
        except ValueError:
            continue
    return str(path)


def sites(rule_id: str) -> dict[str, list[str]]:
    """``{"rules": [...], "code": [...], "lessons": [...], "scenarios": [...]}``: where the id
    is written (file:line for rules and code, files for lessons and scenarios)."""
    # a string literal, or ``the id`` in a docstring or comment (where a module says which
    # rule a function applies)
    quoted = re.compile(r"""(?<![\w.-])["'`]""" + re.escape(rule_id) + r"""["'`]""")
    found: dict[str, list[str]] = {}
    for f, text in _texts("rules"):
        # the rule files give each id in backquotes at its heading or definition
        lines = [i for i, line in enumerate(text.splitlines(), 1) if f"`{rule_id}`" in line]
        if lines:
            found.setdefault("rules", []).append(f"{_short(f)}:{lines[0]}")
    code = []
    for f, text in _texts("code"):
        lines = [i for i, line in enumerate(text.splitlines(), 1) if quoted.search(line)]
        if lines:
            front, table, layer, rel = _rank(f)
            # within a layer, the module naming the rule most often (it applies it) first
            code.append(((front, table, -len(lines), layer, rel),
                         f"{_short(f)}:{','.join(map(str, lines))}"))
    if code:
        found["code"] = [site for _key, site in sorted(code)]
    for kind in ("lessons", "scenarios"):
        for f, text in _texts(kind):
            if quoted.search(text):
                found.setdefault(kind, []).append(_short(f))
    return found


def games_of(rule_id: str) -> list[tuple[str, str, str]]:
    """``(game, section, English title)`` of every game whose rulebook has the id."""
    from ttrwidgets.core import rulebook
    from ttrwidgets.core.registry import games

    out = []
    for g in games():
        gid = getattr(g, "id", g)
        if rule_id in rulebook.rule_ids(gid):
            r = rulebook.rule(rule_id, gid)
            out.append((gid, r.section, r.title.get("en", "")))
    return out


def all_ids() -> list[str]:
    from ttrwidgets.core import rulebook
    from ttrwidgets.core.registry import games

    seen: dict[str, None] = {}
    for g in games():
        for rid in rulebook.rule_ids(getattr(g, "id", g)):
            seen.setdefault(rid)
    return list(seen)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/where_rule.py", description=__doc__.split("\n")[0])
    ap.add_argument("rule_id", nargs="?", help="a rule id, e.g. tunnel.extra")
    ap.add_argument("--all", action="store_true", help="every rule id, one line each")
    args = ap.parse_args(argv)
    if args.all:
        for rid in all_ids():
            code = [c for c in sites(rid).get("code", []) if not is_table(c)]
            first = code[0].split(":")[0] if code else "(named in no module but the rule table)"
            print(f"{rid:32} {first}")
        return 0
    if not args.rule_id:
        ap.error("give a rule id or --all")
    where = games_of(args.rule_id)
    if not where:
        print(f"error: no game has the rule id {args.rule_id!r} "
              f"(python tools/where_rule.py --all lists them)", file=sys.stderr)
        return 2
    print(args.rule_id)
    for gid, section, title in where:
        print(f"  {gid}: {section} - {title}")
    found = sites(args.rule_id)
    for kind in ("rules", "code", "lessons", "scenarios"):
        items = found.get(kind, [])
        if items:
            print(f"  {kind}:")
            for item in items[:12]:
                print(f"    {item}")
            if len(items) > 12:
                print(f"    ... and {len(items) - 12} more")
    return 0


if __name__ == "__main__":
    sys.exit(main())
