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
    assert "Hint (greedy bot): keeps " in text and "Why: Keep " in text
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


def test_save_then_load_continues_the_same_game(tmp_path):
    from ttrwidgets.engine.record import load_game_file, state_to_json
    path = tmp_path / "game.json"
    game, _, text = scripted(["keep 1 2", "deck", "deck", "auto", "auto", f"save {path}",
                              f"save {tmp_path / 'no' / 'such' / 'dir.json'}"],
                             players=3, seed=4)
    assert "Saved to" in text and "Cannot save to" in text and "Traceback" not in text
    it = iter(["board", "quit"])
    out = []
    again = TerminalGame(human=0, record=load_game_file(path), inp=lambda p="": next(it),
                         out=out.append)
    assert state_to_json(again.state) == state_to_json(game.state)
    assert again.actions == game.actions
    assert out[0] == f"Continuing the saved game: {len(game.actions)} action(s) replayed."
    again.run()
    assert any("Player 1:" in line for line in out)
    # the command line resumes it too
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "play", "--load", str(path)],
                          input="hint\n", capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    assert "Continuing the saved game" in proc.stdout and "Hint (greedy bot)" in proc.stdout


def test_malformed_save_files_exit_2_with_a_message(tmp_path):
    cases = {
        "broken.json": ('{"format": "ttrwidgets.game", ', "not valid JSON"),
        "other.json": ('{"format": "something else"}', "$.format"),
        "badmove.json": (None, "$.actions[0]"),
        "missing.json": (False, "cannot read the file"),
    }
    good = tmp_path / "good.json"
    scripted([f"save {good}"], players=2, seed=1)
    import json
    data = json.loads(good.read_text())
    data["actions"] = ["p0 claim R001 black:1"]  # during setup: does not replay
    for name, (content, needle) in cases.items():
        f = tmp_path / name
        if content is None:
            f.write_text(json.dumps(data))
        elif content is not False:
            f.write_text(content)
        proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "play", "--load", str(f)],
                              input="", capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2, (name, proc.stdout, proc.stderr)
        assert needle in proc.stderr and str(f) in proc.stderr, (name, proc.stderr)
        assert "Traceback" not in proc.stderr, proc.stderr


def test_a_broken_map_file_is_reported_by_every_command(tmp_path):
    """A checkout whose maps/europe.json is broken: each command names the file and the JSON
    path of every problem, exits 2, and shows no traceback."""
    import json
    import shutil
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    shutil.copytree(root / "ttrwidgets", tmp_path / "ttrwidgets",
                    ignore=shutil.ignore_patterns("__pycache__", "widgets", "render"))
    shutil.copytree(root / "maps", tmp_path / "maps")
    m = json.loads((tmp_path / "maps" / "europe.json").read_text(encoding="utf-8"))
    m["routes"][3]["length"] = "two"
    (tmp_path / "maps" / "europe.json").write_text(json.dumps(m), encoding="utf-8")
    scen = root / "tests" / "scenarios" / "europe" / "claim-trains-and-open-route.json"
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(tmp_path)}
    for args in (["scenario", str(scen)], ["play", "--seed", "1"], ["bench", "--games", "1"]):
        proc = subprocess.run([sys.executable, "-m", "ttrwidgets", *args], cwd=tmp_path, env=env,
                              input="", capture_output=True, text=True, timeout=120)
        assert proc.returncode == 2, (args, proc.stdout[-500:], proc.stderr)
        assert "maps/europe.json" in proc.stderr and "$.routes[3].length" in proc.stderr, args
        assert "Traceback" not in proc.stderr, proc.stderr
        if args[0] == "scenario":  # and which scenario needed the map
            assert str(scen) in proc.stderr, proc.stderr


def test_bench_compares_a_revision_side_by_side(capsys):
    """``bench --compare REV`` plays the same seeded games in another revision's checkout and in
    this one, and reports both rates by CPU time (needs a git checkout)."""
    import json
    import shutil
    from pathlib import Path

    import pytest

    from ttrwidgets.__main__ import main
    root = Path(__file__).resolve().parents[1]
    if not (root / ".git").exists() or not shutil.which("git"):
        pytest.skip("not a git checkout")
    assert main(["bench", "--compare", "HEAD", "--games", "2", "--rounds", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["same_games"] is True and out["baseline"]["commit"]
    for side in ("baseline", "current"):
        assert out[side]["games_per_cpu_second_median"] > 0
    assert out["speedup"] > 0
    assert main(["bench", "--compare", "no-such-revision", "--games", "1"]) == 2
    assert "no-such-revision" in capsys.readouterr().err
