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
    from playwright.sync_api import sync_playwright

    from .browser import VoilaServer
    m = load_map("europe")
    g = BoardGeometry.build(m, CANVAS_WIDTH)
    out: dict = {"machine_cores": __import__("os").cpu_count()}
    server = VoilaServer()
    out["server_start_s"] = round(server.start(), 2)
    try:
        with sync_playwright() as p:
            _measure(p, server, g, m, claims, out)
    finally:
        server.stop()
    return out


def _measure(p, server, g, m, claims: int, out: dict) -> None:
    from .browser import canvas_drawn, canvas_pixel, click_canvas, launch, upload
    if True:
        browser = launch(p)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        t0 = time.perf_counter()
        page.goto(server.url)
        page.wait_for_selector(".ttr-start", timeout=60000)
        t_start_page = time.perf_counter() - t0
        page.select_option(".ttr-pace select", index=1)
        t1 = time.perf_counter()
        page.click(".ttr-start")
        page.wait_for_function(
            "() => { const c = document.querySelector('.ttr-board canvas');"
            " if (!c) return false; const d = c.getContext('2d')"
            ".getImageData(0, 0, c.width, c.height).data;"
            " for (let i = 3; i < d.length; i += 4 * 97) if (d[i]) return true; return false; }",
            timeout=60000)
        assert canvas_drawn(page)
        out["cold_start_s"] = round(t_start_page + (time.perf_counter() - t1), 2)
        out["start_page_s"] = round(t_start_page, 2)
        # a position where every short route can be paid
        path = Path(tempfile.mkdtemp()) / "bench-ui.json"
        path.write_text(json.dumps(_scenario()))
        page.click(".ttr-new")
        page.wait_for_selector(".ttr-start")
        upload(page, path)
        page.wait_for_function(   # the loaded 2-player position is on screen
            "() => document.querySelectorAll('.ttr-players tr').length === 3", timeout=30000)
        page.wait_for_function(
            "() => document.querySelector('.ttr-message').textContent.includes('bench-ui.json')")
        previews, redraws = [], []
        move = 0
        for r in _routes(m, claims):
            spaces = g.routes[r].spaces
            x, y = spaces[len(spaces) // 2].centre
            before = canvas_pixel(page, x, y)
            t = time.perf_counter()
            click_canvas(page, x, y, CANVAS_WIDTH)
            page.wait_for_selector(".ttr-confirm", state="visible", timeout=10000)
            previews.append((time.perf_counter() - t) * 1000)
            move += 1
            t = time.perf_counter()
            page.click(".ttr-confirm")
            page.wait_for_function(
                """([x, y, before, n]) => {
                    const c = document.querySelector('.ttr-board canvas');
                    const d = Array.from(c.getContext('2d').getImageData(x, y, 1, 1).data);
                    const log = document.querySelector('.ttr-log b');
                    return d.some((v, i) => v !== before[i]) && log
                        && log.textContent.startsWith(n + '.');
                }""", arg=[int(x), int(y), before, move], timeout=10000)
            redraws.append((time.perf_counter() - t) * 1000)
        out["click_to_preview_ms"] = _summary(previews)
        out["confirm_to_redraw_ms"] = _summary(redraws)
        browser.close()


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
