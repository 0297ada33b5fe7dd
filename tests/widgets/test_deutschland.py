"""Ticket to Ride Deutschland in the app, without a browser: the start page offers it, the
starting mix is announced and kept, a claim says which passengers it brings, a pending choice
is answered by clicking a passenger's token on the board, the passengers panel shows the
majorities, and a game against a bot reaches the final scores with Globetrotter and passengers.
"""
import html
import json
import re

import pytest

pytest.importorskip("ipycanvas")

from ttrwidgets.ttr.colours import Colour  # noqa: E402
from ttrwidgets.ttr.maps import load_map  # noqa: E402
from ttrwidgets.ttr.messages import ticket_name  # noqa: E402
from ttrwidgets.ttr.scoring import final_scores  # noqa: E402
from ttrwidgets.ttr.state import PassengerChoice, Phase  # noqa: E402
from ttrwidgets.render import Hit, ops_for  # noqa: E402
from ttrwidgets.widgets import TTRApp  # noqa: E402
from ttrwidgets.widgets.start import app_games  # noqa: E402

from .test_app import panel_text, text, visible, visible_texts  # noqa: E402

M = load_map("deutschland")


def city(name):
    return M.city_index(name)


def route(a, b):
    return M.routes_between(city(a), city(b))[0].index


def mix_buttons(app):
    """The mix buttons the learner sees."""
    box = app.game_page.choice.parts["mixes"]
    return [b for b in box.children if visible(b)] if visible(box) else []


def table(widget):
    """An HTML table's rows as lists of cell texts."""
    return [[html.unescape(re.sub(r"<[^>]+>", "", c)).strip()
             for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)]
            for row in re.findall(r"<tr[^>]*>(.*?)</tr>", widget.value)]


def press(app, key):
    """A key as the browser's key listener sends it."""
    app.key_listener._handle_msg({"content": {"data": {"method": "custom", "content": {
        "event": "key", "key": key}}}, "buffers": []})


def scenario_app(position, players=2, seed=8, **kw):
    app = TTRApp(**kw)
    app.load_text(json.dumps({"game": "deutschland", "options": {"players": players},
                              "seed": seed, "position": position, "steps": []}), "de.json")
    return app


def start_deutschland(seed=3, **kw):
    """Start Deutschland from the start page as a learner does: its card, then Play now."""
    app = TTRApp(**kw)
    page = app.start_page
    page.game_cards["deutschland"].click()
    page.w_pace.value = 0.0
    page.w_seed.value = str(seed)
    page.w_players.value = 2
    page.b_start.click()
    return app


def token_point(app, c, colour):
    """The centre of the token of ``colour`` at city ``c`` as the board draws it now."""
    tokens = app.board.geometry.passenger_tokens(app.board.view.passengers)
    return next(t.centre for t in tokens if t.city == c and t.colour == colour)


# ---------------------------------------------------------------- the start page

def test_start_page_offers_every_ticket_to_ride_game_with_a_picture_of_its_board():
    app = TTRApp()
    page = app.start_page
    # the Asia team variant (tests/widgets/test_asia_app.py) and the Trans games
    # (tests/widgets/test_trans_app.py) are offered too
    assert list(page.game_cards) == [g.id for g in app_games()] == [
        "europe", "deutschland", "asia", "trans_europa", "trans_america"]
    assert "Ticket to Ride Deutschland" in page.game_cards["deutschland"].description
    assert "2–5 players" in page.game_cards["deutschland"].description
    css = page.thumbs.value
    for g in app_games():                         # each card's picture: an SVG of its board
        assert f".ttr-game-{g.id} {{ background-image: url(\"data:image/svg+xml;base64," in css
    assert "http" not in css.replace("http://www.w3.org/2000/svg", "")   # nothing fetched
    assert visible(page.w_variant) and visible(page.w_tiebreak)          # Europe's choices
    app.topbar.lang_toggle.value = "de"
    assert "Zug um Zug Deutschland" in page.game_cards["deutschland"].description
    app.topbar.lang_toggle.value = "en"

    page.game_cards["deutschland"].click()
    assert page.game_id == "deutschland" and "ttr-chosen" in page.game_cards[
        "deutschland"]._dom_classes
    assert page.game_cards["deutschland"].description.startswith("✓ ")
    assert not visible(page.w_variant) and not visible(page.w_tiebreak)  # Europe's only
    assert [v for _, v in page.w_players.options] == [2, 3, 4, 5]
    assert app.board.game_map.id == "deutschland"  # the board beside the form is its board
    page.b_start.click()
    assert "ttr-error" not in app.message.value, app.message.value
    assert app.state.rules.id == "deutschland" and app.state.map.id == "deutschland"

    app.show_start()                               # back: Europe again, with its choices
    page.game_cards["europe"].click()
    assert visible(page.w_variant) and app.board.game_map.id == "europe"


