"""The strong bot for the route games (Europe and its variants, Deutschland, Team Asia).

:class:`StrongBot` plays from what its seat may see (``tickets.secret``, hidden hands, hidden
deck order): the board, its own hand and tickets, the face-up row, and of the others only what
is public (their routes, trains, hand sizes, ticket counts, passengers). It

* plans its open tickets as a whole: the exact minimum Steiner forest
  (:func:`ttrwidgets.graphs.steiner.steiner_forest`) over the routes still open to it, its own
  (and a partner's) routes free, countries never passed through (``de.countries``), routes
  where passengers wait cheaper by what one more passenger of their colour is worth to it in
  the final majorities (``de.passengers``, ``de.passenger-majority``, scored by the scoring's
  own :func:`~ttrwidgets.ttr.passengers.majorities` on the public counts); a ticket whose way
  is gone, or that the trains left cannot pay together with the others, is given up (the least
  points per train first);
* claims first the plan routes others would cut first: those next to another player's network
  (what it infers of their plans, from their claimed routes only) and those with no cheap way
  around them;
* draws with purpose: the face-up colour the most urgent plan route lacks, a locomotive when
  the missing cards are few colours, else blind;
* takes tickets when its plan is done and the game is young enough, keeping the set whose
  points best repay the train spaces the forest of all its tickets needs; outside its plan and
  in the last turns it spends trains on the routes its hand pays that score most (their points,
  the passengers waiting at their ends, and what they add to its share of the longest-trail
  bonus, ``score.longest-path``, against the others' public trails), and it does not end the
  game by its own claim while it trails and still has tickets within reach;
* rescues a ticket whose way is cut (or too long) with a station that borrows one blocking
  route (``station.build``, ``station.borrow``) when the ticket's points repay the station's;
  the routes into its own stations count as its own in the plan;
* says its plan in one sentence (:meth:`StrongBot.plan_text`, English and German, from the
  ``coach`` catalogue).

Its moves carry the reasons of the message catalogue (``bot.*``), like the greedy bot's.

>>> from ttrwidgets.ttr.game import new_game
>>> from ttrwidgets.ttr.bots import GreedyBot, play_game
>>> s, _ = new_game("europe.classic", 2, seed=5)
>>> play_game(s, [StrongBot(1), GreedyBot(2)]).game_over
True
"""
from __future__ import annotations

import heapq
from itertools import combinations

from ..core import i18n
from ..graphs.steiner import steiner_forest
from . import multiroute, passengers as P
from .actions import BuildStation, ClaimRoute, DrawCard, DrawTickets, KeepTickets, Pass
from .bots import Advice, GreedyBot, _adjacency, _cards, _dead_ends, _tickets_of
from .colours import LOCO, Colour
from .game import claim_options, legal_actions, station_options
from .maps import RouteKind
from ..graphs.trail import longest_trail_length
from .messages import route_name, ticket_name
from .rules import ROUTE_POINTS
from .scoring import player_graph
from .state import GameState, SecondCard, TicketChoice, evolve_player, evolve_state

__all__ = ["StrongBot", "PLAN_KEYS", "Plan"]

#: The keys of the plan sentences: messages of the ``coach`` catalogue
#: (``locales/<lang>/coach.ftl``), German in the rulebook's terms (Strecke, Zielkarte, Waggons).
PLAN_KEYS = ("strong.plan.threat", "strong.plan.critical", "strong.plan.only", "strong.plan.long",
             "strong.plan.more-tickets", "strong.plan.points")

