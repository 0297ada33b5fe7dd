"""What the Trans engine tells the learner: rejections (the ``IllegalActionError`` of
:func:`~ttrwidgets.trans.game.why_illegal`), explanation steps and moves in words.

The sentences live in the Fluent catalogues ``ttrwidgets/locales/<lang>/trans.ftl``
(``refuse-*``, ``step-*``, ``do-*``; see :mod:`ttrwidgets.core.i18n`); this module turns the
engine's parameters into the values they format. Seats are "Player 1" .. "Player 6" (seat index
+ 1); a grid point is its city's name, else named by where it lies ("the point just east of
Berlin"), never by its coordinates.

>>> from ttrwidgets.core.steps import step
>>> from ttrwidgets.trans.board import load_board
>>> b = load_board("trans_europa")
>>> render_step(step("trans.turn", "rail", seat=0, a=[9, 6], b=[10, 7], cost=1), b, "de")
'Spieler 1 legt eine Schiene zwischen Paris und dem Kreuzungspunkt direkt südöstlich von Paris (zählt 1 Schiene).'
"""
from __future__ import annotations

import math

from ..core import i18n
from .board import COLOURS

__all__ = ["REJECTIONS", "STEPS", "rejection", "render_step", "colour_name", "seat_name",
           "point_name", "action_words"]

DOMAIN = "trans"


def _t(key: str, lang: str, /, **params) -> str:
    return i18n.text(DOMAIN, key, lang, **params)


def colour_name(colour: str, lang: str = "en") -> str:
    """A city card colour as a noun: "pink" / "Rosa"."""
    return _t("colour." + colour, lang) if colour in COLOURS else str(colour)


def seat_name(seat, lang: str = "en") -> str:
    try:
        return _t("seat-name", lang, n=int(seat) + 1)
    except (TypeError, ValueError):
        return str(seat)


class _Keys:
    """The message keys of one kind (``"refuse"``, ``"step"``): ``key in REJECTIONS``."""

    def __init__(self, prefix: str):
        self.prefix = prefix

    def __contains__(self, key) -> bool:
        return i18n.has_text(DOMAIN, f"{self.prefix}.{key}")

    def __iter__(self):
        pre = self.prefix + "-"
        return iter(k[len(pre):] for k in i18n.messages(DOMAIN) if k.startswith(pre))

    def get(self, key, default=None):
        return key if key in self else default


#: The rejection keys (``refuse-*`` in trans.ftl) and the step keys (``step-*``).
REJECTIONS = _Keys("refuse")
STEPS = _Keys("step")

_DIRS = ("east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east")


def point_name(board, point, lang: str = "en", case: str = "nom") -> str:
    """A grid point for people: its city's name where one stands, else where it lies from the
    nearest city ("the point just east of Berlin"); ``case`` for German ("nom", "acc", "dat").
    ``point`` is ``(col, row)`` or a node index.

    >>> from ttrwidgets.trans.board import load_board
    >>> b = load_board("trans_europa")
    >>> point_name(b, (9, 6)), point_name(b, (10, 7))
    ('Paris', 'the point just south-east of Paris')
    >>> point_name(b, (10, 7), "de", "dat")
    'dem Kreuzungspunkt direkt südöstlich von Paris'
    """
    if board is None or isinstance(point, str):
        return str(point)
    try:
        node = point if isinstance(point, int) else board.node_at(point)
        c = board.city_at(node)
    except (KeyError, ValueError, TypeError, IndexError):
        return str(list(point)) if isinstance(point, (list, tuple)) else str(point)
    if c is not None:
        return board.cities[c].name
    x, y = board.xy(node)
    best = min(board.cities, key=lambda city: (math.dist(board.xy(city.node), (x, y)), city.index))
    cx, cy = board.xy(best.node)
    angle = math.degrees(math.atan2(y - cy, x - cx)) % 360      # y grows southwards
    direction = _DIRS[int((angle + 22.5) // 45) % 8]
    steps = max(1, round(math.dist((cx, cy), (x, y))))
    return _t("point-near", lang, city=best.name, dir=_t("dir-" + direction, lang), steps=steps,
              case=case)


def _params(params: dict, board, lang: str) -> dict:
    p = dict(params)
    for k in ("a", "b", "at"):      # grid points: by the city's name, else by where they lie
        v = p.get(k)
        if board is not None and isinstance(v, (list, tuple)) and len(v) == 2:
            for case in ("nom", "acc", "dat"):
                p[f"{k}_{case}"] = point_name(board, v, lang, case)
            p[k] = p[f"{k}_nom"]
        elif k in p:
            for case in ("nom", "acc", "dat"):
                p[f"{k}_{case}"] = str(v)
    if "seat" in p:
        p["seat_name"] = seat_name(p["seat"], lang)
    if "whose" in p:
        p["whose"] = seat_name(p["whose"], lang)
    if "colour" in p:
        p["colour"] = colour_name(p["colour"], lang)
    if "seats" in p:
        p["names"] = i18n.join([seat_name(x, lang) for x in p["seats"]], lang)
        p["seats_n"] = len(p["seats"])
        p["seats"] = p["names"]
    if "kind" in p:
        kind = p["kind"]
        p["kind"] = _t("kind-" + kind, lang) if i18n.has_text(DOMAIN, "kind-" + str(kind)) \
            else kind
    if "number" in p:
        from .specials import CARDS
        c = CARDS.get(p["number"])
        if c is not None:
            p["title"] = c.title.get(lang, c.title["en"])
    return p


def rejection(key: str, params: dict, board=None) -> dict:
    """``{"en": ..., "de": ..., ...}`` for a rejection key: every language with a catalogue
    (a language added as files too)."""
    return {lang: _t("refuse." + key, lang, **_params(params, board, lang))
            for lang in i18n.languages()}


def render_step(st, board=None, lang: str = "en") -> str:
    """One explanation step in ``lang``."""
    if st.key not in STEPS:
        return st.key
    return _t("step." + st.key, lang, **_params(st.params, board, lang))


def action_words(key: str, lang: str, board=None, **params) -> str:
    """A move in words (``do-*``): ``action_words("rail", "en", b, seat=0, a=.., b=..)``."""
    return _t("do." + key, lang, **_params(params, board, lang))
