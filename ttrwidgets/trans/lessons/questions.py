"""Test-yourself question kinds on the Trans grid board (:mod:`.quiz`): a position from a seed,
the answer the engine's, the mistake behind each wrong choice.

* ``missing-rails``: how many rails are still missing to join all your cities
  (``trans.score-round``: a double line counts two, rails on the board nothing);
* ``can-lay``: may you lay a rail on this line now (``trans.connected``: it must touch your
  network; ``trans.turn``: a double line takes a whole turn);
* ``start-marker``: may you place your start marker here (``trans.start-marker``: any free
  intersection, a city or not);
* ``rails-left``: how many rails the common supply holds after two turns (``trans.rails``);
* ``double-line``: a double line laid: how many rails are left, and is the turn over
  (``trans.board``: one rail piece that counts as two; ``trans.turn``);
* ``shared-lay``: may you lay a rail at your opponent's start marker (``trans.shared-network``:
  networks that touch are one; ``trans.connected``).
"""
from __future__ import annotations

from ...core.errors import TTRError
from ..actions import LayRail, PlaceMarker
from ..game import missing_for, missing_tree
from ..messages import point_name, rejection
from ...lessons.quiz import Question, choice_step, refusal, say

__all__ = ["QUESTIONS"]

def _t(key: str, **kw) -> dict:
    """The catalogue sentence ``trans.<key>`` (``lessons.ftl``) in every language."""
    return say("trans." + key, **kw)


def _deal(rules, base, rng):
    """A seed, the players' count, the board and the learner's five cities (one of each
    colour) for a question; a :class:`TTRError` when the game's reader refuses the seed (the
    quiz then tries another)."""
    seed = rng.randrange(1_000_000)
    n = base.get("options", {}).get("players", 2)
    empty = {**base, "seed": seed, "steps": [],
             "position": {"players": [{"cities": []} for _ in range(n)]}}
    try:
        b = rules.setup(empty, "<test yourself>")[0].map
    except Exception as e:                      # noqa: BLE001 - the reader says no: a seed
        raise TTRError(f"no board from seed {seed}: {e}") from e
    colours = sorted({c.colour for c in b.cities})
    cities = [rng.choice([c for c in b.cities if c.colour == col]) for col in colours][:5]
    return seed, n, b, cities


def _opponents(rng, b, taken, n: int, first=None) -> list:
    """The other players of a position: five cities each, none of ``taken``, a start marker
    on the first (``first``: the first opponent's first city)."""
    others = [c for c in b.cities if c not in taken and c is not first]
    out = []
    for k in range(n - 1):
        picks = rng.sample(others, 5)
        if k == 0 and first is not None:
            picks[0] = first
        others = [c for c in others if c not in picks]
        out.append({"cities": [c.name for c in picks], "marker": picks[0].name})
    return out


def _state(rules, base, seed, position):
    return rules.setup({**base, "seed": seed, "steps": [], "position": position},
                       "<test yourself>")[0]


def _walk(rng, b, node, count: int, used: set, cities_too: bool = True) -> list:
    """Up to ``count`` rails on plain lines from ``node``, one after the other (``used``: the
    lines taken, added to)."""
    rails = []
    for _ in range(count):
        steps = [(o, ln) for o, ln in b.adj[node] if ln not in used
                 and b.lines[ln].kind == "plain" and (cities_too or b.city_at(o) is None)]
        if not steps:
            break
        o, ln = rng.choice(steps)
        used.add(ln)
        rails.append([b.point(node), b.point(o)])
        node = o
    return rails


def _verdict(err, may: dict, b):
    """A may-I question's right and wrong answer from the engine's verdict ``err`` (None:
    legal): the wrong "No" says ``may``, the wrong "Yes" the engine's refusal."""
    yes, no = _t("lay.yes"), _t("lay.no")
    if err is None:
        return yes, [(no, may)], {"legal": True}
    # the refusal said again with the board, so that a grid point is named by where it lies
    said = rejection(err.key, err.params, b) if hasattr(err, "key") else None
    return no, [(yes, refusal(err, said))], \
        {"legal": False, "rule": err.rule_id}


