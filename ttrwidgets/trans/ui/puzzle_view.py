"""The grid board while a puzzle is open (the Trans page's board): the position as the player
sees it, the lines picked, and the marks of the hint or the explanation step the puzzle desk
(:class:`ttrwidgets.widgets.puzzle_desk.PuzzleDesk`) holds."""
from __future__ import annotations

from ..render import GridView
from .. import view as trans_view
from ..missing import line_costs
from ..puzzles import teach_rails

__all__ = ["puzzle_grid_view"]


def puzzle_grid_view(app) -> GridView:
    """The grid board while a Trans puzzle is open: the position as the player sees it
    (their cities ringed), the lines picked (laid in the player's colour, translucent);
    once solved or revealed the explanation step's marks, while open the last hint's: the
    tree dashed over amber with its count, outlined lines, ringed crossings."""
    run = app.puzzle
    p = run.puzzle
    hl = app.puzzles.highlights()
    over: dict = {}
    if run.routes and not run.done:
        over.update(preview_lines=tuple(run.routes), preview_seat=p.player, preview_ok=True)
    if hl is not None:
        if hl.routes:
            costs = line_costs(p.map, p.state.special)
            n = sum(costs[x] for x in hl.routes)
            over.update(hint_lines=tuple(hl.routes),
                        hint_text=teach_rails.rails_words(n, app.lang))
        over["highlight_lines"] = tuple(hl.alt_routes)
        over["highlight_nodes"] = tuple(hl.cities) + tuple(hl.alt_cities)
    v = trans_view(p.state, p.player)
    return GridView.from_view(app.grid.geometry, v, **over, **app.topbar.board_options())
