"""Two small browser-side widgets (anywidget, ESM inline, no network) that ipywidgets lacks:

:class:`FilePicker`
    A real ``<label>`` + ``<input type=file>``: keyboard reachable, labelled for screen readers,
    no tooltip, no counter. A file over ``max_bytes`` is refused in the browser (nothing is sent;
    the refusal shows next to the button at once and ``on_too_large`` callbacks run); any other
    file is read in the browser and sent as one binary buffer to ``on_file`` callbacks.
:class:`KeyListener`
    Enter and Escape pressed anywhere on the page (not while typing in a field, and not Enter on
    a button or link, which activate natively) reach ``on_key`` callbacks. Shows nothing.

Every widget here (and the lab's PNG button) checks that its model in the browser works both
ways: see :class:`_WebWidget` (the watchdog that renews a model anywidget gave up on).

Callbacks run in the kernel. ipywidgets only prints a callback's exception to the kernel log,
where a learner never sees it, so every callback here is wrapped: an exception goes to the
``on_error`` callbacks (``callback(exc)``) when there are any, and is raised as before (into the
kernel log) when there are none.

>>> picker = FilePicker(label="Load a game", max_bytes=1000)
>>> got = []
>>> picker.on_file(lambda name, data: got.append((name, data)))
>>> picker._handle_frontend_msg(picker, {"event": "file", "name": "a.json", "size": 2}, [b"{}"])
>>> got
[('a.json', b'{}')]
>>> picker.too_large_message("big.json", 12_345)
'big.json is too large (12.3 kB); the limit is 1.0 kB.'
"""
from __future__ import annotations

import asyncio
import sys
import uuid
from typing import Callable

import anywidget
import ipywidgets as W
import traitlets as T

__all__ = ["FilePicker", "KeyListener", "BrowserStore", "LinkListener", "format_size",
           "ALIVE_ESM"]

#: JavaScript every widget's ESM starts with. ``initialize`` (once per model, when anywidget has
#: bound it) answers the kernel's "ping" with "alive"; ``render`` calls ``hello(model)``.
#: Messages from the browser always reach the kernel, but messages from the kernel reach the
#: ESM only if anywidget initialised the model in time: so only a model that works both ways
#: answers the ping. Use as ``ALIVE_ESM + body``, with ``export default { initialize:
#: answerPings, render }``.
ALIVE_ESM = r"""
function answerPings({ model }) {
  const onMsg = (msg) => { if (msg && msg.event === "ping") model.send({ event: "alive" }); };
  model.on("msg:custom", onMsg);
  return () => model.off("msg:custom", onMsg);
}
function hello(model) { model.send({ event: "hello" }); }
"""

#: Decimal mark per language; sizes are written the same way in the browser and in Python.
_DECIMAL_MARK = {"de": ","}


def format_size(n: int, locale: str = "en") -> str:
    """A byte count for people, in SI units with one decimal (``locale`` "de" writes a comma).
    Integer arithmetic, rounding halves up, so the browser's copy (``formatSize`` in the ESM)
    writes exactly the same text.

    >>> format_size(999), format_size(1000), format_size(12_345, "de"), format_size(10_485_760)
    ('999 B', '1.0 kB', '12,3 kB', '10.5 MB')
    """
    n = max(0, int(n))
    mark = _DECIMAL_MARK.get(locale.split("-")[0].lower(), ".")
    if n < 1000:
        return f"{n} B"
    tenths, unit = (n + 50) // 100, "kB"
    if tenths >= 10_000:
        tenths, unit = (n + 50_000) // 100_000, "MB"
    return f"{tenths // 10}{mark}{tenths % 10} {unit}"


def _fill(template: str, **values: str) -> str:
    """``{key}`` -> value for the given keys only (other braces stay), like the ESM's copy."""
    for key, value in values.items():
        template = template.replace("{" + key + "}", value)
    return template


