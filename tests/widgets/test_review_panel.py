"""The review panel on the game page (issue 25, item 2): shown once the game is over, runs in
the background, shows the marked decisions in both languages, can be cancelled."""
import pytest

pytest.importorskip("ipycanvas")

from ttrwidgets.widgets import TTRApp  # noqa: E402


def finished_app():
    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    app.play.keep_tickets([0, 1, 2])
    for _ in range(400):
        if app.state.game_over:
            break
        app.auto()
    assert app.state.game_over
    return app


def test_review_appears_after_the_game_and_marks_decisions_in_both_languages():
    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    panel = app.game_page.review
    assert panel.box.layout.display == "none"          # not while the game runs
    app = finished_app()
    panel = app.game_page.review
    assert panel.box.layout.display == "" and panel.b_start.description == "Review my game"
    panel.ROLLOUTS = 1
    panel.start(wait=True)
    assert panel._state == "done", panel.status.value
    html = panel.result.value
    assert "Review of" in html and panel.review.decisions > 0
    n = len(panel.review.mistakes)
    assert html.count('class="ttr-review-mistake"') == n
    if n:
        assert "Cost:" in html and "Rules:" in html and "data:image/svg+xml" in html
    app.topbar.lang_toggle.value = "de"
    assert panel.b_start.description == "Meine Partie auswerten"
    assert "Rückschau" in panel.result.value
    if n:
        assert "Kosten:" in panel.result.value and "Regeln:" in panel.result.value


def test_review_can_be_cancelled_and_the_page_stays_usable():
    app = finished_app()
    panel = app.game_page.review
    import threading
    gate = threading.Event()
    from ttrwidgets.ttr import review as R
    real = R.review_game

    def slow(*a, **kw):             # cancel as soon as the first progress is reported
        prog = kw["progress"]

        def progress(d, t):
            prog(d, t)
            panel.cancel()
            gate.set()
        kw["progress"] = progress
        return real(*a, **kw)
    import ttrwidgets.ttr.ui.review as W
    W.review_game, old = slow, W.review_game
    try:
        panel.start(wait=True)
    finally:
        W.review_game = old
    assert gate.is_set() and panel._state == "cancelled"
    assert "cancelled" in panel.status.value and panel.result.value == ""
    assert not panel.b_start.disabled                       # it can be started again
