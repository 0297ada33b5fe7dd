"""The graph lab in Chromium, as a teacher uses it: the start page's Graph lab button, Europe and
Dijkstra, Paris and Moskva clicked on the board, the steps walked with Step, Play and Last, and the
final distance read on the page. And the lab fits the window at 1280×720, 1366×768, 1920×1080
and in projector mode.

The tests read the board's geometry to know where a city is drawn (as the app's own hit test
does), never to decide what the page says. No request leaves 127.0.0.1.
"""
from __future__ import annotations

import time

import pytest

from ttrwidgets.ttr.maps import load_map
from ttrwidgets.graphs.lab import trace
from ttrwidgets.render import BoardGeometry
from ttrwidgets.widgets.board import CANVAS_WIDTH

from .test_app import ANSWER, shows
from .test_screens import SCREENS, assert_glyphs_drawn, assert_in_view

LAB_BOARD = ".ttr-lab-board canvas"
MAP = load_map("europe")
GEO = BoardGeometry.build(MAP, CANVAS_WIDTH)


def city_point(name: str) -> tuple[float, float]:
    return GEO.cities[MAP.city_index(name)].centre


def open_lab(page, server) -> None:
    page.open(server, wait_for=".ttr-start")
    page.click("ttr-lab")
    page.wait_for_widgets(".ttr-lab-page", timeout=ANSWER)
    shows(page, "ttr-lab-status", "Click the start city")
    page.wait_for_canvas_drawn(LAB_BOARD, timeout=ANSWER)


def choose(page, name: str, value: str) -> None:
    page.pw.locator(f".{name} select").select_option(value)


def test_dijkstra_from_paris_to_moskva_reads_the_final_distance(page, app_server):
    open_lab(page, app_server)
    choose(page, "ttr-lab-board-choice", "Europe")
    choose(page, "ttr-lab-algorithm", "Dijkstra's shortest paths")
    page.click_canvas(LAB_BOARD, *city_point("Paris"))
    shows(page, "ttr-lab-pick-source", "Start: Paris")
    shows(page, "ttr-lab-status", "Click a target city")
    page.click_canvas(LAB_BOARD, *city_point("Moskva"))
    shows(page, "ttr-lab-pick-target", "Target: Moskva")
    G = MAP.to_networkx()
    total = len(trace("dijkstra", G, source=MAP.city_index("Paris"),
                      target=MAP.city_index("Moskva")))
    shows(page, "ttr-lab-count", f"Step 1 of {total}")
    shows(page, "ttr-lab-why", "Start at Paris")
    # step forward, measuring how long the answer takes (board, pseudocode, table, reason)
    times = []
    for k in range(2, 8):
        t0 = time.perf_counter()
        page.click("ttr-lab-next")
        shows(page, "ttr-lab-count", f"Step {k} of {total}")
        times.append(time.perf_counter() - t0)
    shows(page, "ttr-lab-why", "Via Paris")
    page.click("ttr-lab-back")
    shows(page, "ttr-lab-count", f"Step 6 of {total}")
    times.sort()
    print(f"\none step on screen: median {times[len(times) // 2] * 1000:.0f} ms, "
          f"max {times[-1] * 1000:.0f} ms")
    assert times[-1] < ANSWER
    # Play at the fastest speed runs on by itself
    choose(page, "ttr-lab-speed", "fastest")
    page.click("ttr-lab-play-button")
    page.wait_until(lambda: int(page.text_of("ttr-lab-count").split()[1]) >= 12,
                    timeout=ANSWER, message="Play steps on")
    page.click("ttr-lab-last")
    shows(page, "ttr-lab-count", f"Step {total} of {total}")
    shows(page, "ttr-lab-result", "Distance Paris → Moskva: 18")
    # the widgets' updates arrive one message at a time: wait for the table and the reason too
    shows(page, "ttr-lab-table", "18")
    page.wait_until(lambda: "Moskva is the target" in page.text_of("ttr-lab-why")
                    or "final distance" in page.text_of("ttr-lab-why"),
                    timeout=ANSWER, message="the last step's reason")
    # in German
    page.pw.locator(".ttr-lang button", has_text="Deutsch").click()
    shows(page, "ttr-lab-result", "Abstand Paris → Moskva: 18")
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


