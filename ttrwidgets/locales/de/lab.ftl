# Die Texte des Graphlabors auf Deutsch: Pseudocode, Begründungen der Schritte, Sätze der Laborseite.
# Keys: code-<algorithm> (one line per pseudocode line, four spaces per level; a step's line counts from 1),
# why-<family>-<reason> (a step's reason), lab-… and sketch-… (the page). '.' of a key is written as '-'.

## Pseudocode

code-bfs =
    markiere s als besucht; dist[s] = 0; Warteschlange = [s]
    solange die Warteschlange nicht leer ist:
        u = nimm die erste Stadt aus der Warteschlange
        für jede Strecke u–v (nach Stadt, dann nach Streckennummer):
            wenn v noch nicht besucht ist:
                markiere v als besucht; dist[v] = dist[u] + 1; merke u–v
                stelle v hinten in die Warteschlange
                wenn v das Ziel ist: halte an
            sonst: überspringe die Strecke (v ist besucht)
    gib die Besuchsreihenfolge und dist zurück
code-dfs =
    markiere s als besucht; Stapel = [s]
    solange der Stapel nicht leer ist:
        u = die Stadt oben auf dem Stapel
        wenn u eine noch nicht betrachtete Strecke u–v hat (nach Stadt, dann Nummer):
            wenn v noch nicht besucht ist:
                markiere v als besucht; merke die Strecke u–v; lege v auf den Stapel
            sonst: überspringe die Strecke (v ist besucht)
        sonst: nimm u vom Stapel (alle seine Strecken sind erledigt)
    gib die Besuchsreihenfolge zurück
code-components =
    für jede Stadt s, der Reihe nach:
        wenn s noch zu keiner Komponente gehört:
            beginne eine neue Komponente mit s; Warteschlange = [s]
            solange die Warteschlange nicht leer ist:
                u = nimm die erste Stadt aus der Warteschlange
                für jede Strecke u–v:
                    wenn v zu keiner Komponente gehört: v in diese und in die Schlange
                    sonst: überspringe die Strecke
    gib die Komponenten zurück
code-dijkstra =
    dist[s] = 0, jedes andere dist = ∞; Warteschlange = [s]
    solange die Warteschlange nicht leer ist:
        u = die Stadt in der Schlange mit dem kleinsten dist; u ist fertig
            (Gleichstand: jede davon; das Labor nimmt die erste der Städteliste)
        wenn u das Ziel ist: halte an
        für jede Strecke u–v der Länge w:
            wenn v nicht fertig ist und dist[u] + w < dist[v]:
                dist[v] = dist[u] + w; erreiche v über diese Strecke; v in die Schlange
            sonst: behalte dist[v]
    gib dist und die Strecke zurück, über die jede Stadt erreicht wird
code-prim =
    key[s] = 0, jeder andere key = ∞; Warteschlange = [s]
    solange die Warteschlange nicht leer ist:
        u = die Stadt in der Schlange mit dem kleinsten key; u und ihre Strecke in den Baum
            (Gleichstand: jede davon; das Labor nimmt die erste der Städteliste)
        für jede Strecke u–v der Länge w:
            wenn v nicht im Baum ist und w < key[v]:
                key[v] = w; verbinde v über diese Strecke; v in die Schlange
            sonst: überspringe die Strecke
    gib den Baum zurück
code-kruskal =
    sortiere die Strecken nach Länge; jede Stadt ist eine eigene Gruppe
        (gleiche Längen: jede Reihenfolge; das Labor behält die der Streckenliste)
    für jede Strecke u–v in dieser Reihenfolge:
        finde die Gruppen von u und v (folge den Eltern-Verweisen bis zur Wurzel)
        wenn es verschiedene Gruppen sind:
            nimm die Strecke; vereinige die Gruppen (die kleinere unter die größere)
        sonst: überspringe die Strecke (sie würde einen Kreis schließen)
        wenn der Baum (Städte − Komponenten) Strecken hat: halte an
    gib den Baum zurück
