"""The graph lab: an algorithm of :mod:`ttrwidgets.graphs.lab` replayed step by step on a board.

Two parts:

:class:`LabController`
    Pure (no widgets): the board, the graph chosen on it (the whole board, a player's network,
    or a region of clicked cities: the induced subgraph), the algorithm, its inputs (start,
    target, cities to join: picked by clicking), the trace and the step shown, and the
    "predict the next step" mode. It answers what the page shows: the overlay
    (:class:`~ttrwidgets.render.lab.LabOverlay`), the pseudocode with its current line, the
    table, the frontier, the step's reason and the result, in English or German. Tests and
    notebooks drive it directly.
:class:`LabPage`
    The app's page (``box``): the board (route boards: :class:`LabBoardWidget`; a family's own
    boards: the widget its ``lab_board`` names, the Trans grids'
    :class:`ttrwidgets.trans.ui.lab_board.LabGridWidget`) beside a column with the choices, the
    step controls (first, back, Step, last, Play,
    a speed, a step slider), the reason, the pseudocode, the table, predict mode and the
    export of the picture (SVG from the draw ops; PNG from the canvas, in the browser).

Every algorithm, its pseudocode and its reasons are :mod:`ttrwidgets.graphs.lab`'s; this module
only chooses the graph and the inputs and shows the steps.

>>> lab = LabController("europe")
>>> lab.set_algorithm("dijkstra")
>>> lab.click("city", lab.city("Paris")); lab.click("city", lab.city("Moskva"))
>>> lab.last(); lab.result_text("en")
'Distance Paris → Moskva: 18'
"""
from __future__ import annotations
from .boards import LabBoardWidget, export_svg
from .controller import (EDGE_PICKS, MAX_TERMINALS, MAX_TRAIL_STEPS, PICKS, LabController,
                         step_instruction)
from .graphs import BOT_SEED, LAB_BOARDS, board_name, bot_network, lab_board
from .page import LAB_CSS, SPEEDS, LabPage
from .png import PngButton

__all__ = ["LabController", "LabPage", "LabBoardWidget", "PngButton",
           "LAB_BOARDS", "PICKS", "MAX_TERMINALS", "MAX_TRAIL_STEPS", "bot_network",
           "export_svg", "EDGE_PICKS", "step_instruction", "BOT_SEED", "board_name",
           "lab_board", "LAB_CSS", "SPEEDS"]
