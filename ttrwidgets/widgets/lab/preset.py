"""Links to a lab preset: the lab's board, graph, algorithm, cities and predict mode as the
query of a link (:func:`preset_of`), and a link's query applied to a lab (:func:`apply_preset`;
a link that does not fit changes nothing and says which part is wrong)."""
from __future__ import annotations

import json

from ...graphs.lab import ALGORITHMS
from ...graphs.lab.predict import ASKS
from ...graphs.lab.sketch import Sketch, SketchError
from .choices import GRAPH_KINDS, MAX_TERMINALS, SKETCH
from .controller import LabController
from .graphs import LAB_BOARDS, bot_network
from .texts import t

__all__ = ["PRESET_KEYS", "preset_of", "apply_preset"]

#: The keys of a lab link, in the order written.
PRESET_KEYS = ("board", "graph", "alg", "source", "target", "cities", "region", "predict",
               "ask", "sketch")


def _b64(text: str) -> str:
    import base64
    return base64.urlsafe_b64encode(text.encode("utf-8")).decode("ascii").rstrip("=")


def _unb64(text: str) -> str:
    import base64
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode("utf-8")


def preset_of(lab: LabController) -> str:
    """The lab's board, graph, algorithm, cities and predict mode as the query of a link
    (``board=europe&alg=dijkstra&source=Paris&target=Wien``); a teacher's own graph travels
    inside it (``sketch=``, its JSON in base64url)."""
    from urllib.parse import urlencode
    q: dict = {"board": lab.board_id}
    if lab.board_id == SKETCH:
        q["sketch"] = _b64(json.dumps(lab.sketch.to_dict(), ensure_ascii=False,
                                      separators=(",", ":")))
    elif lab.graph_kind != "board":
        q["graph"] = lab.graph_kind
    if lab.graph_kind == "region" and lab.region:
        q["region"] = ",".join(lab.name(n, "en") for n in lab.region)
    q["alg"] = lab.algorithm
    if lab.source is not None:
        q["source"] = lab.name(lab.source, "en")
    if lab.target is not None:
        q["target"] = lab.name(lab.target, "en")
    if lab.terminals:
        q["cities"] = ",".join(lab.name(n, "en") for n in lab.terminals)
    if lab.predict:
        q["predict"] = lab.ask
    return urlencode(q, safe=",")


def apply_preset(lab: LabController, text: str, network=None) -> bool:
    """Set the lab as a link's query says (:func:`preset_of`). A link that does not fit (an
    unknown board, algorithm or city, a broken graph) changes nothing and says which part is
    wrong (``lab.note``). ``network``: ``board_id -> (edges, lang -> text)`` for
    ``graph=network``. Returns whether it was applied."""
    from urllib.parse import parse_qs
    q = {k: v[-1] for k, v in parse_qs(text.lstrip("?#"), keep_blank_values=True).items()}

    def bad(key, value):
        lab.note = ("ttr-lab-bad", lambda lang: t("lab.link.bad", lang, part=key, value=value))
        return False
    unknown = sorted(set(q) - set(PRESET_KEYS))
    if unknown:
        return bad(unknown[0], q[unknown[0]])
    board = q.get("board", "europe")
    if board != SKETCH and board not in LAB_BOARDS:
        return bad("board", board)
    alg = q.get("alg", lab.algorithm)
    if alg not in ALGORITHMS:
        return bad("alg", alg)
    kind = q.get("graph", "board")
    if kind not in GRAPH_KINDS:
        return bad("graph", kind)
    ask = q.get("predict")
    if ask is not None and ask not in ASKS:
        return bad("predict", ask)
    sketch = None
    if board == SKETCH:
        try:
            sketch = Sketch.from_json(_unb64(q.get("sketch", "")))
        except (SketchError, ValueError, UnicodeDecodeError):
            return bad("sketch", q.get("sketch", "")[:12] + "…")
    # check every city on a scratch controller first: a bad link changes nothing
    trial = LabController("europe" if board == SKETCH else board, alg)
    if sketch is not None:
        trial.use_sketch(sketch, editing=False)
    names = {}
    for key in ("source", "target", "cities", "region"):
        if key in q:
            try:
                names[key] = [trial.city(x.strip()) for x in q[key].split(",") if x.strip()]
            except KeyError:
                return bad(key, q[key])
    if sketch is not None:
        lab.use_sketch(sketch, editing=False)
    elif board != lab.board_id or lab.board_id == SKETCH:
        lab.set_board(board)
    if kind == "network" and sketch is None:
        edges, words = network(board) if network is not None else (bot_network(board), None)
        lab.set_graph("network", edges, words)
    elif sketch is None:
        lab.set_graph(kind)
    if kind == "region":
        lab.region = list(names.get("region", []))
    lab.algorithm = alg
    lab.source = (names.get("source") or [None])[0]
    lab.target = (names.get("target") or [None])[0]
    lab.terminals = list(names.get("cities", []))[:MAX_TERMINALS]
    lab.history = []
    lab.pick = lab.next_pick()
    lab.rebuild()
    lab.set_predict(ask is not None, ask=ask)
    if ask is not None:
        lab.pick = None
    lab.note = ("ttr-lab-info", lambda lang: t("lab.link.opened", lang))
    return True
