"""*Review my game*: the learner's costliest decisions of a finished route game (issue 25).

:func:`review_game` walks a finished game (the states of a session, or a saved game replayed)
through the learner's own decisions and returns at most five :class:`Mistake`\\ s, the most
costly first. Each has what it cost in points, what would have been better and the rule ids
involved. Costs are exact where the final scoring shows them:

* ``kept-impossible`` (``tickets.keep``, ``score.tickets``): a kept ticket that no way was left
  for at that moment (no free or own route joins its cities, or it needs more train spaces
  than the trains left) and that failed: it cost its points at the end;
* ``blocked`` (``claim.open-route``, ``score.tickets``): a ticket that failed because another
  player claimed a route of its last way, which the learner could have claimed on an earlier
  turn: the failed ticket cost its points at the end;
* ``idle-station`` (``station.unused``, ``station.borrow``): a station that borrowed no route
  at the end: an unbuilt one would have scored its bonus.

Where the cost is not in the scoring, rollouts of the strong bot estimate it (``exact`` False,
``spread`` the standard deviation of the paired differences): a tunnel the learner withdrew from
(``tunnel.withdraw``: the turn was lost), and ticket choices the strong bot would have made
differently (``tickets.keep``). Each rollout plays the rest of the game with strong bots in every
seat from the position with the hidden deck reshuffled (its own seed), once after the learner's
move and once after the strong bot's; the cost is the mean loss of the learner's margin over the
best other seat.

Games with teams (asia.md) are reviewed by rollouts only (their tickets score per team).

>>> from ttrwidgets.session import Session
>>> s = Session.new("europe.classic", ["greedy", "greedy"], seed=3)
>>> _ = s.run_bots()
>>> r = review_game([e.state for e in s.entries], [e.action for e in s.entries], 0, rollouts=0)
>>> r.seat, len(r.mistakes) <= 5, r.decisions > 0
(0, True, True)
"""
from __future__ import annotations

import random
import statistics
from dataclasses import dataclass, field

from .actions import BuildStation, ClaimRoute, KeepTickets, TunnelWithdraw
from .bots import cheapest_path
from .game import active_seats, apply, claim_options
from .scoring import final_scores, ticket_result
from .state import Phase, evolve_state

__all__ = ["Mistake", "Review", "ReviewCancelled", "review_game", "render",
           "MAX_MISTAKES"]

MAX_MISTAKES = 5


class ReviewCancelled(Exception):
    """The review was cancelled (``cancel()`` returned True)."""


@dataclass(frozen=True)
class Mistake:
    """One costly decision: ``entry`` indexes the move in the game's history (its state before
    is ``states[entry - 1]``), ``kind`` one of the module's kinds, ``cost`` points lost
    (``exact``: from the final scoring; else a rollout mean with ``spread`` and ``samples``),
    ``key``/``params`` and ``better``/``better_params`` the sentences of
    the ``coach`` catalogue (``locales/*/coach.ftl``), ``rules`` the rule ids, ``routes``/``cities`` to highlight."""
    entry: int
    kind: str
    cost: float
    exact: bool
    key: str
    params: dict
    better: str
    better_params: dict
    rules: tuple
    routes: tuple = ()
    cities: tuple = ()
    spread: float | None = None
    samples: int = 0


@dataclass(frozen=True)
class Review:
    seat: int
    mistakes: tuple            # at most MAX_MISTAKES, most costly first
    decisions: int             # the learner's decisions walked
    found: tuple = field(default=())   # every mistake found, most costly first


def _seat_decisions(states, actions, seat):
    """Entry indices of the seat's own decisions."""
    return [i for i in range(1, len(states)) if actions[i] is not None
            and actions[i].seat == seat]


def _impossible(state, seat, t) -> bool:
    m = state.map
    tk = m.tickets[t]
    c, _ = cheapest_path(state, seat, tk.a, tk.b)
    return c is None or c > state.players[seat].trains


