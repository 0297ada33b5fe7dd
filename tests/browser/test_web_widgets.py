"""FilePicker and KeyListener (ttrwidgets/widgets/web.py, anywidget) in Voilà + Chromium, on a
tiny notebook of their own: files chosen through the real file dialog, keys pressed on the
keyboard. What Python received is read from HTML widgets the notebook's callbacks update.

Run: .venv/bin/python -m pytest -q tests/browser/test_web_widgets.py
"""
from __future__ import annotations

import hashlib
import json

import nbformat
import pytest

from ttrwidgets.widgets.web import format_size

#: How long an answer from the kernel may take to show (seconds).
ANSWER = 15

NOTEBOOK = r'''
import hashlib
import ipywidgets as W
from ttrwidgets.widgets.web import FilePicker, KeyListener

small = FilePicker(label="Load a game", max_bytes=1000,
                   too_large_text="{name} ist zu groß ({size}); höchstens {limit}.", locale="de")
small.add_class("t-small")
big = FilePicker(label="Load a big game")          # the default max_bytes
big.add_class("t-big")
files = W.HTML("files: 0"); files.add_class("t-files")
last = W.HTML(""); last.add_class("t-last")
refused = W.HTML(""); refused.add_class("t-refused")
keys_seen = W.HTML(""); keys_seen.add_class("t-keys")
errors = W.HTML(""); errors.add_class("t-errors")
field = W.Text(placeholder="type here"); field.add_class("t-field")
pressed = W.HTML("pressed: 0"); pressed.add_class("t-pressed")
button = W.Button(description="Press"); button.add_class("t-button")
boom = W.Button(description="Boom key"); boom.add_class("t-boom")

count = 0
def got(name, data):
    global count
    count += 1
    files.value = f"files: {count}"
    last.value = f"{name} {len(data)} {hashlib.sha256(data).hexdigest()}"
for p in (small, big):
    p.on_file(got)
    p.on_too_large(lambda name, size, p=p: setattr(refused, "value", p.too_large_message(name, size)))

keys = KeyListener()
keys.on_key(lambda key: setattr(keys_seen, "value", (keys_seen.value + " " + key).strip()))
def fail(key):
    if key == "Escape" and boom.description == "armed":
        raise RuntimeError("key-callback-boom")
keys.on_key(fail)
keys.on_error(lambda exc: setattr(errors, "value", f"{type(exc).__name__}: {exc}"))
boom.on_click(lambda _: setattr(boom, "description", "armed"))

presses = 0
def on_press(_):
    global presses
    presses += 1
    pressed.value = f"pressed: {presses}"
button.on_click(on_press)

# The listener is shown twice; each key must still reach Python once.
holder_a = W.Box([keys]); holder_a.add_class("t-holder-a")
holder_b = W.Box([keys]); holder_b.add_class("t-holder-b")
remove = W.Button(description="Remove listener"); remove.add_class("t-remove")
def on_remove(_):
    holder_a.children = ()
    holder_b.children = ()
    remove.description = "removed"
remove.on_click(on_remove)

display(W.VBox([small, big, files, last, refused, keys_seen, errors, field, button, pressed,
                boom, remove, holder_a, holder_b]))
'''


@pytest.fixture(scope="module")
def server(voila, tmp_path_factory):
    folder = tmp_path_factory.mktemp("web-widgets")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(NOTEBOOK)]
    nbformat.write(nb, str(folder / "web_widgets.ipynb"))
    return voila(folder / "web_widgets.ipynb")


def pick(page, widget: str, path) -> None:
    """Click the picker's button and choose ``path`` in the file dialog, as a user does."""
    page.choose_file(lambda: page.click(f"{widget} .ttr-filepicker-button"), path)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_picker_sends_exact_bytes_and_refuses_large_files(server, page, tmp_path):
    page.open(server, wait_for=".t-small .ttr-filepicker-button")

    # What the button looks like: its label, no tooltip (no "null"), no counter.
    assert page.text_of(".t-small") == "Load a game"
    assert page.pw.locator(".t-small [title]").count() == 0
    assert page.pw.locator(".t-small").get_attribute("title") is None
    assert page.pw.get_by_label("Load a game").get_attribute("type") == "file"
    assert page.pw.get_by_label("Load a game").get_attribute("accept") == ".json"

    # A small file: Python gets exactly its bytes (non-ASCII and a NUL byte included).
    data = json.dumps({"game": "europe", "seat": "Jürgen"}, ensure_ascii=False).encode() + b"\n\x00"
    path = tmp_path / "game.json"
    path.write_bytes(data)
    pick(page, ".t-small", path)
    page.wait_for_text("t-files", "files: 1", timeout=ANSWER)
    assert page.text_of("t-last") == f"game.json {len(data)} {digest(data)}"

    # The same file again is sent again (the input was reset).
    pick(page, ".t-small", path)
    page.wait_for_text("t-files", "files: 2", timeout=ANSWER)

    # Over max_bytes (1000): refused in the browser with the German text, nothing is sent,
    # and Python's on_too_large callback gets the name and size.
    large = tmp_path / "huge.json"
    large.write_bytes(b"[" + b"0," * 749 + b"0]")          # 1500 bytes
    pick(page, ".t-small", large)
    expected = "huge.json ist zu groß (1,5 kB); höchstens 1,0 kB."
    assert page.wait_for_text(".t-small .ttr-filepicker-message", expected, timeout=ANSWER)
    page.wait_for_text("t-refused", expected, timeout=ANSWER)
    assert page.text_of("t-files") == "files: 2"

    # A good pick clears the message again.
    pick(page, ".t-small", path)
    page.wait_for_text("t-files", "files: 3", timeout=ANSWER)
    assert not page.pw.locator(".t-small .ttr-filepicker-message").is_visible()


