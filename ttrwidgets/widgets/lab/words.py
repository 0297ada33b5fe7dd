"""The lab in words: what to do now, the step counter, the step's reason, the pseudocode and
its line, the result, the frontier, the table, the graph's size, the predict question and the
votes -- each a function of the lab's state (:class:`~.controller.LabController`), in the
learner's language."""
from __future__ import annotations

from ...graphs.lab import PSEUDOCODE, why_text
from ...graphs.lab.predict import Question
from ...graphs.lab.texts import format_value
from .choices import MAX_TERMINALS, MAX_TRAIL_STEPS
from .marks import NODE_TABLES, frontier_nodes
from .texts import T, fmt, step_instruction, t


def instruction(lab, lang: str) -> str:
    """What to do now."""
    pick = lab.pick
    alg = lab.info.name(lang)
    if lab.editing:
        if lab.sketch_first is not None:
            return t("lab.sketch.first", lang, city=lab.name(lab.sketch_first, lang))
        return t("lab.sketch.do", lang)
    if pick == "region" or (lab.graph_kind == "region" and not lab.region):
        return t("lab.do.region", lang)
    if pick == "source":
        return t("lab.do.source", lang)
    if pick == "target":
        return t("lab.do.target-needed" if "target" in lab.info.needs else "lab.do.target",
                 lang, alg=alg)
    if pick == "terminals":
        return t("lab.do.terminals", lang, max=MAX_TERMINALS)
    if lab.question() is not None:
        return lab.question_text(lang)
    if not lab.steps:
        return t("lab.no-trace", lang)
    if lab.locked:
        return t("lab.do.locked", lang, step=t("lab.step", lang),
                 change=t("lab.change", lang))
    return step_instruction(lang)


def step_text(lab, lang: str) -> str:
    if not lab.steps:
        return t("lab.no-trace", lang)
    if lab.grouped:
        stops = lab.stops()
        k = sum(1 for i in stops if i <= lab.index)
        return t("lab.step-level", lang, k=k, n=len(stops), i=lab.index + 1,
                 total=len(lab.steps))
    return t("lab.step-count", lang, k=lab.index + 1, n=len(lab.steps))


def level_text(lab, lang: str) -> str:
    """At a level's stop (grouped): which cities that level holds."""
    st = lab.current
    if not lab.grouped or st is None or st.done or lab.index == 0 \
            or lab.index not in lab.stops():
        return ""
    d = dict(st.params).get("dist")
    level = [n for n, v in st.table if v == d]
    return t("lab.level-done", lang, n=len(level), dist=d,
             cities=", ".join(lab.name(n, lang) for n in level))


def why(lab, lang: str) -> str:
    st = lab.current
    if st is None:
        return ""
    text = why_text(st, lang, lab.names_in(lang))
    level = lab.level_text(lang)
    if level:
        text = f"{level} {text}"
    if second_track(lab, st):
        text += " " + t("lab.double", lang)
    return text


def second_track(lab, st) -> bool:
    """The step looks at a route whose twin (same cities, same length) of a double route
    was looked at just before: said, so the repeated step is not a puzzle."""
    if st.edge is None or lab.index == 0 or not lab.graph.is_multigraph():
        return False
    prev = lab.steps[lab.index - 1]
    if prev.edge is None:
        return False
    u, v, k = st.edge
    a, b, k2 = prev.edge
    if {u, v} != {a, b} or k == k2:
        return False
    try:
        return lab.graph.edges[u, v, k].get("length", 1) == \
            lab.graph.edges[a, b, k2].get("length", 1)
    except KeyError:
        return False


def code(lab, lang: str) -> list:
    """The pseudocode lines and which one the step is on (1-based; 0: none)."""
    st = lab.current
    return list(PSEUDOCODE[lab.algorithm][lang]), (st.line if st is not None else 0)


