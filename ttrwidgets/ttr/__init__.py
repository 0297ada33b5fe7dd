"""The Ticket to Ride family behind the game-family protocol (:class:`ttrwidgets.core.family.Family`).

Europe (with its variants), Deutschland and the Asia team variant are rule sets of this family
(:data:`GAME_INFOS`, read by :mod:`ttrwidgets.core.registry`); their mechanics are the modules of
this package (one module per mechanic where games differ: :mod:`~ttrwidgets.ttr.multiroute`,
:mod:`~ttrwidgets.ttr.passengers`, :mod:`~ttrwidgets.ttr.teams`, ...), and the one
action-handler table of a rule set is built from it (``RuleSet.hooks``, from
:data:`ttrwidgets.ttr.game.HANDLERS` and the mechanics' entries). The functions below are the face
the app, the terminal, the scenario runner and the tests see.

>>> from ttrwidgets import ttr
>>> s, _ = ttr.new_game("deutschland", 2, seed=3)
>>> [str(a) for a in ttr.legal_actions(s, 0)][:2]
['p0 tickets short:4+long:0', 'p0 tickets short:3+long:1']
>>> ttr.scores(s)[0].parts[:2]
(('score.routes', 0), ('score.tickets', 0))
"""
from __future__ import annotations

from .rules import game_infos as _game_infos

#: The games of this family (read by :mod:`ttrwidgets.core.registry`); declared before the
#: mechanics are imported.
GAME_INFOS = _game_infos()

from . import game as _game, passengers as _passengers, teams as _teams  # noqa: E402

# the mechanics are rule-set hooks of the engine (RuleSet.hooks): asia.teams, de.passengers
_game.register_mechanic(_teams.TeamRules)
_game.register_mechanic(_passengers.PassengerRules)
from .actions import TakePassengers, parse_action
from .bots import BOTS
from .colours import parse_colour
from .game import active_seats, apply, legal_actions, why_illegal
from .game import new_game as _new_game
from .messages import action_text, seat_name
from .preview import Preview, claim_preview, station_preview
from .record import state_from_json, state_to_json
from .scenario import run_route_scenario as run_scenario
from .scoring import final_scores
from .state import PassengerChoice
from .rulebook import RULES_FILES
from .view import view

__all__ = ["new_game", "active_seats", "legal_actions", "why_illegal", "apply", "preview",
           "view", "scores", "action_text", "parse_action", "state_to_json",
           "state_from_json", "run_scenario", "setup_scenario", "bots", "board_geometry",
           "board_thumbnail", "load_session", "lab_board", "GAME_INFOS", "APP_PLAY", "TERMINAL",
           "SESSION", "RULES_FILES", "LESSON_ADAPTER", "START_OPTIONS", "DEFAULT_BOT",
           "PUZZLE_KINDS", "action_kind", "held_tickets", "team_position", "START_FORM",
           "seat_name", "BOARD_COLOURS"]

#: The app's play controller of a Ticket to Ride game (the route board, the game page).
APP_PLAY = "ttrwidgets.ttr.ui.route_play:RoutePlay"
#: The terminal game (``python -m ttrwidgets play``).
TERMINAL = "ttrwidgets.ttr.cli:play_routes"
#: The session class of these games (their save format, the first tickets, undo points).
SESSION = "ttrwidgets.ttr.session:Session"
#: What a lesson needs of this family's games.
LESSON_ADAPTER = "ttrwidgets.ttr.lessons.adapter"
#: The start page's fields for these games: a rule set, a tiebreak, the board (Team Asia).
START_OPTIONS = ("variant", "tiebreak", "board")
#: Its part of the start page's form (the fields above).
START_FORM = "ttrwidgets.ttr.ui.start:RouteStart"
DEFAULT_BOT = "greedy"
#: The card colours the renderer draws this family's route boards in (a map's ``family``
#: leads the renderer here: :func:`ttrwidgets.render.palette.board_colours`).
BOARD_COLOURS = "ttrwidgets.ttr.render:ROUTE_COLOURS"
#: The puzzle kinds asked on these games, this family's own (their handlers:
#: :mod:`ttrwidgets.ttr.puzzles.kinds`).
PUZZLE_KINDS = {
    "best_station": {"games": ("europe",),
                     "handler": "ttrwidgets.ttr.puzzles.kinds:BEST_STATION"},
    "longest_trail": {"games": ("europe", "asia"),
                      "handler": "ttrwidgets.ttr.puzzles.kinds:LONGEST_TRAIL"},
    # the Legendary Asia board has no tunnels: Asia's tunnels are asked on the Europe board
    "tunnel_odds": {"games": ("europe", "asia"), "boards": {"asia": "europe"},
                    "handler": "ttrwidgets.ttr.puzzles.kinds:TUNNEL_ODDS"},
    "cheapest_completion": {"games": ("europe", "deutschland", "asia"),
                            "handler": "ttrwidgets.ttr.puzzles.kinds:CHEAPEST_COMPLETION"},
}


def new_game(rules, players: int, seed: int, board=None):
    """A new Ticket to Ride game (``rules``: ``"europe.classic"``, ``"deutschland"``, ...)."""
    return _new_game(rules, players, seed, board)


def scores(state):
    """:func:`ttrwidgets.ttr.scoring.final_scores`: parts per seat, winners, tiebreaks."""
    return final_scores(state)


def bots() -> dict:
    return dict(BOTS)


from .actions import (BuildStation, ClaimRoute, DrawCard, DrawTickets,  # noqa: E402
                      KeepTickets, Pass, ShareTickets, TunnelPay, TunnelWithdraw)

