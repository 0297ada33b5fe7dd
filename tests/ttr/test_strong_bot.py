"""The strong bot (issue 25): legal moves only, decisions from the seat's view only, its plan in
words, offered beside the other bots."""
import random
from dataclasses import replace

import pytest

from ttrwidgets.ttr.bots import BOTS, GreedyBot, StrongBot
from ttrwidgets.ttr.game import active_seats, apply, is_legal, new_game
from ttrwidgets.ttr.state import TicketChoice, evolve_player, evolve_state
from ttrwidgets.core import i18n
from ttrwidgets.ttr.strong import PLAN_KEYS


def _scramble(state, seat, rng):
    """The same position with everything ``seat`` may not see replaced: the deck order, the
    ticket decks, the other seats' hands (same sizes) and tickets (same counts), another
    seat's pending ticket offer, another team's holders."""
    m = state.map
    pool = list(state.deck) + [c for i, p in enumerate(state.players) if i != seat
                               for c, n in enumerate(p.hand) for _ in range(n)]
    rng.shuffle(pool)
    players = []
    n_tk = len(m.tickets)
    for i, p in enumerate(state.players):
        if i == seat:
            players.append(p)
            continue
        k = sum(p.hand)
        hand = [0] * len(p.hand)
        for c in pool[:k]:
            hand[c] += 1
        pool = pool[k:]
        tickets = tuple(rng.randrange(n_tk) for _ in p.tickets)
        players.append(evolve_player(p, hand=tuple(hand), tickets=tickets))
    changes = dict(players=tuple(players), deck=tuple(pool),
                   tickets=tuple(rng.sample(range(n_tk), len(state.tickets))),
                   long_tickets=tuple(rng.sample(range(n_tk), len(state.long_tickets))))
    if isinstance(state.pending, TicketChoice) and state.current != seat:
        changes["pending"] = replace(state.pending, offered=tuple(
            rng.sample(range(n_tk), len(state.pending.offered))))
    if state.setup:
        changes["setup"] = tuple(
            c if i == seat or not isinstance(c, TicketChoice) else
            replace(c, offered=tuple(rng.sample(range(n_tk), len(c.offered))))
            for i, c in enumerate(state.setup))
    if state.teams is not None:
        mine = state.teams.of_seat[seat]
        hands = tuple(h if t == mine else tuple(rng.randrange(3) for _ in h)
                      for t, h in enumerate(state.teams.hands))
        tks = tuple(x if t == mine else tuple(rng.randrange(n_tk) for _ in x)
                    for t, x in enumerate(state.teams.tickets))
        changes["teams"] = replace(state.teams, hands=hands, tickets=tks)
    return evolve_state(state, **changes)


GAMES = [("europe.classic", 2, 11), ("europe.classic", 4, 12), ("deutschland", 2, 13),
         ("deutschland", 4, 14), ("asia.team", 4, 15)]


@pytest.mark.parametrize("rules,players,seed", GAMES)
def test_strong_bot_plays_legal_moves_from_its_view_only(rules, players, seed):
    state, _ = new_game(rules, players, seed)
    bots = [StrongBot(seed + i) if i % 2 == 0 else GreedyBot(seed + i) for i in range(players)]
    rng = random.Random(seed)
    checked = 0
    for _ in range(3000):
        seats = active_seats(state)
        if not seats:
            break
        seat = seats[0]
        action = bots[seat].choose(state, seat)
        assert is_legal(state, action), (str(action), state.turn)
        if isinstance(bots[seat], StrongBot) and rng.random() < 0.3:
            # a fresh bot on the scrambled view decides the same as a fresh bot on the real one
            scrambled = _scramble(state, seat, rng)
            assert scrambled != state or sum(p.hand_size for p in state.players) == 0
            real = StrongBot(seed + seat).choose(state, seat)
            assert StrongBot(seed + seat).choose(scrambled, seat) == real, (str(real), state.turn)
            checked += 1
        state, _ = apply(state, action)
    assert state.game_over
    assert checked >= 10


def test_the_scramble_changes_what_is_hidden():
    """The scramble the test above relies on does change the other seats' hidden parts."""
    state, _ = new_game("europe.classic", 3, 4)
    s2 = _scramble(state, 0, random.Random(1))
    assert s2.players[0] == state.players[0]
    assert s2.deck != state.deck and s2.tickets != state.tickets
    assert [p.hand_size for p in s2.players] == [p.hand_size for p in state.players]
    assert [p.hand for p in s2.players[1:]] != [p.hand for p in state.players[1:]]


def test_plan_is_one_sentence_in_both_languages():
    state, _ = new_game("europe.classic", 2, 7)
    bot = StrongBot(1)
    while state.players[0].tickets == () or active_seats(state) != [0]:
        seat = active_seats(state)[0]
        state, _ = apply(state, [bot, GreedyBot(2)][seat].choose(state, seat))
    en, de = bot.plan_text(state, 0, "en"), bot.plan_text(state, 0, "de")
    key, params = bot.plan_advice(state, 0)
    assert en.startswith("My plan:") and de.startswith("Mein Plan:")
    assert en.count(". ") == 0 and en.endswith(".") and de.endswith(".")
    # it names the tickets it plays for and the route it takes first
    from ttrwidgets.ttr.messages import route_name, ticket_name
    if "route" in params:
        assert route_name(state.map, params["route"], "en") in en
        assert route_name(state.map, params["route"], "de") in de
    for t in params.get("tickets", ()):
        assert ticket_name(state.map, t, "en") in en
    assert key in PLAN_KEYS