def review_game(states, actions, seat: int, rollouts: int = 4, max_rollout_decisions: int = 4,
                progress=None, cancel=None, seed: int = 0) -> Review:
    """Review ``seat``'s decisions of a finished game.

    ``states[i]`` is the state after ``actions[i]`` (``actions[0]`` None: the start), as a
    session's entries hold them. ``rollouts``: games per branch for the estimated costs (0:
    exact costs only). ``progress(done, total)`` is called as the work goes on; the review stops
    with :class:`ReviewCancelled` as soon as ``cancel()`` returns True."""
    final = states[-1]
    if final.phase is not Phase.OVER:
        raise ValueError("review_game: the game is not over")
    mine = _seat_decisions(states, actions, seat)
    est = _estimate_candidates(states, actions, seat, mine, max_rollout_decisions) \
        if rollouts > 0 else []
    total = len(mine) + len(est) * 2 * rollouts
    done = 0

    def tick(n=1):
        nonlocal done
        done += n
        if cancel is not None and cancel():
            raise ReviewCancelled()
        if progress is not None:
            progress(done, total)

    found: list[Mistake] = []
    team = final.rules.has_teams
    if not team:
        _, borrowed, completed = ticket_result(final, seat)
        failed = [t for t in final.players[seat].tickets if t not in completed]
        blamed = set()
        # kept tickets that were already out of reach
        for i in mine:
            a = actions[i]
            tick()
            if isinstance(a, KeepTickets):
                before = states[i - 1]
                ix = before.map.ticket_by_id
                kept = [ix[x] for x in a.tickets]
                for t in kept:
                    if t in failed and _impossible(before, seat, t):
                        blamed.add(t)
                        found.append(_kept_impossible(before, seat, i, a, t, kept))
            elif isinstance(a, BuildStation):
                city = final.map.city_index(a.city)
                if borrowed.get(city, 0) is None:
                    pts = final.rules.station_bonus
                    found.append(Mistake(i, "idle-station", pts, True, "review.idle-station",
                                         {"city": city, "points": pts},
                                         "review.idle-station.better", {},
                                         ("station.unused", "station.borrow"), cities=(city,)))
        for t in failed:
            if t in blamed:
                continue
            m = _blocked(states, actions, seat, mine, t)
            if m is not None:
                found.append(m)
    else:
        for _ in mine:
            tick()
    for i, kind in est:
        m = _rollout_mistake(states, actions, seat, i, kind, rollouts, seed, tick)
        if m is not None and m.cost > 0:
            found.append(m)
    found.sort(key=lambda x: (-x.cost, x.entry))
    return Review(seat, tuple(found[:MAX_MISTAKES]), len(mine), tuple(found))


def _kept_impossible(before, seat, i, a, t, kept) -> Mistake:
    m = before.map
    pend = before.pending if before.phase is not Phase.SETUP else before.setup[seat]
    rest = [x for x in kept if x != t]
    alts = [x for x in pend.offered if x not in kept and not _impossible(before, seat, x)]
    keep = rest if len(rest) >= pend.min_keep or not alts else rest + alts[:1]
    pts = m.tickets[t].points
    return Mistake(i, "kept-impossible", pts, True, "review.kept-impossible",
                   {"ticket": t, "points": pts}, "review.kept-impossible.better",
                   {"keep": keep}, ("tickets.keep", "score.tickets"),
                   cities=(m.tickets[t].a, m.tickets[t].b))


def _blocked(states, actions, seat, mine, t):
    """The ticket ``t`` failed: the other player's claim after which no way was left, and the
    learner's last earlier turn on which that route was theirs to claim."""
    m = states[0].map
    for j in range(1, len(states)):
        a = actions[j]
        if a is None or a.seat == seat or not isinstance(a, ClaimRoute):
            continue
        if seat >= states[j].n_players or t not in states[j].players[seat].tickets:
            continue
        if _impossible(states[j - 1], seat, t) or not _impossible(states[j], seat, t):
            continue
        r = m.route_by_id[a.route]
        for i in reversed([x for x in mine if x < j]):
            before = states[i - 1]
            if before.current != seat or before.pending is not None:
                continue
            if t in before.players[seat].tickets and claim_options(before, seat, r):
                pts = m.tickets[t].points
                return Mistake(i, "blocked", pts, True, "review.blocked",
                               {"route": r, "owner": a.seat, "ticket": t, "points": pts},
                               "review.blocked.better", {"route": r},
                               ("claim.open-route", "score.tickets"), routes=(r,),
                               cities=(m.tickets[t].a, m.tickets[t].b))
        return None
    return None


