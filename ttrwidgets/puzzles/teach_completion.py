"""Teaching a ``cheapest_completion`` puzzle (:mod:`.teach`): the question, the hints (the
routes that cannot be used, the cost of each ticket alone, one route of a cheapest answer), the
verdicts in words and the explanation (the tickets alone, the routes they share, the cheapest
whole)."""
from __future__ import annotations

import networkx as nx

from ..ttr.messages import route_name, seat_name
from ..ttr.scoring import player_graph
from .model import Puzzle
from .solve import Solution, Verdict, usable_cost
from .teach_words import (Highlights, Hint, Note, in_lang as _w, join_words as _join,
                          pair_label as _pair, spaces_words as _spaces, pair_marks as _pair_marks)

__all__ = ["TEACH"]


def _completion_question(p: Puzzle, lang: str) -> str:
    m, seat = p.map, p.player
    tks = _join([_pair(m, a, b) for a, b in p.tickets], lang)
    return _w(lang,
              f"You play {seat_name(seat, lang)}. Which free routes must you still claim "
              f"to complete {tks}, with the fewest train spaces? Your own routes cost "
              "nothing.",
              f"Du spielst {seat_name(seat, lang)}. Welche freien Strecken musst du noch "
              f"bauen, um {tks} zu erfüllen — mit so wenigen Wagenfeldern wie möglich? "
              "Deine eigenen Strecken kosten nichts.")


def _closed_rule(p: Puzzle) -> str:
    return "de.multi-routes" if p.game == "deutschland" else "claim.double-few-players"


def _hints_cheapest(p: Puzzle, sol: Solution, lang: str) -> list[Hint]:
    m = p.map
    tickets = _pair_marks(p.tickets)
    rules = _w(lang,
               "Your own routes cost nothing; a free route costs its length. Routes of other "
               "players cannot be used, nor a track that the rules close to you "
               f"({_closed_rule(p)}); stations do not count here.",
               "Deine eigenen Strecken kosten nichts, eine freie Strecke so viel, wie sie lang "
               "ist. Strecken anderer Spieler sind tabu, ebenso Gleise, die die Regeln für dich "
               f"sperren ({_closed_rule(p)}); Bahnhöfe zählen hier nicht.")
    if p.game == "deutschland":
        rules += _w(lang,
                    " A neighbouring country is a dead end: a way may end there but not pass "
                    "through it (de.countries).",
                    " Ein Nachbarland ist eine Sackgasse: Ein Weg darf dort enden, aber nicht "
                    "hindurchführen (de.countries).")
    if len(p.tickets) > 1:
        rules += _w(lang, " Tickets may share routes, and a shared route is paid once.",
                    " Zielkarten dürfen Strecken teilen; eine geteilte Strecke zahlst du einmal.")
    out = [Hint(rules, Highlights(tickets=tickets))]
    if sol.value is None:
        bad = sol.detail.get("impossible", ())
        out.append(Hint(_w(lang,
                           f"Look at {_join([_pair(m, a, b) for a, b in bad], lang)}: is there "
                           "still any way through?",
                           f"Schau dir {_join([_pair(m, a, b) for a, b in bad], lang)} an: Gibt "
                           "es da überhaupt noch einen Weg?"),
                        Highlights(tickets=_pair_marks(bad))))
        return out
    out.append(Hint(_w(lang, f"The cheapest answer needs {_spaces(sol.value, lang)}.",
                       f"Die billigste Antwort braucht {_spaces(sol.value, lang)}."),
                    Highlights(tickets=tickets)))
    if sol.answers:
        r = max(sol.answers, key=lambda k: (m.routes[k].length, -k))
        out.append(Hint(_w(lang, f"One route of a cheapest answer: {route_name(m, r, lang)}.",
                           f"Eine Strecke einer billigsten Antwort: {route_name(m, r, lang)}."),
                        Highlights(tickets=tickets, alt_routes=(r,))))
    return out


