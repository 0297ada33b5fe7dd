"""Making the route kinds' puzzles (:func:`ttrwidgets.puzzles.make.make`: the search every kind
shares asks their handlers, :mod:`.kinds`, for what is below): seeded games played by the
engine's bots (:class:`~ttrwidgets.ttr.bots.GreedyBot`, with two habits of human players added:
a station where an opponent has cut a ticket, and now and then a route that lengthens the
network), cut at the start of a turn where the question is interesting (:func:`cuts`). The
position written holds what the question needs (hands, trains, stations, routes, tickets, the
face-up cards, whose turn it is; for a tunnel also the discard pile, so that the file's draw
pile holds the game's cards); :func:`check_cut` checks that the file rebuilds the game's
position and that the answer from the file equals the answer on the game state it was cut from.

Every puzzle is measured (``features``, from the puzzle file alone, so that ``puzzle check``
can measure it again), rated (``rating``) and sifted (``dull_reason``). The measurements and
the thresholds of the ratings:

``best_station``
    ``baseline``: the ticket total without a new station; ``gain``: what the best site adds;
    ``changing``: free cities where a station changes the total; ``levels``: how many
    different totals above or below the baseline the sites give; ``answers``: the best
    cities; ``failed``: failed tickets now; ``built``: stations already built; ``obvious``:
    the best total at an end city of a failed ticket (the baseline if none is free);
    ``margin``: how much the best site beats the obvious one.
    Points: 2 if margin > 0 (the best site is not where the failed ticket ends), 1 for
    levels >= 2 (sites of different worth), 1 for a station already built (its borrowing
    may change), 1 for 2 or more failed tickets. *easy* 0-1 points, *medium* 2, *hard* 3+.
    Dull: no site changes the ticket total (gain 0), or more than 6 cities are best.
``longest_trail``
    ``routes``, ``spaces`` (train spaces of the network), ``odd`` (cities of odd degree),
    ``pieces`` (separate parts), ``loops`` (independent cycles), ``simple``: the longest path
    that never comes back to a city, walked from an obvious start (an end of the network: a
    city of degree 1, else of odd degree, else any); ``beat``: how much the longest trail
    beats it. *hard*: beat >= 5, or beat > 0 with 6 or more odd cities; *easy*: beat 0 and
    at most 4 odd cities; *medium*: the rest. Dull: fewer than 5 routes, or the whole
    network is one trail.
``tunnel_odds``
    ``reveal`` (cards turned over), ``locos_only`` (paid with locomotives only: only revealed
    locomotives count), ``deck`` (cards in the draw pile), ``matching`` (the cards in it that
    cost extra), ``full_deck``: the chance if the cards came from the full 110-card deck (the
    rule of thumb), ``shift``: how far the real chance is from it, in percentage points
    (rounded); ``deck_differs``: shift >= 5. Points: 2 for locos only, 2 for fewer than 3
    cards revealed, 1 for deck_differs, 1 more for a shift >= 15. *easy* 0 points, *medium*
    1, *hard* 2+. Dull: a chance of 0 or 1, unless the tunnel is paid with locomotives only.
``cheapest_completion``
    ``tickets`` (the open tickets asked about), ``value``, ``routes`` (free routes in the
    answer, the fewest among the cheapest), ``separate``: the sum of each ticket's own
    cheapest completion; ``sharing``: how much the exact forest beats that sum (tickets that
    share routes); ``detour``: the spaces the other players cost: per ticket, its cheapest
    completion minus the same on a board without them (their routes and the double routes
    they close), summed. *hard*: sharing >= 3, or 3+ tickets with sharing > 0, or 2+ tickets
    with a detour >= 6; *easy*: one ticket and a detour < 3; *medium*: the rest. Dull: value
    0, impossible, more than the player's trains, more than 4 tickets (too long by hand), or
    one ticket that a single route completes.

Asia (``asia.team``): ``longest_trail`` and ``cheapest_completion`` on legendary_asia, with the
team's routes and shared tickets; ``tunnel_odds`` on the europe board (``options.board``:
legendary_asia has no tunnels). Measurements and ratings as for Europe.

>>> from ttrwidgets.puzzles.make import make
>>> made = make("longest_trail", 3)
>>> made.features["routes"] >= MIN_TRAIL_ROUTES
True
"""
from __future__ import annotations

