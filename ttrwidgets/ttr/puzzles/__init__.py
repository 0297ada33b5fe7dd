"""The route family's puzzle kinds: ``best_station``, ``longest_trail``, ``tunnel_odds`` and
``cheapest_completion``, asked on the route boards (``shared/spec/puzzles.md``), registered
through the family's ``PUZZLE_KINDS`` (:mod:`.kinds`: their handlers) and asked by the puzzle
package (:mod:`ttrwidgets.puzzles`) through them.

:mod:`.model`: the puzzle on a route position and what the kinds ask of their params;
:mod:`.solve`: their exact answers and checks; :mod:`.make`: the seeded games they are cut
from, their measurements and ratings; :mod:`.teach_station`, :mod:`.teach_trail`,
:mod:`.teach_tunnel`, :mod:`.teach_completion`: their questions, hints, verdicts and
explanations, with the words they share (:mod:`.words`).
"""
