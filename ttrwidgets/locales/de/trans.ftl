# Trans Europa / Trans Amerika: Ablehnungen (refuse-*), Erklärungen (step-*) und Züge in
# Worten (do-*), auf Deutsch. Begriffe der Spielanleitung: Durchgang (nicht Runde), Kreuzungspunkt,
# Startmarker, Prestigepunkte, Städtekarten (../shared/glossary.md).

refuse-over = Das Spiel ist vorbei.
refuse-not-active = { $whose } ist am Zug, nicht { $seat_name }.
refuse-phase-choose = Zuerst muss die Wahl der Städtekarten für die Sonderkarte getroffen werden.
refuse-phase-markers = Zuerst setzt jeder Spieler seinen Startmarker.
refuse-phase-rails = Die Startmarker stehen; jetzt werden Schienen gelegt.
refuse-no-choice = Jetzt ist keine Städtekarte zu wählen.
refuse-chosen = { $seat_name } hat schon eine Karte gewählt.
refuse-wrong-choice = Diese Sonderkarte verlangt eine andere Wahl.
refuse-not-in-hand = { $city } ist keine Städtekarte von { $seat_name }.
refuse-wrong-colour = Gib eine der beiden Karten in { $colour } weiter.
refuse-marker-taken = Auf { $at_dat } steht schon ein anderer Startmarker.
refuse-line-taken = Auf der Linie zwischen { $a_dat } und { $b_dat } liegt schon eine Schiene.
refuse-too-many = In diesem Zug { $allowed ->
        [one] ist 1 Schiene erlaubt
       *[other] sind { $allowed } Schienen erlaubt
    } und { $used ->
        [0] noch keine verbraucht
        [one] 1 verbraucht
       *[other] { $used } verbraucht
    }; diese Linie zählt { $cost ->
        [one] 1 Schiene
       *[other] { $cost } Schienen
    }.
refuse-not-connected = Die Linie zwischen { $a_dat } und { $b_dat } berührt das Netz des Startmarkers von { $seat_name } nicht.

step-deal = Durchgang { $round }: Jeder erhält geheim eine Städtekarte jeder Farbe.
step-dashed = Bei { $players } Spielern bleiben die 10 gestrichelten Karten draußen.
step-special = In diesem Durchgang gilt Sonderkarte { $number }: { $title }.
step-return-colour = Alle geben ihre Städtekarte in { $colour } zurück.
step-hand-passed = Alle geben ihre ganze Hand an den linken Nachbarn.
step-extra-card = { $seat_name } zieht eine zusätzliche Städtekarte in { $colour }.
step-chose = { $seat_name } hat eine Karte gewählt.
step-returned = Die gewählten Karten gehen zurück auf die Stapel.
step-passed = Weitergabe { $stage }: Die gewählten Karten gehen an die linken Nachbarn.
step-chain-pass = { $seat_name } gibt eine Karte nach links.
step-chain-back = { $seat_name } legt eine Karte zurück auf den Stapel.
step-marker = { $seat_name } setzt den Startmarker auf { $at_acc }.
step-rail = { $seat_name } legt eine Schiene zwischen { $a_dat } und { $b_dat } ({ $cost ->
        [one] zählt 1 Schiene
       *[other] zählt { $cost } Schienen
    }).
step-double = { $cost ->
        [one] Eine Doppellinie über { $kind } zählt in diesem Durchgang nur 1 Schiene.
       *[other] Eine Doppellinie über { $kind } braucht ein Schienenstück, das als { $cost } Schienen des Zuges zählt.
    }
step-merge = Die Netze verbinden sich: { $names } { $seats_n ->
        [one] hat
       *[other] haben
    } jetzt ein gemeinsames Netz.
step-completed = { $seat_name } hat alle Städte verbunden.
step-finish-turn = Ein anderer Spieler ist fertig, aber { $seat_name } beendet zuerst den Zug.
step-turn-end = { $seat_name } beendet den Zug.
step-supply-empty = Der Schienenvorrat ist leer: Der Durchgang endet.
step-stalled = Eine ganze Runde von Zügen ohne Schiene: Der Durchgang endet.
step-round-over = Der Durchgang endet; alle zeigen ihre Städte.
step-score-complete = { $seat_name } ist fertig: +{ $points } Prestigepunkte.
step-score-missing = { $seat_name } { $missing ->
        [one] fehlt 1 Schiene
       *[other] fehlen { $missing } Schienen
    }: +{ $points } Prestigepunkte.
step-next-round = Nächster Durchgang: { $seat_name } ist Startspieler.
step-game-over = Das Spiel endet: { $names } { $seats_n ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $prestige } Prestigepunkten.

do-marker = { $seat_name } setzt den Startmarker auf { $at_acc }
do-rail = { $seat_name } legt eine Schiene zwischen { $a_dat } und { $b_dat }
do-end = { $seat_name } beendet den Zug
do-return = { $seat_name } gibt { $city } zurück
do-pass = { $seat_name } gibt { $city } weiter
do-secret = { $seat_name } wählt eine Karte

## Namen, mit denen die Sätze gefüllt werden

seat-name = Spieler { $n }
colour-brown = Braun
colour-white = Weiß
colour-pink = Rosa
colour-orange = Orange
colour-turquoise = Türkis
kind-water = Wasser
kind-mountain = Gebirge
# Ein Kreuzungspunkt ohne Stadt, benannt nach seiner Lage: $city die nächste Stadt, $dir die
# Richtung von dort (dir-*), $steps wie viele Schritte entfernt; $case: nom, acc oder dat.
point-near = { $case ->
    [dat] dem
    [acc] den
   *[nom] der
} Kreuzungspunkt { $steps ->
    [one] direkt { $dir }
   *[other] { $steps } Schritte { $dir }
} von { $city }
dir-east = östlich
dir-north-east = nordöstlich
dir-north = nördlich
dir-north-west = nordwestlich
dir-west = westlich
dir-south-west = südwestlich
dir-south = südlich
dir-south-east = südöstlich

