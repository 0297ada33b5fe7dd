"""The app on the screens people have: a 1280×720 projector, a 1366×768 laptop (full screen)
and its 1366×657 window (the browser's bars take the rest), 1920×1080.

What a learner or a teacher would check: the first click on the board lands; after every click the
board, whose turn it is, the message, the explanation and the action buttons are inside the window
without scrolling; Save downloads the game as it is now; a language switch translates the message
already shown; projector mode makes city names large enough to read from the back of a room; the
keyboard reaches the actions; and no request leaves the machine.
"""
from __future__ import annotations

import json
import time

import pytest
from playwright.sync_api import expect

from ttrwidgets.lessons import courses
from ttrwidgets.render import BoardGeometry
from ttrwidgets.widgets.board import CANVAS_WIDTH

from .test_app import (ANSWER, BOARD, MAP, empty_point, keep_two_tickets, open_scenario,
                       play_now, press, route_index, route_point, scenario, shows)

GEO = BoardGeometry.build(MAP, CANVAS_WIDTH)
SCREENS = [(1280, 720), (1366, 657), (1920, 1080), (1366, 768)]
#: What must be in view after every click (CSS classes).
IN_VIEW = ("ttr-board", "ttr-status", "ttr-message", "ttr-explain", "ttr-panel")


def city_point(name: str) -> tuple[float, float]:
    return GEO.cities[MAP.city_index(name)].centre


#: The element that scrolls the page (Voilà's lab template scrolls #rendered_cells, not the body).
SCROLLER = "(document.getElementById('rendered_cells') || document.scrollingElement)"


def scroll_y(page) -> float:
    return page.pw.evaluate(f"{SCROLLER}.scrollTop")


def assert_glyphs_drawn(page) -> list[dict]:
    """Issue 21 #6: the page's text has no emoji or symbol a stock Linux draws as an empty box
    (``tools/glyphs.py``), and every icon shown is drawn by the Font Awesome that the server
    itself serves (loaded, with no request leaving 127.0.0.1). Returns the icons shown."""
    from tools.glyphs import unsafe
    text = page.pw.evaluate("document.body.innerText")
    assert not unsafe(text), f"characters drawn as empty boxes on a stock Linux: {unsafe(text)}"
    icons = page.pw.evaluate("""async () => {
        await document.fonts.ready;
        const out = [];
        for (const i of document.querySelectorAll('i.fa')) {
            if (!i.offsetParent) continue;                       // not shown
            const family = getComputedStyle(i).fontFamily;
            const before = getComputedStyle(i, '::before').content;
            const faces = [...document.fonts].filter(
                f => family.includes(f.family.replace(/"/g, '')));
            out.push({cls: i.className, family, before,
                      loaded: faces.some(f => f.status === 'loaded')});
        }
        return out; }""")
    bad = [i for i in icons if "Font Awesome" not in i["family"] or not i["loaded"]
           or i["before"] in ("none", "normal", "")]
    assert not bad, f"icons not drawn by the bundled Font Awesome: {bad}"
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"
    return icons


def assert_in_view(page, names=IN_VIEW) -> None:
    """Every element named is displayed and lies wholly inside the window, and the page itself
    does not scroll, once the page has come to rest. The widgets of a panel arrive one message
    at a time, so each must first become visible, and a panel that is being replaced may still
    push the ones below it down for a moment (the explanation 17 px below a 720 px window while
    the ticket choice gave way to the turn's panel): the layout is measured until it holds,
    within the answer time, and the last measurement is the failure."""
    for n in names:
        expect(page.pw.locator(f".{n}").first).to_be_visible(timeout=ANSWER * 1000)
    deadline = time.monotonic() + ANSWER
    while True:
        bad, win = _out_of_view(page, names)
        if (not bad and win["scroll"] <= 1) or time.monotonic() > deadline:
            break
        page.pw.wait_for_timeout(100)
    assert not bad, (f"not wholly in the {win['width']}×{win['height']} window: {bad} "
                     f"(scrolled: {win['scrolled']})")
    assert win["scroll"] <= 1, f"the page scrolls: {win}"