import heapq
import random
from dataclasses import replace
from fractions import Fraction
from math import comb

import networkx as nx

from ...core.errors import Message
from ...core.registry import game as game_info
from ...graphs import connected_pairs
from ...puzzles.kinds import kind_board
from ...puzzles.make import title_in
from ...puzzles.solve import compare_json, solve, to_json
from .. import cards as C
from .. import action_kind, held_tickets, team_position
from ..actions import BuildStation, ClaimRoute
from ..bots import GreedyBot, cheapest_path
from ..colours import LOCO, Colour
from ..game import (active_seats, apply, claim_options, index, new_game, station_options,
                    ticket_pool)
from ..maps import RouteKind
from ..scoring import player_graph
from ..state import Phase
from .model import city_json, route_json

__all__ = ["PLAYERS", "GAMES", "position_json", "aim", "cuts", "check_cut", "ROUTE_KINDS"]

#: the player counts a seeded game is drawn from, unless :data:`GAMES` says otherwise
PLAYERS = (2, 3, 3, 4, 4, 5)
#: How the seeded games are set up, by game: the player counts drawn from (default:
#: :data:`PLAYERS`) and a variant played with a chance (``(rule-set suffix, chance)``).
GAMES = {
    "europe": {"variant": ("1912", 0.3)},
    "asia": {"players": (4, 4, 6)},           # the team game: teams of 2
}
MIN_TRAIL_ROUTES = 5
MAX_BEST_CITIES = 6
MAX_TICKETS = 4
#: the full deck (setup.cards): 12 cards of each colour, 14 locomotives
FULL_DECK = tuple(14 if k == LOCO else 12 for k in range(9))


# --------------------------------------------------------------------------- the bots
class _PuzzleBot(GreedyBot):
    """A :class:`GreedyBot` with two habits of human players that the puzzles need:

    * stations (``station.build``): when an opponent has cut every way to one of its tickets,
      it builds (if it can pay, and as often as its ``eagerness`` says) a station on an end of
      that ticket where an opponent's route arrives, ready to borrow it (``station.borrow``);
    * the long network (``score.longest-path``): when it would only draw cards, now and then
      (``express``) it claims a free route that touches its network instead, preferring one
      that closes a loop, then the longest.
    """

    name = "puzzle"

    def __init__(self, seed: int = 0, eagerness: float = 0.6, express: float = 0.3):
        super().__init__(seed)
        self.eagerness = eagerness
        self.express = express

    def choose(self, state, seat):
        turn_start = state.pending is None and state.phase in (Phase.MAIN, Phase.FINAL)
        if turn_start and state.rules.stations:
            act = self._station(state, seat)
            if act is not None:
                return act
        act = super().choose(state, seat)
        if turn_start and action_kind(act) == "draw" and self.express \
                and self.rng.random() < self.express:
            return self._extend(state, seat) or act
        return act

    def _extend(self, state, seat):
        m = state.map
        mine = {c for r in state.routes_of(seat) for c in (m.routes[r].a, m.routes[r].b)}
        if not mine:
            return None
        best = None
        for rt in m.routes:
            ends = (rt.a in mine) + (rt.b in mine)
            if not ends or state.owners[rt.index] >= 0 or rt.length < 2 \
                    or rt.length > state.players[seat].trains - 6:
                continue
            opts = claim_options(state, seat, rt.index)
            if opts and (best is None or (ends, rt.length) > best[0]):
                best = ((ends, rt.length), ClaimRoute(seat, rt.id, opts[0]))
        return best[1] if best else None

    def _station(self, state, seat):
        p = state.players[seat]
        if len(p.stations) >= state.rules.stations:
            return None
        opts = station_options(state, seat)
        if not opts:
            return None
        m = state.map
        taken = {c for pl in state.players for c in pl.stations}
        G = player_graph(state, seat)
        pairs = [(m.tickets[t].a, m.tickets[t].b) for t in p.tickets]
        done = connected_pairs(G, pairs, m.countries)
        for (a, b), ok in zip(pairs, done):
            if ok or cheapest_path(state, seat, a, b)[0] is not None:
                continue
            ends = [c for c in (a, b) if c not in taken and any(
                0 <= state.owners[r] != seat for r in m.adjacency[c])]
            if ends and self.rng.random() < self.eagerness:
                city = self.rng.choice(ends)
                return BuildStation(seat, m.cities[city].name, opts[0])
        return None


