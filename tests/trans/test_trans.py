"""The Trans family: rules units, illegal actions change nothing and carry their rule id, JSON
and replay, a conformance run of seeded games with invariants at every step, the exact missing
rails against a reference, and every rule id / special card covered by a scenario."""
import itertools
import random
import re

import networkx as nx
import pytest

from pathlib import Path

OWN_SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
from tests.conftest import SHARED
from ttrwidgets import trans
from ttrwidgets.core.errors import IllegalActionError, InvalidActionError, MapDataError
from ttrwidgets.core.rulebook import rule, rule_ids
from ttrwidgets.ttr.scenario import load_scenario_file, run_scenario
from ttrwidgets.trans.actions import EndTurn, LayRail, PassCity, PlaceMarker, ReturnCity, \
    parse_action
from ttrwidgets.trans.board import load_board, parse_board
from ttrwidgets.trans.bot import RandomBot, SteinerBot
from ttrwidgets.trans.game import (RAILS, active_seats, apply, is_complete, legal_actions,
                                   missing_for, new_game, why_illegal)
from ttrwidgets.trans.missing import (components, line_costs, missing_rails,
                                      missing_rails_reference)
from ttrwidgets.trans.record import record_json, replay, state_from_json, state_to_json
from ttrwidgets.trans.specials import CARDS, prestige_for

BOARDS = ("trans_europa", "trans_america")


# --------------------------------------------------------------------------- boards
@pytest.mark.parametrize("bid,counts", [("trans_america", (188, 509, 109)),
                                        ("trans_europa", (210, 577, 153))])
def test_board_counts(bid, counts):
    b = load_board(bid)
    assert (len(b.nodes), len(b.lines), sum(ln.cost == 2 for ln in b.lines)) == counts
    assert len(b.cities) == 35 and sum(c.dashed for c in b.cities) == 10
    assert nx.is_connected(b.to_networkx())
    assert {ln.kind for ln in b.lines if ln.cost == 2} == {"water", "mountain"}
    assert set(b.decisions) >= {"colours", "dashed", "double_kinds"}


def test_board_errors_name_file_and_path():
    import json
    from pathlib import Path
    data = json.loads(Path(load_board.__code__.co_filename).parents[2].joinpath(
        "maps", "trans_europa.json").read_text(encoding="utf-8"))
    data["lines"][3] = [[0, 0], [9, 9], 1, "plain"]
    data["cities"][0]["colour"] = "red"
    with pytest.raises(MapDataError) as e:
        parse_board(data, "te.json")
    msg = str(e.value)
    assert "te.json" in msg and "$.lines[3]" in msg and "$.cities[0].colour" in msg


@pytest.mark.skipif(not (SHARED / "maps-reference" / "trans_europa").is_dir(),
                    reason="no ../shared/maps-reference")
def test_build_tool_is_up_to_date():
    from tools.build_trans_maps import main
    assert main(["--check"]) == 0


# --------------------------------------------------------------------------- rules
def _game(n=2, rules="trans_europa", seed=1):
    return new_game(rules, n, seed)[0]


def _placed(n=2, seed=1, at=((9, 6), (15, 12), (16, 5), (1, 10), (15, 0), (29, 6))):
    s = _game(n, seed=seed)
    for i in range(n):
        s, _ = apply(s, PlaceMarker(i, at[i]))
    return s


def test_deal_one_city_per_colour_and_dashed_out_with_few_players():
    for n in (2, 3, 4, 6):
        s = _game(n, seed=n)
        b = s.map
        held = [c for p in s.players for c in p.cities]
        assert len(held) == len(set(held)) == 5 * n
        for p in s.players:
            assert sorted(b.cities[c].colour for c in p.cities) == sorted(
                ["brown", "white", "pink", "orange", "turquoise"])
        assert any(b.cities[c].dashed for c in held) or n <= 3
        if n <= 3:
            assert not any(b.cities[c].dashed for c in held)
            assert sum(map(len, s.decks)) == 25 - 5 * n
        else:
            assert sum(map(len, s.decks)) == 35 - 5 * n


def test_markers_in_turn_then_rails_from_the_start_player():
    s = _game(3)
    assert active_seats(s) == [0] and s.phase == "markers"
    s, steps = apply(s, PlaceMarker(0, (9, 6)))
    assert steps[0].rule == "trans.start-marker"
    e = why_illegal(s, PlaceMarker(1, (9, 6)))
    assert e.rule_id == "trans.start-marker" and e.messages["de"]
    s, _ = apply(s, PlaceMarker(1, (10, 7)))
    s, _ = apply(s, PlaceMarker(2, (15, 12)))
    assert s.phase == "rails" and s.current == 0


