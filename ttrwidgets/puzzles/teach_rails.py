"""Teaching a ``fewest_rails`` puzzle (Trans Europa, Trans America): the question, three hints,
the verdict in words and the explanation, in English and German — the grid board's part of
:mod:`ttrwidgets.puzzles.teach`, which hands these kinds over to this module.

On the grid board a :class:`~ttrwidgets.puzzles.teach.Highlights` holds *line* indices in
``routes`` (drawn as the tree: an amber glow under dashes) and ``alt_routes`` (a magenta
outline), and *intersection* (node) indices in ``cities`` and ``alt_cities`` (a magenta ring).

What is right is :func:`~ttrwidgets.puzzles.solve.check_answer`'s and the exact count of
:func:`~ttrwidgets.trans.missing.missing_rails`; the tempting alternative is the shortest-path
heuristic :func:`~ttrwidgets.trans.missing.nearest_first` ("join the nearest city, then the
next"), labelled as what it is.

>>> from ttrwidgets.puzzles.pack import pack_entries, load_pack_puzzle
>>> from ttrwidgets.puzzles.solve import solve
>>> e = next(e for e in pack_entries() if e["kind"] == "fewest_rails")
>>> p = load_pack_puzzle(e)
>>> [n.rule for n in explanation(p, solve(p), "en")][:2]
['trans.score-round', 'trans.board']
"""
from __future__ import annotations

from ..trans.messages import seat_name
from ..trans.missing import components, line_costs, nearest_first
from ..trans.specials import card, prestige_for
from .model import Puzzle
from .solve import Solution, Verdict
from .teach_words import Highlights, Hint, Note, in_lang as _w, join_words as _join

__all__ = ["question", "hints", "verdict_text", "explanation", "rails_words", "facts"]


# --------------------------------------------------------------------------- words
def rails_words(n: int, lang: str = "en") -> str:
    """``1 rail`` / ``5 rails`` (``Schiene``/``Schienen``)."""
    if lang == "de":
        return f"{n} Schiene" if n == 1 else f"{n} Schienen"
    return f"{n} rail" if n == 1 else f"{n} rails"


def _lines_words(n: int, lang: str) -> str:
    if lang == "de":
        return f"{n} Linie" if n == 1 else f"{n} Linien"
    return f"{n} line" if n == 1 else f"{n} lines"


def _names(b, cities, lang: str) -> str:
    return _join([b.cities[c].name for c in cities], lang)


def _near(b, node: int, lang: str) -> str:
    """An intersection in words a learner can find on the board: the city on it, else the
    crossing next to the nearest city."""
    c = b.city_at(node)
    if c is not None:
        return b.cities[c].name
    x, y = b.xy(node)
    near = min(b.cities, key=lambda k: ((b.xy(k.node)[0] - x) ** 2 + (b.xy(k.node)[1] - y) ** 2,
                                        k.index))
    return _w(lang, f"the crossing next to {near.name}", f"der Kreuzung bei {near.name}")


def _single_kinds(p: Puzzle) -> tuple:
    c = card(p.state.special)
    return c.single_kinds if c is not None else ()


# --------------------------------------------------------------------------- facts
def facts(p: Puzzle, sol: Solution) -> dict:
    """What the words need: the player's network (``home``, its component label), the cities
    joined and not yet joined, the double lines of the answer, the other networks it runs
    through (their rails), other start markers in the player's network, and the
    nearest-first heuristic's count and lines."""
    st, b = p.state, p.map
    pl = st.players[p.player]
    comp = components(b, st.rails)
    home = comp[pl.marker]
    apart = [c for c in pl.cities if comp[b.cities[c].node] != home]
    joined = [c for c in pl.cities if comp[b.cities[c].node] == home]
    costs = line_costs(b, st.special)
    answer = tuple(sol.answers)
    doubles = tuple(x for x in answer if costs[x] == 2)
    touched = {comp[v] for x in answer for v in (b.lines[x].a, b.lines[x].b)} - {home}
    through = tuple(x for x in st.rails if comp[b.lines[x].a] in touched)
    own_net = tuple(x for x in st.rails if comp[b.lines[x].a] == home)
    partners = [q for q, o in enumerate(st.players)
                if q != p.player and o.marker >= 0 and comp[o.marker] == home]
    h_count, h_lines = nearest_first(b, st.rails, pl.marker, pl.cities, st.special)
    return {"home": home, "apart": apart, "joined": joined, "doubles": doubles,
            "through": through, "own_net": own_net, "partners": partners,
            "heuristic": h_count, "heuristic_lines": h_lines, "costs": costs}