## The special cards (variant trans.special): title and what the card does

special-1-title = Eine freundlichere Punktetabelle
special-1 = In diesem Durchgang erhält, wer nicht fertig wurde, 4 Punkte bei 1 fehlenden Schiene, 3 bei 2, 2 bei 3 oder 4, 1 bei 5 oder 6 und sonst nichts. Wer fertig wurde, erhält weiter 4. Die Werte sind eine Entscheidung des Projekts: Die Spielregel nennt sie nicht.
special-2-title = Eine strengere Punktetabelle
special-2 = In diesem Durchgang erhält, wer nicht fertig wurde, 2 Punkte bei 1 fehlenden Schiene, 1 bei 2 und sonst nichts. Wer fertig wurde, erhält weiter 4. Die Werte sind eine Entscheidung des Projekts: Die Spielregel nennt sie nicht.
special-3-title = Drei Schienen pro Zug
special-3 = In diesem Durchgang darfst du pro Zug bis zu 3 statt 2 Schienen legen; eine Doppellinie zählt als 2 davon, also passen eine Doppellinie und eine einfache Linie in einen Zug.
special-4-title = Wasser ist leicht
special-4 = In diesem Durchgang gilt jede Doppellinie über Wasser als einfache Linie, beim Legen und beim Zählen der fehlenden Schienen.
special-5-title = Berge sind leicht
special-5 = In diesem Durchgang gilt jede Doppellinie über Gebirge als einfache Linie, beim Legen und beim Zählen der fehlenden Schienen.
special-6-title = Ohne die weiße Stadt
special-6 = Alle geben ihre weiße Städtekarte zurück; in diesem Durchgang verbindest du nur 4 Städte.
special-7-title = Ohne die türkisfarbene Stadt
special-7 = Alle geben ihre türkisfarbene Städtekarte zurück; in diesem Durchgang verbindest du nur 4 Städte.
special-8-title = Eine Stadt zurückgeben
special-8 = Alle sehen sich ihre 5 Städte an und geben gleichzeitig und geheim eine beliebige davon zurück; in diesem Durchgang verbindest du 4 Städte.
special-9-title = Rhythmus 3, 2, 1
special-9 = Die Zahl der Schienen pro Zug folgt den Runden des Durchgangs: bis zu 3 im ersten Zug jedes Spielers, bis zu 2 im zweiten, höchstens 1 im dritten, danach wieder ab 3. Eine Doppellinie zählt als 2 Schienen und passt daher nicht in einen Zug mit 1 (Entscheidung des Projekts).
special-10-title = Rosa und Orange zeigen
special-10 = Alle legen ihre Städtekarten in Rosa und Orange offen hin, sodass in diesem Durchgang jeder zwei Städte der anderen kennt.
special-11-title = Rosa und Braun zeigen
special-11 = Alle legen ihre Städtekarten in Rosa und Braun offen hin, sodass in diesem Durchgang jeder zwei Städte der anderen kennt.
special-12-title = Braun und Orange zeigen
special-12 = Alle legen ihre Städtekarten in Braun und Orange offen hin, sodass in diesem Durchgang jeder zwei Städte der anderen kennt.
special-13-title = Eine Zusatzkarte in Rosa wandert
special-13 = Der Startspieler zieht eine weitere Städtekarte in Rosa, behält eine seiner beiden Karten in Rosa und gibt die andere verdeckt nach links. Reihum behält jeder eine von zweien und gibt eine weiter; der Letzte legt die Karte, die er nicht will, zurück auf den Stapel.
special-14-title = Eine Zusatzkarte in Braun wandert
special-14 = Der Startspieler zieht eine weitere Städtekarte in Braun, behält eine seiner beiden Karten in Braun und gibt die andere verdeckt nach links. Reihum behält jeder eine von zweien und gibt eine weiter; der Letzte legt die Karte, die er nicht will, zurück auf den Stapel.
special-15-title = Eine Zusatzkarte in Orange wandert
special-15 = Der Startspieler zieht eine weitere Städtekarte in Orange, behält eine seiner beiden Karten in Orange und gibt die andere verdeckt nach links. Reihum behält jeder eine von zweien und gibt eine weiter; der Letzte legt die Karte, die er nicht will, zurück auf den Stapel.
special-16-title = Dreimal eine Stadt nach links
special-16 = Alle geben gleichzeitig eine Städtekarte ihrer Wahl verdeckt an den linken Nachbarn, der sie ansieht; das geschieht dreimal. So kann man am Ende weniger Farben haben, und die Farben der Karten zeigt man auf Nachfrage.
special-17-title = Mit den Städten des Nachbarn
special-17 = Alle merken sich ihre 5 Städte und geben die ganze Hand verdeckt an den linken Nachbarn, der in diesem Durchgang damit spielt. So kennst du auch die Städte deines linken Nachbarn.
special-18-title = Kreuz und quer bauen
special-18 = In diesem Durchgang dürfen Schienen auf jede freie Linie, auch ohne Anschluss an ein Netz. Fertig ist trotzdem nur, wessen Städte über ein Netz mit seinem Startmarker verbunden sind.
special-19-title = Offene Karten
special-19 = Alle legen ihre 5 Städtekarten offen hin: Dieser Durchgang wird mit offenen Karten gespielt.
