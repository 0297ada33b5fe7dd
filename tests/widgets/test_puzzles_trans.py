"""Trans puzzles (``fewest_rails``) through the app's widgets, as a learner solves them on the
grid board: listed on the Puzzles page, opened on the Trans page in puzzle mode, lines picked
by clicking (refusals for a crossing or a line with a rail), Check, three hints, the
explanation drawn on the board, Show the answer, the progress kept, German, and the way back
to route-board puzzles and to a Trans game.

The tests read the solution to know what to click, never to decide what the panel says."""
from __future__ import annotations

import json

import pytest

from ttrwidgets.puzzles.solve import check_answer
from ttrwidgets.trans.missing import components, line_costs
from ttrwidgets.widgets import TTRApp


@pytest.fixture
def app(monkeypatch):
    monkeypatch.delenv("TTR_PUZZLES", raising=False)
    a = TTRApp()
    a.puzzle_store._handle_frontend_msg(a.puzzle_store, {"event": "loaded", "value": ""}, [])
    return a


def trans_ids(app, game="trans_europa"):
    return [e.id for e in app.puzzles.entries if e.kind == "fewest_rails" and e.game == game]


def open_by_link(app, pid):
    app.start_page.b_puzzles.click()
    assert f'data-ttr-link="puzzle:{pid}"' in app.puzzles_page.lists.value
    app.links._handle_frontend_msg(app.links, {"event": "link", "value": f"puzzle:{pid}"}, [])
    assert app.puzzle is not None and app.puzzle.id == pid


def panel_text(app) -> str:
    p = app.trans_page.puzzle
    return " ".join(w.value for w in (p.head, p.question, p.pick, p.feedback, p.ex_count,
                                      p.ex_text))


def apart_cities(app):
    p = app.puzzle.puzzle
    st, b = p.state, p.map
    comp = components(b, st.rails)
    pl = st.players[p.player]
    return [b.cities[c].name for c in pl.cities if comp[b.cities[c].node] != comp[pl.marker]]


def test_both_trans_boards_are_listed_with_their_puzzles(app):
    app.start_page.b_puzzles.click()
    html = app.puzzles_page.lists.value
    assert "Fewest rails — Trans Europa: 0 of 21 solved" in html
    assert "Fewest rails — Trans America: 0 of 21 solved" in html
    for game in ("trans_europa", "trans_america"):
        assert len(trans_ids(app, game)) == 21


def test_a_trans_puzzle_is_posed_on_the_grid_board_and_solved_by_clicking_lines(app):
    pid = trans_ids(app)[14]
    open_by_link(app, pid)
    page, pp = app.trans_page, app.trans_page.puzzle
    assert app.page.children == (page.box,)
    run = app.puzzle
    p, sol = run.puzzle, run.solution
    b = p.map
    before, n_entries = app.state, len(app.session.entries)
    # the question, the seat, the player's cities; the game's own parts are put away
    text = panel_text(app)
    assert "Fewest rails" in text and all(name in text for name in apart_cities(app))
    assert "Player" in page.status.value and str(p.player + 1) in page.status.value
    for w in (page.panel, page.rails, page.explain, page.w_hint, page.players, page.log):
        assert w.layout.display == "none"
    assert pp.box.layout.display == "" and pp.b_zoom.layout.display == "none"
    assert all(name in page.cities.value for name in apart_cities(app))
    # a crossing is not a line; a line with a rail on it is no answer
    app.grid.click_node(b.cities[p.state.players[p.player].cities[0]].node)
    assert "click the line between two neighbouring crossings" in pp.feedback.value
    railed = sorted(p.state.rails)[0]
    app.grid.click_line(railed)
    assert "rail already" in pp.feedback.value and run.routes == []
    # a free line is picked and taken back, with the running count of rails
    free = sol.answers[0]
    app.grid.click_line(free)
    assert run.routes == [free] and "1 line," in pp.pick.value
    assert tuple(app.trans_page.board_view().preview_lines) == (free,)
    app.grid.click_line(free)
    assert run.routes == []
    # one line short: the verdict names the city still apart; nothing else changes
    for x in sol.answers[:-1]:
        app.grid.click_line(x)
    costs = line_costs(b, p.state.special)
    laid = sum(costs[x] for x in sol.answers[:-1])
    assert f"{laid} rail{'' if laid == 1 else 's'}" in pp.pick.value
    pp.b_check.click()
    assert "✗ Not yet" in pp.feedback.value and run.status == "open"
    v = check_answer(p, sol, sol.answers[:-1])
    assert all(b.cities[c].name in pp.feedback.value for c in v.params["cities"])
    assert app.state is before and len(app.session.entries) == n_entries
    # the last line: right, solved, kept in the browser
    app.grid.click_line(sol.answers[-1])
    pp.b_check.click()
    assert f"✓ Right: {sol.value} rails, the fewest possible." in pp.feedback.value
    assert run.status == "solved" and app.puzzles.progress.solved(pid)
    assert pid in json.loads(app.puzzle_store.value)["puzzles"]
    # the explanation, step by step, each with its rule; the first draws the exact tree
    assert pp.explain.layout.display == "" and pp.actions.layout.display == "none"
    view = page.board_view()
    assert set(view.hint_lines) == set(sol.answers) and str(sol.value) in view.hint_text
    rules = []
    while True:
        rules.append(pp.ex_text.value.split("[", 1)[1].split("]", 1)[0])
        if pp.b_ex_next.disabled:
            break
        pp.b_ex_next.click()
    assert rules[0] == "trans.score-round" and "trans.board" in rules and len(rules) >= 4
    assert "prestige" in pp.ex_text.value
    # a click now only says the puzzle is done
    app.grid.click_line(sol.answers[0])
    assert "This puzzle is done" in pp.feedback.value
    assert app.state is before


