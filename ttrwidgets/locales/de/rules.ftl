# Die Regelerklärungen: jede Regel-Kennung aus ../shared/rules/*.md, für Lernende (Deutsch).
# Begriffe der Spielanleitungen: ../shared/glossary.md.


## eine Regel in einer Zeile (der Befehl „rule“ im Terminal, der Tooltip einer Regel): ihr
## Titel, dann ihr Text
rule-line = { $title }: { $text }

## europe

europe-setup-cards-title = Die Wagenkarten
europe-setup-cards = Im Spiel sind 110 Wagenkarten: je 12 Karten in 8 Farben (Pink, Blau, Orange, Weiß, Grün, Gelb, Schwarz und Rot) und dazu 14 Lokomotiven. Lokomotiven sind Joker: Jede von ihnen kann eine Karte beliebiger Farbe ersetzen.
europe-setup-pieces-title = Waggons und Bahnhöfe je Spieler
europe-setup-pieces = Jeder Spieler erhält 45 Waggons und 3 Bahnhöfe in seiner Farbe. Gespielt wird mit 2 bis 5 Personen.
europe-setup-deal-title = Wagenkarten austeilen
europe-setup-deal = Die Wagenkarten werden gemischt, und jeder Spieler bekommt 4 davon auf die Hand. Danach werden 5 Karten offen neben den Nachziehstapel gelegt; sind 3 oder mehr davon Lokomotiven, werden die offenen Karten nach der Drei-Lokomotiven-Regel ersetzt.
europe-setup-tickets-title = Start-Zielkarten auswählen
europe-setup-tickets = Der Zielkartenstapel von Europa umfasst 46 Zielkarten: 6 lange und 40 normale. Jeder Spieler erhält 1 lange und 3 normale Zielkarten und muss vor dem ersten Zug 2, 3 oder alle 4 davon behalten, lange und normale frei gemischt. Zurückgegebene Zielkarten kommen aus dem Spiel statt zurück in den Zielkartenstapel, und die langen Zielkarten, die niemand bekommen hat, werden ungesehen weggelegt.
europe-setup-first-player-title = Wer beginnt
europe-setup-first-player = Nach der gedruckten Anleitung fängt an, wer schon in den meisten Ländern Europas war; danach geht es im Uhrzeigersinn weiter. Das kann die App nicht wissen, daher beginnt hier Spieler 1, sofern in der App kein anderer Startspieler gewählt wird (eine Entscheidung dieses Projekts).
europe-turn-one-action-title = Eine Aktion pro Zug
europe-turn-one-action = Wer am Zug ist, führt genau eine von vier Aktionen aus: Wagenkarten ziehen, eine Strecke bauen, Zielkarten ziehen oder einen Bahnhof errichten.
europe-turn-pass-title = Passen, wenn nichts geht
europe-turn-pass = Wer keine erlaubte Aktion mehr hat, muss passen. Passen alle Spieler nacheinander, einmal reihum, endet das Spiel und wird gewertet. Die gedruckten Regeln sehen diesen Stillstand nicht vor (etwa wenn alle Karten auf den Händen liegen, keine Zielkarten mehr da sind und keine Strecke bezahlbar ist); die Regel ist daher eine Entscheidung dieses Projekts.
europe-draw-two-title = Zwei Karten ziehen
europe-draw-two = Du nimmst 2 Wagenkarten. Jede davon nimmst du von den 5 offenen Karten oder als oberste, verdeckte Karte vom Nachziehstapel. Nimmst du eine offene Karte, wird sie sofort vom Nachziehstapel ersetzt, noch bevor du die zweite Karte wählst.
europe-draw-faceup-locomotive-title = Offene Lokomotive
europe-draw-faceup-locomotive = Nimmst du als erste Karte eine offene Lokomotive, ist das Ziehen damit beendet: Du bekommst nur diese eine Karte. Als zweite Karte darfst du nie eine offene Lokomotive nehmen, auch dann nicht, wenn sie gerade erst als Ersatz aufgedeckt wurde.
europe-draw-blind-locomotive-title = Lokomotive vom Nachziehstapel
europe-draw-blind-locomotive = Ziehst du eine Lokomotive verdeckt vom Nachziehstapel, zählt sie wie jede andere Karte: Du darfst trotzdem noch eine zweite Karte nehmen.
europe-draw-three-locomotives-title = Drei offene Lokomotiven
europe-draw-three-locomotives = Liegen unter den 5 offenen Karten 3 oder mehr Lokomotiven, kommen alle 5 auf den Ablagestapel und 5 neue werden ausgelegt; das wird so oft wie nötig wiederholt. Können Nachziehstapel und Ablagestapel zusammen keine 5 offenen Karten mit weniger als 3 Lokomotiven mehr liefern, bleiben die offenen Karten, wie sie sind. Dazu schweigen die gedruckten Regeln, daher ist dieser Teil eine Entscheidung dieses Projekts.
europe-draw-reshuffle-title = Ablagestapel neu mischen
europe-draw-reshuffle = Ist der Nachziehstapel leer, mischt man den Ablagestapel; er dient dann als neuer Nachziehstapel.
europe-draw-unlimited-hand-title = Kein Handkartenlimit
europe-draw-unlimited-hand = Es gibt keine Obergrenze: Du darfst beliebig viele Wagenkarten auf der Hand haben.
europe-draw-exhausted-title = Wenn die Karten ausgehen
europe-draw-exhausted = Du kannst nur Karten nehmen, die es auch gibt. Sind Nachziehstapel und Ablagestapel leer, bleiben nur die noch offen ausliegenden Karten; gibt es gar keine Karte mehr, ist Wagenkarten ziehen keine erlaubte Aktion. Ist nach deiner ersten Karte nichts mehr übrig, endet das Ziehen eben mit dieser einen Karte.
europe-claim-open-route-title = Jede freie Strecke bauen
europe-claim-open-route = Du darfst jede noch freie Strecke auf dem Spielplan bauen; sie muss nicht an deine anderen Strecken anschließen. Pro Zug baust du genau eine Strecke, und zwar immer vollständig mit allen Feldern auf einmal.
europe-claim-trains-title = Genug Waggons übrig
europe-claim-trains = Um eine Strecke zu bauen, brauchst du mindestens so viele Waggons in deinem Vorrat, wie die Strecke Felder hat.
europe-claim-color-title = Farbige Strecke bezahlen
europe-claim-color = Eine farbige Strecke mit N Feldern kostet N Karten genau dieser Farbe. Jede dieser Karten darf durch eine Lokomotive ersetzt werden.
europe-claim-gray-title = Graue Strecke bezahlen
europe-claim-gray = Eine graue Strecke mit N Feldern kostet N Karten einer frei wählbaren, aber einheitlichen Farbe; Farben zu mischen ist nicht erlaubt. Lokomotiven können jede dieser Karten ersetzen, daher genügen auch N Lokomotiven allein.
europe-claim-score-title = Punkte für eine Strecke
europe-claim-score = Die Punkte gibt es sofort beim Bauen, je nach Länge der Strecke: 1 Feld → 1 Punkt, 2 → 2, 3 → 4, 4 → 7, 6 → 15, 8 → 21. Strecken der Länge 5 oder 7 kommen in Europa nicht vor; auf anderen Spielplänen bringen sie 10 und 18 Punkte.
europe-claim-double-same-player-title = Nie beide Doppelstrecken
europe-claim-double-same-player = Verbinden zwei parallele Strecken dieselben beiden Städte, darf ein Spieler niemals beide besitzen.
europe-claim-double-few-players-title = Doppelstrecken bei 2–3 Spielern
europe-claim-double-few-players = Bei 2 oder 3 Spielern kann von jeder Doppelstrecke nur eine Strecke genutzt werden. Sobald eine der beiden gebaut ist, bleibt die andere bis zum Spielende gesperrt.
europe-ferry-locomotives-title = Fähren brauchen Lokomotiven
europe-ferry-locomotives = Eine Fähre ist eine graue Strecke mit k Lokomotivsymbolen. Um sie zu bauen, musst du mindestens k Lokomotiven ausspielen; die übrigen N − k Felder bezahlst du mit Karten einer einzigen Farbe, wobei auch dort Lokomotiven erlaubt sind.
europe-tunnel-reveal-title = Aufdecken beim Tunnel
europe-tunnel-reveal = Zuerst legst du die N Karten hin, die der Tunnel normalerweise kostet. Dann kommen vom Nachziehstapel 3 Karten offen auf den Tisch, wenn nötig nach dem Mischen des Ablagestapels; gibt es weniger Karten, werden nur diese aufgedeckt, notfalls gar keine. Deine hingelegten Karten liegen zu diesem Zeitpunkt noch nicht auf dem Ablagestapel.
europe-tunnel-extra-title = Zusatzkosten beim Tunnel
europe-tunnel-extra = Jede aufgedeckte Karte in der Farbe, mit der du bezahlt hast, und jede aufgedeckte Lokomotive erhöht den Preis um 1 Karte; diese zahlst du in derselben Farbe oder mit einer Lokomotive. Hast du nur mit Lokomotiven bezahlt, spielen aufgedeckte farbige Karten keine Rolle: Dann verlangt jede aufgedeckte Lokomotive 1 weitere Lokomotive.
europe-tunnel-withdraw-title = Rückzug beim Tunnel
europe-tunnel-withdraw = Kannst oder willst du die Zusatzkarten nicht bezahlen, nimmst du deine hingelegten Karten zurück auf die Hand. Der Tunnel bleibt frei, und dein Zug ist vorbei.
europe-tunnel-discard-title = Aufgedeckte Karten ablegen
europe-tunnel-discard = Am Ende des Zuges kommen die für den Tunnel aufgedeckten Karten auf den Ablagestapel.
europe-tickets-draw-title = Zielkarten ziehen
europe-tickets-draw = Du ziehst die obersten 3 Zielkarten, oder weniger, wenn der Zielkartenstapel nicht mehr hergibt, und behältst mindestens 1 davon. Zurückgegebene Zielkarten kommen unter den Zielkartenstapel. Ist er leer, steht diese Aktion nicht zur Verfügung.
europe-tickets-keep-title = Behaltene Zielkarten bleiben
europe-tickets-keep = Eine behaltene Zielkarte bleibt bis zum Spielende bei dir; du kannst sie später nicht mehr abwerfen. Wie viele Zielkarten du besitzt, ist nicht begrenzt.
europe-tickets-secret-title = Zielkarten sind geheim
europe-tickets-secret = Deine Zielkarten hältst du vor den Mitspielern geheim; aufgedeckt werden sie erst bei der Schlusswertung.
europe-tickets-complete-title = Erfüllte und unerfüllte Zielkarten
europe-tickets-complete = Am Spielende bringt eine Zielkarte ihren Wert als Pluspunkte, wenn eine ununterbrochene Kette deiner eigenen Strecken ihre beiden Städte verbindet; über deine Bahnhöfe mitbenutzte Strecken zählen dabei mit. Sind die Städte nicht verbunden, wird dir der Wert abgezogen.
europe-station-build-title = Einen Bahnhof bauen
europe-station-build = Du darfst einen Bahnhof in jede Stadt stellen, in der noch keiner steht, auch in eine Stadt ohne gebaute Strecken. Erlaubt ist höchstens 1 Bahnhof pro Zug und 3 im ganzen Spiel, und in jeder Stadt kann insgesamt nur 1 Bahnhof stehen.
europe-station-cost-title = Kosten eines Bahnhofs
europe-station-cost = Dein 1. Bahnhof kostet 1 Karte in beliebiger Farbe, der 2. kostet 2 Karten einer Farbe und der 3. kostet 3 Karten einer Farbe. Lokomotiven können jede dieser Karten ersetzen.
europe-station-borrow-title = Ein Bahnhof nutzt eine Strecke
europe-station-borrow = Bei Spielende erlaubt dir jeder deiner Bahnhöfe, genau 1 Strecke eines Mitspielers zu nutzen, die in diese Stadt führt; diese eine Strecke gilt dann für alle deine Zielkarten. Nutzen lassen sich nur Strecken, die schon jemand gebaut hat. Am Tisch wählst du selbst; die App wählt die Strecken, die dir für deine Zielkarten die meisten Punkte bringen.
europe-station-unused-title = Punkte für übrige Bahnhöfe
europe-station-unused = Für jeden Bahnhof, den du nicht gebaut hast, bekommst du am Ende 4 Punkte.
europe-end-trigger-title = Die letzte Runde
europe-end-trigger = Sobald ein Spieler seinen Zug mit 2 oder weniger Waggons beendet, bekommt jeder, er selbst eingeschlossen, noch genau 1 weiteren Zug. Danach ist das Spiel vorbei.
europe-end-game-over-title = Spiel vorbei
europe-end-game-over = Ist das Spiel beendet, sind keine weiteren Aktionen mehr erlaubt.
europe-score-routes-title = Punkte für Strecken
europe-score-routes = Die Punkte für Strecken gab es schon beim Bauen; bei der Schlusswertung werden sie zur Kontrolle noch einmal nachgerechnet.
europe-score-tickets-title = Punkte für Zielkarten
europe-score-tickets = Jede Zielkarte zählt ihren Wert als Plus, wenn sie erfüllt ist, sonst als Minus; über Bahnhöfe genutzte Strecken werden dabei berücksichtigt.
europe-score-stations-title = Punkte für Bahnhöfe
europe-score-stations = Jeder Bahnhof, der noch in deinem Vorrat liegt, ist 4 Punkte wert.
europe-score-longest-path-title = Der Europa-Express
europe-score-longest-path = Wer die längste durchgehende Strecke aus eigenen Strecken hat, erhält den Europa-Express und 10 Punkte; gezählt werden die Wagenfelder. Sie darf eine Stadt mehrmals berühren und Schleifen bilden, jede Strecke aber nur einmal nutzen; Abzweigungen bringen nichts, und über Bahnhöfe geliehene Strecken zählen nicht. Bei Gleichstand bekommt jeder Beteiligte 10 Punkte.
europe-win-tiebreak-title = Sieger und Gleichstand
europe-win-tiebreak = Es gewinnt, wer die meisten Punkte hat; bei Gleichstand liegt vorn, wer mehr Zielkarten erfüllt hat. Danach unterscheiden sich die Ausgaben: Die deutsche Ausgabe zum 15-jährigen Jubiläum (Standard) entscheidet nach der längsten durchgehenden Strecke, die englische Ausgabe zuerst nach den wenigsten gebauten Bahnhöfen und dann nach dem Europa-Express. Wer dann noch gleichauf liegt, teilt sich den Sieg; welche Ausgabe gilt, ist eine Regeloption.
europe-variant-classic-title = Klassische Variante
europe-variant-classic = Gespielt wird mit den 46 Europa-Zielkarten (6 lange, 40 normale) und dem üblichen Spielaufbau. Im Spiel ziehst du 3 Zielkarten und behältst mindestens 1.
europe-variant-1912-title = Variante Europa 1912
europe-variant-1912 = Wie die klassische Variante, nur mit den 55 Zielkarten von Europa 1912 (6 lange, 49 normale) anstelle der Europa-Zielkarten.
europe-variant-mega-title = Variante Mega-Europa
europe-variant-mega = Beide Zielkarten-Sätze werden zusammengelegt: 12 lange und 89 normale Zielkarten. Zu Beginn erhält jeder 2 lange Zielkarten und behält 0 oder 1 davon (nie beide), danach 5 normale, von denen er mindestens 2 behält, wenn er eine lange behalten hat, sonst mindestens 3. Zurückgegebene normale Zielkarten kommen gemischt unter ihren Zielkartenstapel, zurückgegebene lange aus dem Spiel; im Spiel ziehst du 3 und behältst mindestens 1.
europe-variant-big-cities-title = Variante Europas Großstädte
europe-variant-big-cities = Verwendet werden nur die 45 Zielkarten mit Großstadt-Symbol, lange Zielkarten gibt es nicht; auf diesen Karten ist mindestens eine Stadt London, Berlin, Moskva, Paris, Wien, Madrid, Roma, Athina oder Angora. Zu Beginn erhältst du 5 Zielkarten und behältst mindestens 2; die übrigen kommen gemischt unter den Zielkartenstapel. Im Spiel ziehst du 4 Zielkarten und behältst mindestens 1.
europe-variant-bonus-tickets-title = Die Bonus-Zielkarten
europe-variant-bonus-tickets = Zu den normalen Zielkarten der gewählten Variante kommen 7 Bonus-Zielkarten hinzu: 6 stammen von „Orient-Express“, 1 von „Ticket to Ride with Max“. Ihre Städte und Punktwerte sind noch nicht öffentlich bekannt; bis dahin ist diese Option nicht spielbar.

