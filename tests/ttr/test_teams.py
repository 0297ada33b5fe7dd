"""The team mechanic (asia.md, ttrwidgets.ttr.teams) beyond what the scenarios check: map data
no shipped board has (Himalaya reveal counts, the always usable double, triple routes) on a test
board, hidden information in ``view``, and the action texts."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from ttrwidgets.ttr import cards as C
from ttrwidgets.ttr.actions import (ClaimRoute, DrawCard, KeepTickets, ShareTickets,
                                       TunnelPay, parse_action)
from ttrwidgets.core.errors import MapDataError
from ttrwidgets.ttr.game import apply, legal_actions, new_game, why_illegal
from ttrwidgets.ttr.maps import load_map, load_map_file, parse_map
from ttrwidgets.ttr.rules import get_rules
from ttrwidgets.ttr.scenario import _Problems, build_position
from ttrwidgets.ttr.view import PUBLIC, step_view, view

BOARD = Path(__file__).parent / "data" / "himalaya_test.json"


@pytest.fixture(scope="module")
def himalaya():
    return load_map_file(BOARD)


def position(m, n, players, **pos):
    """A state on the test board, as a scenario position describes it."""
    rules = get_rules("asia.team")
    probs = _Problems("test")
    state = build_position(rules, m, n, 1, {"players": players, **pos}, probs)
    probs.raise_if_any()
    return state


def test_legendary_asia_board_counts():
    m = load_map("legendary_asia")
    assert (len(m.cities), len(m.routes), len(m.tickets)) == (39, 100, 36)
    assert sum(r.length for r in m.routes) == 268 and sum(t.points for t in m.tickets) == 339
    assert not any(r.kind.value == "tunnel" or r.always_usable for r in m.routes)
    assert sum(r.kind.value == "ferry" for r in m.routes) == 15
    assert any("Mountain routes are ordinary routes" in n and "[decision]" in n for n in m.notes)
    assert len(m.layout.positions) == 39 and m.layout.orientation == "landscape"


def test_always_usable_is_map_data_of_a_whole_group():
    data = json.loads(BOARD.read_text(encoding="utf-8"))
    data["routes"][1]["always_usable"] = False
    with pytest.raises(MapDataError) as e:
        parse_map(data)
    assert "$.routes[0].always_usable" in str(e.value)
    data["routes"][1]["always_usable"] = True
    data["routes"][9]["always_usable"] = True            # a single track
    with pytest.raises(MapDataError) as e:
        parse_map(data)
    assert "$.routes[9].always_usable" in str(e.value)


def test_himalaya_tunnel_reveals_the_maps_number(himalaya):
    s = position(himalaya, 4, [{"hand": {"red": 1}, "shared_hand": {"red": 1, "locomotive": 2}},
                               {}, {}, {}],
                 deck_top=["blue", "red", "green", "locomotive", "white", "red"])
    s2, steps = apply(s, ClaimRoute(0, "T08", C.card_set({"red": 2})))
    reveal = next(st for st in steps if st.key == "tunnel.reveal")
    assert reveal.rule == "asia.tunnel-reveal"
    assert reveal.params["revealed"] == ["blue", "red", "green", "locomotive", "white"]
    assert s2.pending.extra == 2 and s2.pending.shared == C.card_set({"red": 1})
    # the extra cards: 2 locomotives, from the holder
    bad = why_illegal(s2, TunnelPay(0, C.card_set({"locomotive": 2}), C.card_set({"red": 1})))
    assert bad.rule_id == "asia.tunnel-reveal"
    s3, steps = apply(s2, TunnelPay(0, C.card_set({"locomotive": 2})))
    assert s3.owners[7] == 0 and s3.players[0].hand == C.EMPTY and s3.teams.hands[0] == C.EMPTY
    assert s3.card_count() == 110
    four = position(himalaya, 4, [{"hand": {"yellow": 2}}, {}, {}, {}])
    s4, steps = apply(four, ClaimRoute(0, "T09", C.card_set({"yellow": 2})))
    assert len(next(st for st in steps if st.key == "tunnel.reveal").params["revealed"]) == 4


def test_always_usable_double_with_four_players(himalaya):
    s = position(himalaya, 4, [{"routes": [["Hong Kong", "Canton"]]}, {"hand": {"red": 1}},
                               {"hand": {"blue": 1}}, {}], current_player=1)
    assert s.owners[0] == 0
    bad = why_illegal(s, ClaimRoute(1, "T02", C.card_set({"red": 1})))
    assert bad.rule_id == "asia.doubles-team"             # the partner's double
    s2, _ = apply(s, DrawCard(1, "deck", None, "hand"))
    s2, _ = apply(s2, DrawCard(1, "deck"))
    s3, steps = apply(s2, ClaimRoute(2, "T02", C.card_set({"blue": 1})))
    assert s3.owners[1] == 2                              # both tracks used with 4 players
    # an ordinary double closes
    s4 = position(himalaya, 4, [{"routes": [["Canton", "Chengdu", "red"]]}, {},
                                {"hand": {"blue": 3}}, {}], current_player=2)
    assert why_illegal(s4, ClaimRoute(2, "T04", C.card_set({"blue": 3}))).rule_id == \
        "asia.doubles-4p"


def test_triple_route_two_tracks_with_four_players(himalaya):
    s = position(himalaya, 4, [{"hand": {"red": 2}}, {"hand": {"red": 2}}, {"hand": {"red": 2}},
                               {}])
    s, steps = apply(s, ClaimRoute(0, "T05", C.card_set({"red": 2})))
    assert not [st for st in steps if st.key == "claim.double-closed"]
    s, steps = apply(s, ClaimRoute(1, "T06", C.card_set({"red": 2})))     # partners: one each
    closed = [st for st in steps if st.key == "claim.double-closed"]
    assert [st.rule for st in closed] == ["asia.triples-4p"]
    assert why_illegal(s, ClaimRoute(2, "T07", C.card_set({"red": 2}))).rule_id == \
        "asia.triples-4p"
    from ttrwidgets.ttr.multiroute import closed_for_all
    assert closed_for_all(s) == [6]
    # with 6 players every track is usable; a seat still never owns two of one group
    six = position(himalaya, 6, [{"routes": [["Chengdu", "Lhasa"]], "hand": {"red": 2}},
                                 {"routes": [["Chengdu", "Lhasa"]]}, {"hand": {"red": 2}},
                                 {}, {}, {}], current_player=2)
    assert why_illegal(six, ClaimRoute(2, "T07", C.card_set({"red": 2}))) is None
    six = position(himalaya, 6, [{"routes": [["Chengdu", "Lhasa"]], "hand": {"red": 2}},
                                 {}, {}, {}, {}, {}])
    assert why_illegal(six, ClaimRoute(0, "T06", C.card_set({"red": 2}))).rule_id == \
        "claim.double-same-player"


def test_view_hides_the_partners_hand_and_tickets():
    s, _ = new_game("asia.team", 4, seed=3)
    for seat in range(4):
        s, _ = apply(s, next(a for a in legal_actions(s, seat)))
    s, _ = apply(s, DrawCard(0, "deck", None, "shared"))
    s, _ = apply(s, DrawCard(0, "deck"))
    v = view(s, 1)
    me, partner, other = v["players"][1], v["players"][0], v["players"][2]
    assert "hand" in me and "tickets" in me and me["team"] == 0
    assert "hand" not in partner and "tickets" not in partner
    assert partner["tickets_count"] == len(s.players[0].tickets) and partner["hand_size"] == 5
    team, theirs = v["teams"]
    assert team["seats"] == [0, 1] and team["shared_hand_size"] == 1
    assert sum(team["shared_hand"].values()) == 1 and len(team["shared_tickets"]) == 2
    assert "shared_hand" not in theirs and "shared_tickets" not in theirs
    assert theirs["shared_tickets_count"] == 2 and theirs["score"] == 0
    assert all("shared_hand" not in t for t in view(s, PUBLIC)["teams"])
    assert view(s, None)["teams"]["shared_tickets"][0] == team["shared_tickets"]


def test_shared_starting_tickets_stay_hidden_until_both_partners_chose():
    s, _ = new_game("asia.team", 4, seed=3)
    s, steps = apply(s, legal_actions(s, 0)[0])
    assert "shared_tickets" not in view(s, 1)["teams"][0]       # seat 1 still chooses
    assert view(s, 1)["teams"][0]["shared_tickets_count"] == 1
    shared = next(st for st in steps if st.key == "teams.ticket-shared")
    assert step_view(shared, 1) is shared
    hidden = step_view(shared, 2)
    assert hidden.key == "teams.ticket-shared.hidden" and hidden.params == {"seat": 0, "n": 1}
    s, _ = apply(s, legal_actions(s, 1)[0])
    assert len(view(s, 0)["teams"][0]["shared_tickets"]) == 2


def test_action_texts_round_trip_and_read_well(himalaya):
    from ttrwidgets.ttr.messages import action_text
    m = load_map("legendary_asia")
    for text in ("p0 draw deck shared", "p1 draw faceup red hand", "p2 claim R002 red:3",
                 "p2 claim R002 red:3 from_shared=red:1", "p3 pay locomotive:1 from_shared=none",
                 "p0 keep A01,A02,A03 share=A02", "p1 share A04,A05"):
        a = parse_action(text)
        assert str(a) == text
    assert action_text(parse_action("p0 draw deck shared"), m) == \
        "draws from the deck (onto the team's card holder)"
    assert action_text(parse_action("p2 claim R002 red:3 from_shared=red:1"), m, "de").endswith(
        "davon 1× Rot vom Kartenhalter der Mannschaft")
    share = parse_action("p1 share A04,A05")
    assert "secret" in action_text(share, m, "en", 2) and "Seoul" not in action_text(share, m,
                                                                                       "en", 2)
    assert isinstance(share, ShareTickets)
    keep = parse_action("p0 keep A01,A02,A03 share=A02")
    assert isinstance(keep, KeepTickets) and "onto the team's ticket holder" in action_text(keep, m)


def test_rules_and_registry():
    from ttrwidgets.core.registry import game
    g = game("asia")
    assert g.players == frozenset({4, 6}) and g.boards == ("legendary_asia", "europe")
    r = get_rules("asia.team", board="europe")
    assert (r.map_id, r.ticket_decks, r.trains, r.stations) == ("europe", ("europe",), 27, 0)
    assert r.to_json() == {"id": "asia.team", "version": 1, "board": "europe"}
    with pytest.raises(Exception):
        get_rules("asia.team", board="deutschland")
    with pytest.raises(Exception):
        get_rules("europe.classic", board="legendary_asia")
    with pytest.raises(Exception):
        new_game("asia.team", 5, seed=1)
    s, _ = new_game(r, 6, seed=2)
    assert len(s.tickets) + 6 * 5 == 46                  # one deck: all 46 Europe tickets
    from ttrwidgets.widgets.start import app_games
    assert "asia" in [x.id for x in app_games()]         # the app offers it (widgets/team.py)


def test_seat_view_reads_the_team_holders_as_the_view_shows_them():
    """The typed view (SeatView.teams): own team's holders, other teams' sizes only, nobody's
    at PUBLIC, every team's for the teacher."""
    from ttrwidgets.ttr.view import seat_view
    s, _ = new_game("asia.team", 4, seed=1)
    for seat in range(4):
        sv = seat_view(s, seat)
        mine = sv.team_of(seat)
        assert mine.seats == s.teams.members(s.teams.of_seat[seat])
        assert mine.shared_hand == s.teams.hands[mine.team]
        assert all(tm.shared_hand is None and tm.shared_tickets is None
                   for tm in sv.teams if tm is not mine)
        partner = next(x for x in mine.seats if x != seat)
        assert sv.player(partner).hand is None and sv.player(partner).tickets is None
    assert all(tm.shared_hand is None for tm in seat_view(s, PUBLIC).teams)
    teacher = seat_view(s, None).teams
    assert [tm.seats for tm in teacher] == [(0, 1), (2, 3)]
    assert all(tm.shared_hand == (0,) * 9 and tm.shared_tickets == () for tm in teacher)
    assert seat_view(new_game("europe.classic", 2, seed=1)[0], 0).teams == ()


