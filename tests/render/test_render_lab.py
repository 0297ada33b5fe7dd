"""The graph lab's marks on the boards (:mod:`ttrwidgets.render.lab`): a value beside every
city (a distance, a component) keeps clear of the city names and of the other values, so a
class can read both."""
from __future__ import annotations

import pytest

from ttrwidgets.ttr.maps import load_map
from ttrwidgets.render import BoardGeometry
from ttrwidgets.render import typography as T
from ttrwidgets.trans.render import GridGeometry
from ttrwidgets.render.lab import LabOverlay, lab_board_ops, lab_grid_ops
from ttrwidgets.trans.board import load_board
from ttrwidgets.widgets.board import CANVAS_WIDTH

#: The boards. With a value at every city, none touches a name or another value (before the
#: placement came, Europe had 11 in the normal view and 27 in projector mode; before values
#: could move further out, Legendary Asia still had 6 in projector mode).
BOUNDS = ("europe", "deutschland", "legendary_asia", "trans_europa", "trans_america")


def _hits(a, b) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def _crowded(g, ops, projector: bool) -> int:
    d = next(op for op in ops if op.role == "lab-values").args
    names = [lab.box for lab in g.label_layout(projector)]
    placed, bad = [], 0
    for text, x, y in zip(d["texts"], d["x"], d["y"]):
        hw, hh = T.text_box_size(text, d["size"], d["halo_width"])
        box = (x - hw, y - hh, x + hw, y + hh)
        bad += any(_hits(box, o) for o in names + placed)
        placed.append(box)
    return bad


@pytest.mark.parametrize("board_id", BOUNDS)
@pytest.mark.parametrize("projector", [False, True], ids=["normal", "projector"])
def test_values_keep_clear_of_the_city_names(board_id, projector):
    if board_id.startswith("trans"):
        b = load_board(board_id)
        g = GridGeometry.build(b, CANVAS_WIDTH)
        vals = tuple((c.node, str(10 + c.index % 30)) for c in b.cities)
        ops = lab_grid_ops(g, LabOverlay(values=vals), projector)
    else:
        m = load_map(board_id)
        g = BoardGeometry.build(m, CANVAS_WIDTH)
        vals = tuple((c, str(10 + c % 30)) for c in range(len(m.cities)))
        ops = lab_board_ops(g, LabOverlay(values=vals), projector)
    assert _crowded(g, ops, projector) == 0


def test_without_names_the_values_take_their_first_place():
    m = load_map("europe")
    g = BoardGeometry.build(m, CANVAS_WIDTH)
    c = m.city_index("Brest")
    ops = lab_board_ops(g, LabOverlay(values=((c, "12"),)), labels=False)
    d = next(op for op in ops if op.role == "lab-values").args
    (cx, cy) = g.cities[c].centre
    assert d["x"][0] < cx and d["y"][0] > cy           # below left of the city, as always


# ------------------------------------------------------------------ the lab's own frames
# The lab draws every board on a canvas 1200 px wide (widgets.board.CANVAS_WIDTH) at every
# window size, 1280×720 and 1366×768 alike: CSS scales the canvas, so what overlaps on the
# canvas overlaps on screen and what is clear stays clear. The boxes below are the render
# geometry's own (the placed names' boxes, the badges' circles, the values' text boxes).

def _covers(picture) -> list:
    """``(mark, name)`` for every lab mark drawn over a city name: a badge (S, T, 1, 2 ...), a
    value (distance, order, key ...) or a leader line that overlaps a name's box, or any lab
    line, ring or square drawn after the names were drawn again on top (``lab-names``)."""
    import math
    from ttrwidgets.render.shapes import segment_hits_box
    names = []
    for op in picture:
        if op.role in ("city-labels", "sketch-names"):
            d = op.args
            for text, x, y in zip(d["texts"], d["x"], d["y"]):
                hw, hh = T.text_box_size(text, d["size"], d["halo_width"])
                names.append((text, (x - hw, y - hh, x + hw, y + hh)))
    assert names, "the names are shown"
    roles = [op.role for op in picture]
    assert "lab-names" in roles, "the lab draws the names again over its marks"
    above = picture[roles.index("lab-names") + 1:]
    out = []
    for op in above:
        d = op.args
        if op.kind == "text":
            for text, x, y in zip(d["texts"], d["x"], d["y"]):
                hw, hh = T.text_box_size(text, d["size"], d["halo_width"])
                box = (x - hw, y - hh, x + hw, y + hh)
                out += [(f"{op.role} {text}", n) for n, nb in names if _hits(box, nb)]
        elif op.kind in ("fill_circles", "stroke_circles"):
            w = d.get("line_width", 0.0) / 2
            for x, y, r in zip(d["x"], d["y"], d["radius"]):
                for n, (x0, y0, x1, y1) in names:
                    px, py = min(max(x, x0), x1), min(max(y, y0), y1)
                    if math.hypot(px - x, py - y) < r + w:
                        out.append((op.role, n))
        elif op.kind == "stroke_lines":
            for pts in d["points"]:
                out += [(op.role, n) for a, b in zip(pts, pts[1:]) for n, nb in names
                        if segment_hits_box(a, b, nb)]
        else:
            out.append((op.role, "(a mark of a kind this test does not measure)"))
    return out


