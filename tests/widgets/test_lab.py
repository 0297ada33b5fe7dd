"""The graph lab driven from code: the page in the app and its controller (no browser)."""
from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET

import pytest

from ttrwidgets.graphs.lab import ALGORITHMS, trace, why_text
from ttrwidgets.widgets.app import TTRApp
from ttrwidgets.widgets.lab import LAB_BOARDS, LabController, bot_network, export_svg


@pytest.fixture
def app():
    """The app on its lab page; its widgets are closed afterwards, so they do not pile up in
    ipywidgets' registry (every browser-side widget there is pinged when a page says hello:
    hundreds left over slowed test_web's watchdog tests down)."""
    from ipywidgets.widgets import widget as widget_module
    registry = getattr(widget_module, "_instances", {})
    before = set(registry)
    a = TTRApp()
    a.start_page.b_lab.click()
    yield a
    for key in [k for k in list(registry) if k not in before]:
        w = registry.get(key)
        if w is not None:
            w.close()


@pytest.fixture
def page(app):
    return app.lab_page


def test_start_page_button_opens_the_lab(app, page):
    assert app.page.children == (page.box,)
    assert "Graph lab" in app.start_page.b_lab.description
    assert page.lab.board_id == "europe" and page.lab.algorithm == "dijkstra"
    assert "Click the start city" in page.status.value


def test_dijkstra_from_paris_to_moskva_by_clicks(page):
    lab = page.lab
    page.click_city("Paris")
    assert lab.source == lab.city("Paris") and lab.steps        # runs as soon as it can
    assert "Start: Paris" in page.b_source.description
    page.click_city("Moskva")
    assert lab.target == lab.city("Moskva")
    want = trace("dijkstra", lab.graph, source=lab.source, target=lab.target)
    assert lab.steps == want
    assert page.count.value == f"Step 1 of {len(want)}"
    page.b_next.click()
    page.b_next.click()
    assert lab.index == 2 and page.why.value.startswith("Via Paris") or lab.index == 2
    page.b_back.click()
    assert lab.index == 1 and "Paris is taken from the queue" in page.why.value
    page.b_last.click()
    assert lab.current.done and lab.current.result == want[-1].result
    assert page.result.value == "Distance Paris → Moskva: 18"
    assert "Moskva" in page.table.value and "<td>18</td>" in page.table.value
    # the pseudocode shows the step's line
    assert page.code.value.count('class="ttr-lab-cur"') == 1
    page.b_first.click()
    assert lab.index == 0 and page.b_back.disabled and not page.b_next.disabled
    # the slider and the Play button go to a step
    page.slider.value = 5
    assert lab.index == 5 and page.play.value == 5
    page.play.playing = True
    page.play.value = 9
    assert lab.index == 9 and page.slider.value == 9
    page.b_next.click()                       # a step button stops the play ...
    assert not page.play.playing and lab.index == 10
    page.play.value = 11                      # ... and a tick still on its way is ignored
    assert lab.index == 10 and page.play.value == 10


@pytest.mark.parametrize("lang,step,play,pause", [("en", "Step", "Play", "Pause"),
                                                   ("de", "Schritt", "Abspielen", "Anhalten")])
def test_the_instruction_names_the_step_and_play_buttons_by_their_words(app, page, lang, step,
                                                                        play, pause):
    """Issue 21 #5: the step buttons carry words, and the instruction names them exactly (it
    said "Step with ▶ or press Play" beside an icon-only step button and a ▶ Play)."""
    app.topbar.lang_toggle.value = lang
    page.click_city("Paris")
    page.click_city("Moskva")
    assert page.b_next.description == step and page.b_next.icon == "step-forward"
    assert page.b_play.description == play and page.b_play.icon == "play"
    assert page.play.layout.display == "none"          # no second, icon-only Play
    status = page.status.value
    assert f"“{step}”" in status or f"„{step}“" in status
    assert f"“{play}”" in status or f"„{play}“" in status
    assert "▶" not in status
    page.b_play.click()                                 # Play runs (the browser's timer) ...
    assert page.play.playing and page.b_play.description == pause
    assert page.b_play.icon == "pause"
    page.play.value = 3                                 # ... a tick steps on
    assert page.lab.index == 3
    page.b_play.click()                                 # Pause stops on the step shown
    assert not page.play.playing and page.b_play.description == play
    page.b_last.click()
    page.b_play.click()                                 # at the end: Play starts again
    assert page.lab.index == 0 and page.play.playing


def test_the_board_draws_the_steps_marks(page):
    lab = page.lab
    page.click_city("Paris")
    page.goto(30)
    roles = {op.role for op in page.board.ops["highlight"]}
    assert {"lab-chosen", "lab-visited", "lab-frontier", "lab-badges"} <= roles
    st = lab.current
    chosen = next(op for op in page.board.ops["highlight"] if op.role == "lab-chosen")
    assert set(chosen.args["routes"]) == {e[2] for e in st.chosen}
    # not colour alone: the waiting ring and the edge looked at are dashed
    frontier = next(op for op in page.board.ops["highlight"] if op.role == "lab-frontier")
    assert frontier.args["dash"]