def _completion_verdict(p: Puzzle, sol: Solution, verdict: Verdict, lang: str) -> str | None:
    """A ``completion.*`` verdict in words (None: a key this version does not know)."""
    m = p.map
    k, v = verdict.key, verdict.params
    if k == "completion.impossible-right":
        text = _w(lang, "Right: these tickets cannot be completed any more.",
                  "Richtig: Diese Zielkarten lassen sich nicht mehr erfüllen.")
    elif k == "completion.possible":
        text = _w(lang, "They can still be completed: find the routes that do it.",
                  "Sie lassen sich noch erfüllen: Finde die Strecken dafür.")
    elif k == "completion.unusable":
        parts = []
        for r in v["routes"]:
            o = p.state.owners[r]
            if o == p.player:
                parts.append(_w(lang, f"{route_name(m, r, lang)} is yours already: it costs "
                                      "nothing, there is nothing to claim",
                                f"{route_name(m, r, lang)} gehört dir schon: Sie kostet nichts, "
                                "du musst sie nicht bauen"))
            elif o >= 0:
                parts.append(_w(lang, f"{route_name(m, r, lang)} belongs to {seat_name(o, lang)}",
                                f"{route_name(m, r, lang)} gehört {seat_name(o, lang)}"))
            else:
                parts.append(_w(lang, f"{route_name(m, r, lang)} is closed to you "
                                      f"({_closed_rule(p)})",
                                f"{route_name(m, r, lang)} ist für dich gesperrt "
                                f"({_closed_rule(p)})"))
        text = "; ".join(parts) + "."
        text = text[:1].upper() + text[1:]
    elif k == "completion.incomplete":
        tks = _join([_pair(m, a, b) for a, b in v["tickets"]], lang)
        text = _w(lang, f"Not yet: with these routes {tks} is still not complete.",
                  f"Noch nicht: Mit diesen Strecken ist {tks} noch nicht erfüllt.")
    elif k == "completion.impossible-wrong":  # pragma: no cover - check_answer never says it
        text = _w(lang, "These tickets cannot be completed.",
                  "Diese Zielkarten lassen sich nicht erfüllen.")
    elif k == "completion.best":
        text = _w(lang, f"Right: {_spaces(v['got'], lang)}, the fewest possible.",
                  f"Richtig: {_spaces(v['got'], lang)}, weniger geht nicht.")
    elif k == "completion.dearer":
        text = _w(lang,
                  f"That completes every ticket with {_spaces(v['got'], lang)}, but it can be "
                  "done with fewer.",
                  f"Damit sind alle Zielkarten erfüllt, mit {_spaces(v['got'], lang)} — aber "
                  "es geht mit weniger.")
    else:
        return None
    return text


def _usable_graph(p: Puzzle):
    """The map as the player may still use it (own and free usable routes), every edge's cost
    its length (own routes are passed as owned), countries split into dead ends."""
    from ..graphs.connectivity import split_dead_ends
    st, seat, m = p.state, p.player, p.map
    cost = usable_cost(st, seat)
    G = nx.MultiGraph()
    G.add_nodes_from(range(len(m.cities)))
    for rt in m.routes:
        if cost(rt.a, rt.b, rt.index, {"length": rt.length}) is not None:
            G.add_edge(rt.a, rt.b, key=rt.index, length=rt.length)
    if m.countries:
        G, copies = split_dead_ends(G, m.countries)
        return G, copies
    return G, {}


def _separate_costs(p: Puzzle) -> list:
    """Each ticket alone, by its own cheapest path (:func:`~ttrwidgets.graphs.
    cheapest_completion`): (pair, cost or None, free routes of the path)."""
    from ..graphs import cheapest_completion
    st, seat = p.state, p.player
    G, copies = _usable_graph(p)
    own = [r for r, o in enumerate(st.owners) if o == seat]
    out = []
    for a, b in p.tickets:
        best = None
        for x in copies.get(a, [a]):
            for y in copies.get(b, [b]):
                try:
                    cost, path = cheapest_completion(G, own, x, y)
                except (nx.NetworkXNoPath, nx.NodeNotFound):
                    continue
                if best is None or cost < best[0]:
                    best = (cost, tuple(k for _, _, k in path if st.owners[k] < 0))
        out.append(((a, b), None, ()) if best is None else ((a, b), best[0], best[1]))
    return out


def _shared_routes(p: Puzzle, routes) -> dict:
    """Route -> the tickets (positions) that need it: without it, over the player's routes and
    the other ``routes``, they would not be complete; only routes two or more tickets need."""
    from ..graphs import connected_pairs
    st, seat, m = p.state, p.player, p.map
    out = {}
    for r in routes:
        G = player_graph(st, seat)
        for x in routes:
            if x != r:
                rt = m.routes[x]
                G.add_edge(rt.a, rt.b, key=x, length=rt.length)
        done = connected_pairs(G, list(p.tickets), m.countries)
        need = {k for k, ok in enumerate(done) if not ok}
        if len(need) > 1:
            out[r] = need
    return out


