"""The game-family protocol: every registered game is played through its family's functions,
and those answer as the rules say (a click preview agrees with the legality check)."""
import pytest

from ttrwidgets.core import games
from ttrwidgets.core.family import Family, family
from ttrwidgets.render import Hit

from family_conformance import check_family


@pytest.mark.parametrize("game_id", [g.id for g in games()])
def test_every_game_is_played_through_its_family(game_id):
    check_family(game_id)


def test_the_route_and_rail_families_score_their_own_way():
    ttr, trans = family("europe"), family("trans_europa")
    s, _ = ttr.new_game("europe.classic", 2, seed=5)
    assert set(ttr.view(s, 0)["players"][0]) >= {"trains", "score"}
    assert ttr.scores(s)[0].parts[0] == ("score.routes", 0)
    t, _ = trans.new_game("trans_europa", 2, seed=5)
    assert set(trans.view(t, 0)["players"][0]) >= {"prestige", "cities", "marker"}
    assert trans.scores(t)[0].parts[0] == ("trans.score-round", 0)


def test_a_click_preview_agrees_with_the_legality_check():
    f = family("deutschland")
    state, _ = f.new_game("deutschland", 2, seed=5)
    bots = {s: f.bots()["greedy"](s) for s in range(2)}
    seen_choice = False
    for _ in range(400):
        seats = f.active_seats(state)
        if not seats:
            break
        seat = seats[0]
        for r in range(0, len(state.map.routes), 7):
            p = f.preview(state, seat, Hit("route", r))
            legal = [a for a in f.legal_actions(state, seat)
                     if getattr(a, "route", None) == state.map.routes[r].id]
            assert bool(p.options) == bool(legal)
            assert p.options or p.problem is not None
        pend = state.pending
        if pend is not None and pend.kind == "passengers":
            seen_choice = True
            city, colours = pend.ends[0]
            ok = f.preview(state, seat, Hit("passenger", city, _key(colours[0])))
            assert ok.options == [(city, colours[0])] and ok.problem is None
            missing = next(k for k in ("red", "blue", "green", "white", "black", "yellow")
                           if _idx(k) not in colours)
            no = f.preview(state, seat, Hit("passenger", city, missing))
            assert no.problem.rule_id == "de.take-passengers" and not no.options
        state, _ = f.apply(state, bots[seat].choose(state, seat))
    assert seen_choice
    # a city in a game without stations: nothing to do there, and no rule to break
    assert f.preview(state, 0, Hit("city", 10)) == ([], None, ())


def _key(colour: int) -> str:
    from ttrwidgets.ttr.colours import Colour
    return Colour(colour).key


def _idx(key: str) -> int:
    from ttrwidgets.ttr.colours import parse_colour
    return int(parse_colour(key))
