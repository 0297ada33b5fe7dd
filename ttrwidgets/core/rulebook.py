"""Rule catalogue: every rule id of the normative rules, explained for learners in English and German.

The rules live in ``shared/rules/*.md`` (``europe.md``, ``deutschland.md``, ``asia.md``,
``trans.md``); each rule there has a stable id such as ``tunnel.extra``. This module gives every
one of those ids a short title and a plain explanation in both languages. The texts are the
project's own words, written for someone learning the game; they are not copied from any rulebook.

Europe is the base family: :data:`RULES` holds its rules. Deutschland and the Asia team variant only
list what differs from Europe ("rules not listed here are as in europe.md"), so :func:`rule` falls
back to the Europe entry for ids those games share, and refuses ids for parts the game does not
have (Deutschland has no stations, for instance). Trans Europa / Trans America is a different game
and never falls back.

Rules marked ``[decision]`` in the rules files (the project closes a gap in the printed rules) and
``[editions]`` (the printed editions disagree) carry the flags :attr:`Rule.decision` and
:attr:`Rule.editions`, and their texts say so.

>>> rule("station.cost").text["en"]
'Your 1st station costs 1 card of any colour, your 2nd costs 2 cards of one colour, and your 3rd costs 3 cards of one colour. Locomotives can replace any of these cards.'
>>> rule_text("station.unused", "de")
'Punkte für übrige Bahnhöfe: Für jeden Bahnhof, den du nicht gebaut hast, bekommst du am Ende 4 Punkte.'
>>> rule("claim.score", "deutschland").game, rule("draw.two", "deutschland").game
('deutschland', 'europe')
"""
from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Rule", "RULES", "GAME_RULES", "GAMES", "LANGS", "rule", "rule_text", "rule_ids"]

#: The rules files, in the order the project lists them.
GAMES = ("europe", "deutschland", "asia", "trans")
#: Languages every entry is written in.
LANGS = ("en", "de")



