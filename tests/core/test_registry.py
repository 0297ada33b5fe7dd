"""The registry of games: its facts agree with the rule sets and maps, and every entry point asks
it (not a hard-coded range) which player counts a game is for."""
import pytest

from ttrwidgets.core import game, game_of_rules, games, players_text
from ttrwidgets.core.errors import InvalidActionError, ScenarioError
from ttrwidgets.ttr.game import new_game
from ttrwidgets.ttr.maps import load_map
from ttrwidgets.ttr.rules import PRESETS
from ttrwidgets.ttr.scenario import setup_scenario


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


def test_core_imports_no_family():
    """core/ is what every family shares: no module of it imports a family package (the registry
    learns the families from FAMILIES, data)."""
    import ast
    from pathlib import Path

    import ttrwidgets.core as core
    from ttrwidgets.core.registry import FAMILIES
    families = {name.rsplit(".", 1)[1] for name in FAMILIES}
    assert families == {"ttr", "trans"}
    found = []
    for path in sorted(Path(core.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = "." * node.level + (node.module or "")
                names = [base] + [f"{base}{'' if base.endswith('.') else '.'}{a.name}"
                                  for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                parts = name.lstrip(".").split(".")
                absolute = name.startswith("ttrwidgets.") and len(parts) > 1 and \
                    parts[1] in families
                relative = name.startswith("..") and parts[0] in families
                if absolute or relative:
                    found.append(f"{path.name}:{node.lineno}: {name}")
    assert not found, found


def test_a_family_registered_at_run_time(tmp_path, monkeypatch):
    """register_family adds a family module that is not in FAMILIES: its games are asked for like
    every other; registering again changes nothing; unregister_family removes it again."""
    from ttrwidgets.core.registry import family_module, register_family, unregister_family
    (tmp_path / "probe_family_pkg.py").write_text(
        "from ttrwidgets.core.registry import GameInfo\n"
        "GAME_INFOS = (GameInfo(id='probe', name={'en': 'Probe', 'de': 'Probe'}, family='probe',"
        " players=frozenset({2}), rules=('probe.plain',), boards=('probe',),"
        " rules_file='probe'),)\n", encoding="utf-8")
    (tmp_path / "probe_no_games.py").write_text("X = 1\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    before = [g.id for g in games()]
    try:
        assert register_family("probe_family_pkg") == ["probe"]
        assert register_family("probe_family_pkg") == ["probe"]
        assert [g.id for g in games()] == before + ["probe"]
        assert game("probe").players == frozenset({2}) and game_of_rules("probe.plain").id == "probe"
        assert family_module("probe") == "probe_family_pkg"
        with pytest.raises(TypeError, match="probe_no_games must declare its games as GAME_INFOS"):
            register_family("probe_no_games")
        assert [g.id for g in games()] == before + ["probe"]
    finally:
        unregister_family("probe_family_pkg")
    assert [g.id for g in games()] == before
    with pytest.raises(KeyError, match="unknown game 'probe'"):
        game("probe")
    with pytest.raises(KeyError, match="unknown game family 'probe'"):
        family_module("probe")
