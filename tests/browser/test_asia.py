"""Team Asia in Chromium (asia.md): choose it on the start page, keep tickets putting one onto
the team's holder, draw a card onto the holder, and play to the final scores per team with the
Asia Express and the Asia Explorer explained; at every hand-over point each seat sees its own
hand, its team's holders and its partner's ticket count, never the partner's hand. And the game
page fits the screens people have. Every request outside 127.0.0.1 is blocked (the fixtures).

Run: .venv/bin/python -m pytest -q tests/browser/test_asia.py
"""
from __future__ import annotations

import re
import time

import pytest

from .test_app import ANSWER, BOARD, SEAT_KINDS, auto_move, element, player_row, shows
from .test_screens import IN_VIEW, SCREENS, assert_in_view, assert_never_left_view, watch_layout


def start_asia(page, server, *, seed: int, seats: dict[int, str], board: str | None = None,
               wait_for: str = ".ttr-game-page"):
    """Open the app, choose Team Asia, its board, instant bots, the seed and the seats."""
    page.open(server, wait_for=".ttr-start")
    page.click("ttr-game-asia")
    page.wait_for_text("ttr-game-asia", contains="✓", timeout=ANSWER)
    shows(page, "ttr-team-pairing", "Team 1: Seat 1 + Seat 2")
    shows(page, "ttr-team-pairing", "mountain routes are ordinary routes")
    if board is not None:
        page.pw.select_option(".ttr-board-choice select", label=board)
    page.pw.select_option(".ttr-pace select", index=1)
    page.pw.fill(".ttr-seed input", str(seed))
    for i, kind in seats.items():
        page.pw.select_option(f".ttr-seat-{i} select", index=SEAT_KINDS.index(kind))
    page.click("ttr-start")
    page.wait_for_widgets(wait_for, timeout=ANSWER)


def keep_three_share_one(page) -> None:
    shows(page, "ttr-panel", "Keep at least 3 of these tickets")
    shows(page, "ttr-panel", "Onto the team's ticket holder:")
    for k in range(3):
        page.pw.check(f".ttr-offer-{k} input")
    page.pw.select_option(".ttr-share-pick select", index=0)
    page.click("ttr-keep")


def sees_only_its_own(page, seat: int) -> None:
    """The seat at the screen sees its own hand, its team's holders and its partner's ticket
    count (equal to the public count in the players table); no other hand, no other team's
    holder contents."""
    partner = seat + 1 if seat % 2 == 0 else seat - 1
    count = lambda x: "0" if x == "no" else x          # noqa: E731 - "no tickets", "1 ticket"
    # the team panel and the players table are two widgets: after a move the browser may
    # apply one's update before the other's, so they are compared until they agree (a
    # disagreement that lasts fails, with both texts)
    seen = []

    def agree():
        team = shows(page, "ttr-team", "Your team's ticket holder")
        m = re.search(rf"Your partner Player {partner + 1}(?: \(bot\))? holds (\d+|no) "
                      rf"tickets? and (\d+|no) cards?", team)
        row = player_row(page, partner)
        seen[:] = [team, row]
        return m and (count(m.group(1)), count(m.group(2))) == (row["Tickets"], row["Cards"])

    try:
        page.wait_until(agree, timeout=ANSWER, message="the partner's counts")
    except AssertionError:
        raise AssertionError(f"the team panel and the players table disagree on Player "
                             f"{partner + 1}: {seen}") from None
    team = seen[0]
    hand = page.text_of("ttr-hand")
    assert hand.startswith("Your hand") and hand.count("hand") == 1, hand
    # the team's card holder right under the hand: a claim is paid from both (asia.claim-pool)
    assert hand.count("Your team's card holder") == 1, hand
    assert f"Player {partner + 1}" not in hand
    assert "Your team's card holder" not in team \
        and team.count("Your team's ticket holder") == 1, team


def test_person_with_bots_plays_team_asia_to_the_final_scores(app_server, page):
    t0 = time.perf_counter()
    start_asia(page, app_server, seed=3, seats={1: "greedy", 2: "greedy", 3: "greedy"})
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    assert page.canvas_not_blank(BOARD)
    keep_three_share_one(page)
    shows(page, "ttr-status", "Player 1 (you) is to move")
    sees_only_its_own(page, 0)
    shows(page, "ttr-team", "Team 1")
    # a card from the deck onto the holder: the panel asks, the second goes to the hand
    page.click("ttr-deck")
    shows(page, "ttr-panel", "Where does the card from the deck go?")
    shows(page, "ttr-panel", "[asia.draw-split]")
    page.click("ttr-draw-shared")
    shows(page, "ttr-status", "take your second card")
    page.click("ttr-deck")
    shows(page, "ttr-status", "Player 1 (you) is to move")
    shows(page, "ttr-log", "puts this card onto the team's card holder")
    shows(page, "ttr-team", "Your bot partner explains its holder moves")
    moves = 0
    score = page.pw.locator(".ttr-team-score")
    for moves in range(1, 400):
        if moves % 10 == 0 and "is to move" in page.text_of("ttr-status"):
            sees_only_its_own(page, 0)
        auto_move(page)
        if score.count():
            break
    assert score.count(), f"no final scores after {moves} moves"
    text = shows(page, "ttr-team-score", "Final scores")
    heads = page.texts_of(".ttr-team-score th")
    for word in ("Team", "Routes", "Tickets", "Asia Express", "Asia Explorer", "Total"):
        assert word in heads, heads
    assert "[asia.express]" in text and "[asia.explorer]" in text
    assert "longest continuous path" in text and "most completed tickets" in text
    assert re.search(r"Winner: Team \d", text)
    shows(page, "ttr-status", "The game is over.")
    element(page, "ttr-auto").to_be_disabled()
    seconds = time.perf_counter() - t0
    print(f"\n[timing] Team Asia, start page to final scores in {moves} moves: {seconds:.1f}s")
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


