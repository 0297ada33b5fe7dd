# Die Erklärungen und Ablehnungen der Zug-um-Zug-Engine, auf Deutsch.
# Begriffe: die der Spielanleitungen (../shared/glossary.md), ein Wort für eine Sache.

setup-deal = Die Wagenkarten werden gut gemischt; an jeden Spieler gehen { $n } davon, 5 weitere liegen offen aus, der Rest bildet den verdeckten Nachziehstapel.
setup-tickets = Jeder Spieler erhält Zielkarten und wählt vor dem ersten Zug, welche er behält.
setup-kept = { $seat } behält { $kept ->
        [one] 1 Start-Zielkarte
       *[other] { $kept } Start-Zielkarten
    } und gibt { $returned } zurück.
setup-mega-regular = { $seat } wählt nun aus { $n } normalen Zielkarten und muss mindestens { $min } behalten.
setup-returned-out = { $n ->
        [0] Keine Start-Zielkarte wurde zurückgegeben.
        [one] Die zurückgegebene Start-Zielkarte kommt verdeckt aus dem Spiel.
       *[other] Die { $n } zurückgegebenen Start-Zielkarten kommen verdeckt aus dem Spiel.
    }
setup-returned-bottom = { $n ->
        [0] Keine Zielkarte wurde zurückgegeben.
        [one] Die zurückgegebene Zielkarte wird unter den Zielkartenstapel gelegt.
       *[other] Die { $n } zurückgegebenen Zielkarten werden gemischt unter den Zielkartenstapel gelegt.
    }
setup-first-player = Alle haben gewählt. { $seat } beginnt, dann geht es im Uhrzeigersinn weiter.
setup-tickets-first = Zuerst wählt jeder Spieler seine Start-Zielkarten.
setup-tickets-done = { $seat } hat die Start-Zielkarten schon gewählt.
turn-next = { $seat } ist am Zug.
turn-next-final = Letzte Runde: { $seat } ist am Zug ({ $left ->
        [0] kein Zug mehr im Spiel
        [one] dies ist der letzte Zug des Spiels
       *[other] noch { $left } Züge im Spiel
    }).
turn-not-yours = { $current } ist am Zug, nicht { $seat }.
turn-pass = { $seat } hat keinen erlaubten Zug und passt.
turn-pass-all = Alle { $players } Spieler haben nacheinander gepasst: Niemand kann mehr ziehen, daher endet das Spiel.
turn-pass-not-allowed = Passen ist nur erlaubt, wenn es keinen anderen erlaubten Zug gibt.
draw-blind-first = { $seat } zieht eine Karte vom Nachziehstapel: { $colour }. Eine weitere Karte darf genommen werden.
draw-blind-second = { $seat } zieht als zweite Karte vom Nachziehstapel: { $colour }.
draw-blind-first-hidden = { $seat } zieht eine Karte vom Nachziehstapel (nur { $seat } sieht sie). Eine weitere Karte darf genommen werden.
draw-blind-second-hidden = { $seat } zieht eine zweite Karte vom Nachziehstapel (nur { $seat } sieht sie).
draw-faceup-first = { $seat } nimmt eine offene Karte in { $colour }; sie wird vom Nachziehstapel ersetzt. Eine weitere Karte darf genommen werden.
draw-faceup-second = { $seat } nimmt als zweite Karte eine offene Karte in { $colour }.
draw-faceup-locomotive = { $seat } nimmt eine offene Lokomotive. Damit ist das Ziehen beendet.
draw-faceup-locomotive-second = Eine offene Lokomotive darf nicht die zweite Karte sein. Nimm eine andere offene Karte oder ziehe vom Nachziehstapel.
draw-not-faceup = Es liegt keine Karte in { $colour } offen aus (offen: { $faceup }).
draw-deck-empty = Nachziehstapel und Ablagestapel sind beide leer.
draw-exhausted-one-card = Es ist keine Karte mehr zu nehmen, daher endet das Ziehen von { $seat } mit einer Karte.
draw-second-pending = Beende zuerst das Ziehen: Nimm eine zweite Karte.
draw-reshuffle = Der Nachziehstapel ist leer: { $n ->
        [one] Die abgelegte Karte wird
       *[other] Die { $n } abgelegten Karten werden
    } zu einem neuen Nachziehstapel gemischt.
