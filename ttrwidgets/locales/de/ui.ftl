# Die Worte der App rund um die Regeln: Knöpfe, Überschriften, Hinweise (Deutsch).
# Begriffe: die der Spielanleitungen (../shared/glossary.md); Knopfnamen im Text in „…“.

title = ttrwidgets — Zug um Zug spielend lernen
title-short = ttrwidgets
lang = Sprache
start-intro = Spiele gegen Bots oder mit Freunden an einem Bildschirm. Jede Regel, die das Spiel anwendet, wird erklärt, sobald sie greift, mit ihrer Kennung aus dem Regelwerk.
start-play = Jetzt spielen
start-learn = Lernen
start-game = Welches Spiel?
start-game-card = { $name } · { $players } Spieler
start-variant = Variante
start-tiebreak = Gleichstand
start-players = Spieler
start-seat = Platz { $n }
start-human = Person
start-bot-greedy = Bot (zielkartenorientiert)
start-bot-random = Bot (zufällige Züge)
start-pace = Bot-Tempo
start-pace-readable = gemächlich
start-pace-instant = sofort
start-seed = Startwert (leer: zufällig)
start-teaching = Lehrmodus: alle Karten offen, zu jedem früheren Moment zurück
start-load = Gespeichertes Spiel, Szenario oder Rätsel laden (.json)
start-upload = Datei wählen…
upload-too-large = { $name } ist zu groß ({ $size }); gespeicherte Spiele und Szenarien haben wenige kB, angenommen werden Dateien bis { $limit }.
start-later = Das Graphen-Labor (oben) spielt Dijkstra, Prim, Kruskal und mehr Schritt für Schritt auf den Plänen ab.
start-bad-seed = Der Startwert muss eine ganze Zahl sein (oder leer für einen zufälligen).
variant-classic = Europa (klassische Zielkarten)
variant-1912 = Zielkarten von Europa 1912
variant-mega = Mega-Europa (alle Zielkarten)
variant-big-cities = Europas Großstädte
tiebreak-anniversary = Jubiläumsausgabe: längste durchgehende Strecke
tiebreak-classic = klassische Ausgabe: wenigste Bahnhöfe
loaded = { $source } geladen.
status-setup = { $seat }: Wähle deine Start-Zielkarten.
status-your-turn = { $seat } ist am Zug: Karten ziehen, eine Strecke bauen, Zielkarten ziehen oder einen Bahnhof bauen.
status-second-card = { $seat }: Nimm deine zweite Karte (jetzt keine offene Lokomotive).
status-tunnel = { $seat }: Der Tunnel verlangt { $extra ->
        [one] 1 weitere Karte
       *[other] { $extra } weitere Karten
    }. Zahle oder brich den Bau ab.
status-tickets = { $seat }: Wähle, welche Zielkarten du behältst.
status-your-turn-routes = { $seat } ist am Zug: Karten ziehen, eine Strecke bauen oder Zielkarten ziehen.
status-mix = { $seat }: Sag an, wie viele kurze und lange Start-Zielkarten du ziehst.
status-passengers = { $seat }: Wähle die Passagiere der gebauten Strecke.
status-bot = { $seat } (Bot) überlegt…
status-lesson-other = { $seat } ist am Zug: In einer Lektion ziehen die anderen nur so, wie es der nächste Schritt zeigt.
status-final = {" "}Letzte Runde: { $left ->
        [0] kein Zug mehr.
        [one] noch 1 Zug.
       *[other] noch { $left } Züge.
    }
status-over = Das Spiel ist zu Ende.
you = {" "}(du)
bot = {" "}(Bot)
panel-idle = Klicke auf eine Strecke, um sie zu bauen, auf eine Stadt für einen Bahnhof, auf eine offene Karte oder den Nachziehstapel, um zu ziehen.
panel-idle-mix = Klicke auf eine Strecke, um sie zu bauen, auf eine offene Karte oder den Nachziehstapel, um zu ziehen, oder auf Zielkarten ziehen, um kurze und lange anzusagen.
panel-idle-routes = Klicke auf eine Strecke, um sie zu bauen, auf eine offene Karte oder den Nachziehstapel, um zu ziehen.
panel-second-card = Nimm deine zweite Karte: eine offene (keine Lokomotive) oder eine vom Nachziehstapel.
panel-wait = Warten auf { $seat }.
deck = Nachziehstapel ({ $n })
draw-tickets = Zielkarten ziehen (noch { $n })
draw-tickets-mix = Zielkarten ziehen (kurz { $short }, lang { $long })
faceup = Offene Karten
claim-title = { $route } bauen?
claim-tunnel = Ein Tunnel: Nachdem du deine Karten gelegt hast, werden 3 Karten vom Nachziehstapel aufgedeckt, die weitere Karten verlangen können (tunnel.reveal).
claim-ferry = Eine Fähre: Mindestens { $n } der Karten müssen Lokomotiven sein (ferry.locomotives).
claim-points = Sie bringt { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } und kostet { $length ->
        [one] 1 Waggon
       *[other] { $length } Waggons
    }.
