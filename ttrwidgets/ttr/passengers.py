"""Passengers (Ticket to Ride Deutschland): the one place of their rules.

* ``de.passengers``: at set-up the passengers of the bag are shuffled (from the seed) and set out
  on the nodes, as many on each as the map says;
* ``de.take-passengers``: after a claim the player takes one passenger from each end of the
  route where one stands; where passengers of several colours stand the player chooses, and the
  choice pends (``state.pending`` is a :class:`~.state.PassengerChoice`);
* ``de.passenger-majority``: at the end, per colour, most passengers score ``majority[0]``,
  second most ``majority[1]`` (a tie for most shares the first place and leaves no second).

Passengers are public. On the board they are ``state.passengers[city]`` (colours, sorted); a
player's are ``player.passengers`` (colours, sorted).

>>> from ttrwidgets.ttr.game import new_game
>>> s, _ = new_game("deutschland", 2, seed=1)
>>> sum(len(p) for p in s.passengers), len(s.passengers[s.map.city_index("Berlin")])
(60, 5)
"""
from __future__ import annotations

import random
from bisect import insort

from .actions import TakePassengers
from .colours import Colour
from ..core.errors import InvalidActionError, Message
from . import game
from .problem import err
from .state import GameState, PassengerChoice, evolve_player, evolve_state
from ..core.steps import step

__all__ = ["deal", "after_claim", "check_take", "take", "take_options", "majorities",
           "colours_of", "PassengerRules"]


class PassengerRules:
    """The rule-set hooks of the passengers (a mixin of :class:`ttrwidgets.ttr.game.RuleHooks`,
    registered by the family package for the rule sets with ``passengers``): the set-up
    (``de.passengers``), the claim's passengers and the choice they leave pending
    (``de.take-passengers``) with its handler."""

    @staticmethod
    def uses(rules) -> bool:
        return rules.passengers

    def handler_table(self) -> dict:
        return {**super().handler_table(),
                TakePassengers: game.Handler(_check_take_action, _run_take_action)}

    def new_game_fields(self, m, players: int, seed: int) -> dict:
        return {**super().new_game_fields(m, players, seed), "passengers": deal(m, seed)}

    def after_claim(self, state: GameState, seat: int, r: int, steps: list) -> GameState:
        return after_claim(state, seat, r, steps)

    def pending_actions(self, state: GameState, s: int) -> list:
        if not isinstance(state.pending, PassengerChoice):
            return super().pending_actions(state, s)
        m = state.map
        return [TakePassengers(s, tuple((m.cities[c].name, Colour(k)) for c, k in opt))
                for opt in take_options(state)]


def _passenger_refs(state: GameState, take_) -> dict:
    """``((city, colour), ...)`` of a :class:`TakePassengers` as ``{city index: colour}``."""
    if not isinstance(take_, tuple):
        raise InvalidActionError(Message("action.take-list", value=repr(take_)))
    out = {}
    for item in take_:
        if not (isinstance(item, tuple) and len(item) == 2):
            raise InvalidActionError(Message("action.take-pair", value=repr(item)))
        city = game.city_ref(state, item[0])
        try:
            colour = int(Colour(item[1]))
        except (TypeError, ValueError):
            raise InvalidActionError(Message("action.passenger-colour",
                                             value=repr(item[1]))) from None
        if city in out:
            raise InvalidActionError(Message("action.city-twice",
                                             city=state.map.cities[city].name))
        out[city] = colour
    return out


def _check_take_action(state: GameState, action: TakePassengers):
    return check_take(state, action.seat, _passenger_refs(state, action.take))


def _run_take_action(state: GameState, action: TakePassengers, steps: list) -> GameState:
    new = take(state, action.seat, _passenger_refs(state, action.take), steps)
    return game.end_turn(new, steps)


def deal(m, seed: int) -> tuple:
    """``de.passengers``: the passengers standing on each node at set-up, dealt from the seed."""
    bag = [int(c) for c, n in m.passengers for _ in range(n)]
    random.Random(f"ttrwidgets:{seed}:passengers").shuffle(bag)
    out = []
    for city in m.cities:
        here, bag = bag[:city.passengers], bag[city.passengers:]
        out.append(tuple(sorted(here)))
    return tuple(out)


def colours_of(m) -> tuple[int, ...]:
    """The passenger colours of the board, in colour order."""
    return tuple(sorted(int(c) for c, _ in m.passengers))


def _remove(standing: tuple, colour: int) -> tuple:
    lst = list(standing)
    lst.remove(colour)
    return tuple(lst)