draw-three-locomotives = Drei oder mehr Lokomotiven liegen offen ({ $old }): Alle fünf werden abgelegt und durch { $new } ersetzt.
draw-three-locomotives-stuck = Drei Lokomotiven liegen offen, doch die übrigen Karten ergeben keine besseren offenen Karten, daher bleiben sie liegen.
claim-done = { $seat } baut { $route } mit { $paid } und erhält { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } für eine Strecke der Länge { $length }.
claim-taken = { $route } gehört schon { $owner }.
claim-double-same-player = Dir gehört schon die parallele Strecke { $other }; niemand darf beide Strecken einer Doppelstrecke besitzen.
claim-double-few-players = Bei { $players } Spielern ist nur eine Strecke einer Doppelstrecke nutzbar, und die andere ist schon belegt.
claim-double-closed = Bei { $players } Spielern ist die parallele Strecke zu { $route } jetzt für den Rest des Spiels gesperrt.
claim-trains = Du hast nur noch { $trains ->
        [0] keinen Waggon
        [one] 1 Waggon
       *[other] { $trains } Waggons
    }, { $route } braucht { $length }.
claim-count = { $route } braucht genau { $length ->
        [one] 1 Karte
       *[other] { $length } Karten
    }; angeboten: { $paid }.
claim-gray-mixed = Eine graue Strecke wird mit Karten einer einzigen Farbe bezahlt (Lokomotiven ersetzen jede Farbe); { $paid } mischt Farben.
claim-color-wrong = { $route } muss mit Karten in { $colour } bezahlt werden (Lokomotiven ersetzen jede Farbe), nicht mit { $paid }.
cards-not-held = Du hast { $paid } nicht auf der Hand; deine Hand: { $hand }.
ferry-locomotives = { $route } ist eine Fähre mit { $need ->
        [one] 1 Lokomotivsymbol: Sie braucht mindestens 1 Lokomotive
       *[other] { $need } Lokomotivsymbolen: Sie braucht mindestens { $need } Lokomotiven
    }; angeboten: { $locos }.
ferry-cannot-pay = Du kannst { $route } nicht bezahlen: Die Fähre braucht mindestens { $need ->
        [one] 1 Lokomotive
       *[other] { $need } Lokomotiven
    }, du hast { $locos }.
claim-color-cannot-pay = Du kannst { $route } nicht bezahlen: Nötig sind { $length ->
        [one] 1 Karte
       *[other] { $length } Karten
    } in { $colour } (Lokomotiven ersetzen jede Farbe); du hast { $hand }.
claim-gray-cannot-pay = Du kannst { $route } nicht bezahlen: Nötig sind { $length } Karten einer Farbe (Lokomotiven ersetzen jede Farbe); du hast { $hand }.
station-cannot-pay = Bahnhof Nr. { $nth } in { $city } kostet { $n ->
        [one] 1 Karte
       *[other] { $n } Karten einer Farbe
    } (Lokomotiven ersetzen jede Farbe); du hast { $hand }.
ferry-paid = { $route } ist eine Fähre: { $need } der Karten müssen Lokomotiven sein.
tunnel-reveal = { $route } ist ein Tunnel. { $seat } legt { $paid } hin; die obersten Karten des Nachziehstapels werden aufgedeckt: { $revealed }.
tunnel-extra = Jede aufgedeckte Karte in { $colour } und jede aufgedeckte Lokomotive kostet eine Karte mehr: { $extra ->
        [one] 1 weitere Karte in { $colour } oder Lokomotive zahlen oder den Bau abbrechen.
       *[other] { $extra } weitere Karten in { $colour } oder Lokomotiven zahlen oder den Bau abbrechen.
    }