@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of one rules file, explained in English and German.

    Attributes
    ----------
    id : str
        The stable rule id, e.g. ``"tunnel.extra"``.
    game : str
        The rules file that defines this entry: ``"europe"``, ``"deutschland"``, ``"asia"`` or
        ``"trans"``. A Deutschland entry that overrides a Europe id (``claim.score``) is its own
        ``Rule`` with ``game="deutschland"``.
    section : str
        Short English section name, e.g. ``"Tunnels"``.
    title : dict of str to str
        ``{"en": ..., "de": ...}``, 2 to 6 words.
    text : dict of str to str
        ``{"en": ..., "de": ...}``, 1 to 4 sentences for a learner.
    decision : bool
        The rules file marks this rule ``[decision]``: the project's own choice where the printed
        rules are silent.
    editions : bool
        The rules file marks this rule ``[editions]``: the printed editions differ (a rules option).

    Examples
    --------
    >>> r = rule("tunnel.extra")
    >>> r.section, r.decision, r.editions
    ('Tunnels', False, False)
    >>> r.title["de"]
    'Zusatzkosten beim Tunnel'
    """

    id: str
    game: str
    section: str
    title: dict[str, str] = field(hash=False)
    text: dict[str, str] = field(hash=False)
    decision: bool = False
    editions: bool = False


def _build(game: str, entries: list[tuple]) -> dict[str, Rule]:
    out: dict[str, Rule] = {}
    for entry in entries:
        rid, section, (title_en, text_en), (title_de, text_de), *flags = entry
        flags = set(flags)
        assert rid not in out, rid
        out[rid] = Rule(rid, game, section, {"en": title_en, "de": title_de},
                        {"en": text_en, "de": text_de},
                        decision="decision" in flags, editions="editions" in flags)
    return out


# --------------------------------------------------------------------------------------------
# Europe (europe.md): the base family
# --------------------------------------------------------------------------------------------
_EUROPE = [
    # ---- Components
    ("setup.cards", "Components",
     ("The train cards",
      "The game has 110 train cards: 12 cards in each of 8 colours (purple, also called pink, "
      "blue, orange, white, green, yellow, black and red) plus 14 locomotives. Locomotives are "
      "wild: each one can stand in for a card of any colour."),
     ("Die Wagenkarten",
      "Im Spiel sind 110 Wagenkarten: je 12 Karten in 8 Farben (lila, auch rosa genannt, blau, "
      "orange, weiß, grün, gelb, schwarz und rot) und dazu 14 Lokomotiven. Lokomotiven sind "
      "Joker: Jede von ihnen kann eine Karte beliebiger Farbe ersetzen.")),
    ("setup.pieces", "Components",
     ("Trains and stations per player",
      "Each player gets 45 trains and 3 train stations in their colour. The game is for 2 to 5 "
      "players."),
     ("Wagen und Bahnhöfe je Spieler",
      "Jeder Spieler erhält 45 Wagen und 3 Bahnhöfe in seiner Farbe. Gespielt wird mit 2 bis 5 "
      "Personen.")),
    # ---- Setup
    ("setup.deal", "Setup",
     ("Dealing the train cards",
      "Shuffle the train cards and give every player 4 of them. Then turn 5 cards face up beside "
      "the deck; if 3 or more of them are locomotives, the display is replaced following the "
      "three-locomotive rule."),
     ("Wagenkarten austeilen",
      "Die Wagenkarten werden gemischt, und jeder Spieler bekommt 4 davon auf die Hand. Danach "
      "werden 5 Karten offen neben den Nachziehstapel gelegt; sind 3 oder mehr davon Lokomotiven, "
      "wird die Auslage nach der Drei-Lokomotiven-Regel erneuert.")),
    ("setup.tickets", "Setup",
     ("Choosing starting tickets",
      "The Europe deck holds 46 destination tickets: 6 long and 40 regular ones. Each player "
      "receives 1 long and 3 regular tickets and, before the first turn, must hold on to 2, "
      "3 or all 4 of them, mixing long and regular freely. Tickets a player gives back are removed from the game "
      "instead of returning to the deck, and the long tickets nobody received are put away "
      "unseen."),
     ("Start-Zielkarten auswählen",
      "Der Europa-Stapel umfasst 46 Zielkarten: 6 lange und 40 normale. Jeder Spieler erhält 1 "
      "lange und 3 normale Zielkarten und muss vor dem ersten Zug 2, 3 oder alle 4 davon behalten, "
      "lange und normale frei gemischt. Zurückgegebene Zielkarten kommen aus dem Spiel statt "
      "zurück in den Stapel, und die langen Zielkarten, die niemand bekommen hat, werden ungesehen "
      "weggelegt.")),
    ("setup.first-player", "Setup",
     ("Who goes first",
      "Any player may take the first turn, and play then continues clockwise. The printed rules "
      "leave the choice open, so the project's decision is: player 0 starts, unless a different "
      "start player is picked in the app."),
     ("Wer beginnt",
      "Jeder Spieler darf beginnen; danach geht es im Uhrzeigersinn weiter. Die gedruckten Regeln "
      "lassen die Wahl offen, daher gilt als Entscheidung dieses Projekts: Spieler 0 beginnt, "
      "sofern in der App kein anderer Startspieler gewählt wird."),
     "decision"),
    # ---- Turn
    ("turn.one-action", "Turn",
     ("One action per turn",
      "On your turn you pick exactly one of four actions: take train cards, claim a route, take "
      "new destination tickets, or put down a train station."),
     ("Eine Aktion pro Zug",
      "Wer am Zug ist, führt genau eine von vier Aktionen aus: Wagenkarten ziehen, eine Strecke "
      "bauen, Zielkarten ziehen oder einen Bahnhof errichten.")),
    ("turn.pass", "Turn",
     ("Passing when stuck",
      "If you have no legal action at all, you pass. If all players pass one after another for a "
      "complete round, the game is over and goes to final scoring. The printed rules do not cover this dead end "
      "(for example, all cards stuck in hands with no tickets left and no affordable route), so "
      "this rule is the project's decision."),
     ("Passen, wenn nichts geht",
      "Wer keine erlaubte Aktion mehr hat, muss passen. Passen alle Spieler eine volle Runde lang "
      "hintereinander, endet das Spiel und wird gewertet. Die gedruckten Regeln sehen diesen "
      "Stillstand nicht vor (etwa wenn alle Karten auf den Händen liegen, keine Zielkarten mehr "
      "da sind und keine Strecke bezahlbar ist); die Regel ist daher eine Entscheidung dieses "
      "Projekts."),
     "decision"),
    # ---- Drawing train cards
    ("draw.two", "Drawing train cards",
     ("Drawing two cards",
      "Take 2 train cards. For each card, pick from the 5 cards lying face up, or draw the deck's "
      "top card blind. A face-up card you take is replaced from the deck right away, before "
      "you pick your second card."),
     ("Zwei Karten ziehen",
      "Du nimmst 2 Wagenkarten. Jede davon ist entweder eine der 5 offenen Karten der Auslage oder "
      "die oberste, verdeckte Karte des Nachziehstapels. Nimmst du eine offene Karte, wird sie "
      "sofort vom Nachziehstapel ersetzt, noch bevor du die zweite Karte wählst.")),
    ("draw.faceup-locomotive", "Drawing train cards",
     ("Face-up locomotive",
      "If your first pick is a face-up locomotive, that single card is your whole draw. You may "
      "never take a face-up locomotive as your second card, not even one that was just turned up "
      "as a replacement."),
     ("Offene Lokomotive",
      "Nimmst du als erste Karte eine offene Lokomotive, ist das Ziehen damit beendet: Du bekommst "
      "nur diese eine Karte. Als zweite Karte darfst du nie eine offene Lokomotive nehmen, auch "
      "dann nicht, wenn sie gerade erst als Ersatz aufgedeckt wurde.")),
    ("draw.blind-locomotive", "Drawing train cards",
     ("Locomotive from the deck",
      "A locomotive you draw blind from the deck counts like any other card, so you still take a "
      "second card."),
     ("Lokomotive vom Nachziehstapel",
      "Ziehst du eine Lokomotive verdeckt vom Nachziehstapel, zählt sie wie jede andere Karte: Du "
      "darfst trotzdem noch eine zweite Karte nehmen.")),
    ("draw.three-locomotives", "Drawing train cards",
     ("Three face-up locomotives",
      "As soon as the display shows at least 3 locomotives among its 5 cards, all 5 go to the "
      "discard pile and 5 fresh cards are laid out; repeat as often as needed. If the deck and the discard pile together can no "
      "longer produce a display with fewer than 3 locomotives, the display stays as it is. The "
      "printed rules are silent on that last case, so this part is the project's decision."),
     ("Drei offene Lokomotiven",
      "Liegen unter den 5 offenen Karten 3 oder mehr Lokomotiven, kommen alle 5 auf den "
      "Ablagestapel und 5 neue werden ausgelegt; das wird so oft wie nötig wiederholt. Können "
      "Nachziehstapel und Ablagestapel zusammen keine Auslage mit weniger als 3 Lokomotiven mehr "
      "liefern, bleibt die Auslage, wie sie ist. Dazu schweigen die gedruckten Regeln, daher ist "
      "dieser Teil eine Entscheidung dieses Projekts."),
     "decision"),
    ("draw.reshuffle", "Drawing train cards",
     ("Reshuffling the discards",
      "When the deck runs out, shuffle the discard pile; it becomes the new deck."),
     ("Ablagestapel neu mischen",
      "Ist der Nachziehstapel leer, mischt man den Ablagestapel; er dient dann als neuer "
      "Nachziehstapel.")),
    ("draw.unlimited-hand", "Drawing train cards",
     ("No hand limit",
      "There is no limit to how many train cards you may hold in your hand."),
     ("Kein Handkartenlimit",
      "Es gibt keine Obergrenze: Du darfst beliebig viele Wagenkarten auf der Hand haben.")),
    ("draw.exhausted", "Drawing train cards",
     ("When cards run out",
      "You can only pick a card that actually exists. With deck and discard pile both empty, only "
      "the face-up cards still lying out can be taken; if there is no card anywhere, you cannot "
      "choose to draw train cards at all. If nothing is left after your first card, your draw simply "
      "ends with that one card."),
     ("Wenn die Karten ausgehen",
      "Du kannst nur Karten nehmen, die es auch gibt. Sind Nachziehstapel und Ablagestapel leer, "
      "bleiben nur die noch offen ausliegenden Karten; gibt es gar keine Karte mehr, ist "
      "Wagenkarten ziehen keine erlaubte Aktion. Ist nach deiner ersten Karte nichts mehr übrig, "
      "endet das Ziehen eben mit dieser einen Karte.")),
    # ---- Claiming a route
    ("claim.open-route", "Claiming a route",
     ("Claim any free route",
      "You may claim any route nobody owns yet, anywhere on the map; it does not have to connect "
      "to your other routes. You claim exactly one route per turn, and always fill all of its "
      "spaces at once."),
     ("Jede freie Strecke bauen",
      "Du darfst jede noch freie Strecke auf dem Spielplan bauen; sie muss nicht an deine anderen "
      "Strecken anschließen. Pro Zug baust du genau eine Strecke, und zwar immer vollständig mit "
      "allen Feldern auf einmal.")),
    ("claim.trains", "Claiming a route",
     ("Enough trains left",
      "To claim a route, your supply must still contain a train for each of its spaces."),
     ("Genug Wagen übrig",
      "Um eine Strecke zu bauen, brauchst du mindestens so viele Wagen in deinem Vorrat, wie die "
      "Strecke Felder hat.")),
    ("claim.color", "Claiming a route",
     ("Paying for a coloured route",
      "A coloured route with N spaces costs N cards of exactly that colour. Any of these cards may "
      "be replaced by a locomotive."),
     ("Farbige Strecke bezahlen",
      "Eine farbige Strecke mit N Feldern kostet N Karten genau dieser Farbe. Jede dieser Karten "
      "darf durch eine Lokomotive ersetzt werden.")),
    ("claim.gray", "Claiming a route",
     ("Paying for a gray route",
      "A gray route with N spaces costs N cards of a single colour of your choice; you may not "
      "mix colours. Locomotives can replace any of them, so N locomotives on their own work too."),
     ("Graue Strecke bezahlen",
      "Eine graue Strecke mit N Feldern kostet N Karten einer frei wählbaren, aber einheitlichen "
      "Farbe; Farben zu mischen ist nicht erlaubt. Lokomotiven können jede dieser Karten ersetzen, "
      "daher genügen auch N Lokomotiven allein.")),
    ("claim.score", "Claiming a route",
     ("Points for a route",
      "You score the moment you claim a route, by its length: 1 space → 1 point, 2 → 2, 3 → 4, "
      "4 → 7, 6 → 15, 8 → 21. Routes of 5 or 7 spaces do not exist on the Europe map; elsewhere "
      "they are worth 10 and 18."),
     ("Punkte für eine Strecke",
      "Die Punkte gibt es sofort beim Bauen, je nach Länge der Strecke: 1 Feld → 1 Punkt, 2 → 2, "
      "3 → 4, 4 → 7, 6 → 15, 8 → 21. Strecken der Länge 5 oder 7 kommen in Europa nicht vor; auf "
      "anderen Spielplänen bringen sie 10 und 18 Punkte.")),
    ("claim.double-same-player", "Claiming a route",
     ("Never both double routes",
      "If two parallel routes run between the same two cities, no single player is allowed to "
      "take both."),
     ("Nie beide Doppelstrecken",
      "Verbinden zwei parallele Strecken dieselben beiden Städte, darf ein Spieler niemals beide "
      "besitzen.")),
    ("claim.double-few-players", "Claiming a route",
     ("Double routes with 2–3 players",
      "When only 2 or 3 people play, each pair of parallel routes offers just a single usable "
      "track. Once one side is claimed, the other side is blocked from then on."),
     ("Doppelstrecken bei 2–3 Spielern",
      "Bei 2 oder 3 Spielern kann von jeder Doppelstrecke nur eine Strecke genutzt werden. Sobald "
      "eine der beiden gebaut ist, bleibt die andere bis zum Spielende gesperrt.")),
    ("ferry.locomotives", "Ferries",
     ("Ferries need locomotives",
      "A ferry is a gray route that shows k locomotive symbols. To claim it you must play at "
      "least k locomotives; you cover the other N − k spaces with cards that all share one colour, "
      "where locomotives are welcome too."),
     ("Fähren brauchen Lokomotiven",
      "Eine Fähre ist eine graue Strecke mit k Lokomotiv-Symbolen. Um sie zu bauen, musst du "
      "mindestens k Lokomotiven ausspielen; die übrigen N − k Felder bezahlst du mit Karten einer "
      "einzigen Farbe, wobei auch dort Lokomotiven erlaubt sind.")),
    # ---- Tunnels
    ("tunnel.reveal", "Tunnels",
     ("Revealing cards at a tunnel",
      "First lay down the N cards the tunnel normally costs. Then the deck's 3 top cards are flipped, "
      "after reshuffling the discard pile if needed; if fewer cards exist, only "
      "those are shown, possibly none at all. The cards you laid down are not on the discard pile yet."),
     ("Aufdecken beim Tunnel",
      "Zuerst legst du die N Karten hin, die der Tunnel normalerweise kostet. Dann kommen vom "
      "Nachziehstapel 3 Karten offen auf den Tisch, wenn nötig nach dem Mischen des "
      "Ablagestapels; gibt es weniger Karten, werden nur diese aufgedeckt, notfalls gar keine. "
      "Deine hingelegten Karten liegen zu diesem Zeitpunkt noch nicht auf dem Ablagestapel.")),
    ("tunnel.extra", "Tunnels",
     ("Extra cost of a tunnel",
      "Every revealed card in the colour you paid with, and every revealed locomotive, raises the "
      "price by 1 card, which you pay in that colour or with a locomotive. If your payment was "
      "all locomotives, revealed coloured cards do not matter: each revealed locomotive then asks "
      "for 1 more locomotive."),
     ("Zusatzkosten beim Tunnel",
      "Jede aufgedeckte Karte in der Farbe, mit der du bezahlt hast, und jede aufgedeckte "
      "Lokomotive erhöht den Preis um 1 Karte; diese zahlst du in derselben Farbe oder mit einer "
      "Lokomotive. Hast du nur mit Lokomotiven bezahlt, spielen aufgedeckte farbige Karten keine "
      "Rolle: Dann verlangt jede aufgedeckte Lokomotive 1 weitere Lokomotive.")),
    ("tunnel.withdraw", "Tunnels",
     ("Backing out of a tunnel",
      "If you cannot or do not want to pay the extra cards, take the cards you laid down back into "
      "your hand. The tunnel stays free, and your turn is over."),
     ("Rückzug beim Tunnel",
      "Kannst oder willst du die Zusatzkarten nicht bezahlen, nimmst du deine hingelegten Karten "
      "zurück auf die Hand. Der Tunnel bleibt frei, und dein Zug ist vorbei.")),
    ("tunnel.discard", "Tunnels",
     ("Revealed cards are discarded",
      "Once the turn is over, the cards flipped for the tunnel are placed on the discard pile."),
     ("Aufgedeckte Karten ablegen",
      "Am Ende des Zuges kommen die für den Tunnel aufgedeckten Karten auf den Ablagestapel.")),
    # ---- Destination tickets
    ("tickets.draw", "Destination tickets",
     ("Drawing destination tickets",
      "Draw the top 3 tickets, or fewer if the deck holds fewer, and keep at least 1 of them. "
      "Tickets you give back are slid under the ticket deck. When no tickets are left, this "
      "action is not available."),
     ("Zielkarten ziehen",
      "Du ziehst die obersten 3 Zielkarten, oder weniger, wenn der Stapel nicht mehr hergibt, und "
      "behältst mindestens 1 davon. Zurückgegebene Zielkarten kommen unter den Zielkartenstapel. "
      "Ist der Stapel leer, steht diese Aktion nicht zur Verfügung.")),
    ("tickets.keep", "Destination tickets",
     ("Kept tickets stay",
      "Once kept, a ticket stays with you to the very end; you cannot throw it away later. There is no limit to how many tickets you may hold."),
     ("Behaltene Zielkarten bleiben",
      "Eine behaltene Zielkarte bleibt bis zum Spielende bei dir; du kannst sie später nicht mehr "
      "abwerfen. Wie viele Zielkarten du besitzt, ist nicht begrenzt.")),
    ("tickets.secret", "Destination tickets",
     ("Tickets are secret",
      "Keep your tickets hidden from the other players; they are only shown at the final "
      "scoring."),
     ("Zielkarten sind geheim",
      "Deine Zielkarten hältst du vor den Mitspielern geheim; aufgedeckt werden sie erst bei der "
      "Schlusswertung.")),
    ("tickets.complete", "Destination tickets",
     ("Completed or failed tickets",
      "At the end, a ticket earns its value if an unbroken chain of your own routes links its two "
      "cities; routes you borrow through your stations count as well. If the cities are not "
      "linked, you lose the ticket's value instead."),
     ("Erfüllte und unerfüllte Zielkarten",
      "Am Spielende bringt eine Zielkarte ihren Wert als Pluspunkte, wenn eine ununterbrochene "
      "Kette deiner eigenen Strecken ihre beiden Städte verbindet; über deine Bahnhöfe "
      "mitbenutzte Strecken zählen dabei mit. Sind die Städte nicht verbunden, wird dir der Wert "
      "abgezogen.")),
    # ---- Train stations
    ("station.build", "Train stations",
     ("Building a station",
      "You may put a station into any city still without one, even a city no route has been "
      "claimed into yet. You can build at most 1 station per turn and 3 per game, and each city can "
      "hold only 1 station in total."),
     ("Einen Bahnhof bauen",
      "Du darfst einen Bahnhof in jede Stadt stellen, in der noch keiner steht, auch in eine Stadt "
      "ohne gebaute Strecken. Erlaubt ist höchstens 1 Bahnhof pro Zug und 3 im ganzen Spiel, und "
      "in jeder Stadt kann insgesamt nur 1 Bahnhof stehen.")),
    ("station.cost", "Train stations",
     ("Cost of a station",
      "Your 1st station costs 1 card of any colour, your 2nd costs 2 cards of one colour, and your "
      "3rd costs 3 cards of one colour. Locomotives can replace any of these cards."),
     ("Kosten eines Bahnhofs",
      "Dein 1. Bahnhof kostet 1 Karte in beliebiger Farbe, der 2. kostet 2 Karten einer Farbe und "
      "der 3. kostet 3 Karten einer Farbe. Lokomotiven können jede dieser Karten ersetzen.")),
    ("station.borrow", "Train stations",
     ("A station borrows one route",
      "When the game is over, each of your stations lets you use exactly 1 route that another "
      "player owns and that leads into its city, and that same route counts for all of your tickets. Only "
      "claimed routes can be borrowed. At the table you pick the routes yourself; the app picks "
      "the ones that give you the best ticket score."),
     ("Ein Bahnhof nutzt eine Strecke",
      "Bei Spielende erlaubt dir jeder deiner Bahnhöfe, genau 1 Strecke eines Mitspielers zu "
      "nutzen, die in diese Stadt führt; diese eine Strecke gilt dann für alle deine Zielkarten. "
      "Nutzen lassen sich nur Strecken, die schon jemand gebaut hat. Am Tisch wählst du selbst; "
      "die App wählt die Strecken, die dir für deine Zielkarten die meisten Punkte bringen.")),
    ("station.unused", "Train stations",
     ("Unused stations score",
      "For every station you did not build, you score 4 points at the end."),
     ("Punkte für übrige Bahnhöfe",
      "Für jeden Bahnhof, den du nicht gebaut hast, bekommst du am Ende 4 Punkte.")),
    # ---- End of the game
    ("end.trigger", "End of the game",
     ("The last round",
      "As soon as someone finishes their turn holding only 2 trains or fewer, every player, that "
      "person included, gets exactly 1 more turn. After that, the game is over."),
     ("Die letzte Runde",
      "Sobald ein Spieler seinen Zug mit 2 oder weniger Wagen beendet, bekommt jeder, er selbst "
      "eingeschlossen, noch genau 1 weiteren Zug. Danach ist das Spiel vorbei.")),
    ("end.game-over", "End of the game",
     ("Game over",
      "After the game has ended, no more actions are allowed."),
     ("Spiel vorbei",
      "Ist das Spiel beendet, sind keine weiteren Aktionen mehr erlaubt.")),
    # ---- Final scoring
    ("score.routes", "Final scoring",
     ("Points for routes",
      "Route points were already scored when each route was claimed; at the end they are worked "
      "out again as a check."),
     ("Punkte für Strecken",
      "Die Punkte für Strecken gab es schon beim Bauen; bei der Schlusswertung werden sie zur "
      "Kontrolle noch einmal nachgerechnet.")),
    ("score.tickets", "Final scoring",
     ("Points for tickets",
      "Each ticket adds its value if it is completed and subtracts it if not; routes borrowed "
      "through stations are taken into account."),
     ("Punkte für Zielkarten",
      "Jede Zielkarte zählt ihren Wert als Plus, wenn sie erfüllt ist, sonst als Minus; über "
      "Bahnhöfe genutzte Strecken werden dabei berücksichtigt.")),
    ("score.stations", "Final scoring",
     ("Points for stations",
      "Every station still in your supply is worth 4 points."),
     ("Punkte für Bahnhöfe",
      "Jeder Bahnhof, der noch in deinem Vorrat liegt, ist 4 Punkte wert.")),
    ("score.longest-path", "Final scoring",
     ("The European Express",
      "The European Express (10 points) goes to whoever owns the longest unbroken line made only "
      "of their own routes, measured in train spaces. That line may visit a city more than once "
      "and form loops, but may use each route only once; side branches add nothing, and borrowed "
      "routes do not count. If several players tie, each of them scores 10."),
     ("Der Europa-Express",
      "Wer die längste zusammenhängende Verbindung aus eigenen Strecken hat, erhält den "
      "Europa-Express und 10 Punkte; gezählt werden die Wagenfelder. Die Verbindung darf eine "
      "Stadt mehrmals berühren und Schleifen bilden, jede Strecke aber nur einmal nutzen; "
      "Abzweigungen bringen nichts, und über Bahnhöfe geliehene Strecken zählen nicht. Bei "
      "Gleichstand bekommt jeder Beteiligte 10 Punkte.")),
    ("win.tiebreak", "Final scoring",
     ("Winner and tiebreaks",
      "Highest score wins; on a tie, whoever completed more tickets is ahead. "
      "After that the editions differ: the German 15th-anniversary edition (the default) looks at "
      "the longest path, the English edition first at the fewest stations built and then at the "
      "European Express. Players still tied share the victory; which edition's order applies is a "
      "rules option."),
     ("Sieger und Gleichstand",
      "Es gewinnt, wer die meisten Punkte hat; bei Gleichstand liegt vorn, wer mehr Zielkarten "
      "erfüllt hat. Danach unterscheiden sich die Ausgaben: Die deutsche Ausgabe zum 15-jährigen "
      "Jubiläum (Standard) entscheidet nach der längsten Verbindung, die englische Ausgabe zuerst "
      "nach den wenigsten gebauten Bahnhöfen und dann nach dem Europa-Express. Wer dann noch "
      "gleichauf liegt, teilt sich den Sieg; welche Ausgabe gilt, ist eine Regeloption."),
     "editions"),
    # ---- Variants (15th-anniversary edition)
    ("variant.classic", "Variants",
     ("Classic variant",
      "Play with the 46 Europa tickets (6 long, 40 regular) and the usual setup. During the game "
      "you draw 3 tickets and keep at least 1."),
     ("Klassische Variante",
      "Gespielt wird mit den 46 Europa-Zielkarten (6 lange, 40 normale) und dem üblichen "
      "Spielaufbau. Im Spiel ziehst du 3 Zielkarten und behältst mindestens 1.")),
    ("variant.1912", "Variants",
     ("Europa 1912 variant",
      "Just like the classic variant, but with the 55 Europa 1912 tickets (6 long, 49 regular) in "
      "place of the Europa tickets."),
     ("Variante Europa 1912",
      "Wie die klassische Variante, nur mit den 55 Zielkarten von Europa 1912 (6 lange, 49 "
      "normale) anstelle der Europa-Zielkarten.")),
    ("variant.mega", "Variants",
     ("Mega variant",
      "Both ticket sets are combined: 12 long and 89 regular tickets. At setup each player gets 2 "
      "long tickets and keeps 0 or 1 of them (never both), then gets 5 regular tickets and keeps "
      "at least 2 if they kept a long one, otherwise at least 3. Returned regular tickets are "
      "shuffled and placed under the regular deck, returned long ones leave the game; during play "
      "you draw 3 and keep at least 1."),
     ("Die Mega-Variante",
      "Beide Zielkarten-Sätze werden zusammengelegt: 12 lange und 89 normale Zielkarten. Zu "
      "Beginn erhält jeder 2 lange Zielkarten und behält 0 oder 1 davon (nie beide), danach 5 "
      "normale, von denen er mindestens 2 behält, wenn er eine lange behalten hat, sonst "
      "mindestens 3. Zurückgegebene normale Zielkarten kommen gemischt unter den normalen Stapel, "
      "zurückgegebene lange aus dem Spiel; im Spiel ziehst du 3 und behältst mindestens 1.")),
    ("variant.big-cities", "Variants",
     ("Big cities variant",
      "Only the 45 tickets with the big-city symbol are used, and no long tickets; on these, at "
      "least one city is London, Berlin, Moskva, Paris, Wien, Madrid, Roma, Athina or Angora. At "
      "setup you get 5 tickets and keep at least 2; the others are shuffled under the deck. "
      "During play you draw 4 tickets and keep at least 1."),
     ("Die Großstadt-Variante",
      "Verwendet werden nur die 45 Zielkarten mit Großstadt-Symbol, lange Zielkarten gibt es "
      "nicht; auf diesen Karten ist mindestens eine Stadt London, Berlin, Moskva, Paris, Wien, "
      "Madrid, Roma, Athina oder Angora. Zu Beginn erhältst du 5 Zielkarten und behältst "
      "mindestens 2; die übrigen kommen gemischt unter den Stapel. Im Spiel ziehst du 4 "
      "Zielkarten und behältst mindestens 1.")),
    ("variant.bonus-tickets", "Variants",
     ("Bonus tickets",
      "The regular tickets of the chosen variant are joined by 7 bonus tickets: 6 belong to "
      "Orient Express, 1 to Ticket to Ride with Max. Their cities and values are "
      "not publicly known yet, so this option cannot be played until they are."),
     ("Die Bonus-Zielkarten",
      "Zu den normalen Zielkarten der gewählten Variante kommen 7 Bonus-Zielkarten hinzu: 6 "
      "stammen von „Orient-Express“, 1 von „Ticket to Ride with Max“. Ihre Städte und "
      "Punktwerte sind noch nicht öffentlich bekannt; bis dahin ist diese Option nicht spielbar.")),
]

# --------------------------------------------------------------------------------------------
# Deutschland (deutschland.md): what differs from Europe
# --------------------------------------------------------------------------------------------
_DEUTSCHLAND = [
    ("de.passengers", "Components",
     ("Passengers on the board",
      "At setup, 60 passengers in several colours are drawn at random from the bag and set out "
      "across the map, on each city and country as many as the board shows there. The map file records how "
      "many go where."),
     ("Passagiere auf dem Spielplan",
      "Beim Aufbau holt man 60 Passagiere in verschiedenen Farben blind aus dem Beutel und "
      "verteilt sie auf Städte und Länder, an jeden Ort so viele, wie der Spielplan dort angibt. "
      "Die Kartendatei hält fest, wie viele wohin kommen.")),
    ("de.setup-tickets", "Setup",
     ("Starting tickets in Deutschland",
      "The short deck has 55 tickets worth 2 to 11, the long deck 34 tickets worth 12 to 22. Each "
      "player announces how many of their 4 starting tickets come from each deck, draws them and "
      "keeps 2 or more. Tickets not kept are put back under their own deck, after which both decks "
      "are shuffled."),
     ("Start-Zielkarten in Deutschland",
      "Der kurze Stapel hat 55 Zielkarten im Wert von 2 bis 11, der lange 34 Zielkarten im Wert "
      "von 12 bis 22. Jeder Spieler sagt an, wie viele seiner 4 Start-Zielkarten er von welchem "
      "Stapel nimmt, zieht sie und behält 2 oder mehr. Nicht behaltene Karten kommen zurück unter "
      "ihren eigenen Stapel, danach werden beide Stapel gemischt.")),
    ("de.claim", "Turn",
     ("Claiming routes in Deutschland",
      "You claim a route just as in Europe: you need enough trains and the right cards for a "
      "coloured or gray route. Right after claiming it, you collect passengers from its two ends. "
      "This game has no tunnels, ferries or stations."),
     ("Strecken bauen in Deutschland",
      "Eine Strecke baust du wie bei Europa: Du brauchst genug Wagen und die passenden Karten für "
      "eine farbige oder graue Strecke. Direkt danach sammelst du Passagiere an ihren beiden "
      "Endpunkten ein. Tunnel, Fähren und Bahnhöfe gibt es in diesem Spiel nicht.")),
    ("de.take-passengers", "Turn",
     ("Taking passengers",
      "After claiming a route, take 1 passenger from each of the 2 places it connects, if one "
      "stands there. Where several stand, you choose which one. Your passengers lie openly in "
      "front of you."),
     ("Passagiere mitnehmen",
      "Nach dem Bau einer Strecke nimmst du von jedem der 2 verbundenen Orte 1 Passagier, sofern "
      "dort einer steht. Stehen dort mehrere, suchst du dir einen aus. Deine Passagiere liegen für "
      "alle sichtbar vor dir.")),
    ("de.draw-tickets", "Turn",
     ("Drawing tickets in Deutschland",
      "Draw 4 tickets after announcing the split between the short deck and the long deck; "
      "the split must fit what the decks still hold, and only when both together hold fewer "
      "than 4 do you draw fewer. Keep at least 1; tickets not kept go back under their own "
      "deck."),
     ("Zielkarten ziehen in Deutschland",
      "Du ziehst 4 Zielkarten und sagst vorher an, wie viele vom kurzen und wie viele vom langen "
      "Stapel kommen; die Verteilung muss zu den Stapeln passen, und nur wenn beide zusammen "
      "weniger als 4 Karten haben, ziehst du weniger. Mindestens 1 behältst du; zurückgegebene "
      "Karten kommen unter ihren eigenen Stapel.")),
    ("claim.score", "Routes",
     ("Points for a route",
      "A route scores the moment it is claimed, by length: 1 space → 1 point, 2 → 2, 3 → 4, "
      "4 → 7, 5 → 10, 6 → 15, 7 → 18. Unlike Europe, Deutschland has routes of length 5 and 7 "
      "but none of length 8."),
     ("Punkte für eine Strecke",
      "Die Punkte gibt es sofort beim Bauen, je nach Länge: 1 Feld → 1 Punkt, 2 → 2, 3 → 4, "
      "4 → 7, 5 → 10, 6 → 15, 7 → 18. Anders als in Europa gibt es hier Strecken der Länge 5 und "
      "7, aber keine der Länge 8.")),
    ("de.multi-routes", "Routes",
     ("Double and triple routes",
      "Some pairs of places are joined by 2 or 3 parallel routes. No player may own more than 1 "
      "route between the same 2 places. When only 2 or 3 people play, each such "
      "group of parallel routes offers just a single usable track."),
     ("Doppel- und Dreifachstrecken",
      "Manche Orte sind durch 2 oder 3 parallele Strecken verbunden. Kein Spieler darf mehr als 1 "
      "Strecke zwischen denselben 2 Orten besitzen. Bei 2 oder 3 Spielern kann von jeder Doppel- "
      "oder Dreifachstrecke nur eine Strecke genutzt werden.")),
    ("de.countries", "Routes",
     ("Neighbouring countries as destinations",
      "Five neighbouring countries lie at the edge of the map: Denmark, the Netherlands, France, "
      "Switzerland and Austria. Routes running into a country stop there, and for a destination "
      "naming a country it is enough to reach it. Countries are dead ends, though: you cannot use "
      "one as a stepping stone between two other places, so Freiburg–France–Saarbrücken does "
      "not count."),
     ("Nachbarländer als Ziele",
      "Am Rand des Spielplans liegen 5 Nachbarländer: Dänemark, die Niederlande, Frankreich, die "
      "Schweiz und Österreich. Strecken in ein Land enden dort, und für ein Ziel in einem Land "
      "genügt es, das Land zu erreichen. Länder sind aber Sackgassen: Man darf sie nicht als "
      "Zwischenstation zwischen zwei anderen Orten nutzen, Freiburg–Frankreich–Saarbrücken zählt "
      "also nicht.")),
    ("end.trigger", "End and scoring",
     ("The last round",
      "The end works as in Europe: when someone's turn leaves them with only 2 trains or fewer, "
      "everybody, that person included, plays exactly 1 more turn, and then the game ends."),
     ("Die letzte Runde",
      "Das Ende läuft wie bei Europa: Beendet ein Spieler seinen Zug mit 2 oder weniger Wagen, hat "
      "jeder, auch er selbst, noch genau 1 Zug; dann endet das Spiel.")),
    ("score.tickets", "End and scoring",
     ("Points for tickets",
      "Completed tickets add their value and unfinished ones subtract it. For a destination in "
      "a neighbouring country, reaching the country is enough, but no connection may run through "
      "a country to somewhere else."),
     ("Punkte für Zielkarten",
      "Erfüllte Zielkarten zählen ihren Wert als Plus, unerfüllte als Minus. Für ein Ziel in einem "
      "Nachbarland genügt es, das Land zu erreichen; durch ein Land hindurch zu einem anderen Ort "
      "darf aber keine Verbindung führen.")),
    ("de.globetrotter", "End and scoring",
     ("The Globetrotter bonus",
      "The player with the most completed tickets scores 15 bonus points; if several tie, each of "
      "them scores 15. Failed tickets do not count toward this. The printed rules do not say "
      "whether someone who finished no ticket at all can still share the bonus; the project's "
      "decision is that they cannot."),
     ("Der Globetrotter-Bonus",
      "Wer am Ende die meisten erfüllten Zielkarten vorweisen kann, erhält 15 Bonuspunkte; bei "
      "Gleichstand bekommt jeder Beteiligte 15. Nicht erfüllte Zielkarten zählen hier nicht mit. "
      "Ob auch ohne eine einzige erfüllte Zielkarte jemand den Bonus bekommt, lässt die Anleitung "
      "offen; nach Entscheidung dieses Projekts bekommt ihn nie, wer keine Zielkarte erfüllt hat."),
     "decision"),
    ("de.passenger-majority", "End and scoring",
     ("Passenger majorities",
      "For each passenger colour, the player with the most passengers of it scores 20 points and "
      "the runner-up scores 10. If several tie for most, each of them scores 20 and there is no "
      "second place; if one player leads and several tie for second, each of those scores 10. Someone "
      "without a single passenger of a colour gets no points for that colour, not even for "
      "second place; this is the project's decision."),
     ("Mehrheiten bei Passagieren",
      "Für jede Passagierfarbe bekommt, wer die meisten Passagiere dieser Farbe hat, 20 Punkte, "
      "der Zweitplatzierte 10 Punkte. Teilen sich mehrere den ersten Platz, erhält jeder von ihnen "
      "20 Punkte, und einen zweiten Platz gibt es nicht; liegt einer allein vorn und teilen sich "
      "mehrere den zweiten Platz, erhält jeder von diesen 10. Wer von einer Farbe keinen einzigen "
      "Passagier hat, bekommt dafür nichts, auch nicht für den zweiten Platz; das ist eine "
      "Entscheidung dieses Projekts."),
     "decision"),
    ("win.tiebreak", "End and scoring",
     ("Winner and tiebreaks",
      "Highest score wins. On a tie, more completed tickets decide, then more passengers; players "
      "still tied share the victory."),
     ("Sieger und Gleichstand",
      "Es gewinnt, wer die meisten Punkte hat. Bei Gleichstand entscheiden mehr erfüllte "
      "Zielkarten, danach mehr Passagiere; wer dann noch gleichauf liegt, teilt sich den Sieg.")),
]

# --------------------------------------------------------------------------------------------
# Asia team variant (asia.md): what differs from Europe
# --------------------------------------------------------------------------------------------
_ASIA = [
    ("asia.teams", "Teams",
     ("Playing in teams",
      "The game is for 4 or 6 people, playing as 2-person teams. Team partners sit side by side, "
      "so their turns come one right after the other. A team plays one colour and scores as one, and each partner keeps "
      "27 trains of the team colour in a separate supply."),
     ("Spielen in Mannschaften",
      "Gespielt wird zu 4 oder zu 6 in Mannschaften zu je 2 Spielern. Partner sitzen "
      "nebeneinander und sind daher direkt nacheinander am Zug. Jede Mannschaft hat eine Farbe und "
      "einen gemeinsamen Punktestand; jeder Partner hat 27 Wagen der Mannschaftsfarbe in einem "
      "eigenen Vorrat.")),
    ("asia.talk", "Teams",
     ("Talking with your partner",
      "Partners may talk to each other, but must not give away hidden information beyond what "
      "they need to make use of their shared card holders. The app shows you your own hand plus "
      "your team's holders."),
     ("Absprachen mit dem Partner",
      "Partner dürfen miteinander reden, aber keine geheimen Informationen verraten, außer dem, "
      "was zum Nutzen der gemeinsamen Kartenhalter nötig ist. In der App siehst du deine eigene "
      "Hand und die Kartenhalter deiner Mannschaft.")),
    ("asia.start-cards", "Train cards",
     ("Starting cards in teams",
      "Each player begins with a private hand of 4 train cards, while the team's common card "
      "holder is empty at the start."),
     ("Startkarten in der Mannschaft",
      "Jeder Spieler beginnt mit 4 Wagenkarten auf der eigenen Hand. Der gemeinsame Kartenhalter "
      "der Mannschaft ist zu Spielbeginn leer.")),
    ("asia.draw-split", "Train cards",
     ("Splitting drawn cards",
      "When you draw train cards, 1 goes into your hand and the other onto your team's shared "
      "holder. With your first card you choose its place, and the second fills the remaining "
      "spot. If your first pick is a face-up locomotive, it is your whole draw and goes onto the "
      "shared holder."),
     ("Gezogene Karten aufteilen",
      "Ziehst du Wagenkarten, kommt 1 Karte auf deine Hand und die andere auf den gemeinsamen "
      "Kartenhalter deiner Mannschaft. Bei der ersten Karte entscheidest du, wohin sie geht; die "
      "zweite kommt an den anderen Platz. Nimmst du als erste Karte eine offene Lokomotive, ist "
      "das dein ganzes Ziehen, und sie kommt auf den gemeinsamen Kartenhalter.")),
    ("asia.claim-pool", "Train cards",
     ("Paying from hand and holder",
      "When you claim a route, you may freely combine cards from your own hand with cards from "
      "your team's shared holder."),
     ("Bezahlen aus Hand und Kartenhalter",
      "Beim Bau einer Strecke darfst du beliebig mit Karten aus deiner Hand und vom gemeinsamen "
      "Kartenhalter deiner Mannschaft bezahlen.")),
    ("asia.setup-tickets", "Tickets",
     ("Starting tickets for teams",
      "There are 60 tickets; every player gets 5 and keeps 3 or more, secret even from the "
      "partner. Next, each partner places 1 of their kept tickets on the team's common ticket "
      "holder, in view of both. All tickets of both partners, in hand or on the holder, score for "
      "the team, linked by the routes of both partners."),
     ("Start-Zielkarten der Mannschaft",
      "Der Stapel umfasst 60 Zielkarten. Jeder Spieler erhält 5 und behält mindestens 3, die er "
      "auch vor seinem Partner geheim hält; danach legt jeder Partner 1 behaltene Zielkarte auf "
      "den gemeinsamen Zielkartenhalter, wo beide sie sehen. Alle Zielkarten beider Partner, ob "
      "auf der Hand oder im Halter, zählen für die Mannschaft, verbunden über die Strecken beider "
      "Partner.")),
    ("asia.draw-tickets", "Tickets",
     ("Drawing tickets in teams",
      "Draw 4 tickets and keep at least 1; 1 of the newly kept tickets must be placed on the "
      "team's common ticket holder. Tickets you give back are placed under the deck."),
     ("Zielkarten ziehen in Mannschaften",
      "Du ziehst 4 Zielkarten und behältst mindestens 1; 1 der neu behaltenen Karten legst du "
      "auf den gemeinsamen Zielkartenhalter. Zurückgegebene Zielkarten kommen unter den Stapel.")),
    ("asia.share-tickets", "Tickets",
     ("Sharing tickets",
      "Instead of any other action, you may use your whole turn to move up to 2 tickets from your "
      "hand to the common ticket holder of your team."),
     ("Zielkarten teilen",
      "Statt einer anderen Aktion darfst du in deinem Zug bis zu 2 Zielkarten von deiner Hand auf "
      "den gemeinsamen Zielkartenhalter legen.")),
    ("asia.doubles-4p", "Routes",
     ("Double routes with 4 players",
      "With 4 players, each pair of parallel routes offers just a single usable track. The one "
      "exception is the pair linking Hong Kong and Canton: both of its routes may be claimed."),
     ("Doppelstrecken bei 4 Spielern",
      "Bei 4 Spielern kann von jeder Doppelstrecke nur eine Strecke genutzt werden. Ausnahme ist "
      "die Doppelstrecke zwischen Hongkong und Kanton: Dort dürfen beide Strecken gebaut "
      "werden.")),
    ("asia.triples-4p", "Routes",
     ("Triple routes with 4 players",
      "With 4 players, a group of 3 parallel routes offers only 2 usable tracks. Both of those "
      "may go to the same team, 1 for each partner, which locks the other team out."),
     ("Dreifachstrecken bei 4 Spielern",
      "Bei 4 Spielern können von einer Dreifachstrecke nur 2 der 3 Strecken genutzt werden. Die "
      "beiden Partner einer Mannschaft dürfen sich jeweils 1 davon nehmen und so die andere "
      "Mannschaft aussperren.")),
    ("asia.tunnel-reveal", "Tunnels",
     ("Himalaya tunnels",
      "Tunnels follow the usual tunnel rules, but a Himalaya tunnel shows a number from 4 to 6, "
      "and you flip that many cards rather than 3. You may pay for the tunnel, extra cards "
      "included, from your hand and your team's shared holder."),
     ("Tunnel im Himalaya",
      "Tunnel funktionieren nach den üblichen Tunnelregeln, doch ein Himalaya-Tunnel zeigt eine "
      "Zahl von 4 bis 6: So viele Karten werden statt 3 aufgedeckt. Den Tunnel samt Zusatzkarten "
      "darfst du aus deiner Hand und vom gemeinsamen Kartenhalter bezahlen.")),
    ("asia.doubles-team", "Routes",
     ("Teams on double routes",
      "The two partners of a team count as a single owner: they may not hold both tracks of a "
      "double route (in a 6-player game another team may still take the second track). Triple "
      "routes keep their own exception: each partner may hold one of the two usable tracks. The "
      "printed rules leave this open; it is the project's decision."),
     ("Mannschaften auf Doppelstrecken",
      "Die beiden Partner einer Mannschaft zählen als ein Besitzer: Sie dürfen nicht beide "
      "Strecken einer Doppelstrecke besitzen (bei 6 Spielern darf eine andere Mannschaft die "
      "zweite Strecke nehmen). Für Dreifachstrecken gilt weiter die Ausnahme: Jeder Partner darf "
      "eine der beiden nutzbaren Strecken besitzen. Die Anleitung sagt dazu nichts; so lautet "
      "die Entscheidung dieses Projekts."),
     "decision"),
    ("asia.end-trigger", "End and scoring",
     ("Last round for teams",
      "If a team's trains, counting both partners together, drop to 4 or fewer after one of its "
      "partners has played, every player gets 1 final turn."),
     ("Letzte Runde der Mannschaften",
      "Hat eine Mannschaft am Ende des Zuges eines Partners insgesamt nur noch 4 oder weniger "
      "Wagen (beide Partner zusammen), hat jeder Spieler noch 1 letzten Zug.")),
    ("asia.express", "End and scoring",
     ("The Asia Express bonus",
      "The team with the longest continuous path, built from the routes of both partners, scores "
      "10 points. If teams tie, each tied team scores 10."),
     ("Der Asien-Express-Bonus",
      "Die Mannschaft mit der längsten durchgehenden Verbindung aus den Strecken beider Partner "
      "erhält 10 Punkte. Bei Gleichstand bekommt jede beteiligte Mannschaft 10 Punkte.")),
    ("asia.explorer", "End and scoring",
     ("The Asia Explorer bonus",
      "The team that completed the most tickets scores 10 points. If teams tie, each tied team "
      "scores 10."),
     ("Der Asien-Entdecker-Bonus",
      "10 Punkte gehen an die Mannschaft mit den meisten erfüllten Zielkarten. Bei "
      "Gleichstand bekommt jede beteiligte Mannschaft 10 Punkte.")),
]

# --------------------------------------------------------------------------------------------
# Trans Europa & Trans America (trans.md): a different game
# --------------------------------------------------------------------------------------------
_TRANS = [
    ("trans.board", "Board and pieces",
     ("The triangular grid",
      "The board is a grid of triangles: its lines are where track can go, and the cities sit on "
      "the crossing points. Every line gets one rail piece. A double line, drawn where the track "
      "crosses water or mountains, still gets a single piece, but it is worth two: building it "
      "uses up your whole turn, and when the missing rails are counted it is worth 2. The Channel "
      "ferry and the Alpine tunnel in Switzerland, both on the Trans Europa map, are treated as "
      "plain lines."),
     ("Das Dreiecksraster",
      "Der Spielplan ist ein Dreiecksraster: Auf seinen Linien wird gebaut, und die Städte liegen "
      "auf den Kreuzungspunkten. Auf jede Linie kommt ein Schienenstück. Eine Doppellinie, dort "
      "gezeichnet, wo die Strecke Wasser oder Gebirge quert, bekommt ebenfalls nur ein Stück, "
      "zählt aber doppelt: Wer sie baut, hat damit seinen ganzen Zug verbraucht, und beim Zählen "
      "der fehlenden Schienen zählt sie 2. Auf dem Plan von Trans Europa gelten die Fähre über den "
      "Ärmelkanal und der Alpentunnel in der Schweiz als einfache Linien.")),
    ("trans.rails", "Board and pieces",
     ("Rails and players",
      "Everyone builds from one common supply of 85 rails. The game is for 2 to 6 players."),
     ("Schienen und Spielerzahl",
      "Alle bauen aus einem gemeinsamen Vorrat von 85 Schienen. Gespielt wird mit 2 bis 6 "
      "Personen.")),
    ("trans.cards", "Board and pieces",
     ("The city cards",
      "Each board comes with 35 city cards, 7 in each of 5 colours; in Trans Europa the colours "
      "are brown, white, pink, orange and turquoise. With 2 or 3 players, take out the 10 cards "
      "with a dashed border, 2 of each colour."),
     ("Die Stadtkarten",
      "Zu jedem Spielplan gehören 35 Stadtkarten, 7 in jeder von 5 Farben; bei Trans Europa sind "
      "das braun, weiß, rosa, orange und türkis. Bei 2 oder 3 Spielern werden die 10 Karten mit "
      "gestricheltem Rand aussortiert, 2 pro Farbe.")),
    ("trans.deal", "A round",
     ("Dealing the cities",
      "Each player secretly receives 1 card of every colour, so everyone has 5 cities to "
      "connect."),
     ("Städte austeilen",
      "Jeder Spieler erhält geheim 1 Karte jeder Farbe und hat damit 5 Städte, die er verbinden "
      "muss.")),
    ("trans.start-marker", "A round",
     ("Placing the start marker",
      "In clockwise order, beginning with the start player, everyone sets their start marker down "
      "on a free crossing point of their choice, whether or not a city is there."),
     ("Startmarker setzen",
      "Reihum im Uhrzeigersinn, beginnend beim Startspieler, setzt jeder seinen Startmarker auf "
      "einen freien Kreuzungspunkt seiner Wahl, egal ob dort eine Stadt liegt oder nicht.")),
    ("trans.turn", "A round",
     ("Laying rails",
      "On your turn, place up to 2 rails on empty plain lines, or instead a single rail on an "
      "empty double line."),
     ("Schienen legen",
      "In deinem Zug legst du bis zu 2 Schienen auf noch unbesetzte einfache Linien oder "
      "stattdessen 1 Schiene auf eine unbesetzte Doppellinie.")),
    ("trans.connected", "A round",
     ("Rails must connect",
      "Each rail you lay has to touch the network your start marker belongs to at that moment. "
      "Your 2 rails need not be next to each other, and the second may build on whatever the first "
      "one connected."),
     ("Schienen müssen anschließen",
      "Jede Schiene muss im Moment des Legens an das Netz anschließen, in dem dein Startmarker "
      "steht. Deine 2 Schienen dürfen an verschiedenen Stellen liegen, und die zweite darf nutzen, "
      "was die erste angeschlossen hat.")),
    ("trans.shared-network", "A round",
     ("Networks merge",
      "When two networks touch, they merge into one, and every player connected to it may use and "
      "extend the whole network."),
     ("Netze verschmelzen",
      "Berühren sich zwei Netze, werden sie zu einem einzigen, und jeder daran beteiligte Spieler "
      "darf das ganze Netz nutzen und erweitern.")),
    ("trans.round-end", "A round",
     ("End of a round",
      "The round stops immediately once a single network joins all 5 of some player's cities "
      "with that player's start marker, no matter whose rails did it. Exception: if the first rail of your "
      "turn completes another player, you still lay your second rail, so in rare cases two players "
      "finish in the same round. Running out of rails in the supply ends the round "
      "as well."),
     ("Ende einer Runde",
      "Die Runde endet sofort, wenn alle 5 Städte eines Spielers über ein Netz mit seinem "
      "Startmarker verbunden sind, egal wessen Schienen das bewirkt haben. Ausnahme: "
      "Vervollständigt deine erste Schiene im Zug einen anderen Spieler, legst du trotzdem noch "
      "deine zweite, sodass selten zwei Spieler in derselben Runde fertig werden. Die Runde endet "
      "auch, wenn keine Schienen mehr im Vorrat sind.")),
    ("trans.score-round", "A round",
     ("Scoring a round",
      "Players who finished score 4 prestige points. Everyone else works out the smallest number "
      "of rails they would need, building alone from now on, to tie all their cities into their "
      "network; a double line costs 2 and rails already lying on the board cost 0. The points: 1 "
      "rail short → 3, 2 short → 2, 3–4 short → 1, 5 or more short → 0. The app finds this minimum as a Steiner tree over "
      "your network and your unconnected cities."),
     ("Wertung einer Runde",
      "Wer alle Städte verbunden hat, erhält 4 Prestigepunkte. Alle Übrigen ermitteln die kleinste "
      "Zahl an Schienen, die sie von jetzt an allein noch bräuchten, um all ihre Städte an ihr Netz "
      "anzuschließen; eine Doppellinie kostet 2, schon liegende Schienen kosten 0. Die Punkte: 1 "
      "Schiene fehlt → 3, 2 fehlen → 2, 3–4 fehlen → 1, 5 oder mehr fehlen → 0. Die App ermittelt dieses Minimum als "
      "Steinerbaum über dein Netz und deine noch nicht verbundenen Städte.")),
    ("trans.next-round", "A round",
     ("Starting the next round",
      "Clear the board, take back the start markers, reshuffle the city cards colour by colour and "
      "deal again. The role of start player moves 1 seat to the left."),
     ("Die nächste Runde",
      "Der Spielplan wird geräumt, die Startmarker gehen zurück, die Stadtkarten werden nach "
      "Farben getrennt neu gemischt und wieder ausgeteilt. Die Rolle des Startspielers wandert um "
      "1 Platz nach links.")),
    ("trans.game-end", "A round",
     ("End of the game",
      "The last round is the one after which at least one player has 13 prestige points or more. "
      "The player furthest beyond 13 wins; players still tied share the victory."),
     ("Ende des Spiels",
      "Die letzte Runde ist die, nach der mindestens ein Spieler 13 oder mehr Prestigepunkte hat. Es "
      "gewinnt, wer am weitesten über 13 liegt; bei Gleichstand teilen sich die Beteiligten den "
      "Sieg.")),
    ("trans.special", "Special cards",
     ("Variant: special cards",
      "This variant adds 19 special cards: each round, before the start markers are placed, one is "
      "turned over and changes that round for everybody. Cards 1 to 15 mostly make a round easier "
      "or faster, cards 16 to 19 make it harder, for example with a friendlier or harsher points "
      "table, turns with as many as 3 rails, double lines over water or mountains counting as plain, "
      "fewer or passed-on city cards, or rails laid anywhere without connection. By agreement, "
      "one card can also stay in force for a whole game."),
     ("Variante: Sonderkarten",
      "In dieser Variante kommen 19 Sonderkarten hinzu: In jeder Runde wird vor dem Setzen der "
      "Startmarker eine aufgedeckt, die diese Runde für alle verändert. Die Karten 1 bis 15 machen "
      "eine Runde meist leichter oder schneller, die Karten 16 bis 19 schwieriger, etwa durch eine "
      "günstigere oder strengere Prestigetabelle, bis zu 3 Schienen pro Zug, Doppellinien über "
      "Wasser oder Gebirge als einfache Linien, weniger oder weitergegebene Stadtkarten oder "
      "Schienen, die man ohne Anschluss überall legen darf. Nach Absprache kann eine Karte auch "
      "für eine ganze Partie gelten.")),
]

#: game -> rule id -> :class:`Rule`, for every rules file, each in the order of its file.
GAME_RULES: dict[str, dict[str, Rule]] = {
    "europe": _build("europe", _EUROPE),
    "deutschland": _build("deutschland", _DEUTSCHLAND),
    "asia": _build("asia", _ASIA),
    "trans": _build("trans", _TRANS),
}
#: The Europe rules: the engine's base family.
RULES: dict[str, Rule] = GAME_RULES["europe"]

# Europe ids a game does NOT share ("rules not listed here are as in europe.md", except these).
# Value: the id that takes its place in that game, or None when the game simply lacks the part.
_NOT_SHARED: dict[str, dict[str, str | None]] = {
    "deutschland": {
        "setup.pieces": None,                       # 45 trains but no stations
        "setup.tickets": "de.setup-tickets",
        "claim.double-same-player": "de.multi-routes",
        "claim.double-few-players": "de.multi-routes",
        "tickets.draw": "de.draw-tickets",
        "score.stations": None,
        "score.longest-path": "de.globetrotter",
    },
    "asia": {
        "setup.pieces": "asia.teams",
        "setup.tickets": "asia.setup-tickets",
        "claim.double-few-players": "asia.doubles-4p",
        "tunnel.reveal": "asia.tunnel-reveal",      # the reveal count is the map's
        "tickets.draw": "asia.draw-tickets",
        "end.trigger": "asia.end-trigger",
        "score.stations": None,
        "score.longest-path": "asia.express",
    },
}
# Whole families a game lacks.
_NOT_SHARED_PREFIXES: dict[str, tuple[str, ...]] = {
    "deutschland": ("station.", "tunnel.", "ferry.", "variant."),
    "asia": ("station.", "variant."),                # ferries: ferry.locomotives (asia.md)
}
# Games whose file says "rules not listed here are as in europe.md".
_FALLS_BACK = ("deutschland", "asia")

# Europe rules a game shares under the same id, but whose Europe wording does not fit it (the
# Europe text names four actions; Deutschland has no stations): the game's own wording.
_SHARED_WORDING: dict[str, dict[str, Rule]] = {
    "deutschland": _build("deutschland", [
        ("turn.one-action", "Turn",
         ("One action per turn",
          "On your turn you pick exactly one of three actions: take train cards, claim a route "
          "(and collect its passengers), or take new destination tickets."),
         ("Eine Aktion pro Zug",
          "Wer am Zug ist, führt genau eine von drei Aktionen aus: Wagenkarten ziehen, eine "
          "Strecke bauen (und ihre Passagiere mitnehmen) oder Zielkarten ziehen.")),
    ]),
    # asia.md: no stations; sharing tickets is a whole turn; teams win and break ties
    "asia": _build("asia", [
        ("turn.one-action", "Turn",
         ("One action per turn",
          "On your turn you do exactly one of four things: draw train cards (one for your hand, "
          "one for the team holder), claim a route, draw tickets, or move up to 2 of your "
          "tickets onto the team's ticket holder."),
         ("Eine Aktion pro Zug",
          "Wer dran ist, macht genau eines von vier Dingen: Wagenkarten ziehen (eine für die "
          "Hand, eine für den Halter der Mannschaft), eine Strecke bauen, Zielkarten ziehen oder "
          "bis zu 2 eigene Zielkarten auf den Zielkartenhalter der Mannschaft legen.")),
        ("win.tiebreak", "End and scoring",
         ("Winning as a team",
          "The team with the highest score wins. If teams tie, the one that completed more "
          "tickets wins; teams still level share the victory. That tiebreak is the project's "
          "own choice: the printed rules give none."),
         ("Sieg der Mannschaft",
          "Es gewinnt die Mannschaft mit den meisten Punkten. Bei Gleichstand gewinnt die mit "
          "mehr erfüllten Zielkarten; liegen Mannschaften dann noch gleich, teilen sie sich den "
          "Sieg. Diese Regel hat das Projekt selbst festgelegt: Die Anleitung nennt keine.")),
    ]),
}


def _game(game: str) -> str:
    g = game.strip().lower()
    if g not in GAME_RULES:              # a game id: the rules file it cites (GameInfo)
        from .registry import game as registered
        try:
            g = registered(g).rules_file
        except KeyError:
            pass
    if g not in GAME_RULES:
        raise KeyError(f"unknown game {game!r}; known games: {', '.join(GAMES)}")
    return g


def rule(rule_id: str, game: str = "europe") -> Rule:
    """Look up the catalogue entry for a rule id.

    Parameters
    ----------
    rule_id : str
        A rule id such as ``"tunnel.extra"``.
    game : str, optional
        ``"europe"`` (default), ``"deutschland"``, ``"asia"`` or ``"trans"``
        (any registered game id is accepted too: its ``rules_file``). Deutschland and Asia fall back to
        the Europe entry for ids they share with Europe.

    Returns
    -------
    Rule
        The entry; its :attr:`Rule.game` names the file that defines it.

    Raises
    ------
    KeyError
        For an unknown game or rule id, or a Europe id the game does not use (the message names
        the id that replaces it, if any).

    Examples
    --------
    >>> rule("claim.score", "deutschland").text["en"][:60]
    'A route scores the moment it is claimed, by length: 1 space '
    >>> rule("tunnel.extra", "asia").game
    'europe'
    >>> rule("station.build", "deutschland")
    Traceback (most recent call last):
    ...
    KeyError: "rule 'station.build' does not apply in deutschland"
    """
    g = _game(game)
    table = GAME_RULES[g]
    if rule_id in table:
        return table[rule_id]
    if g in _FALLS_BACK and rule_id in RULES:
        not_shared = _NOT_SHARED.get(g, {})
        if rule_id in not_shared or rule_id.startswith(_NOT_SHARED_PREFIXES.get(g, ())):
            instead = not_shared.get(rule_id)
            hint = f"; see {instead!r}" if instead else ""
            raise KeyError(f"rule {rule_id!r} does not apply in {g}{hint}")
        return _SHARED_WORDING.get(g, {}).get(rule_id) or RULES[rule_id]
    raise KeyError(f"unknown rule id {rule_id!r} for {g}")


def rule_text(rule_id: str, lang: str = "en", game: str = "europe") -> str:
    """A rule as one line for a learner: ``"title: text"``.

    Parameters
    ----------
    rule_id : str
        A rule id such as ``"tunnel.withdraw"``.
    lang : {"en", "de"}, optional
        The language, English by default.
    game : str, optional
        As for :func:`rule`.

    Returns
    -------
    str

    Raises
    ------
    KeyError
        As for :func:`rule`.
    ValueError
        For a language other than ``"en"`` and ``"de"``.

    Examples
    --------
    >>> rule_text("draw.reshuffle")
    'Reshuffling the discards: When the deck runs out, shuffle the discard pile; it becomes the new deck.'
    >>> rule_text("score.stations", "de").split(":")[0]
    'Punkte für Bahnhöfe'
    """
    if lang not in LANGS:
        raise ValueError(f"unsupported language {lang!r}; use one of {', '.join(LANGS)}")
    r = rule(rule_id, game)
    return f"{r.title[lang]}: {r.text[lang]}"


def rule_ids(game: str = "europe") -> list[str]:
    """The rule ids a rules file defines, in the order of the file.

    Only the ids the file itself lists; for Deutschland and Asia the shared Europe ids are not
    repeated (use :func:`rule` to reach them).

    Parameters
    ----------
    game : str, optional
        As for :func:`rule`.

    Returns
    -------
    list of str

    Examples
    --------
    >>> rule_ids()[:3]
    ['setup.cards', 'setup.pieces', 'setup.deal']
    >>> len(rule_ids("trans"))
    13
    """
    return list(GAME_RULES[_game(game)])


def local_rule_id(game: str, rule_id: str) -> str:
    """The id ``game`` cites for the Europe rule ``rule_id``: the id of its own rules file where
    that file replaces the Europe rule (Deutschland's ``de.multi-routes`` for
    ``claim.double-few-players``), else ``rule_id`` unchanged.

    >>> local_rule_id("deutschland", "claim.double-same-player")
    'de.multi-routes'
    >>> local_rule_id("deutschland", "claim.color"), local_rule_id("europe", "tickets.draw")
    ('claim.color', 'tickets.draw')
    """
    return _NOT_SHARED.get(game, {}).get(rule_id) or rule_id
