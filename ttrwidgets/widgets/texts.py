"""Every sentence of the app's own interface, in English and German (our own words).

Rule explanations come from the engine's catalogue (:mod:`ttrwidgets.ttr.messages`); this
module only holds the words around them: buttons, headings, hints.

>>> t("status.your-turn", "de", seat="Spieler 1")
'Spieler 1 ist am Zug: Karten ziehen, eine Strecke bauen, Zielkarten ziehen oder einen Bahnhof bauen.'
"""
from __future__ import annotations

LANGS = ("en", "de")

T: dict[str, tuple[str, str]] = {
    "title": ("ttrwidgets — learn Ticket to Ride by playing",
              "ttrwidgets — Zug um Zug spielend lernen"),
    "title.short": ("ttrwidgets", "ttrwidgets"),
    "lang": ("Language", "Sprache"),
    # ---- start page
    "start.intro": ("Play a game against bots or friends on one screen. Every rule the game "
                    "applies is explained, with its rule id, as it happens.",
                    "Spiele gegen Bots oder mit Freunden an einem Bildschirm. Jede Regel, die "
                    "das Spiel anwendet, wird mit ihrer Regel-Id erklärt, sobald sie greift."),
    "start.play": ("Play now", "Jetzt spielen"),
    "start.learn": ("Learn", "Lernen"),
    "start.game": ("Which game?", "Welches Spiel?"),
    "start.game-card": ("{name} · {players} players", "{name} · {players} Spieler"),
    "start.variant": ("Variant", "Variante"),
    "start.tiebreak": ("Tiebreak", "Gleichstand"),
    "start.players": ("Players", "Spieler"),
    "start.seat": ("Seat {n}", "Platz {n}"),
    "start.human": ("Person", "Person"),
    "start.bot.greedy": ("Bot (ticket-minded)", "Bot (zielkartenorientiert)"),
    "start.bot.random": ("Bot (random moves)", "Bot (zufällige Züge)"),
    "start.pace": ("Bot pace", "Bot-Tempo"),
    "start.pace.readable": ("readable", "gemächlich"),
    "start.pace.instant": ("instant", "sofort"),
    "start.seed": ("Seed (empty: random)", "Startwert (leer: zufällig)"),
    "start.teaching": ("Teaching mode: all hands open, undo to any earlier moment",
                       "Lehrmodus: alle Karten offen, zu jedem früheren Moment zurück"),
    "start.load": ("Load a saved game, a scenario or a puzzle file (.json)",
                   "Gespeichertes Spiel, Szenario oder Rätsel laden (.json)"),
    "start.upload": ("Choose file…", "Datei wählen…"),
    "upload.too-large": ("{name} is too large ({size}); saved games and scenarios are a few kB, "
                         "and files up to {limit} are accepted.",
                         "{name} ist zu groß ({size}); gespeicherte Spiele und Szenarien haben "
                         "wenige kB, angenommen werden Dateien bis {limit}."),
    "start.later": ("The graph lab (above) replays Dijkstra, Prim, Kruskal and more on the "
                    "boards, step by step.",
                    "Das Graphen-Labor (oben) spielt Dijkstra, Prim, Kruskal und mehr Schritt "
                    "für Schritt auf den Plänen ab."),
    "start.bad-seed": ("The seed must be a whole number (or empty for a random one).",
                       "Der Startwert muss eine ganze Zahl sein (oder leer für einen zufälligen)."),
    "variant.classic": ("Europe (classic tickets)", "Europa (klassische Zielkarten)"),
    "variant.1912": ("Europa 1912 tickets", "Europa-1912-Zielkarten"),
    "variant.mega": ("Mega Europe (all tickets)", "Mega-Europa (alle Zielkarten)"),
    "variant.big-cities": ("Big Cities", "Großstädte"),
    "tiebreak.anniversary": ("anniversary edition: longest path", "Jubiläumsausgabe: längste Strecke"),
    "tiebreak.classic": ("classic edition: fewest stations", "klassische Ausgabe: wenigste Bahnhöfe"),
    "loaded": ("Loaded {source}.", "{source} geladen."),
    # ---- status line
    "status.setup": ("{seat}: choose your starting tickets.", "{seat}: wähle deine Start-Zielkarten."),
    "status.your-turn": ("{seat} is to move: draw cards, claim a route, draw tickets or build a "
                         "station.",
                         "{seat} ist am Zug: Karten ziehen, eine Strecke bauen, Zielkarten ziehen "
                         "oder einen Bahnhof bauen."),
    "status.second-card": ("{seat}: take your second card (no face-up locomotive now).",
                           "{seat}: nimm deine zweite Karte (jetzt keine offene Lokomotive)."),
    "status.tunnel": ("{seat}: the tunnel asks for {extra} more card(s). Pay or withdraw.",
                      "{seat}: der Tunnel verlangt {extra} weitere Karte(n). Zahlen oder "
                      "zurückziehen."),
    "status.tickets": ("{seat}: choose which tickets to keep.",
                       "{seat}: wähle, welche Zielkarten du behältst."),
    "status.your-turn-routes": ("{seat} is to move: draw cards, claim a route or draw tickets.",
                                "{seat} ist am Zug: Karten ziehen, eine Strecke bauen oder "
                                "Zielkarten ziehen."),
    "status.mix": ("{seat}: announce your starting tickets' mix of short and long ones.",
                   "{seat}: sag an, wie viele kurze und lange Start-Zielkarten du ziehst."),
    "status.passengers": ("{seat}: pick the passengers of the route you claimed.",
                          "{seat}: wähle die Passagiere der gebauten Strecke."),
    "status.bot": ("{seat} (bot) is thinking…", "{seat} (Bot) überlegt…"),
    "status.lesson-other": ("{seat} is to move: in a lesson the other players move only as "
                            "the next step shows.",
                            "{seat} ist am Zug: In einer Lektion ziehen die anderen nur so, "
                            "wie es der nächste Schritt zeigt."),
    "status.final": (" Last round: {left} turn(s) left.", " Letzte Runde: noch {left} Zug/Züge."),
    "status.over": ("The game is over.", "Das Spiel ist zu Ende."),
    "you": (" (you)", " (du)"),
    "bot": (" (bot)", " (Bot)"),
    # ---- panel
    "panel.idle": ("Click a route to claim it, a city to build a station, a face-up card or the "
                   "deck to draw.",
                   "Klicke auf eine Strecke, um sie zu bauen, auf eine Stadt für einen Bahnhof, "
                   "auf eine offene Karte oder den Stapel, um zu ziehen."),
    "panel.idle-mix": ("Click a route to claim it, a face-up card or the deck to draw, or Draw "
                       "tickets to announce a mix of short and long ones.",
                       "Klicke auf eine Strecke, um sie zu bauen, auf eine offene Karte oder den "
                       "Stapel, um zu ziehen, oder auf Zielkarten ziehen, um kurze und lange "
                       "anzusagen."),
    "panel.idle-routes": ("Click a route to claim it, a face-up card or the deck to draw.",
                          "Klicke auf eine Strecke, um sie zu bauen, auf eine offene Karte oder "
                          "den Stapel, um zu ziehen."),
    "panel.second-card": ("Take your second card: a face-up card (not a locomotive) or one from "
                          "the deck.",
                          "Nimm deine zweite Karte: eine offene (keine Lokomotive) oder eine vom "
                          "Stapel."),
    "panel.wait": ("Waiting for {seat}.", "Warten auf {seat}."),
    "deck": ("Deck ({n})", "Stapel ({n})"),
    "draw-tickets": ("Draw tickets ({n} left)", "Zielkarten ziehen (noch {n})"),
    "draw-tickets-mix": ("Draw tickets (short {short}, long {long})",
                         "Zielkarten ziehen (kurz {short}, lang {long})"),
    "faceup": ("Face-up cards", "Offene Karten"),
    "claim.title": ("Claim {route}?", "{route} bauen?"),
    "claim.tunnel": ("A tunnel: after you lay your cards, 3 cards from the deck are revealed and "
                     "may ask for more (tunnel.reveal).",
                     "Ein Tunnel: nachdem du deine Karten gelegt hast, werden 3 Karten vom Stapel "
                     "aufgedeckt, die weitere Karten verlangen können (tunnel.reveal)."),
    "claim.ferry": ("A ferry: at least {n} of the cards must be locomotives (ferry.locomotives).",
                    "Eine Fähre: mindestens {n} der Karten müssen Lokomotiven sein "
                    "(ferry.locomotives)."),
    "claim.points": ("It is worth {points} point(s) and uses {length} train(s).",
                     "Sie bringt {points} Punkt(e) und kostet {length} Wagen."),
    "claim.choose": ("Pay with:", "Bezahlen mit:"),
    "claim.confirm": ("Claim", "Bauen"),
    "cancel": ("Cancel", "Abbrechen"),
    "station.title": ("Build station no. {nth} in {city}?", "Bahnhof Nr. {nth} in {city} bauen?"),
    "station.explain": ("At the end it lets you use one route of another player that enters "
                        "{city} (station.borrow).",
                        "Am Ende darfst du damit eine Strecke eines anderen Spielers nutzen, die "
                        "nach {city} führt (station.borrow)."),
    "station.confirm": ("Build", "Bauen"),
    "tunnel.title": ("Tunnel {route} — revealed:", "Tunnel {route} — aufgedeckt:"),
    "tunnel.owe": ("You owe {extra} more card(s) of your colour ({colour}) or locomotives.",
                   "Du musst {extra} weitere Karte(n) deiner Farbe ({colour}) oder Lokomotiven "
                   "zahlen."),
    "tunnel.pay": ("Pay", "Zahlen"),
    "tunnel.withdraw": ("Withdraw", "Zurückziehen"),
    "tunnel.cannot": ("You cannot pay: withdraw takes your cards back (tunnel.withdraw).",
                      "Du kannst nicht zahlen: Zurückziehen gibt dir deine Karten zurück "
                      "(tunnel.withdraw)."),
    "tickets.title": ("Keep at least {min} of these tickets:", "Behalte mindestens {min} dieser "
                      "Zielkarten:"),
    "tickets.keep": ("Keep selected", "Ausgewählte behalten"),
    "tickets.long": (" — long", " — lang"),
    # ---- Deutschland: ticket mixes (de.setup-tickets, de.draw-tickets)
    "tickets.short": (" — short", " — kurz"),
    "mix.title-setup": ("Your {n} starting tickets: how many from the short deck, how many "
                        "from the long one?",
                        "Deine {n} Start-Zielkarten: wie viele vom kurzen Stapel, wie viele vom "
                        "langen?"),
    "mix.title": ("Draw {n} tickets: how many from the short deck, how many from the long one?",
                  "{n} Zielkarten ziehen: wie viele vom kurzen Stapel, wie viele vom langen?"),
    "mix.info": ("Short tickets are worth {short_pts} points ({short} in the deck), long ones "
                 "{long_pts} ({long} in the deck). You see them after announcing and keep at "
                 "least {keep}.",
                 "Kurze Zielkarten bringen {short_pts} Punkte ({short} im Stapel), lange "
                 "{long_pts} ({long} im Stapel). Du siehst sie nach dem Ansagen und behältst "
                 "mindestens {keep}."),
    "mix.option": ("{short} short + {long} long", "{short} kurze + {long} lange"),
    "mix.option-tip": ("Announce {short} short and {long} long ticket(s).",
                       "{short} kurze und {long} lange Zielkarte(n) ansagen."),
    "mix.none": ("No mix can be drawn now.", "Gerade lässt sich keine Verteilung ziehen."),
    # ---- Deutschland: passengers (de.take-passengers)
    "claim.passengers": ("Passengers it brings (de.take-passengers): {list}.",
                         "Passagiere, die sie bringt (de.take-passengers): {list}."),
    "claim.passenger-one": ("a {colour} one in {city}", "einen in {colour} aus {city}"),
    "claim.passenger-choice": ("one of your choice in {city} ({colours})",
                               "einen nach Wahl aus {city} ({colours})"),
    "claim.passengers-none": ("No passenger waits at either end (de.take-passengers).",
                              "An keinem Ende wartet ein Passagier (de.take-passengers)."),
    "city.passengers": ("Waiting in {city}: {list} passenger(s). Claim a route to {city} to "
                        "take one (de.take-passengers).",
                        "In {city} warten: {list} Passagier(e). Baue eine Strecke nach {city}, "
                        "um einen mitzunehmen (de.take-passengers)."),
    "city.no-passengers": ("No passenger waits in {city} any more.",
                           "In {city} wartet kein Passagier mehr."),
    "passengers.title": ("Take your passengers from {route}", "Nimm deine Passagiere von {route} mit"),
    "passengers.how": ("Pick one passenger at each end below, or click its token on the board; "
                       "then Confirm.",
                       "Wähle unten an jedem Ende einen Passagier, oder klicke seinen Stein auf "
                       "der Karte; dann Bestätigen."),
    "passengers.auto": ("Already yours: the {colour} passenger from {city} (the only colour "
                        "there).",
                        "Schon deiner: der Passagier in {colour} aus {city} (die einzige Farbe "
                        "dort)."),
    "passengers.button": ("{n} {colour} passenger(s) wait in {city}: take one",
                          "{n} Passagier(e) in {colour} warten in {city}: einen mitnehmen"),
    "passengers.confirm": ("Confirm", "Bestätigen"),
    "passengers.token": ("{n} {colour} passenger(s) wait in {city}. Whoever claims a route to "
                         "{city} takes one passenger there (de.take-passengers).",
                         "In {city} warten {n} Passagier(e) in {colour}. Wer eine Strecke nach "
                         "{city} baut, nimmt dort einen Passagier mit (de.take-passengers)."),
    "passengers.not-this-end": ("{city} is not an end with a choice: pick at {ends}.",
                                "{city} ist kein Ende mit Auswahl: wähle in {ends}."),
    "pass.title": ("Passengers", "Passagiere"),
    "pass.now": ("Majorities if the game ended now: most of a colour {first}, second most "
                 "{second} (de.passenger-majority).",
                 "Mehrheiten, wenn das Spiel jetzt endete: die meisten einer Farbe {first}, die "
                 "zweitmeisten {second} (de.passenger-majority)."),
    "pass.points": ("{points} points if the game ended now", "{points} Punkte, wenn das Spiel "
                    "jetzt endete"),
    "pass.board": ("Still waiting on the board", "Noch auf dem Plan"),
    "pass.sum": ("Points", "Punkte"),
    # ---- hand and tickets
    "hand": ("{seat}'s hand", "Hand von {seat}"),
    "hand.hidden": ("Hands are hidden.", "Die Hände sind verdeckt."),
    "my-tickets": ("Tickets (click one to see it on the board)",
                   "Zielkarten (anklicken, um sie auf der Karte zu sehen)"),
    "ticket.done": ("done", "erfüllt"),
    "ticket.todo": ("{n} to go", "noch {n}"),
    "ticket.todo-long": ("{n} more train space(s) on the cheapest way (a hint: this ticket alone, "
                         "over free routes)",
                         "noch {n} Wagen auf dem günstigsten Weg (ein Hinweis: nur diese "
                         "Zielkarte, über freie Strecken)"),
    "ticket.blocked": ("blocked", "blockiert"),
    "ticket.completed": ("✓ completed, {points}", "✓ erfüllt, {points}"),
    "ticket.failed": ("✗ failed, {points}", "✗ nicht erfüllt, {points}"),
    "ticket.blocked-long": ("blocked: no way is left over your routes and free ones",
                            "blockiert: über deine und freie Strecken führt kein Weg mehr"),
    "ticket.shown": ("{ticket}: {status}. Highlighted: its cities and the routes still needed.",
                     "{ticket}: {status}. Markiert: die Städte und die noch nötigen Strecken."),
    "players.head": ("Player", "Spieler"),
    "players.score": ("Points", "Punkte"),
    "players.score-tip": ("Points so far: claimed routes only; tickets, stations and the bonus "
                          "are added at the end.",
                          "Bisherige Punkte: nur gebaute Strecken; Zielkarten, Bahnhöfe und der "
                          "Bonus kommen am Ende dazu."),
    "players.score-final-tip": ("Final total: routes, tickets, stations and the bonus.",
                                "Endsumme: Strecken, Zielkarten, Bahnhöfe und Bonus."),
    "players.trains": ("Trains", "Wagen"),
    "players.cards": ("Cards", "Karten"),
    "players.tickets": ("Tickets", "Zielk."),
    "players.stations": ("Stations", "Bahnh."),
    "players.passengers": ("Passengers", "Passag."),
    "players.score-tip-de": ("Points so far: claimed routes only; tickets, the Globetrotter and "
                             "the passenger majorities are added at the end.",
                             "Bisherige Punkte: nur gebaute Strecken; Zielkarten, Globetrotter "
                             "und Passagier-Mehrheiten kommen am Ende dazu."),
    "players.score-final-tip-de": ("Final total: routes, tickets, the Globetrotter and the "
                                   "passenger majorities.",
                                   "Endsumme: Strecken, Zielkarten, Globetrotter und "
                                   "Passagier-Mehrheiten."),
    # ---- tools
    "undo": ("Undo", "Rückgängig"),
    "undo.tip": ("Take back your last turn.", "Deinen letzten Zug zurücknehmen."),
    "hint.tip": ("What the ticket-minded bot would do now, shown on the board.",
                 "Was der zielkartenorientierte Bot jetzt tun würde, auf der Karte gezeigt."),
    "auto.tip": ("The ticket-minded bot makes this one move for you.",
                 "Der zielkartenorientierte Bot macht diesen einen Zug für dich."),
    "save.tip": ("Save the game as it is now (a .json file you can load again).",
                 "Das Spiel speichern, wie es jetzt ist (eine .json-Datei zum späteren Laden)."),
    "new.tip": ("Back to the start page.", "Zurück zur Startseite."),
    "legend": ("Colours", "Farben"),
    "legend.tip": ("What the letters on cards and routes mean.",
                   "Was die Buchstaben auf Karten und Strecken bedeuten."),
    "legend.title": ("The colour letters", "Die Farbbuchstaben"),
    "projector": ("Projector", "Beamer"),
    "projector.tip": ("Large text, thick lines and strong contrast for a projector.",
                      "Große Schrift, dicke Linien und starker Kontrast für den Beamer."),
    "target.placeholder": ("Type a route or a city, then Enter",
                           "Strecke oder Stadt eintippen, dann Enter"),
    "target.placeholder-routes": ("Type a route, then Enter", "Strecke eintippen, dann Enter"),
    "target.city": ("Station in {city}", "Bahnhof in {city}"),
    "target.second": ("{route}, second track", "{route}, zweites Gleis"),
    "undo.none": ("There is nothing to undo.", "Es gibt nichts zurückzunehmen."),
    "undo.done": ("Went back to before {action}.", "Zurück vor {action}."),
    "history": ("Go back to", "Zurück zu"),
    "history.start": ("the start", "den Anfang"),
    "hint": ("Hint", "Tipp"),
    "hint.text": ("Hint (a bot's idea, not a rule): {why}",
                  "Tipp (die Idee eines Bots, keine Regel): {why}"),
    "auto": ("Let the bot move for me", "Bot zieht für mich"),
    "save": ("Save game", "Spiel speichern"),
    "save.link": ("Download the saved game ({name})", "Gespeichertes Spiel herunterladen ({name})"),
    "new": ("New game", "Neues Spiel"),
    "labels": ("City names", "Städtenamen"),
    # ---- explain
    "explain.title": ("Step by step", "Schritt für Schritt"),
    "explain.newest": ("the newest move", "der neueste Zug"),
    "explain.earlier": ("move {i} of {n}", "Zug {i} von {n}"),
    "explain.count": ("step {k} of {n}", "Schritt {k} von {n}"),
    "explain.none": ("No move yet.", "Noch kein Zug."),
    "back": ("◀ Back", "◀ Zurück"),
    "next": ("Next ▶", "Weiter ▶"),
    "log.title": ("What happened (newest first)", "Was geschah (neueste zuerst)"),
    "log.start": ("Setup", "Aufbau"),
    "log.entry": ("{seat}: {action}", "{seat}: {action}"),
    "log.bot-why": ("The bot's reason: {why}", "Der Grund des Bots: {why}"),
    "log.tunnel-try": ("starts claiming the tunnel {route}", "beginnt den Tunnel {route} zu bauen"),
    "your-hand": ("Your hand", "Deine Hand"),
    # ---- hand-over and end
    "handover": ("Hand the device to {seat}. The other hands are hidden until {seat} is ready.",
                 "Gib das Gerät an {seat}. Die anderen Hände bleiben verdeckt, bis {seat} "
                 "bereit ist."),
    "ready": ("I am {seat}: show my cards", "Ich bin {seat}: meine Karten zeigen"),
    "score.title": ("Final scores", "Endwertung"),
    "score.routes.short": ("Routes", "Strecken"),
    "score.tickets.short": ("Tickets", "Ziele"),
    "score.stations.short": ("Stations", "Bahnh."),
    "score.bonus.short": ("Express", "Express"),
    "score.total.short": ("Total", "Summe"),
    "score.longest.short": ("Longest", "Längste"),
    "score.routes": ("Routes", "Strecken"),
    "score.tickets": ("Tickets", "Zielkarten"),
    "score.stations": ("Stations", "Bahnhöfe"),
    "score.bonus": ("European Express bonus (longest path)", "Europa-Express-Bonus (längste Strecke)"),
    "score.total": ("Total", "Summe"),
    "score.globetrotter": ("Globetrotter bonus (most completed tickets)",
                           "Globetrotter-Bonus (die meisten erfüllten Zielkarten)"),
    "score.globetrotter.short": ("Globetrotter", "Globetrotter"),
    "score.passengers": ("Passenger majorities", "Passagier-Mehrheiten"),
    "score.passengers.short": ("Passengers", "Passagiere"),
    "score.how": ("How the bonuses came about:", "Wie die Boni zustande kamen:"),
    "score.longest": ("Longest path", "Längste Strecke"),
    "score.winner": ("Winner: {seats}", "Gewinner: {seats}"),
    "score.show": ("Show on the board:", "Auf der Karte zeigen:"),
    "score.trail-of": ("{seat}: longest path ({n}) and borrowed routes",
                       "{seat}: längste Strecke ({n}) und mitgenutzte Strecken"),
    "panel.pass": ("Nothing is left for you to do this turn: no card to draw, no route or "
                   "station you can pay for, no ticket to draw. You pass (turn.pass).",
                   "Diesmal bleibt dir nichts zu tun: keine Karte zu ziehen, keine Strecke und "
                   "kein Bahnhof, den du bezahlen kannst, keine Zielkarte. Du passt (turn.pass)."),
    "pass": ("Pass", "Passen"),
    # ---- lessons
    "learn.open": ("New to Ticket to Ride? Start here", "Neu bei Zug um Zug? Hier geht's los"),
    "learn.list": ("All lessons", "Alle Lektionen"),
    "learn.title": ("Learn the rules by doing them", "Die Regeln lernen, indem du sie anwendest"),
    "learn.intro": ("Each lesson is a few small tasks on the real board. The game checks every "
                    "try and explains the rule it applies.",
                    "Jede Lektion besteht aus ein paar kleinen Aufgaben auf dem echten Spielplan. "
                    "Das Spiel prüft jeden Versuch und erklärt die Regel, die es anwendet."),
    "learn.course": ("{game}: {done} of {n} lessons done", "{game}: {done} von {n} Lektionen fertig"),
    "learn.lesson": ("{mark}{i}. {title}", "{mark}{i}. {title}"),
    "learn.continue": ("Continue: {title}", "Weiter: {title}"),
    "learn.reset": ("Forget my progress", "Meinen Fortschritt löschen"),
    "learn.reset-done": ("Your progress is forgotten: every lesson is new again.",
                         "Dein Fortschritt ist gelöscht: Alle Lektionen sind wieder neu."),
    "learn.teacher": ("Teacher mode: step through lessons without doing the tasks (for a projector)",
                      "Lehrermodus: Lektionen ohne die Aufgaben durchblättern (für den Beamer)"),
    "learn.back-to-start": ("Back to the start page", "Zurück zur Startseite"),
    "lesson.heading": ("Lesson {i} of {n}: {title}", "Lektion {i} von {n}: {title}"),
    "lesson.step": ("Step {k} of {n}", "Schritt {k} von {n}"),
    "lesson.rules": ("Rules:", "Regeln:"),
    "lesson.back": ("◀ Back", "◀ Zurück"),
    "lesson.next": ("Next ▶", "Weiter ▶"),
    "lesson.show": ("Show me", "Zeig es mir"),
    "lesson.again": ("Try again", "Nochmal"),
    "lesson.list": ("Lessons", "Lektionen"),
    "lesson.play": ("Play a real game", "Ein echtes Spiel spielen"),
    "lesson.whole-board": ("Whole board", "Ganzer Plan"),
    "lesson.zoom": ("Zoom in", "Heranzoomen"),
    "board.zoom-in": ("Zoom in on the board", "Den Plan vergrößern"),
    "board.zoom-out": ("Zoom out of the board", "Den Plan verkleinern"),
    "lesson.task.do": ("Your task: do it on the board.", "Deine Aufgabe: mach es auf dem Plan."),
    "lesson.task.click": ("Your task: click on the board.", "Deine Aufgabe: klicke auf den Plan."),
    "lesson.task.choose": ("Your answer:", "Deine Antwort:"),
    "lesson.task.read": ("Read, then press Next.", "Lies und drücke dann Weiter."),
    "lesson.task.try": ("Your task: try it on the board, and read why it is refused.",
                        "Deine Aufgabe: Probier es auf dem Plan und lies, warum es verboten ist."),
    "lesson.refused": ("✓ Refused, as the rule says:", "✓ Verboten, wie die Regel sagt:"),
    "lesson.allowed": ("The rules allow that move, so it was not played: try the one this step "
                       "asks about.",
                       "Diesen Zug erlauben die Regeln, darum wurde er nicht gespielt: Probier "
                       "den, nach dem dieser Schritt fragt."),
    "lesson.done": ("✓ Well done!", "✓ Gut gemacht!"),
    "lesson.shown": ("✓ That is how it goes. Press Next when you are ready.",
                     "✓ So geht es. Drücke Weiter, wenn du so weit bist."),
    "lesson.more": ("Good, and on: the task is not finished yet.",
                    "Gut, weiter: Die Aufgabe ist noch nicht fertig."),
    "lesson.not-task": ("The rules allow that, but it is not this task.",
                        "Das erlauben die Regeln, aber es ist nicht diese Aufgabe."),
    "lesson.wrong": ("Not quite.", "Nicht ganz."),
    "lesson.finished": ("This step is done: press Next.",
                        "Dieser Schritt ist geschafft: Drücke Weiter."),
    "lesson.complete": ("Lesson complete! Go on with the next lesson, or play a real game.",
                        "Lektion geschafft! Mach mit der nächsten Lektion weiter oder spiel ein "
                        "echtes Spiel."),
    "lesson.next-lesson": ("Next lesson: {title}", "Nächste Lektion: {title}"),
    "lesson.teacher": ("Teacher mode: Next works without the task; Show me plays it.",
                       "Lehrermodus: Weiter geht auch ohne die Aufgabe; Zeig es mir spielt sie vor."),
    "lesson.learn-rule": ("Learn this rule: {title}", "Diese Regel lernen: {title}"),
    "lesson.no-lesson": ("No lesson teaches {rule} yet.", "Noch keine Lektion lehrt {rule}."),
    "lesson.unknown": ("There is no lesson {id}.", "Es gibt keine Lektion {id}."),
    # ---- puzzles
    "puzzles.open": ("Puzzles: where is the best station? how many rails are missing?",
                     "Rätsel: Wo steht der beste Bahnhof? Wie viele Schienen fehlen?"),
    "puzzles.title": ("Puzzles", "Rätsel"),
    "puzzles.intro": ("Each puzzle is a position on the real board and a question with one "
                      "exact answer. Answer on the board, ask for up to three hints, and see the "
                      "answer explained.",
                      "Jedes Rätsel ist eine Stellung auf dem echten Spielplan und eine Frage mit "
                      "genau einer Antwort. Antworte auf dem Plan, hol dir bis zu drei Tipps und "
                      "lass dir die Antwort erklären."),
    "puzzles.today": ("Puzzle of the day", "Rätsel des Tages"),
    "puzzles.all-games": ("All games", "Alle Spiele"),
    "puzzles.all-kinds": ("All kinds of puzzle", "Alle Rätselarten"),
    "puzzles.none-shown": ("No puzzle of this kind for this game: choose another game or kind.",
                           "Kein Rätsel dieser Art zu diesem Spiel: Wähle ein anderes Spiel "
                           "oder eine andere Art."),
    "puzzles.group": ("{kind} — {game}: {done} of {n} solved",
                      "{kind} — {game}: {done} von {n} gelöst"),
    "puzzles.rating.easy": ("easy", "leicht"),
    "puzzles.rating.medium": ("medium", "mittel"),
    "puzzles.rating.hard": ("hard", "schwer"),
    "puzzles.empty": ("No puzzles are installed yet. Load a puzzle file below.",
                      "Noch sind keine Rätsel installiert. Lade unten eine Rätseldatei."),
    "puzzles.none": ("There is no puzzle to open.", "Es gibt kein Rätsel zum Öffnen."),
    "puzzles.load": ("Load a puzzle file (.json)", "Rätseldatei laden (.json)"),
    "puzzles.reset-done": ("Your puzzle progress is forgotten: every puzzle is new again.",
                           "Dein Rätsel-Fortschritt ist gelöscht: Jedes Rätsel ist wieder neu."),
    "puzzle.not-playable": ("{kind} puzzles about {game} cannot be played in the app yet.",
                            "Rätsel der Art „{kind}“ zu {game} lassen sich in der App noch "
                            "nicht spielen."),
    "puzzle.unknown": ("There is no puzzle {id}.", "Es gibt kein Rätsel {id}."),
    "puzzle.heading": ("Puzzle: {kind}", "Rätsel: {kind}"),
    "status.puzzle": ("A puzzle: you look at the board as {seat}.",
                      "Ein Rätsel: Du siehst den Plan als {seat}."),
    "puzzle.how.best_station": ("Click a city on the board, then Check.",
                                "Klicke auf dem Plan eine Stadt an, dann Prüfen."),
    "puzzle.how.longest_trail": ("Click your routes to add them to the trail (again to take "
                                 "one out), then Check.",
                                 "Klicke deine Strecken an, um sie zur Linie zu nehmen (noch "
                                 "einmal: wieder heraus), dann Prüfen."),
    "puzzle.how.tunnel_odds": ("Choose an answer, then Check.",
                               "Wähle eine Antwort, dann Prüfen."),
    "puzzle.how.cheapest_completion": ("Click the free routes to claim (again to take one out), "
                                       "then Check.",
                                       "Klicke die freien Strecken an, die du bauen würdest "
                                       "(noch einmal: wieder heraus), dann Prüfen."),
    "puzzle.how.fewest_rails": ("Click the free lines to lay rails on (again to take one "
                                "out), then Check.",
                                "Klicke die freien Linien an, auf die du Schienen legen würdest "
                                "(noch einmal: wieder heraus), dann Prüfen."),
    "puzzle.your-answer": ("Your answer:", "Deine Antwort:"),
    "puzzle.pick-none": ("nothing chosen yet", "noch nichts gewählt"),
    "puzzle.pick-city": ("a station in {city}", "ein Bahnhof in {city}"),
    "puzzle.pick-trail": ("{n} route(s), {spaces} train spaces",
                          "{n} Strecke(n), {spaces} Wagenfelder"),
    "puzzle.pick-routes": ("{n} route(s) to claim, {spaces} train spaces",
                           "{n} Strecke(n) zu bauen, {spaces} Wagenfelder"),
    "puzzle.pick-rails": ("{n} line(s), {rails} rail(s)", "{n} Linie(n), {rails} Schiene(n)"),
    "puzzle.pick-impossible": ("it cannot be done", "es geht nicht"),
    "puzzle.pick-choice": ("{choice}", "{choice}"),
    "puzzle.impossible": ("It cannot be done", "Es geht nicht"),
    "puzzle.pick.best_station": ("Click a city on the board first.",
                                 "Klicke zuerst eine Stadt auf dem Plan an."),
    "puzzle.pick.longest_trail": ("Click your routes on the board first.",
                                  "Klicke zuerst deine Strecken auf dem Plan an."),
    "puzzle.pick.tunnel_odds": ("Choose one of the answers first.",
                                "Wähle zuerst eine der Antworten."),
    "puzzle.pick.cheapest_completion": ("Click the routes to claim first.",
                                        "Klicke zuerst die zu bauenden Strecken an."),
    "puzzle.click-city": ("This puzzle asks for a city: click a city.",
                          "Dieses Rätsel fragt nach einer Stadt: Klicke eine Stadt an."),
    "puzzle.click-route": ("This puzzle asks for routes: click a route's train spaces.",
                           "Dieses Rätsel fragt nach Strecken: Klicke die Felder einer Strecke "
                           "an."),
    "puzzle.click-line": ("This puzzle asks for lines: click the line between two "
                          "neighbouring crossings.",
                          "Dieses Rätsel fragt nach Linien: Klicke die Linie zwischen zwei "
                          "benachbarten Kreuzungen an."),
    "puzzle.no-count": ("This puzzle's player has no start marker yet, so there is nothing to "
                        "count (trans.start-marker).",
                        "Der Spieler dieses Rätsels hat noch keinen Startstein, es gibt also "
                        "nichts zu zählen (trans.start-marker)."),
    "puzzle.click-choice": ("Choose one of the answers in the panel.",
                            "Wähle eine der Antworten im Rätselfeld."),
    "puzzle.is-done": ("This puzzle is done: read the explanation, or go on with the next one.",
                       "Dieses Rätsel ist erledigt: Lies die Erklärung oder mach mit dem "
                       "nächsten weiter."),
    "puzzle.no-moves": ("In a puzzle the board only answers the question: no moves are played.",
                        "In einem Rätsel beantwortest du nur die Frage: Es werden keine Züge "
                        "gespielt."),
    "puzzle.check": ("Check", "Prüfen"),
    "puzzle.hint": ("Hint {k}/{n}", "Tipp {k}/{n}"),
    "puzzle.hints-used": ("No more hints", "Keine Tipps mehr"),
    "puzzle.no-more-hints": ("That was the last hint.", "Das war der letzte Tipp."),
    "puzzle.hint-n": ("Hint {k}/{n}:", "Tipp {k}/{n}:"),
    "puzzle.reveal": ("Show the answer", "Lösung zeigen"),
    "puzzle.revealed": ("Here is the answer, explained on the board (not counted as solved).",
                        "Hier ist die Lösung, auf dem Plan erklärt (zählt nicht als gelöst)."),
    "puzzle.clear": ("Clear", "Löschen"),
    "puzzle.why": ("Why: {k} of {n}", "Warum: {k} von {n}"),
    "puzzle.next": ("Next puzzle ▶", "Nächstes Rätsel ▶"),
    "puzzle.list": ("All puzzles", "Alle Rätsel"),
    # ---- errors
    "error.unexpected": ("Sorry, something went wrong on our side. The game is unchanged. If you "
                         "report it, please give the reference {ref}.",
                         "Entschuldigung, bei uns ist etwas schiefgegangen. Das Spiel ist "
                         "unverändert. Wenn du es meldest, nenne bitte die Kennung {ref}."),
    "click.nothing": ("Nothing there: click a route's train spaces or a city.",
                      "Dort ist nichts: klicke auf die Felder einer Strecke oder auf eine Stadt."),
    "click.not-now": ("Wait: it is not your turn to act ({seat} is to move).",
                      "Warte: du bist nicht am Zug ({seat} ist dran)."),
    "click.over": ("The game is over (end.game-over). Start a new game or go back with undo.",
                   "Das Spiel ist vorbei (end.game-over). Starte ein neues Spiel oder nimm Züge "
                   "zurück."),
}


