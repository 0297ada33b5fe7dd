"""Test-yourself question kinds on the route boards (:mod:`.quiz`): each makes a position from
a seed, asks the engine for the answer, and names the mistake behind each wrong choice.

* ``route-score``: what a claimed route scores (``claim.score``);
* ``can-claim``: can these cards claim this route (``claim.color``, ``claim.gray``);
* ``second-card``: after this first card, how many more may you draw (``draw.two``,
  ``draw.faceup-locomotive``);
* ``tunnel-extra``: what these turned-over cards make a tunnel cost (``tunnel.extra``);
* ``ticket-sum``: what these tickets add up to at the end (``score.tickets``).
"""
from __future__ import annotations

from collections import deque

from .. import cards as C
from ..actions import ClaimRoute, DrawCard
from ..colours import Colour
from ..maps import RouteKind
from ..messages import cards_text, colour_name
from ..state import TunnelStage
from ...lessons.quiz import Question, choice_step, refusal, say, text_langs

__all__ = ["QUESTIONS"]



def _t(key: str, **kw) -> dict:
    """The catalogue sentence ``ttr.<key>`` (``lessons.ftl``) in every language."""
    return say("ttr." + key, **kw)


def _both(f) -> dict:
    """A text made per language by ``f(lang)``, in every language."""
    return {lang: f(lang) for lang in text_langs()}


def _start(rules, base, position, seed):
    data = {**base, "seed": seed, "position": position, "steps": []}
    return rules.setup(data, "<test yourself>")[0]


def _empty(rules, base, rng):
    """A seed and the set-up state of an empty position (to read the board)."""
    seed = rng.randrange(1_000_000)
    n = base.get("options", {}).get("players", 2)
    return seed, _start(rules, base, {"players": [{} for _ in range(n)]}, seed)


def _players(n: int, first: dict) -> list:
    return [first] + [{} for _ in range(n - 1)]


def _route_text(m, r) -> str:
    rt = m.routes[r]
    return f"{m.cities[rt.a].name}–{m.cities[rt.b].name}"


def _ref(m, r) -> list:
    rt = m.routes[r]
    return [m.cities[rt.a].name, m.cities[rt.b].name, Colour(rt.colour).key]


def _hand_text(hand: dict, m) -> dict:
    """Cards in words, each colour as the board's rulebook names it (Deutschland: Lila)."""
    return _both(lambda lang: cards_text(hand, lang, board=m))


def _colours():
    return [c for c in Colour if c not in (Colour.LOCOMOTIVE, Colour.GRAY)]


# ------------------------------------------------------------------------ route-score
def _route_score(rules, base, rng):
    """The right answer is the smallest, the largest or one between of 4 equally often: the
    place is drawn first, then a route whose length has enough wrong scores on each side."""
    seed, s0 = _empty(rules, base, rng)
    m = s0.map
    n = s0.n_players
    pool = [r.index for r in m.routes if r.kind == RouteKind.NORMAL and r.colour != Colour.GRAY]
    if not pool:
        return None

    def points(route):
        L = m.routes[route].length
        c = Colour(m.routes[route].colour).key
        s = _start(rules, base, {"players": _players(n, {"hand": {c: L}})}, seed)
        claim = next(a for a in rules.legal_actions(s, 0)
                     if isinstance(a, ClaimRoute) and a.route == m.routes[route].id)
        return rules.apply(s, claim)[0].players[0].score - s.players[0].score

    table = {}                                  # length -> (a route, its score)
    for r in pool:
        table.setdefault(m.routes[r].length, r)
    table = {L: (r, points(r)) for L, r in sorted(table.items())}

    def wrong_for(length):
        """Each wrong score with its mistake: one point per space, another length's row."""
        got = table[length][1]
        out = [(length, _t("score.per-space"))] if length != got else []
        near = sorted(table, key=lambda L: (abs(L - length), L))
        return out + [(table[L][1], _t("score.other", n=L)) for L in near if L != length]

    rank = rng.randrange(4)
    fits = [L for L in table
            if len({v for v, _ in wrong_for(L) if v < table[L][1]}) >= rank
            and len({v for v, _ in wrong_for(L) if v > table[L][1]}) >= 3 - rank]
    if not fits:
        return None
    length = rng.choice(fits)
    r = rng.choice([x for x in pool if m.routes[x].length == length])
    colour = Colour(m.routes[r].colour).key
    got = table[length][1]
    position = {"players": _players(n, {"hand": {colour: length}})}
    check = [{"player": 0, "do": "claim", "route": _ref(m, r), "cards": {colour: length},
              "expect": {"legal": True, "players": {"0": {"score": got}}}}]
    return choice_step(rng, _t("score.say", route=_route_text(m, r), n=length),
                       ["claim.score"], position, seed, got, wrong_for(length), check,
                       [_t("score.hint")], rank=rank, size=4)


