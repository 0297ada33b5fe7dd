"""One session for every family (issue 20, item 4): history, seats, bots' turns, undo, replay,
save and load are core.session's; a family keeps only its save format and two small rules
(do bots choose first? may one undo to this state?) in its session class."""
from __future__ import annotations

import json

import pytest

from ttrwidgets.core.errors import ReplayError
from ttrwidgets.core.family import family
from ttrwidgets.core.registry import games, register_family, unregister_family
from ttrwidgets.core.session import (FamilySession, Session, load_session, new_session,
                                     play_game, replay_actions, session_class, session_of)


@pytest.fixture
def tiny():
    ids = register_family("tinyfamily")
    yield ids
    unregister_family("tinyfamily")


def _bots_play(s: Session, moves: int) -> None:
    for seat in range(len(s.kinds)):
        s.set_kind(seat, "random")
    for _ in range(moves):
        if s.bot_move() is None:
            break
    s.set_kind(0, "human")


@pytest.mark.parametrize("gid", [g.id for g in games()])
def test_every_game_plays_saves_and_loads_through_its_family(gid):
    info = next(g for g in games() if g.id == gid)
    fam = family(gid)
    n = min(info.players)
    s = new_session(gid, ["human"] + [fam.DEFAULT_BOT] * (n - 1), seed=5)
    assert isinstance(s, Session) and type(s) is session_class(fam)
    assert s.game == gid and s.family is fam and s.kinds[1] == fam.DEFAULT_BOT
    _bots_play(s, 12)
    again = load_session(json.loads(s.save_text()), "saved.json")
    assert type(again) is type(s) and again.kinds == s.kinds
    assert [str(e.action) for e in again.entries] == [str(e.action) for e in s.entries]
    assert fam.state_to_json(again.state) == fam.state_to_json(s.state)
    # the same undo points, and undo goes back to the same place in both
    assert again.undo_points() == s.undo_points()


def test_a_plug_in_family_plays_with_the_core_session(tiny):
    s = new_session("tiny", ["human", "greedy"], seed=1)
    assert type(s) is Session and FamilySession is Session
    s.act(family("tiny").parse_action("p0 claim 3"))
    assert s.run_bots() == 1 and s.active_humans() == [0]
    assert s.undo() and len(s.entries) == 1 and s.state.owners == (-1,) * 7
    s.act(family("tiny").parse_action("p0 claim 3"))
    s.run_bots()
    again = Session.load_text(s.save_text(), "tiny.json")
    assert again.state == s.state and again.kinds == ["human", "greedy"]
    with pytest.raises(ValueError, match="choose from human, greedy, random"):
        s.set_kind(1, "steiner")


def test_a_session_from_a_position_is_its_familys():
    from ttrwidgets.core.scenario import load_scenario_file
    from scenario_paths import OWN_SCENARIOS
    data = load_scenario_file(OWN_SCENARIOS / "trans_europa" / "shared-network-after-joining.json")
    fam = family(data["game"])
    state = fam.setup_scenario(data, "x.json")
    s = session_of(state, ["human"] * state.n_players)
    assert type(s) is session_class(fam) and not s.fresh
    action = fam.legal_actions(state, fam.active_seats(state)[0])[0]
    s.act(action)
    assert s.undo() and s.state == state


def test_seat_aliases_and_unknown_kinds():
    s = new_session("trans_europa", ["human", "greedy"], seed=2)   # greedy: the Steiner bot
    assert s.kinds == ["human", "steiner"]
    with pytest.raises(ValueError, match="unknown seat kind 'clever'; choose from human, "
                                         "steiner, random"):
        new_session("trans_europa", ["human", "clever"], seed=2)
    with pytest.raises(ValueError, match="one seat kind per player"):
        Session(s.state, ["human"])


def test_play_game_is_one_loop_for_every_family(tiny):
    from ttrwidgets.trans.bot import play_game as trans_play
    from ttrwidgets.ttr.bots import play_game as ttr_play
    for gid, old in (("europe", ttr_play), ("trans_america", trans_play)):
        fam = family(gid)
        start, _ = fam.new_game(next(g for g in games() if g.id == gid).default_rules, 2, 9)
        bots = [fam.bots()[fam.DEFAULT_BOT](i) for i in range(2)]
        seen = []
        end = play_game(start, bots, on_step=lambda st, a, steps: seen.append(str(a)))
        assert not fam.active_seats(end) and len(seen) > 10
        # the family's name for it is the same loop (fresh bots: the same moves)
        again = old(start, [fam.bots()[fam.DEFAULT_BOT](i) for i in range(2)])
        assert fam.state_to_json(again) == fam.state_to_json(end)
    fam = family("tiny")
    start, _ = fam.new_game("tiny", 2, 0)
    end = play_game(start, [fam.bots()["greedy"](0), fam.bots()["random"](1)])
    assert end.game_over
    with pytest.raises(RuntimeError, match="did not end within 3 actions"):
        play_game(start, [fam.bots()["greedy"](0)] * 2, max_actions=3)


def test_a_move_that_does_not_replay_names_its_json_path():
    fam = family("europe")
    start, steps = fam.new_game("europe.classic", 2, 3)
    first = str(fam.legal_actions(start, 0)[0])
    states, all_steps = replay_actions(start, steps, [first], fam.apply, fam.parse_action)
    assert len(states) == len(all_steps) == 2 and all_steps[0] is steps
    with pytest.raises(ReplayError) as e:
        replay_actions(start, steps, [first, first], fam.apply, fam.parse_action, "g.json")
    assert e.value.source == "g.json" and e.value.problems[0][0] == "$.actions[1]"
    assert "does not replay" in str(e.value)
