"""FilePicker and KeyListener without a browser: the browser's custom messages are delivered the
way ipywidgets delivers them (``Widget._handle_msg`` with a comm message whose data is
``{"method": "custom", "content": ...}`` and whose buffers are memoryviews), then we check what
the Python callbacks received. The browser side is tested in tests/browser/test_web_widgets.py."""
import logging

import pytest

pytest.importorskip("anywidget")

from ttrwidgets.widgets.web import FilePicker, KeyListener, format_size  # noqa: E402


def deliver(widget, content, buffers=()):
    """A custom message from the browser, as the kernel's comm hands it to the widget."""
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}},
                        "buffers": [memoryview(b) for b in buffers]})


def picked(widget, name, data: bytes):
    deliver(widget, {"event": "file", "name": name, "size": len(data)}, [data])


@pytest.fixture
def picker():
    p = FilePicker(label="Spiel laden", max_bytes=1000, locale="de",
                   too_large_text="{name} ist zu groß ({size}); höchstens {limit}.")
    yield p
    p.close()


@pytest.fixture
def keys():
    k = KeyListener()
    yield k
    k.close()


# ------------------------------------------------------------------------------ FilePicker

def test_a_picked_file_reaches_every_on_file_callback_as_bytes(picker):
    got = []
    picker.on_file(lambda name, data: got.append(("first", name, data)))
    picker.on_file(lambda name, data: got.append(("second", name, data)))
    data = '{"seat": "Jürgen"}\n\x00'.encode()
    picked(picker, "game.json", data)
    assert got == [("first", "game.json", data), ("second", "game.json", data)]
    assert type(got[0][2]) is bytes


def test_a_file_of_exactly_max_bytes_is_accepted(picker):
    got = []
    picker.on_file(lambda name, data: got.append(len(data)))
    picked(picker, "edge.json", b"x" * 1000)
    assert got == [1000]


def test_too_large_event_calls_on_too_large_not_on_file(picker):
    files, refused = [], []
    picker.on_file(lambda *a: files.append(a))
    picker.on_too_large(lambda name, size: refused.append((name, size)))
    deliver(picker, {"event": "too_large", "name": "huge.json", "size": 1500})
    assert refused == [("huge.json", 1500)] and files == []
    # The message Python can show is the one the browser shows (same template, same sizes).
    assert picker.too_large_message("huge.json", 1500) == "huge.json ist zu groß (1,5 kB); höchstens 1,0 kB."


def test_a_file_larger_than_a_lowered_limit_is_refused_in_python_too(picker):
    files, refused = [], []
    picker.on_file(lambda *a: files.append(a))
    picker.on_too_large(lambda name, size: refused.append((name, size)))
    picked(picker, "a.json", b"x" * 900)         # sent while max_bytes was 1000 ...
    picker.max_bytes = 500                       # ... and the limit went down meanwhile
    picked(picker, "b.json", b"x" * 900)
    assert [f[0] for f in files] == ["a.json"] and refused == [("b.json", 900)]


def test_removed_callbacks_are_not_called(picker):
    got = []

    def on_file(name, data):
        got.append(name)
    picker.on_file(on_file)
    picker.on_file(on_file)                      # registered once, like ipywidgets' on_click
    picked(picker, "a.json", b"{}")
    picker.on_file(on_file, remove=True)
    picked(picker, "b.json", b"{}")
    assert got == ["a.json"]


def test_callback_exceptions_go_to_on_error_and_the_other_callbacks_still_run(picker):
    got, errors = [], []

    def broken(name, data):
        raise ValueError("bad file")
    picker.on_file(broken)
    picker.on_file(lambda name, data: got.append(name))
    picker.on_error(errors.append)
    picked(picker, "a.json", b"{}")
    assert got == ["a.json"]
    assert [(type(e), str(e)) for e in errors] == [(ValueError, "bad file")]