def _rules_name(game: str, variant: str) -> str:
    """The game's rule set of that variant (``europe.1912``), else its default rules."""
    info = game_info(game)
    return next((r for r in info.rules if r.endswith("." + variant)), info.default_rules)


def _turn_starts(rng: random.Random, game: str, players: int, variant: str, game_seed: int,
                 board: str | None = None):
    """Play a game, yielding ``(state, bots)`` at the start of every turn of the main phase
    (no choice pending, the last round not begun); ``board``: the Asia team rules on another
    board (``options.board``)."""
    rules = _rules_name(game, variant)
    if board is not None:
        from ..rules import get_rules
        rules = get_rules(rules, board=board)
    state, _ = new_game(rules, players, game_seed)
    bots = [_PuzzleBot(rng.randrange(1 << 30), eagerness=rng.uniform(0.3, 0.9),
                       express=rng.choice((0, 0.2, 0.5))) for _ in range(players)]
    for _ in range(5000):
        seats = active_seats(state)
        if not seats:
            return
        if state.phase is Phase.MAIN and state.pending is None:
            yield state, bots
        elif state.phase is not Phase.SETUP and state.phase is not Phase.MAIN:
            return                          # the last round: the position format would lose it
        seat = seats[0]
        state, _ = apply(state, bots[seat].choose(state, seat))


def _progress(state) -> float:
    """How far the game has gone: the share of trains the busiest player has placed."""
    full = state.rules.trains
    return 1 - min(p.trains for p in state.players) / full


#: kind -> (earliest, latest) progress at which to start looking for a cut
_WINDOW = {"best_station": (0.45, 0.9), "longest_trail": (0.35, 0.9),
           "tunnel_odds": (0.05, 0.8), "cheapest_completion": (0.1, 0.7)}


# --------------------------------------------------------------------------- positions
def _ticket_json(state, t: int) -> list:
    """A held ticket as ``[A, B]``, or ``[A, B, POINTS]`` where the city pair alone would find
    another ticket first (``scenarios.md``: the decks are searched in order)."""
    m = state.map
    tk = m.tickets[t]
    long_, regular = ticket_pool(state.rules, m)
    pool = long_ + regular
    order = pool + [i for i in range(len(m.tickets)) if i not in pool]
    first = next(i for i in order if {m.tickets[i].a, m.tickets[i].b} == {tk.a, tk.b})
    names = [m.cities[tk.a].name, m.cities[tk.b].name]
    return names if m.tickets[first].points == tk.points else names + [tk.points]


def position_json(state, discard: bool = False) -> dict:
    """The scenario position of ``state`` at the start of a turn: per player the hand, trains,
    stations, routes and tickets; the face-up cards; whose turn it is; with ``discard`` also
    the discard pile (so that the file's draw pile holds the same cards as the game's)."""
    m = state.map
    players = []
    for seat, p in enumerate(state.players):
        d = {"hand": C.card_dict(p.hand), "trains": p.trains}
        if p.stations:
            d["stations"] = [city_json(m, c) for c in p.stations]
        d["routes"] = sorted(route_json(m, r) for r in state.routes_of(seat))
        d["tickets"] = [_ticket_json(state, t) for t in p.tickets]
        d.update(team_position(state, seat, _ticket_json))   # asia: the team's holders
        players.append(d)
    pos = {"players": players, "faceup": [Colour(c).key for c in state.faceup]}
    if discard:
        pos["discard"] = [Colour(c).key for c in sorted(state.discard)]
    pos["current_player"] = state.current
    return pos


