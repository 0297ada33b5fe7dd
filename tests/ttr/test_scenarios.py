"""Every scenario file (the project's own and the public ones in ../shared/scenarios) passes."""
import json
import subprocess
import sys

import pytest

from scenario_paths import OWN_SCENARIOS, SHARED, scenario_files
from ttrwidgets.ttr.scenario import run_scenario, load_scenario_file

FILES = scenario_files()


def _game_of(path) -> str:
    return load_scenario_file(path).get("game")


def test_own_deutschland_scenarios_are_run():
    own = [p for p in FILES if p.is_relative_to(OWN_SCENARIOS / "deutschland")]
    assert len(own) >= 10 and all(_game_of(p) == "deutschland" for p in own)


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_scenario(path):
    results = run_scenario(load_scenario_file(path), str(path))
    assert results, "a scenario must check something"
    failed = [r for r in results if not r["ok"]]
    assert not failed, json.dumps(failed, indent=1, ensure_ascii=False)


def test_public_scenarios_present_or_skipped():
    if not (SHARED / "scenarios").is_dir():
        pytest.skip("../shared/scenarios is not present in this checkout")
    assert any(p.is_relative_to(SHARED) for p in FILES)


def test_command_line_runs_every_file():
    """`python -m ttrwidgets scenario FILE...` prints one JSON line per expectation, exit 0."""
    files = [str(p) for p in FILES]
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "scenario", *files],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert {"file", "step", "check", "ok", "expected", "got"} <= set(lines[0])
    assert all(r["ok"] for r in lines)
    assert {r["file"] for r in lines} == set(files)


def test_every_rule_id_is_exercised_by_a_scenario():
    """Each rule id of europe.md is applied (a step), cited (a rejection) or checked (a query's
    numbers) by at least one scenario file."""
    from ttrwidgets.core.rulebook import rule_ids
    seen: set = set()
    for path in FILES:
        if _game_of(path) == "europe":
            run_scenario(load_scenario_file(path), str(path), trace=seen)
    # facts about components, hidden information and an option that waits for its data:
    # checked by unit tests (test_engine_units.py), not by scenarios
    by_unit_tests = {"setup.cards", "setup.pieces", "draw.unlimited-hand", "tickets.secret",
                     "variant.bonus-tickets"}
    missing = [r for r in rule_ids("europe") if r not in seen and r not in by_unit_tests]
    assert not missing, f"rule ids no scenario exercises: {missing}"


def test_every_deutschland_rule_id_is_exercised_by_our_scenarios():
    """Each rule id of deutschland.md (the de.* ids and the Europe ids it lists) is applied,
    cited or checked by at least one of our own Deutschland scenarios."""
    from ttrwidgets.core.rulebook import rule_ids
    seen: set = set()
    files = sorted((OWN_SCENARIOS / "deutschland").glob("*.json"))
    for path in files:
        run_scenario(load_scenario_file(path), str(path), trace=seen)
    ids = rule_ids("deutschland")
    assert {r for r in ids if r.startswith("de.")} >= {
        "de.passengers", "de.setup-tickets", "de.claim", "de.take-passengers", "de.draw-tickets",
        "de.multi-routes", "de.countries", "de.globetrotter", "de.passenger-majority"}
    missing = [r for r in ids if r not in seen]
    assert not missing, f"Deutschland rule ids no scenario exercises: {missing}"


def test_own_asia_scenarios_are_run():
    own = [p for p in FILES if p.is_relative_to(OWN_SCENARIOS / "asia")]
    assert len(own) >= 10 and all(_game_of(p) == "asia" for p in own)
    boards = {load_scenario_file(p)["options"].get("board", "legendary_asia") for p in own}
    assert boards == {"legendary_asia", "europe"}


