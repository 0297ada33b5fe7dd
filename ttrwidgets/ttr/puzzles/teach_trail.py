"""Teaching a ``longest_trail`` puzzle (:mod:`ttrwidgets.puzzles.teach`): the question, the hints
(odd cities, where a trail must start and end), the verdicts in words and the explanation (the
trail walked route by route, why no longer one exists)."""
from __future__ import annotations

import networkx as nx

from ...puzzles.solve import Solution, Verdict
from ...puzzles.teach_words import Highlights, Hint, Note, say, join_words as _join
from ..messages import route_name, seat_name
from ..scoring import player_graph
from .model import RoutePuzzle as Puzzle
from .words import city_label as _city, cities_label as _cities

__all__ = ["TEACH"]


def _trail_question(p: Puzzle, lang: str) -> str:
    return say("trail-question", lang, seat=seat_name(p.player, lang))


def _trail_facts(p: Puzzle, sol: Solution) -> dict:
    G = player_graph(p.state, p.player)
    return {"G": G, "odd": tuple(sol.detail["odd"]), "total": sol.detail["total"],
            "own": tuple(sorted(k for _, _, k in G.edges(keys=True))),
            "pieces": nx.number_connected_components(G) if G.number_of_nodes() else 0}


def _hints_trail(p: Puzzle, sol: Solution, lang: str) -> list[Hint]:
    m = p.map
    f = _trail_facts(p, sol)
    out = [Hint(say("trail-hint-total", lang, total=f["total"]), Highlights(routes=f["own"]))]
    if f["odd"]:
        out.append(Hint(say("trail-hint-odd", lang, cities=_cities(m, f["odd"], lang)),
                        Highlights(cities=f["odd"])))
    else:
        out.append(Hint(say("trail-hint-even", lang), Highlights()))
    start = sol.detail.get("start")
    if start is not None:
        out.append(Hint(say("trail-hint-start", lang, city=_city(m, start)),
                        Highlights(alt_cities=(start,))))
    return out


def _trail_verdict(p: Puzzle, sol: Solution, verdict: Verdict, lang: str) -> str | None:
    """A ``trail.*`` verdict in words (None: a key this version does not know)."""
    m = p.map
    k, v = verdict.key, verdict.params

    def routes(rs):
        return _join([route_name(m, r, lang) for r in rs], lang)

    if k == "trail.not-own":
        return say("trail-not-own", lang, routes=routes(v["routes"]), n=len(v["routes"]))
    if k == "trail.repeated":
        return say("trail-repeated", lang)
    if k == "trail.pieces":
        return say("trail-pieces", lang, pieces=v["pieces"])
    if k == "trail.branches":
        return say("trail-branches", lang, cities=_cities(m, v["odd"], lang))
    if k == "trail.best":
        return say("trail-best", lang, got=v["got"])
    if k == "trail.shorter":
        return say("trail-shorter", lang, got=v["got"])
    return None


def _walk(m, start: int, routes) -> list[int]:
    """The cities of a trail in walking order."""
    here, out = start, [start]
    for r in routes:
        rt = m.routes[r]
        here = rt.b if rt.a == here else rt.a
        out.append(here)
    return out


def _explain_trail(p: Puzzle, sol: Solution, lang: str) -> list[Note]:
    m = p.map
    f = _trail_facts(p, sol)
    trail = tuple(sol.answers)
    if not trail:
        return [Note("score.longest-path", say("trail-none", lang))]
    cities = _walk(m, sol.detail["start"], trail)
    path = " → ".join(_city(m, c) for c in cities)
    notes = [Note("score.longest-path",
                  say("trail-walk", lang, path=path, routes=len(trail), spaces=sol.value),
                  Highlights(trail=trail, cities=(cities[0], cities[-1])))]
    again = sorted({c for c in cities[1:-1] if cities.count(c) > 1}
                   | ({cities[0]} if cities[0] == cities[-1] or cities.count(cities[0]) > 1
                      else set()))
    if again:
        notes.append(Note("score.longest-path",
                          say("trail-again", lang, cities=_cities(m, again, lang)),
                          Highlights(trail=trail, cities=tuple(again))))
    left = tuple(r for r in f["own"] if r not in set(trail))
    if not left:
        notes.append(Note("score.longest-path", say("trail-all", lang, total=f["total"]),
                          Highlights(trail=trail)))
        return notes
    why = []
    if f["pieces"] > 1:
        why.append(say("trail-why-pieces", lang, pieces=f["pieces"]))
    if len(f["odd"]) > 2:
        why.append(say("trail-why-odd", lang, n=len(f["odd"]),
                       cities=_cities(m, f["odd"], lang)))
    reason = "; ".join(why) if why else say("trail-why-none", lang)
    notes.append(Note("score.longest-path", say(
        "trail-left-out", lang, routes=_join([route_name(m, r, lang) for r in left], lang),
        left=f["total"] - sol.value, total=f["total"], reason=reason),
        Highlights(trail=trail, alt_routes=left, cities=f["odd"])))
    return notes


#: This kind's teaching, as its handler (:mod:`.kinds`) asks it.
TEACH = {"question": _trail_question, "hints": _hints_trail, "explanation": _explain_trail,
         "verdict_text": _trail_verdict}
