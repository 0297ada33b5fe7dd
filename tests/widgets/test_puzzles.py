"""Puzzles through the app's widgets, as a learner solves them: the Puzzles page, the board
clicked (a city, the routes of a trail, the routes to claim), the tunnel's answer buttons,
Check, the hints, Show the answer, the progress kept in the browser, a bad puzzle file.

The puzzles listed are the public examples of ``../shared/puzzles`` (the app lists them when
``TTR_PUZZLES`` names that folder; here :meth:`PuzzleDesk.use` does). The tests read the
solution to know what to click, never to decide what the panel says.
"""
from __future__ import annotations

import json

import pytest

from tests.conftest import SHARED
from ttrwidgets.core.errors import TTRError
from ttrwidgets.puzzles import teach
from ttrwidgets.puzzles.solve import check_answer
from ttrwidgets.widgets import TTRApp
from ttrwidgets.widgets.puzzles import PuzzleProgress, catalogue, dir_entries

EXAMPLES = SHARED / "puzzles"
ENTRIES = dir_entries(EXAMPLES) if EXAMPLES.is_dir() else []
IDS = [e.id for e in ENTRIES]

pytestmark = pytest.mark.skipif(not ENTRIES, reason="../shared/puzzles is not present")


def make_app(store: str | None = "") -> TTRApp:
    app = TTRApp()
    app.puzzles.use(ENTRIES)
    if store is not None:            # the browser sends what it kept (nothing, the first time)
        app.puzzle_store._handle_frontend_msg(app.puzzle_store,
                                              {"event": "loaded", "value": store}, [])
    return app


def panel(app) -> str:
    p = app.puzzles.panel()
    return " ".join(w.value for w in (p.head, p.question, p.pick, p.feedback, p.ex_count,
                                      p.ex_text))


def open_by_link(app, puzzle_id: str) -> None:
    """Click the puzzle's link on the Puzzles page (the LinkListener sends the click)."""
    app.start_page.b_puzzles.click()
    assert f'data-ttr-link="puzzle:{puzzle_id}"' in app.puzzles_page.lists.value
    app.links._handle_frontend_msg(app.links, {"event": "link", "value": f"puzzle:{puzzle_id}"},
                                   [])
    assert app.puzzle is not None and app.puzzle.id == puzzle_id


def wrong_answer(app):
    """Give a wrong answer through the board or the buttons; return what was given."""
    run = app.puzzle
    p, sol = run.puzzle, run.solution
    pp = app.game_page.puzzle
    if p.kind == "best_station":
        c = next(c for c, v in sol.detail["table"].items() if v < sol.value)
        app.board.click_city(c)
        return c
    if p.kind == "longest_trail":
        for r in sol.answers[:-1]:                 # a shorter trail
            app.board.click_route(r)
        return list(sol.answers[:-1])
    if p.kind == "tunnel_odds":
        i = next(i for i, c in enumerate(run.choices) if c.value != sol.value)
        pp.choices[i].click()
        return run.choices[i].value
    for r in sol.answers[:-1]:                     # cheapest: one route short
        app.board.click_route(r)
    return list(sol.answers[:-1])


def right_answer(app) -> None:
    run = app.puzzle
    p, sol = run.puzzle, run.solution
    pp = app.puzzles.panel()
    if p.kind == "fewest_rails":
        pp.b_clear.click()
        for x in sol.answers:
            app.grid.click_line(x)
    elif p.kind == "best_station":
        app.board.click_city(sol.answers[-1])
    elif p.kind in ("longest_trail", "cheapest_completion"):
        pp.b_clear.click()
        for r in sol.answers:
            app.board.click_route(r)
    else:
        pp.choices[next(i for i, c in enumerate(run.choices) if c.value == sol.value)].click()