class _Callbacks:
    """Ordered callbacks; each one's exception goes to the widget's error route."""

    def __init__(self, owner: "_WebWidget") -> None:
        self._owner = owner
        self._items: list[Callable] = []

    def register(self, callback: Callable, remove: bool = False) -> None:
        if remove:
            if callback in self._items:
                self._items.remove(callback)
        elif callback not in self._items:
            self._items.append(callback)

    def __call__(self, *args) -> None:
        unreported = []
        for callback in list(self._items):      # one failing callback does not stop the others
            try:
                callback(*args)
            except Exception as exc:  # noqa: BLE001 - routed, never swallowed
                if self._owner._error_callbacks:
                    self._owner._report(exc)
                else:
                    unreported.append(exc)
        if unreported:
            raise unreported[0]


class _WebWidget(anywidget.AnyWidget):
    """Shared plumbing: the custom-message dispatcher, the error route and the watchdog.

    The watchdog: anywidget's front end gives each new model 2 s to import and bind its ESM and
    rejects the model for good when that takes longer (a page whose main thread is busy, e.g.
    a class opening pages together while hundreds of widget models are deserialised). Such a
    model still renders and still sends, but never again receives a message from the kernel:
    a trait set in Python (a label, the store's ``ready``) is silently lost. So each view says
    "hello" when it renders. The first hello tells the kernel that the page is up: every such
    widget of the kernel (shown or not) is then sent "ping" (again each ``PING_INTERVAL``),
    which only a working model answers with "alive" (``initialize`` answers, views or none).
    Without an answer within ``ALIVE_TIMEOUT`` seconds, the widget is renewed (:meth:`renew`):
    the same Python object (traits, callbacks, attribute names the app uses) gets a new model
    in the browser, hence a new 2-s window, in the same place in every container that holds
    it, and is watched again. At most ``MAX_RENEWALS`` times; each renewal is written to the
    kernel log (stderr). The timers run on the kernel's asyncio loop (``call_later``).
    """

    #: Seconds from the first ping within which the model must answer one.
    ALIVE_TIMEOUT = 5.0
    #: Seconds between pings (a ping can reach the page before the model is made there).
    PING_INTERVAL = 1.0
    #: How often one widget is renewed at most.
    MAX_RENEWALS = 3

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._error_callbacks: list[Callable] = []
        self.alive = False                  # the browser's model answered a ping
        self.renewals = 0
        self._watch = None                  # the next ping or check (asyncio.TimerHandle)
        self._deadline = 0.0                # loop time by which "alive" must have come
        self.on_msg(self._handle_frontend_msg)

    # -- the watchdog ---------------------------------------------------------------------
    @property
    def watching(self) -> bool:
        """True while the watchdog waits for this widget's browser model to answer a ping
        (False before the page said hello, once the model answered, and once it gave up)."""
        return self._watch is not None

    def _on_hello(self) -> None:
        """A view rendered: the page is up. Watch every widget of this kind in the kernel."""
        for widget in list(_all_widgets()):
            if isinstance(widget, _WebWidget):
                widget._start_watch()

    def _start_watch(self) -> None:
        if self.alive or self._watch is not None or self.comm is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:                # no kernel loop (plain Python): nothing to watch
            return
        self._deadline = loop.time() + self.ALIVE_TIMEOUT
        self._ping(loop)

    def _ping(self, loop) -> None:
        self._watch = None
        if self.alive or self.comm is None:
            return
        if loop.time() >= self._deadline:
            self._check_alive()
            return
        self.send({"event": "ping"})
        if self.alive:                      # answered at once (a test's browser does)
            return
        self._watch = loop.call_later(min(self.PING_INTERVAL, self._deadline - loop.time()),
                                      self._ping, loop)

    def _on_alive(self) -> None:
        self.alive = True
        if self._watch is not None:
            self._watch.cancel()
            self._watch = None

    def _check_alive(self) -> None:
        name = type(self).__name__
        if self.renewals >= self.MAX_RENEWALS:
            print(f"ttrwidgets: {name} {self.model_id}: the browser's model did not answer "
                  f"after {self.renewals} renewals; not renewed again", file=sys.stderr)
            return
        old = self.model_id
        self.renew()
        print(f"ttrwidgets: renewed {name} {old} as {self.model_id} (renewal {self.renewals} "
              f"of at most {self.MAX_RENEWALS}): its model in the browser did not answer "
              f"within {self.ALIVE_TIMEOUT:g} s (anywidget gives a model up whose ESM took "
              f"over 2 s to load)", file=sys.stderr)
        self._start_watch()

    def renew(self) -> None:
        """Give this widget a new model in the browser: close the old one (its views go) and
        open a new one with the current traits, then tell every container that holds this
        widget its children again, so a view of the new model takes the old one's place.
        Callbacks stay (they belong to this Python object)."""
        parents = [w for w in list(_all_widgets()) if isinstance(w, W.Box)
                   and any(c is self for c in w.children)]
        self.close()
        self._model_id = None                     # a new comm id, not the closed one's
        self.__dict__.pop("_repr_mimebundle_", None)   # close() hides the class' method
        if self._watch is not None:
            self._watch.cancel()
            self._watch = None
        self.alive = False
        self.renewals += 1
        self._before_reopen()
        self.open()
        for parent in parents:
            parent.send_state("children")

    def _before_reopen(self) -> None:
        """Hook: state a new model needs (a new instance id)."""

    def on_error(self, callback: Callable[[Exception], object], remove: bool = False) -> None:
        """``callback(exc)`` for every exception raised by this widget's other callbacks (or by a
        malformed message from the browser). Without any, those exceptions propagate to
        ipywidgets, which prints them to the kernel log."""
        if remove:
            if callback in self._error_callbacks:
                self._error_callbacks.remove(callback)
        elif callback not in self._error_callbacks:
            self._error_callbacks.append(callback)

    def _report(self, exc: Exception) -> None:
        if not self._error_callbacks:
            raise exc
        for callback in list(self._error_callbacks):
            callback(exc)      # an error handler that raises is not hidden either

    def _handle_frontend_msg(self, _widget, content, buffers) -> None:
        """ipywidgets' ``on_msg`` signature: (widget, content, buffers)."""
        if isinstance(content, dict) and content.get("kind", "").startswith("anywidget-"):
            return                               # anywidget's own protocol, handled by anywidget
        event = content.get("event") if isinstance(content, dict) else None
        if event == "hello":
            self._on_hello()
            return
        if event == "alive":
            self._on_alive()
            return
        try:
            self._dispatch(content if isinstance(content, dict) else {}, list(buffers or ()))
        except Exception as exc:  # noqa: BLE001 - routed, never swallowed
            self._report(exc)

    def _dispatch(self, content: dict, buffers: list) -> None:  # pragma: no cover - abstract
        raise NotImplementedError


