"""Message catalogue: every explanation step and every rejection, in English and German.

Templates use ``str.format`` fields. Parameters are rendered by name:

``seat``, ``owner``, ``current``   a seat → "Player 2" / "Spieler 2"
``route``, ``other``               a route index → "Berlin–Frankfurt (red, 3)"
``city``                           a city index → its display name
``colour``                         a colour key → "red" / "rot"
``paid``, ``hand``                 a card dict → "2 red + 1 locomotive"
``old``, ``new``, ``revealed``, ``faceup``   colour-key lists → "red, blue, locomotive"
``ticket``                         a ticket index → "Paris–Wien (8)"
``tickets``                        a list of ticket indices → "Paris–Wien (8), Berlin–Roma (9)"

The texts are the project's own words (see the rules in ``shared/rules``).

>>> from ttrwidgets.ttr.maps import load_map
>>> m = load_map("europe")
>>> render("claim.trains", {"route": 0, "trains": 1, "length": 1}, m, "de")[:40]
'Du hast nur noch 1 Wagen, Amsterdam–Brux'
"""
from __future__ import annotations

from .colours import Colour, parse_colour

LANGS = ("en", "de")

COLOUR_NAMES = {
    "en": {"purple": "purple", "white": "white", "blue": "blue", "yellow": "yellow",
           "orange": "orange", "black": "black", "red": "red", "green": "green",
           "locomotive": "locomotive", "gray": "gray"},
    "de": {"purple": "lila", "white": "weiß", "blue": "blau", "yellow": "gelb",
           "orange": "orange", "black": "schwarz", "red": "rot", "green": "grün",
           "locomotive": "Lokomotive", "gray": "grau"},
}
_PLURAL = {"en": {"locomotive": "locomotives"}, "de": {"locomotive": "Lokomotiven"}}
_PLAYER = {"en": "Player {}", "de": "Spieler {}"}
_TEAM = {"en": "{}", "de": "{}"}     # "Team 1": the word is in the templates
_PLACE = {"en": {"hand": "into the hand", "shared": "onto the team's holder"},
          "de": {"hand": "auf die Hand", "shared": "auf den Mannschaftshalter"}}
_NONE = {"en": "nothing", "de": "nichts"}

