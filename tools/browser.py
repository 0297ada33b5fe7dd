"""Drive the Voilà app in Chromium: Voilà in a subprocess, Chromium through Playwright, widget
helpers. Nothing in the app imports this; the browser tests (``tests/browser/conftest.py``:
fixtures ``voila``, ``app_server``, ``browser``, ``page``) and ``python -m ttrwidgets bench-ui``
do::

    with VoilaServer.start("notebooks/app.ipynb") as server, launch_chromium() as (pw, browser):
        page = WidgetPage(browser.new_context(), server)
        page.open()

Nothing here asserts on pixels except :meth:`WidgetPage.canvas_not_blank` and
:meth:`WidgetPage.canvas_pixel`; tests assert on widget text and engine state.
"""
from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from ttrwidgets.app_server import KERNEL_TRANSPORT

#: Chromium flags that work headless in containers and on CI (no sandbox, no GPU, no phoning home).
#: The last two keep every request on the machine: anything not for 127.0.0.1/localhost goes to a
#: proxy on 127.0.0.1:9, where nothing listens, and fails (host names and IP literals alike).
#: The browser does this rather than Playwright's request routing because routing turns the
#: browser's HTTP cache off: every page load then compiled Voilà's JavaScript afresh (measured
#: here: 3.3 against 2.0 CPU seconds of Chromium per app page load with a warm profile).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--proxy-server=http://127.0.0.1:9",
    "--proxy-bypass-list=127.0.0.1;localhost;[::1]",
]

#: Console messages that are never a widget problem. Requests off the machine fail (see
#: CHROMIUM_ARGS; plain Voilà's template asks a CDN for Font Awesome); Chromium reports them so.
_BENIGN_CONSOLE = (
    re.compile(r"^Failed to load resource: net::ERR_(FAILED|NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|"
               r"BLOCKED_BY_CLIENT|PROXY_CONNECTION_FAILED|TUNNEL_CONNECTION_FAILED)"),
)

#: What may be asked for: this machine, and what a page makes itself.
_LOCAL_URL = re.compile(r"^(?:(?:https?|wss?)://(?:127\.0\.0\.1|localhost|\[::1\])[:/]|data:|blob:|about:)")

#: Console text that means a widget model or view could not be loaded (ipywidgets 8 manager).
_BREAKAGE = re.compile(r"Failed to load model class|No version of module \S+ is registered|"
                       r"version \S+ is not registered|Class \S+ not found in module|"
                       r"Could not create (a model|a view|child view)|Could not instantiate widget")


#: What anywidget's front end says when it gives a model up (its ESM took over 2 s to load,
#: e.g. on a busy page). Not an error when the kernel renewed the widget afterwards
#: (``ttrwidgets.widgets.web._WebWidget``'s watchdog logs ``_RENEWED``).
_GIVEN_UP = "[anywidget] Failed to initialize model."
_RENEWED = "ttrwidgets: renewed "


def chromium_executable() -> str | None:
    """Path of the Chromium to drive: ``$TTR_CHROMIUM``, else Debian's ``/usr/bin/chromium``,
    else ``chromium``/``chromium-browser`` on PATH; None when there is none."""
    env = os.environ.get("TTR_CHROMIUM")
    if env:
        return env if (os.path.isfile(env) and os.access(env, os.X_OK)) or shutil.which(env) else None
    if os.access("/usr/bin/chromium", os.X_OK):
        return "/usr/bin/chromium"
    return shutil.which("chromium") or shutil.which("chromium-browser")


@contextlib.contextmanager
def launch_chromium(executable: str | None = None, headless: bool = True):
    """Yield ``(playwright, browser)``; both are closed on exit."""
    from playwright.sync_api import sync_playwright

    exe = executable or chromium_executable()
    if not exe:
        raise RuntimeError("no Chromium found: install Debian's chromium or set TTR_CHROMIUM")
    args = list(CHROMIUM_ARGS) if headless else [a for a in CHROMIUM_ARGS if a != "--headless"]
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=args, headless=headless)
        try:
            yield pw, browser
        finally:
            browser.close()


#: What a visit leaves in a Chromium profile: storage, cookies, history, open tabs, the lock.
#: :class:`WarmProfile` copies a profile without these.
_VISITOR_STATE = frozenset({
    "Local Storage", "Session Storage", "WebStorage", "IndexedDB", "Service Worker",
    "Shared Dictionary", "Cookies", "Cookies-journal", "History", "History-journal",
    "Sessions", "Sessions_Encrypted", "LOCK", "SingletonLock", "SingletonCookie",
    "SingletonSocket"})