def test_predict_mode_right_and_wrong(page):
    lab = page.lab
    page.click_city("Paris")
    page.w_predict.value = True
    assert lab.predict and lab.pick is None
    # step 2 (Paris settled) is a choice: the page asks for it
    assert lab.pending_pick() is not None
    assert "which city" in page.status.value
    page.click_city("Paris")                                  # right
    assert lab.score == [1, 1] and "✓ Right!" in page.feedback.value
    assert "Paris is taken from the queue" in page.feedback.value
    # play on to the next choice: it stops before it
    page.last()
    nxt = lab.pending_pick()
    assert nxt is not None and nxt.why == "dijkstra.settle" and lab.index < len(lab.steps) - 1
    wrong = next(n for n in ("Madrid", "Lisboa", "Brest") if lab.city(n) != nxt.node)
    page.click_city(wrong)
    assert lab.score == [1, 2] and lab.current is nxt
    assert f"✗ Not {wrong}." in page.feedback.value
    assert why_text(nxt, "en", lab.names) in page.feedback.value
    # ▶ on a choice shows it without a guess
    page.last()
    page.b_next.click()
    assert "Shown without a guess" in page.feedback.value and lab.score == [1, 2]


def test_a_region_is_the_subgraph_of_the_clicked_cities(page):
    lab = page.lab
    page.w_alg.value = "prim"
    page.w_graph.value = "region"
    assert lab.pick == "region" and "Click the cities of the region" in page.status.value
    for c in ("Paris", "Bruxelles", "Frankfurt", "Zürich", "Marseille"):
        page.click_city(c)
    names = {lab.name(n) for n in lab.graph}
    assert names == {"Paris", "Bruxelles", "Frankfurt", "Zürich", "Marseille"}
    full = lab.base
    assert lab.graph.number_of_edges() == sum(1 for u, v in full.edges() if lab.name(u) in names
                                              and lab.name(v) in names)
    page.click_city("Marseille")                              # a second click takes it out
    assert "Marseille" not in {lab.name(n) for n in lab.graph}
    # routes outside are dimmed on the board
    assert set(page.board.view.dim_routes) == set(lab.outside_edges()) and lab.outside_edges()
    page.b_source.click()
    page.click_city("Berlin")                                  # not in the region
    assert lab.source is None and "not in the chosen graph" in page.status.value
    page.click_city("Paris")
    page.last()
    assert lab.current.done and lab.current.answer["weight"] > 0


def test_german_texts(app, page):
    page.click_city("Paris")
    page.click_city("Moskva")
    page.last()
    app.topbar.lang_toggle.value = "de"
    assert page.result.value == "Abstand Paris → Moskva: 18"
    assert "Fertig" in page.why.value
    assert "Tabelle: Abstände" in page.table.value
    assert "solange die Warteschlange" in page.code.value
    assert page.w_alg.label == "Kürzeste Wege nach Dijkstra"
    assert page.lab.board_id == "europe" and page.lab.index == len(page.lab.steps) - 1
    assert "Schritt" in page.count.value


def test_export_svg_is_valid_xml_without_outside_references(page):
    page.click_city("Paris")
    page.goto(12)
    page.b_svg.click()
    link = page.export_link.value
    assert 'download="lab-europe-dijkstra-step13.svg"' in link
    data = link.split("base64,")[1].split('"')[0]
    svg = base64.b64decode(data).decode("utf-8")
    root = ET.fromstring(svg.encode("utf-8"))
    assert root.tag.endswith("svg")
    assert "href" not in svg and "url(" not in svg
    assert svg.count("http") == 1                        # only the xmlns namespace name
    assert 'role-lab-chosen"' in svg
    page.step(1)
    assert page.export_link.value == ""                  # that file was the earlier step


def test_png_button_is_in_the_page(page):
    assert page.b_png.selector == ".ttr-lab-board canvas"
    page.click_city("Paris")
    assert page.b_png.filename == "lab-europe-dijkstra-step1.png"


def _texts(svg: str) -> str:
    root = ET.fromstring(svg.encode("utf-8"))
    return " ".join("".join(e.itertext()) for e in root.iter() if e.tag.endswith("text"))


