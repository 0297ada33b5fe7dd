"""Team Asia in the app, without a browser (asia.md): the start page offers it (board, 4 or 6
seats, the team pairing), a seat sees its own hand, its team's holders and its partner's ticket
count but never the partner's hand, the hot-seat hand-over goes seat by seat, a drawn card asks
where it goes (the second card and a lone face-up locomotive go where the engine says), a claim
offers payments from hand and holder, kept tickets put one onto the holder, *Share tickets* is a
whole turn, a bot partner explains its holder moves, and the final scores are per team with the
Asia Express and the Asia Explorer explained.
"""
import html
import json
import re

import pytest

pytest.importorskip("ipycanvas")

from ttrwidgets.ttr import cards as C  # noqa: E402
from ttrwidgets.ttr.actions import ClaimRoute, DrawCard, KeepTickets, ShareTickets  # noqa: E402
from ttrwidgets.ttr.colours import CARD_KINDS, Colour  # noqa: E402
from ttrwidgets.ttr.maps import load_map  # noqa: E402
from ttrwidgets.ttr.messages import ticket_name  # noqa: E402
from ttrwidgets.ttr.scoring import final_scores  # noqa: E402
from ttrwidgets.ttr.state import Phase, SecondCard  # noqa: E402
from ttrwidgets.widgets import TTRApp  # noqa: E402
from ttrwidgets.widgets.start import app_games  # noqa: E402

from .test_app import panel_text, text, visible  # noqa: E402

ASIA = load_map("legendary_asia")


def table(widget):
    return [[html.unescape(re.sub(r"<[^>]+>", "", c)).strip()
             for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row)]
            for row in re.findall(r"<tr[^>]*>(.*?)</tr>", widget.value)]


def start_asia(seats, seed=5, board=None, players=4):
    """Start Team Asia from the start page as a learner does: its card, then Play now."""
    app = TTRApp()
    page = app.start_page
    page.game_cards["asia"].click()
    if board:
        page.team.w_board.value = board
    page.w_players.value = players
    page.w_pace.value = 0.0
    page.w_seed.value = str(seed)
    for w, kind in zip(page.w_seats, seats):
        w.value = kind
    page.b_start.click()
    assert "ttr-error" not in app.message.value, app.message.value
    return app


def keep_three_share_first(app):
    """Tick the first three offered tickets and keep them, the first onto the holder."""
    ch = app.game_page.choice
    for k in range(3):
        ch.offer_boxes[k][0].value = True
    ch.share_pick.value = 0
    ch.b_keep.click()


def team_text(app):
    return text(app.game_page.team.html)


def chips_of(hand, lang="en"):
    from ttrwidgets.ttr.ui.chips import chip
    return [chip(k, hand[k], lang) for k in CARD_KINDS if hand[k]]


def assert_sees_only_its_own(app, seat):
    """What seat ``seat`` sees (the engine's view on the screen): its hand, its team's card
    holder and ticket holder, its partner's counts; never the partner's or the other team's
    hands or the other team's holders."""
    s = app.state
    seen = app.seen()
    assert seen.viewer == seat
    assert seen.shown_seats() == [seat]
    team = s.teams.of_seat[seat]
    partner = next(x for x in s.teams.members(team) if x != seat)
    assert seen.player(partner).hand is None and seen.player(partner).tickets is None
    mine = seen.team_of(seat)
    assert mine.shared_hand == s.teams.hands[team]
    assert all(tm.shared_hand is None and tm.shared_tickets is None
               for tm in seen.teams if tm.team != team)
    words = team_text(app)
    assert "Your team's ticket holder" in words
    # the card holder stands under the hand (a claim is paid from both), with its cards
    assert "Your team's card holder" in text(app.game_page.hand.html)
    assert "Your team's card holder" not in words
    holder = app.game_page.hand.html.value.split("ttr-holder", 1)[1]
    for c in chips_of(mine.shared_hand):
        assert c in holder
    assert f"Your partner Player {partner + 1}" in words
    n = len(s.players[partner].tickets)
    assert f"holds {n} ticket{'' if n == 1 else 's'}" in words
    # the hand panel shows this seat's hand only
    hand = app.game_page.hand.html.value
    assert "Your hand" in text(app.game_page.hand.html)
    for c in chips_of(s.players[seat].hand):
        assert c in hand
    # no other seat's ticket is listed among the viewer's tickets
    listed = {tk for _seat, tk in app.game_page.tickets.slots}
    assert listed == set(s.players[seat].tickets)


