"""The app playing Trans Europa / Trans America, driven from code as a learner drives it: the
start page's game card and options, clicks on the grid board (by hit position), Confirm, End
turn, the hint, the round summary, undo, German, a special card's secret choice, the keys.

Nothing here decides legality: every expectation about what is allowed is checked against the
engine (``ttrwidgets.trans``)."""
from __future__ import annotations

import json

import pytest

from ttrwidgets import trans
from ttrwidgets.trans.game import missing_tree
from ttrwidgets.trans.missing import line_costs, missing_rails
from ttrwidgets.trans.specials import prestige_for
from ttrwidgets.widgets import TTRApp
from ttrwidgets.trans.ui.grid_board import GridBoardWidget


def visible(w) -> bool:
    return w.layout.display != "none"


def start(game="trans_europa", players=2, seats=None, seed=3, special=None, lang="en"):
    app = TTRApp(lang=lang)
    app.start_game(game=game, players=players, seats=seats or ["human"] + ["steiner"] *
                   (players - 1), seed=seed, pace=0, special=special)
    assert "ttr-error" not in app.message.value, app.message.value
    return app


def node_of(app, city: str) -> int:
    b = app.state.map
    return b.cities[b.city_index(city)].node


def place_marker(app, city="Paris") -> int:
    v = node_of(app, city)
    seat = app.acting_seat()
    hit = app.grid.click_node(v)
    assert (hit.kind, hit.index) == ("node", v)
    app.confirm()
    assert app.state.players[seat].marker == v
    return v


def legal_line(app, seat=0) -> int:
    """A line the engine allows ``seat`` to lay a rail on now."""
    b = app.state.map
    a = next(x for x in trans.legal_actions(app.state, seat) if isinstance(x, trans.LayRail))
    return b.line_of(b.node_at(a.a), b.node_at(a.b))


def play_to_summary(app, limit=400):
    for _ in range(limit):
        if app.round_summary() is not None:
            return
        app.auto()
        assert "ttr-error" not in app.message.value, app.message.value
    raise AssertionError("no round end")


# ---------------------------------------------------------------- the start page

def test_start_page_offers_the_trans_games_with_their_options():
    app = TTRApp()
    page = app.start_page
    assert {"trans_europa", "trans_america"} <= set(page.game_cards)
    assert "asia" in page.game_cards                      # Team Asia: test_asia_app.py
    css = page.thumbs.value
    for gid in ("trans_europa", "trans_america"):
        assert f".ttr-game-{gid} {{ background-image: url(\"data:image/svg+xml;base64," in css
    assert not visible(page.w_special)
    page.game_cards["trans_europa"].click()
    assert page.game_id == "trans_europa"
    assert isinstance(page.board_box.children[0], GridBoardWidget)  # its grid board, empty
    assert [v for _, v in page.w_players.options] == [2, 3, 4, 5, 6]
    assert visible(page.w_special) and not visible(page.w_variant)
    assert [v for _, v in page.w_special.options] == ["none", "deck", "fixed"]
    assert not visible(page.w_special_card)
    page.w_special.value = "fixed"
    assert visible(page.w_special_card)
    labels = [label for label, _ in page.w_special_card.options]
    assert len(labels) == 19 and labels[2] == "3. Three rails per turn"
    assert [v for _, v in page.w_seats[1].options] == ["human", "steiner", "random"]
    app.topbar.lang_toggle.value = "de"
    assert [label for label, _ in page.w_special_card.options][2] == "3. Drei Schienen pro Zug"
    assert "Trans Europa" in page.game_cards["trans_europa"].description
    app.topbar.lang_toggle.value = "en"
    page.w_players.value = 2
    page.w_seats[1].value = "steiner"
    page.w_pace.value = 0.0
    page.w_seed.value = "3"
    page.w_special_card.value = 3
    page.b_start.click()
    assert "ttr-error" not in app.message.value, app.message.value
    s = app.state
    assert s.rules.id == "trans_europa.special-3" and s.special == 3 and s.n_players == 2
    assert app.page.children == (app.trans_page.box,)
    assert app.trans_page.board_box.children == (app.grid,)
    assert "Three rails per turn" in app.trans_page.special.value
    assert "[trans.special]" in app.trans_page.special.value
    # back to Europe: its route board and options again
    app.show_start()
    page.game_cards["europe"].click()
    assert page.board_box.children == (app.board,) and visible(page.w_variant)


