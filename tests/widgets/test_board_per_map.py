"""One route board widget per map, kept (``RoutePlay.ensure_board``): clicking between game
cards shows each map's board again instead of building a new canvas (the static site's slowest
click), and the board shown is always the chosen game's map, drawn for the view it is given."""
import pytest

pytest.importorskip("ipycanvas")

from ttrwidgets.widgets import TTRApp  # noqa: E402


def test_game_cards_show_the_kept_board_of_each_map():
    app = TTRApp()
    app.start_page.choose("europe")
    europe = app.board
    assert europe.game_map.id == "europe"
    assert app.start_page.board_box.children == (europe,)
    app.start_page.choose("deutschland")
    germany = app.board
    assert germany is not europe and germany.game_map.id == "deutschland"
    assert app.start_page.board_box.children == (germany,)
    app.start_page.choose("europe")
    assert app.board is europe and app.start_page.board_box.children == (europe,)
    app.start_page.choose("deutschland")
    assert app.board is germany


def test_a_kept_board_is_redrawn_for_what_changed_while_another_was_shown():
    app = TTRApp()
    app.start_page.choose("europe")
    europe = app.board
    plain = list(europe.ops["map"])
    app.start_page.choose("deutschland")
    app.set_projector(True)                 # redraws the board shown (Deutschland) only
    assert europe.ops["map"] == plain
    app.start_page.choose("europe")
    assert app.board is europe and europe.view.projector
    assert europe.ops["map"] != plain       # the map drawn again, in the projector's lines


def test_a_game_on_a_map_plays_on_that_maps_kept_board():
    app = TTRApp()
    app.start_page.choose("deutschland")
    germany = app.board
    app.start_page.choose("europe")
    app.start_game(game="deutschland", players=2, seats=["human", "greedy"], seed=3, pace=0)
    assert app.board is germany
    assert app.game_page.board_box.children == (germany,)
    assert app.board.game_map is app.session.state.map
