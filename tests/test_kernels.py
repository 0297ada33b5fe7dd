"""The app server's culler (``ttrwidgets.kernels``): kernels still starting, already gone, or
handed to a page that has not connected yet are never culled and never make the culler log an
error; abandoned kernels still are. The browser side: tests/browser/test_many_pages.py."""
from __future__ import annotations

import asyncio
import os
import logging
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta, timezone

import pytest

pytest.importorskip("jupyter_server")

from jupyter_server.services.kernels.kernelmanager import ServerKernelManager  # noqa: E402

from ttrwidgets.kernels import TTRKernelManager  # noqa: E402


@pytest.fixture
def manager(tmp_path):
    m = TTRKernelManager(root_dir=str(tmp_path), cull_idle_timeout=5, cull_interval=1,
                         connect_grace=60)
    shut = []

    async def shutdown_kernel(kernel_id, *args, **kwargs):
        shut.append(kernel_id)
        m._kernels.pop(kernel_id, None)

    m.shutdown_kernel = shutdown_kernel
    m.shut = shut
    return m


def add_kernel(manager, kernel_id, *, idle_seconds=None):
    """A kernel as jupyter_server lists it; ``idle_seconds=None``: still starting (jupyter_server
    has not given it a ``last_activity`` yet)."""
    k = ServerKernelManager()
    k.execution_state = "idle"
    if idle_seconds is not None:
        k.last_activity = datetime.now(timezone.utc) - timedelta(seconds=idle_seconds)
    manager._kernels[kernel_id] = k
    manager._kernel_connections[kernel_id] = 0
    return k


def run(coro):
    """Run ``coro`` to its end on a fresh event loop in its own thread (other tests, Playwright
    among them, may leave a loop running in this one)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def cull_pass(manager, caplog):
    with caplog.at_level(logging.DEBUG):
        run(manager.cull_kernels())
    return [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_a_kernel_still_starting_is_left_alone_without_an_error(manager, caplog):
    add_kernel(manager, "starting")
    assert manager.cull_verdict("starting") == "starting"
    assert cull_pass(manager, caplog) == []
    assert manager.shut == []


def test_a_kernel_gone_during_the_pass_is_skipped(manager, caplog):
    assert manager.cull_verdict("gone") == "gone"
    run(manager.cull_kernel_if_idle("gone"))      # the stock check raised KeyError here
    assert manager.shut == []


def test_a_kernel_handed_out_but_not_connected_gets_its_grace(manager, caplog):
    add_kernel(manager, "page", idle_seconds=300)         # waited in the pool for 5 minutes
    assert manager.cull_verdict("page", now=1000.0) == "connecting"
    assert manager.cull_verdict("page", now=1059.0) == "connecting"
    assert manager.cull_verdict("page", now=1061.0) == "check"


def test_the_grace_ends_when_the_browser_connects(manager, caplog):
    add_kernel(manager, "page", idle_seconds=300)
    assert cull_pass(manager, caplog) == [] and manager.shut == []    # connecting: kept
    manager.notify_connect("page")
    manager.notify_disconnect("page")                     # the tab vanished afterwards
    assert manager.cull_verdict("page") == "check"
    assert cull_pass(manager, caplog) == []
    assert manager.shut == ["page"]                       # idle 300 s > 5 s, nobody connected


def test_a_page_that_never_connects_is_freed_after_the_grace(manager, caplog):
    manager.connect_grace = 0
    add_kernel(manager, "abandoned", idle_seconds=300)
    assert cull_pass(manager, caplog) == []
    assert manager.shut == ["abandoned"]


def test_a_connected_idle_kernel_is_kept(manager, caplog):
    add_kernel(manager, "open", idle_seconds=300)
    manager.notify_connect("open")
    assert cull_pass(manager, caplog) == []
    assert manager.shut == []                             # cull_connected is False


def test_the_app_and_binder_use_this_kernel_manager():
    import json
    from pathlib import Path

    from ttrwidgets.app_server import SERVER_ARGS
    assert ("--VoilaConfiguration.multi_kernel_manager_class=ttrwidgets.kernels.TTRKernelManager"
            in SERVER_ARGS)
    conf = json.loads((Path(__file__).resolve().parents[1] / "binder"
                       / "jupyter_server_config.json").read_text())
    assert conf["ServerApp"]["kernel_manager_class"] == "ttrwidgets.kernels.TTRKernelManager"


def test_kernels_use_unix_sockets_where_their_paths_fit(monkeypatch):
    """``app_server.KERNEL_TRANSPORT``: Unix sockets where a kernel's socket path,
    <temp>/voila_XXXXXXXX/kernel-<uuid>-ipc-N, fits the 103 bytes macOS allows (a macOS
    temporary folder is about 49 characters long), TCP otherwise."""
    import tempfile

    from ttrwidgets import app_server

    monkeypatch.setattr(tempfile, "gettempdir", lambda: "/tmp")
    assert app_server._kernel_sockets_fit() is (os.name == "posix")
    monkeypatch.setattr(tempfile, "gettempdir",
                        lambda: "/var/folders/zz/zyxvpxvq6csfxvn_n0000000000000/T")
    assert app_server._kernel_sockets_fit() is False
