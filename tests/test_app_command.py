"""``python -m ttrwidgets app`` stops cleanly when it is told to (issue 21, defect 7): a
service manager's SIGTERM, a script's SIGINT, even a SIGKILL of the command leaves no server
holding the port and no kernel running."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

pytest.importorskip("voila")

from tools.browser import _descendants, free_port  # noqa: E402
from ttrwidgets.app_server import KERNEL_TRANSPORT  # noqa: E402


def _status(port: int):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/ttr/status", timeout=2) as r:
            return json.loads(r.read())
    except OSError:
        return None


def _port_free(port: int) -> bool:
    """Nothing listens there: a new server could bind it (as servers do, with SO_REUSEADDR:
    connections the old one closed may linger in TIME_WAIT)."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.fixture
def app_command():
    """Start the app command as a user would, wait until its pre-heated kernel is up; yield
    (process, port, every process it started)."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "ttrwidgets", "app", "--no-browser",
                             "--port", str(port)], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        st = _status(port)
        if st and st["prestarted"] >= 1:
            break
        assert proc.poll() is None, "the app command ended on its own"
        time.sleep(0.2)
    else:
        pytest.fail(f"the app did not come up on port {port}")
    kids = _descendants(proc.pid)
    assert len(kids) >= 2, kids                       # the server and its kernel at least
    _assert_kernels_listen_on_no_port(kids)
    yield proc, port, kids
    for pid in [proc.pid, *kids]:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    proc.wait(10)


def _assert_kernels_listen_on_no_port(pids: list[int]) -> None:
    """The kernels talk to the server over Unix sockets (``app_server.SERVER_ARGS``): their
    connection file says ``ipc``, each of the five channels is a socket file, and none of them
    is a TCP port the kernel listens on (a port the server picks for a kernel can be taken
    before the kernel binds it, and is open to every user of the machine)."""
    import stat

    import psutil

    kernels = [psutil.Process(p) for p in pids
               if "ipykernel_launcher" in " ".join(psutil.Process(p).cmdline())]
    assert kernels, "no kernel among the command's processes"
    for k in kernels:
        cmd = k.cmdline()
        with open(cmd[cmd.index("-f") + 1], encoding="utf-8") as f:
            info = json.load(f)
        if not KERNEL_TRANSPORT:                 # a socket path would be too long here
            assert info["transport"] == "tcp", info
            continue
        assert info["transport"] == "ipc", info
        channels = [info[c] for c in ("shell_port", "iopub_port", "stdin_port", "control_port",
                                      "hb_port")]
        for port in channels:
            assert stat.S_ISSOCK(os.stat(f"{info['ip']}-{port}").st_mode), (info, port)
        listening = {c.laddr.port for c in k.net_connections(kind="inet")
                     if c.status == psutil.CONN_LISTEN}
        assert not listening & set(channels), (listening, info)


def _wait_all_gone(port: int, pids: list[int], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if _port_free(port) and not any(_alive(p) for p in pids):
            return
        time.sleep(0.2)
    raise AssertionError(f"still running: {[p for p in pids if _alive(p)]}, "
                         f"port {port} free: {_port_free(port)}")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_to_the_command_stops_the_server_and_its_kernels(app_command, sig):
    proc, port, kids = app_command
    proc.send_signal(sig)
    assert proc.wait(60) == 0
    _wait_all_gone(port, kids)


def test_a_killed_command_takes_its_server_along(app_command):
    proc, port, kids = app_command
    proc.kill()
    proc.wait(10)
    _wait_all_gone(port, kids)
