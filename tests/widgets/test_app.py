"""The app without a browser: drive its handlers as a user's clicks would, then check what the
user would check — the engine state, the texts on screen, and the board's draw operations."""
import base64
import html
import json
import re

import pytest

pytest.importorskip("ipycanvas")

from ttrwidgets.ttr.colours import Colour  # noqa: E402
from ttrwidgets.ttr.maps import load_map  # noqa: E402
from ttrwidgets.ttr.state import Phase  # noqa: E402
from ttrwidgets.render import ops_for  # noqa: E402
from ttrwidgets.widgets import TTRApp  # noqa: E402

M = load_map("europe")


def route(a, b, colour=None):
    for r in M.routes_between(M.city_index(a), M.city_index(b)):
        if colour is None or Colour(r.colour).key == colour:
            return r.index
    raise KeyError((a, b, colour))


def scenario_app(position, players=2, seed=5, **kw):
    app = TTRApp(**kw)
    app.load_text(json.dumps({"game": "europe", "options": {"players": players}, "seed": seed,
                              "position": position, "steps": []}), "test.json")
    return app


def text(widget):
    return html.unescape(re.sub(r"<[^>]+>", "", widget.value))


def visible_texts(w):
    """The texts a user sees in a widget tree (hidden widgets and their children excluded)."""
    if w.layout.display == "none":
        return []
    out = [text(w)] if isinstance(getattr(w, "value", None), str) else []
    out += [getattr(w, "description", "")] if hasattr(w, "description") else []
    for child in getattr(w, "children", ()):
        out += visible_texts(child)
    return [x for x in out if x]


def panel_text(app):
    return " ".join(visible_texts(app.game_page.choice.box))


def visible(w):
    return w.layout.display != "none"


@pytest.fixture
def game():
    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    return app


def test_setup_choice_rejects_too_few_and_changes_nothing(game):
    assert "choose your starting tickets" in text(game.game_page.status.html)
    before = game.state
    game.play.keep_tickets([0])
    assert "(setup.tickets)" in text(game.message)
    assert game.state is before
    game.play.keep_tickets([0, 1])
    assert len(game.state.players[0].tickets) == 2
    assert "is to move" in text(game.game_page.status.html)


def test_click_route_preview_then_claim_explains_and_redraws():
    gray2 = route("Amsterdam", "Bruxelles")     # black, 1
    app = scenario_app({"players": [{"hand": {"black": 2, "locomotive": 1}}, {}]})
    hit = app.board.click_route(gray2)
    assert hit == ("route", gray2)
    assert "Claim Amsterdam–Bruxelles" in panel_text(app)
    options = app.game_page.choice.picker.options
    assert [label for label, _ in options] == ["1 black", "1 locomotive"]
    app.confirm()
    s = app.state
    assert s.owners[gray2] == 0
    assert s.players[0].hand[Colour.BLACK] == 1 and s.players[0].score == 1
    assert "[claim.score]" in app.game_page.log.html.value
    cars = ops_for(app.board.ops["claims"], role="claimed-cars")
    assert cars and gray2 in cars[0].args["routes"]


def test_route_that_cannot_be_paid_says_why_with_rule_id():
    app = scenario_app({"players": [{"hand": {"red": 1}}, {}]})
    r = route("Amsterdam", "Bruxelles")
    before = app.state
    app.board.click_route(r)
    assert "(claim.color)" in panel_text(app)
    assert not visible(app.game_page.choice.b_confirm) and visible(app.game_page.choice.b_cancel)
    assert app.state is before


def test_confirm_from_code_without_a_payment_gets_the_engines_reason():
    # a driver (a lesson, a test) confirming a claim the hand cannot pay: the engine's refusal
    # with its rule id, never an internal error
    app = scenario_app({"players": [{"hand": {"red": 1}}, {}]})
    app.board.click_route(route("Amsterdam", "Bruxelles"))
    before = app.state
    app.confirm()
    assert "(claim." in text(app.message) and "reference" not in text(app.message).lower()
    assert app.state is before


