"""The graph lab driven from code: the page in the app and its controller (no browser)."""
from __future__ import annotations

import base64
import xml.etree.ElementTree as ET

import pytest

from ttrwidgets.graphs.lab import ALGORITHMS, trace, why_text
from ttrwidgets.widgets.app import TTRApp
from ttrwidgets.widgets.lab import LAB_BOARDS, LabController, bot_network, export_svg


@pytest.fixture
def app():
    a = TTRApp()
    a.start_page.b_lab.click()
    return a


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
    named = [n for n in lab.graph if not lab.names[n].startswith("[")]
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
    cities = [n for n in lab.graph if not lab.names[n].startswith("[")][:3]
    for n in cities:
        page.click_city(n)
    assert lab.terminals == cities and lab.steps
    page.last()
    assert lab.current.answer["exact_cost"] is not None


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
