"""Texts in the learner's language, from per-language Project Fluent catalogues.

Every sentence a learner reads lives in ``ttrwidgets/locales/<lang>/<domain>.ftl``: ``engine``
(the Ticket to Ride engine's steps and refusals), ``trans`` (Trans Europa / Trans America), ``ui``
(the app around them) and ``rules`` (the rule explanations). German uses the rulebooks' own
words (``../shared/glossary.md``), one word for one thing; ``tests/i18n`` checks every message for
the words the glossary rules out. A ``terms.ftl`` in a language's folder, if there is one, is read
into every domain (for Fluent terms such as ``-waggons`` that several catalogues share).

Why Project Fluent (``fluent.runtime``) and not gettext:

* Grammar by construction. A Fluent message is one whole sentence per language, and *that
  language* chooses its forms: plural categories from CLDR (``{ $n -> [one] … *[other] … }``),
  any other selector on any argument (a colour key, a number of players), terms with case
  variants. gettext only knows ``ngettext`` on one number; everything else ends up as
  concatenation and fix-ups in code again, which is what the old catalogues did ("{colour}e",
  "Punkt(e)").
* The code passes values, never words: counts stay numbers (the catalogue picks "1 Zielkarte
  geht" / "2 Zielkarten gehen"), lists are formatted by the language ("Spieler 1 und Spieler 2"),
  numbers and percentages by the locale's CLDR data through Babel ("75 %").
* A language is files only: a folder ``locales/<lang>/`` with any subset of the messages; what
  is missing falls back to English, and each missing id is named once in the log
  (``ttrwidgets.i18n``).
* Pure Python (``fluent.runtime``, ``fluent.syntax``, ``babel``, ``attrs``, ``pytz``), so it
  runs in Pyodide: the static site (``tools/static/build.py``) serves these wheels to the browser.

Messages are looked up by the catalogue key the code has always used (``"claim.done"``); the
Fluent id is the key with ``.`` written as ``-`` (:func:`fluent_id`).

>>> text("engine", "tickets.returned", "de", n=1)
'Die zurückgegebene Zielkarte kommt unter den Zielkartenstapel.'
>>> text("engine", "tickets.returned", "de", n=2)
'Die 2 zurückgegebenen Zielkarten kommen unter den Zielkartenstapel.'
>>> percent(0.75, "de"), percent(0.75, "en")
('75\\xa0%', '75%')
>>> join(["Spieler 1", "Spieler 2", "Spieler 3"], "de")
'Spieler 1, Spieler 2 und Spieler 3'
"""
from __future__ import annotations

import logging
import re
from functools import lru_cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

from .diskcache import remembered

__all__ = ["FALLBACK", "LOCALES", "text", "has_text", "languages", "add_catalogue_dir",
           "fluent_id", "number", "percent", "join", "missing", "check", "messages"]

log = logging.getLogger("ttrwidgets.i18n")

#: The language every message exists in; any other falls back to it per message.
FALLBACK = "en"
#: Where the shipped catalogues live.
LOCALES = Path(__file__).resolve().parent.parent / "locales"
#: The shared terms file, read into every domain's bundle.
TERMS = "terms.ftl"

#: The pseudo-locale: the English texts accented and about 40 % longer, in brackets, so a
#: browser test sees which text escaped the catalogue (plain letters) and which label is cut
#: (no closing bracket). Built from ``en`` on the fly; not offered in the language switch.
PSEUDO = "en-XA"

_extra_dirs: list[Path] = []
#: ``(lang, domain, key)`` of every text asked for in a language that lacks it (logged once each).
missing: set[tuple[str, str, str]] = set()


def fluent_id(key: str) -> str:
    """The Fluent message id of a catalogue key: ``"claim.done"`` → ``"claim-done"``."""
    return key.replace(".", "-")


def _dirs(lang: str) -> list[Path]:
    return [d / lang for d in [LOCALES, *_extra_dirs] if (d / lang).is_dir()]


def languages() -> list[str]:
    """Every language with a catalogue folder, English first."""
    return list(_languages())