def test_every_asia_rule_id_is_exercised_by_our_scenarios():
    """Each asia.* rule id of asia.md is applied, cited or checked by at least one of our own
    Asia scenarios (on Legendary Asia or Europe), except ``asia.triples-4p``: neither board has a
    triple route, so the test board of tests/ttr/test_teams.py checks it."""
    from ttrwidgets.core.rulebook import rule_ids
    seen: set = set()
    for path in sorted((OWN_SCENARIOS / "asia").glob("*.json")):
        run_scenario(load_scenario_file(path), str(path), trace=seen)
    ids = rule_ids("asia")
    assert len(ids) == 15 and all(r.startswith("asia.") for r in ids)
    by_unit_tests = {"asia.triples-4p"}
    missing = [r for r in ids if r not in seen and r not in by_unit_tests]
    assert not missing, f"Asia rule ids no scenario exercises: {missing}"
    # the team games cite their own ids where asia.md replaces a Europe rule
    assert not seen & {"setup.tickets", "tickets.draw", "end.trigger", "tunnel.reveal",
                       "claim.double-few-players", "score.longest-path"}


def test_deutschland_trace_names_no_europe_variant():
    seen: set = set()
    run_scenario(load_scenario_file(OWN_SCENARIOS / "deutschland" / "win-tiebreak-shared.json"),
                 trace=seen)
    assert "win.tiebreak" in seen and not any(r.startswith("variant.") for r in seen)


def test_malformed_files_exit_2_with_path(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "europe", "options": {"players": 2},
                               "position": {"players": [{"routes": [["Paris", "Nowhere"]]}, {}]},
                               "steps": [{"player": 0, "do": "fly"}]}))
    broken = tmp_path / "broken.json"
    broken.write_text('{"game": "europe", "options": {"players": 2}, "steps": [}')
    for f, needle in ((bad, "$.position.players[0].routes[0][1]"), (broken, "line 1")):
        proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "scenario", str(f)],
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2
        assert needle in proc.stderr, proc.stderr
        assert "Traceback" not in proc.stderr


