"""Teaching a ``best_station`` puzzle (:mod:`ttrwidgets.puzzles.teach`): the question, the hints
(which tickets fail now, which a station saves, a short list with decoys), the verdicts in words
and the explanation (station.borrow: the route the station borrows, the tickets it completes,
the tempting city and what it gives)."""
from __future__ import annotations

from ...puzzles.solve import Solution, Verdict
from ...puzzles.teach_words import Highlights, Hint, Note, say, join_words as _join
from ..messages import route_name, seat_name, ticket_name
from ..scoring import player_graph
from .model import RoutePuzzle as Puzzle
from .solve import station_value
from .words import (city_label as _city, cities_label as _cities, owner_words as _owner_words,
                    ticket_marks as _ticket_marks)

__all__ = ["TEACH", "shortlist", "station_facts"]


def _station_question(p: Puzzle, lang: str) -> str:
    st, seat = p.state, p.player
    left = st.rules.stations - len(st.players[seat].stations)
    return say("station-question", lang, seat=seat_name(seat, lang), left=left)


def station_facts(p: Puzzle, sol: Solution) -> dict:
    """What the best-station texts share: tickets now failing, the tickets the answers save,
    the tempting alternative."""
    st, m, seat = p.state, p.map, p.player
    d = sol.detail
    mine = list(st.players[seat].tickets)
    now = set(d["completed_now"])
    failing = [t for t in mine if t not in now]
    saved = None
    for a in sol.answers:
        got = set(d["completed"][a]) - now
        saved = got if saved is None else saved & got
    saved = sorted(saved or (), key=lambda t: -m.tickets[t].points)
    ends = {c for t in failing for c in (m.tickets[t].a, m.tickets[t].b)}
    network = set(player_graph(st, seat).nodes)
    table = d["table"]
    others = [c for c in table if c not in sol.answers]

    def plausible(c):
        return (2 if c in ends else 0) + (1 if c in network else 0)
    others.sort(key=lambda c: (-table[c], -plausible(c), _city(m, c)))
    return {"failing": failing, "saved": saved, "others": others, "now": now,
            "network": network, "ends": ends}


def shortlist(p: Puzzle, sol: Solution, size: int = 4) -> tuple:
    """A best-station short list: every answer city and at least two decoys — the best
    other cities, the plausible first (a failing ticket's city, a city of the player's
    network) — at least ``size`` cities, sorted by name."""
    f = station_facts(p, sol)
    n_decoys = max(2, size - len(sol.answers))
    cities = list(sol.answers) + f["others"][:n_decoys]
    return tuple(sorted(cities, key=lambda c: _city(p.map, c)))


def _hints_station(p: Puzzle, sol: Solution, lang: str) -> list[Hint]:
    m, d = p.map, sol.detail
    f = station_facts(p, sol)
    mine = p.state.players[p.player].tickets
    failing = f["failing"]
    out = [Hint(say("station-hint-now", lang, baseline=d["baseline"],
                    done=len(mine) - len(failing), n=len(mine)),
                Highlights(tickets=_ticket_marks(m, failing)))]
    if f["saved"]:
        tks = _join([ticket_name(m, t, lang) for t in f["saved"]], lang)
        out.append(Hint(say("station-hint-save", lang, tickets=tks, n=len(f["saved"]),
                            gain=sol.value - d["baseline"]),
                        Highlights(tickets=_ticket_marks(m, f["saved"]))))
    else:
        out.append(Hint(say("station-hint-none", lang),
                        Highlights(tickets=_ticket_marks(m, mine))))
    short = shortlist(p, sol)
    if len(short) < len(d["table"]):
        out.append(Hint(say("station-hint-short", lang, cities=_cities(m, short, lang)),
                        Highlights(alt_cities=short)))
    return out