def _give(seat: int, city: int, colour: int, board: list, players: list, steps: list) -> None:
    """Move one passenger of ``colour`` from ``city`` on the ``board`` to ``seat``."""
    board[city] = _remove(board[city], colour)
    mine = list(players[seat].passengers)
    insort(mine, colour)
    players[seat] = evolve_player(players[seat], passengers=tuple(mine))
    key = Colour(colour).key
    steps.append(step("de.take-passengers", "passengers.taken",
                      {"cities": [city], "seats": [seat]}, seat=seat, city=city, colour=key))


def after_claim(state: GameState, seat: int, r: int, steps: list) -> GameState:
    """``de.take-passengers`` right after ``seat`` claimed route ``r``: take the passenger at
    every end where only one colour stands; where several colours stand, leave a
    :class:`PassengerChoice` pending (the turn ends once it is answered)."""
    route = state.map.routes[r]
    board = list(state.passengers)
    players = list(state.players)
    ends, taken = [], []
    for city in (route.a, route.b):
        colours = tuple(sorted(set(board[city])))
        if len(colours) == 1:
            _give(seat, city, colours[0], board, players, steps)
            taken.append((city, colours[0]))
        elif colours:
            ends.append((city, colours))
    if not ends and not taken:
        steps.append(step("de.take-passengers", "passengers.none", {"routes": [r]}, route=r))
    pending = None
    if ends:
        pending = PassengerChoice(r, tuple(ends), tuple(taken))
        for city, _ in ends:
            steps.append(step("de.take-passengers", "passengers.choose",
                              {"cities": [city], "seats": [seat]}, seat=seat, city=city))
    return evolve_state(state, passengers=tuple(board), players=tuple(players), pending=pending)


def check_take(state: GameState, seat: int, take: dict):
    """Why ``take`` ({city index: colour}) does not answer the pending choice, or None."""
    pend: PassengerChoice = state.pending
    route = state.map.routes[pend.route]
    choice = dict(pend.ends)
    auto = dict(pend.taken)
    for city, colour in take.items():
        if city not in (route.a, route.b):
            return err("de.take-passengers", "passengers.not-an-end", city=city, route=pend.route)
        if city in auto:
            if colour != auto[city]:
                return err("de.take-passengers", "passengers.already-taken", city=city,
                           colour=Colour(auto[city]).key)
        elif city not in choice:
            return err("de.take-passengers", "passengers.none-there", city=city)
        elif colour not in choice[city]:
            return err("de.take-passengers", "passengers.not-there", city=city,
                       colour=Colour(colour).key,
                       there=[Colour(c).key for c in choice[city]])
    missing = [c for c in choice if c not in take]
    if missing:
        return err("de.take-passengers", "passengers.name-every-end", city=missing[0],
                   there=[Colour(c).key for c in choice[missing[0]]])
    return None


def take(state: GameState, seat: int, take_: dict, steps: list) -> GameState:
    """Answer the pending choice (already checked); the caller ends the turn."""
    pend: PassengerChoice = state.pending
    board = list(state.passengers)
    players = list(state.players)
    for city, _ in pend.ends:
        _give(seat, city, take_[city], board, players, steps)
    return evolve_state(state, passengers=tuple(board), players=tuple(players), pending=None)


def take_options(state: GameState) -> list[tuple]:
    """Every answer to the pending choice: tuples of ``(city, colour)`` for the ends with a
    choice, in end order and colour order."""
    pend: PassengerChoice = state.pending
    out: list[tuple] = [()]
    for city, colours in pend.ends:
        out = [o + ((city, c),) for o in out for c in colours]
    return out


def majorities(state: GameState) -> list[dict[int, int]]:
    """``de.passenger-majority``: per seat ``{colour: points}`` (only colours that score).

    Most of a colour scores the first value, second most the second; all tied for most score the
    first and nobody second; with one leader, all tied for second score the second. A player
    without a passenger of the colour scores nothing for it (a decision of the project).
    """
    first, second = (tuple(state.rules.majority) + (0, 0))[:2]
    out: list[dict[int, int]] = [{} for _ in state.players]
    for colour in colours_of(state.map):
        counts = [p.passengers.count(colour) for p in state.players]
        ranked = sorted({n for n in counts if n > 0}, reverse=True)
        if not ranked:
            continue
        leaders = [s for s, n in enumerate(counts) if n == ranked[0]]
        for s in leaders:
            out[s][colour] = first
        if len(leaders) == 1 and len(ranked) > 1 and second:
            for s, n in enumerate(counts):
                if n == ranked[1]:
                    out[s][colour] = second
    return out
