"""The route board while a puzzle is open (the game page's board, :class:`~.game.GamePage`):
the position, the learner's pick, the puzzle's route or tickets, and the marks of the hint or
the explanation step the puzzle desk (:class:`ttrwidgets.widgets.puzzle_desk.PuzzleDesk`)
holds. The kind's handler says how the pick is drawn (its ``pick``)."""
from __future__ import annotations

from ..puzzles.words import pair_marks
from ...render import BoardView
from ..preview import closed_routes

__all__ = ["puzzle_board_view"]


def puzzle_board_view(app) -> BoardView:
    """The board while a puzzle is open: the position, the learner's pick (the city, the
    trail, the routes to claim), the tunnel, the tickets in question; once solved or
    revealed, the explanation step's marks; while open, the last hint's."""
    run = app.puzzle
    p, pk = run.puzzle, run.pick
    s = app.state
    m = s.map
    hl = app.puzzles.highlights()
    kw: dict = {}
    tickets = list(hl.tickets) if hl is not None else []
    if pk.about == "tickets" and not tickets:
        tickets = list(pair_marks(p.tickets))
    sel = app.selection
    if sel and sel[0] == "ticket":
        tk = m.tickets[sel[1][1]]
        tickets.append((tk.a, tk.b, str(tk.points)))
    if run.done:
        kw["trail"] = tuple(hl.trail) if hl is not None else ()
        kw["trail_seat"] = p.player
    elif pk.trail == "own":
        kw["trail"] = tuple(run.routes)
        kw["trail_seat"] = p.player
    elif pk.trail == "path":
        kw["trail"] = tuple(run.routes)          # the routes picked, drawn as a path
    if pk.target == "city" and run.city is not None:
        kw["selected_city"] = run.city
    if pk.about == "route":
        kw["selected_route"] = p.route
    return BoardView.from_owners(
        s.owners, [pl.stations for pl in s.players],
        highlight_routes=tuple(hl.routes) if hl is not None else (),
        highlight_cities=tuple(hl.cities) if hl is not None else (),
        hint_routes=tuple(hl.alt_routes) if hl is not None else (),
        hint_cities=tuple(hl.alt_cities) if hl is not None else (),
        dim_routes=closed_routes(s), tickets=tickets, **kw,
        **app.topbar.board_options())