def _all_widgets():
    """Every open widget of this kernel (ipywidgets' registry; empty if it moved)."""
    from ipywidgets.widgets import widget as _widget_module
    return getattr(_widget_module, "_instances", {}).values()


class _InstanceId:
    """Mixin for widgets whose ESM keys a page-wide registry by ``_instance``: a renewed
    widget gets a new one, so the new model's listener is not the closed model's."""

    def _before_reopen(self) -> None:
        self._instance = uuid.uuid4().hex


# -------------------------------------------------------------------------------------------
# FilePicker
# -------------------------------------------------------------------------------------------

_FILE_PICKER_ESM = ALIVE_ESM + r"""
const MARK = { de: "," };

function formatSize(n, locale) {
  n = Math.max(0, Math.floor(Number(n) || 0));
  const mark = MARK[String(locale || "en").split("-")[0].toLowerCase()] || ".";
  if (n < 1000) return `${n} B`;
  let tenths = Math.floor((n + 50) / 100), unit = "kB";
  if (tenths >= 10000) { tenths = Math.floor((n + 50000) / 100000); unit = "MB"; }
  return `${Math.floor(tenths / 10)}${mark}${tenths % 10} ${unit}`;
}

function fill(template, values) {
  for (const [key, value] of Object.entries(values)) template = template.split(`{${key}}`).join(value);
  return template;
}

function render({ model, el }) {
  hello(model);
  el.classList.add("ttr-filepicker");
  const label = document.createElement("label");
  label.className = "jupyter-button ttr-filepicker-button";
  const input = document.createElement("input");
  input.type = "file";
  input.className = "ttr-filepicker-input";
  const text = document.createElement("span");
  text.className = "ttr-filepicker-label";
  label.append(input, text);
  const message = document.createElement("span");
  message.className = "ttr-filepicker-message";
  message.setAttribute("role", "status");
  message.setAttribute("aria-live", "polite");
  el.append(label, message);

  const update = () => {
    text.textContent = model.get("label");
    input.accept = model.get("accept");
    input.disabled = model.get("disabled");
    label.classList.toggle("ttr-filepicker-disabled", model.get("disabled"));
  };
  update();
  for (const name of ["label", "accept", "disabled"]) model.on(`change:${name}`, update);

  const show = (msg) => {
    message.textContent = msg;
    message.hidden = !msg;
  };
  show("");

  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    input.value = "";                // picking the same file again fires "change" again
    show("");
    if (!file) return;
    const max = model.get("max_bytes");
    if (file.size > max) {
      const locale = model.get("locale");
      show(fill(model.get("too_large_text"), {
        name: file.name, size: formatSize(file.size, locale), limit: formatSize(max, locale),
      }));
      model.send({ event: "too_large", name: file.name, size: file.size });
      return;
    }
    let data;
    try {
      data = await file.arrayBuffer();
    } catch (err) {
      model.send({ event: "read_error", name: file.name, size: file.size, error: String(err) });
      return;
    }
    model.send({ event: "file", name: file.name, size: file.size }, undefined, [data]);
  });
}

export default { initialize: answerPings, render };
"""

