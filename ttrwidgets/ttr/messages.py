"""Message catalogue of the Ticket to Ride engine: every explanation step and every rejection.

The sentences live in the Fluent catalogues ``ttrwidgets/locales/<lang>/engine.ftl`` (see
:mod:`ttrwidgets.core.i18n`), one whole sentence per language with its plural and case variants;
this module turns the engine's parameters into the values the sentences format. Parameters by
name:

``seat``, ``owner``, ``current``   a seat → "Player 2" / "Spieler 2"
``seats``, ``teams``               lists, formatted by the language ("Spieler 1 und Spieler 2");
                                   ``seats_n`` / ``teams_n`` is the count the sentence agrees with
``route``, ``other``               a route index → "Berlin–Frankfurt (red, 3)"
``city``                           a city index → its display name
``colour``                         a colour key → "red" / "Rot" (German: the noun, as the board's
                                   rulebook names it: Europe's purple is "Pink", Deutschland's "Lila")
``paid``, ``hand``, ...            a card dict → "2 red + 1 locomotive" / "2× Rot + 1× Lokomotive";
                                   ``paid_n`` etc. the number of cards
``old``, ``new``, ``revealed``, ``faceup``   colour-key lists → "red, blue, locomotive"; ``*_n``
``ticket``                         a ticket index → "Paris–Wien (8)"
``tickets``                        a list of ticket indices; ``tickets_n``
numbers                            stay numbers: the sentence picks "1 Zielkarte" / "2 Zielkarten"

>>> from ttrwidgets.ttr.maps import load_map
>>> m = load_map("europe")
>>> render("claim.trains", {"route": 0, "trains": 1, "length": 2}, m, "de")[:46]
'Du hast nur noch 1 Waggon, Amsterdam–Bruxelles'
>>> render("tickets.returned", {"n": 1}, m, "de")
'Die zurückgegebene Zielkarte kommt unter den Zielkartenstapel.'
>>> cards_text({"red": 2, "locomotive": 1}, "de")
'2× Rot + 1× Lokomotive'
"""
from __future__ import annotations

from collections.abc import Mapping

from ..core import i18n
from .colours import Colour, parse_colour

DOMAIN = "engine"

def _t(key: str, lang: str, /, **params) -> str:
    return i18n.text(DOMAIN, key, lang, **params)


#: Every colour key the engine knows (cards, routes: gray).
COLOUR_KEYS = ("purple", "white", "blue", "yellow", "orange", "black", "red", "green",
               "locomotive", "gray")


class _Names(Mapping):
    """``COLOUR_NAMES[lang][key]``: the colour's name in ``lang`` (Europe's words), from the
    catalogue; kept for callers of the old table."""

    def __init__(self, lang: str):
        self.lang = lang

    def __getitem__(self, key):
        if key not in COLOUR_KEYS:
            raise KeyError(key)
        return colour_name(key, self.lang)

    def __iter__(self):
        return iter(COLOUR_KEYS)

    def __len__(self):
        return len(COLOUR_KEYS)


class _Langs(Mapping):
    def __getitem__(self, lang):
        return _Names(lang)

    def __iter__(self):
        return iter(i18n.languages())

    def __len__(self):
        return len(i18n.languages())


COLOUR_NAMES = _Langs()


def _board(m) -> str:
    """The board id a colour's name depends on (Deutschland's purple is "Lila")."""
    return getattr(m, "id", None) or (m if isinstance(m, str) else "") or ""


def colour_name(key, lang: str = "en", plural: bool = False, board=None) -> str:
    """A colour as a noun: ``"red"`` / ``"Rot"``; ``plural`` for "locomotives"; ``board`` (a map or
    its id) where the rulebooks name a colour differently."""
    if not isinstance(key, str) or key not in COLOUR_KEYS:
        key = parse_colour(key).key
    return _t("colour." + key, lang, n=2 if plural else 1, board=_board(board))


def seat_name(seat: int, lang: str = "en") -> str:
    return _t("seat-name", lang, n=seat + 1)


def cards_text(cards: dict, lang: str = "en", board=None) -> str:
    """A set of cards: ``"2 red + 1 locomotive"`` / ``"2× Rot + 1× Lokomotive"``."""
    if not cards:
        return _t("cards-none", lang)
    return _t("cards-joiner", lang).join(
        _t("cards-part", lang, n=n, colour=colour_name(k, lang, n != 1, board),
           key=k if isinstance(k, str) else parse_colour(k).key)
        for k, n in cards.items())


def colours_text(keys, lang: str = "en", board=None) -> str:
    """A list of colour keys: "red, blue, locomotive" (nothing: "nothing" / "nichts")."""
    return ", ".join(colour_name(c, lang, board=board) for c in keys) or _t("cards-none", lang)


