"""Where the static site's start time goes (a developer's tool, text on stdout).

    .venv/bin/python tools/static/profile.py [--site site] [--runs 2]

Opens the site in Chromium with one fresh profile ``--runs`` times (the first cold, the others
with the browser's cache warm) and prints, for each run, a time line from the navigation on
(seconds): the loading phases the page shows (``window.ttr_loading_phase``: page, python,
packages, app), the requests (start, end, HTTP status, bytes, whether the HTTP cache or the
service worker answered; the slowest and the sums), the worker's console lines (Pyodide says
what it loads), and when the board is drawn. Every request that leaves 127.0.0.1 is blocked.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tools.browser import CHROMIUM_ARGS, chromium_executable  # noqa: E402
from ttrwidgets.static import SiteHandler, make_server  # noqa: E402
from tools.static.measure import OFFLINE_ARGS, browser_cpu, cached_page  # noqa: E402

BOARD = ".ttr-board-box canvas"


STATUS: dict = {}
def run_once(ctx, url: str, top: int, profile: str) -> None:
    STATUS.clear()
    cpu0 = browser_cpu(profile)
    page = cached_page(ctx, [])
    t0 = time.perf_counter()
    events: list[tuple[float, str]] = []
    reqs: dict = {}

    def now():
        return time.perf_counter() - t0

    def on_request(r):
        reqs[r] = {"start": now(), "url": r.url}

    def on_finished(r):
        d = reqs.setdefault(r, {"start": None, "url": r.url})
        d["end"] = now()
        try:
            resp = r.response()
            d["status"] = resp.status if resp else None
            d["sw"] = bool(resp and resp.from_service_worker)
            sizes = r.sizes()
            d["bytes"] = sizes.get("responseBodySize", 0)
            d["cache"] = d["bytes"] == 0 and (resp and resp.status == 200)
        except Exception as e:              # a request of a closed worker
            d["status"] = f"? {e.__class__.__name__}"

    def on_worker(w):
        events.append((now(), f"worker started {w.url.rsplit('/', 1)[-1]}"))
        w.on("console", lambda m: events.append((now(), "worker: " + m.text[:140])))

    ctx.on("request", on_request)
    ctx.on("requestfinished", on_finished)
    page.pw.on("worker", on_worker)
    page.pw.on("console", lambda m: events.append((now(), "page: " + m.text[:140])))
    page.pw.goto(url, wait_until="commit")
    phase = None
    while True:
        try:
            p = page.pw.evaluate("document.querySelector('.ttr-start-page') ? 'shown' : "
                                 "(window.ttr_loading_phase || null)")
        except Exception:                   # the site's index page moves on to the app's
            p = "navigating"
        if p != phase:
            events.append((now(), f"PHASE {p}"))
            phase = p
        if p == "shown" or now() > 300:
            break
        page.pw.wait_for_timeout(50)
    page.wait_for_canvas_drawn(BOARD, timeout=300)
    events.append((now(), "BOARD DRAWN"))
    cpu1 = browser_cpu(profile)
    used = sum(c - cpu0.get(pid, 0.0) for pid, c in cpu1.items())
    events.append((now(), f"CPU of the browser's processes during this load: {used:.1f} s"))
    for t, e in sorted(events):
        print(f"  {t:7.2f}  {e}")
    done = [d for d in reqs.values() if "end" in d and d["start"] is not None]
    print(f"  requests: {len(reqs)}; status counts:",
          {s: sum(1 for d in done if d.get("status") == s) for s in {d.get("status") for d in done}})
    print(f"  bytes over the wire: {sum(d.get('bytes') or 0 for d in done) / 1e6:.1f} MB; "
          f"answered by the service worker: {sum(1 for d in done if d.get('sw'))}")
    print("  slowest requests (start, end, status, bytes, url):")
    for d in sorted(done, key=lambda d: d["start"] - d["end"])[:top]:
        print(f"    {d['start']:6.2f} {d['end']:6.2f} {d.get('status')} {d.get('bytes')} "
              f"{'SW ' if d.get('sw') else ''}{d['url'].split('/', 3)[-1][:90]}")
    print("  the server answered:", dict(sorted(STATUS.items())))
    ctx.remove_listener("request", on_request)
    ctx.remove_listener("requestfinished", on_finished)
    page.pw.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--site", default=str(ROOT / "site"))
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--top", type=int, default=25)
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    SiteHandler.log_request = _count
    server = make_server(Path(args.site), "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    with tempfile.TemporaryDirectory() as profile, sync_playwright() as pw:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=chromium_executable(), args=CHROMIUM_ARGS + OFFLINE_ARGS,
            viewport={"width": 1280, "height": 720})
        try:
            for i in range(args.runs):
                print(f"run {i + 1} ({'cold' if i == 0 else 'warm'}):", flush=True)
                run_once(ctx, url, args.top, profile)
        finally:
            ctx.close()
            server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