def test_turn_allowance_and_connection():
    s = _placed()
    assert why_illegal(s, LayRail(0, (10, 7), (12, 7))).rule_id == "trans.connected"
    s, _ = apply(s, LayRail(0, (9, 6), (10, 7)))
    assert s.current == 0 and s.used == 1 and s.rails_left == RAILS - 1
    s, _ = apply(s, LayRail(0, (10, 7), (12, 7)))     # the second may use the first
    assert s.current == 1 and s.used == 0
    # seat 1 at Roma: a water double takes the whole turn
    s, steps = apply(s, LayRail(1, (15, 12), (13, 12)))
    assert s.current == 0 and s.rails_left == RAILS - 3
    assert [x.rule for x in steps][:2] == ["trans.turn", "trans.board"]


def test_illegal_actions_change_nothing_and_carry_the_rule_id():
    s = _placed()
    cases = [(LayRail(1, (15, 12), (16, 11)), "trans.turn"),
             (LayRail(0, (12, 7), (14, 7)), "trans.connected"),
             (PlaceMarker(0, (11, 6)), "trans.start-marker"),
             (ReturnCity(0, "Paris"), "trans.special")]
    before = state_to_json(s)
    for action, rid in cases:
        e = why_illegal(s, action)
        assert e is not None and e.rule_id == rid, (action, e)
        assert rule(rid, "trans") and e.messages["en"] and e.messages["de"]
        with pytest.raises(IllegalActionError):
            apply(s, action)
    assert state_to_json(s) == before
    s2, _ = apply(s, LayRail(0, (9, 6), (10, 7)))
    assert why_illegal(s2, LayRail(0, (9, 6), (10, 7))).rule_id == "trans.turn"  # taken
    with pytest.raises(InvalidActionError):
        why_illegal(s, LayRail(0, (9, 6), (13, 6)))      # no such line
    with pytest.raises(InvalidActionError):
        why_illegal(s, PlaceMarker(0, (99, 99)))


def test_text_forms_parse_back():
    for a in (PlaceMarker(0, (9, 6)), LayRail(3, (9, 6), (10, 7)), EndTurn(5),
              ReturnCity(1, "San Francisco"), PassCity(2, "St. Petersburg")):
        assert parse_action(str(a)) == a
    with pytest.raises(InvalidActionError):
        parse_action("p0 rail 9,6")


def test_prestige_tables():
    assert [prestige_for(None, False, m) for m in range(1, 8)] == [3, 2, 1, 1, 0, 0, 0]
    assert [prestige_for(1, False, m) for m in range(1, 8)] == [4, 3, 2, 2, 1, 1, 0]
    assert [prestige_for(2, False, m) for m in range(1, 4)] == [2, 1, 0]
    assert prestige_for(1, True, 0) == prestige_for(2, True, 0) == prestige_for(None, True, 0) == 4


def test_view_hides_other_cities_unless_revealed():
    s = _game(3, seed=2)
    v = trans.view(s, 1)
    assert v["players"][1]["cities"] and v["players"][0]["cities"] == []
    assert v["players"][0]["city_count"] == 5
    assert trans.view(s, None)["players"][0]["cities"]
    s19 = new_game("trans_europa.special-19", 3, 2)[0]
    assert len(trans.view(s19, 1)["players"][0]["cities"]) == 5
    s10 = new_game("trans_europa.special-10", 3, 2)[0]
    shown = trans.view(s10, 1)["players"][0]["cities"]
    b = s10.map
    assert sorted(b.cities[b.city_index(c)].colour for c in shown) == ["orange", "pink"]
    s17 = new_game("trans_europa.special-17", 3, 2)[0]
    # seat 1 knows its left neighbour's (seat 2's) hand: its own old cards
    assert len(trans.view(s17, 1)["players"][2]["cities"]) == 5
    assert trans.view(s17, 1)["players"][0]["cities"] == []


def test_simultaneous_choice_is_secret_until_all_chose():
    s = new_game("trans_europa.special-8", 3, 4)[0]
    assert s.phase == "choose" and active_seats(s) == [0, 1, 2]
    c = s.map.cities[s.players[2].cities[0]].name
    s, _ = apply(s, ReturnCity(2, c))
    assert active_seats(s) == [0, 1]
    assert "chosen" not in trans.view(s, 0)["choice"] and trans.view(s, 2)["choice"]["mine"] == c
    assert trans.action_text(ReturnCity(2, c), s.map, "en", viewer=0) == "Player 3 chooses a card"


