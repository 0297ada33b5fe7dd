"""The engine's copy-with-changes (``evolve_state``, ``evolve_player``) gives the same value as
``dataclasses.replace``: a frozen instance of the same class, the original unchanged."""
import dataclasses

import pytest

from ttrwidgets.ttr.game import new_game
from ttrwidgets.ttr.state import GameState, PlayerState, evolve_player, evolve_state


def test_evolve_equals_replace_and_stays_frozen():
    s, _ = new_game("europe.classic", 3, seed=7)
    before = [getattr(s, f.name) for f in dataclasses.fields(s)]
    new = evolve_state(s, current=2, turn=9, deck=s.deck[1:])
    assert type(new) is GameState
    assert new == dataclasses.replace(s, current=2, turn=9, deck=s.deck[1:])
    assert all(getattr(s, f.name) is v for f, v in zip(dataclasses.fields(s), before))
    assert s.current == 0 and s.turn == 0                    # the original is unchanged
    with pytest.raises(dataclasses.FrozenInstanceError):
        new.current = 1
    p = evolve_player(s.players[1], trains=3)
    assert type(p) is PlayerState and p == dataclasses.replace(s.players[1], trains=3)
    assert hash(p) == hash(dataclasses.replace(s.players[1], trains=3))
    with pytest.raises(TypeError):
        evolve_state(s, no_such_field=1)