@pytest.mark.parametrize("puzzle_id", IDS)
def test_every_example_is_answered_wrongly_then_rightly_on_the_board(puzzle_id):
    app = make_app()
    open_by_link(app, puzzle_id)
    run = app.puzzle
    p, sol = run.puzzle, run.solution
    pp = app.game_page.puzzle
    before, n_entries = app.state, len(app.session.entries)
    assert teach.question(p, "en")[:40].replace("'", "&#x27;") in panel(app)
    assert app.viewer() == p.player                       # that player's hand and tickets
    # a wrong answer: the verdict, nothing else changes
    given = wrong_answer(app)
    assert not check_answer(p, sol, given).ok
    pp.b_check.click()
    assert "✗" in pp.feedback.value and run.status == "open"
    assert app.state is before and len(app.session.entries) == n_entries
    assert not app.puzzles.progress.solved(puzzle_id) and puzzle_id not in app.puzzle_store.value
    assert app.game_page.puzzle.explain.layout.display == "none"
    # the right one: solved, kept in the browser, explained on the board
    right_answer(app)
    pp.b_check.click()
    assert "✓" in pp.feedback.value and run.status == "solved", panel(app)
    assert app.state is before and len(app.session.entries) == n_entries
    assert app.puzzles.progress.solved(puzzle_id)
    assert puzzle_id in json.loads(app.puzzle_store.value)["puzzles"]
    notes = run.notes("en")
    assert pp.explain.layout.display == "" and f"1 of {len(notes)}" in pp.ex_count.value
    assert f"[{notes[0].rule}]" in pp.ex_text.value
    v = app.board.view
    hl = notes[0].highlights
    assert tuple(v.highlight_routes) == hl.routes and tuple(v.highlight_cities) == hl.cities
    assert tuple(v.hint_cities) == hl.alt_cities and tuple(v.hint_routes) == hl.alt_routes
    # step through the explanation: the board follows
    for k in range(1, len(notes)):
        pp.b_ex_next.click()
        assert f"{k + 1} of {len(notes)}" in pp.ex_count.value
        assert tuple(app.board.view.highlight_routes) == notes[k].highlights.routes
        assert tuple(app.board.view.trail) == notes[k].highlights.trail
    assert pp.b_ex_next.disabled
    # solved: the list shows the tick
    app.show_puzzles()
    assert f'data-ttr-puzzle="{puzzle_id}">✓ ' in app.puzzles_page.lists.value


def test_best_station_clicks_select_and_refuse_a_city_with_a_station():
    app = make_app()
    app.open_puzzle("best_station/bs-03")
    m = app.state.map
    pp = app.game_page.puzzle
    before = app.state
    app.board.click_city(m.city_index("Paris"))           # Player 1's station is there
    assert "(station.build)" in pp.feedback.value and app.puzzle.city is None
    app.board.click_city(m.city_index("London"))
    assert app.board.view.selected_city == m.city_index("London")
    assert "a station in London" in pp.pick.value
    app.board.click_route(0)                               # a route: this puzzle wants a city
    assert "asks for a city" in pp.feedback.value
    app.board.click_city(m.city_index("London"))           # again: taken back
    assert app.puzzle.city is None and app.board.view.selected_city is None
    pp.b_check.click()
    assert "Click a city" in pp.feedback.value
    # nothing was played, and the game's move controls are put away
    assert app.state is before and len(app.session.entries) == 1
    gp = app.game_page
    assert gp.cards.box.layout.display == "none" and gp.choice.box.layout.display == "none"
    assert gp.explain.box.layout.display == "none"
    assert app.topbar.b_undo.layout.display == "none"
    app.play.draw_deck()                                        # from code: still no move
    assert app.state is before and "no moves are played" in app.message.value


def test_trail_and_completion_clicks_toggle_routes_with_a_running_total():
    app = make_app()
    app.open_puzzle("longest_trail/lt-05")
    run, pp, m = app.puzzle, app.game_page.puzzle, app.state.map
    a, b = run.solution.answers[:2]
    app.board.click_route(a)
    app.board.click_route(b)
    spaces = m.routes[a].length + m.routes[b].length
    assert f"2 routes, {spaces} train spaces" in pp.pick.value
    assert tuple(app.board.view.trail) == (a, b) and app.board.view.trail_seat == run.puzzle.player
    app.board.click_route(a)
    assert run.routes == [b]
    other = next(r for r, o in enumerate(app.state.owners) if o >= 0 and o != run.puzzle.player)
    app.board.click_route(other)
    assert "not your route" in pp.feedback.value and run.routes == [b]
    app.board.click_city(0)
    assert "asks for routes" in pp.feedback.value
    # a completion: own routes and other players' routes are refused, free ones are picked
    app.open_puzzle("cheapest_completion/cc-europe-02")
    run = app.puzzle
    mine = next(r for r, o in enumerate(app.state.owners) if o == run.puzzle.player)
    app.board.click_route(mine)
    assert "yours already" in pp.feedback.value and run.routes == []
    r = run.solution.answers[0]
    app.board.click_route(r)
    n = m.routes[r].length
    assert run.routes == [r] and f"{n} train space{'' if n == 1 else 's'}" in pp.pick.value
    # the tickets in question are drawn on the board
    assert {(x, y) for x, y, _ in app.board.view.tickets} == set(run.puzzle.tickets)
    pp.b_impossible.click()
    assert run.impossible and run.routes == [] and "cannot be done" in pp.pick.value
    pp.b_check.click()
    assert "can still be completed" in pp.feedback.value