def test_stray_and_illegal_clicks_explain_themselves(game):
    game.play.keep_tickets([0, 1])
    before = game.state
    game.board.click(2, 2)                       # the corner: nothing there
    assert "Nothing there" in text(game.message)
    game.play.draw_deck()                             # first card; the second is pending
    mid = game.state
    game.board.click_route(0)
    assert "(draw.two)" in text(game.message)
    assert game.state is mid and mid is not before


def test_faceup_draw_takes_that_card(game):
    game.play.keep_tickets([0, 1])
    s = game.state
    slot = next(i for i, c in enumerate(s.faceup) if c != Colour.LOCOMOTIVE)
    colour = s.faceup[slot]
    game.play.draw_faceup(slot)
    assert game.state.players[0].hand[colour] == s.players[0].hand[colour] + 1
    assert "second card" in text(game.game_page.status.html)


def test_tunnel_reveal_then_withdraw_returns_the_cards():
    r = route("Angora", "Smyrna")              # orange tunnel of 3
    app = scenario_app({"players": [{"hand": {"orange": 3}}, {}],
                        "deck_top": ["orange", "locomotive", "red"]})
    app.board.click_route(r)
    app.confirm()
    s = app.state
    assert s.pending is not None and s.pending.extra == 2
    assert "Tunnel" in panel_text(app) and "owe 2 more cards" in panel_text(app)
    assert "cannot pay" in panel_text(app)       # no cards left in hand
    assert "[tunnel.reveal]" in app.game_page.log.html.value
    app.play.withdraw()
    s = app.state
    assert s.owners[r] == -1 and s.players[0].hand[Colour.ORANGE] == 3
    assert "[tunnel.withdraw]" in app.game_page.log.html.value
    assert s.current == 1 or app.session.kinds[1] == "human"


def test_tunnel_pay_extra():
    r = route("Angora", "Smyrna")
    app = scenario_app({"players": [{"hand": {"orange": 4}}, {}],
                        "deck_top": ["orange", "red", "green"]})
    app.board.click_route(r)
    app.confirm()
    assert app.state.pending.extra == 1
    app.confirm()                                 # pay the one extra orange
    s = app.state
    assert s.owners[r] == 0 and s.players[0].hand[Colour.ORANGE] == 0


def test_station_on_a_city_click():
    app = scenario_app({"players": [{"hand": {"red": 1}}, {}]})
    wien = M.city_index("Wien")
    app.board.click_city(wien)
    assert "station no. 1 in Wien" in panel_text(app)
    app.confirm()
    assert app.state.players[0].stations == (wien,)
    assert "[station.build]" in app.game_page.log.html.value
    assert ops_for(app.board.ops["claims"], role="stations")


def test_undo_goes_back(game):
    game.play.keep_tickets([0, 1])
    before = game.state
    game.play.draw_deck()
    game.play.draw_deck()
    assert game.state is not before
    game.undo()
    assert game.state is before


def test_language_switch(game):
    game.topbar.lang_toggle.value = "de"
    assert "Start-Zielkarten" in text(game.game_page.status.html)
    game.play.keep_tickets([0])
    assert "(setup.tickets)" in text(game.message) and "Behalte mindestens" in text(game.message)


def test_save_and_load_round_trip(game):
    game.play.keep_tickets([0, 1])
    game.play.draw_deck()
    game.play.draw_deck()
    game.save()
    href = re.search(r'href="data:application/json;base64,([^"]+)"', game.save_link.value)
    saved = base64.b64decode(href.group(1)).decode()
    other = TTRApp()
    other.load_text(saved, "saved.json")
    assert other.state.players == game.state.players and other.state.deck == game.state.deck


