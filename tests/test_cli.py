"""The terminal game: a scripted human plays whole turns, sees the explanations, and errors
come back as sentences with rule ids, never tracebacks."""
import subprocess
import sys

from ttrwidgets.ttr.cli import TerminalGame


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
    assert "Tipp (Bot „greedy“): " in text and "Warum: Behalte " in text
    # only "keep 1 2" (and the bot's own choice) acted: the hints left the game as it was
    assert [a.split()[:2] for a in game.actions] == [["p0", "keep"], ["p1", "keep"]]
    assert game.state.current == 0 and game.state.pending is None
    assert "hint" in text and "auto" in text and "Bot „greedy“" in text  # German help lists both


def test_help_lists_hint_and_auto_in_both_languages():
    from ttrwidgets.ttr.cli import help_text
    for lang in ("en", "de"):
        lines = help_text(lang).splitlines()
        words = [line.split()[0] for line in lines[1:] if line.strip()]
        assert "hint" in words and "auto" in words, lang
        # the commands stand two spaces in, their explanations' next lines further in
        assert all(line.startswith("  ") for line in lines[1:]), lang
        assert lines[0] == ("Commands (one action per turn):" if lang == "en"
                            else "Befehle (eine Aktion pro Zug):")


def test_module_entry_point_handles_eof():
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "play", "--seed", "1"],
                          input="keep 1 2\nboard\n", capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr


def test_save_then_load_continues_the_same_game(tmp_path):
    from ttrwidgets.ttr.record import load_game_file, state_to_json
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
    assert out[0] == f"Continuing the saved game: {len(game.actions)} actions replayed."
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


# --------------------------------------------------------------------------- one session (issue 9)
def test_the_terminal_game_is_a_session():
    """The game, its history, its bots and its undo points are the Session's, not the
    terminal's own copies."""
    from ttrwidgets.session import Session
    game, _, _ = scripted(["keep 1 2", "deck", "deck"], players=3, seed=4)
    assert isinstance(game.session, Session)
    assert game.state is game.session.state
    assert game.history == [e.state for e in game.session.entries]
    assert game.actions == [str(e.action) for e in game.session.entries[1:]]
    assert game.session.kinds == ["human", "greedy", "greedy"]


def test_undo_in_the_terminal_is_the_sessions_undo():
    """Each ``undo`` goes where ``Session.undo()`` (the app's Undo) goes from the same game:
    back to the previous point where a person was to decide; at the start there is none."""
    from ttrwidgets.ttr.actions import parse_action
    from ttrwidgets.session import Session
    lines = ["undo", "keep 1 2", "deck", "deck", "auto", "auto", "undo", "auto", "undo", "undo",
             "undo", "undo", "undo"]
    seen = []  # (actions before the undo, actions after it), for each undo

    game = None
    it = iter(lines)
    out = []

    def inp(prompt=""):
        if seen and seen[-1][1] is None:
            seen[-1] = (seen[-1][0], list(game.actions))
        line = next(it, "quit")
        if line == "undo":
            seen.append((list(game.actions), None))
        return line
    game = TerminalGame(players=3, seed=4, inp=inp, out=out.append)
    game.run()
    text = "\n".join(out)
    assert len(seen) == 7 and all(after is not None for _, after in seen)
    for before, after in seen:
        s = Session.new(game.state.rules.id, ["human", "greedy", "greedy"],
                        seed=game.state.seed)
        for a in before:
            s.act(parse_action(a))
        undone = s.undo()
        assert [str(e.action) for e in s.entries[1:]] == after, (before, after)
        assert undone == (after != before)
    # mid-turn (one card drawn): back to the turn's start; then turn by turn, then into the
    # setup's ticket choice (before, the terminal's own rule stopped at the first turn)
    assert [len(after) for _, after in seen] == [0, 13, 13, 8, 3, 0, 0]
    assert text.count("Back to your previous decision.") == 5
    assert text.count("Nothing to undo.") == 2  # at the start there is nothing to undo
    assert "Traceback" not in text


def seated_save(tmp_path, kinds=("human", "random", "greedy"), names=(None, "Ada", None),
                moves=2):
    """A game saved through the Session (what the app's Save writes), with its seats."""
    from ttrwidgets.session import Session
    s = Session.new("europe.classic", list(kinds), seed=11)
    s.names = list(names)
    s.run_bots()
    for seat in s.active_humans():
        s.act(s.advise(seat).action)
    s.run_bots()
    for _ in range(moves):
        if s.active_humans():
            s.act(s.advise(s.active_humans()[0]).action)
        s.run_bots()
    path = tmp_path / "seated.json"
    path.write_text(s.save_text(), encoding="utf-8")
    return s, path


def test_play_load_honours_the_seats_of_the_save(tmp_path):
    """Before: every bot seat of a loaded game played --bot (greedy) and the names were
    dropped. Now the file's seats play: here a random bot and a greedy one, and Ada's name."""
    from ttrwidgets.ttr.record import state_to_json
    from ttrwidgets.session import Session
    saved, path = seated_save(tmp_path)
    it = iter(["board", "auto", "quit"])
    out = []
    game = TerminalGame(session=Session.load_file(path), inp=lambda p="": next(it),
                        out=out.append)
    assert game.session.kinds == ["human", "random", "greedy"]
    assert game.session.names == [None, "Ada", None]
    assert state_to_json(game.state) == state_to_json(saved.state)
    assert out[1] == "Seats: Player 1 (you), Player 2 (Ada) (bot random), Player 3 (bot greedy)"
    game.run()
    text = "\n".join(out)
    assert "Player 2 (Ada) (random) plays:" in text and "Player 3 (greedy) plays:" in text
    assert any(line.startswith("Player 2 (Ada):") for line in out)  # the board
    # the command line too; --bot does not replace the saved bots (a note says so)
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "play", "--load", str(path),
                           "--bot", "greedy"], input="auto\nsave " + str(tmp_path / "b.json")
                          + "\n", capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert "(bot random)" in proc.stdout and "--bot is for new games" in proc.stderr
    again = Session.load_file(tmp_path / "b.json")
    assert again.kinds == ["human", "random", "greedy"] and again.names == [None, "Ada", None]


