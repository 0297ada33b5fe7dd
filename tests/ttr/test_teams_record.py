"""The teams in state files and scenario queries, asked through the rule set's hooks
(``TeamRules.add_state_json``, ``pending_from_json``, ``state_fields_from_json``,
``card_holders``, ``ticket_holders``, ``score_query``): what ``ttr/record.py`` and the
scenario queries once switched on with ``state.teams is not None``."""
from __future__ import annotations

import copy
from pathlib import Path

import pytest

from ttrwidgets.core.errors import SaveFileError
from ttrwidgets.ttr import cards as C
from ttrwidgets.ttr.actions import ClaimRoute, DrawCard
from ttrwidgets.ttr.game import apply, legal_actions, new_game
from ttrwidgets.ttr.maps import load_map_file
from ttrwidgets.ttr.record import StateReader, state_from_json, state_to_json
from ttrwidgets.ttr.rules import get_rules
from ttrwidgets.ttr.scenario import _Problems, build_position
from ttrwidgets.ttr.state import Phase, SecondCard

BOARD = Path(__file__).parent / "data" / "himalaya_test.json"


def _main_phase(rules: str, players: int, seed: int = 4):
    s, _ = new_game(rules, players, seed=seed)
    while s.phase is Phase.SETUP:
        seat = s.setup.index(next(c for c in s.setup if c is not None))
        s, _ = apply(s, legal_actions(s, seat)[0])
    return s


def _problems(data) -> list[str]:
    with pytest.raises(SaveFileError) as e:
        state_from_json(data)
    return [p for p, _ in e.value.problems]


def test_a_second_card_pending_in_a_team_game_keeps_where_the_first_went():
    s = _main_phase("asia.team", 4)
    draw = next(a for a in legal_actions(s) if isinstance(a, DrawCard) and a.to == "shared")
    s2, _ = apply(s, draw)
    assert s2.pending == SecondCard("shared")
    data = state_to_json(s2)
    assert data["pending"] == {"kind": "second_card", "to": "shared"}
    assert list(data)[-1] == "teams"                     # after the rest, as saved before
    assert state_from_json(data) == s2
    bad = copy.deepcopy(data)
    bad["pending"]["to"] = "pocket"
    assert _problems(bad) == ["$.pending.to"]


def test_without_teams_a_card_has_no_holder_to_go_to():
    s = _main_phase("europe.classic", 2)
    s2, _ = apply(s, next(a for a in legal_actions(s) if isinstance(a, DrawCard)))
    data = state_to_json(s2)
    assert data["pending"] == {"kind": "second_card"} and "teams" not in data
    assert state_from_json(data) == s2
    data["pending"]["to"] = "hand"
    assert _problems(data) == ["$.pending.to"]


def test_a_tunnel_paid_partly_from_the_holder_is_written_and_read():
    m = load_map_file(BOARD)             # a test board: no state file names it, so the
    probs = _Problems("test")            # hooks are asked directly
    s = build_position(get_rules("asia.team"), m, 4, 1, {
        "players": [{"hand": {"red": 1}, "shared_hand": {"red": 1, "locomotive": 2}},
                    {}, {}, {}],
        "deck_top": ["blue", "red", "green", "locomotive", "white", "red"]}, probs)
    probs.raise_if_any()
    s2, _ = apply(s, ClaimRoute(0, "T08", C.card_set({"red": 2})))
    data = state_to_json(s2)
    assert data["pending"]["kind"] == "tunnel" and data["pending"]["paid_shared"] == {"red": 1}
    rd = StateReader("test")
    assert s2.rules.hooks.pending_from_json(rd, "tunnel", data["pending"]) == \
        {"shared": s2.pending.shared} and rd.problems == []
    data["pending"]["paid_shared"] = {"red": "many"}
    s2.rules.hooks.pending_from_json(rd, "tunnel", data["pending"])
    assert [p for p, _ in rd.problems] == ["$.pending.paid_shared.red"]
    eu = get_rules("europe.classic").hooks          # without teams: nothing from the holder
    assert eu.pending_from_json(StateReader("test"), "tunnel", data["pending"]) == {}


def test_team_holders_are_read_and_checked():
    s = _main_phase("asia.team", 4)
    data = state_to_json(s)
    assert state_from_json(data) == s
    assert [len(t) for t in data["teams"]["shared_tickets"]] == [2, 2]   # asia.setup-tickets
    twice = copy.deepcopy(data)
    twice["teams"]["shared_tickets"][1].append(data["teams"]["shared_tickets"][0][0])
    assert "$.teams.shared_tickets[1]" in _problems(twice)
    lost = copy.deepcopy(data)
    lost["teams"]["shared_hands"][0] = {"red": 1}        # a card from nowhere
    assert _problems(lost) == ["$"]
    missing = copy.deepcopy(data)
    del missing["teams"]
    assert _problems(missing)[0] == "$.teams"
    seats = copy.deepcopy(data)
    seats["teams"]["of_seat"] = [0, 1, 0, 1]             # partners take consecutive turns
    assert _problems(seats) == ["$.teams.of_seat"]


def test_per_team_queries_ask_the_hooks():
    s = _main_phase("asia.team", 4)
    hooks = s.rules.hooks
    assert hooks.score_query(s, "longest_path", 1) == (0, None)
    got, problem = hooks.score_query(s, "completed_tickets", 2)   # 2 teams: 0 and 1
    assert got is None and "team index 0..1" in problem
    eu = _main_phase("europe.classic", 3)
    assert eu.rules.hooks.score_query(eu, "longest_path", 2) == (0, None)
    assert eu.rules.hooks.score_query(eu, "completed_tickets", 2) == ((), None)
