"""What every family's board files share: the name form in which places are compared, the
checker that collects ``(JSON path, message)`` problems of a board file, the JSON decoding of
board files (duplicate keys remembered) and where the shipped board files are.

The route maps (:mod:`ttrwidgets.ttr.maps`) and the grid boards (:mod:`ttrwidgets.trans.board`)
build on these; nothing here knows what a route or a rail is.

>>> ck = Checker()
>>> ck.whole({"length": 0}, "length", "$.routes[3]", lo=1, hi=8)
>>> ck.problems
[('$.routes[3].length', 'must be from 1 to 8, not 0')]
>>> join_path("$.figures", "two words"), lookup_keys("Saint-Malo")
('$.figures["two words"]', ['saintmalo', 'stmalo'])
"""
from __future__ import annotations

import difflib
import json
import math
import re
import unicodedata
from importlib import resources
from pathlib import Path
from typing import Any, Iterable

from .errors import Message
from .jsonfile import describe_value, parse_json_text

__all__ = ["normalise_name", "lookup_keys", "join_path", "ObjectWithDuplicates", "pairs_hook",
           "MISSING", "Checker", "decode_map_json", "maps_dir"]

# --------------------------------------------------------------------------- names
#: Letters that carry no combining accent in Unicode, so NFKD alone would keep them.
_FOLD = str.maketrans({"ø": "o", "đ": "d", "ł": "l", "ı": "i", "ħ": "h", "æ": "ae", "œ": "oe",
                       "þ": "th", "ð": "d"})
#: Dropped from names: white space, hyphens and dashes, dots, apostrophes.
_DROP = re.compile(r"[\s\-\u2010-\u2015.'\u2018\u2019\u02bc`´]+")


def normalise_name(text: str) -> str:
    """The form in which names are compared: case-folded, without accents or punctuation.

    Case is folded, accents are stripped (Unicode NFKD, plus the few letters such as ``ø`` that
    have no decomposition) and spaces, hyphens, dots and apostrophes are dropped.

    Parameters
    ----------
    text : str
        A city name as someone might type it.

    Returns
    -------
    str

    Examples
    --------
    >>> normalise_name("St. Petersburg")
    'stpetersburg'
    >>> normalise_name("München"), normalise_name("København"), normalise_name("Rostov-on-Don")
    ('munchen', 'kobenhavn', 'rostovondon')
    """
    t = unicodedata.normalize("NFKD", text.casefold())
    t = "".join(ch for ch in t if not unicodedata.combining(ch)).translate(_FOLD)
    return _DROP.sub("", t)


def lookup_keys(name: str) -> list[str]:
    """Keys under which a name is found: its normal form, and with "saint" written "st"."""
    key = normalise_name(name)
    keys = [key]
    for long_, short in (("saint", "st"), ("sankt", "st"), ("santa", "sta")):
        if key.startswith(long_) and len(key) > len(long_):
            keys.append(short + key[len(long_):])
    return keys



# ------------------------------------------------------------------------- validation
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def join_path(path: str, key: Any) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    if _IDENT.match(key):
        return f"{path}.{key}"
    return f"{path}[{json.dumps(key, ensure_ascii=False)}]"


class ObjectWithDuplicates(dict):
    """A JSON object that remembers keys which appeared more than once."""

    duplicates: tuple = ()


def pairs_hook(pairs: list[tuple[str, Any]]) -> dict:
    d = ObjectWithDuplicates()
    dups = []
    for k, v in pairs:
        if k in d and k not in dups:
            dups.append(k)
        d[k] = v
    if dups:
        d.duplicates = tuple(dups)
    return d


MISSING = object()


#: What ``Checker.obj`` says a value must be (``what``): a key of ``check-must-be-object``.
OBJECT_KINDS = ("object", "map", "board", "city", "colour-count", "size-count", "deck-count",
                "city-points")