def _track(m, r: int) -> tuple:
    rt = m.routes[r]
    return (min(rt.a, rt.b), max(rt.a, rt.b), rt.length, int(rt.colour), rt.kind, rt.locomotives)


def _reproduces(orig, got, deck: bool = False) -> list[str]:
    """What the position rebuilt from a file (``got``) lost of the game's state (``orig``)."""
    bad = []
    m, mg = orig.map, got.map
    for seat, (a, b) in enumerate(zip(orig.players, got.players)):
        if a.hand != b.hand or a.trains != b.trains or a.stations != b.stations \
                or a.score != b.score:
            bad.append(f"player {seat}: hand, trains, stations or score")
        ta = [(m.tickets[t].a, m.tickets[t].b, m.tickets[t].points) for t in a.tickets]
        tb = [(mg.tickets[t].a, mg.tickets[t].b, mg.tickets[t].points) for t in b.tickets]
        if ta != tb:
            bad.append(f"player {seat}: tickets")
        if sorted(_track(m, r) for r in orig.routes_of(seat)) != \
                sorted(_track(mg, r) for r in got.routes_of(seat)):
            bad.append(f"player {seat}: routes")
    if sorted(orig.faceup) != sorted(got.faceup) or orig.current != got.current:
        bad.append("face-up cards or current player")
    if orig.teams != got.teams:
        bad.append("teams: shared hands or tickets")
    if deck and (_counts(orig.deck) != _counts(got.deck)
                 or sorted(orig.discard) != sorted(got.discard)):
        bad.append("draw pile")
    return bad


def _counts(pile) -> tuple:
    out = [0] * 9
    for k in pile:
        out[k] += 1
    return tuple(out)


# --------------------------------------------------------------------------- titles
def _station_title(p, data: dict, n: int) -> tuple[str, str]:
    seat = data["player"]
    me = data["position"]["players"][seat]
    left = p.state.rules.stations - len(me.get("stations", []))
    return title_in("best_station", players=n, left=left)


def _trail_title(p, data: dict, n: int) -> tuple[str, str]:
    seat = data["player"]
    me = data["position"]["players"][seat]
    return title_in("longest_trail", players=n, number=seat + 1, routes_n=len(me["routes"]))


def _odds_title(p, data: dict, n: int) -> tuple[str, str]:
    from ..messages import cards_text
    pr = data["params"]
    m = p.state.map                      # the names as the board prints them ("München")
    a, b = (m.cities[m.city_index(x)].display_name for x in pr["route"][:2])
    return title_in("tunnel_odds", a=a, b=b, deck_n=sum(pr["unseen"].values()),
                    cards=lambda lang: cards_text(pr["cards"], lang, board=m))


def _completion_title(p, data: dict, n: int) -> tuple[str, str]:
    return title_in("cheapest_completion", players=n, tickets_n=len(p.tickets))


# --------------------------------------------------------------------------- measuring
def _simple_longest(G, starts) -> int:
    """The longest path of ``G`` that never comes back to a city, from one of ``starts``."""
    best = 0
    adj: dict = {}
    for u, v, d in G.edges(data=True):
        adj.setdefault(u, []).append((v, d["length"]))
        adj.setdefault(v, []).append((u, d["length"]))

    def walk(u, seen, length):
        nonlocal best
        best = max(best, length)
        for v, w in adj.get(u, ()):
            if v not in seen:
                seen.add(v)
                walk(v, seen, length + w)
                seen.discard(v)
    for s in starts:
        walk(s, {s}, 0)
    return best


def _full_deck_chance(colour: int, reveal: int) -> Fraction:
    """The chance of at least one extra card if the reveal came from the full 110-card deck."""
    n = sum(FULL_DECK)
    match = FULL_DECK[LOCO] + (FULL_DECK[colour] if colour != LOCO else 0)
    return 1 - Fraction(comb(n - match, reveal), comb(n, reveal))


def _frac(f: Fraction) -> str:
    return f"{f.numerator}/{f.denominator}"