# ---------------------------------------------------------------- the start page

def test_start_page_offers_team_asia_with_board_players_and_pairing():
    app = TTRApp()
    page = app.start_page
    assert "asia" in [g.id for g in app_games()] and "asia" in page.game_cards
    assert "Ticket to Ride Asia (teams) · 4 or 6 players" in page.game_cards["asia"].description
    assert ".ttr-game-asia {" in page.thumbs.value
    assert not visible(page.team.w_board)               # Europe is chosen: no board choice
    page.game_cards["asia"].click()
    assert visible(page.team.w_board) and visible(page.team.pairing)
    assert [v for _, v in page.w_players.options] == [4, 6] and page.w_players.value == 4
    assert [v for _, v in page.team.w_board.options] == ["legendary_asia", "europe"]
    assert app.board.game_map.id == "legendary_asia"
    pairing = text(page.team.pairing)
    assert "Team 1: Seat 1 + Seat 2" in pairing and "Team 2: Seat 3 + Seat 4" in pairing
    assert "mountain routes are ordinary routes" in pairing
    assert [w.description for w in page.w_seats[:4]] == [
        "Seat 1 · Team 1", "Seat 2 · Team 1", "Seat 3 · Team 2", "Seat 4 · Team 2"]
    page.w_players.value = 6
    assert "Team 3: Seat 5 + Seat 6" in text(page.team.pairing)
    assert visible(page.w_seats[5])
    page.team.w_board.value = "europe"
    assert app.board.game_map.id == "europe"           # the board beside the form follows
    assert "mountain" not in text(page.team.pairing)
    app.topbar.lang_toggle.value = "de"
    assert "Mannschaft 1: Platz 1 + Platz 2" in text(page.team.pairing)
    assert page.w_seats[0].description == "Platz 1 · Mannschaft 1"
    app.topbar.lang_toggle.value = "en"
    page.b_start.click()
    assert app.state.rules.id == "asia.team" and app.state.map.id == "europe"
    assert app.state.n_players == 6
    app.show_start()
    page.game_cards["europe"].click()                  # back to Europe: no team widgets
    assert not visible(page.team.w_board) and not visible(page.team.pairing)
    assert page.w_seats[0].description == "Seat 1"


# ---------------------------------------------------------------- hot seat, hidden hands

def test_two_people_on_different_teams_see_only_what_the_rules_let_them_see():
    app = start_asia(["human", "greedy", "human", "greedy"], seed=7)
    s = app.state
    assert app.session.kinds == ["human", "greedy", "human", "greedy"]
    # the set-up: each person at the screen in turn, after a hand-over
    for seat in (0, 2):
        assert app.page.children == (app.handover_page.box,)
        assert f"Player {seat + 1}" in text(app.handover_page.text)
        assert "Hands and holders are hidden" in team_text(app)   # the hidden page holds none
        app.ready()
        assert app.page.children == (app.game_page.box,)
        assert_sees_only_its_own(app, seat)
        assert "Onto the team's ticket holder:" in panel_text(app)
        keep_three_share_first(app)
    s = app.state
    assert s.phase is Phase.MAIN
    assert len(s.teams.tickets[0]) == 2 and len(s.teams.tickets[1]) == 2
    # every turn of a person starts with a hand-over to that seat
    turns = 0
    while not app.state.game_over and turns < 6:
        seat = app.acting_seat()
        assert app.page.children == (app.handover_page.box,)
        app.ready()
        assert_sees_only_its_own(app, seat)
        # the team's shared tickets are listed by name for the team, the others' only counted
        other = 1 - s.teams.of_seat[seat]
        words = team_text(app)
        for tk in app.state.teams.tickets[app.state.teams.of_seat[seat]]:
            assert ASIA.tickets[tk].points and \
                f"{ASIA.cities[ASIA.tickets[tk].a].display_name}–" in words
        for tk in app.state.teams.tickets[other]:
            assert f"{ASIA.cities[ASIA.tickets[tk].a].display_name}–" \
                f"{ASIA.cities[ASIA.tickets[tk].b].display_name}" not in words
        app.auto()
        if isinstance(app.state.pending, SecondCard):
            app.auto()
        turns += 1
    assert turns == 6