M: dict[str, tuple[str, str]] = {
    # ---- setup
    "setup.deal": ("The train cards are shuffled; every player gets {n} cards and 5 cards are laid "
                   "face up.",
                   "Alle Wagenkarten kommen gut gemischt auf einen Stapel; an jeden Spieler "
                   "gehen {n} davon, 5 weitere liegen offen aus."),
    "setup.tickets": ("Every player is dealt destination tickets and chooses which to keep before "
                      "the first turn.",
                      "Jeder Spieler erhält Zielkarten und wählt vor dem ersten Zug, welche er "
                      "behält."),
    "setup.kept": ("{seat} keeps {kept} starting ticket(s) and gives back {returned}.",
                   "{seat} behält {kept} Start-Zielkarte(n) und gibt {returned} zurück."),
    "setup.mega-regular": ("{seat} now chooses among {n} regular tickets and must keep at least "
                           "{min}.",
                           "{seat} wählt nun aus {n} normalen Zielkarten und muss mindestens "
                           "{min} behalten."),
    "setup.returned-out": ("The {n} returned starting ticket(s) leave the game unseen.",
                           "Die {n} zurückgegebenen Start-Zielkarten kommen verdeckt aus dem "
                           "Spiel."),
    "setup.returned-bottom": ("The {n} returned regular ticket(s) are shuffled and put under the "
                              "ticket deck.",
                              "Die {n} zurückgegebenen Zielkarten werden gemischt unter den "
                              "Zielkartenstapel gelegt."),
    "setup.first-player": ("Everyone has chosen. {seat} begins; play goes clockwise.",
                           "Alle haben gewählt. {seat} beginnt, dann geht es im Uhrzeigersinn "
                           "weiter."),
    "setup.tickets.first": ("First every player chooses their starting tickets.",
                            "Zuerst wählt jeder Spieler seine Start-Zielkarten."),
    "setup.tickets.done": ("{seat} has already chosen their starting tickets.",
                           "{seat} hat die Start-Zielkarten schon gewählt."),
    # ---- turn
    "turn.next": ("{seat}'s turn.", "{seat} ist am Zug."),
    "turn.next.final": ("Last round: {seat}'s turn ({left} turn(s) left in the game).",
                        "Letzte Runde: {seat} ist am Zug (noch {left} Zug/Züge im Spiel)."),
    "turn.not-yours": ("It is {current}'s turn, not {seat}'s.",
                       "{current} ist am Zug, nicht {seat}."),
    "turn.pass": ("{seat} has no legal action and passes.",
                  "{seat} hat keinen erlaubten Zug und passt."),
    "turn.pass.all": ("All {players} players passed in a row: nobody can move any more, so the game "
                      "ends.",
                      "Alle {players} Spieler haben nacheinander gepasst: niemand kann mehr "
                      "ziehen, daher endet das Spiel."),
    "turn.pass.not-allowed": ("You may only pass when you have no other legal action.",
                              "Passen ist nur erlaubt, wenn es keinen anderen erlaubten Zug "
                              "gibt."),
    # ---- drawing cards
    "draw.blind.first": ("{seat} draws a card from the deck: {colour}. One more card to take.",
                         "{seat} zieht eine Karte vom Stapel: {colour}. Eine weitere Karte "
                         "darf genommen werden."),
    "draw.blind.second": ("{seat} draws a second card from the deck: {colour}.",
                          "{seat} zieht als zweite Karte vom Stapel: {colour}."),
    "draw.blind.first.hidden": ("{seat} draws a card from the deck (only {seat} sees it). One "
                                "more card to take.",
                                "{seat} zieht eine Karte vom Stapel (nur {seat} sieht sie). Eine "
                                "Karte fehlt noch."),
    "draw.blind.second.hidden": ("{seat} draws a second card from the deck (only {seat} sees it).",
                                 "{seat} zieht eine zweite Karte vom Stapel (nur {seat} sieht "
                                 "sie)."),
    "draw.faceup.first": ("{seat} takes a face-up {colour} card; it is replaced from the deck. "
                          "One more card to take.",
                          "{seat} nimmt eine offene {colour}e Karte; sie wird vom Stapel "
                          "ersetzt. Eine weitere Karte darf genommen werden."),
    "draw.faceup.second": ("{seat} takes a face-up {colour} card as the second card.",
                           "{seat} nimmt als zweite Karte eine offene {colour}e Karte."),
    "draw.faceup-locomotive": ("{seat} takes a face-up locomotive. That is the whole draw.",
                               "{seat} nimmt eine offene Lokomotive. Damit ist das Ziehen "
                               "beendet."),
    "draw.faceup-locomotive.second": ("A face-up locomotive cannot be your second card. Take "
                                      "another face-up card or draw from the deck.",
                                      "Eine offene Lokomotive darf nicht die zweite Karte sein. "
                                      "Nimm eine andere offene Karte oder ziehe vom Stapel."),
    "draw.not-faceup": ("There is no face-up {colour} card (face up: {faceup}).",
                        "Es liegt keine {colour}e Karte offen aus (offen: {faceup})."),
    "draw.deck-empty": ("The deck and the discard pile are both empty.",
                        "Nachziehstapel und Ablagestapel sind beide leer."),
    "draw.exhausted.one-card": ("No card is left to take, so {seat}'s draw ends with one card.",
                                "Es ist keine Karte mehr zu nehmen, daher endet das Ziehen von "
                                "{seat} mit einer Karte."),
    "draw.second-pending": ("Finish your draw first: take a second card.",
                            "Beende zuerst das Ziehen: nimm eine zweite Karte."),
    "draw.reshuffle": ("The deck is empty: the {n} discarded cards are shuffled into a new deck.",
                       "Der Stapel ist leer: die {n} abgelegten Karten werden zu einem neuen "
                       "Stapel gemischt."),
    "draw.three-locomotives": ("Three or more locomotives lie face up ({old}): all five are "
                               "discarded and replaced by {new}.",
                               "Drei oder mehr Lokomotiven liegen offen ({old}): alle fünf "
                               "werden abgelegt und durch {new} ersetzt."),
    "draw.three-locomotives.stuck": ("Three locomotives lie face up, but the cards left cannot make "
                                     "a better row, so the row stays as it is.",
                                     "Drei Lokomotiven liegen offen, doch die übrigen Karten "
                                     "ergeben keine bessere Auslage, daher bleibt sie liegen."),
    # ---- claiming
    "claim.done": ("{seat} claims {route} with {paid} and scores {points} point(s) for a "
                   "length-{length} route.",
                   "{seat} baut {route} mit {paid} und erhält {points} Punkt(e) für eine "
                   "Strecke der Länge {length}."),
    "claim.taken": ("{route} already belongs to {owner}.",
                    "{route} gehört schon {owner}."),
    "claim.double-same-player": ("You already own the parallel route {other}; one player may never "
                                 "own both tracks of a double route.",
                                 "Dir gehört schon die parallele Strecke {other}; niemand darf "
                                 "beide Gleise einer Doppelstrecke besitzen."),
    "claim.double-few-players": ("With {players} players only one track of a double route can be "
                                 "used, and the other one is taken.",
                                 "Bei {players} Spielern ist nur ein Gleis einer Doppelstrecke "
                                 "nutzbar, und das andere ist schon belegt."),
    "claim.double-closed": ("With {players} players the parallel track of {route} is now closed "
                            "for the rest of the game.",
                            "Bei {players} Spielern ist das Parallelgleis von {route} jetzt für "
                            "den Rest des Spiels gesperrt."),
    "claim.trains": ("You have only {trains} train(s) left, {route} needs {length}.",
                     "Du hast nur noch {trains} Wagen, {route} braucht {length}."),
    "claim.count": ("{route} needs exactly {length} card(s); you offered {paid}.",
                    "{route} braucht genau {length} Karte(n); angeboten: {paid}."),
    "claim.gray.mixed": ("A gray route is paid with cards of one single colour (locomotives fill "
                         "in); {paid} mixes colours.",
                         "Eine graue Strecke wird mit Karten einer einzigen Farbe bezahlt "
                         "(Lokomotiven ersetzen beliebige); {paid} mischt Farben."),
    "claim.color.wrong": ("{route} must be paid with {colour} cards (locomotives fill in), not "
                          "with {paid}.",
                          "{route} muss mit {colour}en Karten bezahlt werden (Lokomotiven "
                          "ersetzen beliebige), nicht mit {paid}."),
    "cards.not-held": ("You do not hold {paid}; your hand is {hand}.",
                       "Du hast {paid} nicht auf der Hand; deine Hand: {hand}."),
    "ferry.locomotives": ("{route} is a ferry with {need} locomotive symbol(s): it needs at least "
                          "{need} locomotive(s); you offered {locos}.",
                          "{route} ist eine Fähre mit {need} Lok-Symbol(en): sie braucht "
                          "mindestens {need} Lokomotive(n); angeboten: {locos}."),
    "ferry.cannot-pay": ("You cannot pay for {route}: the ferry needs at least {need} "
                         "locomotive(s) and you hold {locos}.",
                         "Du kannst {route} nicht bezahlen: die Fähre braucht mindestens {need} "
                         "Lokomotive(n), du hast {locos}."),
    "claim.color.cannot-pay": ("You cannot pay for {route}: it needs {length} {colour} cards "
                               "(locomotives fill in); you hold {hand}.",
                               "Du kannst {route} nicht bezahlen: nötig sind {length} {colour}e "
                               "Karten (Lokomotiven ersetzen beliebige); du hast {hand}."),
    "claim.gray.cannot-pay": ("You cannot pay for {route}: it needs {length} cards of one colour "
                              "(locomotives fill in); you hold {hand}.",
                              "Du kannst {route} nicht bezahlen: nötig sind {length} Karten "
                              "einer Farbe (Lokomotiven ersetzen beliebige); du hast {hand}."),
    "station.cannot-pay": ("Station no. {nth} in {city} costs {n} card(s) of one colour "
                           "(locomotives fill in); you hold {hand}.",
                           "Bahnhof Nr. {nth} in {city} kostet {n} Karte(n) einer Farbe "
                           "(Lokomotiven ersetzen beliebige); du hast {hand}."),
    "ferry.paid": ("{route} is a ferry: {need} of the cards must be locomotives.",
                   "{route} ist eine Fähre: {need} der Karten müssen Lokomotiven sein."),
    # ---- tunnels
    "tunnel.reveal": ("{route} is a tunnel. {seat} lays down {paid}; the top cards of the deck are "
                      "revealed: {revealed}.",
                      "{route} ist ein Tunnel. {seat} legt {paid} hin; die obersten Karten des "
                      "Stapels werden aufgedeckt: {revealed}."),
    "tunnel.extra": ("Each revealed {colour} card or locomotive costs one more card: {extra} more "
                     "{colour} card(s) or locomotive(s) to pay, or withdraw.",
                     "Jede aufgedeckte {colour}e Karte oder Lokomotive kostet eine Karte mehr: "
                     "{extra} weitere {colour}e Karte(n) oder Lokomotive(n) zahlen oder "
                     "zurückziehen."),
    "tunnel.extra.loco-only": ("The tunnel was paid with locomotives only, so only revealed "
                               "locomotives count: {extra} more locomotive(s) to pay, or withdraw.",
                               "Der Tunnel wurde nur mit Lokomotiven bezahlt, daher zählen nur "
                               "aufgedeckte Lokomotiven: {extra} weitere Lokomotive(n) zahlen "
                               "oder zurückziehen."),
    "tunnel.extra.none": ("No revealed card matches the {colour} cards paid: no extra cost.",
                          "Keine aufgedeckte Karte passt zu den {colour}en Karten: keine "
                          "Zusatzkosten."),
    "tunnel.extra.wrong": ("The tunnel asks for exactly {extra} more {colour} card(s) or "
                           "locomotive(s); {paid} does not fit.",
                           "Der Tunnel verlangt genau {extra} weitere {colour}e Karte(n) oder "
                           "Lokomotive(n); {paid} passt nicht."),
    "tunnel.paid": ("{seat} pays the extra {paid}.", "{seat} zahlt zusätzlich {paid}."),
    "tunnel.cannot-pay": ("The hand cannot pay the {extra} extra card(s): the only choice is to "
                          "withdraw.",
                          "Die Hand reicht nicht für die {extra} Zusatzkarte(n): es bleibt nur "
                          "der Rückzug."),
    "tunnel.withdraw": ("{seat} withdraws: {paid} go back to the hand, {route} stays free and the "
                        "turn is over.",
                        "{seat} zieht zurück: {paid} gehen zurück auf die Hand, {route} bleibt "
                        "frei, der Zug ist beendet."),
    "tunnel.discard": ("The {n} revealed card(s) go to the discard pile.",
                       "Die {n} aufgedeckten Karten kommen auf den Ablagestapel."),
    "tunnel.pending": ("First pay the tunnel's extra cards or withdraw.",
                       "Zuerst die Zusatzkarten des Tunnels zahlen oder zurückziehen."),
    "tunnel.none-pending": ("No tunnel is waiting for payment.",
                            "Kein Tunnel wartet auf Bezahlung."),
    # ---- tickets
    "tickets.drawn": ("{seat} draws {n} destination ticket(s) and must keep at least {min}.",
                      "{seat} zieht {n} Zielkarte(n) und muss mindestens {min} behalten."),
    "tickets.kept": ("{seat} keeps {kept} ticket(s); kept tickets stay until the end.",
                     "{seat} behält {kept} Zielkarte(n); behaltene Karten bleiben bis zum "
                     "Schluss."),
    "tickets.returned": ("The {n} returned ticket(s) go under the ticket deck.",
                         "Die {n} zurückgegebenen Zielkarten kommen unter den Stapel."),
    "tickets.deck-empty": ("No destination tickets are left to draw.",
                           "Es sind keine Zielkarten mehr zum Ziehen übrig."),
    "tickets.pending": ("First choose which tickets to keep.",
                        "Zuerst wählen, welche Zielkarten behalten werden."),
    "tickets.none-pending": ("There is no ticket choice to answer.",
                             "Es gibt keine Zielkarten-Auswahl zu beantworten."),
    "tickets.not-offered": ("You can only keep tickets you were just offered, each once.",
                            "Behalten kannst du nur gerade angebotene Zielkarten, jede einmal."),
    "tickets.keep-min": ("Keep at least {min} of the {offered} tickets.",
                         "Behalte mindestens {min} der {offered} Zielkarten."),
    "tickets.keep-max": ("Keep at most {max} of these tickets.",
                         "Behalte höchstens {max} dieser Zielkarten."),
    # ---- stations
    "station.built": ("{seat} builds station no. {nth} in {city}, paying {paid}.",
                      "{seat} baut Bahnhof Nr. {nth} in {city} und bezahlt {paid}."),
    "station.none-in-game": ("This game has no stations.", "In diesem Spiel gibt es keine "
                             "Bahnhöfe."),
    "station.all-built": ("You have built all {max} of your stations.",
                          "Du hast schon alle {max} Bahnhöfe gebaut."),
    "station.city-taken": ("{city} already has a station (of {owner}); a city holds only one.",
                           "In {city} steht schon ein Bahnhof (von {owner}); pro Stadt gibt es "
                           "nur einen."),
    "station.cost": ("Station no. {nth} costs {n} card(s) of one colour (locomotives fill in); "
                     "{paid} does not fit.",
                     "Bahnhof Nr. {nth} kostet {n} Karte(n) einer Farbe (Lokomotiven ersetzen "
                     "beliebige); {paid} passt nicht."),
    # ---- end and scoring
    "end.trigger": ("{seat} ends the turn with {trains} train(s): every player, {seat} included, "
                    "gets one last turn.",
                    "{seat} beendet den Zug mit {trains} Wagen: jeder Spieler, auch {seat}, hat "
                    "noch genau einen Zug."),
    "end.game-over": ("The game is over.", "Das Spiel ist zu Ende."),
    "score.routes": ("{seat}: {points} points from claimed routes.",
                     "{seat}: {points} Punkte für gebaute Strecken."),
    "score.ticket.done": ("{seat} completed {ticket}: +{points}.",
                          "{seat} hat {ticket} erfüllt: +{points}."),
    "score.ticket.failed": ("{seat} did not complete {ticket}: −{points}.",
                            "{seat} hat {ticket} nicht erfüllt: −{points}."),
    "station.borrow": ("{seat}'s station in {city} borrows {route}.",
                       "Der Bahnhof von {seat} in {city} nutzt {route} mit."),
    "score.stations": ("{seat}: {unused} station(s) not built, +{points}.",
                       "{seat}: {unused} nicht gebaute(r) Bahnhof/Bahnhöfe, +{points}."),
    "score.longest-path": ("European Express: {seat} has the longest continuous path ({length} "
                           "train spaces), +{points}.",
                           "Europa-Express: {seat} hat die längste durchgehende Strecke "
                           "({length} Wagen), +{points}."),
    # ---- a move in words (the log, hints, the terminal's bot moves)
    "do.deck": ("draws from the deck", "zieht vom Stapel"),
    "do.faceup": ("takes a face-up {colour} card", "nimmt eine offene Karte: {colour}"),
    "do.claim": ("claims {route} with {cards}", "baut {route} mit {cards}"),
    "do.pay": ("pays {cards} more for the tunnel", "zahlt {cards} für den Tunnel nach"),
    "do.withdraw": ("withdraws from the tunnel", "zieht sich vom Tunnel zurück"),
    "do.tickets": ("draws tickets", "zieht Zielkarten"),
    "do.keep": ("keeps {tickets}", "behält {tickets}"),
    "do.keep-none": ("keeps no ticket", "behält keine Zielkarte"),
    "do.keep-secret": ("keeps {n} ticket(s) (secret)", "behält {n} Zielkarte(n) (geheim)"),
    "do.station": ("builds a station in {city} with {cards}",
                   "baut einen Bahnhof in {city} mit {cards}"),
    "do.pass": ("passes", "passt"),
    "do.tickets-mix": ("draws tickets: {short} short, {long} long",
                       "zieht Zielkarten: {short} kurze, {long} lange"),
    "do.passengers": ("takes passengers: {list}", "nimmt Passagiere: {list}"),
    # ---- Deutschland: ticket mixes (de.setup-tickets, de.draw-tickets)
    "setup.announce": ("Every player announces how many of their {n} starting tickets come from "
                       "the short deck and how many from the long deck, then keeps at least "
                       "{min}.",
                       "Jeder Spieler sagt an, wie viele seiner {n} Start-Zielkarten vom kurzen "
                       "und wie viele vom langen Stapel kommen, und behält dann mindestens "
                       "{min}."),
    "setup.announce-first": ("First announce how many of your starting tickets come from each "
                             "deck.",
                             "Sag zuerst an, wie viele deiner Start-Zielkarten von welchem "
                             "Stapel kommen."),
    "setup.decks-shuffled": ("Everyone has chosen: both ticket decks are shuffled.",
                             "Alle haben gewählt: Beide Zielkartenstapel werden gemischt."),
    "tickets.mix": ("Announce how the {n} tickets split between the short and the long deck: "
                    "the two numbers must add up to {n}.",
                    "Sag an, wie sich die {n} Zielkarten auf den kurzen und den langen Stapel "
                    "verteilen: Zusammen müssen es {n} sein."),
    "tickets.mix-fit": ("The short deck holds {short} and the long deck {long} ticket(s): "
                        "announce {n} tickets these decks can give.",
                        "Der kurze Stapel hat noch {short}, der lange {long} Zielkarte(n): Sag "
                        "{n} Zielkarten an, die diese Stapel hergeben."),
    "tickets.mix-all": ("Both decks together hold only {total} ticket(s), {short} short and "
                        "{long} long: you draw the tickets that remain, so announce a mix that "
                        "takes them all.",
                        "Beide Stapel zusammen haben nur noch {total} Zielkarte(n), {short} "
                        "kurze und {long} lange: Du ziehst die restlichen Zielkarten, also sag "
                        "eine Verteilung an, die alle nimmt."),
    "tickets.drawn-mix": ("{seat} announces {short} short and {long} long, draws {n} ticket(s) "
                          "and must keep at least {min}.",
                          "{seat} sagt {short} kurze und {long} lange an, zieht {n} Zielkarte(n) "
                          "und muss mindestens {min} behalten."),
    "tickets.returned-own": ("The {short} short and {long} long ticket(s) given back go under "
                             "their own deck.",
                             "Die {short} kurzen und {long} langen zurückgegebenen Zielkarten "
                             "kommen unter ihren eigenen Stapel."),
    # ---- Deutschland: passengers (de.take-passengers)
    "passengers.taken": ("{seat} takes a {colour} passenger in {city}.",
                         "{seat} nimmt in {city} einen Passagier in {colour} mit."),
    "passengers.none": ("No passenger is waiting at either end of {route}.",
                        "An keinem Ende von {route} wartet ein Passagier."),
    "passengers.choose": ("At {city}, passengers of several colours wait: {seat} picks which "
                          "one to take.",
                          "In {city} warten Passagiere in mehreren Farben: {seat} sucht aus, "
                          "welchen er mitnimmt."),
    "passengers.pending": ("First pick the passengers of the route you just claimed.",
                           "Wähle zuerst die Passagiere der gerade gebauten Strecke."),
    "passengers.none-pending": ("There is no passenger to pick now.",
                                "Gerade gibt es keinen Passagier auszuwählen."),
    "passengers.not-an-end": ("{city} is not an end of {route}.",
                              "{city} ist kein Endpunkt von {route}."),
    "passengers.already-taken": ("At {city} only {colour} passengers stood, and one is already "
                                 "yours.",
                                 "In {city} standen nur Passagiere in {colour}, und einer gehört "
                                 "schon dir."),
    "passengers.none-there": ("No passenger is waiting in {city}.",
                              "In {city} wartet kein Passagier."),
    "passengers.not-there": ("No {colour} passenger is waiting in {city}; there are: {there}.",
                             "In {city} wartet kein Passagier in {colour}; dort stehen: "
                             "{there}."),
    "passengers.name-every-end": ("Pick a passenger in {city} too ({there}).",
                                  "Wähle auch in {city} einen Passagier ({there})."),
    # ---- Deutschland: scoring
    "score.globetrotter": ("{seat} completed {n} ticket(s), more than anyone else or as many: "
                           "Globetrotter bonus, {points} points.",
                           "{seat} hat {n} Zielkarte(n) erfüllt, so viele wie niemand sonst "
                           "oder gleich viele: Globetrotter-Bonus, {points} Punkte."),
    "score.passengers": ("{seat} has {n} {colour} passenger(s), place {place} in that colour: {points} "
                         "points.",
                         "{seat} hat {n} Passagier(e) in {colour}: Platz {place}, {points} "
                         "Punkte."),
    "score.total": ("{seat}: {total} points in all.", "{seat}: insgesamt {total} Punkte."),
    "win.tiebreak": ("Tied on points: decided by {by}.", "Punktgleichstand: entschieden durch {by}."),
    "win.winner": ("{seat} wins with {total} points.", "{seat} gewinnt mit {total} Punkten."),
    "win.shared": ("{seats} share the win with {total} points.",
                   "{seats} teilen sich den Sieg mit {total} Punkten."),
    # ---- bot advice (the terminal's and the app's "hint" and "auto"): why the greedy bot plays it
    "bot.keep": ("Keep {tickets}: for their points they are the cheapest to finish (at least {min} "
                 "must be kept).",
                 "Behalte {tickets}: für ihre Punkte sind sie am günstigsten zu erfüllen "
                 "(mindestens {min} müssen bleiben)."),
    "bot.keep-none": ("Keep none of these: none is cheap enough to be worth the risk (the "
                      "least allowed is {min}).",
                      "Behalte keine davon: keine ist günstig genug, um das Risiko wert zu sein "
                      "(erlaubt ist schon {min})."),
    "bot.tunnel-pay": ("Pay the extra {paid} to finish {route}; withdrawing would waste the "
                       "turn.",
                       "Zahle zusätzlich {paid}, um {route} fertig zu bauen; ein Rückzug würde "
                       "den Zug verschenken."),
    "bot.tunnel-withdraw": ("The hand cannot pay the {extra} extra card(s) for {route}: withdraw "
                            "and keep the cards.",
                            "Die Hand reicht nicht für die {extra} Zusatzkarte(n) für {route}: "
                            "zurückziehen und die Karten behalten."),
    "bot.claim-ticket": ("Claim {route} with {paid}: it lies on the cheapest way to complete "
                         "{ticket}.",
                         "Baue {route} mit {paid}: die Strecke liegt auf dem günstigsten Weg zu "
                         "{ticket}."),
    "bot.draw-tickets": ("Every ticket is complete or out of reach and {trains} trains are left: "
                         "draw new tickets.",
                         "Jede Zielkarte ist erfüllt oder unerreichbar, und es sind noch {trains} "
                         "Wagen übrig: neue Zielkarten ziehen."),
    "bot.claim-long": ("No ticket needs a route now: claim {route} with {paid}, the longest route "
                       "the hand can pay ({points} points).",
                       "Keine Zielkarte braucht gerade eine Strecke: baue {route} mit {paid}, die "
                       "längste Strecke, die die Hand bezahlen kann ({points} Punkte)."),
    "bot.draw-needed": ("Take the face-up {colour} card: {route}, on the way to a ticket, is paid "
                        "in {colour}.",
                        "Nimm die offene Karte {colour}: {route} liegt auf dem Weg zu einer "
                        "Zielkarte und wird in {colour} bezahlt."),
    "bot.draw-locomotive": ("Take the face-up locomotive: it stands in for any colour a ticket "
                            "route needs (and it is the whole draw).",
                            "Nimm die offene Lokomotive: sie ersetzt jede Farbe, die eine "
                            "Zielkarten-Strecke braucht (und ist das ganze Ziehen)."),
    "bot.draw-deck": ("No face-up card has a colour the ticket routes need: draw blind from the "
                      "deck.",
                      "Keine offene Karte hat eine Farbe, die die Zielkarten-Strecken brauchen: "
                      "verdeckt vom Stapel ziehen."),
    "bot.draw-faceup": ("Deck and discards are empty: take the face-up {colour} card.",
                        "Stapel und Ablage sind leer: nimm die offene Karte {colour}."),
    "bot.pass": ("Nothing else is possible: pass.", "Nichts anderes ist möglich: passen."),
    "bot.announce": ("Announce {short} short and {long} long ticket(s): short tickets are safer, "
                     "one long one is worth the risk.",
                     "{short} kurze und {long} lange Zielkarte(n) ansagen: Kurze sind sicherer, "
                     "eine lange lohnt das Risiko."),
    "bot.passengers": ("Take {take}: these colours bring a passenger majority closest.",
                       "{take} nehmen: Diese Farben bringen eine Passagier-Mehrheit am nächsten."),
    "bot.first-legal": ("No plan fits this position: take the first legal action.",
                        "Kein Plan passt zu dieser Lage: die erste erlaubte Aktion nehmen."),
    # ---- teams (asia.md)
    "teams.formed": ("Team {team}: {seats} are partners and move one right after the other. Each "
                     "of them has {trains} trains; the team shares one score.",
                     "Mannschaft {team}: {seats} spielen zusammen und sind direkt nacheinander "
                     "dran. Jeder hat {trains} Wagen; die Mannschaft hat einen gemeinsamen "
                     "Punktestand."),
    "teams.start-cards": ("The {n} cards each player got are that player's own hand; every "
                          "team's card holder starts empty.",
                          "Die {n} Karten jedes Spielers sind seine eigene Hand; der "
                          "Kartenhalter jeder Mannschaft ist zu Beginn leer."),
    "teams.talk": ("Partners may talk, but hidden cards stay hidden: each player sees their own "
                   "hand and what lies on their team's two holders.",
                   "Partner dürfen sich absprechen, verdeckte Karten bleiben aber verdeckt: "
                   "Jeder sieht die eigene Hand und, was auf den beiden Haltern seiner "
                   "Mannschaft liegt."),
    "teams.to-hand": ("{seat} keeps this card in the hand.",
                      "{seat} nimmt diese Karte auf die Hand."),
    "teams.to-shared": ("{seat} puts this card onto the team's card holder.",
                        "{seat} stellt diese Karte auf den Kartenhalter der Mannschaft."),
    "teams.loco-to-holder": ("A face-up locomotive taken alone goes onto the team's card holder, "
                             "not into your hand.",
                             "Eine allein genommene offene Lokomotive kommt auf den Kartenhalter "
                             "der Mannschaft, nicht auf deine Hand."),
    "teams.name-place": ("Say where the first card goes: into your hand or onto the team's card "
                         "holder. The second card then goes to the other place.",
                         "Sag, wohin die erste Karte kommt: auf deine Hand oder auf den "
                         "Kartenhalter der Mannschaft. Die zweite kommt dann an den anderen "
                         "Platz."),
    "teams.other-place": ("The first card went to {place}, so the second one goes to the other "
                          "place.",
                          "Die erste Karte ging {place}, also kommt die zweite an den anderen "
                          "Platz."),
    "teams.paid-from-holder": ("{seat} takes {paid} of the payment from the team's card holder.",
                               "{seat} nimmt {paid} der Bezahlung vom Kartenhalter der "
                               "Mannschaft."),
    "teams.not-held": ("Your hand ({hand}) and the team's card holder ({holder}) together do not "
                       "hold {paid}.",
                       "Deine Hand ({hand}) und der Kartenhalter der Mannschaft ({holder}) "
                       "enthalten zusammen nicht {paid}."),
    "teams.shared-not-in-payment": ("The part from the holder ({shared}) must be part of the "
                                    "payment ({paid}).",
                                    "Der Teil vom Halter ({shared}) muss in der Bezahlung "
                                    "({paid}) enthalten sein."),
    "teams.holder-not-held": ("The team's card holder has {holder}, not {shared}.",
                              "Auf dem Kartenhalter der Mannschaft liegt {holder}, nicht "
                              "{shared}."),
    "teams.hand-not-held": ("With {shared} from the holder, {rest} must come from your hand, "
                            "which holds {hand}.",
                            "Mit {shared} vom Halter muss {rest} von deiner Hand kommen, und "
                            "dort liegt {hand}."),
    "teams.share-one": ("Name one of the tickets you keep for the team's ticket holder.",
                        "Nenne eine der behaltenen Zielkarten für den Zielkartenhalter der "
                        "Mannschaft."),
    "teams.share-kept": ("{ticket} is not among the tickets you keep; only a kept ticket can go "
                         "onto the team's ticket holder.",
                         "{ticket} ist nicht unter den behaltenen Zielkarten; nur eine "
                         "behaltene kommt auf den Zielkartenhalter."),
    "teams.ticket-shared": ("{seat} puts {tickets} onto the team's ticket holder, where the "
                            "partner can see it.",
                            "{seat} stellt {tickets} auf den Zielkartenhalter der Mannschaft, "
                            "wo der Partner sie sieht."),
    "teams.ticket-shared.hidden": ("{seat} puts {n} ticket(s) onto the team's ticket holder.",
                                   "{seat} stellt {n} Zielkarte(n) auf den Zielkartenhalter der "
                                   "Mannschaft."),
    "teams.share-count": ("Move between 1 and {max} tickets from your hand.",
                          "Lege zwischen 1 und {max} Zielkarten von deiner Hand."),
    "teams.share-not-held": ("Only tickets in your own hand can be shared, each once.",
                             "Teilen kannst du nur Zielkarten von deiner eigenen Hand, jede "
                             "einmal."),
    "teams.tickets-shared": ("{seat} spends the turn putting {tickets} onto the team's ticket "
                             "holder.",
                             "{seat} nutzt den Zug, um {tickets} auf den Zielkartenhalter der "
                             "Mannschaft zu stellen."),
    "teams.tickets-shared.hidden": ("{seat} spends the turn putting {n} ticket(s) onto the "
                                    "team's ticket holder.",
                                    "{seat} nutzt den Zug, um {n} Zielkarte(n) auf den "
                                    "Zielkartenhalter der Mannschaft zu stellen."),
    "teams.end-trigger": ("After {seat}'s turn team {team} has {trains} train(s) left, both "
                          "partners together: every player gets one last turn.",
                          "Nach dem Zug von {seat} hat Mannschaft {team} zusammen nur noch "
                          "{trains} Wagen: Jeder Spieler hat noch einen letzten Zug."),
    "asia.doubles-team": ("Your partner owns the parallel route {other}; one team never owns "
                          "both tracks of a double route.",
                          "Deinem Partner gehört die parallele Strecke {other}; eine Mannschaft "
                          "besitzt nie beide Gleise einer Doppelstrecke."),
    "asia.doubles-4p": ("With {players} players only one track of this double route can be used, "
                        "and the other one is taken.",
                        "Bei {players} Spielern ist nur ein Gleis dieser Doppelstrecke nutzbar, "
                        "und das andere ist schon belegt."),
    "asia.triples-4p": ("With {players} players only two tracks of a triple route can be used, "
                        "and two are taken already.",
                        "Bei {players} Spielern sind nur zwei Gleise einer Dreifachstrecke "
                        "nutzbar, und zwei sind schon belegt."),
    "teams.score.routes": ("Team {team}: {points} points from the routes of both partners.",
                           "Mannschaft {team}: {points} Punkte für die Strecken beider "
                           "Partner."),
    "teams.score.ticket.done": ("Team {team} completed {ticket}: +{points}.",
                                "Mannschaft {team} hat {ticket} erfüllt: +{points}."),
    "teams.score.ticket.failed": ("Team {team} did not complete {ticket}: −{points}.",
                                  "Mannschaft {team} hat {ticket} nicht erfüllt: −{points}."),
    "teams.score.express": ("Team {team} has the longest continuous path, {length} spaces over "
                            "the routes of both partners: +{points} (Asia Express).",
                            "Mannschaft {team} hat mit {length} Feldern über die Strecken beider "
                            "Partner die längste Verbindung: +{points} (Asien-Express)."),
    "teams.score.explorer": ("Team {team} completed the most tickets ({n}): +{points} (Asia "
                             "Explorer).",
                             "Mannschaft {team} hat die meisten Zielkarten erfüllt ({n}): "
                             "+{points} (Asien-Entdecker)."),
    "teams.score.total": ("Team {team}: {total} points in all.",
                          "Mannschaft {team}: insgesamt {total} Punkte."),
    "teams.win.winner": ("Team {team} wins with {total} points.",
                         "Mannschaft {team} gewinnt mit {total} Punkten."),
    "teams.win.shared": ("Teams {teams} share the win with {total} points each.",
                         "Die Mannschaften {teams} teilen sich den Sieg mit je {total} Punkten."),
    "do.deck-to": ("draws from the deck ({place})", "zieht vom Stapel ({place})"),
    "do.faceup-to": ("takes a face-up {colour} card ({place})",
                     "nimmt eine offene Karte: {colour} ({place})"),
    "do.from-shared": ("{action}, {cards} of it from the team holder",
                       "{action}, davon {cards} vom Mannschaftshalter"),
    "do.share": ("puts {tickets} onto the team's ticket holder",
                 "stellt {tickets} auf den Zielkartenhalter der Mannschaft"),
    "do.share-secret": ("puts {n} ticket(s) onto the team's ticket holder (secret)",
                        "stellt {n} Zielkarte(n) auf den Zielkartenhalter (geheim)"),
    "do.keep-share": ("keeps {tickets}, {ticket} onto the team's holder",
                      "behält {tickets}, {ticket} auf den Mannschaftshalter"),
    "bot.team-keep": ("Keep {tickets} and put {ticket} onto the team's ticket holder: it is the "
                      "one the team's routes finish most cheaply, so the partner can help with "
                      "it (at least {min} must be kept).",
                      "Behalte {tickets} und stelle {ticket} auf den Zielkartenhalter: Sie ist "
                      "mit den Strecken der Mannschaft am günstigsten zu erfüllen, so kann der "
                      "Partner mithelfen (mindestens {min} müssen bleiben)."),
    "bot.team-needed-hand": ("Take the face-up {colour} card into my hand: {route}, on the way to "
                             "a ticket, is paid in {colour}.",
                             "Nimm die offene Karte {colour} auf meine Hand: {route} liegt auf "
                             "dem Weg zu einer Zielkarte und wird in {colour} bezahlt."),
    "bot.team-needed-holder": ("Take the face-up {colour} card onto the team's holder: the "
                               "team's routes need {colour}, and there my partner can use it "
                               "too.",
                               "Nimm die offene Karte {colour} auf den Halter der Mannschaft: "
                               "Die Strecken der Mannschaft brauchen {colour}, und dort kann "
                               "auch mein Partner sie nutzen."),
    "bot.team-deck-hand": ("No face-up card has a colour my ticket routes need: draw blind into "
                           "my hand.",
                           "Keine offene Karte hat eine Farbe, die meine Zielkarten-Strecken "
                           "brauchen: verdeckt auf meine Hand ziehen."),
    "bot.team-deck-holder": ("Draw blind onto the team's holder: the second card is for "
                             "whichever partner needs it first.",
                             "Verdeckt auf den Halter der Mannschaft ziehen: Die zweite Karte "
                             "bekommt, wer von uns beiden sie zuerst braucht."),
    "bot.team-locomotive": ("Take the face-up locomotive: it stands in for any colour, and taken "
                            "alone it goes onto the team's holder, for both partners.",
                            "Nimm die offene Lokomotive: Sie ersetzt jede Farbe und kommt, "
                            "allein genommen, auf den Halter der Mannschaft, für beide "
                            "Partner."),
    "bot.team-share-trains": ("Put {ticket} onto the team's ticket holder, as my whole turn: "
                              "its cheapest way still needs {need} train(s), more than the "
                              "{trains} I have left; {seat} has {partner_trains} and can finish "
                              "it.",
                              "Stelle {ticket} auf den Zielkartenhalter der Mannschaft, als "
                              "ganzen Zug: Auf ihrem günstigsten Weg fehlen noch {need} Wagen, "
                              "mehr als meine restlichen {trains}; {seat} hat noch "
                              "{partner_trains} und kann sie erfüllen."),
    "bot.team-share-network": ("Put {ticket} onto the team's ticket holder, as my whole turn: "
                               "on its cheapest way {seat}'s routes already cover {theirs} "
                               "train space(s) and mine none; only {need} are still missing, "
                               "and {seat} is better placed to claim them.",
                               "Stelle {ticket} auf den Zielkartenhalter der Mannschaft, als "
                               "ganzen Zug: Auf ihrem günstigsten Weg decken die Strecken von "
                               "{seat} schon {theirs} Feld(er) ab, meine keines; es fehlen nur "
                               "noch {need}, und {seat} steht besser, um sie zu bauen."),
    "bot.team-faceup": ("Deck and discards are empty: take the face-up {colour} card "
                        "({place}).",
                        "Stapel und Ablage sind leer: nimm die offene Karte {colour} "
                        "({place})."),
}