def test_bad_file_names_the_problem_and_changes_nothing(game):
    before = game.state
    game.safe(game.load_text)('{"game": "europe", "options": {"players": 9}, "steps": []}',
                               "bad.json")
    assert "bad.json" in text(game.message) and "$.options.players" in text(game.message)
    assert game.state is before
    game.safe(game.load_text)("{not json", "broken.json")
    assert "not valid JSON" in text(game.message)


def test_unexpected_error_is_shown_not_swallowed(game, monkeypatch, capsys):
    game.play.keep_tickets([0, 1])
    before = game.state

    def boom(action):
        raise RuntimeError("kaputt")
    monkeypatch.setattr(game.session, "act", boom)
    game.game_page.cards.b_deck.click()          # the real button, as a user clicks it
    shown = text(game.message)
    ref = re.search(r"reference ([0-9a-f]{6})", shown)
    # the learner reads a friendly sentence with a short reference, not the exception ...
    assert "something went wrong" in shown and ref and "kaputt" not in shown
    # ... and the server's log has the traceback under that reference
    log = capsys.readouterr().err
    assert f"reference {ref.group(1)}" in log and "RuntimeError: kaputt" in log
    assert game.state is before
    game.topbar.lang_toggle.value = "de"         # the message follows the language
    assert f"Kennung {ref.group(1)}" in text(game.message)


def test_hot_seat_hides_hands_between_turns():
    app = TTRApp()
    app.start_game(players=2, seats=["human", "human"], seed=4, pace=0)
    assert app.page.children == (app.handover_page.box,)
    assert "Player 1" in text(app.handover_page.text)
    app.ready()
    assert app.page.children == (app.game_page.box,)
    app.play.keep_tickets([0, 1])
    assert app.page.children == (app.handover_page.box,)     # now player 2 chooses
    app.ready()
    hand = text(app.game_page.hand.html)
    assert "Player 2" in hand or "Your hand" in hand
    app.play.keep_tickets([0, 1])
    assert app.page.children == (app.handover_page.box,)     # player 1 starts
    app.ready()
    app.play.draw_deck()
    app.play.draw_deck()
    assert app.page.children == (app.handover_page.box,) and app.acting_seat() == 1


def test_hot_seat_tools_are_labelled_from_the_first_hand_over():
    """Regression: the tools were labelled only on the game page, so the first hand-over of a
    hot-seat game showed bare icons."""
    app = TTRApp()
    app.start_game(players=2, seats=["human", "human"], seed=4, pace=0)
    assert app.page.children == (app.handover_page.box,)
    bar = app.topbar
    assert [b.description for b in (bar.b_undo, bar.b_hint, bar.b_auto, bar.b_save, bar.b_new)] \
        == ["Undo", "Hint", "Let the bot move for me", "Save game", "New game"]


def test_other_seats_blind_draws_are_hidden_in_the_log():
    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=11, pace=0)
    app.play.keep_tickets([0, 1])
    for _ in range(6):
        app.play.draw_deck()
        app.play.draw_deck()
    log = text(app.game_page.log.html)
    assert "Player 2 draws a card from the deck (only Player 2 sees it)" in log or \
        "Player 2 draws a second card from the deck (only" in log
    assert not re.search(r"Player 2 draws a (second )?card from the deck: ", log)


def test_explain_player_steps_and_highlights():
    app = scenario_app({"players": [{"hand": {"black": 2}}, {}]})
    r = route("Amsterdam", "Bruxelles")
    app.board.click_route(r)
    app.confirm()
    e = len(app.session.entries) - 1
    app.explain = (e, 0)
    app.refresh()
    assert "[claim.score]" in app.game_page.explain.text.value
    hl = ops_for(app.board.ops["highlight"], role="highlight-routes")
    assert hl and r in hl[0].args["routes"]
    app.step_explain(+1)
    assert app.explain != (e, 0)
    app.step_explain(-1)
    assert app.explain == (e, 0)