def test_deck_of_special_cards_and_trans_america():
    app = start("trans_america", players=3, special="deck", seed=5)
    s = app.state
    assert s.rules.id == "trans_america.special" and s.special in range(1, 20)
    assert app.grid.game_map.id == "trans_america"


# ---------------------------------------------------------------- clicks on the board

def test_marker_by_a_board_hit_previews_then_places():
    app = start()
    s0 = app.state
    assert s0.phase == "markers" and app.acting_seat() == 0
    assert "place your start marker" in app.trans_page.status.value
    v = node_of(app, "Paris")
    app.grid.click_node(v)
    assert app.state is s0                                    # a preview changes nothing
    assert "Place your start marker on Paris?" in app.trans_page.panel_text.value
    assert visible(app.trans_page.b_confirm) and visible(app.trans_page.b_cancel)
    assert app.grid.view.preview_node == v
    app.confirm()
    s = app.state
    assert s.players[0].marker == v and s.players[1].marker >= 0     # the bot placed its own
    assert s.phase == "rails" and app.acting_seat() == 0
    assert app.selection is None and app.grid.view.preview_node is None


def test_rails_by_hits_redraw_only_claims_and_highlights():
    app = start()
    place_marker(app)
    maps = app.grid.draws["map"]
    line = legal_line(app)
    app.grid.click_line(line)
    text = app.trans_page.panel_text.value
    assert "Lay a rail from" in text and "takes 1 of the 2 rails" in text
    assert "[" not in text.split("?")[0]                       # no grid coordinates
    assert "extends your network" in text
    assert app.grid.view.preview_lines == (line,) and app.grid.view.preview_ok
    claims = app.grid.draws["claims"]
    app.confirm()
    s = app.state
    assert s.rails == (line,) and s.used == 1 and s.rails_left == 84
    assert app.grid.draws["map"] == maps                       # the static map is left alone
    assert app.grid.draws["claims"] == claims + 1
    assert line in app.grid.view.rails
    assert "Rails this turn: 1 of 2 used" in app.trans_page.rails.value
    assert "[trans.turn]" in app.trans_page.ex_text.value
    assert "lays a rail" in app.trans_page.ex_text.value
    # the second rail ends the turn; the bot moves; the learner is to move again
    app.grid.click_line(legal_line(app))
    app.confirm()
    assert app.state.current == 0 and app.state.used == 0 and len(app.state.rails) >= 3


def test_illegal_click_shows_the_rule_id_and_changes_nothing():
    app = start()
    place_marker(app, "Paris")
    s = app.state
    b = s.map
    far = node_of(app, "Moskva")
    line = b.adj[far][0][1]
    problem = trans.preview(s, 0, ("line", line)).problem
    assert problem is not None and problem.rule_id == "trans.connected"
    app.grid.click_line(line)
    assert app.state is s
    assert "(trans.connected)" in app.message.value and "ttr-error" in app.message.value
    assert not visible(app.trans_page.b_confirm)
    assert app.grid.view.preview_lines == (line,) and not app.grid.view.preview_ok
    app.confirm()                                  # nothing to confirm: still nothing changes
    assert app.state is s
    # a click on nothing says so
    app.grid.click(2, 2)
    assert "Nothing there" in app.message.value and app.state is s
    # the marker phase is over: an intersection cannot take a marker now
    app.grid.click_node(node_of(app, "Berlin"))
    assert "(trans.start-marker)" in app.message.value and app.state is s


