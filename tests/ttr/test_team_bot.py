"""The ticket-minded bot in Team Asia shares tickets (asia.share-tickets) as a whole turn, with
its reason, where its partner is better placed to finish one — and keeps drawing where not.

All positions are on Legendary Asia with Ankara–Colombo (18 points) in seat 0's hand; its
cheapest way is Ankara–Tbilisi, Tbilisi–Tehran, Tehran–Shiraz, Shiraz–Karachi (2 spaces each),
Karachi–Bombay (2) and Bombay–Colombo (4): 14 spaces. Seat 1 is seat 0's partner. Seat 0 holds
no cards, so it has no route to claim and would otherwise draw.
"""
from __future__ import annotations

import pytest

from ttrwidgets.ttr.actions import ClaimRoute, DrawCard, DrawTickets, ShareTickets
from ttrwidgets.ttr.bots import GreedyBot, cheapest_path, play_game
from ttrwidgets.ttr.game import apply, new_game
from ttrwidgets.ttr.maps import load_map
from ttrwidgets.ttr.messages import render
from ttrwidgets.ttr.rules import get_rules
from ttrwidgets.ttr.scenario import _Problems, build_position

ASIA = load_map("legendary_asia")
TICKET = ["Ankara", "Colombo"]
WAY = [["Ankara", "Tbilisi"], ["Tbilisi", "Tehran", "red"], ["Tehran", "Shiraz", "white"],
       ["Shiraz", "Karachi", "purple"], ["Karachi", "Bombay"], ["Bombay", "Colombo", "red"]]
A31 = next(tk for tk in ASIA.tickets if tk.id == "A31")


def position(players, **pos):
    probs = _Problems("test")
    state = build_position(get_rules("asia.team"), ASIA, 4, 1,
                           {"players": players, "current_player": 0, **pos}, probs)
    probs.raise_if_any()
    return state


def advise(state, seat=0):
    return GreedyBot(7).advise(state, seat)


def test_ticket_name_and_way_are_what_the_tests_assume():
    assert (ASIA.cities[A31.a].name, ASIA.cities[A31.b].name, A31.points) == \
        ("Ankara", "Colombo", 18)
    s = position([{"tickets": [TICKET]}, {}, {}, {}])
    need, path = cheapest_path(s, 0, A31.a, A31.b)
    ends = [sorted((ASIA.cities[ASIA.routes[r].a].name, ASIA.cities[ASIA.routes[r].b].name))
            for r in path]
    assert need == 14 and ends == [sorted(w[:2]) for w in WAY]


def test_shares_a_ticket_it_has_too_few_trains_for():
    s = position([{"tickets": [TICKET], "trains": 5}, {}, {}, {}])
    adv = advise(s)
    assert adv.action == ShareTickets(0, ("A31",))
    assert adv.key == "bot.team-share-trains"
    assert adv.params == {"ticket": A31.index, "need": 14, "trains": 5, "seat": 1,
                          "partner_trains": 27}
    assert render(adv.key, adv.params, ASIA, "en") == (
        "Put Ankara–Colombo (18) onto the team's ticket holder, as my whole turn: its cheapest "
        "way still needs 14 trains, more than the 5 I have left; Player 2 has 27 and can "
        "finish it.")
    assert "Kartenhalter für Zielkarten" in render(adv.key, adv.params, ASIA, "de")
    # the whole turn: the ticket is on the team's holder and the partner is to move
    new, steps = apply(s, adv.action)
    assert new.players[0].tickets == () and A31.index in new.teams.tickets[0]
    assert new.current == 1 and [st.rule for st in steps][0] == "asia.share-tickets"
    # the partner now plays for it too: the routes of its way are among the partner's targets
    way = set(cheapest_path(s, 0, A31.a, A31.b)[1])
    assert way and way <= set(GreedyBot(1).targets(new, 1))
    assert not set(GreedyBot(1).targets(s, 1)) & way       # before, it did not know of it
    # the same position, the same advice (nothing random in it)
    assert advise(s) == adv


def test_shares_a_ticket_whose_way_the_partners_routes_mostly_cover():
    s = position([{"tickets": [TICKET]}, {"routes": WAY[:4]}, {}, {}])
    adv = advise(s)
    assert adv.action == ShareTickets(0, ("A31",))
    assert adv.key == "bot.team-share-network"
    assert adv.params == {"ticket": A31.index, "need": 6, "seat": 1, "theirs": 8}
    assert render(adv.key, adv.params, ASIA, "en") == (
        "Put Ankara–Colombo (18) onto the team's ticket holder, as my whole turn: on its "
        "cheapest way Player 2's routes already cover 8 train spaces and mine none; only 6 "
        "are still missing, and Player 2 is better placed to claim them.")
    assert "Spieler 2" in render(adv.key, adv.params, ASIA, "de")


@pytest.mark.parametrize("why,players,extra", [
    # the partner covers less than is still missing (4 of 14: 10 missing)
    ("partner covers little", [{"tickets": [TICKET]}, {"routes": WAY[:2]}, {}, {}], {}),
    # the bot's own routes are on the way too: it is placed as well as its partner
    ("own routes on the way", [{"tickets": [TICKET], "routes": WAY[5:]},
                               {"routes": WAY[:4]}, {}, {}], {}),
    # a ticket already complete: nothing to help with
    ("ticket done", [{"tickets": [TICKET], "routes": WAY[4:]}, {"routes": WAY[:4]}, {}, {}],
     {}),
    # too few trains, but the partner too: the team cannot finish it any more
    ("team out of trains", [{"tickets": [TICKET], "trains": 5}, {"trains": 5}, {}, {}], {}),
    # too few trains, but the last round: no later turn would use the shared ticket
    ("last round", [{"tickets": [TICKET], "trains": 5}, {}, {}, {}], {"final_round": True}),
    # no ticket in the hand at all
    ("no ticket", [{}, {"routes": WAY[:4]}, {}, {}], {}),
])
def test_does_not_share_where_the_partner_is_not_better_placed(why, players, extra):
    s = position(players, **extra)
    adv = advise(s)
    assert not isinstance(adv.action, ShareTickets), (why, adv)
    assert isinstance(adv.action, (DrawCard, DrawTickets)), (why, adv)   # it draws instead


def test_claims_a_route_before_it_would_share():
    # too few trains for the whole way, but cards for Karachi–Bombay (gray, 2): it claims
    s = position([{"tickets": [TICKET], "trains": 5, "hand": {"red": 2}}, {}, {}, {}])
    adv = advise(s)
    assert isinstance(adv.action, ClaimRoute) and adv.key == "bot.claim-ticket"


def test_in_the_middle_of_a_draw_it_takes_its_second_card():
    s = position([{"tickets": [TICKET], "trains": 5}, {}, {}, {}])
    s, _ = apply(s, DrawCard(0, "deck", None, "hand"))
    adv = advise(s)
    assert isinstance(adv.action, DrawCard) and adv.action.to == "shared"


def test_bots_share_in_seeded_games_and_replay_the_same():
    """In seeded 4-player games the bots do share now and then, always legally, and the same
    seed gives the same game."""
    def shares(seed):
        s, _ = new_game("asia.team", 4, seed=seed)
        out = []
        play_game(s, [GreedyBot(seed * 31 + i) for i in range(4)],
                  on_step=lambda st, a, ss: out.append(a) if isinstance(a, ShareTickets) else None)
        return out
    got = [shares(seed) for seed in range(12)]
    assert sum(map(len, got)) >= 1
    assert all(len(a.tickets) == 1 for g in got for a in g)
    assert shares(next(i for i, g in enumerate(got) if g)) == next(g for g in got if g)
