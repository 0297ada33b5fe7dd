"""Bots for the Trans games: ``choose(state, seat)`` gives a legal action; ``advise`` gives it with
the reason (a message key and parameters, as the Ticket to Ride bots do).

* :class:`SteinerBot` builds along its current minimum Steiner tree (``trans.score-round``'s
  count: :func:`~ttrwidgets.trans.missing.missing_rails`), preferring rails that join another
  network (``trans.shared-network``: other players' rails then work for it too); it places its
  start marker where the tree for its cities is cheapest, and gives back or passes on the city
  that costs it most.
* :class:`RandomBot` plays a random legal action, a rail whenever it can.
"""
from __future__ import annotations

import random
from typing import NamedTuple

from .actions import EndTurn, LayRail, PassCity, PlaceMarker, ReturnCity
from .game import legal_actions
from .missing import components, missing_rails

__all__ = ["SteinerBot", "RandomBot", "BOTS", "Advice", "play_game"]


class Advice(NamedTuple):
    action: object
    key: str
    params: dict


class RandomBot:
    """A random legal action; a rail whenever one can be laid."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int):
        acts = legal_actions(state, seat)
        rails = [a for a in acts if isinstance(a, LayRail)]
        return self.rng.choice(rails or acts)

    def advise(self, state, seat: int) -> Advice:
        return Advice(self.choose(state, seat), "bot.random", {})


def _cost(board, cities, marker, rails=(), special=None) -> int:
    if marker is None:
        return 0
    c, _ = missing_rails(board, rails, marker, cities, special)
    return c if c is not None else 10 ** 6


class SteinerBot:
    """Builds along its current minimum Steiner tree; prefers joining other networks."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state, seat: int):
        return self.advise(state, seat).action

    def advise(self, state, seat: int) -> Advice:
        b = state.map
        acts = legal_actions(state, seat)
        if not acts:  # pragma: no cover - callers ask only active seats
            raise ValueError(f"seat {seat} has nothing to do")
        p = state.players[seat]
        if state.phase == "choose":
            # give away the city whose loss makes the tree for the others cheapest
            def after(a):
                rest = [c for c in p.cities if c != b.city_index(a.city)]
                home = b.cities[rest[0]].node if rest else None
                return (_cost(b, rest, home, special=state.special), a.city)
            best = min(acts, key=after)
            return Advice(best, "bot.give-away", {"city": best.city})
        if state.phase == "markers":
            taken = {q.marker for q in state.players}
            cands = set()
            for c in p.cities:
                v = b.cities[c].node
                cands.add(v)
                cands.update(u for u, _ in b.adj[v])
            cands -= taken
            node = self._cheapest_marker(b, p.cities, sorted(cands), state.special)
            return Advice(PlaceMarker(seat, b.nodes[node]), "bot.marker",
                          {"at": list(b.nodes[node])})
        legal = {(a.a, a.b): a for a in acts if isinstance(a, LayRail)}
        count, lines = missing_rails(b, state.rails, p.marker, p.cities, state.special)
        if count:
            comp = components(b, state.rails)
            home = comp[p.marker]
            markers = {comp[q.marker] for s, q in enumerate(state.players)
                       if s != seat and q.marker >= 0}
            options = []
            for line in lines:
                ln = b.lines[line]
                a = legal.get((b.nodes[ln.a], b.nodes[ln.b]))
                if a is None:
                    continue
                far = ln.b if comp[ln.a] == home else ln.a
                joins = comp[far] in markers or (comp[far] != far)
                options.append((not joins, line, a))
            if options:
                options.sort(key=lambda o: (o[0], o[1]))
                joins, _, a = options[0]
                return Advice(a, "bot.join" if not joins else "bot.tree",
                              {"missing": count})
        return Advice(EndTurn(seat), "bot.end", {"missing": count})


    @staticmethod
    def _cheapest_marker(b, cities, cands: list, special):
        """The first of ``cands`` (in order) whose tree to ``cities`` costs least: the same
        choice as trying every candidate, with fewer exact trees. A marker joins the tree's
        terminals, so no candidate costs less than the tree for the cities alone, and a
        marker on a city's node costs exactly that: the search stops at the first candidate
        that reaches it."""
        nodes = {b.cities[c].node for c in cities}
        base = _cost(b, cities, next(iter(nodes)), special=special) if nodes else 0
        best = None
        for v in cands:
            cost = base if v in nodes else _cost(b, cities, v, special=special)
            if best is None or cost < best[0]:
                best = (cost, v)
            if cost == base:
                break
        return best[1]


BOTS = {"steiner": SteinerBot, "random": RandomBot}


def play_game(state, bots, max_actions: int = 20000, on_step=None):
    """Play until the game is over, each active seat by its bot (``on_step(state, action,
    steps)`` sees every move): :func:`ttrwidgets.core.session.play_game`."""
    from ..core.session import play_game as play
    return play(state, bots, max_actions, on_step)