def test_predict_the_next_step_in_the_browser(page, app_server):
    open_lab(page, app_server)
    page.click_canvas(LAB_BOARD, *city_point("Paris"))
    shows(page, "ttr-lab-pick-source", "Start: Paris")
    page.pw.check(".ttr-lab-predict-toggle input")
    shows(page, "ttr-lab-status", "which city does the algorithm take next")
    page.click_canvas(LAB_BOARD, *city_point("Paris"))
    shows(page, "ttr-lab-feedback", "✓ Right!")
    shows(page, "ttr-lab-score", "1 of 1 right")


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3], SCREENS[2]], indirect=True,
                         ids=["1280x720", "1366x768", "1920x1080"])
def test_the_lab_keeps_the_board_and_the_steps_in_view(app_server, sized_page):
    page = sized_page
    open_lab(page, app_server)
    page.click_canvas(LAB_BOARD, *city_point("Paris"))
    page.click_canvas(LAB_BOARD, *city_point("Moskva"))
    shows(page, "ttr-lab-pick-target", "Target: Moskva")
    # the instruction names the buttons by the words they show (issue 21 #5)
    status = shows(page, "ttr-lab-status",
                   "Press “Step” for one step, or “Play” to run the steps")
    assert "▶" not in status
    assert page.text_of("ttr-lab-next") == "Step"
    assert page.text_of("ttr-lab-play-button") == "Play"
    assert not page.pw.locator(".ttr-lab-play").first.is_visible()   # no icon-only Play
    page.click("ttr-lab-next")
    shows(page, "ttr-lab-count", "Step 2 of")
    names = ("ttr-lab-board", "ttr-lab-controls", "ttr-lab-status", "ttr-lab-why",
             "ttr-lab-code", "ttr-lab-algorithm", "ttr-lab-next", "ttr-lab-play-button")
    assert_in_view(page, names)
    icons = assert_glyphs_drawn(page)                   # Step and Play: words + icon font
    assert {"fa-step-forward", "fa-play"} <= {c for i in icons for c in i["cls"].split()}
    page.click("ttr-lab-play-button")                   # Play runs on; Pause stops it
    shows(page, "ttr-lab-play-button", "Pause")
    shows(page, "ttr-lab-count", "Step 3 of")
    page.click("ttr-lab-play-button")
    shows(page, "ttr-lab-play-button", "Play")
    page.click("ttr-lab-last")
    shows(page, "ttr-lab-result", "18")
    assert_in_view(page, names + ("ttr-lab-result",))
    # projector mode: larger text, thicker lines; still in view
    page.click("ttr-projector-toggle")
    page.wait_until(lambda: page.pw.evaluate(
        "document.querySelector('.ttr-app').classList.contains('ttr-projector')"),
        timeout=ANSWER, message="projector mode")
    shows(page, "ttr-lab-result", "18")
    assert_in_view(page, names + ("ttr-lab-result",))
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"



