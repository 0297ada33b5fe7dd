"""The registry of games: its facts agree with the rule sets and maps, and every entry point asks
it (not a hard-coded range) which player counts a game is for."""
import pytest

from ttrwidgets.core import game, game_of_rules, games, players_text
from ttrwidgets.engine.errors import InvalidActionError, ScenarioError
from ttrwidgets.engine.game import new_game
from ttrwidgets.engine.maps import load_map
from ttrwidgets.engine.rules import PRESETS
from ttrwidgets.engine.scenario import setup_scenario


def test_every_registered_game_agrees_with_its_rule_sets_and_boards():
    assert [g.id for g in games()] == ["europe", "deutschland", "asia", "trans_europa",
                                       "trans_america"]
    for g in games():
        if g.family != "ttr":
            continue
        assert g.rules and all(r in PRESETS for r in g.rules)
        assert g.players == frozenset().union(*(PRESETS[r].players for r in g.rules))
        assert PRESETS[g.default_rules].map_id == g.boards[0]     # the default board first
        for b in g.boards:
            assert load_map(b).id == b
        assert all(game_of_rules(r) is g for r in g.rules)
        assert g.name["en"] and g.name["de"] and g.name["en"] != g.name["de"]
    assert game("asia").boards == ("legendary_asia", "europe")
    assert game("asia").players == frozenset({4, 6}) and game("asia").rules_file == "asia"
    with pytest.raises(KeyError, match="known: europe, deutschland, asia, trans_europa, "
                                       "trans_america"):
        game("monopoly")


def test_the_trans_games_are_registered():
    from ttrwidgets.trans.board import load_board
    from ttrwidgets.trans.game import get_rules
    for gid in ("trans_europa", "trans_america"):
        g = game(gid)
        assert g.family == "trans" and g.players == frozenset({2, 3, 4, 5, 6})
        assert g.rules == (gid, f"{gid}.special") and g.boards == (gid,)
        assert g.rules_file == "trans" and g.name["en"] and g.name["de"]
        assert all(get_rules(r).game == gid for r in g.rules)
        assert all(game_of_rules(r) is g for r in g.rules)
        assert load_board(gid).id == gid
    assert game("trans_america").name["de"] == "Trans Amerika"


def test_player_counts_are_a_set_everywhere():
    assert players_text(frozenset({4, 6})) == "4 or 6"
    assert players_text(frozenset({2, 3, 4, 5})) == "2–5"
    assert players_text(frozenset({3})) == "3"
    for n in sorted(game("europe").players):
        assert new_game("europe.classic", n, seed=1)[0].n_players == n
    for bad in (1, 6, True):
        with pytest.raises(InvalidActionError, match="2–5 players"):
            new_game("europe.classic", bad, seed=1)
    with pytest.raises(ScenarioError, match=r"\$\.options\.players.*2–5 for europe"):
        setup_scenario({"game": "europe", "options": {"players": 6}, "seed": 1, "steps": []})