def result_text(lab, lang: str) -> str:
    """The answer on the last step, where the reason does not say it already."""
    st = lab.current
    if st is None or not st.done:
        return ""
    ans = st.answer
    if lab.algorithm in ("dijkstra", "bfs") and lab.target is not None:
        if ans.get("distance") is None:
            return t("lab.result.unreachable", lang, source=lab.name(lab.source, lang),
                     target=lab.name(lab.target, lang))
        return t("lab.result.distance" if lab.algorithm == "dijkstra"
                 else "lab.result.routes", lang, source=lab.name(lab.source, lang),
                 target=lab.name(lab.target, lang), dist=ans["distance"])
    if lab.algorithm == "euler" and ans.get("trail"):
        trail = ans["trail"]
        words = " → ".join(lab.name(n, lang)
                           for n in (trail[0][0],) + tuple(e[1] for e in trail))
        return t("lab.result.euler-" + ans["kind"], lang, n=len(trail), trail=words)
    if lab.algorithm == "steiner" and ans.get("exact_cost") is not None:
        return t("lab.result.steiner", lang, exact=ans["exact_cost"],
                 approx=ans["approx_cost"])
    if lab.algorithm == "longest_trail" and ans.get("stopped"):
        return t("lab.stopped", lang, n=MAX_TRAIL_STEPS)
    return ""


def frontier_text(lab, lang: str, limit: int = 8) -> str:
    st = lab.current
    kind = lab.info.frontier
    if st is None or not kind:
        return ""
    f = st.frontier
    hide = hiding(lab)
    if kind == "priority":
        pairs = sorted(f, key=lambda dn: lab.name(dn[1], lang)) if hide else f
        items = [f"{lab.name(n, lang)} {fmt(d)}" for d, n in pairs]
    elif kind == "queue" and hide:
        items = sorted(lab.name(n, lang) for n in f)
    elif kind == "stack":
        # the top first: it is what the algorithm looks at
        items = [lab.name(n, lang) for n in reversed(f)]
        kind = "stack-top"
    elif kind == "queue":
        items = [lab.name(n, lang) for n in f]
    elif kind == "trail":
        return t("lab.frontier.trail", lang, n=len(f))
    elif lab.algorithm == "kruskal":
        return sorted_routes(lab, lang)
    else:
        return t("lab.frontier.edges", lang, n=len(f))
    more = f" … (+{len(items) - limit})" if len(items) > limit else ""
    shown = ", ".join(items[:limit]) or t("lab.table.empty", lang)
    if hide:
        return t("lab.frontier.by-name", lang, what=t(f"lab.frontier.{kind}", lang,
                                                       items="").rstrip(": "),
                 items=shown + more)
    return t(f"lab.frontier.{kind}", lang, items=shown + more)


def sorted_routes(lab, lang: str, before: int = 3, after: int = 8) -> str:
    """Kruskal's sorted list around the route looked at: ✓ taken, ✗ skipped, ▶ now."""
    st = lab.current
    allr = lab.steps[0].frontier
    taken = {e[2] for e in st.chosen}
    skipped = {s.edge[2] for s in lab.steps[:lab.index + 1] if s.why == "kruskal.cycle"}
    now = st.edge[2] if st.edge is not None else None
    looked = len(allr) - len(st.frontier)          # routes looked at so far
    centre = looked - 1 if now is not None else looked
    lo, hi = max(0, centre - before), min(len(allr), centre + after + 1)
    items = []
    for u, v, k in allr[lo:hi]:
        mark = "▶" if k == now else ("✓" if k in taken else ("✗" if k in skipped else ""))
        w = lab.graph.edges[u, v, k].get("length", 1)
        items.append(f"{mark}{' ' if mark else ''}{lab.name(u, lang)}–"
                     f"{lab.name(v, lang)} {w}")
    text = " · ".join(items)
    if lo > 0:
        text = f"… ({lo}) · " + text
    if hi < len(allr):
        text += f" · … (+{len(allr) - hi})"
    return t("lab.sorted", lang, items=text)