def test_three_hints_narrow_down_then_the_answer_is_shown_unsolved(app):
    pid = trans_ids(app, "trans_america")[16]
    app.open_puzzle(pid)
    pp, run = app.trans_page.puzzle, app.puzzle
    sol = run.solution
    pp.b_hint.click()
    assert "Hint 1/3" in pp.feedback.value and "double line" in pp.feedback.value
    v = app.trans_page.board_view()
    assert not v.hint_lines and v.highlight_nodes          # the cities still apart, ringed
    pp.b_hint.click()
    assert f"The fewest is {sol.value} rails" in pp.feedback.value
    pp.b_hint.click()
    v = app.trans_page.board_view()
    assert not v.hint_lines                                 # never the whole tree
    b = run.puzzle.map
    tree_nodes = {n for x in sol.answers for n in (b.lines[x].a, b.lines[x].b)}
    assert set(v.highlight_lines) <= set(sol.answers)
    assert set(v.highlight_lines) or set(v.highlight_nodes) & tree_nodes
    assert pp.b_hint.disabled and pp.b_hint.description == "No more hints"
    pp.b_reveal.click()
    assert run.status == "revealed" and not app.puzzles.progress.solved(pid)
    assert "not counted as solved" in pp.feedback.value
    assert set(app.trans_page.board_view().hint_lines) == set(sol.answers)


def test_german_then_on_to_a_route_puzzle_and_back_to_a_trans_game(app):
    pid = trans_ids(app)[0]
    app.open_puzzle(pid)
    app.topbar.lang_toggle.value = "de"
    pp = app.trans_page.puzzle
    assert "Wenigste Schienen" in pp.head.value and "Schienen" in pp.question.value
    assert "Ein Rätsel" in app.trans_page.status.value
    app.grid.click_line(app.puzzle.solution.answers[0])
    assert "1 Linie, 1 Schiene" in pp.pick.value
    app.topbar.lang_toggle.value = "en"
    # a route-board puzzle next: the game page again
    europe = next(e.id for e in app.puzzles.entries if e.game == "europe")
    app.open_puzzle(europe)
    assert app.page.children == (app.game_page.box,) and app.play.route_board
    assert app.game_page.puzzle.box.layout.display == ""
    # then a Trans game: its parts come back, the puzzle panel is gone
    app.open_puzzle(pid)
    app.start_game(game="trans_europa", players=2, seats=["human", "steiner"], seed=3, pace=0)
    page = app.trans_page
    assert app.puzzle is None and page.puzzle.box.layout.display == "none"
    for w in (page.panel, page.explain, page.players, page.log):
        assert w.layout.display == ""
    app.grid.click_node(40)                       # a click plays the game again: a preview
    assert app.selection == ("node", 40)


def test_enter_and_escape_do_nothing_to_a_puzzle(app):
    app.open_puzzle(trans_ids(app)[3])
    before = app.state
    app._on_key("Enter")
    app._on_key("Escape")
    assert app.state is before and app.puzzle is not None and len(app.session.entries) == 1


def test_a_position_without_the_players_start_marker_is_refused_in_words(app):
    from ttrwidgets.puzzles.model import load_puzzle
    from ttrwidgets.puzzles.pack import pack_root
    entry = next(e for e in app.puzzles.entries if e.kind == "fewest_rails")
    data = json.loads(pack_root().joinpath(entry.id + ".json").read_text(encoding="utf-8"))
    for pl in data["position"]["players"]:
        pl.pop("marker", None)
    data["position"].pop("rails", None)
    data["position"].pop("current_player", None)
    app.open_puzzle(load_puzzle(data, "no-marker.json"))
    assert app.puzzle is None and "no start marker" in app.message.value


def test_the_list_narrows_to_one_game_or_one_kind(app):
    app.start_page.b_puzzles.click()
    page = app.puzzles_page
    everything = page.lists.value
    assert everything.count("<h3>") == 10
    page.w_game.value = "trans_europa"
    assert page.lists.value.count("<h3>") == 1 and "Trans Europa" in page.lists.value
    assert all(f'data-ttr-puzzle="{pid}"' in page.lists.value for pid in trans_ids(app))
    page.w_game.value = ""
    page.w_kind.value = "longest_trail"
    heads = page.lists.value.count("<h3>")
    assert heads == 2 and "Longest trail — Ticket to Ride Europe" in page.lists.value
    page.w_game.value = "trans_america"                   # no such puzzles: said, not blank
    assert "No puzzle of this kind for this game" in page.lists.value
    app.topbar.lang_toggle.value = "de"
    assert page.w_game.value == "trans_america" and page.w_kind.value == "longest_trail"
    assert ("Alle Spiele", "") in page.w_game.options
    assert "Kein Rätsel dieser Art" in page.lists.value