_FILE_PICKER_CSS = r"""
.ttr-filepicker {
  display: inline-flex; align-items: center; gap: 0.5em; flex-wrap: wrap;
  margin: var(--jp-widgets-margin, 2px);
}
/* Looks like the other ipywidgets buttons (class jupyter-button), sized to its text. */
.ttr-filepicker-button.jupyter-button { position: relative; width: auto; flex-grow: 0; }
.ttr-filepicker-button:hover { box-shadow: var(--jp-elevation-z2, 0 1px 4px rgba(0,0,0,.25)); }
.ttr-filepicker-button:active { background-color: var(--jp-layout-color3, #ccc); }
.ttr-filepicker-button:focus-within {      /* drawn inside, so no container clips it */
  outline: 2px solid var(--jp-brand-color1, #1976d2); outline-offset: -2px;
}
.ttr-filepicker-button.ttr-filepicker-disabled { opacity: 0.6; cursor: not-allowed; box-shadow: none; }
/* Visually hidden but focusable: Tab reaches it, Enter/Space open the file dialog, and the
   label's text is its accessible name. */
.ttr-filepicker-input {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
.ttr-filepicker-message { color: var(--jp-error-color1, #b00020); }
.ttr-filepicker-message[hidden] { display: none; }
"""


class FilePicker(_WebWidget):
    """Choose a file (a ``.json`` by default); its bytes arrive in Python.

    Traits (all synced): ``label`` (the button text), ``max_bytes`` (largest file sent; a larger
    one is refused in the browser before anything is sent; default 5 MB, well under the ~10 MiB
    the Jupyter server's websocket accepts), ``too_large_text`` (shown next to the button on a
    refusal; ``{name}``, ``{size}`` and ``{limit}`` are filled in), ``locale`` ("en"/"de": how
    sizes are written), ``accept`` (the dialog's filter), ``disabled``.

    Callbacks: ``on_file(cb)`` -> ``cb(name: str, data: bytes)``; ``on_too_large(cb)`` ->
    ``cb(name: str, size: int)``; ``on_error(cb)`` -> ``cb(exc)``. Each ``on_*`` takes
    ``remove=True`` to unregister. After every pick the input is emptied, so the same file can
    be picked again.
    """

    _esm = _FILE_PICKER_ESM
    _css = _FILE_PICKER_CSS

    label = T.Unicode("Load file").tag(sync=True)
    max_bytes = T.Int(5_000_000).tag(sync=True)
    too_large_text = T.Unicode("{name} is too large ({size}); the limit is {limit}.").tag(sync=True)
    locale = T.Unicode("en").tag(sync=True)
    accept = T.Unicode(".json").tag(sync=True)
    disabled = T.Bool(False).tag(sync=True)

    @T.validate("max_bytes")
    def _valid_max_bytes(self, proposal):
        if proposal["value"] < 0:
            raise T.TraitError("max_bytes must not be negative")
        return proposal["value"]

    def __init__(self, **kwargs) -> None:
        self._file_callbacks = _Callbacks(self)
        self._too_large_callbacks = _Callbacks(self)
        super().__init__(**kwargs)

    def on_file(self, callback: Callable[[str, bytes], object], remove: bool = False) -> None:
        """``callback(name, data)`` with the chosen file's name and exact bytes."""
        self._file_callbacks.register(callback, remove)

    def on_too_large(self, callback: Callable[[str, int], object], remove: bool = False) -> None:
        """``callback(name, size)`` when a file over ``max_bytes`` was chosen (and not sent)."""
        self._too_large_callbacks.register(callback, remove)

    def too_large_message(self, name: str, size: int) -> str:
        """The text the browser shows next to the button for this refusal."""
        return _fill(self.too_large_text, name=name, size=format_size(size, self.locale),
                     limit=format_size(self.max_bytes, self.locale))

    def _dispatch(self, content: dict, buffers: list) -> None:
        event, name = content.get("event"), str(content.get("name", ""))
        if event == "too_large":
            self._too_large_callbacks(name, int(content.get("size", 0)))
        elif event == "file":
            if len(buffers) != 1:
                raise ValueError(f"file {name!r} arrived with {len(buffers)} buffers, not 1")
            data = bytes(buffers[0])
            if "size" in content and len(data) != int(content["size"]):
                raise ValueError(f"file {name!r} arrived with {len(data)} of "
                                 f"{content['size']} bytes")
            if len(data) > self.max_bytes:     # max_bytes lowered while the file was on its way
                self._too_large_callbacks(name, len(data))
                return
            self._file_callbacks(name, data)
        elif event == "read_error":
            raise OSError(f"the browser could not read {name!r}: {content.get('error', '')}")
        else:
            raise ValueError(f"unknown message from the browser: {content!r}")


