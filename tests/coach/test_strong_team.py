"""``bench --strong-team``: a team of strong bots against greedy teams in the Asia team game."""
import json

from ttrwidgets.__main__ import main
from ttrwidgets.bench import strong_team_match


def test_strong_team_match_counts_team_wins_and_times_only_the_strong_seats():
    out = strong_team_match("asia.team", 4, games=2, seed=3)
    assert out["teams"] == 2 and out["chance"] == 0.5 and out["seeds"] == [3, 4]
    assert 0 <= out["strong_team_wins"] <= 2
    assert out["win_rate"] == out["strong_team_wins"] / 2
    assert out["decisions"] > 0 and out["cpu_ms_per_decision"] > 0


def test_the_command_refuses_a_player_count_the_team_game_has_not(capsys):
    try:
        main(["bench", "--strong-team", "5", "--games", "1"])
    except SystemExit as e:
        assert e.code == 2
    assert "4 or 6" in capsys.readouterr().err
    assert main(["bench", "--strong-team", "4", "--games", "1", "--seed", "2"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1
