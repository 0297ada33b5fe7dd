"""The terminal plays the Asia team variant: where drawn cards go, shared tickets, team scores."""
import subprocess
import sys

from ttrwidgets.ttr.cli import TerminalGame


def test_terminal_team_game_commands():
    lines = iter(["keep 1 2 3 share 2", "deck", "mine", "take red hand", "deck", "board",
                  "quit"])
    out: list[str] = []
    game = TerminalGame(players=4, human=0, variant="asia.team", seed=3,
                        inp=lambda prompt="": next(lines), out=out.append)
    game.run()
    text = "\n".join(out)
    assert "✗" in text                     # the second card cannot go where the first went
    assert "asia.draw-split" in text and "Team's card holder:" in text and "shared: " in text
    assert "Team 1 (Player 1, Player 2)" in text
    s = game.state
    assert len(s.teams.tickets[0]) == 2 and sum(s.teams.hands[0]) >= 1


def test_terminal_asia_game_plays_to_the_end_with_auto():
    script = "\n".join(["auto"] * 400) + "\n"
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "play", "--game", "asia",
                           "--players", "4", "--seed", "5"], input=script, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Final scores:" in proc.stdout and "Team 1:" in proc.stdout
    assert "Traceback" not in proc.stderr
