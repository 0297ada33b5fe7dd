"""What every clickable board drawing shares (the route board, the grid board, the lab's
sheet): :class:`ClickableCanvas`, and :func:`canvas_batch` to draw on it."""
from __future__ import annotations

from contextlib import contextmanager
from typing import Callable

__all__ = ["ClickableCanvas", "canvas_batch"]


@contextmanager
def canvas_batch():
    """``ipycanvas.hold_canvas()`` (every drawing call inside goes to the browser as one
    message) whose batch starts by naming its canvas.

    ipycanvas has one canvas manager per kernel; it names the canvas to draw on only when the
    canvas changes, and remembers the last one. In Voilà everything sent before the browser
    connected is lost, that switch included, so a first batch on the same canvas reached a
    browser side with no canvas chosen ("Cannot read properties of undefined (reading
    'clearCanvas')", seen when the app opens in a language other than English and redraws
    only the names' layer). Forgetting the remembered canvas makes every batch name its own;
    it costs one short command per batch. (``_current_canvas``: ipycanvas 0.14, pinned.)"""
    from ipycanvas import hold_canvas
    from ipycanvas.canvas import _CANVAS_MANAGER
    with hold_canvas():
        _CANVAS_MANAGER._current_canvas = None
        yield


class ClickableCanvas:
    """What a clickable drawing shares (the boards, the lab's sheet): a mouse-down on
    ``canvas`` is hit-tested (:meth:`hit_test`, canvas pixels) and handed to every ``on_hit``
    handler as ``(hit, x, y)``; ``click(x, y)`` does the same in tests. What a handler raises
    goes to the ``on_error`` handler (ipywidgets would swallow it: no silently dead click)."""

    def _listen_for_clicks(self, canvas) -> None:
        self._hit_handlers: list[Callable] = []
        self._error_handler: Callable[[BaseException], None] | None = None
        canvas.on_mouse_down(self._on_mouse_down)

    def hit_test(self, x: float, y: float):
        """What canvas pixel ``(x, y)`` hits (None: nothing)."""
        raise NotImplementedError

    def on_hit(self, handler: Callable) -> None:
        self._hit_handlers.append(handler)

    def on_error(self, handler: Callable[[BaseException], None]) -> None:
        self._error_handler = handler

    def click(self, x: float, y: float):
        """Simulate a click at canvas pixel ``(x, y)`` (tests); returns the hit."""
        hit = self.hit_test(x, y)
        for handler in self._hit_handlers:
            handler(hit, x, y)
        return hit

    def _on_mouse_down(self, x: float, y: float) -> None:
        self._guard(self.click, x, y)

    def _guard(self, fn, *args) -> None:
        try:
            fn(*args)
        except Exception as e:  # noqa: BLE001 - ipywidgets would swallow it silently
            if self._error_handler is None:
                raise
            self._error_handler(e)
