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
map-no-deck = Auf dem Spielplan gibt es keinen Zielkartenstapel „{ $deck }“ (seine Stapel: { $decks }).
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
        [deck-count] ein Objekt {"{"}Stapel: Anzahl{"}"} sein
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
