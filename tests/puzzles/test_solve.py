"""Puzzle files and their exact answers (``shared/spec/puzzles.md``): the public examples, the
solve command, malformed files, and judging a learner's answer."""
from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest

from tests.conftest import ROOT, SHARED
from ttrwidgets.ttr.colours import Colour
from ttrwidgets.core.errors import PuzzleError
from ttrwidgets.puzzles.cli import solve_files
from ttrwidgets.puzzles.model import load_puzzle, read_puzzle_file
from ttrwidgets.puzzles.solve import check_answer, compare_json, fraction_text, solve, to_json
from ttrwidgets.ttr.puzzles.solve import station_value

EXAMPLES = SHARED / "puzzles"


def example_files():
    if not (EXAMPLES / "expected.json").is_file():
        return []
    return sorted(EXAMPLES.rglob("*/*.json"))


def _expected():
    return json.loads((EXAMPLES / "expected.json").read_text(encoding="utf-8"))


def _need_examples():
    if not example_files():
        pytest.skip("../shared/puzzles is not present in this checkout")


@pytest.mark.parametrize("path", example_files(), ids=lambda p: p.name)
def test_public_example_matches_expected(path):
    p = read_puzzle_file(path)
    sol = solve(p)
    exp = _expected()[f"{path.parent.name}/{path.name}"]
    ok, why = compare_json(p, sol, exp)
    assert ok, why
    # and our own answer, as the command prints it, passes the same comparison
    ok, why = compare_json(p, sol, to_json(p, sol))
    assert ok, why


def test_every_kind_of_the_spec_has_an_example():
    _need_examples()
    kinds = {json.loads(f.read_text())["kind"] for f in example_files()}
    assert kinds >= {"best_station", "longest_trail", "tunnel_odds", "cheapest_completion"}


