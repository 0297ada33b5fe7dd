"""Proves the browser harness on a tiny throwaway notebook (not the app).

Run: .venv/bin/python -m pytest -q tests/browser -s   (-s shows the measured times)
"""
from __future__ import annotations

import statistics
import time

import nbformat
import pytest

GOOD = r'''
import ipywidgets as W
from ipycanvas import MultiCanvas

canvas = MultiCanvas(2, width=400, height=200, layout=W.Layout(width="50%"))
canvas.add_class("h-canvas")
count = W.Label("clicks: 0"); count.add_class("h-count")
coords = W.Label("no click yet"); coords.add_class("h-coords")
button = W.Button(description="Click me"); button.add_class("h-button")
clicks = 0

def draw():
    # Anything drawn before the browser connects is lost in Voila: draw when the client is ready.
    canvas[0].fill_style = "#2a6"
    canvas[0].fill_rect(0, 0, 400, 200)
    canvas[1].fill_style = "#fff"
    canvas[1].fill_circle(100, 50, 10)

def on_click(_):
    global clicks
    clicks += 1
    count.value = f"clicks: {clicks}"

def on_down(x, y):
    coords.value = f"{x:.2f},{y:.2f}"

canvas.on_client_ready(draw)
canvas.on_mouse_down(on_down)
button.on_click(on_click)
display(W.VBox([canvas, button, count, coords]))
'''

BAD = r'''
import ipywidgets as W
from traitlets import Unicode

class Missing(W.DOMWidget):
    _model_name = Unicode("MissingModel").tag(sync=True)
    _model_module = Unicode("ttr-no-such-module").tag(sync=True)
    _model_module_version = Unicode("^1.0.0").tag(sync=True)
    _view_name = Unicode("MissingView").tag(sync=True)
    _view_module = Unicode("ttr-no-such-module").tag(sync=True)
    _view_module_version = Unicode("^1.0.0").tag(sync=True)

boom = W.Button(description="Boom"); boom.add_class("h-boom")
def explode(_):
    raise ValueError("harness-boom")
boom.on_click(explode)
ok = W.Label("still here"); ok.add_class("h-ok")
display(W.VBox([boom, ok]))
display(Missing())
'''

RAISES = r'''
import ipywidgets as W
shown = W.Label("shown before the error"); shown.add_class("h-shown")
display(shown)
raise RuntimeError("harness-cell-error")
'''


def write_notebook(path, source):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source)]
    nbformat.write(nb, str(path))
    return path


@pytest.fixture(scope="module")
def tiny(voila, tmp_path_factory):
    nb = write_notebook(tmp_path_factory.mktemp("tiny") / "tiny.ipynb", GOOD)
    return voila(nb)


@pytest.fixture(scope="module")
def broken(voila, tmp_path_factory):
    nb = write_notebook(tmp_path_factory.mktemp("broken") / "broken.ipynb", BAD)
    return voila(nb)


@pytest.fixture(scope="module")
def raises(voila, tmp_path_factory):
    nb = write_notebook(tmp_path_factory.mktemp("raises") / "raises.ipynb", RAISES)
    return voila(nb)


def test_page_loads_without_widget_errors(tiny, page):
    seconds = page.open(tiny, wait_for="h-count")
    print(f"\n[timing] Voila start until HTTP answers: {tiny.startup_seconds:.2f}s; "
          f"first page load until widgets show: {seconds:.2f}s; "
          f"cold start total: {tiny.startup_seconds + seconds:.2f}s")
    page.wait_for_widgets("h-canvas")
    assert page.widget_breakage() == []
    page.assert_no_widget_errors()
    assert page.text_of("h-count") == "clicks: 0"