@lru_cache(maxsize=1)
def _languages() -> tuple[str, ...]:
    found = {p.name for d in [LOCALES, *_extra_dirs] if d.is_dir()
             for p in d.iterdir() if p.is_dir() and not p.name.startswith(("_", "."))
             and any(p.glob("*.ftl"))}
    return (FALLBACK, *sorted(found - {FALLBACK}))


def known(lang: str) -> bool:
    """A language the app can show: one with catalogues, or the pseudo-locale."""
    return lang == PSEUDO or lang in languages()


def add_catalogue_dir(path) -> None:
    """Read catalogues from ``path/<lang>/*.ftl`` too (a language added as files only, or more
    messages for a shipped one). Later folders win over earlier ones for the same id."""
    p = Path(path)
    if p not in _extra_dirs:
        _extra_dirs.append(p)
    _bundle.cache_clear()
    _languages.cache_clear()
    missing.clear()


def remove_catalogue_dir(path) -> None:
    p = Path(path)
    if p in _extra_dirs:
        _extra_dirs.remove(p)
    _bundle.cache_clear()
    _languages.cache_clear()
    missing.clear()


def _locale_for(lang: str) -> str:
    """The CLDR locale Babel formats numbers and plurals with ("en-XA" pseudo → "en")."""
    from babel import Locale
    try:
        Locale.parse(lang.replace("-", "_"))
        return lang
    except Exception:        # an unknown or private-use tag: the base language, else English
        base = lang.split("-")[0]
        try:
            Locale.parse(base)
            return base
        except Exception:
            return FALLBACK


_ACCENTS = str.maketrans("aeiouyAEIOUYcnsCNSzZgGdDlL",
                         "áéîöûýÅÉÎÖÛÝçñšÇÑŠžŽĝĜđĐĺĹ")


def pseudo(text: str) -> str:
    """``"Play now"`` → ``"[Pĺáý ñöw ·]"``: accented, about 40 % longer, bracketed.

    >>> pseudo("Play now")
    '[Pĺáý ñöw ·]'
    """
    if not text.strip():
        return text
    body = text.translate(_ACCENTS)
    pad = "·" * max(1, round(len(text) * 0.4) - 2)
    return f"[{body} {pad}]"


#: A line break and the next line's indent (the pseudo-locale brackets every line).
_LINE = re.compile(r"(\n(?:[ \t]*\n)*)([ \t]*)(?=\S)")


def _pseudo_resource(res):
    """The resource with every text element accented and padded; placeables stay as they are
    (so arguments, selectors and plurals still work), and only a message's last text element
    gets the padding and the closing bracket. A text of several lines (a pseudocode listing, a
    help text) gets brackets on every line, after its indent, so a line read alone shows that
    it is catalogue text too."""
    from fluent.syntax import ast

    def walk(pattern, top=True) -> int:
        """Accent the texts of ``pattern``; return how long its text is (longest variants)."""
        total = 0
        for e in pattern.elements:
            if isinstance(e, ast.TextElement):
                e.value = e.value.translate(_ACCENTS)
                total += len(e.value)
                if top:     # each line of a text of several lines is bracketed on its own
                    e.value = _LINE.sub(lambda m: f" ·]{m.group(1)}{m.group(2)}[", e.value)
            elif isinstance(e, ast.Placeable) and isinstance(e.expression, ast.SelectExpression):
                total += max(walk(v.value, False) for v in e.expression.variants)
            else:
                total += 6                  # an argument: about a word
        if top:
            pattern.elements.insert(0, ast.TextElement("["))
            pattern.elements.append(ast.TextElement(" " + "·" * max(1, round(total * 0.4) - 2)
                                                    + "]"))
        return total

    for entry in res.body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            walk(entry.value)
    return res


def _resource(text: str) -> FluentResource:
    """The parsed catalogue ``text``: parsing is most of the cost of a new kernel's first
    texts, so the parse is kept on disk (``core.diskcache``), under the text itself."""
    return remembered("ftl", text, lambda: FluentResource(text))


