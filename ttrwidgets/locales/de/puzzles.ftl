# Ein Rätsel lehren (ttrwidgets/puzzles/teach*.py): Fragen, Tipps, Urteile und Erklärungen
# (Deutsch). Begriffe: die der Spielanleitungen (../shared/glossary.md); der längste
# Streckenzug ist „er“.

## Die Namen der Arten, für Listen und Überschriften
kind-best_station = Bester Bahnhof
kind-longest_trail = Längster Streckenzug
kind-tunnel_odds = Tunnel-Chancen
kind-cheapest_completion = Billigster Weg zum Ziel
kind-fewest_rails = Wenigste Schienen

## Wörter, die alle Arten teilen
words-none = keine
words-nobody = niemand
words-no-cards = keine Karten
words-spaces = { $n ->
        [one] 1 Feld
       *[other] { $n } Felder
    }
words-cards = { $n ->
        [one] 1 Karte
       *[other] { $n } Karten
    }
words-points = { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
words-unknown-verdict = ({ $key })

## longest_trail: der längste Streckenzug
trail-question = Du spielst { $seat }. Wie lang ist dein längster Streckenzug — eine durchgehende Folge deiner eigenen Strecken, jede höchstens einmal? Zeige ihn, indem du seine Strecken wählst.
trail-hint-total = Deine Strecken haben zusammen { $total ->
        [one] 1 Feld
       *[other] { $total } Felder
    }. Ein Streckenzug nutzt jede Strecke höchstens einmal und darf eine Stadt mehrmals durchfahren, sich aber nicht verzweigen (score.longest-path): Vielleicht passen nicht alle in einen Streckenzug.
trail-hint-odd = Zähle deine Strecken an jeder Stadt. Wo die Zahl ungerade ist ({ $cities }), muss der Streckenzug beginnen oder enden — er hat nur zwei Enden; in jeder anderen Stadt, die er durchfährt, nutzt er zwei Strecken.
trail-hint-even = Zähle deine Strecken an jeder Stadt: Überall ist die Zahl gerade, also kann ein Streckenzug jede Strecke eines zusammenhängenden Teils nutzen und dort enden, wo er begann.
trail-hint-start = Ein längster Streckenzug kann in { $city } beginnen.
trail-not-own = { $routes }: { $n ->
        [one] nicht deine Strecke
       *[other] nicht deine Strecken
    } — ein Streckenzug besteht nur aus deinen eigenen Strecken (score.longest-path).
trail-repeated = Eine Strecke ist doppelt dabei: Jede zählt nur einmal (score.longest-path).
trail-pieces = Diese Strecken zerfallen in { $pieces } getrennte Teile: Ein Streckenzug ist durchgehend (score.longest-path).
trail-branches = Das ist kein einzelner Streckenzug: Er hat offene Enden in { $cities }, ein Streckenzug hat aber nur zwei Enden (score.longest-path).
trail-best = Richtig: { $got ->
        [one] 1 Feld
       *[other] { $got } Felder
    }, dein längster Streckenzug.
trail-shorter = Das ist ein Streckenzug mit { $got ->
        [one] 1 Feld
       *[other] { $got } Feldern
    }, aber es gibt einen längeren.
trail-none = Du hast keine Strecken: Dein längster Streckenzug ist 0.
trail-walk = Dein längster Streckenzug: { $path } — { $routes ->
        [one] 1 Strecke
       *[other] { $routes } Strecken
    }, { $spaces ->
        [one] 1 Feld
       *[other] { $spaces } Felder
    }.
trail-again = Er fährt mehrmals durch { $cities }: Eine Stadt darf sich wiederholen, eine Strecke nicht.
trail-all = Er nutzt jede deiner Strecken: { $total ->
        [one] 1 Feld
       *[other] alle { $total } Felder
    }.
trail-why-pieces = deine Strecken bilden { $pieces } getrennte Teile, und ein Streckenzug bleibt in einem
trail-why-odd = { $n } Städte haben eine ungerade Zahl deiner Strecken ({ $cities }), ein Streckenzug hat aber nur zwei Enden — in jeder anderen Stadt nutzt er Strecken paarweise, also müssen einige draußen bleiben
trail-why-none = kein längerer Streckenzug führt durch sie
trail-left-out = Draußen bleiben: { $routes } ({ $left ->
        [one] 1 Feld
       *[other] { $left } Felder
    } von { $total }). Warum: { $reason }. Der Streckenzug oben lässt so wenig wie möglich weg.

## best_station: der beste Bahnhof
station-question = Du spielst { $seat } und hast noch { $left ->
        [one] 1 Bahnhof
       *[other] { $left } Bahnhöfe
    }. In welcher Stadt bringt dir ein weiterer Bahnhof die meisten Zielkartenpunkte?
station-hint-now = Deine Zielkarten bringen jetzt { $baseline ->
        [one] { $baseline } Punkt
       *[other] { $baseline } Punkte
    }: { $done } von { $n } sind erfüllt. Ein Bahnhof lässt dich eine Strecke eines anderen Spielers nutzen, die in seine Stadt führt (station.borrow): Er rettet nur eine Zielkarte, die eine geliehene Strecke erfüllen würde.
station-hint-save = { $n ->
        [one] Die Zielkarte, die du retten kannst: { $tickets }. Erfüllt wird aus ihrem Minus ein Plus,
       *[other] Die Zielkarten, die du retten kannst: { $tickets }. Erfüllt wird aus ihrem Minus ein Plus,
    } insgesamt { $gain ->
        [one] 1 Punkt mehr
       *[other] { $gain } Punkte mehr
    }. Schau, wo deine Strecken in ihrer Nähe enden, neben einer Strecke eines anderen Spielers.
station-hint-none = Hier erfüllt keine geliehene Strecke eine weitere Zielkarte: Such die Stadt, in der ein Bahnhof deinen Zielkarten am meisten hilft.
station-hint-short = Die beste Stadt ist unter diesen: { $cities } (mehrere davon können gleich gut sein).
station-none = Wähle eine Stadt für deinen Bahnhof.
station-taken = In { $city } steht schon ein Bahnhof: Jede Stadt hat höchstens einen (station.build).
station-best = Richtig: Ein Bahnhof in { $city } bringt deine Zielkarten auf { $best ->
        [one] { $best } Punkt
       *[other] { $best } Punkte
    }, mehr schafft keine Stadt.
station-best-also = Richtig: Ein Bahnhof in { $city } bringt deine Zielkarten auf { $best ->
        [one] { $best } Punkt
       *[other] { $best } Punkte
    }, mehr schafft keine Stadt. { $others } { $n ->
        [one] wäre
       *[other] wären
    } genauso gut.
station-less = Nicht die beste: Mit einem Bahnhof in { $city } kommen deine Zielkarten auf { $got ->
        [one] { $got } Punkt
       *[other] { $got } Punkte
    } — eine andere Stadt bringt mehr.
station-explain-best = Die beste Stadt ist { $city }. Mit einem weiteren Bahnhof dort bringen deine Zielkarten { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkte
    } statt jetzt { $baseline }.
station-explain-best-more = Die beste Stadt ist { $city } (oder { $more }: genauso gut). Mit einem weiteren Bahnhof dort bringen deine Zielkarten { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkte
    } statt jetzt { $baseline }.
station-borrows = der Bahnhof in { $city } leiht { $route } von { $owner }
station-explain-borrow = Mit dem neuen Bahnhof in { $city }: { $parts }. Jeder Bahnhof leiht eine Strecke eines anderen Spielers, die in seine Stadt führt (station.borrow).
station-explain-no-borrow = Dafür muss kein Bahnhof eine Strecke leihen (station.borrow).
station-explain-saved = Damit { $n ->
        [one] ist { $tickets } erfüllt.
       *[other] sind { $tickets } erfüllt.
    }
station-explain-tickets = Erfüllt: { $completed }; weiter offen: { $still } — zusammen { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkte
    } (score.tickets).
station-tempting-route = Verlockend: { $city }. Aber ein Bahnhof dort bringt deine Zielkarten nur auf { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkte
    }, { $fewer } weniger: Die Strecke, die er leihen würde, { $route }, erfüllt die gebrauchte Zielkarte nicht.
station-tempting-no-route = Verlockend: { $city }. Aber ein Bahnhof dort bringt deine Zielkarten nur auf { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkte
    }, { $fewer } weniger: Dort erfüllt keine Strecke eines anderen Spielers eine deiner Zielkarten.
station-tempting-ticket-route = Verlockend: { $city }, eine Stadt deiner Zielkarte { $ticket }. Aber ein Bahnhof dort bringt deine Zielkarten nur auf { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkte
    }, { $fewer } weniger: Die Strecke, die er leihen würde, { $route }, erfüllt die gebrauchte Zielkarte nicht.
station-tempting-ticket-no-route = Verlockend: { $city }, eine Stadt deiner Zielkarte { $ticket }. Aber ein Bahnhof dort bringt deine Zielkarten nur auf { $value ->
        [one] { $value } Punkt
       *[other] { $value } Punkte
    }, { $fewer } weniger: Dort erfüllt keine Strecke eines anderen Spielers eine deiner Zielkarten.

## tunnel_odds: die Chance eines Tunnels
tunnel-question = Du baust den Tunnel { $route } mit { $cards }. Dann { $reveal ->
        [one] wird 1 Karte
       *[other] werden { $reveal } Karten
    } aufgedeckt, aus { $unseen_n ->
        [one] der 1 Karte
       *[other] den { $unseen_n } Karten
    }, die du nicht gesehen hast ({ $unseen }). Wie wahrscheinlich kostet dich der Tunnel mindestens eine zusätzliche Karte?
tunnel-matching-locos = { $match } von { $unseen_n ->
        [one] 1 Karte
       *[other] { $unseen_n } Karten
    }, die du nicht gesehen hast, { $match ->
        [one] kostet
       *[other] kosten
    } dich eine zusätzliche Karte: Du zahlst nur mit Lokomotiven, also zählen nur Lokomotiven ({ $locos }) (tunnel.extra).
tunnel-matching = { $match } von { $unseen_n ->
        [one] 1 Karte
       *[other] { $unseen_n } Karten
    }, die du nicht gesehen hast, { $match ->
        [one] kostet
       *[other] kosten
    } dich eine zusätzliche Karte: { $locos ->
        [one] 1 Lokomotive
       *[other] { $locos } Lokomotiven
    } und { $same ->
        [one] 1 Karte
       *[other] { $same } Karten
    } in { $colour }, der Farbe, mit der du zahlst (tunnel.extra).
tunnel-hint-none-first = Rechne zuerst die Chance auf KEINE zusätzliche Karte aus: { $reveal ->
        [one] Die aufgedeckte Karte muss
       *[other] Alle { $reveal } aufgedeckten Karten müssen
    } von den { $harmless } harmlosen stammen, also C({ $harmless },{ $reveal }) / C({ $unseen_n },{ $reveal }) (C = Anzahl der Auswahlen). Gesucht ist 1 minus das.
tunnel-term = { $k } zusätzlich: { $chance }
tunnel-hint-terms = Die ersten Werte der Verteilung: { $terms }.
tunnel-unreadable = „{ $answer }“ ist keine Wahrscheinlichkeit: Schreib sie wie 3/4, 0,75 oder 75 %.
tunnel-right = Richtig: Die Chance auf mindestens eine zusätzliche Karte ist { $chance }.
tunnel-wrong = Nicht { $chance }.
tunnel-mistake-locos-only = So wäre es, wenn nur die Lokomotiven zählten — aber jede Karte in der Farbe, mit der du zahlst, kostet auch eine Karte mehr (tunnel.extra).
tunnel-mistake-colour-only = Da fehlen die Lokomotiven: Jede aufgedeckte Lokomotive kostet ebenfalls eine Karte mehr (tunnel.extra).
tunnel-mistake-exactly-one = Das ist die Chance auf genau eine zusätzliche Karte; zwei oder drei zählen auch.
tunnel-mistake-none = Das ist die Chance auf KEINE zusätzliche Karte: Gefragt ist das Gegenteil.
tunnel-mistake-added = Da sind die Chancen der einzelnen Karten addiert — aber sie werden zusammen aufgedeckt, und eine zusätzliche Karte schließt die nächste nicht aus (tunnel.reveal).
tunnel-mistake-replaced = So wäre es, wenn jede Karte vor der nächsten zurückgelegt würde; die aufgedeckten Karten sind aber verschiedene Karten (tunnel.reveal).
tunnel-mistake-guess = Das geben die Karten nicht her.
tunnel-explain-reveal = Beim Bau des Tunnels { $reveal ->
        [one] wird 1 Karte
       *[other] werden { $reveal } Karten
    } aus { $unseen_n ->
        [one] der 1 Karte
       *[other] den { $unseen_n } Karten
    } aufgedeckt, die du nicht gesehen hast; jede Auswahl von { $reveal } ist gleich wahrscheinlich (tunnel.reveal).
tunnel-explain-fewer = Nur { $reveal }, nicht { $printed }: Es sind nicht mehr Karten übrig.
tunnel-explain-none = Keine zusätzliche Karte heißt: Jede aufgedeckte Karte stammt von den { $harmless } harmlosen: C({ $harmless },{ $reveal }) / C({ $unseen_n },{ $reveal }) = { $ways_none } / { $ways } = { $none }. Also mindestens eine zusätzliche Karte: 1 − { $none_fraction } = { $chance }.
tunnel-explain-all = Die ganze Verteilung — { $terms }.
tunnel-tempting = Verlockend: { $choice }. { $why }

## cheapest_completion: die billigste Ergänzung
completion-question = Du spielst { $seat }. Welche freien Strecken musst du noch bauen, um { $tickets } zu erfüllen — mit so wenigen Feldern wie möglich? Deine eigenen Strecken kosten nichts.
completion-hint-rules = Deine eigenen Strecken kosten nichts, eine freie Strecke so viel, wie sie lang ist. Strecken anderer Spieler sind tabu, ebenso Strecken, die die Regeln für dich sperren ({ $rule }); Bahnhöfe zählen hier nicht.
completion-hint-countries = Ein Nachbarland ist eine Sackgasse: Ein Weg darf dort enden, aber nicht hindurchführen (de.countries).
completion-hint-share = Zielkarten dürfen Strecken teilen; eine geteilte Strecke zahlst du einmal.
completion-hint-blocked = Schau dir { $tickets } an: Gibt es da überhaupt noch einen Weg?
completion-hint-cost = Die billigste Antwort braucht { $n ->
        [one] 1 Feld
       *[other] { $n } Felder
    }.
completion-hint-route = Eine Strecke einer billigsten Antwort: { $route }.
completion-impossible-right = Richtig: Diese Zielkarten lassen sich nicht mehr erfüllen.
completion-possible = Sie lassen sich noch erfüllen: Finde die Strecken dafür.
completion-unusable-own = { $route } gehört dir schon: Sie kostet nichts, du musst sie nicht bauen.
completion-unusable-other = { $route } gehört { $owner }.
completion-unusable-closed = { $route } ist für dich gesperrt ({ $rule }).
completion-incomplete = Noch nicht: Mit diesen Strecken { $n ->
        [one] ist { $tickets } noch nicht erfüllt.
       *[other] sind { $tickets } noch nicht erfüllt.
    }
completion-impossible-wrong = Diese Zielkarten lassen sich nicht erfüllen.
completion-best = Richtig: { $got ->
        [one] 1 Feld
       *[other] { $got } Felder
    }, weniger geht nicht.
completion-dearer = Damit sind alle Zielkarten erfüllt, mit { $got ->
        [one] 1 Feld
       *[other] { $got } Feldern
    } — aber es geht mit weniger.
completion-explain-impossible = { $tickets } { $n ->
        [one] lässt
       *[other] lassen
    } sich nicht mehr erfüllen: Jeder Weg ist durch Strecken anderer Spieler oder gesperrte Strecken versperrt.
completion-explain-nothing = Nichts zu bauen: Deine eigenen Strecken erfüllen { $tickets } schon.
completion-explain-claim = Baue { $routes }: Mit { $n ->
        [one] 1 Feld
       *[other] { $n } Feldern
    } erfüllst du { $tickets }.
completion-explain-claim-own = Baue { $routes }: Mit { $n ->
        [one] 1 Feld
       *[other] { $n } Feldern
    } erfüllst du { $tickets }, zusammen mit deinen eigenen Strecken { $own }.
completion-explain-counted = Gezählt werden nur freie Strecken, die du noch bauen darfst; Strecken anderer Spieler und für dich gesperrte Strecken fallen weg ({ $rule }).
completion-explain-counted-countries = Gezählt werden nur freie Strecken, die du noch bauen darfst; Strecken anderer Spieler und für dich gesperrte Strecken fallen weg ({ $rule }); Länder sind Sackgassen (de.countries).
completion-explain-shared = Die Zielkarten teilen sich { $routes }: Eine geteilte Strecke baust und zahlst du einmal.
completion-explain-alone-one = Das ist einfach der billigste Weg der Zielkarte: { $n ->
        [one] 1 Feld
       *[other] { $n } Felder
    }.
completion-explain-alone-same = Jede Zielkarte für sich auf ihrem billigsten Weg: { $each }. Hier teilen sie nichts, gemeinsam geplant kosten sie also dieselben { $total }.
completion-explain-alone-less = Jede Zielkarte für sich auf ihrem billigsten Weg: { $each } — { $total }, wenn nichts geteilt würde; diese Wege zusammen kosten { $union }. Gemeinsam geplant brauchen die Zielkarten nur { $value }.
completion-each = { $pair }: { $cost }

## fewest_rails (Trans Europa, Trans Amerika): ein Durchgang, Startmarker, Kreuzungspunkte
rails-count = { $n ->
        [one] 1 Schiene
       *[other] { $n } Schienen
    }
rails-near-crossing = dem Kreuzungspunkt neben { $city }
rails-kind-water = Wasser
rails-kind-mountain = Gebirge
rails-no-marker = Dieser Spieler hat noch keinen Startmarker (trans.start-marker).
rails-hint-rules = Zähle wie die Wertung am Ende des Durchgangs (trans.score-round): Eine einfache Linie braucht 1 Schiene; eine Doppellinie über Wasser oder Gebirge braucht ein Schienenstück, zählt aber 2 (trans.board); jede Schiene, die schon liegt, zählt 0 — deine oder fremde, du darfst durch andere Netze hindurch. Eine Linie kann mehreren Städten dienen.
rails-hint-special = Die Sonderkarte dieses Durchgangs lässt Doppellinien über { $kinds } nur 1 zählen (trans.special).
rails-hint-follow = Folge den Schienen ab deinem Startmarker: Wohin reichen sie?
rails-hint-fewest = Das Minimum ist { $n ->
        [one] 1 Schiene
       *[other] { $n } Schienen
    }.
rails-hint-branch = Eine beste Antwort verzweigt sich an { $point } (umkreist): Von dort gehen Linien in drei Richtungen, die sich mehrere Städte teilen.
rails-hint-middle = Eine Linie einer besten Antwort ist auf dem Plan umrandet: die in der Mitte ihres Wegs.
rails-taken = { $n ->
        [one] Auf dieser Linie liegt schon eine Schiene: Sie kostet nichts und nimmt keine zweite.
       *[other] Auf diesen Linien liegt schon eine Schiene: Sie kosten nichts und nehmen keine zweite.
    } Wähle freie Linien (trans.score-round).
rails-unknown = Das ist keine Linie dieses Plans.
rails-incomplete = Noch nicht: Mit diesen Linien { $n ->
        [one] ist { $cities } noch nicht mit deinem Netz verbunden
       *[other] sind { $cities } noch nicht mit deinem Netz verbunden
    } (trans.connected).
rails-best = Richtig: { $got ->
        [one] 1 Schiene
       *[other] { $got } Schienen
    }, weniger geht nicht.
rails-more = Damit sind alle Städte verbunden, mit { $got ->
        [one] 1 Schiene
       *[other] { $got } Schienen
    } — aber es geht mit weniger.
rails-explain-no-marker = Ohne Startmarker gibt es kein Netz, von dem aus gezählt wird.
rails-explain-nothing = Es fehlt nichts: Jede deiner Städte liegt schon in deinem Netz — der Durchgang wäre zu Ende.
rails-explain-tree = Lege Schienen auf { $lines ->
        [one] die Linie, die gestrichelt ist
       *[other] die { $lines } Linien, die gestrichelt sind
    }: { $n ->
        [one] 1 Schiene verbindet
       *[other] { $n } Schienen verbinden
    } { $cities } mit deinem Netz. Mit weniger geht es nicht (ein exakter minimaler Steinerbaum: Endpunkte sind dein Netz und deine Städte).
rails-explain-doubles = { $d ->
        [one] 1 dieser Linien ist eine Doppellinie (umrandet), über Wasser oder Gebirge: Sie zählt bei den fehlenden Schienen 2.
       *[other] { $d } dieser Linien sind Doppellinien (umrandet), über Wasser oder Gebirge: Jede zählt bei den fehlenden Schienen 2.
    } { $twice } + { $plain } = { $n ->
        [one] 1 Schiene
       *[other] { $n } Schienen
    }.
rails-explain-plain = Jede dieser Linien ist eine einfache Linie: je 1 Schiene, { $n ->
        [one] 1 Schiene
       *[other] { $n } Schienen
    } zusammen.
rails-explain-special = Die Sonderkarte dieses Durchgangs lässt Doppellinien über { $kinds } nur 1 zählen.
rails-explain-through = Der Baum läuft in Schienen, die schon auf dem Plan liegen (umrandet), aber noch nicht zu deinem Netz gehören: Sie kosten nichts, und sobald sie angeschlossen sind, darfst du auch dieses Netz nutzen.
rails-explain-partners = Dein Netz teilst du mit { $names }: Deren Schienen zählen wie deine (umrandet).
rails-explain-tempting = Verlockend: zuerst die nächste Stadt anschließen, dann die nächstnähere und so weiter (die umrandeten Linien). Das braucht { $h ->
        [one] 1 Schiene
       *[other] { $h } Schienen
    }. Der beste Baum teilt Linien zwischen Städten und braucht nur { $n }.
rails-explain-quick = Hier ist der schnelle Weg — zuerst die nächste Stadt, dann die nächstnähere — genauso gut: { $n ->
        [one] 1 Schiene
       *[other] { $n } Schienen
    }. Das ist nicht immer so: Es ist eine Faustregel, und die genaue Zahl kann kleiner sein, wenn Linien geteilt werden.
rails-table-special = nach der Tabelle der Sonderkarte dieses Durchgangs
rails-table = 1 fehlt: 3, 2: 2, 3–4: 1, 5 und mehr: 0; wer fertig wird, bekommt 4
rails-explain-score = Endete der Durchgang jetzt, { $n ->
        [one] brächte 1 fehlende Schiene
       *[other] brächten { $n } fehlende Schienen
    } { $points ->
        [one] 1 Prestigepunkt
       *[other] { $points } Prestigepunkte
    } ({ $table }).
rails-question-no-marker = Du spielst { $seat } und hast noch keinen Startmarker: Es gibt kein Netz, von dem aus gezählt wird (trans.start-marker).
rails-question-joined = Du spielst { $seat }. Sind alle deine Städte schon mit deinem Netz verbunden? Prüfe ohne gewählte Linien.
rails-question = Du spielst { $seat } (die Ringe mit deiner Nummer sind deine Städte). { $cities } { $n ->
        [one] ist
       *[other] sind
    } noch nicht mit dem Netz deines Startmarkers verbunden. Wie viele Schienen brauchst du mindestens noch, um { $n ->
        [one] sie
       *[other] alle
    } anzuschließen? Zeige es, indem du die freien Linien wählst, auf die du Schienen legen würdest.

## die Titel der mitgelieferten Rätsel (tools/make_puzzle_pack.py schreibt sie ins Paket);
## $number: die Nummer des Spielers; $cards: die gelegten Karten, wie die Engine sie nennt
title-best_station = Wo hilft dein nächster Bahnhof am meisten? ({ $players } Spieler, noch { $left ->
        [one] 1 Bahnhof
       *[other] { $left } Bahnhöfe
    })
title-longest_trail = Wie lang ist der längste Streckenzug von Spieler { $number }? ({ $players } Spieler, { $routes_n ->
        [one] 1 Strecke
       *[other] { $routes_n } Strecken
    })
title-tunnel_odds = Tunnel { $a }–{ $b }, bezahlt mit { $cards }: Wie wahrscheinlich sind Zusatzkarten? ({ $deck_n ->
        [one] 1 Karte
       *[other] { $deck_n } Karten
    } im Nachziehstapel)
title-cheapest_completion = Der billigste Weg, { $tickets_n ->
        [one] deine offene Zielkarte
       *[other] deine { $tickets_n } offenen Zielkarten
    } zu erfüllen ({ $players } Spieler)
title-fewest_rails = { $board }: Wie viele Schienen braucht Spieler { $number } noch für { $cities_n ->
        [one] 1 Stadt
       *[other] { $cities_n } Städte
    }? ({ $players } Spieler)
