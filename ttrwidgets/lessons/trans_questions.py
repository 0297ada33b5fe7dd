"""Test-yourself question kinds on the Trans grid board (:mod:`.quiz`): a position from a seed,
the answer the engine's, the mistake behind each wrong choice.

* ``missing-rails``: how many rails are still missing to join all your cities
  (``trans.score-round``: a double line counts two, rails on the board nothing);
* ``can-lay``: may you lay a rail on this line now (``trans.connected``: it must touch your
  network; ``trans.turn``: a double line takes a whole turn).
"""
from __future__ import annotations

from ..trans.actions import LayRail
from ..trans.game import missing_for, missing_tree
from .quiz import Question, choice_step

__all__ = ["QUESTIONS", "TEXTS"]

TEXTS = {
    "missing.say": ("How many rails are still missing to join {cities} to your start marker in "
                    "{marker}?",
                    "Wie viele Schienen fehlen noch, um {cities} mit deinem Startmarker in "
                    "{marker} zu verbinden?"),
    "missing.double": ("A double line over water or mountains counts as two rails, not one.",
                       "Eine Doppellinie über Wasser oder Gebirge zählt als zwei Schienen, nicht "
                       "als eine."),
    "missing.more": ("Rails already on the board count nothing, whoever laid them: find the "
                     "shortest way.",
                     "Schienen auf dem Spielplan zählen nicht mit, egal wer sie gelegt hat: "
                     "Suche den kürzesten Weg."),
    "missing.fewer": ("Every line still free on the way needs its rail: count again along "
                      "the way.",
                      "Jede noch freie Linie auf dem Weg braucht ihre Schiene: Zähle den Weg "
                      "noch einmal ab."),
    "lay.none": ("No rail laid yet this turn", "Noch keine Schiene in diesem Zug gelegt"),
    "lay.one": ("One rail laid this turn", "Eine Schiene in diesem Zug gelegt"),
    "lay.say": ("{laid}: may you now lay a rail on the line from {city} to the {dir}?",
                "{laid}: Darfst du jetzt eine Schiene auf die Linie von {city} nach {dir} "
                "legen?"),
    "lay.yes": ("Yes", "Ja"),
    "lay.no": ("No", "Nein"),
    "lay.may": ("It may be laid: the line is free, touches your network, and your turn has room "
                "for it.",
                "Doch: Die Linie ist frei, berührt dein Netz, und dein Zug hat noch Platz dafür."),
    "lay.hint": ("A rail must touch your network, and a double line takes a whole turn.",
                 "Eine Schiene muss dein Netz berühren, und eine Doppellinie braucht einen "
                 "ganzen Zug."),
    "east": ("east", "Osten"), "west": ("west", "Westen"),
    "north-east": ("north-east", "Nordosten"), "north-west": ("north-west", "Nordwesten"),
    "south-east": ("south-east", "Südosten"), "south-west": ("south-west", "Südwesten"),
    "missing.hint": ("Count the fewest free lines that join all five cities to your network; "
                     "double lines count two.",
                     "Zähle die wenigsten freien Linien, die alle fünf Städte an dein Netz "
                     "anschließen; Doppellinien zählen zwei."),
}


def _t(key: str, **kw) -> dict:
    en, de = TEXTS[key]
    return {"en": en.format(**kw), "de": de.format(**kw)}


