"""The generic conformance check of a game family (issue 20, items 2 and 6): everything the
family protocol (:class:`ttrwidgets.core.family.Family`) promises, asked of any registered
game without knowing its family. Used by tests/core/test_family.py for every registered game
and by tests/tinyfamily for the test-only family."""
from __future__ import annotations

import inspect

from ttrwidgets.core.family import Family, family, missing_members, resolve
from ttrwidgets.core.registry import game, games

#: The start page's fields a family may ask for.
START_FIELDS = {"variant", "tiebreak", "board", "special"}


def check_family(game_id: str, moves: int = 25) -> None:
    """Assert that the family of ``game_id`` implements the protocol and plays the game by it:
    a bot game of ``moves`` moves from every player count, every action legal, parsed back
    from its text, explained, the state round-tripping through JSON, scores as parts."""
    from ttrwidgets.widgets.play import Play
    info = game(game_id)
    f = family(game_id)
    assert missing_members(f) == [] and isinstance(f, Family)
    # the declarative data
    assert info in f.GAME_INFOS
    assert set(f.START_OPTIONS) <= START_FIELDS
    assert f.DEFAULT_BOT in f.bots()
    assert issubclass(resolve(f.APP_PLAY), Play)
    from ttrwidgets.widgets.start import StartForm
    assert f.START_FORM is None and not f.START_OPTIONS or \
        issubclass(resolve(f.START_FORM), StartForm)
    assert f.seat_name(1, "en") != f.seat_name(0, "en")
    assert callable(resolve(f.TERMINAL))
    if f.LESSON_ADAPTER is not None:
        adapter = resolve(f.LESSON_ADAPTER)
        assert callable(adapter.setup) and callable(adapter.matches)
    ours = {g.id for g in games() if g.family == info.family}
    for kind, spec in f.PUZZLE_KINDS.items():
        assert set(spec["games"]) <= ours, kind
        if spec.get("handler"):
            h = resolve(spec["handler"])
            assert h.kind == kind and callable(h.solve) and callable(h.check)
    # the pictures
    for board in info.boards:
        svg, ratio = f.board_thumbnail(board)
        assert "<svg" in svg[:200] and svg.rstrip().endswith("</svg>") and ratio > 0
    # a game by the protocol, for every player count
    for n in sorted(info.players):
        state, steps = f.new_game(info.default_rules, n, seed=5)
        assert isinstance(steps, list)
        bot = {s: f.bots()[f.DEFAULT_BOT](s) for s in range(n)}
        for _ in range(moves):
            seats = f.active_seats(state)
            if not seats:
                break
            legal = f.legal_actions(state)
            assert legal, "someone may act, so something is legal"
            for a in legal[:15]:
                assert f.why_illegal(state, a) is None
                assert f.parse_action(str(a)) == a
                assert f.action_text(a, state.map, "de") and f.action_text(a, state.map)
            assert isinstance(f.view(state, seats[0]), dict)
            assert isinstance(f.view(state, None), dict)
            assert f.state_from_json(f.state_to_json(state)) == state
            seat = seats[0]
            action = bot[seat].choose(state, seat)
            assert f.why_illegal(state, action) is None
            before = f.state_to_json(state)
            new, steps = f.apply(state, action)
            assert f.state_to_json(state) == before          # apply changes nothing given
            assert all(st.rule for st in steps)              # each step cites a rule
            state = new
        sc = f.scores(state)
        assert len(sc.seats) >= 1 and all(s.parts for s in sc.seats)
        assert set(sc.winners) <= {s.seat for s in sc.seats}
    assert inspect.signature(f.run_scenario).parameters.keys() >= {"data", "source"}
