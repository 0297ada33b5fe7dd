"""The static site (``make static``: Voici + Pyodide) in Chromium, offline: the whole app runs in
the browser, served by a plain static file server on 127.0.0.1; every other request is blocked.

The site is built once (tools/static/build.py, about a minute with its download cache) unless
``site/`` already holds a build of this very checkout (its ``ttr-static.json`` stamp). The test
skips only when the build says an input cannot be had on this machine (exit 3: no npm, the
Pyodide runtime or its package files not reachable, the static build tools not installed); any
other build failure fails the test.

The start page's texts are compared with the Voilà app's (the ``app_server`` fixture, as
``python -m ttrwidgets app`` serves it). No test double stands in for anything: numpy and Pillow (which ipycanvas imports) are Pyodide's
own builds, checked by sha256 against Pyodide's lock file when the site is built.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from .test_app import SEAT_KINDS, scenario

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site"
BOARD = ".ttr-board-box canvas"
#: first drawn board, cold cache, on this 2-core machine shared with other work (the issue's
#: goal is 40 s; a loaded CI machine needs more headroom before the test calls it broken)
FIRST_BOARD = 150


def _stamp_matches() -> bool:
    sys.path.insert(0, str(ROOT / "tools" / "static"))
    try:
        from build import source_stamp
    finally:
        sys.path.pop(0)
    try:
        stamp = json.loads((SITE / "ttr-static.json").read_text())
    except (OSError, ValueError):
        return False
    return stamp.get("source") == source_stamp() and (SITE / stamp["page"]).exists()


def static_python() -> Path | None:
    """The Python with the static build's tools: its own environment (``.venv-static``), never
    the app's, whose Voilà would load JupyterLite's JupyterLab extension into the app's page."""
    given = os.environ.get("TTR_STATIC_PYTHON")
    path = Path(given) if given else ROOT / ".venv-static" / "bin" / "python"
    if not path.is_absolute():
        path = ROOT / path
    if not path.exists():
        return None
    ok = subprocess.run([str(path), "-c", "import voici_core"], capture_output=True)
    return path if ok.returncode == 0 else None