# -------------------------------------------------------------------------------------------
# KeyListener
# -------------------------------------------------------------------------------------------

_KEY_LISTENER_ESM = ALIVE_ESM + r"""
// One document listener per widget model, however many views are on the page. It is keyed by
// the Python object's id (anywidget may import this module once per model), added with the
// first view and removed with the last one.
const REGISTRY = (window.__ttrKeyListeners = window.__ttrKeyListeners || new Map());

const TEXT_INPUT_TYPES = new Set(["text", "search", "email", "url", "tel", "password", "number",
  "date", "datetime-local", "month", "week", "time"]);
const NATIVE_ENTER_INPUT_TYPES = new Set(["button", "submit", "reset", "file", "image",
  "checkbox", "radio", "color", "range"]);

function isTyping(t) {
  if (!(t instanceof Element)) return false;
  if (t.isContentEditable) return true;
  const tag = t.tagName;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") return TEXT_INPUT_TYPES.has((t.type || "text").toLowerCase());
  return false;
}

function activatesOnEnter(t) {
  if (!(t instanceof Element)) return false;
  const tag = t.tagName;
  if (tag === "BUTTON" || tag === "SUMMARY") return true;
  if (tag === "A" && t.hasAttribute("href")) return true;
  if (tag === "INPUT") return NATIVE_ENTER_INPUT_TYPES.has((t.type || "").toLowerCase());
  const role = t.getAttribute("role");
  return role === "button" || role === "link" || role === "menuitem" || role === "option";
}

function render({ model, el }) {
  hello(model);
  el.classList.add("ttr-keys");
  el.setAttribute("aria-hidden", "true");
  const id = model.get("_instance");
  let entry = REGISTRY.get(id);
  if (!entry) {
    const onKeyDown = (event) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      if (!(model.get("listen_for") || []).includes(event.key)) return;
      const target = event.composedPath ? event.composedPath()[0] : event.target;
      // in a text field only Escape is taken (it has no meaning there to lose)
      if (isTyping(target) && event.key !== "Escape") return;
      if (event.key === "Enter" && activatesOnEnter(target)) return;
      model.send({ event: "key", key: event.key });
    };
    // capture phase: ipywidgets' text fields stop keydown from bubbling past them
    document.addEventListener("keydown", onKeyDown, true);
    // ipycanvas focuses its canvas on mouse-down with a plain focus(), and a browser scrolls a
    // focused element that is not wholly in view, after the press but before the canvas reads
    // the pointer's position: the click then lands somewhere else. Focusing the canvas first,
    // without scrolling, makes that later focus() a no-op.
    const isCanvas = (t) => {
      const sel = model.get("canvas_selector");
      return !!sel && t instanceof Element && t.matches(sel);
    };
    const onMouseDown = (event) => {
      const t = event.target;
      if (isCanvas(t) && document.activeElement !== t) t.focus({ preventScroll: true });
    };
    // ipycanvas takes every key pressed on its canvas (and prevents its default), so Tab could
    // never leave the board: a keyboard trap. Tab is kept from the canvas' own listener.
    const onTab = (event) => {
      if (event.key === "Tab" && isCanvas(event.target)) event.stopPropagation();
    };
    document.addEventListener("mousedown", onMouseDown, true);
    document.addEventListener("keydown", onTab, true);
    entry = { views: 0, onKeyDown, onMouseDown, onTab };
    REGISTRY.set(id, entry);
  }
  entry.views += 1;
  return () => {
    entry.views -= 1;
    if (entry.views <= 0 && REGISTRY.get(id) === entry) {
      document.removeEventListener("keydown", entry.onKeyDown, true);
      document.removeEventListener("mousedown", entry.onMouseDown, true);
      document.removeEventListener("keydown", entry.onTab, true);
      REGISTRY.delete(id);
    }
  };
}

export default { initialize: answerPings, render };
"""