#: The name of each score part (``SeatScore.parts``, by rule id), in English and German.
PART_NAMES = {
    "score.routes": ("routes", "Strecken"),
    "score.tickets": ("tickets", "Zielkarten"),
    "score.stations": ("stations", "Bahnhöfe"),
    "score.longest-path": ("European Express", "Europa-Express"),
    "de.globetrotter": ("Globetrotter", "Globetrotter"),
    "de.passenger-majority": ("passengers", "Passagiere"),
    "asia.express": ("Asia Express", "Asien-Express"),
    "asia.explorer": ("Asia Explorer", "Asien-Entdecker"),
}


def part_name(rule_id: str, lang: str = "en") -> str:
    """The name of a score part, e.g. ``part_name("de.globetrotter")`` → ``"Globetrotter"``."""
    return PART_NAMES[rule_id][_lang(lang)]


TIEBREAK_NAMES = {
    "tickets": ("most completed tickets", "die meisten erfüllten Zielkarten"),
    "longest": ("the longest path", "die längste Strecke"),
    "stations": ("fewest stations built", "die wenigsten gebauten Bahnhöfe"),
    "express": ("the European Express", "den Europa-Express"),
    "passengers": ("most passengers", "die meisten Passagiere"),
}


def _lang(lang: str) -> int:
    return 1 if lang == "de" else 0