@pytest.fixture(scope="module")
def static_site():
    build_python = static_python()
    if build_python is None:
        pytest.skip("the static build tools are not installed (make test or make static puts "
                    "them in .venv-static; TTR_STATIC_PYTHON names another Python)")
    if not _stamp_matches():
        proc = subprocess.run([str(build_python), str(ROOT / "tools" / "static" / "build.py"),
                               "--out", str(SITE)], capture_output=True, text=True, timeout=600)
        if proc.returncode == 3:
            pytest.skip("static site not built: " + proc.stderr.strip().splitlines()[-1])
        assert proc.returncode == 0, f"static build failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    from ttrwidgets.static import make_server

    server = make_server(SITE, "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.mark.starts_first(seconds=120)
def test_static_site_offline_runs_the_app(static_site, browser, app_server, tmp_path):
    """Opened offline: the progress line, the start page's board (its texts the same as the
    Voilà app's), a click on a game card; the first lesson's first step, a puzzle and its hint,
    a scenario file uploaded and one move made in it; one move in each of the other games
    (Deutschland, Team Asia, Trans Europa, Trans America), each started from the start page;
    German."""
    from tools.browser import WidgetPage

    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = WidgetPage(context, timeout=FIRST_BOARD)
    try:
        t0 = time.perf_counter()
        # the site's root redirects to the app's page, as it does on any static host
        page.pw.goto(static_site, wait_until="commit")
        # the progress line is there from the first moment, before Python is loaded
        page.wait_for_text("#loading_text", matches=r"\d+ s$", timeout=30)
        page.wait_for_widgets(".ttr-start-page", timeout=FIRST_BOARD)
        page.wait_for_canvas_drawn(BOARD, timeout=FIRST_BOARD)
        first_board = time.perf_counter() - t0
        assert "/voici/render/app.html" in page.pw.url
        assert page.text_of("ttr-game-europe").startswith("✓")
        static_texts = page.text_of("ttr-app")

        # the Voilà app (python -m ttrwidgets app) shows the very same start page
        voila = WidgetPage(browser.new_context(viewport={"width": 1280, "height": 720}))
        try:
            voila.open(app_server, wait_for=".ttr-start-page")
            voila.wait_for_canvas_drawn(BOARD, timeout=30)
            assert voila.text_of("ttr-app") == static_texts
        finally:
            voila.close()

        # a click runs Python in the page: the chosen game and its board change
        t1 = time.perf_counter()
        page.click("ttr-game-deutschland")
        page.wait_for_text("ttr-game-deutschland", contains="✓", timeout=15)
        click = time.perf_counter() - t1
        assert not page.text_of("ttr-game-europe").startswith("✓")
        page.wait_for_canvas_drawn(BOARD, timeout=15)

        # a lesson: the first one opens on its board, and Next takes its first step
        page.click("ttr-learn")
        page.wait_for_text("ttr-lesson", contains="Step 1 of", timeout=15)
        page.wait_for_canvas_drawn(".ttr-board canvas", timeout=15)
        page.click("ttr-lesson-next")
        page.wait_for_text("ttr-lesson", contains="Step 2 of", timeout=15)
        page.click("ttr-lesson-list")
        page.click("ttr-learn-home")
        page.wait_for_widgets(".ttr-start-page", timeout=15)

        # a puzzle: the list, the first puzzle on its board, a hint
        page.click("ttr-puzzles")
        page.wait_for_text("ttr-puzzles-page", contains="Best station", timeout=15)
        page.click("[data-ttr-puzzle]")
        page.wait_for_text("ttr-puzzle", contains="Puzzle:", timeout=15)
        page.wait_for_canvas_drawn(".ttr-board canvas", timeout=15)
        page.click("ttr-puzzle-hint")
        page.wait_for_text("ttr-puzzle-feedback", contains="Hint 1/", timeout=15)
        page.click("ttr-puzzle-list")
        page.click("ttr-puzzles-home")
        page.wait_for_widgets(".ttr-start-page", timeout=15)

        # a saved game or scenario loads through the upload button as in the Voilà app (the file
        # goes from the browser to Python in the page), then the bot makes one move for the player
        path = tmp_path / "scenario.json"
        path.write_text(json.dumps(scenario(
            [{"hand": {"red": 1}}, {}], faceup=["red", "blue", "green", "white", "black"])))
        page.choose_file(lambda: page.click(".ttr-upload .ttr-filepicker-button"), path)
        page.wait_for_text("ttr-message", contains="Loaded scenario.json", timeout=15)
        page.wait_for_widgets(".ttr-game-page", timeout=15)
        page.wait_for_text("ttr-status", contains="Player 1 is to move", timeout=15)
        before = page.pw.locator(".ttr-log b").first.inner_text().strip()
        page.click("ttr-auto")
        page.wait_for_text(".ttr-log b", changed_from=before, timeout=15)
        assert page.pw.locator(".ttr-message .ttr-error").count() == 0, page.text_of("ttr-message")

        # every other game starts from the start page ("New game") and plays one move: the
        # bot's move for the person at seat 1 ("Let the bot move for me")
        moves = {}
        for game, players in (("deutschland", 2), ("asia", 4), ("trans_europa", 2),
                              ("trans_america", 2)):
            page.click("ttr-new")
            page.wait_for_widgets(".ttr-start", timeout=15)
            page.click(f"ttr-game-{game}")
            page.wait_for_text(f"ttr-game-{game}", contains="✓", timeout=15)
            page.pw.select_option(".ttr-player-count select", label=str(players))
            page.pw.select_option(".ttr-pace select", index=1)      # instant bots
            page.pw.fill(".ttr-seed input", "3")
            for i in range(1, players):
                page.pw.select_option(f".ttr-seat-{i} select", index=SEAT_KINDS.index("greedy"))
            page.click("ttr-start")
            page.wait_for_widgets(".ttr-game-page", timeout=30)
            page.wait_for_canvas_drawn(".ttr-game-page canvas", timeout=30)
            before = page.text_of("ttr-log")
            t2 = time.perf_counter()
            page.click("ttr-auto")
            page.wait_for_text("ttr-log", changed_from=before, timeout=30)
            moves[game] = time.perf_counter() - t2
            assert page.pw.locator(".ttr-message .ttr-error").count() == 0, \
                (game, page.text_of("ttr-message"))

        # both languages are in the site
        page.pw.locator(".ttr-lang button", has_text="Deutsch").click()
        page.wait_for_text("ttr-status", contains="Spieler 1", timeout=15)

        assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"
        errors = [str(e) for e in page.console_errors()]
        assert not errors, "browser console errors:\n" + "\n".join(errors)
        print(f"static site: first board {first_board:.1f} s (cold), click {click * 1000:.0f} ms, "
              "one move: " + ", ".join(f"{g} {s:.1f} s" for g, s in moves.items()))
    finally:
        page.close()
