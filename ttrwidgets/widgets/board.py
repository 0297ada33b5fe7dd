"""The board: a thin ipycanvas shell around :mod:`ttrwidgets.render`.

Three ``MultiCanvas`` layers (static map, claims, highlights) are drawn from a
:class:`~ttrwidgets.render.BoardView` in one ``hold_canvas()`` batch. Voilà only shows what is
drawn after the browser connects, so every picture is re-drawable from the current view and is
drawn again in ``on_client_ready``. The canvas is created at a fixed pixel width and scaled by
CSS to the page width; mouse coordinates still arrive in canvas pixels, so a click is hit-tested
directly against the geometry the drawing came from.

The widget decides nothing: a click becomes a :class:`~ttrwidgets.render.Hit` (or ``None``)
handed to ``on_hit`` callbacks, and the app asks the engine what it means.
"""
from __future__ import annotations

from typing import Callable

import ipywidgets as W
from ipycanvas import MultiCanvas, hold_canvas

from ..render import LAYERS, BoardGeometry, BoardView, Hit, draw_board, replay

__all__ = ["BoardWidget"]

#: Canvas width in pixels: sharp on a projector, scaled down by CSS on a laptop.
CANVAS_WIDTH = 1200


def _claims_key(v: BoardView) -> tuple:
    return (tuple(sorted(v.route_owner.items())), tuple(sorted(v.stations.items())),
            tuple(v.seat_colours or ()), tuple(sorted(v.dim_routes)), v.projector,
            tuple(sorted((c, tuple(map(tuple, ps))) for c, ps in v.passengers.items())))


def _highlight_key(v: BoardView) -> tuple:
    # the take-passengers rings sit on the tokens: they move when the passengers change
    return (tuple(v.highlight_routes), tuple(v.highlight_cities), v.selected_route,
            v.selected_city, tuple(v.trail), v.trail_seat, tuple(v.hint_routes),
            tuple(v.hint_cities), tuple(tuple(t) for t in v.tickets),
            tuple(v.seat_colours or ()), v.projector,
            tuple(sorted(v.take_passengers)),
            tuple(sorted((c, tuple(map(tuple, ps))) for c, ps in v.passengers.items()))
            if v.take_passengers else ())


class BoardWidget(W.VBox):
    """The clickable board of one map.

    >>> from ttrwidgets.engine.maps import load_map
    >>> b = BoardWidget(load_map("europe"))
    >>> b.canvas.width, b.canvas.height > 600
    (1200, True)
    >>> b.click(*b.route_point(0))
    Hit(kind='route', index=0)
    """

    def __init__(self, game_map, width: int = CANVAS_WIDTH, **kwargs):
        self.game_map = game_map
        self.geometry = BoardGeometry.build(game_map, width)
        self.canvas = MultiCanvas(len(LAYERS), width=width, height=self.geometry.height_px,
                                  layout=W.Layout(width="100%", height="auto"))
        self.view = BoardView()
        self.lang = "en"
        #: the ops of the last redraw, per layer (what tests and lessons inspect)
        self.ops: dict[str, list] = {layer: [] for layer in LAYERS}
        self._hit_handlers: list[Callable[[Hit | None, float, float], None]] = []
        self._error_handler: Callable[[BaseException], None] | None = None
        self.canvas.on_client_ready(self._on_client_ready)
        self.canvas.on_mouse_down(self._on_mouse_down)
        super().__init__([self.canvas], **kwargs)
        self.add_class("ttr-board")
        self.redraw()

    # ---------------------------------------------------------------- drawing
    def show(self, view: BoardView, lang: str | None = None) -> None:
        """Show ``view``, redrawing only the layers whose content changes: the static map when
        the labels or the language change, the claims after a claim or a station, the
        highlights when they move. A click that only opens a preview sends one small batch."""
        old = self.view
        changed = []
        if view.labels != old.labels or view.projector != old.projector or \
                (lang is not None and lang != self.lang):
            changed.append("map")
        if _claims_key(view) != _claims_key(old):
            changed.append("claims")
        if _highlight_key(view) != _highlight_key(old):
            changed.append("highlight")
        self.view = view
        if lang is not None:
            self.lang = lang
        if changed:
            self.redraw(tuple(changed))

    def redraw(self, layers=LAYERS) -> None:
        ops = draw_board(self.geometry, self.view, self.lang, layers)
        for layer in layers:
            self.ops[layer] = [op for op in ops if op.layer == layer]
        with hold_canvas():
            replay(ops, self.canvas)

    def _on_client_ready(self) -> None:
        # a (re)connected browser has empty canvases: draw everything again
        self._guard(self.redraw)

    # ---------------------------------------------------------------- clicks
    def on_hit(self, handler: Callable[[Hit | None, float, float], None]) -> None:
        """Call ``handler(hit, x, y)`` for every click on the board (``hit`` may be None)."""
        self._hit_handlers.append(handler)

    def on_error(self, handler: Callable[[BaseException], None]) -> None:
        """Where an unexpected exception in a handler is reported (never swallowed)."""
        self._error_handler = handler

    def click(self, x: float, y: float) -> Hit | None:
        """Simulate a click at canvas pixel ``(x, y)`` (tests, lessons); returns the hit."""
        hit = self.geometry.hit_test(x, y, projector=self.view.projector,
                                     passengers=self.view.passengers)
        for handler in self._hit_handlers:
            handler(hit, x, y)
        return hit

    def click_route(self, r: int) -> Hit | None:
        """Click the middle of route ``r`` as a user would."""
        return self.click(*self.route_point(r))

    def click_city(self, c: int) -> Hit | None:
        return self.click(*self.geometry.cities[c].centre)

    def route_point(self, r: int) -> tuple[float, float]:
        """A canvas pixel inside a train space of route ``r`` (its middle space)."""
        spaces = self.geometry.routes[r].spaces
        return spaces[len(spaces) // 2].centre

    def _on_mouse_down(self, x: float, y: float) -> None:
        self._guard(self.click, x, y)

    def _guard(self, fn, *args) -> None:
        try:
            fn(*args)
        except Exception as e:  # noqa: BLE001 - ipywidgets would swallow it silently
            if self._error_handler is None:
                raise
            self._error_handler(e)
