"""Puzzles about the Asia team variant (puzzles.md: longest_trail, tunnel_odds and
cheapest_completion are asked for asia): a team's trail and tickets use both partners' routes."""
from ttrwidgets.puzzles.model import load_puzzle
from ttrwidgets.puzzles.solve import check_answer, compare_json, solve, to_json

TEAM = [{"routes": [["Astrakhan", "Perm"]], "tickets": [["Omsk", "Astrakhan"]],
         "shared_tickets": [["Moscow", "Ankara"]]},
        {"routes": [["Omsk", "Perm", "gray"]], "tickets": [["Perm", "Tehran"]]},
        {"routes": [["Moscow", "Astrakhan", "orange"]]}, {}]


def puzzle(kind, params=None, player=1, **options):
    return load_puzzle({"kind": kind, "game": "asia", "options": {"players": 4, **options},
                        "player": player, "position": {"players": TEAM}, "params": params or {}},
                       "asia.json")


def test_longest_trail_is_the_teams():
    p = puzzle("longest_trail")
    sol = solve(p)
    assert sol.value == 6                         # both partners' routes: Omsk–Perm–Astrakhan
    m = p.map
    assert check_answer(p, sol, list(sol.answers)).ok
    other = puzzle("longest_trail", player=2)
    assert solve(other).value == 3
    ok, _ = compare_json(p, sol, {"value": 6, "answers": to_json(p, sol)["answers"]})
    assert ok and m.id == "legendary_asia"


def test_cheapest_completion_uses_the_team_routes_and_shared_tickets():
    p = puzzle("cheapest_completion")
    # the seat's own open ticket and the team's shared one; not the partner's hidden ticket
    # (Omsk–Astrakhan, completed anyway by the team's routes)
    c = p.map.city_index
    assert sorted(p.tickets) == sorted([(c("Perm"), c("Tehran")), (c("Moscow"), c("Ankara"))])
    sol = solve(p)
    assert sol.value is not None and check_answer(p, sol, list(sol.answers)).ok
    assert all(p.state.owners[r] < 0 for r in sol.answers)
    # the partner's Astrakhan–Perm costs nothing: Perm–Astrakhan–... is free for the team
    alone = load_puzzle({"kind": "cheapest_completion", "game": "asia", "options": {"players": 4},
                         "player": 1, "position": {"players": [{}, TEAM[1], {}, {}]},
                         "params": {"tickets": [["Perm", "Tehran"]]}}, "alone.json")
    team = puzzle("cheapest_completion", {"tickets": [["Perm", "Tehran"]]})
    assert solve(team).value == solve(alone).value - 3


def test_tunnel_odds_on_the_europe_board():
    p = load_puzzle({"kind": "tunnel_odds", "game": "asia",
                     "options": {"players": 4, "board": "europe"}, "player": 0,
                     "params": {"route": ["Munchen", "Zurich"], "cards": {"yellow": 2},
                                "unseen": {"yellow": 2, "red": 4}}}, "odds.json")
    assert to_json(p, solve(p)) == {"kind": "tunnel_odds", "value": "4/5",
                                    "answers": ["1/5", "3/5", "1/5", "0/1"]}
