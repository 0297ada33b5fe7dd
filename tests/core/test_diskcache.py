"""The disk cache of what a new kernel computes first (``ttrwidgets.core.diskcache``): the
same result as computing it, a new key for new inputs or new code, and nothing on the disk can
break the app."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ttrwidgets.core import diskcache
from ttrwidgets.core.diskcache import remembered

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv("TTR_CACHE_DIR", str(d))
    return d


class Counter:
    def __init__(self, value):
        self.value, self.calls = value, 0

    def __call__(self):
        self.calls += 1
        return self.value


def test_a_result_is_computed_once_and_read_after(folder):
    f = Counter({"a": (1, 2.5, "x")})
    assert remembered("thing", ("in", 1), f) == {"a": (1, 2.5, "x")}
    assert remembered("thing", ("in", 1), f) == {"a": (1, 2.5, "x")}
    assert f.calls == 1
    assert len(list(folder.glob("thing-*.pickle"))) == 1
    # other inputs, another kind: computed
    assert remembered("thing", ("in", 2), f) and f.calls == 2
    assert remembered("other", ("in", 1), f) and f.calls == 3


def test_new_code_or_maps_make_a_new_key(folder, monkeypatch):
    f = Counter("v1")
    remembered("thing", "in", f)
    monkeypatch.setattr(diskcache, "package_digest", lambda: "another version of the code")
    g = Counter("v2")
    assert remembered("thing", "in", g) == "v2" and g.calls == 1


def test_the_package_digest_covers_the_code_and_the_maps(tmp_path):
    """A copy of the package whose one source file or one map file differs has another
    digest (run in fresh processes, as kernels are)."""
    import shutil

    def digest(root: Path) -> str:
        code = "from ttrwidgets.core.diskcache import package_digest; print(package_digest())"
        env = {**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
        return subprocess.run([sys.executable, "-c", code], cwd=root, env=env, check=True,
                              capture_output=True, text=True).stdout.strip()

    copy = tmp_path / "copy"
    shutil.copytree(ROOT / "ttrwidgets", copy / "ttrwidgets",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "maps", copy / "maps")
    first = digest(copy)
    assert first == digest(copy)
    labels = copy / "ttrwidgets" / "render" / "labels.py"
    labels.write_text(labels.read_text() + "\n# changed\n")
    second = digest(copy)
    assert second != first
    europe = copy / "maps" / "europe.json"
    europe.write_text(europe.read_text() + "\n")
    assert digest(copy) not in (first, second)


def test_a_library_upgrade_makes_new_keys(monkeypatch):
    """A catalogue's parse is fluent.syntax's tree: another version of it must not unpickle
    the old one."""
    from importlib import metadata

    diskcache.package_digest.cache_clear()
    try:
        before = diskcache.package_digest()
        real = metadata.version
        monkeypatch.setattr(metadata, "version", lambda name: "99.0" if name == "fluent.syntax"
                            else real(name))
        diskcache.package_digest.cache_clear()
        assert diskcache.package_digest() != before
    finally:
        monkeypatch.undo()
        diskcache.package_digest.cache_clear()
    assert diskcache.package_digest() == before


@pytest.mark.parametrize("content", [b"", b"ttrwidgets-cache-1\n\x80\x05broken",
                                     b"not ours at all", b"ttrwidgets-cache-1\n"])
def test_a_broken_or_foreign_file_is_computed_again_and_replaced(folder, content):
    f = Counter([1, 2, 3])
    remembered("thing", "in", f)
    (path,) = folder.glob("thing-*.pickle")
    path.write_bytes(content)
    assert remembered("thing", "in", f) == [1, 2, 3] and f.calls == 2
    assert remembered("thing", "in", f) == [1, 2, 3] and f.calls == 2   # replaced: read now


def test_an_unwritable_place_only_means_computing(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("TTR_CACHE_DIR", str(blocker / "cache"))
    f = Counter("v")
    assert remembered("thing", "in", f) == "v"
    assert remembered("thing", "in", f) == "v" and f.calls == 2


def test_off_computes_every_time_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("TTR_CACHE_DIR", "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    f = Counter("v")
    remembered("thing", "in", f)
    remembered("thing", "in", f)
    assert f.calls == 2 and list(tmp_path.iterdir()) == []


def test_the_default_place_is_the_users_cache_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("TTR_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert diskcache.cache_dir() == tmp_path / "ttrwidgets"


def test_the_oldest_files_go_beyond_the_limit(folder, monkeypatch):
    monkeypatch.setattr(diskcache, "KEEP", 5)
    for k in range(8):
        remembered("thing", k, Counter(k))
        path = diskcache.cache_dir() / diskcache.key_of("thing", k)
        os.utime(path, (1_000_000 + k, 1_000_000 + k))     # written one after the other
    left = sorted(folder.glob("thing-*.pickle"))
    assert len(left) == 5
    assert {p.name for p in left} == {diskcache.key_of("thing", k) for k in range(3, 8)}


def test_what_the_app_reads_from_the_cache_is_what_it_computes(folder):
    """The three users: the catalogues' parse, the city names' layout and the game cards'
    pictures. A second kernel (a new process) reads all three, and gets the same start page
    texts, the same name layout and the same pictures as with no cache at all."""
    code = r"""
import json, sys
from ttrwidgets.widgets import TTRApp
from ttrwidgets.widgets.start import thumbnail_css
from ttrwidgets.render import labels
from ttrwidgets.core.i18n import text
app = TTRApp()
layout = [repr(v) for v in labels._LABEL_CACHE.values()]
print(json.dumps({"css": thumbnail_css(), "layout": layout,
                  "texts": [text("ui", k, "en") for k in ("title", "auto", "undo")]
                           + [text("ui", k, "de") for k in ("title", "auto", "undo")]}))
"""

    def run(env_value: str) -> dict:
        import json
        env = {**os.environ, "TTR_CACHE_DIR": env_value}
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True,
                             capture_output=True, text=True).stdout
        return json.loads(out.strip().splitlines()[-1])

    computed = run("off")
    first = run(str(folder))
    kinds = sorted({p.name.split("-")[0] for p in folder.glob("*.pickle")})
    assert kinds == ["ftl", "labels", "thumbnail"]
    before = {p.name: p.stat().st_mtime_ns for p in folder.glob("*.pickle")}
    second = run(str(folder))
    assert {p.name: p.stat().st_mtime_ns for p in folder.glob("*.pickle")} == before, \
        "the second kernel wrote instead of reading"
    assert computed == first == second