_BIG = 10 ** 6
#: Weights, measured against the greedy bot (``bench --strong``): ``pax`` plan weight off a
#: route per point a passenger waiting at its ends is worth (:meth:`StrongBot._pax_values`;
#: de.passenger-majority), ``deny`` the share of the points a passenger takes from the other
#: seats that counts, ``pax_long`` the same points added to a route's own when the bot spends
#: trains outside its plan,
#: ``tunnel`` cards kept back for a tunnel's extra cards, ``globe`` points per
#: ticket kept towards the Globetrotter (times its bonus), ``hand`` (0: off) the weight of cards
#: still to draw for a route in the plan, ``early`` plan spaces left at which new tickets are
#: taken already (-1: only once the plan is done), ``dump`` a hand size from which spare cards go
#: into long routes (99: off), ``mine``/``others`` trains needed (own, every other seat) to take
#: tickets, ``per_train`` the points a ticket's extra train space costs, ``rate``/``slack`` the
#: train spaces laid per turn and the part of the turns left a plan may fill without risk,
#: ``rescue_rate``/``rescue_min`` the train spaces per turn left and the least net points for a
#: station that rescues a ticket, ``express`` the share of the longest-trail bonus counted for
#: a route outside the plan (0.5; 0 and 1 won 73.5 % and 75 % of 2-player Europe games on
#: seeds 1000-1199, 0.5 75 %). ``mine`` 16 (was 12): new tickets only with 16 trains left beyond
#: the plan; on seeds 1000-1199 Europe 2p 75 -> 78 %, 4p 56 -> 58.5 % (Deutschland keeps
#: :data:`_GLOBE_T`'s). Measured then on seeds 0-199 (``python -m ttrwidgets bench --strong
#: --games 200 --seed 0``): Europe 2p 76.5 %, 4p 55.0 %, Deutschland 2p 76.0 %, 4p 56.0 %.
_T = {"pax": 0.5, "deny": 0.5, "pax_long": 0.5, "tunnel": 1, "globe": 0.2, "hand": 0,
      "early": -1, "dump": 99, "mine": 16, "others": 14, "per_train": 1.2, "rate": 2.2, "slack": 0.6,
      "rescue_rate": 1.5, "rescue_min": 0, "express": 0.5}
#: With a most-tickets bonus (``de.globetrotter``) every completed ticket also counts towards
#: that bonus, so new tickets are taken with fewer trains left (own, every other seat's): in
#: Deutschland the greedy bot drew tickets about four times a game and this bot under once,
#: completing about 1.2 tickets fewer and losing the 15 points of the bonus. A failed ticket
#: costs its points and the bonus's count, so a set of tickets pays for the risk of the turns
#: left from the first train space of its plan (``slack`` 0, not 0.6). Measured against the
#: greedy bot (seeds 1000-1099 and 2000-2149): slack 0.6 / 0.4 / 0.25 / 0 won 58 / 60 / 70 / 74 %
#: of 2-player games and 45 / 61 / 54 / 59 % of 4-player ones.
_GLOBE_T = {"mine": 6, "others": 6, "slack": 0.0}


def _w(state, name: str):
    """The weight ``name`` for this game: :data:`_GLOBE_T`'s where a most-tickets bonus is
    played (``de.globetrotter``) and it has one, else :data:`_T`'s."""
    if state.rules.globetrotter and name in _GLOBE_T:
        return _GLOBE_T[name]
    return _T[name]


#: Cost of a train space in the plan's weights (integers keep the forest exact): a tunnel adds
#: one (its risk), a ferry's locomotive two.
_UNIT = 4


def _pts(length: int) -> int:
    return ROUTE_POINTS.get(length, 3 * length)


class Plan:
    """The bot's plan for one position: ``tickets`` it plays for (open, within reach),
    ``dropped`` (given up), ``done``, ``routes`` (free routes of the forest), ``need`` (their
    train spaces), and per plan route its ``threat`` and ``detour``."""

    __slots__ = ("tickets", "dropped", "done", "routes", "need", "threat", "detour", "order")

    def __init__(self, tickets, dropped, done, routes, need, threat, detour):
        self.tickets, self.dropped, self.done = tickets, dropped, done
        self.routes, self.need, self.threat, self.detour = routes, need, threat, detour
        self.order = sorted(routes, key=lambda r: (-self.urgency(r), r))

    def urgency(self, r: int) -> float:
        d = self.detour.get(r, 0)
        return (1 + 2 * self.threat.get(r, 0)) * (1 + min(d, 20) / 4)