#: The Trans Europa / Trans America game page and start-page options (rule and card texts come
#: from the engine: :mod:`ttrwidgets.trans.messages`, :mod:`ttrwidgets.trans.specials`).
T.update({
    "start.special": ("Special cards", "Sonderkarten"),
    "start.special.none": ("none (the base game)", "keine (Grundspiel)"),
    "start.special.deck": ("one revealed each round", "jede Runde eine aufgedeckt"),
    "start.special.fixed": ("one card for the whole game", "eine Karte für das ganze Spiel"),
    "start.special-card": ("Card for the whole game", "Karte für das ganze Spiel"),
    "start.bot.steiner": ("Bot (shortest network)", "Bot (kürzestes Netz)"),
    "trans.ready": ("I am {seat}: show my cities", "Ich bin {seat}: meine Städte zeigen"),
    "trans.status.marker": ("{seat}: place your start marker — click any free intersection "
                            "(a city or not).",
                            "{seat}: Setze deinen Startmarker — klicke auf eine freie "
                            "Kreuzung (Stadt oder nicht)."),
    "trans.status.rails": ("{seat} is to move: lay up to {allowed} rails — click a line "
                           "touching your network.",
                           "{seat} ist am Zug: Lege bis zu {allowed} Schienen — klicke auf "
                           "eine Linie an deinem Netz."),
    "trans.status.choose": ("{seat}: choose a city card for the special card.",
                            "{seat}: Wähle eine Stadtkarte für die Sonderkarte."),
    "trans.status.wait": ("{seat} is to move.", "{seat} ist am Zug."),
    "trans.status.summary": ("Round {round} is over: read how it was scored.",
                             "Runde {round} ist vorbei: So wurde gewertet."),
    "trans.status.over": ("The game is over.", "Das Spiel ist vorbei."),
    "trans.you": (" (you)", " (du)"),
    "trans.bot": (" (bot)", " (Bot)"),
    "trans.rails": ("Rails this turn: {used} of {allowed} used · in the supply: {left} of "
                    "{total}",
                    "Schienen in diesem Zug: {used} von {allowed} verbraucht · im Vorrat: "
                    "{left} von {total}"),
    "trans.round": ("Round {round}", "Runde {round}"),
    "trans.special-in-force": ("Special card {n} in force: {title}",
                               "Es gilt Sonderkarte {n}: {title}"),
    "trans.special-game": ("(for the whole game)", "(für das ganze Spiel)"),
    "trans.special-round": ("(this round)", "(in dieser Runde)"),
    "trans.cities.title": ("Your cities — {seat}", "Deine Städte — {seat}"),
    "trans.cities.of": ("Cities of {seat}", "Städte von {seat}"),
    "trans.cities.known": ("Known cities of {seat}", "Bekannte Städte von {seat}"),
    "trans.cities.hidden": ("Your cities are shown to you only.",
                            "Deine Städte siehst nur du."),
    "trans.cities.connected": ("connected", "verbunden"),
    "trans.hint-toggle": ("Fewest rails still needed (hint)",
                          "Wenigste noch fehlende Schienen (Tipp)"),
    "trans.hint-badge": ("Hint: {n} rails", "Tipp: {n} Schienen"),
    "trans.hint-text": ("Hint: {seat} still needs at least {n} rail(s) to join all their cities "
                        "(one shortest way is drawn dashed); if the round ended now: "
                        "+{points} prestige [trans.score-round].",
                        "Tipp: {seat} fehlen noch mindestens {n} Schiene(n), um alle Städte zu "
                        "verbinden (ein kürzester Weg ist gestrichelt); endete die Runde jetzt: "
                        "+{points} Prestige [trans.score-round]."),
    "trans.hint-done": ("Hint: all of {seat}'s cities are connected [trans.round-end].",
                        "Tipp: Alle Städte von {seat} sind verbunden [trans.round-end]."),
    "trans.hint-nomarker": ("Hint: place the start marker first.",
                            "Tipp: Setze zuerst den Startmarker."),
    "trans.click-marker": ("Click an intersection to place your start marker there.",
                           "Klicke auf eine Kreuzung, um dort deinen Startmarker zu setzen."),
    "trans.click-line": ("Click a line touching your network to lay a rail; a double line "
                         "(water, mountains) takes {double}.",
                         "Klicke auf eine Linie an deinem Netz, um eine Schiene zu legen; eine "
                         "Doppellinie (Wasser, Gebirge) braucht {double}."),
    "trans.double-cost": ("your whole turn (one rail that counts as two)",
                          "deinen ganzen Zug (ein Schienenstück, das doppelt zählt)"),
    "trans.double-cost-1": ("1 rail this round", "in dieser Runde 1 Schiene"),
    "trans.preview-rail": ("Lay a rail on {a}–{b}? It takes {cost} of the {room} rail(s) left "
                           "this turn and {joins}.",
                           "Eine Schiene auf {a}–{b} legen? Sie braucht {cost} der {room} in "
                           "diesem Zug noch freien Schiene(n) und {joins}."),
    "trans.joins.own": ("extends your network", "verlängert dein Netz"),
    "trans.joins.shared": ("joins your network to the network of {names} "
                           "[trans.shared-network]: from then on you all use it",
                           "verbindet dein Netz mit dem Netz von {names} "
                           "[trans.shared-network]: danach nutzt ihr es gemeinsam"),
    "trans.joins.alone": ("stands on its own (special card 18)",
                          "liegt für sich allein (Sonderkarte 18)"),
    "trans.joins.reaches": (" and reaches {city}", " und erreicht {city}"),
    "trans.preview-marker": ("Place your start marker on {at}? [trans.start-marker]",
                             "Deinen Startmarker auf {at} setzen? [trans.start-marker]"),
    "trans.lay": ("Lay the rail", "Schiene legen"),
    "trans.place": ("Place the marker", "Marker setzen"),
    "trans.end-turn": ("End turn ({used} of {allowed} rails laid)",
                       "Zug beenden ({used} von {allowed} Schienen gelegt)"),
    "trans.choose.return": ("Special card 8: choose the city card you give back (secret; "
                            "everyone chooses at the same time).",
                            "Sonderkarte 8: Wähle die Stadtkarte, die du zurückgibst (geheim; "
                            "alle wählen gleichzeitig)."),
    "trans.choose.pass3": ("Special card 16, pass {stage} of 3: choose the city card you pass "
                           "to your left neighbour (secret; everyone at the same time).",
                           "Sonderkarte 16, Weitergabe {stage} von 3: Wähle die Stadtkarte, "
                           "die du an deinen linken Nachbarn gibst (geheim; alle "
                           "gleichzeitig)."),
    "trans.choose.chain": ("Special card {n}: keep one of your two {colour} cards and pass the "
                           "other on (the last player puts it back on the stack).",
                           "Sonderkarte {n}: Behalte eine deiner beiden Karten in {colour} und "
                           "gib die andere weiter (der Letzte legt sie zurück auf den Stapel)."),
    "trans.choose.picked": ("Chosen: {city}. Confirm to hand it over.",
                            "Gewählt: {city}. Bestätige, um sie abzugeben."),
    "trans.choose.done": ("You have chosen; waiting for {seats}.",
                          "Du hast gewählt; es fehlen noch {seats}."),
    "trans.choose.confirm": ("Confirm", "Bestätigen"),
    "trans.summary.title": ("Round {round} — scoring", "Runde {round} — Wertung"),
    "trans.summary.reason.completed": ("{names} connected all their cities: the round ends "
                                       "at once [trans.round-end].",
                                       "{names} hat alle Städte verbunden: Die Runde endet "
                                       "sofort [trans.round-end]."),
    "trans.summary.reason.supply": ("The rail supply is empty: the round ends "
                                    "[trans.round-end].",
                                    "Der Schienenvorrat ist leer: Die Runde endet "
                                    "[trans.round-end]."),
    "trans.summary.reason.stalled": ("A whole circle of turns without a rail: the round ends "
                                     "[trans.round-end].",
                                     "Eine ganze Runde von Zügen ohne Schiene: Die Runde endet "
                                     "[trans.round-end]."),
    "trans.summary.head": ("Player|Cities|Missing rails|Prestige",
                           "Spieler|Städte|Fehlende Schienen|Prestige"),
    "trans.summary.complete": ("complete", "fertig"),
    "trans.summary.table": ("Prestige table [trans.score-round]: {table}.",
                            "Prestigetabelle [trans.score-round]: {table}."),
    "trans.summary.table-done": ("completed → 4", "fertig → 4"),
    "trans.summary.table-row": ("{missing} missing → {points}", "{missing} fehlen → {points}"),
    "trans.summary.tree": ("On the board: the fewest rails {seat} still needed ({n}), dashed "
                           "— the same count as the score.",
                           "Auf dem Plan: die wenigsten Schienen, die {seat} noch fehlten ({n}), "
                           "gestrichelt — dieselbe Zahl wie in der Wertung."),
    "trans.summary.tree-done": ("On the board: {seat}'s cities and network, all connected.",
                                "Auf dem Plan: die Städte und das Netz von {seat}, alle "
                                "verbunden."),
    "trans.summary.badge": ("{seat}: {n} missing", "{seat}: {n} fehlen"),
    "trans.summary.next": ("Next round ▶", "Nächste Runde ▶"),
    "trans.summary.show": ("Show {seat}", "{seat} zeigen"),
    "trans.summary.goal": ("The game goes on until someone has {goal} prestige or more "
                           "[trans.game-end].",
                           "Gespielt wird, bis jemand {goal} oder mehr Prestige hat "
                           "[trans.game-end]."),
    "trans.summary.winners": ("{names} win{s} with {prestige} prestige [trans.game-end].",
                              "{names} gewinn{t} mit {prestige} Prestige [trans.game-end]."),
    "trans.summary.wait": ("Read the round's scoring, then press Next round.",
                           "Lies die Wertung der Runde und drücke dann Nächste Runde."),
    "trans.players.prestige": ("Prestige", "Prestige"),
    "trans.players.round": ("R{round}", "R{round}"),
    "trans.players.cities": ("Cities", "Städte"),
    "trans.players.marker": ("Marker", "Marker"),
    "trans.click.nothing": ("Nothing there: click a line (to lay a rail) or an intersection.",
                            "Dort ist nichts: Klicke auf eine Linie (Schiene legen) oder eine "
                            "Kreuzung."),
    "trans.click.over": ("The game is over [trans.game-end]. Start a new game or go back with "
                         "undo.",
                         "Das Spiel ist vorbei [trans.game-end]. Starte ein neues Spiel oder "
                         "nimm Züge zurück."),
    "trans.bot.tree": ("lay {rail}: it lies on a shortest way to your cities ({missing} rail(s) "
                       "still needed).",
                       "lege {rail}: Sie liegt auf einem kürzesten Weg zu deinen Städten (noch "
                       "{missing} Schiene(n) nötig)."),
    "trans.bot.join": ("lay {rail}: it joins another network, whose rails then work for you "
                       "too [trans.shared-network] ({missing} rail(s) still needed).",
                       "lege {rail}: Sie verbindet ein anderes Netz, dessen Schienen dann auch "
                       "für dich zählen [trans.shared-network] (noch {missing} Schiene(n) "
                       "nötig)."),
    "trans.bot.end": ("end the turn: no rail helps now.",
                      "beende den Zug: Jetzt hilft keine Schiene."),
    "trans.bot.marker": ("place the start marker on {at}: there the network for your cities is "
                         "cheapest.",
                         "setze den Startmarker auf {at}: Dort ist das Netz zu deinen Städten "
                         "am billigsten."),
    "trans.bot.give-away": ("give {city}: without it your cities are cheapest to connect.",
                            "gib {city} ab: Ohne sie sind deine Städte am billigsten zu "
                            "verbinden."),
    "trans.bot.random": ("a random legal move.", "ein zufälliger erlaubter Zug."),
    "trans.log": ("Moves", "Züge"),
    "trans.log.rail": ("{seat} lays a rail on {line}", "{seat} legt eine Schiene auf {line}"),
    "trans.log.marker": ("{seat} places the start marker on {at}",
                         "{seat} setzt den Startmarker auf {at}"),
})