class WarmProfile:
    """A Chromium profile that has loaded a page once, for browsers that start warm.

    A fresh browser context compiles all of Voilà's and the widgets' JavaScript for every page
    load; a profile on disk keeps the HTTP cache and V8's compiled code. :meth:`new_context`
    launches a browser on a copy of this profile without what the visit left (local storage,
    cookies, history: :data:`_VISITOR_STATE`), so each context is a new visitor to the app in a
    browser that has its files and compiled code already. Measured here: 1.4 against 2.9 CPU s
    of Chromium per app page load (5 loads each, browser start and copy included). The cache is
    per origin: it helps pages of the server :meth:`warm` loaded.

    (One profile shared by one test after another, each a new tab with its storage cleared after
    it, saved as much; but in two suite runs every page late in one worker then had its
    anywidget models given up, with reads of local storage slower than anywidget's 2 s. A copy
    starts with none of the earlier tests' storage.)
    """

    def __init__(self, playwright, executable: str, directory: Path):
        self.playwright = playwright
        self.executable = executable
        self.directory = Path(directory)
        self._copies = 0

    def _launch(self, user_data_dir: Path, **context_args):
        return self.playwright.chromium.launch_persistent_context(
            str(user_data_dir), executable_path=self.executable, args=CHROMIUM_ARGS,
            **context_args)

    def warm(self, server: "VoilaServer", wait_for: str = "canvas") -> None:
        """Load ``server``'s page once in this profile, wait until ``wait_for`` is visible,
        close the browser (which writes its caches to disk)."""
        page = WidgetPage(self._launch(self.directory, viewport={"width": 1366, "height": 768}),
                          server)
        try:
            page.open()
            page.pw.locator(wait_for).first.wait_for(state="visible", timeout=90_000)
        finally:
            page.close()

    def new_context(self, **context_args):
        """A browser (Playwright ``BrowserContext``) on a new copy of the profile. Closing the
        context stops that browser and deletes the copy."""
        self._copies += 1
        copy = self.directory.with_name(f"{self.directory.name}-{os.getpid()}-{self._copies}")
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(self.directory, copy,
                        ignore=lambda _src, names: [n for n in names if n in _VISITOR_STATE],
                        symlinks=True)
        context = self._launch(copy, **context_args)
        context.on("close", lambda *_: shutil.rmtree(copy, ignore_errors=True))
        return context


def _origin(url: str) -> str | None:
    m = re.match(r"^(https?://[^/?#]+)", url)
    return m.group(1) if m else None


class VisitorTabs:
    """One browser, on a copy of a :class:`WarmProfile`, that lends one test after another a new
    tab as a new visitor (:meth:`lend`).

    A browser per test costs its launch and a copy of the profile: measured here, 4.9 against
    3.2 CPU s of the whole machine per app page load (Chromium, kernel and server; 8 loads
    each). What a visit leaves in the browser is removed when the tab is given back: the local
    and session storage of each open page (cleared by the page itself, at once) and every
    cookie. When that cannot be sure -- a page closed before it was cleared, an origin visited
    that no open page is on any more -- the browser is closed and the next test gets a new copy
    of the profile. The HTTP cache and the compiled code carry over: that is the point.

    Changes to the whole browser context (an init script, routes, offline, permissions) would
    reach every later test: the lent context refuses them, naming the page's own call. (The
    cause of an earlier attempt's failure: one test's ``context.add_init_script``, which slows
    our widgets' first load on purpose, slowed every later page of its worker.)
    """

    def __init__(self, profile: WarmProfile, **context_args):
        self.profile = profile
        self.context_args = context_args
        self.launches = 0            #: browsers started so far (a test of the harness reads it)
        self._context = None
        self._gone: list = []        #: contexts whose browser has closed
        self._lent: "LentContext | None" = None

    def _alive(self) -> bool:
        """The browser is there (it may have crashed, or a test closed it)."""
        return self._context is not None and self._context not in self._gone

    def lend(self) -> "LentContext":
        """A context for one test: it makes new tabs in the shared browser. Give it back with
        its ``close()`` (``WidgetPage.close`` does)."""
        if self._lent is not None:
            # the last test did not give its tab back (it failed before it had a page): what it
            # left cannot be known, so its browser goes
            self._lent.stop_listening()
            self._lent = None
            self._drop()
        if not self._alive():
            self._drop()
            context = self._context = self.profile.new_context(**self.context_args)
            context.on("close", lambda *_: self._gone.append(context))
            self.launches += 1
        self._lent = LentContext(self, self._context)
        return self._lent

    def _give_back(self, lent: "LentContext") -> None:
        if lent is not self._lent:
            return
        self._lent = None
        context = self._context
        clean, cleared = True, set()
        try:
            for p in [p for p in context.pages if p not in lent.pages_before]:
                origin = _origin(p.url) if not p.is_closed() else None
                if origin:
                    try:
                        p.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
                        cleared.add(origin)
                    except Exception:
                        clean = False
                with contextlib.suppress(Exception):
                    p.close()
            context.clear_cookies()
        except Exception:
            clean = False
        finally:
            lent.stop_listening()
        if not clean or not lent.origins <= cleared:
            self._drop()

    def _drop(self) -> None:
        if self._context is not None:
            with contextlib.suppress(Exception):
                self._context.close()
        self._context = None

    def close(self) -> None:
        self._lent = None
        self._drop()