claim-choose = Bezahlen mit:
claim-confirm = Bauen
cancel = Abbrechen
station-title = Bahnhof Nr. { $nth } in { $city } bauen?
station-explain = Am Ende darfst du damit eine Strecke eines anderen Spielers nutzen, die nach { $city } führt (station.borrow).
station-confirm = Bauen
tunnel-title = Tunnel { $route } — aufgedeckt:
tunnel-owe = Du musst { $extra ->
        [one] 1 weitere Karte deiner Farbe ({ $colour }) oder eine Lokomotive
       *[other] { $extra } weitere Karten deiner Farbe ({ $colour }) oder Lokomotiven
    } zahlen.
tunnel-pay = Zahlen
tunnel-withdraw = Zurückziehen
tunnel-cannot = Du kannst nicht zahlen: „Zurückziehen“ gibt dir deine Karten zurück (tunnel.withdraw).
tickets-title = Behalte mindestens { $min } dieser Zielkarten:
tickets-keep = Ausgewählte behalten
tickets-long = {" "}— lang
tickets-short = {" "}— kurz
mix-title-setup = Deine { $n } Start-Zielkarten: wie viele „kurze Strecke“, wie viele „lange Strecke“?
mix-title = { $n } Zielkarten ziehen: wie viele „kurze Strecke“, wie viele „lange Strecke“?
mix-info = Kurze Zielkarten bringen { $short_pts } Punkte ({ $short } im Zielkartenstapel), lange { $long_pts } ({ $long } im Zielkartenstapel). Du siehst sie nach dem Ansagen und behältst mindestens { $keep }.
mix-option = { $short } kurze + { $long } lange
mix-option-tip = { $short } kurze und { $long } lange Zielkarten ansagen.
mix-none = Gerade lässt sich keine Verteilung ziehen.
claim-passengers = Passagiere, die sie bringt (de.take-passengers): { $list }.
claim-passenger-one = einen in { $colour } aus { $city }
claim-passenger-choice = einen nach Wahl aus { $city } ({ $colours })
claim-passengers-none = An keinem Ende wartet ein Passagier (de.take-passengers).
city-passengers = In { $city } { $n ->
        [one] wartet
       *[other] warten
    }: { $list }. Baue eine Strecke nach { $city }, um einen Passagier mitzunehmen (de.take-passengers).
city-no-passengers = In { $city } wartet kein Passagier mehr.
passengers-title = Nimm deine Passagiere von { $route } mit
passengers-how = Wähle unten an jedem Ende einen Passagier, oder klicke seinen Stein auf dem Spielplan; dann „Bestätigen“.
passengers-auto = Schon deiner: der Passagier in { $colour } aus { $city } (die einzige Farbe dort).
passengers-button = { $n ->
        [one] 1 Passagier in { $colour } wartet
       *[other] { $n } Passagiere in { $colour } warten
    } in { $city }: einen mitnehmen
passengers-confirm = Bestätigen
passengers-token = In { $city } { $n ->
        [one] wartet 1 Passagier
       *[other] warten { $n } Passagiere
    } in { $colour }. Wer eine Strecke nach { $city } baut, nimmt dort einen Passagier mit (de.take-passengers).
passengers-not-this-end = { $city } ist kein Ende mit Auswahl: Wähle in { $ends }.
pass-title = Passagiere
pass-now = Mehrheiten, wenn das Spiel jetzt endete: die meisten einer Farbe { $first }, die zweitmeisten { $second } (de.passenger-majority).
pass-points = { $points } Punkte, wenn das Spiel jetzt endete
pass-board = Noch auf dem Plan
pass-sum = Punkte
hand = Hand von { $seat }
hand-hidden = Die Hände sind verdeckt.
my-tickets = Zielkarten (anklicken, um sie auf dem Spielplan zu sehen)
ticket-done = erfüllt
ticket-todo = noch { $n }
ticket-todo-long = noch { $n ->
        [one] 1 Waggon
       *[other] { $n } Waggons
    } auf dem günstigsten Weg (ein Hinweis: nur diese Zielkarte, über freie Strecken)
