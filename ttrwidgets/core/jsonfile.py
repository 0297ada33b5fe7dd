"""Reading JSON that comes from outside: saved games, scenario files, map files, uploads.

Any file a learner or a teacher hands over may be broken, huge, or not a file at all. This
module reads it within limits, so that every problem becomes one
:class:`~ttrwidgets.core.errors.DataError` (or the subclass for the kind of file) naming the
file and the problem, with its JSON path, in every language of the catalogues (``errors.ftl``), never a traceback, a hang or a
memory blow-up:

- only regular files are opened (not a named pipe, a device or a folder), and at most
  :data:`MAX_FILE_BYTES` bytes are read;
- the text must be UTF-8 (a byte-order mark is allowed);
- lists and objects may nest at most :data:`MAX_DEPTH` deep, checked *before* the parser runs
  (Python's parser recurses once per level and would fail with ``RecursionError``);
- whole numbers have at most :data:`MAX_INT_DIGITS` digits; ``NaN``, ``Infinity`` and numbers too
  large for a float are refused (JSON has none of them).

>>> parse_json_text('{"seed": 7, "steps": []}', "demo.json")
{'seed': 7, 'steps': []}
>>> parse_json_text('{"seed": 7,}', "demo.json", what="scenario")
Traceback (most recent call last):
...
ttrwidgets.core.errors.ScenarioError: demo.json: 1 problem
  $: not valid JSON at line 1, column 12: a key in double quotes was expected (is there a comma too many before a closing brace?)
>>> parse_json_text('{"seed": NaN}', "demo.json")
Traceback (most recent call last):
...
ttrwidgets.core.errors.DataError: demo.json: 1 problem
  $.seed: NaN is not a number JSON allows
"""
from __future__ import annotations

import itertools
import json
import math
import os
import re
import stat

from .errors import (DataError, LessonError, MapDataError, Message, PuzzleError,
                     SaveFileError, ScenarioError, Text)

__all__ = ["MAX_FILE_BYTES", "MAX_DEPTH", "MAX_INT_DIGITS", "read_json_file", "read_file_bytes",
           "decode_text", "parse_json_text", "check_json_value", "describe", "describe_value",
           "json_path"]

#: The largest file read, in bytes (2 MiB). Saved games and scenarios are a few KB; the largest
#: file shipped, ``maps/europe.json``, is 34 KB. One constant: an upload cap should use it too.
MAX_FILE_BYTES = 2 * 1024 * 1024
#: How deeply lists and objects may nest (our own files nest about 6 levels deep).
MAX_DEPTH = 200
#: The most digits a whole number may have (seeds are at most 20 digits; Python refuses to
#: convert more than 4,300).
MAX_INT_DIGITS = 100

#: what kind of file -> the error raised for it
_KINDS = {"file": DataError, "game": SaveFileError, "scenario": ScenarioError,
          "map": MapDataError, "lesson": LessonError, "puzzle": PuzzleError}


def _error(what: str):
    try:
        return _KINDS[what]
    except KeyError:
        raise ValueError(f"what must be one of {', '.join(_KINDS)}, not {what!r}") from None


# --------------------------------------------------------------------------- describing values
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def json_path(path: str, key) -> str:
    """``path`` extended by a list index or an object key, in the style ``$.a[0]["b c"]``.

    >>> json_path(json_path("$", "players"), 0), json_path("$.routes", "R 1")
    ('$.players[0]', '$.routes["R 1"]')
    """
    if isinstance(key, int) and not isinstance(key, bool):
        return f"{path}[{key}]"
    key = str(key)
    if _IDENT.match(key):
        return f"{path}.{key}"
    return f"{path}[{json.dumps(key, ensure_ascii=False)}]"


def describe(v, limit: int = 40) -> str:
    """A short description of a JSON value for a message; never fails, never recurses.

    >>> describe(None), describe(True), describe(5), describe("x" * 50)
    ('null', 'true', 'the number 5', 'the text "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"')
    >>> describe([[1]]), describe({}), describe(10 ** 200)
    ('a list', 'an object', 'a number with 201 digits')
    """
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        if abs(v) >= _BIG:
            return f"a number with {_digits(v)} digits"
        return f"the number {v}"
    if isinstance(v, float):
        return f"the number {v!r}"
    if isinstance(v, str):
        short = v if len(v) <= limit else v[:limit] + "…"
        return f"the text {json.dumps(short, ensure_ascii=False)}"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