def route_name(m, r: int, lang: str = "en") -> str:
    rt = m.routes[r]
    return _t("route-name", lang, a=m.cities[rt.a].display_name, b=m.cities[rt.b].display_name,
              colour=colour_name(Colour(rt.colour).key, lang, board=m), length=rt.length)


def ticket_name(m, t: int, lang: str = "en") -> str:
    tk = m.tickets[t]
    return _t("ticket-name", lang, a=m.cities[tk.a].display_name,
              b=m.cities[tk.b].display_name, points=tk.points)


def _count(v) -> int:
    return sum(v.values()) if isinstance(v, dict) else len(v)


def _fmt_params(params: dict, m, lang: str) -> dict:
    out = {}
    for k, v in params.items():
        if v is None:
            out[k] = ""
        elif k in ("seat", "owner", "current"):
            out[k] = seat_name(v, lang)
        elif k == "seats":
            out[k] = i18n.join([seat_name(s, lang) for s in v], lang)
            out["seats_n"] = len(v)
        elif k in ("route", "other") and m is not None:
            out[k] = route_name(m, v, lang)
        elif k == "city" and m is not None:
            out[k] = m.cities[v].display_name
        elif k == "ticket" and m is not None:
            out[k] = ticket_name(m, v, lang)
        elif k == "tickets" and m is not None:
            out[k] = i18n.join([ticket_name(m, t, lang) for t in v], lang) or _t("cards-none", lang)
            out["tickets_n"] = len(v)
        elif k == "colour":
            out[k] = colour_name(v, lang, board=m)
        elif k in ("paid", "hand", "holder", "shared", "rest"):
            out[k] = cards_text(v, lang, m)
            out[k + "_n"] = _count(v)
        elif k == "team":
            out[k] = v + 1
        elif k == "teams":
            out[k] = i18n.join([str(t + 1) for t in v], lang)
            out["teams_n"] = len(v)
        elif k == "place":
            out[k] = _t("place." + v, lang) if i18n.has_text(DOMAIN, "place." + str(v)) else v
        elif k in ("old", "new", "revealed", "faceup", "there"):
            out[k] = colours_text(v, lang, m)
            out[k + "_n"] = len(v)
        elif k == "take" and m is not None:
            out[k] = ", ".join(_t("city-colour", lang, city=m.cities[x["city"]].display_name,
                                  colour=colour_name(x["colour"], lang, board=m)) for x in v)
            out[k + "_n"] = len(v)
        elif k == "by":
            out[k] = _t("tiebreak-by." + v, lang)
        else:
            out[k] = v
    return out


class _Catalogue(Mapping):
    """``M``: the engine's messages (``key in M``); ``M[key]`` is ``{language: text}`` for
    every language with a catalogue, as rendered without parameters (for looking a text up,
    not for showing it)."""

    def _keys(self):
        from fluent.syntax import FluentParser, ast
        if not hasattr(self, "_k"):
            res = FluentParser().parse((i18n.LOCALES / "en" / f"{DOMAIN}.ftl").read_text("utf-8"))
            self._k = [e.id.name for e in res.body if isinstance(e, ast.Message)]
        return self._k

    def __contains__(self, key):
        return i18n.has_text(DOMAIN, key)

    def __getitem__(self, key):
        if key not in self:
            raise KeyError(key)
        return {lang: i18n.text(DOMAIN, key, lang) for lang in i18n.languages()}

    def __iter__(self):
        """The Fluent ids (``"claim-done"``); ``in`` accepts those and the keys (``"claim.done"``)."""
        return iter(self._keys())

    def __len__(self):
        return len(self._keys())


M = _Catalogue()


def render(key: str, params: dict, m=None, lang: str = "en") -> str:
    """One message in ``lang`` (any language with a catalogue; missing texts in English)."""
    return _t(key, lang, **_fmt_params(params, m, lang))



def part_name(rule_id: str, lang: str = "en") -> str:
    """The name of a score part, e.g. ``part_name("de.globetrotter")`` → ``"Globetrotter"``."""
    return i18n.text(DOMAIN, "part." + rule_id, lang)


def rejection(key: str, params: dict, m=None) -> dict[str, str]:
    """A refusal in every language with a catalogue (a language added as files too):
    ``{"en": ..., "de": ..., ...}``, what :class:`~ttrwidgets.core.errors.IllegalActionError`
    carries."""
    return {lang: render(key, params, m, lang) for lang in i18n.languages()}


def render_step(st, m=None, lang: str = "en") -> str:
    """The sentence for an explanation :class:`~ttrwidgets.core.steps.Step`."""
    return render(st.key, st.params, m, lang)