# ------------------------------------------------------------------------ can-claim
def _can_claim(rules, base, rng):
    seed, s0 = _empty(rules, base, rng)
    m = s0.map
    n = s0.n_players
    pool = [r.index for r in m.routes if r.kind == RouteKind.NORMAL and 2 <= r.length <= 5]
    if not pool:
        return None
    want = rng.random() < 0.5                 # yes and no equally often
    for _ in range(40):
        r = rng.choice(pool)
        rt = m.routes[r]
        size = rng.randint(max(2, rt.length - 1), rt.length + 2)
        kinds = rng.sample(_colours(), 3) + [Colour.LOCOMOTIVE]
        if rt.colour != Colour.GRAY and rng.random() < 0.7:
            kinds[0] = Colour(rt.colour)
        hand: dict = {}
        for _ in range(size):
            k = rng.choice(kinds + kinds[:1]).key   # the first kind twice as often
            hand[k] = hand.get(k, 0) + 1
        s = _start(rules, base, {"players": _players(n, {"hand": hand})}, seed)
        pays = [a for a in rules.legal_actions(s, 0)
                if isinstance(a, ClaimRoute) and a.route == rt.id]
        if bool(pays) == want:
            break
    else:
        return None
    yes, no = _t("claim.yes"), _t("claim.no")
    colour = (_t("gray") if rt.colour == Colour.GRAY
              else _both(lambda lang: colour_name(Colour(rt.colour).key, lang, board=m)))
    say = _t("claim.say", hand=_hand_text(hand, m), route=_route_text(m, r), colour=colour,
             n=rt.length)
    if pays:
        paid = C.card_dict(pays[0].cards)
        wrong = [(no, _t("claim.can", cards=_hand_text(paid, m)))]
        right = yes
    else:
        err = rules.why_illegal(s, _best_try(s, rt, hand))
        if err is None:
            return None
        wrong = [(yes, refusal(err))]
        right = no
    check = [{"query": "legal_claims", "player": 0, "route": _ref(m, r),
              "expect": [C.card_dict(a.cards) for a in pays]}]
    rules_ids = ["claim.gray"] if rt.colour == Colour.GRAY else ["claim.color"]
    return choice_step(rng, say, rules_ids, {"players": _players(n, {"hand": hand})}, seed,
                       right, wrong, check, [_t("claim.hint")])


def _best_try(state, rt, hand: dict):
    """The claim a learner who answers yes would try: the most cards of one fitting colour,
    locomotives filling in, as many as the route is long (or all there are)."""
    locos = hand.get("locomotive", 0)
    if rt.colour == Colour.GRAY:
        best = max((k for k in hand if k != "locomotive"), key=lambda k: hand[k], default=None)
    else:
        best = Colour(rt.colour).key
    cards = {}
    if best is not None and hand.get(best):
        cards[best] = min(hand[best], rt.length)
    rest = rt.length - sum(cards.values())
    if rest > 0 and locos:
        cards["locomotive"] = min(locos, rest)
    if not cards:                               # nothing fits: a card of another colour
        k = next(iter(hand))
        cards[k] = min(hand[k], rt.length)
    return ClaimRoute(0, rt.id, C.card_set({Colour[k.upper()]: v for k, v in cards.items()}))


