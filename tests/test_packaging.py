"""What a fresh machine and Binder install: the pinned widget stack is one set everywhere."""
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _pins(lines):
    out = {}
    for line in lines:
        line = line.split("#", 1)[0].strip()
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)\s*==\s*(\S+)", line)
        if m:
            out[m.group(1).lower().replace("_", "-")] = m.group(2)
    return out


def test_binder_pins_equal_the_app_extra():
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    app = _pins(project["optional-dependencies"]["app"])
    binder = _pins((ROOT / "binder" / "requirements.txt").read_text().splitlines())
    assert app and app == binder


def test_the_app_notebook_is_thin_and_stored_without_outputs():
    import json
    from ttrwidgets.app_server import NOTEBOOK
    nb = json.loads((ROOT / "notebooks" / "app.ipynb").read_text())
    assert nb["cells"] == NOTEBOOK["cells"]
    assert all(not c.get("outputs") for c in nb["cells"])
