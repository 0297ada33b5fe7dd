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
    # the human keeps tickets by hand, asks for a hint, then lets the greedy bot play each of
    # its actions ("auto"), one command per action, until the game is scored
    lines = ["keep 1 2", "hint"] + ["auto"] * 3000
    game, result, text = scripted(lines, players=2, seed=8)
    assert game.state.game_over, text[-2000:]
    assert "Final scores" in text and result is not None
    assert result.seats[0].total == game.state.players[0].score + result.seats[0].tickets + \
        result.seats[0].stations + result.seats[0].bonus
    assert text.count("Auto (greedy bot) plays for you:") >= 20
    assert "Why: " in text
    assert game.state.routes_of(0), "the human's automatic turns claimed routes"
    assert "[end.trigger]" in text and "[score.tickets]" in text
    assert "Traceback" not in text


def test_hint_explains_and_changes_nothing():
    game, _, text = scripted(["hint", "lang de", "hint", "keep 1 2", "hint", "help"],
                             players=2, seed=3)
    assert "Hint (greedy bot): keep " in text and "Why: Keep " in text
    assert "Tipp (Bot greedy): " in text and "Warum: Behalte " in text
    # only "keep 1 2" (and the bot's own choice) acted: the hints left the game as it was
    assert [a.split()[:2] for a in game.actions] == [["p0", "keep"], ["p1", "keep"]]
    assert game.state.current == 0 and game.state.pending is None
    assert "hint" in text and "auto" in text and "Bot (greedy)" in text  # German help lists both


def test_help_lists_hint_and_auto_in_both_languages():
    from ttrwidgets.cli import HELP
    for lang in ("en", "de"):
        words = [line.split()[0] for line in HELP[lang].splitlines()[1:] if line.strip()]
        assert "hint" in words and "auto" in words, lang


def test_module_entry_point_handles_eof():
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "play", "--seed", "1"],
                          input="keep 1 2\nboard\n", capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
