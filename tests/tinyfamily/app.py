"""Tiny in the app: the family's play controller (``APP_PLAY``): one button per free edge."""
from __future__ import annotations

import ipywidgets as W

from ttrwidgets.core.session import FamilySession
from ttrwidgets.widgets.play import Play

from . import action_text, board_thumbnail, legal_actions, points


class TinyPlay(Play):
    def __init__(self, app):
        super().__init__(app)
        self.status = W.HTML()
        self.moves = W.HBox()
        self.box = W.VBox([self.status, self.moves])
        self.box.add_class("tiny-page")

    def start(self, game, players, seats, seed, pace, teaching, options) -> None:
        self.begin(FamilySession.new(game, seats, seed), pace, teaching)

    def begin(self, session, pace, teaching) -> None:
        app = self.app
        app.lesson = app.puzzle = None
        app.session, app.pace, app.teaching = session, pace, teaching
        self.run_bots()
        app.refresh()

    def show_start_board(self, info) -> None:
        svg, _ = board_thumbnail(info.boards[0])
        self.app.start_page.board_box.children = [W.HTML(svg)]

    def refresh(self) -> None:
        app = self.app
        s = app.session.state
        pts = points(s)
        who = "game over" if s.game_over else f"player {s.current + 1} to move"
        self.status.value = f"<p>Tiny: {who}; points {pts[0]} : {pts[1]}</p>"
        buttons = []
        for seat in app.session.active_humans():
            for a in legal_actions(s, seat):
                b = W.Button(description=action_text(a, s.map, app.lang))
                b.on_click(lambda _b, a=a: app._safe(self.play)(a))
                buttons.append(b)
        self.moves.children = buttons
        app.page.children = [self.box]

    def play(self, action) -> None:
        self.app.session.act(action)
        self.run_bots()
        self.app.refresh()

    def confirm(self, option=None) -> None:
        pass                        # nothing is previewed: a button plays at once

    def run_bots(self) -> None:
        self.app.session.run_bots()

    def hint(self) -> None:
        self.app.say(lambda lang: "Take the edge with the most points.")

    def auto(self) -> None:
        seat = self.app.session.active_humans()[0]
        self.play(self.app.session.family.bots()["greedy"]().choose(self.app.session.state,
                                                                      seat))
