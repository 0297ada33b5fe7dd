"""A family's front ends (its ``ui/``, ``lessons/`` and ``cli.py``) import first on their own:
the app reaches them by reference (``APP_PLAY``, ``LESSON_ADAPTER``, ``TERMINAL``), so any of
them may be the first module of ``ttrwidgets`` a process loads -- no import cycle may depend on
which one comes first."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import ttrwidgets

ROOT = Path(ttrwidgets.__file__).parent


def _front_end_modules() -> list[str]:
    out = []
    for fam in ("ttr", "trans"):
        for path in sorted((ROOT / fam).rglob("*.py")):
            rel = path.relative_to(ROOT)
            if rel.parts[1] in ("ui", "lessons", "cli.py"):
                name = ".".join(("ttrwidgets",) + rel.with_suffix("").parts)
                out.append(name.removesuffix(".__init__"))
    return out


def test_each_front_end_module_imports_first():
    mods = _front_end_modules()
    assert "ttrwidgets.ttr.ui.dialogs" in mods and "ttrwidgets.trans.ui.trans_app" in mods
    code = (
        "import importlib, sys\n"
        f"bad = []\nfor m in {mods!r}:\n"
        "    for k in [k for k in sys.modules if k == 'ttrwidgets' or k.startswith('ttrwidgets.')]:\n"
        "        del sys.modules[k]\n"
        "    try:\n"
        "        importlib.import_module(m)\n"
        "    except Exception as e:\n"
        "        bad.append(f'{m}: {type(e).__name__}: {e}')\n"
        "print('\\n'.join(bad)); sys.exit(1 if bad else 0)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
