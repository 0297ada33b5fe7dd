"""Puzzles in Chromium, as a learner solves them: the start page's Puzzles button, the list,
a best-station puzzle answered by clicking a city on the board, Check, and the explanation read
step by step; the progress survives a reload. A Trans Europa ``fewest_rails`` puzzle answered
by clicking lines on the grid board. And the puzzle panel, the board and the answer buttons fit
the window at 1280×720, 1366×768 and 1920×1080.

The tests read the puzzle's exact solution to know where to click, never to decide what the page
says: they assert on the panel's text. No request leaves 127.0.0.1 (the page fixtures block the
rest and the tests check nothing was even tried).
"""
from __future__ import annotations

import time

import pytest

from ttrwidgets.puzzles import teach
from ttrwidgets.puzzles.pack import load_pack_puzzle, pack_entries
from ttrwidgets.puzzles.solve import solve
from ttrwidgets.render import BoardGeometry
from ttrwidgets.widgets.board import CANVAS_WIDTH

from .test_app import ANSWER, BOARD, MAP, shows
from .test_screens import SCREENS, assert_in_view

GEO = BoardGeometry.build(MAP, CANVAS_WIDTH)
PANEL = "ttr-puzzle"


def _first(kind: str, game: str = "europe"):
    entry = next(e for e in pack_entries(kind, game))
    p = load_pack_puzzle(entry)
    return entry["file"][:-5], p, solve(p)


def city_point(c: int) -> tuple[float, float]:
    return GEO.cities[c].centre


def open_puzzle(page, server, puzzle_id: str) -> None:
    """Start page → Puzzles → the puzzle's link."""
    page.open(server, wait_for=".ttr-start")
    page.click("ttr-puzzles")
    shows(page, "ttr-puzzles-page", "Best station")
    page.click(f'[data-ttr-puzzle="{puzzle_id}"]')
    shows(page, PANEL, "Puzzle:")
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)


def test_a_best_station_puzzle_is_solved_by_clicking_and_explained(page, app_server):
    pid, p, sol = _first("best_station")
    m = p.map
    table = sol.detail["table"]
    wrong = min((c for c in table if c not in sol.answers), key=lambda c: table[c])
    right = sol.answers[0]
    open_puzzle(page, app_server, pid)
    shows(page, PANEL, "Puzzle: Best station")
    shows(page, "ttr-puzzle-question", teach.question(p, "en")[:40])
    # a wrong city, chosen on the board: Check says so, and it is not solved
    page.click_canvas(BOARD, *city_point(wrong))
    shows(page, "ttr-puzzle-pick", f"a station in {m.cities[wrong].display_name}")
    page.click("ttr-puzzle-check")
    shows(page, "ttr-puzzle-feedback", "Not the best")
    # a hint narrows it down
    page.click("ttr-puzzle-hint")
    shows(page, "ttr-puzzle-feedback", "Hint 1/")
    # the right city: Check, and the explanation, drawn on the board, is read step by step
    page.click_canvas(BOARD, *city_point(right))
    shows(page, "ttr-puzzle-pick", f"a station in {m.cities[right].display_name}")
    t0 = time.perf_counter()
    page.click("ttr-puzzle-check")
    shows(page, "ttr-puzzle-feedback", "Right")
    latency = time.perf_counter() - t0
    notes = teach.explanation(p, sol, "en")
    first = shows(page, "ttr-puzzle-explain", "[station.build]")
    assert "The best city is" in first and m.cities[right].display_name in first
    for k in range(1, len(notes)):
        page.click("ttr-puzzle-explain-next")
        # the counter and the step's sentence are separate widgets: wait for both
        want = (f"Why: {k + 1} of {len(notes)}", f"[{notes[k].rule}]", notes[k].text[:30])
        text = page.wait_until(
            lambda: (lambda t: t if all(w in t for w in want) else None)(
                page.text_of("ttr-puzzle-explain")),
            timeout=ANSWER, message=f"explanation step {k + 1}")
    assert "Tempting" in text                              # the alternative and what it gives
    print(f"\ncheck → verdict and explanation on screen: {latency * 1000:.0f} ms")
    assert latency < ANSWER
    # the progress is kept by the browser: after a reload the list ticks it
    page.pw.reload()
    page.wait_for_widgets(".ttr-start", timeout=ANSWER)
    page.click("ttr-puzzles")
    page.wait_until(lambda: page.text_of(f'[data-ttr-puzzle="{pid}"]').startswith("✓"),
                    timeout=ANSWER)
    shows(page, "ttr-puzzles-page", "1 of")
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3], SCREENS[2]], indirect=True,
                         ids=["1280x720", "1366x768", "1920x1080"])