def test_every_special_card_has_texts_and_plays():
    assert sorted(CARDS) == list(range(1, 20))
    for n, c in CARDS.items():
        assert c.title["en"] and c.title["de"] and c.text["en"] and c.text["de"]
        assert c.text["en"] != c.text["de"]
        s = new_game(f"trans_america.special-{n}", 4, n)[0]
        bots = [SteinerBot(i) if i == 0 else RandomBot(i) for i in range(4)]
        for _ in range(30):
            seat = active_seats(s)[0]
            s, _ = apply(s, bots[seat].choose(s, seat))


def test_every_trans_rule_and_every_card_is_exercised_by_a_scenario():
    seen: set = set()
    files = sorted(OWN_SCENARIOS.glob("trans_*/*.json"))
    assert any("trans_america" in str(p) for p in files)
    for path in files:
        results = run_scenario(load_scenario_file(path), str(path), trace=seen)
        assert results and all(r["ok"] for r in results), path
    missing = [r for r in rule_ids("trans") if r not in seen]
    assert not missing, f"trans rule ids no scenario exercises: {missing}"
    cards = [n for n in CARDS if f"special:{n}" not in seen]
    assert not cards, f"special cards no scenario plays: {cards}"


# --------------------------------------------------------------------------- missing rails
def test_missing_rails_equals_the_reference_and_its_lines_connect():
    rng = random.Random(3)
    for bid in BOARDS:
        b = load_board(bid)
        for _ in range(25):
            cities = rng.sample(range(35), rng.randrange(1, 6))
            marker = rng.randrange(len(b.nodes))
            rails = rng.sample(range(len(b.lines)), rng.randrange(0, 50))
            sp = rng.choice([None, 4, 5])
            c, lines = missing_rails(b, rails, marker, cities, sp)
            assert c == missing_rails_reference(b, rails, marker, cities, sp)[0]
            assert sum(line_costs(b, sp)[x] for x in lines) == c
            comp = components(b, list(rails) + list(lines))
            assert all(comp[b.cities[x].node] == comp[marker] for x in cities)


def test_missing_rails_brute_force_on_small_cases():
    """Start markers 2-3 rails from one or two cities (with a rail of another network nearby):
    no set of at most 3 free lines cheaper than the count joins them."""
    b = load_board("trans_europa")
    costs = line_costs(b)
    rng = random.Random(5)
    tried = 0
    for c in rng.sample(range(35), 12):
        home = b.cities[c].node
        ring = [u for u, _ in b.adj[home]]
        marker = rng.choice([w for u in ring for w, _ in b.adj[u] if w != home and w not in ring])
        rails = (b.adj[ring[0]][0][1],)
        cities = [c]
        value, _ = missing_rails(b, rails, marker, cities)
        assert value is not None and 1 <= value <= 4
        near = {v for v in range(len(b.nodes))
                if abs(b.nodes[v][0] - b.nodes[home][0]) <= 4
                and abs(b.nodes[v][1] - b.nodes[home][1]) <= 2}
        lines = [ln.index for ln in b.lines if ln.a in near and ln.b in near
                 and ln.index not in rails]
        for k in range(1, 4):
            for combo in itertools.combinations(lines, k):
                if sum(costs[x] for x in combo) >= value:
                    continue
                comp = components(b, rails + combo)
                assert comp[home] != comp[marker], (c, marker, value, combo)
        tried += 1
    assert tried == 12


def test_missing_rails_within_the_networkx_approximation():
    from ttrwidgets.graphs.steiner import steiner_tree_approx
    rng = random.Random(9)
    b = load_board("trans_america")
    G = b.to_networkx()
    for _ in range(10):
        cities = rng.sample(range(35), 4)
        marker = rng.randrange(len(b.nodes))
        value, _ = missing_rails(b, (), marker, cities)
        approx, _ = steiner_tree_approx(G, [marker] + [b.cities[c].node for c in cities],
                                        cost="cost")
        assert value <= approx <= 2 * value