def test_the_png_carries_the_same_caption_as_the_svg(page, monkeypatch):
    """*PNG* asks the kernel for the step's caption and draws it beside the board's canvas:
    the caption it gets is the SVG export's caption (step, reason, pseudocode line, table)."""
    page.click_city("Paris")
    page.click_city("Wien")
    page.goto(5)
    sent = []
    monkeypatch.setattr(page.b_png, "send", lambda msg, *a, **k: sent.append(msg))
    page.b_png._dispatch({"event": "caption"}, [])
    assert [m["event"] for m in sent] == ["caption"]
    caption = base64.b64decode(sent[0]["svg"]).decode("utf-8")
    page.b_svg.click()
    whole = base64.b64decode(page.export_link.value.split("base64,")[1].split('"')[0]
                             ).decode("utf-8")
    lab = page.lab
    words = _texts(caption)
    for part in (lab.step_text("en"), lab.why("en").split(":")[0],
                 lab.code("en")[0][lab.code("en")[1] - 1].strip().split(" (")[0][:30],
                 lab.table("en")[0]):
        assert part in words, part
    assert words in _texts(whole)                        # the SVG's caption, word for word
    # the caption is as wide as the SVG's beyond the board
    w = float(ET.fromstring(caption.encode()).get("width"))
    assert float(ET.fromstring(whole.encode()).get("width")) == \
        pytest.approx(page.board.geometry.width + w)
    with pytest.raises(ValueError):
        page.b_png._dispatch({"event": "other"}, [])


def test_a_players_network_from_a_bot_game(page):
    lab = page.lab
    page.w_graph.value = "network"
    edges = bot_network("europe")
    assert edges and lab.graph.number_of_edges() == len(edges)
    assert {k for _, _, k in lab.graph.edges(keys=True)} == set(edges)
    assert "bot game" in page.graph_text.value
    page.w_alg.value = "longest_trail"
    assert lab.steps and lab.current.why == "trail.start"
    page.last()
    assert lab.current.done and lab.current.answer["length"] > 0


def test_a_players_network_from_the_current_game(app):
    app.start_game(players=2, seats=["greedy", "greedy"], seed=2, pace=0)
    mine = [r for r, o in enumerate(app.state.owners) if o == 0]
    app.show_lab()
    page = app.lab_page
    page.w_graph.value = "network"
    assert {k for _, _, k in page.lab.graph.edges(keys=True)} == set(mine)
    assert "current game" in page.graph_text.value


@pytest.mark.parametrize("board", LAB_BOARDS)
def test_every_board_draws_and_runs(page, board):
    page.w_board.value = board
    lab = page.lab
    assert lab.board_id == board
    named = [n for n, d in lab.graph.nodes(data=True) if "name" in d]   # cities
    page.w_alg.value = "bfs"
    page.click_city(named[0])
    assert lab.steps
    page.last()
    assert lab.current.done
    assert any(op.role == "lab-chosen" for op in page.board.ops["highlight"])
    assert export_svg(page.board).startswith("<?xml")


def test_grid_board_clicks_nodes_and_lines(page):
    page.w_board.value = "trans_europa"
    lab = page.lab
    page.w_alg.value = "steiner"
    cities = [n for n, d in lab.graph.nodes(data=True) if "name" in d][:3]
    for n in cities:
        page.click_city(n)
    assert lab.terminals == cities and lab.steps
    page.last()
    assert lab.current.answer["exact_cost"] is not None


@pytest.mark.parametrize("board", ("trans_europa", "trans_america"))
def test_grid_points_are_named_as_the_trans_game_names_them(page, board):
    """A grid point without a city reads as the Trans texts name it ("the point just east of
    Berlin" / "der Kreuzungspunkt direkt östlich von Berlin"), never as "[10, 5]"."""
    from ttrwidgets.trans import point_name
    from ttrwidgets.trans.board import load_board
    b = load_board(board)
    page.w_board.value = board
    lab = page.lab
    points = [n for n, d in lab.graph.nodes(data=True) if "name" not in d]
    assert points
    for lang in ("en", "de"):
        names = lab.names_in(lang)
        assert all(names[n] == point_name(b, n, lang) for n in lab.graph)
        assert not any("[" in x for x in names.values())
    page.w_alg.value = "bfs"
    page.click_city(points[0])
    assert lab.source == points[0]
    assert lab.why("en") == f"Start at {point_name(b, points[0], 'en')}: it is visited, at " \
        "distance 0, and waits in the queue."
    assert "Kreuzungspunkt" in lab.why("de") and "[" not in lab.why("de")
    assert "the point" in page.why.value and "[" not in page.b_source.description


def test_bfs_goes_a_level_at_a_time_by_default_and_city_by_city_on_demand(page):
    """A whole-board BFS is 251 steps: Step shows a level at a time (the cities of each
    distance, named), "step city by city" goes one step; predict mode asks every choice."""
    import networkx as nx
    page.w_alg.value = "bfs"
    lab = page.lab
    page.click_city("Paris")
    assert len(lab.steps) == 251
    levels = nx.single_source_shortest_path_length(lab.graph, lab.city("Paris"))
    stops = lab.stops()
    assert len(stops) == max(levels.values()) + 2           # start, each level, the end
    assert page.w_by_city.layout.display == ""
    page.b_next.click()
    assert lab.index == stops[1]
    first = sorted((n for n, d in levels.items() if d == 1), key=lambda n: lab.names[n])
    assert page.why.value.startswith(f"All {len(first)} cities at distance 1 are found: ")
    assert all(lab.name(n) in page.why.value for n in first)
    assert page.count.value.startswith(f"Part 2 of {len(stops)}")
    page.b_next.click()
    assert lab.index == stops[2] and "at distance 2 are found" in page.why.value
    page.b_back.click()
    assert lab.index == stops[1]
    page.w_by_city.value = True                               # one step at a time
    page.b_next.click()
    assert lab.index == stops[1] + 1 and page.count.value.startswith("Step ")
    page.w_by_city.value = False
    page.w_predict.value = True                               # every choice is asked
    assert not lab.grouped and page.w_by_city.layout.display == "none"
    page.first()
    asked = 0
    for _ in range(40):
        if lab.question() is not None:
            asked += 1
        page.b_next.click()
    assert asked >= 5 and lab.index < stops[3]


