# Die eigenen Worte des Spiels im Terminal (python -m ttrwidgets play), Deutsch.
# Begriffe: die der Spielanleitungen (../shared/glossary.md).
help =
    Befehle (eine Aktion pro Zug):
    deck                      eine Karte vom Nachziehstapel ziehen   (draw.two)
    take FARBE                eine offene Karte nehmen, z. B. take red
    claim STADT1 STADT2 [FARBE] [KARTEN] eine Strecke bauen, z. B. claim Paris Bruxelles red
                              KARTEN wie red:2+loco:1; ohne KARTEN werden die Möglichkeiten gezeigt
    routes                    Strecken, die du jetzt bezahlen kannst
    tickets                   Zielkarten ziehen
    tickets KURZ LANG         Deutschland: Verteilung ansagen, z. B. tickets 3 1
    keep N [N ...]            angebotene Zielkarten nach Nummer behalten
    passengers [STADT:FARBE ...]  Deutschland: Passagiere nach dem Bau wählen
    pay [KARTEN]              Zusatzkarten eines Tunnels zahlen;  withdraw  den Bau abbrechen
    station STADT [KARTEN]    einen Bahnhof bauen
    Asien (Teams): deck [hand|shared], take FARBE [hand|shared]: wohin die erste Karte kommt
                              (sonst auf die Hand; die zweite kommt an den anderen Platz);
                              keep N [N ...] share N: die behaltene Zielkarte für den Kartenhalter;
                              share N [N]: eigene Zielkarten N (siehe mine) in den Kartenhalter stellen
    pass                      nur wenn nichts anderes möglich ist
    hint                      was der Bot „greedy“ jetzt spielen würde, und warum
    auto                      den Bot „greedy“ diese eine Aktion für dich spielen lassen
    board | hand | mine       Spiel, eigene Karten, Zielkarten und Strecken zeigen
    rule KENNUNG              eine Regel erklären, z. B. rule tunnel.extra
    undo                      zurück zur vorigen eigenen Entscheidung (wie „Rückgängig“ in der App)
    save DATEI                Spiel als JSON speichern; auch die App lädt es
    lang en|de                Sprache wechseln
    quit
help-short = Tippe help für die Befehle (eine Aktion pro Zug).
prompt = { $seat } >{" "}
hand = Deine Hand: { $cards }
faceup = Offen: { $cards }   Nachziehstapel: { $deck }, Ablagestapel: { $discard }, Zielkarten übrig: { $tickets }
player-stations = { $seat }: { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }, { $trains ->
        [one] 1 Waggon
       *[other] { $trains } Waggons
    }, { $hand_n ->
        [one] 1 Karte
       *[other] { $hand_n } Karten
    }, { $tickets_n ->
        [one] 1 Zielkarte
       *[other] { $tickets_n } Zielkarten
    }, Bahnhöfe: { $stations }
player = { $seat }: { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }, { $trains ->
        [one] 1 Waggon
       *[other] { $trains } Waggons
    }, { $hand_n ->
        [one] 1 Karte
       *[other] { $hand_n } Karten
    }, { $tickets_n ->
        [one] 1 Zielkarte
       *[other] { $tickets_n } Zielkarten
    }
player-passengers = { $seat }: { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }, { $trains ->
        [one] 1 Waggon
       *[other] { $trains } Waggons
    }, { $hand_n ->
        [one] 1 Karte
       *[other] { $hand_n } Karten
    }, { $tickets_n ->
        [one] 1 Zielkarte
       *[other] { $tickets_n } Zielkarten
    }; Passagiere: { $list }
offer = Angebotene Zielkarten (behalte mindestens { $min }):
ticket = { $n }. { $name }  — { $status }
done = erfüllt
todo = { $cost ->
        [one] noch 1 Feld auf dem günstigsten Weg
       *[other] noch { $cost } Felder auf dem günstigsten Weg
    }
blocked = blockiert
completed = erfüllt, { $points }
failed = nicht erfüllt, { $points }
options = Bezahlmöglichkeiten für { $route }:
nooptions = { $route } kannst du mit deiner Hand nicht bezahlen.
unknown = „{ $cmd }“ verstehe ich nicht. Tippe help.
tunnel = Tunnel: Zahle { $extra ->
        [one] 1 weitere Karte
       *[other] { $extra } weitere Karten
    } oder brich den Bau ab. Möglichkeiten: { $opts }