def test_play_load_seat_takes_over_a_bot_seat(tmp_path):
    from ttrwidgets.session import Session
    _, path = seated_save(tmp_path)
    game = TerminalGame(session=Session.load_file(path), human=2, inp=lambda p="": "quit",
                        out=lambda *a: None)
    assert game.session.kinds == ["human", "random", "human"]
    assert set(game.session.bots) == {1}


def test_terminal_save_is_the_session_save_file(tmp_path):
    """``save FILE`` writes ``Session.save_text()``; ``play --load`` reads what the app's
    upload reads, so a scenario file starts a game too, and bad files get the same message."""
    import json

    import pytest

    from ttrwidgets.core.errors import SaveFileError
    from ttrwidgets.session import Session
    path = tmp_path / "t.json"
    game, _, _ = scripted(["keep 1 2", "deck", "deck", f"save {path}"], players=2, seed=5)
    assert path.read_text(encoding="utf-8") == game.session.save_text()
    scen = tmp_path / "scenario.json"
    scen.write_text(json.dumps({"game": "europe", "options": {"players": 2}, "seed": 5,
                                "position": {"players": [{"hand": {"red": 2}}, {}]},
                                "steps": []}), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "play", "--load", str(scen)],
                          input="hand\n", capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "Your hand: 2 red" in proc.stdout
    other = tmp_path / "other.json"
    other.write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(SaveFileError) as e:
        Session.load_text(other.read_text(), str(other))
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "play", "--load", str(other)],
                          input="", capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and f"error: {e.value}" in proc.stderr


def test_hand_words_the_sessions_ticket_progress():
    from ttrwidgets.ttr.messages import ticket_name
    from ttrwidgets.session import ticket_progress
    game, _, text = scripted(["keep 1 2", "deck", "deck", "hand"], players=2, seed=3)
    m = game.state.map
    progress = ticket_progress(game.state, 0)
    assert [p.status for p in progress] == ["todo", "todo"]
    for n, p in enumerate(progress, 1):
        assert (f"  {n}. {ticket_name(m, p.ticket)}  — {p.cost} more train spaces on the "
                "cheapest way") in text


def test_a_saved_hot_seat_game_asks_each_person_in_turn(tmp_path):
    """A game saved with two people (the app's hot seat) stays two people in the terminal."""
    from ttrwidgets.session import Session
    s = Session.new("europe.classic", ["human", "human"], seed=3)
    path = tmp_path / "hot.json"
    path.write_text(s.save_text(), encoding="utf-8")
    it = iter(["keep 1 2", "keep 1 2", "deck", "deck", "deck"])
    out = []
    game = TerminalGame(session=Session.load_file(path),
                        inp=lambda p="": (out.append(p), next(it, "quit"))[1], out=out.append)
    game.run()
    assert out[1] == "Seats: Player 1 (a person), Player 2 (a person)"
    assert [line for line in out if line.endswith("> ")] == \
        ["Player 1 > ", "Player 2 > ", "Player 1 > ", "Player 1 > ", "Player 2 > ", "Player 2 > "]
    assert game.session.kinds == ["human", "human"] and not game.session.bots
    assert [a.split()[:2] for a in game.actions] == [["p0", "keep"], ["p1", "keep"],
                                                   ["p0", "draw"], ["p0", "draw"],
                                                   ["p1", "draw"]]


def test_deutschland_in_the_terminal_announce_claim_take_passengers_to_final_scores():
    # the newcomer announces a mix, keeps two, takes passengers by hand when there is a choice,
    # and lets the greedy bot play the rest: the final scores list Globetrotter and passengers
    from ttrwidgets.ttr.state import PassengerChoice
    game = None
    chose = []

    def inp(prompt=""):
        s = game.state
        if isinstance(s.pending, PassengerChoice) and not chose:
            city, colours = s.pending.ends[0]
            chose.append((city, colours[-1]))
            # only the first end with a choice: the engine answers with its rule id
            if len(s.pending.ends) == 1:
                from ttrwidgets.ttr.colours import Colour
                return f"passengers {s.map.cities[city].name}:{Colour(colours[-1]).key}"
            return "passengers"
        return next(script)
    script = iter(["tickets 5 0", "tickets 2 2", "keep 1", "keep 1 2", "mine"] + ["auto"] * 3000)
    out = []
    game = TerminalGame(players=2, seed=11, variant="deutschland", inp=inp, out=out.append)
    result = game.run()
    text = "\n".join(map(str, out))
    assert "(de.setup-tickets)" in text or "[de.setup-tickets]" in text
    assert "✗" in text                               # 5 + 0 is not a mix of 4; keep 1 < 2
    assert game.state.game_over and result is not None, text[-2000:]
    assert chose and "[de.take-passengers]" in text and "Your passengers:" in text
    assert "Globetrotter" in text and "passengers " in text.split("Final scores:")[1]
    assert "stations" not in text.split("Final scores:")[1]
    assert "Traceback" not in text