def test_default_limit_sends_big_files_and_refuses_ones_the_server_would_drop(server, page, tmp_path):
    page.open(server, wait_for=".t-big .ttr-filepicker-button")
    # Just under the default limit (5 MB): arrives whole over the kernel's websocket.
    data = json.dumps({"filler": "x" * (4_999_000 - 14)}).encode()
    assert 4_990_000 < len(data) <= 5_000_000
    path = tmp_path / "big.json"
    path.write_bytes(data)
    pick(page, ".t-big", path)
    page.wait_for_text("t-files", "files: 1", timeout=60)
    assert page.text_of("t-last") == f"big.json {len(data)} {digest(data)}"

    # 10.5 MB (the size whose upload used to vanish): refused with the English default text.
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(10_485_760)
    pick(page, ".t-big", huge)
    expected = (f"huge.json is too large ({format_size(10_485_760)}); "
                f"the limit is {format_size(5_000_000)}.")
    assert expected == "huge.json is too large (10.5 MB); the limit is 5.0 MB."
    page.wait_for_text(".t-big .ttr-filepicker-message", expected, timeout=ANSWER)
    page.wait_for_text("t-refused", expected, timeout=ANSWER)
    # The kernel is still connected and answering: a small file still arrives.
    small = tmp_path / "small.json"
    small.write_text("{}")
    pick(page, ".t-big", small)
    page.wait_for_text("t-files", "files: 2", timeout=ANSWER)


def test_tab_reaches_the_picker_and_enter_opens_the_dialog(server, page, tmp_path):
    path = tmp_path / "keyboard.json"
    path.write_text('{"by": "keyboard"}')
    page.open(server, wait_for=".t-small .ttr-filepicker-button")
    # the whole page first (its last widget): a widget still rendering while the keys are
    # pressed can take the focus away (failed once in a clean run: no file dialog opened)
    page.wait_for_widgets(".t-holder-b .ttr-keys", state="attached")
    page.pw.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(10):
        page.pw.keyboard.press("Tab")
        if page.pw.evaluate("!!document.activeElement.closest('.t-small')"):
            break
    else:
        raise AssertionError("Tab never reached the file picker")
    assert page.pw.evaluate("document.activeElement.type") == "file"
    outline = page.pw.eval_on_selector(".t-small .ttr-filepicker-button",
                                       "el => getComputedStyle(el).outlineStyle")
    assert outline == "solid"                                # the focus is visible
    assert page.pw.evaluate("document.activeElement.type") == "file"
    page.choose_file(lambda: page.pw.keyboard.press("Enter"), path)
    page.wait_for_text("t-files", "files: 1", timeout=ANSWER)
    assert page.text_of("t-last").startswith("keyboard.json 18 ")
    assert page.text_of("t-keys") == ""                     # that Enter was the picker's


def test_enter_and_escape_reach_python_once(server, page):
    page.open(server, wait_for="t-button")
    page.wait_for_widgets(".t-holder-b .ttr-keys", state="attached")
    assert page.pw.evaluate("window.__ttrKeyListeners.size") == 1   # shown twice, one listener

    page.pw.evaluate("document.activeElement && document.activeElement.blur()")
    page.pw.keyboard.press("Enter")
    page.wait_for_text("t-keys", "Enter", timeout=ANSWER)
    page.pw.keyboard.press("Escape")
    page.wait_for_text("t-keys", "Enter Escape", timeout=ANSWER)

    # Typing in a text field: Enter is the field's own; Escape still reaches Python.
    page.pw.locator(".t-field input").focus()
    page.pw.keyboard.press("Enter")
    page.pw.keyboard.press("Escape")
    page.wait_for_text("t-keys", "Enter Escape Escape", timeout=ANSWER)
    # Enter on a button presses the button and nothing else.
    page.pw.locator(".t-button").focus()
    page.pw.keyboard.press("Enter")
    page.wait_for_text("t-pressed", "pressed: 1", timeout=ANSWER)
    # Messages reach the kernel in order: a key sent before the press would show by now.
    assert page.text_of("t-keys") == "Enter Escape Escape"

    # Escape on a button still reaches Python.
    page.pw.keyboard.press("Escape")
    page.wait_for_text("t-keys", "Enter Escape Escape Escape", timeout=ANSWER)

    # A failing callback reaches on_error (a visible text here), and the others still run.
    page.click("t-boom")
    page.wait_for_text("t-boom", "armed", timeout=ANSWER)
    page.pw.evaluate("document.activeElement && document.activeElement.blur()")
    page.pw.keyboard.press("Escape")
    page.wait_for_text("t-errors", "RuntimeError: key-callback-boom", timeout=ANSWER)
    assert page.text_of("t-keys") == "Enter Escape Escape Escape Escape"


def test_listener_stops_when_its_views_are_removed(server, page):
    page.open(server, wait_for="t-remove")
    page.wait_for_widgets(".t-holder-b .ttr-keys", state="attached")
    page.click("t-remove")
    page.wait_for_text("t-remove", "removed", timeout=ANSWER)
    page.wait_until(lambda: page.pw.evaluate("window.__ttrKeyListeners.size") == 0,
                    timeout=ANSWER, message="the document listener removed")
    page.pw.evaluate("document.activeElement && document.activeElement.blur()")
    page.pw.keyboard.press("Enter")
    page.pw.locator(".t-button").click()
    page.wait_for_text("t-pressed", "pressed: 1", timeout=ANSWER)
    assert page.text_of("t-keys") == ""
