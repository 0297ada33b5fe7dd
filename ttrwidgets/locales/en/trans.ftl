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
