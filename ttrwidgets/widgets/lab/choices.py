"""What the lab offers and its limits: the graphs on a board, the board id of the teacher's own
graph, the picks a learner predicts, the algorithms followed a level at a time, the most cities
to join and the longest search."""
from __future__ import annotations

from ...graphs.lab.predict import NEXT_PICKS

__all__ = ["MAX_TERMINALS", "MAX_TRAIL_STEPS", "PICKS", "EDGE_PICKS", "SKETCH", "GRAPH_KINDS",
           "LEVELS"]

#: The exact Steiner search grows fast: at most this many cities to join.
MAX_TERMINALS = 7
#: The longest-trail search is exponential: stopped after this many steps.
MAX_TRAIL_STEPS = 3000
#: The steps where the algorithm makes a choice the learner can predict (predict mode).
PICKS = NEXT_PICKS
#: Picks whose question is "which route?" (the others ask "which city?").
EDGE_PICKS = frozenset({"kruskal.take", "steiner.mst_take", "trail.extend", "euler.take"})
#: The board id of the teacher's own graph.
SKETCH = "sketch"
#: The graphs the lab offers on a board.
GRAPH_KINDS = ("board", "network", "region", "euler")
#: Algorithms a class follows a level at a time by default (one "Step" shows a whole level of
#: the search; "step city by city" goes one step at a time): the reason that opens a level.
LEVELS = {"bfs": "bfs.take"}
