"""The Voilà app in Chromium, driven like a learner drives it: clicks on buttons and on the
board at a route's drawn position, files chosen in the upload dialog.

Assertions are on what the page shows (status, panel, hand, players table, log, messages),
never on pixels, except "the board is drawn" and "a claimed route changes colour there".
Scenario files (all seats human) open in teaching mode: every hand is open, no hand-over, and
the deck top is fixed, so a test knows exactly which cards come.

Run: .venv/bin/python -m pytest -q tests/browser/test_app.py
"""
from __future__ import annotations

import json
import re
import time

import pytest
from playwright.sync_api import expect

from ttrwidgets.ttr.maps import load_map
from ttrwidgets.ttr.messages import route_name
from ttrwidgets.render import BoardGeometry
from ttrwidgets.widgets.board import CANVAS_WIDTH

BOARD = ".ttr-board canvas"
#: How long one click may take to get its answer on the page (seconds).
ANSWER = 15

MAP = load_map("europe")
GEO = BoardGeometry.build(MAP, CANVAS_WIDTH)


# ---------------------------------------------------------------------------------- helpers

def route_index(a: str, b: str, colour: str | None = None) -> int:
    routes = [r for r in MAP.routes_between(MAP.city_index(a), MAP.city_index(b))
              if colour is None or r.colour.key == colour]
    assert len(routes) == 1, (a, b, colour, routes)
    return routes[0].index


def route_point(r: int) -> tuple[float, float]:
    """Canvas pixel in the middle train space of route ``r``."""
    spaces = GEO.routes[r].spaces
    return spaces[len(spaces) // 2].centre


def empty_point() -> tuple[float, float]:
    """A canvas pixel where nothing is drawn that a click could hit."""
    for y in range(10, GEO.height_px, 40):
        for x in range(10, CANVAS_WIDTH, 40):
            if GEO.hit_test(x, y) is None:
                return x, y
    raise AssertionError("no empty spot on the board")


def scenario(players: list[dict], **position) -> dict:
    return {"title": "browser test", "game": "europe", "options": {"players": len(players)},
            "seed": 5, "position": {"players": players, **position}, "steps": []}


def open_scenario(page, server, tmp_path, data: dict, name: str = "scenario.json") -> None:
    """Open the app and load ``data`` through the start page's upload button."""
    path = tmp_path / name
    path.write_text(json.dumps(data))
    page.open(server, wait_for=".ttr-start")
    page.choose_file(lambda: page.click(".ttr-upload .ttr-filepicker-button"), path)
    page.wait_for_text("ttr-message", contains=f"Loaded {name}", timeout=ANSWER)
    page.wait_for_widgets(".ttr-game-page", timeout=ANSWER)
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)


#: Order of the seat dropdowns' options (the <option> values are the translated labels).
SEAT_KINDS = ("human", "greedy", "random")


def play_now(page, server, *, seed: int, seats: dict[int, str] | None = None,
             game: str | None = None, players: int | None = None) -> None:
    """Open the app and start a game from the start page with instant bots (the default
    3 players: seat 0 a person, the others ticket-minded bots, unless ``seats`` says otherwise).
    ``game``: click that game's card first (default: the start page's, Europe)."""
    page.open(server, wait_for=".ttr-start")
    start_game(page, seed=seed, seats=seats, game=game, players=players)


def start_game(page, *, seed: int, seats: dict[int, str] | None = None,
               game: str | None = None, players: int | None = None) -> None:
    """On the start page (opened, or reached with "New game"), start a game as
    :func:`play_now` does."""
    page.wait_for_widgets(".ttr-start", timeout=ANSWER)
    if game is not None:
        page.click(f"ttr-game-{game}")
        page.wait_for_text(f"ttr-game-{game}", contains="✓", timeout=ANSWER)
    if players is not None:
        page.pw.select_option(".ttr-player-count select", label=str(players))
    page.pw.select_option(".ttr-pace select", index=1)
    page.pw.fill(".ttr-seed input", str(seed))
    for i, kind in (seats or {}).items():
        page.pw.select_option(f".ttr-seat-{i} select", index=SEAT_KINDS.index(kind))
    page.click("ttr-start")
    page.wait_for_widgets(".ttr-game-page", timeout=ANSWER)