ticket-blocked = blockiert
ticket-completed = ✓ erfüllt, { $points }
ticket-failed = ✗ nicht erfüllt, { $points }
ticket-blocked-long = blockiert: Über deine und freie Strecken führt kein Weg mehr
ticket-shown = { $ticket }: { $status }. Markiert: die Städte und die noch nötigen Strecken.
players-head = Spieler
players-score = Punkte
players-score-tip = Bisherige Punkte: nur gebaute Strecken; Zielkarten, Bahnhöfe und der Bonus kommen am Ende dazu.
players-score-final-tip = Endsumme: Strecken, Zielkarten, Bahnhöfe und Bonus.
players-trains = Waggons
players-cards = Karten
players-tickets = Zielk.
players-stations = Bahnh.
players-passengers = Passag.
players-score-tip-de = Bisherige Punkte: nur gebaute Strecken; Zielkarten, Globetrotter und Passagier-Mehrheiten kommen am Ende dazu.
players-score-final-tip-de = Endsumme: Strecken, Zielkarten, Globetrotter und Passagier-Mehrheiten.
undo = Rückgängig
undo-tip = Deinen letzten Zug zurücknehmen.
hint-tip = Was der zielkartenorientierte Bot jetzt tun würde, auf dem Spielplan gezeigt.
auto-tip = Der zielkartenorientierte Bot macht diesen einen Zug für dich.
save-tip = Das Spiel speichern, wie es jetzt ist (eine .json-Datei zum späteren Laden).
new-tip = Zurück zur Startseite.
legend = Farben
legend-tip = Was die Buchstaben auf Karten und Strecken bedeuten.
legend-title = Die Farbbuchstaben
projector = Beamer
projector-tip = Große Schrift, dicke Linien und starker Kontrast für den Beamer.
target-placeholder = Strecke oder Stadt eintippen, dann Enter
target-placeholder-routes = Strecke eintippen, dann Enter
target-city = Bahnhof in { $city }
target-second = { $route }, zweite Strecke
undo-none = Es gibt nichts zurückzunehmen.
undo-done = Zurück vor { $action }.
history = Zurück zu
history-start = den Anfang
hint = Tipp
hint-text = Tipp (die Idee eines Bots, keine Regel): { $why }
auto = Bot zieht für mich
save = Spiel speichern
save-link = Gespeichertes Spiel herunterladen ({ $name })
new = Neues Spiel
labels = Städtenamen
explain-title = Schritt für Schritt
explain-newest = der neueste Zug
explain-earlier = Zug { $i } von { $n }
explain-count = Schritt { $k } von { $n }
explain-none = Noch kein Zug.
back = ◀ Zurück
next = Weiter ▶
log-title = Was geschah (neueste zuerst)
log-start = Aufbau
log-entry = { $seat }: { $action }
log-bot-why = Der Grund des Bots: { $why }
log-tunnel-try = beginnt den Tunnel { $route } zu bauen
your-hand = Deine Hand
handover = Gib das Gerät an { $seat }. Die anderen Hände bleiben verdeckt, bis { $seat } bereit ist.
ready = Ich bin { $seat }: meine Karten zeigen
score-title = Endwertung
score-routes-short = Strecken
score-tickets-short = Ziele
score-stations-short = Bahnh.
score-bonus-short = Express
score-total-short = Summe
score-longest-short = Längste
score-routes = Strecken
score-tickets = Zielkarten
score-stations = Bahnhöfe
score-bonus = Bonus „Europa-Express“ (längste durchgehende Strecke)
score-total = Summe
score-globetrotter = Globetrotter-Bonus (die meisten erfüllten Zielkarten)
score-globetrotter-short = Globetrotter
score-passengers = Passagier-Mehrheiten
score-passengers-short = Passagiere
score-how = Wie die Boni zustande kamen:
score-longest = Längste durchgehende Strecke
score-winner = Gewinner: { $seats }
score-show = Auf dem Spielplan zeigen:
score-trail-of = { $seat }: längste durchgehende Strecke ({ $n }) und mitgenutzte Strecken
panel-pass = Diesmal bleibt dir nichts zu tun: keine Karte zu ziehen, keine Strecke und kein Bahnhof, den du bezahlen kannst, keine Zielkarte. Du passt (turn.pass).
pass = Passen
learn-open = Neu bei Zug um Zug? Hier geht's los
learn-list = Alle Lektionen
learn-title = Die Regeln lernen, indem du sie anwendest
learn-intro = Jede Lektion besteht aus ein paar kleinen Aufgaben auf dem echten Spielplan. Das Spiel prüft jeden Versuch und erklärt die Regel, die es anwendet.
learn-course = { $game }: { $done } von { $n } Lektionen fertig
learn-lesson = { $mark }{ $i }. { $title }
learn-continue = Weiter: { $title }
learn-reset = Meinen Fortschritt löschen
learn-reset-done = Dein Fortschritt ist gelöscht: Alle Lektionen sind wieder neu.
learn-teacher = Lehrermodus: Lektionen ohne die Aufgaben durchblättern (für den Beamer)
learn-back-to-start = Zurück zur Startseite
lesson-heading = Lektion { $i } von { $n }: { $title }
lesson-step = Schritt { $k } von { $n }
lesson-rules = Regeln:
lesson-back = ◀ Zurück
lesson-next = Weiter ▶
lesson-show = Zeig es mir
lesson-again = Nochmal
lesson-list = Lektionen
lesson-play = Ein echtes Spiel spielen
lesson-whole-board = Ganzer Plan
lesson-zoom = Heranzoomen
board-zoom-in = Den Plan vergrößern
board-zoom-out = Den Plan verkleinern
lesson-task-do = Deine Aufgabe: Mach es auf dem Plan.
lesson-task-click = Deine Aufgabe: Klicke auf den Plan.
lesson-task-choose = Deine Antwort:
lesson-task-read = Lies und drücke dann „Weiter“.
lesson-task-try = Deine Aufgabe: Probier es auf dem Plan und lies, warum es verboten ist.
lesson-refused = ✓ Verboten, wie die Regel sagt:
lesson-allowed = Diesen Zug erlauben die Regeln, darum wurde er nicht gespielt: Probier den, nach dem dieser Schritt fragt.
lesson-done = ✓ Gut gemacht!
lesson-shown = ✓ So geht es. Drücke „Weiter“, wenn du so weit bist.
lesson-more = Gut, weiter: Die Aufgabe ist noch nicht fertig.
lesson-not-task = Das erlauben die Regeln, aber es ist nicht diese Aufgabe.
lesson-wrong = Nicht ganz.
lesson-finished = Dieser Schritt ist geschafft: Drücke „Weiter“.
lesson-complete = Lektion geschafft! Mach mit der nächsten Lektion weiter oder spiel ein echtes Spiel.
lesson-next-lesson = Nächste Lektion: { $title }
lesson-teacher = Lehrermodus: „Weiter“ geht auch ohne die Aufgabe; „Zeig es mir“ spielt sie vor.
lesson-learn-rule = Diese Regel lernen: { $title }
lesson-no-lesson = Noch keine Lektion lehrt { $rule }.
lesson-unknown = Es gibt keine Lektion { $id }.
puzzles-open = Rätsel: Wo steht der beste Bahnhof? Wie viele Schienen fehlen?
puzzles-title = Rätsel
puzzles-intro = Jedes Rätsel ist eine Stellung auf dem echten Spielplan und eine Frage mit genau einer Antwort. Antworte auf dem Plan, hol dir bis zu drei Tipps und lass dir die Antwort erklären.
puzzles-today = Rätsel des Tages
puzzles-all-games = Alle Spiele
puzzles-all-kinds = Alle Rätselarten
puzzles-none-shown = Kein Rätsel dieser Art zu diesem Spiel: Wähle ein anderes Spiel oder eine andere Art.
puzzles-group = { $kind } — { $game }: { $done } von { $n } gelöst
puzzles-rating-easy = leicht
puzzles-rating-medium = mittel
puzzles-rating-hard = schwer
puzzles-empty = Noch sind keine Rätsel installiert. Lade unten eine Rätseldatei.
puzzles-none = Es gibt kein Rätsel zum Öffnen.
puzzles-load = Rätseldatei laden (.json)
puzzles-reset-done = Dein Rätsel-Fortschritt ist gelöscht: Jedes Rätsel ist wieder neu.
puzzle-not-playable = Rätsel der Art „{ $kind }“ zu { $game } lassen sich in der App noch nicht spielen.
puzzle-unknown = Es gibt kein Rätsel { $id }.
puzzle-heading = Rätsel: { $kind }
status-puzzle = Ein Rätsel: Du siehst den Plan als { $seat }.
puzzle-how-best_station = Klicke auf dem Plan eine Stadt an, dann „Prüfen“.
puzzle-how-longest_trail = Klicke deine Strecken an, um sie in die durchgehende Strecke aufzunehmen (noch einmal: wieder heraus), dann „Prüfen“.
puzzle-how-tunnel_odds = Wähle eine Antwort, dann „Prüfen“.
puzzle-how-cheapest_completion = Klicke die freien Strecken an, die du bauen würdest (noch einmal: wieder heraus), dann „Prüfen“.
puzzle-how-fewest_rails = Klicke die freien Linien an, auf die du Schienen legen würdest (noch einmal: wieder heraus), dann „Prüfen“.
puzzle-your-answer = Deine Antwort:
puzzle-pick-none = noch nichts gewählt
puzzle-pick-city = ein Bahnhof in { $city }
puzzle-pick-trail = { $n ->
        [one] 1 Strecke
       *[other] { $n } Strecken
    }, { $spaces ->
        [one] 1 Waggon
       *[other] { $spaces } Waggons
    }