def _estimate_candidates(states, actions, seat, mine, limit):
    """Decisions whose cost only rollouts can tell: withdrawn tunnels (the claim before
    them), and ticket choices the strong bot would make differently (at most ``limit``)."""
    from .strong import StrongBot
    out = []
    for i in mine:
        if isinstance(actions[i], TunnelWithdraw):
            k = i - 1           # the claim that opened the tunnel
            while k > 0 and not isinstance(actions[k], ClaimRoute):
                k -= 1
            if k > 0:
                out.append((k, "tunnel"))
    for i in mine:
        a = actions[i]
        if isinstance(a, KeepTickets) and len(out) < limit:
            before = states[i - 1]
            alt = StrongBot(i).choose(before, seat)
            if isinstance(alt, KeepTickets) and set(alt.tickets) != set(a.tickets):
                out.append((i, "keep"))
    return out[:limit]


def _margin(state, seat) -> float:
    fs = final_scores(state)
    mine = state.rules.hooks.score_index(state, seat)      # with teams: the seat's team
    tot = [x.total for x in fs.seats]
    return tot[mine] - max(v for k, v in enumerate(tot) if k != mine)


def _rollout(state, seed: int) -> object:
    """Play ``state`` to its end with strong bots, the hidden deck reshuffled by ``seed``."""
    from .strong import StrongBot
    deck = list(state.deck)
    random.Random(seed).shuffle(deck)
    state = evolve_state(state, deck=tuple(deck))
    bots = [StrongBot(seed * 13 + s) for s in range(state.n_players)]
    for _ in range(20000):
        seats = active_seats(state)
        if not seats:
            return state
        s = seats[0]
        state, _ = apply(state, bots[s].choose(state, s))
    raise RuntimeError("a rollout did not end")


def _rollout_mistake(states, actions, seat, i, kind, n, seed, tick):
    from .strong import StrongBot
    from .messages import action_text
    before = states[i - 1]
    alt = StrongBot(i).choose(before, seat)
    if alt == actions[i]:
        tick(2 * n)
        return None
    diffs = []
    for k in range(n):
        rs = seed * 1000 + i * 10 + k
        a_state, _ = apply(before, alt)
        mine = _margin(_rollout(states[i], rs), seat)
        tick()
        theirs = _margin(_rollout(a_state, rs), seat)
        tick()
        diffs.append(theirs - mine)
    cost = statistics.mean(diffs)
    spread = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
    m = before.map
    if kind == "tunnel":
        r = m.route_by_id[actions[i].route]
        key, params, rules, routes = "review.tunnel", {"route": r}, \
            ("tunnel.reveal", "tunnel.extra", "tunnel.withdraw"), (r,)
    else:
        ix = m.ticket_by_id
        key, params, rules, routes = "review.keep", {
            "kept": [ix[x] for x in actions[i].tickets],
            "keep": [ix[x] for x in alt.tickets]}, ("tickets.keep",), ()
    return Mistake(i, kind, round(cost, 1), False, key, params, "review.better-move",
                   {"move": {"en": action_text(alt, m, "en", seat),
                             "de": action_text(alt, m, "de", seat)}},
                   rules, routes=routes, spread=round(spread, 1), samples=n)


def render(key: str, params: dict, m, lang: str = "en") -> str:
    """One review sentence in ``lang`` with the map's names: the ``coach`` catalogue's message
    ``key`` (``locales/<lang>/coach.ftl``)."""
    from ..core import i18n
    from .messages import route_name, seat_name, ticket_name
    out = {}
    for k, v in params.items():
        if k in ("route",):
            out[k] = route_name(m, v, lang)
        elif k == "ticket":
            out[k] = ticket_name(m, v, lang)
        elif k in ("keep", "kept"):
            out[k] = i18n.join([ticket_name(m, t, lang) for t in v], lang) or "–"
        elif k == "owner":
            out[k] = seat_name(v, lang)
        elif k == "city":
            out[k] = m.cities[v].display_name
        elif isinstance(v, dict) and "en" in v:
            out[k] = v.get(lang, v["en"])
        else:
            out[k] = v
    return i18n.text("coach", key, lang, **out)


def describe(mistake: Mistake, m, lang: str = "en") -> list[str]:
    """The mistake in sentences: what happened, what it cost, what would have been better."""
    lines = [render(mistake.key, mistake.params, m, lang)]
    if mistake.exact:
        lines.append(render("review.cost-exact", {"points": mistake.cost}, m, lang))
    else:
        lines.append(render("review.cost-estimate", {"points": mistake.cost,
                                                     "spread": mistake.spread,
                                                     "n": mistake.samples}, m, lang))
    lines.append(render(mistake.better, mistake.better_params, m, lang))
    return lines