code-steiner =
    für jedes Paar von Zielstädten: finde einen kürzesten Weg und seine Länge
    Distanzgraph: die Zielstädte, jedes Paar mit dieser Länge verbunden
    bilde einen minimalen Spannbaum des Distanzgraphen
    ersetze jede seiner Kanten durch ihren kürzesten Weg
    bilde einen minimalen Spannbaum dieser Strecken
    entferne Endstädte, die keine Zielstädte sind, immer wieder
    Näherung gefunden: sie kostet höchstens 2 × das Minimum
    exakt: für jede Menge von Zielstädten, kleine zuerst (Dreyfus–Wagner):
        verbinde die billigsten Bäume zweier kleinerer Mengen in einer Stadt
        verlängere die Bäume um kürzeste Wege: der billigste Baum der Menge
    gib beide Bäume und den Abstand zurück (Näherung − Minimum)
code-longest_trail =
    für jede Startstadt (eine mit ungerader Streckenzahl; irgendeine, wenn keine):
        Weg = leer, beginnend in dieser Stadt
        verlängere den Weg um eine noch ungenutzte Strecke an seinem Ende
        wenn der Weg länger als der bisher beste ist: er ist der neue beste
        wenn selbst alle ungenutzten Strecken den besten nicht schlagen: gib auf
        wenn es nicht weitergeht: nimm die letzte Strecke wieder weg (zurück)
    gib den besten Weg zurück
code-euler =
    zähle die Strecken an jeder Stadt (ihren Grad)
    ungerade = die Städte mit ungeradem Grad
    wenn die Strecken nicht zusammenhängen oder mehr als 2 ungerade: kein Eulerweg
    Start = eine ungerade Stadt (Weg) oder, wenn keine, eine Stadt mit Strecken (Kreis)
    Stapel = [Start]; Antwort = leer
    solange der Stapel nicht leer ist:
        u = die Stadt oben auf dem Stapel
        wenn u eine ungenutzte Strecke u–v hat: markiere sie; lege v auf den Stapel
        sonst: nimm u vom Stapel; die Strecke nach u (falls es eine gibt) kommt vorne an die Antwort
    gib die Antwort zurück: jede Strecke genau einmal
code-bridges =
    für jede noch nicht besuchte Stadt w: suche(w), w ist eine Wurzel
    suche(u): disc[u] = low[u] = Zeit; Zeit = Zeit + 1
        für jede Strecke u–v außer genau der Strecke, über die u erreicht wurde:
            wenn v besucht ist: low[u] = min(low[u], disc[v])
            sonst: suche(v); low[u] = min(low[u], low[v])
                wenn low[v] > disc[u]: die Strecke u–v ist eine Brücke
                wenn u keine Wurzel ist und low[v] ≥ disc[u]: u ist ein Artikulationspunkt
    eine Wurzel ist ein Artikulationspunkt, wenn sie 2 oder mehr Kinder hat
    gib die Brücken und die Artikulationspunkte zurück
code-maxflow =
    Fluss = 0; jede Strecke trägt eine Flusseinheit, in beide Richtungen möglich
    wiederhole:
        Breitensuche von s über Strecken mit freier Kapazität
        wenn t nicht erreicht wird: halte an
        schicke eine weitere Flusseinheit über den gefundenen Weg; Fluss = Fluss + 1
    S = die Städte, die die letzte Suche erreicht hat
    gib den Fluss und den Schnitt zurück: die Strecken zwischen S und dem Rest

## Algorithm names

alg-bfs = Breitensuche
alg-dfs = Tiefensuche
alg-components = Zusammenhangskomponenten
alg-dijkstra = Kürzeste Wege nach Dijkstra
alg-prim = Minimaler Spannbaum (Prim)
alg-kruskal = Minimaler Spannbaum (Kruskal)
alg-steiner = Steinerbaum: Näherung und exakt
alg-longest_trail = Längste durchgehende Strecke
alg-euler = Eulerweg (Hierholzer)
alg-bridges = Brücken und Artikulationspunkte (Tarjan)
alg-maxflow = Maximaler Fluss und minimaler Schnitt (Edmonds–Karp)

## Step reasons

