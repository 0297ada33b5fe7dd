# Der Coach (Issue 25): der Plan des starken Bots und die Rückschau, auf Deutsch.
# Begriffe nach ../shared/glossary.md (Strecke, Zielkarte, Waggons, Bahnhof, Zug = Spielzug).

## Der Plan des starken Bots in einem Satz (ttr/strong.py)

strong-plan-threat = Mein Plan: { $tickets } mit { $need ->
        [one] noch 1 Waggon
       *[other] noch { $need } Waggons
    } erfüllen; zuerst { $route }, weil das Netz eines anderen Spielers schon dorthin reicht.
strong-plan-critical = Mein Plan: { $tickets } mit { $need ->
        [one] noch 1 Waggon
       *[other] noch { $need } Waggons
    } erfüllen; zuerst { $route }, weil der Umweg { $detour ->
        [one] 1 Waggon
       *[other] { $detour } Waggons
    } mehr kostet.
strong-plan-only = Mein Plan: { $tickets } mit { $need ->
        [one] noch 1 Waggon
       *[other] noch { $need } Waggons
    } erfüllen; zuerst { $route }, weil kein anderer Weg mehr bleibt.
strong-plan-long = Mein Plan: { $tickets } mit { $need ->
        [one] noch 1 Waggon
       *[other] noch { $need } Waggons
    } erfüllen; zuerst { $route }, die längste der Strecken auf dem Weg.
strong-plan-more-tickets = Mein Plan: Jede meiner Zielkarten ist erfüllt oder aufgegeben, und { $trains ->
        [one] es ist noch 1 Waggon
       *[other] es sind noch { $trains } Waggons
    } übrig, also ziehe ich neue Zielkarten.
strong-plan-points = Mein Plan: Jede meiner Zielkarten ist erfüllt oder aufgegeben, also setze ich { $trains ->
        [one] meinen letzten Waggon
       *[other] meine { $trains } Waggons
    } auf die längsten Strecken, die meine Karten bezahlen.

## Was die Rückschau findet (ttr/review.py)

review-kept-impossible = Du hast { $ticket } behalten, aber es gab schon keinen Weg mehr dafür: Die Zielkarte blieb unerfüllt und kostete { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
review-kept-impossible-better = Besser: stattdessen { $keep } behalten.
review-blocked = Hier hättest du { $route } bauen können; { $owner } baute sie später, daher war { $ticket } nicht mehr zu erfüllen und kostete { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
review-blocked-better = Besser: jetzt { $route } bauen.
review-idle-station = Dein Bahnhof in { $city } hat am Ende keine Strecke mitbenutzt: Ein nicht gebauter Bahnhof hätte { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } gebracht.
review-idle-station-better = Besser: den Bahnhof und die Karten behalten.
review-tunnel = Der Tunnel { $route } verlangte Zusatzkarten, die du nicht hattest: Du hast dich zurückgezogen und damit deinen Spielzug verloren.
review-keep = Du hast { $kept } behalten; der starke Bot hätte { $keep } behalten.
review-better-move = Besser, wie der starke Bot spielt: { $move }.
review-cost-exact = Kosten: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } (genau, aus der Schlusswertung).
review-cost-estimate = Kosten: etwa { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } (± { $spread }, { $n ->
        [one] 1 Probespiel
       *[other] { $n } Probespiele
    } des starken Bots).
review-none = In dieser Partie wurde keine teure Entscheidung gefunden.
review-not-over = Die Partie ist noch nicht zu Ende: Eine Rückschau betrachtet eine beendete Partie.

## Die Rückschau auf der Spielseite (widgets/review.py)

review-button = Meine Partie auswerten
review-cancel = Abbrechen
review-title = Rückschau auf die Entscheidungen von { $seat }
review-running = Deine Entscheidungen werden ausgewertet: Schritt { $done } von { $total }. Die Spielseite bleibt so lange benutzbar.
review-cancelled = Die Rückschau wurde abgebrochen.
review-failed = Die Rückschau brach ab: { $error }
review-found = { $n ->
        [one] Deine teuerste Entscheidung:
       *[other] Deine { $n } teuersten Entscheidungen, die teuerste zuerst:
    }
review-move = Zug { $n }
review-rules = Regeln: { $rules }
review-board = Der Spielplan vor diesem Zug
