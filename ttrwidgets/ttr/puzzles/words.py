"""The words and marks the route kinds' teaching shares (:mod:`.teach_station`,
:mod:`.teach_trail`, :mod:`.teach_tunnel`, :mod:`.teach_completion`): cities, routes, spaces,
cards, points, owners and tickets of a route board in words and as ticket marks; the words
every kind shares (:func:`~ttrwidgets.puzzles.teach_words.say`, lists, chances) are
:mod:`ttrwidgets.puzzles.teach_words`. Pure: no widgets, nothing decided here."""
from __future__ import annotations

from ...puzzles.teach_words import join_words, say
from ..colours import CARD_KINDS, Colour
from ..messages import cards_text, seat_name

__all__ = ["city_label", "cities_label", "pair_label", "spaces_words", "cards_count_words",
           "points_words", "cards_words", "owner_words", "ticket_label", "ticket_marks",
           "pair_marks"]


def city_label(m, c: int) -> str:
    """City ``c``'s printed name."""
    return m.cities[c].display_name


def cities_label(m, cs, lang: str) -> str:
    """Cities ``cs`` by name, joined (``A, B and C``)."""
    names = [city_label(m, c) for c in cs]
    return join_words(names, lang)


def pair_label(m, a: int, b: int) -> str:
    """``A–B``: two cities (a ticket, a pair to connect)."""
    return f"{city_label(m, a)}–{city_label(m, b)}"


def spaces_words(n: int, lang: str) -> str:
    """``n`` train spaces in words."""
    return say("words-spaces", lang, n=n)


def cards_count_words(n: int, lang: str) -> str:
    """``n`` cards in words."""
    return say("words-cards", lang, n=n)


def points_words(n: int, lang: str) -> str:
    """``1 point`` / ``-14 points`` (``Punkt``/``Punkte``)."""
    return say("words-points", lang, n=n)


def cards_words(cards, lang: str) -> str:
    """A 9-count card set in words: ``2 red + 1 locomotive``."""
    if not any(cards[k] for k in CARD_KINDS):
        return say("words-no-cards", lang)
    return cards_text({Colour(k).key: cards[k] for k in CARD_KINDS if cards[k]}, lang)


def owner_words(state, r: int, lang: str) -> str:
    """Who owns route ``r``: a seat's name, or nobody."""
    o = state.owners[r]
    return seat_name(o, lang) if o >= 0 else say("words-nobody", lang)


def ticket_label(m, t: int) -> str:
    """The label of ticket ``t`` on the board: its points."""
    return str(m.tickets[t].points)


def ticket_marks(m, tickets) -> tuple:
    """Ticket overlays ``(city a, city b, label)`` of ``tickets`` (:class:`Highlights`)."""
    return tuple((m.tickets[t].a, m.tickets[t].b, ticket_label(m, t)) for t in tickets)


def pair_marks(pairs) -> tuple:
    """Overlays of city pairs, numbered from 1 (a puzzle's tickets to complete)."""
    return tuple((a, b, str(k + 1)) for k, (a, b) in enumerate(pairs))