def test_malformed_messages_go_to_on_error(picker):
    errors = []
    picker.on_error(errors.append)
    deliver(picker, {"event": "file", "name": "a.json", "size": 2})                  # no buffer
    deliver(picker, {"event": "file", "name": "a.json", "size": 5}, [b"{}"])       # truncated
    deliver(picker, {"event": "read_error", "name": "a.json", "error": "NotReadableError"})
    deliver(picker, {"event": "what"})
    assert [type(e) for e in errors] == [ValueError, ValueError, OSError, ValueError]
    assert "0 buffers" in str(errors[0]) and "2 of 5 bytes" in str(errors[1])
    assert "NotReadableError" in str(errors[2])


def test_without_on_error_the_exception_is_not_swallowed(picker, caplog):
    def broken(name, data):
        raise ValueError("bad file")
    picker.on_file(broken)
    # Raised to ipywidgets' dispatcher (which prints it in a kernel, or logs it here) ...
    with pytest.raises(ValueError, match="bad file"):
        picker._handle_frontend_msg(picker, {"event": "file", "name": "a.json", "size": 2}, [b"{}"])
    with caplog.at_level(logging.WARNING):
        picked(picker, "a.json", b"{}")
    assert "bad file" in caplog.text


def test_anywidget_protocol_messages_are_left_to_anywidget(picker):
    errors = []
    picker.on_error(errors.append)
    deliver(picker, {"kind": "anywidget-command", "id": "1", "name": "x", "msg": {}})
    assert errors == []


def test_picker_traits_and_state():
    p = FilePicker()
    try:
        assert (p.label, p.max_bytes, p.accept, p.locale, p.disabled) == (
            "Load file", 5_000_000, ".json", "en", False)
        assert p.too_large_message("big.json", 10_485_760) == \
            "big.json is too large (10.5 MB); the limit is 5.0 MB."
        state = p.get_state()
        assert {"label", "max_bytes", "too_large_text", "locale", "accept", "disabled"} <= set(state)
        assert "value" not in state and "data" not in state     # no file content in any trait
        assert "https://" not in state["_esm"] and "http://" not in state["_esm"]
        with pytest.raises(Exception):
            p.max_bytes = -1
    finally:
        p.close()


@pytest.mark.parametrize("n, en, de", [
    (0, "0 B", "0 B"), (999, "999 B", "999 B"), (1000, "1.0 kB", "1,0 kB"),
    (1049, "1.0 kB", "1,0 kB"), (1050, "1.1 kB", "1,1 kB"), (1250, "1.3 kB", "1,3 kB"),
    (999_949, "999.9 kB", "999,9 kB"), (999_950, "1.0 MB", "1,0 MB"),
    (5_000_000, "5.0 MB", "5,0 MB"), (10_485_760, "10.5 MB", "10,5 MB"),
])
def test_format_size(n, en, de):
    assert format_size(n) == format_size(n, "en-GB") == en
    assert format_size(n, "de") == format_size(n, "de-DE") == de


def test_template_keeps_other_braces():
    p = FilePicker(too_large_text="{name} {x} {size}")
    try:
        assert p.too_large_message("a", 1) == "a {x} 1 B"
    finally:
        p.close()


# ----------------------------------------------------------------------------- KeyListener

def test_keys_reach_on_key(keys):
    got = []
    keys.on_key(got.append)
    deliver(keys, {"event": "key", "key": "Enter"})
    deliver(keys, {"event": "key", "key": "Escape"})
    assert got == ["Enter", "Escape"]


def test_keys_not_listened_for_are_dropped(keys):
    got = []
    keys.on_key(got.append)
    keys.listen_for = ["Escape"]
    deliver(keys, {"event": "key", "key": "Enter"})
    deliver(keys, {"event": "key", "key": "Escape"})
    assert got == ["Escape"]


def test_key_callback_errors_go_to_on_error(keys):
    errors, got = [], []
    keys.on_key(lambda key: 1 / 0)
    keys.on_key(got.append)
    keys.on_error(errors.append)
    deliver(keys, {"event": "key", "key": "Enter"})
    deliver(keys, {"event": "click"})
    assert got == ["Enter"]
    assert [type(e) for e in errors] == [ZeroDivisionError, ValueError]


