"""The one family of errors the engine raises.

``IllegalActionError`` carries a rule id and a sentence in English and German; the same
``why_illegal`` function produces it for the engine, the greyed-out UI and tooltips.
"""
from __future__ import annotations


class TTRError(Exception):
    """Base class of every error ttrwidgets raises on purpose.

    Raised with a :class:`Message` (a catalogue text), ``str(error)`` is the English sentence
    and :meth:`message` the one in ``lang``:

    >>> e = InvalidActionError(Message("action.cannot-read", text="p0 fly"))
    >>> str(e), e.message("de")
    ("cannot read action 'p0 fly'", 'die Aktion „p0 fly“ kann ich nicht lesen')
    """

    def message(self, lang: str = "en") -> str:
        what = self.args[0] if len(self.args) == 1 else None
        return what.lang(lang) if isinstance(what, Text) else str(self)


class InvalidActionError(TTRError):
    """An action that is malformed: unknown route, bad card set, text that does not parse.
    Its text is a :class:`Message` from ``errors.ftl`` (``action-*``), in every language."""


class IllegalActionError(TTRError):
    """A well-formed action the rules forbid now. Carries the rule id and en/de messages."""

    def __init__(self, rule_id: str, messages: dict[str, str]):
        self.rule_id = rule_id
        self.messages = dict(messages)
        super().__init__(f"[{rule_id}] {self.messages.get('en', '')}")

    def message(self, lang: str = "en") -> str:
        return f"{self.messages.get(lang) or self.messages.get('en', '')} ({self.rule_id})"


class AmbiguousActionError(InvalidActionError):
    """An action (or reference) that could mean several different things."""


def printable(text) -> str:
    r"""``text`` with lone surrogates written as ``\udXXX``, so it can be printed or sent.

    Files may hold lone surrogates (the JSON escape ``"\ud800"``, or a file name that is not
    UTF-8); writing such text to a UTF-8 stream raises ``UnicodeEncodeError``.

    >>> printable("Wien " + chr(0xD800))
    'Wien \\ud800'
    """
    text = str(text)
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "backslashreplace").decode("utf-8")


class Text(str):
    """A message in English (the string itself) that also carries other languages.

    Problems in a :class:`DataError` may be ``Text``: ``str(error)`` stays English, and
    ``error.message("de")`` uses the German wording.

    >>> t = Text("the file is empty", de="die Datei ist leer")
    >>> t, t.lang("de"), t.lang("fr")
    ('the file is empty', 'die Datei ist leer', 'the file is empty')
    """

    def __new__(cls, en: str, **other: str) -> "Text":
        self = super().__new__(cls, en)
        self.translations = {"en": str(en), **other}
        return self

    def lang(self, lang: str = "en") -> str:
        return self.translations.get(lang) or str(self)

    def __reduce__(self):
        return (_text, (str(self), self.translations))


class Message(Text):
    """A problem's text from the ``errors`` catalogue (``errors.ftl``), in every language the
    catalogues have: ``str()`` is the English one, :meth:`lang` any other (a language without
    the text shows English and names it in the log). A parameter that is itself a
    :class:`Text` (or a function of the language) is put in in the same language.

    >>> m = Message("file.empty")
    >>> m, m.lang("de")
    ('the file is empty', 'die Datei ist leer')
    """

    def __new__(cls, key: str, /, **params) -> "Message":
        params = {k: _per_language(v) if callable(v) else v for k, v in params.items()}
        self = str.__new__(cls, _message_text(key, params, "en"))
        self.key, self.params = key, params
        self.translations = {"en": str(self)}
        return self

    def lang(self, lang: str = "en") -> str:
        return _message_text(self.key, self.params, lang)

    def __reduce__(self):
        return (_message, (self.key, self.params))


def _per_language(fn) -> Text:
    """``fn(lang)`` for every catalogue language (and the pseudo-locale), as a :class:`Text`."""
    from . import i18n
    return Text(fn("en"), **{lang: fn(lang) for lang in (*i18n.languages(), i18n.PSEUDO)
                             if lang != "en"})


def _message_text(key: str, params: dict, lang: str) -> str:
    from . import i18n
    return printable(i18n.text("errors", key, lang, **{
        k: v.lang(lang) if isinstance(v, Text) else v for k, v in params.items()}))


def _message(key: str, params: dict) -> Message:
    return Message(key, **params)


def _text(en: str, translations: dict) -> Text:
    return Text(en, **{k: v for k, v in translations.items() if k != "en"})


def _clean(msg):
    """A problem message made printable (keeping its translations)."""
    if isinstance(msg, Message):
        return msg                      # made printable when it is put in words
    if isinstance(msg, Text):
        return Text(printable(msg), **{k: printable(v) for k, v in msg.translations.items()
                                       if k != "en"})
    return printable(msg)


