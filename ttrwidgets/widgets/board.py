"""The board: a thin ipycanvas shell around :mod:`ttrwidgets.render`.

Three ``MultiCanvas`` layers (static map, claims, highlights) are drawn from a
:class:`~ttrwidgets.render.BoardView` in one batch (``clicks.canvas_batch``). Voilà only shows what is
drawn after the browser connects, so every picture is re-drawable from the current view and is
drawn again in ``on_client_ready``. The canvas is created at a fixed pixel width and shown
larger or smaller by CSS inside a scrolling viewport (:mod:`.zoom`: the game page shows city
names at least 12 CSS px; wheel, +/−, drag and a lesson's zoom to its cities all change that
CSS scale); mouse coordinates still arrive in canvas pixels, so a click is hit-tested directly
against the geometry the drawing came from, at any zoom.

The widget decides nothing: a click becomes a :class:`~ttrwidgets.render.Hit` (or ``None``)
handed to ``on_hit`` callbacks, and the app asks the engine what it means.
"""
from __future__ import annotations

import ipywidgets as W
from ipycanvas import MultiCanvas

from ..render import LAYERS, BoardGeometry, BoardView, Hit, draw_board, replay
from .clicks import ClickableCanvas, canvas_batch
from .zoom import BoardZoom

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


class BoardWidget(ClickableCanvas, W.VBox):
    """The clickable board of one map.

    >>> from ttrwidgets.ttr.maps import load_map
    >>> b = BoardWidget(load_map("europe"))
    >>> b.canvas.width, b.canvas.height > 600
    (1200, True)
    >>> b.click(*b.route_point(0))
    Hit(kind='route', index=0)
    """

    def __init__(self, game_map, width: int = CANVAS_WIDTH, **kwargs):
        self.game_map = game_map
        self.geometry = BoardGeometry.build(game_map, width)
        self.canvas = MultiCanvas(len(LAYERS), width=width, height=self.geometry.height_px)
        self.view = BoardView()
        self.lang = "en"
        #: the zoom a lesson or a puzzle asked for: (scale, left, top) of the part of the board
        #: it shows, in canvas pixels ((1, 0, 0): the game page's normal view). The browser
        #: shows it (:class:`.zoom.BoardZoom`); the canvas always holds the whole board.
        self.zoom = (1.0, 0.0, 0.0)
        self.zoom_control = BoardZoom(self.geometry.label_size)
        self.viewport = W.Box([self.canvas])
        self.viewport.add_class("ttr-board-view")
        #: the ops of the last redraw, per layer (what tests and lessons inspect)
        self.ops: dict[str, list] = {layer: [] for layer in LAYERS}
        self.canvas.on_client_ready(self._on_client_ready)
        self._listen_for_clicks(self.canvas)
        super().__init__([self.viewport, self.zoom_control], **kwargs)
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
        if lang is not None and lang != self.lang:
            self.zoom_control.set_lang(lang)
        if lang is not None:
            self.lang = lang
        self.zoom_control.set_label_px(self.label_px)
        if changed:
            self.redraw(tuple(changed))

    @property
    def label_px(self) -> float:
        """The city names' font size (canvas px) in the view shown (projector: larger)."""
        g = self.geometry
        return g.metrics.projector_label_size * g.width if self.view.projector else g.label_size

    def redraw(self, layers=LAYERS) -> None:
        ops = draw_board(self.geometry, self.view, self.lang, layers)
        for layer in layers:
            self.ops[layer] = [op for op in ops if op.layer == layer]
        with canvas_batch():
            replay(ops, self.canvas)

    def zoom_to(self, cities=None, margin: float = 0.12) -> None:
        """Zoom to the part of the board around ``cities`` (indices), keeping the board's shape
        and a margin around them; ``None`` or fewer than two cities: the game page's normal
        view. The browser scales the canvas (:class:`.zoom.BoardZoom`); the canvas keeps every
        pixel, so clicks need no mapping."""
        g = self.geometry
        W_, H_ = g.width, g.height_px
        zoom = (1.0, 0.0, 0.0)
        pts = [g.cities[c].centre for c in (cities or ())]
        if len(pts) >= 2:
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            w = (max(xs) - min(xs)) + 2 * margin * W_
            h = (max(ys) - min(ys)) + 2 * margin * H_
            s = max(1.0, min(3.0, W_ / w, H_ / h))
            cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
            x0 = min(max(cx - W_ / s / 2, 0.0), W_ - W_ / s)
            y0 = min(max(cy - H_ / s / 2, 0.0), H_ - H_ / s)
            zoom = (s, x0, y0) if s > 1.05 else zoom
        self.zoom = zoom
        if zoom[0] > 1:
            s, x0, y0 = zoom
            self.zoom_control.show_region((x0, y0, x0 + W_ / s, y0 + H_ / s))
        else:
            self.zoom_control.show_normal()

    def show_whole(self) -> None:
        """The whole board in the room the page gives it (names may be small)."""
        self.zoom = (1.0, 0.0, 0.0)
        self.zoom_control.show_whole()

    def to_board(self, x: float, y: float) -> tuple[float, float]:
        """Canvas pixel -> board pixel: the same at any zoom (the zoom is the browser's CSS)."""
        return x, y

    def to_canvas(self, x: float, y: float) -> tuple[float, float]:
        """Board pixel -> canvas pixel (where to click a thing): the same at any zoom."""
        return x, y

    def _on_client_ready(self) -> None:
        # a (re)connected browser has empty canvases: draw everything again
        self._guard(self.redraw)

    # ---------------------------------------------------------------- clicks
    def hit_test(self, x: float, y: float) -> Hit | None:
        """What canvas pixel ``(x, y)`` hits (clicks: ``on_hit``, ``click``; tests, lessons)."""
        bx, by = self.to_board(x, y)
        return self.geometry.hit_test(bx, by, projector=self.view.projector,
                                      passengers=self.view.passengers)

    def click_route(self, r: int) -> Hit | None:
        """Click the middle of route ``r`` as a user would."""
        return self.click(*self.route_point(r))

    def click_city(self, c: int) -> Hit | None:
        return self.click(*self.city_point(c))

    def city_point(self, c: int) -> tuple[float, float]:
        """The canvas pixel at the centre of city ``c``."""
        return self.to_canvas(*self.geometry.cities[c].centre)

    def route_point(self, r: int) -> tuple[float, float]:
        """A canvas pixel inside a train space of route ``r`` (its middle space)."""
        spaces = self.geometry.routes[r].spaces
        return self.to_canvas(*spaces[len(spaces) // 2].centre)
