"""Teaching a ``fewest_rails`` puzzle (Trans Europa, Trans America): the question, three hints,
the verdict in words and the explanation, in English and German — the grid board's part of
:mod:`ttrwidgets.puzzles.teach`, which hands the kind over to its handler
(:data:`ttrwidgets.trans.puzzles.rails.KIND`), which asks this module.

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

from ..messages import seat_name
from ..missing import components, line_costs, nearest_first
from ..specials import card, prestige_for
from ...puzzles.model import Puzzle
from ...puzzles.solve import Solution, Verdict
from ...puzzles.teach_words import Highlights, Hint, Note, say, join_words as _join

__all__ = ["question", "hints", "verdict_text", "explanation", "rails_words", "facts"]


# --------------------------------------------------------------------------- words
def rails_words(n: int, lang: str = "en") -> str:
    """``1 rail`` / ``5 rails`` (``Schiene``/``Schienen``)."""
    return say("rails-count", lang, n=n)


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
    return say("rails-near-crossing", lang, city=near.name)


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
        return say("rails-question-no-marker", lang, seat=who)
    comp = components(b, st.rails)
    f_apart = [c for c in pl.cities if comp[b.cities[c].node] != comp[pl.marker]]
    if not f_apart:
        return say("rails-question-joined", lang, seat=who)
    return say("rails-question", lang, seat=who, cities=_names(b, f_apart, lang),
               n=len(f_apart))


# --------------------------------------------------------------------------- hints
def hints(p: Puzzle, sol: Solution, lang: str = "en") -> list[Hint]:
    b = p.map
    if sol.value is None:
        return [Hint(say("rails-no-marker", lang))]
    f = facts(p, sol)
    apart = _nodes(b, f["apart"])
    rules = say("rails-hint-rules", lang)
    single = _single_kinds(p)
    if single:
        rules += " " + say("rails-hint-special", lang,
                           kinds=_join([_kind_word(k, lang) for k in single], lang))
    out = [Hint(rules, Highlights(cities=apart))]
    if not sol.value:
        out.append(Hint(say("rails-hint-follow", lang),
                        Highlights(cities=_nodes(b, f["joined"]), alt_routes=f["own_net"])))
        return out
    out.append(Hint(say("rails-hint-fewest", lang, n=sol.value), Highlights(cities=apart)))
    v = _branch_point(p, sol)
    if v is not None:
        out.append(Hint(say("rails-hint-branch", lang, point=_near(b, v, lang)),
                        Highlights(cities=apart, alt_cities=(v,))))
    else:
        x = _middle_line(p, sol)
        out.append(Hint(say("rails-hint-middle", lang), Highlights(cities=apart, alt_routes=(x,))))
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
    return say(f"rails-kind-{kind}", lang) if kind in ("water", "mountain") else kind


# --------------------------------------------------------------------------- the verdict
def verdict_text(p: Puzzle, sol: Solution, verdict: Verdict, lang: str = "en") -> str | None:
    """The words for a ``rails.*`` verdict (None for other keys)."""
    b = p.map
    k, v = verdict.key, verdict.params
    if k == "rails.no-marker":
        return say("rails-no-marker", lang)
    if k == "rails.taken":
        return say("rails-taken", lang, n=len(v["lines"]))
    if k == "rails.unknown":
        return say("rails-unknown", lang)
    if k == "rails.incomplete":
        cs = v["cities"]
        return say("rails-incomplete", lang, cities=_names(b, cs, lang), n=len(cs))
    if k == "rails.best":
        return say("rails-best", lang, got=v["got"])
    if k == "rails.more":
        return say("rails-more", lang, got=v["got"])
    return None


# --------------------------------------------------------------------------- explanation
def explanation(p: Puzzle, sol: Solution, lang: str = "en") -> list[Note]:
    st, b = p.state, p.map
    if sol.value is None:
        return [Note("trans.start-marker", say("rails-explain-no-marker", lang))]
    f = facts(p, sol)
    apart = _nodes(b, f["apart"])
    tree = tuple(sol.answers)
    n = sol.value
    if n == 0:
        return [Note("trans.round-end", say("rails-explain-nothing", lang),
                     Highlights(cities=_nodes(b, f["joined"]), alt_routes=f["own_net"]))]
    notes = [Note("trans.score-round", say("rails-explain-tree", lang, lines=len(tree), n=n,
                                           cities=_names(b, f["apart"], lang)),
                  Highlights(routes=tree, cities=apart))]
    d = len(f["doubles"])
    single = _single_kinds(p)
    if d:
        text = say("rails-explain-doubles", lang, d=d, twice=2 * d, plain=len(tree) - d, n=n)
    else:
        text = say("rails-explain-plain", lang, n=n)
    if single:
        text += " " + say("rails-explain-special", lang,
                          kinds=_join([_kind_word(k, lang) for k in single], lang))
    notes.append(Note("trans.board", text, Highlights(routes=tree, alt_routes=f["doubles"])))
    if f["through"]:
        notes.append(Note("trans.shared-network", say("rails-explain-through", lang),
                          Highlights(routes=tree, alt_routes=f["through"])))
    if f["partners"]:
        notes.append(Note("trans.shared-network", say(
            "rails-explain-partners", lang,
            names=_join([seat_name(q, lang) for q in f["partners"]], lang)),
            Highlights(routes=tree, alt_routes=f["own_net"])))
    h, h_lines = f["heuristic"], f["heuristic_lines"]
    if h is not None and h > n:
        notes.append(Note("trans.score-round", say("rails-explain-tempting", lang, h=h, n=n),
                          Highlights(routes=tree,
                                     alt_routes=tuple(x for x in h_lines if x not in tree))))
    elif h is not None:
        notes.append(Note("trans.score-round", say("rails-explain-quick", lang, n=n),
                          Highlights(routes=tree)))
    pts = prestige_for(st.special, False, n)
    c = card(st.special)
    special_table = c is not None and c.effect in ("prestige_table_friendly",
                                                   "prestige_table_harsh")
    table = say("rails-table-special" if special_table else "rails-table", lang)
    notes.append(Note("trans.score-round", say("rails-explain-score", lang, n=n, points=pts,
                                               table=table),
                      Highlights(routes=tree, cities=apart)))
    return notes