def _nodes(b, cities) -> tuple:
    return tuple(b.cities[c].node for c in cities)


def _ends(p: Puzzle) -> tuple:
    """What a tree joins: (the network of every node, the networks with rails, the nodes of
    the player's cities)."""
    st, b = p.state, p.map
    comp = components(b, st.rails)
    railed = {comp[b.lines[x].a] for x in st.rails}
    return comp, railed, {b.cities[c].node for c in st.players[p.player].cities}


def _branch_point(p: Puzzle, sol: Solution):
    """An intersection where the answer's tree branches (3 or more of its lines meet) that is
    no city of the player and no part of a network: the thing the nearest-first way misses.
    None if the tree does not branch there."""
    b = p.map
    comp, railed, mine = _ends(p)
    degree: dict = {}
    for x in sol.answers:
        for v in (b.lines[x].a, b.lines[x].b):
            degree[v] = degree.get(v, 0) + 1
    points = [v for v, d in degree.items()
              if d >= 3 and v not in mine and comp[v] not in railed]
    return min(points) if points else None


# --------------------------------------------------------------------------- the question
def question(p: Puzzle, lang: str = "en") -> str:
    st, b = p.state, p.map
    pl = st.players[p.player]
    who = seat_name(p.player, lang)
    if pl.marker < 0:
        return _w(lang, f"You play {who}, who has no start marker yet: there is no network to "
                        "count from (trans.start-marker).",
                  f"Du spielst {who} und hast noch keinen Startstein: Es gibt kein Netz, von "
                  "dem aus gezählt wird (trans.start-marker).")
    comp = components(b, st.rails)
    f_apart = [c for c in pl.cities if comp[b.cities[c].node] != comp[pl.marker]]
    if not f_apart:
        return _w(lang,
                  f"You play {who}. Are all your cities joined to your network already? "
                  "Check with no lines picked.",
                  f"Du spielst {who}. Sind alle deine Städte schon mit deinem Netz verbunden? "
                  "Prüfe ohne gewählte Linien.")
    return _w(lang,
              f"You play {who} (the rings with your number are your cities). "
              f"{_names(b, f_apart, lang)} {'is' if len(f_apart) == 1 else 'are'} not yet "
              "joined to the network of your start marker. At the fewest, how many rails do you "
              "still need to join them all? Show it by picking the free lines to lay rails on.",
              f"Du spielst {who} (die Ringe mit deiner Nummer sind deine Städte). "
              f"{_names(b, f_apart, lang)} {'ist' if len(f_apart) == 1 else 'sind'} noch nicht "
              "mit dem Netz deines Startsteins verbunden. Wie viele Schienen brauchst du "
              "mindestens noch, um alle anzuschließen? Zeige es, indem du die freien Linien "
              "wählst, auf die du Schienen legen würdest.")