def _out_of_view(page, names) -> tuple[dict, dict]:
    """The named elements not wholly inside the window (their boxes), and the window."""
    boxes = page.pw.evaluate("""names => {
        const out = {};
        for (const n of names) {
            const el = document.querySelector('.' + n);
            if (!el) { out[n] = null; continue; }
            const r = el.getBoundingClientRect();
            out[n] = {top: r.top, bottom: r.bottom, left: r.left, right: r.right,
                      width: r.width, height: r.height};
        }
        const sc = document.getElementById('rendered_cells') || document.scrollingElement;
        const scrolled = [];                // what was scrolled, and by whom (for a failure)
        for (const n of names) {
            for (let el = document.querySelector('.' + n); el; el = el.parentElement)
                if (el.scrollTop || el.scrollLeft)
                    scrolled.push(`${el.className.slice(0, 50)}: ${el.scrollLeft},${el.scrollTop}`);
        }
        out._window = {width: innerWidth, height: innerHeight,
                       scroll: sc.scrollHeight - sc.clientHeight, scrolled};
        return out; }""", list(names))
    win = boxes.pop("_window")
    bad = {n: b for n, b in boxes.items()
           if b is None or b["height"] <= 0 or b["top"] < -0.5 or b["left"] < -0.5
           or b["bottom"] > win["height"] + 0.5 or b["right"] > win["width"] + 0.5}
    return bad, win


def watch_layout(page, names=IN_VIEW, inside: str = ".ttr-game-page") -> None:
    """From now on (and across page loads), record at every animation frame how far below the
    window any element named reached while ``inside`` is on the page, until
    :func:`assert_never_left_view`. A box that is shown while the page is being built and
    hidden a message later moves what is under it out of the window for a while: a check of
    the finished page cannot see that, this can. (Watch a page being built, not a click's
    answer: an answer arrives one widget message at a time, and its in-between frames, a few
    milliseconds each, may be taller.)"""
    page.pw.add_init_script("""(names => {
        window.__ttrWorst = {};
        window.__ttrWatching = true;
        const tick = () => {
            if (!window.__ttrWatching) return;
            if (document.querySelector(%s)) {
                for (const n of names) {
                    const el = document.querySelector('.' + n);
                    if (!el) continue;
                    const r = el.getBoundingClientRect();
                    if (r.height <= 0) continue;
                    const over = Math.max(r.bottom - innerHeight, r.right - innerWidth);
                    if (!(n in window.__ttrWorst) || over > window.__ttrWorst[n].over) {
                        const col = el.parentElement;
                        window.__ttrWorst[n] = {over: Math.round(over), bottom: Math.round(r.bottom),
                            above: Array.from(col.children).filter(c => c.offsetHeight > 0)
                                .map(c => (c.className.match(/ttr-[\\w-]+/) || ['?'])[0]
                                           + ':' + c.offsetHeight)};
                    }
                }
            }
            requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
    })(%s);""" % (json.dumps(inside), json.dumps(list(names))))


def assert_never_left_view(page) -> None:
    """Stop :func:`watch_layout`; no element it watched went out of the window at any frame."""
    worst = page.pw.evaluate("(() => { window.__ttrWatching = false; "
                             "return window.__ttrWorst || {}; })()")
    assert worst, "the layout watcher saw no element (watch_layout before page.open?)"
    bad = {n: w for n, w in worst.items() if w["over"] > 0.5}
    assert not bad, f"out of the window for a moment while the page was built: {bad}"


def start_and_keep(page, server, seed=3) -> None:
    play_now(page, server, seed=seed)
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    keep_two_tickets(page)


# ------------------------------------------------------------------------------------ tests

@pytest.mark.parametrize("sized_page", SCREENS[:2] + SCREENS[3:], indirect=True,
                         ids=["1280x720", "1366x657", "1366x768"])
def test_first_click_on_a_city_lands_and_everything_stays_in_view(app_server, sized_page):
    page = sized_page
    watch_layout(page)
    play_now(page, app_server, seed=3)
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    assert_in_view(page)
    assert_never_left_view(page)            # nor while the page was built
    keep_two_tickets(page)
    assert_in_view(page)
    y0 = scroll_y(page)
    page.click_canvas(BOARD, *city_point("Paris"))           # the very first board click
    shows(page, "ttr-panel", "Build station no. 1 in Paris?")
    assert scroll_y(page) == y0, "the click scrolled the page"
    assert "Nothing there" not in page.text_of("ttr-message")
    assert_in_view(page)
    press(page, "ttr-cancel")
    # a route, then an empty spot: each answer arrives with everything still in view
    r = route_index("Paris", "Bruxelles", "yellow")
    page.click_canvas(BOARD, *route_point(r))
    shows(page, "ttr-panel", "Claim Bruxelles–Paris (yellow, 2)?")
    assert_in_view(page)
    page.click_canvas(BOARD, *empty_point())
    page.wait_for_text("ttr-message", contains="Nothing there", timeout=ANSWER)
    assert_in_view(page)
    assert scroll_y(page) == y0
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


