"""Worksheets and slides from the lab (pure: they read a :class:`~.controller.LabController`).

:func:`captioned_svg`
    The board at the step shown with a caption beside it: the algorithm and board, the step
    number, the step's reason, the pseudocode with its current line marked, and the table.
:func:`tracing_sheet`
    A printable HTML page to trace the algorithm by hand: the inputs, the pseudocode and a
    table with a row per choice the algorithm makes, blank but for the first one.
"""
from __future__ import annotations

import html as _html

from ...render import to_svg
from ...render import palette as P
from ...render.draw import Op
from ...render.typography import text_width
from .controller import LabController
from .marks import frontier_nodes
from .texts import t
from .graphs import board_name

__all__ = ["captioned_svg", "caption_svg", "tracing_sheet"]


def escape(text: str) -> str:
    """Text for an HTML element's content."""
    return _html.escape(text, quote=False)


def _wrap(text: str, size: float, width: float, mono: bool = False) -> list[str]:
    """``text`` cut at spaces into lines no wider than ``width`` (px at ``size``)."""
    def w(s):
        return len(s) * 0.62 * size if mono else text_width(s, size)
    lead = text[:len(text) - len(text.lstrip(" "))]
    words, lines, line = text.strip().split(" "), [], lead
    for word in words:
        cand = (line + " " + word) if line.strip() else lead + word
        if w(cand) > width and line.strip():
            lines.append(line)
            line = lead + "  " + word
        else:
            line = cand
    lines.append(line)
    return lines


def _title(lab: LabController, lang: str) -> str:
    where = t("lab.board.sketch", lang) if lab.board_id == "sketch" else \
        board_name(lab.board_id, lang)
    return f"{lab.info.name(lang)} — {where}"