def _station_verdict(p: Puzzle, sol: Solution, verdict: Verdict, lang: str) -> str | None:
    """A ``station.*`` verdict in words (None: a key this version does not know)."""
    m = p.map
    k, v = verdict.key, verdict.params
    if k == "station.none":
        return say("station-none", lang)
    if k == "station.taken":
        c = v.get("city")
        name = _city(m, c) if isinstance(c, int) and 0 <= c < len(m.cities) else str(c)
        return say("station-taken", lang, city=name)
    if k == "station.best":
        others = [c for c in sol.answers if c != v["city"]]
        if others:
            return say("station-best-also", lang, city=_city(m, v["city"]), best=v["best"],
                       others=_cities(m, others, lang), n=len(others))
        return say("station-best", lang, city=_city(m, v["city"]), best=v["best"])
    if k == "station.less":
        return say("station-less", lang, city=_city(m, v["city"]), got=v["got"])
    return None


def _explain_station(p: Puzzle, sol: Solution, lang: str) -> list[Note]:
    st, m, seat = p.state, p.map, p.player
    d = sol.detail
    f = station_facts(p, sol)
    best = sol.answers[0]
    more = [c for c in sol.answers if c != best]
    if more:
        text = say("station-explain-best-more", lang, city=_city(m, best),
                   more=_join([_city(m, c) for c in more], lang, "or"), value=sol.value,
                   baseline=d["baseline"])
    else:
        text = say("station-explain-best", lang, city=_city(m, best), value=sol.value,
                   baseline=d["baseline"])
    notes = [Note("station.build", text, Highlights(cities=tuple(sol.answers)))]
    borrowed = d["borrowed"][best]
    used = {c: r for c, r in borrowed.items() if r is not None}
    parts = [say("station-borrows", lang, city=_city(m, c), route=route_name(m, r, lang),
                 owner=_owner_words(st, r, lang)) for c, r in sorted(used.items())]
    text = say("station-explain-borrow", lang, city=_city(m, best),
               parts=_join(parts, lang)) if parts else say("station-explain-no-borrow", lang)
    notes.append(Note("station.borrow", text,
                      Highlights(routes=tuple(sorted(used.values())),
                                 cities=tuple(sorted(borrowed)))))
    completed = list(d["completed"][best])
    saved = [t for t in completed if t not in f["now"]]
    still = [t for t in st.players[seat].tickets if t not in completed]
    text = say("station-explain-tickets", lang,
               completed=_join([ticket_name(m, t, lang) for t in completed], lang),
               still=_join([ticket_name(m, t, lang) for t in still], lang), value=sol.value)
    if saved:
        text = say("station-explain-saved", lang, n=len(saved),
                   tickets=_join([ticket_name(m, t, lang) for t in saved], lang)) + " " + text
    notes.append(Note("score.tickets", text,
                      Highlights(tickets=_ticket_marks(m, completed),
                                 routes=tuple(sorted(used.values())))))
    if f["others"]:
        alt = f["others"][0]
        alt_value, alt_borrowed, alt_done = station_value(st, seat, alt)
        alt_routes = tuple(sorted(r for r in alt_borrowed.values() if r is not None))
        ticket = next((t for t in f["failing"] if alt in (m.tickets[t].a, m.tickets[t].b)),
                      None)
        r_alt = alt_borrowed.get(alt)
        key = "station-tempting" + ("-ticket" if ticket is not None else "") + \
            ("-route" if r_alt is not None else "-no-route")
        text = say(key, lang, city=_city(m, alt), value=alt_value,
                   fewer=sol.value - alt_value,
                   ticket=ticket_name(m, ticket, lang) if ticket is not None else "",
                   route=route_name(m, r_alt, lang) if r_alt is not None else "")
        notes.append(Note("station.borrow", text,
                          Highlights(alt_cities=(alt,), alt_routes=alt_routes,
                                     tickets=_ticket_marks(m, f["saved"]))))
    return notes


#: This kind's teaching, as its handler (:mod:`.kinds`) asks it.
TEACH = {"question": _station_question, "hints": _hints_station, "explanation": _explain_station,
         "verdict_text": _station_verdict}