def test_failing_expectation_exits_1(tmp_path):
    f = tmp_path / "wrong.json"
    f.write_text(json.dumps({"game": "europe", "options": {"players": 2}, "seed": 1,
                             "position": {"players": [{"hand": {"red": 3}}, {}]},
                             "steps": [{"player": 0, "do": "claim",
                                        "route": ["Berlin", "Frankfurt", "red"],
                                        "cards": {"red": 3},
                                        "expect": {"legal": True,
                                                   "players": {"0": {"score": 5}}}}]}))
    proc = subprocess.run([sys.executable, "-m", "ttrwidgets", "scenario", str(f)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    lines = [json.loads(x) for x in proc.stdout.splitlines()]
    bad = [r for r in lines if not r["ok"]]
    assert bad == [{"file": str(f), "step": 0, "check": "players.0.score", "ok": False,
                    "expected": 5, "got": 4}]


@pytest.mark.parametrize("data,needle", [
    ([1, 2], "$: a scenario is a JSON object"),
    ({"game": "europe", "options": {"players": 2}, "steps": [{"do": {"claim": 1}}]},
     "$.steps[0].do"),
    ({"game": "europe", "options": {"players": 2}, "steps": [{"query": ["final_scores"]}]},
     "$.steps[0].query"),
    ({"game": "europe", "options": {"players": 2},
      "steps": [{"do": "claim", "route": ["Berlin", "Frankfurt"], "cards": {"red": 3}}]},
     "$.steps[0].route: Berlin–Frankfurt has several different tracks"),
    ({"game": "europe", "options": {"players": 2},
      "position": {"players": [{"hand": {"red": 13}}, {}]}}, "only 12 exist"),
    ({"game": "europe", "options": {"players": 2},
      "position": {"players": [{"tickets": [["Paris", "Wien"]]}, {"tickets": [["Paris", "Wien"]]}]}},
     "$.position.players[1].tickets[0]: this ticket is already held"),
    ({"game": "europe", "options": {"players": 2}, "steps": [{"player": 0, "do": "claim",
      "route": ["Paris", "Dieppe"], "cards": {"gray": 1}}]}, "$.steps[0].cards"),
    ({"game": ["europe"], "options": {"players": 2}}, "$.game"),
    # Deutschland
    ({"game": "deutschland", "options": {"players": 6}}, "$.options.players"),
    ({"game": "deutschland", "options": {"players": 2, "variant": "1912"}},
     "$.options.variant: Deutschland has no variants"),
    ({"game": "deutschland", "options": {"players": 2, "tiebreak": "classic"}},
     "$.options.tiebreak: 'tiebreak' is a Europe option"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{"stations": ["Berlin"]}, {}]}},
     "$.position.players[0].stations: Deutschland has no stations"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{}, {}], "ticket_deck_top": [["Berlin", "Leipzig"]]}},
     "$.position.ticket_deck_top: 'ticket_deck_top' does not apply to Deutschland"),
    ({"game": "europe", "options": {"players": 2},
      "position": {"players": [{}, {}], "board_passengers": {}}},
     "$.position.board_passengers: 'board_passengers' does not apply to Europe"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{"passengers": {"red": 6}}, {"passengers": {"red": 5}}]}},
     "$.position.players[1].passengers.red: the position uses 11 red passengers; only 10 exist"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{"passengers": {"red": 9}}, {}],
                   "board_passengers": {"Berlin": ["red"], "Köln": ["red", "blue"]}}},
     "$.position.board_passengers.Köln: the position uses 11 red passengers"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{"passengers": {"orange": 1}}, {}]}},
     "$.position.players[0].passengers.orange: there are no orange passengers"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{"passengers": {"red": -1}}, {}]}},
     "$.position.players[0].passengers.red"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{}, {}], "board_passengers": {"Atlantis": ["red"]}}},
     "$.position.board_passengers.Atlantis: unknown city"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{}, {}], "board_passengers": {"Berlin": ["magenta"]}}},
     "$.position.board_passengers.Berlin[0]: not a colour"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{}, {}], "short_deck_top": [["Berlin", "Stuttgart"]]}},
     "$.position.short_deck_top[0]: Berlin–Stuttgart is a ticket of the long deck"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{"tickets": [["Berlin", "Leipzig"]]}, {}],
                   "short_deck_top": [["Leipzig", "Berlin"]]}},
     "$.position.short_deck_top[0]: this ticket is already placed"),
    ({"game": "deutschland", "options": {"players": 2},
      "position": {"players": [{"tickets": [["Berlin", "Magdeburg"]]}, {}]}},
     "$.position.players[0].tickets[0]: no ticket Berlin–Magdeburg"),
    ({"game": "deutschland", "options": {"players": 2},
      "steps": [{"player": 0, "do": "draw_tickets", "short": 2.5, "long": 2}]},
     "$.steps[0].short"),
    ({"game": "deutschland", "options": {"players": 2},
      "steps": [{"player": 0, "do": "draw_tickets", "short": "2", "long": 2}]},
     "$.steps[0].short"),
    ({"game": "europe", "options": {"players": 2},
      "steps": [{"player": 0, "do": "draw_tickets", "short": 2, "long": 2}]},
     "$.steps[0].short"),
    ({"game": "deutschland", "options": {"players": 2}, "position": {"players": [{}, {}]},
      "steps": [{"player": 0, "do": "take_passengers", "from": ["Berlin", "red"]}]},
     "$.steps[0].from"),
    ({"game": "deutschland", "options": {"players": 2}, "position": {"players": [{}, {}]},
      "steps": [{"player": 0, "do": "take_passengers", "from": {"Berlin": "mauve"}}]},
     "$.steps[0].from.Berlin: not a colour"),
    ({"game": "deutschland", "options": {"players": 2}, "position": {"players": [{}, {}]},
      "steps": [{"player": 0, "do": "take_passengers", "from": {"Gotham": "red"}}]},
     "$.steps[0].from.Gotham: unknown city"),
    ({"game": "deutschland", "options": {"players": 2}, "position": {"players": [{}, {}]},
      "steps": [{"player": 0, "do": "build_station", "city": "Berlin", "cards": {"red": 1}}]},
     "$.steps[0].do: the action 'build_station' does not apply to Deutschland"),
    ({"game": "deutschland", "options": {"players": 2}, "position": {"players": [{}, {}]},
      "steps": [{"player": 0, "do": "tunnel_withdraw"}]}, "$.steps[0].do"),
    ({"game": "europe", "options": {"players": 2}, "position": {"players": [{}, {}]},
      "steps": [{"player": 0, "do": "take_passengers", "from": {"Berlin": "red"}}]},
     "$.steps[0].do: the action 'take_passengers' does not apply to Europe"),
    ({"game": "deutschland", "options": {"players": 2}, "position": {"players": [{}, {}]},
      "steps": [{"query": "station_borrow", "player": 0, "expect": {"tickets": 0}}]},
     "$.steps[0].query"),
    ({"game": "deutschland", "options": {"players": 2}, "position": {"players": [{}, {}]},
      "steps": [{"player": 0, "do": "claim", "route": ["Dortmund", "Düsseldorf"],
                 "cards": {"red": 1}, "expect": {"players": {"0": {"prestige": 1}}}}]},
     "$.steps[0].expect.players.0.prestige"),
    # Asia
    ({"game": "asia", "options": {"players": 5}}, "$.options.players"),
    ({"game": "asia", "options": {"players": 4, "board": "deutschland"}},
     "$.options.board: must be legendary_asia or europe"),
    ({"game": "europe", "options": {"players": 4, "board": "europe"}},
     "$.options.board: 'board' is an option of the Asia team variant"),
    ({"game": "asia", "options": {"players": 4, "variant": "1912"}}, "$.options.variant"),
    ({"game": "asia", "options": {"players": 4},
      "position": {"players": [{"team": 0}, {"team": 1}, {"team": 0}, {"team": 1}]}},
     "$.position.players: team 0 must be 2 players sitting side by side"),
    ({"game": "asia", "options": {"players": 4},
      "position": {"players": [{"shared_hand": {"red": 7}}, {}, {"shared_hand": {"red": 6}}, {}]}},
     "the position uses 13 red cards"),
    ({"game": "asia", "options": {"players": 4},
      "position": {"players": [{}, {"shared_hand": {"red": 1}}, {}, {}]}},
     "$.position.players[1].shared_hand: the team's shared_hand is given on its first player"),
    ({"game": "asia", "options": {"players": 4},
      "position": {"players": [{"stations": ["Omsk"]}, {}, {}, {}]}},
     "$.position.players[0].stations"),
    ({"game": "europe", "options": {"players": 2},
      "position": {"players": [{"shared_hand": {"red": 1}}, {}]}},
     "$.position.players[0].shared_hand: 'shared_hand' does not apply to Europe"),
    ({"game": "europe", "options": {"players": 2}, "position": {"players": [{}, {}]},
      "steps": [{"player": 0, "do": "draw_card", "from": "deck", "to": "hand"}]},
     "$.steps[0].to"),
    ({"game": "europe", "options": {"players": 2}, "position": {"players": [{}, {}]},
      "steps": [{"player": 0, "do": "share_tickets", "tickets": []}]}, "$.steps[0].do"),
    ({"game": "asia", "options": {"players": 4}, "position": {"players": [{}, {}, {}, {}]},
      "steps": [{"player": 0, "do": "build_station", "city": "Omsk", "cards": {"red": 1}}]},
     "$.steps[0].do"),
    ({"game": "asia", "options": {"players": 4}, "position": {"players": [{}, {}, {}, {}]},
      "steps": [{"query": "longest_path", "player": 2, "expect": 0}]}, "$.steps[0].player"),
])
def test_more_malformed_files_exit_2(tmp_path, capsys, data, needle):
    """``python -m ttrwidgets scenario FILE``, run in this process (its ``main``, exactly what
    the command runs; the tests above start the real command)."""
    from ttrwidgets.__main__ import main
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(data), encoding="utf-8")
    code = main(["scenario", str(f)])
    out = capsys.readouterr()
    assert code == 2, out.out + out.err
    assert needle in out.err and str(f) in out.err, out.err
    assert "Traceback" not in out.err