def _open_cost(state, seat: int, a: int, b: int) -> int | None:
    """The cheapest completion of one ticket on a board without the other players: own routes
    free, every other route (claimed or not) at its length; countries are dead ends."""
    m = state.map
    owners = state.owners
    dead = set(m.countries)
    dist = {a: 0}
    heap = [(0, a)]
    while heap:
        d, u = heapq.heappop(heap)
        if u == b:
            return d
        if d > dist[u] or (u in dead and u != a):
            continue
        for r in m.adjacency[u]:
            rt = m.routes[r]
            v = rt.b if rt.a == u else rt.a
            nd = d + (0 if owners[r] == seat else rt.length)
            if nd < dist.get(v, 1 << 30):
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return None


def _station_features(p, sol) -> dict:
    st, seat, m = p.state, p.player, p.map
    d = sol.detail
    table, base = d["table"], d["baseline"]
    failed = [t for t in st.players[seat].tickets if t not in d["completed_now"]]
    ends = {c for t in failed for c in (m.tickets[t].a, m.tickets[t].b) if c in table}
    obvious = max((table[c] for c in ends), default=base)
    return {"baseline": base, "value": sol.value, "gain": sol.value - base,
            "changing": sum(1 for v in table.values() if v != base),
            "levels": len(set(table.values()) - {base}), "answers": len(sol.answers),
            "failed": len(failed), "built": len(st.players[seat].stations),
            "obvious": obvious, "margin": sol.value - obvious}


def _trail_features(p, sol) -> dict:
    st, seat = p.state, p.player
    G = player_graph(st, seat)
    deg = dict(G.degree())
    odd = [c for c, k in deg.items() if k % 2]
    leaves = [c for c, k in deg.items() if k == 1]
    simple = _simple_longest(G, leaves or odd or list(G.nodes))
    pieces = nx.number_connected_components(G) if len(G) else 0
    return {"routes": G.number_of_edges(), "spaces": sol.detail["total"], "odd": len(odd),
            "pieces": pieces, "loops": G.number_of_edges() - len(G) + pieces,
            "value": sol.value, "simple": simple, "beat": sol.value - simple}


def _odds_features(p, sol) -> dict:
    full = _full_deck_chance(p.colour, 3)
    shift = round(abs(float(sol.value - full)) * 100)
    return {"reveal": p.reveal, "locos_only": p.colour == LOCO, "deck": sum(p.unseen),
            "matching": sol.detail["matching"], "value": _frac(sol.value),
            "full_deck": _frac(full), "shift": shift, "deck_differs": shift >= 5}


def _completion_features(p, sol) -> dict:
    st, seat = p.state, p.player
    pairs = list(dict.fromkeys(tuple(sorted(t)) for t in p.tickets if t[0] != t[1]))
    alone = [cheapest_path(st, seat, a, b)[0] for a, b in pairs]
    if sol.value is None or None in alone:
        return {"tickets": len(pairs), "value": None, "routes": 0, "separate": None,
                "sharing": None, "detour": None}
    free = [_open_cost(st, seat, a, b) for a, b in pairs]
    return {"tickets": len(pairs), "value": sol.value, "routes": len(sol.answers),
            "separate": sum(alone), "sharing": sum(alone) - sol.value,
            "detour": sum(a - b for a, b in zip(alone, free))}


def _station_rating(f: dict) -> str:
    pts = 2 * (f["margin"] > 0) + (f["levels"] >= 2) + (f["built"] >= 1) + (f["failed"] >= 2)
    return "easy" if pts <= 1 else "medium" if pts == 2 else "hard"


def _trail_rating(f: dict) -> str:
    if f["beat"] >= 5 or (f["beat"] > 0 and f["odd"] >= 6):
        return "hard"
    return "easy" if f["beat"] == 0 and f["odd"] <= 4 else "medium"


def _odds_rating(f: dict) -> str:
    pts = 2 * f["locos_only"] + 2 * (f["reveal"] < 3) + f["deck_differs"] \
        + (f["shift"] >= 15)
    return "easy" if pts == 0 else "medium" if pts == 1 else "hard"