def keep_two_tickets(page) -> None:
    page.wait_for_text("ttr-panel", contains="Keep at least", timeout=ANSWER)
    page.pw.check(".ttr-offer-0 input")
    page.pw.check(".ttr-offer-1 input")
    page.click("ttr-keep")
    page.wait_for_text("ttr-status", contains="is to move", timeout=ANSWER)


def player_row(page, seat: int) -> dict[str, str]:
    """One row of the players table as {column heading: cell text}."""
    table = page.pw.locator(".ttr-players table")
    heads = [h.strip() for h in table.locator("tr").first.locator("th").all_inner_texts()]
    cells = [c.strip() for c in table.locator("tr").nth(seat + 1).locator("td").all_inner_texts()]
    return dict(zip(heads, cells))


def shows(page, name: str, text: str) -> str:
    """Wait until the element ``name`` shows ``text`` (widgets update one by one: after one
    of them shows a move, the others may still be on their way) and return its whole text."""
    return page.wait_for_text(name, contains=text, timeout=ANSWER)


def press(page, name: str) -> None:
    """Click the button ``name`` as a learner does: once it is wholly on the screen. Playwright
    scrolls an element that is not wholly in view before clicking it, and the scroll stays: a
    button that stood below the side column's edge only for a moment, while a panel was
    redrawn, scrolled the column (or the whole app) for good, and the in-view check after it
    failed (the lesson panel, then Deutschland's passenger choice at 1280x720, each once at the
    end of a fresh-clone run). For tests whose point is that everything is in view; a button a
    learner must scroll to is clicked with ``page.click``."""
    button = page.pw.locator(f".{name}").first
    expect(button).to_be_in_viewport(ratio=1, timeout=ANSWER * 1000)
    button.click()


def row_shows(page, seat: int, **cells) -> dict[str, str]:
    """Wait until the players-table row of ``seat`` has these cells (Points="4", ...)."""
    want = {k.replace("_", " "): v for k, v in cells.items()}
    last = {}

    def ok():
        nonlocal last
        last = player_row(page, seat)
        return all(last.get(k) == v for k, v in want.items())
    try:
        page.wait_until(ok, timeout=ANSWER)
    except AssertionError:
        raise AssertionError(f"players row {seat} never showed {want}; it is {last}") from None
    return last


def log_head(page) -> str:
    """The newest move's title in the log ("3. Player 1: ...")."""
    return page.pw.locator(".ttr-log b").first.inner_text().strip()


def auto_move(page) -> None:
    """One click on *Let the bot move for me*, waiting for its answer (a new move in the log,
    the final scores, or a refusal) and for everything the click made the kernel send. The
    newest move is read once the kernel has answered every earlier request: read right after
    another widget showed the last action, the log could still show the move before, and the
    next change the wait saw was that action's, not the click's (the click's own move, a
    passenger choice, was then taken for a later one; Deutschland, once in a fresh-clone run)."""
    page.wait_for_kernel_idle(timeout=ANSWER)
    before = log_head(page)
    idle = page.kernel_idle
    page.click("ttr-auto")
    page.pw.wait_for_function(
        """before => document.querySelector('.ttr-score') !== null
            || document.querySelector('.ttr-message .ttr-error') !== null
            || document.querySelector('.ttr-log b').textContent.trim() !== before""",
        arg=before, timeout=ANSWER * 1000)
    page.wait_for_kernel_idle(since=idle, timeout=ANSWER)
    assert page.pw.locator(".ttr-message .ttr-error").count() == 0, page.text_of("ttr-message")


def element(page, name: str):
    return expect(page.pw.locator(name if name.startswith(".") else "." + name).first)


# ------------------------------------------------------------------------------------ tests

def test_play_now_draws_board_and_asks_for_tickets(app_server, page):
    play_now(page, app_server, seed=3)
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    assert page.canvas_not_blank(BOARD)
    shows(page, "ttr-status", "choose your starting tickets")
    shows(page, "ttr-panel", "Keep at least 2 of these tickets")
    element(page, "ttr-offer-3").to_be_visible()
    keep_two_tickets(page)
    assert re.search(r"Player \d \(you\) is to move", page.text_of("ttr-status"))
    row_shows(page, 0, Tickets="2")


