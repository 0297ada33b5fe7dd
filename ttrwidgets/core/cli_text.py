"""The command line's own words (``python -m ttrwidgets ...``: usage, help, argument errors)
from the terminal's catalogue ``locales/<lang>/cli.ftl``, in the language the command is asked
for with ``--lang`` (the option the terminal game has always had; English without it).

:class:`Parser` is an :class:`argparse.ArgumentParser` whose help texts are catalogue keys and
whose own words ("usage:", "options", "show this help message and exit", "invalid choice: …")
are the catalogue's too: argparse asks ``gettext`` for them, and while the parser formats or
parses, it asks the catalogue instead (:func:`_argparse_words`).

>>> p = Parser("play", lang="de", description="args.play")
>>> _ = p.add_argument("--seed", type=int, help="args.seed")
>>> print(p.format_help())                       # doctest: +NORMALIZE_WHITESPACE
Aufruf: python -m ttrwidgets play [-h] [--seed SEED]
<BLANKLINE>
Spiele Zug um Zug im Terminal gegen Bots.
<BLANKLINE>
Optionen:
  -h, --help   diese Hilfe zeigen und beenden
  --seed SEED  der Startwert des Zufalls (gleicher Startwert: gleiches Spiel)
"""
from __future__ import annotations

import argparse
import contextlib
import sys

from . import i18n

__all__ = ["DOMAIN", "lang_of", "say", "Parser"]

DOMAIN = "cli"


#: The language given before the command (``python -m ttrwidgets --lang de app --help``): set
#: by ``__main__`` for the commands that have no ``--lang`` of their own.
LANG: str | None = None


def lang_of(argv, default: str | None = None) -> str:
    """The language a command line asks for: its ``--lang X`` (or ``--lang=X``) when X is a
    language with catalogues (or the pseudo-locale), else ``default``, else the language given
    before the command (:data:`LANG`), else English."""
    default = default or LANG or i18n.FALLBACK
    argv = list(argv or ())
    for i, a in enumerate(argv):
        v = a.split("=", 1)[1] if a.startswith("--lang=") else \
            argv[i + 1] if a == "--lang" and i + 1 < len(argv) else None
        if v is not None and i18n.known(v):
            return v
    return default


def say(key: str, lang: str = i18n.FALLBACK, /, **params) -> str:
    return i18n.text(DOMAIN, key, lang, **params)


#: argparse's own words (its ``gettext`` message ids) -> the catalogue key and the names of
#: its ``%(...)`` fields, which stay in the text for argparse to fill.
_ARGPARSE = {
    "usage: ": ("args.usage", ()),
    "options": ("args.options", ()),
    "positional arguments": ("args.positionals", ()),
    "show this help message and exit": ("args.help", ()),
    "argument %(argument_name)s: %(message)s": ("args.argument", ("argument_name", "message")),
    "invalid choice: %(value)r (choose from %(choices)s)": ("args.invalid-choice",
                                                           ("value", "choices")),
    "invalid %(type)s value: %(value)r": ("args.invalid-value", ("type", "value")),
    "the following arguments are required: %s": ("args.required", ()),
    "unrecognized arguments: %s": ("args.unrecognized", ()),
    "expected one argument": ("args.expected-one", ()),
    "expected at most one argument": ("args.expected-at-most-one", ()),
    "expected at least one argument": ("args.expected-at-least-one", ()),
    "ambiguous option: %(option)s could match %(matches)s": ("args.ambiguous",
                                                            ("option", "matches")),
    "ignored explicit argument %r": ("args.ignored", ()),
    "not allowed with argument %s": ("args.not-allowed", ()),
    "one of the arguments %s is required": ("args.one-required", ()),
}


def _fields(names) -> dict:
    """Fill a catalogue text's variables with argparse's own ``%`` fields."""
    out = {n: f"%({n})s" for n in names}
    for n in ("value",):
        if n in out:
            out[n] = f"%({n})r"
    return out


@contextlib.contextmanager
def _argparse_words(lang: str):
    old = argparse._, argparse.ngettext

    def gettext(msgid):
        hit = _ARGPARSE.get(msgid)
        if hit is None:
            return old[0](msgid)
        key, names = hit
        params = _fields(names)
        if "%s" in msgid or "%r" in msgid:
            params["x"] = "%r" if "%r" in msgid else "%s"
        return say(key, lang, **params)

    def ngettext(singular, plural, n):
        if singular == "expected %s argument":
            return say("args.expected-n", lang, count=n, n="%s")
        return old[1](singular, plural, n)

    argparse._, argparse.ngettext = gettext, ngettext
    try:
        yield
    finally:
        argparse._, argparse.ngettext = old


class Parser(argparse.ArgumentParser):
    """An argument parser that speaks ``lang`` from ``cli.ftl``: ``description`` and every
    argument's ``help`` are catalogue keys (``help`` may also be a ``(key, params)`` pair);
    the usage, headings, ``-h`` and argparse's error messages are the catalogue's too."""

    def __init__(self, command: str, lang: str = i18n.FALLBACK, description: str | None = None,
                 **params):
        self.lang = lang
        super().__init__(prog=f"python -m ttrwidgets {command}".strip(), add_help=False,
                         description=say(description, lang, **params) if description else None)
        self._positionals.title = say("args.positionals", lang)
        self._optionals.title = say("args.options", lang)
        self.add_argument("-h", "--help", action="help", help="args.help")

    def add_argument(self, *args, **kwargs):
        h = kwargs.get("help")
        if isinstance(h, tuple):
            kwargs["help"] = say(h[0], self.lang, **h[1])
        elif isinstance(h, str) and h != argparse.SUPPRESS:
            kwargs["help"] = say(h, self.lang)
        return super().add_argument(*args, **kwargs)

    def format_usage(self):
        with _argparse_words(self.lang):
            return super().format_usage()

    def format_help(self):
        with _argparse_words(self.lang):
            return super().format_help()

    def parse_args(self, args=None, namespace=None):
        with _argparse_words(self.lang):
            return super().parse_args(args, namespace)

    def parse_known_args(self, args=None, namespace=None):
        with _argparse_words(self.lang):
            return super().parse_known_args(args, namespace)

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(2, say("args.error", self.lang, prog=self.prog, message=message) + "\n")
