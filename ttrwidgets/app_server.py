"""``python -m ttrwidgets app``: serve the app notebook with Voilà.

The notebook is ``notebooks/app.ipynb`` of the source tree; an installed copy without the source
tree gets the same two-line notebook written to a temporary folder.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

#: The whole app notebook: import the widget and show it (no game logic in notebooks).
NOTEBOOK = {
    "cells": [{"cell_type": "code", "execution_count": None, "id": "app", "metadata": {},
               "outputs": [],
               "source": ["from ttrwidgets.widgets import TTRApp\n", "\n", "TTRApp()"]}],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
                                "name": "python3"},
                 "language_info": {"name": "python"}},
    "nbformat": 4, "nbformat_minor": 5,
}


def notebook_path() -> Path:
    """``notebooks/app.ipynb`` beside the package, or a fresh copy in a temporary folder."""
    here = Path(__file__).resolve().parents[1] / "notebooks" / "app.ipynb"
    if here.is_file():
        return here
    folder = Path(tempfile.mkdtemp(prefix="ttrwidgets-"))
    path = folder / "app.ipynb"
    path.write_text(json.dumps(NOTEBOOK, indent=1), encoding="utf-8")
    return path


def voila_command(port: int, open_browser: bool, notebook: Path) -> list[str]:
    cmd = [sys.executable, "-m", "voila", str(notebook), f"--port={port}",
           "--Voila.ip=127.0.0.1", "--theme=light",
           # Voilà 0.5.13's own shutdown on page unload is refused (no _xsrf cookie,
           # voila-dashboards/voila#1458), so every closed tab would leave its kernel running:
           # shut kernels down after 10 idle minutes without a browser (connected ones stay).
           "--MappingKernelManager.cull_interval=60",
           "--MappingKernelManager.cull_idle_timeout=600"]
    if not open_browser:
        cmd.append("--no-browser")
    return cmd


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ttrwidgets app",
                                 description="Start the ttrwidgets app in Voilà.")
    ap.add_argument("--port", type=int, default=8866)
    ap.add_argument("--no-browser", action="store_true", help="do not open a browser")
    args = ap.parse_args(argv)
    try:
        import voila  # noqa: F401
        import ipykernel  # noqa: F401
    except ImportError as e:
        print(f"The app needs the 'app' extra: pip install -e '.[app]' ({e})", file=sys.stderr)
        return 2
    nb = notebook_path()
    print(f"ttrwidgets: serving {nb} at http://127.0.0.1:{args.port}/ (Ctrl+C stops)",
          flush=True)
    try:
        return subprocess.call(voila_command(args.port, not args.no_browser, nb))
    except KeyboardInterrupt:
        return 0
