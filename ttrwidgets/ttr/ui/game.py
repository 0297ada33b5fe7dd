"""The route family's game page — the board beside a column of panels.

The side column is one flat column of the panels' widgets, in the order a player needs them:
whose turn, the message, the open choice (or the final scores), the cards to draw, the hand, the
explanation; then the tickets, the players (and their passengers, where the game has them) and
the log. A new panel is one more :class:`Part`
in :attr:`GamePage.panels` and its widgets in that column.

What the board draws (:meth:`GamePage.board_view`) is read from the same places as the panels:
the engine's state and view, the app's selection, explanation step and hint.
"""
from __future__ import annotations

import ipywidgets as W

from ..actions import BuildStation, ClaimRoute, TakePassengers
from ..bots import cheapest_path
from ..colours import Colour
from ..preview import closed_routes
from ..scoring import final_scores
from ..state import TunnelStage
from ...render import BoardView
from ...widgets.base import Part
from .dialogs import ChoicePanel
from ...widgets.learn import LessonPanel
from .puzzle_view import puzzle_board_view
from .panels import (CardsRow, ExplainPlayer, HandView, HistoryPicker, Legend, LogView,
                     PassengersPanel, PlayersTable, ScoreBox, StatusLine, TicketList)
from ...widgets.puzzles import PuzzlePanel
from .review import ReviewPanel
from .team import TeamPanel, install_dialogs, team_owners

__all__ = ["GamePage"]


