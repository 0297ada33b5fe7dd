"""Test-yourself question kinds on the Trans grid board (:mod:`.quiz`): a position from a seed,
the answer the engine's, the mistake behind each wrong choice.

* ``missing-rails``: how many rails are still missing to join all your cities
  (``trans.score-round``: a double line counts two, rails on the board nothing).
"""
from __future__ import annotations

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


QUESTIONS = {
    "missing-rails": Question(("trans.score-round",), _missing_rails),
}