def test_ticket_click_highlights_its_cities_and_path(game):
    game.play.keep_tickets([0, 1])
    tk = game.state.players[0].tickets[0]
    game.play.show_ticket(0, tk)
    cities = ops_for(game.board.ops["highlight"], role="highlight-cities")
    t = M.tickets[tk]
    assert cities and {t.a, t.b} <= set(cities[0].args["cities"])
    assert ops_for(game.board.ops["highlight"], role="highlight-routes")
    assert "(a hint" in text(game.message)


def test_whole_game_of_bots_reaches_the_scores_with_the_trail_drawn():
    app = TTRApp()
    app.start_game(players=3, seats=["greedy", "greedy", "random"], seed=2, pace=0)
    assert app.state.game_over
    assert "Final scores" in " ".join(visible_texts(app.game_page.scores.box)) and \
        "Winner" in " ".join(visible_texts(app.game_page.scores.box))
    assert ops_for(app.board.ops["highlight"], role="trail")


def test_human_plays_a_whole_game_with_auto(game):
    game.play.keep_tickets([0, 1])
    for _ in range(400):
        if game.state.game_over:
            break
        game.auto()
        assert "ttr-error" not in game.message.value, game.message.value
    assert game.state.game_over
    assert "Final scores" in " ".join(visible_texts(game.game_page.scores.box))


def test_tool_buttons_are_all_visible(game):
    """Regression: a shared Layout once hid every tool button along with the history picker."""
    game.play.keep_tickets([0, 1])
    bar = game.topbar
    for b in (bar.b_undo, bar.b_hint, bar.b_auto, bar.b_save, bar.b_new):
        assert visible(b), b.description


def test_teaching_mode_goes_back_to_any_earlier_moment():
    app = scenario_app({"players": [{"hand": {"black": 2, "red": 2}}, {"hand": {"red": 2}}]})
    assert app.teaching and visible(app.game_page.history.picker)
    first = app.state
    app.board.click_route(route("Amsterdam", "Bruxelles"))
    app.confirm()
    app.play.draw_deck()
    app.play.draw_deck()
    labels = [label for label, _ in app.game_page.history.picker.options]
    assert labels[-1] == "the start" and "claims Amsterdam–Bruxelles" in labels[-2]
    app.game_page.history.picker.value = 0
    app.game_page.history.b_go.click()
    assert app.state is first and len(app.session.entries) == 1


def test_readable_pace_pauses_once_per_bot_turn_not_during_setup(monkeypatch):
    import ttrwidgets.ttr.ui.route_play as appmod     # the route controller runs the bots
    pauses = []
    monkeypatch.setattr(appmod.time, "sleep", pauses.append)
    app = TTRApp()
    app.start_game(players=3, seats=["human", "greedy", "greedy"], seed=2, pace=0.8)
    app.play.keep_tickets([0, 1])
    assert pauses == []                           # setup choices are made at once
    turns_before = app.state.turn
    app.play.draw_deck()
    app.play.draw_deck()
    bot_turns = app.state.turn - turns_before - 1  # minus the human's own turn
    assert bot_turns == 2 and pauses == [0.8, 0.8]  # before each bot turn, none after the last
    assert app.acting_seat() == 0


# ---------------------------------------------------------------- one screen, any language

def test_message_shown_follows_the_language(game):
    game.play.keep_tickets([0, 1])
    game.board.click(2, 2)
    assert "Nothing there" in text(game.message)
    game.topbar.lang_toggle.value = "de"
    assert "Dort ist nichts" in text(game.message) and "Nothing" not in text(game.message)
    game.play.draw_deck()
    game.board.click_route(0)                    # an engine refusal, with its rule id
    assert "(draw.two)" in text(game.message)
    de = text(game.message)
    game.topbar.lang_toggle.value = "en"
    assert "(draw.two)" in text(game.message) and text(game.message) != de


