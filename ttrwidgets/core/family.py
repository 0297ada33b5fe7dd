"""The game-family protocol: what every family of games offers the app, the terminal, the
scenario runner, the tests and the teaching layers (OpenSpiel's game interface, pgx's per-game
packages).

A *family* is a module (``ttrwidgets.ttr`` for Ticket to Ride, ``ttrwidgets.trans`` for Trans
Europa / Trans America) with the functions of :class:`Family`, declaring its games as
``GAME_INFOS``. The registry (:mod:`ttrwidgets.core.registry`) lists the family modules as data
and says which family plays a game (``GameInfo.family``); :func:`family` returns that module. Everything a caller does with a game goes through these
functions, so a new family is one new package, not ``if`` chains in the callers.

>>> f = family("deutschland")
>>> state, steps = f.new_game("deutschland", 3, seed=1)
>>> isinstance(f, Family), f.active_seats(state)
(True, [0, 1, 2])
"""
from __future__ import annotations

import importlib
from typing import Any, Protocol, runtime_checkable

from .registry import family_module, game

__all__ = ["Family", "family"]


@runtime_checkable
class Family(Protocol):
    """The functions of a game family (each a module-level function of the family's package).

    States are immutable values; ``apply`` is pure and never changes its argument; an illegal
    action raises an ``IllegalActionError`` carrying a rule id and changes nothing.
    """

    def new_game(self, rules, players: int, seed: int, board=None) -> tuple[Any, list]:
        """A new game (``rules``: a rule-set id or object) and its set-up steps."""

    def active_seats(self, state) -> list[int]:
        """The seats that may act now (several during simultaneous choices)."""

    def legal_actions(self, state, seat: int | None = None) -> list:
        """Every legal action (of ``seat``), deterministic and in canonical order."""

    def why_illegal(self, state, action):
        """The ``IllegalActionError`` (rule id, en/de message) if ``action`` is illegal, else
        None; a malformed action raises ``InvalidActionError``."""

    def apply(self, state, action) -> tuple[Any, list]:
        """The new state and the explanation steps (each citing a rule id)."""

    def preview(self, state, seat: int, hit):
        """What a click on the board (a render ``Hit``) would do for ``seat``: its options, or
        why not (with the rule id)."""

    def view(self, state, seat: int | None) -> dict:
        """What ``seat`` may see, as JSON (``None``: the teacher; ``-1``: nobody's seat)."""

    def scores(self, state):
        """Final scores as if the game ended now: per seat (or team) ``parts`` as
        ``(rule id, points)``, the total, the winners and what decided a tie."""

    def action_text(self, action, board, lang: str = "en", viewer: int | None = None) -> str:
        """An action in the learner's words (hiding what ``viewer`` may not know)."""

    def parse_action(self, text: str):
        """The action whose text form is ``text`` (``str(action)`` parses back to it)."""

    def state_to_json(self, state) -> dict:
        """The whole state as JSON."""

    def state_from_json(self, data, source: str = "<state>"):
        """A state from its JSON; bad data raises with JSON paths."""

    def run_scenario(self, data, source: str = "<scenario>", trace=None) -> list[dict]:
        """Run a scenario file of this family's games (``shared/spec/scenarios.md``)."""

    def bots(self) -> dict:
        """Bot name -> bot class (``choose(state, seat)``; ``advise`` gives the reason)."""

    def board_geometry(self, board, width: int):
        """The renderer's geometry of a board: hit tests and draw operations."""


def family(game_id: str):
    """The module of the family that plays ``game_id`` (checked against :class:`Family`)."""
    info = game(game_id)
    module = importlib.import_module(family_module(info.family))
    if not isinstance(module, Family):
        missing = [n for n in Family.__protocol_attrs__ if not hasattr(module, n)] \
            if hasattr(Family, "__protocol_attrs__") else []
        raise TypeError(f"{module.__name__} does not implement the family protocol"
                        + (f" (missing: {', '.join(missing)})" if missing else ""))
    return module