tunnel-extra-loco-only = Der Tunnel wurde nur mit Lokomotiven bezahlt, daher zählen nur aufgedeckte Lokomotiven: { $extra ->
        [one] 1 weitere Lokomotive zahlen oder den Bau abbrechen.
       *[other] { $extra } weitere Lokomotiven zahlen oder den Bau abbrechen.
    }
tunnel-extra-none = Keine aufgedeckte Karte passt zu den Karten in { $colour }: keine Zusatzkosten.
tunnel-extra-wrong = Der Tunnel verlangt genau { $extra ->
        [one] 1 weitere Karte in { $colour } oder Lokomotive
       *[other] { $extra } weitere Karten in { $colour } oder Lokomotiven
    }; { $paid } passt nicht.
tunnel-paid = { $seat } zahlt zusätzlich { $paid }.
tunnel-cannot-pay = Die Hand reicht nicht für { $extra ->
        [one] die Zusatzkarte
       *[other] die { $extra } Zusatzkarten
    }: Es bleibt nur, den Bau abzubrechen.
tunnel-withdraw = { $seat } bricht den Bau ab: { $paid_n ->
        [one] { $paid } geht zurück auf die Hand
       *[other] { $paid } gehen zurück auf die Hand
    }, { $route } bleibt frei, der Zug ist beendet.
tunnel-discard = { $n ->
        [0] Es wurde keine Karte aufgedeckt.
        [one] Die aufgedeckte Karte kommt auf den Ablagestapel.
       *[other] Die { $n } aufgedeckten Karten kommen auf den Ablagestapel.
    }
tunnel-pending = Zahle zuerst die Zusatzkarten des Tunnels oder brich den Bau ab.
tunnel-none-pending = Kein Tunnel wartet auf Bezahlung.
tickets-drawn = { $seat } zieht { $n ->
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    } und muss mindestens { $min } behalten.
tickets-kept = { $seat } behält { $kept ->
        [0] keine Zielkarte
        [one] 1 Zielkarte
       *[other] { $kept } Zielkarten
    }; behaltene Zielkarten bleiben bis zum Schluss.
tickets-returned = { $n ->
        [0] Keine Zielkarte wurde zurückgegeben.
        [one] Die zurückgegebene Zielkarte kommt unter den Zielkartenstapel.
       *[other] Die { $n } zurückgegebenen Zielkarten kommen unter den Zielkartenstapel.
    }
tickets-deck-empty = Es sind keine Zielkarten mehr zum Ziehen übrig.
tickets-pending = Zuerst wählen, welche Zielkarten behalten werden.
tickets-none-pending = Es gibt keine Zielkarten-Auswahl zu beantworten.
tickets-not-offered = Behalten kannst du nur gerade angebotene Zielkarten, jede einmal.
tickets-keep-min = Behalte mindestens { $min } der { $offered } Zielkarten.
tickets-keep-max = Behalte höchstens { $max } dieser Zielkarten.
station-built = { $seat } baut Bahnhof Nr. { $nth } in { $city } und bezahlt { $paid }.
station-none-in-game = In diesem Spiel gibt es keine Bahnhöfe.
station-all-built = Du hast schon alle { $max } Bahnhöfe gebaut.
station-city-taken = In { $city } steht schon ein Bahnhof (von { $owner }); pro Stadt gibt es nur einen.
station-cost = Bahnhof Nr. { $nth } kostet { $n ->
        [one] 1 Karte
       *[other] { $n } Karten einer Farbe
    } (Lokomotiven ersetzen jede Farbe); { $paid } passt nicht.
end-trigger = { $seat } beendet den Zug mit { $trains ->
        [0] keinem Waggon
        [one] 1 Waggon
       *[other] { $trains } Waggons
    }: Jeder Spieler, auch { $seat }, hat noch genau einen Zug.