@lru_cache(maxsize=None)
def _bundle(lang: str, domain: str) -> FluentBundle | None:
    if lang == PSEUDO:
        b = FluentBundle([FALLBACK], use_isolating=False)
        for d in _dirs(FALLBACK):
            for name in (TERMS, f"{domain}.ftl"):
                f = d / name
                if f.is_file():
                    b.add_resource(_pseudo_resource(FluentResource(f.read_text("utf-8"))),
                                   allow_overrides=True)
        return b
    dirs = _dirs(lang)
    if not dirs:
        return None
    b = FluentBundle([_locale_for(lang)], use_isolating=False)
    for d in dirs:
        for name in (TERMS, f"{domain}.ftl"):
            f = d / name
            if f.is_file():
                # allow_overrides: a later folder's message replaces a shipped one
                b.add_resource(_resource(f.read_text(encoding="utf-8")), allow_overrides=True)
    return b


def has_text(domain: str, key: str, lang: str = FALLBACK) -> bool:
    b = _bundle(lang, domain)
    return b is not None and b.has_message(fluent_id(key))


#: Babel rounds a number in a decimal context of 28 digits and raises ``InvalidOperation`` for
#: more (fluent.runtime formats numeric arguments through it). A number this large comes only
#: from a broken file (a count of 10**40 passengers), and is written out as it is.
_BABEL_LIMIT = 10 ** 15


def _too_big(x) -> bool:
    """A finite number Babel cannot format (see :data:`_BABEL_LIMIT`); infinity and NaN it can.

    >>> _too_big(10 ** 40), _too_big(1e300), _too_big(float("inf")), _too_big(45)
    (True, True, False, False)
    """
    try:
        return abs(x) >= _BABEL_LIMIT and abs(x) != float("inf")
    except (TypeError, OverflowError):
        return False


def _args(params: dict) -> dict:
    """Fluent arguments: whole numbers without digit grouping (a seed or a year is no
    "1.912"), ``None`` as an empty text."""
    out = {}
    for k, v in params.items():
        if v is None:
            v = ""
        elif isinstance(v, bool):
            v = str(v)
        elif isinstance(v, (int, float)) and _too_big(v):
            v = str(v)
        elif isinstance(v, int):
            v = fluent_number(v, useGrouping=False)
        elif not isinstance(v, (str, float)) and not hasattr(v, "format"):
            v = str(v)
        out[k] = v
    return out


#: fluent.runtime refuses a text argument longer than this ("Too many characters in
#: placeable") and prints "{???}" instead; a long one (a whole file's problems in an error
#: line) is put in after formatting.
_FLUENT_MAX_PART = 2500


def _format(b: FluentBundle, key: str, params: dict) -> tuple[str, list]:
    msg = b.get_message(fluent_id(key))
    if msg.value is None:
        return "", [KeyError(f"{key} has no value")]
    args, long = _args(params), {}
    for k, v in args.items():
        if isinstance(v, str) and len(v) > _FLUENT_MAX_PART:
            token = f"@@ttr-long-argument-{len(long)}@@"
            long[token], args[k] = v, token
    out, errors = b.format_pattern(msg.value, args)
    for token, v in long.items():
        out = out.replace(token, v)
    return out, errors


def check(domain: str, key: str, lang: str, /, **params) -> tuple[str, list]:
    """``(text, errors)`` of one message in exactly ``lang`` (no fallback): for the tests."""
    b = _bundle(lang, domain)
    if b is None or not b.has_message(fluent_id(key)):
        return "", [KeyError(f"{lang}: no {domain} text {key}")]
    return _format(b, key, params)


def text(domain: str, key: str, lang: str = FALLBACK, /, **params) -> str:
    """The message ``key`` of ``domain`` in ``lang``, filled with ``params``.

    A language that lacks the message shows the English one and names it once in the log.
    A key no catalogue has raises :class:`KeyError`.
    """
    for lng in (lang, FALLBACK) if lang != FALLBACK else (FALLBACK,):
        b = _bundle(lng, domain)
        if b is not None and b.has_message(fluent_id(key)):
            out, errors = _format(b, key, params)
            for e in errors:
                log.error("%s text %s (%s): %s", lng, key, domain, e)
            return out
        if lng != FALLBACK and (lng, domain, key) not in missing:
            missing.add((lng, domain, key))
            log.warning("no %s text for %s (%s): English shown", lng, key, domain)
    raise KeyError(key)