puzzle-pick-routes = { $n ->
        [one] 1 Strecke
       *[other] { $n } Strecken
    } zu bauen, { $spaces ->
        [one] 1 Waggon
       *[other] { $spaces } Waggons
    }
puzzle-pick-rails = { $n ->
        [one] 1 Linie
       *[other] { $n } Linien
    }, { $rails ->
        [one] 1 Schiene
       *[other] { $rails } Schienen
    }
puzzle-pick-impossible = es geht nicht
puzzle-pick-choice = { $choice }
puzzle-impossible = Es geht nicht
puzzle-pick-best_station = Klicke zuerst eine Stadt auf dem Plan an.
puzzle-pick-longest_trail = Klicke zuerst deine Strecken auf dem Plan an.
puzzle-pick-tunnel_odds = Wähle zuerst eine der Antworten.
puzzle-pick-cheapest_completion = Klicke zuerst die zu bauenden Strecken an.
puzzle-click-city = Dieses Rätsel fragt nach einer Stadt: Klicke eine Stadt an.
puzzle-click-route = Dieses Rätsel fragt nach Strecken: Klicke die Felder einer Strecke an.
puzzle-click-line = Dieses Rätsel fragt nach Linien: Klicke die Linie zwischen zwei benachbarten Kreuzungspunkten an.
puzzle-no-count = Der Spieler dieses Rätsels hat noch keinen Startmarker, es gibt also nichts zu zählen (trans.start-marker).
puzzle-click-choice = Wähle eine der Antworten im Rätselfeld.
puzzle-is-done = Dieses Rätsel ist erledigt: Lies die Erklärung oder mach mit dem nächsten weiter.
puzzle-no-moves = In einem Rätsel beantwortest du nur die Frage: Es werden keine Züge gespielt.
puzzle-check = Prüfen
puzzle-hint = Tipp { $k }/{ $n }
puzzle-hints-used = Keine Tipps mehr
puzzle-no-more-hints = Das war der letzte Tipp.
puzzle-hint-n = Tipp { $k }/{ $n }:
puzzle-reveal = Lösung zeigen
puzzle-revealed = Hier ist die Lösung, auf dem Plan erklärt (zählt nicht als gelöst).
puzzle-clear = Löschen
puzzle-why = Warum: { $k } von { $n }
puzzle-next = Nächstes Rätsel ▶
puzzle-list = Alle Rätsel
error-unexpected = Entschuldigung, bei uns ist etwas schiefgegangen. Das Spiel ist unverändert. Wenn du es meldest, nenne bitte die Kennung { $ref }.
click-nothing = Dort ist nichts: Klicke auf die Felder einer Strecke oder auf eine Stadt.
click-not-now = Warte: Du bist nicht am Zug ({ $seat } ist dran).
click-over = Das Spiel ist vorbei (end.game-over). Starte ein neues Spiel oder nimm Züge zurück.
start-special = Sonderkarten
start-special-none = keine (Grundspiel)
start-special-deck = in jedem Durchgang eine aufgedeckt
start-special-fixed = eine Karte für das ganze Spiel
start-special-card = Karte für das ganze Spiel
start-bot-steiner = Bot (kürzestes Netz)
trans-ready = Ich bin { $seat }: meine Städte zeigen
trans-status-marker = { $seat }: Setze deinen Startmarker — klicke auf einen freien Kreuzungspunkt (Stadt oder nicht).
trans-status-rails = { $seat } ist am Zug: Lege bis zu { $allowed } Schienen — klicke auf eine Linie an deinem Netz.
trans-status-choose = { $seat }: Wähle eine Städtekarte für die Sonderkarte.
trans-status-wait = { $seat } ist am Zug.
trans-status-summary = Durchgang { $round } ist vorbei: So wurde gewertet.
trans-status-over = Das Spiel ist vorbei.
trans-you = {" "}(du)
trans-bot = {" "}(Bot)
trans-rails = Schienen in diesem Zug: { $used } von { $allowed } verbraucht · im Vorrat: { $left } von { $total }
trans-round = Durchgang { $round }
trans-special-in-force = Es gilt Sonderkarte { $n }: { $title }
trans-special-game = (für das ganze Spiel)
trans-special-round = (in diesem Durchgang)
trans-cities-title = Deine Städte — { $seat }
trans-cities-of = Städte von { $seat }
trans-cities-known = Bekannte Städte von { $seat }
trans-cities-hidden = Deine Städte siehst nur du.
trans-cities-connected = verbunden
trans-hint-toggle = Wenigste noch fehlende Schienen (Tipp)
trans-hint-badge = Tipp: { $n } Schienen
trans-hint-text = Tipp: { $seat } { $n ->
        [one] fehlt noch mindestens 1 Schiene
       *[other] fehlen noch mindestens { $n } Schienen
    }, um alle Städte zu verbinden (ein kürzester Weg ist gestrichelt); endete der Durchgang jetzt: +{ $points } Prestigepunkte [trans.score-round].
