"""One session for the app and the terminal (issue 9): a game saved by one front end continues
in the other at the same state with the same seats, and Undo goes to the same place in both."""
import base64
import re

import pytest

from ttrwidgets.ttr.cli import TerminalGame
from ttrwidgets.ttr.record import state_to_json
from ttrwidgets.session import Session, TicketStatus, ticket_progress

pytest.importorskip("ipycanvas")

from ttrwidgets.widgets import TTRApp  # noqa: E402


def terminal(session, lines=()):
    it = iter(lines)
    out = []
    game = TerminalGame(session=session, inp=lambda p="": next(it, "quit"), out=out.append)
    return game, out


def app_saved_text(app) -> str:
    app.save()
    href = re.search(r'href="data:application/json;base64,([^"]+)"', app.save_link.value)
    return base64.b64decode(href.group(1)).decode()


def test_a_game_saved_in_the_terminal_continues_in_the_app(tmp_path):
    path = tmp_path / "t.json"
    it = iter(["keep 1 2", "deck", "deck", "auto", "auto", "auto", f"save {path}"])
    game = TerminalGame(players=3, seed=6, bot="random", inp=lambda p="": next(it, "quit"),
                        out=lambda *a: None)
    game.run()
    app = TTRApp()
    app.load_text(path.read_text(encoding="utf-8"), path.name)
    assert state_to_json(app.state) == state_to_json(game.state)
    assert app.session.kinds == game.session.kinds == ["human", "random", "random"]
    assert [str(e.action) for e in app.session.entries[1:]] == game.actions
    # and the app's Undo goes where the terminal's undo goes
    it = iter(["undo"])
    game.inp = lambda p="": next(it, "quit")
    game.run()
    app.undo()
    assert [str(e.action) for e in app.session.entries[1:]] == game.actions
    assert state_to_json(app.state) == state_to_json(game.state)


def test_a_game_saved_in_the_app_continues_in_the_terminal(tmp_path):
    app = TTRApp()
    app.start_game(players=3, seats=["human", "random", "greedy"], seed=9, pace=0)
    app.play.keep_tickets([0, 1])
    app.play.draw_deck()
    app.play.draw_deck()
    app.auto()
    path = tmp_path / "app.json"
    path.write_text(app_saved_text(app), encoding="utf-8")
    game, out = terminal(Session.load_file(path), ["undo", f"save {tmp_path / 'again.json'}"])
    assert state_to_json(game.state) == state_to_json(app.state)
    assert game.session.kinds == ["human", "random", "greedy"]
    assert out[1] == "Seats: Player 1 (you), Player 2 (bot random), Player 3 (bot greedy)"
    game.run()
    app.undo()
    assert game.actions == [str(e.action) for e in app.session.entries[1:]]
    # the terminal's file is the app's file: same text for the same game
    assert (tmp_path / "again.json").read_text(encoding="utf-8") == app.session.save_text()


def test_the_apps_ticket_status_is_the_sessions():
    """The app's ticket list and the terminal's ``hand`` read one computation
    (``session.ticket_progress``); the app's words match its data."""
    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    app.play.keep_tickets([0, 1, 2])
    for _ in range(12):
        app.auto()
    for seat in (0, 1):
        words = app.play.ticket_progress(seat, "en")   # the tickets the app may show: its own
        data = ticket_progress(app.state, seat, [w[0] for w in words])
        assert data == app.session.ticket_progress(seat, [w[0] for w in words])
        assert len(data) == (3 if seat == 0 else 0)
        assert [d.ticket for d in data] == [w[0] for w in words]
        for d, (_, short, _) in zip(data, words):
            assert {"done": "✓ done", "blocked": "✗ blocked",
                    "todo": f"{d.cost} to go"}[d.status] == short


def test_ticket_progress_once_the_game_is_over():
    s = Session.new("europe.classic", ["greedy", "greedy"], seed=2)
    s.run_bots()
    assert s.state.game_over
    from ttrwidgets.ttr.scoring import final_scores
    for seat in (0, 1):
        sc = final_scores(s.state)[seat]
        got = ticket_progress(s.state, seat)
        assert {t.ticket for t in got if t.status == "completed"} == set(sc.completed)
        assert sum(t.points for t in got) == sc.tickets
        assert all(isinstance(t, TicketStatus) and t.cost is None for t in got)


def test_names_and_seats_survive_a_round_trip():
    s = Session.new("europe.classic", ["human", "random"], seed=1)
    s.names = ["Ada", None]
    again = Session.load_text(s.save_text(), "x.json")
    assert again.names == ["Ada", None] and again.kinds == ["human", "random"]
    assert again.save_text() == s.save_text()