def test_bfs_from_start_to_target_stops_at_the_target(page):
    import networkx as nx
    page.w_alg.value = "bfs"
    lab = page.lab
    page.click_city("Paris")
    page.click_city("Moskva")
    assert lab.target == lab.city("Moskva") and len(lab.steps) < 251
    page.last()
    n = nx.shortest_path_length(lab.graph, lab.city("Paris"), lab.city("Moskva"))
    assert page.result.value == f"Paris → Moskva: {n} routes (the fewest)"
    assert lab.why("en").startswith("Moskva is the target")


def test_algorithms_without_inputs_run_at_once():
    lab = LabController("europe", "components")
    lab.set_algorithm("components")
    assert lab.steps and lab.pick is None
    lab.click("city", 3)
    assert lab.note is not None and "needs no city" in lab.note[1]("en")


def test_every_algorithm_on_a_region():
    lab = LabController("europe")
    lab.set_graph("region")
    for c in ("Paris", "Bruxelles", "Frankfurt", "Zurich", "Marseille", "München"):
        lab.click("city", lab.city(c))
    for aid in ALGORITHMS:
        lab.set_algorithm(aid)
        for c in ("Paris", "München", "Marseille"):
            if lab.pick is not None:
                lab.click("city", lab.city(c))
        assert lab.steps, aid
        lab.last()
        assert lab.current.done, aid
        assert lab.why("de") and lab.table("de")[0]


# ------------------------------------------------------------------ issue 24: predict mode
def _to_tie(page, size=5):
    """Dijkstra from Paris in predict mode, walked (shown without guesses) up to the first
    question with ``size`` cities tied."""
    lab = page.lab
    page.click_city("Paris")
    page.w_predict.value = True
    while True:
        q = lab.question()
        if q is not None and len(q.allowed) == size:
            return q
        assert not lab.at_end
        page.b_next.click()


def test_predict_mode_hides_the_queue_order_while_it_asks(page):
    lab = page.lab
    q = _to_tie(page)
    assert q.kind == "node"
    # the queue and the table are listed by name, not smallest first
    assert "listed by name" in page.frontier.value
    pq = page.frontier.value.split(": ", 1)[1]
    names = [x.rsplit(" ", 1)[0] for x in pq.split(", ")]
    assert names == sorted(names)
    _title, rows = lab.table("en")
    assert [r[0] for r in rows] == sorted(r[0] for r in rows)
    # once answered, the queue is smallest first again
    page.click_city("Brest")
    assert "listed by name" not in page.frontier.value


def test_every_city_of_a_tie_is_accepted(page):
    lab = page.lab
    q = _to_tie(page)
    assert {lab.name(n) for n in q.allowed} == {"Amsterdam", "Brest", "Frankfurt", "London",
                                                "Zürich"}
    page.click_city("Frankfurt")                     # not the lab's own pick (Amsterdam)
    assert lab.score == [1, 1]
    assert "✓ Right: Frankfurt is allowed too (a tie)" in page.feedback.value
    assert "the lab takes Amsterdam" in page.feedback.value
    page.app.lang = "de"
    page.refresh()
    assert "Gleichstand" in page.feedback.value


def test_a_wrong_answer_on_a_tie_names_every_right_one(page):
    lab = page.lab
    _to_tie(page)
    page.click_city("Madrid")
    assert lab.score == [0, 1]
    assert "Any of these was right (a tie): Amsterdam, Brest, Frankfurt, London, Zürich" \
        in page.feedback.value


def test_a_route_clicked_when_a_city_is_asked_is_not_counted(page):
    lab = page.lab
    q = _to_tie(page)
    index = lab.index
    page.click_edge(0)
    assert lab.score == [0, 0] and lab.index == index and lab.question() == q
    assert "This question asks for a city" in page.status.value


def test_kruskal_accepts_any_route_of_the_length_taken_next():
    lab = LabController("europe", "kruskal")
    lab.set_predict(True)
    q = lab.question()
    assert q.kind == "edge" and q.tie
    lengths = {lab.base.edges[lab.edge_ends[k] + (k,)]["length"] for k in q.allowed}
    assert lengths == {1}
    other = max(q.allowed)
    assert other != q.answer
    assert lab.predict_click("edge", other) is True and lab.score == [1, 1]


