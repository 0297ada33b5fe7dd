"""What the Trans engine tells the learner, in English and German (the project's own words):
rejections (the ``IllegalActionError`` of :func:`~ttrwidgets.trans.game.why_illegal`) and
explanation steps.

Seats are named ``player 1`` .. ``player 6`` (seat index + 1); grid points ``[col, row]``; cities
by name.

>>> from ttrwidgets.core.steps import step
>>> render_step(step("trans.turn", "rail", seat=0, a=[9, 6], b=[10, 7], cost=1), None, "de")
'Spieler 1 legt eine Schiene von [9, 6] nach [10, 7] (1 Schiene).'
"""
from __future__ import annotations

from .board import COLOURS

__all__ = ["REJECTIONS", "STEPS", "rejection", "render_step", "colour_name", "seat_name"]

_COLOUR_DE = {"brown": "braun", "white": "weiß", "pink": "rosa", "orange": "orange",
              "turquoise": "türkis"}


def colour_name(colour: str, lang: str = "en") -> str:
    return _COLOUR_DE.get(colour, colour) if lang == "de" else colour


def seat_name(seat, lang: str = "en") -> str:
    try:
        return ("Spieler {}" if lang == "de" else "player {}").format(int(seat) + 1)
    except (TypeError, ValueError):
        return str(seat)


#: key -> (English, German); parameters in braces.
REJECTIONS = {
    "over": ("The game is over.", "Das Spiel ist vorbei."),
    "not-active": ("It is {whose}'s turn, not {seat_name}'s.",
                   "{whose_de} ist am Zug, nicht {seat_name_de}."),
    "phase-choose": ("First the special card's choice of city cards has to be made.",
                     "Zuerst muss die Wahl der Stadtkarten für die Sonderkarte getroffen werden."),
    "phase-markers": ("First every player places a start marker.",
                      "Zuerst setzt jeder Spieler seinen Startmarker."),
    "phase-rails": ("The start markers are placed; now rails are laid.",
                    "Die Startmarker stehen; jetzt werden Schienen gelegt."),
    "no-choice": ("There is no city card to choose now.",
                  "Jetzt ist keine Stadtkarte zu wählen."),
    "chosen": ("{seat_name} has already chosen a card.",
               "{seat_name_de} hat schon eine Karte gewählt."),
    "wrong-choice": ("This special card asks for a different choice.",
                     "Diese Sonderkarte verlangt eine andere Wahl."),
    "not-in-hand": ("{city} is not one of {seat_name}'s city cards.",
                    "{city} ist keine Stadtkarte von {seat_name_de}."),
    "wrong-colour": ("Pass on one of the two {colour} cards.",
                     "Gib eine der beiden Karten in {colour_de} weiter."),
    "marker-taken": ("Another start marker already stands on {at}.",
                     "Auf {at} steht schon ein anderer Startmarker."),
    "line-taken": ("The line {a}-{b} already has a rail.",
                   "Auf der Linie {a}-{b} liegt schon eine Schiene."),
    "too-many": ("This turn allows {allowed} rails and {used} are used; this line takes {cost}.",
                 "In diesem Zug sind {allowed} Schienen erlaubt und {used} verbraucht; diese Linie "
                 "braucht {cost}."),
    "not-connected": ("The line {a}-{b} does not touch the network of {seat_name}'s start marker.",
                      "Die Linie {a}-{b} berührt das Netz des Startmarkers von {seat_name_de} "
                      "nicht."),
}