# ---------------------------------------------------------------- a person with a bot partner

def test_draw_to_hand_or_holder_the_second_goes_to_the_other_place():
    app = start_asia(["human", "greedy", "greedy", "greedy"], seed=5)
    keep_three_share_first(app)
    s = app.state
    assert s.current == 0 and s.phase is Phase.MAIN
    assert len(s.teams.tickets[0]) == 2         # mine and my bot partner's
    hand0, holder0 = s.players[0].hand, s.teams.hands[0]
    app.game_page.cards.b_deck.click()          # asks where the card goes
    words = panel_text(app)
    assert "Where does the card from the deck go?" in words and "[asia.draw-split]" in words
    dp = app.game_page.choice.parts["draw-place"]
    assert [b.description for b in dp.children if visible(b)] == ["Into my hand",
                                                                  "Onto the team's card holder"]
    assert app.state is s                       # nothing drawn yet
    dp.children[1].click()                      # onto the holder
    s = app.state
    assert s.pending == SecondCard("shared")
    assert sum(s.teams.hands[0]) == sum(holder0) + 1 and s.players[0].hand == hand0
    # the second card: no question, it goes to the other place (the engine's choice)
    slot = next(i for i, c in enumerate(s.faceup) if Colour(c) != Colour.LOCOMOTIVE)
    app.play.draw_faceup(slot)
    s2 = app.state
    assert sum(s2.players[0].hand) == sum(hand0) + 1
    last = [a for a in (e.action for e in app.session.entries) if a and a.seat == 0][-1]
    assert isinstance(last, DrawCard) and last.to == "hand"
    assert "[asia.draw-split]" in "".join(f"[{st.rule}]" for st in
                                          app.session.entries[
                                              next(i for i, e in enumerate(app.session.entries)
                                                   if e.action == last)].steps)
    # the bot partner moved next and explains what it put onto the holders
    assert app.state.current == 0 and "Your bot partner explains" in team_text(app)



def test_a_bot_partner_shares_a_ticket_and_explains_why():
    """asia.share-tickets: the bot partner, with too few trains left for its ticket, spends its
    turn putting it onto the holder; the person sees it there and reads why (en and de)."""
    from ttrwidgets.session import Session
    data = {"game": "asia", "options": {"players": 4}, "seed": 1,
            "position": {"players": [{}, {"tickets": [["Ankara", "Colombo"]], "trains": 5},
                                     {}, {}], "current_player": 1}}
    app = TTRApp()
    app.begin(Session.from_scenario(data, ["human", "greedy", "greedy", "greedy"]), 0.0, False)
    share = app.session.entries[1].action
    assert share == ShareTickets(1, ("A31",))
    assert app.state.current == 0 and app.state.teams.tickets[0] == (ASIA.ticket_by_id["A31"],)
    words = team_text(app)
    assert "Your team's ticket holder: Ankara–Colombo (18)" in words
    assert ("Player 2: Put Ankara–Colombo (18) onto the team's ticket holder, as my whole turn: "
            "its cheapest way still needs 14 trains, more than the 5 I have left; Player 1 "
            "has 27 and can finish it.") in words
    app.topbar.lang_toggle.value = "de"
    assert "Spieler 2: Stelle Ankara–Colombo (18) in den Kartenhalter für Zielkarten der Mannschaft" \
        in team_text(app)

