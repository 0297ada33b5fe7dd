"""``python -m ttrwidgets play``: the terminal game of the family that plays ``--game`` (its
``TERMINAL``: the route family's is :mod:`ttrwidgets.ttr.cli`, the rail family's
:mod:`ttrwidgets.trans.cli`).
"""
from __future__ import annotations

import sys

#: Names of the route family's terminal game (:mod:`ttrwidgets.ttr.cli`) still read here.
_OLD_NAMES = ("TerminalGame", "help_text", "play_routes", "text")


def __getattr__(name: str):
    """The route family's terminal game at its old address (kept for imports), loaded only
    when asked for."""
    if name in _OLD_NAMES:
        from .ttr import cli
        return getattr(cli, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main(argv=None) -> int:
    """``python -m ttrwidgets play``: the terminal game of the family that plays ``--game``
    (its ``TERMINAL``; without ``--game``, or with a game nobody plays, the first family's,
    whose argument parser then names the games)."""
    from .core.family import families, family, resolve
    args_list = list(sys.argv[1:] if argv is None else argv)
    fam = None
    for i, a in enumerate(args_list):
        g = a.split("=", 1)[1] if a.startswith("--game=") else \
            args_list[i + 1] if a == "--game" and i + 1 < len(args_list) else None
        if g is not None:
            try:
                fam = family(g)
            except KeyError:
                fam = None
    return resolve((fam or families()[0]).TERMINAL)(args_list)