def test_solve_command_prints_one_line_per_file_and_exits_0():
    _need_examples()
    files = [str(f) for f in example_files()]
    r = subprocess.run([sys.executable, "-m", "ttrwidgets", "puzzle", "solve", *files],
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert r.returncode == 0, r.stderr
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert [x["file"] for x in lines] == files
    exp = _expected()
    for x, f in zip(lines, example_files()):
        e = exp[f"{f.parent.name}/{f.name}"]
        assert set(x) == {"file", "kind", "value", "answers"}
        assert x["kind"] == json.loads(f.read_text())["kind"]
        assert x["value"] == e["value"]


# --------------------------------------------------------------------------- malformed files
BASE = {"kind": "best_station", "title": "t", "game": "europe", "options": {"players": 2},
        "seed": 1, "position": {"players": [{"stations": ["Paris"], "routes": [["Paris", "Brest"]],
                                             "tickets": [["Brest", "Marseille"]]}, {}]},
        "player": 0, "params": {}}


def _with(**changes):
    d = json.loads(json.dumps(BASE))
    for k, v in changes.items():
        if v is None:
            d.pop(k)
        else:
            d[k] = v
    return d


TUNNEL = {"route": ["Bucuresti", "Sofia"], "cards": {"red": 2}, "unseen": {"red": 1, "blue": 3}}


@pytest.mark.parametrize("data,path", [
    (_with(kind="best_guess"), "$.kind"),
    (_with(player=None), "$.player"),
    (_with(player=2), "$.player"),
    (_with(player=True), "$.player"),
    (_with(extra=1), "$.extra"),
    (_with(params=[]), "$.params"),
    (_with(params={"route": ["Paris", "Brest"]}), "$.params.route"),
    (_with(game="deutschland"), "$.game"),
    (_with(game="trans_europa"), "$.game"),
    (_with(options={}), "$.options.players"),
    (_with(position={"players": [{"routes": [["Paris", "Atlantis"]]}, {}]}),
     "$.position.players[0].routes[0][1]"),
    (_with(position={"players": [{"stations": ["Paris", "Wien", "Roma"]}, {}]}),
     "$.position.players[0].stations"),
    (_with(kind="tunnel_odds", params={"cards": {"red": 2}, "unseen": {"red": 1}}),
     "$.params.route"),
    (_with(kind="tunnel_odds", params={**TUNNEL, "route": ["Paris", "Brest"]}), "$.params.route"),
    (_with(kind="tunnel_odds", params={**TUNNEL, "cards": {"red": 3}}), "$.params.cards"),
    (_with(kind="tunnel_odds", params={**TUNNEL, "route": ["Zurich", "Munchen"]}),
     "$.params.cards"),  # a yellow tunnel paid in red
    (_with(kind="tunnel_odds", params={**TUNNEL, "cards": {"red": 1, "blue": 1}}),
     "$.params.cards"),
    (_with(kind="tunnel_odds", params={**TUNNEL, "unseen": {"red": -1}}), "$.params.unseen"),
    (_with(kind="tunnel_odds", params={**TUNNEL, "unseen": {"gray": 1}}), "$.params.unseen"),
    (_with(kind="tunnel_odds", params={**TUNNEL, "reveal": "3"}), "$.params.reveal"),
    (_with(kind="cheapest_completion", params={"tickets": [["Paris", "Atlantis"]]}),
     "$.params.tickets[0][1]"),
    (_with(kind="cheapest_completion", params={"tickets": "Paris-Wien"}), "$.params.tickets"),
    (_with(kind="cheapest_completion", params={"tickets": [["Paris"]]}), "$.params.tickets[0]"),
])
def test_malformed_puzzle_names_the_json_path(data, path):
    with pytest.raises(PuzzleError) as e:
        load_puzzle(data, "bad.json")
    assert any(p == path for p, _ in e.value.problems), e.value.message()
    assert str(e.value).startswith("bad.json")


def test_solve_command_exit_2_names_file_and_path_and_goes_on(tmp_path, capsys):
    _need_examples()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(_with(player=7)))
    syntax = tmp_path / "syntax.json"
    syntax.write_text('{"kind": "best_station",')
    good = example_files()[0]
    code = solve_files([str(bad), str(syntax), str(good), str(tmp_path / "missing.json")])
    out, err = capsys.readouterr()
    assert code == 2
    assert [json.loads(x)["file"] for x in out.splitlines()] == [str(good)]
    assert f"{bad}" in err and "$.player" in err
    assert f"{syntax}" in err
    assert "missing.json" in err
    assert "Traceback" not in err


def test_puzzle_command_without_arguments_shows_usage():
    r = subprocess.run([sys.executable, "-m", "ttrwidgets", "puzzle"], capture_output=True,
                       text=True, cwd=ROOT, timeout=60)
    assert r.returncode == 2 and "puzzle solve" in r.stderr


# --------------------------------------------------------------------------- best_station
def test_best_station_value_is_the_best_of_every_free_city():
    _need_examples()
    p = read_puzzle_file(EXAMPLES / "best_station" / "bs-11.json")
    sol = solve(p)
    taken = {c for pl in p.state.players for c in pl.stations}
    free = [c for c in range(len(p.map.cities)) if c not in taken]
    values = {c: station_value(p.state, p.player, c)[0] for c in free}
    assert sol.value == max(values.values())
    assert set(sol.answers) == {c for c, v in values.items() if v == sol.value}
    assert not set(sol.answers) & taken
    # a learner's answers: a best city is right, a worse one is wrong with its own total
    assert check_answer(p, sol, sol.answers[0]).ok
    worse = min(values, key=values.get)
    v = check_answer(p, sol, worse)
    assert not v.ok and v.key == "station.less" and v.params["got"] == values[worse]
    v = check_answer(p, sol, next(iter(taken)))
    assert not v.ok and v.key == "station.taken"