class LentContext:
    """What :meth:`VisitorTabs.lend` gives a test: the shared browser's context, for new tabs
    (``new_page``), cookies, listeners and everything else of one visit; ``close()`` gives it
    back. Changes that would stay with the browser for later tests are refused."""

    #: BrowserContext methods whose effect outlives the tab; each has a Page method instead.
    CONTEXT_WIDE = frozenset({
        "add_init_script", "route", "route_from_har", "route_web_socket", "unroute",
        "unroute_all", "set_offline", "grant_permissions", "clear_permissions",
        "set_geolocation", "set_extra_http_headers", "expose_binding", "expose_function",
        "set_default_timeout", "set_default_navigation_timeout"})

    def __init__(self, tabs: VisitorTabs, context):
        self._tabs = tabs
        self._context = context
        self.pages_before = list(context.pages)
        #: the origins this visit navigated to (any tab, popups included)
        self.origins: set[str] = set()
        context.on("request", self._on_request)

    def _on_request(self, request) -> None:
        with contextlib.suppress(Exception):
            if request.is_navigation_request():
                origin = _origin(request.url)
                if origin:
                    self.origins.add(origin)

    def stop_listening(self) -> None:
        with contextlib.suppress(Exception):
            self._context.remove_listener("request", self._on_request)

    def __getattr__(self, name):
        if name in self.CONTEXT_WIDE:
            raise AttributeError(
                f"context.{name}() would stay with the browser that later tests share: use the "
                f"page's own {name}() (page.pw.{name}) where there is one, or a context of your "
                f"own (warm_profile.new_context())")
        return getattr(self._context, name)

    def close(self) -> None:
        """Give the context back: this visit's tabs are cleared and closed."""
        self._tabs._give_back(self)


# --------------------------------------------------------------------------------------------
# Voilà
# --------------------------------------------------------------------------------------------