def test_save_link_is_only_for_the_move_it_was_made_at(game):
    game.play.keep_tickets([0, 1])
    game.save()
    moves = len(game.session.entries) - 1
    assert f"move{moves}.json" in game.save_link.value
    game.play.draw_deck()
    assert game.save_link.value == ""            # the game moved on: no stale file offered
    game.save()
    data = re.search(r'base64,([^"]+)"', game.save_link.value).group(1)
    saved = json.loads(base64.b64decode(data))
    assert len(saved["actions"]) == len(game.session.entries) - 1
    game.show_start()
    game.start_game(players=2, seats=["human", "greedy"], seed=9, pace=0)
    assert game.save_link.value == ""


def test_explanation_shows_the_newest_move_after_the_bots():
    app = scenario_app({"players": [{"hand": {"black": 2}}, {}]}, players=2)
    app.session.kinds[1] = "greedy"
    from ttrwidgets.ttr.bots import BOTS
    app.session.bots[1] = BOTS["greedy"](1)
    app.play.draw_deck()
    app.play.draw_deck()                                # the learner's turn ends; the bot moves
    last = len(app.session.entries) - 1
    assert app.session.entries[last].action.seat == 1
    assert app.explain[0] == last
    title = text(app.game_page.explain.title)
    assert "Player 2" in title and "newest move" in title


def test_tunnel_waiting_for_payment_is_not_called_claimed():
    r = route("Angora", "Smyrna")
    app = scenario_app({"players": [{"hand": {"orange": 4}}, {}],
                        "deck_top": ["orange", "red", "green"]})
    app.board.click_route(r)
    app.confirm()
    assert app.state.pending is not None
    head = re.search(r"<b>(\d+\. [^<]*)</b>", app.game_page.log.html.value).group(1)
    assert "starts claiming the tunnel Angora–Smyrna" in head and " claims " not in head
    app.confirm()                                  # pay
    assert app.state.owners[r] == 0


def test_game_over_shows_totals_and_failed_tickets():
    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    app.play.keep_tickets([0, 1, 2])
    for _ in range(400):
        if app.state.game_over:
            break
        app.auto()
    from ttrwidgets.ttr.scoring import final_scores
    fs = final_scores(app.state)
    table = text(app.game_page.players.html)
    for sc in fs.seats:
        assert f"{sc.total}" in table
    labels = [b.description for b in app.game_page.tickets.box.children]
    assert labels and all(("completed" in x or "failed" in x) and "to go" not in x
                          for x in labels), labels
    for tk in fs[0].failed:                        # a failed ticket says what it cost
        assert any("failed" in x and f"-{M.tickets[tk].points}" in x for x in labels)
    assert "ttr-chip" not in app.game_page.status.html.value  # nobody is to move any more
    assert not visible(app.game_page.choice.box) and visible(app.game_page.scores.box)


def test_legend_projector_and_keyboard_chooser(game):
    game.play.keep_tickets([0, 1])
    assert not visible(game.game_page.legend.html)
    game.topbar.w_legend.value = True
    legend = text(game.game_page.legend.html)
    assert "locomotive" in legend and "black" in legend
    game.topbar.lang_toggle.value = "de"
    assert "Lokomotive" in text(game.game_page.legend.html)
    game.topbar.lang_toggle.value = "en"
    game.topbar.w_projector.value = True
    assert "ttr-projector" in game._dom_classes and game.board.view.projector
    game.topbar.w_projector.value = False
    assert "ttr-projector" not in game._dom_classes and not game.board.view.projector
    # the keyboard chooser opens the same preview a click opens
    r = route("Amsterdam", "Bruxelles")
    label = next(k for k, v in game.game_page.choice.targets.items() if v == ("route", r))
    game.game_page.choice.target.value = label
    assert game.selection == ("route", r) and "Claim Amsterdam–Bruxelles" in panel_text(game)
    game.cancel()
    paris = ("city", M.city_index("Paris"))
    city = next(k for k, v in game.game_page.choice.targets.items() if v == paris)
    game.game_page.choice.target.value = city
    assert "Build station no. 1 in Paris?" in panel_text(game)