def test_a_puzzle_keeps_its_panel_and_the_board_in_view(app_server, sized_page):
    """A tunnel puzzle (the longest question, four answers) and a best-station puzzle with its
    hints and its explanation: the panel, its buttons and the board fit the window; the page
    does not scroll."""
    page = sized_page
    tid, _, _ = _first("tunnel_odds")
    bid, bp, bsol = _first("best_station")
    open_puzzle(page, app_server, tid)
    shows(page, PANEL, "Tunnel odds")
    assert_in_view(page, ("ttr-board", PANEL, "ttr-puzzle-choice-3", "ttr-puzzle-check",
                          "ttr-puzzle-hint", "ttr-puzzle-reveal", "ttr-puzzle-next"))
    page.click("ttr-puzzle-choice-1")
    page.click("ttr-puzzle-check")
    shows(page, "ttr-puzzle-feedback", "✗")
    assert_in_view(page, ("ttr-board", PANEL, "ttr-puzzle-feedback", "ttr-puzzle-check"))
    page.click("ttr-puzzle-list")
    page.click(f'[data-ttr-puzzle="{bid}"]')
    shows(page, PANEL, "Best station")
    for k in (1, 2, 3):
        page.click("ttr-puzzle-hint")
        shows(page, "ttr-puzzle-feedback", f"Hint {k}/")
    assert_in_view(page, ("ttr-board", PANEL, "ttr-puzzle-hint-text", "ttr-puzzle-check",
                          "ttr-puzzle-reveal", "ttr-puzzle-next"))
    page.click("ttr-puzzle-reveal")
    shows(page, "ttr-puzzle-explain", "[station.build]")
    assert_in_view(page, ("ttr-board", PANEL, "ttr-puzzle-explain", "ttr-puzzle-explain-next",
                          "ttr-puzzle-next", "ttr-puzzle-list"))
    # every explanation step, the longest too
    n = len(teach.explanation(bp, bsol, "en"))
    for k in range(1, n):
        page.click("ttr-puzzle-explain-next")
        shows(page, "ttr-puzzle-explain", f"Why: {k + 1} of {n}")
        assert_in_view(page, ("ttr-board", PANEL, "ttr-puzzle-explain", "ttr-puzzle-next"))
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


# ------------------------------------------------------------------------ a Trans puzzle
def _trans_puzzle():
    """The first Trans Europa puzzle that joins two or more cities (a wrong answer can leave
    one apart)."""
    for entry in pack_entries("fewest_rails", "trans_europa"):
        p = load_pack_puzzle(entry)
        sol = solve(p)
        if sol.value >= 4 and len(sol.answers) >= 3:
            return entry["file"][:-5], p, sol
    raise AssertionError("no Trans Europa puzzle with 4+ rails in the pack")


def open_trans_puzzle(page, server, puzzle_id: str) -> None:
    page.open(server, wait_for=".ttr-start")
    page.click("ttr-puzzles")
    shows(page, "ttr-puzzles-page", "Fewest rails — Trans Europa")
    page.click(f'[data-ttr-puzzle="{puzzle_id}"]')
    shows(page, PANEL, "Puzzle: Fewest rails")
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)