def test_a_face_up_locomotive_alone_goes_to_the_holder_without_asking():
    app = start_asia(["human", "greedy", "greedy", "greedy"], seed=5)
    keep_three_share_first(app)
    s = app.state
    from ttrwidgets.ttr.colours import LOCO
    from ttrwidgets.ttr.state import evolve_state
    k = s.deck.index(LOCO)                      # swap a locomotive of the deck face up
    deck, faceup = list(s.deck), list(s.faceup)
    deck[k], faceup[0] = faceup[0], LOCO
    app.session.entries[-1].state = evolve_state(s, deck=tuple(deck), faceup=tuple(faceup))
    app.refresh()
    holder = sum(app.state.teams.hands[0])
    app.play.draw_faceup(0)
    assert "ttr-error" not in app.message.value, app.message.value
    assert sum(app.session.entries[-1 if app.state.current == 0 else -1].state.teams.hands[0]) \
        >= holder
    first = next(e for e in app.session.entries if isinstance(e.action, DrawCard)
                 and e.action.seat == 0)
    assert first.action.to == "shared" and Colour(first.action.colour) == Colour.LOCOMOTIVE


def claim_scenario():
    data = json.loads(open("tests/scenarios/asia/claim-pool-hand-and-holder.json").read())
    data["steps"] = []
    app = TTRApp()
    app.load_text(json.dumps(data), "claim.json")
    for seat in (1, 2, 3):
        app.session.set_kind(seat, "greedy")
    app.teaching = False
    app.refresh()
    return app


def test_claim_offers_payments_from_hand_and_holder_and_pays_from_the_holder():
    app = claim_scenario()
    s = app.state
    assert s.players[0].hand == C.card_set({"red": 1, "blue": 2})
    assert s.teams.hands[0] == C.card_set({"red": 2, "blue": 1})
    r = next(rt.index for rt in ASIA.routes_between(ASIA.city_index("Moscow"),
                                                    ASIA.city_index("Perm"))
             if Colour(rt.colour) == Colour.RED)
    app.select("route", r)
    words = panel_text(app)
    assert "[asia.claim-pool]" in words
    labels = [label for label, _ in app.game_page.choice.picker.options]
    assert "3 red — 1 red from your hand, 2 red from the card holder" in labels
    app.confirm(0)
    assert "ttr-error" not in app.message.value, app.message.value
    claim = next(e for e in app.session.entries if isinstance(e.action, ClaimRoute))
    assert claim.action.from_shared == C.card_set({"red": 2})
    assert claim.state.owners[r] == 0
    assert claim.state.teams.hands[0] == C.card_set({"blue": 1})
    assert any(st.key == "teams.paid-from-holder" for st in claim.steps)


def test_holder_pick_follows_the_ticked_tickets_so_tick_and_keep_is_accepted():
    """asia.setup-tickets: the ticket put onto the team's holder is one of the kept ones. The
    holder list offers the ticked tickets and starts on the first ticked one, so ticking three
    tickets (not the first offered) and pressing Keep is accepted at once."""
    app = start_asia(["human", "greedy", "greedy", "greedy"], seed=9)
    ch = app.game_page.choice
    pick = ch.share_pick
    offered = [tk for _, tk in ch.offer_boxes]
    assert list(pick.options) == [] and pick.disabled      # nothing ticked, nothing to pick
    for k in (1, 2, 3):
        ch.offer_boxes[k][0].value = True
    names = [ticket_name(app.state.map, offered[k], "en") for k in (1, 2, 3)]
    assert list(pick.options) == list(zip(names, (1, 2, 3))) and not pick.disabled
    assert pick.value == 1
    pick.value = 3                                  # a pick stays while its ticket is ticked
    ch.offer_boxes[2][0].value = False
    assert pick.value == 3
    ch.offer_boxes[3][0].value = False              # unticked: the first ticked one
    assert pick.value == 1 and [v for _, v in pick.options] == [1]
    ch.offer_boxes[2][0].value = ch.offer_boxes[4][0].value = True
    ch.b_keep.click()
    assert "ttr-error" not in app.message.value, app.message.value
    s = app.state
    assert s.phase is Phase.MAIN
    keep = next(e.action for e in app.session.entries if isinstance(e.action, KeepTickets)
                and e.action.seat == 0)
    m = s.map
    assert keep.share == m.tickets[offered[1]].id
    assert set(keep.tickets) == {m.tickets[offered[k]].id for k in (1, 2, 4)}