def test_end_turn_after_one_rail():
    app = start()
    place_marker(app)
    app.grid.click_line(legal_line(app))
    app.confirm()
    assert visible(app.trans_page.b_end)
    assert "End turn (1 of 2 rails laid)" == app.trans_page.b_end.description
    n = len(app.session.entries)
    app.play.end_turn()
    assert isinstance(app.session.entries[n].action, trans.EndTurn)
    assert app.state.current == 0 and app.state.used == 0       # the bot has had its turn
    assert len(app.session.entries) > n + 1


def test_hint_toggle_draws_the_exact_missing_tree_and_updates_after_every_move():
    app = start()
    assert not app.play.missing_hint
    place_marker(app)
    app.trans_page.w_hint.value = True                            # the checkbox
    assert app.play.missing_hint
    count, lines = missing_tree(app.state, 0)
    assert count and app.grid.view.hint_lines == tuple(lines)
    assert app.grid.view.hint_text == f"Hint: {count} rails"
    assert f"at least {count} rail{'' if count == 1 else 's'}" in app.trans_page.hint_text.value
    pts = prestige_for(app.state.special, False, count)
    assert f"+{pts} prestige [trans.score-round]" in app.trans_page.hint_text.value
    # lay a rail of the tree: one fewer missing, the hint follows
    b = app.state.map
    costs = line_costs(b, app.state.special)
    first = next(x for x in lines if costs[x] == 1 and trans.preview(
        app.state, 0, ("line", x)).problem is None)
    app.grid.click_line(first)
    app.confirm()
    assert first in app.state.rails
    count2, lines2 = missing_tree(app.state, 0)
    assert count2 == count - 1
    assert app.grid.view.hint_lines == tuple(lines2)
    app.trans_page.w_hint.value = False
    assert app.grid.view.hint_lines == ()
    assert b is app.state.map


def test_a_round_against_bots_ends_in_the_summary_with_the_right_prestige():
    app = start(seed=4)
    place_marker(app, "Wien")
    app.play.show_missing(True)
    play_to_summary(app)
    entry = app.round_summary()
    s = app.state
    lr = s.last_round
    assert entry.state is s and lr.round == 0 and s.round == 1    # the next round is dealt
    page = app.trans_page
    assert "Round 1 is over" in page.status.value
    text = page.panel_text.value
    assert "Round 1 — scoring" in text and "[trans.round-end]" in text
    assert "[trans.score-round]" in text and "completed → 4" in text
    assert "1 missing → 3 · 2 missing → 2 · 3–4 missing → 1 · 5+ missing → 0" in text
    for q in range(2):
        assert f"+{lr.gains[q]} → {s.players[q].prestige}" in text
        want = prestige_for(lr.special, q in lr.completed, lr.missing[q])
        assert lr.gains[q] == want
    # two players: one step button, to the other player (never two naming the same one)
    assert visible(page.b_round) and visible(page.b_next_seat) and not visible(page.b_prev)
    assert page.b_next_seat.description == "Show Player 2 (bot) ▶"
    # the board shows the round that ended: its rails, everyone's cities, the missing tree
    v = app.grid.view
    assert tuple(v.rails) == tuple(lr.rails) and set(v.cities) == {0, 1}
    q = app.play.summary_seat
    assert q == 0
    if q not in lr.completed:
        count, lines = missing_rails(s.map, lr.rails, lr.markers[q], lr.cities[q], lr.special)
        assert count == lr.missing[q] and tuple(v.hint_lines) == tuple(lines)
    app.play.summary_step(+1)
    assert app.play.summary_seat == 1
    assert app.grid.view.viewer == 1
    assert visible(page.b_prev) and not visible(page.b_next_seat)
    assert page.b_prev.description == "◀ Show Player 1 (you)"
    # clicks wait for Next round; so does the auto button
    app.grid.click(2, 2)
    assert "press Next round" in app.message.value
    app.play.next_round()
    assert app.round_summary() is None
    assert app.state.round == 1 and "Round 2" in page.status.value
    assert "R1" in page.players.value


