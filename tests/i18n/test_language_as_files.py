"""A third language is files only (issue 22): a copy of the package with one more folder
``locales/xx/`` and nothing else changed offers the language everywhere a language is chosen
-- the app's language switch, ``play --lang xx`` with its help, the terminal game, the engine's
refusals -- and shows English for what the folder lacks, naming it in the log.

The package is copied as it is (no code touched) and run in a fresh interpreter, so nothing in
this test registers the folder by code. The "xx" texts are test data, not a translation.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import ttrwidgets

XX = {
    "ui.ftl": "language-name = Xxish\nstart-play = Xx play now\n",
    "engine.ftl": "setup-tickets-first = Xx: tickets first.\n",
    "cli.ftl": "help-short = Xx: type help.\nargs-play = Xx: play against bots.\n"
               "args-usage = xx-usage:{\" \"}\n",
}

SCRIPT = r'''
import io, logging, sys
logging.basicConfig(level=logging.WARNING, stream=sys.stdout, format="LOG %(message)s")
import ttrwidgets
from ttrwidgets.core import i18n
print("FILE", ttrwidgets.__file__)
print("LANGS", i18n.languages())

from ttrwidgets.widgets.app import TTRApp
app = TTRApp(lang="xx")
print("SWITCH", dict(app.topbar.lang_toggle.options))
from ttrwidgets.widgets.texts import t
print("PLAY", t("start.play", "xx"), "|", t("start.learn", "xx"))

from ttrwidgets.session import Session
from ttrwidgets.ttr.actions import Pass
from ttrwidgets.core.errors import IllegalActionError
s = Session.new("europe.classic", ["human", "greedy"], 1)
try:
    s.act(Pass(0))
except IllegalActionError as e:
    print("REFUSE", e.message("xx"))

from ttrwidgets.cli import TerminalGame
out = []
g = TerminalGame(players=2, seed=1, lang="xx", out=out.append, inp=lambda p: "quit")
g.run()
print("TERMINAL", out[-1] if out else None, "|", [l for l in out if l.startswith("Xx")])

from ttrwidgets.__main__ import main
code = None
try:
    main(["play", "--lang", "xx", "--help"])
except SystemExit as e:
    code = e.code
print("HELPCODE", code)
'''


@pytest.fixture(scope="module")
def with_xx(tmp_path_factory):
    root = tmp_path_factory.mktemp("pkg")
    src = Path(ttrwidgets.__file__).resolve().parent
    shutil.copytree(src, root / "ttrwidgets", ignore=shutil.ignore_patterns("__pycache__"))
    for data in ("maps", "boards"):        # a source checkout's data folders, as they are
        if (src.parent / data).is_dir():
            shutil.copytree(src.parent / data, root / data)
    xx = root / "ttrwidgets" / "locales" / "xx"
    xx.mkdir()
    for name, text in XX.items():
        (xx / name).write_text(text, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(root)}
    run = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True,
                         text=True, timeout=300, cwd=root)
    assert run.returncode == 0, run.stderr[-3000:]
    return root, run.stdout


def test_the_copy_is_what_runs(with_xx):
    root, out = with_xx
    assert f"FILE {root / 'ttrwidgets' / '__init__.py'}" in out


def test_the_folder_makes_the_language_selectable(with_xx):
    _, out = with_xx
    assert "LANGS ['en', 'de', 'xx']" in out
    assert "SWITCH {'English': 'en', 'Deutsch': 'de', 'Xxish': 'xx'}" in out
    # its own texts where it has them, English for the rest, each missing one named once
    assert "PLAY Xx play now | Learn" in out
    assert "LOG no xx text for start.learn (ui): English shown" in out
    assert out.count("LOG no xx text for start.learn") == 1


def test_the_engine_refuses_in_the_new_language(with_xx):
    _, out = with_xx
    assert "REFUSE Xx: tickets first. (setup.tickets)" in out


def test_the_terminal_and_its_help_speak_the_new_language(with_xx):
    _, out = with_xx
    assert "'Xx: type help.'" in out.split("TERMINAL", 1)[1].splitlines()[0]
    assert "xx-usage: python -m ttrwidgets play" in out          # play --lang xx --help
    assert "Xx: play against bots." in out
    assert "--lang {en,de,xx}" in out
    assert "show this help message and exit" in out                # English for the rest
    assert "HELPCODE 0" in out