def test_ill_typed_winners_expectation_fails_without_crashing():
    data = {"game": "europe", "options": {"players": 2}, "seed": 1,
            "position": {"players": [{}, {}]},
            "steps": [{"query": "final_scores", "expect": {"winners": 0}},
                      {"query": "final_scores", "expect": {"winners": [0, "x"]}},
                      {"query": "final_scores", "expect": {"winners": [0, 1]}}]}
    assert [r["ok"] for r in run_scenario(data)] == [False, False, True]


def test_deutschland_board_without_board_passengers():
    """The bag minus the players' passengers stands on the board, dealt by the seed: the same
    board as a new game when nobody holds one; held ones leave the holder's route ends first."""
    from collections import Counter
    from ttrwidgets.ttr.colours import Colour
    from ttrwidgets.ttr.game import new_game
    from ttrwidgets.ttr.scenario import setup_scenario
    base = {"game": "deutschland", "options": {"players": 2}, "seed": 5}
    fresh = setup_scenario({**base, "position": {"players": [{}, {}]}})
    assert fresh.passengers == new_game("deutschland", 2, seed=5)[0].passengers
    m = fresh.map
    kiel, denmark = m.city_index("Kiel"), m.city_index("Dänemark")
    kiel_colour, denmark_colour = fresh.passengers[kiel][0], fresh.passengers[denmark][0]
    held = Counter({kiel_colour: 1})
    held[denmark_colour] += 1
    state = setup_scenario({**base, "position": {"players": [
        {"routes": [["Kiel", "Dänemark"]],
         "passengers": {Colour(c).key: k for c, k in held.items()}},
        {"passengers": {"red": 3}}]}})
    assert state.passengers[kiel] == () and state.passengers[denmark] == ()
    on_board = Counter(c for here in state.passengers for c in here)
    bag = Counter({int(c): k for c, k in m.passengers})
    assert on_board == bag - held - Counter({int(Colour.RED): 3})
    assert all(len(here) <= city.passengers for here, city in zip(state.passengers, m.cities))
    assert state.players[0].passengers == tuple(sorted(held.elements()))


def test_deutschland_passenger_expectation_forms_and_own_tickets():
    data = {"game": "deutschland", "options": {"players": 2}, "seed": 1,
            "position": {"players": [{"passengers": {"red": 2, "blue": 1},
                                      "tickets": [["Kiel", "Lindau", 9]]}, {}],
                         "board_passengers": {}},
            "steps": [{"player": 0, "do": "draw_card", "from": "deck",
                       "expect": {"players": {"0": {"passengers": ["red", "blue", "red"]}}}},
                      {"player": 0, "do": "draw_card", "from": "deck",
                       "expect": {"players": {"0": {"passengers": {"red": 2, "blue": 1,
                                                                   "green": 0}}}}},
                      {"player": 1, "do": "draw_card", "from": "deck",
                       "expect": {"players": {"0": {"passengers": 3}}}},
                      {"player": 1, "do": "draw_card", "from": "deck",
                       "expect": {"players": {"0": {"passengers": {"red": 2}}}}},
                      {"query": "final_scores",
                       "expect": {"0": {"tickets": -9, "stations": 0, "passengers": 40}}}]}
    assert [r["ok"] for r in run_scenario(data)] == [True, True, True, False, True]