def action_text(action, m, lang: str = "en", viewer: int | None = None) -> str:
    """A move in the learner's words, e.g. ``"claims Paris–Wien (…) with 3 red"``.

    ``viewer`` is the seat reading it: another seat's kept tickets stay secret
    (``tickets.secret``); ``None`` (the teacher) sees them. One sentence per action type
    (:data:`_ACTION_TEXTS`).
    """
    table = _action_texts()
    for cls in type(action).__mro__:
        if cls in table:
            return table[cls](action, m, lang, viewer)
    raise TypeError(f"no description for {action!r}")


def _say(key: str, lang: str, /, **params) -> str:
    return _t(key, lang, **params)


def _cards_of(cs, lang: str, board=None) -> str:
    return cards_text({Colour(k).key: n for k, n in enumerate(cs) if n}, lang, board)


def _keep_text(a, m, lang, viewer) -> str:
    if viewer is not None and viewer != a.seat:
        return _say("do.keep-secret", lang, n=len(a.tickets))
    if not a.tickets:
        return _say("do.keep-none", lang)
    ix = {tk.id: tk.index for tk in m.tickets}
    names = i18n.join([ticket_name(m, ix[x], lang) for x in a.tickets], lang)
    if getattr(a, "share", None) in ix:             # asia.setup-tickets, asia.draw-tickets
        return _say("do.keep-share", lang, tickets=names, ticket=ticket_name(m, ix[a.share], lang))
    return _say("do.keep", lang, tickets=names)


def _draw_text(a, m, lang, viewer) -> str:
    place = _t("place." + a.to, lang) if a.to else None
    if a.source == "deck":
        return _say("do.deck-to", lang, place=place) if place else _say("do.deck", lang)
    colour = colour_name(Colour(a.colour).key, lang, board=m)
    if place:
        return _say("do.faceup-to", lang, colour=colour, place=place)
    return _say("do.faceup", lang, colour=colour)


def _with_shared(text: str, a, lang: str, m=None) -> str:
    """``asia.claim-pool``: the part of a payment named as taken from the team holder."""
    shared = getattr(a, "from_shared", None)
    if shared is None or not any(shared):
        return text
    return _say("do.from-shared", lang, action=text, cards=_cards_of(shared, lang, m))


def _share_text(a, m, lang, viewer) -> str:
    if viewer is not None and viewer != a.seat:
        return _say("do.share-secret", lang, n=len(a.tickets))
    ix = {tk.id: tk.index for tk in m.tickets}
    return _say("do.share", lang, tickets=i18n.join([ticket_name(m, ix[x], lang)
                                                        for x in a.tickets if x in ix], lang),
                tickets_n=len(a.tickets))


_ACTION_TEXTS: dict = {}


def _action_texts() -> dict:
    """Action type -> ``describe(action, map, lang, viewer)`` (filled on first use: the
    actions module imports this one)."""
    if not _ACTION_TEXTS:
        from .actions import (BuildStation, ClaimRoute, DrawCard, DrawTickets, KeepTickets, Pass,
                              ShareTickets, TakePassengers, TunnelPay, TunnelWithdraw)
        _ACTION_TEXTS.update({
            DrawCard: _draw_text,
            ClaimRoute: lambda a, m, lang, v: _with_shared(_say(
                "do.claim", lang, route=route_name(
                    m, next(x.index for x in m.routes if x.id == a.route), lang),
                cards=_cards_of(a.cards, lang, m)), a, lang, m),
            TunnelPay: lambda a, m, lang, v: _with_shared(
                _say("do.pay", lang, cards=_cards_of(a.cards, lang, m)), a, lang, m),
            ShareTickets: _share_text,
            TunnelWithdraw: lambda a, m, lang, v: _say("do.withdraw", lang),
            DrawTickets: lambda a, m, lang, v: _say("do.tickets", lang) if not (
                a.short or a.long) else _say("do.tickets-mix", lang, short=a.short, long=a.long),
            TakePassengers: lambda a, m, lang, v: _say("do.passengers", lang, list=", ".join(
                _t("city-colour", lang, city=m.cities[m.city_index(c)].display_name,
                   colour=colour_name(Colour(k).key, lang, board=m))
                for c, k in a.take) or _t("cards-none", lang)),
            KeepTickets: _keep_text,
            BuildStation: lambda a, m, lang, v: _say(
                "do.station", lang, city=m.cities[m.city_index(a.city)].display_name,
                cards=_cards_of(a.cards, lang, m)),
            Pass: lambda a, m, lang, v: _say("do.pass", lang),
        })
    return _ACTION_TEXTS