def test_the_png_export_is_the_picture_on_screen(page, app_server):
    """*PNG* saves what the board shows at this step, with the algorithm's marks, and the
    step's caption beside it as in the SVG: the file's left part is the board's canvas, pixel
    for pixel, its right part the caption panel (as wide as the SVG's); named after the board,
    algorithm and step."""
    import io

    from PIL import Image
    open_lab(page, app_server)
    choose(page, "ttr-lab-board-choice", "Europe")
    choose(page, "ttr-lab-algorithm", "Dijkstra's shortest paths")
    page.click_canvas(LAB_BOARD, *city_point("Paris"))
    page.click_canvas(LAB_BOARD, *city_point("Moskva"))
    shows(page, "ttr-lab-pick-target", "Target: Moskva")
    page.click("ttr-lab-last")
    shows(page, "ttr-lab-result", "18")
    n = len(trace("dijkstra", MAP.to_networkx(), source=MAP.city_index("Paris"),
                  target=MAP.city_index("Moskva")))
    # what the page's canvas shows: its size and a grid of pixels
    w, h, pixels = page.pw.evaluate("""() => {
        const c = document.querySelector('.ttr-lab-board canvas');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const out = [];
        for (let y = 5; y < c.height; y += 37) for (let x = 5; x < c.width; x += 41) {
            const i = (y * c.width + x) * 4; out.push([x, y, d[i], d[i + 1], d[i + 2]]); }
        return [c.width, c.height, out]; }""")
    with page.pw.expect_download(timeout=ANSWER * 1000) as dl:
        page.pw.click(".ttr-lab-png-button")
    download = dl.value
    assert download.suggested_filename == f"lab-europe-dijkstra-step{n}.png"
    with open(download.path(), "rb") as f:
        img = Image.open(io.BytesIO(f.read())).convert("RGB")
    panel = round(max(420.0, 0.48 * w) + 24.0)                   # the SVG's caption panel
    assert img.size[0] == w + panel and img.size[1] >= h
    bad_px = [(x, y, (r, g, b), img.getpixel((x, y))) for x, y, r, g, b in pixels
              if img.getpixel((x, y)) != (r, g, b)]
    assert not bad_px, (len(bad_px), len(pixels), bad_px[:8])
    assert len({tuple(p[2:]) for p in pixels}) > 5                # a picture, not a blank page
    # the caption: dark text on the paper, in the rows of the title, reason and pseudocode
    ink = [(x, y) for y in range(0, min(h, 600), 3) for x in range(w + 20, w + panel - 10, 3)
           if sum(img.getpixel((x, y))) < 200]
    assert len({y // 30 for _, y in ink}) >= 8, "the caption has text in many rows"
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


# ------------------------------------------------------------------ issue 24
def _projector_on(page) -> None:
    page.click("ttr-projector-toggle")
    page.wait_until(lambda: page.pw.evaluate(
        "document.querySelector('.ttr-app').classList.contains('ttr-projector')"),
        timeout=ANSWER, message="projector mode")


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3]], indirect=True,
                         ids=["1280x720", "1366x768"])
def test_projector_mode_keeps_dropdowns_pseudocode_and_table_in_view(app_server, sized_page):
    """At 1280×720 in projector mode the dropdowns show their whole choice, the pseudocode
    keeps its indentation, and the table is in view with the board and the steps."""
    page = sized_page
    open_lab(page, app_server)
    _projector_on(page)
    page.click_canvas(LAB_BOARD, *city_point("Paris"))
    page.click_canvas(LAB_BOARD, *city_point("Wien"))
    shows(page, "ttr-lab-pick-target", "Target: Wien")
    for _ in range(4):
        page.click("ttr-lab-next")
    shows(page, "ttr-lab-count", "Step 5 of")
    page.pw.screenshot(path="/tmp/lab-projector.png")
    names = ("ttr-lab-board", "ttr-lab-board-choice", "ttr-lab-graph", "ttr-lab-algorithm",
             "ttr-lab-controls", "ttr-lab-why", "ttr-lab-code", "ttr-lab-table")
    assert_in_view(page, names)
    # every dropdown shows its whole choice (nothing cut to "Gra…")
    cut = page.pw.evaluate("""() => [...document.querySelectorAll(
            '.ttr-lab-board-choice select, .ttr-lab-graph select, .ttr-lab-algorithm select')]
        .filter(s => s.scrollWidth > s.clientWidth + 1
                     || (() => { const c = document.createElement('canvas').getContext('2d');
                                 const st = getComputedStyle(s); c.font = st.font;
                                 return c.measureText(s.options[s.selectedIndex].text).width
                                        > s.clientWidth - 20; })())
        .map(s => s.options[s.selectedIndex].text)""")
    assert not cut, f"dropdowns cut: {cut}"
    lab_label_cut = page.pw.evaluate("""() => [...document.querySelectorAll(
            '.ttr-lab-side .widget-dropdown > .widget-label')]
        .filter(l => l.offsetParent && l.scrollWidth > l.clientWidth + 1).map(l => l.textContent)""")
    assert not lab_label_cut, f"labels cut: {lab_label_cut}"
    # the pseudocode keeps its indentation: an indented line starts further right
    lefts = page.pw.evaluate("""() => [...document.querySelectorAll('.ttr-lab-code li')]
        .slice(0, 3).map(li => { const r = document.createRange();
            const t = li.firstChild; const i = t.textContent.search(/\\S/);
            r.setStart(t, i); r.setEnd(t, i + 1); return r.getBoundingClientRect().left; })""")
    assert lefts[1] - lefts[0] < 2 and lefts[2] - lefts[0] > 10, lefts


