"""Computer players. They only read what their seat may see: the board, their hand, their tickets.

* :class:`RandomBot` — a uniformly random legal action (seeded): for tests and benchmarks.
* :class:`GreedyBot` — ticket-minded: works towards its tickets along the cheapest paths,
  collects the colours it needs, claims long routes when it has nothing else to do. In a team
  game (asia.md) it plays for its team: its own tickets and the team's shared ones, on the routes
  of both partners; the first card it draws goes into its hand when its own next route needs it,
  the second onto the team's holder; of the tickets it keeps it shares the one the team's routes
  finish most cheaply; it pays from its hand first, leaving the holder to the partner. Where it
  would only draw cards, it spends the turn sharing a ticket of its hand (asia.share-tickets)
  that its partner is better placed to finish: one it has too few trains left for, or one whose
  cheapest way the partner's routes already cover at least half of and its own routes none. Its
  ``advise`` text says what it put on the holders and why.

>>> from ttrwidgets.ttr.game import new_game
>>> s, _ = new_game("europe.classic", 2, seed=5)
>>> final = play_game(s, [GreedyBot(1), GreedyBot(2)])
>>> final.game_over
True
"""
from __future__ import annotations

import heapq
import random
from typing import NamedTuple

from .actions import (Action, ClaimRoute, DrawCard, DrawTickets, KeepTickets,
                      Pass, ShareTickets, TakePassengers, TunnelPay, TunnelWithdraw)
from .cards import card_dict
from .colours import LOCO, Colour
from . import multiroute
from .game import (claim_options, index, is_legal, legal_actions, legal_sequence,
                   tunnel_options)
from .rules import ROUTE_POINTS
from .state import (GameState, PassengerChoice, Phase, SecondCard, TicketChoice, TicketMix,
                    TunnelStage)


class Bot:
    name = "bot"

    def choose(self, state: GameState, seat: int) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError


