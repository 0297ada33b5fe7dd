"""``python -m ttrwidgets COMMAND``: scenario, play, lesson, puzzle, bench, app, static."""
from __future__ import annotations

import sys


def usage(lang: str = "en") -> str:
    """The commands, in ``lang`` (``cli.ftl``'s ``usage``)."""
    from .core.cli_text import say
    return say("usage", lang)


def main(argv=None) -> int:
    """Run a command; its exit code. An unexpected error (a fault of ttrwidgets) prints one
    friendly line with a short reference and exits 2; ``TTR_DEBUG=1`` also prints the traceback.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        return _run(argv)
    except Exception as e:  # noqa: BLE001 - never a bare traceback for the user
        from .core.errors import report_internal_error
        try:                            # the run's --lang, before the command or after it
            from .core.cli_text import lang_of
            lang = lang_of(argv)
        except Exception:  # noqa: BLE001
            lang = None
        report_internal_error(e, sys.stderr, lang=lang)
        return 2
    finally:
        from .core import cli_text
        cli_text.LANG = None            # the language given before the command is this run's


def _run(argv) -> int:
    from .core import cli_text
    from .core.cli_text import lang_of, say
    lang = lang_of(argv)
    if argv[:1] == ["--lang"] or argv[:1] and argv[0].startswith("--lang="):
        # python -m ttrwidgets --lang de [COMMAND ...]: the language, then the command (its
        # help and usage in that language; the terminal game plays in it)
        argv = argv[2:] if argv[0] == "--lang" else argv[1:]
        cli_text.LANG = lang
        if argv and argv[0] == "play":
            argv = argv + ["--lang", lang]
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(usage(lang))
        return 0 if argv else 2
    cmd, rest = argv[0], argv[1:]
    if cmd == "scenario":
        if not rest:
            print(say("usage-scenario", lang), file=sys.stderr)
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
    print(say("unknown-command", lang, cmd=repr(cmd)) + "\n\n" + usage(lang), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
