"""The 19 special cards of the Trans variant (``trans.special``): what each does, in English and
German (the project's own words), and its parameters for the engine.

Numbers and effects follow ``shared/maps-reference/trans_special_cards.csv``; the values of the
two prestige tables (cards 1 and 2) are the project's decision (``TRANS.md``), as are the points
marked ``[decision]`` below.

>>> card(3).effect, card(3).max_rails
('three_rails', 3)
>>> card(1).table(1), card(1).table(6), card(2).table(2), card(2).table(3)
(4, 1, 1, 0)
>>> len(CARDS), sorted({c.group for c in CARDS.values()})
(19, ['easier', 'harder'])
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..core import i18n

__all__ = ["SpecialCard", "CARDS", "card", "BASE_TABLE", "prestige_for", "special_text"]


def BASE_TABLE(missing: int) -> int:
    """``trans.score-round``: 1 missing -> 3, 2 -> 2, 3-4 -> 1, 5 or more -> 0."""
    return 3 if missing == 1 else 2 if missing == 2 else 1 if missing in (3, 4) else 0


def _friendly(missing: int) -> int:    # [decision] TRANS.md: card 1
    return {1: 4, 2: 3, 3: 2, 4: 2, 5: 1, 6: 1}.get(missing, 0)


def _harsh(missing: int) -> int:       # [decision] TRANS.md: card 2
    return {1: 2, 2: 1}.get(missing, 0)


@dataclass(frozen=True)
class SpecialCard:
    number: int
    group: str                 # "easier" | "harder"
    effect: str                # the effect id of trans_special_cards.csv
    title: dict
    text: dict
    colour: str | None = None  # return_*, extra_card_chain: the colour concerned
    colours: tuple = ()        # reveal_two
    max_rails: int = 2         # three_rails: 3
    rhythm: tuple = ()         # rhythm_3_2_1: (3, 2, 1)
    single_kinds: tuple = ()   # water_doubles_single / mountain_doubles_single
    decision: bool = False

    def table(self, missing: int) -> int:
        if self.effect == "prestige_table_friendly":
            return _friendly(missing)
        if self.effect == "prestige_table_harsh":
            return _harsh(missing)
        return BASE_TABLE(missing)


_C = {"brown": ("brown", "braun"), "white": ("white", "weiß"), "pink": ("pink", "rosa"),
      "orange": ("orange", "orange"), "turquoise": ("turquoise", "türkis")}


def _reveal(n, a, b):
    return SpecialCard(
        n, "easier", "reveal_two",
        {"en": f"Show {_C[a][0]} and {_C[b][0]}", "de": f"{_C[a][1]} und {_C[b][1]} zeigen"},
        {"en": f"Everyone lays their {_C[a][0]} and their {_C[b][0]} city card face up, so all "
               "players know two of each other's cities this round.",
         "de": f"Alle legen ihre Stadtkarten in {_C[a][1]} und {_C[b][1]} offen hin, sodass in "
               "dieser Runde jeder zwei Städte der anderen kennt."},
        colours=(a, b))


def _chain(n, colour):
    en, de = _C[colour]
    return SpecialCard(
        n, "easier", "extra_card_chain",
        {"en": f"An extra {en} card goes round", "de": f"Eine Zusatzkarte in {de} wandert"},
        {"en": f"The start player draws one more {en} city card, keeps one of their two {en} "
               "cards and passes the other face down to the left. Each player in turn keeps one "
               "of their two and passes one on; the last player puts the card they do not want "
               "back on the stack.",
         "de": f"Der Startspieler zieht eine weitere Stadtkarte in {de}, behält eine seiner "
               f"beiden Karten in {de} und gibt die andere verdeckt nach links. Reihum behält "
               "jeder eine von zweien und gibt eine weiter; der Letzte legt die Karte, die er "
               "nicht will, zurück auf den Stapel."},
        colour=colour)


CARDS: dict[int, SpecialCard] = {c.number: c for c in [
    SpecialCard(1, "easier", "prestige_table_friendly",
                {"en": "A friendlier points table", "de": "Eine freundlichere Punktetabelle"},
                {"en": "This round, players who did not finish score 4 points for 1 missing "
                       "rail, 3 for 2, 2 for 3 or 4, 1 for 5 or 6 and nothing for more. A "
                       "player who finished still gets 4. The values are the project's "
                       "decision: the rulebook does not print them.",
                 "de": "In dieser Runde erhält, wer nicht fertig wurde, 4 Punkte bei 1 fehlenden "
                       "Schiene, 3 bei 2, 2 bei 3 oder 4, 1 bei 5 oder 6 und sonst nichts. Wer "
                       "fertig wurde, erhält weiter 4. Die Werte sind eine Entscheidung des "
                       "Projekts: Die Spielregel nennt sie nicht."}, decision=True),
    SpecialCard(2, "easier", "prestige_table_harsh",
                {"en": "A harsher points table", "de": "Eine strengere Punktetabelle"},
                {"en": "This round, players who did not finish score 2 points for 1 missing "
                       "rail, 1 for 2 and nothing for more. A player who finished still gets 4. "
                       "The values are the project's decision: the rulebook does not print "
                       "them.",
                 "de": "In dieser Runde erhält, wer nicht fertig wurde, 2 Punkte bei 1 fehlenden "
                       "Schiene, 1 bei 2 und sonst nichts. Wer fertig wurde, erhält weiter 4. "
                       "Die Werte sind eine Entscheidung des Projekts: Die Spielregel nennt sie "
                       "nicht."}, decision=True),
    SpecialCard(3, "easier", "three_rails",
                {"en": "Three rails per turn", "de": "Drei Schienen pro Zug"},
                {"en": "This round you may lay up to 3 rails on a turn instead of 2; a double "
                       "line counts as 2 of them, so a double and a plain line fit in one turn.",
                 "de": "In dieser Runde darfst du pro Zug bis zu 3 statt 2 Schienen legen; eine "
                       "Doppellinie zählt als 2 davon, also passen eine Doppellinie und eine "
                       "einfache Linie in einen Zug."}, max_rails=3),
    SpecialCard(4, "easier", "water_doubles_single",
                {"en": "Water is easy", "de": "Wasser ist leicht"},
                {"en": "This round every double line across water counts as a plain line, both "
                       "when you lay it and when missing rails are counted.",
                 "de": "In dieser Runde gilt jede Doppellinie über Wasser als einfache Linie, "
                       "beim Legen und beim Zählen der fehlenden Schienen."},
                single_kinds=("water",)),
    SpecialCard(5, "easier", "mountain_doubles_single",
                {"en": "Mountains are easy", "de": "Berge sind leicht"},
                {"en": "This round every double line across mountains counts as a plain line, "
                       "both when you lay it and when missing rails are counted.",
                 "de": "In dieser Runde gilt jede Doppellinie über Gebirge als einfache Linie, "
                       "beim Legen und beim Zählen der fehlenden Schienen."},
                single_kinds=("mountain",)),
    SpecialCard(6, "easier", "return_white",
                {"en": "Without the white city", "de": "Ohne die weiße Stadt"},
                {"en": "Everyone gives back their white city card; this round you connect only "
                       "4 cities.",
                 "de": "Alle geben ihre weiße Stadtkarte zurück; in dieser Runde verbindest du "
                       "nur 4 Städte."}, colour="white"),
    SpecialCard(7, "easier", "return_turquoise",
                {"en": "Without the turquoise city", "de": "Ohne die türkise Stadt"},
                {"en": "Everyone gives back their turquoise city card; this round you connect "
                       "only 4 cities.",
                 "de": "Alle geben ihre türkise Stadtkarte zurück; in dieser Runde verbindest "
                       "du nur 4 Städte."}, colour="turquoise"),
    SpecialCard(8, "easier", "return_any_one",
                {"en": "Give back one city", "de": "Eine Stadt zurückgeben"},
                {"en": "Everyone looks at their 5 cities and, all at the same time and in "
                       "secret, gives back one of their choice; this round you connect 4 cities.",
                 "de": "Alle sehen sich ihre 5 Städte an und geben gleichzeitig und geheim eine "
                       "beliebige davon zurück; in dieser Runde verbindest du 4 Städte."}),
    SpecialCard(9, "easier", "rhythm_3_2_1",
                {"en": "Rhythm 3, 2, 1", "de": "Rhythmus 3, 2, 1"},
                {"en": "The number of rails per turn follows the game turns of the round: up to "
                       "3 on everyone's first turn, up to 2 on the second, at most 1 on the "
                       "third, and then again from 3. A double line counts as 2 rails, so it "
                       "cannot be laid on a turn of 1 (the project's decision).",
                 "de": "Die Zahl der Schienen pro Zug folgt den Durchgängen der Runde: bis zu 3 "
                       "im ersten Zug jedes Spielers, bis zu 2 im zweiten, höchstens 1 im "
                       "dritten, danach wieder ab 3. Eine Doppellinie zählt als 2 Schienen und "
                       "passt daher nicht in einen Zug mit 1 (Entscheidung des Projekts)."},
                rhythm=(3, 2, 1), decision=True),
    _reveal(10, "pink", "orange"),
    _reveal(11, "pink", "brown"),
    _reveal(12, "brown", "orange"),
    _chain(13, "pink"),
    _chain(14, "brown"),
    _chain(15, "orange"),
    SpecialCard(16, "harder", "pass_one_left_x3",
                {"en": "Pass one city left, three times", "de": "Dreimal eine Stadt nach links"},
                {"en": "All at once, everyone passes one city card of their choice face down to "
                       "the left neighbour, who looks at it; this happens three times. You may "
                       "end up with fewer colours, and the colours of your cards are shown on "
                       "request.",
                 "de": "Alle geben gleichzeitig eine Stadtkarte ihrer Wahl verdeckt an den "
                       "linken Nachbarn, der sie ansieht; das geschieht dreimal. So kann man am "
                       "Ende weniger Farben haben, und die Farben der Karten zeigt man auf "
                       "Nachfrage."}),
    SpecialCard(17, "harder", "pass_hand_left",
                {"en": "Play your neighbour's cities", "de": "Mit den Städten des Nachbarn"},
                {"en": "Everyone memorises their 5 cities and passes the whole hand face down "
                       "to the left neighbour, who plays with it this round. So you also know "
                       "the cities of your left neighbour.",
                 "de": "Alle merken sich ihre 5 Städte und geben die ganze Hand verdeckt an den "
                       "linken Nachbarn, der in dieser Runde damit spielt. So kennst du auch die "
                       "Städte deines linken Nachbarn."}),
    SpecialCard(18, "harder", "build_anywhere",
                {"en": "Build anywhere", "de": "Kreuz und quer bauen"},
                {"en": "This round rails may go on any free line, joined to no network at all. "
                       "To finish, your cities must still be joined to your start marker by one "
                       "network.",
                 "de": "In dieser Runde dürfen Schienen auf jede freie Linie, auch ohne "
                       "Anschluss an ein Netz. Fertig ist trotzdem nur, wessen Städte über ein "
                       "Netz mit seinem Startmarker verbunden sind."}),
    SpecialCard(19, "harder", "open_cards",
                {"en": "Open cards", "de": "Offene Karten"},
                {"en": "Everyone lays all 5 city cards face up: this round is played with open "
                       "hands.",
                 "de": "Alle legen ihre 5 Stadtkarten offen hin: Diese Runde wird mit offenen "
                       "Karten gespielt."}),
]}


class _CardText(Mapping):
    """A card's ``title`` / ``text``: ``[lang]`` reads the catalogue (``trans.ftl``,
    ``special-<n>-title`` / ``special-<n>``) in any language that has one."""

    def __init__(self, key: str):
        self.key = key

    def __getitem__(self, lang):
        return i18n.text("trans", self.key, lang)

    def __iter__(self):
        return iter(("en", "de"))

    def __len__(self):
        return 2

    def get(self, lang, default=None):
        return self[lang]


# The words are the catalogue's (the English and German above are where they were written
# first; ``locales/<lang>/trans.ftl`` holds them now, and the catalogue wins).
for _c in CARDS.values():
    object.__setattr__(_c, "title", _CardText(f"special.{_c.number}.title"))
    object.__setattr__(_c, "text", _CardText(f"special.{_c.number}"))


def card(number) -> SpecialCard | None:
    """The special card ``number`` (1-19), or None for ``None``."""
    if number is None:
        return None
    return CARDS[number]


def prestige_for(special, completed: bool, missing: int | None) -> int:
    """Prestige for one player at the end of a round (``trans.score-round``; cards 1 and 2
    change the table for those who did not complete; completers gain 4 under every table)."""
    if completed:
        return 4
    if missing is None:
        return 0
    c = card(special)
    return c.table(missing) if c is not None else BASE_TABLE(missing)


def special_text(number: int, lang: str = "en") -> str:
    c = CARDS[number]
    return f"{number}. {c.title[lang]}: {c.text[lang]}"