_WIDGETS: dict = {}


def _frame_pictures(board_id, algorithm, sources):
    """The pictures the lab shows (normal and projector) on ``board_id``: the last frame, and
    two on the way, of ``algorithm`` from each of ``sources`` (node indices into the sorted
    nodes) or, for the Steiner tree, joining four cities."""
    from ttrwidgets.render import BoardView
    from ttrwidgets.trans.render import GridView
    from ttrwidgets.trans.ui.lab_board import LabGridWidget
    from ttrwidgets.widgets.lab.boards import LabBoardWidget
    from ttrwidgets.widgets.lab.controller import LabController
    lab = LabController(board_id, algorithm)
    b = _WIDGETS.get(board_id)
    if b is None:
        b = _WIDGETS[board_id] = (LabGridWidget if lab.grid else LabBoardWidget)(lab.board)
    nodes = sorted(lab.names)
    for s in sources:
        lab.clear()
        if "terminals" in lab.inputs():
            for n in nodes[s::max(1, len(nodes) // 4)][:4]:
                lab.click_node(n)
        elif "source" in lab.inputs():
            lab.click_node(nodes[s])
        assert lab.steps, (board_id, algorithm)
        last = len(lab.steps) - 1
        for i in sorted({last, last // 2, last // 4}):
            lab.goto(i)
            ov = lab.overlay()
            for pj in (False, True):
                if lab.grid:
                    b.show_lab(GridView(labels=True, projector=pj), "en", ov)
                else:
                    b.show_lab(BoardView(dim_routes=lab.outside_edges(), labels=True,
                                         projector=pj), "en", ov)
                yield f"{algorithm} from {lab.name(nodes[s])}, step {i + 1}, " \
                      f"{'projector' if pj else 'normal'}", ov, b.picture()


BOARDS = ("europe", "deutschland", "legendary_asia", "trans_europa", "trans_america")


@pytest.mark.parametrize("board_id", BOARDS)
def test_dijkstra_distances_never_cover_a_name(board_id):
    """Dijkstra's last frame gives every city a distance badge (on a Trans grid the table has
    them, the board the start and the marks): none covers a city name, nor does any line or
    ring drawn after the names, in the normal view and in projector mode."""
    for what, ov, pic in _frame_pictures(board_id, "dijkstra", (0, 7)):
        assert _covers(pic) == [], what
    if not board_id.startswith("trans"):
        # the last frame has a distance at every city
        assert len(ov.values) == len(load_map(board_id).cities)


@pytest.mark.parametrize("algorithm", ["bfs", "dfs", "components", "prim", "kruskal",
                                       "steiner"])
@pytest.mark.parametrize("board_id", BOARDS)
def test_every_algorithms_badges_keep_clear_of_the_names(board_id, algorithm):
    """The other algorithms' badges (order, level, component, key, the cities to join) and
    marks (queue rings, Kruskal's group squares, the trees) keep the city names readable."""
    for what, ov, pic in _frame_pictures(board_id, algorithm, (3,)):
        assert _covers(pic) == [], what


def _long_names():
    from ttrwidgets.graphs.lab.sketch import Sketch
    names = ("Wolfenbüttel", "Kaiserslautern", "Gelsenkirchen", "Mönchengladbach",
             "Recklinghausen", "Aschaffenburg")
    pts = ((0.0, 0.5), (0.33, 0.05), (0.33, 0.95), (0.67, 0.05), (0.67, 0.95), (1.0, 0.5))
    s = Sketch()
    for name, (x, y) in zip(names, pts):
        s = s.add_city(name, x, y)
    for a, b, w in ((0, 1, 2), (0, 2, 2), (1, 2, 3), (1, 3, 4), (2, 4, 4), (3, 4, 1),
                    (1, 4, 5), (3, 5, 3), (4, 5, 3)):
        s = s.add_route(names[a], names[b], w)
    return s


@pytest.mark.parametrize("sketch", ["example", "long names"])
@pytest.mark.parametrize("algorithm", ["dijkstra", "prim", "kruskal", "bfs"])
def test_a_drawn_graphs_badges_keep_clear_of_its_names(sketch, algorithm):
    """The teacher's own graph (the six-city example, or one with long names that spill out
    of their circles): no distance, badge or leader covers a name, in either mode."""
    from ttrwidgets.graphs.lab import EXAMPLE
    from ttrwidgets.render.lab import SketchGeometry, sketch_ops
    from ttrwidgets.widgets.lab.controller import LabController
    lab = LabController("europe", algorithm)
    lab.use_sketch(EXAMPLE if sketch == "example" else _long_names(), editing=False)
    for start in (0, 4):
        lab.clear()
        if "source" in lab.inputs():
            lab.click_node(sorted(lab.names)[start])
        assert lab.steps
        last = len(lab.steps) - 1
        for i in sorted({last, last // 2}):
            lab.goto(i)
            for pj in (False, True):
                pic = sketch_ops(SketchGeometry(lab.sketch), lab.overlay(), pj)
                # the routes' lengths are the sheet's own labels, drawn last on purpose
                pic = [op for op in pic if op.role != "sketch-lengths"]
                assert _covers(pic) == [], (start, i, pj)