trans-hint-done = Tipp: Alle Städte von { $seat } sind verbunden [trans.round-end].
trans-hint-nomarker = Tipp: Setze zuerst den Startmarker.
trans-click-marker = Klicke auf einen Kreuzungspunkt, um dort deinen Startmarker zu setzen.
trans-click-line = Klicke auf eine Linie an deinem Netz, um eine Schiene zu legen; eine Doppellinie (Wasser, Gebirge) braucht { $double }.
trans-double-cost = deinen ganzen Zug (ein Schienenstück, das doppelt zählt)
trans-double-cost-1 = in diesem Durchgang 1 Schiene
trans-preview-rail = Eine Schiene zwischen { $a_dat } und { $b_dat } legen? Sie braucht { $cost } der { $room ->
        [one] 1 Schiene
       *[other] { $room } Schienen
    }, die in diesem Zug noch frei sind, und { $joins }.
trans-joins-own = verlängert dein Netz
trans-joins-shared = verbindet dein Netz mit dem Netz von { $names } [trans.shared-network]: Danach nutzt ihr es gemeinsam
trans-joins-alone = liegt für sich allein (Sonderkarte 18)
trans-joins-reaches = {" "}und erreicht { $city }
trans-preview-marker = Deinen Startmarker auf { $at_acc } setzen? [trans.start-marker]
trans-lay = Schiene legen
trans-place = Marker setzen
trans-end-turn = Zug beenden ({ $used } von { $allowed } Schienen gelegt)
trans-choose-return = Sonderkarte 8: Wähle die Städtekarte, die du zurückgibst (geheim; alle wählen gleichzeitig).
trans-choose-pass3 = Sonderkarte 16, Weitergabe { $stage } von 3: Wähle die Städtekarte, die du an deinen linken Nachbarn gibst (geheim; alle gleichzeitig).
trans-choose-chain = Sonderkarte { $n }: Behalte eine deiner beiden Karten in { $colour } und gib die andere weiter (der Letzte legt sie zurück auf den Stapel).
trans-choose-picked = Gewählt: { $city }. Bestätige, um sie abzugeben.
trans-choose-done = Du hast gewählt; es fehlt noch die Wahl von { $seats }.
trans-choose-confirm = Bestätigen
trans-summary-title = Durchgang { $round } — Wertung
trans-summary-reason-completed = { $names } { $n ->
        [one] hat
       *[other] haben
    } alle Städte verbunden: Der Durchgang endet sofort [trans.round-end].
