"""What every clickable board drawing shares (the route board, the grid board, the lab's
sheet): :class:`ClickableCanvas`."""
from __future__ import annotations

from typing import Callable

__all__ = ["ClickableCanvas"]


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