def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _descendants(pid: int) -> list[int]:
    """All live descendants of ``pid`` (Linux /proc). Jupyter starts each kernel in its own
    session, so killing Voilà's process group alone would leave the kernels running."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else ():
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        for c in children.get(todo.pop(), ()):
            out.append(c)
            todo.append(c)
    return out


@dataclass
class VoilaServer:
    """One Voilà process serving one notebook. Each page load gets its own kernel.

    Attributes: ``notebook`` (Path), ``port``, ``url`` (the rendered notebook), ``startup_seconds``
    (process start until HTTP answers), ``log_path`` (Voilà's and the kernels' stderr+stdout).
    """
    notebook: Path
    port: int
    process: subprocess.Popen
    log_path: Path
    startup_seconds: float = 0.0
    _log_file: object = field(default=None, repr=False)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    @classmethod
    def start(cls, notebook, *, extra_args=(), env=None, timeout: float = 90.0,
              log_dir: Path | None = None, module: str = "voila") -> "VoilaServer":
        """Start Voilà on ``notebook`` on a free port and wait until it answers HTTP.
        ``module`` is what ``python -m`` runs: ``"voila"``, or ``"ttrwidgets.classroom"`` for
        the app's own server (Voilà with its guard and template; see ``app_server.voila_command``).

        Raises RuntimeError (with Voilà's output) if it exits or does not answer in time.
        """
        notebook = Path(notebook).resolve()
        if not notebook.is_file():
            raise FileNotFoundError(notebook)
        log_dir = Path(log_dir or tempfile.mkdtemp(prefix="ttr-voila-"))
        last_error = None
        for _attempt in range(3):          # a port picked as free can be taken by someone else
            port = free_port()
            log_path = log_dir / f"voila-{notebook.stem}-{port}.log"
            log_file = open(log_path, "w+b")
            # kernels on Unix sockets, as the app's (ttrwidgets.app_server.KERNEL_TRANSPORT)
            transport = [] if any("transport=" in a for a in extra_args) else KERNEL_TRANSPORT
            cmd = [sys.executable, "-m", module, "--no-browser",
                   f"--Voila.port={port}", "--Voila.port_retries=0", "--Voila.ip=127.0.0.1",
                   "--VoilaConfiguration.show_tracebacks=True", *transport, *extra_args,
                   str(notebook)]
            full_env = dict(os.environ, PYTHONUNBUFFERED="1", **(env or {}))
            t0 = time.perf_counter()
            proc = subprocess.Popen(cmd, cwd=str(notebook.parent), stdout=log_file,
                                    stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                    env=full_env, start_new_session=True)
            server = cls(notebook, port, proc, log_path, _log_file=log_file)
            try:
                server._wait_ready(timeout)
            except RuntimeError as exc:
                server.stop()
                last_error = exc
                if "already in use" in server.log() or "Address already" in server.log():
                    continue
                raise
            server.startup_seconds = time.perf_counter() - t0
            return server
        raise last_error

    def _wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        # Any HTTP answer means the server is up. Do not ask for "/": that renders the notebook
        # and starts a kernel.
        probe = f"http://127.0.0.1:{self.port}/voila/static/favicon.ico"
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"Voilà exited with code {self.process.returncode} before "
                                   f"answering:\n{self.log_tail()}")
            try:
                urllib.request.urlopen(probe, timeout=2).close()
                return
            except urllib.error.HTTPError:
                return
            except (urllib.error.URLError, ConnectionError, socket.timeout, OSError):
                time.sleep(0.1)
        raise RuntimeError(f"Voilà did not answer on port {self.port} within {timeout:.0f}s:\n"
                           f"{self.log_tail()}")

    def log(self) -> str:
        """Everything Voilà (and its kernels) wrote so far."""
        try:
            return self.log_path.read_text(errors="replace")
        except OSError:
            return ""

    def log_tail(self, lines: int = 80) -> str:
        return "\n".join(self.log().splitlines()[-lines:])

    def log_size(self) -> int:
        try:
            return self.log_path.stat().st_size
        except OSError:
            return 0

    def log_since(self, offset: int) -> str:
        try:
            with open(self.log_path, "rb") as f:
                f.seek(offset)
                return f.read().decode(errors="replace")
        except OSError:
            return ""

    def kernel_errors_since(self, offset: int) -> list[str]:
        """Python tracebacks the kernels printed since ``offset`` (see :meth:`log_size`).
        Exceptions in widget callbacks end up here (ipywidgets prints them in the kernel)."""
        out, block = [], None
        for line in self.log_since(offset).splitlines():
            if "Traceback (most recent call last)" in line:
                block = [line]
            elif block is not None:
                block.append(line)
                if line and not line[0].isspace():      # the "SomeError: message" line ends it
                    out.append("\n".join(block))
                    block = None
        if block:
            out.append("\n".join(block))
        return out

    def stop(self, grace: float = 8.0) -> None:
        """SIGTERM Voilà (it shuts its kernels down), then SIGKILL whatever it started that is
        still alive. Only processes this server started are touched."""
        proc = self.process
        if proc.poll() is None:
            kids = _descendants(proc.pid)
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(grace)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(5)
            for pid in kids:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()


# --------------------------------------------------------------------------------------------
# Page
# --------------------------------------------------------------------------------------------

def css(name: str) -> str:
    """``"ttr-log"`` -> ``".ttr-log"``; anything that already looks like a selector is kept."""
    return name if re.search(r"[.#\[\s>:]", name) else "." + name


_CANVAS_RECT_JS = """el => {
    const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, width: r.width, height: r.height,
            w: el.width, h: el.height};
}"""

#: True when the canvas is not in a zooming board, or the zoom has sized it.
_CANVAS_ZOOMED_JS = """el => !el.closest('.ttr-board-view') || el.style.width !== ''"""

#: Scroll a zooming board's viewport so that canvas pixel [x, y] is well inside it.
_CANVAS_SHOW_POINT_JS = """(el, [x, y]) => {
    const view = el.closest('.ttr-board-view');
    if (!view) return;
    const r = el.getBoundingClientRect(), v = view.getBoundingClientRect();
    const px = r.left + x * r.width / el.width, py = r.top + y * r.height / el.height;
    const m = 30;
    if (px < v.left + m || px > v.left + view.clientWidth - m)
        view.scrollLeft += px - (v.left + view.clientWidth / 2);
    if (py < v.top + m || py > v.top + view.clientHeight - m)
        view.scrollTop += py - (v.top + view.clientHeight / 2);
}"""

_CANVAS_BLANK_JS = """el => {
    if (!el.width || !el.height) return true;
    const d = el.getContext('2d').getImageData(0, 0, el.width, el.height).data;
    for (let i = 3; i < d.length; i += 4) if (d[i] !== 0) return false;
    return true;
}"""


_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def _decode_kernel_frame(payload) -> dict | None:
    """One kernel websocket frame -> {channel, msg_type, parent_type, content}. Handles the
    JSON protocol (text frames) and jupyter_server's binary v1 protocol
    (uint64 count, uint64 offsets, then channel, header, parent_header, metadata, content)."""
    if isinstance(payload, str):
        m = json.loads(payload)
        return {"channel": m.get("channel"), "msg_type": m.get("header", {}).get("msg_type"),
                "parent_type": (m.get("parent_header") or {}).get("msg_type"),
                "content": m.get("content", {})}
    data = bytes(payload)
    n = int.from_bytes(data[:8], "little")
    if not 5 < n + 1 < 1000:
        return None
    offs = [int.from_bytes(data[8 + 8 * i:16 + 8 * i], "little") for i in range(n)]
    parts = [data[offs[i]:offs[i + 1]] for i in range(min(n - 1, 5))]
    if len(parts) < 5:
        return None
    header, parent = json.loads(parts[1]), json.loads(parts[2] or b"{}")
    return {"channel": parts[0].decode(), "msg_type": header.get("msg_type"),
            "parent_type": parent.get("msg_type"), "content": json.loads(parts[4])}


@dataclass
class ConsoleEntry:
    type: str      # "error", "warning", "log", "debug", ..., or "pageerror" (uncaught exception)
    text: str
    url: str = ""

    def __str__(self):
        return f"[{self.type}] {self.text}" + (f"  ({self.url})" if self.url else "")


def _ignore_chooser(_chooser) -> None:
    """A file dialog nobody waits for (the listener only keeps the interception on)."""


class WidgetPage:
    """A Playwright page on a Voilà app, with helpers that speak widgets.

    ``.pw`` is the raw Playwright ``Page`` for anything not covered here.
    The browser must be launched with :data:`CHROMIUM_ARGS`: requests to anything but
    127.0.0.1/localhost then fail, and ``.blocked`` lists each such request of the context
    (service workers' included) while this page is open.
    """

    def __init__(self, context, server: VoilaServer | None = None, *, timeout: float = 30.0,
                 viewport: tuple[int, int] | None = None):
        self.context = context
        self.server = server
        self.timeout_ms = timeout * 1000
        self.console: list[ConsoleEntry] = []
        self.blocked: list[str] = []
        context.on("request", self._on_request)
        self.pw = context.new_page()
        if viewport:
            self.pw.set_viewport_size({"width": viewport[0], "height": viewport[1]})
        self.pw.set_default_timeout(self.timeout_ms)
        self._log_offset = server.log_size() if server else 0
        self._xsrf = secrets.token_hex(16)
        self.pw.on("console", self._on_console)
        self.pw.on("pageerror", lambda exc: self.console.append(ConsoleEntry("pageerror", str(exc))))
        #: iopub messages of type "error" and "stream" (kernel -> browser), as dicts with
        #: msg_type, content and parent_type ("execute_request" for the notebook itself,
        #: "comm_msg" for widget callbacks).
        self.kernel_messages: list[dict] = []
        #: ids of the kernels this page talked to (one per open()).
        self.kernel_ids: list[str] = []
        #: the kernel's iopub status messages so far: requests it began and finished
        self.kernel_busy = 0
        self.kernel_idle = 0
        self.pw.on("websocket", self._on_websocket)

    def _on_request(self, request):
        url = request.url
        if not _LOCAL_URL.match(url):
            self.blocked.append(url)

    def _on_websocket(self, ws):
        m = re.search(r"/api/kernels/([^/?]+)/channels", ws.url)
        if m:
            self.kernel_ids.append(m.group(1))
            ws.on("framereceived", self._on_frame)

    def _on_frame(self, payload):
        with contextlib.suppress(Exception):
            msg = _decode_kernel_frame(payload)
            if not msg or msg["channel"] != "iopub":
                return
            if msg["msg_type"] in ("error", "stream"):
                self.kernel_messages.append(msg)
            elif msg["msg_type"] == "status":
                state = msg["content"].get("execution_state")
                if state == "busy":
                    self.kernel_busy += 1
                elif state == "idle":
                    self.kernel_idle += 1

    def wait_for_kernel_idle(self, *, since: int | None = None, timeout: float = 30.0) -> None:
        """Wait until the kernel has finished every request it began (as many idle as busy
        status messages have reached the page) and, with ``since`` (a ``kernel_idle`` count
        read before an action), finished one after that. Every widget update a request sends
        comes before its idle, on the same websocket: after this, reading any widget shows the
        action's whole result, not one widget updated and another still on its way."""
        __tracebackhide__ = True
        deadline = time.monotonic() + timeout
        while not (self.kernel_idle >= self.kernel_busy
                   and (since is None or self.kernel_idle > since)):
            if time.monotonic() > deadline:
                raise AssertionError(f"the kernel did not become idle within {timeout:.0f}s "
                                     f"(busy {self.kernel_busy}, idle {self.kernel_idle})")
            self.pw.wait_for_timeout(20)

    def _on_console(self, msg):
        loc = msg.location or {}
        self.console.append(ConsoleEntry(msg.type, msg.text, loc.get("url", "")))

    # -- loading ----------------------------------------------------------------------------
    def open(self, server: VoilaServer | str | None = None, *, wait_for: str = ".jupyter-widgets",
             timeout: float = 90.0, fail_on_breakage: bool = True) -> float:
        """Load the app (a VoilaServer or URL; default: the page's server) and wait until
        ``wait_for`` (a CSS selector or class name) is visible. Returns the seconds it took.
        Fails as soon as a widget model cannot be loaded, unless ``fail_on_breakage=False``."""
        __tracebackhide__ = True
        if isinstance(server, VoilaServer):
            self.server = server
            self._log_offset = server.log_size()
        url = server if isinstance(server, str) else self.server.url
        # Voilà 0.5.13 does not set the _xsrf cookie, so its own kernel shutdown on page unload
        # is refused (403, voila-dashboards/voila#1458) and every page load would leave a kernel
        # running. With a cookie the page (and close()) can shut its kernel down.
        self.context.add_cookies([{"name": "_xsrf", "value": self._xsrf, "url": url}])
        t0 = time.perf_counter()
        self.pw.goto(url, wait_until="commit", timeout=timeout * 1000)
        self.wait_for_widgets(wait_for, timeout=timeout, fail_on_breakage=fail_on_breakage)
        return time.perf_counter() - t0

    def wait_for_widgets(self, selector: str = ".jupyter-widgets", *, timeout: float | None = None,
                         state: str = "visible", fail_on_breakage: bool = True):
        """Wait until an element matching ``selector`` (or class name) is ``state``; returns its
        Locator. Fails early, with the reason, if the widget manager reports a broken model
        (unless ``fail_on_breakage=False``)."""
        __tracebackhide__ = True
        loc = self.pw.locator(css(selector)).first
        deadline = time.monotonic() + (timeout if timeout is not None else self.timeout_ms / 1000)
        while True:
            try:
                loc.wait_for(state=state, timeout=250)
                return loc
            except Exception as exc:  # playwright TimeoutError
                broken = [str(e) for e in self.widget_breakage()] if fail_on_breakage else []
                if broken:
                    raise AssertionError("widgets failed to load:\n" + "\n".join(broken)) from None
                if time.monotonic() > deadline:
                    why = "\n".join(self.notebook_errors() + [str(e) for e in self.console_errors()])
                    raise AssertionError(f"{selector!r} not {state} after "
                                         f"{timeout or self.timeout_ms / 1000:.0f}s"
                                         + (f"; errors:\n{why}" if why else "")) from exc

    def wait_until(self, predicate, *, timeout: float = 10.0, interval_ms: int = 50,
                   message: str = "condition"):
        """Poll ``predicate()`` (Python) until it returns something truthy and return that.
        Use this (or ``page.pw.wait_for_timeout``), never ``time.sleep``: Playwright's sync API
        only delivers console and websocket events while a Playwright call is running."""
        __tracebackhide__ = True
        deadline = time.monotonic() + timeout
        while True:
            value = predicate()
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"{message} not met within {timeout:.0f}s")
            self.pw.wait_for_timeout(interval_ms)

    # -- reading ----------------------------------------------------------------------------
    def text_of(self, name: str) -> str:
        """Visible text of the first element with CSS class ``name`` (or selector), stripped.
        Works for Label, HTML, HTMLMath, Button, ... (their ``add_class`` lands on the element)."""
        return self.pw.locator(css(name)).first.inner_text().strip()

    def texts_of(self, name: str) -> list[str]:
        """Visible texts of every element with that class (or selector)."""
        return [t.strip() for t in self.pw.locator(css(name)).all_inner_texts()]

    def value_of(self, name: str) -> str:
        """``value`` of the input/select/textarea inside (or at) the element with that class."""
        return self.pw.eval_on_selector(css(name), """el => {
            const i = el.matches('input,select,textarea') ? el : el.querySelector('input,select,textarea');
            return i ? i.value : null; }""")

    def wait_for_text(self, name: str, equals: str | None = None, *, contains: str | None = None,
                      matches: str | None = None, changed_from: str | None = None,
                      timeout: float | None = None) -> str:
        """Wait until the text of the element with class ``name`` satisfies every condition
        given (``equals``, ``contains``, ``matches`` = JS regex, ``changed_from``); returns the
        text. Without a condition: waits for non-empty text. Polls every animation frame."""
        __tracebackhide__ = True
        sel = css(name)
        try:
            self.pw.wait_for_function(
                """([sel, eq, has, re, old]) => {
                    const e = document.querySelector(sel);
                    if (!e) return false;
                    const t = e.innerText.trim();
                    if (eq !== null && t !== eq) return false;
                    if (has !== null && !t.includes(has)) return false;
                    if (re !== null && !(new RegExp(re)).test(t)) return false;
                    if (old !== null && t === old) return false;
                    return eq !== null || has !== null || re !== null || old !== null || t !== '';
                }""",
                arg=[sel, equals, contains, matches, changed_from],
                timeout=(timeout * 1000) if timeout is not None else self.timeout_ms)
        except Exception as exc:
            try:
                now = self.text_of(name)
            except Exception:
                now = "<element not found>"
            want = {k: v for k, v in dict(equals=equals, contains=contains, matches=matches,
                                          changed_from=changed_from).items() if v is not None}
            raise AssertionError(f"text of {sel} never satisfied {want}; it is {now!r}") from exc
        return self.text_of(name)

    # -- acting -----------------------------------------------------------------------------
    def choose_file(self, action, path) -> None:
        """Do ``action`` (a click, a key press) that opens a file dialog, and choose ``path``
        in it. Playwright asks Chromium to intercept file dialogs only once something waits
        for one, without waiting for the answer: an action sent right after could open the
        dialog first, and the wait then times out (puppeteer#6040 describes the race). So the
        interception is switched on, and a round trip to the page made, before the action."""
        if not getattr(self, "_intercepting", False):
            self.pw.on("filechooser", _ignore_chooser)
            self._intercepting = True
        self.pw.evaluate("0")
        with self.pw.expect_file_chooser() as chooser:
            action()
        chooser.value.set_files(str(path))

    def click(self, name: str, **kwargs) -> None:
        """Click the first element with that class (or selector), e.g. a Button."""
        self.pw.locator(css(name)).first.click(**kwargs)

    def canvas_to_page(self, name: str, x: float, y: float) -> tuple[float, float]:
        """Viewport coordinates of canvas pixel (x, y) of the canvas with that class, using the
        same mapping as ipycanvas (bounding box and the canvas' width/height attributes), so it
        holds when CSS scales the canvas. Scrolls the canvas into view first."""
        __tracebackhide__ = True
        from playwright.sync_api import Error as PlaywrightError
        loc = self.pw.locator(css(name)).first
        deadline = time.monotonic() + self.timeout_ms / 1000
        while True:
            try:
                # as Playwright's own clicks do: wait until the canvas is shown (a page may
                # hide a canvas, or put a new one in its place, while it rebuilds the panel
                # around it: then the locator finds the new one)
                loc.wait_for(state="visible", timeout=self.timeout_ms)
                loc.scroll_into_view_if_needed()
                # a board zooms in the browser (widgets/zoom.py): wait until it is sized, then
                # bring the point into its viewport, as a learner drags the map to it
                self.pw.wait_for_function(_CANVAS_ZOOMED_JS, arg=loc.element_handle(),
                                          timeout=self.timeout_ms)
                loc.evaluate(_CANVAS_SHOW_POINT_JS, [x, y])
                r = loc.evaluate(_CANVAS_RECT_JS)
                break
            except PlaywrightError as e:
                if "not attached" not in str(e) or time.monotonic() > deadline:
                    raise
        if not r["w"] or not r["h"] or not r["width"] or not r["height"]:
            raise AssertionError(f"canvas {name!r} has no size: {r}")
        return (r["left"] + x * r["width"] / r["w"], r["top"] + y * r["height"] / r["h"])

    def click_canvas(self, name: str, x: float, y: float, *, button: str = "left") -> tuple[float, float]:
        """Click canvas pixel (x, y) of the canvas with that class (a Canvas or MultiCanvas:
        ipycanvas 0.14 renders a MultiCanvas as one <canvas>). Returns the viewport point clicked.
        Chromium delivers whole CSS pixels, so the kernel sees (x, y) to within 0.5 / scale."""
        px, py = self.canvas_to_page(name, x, y)
        self.pw.mouse.click(px, py, button=button)
        return px, py

    def move_on_canvas(self, name: str, x: float, y: float) -> None:
        """Move the mouse to canvas pixel (x, y) (for hover handlers)."""
        self.pw.mouse.move(*self.canvas_to_page(name, x, y))

    # -- canvas content ----------------------------------------------------------------------
    def canvas_not_blank(self, name: str) -> bool:
        """True if any pixel of the canvas with that class is not fully transparent."""
        return not self.pw.locator(css(name)).first.evaluate(_CANVAS_BLANK_JS)

    def wait_for_canvas_drawn(self, name: str, timeout: float | None = None) -> float:
        """Wait until the canvas is not blank (ipycanvas draws after the client is ready);
        returns the seconds waited."""
        __tracebackhide__ = True
        t0 = time.perf_counter()
        handle = self.pw.locator(css(name)).first.element_handle()
        try:
            self.pw.wait_for_function(f"el => !({_CANVAS_BLANK_JS})(el)", arg=handle,
                                      timeout=(timeout * 1000) if timeout is not None else self.timeout_ms)
        except Exception as exc:
            raise AssertionError(f"canvas {name!r} stayed blank") from exc
        return time.perf_counter() - t0

    def canvas_pixel(self, name: str, x: int, y: int) -> tuple[int, int, int, int]:
        """RGBA of one canvas pixel (canvas coordinates)."""
        return tuple(self.pw.locator(css(name)).first.evaluate(
            "(el, [x, y]) => Array.from(el.getContext('2d').getImageData(x, y, 1, 1).data)", [x, y]))

    # -- problems ---------------------------------------------------------------------------
    def console_errors(self) -> list[ConsoleEntry]:
        """Error-level console messages and uncaught page errors, minus the harmless ones
        (aborted external requests, and anywidget giving a model up once the kernel has
        renewed a widget: see :meth:`wait_for_renewals`)."""
        renewed = _RENEWED in self.kernel_output("stderr")
        return [e for e in self.console
                if e.type in ("error", "pageerror")
                and not any(p.search(e.text) for p in _BENIGN_CONSOLE)
                and not (renewed and e.text.strip() == _GIVEN_UP)]

    def wait_for_renewals(self, timeout: float = 20.0) -> None:
        """If anywidget gave a model up on this page, wait (up to ``timeout`` s) until the
        kernel's watchdog has renewed a widget; the page error then is no error."""
        if not any(e.text.strip() == _GIVEN_UP for e in self.console):
            return
        deadline = time.monotonic() + timeout
        while _RENEWED not in self.kernel_output("stderr") and time.monotonic() < deadline:
            self.pw.wait_for_timeout(200)

    def widget_breakage(self) -> list[ConsoleEntry]:
        """Signs that a widget model or view could not be loaded: console messages of any level
        ("Failed to load model class", "No version of module X is registered", ...) and the red
        error boxes ipywidgets draws instead of a broken widget (type "error-widget", with the
        message the box reveals when clicked)."""
        found = [e for e in self.console if _BREAKAGE.search(e.text)]
        with contextlib.suppress(Exception):
            for text in self.pw.eval_on_selector_all(".jupyter-widgets-error-widget", """els =>
                    els.map(el => { if (!el.classList.contains('ttr-shown')) {
                                        el.classList.add('ttr-shown'); el.click(); }
                                    return el.innerText.trim(); })"""):
                found.append(ConsoleEntry("error-widget", text))
        return found

    def notebook_output(self, stream: str = "stderr") -> list[str]:
        """Texts the notebook's cells printed into the page while Voilà executed them
        (``stream`` "stderr" or "stdout"). Exceptions raised by a cell show up here as
        tracebacks (Voilà runs with --show_tracebacks=True), not in kernel_messages."""
        mime = "application/vnd.jupyter.stderr" if stream == "stderr" else "text/plain"
        with contextlib.suppress(Exception):
            return [t.strip() for t in self.pw.locator(
                f'.jp-OutputArea-output[data-mime-type="{mime}"]').all_inner_texts()]
        return []

    def notebook_errors(self) -> list[str]:
        """Tracebacks among the notebook's stderr outputs (a cell raised while Voilà ran it)."""
        return [t for t in self.notebook_output("stderr") if "Traceback" in t or "Error" in t]

    def kernel_errors(self) -> list[str]:
        """Python exceptions in this page's kernel, as text without colour codes: errors raised
        by the notebook or by widget callbacks (ipywidgets reports those as iopub "error"
        messages; they never reach Voilà's log), plus any traceback the kernel process printed
        to Voilà's log since the page was opened."""
        out = []
        for m in self.kernel_messages:
            c = m["content"]
            if m["msg_type"] == "error":
                tb = _ANSI.sub("", "\n".join(c.get("traceback") or []))
                out.append(f"{c.get('ename')}: {c.get('evalue')} (during {m['parent_type']})\n{tb}")
            elif c.get("name") == "stderr" and "Traceback" in c.get("text", ""):
                out.append(_ANSI.sub("", c["text"]))
        if self.server:
            out += self.server.kernel_errors_since(self._log_offset)
        return out

    def kernel_output(self, stream: str = "stderr") -> str:
        """What the kernel printed to ``stream`` ("stdout"/"stderr") that reached this page."""
        return "".join(m["content"].get("text", "") for m in self.kernel_messages
                       if m["msg_type"] == "stream" and m["content"].get("name") == stream)

    def assert_no_widget_errors(self, *, kernel: bool = True) -> None:
        """Fail on 'Failed to load model class' (and the other signs of a broken widget), any
        error-level console message or page error, a cell that raised while Voilà ran the
        notebook, and (``kernel=True``) any exception in a widget callback since the page opened."""
        __tracebackhide__ = True
        with contextlib.suppress(Exception):
            self.wait_for_renewals()
        problems = [str(e) for e in self.widget_breakage()]
        problems += [str(e) for e in self.console_errors() if str(e) not in problems]
        problems += self.notebook_errors()
        if kernel:
            problems += self.kernel_errors()
        if problems:
            raise AssertionError("errors in the browser or kernel:\n" + "\n".join(problems))

    def diagnostics(self) -> str:
        """Browser console (everything) and blocked requests, for failure reports."""
        # Voilà 0.5.13's JupyterLab 4.2 core vs widget extensions built for 4.6: a dozen
        # harmless "Unsatisfied version" warnings on every load; counted, not listed.
        noise = [e for e in self.console if e.type == "warning"
                 and re.search(r"Unsatisfied version|No satisfying version", e.text)]
        lines = [str(e) for e in self.console if e not in noise] or ["(no console messages)"]
        if noise:
            lines.append(f"({len(noise)} shared-module version warnings left out)")
        for m in self.kernel_messages:
            c = m["content"]
            text = c.get("text") or f"{c.get('ename')}: {c.get('evalue')}"
            lines.append(f"[kernel {m['msg_type']} during {m['parent_type']}] {_ANSI.sub('', text).rstrip()}")
        if self.blocked:
            lines.append("blocked external requests: " + ", ".join(sorted(set(self.blocked))))
        return "\n".join(lines)

    def server_log(self) -> str:
        """Voilà/kernel output since this page was opened."""
        return self.server.log_since(self._log_offset) if self.server else ""

    def shutdown_kernels(self) -> None:
        """Ask Voilà to shut down the kernels this page started (close() does it)."""
        if self.pw.is_closed() or not self.kernel_ids:
            return
        with contextlib.suppress(Exception):
            self.pw.evaluate("""async ([ids, token]) => {
                for (const id of ids)
                    await fetch(`/voila/api/shutdown/${id}`,
                                {method: 'POST', headers: {'X-XSRFToken': token}});
            }""", [self.kernel_ids, self._xsrf])

    def close(self) -> None:
        """Shut the page's kernels down and close its context (a lent one is given back,
        which clears the page's storage first: so the context before the page)."""
        self.shutdown_kernels()
        with contextlib.suppress(Exception):
            self.context.remove_listener("request", self._on_request)
        with contextlib.suppress(Exception):
            self.context.close()
        with contextlib.suppress(Exception):
            self.pw.close()