def describe_value(v, limit: int = 40) -> Text:
    """:func:`describe` in the catalogue's words (``value-*`` in ``errors.ftl``), for a problem
    that is a :class:`~ttrwidgets.core.errors.Message`: "the number 5" / "die Zahl 5".

    >>> d = describe_value([1]); d, d.lang("de")
    ('a list', 'eine Liste')
    """
    if v is None or isinstance(v, bool):
        return Message("value.json", value=describe(v))
    if isinstance(v, int):
        if abs(v) >= _BIG:
            return Message("value.digits", digits=_digits(v))
        return Message("value.number", number=str(v))
    if isinstance(v, float):
        return Message("value.number", number=repr(v))
    if isinstance(v, str):
        short = v if len(v) <= limit else v[:limit] + "…"
        return Message("value.text", quoted=json.dumps(short, ensure_ascii=False))
    if isinstance(v, list):
        return Message("value.list")
    if isinstance(v, dict):
        return Message("value.object")
    return Message("value.json", value=type(v).__name__)


_BIG = 10 ** MAX_INT_DIGITS


def _digits(v: int) -> int:
    """Digits of a whole number without converting it to text (Python limits that)."""
    v = abs(v)
    n = max(1, int(v.bit_length() * 0.30102999566398120))  # log10(2)
    while v >= 10 ** n:
        n += 1
    while n > 1 and v < 10 ** (n - 1):
        n -= 1
    return n


# --------------------------------------------------------------------------- reading files
def _size(n: int) -> tuple[float | int, str]:
    """A size as the catalogue words it: ``(number, unit)`` with the unit MB, KB or bytes."""
    if n >= 1024 * 1024:
        return n / (1024 * 1024), "MB"
    if n >= 1024:
        return n / 1024, "KB"
    return n, "bytes"


def _not_a_file(mode: int) -> Text | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return Message("file.folder")
    if stat.S_ISFIFO(mode):
        return Message("file.pipe")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Message("file.device")
    return Message("file.not-regular")


def _too_large(size: int | None, cap: int) -> Text:
    cap, cap_unit = _size(cap)
    if size is None:
        return Message("file.larger-than", cap=cap, cap_unit=cap_unit)
    size, unit = _size(size)
    return Message("file.too-large", size=size, unit=unit, cap=cap, cap_unit=cap_unit)


def _cannot_read(e: OSError) -> Text:
    if isinstance(e, FileNotFoundError):
        return Message("file.missing")
    if isinstance(e, PermissionError):
        return Message("file.no-permission")
    return Message("file.unreadable", why=e.strerror or type(e).__name__)


def read_file_bytes(path, what: str = "file", max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at ``path``; at most ``max_bytes`` (more is an error).

    Never blocks on a named pipe, never reads a device, never reads more than ``max_bytes + 1``
    bytes (a file may say it is smaller than it is, as files in ``/proc`` do).
    """
    error = _error(what)
    source = os.fsdecode(path) if isinstance(path, bytes) else str(path)
    try:
        st = os.stat(path)
    except (OSError, ValueError) as e:  # ValueError: a NUL byte in the name
        raise error(source, [("$", _cannot_read(e) if isinstance(e, OSError) else
                              Message("file.bad-name"))]) from None
    problem = _not_a_file(st.st_mode)
    if problem is None and st.st_size > max_bytes:
        problem = _too_large(st.st_size, max_bytes)
    if problem is not None:
        raise error(source, [("$", problem)])
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)  # O_NONBLOCK: a pipe swapped in since the check cannot block
        try:
            problem = _not_a_file(os.fstat(fd).st_mode)
            if problem is not None:
                raise error(source, [("$", problem)])
            chunks, left = [], max_bytes + 1
            while left > 0:
                chunk = os.read(fd, min(left, 1 << 16))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
        finally:
            os.close(fd)
    except OSError as e:
        raise error(source, [("$", _cannot_read(e))]) from None
    data = b"".join(chunks)
    if len(data) > max_bytes:
        raise error(source, [("$", _too_large(None, max_bytes))])
    return data


def decode_text(data: bytes, source: str, what: str = "file") -> str:
    """UTF-8 bytes (with or without a byte-order mark) as text; anything else is an error."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise _error(what)(source, [("$", Message(
            "file.not-utf8", byte=e.start + 1, line=line))]) from None


