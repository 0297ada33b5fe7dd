"""The terminal game: a scripted human plays whole turns, sees the explanations, and errors
come back as sentences with rule ids, never tracebacks."""
import subprocess
import sys

from ttrwidgets.cli import TerminalGame


def scripted(lines, **kw):
    it = iter(lines)
    out = []

    def inp(prompt=""):
        out.append(prompt)
        try:
            return next(it)
        except StopIteration:
            return "quit"
    game = TerminalGame(inp=inp, out=out.append, **kw)
    return game, game.run(), "\n".join(map(str, out))


def test_play_some_turns_in_english_and_german():
    game, result, text = scripted(["keep 1 2", "deck", "deck", "claim Paris Nowhere",
                                   "take locomotive", "rule tunnel.extra", "lang de", "board",
                                   "tickets", "keep", "keep 1", "hand"],
                                  players=2, seed=3, lang="en")
    assert result is None  # quit before the end
    assert "[setup.tickets]" in text and "[draw.two]" in text
    assert "unknown city" in text.lower() or "Nowhere" in text
    assert "Spieler 1" in text  # switched to German
    assert "[tickets.draw]" in text
    assert len(game.state.players[0].tickets) >= 3
    assert "Traceback" not in text


def test_illegal_move_is_explained_and_changes_nothing():
    game, _, text = scripted(["keep 1 2", "claim Berlin Frankfurt red red:3", "quit"],
                             players=2, seed=3)
    assert "(claim." in text or "(cards." in text or "✗" in text
    assert game.state.owners.count(-1) == len(game.state.owners)


def test_a_whole_game_against_bots_reaches_the_final_scores():
    # the human always draws from the deck or, when that is impossible, passes / keeps
    lines = ["keep 1 2"] + ["deck"] * 400 + ["keep 1"] * 5 + ["pass"] * 5
    game, result, text = scripted(lines * 3, players=2, seed=8)
    assert game.state.game_over, text[-2000:]
    assert "Final scores" in text and result is not None


def test_module_entry_point_handles_eof():
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "play", "--seed", "1"],
                          input="keep 1 2\nboard\n", capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