def test_the_engine_and_the_mechanics_do_not_import_each_other():
    """game.py imports no mechanic (the team and passenger rules are rule-set hooks the package
    registers), and teams.py and passengers.py call no private function of game.py."""
    import ast
    from pathlib import Path

    import ttrwidgets.ttr.game as G
    import ttrwidgets.ttr.passengers as P
    import ttrwidgets.ttr.teams as T
    game_src = ast.parse(Path(G.__file__).read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(game_src):
        if isinstance(node, ast.ImportFrom):
            imported |= {node.module or ""} | {a.name for a in node.names}
        elif isinstance(node, ast.Import):
            imported |= {a.name for a in node.names}
    for mechanic in ("teams", "passengers"):
        assert not {n for n in imported if n == mechanic or n.endswith("." + mechanic)}, imported
    for module in (T, P):
        src = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        private = sorted({f"game.{n.attr}" for n in ast.walk(src)
                          if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
                          and n.value.id == "game" and n.attr.startswith("_")})
        assert not private, (module.__name__, private)
    assert T.TeamRules in G.MECHANICS and P.PassengerRules in G.MECHANICS


def test_the_handler_table_and_the_hooks_come_from_the_rule_set():
    """asia.team's handler table is the engine's with the team entries, Deutschland's has the
    passenger choice, Europe's neither; each rule set's hooks are built once."""
    from ttrwidgets.ttr import game as G, teams as T
    from ttrwidgets.ttr.actions import DrawCard, ShareTickets, TakePassengers
    from ttrwidgets.ttr.rules import get_rules
    asia, de, eu = get_rules("asia.team"), get_rules("deutschland"), get_rules("europe.classic")
    assert asia.hooks is asia.hooks and asia.has_teams and not eu.has_teams
    assert isinstance(asia.hooks, T.TeamRules) and not isinstance(eu.hooks, T.TeamRules)
    assert ShareTickets in asia.hooks.handlers and ShareTickets not in eu.hooks.handlers
    assert asia.hooks.handlers[DrawCard] is not G.HANDLERS[DrawCard]
    assert eu.hooks.handlers == G.HANDLERS
    assert de.hooks.handlers[TakePassengers] is not G.HANDLERS[TakePassengers]
    board = asia.with_options(board="europe")        # another rule set: its own hooks
    assert board.hooks is not asia.hooks and board.hooks.rules is board


def test_no_team_switches_in_the_engine():
    """No ``state.teams is None`` / ``is not None`` in the engine, the scoring, the parallel
    routes, the state or the bots: they ask the rule set's hooks."""
    from pathlib import Path

    import ttrwidgets.ttr as pkg
    root = Path(pkg.__file__).parent
    found = []
    for name in ("game.py", "multiroute.py", "scoring.py", "state.py", "bots.py", "strong.py"):
        for i, line in enumerate((root / name).read_text(encoding="utf-8").splitlines(), 1):
            if "teams is None" in line or "teams is not None" in line:
                found.append(f"{name}:{i}: {line.strip()}")
    assert not found, "\n".join(found)