saved = Gespeichert in { $path }.
cantsave = ✗ Speichern in { $path } nicht möglich: { $why }
loaded = Das gespeicherte Spiel geht weiter: { $n ->
        [one] 1 Aktion nachgespielt.
       *[other] { $n } Aktionen nachgespielt.
    }
seats = Plätze: { $seats }
seat-kind = { $seat } ({ $kind })
you = du
person = eine Person
botkind = Bot { $bot }
bot-ignored = Hinweis: --bot gilt für neue Spiele; das geladene Spiel behält seine gespeicherten Bots.
undone = Zurück zu deiner vorigen Entscheidung.
cantundo = Es gibt nichts zurückzunehmen.
bot = { $seat } ({ $bot }) spielt: { $action }
final = Endwertung:
scoreline = { $seat }: { $total } = { $parts }
score-part = { $part } { $points }
mix = Sag deine { $total } Zielkarten an: tickets KURZ LANG (zusammen { $total }), dann behalte mindestens { $min }.
mixes = Welche Verteilung?
mix-option = { $short }× „kurze Strecke“ + { $long }× „lange Strecke“
passengers = Wähle an jedem Ende einen Passagier: passengers STADT:FARBE ...
passengers-at = { $city }: { $colours }
your-passengers = Deine Passagiere: { $list }
stations-none = keine
passengers-none = keine
hint = Tipp (Bot „greedy“): { $action }. Warum: { $reason }
auto = Automatisch (Bot „greedy“) für dich: { $action }. Warum: { $reason }
team = Mannschaft { $team } ({ $seats }): { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }, { $trains ->
        [one] 1 Waggon
       *[other] { $trains } Waggons
    }; Kartenhalter: { $cards_n ->
        [one] 1 Karte
       *[other] { $cards_n } Karten
    }, { $tickets_n ->
        [one] 1 Zielkarte
       *[other] { $tickets_n } Zielkarten
    }
holder = Kartenhalter der Mannschaft: { $cards }
shared-ticket = im Kartenhalter: { $name }  — { $status }
team-name = Mannschaft { $team }
error = Fehler: { $error }
bad-seat = Dein Platz muss zwischen 0 und { $last } liegen, nicht { $seat }.
no-route = Zwischen { $a } und { $b } gibt es keine Strecke.
# claim mit einem Wort, das keine Kennung einer Strecke ist
route-words = Nenne eine Strecke mit ihren zwei Städten, etwa „claim Paris Frankfurt“, oder mit ihrer Kennung.

## Die Befehlszeile (python -m ttrwidgets ...): Aufruf, Hilfe und Fehler in den Argumenten, in
## der Sprache von --lang. argparse füllt die Variablen; ein Hilfetext enthält kein Prozentzeichen.
args-usage = Aufruf:{" "}
args-options = Optionen
args-positionals = Argumente
args-help = diese Hilfe zeigen und beenden
args-error = { $prog }: Fehler: { $message }
args-argument = Argument { $argument_name }: { $message }
args-invalid-choice = ungültige Wahl: { $value } (möglich sind { $choices })
args-invalid-value = ungültiger Wert für { $type }: { $value }
args-required = Diese Argumente fehlen: { $x }
args-unrecognized = unbekannte Argumente: { $x }
args-expected-one = erwartet genau einen Wert
args-expected-at-most-one = erwartet höchstens einen Wert
args-expected-at-least-one = erwartet mindestens einen Wert
args-expected-n = { $count ->
        [one] erwartet { $n } Wert
       *[other] erwartet { $n } Werte
    }
args-ambiguous = mehrdeutige Option: { $option } kann { $matches } sein
args-ignored = Wert { $x } wird nicht beachtet
args-not-allowed = nicht erlaubt zusammen mit dem Argument { $x }
args-one-required = eines der Argumente { $x } ist nötig

args-play = Spiele Zug um Zug im Terminal gegen Bots.
args-play-trans = Spiele Trans Europa oder Trans Amerika im Terminal gegen Bots.
args-game = das Spiel (sonst { $default })
args-players = die Zahl der Spieler: { $counts } (sonst { $default })
args-seat = dein Platz (sonst 0, der erste); mit --load die Personen des gespeicherten Spiels und zusätzlich dieser Platz
args-bot = die Bots eines neuen Spiels (sonst greedy); ein geladenes Spiel behält die gespeicherten Bots
args-bot-trans = die Bots (sonst steiner)
args-variant = Europa: classic, 1912, mega oder big-cities
args-seed = der Startwert des Zufalls (gleicher Startwert: gleiches Spiel)
args-lang = die Sprache des Spiels und dieser Texte
args-load = ein mit save DATEI oder in der App gespeichertes Spiel fortsetzen oder mit einer Szenario-Datei beginnen (die Dateien, die die App lädt)
args-special = die Sonderkarten: deck oder eine Karte mit ihrer Nummer 1–19
args-auto = einen Bot auch deinen Platz spielen lassen