end-game-over = Das Spiel ist zu Ende.
score-routes = { $seat }: { $points } Punkte für gebaute Strecken.
score-ticket-done = { $seat } hat { $ticket } erfüllt: +{ $points }.
score-ticket-failed = { $seat } hat { $ticket } nicht erfüllt: −{ $points }.
station-borrow = Der Bahnhof von { $seat } in { $city } nutzt { $route } mit.
score-stations = { $seat }: { $unused ->
        [0] kein Bahnhof übrig
        [one] 1 nicht gebauter Bahnhof
       *[other] { $unused } nicht gebaute Bahnhöfe
    }, +{ $points }.
score-longest-path = Europa-Express: { $seat } hat die längste durchgehende Strecke ({ $length ->
        [one] 1 Waggon
       *[other] { $length } Waggons
    }), +{ $points }.
do-deck = zieht vom Nachziehstapel
do-faceup = nimmt eine offene Karte: { $colour }
do-claim = baut { $route } mit { $cards }
do-pay = zahlt { $cards } für den Tunnel nach
do-withdraw = zieht sich vom Tunnel zurück
do-tickets = zieht Zielkarten
do-keep = behält { $tickets }
do-keep-none = behält keine Zielkarte
do-keep-secret = behält { $n ->
        [0] keine Zielkarte
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    } (geheim)
do-station = baut einen Bahnhof in { $city } mit { $cards }
do-pass = passt
do-tickets-mix = zieht Zielkarten: { $short } kurze, { $long } lange
do-passengers = nimmt Passagiere: { $list }
setup-announce = Jeder Spieler sagt an, wie viele seiner { $n } Start-Zielkarten „kurze Strecke“ und wie viele „lange Strecke“ sind, und behält dann mindestens { $min }.
setup-announce-first = Sag zuerst an, wie viele deiner Start-Zielkarten von welchem Zielkartenstapel kommen.
setup-decks-shuffled = Alle haben gewählt: Beide Zielkartenstapel werden gemischt.
tickets-mix = Sag an, wie sich die { $n } Zielkarten auf „kurze Strecke“ und „lange Strecke“ verteilen: Zusammen müssen es { $n } sein.
tickets-mix-fit = Der Zielkartenstapel „kurze Strecke“ hat noch { $short }, der Zielkartenstapel „lange Strecke“ { $long ->
        [one] 1 Zielkarte
       *[other] { $long } Zielkarten
    }: Sag { $n } Zielkarten an, die diese Zielkartenstapel hergeben.
tickets-mix-all = Beide Zielkartenstapel zusammen haben nur noch { $total ->
        [one] 1 Zielkarte
       *[other] { $total } Zielkarten
    }, { $short } kurze und { $long } lange: Du ziehst die restlichen Zielkarten, also sag eine Verteilung an, die alle nimmt.
tickets-drawn-mix = { $seat } sagt { $short } kurze und { $long } lange an, zieht { $n ->
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    } und muss mindestens { $min } behalten.
tickets-returned-own = Die zurückgegebenen Zielkarten, { $short } kurze und { $long } lange, kommen jeweils unter ihren eigenen Zielkartenstapel.
passengers-taken = { $seat } nimmt in { $city } einen Passagier in { $colour } mit.
passengers-none = An keinem Ende von { $route } wartet ein Passagier.
passengers-choose = In { $city } warten Passagiere in mehreren Farben: { $seat } sucht aus, welchen er mitnimmt.
passengers-pending = Wähle zuerst die Passagiere der gerade gebauten Strecke.
passengers-none-pending = Gerade gibt es keinen Passagier auszuwählen.
passengers-not-an-end = { $city } ist kein Endpunkt von { $route }.
passengers-already-taken = In { $city } standen nur Passagiere in { $colour }, und einer gehört schon dir.
passengers-none-there = In { $city } wartet kein Passagier.
passengers-not-there = In { $city } wartet kein Passagier in { $colour }; dort stehen: { $there }.
passengers-name-every-end = Wähle auch in { $city } einen Passagier ({ $there }).
score-globetrotter = { $seat } hat { $n ->
        [0] keine Zielkarte
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    } erfüllt, so viele wie niemand sonst oder gleich viele: Globetrotter-Bonus, { $points } Punkte.
score-passengers = { $seat } hat { $n ->
        [0] keinen Passagier
        [one] 1 Passagier
       *[other] { $n } Passagiere
    } in { $colour }: Platz { $place }, { $points } Punkte.
