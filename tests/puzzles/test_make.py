"""Puzzle generators (:mod:`ttrwidgets.puzzles.make`) and ``puzzle make``: seeded, plausible,
solved the same from the file as from the game, rated, and never dull."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from dataclasses import replace

import pytest

from tests.conftest import ROOT
from ttrwidgets.ttr.scoring import player_graph
from ttrwidgets.graphs import connected_pairs
from ttrwidgets.puzzles import make as M
from ttrwidgets.puzzles.cli import main as puzzle_main
from ttrwidgets.puzzles.kinds import kind_handler
from ttrwidgets.puzzles.model import load_puzzle, read_puzzle_file
from ttrwidgets.puzzles.solve import compare_json, solve, to_json

SPEC_KEYS = {"kind", "title", "game", "options", "seed", "position", "player", "params"}
KINDS = [("best_station", "europe"), ("longest_trail", "europe"), ("tunnel_odds", "europe"),
         ("cheapest_completion", "europe"), ("cheapest_completion", "deutschland")]


@pytest.fixture(scope="module")
def made():
    """One puzzle of every kind and game (seed 2), made once for the module."""
    return {(k, g): M.make(k, 2, g) for k, g in KINDS}


@pytest.mark.parametrize("kind,game", KINDS)
def test_same_seed_same_file_other_seed_other_file(kind, game, made):
    again = M.make_puzzle(kind, 2, game)
    assert again == made[kind, game].puzzle
    assert json.dumps(again, sort_keys=True) == json.dumps(made[kind, game].puzzle,
                                                           sort_keys=True)
    assert M.make_puzzle(kind, 3, game) != again


@pytest.mark.parametrize("kind,game", KINDS)
def test_made_file_is_spec_exact_and_solves_as_the_game_state(kind, game, made, tmp_path):
    m = made[kind, game]
    data = m.puzzle
    assert set(data) == SPEC_KEYS and data["kind"] == kind and data["game"] == game
    assert data["title"] and m.title_de and data["title"] != m.title_de
    f = tmp_path / "p.json"
    f.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    p = read_puzzle_file(f)
    sol = solve(p)
    ok, why = compare_json(p, sol, m.expected)
    assert ok, why
    # the same question asked on the game state the position was cut from
    state = m.info["state"]
    here = replace(p, state=state)
    if kind == "cheapest_completion":
        mp = state.map
        held = [(mp.tickets[t].a, mp.tickets[t].b) for t in state.players[p.player].tickets]
        done = connected_pairs(player_graph(state, p.player), held, mp.countries)
        here = replace(here, tickets=tuple(t for t, d in zip(held, done) if not d))
    sol2 = solve(here)
    assert sol2.value == sol.value
    ok, why = compare_json(p, sol, to_json(here, sol2))
    assert ok, why
    # ... and the file's position is the game's: hands, trains, stations, routes, tickets
    for a, b in zip(state.players, p.state.players):
        assert (a.hand, a.trains, a.stations, a.score) == (b.hand, b.trains, b.stations, b.score)
        assert len(a.tickets) == len(b.tickets)
    assert sorted(state.owners) == sorted(p.state.owners)
    assert sorted(state.faceup) == sorted(p.state.faceup)
    assert p.state.current == state.current


@pytest.mark.parametrize("kind,game", KINDS)
def test_made_puzzle_is_measured_rated_and_not_dull(kind, game, made):
    m = made[kind, game]
    p = load_puzzle(m.puzzle)
    features, rating, dull = M.assess(p)
    assert dull is None
    assert features == m.features and rating == m.rating in M.RATINGS


def test_positions_come_from_played_games(made):
    """Grown networks and real tickets: every player has claimed routes and holds tickets."""
    for (kind, game), m in made.items():
        players = m.puzzle["position"]["players"]
        assert len(players) == m.puzzle["options"]["players"]
        assert all(pl["tickets"] for pl in players), (kind, game)
        assert sum(len(pl["routes"]) for pl in players) >= 6, (kind, game)


def test_a_run_of_seeds_gives_a_mix_of_ratings():
    ratings = {M.make("tunnel_odds", s).rating for s in range(1, 9)}
    assert ratings == set(M.RATINGS)


# --------------------------------------------------------------------------- dull puzzles
def _europe(kind, players, params=None, player=0):
    return load_puzzle({"kind": kind, "game": "europe", "options": {"players": len(players)},
                        "seed": 1, "position": {"players": players}, "player": player,
                        "params": params or {}})


def test_best_station_without_a_site_that_changes_anything_is_dull():
    # the only ticket is complete: no station can change the ticket total
    p = _europe("best_station", [{"routes": [["Paris", "Brest"]],
                                  "tickets": [["Brest", "Paris", 3]]},
                                 {"routes": [["Paris", "Dieppe"]]}])
    features, _, dull = M.assess(p)
    assert features["gain"] == 0 and dull == "no station site changes the ticket total"


def test_best_station_where_a_borrowed_route_helps_is_not_dull():
    # Brest-Paris is the opponent's: a station at Brest or Paris borrows it
    p = _europe("best_station", [{"routes": [["Paris", "Dieppe"]],
                                  "tickets": [["Brest", "Dieppe", 4]]},
                                 {"routes": [["Paris", "Brest"]]}])
    features, _, dull = M.assess(p)
    assert dull is None and features["gain"] > 0


def test_longest_trail_of_few_routes_or_of_one_trail_is_dull():
    few = _europe("longest_trail", [{"routes": [["Paris", "Brest"], ["Paris", "Dieppe"]]}, {}])
    assert M.assess(few)[2] == "only 2 routes"
    line = _europe("longest_trail", [{"routes": [["Brest", "Paris"], ["Paris", "Zurich"],
                                                 ["Zurich", "Munchen"], ["Munchen", "Wien"],
                                                 ["Wien", "Budapest", "white"]]}, {}])
    assert M.assess(line)[2] == "the whole network is one trail"
    star = _europe("longest_trail", [{"routes": [["Paris", "Brest"], ["Paris", "Dieppe"],
                                                 ["Paris", "Marseille"], ["Paris", "Zurich"],
                                                 ["Paris", "Pamplona", "blue"]]}, {}])
    assert M.assess(star)[2] is None


def test_tunnel_with_a_certain_outcome_is_dull_unless_it_is_about_locomotives():
    none_match = {"route": ["Zurich", "Munchen"], "cards": {"yellow": 2},
                  "unseen": {"blue": 5, "green": 5}}
    assert M.assess(_europe("tunnel_odds", [{}, {}], none_match))[2].startswith("the chance is 0")
    all_match = dict(none_match, unseen={"yellow": 2, "locomotive": 1})
    assert M.assess(_europe("tunnel_odds", [{}, {}], all_match))[2].startswith("the chance is 1")
    # paid with locomotives only: the yellow cards in the deck do not count (the point)
    locos = {"route": ["Zurich", "Munchen"], "cards": {"locomotive": 2},
             "unseen": {"yellow": 8, "blue": 5}}
    features, rating, dull = M.assess(_europe("tunnel_odds", [{}, {}], locos))
    assert dull is None and features["locos_only"] and rating != "easy"


def test_cheapest_completion_dull_cases():
    # one ticket, one route away
    one = _europe("cheapest_completion", [{"tickets": [["Paris", "Brest", 3]]}, {}])
    assert M.assess(one)[2] == "one ticket that one route completes"
    # completed already
    done = _europe("cheapest_completion", [{"routes": [["Paris", "Brest"]]}, {}],
                   {"tickets": [["Paris", "Brest"]]})
    assert M.assess(done)[2] == "nothing is left to claim"
    # cut off: both routes into Brest belong to the opponent
    cut = _europe("cheapest_completion", [{"tickets": [["Brest", "Marseille", 8]]},
                                          {"routes": [["Brest", "Paris"], ["Brest", "Dieppe"],
                                                      ["Brest", "Pamplona"]]}])
    assert M.assess(cut)[2] == "the tickets cannot be completed any more"
    # more than the player's trains
    far = _europe("cheapest_completion", [{"trains": 5, "tickets": [["Lisboa", "Moskva", 20]]}, {}])
    assert M.assess(far)[2] == "the player has too few trains left for it"
    # a real question: two routes, not dull
    two = _europe("cheapest_completion", [{"tickets": [["Brest", "Marseille", 8]]}, {}])
    assert M.assess(two)[2] is None


@pytest.mark.parametrize("kind,game", [("longest_trail", "europe"),
                                       ("fewest_rails", "trans_europa")])
def test_make_gives_up_with_an_error_naming_the_kind(monkeypatch, kind, game):
    """Every family's kinds go through the one search (its limits, its sifting)."""
    kind_handler(kind)                       # the kind's module loaded before the limit changes
    monkeypatch.setattr(M, "MAX_GAMES", 2)
    monkeypatch.setattr(M, "dull_reason", lambda p, sol, f: "dull on purpose")
    with pytest.raises(M.MakeError, match=f"{kind}.*{game}.*2 games"):
        M.make(kind, 1, game)