def test_tunnel_offers_four_answers_and_shows_the_tunnel():
    app = make_app()
    app.open_puzzle("tunnel_odds/to-02")
    run, pp = app.puzzle, app.game_page.puzzle
    shown = [b for b in pp.choices if b.layout.display != "none"]
    assert len(shown) == 4 and len({b.description for b in shown}) == 4
    assert app.board.view.selected_route == run.puzzle.route
    app.board.click_city(0)
    assert "Choose one of the answers" in pp.feedback.value
    pp.b_check.click()
    assert "Choose one of the answers first" in pp.feedback.value
    pp.choices[0].click()
    assert pp.choices[0].button_style == "info"
    pp.b_check.click()
    assert "✗" in pp.feedback.value and "tunnel.extra" in pp.feedback.value


def test_three_hints_narrow_down_then_the_answer_is_revealed_unsolved():
    app = make_app()
    app.open_puzzle("best_station/bs-11")
    run, pp = app.puzzle, app.game_page.puzzle
    hs = run.hints("en")
    assert len(hs) == 3
    for k in range(1, 4):
        assert pp.b_hint.description == f"Hint {k}/3" and not pp.b_hint.disabled
        pp.b_hint.click()
        assert f"Hint {k}/3:" in pp.feedback.value
        assert hs[k - 1].text[:30] in pp.feedback.value.replace("&#x27;", "'")
        hl = hs[k - 1].highlights
        assert tuple(app.board.view.hint_cities) == hl.alt_cities
    assert pp.b_hint.disabled and pp.b_hint.description == "No more hints"
    # Zoom in to what the hint marks, and back to the whole board
    pp.b_zoom.click()
    assert app.board.zoom[0] > 1 and pp.b_zoom.description == "Whole board"
    pp.b_zoom.click()
    assert app.board.zoom[0] == 1
    assert set(run.solution.answers) <= set(app.board.view.hint_cities)
    # Show the answer: the explanation, and the puzzle is not counted as solved
    pp.b_reveal.click()
    assert run.status == "revealed" and "not counted as solved" in pp.feedback.value
    assert pp.explain.layout.display == "" and "[station.build]" in pp.ex_text.value
    assert set(app.board.view.highlight_cities) == set(run.solution.answers)
    assert not app.puzzles.progress.solved("best_station/bs-11")
    assert pp.b_check.disabled and pp.actions.layout.display == "none"
    app.board.click_city(0)
    assert "This puzzle is done" in pp.feedback.value


def test_progress_is_kept_in_the_browser_and_can_be_forgotten():
    app = make_app()
    app.open_puzzle("best_station/bs-19")
    pp = app.game_page.puzzle
    pp.b_hint.click()
    app.board.click_city(app.puzzle.solution.answers[0])
    pp.b_check.click()
    kept = app.puzzle_store.value
    assert json.loads(kept)["puzzles"]["best_station/bs-19"] == {"solved": True, "hints": 1}
    assert app.store.value == "" or "best_station" not in app.store.value   # lessons' key apart
    again = make_app(store=kept)                       # a reload of the page
    assert again.puzzles.progress.solved("best_station/bs-19")
    again.show_puzzles()
    assert "Best station — Ticket to Ride Europe: 1 of 3 solved" in again.puzzles_page.lists.value
    again.puzzles_page.b_reset.click()
    assert not again.puzzles.progress.solved("best_station/bs-19")
    assert json.loads(again.puzzle_store.value)["puzzles"] == {}
    assert "forgotten" in again.message.value and "✓" not in again.puzzles_page.lists.value
    # before the browser has sent its copy, nothing is written over it
    early = make_app(store=None)
    early.open_puzzle("best_station/bs-19")
    early.board.click_city(early.puzzle.solution.answers[0])
    early.game_page.puzzle.b_check.click()
    assert early.puzzle_store.value == ""