def colour_name(key, lang: str = "en", plural: bool = False) -> str:
    key = parse_colour(key).key if not isinstance(key, str) or key not in COLOUR_NAMES["en"] \
        else key
    if plural and key in _PLURAL[lang if lang in LANGS else "en"]:
        return _PLURAL[lang][key]
    return COLOUR_NAMES.get(lang, COLOUR_NAMES["en"])[key]


def seat_name(seat: int, lang: str = "en") -> str:
    return _PLAYER.get(lang, _PLAYER["en"]).format(seat + 1)


def cards_text(cards: dict, lang: str = "en") -> str:
    if not cards:
        return _NONE.get(lang, "nothing")
    return " + ".join(f"{n} {colour_name(k, lang, n != 1)}" for k, n in cards.items())


def route_name(m, r: int, lang: str = "en") -> str:
    rt = m.routes[r]
    c = colour_name(Colour(rt.colour).key, lang)
    return f"{m.cities[rt.a].display_name}–{m.cities[rt.b].display_name} ({c}, {rt.length})"


def ticket_name(m, t: int, lang: str = "en") -> str:
    tk = m.tickets[t]
    return f"{m.cities[tk.a].display_name}–{m.cities[tk.b].display_name} ({tk.points})"


def _fmt_params(params: dict, m, lang: str) -> dict:
    out = {}
    for k, v in params.items():
        if v is None:
            out[k] = ""
        elif k in ("seat", "owner", "current"):
            out[k] = seat_name(v, lang)
        elif k == "seats":
            out[k] = ", ".join(seat_name(s, lang) for s in v)
        elif k in ("route", "other") and m is not None:
            out[k] = route_name(m, v, lang)
        elif k == "city" and m is not None:
            out[k] = m.cities[v].display_name
        elif k == "ticket" and m is not None:
            out[k] = ticket_name(m, v, lang)
        elif k == "tickets" and m is not None:
            out[k] = ", ".join(ticket_name(m, t, lang) for t in v) or _NONE.get(lang, "nothing")
        elif k == "colour":
            out[k] = colour_name(v, lang)
        elif k in ("paid", "hand", "holder", "shared", "rest"):
            out[k] = cards_text(v, lang)
        elif k == "team":
            out[k] = str(v + 1)
        elif k == "teams":
            out[k] = ", ".join(str(t + 1) for t in v)
        elif k == "place":
            out[k] = _PLACE.get(lang, _PLACE["en"]).get(v, v)
        elif k in ("old", "new", "revealed", "faceup", "there"):
            out[k] = ", ".join(colour_name(c, lang) for c in v) or _NONE.get(lang, "nothing")
        elif k == "take" and m is not None:
            out[k] = ", ".join(f"{m.cities[x['city']].display_name}: {colour_name(x['colour'], lang)}"
                               for x in v)
        elif k == "by":
            out[k] = TIEBREAK_NAMES[v][_lang(lang)]
        else:
            out[k] = v
    return out


