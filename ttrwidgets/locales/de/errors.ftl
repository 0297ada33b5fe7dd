# Dateien und Namen, die die App nicht lesen konnte (ttrwidgets/core/errors.py, die
# Spielplan-Leser ttrwidgets/ttr/maps.py und ttrwidgets/trans/board.py) (Deutsch).

## eine Datei mit Problemen: ihr Name, dann ein Problem je Zeile
data-problems = { $source }: { $n ->
        [one] 1 Problem
       *[other] { $n } Probleme
    }

## ein Name, den der Spielplan nicht hat ($near: die ähnlichen Namen, mit „oder“ verbunden)
map-no-city = Auf dem Spielplan gibt es keine Stadt „{ $name }“.
map-no-city-near = Auf dem Spielplan gibt es keine Stadt „{ $name }“. Meintest du { $near }?
map-city-not-text = Der Name einer Stadt ist Text, nicht { $value }.
map-no-deck = Auf dem Spielplan gibt es keinen Zielkartenstapel „{ $deck }“ (seine Zielkartenstapel: { $decks }).
map-no-point = Dort gibt es keinen Kreuzungspunkt: { $point }.

## eine Datei von außen lesen (ttrwidgets/core/jsonfile.py): je ein Problem der Datei, nach
## seinem JSON-Pfad („$: die Datei ist leer“); Größen: $unit ist MB, KB oder bytes
file-folder = das ist ein Ordner, keine Datei
file-pipe = das ist eine benannte Pipe, keine Datei: gelesen werden nur gewöhnliche Dateien
file-device = das ist ein Gerät, keine Datei: gelesen werden nur gewöhnliche Dateien
file-not-regular = das ist keine gewöhnliche Datei: gelesen werden nur gewöhnliche Dateien
file-too-large = die Datei ist zu groß: { $unit ->
        [MB] { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
        [KB] { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } KB
       *[bytes] { $size } Bytes
    } (gelesen werden höchstens { $cap_unit ->
        [MB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
        [KB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } KB
       *[bytes] { $cap } Bytes
    })
file-larger-than = die Datei ist zu groß: mehr als { $cap_unit ->
        [MB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
        [KB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } KB
       *[bytes] { $cap } Bytes
    } (gelesen werden höchstens { $cap_unit ->
        [MB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
        [KB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } KB
       *[bytes] { $cap } Bytes
    })
file-upload-too-large = die Datei ist zu groß: gelesen werden höchstens { $mb } MB
file-missing = die Datei lässt sich nicht lesen: sie existiert nicht
file-no-permission = die Datei lässt sich nicht lesen: keine Berechtigung
file-unreadable = die Datei lässt sich nicht lesen: { $why }
file-bad-name = die Datei lässt sich nicht lesen: der Name ist kein gültiger Pfad
file-not-utf8 = kein UTF-8-Text: Byte { $byte } (Zeile { $line }) ist kein UTF-8; speichere die Datei als UTF-8
file-not-text = die Datei ist kein Text
file-empty = die Datei ist leer

## JSON, das sich nicht lesen lässt: wo, dann was Pythons Parser fand, in unseren Worten
json-expecting-value = kein gültiges JSON in Zeile { $line }, Spalte { $column }: hier fehlt ein Wert (eine Zahl, Text in doppelten Anführungszeichen, true, false, null, eine Liste oder ein Objekt)
json-expecting-key = kein gültiges JSON in Zeile { $line }, Spalte { $column }: hier fehlt ein Schlüssel in doppelten Anführungszeichen (steht vor einer schließenden Klammer ein Komma zu viel?)
json-expecting-comma = kein gültiges JSON in Zeile { $line }, Spalte { $column }: hier fehlt ein Komma oder eine schließende Klammer (fehlt ein Komma zwischen zwei Werten?)
json-expecting-colon = kein gültiges JSON in Zeile { $line }, Spalte { $column }: nach dem Schlüssel fehlt ein Doppelpunkt
json-unterminated = kein gültiges JSON in Zeile { $line }, Spalte { $column }: dem Text, der hier beginnt, fehlt das schließende Anführungszeichen
json-control-character = kein gültiges JSON in Zeile { $line }, Spalte { $column }: ein Zeilenumbruch oder Steuerzeichen innerhalb von Text (schreibe einen Zeilenumbruch als \n)
json-bad-escape = kein gültiges JSON in Zeile { $line }, Spalte { $column }: ein Backslash, den JSON hier nicht erlaubt (schreibe einen Backslash als \\)
json-bad-unicode = kein gültiges JSON in Zeile { $line }, Spalte { $column }: auf \u müssen vier Hexadezimalziffern folgen
json-extra-data = kein gültiges JSON in Zeile { $line }, Spalte { $column }: nach dem Ende des JSON-Werts folgt noch Text (eine Datei enthält genau einen Wert)
# $why: die englischen Worte des Parsers, für ein Problem, das er anders nennt
json-other = kein gültiges JSON in Zeile { $line }, Spalte { $column }: { $why }
json-too-deep-at = Listen und Objekte sind mehr als { $depth } Ebenen tief verschachtelt (Zeile { $line }, Spalte { $column })
json-too-deep = Listen und Objekte sind mehr als { $depth } Ebenen tief verschachtelt
json-too-many-digits = eine Zahl mit { $n } Ziffern: erlaubt sind höchstens { $most } Ziffern
json-too-large = die Zahl { $number } ist zu groß
json-not-a-number = { $value } ist keine Zahl, die JSON erlaubt
json-key-not-text = ein Schlüssel muss Text sein, nicht { $value }
json-not-a-value = { $type } ist kein JSON-Wert

## gespeicherte Spiele und Szenarien, die nicht sind, was sie vorgeben (ttr/session.py,
## trans/session.py, trans/record.py, core/session.py); $value: der gefundene Wert, beschrieben
save-other-game = die App kann ein Szenario von { $game } noch nicht öffnen (python -m ttrwidgets scenario prüft es)
save-not-a-game = weder ein gespeichertes ttrwidgets-Spiel noch eine Szenariodatei
save-not-trans = kein gespeichertes Trans-Spiel
save-does-not-replay = { $action } lässt sich nicht nachspielen: { $why }
trans-save-not-object = ein gespeichertes Trans-Spiel ist ein JSON-Objekt, nicht { $value }
trans-save-missing = fehlt
trans-save-rules = muss der Name des Regelwerks sein, nicht { $value }
trans-save-players = muss die Zahl der Spieler sein, { $lo } bis { $hi }, nicht { $value }
trans-save-seed = muss eine ganze Zahl mit höchstens 30 Ziffern sein, nicht { $value }
trans-save-actions = muss eine Liste von Zügen (Texten) sein, nicht { $value }
trans-save-unknown-rules = unbekanntes Regelwerk { $value }; bekannt: { $known } und trans_europa.special-N / trans_america.special-N (N = 1..19)
trans-save-seats = ein Platz je Spieler: eine Liste von { $n } Plätzen, nicht { $value }
trans-save-seats-of = ein Platz je Spieler: eine Liste von { $n } Plätzen, nicht { $value } mit { $count }
trans-save-seat-kind = unbekannte Art von Platz { $value }; zur Wahl: { $known }
trans-save-name = muss Text sein, nicht { $value }
trans-save-action = ein Zug ist Text, nicht { $value }
# der Zustand eines Trans-Spiels (trans/record.py state_from_json), dessen Werte nicht die
# richtige Art haben; $known: die Phasen
trans-save-not-state = kein gespeichertes Trans-Spiel: ein Wert hat nicht die Art, die sein Feld braucht
trans-save-phase = unbekannte Phase { $value } (Phasen: { $known })

## ein Wert aus einer Datei, beschrieben (nach „nicht“); $value: ein JSON-Wort (null, true) oder ein Typ
value-json = { $value }
value-digits = eine Zahl mit { $digits } Ziffern
value-number = die Zahl { $number }
value-text = der Text { $quoted }
value-list = eine Liste
value-object = ein Objekt

## die Prüfung, die jede Spielplan-Datei durchläuft (ttrwidgets/core/mapcheck.py); jedes
## Problem folgt auf seinen JSON-Pfad („$.routes[3].length: muss von 1 bis 8 gehen, nicht 0“);
## $value: der gefundene Wert, beschrieben (value-*)
check-must-be-object = muss { $what ->
        [map] ein Objekt sein (die ganze Spielplan-Datei)
        [board] ein Spielplan-Objekt sein
        [city] ein Stadt-Objekt sein
        [colour-count] ein Objekt {"{"}Farbe: Anzahl{"}"} sein
        [size-count] ein Objekt {"{"}Größe: Anzahl{"}"} sein
        [deck-count] ein Objekt {"{"}Zielkartenstapel: Anzahl{"}"} sein
        [city-points] ein Objekt {"{"}Stadtname: [x, y]{"}"} sein
       *[object] ein Objekt sein
    }, nicht { $value }
check-duplicate-key = dieser Schlüssel kommt mehrmals vor; nur der letzte zählt
check-missing-key = der nötige Schlüssel „{ $key }“ fehlt
check-unknown-key-near = unbekannter Schlüssel „{ $key }“ (meintest du „{ $near }“?)
check-unknown-key = unbekannter Schlüssel „{ $key }“ (erlaubt: { $allowed })
check-must-be-text = muss { $null ->
        [yes] Text oder null
       *[no] Text
    } sein, nicht { $value }
check-empty = darf nicht leer sein
check-spaces = hat Leerzeichen am Anfang oder Ende: { $quoted }
check-must-be-whole = muss eine ganze Zahl sein, nicht { $value }
check-out-of-range = muss { $range ->
        [from-to] von { $lo } bis { $hi } gehen
        [at-least] mindestens { $lo } sein
       *[at-most] höchstens { $hi } sein
    }, nicht { $value }
check-must-be-flag = muss true oder false sein, nicht { $value }
check-must-be-number = muss eine Zahl sein, nicht { $value }
check-between = muss zwischen { $lo } und { $hi } liegen, nicht { $value }
check-point = muss eine Liste [x, y] aus zwei Zahlen sein, nicht { $value }
check-point-length = muss eine Liste [x, y] aus zwei Zahlen sein, nicht eine Liste der Länge { $n }
check-must-be-list = muss eine Liste sein, nicht { $value }
# $choices: die erlaubten Werte, wie die Datei sie schreibt
check-one-of = muss einer dieser Werte sein: { $choices }; nicht { $value }

## Spielpläne mit Strecken (ttrwidgets/ttr/maps.py): jedes Problem folgt auf seinen JSON-Pfad;
## Namen, Kennungen und Farben sind die der Datei ($name, $id, $group, $deck), $at: ein anderer JSON-Pfad
map-file-unknown-city = unbekannte Stadt „{ $name }“; eine Spielplan-Datei nennt Städte genau wie in $.cities[*].name
map-file-unknown-city-near = unbekannte Stadt „{ $name }“ (meintest du „{ $near }“?); eine Spielplan-Datei nennt Städte genau wie in $.cities[*].name
map-file-schema = dieses ttrwidgets liest die Schema-Version { $want }, nicht { $value }
map-file-aliases = muss eine Liste von Namen sein, nicht { $value }
map-file-alias = muss ein Name sein, nicht { $value }
map-file-country-on-city = nur ein Ort der Art 'country' steht für ein Land; dieser ist eine Stadt (setze kind auf 'country' oder country auf null)
map-file-duplicate-city = doppelter Stadtname „{ $name }“ (auch { $at })
map-file-no-letters = „{ $name }“ hat keine Buchstaben oder Ziffern
map-file-name-clash = „{ $name }“ fände auch „{ $other }“ ({ $at }); Namen und weitere Namen müssen die Städte unterscheiden
map-file-too-few-cities = ein Spielplan braucht mindestens zwei Städte, nicht { $n }
map-file-passengers-sum = { $n ->
        [one] 1 Passagier ist
       *[other] { $n } Passagiere sind
    } im Beutel, aber die Zahlen der Orte beim Spielaufbau ($.cities[*].passengers) ergeben { $on }; jeder Passagier steht beim Spielaufbau auf einem Ort
map-file-passengers-no-bag = hier stehen Passagiere, aber der Spielplan hat keinen Abschnitt $.passengers (ein Objekt aus Farbe und Anzahl)
map-file-duplicate-route = doppelte Kennung einer Strecke „{ $id }“ (auch { $at })
map-file-route-loop = eine Strecke verbindet zwei verschiedene Städte, nicht „{ $name }“ mit sich selbst
map-file-route-countries = eine Strecke führt zu mindestens einer Stadt; „{ $a }“ und „{ $b }“ sind beide Länder
map-file-colour-name = muss der Name einer Farbe sein, nicht { $value }
map-file-unknown-colour = unbekannte Farbe „{ $name }“ (Farben: { $colours })
map-file-ferry-no-locomotives = eine Fähre hat mindestens ein Lokomotivsymbol
map-file-ferry-too-many = { $n ->
        [one] 1 Lokomotivsymbol
       *[other] { $n } Lokomotivsymbole
    } auf einer Strecke mit nur { $length ->
        [one] 1 Feld
       *[other] { $length } Feldern
    }
# $kind: normal, tunnel oder ferry (das Wort der Datei)
map-file-locomotives-not-ferry = nur Fähren haben Lokomotivsymbole; diese Strecke ist { $kind } (setze kind auf 'ferry' oder locomotives auf 0)
map-file-tunnel-no-reveal = ein Tunnel deckt mindestens eine Karte auf
map-file-reveal-not-tunnel = nur Tunnel decken Karten auf; diese Strecke ist { $kind } (setze kind auf 'tunnel' oder reveal auf 0)
map-file-usable-no-group = nur eine Strecke einer Doppel- oder Dreierstrecke kann immer nutzbar sein (setze group, oder always_usable auf false)
map-file-group-single = die Gruppe „{ $group }“ hat nur diese Strecke; eine Gruppe paralleler Strecken hat mindestens zwei
map-file-group-too-many = die Gruppe „{ $group }“ hat { $n } Strecken; eine Gruppe paralleler Strecken hat höchstens { $most } (eine Doppel- oder Dreierstrecke)
map-file-group-usable-mixed = Gruppe „{ $group }“: entweder ist jede Strecke immer nutzbar oder keine
map-file-group-pairs = die Gruppe „{ $group }“ verbindet hier { $here }, bei { $at } aber { $there }; die Strecken einer Gruppe verbinden dieselben zwei Städte
# $here, $there: die Gruppen der beiden Strecken ($here_group, $there_group: no, wenn eine Strecke keine hat)
map-file-parallel-group = { $pair } hat eine weitere Strecke bei { $at }; parallele Strecken teilen eine Gruppe (hier { $here_group ->
        [no] keine Gruppe
       *[yes] „{ $here }“
    }, dort { $there_group ->
        [no] keine Gruppe
       *[yes] „{ $there }“
    })
map-file-duplicate-ticket = doppelte Kennung einer Zielkarte „{ $id }“ (auch { $at })
map-file-ticket-loop = eine Zielkarte verbindet zwei verschiedene Städte, nicht „{ $name }“ mit sich selbst
map-file-ticket-long = { $deck ->
        [long] eine Zielkarte des Zielkartenstapels „long“ ist lang (setze long auf true oder deck auf 'short')
       *[short] eine Zielkarte des Zielkartenstapels „short“ ist nicht lang (setze long auf false oder deck auf 'long')
    }
map-file-notes = muss eine Liste von Sätzen sein, nicht { $value }
map-file-note = muss ein Satz sein, nicht { $value }
# $value: die Ausrichtung aus der Datei (landscape oder portrait)
map-file-orientation = der Spielplan ist im { $shape ->
        [portrait] Hochformat (portrait)
       *[landscape] Querformat (landscape)
    } ($.layout.aspect ist Breite / Höhe = { $aspect }), nicht { $value }
map-file-passengers-empty = nennt keine Farbe; lass den Abschnitt auf einem Spielplan ohne Passagiere weg
map-file-passenger-colour = unbekannte Farbe eines Passagiers „{ $name }“ (Farben: { $colours })
map-file-passenger-colour-twice = „{ $name }“ ist die Farbe { $colour }, schon gezählt bei { $at }
# $what: der Schlüssel von $.figures, der nicht zum Inhalt der Datei passt
map-file-figure = { $what ->
        [cities] { $n ->
            [one] 1 Ort (Städte und Länder)
           *[other] { $n } Orte (Städte und Länder)
        }
        [routes] { $n ->
            [one] 1 Strecke
           *[other] { $n } Strecken
        }
        [countries] { $n ->
            [one] 1 Ort der Art 'country'
           *[other] { $n } Orte der Art 'country'
        }
        [passengers] { $n ->
            [one] 1 Passagier auf den Orten beim Spielaufbau ($.cities[*].passengers)
           *[other] { $n } Passagiere auf den Orten beim Spielaufbau ($.cities[*].passengers)
        }
        [pairs] { $n ->
            [one] 1 verbundenes Paar von Orten
           *[other] { $n } verbundene Paare von Orten
        }
       *[spaces] { $n ->
            [one] 1 Feld für Waggons
           *[other] { $n } Felder für Waggons
        }
    }, aber $.figures.{ $what } sagt { $says }
map-file-figure-groups = { $n ->
        [one] 1 Gruppe
       *[other] { $n } Gruppen
    } aus { $size } parallelen Strecken, aber $.figures.groups["{ $size }"] sagt { $says }
map-file-figure-groups-none = { $n ->
        [one] 1 Gruppe
       *[other] { $n } Gruppen
    } aus { $size } parallelen Strecken, aber $.figures.groups hat keine
map-file-figure-tickets = { $n ->
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    } im Zielkartenstapel „{ $deck }“, aber { $at } sagt { $says }
map-file-figure-tickets-none = { $n ->
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    } im Zielkartenstapel „{ $deck }“, aber $.figures.tickets nennt diesen Zielkartenstapel nicht
map-file-no-position = keine Position für { $n ->
        [one] 1 Stadt
       *[other] { $n } Städte
    }: { $names }
map-file-no-map = kein Spielplan „{ $id }“; vorhanden: { $available }
map-file-no-maps = kein Spielplan „{ $id }“; vorhanden: keiner (die Spielplan-Dateien sind nicht installiert)
map-file-id-mismatch = die Datei { $file } sagt, ihre Kennung sei „{ $id }“

## die Spielpläne von Trans Europa und Trans Amerika (ttrwidgets/trans/board.py); $point: ein
## Kreuzungspunkt, wie die Datei ihn schreibt ([9, 6]); $at: ein anderer JSON-Pfad
grid-file-point = muss ein Kreuzungspunkt [col, row] aus zwei ganzen Zahlen sein
grid-file-point-range = col und row müssen von 0 bis { $most } gehen
grid-file-kind = muss "grid" sein (ein Trans-Spielplan), nicht { $value }
grid-file-name = muss ein Objekt mit dem englischen und dem deutschen Namen sein ("en" und "de")
grid-file-colours = muss { $colours } sein (trans.cards)
grid-file-decision = muss ein Objekt mit dem englischen und dem deutschen Text sein ("en" und "de")
grid-file-node-twice = der Kreuzungspunkt { $point } steht zweimal in der Liste (zuerst bei { $at })
grid-file-line = muss [[col, row], [col, row], Kosten, Art] sein
grid-file-cost = die Kosten müssen 1 oder 2 sein (trans.board), nicht { $value }
grid-file-line-kind = die Art muss einer dieser Werte sein: { $kinds }; nicht { $value }
grid-file-cost-kind = eine einfache Linie kostet 1, eine Linie über Wasser oder Gebirge 2
grid-file-no-node = kein Kreuzungspunkt { $point } in $.nodes
grid-file-not-neighbours = { $a } und { $b } sind keine Nachbarn im Raster (sie unterscheiden sich um (±2, 0) oder (±1, ±1))
grid-file-line-twice = die Linie { $a }-{ $b } steht zweimal in der Liste (zuerst bei { $at })
grid-file-aliases = muss eine Liste von Namen sein
grid-file-city-twice = die Stadt „{ $name }“ steht zweimal in der Liste (zuerst bei { $at })
grid-file-two-cities = zwei Städte auf { $point } (auch { $at })
# $colour: die Kartenfarbe, wie die Datei sie schreibt
grid-file-colour-count = { $colour }: { $n ->
        [one] 1 Stadt
       *[other] { $n } Städte
    }, davon { $dashed } gestrichelt; trans.cards braucht 7 je Farbe, 2 davon gestrichelt
grid-file-unknown-figure = unbekannte Kennzahl (bekannt: { $known })
grid-file-figure = die Datei verbürgt { $value }, hat aber { $n }
grid-file-no-board = kein Trans-Spielplan „{ $id }“; vorhanden: { $available }

## Trans-Szenarien (ttrwidgets/trans/scenario.py): jedes Problem folgt auf seinen JSON-Pfad; ein
## Kreuzungspunkt ist [col, row] ($point, $a, $b wie in der Datei); $why: die Meldung des Spielplans
trans-scen-unknown-city = unbekannte Stadt „{ $name }“ ({ $why })
trans-scen-unknown-city-plain = unbekannte Stadt „{ $name }“
trans-scen-no-point = kein Kreuzungspunkt { $point } auf { $board } (Punkte sind [col, row] wie in nodes.csv)
trans-scen-point = ein Kreuzungspunkt ist [col, row] oder der Name einer Stadt
trans-scen-rail = eine Schiene ist [P, Q]: zwei benachbarte Kreuzungspunkte oder Namen von Städten
trans-scen-no-line = keine Linie verbindet { $a } und { $b } (eine Schiene verbindet benachbarte Punkte: sie unterscheiden sich um (±2, 0) oder (±1, ±1))
trans-scen-city = eine Stadt wird mit ihrem Namen angegeben
trans-scen-special = { $deck ->
        [yes] muss eine Sonderkarte 1-19, null oder "deck" sein
       *[no] muss eine Sonderkarte 1-19 oder null sein
    }
trans-scen-options = nötig: ein Objekt mit der Zahl der Spieler ("players": 2)
trans-scen-game = muss ein Spiel der Trans-Familie sein, nicht { $value }
# $counts: die Spielerzahlen, die das Spiel erlaubt (2–6); $game: die Kennung des Spiels
trans-scen-players = nötig: die Zahl der Spieler, { $counts } für { $game }
trans-scen-unknown-option = { $hint ->
        [yes] unbekannte Option (Trans kennt players und special)
       *[no] unbekannte Option
    }
trans-scen-object = muss ein Objekt sein
trans-scen-unknown-position-key = unbekannter Schlüssel (eine Trans-Stellung kennt: { $known })
trans-scen-players-list = muss die { $n } Spieler auflisten
trans-scen-unknown-player-key = unbekannter Schlüssel (ein Trans-Spieler kennt cities, marker, prestige)
trans-scen-cities = muss eine Liste von Namen von Städten sein
trans-scen-city-twice = diese Stadt steht zweimal in der Liste
# $at: der JSON-Pfad des anderen Spielers
trans-scen-marker-taken = der Spieler bei { $at } hat dort einen Startmarker (trans.start-marker)
trans-scen-prestige = muss eine ganze Zahl sein, mindestens 0
trans-scen-rails = muss eine Liste von [P, Q] sein
trans-scen-rail-twice = diese Linie steht zweimal in der Liste
trans-scen-rails-left = muss eine ganze Zahl von 0 bis { $most } sein (trans.rails: { $rails } Schienen, { $laid } davon auf dem Spielplan)
trans-scen-seat = muss ein Platz 0..{ $last } sein
trans-scen-rails-this-turn = muss 0 bis 3 sein
trans-scen-current-marker = solange noch Startmarker zu setzen sind, ist am Zug ein Spieler ohne Startmarker
trans-scen-rails-before-markers = Schienen, bevor jeder Startmarker gesetzt ist
# $step: die Aktion oder Abfrage, die der Schritt nennt
trans-scen-unknown-field = unbekanntes Feld für { $step }
trans-scen-unknown-expectation = unbekannte Erwartung für ein Trans-Spiel
trans-scen-expect-players = muss ein Objekt sein, dessen Schlüssel Nummern von Spielern sind
trans-scen-player-index = muss die Nummer eines Spielers nennen
trans-scen-unknown-player-expectation = unbekannte Erwartung für einen Trans-Spieler
trans-scen-cities-expect = eine Anzahl oder eine Liste von Namen von Städten
trans-scen-unknown-action = unbekannte Aktion { $value } für ein Trans-Spiel (Aktionen: { $known })
trans-scen-unknown-query = unbekannte Abfrage { $value } für ein Trans-Spiel (Abfragen: { $known })

## Zug-um-Zug-Szenarien (ttrwidgets/ttr/scenario/): jedes Problem folgt auf seinen JSON-Pfad.
## $board: der Name des Spielplans, oder des Spiels, wo der Spielplan es nicht sagt (ttr-scen-board); $colour: eine Farbe als Nomen (engine.ftl),
## $key ihr Schlüssel (red, locomotive); $name, $value: das Wort der Datei; $value aus value-*,
## wo es beschrieben wird; $rule: die Kennung der Regel; $last: die höchste Nummer eines Platzes
## (oder Teams)
ttr-scen-board = { $game ->
        [asia] Asien (Teams)
       *[other] { $id ->
            [europe] Europa
            [deutschland] Deutschland
            [legendary_asia] Legendäres Asien
           *[other] { $name }
        }
    }
# Verweise: Städte, Strecken, Zielkarten, Karten, Passagiere (refs.py)
ttr-scen-city-text = der Name einer Stadt ist Text, nicht { $value }
ttr-scen-unknown-city = unbekannte Stadt „{ $name }“ ({ $why })
ttr-scen-unknown-city-plain = unbekannte Stadt „{ $name }“
ttr-scen-route = eine Strecke ist [STADT_A, STADT_B] oder [STADT_A, STADT_B, FARBE]
ttr-scen-unknown-colour = unbekannte Farbe { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }
# $route: die Strecke, wie die Datei sie nennt, mit Strichen verbunden (Paris–Wien–red)
ttr-scen-no-route = keine Strecke { $route } auf dem Spielplan { $board }
# $colours: die Farben der Gleise (Schlüssel)
ttr-scen-several-tracks = zwischen { $a } und { $b } gibt es verschiedene Strecken ({ $colours }): gib die Farbe als drittes Element an
ttr-scen-ticket = eine Zielkarte ist [STADT_A, STADT_B] oder [STADT_A, STADT_B, PUNKTE]
ttr-scen-no-ticket = keine Zielkarte { $a }–{ $b } in den Zielkartenstapeln dieses Spiels
# $example: Karten als JSON
ttr-scen-card-set = Karten sind ein Objekt wie { $example }
ttr-scen-card-colour = keine Farbe einer Wagenkarte: „{ $name }“
ttr-scen-no-gray = es gibt keine grauen Wagenkarten
ttr-scen-card-count = die Zahl der Karten „{ $name }“ muss eine ganze Zahl sein, mindestens 0, nicht { $value }
ttr-scen-passenger-count = eine Zahl von Passagieren ist eine ganze Zahl, mindestens 0, nicht { $value }
# $example, $example_list: Passagiere als JSON, als Objekt und als Liste
ttr-scen-passengers = Passagiere sind ein Objekt wie { $example } oder eine Liste wie { $example_list }
ttr-scen-not-a-colour = keine Farbe: { $name }
# $names: die Farben der Passagiere des Spielplans
ttr-scen-no-such-passengers = in { $board } gibt es keine Passagiere in { $colour } (im Beutel sind: { $names })
ttr-scen-passenger-supply = in { $board } gibt es höchstens { $most } Passagiere in { $colour } ({ $rule }), nicht { $value }
# die oberste Ebene: Spiel und Optionen (setup.py); $known: die Kennungen der Spiele, $game: eine
ttr-scen-game = muss eines dieser Spiele sein: { $known }
ttr-scen-game-not-supported = das Spiel „{ $game }“ kann diese Version von ttrwidgets noch nicht spielen
# $example: die Optionen als JSON
ttr-scen-options = nötig: ein Objekt wie { $example }
# $counts: die Spielerzahlen, die das Spiel erlaubt (2–5, 4 oder 6); $game: none, wenn das Spiel unbekannt ist
ttr-scen-players = { $game ->
        [none] nötig: die Zahl der Spieler, { $counts }
       *[other] nötig: die Zahl der Spieler, { $counts } für { $game }
    }
ttr-scen-unknown-option = unbekannte Option
ttr-scen-board-option = „board“ ist eine Option von Asien (Teams)
# $boards: die erlaubten Spielpläne, mit „oder“ verbunden
ttr-scen-board-choice = muss { $boards } sein
# $option: variant oder tiebreak
ttr-scen-asia-option = „{ $option }“ ist eine Option von Europa: Asien (Teams) hat ein einziges Regelwerk (asia.md)
# $variants: die Varianten von Europa
ttr-scen-de-variant = Deutschland hat keine Varianten („variant“ ist eine Option von Europa: { $variants })
ttr-scen-de-tiebreak = „tiebreak“ ist eine Option von Europa: in Deutschland entscheidet bei Gleichstand eine eigene Regel ({ $rule }: die meisten erfüllten Zielkarten, dann die meisten Passagiere)
# $choices: die erlaubten Werte, mit „oder“ verbunden
ttr-scen-one-of = muss { $choices } sein
ttr-scen-object = muss ein Objekt sein
# Aktionen (actions.py); $action: der Name der Aktion, wie die Datei ihn schreibt
ttr-scen-seat = muss ein Platz 0..{ $last } sein
# $known: die Aktionen der Zug-um-Zug-Spiele
ttr-scen-unknown-action = unbekannte Aktion { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    } (Aktionen: { $known })
# $why: none, passengers, sharing, stations oder tunnels
ttr-scen-action-not-here = die Aktion „{ $action }“ gibt es in { $board } nicht{ $why ->
        [passengers] {" "}(Passagiere gibt es nur in Deutschland)
        [sharing] {" "}(Zielkarten teilen nur die Teams von Asien (Teams))
        [stations] {" "}({ $board } hat keine Bahnhöfe)
        [tunnels] {" "}({ $board } hat keine Tunnel)
       *[none] {""}
    }
# $field: to, from_shared oder share (der Schlüssel der Datei)
ttr-scen-asia-only = { $rule ->
        [none] „{ $field }“ gibt es nur in Asien (Teams)
       *[other] „{ $field }“ gibt es nur in Asien (Teams) ({ $rule })
    }
ttr-scen-hand-or-shared = muss "hand" oder "shared" sein
ttr-scen-faceup-colour = wer eine offen ausliegende Karte zieht, nennt ihre Farbe
ttr-scen-deck-or-faceup = muss "deck" oder "faceup" sein
ttr-scen-ticket-list = muss eine Liste von Zielkarten sein
# $field: short oder long
ttr-scen-one-deck = { $board } hat einen einzigen Zielkartenstapel: „{ $field }“ gibt es nur in Deutschland
ttr-scen-mix = { $field ->
        [short] die Zahl der Zielkarten „kurze Strecke“ ist eine ganze Zahl, nicht { $value }
       *[long] die Zahl der Zielkarten „lange Strecke“ ist eine ganze Zahl, nicht { $value }
    }
# $example: ein take_passengers-Objekt als JSON
ttr-scen-take-from = muss ein Objekt sein, das je Stadt den genommenen Passagier nennt, etwa { $example }
# $city: der Name der Stadt auf dem Spielplan; $name: ihr Name in der Datei beim ersten Mal
ttr-scen-city-named-twice = { $city } wird schon als „{ $name }“ genannt
# Erwartungen (checks.py); $field: der Schlüssel der Erwartung, wie die Datei ihn schreibt
ttr-scen-expect-players = muss ein Objekt sein, dessen Schlüssel Nummern von Spielern sind
ttr-scen-not-a-player = kein Spieler dieses Spiels
ttr-scen-player-field = unbekanntes oder hier nicht anwendbares Feld eines Spielers „{ $field }“
ttr-scen-unknown-expectation = unbekannte Erwartung
# Abfragen (queries.py); $query: der Name der Abfrage
ttr-scen-trans-query = „{ $query }“ gibt es nur in den Trans-Spielen
ttr-scen-no-station-borrow = { $board } hat keine Bahnhöfe: „station_borrow“ ist hier keine Abfrage
ttr-scen-query-player = die Abfrage „{ $query }“ braucht einen Spieler 0..{ $last }
ttr-scen-query-team = in Asien (Teams) fragt „{ $query }“ nach einem Team: eine Nummer eines Teams 0..{ $last }
# $known: die Abfragen der Zug-um-Zug-Spiele
ttr-scen-unknown-query = unbekannte Abfrage { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    } (Abfragen: { $known })
# Stellungen (position.py); $key: ein Schlüssel der Stellung, wie die Datei ihn schreibt; $deck: short oder long
ttr-scen-wrong-deck = { $a }–{ $b } ist eine Zielkarte { $deck ->
        [short] „kurze Strecke“
       *[long] „lange Strecke“
    }: gib sie in { $other } an
ttr-scen-own-ticket = eine Zielkarte verbindet zwei verschiedene Städte für mindestens 1 Punkt
ttr-scen-unknown-key = unbekannter Schlüssel
ttr-scen-key-not-here = „{ $key }“ gibt es in { $board } nicht
ttr-scen-two-decks = „{ $key }“ gibt es in { $board } nicht: { $board } hat zwei Zielkartenstapel, nimm short_deck_top und long_deck_top
ttr-scen-players-list = muss genau { $n } Spieler auflisten (options.players)
ttr-scen-player = ein Spieler ist ein Objekt
ttr-scen-no-stations = { $board } hat keine Bahnhöfe
ttr-scen-list = muss eine Liste sein
ttr-scen-route-owned = diese Strecke gehört in der Stellung schon einem Spieler
ttr-scen-one-station = in einer Stadt steht nur ein Bahnhof
ttr-scen-stations = höchstens { $most } Bahnhöfe je Spieler
ttr-scen-ticket-held = diese Zielkarte hat in der Stellung schon jemand (jede Zielkarte gibt es einmal)
ttr-scen-passengers-used = die Stellung verwendet { $n } Passagiere in { $colour }; es gibt nur { $most }
ttr-scen-trains = muss eine ganze Zahl 0..{ $most } sein
ttr-scen-whole = muss eine ganze Zahl sein
# $example: Passagiere auf dem Spielplan als JSON
ttr-scen-board-passengers = muss ein Objekt sein wie { $example }
ttr-scen-city-given-twice = { $city } ist schon als „{ $name }“ angegeben
ttr-scen-colours = muss eine Liste von Farben sein
ttr-scen-not-a-card = keine Farbe einer Wagenkarte: { $value }
ttr-scen-faceup = höchstens { $most } offen ausliegende Karten
ttr-scen-cards-used = die Stellung verwendet { $key ->
        [locomotive] { $n } Lokomotiven
       *[other] { $n } Karten in { $colour }
    }; es gibt nur { $most }
ttr-scen-flag = muss true oder false sein
ttr-scen-ticket-placed = diese Zielkarte liegt schon an anderer Stelle
# Teams (Asien (Teams)); $seats: die gefundenen Plätze als Liste; $first: die Nummer eines Platzes
ttr-scen-team = muss eine Nummer eines Teams 0..{ $last } sein
ttr-scen-team-seats = Team { $team } muss aus { $size } Spielern bestehen, die nebeneinander sitzen ({ $rule }), nicht aus den Plätzen { $seats }
ttr-scen-team-holder = „{ $key }“ des Teams wird bei seinem ersten Spieler angegeben (Platz { $first })
ttr-scen-team-score = Teampartner haben eine gemeinsame Punktzahl: gib bei beiden dieselbe an oder nur bei einem

## gespeicherte Zug-um-Zug-Spiele und Stellungen (ttrwidgets/ttr/record.py): jedes Problem folgt
## auf seinen JSON-Pfad; $value: der gefundene Wert, beschrieben (value-*); $rules: die Kennung eines Regelwerks
save-file-missing = fehlt
# $kind: was der Wert sein muss
save-file-must-be = muss { $kind ->
        [text] Text
        [object] ein Objekt
        [list] eine Liste
        [flag] true oder false
       *[other] eine andere Art von Wert
    } sein, nicht { $value }
save-file-range = muss { $bounded ->
        [yes] { $lo }..{ $hi }
       *[no] mindestens { $lo }
    } sein, nicht { $value }
save-file-cards = muss eine Liste von Kartenfarben sein, nicht { $value }
save-file-not-a-colour = keine Kartenfarbe: { $value }
save-file-hand = muss ein Objekt mit der Zahl der Karten je Farbe sein, nicht { $value }
save-file-key-not-a-colour = keine Kartenfarbe
save-file-card-count = muss eine ganze Zahl 0..14 sein, nicht { $value }
# $what: city oder ticket
save-file-ids = muss eine Liste von Kennungen { $what ->
        [city] von Städten
       *[ticket] von Zielkarten
    } sein, nicht { $value }
save-file-id-text = muss Text sein ({ $what ->
        [city] eine Stadt
       *[ticket] eine Zielkarte
    }), nicht { $value }
save-file-unknown-id = { $what ->
        [city] unbekannte Stadt
       *[ticket] unbekannte Zielkarte
    } { $value }
save-file-format-state = keine ttrwidgets-Stellung (erwartet: format „{ $format }“)
save-file-format-game = keine ttrwidgets-Spieldatei (erwartet: format „{ $format }“)
save-file-version = nicht unterstützte Version { $value }
# $why: was die Regeln oder der Spielplan sagten
save-file-because = { $why }
save-file-rules-version = mit einer anderen Version der Regeln oder des Spielplans gespeichert
save-file-passengers = muss eine Liste von Farben von Passagieren sein, nicht { $value }
save-file-no-passengers = { $rules } hat keine Passagiere
save-file-passenger-colour = keine Farbe eines Passagiers auf diesem Spielplan: { $value }
# $counts: die Spielerzahlen, die das Regelwerk erlaubt (2–5)
save-file-player-count = { $rules } ist für { $counts } Spieler, nicht für { $n }
save-file-player = ein Spieler ist ein Objekt, nicht { $value }
save-file-stations = höchstens { $most } Bahnhöfe je Spieler
save-file-unknown-route = unbekannte Strecke
save-file-unknown-route-value = unbekannte Strecke { $value }
save-file-owner = der Besitzer muss ein Platz 0..{ $last } sein, nicht { $value }
save-file-choice = muss ein Objekt für die Wahl von Zielkarten oder null sein, nicht { $value }
save-file-min-keep = darf nicht größer als max_keep sein
# $stages: die hier erlaubten Abschnitte, mit „oder“ verbunden
save-file-stage = muss hier { $stages } sein, nicht { $value }
save-file-not-an-end = kein Ende der Strecke { $route }
save-file-passenger-choice = eine Wahl von Passagieren braucht ein Ende mit einer Wahl
# $phase: setup, main, final oder over (das Wort der Datei)
save-file-pending-phase = im Abschnitt { $phase } kann nichts offen sein
save-file-pending-to = wohin die erste Karte ging: hand oder shared, nicht { $value }
save-file-no-holder = { $rules } hat keinen Kartenhalter für das Team
save-file-not-a-tunnel = die Strecke { $route } ist kein Tunnel
save-file-setup = muss eine Liste sein (je Spieler eine Wahl von Zielkarten oder null), nicht { $value }
save-file-setup-count = der Spielaufbau braucht einen Eintrag je Spieler ({ $n }), nicht { $found }
save-file-setup-after = muss nach dem Spielaufbau leer sein (Abschnitt { $phase })
save-file-setup-none = beim Spielaufbau wählt noch mindestens ein Spieler Zielkarten
save-file-setup-later = muss eine Liste sein (je Spieler eine Liste von Kennungen von Zielkarten), nicht { $value }
save-file-setup-later-count = eine Liste je Spieler ({ $n }), und nur beim Spielaufbau
save-file-board-passengers = muss ein Objekt sein (Stadt: Farben), nicht { $value }
save-file-unknown-city = unbekannte Stadt
save-file-final-turns = die übrigen Spielzüge der letzten Runde (1..{ $n }) gehören zum Abschnitt final, -1 zu setup und main
save-file-faceup = höchstens { $most } offen ausliegende Karten
save-file-teams = muss ein Objekt sein (of_seat, shared_hands, shared_tickets), nicht { $value }
save-file-of-seat = je Platz eine Nummer eines Teams 0..{ $last }, je Team { $size } Teampartner nebeneinander
save-file-team-holders = je Team ein Kartenhalter für Wagenkarten und einer für Zielkarten ({ $n })
# $colour: der Schlüssel der Kartenfarbe (red, loco)
save-file-card-supply = die gespeicherten Karten der Farbe „{ $colour }“ ergeben zusammen { $n }, nicht { $want }
save-file-ticket-twice = die Zielkarte { $id } ist auch in { $at }
save-file-passenger-supply = die gespeicherten Passagiere der Farbe „{ $colour }“ ergeben zusammen { $n }, nicht { $want }
save-file-station-twice = in { $city } steht nur ein Bahnhof
save-file-action = ein Spielzug ist Text wie 'p0 draw deck'
save-file-seats = ein Platz je Spieler: { $n } Plätze, nicht { $found }
save-file-seat = ein Platz ist ein Objekt mit seiner Art ("kind": "human"), nicht { $value }
save-file-start-players = { $n } Spieler, aber die Startstellung hat { $start }
save-file-start-other = die Startstellung gehört zu einem anderen Spiel (ihre Regeln, ihr Spielplan oder ihr Startwert weichen von denen der Datei ab)

## ein gespeichertes Spiel einer beliebigen Familie im gemeinsamen Format (ttrwidgets/core/session.py)
session-format = muss "{ $format }" sein
session-game = muss die Kennung eines Spiels sein
session-unknown-game = unbekanntes Spiel „{ $id }“
session-seats = muss eine Liste von Arten von Plätzen sein
session-actions = muss eine Liste von Spielzügen als Text sein

## Szenario-Dateien jeder Familie (ttrwidgets/core/scenario.py): die oberste Ebene und die Schritte
scenario-not-object = ein Szenario ist ein JSON-Objekt, nicht { $value }
# $known: die Schlüssel, die die oberste Ebene eines Szenarios haben darf
scenario-unknown-key = unbekannter Schlüssel (ein Szenario kennt: { $known })
scenario-step-object = ein Schritt ist ein Objekt, nicht { $value }
scenario-step-needs = ein Schritt braucht "do" (eine Aktion) oder "query"
# $known: die Namen der Aktionen (oder Abfragen), die die Schritte dieses Spiels nennen dürfen;
# $text: yes, wenn die Datei Text angab ($name), sonst no ($value: der Wert, beschrieben)
scenario-unknown-action = unbekannte Aktion { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    } (Aktionen: { $known })
scenario-unknown-query = unbekannte Abfrage { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    } (Abfragen: { $known })
# $why: was das Spiel zur Aktion des Schritts sagte
scenario-because = { $why }

## Lektionsdateien (ttrwidgets/lessons/model.py): jedes Problem steht nach seinem JSON-Pfad;
## $known: die Schlüssel, die dort erlaubt sind; Wörter der Datei bleiben, wie sie dort stehen
lesson-file-texts = muss ein Objekt mit dem englischen und dem deutschen Text sein ("en" und "de")
lesson-file-unknown-language = unbekannte Sprache (en, de oder eine mit Katalogen)
lesson-file-not-object = eine Lektion ist ein JSON-Objekt
lesson-file-unknown-key = unbekannter Schlüssel (eine Lektion kennt: { $known })
lesson-file-format = muss "{ $format }" sein
lesson-file-version = muss { $version } sein
lesson-file-id = muss eine Kennung wie europe.tunnels sein (Kleinbuchstaben, Ziffern, Punkte, Bindestriche)
lesson-file-steps = muss eine Liste mit mindestens einem Schritt sein
lesson-file-too-many-steps = eine Lektion ist kurz: höchstens { $most } Schritte, nicht { $n }
lesson-file-not-by-doing = muss ein Objekt sein: Regel-Kennung -> warum kein Spielzug sie ausführen kann
lesson-file-no-rule = keine Regel „{ $rule }“ in den Regeln von { $game }
lesson-file-not-by-doing-reason = der Grund, warum kein Spielzug sie ausführen kann (ein Text)
lesson-file-step-object = ein Schritt ist ein Objekt
lesson-file-unknown-step-key = unbekannter Schlüssel (ein Schritt kennt: { $known })
lesson-file-say-length = ein oder zwei Sätze: höchstens { $most } Zeichen
lesson-file-say-sentences = ein Schritt sagt eine Sache: höchstens { $most_sentences } Sätze und { $most_words } Wörter (hier { $sentences ->
        [one] 1 Satz
       *[other] { $sentences } Sätze
    } und { $words ->
        [one] 1 Wort
       *[other] { $words } Wörter
    }); teile oder kürze ihn
lesson-file-hints = eine Liste mit 1 bis { $most } Tipps
lesson-file-rules = muss eine Liste von Regel-Kennungen sein
lesson-file-task-rules = ein Schritt mit einer Aufgabe nennt die Regel-Kennungen, die er lehrt
lesson-file-focus = muss eine Liste von Städtenamen sein
lesson-file-before = muss eine Liste von Szenario-Aktionen sein (Objekte mit "do")
lesson-file-seed = muss eine ganze Zahl sein
lesson-file-seed-position = ein Startwert ("seed") gehört zu einer Stellung ("position")
lesson-file-position = muss ein Objekt sein (eine Stellung im Szenario-Format)
lesson-file-task-object = eine Aufgabe ist ein Objekt mit genau einem von do, try, click, choose
lesson-file-task-kinds = eine Aufgabe hat genau eines von do, try, click, choose{ $n ->
        [0] {""}
       *[other] , nicht { $n }
    }
lesson-file-task-unknown-key = unbekannter Schlüssel für eine Aufgabe „{ $kind }“ (sie kennt: { $known })
lesson-file-refused = nötig: die Regel-Kennung, mit der die Regeln den Spielzug ablehnen
lesson-file-try-solution = ein Spielzug: der, den „Zeig es mir“ versucht
lesson-file-choices = muss eine Liste mit 2 bis 6 Antworten sein
lesson-file-choice = eine Antwort ist eine Zahl, ein Text oder ein Objekt mit dem englischen und dem deutschen Text ("en" und "de")
lesson-file-answer = nötig: die Nummer der richtigen Antwort{ $n ->
        [0] {""}
       *[other] {" "}(0 bis { $last })
    }
lesson-file-feedback = nötig: ein Eintrag je Antwort ({ $n }), für jede falsche Antwort die Erklärung ihres Fehlers (null für die richtige)
lesson-file-feedback-right = der Eintrag der richtigen Antwort ist null
lesson-file-feedback-wrong = eine falsche Antwort braucht ihre Erklärung: welcher Fehler zu ihr führt
lesson-file-check = nötig: Szenario-Schritte mit expect, die die Antwort mit den Regeln beweisen
lesson-file-do = muss ein Aktionsname des Szenario-Formats sein oder eine Liste davon ({ $actions })
lesson-file-solution = nötig: die Szenario-Aktionen, die die Aufgabe erfüllen (was „Zeig es mir“ spielt)
lesson-file-until = muss ein expect-Objekt des Szenario-Formats sein, etwa { $example }
lesson-file-click = muss "{ $edge }" oder "{ $node }" sein
lesson-file-click-what = eine click-Aufgabe nennt, was anzuklicken ist: "any" (eine Liste) oder "where"
lesson-file-any = muss eine nicht leere Liste sein
lesson-file-where-edges = "where" beschreibt nur { $edge }: für { $node } nimm "any"
lesson-file-because = { $why }

## Rätseldateien (ttrwidgets/puzzles/model.py, shared/spec/puzzles.md): jedes Problem steht
## nach seinem JSON-Pfad; $kind: die Rätselart, wie die Datei sie schreibt; $colour, $used:
## Kartenfarben als Nomen (engine.ftl)
puzzle-file-not-object = ein Rätsel ist ein JSON-Objekt
puzzle-file-unknown-key = unbekannter Schlüssel (ein Rätsel kennt: { $known })
puzzle-file-title = muss Text sein, nicht { $value }
puzzle-file-kind-games = ein Rätsel der Art { $kind } gehört zu { $games }, nicht zu { $game }
# why the puzzle maker and `puzzle check` call a puzzle dull (not worth asking)
puzzle-dull-station-no-gain = kein Bahnhof ändert die Punkte der Zielkarten, wo er auch steht
puzzle-dull-station-many = { $n } Städte sind gleich gut
puzzle-dull-trail-short = { $n ->
        [one] nur eine Strecke
       *[other] nur { $n } Strecken
    }
puzzle-dull-trail-whole = das ganze Netz ist ein einziger Streckenzug
puzzle-dull-odds-certain = die Wahrscheinlichkeit ist { $value }: nichts zu berechnen
puzzle-dull-completion-impossible = die Zielkarten lassen sich nicht mehr erfüllen
puzzle-dull-completion-nothing = es bleibt keine Strecke zu bauen
puzzle-dull-completion-many = { $n } Zielkarten: zu viele, um es von Hand auszurechnen
puzzle-dull-completion-trains = dem Spieler bleiben dafür zu wenige Waggons
puzzle-dull-completion-one = eine Zielkarte, die eine einzige Strecke erfüllt
puzzle-dull-rails-no-start = der Spieler hat keinen Startmarker gesetzt
puzzle-dull-rails-few = { $n ->
        [one] eine Schiene fehlt
       *[other] { $n } Schienen fehlen
    }: nichts zu berechnen
puzzle-file-params = muss ein Objekt sein, nicht { $value }
puzzle-file-param-required = nötig für ein Rätsel der Art { $kind }
puzzle-file-unknown-param = unbekannter Parameter für ein Rätsel der Art { $kind } ({ $n ->
        [0] es kennt keinen
       *[other] es kennt { $known }
    })
puzzle-file-player = nötig: der Platz, um den es in der Frage geht (0 = der erste Spieler)
puzzle-file-player-seat = muss ein Platz dieses Spiels sein: 0..{ $last }, nicht { $value }
puzzle-file-no-stations = in diesem Spiel gibt es keine Bahnhöfe (station.build)
puzzle-file-stations-built = der Spieler hat { $n ->
        [one] seinen einzigen Bahnhof
       *[other] alle { $n } Bahnhöfe
    } schon gebaut: ein Rätsel der Art best_station braucht einen übrigen (station.build)
puzzle-file-stations-everywhere = in jeder Stadt steht schon ein Bahnhof (station.build)
puzzle-file-reveal = muss eine ganze Zahl von Karten sein, 0..100, nicht { $value }
puzzle-file-not-a-tunnel = { $a }–{ $b } ist kein Tunnel (tunnel.reveal)
puzzle-file-tunnel-length = der Tunnel ist { $length ->
        [one] 1 Feld
       *[other] { $length } Felder
    } lang: der Spieler legt { $length ->
        [one] 1 Karte
       *[other] { $length } Karten
    } ab, nicht { $n } (claim.color)
puzzle-file-one-colour = nur eine Farbe und Lokomotiven (claim.gray)
puzzle-file-route-colour = nur Karten in { $colour } und Lokomotiven (claim.color)
puzzle-file-wrong-colour = der Tunnel verlangt { $colour }: Karten in { $used } können ihn nicht bezahlen (claim.color)
puzzle-file-tickets = eine Liste von Zielkarten [STADT_A, STADT_B], nicht { $value }
puzzle-file-ticket = eine Zielkarte ist [STADT_A, STADT_B] oder [STADT_A, STADT_B, PUNKTE], nicht { $value }
## das mitgelieferte Rätselpaket (ttrwidgets/puzzles/pack.py)
puzzle-file-date = ein Datum ist ein datetime.date oder Text wie 2024-05-01, nicht { $value }
puzzle-file-pack-empty = das Paket enthält keine Rätsel{ $has_kind ->
        [yes] {" "}der Art { $kind }
       *[no] {""}
    }{ $has_game ->
        [yes] {" "}für { $game }
       *[no] {""}
    }

## ein unerwarteter Fehler: ein Fehler von ttrwidgets, nicht des Nutzers (ttrwidgets/core/errors.py)
internal-error = In ttrwidgets ist etwas schiefgegangen ({ $what }); Kennung { $ref }. Starte noch einmal mit { $env }=1, um die Einzelheiten zu sehen.

## Aufgaben einer Lektion auf dem Spielplan (ttrwidgets/ttr/lessons/adapter.py, ttrwidgets/trans/lessons/adapter.py)
lesson-file-route = eine Strecke ist [STADT_A, STADT_B] oder [STADT_A, STADT_B, FARBE], nicht { $value }
lesson-file-no-route = keine Strecke { $route } auf diesem Spielplan
lesson-file-unknown-colour = unbekannte Farbe „{ $name }“
lesson-file-where = muss ein Objekt sein ({ $known }), nicht { $value }
lesson-file-where-key = unbekannter Schlüssel („where“ kennt: { $known })

## eine Lektion, deren Schritte sich nicht wie geschrieben ausführen lassen (ttrwidgets/lessons/check.py, run.py)
lesson-file-not-legal = hier nicht erlaubt: { $why }
lesson-check-seat = kein Platz dieses Spiels: 0..{ $last }, nicht { $value }
lesson-check-solution-no-match = der Spielzug { $action } der Lösung passt nicht zur Aufgabe
lesson-check-until = die Lösung erfüllt die Aufgabe nicht (until gilt danach nicht)
lesson-check-cannot-finish = wer { $action } spielt, kann den Schritt nicht beenden
lesson-check-next-step = wer { $action } spielt, kann danach den nächsten Schritt ($.steps[{ $step }]) nicht ausführen: grenze die Aufgabe ein oder gib jenem Schritt eine Stellung
lesson-check-nothing-matches = kein erlaubter Spielzug passt zur Aufgabe
lesson-check-try-allowed = die Regeln erlauben diesen Spielzug: der Spielzug einer try-Aufgabe muss abgelehnt werden
lesson-check-refused-other = die Regeln lehnen die Lösung mit { $rule } ab, nicht mit { $want }
lesson-check-try-no-match = die Lösung passt nicht zur Aufgabe
lesson-check-try-too-wide = die Regeln erlauben { $action }, und das passt zur Aufgabe: grenze sie auf die Spielzüge ein, die sie ablehnen
lesson-check-click-nothing = nichts auf dem Spielplan passt zur click-Aufgabe
lesson-check-expected = { $check }: erwartet { $expected }, die Regeln sagen { $got }
lesson-check-no-test = aus diesem Startwert ließ sich kein Test machen

## fehlerhafte Aktionen: der InvalidActionError der Spiele (ttrwidgets/ttr/game.py, actions.py,
## cards.py, colours.py, passengers.py, teams.py, rules.py; ttrwidgets/trans/game.py,
## actions.py), gelesen von jemandem, der eine falsche Aktion tippt, eine falsche Datei lädt,
## oder von einer Oberfläche, die eine übergibt. $text, $name, $value wie named() in
## core/scenario.py sie gibt: ein Name, wie er geschrieben wurde ($text = yes, $name), oder ein
## anderer Wert beschrieben (value-*); $board: der Name des Spielplans (ttr-scen-board);
## $game: die Kennung eines Regelwerks (europe.classic); $seat: p0, p1 …
# die Textform einer Aktion (p0 claim R017 red:3; p1 rail 9,6-10,7)
action-not-text = eine Aktion ist Text, nicht { $value }
action-no-seat = die Aktion „{ $text }“ kann ich nicht lesen: sie muss mit dem Platz beginnen, etwa „{ $example }“
action-cannot-read = die Aktion „{ $text }“ kann ich nicht lesen
# $why: einer der Gründe unten (action-after-cards …)
action-cannot-read-because = die Aktion „{ $text }“ kann ich nicht lesen: { $why }
action-after-cards = nach den Karten darf nur from_shared=KARTEN folgen
action-after-tickets = nach den Zielkarten darf nur share=ZIELKARTE folgen
action-ticket-mix-decks = eine Ansage nennt nur die Zielkartenstapel short („kurze Strecke“) und long („lange Strecke“)
action-ticket-mix-form = eine Ansage wird short:N+long:N geschrieben (N eine ganze Zahl)
action-grid-point = ein Kreuzungspunkt wird „Spalte,Zeile“ geschrieben, nicht „{ $text }“
action-rail = eine Schiene wird „Spalte,Zeile-Spalte,Zeile“ geschrieben
# Farben und Karten
action-unknown-colour = unbekannte Farbe { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }
action-no-gray-cards = es gibt keine grauen Wagenkarten
action-card-count = die Zahl der Karten { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    } muss eine ganze Zahl ab 0 sein, nicht { $count }
action-cannot-read-cards = die Karten „{ $text }“ kann ich nicht lesen: schreib sie wie red:2+locomotive:1
# $value: der Wert, wie Python ihn schreibt
action-not-a-card-set = das sind keine Karten: { $value }
action-not-a-card-colour = keine Farbe einer Wagenkarte: { $value }
# ein Spiel aufbauen; $counts: die Spielerzahlen, die es erlaubt (2–5, 4 oder 6)
action-player-count = { $game } ist für { $counts } Spieler, nicht für { $n }
action-seed = der Startwert muss eine ganze Zahl sein, nicht { $value }
# $known: die Regelwerke
action-unknown-rules = unbekanntes Regelwerk { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }; bekannt: { $known }
action-unknown-trans-rules = unbekanntes Regelwerk { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }; bekannt: { $known } und trans_europa.special-N / trans_america.special-N (N = 1..19)
action-unknown-tiebreak = unbekannte Regel für den Gleichstand { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    } ({ $rule })
# $boards: die Spielpläne des Spiels, mit „oder“ verbunden
action-other-board = { $game } wird auf { $boards } gespielt, nicht auf { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }
action-team-players = { $game } wird in Mannschaften zu je { $size } Spielern gespielt, nicht von { $n } Spielern
# was eine Aktion nennt
action-no-seat-in-game = in einem Spiel mit { $players } Spielern gibt es keinen Platz { $seat }
action-no-route = auf dem Spielplan { $board } gibt es keine Strecke { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }
action-no-ticket = auf dem Spielplan { $board } gibt es keine Zielkarte { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }
action-no-city = auf dem Spielplan { $board } gibt es keine Stadt { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }
action-not-an-action = keine Aktion: { $value }
action-not-a-trans-action = keine Aktion von „Trans Europa“ oder „Trans Amerika“: { $value }
action-unknown-action = unbekannte Aktion { $value }
action-draw-source = Karten zieht man vom Nachziehstapel („deck“) oder von den offenen Karten („faceup“), nicht { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }
action-one-ticket-deck = { $game } hat einen einzigen Zielkartenstapel: nenne beim Ziehen von Zielkarten keinen Zielkartenstapel
action-ticket-mix = eine Ansage besteht aus zwei ganzen Zahlen, nicht aus { $short } und { $long }
action-no-passengers = { $game } hat keine Passagiere
action-take-list = keine Liste von Paaren (Stadt, Farbe): { $value }
action-take-pair = kein Paar (Stadt, Farbe): { $value }
action-passenger-colour = keine Farbe von Passagieren: { $value }
action-city-twice = { $city } wird zweimal genannt
action-drawn-card-to = eine gezogene Karte kommt auf die Hand („hand“) oder auf den Kartenhalter der Mannschaft („shared“), nicht { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }
action-ticket-ids = keine Liste von Zielkarten: { $value }
# $a, $b: die zwei Kreuzungspunkte als [Spalte, Zeile]
action-no-line = auf dem Spielplan „{ $board }“ verbindet keine Linie { $a } und { $b } (eine Schiene verbindet benachbarte Kreuzungspunkte)
action-unknown-city = unbekannte Stadt { $text ->
        [yes] „{ $name }“
       *[no] { $value }
    }

## eine Kennung, die das Regelbuch nicht hat (core/rulebook.py; „rule KENNUNG“ im Terminal);
## $rule: die Kennung, wie getippt; $game: die Kennung des Spiels; $instead: die Regel, die sie
## ersetzt, oder none
rulebook-unknown = { $game } hat keine Regel mit der Kennung „{ $rule }“
rulebook-not-here = die Regel „{ $rule }“ gilt in { $game } nicht{ $instead ->
        [none] {""}
       *[other] ; siehe „{ $instead }“
    }
