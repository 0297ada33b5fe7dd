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

from .registry import family_module, game, games

__all__ = ["Family", "family", "families", "family_of_record", "resolve", "missing_members"]


@runtime_checkable
class Family(Protocol):
    """What a game family offers: module-level functions and declarative data of the family's
    package. Nothing outside a family asks which family it is: it asks the family.

    States are immutable values; ``apply`` is pure and never changes its argument; an illegal
    action raises an ``IllegalActionError`` carrying a rule id and changes nothing.

    Who asks what:

    * the registry: ``GAME_INFOS``;
    * the engine callers, the scenario command, the tests: ``new_game`` ... ``run_scenario``,
      ``setup_scenario``;
    * the terminal (``python -m ttrwidgets play --game G``): ``TERMINAL``;
    * the app: ``APP_PLAY`` (its per-family play controller, which also draws the board of a
      puzzle on its page), ``START_FORM``, ``START_OPTIONS`` and ``DEFAULT_BOT`` (the start
      page's form), ``board_thumbnail`` (the game card), ``load_session`` (a saved game or
      scenario file uploaded), ``seat_name`` (the hot-seat hand-over);
    * the lessons: ``LESSON_ADAPTER``;
    * the puzzles: ``PUZZLE_KINDS``;
    * the lab: ``lab_board``.

    The references to code above the engine (``APP_PLAY``, ``START_FORM``, ``LESSON_ADAPTER``,
    ``TERMINAL``, the values of ``PUZZLE_KINDS``) are strings ``"module:attribute"`` (:func:`resolve`), so a
    family package imports no widget, lesson or terminal code.

    Optional: ``SESSION``, ``"module:Class"`` of the family's subclass of
    :class:`ttrwidgets.core.session.Session` (its save format, whether bots choose first in a
    simultaneous choice, which states one may undo to); without it a game plays with the core
    class. A family's ``run_scenario`` is usually the ``run`` of its
    :class:`ttrwidgets.core.scenario.ScenarioRunner` subclass (the core's step loop with the
    family's set-up, actions, checks, queries and coverage), and ``run_scenario`` of every
    family goes through the one command (:func:`ttrwidgets.core.scenario.run_files`). A state
    names its game as ``state.rules.game`` (a session finds its family from it).

    Optional for the rule catalogue (:mod:`ttrwidgets.core.rulebook`): ``RULES_FILES``, the
    stem of each of the family's rules files (``shared/rules/<stem>.md``, a game's
    ``rules_file``) -> :class:`~ttrwidgets.core.rulebook.RulesFile` (its rule ids in order,
    the file it falls back to, the ids of that file it replaces or lacks, its own wording of
    shared ids); the titles and texts are in ``locales/<lang>/rules.ftl``.

    Optional for code that must tell actions apart without testing the family's classes:
    ``action_kind(action)``, the verb of the action's text form (``"claim"``, ``"rail"``;
    None: not the family's action).

    Optional for the renderer (:mod:`ttrwidgets.render`, which imports no family):
    ``BOARD_COLOURS``, ``"module:attribute"`` of the
    :class:`~ttrwidgets.render.palette.CardColours` the family's route boards are drawn in (a
    board names its family as ``board.family``). Optional in ``lab_board``'s answer:
    ``widget``, ``"module:Class"`` of the lab's board widget for a board the route board widget
    does not draw (the Trans grids).

    Optional in ``PUZZLE_KINDS[kind]``: ``"boards"``, game id -> the board a kind is asked on
    when the game's own board lacks it.
    """

    #: The games of the family (:class:`~ttrwidgets.core.registry.GameInfo`).
    GAME_INFOS: tuple
    #: ``"module:Class"`` of the app's play controller: ``Class(app)`` starts, loads, shows and
    #: plays a game of this family in the app (:class:`ttrwidgets.widgets.play.Play`).
    APP_PLAY: str
    #: ``"module:function"`` of the terminal game: ``function(argv) -> exit code`` (the
    #: arguments of ``python -m ttrwidgets play``).
    TERMINAL: str
    #: ``"module:attribute"`` of the lesson adapter (set-up, actions, matching, click targets,
    #: checks: :class:`ttrwidgets.lessons.adapter.LessonAdapter`), or ``None`` (no lessons).
    LESSON_ADAPTER: str | None
    #: The start page's fields this family's games take besides players, seats, pace and seed
    #: (of ``"variant"``, ``"tiebreak"``, ``"board"``, ``"special"``).
    START_OPTIONS: tuple
    #: ``"module:Class"`` of the family's part of the start page's form
    #: (:class:`ttrwidgets.widgets.start.StartForm`: the fields of ``START_OPTIONS``, what
    #: they chose), or ``None`` (no fields of its own).
    START_FORM: str | None
    #: The bot a new game gives the seats that are not people.
    DEFAULT_BOT: str
    #: Puzzle kind -> the games it is asked on and its handler (in the family's package; what
    #: a handler answers: :mod:`ttrwidgets.puzzles.kinds`):
    #: ``{"kind": {"games": (...), "handler": "module:attribute"}}``.
    PUZZLE_KINDS: dict

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

    def seat_name(self, seat: int, lang: str = "en") -> str:
        """A seat as this family's texts name it (``"Player 2"``)."""

    def parse_action(self, text: str):
        """The action whose text form is ``text`` (``str(action)`` parses back to it)."""

    def state_to_json(self, state) -> dict:
        """The whole state as JSON."""

    def state_from_json(self, data, source: str = "<state>"):
        """A state from its JSON; bad data raises with JSON paths."""

    def run_scenario(self, data, source: str = "<scenario>", trace=None) -> list[dict]:
        """Run a scenario file of this family's games (``shared/spec/scenarios.md``): one
        result per expectation; ``trace`` collects the rule ids it covers."""

    def setup_scenario(self, data, source: str = "<scenario>"):
        """The state a scenario's ``game``, ``options``, ``seed``, ``position`` and ``steps``
        set up (puzzles and lessons start from it)."""

    def bots(self) -> dict:
        """Bot name -> bot class (``choose(state, seat)``; ``advise`` gives the reason)."""

    def board_geometry(self, board, width: int):
        """The renderer's geometry of a board: hit tests and draw operations."""

    def board_thumbnail(self, board_id: str) -> tuple[str, float]:
        """A small picture of the empty board (SVG text) and its width/height ratio."""

    def load_session(self, data, source: str = "<file>"):
        """A :class:`~ttrwidgets.core.session.Session` (history, undo, bots, save) from a saved
        game or a scenario file of this family (decoded JSON); a bad file raises a
        ``DataError`` naming ``source`` and the JSON path."""

    def lab_board(self, board_id: str):
        """For the graph lab, or None when ``board_id`` is not this family's: ``(board,
        networkx graph, names, bot network)`` -- the board object, its graph, node -> printed
        name, and the edge keys of seat 0's network in a seeded bot game."""


