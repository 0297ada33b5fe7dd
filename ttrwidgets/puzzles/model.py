"""Puzzle files (format v1, ``shared/spec/puzzles.md``): a position and a question with one exact
answer.

A puzzle is a scenario position (``game``, ``options``, ``seed``, ``position``, exactly as in
``shared/spec/scenarios.md``) plus ``kind``, ``player`` (the seat the question is about) and
``params``. :func:`load_puzzle` checks the whole file and builds the position; every problem is
reported with the file and its JSON path (:class:`~ttrwidgets.core.errors.PuzzleError`), so a
malformed file never gets as far as the solver.

What is the same for every kind is checked here (the top-level keys, the kind, the title, the
game, the player); the position is set up by the scenario adapter of the family that plays the
game (``setup_scenario``), and what a kind asks of its ``params`` and of the position is its
handler's (:mod:`.kinds`): ``params`` (the names it requires and allows), ``read_params``
(the problems, and the fields it adds to the puzzle) and ``puzzle_type`` (the
:class:`Puzzle` it builds: the route kinds' :class:`~ttrwidgets.ttr.puzzles.model.RoutePuzzle`
holds a tunnel's cards, the tickets to complete, ...).

>>> p = load_puzzle({"kind": "longest_trail", "game": "europe", "options": {"players": 2},
...                  "position": {"players": [{"routes": [["Paris", "Bruxelles", "yellow"]]}, {}]},
...                  "player": 0, "params": {}}, "demo.json")
>>> p.kind, p.player, p.state.owners.count(0)
('longest_trail', 0, 1)
>>> load_puzzle({"kind": "best_guess", "game": "europe", "options": {"players": 2},
...              "player": 0}, "bad.json")
Traceback (most recent call last):
...
ttrwidgets.core.errors.PuzzleError: bad.json: 1 problem
  $.kind: must be one of best_station, longest_trail, tunnel_odds, cheapest_completion, fewest_rails, not the text "best_guess"
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from ..core.errors import Message, PuzzleError, ScenarioError
from ..core.family import families, family
from ..core.i18n import join
from ..core.jsonfile import check_json_value, describe_value, read_json_file
from ..core.registry import games
from ..core.scenario import Problems
from .kinds import kind_games, kind_handler, kinds

__all__ = ["KINDS", "KIND_GAMES", "Puzzle", "load_puzzle", "read_puzzle_file"]

#: The spec's kinds, in its order: the kinds the game families publish (``PUZZLE_KINDS``).
KINDS = kinds()
#: kind -> the games the spec allows it for.
KIND_GAMES = kind_games()
_TOP = {"kind", "title", "game", "options", "seed", "position", "player", "params"}


@dataclass(frozen=True)
class Puzzle:
    """A checked puzzle and its position (``state``: the game state of the family that plays
    ``game``).

    ``data`` is the file's JSON as read. A kind whose ``params`` name things on the board
    builds a subclass with them resolved (its handler's ``puzzle_type``).
    """

    kind: str
    title: str
    game: str
    player: int
    state: object
    data: dict = field(repr=False, compare=False)
    source: str = "<puzzle>"

    @property
    def map(self):
        return self.state.map


class _Problems(Problems):
    """The scenario problem list, raising :class:`PuzzleError`."""

    def raise_if_any(self) -> None:
        if self.items:
            raise PuzzleError(self.source, self.items)


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def read_puzzle_file(path) -> Puzzle:
    """Read and check the puzzle file at ``path`` (the limits of
    :mod:`~ttrwidgets.core.jsonfile`: a regular file of at most 2 MiB, ...)."""
    source = str(path)
    return load_puzzle(read_json_file(path, what="puzzle"), source)


def _family_of(game):
    """The family whose scenario adapter sets up the puzzle's position (a game nobody plays:
    the first family's, which names the problem at ``$.game``)."""
    try:
        return family(game)
    except (KeyError, TypeError):
        return families()[0]


def load_puzzle(data, source: str = "<puzzle>") -> Puzzle:
    """Check a puzzle's JSON and build its position; :class:`PuzzleError` lists every problem
    with its JSON path."""
    probs = _Problems(source)
    try:
        check_json_value(data, source, what="puzzle")
    except ScenarioError as e:  # pragma: no cover - check_json_value raises the 'puzzle' class
        raise PuzzleError(source, e.problems) from None
    if not isinstance(data, dict):
        raise PuzzleError(source, [("$", Message("puzzle-file.not-object"))])
    for k in sorted(set(data) - _TOP, key=str):
        probs.add(f"$.{k}" if k.isidentifier() else f"$[{json.dumps(k)}]",
                  Message("puzzle-file.unknown-key", known=", ".join(sorted(_TOP))))
    kind = data.get("kind")
    if kind not in KINDS:
        probs.add("$.kind", Message("check.one-of", choices=", ".join(KINDS),
                                    value=describe_value(kind)))
        kind = None
    title = data.get("title", "")
    if not isinstance(title, str):
        probs.add("$.title", Message("puzzle-file.title", value=describe_value(title)))
        title = ""
    game = data.get("game")
    known = {g.id for g in games()}
    if isinstance(game, str) and game in known and kind is not None \
            and game not in KIND_GAMES[kind]:
        probs.add("$.game", Message("puzzle-file.kind-games", kind=kind, game=game,
                                    games=lambda lang: join(KIND_GAMES[kind], lang, "or")))
    params = data.get("params", {})
    if not isinstance(params, dict):
        probs.add("$.params", Message("puzzle-file.params", value=describe_value(params)))
        params = {}
    h = kind_handler(kind) if kind is not None else None
    if h is not None:
        need, opt = h.params
        for k in need:
            if k not in params:
                probs.add(f"$.params.{k}", Message("puzzle-file.param-required", kind=kind))
        for k in sorted(set(params) - set(need) - set(opt), key=str):
            probs.add(f"$.params.{k}" if str(k).isidentifier() else f"$.params[{json.dumps(k)}]",
                      Message("puzzle-file.unknown-param", kind=kind, n=len(need + opt),
                              known=", ".join(need + opt)))
    player = data.get("player")
    if not _whole(player):
        probs.add("$.player", Message("puzzle-file.player"))
        player = None
    probs.raise_if_any()

    scenario = {k: data[k] for k in ("game", "options", "seed", "position") if k in data}
    try:
        state = _family_of(game).setup_scenario(scenario, source)  # its family's adapter
    except ScenarioError as e:
        raise PuzzleError(source, e.problems) from None
    if not 0 <= player < state.n_players:
        probs.add("$.player", Message("puzzle-file.player-seat", last=state.n_players - 1,
                                      value=player))
        probs.raise_if_any()

    more = h.read_params(state, player, params, probs)     # what the kind asks of them
    probs.raise_if_any()
    return h.puzzle_type(kind=kind, title=title, game=data["game"], player=player, state=state,
                         data=data, source=source, **more)