class RandomBot(Bot):
    """Picks uniformly among :func:`legal_actions` with its own seeded RNG (from
    :func:`legal_sequence`: the same actions in the same order, so ``rng.choice`` draws the
    same number and picks the same action, but only the picked action is built)."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: int) -> Action:
        return self.rng.choice(legal_sequence(state, seat))


def _adjacency(m):
    ix = index(m)
    adj = getattr(ix, "adj", None)
    if adj is None:
        adj = [[] for _ in m.cities]
        for r in m.routes:
            adj[r.a].append((r.b, r.index))
            adj[r.b].append((r.a, r.index))
        ix.adj = adj
    return adj


def _dead_ends(m):
    """Per city index: is it a dead end (a country, ``de.countries``)? Cached per map."""
    ix = index(m)
    dead = getattr(ix, "dead", None)
    if dead is None:
        dead = ix.dead = tuple(c.is_country for c in m.cities)
    return dead


def cheapest_path(state: GameState, seat: int, a: int, b: int):
    """(train spaces still to claim, route indices) on the cheapest way to join ``a`` and ``b``
    for ``seat``: own routes cost 0, free routes their length, others are closed. A hint, exact
    for a single ticket (Dijkstra), not a plan for several tickets together."""
    m = state.map
    adj = _adjacency(m)
    owners = state.owners
    group = multiroute.groups(m)
    dead = _dead_ends(m)
    hooks = state.rules.hooks
    route_block = hooks.route_block         # the parallel-track rules of the rule set
    mates = hooks.partners(state, seat)     # asia.md: the partner's routes are the team's
    dist = {a: 0}
    prev = {}
    heap = [(0, a)]
    while heap:
        d, u = heapq.heappop(heap)
        if u == b:
            break
        if d > dist.get(u, 1 << 30) or (dead[u] and u != a):
            continue        # de.countries: a path may end in a country, never pass through it
        for v, r in adj[u]:
            o = owners[r]
            if o == seat:
                w = 0
            elif o >= 0:
                if o not in mates:
                    continue
                w = 0
            else:
                if group[r] and route_block(state, seat, r, group[r]):
                    continue
                w = m.routes[r].length
            nd = d + w
            if nd < dist.get(v, 1 << 30):
                dist[v] = nd
                prev[v] = (u, r)
                heapq.heappush(heap, (nd, v))
    if b not in dist:
        return None, []
    path, v = [], b
    while v != a:
        u, r = prev[v]
        path.append(r)
        v = u
    return dist[b], path[::-1]


class GreedyBot(Bot):
    """A simple ticket-minded player (see the module docstring)."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    # -- tickets
    def _ticket_cost(self, state, seat, t):
        tk = state.map.tickets[t]
        cost, _ = cheapest_path(state, seat, tk.a, tk.b)
        return (cost if cost is not None else 99) / max(tk.points, 1)

    def targets(self, state, seat):
        """Routes on the cheapest paths of the seat's open tickets, most valuable first (what
        the bot is after; the puzzle generator reads it too)."""
        return [r for r, _ in self._targets_for(state, seat)]

    def _targets_for(self, state, seat):
        """(route, the ticket it serves best) on the cheapest paths of the open tickets."""
        m = state.map
        want: dict[int, float] = {}
        serves: dict[int, tuple] = {}
        for t in _tickets_of(state, seat):
            tk = m.tickets[t]
            cost, path = cheapest_path(state, seat, tk.a, tk.b)
            if cost:
                for r in path:
                    if state.owners[r] < 0:
                        share = tk.points / cost
                        want[r] = want.get(r, 0) + share
                        if r not in serves or share > serves[r][0]:
                            serves[r] = (share, t)
        return [(r, serves[r][1]) for r in sorted(want, key=lambda r: (-want[r], r))]

    def choose(self, state: GameState, seat: int) -> Action:
        return self.advise(state, seat).action

    def advise(self, state: GameState, seat: int) -> "Advice":
        """The action this bot plays now and why: an :class:`Advice` whose ``key`` and
        ``params`` render with :func:`ttrwidgets.ttr.messages.render` (en/de)."""
        advice = self._advise(state, seat)
        if state.rules.has_teams:           # asia.md: the team's strategy
            return self._team_advice(state, seat, advice)
        return advice

    def _team_advice(self, state: GameState, seat: int, adv: "Advice") -> "Advice":
        """asia.md: where a drawn card goes, which kept ticket goes onto the holder, and
        whether to share a ticket instead of drawing."""
        a = adv.action
        if isinstance(a, DrawCard) and state.pending is None:
            share = self._share_advice(state, seat)
            if share is not None:
                return share
        if isinstance(a, DrawCard):
            pend = state.pending
            loco = a.source == "faceup" and Colour(a.colour) == Colour.LOCOMOTIVE
            if pend is None and loco:
                return Advice(DrawCard(seat, a.source, a.colour, "shared"),
                              "bot.team-locomotive", {})
            place = "hand" if pend is None else ("hand" if pend.to == "shared" else "shared")
            action = DrawCard(seat, a.source, a.colour, place)
            if adv.key == "bot.draw-needed":
                key = "bot.team-needed-" + ("hand" if place == "hand" else "holder")
                return Advice(action, key, adv.params)
            if adv.key == "bot.draw-faceup":
                return Advice(action, "bot.team-faceup", {**adv.params, "place": place})
            if a.source == "deck":
                return Advice(action, "bot.team-deck-" + ("hand" if place == "hand" else
                                                           "holder"), {})
            return Advice(action, adv.key, adv.params)
        if isinstance(a, KeepTickets) and a.tickets and a.share is None:
            setup = state.phase is Phase.SETUP
            if state.rules.setup_share if setup else state.rules.draw_share:
                ix = state.map.ticket_by_id
                kept = [ix[x] for x in a.tickets]
                share = min(kept, key=lambda t: (self._ticket_cost(state, seat, t), t))
                choice = state.setup[seat] if setup else state.pending
                return Advice(KeepTickets(seat, a.tickets, state.map.tickets[share].id),
                              "bot.team-keep", {"tickets": kept, "ticket": share,
                                                "min": choice.min_keep})
        return adv

    def _share_advice(self, state: GameState, seat: int) -> "Advice | None":
        """asia.share-tickets, considered where the bot would only draw cards (it claims no
        route this turn): share the ticket of its hand that the partner is better placed to
        finish, as the whole turn. A ticket is worth sharing when it is still open and the team
        can still finish it (the train spaces missing on its cheapest way, over the routes of
        both partners, are no more than both partners' trains), and

        * ``bot.team-share-trains``: more are missing than the bot has trains left, or
        * ``bot.team-share-network``: the partner's routes already cover at least as much of
          that way as is still missing, and the bot's own routes none of it.

        Once shared the partner sees it and plays for it too. One ticket a turn (the first
        reason first, then the most points), so that the reason given is that ticket's; not in
        the last round, where no later turn is left to use it. None: keep drawing.

        Measured in seeded 4-player games of these bots against bots that never share (200
        pairs of games with the teams swapped, Legendary Asia): sharing whenever the partner's
        routes cover more of the way than the bot's own cost the team about 3 points a game (a
        turn spent on a ticket the partner was mostly playing for anyway); these two reasons
        cost nothing measurable."""
        if state.phase is not Phase.MAIN or state.final_round:
            return None
        mates = [x for x in state.rules.hooks.partners(state, seat) if x != seat]
        if not mates:
            return None
        m = state.map
        mine_trains = state.players[seat].trains
        best = None
        for t in state.players[seat].tickets:
            tk = m.tickets[t]
            need, path = cheapest_path(state, seat, tk.a, tk.b)
            if not need:                     # done (0) or cut off (None): nothing to share
                continue
            own = {x: sum(m.routes[r].length for r in path if state.owners[r] == x)
                   for x in (seat, *mates)}
            partner = max(mates, key=lambda x: (own[x], state.players[x].trains, -x))
            theirs_trains = state.players[partner].trains
            if need > mine_trains + sum(state.players[x].trains for x in mates):
                continue                     # the team cannot finish it any more
            if need > mine_trains:
                rank, key = 0, "bot.team-share-trains"
                params = {"ticket": t, "need": need, "trains": mine_trains, "seat": partner,
                          "partner_trains": theirs_trains}
            elif own[seat] == 0 and own[partner] >= need:
                rank, key = 1, "bot.team-share-network"
                params = {"ticket": t, "need": need, "seat": partner, "theirs": own[partner]}
            else:
                continue
            order = (rank, -tk.points, t)
            if best is None or order < best[0]:
                best = (order, key, params)
        if best is None:
            return None
        action = ShareTickets(seat, (m.tickets[best[2]["ticket"]].id,))
        if not is_legal(state, action):
            return None
        return Advice(action, best[1], best[2])

    def _pending_advice(self, state: GameState, seat: int) -> "Advice | None":
        """The answer to the set-up and to a pending choice (passengers, tickets offered, a
        tunnel's extra cards); None on an ordinary turn. Bots built on this one share it."""
        if state.phase is Phase.SETUP:
            if isinstance(state.setup[seat], TicketMix):
                return self._announce(state, seat, (3, 2, 4), "bot.announce")
            return self._keep_advice(state, seat, state.setup[seat])
        pend = state.pending
        if isinstance(pend, PassengerChoice):
            return self._passengers(state, seat, pend)
        if isinstance(pend, TicketChoice):
            return self._keep_advice(state, seat, pend)
        if isinstance(pend, TunnelStage):
            opts = tunnel_options(state)
            if opts:
                paid = self._tunnel_payment(opts)
                return Advice(TunnelPay(seat, paid), "bot.tunnel-pay",
                              {"paid": _cards(paid), "route": pend.route})
            return Advice(TunnelWithdraw(seat), "bot.tunnel-withdraw",
                          {"extra": pend.extra, "route": pend.route})
        return None

    def _tunnel_payment(self, opts: list):
        """Which of the legal payments of a tunnel's extra cards to make."""
        return opts[0]

    def _advise(self, state: GameState, seat: int) -> "Advice":
        adv = self._pending_advice(state, seat)
        if adv is not None:
            return adv
        pend = state.pending
        p = state.players[seat]
        served = self._targets_for(state, seat)
        targets = [r for r, _ in served]
        if isinstance(pend, SecondCard):
            return self._draw(state, seat, served, second=True) or \
                Advice(legal_actions(state, seat)[0], "bot.first-legal", {})
        m = state.map
        for r, t in served:
            opts = claim_options(state, seat, r)
            if opts:
                return Advice(ClaimRoute(seat, m.routes[r].id, opts[0]), "bot.claim-ticket",
                              {"route": r, "ticket": t, "paid": _cards(opts[0])})
        if not targets:
            if (state.tickets or state.long_tickets) and p.trains > 12 and len(p.tickets) < 8:
                if state.rules.ticket_mix:
                    return self._announce(state, seat, (4, 3), "bot.draw-tickets",
                                          trains=p.trains)
                return Advice(DrawTickets(seat), "bot.draw-tickets", {"trains": p.trains})
            best = None
            standing = state.passengers
            for rt in m.routes:
                if state.owners[rt.index] < 0 and rt.length <= p.trains:
                    opts = claim_options(state, seat, rt.index)
                    # longest first; passengers waiting at the ends break ties (de.take-passengers)
                    waiting = len(standing[rt.a]) + len(standing[rt.b]) if standing else 0
                    worth = (rt.length, waiting)
                    if opts and (best is None or worth > best[4]):
                        best = (rt.length, ClaimRoute(seat, rt.id, opts[0]), rt.index, opts[0],
                                worth)
            if best and (best[0] >= 3 or sum(p.hand) > 10 or state.final_round):
                return Advice(best[1], "bot.claim-long",
                              {"route": best[2], "points": ROUTE_POINTS[best[0]],
                               "paid": _cards(best[3])})
        advice = self._draw(state, seat, served, second=False)
        if advice is not None:
            return advice
        acts = legal_actions(state, seat)
        if isinstance(acts[0], Pass):
            return Advice(acts[0], "bot.pass", {})
        return Advice(acts[0], "bot.first-legal", {})

    def _announce(self, state, seat, shorts, key, **params) -> "Advice":
        """``de.setup-tickets`` / ``de.draw-tickets``: announce a mix, mostly short tickets (the
        first of ``shorts`` that the decks allow; else any legal mix)."""
        n = state.setup[seat].total if state.phase is Phase.SETUP else state.rules.tickets_drawn
        mixes = [DrawTickets(seat, k, n - k) for k in shorts if k <= n]
        mixes += [DrawTickets(seat, n - k, k) for k in range(n + 1)]
        action = next(a for a in mixes if is_legal(state, a))
        params.update(short=action.short, long=action.long)
        return Advice(action, key, params)

    def _passengers(self, state, seat, pend: PassengerChoice) -> "Advice":
        """``de.take-passengers``: at each end, the colour where one more passenger helps most
        towards a majority (``de.passenger-majority``): a lead taken or kept scores most."""
        def gain(colour):
            mine = state.players[seat].passengers.count(colour) + 1
            best = max((p.passengers.count(colour) for s, p in enumerate(state.players)
                        if s != seat), default=0)
            return (mine >= best, -(abs(mine - best)), -colour)
        m = state.map
        take = tuple((m.cities[c].name, Colour(max(colours, key=gain))) for c, colours in pend.ends)
        text = [{"city": m.cities[m.city_index(c)].index, "colour": k.key} for c, k in take]
        return Advice(TakePassengers(seat, take), "bot.passengers", {"take": text})

    def _keep(self, state, seat, choice: TicketChoice) -> Action:
        return self._keep_advice(state, seat, choice).action

    def _keep_advice(self, state, seat, choice: TicketChoice) -> "Advice":
        ranked = sorted(choice.offered, key=lambda t: self._ticket_cost(state, seat, t))
        n = choice.min_keep
        # keep one more than required if it is cheap (mostly done already)
        extra = [t for t in ranked[n:] if self._ticket_cost(state, seat, t) < 0.5]
        keep = ranked[:n] + extra[:max(choice.max_keep - n, 0)]
        ids = state.map.tickets
        keep_set = set(keep)
        kept = tuple(t for t in choice.offered if t in keep_set)
        action = KeepTickets(seat, tuple(ids[t].id for t in kept))
        if not kept:
            return Advice(action, "bot.keep-none", {"min": choice.min_keep})
        return Advice(action, "bot.keep", {"tickets": list(kept), "min": choice.min_keep})

    def _draw(self, state, seat, served, second: bool):
        m = state.map
        targets = [r for r, _ in served]
        needed = {}
        for r, t in served[:4]:
            c = m.routes[r].colour
            if c != Colour.GRAY and int(c) not in needed:
                needed[int(c)] = r
        faceup = set(state.faceup)
        for c in sorted(needed):
            if c in faceup:
                return Advice(DrawCard(seat, "faceup", Colour(c)), "bot.draw-needed",
                              {"colour": Colour(c).key, "route": needed[c]})
        if not second and LOCO in faceup and targets:
            return Advice(DrawCard(seat, "faceup", Colour.LOCOMOTIVE), "bot.draw-locomotive", {})
        if state.deck or state.discard:
            return Advice(DrawCard(seat, "deck"), "bot.draw-deck", {})
        for c in sorted(faceup):
            if c != LOCO or not second:
                return Advice(DrawCard(seat, "faceup", Colour(c)), "bot.draw-faceup",
                              {"colour": Colour(c).key})
        return None


def _tickets_of(state: GameState, seat: int) -> tuple:
    """The tickets ``seat`` plays for and may see: its own, and with teams the team's shared
    ones (asia.md: all of them score for the team)."""
    return state.rules.hooks.visible_tickets(state, seat)


class Advice(NamedTuple):
    """A bot's move with its reason: ``key``/``params`` of the message catalogue."""
    action: Action
    key: str
    params: dict


def _cards(cs) -> dict:
    return card_dict(cs)


BOTS = {"random": RandomBot, "greedy": GreedyBot}


def play_game(state: GameState, bots, max_actions: int = 20000, on_step=None) -> GameState:
    """Play until the game is over, each active seat by its bot (``on_step(state, action,
    steps)`` sees every move): :func:`ttrwidgets.core.session.play_game`."""
    from ..core.session import play_game as play
    return play(state, bots, max_actions, on_step)


from .strong import StrongBot  # noqa: E402  (it builds on GreedyBot, defined above)

BOTS["strong"] = StrongBot