why-bfs-start = Start in { $node }: besucht, Abstand 0, wartet in der Warteschlange.
why-bfs-take = { $node } wird aus der Warteschlange genommen (Abstand { $dist }).
why-bfs-discover = { $node } ist neu: von { $from } aus erreicht, Abstand { $dist }, in die Schlange.
why-bfs-target = { $node } ist das Ziel: sie ist mit Abstand { $dist } erreicht, und dieser Abstand ist endgültig, also endet die Suche.
why-bfs-skip = { $node } ist schon besucht: die Strecke von { $from } wird übersprungen.
why-bfs-done = Die Warteschlange ist leer: { $count ->
        [one] 1 Stadt wurde
       *[other] { $count } Städte wurden
    } erreicht.
why-dfs-start = Start in { $node }: besucht und auf den Stapel gelegt.
why-dfs-discover = { $node } ist neu: von { $from } aus als Nummer { $order } erreicht, auf den Stapel.
why-dfs-skip = { $node } ist schon besucht: die Strecke von { $from } wird übersprungen.
why-dfs-finish = Alle Strecken von { $node } sind erledigt: sie verlässt den Stapel.
why-dfs-done = Der Stapel ist leer: { $count ->
        [one] 1 Stadt wurde
       *[other] { $count } Städte wurden
    } erreicht.
why-components-new = { $node } gehört noch zu keiner Komponente: sie beginnt Komponente { $number }.
why-components-take = { $node } wird aus der Warteschlange genommen (Komponente { $number }).
why-components-discover = { $node } wird von { $from } aus erreicht: sie kommt in Komponente { $number }.
why-components-skip = { $node } hat schon ihre Komponente: die Strecke von { $from } wird übersprungen.
why-components-finished = Komponente { $number } ist vollständig mit { $size ->
        [one] 1 Stadt
       *[other] { $size } Städten
    }.
why-components-done = Jede Stadt hat ihre Komponente: insgesamt { $count ->
        [one] 1 Komponente
       *[other] { $count } Komponenten
    }.
why-dijkstra-start = Start in { $node } mit Abstand 0; jede andere Stadt hat ∞.
why-dijkstra-settle = { $node } wird mit Abstand { $dist } aus der Warteschlange genommen: dieser Abstand ist endgültig.
why-dijkstra-target = { $node } ist das Ziel: ihr Abstand { $dist } ist endgültig, also halten wir an.
why-dijkstra-settled = { $node } ist schon endgültig: die Strecke von { $from } hilft nicht.
why-dijkstra-relax = Über { $from } (+{ $length }) hat { $node } den Abstand { $dist }, besser als { $old }.
why-dijkstra-keep = Über { $from } (+{ $length }) hätte { $node } den Abstand { $via }, nicht besser als { $dist }.
why-dijkstra-done = Fertig: { $count ->
        [one] 1 Stadt hat ihren
       *[other] { $count } Städte haben ihren
    } endgültigen Abstand.
why-prim-start = Der Baum beginnt in { $node }.
why-prim-add = { $node } kommt über ihre billigste Strecke ({ $key }) in den Baum; er wiegt { $weight }.
why-prim-inside = { $node } ist schon im Baum: die Strecke von { $from } wird übersprungen.
why-prim-better = Die Strecke von { $from } verbindet { $node } für { $key }, billiger als { $old }.
why-prim-keep = Die Strecke von { $from } ({ $length }) ist für { $node } nicht billiger als { $key }.
why-prim-done = Der minimale Spannbaum hat { $count ->
        [one] 1 Strecke
       *[other] { $count } Strecken
    } und wiegt { $weight }.
why-kruskal-start = { $count ->
        [one] Die 1 Strecke ist
       *[other] Die { $count } Strecken sind
    } nach Länge sortiert; jede Stadt ist eine eigene Gruppe.
why-kruskal-take = { $edge } ({ $length }) verbindet zwei Gruppen: sie wird genommen; { $other } hängt jetzt unter { $root }.
why-kruskal-cycle = { $edge } ({ $length }) bleibt in der Gruppe von { $root }: sie würde einen Kreis schließen.
why-kruskal-complete = Der Baum hat { $count ->
        [one] die 1 nötige Strecke
       *[other] alle { $count } nötigen Strecken
    }: der Rest wird nicht angesehen.
why-kruskal-done = Der minimale Spannbaum hat { $count ->
        [one] 1 Strecke
       *[other] { $count } Strecken
    } und wiegt { $weight }.
