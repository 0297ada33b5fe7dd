"""The app's play controller of a Ticket to Ride game (``ttrwidgets.ttr.APP_PLAY``): the route
board and the game page. The user actions themselves are the app's methods (``_start_routes``,
``_refresh_routes``, ``_routes_confirm``, ...); this class is what the app asks for them
(:class:`~.play.Play`)."""
from __future__ import annotations

from .play import Play

__all__ = ["RoutePlay"]


class RoutePlay(Play):
    route_board = True

    def start(self, game, players, seats, seed, pace, teaching, options) -> None:
        self.app._start_routes(game, players, seats, seed, pace, teaching, **options)

    def begin(self, session, pace, teaching) -> None:
        self.app._begin(session, pace, teaching)

    def options_from_scenario(self, options: dict) -> dict:
        return {"variant": options.get("variant", "classic"),
                "tiebreak": options.get("tiebreak", "anniversary")}

    def show_start_board(self, info) -> None:
        self.app._show_route_start_board()

    def refresh(self) -> None:
        self.app._refresh_routes()

    def steps_of(self, entry: int) -> list:
        app = self.app
        return app.seen().steps(app.session.entries[entry].steps)

    def enter(self) -> None:
        self.app.game_page.choice.enter()

    def confirm(self, option=None) -> None:
        self.app._routes_confirm(option)

    def run_bots(self) -> None:
        self.app._run_route_bots()

    def hint(self) -> None:
        self.app._routes_hint()

    def auto(self) -> None:
        self.app._routes_auto()

    def sync_lesson(self, zoom: bool = True) -> None:
        self.app._sync_route_lesson(zoom)

    def lesson_panel(self):
        return self.app.game_page.lesson

    def lesson_selection(self, run):
        return run.clicked          # the route board marks the answer as its selection