# ---------------------------------------------------------------- tickets

def test_setup_mix_is_announced_then_at_least_two_kept():
    app = start_deutschland()
    assert "announce your starting tickets' mix" in text(app.game_page.status.html)
    assert "how many from the short deck" in panel_text(app)
    labels = [b.description for b in mix_buttons(app)]
    assert labels == ["4 short + 0 long", "3 short + 1 long", "2 short + 2 long",
                      "1 short + 3 long", "0 short + 4 long"]
    assert "Short tickets are worth 2–11 points" in panel_text(app)
    mix_buttons(app)[2].click()                    # 2 short + 2 long
    s = app.state
    offered = s.setup[0].offered
    assert sorted(M.tickets[x].long for x in offered) == [False, False, True, True]
    boxes = app.game_page.choice.offers.children
    assert [b.description.endswith(" — long") for b in boxes] == [M.tickets[x].long
                                                                  for x in offered]
    assert all(b.description.endswith((" — long", " — short")) for b in boxes)
    assert "Keep at least 2" in panel_text(app)
    app.play.keep_tickets([0])
    assert "(de.setup-tickets)" in text(app.message) and app.state is s
    app.play.keep_tickets([0, 2])
    assert len(app.state.players[0].tickets) == 2 and app.state.phase is Phase.MAIN
    assert "draw cards, claim a route or draw tickets" in text(app.game_page.status.html)
    assert "station" not in panel_text(app).lower()


def test_draw_tickets_opens_the_mix_dialog_and_keeps_one():
    app = scenario_app({"players": [{"hand": {"red": 1}}, {}]})
    b = app.game_page.cards.b_tickets
    assert re.fullmatch(r"Draw tickets \(short \d+, long \d+\)", b.description)
    b.click()
    assert "Draw 4 tickets" in panel_text(app) and len(mix_buttons(app)) == 5
    press(app, "Escape")                           # not announced yet: it can be left
    assert not mix_buttons(app) and app.state.pending is None
    app.play.draw_tickets()
    mix_buttons(app)[1].click()                    # 3 short + 1 long
    assert "Keep at least 1" in panel_text(app)
    app.play.keep_tickets([3])
    assert len(app.state.players[0].tickets) == 1
    assert "[de.draw-tickets]" in app.game_page.log.html.value


def test_last_tickets_the_mix_buttons_offer_only_mixes_that_take_them_all():
    """de.draw-tickets: with 3 short and no long ticket left, "2 short + 2 long" would deal 2;
    only the mixes that draw the 3 remaining tickets are offered, and one deals all 3."""
    from pathlib import Path
    scen = json.loads((Path(__file__).parents[1] / "scenarios" / "deutschland" /
                       "draw-tickets-last-ones-all-taken.json").read_text())
    app = scenario_app(scen["position"], seed=scen["seed"])
    app.play.draw_tickets()
    assert [b.description for b in mix_buttons(app)] == ["4 short + 0 long", "3 short + 1 long"]
    app.play.announce(2, 2)                             # refused with the rule, nothing changes
    assert "(de.draw-tickets)" in text(app.message) and "takes them all" in text(app.message)
    assert app.state.pending is None and len(app.state.tickets) == 3
    mix_buttons(app)[1].click()
    assert len(app.state.pending.offered) == 3 and "Keep at least 1" in panel_text(app)