def _missing_rails(rules, base, rng):
    seed, n, b, cities = _deal(rules, base, rng)
    marker = cities[0]
    rails = _walk(rng, b, marker.node, rng.randint(2, 7), set())  # the learner's rails
    players = [{"cities": [c.name for c in cities], "marker": marker.name}]
    players += _opponents(rng, b, cities, n)
    position = {"players": players, "rails": rails, "current_player": 0}
    s = _state(rules, base, seed, position)
    got = missing_for(s, 0)
    if got is None or got < 3:
        return None                           # three counts below it: any place can be right
    _, lines = missing_tree(s, 0)
    doubles = sum(1 for ln in lines if s.map.lines[ln].cost == 2)
    wrong = [(got - doubles, _t("missing.double"))] if doubles else []
    for d in (1, 2, 3):
        wrong += [(got + d, _t("missing.more", n=got + d)),
                  (got - d, _t("missing.fewer", n=got - d))]
    check = [{"query": "missing_rails", "player": 0, "expect": got}]
    say = _t("missing.say", cities=", ".join(c.name for c in cities[1:]), marker=marker.name)
    return choice_step(rng, say, ["trans.score-round"], position, seed, got, wrong, check,
                       [_t("missing.hint")])


def _direction(b, a: int, o: int) -> str:
    (c0, r0), (c1, r1) = b.nodes[a], b.nodes[o]
    ns = "" if r1 == r0 else ("south-" if r1 > r0 else "north-")
    return ns + ("east" if c1 > c0 else "west")


def _dir(b, a: int, o: int) -> dict:
    """The direction from node ``a`` to its neighbour ``o`` in every language."""
    return _t(_direction(b, a, o))


def _can_lay(rules, base, rng):
    seed, n, b, cities = _deal(rules, base, rng)
    marker = cities[0]
    used: set = set()
    rails = _walk(rng, b, marker.node, rng.randint(1, 4), used, cities_too=False)
    laid = rng.randint(0, 1)
    players = [{"cities": [c.name for c in cities], "marker": marker.name}]
    players += _opponents(rng, b, cities, n)
    position = {"players": players, "rails": rails, "current_player": 0,
                "rails_this_turn": laid}
    s = _state(rules, base, seed, position)
    want = rng.random() < 0.5                 # yes and no equally often
    # the marker's city (in the network) or another of the learner's cities (not in it)
    for city in ([marker] if want else []) + rng.sample(cities[1:], len(cities) - 1):
        opts = [(o, ln) for o, ln in b.adj[city.node] if ln not in used]
        rng.shuffle(opts)
        for o, ln in opts:
            act = LayRail(0, b.nodes[city.node], b.nodes[o])
            err = rules.why_illegal(s, act)
            if (err is None) == want:
                break
        else:
            continue
        break
    else:
        return None
    say = _t("lay.say", laid=laid, city=city.name, dir=_dir(b, city.node, o))
    right, wrong, expect = _verdict(err, _t("lay.may"), b)
    rid = "trans.connected" if err is None else err.rule_id
    check = [{"player": 0, "do": "lay_rail", "edge": [city.name, b.point(o)],
              "expect": expect}]
    step = choice_step(rng, say, [rid], position, seed, right, wrong, check, [_t("lay.hint")])
    step["focus"] = [city.name]
    return step