def test_value_questions_dist_cycle_and_bad_input():
    lab = LabController("europe", "dijkstra")
    lab.click("city", lab.city("Paris"))
    lab.set_pick(None)
    lab.set_predict(True, ask="values")
    lab.last()
    q = lab.question()
    assert q.kind == "number" and "what is dist[" in lab.instruction("en")
    index = lab.index
    assert lab.answer("seven") is False and lab.index == index and lab.score == [0, 0]
    assert "is not a whole number" in lab.note[1]("en")
    assert lab.answer(str(q.answer)) is True and lab.score == [1, 1]
    assert lab.current.why in ("dijkstra.relax", "dijkstra.keep")
    kr = LabController("europe", "kruskal")
    kr.set_predict(True, ask="values")
    q = kr.question()
    assert q.kind == "yesno" and "close a cycle" in kr.instruction("en")
    assert kr.answer("no") is True                      # the first route never closes one
    de = LabController("europe", "kruskal")
    de.set_predict(True, ask="values")
    assert de.question_text("de").startswith("Vorhersage: Schließt ")


def test_class_tally_counts_votes_then_reveals():
    lab = LabController("europe", "dijkstra")
    lab.click("city", lab.city("Paris"))
    lab.set_pick(None)
    lab.set_predict(True, tally=True)
    while lab.question() is None or not lab.question().tie:
        lab.step(1)
    q = lab.question()
    index = lab.index
    for name in ("Brest", "Brest", "Madrid", "London"):
        lab.click("city", lab.city(name))
    assert lab.index == index                           # votes do not show the step
    assert lab.tally_text("en") == "4 votes: Brest: 2 · Madrid: 1 · London: 1"
    assert "✓" not in lab.tally_text("en")              # nothing given away
    lab.reveal()
    assert lab.index == q.index and lab.score == [3, 4]
    assert lab.feedback[1]("en").startswith("3 of 4 votes right (Brest 2 ✓ · Madrid 1 ✗")


# ------------------------------------------------------------------ issue 24: classroom safety
def test_a_stray_click_does_not_reset_a_running_steiner_demo(page):
    lab = page.lab
    page.w_alg.value = "steiner"
    for c in ("Paris", "Berlin", "Roma"):
        page.click_city(c)
    n = len(lab.steps)
    for _ in range(20):
        page.b_next.click()
    assert lab.locked and lab.index == 20
    page.click_city("Wien")                             # a stray click
    assert lab.index == 20 and len(lab.steps) == n and len(lab.terminals) == 3
    assert "locked" in page.status.value and "Change inputs" in page.status.value
    assert page.b_change.layout.display == ""
    page.b_change.click()                               # explicit: unlocked, step 1
    assert not lab.locked and lab.index == 0 and lab.pick == "terminals"
    page.click_city("Wien")
    assert len(lab.terminals) == 4
    page.b_undo.click()                                 # undo the pick
    assert [lab.name(n) for n in lab.terminals] == ["Paris", "Berlin", "Roma"]


def test_undo_takes_picks_back_one_by_one(page):
    lab = page.lab
    page.click_city("Paris")
    page.click_city("Moskva")
    page.b_undo.click()
    assert lab.target is None and lab.source == lab.city("Paris") and lab.pick == "target"
    page.b_undo.click()
    assert lab.source is None and lab.pick == "source"
    assert page.b_undo.disabled


def test_switching_the_algorithm_keeps_the_chosen_cities(page):
    lab = page.lab
    page.click_city("Paris")
    page.click_city("Wien")
    page.w_alg.value = "steiner"
    assert [lab.name(n) for n in lab.terminals] == ["Paris", "Wien"] and lab.steps
    page.w_alg.value = "prim"
    assert lab.name(lab.source) == "Paris" and lab.steps
    page.w_alg.value = "dijkstra"
    assert (lab.name(lab.source), lab.name(lab.target)) == ("Paris", "Wien")
    lab.last()
    assert lab.result_text("en") == "Distance Paris → Wien: 8"


def test_a_value_question_is_answered_in_the_page_box(page):
    lab = page.lab
    page.click_city("Paris")
    page.w_predict.value = True
    page.w_ask.value = "values"
    page.last()
    q = lab.question()
    assert q.kind == "number" and page.answer_row.layout.display == ""
    assert "what is dist[" in page.question.value
    page.w_answer.value = "x7"
    assert lab.score == [0, 0] and "is not a whole number" in page.status.value
    page.w_answer.value = str(q.answer)
    assert lab.score == [1, 1] and "✓ Right!" in page.feedback.value
    assert page.w_answer.value == ""