def test_every_plan_sentence_is_in_both_catalogues():
    assert all(i18n.has_text("coach", k, lang) for k in PLAN_KEYS for lang in ("en", "de"))


def test_plan_forest_is_exact_for_its_tickets():
    """The train spaces the plan still needs are the minimum Steiner forest's, recomputed
    independently with networkx over the routes open to the seat."""
    from ttrwidgets.graphs.steiner import steiner_forest
    state, _ = new_game("europe.classic", 2, 21)
    bot = StrongBot(0)
    while not state.players[0].tickets or active_seats(state) != [0]:
        seat = active_seats(state)[0]
        state, _ = apply(state, [bot, GreedyBot(2)][seat].choose(state, seat))
    p = bot.plan(state, 0)
    m = state.map
    pairs = [(m.tickets[t].a, m.tickets[t].b) for t in p.tickets]
    G = m.to_networkx()
    cost, edges = steiner_forest(G, pairs, lambda u, v, k, d: None if state.owners[k] not in
                                 (-1, 0) else (0 if state.owners[k] == 0 else d["length"]))
    assert cost is not None and p.need >= cost          # never below the true minimum
    assert sum(m.routes[r].length for r in p.routes) == p.need
    assert p.need <= state.players[0].trains


def test_strong_is_offered_beside_the_other_bots():
    from ttrwidgets.core.family import family
    assert "strong" in family("europe").bots() and BOTS["strong"] is StrongBot
    from ttrwidgets.session import Session
    s = Session.new("deutschland", ["strong", "greedy"], seed=3)
    s.run_bots()
    assert s.state.game_over


def test_a_passenger_is_worth_what_it_changes_in_the_final_majorities():
    """de.passenger-majority, from the public counts: a colour the seat leads by two is worth
    nothing more; one only the other seat holds is worth a shared first place now (20) and a
    second place once the other takes one more (10): 15 on average."""
    from ttrwidgets.ttr import passengers as P
    state, _ = new_game("deutschland", 2, 3)
    lead, behind = P.colours_of(state.map)[:2]
    players = (evolve_player(state.players[0], passengers=(lead, lead, lead)),
               evolve_player(state.players[1], passengers=tuple(sorted((lead, behind)))))
    state = evolve_state(state, players=players)
    values = StrongBot(0)._pax_values(state, 0)
    assert values[lead] == 0
    assert values[behind] == 15
    # a tie (1 each): one more gains nothing at once, keeps the first place (20, not 10) once
    # the other takes one too, and takes half of the other's 10 points of difference away
    players = (evolve_player(state.players[0], passengers=(behind,)),
               evolve_player(state.players[1], passengers=(behind,)))
    tie = evolve_state(state, players=players)
    assert StrongBot(0)._pax_values(tie, 0)[behind] == (0 + 10) / 2 + 0.5 * 10


def test_a_ticket_cut_off_is_rescued_by_a_station_that_borrows_the_blocking_route():
    """station.build / station.borrow: another player owns every route into one city of the
    seat's ticket; the bot builds a station at an end of one of those routes (not in a city
    that already has one), and with it the ticket is back in its plan."""
    from ttrwidgets.ttr.actions import BuildStation
    from ttrwidgets.ttr.messages import render
    state, _ = new_game("europe.classic", 2, 21)
    bot = StrongBot(0)
    while not state.players[0].tickets or active_seats(state) != [0]:
        seat = active_seats(state)[0]
        state, _ = apply(state, [bot, GreedyBot(2)][seat].choose(state, seat))
    m = state.map
    t = state.players[0].tickets[0]
    b = m.tickets[t].b
    owners = list(state.owners)
    for r in m.adjacency[b]:
        owners[r] = 1                                   # every way into b is seat 1's
    hand = (3, 3, 3, 3, 3, 3, 3, 3, 0)
    state = evolve_state(state, owners=tuple(owners),
                         players=(evolve_player(state.players[0], hand=hand),
                                  state.players[1]))
    assert t in StrongBot(0).plan(state, 0).dropped
    adv = StrongBot(0).advise(state, 0)
    assert adv.key == "bot.station" and isinstance(adv.action, BuildStation)
    assert is_legal(state, adv.action)
    borrowed = m.routes[adv.params["route"]]
    assert owners[borrowed.index] == 1 and adv.params["city"] in (borrowed.a, borrowed.b)
    assert adv.params["ticket"] == t
    assert "station" in render(adv.key, adv.params, m, "en")
    assert "Bahnhof" in render(adv.key, adv.params, m, "de")
    after, _ = apply(state, adv.action)
    p = StrongBot(0).plan(after, 0)
    assert t in p.tickets or t in p.done
