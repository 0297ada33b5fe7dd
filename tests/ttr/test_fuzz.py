"""Hypothesis: random, mostly illegal actions never change anything and always explain why."""
from hypothesis import HealthCheck, given, settings, strategies as st

from ttrwidgets.ttr.actions import (BuildStation, ClaimRoute, DrawCard, DrawTickets,
                                       KeepTickets, Pass, TunnelPay, TunnelWithdraw, parse_action)
from ttrwidgets.ttr.bots import RandomBot
from ttrwidgets.ttr.colours import Colour
from ttrwidgets.core.errors import IllegalActionError, InvalidActionError
from ttrwidgets.ttr.game import active_seats, apply, is_legal, legal_actions, new_game
from ttrwidgets.ttr.maps import load_map
from ttrwidgets.ttr.record import state_to_json

M = load_map("europe")
cards = st.tuples(*[st.integers(0, 4)] * 9)
seat = st.integers(-1, 5)
action = st.one_of(
    st.builds(DrawCard, seat, st.sampled_from(["deck", "faceup", "sky"]),
              st.sampled_from(list(Colour) + [None])),
    st.builds(ClaimRoute, seat, st.sampled_from([r.id for r in M.routes] + ["R999", ""]), cards),
    st.builds(TunnelPay, seat, cards),
    st.builds(TunnelWithdraw, seat),
    st.builds(DrawTickets, seat),
    st.builds(KeepTickets, seat, st.lists(st.sampled_from([t.id for t in M.tickets] + ["X"]),
                                          max_size=4).map(tuple)),
    st.builds(BuildStation, seat, st.sampled_from([c.name for c in M.cities] + ["Atlantis"]),
              cards),
    st.builds(Pass, seat),
)


def _position(seed, moves):
    """A reachable position: a seeded game after some random legal moves."""
    state, _ = new_game("europe.classic", 2 + seed % 4, seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        seats = active_seats(state)
        if not seats:
            break
        state, _ = apply(state, bot.choose(state, seats[0]))
    return state


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 50), moves=st.integers(0, 150), actions=st.lists(action, max_size=6))
def test_rejections_change_nothing(seed, moves, actions):
    state = _position(seed, moves)
    before = state_to_json(state)
    legal = set(map(str, legal_actions(state)))
    for a in actions:
        try:
            new, steps = apply(state, a)
        except IllegalActionError as e:
            assert e.rule_id and e.messages["en"] and e.messages["de"]
            assert state_to_json(state) == before
            assert str(a) not in legal
            continue
        except InvalidActionError as e:
            assert str(e)
            assert state_to_json(state) == before
            continue
        # accepted: it must be one of the listed legal actions
        assert str(a) in legal, f"{a} accepted but not in legal_actions"
        assert state_to_json(state) == before  # the old state is untouched
        state, before = new, state_to_json(new)
        legal = set(map(str, legal_actions(state)))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 200), moves=st.integers(0, 200))
def test_legal_actions_are_legal_and_round_trip_as_text(seed, moves):
    state = _position(seed, moves)
    acts = legal_actions(state)
    assert acts == legal_actions(state)  # deterministic
    assert len(set(acts)) == len(acts)  # no duplicates
    for a in acts:
        assert is_legal(state, a)
        assert parse_action(str(a)) == a
