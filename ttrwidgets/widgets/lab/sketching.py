"""The teacher's own graph in the lab: drawing it (cities and routes added, lengths set, undo),
using it and loading a saved one -- changes of the lab's state
(:class:`~.controller.LabController`; the graph itself is :mod:`ttrwidgets.graphs.lab.sketch`)."""
from __future__ import annotations

from ...graphs.lab.sketch import Sketch, SketchError
from .choices import SKETCH
from .texts import t


def use_sketch(lab, sketch: Sketch, editing: bool | None = True) -> None:
    """Run the lab on the teacher's own graph ``sketch`` (board ``"sketch"``). The cities
    picked are kept where their names still exist. ``editing``: clicks draw (True),
    pick cities (False), or stay as they were (None; a blank sheet: drawing)."""
    keep = None
    if getattr(lab, "board_id", None) == SKETCH:
        keep = (lab.name(lab.source) if lab.source is not None else None,
                lab.name(lab.target) if lab.target is not None else None,
                [lab.name(n) for n in lab.terminals])
    lab.sketch = sketch
    lab.board_id = SKETCH
    lab.grid = False
    lab.board = None
    lab.set_base(sketch.to_networkx())
    lab.graph_kind = "board"
    lab.region, lab.network, lab.network_text = [], (), None
    if editing is None:
        editing = getattr(lab, "editing", False) or not sketch.cities
    lab.editing = bool(editing)
    lab.sketch_first = None              # the first city of a route being drawn
    history = getattr(lab, "sketch_history", []) if keep is not None else []
    lab.clear_inputs()
    lab.sketch_history = history
    if keep is not None:
        index = {name: i for i, name in lab.names.items()}
        lab.source = index.get(keep[0])
        lab.target = index.get(keep[1])
        lab.terminals = [index[x] for x in keep[2] if x in index]
    lab.pick = None if lab.editing else lab.next_pick()
    lab.rebuild()


def set_editing(lab, on: bool) -> None:
    """Draw the graph (clicks add cities and routes) or use it (clicks pick cities)."""
    lab.editing = bool(on) and lab.board_id == SKETCH
    lab.sketch_first = None
    lab.note = None
    if lab.editing:
        lab.locked = False
        lab.goto(0)
        lab.pick = None
    else:
        lab.pick = lab.next_pick()


def sketch_change(lab, make) -> None:
    try:
        new = make()
    except SketchError as e:
        lab.note = ("ttr-lab-bad", lambda lang, e=e: e.text(lang))
        return
    lab.sketch_history.append(lab.sketch)
    del lab.sketch_history[:-100]
    lab.use_sketch(new, editing=True)


def sketch_click(lab, hit, x: float, y: float) -> None:
    """A click on the sheet while drawing: ``hit`` ``("node", i)``, ``("edge", k)`` or
    None, at the unit-square position ``(x, y)``. An empty spot gets a new city; two
    cities clicked one after the other get a route of :attr:`sketch_length`; a route
    clicked gets that length (clicked again with the same length: removed)."""
    lab.note = None
    s = lab.sketch
    if hit is None:
        lab.sketch_first = None
        sketch_change(lab, lambda: s.add_city(None, x, y))
    elif hit[0] == "node":
        i = hit[1]
        if lab.sketch_first is None:
            lab.sketch_first = i
        elif lab.sketch_first == i:
            lab.sketch_first = None
        else:
            a, b = s.cities[lab.sketch_first][0], s.cities[i][0]
            lab.sketch_first = None
            sketch_change(lab, lambda: s.add_route(a, b, lab.sketch_length))
    elif hit[0] == "edge":
        a, b, w = s.routes[hit[1]]
        lab.sketch_first = None
        if w == lab.sketch_length:
            sketch_change(lab, lambda: s.remove_route(a, b))
        else:
            sketch_change(lab, lambda: s.add_route(a, b, lab.sketch_length))


def set_sketch_length(lab, length) -> bool:
    """The length the next route drawn gets (1 to 99); a bad one changes nothing."""
    try:
        from ...graphs.lab.sketch import _check_length
        _check_length("length", length)
    except SketchError as e:
        lab.note = ("ttr-lab-bad", lambda lang, e=e: e.text(lang))
        return False
    lab.sketch_length = int(length)
    return True


def undo_sketch(lab) -> None:
    if not lab.sketch_history:
        lab.note = ("ttr-lab-info", lambda lang: t("lab.undo.none", lang))
        return
    old = lab.sketch_history.pop()
    lab.use_sketch(old, editing=True)


def load_sketch(lab, data) -> bool:
    """A saved graph (JSON text or bytes): used if it is sound, else a message naming the
    JSON path of the problem and nothing changes."""
    try:
        new = Sketch.from_json(data)
    except SketchError as e:
        lab.note = ("ttr-lab-bad", lambda lang, e=e: t("lab.sketch.bad-file", lang,
                                                   error=e.text(lang)))
        return False
    if lab.board_id == SKETCH:
        lab.sketch_history.append(lab.sketch)
    lab.use_sketch(new, editing=False)
    lab.note = ("ttr-lab-info", lambda lang: t("lab.sketch.loaded", lang,
                                                n=len(new.cities), m=len(new.routes)))
    return True