def read_json_file(path, what: str = "file", object_pairs_hook=None,
                   max_bytes: int = MAX_FILE_BYTES):
    """Read and parse the JSON file at ``path`` within the limits of this module.

    ``what`` is the kind of file: ``"game"`` (raises :class:`SaveFileError`), ``"scenario"``
    (:class:`ScenarioError`), ``"map"`` (:class:`MapDataError`) or ``"file"``
    (:class:`DataError`). Every problem names the file (``path``) and where in it.
    """
    source = os.fsdecode(path) if isinstance(path, bytes) else str(path)
    data = read_file_bytes(path, what, max_bytes)
    return parse_json_text(decode_text(data, source, what), source, what=what,
                           object_pairs_hook=object_pairs_hook)


# --------------------------------------------------------------------------- parsing text
#: A JSON string (or an unterminated one, to the end of the text) or a bracket.
_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\Z)'
_STRINGS = re.compile(_STRING, re.S)
_TOKENS = re.compile(_STRING + r"|[\[\]{}]", re.S)
_BRACKETS = re.compile(r"[\[\]{}]")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _too_deep_at(text: str, limit: int) -> int | None:
    """Where lists and objects first nest deeper than ``limit`` (outside strings), or None.

    Linear time and no recursion: a quick count first, then the depth along the brackets outside
    strings; the exact position only when the limit is passed.
    """
    if text.count("[") + text.count("{") <= limit:
        return None
    brackets = "".join(_BRACKETS.findall(_STRINGS.sub("", text)))
    if max(itertools.accumulate(map(_STEP.__getitem__, brackets)), default=0) <= limit:
        return None
    depth = 0
    for m in _TOKENS.finditer(text):
        c = m.group()[0]
        if c == "[" or c == "{":
            depth += 1
            if depth > limit:
                return m.start()
        elif c == "]" or c == "}":
            depth -= 1
    return None


def _line_col(text: str, pos: int) -> tuple[int, int]:
    return text.count("\n", 0, pos) + 1, pos - text.rfind("\n", 0, pos)


#: json's messages (``JSONDecodeError.msg``) -> ours, in ``errors.ftl``
_SYNTAX = {
    "Expecting value": "json.expecting-value",
    "Expecting property name enclosed in double quotes": "json.expecting-key",
    "Expecting ',' delimiter": "json.expecting-comma",
    "Expecting ':' delimiter": "json.expecting-colon",
    "Unterminated string starting at": "json.unterminated",
    "Invalid control character at": "json.control-character",
    "Invalid \\escape": "json.bad-escape",
    "Invalid \\uXXXX escape": "json.bad-unicode",
    "Extra data": "json.extra-data",
}


def _syntax_problem(e: json.JSONDecodeError) -> Text:
    return Message(_SYNTAX.get(e.msg, "json.other"), line=e.lineno, column=e.colno, why=e.msg)


_LONG_DIGITS = re.compile(r"[0-9]{%d}" % (MAX_INT_DIGITS + 1))
_EXPONENT = re.compile(r"[0-9][eE]")


class _Refused:
    """Stands in the parsed value for a number JSON or Python cannot hold; reported by path."""
    __slots__ = ("problem",)

    def __init__(self, problem: Text):
        self.problem = problem


def _parse_int(s: str):
    n = len(s) - s.startswith("-")
    if n > MAX_INT_DIGITS:
        return _Refused(Message("json.too-many-digits", n=n, most=MAX_INT_DIGITS))
    return int(s)


def _parse_float(s: str):
    v = float(s)
    if math.isfinite(v):
        return v
    short = s if len(s) <= 30 else s[:30] + "…"
    return _Refused(Message("json.too-large", number=short))


def _parse_constant(s: str):
    return _Refused(Message("json.not-a-number", value=s))


