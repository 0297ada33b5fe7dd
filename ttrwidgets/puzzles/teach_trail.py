"""Teaching a ``longest_trail`` puzzle (:mod:`.teach`): the question, the hints (odd cities,
where a trail must start and end), the verdicts in words and the explanation (the trail
walked route by route, why no longer one exists)."""
from __future__ import annotations

import networkx as nx

from ..ttr.messages import route_name, seat_name
from ..ttr.scoring import player_graph
from .model import Puzzle
from .solve import Solution, Verdict
from .teach_words import (Highlights, Hint, Note, in_lang as _w, city_label as _city,
                          cities_label as _cities, join_words as _join, spaces_words as _spaces)

__all__ = ["TEACH"]


def _trail_question(p: Puzzle, lang: str) -> str:
    seat = p.player
    return _w(lang,
              f"You play {seat_name(seat, lang)}. How long is your longest trail — an "
              "unbroken line of your own routes, each used at most once? Show it by "
              "picking its routes.",
              f"Du spielst {seat_name(seat, lang)}. Wie lang ist dein längster "
              "Streckenzug — eine durchgehende Linie aus deinen eigenen Strecken, jede "
              "höchstens einmal? Zeige ihn, indem du seine Strecken wählst.")


def _trail_facts(p: Puzzle, sol: Solution) -> dict:
    G = player_graph(p.state, p.player)
    return {"G": G, "odd": tuple(sol.detail["odd"]), "total": sol.detail["total"],
            "own": tuple(sorted(k for _, _, k in G.edges(keys=True))),
            "pieces": nx.number_connected_components(G) if G.number_of_nodes() else 0}


def _hints_trail(p: Puzzle, sol: Solution, lang: str) -> list[Hint]:
    m = p.map
    f = _trail_facts(p, sol)
    out = [Hint(_w(lang,
                   f"Your routes have {_spaces(f['total'], lang)} in all. A trail uses each "
                   "route at most once and may pass through a city again, but it cannot fork "
                   "(score.longest-path): you may not get them all into one line.",
                   f"Deine Strecken haben zusammen {_spaces(f['total'], lang)}. Ein "
                   "Streckenzug nutzt jede Strecke höchstens einmal und darf eine Stadt "
                   "mehrmals durchfahren, sich aber nicht verzweigen (score.longest-path): "
                   "Vielleicht passen nicht alle in einen Zug."),
                Highlights(routes=f["own"]))]
    if f["odd"]:
        out.append(Hint(_w(lang,
                           f"Count your routes at each city. Where the count is odd "
                           f"({_cities(m, f['odd'], lang)}), a trail must start or end — it "
                           "has only two ends; at every other city it passes, it uses two "
                           "routes.",
                           f"Zähle deine Strecken an jeder Stadt. Wo die Zahl ungerade ist "
                           f"({_cities(m, f['odd'], lang)}), muss der Streckenzug beginnen "
                           "oder enden "
                           "— sie hat nur zwei Enden; in jeder anderen Stadt, die sie "
                           "durchfährt, nutzt sie zwei Strecken."),
                        Highlights(cities=f["odd"])))
    else:
        out.append(Hint(_w(lang,
                           "Count your routes at each city: the count is even everywhere, so "
                           "one line can use every route of a connected piece and come back "
                           "to where it started.",
                           "Zähle deine Strecken an jeder Stadt: Überall ist die Zahl gerade, "
                           "also kann ein Streckenzug jede Strecke eines zusammenhängenden Teils "
                           "nutzen und dort enden, wo sie begann."),
                        Highlights()))
    start = sol.detail.get("start")
    if start is not None:
        out.append(Hint(_w(lang,
                           f"A longest trail can start in {_city(m, start)}.",
                           f"Ein längster Streckenzug kann in {_city(m, start)} beginnen."),
                        Highlights(alt_cities=(start,))))
    return out


