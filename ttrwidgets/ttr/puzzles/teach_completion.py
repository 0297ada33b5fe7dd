"""Teaching a ``cheapest_completion`` puzzle (:mod:`ttrwidgets.puzzles.teach`): the question, the
hints (the routes that cannot be used, the cost of each ticket alone, one route of a cheapest
answer), the verdicts in words and the explanation (the tickets alone, the routes they share,
the cheapest whole)."""
from __future__ import annotations

import networkx as nx

from ...puzzles.solve import Solution, Verdict
from ...puzzles.teach_words import Highlights, Hint, Note, say, join_words as _join
from ..messages import route_name, seat_name
from ..scoring import player_graph
from .model import RoutePuzzle as Puzzle
from .solve import usable_cost
from .words import pair_label as _pair, pair_marks as _pair_marks

__all__ = ["TEACH"]


def _completion_question(p: Puzzle, lang: str) -> str:
    m, seat = p.map, p.player
    tks = _join([_pair(m, a, b) for a, b in p.tickets], lang)
    return say("completion-question", lang, seat=seat_name(seat, lang), tickets=tks)


#: The rule that closes a track of a double route to the player. The Europe id: the teaching
#: layer (:mod:`ttrwidgets.puzzles.teach`) cites it as the game's rules file does
#: (``de.multi-routes`` in Deutschland, ``asia.doubles-4p`` in Team Asia).
CLOSED_RULE = "claim.double-few-players"


def _hints_cheapest(p: Puzzle, sol: Solution, lang: str) -> list[Hint]:
    m = p.map
    tickets = _pair_marks(p.tickets)
    rules = [say("completion-hint-rules", lang, rule=CLOSED_RULE)]
    if p.map.countries:                  # a board with countries: they are dead ends
        rules.append(say("completion-hint-countries", lang))
    if len(p.tickets) > 1:
        rules.append(say("completion-hint-share", lang))
    out = [Hint(" ".join(rules), Highlights(tickets=tickets))]
    if sol.value is None:
        bad = sol.detail.get("impossible", ())
        out.append(Hint(say("completion-hint-blocked", lang,
                            tickets=_join([_pair(m, a, b) for a, b in bad], lang)),
                        Highlights(tickets=_pair_marks(bad))))
        return out
    out.append(Hint(say("completion-hint-cost", lang, n=sol.value), Highlights(tickets=tickets)))
    if sol.answers:
        r = max(sol.answers, key=lambda k: (m.routes[k].length, -k))
        out.append(Hint(say("completion-hint-route", lang, route=route_name(m, r, lang)),
                        Highlights(tickets=tickets, alt_routes=(r,))))
    return out


def _completion_verdict(p: Puzzle, sol: Solution, verdict: Verdict, lang: str) -> str | None:
    """A ``completion.*`` verdict in words (None: a key this version does not know)."""
    m = p.map
    k, v = verdict.key, verdict.params
    if k == "completion.impossible-right":
        return say("completion-impossible-right", lang)
    if k == "completion.possible":
        return say("completion-possible", lang)
    if k == "completion.unusable":
        parts = []
        for r in v["routes"]:
            o = p.state.owners[r]
            if o == p.player:
                parts.append(say("completion-unusable-own", lang, route=route_name(m, r, lang)))
            elif o >= 0:
                parts.append(say("completion-unusable-other", lang, route=route_name(m, r, lang),
                                 owner=seat_name(o, lang)))
            else:
                parts.append(say("completion-unusable-closed", lang,
                                 route=route_name(m, r, lang), rule=CLOSED_RULE))
        return " ".join(parts)
    if k == "completion.incomplete":
        return say("completion-incomplete", lang, n=len(v["tickets"]),
                   tickets=_join([_pair(m, a, b) for a, b in v["tickets"]], lang))
    if k == "completion.impossible-wrong":  # pragma: no cover - check_answer never says it
        return say("completion-impossible-wrong", lang)
    if k == "completion.best":
        return say("completion-best", lang, got=v["got"])
    if k == "completion.dearer":
        return say("completion-dearer", lang, got=v["got"])
    return None


def _usable_graph(p: Puzzle):
    """The map as the player may still use it (own and free usable routes), every edge's cost
    its length (own routes are passed as owned), countries split into dead ends."""
    from ...graphs.connectivity import split_dead_ends
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
    from ...graphs import cheapest_completion
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
    from ...graphs import connected_pairs
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
    rule = CLOSED_RULE
    if sol.value is None:
        bad = sol.detail.get("impossible", ())
        return [Note(rule, say("completion-explain-impossible", lang, n=len(bad),
                               tickets=_join([_pair(m, a, b) for a, b in bad], lang)),
                     Highlights(tickets=_pair_marks(bad)))]
    routes = tuple(sol.answers)
    own = tuple(sol.detail.get("own", ()))
    if not routes:
        return [Note("tickets.complete", say("completion-explain-nothing", lang, tickets=tks),
                     Highlights(routes=own, tickets=tickets))]
    claim = _join([route_name(m, r, lang) for r in routes], lang)
    text = say("completion-explain-claim-own", lang, routes=claim, n=sol.value, tickets=tks,
               own=_join([route_name(m, r, lang) for r in own], lang)) if own else \
        say("completion-explain-claim", lang, routes=claim, n=sol.value, tickets=tks)
    notes = [Note("tickets.complete", text,
                  Highlights(routes=routes, alt_routes=own, tickets=tickets))]
    key = "completion-explain-counted" + ("-countries" if p.map.countries else "")
    notes.append(Note(rule, say(key, lang, rule=rule), Highlights(routes=routes,
                                                                  tickets=tickets)))
    if len(p.tickets) > 1:
        shared = _shared_routes(p, routes)
        if shared:
            srs = tuple(sorted(shared))
            notes.append(Note("tickets.complete", say(
                "completion-explain-shared", lang,
                routes=_join([route_name(m, r, lang) for r in srs], lang)),
                Highlights(routes=srs, tickets=tickets)))
    sep = _separate_costs(p)
    if all(c is not None for _, c, _ in sep) and sep:
        total = sum(c for _, c, _ in sep)
        union = sorted({r for _, _, rs in sep for r in rs})
        union_cost = sum(m.routes[r].length for r in union)
        each = _join([say("completion-each", lang, pair=_pair(m, a, b), cost=c)
                      for (a, b), c, _ in sep], lang)
        if len(sep) == 1:
            text = say("completion-explain-alone-one", lang, n=total)
        elif total == sol.value:
            text = say("completion-explain-alone-same", lang, each=each, total=total)
        else:
            text = say("completion-explain-alone-less", lang, each=each, total=total,
                       union=union_cost, value=sol.value)
        notes.append(Note("tickets.complete", text,
                          Highlights(routes=routes, alt_routes=tuple(r for r in union
                                                                     if r not in routes),
                                     tickets=tickets)))
    return notes


#: This kind's teaching, as its handler (:mod:`.kinds`) asks it.
TEACH = {"question": _completion_question, "hints": _hints_cheapest, "explanation": _explain_cheapest,
         "verdict_text": _completion_verdict}