@pytest.mark.parametrize("kind,game,words", [
    ("fewest_rails", "europe", "trans_europa"),
    ("best_guess", "europe", "unknown puzzle kind"),
    ("best_station", "deutschland", "made for europe"),
    ("tunnel_odds", "deutschland", "made for europe and asia"),
    ("longest_trail", "trans_europa", "made for europe and asia"),
])
def test_make_refuses_what_it_cannot_make(kind, game, words):
    with pytest.raises(M.MakeError, match=words):
        M.make_puzzle(kind, 1, game)


# --------------------------------------------------------------------------- puzzle make
def test_make_command_prints_the_puzzle_json(made):
    out, err = io.StringIO(), io.StringIO()
    assert puzzle_main(["make", "--kind", "tunnel_odds", "--seed", "2"], out, err) == 0
    assert json.loads(out.getvalue()) == made["tunnel_odds", "europe"].puzzle
    out = io.StringIO()
    assert puzzle_main(["make", "--kind=cheapest_completion", "--seed=2", "--game",
                        "deutschland"], out, err) == 0
    assert json.loads(out.getvalue()) == made["cheapest_completion", "deutschland"].puzzle


def test_make_command_writes_a_file_that_check_accepts(tmp_path, made):
    f = tmp_path / "lt.json"
    r = subprocess.run([sys.executable, "-m", "ttrwidgets", "puzzle", "make", "--kind",
                        "longest_trail", "--seed", "2", "--out", str(f)],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr
    assert json.loads(f.read_text(encoding="utf-8")) == made["longest_trail", "europe"].puzzle
    assert json.loads(r.stdout)["rating"] == made["longest_trail", "europe"].rating
    r = subprocess.run([sys.executable, "-m", "ttrwidgets", "puzzle", "check", str(f)],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr
    line = json.loads(r.stdout)
    assert line["ok"] and line["kind"] == "longest_trail" and line["in_pack"] is False


@pytest.mark.parametrize("args,words", [
    (["make"], "--kind is required"),
    (["make", "--kind", "longest_trail"], "--seed is required"),
    (["make", "--kind", "longest_trail", "--seed", "seven"], "whole number"),
    (["make", "--kind", "longest_trail", "--seed"], "--seed needs a value"),
    (["make", "--kind", "fewest_rails", "--seed", "1"], "trans_europa"),
    (["make", "--kind", "nonsense", "--seed", "1"], "unknown puzzle kind"),
    (["make", "--kind", "best_station", "--seed", "1", "--game", "deutschland"], "europe"),
    (["make", "--kind", "longest_trail", "--seed", "1", "--colour", "red"], "unknown argument"),
    (["make", "--kind", "longest_trail", "--seed", "1", "--seed", "2"], "twice"),
    (["check"], "give --all or puzzle files"),
    (["check", "--all", "x.json"], "--all goes alone"),
    (["check", "--quick"], "unknown argument"),
])
def test_bad_arguments_give_one_line_and_exit_2(args, words):
    out, err = io.StringIO(), io.StringIO()
    assert puzzle_main(args, out, err) == 2
    msg = err.getvalue()
    assert words in msg and msg.count("\n") == 1 and "Traceback" not in msg
    assert out.getvalue() == ""


def test_bad_arguments_through_python_dash_m(tmp_path):
    r = subprocess.run([sys.executable, "-m", "ttrwidgets", "puzzle", "make", "--kind",
                        "longest_trail", "--seed", "1", "--out", str(tmp_path / "no" / "x.json")],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 2
    assert r.stderr.startswith("error: puzzle make: cannot write") and "Traceback" not in r.stderr
    r = subprocess.run([sys.executable, "-m", "ttrwidgets"], capture_output=True, text=True,
                       cwd=ROOT, timeout=60)
    assert "puzzle make --kind K --seed N" in r.stdout and "puzzle check --all" in r.stdout


@pytest.mark.parametrize("kind,game", [("fewest_rails", "trans_europa"),
                                       ("fewest_rails", "trans_america"),
                                       ("longest_trail", "asia"), ("tunnel_odds", "asia")])
def test_make_trans_and_asia_puzzles_that_reload_and_solve_the_same(kind, game):
    made = M.make(kind, 2, game)
    p = load_puzzle(made.puzzle)
    f, rate, dull = M.assess(p)
    assert dull is None and (f, rate) == (made.features, made.rating)
    assert to_json(p, solve(p))["value"] == made.expected["value"]