#: The graph lab (:mod:`ttrwidgets.widgets.lab`): the algorithms' names, pseudocode and reasons
#: are :mod:`ttrwidgets.graphs.lab`'s; these are the words around them.
T.update({
    "lab.open": ("Graph lab: watch Dijkstra, Prim, Kruskal and more step by step on a board",
                 "Graphen-Labor: Dijkstra, Prim, Kruskal und mehr Schritt für Schritt auf dem "
                 "Plan"),
    "lab.title": ("Graph lab", "Graphen-Labor"),
    "lab.board": ("Board", "Plan"),
    "lab.graph": ("Graph", "Graph"),
    "lab.graph.board": ("the whole board", "der ganze Plan"),
    "lab.graph.network": ("a player's network", "das Netz eines Spielers"),
    "lab.graph.region": ("a region (click cities)", "eine Region (Städte anklicken)"),
    "lab.algorithm": ("Algorithm", "Algorithmus"),
    "lab.pick.source": ("Start: {city}", "Start: {city}"),
    "lab.pick.target": ("Target: {city}", "Ziel: {city}"),
    "lab.pick.terminals": ("Cities to join: {n}", "Zu verbindende Städte: {n}"),
    "lab.pick.region": ("Region: {n} cities", "Region: {n} Städte"),
    "lab.pick.clear": ("Clear", "Löschen"),
    "lab.none": ("–", "–"),
    "lab.do.source": ("Click the start city on the board.",
                      "Klicke auf dem Plan die Startstadt an."),
    "lab.do.target": ("Click a target city (optional for {alg}), or step through now.",
                      "Klicke eine Zielstadt an (für {alg} freiwillig) oder gehe gleich "
                      "Schritt für Schritt durch."),
    "lab.do.target-needed": ("Click the target city on the board.",
                             "Klicke auf dem Plan die Zielstadt an."),
    "lab.do.terminals": ("Click the cities to join (2 to {max}); a second click takes one out.",
                         "Klicke die zu verbindenden Städte an (2 bis {max}); ein zweiter Klick "
                         "nimmt eine wieder heraus."),
    "lab.do.region": ("Click the cities of the region; a second click takes one out. Routes "
                      "between them form the graph.",
                      "Klicke die Städte der Region an; ein zweiter Klick nimmt eine wieder "
                      "heraus. Die Strecken zwischen ihnen bilden den Graphen."),
    "lab.do.step": ("Press “{step}” for one step, or “{play}” to run the steps. To choose a "
                    "city again, press its button above first.",
                    "Drücke „{step}“ für einen Schritt oder „{play}“ für alle Schritte. Um "
                    "eine Stadt neu zu wählen, drücke zuerst ihren Knopf oben."),
    "lab.step-count": ("Step {k} of {n}", "Schritt {k} von {n}"),
    "lab.no-trace": ("No steps yet: choose what the algorithm needs.",
                     "Noch keine Schritte: wähle, was der Algorithmus braucht."),
    "lab.step": ("Step", "Schritt"),
    "lab.play": ("Play", "Abspielen"),
    "lab.pause": ("Pause", "Anhalten"),
    "lab.first.tip": ("First step", "Erster Schritt"),
    "lab.back.tip": ("One step back", "Einen Schritt zurück"),
    "lab.next.tip": ("One step forward", "Einen Schritt weiter"),
    "lab.last.tip": ("Last step", "Letzter Schritt"),
    "lab.play.tip": ("Play the steps at the chosen speed", "Die Schritte im gewählten Tempo "
                     "abspielen"),
    "lab.pause.tip": ("Stop on the step shown", "Beim gezeigten Schritt anhalten"),
    "lab.speed": ("Speed", "Tempo"),
    "lab.speed.slow": ("slow", "langsam"),
    "lab.speed.medium": ("medium", "mittel"),
    "lab.speed.fast": ("fast", "schnell"),
    "lab.speed.fastest": ("fastest", "sehr schnell"),
    "lab.code": ("Pseudocode", "Pseudocode"),
    "lab.table": ("Table: {what}", "Tabelle: {what}"),
    "lab.table.dist": ("distances", "Abstände"),
    "lab.table.order": ("visiting order", "Besuchsreihenfolge"),
    "lab.table.component": ("component numbers", "Komponentennummern"),
    "lab.table.key": ("keys (cheapest route into the tree)",
                      "Schlüssel (billigste Strecke in den Baum)"),
    "lab.table.parent": ("union-find parents", "Union-Find-Eltern"),
    "lab.table.pair_dist": ("distances between the cities to join",
                            "Abstände zwischen den zu verbindenden Städten"),
    "lab.table.length": ("trail lengths", "Zuglängen"),
    "lab.table.degree": ("degrees", "Grade"),
    "lab.table.disc_low": ("disc / low", "disc / low"),
    "lab.table.flow": ("flow on the routes", "Fluss auf den Strecken"),
    "lab.table.empty": ("(empty)", "(leer)"),
    "lab.col.city": ("City", "Stadt"),
    "lab.col.value": ("Value", "Wert"),
    "lab.col.what": ("What", "Was"),
    "lab.frontier.queue": ("Queue: {items}", "Warteschlange: {items}"),
    "lab.frontier.stack": ("Stack: {items}", "Stapel: {items}"),
    "lab.frontier.priority": ("Priority queue: {items}", "Vorrangwarteschlange: {items}"),
    "lab.frontier.trail": ("Trail now: {n} routes", "Zug jetzt: {n} Strecken"),
    "lab.frontier.edges": ("Routes still to look at: {n}", "Noch zu prüfende Strecken: {n}"),
    "lab.result.distance": ("Distance {source} → {target}: {dist}",
                            "Abstand {source} → {target}: {dist}"),
    "lab.result.unreachable": ("{target} cannot be reached from {source}.",
                               "{target} ist von {source} aus nicht erreichbar."),
    "lab.predict": ("Predict the next step", "Den nächsten Schritt vorhersagen"),
    "lab.predict.ask-node": ("Predict: which city does the algorithm take next? Click it.",
                             "Vorhersage: Welche Stadt nimmt der Algorithmus als Nächstes? "
                             "Klicke sie an."),
    "lab.predict.ask-edge": ("Predict: which route does the algorithm take next? Click it.",
                             "Vorhersage: Welche Strecke nimmt der Algorithmus als Nächstes? "
                             "Klicke sie an."),
    "lab.predict.wait": ("Press “{step}”: the algorithm has no choice to make in this step.",
                         "Drücke „{step}“: In diesem Schritt hat der Algorithmus keine Wahl."),
    "lab.predict.right": ("✓ Right! {why}", "✓ Richtig! {why}"),
    "lab.predict.wrong": ("✗ Not {got}. {why}", "✗ Nicht {got}. {why}"),
    "lab.predict.shown": ("Shown without a guess: {why}", "Ohne Tipp gezeigt: {why}"),
    "lab.predict.score": ("Predictions: {right} of {n} right",
                          "Vorhersagen: {right} von {n} richtig"),
    "lab.export": ("Picture for slides:", "Bild für Folien:"),
    "lab.export.svg": ("SVG", "SVG"),
    "lab.export.png": ("PNG", "PNG"),
    "lab.export.link": ("Download {name}", "{name} herunterladen"),
    "lab.export.tip": ("The board as it is now, with the step's marks",
                       "Der Plan, wie er jetzt ist, mit den Markierungen des Schritts"),
    "lab.legend": ("━ thick solid line: chosen · ┅ magenta dashes: looked at now · "
                   "● solid ring: visited/settled · ◌ dashed ring: waiting (queue/stack) · "
                   "◎ double ring: current city · S start, T target, 1 2 3 cities to join · "
                   "□ region", "━ dicke Linie: gewählt · ┅ magenta gestrichelt: wird gerade "
                   "geprüft · ● Ring: besucht/fertig · ◌ gestrichelter Ring: wartet "
                   "(Schlange/Stapel) · ◎ Doppelring: aktuelle Stadt · S Start, T Ziel, "
                   "1 2 3 zu verbindende Städte · □ Region"),
    "lab.home": ("Back to the start page", "Zurück zur Startseite"),
    "lab.not-in-graph": ("{city} is not in the chosen graph.",
                         "{city} gehört nicht zum gewählten Graphen."),
    "lab.too-many": ("At most {max} cities to join (the exact search grows fast).",
                     "Höchstens {max} Städte (die exakte Suche wächst schnell)."),
    "lab.click-city": ("Click a city.", "Klicke auf eine Stadt."),
    "lab.nothing-to-pick": ("{alg} needs no city: press “{step}” to go through it one step at a "
                            "time.",
                            "{alg} braucht keine Stadt: Drücke „{step}“, um Schritt für Schritt "
                            "durchzugehen."),
    "lab.network.game": ("Network of {seat} in the current game ({n} routes)",
                         "Netz von {seat} im aktuellen Spiel ({n} Strecken)"),
    "lab.network.bots": ("Network of seat 1 in a bot game (seed {seed}, {n} routes)",
                         "Netz von Platz 1 in einem Bot-Spiel (Startwert {seed}, {n} Strecken)"),
    "lab.network.none": ("No network could be made for this board.",
                         "Für diesen Plan ließ sich kein Netz bilden."),
    "lab.region.empty": ("The region is empty: click cities on the board.",
                         "Die Region ist leer: klicke Städte auf dem Plan an."),
    "lab.graph-size": ("{nodes} cities, {edges} routes", "{nodes} Städte, {edges} Strecken"),
    "lab.grid-size": ("{nodes} points, {edges} lines", "{nodes} Punkte, {edges} Linien"),
    "lab.row.length": ("length now", "Länge jetzt"),
    "lab.row.best": ("best so far", "bisher beste"),
    "lab.stopped": ("The search stops after {n} steps on a graph this large.",
                    "Auf einem so großen Graphen hält die Suche nach {n} Schritten an."),
})


