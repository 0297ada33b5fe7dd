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
