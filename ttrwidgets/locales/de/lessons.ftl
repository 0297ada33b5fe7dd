# Lesson texts made in code: the Test yourself quizzes (ttrwidgets/lessons/quiz.py and its
# question kinds). Ids: quiz-*, ttr-* (route boards), trans-* (Trans grid board).

## The quiz's own words

quiz-title = Teste dich: { $title }
quiz-goal = Beantworte ein paar Fragen, die das Spiel aus neuen Stellungen stellt.

## Test-yourself questions on the route boards (lessons/ttr_questions.py)

ttr-score-say = Du baust { $route }, eine Strecke mit { $n ->
        [one] 1 Feld
       *[other] { $n } Feldern
    }. Wie viele Punkte bringt sie?
ttr-score-per-space = Das wäre ein Punkt pro Feld: Längere Strecken bringen mehr als ihre Länge (die Punktetabelle).
ttr-score-other = So viel bringt eine Strecke mit { $n ->
        [one] 1 Feld
       *[other] { $n } Feldern
    }: Zähle die Felder noch einmal.
ttr-score-hint = 1, 2, 3, 4, 5 und 6 Felder bringen 1, 2, 4, 7, 10 und 15 Punkte.
ttr-claim-say = Deine Hand: { $hand }. Kannst du { $route } ({ $colour }, { $n ->
        [one] 1 Feld
       *[other] { $n } Felder
    }) jetzt bauen?
ttr-claim-yes = Ja
ttr-claim-no = Nein
ttr-claim-can = Doch: Du kannst mit { $cards } bezahlen.
ttr-claim-hint = Eine Strecke kostet so viele Karten, wie sie Felder hat, alle in einer Farbe; Lokomotiven ersetzen jede Farbe.
ttr-gray = Grau
ttr-draw-say = Du nimmst als erste Karte die offene { $card }. Wie viele Karten darfst du in diesem Zug noch nehmen?
ttr-draw-say-all = Du nimmst als erste Karte die offene { $card }. Wie viele Karten nimmst du in diesem Zug insgesamt?
ttr-draw-counts = Die Karte, die du genommen hast, zählt mit: Mindestens diese nimmst du.
ttr-draw-two = Du nimmst insgesamt zwei Karten: Die erste zählt mit.
ttr-draw-loco-ends = Nimmst du eine offene Lokomotive als erste Karte, ist das dein ganzer Spielzug.
ttr-draw-not-loco = Nur eine offene Lokomotive beendet das Ziehen nach einer Karte; diese Karte nicht.
ttr-draw-hint = Zwei Karten pro Zug, außer die erste ist eine offene Lokomotive.
ttr-locomotive = Lokomotive
ttr-card = Karte in { $colour }
ttr-tunnel-say = Du baust den Tunnel { $route } mit { $cards }; aufgedeckt werden { $revealed }. Wie viele Karten musst du nachzahlen?
ttr-tunnel-colour-too = Auch jede aufgedeckte Karte in der bezahlten Farbe kostet eine Karte mehr.
ttr-tunnel-loco-too = Auch jede aufgedeckte Lokomotive kostet eine Karte mehr.
ttr-tunnel-all = Nicht jede aufgedeckte Karte kostet mehr: nur die bezahlte Farbe und Lokomotiven.
ttr-tunnel-fewer = Mit { $n } zahlst du zu wenig nach: Jede aufgedeckte Karte in der bezahlten Farbe und jede Lokomotive kostet eine Karte mehr.
ttr-tunnel-more = Mit { $n } zahlst du zu viel nach: Nur aufgedeckte Karten in der bezahlten Farbe und Lokomotiven kosten mehr.
ttr-tunnel-hint = Zähle die aufgedeckten Karten in der bezahlten Farbe und die Lokomotiven.
ttr-tickets-say = Mit deinen Strecken { $routes } und deinen Zielkarten { $tickets }: Was bringen dir deine Zielkarten am Ende?
ttr-tickets-plus = Eine nicht erfüllte Zielkarte zieht ihre Punkte ab; sie bringt nichts.
ttr-tickets-left-out = Eine nicht erfüllte Zielkarte fällt nicht weg: Ihre Punkte werden abgezogen.
ttr-tickets-minus = Eine Zielkarte, die deine Strecken verbinden, bringt ihre Punkte: Folge ihnen von Stadt zu Stadt.
ttr-tickets-only-minus = Eine Zielkarte, die deine Strecken verbinden, bringt auch ihre Punkte; nicht nur die anderen zählen.
ttr-tickets-hint = Erfüllte Zielkarten bringen ihre Punkte, die anderen ziehen sie ab.