def test_each_listener_has_its_own_instance_id(keys):
    other = KeyListener()
    try:
        assert keys._instance and other._instance and keys._instance != other._instance
        assert keys.get_state()["_instance"] == keys._instance
    finally:
        other.close()


# ------------------------------------------------------------------------------ the watchdog
# anywidget's front end gives a model up when its ESM takes over 2 s to load; such a model
# still sends, but never receives. Each view says "hello"; the kernel pings; a working model
# answers "alive". Without an answer the widget is renewed (tests/browser/test_busy_page_load.py
# shows it in Chromium).

import asyncio  # noqa: E402
from concurrent.futures import ThreadPoolExecutor  # noqa: E402

import ipywidgets as W  # noqa: E402
from ipywidgets.widgets.widget import _instances  # noqa: E402

from ttrwidgets.widgets.lab import PngButton  # noqa: E402
from ttrwidgets.widgets.web import BrowserStore, LinkListener, _WebWidget  # noqa: E402

WAIT = 0.05


@pytest.fixture
def quick(monkeypatch):
    """Short timeouts, and one renewal only (a renewed model is watched again; here the
    browser never answers, so the next check just says it gives up)."""
    monkeypatch.setattr(_WebWidget, "ALIVE_TIMEOUT", WAIT)
    monkeypatch.setattr(_WebWidget, "PING_INTERVAL", WAIT / 5)
    monkeypatch.setattr(_WebWidget, "MAX_RENEWALS", 1)
    # A hello watches every web widget of the process. Those other tests left open (whole
    # apps) count as answered here, or each would be renewed too, each renewal looking
    # through thousands of widgets for its boxes: seconds of work that is not this test's.
    for widget in list(_instances.values()):
        if isinstance(widget, _WebWidget) and not widget.alive:
            monkeypatch.setattr(widget, "alive", True)


def sent(widget) -> list:
    """Record what the kernel sends to the widget's browser side (custom messages, states)."""
    out = []
    widget._send = lambda msg, buffers=None: out.append(msg)
    return out


def run(*steps, until=None, wait: float = 6 * WAIT) -> None:
    """Do ``steps`` on an event loop (as the kernel's loop runs the handlers), then let the
    loop run until ``until()`` holds (checked between the loop's callbacks), or for ``wait``
    seconds where a test checks that nothing happens. The loop is a fresh one in a thread of
    its own: other tests (Playwright's) may leave a loop running in this thread.

    Tests wait on the watchdog's state, not on time: a hello watches *every* web widget of
    the process, including those other tests left open, and each renewal looks through all
    widgets for the boxes that hold it, so how long the watchdog takes depends on what ran
    before in this worker (a fixed wait was once too short under load)."""
    async def main():
        for step in steps:
            step()
        if until is None:
            await asyncio.sleep(wait)
            return
        loop = asyncio.get_running_loop()
        give_up = loop.time() + 120
        while not until():
            assert loop.time() < give_up, "the watchdog did not settle within 120 s"
            await asyncio.sleep(WAIT / 5)
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result()


def settled(*widgets):
    """The watchdog is done with ``widgets``: each answered or was given up on."""
    return lambda: not any(w.watching for w in widgets)


def test_a_hello_gets_a_ping_and_an_answered_ping_keeps_the_model(quick, keys):
    out = sent(keys)
    old = keys.model_id
    run(lambda: deliver(keys, {"event": "hello"}), lambda: deliver(keys, {"event": "alive"}),
        until=settled(keys))
    assert out == [{"method": "custom", "content": {"event": "ping"}}]   # no more pings
    assert keys.alive and keys.model_id == old and keys.renewals == 0