why-steiner-trivial = Weniger als zwei Städte: es gibt nichts zu verbinden.
why-steiner-distance = Ein kürzester Weg von { $u } nach { $v } hat die Länge { $dist }.
why-steiner-unreachable = { $v } ist von { $u } aus nicht erreichbar: kein Baum verbindet sie.
why-steiner-none = Die Städte lassen sich nicht alle verbinden.
why-steiner-closure = Der Distanzgraph verbindet die { $count } Städte in { $pairs ->
        [one] 1 Paar
       *[other] { $pairs } Paaren
    }.
why-steiner-closure_take = { $u }–{ $v } ({ $dist }) verbindet zwei Teile des Distanzbaums.
why-steiner-closure_skip = { $u }–{ $v } ({ $dist }) würde im Distanzbaum einen Kreis schließen.
why-steiner-expand = { $u }–{ $v } wird zu seinem kürzesten Weg aus { $count ->
        [one] 1 Strecke
       *[other] { $count } Strecken
    }.
why-steiner-mst_take = { $edge } ({ $length }) kommt in den Spannbaum.
why-steiner-mst_skip = { $edge } ({ $length }) würde einen Kreis schließen: weggelassen.
why-steiner-prune = { $node } ist ein Ende des Baums, aber keine Zielstadt: entfernt.
why-steiner-approx = Die Näherung kostet { $cost } ({ $count ->
        [one] 1 Strecke
       *[other] { $count } Strecken
    }).
why-steiner-exact = Jetzt die exakte Suche über die Mengen der { $count } Städte.
why-steiner-single = { $node } allein: die billigsten Wege von { $node } zu jeder Stadt werden bestimmt.
why-steiner-merge = Zwei Bäume für Teile von { $nodes } treffen sich in { $node }: zusammen { $cost }.
why-steiner-grow = Der billigste Baum, der { $nodes } verbindet, kostet { $cost }.
why-steiner-done = Minimum { $exact }, Näherung { $approx }: ein Abstand von { $gap }.
why-trail-start = Ein neuer Start in { $node }.
why-trail-extend = Der Weg geht weiter über { $edge }: Länge { $length } (bester { $best }).
why-trail-best = { $length } ist der bisher längste.
why-trail-prune = Höchstens { $bound } ist noch möglich, nicht mehr als der beste { $best }: hier aufgeben.
why-trail-backtrack = Es geht nicht weiter: { $edge } wird zurückgenommen (Länge { $length }).
why-trail-done = Die längste durchgehende Strecke besteht aus { $count ->
        [one] 1 Strecke
       *[other] { $count } Strecken
    } und hat die Länge { $length }.
why-trail-stopped = Vorzeitig angehalten: der beste bisher hat die Länge { $length }.
why-euler-degrees = Die Strecken an jeder der { $count } Städte werden gezählt.
why-euler-odd = { $count ->
        [0] Keine Stadt hat
        [one] 1 Stadt hat
       *[other] { $count } Städte haben
    } eine ungerade Zahl von Strecken: { $nodes }.
why-euler-none_empty = Es gibt keine Strecken.
why-euler-none_split = Die Strecken hängen nicht zusammen ({ $u } erreicht { $v } nicht): kein Eulerweg.
why-euler-none_odd = { $count } ungerade Städte, mehr als 2: kein Eulerweg.
why-euler-circuit = Keine ungerade Stadt: es gibt einen Eulerkreis; er beginnt in { $node }.
why-euler-trail = Genau zwei ungerade Städte: ein Eulerweg führt von { $u } nach { $v }.
why-euler-stack = { $node } kommt auf den Stapel.
why-euler-take = { $edge } ist ungenutzt: fahre sie und lege { $node } auf den Stapel.
why-euler-back = { $node } hat keine ungenutzte Strecke: sie verlässt den Stapel, und { $edge }, die Strecke dorthin, kommt vorne an die Antwort.
why-euler-back_start = { $node } hat keine ungenutzte Strecke: sie verlässt den Stapel. Hier begann der Weg, also kommt keine Strecke in die Antwort.
why-euler-done_circuit = Der Eulerkreis nutzt { $count ->
        [one] die 1 Strecke
       *[other] alle { $count } Strecken
    } genau einmal.