def parse_json_text(text: str, source: str, what: str = "file", object_pairs_hook=None):
    """Parse JSON text from outside (a file, an upload) within the limits of this module.

    Raises the error class for ``what`` (see :func:`read_json_file`) naming ``source``, with
    line and column for syntax errors and the JSON path for refused values.
    """
    error = _error(what)
    source = str(source)
    if not isinstance(text, str):
        raise error(source, [("$", Message("file.not-text"))])
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text or text.isspace():
        raise error(source, [("$", Message("file.empty"))])
    pos = _too_deep_at(text, MAX_DEPTH)
    if pos is not None:
        line, col = _line_col(text, pos)
        raise error(source, [("$", Message(
            "json.too-deep-at", depth=MAX_DEPTH, line=line, column=col))])
    refused = []
    # the number hooks cost a call per number: only where a number may need refusing
    long_digits = _LONG_DIGITS.search(text) is not None
    exponent = long_digits or _EXPONENT.search(text) is not None

    def parse_int(s):
        v = _parse_int(s)
        if isinstance(v, _Refused):
            refused.append(v)
        return v

    def parse_float(s):
        v = _parse_float(s)
        if isinstance(v, _Refused):
            refused.append(v)
        return v

    def parse_constant(s):
        refused.append(_parse_constant(s))
        return refused[-1]

    try:
        data = json.loads(text, object_pairs_hook=object_pairs_hook,
                          parse_int=parse_int if long_digits else None,
                          parse_float=parse_float if exponent else None,
                          parse_constant=parse_constant)
    except json.JSONDecodeError as e:
        raise error(source, [("$", _syntax_problem(e))]) from None
    except RecursionError:  # cannot happen after the depth check; kept as a last guard
        raise error(source, [("$", Message(
            "json.too-deep", depth=MAX_DEPTH))]) \
            from None
    if refused:
        check_json_value(data, source, what)
    return data


def check_json_value(data, source: str, what: str = "file") -> None:
    """Check data that claims to be parsed JSON (e.g. handed over by Python code): nesting at
    most :data:`MAX_DEPTH`, whole numbers of at most :data:`MAX_INT_DIGITS` digits, finite
    numbers, text keys. Every problem with its JSON path; no recursion.

    >>> check_json_value({"seed": 10 ** 150, "faceup": [float("nan")]}, "save.json", "game")
    Traceback (most recent call last):
    ...
    ttrwidgets.core.errors.SaveFileError: save.json: 2 problems
      $.seed: a number with 151 digits: at most 100 digits are allowed
      $.faceup[0]: NaN is not a number JSON allows
    """
    problems: list = []
    root = (data, 0, None, None)
    if not isinstance(data, (list, tuple, dict)):
        problem = _value_problem(data)
        if problem is not None:
            raise _error(what)(source, [("$", problem)])
        return
    # entries (value, depth, parent entry, key): a path is spelled out only for a problem
    stack = [root]
    while stack and len(problems) < 20:
        entry = stack.pop()
        v, depth = entry[0], entry[1]
        if depth >= MAX_DEPTH:
            problems.append((_path_of(entry), Message("json.too-deep", depth=MAX_DEPTH)))
            continue
        if isinstance(v, dict):
            items = v.items()
            for k in v:
                if not isinstance(k, str):
                    problems.append((_path_of((None, 0, entry, k)),
                                     Message("json.key-not-text", value=describe_value(k))))
        else:
            items = enumerate(v)
        inner = []
        for k, x in items:
            t = type(x)
            if t is str or t is bool or x is None or t is int and -_BIG < x < _BIG or \
                    t is float and math.isfinite(x):
                continue  # the common case, checked without a call
            if isinstance(x, (list, tuple, dict)):
                inner.append((x, depth + 1, entry, k))
                continue
            problem = _value_problem(x)
            if problem is not None:
                problems.append((_path_of((x, depth + 1, entry, k)), problem))
        stack.extend(reversed(inner))  # visited in the file's order
    if problems:
        raise _error(what)(source, problems)


def _value_problem(v) -> Text | None:
    """Why a single (non-container) value is not one JSON can hold, or None."""
    if isinstance(v, _Refused):
        return v.problem
    if v is None or isinstance(v, (str, bool)):
        return None
    if isinstance(v, int):
        if abs(v) < _BIG:
            return None
        n = _digits(v)
        return Message("json.too-many-digits", n=n, most=MAX_INT_DIGITS)
    if isinstance(v, float):
        if math.isfinite(v):
            return None
        return _parse_constant("NaN" if v != v else "Infinity" if v > 0 else "-Infinity").problem
    return Message("json.not-a-value", type=type(v).__name__)


def _path_of(entry) -> str:
    keys = []
    while entry is not None and entry[2] is not None:
        keys.append(entry[3])
        entry = entry[2]
    path = "$"
    for k in reversed(keys):
        path = json_path(path, k)
    return path