_KEY_LISTENER_CSS = r""".ttr-keys { display: none !important; }"""


class KeyListener(_InstanceId, _WebWidget):
    """Keys pressed on the page (default Enter and Escape) reach Python while it is displayed.

    Ignored: keys other than Escape while focus is in a text field, textarea, select or editable
    element; Enter
    while focus is on a button, link, file input or other control Enter already activates;
    key repeats and keys with Ctrl/Alt/Meta. Displayed twice, it still sends each key once;
    it stops listening when its last view is removed.

    ``canvas_selector``: a CSS selector (e.g. ``".ttr-board canvas"``) for canvases that
    ipycanvas drives. Pressed with the mouse, such a canvas is focused without scrolling the
    page (ipycanvas focuses it itself, and the browser's scroll would move it under the pointer
    before it reads the pointer's position); Tab leaves it (ipycanvas would keep the key).

    Traits: ``listen_for`` (``KeyboardEvent.key`` names, synced). Callbacks: ``on_key(cb)`` ->
    ``cb(key: str)``; ``on_error(cb)`` -> ``cb(exc)``; ``remove=True`` unregisters.
    """

    _esm = _KEY_LISTENER_ESM
    _css = _KEY_LISTENER_CSS

    listen_for = T.List(T.Unicode(), default_value=["Enter", "Escape"]).tag(sync=True)
    canvas_selector = T.Unicode("").tag(sync=True)
    _instance = T.Unicode().tag(sync=True)

    @T.default("_instance")
    def _new_instance(self):
        return uuid.uuid4().hex

    def __init__(self, **kwargs) -> None:
        self._key_callbacks = _Callbacks(self)
        super().__init__(**kwargs)

    def on_key(self, callback: Callable[[str], object], remove: bool = False) -> None:
        """``callback(key)``, e.g. ``"Enter"`` or ``"Escape"``."""
        self._key_callbacks.register(callback, remove)

    def _dispatch(self, content: dict, buffers: list) -> None:
        if content.get("event") != "key":
            raise ValueError(f"unknown message from the browser: {content!r}")
        key = str(content.get("key", ""))
        if key in self.listen_for:
            self._key_callbacks(key)


# -------------------------------------------------------------------------------------------
# BrowserStore
# -------------------------------------------------------------------------------------------

_STORE_ESM = ALIVE_ESM + r"""
function render({ model, el }) {
  hello(model);
  el.classList.add("ttr-store");
  const key = () => model.get("key");
  // what this browser kept: sent to Python once per view (a reload reads it again)
  let kept = null;
  try { kept = window.localStorage.getItem(key()); } catch (e) { kept = null; }
  model.send({ event: "loaded", value: kept === null ? "" : kept });
  const save = () => {
    const v = model.get("value");
    if (!model.get("ready")) return;           // never overwrite before Python has read it
    try {
      if (v === "") window.localStorage.removeItem(key());
      else window.localStorage.setItem(key(), v);
    } catch (e) { /* storage refused (private mode): progress lasts this visit only */ }
  };
  model.on("change:value", save);
  save();       // a renewed model: what Python holds now (it has read this browser's copy)
  return () => model.off("change:value", save);
}
export default { initialize: answerPings, render };
"""