def test_a_fewest_rails_puzzle_is_solved_by_clicking_lines_on_the_grid(page, app_server):
    from ttrwidgets.trans.render import GridGeometry
    from ttrwidgets.trans.missing import line_costs
    pid, p, sol = _trans_puzzle()
    geo = GridGeometry.build(p.map, CANVAS_WIDTH)
    costs = line_costs(p.map, p.state.special)
    open_trans_puzzle(page, app_server, pid)
    shows(page, "ttr-puzzle-question", teach.question(p, "en")[:40])
    shows(page, "ttr-status", "A puzzle")
    # all lines but the last: Check says which city is still apart
    lines = list(sol.answers)
    for k, x in enumerate(lines[:-1]):
        page.click_canvas(BOARD, *geo.lines[x].mid)
        shows(page, "ttr-puzzle-pick", f"{k + 1} line{'' if k == 0 else 's'},")
    rails = sum(costs[x] for x in lines[:-1])
    shows(page, "ttr-puzzle-pick", f"{rails} rail{'' if rails == 1 else 's'}")
    page.click("ttr-puzzle-check")
    shows(page, "ttr-puzzle-feedback", "✗ Not yet")
    page.click_canvas(BOARD, *geo.lines[lines[-1]].mid)
    shows(page, "ttr-puzzle-pick", f"{len(lines)} line{'' if len(lines) == 1 else 's'}, "
                                      f"{sol.value} rail{'' if sol.value == 1 else 's'}")
    t0 = time.perf_counter()
    page.click("ttr-puzzle-check")
    shows(page, "ttr-puzzle-feedback", f"✓ Right: {sol.value} rails")
    latency = time.perf_counter() - t0
    notes = teach.explanation(p, sol, "en")
    shows(page, "ttr-puzzle-explain", "[trans.score-round]")
    for k in range(1, len(notes)):
        page.click("ttr-puzzle-explain-next")
        want = (f"Why: {k + 1} of {len(notes)}", f"[{notes[k].rule}]", notes[k].text[:30])
        page.wait_until(
            lambda: (lambda t: t if all(w in t for w in want) else None)(
                page.text_of("ttr-puzzle-explain")),
            timeout=ANSWER, message=f"explanation step {k + 1}")
    print(f"\ncheck → verdict and explanation on screen (grid): {latency * 1000:.0f} ms")
    # back to the list: it is ticked
    page.click("ttr-puzzle-list")
    page.wait_until(lambda: page.text_of(f'[data-ttr-puzzle="{pid}"]').startswith("✓"),
                    timeout=ANSWER)
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3], SCREENS[2]], indirect=True,
                         ids=["1280x720", "1366x768", "1920x1080"])
def test_a_trans_puzzle_keeps_its_panel_and_the_grid_in_view(app_server, sized_page):
    page = sized_page
    pid, p, sol = _trans_puzzle()
    open_trans_puzzle(page, app_server, pid)
    assert_in_view(page, ("ttr-board", PANEL, "ttr-puzzle-check", "ttr-puzzle-hint",
                          "ttr-puzzle-reveal", "ttr-puzzle-next"))
    for k in (1, 2, 3):
        page.click("ttr-puzzle-hint")
        shows(page, "ttr-puzzle-feedback", f"Hint {k}/")
    assert_in_view(page, ("ttr-board", PANEL, "ttr-puzzle-hint-text", "ttr-puzzle-check"))
    page.click("ttr-puzzle-reveal")
    shows(page, "ttr-puzzle-explain", "[trans.score-round]")
    n = len(teach.explanation(p, sol, "en"))
    for k in range(1, n):
        page.click("ttr-puzzle-explain-next")
        shows(page, "ttr-puzzle-explain", f"Why: {k + 1} of {n}")
        assert_in_view(page, ("ttr-board", PANEL, "ttr-puzzle-explain", "ttr-puzzle-next"))
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"