def test_keep_tickets_must_share_one_and_share_tickets_is_a_whole_turn():
    app = start_asia(["human", "greedy", "greedy", "greedy"], seed=9)
    ch = app.game_page.choice
    # the holder list offers only the ticked tickets: a ticket that is not kept cannot be
    # picked (the engine would refuse it: asia.setup-tickets)
    for k in range(3):
        ch.offer_boxes[k][0].value = True
    assert [v for _, v in ch.share_pick.options] == [0, 1, 2]
    ch.share_pick.value = 2
    ch.b_keep.click()
    s = app.state
    assert s.phase is Phase.MAIN and len(s.players[0].tickets) == 2
    keep = next(e.action for e in app.session.entries if isinstance(e.action, KeepTickets)
                and e.action.seat == 0)
    assert keep.share == keep.tickets[2]
    # Share tickets…: up to 2 of the own tickets, the whole turn
    team = app.game_page.team
    assert visible(team.b_share) and team.b_share.description == "Share tickets…"
    team.b_share.click()
    words = panel_text(app)
    assert "Share up to 2 tickets with your partner" in words and "[asia.share-tickets]" in words
    boxes = app.game_page.choice.dialogs
    share = next(d for d in boxes if type(d).__name__ == "ShareDialog")
    assert len(share.boxes) == 2
    for cb, _ in share.boxes:
        cb.value = True
    mine = s.players[0].tickets
    app.confirm()
    assert "ttr-error" not in app.message.value, app.message.value
    entry = next(e for e in app.session.entries if isinstance(e.action, ShareTickets))
    assert set(entry.action.tickets) == {ASIA.tickets[tk].id for tk in mine}
    assert entry.state.players[0].tickets == () and entry.state.current == 1   # turn over
    assert set(mine) <= set(app.state.teams.tickets[0])
    assert all(ticket_listed(app, tk) for tk in mine)


def ticket_listed(app, tk):
    m = app.state.map
    return f"{m.cities[m.tickets[tk].a].display_name}–{m.cities[m.tickets[tk].b].display_name}" \
        in team_text(app)


# ---------------------------------------------------------------- to the final scores

@pytest.mark.parametrize("board", ["legendary_asia", "europe"])
def test_person_with_bots_plays_to_the_final_scores_per_team(board):
    app = start_asia(["human", "greedy", "greedy", "greedy"], seed=3, board=board)
    keep_three_share_first(app)
    for _ in range(400):
        if app.state.game_over:
            break
        assert_sees_only_its_own(app, 0)
        app.auto()
        assert "ttr-error" not in app.message.value, app.message.value
    s = app.state
    assert s.game_over and s.map.id == board
    fs = final_scores(s)
    box = app.game_page.scores.box
    assert visible(box)
    score = next(w for w in box.children if "ttr-team-score" in w._dom_classes)
    rows = table(score)
    assert rows[0][:6] == ["Team", "Routes", "Tickets", "Asia Express", "Asia Explorer", "Total"]
    assert len(rows) == 3
    for sc, row in zip(fs.seats, rows[1:]):
        assert row[0].startswith(f"{sc.seat + 1} Team {sc.seat + 1}")
        assert row[5] == str(sc.total)
        assert row[3] == str(dict(sc.parts)["asia.express"])
    words = text(score)
    assert "[asia.express]" in words and "[asia.explorer]" in words
    assert re.search(r"Asia Express: 10 points to the teams? with the longest continuous path", words)
    assert re.search(r"Asia Explorer: 10 points to the teams? with the most completed tickets", words)
    assert f"Winner: Team {fs.winners[0] + 1}" in words
    # the players table's points are the team totals; the board draws a team's trail
    players = table(app.game_page.players.html)
    assert players[1][1] == str(fs.seats[0].total) == players[2][1]
    pick = box.children[-1]
    assert pick.value == fs.winners[0]          # the winner's trail first; the other on request
    other = 1 - pick.value
    pick.value = other
    assert app.play.trail_seat == other
    app.topbar.lang_toggle.value = "de"
    assert "Asien-Express" in text(next(w for w in app.game_page.scores.box.children
                                        if "ttr-team-score" in w._dom_classes))