trans-summary-reason-supply = Der Schienenvorrat ist leer: Der Durchgang endet [trans.round-end].
trans-summary-reason-stalled = Eine ganze Runde von Zügen ohne Schiene: Der Durchgang endet [trans.round-end].
trans-summary-head = Spieler|Städte|Fehlende Schienen|Prestigepunkte
trans-summary-complete = fertig
trans-summary-table = Prestigetabelle [trans.score-round]: { $table }.
trans-summary-table-done = fertig → 4
trans-summary-table-row = { $missing ->
        [one] 1 fehlt
       *[other] { $missing } fehlen
    } → { $points }
trans-summary-tree = Auf dem Plan: die wenigsten Schienen, die { $seat } noch fehlten ({ $n }), gestrichelt — dieselbe Zahl wie in der Wertung.
trans-summary-tree-done = Auf dem Plan: die Städte und das Netz von { $seat }, alle verbunden.
trans-summary-badge = { $seat }: { $n ->
        [one] 1 Schiene fehlt
       *[other] { $n } Schienen fehlen
    }
trans-summary-next = Nächster Durchgang ▶
trans-summary-show = { $seat } zeigen
trans-summary-goal = Gespielt wird, bis jemand { $goal } oder mehr Prestigepunkte hat [trans.game-end].
trans-summary-winners = { $names } { $n ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $prestige } Prestigepunkten [trans.game-end].
trans-summary-wait = Lies die Wertung des Durchgangs und drücke dann „Nächster Durchgang“.
trans-players-prestige = Prestigepunkte
trans-players-round = R{ $round }
trans-players-cities = Städte
trans-players-marker = Marker
trans-click-nothing = Dort ist nichts: Klicke auf eine Linie (Schiene legen) oder einen Kreuzungspunkt.
trans-click-over = Das Spiel ist vorbei [trans.game-end]. Starte ein neues Spiel oder nimm Züge zurück.
trans-bot-tree = lege { $rail }: Sie liegt auf einem kürzesten Weg zu deinen Städten ({ $missing ->
        [one] noch 1 Schiene nötig
       *[other] noch { $missing } Schienen nötig
    }).
trans-bot-join = lege { $rail }: Sie verbindet ein anderes Netz, dessen Schienen dann auch für dich zählen [trans.shared-network] ({ $missing ->
        [one] noch 1 Schiene nötig
       *[other] noch { $missing } Schienen nötig
    }).
