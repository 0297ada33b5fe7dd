"""A whole class at once: open N pages of the app together in Chromium, then click on every board.

    .venv/bin/python tools/bench_class.py --pages 20            # the app's server, as shipped
    .venv/bin/python tools/bench_class.py --pages 20 --pool 0   # another setting
    .venv/bin/python tools/bench_class.py --pages 20 --baseline # plain Voilà, the old settings

A measurement, not a test: it prints one JSON object and exits 0 even when pages fail.

* The server is started the way ``python -m ttrwidgets app`` starts it (``ttrwidgets.classroom``
  with ``app_server.SERVER_ARGS``, the ``ttr`` template and a kernel pool), on 127.0.0.1, and the
  bench waits until its pool is filled (the teacher starts the server before the class comes).
* ``open``: every page is sent to the app within a few milliseconds (navigations are started
  without waiting for each other). ``came_up``: pages that show the start page with its board
  drawn; ``open_s``: from that common start until then; ``progress_seen``: pages whose first
  look showed the "Starting the app… N s" screen (or the app already); ``failed``: pages that
  showed the "could not start / Try again" screen; ``blank``: neither after ``--open-timeout``.
* ``click``: every page that came up loads a two-seat position with big hands (as bench-ui), then
  in each round every page gets one click on a route's drawn position, fired one after the other
  without waiting (the class clicks at the same moment), and then the bench collects, per page,
  the time from the browser's mousedown to the visible preview (the Claim button), timed inside
  the page; the move is then confirmed on every page the same way (``confirm_ms``).
* ``closed``: all pages are closed; seconds until the server counts no sessions (kernels freed).
* ``blocked``: requests that tried to leave 127.0.0.1 (the harness aborts them): must be none.

Chromium runs on the same machine as the server here, so its 20 renderers compete with the 20
kernels for the cores: on a real class every student's browser runs on their own device, so
these figures are on the pessimistic side.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BOARD = ".ttr-board canvas"

#: Runs in every page from its first byte: notes (in the page's own clock, Date.now()) when the
#: "Starting the app" screen, the app with its board drawn, or the failure screen first shows, so
#: the figures do not depend on how fast the bench polls 20 busy pages.
_WATCH_JS = """(() => {
  if (window.__ttrWatch) return;
  window.__ttrWatch = {progress: null, up: null, failed: null};
  const w = window.__ttrWatch;
  // the server's waiting page and then the app's page: the first progress seen counts
  const seen = Number(sessionStorage.getItem('ttrBenchProgress'));
  if (seen) w.progress = seen;
  const vis = s => { const e = document.querySelector(s); return !!(e && e.offsetParent !== null); };
  const look = () => {
    const l = document.getElementById('loading_text');
    if (w.progress === null && l && l.offsetParent !== null
        && /Starting the app|Die App startet/.test(l.textContent)) {
      w.progress = Date.now();
      sessionStorage.setItem('ttrBenchProgress', String(w.progress));
    }
    if (w.failed === null && (vis('.ttr-start-failed') || vis('.voila-error'))) w.failed = Date.now();
    const c = document.querySelector('.ttr-board canvas');
    if (w.up === null && c && c.width && c.height && vis('.ttr-start')) {
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      for (let i = 3; i < d.length; i += 4) if (d[i] !== 0) { w.up = Date.now(); break; }
    }
    if (w.up === null && w.failed === null) setTimeout(look, 100);
  };
  look();
})()"""


def summary(xs):
    xs = sorted(x for x in xs if x is not None)
    if not xs:
        return {"n": 0}
    p95 = xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]
    return {"n": len(xs), "p50": round(statistics.median(xs), 1), "p95": round(p95, 1),
            "max": round(xs[-1], 1)}


def status(server) -> dict:
    try:
        with urllib.request.urlopen(f"{server.url}ttr/status", timeout=5) as r:
            return json.loads(r.read())
    except Exception as e:  # noqa: BLE001 - plain Voilà has no status page
        return {"error": str(e)}


def kernel_rss_mb(server) -> float:
    from tools.browser import _descendants
    total = 0
    for pid in _descendants(server.process.pid):
        try:
            with open(f"/proc/{pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
        except OSError:
            pass
    return round(total / 1024, 1)


def start_server(args, log_dir):
    from ttrwidgets import app_server
    from tools.browser import VoilaServer
    nb = app_server.notebook_path()
    if args.baseline:
        extra = ["--theme=light", "--MappingKernelManager.cull_interval=60",
                 "--MappingKernelManager.cull_idle_timeout=600"]
        if args.iopub is not None:
            extra.append(f"--VoilaExecutor.iopub_timeout={args.iopub}")
        return VoilaServer.start(nb, extra_args=extra, log_dir=log_dir), extra
    extra = ["--theme=light", "--template=ttr", *app_server.SERVER_ARGS]
    if args.iopub is not None:
        extra.append(f"--VoilaExecutor.iopub_timeout={args.iopub}")
    if args.pool > 0:
        extra += ["--preheat_kernel=True", f"--pool_size={args.pool}"]
    env = app_server.server_env(max_sessions=0)
    return VoilaServer.start(nb, extra_args=extra, env=env, log_dir=log_dir,
                             module="ttrwidgets.classroom", timeout=120), extra


def wait_pool(server, pool: int, timeout: float = 600) -> float:
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < timeout:
        s = status(server)
        if "error" in s or (s.get("prestarted", 0) >= pool and not s.get("starting")):
            break
        time.sleep(0.5)
    return round(time.perf_counter() - t0, 1)


def run(args) -> dict:
    from tools.bench_ui import _TIMER_JS, _routes, _scenario
    from tools.browser import WidgetPage, launch_chromium
    from ttrwidgets.ttr.maps import load_map
    from ttrwidgets.render import BoardGeometry
    from ttrwidgets.widgets.board import CANVAS_WIDTH

    out: dict = {"pages": args.pages, "cores": os.cpu_count(),
                 "load_before": [round(x, 2) for x in os.getloadavg()]}
    log_dir = Path(tempfile.mkdtemp(prefix="ttr-bench-class-"))
    server, extra = start_server(args, log_dir)
    out["server_args"] = extra
    out["log"] = str(server.log_path)
    pages = []
    try:
        out["server_start_s"] = round(server.startup_seconds, 1)
        if not args.baseline and args.pool > 0:
            out["pool_fill_s"] = wait_pool(server, args.pool)
        out["rss_idle_mb"] = kernel_rss_mb(server)
        with launch_chromium() as (_pw, browser):
            for _ in range(args.pages):
                ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
                pages.append(WidgetPage(ctx, server, timeout=args.open_timeout))
            _open_all(pages, server, args, out)
            _click_all(pages, args, out, _TIMER_JS, _routes(load_map("europe"), args.rounds),
                       BoardGeometry.build(load_map("europe"), CANVAS_WIDTH), _scenario())
            out["rss_sessions_mb"] = kernel_rss_mb(server)
            out["status_open"] = status(server)
            out["blocked"] = sorted({u for p in pages for u in p.blocked})
            t0 = time.perf_counter()
            for p in pages:              # as a student closes a tab: unload handlers run
                p.pw.close(run_before_unload=True)
            time.sleep(3)
            for p in pages:
                p.context.close()
            if not args.baseline:
                freed = None
                while time.perf_counter() - t0 < args.close_timeout:
                    if status(server).get("sessions") == 0:
                        freed = round(time.perf_counter() - t0, 1)
                        break
                    time.sleep(0.5)
                out["closed_freed_s"] = freed
            pages = []
        out["load_after"] = [round(x, 2) for x in os.getloadavg()]
    finally:
        for p in pages:
            try:
                p.context.close()
            except Exception:  # noqa: BLE001
                pass
        server.stop()
    return out


def _open_all(pages, server, args, out) -> None:
    n = len(pages)
    for p in pages:
        p.context.add_init_script(_WATCH_JS)
    t0 = time.time() * 1000
    for p in pages:                      # start every navigation without waiting for it
        p.pw.evaluate("u => { setTimeout(() => { location.href = u; }, 0); }", server.url)
    deadline = time.perf_counter() + args.open_timeout
    state = [None] * n
    while time.perf_counter() < deadline:
        for i, p in enumerate(pages):
            if state[i] and (state[i]["up"] or state[i]["failed"]):
                continue
            try:
                if p.pw.url.startswith(server.url):
                    state[i] = p.pw.evaluate("() => window.__ttrWatch || null")
            except Exception:  # noqa: BLE001 - navigating
                pass
        if all(s and (s["up"] or s["failed"]) for s in state):
            break
        pages[0].pw.wait_for_timeout(500)
    state = [s or {"up": None, "failed": None, "progress": None} for s in state]
    ups = [(s["up"] - t0) / 1000 for s in state if s["up"]]
    out["came_up"] = len(ups)
    out["failed"] = sum(bool(s["failed"]) and not s["up"] for s in state)
    out["blank"] = n - len(ups) - out["failed"]
    out["progress_seen"] = sum(bool(s["progress"]) for s in state)
    out["open_s"] = summary(ups)
    first = [(s["progress"] - t0) / 1000 for s in state if s["progress"]]
    out["progress_first_shown_s"] = summary(first)
    for p, s in zip(pages, state):
        p.up = bool(s["up"])


def _click_all(pages, args, out, timer_js, routes, geo, scenario) -> None:
    live = [p for p in pages if p.up]
    path = Path(tempfile.mkdtemp()) / "bench-class.json"
    path.write_text(json.dumps(scenario))
    ready = []
    for p in live:
        try:
            with p.pw.expect_file_chooser(timeout=60000) as chooser:
                p.click(".ttr-upload .ttr-filepicker-button", timeout=60000)
            chooser.value.set_files(str(path))
            ready.append(p)
        except Exception as e:  # noqa: BLE001
            out.setdefault("click_errors", []).append(f"upload: {type(e).__name__}: {e}"[:200])
    loaded = []
    for p in ready:
        try:
            p.wait_for_text("ttr-message", contains="bench-class.json", timeout=120)
            p.pw.evaluate(timer_js)
            loaded.append(p)
        except Exception as e:  # noqa: BLE001
            out.setdefault("click_errors", []).append(f"load: {type(e).__name__}: {e}"[:200])
    previews, confirms = [], []
    for move, r in enumerate(routes, start=1):
        spaces = geo.routes[r].spaces
        x, y = spaces[len(spaces) // 2].centre
        befores = {}
        for p in loaded:                 # every page clicks, one right after the other
            befores[p] = p.canvas_pixel(BOARD, int(x), int(y))
            p.pw.evaluate("() => { window.__ttrDone = window.__ttrTime('preview'); }")
            p.click_canvas(BOARD, x, y)
        for p in loaded:
            previews.append(_collect(p, out))
        for p in loaded:
            p.pw.evaluate("([x, y, b, n]) => { window.__ttrDone = window.__ttrTime('claim', x, y,"
                          " b, n); }", [int(x), int(y), list(befores[p]), move])
            p.click("ttr-confirm")
        for p in loaded:
            confirms.append(_collect(p, out))
    out["sessions_clicking"] = len(loaded)
    out["click_ms"] = summary(previews)
    out["confirm_ms"] = summary(confirms)


def _collect(p, out):
    try:
        return p.pw.evaluate("() => window.__ttrDone")
    except Exception as e:  # noqa: BLE001 - nothing on screen within 10 s counts as missing
        out.setdefault("click_errors", []).append(f"{type(e).__name__}: {e}"[:200])
        return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="tools/bench_class.py", description=__doc__.split("\n")[0])
    ap.add_argument("--pages", type=int, default=20)
    ap.add_argument("--pool", type=int, default=None,
                    help="kernels started in advance (default: the class-mode setting)")
    ap.add_argument("--iopub", type=int, default=None, help="override VoilaExecutor.iopub_timeout")
    ap.add_argument("--rounds", type=int, default=5, help="clicks per page (default 5)")
    ap.add_argument("--open-timeout", type=float, default=300)
    ap.add_argument("--close-timeout", type=float, default=180)
    ap.add_argument("--baseline", action="store_true",
                    help="plain `python -m voila` with the settings the app had before")
    args = ap.parse_args(argv)
    if args.pool is None:
        from ttrwidgets.app_server import POOL_CLASS
        args.pool = 0 if args.baseline else POOL_CLASS
    try:
        result = run(args)
    except Exception as e:  # noqa: BLE001 - a benchmark reports, it does not trace back
        print(json.dumps({"error": f"{type(e).__name__}: {e}"}), file=sys.stderr)
        return 2
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
