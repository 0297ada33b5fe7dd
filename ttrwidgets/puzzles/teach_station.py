"""Teaching a ``best_station`` puzzle (:mod:`.teach`): the question, the hints (which tickets
fail now, which a station saves, a short list with decoys), the verdicts in words and the
explanation (station.borrow: the route the station borrows, the tickets it completes, the
tempting city and what it gives)."""
from __future__ import annotations

from ..ttr.messages import route_name, seat_name, ticket_name
from ..ttr.scoring import player_graph
from .model import Puzzle
from .solve import Solution, Verdict, station_value
from .teach_words import (Highlights, Hint, Note, in_lang as _w, city_label as _city,
                          cities_label as _cities, join_words as _join, points_words as _pts,
                          owner_words as _owner_words, ticket_marks as _ticket_marks)

__all__ = ["TEACH", "shortlist", "station_facts"]


def _station_question(p: Puzzle, lang: str) -> str:
    st, seat = p.state, p.player
    left = st.rules.stations - len(st.players[seat].stations)
    return _w(lang,
              f"You play {seat_name(seat, lang)} and have {left} station"
              f"{'' if left == 1 else 's'} left. On which city does one more station raise "
              "your ticket total the most?",
              f"Du spielst {seat_name(seat, lang)} und hast noch {left} "
              f"Bahnh{'of' if left == 1 else 'öfe'}. In welcher Stadt bringt dir ein "
              "weiterer Bahnhof die meisten Zielkartenpunkte?")


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
    out = [Hint(_w(lang,
                   f"Your tickets add up to {_pts(d['baseline'], lang)} now: "
                   f"{len(mine) - len(failing)}"
                   f" of {len(mine)} are complete. A station lets you use one route of another "
                   "player that leads into its city (station.borrow): it can only save a ticket "
                   "that one borrowed route would complete.",
                   f"Deine Zielkarten bringen jetzt {_pts(d['baseline'], lang)}: "
                   f"{len(mine) - len(failing)} von {len(mine)} sind erfüllt. Ein Bahnhof lässt "
                   "dich eine Strecke eines anderen Spielers nutzen, die in seine Stadt führt "
                   "(station.borrow): Er rettet nur eine Zielkarte, die eine geliehene Strecke "
                   "erfüllen würde."),
                Highlights(tickets=_ticket_marks(m, failing)))]
    if f["saved"]:
        tks = _join([ticket_name(m, t, lang) for t in f["saved"]], lang)
        gain = sol.value - d["baseline"]
        out.append(Hint(_w(lang,
                           f"The ticket to save is {tks}: completing it turns its minus into a "
                           f"plus, {gain:+d} points in all. Look where your routes end near it, "
                           "next to a route of another player.",
                           f"Die Zielkarte, die du retten kannst: {tks}. Erfüllt wird aus ihrem "
                           f"Minus ein Plus, insgesamt {gain:+d} Punkte. Schau, wo deine "
                           "Strecken in ihrer Nähe enden, neben einer Strecke eines anderen "
                           "Spielers."),
                        Highlights(tickets=_ticket_marks(m, f["saved"]))))
    else:
        out.append(Hint(_w(lang,
                           "No borrowed route completes another ticket here: look for the city "
                           "where a station does the most for the tickets you have.",
                           "Hier erfüllt keine geliehene Strecke eine weitere Zielkarte: Such "
                           "die Stadt, in der ein Bahnhof deinen Zielkarten am meisten hilft."),
                        Highlights(tickets=_ticket_marks(m, mine))))
    short = shortlist(p, sol)
    if len(short) < len(d["table"]):
        out.append(Hint(_w(lang,
                           f"The best city is among these: {_cities(m, short, lang)} (more "
                           "than one of them may be equally good).",
                           f"Die beste Stadt ist unter diesen: {_cities(m, short, lang)} "
                           "(mehrere davon können gleich gut sein)."),
                        Highlights(alt_cities=short)))
    return out


def _station_verdict(p: Puzzle, sol: Solution, verdict: Verdict, lang: str) -> str | None:
    """A ``station.*`` verdict in words (None: a key this version does not know)."""
    m = p.map
    k, v = verdict.key, verdict.params
    if k == "station.none":
        text = _w(lang, "Pick a city for your station.", "Wähle eine Stadt für deinen Bahnhof.")
    elif k == "station.taken":
        c = v.get("city")
        name = _city(m, c) if isinstance(c, int) and 0 <= c < len(m.cities) else str(c)
        text = _w(lang,
                  f"{name} has a station already: a city takes only one station "
                  "(station.build).",
                  f"In {name} steht schon ein Bahnhof: Jede Stadt hat höchstens einen "
                  "(station.build).")
    elif k == "station.best":
        others = [c for c in sol.answers if c != v["city"]]
        text = _w(lang,
                  f"Right: a station in {_city(m, v['city'])} brings your tickets to "
                  f"{_pts(v['best'], lang)}, the most any city gives.",
                  f"Richtig: Ein Bahnhof in {_city(m, v['city'])} bringt deine Zielkarten auf "
                  f"{_pts(v['best'], lang)}, mehr schafft keine Stadt.")
        if others:
            text += _w(lang, f" {_cities(m, others, lang)} would do just as well.",
                       f" {_cities(m, others, lang)} wäre{'n' if len(others) > 1 else ''} "
                       "genauso gut.")
    elif k == "station.less":
        text = _w(lang,
                  f"Not the best: with a station in {_city(m, v['city'])} your tickets come to "
                  f"{_pts(v['got'], lang)} — another city gives more.",
                  f"Nicht die beste: Mit einem Bahnhof in {_city(m, v['city'])} kommen deine "
                  f"Zielkarten auf {_pts(v['got'], lang)} — eine andere Stadt bringt mehr.")
    else:
        return None
    return text