score-total = { $seat }: insgesamt { $total } Punkte.
win-tiebreak = Punktgleichstand: entschieden durch { $by }.
win-winner = { $seat } gewinnt mit { $total } Punkten.
win-shared = { $seats } teilen sich den Sieg mit { $total } Punkten.
bot-keep = Behalte { $tickets }: Für ihre Punkte sind sie am günstigsten zu erfüllen (mindestens { $min } müssen bleiben).
bot-keep-none = Behalte keine davon: Keine ist günstig genug, um das Risiko wert zu sein (erlaubt ist schon { $min }).
bot-tunnel-pay = Zahle zusätzlich { $paid }, um { $route } fertig zu bauen; ein Rückzug würde den Zug verschenken.
bot-tunnel-withdraw = Die Hand reicht nicht für { $extra ->
        [one] die Zusatzkarte
       *[other] die { $extra } Zusatzkarten
    } für { $route }: den Bau abbrechen und die Karten behalten.
bot-claim-ticket = Baue { $route } mit { $paid }: Die Strecke liegt auf dem günstigsten Weg zu { $ticket }.
bot-draw-tickets = Jede Zielkarte ist erfüllt oder unerreichbar, und es sind noch { $trains ->
        [one] 1 Waggon
       *[other] { $trains } Waggons
    } übrig: neue Zielkarten ziehen.
bot-claim-long = Keine Zielkarte braucht gerade eine Strecke: Baue { $route } mit { $paid }, die längste Strecke, die die Hand bezahlen kann ({ $points } Punkte).
bot-station = Baue einen Bahnhof in { $city } mit { $paid }: Er leiht { $route }, damit { $ticket } wieder erreichbar ist.
bot-draw-needed = Die offene Karte in { $colour } nehmen: { $route } liegt auf dem Weg zu einer Zielkarte und wird in { $colour } bezahlt.
bot-draw-locomotive = Die offene Lokomotive nehmen: Sie ersetzt jede Farbe, die eine Strecke zu einer Zielkarte braucht (und ist alles, was in diesem Zug gezogen wird).
bot-draw-deck = Keine offene Karte hat eine Farbe, die die Strecken zu den Zielkarten brauchen: verdeckt vom Nachziehstapel ziehen.
bot-draw-faceup = Nachziehstapel und Ablagestapel sind leer: die offene Karte in { $colour } nehmen.
bot-pass = Nichts anderes ist möglich: passen.
bot-announce = { $short } kurze und { $long } lange Zielkarten ansagen: Kurze sind sicherer, eine lange lohnt das Risiko.
bot-passengers = { $take } nehmen: Diese Farben bringen eine Passagier-Mehrheit am nächsten.
bot-first-legal = Kein Plan passt zu dieser Lage: die erste erlaubte Aktion nehmen.
teams-formed = Mannschaft { $team }: { $seats } { $seats_n ->
        [one] spielt
       *[other] spielen
    } zusammen und sind direkt nacheinander dran. Jeder hat { $trains } Waggons; die Mannschaft hat einen gemeinsamen Punktestand.
