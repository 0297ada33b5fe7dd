"""The Voilà server behind ``python -m ttrwidgets app``: Voilà 0.5.13 plus a small guard.

``python -m ttrwidgets.classroom NOTEBOOK [Voilà options]`` runs Voilà's own application
(``voila.app.Voila``) with four additions, all in front of Voilà's handlers:

* **Host check** (DNS rebinding): a request whose ``Host`` header names anything but the
  addresses this server was told it serves on gets 403. ``TTR_ALLOWED_HOSTS`` (comma-separated)
  lists them; loopback names (127.0.0.1, localhost, ::1) are always allowed.
* **Access code** (class mode, ``TTR_ACCESS_CODE``): without it every request is refused; a
  page visit gets a small form (English and German) where the student types the code once,
  or the code comes in the link (``/?code=...``, what the QR code holds). A right code sets a
  cookie signed with a key made at start-up; wrong codes are limited per address.
* **Session cap** (``TTR_MAX_SESSIONS``): a new page when that many sessions (kernels handed to
  pages; pre-started ones do not count) are running gets "The class is full" (503) instead.
* **Kernel freed on tab close**: Voilà 0.5.13's page shuts its kernel down on unload only if an
  ``_xsrf`` cookie exists, which Voilà never sets (voila-dashboards/voila#1458); the page
  response sets it, so closing or reloading a tab frees its kernel at once. Culling stays as the
  fallback for tabs that vanish without unloading (a crashed browser, a sleeping laptop).

Loopback-only extras: ``/ttr/teacher`` (class mode: join address, code and QR code for the
projector, live session count) and ``/ttr/status`` (JSON: sessions, pre-started kernels, cap).

Settings come from the environment, not the command line, so the access code does not show in
the process list. Every page written here is static HTML without anything from outside.
"""
from __future__ import annotations

import hashlib
import hmac
import html
import inspect
import ipaddress
import json
import os
import re
import secrets
import signal
import socket
import sys
import time
from pathlib import Path
from urllib.parse import quote, urlencode

from .app_server import STOP_SIGNALS

#: Jupyter data folder shipped in the package; holds the Voilà template ``ttr``.
DATA_DIR = Path(__file__).resolve().parent / "jupyter_data"
TEMPLATE = "ttr"

#: Letters and digits that cannot be mistaken for each other when read aloud or off a projector
#: (no 0/O, 1/I/L, 2/Z, 5/S, 8/B).
CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
COOKIE = "ttr_class"
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1")
#: Wrong codes one address may send per minute before it has to wait.
WRONG_CODES_PER_MINUTE = 10


def new_access_code(groups: int = 2, size: int = 3) -> str:
    """A random code like ``"K7M-QX4"``: 6 characters of a 25-letter alphabet (about 2.4e8
    codes); typed case-insensitively, with or without the dash."""
    return "-".join("".join(secrets.choice(CODE_ALPHABET) for _ in range(size))
                    for _ in range(groups))


def normalise_code(text: str) -> str:
    return re.sub(r"[\s\-_.]", "", str(text)).upper()


def host_name(host_header: str) -> str:
    """``"192.168.1.5:8866"`` -> ``"192.168.1.5"``, ``"[::1]:8866"`` -> ``"::1"``, lower case."""
    h = (host_header or "").strip().lower()
    if h.startswith("["):
        return h[1:h.find("]")] if "]" in h else h[1:]
    if h.count(":") == 1:
        h = h.split(":", 1)[0]
    return h.rstrip(".")


def lan_addresses() -> list[str]:
    """IPv4 addresses of this machine that other machines on the network can reach, the one of
    the default route first (found without sending anything: a UDP socket is only connected)."""
    found: list[str] = []
    for probe in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 9))
                ip = s.getsockname()[0]
        except OSError:
            continue
        if ip and not ip.startswith("127.") and ip not in found:
            found.append(ip)
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            ip = info[4][0]
            if not ip.startswith("127.") and ip not in found:
                found.append(ip)
    except OSError:
        pass
    return found