#: step key -> (English, German)
STEPS = {
    "deal": ("Round {round}: everyone secretly receives one city card of each colour.",
             "Runde {round}: Jeder erhält geheim eine Stadtkarte jeder Farbe."),
    "dashed": ("With {players} players the 10 dashed cards are left out.",
               "Bei {players} Spielern bleiben die 10 gestrichelten Karten draußen."),
    "special": ("Special card {number} is in force this round: {title}.",
                "In dieser Runde gilt Sonderkarte {number}: {title_de}."),
    "return-colour": ("Everyone gives back their {colour} city card.",
                      "Alle geben ihre Stadtkarte in {colour_de} zurück."),
    "hand-passed": ("Everyone passes their whole hand to the left neighbour.",
                    "Alle geben ihre ganze Hand an den linken Nachbarn."),
    "extra-card": ("{seat_name} draws an extra {colour} city card.",
                   "{seat_name_de} zieht eine zusätzliche Stadtkarte in {colour_de}."),
    "chose": ("{seat_name} has chosen a card.", "{seat_name_de} hat eine Karte gewählt."),
    "returned": ("The chosen cards go back to the stacks.",
                 "Die gewählten Karten gehen zurück auf die Stapel."),
    "passed": ("Pass {stage}: the chosen cards go to the left neighbours.",
               "Weitergabe {stage}: Die gewählten Karten gehen an die linken Nachbarn."),
    "chain-pass": ("{seat_name} passes a card to the left.",
                   "{seat_name_de} gibt eine Karte nach links."),
    "chain-back": ("{seat_name} puts a card back on the stack.",
                   "{seat_name_de} legt eine Karte zurück auf den Stapel."),
    "marker": ("{seat_name} places the start marker on {at}.",
               "{seat_name_de} setzt den Startmarker auf {at}."),
    "rail": ("{seat_name} lays a rail from {a} to {b} ({cost} rail{s}).",
             "{seat_name_de} legt eine Schiene von {a} nach {b} ({cost} Schiene{n})."),
    "double": ("A double line over {kind_en} takes {cost} rail{s} of the turn.",
               "Eine Doppellinie über {kind_de} braucht {cost} Schiene{n} des Zuges."),
    "merge": ("The networks join: {names} now share one network.",
              "Die Netze verbinden sich: {names_de} teilen jetzt ein Netz."),
    "completed": ("{seat_name} has connected all their cities.",
                  "{seat_name_de} hat alle Städte verbunden."),
    "finish-turn": ("Another player is complete, but {seat_name} finishes the turn first.",
                    "Ein anderer Spieler ist fertig, aber {seat_name_de} beendet zuerst den Zug."),
    "turn-end": ("{seat_name} ends the turn.", "{seat_name_de} beendet den Zug."),
    "supply-empty": ("The rail supply is empty: the round ends.",
                     "Der Schienenvorrat ist leer: Die Runde endet."),
    "stalled": ("A whole circle of turns without a rail: the round ends.",
                "Eine ganze Runde von Zügen ohne Schiene: Die Runde endet."),
    "round-over": ("The round ends; everyone shows their cities.",
                   "Die Runde endet; alle zeigen ihre Städte."),
    "score-complete": ("{seat_name} completed: +{points} prestige.",
                       "{seat_name_de} ist fertig: +{points} Prestige."),
    "score-missing": ("{seat_name} misses {missing} rail{s}: +{points} prestige.",
                      "{seat_name_de} fehlen {missing} Schiene{n}: +{points} Prestige."),
    "next-round": ("Next round: {seat_name} is the start player.",
                   "Nächste Runde: {seat_name_de} ist Startspieler."),
    "game-over": ("The game ends: {names} win{s} with {prestige} prestige.",
                  "Das Spiel endet: {names_de} gewinn{t} mit {prestige} Prestige."),
}


def point_name(board, point) -> str:
    """A grid point for people: ``"Paris [9, 6]"`` where a city stands, else ``"[10, 7]"``
    (the coordinates stay: the terminal takes them as input).

    >>> from ttrwidgets.trans.board import load_board
    >>> b = load_board("trans_europa")
    >>> point_name(b, (9, 6)), point_name(b, (10, 7))
    ('Paris [9, 6]', '[10, 7]')
    """
    coords = str(list(point))
    if board is None or isinstance(point, str):
        return str(point)
    try:
        c = board.city_at(board.node_at(point))
    except (KeyError, ValueError, TypeError):
        return coords
    return coords if c is None else f"{board.cities[c].name} {coords}"


def _params(params: dict, board=None) -> dict:
    p = dict(params)
    for k in ("a", "b", "at"):      # grid points: by the city's name where one stands
        v = p.get(k)
        if board is not None and isinstance(v, (list, tuple)) and len(v) == 2:
            p[k] = point_name(board, v)
    if "seat" in p:
        p["seat_name"], p["seat_name_de"] = seat_name(p["seat"]), seat_name(p["seat"], "de")
    if "whose" in p:
        p["whose_de"] = seat_name(p["whose"], "de")
        p["whose"] = seat_name(p["whose"])
    if "colour" in p:
        p["colour_de"] = colour_name(p["colour"], "de")
    if "seats" in p:
        en = [seat_name(s) for s in p["seats"]]
        de = [seat_name(s, "de") for s in p["seats"]]
        p["names"] = ", ".join(en[:-1]) + " and " + en[-1] if len(en) > 1 \
            else en[0] if en else ""
        p["names_de"] = ", ".join(de[:-1]) + " und " + de[-1] if len(de) > 1 \
            else de[0] if de else ""
        p["s"] = "" if len(en) > 1 else "s"
        p["t"] = "en" if len(de) > 1 else "t"
    for k in ("cost", "missing"):
        if k in p:
            p["s"] = "" if p[k] == 1 else "s"
            p["n"] = "" if p[k] == 1 else "n"
    if "kind" in p:
        p["kind_en"] = {"water": "water", "mountain": "mountains"}.get(p["kind"], p["kind"])
        p["kind_de"] = {"water": "Wasser", "mountain": "Gebirge"}.get(p["kind"], p["kind"])
    if "number" in p:
        from .specials import CARDS
        c = CARDS.get(p["number"])
        if c is not None:
            p["title"], p["title_de"] = c.title["en"], c.title["de"]
    return p


def rejection(key: str, params: dict, board=None) -> dict:
    """``{"en": ..., "de": ...}`` for a rejection key."""
    en, de = REJECTIONS[key]
    p = _params(params, board)
    return {"en": en.format(**p), "de": de.format(**p)}


def render_step(st, board=None, lang: str = "en") -> str:
    """One explanation step in English or German."""
    texts = STEPS.get(st.key)
    if texts is None:
        return st.key
    p = _params(st.params, board)
    return texts[1 if lang == "de" else 0].format(**p)


assert set(COLOURS) == set(_COLOUR_DE)
