"""The app makes a page when it is first shown (Learn, Puzzles, Graph lab, each family's game
page): a page load sends the browser the start page only, and nothing else changes."""
import pytest

pytest.importorskip("ipycanvas")

from ttrwidgets.widgets import TTRApp  # noqa: E402

LATER = ("learn_page", "puzzles_page", "lab_page", "game_page", "trans_page")


def test_only_the_start_page_is_made_at_start_and_each_page_when_first_shown():
    app = TTRApp()
    assert all(app.built(name) is None for name in LATER)
    assert not app.on_page("learn_page") and app.on_page(app.start_page)
    app.show_learn()
    assert app.built("learn_page") is not None and app.on_page("learn_page")
    assert app.built("game_page") is None
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    assert app.on_page(app.built("game_page")) and app.built("trans_page") is None
    app.start_game(game="trans_europa", players=2, seats=["human", "steiner"], seed=3, pace=0)
    assert app.on_page(app.built("trans_page"))
    # the route board made for the start page is the one the game page shows
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    assert app.game_page.board_box.children == (app.board,)


def test_a_name_that_is_no_page_is_an_attribute_error():
    app = TTRApp()
    with pytest.raises(AttributeError, match="no attribute 'no_such_page'"):
        app.no_such_page
    assert app.built("no_such_page") is None