why-euler-done_trail = Der Eulerweg nutzt { $count ->
        [one] die 1 Strecke
       *[other] alle { $count } Strecken
    } genau einmal.
why-tarjan-root = { $node } ist noch nicht besucht: dort beginnt eine neue Suche.
why-tarjan-visit = { $node } wird entdeckt: disc = low = { $disc }.
why-tarjan-parent = { $edge } ist die Strecke, über die wir kamen: übersprungen.
why-tarjan-back = { $v } ist schon besucht (disc { $disc }): low von { $u } ist { $low }.
why-tarjan-return = Zurück von { $child } in { $node }: low von { $node } ist { $low }.
why-tarjan-bridge = low { $low } > disc { $disc }: { $edge } ist eine Brücke.
why-tarjan-cut = low von { $child } ({ $low }) ≥ disc von { $node } ({ $disc }): { $node } ist ein Artikulationspunkt.
why-tarjan-root_cut = Die Wurzel { $node } hat { $count } Kinder: sie ist ein Artikulationspunkt.
why-tarjan-root_single = Die Wurzel { $node } hat weniger als zwei Kinder: kein Artikulationspunkt.
why-tarjan-done = { $bridges ->
        [one] 1 Brücke
       *[other] { $bridges } Brücken
    } und { $count ->
        [one] 1 Artikulationspunkt
       *[other] { $count } Artikulationspunkte
    }.
why-flow-start = Noch keine Flusseinheit von { $u } nach { $v }: der Fluss ist 0.
why-flow-search = Suche { $number }: eine Breitensuche von { $u } nach { $v }.
why-flow-reach = { $node } wird von { $from } aus über eine freie Strecke erreicht.
why-flow-reach_back = { $node } wird von { $from } aus gegen eine Flusseinheit erreicht, die sich zurücknehmen lässt.
why-flow-augment = Ein Weg aus { $count ->
        [one] 1 Strecke
       *[other] { $count } Strecken
    } trägt eine weitere Flusseinheit: Fluss { $flow }.
why-flow-none = { $v } ist nicht mehr erreichbar: der Fluss { $flow } ist maximal.
why-flow-side = Die letzte Suche erreichte { $count ->
        [one] 1 Stadt: sie bildet
       *[other] { $count } Städte: sie bilden
    } die Seite S des Schnitts.
why-flow-done = { $flow ->
        [one] 1 Flusseinheit
       *[other] { $flow } Flusseinheiten auf getrennten Wegen
    }; { $count ->
        [one] 1 Strecke
       *[other] { $count } Strecken
    } zu entfernen trennt die Städte.

## The lab page

lab-locked = Die Städte sind gesperrt, solange die Schritte laufen: ein versehentlicher Klick ändert nichts. Um andere Städte zu wählen, drücke „{ $change }“.
lab-do-locked = „{ $step }“ oder → geht weiter. Die Städte sind gesperrt: „{ $change }“ wählt andere.
lab-change = Eingaben ändern
lab-change-tip = Die Städte entsperren und zurück zu Schritt 1
lab-undo = Auswahl zurücknehmen
lab-undo-tip = Die zuletzt gewählte Stadt zurücknehmen
lab-undo-none = Es gibt keine Auswahl zum Zurücknehmen.
lab-ask-kind = Frage
lab-ask-kind-next = welche Stadt oder Strecke als Nächstes kommt
lab-ask-kind-values = Werte (Abstand, Kreis, Schnitt)
lab-ask-kind-both = beides
lab-ask-next-node = Vorhersage: Welche Stadt nimmt der Algorithmus als Nächstes? Klicke sie an.
lab-ask-next-edge = Vorhersage: Welche Strecke nimmt der Algorithmus als Nächstes? Klicke sie an.
lab-ask-dist = Vorhersage: Über { $from } (+{ $length }) – wie groß ist dist[{ $node }] nach diesem Schritt?
lab-ask-bfs-dist = Vorhersage: { $node } wird von { $from } aus erreicht. Wie groß ist dist[{ $node }]?
lab-ask-key = Vorhersage: Die Strecke von { $from } hat die Länge { $length }. Wie groß ist key[{ $node }] nach diesem Schritt?
lab-ask-cycle = Vorhersage: Schließt { $edge } einen Kreis (sind ihre beiden Städte schon in einer Gruppe)?
lab-ask-side = Vorhersage: Liegt { $node } auf der Seite S des Schnitts, der Seite von { $source }?
lab-ask-click-node = Diese Frage verlangt eine Stadt: Klicke auf eine Stadt.
lab-ask-click-edge = Diese Frage verlangt eine Strecke: Klicke auf eine Strecke.
lab-ask-type = Antworte im Feld unter der Frage.
lab-ask-not-number = „{ $got }“ ist keine ganze Zahl: Tippe eine Zahl wie 7 (oder ∞).
lab-ask-not-yesno = „{ $got }“ ist weder ja noch nein.
lab-answer = Antworten
lab-yes = ja
lab-no = nein
lab-predict-right-tie = ✓ Richtig: { $got } ist auch erlaubt (Gleichstand). Nach seiner Regel für Gleichstand nimmt das Labor { $took }. { $why }
lab-predict-wrong-tie = ✗ Nicht { $got }. Jede davon war richtig (Gleichstand): { $allowed }. { $why }
lab-tally = Klassenabstimmung
lab-reveal = Auflösen
lab-tally-none = Noch keine Stimmen: Klicke jede Antwort an, die die Klasse nennt, dann drücke „{ $reveal }“.
lab-tally-votes = { $n ->
        [one] 1 Stimme
       *[other] { $n } Stimmen
    }: { $votes }