class Checker:
    """Collects ``(json_path, message)`` problems; each message is a
    :class:`~ttrwidgets.core.errors.Message` of ``errors.ftl``, in every language."""

    def __init__(self) -> None:
        self.problems: list[tuple[str, str]] = []

    def add(self, path: str, message: str) -> None:
        self.problems.append((path, message))

    def obj(self, v: Any, path: str, required: Iterable[str], optional: Iterable[str] = (),
            what: str = "object") -> dict | None:
        """``v`` as a dict with the given keys, or ``None`` (problems recorded); ``what`` is
        one of :data:`OBJECT_KINDS` (what the object is, for the message)."""
        if not isinstance(v, dict):
            self.add(path, Message("check.must-be-object", what=what, value=describe_value(v)))
            return None
        for k in getattr(v, "duplicates", ()):
            self.add(join_path(path, k), Message("check.duplicate-key"))
        required = tuple(required)
        allowed = set(required) | set(optional)
        for k in required:
            if k not in v:
                self.add(join_path(path, k), Message("check.missing-key", key=k))
        for k in v:
            if k not in allowed:
                hint = difflib.get_close_matches(k, sorted(allowed), n=1)
                if hint:
                    self.add(join_path(path, k), Message("check.unknown-key-near", key=k,
                                                         near=hint[0]))
                else:
                    self.add(join_path(path, k), Message("check.unknown-key", key=k,
                                                         allowed=", ".join(sorted(allowed))))
        return v

    def text(self, d: dict, key: str, path: str, default: Any = MISSING,
             allow_none: bool = False) -> Any:
        v = d.get(key, default)
        if v is MISSING:
            return None  # already reported as missing
        p = join_path(path, key)
        if v is None and allow_none:
            return None
        if not isinstance(v, str):
            self.add(p, Message("check.must-be-text", null="yes" if allow_none else "no",
                                 value=describe_value(v)))
            return None
        if not v.strip():
            self.add(p, Message("check.empty"))
            return None
        if v != v.strip():
            self.add(p, Message("check.spaces", quoted=json.dumps(v, ensure_ascii=False)))
            return None
        return v

    def whole(self, d: dict, key: str, path: str, lo: int | None = None, hi: int | None = None,
              default: Any = MISSING) -> int | None:
        v = d.get(key, default)
        if v is MISSING:
            return None
        p = join_path(path, key)
        if isinstance(v, bool) or not isinstance(v, int):
            self.add(p, Message("check.must-be-whole", value=describe_value(v)))
            return None
        if lo is not None and v < lo or hi is not None and v > hi:
            rng = ("from-to" if lo is not None and hi is not None else
                   "at-least" if lo is not None else "at-most")
            self.add(p, Message("check.out-of-range", range=rng, lo=str(lo), hi=str(hi),
                                value=str(v)))
            return None
        return v

    def flag(self, d: dict, key: str, path: str, default: Any = MISSING) -> bool | None:
        v = d.get(key, default)
        if v is MISSING:
            return None
        if not isinstance(v, bool):
            self.add(join_path(path, key), Message("check.must-be-flag", value=describe_value(v)))
            return None
        return v

    def number(self, v: Any, path: str, lo: float, hi: float) -> float | None:
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            self.add(path, Message("check.must-be-number", value=describe_value(v)))
            return None
        if not lo <= v <= hi:
            self.add(path, Message("check.between", lo=f"{lo:g}", hi=f"{hi:g}", value=repr(v)))
            return None
        return float(v)

    def point(self, v: Any, path: str, lo: float, hi: float) -> tuple[float, float] | None:
        if not isinstance(v, list) or len(v) != 2:
            if isinstance(v, list):
                self.add(path, Message("check.point-length", n=len(v)))
            else:
                self.add(path, Message("check.point", value=describe_value(v)))
            return None
        x = self.number(v[0], f"{path}[0]", lo, hi)
        y = self.number(v[1], f"{path}[1]", lo, hi)
        return None if x is None or y is None else (x, y)

    def items(self, top: dict, key: str) -> list:
        v = top.get(key, MISSING)
        if v is MISSING:
            return []
        if not isinstance(v, list):
            self.add(f"$.{key}", Message("check.must-be-list", value=describe_value(v)))
            return []
        return v



# --------------------------------------------------------------------------- files
def decode_map_json(text: str, source: str) -> object:
    """Map-file JSON with the limits of :mod:`~ttrwidgets.core.jsonfile` (depth, size of
    numbers), remembering duplicate keys; a problem is a :class:`MapDataError`."""
    return parse_json_text(text, source, what="map", object_pairs_hook=pairs_hook)


#: The package that holds the map files when ttrwidgets is installed from a wheel
#: (``pyproject.toml`` maps it to the top-level ``maps/`` folder).
_RESOURCE_PACKAGE = "ttrwidgets.maps"
#: The source checkout's ``maps/`` folder, used when the package data is not importable: when
#: running from a clone without installing, and in editable installs (setuptools' editable finder
#: does not expose a mapped folder without ``__init__.py`` as a subpackage).
_SOURCE_MAPS = Path(__file__).resolve().parents[2] / "maps"


def maps_dir():
    """Where the map files are: the ``ttrwidgets.maps`` package data, else the source checkout's
    ``maps/`` folder (running from a clone without installing)."""
    try:
        d = resources.files(_RESOURCE_PACKAGE)
        if any(x.name.endswith(".json") for x in d.iterdir()):
            return d
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError, TypeError):
        pass
    return _SOURCE_MAPS
