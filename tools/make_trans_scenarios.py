"""Write the Trans scenario files under tests/scenarios/trans_* (re-runnable; the engine is
used only to read the cities a seed deals). Usage: python tools/make_trans_scenarios.py"""
import json, os
from ttrwidgets.trans.game import new_game, apply
from ttrwidgets.trans.actions import *
OUT = str(__import__("pathlib").Path(__file__).resolve().parents[1] / "tests" / "scenarios")
def save(game, name, title, data):
    data = {"title": title, "game": game, **data}
    with open(f"{OUT}/{game}/{name}.json", "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, ensure_ascii=False); f.write("\n")
E = "trans_europa"; A = "trans_america"
def two(c0, m0, c1, m1, **pos):
    return {"players": [{"cities": c0, "marker": m0}, {"cities": c1, "marker": m1}], **pos}

# ---- base rules
save(E, "start-markers-in-turn", "Start markers: in turn from the start player, on a free intersection", {
 "options": {"players": 3}, "seed": 1, "steps": [
  {"player": 0, "do": "place_marker", "at": "Paris", "expect": {"legal": True, "current_player": 1, "phase": "markers",
     "players": {"0": {"marker": [9, 6], "cities": 5}}}},
  {"player": 2, "do": "place_marker", "at": "Roma", "expect": {"legal": False, "rule": "trans.start-marker"}},
  {"player": 1, "do": "place_marker", "at": "Paris", "expect": {"legal": False, "rule": "trans.start-marker"}},
  {"player": 1, "do": "lay_rail", "edge": ["Paris", [10, 7]], "expect": {"legal": False, "rule": "trans.start-marker"}},
  {"player": 1, "do": "place_marker", "at": [10, 7], "expect": {"legal": True, "current_player": 2}},
  {"player": 2, "do": "place_marker", "at": "Roma", "expect": {"legal": True, "current_player": 0, "phase": "rails", "rails_left": 85}},
  {"player": 1, "do": "place_marker", "at": "Berlin", "expect": {"legal": False, "rule": "trans.start-marker"}}]})
save(E, "turn-two-rails-or-one-double", "A turn: up to 2 rails on single lines, or 1 on a double line", {
 "options": {"players": 2}, "position": two(["Roma", "Paris"], "Roma", ["Oslo", "Berlin"], "Oslo"),
 "steps": [
  {"player": 0, "do": "lay_rail", "edge": ["Roma", [17, 12]], "expect": {"legal": True, "current_player": 0, "rails_left": 84}},
  {"player": 0, "do": "lay_rail", "edge": ["Roma", [13, 12]], "expect": {"legal": False, "rule": "trans.turn"}},
  {"player": 0, "do": "lay_rail", "edge": ["Roma", [16, 11]], "expect": {"legal": True, "current_player": 1}},
  {"player": 1, "do": "lay_rail", "edge": ["Oslo", [16, 1]], "expect": {"legal": True, "current_player": 0, "rails_left": 82}},
  {"player": 0, "do": "lay_rail", "edge": ["Roma", [17, 12]], "expect": {"legal": False, "rule": "trans.turn"}},
  {"player": 0, "do": "lay_rail", "edge": ["Roma", [14, 11]], "expect": {"legal": True, "current_player": 0}},
  {"player": 0, "do": "end_turn", "expect": {"legal": True, "current_player": 1}},
  {"player": 0, "do": "end_turn", "expect": {"legal": False, "rule": "trans.turn"}}]})
save(E, "connected-to-own-network", "Each rail joins the start marker's network when it is laid", {
 "options": {"players": 2}, "position": two(["Paris", "Berlin"], "Paris", ["Roma", "Firenze"], "Roma"),
 "steps": [
  {"player": 0, "do": "lay_rail", "edge": [[10, 7], [12, 7]], "expect": {"legal": False, "rule": "trans.connected"}},
  {"player": 0, "do": "lay_rail", "edge": ["Paris", [10, 7]], "expect": {"legal": True}},
  {"player": 0, "do": "lay_rail", "edge": [[10, 7], [12, 7]], "expect": {"legal": True, "current_player": 1}},
  {"player": 1, "do": "lay_rail", "edge": [[12, 7], [14, 7]], "expect": {"legal": False, "rule": "trans.connected"}}]})
save(E, "shared-network-after-joining", "Networks that touch become one network for everyone in it", {
 "options": {"players": 2},
 "position": two(["Paris", "Berlin"], "Paris", ["Roma", "Wien"], [12, 7], rails=[["Paris", [10, 7]]]),
 "steps": [
  {"player": 1, "do": "lay_rail", "edge": [[10, 7], [12, 7]], "expect": {"legal": False, "rule": "trans.turn"}},
  {"player": 0, "do": "lay_rail", "edge": [[10, 7], [12, 7]], "expect": {"legal": True, "current_player": 0}},
  {"player": 0, "do": "lay_rail", "edge": [[12, 7], [14, 7]], "expect": {"legal": True, "current_player": 1}},
  {"player": 1, "do": "lay_rail", "edge": ["Paris", [8, 7]], "expect": {"legal": True}},
  {"query": "missing_rails", "player": 0, "expect": 2}]})
save(E, "round-end-complete-and-score", "The round ends when a player's cities are connected; the others score by missing rails", {
 "options": {"players": 3},
 "position": {"players": [
   {"cities": ["Paris", "Berlin"], "marker": "Paris", "prestige": 2},
   {"cities": ["Roma", "Firenze"], "marker": "Roma", "prestige": 1},
   {"cities": ["Madrid", "Barcelona"], "marker": "Madrid"}],
  "rails": [["Paris", [10, 7]], [[10, 7], [12, 7]], [[12, 7], [14, 7]], [[14, 7], [15, 6]]]},
 "steps": [
  {"query": "missing_rails", "player": 0, "expect": 1},
  {"query": "round_result", "expect": {"winners": [], "0": 3}},
  {"player": 0, "do": "lay_rail", "edge": [[15, 6], "Berlin"], "expect": {"legal": True, "round": 1, "current_player": 1,
     "players": {"0": {"prestige": 6}}}},
  {"query": "round_result", "expect": {"winners": [0], "0": 4}},
  {"player": 1, "do": "place_marker", "at": "Roma", "expect": {"legal": True, "current_player": 2}}]})
save(E, "round-end-first-rail-exception", "Completing another player with the first rail: the turn is finished first", {
 "options": {"players": 2},
 "position": {"players": [{"cities": ["Paris", "Madrid"], "marker": "Paris"},
                          {"cities": ["Berlin", "Paris"], "marker": "Berlin"}],
  "rails": [["Berlin", [15, 6]], [[15, 6], [14, 7]], [[14, 7], [12, 7]], [[12, 7], [10, 7]]]},
 "steps": [
  {"player": 0, "do": "lay_rail", "edge": ["Paris", [10, 7]], "expect": {"legal": True, "round": 0, "current_player": 0,
     "players": {"1": {"complete": True}, "0": {"complete": False}}}},
  {"query": "round_result", "expect": {"winners": [1]}},
  {"player": 0, "do": "lay_rail", "edge": ["Paris", [7, 6]], "expect": {"legal": True, "round": 1,
     "players": {"1": {"prestige": 4}}}},
  {"query": "round_result", "expect": {"winners": [1], "1": 4}}]})
save(E, "round-end-supply-empty", "The round also ends when the rail supply is empty", {
 "options": {"players": 2},
 "position": two(["Paris", "Berlin"], "Paris", ["Roma", "Firenze"], "Roma", rails_left=1),
 "steps": [
  {"player": 0, "do": "lay_rail", "edge": ["Paris", [10, 7]], "expect": {"legal": True, "round": 1, "rails_left": 85}},
  {"query": "round_result", "expect": {"winners": [], "0": 1, "1": 2}}]})
save(E, "score-round-table", "Prestige by missing rails: 1 → 3, 2 → 2, 3–4 → 1, 5 or more → 0", {
 "options": {"players": 4},
 "position": {"players": [
   {"cities": ["Paris"], "marker": [10, 7]},
   {"cities": ["Paris"], "marker": [12, 7]},
   {"cities": ["Paris"], "marker": [14, 7]},
   {"cities": ["Paris", "Berlin"], "marker": "Roma"}]},
 "steps": [
  {"query": "missing_rails", "player": 0, "expect": 1},
  {"query": "missing_rails", "player": 1, "expect": 2},
  {"query": "missing_rails", "player": 2, "expect": 3},
  {"query": "round_result", "expect": {"winners": [], "0": 3, "1": 2, "2": 1, "3": 0}}]})
save(E, "missing-rails-doubles-count-two", "Missing rails: rails on the board count 0, whoever laid them", {
 "options": {"players": 2},
 "position": two(["Roma"], [13, 12], ["Roma", "Paris"], [14, 13], rails=[[[14, 13], "Roma"]]),
 "steps": [
  {"query": "missing_rails", "player": 0, "expect": 1},
  {"query": "missing_rails", "player": 1, "expect": 7}]})
save(E, "game-end-furthest-past-13", "The game ends after a round in which someone reaches 13; the furthest past wins", {
 "options": {"players": 2},
 "position": {"players": [{"cities": ["Paris", "Berlin"], "marker": "Paris", "prestige": 12},
                          {"cities": ["Berlin", "Wien"], "marker": [17, 6], "prestige": 11}],
  "rails": [["Paris", [10, 7]], [[10, 7], [12, 7]], [[12, 7], [14, 7]], [[14, 7], [15, 6]]]},
 "steps": [
  {"player": 0, "do": "lay_rail", "edge": [[15, 6], "Berlin"], "expect": {"legal": True, "game_over": True,
     "players": {"0": {"prestige": 16}}}},
  {"query": "final_scores", "expect": {"0": {"total": 16}, "winners": [0]}},
  {"player": 1, "do": "end_turn", "expect": {"legal": False, "rule": "trans.game-end"}}]})
save(E, "game-end-shared-win", "Still tied past 13: a shared win", {
 "options": {"players": 2},
 "position": {"players": [{"cities": ["Paris", "Berlin"], "marker": "Paris", "prestige": 10},
                          {"cities": ["Berlin"], "marker": [17, 6], "prestige": 11}],
  "rails": [["Paris", [10, 7]], [[10, 7], [12, 7]], [[12, 7], [14, 7]], [[14, 7], [15, 6]]]},
 "steps": [
  {"player": 0, "do": "lay_rail", "edge": [[15, 6], "Berlin"], "expect": {"legal": True, "game_over": True}},
  {"query": "round_result", "expect": {"winners": [0], "0": 4, "1": 3}},
  {"query": "final_scores", "expect": {"0": {"total": 14}, "1": {"total": 14}, "winners": [0, 1]}}]})
save(E, "deal-one-city-per-colour", "The deal: one city of each colour; 2–3 players without the dashed cards", {
 "options": {"players": 2}, "seed": 5, "steps": [
  {"player": 0, "do": "place_marker", "at": [12, 7], "expect": {"legal": True, "players": {"0": {"cities": 5}, "1": {"cities": 5}}}}]})

# ---- special cards
def sp(n, name, title, data): save(E, f"special-{n:02d}-{name}", f"Special card {n}: {title}", data)
pos_table = {"players": [
   {"cities": ["Paris"], "marker": [10, 7]}, {"cities": ["Paris"], "marker": [12, 7]},
   {"cities": ["Paris"], "marker": [14, 7]}, {"cities": ["Paris", "Berlin"], "marker": "Roma"}]}
sp(1, "friendlier-table", "a friendlier prestige table", {"options": {"players": 4},
  "position": {**pos_table, "special": 1}, "steps": [
   {"query": "round_result", "expect": {"0": 4, "1": 3, "2": 2, "3": 0}}]})
sp(2, "harsher-table", "a harsher prestige table", {"options": {"players": 4},
  "position": {**pos_table, "special": 2}, "steps": [
   {"query": "round_result", "expect": {"0": 2, "1": 1, "2": 0, "3": 0}}]})
sp(3, "three-rails", "up to three rails per turn", {"options": {"players": 2, "special": 3},
  "position": two(["Roma", "Paris"], "Roma", ["Oslo", "Berlin"], "Oslo"), "steps": [
   {"player": 0, "do": "lay_rail", "edge": ["Roma", [13, 12]], "expect": {"legal": True, "current_player": 0}},
   {"player": 0, "do": "lay_rail", "edge": ["Roma", [14, 13]], "expect": {"legal": False, "rule": "trans.turn"}},
   {"player": 0, "do": "lay_rail", "edge": ["Roma", [17, 12]], "expect": {"legal": True, "current_player": 1}}]})
sp(4, "water-single", "double lines over water count single", {"options": {"players": 2},
  "position": two(["Roma", "Paris"], "Roma", ["Oslo", "Berlin"], "Oslo", special=4), "steps": [
   {"query": "missing_rails", "player": 0, "expect": 7},
   {"player": 0, "do": "lay_rail", "edge": ["Roma", [13, 12]], "expect": {"legal": True, "current_player": 0}},
   {"player": 0, "do": "lay_rail", "edge": ["Roma", [14, 13]], "expect": {"legal": True, "current_player": 1}},
   {"player": 1, "do": "lay_rail", "edge": ["Oslo", [16, 1]], "expect": {"legal": True, "current_player": 0}}]})
sp(5, "mountain-single", "double lines over mountains count single", {"options": {"players": 2},
  "position": two(["Roma", "Paris"], "Roma", ["Oslo", "Berlin"], "Oslo", special=5, current_player=1), "steps": [
   {"player": 1, "do": "lay_rail", "edge": ["Oslo", [16, 1]], "expect": {"legal": True, "current_player": 1}},
   {"player": 1, "do": "lay_rail", "edge": ["Oslo", [17, 0]], "expect": {"legal": True, "current_player": 0}},
   {"player": 0, "do": "lay_rail", "edge": ["Roma", [13, 12]], "expect": {"legal": True, "current_player": 1}}]})
for n, colour in ((6, "white"), (7, "turquoise")):
    sp(n, f"return-{colour}", f"everyone returns their {colour} city", {"options": {"players": 3, "special": n}, "seed": 2,
      "steps": [{"player": 0, "do": "place_marker", "at": [12, 7], "expect": {"legal": True, "special": n,
        "players": {"0": {"cities": 4}, "1": {"cities": 4}, "2": {"cities": 4}}}}]})
s, _ = new_game("trans_europa.special-8", 2, 3)
h = [[s.map.cities[c].name for c in p.cities] for p in s.players]
sp(8, "return-any-one", "everyone returns a city of their choice, at the same time", {"options": {"players": 2, "special": 8}, "seed": 3,
  "steps": [
   {"player": 0, "do": "place_marker", "at": [12, 7], "expect": {"legal": False, "rule": "trans.special"}},
   {"player": 1, "do": "return_city", "city": h[1][0], "expect": {"legal": True, "phase": "choose", "players": {"1": {"cities": 5}}}},
   {"player": 1, "do": "return_city", "city": h[1][1], "expect": {"legal": False, "rule": "trans.special"}},
   {"player": 0, "do": "return_city", "city": h[1][1], "expect": {"legal": False, "rule": "trans.special"}},
   {"player": 0, "do": "return_city", "city": h[0][2], "expect": {"legal": True, "phase": "markers", "current_player": 0,
      "players": {"0": {"cities": [x for x in h[0] if x != h[0][2]]}, "1": {"cities": h[1][1:]}}}}]})
from ttrwidgets.trans.board import load_board
BE = load_board("trans_europa")
def plain_path(start_name, k, avoid=()):
    v = BE.cities[BE.city_index(start_name)].node
    path, seen = [], {v, *avoid}
    for _ in range(k):
        nxt = [(u, l) for u, l in BE.adj[v] if BE.lines[l].cost == 1 and u not in seen and BE.city_at(u) is None]
        u, l = nxt[0]
        path.append([list(BE.nodes[v]), list(BE.nodes[u])]); seen.add(u); v = u
    return path
pa, pb = plain_path("Paris", 6), plain_path("Berlin", 6)
rs = []
for turn, k in ((0, 3), (1, 2), (2, 1)):
    for seat, path in ((0, pa), (1, pb)):
        took = path[:k]; del path[:k]
        for j, e in enumerate(took):
            st = {"player": seat, "do": "lay_rail", "edge": e}
            if j == k - 1:
                st["expect"] = {"legal": True, "current_player": 1 - seat}
            rs.append(st)
    if turn == 0:
        pass
sp(9, "rhythm-3-2-1", "rails per turn in a 3-2-1 rhythm", {"options": {"players": 2, "special": 9},
  "position": two(["Paris", "Madrid"], "Paris", ["Berlin", "Oslo"], "Berlin"), "steps": rs})
for n, cols in ((10, "pink and orange"), (11, "pink and brown"), (12, "brown and orange")):
    sp(n, "reveal-two", f"everyone shows their {cols} cities", {"options": {"players": 2, "special": n}, "seed": n,
      "steps": [{"player": 0, "do": "place_marker", "at": [12, 7], "expect": {"legal": True, "special": n, "phase": "markers",
        "players": {"0": {"cities": 5}}}}]})
for n, colour in ((13, "pink"), (14, "brown"), (15, "orange")):
    s, _ = new_game(f"trans_europa.special-{n}", 3, n)
    b = s.map
    mine = lambda seat: [b.cities[c].name for c in s.players[seat].cities if b.cities[c].colour == colour]
    steps = [{"player": 0, "do": "place_marker", "at": [12, 7], "expect": {"legal": False, "rule": "trans.special"}}]
    h0 = mine(0)
    other = [b.cities[c].name for c in s.players[0].cities if b.cities[c].colour != colour][0]
    steps.append({"player": 0, "do": "pass_city", "city": other, "expect": {"legal": False, "rule": "trans.special"}})
    steps.append({"player": 1, "do": "pass_city", "city": h0[0], "expect": {"legal": False, "rule": "trans.special"}})
    s, _ = apply(s, PassCity(0, h0[0]))
    steps.append({"player": 0, "do": "pass_city", "city": h0[0], "expect": {"legal": True, "players": {"0": {"cities": 5}, "1": {"cities": 6}}}})
    h1 = mine(1); s, _ = apply(s, PassCity(1, h1[1]))
    steps.append({"player": 1, "do": "pass_city", "city": h1[1], "expect": {"legal": True, "players": {"1": {"cities": 5}, "2": {"cities": 6}}}})
    h2 = mine(2); s, _ = apply(s, PassCity(2, h2[0]))
    steps.append({"player": 2, "do": "pass_city", "city": h2[0], "expect": {"legal": True, "phase": "markers", "current_player": 0,
        "players": {"2": {"cities": 5}}}})
    sp(n, f"extra-{colour}-card-chain", f"an extra {colour} card goes round to the left", {"options": {"players": 3, "special": n}, "seed": n, "steps": steps})
s, _ = new_game("trans_europa.special-16", 2, 16)
b = s.map
steps = []
for stage in range(3):
    c0 = b.cities[s.players[0].cities[0]].name; c1 = b.cities[s.players[1].cities[-1]].name
    if stage == 0:
        steps.append({"player": 0, "do": "place_marker", "at": [12, 7], "expect": {"legal": False, "rule": "trans.special"}})
    s, _ = apply(s, PassCity(0, c0))
    steps.append({"player": 0, "do": "pass_city", "city": c0, "expect": {"legal": True, "phase": "choose"}})
    s, _ = apply(s, PassCity(1, c1))
    steps.append({"player": 1, "do": "pass_city", "city": c1, "expect": {"legal": True,
       "phase": "choose" if stage < 2 else "markers",
       "players": {"0": {"cities": sorted(b.cities[c].name for c in s.players[0].cities)}, "1": {"cities": 5}}}})
sp(16, "pass-one-left-three-times", "pass one city to the left, three times, all at once", {"options": {"players": 2, "special": 16}, "seed": 16, "steps": steps})
s0, _ = new_game("trans_europa", 3, 17)
s, _ = new_game("trans_europa.special-17", 3, 17)
sp(17, "pass-hand-left", "everyone plays with the left neighbour's... the right neighbour's cards", {"options": {"players": 3, "special": 17}, "seed": 17,
  "steps": [{"player": 0, "do": "place_marker", "at": [12, 7], "expect": {"legal": True,
     "players": {"1": {"cities": [s.map.cities[c].name for c in s0.players[0].cities]},
                 "0": {"cities": [s.map.cities[c].name for c in s0.players[2].cities]}}}}]})
sp(18, "build-anywhere", "rails anywhere, joined to no network", {"options": {"players": 2},
  "position": two(["Paris", "Berlin"], "Paris", ["Roma", "Firenze"], "Roma", special=18), "steps": [
   {"player": 0, "do": "lay_rail", "edge": [[12, 7], [14, 7]], "expect": {"legal": True}},
   {"player": 0, "do": "lay_rail", "edge": ["Madrid", [3, 10]], "expect": {"legal": True, "current_player": 1}},
   {"query": "missing_rails", "player": 0, "expect": 4}]})
sp(19, "open-cards", "everyone plays with open cards", {"options": {"players": 2, "special": 19}, "seed": 19,
  "steps": [{"player": 0, "do": "place_marker", "at": [12, 7], "expect": {"legal": True, "special": 19}}]})
save(E, "special-deck-one-card-each-round", "The special-card variant: a card revealed each round", {
  "options": {"players": 2, "special": "deck"}, "seed": 4,
  "steps": [{"query": "final_scores", "expect": {"0": {"total": 0}, "1": {"total": 0}}}]})

# ---- Trans America
save(A, "start-markers-and-connected", "Trans America: start markers, then rails joined to the network", {
 "options": {"players": 2}, "seed": 2, "steps": [
  {"player": 0, "do": "place_marker", "at": "Denver", "expect": {"legal": True, "current_player": 1}},
  {"player": 1, "do": "place_marker", "at": "Denver", "expect": {"legal": False, "rule": "trans.start-marker"}},
  {"player": 1, "do": "place_marker", "at": "Chicago", "expect": {"legal": True, "phase": "rails", "current_player": 0}}]})
BA = load_board("trans_america")
chi = BA.cities[BA.city_index("Chicago")].node
nb = [u for u, l in BA.adj[chi] if BA.lines[l].cost == 1 and BA.city_at(u) is None][0]
save(A, "round-end-and-next-start-player", "Trans America: a completed round scores and the start player passes left", {
 "options": {"players": 3},
 "position": {"players": [{"cities": ["Chicago"], "marker": list(BA.nodes[nb])},
                          {"cities": ["Denver", "Omaha"], "marker": "Denver"},
                          {"cities": ["Boston", "New York"], "marker": "Boston"}]},
 "steps": [
  {"query": "missing_rails", "player": 0, "expect": 1},
  {"player": 0, "do": "lay_rail", "edge": [list(BA.nodes[nb]), "Chicago"], "expect": {"legal": True, "round": 1, "current_player": 1,
     "players": {"0": {"prestige": 4}}}},
  {"query": "round_result", "expect": {"winners": [0], "0": 4}}]})