# --------------------------------------------------------------------------- hints
def hints(p: Puzzle, sol: Solution, lang: str = "en") -> list[Hint]:
    b = p.map
    if sol.value is None:
        return [Hint(_w(lang, "This player has no start marker yet (trans.start-marker).",
                        "Dieser Spieler hat noch keinen Startstein (trans.start-marker)."))]
    f = facts(p, sol)
    apart = _nodes(b, f["apart"])
    rules = _w(lang,
               "Count as the round's scoring does (trans.score-round): a plain line takes 1 "
               "rail, a double line across water or mountains 2 (trans.board); every rail "
               "already on the board costs 0 — yours or anyone's, you may run through other "
               "networks. One line can serve several cities.",
               "Zähle wie die Wertung am Rundenende (trans.score-round): Eine einfache Linie "
               "braucht 1 Schiene, eine Doppellinie über Wasser oder Gebirge 2 (trans.board); "
               "jede Schiene, die schon liegt, kostet 0 — deine oder fremde, du darfst durch "
               "andere Netze hindurch. Eine Linie kann mehreren Städten dienen.")
    single = _single_kinds(p)
    if single:
        rules += _w(lang,
                    " This round's special card makes double lines across "
                    f"{_join([_kind_word(k, lang) for k in single], lang)} count 1 "
                    "(trans.special).",
                    " Die Sonderkarte dieser Runde lässt Doppellinien über "
                    f"{_join([_kind_word(k, lang) for k in single], lang)} nur 1 zählen "
                    "(trans.special).")
    out = [Hint(rules, Highlights(cities=apart))]
    if not sol.value:
        out.append(Hint(_w(lang, "Follow the rails from your start marker: where do they reach?",
                           "Folge den Schienen ab deinem Startstein: Wohin reichen sie?"),
                        Highlights(cities=_nodes(b, f["joined"]), alt_routes=f["own_net"])))
        return out
    out.append(Hint(_w(lang, f"The fewest is {rails_words(sol.value, lang)}.",
                       f"Das Minimum ist {rails_words(sol.value, lang)}."),
                    Highlights(cities=apart)))
    v = _branch_point(p, sol)
    if v is not None:
        out.append(Hint(_w(lang,
                           f"A best answer branches at {_near(b, v, lang)} (ringed): from there "
                           "lines go off in three directions, shared by several cities.",
                           f"Eine beste Antwort verzweigt sich an {_near(b, v, lang)} "
                           "(umkreist): Von dort gehen Linien in drei Richtungen, die sich "
                           "mehrere Städte teilen."),
                        Highlights(cities=apart, alt_cities=(v,))))
    else:
        x = _middle_line(p, sol)
        out.append(Hint(_w(lang, "One line of a best answer is outlined on the board: the "
                                 "one in the middle of its way.",
                           "Eine Linie einer besten Antwort ist auf dem Plan umrandet: die in "
                           "der Mitte ihres Wegs."),
                        Highlights(cities=apart, alt_routes=(x,))))
    return out


def _middle_line(p: Puzzle, sol: Solution) -> int:
    """The answer's line farthest (in lines along the tree) from every end it joins — a city
    of the player or a network: it tells which way the tree goes, which a line next to a city
    would not."""
    b = p.map
    comp, railed, mine = _ends(p)
    adj: dict = {}
    for x in sol.answers:
        ln = b.lines[x]
        adj.setdefault(ln.a, []).append(ln.b)
        adj.setdefault(ln.b, []).append(ln.a)
    ends = [v for v in adj if v in mine or comp[v] in railed]
    dist = {v: 0 for v in ends}
    todo = list(ends)
    for v in todo:                       # breadth first from every end at once
        for w in adj[v]:
            if w not in dist:
                dist[w] = dist[v] + 1
                todo.append(w)
    return max(sol.answers, key=lambda x: (min(dist.get(b.lines[x].a, 0),
                                               dist.get(b.lines[x].b, 0)), -x))


def _kind_word(kind: str, lang: str) -> str:
    return {"water": ("water", "Wasser"), "mountain": ("mountains", "Gebirge")}.get(
        kind, (kind, kind))[lang == "de"]