def test_the_first_hello_has_every_such_widget_pinged_shown_or_not(quick, keys):
    """The puzzles page's picker is not shown at first: its model is checked all the same
    (its ESM's initialize answers pings without a view)."""
    hidden = FilePicker()
    out = sent(hidden)
    old = hidden.model_id
    run(lambda: deliver(keys, {"event": "hello"}), until=settled(keys, hidden))
    assert {"method": "custom", "content": {"event": "ping"}} in out
    assert hidden.renewals == 1 and hidden.model_id != old
    hidden.close()


def test_a_model_that_never_answers_is_renewed_in_place_with_its_callbacks(quick, keys,
                                                                           capsys):
    got = []
    keys.on_key(got.append)
    before, after = W.HTML("before"), W.HTML("after")
    box = W.VBox([before, keys, after])
    box_sent = sent(box)
    old_id, old_instance = keys.model_id, keys._instance
    run(lambda: deliver(keys, {"event": "hello"}), until=settled(keys))
    assert keys.renewals == 1 and not keys.alive
    assert keys.model_id != old_id                       # a new model in the browser ...
    assert old_id not in _instances and _instances[keys.model_id] is keys
    assert keys._instance != old_instance                 # ... with its own listener
    assert box.children == (before, keys, after)          # ... in the same place
    assert box_sent[-1]["state"]["children"] == [
        f"IPY_MODEL_{w.model_id}" for w in (before, keys, after)]
    deliver(keys, {"event": "key", "key": "Escape"})      # the callbacks stayed
    assert got == ["Escape"]
    err = capsys.readouterr().err
    assert f"renewed KeyListener {old_id} as {keys.model_id}" in err
    assert "after 1 renewals; not renewed again" in err      # watched again, still silent
    box.close()
    before.close()
    after.close()


def test_no_hello_no_renewal(quick, keys):
    """A widget not shown yet (the puzzles page's picker) is left alone until it renders."""
    old = keys.model_id
    run(lambda: None)
    assert keys.model_id == old and keys.renewals == 0


def test_renewals_are_bounded_and_a_renewed_model_that_answers_is_kept(quick, monkeypatch,
                                                                      capsys):
    monkeypatch.setattr(_WebWidget, "MAX_RENEWALS", 2)
    links = LinkListener()
    run(lambda: deliver(links, {"event": "hello"}), until=settled(links))   # never an answer
    assert links.renewals == 2
    assert "after 2 renewals; not renewed again" in capsys.readouterr().err
    links.close()
    monkeypatch.setattr(_WebWidget, "MAX_RENEWALS", 3)
    store = BrowserStore()
    ids = []

    def answer_once_renewed(msg, buffers=None):
        if msg.get("content") == {"event": "ping"} and store.renewals:
            ids.append(store.model_id)
            deliver(store, {"event": "alive"})
    store._send = answer_once_renewed
    run(lambda: deliver(store, {"event": "hello"}), until=settled(store))
    assert store.renewals == 1 and store.alive and set(ids) == {store.model_id}
    store.close()


def test_a_renewed_store_keeps_what_python_read_and_may_save_at_once(quick):
    store = BrowserStore(key="k")
    loaded = []
    store.on_load(loaded.append)
    # the given-up model still sent what the browser kept; ready=True never reached it
    run(lambda: deliver(store, {"event": "hello"}),
        lambda: deliver(store, {"event": "loaded", "value": '{"a": 1}'}),
        lambda: setattr(store, "value", '{"a": 2}'), until=settled(store))
    assert store.renewals == 1 and loaded == ['{"a": 1}']
    # the new model starts with the value and ready=True (its render saves the value)
    state = store.get_state()
    assert state["ready"] is True and state["value"] == '{"a": 2}'
    deliver(store, {"event": "loaded", "value": '{"a": 1}'})   # its view's "loaded": read once
    assert loaded == ['{"a": 1}'] and store.value == '{"a": 2}'
    store.close()


def test_the_png_button_is_watched_too(quick):
    b = PngButton(label="PNG")
    old = b.model_id
    run(lambda: deliver(b, {"event": "hello"}), until=settled(b))
    assert b.renewals == 1 and b.model_id != old and b.label == "PNG"
    b.close()
