"""``python -m ttrwidgets app``: serve the app notebook with Voilà.

The notebook is ``notebooks/app.ipynb`` of the source tree; an installed copy without the source
tree gets the same two-line notebook written to a temporary folder.
"""
from __future__ import annotations

import json
import os
import signal
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


#: Kernels started (and the notebook run) in advance, so a page opens without waiting for one;
#: the pool refills after each page. One for a single user. None in class mode: measured with
#: tools/bench_class.py (20 pages at once, 2 cores), a pool does not shorten the wait for the
#: whole class (the cores are the limit), and a page waiting for a pool kernel gets no HTML at
#: all until it has one (no "starting…" screen); with a pool of 20, 8 of 20 pages stayed blank.
#: Without a pool every page shows its progress at once and all 20 came up.
POOL_LOCAL = 1
POOL_CLASS = 0
#: Default session cap in class mode (each session is a kernel of about 85 MB).
MAX_SESSIONS_CLASS = 30


def voila_command(port: int, open_browser: bool, notebook: Path, *, ip: str = "127.0.0.1",
                  pool: int = POOL_LOCAL) -> list[str]:
    """The server command: Voilà with ttrwidgets' guard (``ttrwidgets.classroom``) and template."""
    cmd = [sys.executable, "-m", "ttrwidgets.classroom", str(notebook), f"--port={port}",
           f"--Voila.ip={ip}", *server_args(pool)]
    if not open_browser:
        cmd.append("--no-browser")
    return cmd


#: Kernels talk to the server over Unix sockets, not TCP ports. A port the server picked for
#: a new kernel can be taken by another program before the kernel binds it: the kernel died
#: ("Address already in use"), Voilà restarted it, and the page it had been handed never
#: showed (once in a fresh-clone test run, with many kernels starting). A socket file in the
#: server's own folder has no such race, and no other user of the machine can connect to it.
#: (Windows has no such sockets, and a socket's path has at most 103 bytes on macOS, 107 on
#: Linux: TCP where the server's folder, <temp>/voila_XXXXXXXX/, would make it longer.)
def _kernel_sockets_fit() -> bool:
    longest = os.path.join(tempfile.gettempdir(), "voila_" + "x" * 8,
                           "kernel-" + "x" * 36 + "-ipc-5")     # a kernel id is a UUID
    return os.name == "posix" and len(longest.encode()) <= 103


KERNEL_TRANSPORT = ["--KernelManager.transport=ipc"] if _kernel_sockets_fit() else []

#: Voilà and kernel settings shared by every mode (and by the browser tests' server).
SERVER_ARGS = [
    # Many pages starting at once on few cores: the notebook's output can reach Voilà long
    # after the cell has finished; Voilà's default IOPub wait (4 s) then drops it and the page
    # stays blank. Only a page still waiting for output waits longer.
    "--VoilaExecutor.iopub_timeout=300",
    "--VoilaExecutor.startup_timeout=300",
    # Closing or reloading a tab shuts its kernel down at once (the guard sets the _xsrf cookie
    # Voilà's page needs, voila-dashboards/voila#1458). Kernels whose tab vanished without that
    # (crashed browser, sleeping laptop) are shut down after 75 idle seconds without a browser,
    # checked every 30 s: freed within 2 minutes. Connected tabs are never cut off. The culler
    # spares kernels still starting and kernels handed to a page whose browser has not
    # connected yet (a pre-heated kernel waited in the pool longer than the timeout):
    # ttrwidgets.kernels.
    "--VoilaConfiguration.multi_kernel_manager_class=ttrwidgets.kernels.TTRKernelManager",
    "--MappingKernelManager.cull_interval=30",
    "--MappingKernelManager.cull_idle_timeout=75",
    "--MappingKernelManager.cull_connected=False",
    "--MappingKernelManager.cull_busy=False",
    *KERNEL_TRANSPORT,
]


def server_args(pool: int = 0) -> list[str]:
    """The options the server gets besides port and address (the browser tests use them too)."""
    args = ["--theme=light",
            # Voilà's "lab" template without the Font Awesome CDN links, with a "starting… 12 s"
            # screen and an explained "Try again" when the app cannot start.
            "--template=ttr",
            *SERVER_ARGS]
    if pool > 0:
        args += ["--preheat_kernel=True", f"--pool_size={pool}"]
    return args


def server_env(allowed_hosts=(), access_code: str = "", max_sessions: int = 0,
               join_url: str = "") -> dict[str, str]:
    """Environment for ``ttrwidgets.classroom`` (the code stays out of the process list)."""
    return {"TTR_ALLOWED_HOSTS": ",".join(allowed_hosts), "TTR_ACCESS_CODE": access_code,
            "TTR_MAX_SESSIONS": str(max_sessions), "TTR_JOIN_URL": join_url}


def _open_when_ready(url: str, probe: str, timeout: float = 60.0) -> None:
    """Open ``url`` in the browser once ``probe`` answers (in a thread)."""
    import threading
    import time
    import urllib.request
    import webbrowser

    def run():
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(probe, timeout=2).close()
                break
            except Exception:
                time.sleep(0.3)
        webbrowser.open(url)

    threading.Thread(target=run, daemon=True).start()