# ---- Team Asia (asia.md; widgets/team.py)
T.update({
    "team.name": ("Team {n}", "Mannschaft {n}"),
    "team.board": ("Board", "Spielplan"),
    "team.board.legendary_asia": ("Legendary Asia", "Legendary Asia"),
    "team.board.europe": ("Europe", "Europa"),
    "team.pairing": ("Teams of two: partners sit together and take consecutive turns.",
                     "Zweier-Mannschaften: Partner sitzen zusammen und sind direkt nacheinander "
                     "am Zug."),
    "team.seat": ("Seat {n} · Team {team}", "Platz {n} · Mannschaft {team}"),
    "team.mountain-note": ("Legendary Asia's mountain rule is not part of these rules: its "
                           "mountain routes are ordinary routes here (a decision).",
                           "Die Bergregel von Legendary Asia gehört nicht zu diesen Regeln: "
                           "Bergstrecken sind hier gewöhnliche Strecken (eine Entscheidung)."),
    "team.title": ("Teams", "Mannschaften"),
    "team.head": ("Team", "Mannschaft"),
    "team.seats": ("Partners", "Partner"),
    "team.holder-cards": ("Holder cards", "Ablage Karten"),
    "team.holder-tickets": ("Holder tickets", "Ablage Ziele"),
    "team.card-holder": ("Your team's card holder", "Kartenablage deiner Mannschaft"),
    "team.ticket-holder": ("Your team's ticket holder", "Zielkartenablage deiner Mannschaft"),
    "team.hidden-count": ("{n} ticket(s), hidden", "{n} Zielkarte(n), verdeckt"),
    "team.partner": ("Your partner {seat} holds {n} ticket(s) and {cards} card(s) in hand "
                     "(hidden from you).",
                     "Dein Partner {seat} hat {n} Zielkarte(n) und {cards} Karte(n) auf der Hand "
                     "(für dich verdeckt)."),
    "team.hidden": ("Hands and holders are hidden while the device is handed over.",
                    "Hände und Ablagen sind verdeckt, solange das Gerät weitergegeben wird."),
    "team.notes": ("Your bot partner explains its holder moves:",
                   "Dein Bot-Partner erklärt, was er auf die Ablagen legt:"),
    "team.note": ("{seat}: {why}", "{seat}: {why}"),
    "team.note-keep": ("{seat}: I put {ticket} onto the team's ticket holder: of the tickets I "
                       "kept, the team's routes finish it most cheaply, so you can help with it.",
                       "{seat}: Ich habe {ticket} auf die Zielkartenablage gelegt: Von meinen "
                       "behaltenen Zielkarten schließen die Strecken der Mannschaft sie am "
                       "billigsten ab, so kannst du mithelfen."),
    "team.share-open": ("Share tickets…", "Zielkarten teilen…"),
    "team.share-tip": ("Your whole turn: put up to {n} of your tickets onto the team's ticket "
                       "holder.",
                       "Dein ganzer Zug: bis zu {n} deiner Zielkarten auf die Zielkartenablage "
                       "der Mannschaft legen."),
    "team.share-title": ("Share up to {n} tickets with your partner:",
                         "Teile bis zu {n} Zielkarten mit deinem Partner:"),
    "team.share-info": ("This is your whole turn. Shared tickets lie on the team's ticket holder, "
                        "where your partner sees them too.",
                        "Das ist dein ganzer Zug. Geteilte Zielkarten liegen auf der "
                        "Zielkartenablage, wo auch dein Partner sie sieht."),
    "team.share-confirm": ("Share", "Teilen"),
    "team.share-note": ("One ticket you keep goes onto the team's ticket holder, where your "
                        "partner sees it.",
                        "Eine behaltene Zielkarte kommt auf die Zielkartenablage der "
                        "Mannschaft, wo dein Partner sie sieht."),
    "team.share-pick": ("Onto the team's holder:", "Auf die Ablage der Mannschaft:"),
    "team.draw-title": ("Where does {card} go?", "Wohin kommt {card}?"),
    "team.card-deck": ("the card from the deck", "die Karte vom Stapel"),
    "team.card-faceup": ("the face-up {colour} card", "die offene Karte ({colour})"),
    "team.draw-info": ("One of your two cards goes into your hand, the other onto the team's "
                       "card holder: choose where this first one goes.",
                       "Von deinen zwei Karten kommt eine auf deine Hand, die andere auf die "
                       "Kartenablage der Mannschaft: Wähle, wohin diese erste kommt."),
    "team.to-hand": ("Into my hand", "Auf meine Hand"),
    "team.to-holder": ("Onto the team's holder", "Auf die Ablage der Mannschaft"),
    "team.pay-choose": ("Pay with (hand and team holder):",
                        "Bezahlen mit (Hand und Ablage der Mannschaft):"),
    "team.from-hand": ("{cards} from your hand", "{cards} von deiner Hand"),
    "team.from-holder": ("{cards} from the holder", "{cards} von der Ablage"),
    "team.completed": ("Completed tickets", "Erfüllte Zielkarten"),
    "team.completed.short": ("Done", "Erfüllt"),
    "team.bonuses": ("How the bonuses went:", "So gingen die Boni aus:"),
    "team.express": ("Asia Express: {points} points to the team(s) with the longest continuous "
                     "path of both partners' routes ({best} spaces). Paths: {lengths}.",
                     "Asien-Express: {points} Punkte für die Mannschaft(en) mit der längsten "
                     "zusammenhängenden Strecke aus den Strecken beider Partner ({best} Felder). "
                     "Strecken: {lengths}."),
    "team.explorer": ("Asia Explorer: {points} points to the team(s) with the most completed "
                      "tickets, hand and holder together ({most}). Completed: {counts}.",
                      "Asien-Entdecker: {points} Punkte für die Mannschaft(en) mit den meisten "
                      "erfüllten Zielkarten, Hand und Ablage zusammen ({most}). Erfüllt: "
                      "{counts}."),
    "team.trail-of": ("{team}'s longest path ({n})", "Längste Strecke von {team} ({n})"),
})


def t(key: str, lang: str = "en", **params) -> str:
    """The interface text ``key`` in ``lang``, filled with ``params``."""
    en, de = T[key]
    return (de if lang == "de" else en).format(**params)

# ---- the coach (issue 25): the strong bot on the start page
T.update({
    "start.bot.strong": ("Bot (strong: plans its tickets as a whole)",
                         "Bot (stark: plant alle Zielkarten zusammen)"),
})