def _start_marker(rules, base, rng):
    """May you place your start marker here: on the opponent's (no), on another city or on
    the intersection next to the opponent's (yes)."""
    seed, n, b, cities = _deal(rules, base, rng)
    taken = rng.choice([c for c in b.cities if c not in cities])
    players = [{"cities": [c.name for c in cities]}] + _opponents(rng, b, cities, n, taken)
    for p in players[2:]:
        del p["marker"]                      # the others place theirs later
    position = {"players": players, "current_player": 0}
    s = _state(rules, base, seed, position)
    pick = rng.randrange(4)                   # half the time the taken one: no
    if pick < 2:
        node = taken.node
    elif pick == 2:
        node = rng.choice([c for c in b.cities if c is not taken]).node
    else:
        node = rng.choice([o for o, _ in b.adj[taken.node]])
    err = rules.why_illegal(s, PlaceMarker(0, b.nodes[node]))
    key = "marker.say-city" if b.city_at(node) is not None else "marker.say-point"
    say = _t(key, taken=taken.name, target=lambda lang: point_name(b, node, lang, "acc"))
    right, wrong, expect = _verdict(err, _t("marker.may"), b)
    rid = "trans.start-marker" if err is None else err.rule_id
    check = [{"player": 0, "do": "place_marker", "at": b.point(node), "expect": expect}]
    step = choice_step(rng, say, [rid], position, seed, right, wrong, check,
                       [_t("marker.hint")])
    step["focus"] = [taken.name]
    return step


def _rails_of_turn(rules, state, seat: int) -> list:
    """Two plain rails ``seat`` may lay now, one after the other (the engine's choice of the
    legal ones), as scenario edges with the state after them; None when there are not two."""
    b, out = state.map, []
    for _ in range(2):
        acts = [a for a in rules.legal_actions(state, seat) if isinstance(a, LayRail)
                and b.lines[b.line_of(b.node_at(a.a), b.node_at(a.b))].cost == 1]
        if not acts:
            return None
        a = acts[0]
        out.append([list(a.a), list(a.b)])
        state = rules.apply(state, a)[0]
    return out, state


def _rails_left(rules, base, rng):
    """The common supply after your two rails and your opponent's two."""
    seed, n, b, cities = _deal(rules, base, rng)
    left = rng.randint(20, 80)
    players = [{"cities": [c.name for c in cities], "marker": cities[0].name}]
    players += _opponents(rng, b, cities, n)
    position = {"players": players, "rails": [], "rails_left": left, "current_player": 0}
    s = _state(rules, base, seed, position)
    mine = _rails_of_turn(rules, s, 0)
    theirs = _rails_of_turn(rules, mine[1], 1) if mine else None
    if theirs is None or mine[1].current != 1 or theirs[1].current == 1:
        return None
    got = theirs[1].rails_left
    steps = [{"player": seat, "do": "lay_rail", "edge": e, "expect": {"legal": True}}
             for seat, edges in ((0, mine[0]), (1, theirs[0])) for e in edges]
    steps[-1]["expect"]["rails_left"] = got
    wrong = [(left - 2, _t("supply.shared")), (85 - (left - got), _t("supply.start")),
             (got - 2, _t("supply.once", n=got - 2)),
             (got - 4, _t("supply.once", n=got - 4))]
    return choice_step(rng, _t("supply.say", left=left), ["trans.rails"], position, seed, got,
                       wrong, steps, [_t("supply.hint")], size=3)