# --------------------------------------------------------------------------- the verdict
def verdict_text(p: Puzzle, sol: Solution, verdict: Verdict, lang: str = "en") -> str | None:
    """The words for a ``rails.*`` verdict (None for other keys)."""
    b = p.map
    k, v = verdict.key, verdict.params
    if k == "rails.no-marker":
        return _w(lang, "This player has no start marker yet (trans.start-marker).",
                  "Dieser Spieler hat noch keinen Startstein (trans.start-marker).")
    if k == "rails.taken":
        n = len(v["lines"])
        return _w(lang,
                  f"{'That line has' if n == 1 else 'Those lines have'} a rail already: it "
                  "costs nothing and takes no second rail. Pick free lines "
                  "(trans.score-round).",
                  f"Auf {'dieser Linie' if n == 1 else 'diesen Linien'} liegt schon eine "
                  "Schiene: Sie kostet nichts und nimmt keine zweite. Wähle freie Linien "
                  "(trans.score-round).")
    if k == "rails.unknown":
        return _w(lang, "That is not a line of this board.",
                  "Das ist keine Linie dieses Plans.")
    if k == "rails.incomplete":
        cs = v["cities"]
        return _w(lang,
                  f"Not yet: with these lines {_names(b, cs, lang)} "
                  f"{'is' if len(cs) == 1 else 'are'} still not joined to your network "
                  "(trans.connected).",
                  f"Noch nicht: Mit diesen Linien {'ist' if len(cs) == 1 else 'sind'} "
                  f"{_names(b, cs, lang)} noch nicht mit deinem Netz verbunden "
                  "(trans.connected).")
    if k == "rails.best":
        return _w(lang, f"Right: {rails_words(v['got'], lang)}, the fewest possible.",
                  f"Richtig: {rails_words(v['got'], lang)}, weniger geht nicht.")
    if k == "rails.more":
        return _w(lang,
                  f"That joins every city with {rails_words(v['got'], lang)}, but it can be "
                  "done with fewer.",
                  f"Damit sind alle Städte verbunden, mit {rails_words(v['got'], lang)} — "
                  "aber es geht mit weniger.")
    return None


