"""Ticket to Ride Deutschland in Chromium, as a newcomer plays it: pick the game on the start
page, announce the starting mix, keep two tickets, take a passenger by clicking its token on the
board, let the bot-for-me tool play the bulk of the game, and read the Globetrotter and the
passenger majorities in the final scores.

Run: .venv/bin/python -m pytest -q tests/browser/test_deutschland.py
"""
from __future__ import annotations

import re
import time

import pytest

from ttrwidgets.ttr.colours import SYMBOLS
from ttrwidgets.ttr.maps import load_map
from ttrwidgets.render import BoardGeometry, Hit
from ttrwidgets.widgets.board import CANVAS_WIDTH

from .test_app import (ANSWER, BOARD, auto_move, element, open_scenario, play_now, row_shows,
                       shows)
from .test_screens import IN_VIEW, SCREENS, assert_in_view

MAP = load_map("deutschland")
GEO = BoardGeometry.build(MAP, CANVAS_WIDTH)
COLOUR_OF_LETTER = {sym: c.key for c, sym in SYMBOLS.items()}


def announce_and_keep(page) -> None:
    """The Deutschland set-up by clicking: 3 short + 1 long, then keep the first two."""
    shows(page, "ttr-status", "announce your starting tickets' mix")
    shows(page, "ttr-panel", "how many from the short deck")
    assert page.texts_of("ttr-mix") == ["4 short + 0 long", "3 short + 1 long",
                                        "2 short + 2 long", "1 short + 3 long",
                                        "0 short + 4 long"]
    page.click("ttr-mix-1")
    shows(page, "ttr-panel", "Keep at least 2 of these tickets")
    offers = [page.text_of(f"ttr-offer-{k}") for k in range(4)]
    assert sum(o.endswith("— long") for o in offers) == 1, offers
    assert sum(o.endswith("— short") for o in offers) == 3, offers
    page.pw.check(".ttr-offer-0 input")
    page.pw.check(".ttr-offer-1 input")
    page.click("ttr-keep")
    shows(page, "ttr-status", "is to move: draw cards, claim a route or draw tickets")


#: The step the engine logs when the learner must pick a passenger at an end of the route just
#: claimed (engine.ftl passengers-choose).
CHOICE_AT = re.compile(r"At (.+?), passengers of several colours wait: Player 1 picks which one")


def newest_move(page) -> str:
    """The newest move of the log with its steps. The log is one widget, so its text is always
    whole; the status line and the panel are others, whose updates the browser may apply before
    or after the log's (ipywidgets keeps the order of one widget's updates, not across widgets).
    Read at once after a move, the status line could still show the turn before: the passenger
    choice was then left to Auto, and the stale dialog was read for the next one."""
    return page.pw.locator(".ttr-log").first.evaluate("""log => {
        const text = log.innerText, titles = [...log.querySelectorAll('b')];
        if (titles.length < 2) return text;
        return text.slice(0, text.indexOf(titles[1].innerText));
    }""")


def choosing_passengers(page) -> bool:
    return bool(CHOICE_AT.search(newest_move(page)))


def pick_a_passenger_on_the_board(page) -> str:
    """The learner is to pick passengers (the newest move says where): read the first end's
    colours from the dialog once it shows that end (its label and every button's tooltip name
    the city: a widget not yet updated still shows an earlier choice), click the last colour's
    token on the board (where the renderer draws it) and confirm. Returns what the log must
    say."""
    ends = CHOICE_AT.findall(newest_move(page))
    city = ends[0]
    c = MAP.city_index(city)
    read = page.pw.locator(".ttr-passenger-choice").first

    def dialog_shows_it():
        return read.evaluate("""(box, city) => {
            const row = box.querySelector('.widget-hbox');
            const label = row && row.querySelector('.widget-html');
            if (!label || label.innerText.replace(':', '').trim() !== city) return null;
            const out = [];
            for (const b of row.querySelectorAll('button')) {
                if (b.offsetParent === null) continue;               // hidden
                if (!(b.title || '').includes(city)) return null;     // not updated yet
                out.push(b.innerText.trim());
            }
            return out.length ? out : null; }""", city)

    page.wait_until(dialog_shows_it, timeout=ANSWER, message=f"the passenger dialog for {city}")
    element(page, "ttr-confirm").to_be_visible(timeout=ANSWER * 1000)
    standing = []
    for text in dialog_shows_it():
        letter, count = re.fullmatch(r"(\w) ×(\d+)", text).groups()
        standing.append((COLOUR_OF_LETTER[letter], int(count)))
    assert len(standing) >= 2, standing
    colour = standing[-1][0]
    token = next(t for t in GEO.passenger_tokens({c: standing}) if t.colour == colour)
    assert GEO.hit_test(*token.centre, passengers={c: standing}) == Hit("passenger", c, colour)
    page.click_canvas(BOARD, *token.centre)
    letter = next(s for s, k in COLOUR_OF_LETTER.items() if k == colour)
    page.wait_for_text(f"ttr-passenger-0-{len(standing) - 1}", contains=f"✓ {letter}",
                       timeout=ANSWER)
    # the other end, if it has a choice too, is picked with its button
    if len(ends) > 1:
        other = page.pw.locator(".ttr-passenger-1-0")
        page.wait_until(lambda: ends[1] in (other.get_attribute("title") or ""),
                        timeout=ANSWER, message=f"the passenger buttons for {ends[1]}")
        other.click()
        page.wait_for_text("ttr-passenger-1-0", contains="✓", timeout=ANSWER)
    page.click("ttr-confirm")
    return f"takes a {colour} passenger in {city}"