trans-bot-end = beende den Zug: Jetzt hilft keine Schiene.
trans-bot-marker = setze den Startmarker auf { $at }: Dort ist das Netz zu deinen Städten am billigsten.
trans-bot-give-away = gib { $city } ab: Ohne sie sind deine Städte am billigsten zu verbinden.
trans-bot-random = ein zufälliger erlaubter Zug.
trans-log = Züge
trans-log-rail = { $seat } legt eine Schiene zwischen { $a_dat } und { $b_dat }
trans-log-marker = { $seat } setzt den Startmarker auf { $at_acc }
lab-open = Graphen-Labor: Dijkstra, Prim, Kruskal und mehr Schritt für Schritt auf dem Plan
lab-title = Graphen-Labor
lab-board = Plan
lab-graph = Graph
lab-graph-board = der ganze Plan
lab-graph-network = das Netz eines Spielers
lab-graph-region = eine Region (Städte anklicken)
lab-algorithm = Algorithmus
lab-pick-source = Start: { $city }
lab-pick-target = Ziel: { $city }
lab-pick-terminals = Zu verbindende Städte: { $n }
lab-pick-region = Region: { $n } Städte
lab-pick-clear = Löschen
lab-none = –
lab-do-source = Klicke auf dem Plan die Startstadt an.
lab-do-target = Klicke eine Zielstadt an (für { $alg } freiwillig) oder gehe gleich Schritt für Schritt durch.
lab-do-target-needed = Klicke auf dem Plan die Zielstadt an.
lab-do-terminals = Klicke die zu verbindenden Städte an (2 bis { $max }); ein zweiter Klick nimmt eine wieder heraus.
lab-do-region = Klicke die Städte der Region an; ein zweiter Klick nimmt eine wieder heraus. Die Strecken zwischen ihnen bilden den Graphen.
lab-do-step = Drücke „{ $step }“ für einen Schritt oder „{ $play }“ für alle Schritte. Um eine Stadt neu zu wählen, drücke zuerst ihren Knopf oben.
lab-step-count = Schritt { $k } von { $n }
lab-no-trace = Noch keine Schritte: Wähle, was der Algorithmus braucht.
lab-step = Schritt
lab-play = Abspielen
lab-pause = Anhalten
lab-first-tip = Erster Schritt
lab-back-tip = Einen Schritt zurück
lab-next-tip = Einen Schritt weiter
lab-last-tip = Letzter Schritt
lab-play-tip = Die Schritte im gewählten Tempo abspielen
lab-pause-tip = Beim gezeigten Schritt anhalten
lab-speed = Tempo
lab-speed-slow = langsam
lab-speed-medium = mittel
lab-speed-fast = schnell
lab-speed-fastest = sehr schnell
lab-code = Pseudocode
lab-table = Tabelle: { $what }
lab-table-dist = Abstände
lab-table-order = Besuchsreihenfolge
lab-table-component = Komponentennummern
lab-table-key = Schlüssel (billigste Strecke in den Baum)
lab-table-parent = Union-Find-Eltern
lab-table-pair_dist = Abstände zwischen den zu verbindenden Städten
lab-table-length = Längen
lab-table-degree = Grade
lab-table-disc_low = disc / low
lab-table-flow = Fluss auf den Strecken
lab-table-empty = (leer)
lab-col-city = Stadt
lab-col-value = Wert
lab-col-what = Was
lab-frontier-queue = Warteschlange: { $items }
lab-frontier-stack = Stapel: { $items }
lab-frontier-priority = Vorrangwarteschlange: { $items }
lab-frontier-trail = Zug jetzt: { $n } Strecken
lab-frontier-edges = Noch zu prüfende Strecken: { $n }
lab-result-distance = Abstand { $source } → { $target }: { $dist }
lab-result-unreachable = { $target } ist von { $source } aus nicht erreichbar.
lab-predict = Den nächsten Schritt vorhersagen
lab-predict-ask-node = Vorhersage: Welche Stadt nimmt der Algorithmus als Nächstes? Klicke sie an.
lab-predict-ask-edge = Vorhersage: Welche Strecke nimmt der Algorithmus als Nächstes? Klicke sie an.
lab-predict-wait = Drücke „{ $step }“: In diesem Schritt hat der Algorithmus keine Wahl.
lab-predict-right = ✓ Richtig! { $why }
lab-predict-wrong = ✗ Nicht { $got }. { $why }
lab-predict-shown = Ohne Tipp gezeigt: { $why }
lab-predict-score = Vorhersagen: { $right } von { $n } richtig
lab-export = Bild für Folien:
lab-export-svg = SVG
lab-export-png = PNG
lab-export-link = { $name } herunterladen
lab-export-tip = Der Plan, wie er jetzt ist, mit den Markierungen des Schritts
lab-legend = ━ dicke Linie: gewählt · ┅ magenta gestrichelt: wird gerade geprüft · ● Ring: besucht/fertig · ◌ gestrichelter Ring: wartet (Schlange/Stapel) · ◎ Doppelring: aktuelle Stadt · S Start, T Ziel, 1 2 3 zu verbindende Städte · □ Region
lab-home = Zurück zur Startseite
lab-not-in-graph = { $city } gehört nicht zum gewählten Graphen.
lab-too-many = Höchstens { $max } Städte (die exakte Suche wächst schnell).
lab-click-city = Klicke auf eine Stadt.
lab-nothing-to-pick = { $alg } braucht keine Stadt: Drücke „{ $step }“, um Schritt für Schritt durchzugehen.
lab-network-game = Netz von { $seat } im aktuellen Spiel ({ $n } Strecken)
lab-network-bots = Netz von Platz 1 in einem Bot-Spiel (Startwert { $seed }, { $n } Strecken)
lab-network-none = Für diesen Plan ließ sich kein Netz bilden.
lab-region-empty = Die Region ist leer: Klicke Städte auf dem Plan an.
lab-graph-size = { $nodes } Städte, { $edges } Strecken
lab-grid-size = { $nodes } Punkte, { $edges } Linien
lab-row-length = Länge jetzt
lab-row-best = bisher beste
lab-stopped = Auf einem so großen Graphen hält die Suche nach { $n } Schritten an.
team-name = Mannschaft { $n }
team-board = Spielplan
team-board-legendary_asia = Legendary Asia
team-board-europe = Europa
team-pairing = Zweier-Mannschaften: Partner sitzen zusammen und sind direkt nacheinander am Zug.
team-seat = Platz { $n } · Mannschaft { $team }
team-mountain-note = Die Bergregel von Legendary Asia gehört nicht zu diesen Regeln: Bergstrecken sind hier gewöhnliche Strecken (eine Entscheidung).
team-title = Mannschaften
team-head = Mannschaft
team-seats = Partner
team-holder-cards = Wagenkarten im Kartenhalter
team-holder-tickets = Zielkarten im Kartenhalter
team-card-holder = Kartenhalter deiner Mannschaft für Wagenkarten
team-ticket-holder = Kartenhalter deiner Mannschaft für Zielkarten
team-hidden-count = { $n ->
        [0] keine Zielkarte
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    }, verdeckt
team-partner = Dein Partner { $seat } hat { $n ->
        [0] keine Zielkarte
        [one] 1 Zielkarte
       *[other] { $n } Zielkarten
    } und { $cards ->
        [0] keine Karte
        [one] 1 Karte
       *[other] { $cards } Karten
    } auf der Hand (für dich verdeckt).