teams-start-cards = Die { $n } Karten jedes Spielers sind seine eigene Hand; der Kartenhalter jeder Mannschaft ist zu Beginn leer.
teams-talk = Partner dürfen sich absprechen, verdeckte Karten bleiben aber verdeckt: Jeder sieht die eigene Hand und, was auf den beiden Kartenhaltern seiner Mannschaft liegt.
teams-to-hand = { $seat } nimmt diese Karte auf die Hand.
teams-to-shared = { $seat } stellt diese Karte auf den Kartenhalter der Mannschaft.
teams-loco-to-holder = Eine allein genommene offene Lokomotive kommt auf den Kartenhalter der Mannschaft, nicht auf deine Hand.
teams-name-place = Sag, wohin die erste Karte kommt: auf deine Hand oder auf den Kartenhalter der Mannschaft. Die zweite kommt dann an den anderen Platz.
teams-other-place = Die erste Karte ging { $place }, also kommt die zweite an den anderen Platz.
teams-paid-from-holder = { $seat } nimmt { $paid } der Bezahlung vom Kartenhalter der Mannschaft.
teams-not-held = Deine Hand ({ $hand }) und der Kartenhalter der Mannschaft ({ $holder }) enthalten zusammen nicht { $paid }.
teams-shared-not-in-payment = Der Teil vom Kartenhalter ({ $shared }) muss in der Bezahlung ({ $paid }) enthalten sein.
teams-holder-not-held = Auf dem Kartenhalter der Mannschaft liegt { $holder }, nicht { $shared }.
teams-hand-not-held = Mit { $shared } vom Kartenhalter muss { $rest } von deiner Hand kommen, und dort liegt { $hand }.
teams-share-one = Nenne eine der behaltenen Zielkarten für den Kartenhalter für Zielkarten der Mannschaft.
teams-share-kept = { $ticket } ist nicht unter den behaltenen Zielkarten; nur eine behaltene kommt in den Kartenhalter für Zielkarten.
teams-ticket-shared = { $seat } stellt { $tickets } in den Kartenhalter für Zielkarten der Mannschaft, wo der Partner sie sieht.
teams-ticket-shared-hidden = { $seat } stellt { $n ->
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    } in den Kartenhalter für Zielkarten der Mannschaft.
teams-share-count = Lege zwischen 1 und { $max } Zielkarten von deiner Hand.
teams-share-not-held = Teilen kannst du nur Zielkarten von deiner eigenen Hand, jede einmal.
teams-tickets-shared = { $seat } nutzt den Zug, um { $tickets } in den Kartenhalter für Zielkarten der Mannschaft zu stellen.
teams-tickets-shared-hidden = { $seat } nutzt den Zug, um { $n ->
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    } in den Kartenhalter für Zielkarten der Mannschaft zu stellen.
teams-end-trigger = Nach dem Zug von { $seat } hat Mannschaft { $team } zusammen nur noch { $trains ->
        [0] keinen Waggon
        [one] 1 Waggon
       *[other] { $trains } Waggons
    }: Jeder Spieler hat noch einen letzten Zug.