# --------------------------------------------------------------------------- explanation
def explanation(p: Puzzle, sol: Solution, lang: str = "en") -> list[Note]:
    st, b = p.state, p.map
    if sol.value is None:
        return [Note("trans.start-marker", _w(
            lang, "Without a start marker there is no network to count from.",
            "Ohne Startstein gibt es kein Netz, von dem aus gezählt wird."))]
    f = facts(p, sol)
    apart = _nodes(b, f["apart"])
    tree = tuple(sol.answers)
    n = sol.value
    if n == 0:
        return [Note("trans.round-end", _w(
            lang, "Nothing is missing: every one of your cities is in your network already — "
                  "the round would have ended.",
            "Es fehlt nichts: Jede deiner Städte liegt schon in deinem Netz — die Runde wäre "
            "zu Ende."), Highlights(cities=_nodes(b, f["joined"]), alt_routes=f["own_net"]))]
    notes = [Note("trans.score-round", _w(
        lang,
        f"Lay rails on the {_lines_words(len(tree), lang)} drawn dashed: "
        f"{rails_words(n, lang)} join {_names(b, f['apart'], lang)} to your network. No set "
        "of lines does it with fewer (an exact minimum Steiner tree: the terminals are your "
        "network and your cities).",
        f"Lege Schienen auf die {_lines_words(len(tree), lang)}, die gestrichelt sind: "
        f"{rails_words(n, lang)} verbinden {_names(b, f['apart'], lang)} mit deinem Netz. "
        "Mit weniger geht es nicht (ein exakter minimaler Steinerbaum: Endpunkte sind dein "
        "Netz und deine Städte)."), Highlights(routes=tree, cities=apart))]
    d = len(f["doubles"])
    single = _single_kinds(p)
    if d:
        text = _w(lang,
                  f"{d} of these lines {'is a double line' if d == 1 else 'are double lines'} "
                  f"(outlined), across water or mountains: {'it counts' if d == 1 else 'each counts'} 2 "
                  "in the missing count. "
                  f"{2 * d} + {len(tree) - d} = {rails_words(n, lang)}.",
                  f"{d} dieser Linien {'ist eine Doppellinie' if d == 1 else 'sind Doppellinien'}"
                  f" (umrandet), über Wasser oder Gebirge: {'sie zählt' if d == 1 else 'jede zählt'} "
                  "bei den fehlenden Schienen 2. "
                  f"{2 * d} + {len(tree) - d} = {rails_words(n, lang)}.")
    else:
        text = _w(lang, f"Each of these lines is a plain line: 1 rail each, "
                        f"{rails_words(n, lang)} in all.",
                  f"Jede dieser Linien ist eine einfache Linie: je 1 Schiene, "
                  f"{rails_words(n, lang)} zusammen.")
    if single:
        text += _w(lang,
                   " This round's special card makes double lines across "
                   f"{_join([_kind_word(k, lang) for k in single], lang)} count 1.",
                   " Die Sonderkarte dieser Runde lässt Doppellinien über "
                   f"{_join([_kind_word(k, lang) for k in single], lang)} nur 1 zählen.")
    notes.append(Note("trans.board", text, Highlights(routes=tree, alt_routes=f["doubles"])))
    if f["through"]:
        notes.append(Note("trans.shared-network", _w(
            lang,
            "The tree runs into rails already on the board (outlined) that are not yet in your "
            "network: they cost nothing, and once joined that network is yours to use too.",
            "Der Baum läuft in Schienen, die schon auf dem Plan liegen (umrandet), aber noch "
            "nicht zu deinem Netz gehören: Sie kosten nichts, und sobald sie angeschlossen "
            "sind, darfst du auch dieses Netz nutzen."),
            Highlights(routes=tree, alt_routes=f["through"])))
    if f["partners"]:
        notes.append(Note("trans.shared-network", _w(
            lang,
            f"Your network is shared with {_join([seat_name(q, lang) for q in f['partners']], lang)}"
            ": their rails count as yours (outlined).",
            f"Dein Netz teilst du mit {_join([seat_name(q, lang) for q in f['partners']], lang)}"
            ": deren Schienen zählen wie deine (umrandet)."),
            Highlights(routes=tree, alt_routes=f["own_net"])))
    h, h_lines = f["heuristic"], f["heuristic_lines"]
    if h is not None and h > n:
        notes.append(Note("trans.score-round", _w(
            lang,
            f"Tempting: join the nearest city first, then the next nearest, and so on (the "
            f"outlined lines). That needs {rails_words(h, lang)}. The best tree shares lines "
            f"between cities and needs only {n}.",
            f"Verlockend: zuerst die nächste Stadt anschließen, dann die nächstnähere und so "
            f"weiter (die umrandeten Linien). Das braucht {rails_words(h, lang)}. Der beste "
            f"Baum teilt Linien zwischen Städten und braucht nur {n}."),
            Highlights(routes=tree, alt_routes=tuple(x for x in h_lines if x not in tree))))
    elif h is not None:
        notes.append(Note("trans.score-round", _w(
            lang,
            "Here the quick way — join the nearest city first, then the next nearest — is as "
            f"good: {rails_words(n, lang)}. It is not always: it is a rule of thumb, and the "
            "exact count can be lower when lines are shared.",
            "Hier ist der schnelle Weg — zuerst die nächste Stadt, dann die nächstnähere — "
            f"genauso gut: {rails_words(n, lang)}. Das ist nicht immer so: Es ist eine "
            "Faustregel, und die genaue Zahl kann kleiner sein, wenn Linien geteilt werden."),
            Highlights(routes=tree)))
    pts = prestige_for(st.special, False, n)
    c = card(st.special)
    if c is not None and c.effect in ("prestige_table_friendly", "prestige_table_harsh"):
        table = _w(lang, "by this round's special card's table", "nach der Tabelle der "
                   "Sonderkarte dieser Runde")
    else:
        table = _w(lang, "1 missing: 3, 2: 2, 3–4: 1, 5 or more: 0; completing scores 4",
                   "1 fehlt: 3, 2: 2, 3–4: 1, 5 und mehr: 0; wer fertig wird, bekommt 4")
    notes.append(Note("trans.score-round", _w(
        lang,
        f"If the round ended now, {rails_words(n, lang)} missing would score {pts} prestige "
        f"point{'' if pts == 1 else 's'} ({table}).",
        f"Endete die Runde jetzt, brächten {rails_words(n, lang)}, die fehlen, {pts} "
        f"Prestigepunkt{'' if pts == 1 else 'e'} ({table})."),
        Highlights(routes=tree, cities=apart)))
    return notes