def _caption(lab: LabController, left: float, width: float, height: float,
             lang: str) -> tuple[list[Op], float, float]:
    """The step's caption as draw ops from x = ``left`` (for a board ``width`` × ``height``
    px: the type grows with the board): title, step, reason, result, pseudocode with the
    current line marked, table. Returns ``(ops, panel width, height)``; the panel (its paper
    included) spans ``left`` to ``left + panel width``."""
    cw = max(420.0, 0.48 * width)
    x0, pad = left + 18.0, 12.0
    inner = cw - 2 * pad
    size = max(13.0, round(0.0125 * width, 1))
    ops: list[Op] = []
    texts: list = []                 # (x, y, text, size, bold, mono, colour)
    y = pad + size

    def add(text, s=size, bold=False, mono=False, colour=P.INK, indent=0.0):
        nonlocal y
        for line in _wrap(text, s, inner - indent, mono):
            texts.append((x0 + pad + indent, y, line, s, bold, mono, colour))
            y += 1.35 * s
    add(_title(lab, lang), 1.2 * size, bold=True)
    add(lab.step_text(lang), bold=True)
    why = lab.why(lang)
    if why:
        add(why)
    res = lab.result_text(lang)
    if res:
        add(res, bold=True, colour="#004488")
    y += 0.5 * size
    lines, cur = lab.code(lang)
    cs = 0.85 * size
    chw = 0.62 * cs                  # a monospace character's width
    for i, line in enumerate(lines):
        top = y - 0.95 * cs
        now = i + 1 == cur
        # SVG keeps no leading spaces: the indentation is an offset (wrapped lines hang)
        indent = len(line) - len(line.lstrip(" "))
        parts = _wrap(line.lstrip(" "), cs, inner - (4 + indent) * chw, True)
        if now:
            bottom = top + 1.35 * cs * len(parts)
            ops.append(Op("highlight", "fill_polygons", "caption-current-line", {
                "points": (((x0 + pad - 4, top), (x0 + cw - pad, top), (x0 + cw - pad, bottom),
                            (x0 + pad - 4, bottom)),),
                "colors": ("#fde0ef",), "alpha": 1.0}))
        texts.append((x0 + pad, y, f"{'▶' if now else ' '}{i + 1}.", cs, now, True, P.INK))
        for k, part in enumerate(parts):
            texts.append((x0 + pad + (4 + indent + (2 if k else 0)) * chw, y, part.strip(),
                          cs, now, True, P.INK))
            y += 1.35 * cs
    y += 0.5 * size
    title, rows = lab.table(lang)
    add(title, bold=True)
    limit = max(4, int((max(height, y + 20 * size) - y) // (1.35 * size)) - 1)
    for label, val, marks in rows[:limit]:
        mark = "▶ " if "current" in marks else ("✓ " if "done" in marks else "")
        add(f"{mark}{label}: {val}", bold="current" in marks)
    if len(rows) > limit:
        add(f"… (+{len(rows) - limit})")
    total_h = max(height, y + pad)
    panel = cw + 24.0
    back = Op("highlight", "fill_polygons", "caption-sheet", {
        "points": (((left, 0), (left + panel, 0), (left + panel, total_h),
                    (left, total_h)),), "colors": (P.PAPER,), "alpha": 1.0})
    out = [back] + ops
    for x, yy, s, sz, bold, mono, colour in texts:
        family = "monospace" if mono else "sans-serif"
        out.append(Op("highlight", "text", "caption", {
            "texts": (s,), "x": (round(x, 1),), "y": (round(yy, 1),), "color": colour,
            "font": f"{'bold ' if bold else ''}{sz}px {family}", "size": sz, "align": "left",
            "baseline": "alphabetic", "halo": None, "halo_width": 0.0, "alpha": 1.0}))
    return out, panel, total_h


def captioned_svg(lab: LabController, picture: list, width: float, height: float,
                  lang: str = "en") -> str:
    """The board's ``picture`` (draw ops, ``width`` × ``height`` px) with the step's caption
    to its right, as one SVG document (for slides and worksheets)."""
    ops, panel, total_h = _caption(lab, width, width, height, lang)
    return to_svg(list(picture) + ops, width + panel, total_h)


def caption_svg(lab: LabController, width: float, height: float, lang: str = "en") -> str:
    """The caption alone (what :func:`captioned_svg` puts right of a board of ``width`` ×
    ``height`` px), as an SVG document: the PNG export draws it beside the board's canvas, so
    the PNG carries the same step, reason, pseudocode and table as the SVG."""
    ops, panel, total_h = _caption(lab, 0.0, width, height, lang)
    return to_svg(ops, panel, total_h)


def tracing_sheet(lab: LabController, lang: str = "en", max_rows: int = 16,
                  max_cols: int = 12, picture: str | None = None) -> str:
    """A printable page to trace the algorithm by hand (HTML): inputs, the graph (``picture``:
    an SVG document of the board with the inputs marked), pseudocode and a table whose first
    row holds the start values and whose other rows are blank, one per choice the algorithm
    makes (a city settled, a route taken, ...)."""
    steps = lab.steps
    head = [f"<h1>{escape(t('lab.sheet.title', lang, alg=_title(lab, lang)))}</h1>"]
    ins = []
    if lab.source is not None:
        ins.append(t("lab.pick.source", lang, city=lab.name(lab.source, lang)))
    if lab.target is not None:
        ins.append(t("lab.pick.target", lang, city=lab.name(lab.target, lang)))
    if lab.terminals:
        ins.append(t("lab.sheet.terminals", lang, n=len(lab.terminals),
                     cities=", ".join(lab.name(n, lang) for n in lab.terminals)))
    ins.append(lab.graph_text(lang))
    head.append(f"<p>{escape(' · '.join(ins))}</p>")
    if picture:
        svg = picture[picture.index("<svg"):]
        head.append(f"<h2>{escape(t('lab.sheet.graph', lang))}</h2>"
                    f"<div class='graph'>{svg}</div>")
    lines, _ = lab.code(lang)
    code = "".join(f'<li style="padding-left:{len(x) - len(x.lstrip())}ch">'
                   f"{escape(x.lstrip())}</li>" for x in lines)
    head.append(f"<h2>{escape(t('lab.code', lang))}</h2><ol class='code'>{code}</ol>")
    # the columns: what the algorithm keeps per city (its table), for the cities it reaches
    if not steps:
        body = f"<p>{escape(t('lab.no-trace', lang))}</p>"
        return _page(head, body, lang)
    final = dict(steps[-1].table) if lab.info.table in ("dist", "key", "order", "component",
                                                          "parent", "unused") else {}
    nodes = [n for n in lab.graph if n in final] or []
    nodes.sort(key=lambda n: (steps[-1].values.get(n) if lab.info.table in ("order",) else 0,
                              lab.name(n, lang)))
    more = len(nodes) - max_cols
    nodes = nodes[:max_cols]
    what = t(f"lab.table.{lab.info.table}", lang) if lab.info.table else ""
    picks = sum(1 for j in range(1, len(steps)) if lab.question_at(j) is not None) \
        if lab.predict else None
    if picks is None:
        from ...graphs.lab.predict import NEXT_PICKS
        picks = sum(1 for s in steps if s.why in NEXT_PICKS.get(lab.algorithm, ()))
    n_rows = min(max(picks, 1), max_rows)
    cols = [t("lab.sheet.col.step", lang), t("lab.sheet.col.choice", lang)]
    if lab.info.frontier:
        cols.append(t("lab.sheet.col.frontier", lang))
    header = "".join(f"<th>{escape(c)}</th>" for c in cols) + \
        "".join(f"<th>{escape(lab.name(n, lang))}</th>" for n in nodes)
    start = steps[0]
    first_vals = start.values

    def fmt(v):
        if v is None:
            return ""
        if v == float("inf"):
            return "∞"
        return lab.name(v, lang) if lab.info.table == "parent" else str(v)
    start_name = lab.name(start.node, lang) if start.node is not None else ""
    first = [f"<td>1</td><td>{escape(start_name)}</td>"]
    if lab.info.frontier:
        fr = frontier_nodes(lab, start)
        first.append(f"<td>{escape(', '.join(lab.name(n, lang) for n in fr))}</td>")
    first += [f"<td>{escape(fmt(first_vals.get(n)))}</td>" for n in nodes]
    rows = ["<tr>" + "".join(first) + "</tr>"]
    blank = "<td></td>" * (len(cols) - 1 + len(nodes))
    rows += [f"<tr><td>{k}</td>{blank}</tr>" for k in range(2, n_rows + 2)]
    note = f"<p>{escape(t('lab.sheet.more', lang, n=more))}</p>" if more > 0 else ""
    body = (f"<h2>{escape(t('lab.sheet.table', lang, what=what))}</h2>"
            f"<table><tr>{header}</tr>{''.join(rows)}</table>{note}")
    return _page(head, body, lang)


def _page(head, body, lang) -> str:
    css = ("body{font-family:sans-serif;margin:1.5cm}h1{font-size:18pt}h2{font-size:13pt}"
           "ol.code{font-family:monospace;font-size:10pt}ol.code li{white-space:normal}"
           "table{border-collapse:collapse}td,th{border:1px solid #333;padding:4px 8px;"
           "min-width:2.4em;height:1.6em;text-align:center}th{background:#eee}"
           ".graph svg{max-width:100%;max-height:13cm;height:auto;width:auto}"
           "@media print{body{margin:1cm}}")
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
            f"<title>{escape(t('lab.sheet.name', lang))}</title><style>{css}</style></head>"
            f"<body>{''.join(head)}{body}</body></html>")