def messages(domain: str, lang: str = FALLBACK) -> dict[str, set[str]]:
    """Fluent id -> the variables its sentence uses, for one catalogue file of ``lang`` (the
    shipped folder only): what the tests compare between languages."""
    from fluent.syntax import FluentParser, ast
    from fluent.syntax.visitor import Visitor

    class _Vars(Visitor):
        def __init__(self):
            super().__init__()
            self.found = set()

        def visit_VariableReference(self, node):
            self.found.add(node.id.name)
            self.generic_visit(node)

    f = LOCALES / lang / f"{domain}.ftl"
    out: dict[str, set[str]] = {}
    if not f.is_file():
        return out
    for entry in FluentParser().parse(f.read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message):
            v = _Vars()
            v.visit(entry)
            out[entry.id.name] = v.found
        elif isinstance(entry, ast.Junk):
            raise ValueError(f"{f}: cannot parse {entry.content[:80]!r}")
    return out


def pick(texts: dict, lang: str = FALLBACK) -> str:
    """A text kept per language in a data file (a lesson's ``{"en": ..., "de": ...}``) in
    ``lang``: English where the file lacks the language, and in the pseudo-locale the English
    accented and bracketed like every catalogue text (so such texts do not count as escaped).

    >>> pick({"en": "Tunnels", "de": "Tunnel"}, "de"), pick({"en": "Tunnels"}, PSEUDO)
    ('Tunnel', '[Tûññéĺš ·]')
    """
    if lang == PSEUDO and lang not in texts:
        return pseudo(texts["en"])
    return texts.get(lang) or texts["en"]


# ---- numbers and lists in the learner's locale (Babel's CLDR data) ------------------------------

def number(x, lang: str = FALLBACK) -> str:
    """``x`` with the locale's digit grouping and decimal mark ("1.234,5" in German).

    >>> number(1234.5, "de"), number(10 ** 40, "de")
    ('1.234,5', '10000000000000000000000000000000000000000')
    """
    if _too_big(x):
        return str(x)
    from babel.numbers import format_decimal
    return format_decimal(x, locale=_locale_for(lang).replace("-", "_"))


def percent(x, lang: str = FALLBACK, digits: int = 0) -> str:
    """``0.75`` → "75 %" in German (a no-break space before the sign, as CLDR writes it),
    "75%" in English; with at most ``digits`` decimals, in the locale's decimal mark.

    >>> percent(0.468354, "de", 1), percent(0.468354, "en", 1), percent(0.5, "de", 1)
    ('46,8\xa0%', '46.8%', '50\xa0%')
    """
    from babel import Locale
    from babel.numbers import parse_pattern
    locale = Locale.parse(_locale_for(lang).replace("-", "_"))
    pattern = parse_pattern(locale.percent_formats[None].pattern)   # the locale's own, copied
    if _too_big(x * 100):
        return pattern.apply(0, locale).replace("0", str(x * 100), 1)
    pattern.frac_prec = (0, digits)
    return pattern.apply(x, locale)


def join(items, lang: str = FALLBACK, style: str = "standard") -> str:
    """A list as the language writes it: "A, B and C" / "A, B und C"; ``style="or"`` too.

    >>> join(["4", "6"], "de", style="or"), join(["4", "6"], PSEUDO, style="or")
    ('4 oder 6', '4 ör 6')
    """
    items = [str(i) for i in items]
    if not items:
        return ""
    from babel.lists import format_list
    if lang == PSEUDO:       # the language's own words ("and", "or") accented, the items not
        import re
        marks = [f"\x00{i}\x00" for i in range(len(items))]
        parts = re.split("(\x00\\d+\x00)", format_list(marks, style=style, locale=FALLBACK))
        return "".join(items[int(p[1:-1])] if p.startswith("\x00") else p.translate(_ACCENTS)
                       for p in parts)
    return format_list(items, style=style, locale=_locale_for(lang).replace("-", "_"))