def test_canvas_is_drawn(tiny, page):
    seconds = page.open(tiny, wait_for="h-canvas")
    waited = page.wait_for_canvas_drawn("h-canvas", timeout=20)
    print(f"\n[timing] warm page load: {seconds:.2f}s; canvas drawn {waited:.2f}s later")
    assert page.canvas_not_blank("h-canvas")
    r, g, b, a = page.canvas_pixel("h-canvas", 100, 50)       # the white dot on layer 1
    assert (r, g, b, a) == (255, 255, 255, 255)


def test_button_updates_label(tiny, page):
    page.open(tiny, wait_for="h-button")
    times = []
    for n in range(1, 6):
        t0 = time.perf_counter()
        page.click("h-button")
        page.wait_for_text("h-count", f"clicks: {n}", timeout=10)
        times.append(time.perf_counter() - t0)
    print(f"\n[timing] button click -> label: first {times[0] * 1000:.0f} ms, "
          f"median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms")


@pytest.mark.parametrize("x, y", [(100, 50), (350, 180), (1, 1)])
def test_canvas_click_reports_canvas_pixels_when_css_scaled(tiny, page, x, y):
    page.open(tiny, wait_for="h-canvas")
    page.wait_for_canvas_drawn("h-canvas", timeout=20)
    box = page.pw.locator(".h-canvas").bounding_box()
    assert abs(box["width"] - 400) > 50, f"the canvas should be CSS-scaled, box is {box}"
    t0 = time.perf_counter()
    page.click_canvas("h-canvas", x, y)
    text = page.wait_for_text("h-coords", matches=r"^-?[\d.]+,-?[\d.]+$", timeout=10)
    dt = time.perf_counter() - t0
    gx, gy = map(float, text.split(","))
    print(f"\n[timing] canvas click ({x}, {y}) -> label {text!r}: {dt * 1000:.0f} ms "
          f"(CSS scale {box['width'] / 400:.3f})")
    assert abs(gx - x) <= 1 and abs(gy - y) <= 1, (text, (x, y))


# -- the harness catches what it must catch -----------------------------------------------------

@pytest.mark.browser_errors_ok
def test_harness_detects_missing_model_class_and_callback_errors(broken, page):
    # By default, waiting for widgets fails as soon as a model cannot be loaded.
    with pytest.raises(AssertionError, match="widgets failed to load"):
        page.open(broken, wait_for="h-never-there", timeout=30)
    page.open(broken, wait_for="h-ok", fail_on_breakage=False)
    broken_models = page.wait_until(page.widget_breakage, message="a broken-model report")
    assert any("Failed to load model class" in e.text for e in broken_models), page.diagnostics()
    page.click("h-boom")
    page.wait_until(page.kernel_errors, message="the callback's ValueError")
    assert any("ValueError: harness-boom (during comm_msg)" in e for e in page.kernel_errors())
    with pytest.raises(AssertionError, match="Failed to load model class") as err:
        page.assert_no_widget_errors()
    assert "harness-boom" in str(err.value)
    print("\n[harness] what assert_no_widget_errors reports:\n" + str(err.value)[:1500])


@pytest.mark.browser_errors_ok
def test_harness_reports_a_cell_that_raises(raises, page):
    page.open(raises, wait_for="h-shown")
    page.wait_for_widgets(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']",
                          timeout=10)
    assert any("RuntimeError: harness-cell-error" in e for e in page.notebook_errors())
    with pytest.raises(AssertionError, match="harness-cell-error"):
        page.assert_no_widget_errors()


def test_a_request_off_the_machine_fails_and_is_listed(tiny, page):
    """Only 127.0.0.1 answers: a page asking another host gets no answer, and the harness
    lists the request (tests assert ``page.blocked == []``)."""
    page.open(tiny, wait_for="h-count")
    before = list(page.blocked)       # plain Voilà's page asks a CDN for Font Awesome
    got = page.pw.evaluate("""() => fetch('https://example.org/ttr-probe.js')
        .then(r => 'answered ' + r.status, e => 'failed: ' + e.message)""")
    assert got.startswith("failed"), got
    assert page.blocked == before + ["https://example.org/ttr-probe.js"]
    # an address given as a number asks no name server, and fails all the same
    got = page.pw.evaluate("""() => fetch('http://192.0.2.7:8080/ttr-probe.js')
        .then(r => 'answered ' + r.status, e => 'failed: ' + e.message)""")
    assert got.startswith("failed"), got
    assert page.blocked[-1] == "http://192.0.2.7:8080/ttr-probe.js"
    page.console.clear()              # the failed load is the point of this test