def _explain_cheapest(p: Puzzle, sol: Solution, lang: str) -> list[Note]:
    m = p.map
    tickets = _pair_marks(p.tickets)
    tks = _join([_pair(m, a, b) for a, b in p.tickets], lang)
    rule = _closed_rule(p)
    if sol.value is None:
        bad = sol.detail.get("impossible", ())
        return [Note(rule, _w(
            lang,
            f"{_join([_pair(m, a, b) for a, b in bad], lang)} cannot be completed any more: "
            "every way is blocked by other players' routes or closed tracks.",
            f"{_join([_pair(m, a, b) for a, b in bad], lang)} lässt sich nicht mehr erfüllen: "
            "Jeder Weg ist durch Strecken anderer Spieler oder gesperrte Gleise versperrt."),
            Highlights(tickets=_pair_marks(bad)))]
    routes = tuple(sol.answers)
    own = tuple(sol.detail.get("own", ()))
    if not routes:
        return [Note("tickets.complete", _w(
            lang, f"Nothing to claim: your own routes complete {tks} already.",
            f"Nichts zu bauen: Deine eigenen Strecken erfüllen {tks} schon."),
            Highlights(routes=own, tickets=tickets))]
    notes = [Note("tickets.complete", _w(
        lang,
        f"Claim {_join([route_name(m, r, lang) for r in routes], lang)}: "
        f"{_spaces(sol.value, lang)} complete {tks}"
        + (f", together with your own {_join([route_name(m, r, lang) for r in own], lang)}."
           if own else "."),
        f"Baue {_join([route_name(m, r, lang) for r in routes], lang)}: "
        f"{_spaces(sol.value, lang)} erfüllen {tks}"
        + (f", zusammen mit deinen eigenen {_join([route_name(m, r, lang) for r in own], lang)}."
           if own else ".")), Highlights(routes=routes, alt_routes=own, tickets=tickets))]
    notes.append(Note(rule, _w(
        lang,
        "Only free routes you may still claim are counted; other players' routes and tracks "
        f"closed to you are out ({rule})"
        + ("; countries are dead ends (de.countries)." if p.game == "deutschland" else "."),
        "Gezählt werden nur freie Strecken, die du noch bauen darfst; Strecken anderer Spieler "
        f"und für dich gesperrte Gleise fallen weg ({rule})"
        + ("; Länder sind Sackgassen (de.countries)." if p.game == "deutschland" else ".")),
        Highlights(routes=routes, tickets=tickets)))
    if len(p.tickets) > 1:
        shared = _shared_routes(p, routes)
        if shared:
            srs = tuple(sorted(shared))
            notes.append(Note("tickets.complete", _w(
                lang,
                f"The tickets share {_join([route_name(m, r, lang) for r in srs], lang)}: a "
                "shared route is claimed and paid once.",
                f"Die Zielkarten teilen sich "
                f"{_join([route_name(m, r, lang) for r in srs], lang)}: Eine geteilte Strecke "
                "baust und zahlst du einmal."), Highlights(routes=srs, tickets=tickets)))
    sep = _separate_costs(p)
    if all(c is not None for _, c, _ in sep) and sep:
        total = sum(c for _, c, _ in sep)
        union = sorted({r for _, _, rs in sep for r in rs})
        union_cost = sum(m.routes[r].length for r in union)
        each = _join([f"{_pair(m, a, b)}: {c}" for (a, b), c, _ in sep], lang)
        if len(sep) == 1:
            text = _w(lang,
                      f"This is simply the ticket's cheapest path: {_spaces(total, lang)}.",
                      f"Das ist einfach der billigste Weg der Zielkarte: {_spaces(total, lang)}.")
        elif total == sol.value:
            text = _w(lang,
                      f"Each ticket alone by its own cheapest path: {each}. Here they share "
                      f"nothing, so planning them together costs the same {total}.",
                      f"Jede Zielkarte für sich auf ihrem billigsten Weg: {each}. Hier teilen "
                      f"sie nichts, gemeinsam geplant kosten sie also dieselben {total}.")
        else:
            text = _w(lang,
                      f"Each ticket alone by its own cheapest path: {each} — {total} if "
                      f"nothing were shared; those paths together cost {union_cost}. Planned "
                      f"together the tickets need only {sol.value}.",
                      f"Jede Zielkarte für sich auf ihrem billigsten Weg: {each} — {total}, "
                      f"wenn nichts geteilt würde; diese Wege zusammen kosten {union_cost}. "
                      f"Gemeinsam geplant brauchen die Zielkarten nur {sol.value}.")
        notes.append(Note("tickets.complete", text,
                          Highlights(routes=routes, alt_routes=tuple(r for r in union
                                                                     if r not in routes),
                                     tickets=tickets)))
    return notes


#: This kind's teaching, as :data:`ttrwidgets.puzzles.teach.ROUTE_KINDS` lists it.
TEACH = {"question": _completion_question, "hints": _hints_cheapest, "explanation": _explain_cheapest,
         "verdict_text": _completion_verdict}