# --------------------------------------------------------------------------------------------
# Pages (English and German, inline CSS, nothing from outside)
# --------------------------------------------------------------------------------------------

_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{refresh}<title>{title}</title>
<link rel="icon" href="data:;base64,=">
<style>
body {{ font-family: sans-serif; color: #222; background: #f4f6f7; margin: 0; }}
main {{ max-width: 40em; margin: 8vh auto; background: #fff; padding: 2em 2.5em;
        border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }}
h1 {{ font-size: 1.5em; font-weight: normal; margin-top: 0; }}
p {{ line-height: 1.45; }}
.de {{ color: #555; }}
.error {{ color: #a31515; font-weight: bold; }}
input {{ font-size: 1.6em; letter-spacing: .15em; width: 8em; padding: .2em .4em;
         text-transform: uppercase; }}
button {{ font-size: 1.1em; padding: .45em 1.4em; cursor: pointer; }}
.code {{ font-size: 3.2em; letter-spacing: .12em; font-weight: bold; font-family: monospace; }}
.url {{ font-size: 1.6em; font-family: monospace; }}
.qr svg {{ width: 320px; height: 320px; }}
</style></head>
<body><main class="{cls}">
{body}
</main></body></html>
"""


def page(title: str, body: str, cls: str, refresh: int | None = None) -> str:
    meta = f'<meta http-equiv="refresh" content="{refresh}">\n' if refresh else ""
    return _PAGE.format(title=html.escape(title), body=body, cls=cls, refresh=meta)


#: Query parameter of the app's real page request (the first request gets the waiting page).
GO = "ttr_go"

_WAITING = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ticket to Ride · ttrwidgets</title>
<link rel="icon" href="data:;base64,=">
<style>
body { margin: 0; font-family: sans-serif; color: #222; }
#loading { display: flex; flex-direction: column; align-items: center; justify-content: center;
           height: 75vh; }
.ttr-spinner { width: 48px; height: 48px; border-radius: 50%; border: 6px solid #d8e3e8;
               border-top-color: #1f6f8b; animation: r 1.2s infinite linear; }
@keyframes r { from { transform: rotate(0deg); } to { transform: rotate(359deg); } }
h2 { font-weight: normal; font-size: 22px; margin: 18px 0 6px 0; }
p { margin: 4px; font-size: 15px; color: #444; max-width: 36em; text-align: center; }
</style></head>
<body><div id="loading" class="ttr-loading ttr-waiting" role="status" aria-live="polite">
<div class="ttr-spinner"></div><h2 id="loading_text">Starting the app…</h2>
<p id="ttr-loading-detail"></p></div>
<script>
(function () {
  // The app's page comes only once its kernel has started, which takes a while when a whole
  // class opens it at once: until then this page counts the seconds (the browser keeps showing
  // it while the next one loads), and the app's own start screen goes on counting from here.
  const de = /^de\\b/i.test((navigator.languages && navigator.languages[0]) || navigator.language || '')
             || /[?&]lang=de\\b/.test(location.search);
  const starting = de ? 'Die App startet… {s} s' : 'Starting the app… {s} s';
  const busy = de ? 'Viele Seiten starten gerade gleichzeitig; das kann eine Minute dauern. '
                    + 'Bitte diese Seite offen lassen.'
                  : 'Many pages are starting at the same time; this can take a minute. '
                    + 'Please keep this page open.';
  const t0 = Date.now();
  try { sessionStorage.setItem('ttrStartedAt', String(t0)); } catch (e) {}
  function tick() {
    const s = Math.floor((Date.now() - t0) / 1000);
    document.getElementById('loading_text').textContent = starting.replace('{s}', s);
    if (s >= 8) document.getElementById('ttr-loading-detail').textContent = busy;
  }
  tick();
  setInterval(tick, 1000);
  const u = new URL(location.href);
  u.searchParams.set('%(go)s', '1');
  setTimeout(function () { location.replace(u.toString()); }, 30);
})();
</script>
<noscript>This app needs JavaScript. · Diese App braucht JavaScript.</noscript>
</body></html>
""".replace("%(go)s", GO)


def waiting_page() -> str:
    """Shown at once for the app's address; it loads the app's page and counts the seconds."""
    return _WAITING


def join_page(wrong: bool = False, too_many: bool = False) -> str:
    msg = ""
    if wrong:
        msg = ('<p class="error ttr-wrong-code">That code is not right; please check it and try '
               'again. · Der Code stimmt nicht; bitte prüfen und noch einmal eingeben.</p>')
    if too_many:
        msg = ('<p class="error ttr-wrong-code">Too many wrong codes: please wait a minute. · '
               'Zu viele falsche Codes: bitte eine Minute warten.</p>')
    body = f"""<h1>Ticket to Ride: join the class · der Klasse beitreten</h1>
<p>Type the access code your teacher shows.<br><span class="de">Gib den Zugangscode ein, den
deine Lehrkraft zeigt.</span></p>
{msg}
<form method="get" action="/" autocomplete="off">
<label for="code">Access code · Zugangscode</label><br>
<input id="code" name="code" autofocus required maxlength="20" spellcheck="false">
<button type="submit">Join · Beitreten</button>
</form>"""
    return page("Join the class · Der Klasse beitreten", body, "ttr-join")


def full_page(cap: int) -> str:
    body = f"""<h1>The class is full · Die Klasse ist voll</h1>
<p>All {cap} places are taken. When someone closes their tab a place is free again, at the
latest after two minutes. Please ask your teacher, or try again in a minute.</p>
<p class="de">Alle {cap} Plätze sind belegt. Sobald jemand seinen Tab schließt, wird ein Platz
frei, spätestens nach zwei Minuten. Bitte frag deine Lehrkraft oder versuche es in einer Minute
noch einmal.</p>
<p><button type="button" onclick="window.location.reload()">Try again · Neu versuchen</button></p>"""
    return page("The class is full · Die Klasse ist voll", body, "ttr-class-full")


def refused_page() -> str:
    body = """<h1>Not served at this address · Unter dieser Adresse nicht erreichbar</h1>
<p>This server answers only at the address it was started for. Please use the address your
teacher shows.</p>
<p class="de">Dieser Server antwortet nur unter der Adresse, für die er gestartet wurde. Bitte
nimm die Adresse, die deine Lehrkraft zeigt.</p>"""
    return page("Not served here · Nicht erreichbar", body, "ttr-refused")


def qr_svg(url: str) -> str:
    """The QR code of ``url`` as inline SVG (segno, pure Python), or "" without segno."""
    try:
        import segno
    except ImportError:
        return ""
    return segno.make(url, error="m").svg_inline(scale=8, border=2)


def qr_terminal(url: str) -> str:
    """The QR code of ``url`` in Unicode half blocks for a terminal, or "" without segno."""
    try:
        import io

        import segno
    except ImportError:
        return ""
    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def teacher_page(join_url: str, code: str, sessions: int, cap: int) -> str:
    link = f"{join_url}?{urlencode({'code': code})}"
    places = f"{sessions} / {cap}" if cap else str(sessions)
    body = f"""<h1>Ticket to Ride: the class joins here · hier tritt die Klasse bei</h1>
<p>Open this address on the same network, then type the code.
<span class="de">Diese Adresse im selben Netz öffnen, dann den Code eingeben.</span></p>
<p class="url ttr-join-url">{html.escape(join_url)}</p>
<p>Access code · Zugangscode</p>
<p class="code ttr-access-code">{html.escape(code)}</p>
<p>Or scan (address and code in one) · Oder scannen (Adresse und Code in einem):</p>
<div class="qr ttr-qr">{qr_svg(link)}</div>
<p class="ttr-sessions">Sessions running · Laufende Sitzungen: {places}</p>"""
    return page("Join the class · Der Klasse beitreten", body, "ttr-teacher", refresh=10)


# --------------------------------------------------------------------------------------------
# The guard
# --------------------------------------------------------------------------------------------

class Guard:
    """What the server lets through. Built from the environment by :meth:`from_env`."""

    def __init__(self, allowed_hosts=(), access_code: str = "", max_sessions: int = 0,
                 join_url: str = ""):
        self.allowed_hosts = {host_name(h) for h in (*LOOPBACK_NAMES, *allowed_hosts) if h}
        self.access_code = access_code
        self.max_sessions = max(0, int(max_sessions))
        self.join_url = join_url
        self._key = secrets.token_bytes(32)
        self._wrong: dict[str, list[float]] = {}

    @classmethod
    def from_env(cls, env=os.environ) -> "Guard":
        hosts = [h.strip() for h in env.get("TTR_ALLOWED_HOSTS", "").split(",") if h.strip()]
        try:
            cap = int(env.get("TTR_MAX_SESSIONS", "0") or 0)
        except ValueError:
            cap = 0
        return cls(hosts, env.get("TTR_ACCESS_CODE", ""), cap, env.get("TTR_JOIN_URL", ""))

    @property
    def class_mode(self) -> bool:
        return bool(self.access_code)

    def host_ok(self, request) -> bool:
        return host_name(request.host) in self.allowed_hosts

    def cookie_value(self) -> str:
        return hmac.new(self._key, normalise_code(self.access_code).encode(),
                        hashlib.sha256).hexdigest()

    def has_cookie(self, request) -> bool:
        morsel = request.cookies.get(COOKIE)
        return bool(morsel) and hmac.compare_digest(morsel.value, self.cookie_value())

    def code_ok(self, text: str) -> bool:
        return hmac.compare_digest(normalise_code(text).encode(),
                                   normalise_code(self.access_code).encode())

    def throttled(self, ip: str) -> bool:
        now = time.monotonic()
        recent = [t for t in self._wrong.get(ip, ()) if now - t < 60]
        self._wrong[ip] = recent
        return len(recent) >= WRONG_CODES_PER_MINUTE

    def note_wrong(self, ip: str) -> None:
        self._wrong.setdefault(ip, []).append(time.monotonic())


def is_loopback(ip: str) -> bool:
    try:
        return ipaddress.ip_address(ip).is_loopback
    except ValueError:
        return False


def session_counts(kernel_manager) -> tuple[int, int, int]:
    """(sessions, pre-started, starting): kernels handed to pages, kernels ready in Voilà's
    pool, and pool kernels still starting. A pool kernel still starting may not be listed yet;
    it is then not counted as a session either."""
    ids = set(kernel_manager.list_kernel_ids())
    ready_ids, busy_ids, waiting = set(), set(), 0
    for pool in getattr(kernel_manager, "_pools", {}).values():
        for task in pool:          # a pool item: kernel start, then the notebook's run
            if task.done() and not task.cancelled() and task.exception() is None:
                item = task.result() or {}
                run = item.get("task")
                (ready_ids if run is not None and run.done() else busy_ids).add(
                    item.get("kernel_id"))
            elif not task.done():
                waiting += 1
    ready = len(ids & ready_ids)
    starting = len(ids & busy_ids) + waiting
    sessions = max(0, len(ids) - ready - starting)
    return sessions, ready, starting


def _handlers():
    """Tornado handler classes (imported late: the module is importable without Voilà)."""
    import tornado.web

    class GuardPage(tornado.web.RequestHandler):
        """Answers a request the guard stops: ``kind`` says which page."""

        def initialize(self, kind: str, guard: Guard, status: int = 200):
            self.kind, self.guard, self.status = kind, guard, status

        def check_xsrf_cookie(self):
            return None

        def _send(self, status: int, body: str, content_type="text/html; charset=utf-8"):
            self.set_status(status)
            self.set_header("Content-Type", content_type)
            self.set_header("Cache-Control", "no-store")
            self.finish(body)

        def get(self, *args):
            kind = self.kind
            if kind == "host":
                return self._send(403, refused_page())
            if kind == "code":
                return self._code()
            if kind == "full":
                return self._send(503, full_page(self.guard.max_sessions))
            if kind == "wait":
                return self._send(200, waiting_page())
            if kind in ("teacher", "status"):
                if not is_loopback(self.request.remote_ip):
                    return self._send(403, refused_page())
                sessions, pooled, starting = session_counts(
                    self.application.settings["kernel_manager"])
                if kind == "status":
                    return self._send(200, json.dumps({
                        "sessions": sessions, "prestarted": pooled, "starting": starting,
                        "max_sessions": self.guard.max_sessions,
                        "class_mode": self.guard.class_mode}), "application/json")
                if not self.guard.class_mode:
                    return self._send(404, refused_page())
                return self._send(200, teacher_page(self.guard.join_url, self.guard.access_code,
                                                    sessions, self.guard.max_sessions))
            return self._send(404, refused_page())

        post = get

        def _code(self):
            g, ip = self.guard, self.request.remote_ip or ""
            given = self.get_query_argument("code", None)
            page_request = self.request.method == "GET" and self.request.path in ("/", "")
            if given is None:
                if page_request:
                    return self._send(200, join_page())
                return self._send(403, "Access code needed. · Zugangscode nötig.",
                                  "text/plain; charset=utf-8")
            if g.throttled(ip):
                return self._send(429, join_page(too_many=True))
            if not g.code_ok(given):
                g.note_wrong(ip)
                return self._send(403, join_page(wrong=True))
            self.set_cookie(COOKIE, g.cookie_value(), httponly=True, samesite="Lax")
            rest = [(k, v) for k, vs in self.request.query_arguments.items() if k != "code"
                    for v in vs]
            target = quote(self.request.path or "/") + ("?" + urlencode(
                [(k, v.decode(errors="replace")) for k, v in rest]) if rest else "")
            self.redirect(target)

    return GuardPage


def guarded_application_class():
    """``tornado.web.Application`` whose router asks the guard first."""
    import tornado.web

    GuardPage = _handlers()

    class GuardedApplication(tornado.web.Application):
        guard: Guard = Guard()
        app_path = "/"

        def find_handler(self, request, **kwargs):
            g = self.guard
            path = request.path or "/"
            if not g.host_ok(request):
                return self.get_handler_delegate(request, GuardPage, {"kind": "host", "guard": g})
            if path in ("/ttr/teacher", "/ttr/status"):
                return self.get_handler_delegate(request, GuardPage,
                                                 {"kind": path.rsplit("/", 1)[1], "guard": g})
            if g.class_mode and not g.has_cookie(request):
                return self.get_handler_delegate(request, GuardPage, {"kind": "code", "guard": g})
            if (g.max_sessions and request.method == "GET" and path == self.app_path
                    and session_counts(self.settings["kernel_manager"])[0] >= g.max_sessions):
                return self.get_handler_delegate(request, GuardPage, {"kind": "full", "guard": g})
            if (request.method == "GET" and path == self.app_path
                    and GO not in request.query_arguments):
                return self.get_handler_delegate(request, GuardPage, {"kind": "wait", "guard": g})
            return super().find_handler(request, **kwargs)

    return GuardedApplication


def voila_class():
    """``voila.app.Voila`` with the guarded application, the ``_xsrf`` cookie and kernel
    websockets that may be closed early."""
    import tornado.web
    import tornado.websocket
    from voila.app import Voila
    from voila.tornado.handler import TornadoVoilaHandler
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

    GuardedApplication = guarded_application_class()

    class PageHandler(TornadoVoilaHandler):
        async def prepare(self, *args, **kwargs):
            r = super().prepare(*args, **kwargs)
            if inspect.isawaitable(r):
                await r
            # Touching xsrf_token sets the _xsrf cookie if the browser has none: Voilà's page
            # then shuts its kernel down when the tab closes (voila-dashboards/voila#1458).
            self.xsrf_token  # noqa: B018

    class KernelSocket(VoilaKernelWebsocketHandler):
        """A browser may close a kernel's websocket while the server is still readying the
        kernel for it (a reload or "Try again" while the page connects; a closed tab).
        jupyter_server (2.21) then logs tracebacks for a browser that simply left:

        * closed before the handshake ends: ``on_close`` has dropped the connection and the
          handshake goes on, failing in ``select_subprotocol`` and again in its error page
          (jupyter-server/jupyter_server#1265);
        * closed while ``open`` waits for the kernel's first answer: the kernel's channels are
          subscribed after ``on_close`` has handed them to the reconnect buffer, and each
          later message fails in ``write_message`` (``WebSocketClosedError``);
        * closed in the middle of a message: the write's future fails, nobody awaits it, and
          asyncio logs its exception as never retrieved.

        Here the handshake ends quietly when nobody is left to talk to, and a message for a
        socket that is closed is dropped (Voilà never reconnects a page to its kernel: a
        reloaded page gets a new kernel)."""

        def select_subprotocol(self, subprotocols):
            if self.connection is None:         # the browser left during pre_get
                return None
            return super().select_subprotocol(subprotocols)

        async def open(self, kernel_id):
            if self.connection is None:         # the same: nothing to connect
                self.close()
                return
            await super().open(kernel_id)

        def write_message(self, message, binary=False):
            if self.ws_connection is None or self.ws_connection.is_closing():
                return None                     # the browser has left
            sent = super().write_message(message, binary)
            if sent is not None:
                sent.add_done_callback(self._sent)
            return sent

        def _sent(self, sent):
            # Nobody awaits a kernel message's write: a browser leaving in the middle of one
            # failed it with nobody to ask, and asyncio logged "Future exception was never
            # retrieved" with a traceback. Leaving is no error; anything else is logged.
            error = None if sent.cancelled() else sent.exception()
            if error is not None and not isinstance(error, tornado.websocket.WebSocketClosedError):
                self.log.error("A kernel message could not be sent: %r", error, exc_info=error)

    replace = {TornadoVoilaHandler: PageHandler, VoilaKernelWebsocketHandler: KernelSocket}

    class TTRVoila(Voila):
        def init_handlers(self):
            return [(pattern, replace.get(cls, cls), *rest)
                    for pattern, cls, *rest in super().init_handlers()]

        def start(self):
            # Voilà's start(), with the guarded application.
            import tempfile
            self.connection_dir = tempfile.mkdtemp(prefix="voila_", dir=self.connection_dir_root)
            settings = self.init_settings()
            GuardedApplication.guard = Guard.from_env()
            self.app = GuardedApplication(**settings)
            self.app.settings.update(self.tornado_settings)
            self.app.add_handlers(".*$", self.init_handlers())
            for name in STOP_SIGNALS:
                if hasattr(signal, name):
                    signal.signal(getattr(signal, name), self._stop_from_signal)
            self.listen()

        def _stop_from_signal(self, signum, _frame):
            """Every stop signal ends the server the way Voilà ends it on SIGTERM: the loop
            stops between two callbacks, then ``stop()`` shuts every kernel down. Left to
            Python, SIGINT raises KeyboardInterrupt wherever the server happens to be, where
            code that catches BaseException (a future storing it) can swallow it; on a loaded
            machine a server so signalled was still running a minute later."""
            loop = getattr(self, "ioloop", None)
            if loop is None:                    # not serving yet: stop right here
                raise KeyboardInterrupt
            self.log.info("Stopping on signal %s.", signal.Signals(signum).name)
            try:
                loop.asyncio_loop.call_soon_threadsafe(loop.stop)
            except RuntimeError:                # the loop is already closed
                pass

    assert tornado.web  # imported for the handler classes above
    return TTRVoila


def main(argv=None) -> int:
    # The template ``ttr`` lives in the package: put its Jupyter data folder first.
    os.environ["JUPYTER_PATH"] = os.pathsep.join(
        [str(DATA_DIR)] + [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p])
    app = voila_class()
    app.launch_instance(argv=sys.argv[1:] if argv is None else argv)
    return 0


if __name__ == "__main__":
    sys.exit(main())