lab-tally-revealed = { $right } von { $n ->
        [one] 1 Stimme
       *[other] { $n } Stimmen
    } richtig ({ $votes }). { $why }
lab-frontier-by-name = { $what }, nach Namen geordnet (die Reihenfolge findest du selbst heraus): { $items }
lab-frontier-stack-top = Stapel, oberstes zuerst: { $items }
lab-result-euler-trail = Der Eulerweg ({ $n ->
        [one] 1 Strecke
       *[other] { $n } Strecken
    }): { $trail }
lab-result-euler-circuit = Der Eulerkreis ({ $n ->
        [one] 1 Strecke
       *[other] { $n } Strecken
    }): { $trail }
lab-result-steiner = Exakter Baum (durchgezogene Linie): { $exact }. Näherung (Strich-Punkte): { $approx }.
lab-graph-euler = ein Graph mit Eulerweg
lab-euler-graph = Teil des Spielplans, in dem alle Städte bis auf zwei eine gerade Zahl von Strecken haben
lab-sorted = Strecken nach Länge (✓ genommen, ✗ übersprungen, ▶ jetzt): { $items }
sketch-no-city = es gibt keine Stadt namens „{ $name }“
sketch-too-many = höchstens { $max } Städte
sketch-same-name = eine zweite Stadt namens „{ $name }“
sketch-loop = eine Strecke von „{ $name }“ zu sich selbst
sketch-twice = eine zweite Strecke zwischen „{ $a }“ und „{ $b }“
sketch-not-object = muss ein JSON-Objekt sein
sketch-need-list = muss eine Liste […] sein
sketch-missing = fehlt
sketch-format = muss „{ $want }“ sein, nicht „{ $got }“
sketch-bad-name = eine Stadt braucht einen Namen aus 1 bis { $max } Zeichen
sketch-bad-position = muss eine Zahl von 0 bis 1 sein, nicht { $got }
sketch-bad-length = muss eine ganze Zahl von 1 bis { $max } sein, nicht { $got }
sketch-not-json = das ist keine JSON-Datei (Zeile { $line }: { $error })
lab-board-sketch = Dein eigener Graph
lab-sketch-edit = Graph zeichnen
lab-sketch-length = Länge
lab-sketch-do = Klicke auf eine freie Stelle für eine neue Stadt; klicke zwei Städte an für eine Strecke mit der Länge im Feld; klicke eine Strecke an, um ihr diese Länge zu geben (noch einmal: um sie zu entfernen). 4 bis 12 Städte.
lab-sketch-first = { $city } ist das erste Ende: Klicke die andere Stadt der Strecke an.
lab-sketch-size = { $n ->
        [one] 1 Stadt
       *[other] { $n } Städte
    }, { $m ->
        [one] 1 Strecke
       *[other] { $m } Strecken
    }