def _storage(page) -> dict:
    return page.evaluate("""() => ({local: Object.keys(localStorage),
                                    session: Object.keys(sessionStorage),
                                    cookies: document.cookie.split('; ')
                                             .filter(c => c.startsWith('ttr-visit='))})""")


def _leave_traces(page) -> None:
    page.evaluate("""() => { localStorage.setItem('ttr-kept', '1');
                             sessionStorage.setItem('ttr-kept', '1');
                             document.cookie = 'ttr-visit=1; path=/'; }""")
    assert _storage(page) == {"local": ["ttr-kept"], "session": ["ttr-kept"],
                              "cookies": ["ttr-visit=1"]}


NOTHING_LEFT = {"local": [], "session": [], "cookies": []}


@pytest.fixture(scope="module")
def plain_site(tmp_path_factory):
    """A plain page on 127.0.0.1 (no kernel: what is tested here is the browser)."""
    import functools
    import http.server
    import threading

    root = tmp_path_factory.mktemp("plain")
    (root / "index.html").write_text("<!doctype html><title>plain</title><p>plain page</p>")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root))
    handler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


def test_each_test_gets_a_new_tab_as_a_new_visitor_in_one_browser(plain_site, warm_profile):
    """``page`` lends each test a tab of the worker's browser (``VisitorTabs``): what one test's
    visit stored (local and session storage, cookies) is gone for the next, in the same browser;
    a visit the harness cannot clean up for sure (a second origin, a page closed by the test)
    gets the next test a new browser; a change to the whole context is refused."""
    from tools.browser import VisitorTabs

    other = plain_site.replace("127.0.0.1", "localhost")   # the same server, another origin
    tabs = VisitorTabs(warm_profile)

    def visit(url=plain_site):
        lent = tabs.lend()
        tab = lent.new_page()
        tab.goto(url)
        return lent, tab

    try:
        lent, tab = visit()
        _leave_traces(tab)
        lent.close()
        assert tab.is_closed()
        lent, tab = visit()
        assert _storage(tab) == NOTHING_LEFT
        assert tabs.launches == 1, "a new browser for a visit that was cleaned up"
        # a second origin: the first one's storage is out of the page's reach when it is given
        # back, so the browser goes and the next visit starts from a new copy of the profile
        _leave_traces(tab)
        tab.goto(other)
        _leave_traces(tab)
        lent.close()
        lent, tab = visit()
        assert tabs.launches == 2
        assert _storage(tab) == NOTHING_LEFT
        lent.close()
        lent, tab = visit(other)
        assert tabs.launches == 2
        assert _storage(tab) == NOTHING_LEFT
        # a page the test closed itself is not cleaned up either: a new browser again
        _leave_traces(tab)
        tab.close()
        lent.close()
        lent, tab = visit()
        assert tabs.launches == 3
        assert _storage(tab) == NOTHING_LEFT
        # a visit never given back (its test failed before it had a page): the browser goes
        lent.close()
        tabs.lend()
        lent, tab = visit()
        assert tabs.launches == 4
        assert _storage(tab) == NOTHING_LEFT
        # changes that would stay with the browser are refused, with the call to use instead
        with pytest.raises(AttributeError, match=r"page\.pw\.add_init_script"):
            lent.add_init_script("window.ttrSlow = true")
        with pytest.raises(AttributeError, match=r"page\.pw\.route"):
            lent.route("**/*", lambda route: route.abort())
        lent.close()
    finally:
        tabs.close()