## deutschland

deutschland-de-passengers-title = Passagiere auf dem Spielplan
deutschland-de-passengers = Beim Aufbau holt man 60 Passagiere in verschiedenen Farben blind aus dem Beutel und verteilt sie auf Städte und Länder, an jeden Ort so viele, wie der Spielplan dort angibt. Die Kartendatei hält fest, wie viele wohin kommen.
deutschland-de-setup-tickets-title = Start-Zielkarten in Deutschland
deutschland-de-setup-tickets = Der Zielkartenstapel „kurze Strecke“ hat 55 Zielkarten im Wert von 2 bis 11, der Zielkartenstapel „lange Strecke“ 34 Zielkarten im Wert von 12 bis 22. Jeder Spieler sagt an, wie viele seiner 4 Start-Zielkarten er von welchem Zielkartenstapel nimmt, zieht sie und behält 2 oder mehr. Nicht behaltene Karten kommen zurück unter ihren eigenen Zielkartenstapel, danach werden beide Zielkartenstapel gemischt.
deutschland-de-claim-title = Strecken bauen in Deutschland
deutschland-de-claim = Eine Strecke baust du wie bei Europa: Du brauchst genug Waggons und die passenden Karten für eine farbige oder graue Strecke. Direkt danach sammelst du Passagiere an ihren beiden Endpunkten ein. Tunnel, Fähren und Bahnhöfe gibt es in diesem Spiel nicht.
deutschland-de-take-passengers-title = Passagiere mitnehmen
deutschland-de-take-passengers = Nach dem Bau einer Strecke nimmst du von jedem der 2 verbundenen Orte 1 Passagier, sofern dort einer steht. Stehen dort mehrere, suchst du dir einen aus. Deine Passagiere liegen für alle sichtbar vor dir.
deutschland-de-draw-tickets-title = Zielkarten ziehen in Deutschland
deutschland-de-draw-tickets = Du ziehst 4 Zielkarten und sagst vorher an, wie viele Zielkarten „kurze Strecke“ und wie viele „lange Strecke“ es sind; die Verteilung muss zu den beiden Zielkartenstapeln passen, und nur wenn beide zusammen weniger als 4 Karten haben, ziehst du weniger. Mindestens 1 behältst du; zurückgegebene Karten kommen unter ihren eigenen Zielkartenstapel.
deutschland-claim-score-title = Punkte für eine Strecke
deutschland-claim-score = Die Punkte gibt es sofort beim Bauen, je nach Länge: 1 Feld → 1 Punkt, 2 → 2, 3 → 4, 4 → 7, 5 → 10, 6 → 15, 7 → 18. Anders als in Europa gibt es hier Strecken der Länge 5 und 7, aber keine der Länge 8.
deutschland-de-multi-routes-title = Doppel- und Dreierstrecken
deutschland-de-multi-routes = Manche Orte sind durch 2 oder 3 parallele Strecken verbunden. Kein Spieler darf mehr als 1 Strecke zwischen denselben 2 Orten besitzen. Bei 2 oder 3 Spielern kann von jeder Doppel- oder Dreierstrecke nur eine Strecke genutzt werden.
deutschland-de-countries-title = Nachbarländer als Ziele
deutschland-de-countries = Am Rand des Spielplans liegen 5 Nachbarländer: Dänemark, die Niederlande, Frankreich, die Schweiz und Österreich. Strecken in ein Land enden dort, und für ein Ziel in einem Land genügt es, das Land zu erreichen. Länder sind aber Sackgassen: Man darf sie nicht als Zwischenstation zwischen zwei anderen Orten nutzen, Freiburg–Frankreich–Saarbrücken zählt also nicht.
deutschland-end-trigger-title = Die letzte Runde
deutschland-end-trigger = Das Ende läuft wie bei Europa: Beendet ein Spieler seinen Zug mit 2 oder weniger Waggons, hat jeder, auch er selbst, noch genau 1 Zug; dann endet das Spiel.
deutschland-score-tickets-title = Punkte für Zielkarten
deutschland-score-tickets = Erfüllte Zielkarten zählen ihren Wert als Plus, unerfüllte als Minus. Für ein Ziel in einem Nachbarland genügt es, das Land zu erreichen; durch ein Land hindurch zu einem anderen Ort darf aber keine Strecke führen.
deutschland-de-globetrotter-title = Der Globetrotter-Bonus
deutschland-de-globetrotter = Wer am Ende die meisten erfüllten Zielkarten vorweisen kann, erhält 15 Bonuspunkte; bei Gleichstand bekommt jeder Beteiligte 15. Nicht erfüllte Zielkarten zählen hier nicht mit. Ob auch ohne eine einzige erfüllte Zielkarte jemand den Bonus bekommt, lässt die Anleitung offen; nach Entscheidung dieses Projekts bekommt ihn nie, wer keine Zielkarte erfüllt hat.
deutschland-de-passenger-majority-title = Mehrheiten bei Passagieren
deutschland-de-passenger-majority = Für jede Passagierfarbe bekommt, wer die meisten Passagiere dieser Farbe hat, 20 Punkte, der Zweitplatzierte 10 Punkte. Teilen sich mehrere den ersten Platz, erhält jeder von ihnen 20 Punkte, und einen zweiten Platz gibt es nicht; liegt einer allein vorn und teilen sich mehrere den zweiten Platz, erhält jeder von diesen 10. Wer von einer Farbe keinen einzigen Passagier hat, bekommt dafür nichts, auch nicht für den zweiten Platz; das ist eine Entscheidung dieses Projekts.
deutschland-win-tiebreak-title = Sieger und Gleichstand
deutschland-win-tiebreak = Es gewinnt, wer die meisten Punkte hat. Bei Gleichstand entscheiden mehr erfüllte Zielkarten, danach mehr Passagiere; wer dann noch gleichauf liegt, teilt sich den Sieg.

