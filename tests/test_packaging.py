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


TEMPLATE = ROOT / "ttrwidgets" / "jupyter_data" / "voila" / "templates" / "ttr"


def test_the_voila_template_ships_in_the_package():
    import fnmatch
    tomllib = pytest.importorskip("tomllib")
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"]["ttrwidgets"]
    files = [p.relative_to(ROOT / "ttrwidgets").as_posix() for p in TEMPLATE.iterdir()
             if p.is_file()]
    assert {"conf.json", "index.html.j2", "error.html"} <= {Path(f).name for f in files}
    for f in files:
        assert any(fnmatch.fnmatch(f, pat) for pat in patterns), f


def test_the_voila_template_asks_nothing_from_outside():
    for path in TEMPLATE.iterdir():
        text = path.read_text()
        assert not re.findall(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", text), path
        assert "cdn." not in text and "import(\"http" not in text, path


def test_binder_serves_with_the_apps_settings():
    """binder/jupyter_server_config.json (Voilà as a server extension) = app_server's options."""
    import json
    from ttrwidgets.app_server import SERVER_ARGS
    conf = json.loads((ROOT / "binder" / "jupyter_server_config.json").read_text())
    flat = {f"{section}.{key}": value for section, opts in conf.items()
            for key, value in opts.items()}
    args = dict(a[2:].split("=", 1) for a in SERVER_ARGS)
    assert {k: str(v).lower() if isinstance(v, bool) else str(v) for k, v in flat.items()
            if k in args} == {k: v.lower() if v in ("True", "False") else v
                              for k, v in args.items()}
    assert flat["VoilaConfiguration.template"] == TEMPLATE.name
    post = (ROOT / "binder" / "postBuild").read_text()
    assert "ttrwidgets/jupyter_data/voila/templates/ttr" in post
    assert "binder/jupyter_server_config.json" in post


def test_dev_tooling_is_not_in_the_package():
    """The browser driver and the benches live in tools/ (not installed); the package imports
    none of them, so an installed copy works without Playwright."""
    pkg = ROOT / "ttrwidgets"
    for gone in ("browser.py", "bench_ui.py", "graphs/_bench.py"):
        assert not (pkg / gone).exists(), gone
    for tool in ("browser.py", "bench_ui.py", "bench_graphs.py", "bench_class.py"):
        assert (ROOT / "tools" / tool).is_file(), tool
    for path in pkg.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s+(tools|playwright)\b", text, re.M), path