def test_next_puzzle_and_puzzle_of_the_day():
    app = make_app()
    app.puzzles_page.b_today.click()
    assert app.puzzle is not None
    first = app.puzzle.id
    app.game_page.puzzle.b_next.click()
    assert app.puzzle is not None and app.puzzle.id != first
    # the next one skips puzzles solved already
    app.open_puzzle(IDS[0])
    app.puzzles.progress.mark(IDS[1])
    app.game_page.puzzle.b_next.click()
    assert app.puzzle.id == IDS[2]
    app.game_page.puzzle.b_list.click()
    assert app.puzzle is None and app.on_page(app.puzzles_page)


def test_an_empty_pack_is_said_and_nothing_breaks():
    app = TTRApp()
    app.puzzles.use([])
    app.start_page.b_puzzles.click()
    assert "No puzzles are installed yet" in app.puzzles_page.lists.value
    assert app.puzzles_page.b_today.disabled
    app.puzzle_of_the_day()
    assert "no puzzle" in app.message.value
    app.open_puzzle("nope")
    assert "There is no puzzle nope" in app.message.value
    # what the package lists by itself: the pack (if installed) and $TTR_PUZZLES
    assert all(e.kind and e.id for e in catalogue())


def test_a_puzzle_file_from_disk_is_played_and_a_bad_one_names_its_json_path():
    app = make_app()
    app.show_puzzles()
    data = (EXAMPLES / "tunnel_odds" / "to-09.json").read_bytes()
    picker = app.puzzles_page.w_upload
    picker._handle_frontend_msg(picker, {"event": "file", "name": "to-09.json",
                                         "size": len(data)}, [data])
    assert app.puzzle is not None and app.puzzle.kind == "tunnel_odds" and app.puzzle.id is None
    assert "Loaded to-09.json" in app.message.value
    # a bad one: the problem and its JSON path, no traceback, nothing changes
    bad = json.loads(data)
    bad["params"]["cards"] = {"red": 5}
    bad["player"] = 7
    app.show_puzzles()
    blob = json.dumps(bad).encode()
    picker._handle_frontend_msg(picker, {"event": "file", "name": "bad.json", "size": len(blob)},
                                [blob])
    msg = app.message.value
    assert "bad.json" in msg and "$.player" in msg and "Traceback" not in msg
    assert app.puzzle is None and app.on_page(app.puzzles_page)
    # the start page's upload takes puzzles too, and a wrong kind is named at $.kind
    app.show_start()
    app.load_file("odd.json", json.dumps({**bad, "kind": "best_guess"}).encode())
    assert "$.kind" in app.message.value and app.on_page(app.start_page)
    # saves and scenarios still load as before
    app.load_text(json.dumps({"game": "europe", "options": {"players": 2}, "seed": 1,
                              "steps": []}), "scenario.json")
    assert app.puzzle is None and app.session is not None and app.on_game_page()


def test_german_and_back_to_a_game():
    app = make_app()
    app.open_puzzle("longest_trail/lt-09")
    app.topbar.lang_toggle.value = "de"
    pp = app.game_page.puzzle
    assert "Rätsel: Längster Streckenzug" in pp.head.value and pp.b_check.description == "Prüfen"
    assert pp.b_hint.description == "Tipp 1/3"
    pp.b_reveal.click()
    assert "Warum: 1 von" in pp.ex_count.value
    app.topbar.lang_toggle.value = "en"
    # a real game afterwards has its move controls back
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    gp = app.game_page
    assert app.puzzle is None and gp.puzzle.box.layout.display == "none"
    assert gp.cards.box.layout.display == "" and gp.explain.box.layout.display == ""
    assert app.topbar.b_undo.layout.display == ""


def test_an_unexpected_error_in_a_puzzle_handler_is_shown(monkeypatch):
    app = make_app()
    app.open_puzzle("best_station/bs-03")

    def boom(*_a, **_k):
        raise RuntimeError("boom")
    monkeypatch.setattr("ttrwidgets.widgets.puzzle_desk.check_answer", boom)
    app.board.click_city(app.puzzle.solution.answers[0])
    assert "something went wrong" in app.message.value
    monkeypatch.undo()
    # a rules error reads as a message too
    monkeypatch.setattr(app.puzzles, "hint", lambda: (_ for _ in ()).throw(
        TTRError("no hint today")))
    app.safe(app.puzzles.hint)()
    assert "no hint today" in app.message.value


