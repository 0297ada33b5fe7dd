"""The graph lab's marks on the boards (:mod:`ttrwidgets.render.lab`): a value beside every
city (a distance, a component) keeps clear of the city names and of the other values, so a
class can read both."""
from __future__ import annotations

import pytest

from ttrwidgets.ttr.maps import load_map
from ttrwidgets.render import BoardGeometry
from ttrwidgets.render import typography as T
from ttrwidgets.render.grid import GridGeometry
from ttrwidgets.render.lab import LabOverlay, lab_board_ops, lab_grid_ops
from ttrwidgets.trans.board import load_board
from ttrwidgets.widgets.board import CANVAS_WIDTH

#: Values that still touch a name or another value with a value at every city (measured when
#: the placement came: before it, Europe had 11 in the normal view and 27 in projector mode).
#: Regression bounds: (normal, projector).
BOUNDS = {"europe": (0, 1), "deutschland": (0, 0), "legendary_asia": (0, 6),
          "trans_europa": (0, 2), "trans_america": (0, 0)}


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


@pytest.mark.parametrize("board_id", sorted(BOUNDS))
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
    assert _crowded(g, ops, projector) <= BOUNDS[board_id][projector]


def test_without_names_the_values_take_their_first_place():
    m = load_map("europe")
    g = BoardGeometry.build(m, CANVAS_WIDTH)
    c = m.city_index("Brest")
    ops = lab_board_ops(g, LabOverlay(values=((c, "12"),)), labels=False)
    d = next(op for op in ops if op.role == "lab-values").args
    (cx, cy) = g.cities[c].centre
    assert d["x"][0] < cx and d["y"][0] > cy           # below left of the city, as always
