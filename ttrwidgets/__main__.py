"""``python -m ttrwidgets COMMAND``: scenario, play, lesson, puzzle, bench, app, static."""
from __future__ import annotations

import sys

USAGE = """usage: python -m ttrwidgets COMMAND [ARGS]

commands:
  scenario FILE.json [...]   check scenario files (one JSON line per expectation)
  play [--players N] ...     play Europe in the terminal against bots
  lesson check FILE.json ...  check lesson files (--all: the shipped courses)
  puzzle solve FILE.json ...  the exact answers of puzzle files (one JSON line per file)
  puzzle make --kind K --seed N  make a puzzle from a seeded game (--game G, --out FILE)
  puzzle check --all | FILE ...  check puzzle files again (--all: the shipped pack)
  bench [--games N]          measure the engine (JSON; --compare REV: side by side)
  app [--port N] [--class]   start the Voilà app in the browser (--class: for a classroom)
  static --serve [--port N]  serve the static site built by `make static` (no kernel)

From a source checkout, developer tools (not installed with the package):
  tools/bench_ui.py          measure the app in Chromium through Voilà (JSON)
  tools/bench_class.py       a class at once: N pages, open time and click latency (JSON)
  tools/bench_graphs.py      measure the graph algorithms (JSON)
"""


def main(argv=None) -> int:
    """Run a command; its exit code. An unexpected error (a fault of ttrwidgets) prints one
    friendly line with a short reference and exits 2; ``TTR_DEBUG=1`` also prints the traceback.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        return _run(argv)
    except Exception as e:  # noqa: BLE001 - never a bare traceback for the user
        from .core.errors import report_internal_error
        report_internal_error(e, sys.stderr)
        return 2


def _run(argv) -> int:
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(USAGE)
        return 0 if argv else 2
    cmd, rest = argv[0], argv[1:]
    if cmd == "scenario":
        if not rest:
            print("usage: python -m ttrwidgets scenario FILE.json [FILE.json ...]",
                  file=sys.stderr)
            return 2
        from .core.scenario import run_files
        return run_files(rest)
    if cmd == "play":
        from .cli import main as play
        return play(rest)
    if cmd == "lesson":
        from .lessons.check import main as lesson
        return lesson(rest)
    if cmd == "puzzle":
        from .puzzles.cli import main as puzzle
        return puzzle(rest)
    if cmd == "bench":
        from .bench import main as bench
        return bench(rest)
    if cmd == "app":
        from .app_server import main as app
        return app(rest)
    if cmd == "static":
        from .static import main as static
        return static(rest)
    print(f"unknown command {cmd!r}\n\n{USAGE}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