def test_two_people_on_different_teams_hand_over_seat_by_seat(app_server, page):
    """Hot seat: seats 1 and 3 are people (teams 1 and 2), 2 and 4 bots. At each hand-over the
    hidden page shows no hand and no holder; after *ready* the seat sees only its own."""
    start_asia(page, app_server, seed=7, seats={1: "greedy", 2: "human", 3: "greedy"},
               board="Europe", wait_for=".ttr-handover")
    for seat in (0, 2, 0, 2, 0, 2):
        shows(page, "ttr-handover", f"Player {seat + 1}")
        assert "Your hand" not in page.pw.locator(".ttr-app").inner_text()
        page.click("ttr-ready")
        if "choose your starting tickets" in shows(page, "ttr-status", f"Player {seat + 1}"):
            sees_only_its_own(page, seat)
            keep_three_share_one(page)
            continue
        shows(page, "ttr-status", f"Player {seat + 1} (you) is to move")
        sees_only_its_own(page, seat)
        auto_until_handover(page)
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


#: 'handover' once the hand-over page shows, 'moved' once the status line changed.
_ANSWERED = """before => {
    const h = document.querySelector('.ttr-handover');
    if (h && h.offsetParent !== null) return 'handover';
    const s = document.querySelector('.ttr-status');
    return s && s.offsetParent !== null && s.textContent.trim() !== before ? 'moved' : false;
}"""


def auto_until_handover(page) -> None:
    """*Let the bot move for me* until the turn is over (a second card, a tunnel's extra cards
    and a ticket choice are each one more click) and the device is to be handed on."""
    for _ in range(4):
        before = page.text_of("ttr-status")
        page.click("ttr-auto")
        got = page.pw.wait_for_function(_ANSWERED, arg=before,
                                        timeout=ANSWER * 1000).json_value()
        assert page.pw.locator(".ttr-message .ttr-error").count() == 0
        if got == "handover":
            return
    raise AssertionError("no hand-over after the turn")


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3], SCREENS[2]], indirect=True,
                         ids=["1280x720", "1366x768", "1920x1080"])
def test_team_asia_fits_the_screen(app_server, sized_page):
    page = sized_page
    watch_layout(page)
    start_asia(page, app_server, seed=3, seats={1: "greedy", 2: "greedy", 3: "greedy"})
    page.wait_for_canvas_drawn(BOARD, timeout=ANSWER)
    assert_in_view(page)
    # the page's first frames too: the review box was shown until its first refresh
    assert_never_left_view(page)
    keep_three_share_one(page)
    shows(page, "ttr-status", "Player 1 (you) is to move")
    assert_in_view(page)
    page.click("ttr-deck")
    shows(page, "ttr-panel", "Where does the card from the deck go?")
    assert_in_view(page, IN_VIEW + ("ttr-draw-hand", "ttr-draw-shared"))
    page.click("ttr-draw-hand")
    shows(page, "ttr-status", "take your second card")
    assert_in_view(page)
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"


@pytest.mark.parametrize("sized_page", [SCREENS[0], SCREENS[3]], indirect=True,
                         ids=["1280x720", "1366x768"])
def test_ticking_three_tickets_and_keep_is_accepted_at_once(app_server, sized_page):
    """Issue 21 #3: the holder list offers the ticked tickets and starts on the first ticked
    one, so ticking three tickets (not the first offered) and pressing Keep is accepted."""
    page = sized_page
    start_asia(page, app_server, seed=3, seats={1: "greedy", 2: "greedy", 3: "greedy"})
    shows(page, "ttr-panel", "Onto the team's ticket holder:")
    # the ticket's name, without the deck it is from ("… — long") that the box adds
    names = [re.sub(r" — \w+$", "", page.text_of(f"ttr-offer-{k}")) for k in (1, 2, 3)]
    for k in (1, 2, 3):
        page.pw.check(f".ttr-offer-{k} input")
    page.pw.wait_for_function(
        r"""names => {
            const norm = x => x.replace(/\s+/g, ' ').trim();   // options show &nbsp;
            const s = document.querySelector('.ttr-share-pick select');
            const shown = s ? Array.from(s.options).map(o => norm(o.text)) : [];
            return JSON.stringify(shown) === JSON.stringify(names.map(norm))
                && norm(s.options[s.selectedIndex].text) === norm(names[0]); }""",
        arg=names, timeout=ANSWER * 1000)
    assert_in_view(page, IN_VIEW + ("ttr-share-pick", "ttr-keep"))
    page.click("ttr-keep")
    shows(page, "ttr-status", "Player 1 (you) is to move")
    shows(page, "ttr-team", "Your team's ticket holder: ")
    shows(page, "ttr-team", names[0])              # the first ticked one is on the holder
    assert "ttr-error" not in (page.pw.locator(".ttr-message").first.inner_html() or "")
    assert not page.blocked, f"requests left 127.0.0.1: {sorted(set(page.blocked))}"