## asia

asia-asia-teams-title = Spielen in Mannschaften
asia-asia-teams = Gespielt wird zu 4 oder zu 6 in Mannschaften zu je 2 Spielern. Partner sitzen nebeneinander und sind daher direkt nacheinander am Zug. Jede Mannschaft hat eine Farbe und einen gemeinsamen Punktestand; jeder Partner hat 27 Waggons der Mannschaftsfarbe in einem eigenen Vorrat.
asia-asia-talk-title = Absprachen mit dem Partner
asia-asia-talk = Partner dürfen miteinander reden, aber keine geheimen Informationen verraten, außer dem, was zum Nutzen der gemeinsamen Kartenhalter nötig ist. In der App siehst du deine eigene Hand und die Kartenhalter deiner Mannschaft.
asia-asia-start-cards-title = Startkarten in der Mannschaft
asia-asia-start-cards = Jeder Spieler beginnt mit 4 Wagenkarten auf der eigenen Hand. Der gemeinsame Kartenhalter der Mannschaft ist zu Spielbeginn leer.
asia-asia-draw-split-title = Gezogene Karten aufteilen
asia-asia-draw-split = Ziehst du Wagenkarten, kommt 1 Karte auf deine Hand und die andere auf den gemeinsamen Kartenhalter deiner Mannschaft. Bei der ersten Karte entscheidest du, wohin sie geht; die zweite kommt an den anderen Platz. Nimmst du als erste Karte eine offene Lokomotive, ist das die einzige Karte in diesem Zug, und sie kommt auf den gemeinsamen Kartenhalter.
asia-asia-claim-pool-title = Bezahlen aus Hand und Kartenhalter
asia-asia-claim-pool = Beim Bau einer Strecke darfst du beliebig mit Karten aus deiner Hand und vom gemeinsamen Kartenhalter deiner Mannschaft bezahlen.
asia-asia-setup-tickets-title = Start-Zielkarten der Mannschaft
asia-asia-setup-tickets = Der Zielkartenstapel umfasst 60 Zielkarten. Jeder Spieler erhält 5 und behält mindestens 3, die er auch vor seinem Partner geheim hält; danach legt jeder Partner 1 behaltene Zielkarte in den gemeinsamen Kartenhalter für Zielkarten, wo beide sie sehen. Alle Zielkarten beider Partner, ob auf der Hand oder im Kartenhalter, zählen für die Mannschaft, verbunden über die Strecken beider Partner.
asia-asia-draw-tickets-title = Zielkarten ziehen in Mannschaften
asia-asia-draw-tickets = Du ziehst 4 Zielkarten und behältst mindestens 1; 1 der neu behaltenen Karten legst du in den gemeinsamen Kartenhalter für Zielkarten. Zurückgegebene Zielkarten kommen unter den Zielkartenstapel.
asia-asia-share-tickets-title = Zielkarten teilen
asia-asia-share-tickets = Statt einer anderen Aktion darfst du in deinem Zug bis zu 2 Zielkarten von deiner Hand in den gemeinsamen Kartenhalter für Zielkarten stellen.
asia-asia-doubles-4p-title = Doppelstrecken bei 4 Spielern
asia-asia-doubles-4p = Bei 4 Spielern kann von jeder Doppelstrecke nur eine Strecke genutzt werden. Ausnahme ist die Doppelstrecke zwischen Hongkong und Kanton: Dort dürfen beide Strecken gebaut werden.
asia-asia-triples-4p-title = Dreierstrecken bei 4 Spielern
asia-asia-triples-4p = Bei 4 Spielern können von einer Dreierstrecke nur 2 der 3 Strecken genutzt werden. Die beiden Partner einer Mannschaft dürfen sich jeweils 1 davon nehmen und so die andere Mannschaft aussperren.
asia-asia-tunnel-reveal-title = Tunnel im Himalaya
asia-asia-tunnel-reveal = Tunnel funktionieren nach den üblichen Tunnelregeln, doch ein Himalaya-Tunnel zeigt eine Zahl von 4 bis 6: So viele Karten werden statt 3 aufgedeckt. Den Tunnel samt Zusatzkarten darfst du aus deiner Hand und vom gemeinsamen Kartenhalter bezahlen.
asia-asia-doubles-team-title = Mannschaften auf Doppelstrecken
asia-asia-doubles-team = Die beiden Partner einer Mannschaft zählen als ein Besitzer: Sie dürfen nicht beide Strecken einer Doppelstrecke besitzen (bei 6 Spielern darf eine andere Mannschaft die zweite Strecke nehmen). Für Dreierstrecken gilt weiter die Ausnahme: Jeder Partner darf eine der beiden nutzbaren Strecken besitzen. Die Anleitung sagt dazu nichts; so lautet die Entscheidung dieses Projekts.
asia-asia-end-trigger-title = Letzte Runde der Mannschaften
asia-asia-end-trigger = Hat eine Mannschaft am Ende des Zuges eines Partners insgesamt nur noch 4 oder weniger Waggons (beide Partner zusammen), hat jeder Spieler noch 1 letzten Zug.
asia-asia-express-title = Der Asien-Express-Bonus
asia-asia-express = Die Mannschaft mit der längsten durchgehenden Strecke aus den Strecken beider Partner erhält 10 Punkte. Bei Gleichstand bekommt jede beteiligte Mannschaft 10 Punkte.
asia-asia-explorer-title = Der Asien-Entdecker-Bonus
asia-asia-explorer = 10 Punkte gehen an die Mannschaft mit den meisten erfüllten Zielkarten. Bei Gleichstand bekommt jede beteiligte Mannschaft 10 Punkte.