def press(app, key):
    """A key as the browser's key listener sends it (Enter and Escape, anywhere on the page)."""
    app.key_listener._handle_msg({"content": {"data": {"method": "custom", "content": {
        "event": "key", "key": key}}}, "buffers": []})


def test_enter_keeps_the_ticked_tickets_or_confirms_and_escape_cancels(game):
    offered = game.state.setup[0].offered
    boxes = game.game_page.choice.offers.children
    boxes[0].value = boxes[2].value = True
    press(game, "Enter")                          # the ticket choice: keep the ticked ones
    assert sorted(game.state.players[0].tickets) == sorted([offered[0], offered[2]])
    r = route("Amsterdam", "Bruxelles")
    game.select("route", r)
    assert "Claim Amsterdam–Bruxelles" in panel_text(game)
    press(game, "Escape")
    assert game.selection is None and "Claim" not in panel_text(game)
    app = scenario_app({"players": [{"hand": {"black": 2}}, {}]})
    app.select("route", r)
    press(app, "Enter")                           # the preview: confirm the picked payment
    assert app.state.owners[r] == 0


def test_a_new_decision_is_one_dialog_class_in_the_choice_panel(game):
    """The choice panel's extension point (a rule set's own decision): a Dialog with a widget of
    its own (add_part), shown when it opens, whose action the confirm button sends."""
    import ipywidgets as W
    from ttrwidgets.ttr.actions import DrawCard
    from ttrwidgets.ttr.ui.dialogs import Dialog
    panel = game.game_page.choice

    class DeckDialog(Dialog):
        def __init__(self, panel):
            super().__init__(panel)
            self.note = W.HTML("Take the deck's top card?")
            panel.add_part("deck-note", self.note)

        def opens(self, seat):
            return seat is not None and self.app.state.phase is not Phase.SETUP

        def fill(self, seat):
            self.panel.show("deck-note", "confirm")

        def action(self, seat):
            return DrawCard(seat, "deck")

    panel.dialogs.insert(0, DeckDialog(panel))
    game.refresh()
    assert "Take the deck" not in panel_text(game) and "Keep at least" in panel_text(game)
    game.play.keep_tickets([0, 1])
    assert "Take the deck's top card?" in panel_text(game) and visible(panel.b_confirm)
    assert not visible(panel.target)
    game.confirm()
    assert game.session.entries[-1].action == DrawCard(0, "deck")


def test_undo_and_step_back_are_different_words_in_german(game):
    game.topbar.lang_toggle.value = "de"
    game.play.keep_tickets([0, 1])
    assert game.topbar.b_undo.description != game.game_page.explain.b_back.description
    assert "Zurück" not in game.topbar.b_undo.description


def test_upload_too_large_or_not_utf8_is_said_and_changes_nothing(game):
    from ttrwidgets.core.jsonfile import MAX_FILE_BYTES
    game.play.keep_tickets([0, 1])
    before = game.state
    game.load_file("huge.json", b" " * (MAX_FILE_BYTES + 1))
    assert "huge.json is too large" in text(game.message)
    game.load_file("latin1.json", '{"title": "Zürich"}'.encode("latin-1"))
    assert "latin1.json" in text(game.message) and "UTF-8" in text(game.message)
    game.load_file("deep.json", b"[" * 100_000)
    assert "deep.json" in text(game.message) and "Traceback" not in text(game.message)
    assert game.state is before


