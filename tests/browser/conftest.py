"""Fixtures for the browser tests (Voilà + Chromium through Playwright). See tools/browser.py.

Fixtures
--------
chromium_executable  (session) path of Chromium; skips the test when there is none
browser              (session) a Playwright Browser (headless Chromium), for tests that need a
                     context of their own (touch input, several pages at once, a static site)
voila                (session) ``voila(notebook, *, extra_args=(), env=None, module="voila")`` ->
                     VoilaServer, started once per (notebook, args, env, module) and stopped at
                     the end of the session (``module="ttrwidgets.classroom"``: the app's server)
app_server           (session) VoilaServer for notebooks/app.ipynb
warm_profile         (session) a tools.browser.WarmProfile that has loaded the app once:
                     ``warm_profile.new_context(**args)`` is a browser of its own for one
                     visitor, with the app's files and compiled code already in its caches
visitor_tabs         (session) the worker's browser on a copy of that profile, which lends each
                     test a new tab as a new visitor (``tools.browser.VisitorTabs``)
page                 (function) a WidgetPage in a new tab of that browser, not yet opened:
                     call ``page.open(server)``. ``page.context`` refuses changes that
                     would reach later tests (init scripts, routes: use ``page.pw``'s own).
                     ``sized_page`` (indirect parameter ``(width, height)``) is the same with
                     that window size. At teardown it fails the test on
                     "Failed to load model class", error-level console messages, page errors
                     and kernel tracebacks, unless the test is marked ``browser_errors_ok``.

Every test here is marked ``browser``: ``pytest -m "not browser"`` leaves them out.
When a test fails, the report gets the browser console, the Voilà/kernel log since the page was
opened, and the path of a screenshot and of the page's HTML.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from ttrwidgets.app_server import POOL_LOCAL, notebook_path, server_args
from tools.browser import VoilaServer, WidgetPage, chromium_executable as _find_chromium


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives the Voilà app in Chromium (Playwright)")
    config.addinivalue_line("markers", "browser_errors_ok: do not fail at teardown on browser "
                                       "console errors or kernel tracebacks")


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def chromium_executable():
    pytest.importorskip("playwright", reason="playwright is not installed (pip install -e '.[test]')")
    exe = _find_chromium()
    if not exe:
        where = os.environ.get("TTR_CHROMIUM") or "/usr/bin/chromium"
        pytest.skip(f"no Chromium at {where} (make test installs it; or set TTR_CHROMIUM)")
    return exe


@pytest.fixture(scope="session")
def playwright_driver(chromium_executable):
    from playwright.sync_api import sync_playwright

    pw = sync_playwright().start()
    yield pw
    pw.stop()


@pytest.fixture(scope="session")
def browser(playwright_driver, chromium_executable):
    from tools.browser import CHROMIUM_ARGS

    b = playwright_driver.chromium.launch(executable_path=chromium_executable, args=CHROMIUM_ARGS)
    yield b
    b.close()


@pytest.fixture(scope="session")
def voila(tmp_path_factory):
    servers: dict = {}
    log_dir = tmp_path_factory.mktemp("voila-logs")

    def start(notebook, *, extra_args=(), env=None, timeout: float = 90.0,
              module: str = "voila") -> VoilaServer:
        key = (str(Path(notebook).resolve()), tuple(extra_args), tuple(sorted((env or {}).items())),
               module)
        server = servers.get(key)
        if server is None or server.process.poll() is not None:
            server = VoilaServer.start(notebook, extra_args=extra_args, env=env, timeout=timeout,
                                       log_dir=log_dir, module=module)
            servers[key] = server
        return server

    yield start
    for server in servers.values():
        server.stop()


@pytest.fixture(scope="session")
def app_server(voila):
    """The app as ``python -m ttrwidgets app`` serves it: Voilà behind ttrwidgets' guard, with
    its template (nothing fetched from outside) and settings."""
    return voila(notebook_path(), extra_args=server_args(POOL_LOCAL),
                 module="ttrwidgets.classroom")


@pytest.fixture(scope="session")
def warm_profile(playwright_driver, chromium_executable, app_server, tmp_path_factory):
    """Each test's browser starts from a copy of this profile (see ``WarmProfile``): a new
    visitor whose browser has loaded the app once, which halves Chromium's work per page load.
    Tests of other servers gain little (the caches are per origin) but lose nothing."""
    from tools.browser import WarmProfile

    profile = WarmProfile(playwright_driver, chromium_executable,
                          tmp_path_factory.mktemp("chromium") / "profile")
    profile.warm(app_server)
    return profile


@pytest.fixture(scope="session")
def visitor_tabs(warm_profile):
    """The worker's browser for ``page`` and ``sized_page``: each test a new tab, as a new
    visitor, in one browser on a copy of the warm profile (see ``VisitorTabs``)."""
    from tools.browser import VisitorTabs

    tabs = VisitorTabs(warm_profile, viewport={"width": 1280, "height": 900},
                       accept_downloads=True)
    yield tabs
    tabs.close()


def _page(request, context, viewport):
    wp = WidgetPage(context, viewport=viewport)
    request.node._ttr_page = wp
    yield wp
    try:
        failed = any(getattr(request.node, f"_ttr_rep_{w}", None) is not None
                     and getattr(request.node, f"_ttr_rep_{w}").failed for w in ("setup", "call"))
        if not failed and wp.server is not None and not request.node.get_closest_marker("browser_errors_ok"):
            wp.assert_no_widget_errors()
    finally:
        wp.close()


@pytest.fixture
def page(request, visitor_tabs):
    yield from _page(request, visitor_tabs.lend(), (1280, 900))


@pytest.fixture
def sized_page(request, visitor_tabs):
    """``page`` with the window size ``request.param`` = (width, height)."""
    yield from _page(request, visitor_tabs.lend(), tuple(request.param))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"_ttr_rep_{rep.when}", rep)
    wp = getattr(item, "_ttr_page", None)
    if wp is None or not rep.failed:
        return
    rep.sections.append(("browser console", wp.diagnostics()))
    if wp.server is not None:
        rep.sections.append((f"voila + kernel log since the page opened ({wp.server.log_path})",
                             wp.server_log()[-20000:] or "(empty)"))
    if rep.when == "call":
        try:
            out = item.config._tmp_path_factory.mktemp("browser-failure")
            wp.pw.screenshot(path=str(out / "page.png"), full_page=True)
            (out / "page.html").write_text(wp.pw.content())
            rep.sections.append(("browser snapshot", f"{out}/page.png and page.html"))
        except Exception as exc:  # the page may be gone
            rep.sections.append(("browser snapshot", f"not taken: {exc}"))