def test_click_route_preview_then_claim(app_server, page, tmp_path):
    r = route_index("Berlin", "Frankfurt", "red")
    open_scenario(page, app_server, tmp_path, scenario([{"hand": {"red": 3}}, {}]))
    x, y = route_point(r)
    row_shows(page, 0, Points="0", Trains="45", Cards="3")
    before = page.canvas_pixel(BOARD, int(x), int(y))

    page.click_canvas(BOARD, x, y)
    element(page, "ttr-confirm").to_be_visible(timeout=ANSWER * 1000)
    shows(page, "ttr-panel", f"Claim {route_name(MAP, r, 'en')}?")
    shows(page, "ttr-panel", "It is worth 4 points and uses 3 trains")
    shows(page, "ttr-options", "3 red")

    page.click("ttr-confirm")
    log = shows(page, "ttr-log", "[claim.score]")
    assert "Player 1 claims Berlin–Frankfurt (red, 3) with 3 red and scores 4 points" in log
    row_shows(page, 0, Points="4", Trains="42", Cards="0")
    shows(page, "ttr-status", "Player 2 is to move")
    element(page, "ttr-confirm").to_be_hidden()
    page.wait_until(lambda: page.canvas_pixel(BOARD, int(x), int(y)) != before, timeout=ANSWER,
                    message="the claimed route's pixel to change")


def test_illegal_and_stray_clicks_explain_and_change_nothing(app_server, page, tmp_path):
    open_scenario(page, app_server, tmp_path, scenario([{"hand": {"orange": 3}}, {}]))
    hand = shows(page, "ttr-hand", "O 3")
    status = shows(page, "ttr-status", "Player 1 is to move")
    log = shows(page, "ttr-log", "0. Setup")
    row = row_shows(page, 0, Points="0", Cards="3")

    # a route the hand cannot pay: the panel says why, with the rule id, and offers no Claim
    page.click_canvas(BOARD, *route_point(route_index("Berlin", "Frankfurt", "red")))
    shows(page, "ttr-panel", "(claim.color)")
    panel = shows(page, "ttr-panel", "You cannot pay for Berlin–Frankfurt (red, 3)")
    assert "you hold 3 orange" in panel
    element(page, "ttr-confirm").to_be_hidden()
    element(page, "ttr-cancel").to_be_visible()

    # a click on empty board: a message, nothing else
    page.click_canvas(BOARD, *empty_point())
    page.wait_for_text("ttr-message", contains="Nothing there", timeout=ANSWER)

    # and nothing changed
    page.click("ttr-cancel")
    page.wait_for_text("ttr-panel", contains="Click a route to claim it", timeout=ANSWER)
    assert (page.text_of("ttr-status"), page.text_of("ttr-hand"), page.text_of("ttr-log"),
            player_row(page, 0)) == (status, hand, log, row)


def test_draw_from_face_up_row(app_server, page, tmp_path):
    open_scenario(page, app_server, tmp_path, scenario(
        [{"hand": {"red": 1}}, {}], faceup=["red", "blue", "green", "white", "black"],
        deck_top=["yellow", "purple"]))
    page.wait_for_text("ttr-faceup-1", "B", timeout=ANSWER)
    assert "B 1" not in shows(page, "ttr-hand", "R 1")
    page.click("ttr-faceup-1")
    assert "R 1" in shows(page, "ttr-hand", "B 1")
    shows(page, "ttr-status", "Player 1: take your second card")
    page.wait_for_text("ttr-faceup-1", "Y", timeout=ANSWER)      # refilled from the deck top
    row_shows(page, 0, Cards="2")
    shows(page, "ttr-log", "[draw.two] Player 1 takes a face-up blue card")


ANGORA_SMYRNA = route_index("Angora", "Smyrna")


def claim_tunnel(page) -> None:
    page.click_canvas(BOARD, *route_point(ANGORA_SMYRNA))
    element(page, "ttr-confirm").to_be_visible(timeout=ANSWER * 1000)
    shows(page, "ttr-panel", "A tunnel")
    page.click("ttr-confirm")
    shows(page, "ttr-panel", "— revealed:")