def test_hint_marks_its_route_or_card_and_ticket_choice_shows_the_cities():
    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    offered = app.state.setup[0].offered
    shown = app.board.view.tickets                 # the offered tickets' cities on the map
    assert [(a, b) for a, b, _ in shown] == [(M.tickets[x].a, M.tickets[x].b) for x in offered]
    assert [label for _, _, label in shown] == [str(k + 1) for k in range(len(offered))]
    app.play.keep_tickets([0, 1])
    assert not app.board.view.tickets
    for _ in range(30):                            # until the hint is a claim
        app.hint()
        advice = app.hinted()
        msg = text(app.message)
        assert msg.startswith("Hint (a bot's idea, not a rule): ") and msg.count(". ") == 0
        if advice.params.get("route") is not None:
            assert list(app.board.view.hint_routes) == [advice.params["route"]]
        if getattr(advice.action, "source", None) == "faceup":
            faceup = app.game_page.cards.faceup_buttons
            assert sum("ttr-hinted" in b._dom_classes for b in faceup) == 1
        if advice.action.__class__.__name__ == "ClaimRoute":
            break
        app.auto()
        assert not app.board.view.hint_routes      # a hint is about one position only
    else:
        pytest.fail("no claim hint in 30 moves")


def test_trail_is_drawn_for_the_seat_picked_in_its_colour():
    app = TTRApp()
    app.start_game(players=3, seats=["greedy", "greedy", "random"], seed=2, pace=0)
    from ttrwidgets.ttr.scoring import final_scores
    fs = final_scores(app.state)
    assert app.board.view.trail_seat == fs.winners[0]
    app.play.show_trail(2)
    assert app.board.view.trail_seat == 2 and tuple(app.board.view.trail) == tuple(fs[2].trail)


# ---------------------------------------------------------------- hidden information
def every_text(w):
    """Every text a widget tree holds, shown or not (values, labels, tooltips): what reaches
    the browser, not only what is on screen."""
    out = [w.value] if isinstance(getattr(w, "value", None), str) else []
    out += [getattr(w, k) for k in ("description", "tooltip") if isinstance(getattr(w, k, None), str)]
    for child in getattr(w, "children", ()):
        out += every_text(child)
    return [html.unescape(x) for x in out if x]


def chips(hand):
    """A hand as the hand panel writes it: colour letters with counts."""
    from ttrwidgets.ttr.colours import CARD_KINDS
    return " ".join(f"{Colour(k).symbol} {hand[k]}" for k in CARD_KINDS if hand[k])


def secret_names(app, seat):
    from ttrwidgets.ttr.messages import ticket_name
    return [ticket_name(M, tk, lang) for tk in app.state.players[seat].tickets
            for lang in ("en", "de")]


def test_against_a_bot_nothing_on_screen_reveals_its_hand_or_tickets():
    """A whole game against a bot: the hand, the tickets list, the ticket dialog, the status,
    the players table, the explanation and the log never name the bot's kept tickets or show
    its cards, until the final scores reveal the tickets (tickets.secret)."""
    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=8, pace=0)
    checked = offers = 0
    for _ in range(400):
        s = app.state
        if s.game_over:
            break
        texts = visible_texts(app)
        private = (every_text(app.game_page.hand.html) + every_text(app.game_page.tickets.box)
                   + every_text(app.game_page.choice.offers) + every_text(app.game_page.log.html)
                   + every_text(app.game_page.explain.box) + every_text(app.game_page.status.html))
        screen = "\n".join(texts + private)
        for name in secret_names(app, 1):
            assert name not in screen, (name, s.turn)
        mine, bots = s.players[0].hand, s.players[1].hand
        assert text(app.game_page.hand.html) == f"Your hand: {chips(mine) or '—'}"
        if chips(bots) and bots != mine:
            assert chips(bots) not in screen
        assert "Player 2's hand" not in screen
        assert not re.search(r"Player 2 draws a (second )?card from the deck: ", screen)
        own = tuple(secret_names(app, 0))
        assert all(b.description.startswith(own) for b in app.game_page.tickets.box.children)
        if visible(app.game_page.choice.offers):
            offers += 1
        checked += 1
        if s.phase is Phase.SETUP:
            app.play.keep_tickets([0, 1])
        else:
            app.auto()
        assert "ttr-error" not in app.message.value, app.message.value
    assert app.state.game_over and checked > 20 and offers >= 1
    # at the end the tickets are revealed, in the final scores
    scores = " ".join(visible_texts(app.game_page.scores.box))
    from ttrwidgets.ttr.scoring import final_scores
    fs = final_scores(app.state)[1]
    assert all(M.cities[M.tickets[tk].a].display_name in scores
               for tk in fs.completed + fs.failed)