asia-doubles-team = Deinem Partner gehört die parallele Strecke { $other }; eine Mannschaft besitzt nie beide Strecken einer Doppelstrecke.
asia-doubles-4p = Bei { $players } Spielern ist nur eine Strecke dieser Doppelstrecke nutzbar, und die andere ist schon belegt.
asia-triples-4p = Bei { $players } Spielern sind nur zwei Strecken einer Dreierstrecke nutzbar, und zwei sind schon belegt.
teams-score-routes = Mannschaft { $team }: { $points } Punkte für die Strecken beider Partner.
teams-score-ticket-done = Mannschaft { $team } hat { $ticket } erfüllt: +{ $points }.
teams-score-ticket-failed = Mannschaft { $team } hat { $ticket } nicht erfüllt: −{ $points }.
teams-score-express = Mannschaft { $team } hat mit { $length } Waggons über die Strecken beider Partner die längste durchgehende Strecke: +{ $points } (Asien-Express).
teams-score-explorer = Mannschaft { $team } hat die meisten Zielkarten erfüllt ({ $n }): +{ $points } (Asien-Entdecker).
teams-score-total = Mannschaft { $team }: insgesamt { $total } Punkte.
teams-win-winner = Mannschaft { $team } gewinnt mit { $total } Punkten.
teams-win-shared = Die Mannschaften { $teams } teilen sich den Sieg mit je { $total } Punkten.
do-deck-to = zieht vom Nachziehstapel ({ $place })
do-faceup-to = nimmt eine offene Karte: { $colour } ({ $place })
do-from-shared = { $action }, davon { $cards } vom Kartenhalter der Mannschaft
do-share = stellt { $tickets } in den Kartenhalter für Zielkarten der Mannschaft
do-share-secret = stellt { $n ->
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    } in den Kartenhalter für Zielkarten (geheim)
do-keep-share = behält { $tickets } und stellt { $ticket } in den Kartenhalter für Zielkarten der Mannschaft
bot-team-keep = Behalte { $tickets } und stelle { $ticket } in den Kartenhalter für Zielkarten: Sie ist mit den Strecken der Mannschaft am günstigsten zu erfüllen, so kann der Partner mithelfen (mindestens { $min } müssen bleiben).
bot-team-needed-hand = Die offene Karte in { $colour } auf meine Hand nehmen: { $route } liegt auf dem Weg zu einer Zielkarte und wird in { $colour } bezahlt.
bot-team-needed-holder = Die offene Karte in { $colour } auf den Kartenhalter der Mannschaft stellen: Die Strecken der Mannschaft brauchen { $colour }, und dort kann auch mein Partner sie nutzen.
bot-team-deck-hand = Keine offene Karte hat eine Farbe, die die Strecken zu meinen Zielkarten brauchen: verdeckt auf meine Hand ziehen.
bot-team-deck-holder = Verdeckt auf den Kartenhalter der Mannschaft ziehen: Die zweite Karte bekommt, wer von uns beiden sie zuerst braucht.
bot-team-locomotive = Die offene Lokomotive nehmen: Sie ersetzt jede Farbe und kommt, allein genommen, auf den Kartenhalter der Mannschaft, für beide Partner.
bot-team-share-trains = Stelle { $ticket } in den Kartenhalter für Zielkarten der Mannschaft, als ganzen Zug: Auf ihrem günstigsten Weg fehlen noch { $need } Waggons, mehr als meine restlichen { $trains }; { $seat } hat noch { $partner_trains } und kann sie erfüllen.
bot-team-share-network = Stelle { $ticket } in den Kartenhalter für Zielkarten der Mannschaft, als ganzen Zug: Auf ihrem günstigsten Weg decken die Strecken von { $seat } schon { $theirs } der nötigen Waggons ab, meine keines; es fehlen nur noch { $need }, und { $seat } steht besser, um sie zu bauen.
bot-team-faceup = Nachziehstapel und Ablagestapel sind leer: die offene Karte in { $colour } nehmen ({ $place }).

## Score parts (SeatScore.parts, by rule id)

part-score-routes = Strecken
part-score-tickets = Zielkarten
part-score-stations = Bahnhöfe
part-score-longest-path = Europa-Express
part-de-globetrotter = Globetrotter
part-de-passenger-majority = Passagiere
part-asia-express = Asien-Express
part-asia-explorer = Asien-Entdecker

## What decided a tie

tiebreak-by-tickets = die meisten erfüllten Zielkarten
tiebreak-by-longest = die längste durchgehende Strecke
tiebreak-by-stations = die wenigsten gebauten Bahnhöfe
tiebreak-by-express = den Europa-Express
tiebreak-by-passengers = die meisten Passagiere

## Namen, mit denen die Sätze oben gefüllt werden

seat-name = Spieler { $n }
# Farben als Nomen, wie die Anleitung des Spielplans sie nennt ($board: die Id des Plans):
# Europa „Pink“, Deutschland „Lila“.
colour-purple = { $board ->
    [deutschland] Lila
   *[other] Pink
}
colour-white = Weiß
colour-blue = Blau
colour-yellow = Gelb
colour-orange = Orange
colour-black = Schwarz
colour-red = Rot
colour-green = Grün
colour-gray = Grau
colour-locomotive = { $n ->
    [one] Lokomotive
   *[other] Lokomotiven
}
# ein Teil einer Kartenmenge: „2× Rot“, „1× Lokomotive“
cards-part = { $n }× { $key ->
    [locomotive] Lokomotive
   *[other] { $colour }
}
cards-joiner = {" + "}
cards-none = nichts
route-name = { $a }–{ $b } ({ $colour }, { $length })
ticket-name = { $a }–{ $b } ({ $points })
city-colour = { $city }: { $colour }
place-hand = auf die Hand
place-shared = auf den Kartenhalter der Mannschaft