# --------------------------------------------------------------------------- conformance
def _check(s):
    b = s.map
    laid = len(s.rails)
    assert s.rails_left == RAILS - laid and s.rails_left >= 0
    assert len(set(s.rails)) == laid
    held = [c for p in s.players for c in p.cities] + [c for d in s.decks for c in d]
    assert len(held) == len(set(held))
    n = s.n_players
    assert len(held) == (25 if n <= 3 else 35) or s.phase == "over"
    markers = [p.marker for p in s.players if p.marker >= 0]
    assert len(markers) == len(set(markers))
    if s.phase == "rails":
        comp = components(b, s.rails)
        for r in s.rails:
            ln = b.lines[r]
            assert comp[ln.a] == comp[ln.b]
    total = [sum(g[i] for _, g in s.history) for i in range(n)]
    assert total == [p.prestige for p in s.players]
    assert state_from_json(state_to_json(s)) == s


@pytest.mark.parametrize("bid", BOARDS)
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("special", [None, "deck"])
def test_conformance_random_games(bid, n, special):
    rules = bid if special is None else f"{bid}.special"
    seed = n * 7 + (special is not None)
    s, _ = new_game(rules, n, seed)
    bots = [SteinerBot(i) if i % 2 == 0 else RandomBot(seed + i) for i in range(n)]
    actions = []
    limit = 160 if n <= 3 else 220
    for i in range(limit):
        seats = active_seats(s)
        if not seats:
            break
        _check(s)
        seat = seats[0]
        if i % 9 == 0:   # an illegal try changes nothing
            for bad in (PlaceMarker((seat + 1) % n, s.map.nodes[0]), EndTurn((seat + 1) % n)):
                if why_illegal(s, bad) is not None:
                    with pytest.raises(IllegalActionError):
                        apply(s, bad)
        a = bots[seat].choose(s, seat)
        assert a in legal_actions(s, seat) and parse_action(str(a)) == a
        s2, steps = apply(s, a)
        assert all(x.rule.startswith("trans.") for x in steps)
        if s2.round != s.round or s2.phase == "over":
            lr = s2.last_round
            # the round's prestige recomputed from scratch
            for seat2 in range(n):
                done = seat2 in lr.completed
                assert lr.gains[seat2] == prestige_for(lr.special, done, lr.missing[seat2])
        actions.append(a)
        s = s2
    _check(s)
    states = replay(record_json(rules, n, seed, actions))
    assert states[-1] == s


def test_a_whole_game_ends_with_a_winner():
    s, _ = new_game("trans_europa", 3, 11)
    from ttrwidgets.trans.bot import play_game
    s = play_game(s, [SteinerBot(i) for i in range(3)])
    assert s.phase == "over" and max(p.prestige for p in s.players) >= 13
    sc = trans.scores(s)
    assert all(sc[w].total == max(p.prestige for p in s.players) for w in sc.winners)


def test_missing_tree_is_free_lines_that_connect_the_seat_and_cost_the_count():
    from ttrwidgets.trans.game import missing_for, missing_tree
    s, _ = trans.new_game("trans_america", 3, seed=11)
    assert missing_tree(s, 0) == (None, ())           # no start marker yet
    rng = random.Random(4)
    for _ in range(12):                               # markers, then a few rails
        seat = active_seats(s)[0]
        s, _ = apply(s, rng.choice(legal_actions(s, seat)))
    assert s.rails and all(p.marker >= 0 for p in s.players)
    for seat in range(3):
        count, lines = missing_tree(s, seat)
        assert count == missing_for(s, seat)
        costs = line_costs(s.map, s.special)
        assert not set(lines) & set(s.rails)          # only free lines
        assert sum(costs[i] for i in lines) == count
        # laid, they connect every city of the seat to its marker
        comp = components(s.map, frozenset(s.rails) | set(lines))
        p = s.players[seat]
        assert all(comp[s.map.cities[c].node] == comp[p.marker] for c in p.cities)


def test_refusals_name_the_places_as_the_board_does_not_by_coordinates():
    """A taken line, a line off the network, a taken start marker: the refusal names the
    city (or where the point lies), in both languages -- never "[13, 10]"."""
    s = _placed()
    s2, _ = apply(s, LayRail(0, (9, 6), (10, 7)))
    cases = [why_illegal(s2, LayRail(0, (9, 6), (10, 7))),          # taken
             why_illegal(s, LayRail(0, (12, 7), (14, 7))),            # not connected
             why_illegal(s, PlaceMarker(0, (11, 6)))]                 # another's marker
    for e in cases:
        for lang in ("en", "de"):
            text = e.messages[lang]
            assert "[" not in text and not re.search(r"\d+, \d+", text), (e.rule_id, text)
