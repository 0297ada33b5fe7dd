"""The game review (issue 25, items 2 and 4): planted mistakes in hand-made games are found,
ranked by cost, and their exact costs agree with a recomputation of the final scoring."""
from dataclasses import replace

import pytest

from ttrwidgets.ttr.actions import BuildStation, ClaimRoute, DrawCard, KeepTickets
from ttrwidgets.ttr.bots import GreedyBot
from ttrwidgets.ttr.game import active_seats, apply, new_game
from ttrwidgets.ttr.colours import Colour
from ttrwidgets.ttr.maps import RouteKind
from ttrwidgets.ttr.review import (MAX_MISTAKES, ReviewCancelled, describe, review_game)
from ttrwidgets.ttr.scoring import final_scores
from ttrwidgets.ttr.state import evolve_player, evolve_state


def _hand(colour, n, extra=()):
    h = [0] * 9
    h[colour] += n
    for c in extra:
        h[c] += 1
    return tuple(h)


def planted_game():
    """A 2-player Europe game whose learner (seat 0) makes three planted mistakes:

    * it keeps ticket ``t1`` although every route into one of its cities is another player's;
    * on its first turn it could claim ``r``, the last free route into a city of its ticket
      ``t2``, but builds a station instead; seat 1 then claims ``r`` and ``t2`` fails;
    * that station (in ``z``, whose routes are all the learner's own) never borrows a route.

    Then both seats play on as greedy bots. Returns (states, actions, plants)."""
    s, _ = new_game("europe.classic", 2, seed=31)
    m = s.map
    deg = {c.index: len(set(m.adjacency[c.index])) for c in m.cities}
    by_deg = sorted(deg, key=lambda c: (deg[c], c))
    tickets_at = {c: [t.index for t in m.tickets if c in (t.a, t.b)] for c in deg}
    x = next(c for c in by_deg if tickets_at[c])
    def plain(c):
        """A plain coloured single route into ``c`` (not from x)."""
        return [i for i in m.adjacency[c] if m.routes[i].kind is RouteKind.NORMAL
                and m.routes[i].colour != Colour.GRAY and not m.parallel(i)
                and m.routes[i].other(c) != x]
    y = next(c for c in by_deg if c != x and deg[c] >= 2 and plain(c) and any(
        x not in (m.tickets[t].a, m.tickets[t].b) for t in tickets_at[c])
        and not set(m.adjacency[c]) & set(m.adjacency[x]))
    t1 = tickets_at[x][0]
    t2 = next(t for t in tickets_at[y] if x not in (m.tickets[t].a, m.tickets[t].b))
    r = plain(y)[0]       # the only route into y left free
    used = set(m.adjacency[x]) | set(m.adjacency[y])
    z = next(c for c in by_deg if c not in (x, y) and not set(m.adjacency[c]) & used)
    owners = list(s.owners)
    for i in m.adjacency[x]:
        owners[i] = 1
    for i in m.adjacency[y]:
        if i != r:
            owners[i] = 1
    for i in m.adjacency[z]:
        owners[i] = 0
    colour = int(m.routes[r].colour)
    other = (colour + 1) % 8
    p0 = evolve_player(s.players[0], hand=_hand(colour, m.routes[r].length, [other]))
    p1 = evolve_player(s.players[1], hand=_hand(colour, m.routes[r].length))
    setup = list(s.setup)
    offered = (t1, t2) + tuple(t for t in setup[0].offered if t not in (t1, t2))[:2]
    setup[0] = replace(setup[0], offered=offered)
    s = evolve_state(s, owners=tuple(owners), players=(p0, p1), setup=tuple(setup))
    states, actions = [s], [None]

    def play(a):
        nonlocal s
        s, _ = apply(s, a)
        states.append(s)
        actions.append(a)

    play(KeepTickets(0, (m.tickets[t1].id, m.tickets[t2].id)))
    g1 = GreedyBot(1)
    play(g1.choose(s, 1))                            # seat 1 keeps its starting tickets
    assert s.current == 0 and s.pending is None
    play(BuildStation(0, m.cities[z].name, _hand(other, 1)))     # instead of claiming r
    play(ClaimRoute(1, m.routes[r].id, _hand(colour, m.routes[r].length)))   # the block
    bots = [GreedyBot(0), g1]
    while active_seats(s):
        seat = active_seats(s)[0]
        play(bots[seat].choose(s, seat))
    return states, actions, {"t1": t1, "t2": t2, "r": r, "z": z, "station_entry": 3,
                             "keep_entry": 1}


