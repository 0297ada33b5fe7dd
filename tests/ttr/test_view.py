"""What one seat may see: ``view(state, seat)`` and its typed form ``seat_view`` over whole
seeded games (``tickets.secret``, hidden hands, hidden deck order)."""
import json

import pytest

from ttrwidgets.ttr.actions import KeepTickets
from ttrwidgets.ttr.bots import GreedyBot
from ttrwidgets.ttr.colours import CARD_KINDS
from ttrwidgets.ttr.game import active_seats, apply, new_game
from ttrwidgets.ttr.record import state_to_json
from ttrwidgets.ttr.state import Phase, TicketChoice
from ttrwidgets.core.steps import step
from ttrwidgets.ttr.view import PUBLIC, seat_view, step_view, view

#: the keys a seat's view had before the typed layer; kept as they were
SEAT_KEYS = {"viewer", "rules", "map", "players", "routes", "faceup", "deck_size", "discard_size",
             "tickets_left", "current", "phase", "pending", "setup", "final_turns", "turn"}


def play(rules="europe.classic", players=3, seed=4, limit=2000):
    """Every state of one seeded game between greedy bots, with the steps that led there."""
    s, steps = new_game(rules, players, seed)
    bots = [GreedyBot(seed * 31 + i) for i in range(players)]
    out = [(s, steps)]
    for _ in range(limit):
        seats = active_seats(s)
        if not seats:
            break
        s, steps = apply(s, bots[seats[0]].choose(s, seats[0]))
        out.append((s, steps))
    assert s.phase is Phase.OVER
    return out


@pytest.fixture(scope="module")
def game():
    return play()


def choice_of(s, seat):
    if s.phase is Phase.SETUP:
        return s.setup[seat]
    return s.pending if seat == s.current and isinstance(s.pending, TicketChoice) else None


def test_seat_view_keeps_its_json_keys_and_the_teacher_sees_the_state(game):
    s = game[5][0]
    assert set(view(s, 0)) == SEAT_KEYS
    assert view(s, None) == {**state_to_json(s), "viewer": None}
    assert view(s, PUBLIC)["viewer"] == PUBLIC
    json.dumps(view(s, 1))
    for bad in (3, -2, True, "0"):
        with pytest.raises(ValueError):
            view(s, bad)


def test_every_seat_sees_its_own_hand_and_tickets_and_only_counts_of_the_others(game):
    for s, _ in game[::7] + game[-3:]:
        n = s.n_players
        for seat in (*range(n), None, PUBLIC):
            sv = seat_view(s, seat)
            text = json.dumps(view(s, seat))
            assert sv.viewer == seat and len(sv.players) == n
            assert sv.deck_size == len(s.deck) and sv.tickets_left == len(s.tickets)
            for i, (p, pv) in enumerate(zip(s.players, sv.players)):
                sees = seat is None or seat == i
                assert pv.seat == i and pv.trains == p.trains and pv.score == p.score
                assert pv.stations == p.stations
                assert pv.hand_size == sum(p.hand) and pv.tickets_count == len(p.tickets)
                assert pv.hand == (p.hand if sees else None)
                tickets_shown = sees or s.phase is Phase.OVER     # tickets.secret
                assert pv.tickets == (p.tickets if tickets_shown else None)
                if not tickets_shown:
                    for tk in p.tickets:
                        assert f'"{s.map.tickets[tk].id}"' not in text
            assert sv.shown_seats() == (list(range(n)) if seat is None else
                                        [] if seat == PUBLIC else [seat])
            if seat is not None:
                assert "deck" not in view(s, seat) and "tickets" not in view(s, seat)


def test_ticket_offers_are_seen_by_the_seat_that_answers_them_and_the_teacher(game):
    seen_hidden = seen_setup = False
    for s, _ in game:
        for seat in range(s.n_players):
            c = choice_of(s, seat)
            mine = seat_view(s, seat).offer(seat)
            assert (mine is None) == (c is None)
            if c is not None:
                assert (mine.offered, mine.min_keep, mine.max_keep, mine.stage) == \
                    (c.offered, c.min_keep, c.max_keep, c.stage)
                assert seat_view(s, None).offer(seat) == mine
                assert seat_view(s, PUBLIC).offer(seat) is None
                for other in range(s.n_players):
                    if other != seat:
                        ov = seat_view(s, other)
                        assert ov.offer(seat) is None
                        # another seat's pending draw is only a count
                        if s.phase is not Phase.SETUP:
                            assert ov.hidden_offer == len(c.offered)
                            seen_hidden = True
                        else:
                            seen_setup = True
    assert seen_hidden and seen_setup


def test_moves_in_words_keep_other_seats_tickets_secret(game):
    s = game[0][0]
    m = s.map
    tk = s.setup[0].offered[:2]
    a = KeepTickets(0, tuple(m.tickets[x].id for x in tk))
    names = [m.cities[m.tickets[x].a].display_name for x in tk]
    for seat, shown in ((0, True), (None, True), (1, False), (PUBLIC, False)):
        text = seat_view(s, seat).describe(a, "en")
        assert all(n in text for n in names) == shown, (seat, text)
        assert ("secret" in text) != shown


def test_blind_draws_keep_their_colour_to_the_drawing_seat(game):
    found = 0
    for s, steps in game:
        for st in steps:
            if st.key not in ("draw.blind.first", "draw.blind.second"):
                continue
            found += 1
            drawer = st.params["seat"]
            for seat in (*range(s.n_players), None, PUBLIC):
                seen = seat_view(s, seat).steps([st])[0]
                if seat is None or seat == drawer:
                    assert seen is st
                else:
                    assert "colour" not in seen.params and not seen.highlights
                    assert seen.rule == "draw.two"
    assert found
    st = step("draw.two", "draw.blind.first", {"cards": ["red"]}, seat=0, colour="red")
    assert step_view(st, PUBLIC).params == {"seat": 0}


def test_hand_counts_are_indexed_like_the_card_kinds(game):
    s = game[len(game) // 2][0]
    for seat in range(s.n_players):
        hand = seat_view(s, seat).player(seat).hand
        assert len(hand) == len(CARD_KINDS) and hand == s.players[seat].hand