def main(argv=None) -> int:
    from .core.cli_text import Parser, lang_of
    ap = Parser("app", lang_of(argv), description="args.app")
    ap.add_argument("--port", type=int, default=8866, help=("args.port", {"default": 8866}))
    ap.add_argument("--no-browser", action="store_true", help="args.no-browser")
    ap.add_argument("--class", dest="class_mode", action="store_true", help="args.class")
    ap.add_argument("--address", metavar="IP_OR_NAME", help="args.address")
    ap.add_argument("--max-sessions", type=int, default=None, metavar="N",
                    help=("args.max-sessions", {"class": MAX_SESSIONS_CLASS}))
    ap.add_argument("--pool", type=int, default=None, metavar="N",
                    help=("args.pool", {"local": POOL_LOCAL, "class": POOL_CLASS}))
    args = ap.parse_args(argv)
    try:
        import voila  # noqa: F401
        import ipykernel  # noqa: F401
    except ImportError as e:
        print(f"The app needs the 'app' extra: pip install -e '.[app]' ({e})", file=sys.stderr)
        return 2
    nb = notebook_path()
    if not args.class_mode:
        pool = POOL_LOCAL if args.pool is None else args.pool
        cap = args.max_sessions or 0
        env = server_env(max_sessions=cap)
        cmd = voila_command(args.port, not args.no_browser, nb, pool=pool)
        print(f"ttrwidgets: serving {nb} at http://127.0.0.1:{args.port}/ (this computer only; "
              "Ctrl+C stops)", flush=True)
    else:
        from .classroom import lan_addresses, new_access_code, qr_terminal

        lan = lan_addresses()
        address = args.address or (lan[0] if lan else None)
        if not address:
            print("ttrwidgets: no local network address found; give one with --address. · "
                  "Keine Adresse im lokalen Netz gefunden; bitte mit --address angeben.",
                  file=sys.stderr)
            return 2
        code = new_access_code()
        cap = MAX_SESSIONS_CLASS if args.max_sessions is None else args.max_sessions
        pool = POOL_CLASS if args.pool is None else args.pool
        host = f"[{address}]" if ":" in address else address
        join = f"http://{host}:{args.port}/"
        env = server_env([address, *lan], code, cap, join)
        cmd = voila_command(args.port, False, nb, ip="0.0.0.0", pool=pool)
        teacher = f"http://127.0.0.1:{args.port}/ttr/teacher"
        print("ttrwidgets class mode · Klassenmodus\n"
              f"  Join address · Adresse:     {join}\n"
              f"  Access code · Zugangscode:  {code}\n"
              f"  Teacher page (this computer) · Seite für die Lehrkraft: {teacher}\n"
              f"  Places · Plätze: {cap or 'no cap · unbegrenzt'}    Ctrl+C ends the class · "
              "beendet die Stunde\n", flush=True)
        qr = qr_terminal(f"{join}?code={code}")
        if qr:
            print("  Scan to join (address and code) · Scannen zum Beitreten:", flush=True)
            print(qr, flush=True)
        if not args.no_browser:
            _open_when_ready(teacher, f"http://127.0.0.1:{args.port}/ttr/status")
    return run_server(cmd, {**os.environ, **env})


#: Signals that end the app: passed on to the server, which then shuts its kernels down.
STOP_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT", "SIGQUIT")


def _parent_death_signal():
    """A function for the server's process to run before it starts (Linux): it ends the server
    with SIGTERM if this process dies, even by SIGKILL, so no server is left holding the port.
    libc is loaded here, in this process; the child only makes the one system call."""
    if sys.platform != "linux":
        return None
    try:
        import ctypes
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    return lambda: prctl(1, int(signal.SIGTERM))           # PR_SET_PDEATHSIG


def run_server(cmd: list[str], env: dict[str, str]) -> int:
    """Run the server command until it ends; returns its exit code (0 when stopped by a signal).

    A signal that stops this process (a service manager's or a script's SIGTERM, a closed
    terminal's SIGHUP, Ctrl+C) is passed on to the server and this process waits for it, so
    the server shuts its kernels down and frees the port before the command returns. Ctrl+C in
    a terminal reaches both processes; the server treats every stop signal as SIGTERM
    (``ttrwidgets.classroom``), so one is enough."""
    proc = subprocess.Popen(cmd, env=env, preexec_fn=_parent_death_signal())
    stopped = []

    def forward(signum, _frame):
        stopped.append(signum)
        if proc.poll() is None:
            proc.send_signal(signum)

    previous = {}
    for name in STOP_SIGNALS:
        sig = getattr(signal, name, None)
        if sig is not None:
            previous[sig] = signal.signal(sig, forward)
    try:
        while True:
            try:
                code = proc.wait()
                break
            except KeyboardInterrupt:       # a handler was replaced under us: keep waiting
                forward(signal.SIGINT, None)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0 if stopped else code