def test_a_locked_demo_survives_a_stray_click(page, app_server):
    open_lab(page, app_server)
    choose(page, "ttr-lab-algorithm", "Steiner tree: approximation and exact")
    for c in ("Paris", "Berlin", "Roma"):
        page.click_canvas(LAB_BOARD, *city_point(c))
    shows(page, "ttr-lab-pick-terminals", "Cities to join: 3")
    for k in range(2, 6):
        page.click("ttr-lab-next")
        shows(page, "ttr-lab-count", f"Step {k} of")
    total = page.text_of("ttr-lab-count")
    page.click_canvas(LAB_BOARD, *city_point("Wien"))           # a stray click
    shows(page, "ttr-lab-status", "locked")
    assert page.text_of("ttr-lab-count") == total
    assert "Cities to join: 3" in page.text_of("ttr-lab-pick-terminals")
    # the presenter's clicker steps on (Page Down) and back (Page Up)
    page.pw.keyboard.press("PageDown")
    shows(page, "ttr-lab-count", "Step 6 of")
    page.pw.keyboard.press("PageUp")
    shows(page, "ttr-lab-count", "Step 5 of")
    page.click("ttr-lab-change")                                 # explicit: unlock
    shows(page, "ttr-lab-count", "Step 1 of")
    page.click_canvas(LAB_BOARD, *city_point("Wien"))
    shows(page, "ttr-lab-pick-terminals", "Cities to join: 4")
    page.click("ttr-lab-undo")
    shows(page, "ttr-lab-pick-terminals", "Cities to join: 3")


def test_predict_mode_with_a_tie_accepts_any_tied_city(page, app_server):
    from ttrwidgets.graphs.lab.predict import question
    open_lab(page, app_server)
    page.click_canvas(LAB_BOARD, *city_point("Paris"))
    shows(page, "ttr-lab-pick-source", "Start: Paris")
    G = MAP.to_networkx()
    steps = trace("dijkstra", G, source=MAP.city_index("Paris"))
    j = next(i for i in range(1, len(steps))
             if (q := question("dijkstra", G, steps, i)) is not None and len(q.allowed) == 5)
    page.pw.check(".ttr-lab-predict-toggle input")
    shows(page, "ttr-lab-status", "which city does the algorithm take next")
    # walk to the step before the tie: each step that asks is shown without a guess
    for k in range(2, j + 1):
        page.click("ttr-lab-next")
        shows(page, "ttr-lab-count", f"Step {k} of")
    frontier = shows(page, "ttr-lab-frontier", "listed by name")
    assert "Amsterdam 3, Brest 3, Frankfurt 3, London 3" in frontier
    page.click_canvas(LAB_BOARD, *city_point("Frankfurt"))
    shows(page, "ttr-lab-feedback", "✓ Right: Frankfurt is allowed too (a tie)")
    shows(page, "ttr-lab-score", "1 of 1 right")