## trans

trans-trans-board-title = Das Dreiecksraster
trans-trans-board = Der Spielplan ist ein Dreiecksraster: Auf seinen Linien wird gebaut, und die Städte liegen auf den Kreuzungspunkten. Auf jede Linie kommt ein Schienenstück. Eine Doppellinie, dort gezeichnet, wo die Strecke Wasser oder Gebirge quert, bekommt ebenfalls nur ein Stück, zählt aber doppelt: Wer sie baut, hat damit seinen ganzen Zug verbraucht, und beim Zählen der fehlenden Schienen zählt sie 2. Auf dem Plan von Trans Europa gelten die Fähre über den Ärmelkanal und der Alpentunnel in der Schweiz als einfache Linien.
trans-trans-rails-title = Schienen und Spielerzahl
trans-trans-rails = Alle bauen aus einem gemeinsamen Vorrat von 85 Schienen. Gespielt wird mit 2 bis 6 Personen.
trans-trans-cards-title = Die Städtekarten
trans-trans-cards = Zu jedem Spielplan gehören 35 Städtekarten, 7 in jeder von 5 Farben; bei Trans Europa sind das Braun, Weiß, Rosa, Orange und Türkis. Bei 2 oder 3 Spielern werden die 10 Karten mit gestricheltem Rand aussortiert, 2 pro Farbe.
trans-trans-deal-title = Städte austeilen
trans-trans-deal = Jeder Spieler erhält geheim 1 Karte jeder Farbe und hat damit 5 Städte, die er verbinden muss.
trans-trans-start-marker-title = Startmarker setzen
trans-trans-start-marker = Reihum im Uhrzeigersinn, beginnend beim Startspieler, setzt jeder seinen Startmarker auf einen freien Kreuzungspunkt seiner Wahl, egal ob dort eine Stadt liegt oder nicht.
trans-trans-turn-title = Schienen legen
trans-trans-turn = In deinem Zug legst du bis zu 2 Schienen auf noch unbesetzte einfache Linien oder stattdessen 1 Schiene auf eine unbesetzte Doppellinie.
trans-trans-connected-title = Schienen müssen anschließen
trans-trans-connected = Jede Schiene muss im Moment des Legens an das Netz anschließen, in dem dein Startmarker steht. Deine 2 Schienen dürfen an verschiedenen Stellen liegen, und die zweite darf nutzen, was die erste angeschlossen hat.
trans-trans-shared-network-title = Netze verschmelzen
trans-trans-shared-network = Berühren sich zwei Netze, werden sie zu einem einzigen, und jeder daran beteiligte Spieler darf das ganze Netz nutzen und erweitern.
trans-trans-round-end-title = Ende eines Durchgangs
trans-trans-round-end = Der Durchgang endet sofort, wenn alle 5 Städte eines Spielers über ein Netz mit seinem Startmarker verbunden sind, egal wessen Schienen das bewirkt haben. Ausnahme: Vervollständigt deine erste Schiene im Zug einen anderen Spieler, legst du trotzdem noch deine zweite, sodass selten zwei Spieler im selben Durchgang fertig werden. Der Durchgang endet auch, wenn keine Schienen mehr im Vorrat sind.
trans-trans-score-round-title = Wertung eines Durchgangs
trans-trans-score-round = Wer alle Städte verbunden hat, erhält 4 Prestigepunkte. Alle Übrigen ermitteln die kleinste Zahl an Schienen, die sie von jetzt an allein noch bräuchten, um all ihre Städte an ihr Netz anzuschließen; eine Doppellinie zählt 2, schon liegende Schienen zählen 0. Die Punkte: 1 Schiene fehlt → 3, 2 fehlen → 2, 3–4 fehlen → 1, 5 oder mehr fehlen → 0. Die App ermittelt dieses Minimum als Steinerbaum über dein Netz und deine noch nicht verbundenen Städte.
trans-trans-next-round-title = Der nächste Durchgang
trans-trans-next-round = Der Spielplan wird geräumt, die Startmarker gehen zurück, die Städtekarten werden nach Farben getrennt neu gemischt und wieder ausgeteilt. Die Rolle des Startspielers wandert um 1 Platz nach links.
trans-trans-game-end-title = Ende des Spiels
trans-trans-game-end = Der letzte Durchgang ist der, nach dem mindestens ein Spieler 13 oder mehr Prestigepunkte hat. Es gewinnt, wer am weitesten über 13 liegt; bei Gleichstand teilen sich die Beteiligten den Sieg.
trans-trans-special-title = Variante: Sonderkarten
trans-trans-special = In dieser Variante kommen 19 Sonderkarten hinzu: In jedem Durchgang wird vor dem Setzen der Startmarker eine aufgedeckt, die diesen Durchgang für alle verändert. Die Karten 1 bis 15 machen einen Durchgang meist leichter oder schneller, die Karten 16 bis 19 schwieriger, etwa durch eine günstigere oder strengere Prestigetabelle, bis zu 3 Schienen pro Zug, Doppellinien über Wasser oder Gebirge als einfache Linien, weniger oder weitergegebene Städtekarten oder Schienen, die man ohne Anschluss überall legen darf. Nach Absprache kann eine Karte auch für eine ganze Partie gelten.