@pytest.mark.parametrize("sized_page", SCREENS[1:2], indirect=True, ids=["1366x657"])
def test_click_lands_when_the_board_is_partly_out_of_view(app_server, sized_page):
    """A window too small for the layout (zoomed in, or a tall top bar) leaves the board partly
    out of view: the press must still land where it was made, with no jump."""
    page = sized_page
    start_and_keep(page, app_server)
    page.pw.evaluate("document.querySelector('.ttr-app').style.paddingTop = '500px'")
    page.pw.evaluate(f"{SCROLLER}.scrollTop = 200")
    y1 = scroll_y(page)
    assert y1 > 0
    # the point on screen where Paris is now (no scrolling into view first: that is the case)
    box = page.pw.locator(BOARD).first.evaluate(
        "el => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, el.width]; }")
    x, y = city_point("Paris")
    px, py = box[0] + x * box[2] / box[3], box[1] + y * box[2] / box[3]
    assert 0 < py < page.pw.viewport_size["height"]
    page.pw.mouse.click(px, py)
    shows(page, "ttr-panel", "Build station no. 1 in Paris?")
    assert scroll_y(page) == y1, "the click scrolled the page"


@pytest.mark.parametrize("sized_page", SCREENS[2:3], indirect=True, ids=["1920x1080"])
def test_large_screen_keeps_everything_in_view(app_server, sized_page):
    page = sized_page
    start_and_keep(page, app_server, seed=4)
    page.click_canvas(BOARD, *city_point("Wien"))
    shows(page, "ttr-panel", "in Wien?")
    assert_in_view(page)


@pytest.mark.parametrize("sized_page", SCREENS[:1], indirect=True, ids=["1280x720"])
def test_save_downloads_the_current_move(app_server, sized_page, tmp_path):
    page = sized_page
    open_scenario(page, app_server, tmp_path, scenario([{"hand": {"red": 2}}, {}],
                                                       deck_top=["blue", "green", "white"]))
    page.click("ttr-save")
    link = page.pw.locator(".ttr-save-link a")
    expect(link).to_contain_text("move0.json", timeout=ANSWER * 1000)
    page.click("ttr-deck")
    shows(page, "ttr-status", "take your second card")
    expect(link).to_have_count(0, timeout=ANSWER * 1000)     # the old file is gone with its move
    page.click("ttr-save")
    expect(link).to_contain_text("move1.json", timeout=ANSWER * 1000)
    with page.pw.expect_download() as dl:
        link.click()
    saved = json.loads(open(dl.value.path(), encoding="utf-8").read())
    assert saved["format"] == "ttrwidgets.game" and len(saved["actions"]) == 1, saved["actions"]
    assert "deck" in saved["actions"][0]


@pytest.mark.parametrize("sized_page", SCREENS[1:2], indirect=True, ids=["1366x657"])
def test_language_switch_translates_the_message_shown(app_server, sized_page, tmp_path):
    page = sized_page
    open_scenario(page, app_server, tmp_path, scenario([{"hand": {"red": 2}}, {}]))
    page.click_canvas(BOARD, *empty_point())
    page.wait_for_text("ttr-message", contains="Nothing there", timeout=ANSWER)
    page.pw.locator(".ttr-lang button", has_text="Deutsch").click()
    page.wait_for_text("ttr-message", contains="Dort ist nichts", timeout=ANSWER)
    assert "Nothing there" not in page.text_of("ttr-message")
    page.pw.locator(".ttr-lang button", has_text="English").click()
    page.wait_for_text("ttr-message", contains="Nothing there", timeout=ANSWER)


@pytest.mark.parametrize("sized_page", SCREENS[:1], indirect=True, ids=["1280x720"])
def test_projector_mode_city_names_readable(app_server, sized_page):
    from ttrwidgets.render import PROJECTOR_LABEL_PX
    page = sized_page
    start_and_keep(page, app_server)
    page.click("ttr-projector-toggle")
    page.wait_until(lambda: page.pw.evaluate(
        "document.querySelector('.ttr-app').classList.contains('ttr-projector')"),
        timeout=ANSWER, message="projector mode")
    box = page.pw.locator(BOARD).first.bounding_box()
    on_screen = PROJECTOR_LABEL_PX * box["width"] / CANVAS_WIDTH
    assert on_screen >= 18, f"city names {on_screen:.1f} px on screen (board {box['width']:.0f} px)"
    # what the class reads is larger too: the status and the explanation's sentences (HTML
    # widgets, which ipywidgets gives a size of their own)
    for cls in ("ttr-status", "ttr-explain-text"):
        px = page.pw.evaluate(
            f"parseFloat(getComputedStyle(document.querySelector('.{cls} .widget-html-content')"
            " || document.querySelector('.{cls}')).fontSize)")
        assert px >= 18, f"{cls}: {px} px in projector mode"
    assert_in_view(page)


