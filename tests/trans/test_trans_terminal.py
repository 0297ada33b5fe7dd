"""The Trans terminal game (``python -m ttrwidgets play --game trans_europa``) plays on the one
session (core.session): its history, seats and bots are the session's."""
from __future__ import annotations

import io

from ttrwidgets.trans.cli import main


def play(argv, lines=()):
    out = io.StringIO()
    code = main(argv, stdin=io.StringIO("".join(f"{x}\n" for x in lines)), stdout=out)
    return code, out.getvalue()


def test_bots_play_a_whole_game_to_its_end():
    code, out = play(["--game", "trans_america", "--auto", "--seed", "3", "--players", "3"])
    assert code == 0
    last = out.rstrip().splitlines()[-4:]       # the end: every seat's cities shown
    assert last[0].startswith("-- round") and ", game over," in last[0]
    assert all("hidden" not in line for line in last[1:])
    again = play(["--game", "trans_america", "--auto", "--seed", "3", "--players", "3"])[1]
    assert again == out                          # seeded: the same game again


def test_a_person_plays_against_the_bots():
    code, out = play(["--game", "trans_europa", "--seed", "7", "--players", "2"],
                     ["marker Paris", "rail 1,1-2,2", "end", "fly", "quit"])
    assert code == 0
    assert "Player 1 places the start marker on Paris\n" in out
    assert "marker [9, 6]" in out                                  # the status line's point
    assert "Player 2 places the start marker on" in out          # the bot's turn followed
    assert "no intersection at (1, 1)" in out                     # refused, nothing changes
    assert "Player 1 ends the turn" in out and "? cannot read action 'p0 fly'" in out