team-hidden = Hände und Kartenhalter sind verdeckt, solange das Gerät weitergegeben wird.
team-notes = Dein Bot-Partner erklärt, was er in die Kartenhalter stellt:
team-note = { $seat }: { $why }
team-note-keep = { $seat }: Ich habe { $ticket } in den Kartenhalter für Zielkarten gestellt: Von meinen behaltenen Zielkarten erfüllen die Strecken der Mannschaft sie am günstigsten, so kannst du mithelfen.
team-share-open = Zielkarten teilen…
team-share-tip = Dein ganzer Zug: bis zu { $n } deiner Zielkarten in den Kartenhalter der Mannschaft für Zielkarten stellen.
team-share-title = Teile bis zu { $n } Zielkarten mit deinem Partner:
team-share-info = Das ist dein ganzer Zug. Geteilte Zielkarten stehen im Kartenhalter der Mannschaft für Zielkarten, wo auch dein Partner sie sieht.
team-share-confirm = Teilen
team-share-note = Eine behaltene Zielkarte kommt in den Kartenhalter der Mannschaft für Zielkarten, wo dein Partner sie sieht.
team-share-pick = In den Kartenhalter der Mannschaft:
team-draw-title = Wohin kommt { $card }?
team-card-deck = die Karte vom Nachziehstapel
team-card-faceup = die offene Karte ({ $colour })
team-draw-info = Von deinen zwei Karten kommt eine auf deine Hand, die andere auf den Kartenhalter der Mannschaft: Wähle, wohin diese erste kommt.
team-to-hand = Auf meine Hand
team-to-holder = In den Kartenhalter der Mannschaft
team-pay-choose = Bezahlen mit (Hand und Kartenhalter der Mannschaft):
team-from-hand = { $cards } von deiner Hand
team-from-holder = { $cards } aus dem Kartenhalter
team-completed = Erfüllte Zielkarten
team-completed-short = Erfüllt
team-bonuses = So gingen die Boni aus:
team-express = Asien-Express: { $points } Punkte für { $n ->
        [one] die Mannschaft
       *[other] die Mannschaften
    } mit der längsten durchgehenden Strecke aus den Strecken beider Partner ({ $best ->
        [one] 1 Waggon
       *[other] { $best } Waggons
    }). Längen: { $lengths }.
team-explorer = Asien-Entdecker: { $points } Punkte für { $n ->
        [one] die Mannschaft
       *[other] die Mannschaften
    } mit den meisten erfüllten Zielkarten, Hand und Kartenhalter zusammen ({ $most }). Erfüllt: { $counts }.
team-trail-of = Längste durchgehende Strecke von { $team } ({ $n ->
        [one] 1 Waggon
       *[other] { $n } Waggons
    })
# eine Farbe der Passagiere, die in einer Stadt warten
passengers-of-colour = { $n ->
    [one] 1 Passagier in { $colour }
   *[other] { $n } Passagiere in { $colour }
}
language-name = Deutsch
# Lektionen: Teste dich, gemeistert, wiederholen
learn-lesson-mastered = ★ { $i }. { $title }
learn-mastered-tip = Gemeistert: ohne falschen Versuch und ohne „Zeig es mir“ gelöst.
learn-review = Zum Wiederholen in deinem nächsten Test: { $rules }.
lesson-test = Teste dich
lesson-continue = Weiter: { $title }
lesson-mastered = ★ Lektion gemeistert: kein falscher Versuch, kein „Zeig es mir“.
lesson-test-result = Test beendet: { $right } von { $n } beim ersten Versuch richtig.
lesson-test-review = Die verpassten Regeln kommen in deinem nächsten Test wieder.
learn-course-mastered = { $game }: { $done } von { $n ->
        [one] 1 Lektion
       *[other] { $n } Lektionen
    } fertig, { $mastered } gemeistert ★
lesson-rule-review = zum Wiederholen
# Lektionen: das angeleitete erste Spiel
lesson-guided = Angeleitetes Spiel gegen einen Bot
guide-head = Angeleitetes Spiel: Jede Regel wird erklärt, sobald sie zum ersten Mal vorkommt.
guide-none = Mach deinen Zug: Die Regeln, die er nutzt, werden hier erklärt.
guide-you = Dein Zug
guide-other = Der Zug eines anderen Spielers
guide-setup = Der Spielaufbau
guide-seen = Bisher in diesem Spiel vorgekommene Regeln: { $n }.
guide-short = Es beginnt wenige Spielzüge vor dem Ende, damit du bald das Spielende und die Schlusswertung erlebst.
# der Coach: der starke Bot auf der Startseite
start-bot-strong = Bot (stark: plant alle Zielkarten zusammen)

## die Namen der Spiele (GameInfo.name; die Registry fragt zuerst hier)
game-europe = Zug um Zug Europa
game-deutschland = Zug um Zug Deutschland
game-asia = Zug um Zug Asien (Teams)
game-trans_europa = Trans Europa
game-trans_america = Trans Amerika