# ------------------------------------------------------------------ issue 24: views
@pytest.mark.parametrize("board_id", LAB_BOARDS)
def test_the_euler_graph_offered_on_every_board_has_an_euler_trail(board_id):
    import networkx as nx
    lab = LabController(board_id, "euler")
    lab.set_graph("euler")
    assert nx.has_eulerian_path(lab.graph) and lab.graph.number_of_edges() > 40
    lab.last()
    ans = lab.current.answer
    trail = ans["trail"]
    assert ans["kind"] in ("trail", "circuit")
    assert sorted(e[2] for e in trail) == sorted(k for *_, k in lab.graph.edges(keys=True))
    assert all(a[1] == b[0] for a, b in zip(trail, trail[1:]))      # one walk
    assert lab.result_text("en").startswith(f"The Euler {ans['kind']} ({len(trail)} routes): ")


def test_hierholzer_draws_the_walked_routes_not_yet_in_the_answer():
    lab = LabController("europe", "euler")
    lab.set_graph("euler")
    seen_detour = False
    while not lab.at_end:
        lab.step(1)
        ov = lab.overlay()
        walked = {s.edge[2] for s in lab.steps[:lab.index + 1] if s.why == "euler.take"}
        assert set(ov.trail) | set(ov.chosen) == walked
        assert not set(ov.trail) & set(ov.chosen)
        seen_detour |= bool(ov.trail) and bool(ov.chosen)
    assert seen_detour
    assert lab.table("en")[0] == "Table: unused routes at each city (at first: its degree)"


def test_steiner_last_frame_shows_exact_and_approximation():
    lab = LabController("europe", "steiner")
    for c in ("Paris", "Berlin", "Roma", "Madrid"):
        lab.click("city", lab.city(c))
    lab.last()
    ans, ov = lab.current.answer, lab.overlay()
    assert set(ov.chosen) == {e[2] for e in ans["exact_tree"]}
    assert set(ov.trail) == {e[2] for e in ans["approx_tree"]}
    assert lab.result_text("en") == (f"Exact tree (solid line): {ans['exact_cost']}. "
                                     f"Approximation (dash-dots): {ans['approx_cost']}.")


def test_dijkstras_final_path_is_its_own_mark():
    lab = LabController("europe", "dijkstra")
    lab.click("city", lab.city("Paris"))
    lab.click("city", lab.city("Moskva"))
    lab.last()
    ov = lab.overlay()
    assert set(ov.path) == {e[2] for e in lab.current.answer["path"]} and ov.path
    from ttrwidgets.render import BoardGeometry
    from ttrwidgets.render.lab import lab_board_ops
    ops = lab_board_ops(BoardGeometry.build(lab.board, 1000), ov)
    width = {op.role: op.args["line_width"] for op in ops if op.kind == "stroke_lines"}
    assert width["lab-path"] > width["lab-chosen"]


def test_kruskal_shows_the_sorted_routes_with_marks_and_coloured_groups():
    lab = LabController("europe", "kruskal")
    while lab.current.why != "kruskal.cycle":
        lab.step(1)
    text = lab.frontier_text("en")
    assert text.startswith("Routes by length (✓ taken, ✗ skipped, ▶ now): ")
    assert "▶ " + lab.edge_name(lab.current.edge[2]) in text and "✓ " in text
    ov = lab.overlay()
    u, v, _ = lab.current.edge
    groups = dict(ov.groups)
    assert groups[u] == groups[v]                      # a cycle: one group
    from ttrwidgets.render import BoardGeometry
    from ttrwidgets.render.lab import lab_board_ops
    ops = lab_board_ops(BoardGeometry.build(lab.board, 1000), ov)
    sq = next(op for op in ops if op.role == "lab-groups")
    colour = dict(zip(sq.args["cities"], sq.args["colors"]))
    assert colour[u] == colour[v]


# ------------------------------------------------------------------ issue 24: own graphs
def _draw_six(page):
    """Six cities and seven routes drawn by clicks on a blank sheet."""
    page.w_board.value = "sketch"
    b = page.board
    for x, y in ((100, 280), (300, 80), (300, 480), (600, 80), (600, 480), (800, 280)):
        b.click(x, y)
    for a, c, w in ((0, 1, 2), (0, 2, 2), (1, 3, 3), (2, 4, 3), (3, 5, 1), (4, 5, 1),
                    (1, 2, 4)):
        page.w_length.value = w
        b.click_city(a)
        b.click_city(c)
    return b


def test_a_teacher_draws_a_graph_and_runs_dijkstra_on_it(page):
    import networkx as nx
    lab = page.lab
    _draw_six(page)
    assert [c[0] for c in lab.sketch.cities] == ["A", "B", "C", "D", "E", "F"]
    assert len(lab.sketch.routes) == 7
    ops = page.board.ops["highlight"]
    lengths = next(op for op in ops if op.role == "sketch-lengths")
    assert lengths.args["texts"] == ("2", "2", "3", "3", "1", "1", "4")   # weights as numbers
    page.w_edit.value = False
    assert "Click the start city" in page.status.value
    page.click_city("A")
    page.click_city("F")
    page.last()
    H = nx.Graph()
    H.add_weighted_edges_from(((a, b, w) for a, b, w in lab.sketch.routes), weight="length")
    assert lab.result_text("en") == \
        f"Distance A → F: {nx.dijkstra_path_length(H, 'A', 'F', weight='length')}"


