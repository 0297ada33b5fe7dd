"""Every board readable on a laptop and a 1280×720 projector, and a map's zoom and pan.

City names on screen (CSS px) = the size the renderer draws them at (canvas px, read from the
draw operations of the same geometry the app builds) × the scale Chromium shows the canvas at
(its on-screen width / its pixel width). On the game page's normal view that must be at least
12 CSS px on every board, with the board and the side column still in the window. After a zoom
(+, the wheel) and a drag, a click on a route still reaches the engine as that route.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tools.browser import _CANVAS_ZOOMED_JS
from ttrwidgets.ttr.maps import load_map
from ttrwidgets.render import BoardGeometry, BoardView, draw_board, ops_for
from ttrwidgets.trans.render import GridGeometry, GridView, draw_grid
from ttrwidgets.trans.board import load_board
from ttrwidgets.widgets.board import CANVAS_WIDTH

from .test_app import ANSWER, BOARD, play_now, route_index, route_point, shows, start_game
from .test_screens import SCREENS, assert_in_view, city_point

LAPTOP_AND_PROJECTOR = [SCREENS[0], SCREENS[3]]
IDS = ["1280x720", "1366x768"]


def name_px(board: str) -> float:
    """The city names' font size (canvas px) in the draw operations of ``board``'s normal view."""
    if board.startswith("trans_"):
        g = GridGeometry.build(load_board(board), CANVAS_WIDTH)
        ops = draw_grid(g, GridView())
    else:
        g = BoardGeometry.build(load_map(board), CANVAS_WIDTH)
        ops = draw_board(g, BoardView())
    sizes = {float(op.args["size"]) for op in ops_for(ops, role="city-labels")}
    assert len(sizes) == 1, sizes
    return sizes.pop()


def shown_scale(page) -> float:
    """CSS px per canvas px of the board as Chromium shows it (after its zoom has sized it)."""
    canvas = page.pw.locator(BOARD).first
    page.pw.wait_for_function(_CANVAS_ZOOMED_JS, arg=canvas.element_handle(),
                              timeout=ANSWER * 1000)
    return canvas.evaluate("el => el.getBoundingClientRect().width / el.width")


#: (game card, board) — every board a game is played on; Team Asia's first board is Legendary Asia
BOARDS = [("europe", "europe"), ("deutschland", "deutschland"), ("asia", "legendary_asia"),
          ("trans_europa", "trans_europa"), ("trans_america", "trans_america")]


@pytest.mark.parametrize("sized_page", LAPTOP_AND_PROJECTOR, indirect=True, ids=IDS)
def test_city_names_are_at_least_12_css_px_on_every_board(app_server, sized_page):
    """One window, every board in turn (each game started with "New game", as a learner
    tries one game after another)."""
    page = sized_page
    page.open(app_server, wait_for=".ttr-start")
    w, h = page.pw.viewport_size["width"], page.pw.viewport_size["height"]
    small = {}
    for k, (game, board) in enumerate(BOARDS):
        if k:
            page.click("ttr-new")
        start_game(page, seed=3, game=game, players=4 if game == "asia" else 2)
        page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
        scale = shown_scale(page)
        px = name_px(board) * scale
        print(f"{board} at {w}x{h}: names {px:.2f} CSS px (scale {scale:.3f})")
        if px < 12:
            small[board] = round(px, 1)
        assert_in_view(page, ("ttr-board", "ttr-status"))
    assert not small, f"city names under 12 CSS px at {w}x{h}: {small}"


def canvas_box(page) -> dict:
    return page.pw.locator(BOARD).first.evaluate(
        "el => { const r = el.getBoundingClientRect(), v = el.closest('.ttr-board-view');"
        " return {scale: r.width / el.width, left: v.scrollLeft, top: v.scrollTop}; }")


@pytest.mark.parametrize("sized_page", LAPTOP_AND_PROJECTOR, indirect=True, ids=IDS)
def test_a_click_after_zooming_and_dragging_reaches_the_engine_as_that_route(app_server,
                                                                            sized_page):
    page = sized_page
    play_now(page, app_server, seed=3)
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    shows(page, "ttr-panel", "Keep at least")
    page.pw.check(".ttr-offer-0 input")
    page.pw.check(".ttr-offer-1 input")
    page.click("ttr-keep")
    shows(page, "ttr-status", "is to move")
    s0 = shown_scale(page)
    # the + button, twice: the board is shown larger
    page.pw.locator(".ttr-zoom-in").click()
    page.pw.locator(".ttr-zoom-in").click()
    s1 = canvas_box(page)["scale"]
    assert s1 == pytest.approx(s0 * 1.25 ** 2, rel=0.02), (s0, s1)
    r = route_index("Paris", "Bruxelles", "yellow")
    page.click_canvas(BOARD, *route_point(r))
    shows(page, "ttr-panel", "Claim Bruxelles–Paris (yellow, 2)?")
    page.click("ttr-cancel")
    shows(page, "ttr-panel", "Click a route to claim it")
    # the wheel over the board zooms in further, at the pointer
    view = page.pw.locator(".ttr-board-view").first.bounding_box()
    page.pw.mouse.move(view["x"] + view["width"] / 2, view["y"] + view["height"] / 2)
    page.pw.mouse.wheel(0, -300)
    page.wait_until(lambda: canvas_box(page)["scale"] > s1 * 1.1, timeout=ANSWER,
                    message="the wheel zoomed in")
    # a drag that starts on a route pans the board and clicks nothing
    wien = route_index("Berlin", "Wien", "green")
    x, y = page.canvas_to_page(BOARD, *route_point(wien))
    before = canvas_box(page)
    page.pw.mouse.move(x, y)
    page.pw.mouse.down()
    page.pw.mouse.move(x - 60, y - 40, steps=5)
    page.pw.mouse.up()
    after = canvas_box(page)
    assert (after["left"], after["top"]) != (before["left"], before["top"]), "the drag did not pan"
    # the language switch is answered after anything the drag could have sent: the panel still
    # shows no claim (the drag opened no preview of Berlin–Wien)
    page.pw.locator(".ttr-lang button", has_text="Deutsch").click()
    shows(page, "ttr-panel", "Klicke auf eine Strecke")
    assert "Wien" not in page.text_of("ttr-panel")
    page.pw.locator(".ttr-lang button", has_text="English").click()
    shows(page, "ttr-panel", "Click a route to claim it")
    # zoomed and panned, a click on a route and on a city still lands exactly
    page.click_canvas(BOARD, *route_point(wien))
    shows(page, "ttr-panel", "Claim Berlin–Wien (green, 3)?")
    page.click("ttr-cancel")
    page.click_canvas(BOARD, *city_point("Paris"))
    shows(page, "ttr-panel", "Build station no. 1 in Paris?")
    # "Whole board" shows all of it, the buttons still in the window
    page.pw.locator(".ttr-zoom-whole").click()
    assert canvas_box(page)["scale"] < s0
    expect(page.pw.locator(".ttr-zoom-whole")).to_be_in_viewport()
    assert_in_view(page, ("ttr-board", "ttr-status", "ttr-panel"))


@pytest.fixture
def touch_page(request, warm_profile):
    """A 1366×768 page on a touch screen."""
    from tools.browser import WidgetPage
    page = WidgetPage(warm_profile.new_context(viewport={"width": 1366, "height": 768},
                                               has_touch=True))
    request.node._ttr_page = page
    yield page
    try:
        rep = getattr(request.node, "_ttr_rep_call", None)
        if rep is not None and rep.passed and page.server is not None:
            page.assert_no_widget_errors()
    finally:
        page.close()


def touches(cdp, kind: str, points) -> None:
    cdp.send("Input.dispatchTouchEvent", {
        "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in
                                      enumerate(points)]})


def test_on_a_touch_screen_a_tap_clicks_one_finger_pans_and_two_fingers_zoom(app_server,
                                                                             touch_page):
    page = touch_page
    play_now(page, app_server, seed=3)
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    shows(page, "ttr-panel", "Keep at least")
    page.pw.check(".ttr-offer-0 input")
    page.pw.check(".ttr-offer-1 input")
    page.click("ttr-keep")
    shows(page, "ttr-status", "is to move")
    s0 = shown_scale(page)
    # a tap on a route is a click on it
    r = route_index("Paris", "Bruxelles", "yellow")
    page.pw.touchscreen.tap(*page.canvas_to_page(BOARD, *route_point(r)))
    shows(page, "ttr-panel", "Claim Bruxelles–Paris (yellow, 2)?")
    page.click("ttr-cancel")
    shows(page, "ttr-panel", "Click a route to claim it")
    cdp = page.pw.context.new_cdp_session(page.pw)
    # one finger that moves pans the board and claims nothing
    wien = route_index("Berlin", "Wien", "green")
    x, y = page.canvas_to_page(BOARD, *route_point(wien))
    before = canvas_box(page)
    touches(cdp, "touchStart", [(x, y)])
    for k in range(1, 6):
        touches(cdp, "touchMove", [(x - 12 * k, y - 8 * k)])
    touches(cdp, "touchEnd", [])
    after = canvas_box(page)
    assert (after["left"], after["top"]) != (before["left"], before["top"]), "no pan"
    page.pw.locator(".ttr-lang button", has_text="Deutsch").click()
    shows(page, "ttr-panel", "Klicke auf eine Strecke")
    assert "Wien" not in page.text_of("ttr-panel")
    # two fingers moving apart zoom in
    view = page.pw.locator(".ttr-board-view").first.bounding_box()
    cx, cy = view["x"] + view["width"] / 2, view["y"] + view["height"] / 2
    touches(cdp, "touchStart", [(cx - 40, cy), (cx + 40, cy)])
    for k in range(1, 6):
        touches(cdp, "touchMove", [(cx - 40 - 12 * k, cy), (cx + 40 + 12 * k, cy)])
    touches(cdp, "touchEnd", [])
    assert canvas_box(page)["scale"] > s0 * 1.3
    # and a tap still lands exactly
    page.pw.touchscreen.tap(*page.canvas_to_page(BOARD, *route_point(wien)))
    shows(page, "ttr-panel", "Berlin–Wien (Grün, 3) bauen?")