@pytest.fixture(scope="module")
def planted():
    return planted_game()


def test_review_finds_the_planted_mistakes_and_ranks_them_by_cost(planted):
    states, actions, p = planted
    final = states[-1]
    assert final.game_over
    r = review_game(states, actions, 0, rollouts=0)
    kinds = {(x.kind, x.entry) for x in r.mistakes}
    assert ("kept-impossible", p["keep_entry"]) in kinds
    assert ("blocked", p["station_entry"]) in kinds
    assert ("idle-station", p["station_entry"]) in kinds
    costs = [x.cost for x in r.mistakes]
    assert costs == sorted(costs, reverse=True) and len(r.mistakes) <= MAX_MISTAKES
    m = final.map
    by = {x.kind: x for x in r.mistakes}
    assert by["kept-impossible"].params["ticket"] == p["t1"]
    assert by["blocked"].params["ticket"] == p["t2"] and by["blocked"].routes == (p["r"],)
    assert by["blocked"].params["owner"] == 1
    assert by["idle-station"].cities == (p["z"],)
    assert by["kept-impossible"].cost == m.tickets[p["t1"]].points
    assert all(x.exact for x in r.mistakes)


def test_exact_costs_agree_with_the_final_scoring_recomputed(planted):
    """Remove the mistake from the final position and score again: the learner's total
    changes by exactly the cost the review gives."""
    states, actions, p = planted
    final = states[-1]
    r = review_game(states, actions, 0, rollouts=0)
    total = final_scores(final)[0].total
    me = final.players[0]
    for x in r.mistakes:
        if x.kind in ("kept-impossible", "blocked"):
            t = x.params["ticket"]
            fixed = evolve_state(final, players=(evolve_player(
                me, tickets=tuple(k for k in me.tickets if k != t)),) + final.players[1:])
        else:
            fixed = evolve_state(final, players=(evolve_player(
                me, stations=tuple(c for c in me.stations if c != p["z"])),) +
                final.players[1:])
        assert final_scores(fixed)[0].total - total == x.cost, x.kind


def test_review_words_every_mistake_in_both_languages(planted):
    states, actions, _ = planted
    m = states[-1].map
    r = review_game(states, actions, 0, rollouts=0)
    for x in r.mistakes:
        en, de = describe(x, m, "en"), describe(x, m, "de")
        assert len(en) == len(de) == 3 and en != de
        assert "exact" in en[1] and "genau" in de[1]
    blocked = next(x for x in r.mistakes if x.kind == "blocked")
    from ttrwidgets.ttr.messages import route_name
    assert route_name(m, blocked.routes[0], "de") in describe(blocked, m, "de")[0]


def test_rollout_estimates_show_their_spread_and_can_be_cancelled(planted):
    states, actions, _ = planted
    seen = []
    r = review_game(states, actions, 0, rollouts=2, max_rollout_decisions=1,
                    progress=lambda d, t: seen.append((d, t)))
    assert seen and seen[-1][0] == seen[-1][1]
    est = [x for x in r.found if not x.exact]
    for x in est:
        assert x.samples == 2 and x.spread is not None and "±" in describe(x, states[-1].map)[1]
    with pytest.raises(ReviewCancelled):
        review_game(states, actions, 0, rollouts=2, cancel=lambda: True)


def test_review_refuses_an_unfinished_game():
    s, _ = new_game("europe.classic", 2, seed=1)
    with pytest.raises(ValueError, match="not over"):
        review_game([s], [None], 0)