def _double_line(rules, base, rng):
    """A double line laid from a city: the supply and the turn after it."""
    seed, n, b, cities = _deal(rules, base, rng)
    doubles = [(c, o) for c in b.cities if c not in cities
               for o, ln in b.adj[c.node] if b.lines[ln].cost == 2]
    if not doubles:
        return None
    city, o = rng.choice(doubles)
    left = rng.randint(20, 84)
    players = [{"cities": [c.name for c in cities], "marker": city.name}]
    players += _opponents(rng, b, cities + [city], n)
    position = {"players": players, "rails": [], "rails_left": left, "current_player": 0}
    s = _state(rules, base, seed, position)
    act = LayRail(0, b.nodes[city.node], b.nodes[o])
    if rules.why_illegal(s, act) is not None:
        return None
    after = rules.apply(s, act)[0]
    over = after.current != 0
    if after.rails_left != left - 1 or not over:
        return None                           # a special card makes it count single
    right = _t("double.over", left=left - 1)
    wrong = [(_t("double.over", left=left - 2), _t("double.piece")),
             (_t("double.more", left=left - 1), _t("double.turn")),
             (_t("double.more", left=left - 2), _t("double.both"))]
    say = _t("double.say", left=left, city=city.name, dir=_dir(b, city.node, o))
    check = [{"player": 0, "do": "lay_rail", "edge": [city.name, b.point(o)],
              "expect": {"legal": True, "rails_left": left - 1,
                         "current_player": after.current}}]
    step = choice_step(rng, say, ["trans.board", "trans.turn"], position, seed, right, wrong, check,
                       [_t("double.hint")])
    step["focus"] = [city.name]
    return step


def _path(b, a: int, lo: int, hi: int, rng):
    """A city ``lo`` to ``hi`` plain lines from node ``a`` and the fewest lines to it (a
    breadth-first search), or None."""
    prev, frontier, depth, found = {a: None}, [a], 0, []
    while frontier and depth < hi:
        depth += 1
        nxt = []
        for v in frontier:
            for o, ln in b.adj[v]:
                if o not in prev and b.lines[ln].kind == "plain":
                    prev[o] = (v, ln)
                    nxt.append(o)
                    if depth >= lo and b.city_at(o) is not None:
                        found.append(o)
        frontier = nxt
    if not found:
        return None
    end = rng.choice(found)
    lines, v = [], end
    while prev[v] is not None:
        v, ln = prev[v]
        lines.append(ln)
    return end, lines[::-1]


def _shared_lay(rules, base, rng):
    """Rails from your start marker towards the opponent's, joined or one line short: may
    you lay a rail at the opponent's start marker?"""
    seed, n, b, cities = _deal(rules, base, rng)
    mine = cities[0]
    found = _path(b, mine.node, 3, 6, rng)
    if found is None:
        return None
    end, lines = found
    theirs = b.cities[b.city_at(end)]
    if theirs in cities:
        return None
    gap = None if rng.random() < 0.5 else rng.randrange(1, len(lines) - 1)
    rails = [[b.point(b.lines[ln].a), b.point(b.lines[ln].b)]
             for k, ln in enumerate(lines) if k != gap]
    players = [{"cities": [c.name for c in cities], "marker": mine.name}]
    players += _opponents(rng, b, cities, n, theirs)
    position = {"players": players, "rails": rails, "current_player": 0}
    s = _state(rules, base, seed, position)
    opts = [o for o, ln in b.adj[theirs.node] if ln not in lines]
    if not opts:
        return None
    o = rng.choice(opts)
    err = rules.why_illegal(s, LayRail(0, b.nodes[theirs.node], b.nodes[o]))
    say = _t("shared.say", mine=mine.name, theirs=theirs.name, dir=_dir(b, theirs.node, o))
    right, wrong, expect = _verdict(err, _t("shared.may", theirs=theirs.name), b)
    rid = "trans.shared-network" if err is None else err.rule_id
    check = [{"player": 0, "do": "lay_rail", "edge": [theirs.name, b.point(o)],
              "expect": expect}]
    step = choice_step(rng, say, [rid], position, seed, right, wrong, check,
                       [_t("shared.hint")])
    step["focus"] = [mine.name, theirs.name]
    return step


QUESTIONS = {
    "missing-rails": Question(("trans.score-round",), _missing_rails),
    "can-lay": Question(("trans.connected", "trans.turn"), _can_lay),
    "start-marker": Question(("trans.start-marker",), _start_marker),
    "rails-left": Question(("trans.rails",), _rails_left),
    "double-line": Question(("trans.board", "trans.turn"), _double_line),
    "shared-lay": Question(("trans.shared-network", "trans.connected"), _shared_lay),
}