class NotFoundError(InvalidActionError, KeyError):
    """A name the board (or a file) does not have: a city, a ticket deck, an intersection.

    The text is the catalogue's (``errors.ftl``), in every language (:meth:`message`);
    ``str(error)`` and ``error.args[0]`` are the English one. A list or tuple among the
    parameters (the close names) is joined with "or" as the language writes it.

    >>> e = NotFoundError("map.no-city-near", name="Munchn", board="Europe",
    ...                   near=["München", "Münster"])
    >>> e.args[0]
    'There is no city “Munchn” on the Europe map; did you mean München or Münster?'
    >>> e.message("de")
    'Auf dem Spielplan gibt es keine Stadt „Munchn“. Meintest du München oder Münster?'
    """

    DOMAIN = "errors"

    def __init__(self, key: str, **params):
        self.key, self.params = key, params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        from . import i18n
        params = {k: i18n.join(v, lang, style="or") if isinstance(v, (list, tuple)) else v
                  for k, v in self.params.items()}
        return printable(i18n.text(self.DOMAIN, self.key, lang, **params))

    def __reduce__(self):
        return (_not_found, (self.key, self.params))


def _not_found(key: str, params: dict) -> "NotFoundError":
    return NotFoundError(key, **params)


class DataError(TTRError):
    """Bad input data; ``problems`` is a list of ``(json_path, message)`` pairs.

    The message names the source (the file) and lists each problem on its own line with its
    JSON path. Messages that are :class:`Text` also read in German (``message("de")``).
    """

    def __init__(self, source: str, problems: list[tuple[str, str]]):
        self.source = printable(source)
        self.problems = [(printable(path), _clean(msg)) for path, msg in problems]
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        from . import i18n
        lines = [i18n.text("errors", "data-problems", lang, source=self.source,
                           n=len(self.problems))]
        lines += [f"  {path}: {msg.lang(lang) if isinstance(msg, Text) else msg}"
                  for path, msg in self.problems]
        return "\n".join(lines)


class MapDataError(DataError):
    """A map file that does not follow the map schema."""


class ScenarioError(DataError):
    """A scenario file that does not follow ``spec/scenarios.md``."""


class SaveFileError(DataError):
    """A saved game that cannot be loaded."""


class LessonError(DataError):
    """A lesson file that does not follow the lesson format (:mod:`ttrwidgets.lessons.model`)
    or cannot be solved."""


class PuzzleError(DataError):
    """A puzzle file that does not follow ``spec/puzzles.md``."""


class ReplayError(SaveFileError):
    """A game record whose actions do not replay: the problem's JSON path is the action's
    (``$.actions[N]``)."""


# --------------------------------------------------------------------------- unexpected errors
#: Set this environment variable (``TTR_DEBUG=1``) to see the traceback of an unexpected error.
DEBUG_ENV = "TTR_DEBUG"


def error_reference(exc: BaseException) -> str:
    """A short reference for an unexpected error: the same fault at the same place in the code
    gives the same reference, so reports of it can be matched (6 hex digits, like the app's)."""
    import hashlib
    import os
    import traceback
    frames = traceback.extract_tb(exc.__traceback__)
    sig = "|".join([type(exc).__name__] + [f"{os.path.basename(f.filename)}:{f.name}:{f.lineno}"
                                           for f in frames])
    return hashlib.sha1(sig.encode("utf-8", "backslashreplace")).hexdigest()[:6]


def internal_error_line(exc: BaseException, lang: str = "en") -> str:
    """One friendly line about an unexpected error (a fault of ttrwidgets, not of the user), in
    ``lang`` (``errors.ftl``'s ``internal-error``). Should the catalogue itself be what fails,
    the line keeps the error, its reference and the variable without a sentence."""
    try:
        what = f"{type(exc).__name__}: {exc}"
    except Exception:  # noqa: BLE001 - an exception whose text itself fails
        what = type(exc).__name__
    what = printable(what)
    if len(what) > 160:
        what = what[:160] + "…"
    ref = error_reference(exc)
    try:
        from . import i18n
        return i18n.text("errors", "internal-error", lang, what=what, ref=ref, env=DEBUG_ENV)
    except Exception:  # noqa: BLE001 - the catalogues are broken: no sentence, the facts
        return f"ttrwidgets: {what} [{ref}] ({DEBUG_ENV}=1)"


def report_internal_error(exc: BaseException, stream, prefix: str = "",
                          lang: str | None = None) -> None:
    """Print :func:`internal_error_line` to ``stream`` after ``cli.ftl``'s ``error`` ("error:",
    "Fehler:"), in ``lang`` (None: the language given with ``--lang``, else English); the
    traceback only when ``TTR_DEBUG`` is set."""
    import os
    import traceback
    if os.environ.get(DEBUG_ENV):
        traceback.print_exception(exc, file=stream)
    line = internal_error_line(exc, "en")
    try:
        from . import cli_text
        lang = lang or cli_text.LANG or cli_text.i18n.FALLBACK
        line = cli_text.say("error", lang, error=prefix + internal_error_line(exc, lang))
    except Exception:  # noqa: BLE001 - the catalogues are broken: the line without them
        line = f"{prefix}{line}"
    try:
        print(line, file=stream)
    except UnicodeEncodeError:
        print(line.encode("ascii", "backslashreplace").decode("ascii"), file=stream)