# --------------------------------------------------------------------------- longest_trail
def test_longest_trail_answer_checks():
    _need_examples()
    p = read_puzzle_file(EXAMPLES / "longest_trail" / "lt-09.json")
    sol = solve(p)
    assert check_answer(p, sol, list(sol.answers)).ok
    assert check_answer(p, sol, set(sol.answers)).ok  # clicked in any order
    v = check_answer(p, sol, list(sol.answers[:-1]))
    assert not v.ok and v.key == "trail.shorter"
    v = check_answer(p, sol, list(sol.answers) + [sol.answers[0]])
    assert not v.ok and v.key == "trail.repeated"
    other = next(r for r, o in enumerate(p.state.owners) if o not in (p.player, -1))
    v = check_answer(p, sol, [other])
    assert not v.ok and v.key == "trail.not-own"
    # a star of three routes out of one city is no trail
    own = [r for r, o in enumerate(p.state.owners) if o == p.player]
    m = p.map
    deg = Counter()
    for r in own:
        deg[m.routes[r].a] += 1
        deg[m.routes[r].b] += 1
    hub = max(deg, key=deg.get)
    star = [r for r in own if hub in (m.routes[r].a, m.routes[r].b)][:3]
    if len(star) == 3 and len({m.routes[r].other(hub) for r in star}) == 3:
        v = check_answer(p, sol, star)
        assert not v.ok and v.key == "trail.branches"


# --------------------------------------------------------------------------- tunnel_odds
def _brute_distribution(unseen: dict, colour: str, reveal: int) -> list[Fraction]:
    """Every set of ``reveal`` cards (as distinct physical cards) equally likely."""
    cards = [c for c, n in unseen.items() for _ in range(n)]
    counts = Counter()
    total = 0
    for idx in combinations(range(len(cards)), reveal):
        k = sum(1 for i in idx if cards[i] == "locomotive" or cards[i] == colour)
        counts[k] += 1
        total += 1
    return [Fraction(counts[k], total) for k in range(reveal + 1)]


@pytest.mark.parametrize("cards,unseen,reveal", [
    ({"red": 2}, {"red": 3, "blue": 4, "locomotive": 2}, None),
    ({"red": 1, "locomotive": 1}, {"red": 1, "green": 5, "locomotive": 1}, None),
    ({"locomotive": 2}, {"red": 4, "locomotive": 3, "white": 2}, None),  # only locos count
    ({"red": 2}, {"red": 1, "blue": 1}, None),       # fewer unseen than the reveal count
    ({"red": 2}, {"red": 2, "blue": 2, "locomotive": 1}, 2),
    ({"red": 2}, {"blue": 2}, 0),
])
def test_tunnel_odds_equal_brute_force(cards, unseen, reveal):
    params = {"route": ["Bucuresti", "Sofia"], "cards": cards, "unseen": unseen}
    if reveal is not None:
        params["reveal"] = reveal
    p = load_puzzle({"kind": "tunnel_odds", "game": "europe", "options": {"players": 2},
                     "player": 0, "params": params}, "t.json")
    sol = solve(p)
    n = min(3 if reveal is None else reveal, sum(unseen.values()))
    colour = "locomotive" if set(cards) == {"locomotive"} else "red"
    assert list(sol.answers) == _brute_distribution(unseen, colour, n)
    assert sol.value == 1 - sol.answers[0]
    assert sum(sol.answers) == 1
    out = to_json(p, sol)
    assert out["value"] == fraction_text(sol.value)
    assert all("/" in x for x in out["answers"])
    assert check_answer(p, sol, out["value"]).ok
    assert not check_answer(p, sol, "1/7" if out["value"] != "1/7" else "1/8").ok
    assert check_answer(p, sol, "nonsense").key == "odds.unreadable"


def test_fraction_text_is_lowest_terms():
    assert fraction_text(Fraction(6, 8)) == "3/4"
    assert fraction_text(Fraction(0)) == "0/1"
    assert fraction_text(Fraction(1)) == "1/1"