## python -m ttrwidgets ohne Befehl oder mit --help
usage =
    Aufruf: python -m ttrwidgets [--lang SPRACHE] BEFEHL [ARGUMENTE]

    Befehle:
      scenario DATEI.json [...]  Szenario-Dateien prüfen (eine JSON-Zeile je Erwartung)
      play [--players N] ...     im Terminal gegen Bots spielen (play --help: die Optionen)
      lesson check DATEI.json ... Lektionsdateien prüfen (--all: die mitgelieferten Kurse)
      puzzle solve DATEI.json ... die genauen Lösungen von Rätseldateien (eine JSON-Zeile je Datei)
      puzzle make --kind K --seed N  ein Rätsel aus einem Spiel mit Startwert machen (--game G, --out DATEI)
      puzzle check --all | DATEI ... Rätseldateien erneut prüfen (--all: die mitgelieferten)
      bench [--games N]          die Engine messen (JSON; --compare REV: nebeneinander)
      app [--port N] [--class]   die Voilà-App im Browser starten (--class: für eine Klasse)
      static --serve [--port N]  die mit make static gebaute statische Seite bereitstellen (ohne Kernel)

    Aus einem Quellcode-Checkout, Werkzeuge für Entwickler (nicht im Paket):
      tools/bench_ui.py          die App in Chromium über Voilà messen (JSON)
      tools/bench_class.py       eine ganze Klasse: N Seiten, Ladezeit und Klick-Latenz (JSON)
      tools/bench_graphs.py      die Graphalgorithmen messen (JSON)
unknown-command = unbekannter Befehl { $cmd }
usage-scenario = Aufruf: python -m ttrwidgets scenario DATEI.json [DATEI.json ...]
usage-lesson =
    Aufruf: python -m ttrwidgets lesson check DATEI.json [DATEI.json ...]
            python -m ttrwidgets lesson check --all   (die mitgelieferten Kurse)
usage-puzzle =
    Aufruf: python -m ttrwidgets puzzle solve DATEI.json [DATEI.json ...]
            python -m ttrwidgets puzzle make --kind ART --seed N [--game SPIEL] [--out DATEI]
            python -m ttrwidgets puzzle check --all | DATEI.json [DATEI.json ...]

## puzzle make / puzzle check (ttrwidgets/puzzles/cli.py, make.py): eine falsche Befehlszeile oder
## ein Rätsel, das der Generator nicht machen kann, nach „Fehler: puzzle make: “; $option: eine
## Option, wie getippt (--seed); $arg, $value: was getippt wurde; $kind: eine Rätselart
## (best_station); $game: die Kennung eines Spiels
puzzle-args-unknown = unbekanntes Argument „{ $arg }“
puzzle-args-twice = { $option } ist zweimal angegeben
puzzle-args-needs-value = { $option } braucht einen Wert
puzzle-args-no-value = { $option } nimmt keinen Wert
# $kinds: die Arten, die puzzle make macht
puzzle-args-kind = --kind fehlt (Arten: { $kinds })
puzzle-args-seed = --seed fehlt
puzzle-args-seed-whole = --seed braucht eine ganze Zahl, nicht „{ $value }“
puzzle-args-all-alone = --all steht allein: gib --all oder Dateien an
puzzle-args-files = gib --all oder Rätseldateien an
# $reason: no-folder, denied, folder oder other; $why: was das System sagte (other)
puzzle-args-cannot-write = { $file } kann nicht geschrieben werden: { $reason ->
        [no-folder] ihr Ordner existiert nicht
        [denied] keine Berechtigung
        [folder] das ist ein Ordner
       *[other] { $why }
    }
