"""Results a new kernel needs at once and that never change for the same inputs, kept on disk.

Every page of the app is a kernel of its own (a class of 30 opens 30 at once), and each one
builds the start page before the learner sees anything: it parses the catalogues, places the
start board's city names and draws each game card's board. Measured on this project's 2-core
machine: 0.3 of the 1.1 CPU seconds a new kernel takes. :func:`remembered` keeps such a result
in a file, so that every kernel after the first reads it instead.

A result is stored under a digest of its inputs *and* of the code and map files that compute
it (:func:`package_digest`): a changed map, catalogue or algorithm is a new key, never a stale
result. The versions of Python and of the libraries whose objects a result holds are part of
the key too (a pickle is read only by the versions that wrote it).

Where: ``$TTR_CACHE_DIR``, else ``$XDG_CACHE_HOME/ttrwidgets``, else ``~/.cache/ttrwidgets``;
``TTR_CACHE_DIR=off`` turns it off. Nothing on the disk can break the app: an unwritable or full
disk, a missing, truncated or foreign file all mean computing the result again (and, where the
disk allows, storing it). Files are written whole (a temporary file renamed into place), so two
kernels storing the same result at once leave one whole file.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Callable, TypeVar

T = TypeVar("T")

#: What a cache file starts with (a file of anything else is not ours, and is not read).
_MAGIC = b"ttrwidgets-cache-1\n"


def cache_dir() -> Path | None:
    """The cache folder, or None when caching is off (``TTR_CACHE_DIR=off``)."""
    env = os.environ.get("TTR_CACHE_DIR")
    if env is not None:
        return None if env.strip().lower() in ("", "off", "0", "no") else Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path.home() / ".cache"
    return base / "ttrwidgets"


#: Libraries whose objects a result may hold (a catalogue's parse is fluent.syntax's tree):
#: their versions are part of every key, so an upgrade never unpickles an old tree.
LIBRARIES = ("fluent.syntax", "fluent.runtime")


@lru_cache(maxsize=1)
def package_digest() -> str:
    """A digest of ttrwidgets' own code, of the map files and of the versions of Python and of
    :data:`LIBRARIES` (computed once per process, about 10 ms): any change makes every key
    new."""
    from importlib import metadata

    from .mapcheck import maps_dir

    h = hashlib.sha256(sys.version.encode())
    for name in LIBRARIES:
        try:
            h.update(f"{name} {metadata.version(name)}".encode())
        except metadata.PackageNotFoundError:
            h.update(f"{name} none".encode())
    root = Path(__file__).resolve().parents[1]
    for p in sorted(root.rglob("*.py")):
        h.update(str(p.relative_to(root)).encode())
        h.update(p.read_bytes())
    try:
        maps = sorted((m for m in maps_dir().iterdir() if m.name.endswith(".json")),
                      key=lambda m: m.name)
        for m in maps:
            h.update(m.name.encode())
            h.update(m.read_bytes())
    except OSError:
        h.update(b"no maps")
    return h.hexdigest()


def key_of(kind: str, inputs: object) -> str:
    """The file name of ``kind``'s result for ``inputs`` (their ``repr``: give inputs whose
    repr is all of them, e.g. tuples of strings and numbers, dataclasses, named tuples)."""
    h = hashlib.sha256(package_digest().encode())
    h.update(kind.encode())
    h.update(repr(inputs).encode())
    return f"{kind}-{h.hexdigest()[:40]}.pickle"


def remembered(kind: str, inputs: object, compute: Callable[[], T]) -> T:
    """``compute()``, or the result it gave before for the same ``inputs`` (see the module's
    text); ``kind`` names the sort of result (a word, part of the file name)."""
    folder = cache_dir()
    if folder is None:
        return compute()
    path = folder / key_of(kind, inputs)
    try:
        with open(path, "rb") as f:
            if f.read(len(_MAGIC)) == _MAGIC:
                return pickle.load(f)
    except Exception:        # missing, truncated or unreadable: computed (again), then stored
        pass
    value = compute()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{kind}-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(_MAGIC)
                pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except BaseException:
            _unlink_quietly(tmp)
            raise
        _prune(folder)
    except Exception:        # an unwritable or full disk: the result is simply not kept
        pass
    return value


#: The folder keeps at most this many results: each change of the code makes new keys, so
#: after a write the oldest files beyond :data:`KEEP` go (a few hundred kB each at most).
KEEP = 200


def _prune(folder: Path) -> None:
    files = [p for p in folder.iterdir() if p.name.endswith(".pickle")]
    if len(files) > KEEP:
        for p in sorted(files, key=_age)[:len(files) - KEEP]:
            _unlink_quietly(str(p))


def _age(path: Path) -> float:
    """When ``path`` was written (0 for a file already gone)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _unlink_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
