"""``bench --peer DIR``: our random 4-player Europe games against a peer engine the user fetched,
in alternating rounds. The real peer is not needed: a tiny fake peer with the same interface
(``scripts/stress_test.py`` with ``run_simulation(seed)``, ``engine/gamelogic.py`` with
``GameLogic.apply_action``) is written into the test's folder."""
import json
import subprocess
import sys
import textwrap

from ttrwidgets.__main__ import main


def _fake_peer(root, actions_per_game=7, broken=False):
    (root / "engine").mkdir(parents=True)
    (root / "scripts").mkdir()
    (root / "engine" / "__init__.py").write_text("")
    (root / "engine" / "models.py").write_text("class GameState:\n    pass\n")
    (root / "engine" / "gamelogic.py").write_text(textwrap.dedent("""
        class GameLogic:
            @staticmethod
            def apply_action(gs, action):
                gs.append(sum(i * i for i in range(2000)) + action)
        """))
    (root / "scripts" / "stress_test.py").write_text(textwrap.dedent(f"""
        from engine.gamelogic import GameLogic

        def run_simulation(seed):
            {"raise ValueError('the fake peer broke')" if broken else ""}
            gs = []
            for a in range({actions_per_game}):
                GameLogic.apply_action(gs, a)
            return True
        """))
    return root


def test_peer_comparison_prints_both_rates_the_actions_per_game_and_the_ratio(tmp_path, capsys):
    peer = _fake_peer(tmp_path / "peer")
    assert main(["bench", "--peer", str(peer), "--games", "2", "--rounds", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    for side in ("peer", "ours"):
        assert out[side]["games_per_cpu_second_median"] > 0
        assert len(out[side]["rounds"]) == 2
        assert "game" in out[side]
    assert out["peer"]["mean_actions_per_game"] == 7.0       # the fake peer's apply_action calls
    assert out["ours"]["mean_actions_per_game"] > 100        # a whole Europe game
    assert out["ratio"] == round(out["ours"]["games_per_cpu_second_median"]
                                 / out["peer"]["games_per_cpu_second_median"], 2)


def test_a_missing_folder_exits_2_with_a_message_and_no_traceback(tmp_path):
    missing = tmp_path / "nowhere"
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "bench", "--peer", str(missing),
                           "--games", "1"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert str(missing) in proc.stderr and "no such folder" in proc.stderr
    assert "Traceback" not in proc.stderr and proc.stdout == ""


def test_a_folder_that_is_not_the_peer_or_whose_game_fails_exits_2(tmp_path, capsys):
    (tmp_path / "other").mkdir()
    assert main(["bench", "--peer", str(tmp_path / "other"), "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "not a checkout" in err and "scripts/stress_test.py" in err
    broken = _fake_peer(tmp_path / "broken", broken=True)
    assert main(["bench", "--peer", str(broken), "--games", "1", "--rounds", "1"]) == 2
    err = capsys.readouterr().err
    assert "a round failed" in err and "the fake peer broke" in err
