"""Puzzles: a position and a question with one exact answer (``shared/spec/puzzles.md``).

- :mod:`.model` -- the puzzle file format, checked with JSON paths;
- :mod:`.solve` -- the exact answer of every kind, and judging a learner's answer;
- :mod:`.cli` -- ``python -m ttrwidgets puzzle solve FILE...``.
"""
from .model import KINDS, Puzzle, load_puzzle, read_puzzle_file
from .solve import Solution, Verdict, check_answer, solve, to_json

__all__ = ["KINDS", "Puzzle", "load_puzzle", "read_puzzle_file", "Solution", "Verdict",
           "check_answer", "solve", "to_json"]
