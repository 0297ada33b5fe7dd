"""tools/where_rule.py: a newcomer finds the module for a rule id (issue 20)."""
from __future__ import annotations

from tools import where_rule


def test_a_route_rule_leads_to_the_engine_module_that_applies_it(capsys):
    assert where_rule.main(["tunnel.extra"]) == 0
    out = capsys.readouterr().out
    code = out.split("  code:\n", 1)[1].splitlines()
    assert code[0].strip().startswith("ttrwidgets/ttr/game.py:")     # applied there, listed first
    assert "europe: Tunnels" in out
    assert "ttrwidgets/lessons/courses/europe/07-tunnels.json" in out


def test_a_team_rule_leads_to_the_teams_module_and_a_trans_rule_to_the_trans_engine():
    first = {rid: [c for c in where_rule.sites(rid)["code"] if not where_rule.is_table(c)][0]
             for rid in ("asia.end-trigger", "trans.rails")}
    assert first["asia.end-trigger"].startswith("ttrwidgets/ttr/teams.py:")
    assert first["trans.rails"].startswith("ttrwidgets/trans/")
    assert "/ui/" not in first["trans.rails"]


def test_every_rule_id_of_every_game_is_listed(capsys):
    assert where_rule.main(["--all"]) == 0
    listed = [line.split()[0] for line in capsys.readouterr().out.splitlines()]
    assert listed == where_rule.all_ids() and len(listed) > 60
    assert "asia.claim-pool" in listed and "trans.board" in listed


def test_an_id_no_game_has_exits_2_and_says_how_to_list_them(capsys):
    assert where_rule.main(["tunnel.extrа"]) == 2          # a Cyrillic a: looks right, is not
    assert "--all" in capsys.readouterr().err