def _explain_station(p: Puzzle, sol: Solution, lang: str) -> list[Note]:
    st, m, seat = p.state, p.map, p.player
    d = sol.detail
    f = station_facts(p, sol)
    best = sol.answers[0]
    more = [c for c in sol.answers if c != best]
    notes = [Note("station.build", _w(
        lang,
        f"The best city is {_city(m, best)}"
        + (f" (or {_join([_city(m, c) for c in more], lang, 'or')}: just as good)"
           if more else "")
        + f". With one more station there, your tickets come to {_pts(sol.value, lang)} "
          f"instead of {d['baseline']} now.",
        f"Die beste Stadt ist {_city(m, best)}"
        + (f" (oder {_join([_city(m, c) for c in more], lang, 'oder')}: genauso gut)"
           if more else "")
        + f". Mit einem weiteren Bahnhof dort bringen deine Zielkarten {_pts(sol.value, lang)} "
          f"statt jetzt {d['baseline']}."), Highlights(cities=tuple(sol.answers)))]
    borrowed = d["borrowed"][best]
    used = {c: r for c, r in borrowed.items() if r is not None}
    parts = [_w(lang, f"the station in {_city(m, c)} borrows {route_name(m, r, lang)} of "
                      f"{_owner_words(st, r, lang)}",
                f"der Bahnhof in {_city(m, c)} leiht {route_name(m, r, lang)} von "
                f"{_owner_words(st, r, lang)}") for c, r in sorted(used.items())]
    text = _w(lang,
              f"With the new station in {_city(m, best)}: {_join(parts, lang)}. Each station "
              "borrows one route of another player into its city (station.borrow).",
              f"Mit dem neuen Bahnhof in {_city(m, best)}: {_join(parts, lang)}. Jeder Bahnhof "
              "leiht eine Strecke eines anderen Spielers, die in seine Stadt führt "
              "(station.borrow).") if parts else _w(
        lang, "No station needs to borrow a route for this (station.borrow).",
        "Dafür muss kein Bahnhof eine Strecke leihen (station.borrow).")
    notes.append(Note("station.borrow", text,
                      Highlights(routes=tuple(sorted(used.values())),
                                 cities=tuple(sorted(borrowed)))))
    completed = list(d["completed"][best])
    saved = [t for t in completed if t not in f["now"]]
    still = [t for t in st.players[seat].tickets if t not in completed]
    text = _w(lang, f"That completes {_join([ticket_name(m, t, lang) for t in saved], lang)}. ",
              f"Damit ist {_join([ticket_name(m, t, lang) for t in saved], lang)} erfüllt. ") \
        if saved else ""
    text += _w(lang,
               f"Complete: {_join([ticket_name(m, t, lang) for t in completed], lang)}; still "
               f"failing: {_join([ticket_name(m, t, lang) for t in still], lang)} — "
               f"{_pts(sol.value, lang)} in all (score.tickets).",
               f"Erfüllt: {_join([ticket_name(m, t, lang) for t in completed], lang)}; weiter "
               f"offen: {_join([ticket_name(m, t, lang) for t in still], lang)} — zusammen "
               f"{_pts(sol.value, lang)} (score.tickets).")
    notes.append(Note("score.tickets", text,
                      Highlights(tickets=_ticket_marks(m, completed),
                                 routes=tuple(sorted(used.values())))))
    if f["others"]:
        alt = f["others"][0]
        alt_value, alt_borrowed, alt_done = station_value(st, seat, alt)
        alt_routes = tuple(sorted(r for r in alt_borrowed.values() if r is not None))
        why = (_w(lang, f", a city of your ticket {ticket_name(m, t, lang)}",
                  f", eine Stadt deiner Zielkarte {ticket_name(m, t, lang)}")
               for t in f["failing"] if alt in (m.tickets[t].a, m.tickets[t].b))
        why = next(why, None)
        lead = _w(lang, f"Tempting: {_city(m, alt)}", f"Verlockend: {_city(m, alt)}")
        if why:
            lead += why
        text = lead + _w(lang,
                         f". But a station there brings your tickets to only "
                         f"{_pts(alt_value, lang)}, {sol.value - alt_value} fewer",
                         f". Aber ein Bahnhof dort bringt deine Zielkarten nur auf "
                         f"{_pts(alt_value, lang)}, {sol.value - alt_value} weniger")
        r_alt = alt_borrowed.get(alt)
        if r_alt is not None:
            text += _w(lang, f": the route it would borrow, {route_name(m, r_alt, lang)}, "
                             "does not complete the ticket you need.",
                       f": Die Strecke, die er leihen würde, {route_name(m, r_alt, lang)}, "
                       "erfüllt die gebrauchte Zielkarte nicht.")
        else:
            text += _w(lang, ": no route of another player there completes a ticket of yours.",
                       ": Dort erfüllt keine Strecke eines anderen Spielers eine deiner "
                       "Zielkarten.")
        notes.append(Note("station.borrow", text,
                          Highlights(alt_cities=(alt,), alt_routes=alt_routes,
                                     tickets=_ticket_marks(m, f["saved"]))))
    return notes


#: This kind's teaching, as :data:`ttrwidgets.puzzles.teach.ROUTE_KINDS` lists it.
TEACH = {"question": _station_question, "hints": _hints_station, "explanation": _explain_station,
         "verdict_text": _station_verdict}
