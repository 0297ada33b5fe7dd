"""The guided game at the end of each course is short and its rules exact (issue 23): it starts
from the course's prepared position (a scenario position the game's reader validates), and
within about ten moves of the learner the game ends, so that the end of the game and the final
scoring are explained as they happen."""
from __future__ import annotations

import json

import pytest

from ttrwidgets.core.errors import TTRError
from ttrwidgets.lessons import COURSE_ORDER, course
from ttrwidgets.lessons.adapter import rules_for
from ttrwidgets.lessons.guide import Guide, guided_position, guided_session

#: The rules of a game's end that the guided game must reach, per course.
END_RULES = {
    "europe": {"end.trigger", "end.game-over", "score.routes", "score.tickets",
               "score.longest-path"},
    "deutschland": {"end.trigger", "end.game-over", "score.tickets", "de.globetrotter",
                    "de.passenger-majority"},
    "asia": {"asia.end-trigger", "end.game-over", "score.tickets", "asia.express"},
    "trans_europa": {"trans.round-end", "trans.score-round", "trans.game-end"},
}
#: At most this many actions of the learner (a card drawn, a rail laid, ...) to the end.
MOST_MOVES = 12


@pytest.mark.parametrize("game", COURSE_ORDER)
def test_every_course_has_a_short_guided_game_from_a_valid_position(game):
    data, state, _ = guided_position(game)
    assert data["game"] == game and data["options"]["players"] == state.n_players
    assert not any(x.id.endswith("guided-game") for x in course(game).lessons)
    s = guided_session(game)
    assert s.kinds[0] == "human" and all(k != "human" for k in s.kinds[1:])
    # the learner's moves played by the family's bot: the game ends within a few of them
    s.set_kind(0, s.family.DEFAULT_BOT)
    g = Guide(s, game)
    mine = 0
    while s.family.active_seats(s.state) and mine <= MOST_MOVES:
        if s.family.active_seats(s.state)[0] == 0:
            mine += 1
        s.bot_move()
        g.update()
    assert not s.family.active_seats(s.state), (game, mine)
    met = {n.rule for n in g.notes}
    assert END_RULES[game] <= met, (game, END_RULES[game] - met)


def test_a_broken_guided_position_is_refused_with_its_json_path(tmp_path):
    data, _, _ = guided_position("europe")
    bad = json.loads(json.dumps(data))
    bad["position"]["players"][0]["routes"].append(["Paris", "Nowhere"])
    with pytest.raises(TTRError) as e:
        rules_for("europe").setup(bad, "guided-game.json")
    assert "$.position.players[0].routes" in e.value.message("en")


@pytest.mark.parametrize("game", COURSE_ORDER)
def test_the_guided_position_is_the_tools_output_byte_for_byte(game):
    """``tools/make_guided_games.py`` made the shipped file: re-running it (seeded bots from
    the course's seed) gives the same bytes, and the position leaves the learner a few
    moves."""
    from tools.make_guided_games import COURSES, COURSES_DIR, FILE, dump, guided_game
    data, played, left = guided_game(game)
    assert (COURSES_DIR / game / FILE).read_bytes() == dump(data).encode("utf-8")
    assert played > 0 and 1 <= left <= COURSES[game][2] <= MOST_MOVES


def test_the_guided_game_tool_checks_and_names_a_changed_file(tmp_path, monkeypatch, capsys):
    import tools.make_guided_games as tool
    for game in COURSE_ORDER:
        (tmp_path / game).mkdir()
        (tmp_path / game / tool.FILE).write_bytes((tool.COURSES_DIR / game / tool.FILE)
                                                  .read_bytes())
    monkeypatch.setattr(tool, "COURSES_DIR", tmp_path)
    assert tool.main(["--check", "europe"]) == 0
    f = tmp_path / "europe" / tool.FILE
    f.write_text(f.read_text(encoding="utf-8").replace('"seed": 1', '"seed": 2'),
                 encoding="utf-8")
    assert tool.main(["--check", "europe"]) == 1
    assert "europe/guided-game.json: DIFFERS" in capsys.readouterr().out
    assert tool.main(["europe"]) == 0 and tool.main(["--check", "europe"]) == 0