# ---------------------------------------------------------------- passengers

POSITION = {"players": [{"hand": {"green": 5}}, {"hand": {"red": 2}}],
            "board_passengers": {"Berlin": ["red", "blue", "blue"], "Dresden": ["yellow"],
                                 "Leipzig": ["black", "white"]}}


def test_claim_preview_says_which_passengers_it_brings_and_rings_them():
    app = scenario_app(POSITION)
    berlin, dresden = city("Berlin"), city("Dresden")
    # the board shows the passengers of the seat's view, one token per colour with its count
    assert app.board.view.passengers[berlin] == [("blue", 2), ("red", 1)]
    assert ops_for(app.board.ops["claims"], role="passenger-tokens")
    app.board.click_route(route("Berlin", "Dresden"))
    info = panel_text(app)
    assert "a yellow one in Dresden" in info
    assert "one of your choice in Berlin (blue or red)" in info and "(de.take-passengers)" in info
    assert set(app.board.view.take_passengers) == {berlin, dresden}
    assert ops_for(app.board.ops["highlight"], role="take-passengers")
    app.cancel()
    assert not app.board.view.take_passengers


def test_passenger_choice_is_made_by_clicking_its_token_on_the_board():
    app = scenario_app(POSITION)
    berlin = city("Berlin")
    app.board.click_route(route("Berlin", "Dresden"))
    app.confirm()
    s = app.state
    assert isinstance(s.pending, PassengerChoice)
    assert s.players[0].passengers == (int(Colour.YELLOW),)   # the only colour: taken at once
    assert "pick the passengers of the route you claimed" in text(app.game_page.status.html)
    panel = panel_text(app)
    assert "Already yours: the yellow passenger from Dresden" in panel
    buttons = [b for b in app.game_page.choice.parts["passengers"].children[0].children[1:]
               if visible(b)]
    assert [b.description for b in buttons] == ["B ×2", "R ×1"]
    assert list(app.board.view.take_passengers) == [berlin]
    # the hint marks where the bot would pick, and says why
    app.hint()
    assert list(app.board.view.hint_cities) == [berlin]
    assert "passenger majority closest" in text(app.message)
    # Confirm before picking: the engine says what is missing, nothing changes
    app.confirm()
    assert "Pick a passenger in Berlin" in text(app.message) and app.state is s
    # a token that is not part of the choice only says so
    app.board.click(*token_point(app, city("Leipzig"), "black"))
    assert "not an end with a choice" in text(app.message) and app.state is s
    # the red token in Berlin, clicked on the board, picks red
    hit = app.board.click(*token_point(app, berlin, "red"))
    assert hit == Hit("passenger", berlin, "red")
    assert app.play.passenger_picks() == {berlin: int(Colour.RED)}
    assert "✓ R ×1" in [b.description for b in buttons]
    press(app, "Enter")                            # Enter confirms, as the button does
    s = app.state
    assert s.pending is None and sorted(s.players[0].passengers) == sorted(
        [int(Colour.YELLOW), int(Colour.RED)])
    assert app.board.view.passengers[berlin] == [("blue", 2)]
    log = text(app.game_page.log.html)
    assert "[de.take-passengers] Player 1 takes a red passenger in Berlin" in log