class BrowserStore(_WebWidget):
    """A text kept in the browser's ``localStorage`` under ``key`` (progress across reloads).

    When displayed, the browser sends what it kept (``on_load`` callbacks get the text, ``""``
    for nothing); afterwards every change of ``value`` from Python is written back (``""``
    removes it). Shows nothing. Where the browser refuses storage, the value lasts the visit.

    >>> s = BrowserStore(key="k")
    >>> got = []
    >>> s.on_load(got.append)
    >>> s._handle_frontend_msg(s, {"event": "loaded", "value": '{"a": 1}'}, [])
    >>> got, s.value, s.ready
    (['{"a": 1}'], '{"a": 1}', True)
    """

    _esm = _STORE_ESM
    _css = ".ttr-store { display: none !important; }"

    key = T.Unicode("ttrwidgets").tag(sync=True)
    value = T.Unicode("").tag(sync=True)
    ready = T.Bool(False).tag(sync=True)

    def __init__(self, **kwargs) -> None:
        self._load_callbacks = _Callbacks(self)
        super().__init__(**kwargs)

    def on_load(self, callback: Callable[[str], object], remove: bool = False) -> None:
        self._load_callbacks.register(callback, remove)

    def _dispatch(self, content: dict, buffers: list) -> None:
        if content.get("event") != "loaded":
            raise ValueError(f"unknown message from the browser: {content!r}")
        text = content.get("value", "")
        text = text if isinstance(text, str) else ""
        if not self.ready:
            self.value = text
            self.ready = True
            self._load_callbacks(text)


# -------------------------------------------------------------------------------------------
# LinkListener
# -------------------------------------------------------------------------------------------

_LINKS_ESM = ALIVE_ESM + r"""
const REGISTRY = new Map();
function render({ model, el }) {
  hello(model);
  el.classList.add("ttr-links");
  const id = model.get("_instance");
  let entry = REGISTRY.get(id);
  if (!entry) {
    const onClick = (event) => {
      const a = event.target instanceof Element ? event.target.closest("[data-ttr-link]") : null;
      if (!a) return;
      event.preventDefault();
      model.send({ event: "link", value: a.getAttribute("data-ttr-link") || "" });
    };
    document.addEventListener("click", onClick, true);
    entry = { views: 0, onClick };
    REGISTRY.set(id, entry);
  }
  entry.views += 1;
  return () => {
    entry.views -= 1;
    if (entry.views <= 0 && REGISTRY.get(id) === entry) {
      document.removeEventListener("click", entry.onClick, true);
      REGISTRY.delete(id);
    }
  };
}
export default { initialize: answerPings, render };
"""


class LinkListener(_InstanceId, _WebWidget):
    """Clicks on any element with a ``data-ttr-link`` attribute (inside HTML widgets, where
    ipywidgets has no callbacks) reach ``on_link`` callbacks with the attribute's text. Shows
    nothing; displayed twice, it still sends each click once.

    >>> links = LinkListener()
    >>> got = []
    >>> links.on_link(got.append)
    >>> links._handle_frontend_msg(links, {"event": "link", "value": "rule:tunnel.extra"}, [])
    >>> got
    ['rule:tunnel.extra']
    """

    _esm = _LINKS_ESM
    _css = ".ttr-links { display: none !important; }"
    _instance = T.Unicode().tag(sync=True)

    @T.default("_instance")
    def _new_instance(self):
        return uuid.uuid4().hex

    def __init__(self, **kwargs) -> None:
        self._link_callbacks = _Callbacks(self)
        super().__init__(**kwargs)

    def on_link(self, callback: Callable[[str], object], remove: bool = False) -> None:
        self._link_callbacks.register(callback, remove)

    def _dispatch(self, content: dict, buffers: list) -> None:
        if content.get("event") != "link":
            raise ValueError(f"unknown message from the browser: {content!r}")
        self._link_callbacks(str(content.get("value", "")))