def _trail_verdict(p: Puzzle, sol: Solution, verdict: Verdict, lang: str) -> str | None:
    """A ``trail.*`` verdict in words (None: a key this version does not know)."""
    m = p.map
    k, v = verdict.key, verdict.params

    def routes(rs):
        return _join([route_name(m, r, lang) for r in rs], lang)

    if k == "trail.not-own":
        text = _w(lang,
                  f"{routes(v['routes'])}: not your route — a trail is made of your own "
                  "routes only (score.longest-path).",
                  f"{routes(v['routes'])}: nicht deine Strecke — ein Streckenzug besteht nur aus "
                  "deinen eigenen Strecken (score.longest-path).")
    elif k == "trail.repeated":
        text = _w(lang, "A route is in it twice: each route counts once (score.longest-path).",
                  "Eine Strecke ist doppelt dabei: Jede zählt nur einmal (score.longest-path).")
    elif k == "trail.pieces":
        text = _w(lang,
                  f"Those routes fall into {v['pieces']} separate pieces: a trail is one "
                  "unbroken line (score.longest-path).",
                  f"Diese Strecken zerfallen in {v['pieces']} getrennte Teile: Ein "
                  "Streckenzug ist durchgehend (score.longest-path).")
    elif k == "trail.branches":
        text = _w(lang,
                  f"That is not one line: it has loose ends at {_cities(m, v['odd'], lang)}, "
                  "but a trail has only two ends (score.longest-path).",
                  f"Das ist kein einzelner Streckenzug: Er hat offene Enden in "
                  f"{_cities(m, v['odd'], lang)}, ein Streckenzug hat aber nur zwei Enden "
                  "(score.longest-path).")
    elif k == "trail.best":
        text = _w(lang, f"Right: {_spaces(v['got'], lang)}, your longest trail.",
                  f"Richtig: {_spaces(v['got'], lang)}, dein längster Streckenzug.")
    elif k == "trail.shorter":
        text = _w(lang,
                  f"That is a trail of {_spaces(v['got'], lang)}, but a longer one exists.",
                  f"Das ist ein Streckenzug mit {_spaces(v['got'], lang)}, aber es gibt "
                  "einen längeren.")
    else:
        return None
    return text


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
        return [Note("score.longest-path", _w(lang, "You have no routes: your longest trail is 0.",
                                              "Du hast keine Strecken: Dein längster "
                                              "Streckenzug ist 0."))]
    cities = _walk(m, sol.detail["start"], trail)
    path = " → ".join(_city(m, c) for c in cities)
    notes = [Note("score.longest-path", _w(
        lang,
        f"Your longest trail: {path} — {len(trail)} routes, {_spaces(sol.value, lang)}.",
        f"Dein längster Streckenzug: {path} — {len(trail)} Strecken, "
        f"{_spaces(sol.value, lang)}."),
        Highlights(trail=trail, cities=(cities[0], cities[-1])))]
    again = sorted({c for c in cities[1:-1] if cities.count(c) > 1}
                   | ({cities[0]} if cities[0] == cities[-1] or cities.count(cities[0]) > 1
                      else set()))
    if again:
        notes.append(Note("score.longest-path", _w(
            lang,
            f"It passes {_cities(m, again, lang)} more than once: a city may repeat, a route "
            "may not.",
            f"Er fährt mehrmals durch {_cities(m, again, lang)}: Eine Stadt darf sich "
            "wiederholen, eine Strecke nicht."), Highlights(trail=trail, cities=tuple(again))))
    left = tuple(r for r in f["own"] if r not in set(trail))
    if not left:
        notes.append(Note("score.longest-path", _w(
            lang, f"It uses every one of your routes: all {_spaces(f['total'], lang)}.",
            f"Sie nutzt jede deiner Strecken: alle {_spaces(f['total'], lang)}."),
            Highlights(trail=trail)))
        return notes
    n_left = f["total"] - sol.value
    why = []
    if f["pieces"] > 1:
        why.append(_w(lang, f"your routes form {f['pieces']} separate pieces, and a trail stays "
                            "in one",
                      f"deine Strecken bilden {f['pieces']} getrennte Teile, und ein "
                      "Streckenzug bleibt in einem"))
    if len(f["odd"]) > 2:
        why.append(_w(lang,
                      f"{len(f['odd'])} cities have an odd number of your routes "
                      f"({_cities(m, f['odd'], lang)}), but a trail has only two ends — at "
                      "every other city it uses routes in pairs, so some routes must stay out",
                      f"{len(f['odd'])} Städte haben eine ungerade Zahl deiner Strecken "
                      f"({_cities(m, f['odd'], lang)}), ein Streckenzug hat aber nur zwei "
                      "Enden — in "
                      "jeder anderen Stadt nutzt sie Strecken paarweise, also müssen einige "
                      "draußen bleiben"))
    reason = "; ".join(why) if why else _w(lang, "no longer line goes through them",
                                             "kein längerer Streckenzug führt durch sie")
    notes.append(Note("score.longest-path", _w(
        lang,
        f"Left out: {_join([route_name(m, r, lang) for r in left], lang)} "
        f"({_spaces(n_left, lang)} of {f['total']}). Why: {reason}. The trail above leaves "
        "out as little as possible.",
        f"Draußen bleiben: {_join([route_name(m, r, lang) for r in left], lang)} "
        f"({_spaces(n_left, lang)} von {f['total']}). Warum: {reason}. Der Streckenzug oben "
        "lässt so "
        "wenig wie möglich weg."), Highlights(trail=trail, alt_routes=left, cities=f["odd"])))
    return notes


#: This kind's teaching, as :data:`ttrwidgets.puzzles.teach.ROUTE_KINDS` lists it.
TEACH = {"question": _trail_question, "hints": _hints_trail, "explanation": _explain_trail,
         "verdict_text": _trail_verdict}
