"""Exact graph algorithms for Ticket to Ride, in networkx style.

Small pure functions over ``networkx.MultiGraph``: nodes are cities, parallel routes are
parallel edges, the edge key is the route id (index) and the ``length`` attribute is the number
of train spaces. Nothing here imports widgets or the rules engine.

- :func:`longest_trail`, :func:`longest_trail_length` -- the European Express
  (``score.longest-path``); :func:`longest_trail_steps` replays the search.
- :func:`connected_pairs` -- which tickets are complete (``tickets.complete``).
- :func:`best_station_borrowing` -- the best routes for the stations to borrow
  (``station.borrow``).
- :func:`connection_path`, :func:`cheapest_completion` -- paths to highlight for a ticket.
- :func:`steiner_tree`, :func:`steiner_forest` -- the cheapest routes that join several cities
  or complete several tickets (exact); :func:`steiner_tree_steps` replays the search and
  :func:`steiner_tree_approx` is the classic 2-approximation, for comparison.
- :mod:`ttrwidgets.graphs.lab` -- the lab: breadth-first and depth-first search, components,
  Dijkstra, Prim, Kruskal, Steiner (approximate and exact), longest trail, Euler trails,
  bridges and articulation points, maximum flow / minimum cut, each as a trace of immutable
  steps with pseudocode and reasons in English and German (``lab.ALGORITHMS``).
"""
from .borrow import best_station_borrowing
from .connectivity import cheapest_completion, connected_pairs, connection_path
from .steiner import steiner_forest, steiner_tree, steiner_tree_approx, steiner_tree_steps
from .trail import longest_trail, longest_trail_length, longest_trail_steps

from . import lab  # noqa: E402  (after the modules it builds on)

__all__ = [
    "longest_trail",
    "longest_trail_length",
    "longest_trail_steps",
    "connected_pairs",
    "connection_path",
    "cheapest_completion",
    "best_station_borrowing",
    "steiner_tree",
    "steiner_forest",
    "steiner_tree_steps",
    "steiner_tree_approx",
    "lab",
]