def test_a_teacher_draws_a_graph_and_runs_kruskal(page, app_server):
    open_lab(page, app_server)
    choose(page, "ttr-lab-board-choice", "Your own graph")
    shows(page, "ttr-lab-status", "Click an empty spot for a new city")
    sheet = ".ttr-lab-sketch canvas"
    page.wait_for_canvas_drawn(sheet, timeout=ANSWER)
    spots = ((100, 280), (300, 80), (300, 480), (600, 80), (600, 480), (800, 280))
    for i, (x, y) in enumerate(spots):
        page.click_canvas(sheet, x, y)
        shows(page, "ttr-lab-graph-text", f"{i + 1} cities")
    for a, b, w in ((0, 1, 2), (0, 2, 2), (1, 3, 3), (2, 4, 3), (3, 5, 1), (4, 5, 1),
                    (1, 2, 2)):
        page.pw.locator(".ttr-lab-sketch-length input").fill(str(w))
        page.pw.locator(".ttr-lab-sketch-length input").press("Enter")
        page.click_canvas(sheet, *spots[a])
        shows(page, "ttr-lab-status", "is the first end")
        page.click_canvas(sheet, *spots[b])
        shows(page, "ttr-lab-status", "Click an empty spot")
    shows(page, "ttr-lab-graph-text", "6 cities, 7 routes")
    page.click("ttr-lab-sketch-edit")                       # done drawing
    choose(page, "ttr-lab-algorithm", "Minimum spanning tree (Kruskal)")
    page.click("ttr-lab-last")
    shows(page, "ttr-lab-why", "The minimum spanning tree has 5 routes and weighs 9.")


def test_a_link_opens_the_lab_preset_with_a_drawn_graph_and_predict_mode(page, app_server):
    """The teacher's link (board, own graph, algorithm, predict mode) opens the lab ready to
    use: the class predicts Kruskal's first route at once."""
    from ttrwidgets.graphs.lab import EXAMPLE
    from ttrwidgets.widgets.lab.controller import LabController
    from ttrwidgets.widgets.lab.preset import preset_of
    lab = LabController()
    lab.use_sketch(EXAMPLE, editing=False)
    lab.set_algorithm("kruskal")
    lab.set_predict(True)
    page.server = app_server
    page._log_offset = app_server.log_size()
    page.open(app_server.url + "#lab?" + preset_of(lab), wait_for=".ttr-lab-page")
    shows(page, "ttr-lab-graph-text", "6 cities, 9 routes")
    shows(page, "ttr-lab-status", "which route does the algorithm take next")
    assert page.pw.locator(".ttr-lab-algorithm select").input_value() == \
        "Minimum spanning tree (Kruskal)"
    link = page.pw.locator(".ttr-lab-link a").get_attribute("href")
    assert link.startswith("#lab?board=sketch&sketch=") and "alg=kruskal" in link
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


@pytest.mark.parametrize("sized_page", [SCREENS[0]], indirect=True, ids=["1280x720"])
def test_a_long_reason_keeps_the_table_in_view_in_projector_mode(app_server, sized_page):
    """A long reason (BFS a level at a time names every city of the level) scrolls in its own
    box: at 1280×720 in projector mode the pseudocode and the table stay in view."""
    page = sized_page
    open_lab(page, app_server)
    _projector_on(page)
    choose(page, "ttr-lab-algorithm", "Breadth-first search")
    page.click_canvas(LAB_BOARD, *city_point("Paris"))
    shows(page, "ttr-lab-pick-source", "Start: Paris")
    for k in (2, 3, 4):
        page.click("ttr-lab-next")
        shows(page, "ttr-lab-count", f"Part {k} of")
    why = shows(page, "ttr-lab-why", "All 10 cities at distance 3 are found: ")
    assert len(why) > 150 and "Edinburgh is taken from the queue" in why   # all of it is there
    names = ("ttr-lab-board", "ttr-lab-controls", "ttr-lab-why", "ttr-lab-code",
             "ttr-lab-table", "ttr-lab-algorithm", "ttr-lab-next")
    assert_in_view(page, names)
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3]], indirect=True,
                         ids=["1280x720", "1366x768"])