# --------------------------------------------------------------------------- cheapest_completion
def test_cheapest_completion_uses_own_routes_free_and_never_others():
    d = {"kind": "cheapest_completion", "game": "europe", "options": {"players": 2}, "seed": 3,
         "position": {"players": [
             {"routes": [["Paris", "Bruxelles", "yellow"]], "tickets": [["Amsterdam", "Pamplona"]]},
             {"routes": [["Bruxelles", "Amsterdam"]]}]},
         "player": 0}
    p = load_puzzle(d, "c.json")
    sol = solve(p)
    m = p.map
    names = {tuple(sorted((m.cities[m.routes[r].a].name, m.cities[m.routes[r].b].name)))
             for r in sol.answers}
    # Bruxelles-Amsterdam is the other player's: the way goes round by Essen or Frankfurt...
    assert ("Amsterdam", "Bruxelles") not in names
    assert all(p.state.owners[r] == -1 for r in sol.answers)
    assert sol.value == sum(m.routes[r].length for r in sol.answers)
    assert check_answer(p, sol, list(sol.answers)).ok
    v = check_answer(p, sol, list(sol.answers)[:-1])
    assert not v.ok and v.key == "completion.incomplete"
    taken = next(r for r, o in enumerate(p.state.owners) if o == 1)
    assert check_answer(p, sol, [taken]).key == "completion.unusable"


def test_cheapest_completion_impossible_is_null():
    # every route into Lisboa taken by the other player: Lisboa-Cadiz, Lisboa-Madrid
    d = {"kind": "cheapest_completion", "game": "europe", "options": {"players": 2}, "seed": 3,
         "position": {"players": [{"tickets": [["Danzig", "Lisboa"]]},
                                  {"routes": [["Lisboa", "Cadiz"], ["Lisboa", "Madrid"]]}]},
         "player": 0}
    p = load_puzzle(d, "c.json")
    sol = solve(p)
    assert sol.value is None and to_json(p, sol) == {"kind": "cheapest_completion",
                                                     "value": None, "answers": []}
    assert check_answer(p, sol, None).ok


def test_cheapest_completion_deutschland_countries_are_dead_ends():
    # Freiburg-Frankreich + Frankreich-Saarbrucken do not join Freiburg and Saarbrucken
    d = {"kind": "cheapest_completion", "game": "deutschland", "options": {"players": 2},
         "seed": 3, "position": {"players": [
             {"routes": [["Freiburg", "Frankreich"], ["Frankreich", "Saarbrücken"]]}, {}]},
         "player": 0, "params": {"tickets": [["Freiburg", "Saarbrücken"]]}}
    p = load_puzzle(d, "de.json")
    sol = solve(p)
    assert sol.value and sol.value > 0
    m = p.map
    france = m.city_index("Frankreich")
    assert all(france not in (m.routes[r].a, m.routes[r].b) for r in sol.answers)


def _brute_station_total(state, seat, city) -> int:
    """The ticket total with one more station on ``city``, every borrowing tried."""
    from itertools import product

    from ttrwidgets.ttr.scoring import player_graph
    from ttrwidgets.graphs import connected_pairs
    m = state.map
    stations = state.players[seat].stations + (city,)
    options = []
    for c in stations:
        cands = [None] + [r for r in m.adjacency[c] if state.owners[r] not in (-1, seat)]
        options.append(cands)
    tks = [m.tickets[t] for t in state.players[seat].tickets]
    best = None
    G = player_graph(state, seat)
    for choice in product(*options):
        extra = [(m.routes[r].a, m.routes[r].b) for r in choice if r is not None]
        done = connected_pairs(G, [(t.a, t.b) for t in tks], extra_edges=extra)
        total = sum(t.points if ok else -t.points for t, ok in zip(tks, done))
        best = total if best is None else max(best, total)
    return best


@pytest.mark.parametrize("name", ["bs-03.json", "bs-19.json"])
def test_best_station_equals_brute_force_over_every_borrowing(name):
    _need_examples()
    p = read_puzzle_file(EXAMPLES / "best_station" / name)
    sol = solve(p)
    for c, v in sol.detail["table"].items():
        assert v == _brute_station_total(p.state, p.player, c), p.map.cities[c].name
