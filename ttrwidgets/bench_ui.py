"""``python -m ttrwidgets bench-ui``: measure the app in Chromium through Voilà; prints JSON.

A measurement, not a test (targets: click → preview median < 100 ms, p95 < 200 ms; confirm →
redrawn board with its explanation the same; cold start to a drawn board < 8 s):

* ``server_start_s``: ``voila`` started until it answers HTTP;
* ``cold_start_s``: page opened until the start page is shown, then *Play now* until the board
  is drawn (the kernel starts when the page opens: that is Voilà's cold start);
* ``click_to_preview_ms``: a mouse click on a route's drawn position until its preview
  (the Claim button) is visible;
* ``confirm_to_redraw_ms``: Claim clicked until the board shows the claimed route (a pixel of
  that route changes colour) and the log lists the move.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from .engine.colours import Colour
from .engine.maps import RouteKind, load_map
from .render import BoardGeometry

#: Canvas width of :class:`ttrwidgets.widgets.board.BoardWidget` (kept equal by the tests).
CANVAS_WIDTH = 1200


def _scenario() -> dict:
    """Two people with big hands, so every short plain route can be claimed in turn."""
    hand = {c.key: 6 for c in Colour if c < Colour.LOCOMOTIVE}
    hand["locomotive"] = 7
    return {"title": "bench-ui", "game": "europe", "options": {"players": 2}, "seed": 1,
            "position": {"players": [{"hand": hand}, {"hand": hand}]}, "steps": []}


def _routes(m, n: int) -> list[int]:
    """Plain (not tunnel or ferry) routes of length ≤ 2, one per city pair."""
    seen, out = set(), []
    for r in m.routes:
        pair = (r.a, r.b)
        if r.kind is RouteKind.NORMAL and r.length <= 2 and pair not in seen:
            seen.add(pair)
            out.append(r.index)
    return out[:n]


def _summary(xs: list[float]) -> dict:
    xs = sorted(xs)
    if not xs:
        return {}
    p95 = xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]
    return {"n": len(xs), "median": round(statistics.median(xs), 1), "p95": round(p95, 1),
            "max": round(xs[-1], 1)}


def run(claims: int = 20) -> dict:
    from .app_server import notebook_path
    from .browser import VoilaServer, WidgetPage, launch_chromium
    m = load_map("europe")
    g = BoardGeometry.build(m, CANVAS_WIDTH)
    out: dict = {"machine_cores": os.cpu_count()}
    with VoilaServer.start(notebook_path()) as server, launch_chromium() as (_pw, browser):
        out["server_start_s"] = round(server.startup_seconds, 2)
        page = WidgetPage(browser.new_context(viewport={"width": 1400, "height": 1000}), server)
        try:
            _measure(page, g, m, claims, out)
        finally:
            page.close()
    return out


def _measure(page, g, m, claims: int, out: dict) -> None:
    board = ".ttr-board canvas"
    t_start_page = page.open(wait_for=".ttr-start", timeout=90)
    page.pw.select_option(".ttr-pace select", index=1)
    t1 = time.perf_counter()
    page.click("ttr-start")
    page.wait_for_canvas_drawn(board, timeout=60)
    out["start_page_s"] = round(t_start_page, 2)
    out["cold_start_s"] = round(t_start_page + time.perf_counter() - t1, 2)
    # a position where every short route can be paid
    path = Path(tempfile.mkdtemp()) / "bench-ui.json"
    path.write_text(json.dumps(_scenario()))
    page.click("ttr-new")
    page.wait_for_widgets(".ttr-start")
    with page.pw.expect_file_chooser() as chooser:
        page.click("ttr-upload")
    chooser.value.set_files(str(path))
    page.wait_for_text("ttr-message", contains="bench-ui.json", timeout=30)
    previews, redraws = [], []
    for move, r in enumerate(_routes(m, claims), start=1):
        spaces = g.routes[r].spaces
        x, y = spaces[len(spaces) // 2].centre
        before = page.canvas_pixel(board, int(x), int(y))
        t = time.perf_counter()
        page.click_canvas(board, x, y)
        page.pw.wait_for_selector(".ttr-confirm", state="visible", timeout=10000)
        previews.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        page.click("ttr-confirm")
        page.pw.wait_for_function(   # polled by the browser on every animation frame
            """([x, y, before, n]) => {
                const c = document.querySelector('.ttr-board canvas');
                const d = Array.from(c.getContext('2d').getImageData(x, y, 1, 1).data);
                const log = document.querySelector('.ttr-log b');
                return d.some((v, i) => v !== before[i]) && log
                    && log.textContent.startsWith(n + '.');
            }""", arg=[int(x), int(y), list(before), move], timeout=10000)
        redraws.append((time.perf_counter() - t) * 1000)
    out["click_to_preview_ms"] = _summary(previews)
    out["confirm_to_redraw_ms"] = _summary(redraws)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ttrwidgets bench-ui")
    ap.add_argument("--claims", type=int, default=20, help="route claims to time (default 20)")
    args = ap.parse_args(argv)
    try:
        result = run(args.claims)
    except Exception as e:  # noqa: BLE001 - a benchmark reports, it does not trace back
        print(json.dumps({"error": f"{type(e).__name__}: {e}"}), file=sys.stderr)
        return 2
    print(json.dumps(result, indent=1))
    return 0
