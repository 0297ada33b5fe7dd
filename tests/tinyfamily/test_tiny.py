"""The proof of the family protocol (issue 20, item 6): *Tiny*, a game family written only in
tests/tinyfamily and registered at run time, is played in the terminal, run through the
scenario command, started and played from the app's start page, loaded from a save, and passes
the generic conformance check -- with nothing outside tests/tinyfamily knowing it."""
from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from ttrwidgets.__main__ import main as command
from ttrwidgets.core.registry import games, register_family, unregister_family

from family_conformance import check_family

HERE = Path(__file__).parent


@pytest.fixture
def tiny():
    """The Tiny family registered for one test, removed after it."""
    ids = register_family("tinyfamily")
    yield ids
    unregister_family("tinyfamily")
    assert "tiny" not in [g.id for g in games()]


def test_the_registry_learns_it_and_it_conforms(tiny):
    assert tiny == ["tiny"] and "tiny" in [g.id for g in games()]
    check_family("tiny", moves=20)


def test_played_in_the_terminal(tiny, monkeypatch, capsys):
    # greedy bot: after edge 3 it takes edge 1 (2 points), then 6, then 2
    monkeypatch.setattr(sys, "stdin", io.StringIO(
        "claim 3\nclaim 9\nclaim 1\nclaim 4\nclaim 0\nclaim 5\n"))
    assert command(["play", "--game", "tiny", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Player 1 claims D-E (3 points)" in out
    assert "bot: Player 2 claims B-C (2 points)" in out
    assert "no such edge" in out                     # claim 9: refused, nothing changes
    assert "That edge is taken" in out               # claim 1: tiny.free
    assert "player 1: 7 points" in out and "player 2: 5 points" in out
    assert out.rstrip().endswith("winners: player 1")


def test_run_through_the_scenario_command(tiny, capsys, tmp_path):
    assert command(["scenario", str(HERE / "scenarios" / "claims.json")]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(lines) == 5 and all(r["ok"] for r in lines)
    assert [r["got"] for r in lines[3:]] == ["tiny.free", "tiny.turn"]
    # a wrong expectation fails (exit 1); a malformed file is refused with its path (exit 2)
    data = json.loads((HERE / "scenarios" / "claims.json").read_text())
    data["expect"] = [{"query": "points p0", "equals": 99}]
    (tmp_path / "wrong.json").write_text(json.dumps(data))
    assert command(["scenario", str(tmp_path / "wrong.json")]) == 1
    data["steps"] = ["p0 claim 3", "p0 claim 4"]
    (tmp_path / "bad.json").write_text(json.dumps(data))
    assert command(["scenario", str(tmp_path / "bad.json")]) == 2
    assert "$.steps[1]" in capsys.readouterr().err


def test_started_and_played_from_the_start_page(tiny):
    pytest.importorskip("ipywidgets")
    from ttrwidgets.widgets.app import TTRApp
    app = TTRApp()
    page = app.start_page
    assert "tiny" in page.game_cards
    page.game_cards["tiny"].click()                  # choose the game on its card
    assert page.game_id == "tiny"
    assert [v for _, v in page.w_players.options] == [2]
    assert page.w_variant.layout.display == "none" and page.w_special.layout.display == "none"
    assert page.w_seats[1].value == "greedy"         # the family's default bot
    page.w_seed.value = "4"
    page.b_start.click()                             # Play now
    play = app.play
    assert app.page.children == (play.box,)
    assert "player 1 to move" in play.status.value
    buttons = {b.description: b for b in play.moves.children}
    assert len(buttons) == 7
    buttons["Player 1 claims D-E (3 points)"].click()
    s = app.session.state
    assert s.owners[3] == 0 and s.owners[1] == 1     # the bot answered with B-C
    assert "points 3 : 2" in play.status.value and len(play.moves.children) == 5
    # saved and loaded again: the same position, on the same page
    other = TTRApp()
    other.load_text(app.session.save_text(), "tiny.json")
    assert other.session.state == s and other.page.children == (other.play.box,)
    # a bad save is refused with its JSON path, nothing changes
    bad = json.loads(app.session.save_text())
    bad["actions"][0] = "p0 claim 3x"
    other.load_text(json.dumps(bad), "bad.json")
    assert "$.actions[0]" in other.message.value and other.session.state == s