class StrongBot(GreedyBot):
    """Plans its tickets as a whole and plays for them (see the module docstring)."""

    name = "strong"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self._cache: dict = {}

    # ------------------------------------------------------------------ what the seat sees
    def _route_costs(self, state: GameState, seat: int) -> list:
        """Per route: 0 (own or a partner's), None (closed to the seat), else the plan weight."""
        m = state.map
        owners = state.owners
        hooks = state.rules.hooks
        mates = hooks.partners(state, seat)
        group = multiroute.groups(m)
        route_block = hooks.route_block       # the parallel-track rules of the rule set
        hand = hooks.pool(state, seat)
        standing = state.passengers
        stations = state.players[seat].stations       # station.borrow: their routes into them
        out = []
        for rt in m.routes:
            o = owners[rt.index]
            if o >= 0:
                out.append(0 if (o == seat or o in mates or rt.a in stations or
                                 rt.b in stations) else None)
                continue
            g = group[rt.index]
            if g and route_block(state, seat, rt.index, g):
                out.append(None)
                continue
            w = _UNIT * rt.length
            if rt.kind is RouteKind.TUNNEL:
                w += 1
            elif rt.kind is RouteKind.FERRY:
                w += 2 * rt.locomotives
            w -= (_pts(rt.length) - rt.length) // 3     # long routes score more per train
            if standing:                                # de.passengers waiting at its ends
                w -= int(_T["pax"] * (self._pax_at(state, seat, rt.a) +
                                      self._pax_at(state, seat, rt.b)))
            c = hand[LOCO] + (max(hand[:8]) if rt.colour == Colour.GRAY else hand[int(rt.colour)])
            w += _T["hand"] * max(0, rt.length - c)     # cards still to draw for it
            out.append(max(w, 1))
        return out

    def _pax_values(self, state, seat) -> dict:
        """``de.passenger-majority`` through the scoring's own majorities (public counts only):
        per passenger colour, the points one more passenger of it is worth to the seat now
        (half what it gains at once, half what it keeps once the best other holder of the colour
        takes one too) plus ``_T["deny"]`` of what it takes from the other seats (averaged)."""
        key = ("pax", seat, tuple(q.passengers for q in state.players))
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        players = state.players
        others = [s for s in range(len(players)) if s != seat]

        def with_one(st, who, c):
            ps = list(st.players)
            ps[who] = evolve_player(ps[who], passengers=tuple(sorted(ps[who].passengers + (c,))))
            return evolve_state(st, players=tuple(ps))

        base = P.majorities(state)
        out = {}
        for c in P.colours_of(state.map):
            if c in out:
                continue
            mine = with_one(state, seat, c)
            now = P.majorities(mine)
            gain = now[seat].get(c, 0) - base[seat].get(c, 0)
            deny = sum(base[o].get(c, 0) - now[o].get(c, 0) for o in others)
            rival = max(others, key=lambda o: (players[o].passengers.count(c), -o), default=None)
            keep = gain
            if rival is not None:
                theirs = with_one(state, rival, c)
                keep = P.majorities(with_one(theirs, seat, c))[seat].get(c, 0) - \
                    P.majorities(theirs)[seat].get(c, 0)
            out[c] = (gain + keep) / 2 + _T["deny"] * deny / max(1, len(others))
        self._cache[key] = out
        return out

    def _pax_at(self, state, seat, city) -> float:
        """The most one passenger waiting in ``city`` is worth to the seat (0: none waits)."""
        standing = state.passengers[city]
        if not standing:
            return 0.0
        values = self._pax_values(state, seat)
        return max(values.get(c, 0.0) for c in standing)

    def _forest(self, state, costs, pairs):
        """(train spaces, free routes) of the minimum Steiner forest joining ``pairs``."""
        m = state.map
        G, countries = _graph(m)
        if not pairs:
            return 0, ()
        c, edges = steiner_forest(G, pairs, lambda u, v, k, d: costs[k], no_through=countries)
        if c is None:
            return None, ()
        free = tuple(sorted({k for _, _, k in edges if state.owners[k] < 0}))
        return sum(m.routes[r].length for r in free), free

    def _trains(self, state, seat) -> int:
        """Trains the seat's team may still lay for its tickets (its own with no teams)."""
        return sum(state.players[s].trains for s in state.rules.hooks.partners(state, seat))

    def plan(self, state: GameState, seat: int, extra=()) -> Plan:
        """The plan for the seat's tickets (and ``extra`` ones, for a ticket choice)."""
        mine = tuple(_tickets_of(state, seat)) + tuple(extra)
        trains = self._trains(state, seat)
        hand = state.rules.hooks.pool(state, seat)
        key = (state.owners, mine, trains, hand, state.players[seat].stations)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        if len(self._cache) > 64:
            self._cache.clear()
        m = state.map
        costs = self._route_costs(state, seat)
        spaces = [None if c is None else (0 if c == 0 else m.routes[r].length)
                  for r, c in enumerate(costs)]
        adj, dead = _adjacency(m), _dead_ends(m)
        done, open_, dropped = [], [], []
        for t in mine:
            tk = m.tickets[t]
            c = _dijkstra(adj, dead, spaces, tk.a, tk.b)
            if c == 0:
                done.append(t)
            elif c is None or c > trains:
                dropped.append(t)
            else:
                open_.append((t, c))
        # the most points per train space first; at most 8 cities in the exact forest
        open_.sort(key=lambda tc: (-m.tickets[tc[0]].points / tc[1], tc[0]))
        keep = [t for t, _ in open_]
        while True:
            pairs, cities = [], set()
            for t in keep:
                tk = m.tickets[t]
                if len(cities | {tk.a, tk.b}) > 8 and pairs:
                    continue
                cities |= {tk.a, tk.b}
                pairs.append((tk.a, tk.b))
            need, routes = self._forest(state, costs, pairs)
            rest = [t for t in keep if (m.tickets[t].a, m.tickets[t].b) not in pairs]
            if need is not None and rest:       # the others along the forest, one at a time
                extra_routes = set(routes)
                for t in rest:
                    tk = m.tickets[t]
                    c2 = [0 if r in extra_routes else x for r, x in enumerate(costs)]
                    n2, r2 = self._forest(state, c2, [(tk.a, tk.b)])
                    if n2 is None:
                        need = None
                        break
                    need += n2
                    extra_routes.update(r2)
                routes = tuple(sorted(extra_routes))
            if need is not None and need <= trains or not keep:
                break
            # too many train spaces: give up the ticket with the fewest points per space
            worst = keep.pop()
            dropped.append(worst)
        if not keep:
            need, routes = 0, ()
        threat, detour = self._urgency(state, seat, routes, costs)
        p = Plan(tuple(keep), tuple(dropped), tuple(done), tuple(routes), need or 0, threat,
                 detour)
        self._cache[key] = p
        return p

    def _urgency(self, state, seat, routes, costs):
        """Per plan route: how many other players' networks touch its cities (what their
        claims say of their plans: public), and the extra train spaces of the cheapest way
        around it (20 when there is none)."""
        m = state.map
        mates = set(state.rules.hooks.partners(state, seat))
        nets: dict = {}
        for r, o in enumerate(state.owners):
            if o >= 0 and o not in mates:
                rt = m.routes[r]
                nets.setdefault(o, set()).update((rt.a, rt.b))
        threat, detour = {}, {}
        adj = _adjacency(m)
        dead = _dead_ends(m)
        for r in routes:
            rt = m.routes[r]
            threat[r] = sum(1 for net in nets.values() if rt.a in net or rt.b in net)
            d = _dijkstra(adj, dead, costs, rt.a, rt.b, skip=r, parallel=m.parallel(r))
            detour[r] = 20 if d is None else max(0, d - costs[r]) / _UNIT
        return threat, detour

    # ------------------------------------------------------------------ the plan in words
    def plan_advice(self, state: GameState, seat: int) -> tuple:
        """The plan as ``(key, params)``, ``key`` one of :data:`PLAN_KEYS`."""
        p = self.plan(state, seat)
        trains = state.players[seat].trains
        if not p.routes:
            if self._want_tickets(state, seat, p):
                return "strong.plan.more-tickets", {"trains": trains}
            return "strong.plan.points", {"trains": trains}
        first = p.order[0]
        params = {"tickets": list(p.tickets), "need": p.need, "route": first}
        if p.detour.get(first, 0) >= 20:
            return "strong.plan.only", params
        if p.threat.get(first, 0):
            return "strong.plan.threat", params
        if p.detour.get(first, 0) >= 2:
            return "strong.plan.critical", {**params, "detour": round(p.detour[first])}
        return "strong.plan.long", params

    def plan_text(self, state: GameState, seat: int, lang: str = "en") -> str:
        """The plan in one sentence (``lang`` "en" or "de")."""
        key, params = self.plan_advice(state, seat)
        m = state.map
        out = dict(params)
        if "tickets" in out:
            out["tickets"] = i18n.join([ticket_name(m, t, lang) for t in out["tickets"]], lang)
        if "route" in out:
            out["route"] = route_name(m, out["route"], lang)
        return i18n.text("coach", key, lang, **out)

    # ------------------------------------------------------------------ decisions
    def _tunnel_payment(self, opts: list):
        """The payment that spends the fewest locomotives (they are worth more later)."""
        return min(opts, key=lambda o: (o[LOCO], o))

    def _advise(self, state: GameState, seat: int) -> Advice:
        adv = self._pending_advice(state, seat)
        if adv is not None:
            return adv
        pend = state.pending
        p = self.plan(state, seat)
        if isinstance(pend, SecondCard):
            return self._draw_for(state, seat, p, second=True) or \
                Advice(legal_actions(state, seat)[0], "bot.first-legal", {})
        rescue = self._station_rescue(state, seat, p)
        if rescue is not None:
            return rescue
        claim = self._claim_for_plan(state, seat, p)
        if claim is not None:
            return claim
        if not p.routes or p.need <= _T["early"]:
            if self._want_tickets(state, seat, p):
                trains = state.players[seat].trains
                if state.rules.ticket_mix:
                    return self._announce(state, seat, (4, 3), "bot.draw-tickets",
                                          trains=trains)
                return Advice(DrawTickets(seat), "bot.draw-tickets", {"trains": trains})
            long = self._claim_long(state, seat)
            if long is not None:
                return long
        elif state.final_round or sum(state.players[seat].hand) >= _T["dump"]:
            long = self._claim_long(state, seat, last=state.final_round, plan=p)
            if long is not None:
                return long
        adv = self._draw_for(state, seat, p, second=False)
        if adv is not None:
            return adv
        long = self._claim_long(state, seat, last=True)
        if long is not None:
            return long
        acts = legal_actions(state, seat)
        if isinstance(acts[0], Pass):
            return Advice(acts[0], "bot.pass", {})
        return Advice(acts[0], "bot.first-legal", {})

    def _station_rescue(self, state, seat, p: Plan):
        """``station.build`` / ``station.borrow``: a ticket given up (its way cut, or too
        long) that one borrowed route of another player makes affordable again: build the
        station at that route's end now, when the ticket's points (won instead of lost) repay
        the station's points (``station.bonus``) and the train spaces still to lay fit beside
        the plan. Public only: the owners of the routes and the seat's own tickets and hand."""
        rules = state.rules
        if not rules.stations or not p.dropped:
            return None
        opts = station_options(state, seat)
        if not opts:
            return None
        m = state.map
        owners = state.owners
        costs = self._route_costs(state, seat)
        spaces = [None if c is None else (0 if c == 0 else m.routes[r].length)
                  for r, c in enumerate(costs)]
        adj, dead = _adjacency(m), _dead_ends(m)
        room = self._trains(state, seat) - p.need
        turns = self._turns_left(state, seat)
        best = None
        for t in p.dropped:
            tk = m.tickets[t]
            da = _dijkstra(adj, dead, spaces, tk.a)
            db = _dijkstra(adj, dead, spaces, tk.b)
            for r, o in enumerate(owners):
                if o < 0 or costs[r] is not None:
                    continue            # free, own, or already borrowed through a station
                rt = m.routes[r]
                for u, v in ((rt.a, rt.b), (rt.b, rt.a)):
                    if u not in da or v not in db:
                        continue
                    need = da[u] + db[v]
                    if need > room or need > _T["rescue_rate"] * turns:
                        continue
                    value = 2 * tk.points - rules.station_bonus - _T["per_train"] * need
                    if value <= _T["rescue_min"]:
                        continue
                    for city in (u, v):
                        if state.station_owner(city) >= 0:
                            continue
                        order = (value, -need, -city, -r)
                        if best is None or order > best[0]:
                            best = (order, city, t, r)
        if best is None:
            return None
        _, city, t, r = best
        need = self._colour_need(state, p)
        hand = state.players[seat].hand
        pay = min(opts, key=lambda o: (o[LOCO], -(hand[next(k for k in range(9) if o[k])] -
                                                 need.get(next(k for k in range(9) if o[k]), 0)),
                                       o))
        return Advice(BuildStation(seat, m.cities[city].name, pay), "bot.station",
                      {"city": city, "ticket": t, "route": r, "paid": _cards(pay)})

    def _last_turn(self, state, seat) -> bool:
        """In the last round: is this the seat's last turn? (Every seat has one more turn.)"""
        return state.final_round

    def _others_trains(self, state, seat) -> int:
        mates = set(state.rules.hooks.partners(state, seat))
        return min((q.trains for s, q in enumerate(state.players) if s not in mates),
                   default=state.players[seat].trains)

    def _want_tickets(self, state, seat, p=None) -> bool:
        """Take tickets: the plan is (nearly) done, trains are left and the game is young
        enough."""
        if not (state.tickets or state.long_tickets) or state.final_round:
            return False
        mine = state.players[seat].trains - (p.need if p is not None else 0)
        others = self._others_trains(state, seat)
        return mine >= _w(state, "mine") and others >= _w(state, "others") and \
            len(state.players[seat].tickets) < 10

    def _pay(self, state, seat, r, opts, p: Plan):
        """The card set that spends least of what the rest of the plan needs: no locomotive
        where a colour does, and of a gray route's colours the one the plan needs least."""
        need = self._colour_need(state, p, skip=r)
        hand = state.players[seat].hand

        def cost(o):
            c = next((k for k in range(8) if o[k]), None)
            spare = 0 if c is None else hand[c] - need.get(c, 0)
            return (o[LOCO], 0 if c is None else -(spare - o[c]) if spare < o[c] else 0,
                    -spare, o)
        return min(opts, key=cost)

    def _colour_need(self, state, p: Plan, skip=None) -> dict:
        m = state.map
        need: dict = {}
        for r in p.routes:
            if r == skip:
                continue
            c = m.routes[r].colour
            if c != Colour.GRAY:
                need[int(c)] = need.get(int(c), 0) + m.routes[r].length
        return need

    def _claim_for_plan(self, state, seat, p: Plan):
        m = state.map
        trains = state.players[seat].trains
        end = state.rules.end_trains
        last = state.final_round
        for r in p.order:
            opts = claim_options(state, seat, r)
            if not opts:
                continue
            pay = self._pay(state, seat, r, opts, p)
            urgent = p.threat.get(r, 0) or p.detour.get(r, 0) >= 4 or last
            if pay[LOCO] and not urgent and sum(state.players[seat].hand) < 9 and \
                    (state.deck or state.discard) and pay[LOCO] > m.routes[r].locomotives:
                continue            # not yet: locomotives are worth more later
            if not last and not self._tunnel_cover(state, seat, r, pay):
                continue            # a tunnel: keep a card for the extra ones first
            left = trains - m.routes[r].length
            if left <= end and not last and len(p.routes) > 1 and not self._leading(state, seat):
                continue            # do not end the game while trailing with tickets open
            t = self._ticket_served(state, p, r)
            return Advice(ClaimRoute(seat, m.routes[r].id, pay), "bot.claim-ticket",
                          {"route": r, "ticket": t, "paid": _cards(pay)})
        return None

    def _tunnel_cover(self, state, seat, r, pay) -> bool:
        """``tunnel.extra``: claim a tunnel only with at least ``_T["tunnel"]`` cards left that
        could pay an extra card (its colour or locomotives)."""
        rt = state.map.routes[r]
        if rt.kind is not RouteKind.TUNNEL:
            return True
        hand = state.rules.hooks.pool(state, seat)
        c = next((k for k in range(8) if pay[k]), None)
        spare = hand[LOCO] - pay[LOCO] + (0 if c is None else hand[c] - pay[c])
        return spare >= _T["tunnel"]

    def _ticket_served(self, state, p: Plan, r):
        m = state.map
        rt = m.routes[r]
        best = None
        for t in p.tickets:
            tk = m.tickets[t]
            if best is None or (rt.a in (tk.a, tk.b) or rt.b in (tk.a, tk.b)):
                best = t
                if rt.a in (tk.a, tk.b) or rt.b in (tk.a, tk.b):
                    break
        return best if best is not None else (p.tickets[0] if p.tickets else None)

    def _leading(self, state, seat) -> bool:
        """A public estimate: the seat's route points and its known ticket balance against the
        best other route score (their tickets unknown: counted as even)."""
        m = state.map
        mates = set(state.rules.hooks.partners(state, seat))
        mine = sum(state.players[s].score for s in mates)
        p = self.plan(state, seat)
        mine += sum(m.tickets[t].points for t in p.done)
        mine -= sum(m.tickets[t].points for t in p.tickets + p.dropped)
        best = max((q.score for s, q in enumerate(state.players) if s not in mates), default=0)
        return mine > best

    def _claim_long(self, state, seat, last: bool = False, plan=None):
        """The longest route the hand pays (points), not ending the game while trailing;
        with a ``plan``, only with cards the plan does not need."""
        m = state.map
        p = state.players[seat]
        best = None
        standing = state.passengers
        for rt in m.routes:
            if state.owners[rt.index] >= 0 or rt.length > p.trains:
                continue
            if p.trains - rt.length <= state.rules.end_trains and not (
                    last or state.final_round or self._leading(state, seat)):
                continue
            opts = claim_options(state, seat, rt.index)
            if not opts:
                continue
            pay = min(opts, key=lambda o: (o[LOCO], o))
            if not (last or state.final_round) and not self._tunnel_cover(state, seat,
                                                                         rt.index, pay):
                continue
            if plan is not None and plan.routes:
                need = self._colour_need(state, plan)
                c = next((k for k in range(8) if pay[k]), None)
                if pay[LOCO] or (c is not None and p.hand[c] - pay[c] < need.get(c, 0)) or \
                        p.trains - rt.length < plan.need + 1:
                    continue
            waiting = (self._pax_at(state, seat, rt.a) + self._pax_at(state, seat, rt.b)
                       if standing else 0)
            worth = (_pts(rt.length) - (2 if pay[LOCO] else 0) + _T["pax_long"] * waiting +
                     self._express_gain(state, seat, rt), waiting, -rt.index)
            if best is None or worth > best[0]:
                best = (worth, rt, pay)
        if best is None:
            return None
        rt, pay = best[1], best[2]
        if not (last or state.final_round) and rt.length < 3 and sum(p.hand) <= 10:
            return None
        return Advice(ClaimRoute(seat, rt.id, pay), "bot.claim-long",
                      {"route": rt.index, "points": ROUTE_POINTS.get(rt.length, rt.length),
                       "paid": _cards(pay)})

    def _express_gain(self, state, seat, rt) -> float:
        """``score.longest-path``: ``_T["express"]`` of the bonus share the route adds to the
        seat's longest trail against the longest of every other seat (public routes)."""
        bonus = state.rules.longest_bonus
        if not bonus or not _T["express"] or state.rules.has_teams:
            return 0.0
        key = ("express", state.owners, seat)
        hit = self._cache.get(key)
        if hit is None:
            G = player_graph(state, seat)
            theirs = max((longest_trail_length(player_graph(state, o))
                          for o in range(len(state.players)) if o != seat), default=0)
            hit = self._cache[key] = (G, longest_trail_length(G), theirs)
        G, mine, theirs = hit

        def share(n):
            return 1.0 if n > theirs else 0.5 if n == theirs else 0.0
        if rt.a not in G and rt.b not in G and mine > 0:
            return 0.0 if rt.length <= mine else _T["express"] * bonus * (
                share(rt.length) - share(mine))
        G.add_edge(rt.a, rt.b, key=rt.index, length=rt.length)
        try:
            after = longest_trail_length(G)
        finally:
            G.remove_edge(rt.a, rt.b, key=rt.index)
            for c in (rt.a, rt.b):
                if c in G and G.degree(c) == 0:
                    G.remove_node(c)
        return _T["express"] * bonus * (share(after) - share(mine))

    def _draw_for(self, state, seat, p: Plan, second: bool):
        """The face-up colour the most urgent plan route lacks; a locomotive when a ferry
        lacks one or the missing cards are of few colours; else blind."""
        m = state.map
        hand = list(state.rules.hooks.pool(state, seat))
        faceup = state.faceup
        lacking: list = []          # (route, colour) in plan order
        ferry_short = False
        gray = []
        for r in p.order:           # colours first, then gray routes from what is left
            rt = m.routes[r]
            k = rt.locomotives if rt.kind is RouteKind.FERRY else 0
            if k:
                got = min(hand[LOCO], k)
                hand[LOCO] -= got
                ferry_short = ferry_short or got < k
            if rt.colour == Colour.GRAY:
                gray.append((r, rt.length - k))
                continue
            c = int(rt.colour)
            n = rt.length - k
            use = min(hand[c], n)
            hand[c] -= use
            if use < n:
                lacking.append((r, c, n - use))
        for r, n in gray:
            c = max(range(8), key=lambda x: (hand[x], -x))
            use = min(hand[c], n)
            hand[c] -= use
            if use < n:
                lacking.append((r, c, n - use))
        spare = hand[LOCO]          # locomotives not yet spent stand in for the first gaps
        left = []
        for r, c, n in lacking:
            use = min(spare, n)
            spare -= use
            if use < n:
                left.append((r, c))
        lacking = left
        if ferry_short and not second and LOCO in faceup:
            return Advice(DrawCard(seat, "faceup", Colour.LOCOMOTIVE), "bot.draw-locomotive", {})
        if not p.routes:                 # no plan: gather for the longest free route
            counts = state.players[seat].hand
            free = [rt for rt in m.routes if state.owners[rt.index] < 0
                    and rt.length <= state.players[seat].trains and rt.length >= 3]
            lacking = []
            if free:
                c = max(range(8), key=lambda k: (counts[k], -k))
                target = max(free, key=lambda rt: (rt.length, rt.colour in (c, Colour.GRAY),
                                                   -rt.index))
                k = c if target.colour == Colour.GRAY else int(target.colour)
                if counts[k] < target.length:
                    lacking = [(target.index, k)]
        up = set(faceup)
        for r, c in lacking:
            if c in up:
                return Advice(DrawCard(seat, "faceup", Colour(c)), "bot.draw-needed",
                              {"colour": Colour(c).key, "route": r})
        colours = {c for _, c in lacking}
        if not second and LOCO in up and lacking and p.routes and (
                len(colours) <= 2):
            return Advice(DrawCard(seat, "faceup", Colour.LOCOMOTIVE), "bot.draw-locomotive", {})
        if state.deck or state.discard:
            return Advice(DrawCard(seat, "deck"), "bot.draw-deck", {})
        for c in sorted(up):
            if c != LOCO or not second:
                return Advice(DrawCard(seat, "faceup", Colour(c)), "bot.draw-faceup",
                              {"colour": Colour(c).key})
        return None

    # ------------------------------------------------------------------ tickets
    def _keep_advice(self, state, seat, choice: TicketChoice) -> Advice:
        """Keep the set of offered tickets whose points best repay the train spaces of the
        forest of all the seat's tickets (at least ``min_keep``)."""
        m = state.map
        offered = tuple(choice.offered)
        base = self.plan(state, seat)
        trains = self._trains(state, seat)
        turns = self._turns_left(state, seat)
        best = None
        for k in range(choice.min_keep, min(choice.max_keep, len(offered)) + 1):
            for subset in combinations(offered, k):
                p = self.plan(state, seat, extra=subset)
                got = [t for t in subset if t in p.tickets or t in p.done]
                lost = [t for t in subset if t in p.dropped]
                lost += [t for t in base.tickets if t in p.dropped]
                gain = sum(m.tickets[t].points for t in got)
                loss = sum(m.tickets[t].points for t in lost)
                extra = p.need - base.need
                # the train spaces must also fit in the turns left (about 2.2 per turn)
                risk = max(0.0, p.need / max(1.0, _T["rate"] * turns) - _w(state, "slack")) * 2
                value = gain - 2 * loss - _T["per_train"] * extra - risk * gain
                # de.globetrotter: every completed ticket counts towards the bonus
                value += _T["globe"] * state.rules.globetrotter * (len(got) - len(lost))
                if best is None or value > best[0] + 1e-9:
                    best = (value, subset)
        keep = best[1]
        ids = m.tickets
        kept = tuple(t for t in offered if t in keep)
        action = KeepTickets(seat, tuple(ids[t].id for t in kept))
        if not kept:
            return Advice(action, "bot.keep-none", {"min": choice.min_keep})
        return Advice(action, "bot.keep", {"tickets": list(kept), "min": choice.min_keep})

    def _turns_left(self, state, seat) -> float:
        """Turns the seat may still expect: the game ends when someone's trains run out
        (about 1.5 train spaces a turn), public counts only."""
        low = min(q.trains for q in state.players)
        return max(1.0, (low - state.rules.end_trains) / 1.5 + 1)


def _dijkstra(adj, dead, costs, a, b=None, skip=None, parallel=()):
    """Cheapest weight from ``a`` over routes with a cost (not ``skip`` nor its parallel
    tracks), never through a country: to ``b`` (None if it cannot be reached), or with
    ``b=None`` the dict of every city reached -> its weight."""
    dist = {a: 0}
    heap = [(0, a)]
    banned = {skip, *parallel}
    while heap:
        d, u = heapq.heappop(heap)
        if u == b:
            return d
        if d > dist.get(u, _BIG) or (dead[u] and u != a):
            continue
        for v, r in adj[u]:
            w = costs[r]
            if w is None or r in banned:
                continue
            nd = d + w
            if nd < dist.get(v, _BIG):
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return None if b is not None else dist


_GRAPHS: dict = {}


def _graph(m):
    """The board as a networkx graph (route index = edge key) and its countries, per map."""
    hit = _GRAPHS.get(id(m))
    if hit is None or hit[0] is not m:
        hit = _GRAPHS[id(m)] = (m, m.to_networkx(),
                                tuple(c.index for c in m.cities if c.is_country))
    return hit[1], hit[2]