def test_deutschland_takes_the_height_with_readable_city_names(app_server, sized_page):
    """The portrait board is shown like on the game page: city names at least 12 CSS px
    (the renderer's size × the scale Chromium shows the canvas at), the rest of the board a
    drag away, the lab's column beside it in the window; a click on a city still picks it."""
    from .test_board_zoom import name_px, shown_scale
    page = sized_page
    open_lab(page, app_server)
    choose(page, "ttr-lab-board-choice", "Germany")
    page.pw.wait_for_function(
        "() => document.querySelector('.ttr-lab-board.ttr-lab-portrait canvas') !== null",
        timeout=ANSWER * 1000)
    page.wait_for_canvas_drawn(".ttr-lab-portrait canvas", timeout=ANSWER)
    scale = page.pw.evaluate("""() => { const c = document.querySelector(
        '.ttr-lab-portrait canvas'); return c.getBoundingClientRect().width / c.width; }""")
    width = page.pw.evaluate("""() => document.querySelector('.ttr-lab-portrait canvas')
        .getBoundingClientRect().width""")
    px = name_px("deutschland") * scale
    print(f"\nDeutschland in the lab: names {px:.2f} CSS px, {width:.0f} px wide")
    assert px >= 12, f"city names {px:.1f} CSS px"
    assert width > 600
    assert_in_view(page, ("ttr-lab-board-choice", "ttr-lab-algorithm", "ttr-lab-status"))
    m = load_map("deutschland")
    geo = BoardGeometry.build(m, CANVAS_WIDTH)
    page.click_canvas(".ttr-lab-portrait canvas", *geo.cities[m.city_index("Berlin")].centre)
    shows(page, "ttr-lab-pick-source", "Start: Berlin")
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


#: Where the teacher clicks on the sheet (canvas pixels): six cities, A to F, and eight
#: routes ``(a, b, length)`` with two ties for Dijkstra from A (B and C at 2, D and E at 6).
SPOTS = ((100, 280), (300, 80), (300, 480), (600, 80), (600, 480), (800, 280))
ROUTES = ((0, 1, 2), (0, 2, 2), (1, 2, 3), (1, 3, 4), (2, 4, 4), (3, 4, 1), (3, 5, 3),
          (4, 5, 3))


def _questions():
    """What the lab asks on that graph, from its own controller: ``(step index, cities
    allowed, the city the lab takes)`` per question, and the number of steps."""
    from ttrwidgets.graphs.lab import Sketch
    from ttrwidgets.render.lab import SketchGeometry
    from ttrwidgets.widgets.lab.controller import LabController
    g = SketchGeometry(Sketch())
    s = Sketch()
    for i, (x, y) in enumerate(SPOTS):
        s = s.add_city("ABCDEF"[i], *g.to_unit(x, y))
    for a, b, w in ROUTES:
        s = s.add_route("ABCDEF"[a], "ABCDEF"[b], w)
    lab = LabController()
    lab.use_sketch(s, editing=False)
    lab.set_algorithm("dijkstra")
    lab.click_node(lab.city("A"))
    lab.set_predict(True)
    out = [(q.index, sorted(lab.name(n) for n in q.allowed), lab.name(lab.steps[q.index].node))
           for q in (lab.question_at(j) for j in range(1, len(lab.steps))) if q is not None]
    return out, len(lab.steps)


@pytest.mark.parametrize("sized_page,projector", [(SCREENS[0], True), (SCREENS[3], False)],
                         indirect=["sized_page"], ids=["1280x720-projector", "1366x768"])