def _completion_rating(f: dict) -> str:
    n, share, det = f["tickets"], f["sharing"] or 0, f["detour"] or 0
    if share >= 3 or (n >= 3 and share > 0) or (n >= 2 and det >= 6):
        return "hard"
    return "easy" if n == 1 and det < 3 else "medium"


def _station_dull(p, sol, f: dict) -> str | None:
    if f["gain"] == 0:
        return Message("puzzle-dull.station-no-gain")
    if f["answers"] > MAX_BEST_CITIES:
        return Message("puzzle-dull.station-many", n=f["answers"])
    return None


def _trail_dull(p, sol, f: dict) -> str | None:
    if f["routes"] < MIN_TRAIL_ROUTES:
        return Message("puzzle-dull.trail-short", n=f["routes"])
    if f["value"] == f["spaces"]:
        return Message("puzzle-dull.trail-whole")
    return None


def _odds_dull(p, sol, f: dict) -> str | None:
    if sol.value in (0, 1) and not f["locos_only"]:
        return Message("puzzle-dull.odds-certain", value=str(sol.value))
    return None


def _completion_dull(p, sol, f: dict) -> str | None:
    if sol.value is None:
        return Message("puzzle-dull.completion-impossible")
    if sol.value == 0:
        return Message("puzzle-dull.completion-nothing")
    if f["tickets"] > MAX_TICKETS:
        return Message("puzzle-dull.completion-many", n=f["tickets"])
    if sol.value > p.state.players[p.player].trains:
        return Message("puzzle-dull.completion-trains")
    if f["tickets"] == 1 and f["routes"] == 1:
        return Message("puzzle-dull.completion-one")
    return None


# --------------------------------------------------------------------------- cutting
def _open_tickets(state, seat: int) -> tuple:
    """The seat's tickets not completed by its own routes, as city pairs."""
    m = state.map
    held = [(m.tickets[t].a, m.tickets[t].b) for t in held_tickets(state, seat)]
    done = connected_pairs(player_graph(state, seat), held, m.countries)
    return tuple(t for t, ok in zip(held, done) if not ok)


def _worth_a_look(kind: str, state, seat: int) -> bool:
    """A quick filter before a candidate is written and solved."""
    p = state.players[seat]
    if kind == "best_station":
        return len(p.stations) < state.rules.stations and bool(_open_tickets(state, seat))
    if kind == "longest_trail":
        return state.owners.count(seat) >= MIN_TRAIL_ROUTES
    if kind == "cheapest_completion":
        return 1 <= len(_open_tickets(state, seat)) <= MAX_TICKETS
    return True


def _tunnel_params(rng: random.Random, state, bots) -> dict | None:
    """A tunnel the player to move may claim now, and the cards laid, or None: a tunnel on
    the way of its tickets that the hand can pay (locomotives only when the hand allows it
    and the seed says so, else one of the ways the hand can pay it); else, now and then, a
    free tunnel at its network that it could pay with locomotives alone; else the tunnel its
    bot is about to claim."""
    seat = state.current
    m = state.map
    if len(state.deck) < 3 and state.discard:
        return None         # the reveal would mix deck and reshuffled discards: not one draw
    bot = bots[seat]

    def locos_only(r):
        return [o for o in claim_options(state, seat, r) if o[LOCO] == m.routes[r].length]
    tunnels = [r for r in bot.targets(state, seat)
               if m.routes[r].kind is RouteKind.TUNNEL and claim_options(state, seat, r)]
    if not tunnels and rng.random() < 0.5:
        mine = {c for r in state.routes_of(seat) for c in (m.routes[r].a, m.routes[r].b)}
        tunnels = [rt.index for rt in m.routes if rt.kind is RouteKind.TUNNEL
                   and state.owners[rt.index] < 0 and (rt.a in mine or rt.b in mine)
                   and locos_only(rt.index)]
    if not tunnels:
        act = bot.choose(state, seat)
        if action_kind(act) != "claim":
            return None
        r = index(m).route_by_id[act.route]
        if m.routes[r].kind is not RouteKind.TUNNEL:
            return None
        tunnels = [r]
    r = tunnels[0]
    locos = locos_only(r)
    if locos and rng.random() < 0.6:
        cards = locos[0]
    else:
        cards = rng.choice(claim_options(state, seat, r))
    return {"route": route_json(m, r), "cards": C.card_dict(cards),
            "unseen": C.card_dict(_counts(state.deck))}


