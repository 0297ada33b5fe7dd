"""Review my game in Chromium (issue 25): a finished game, loaded from its saved file, gets a
review with its marked decisions, in English and in German.
Run: .venv/bin/python -m pytest -q -p no:randomly tests/browser/test_review.py
"""
from __future__ import annotations

from ttrwidgets.session import Session

from .test_app import ANSWER, open_scenario


def finished_game() -> dict:
    """A finished game of a person (played by the greedy bot's hints) against the greedy bot,
    as its saved file."""
    import json
    s = Session.new("europe.classic", ["human", "greedy"], seed=8)
    for _ in range(2000):
        if s.state.game_over:
            break
        seats = s.active_humans()
        if seats:
            s.act(s.advise(seats[0]).action)
        else:
            s.bot_move()
    assert s.state.game_over
    return json.loads(s.save_text())


def test_review_of_a_finished_game_in_both_languages(app_server, page, tmp_path):
    open_scenario(page, app_server, tmp_path, finished_game(), name="finished.json")
    page.wait_for_text("ttr-review-start", contains="Review my game", timeout=ANSWER)
    page.click("ttr-review-start")
    text = page.wait_for_text("ttr-review-result", contains="Review of", timeout=120)
    assert "Cost:" in text and "Better" in text and "Rules:" in text, text
    assert page.pw.locator(".ttr-review-mistake").count() >= 1
    assert page.pw.locator(".ttr-review-mistake img").count() >= 1
    page.pw.locator(".ttr-lang button", has_text="Deutsch").click()
    de = page.wait_for_text("ttr-review-result", contains="Rückschau", timeout=ANSWER)
    assert "Kosten:" in de and "Besser" in de and "Regeln:" in de, de
    page.pw.screenshot(path=str(tmp_path / "review.png"), full_page=True)