class GamePage(Part):
    """The board (in ``board_box``) beside the side column (``side``); the page is ``box``."""

    def __init__(self, app):
        super().__init__(app)
        self.status = StatusLine(app)
        self.choice = ChoicePanel(app)
        self.scores = ScoreBox(app)
        self.cards = CardsRow(app)
        self.hand = HandView(app)
        self.legend = Legend(app)
        self.explain = ExplainPlayer(app)
        self.tickets = TicketList(app)
        self.players = PlayersTable(app)
        self.passengers = PassengersPanel(app)
        self.history = HistoryPicker(app)
        self.log = LogView(app)
        self.lesson = LessonPanel(app)
        self.puzzle = PuzzlePanel(app)
        self.team = TeamPanel(app)                # games with teams (asia.md)
        self.review = ReviewPanel(app)            # after the game: Review my game
        install_dialogs(self.choice)
        #: every panel, in the order :meth:`refresh` redraws them
        self.panels: list[Part] = [self.lesson, self.puzzle, self.status, self.players,
                                   self.passengers, self.choice, self.scores, self.cards,
                                   self.hand, self.tickets, self.legend, self.history,
                                   self.explain, self.team, self.log, self.review]
        self.board_box = W.Box(layout=W.Layout(flex="0 1 auto", min_width="320px"))
        self.board_box.add_class("ttr-board-box")
        self.side = W.VBox([self.lesson.box, self.puzzle.box, self.status.html, app.message,
                            app.save_link, self.choice.box,
                            self.scores.box, self.review.box, self.cards.box, self.hand.html, self.legend.html,
                            self.explain.box, self.team.box, self.tickets.label,
                            self.tickets.box,
                            self.players.html, self.passengers.html, self.history.box, self.log.title, self.log.html],
                           layout=W.Layout(flex="1 1 400px", min_width="330px"))
        self.side.add_class("ttr-side")
        main = W.HBox([self.board_box, self.side], layout=W.Layout(width="100%"))
        main.add_class("ttr-main")
        self.box = W.VBox([main], layout=W.Layout(width="100%"))
        self.box.add_class("ttr-game-page")

    def new_game(self) -> None:
        """A new session starts: forget what the panels stood for in the last one."""
        self.tickets.forget()

    def refresh(self) -> None:
        """Every panel, then the board. While a puzzle is open, what plays moves (the choice,
        the cards to draw) and the game's history (explanation, log) are put away: the puzzle
        panel has its own explanation."""
        for part in self.panels:
            part.refresh()
        in_puzzle = self.app.puzzle is not None
        for w in (self.explain.box, self.log.title, self.log.html):
            w.layout.display = "none" if in_puzzle else ""
        if in_puzzle:        # these set their own display otherwise (game over, teaching)
            for w in (self.choice.box, self.cards.box, self.history.box, self.scores.box):
                w.layout.display = "none"
        self.show_board()

    def hide_hands(self) -> None:
        """The device is being handed over: the page stays in the browser, hidden, so redraw
        what it holds of hands, tickets and moves from the view nobody's hand is in (the app's
        viewer is PUBLIC now), and empty the ticket choice."""
        self.choice.clear_offers()
        for part in (self.players, self.hand, self.tickets, self.explain, self.team, self.log):
            part.refresh()

    def show_board(self) -> None:
        self.app.board.show(self.board_view(), self.app.lang)

    def board_view(self) -> BoardView:
        """The board as the moment shows it: the final trail, the offered tickets' cities, the
        route or city being decided on, a ticket's cheapest path, or the explanation step's
        highlights; and the hint's route or city. Where the game has passengers, their tokens
        (from the viewer's view), ringed where a claim being previewed would take one or where
        the pending passenger choice is."""
        app = self.app
        if app.puzzle is not None:
            return puzzle_board_view(app)
        s = app.state
        hl_routes, hl_cities, trail, trail_seat = [], [], (), None
        hint_routes, hint_cities, tickets = [], [], []
        sel_route = sel_city = None
        sel = app.selection
        seat = app.acting_seat()
        seen = app.seen()
        take = ()
        choice = None
        if seat is not None and not s.game_over:
            choice = app.seen().offer(seat)
        if s.game_over:
            fs = final_scores(s)
            trail_seat = app.play.trail_seat if app.play.trail_seat is not None else fs.winners[0]
            if trail_seat >= len(fs.seats):
                trail_seat = fs.winners[0]
            trail = fs[trail_seat].trail
            hl_routes = [r for r in fs[trail_seat].borrowed.values() if r is not None]
            hl_cities = list(fs[trail_seat].borrowed)
            if s.teams is not None:                # the team's trail, in the team's colour
                trail_seat = s.teams.members(trail_seat)[0]
        elif choice is not None:
            # each offered ticket's two cities on the map, numbered as in the list
            tickets = [(s.map.tickets[tk].a, s.map.tickets[tk].b, str(k + 1))
                       for k, tk in enumerate(choice.offered)]
        elif isinstance(s.pending, TunnelStage):
            sel_route = s.pending.route
        elif seen.passenger_choice is not None:
            sel_route = seen.passenger_choice.route
            take = [c for c, _ in seen.passenger_choice.ends]
        elif sel and sel[0] == "route":
            sel_route = sel[1]
            if seat is not None and seen.board_passengers:
                take = [c for c, _ in app.play.preview_claim(seat, sel_route).passengers]
        elif sel and sel[0] == "city":
            sel_city = sel[1]
        elif sel and sel[0] == "ticket":
            owner, tk = sel[1]
            ticket = s.map.tickets[tk]
            hl_cities = [ticket.a, ticket.b]
            hl_routes = cheapest_path(s, owner, ticket.a, ticket.b)[1]
        else:
            st = app.current_step()
            if st is not None:
                hl_routes = list(st.highlights.get("routes", []))
                hl_cities = list(st.highlights.get("cities", []))
        advice = app.hinted()
        if advice is not None:
            if isinstance(advice.params.get("route"), int):
                hint_routes = [advice.params["route"]]
            elif isinstance(advice.action, ClaimRoute):
                hint_routes = [next(r.index for r in s.map.routes if r.id == advice.action.route)]
            if isinstance(advice.action, BuildStation):
                hint_cities = [s.map.city_index(advice.action.city)]
            if isinstance(advice.action, TakePassengers):
                hint_cities = [s.map.city_index(c) for c, _ in advice.action.take]
        return BoardView.from_owners(
            team_owners(s), [p.stations for p in s.players], highlight_routes=hl_routes,
            highlight_cities=hl_cities, dim_routes=closed_routes(s), selected_route=sel_route,
            selected_city=sel_city, trail=trail, trail_seat=trail_seat,
            hint_routes=hint_routes, hint_cities=hint_cities, tickets=tickets,
            passengers=board_passengers(seen), take_passengers=take,
            **app.topbar.board_options())


def board_passengers(seen) -> dict:
    """The passengers standing on the board as the view shows them, as the renderer wants
    them: {city: [(colour key, count), ...]} (empty on boards without passengers)."""
    out = {}
    for city, colours in enumerate(seen.board_passengers):
        if colours:
            out[city] = [(Colour(k).key, colours.count(k)) for k in sorted(set(colours))]
    return out