def test_passenger_button_picks_too_and_the_panel_shows_majorities_if_ended_now():
    app = scenario_app({**POSITION, "players": [{"hand": {"green": 5}, "passengers":
                                                 {"blue": 1}}, {"passengers": {"blue": 2}}]})
    panel = app.game_page.passengers.html
    assert visible(panel)
    assert "if the game ended now" in text(panel) and "(de.passenger-majority)" in text(panel)
    head, p1, p2, board = table(panel)
    blue = head.index("B")
    # blue: player 2 leads (20), player 1 is second (10); the sum is the last cell
    assert (p1[blue], p2[blue]) == ("1 10", "2 20") and (p1[-1], p2[-1]) == ("10", "20")
    assert board[blue] == "2"                     # still waiting on the board
    app.board.click_route(route("Berlin", "Dresden"))
    app.confirm()
    app.game_page.choice.parts["passengers"].children[0].children[1].click()   # B ×2
    app.confirm()
    assert app.state.players[0].passengers.count(int(Colour.BLUE)) == 2
    _, p1, p2, _ = table(app.game_page.passengers.html)
    assert (p1[blue], p2[blue]) == ("2 20", "2 20")            # a tie for most: both 20
    assert "Passengers" in text(app.game_page.players.html)   # the last column, no stations
    assert "Stations" not in text(app.game_page.players.html)


def test_a_city_click_tells_who_waits_there():
    app = scenario_app(POSITION)
    app.board.click_city(city("Berlin"))
    panel = panel_text(app)
    assert "Waiting in Berlin: 2 blue passengers and 1 red passenger." in panel
    assert "(station.build)" in panel and "Build station" not in panel


# ---------------------------------------------------------------- a whole game

def test_a_game_against_a_bot_reaches_scores_with_globetrotter_and_passengers():
    app = start_deutschland(seed=5)
    mix_buttons(app)[1].click()
    app.play.keep_tickets([0, 1])
    secret = set()
    for _ in range(500):
        s = app.state
        if s.game_over:
            break
        secret = {ticket_name(M, tk, lang) for tk in s.players[1].tickets
                  for lang in ("en", "de")}
        private = " ".join(visible_texts(app.game_page.box))
        assert not any(name in private for name in secret), s.turn
        app.auto()
        assert "ttr-error" not in app.message.value, app.message.value
    assert app.state.game_over
    scores = " ".join(visible_texts(app.game_page.scores.box))
    for word in ("Routes", "Tickets", "Globetrotter", "Passengers", "Total"):
        assert word in scores, word
    assert "Stations" not in scores and "Express" not in scores and "Longest" not in scores
    assert "[de.passenger-majority]" in scores and "place 1 in that colour: 20 points" in scores
    if any(dict(sc.parts)["de.globetrotter"] for sc in final_scores(app.state).seats):
        assert "[de.globetrotter]" in scores
    assert not app.game_page.scores.box.children[1:]   # no longest trail to pick
    log = text(app.game_page.log.html)
    assert "The bot's reason: Take " in log or "The bot's reason: Announce" in log


def test_bot_passenger_choice_is_explained_in_the_log():
    app = scenario_app({"players": [{"hand": {"red": 1}}, {"hand": {"green": 5}}],
                        "board_passengers": {"Berlin": ["red", "blue"], "Dresden": ["yellow"]}})
    app.play.draw_deck()
    app.play.draw_deck()                               # teaching mode: now seat 2 is at the screen
    app.board.click_route(route("Berlin", "Dresden"))
    app.confirm()
    assert isinstance(app.state.pending, PassengerChoice) and app.state.current == 1
    app.session.set_kind(1, "greedy")             # the bot takes over the choice
    app.after_move()
    entry = app.session.entries[-1]
    assert entry.action.seat == 1 and type(entry.action).__name__ == "TakePassengers"
    log = text(app.game_page.log.html)
    newest = log.split("3. ")[0] if "3. " in log else log
    assert "Player 2: takes passengers: Berlin" in newest
    assert "The bot's reason: Take Berlin: " in newest and "passenger majority closest" in newest