## A shared Europe rule in a game's own words

wording-deutschland-turn-one-action-title = Eine Aktion pro Zug
wording-deutschland-turn-one-action = Wer am Zug ist, führt genau eine von drei Aktionen aus: Wagenkarten ziehen, eine Strecke bauen (und ihre Passagiere mitnehmen) oder Zielkarten ziehen.
wording-asia-turn-one-action-title = Eine Aktion pro Zug
wording-asia-turn-one-action = Wer dran ist, macht genau eines von vier Dingen: Wagenkarten ziehen (eine für die Hand, eine für den Kartenhalter der Mannschaft), eine Strecke bauen, Zielkarten ziehen oder bis zu 2 eigene Zielkarten in den Kartenhalter für Zielkarten der Mannschaft legen.
wording-asia-win-tiebreak-title = Sieg der Mannschaft
wording-asia-win-tiebreak = Es gewinnt die Mannschaft mit den meisten Punkten. Bei Gleichstand gewinnt die mit mehr erfüllten Zielkarten; liegen Mannschaften dann noch gleich, teilen sie sich den Sieg. Diese Regel hat das Projekt selbst festgelegt: Die Anleitung nennt keine.
wording-deutschland-setup-first-player-title = Wer beginnt
wording-deutschland-setup-first-player = Laut Spielanleitung beginnt der älteste Spieler; danach geht es im Uhrzeigersinn weiter. Euer Alter kennt die App nicht, daher beginnt hier Spieler 1, sofern in der App kein anderer Startspieler gewählt wird (eine Entscheidung dieses Projekts).
