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
