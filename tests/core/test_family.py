"""The game-family protocol: every registered game is played through its family's functions,
and those answer as the rules say (a click preview agrees with the legality check)."""
import pytest

from ttrwidgets.core import games
from ttrwidgets.core.family import Family, family
from ttrwidgets.render import Hit


@pytest.mark.parametrize("game_id", [g.id for g in games()])
def test_every_game_is_played_through_its_family(game_id):
    f = family(game_id)
    assert isinstance(f, Family)
    info = next(g for g in games() if g.id == game_id)
    for n in sorted(info.players):
        state, steps = f.new_game(info.default_rules, n, seed=5)
        assert steps and f.active_seats(state)
        for a in f.legal_actions(state)[:20]:
            assert f.why_illegal(state, a) is None
            assert f.parse_action(str(a)) == a
            assert f.action_text(a, state.map, "de")
        assert f.state_from_json(f.state_to_json(state)) == state
        parts = f.scores(state)[0].parts
        if info.family == "ttr":
            assert set(f.view(state, 0)["players"][0]) >= {"trains", "score"}
            assert parts[0] == ("score.routes", 0)
        else:  # trans: prestige per round (trans.score-round)
            assert set(f.view(state, 0)["players"][0]) >= {"prestige", "cities", "marker"}
            assert parts[0] == ("trans.score-round", 0)
    assert ("greedy" if info.family == "ttr" else "steiner") in f.bots()


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