def _missing_rails(rules, base, rng):
    seed = rng.randrange(1_000_000)
    n = base.get("options", {}).get("players", 2)
    empty = {**base, "seed": seed, "steps": [],
             "position": {"players": [{"cities": []} for _ in range(n)]}}
    try:
        b = rules.setup(empty, "<test yourself>")[0].map
    except Exception:                           # noqa: BLE001 - the reader says no: a seed
        b = None
    if b is None:
        return None
    colours = sorted({c.colour for c in b.cities})
    cities = [rng.choice([c for c in b.cities if c.colour == col]) for col in colours][:5]
    marker = cities[0]
    rails, node, used = [], marker.node, set()
    for _ in range(rng.randint(2, 7)):         # the learner's rails from the marker
        steps = [(o, ln) for o, ln in b.adj[node] if ln not in used
                 and b.lines[ln].kind == "plain"]
        if not steps:
            break
        o, ln = rng.choice(steps)
        used.add(ln)
        rails.append([b.point(node), b.point(o)])
        node = o
    players = [{"cities": [c.name for c in cities], "marker": marker.name}]
    others = [c for c in b.cities if c not in cities]
    for _ in range(n - 1):
        picks = rng.sample(others, 5)
        players.append({"cities": [c.name for c in picks], "marker": picks[0].name})
    position = {"players": players, "rails": rails, "current_player": 0}
    s = rules.setup({**base, "seed": seed, "steps": [], "position": position},
                    "<test yourself>")[0]
    got = missing_for(s, 0)
    if got is None or got < 2:
        return None
    _, lines = missing_tree(s, 0)
    doubles = sum(1 for ln in lines if s.map.lines[ln].cost == 2)
    wrong = [(got + 1, _t("missing.more")), (got - 1, _t("missing.fewer"))]
    if doubles:
        wrong.insert(0, (got - doubles, _t("missing.double")))
    else:
        wrong.append((got + 2, _t("missing.more")))
    check = [{"query": "missing_rails", "player": 0, "expect": got}]
    say = _t("missing.say", cities=", ".join(c.name for c in cities[1:]), marker=marker.name)
    return choice_step(rng, say, ["trans.score-round"], position, seed, got, wrong, check,
                       [_t("missing.hint")])


def _direction(b, a: int, o: int) -> str:
    (c0, r0), (c1, r1) = b.nodes[a], b.nodes[o]
    ns = "" if r1 == r0 else ("south-" if r1 > r0 else "north-")
    return ns + ("east" if c1 > c0 else "west")


def _can_lay(rules, base, rng):
    seed = rng.randrange(1_000_000)
    n = base.get("options", {}).get("players", 2)
    empty = {**base, "seed": seed, "steps": [],
             "position": {"players": [{"cities": []} for _ in range(n)]}}
    b = rules.setup(empty, "<test yourself>")[0].map
    colours = sorted({c.colour for c in b.cities})
    cities = [rng.choice([c for c in b.cities if c.colour == col]) for col in colours][:5]
    marker = cities[0]
    rails, node, used = [], marker.node, set()
    for _ in range(rng.randint(1, 4)):
        steps = [(o, ln) for o, ln in b.adj[node] if ln not in used
                 and b.lines[ln].kind == "plain" and b.city_at(o) is None]
        if not steps:
            break
        o, ln = rng.choice(steps)
        used.add(ln)
        rails.append([b.point(node), b.point(o)])
        node = o
    laid = rng.randint(0, 1)
    players = [{"cities": [c.name for c in cities], "marker": marker.name}]
    others = [c for c in b.cities if c not in cities]
    for _ in range(n - 1):
        picks = rng.sample(others, 5)
        players.append({"cities": [c.name for c in picks], "marker": picks[0].name})
    position = {"players": players, "rails": rails, "current_player": 0,
                "rails_this_turn": laid}
    s = rules.setup({**base, "seed": seed, "steps": [], "position": position},
                    "<test yourself>")[0]
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
    yes, no = _t("lay.yes"), _t("lay.no")
    d = _direction(b, city.node, o)
    say = {lang: TEXTS["lay.say"][i].format(laid=TEXTS["lay.one" if laid else "lay.none"][i],
                                             city=city.name, dir=TEXTS[d][i])
           for i, lang in enumerate(("en", "de"))}
    if err is None:
        right, wrong, rid = yes, [(no, _t("lay.may"))], "trans.connected"
    else:
        right, wrong, rid = no, [(yes, {"en": err.message("en"), "de": err.message("de")})], \
            err.rule_id
    expect = {"legal": True} if err is None else {"legal": False, "rule": err.rule_id}
    check = [{"player": 0, "do": "lay_rail", "edge": [city.name, b.point(o)],
              "expect": expect}]
    step = choice_step(rng, say, [rid], position, seed, right, wrong, check, [_t("lay.hint")])
    step["focus"] = [city.name]
    return step


QUESTIONS = {
    "missing-rails": Question(("trans.score-round",), _missing_rails),
    "can-lay": Question(("trans.connected", "trans.turn"), _can_lay),
}