@pytest.mark.parametrize("sized_page", SCREENS[:1], indirect=True, ids=["1280x720"])
def test_keyboard_reaches_the_actions(app_server, sized_page, tmp_path):
    page = sized_page
    open_scenario(page, app_server, tmp_path, scenario([{"hand": {"yellow": 2, "red": 1}}, {}]))
    # the keyboard's way to a route: type it in the chooser, Enter opens its preview
    box = page.pw.locator(".ttr-target input")
    box.focus()
    box.fill("Bruxelles–Paris (yellow, 2)")
    box.press("Enter")
    shows(page, "ttr-panel", "Claim Bruxelles–Paris (yellow, 2)?")
    expect(box).to_be_hidden(timeout=ANSWER * 1000)     # the dialog has replaced the chooser
    # Escape cancels the preview
    page.pw.keyboard.press("Escape")
    shows(page, "ttr-panel", "Click a route to claim it")
    # Enter confirms a preview: a city by the chooser, then Enter builds the station there
    box.focus()
    box.fill("Station in Paris")
    box.press("Enter")
    shows(page, "ttr-panel", "Build station no. 1 in Paris?")
    expect(box).to_be_hidden(timeout=ANSWER * 1000)
    page.pw.keyboard.press("Enter")
    shows(page, "ttr-log", "[station.build]")
    # Tab walks through every action button and through the board, which does not trap it
    # (Undo is enabled now that a move was made)
    reached = set()
    for _ in range(60):
        page.pw.keyboard.press("Tab")
        cls = page.pw.evaluate("document.activeElement.closest('[class*=ttr-]') ? "
                               "document.activeElement.closest('[class*=ttr-]').className : ''")
        reached.update(c for c in cls.split() if c.startswith("ttr-"))
    # the board's canvas sits in its zooming viewport (ttr-board-view), its zoom buttons by it
    for name in ("ttr-faceup-0", "ttr-deck", "ttr-draw-tickets", "ttr-undo", "ttr-hint",
                 "ttr-save", "ttr-target", "ttr-board-view", "ttr-zoom-in", "ttr-zoom-out",
                 "ttr-lang"):
        assert name in reached, (name, sorted(reached))


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3], SCREENS[2]], indirect=True,
                         ids=["1280x720", "1366x768", "1920x1080"])
def test_deutschland_keeps_everything_in_view(app_server, sized_page):
    """The portrait Deutschland board and its own dialogs (the mix, the four offers, a claim
    with its passengers, the passenger choice) fit a 1280×720 projector, a laptop and a large
    screen like Europe does."""
    from ttrwidgets.ttr.maps import load_map
    de = load_map("deutschland")
    geo = BoardGeometry.build(de, CANVAS_WIDTH)
    page = sized_page
    play_now(page, app_server, seed=3, game="deutschland", players=2)
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    shows(page, "ttr-panel", "how many from the short deck")
    assert_in_view(page)
    press(page, "ttr-mix-1")
    shows(page, "ttr-panel", "Keep at least 2")
    assert_in_view(page, IN_VIEW + ("ttr-keep", "ttr-offer-3"))
    page.pw.check(".ttr-offer-0 input")
    page.pw.check(".ttr-offer-1 input")
    press(page, "ttr-keep")
    shows(page, "ttr-status", "is to move")
    assert_in_view(page)
    y0 = scroll_y(page)
    r = de.routes_between(de.city_index("Berlin"), de.city_index("Leipzig"))[0].index
    spaces = geo.routes[r].spaces
    page.click_canvas(BOARD, *spaces[len(spaces) // 2].centre)
    shows(page, "ttr-panel", "Claim Berlin–Leipzig")
    assert_in_view(page)
    press(page, "ttr-cancel")
    press(page, "ttr-auto")                        # this seed's first move claims with a choice
    shows(page, "ttr-status", "pick the passengers")
    assert_in_view(page, IN_VIEW + ("ttr-passenger-0-0", "ttr-confirm"))
    assert scroll_y(page) == y0
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3], SCREENS[2]], indirect=True,
                         ids=["1280x720", "1366x768", "1920x1080"])
def test_a_lesson_keeps_its_panel_and_the_board_in_view(app_server, sized_page):
    """The first lesson's task step: the lesson panel (sentence, task, Back / Show me / Next),
    the board and the explanation fit the window; the page does not scroll."""
    page = sized_page
    page.open(app_server, wait_for=".ttr-start")
    page.click("ttr-learn")
    page.wait_for_text("ttr-lesson", contains="Step 1 of", timeout=ANSWER)
    task_step = next(k for k, st in enumerate(courses()[0].lessons[0].steps)
                     if st.task is not None)
    for k in range(task_step):
        press(page, "ttr-lesson-next")
        page.wait_for_text("ttr-lesson", contains=f"Step {k + 2} of", timeout=ANSWER)
    assert_in_view(page, ("ttr-board", "ttr-lesson", "ttr-lesson-show", "ttr-lesson-next",
                          "ttr-lesson-back", "ttr-explain"))
