"""The rail family's puzzle kind: ``fewest_rails`` (:mod:`.rails`: solving, checking, making
and rating it; :mod:`.teach_rails`: its question, hints, verdicts and explanation), registered
through the family's ``PUZZLE_KINDS`` and asked by the puzzle package
(:mod:`ttrwidgets.puzzles`) through its handler."""