def test_a_bots_ticket_cannot_be_selected_from_code(game):
    game.play.keep_tickets([0, 1])
    tk = game.state.players[1].tickets[0]
    game.play.show_ticket(1, tk)
    assert game.selection is None and "(a hint" not in text(game.message)


def test_teaching_mode_shows_every_hand_ticket_and_move():
    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=8, pace=0, teaching=True)
    assert app.viewer() is None
    app.play.keep_tickets([0, 1])
    for _ in range(4):
        app.play.draw_deck()
        app.play.draw_deck()
    s = app.state
    hands = text(app.game_page.hand.html)
    for seat in (0, 1):
        assert f"Player {seat + 1}'s hand: {chips(s.players[seat].hand) or '—'}" in hands
    labels = " ".join(b.description for b in app.game_page.tickets.box.children)
    for seat in (0, 1):
        for tk in s.players[seat].tickets:
            from ttrwidgets.ttr.messages import ticket_name
            assert f"{seat + 1}· {ticket_name(M, tk)}" in labels
    log = text(app.game_page.log.html)
    assert re.search(r"Player 2 draws a (second )?card from the deck: ", log)
    assert "(secret)" not in log and "Player 2: keeps " in log
    assert "Cards" in text(app.game_page.players.html)


def test_hot_seat_hand_over_hides_the_previous_seats_hand_and_tickets():
    from ttrwidgets.ttr.view import PUBLIC
    app = TTRApp()
    app.start_game(players=2, seats=["human", "human"], seed=4, pace=0)
    assert app.viewer() == PUBLIC                 # nobody has pressed ready yet
    assert text(app.game_page.hand.html) == "Hands are hidden."
    assert not app.game_page.tickets.box.children
    app.ready()
    assert app.viewer() == 0
    offered = [cb.description for cb in app.game_page.choice.offers.children]
    assert offered
    app.play.keep_tickets([0, 1])
    first_hand = chips(app.state.players[0].hand)
    first = secret_names(app, 0)
    # the hand-over: the game page (still in the browser, hidden) holds nothing of player 1
    assert app.page.children == (app.handover_page.box,) and app.viewer() == PUBLIC
    held = "\n".join(every_text(app.game_page.box))
    assert text(app.game_page.hand.html) == "Hands are hidden."
    assert not app.game_page.tickets.box.children
    assert first_hand not in held and not any(n in held for n in first)
    assert not any(d in held for d in offered)
    app.ready()
    assert app.viewer() == 1
    held = "\n".join(every_text(app.game_page.box))
    hand = text(app.game_page.hand.html)
    assert hand.startswith("Your hand:") and first_hand not in hand
    assert not any(n in held for n in first)
    assert "keeps 2 tickets (secret)" in text(app.game_page.log.html)


def test_a_seat_with_nothing_to_do_can_pass():
    """turn.pass: with every card in hands, no ticket left and no route or station the seat
    can pay, the panel offers Pass (the only action the engine allows) and it is played."""
    import json
    from pathlib import Path

    from ttrwidgets.ttr.actions import Pass
    path = Path(__file__).parents[1] / "scenarios" / "europe" / "turn-pass-only-when-stuck.json"
    data = json.loads(path.read_text())
    data["steps"] = []
    app = TTRApp()
    app.load_text(json.dumps(data), "stuck.json")
    seat = app.acting_seat()
    assert "You pass (turn.pass)" in app.game_page.choice.title.value
    assert app.game_page.choice.b_confirm.layout.display != "none"
    app.game_page.choice.b_confirm.click()
    assert app.session.entries[-1].action == Pass(seat)
