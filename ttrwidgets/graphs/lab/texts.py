"""The lab's words, read from its Fluent catalogues ``ttrwidgets/locales/<lang>/lab.ftl``.

Every sentence of the graph lab lives there, whole, in English and German (German in the
rulebooks' terms, ``../shared/glossary.md``), read through :func:`ttrwidgets.core.i18n.text`
with the domain ``"lab"``:

* ``code-<algorithm>``: the pseudocode listing, one line per pseudocode line (four spaces per
  level); a step's ``line`` counts from 1 (:data:`PSEUDOCODE`, :func:`pseudocode`).
* ``why-<family>-<reason>``: a step's reason, filled with the step's ``params``
  (:func:`why_text`); counts stay numbers, so each language chooses its plural.
* ``alg-<algorithm>``: the algorithm's name (:func:`algorithm_name`).
* ``lab-…`` and ``sketch-…``: the lab page's own sentences (:func:`ui_text`).

Keys are written with ``.`` as in the code (``"dijkstra.settle"``, ``"lab.tally.votes"``); the
Fluent id has ``-`` instead (:func:`ttrwidgets.core.i18n.fluent_id`).
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from ...core import i18n

__all__ = ["DOMAIN", "LANGS", "PSEUDOCODE", "WHY", "pseudocode", "why_text", "format_value",
           "ui_text", "has_ui_text", "algorithm_name"]

#: The catalogue's domain: ``locales/<lang>/lab.ftl``.
DOMAIN = "lab"
#: The languages the lab ships.
LANGS = ("en", "de")


@lru_cache(maxsize=1)
def _ids() -> dict[str, set[str]]:
    """Fluent id -> its variables, of the shipped English catalogue (read once)."""
    return i18n.messages(DOMAIN, i18n.FALLBACK)


@lru_cache(maxsize=None)
def _prefixed(prefix: str) -> tuple[str, ...]:
    """The keys after ``prefix-`` of the English catalogue, in its order (``"why"`` → reason
    keys such as ``"dijkstra.settle"``: the family, a dot, the reason)."""
    out = []
    for fid in _ids():
        if fid.startswith(prefix + "-"):
            rest = fid[len(prefix) + 1:]
            out.append(rest.replace("-", ".", 1) if prefix == "why" else rest)
    return tuple(out)


def pseudocode(algorithm: str, lang: str = "en") -> tuple[str, ...]:
    """The pseudocode of ``algorithm`` in ``lang``: one string per line, indented by four
    spaces per level.

    >>> pseudocode("bfs", "de")[1]
    'solange die Warteschlange nicht leer ist:'
    """
    return tuple(i18n.text(DOMAIN, f"code.{algorithm}", lang).split("\n"))


@lru_cache(maxsize=1)
def _reason_set() -> frozenset:
    return frozenset(_prefixed("why"))


class _ByLanguage(dict):
    """One listing in every language: the shipped ones, and any other (a language added as
    files, the pseudo-locale) read from the catalogue when asked for, English where it lacks
    the listing."""

    def __init__(self, algorithm: str):
        super().__init__({lang: pseudocode(algorithm, lang) for lang in LANGS})
        self.algorithm = algorithm

    def __missing__(self, lang: str) -> tuple[str, ...]:
        self[lang] = pseudocode(self.algorithm, lang)
        return self[lang]


class _Listings(Mapping):
    """``PSEUDOCODE[algorithm][lang]``: a tuple of lines, from the catalogue."""

    def __getitem__(self, algorithm):
        if algorithm not in _prefixed("code"):
            raise KeyError(algorithm)
        return _ByLanguage(algorithm)

    def __iter__(self):
        return iter(_prefixed("code"))

    def __len__(self):
        return len(_prefixed("code"))


#: ``PSEUDOCODE[algorithm][lang]`` is a tuple of lines (see :func:`pseudocode`).
PSEUDOCODE = _Listings()


class _Reasons(Mapping):
    """``WHY``: every reason key (``"dijkstra.settle"``) -> the variables its sentence uses."""

    def __getitem__(self, key):
        if key not in _reason_set():
            raise KeyError(key)
        return _ids()[i18n.fluent_id(f"why.{key}")]

    def __iter__(self):
        return iter(_prefixed("why"))

    def __len__(self):
        return len(_prefixed("why"))


#: Every reason a step may give (the ``why-…`` messages of the catalogue).
WHY = _Reasons()

#: params that hold one node / a tuple of nodes / one edge / a tuple of edges
NODE_PARAMS = frozenset({"node", "u", "v", "from", "child", "root", "other"})
NODES_PARAMS = frozenset({"nodes"})
EDGE_PARAMS = frozenset({"edge"})
EDGES_PARAMS = frozenset({"path"})


def _namer(names):
    if names is None:
        return str
    if callable(names):
        return lambda n: str(names(n))
    if hasattr(names, "nodes") and hasattr(names, "adj"):  # a graph
        from .steps import node_names
        table = node_names(names)
        return lambda n: table.get(n, str(n))
    return lambda n: str(names.get(n, n))


def format_value(name, value, label=str, lang="en"):
    """One param for a sentence: nodes by ``label``, edges as ``A–B``, ∞ and "–" as text;
    whole numbers stay numbers (the catalogue chooses the plural by them)."""
    if value is None:
        return "–"
    if name in NODE_PARAMS:
        return label(value)
    if name in NODES_PARAMS:
        return i18n.join([label(x) for x in value], lang) or "–"
    if name in EDGE_PARAMS:
        return f"{label(value[0])}–{label(value[1])}"
    if name in EDGES_PARAMS:
        return ", ".join(f"{label(e[0])}–{label(e[1])}" for e in value)
    if value == float("inf"):
        return "∞"
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    return str(value)


def why_text(step, lang="en", names=None):
    """The reason of ``step`` as a sentence in ``lang`` (``"en"`` or ``"de"``).

    Parameters
    ----------
    step : Step
    lang : {"en", "de"}
    names : mapping, callable or graph, optional
        How to name a node: a mapping node -> name, a function, or a graph (its ``name``
        node attributes, see ``node_names``); by default ``str(node)``.

    Examples
    --------
    >>> from ttrwidgets.graphs.lab import Step
    >>> s = Step(3, "dijkstra.settle", (("node", 29), ("dist", 0)))
    >>> why_text(s, "en", {29: "Paris"})
    'Paris is taken from the queue with distance 0: it is final.'
    >>> why_text(s, "de", {29: "Paris"})
    'Paris wird mit Abstand 0 aus der Warteschlange genommen: dieser Abstand ist endgültig.'
    >>> why_text(Step(9, "bfs.done", (("count", 1),)), "de")
    'Die Warteschlange ist leer: 1 Stadt wurde erreicht.'
    """
    label = _namer(names)
    args = {k: format_value(k, v, label, lang) for k, v in step.params}
    return _text(f"why.{step.why}", lang, args)


#: Fluent fills a placeable with at most 1000 characters; a longer value (the 545 routes of
#: an Euler trail) goes in after the sentence is formed.
_LONG = 900


def _text(key: str, lang: str, params: dict) -> str:
    long = {k: v for k, v in params.items() if isinstance(v, str) and len(v) > _LONG}
    marks = {k: f"@@long-{i}@@" for i, k in enumerate(long)}
    out = i18n.text(DOMAIN, key, lang, **{**params, **marks})
    for k, mark in marks.items():
        out = out.replace(mark, long[k])
    return out


def has_ui_text(key: str) -> bool:
    """A key the lab's catalogue has (``"lab.tally.votes"``)."""
    return i18n.has_text(DOMAIN, key)


def ui_text(key: str, lang: str = "en", **params) -> str:
    """The lab's sentence ``key`` in ``lang``, filled with ``params``.

    >>> ui_text("lab.tally.votes", "de", n=3, votes="Köln: 3")
    '3 Stimmen: Köln: 3'
    >>> ui_text("lab.result.euler-trail", "en", n=500, trail="A → B " * 500)[:36]
    'The Euler trail (500 routes): A → B '
    >>> len(ui_text("lab.result.euler-trail", "en", n=500, trail="A → B " * 500))
    3030
    """
    return _text(key, lang, params)


def algorithm_name(algorithm: str, lang: str = "en") -> str:
    """``"dijkstra"`` → "Dijkstra's shortest paths" / "Kürzeste Wege nach Dijkstra"."""
    return i18n.text(DOMAIN, f"alg.{algorithm}", lang)