lab-sketch-few = Zeichne mindestens 4 Städte: ein Graph zum Nachvollziehen braucht ein paar.
lab-sketch-save = Graph speichern
lab-sketch-save-link = { $name } herunterladen
lab-sketch-load = Graphdatei öffnen
lab-sketch-loaded = Graph geöffnet: { $n ->
        [one] 1 Stadt
       *[other] { $n } Städte
    }, { $m ->
        [one] 1 Strecke
       *[other] { $m } Strecken
    }.
lab-sketch-bad-file = Diese Graphdatei ist nicht brauchbar, nichts wurde geändert: { $error }.
lab-sketch-too-large = { $name } ist zu groß für eine Graphdatei: nichts wurde geändert.
lab-sketch-example = Beispielgraph
lab-sketch-blank = Leeres Blatt
lab-link = Link zu diesem Labor (kopiere ihn für deine Klasse)
lab-link-opened = Über einen Link geöffnet: Plan, Graph, Algorithmus und Städte sind gewählt.
lab-link-bad = Dieser Labor-Link ist nicht brauchbar, nichts wurde geändert: „{ $part }={ $value }“ ist unbekannt.
lab-sheet-title = Von Hand nachvollziehen: { $alg }
lab-sheet-name = Tabelle zum Nachvollziehen
lab-sheet-graph = Der Graph (Start und zu wählende Städte sind markiert)
lab-sheet-table = Deine Tabelle: { $what }, eine Zeile je Entscheidung
lab-sheet-terminals = Zu verbindende Städte ({ $n }): { $cities }
lab-sheet-col-step = Zeile
lab-sheet-col-choice = Genommen
lab-sheet-col-frontier = Wartend
lab-sheet-more = { $n ->
        [one] 1 weitere Stadt fehlt
       *[other] { $n } weitere Städte fehlen
    } in der Tabelle: ergänze Spalten, wenn du sie brauchst.
lab-sheet-export = Tabelle zum Nachvollziehen (HTML, zum Drucken)
lab-sheet-link = { $name } herunterladen
lab-export-png-tip = Der Spielplan bei diesem Schritt mit der Beschriftung daneben: Schritt, Begründung, Pseudocode und Tabelle (wie im SVG)
lab-export-captioned = SVG mit Beschriftung
lab-table-length = Weglängen
lab-frontier-trail = Weg jetzt: { $n ->
        [one] 1 Strecke
       *[other] { $n } Strecken
    }
lab-double = (Die zweite Strecke einer Doppelstrecke.)
lab-legend = ━ dicke Linie: gewählt · ━ schwarz, am breitesten: der Weg der Antwort · ┅ magenta gestrichelt: wird gerade geprüft · -·- grüne Strich-Punkte: der Weg jetzt, die gefahrenen Strecken, die noch nicht in der Antwort sind, oder die Näherung neben dem exakten Baum · ● Ring: besucht/fertig · ◌ gestrichelter Ring: wartet (Schlange/Stapel) · ◎ Doppelring: aktuelle Stadt · □ farbiges Quadrat: eine Farbe je Gruppe (Kruskal) · S Start, T Ziel, 1 2 3 zu verbindende Städte · □ gepunktet: Region
lab-table-unused = ungenutzte Strecken an jeder Stadt (zu Beginn: ihr Grad)
lab-by-city = Stadt für Stadt
lab-step-level = Teil { $k } von { $n }, eine Ebene nach der anderen (Schritt { $i } von { $total })
lab-level-done = { $n ->
        [one] Die einzige Stadt mit Abstand { $dist } ist gefunden: { $cities }.
       *[other] Alle { $n } Städte mit Abstand { $dist } sind gefunden: { $cities }.
    }
lab-result-routes = { $source } → { $target }: { $dist ->
        [one] 1 Strecke
       *[other] { $dist } Strecken
    } (die wenigsten)

## die Spielpläne, die das Labor anbietet, nach ihrer Kennung (widgets/lab/graphs.py board_name)
board-name-europe = Europa
board-name-deutschland = Deutschland
board-name-legendary_asia = Legendäres Asien
board-name-trans_europa = „Trans Europa“
board-name-trans_america = „Trans Amerika“