def test_the_summary_steps_through_the_players_only_where_there_is_one_to_go_to():
    """Three players: the first shows only "next", the middle one both (two different
    players), the last only "back"; the buttons walk the seats in order."""
    app = start(players=3, seed=4)
    place_marker(app, "Wien")
    play_to_summary(app)
    page = app.trans_page
    assert app.play.summary_seat == 0
    shown = lambda: [b.description for b in (page.b_prev, page.b_next_seat)  # noqa: E731
                     if visible(b)]
    assert shown() == ["Show Player 2 (bot) ▶"]
    page.b_next_seat.click()
    assert app.play.summary_seat == 1 and app.grid.view.viewer == 1
    assert shown() == ["◀ Show Player 1 (you)", "Show Player 3 (bot) ▶"]
    page.b_next_seat.click()
    assert app.play.summary_seat == 2 and shown() == ["◀ Show Player 2 (bot)"]
    page.b_prev.click()
    assert app.play.summary_seat == 1


def test_undo_takes_back_the_learners_rail():
    app = start()
    place_marker(app)
    line = legal_line(app)
    app.grid.click_line(line)
    app.confirm()
    assert app.state.rails == (line,)
    assert not app.topbar.b_undo.disabled
    app.undo()
    assert app.state.rails == () and app.state.phase == "rails" and app.state.current == 0
    app.undo()                                        # and the marker (with the bot's)
    assert app.state.phase == "markers" and app.state.players[0].marker == -1


def test_german_throughout():
    app = start(lang="de")
    page = app.trans_page
    assert "Setze deinen Startmarker" in page.status.value
    assert "Durchgang 1" in page.status.value
    app.grid.click_node(node_of(app, "Paris"))
    assert "Deinen Startmarker auf Paris setzen?" in page.panel_text.value
    assert page.b_confirm.description == "Marker setzen"
    app.confirm()
    assert "Schienen in diesem Zug: 0 von 2" in page.rails.value
    assert "Deine Städte" in page.cities.value
    assert page.w_hint.description == "Wenigste noch fehlende Schienen (Tipp)"
    far = app.state.map.adj[node_of(app, "Moskva")][0][1]
    app.grid.click_line(far)
    assert "berührt das Netz" in app.message.value and "(trans.connected)" in app.message.value
    app.topbar.lang_toggle.value = "en"
    assert "does not touch the network" in app.message.value     # the message is translated
    assert "Your cities" in page.cities.value


def test_own_cities_shown_to_their_seat_only_with_hot_seat_hand_over():
    app = start(seats=["human", "human"])
    assert app.needs_handover()
    assert app.page.children == (app.handover_page.box,)
    assert "show my cities" in app.handover_page.b_ready.description
    # the hidden game page holds no city names
    b = app.state.map
    for c in app.state.players[0].cities + app.state.players[1].cities:
        assert b.cities[c].name not in app.trans_page.cities.value
    app.ready()
    assert app.viewer() == 0
    mine = [b.cities[c].name for c in app.state.players[0].cities]
    theirs = [b.cities[c].name for c in app.state.players[1].cities]
    assert all(n in app.trans_page.cities.value for n in mine)
    assert not any(n in app.trans_page.cities.value for n in theirs)
    place_marker(app, "Paris")
    assert app.needs_handover() and app.acting_seat() == 1
    app.ready()
    place_marker(app, "Berlin")
    assert app.viewer() == 0 or app.needs_handover()