def test_tunnel_that_cannot_be_paid_is_withdrawn(app_server, page, tmp_path):
    open_scenario(page, app_server, tmp_path, scenario(
        [{"hand": {"orange": 3}}, {}], deck_top=["orange", "locomotive", "red"]))
    shows(page, "ttr-hand", "O 3")
    claim_tunnel(page)
    shows(page, "ttr-panel", "Tunnel Angora–Smyrna (orange, 3) — revealed:")
    chips = page.pw.locator(".ttr-panel .ttr-chip").all_inner_texts()
    assert [c.strip() for c in chips[:3]] == ["O", "L", "R"]
    shows(page, "ttr-panel", "You owe 2 more cards")
    shows(page, "ttr-panel", "You cannot pay: withdraw takes your cards back (tunnel.withdraw)")
    shows(page, "ttr-status", "the tunnel asks for 2 more cards")
    element(page, "ttr-withdraw").to_be_visible()
    element(page, "ttr-pay").to_be_hidden()
    page.wait_for_text("ttr-hand", matches="Player 1's hand: —", timeout=ANSWER)  # cards laid

    page.click("ttr-withdraw")
    shows(page, "ttr-log", "[tunnel.withdraw]")
    shows(page, "ttr-hand", "O 3")
    row_shows(page, 0, Points="0", Trains="45", Cards="3")
    shows(page, "ttr-status", "Player 2 is to move")


def test_tunnel_paid_claims_the_route(app_server, page, tmp_path):
    open_scenario(page, app_server, tmp_path, scenario(
        [{"hand": {"orange": 4}}, {}], deck_top=["orange", "red", "green"]))
    claim_tunnel(page)
    shows(page, "ttr-panel", "You owe 1 more card ")
    element(page, "ttr-pay").to_be_visible()
    element(page, "ttr-withdraw").to_be_visible()
    shows(page, "ttr-options", "1 orange")
    page.click("ttr-pay")
    shows(page, "ttr-log", "Player 1 claims Angora–Smyrna (orange, 3) with 4 orange and "
                           "scores 4 points")
    row_shows(page, 0, Points="4", Trains="42", Cards="0")


def test_full_game_against_a_bot_reaches_the_scores(app_server, page):
    play_now(page, app_server, seed=5, seats={0: "human", 1: "greedy"})
    keep_two_tickets(page)
    score = page.pw.locator(".ttr-score")
    t0 = time.perf_counter()
    for moves in range(1, 201):
        auto_move(page)   # each click gets its answer before the next one
        if score.count():
            break
    else:
        pytest.fail(f"no final scores after {moves} moves; status: {page.text_of('ttr-status')}")
    seconds = time.perf_counter() - t0
    print(f"\n[timing] {moves} 'let the bot move for me' clicks to the final scores: "
          f"{seconds:.1f}s ({seconds / moves * 1000:.0f} ms per click)")
    text = shows(page, "ttr-score", "Final scores")
    assert re.search(r"Winner: Player \d", shows(page, "ttr-score", "Winner: ")), text
    shows(page, "ttr-status", "The game is over.")
    assert 20 <= moves <= 150, moves
    element(page, "ttr-auto").to_be_disabled()


def test_language_switch_to_german(app_server, page, tmp_path):
    open_scenario(page, app_server, tmp_path, scenario(
        [{"hand": {"red": 1}}, {}], faceup=["red", "blue", "green", "white", "black"]))
    shows(page, "ttr-status", "Player 1 is to move")
    page.pw.locator(".ttr-lang button", has_text="Deutsch").click()
    shows(page, "ttr-status", "Spieler 1 ist am Zug")
    shows(page, "ttr-hand", "Hand von Spieler 1")

    page.click("ttr-faceup-1")
    shows(page, "ttr-status", "Nimm deine zweite Karte")
    hand = shows(page, "ttr-hand", "B 1")
    page.click("ttr-draw-tickets")      # refused: the draw must be finished first
    page.wait_for_text(".ttr-message .ttr-error", contains="Beende zuerst das Ziehen",
                       timeout=ANSWER)
    assert re.search(r"\([a-z-]+\.[a-z.-]+\)$", page.text_of(".ttr-message .ttr-error"))
    assert page.text_of("ttr-hand") == hand