def test_newcomer_plays_deutschland_against_a_bot_to_the_final_scores(app_server, page):
    t0 = time.perf_counter()
    play_now(page, app_server, seed=3, game="deutschland", players=2)
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    announce_and_keep(page)
    row_shows(page, 0, Tickets="2", Passengers="0")
    shows(page, "ttr-passengers", "if the game ended now")

    picked = None
    moves = 0
    score = page.pw.locator(".ttr-score")
    for moves in range(1, 201):
        if picked is None and choosing_passengers(page):
            shows(page, "ttr-panel", "click its token on the board")
            picked = pick_a_passenger_on_the_board(page)
            shows(page, "ttr-log", picked)
            shows(page, "ttr-status", "Player 1 (you) is to move")
            continue
        auto_move(page)
        if score.count():
            break
    assert picked is not None, "no passenger choice came up"
    assert score.count(), f"no final scores after {moves} moves"
    text = shows(page, "ttr-score", "Final scores")
    heads = page.texts_of(".ttr-score th")
    for word in ("Routes", "Tickets", "Globetrotter", "Passengers", "Total"):
        assert word in heads, heads
    assert not {"Stations", "Express", "Longest"} & set(heads), heads
    assert "[de.passenger-majority]" in text and "in that colour" in text
    assert re.search(r"Winner: Player \d", text)
    shows(page, "ttr-status", "The game is over.")
    shows(page, "ttr-log", "The bot's reason: Take ")
    element(page, "ttr-auto").to_be_disabled()
    seconds = time.perf_counter() - t0
    print(f"\n[timing] Deutschland, start page to final scores in {moves} moves: {seconds:.1f}s")
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3]], indirect=True,
                         ids=["1280x720", "1366x768"])
def test_the_last_tickets_only_mixes_that_take_them_all(app_server, sized_page, tmp_path):
    """Issue 21 #11 (de.draw-tickets): with 3 short and no long ticket left, the mix buttons
    offer only the mixes that draw all 3 ("2 short + 2 long" would deal 2), and one deals 3."""
    import json
    from pathlib import Path
    scen = json.loads((Path(__file__).parents[1] / "scenarios" / "deutschland" /
                       "draw-tickets-last-ones-all-taken.json").read_text())
    page = sized_page
    open_scenario(page, app_server, tmp_path,
                  {k: scen[k] for k in ("game", "options", "seed", "position")} | {"steps": []})
    shows(page, "ttr-draw-tickets", "short 3, long 0")
    page.click("ttr-draw-tickets")
    shows(page, "ttr-panel", "Draw 4 tickets")
    page.wait_until(lambda: page.texts_of("ttr-mix") == ["4 short + 0 long", "3 short + 1 long"],
                    timeout=ANSWER, message="only the two mixes that take all 3 tickets")
    assert_in_view(page, IN_VIEW + ("ttr-mix-0", "ttr-mix-1"))
    page.click("ttr-mix-1")
    shows(page, "ttr-panel", "Keep at least 1 of these tickets")
    assert [page.text_of(f"ttr-offer-{k}").strip("\u200b").split(" (")[0] for k in range(3)] == \
        ["Mannheim–Stuttgart", "Mainz–Stuttgart", "Frankfurt–Stuttgart"]
    assert page.pw.locator(".ttr-offer-3").count() == 0
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"
