# Trans Europa / Trans America: the engine's refusals (refuse-*), explanation steps (step-*)
# and moves in words (do-*), in English.

refuse-over = The game is over.
refuse-not-active = It is { $whose }'s turn, not { $seat_name }'s.
refuse-phase-choose = First the special card's choice of city cards has to be made.
refuse-phase-markers = First every player places a start marker.
refuse-phase-rails = The start markers are placed; now rails are laid.
refuse-no-choice = There is no city card to choose now.
refuse-chosen = { $seat_name } has already chosen a card.
refuse-wrong-choice = This special card asks for a different choice.
refuse-not-in-hand = { $city } is not one of { $seat_name }'s city cards.
refuse-wrong-colour = Pass on one of the two { $colour } cards.
refuse-marker-taken = Another start marker already stands on { $at }.
refuse-line-taken = The line from { $a } to { $b } already has a rail.
refuse-too-many = This turn allows { $allowed ->
        [one] 1 rail
       *[other] { $allowed } rails
    } and { $used } { $used ->
        [one] is used
       *[other] are used
    }; this line takes { $cost ->
        [one] 1
       *[other] { $cost }
    }.
refuse-not-connected = The line from { $a } to { $b } does not touch the network of { $seat_name }'s start marker.

step-deal = Round { $round }: everyone secretly receives one city card of each colour.
step-dashed = With { $players } players the 10 dashed cards are left out.
step-special = Special card { $number } is in force this round: { $title }.
step-return-colour = Everyone gives back their { $colour } city card.
step-hand-passed = Everyone passes their whole hand to the left neighbour.
step-extra-card = { $seat_name } draws an extra { $colour } city card.
step-chose = { $seat_name } has chosen a card.
step-returned = The chosen cards go back to the stacks.
step-passed = Pass { $stage }: the chosen cards go to the left neighbours.
step-chain-pass = { $seat_name } passes a card to the left.
step-chain-back = { $seat_name } puts a card back on the stack.
step-marker = { $seat_name } places the start marker on { $at }.
step-rail = { $seat_name } lays a rail from { $a } to { $b } ({ $cost ->
        [one] 1 rail
       *[other] { $cost } rails
    }).
step-double = { $cost ->
        [one] A double line over { $kind } counts as a single rail this round.
       *[other] A double line over { $kind } takes one rail piece that counts as { $cost } of the turn's rails.
    }
step-merge = The networks join: { $names } now share one network.
step-completed = { $seat_name } has connected all their cities.
step-finish-turn = Another player is complete, but { $seat_name } finishes the turn first.
step-turn-end = { $seat_name } ends the turn.
step-supply-empty = The rail supply is empty: the round ends.
step-stalled = A whole circle of turns without a rail: the round ends.
step-round-over = The round ends; everyone shows their cities.
step-score-complete = { $seat_name } completed: +{ $points } prestige.
step-score-missing = { $seat_name } misses { $missing ->
        [one] 1 rail
       *[other] { $missing } rails
    }: +{ $points } prestige.
step-next-round = Next round: { $seat_name } is the start player.
step-game-over = The game ends: { $names } { $seats_n ->
        [one] wins
       *[other] win
    } with { $prestige } prestige.

do-marker = { $seat_name } places the start marker on { $at }
do-rail = { $seat_name } lays a rail from { $a } to { $b }
do-end = { $seat_name } ends the turn
do-return = { $seat_name } gives back { $city }
do-pass = { $seat_name } passes on { $city }
do-secret = { $seat_name } chooses a card

## Names the sentences are filled with

seat-name = Player { $n }
colour-brown = brown
colour-white = white
colour-pink = pink
colour-orange = orange
colour-turquoise = turquoise
kind-water = water
kind-mountain = mountains
# A grid point that is no city, named by where it lies: $city the nearest city, $dir the
# direction from it (dir-*), $steps how many grid steps away. $case: nom, acc or dat (German).
point-near = { $steps ->
    [one] the point just { $dir } of { $city }
   *[other] the point { $steps } steps { $dir } of { $city }
}
dir-east = east
dir-north-east = north-east
dir-north = north
dir-north-west = north-west
dir-west = west
dir-south-west = south-west
dir-south = south
dir-south-east = south-east

## The special cards (variant trans.special): title and what the card does

special-1-title = A friendlier points table
special-1 = This round, players who did not finish score 4 points for 1 missing rail, 3 for 2, 2 for 3 or 4, 1 for 5 or 6 and nothing for more. A player who finished still gets 4. The values are the project's decision: the rulebook does not print them.
special-2-title = A harsher points table
special-2 = This round, players who did not finish score 2 points for 1 missing rail, 1 for 2 and nothing for more. A player who finished still gets 4. The values are the project's decision: the rulebook does not print them.
special-3-title = Three rails per turn
special-3 = This round you may lay up to 3 rails on a turn instead of 2; a double line counts as 2 of them, so a double and a plain line fit in one turn.
special-4-title = Water is easy
special-4 = This round every double line across water counts as a plain line, both when you lay it and when missing rails are counted.
special-5-title = Mountains are easy
special-5 = This round every double line across mountains counts as a plain line, both when you lay it and when missing rails are counted.
special-6-title = Without the white city
special-6 = Everyone gives back their white city card; this round you connect only 4 cities.
special-7-title = Without the turquoise city
special-7 = Everyone gives back their turquoise city card; this round you connect only 4 cities.
special-8-title = Give back one city
special-8 = Everyone looks at their 5 cities and, all at the same time and in secret, gives back one of their choice; this round you connect 4 cities.
special-9-title = Rhythm 3, 2, 1
special-9 = The number of rails per turn follows the game turns of the round: up to 3 on everyone's first turn, up to 2 on the second, at most 1 on the third, and then again from 3. A double line counts as 2 rails, so it cannot be laid on a turn of 1 (the project's decision).
special-10-title = Show pink and orange
special-10 = Everyone lays their pink and their orange city card face up, so all players know two of each other's cities this round.
special-11-title = Show pink and brown
special-11 = Everyone lays their pink and their brown city card face up, so all players know two of each other's cities this round.
special-12-title = Show brown and orange
special-12 = Everyone lays their brown and their orange city card face up, so all players know two of each other's cities this round.
special-13-title = An extra pink card goes round
special-13 = The start player draws one more pink city card, keeps one of their two pink cards and passes the other face down to the left. Each player in turn keeps one of their two and passes one on; the last player puts the card they do not want back on the stack.
special-14-title = An extra brown card goes round
special-14 = The start player draws one more brown city card, keeps one of their two brown cards and passes the other face down to the left. Each player in turn keeps one of their two and passes one on; the last player puts the card they do not want back on the stack.
special-15-title = An extra orange card goes round
special-15 = The start player draws one more orange city card, keeps one of their two orange cards and passes the other face down to the left. Each player in turn keeps one of their two and passes one on; the last player puts the card they do not want back on the stack.
special-16-title = Pass one city left, three times
special-16 = All at once, everyone passes one city card of their choice face down to the left neighbour, who looks at it; this happens three times. You may end up with fewer colours, and the colours of your cards are shown on request.
special-17-title = Play your neighbour's cities
special-17 = Everyone memorises their 5 cities and passes the whole hand face down to the left neighbour, who plays with it this round. So you also know the cities of your left neighbour.
special-18-title = Build anywhere
special-18 = This round rails may go on any free line, joined to no network at all. To finish, your cities must still be joined to your start marker by one network.
special-19-title = Open cards
special-19 = Everyone lays all 5 city cards face up: this round is played with open hands.