#: The verb of each action's text form (``p1 claim R017 red:3``: ``claim``).
_ACTION_KINDS = {DrawCard: "draw", ClaimRoute: "claim", TunnelPay: "pay",
                 TunnelWithdraw: "withdraw", DrawTickets: "tickets", KeepTickets: "keep",
                 ShareTickets: "share", BuildStation: "station", TakePassengers: "passengers",
                 Pass: "pass"}


def action_kind(action) -> str | None:
    """What kind of action ``action`` is, as the verb of its text form (``"draw"``,
    ``"claim"``, ``"station"``, ...; None: not one of this family's actions). Callers ask
    this instead of testing the family's action classes."""
    return _ACTION_KINDS.get(type(action))


def held_tickets(state, seat: int) -> tuple:
    """The tickets ``seat`` plays for: its own and, in a game with teams (asia.md), its
    team's shared ones (ticket indices)."""
    return state.rules.hooks.visible_tickets(state, seat)


def team_position(state, seat: int, ticket_json) -> dict:
    """What the team rules (asia.md) add to a scenario position's entry of ``seat``: its
    ``team`` and, on the team's first player, the team's ``shared_hand`` and
    ``shared_tickets`` (each ticket written by ``ticket_json(state, ticket)``); empty in a
    game without teams."""
    return state.rules.hooks.position_json(state, seat, ticket_json)


def board_geometry(board, width: int):
    from ..render import BoardGeometry
    return BoardGeometry.build(board, width)


def setup_scenario(data, source: str = "<scenario>"):
    from .scenario import setup_scenario as setup
    return setup(data, source)


#: What a board's picture keeps of the map layer: the land, the routes' spaces, the cities and
#: the countries; no names, symbols or outlines (too small to read, and the bulk of the SVG).
THUMB_ROLES = frozenset({"background", "route-spaces", "cities", "city-outlines",
                         "big-city-marks", "country-rings", "country-flags"})


def board_thumbnail(board_id: str) -> tuple[str, float]:
    """A small picture of board ``board_id`` as an SVG document, and its width/height ratio."""
    return _thumbnail(board_id)


import functools as _functools  # noqa: E402


@_functools.lru_cache(maxsize=8)
def _thumbnail(board_id: str) -> tuple[str, float]:
    from ..render import BoardGeometry, BoardView, draw_board, to_svg
    from .maps import load_map
    g = BoardGeometry.build(load_map(board_id), 240, names=False)
    ops = [op for op in draw_board(g, BoardView(labels=False), "en", ("map",))
           if op.role in THUMB_ROLES]
    return to_svg(ops, g.width, g.height), g.width / g.height


def load_session(data, source: str = "<file>"):
    """A :class:`ttrwidgets.ttr.session.Session` from a saved game or a scenario file."""
    from .session import Session
    return Session.from_json(data, source)


#: The boards the graph lab offers, with the rule set and player count of the seeded bot game
#: whose network it shows (their names: the lab catalogue's ``board-name-<id>``).
_LAB = {"europe": ("europe.classic", 2),
        "deutschland": ("deutschland", 2),
        "legendary_asia": ("asia.team", 4)}


def lab_board(board_id: str):
    """The graph lab's view of a route board (None: not one of this family's): ``board``,
    ``graph``, ``grid`` (False), ``name(lang)`` (the board's name in the learner's language,
    from the lab catalogue), ``bot_network(seed)`` (seat 0's routes at
    the end of a seeded game of bots), ``network(state, seat)`` (a seat's routes) and
    ``node_name(node, lang)`` (the city's name as the board prints it: München)."""
    if board_id not in _LAB:
        return None
    from types import SimpleNamespace
    from .maps import load_map
    from ..core import i18n
    rules, n = _LAB[board_id]
    b = load_map(board_id)

    def bot_network(seed: int):
        from .session import Session
        s = Session.new(rules, ["greedy"] * n, seed)
        s.run_bots()
        return tuple(r for r, o in enumerate(s.state.owners) if o == 0)

    return SimpleNamespace(board=b, graph=b.to_networkx(), grid=False,
                           name=lambda lang="en": i18n.text("lab", f"board-name.{board_id}", lang),
                           bot_network=bot_network,
                           network=lambda state, seat: tuple(
                               r for r, o in enumerate(state.owners) if o == seat),
                           node_name=lambda node, lang="en": b.cities[node].display_name)


def preview(state, seat: int, hit) -> Preview:
    """What a click would do for ``seat``: a route → the claim's payments (and passengers); a
    city → a station's payments (games with stations); a passenger token → taking it, when a
    passenger choice pends there (``de.take-passengers``). Otherwise why not, with the rule id;
    a click on nothing the rules act on gives neither options nor a problem."""
    kind, index = hit[0], hit[1]
    if kind == "route":
        return claim_preview(state, seat, index)
    if kind == "city":
        if not state.rules.stations:
            return Preview([], None)
        return station_preview(state, seat, index)
    if kind == "passenger":
        return _passenger_preview(state, seat, index, getattr(hit, "colour", None))
    return Preview([], None)


def _passenger_preview(state, seat: int, city: int, colour) -> Preview:
    pend = state.pending
    if not isinstance(pend, PassengerChoice) or state.current != seat:
        problem = why_illegal(state, TakePassengers(seat, ((state.map.cities[city].name,
                                                             parse_colour(colour)),)))
        return Preview([], problem)
    k = int(parse_colour(colour))
    problem = _passengers.check_take(state, seat, {city: k})
    if problem is not None and problem[1] != "passengers.name-every-end":
        return Preview([], problem.error(state.map, state.rules.game))
    return Preview([(city, k)], None)