## Test-yourself questions on the Trans grid board (lessons/trans_questions.py)

trans-missing-say = Wie viele Schienen fehlen noch, um { $cities } mit deinem Startmarker in { $marker } zu verbinden?
trans-missing-double = Eine Doppellinie über Wasser oder Gebirge zählt als zwei Schienen, nicht als eine.
trans-missing-more = Mit { $n } zählst du zu viele Schienen: Schienen auf dem Spielplan zählen nicht mit, egal wer sie gelegt hat, und nur der kürzeste Weg zählt.
trans-missing-fewer = Mit { $n } zählst du zu wenige Schienen: Jede noch freie Linie auf dem Weg braucht ihre Schiene; zähle den Weg noch einmal ab.
trans-lay-say = { $laid ->
        [0] Noch keine Schiene in diesem Zug gelegt
       *[other] Eine Schiene in diesem Zug gelegt
    }: Darfst du jetzt eine Schiene auf die Linie von { $city } nach { $dir } legen?
trans-lay-yes = Ja
trans-lay-no = Nein
trans-lay-may = Doch: Die Linie ist frei, berührt dein Netz, und dein Zug hat noch Platz dafür.
trans-lay-hint = Eine Schiene muss dein Netz berühren, und eine Doppellinie braucht einen ganzen Zug.
trans-east = Osten
trans-west = Westen
trans-north-east = Nordosten
trans-north-west = Nordwesten
trans-south-east = Südosten
trans-south-west = Südwesten
trans-missing-hint = Zähle die wenigsten freien Linien, die alle fünf Städte an dein Netz anschließen; Doppellinien zählen zwei.
trans-marker-say-city = Der Startmarker deines Gegners steht in { $taken }. Darfst du deinen in { $target } setzen?
trans-marker-say-point = Der Startmarker deines Gegners steht in { $taken }. Darfst du deinen auf { $target } setzen?
trans-marker-may = Doch: Ein Startmarker darf auf jeden freien Kreuzungspunkt, ob Stadt oder nicht, ob deine Stadt oder nicht.
trans-marker-hint = Schau, wo schon Startmarker stehen.
trans-supply-say = Der gemeinsame Vorrat hat { $left ->
        [one] 1 Schiene
       *[other] { $left } Schienen
    }. Du legst zwei Schienen, dann legt dein Gegner zwei: Wie viele Schienen bleiben im Vorrat?
trans-supply-shared = Die Schienen deines Gegners kommen aus demselben Vorrat wie deine: Zähle sie mit.
trans-supply-start = Zähle von dem aus, was jetzt im Vorrat liegt, nicht von den 85 Schienen des Anfangs.
trans-supply-once = Mit { $n } ziehst du zu viele ab: Jede Schiene verlässt den Vorrat nur einmal, und deine zwei und die zwei deines Gegners sind vier.
trans-supply-hint = Jede gelegte Schiene, egal von wem, verlässt den einen Vorrat.
trans-double-say = Der Vorrat hat { $left ->
        [one] 1 Schiene
       *[other] { $left } Schienen
    }, und du legst die Doppellinie von { $city } nach { $dir }: Wie viele Schienen bleiben, und was ist mit deinem Zug?
trans-double-over = { $left ->
        [one] 1 bleibt
       *[other] { $left } bleiben
    }, und mein Zug ist vorbei
trans-double-more = { $left ->
        [one] 1 bleibt
       *[other] { $left } bleiben
    }, und ich darf noch eine Schiene legen
trans-double-piece = Eine Doppellinie ist ein Schienenstück aus dem Vorrat; als zwei zählt sie nur für deinen Zug und beim Zählen der fehlenden Schienen.
trans-double-turn = Eine Doppellinie zählt als zwei Schienen deines Zuges: Sie braucht den ganzen Zug.
trans-double-both = Eine Doppellinie ist ein Schienenstück aus dem Vorrat, und sie braucht deinen ganzen Zug.
trans-double-hint = Denk erst an den Vorrat, dann an deinen Zug.
trans-shared-say = Schienen führen von deinem Startmarker in { $mine } in Richtung { $theirs }, wo der Startmarker deines Gegners steht. Darfst du eine Schiene von { $theirs } nach { $dir } legen?
trans-shared-may = Doch: Die Schienen verbinden { $theirs } mit deinem Startmarker, und ein Netz, das deines berührt, darfst du auch erweitern.
trans-shared-hint = Folge den Schienen: Stehen beide Startmarker in einem Netz?