def render(key: str, params: dict, m=None, lang: str = "en") -> str:
    """One message in ``lang`` ("en" or "de")."""
    template = M[key][_lang(lang)]
    text = template.format(**_fmt_params(params, m, lang))
    # German colour adjectives: "{colour}e" on "Lokomotive"/"lila"/"orange" reads badly; tidy up.
    if lang == "de":
        for bad, good in (("lilae", "lila"), ("orangee", "orange"), ("Lokomotivee", "Lokomotive")):
            text = text.replace(bad, good)
    return text


def rejection(key: str, params: dict, m=None) -> dict[str, str]:
    return {lang: render(key, params, m, lang) for lang in LANGS}


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


def _say(key: str, lang: str, **params) -> str:
    return M[key][_lang(lang)].format(**params)


def _cards_of(cs, lang: str) -> str:
    return cards_text({Colour(k).key: n for k, n in enumerate(cs) if n}, lang)


def _keep_text(a, m, lang, viewer) -> str:
    if viewer is not None and viewer != a.seat:
        return _say("do.keep-secret", lang, n=len(a.tickets))
    if not a.tickets:
        return _say("do.keep-none", lang)
    ix = {tk.id: tk.index for tk in m.tickets}
    names = ", ".join(ticket_name(m, ix[x], lang) for x in a.tickets)
    if getattr(a, "share", None) in ix:             # asia.setup-tickets, asia.draw-tickets
        return _say("do.keep-share", lang, tickets=names, ticket=ticket_name(m, ix[a.share], lang))
    return _say("do.keep", lang, tickets=names)