# --------------------------------------------------------------------------- the search's hooks
def aim(kind: str, rng: random.Random, target: str):
    """What a candidate must be to be taken at once: of the ``target`` rating; half the hard
    tunnels (the seed says which) are also about the locomotives-only rule (tunnel.extra)."""
    locos = kind == "tunnel_odds" and target == "hard" and rng.random() < 0.5
    return lambda made: made.rating == target and (not locos or made.features["locos_only"])


def cuts(kind: str, rng: random.Random, game: str):
    """One seeded game on the route boards and the candidates cut from it, as ``(state, file
    JSON)``: from a seeded point of the game on, once a round (a tunnel: at every turn), for
    the seats worth a look (in a seeded order)."""
    lo, hi = _WINDOW[kind]
    setup = GAMES.get(game, {})
    game_seed = rng.randrange(1, 1_000_000)
    players = rng.choice(setup.get("players", PLAYERS))
    chance = setup.get("variant")
    variant = chance[0] if chance is not None and rng.random() < chance[1] else "classic"
    start = rng.uniform(lo, hi)
    options = {"players": players}
    if variant != "classic":
        options["variant"] = variant
    board = kind_board(kind, game)      # a board without tunnels asks them on another
    if board is not None:
        options["board"] = board
    for turn, (state, bots) in enumerate(_turn_starts(rng, game, players, variant,
                                                      game_seed, board)):
        if _progress(state) < start:
            continue
        if kind == "tunnel_odds":
            params = _tunnel_params(rng, state, bots)
            cands = [] if params is None else [(state.current, params)]
        elif turn % players:
            continue                                # once a round
        else:
            order = list(range(players))
            rng.shuffle(order)
            cands = [(s, {}) for s in order if _worth_a_look(kind, state, s)]
        for seat, params in cands:
            yield state, {"kind": kind, "title": "", "game": game, "options": options,
                          "seed": game_seed,
                          "position": position_json(state, discard=kind == "tunnel_odds"),
                          "player": seat, "params": params}


def check_cut(made) -> None:
    """The file must rebuild the game's position, and the answer from the file must be the
    game's (an ``AssertionError`` if not)."""
    state, p, sol = made.info["state"], made.info["puzzle"], made.info["solution"]
    lost = _reproduces(state, p.state, deck=p.kind == "tunnel_odds")
    if lost:
        raise AssertionError(f"the position does not rebuild the game: {lost}")
    here = replace(p, state=state)
    if p.kind == "cheapest_completion":
        mine = _open_tickets(state, p.player)
        if set(map(frozenset, mine)) != set(map(frozenset, p.tickets)):
            raise AssertionError("the file and the game disagree on the open tickets")
        here = replace(here, tickets=mine)
    sol2 = solve(here)
    ok, why = compare_json(p, sol, to_json(here, sol2))
    if not ok or sol2.value != sol.value:
        raise AssertionError(f"the file and the game disagree: {why}")


#: What making and rating puzzles of the route kinds is (their handlers, :mod:`.kinds`, call
#: it): the title, the measurements, the rating, why one is dull.
ROUTE_KINDS = {
    "best_station": {"title": _station_title, "features": _station_features,
                     "rating": _station_rating, "dull_reason": _station_dull},
    "longest_trail": {"title": _trail_title, "features": _trail_features,
                      "rating": _trail_rating, "dull_reason": _trail_dull},
    "tunnel_odds": {"title": _odds_title, "features": _odds_features, "rating": _odds_rating,
                    "dull_reason": _odds_dull},
    "cheapest_completion": {"title": _completion_title, "features": _completion_features,
                            "rating": _completion_rating, "dull_reason": _completion_dull},
}