def test_predict_with_ties_on_a_drawn_graph(page):
    lab = page.lab
    _draw_six(page)
    page.w_edit.value = False
    page.click_city("A")
    page.lab.set_pick(None)
    page.w_predict.value = True
    page.b_next.click()                      # A: no choice... shown
    while lab.question() is None or not lab.question().tie:
        page.b_next.click()
    q = lab.question()
    assert {lab.name(n) for n in q.allowed} == {"B", "C"}
    page.click_city("C")                     # the lab takes B: C is right too
    assert lab.score == [1, 1] and "C is allowed too (a tie)" in page.feedback.value


def test_editing_clicks_undo_and_bad_lengths(page):
    lab = page.lab
    page.w_board.value = "sketch"
    b = page.board
    b.click(100, 100)
    b.click(400, 100)
    assert page.b_undo.layout.display == "" and not page.b_undo.disabled
    page.b_undo.click()
    assert len(lab.sketch.cities) == 1
    assert lab.set_sketch_length(0) is False and "from 1 to 99" in lab.note[1]("en")
    assert lab.sketch_length == 1


def test_save_and_open_a_graph_file(page):
    lab = page.lab
    _draw_six(page)
    page.b_save.click()
    assert 'download="lab-graph.json"' in page.save_link.value
    data = base64.b64decode(page.save_link.value.split("base64,")[1].split('"')[0])
    before = lab.sketch
    page.b_blank.click()
    assert lab.sketch.cities == ()
    assert lab.load_sketch(data) and lab.sketch == before
    # a broken file: a message naming the JSON path, and nothing changes
    bad = data.replace(b'"length": 4', b'"length": -4')
    assert lab.load_sketch(bad) is False
    assert "routes[6].length: must be a whole number from 1 to 99, not -4" in lab.note[1]("en")
    assert lab.sketch == before


def test_the_notebook_api_builds_the_same_graph(page):
    from ttrwidgets.graphs.lab import Sketch
    s = (Sketch().add_city("Köln", 0.1, 0.2).add_city("Bonn", 0.2, 0.8)
         .add_city("Aachen", 0.0, 0.5).add_city("Essen", 0.5, 0.0)
         .add_route("Köln", "Bonn", 1).add_route("Köln", "Aachen", 2)
         .add_route("Köln", "Essen", 2))
    page.use_sketch(s)
    lab = page.lab
    lab.set_algorithm("prim")
    lab.click("city", lab.city("Köln"))
    lab.last()
    assert lab.current.answer["weight"] == 5


# ------------------------------------------------------------------ issue 24: worksheets
def test_a_lab_link_round_trips_and_a_bad_one_changes_nothing(page):
    from ttrwidgets.widgets.lab.preset import apply_preset, preset_of
    lab = page.lab
    page.click_city("Paris")
    page.click_city("Zürich")
    page.w_predict.value = True
    query = preset_of(lab)
    assert query == "board=europe&alg=dijkstra&source=Paris&target=Z%C3%BCrich&predict=next"
    assert f'href="#lab?{query}"' in page.link.value.replace("&amp;", "&")
    other = LabController("deutschland", "bfs")
    assert apply_preset(other, query)
    assert (other.board_id, other.algorithm, other.name(other.source),
            other.name(other.target), other.predict) == ("europe", "dijkstra", "Paris", "Zürich",
                                                          True)
    assert other.steps == lab.steps
    before = (other.board_id, other.algorithm, other.source, other.target)
    for bad, part in (("board=mars", "board=mars"), ("alg=quicksort", "alg=quicksort"),
                      ("board=europe&source=Atlantis", "source=Atlantis"),
                      ("board=sketch&sketch=xyz", "sketch=")):
        assert apply_preset(other, bad) is False
        assert part in other.note[1]("en") and "nichts wurde geändert" in other.note[1]("de")
        assert (other.board_id, other.algorithm, other.source, other.target) == before
    page.app.open_lab_link("board=europe&graph=euler&alg=euler")
    assert lab.graph_kind == "euler" and lab.algorithm == "euler"


def test_the_svg_is_captioned_with_step_reason_pseudocode_and_table(page):
    lab = page.lab
    page.click_city("Paris")
    page.goto(12)
    page.b_svg.click()
    data = page.export_link.value.split("base64,")[1].split('"')[0]
    svg = base64.b64decode(data).decode("utf-8")
    root = ET.fromstring(svg.encode("utf-8"))
    texts = [el.text for el in root.iter() if el.tag.endswith("text") and el.text]
    assert "Dijkstra's shortest paths — Europe" in texts
    assert f"Step 13 of {len(lab.steps)}" in texts
    assert any(lab.why("en").startswith(x) for x in texts if len(x) > 10)      # the reason
    cur = lab.current.line
    assert [x for x in texts if x.startswith("▶") and x[1:-1].isdigit()] == [f"▶{cur}."]
    line = lab.code("en")[0][cur - 1].strip()
    assert any(line.startswith(x) for x in texts if len(x) > 8)       # its words
    assert "Table: distances" in texts and "✓ Paris: 0" in texts
    assert 'role-lab-chosen"' in svg                                      # the board's marks