# ------------------------------------------------------------------------ second-card
def _second_card(rules, base, rng):
    """Asked as how many more cards (0 or 1) or how many in all (1 or 2), of the choices 0, 1
    and 2: the place of the right one (smallest, middle, largest) is drawn first."""
    seed, s0 = _empty(rules, base, rng)
    n = s0.n_players
    rank = rng.randrange(3)
    # rank 0: more after a locomotive (0); 2: in all after a colour (2); 1: either other
    in_all, loco = {0: (False, True), 2: (True, False)}.get(
        rank, rng.choice(((False, False), (True, True))))
    first = "locomotive" if loco else rng.choice(_colours()).key
    faceup = [first] + [rng.choice(_colours()).key for _ in range(4)]
    if loco is False and rng.random() < 0.5:
        faceup[rng.randrange(1, 5)] = "locomotive"   # a locomotive lies there but is not taken
    position = {"players": [{} for _ in range(n)], "faceup": faceup}
    s = _start(rules, base, position, seed)
    takes = [a for a in rules.legal_actions(s, 0) if isinstance(a, DrawCard)
             and a.source == "faceup" and a.colour == Colour[first.upper()]]
    # Team Asia: to the hand, unless the rules send it to the team's holder (a locomotive)
    take = next((a for a in takes if a.to in (None, "", "hand")), takes[0] if takes else None)
    if take is None:
        return None
    after, _ = rules.apply(s, take)
    more = 1 if after.current == 0 and after.pending is not None and any(
        isinstance(a, DrawCard) for a in rules.legal_actions(after, 0)) else 0
    if more != (0 if loco else 1):
        return None                               # not the rules this question teaches
    card = _t("locomotive") if loco else _t(
        "card", colour=_both(lambda lang: colour_name(first, lang, board=s.map)))
    if in_all:
        got = 1 + more
        wrong = [(0, _t("draw.counts"))]
        wrong.append((2, _t("draw.loco-ends")) if more == 0 else (1, _t("draw.not-loco")))
    else:
        got = more
        wrong = [(2, _t("draw.two"))]
        wrong.append((1, _t("draw.loco-ends")) if more == 0 else (0, _t("draw.not-loco")))
    check = [{"player": 0, "do": "draw_card", "from": "faceup", "color": first,
              **({"to": take.to} if take.to else {}),
              "expect": {"legal": True, "pending": "second_card" if more else None}}]
    if in_all and more:                       # the second card: then the turn is over
        second = next((a for a in rules.legal_actions(after, 0) if isinstance(a, DrawCard)
                       and a.source == "deck"), None)   # Team Asia: to the other place
        if second is None or rules.apply(after, second)[0].pending is not None:
            return None
        check.append({"player": 0, "do": "draw_card", "from": "deck",
                      **({"to": second.to} if second.to else {}),
                      "expect": {"legal": True, "pending": None}})
    rules_ids = ["draw.faceup-locomotive"] if loco else ["draw.two"]
    say = _t("draw.say-all" if in_all else "draw.say", card=card)
    return choice_step(rng, say, rules_ids, position, seed, got, wrong, check,
                       [_t("draw.hint")], rank=rank, size=3)


# ------------------------------------------------------------------------ tunnel-extra
def _tunnel_extra(rules, base, rng):
    seed, s0 = _empty(rules, base, rng)
    m = s0.map
    n = s0.n_players
    pool = [r.index for r in m.routes if r.kind == RouteKind.TUNNEL and r.colour != Colour.GRAY]
    if not pool:
        return None
    r = rng.choice(pool)
    rt = m.routes[r]
    colour = Colour(rt.colour).key
    others = [c.key for c in _colours() if c.key != colour]
    size = rt.reveal or 3
    rank = rng.randrange(size + 1)            # the cards to add: 0 .. all turned over
    revealed = [rng.choice([colour, "locomotive"]) for _ in range(rank)] + \
        [rng.choice(others) for _ in range(size - rank)]
    rng.shuffle(revealed)
    hand = {colour: rt.length, "locomotive": 3}
    position = {"players": _players(n, {"hand": hand}), "deck_top": revealed}
    s = _start(rules, base, position, seed)
    claim = next((a for a in rules.legal_actions(s, 0) if isinstance(a, ClaimRoute)
                  and a.route == rt.id and C.card_dict(a.cards) == {colour: rt.length}), None)
    if claim is None:
        return None
    after, _ = rules.apply(s, claim)
    extra = after.pending.extra if isinstance(after.pending, TunnelStage) else 0
    n_col, n_loco = revealed.count(colour), revealed.count("locomotive")
    wrong = [(n_loco, _t("tunnel.colour-too")), (n_col, _t("tunnel.loco-too")),
             (len(revealed), _t("tunnel.all"))]
    wrong += [(v, _t("tunnel.fewer", n=v) if v < extra else _t("tunnel.more", n=v))
              for v in range(size + 1)]               # every count from none to all
    check = [{"player": 0, "do": "claim", "route": _ref(m, r), "cards": {colour: rt.length},
              "expect": {"legal": True, "tunnel_extra": extra}}]
    rev = _both(lambda lang: ", ".join(colour_name(k, lang, board=m) for k in revealed))
    say = _t("tunnel.say", route=_route_text(m, r), cards=_hand_text({colour: rt.length}, m),
             revealed=rev)
    return choice_step(rng, say, ["tunnel.extra"], position, seed, extra, wrong, check,
                       [_t("tunnel.hint")], rank=extra, size=size + 1)