def test_special_card_secret_choice_against_a_bot_and_hot_seat():
    # against a bot: the bot has chosen at once (secretly); the learner picks and confirms
    app = start(special=8, seed=6)
    s = app.state
    assert s.phase == "choose" and app.acting_seat() == 0
    assert s.choice.chosen[1] >= 0                                # the bot's choice is made
    page = app.trans_page
    assert "[trans.special]" in page.panel_text.value and "give back" in page.panel_text.value
    names = [b.description for b in page.city_box.children]
    hand = [s.map.cities[c].name for c in s.players[0].cities]
    assert names == hand
    page.city_box.children[1].click()
    assert page.city_box.children[1].description == "✓ " + hand[1]
    assert app.state is s and visible(page.b_confirm)
    app._on_key("Enter")                                        # Enter confirms
    s = app.state
    assert s.phase == "markers" and len(s.players[0].cities) == 4
    assert hand[1] not in [s.map.cities[c].name for c in s.players[0].cities]

    # hot seat: each person chooses behind the hand-over; the other's choice stays secret
    app = start(special=8, seed=6, seats=["human", "human"])
    assert app.needs_handover()
    app.ready()
    s = app.state
    first = s.map.cities[s.players[0].cities[0]].name
    app.play.choose_city(first)
    assert app.needs_handover() and app.acting_seat() == 1
    app.ready()
    assert first not in app.trans_page.panel_text.value
    assert first not in app.trans_page.cities.value
    assert "chooses a card" in app.trans_page.ex_title.value       # another seat's secret
    app.play.choose_city(app.state.map.cities[app.state.players[1].cities[0]].name)
    assert app.state.phase == "markers"


def test_keyboard_enter_confirms_escape_cancels():
    app = start()
    v = node_of(app, "Paris")
    app.grid.click_node(v)
    app._on_key("Escape")
    assert app.selection is None and app.state.players[0].marker == -1
    app.grid.click_node(v)
    app._on_key("Enter")
    assert app.state.players[0].marker == v


def test_hint_and_auto_buttons_use_the_steiner_bot():
    app = start()
    app.hint()
    assert "Hint (a bot&#x27;s idea, not a rule)" in app.message.value
    assert "place the start marker on" in app.message.value
    assert app.grid.view.highlight_nodes
    app.auto()
    assert app.state.phase == "rails"


def test_projector_mode_and_save_and_load():
    app = start()
    place_marker(app)
    maps = app.grid.draws["map"]
    app.set_projector(True)
    assert app.grid.view.projector and app.grid.draws["map"] == maps + 1
    app.set_projector(False)
    app.save()
    assert ".json" in app.save_link.value
    text = app.session.save_text()
    data = json.loads(text)
    assert data["family"] == "trans" and data["seats"][1]["kind"] == "bot:steiner"
    other = TTRApp()
    other.load_text(text, "saved.json")
    assert "Loaded saved.json" in other.message.value
    assert not other.play.route_board and other.state == app.state


@pytest.mark.parametrize("game", ["trans_europa", "trans_america"])
def test_a_whole_game_against_a_bot_ends_with_the_winners(game):
    app = start(game, seed=2)
    for _ in range(40):
        play_to_summary(app)
        if app.state.game_over:
            break
        app.play.next_round()
    s = app.state
    assert s.game_over
    text = app.trans_page.panel_text.value
    assert "[trans.game-end]" in text and " with " in text
    best = max(p.prestige for p in s.players)
    assert best >= 13 and f"{best} prestige" in text
    assert visible(app.trans_page.b_new) and not visible(app.trans_page.b_round)
    assert app.topbar.b_auto.disabled


def test_rule_tags_of_every_game_carry_their_rule_as_tooltip():
    from ttrwidgets.widgets.chips import rule_tag
    for rid in ("trans.connected", "trans.score-round", "de.countries", "asia.draw-split",
                "tunnel.extra"):
        for lang in ("en", "de"):
            tag = rule_tag(rid, lang)
            assert f"[{rid}]" in tag and 'title=""' not in tag, (rid, lang)