def test_progress_text_is_read_defensively():
    assert PuzzleProgress.from_text('{"puzzles": {"a": {"solved": true, "hints": 99}, '
                                    '"b": {"solved": false}, "c": 3}}').puzzles == \
        {"a": {"solved": True, "hints": 0}}
    assert PuzzleProgress.from_text("").puzzles == {}


def _pack_entries():
    try:
        from ttrwidgets.puzzles import pack
    except ImportError:
        return []
    return pack.pack_entries()


@pytest.mark.skipif(not _pack_entries(), reason="no puzzle pack installed")
def test_the_pack_is_listed_by_kind_and_game_and_one_of_each_is_solved(monkeypatch):
    import datetime

    from ttrwidgets.puzzles.pack import day_entry
    monkeypatch.delenv("TTR_PUZZLES", raising=False)
    app = TTRApp()                                         # what the app lists by itself
    app.puzzle_store._handle_frontend_msg(app.puzzle_store, {"event": "loaded", "value": ""}, [])
    from ttrwidgets.widgets.puzzles import playable
    everything = _pack_entries()
    pack = [e for e in everything if playable(e["kind"], e["game"])]
    assert pack == everything                              # the app poses every kind
    app.start_page.b_puzzles.click()
    html = app.puzzles_page.lists.value
    assert all(f'data-ttr-puzzle="{e["file"][:-5]}"' in html for e in pack)
    groups = {(e["game"], e["kind"]) for e in pack}
    assert html.count("<h3>") == len(groups) and "0 of " in html
    # the puzzle of the day is the pack's choice for the day, and solving it counts
    listed = {e["file"][:-5] for e in pack}
    for day in (datetime.date(2024, 5, 1) + datetime.timedelta(days=k) for k in range(10)):
        chosen = app.puzzles.of_the_day(day).id
        assert chosen in listed
        if day_entry(day)["file"][:-5] in listed:
            assert chosen == day_entry(day)["file"][:-5]
    app.puzzles_page.b_today.click()
    assert app.puzzle.id == app.puzzles.of_the_day(datetime.date.today()).id
    # one puzzle of every kind and game, solved through the board or the buttons
    firsts = {}
    for e in pack:
        firsts.setdefault((e["game"], e["kind"]), e["file"][:-5])
    for pid in firsts.values():
        app.open_puzzle(pid)
        right_answer(app)
        app.puzzles.panel().b_check.click()
        assert app.puzzle.status == "solved", (pid, panel(app))
    assert set(json.loads(app.puzzle_store.value)["puzzles"]) == set(firsts.values())
    # the pack's German titles
    app.topbar.lang_toggle.value = "de"
    de = next(e for e in pack if e.get("title_de"))
    app.open_puzzle(de["file"][:-5])
    assert de["title_de"].replace("(", "")[:20] in app.game_page.puzzle.head.value.replace("(", "")


def test_tickets_show_no_status_and_a_rule_links_to_its_lesson():
    from ttrwidgets.ttr.messages import ticket_name
    app = make_app()
    app.open_puzzle("best_station/bs-03")
    m, seat = app.state.map, app.puzzle.puzzle.player
    mine = app.state.players[seat].tickets
    shown = [b.description for b in app.game_page.tickets.buttons[:len(mine)]]
    assert shown == [ticket_name(m, tk, "en") for tk in mine]      # no "done" / "needs 5"
    app.game_page.tickets.buttons[0].click()
    assert (m.tickets[mine[0]].a, m.tickets[mine[0]].b) in \
        {(a, b) for a, b, _ in app.board.view.tickets}
    assert app.message.value.endswith(f"{ticket_name(m, mine[0], 'en')}</span>")
    app.game_page.puzzle.b_reveal.click()
    ex = app.game_page.puzzle.ex_text.value
    assert 'data-ttr-link="rule:station.build"' in ex and "Learn this rule" in ex
    app.links._handle_frontend_msg(app.links, {"event": "link", "value": "rule:station.build"},
                                   [])
    assert app.puzzle is None and app.lesson is not None
    assert "station.build" in app.lesson.step.rules


def test_a_kind_the_app_does_not_play_is_said():
    from dataclasses import replace
    app = make_app()
    app.open_puzzle(replace(ENTRIES[0].load(), kind="fewest_rails"))
    assert app.puzzle is None and "cannot be played in the app yet" in app.message.value