# ------------------------------------------------------------------------ ticket-sum
def _path(m, a: int, b: int) -> list[int] | None:
    """The routes of a shortest way (fewest routes) from city ``a`` to ``b``, one track of
    each pair."""
    prev = {a: None}
    q = deque([a])
    while q:
        c = q.popleft()
        if c == b:
            break
        for r in m.adjacency[c]:
            rt = m.routes[r]
            o = rt.b if rt.a == c else rt.a
            if o not in prev:
                prev[o] = r
                q.append(o)
    if b not in prev:
        return None
    out = []
    c = b
    while prev[c] is not None:
        r = prev[c]
        out.append(r)
        rt = m.routes[r]
        c = rt.a if rt.b == c else rt.b
    return out[::-1]


def _ticket_sum(rules, base, rng):
    seed, s0 = _empty(rules, base, rng)
    m = s0.map
    n = s0.n_players
    tickets = [t for t in m.tickets if not t.long and not t.big_city]
    if len(tickets) < 3:
        return None
    t1 = rng.choice(tickets)
    way = _path(m, t1.a, t1.b)
    if not way or len(way) > 5 or sum(m.routes[r].length for r in way) > 20:
        return None
    others = rng.sample([t for t in tickets if t is not t1], 2)
    held = [t1] + others[:rng.randint(1, 2)]
    rng.shuffle(held)
    routes = [_ref(m, r) for r in way]
    tks = [[m.cities[t.a].name, m.cities[t.b].name, t.points] for t in held]
    position = {"players": _players(n, {"routes": routes, "tickets": tks})}
    s = _start(rules, base, position, seed)
    sc = rules.engine.scores(s)
    if sc.teams:
        return None                             # team games count tickets per team
    me = sc.seats[0]
    got = me.tickets
    done = sum(m.tickets[i].points for i in me.completed)
    total = sum(t.points for t in held)
    if not 0 < len(me.completed) < len(held):
        return None                             # one completed and one not: five sums apart
    wrong = [(total, _t("tickets.plus")), (done, _t("tickets.left-out")),
             (-total, _t("tickets.minus")), (done - total, _t("tickets.only-minus"))]
    check = [{"query": "final_scores", "expect": {"0": {"tickets": got}}}]
    say = _t("tickets.say", routes=", ".join(_route_text(m, r) for r in way),
             tickets=", ".join(f"{m.cities[t.a].name}–{m.cities[t.b].name} ({t.points})"
                               for t in held))
    return choice_step(rng, say, ["score.tickets"], position, seed, got, wrong, check,
                       [_t("tickets.hint")], size=3)


QUESTIONS = {
    "route-score": Question(("claim.score",), _route_score),
    "can-claim": Question(("claim.color",), _can_claim),
    "second-card": Question(("draw.two", "draw.faceup-locomotive"), _second_card),
    "tunnel-extra": Question(("tunnel.extra",), _tunnel_extra),
    "ticket-sum": Question(("score.tickets",), _ticket_sum),
}