puzzle-args-not-in-index = { $file }: eine Datei des Pakets, die der Index nicht nennt
# die Probleme einer Datei bei puzzle check (die „problems“ ihrer JSON-Zeile); $key: der
# JSON-Schlüssel des Index (kind, game, rating, features); $index, $file, $why: was der Index
# speichert, was die Datei ergibt (als JSON), warum sich das Rätsel nicht lohnt
puzzle-check-dull = langweilig: { $why }
puzzle-check-index = { $key }: der Index sagt { $index }, die Datei ergibt { $file }
puzzle-check-answer = Antwort: der Index sagt { $index }, die Lösung der Datei ist { $file }
# $kinds: die Arten, mit „oder“ verbunden
puzzle-make-unknown-kind = unbekannte Rätselart „{ $kind }“: wähle { $kinds }
# $games: die Spiele, für die es die Art gibt, mit „und“ verbunden
puzzle-make-game = Rätsel der Art { $kind } gibt es für { $games }, nicht für „{ $game }“
puzzle-make-seed = der Startwert muss eine ganze Zahl sein, nicht { $value }
# $games: wie viele Spiele gespielt wurden
puzzle-make-none = kein interessantes Rätsel der Art { $kind } auf { $game } aus dem Startwert { $seed } in { $games ->
        [one] 1 Spiel
       *[other] { $games } Spielen
    }

args-app = Startet die App von ttrwidgets in Voilà.
args-port = der Port (sonst { $default }; 0: irgendein freier)
args-no-browser = keinen Browser öffnen
args-class = eine Klasse im lokalen Netz bedienen, mit Zugangscode und QR-Code
args-address = Klassenmodus: die Adresse, die die Lernenden aufrufen (sonst die Adresse dieses Rechners im lokalen Netz)
args-max-sessions = höchstens so viele Seiten gleichzeitig (im Klassenmodus sonst { $class }; 0: keine Grenze)
args-pool = im Voraus gestartete Kernel (sonst { $local }, im Klassenmodus { $class }; 0: keine)
args-static = Stellt die statische Seite bereit (die App läuft in jedem Browser, ohne Kernel).
args-serve = die gebaute Seite bereitstellen
args-host = die Adresse, auf der gelauscht wird (sonst 127.0.0.1; 0.0.0.0 für eine Klasse)
args-dir = der Ordner der Seite (sonst site/)

## Das Trans-Spiel im Terminal (python -m ttrwidgets play --game trans_europa)
trans-help = Befehle: marker SP,ZE | rail SP,ZE-SP,ZE | end | return STADT | pass STADT | hint | missing | help | quit
# „missing“: die wenigsten Schienen, die der Spieler noch braucht (trans.score-round)
trans-missing = { $n ->
        [0] Alle deine Städte sind mit deinem Schienennetz verbunden.
        [one] Du brauchst noch mindestens 1 Schiene, um deine Städte zu verbinden.
       *[other] Du brauchst noch mindestens { $n } Schienen, um deine Städte zu verbinden.
    }
trans-missing-none = Setz zuerst deinen Startmarker: Von ihm aus werden die fehlenden Schienen gezählt.
trans-seed = Startwert { $seed }; { $help }
trans-state = -- Durchgang { $round }, { $phase }, noch { $rails ->
        [one] 1 Schiene
       *[other] { $rails } Schienen
    }
trans-state-special = -- Durchgang { $round }, { $phase }, noch { $rails ->
        [one] 1 Schiene
       *[other] { $rails } Schienen
    }, Sonderkarte { $special }
trans-phase = { $phase ->
        [markers] Startmarker setzen
        [rails] Schienen legen
        [choose] Städte wählen
        [return] Städte zurückgeben
        [open_cards] offene Städtekarten
        [over] Spielende
       *[other] { $phase }
    }
trans-player = { $mark } { $seat }: { $prestige } Prestigepunkte, Startmarker { $marker }, Städte: { $cities }
trans-hidden = { $n } verdeckt

## python -m ttrwidgets bench (ttrwidgets/bench.py)
args-bench = Misst die Engine: Partien von Bots, als JSON.
args-bench-games = wie viele Partien gemessen werden (sonst { $default })
args-bench-seed = der Startwert der ersten Partie (sonst { $default })
args-bench-compare = misst auch eine andere Revision (einen Git-Commit) daneben, z. B. --compare HEAD~5
args-bench-peer = misst auch die Vergleichs-Engine im Ordner DIR daneben (git clone https://github.com/TinyPablo/trains-game-engine DIR)
args-bench-rounds = abwechselnde Durchläufe für --compare und --peer (sonst { $default })
args-bench-strong = stattdessen der starke Bot gegen gierige Bots (--games je Einstellung)
args-bench-strong-team = ein Team aus zwei starken Bots gegen gierige Teams in Zug um Zug Asien (Teams), am Tisch zu 4 oder 6 (PLAYERS); --games sagt, wie viele Spiele
args-bench-strong-team-players = --strong-team wird mit 4 oder 6 Spielern gespielt
args-bench-lang = die Sprache dieser Texte und der Fehlermeldungen
args-bench-games-min = --games muss mindestens 1 sein
