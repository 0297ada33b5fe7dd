"""The start page's board pictures skip the name layout (``names=False``): the same picture,
drawn in a fraction of the time each page's kernel spent on it."""
import pytest

from ttrwidgets.core.family import family
from ttrwidgets.render import BoardGeometry, BoardView, draw_board, to_svg
from ttrwidgets.trans.render import GRID_THUMB_ROLES, GridGeometry, grid_thumbnail_svg
from ttrwidgets.ttr import THUMB_ROLES
from ttrwidgets.ttr.maps import load_map
from ttrwidgets.widgets.start import app_games


@pytest.mark.parametrize("board", ["europe", "deutschland", "legendary_asia"])
def test_a_route_board_thumbnail_is_the_picture_of_the_full_geometry(board):
    full = BoardGeometry.build(load_map(board), 240)
    quick = BoardGeometry.build(load_map(board), 240, names=False)
    assert [c.centre for c in quick.cities] == [c.centre for c in full.cities]
    assert quick.spaces == full.spaces
    picture = [to_svg([op for op in draw_board(g, BoardView(labels=False), "en", ("map",))
                       if op.role in THUMB_ROLES], g.width, g.height) for g in (full, quick)]
    assert picture[0] == picture[1]
    assert family(board if board != "legendary_asia" else "asia").board_thumbnail(board)[0] \
        == picture[0]


@pytest.mark.parametrize("board", ["trans_europa", "trans_america"])
def test_a_grid_board_thumbnail_has_what_the_full_geometry_has(board):
    full = GridGeometry.build(board, 240)
    quick = GridGeometry.build(board, 240, names=False)
    assert quick.nodes == full.nodes and quick.lines == full.lines
    assert [c.centre for c in quick.cities] == [c.centre for c in full.cities]
    assert {"cities", "grid-lines"} <= GRID_THUMB_ROLES
    assert grid_thumbnail_svg(board)[0].startswith("<?xml")


def test_the_start_pages_pictures_lay_out_no_names(monkeypatch):
    """Every game card's picture is drawn from scratch without the name layout (it took 0.7 of
    the 2.2 CPU s each page's kernel spent before the page showed; without it, 0.07 s)."""
    from ttrwidgets.render import geometry, labels
    from ttrwidgets.trans import render as grid
    from ttrwidgets.ttr import _thumbnail

    def no_layout(*args, **kwargs):
        raise AssertionError("a thumbnail laid out the city names")
    for module in (labels, geometry, grid):
        monkeypatch.setattr(module, "layout_labels_cached", no_layout)
    _thumbnail.cache_clear()
    try:
        for g in app_games():
            svg, ratio = family(g.id).board_thumbnail(g.boards[0])
            assert svg.startswith("<?xml") and ratio > 0
    finally:
        _thumbnail.cache_clear()
