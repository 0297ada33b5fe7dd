"""Drive the Voilà app in a real Chromium (Playwright): used by the browser tests and bench-ui.

Nothing here is imported by the app. It starts ``voila`` on the app notebook as a subprocess on
127.0.0.1, launches Debian's Chromium (``/usr/bin/chromium``, or ``TTR_CHROMIUM``) headless, and
knows how to click the board at a canvas pixel: the canvas is scaled by CSS, so a canvas pixel
is mapped through the element's bounding box.
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def chromium_path() -> str | None:
    path = os.environ.get("TTR_CHROMIUM") or "/usr/bin/chromium"
    return path if os.path.exists(path) else shutil.which("chromium")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class VoilaServer:
    """``voila NOTEBOOK`` on a free port; ``with VoilaServer() as v: v.url``."""

    def __init__(self, notebook: Path | None = None, port: int | None = None):
        from .app_server import notebook_path
        self.notebook = Path(notebook or notebook_path())
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.proc: subprocess.Popen | None = None
        self.log_path: Path | None = None

    def start(self, timeout: float = 60.0) -> float:
        """Start and wait until the server answers; returns the seconds it took."""
        import tempfile
        t0 = time.perf_counter()
        self.log_path = Path(tempfile.mkstemp(prefix="voila-", suffix=".log")[1])
        log = open(self.log_path, "wb")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "voila", str(self.notebook), f"--port={self.port}",
             "--Voila.ip=127.0.0.1", "--no-browser", "--theme=light"],
            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        while time.perf_counter() - t0 < timeout:
            if self.proc.poll() is not None:
                raise RuntimeError(f"voila exited with {self.proc.returncode}:\n{self.log()}")
            try:
                with urllib.request.urlopen(self.url + "api/status", timeout=2):
                    return time.perf_counter() - t0
            except urllib.error.HTTPError:      # any HTTP answer: the server is up
                return time.perf_counter() - t0
            except OSError:                     # not listening yet
                time.sleep(0.2)
        raise RuntimeError(f"voila did not answer within {timeout} s:\n{self.log()}")

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-4000:] if self.log_path else ""
        except OSError:
            return ""

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            import signal
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
                self.proc.wait(10)
            except Exception:  # noqa: BLE001
                os.killpg(self.proc.pid, signal.SIGKILL)

    def __enter__(self) -> "VoilaServer":
        self.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


def launch(playwright):
    """Headless Chromium from the system (Playwright's own download does not work here)."""
    path = chromium_path()
    if path is None:
        raise RuntimeError("Chromium is not installed: run `make test` (it installs Debian's "
                           "chromium) or set TTR_CHROMIUM=/path/to/chromium")
    return playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)


def board_canvas(page):
    """The top layer of the board's MultiCanvas (the one that receives the clicks)."""
    return page.locator(".ttr-board canvas").last


def click_canvas(page, x: float, y: float, canvas_width: int) -> None:
    """Click at canvas pixel ``(x, y)``, whatever CSS scaling the canvas has."""
    canvas = board_canvas(page)
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    scale = box["width"] / canvas_width
    page.mouse.click(box["x"] + x * scale, box["y"] + y * scale)


def canvas_pixel(page, x: float, y: float) -> list[int]:
    """RGBA of the board at canvas pixel ``(x, y)`` (ipycanvas composes the layers into one
    visible canvas)."""
    return page.evaluate(
        """([x, y]) => {
            const c = document.querySelector('.ttr-board canvas');
            return Array.from(c.getContext('2d').getImageData(x, y, 1, 1).data);
        }""", [int(x), int(y)])


def canvas_drawn(page) -> bool:
    """True when the board's map layer has something drawn (not blank)."""
    return page.evaluate(
        """() => {
            const cs = Array.from(document.querySelectorAll('.ttr-board canvas'));
            return cs.some(c => {
                if (!c.width || !c.height) return false;
                const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
                for (let i = 3; i < d.length; i += 4 * 97) if (d[i] !== 0) return true;
                return false;
            });
        }""")


def upload(page, path) -> None:
    """Choose ``path`` in the start page's file upload (the input appears on click)."""
    with page.expect_file_chooser() as chooser:
        page.click(".ttr-upload")
    chooser.value.set_files(str(path))
