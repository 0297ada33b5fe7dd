# Lesson texts made in code: the Test yourself quizzes (ttrwidgets/lessons/quiz.py and its
# question kinds). Ids: quiz-*, ttr-* (route boards), trans-* (Trans grid board).

## The quiz's own words

quiz-title = Test yourself: { $title }
quiz-goal = Answer a few questions the game makes up from fresh positions.

## Test-yourself questions on the route boards (lessons/ttr_questions.py)

ttr-score-say = You claim { $route }, a route of { $n ->
        [one] 1 space
       *[other] { $n } spaces
    }. How many points does it score?
ttr-score-per-space = That is one point per space: longer routes score more than their length (the scoring table).
ttr-score-other = That is what a route of { $n ->
        [one] 1 space
       *[other] { $n } spaces
    } scores: count the spaces again.
ttr-score-hint = 1, 2, 3, 4, 5 and 6 spaces score 1, 2, 4, 7, 10 and 15 points.
ttr-claim-say = Your hand: { $hand }. Can you claim { $route } ({ $colour }, { $n ->
        [one] 1 space
       *[other] { $n } spaces
    }) now?
ttr-claim-yes = Yes
ttr-claim-no = No
ttr-claim-can = It can be claimed: pay { $cards }.
ttr-claim-hint = A route takes as many cards as it has spaces, all of one colour; locomotives fill in.
ttr-gray = gray
ttr-draw-say = You take the face-up { $card } as your first card. How many more cards may you take this turn?
ttr-draw-say-all = You take the face-up { $card } as your first card. How many cards do you take this turn in all?
ttr-draw-counts = The card you have taken counts: you take at least that one.
ttr-draw-two = You take two cards in all: the first one counts.
ttr-draw-loco-ends = A face-up locomotive taken as your first card is your whole draw.
ttr-draw-not-loco = Only a face-up locomotive ends your draw after one card; this card does not.
ttr-draw-hint = Two cards a turn, unless the first is a face-up locomotive.
ttr-locomotive = locomotive
ttr-card = { $colour } card
ttr-tunnel-say = You claim the tunnel { $route } with { $cards }; turned over are { $revealed }. How many more cards do you pay?
ttr-tunnel-colour-too = Turned-over cards of the colour you paid cost one more card each too.
ttr-tunnel-loco-too = Every locomotive turned over costs one more card too.
ttr-tunnel-all = Not every card turned over costs more: only the colour you paid and locomotives.
ttr-tunnel-fewer = { $n } is too few: every turned-over card of the colour you paid and every locomotive costs one more card.
ttr-tunnel-more = { $n } is too many: only turned-over cards of the colour you paid and locomotives cost more.
ttr-tunnel-hint = Count the turned-over cards that match the colour you paid, and the locomotives.
ttr-tickets-say = With your routes { $routes } and your tickets { $tickets }, what do your tickets add to your score at the end?
ttr-tickets-plus = A ticket you did not complete takes its points away; it adds nothing.
ttr-tickets-left-out = A ticket you did not complete is not left out: its points are taken away.
ttr-tickets-minus = A ticket your routes join adds its points: follow them from city to city.
ttr-tickets-only-minus = A ticket your routes join adds its points too; not only the others count.
ttr-tickets-hint = Completed tickets add their points, the others take them away.

## Test-yourself questions on the Trans grid board (lessons/trans_questions.py)

trans-missing-say = How many rails are still missing to join { $cities } to your start marker in { $marker }?
trans-missing-double = A double line over water or mountains counts as two rails, not one.
trans-missing-more = { $n } is too many: rails already on the board count nothing, whoever laid them, and only the shortest way counts.
trans-missing-fewer = { $n } is too few: every line still free on the way needs its rail; count again along the way.
trans-lay-say = { $laid ->
        [0] No rail laid yet this turn
       *[other] One rail laid this turn
    }: may you now lay a rail on the line from { $city } to the { $dir }?
trans-lay-yes = Yes
trans-lay-no = No
trans-lay-may = It may be laid: the line is free, touches your network, and your turn has room for it.
trans-lay-hint = A rail must touch your network, and a double line takes a whole turn.
trans-east = east
trans-west = west
trans-north-east = north-east
trans-north-west = north-west
trans-south-east = south-east
trans-south-west = south-west
trans-missing-hint = Count the fewest free lines that join all five cities to your network; double lines count two.
trans-marker-say-city = Your opponent's start marker stands in { $taken }. May you place yours in { $target }?
trans-marker-say-point = Your opponent's start marker stands in { $taken }. May you place yours on { $target }?
trans-marker-may = It may: a start marker goes on any free intersection, a city or not, one of your cities or not.
trans-marker-hint = Look at where the start markers already stand.
trans-supply-say = The common supply holds { $left ->
        [one] 1 rail
       *[other] { $left } rails
    }. You lay two rails, then your opponent lays two: how many rails are left in the supply?
trans-supply-shared = Your opponent's rails come from the same supply as yours: count theirs too.
trans-supply-start = Count from what the supply holds now, not from the 85 rails of the start.
trans-supply-once = { $n } takes too many away: each rail leaves the supply once, and your two and your opponent's two are four.
trans-supply-hint = Every rail laid, by anybody, leaves the one supply.
trans-double-say = The supply holds { $left ->
        [one] 1 rail
       *[other] { $left } rails
    }, and you lay the double line from { $city } to the { $dir }: how many rails are left, and what about your turn?
trans-double-over = { $left ->
        [one] 1 is left
       *[other] { $left } are left
    }, and my turn is over
trans-double-more = { $left ->
        [one] 1 is left
       *[other] { $left } are left
    }, and I may lay one more rail
trans-double-piece = A double line is one rail piece from the supply; it counts as two only for your turn and the missing count.
trans-double-turn = A double line counts as two rails of your turn: it takes the whole turn.
trans-double-both = A double line is one rail piece from the supply, and it takes your whole turn.
trans-double-hint = Think of the supply and of your turn one at a time.
trans-shared-say = Rails run from your start marker in { $mine } towards { $theirs }, where your opponent's start marker stands. May you lay a rail from { $theirs } to the { $dir }?
trans-shared-may = It may: the rails join { $theirs } to your start marker, and a network that touches yours is yours to extend too.
trans-shared-hint = Follow the rails: do both start markers stand in one network?