def test_undo_after_drawing_two_cards(app_server, page, tmp_path):
    open_scenario(page, app_server, tmp_path, scenario(
        [{"hand": {"red": 2}}, {}], deck_top=["blue", "green"]))
    hand = shows(page, "ttr-hand", "R 2")
    row_shows(page, 0, Cards="2")
    page.click("ttr-deck")
    shows(page, "ttr-status", "take your second card")
    page.click("ttr-deck")
    shows(page, "ttr-status", "Player 2 is to move")
    row_shows(page, 0, Cards="4")
    assert "B 1" in shows(page, "ttr-hand", "G 1")

    page.click("ttr-undo")
    shows(page, "ttr-status", "Player 1 is to move")
    row_shows(page, 0, Cards="2")
    page.wait_for_text("ttr-hand", hand, timeout=ANSWER)


# ---------------------------------------------------------------- Binder (issue 21 #10)

@pytest.fixture(scope="module")
def binder_server(tmp_path_factory):
    """jupyter-server with the Voilà extension set up as Binder sets it up: binder/postBuild
    (without its pip install) writes its Jupyter files into a prefix on the Jupyter paths, the
    way it writes them into the image's Python prefix; the server starts in the repository, as
    Binder's does. Yields the server (tools.browser.VoilaServer: its log, its stop)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    from tools.browser import VoilaServer, free_port
    root = Path(__file__).resolve().parents[2]
    tmp = tmp_path_factory.mktemp("binder")
    prefix = tmp / "prefix"
    env = {**os.environ, "TTR_BINDER_NO_INSTALL": "1", "TTR_BINDER_PREFIX": str(prefix),
           "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    subprocess.run(["sh", "binder/postBuild"], cwd=root, env=env, check=True, timeout=120)
    env = {k: v for k, v in os.environ.items() if not k.startswith("JUPYTER_")}
    env.update(JUPYTER_CONFIG_PATH=str(prefix / "etc" / "jupyter"),
               JUPYTER_PATH=str(prefix / "share" / "jupyter"),
               JUPYTER_CONFIG_DIR=str(tmp / "home-config"), JUPYTER_DATA_DIR=str(tmp / "data"),
               JUPYTER_RUNTIME_DIR=str(tmp / "runtime"), PYTHONUNBUFFERED="1")
    port = free_port()
    cmd = [sys.executable, "-m", "jupyter_server", "--no-browser", f"--port={port}",
           "--ServerApp.port_retries=0", "--ServerApp.ip=127.0.0.1",
           "--IdentityProvider.token=", "--ServerApp.password="]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    log_path = tmp / "jupyter-server.log"
    log_file = open(log_path, "w+b")
    proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=log_file, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    server = VoilaServer(root / "notebooks" / "app.ipynb", port, proc, log_path,
                         _log_file=log_file)
    try:
        server._wait_ready(90)
        yield server
    finally:
        server.stop()


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=["1280x720", "1366x768"])
def test_the_binder_path_serves_the_app_with_nothing_from_outside(binder_server, page, size):
    """The badge's path (voila/render/notebooks/app.ipynb under jupyter-server with binder/'s
    files) renders with the app's template "ttr": no Font Awesome (or anything) from a CDN; the
    page comes up and no request leaves the server."""
    import urllib.request
    base = f"http://127.0.0.1:{binder_server.port}"
    page_url = f"{base}/voila/render/notebooks/app.ipynb"
    page.pw.set_viewport_size({"width": size[0], "height": size[1]})
    page.open(page_url, wait_for=".ttr-start", timeout=120)
    page.wait_for_text("ttr-start", contains="Play now", timeout=ANSWER)
    assert not page.blocked, f"requests left the server: {sorted(set(page.blocked))}"
    # the page's HTML: the "ttr" template's start-up screen, and every resource it names
    # (src, href, url(), import) is on the server itself
    with urllib.request.urlopen(page_url, timeout=120) as r:
        html = r.read().decode("utf-8")
    assert "Starting the app" in html
    refs = re.findall(r"""(?:src|href)\s*=\s*["']([^"']+)|url\(\s*["']?([^"')]+)"""
                      r"""|import\s*\(?\s*["']([^"']+)""", html)
    outside = sorted({u for ref in refs for u in ref
                      if re.match(r"(https?:)?//", u) and not u.startswith(base)})
    assert not outside, outside
    assert "cdn.jsdelivr.net" not in html and "fontawesome-free" not in html
    assert "Traceback" not in binder_server.log(), binder_server.log_tail()