def test_a_blank_tracing_table_for_a_drawn_graph(page):
    from ttrwidgets.graphs.lab import EXAMPLE
    page.use_sketch(EXAMPLE)
    lab = page.lab
    lab.click("city", lab.city("A"))
    page.b_sheet.click()
    data = page.sheet_link.value.split("base64,")[1].split('"')[0]
    html = base64.b64decode(data).decode("utf-8")
    assert "Trace it by hand: Dijkstra's shortest paths — Your own graph" in html
    assert "<th>A</th>" in html and "<th>F</th>" in html
    settles = sum(1 for s in lab.steps if s.why == "dijkstra.settle")
    assert html.count("<tr>") == 1 + 1 + settles             # header, start row, blanks
    assert "<td>1</td><td>A</td><td>A</td><td>0</td>" in html    # the start values only
    assert "(a tie: any of them" in html                         # the pseudocode with its rule
    # the graph itself, to trace on paper: its cities, its lengths and the start, no step marks
    assert "<h2>The graph (the start and the cities to pick are marked)</h2>" in html
    root = ET.fromstring(html[html.index("<svg"):html.index("</svg>") + 6].encode("utf-8"))
    texts = [el.text for el in root.iter() if el.tag.endswith("text") and el.text]
    assert set("ABCDEF") <= set(texts) and "S" in texts
    assert sorted(x for x in texts if x.isdigit()) == sorted(str(w) for *_, w in
                                                            EXAMPLE.routes)
    assert "role-lab-visited" not in html and "role-lab-current" not in html
    page.app.lang = "de"
    page.b_sheet.click()
    html = base64.b64decode(page.sheet_link.value.split("base64,")[1].split('"')[0]).decode()
    assert "Von Hand nachvollziehen" in html and "Der Graph" in html


def test_a_double_routes_second_route_is_explained():
    lab = LabController("europe", "dijkstra")
    lab.click("city", lab.city("Paris"))
    while "twin of a double route" not in lab.why("en"):
        lab.step(1)
    prev, st = lab.steps[lab.index - 1], lab.current
    assert {prev.edge[0], prev.edge[1]} == {st.edge[0], st.edge[1]} and prev.edge[2] != st.edge[2]
    assert "Doppelstrecke" in lab.why("de")
    lab.step(-1)
    assert "double route" not in lab.why("en")                  # the first one needs no note


def test_a_picked_region_is_zoomed_to(page):
    lab = page.lab
    page.w_graph.value = "region"
    for c in ("Paris", "Bruxelles", "Frankfurt", "Zürich"):
        page.click_city(c)
    assert page.board.zoom[0] == 1.0                            # still picking: the whole board
    page.pick("source")                                         # done: pick the start
    assert page.board.zoom[0] > 1.0
    page.click_city("Paris")
    assert lab.source == lab.city("Paris")


def test_the_tracing_sheet_speaks_its_language_for_cities_and_grid_points():
    from ttrwidgets.widgets.lab.worksheet import tracing_sheet
    lab = LabController("europe", "steiner")
    for name in ("Paris", "Wien", "Roma"):
        lab.click("city", lab.city(name))
    assert "Zu verbindende Städte (3): Paris, Wien, Roma" in tracing_sheet(lab, "de")
    assert "Cities to join (3): Paris, Wien, Roma" in tracing_sheet(lab, "en")
    grid = LabController("trans_europa", "bfs")
    point = next(n for n, d in grid.graph.nodes(data=True) if "name" not in d)
    grid.click("node", point)
    assert grid.source == point
    de, en = tracing_sheet(grid, "de"), tracing_sheet(grid, "en")
    assert f"Start: {grid.name(point, 'de')}" in de and "Kreuzungspunkt" in de
    assert not re.search(r"\[\d+, \d+\]", de + en)
    assert grid.name(point, "en") in en and "the point" in en


def test_the_stack_is_listed_top_first():
    """DFS's stack is listed from its top (the city the algorithm looks at), never cut off
    at the top: the bottom is what a long stack leaves out."""
    lab = LabController("europe", "dfs")
    lab.click("city", lab.city("Paris"))
    while len(lab.current.frontier) < 10:
        lab.step(1)
    stack = [lab.name(n) for n in lab.current.frontier]
    text = lab.frontier_text("en")
    assert text.startswith(f"Stack, top first: {stack[-1]}, {stack[-2]}, ")
    assert text.endswith(f"… (+{len(stack) - 8})") and stack[0] not in text.split(": ")[1]