def test_a_teacher_unprepared_draws_a_graph_the_class_predicts_dijkstra_and_gets_the_sheet(
        app_server, sized_page, projector):
    """The issue's whole lesson, with nothing prepared: the teacher draws six cities and their
    routes, shows Dijkstra from A, the class predicts every city taken (a tied city is
    accepted, the queue is listed by name so the order is not given away), the sheet to trace
    by hand is handed out with the graph on it, and the link opens the same lesson again."""
    questions, n_steps = _questions()
    assert sum(len(a) > 1 for _, a, _ in questions) == 2           # the graph has two ties
    page = sized_page
    open_lab(page, app_server)
    if projector:
        _projector_on(page)
    choose(page, "ttr-lab-board-choice", "Your own graph")
    shows(page, "ttr-lab-status", "Click an empty spot for a new city")
    sheet = ".ttr-lab-sketch canvas"
    page.wait_for_canvas_drawn(sheet, timeout=ANSWER)
    for i, (x, y) in enumerate(SPOTS):
        page.click_canvas(sheet, x, y)
        shows(page, "ttr-lab-graph-text", f"{i + 1} cities")
    for k, (a, b, w) in enumerate(ROUTES):
        page.pw.locator(".ttr-lab-sketch-length input").fill(str(w))
        page.pw.locator(".ttr-lab-sketch-length input").press("Enter")
        page.click_canvas(sheet, *SPOTS[a])
        shows(page, "ttr-lab-status", "is the first end")
        page.click_canvas(sheet, *SPOTS[b])
        shows(page, "ttr-lab-graph-text", f"6 cities, {k + 1} route")
    page.click("ttr-lab-sketch-edit")                               # done drawing
    choose(page, "ttr-lab-algorithm", "Dijkstra's shortest paths")
    page.click_canvas(sheet, *SPOTS[0])
    shows(page, "ttr-lab-pick-source", "Start: A")
    page.pw.check(".ttr-lab-predict-toggle input")
    at = 0                                                           # the step shown (index)
    for k, (j, allowed, taken) in enumerate(questions):
        for i in range(at + 1, j):                                   # Step up to the question
            page.click("ttr-lab-next")
            shows(page, "ttr-lab-count", f"Step {i + 1} of {n_steps}")
        shows(page, "ttr-lab-status", "which city does the algorithm take next")
        # nothing gives the answer away: a queue of two or more is listed by name
        queue = page.text_of("ttr-lab-frontier")
        assert "listed by name (the order is yours to work out)" in queue or \
            "," not in queue, queue
        if j > at + 1:                        # stepped on since the last answer: no verdict
            assert page.text_of("ttr-lab-feedback") == ""
        guess = allowed[-1]                           # on a tie: not the one the lab takes
        page.click_canvas(sheet, *SPOTS["ABCDEF".index(guess)])
        if guess != taken:
            shows(page, "ttr-lab-feedback", f"✓ Right: {guess} is allowed too (a tie)")
        else:
            shows(page, "ttr-lab-feedback", "✓ Right!")
        shows(page, "ttr-lab-score", f"{k + 1} of {k + 1} right")
        shows(page, "ttr-lab-count", f"Step {j + 1} of {n_steps}")
        at = j
        if len(allowed) > 1:
            assert_in_view(page, ("ttr-lab-board", "ttr-lab-status", "ttr-lab-feedback",
                                  "ttr-lab-score", "ttr-lab-next", "ttr-lab-code",
                                  "ttr-lab-table"))
    page.click("ttr-lab-last")
    shows(page, "ttr-lab-count", f"Step {n_steps} of {n_steps}")
    table = page.text_of("ttr-lab-table")
    assert all(f"{c}{d}" in "".join(table.split())
               for c, d in zip("ABCDEF", (0, 2, 2, 6, 6, 9))), table
    # the hand-out: the graph, the pseudocode with its tie rule, a table blank but for row 1
    page.click("ttr-lab-sheet")
    link = page.pw.locator(".ttr-lab-sheet-link a")
    link.wait_for(timeout=ANSWER * 1000)
    import base64
    html = base64.b64decode(link.get_attribute("href").split("base64,")[1]).decode("utf-8")
    assert "Trace it by hand: Dijkstra's shortest paths — Your own graph" in html
    assert "Start: A" in html and "(a tie: any of them" in html
    graph = html[html.index("<svg"):html.index("</svg>")]
    assert all(f">{c}</text>" in graph for c in "ABCDEF")
    assert html.count("<tr>") == 1 + 1 + len(questions)
    # the link opens the same lesson, ready to predict
    href = page.pw.locator(".ttr-lab-link a").get_attribute("href")
    assert href.startswith("#lab?board=sketch&sketch=") and "alg=dijkstra" in href \
        and "source=A" in href and "predict=" in href
    page.open(app_server.url + href, wait_for=".ttr-lab-page")
    shows(page, "ttr-lab-graph-text", "6 cities, 8 routes")
    shows(page, "ttr-lab-pick-source", "Start: A")
    shows(page, "ttr-lab-status", "which city does the algorithm take next")
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"
