"""The rule catalogue learns its rules files from the families (issue 20, items 1 and 5):
``ttrwidgets.core.rulebook`` names no game; each family lists its files as ``RULES_FILES``, and
a family added at run time brings its own (falling back to another file where it says so)."""
from __future__ import annotations

import pytest

from ttrwidgets import trans, ttr
from ttrwidgets.core import rulebook
from ttrwidgets.core.registry import register_family, unregister_family
from ttrwidgets.core.rulebook import (RulesFile, local_rule_id, local_rule_ids, not_shared, rule,
                                      rule_ids)


def test_the_files_are_the_families():
    assert rulebook.GAMES == tuple(ttr.RULES_FILES) + tuple(trans.RULES_FILES)
    for fam in (ttr, trans):
        for stem, spec in fam.RULES_FILES.items():
            assert rule_ids(stem) == [e[0] for e in spec.entries]
            assert not_shared(stem) == spec.replaced


def test_a_game_cites_its_own_ids_where_its_file_replaces_the_base():
    assert local_rule_ids("asia") == {
        "setup.pieces": "asia.teams", "setup.tickets": "asia.setup-tickets",
        "claim.double-few-players": "asia.doubles-4p", "tunnel.reveal": "asia.tunnel-reveal",
        "tickets.draw": "asia.draw-tickets", "end.trigger": "asia.end-trigger",
        "score.longest-path": "asia.express"}
    assert local_rule_id("deutschland", "claim.double-few-players") == "de.multi-routes"
    assert local_rule_id("deutschland", "score.stations") == "score.stations"  # lacked: no id
    assert local_rule_ids("europe") == local_rule_ids("trans_europa") == {}
    assert local_rule_id("no-such-game", "tickets.draw") == "tickets.draw"


def test_a_family_added_at_run_time_brings_its_rules_file(tmp_path, monkeypatch):
    (tmp_path / "probe_rules_family.py").write_text(
        "from ttrwidgets.core.registry import GameInfo\n"
        "from ttrwidgets.core.rulebook import RulesFile\n"
        "GAME_INFOS = (GameInfo(id='probe', name={'en': 'Probe', 'de': 'Probe'},"
        " family='probe', players=frozenset({2}), rules=('probe',), boards=('probe',),"
        " rules_file='probe'),)\n"
        "RULES_FILES = {'probe': RulesFile([('probe.move', 'Turn')], base='europe',"
        " replaced={'claim.score': 'probe.move', 'score.stations': None},"
        " lacks=('tunnel.',))}\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    europe_rule = rule("claim.color")
    with pytest.raises(KeyError, match="unknown game 'probe'"):
        rule("claim.color", "probe")
    try:
        register_family("probe_rules_family")
        assert rulebook.GAMES[-1] == "probe" and rule_ids("probe") == ["probe.move"]
        assert rule("probe.move", "probe").game == "probe"
        assert rule("claim.color", "probe") is europe_rule           # falls back to its base
        with pytest.raises(KeyError, match="does not apply in probe; see 'probe.move'"):
            rule("claim.score", "probe")
        with pytest.raises(KeyError, match="does not apply in probe"):
            rule("tunnel.extra", "probe")
        assert local_rule_id("probe", "claim.score") == "probe.move"
    finally:
        unregister_family("probe_rules_family")
    assert "probe" not in rulebook.GAMES
    assert rule("claim.color") is europe_rule                    # built once, the same rule
    with pytest.raises(KeyError, match="unknown game 'probe'"):
        rule("claim.color", "probe")


def test_a_rules_file_is_data():
    spec = RulesFile([("x.y", "S")])
    assert spec.base is None and spec.replaced == {} and spec.lacks == () and spec.wording == []