def _draw_text(a, m, lang, viewer) -> str:
    place = _PLACE.get(lang, _PLACE["en"]).get(a.to) if a.to else None
    if a.source == "deck":
        return _say("do.deck-to", lang, place=place) if place else _say("do.deck", lang)
    colour = colour_name(Colour(a.colour).key, lang)
    if place:
        return _say("do.faceup-to", lang, colour=colour, place=place)
    return _say("do.faceup", lang, colour=colour)


def _with_shared(text: str, a, lang: str) -> str:
    """``asia.claim-pool``: the part of a payment named as taken from the team holder."""
    shared = getattr(a, "from_shared", None)
    if shared is None or not any(shared):
        return text
    return _say("do.from-shared", lang, action=text, cards=_cards_of(shared, lang))


def _share_text(a, m, lang, viewer) -> str:
    if viewer is not None and viewer != a.seat:
        return _say("do.share-secret", lang, n=len(a.tickets))
    ix = {tk.id: tk.index for tk in m.tickets}
    return _say("do.share", lang, tickets=", ".join(ticket_name(m, ix[x], lang)
                                                    for x in a.tickets if x in ix))


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
                cards=_cards_of(a.cards, lang)), a, lang),
            TunnelPay: lambda a, m, lang, v: _with_shared(
                _say("do.pay", lang, cards=_cards_of(a.cards, lang)), a, lang),
            ShareTickets: _share_text,
            TunnelWithdraw: lambda a, m, lang, v: _say("do.withdraw", lang),
            DrawTickets: lambda a, m, lang, v: _say("do.tickets", lang) if not (
                a.short or a.long) else _say("do.tickets-mix", lang, short=a.short, long=a.long),
            TakePassengers: lambda a, m, lang, v: _say("do.passengers", lang, list=", ".join(
                f"{m.cities[m.city_index(c)].display_name}: {colour_name(Colour(k).key, lang)}"
                for c, k in a.take) or _NONE.get(lang, "nothing")),
            KeepTickets: _keep_text,
            BuildStation: lambda a, m, lang, v: _say(
                "do.station", lang, city=m.cities[m.city_index(a.city)].display_name,
                cards=_cards_of(a.cards, lang)),
            Pass: lambda a, m, lang, v: _say("do.pass", lang),
        })
    return _ACTION_TEXTS
