"""Measure the static site in Chromium, offline (JSON on stdout).

    .venv/bin/python tools/static/measure.py [--site site] [--clicks 20]

* ``cold_s``: a fresh browser profile opens the site until the start page's board is drawn;
* ``warm_s``: the same profile opens it again (the browser's HTTP cache holds the files);
* ``cold_cpu_s``, ``warm_cpu_s``: the CPU seconds the browser's processes spent on each load
  (on a machine shared with other work the wall-clock times swing; these much less);
* ``click_ms``: p50/p95/max of clicks on the game cards until the chosen card shows its tick
  (Python runs in the page's worker: no server round trip).

Every request that leaves 127.0.0.1 is blocked (and counted in ``blocked``): by Chromium's host
resolver, not by Playwright's request routing, which would switch the browser's HTTP cache off
(every "warm" load would then fetch all 50 MB again).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tools.browser import CHROMIUM_ARGS, WidgetPage, chromium_executable  # noqa: E402
from ttrwidgets.static import make_server  # noqa: E402

BOARD = ".ttr-board-box canvas"
#: no name resolves but the local ones: nothing leaves the machine, and no route is needed
OFFLINE_ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"]
_LOCAL = ("http://127.0.0.1", "https://127.0.0.1", "http://localhost", "https://localhost",
          "data:", "blob:")


TICK = os.sysconf("SC_CLK_TCK")


def browser_cpu(profile: str) -> dict[int, float]:
    """CPU seconds (user + system) so far of each Chromium process of this profile: on a loaded
    machine the wall-clock times swing, the CPU the page needed much less."""
    out = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                cmd = f.read()
            if profile.encode() not in cmd:
                continue
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            out[int(pid)] = (int(fields[11]) + int(fields[12])) / TICK
        except OSError:
            continue
    return out


def _count(self, code="-", size="-"):
    STATUS[str(code)] = STATUS.get(str(code), 0) + 1


def cpu_since(before: dict[int, float], profile: str) -> float:
    """CPU seconds the profile's Chromium processes spent since ``before``."""
    return round(sum(c - before.get(pid, 0.0) for pid, c in browser_cpu(profile).items()), 1)


def cached_page(ctx, blocked: list) -> WidgetPage:
    """A WidgetPage on ``ctx`` without request routing (so the HTTP cache works); requests to
    anything but 127.0.0.1 are listed in ``blocked`` (the host resolver makes them fail)."""
    page = WidgetPage(ctx, timeout=300)
    ctx.unroute_all()
    page.blocked = blocked
    return page


def count_blocked(ctx, blocked: list) -> None:
    ctx.on("request", lambda r: None if r.url.startswith(_LOCAL) else blocked.append(r.url))


def open_site(page: WidgetPage, url: str) -> float:
    t0 = time.perf_counter()
    page.pw.goto(url, wait_until="commit")
    page.wait_for_widgets(".ttr-start-page", timeout=300)
    page.wait_for_canvas_drawn(BOARD, timeout=300)
    return time.perf_counter() - t0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--site", default=str(ROOT / "site"))
    ap.add_argument("--clicks", type=int, default=20)
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    server = make_server(Path(args.site), "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    result = {}
    with tempfile.TemporaryDirectory() as profile, sync_playwright() as pw:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=chromium_executable(), args=CHROMIUM_ARGS + OFFLINE_ARGS,
            viewport={"width": 1280, "height": 720})
        blocked: list[str] = []
        count_blocked(ctx, blocked)
        try:
            page = cached_page(ctx, blocked)
            cpu0 = browser_cpu(profile)
            result["cold_s"] = round(open_site(page, url), 1)
            result["cold_cpu_s"] = cpu_since(cpu0, profile)
            page.pw.close()
            page = cached_page(ctx, blocked)
            cpu0 = browser_cpu(profile)
            result["warm_s"] = round(open_site(page, url), 1)
            result["warm_cpu_s"] = cpu_since(cpu0, profile)
            times = []
            cards = ["ttr-game-deutschland", "ttr-game-europe"]
            for i in range(args.clicks):
                card = cards[i % 2]
                t0 = time.perf_counter()
                page.click(card)
                page.wait_for_text(card, contains="✓", timeout=30)
                times.append((time.perf_counter() - t0) * 1000)
            times.sort()
            result["click_ms"] = {
                "n": len(times), "p50": round(statistics.median(times)),
                "p95": round(times[min(len(times) - 1, int(0.95 * len(times)))]),
                "max": round(times[-1])}
            result["blocked"] = len(page.blocked)
        finally:
            ctx.close()
            server.shutdown()
    result["load_avg_1min"] = round(os.getloadavg()[0], 1)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
