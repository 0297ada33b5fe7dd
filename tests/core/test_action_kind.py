"""``action_kind``: what kind an action is, asked of its family instead of testing the family's
action classes (issue 20, item 5). The kind is the verb of the action's text form, for every
legal action met in seeded games of every family that offers it."""
from __future__ import annotations

import random

import pytest

from ttrwidgets.core.family import family
from ttrwidgets.core.registry import games


@pytest.mark.parametrize("game_id", [g.id for g in games()])
def test_the_kind_is_the_verb_of_the_text_form(game_id):
    fam = family(game_id)
    if not hasattr(fam, "action_kind"):
        pytest.skip("the family does not offer action_kind")
    info = next(g for g in games() if g.id == game_id)
    rng = random.Random(7)
    state, _ = fam.new_game(info.default_rules, min(max(info.players), 4), seed=7)
    seen = set()
    for _ in range(120):
        seats = fam.active_seats(state)
        if not seats:
            break
        acts = fam.legal_actions(state, seats[0])
        if not acts:
            break
        for a in acts:
            kind = fam.action_kind(a)
            assert kind == str(a).split()[1], (str(a), kind)
            seen.add(kind)
        state, _ = fam.apply(state, rng.choice(acts))
    assert len(seen) >= 2, seen            # more than one kind of action was met
    assert fam.action_kind(object()) is None


def test_a_kind_is_never_another_familys():
    """An action of one family is not an action of another."""
    route, rail = family("europe"), family("trans_europa")
    state, _ = route.new_game("europe.classic", 2, seed=1)
    a = route.legal_actions(state, 0)[0]
    assert route.action_kind(a) is not None and rail.action_kind(a) is None