def families() -> list:
    """Every registered family module, in registration order."""
    seen: list = []
    for g in games():
        m = importlib.import_module(family_module(g.family))
        if m not in seen:
            seen.append(m)
    return seen


def resolve(ref: str):
    """The object a ``"module:attribute"`` reference names (a family's ``APP_PLAY``, ...)."""
    module, _, attr = ref.partition(":")
    obj = importlib.import_module(module)
    for part in attr.split(".") if attr else ():
        obj = getattr(obj, part)
    return obj


def family_of_record(data):
    """The family that reads a decoded saved game or scenario file: the one its ``family``
    names, else the one that plays its ``game``, else the first family (whose reader then says
    what is wrong with it)."""
    if isinstance(data, dict):
        fid = data.get("family")
        if isinstance(fid, str):
            try:
                return importlib.import_module(family_module(fid))
            except KeyError:
                pass
        gid = data.get("game")
        if isinstance(gid, str):
            try:
                return family(gid)
            except KeyError:
                pass
    return families()[0]


def family(game_id: str):
    """The module of the family that plays ``game_id`` (checked against :class:`Family`)."""
    info = game(game_id)
    module = importlib.import_module(family_module(info.family))
    missing = missing_members(module)
    if missing:
        raise TypeError(f"{module.__name__} does not implement the family protocol "
                        f"(missing: {', '.join(missing)})")
    return module


def missing_members(module) -> list[str]:
    """The names of the protocol (functions and data) ``module`` lacks."""
    names = sorted(set(getattr(Family, "__protocol_attrs__", ()))
                   | set(Family.__annotations__)
                   | {n for n, v in vars(Family).items()
                      if callable(v) and not n.startswith("_")})
    return [n for n in names if not hasattr(module, n)]