def hiding(lab) -> bool:
    """While predict mode asks which city comes next, the queue's order (and the table
    sorted by value) would give the answer away: both are listed by name instead."""
    q = lab.question()
    return q is not None and q.kind == "node" and lab.info.frontier in ("priority",
                                                                          "queue")


def label(lab, k, lang) -> str:
    if k in lab.names:
        return lab.name(k, lang)
    if isinstance(k, tuple) and len(k) in (2, 3) and k[0] in lab.names \
            and k[1] in lab.names:
        return f"{lab.name(k[0], lang)}–{lab.name(k[1], lang)}"
    key = f"lab.row.{k}"
    return t(key, lang) if key in T else str(k)


def table(lab, lang: str) -> tuple:
    """``(title, rows)``: each row ``(label, value, marks)``; ``marks`` a set of
    ``"current"``, ``"done"`` (visited/settled), ``"waiting"``. Sorted: node values
    smallest first, then by name."""
    kind = lab.info.table
    title = t("lab.table", lang, what=t(f"lab.table.{kind}", lang)) \
        if f"lab.table.{kind}" in T else kind
    st = lab.current
    if st is None:
        return title, []
    visited = st.visited
    waiting = set(frontier_nodes(lab, st))
    rows = []
    for k, v in st.table:
        marks = set()
        if k == st.node:
            marks.add("current")
        if k in visited:
            marks.add("done")
        if k in waiting:
            marks.add("waiting")
        if kind == "parent":
            val, order = lab.name(v, lang), (lab.name(v, lang), label(lab, k, lang))
        elif kind == "disc_low":
            val, order = f"{v[0]} / {v[1]}", (v[0], 0)
        elif isinstance(v, (int, float)):
            val, order = fmt(v), (v, label(lab, k, lang))
        else:
            val, order = str(v), (0, "")
        rows.append((order, label(lab, k, lang), val, marks))
    if hiding(lab):
        rows.sort(key=lambda r: r[1])
    elif kind in NODE_TABLES or kind in ("parent", "pair_dist", "disc_low"):
        rows.sort(key=lambda r: r[0])
    return title, [(lab, val, marks) for _, lab, val, marks in rows]


def graph_text(lab, lang: str) -> str:
    """The chosen graph in words: its size, and where a network comes from."""
    g = lab.graph
    size = t("lab.grid-size" if lab.grid else "lab.graph-size", lang,
             nodes=g.number_of_nodes(), edges=g.number_of_edges())
    if lab.graph_kind == "network":
        if lab.network_text is None or not lab.network:
            return t("lab.network.none", lang)
        return f"{lab.network_text(lang)} · {size}"
    if lab.graph_kind == "region" and not lab.region:
        return t("lab.region.empty", lang)
    if lab.graph_kind == "euler":
        return f"{t('lab.euler-graph', lang)} · {size}"
    return size


def question_text(lab, lang: str) -> str:
    """The question asked now, in words (empty when none)."""
    q = lab.question()
    if q is None:
        return ""
    params = {k: format_value(k, v, lambda n: lab.name(n, lang), lang) for k, v in q.params}
    return t(q.prompt, lang, **params)


def tally_text(lab, lang: str) -> str:
    """The votes so far (tally mode), without saying which are right."""
    q = lab.question()
    if not lab.tally or q is None:
        return ""
    if not lab.votes:
        return t("lab.tally.none", lang, reveal=t("lab.reveal", lang))
    parts = [f"{answer_text(lab, q, a, lang)}: {n}"
             for a, n in sorted(lab.votes.items(), key=lambda an: -an[1])]
    return t("lab.tally.votes", lang, n=sum(lab.votes.values()), votes=" · ".join(parts))


def answer_text(lab, q: Question, a, lang: str) -> str:
    if q.kind == "node":
        return lab.name(a, lang)
    if q.kind == "edge":
        return lab.edge_name(a) if a in lab.edge_ends else str(a)
    if q.kind == "yesno":
        return t("lab.yes" if a else "lab.no", lang)
    return fmt(a)
