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
