# The Ticket to Ride engine's explanation steps and refusals, in English.
# Keys: the catalogue keys of ttrwidgets/ttr/messages.py ('.' written as '-').

setup-deal = The train cards are shuffled; every player gets { $n } cards and 5 cards are laid face up.
setup-tickets = Every player is dealt destination tickets and chooses which to keep before the first turn.
setup-kept = { $seat } keeps { $kept ->
        [one] 1 starting ticket
       *[other] { $kept } starting tickets
    } and gives back { $returned }.
setup-mega-regular = { $seat } now chooses among { $n } regular tickets and must keep at least { $min }.
setup-returned-out = { $n ->
        [0] No starting ticket was given back.
        [one] The returned starting ticket leaves the game unseen.
       *[other] The { $n } returned starting tickets leave the game unseen.
    }
setup-returned-bottom = { $n ->
        [0] No regular ticket was given back.
        [one] The returned regular ticket is put under the ticket deck.
       *[other] The { $n } returned regular tickets are shuffled and put under the ticket deck.
    }
setup-first-player = Everyone has chosen. { $seat } begins; play goes clockwise.
setup-tickets-first = First every player chooses their starting tickets.
setup-tickets-done = { $seat } has already chosen their starting tickets.
turn-next = { $seat }'s turn.
turn-next-final = Last round: { $seat }'s turn ({ $left ->
        [0] no turn left in the game
        [one] the last turn of the game
       *[other] { $left } turns left in the game
    }).
turn-not-yours = It is { $current }'s turn, not { $seat }'s.
turn-pass = { $seat } has no legal action and passes.
turn-pass-all = All { $players } players passed in a row: nobody can move any more, so the game ends.
turn-pass-not-allowed = You may only pass when you have no other legal action.
draw-blind-first = { $seat } draws a card from the deck: { $colour }. One more card to take.
draw-blind-second = { $seat } draws a second card from the deck: { $colour }.
draw-blind-first-hidden = { $seat } draws a card from the deck (only { $seat } sees it). One more card to take.
draw-blind-second-hidden = { $seat } draws a second card from the deck (only { $seat } sees it).
draw-faceup-first = { $seat } takes a face-up { $colour } card; it is replaced from the deck. One more card to take.
draw-faceup-second = { $seat } takes a face-up { $colour } card as the second card.
draw-faceup-locomotive = { $seat } takes a face-up locomotive. That is the whole draw.
draw-faceup-locomotive-second = A face-up locomotive cannot be your second card. Take another face-up card or draw from the deck.
draw-not-faceup = There is no face-up { $colour } card (face up: { $faceup }).
draw-deck-empty = The deck and the discard pile are both empty.
draw-exhausted-one-card = No card is left to take, so { $seat }'s draw ends with one card.
draw-second-pending = Finish your draw first: take a second card.
draw-reshuffle = The deck is empty: { $n ->
        [one] the discarded card becomes
       *[other] the { $n } discarded cards are shuffled into
    } a new deck.
draw-three-locomotives = Three or more locomotives lie face up ({ $old }): all five are discarded and replaced by { $new }.
draw-three-locomotives-stuck = Three locomotives lie face up, but the cards left cannot make a better row, so the row stays as it is.
claim-done = { $seat } claims { $route } with { $paid } and scores { $points ->
        [one] 1 point
       *[other] { $points } points
    } for a length-{ $length } route.
claim-taken = { $route } already belongs to { $owner }.
claim-double-same-player = You already own the parallel route { $other }; one player may never own both tracks of a double route.
claim-double-few-players = With { $players } players only one track of a double route can be used, and the other one is taken.
claim-double-closed = With { $players } players the parallel track of { $route } is now closed for the rest of the game.
claim-trains = You have only { $trains ->
        [0] no trains
        [one] 1 train
       *[other] { $trains } trains
    } left, { $route } needs { $length }.
claim-count = { $route } needs exactly { $length ->
        [one] 1 card
       *[other] { $length } cards
    }; you offered { $paid }.
claim-gray-mixed = A gray route is paid with cards of one single colour (locomotives fill in); { $paid } mixes colours.
claim-color-wrong = { $route } must be paid with { $colour } cards (locomotives fill in), not with { $paid }.
cards-not-held = You do not hold { $paid }; your hand is { $hand }.
ferry-locomotives = { $route } is a ferry with { $need ->
        [one] 1 locomotive symbol: it needs at least 1 locomotive
       *[other] { $need } locomotive symbols: it needs at least { $need } locomotives
    }; you offered { $locos }.
ferry-cannot-pay = You cannot pay for { $route }: the ferry needs at least { $need ->
        [one] 1 locomotive
       *[other] { $need } locomotives
    } and you hold { $locos }.
claim-color-cannot-pay = You cannot pay for { $route }: it needs { $length } { $colour } cards (locomotives fill in); you hold { $hand }.
claim-gray-cannot-pay = You cannot pay for { $route }: it needs { $length } cards of one colour (locomotives fill in); you hold { $hand }.
station-cannot-pay = Station no. { $nth } in { $city } costs { $n ->
        [one] 1 card
       *[other] { $n } cards of one colour
    } (locomotives fill in); you hold { $hand }.
ferry-paid = { $route } is a ferry: { $need } of the cards must be locomotives.
tunnel-reveal = { $route } is a tunnel. { $seat } lays down { $paid }; the top cards of the deck are revealed: { $revealed }.
tunnel-extra = Each revealed { $colour } card or locomotive costs one more card: { $extra ->
        [one] 1 more { $colour } card or locomotive to pay, or withdraw.
       *[other] { $extra } more { $colour } cards or locomotives to pay, or withdraw.
    }
tunnel-extra-loco-only = The tunnel was paid with locomotives only, so only revealed locomotives count: { $extra ->
        [one] 1 more locomotive to pay, or withdraw.
       *[other] { $extra } more locomotives to pay, or withdraw.
    }
tunnel-extra-none = No revealed card matches the { $colour } cards paid: no extra cost.
tunnel-extra-wrong = The tunnel asks for exactly { $extra ->
        [one] 1 more { $colour } card or locomotive
       *[other] { $extra } more { $colour } cards or locomotives
    }; { $paid } does not fit.
tunnel-paid = { $seat } pays the extra { $paid }.
tunnel-cannot-pay = The hand cannot pay { $extra ->
        [one] the extra card
       *[other] the { $extra } extra cards
    }: the only choice is to withdraw.
tunnel-withdraw = { $seat } withdraws: { $paid_n ->
        [one] { $paid } goes back to the hand
       *[other] { $paid } go back to the hand
    }, { $route } stays free and the turn is over.
tunnel-discard = { $n ->
        [0] No card was revealed.
        [one] The revealed card goes to the discard pile.
       *[other] The { $n } revealed cards go to the discard pile.
    }
tunnel-pending = First pay the tunnel's extra cards or withdraw.
tunnel-none-pending = No tunnel is waiting for payment.
tickets-drawn = { $seat } draws { $n ->
        [one] 1 destination ticket
       *[other] { $n } destination tickets
    } and must keep at least { $min }.
tickets-kept = { $seat } keeps { $kept ->
        [0] no ticket
        [one] 1 ticket
       *[other] { $kept } tickets
    }; kept tickets stay until the end.
tickets-returned = { $n ->
        [0] No ticket was given back.
        [one] The returned ticket goes under the ticket deck.
       *[other] The { $n } returned tickets go under the ticket deck.
    }
tickets-deck-empty = No destination tickets are left to draw.
tickets-pending = First choose which tickets to keep.
tickets-none-pending = There is no ticket choice to answer.
tickets-not-offered = You can only keep tickets you were just offered, each once.
tickets-keep-min = Keep at least { $min } of the { $offered } tickets.
tickets-keep-max = Keep at most { $max } of these tickets.
station-built = { $seat } builds station no. { $nth } in { $city }, paying { $paid }.
station-none-in-game = This game has no stations.
station-all-built = You have built all { $max } of your stations.
station-city-taken = { $city } already has a station (of { $owner }); a city holds only one.
station-cost = Station no. { $nth } costs { $n ->
        [one] 1 card
       *[other] { $n } cards of one colour
    } (locomotives fill in); { $paid } does not fit.
end-trigger = { $seat } ends the turn with { $trains ->
        [0] no trains
        [one] 1 train
       *[other] { $trains } trains
    }: every player, { $seat } included, gets one last turn.
end-game-over = The game is over.
score-routes = { $seat }: { $points } points from claimed routes.
score-ticket-done = { $seat } completed { $ticket }: +{ $points }.
score-ticket-failed = { $seat } did not complete { $ticket }: −{ $points }.
station-borrow = { $seat }'s station in { $city } borrows { $route }.
score-stations = { $seat }: { $unused ->
        [0] no station left
        [one] 1 station not built
       *[other] { $unused } stations not built
    }, +{ $points }.
score-longest-path = European Express: { $seat } has the longest continuous path ({ $length } train spaces), +{ $points }.
do-deck = draws from the deck
do-faceup = takes a face-up { $colour } card
do-claim = claims { $route } with { $cards }
do-pay = pays { $cards } more for the tunnel
do-withdraw = withdraws from the tunnel
do-tickets = draws tickets
do-keep = keeps { $tickets }
do-keep-none = keeps no ticket
do-keep-secret = keeps { $n ->
        [0] no ticket
        [one] 1 ticket
       *[other] { $n } tickets
    } (secret)
do-station = builds a station in { $city } with { $cards }
do-pass = passes
do-tickets-mix = draws tickets: { $short } short, { $long } long
do-passengers = takes passengers: { $list }
setup-announce = Every player announces how many of their { $n } starting tickets come from the short deck and how many from the long deck, then keeps at least { $min }.
setup-announce-first = First announce how many of your starting tickets come from each deck.
setup-decks-shuffled = Everyone has chosen: both ticket decks are shuffled.
tickets-mix = Announce how the { $n } tickets split between the short and the long deck: the two numbers must add up to { $n }.
tickets-mix-fit = The short deck holds { $short } and the long deck { $long ->
        [one] 1 ticket
       *[other] { $long } tickets
    }: announce { $n } tickets these decks can give.
tickets-mix-all = Both decks together hold only { $total ->
        [one] 1 ticket
       *[other] { $total } tickets
    }, { $short } short and { $long } long: you draw the tickets that remain, so announce a mix that takes them all.
tickets-drawn-mix = { $seat } announces { $short } short and { $long } long, draws { $n ->
        [one] 1 ticket
       *[other] { $n } tickets
    } and must keep at least { $min }.
tickets-returned-own = The tickets given back, { $short } short and { $long } long, go under their own decks.
passengers-taken = { $seat } takes a { $colour } passenger in { $city }.
passengers-none = No passenger is waiting at either end of { $route }.
passengers-choose = At { $city }, passengers of several colours wait: { $seat } picks which one to take.
passengers-pending = First pick the passengers of the route you just claimed.
passengers-none-pending = There is no passenger to pick now.
passengers-not-an-end = { $city } is not an end of { $route }.
passengers-already-taken = At { $city } only { $colour } passengers stood, and one is already yours.
passengers-none-there = No passenger is waiting in { $city }.
passengers-not-there = No { $colour } passenger is waiting in { $city }; there are: { $there }.
passengers-name-every-end = Pick a passenger in { $city } too ({ $there }).
score-globetrotter = { $seat } completed { $n ->
        [0] no ticket
        [one] 1 ticket
       *[other] { $n } tickets
    }, more than anyone else or as many: Globetrotter bonus, { $points } points.
score-passengers = { $seat } has { $n ->
        [0] no { $colour } passenger
        [one] 1 { $colour } passenger
       *[other] { $n } { $colour } passengers
    }, place { $place } in that colour: { $points } points.
score-total = { $seat }: { $total } points in all.
win-tiebreak = Tied on points: decided by { $by }.
win-winner = { $seat } wins with { $total } points.
win-shared = { $seats } share the win with { $total } points.
bot-keep = Keep { $tickets }: for their points they are the cheapest to finish (at least { $min } must be kept).
bot-keep-none = Keep none of these: none is cheap enough to be worth the risk (the least allowed is { $min }).
bot-tunnel-pay = Pay the extra { $paid } to finish { $route }; withdrawing would waste the turn.
bot-tunnel-withdraw = The hand cannot pay { $extra ->
        [one] the extra card
       *[other] the { $extra } extra cards
    } for { $route }: withdraw and keep the cards.
bot-claim-ticket = Claim { $route } with { $paid }: it lies on the cheapest way to complete { $ticket }.
bot-draw-tickets = Every ticket is complete or out of reach and { $trains } trains are left: draw new tickets.
bot-claim-long = No ticket needs a route now: claim { $route } with { $paid }, the longest route the hand can pay ({ $points } points).
bot-station = Build a train station in { $city } with { $paid }: it borrows { $route }, which makes { $ticket } reachable again.
bot-draw-needed = Take the face-up { $colour } card: { $route }, on the way to a ticket, is paid in { $colour }.
bot-draw-locomotive = Take the face-up locomotive: it stands in for any colour a ticket route needs (and it is the whole draw).
bot-draw-deck = No face-up card has a colour the ticket routes need: draw blind from the deck.
bot-draw-faceup = Deck and discards are empty: take the face-up { $colour } card.
bot-pass = Nothing else is possible: pass.
bot-announce = Announce { $short } short and { $long } long tickets: short tickets are safer, one long one is worth the risk.
bot-passengers = Take { $take }: these colours bring a passenger majority closest.
bot-first-legal = No plan fits this position: take the first legal action.
teams-formed = Team { $team }: { $seats } are partners and move one right after the other. Each of them has { $trains } trains; the team shares one score.
teams-start-cards = The { $n } cards each player got are that player's own hand; every team's card holder starts empty.
teams-talk = Partners may talk, but hidden cards stay hidden: each player sees their own hand and what lies on their team's two holders.
teams-to-hand = { $seat } keeps this card in the hand.
teams-to-shared = { $seat } puts this card onto the team's card holder.
teams-loco-to-holder = A face-up locomotive taken alone goes onto the team's card holder, not into your hand.
teams-name-place = Say where the first card goes: into your hand or onto the team's card holder. The second card then goes to the other place.
teams-other-place = The first card went to { $place }, so the second one goes to the other place.
teams-paid-from-holder = { $seat } takes { $paid } of the payment from the team's card holder.
teams-not-held = Your hand ({ $hand }) and the team's card holder ({ $holder }) together do not hold { $paid }.
teams-shared-not-in-payment = The part from the holder ({ $shared }) must be part of the payment ({ $paid }).
teams-holder-not-held = The team's card holder has { $holder }, not { $shared }.
teams-hand-not-held = With { $shared } from the holder, { $rest } must come from your hand, which holds { $hand }.
teams-share-one = Name one of the tickets you keep for the team's ticket holder.
teams-share-kept = { $ticket } is not among the tickets you keep; only a kept ticket can go onto the team's ticket holder.
teams-ticket-shared = { $seat } puts { $tickets } onto the team's ticket holder, where the partner can see it.
teams-ticket-shared-hidden = { $seat } puts { $n ->
        [one] 1 ticket
       *[other] { $n } tickets
    } onto the team's ticket holder.
teams-share-count = Move between 1 and { $max } tickets from your hand.
teams-share-not-held = Only tickets in your own hand can be shared, each once.
teams-tickets-shared = { $seat } spends the turn putting { $tickets } onto the team's ticket holder.
teams-tickets-shared-hidden = { $seat } spends the turn putting { $n ->
        [one] 1 ticket
       *[other] { $n } tickets
    } onto the team's ticket holder.
teams-end-trigger = After { $seat }'s turn team { $team } has { $trains ->
        [0] no trains
        [one] 1 train
       *[other] { $trains } trains
    } left, both partners together: every player gets one last turn.
asia-doubles-team = Your partner owns the parallel route { $other }; one team never owns both tracks of a double route.
asia-doubles-4p = With { $players } players only one track of this double route can be used, and the other one is taken.
asia-triples-4p = With { $players } players only two tracks of a triple route can be used, and two are taken already.
teams-score-routes = Team { $team }: { $points } points from the routes of both partners.
teams-score-ticket-done = Team { $team } completed { $ticket }: +{ $points }.
teams-score-ticket-failed = Team { $team } did not complete { $ticket }: −{ $points }.
teams-score-express = Team { $team } has the longest continuous path, { $length } spaces over the routes of both partners: +{ $points } (Asia Express).
teams-score-explorer = Team { $team } completed the most tickets ({ $n }): +{ $points } (Asia Explorer).
teams-score-total = Team { $team }: { $total } points in all.
teams-win-winner = Team { $team } wins with { $total } points.
teams-win-shared = Teams { $teams } share the win with { $total } points each.
do-deck-to = draws from the deck ({ $place })
do-faceup-to = takes a face-up { $colour } card ({ $place })
do-from-shared = { $action }, { $cards } of it from the team holder
do-share = puts { $tickets } onto the team's ticket holder
do-share-secret = puts { $n ->
        [one] 1 ticket
       *[other] { $n } tickets
    } onto the team's ticket holder (secret)
do-keep-share = keeps { $tickets } and puts { $ticket } onto the team's ticket holder
bot-team-keep = Keep { $tickets } and put { $ticket } onto the team's ticket holder: it is the one the team's routes finish most cheaply, so the partner can help with it (at least { $min } must be kept).
bot-team-needed-hand = Take the face-up { $colour } card into my hand: { $route }, on the way to a ticket, is paid in { $colour }.
bot-team-needed-holder = Take the face-up { $colour } card onto the team's card holder: the team's routes need { $colour }, and there my partner can use it too.
bot-team-deck-hand = No face-up card has a colour my ticket routes need: draw blind into my hand.
bot-team-deck-holder = Draw blind onto the team's card holder: the second card is for whichever partner needs it first.
bot-team-locomotive = Take the face-up locomotive: it stands in for any colour, and taken alone it goes onto the team's card holder, for both partners.
bot-team-share-trains = Put { $ticket } onto the team's ticket holder, as my whole turn: its cheapest way still needs { $need ->
        [one] 1 train
       *[other] { $need } trains
    }, more than the { $trains } I have left; { $seat } has { $partner_trains } and can finish it.
bot-team-share-network = Put { $ticket } onto the team's ticket holder, as my whole turn: on its cheapest way { $seat }'s routes already cover { $theirs ->
        [one] 1 train space
       *[other] { $theirs } train spaces
    } and mine none; only { $need } are still missing, and { $seat } is better placed to claim them.
bot-team-faceup = Deck and discards are empty: take the face-up { $colour } card ({ $place }).

## Score parts (SeatScore.parts, by rule id)

part-score-routes = routes
part-score-tickets = tickets
part-score-stations = stations
part-score-longest-path = European Express
part-de-globetrotter = Globetrotter
part-de-passenger-majority = passengers
part-asia-express = Asia Express
part-asia-explorer = Asia Explorer

## What decided a tie

tiebreak-by-tickets = most completed tickets
tiebreak-by-longest = the longest path
tiebreak-by-stations = fewest stations built
tiebreak-by-express = the European Express
tiebreak-by-passengers = most passengers

## Names the sentences above are filled with

seat-name = Player { $n }
# $board: the map's id (the rulebooks name some colours differently per board)
colour-purple = purple
colour-white = white
colour-blue = blue
colour-yellow = yellow
colour-orange = orange
colour-black = black
colour-red = red
colour-green = green
colour-gray = gray
colour-locomotive = { $n ->
    [one] locomotive
   *[other] locomotives
}
# one part of a set of cards: $n cards of $colour ($key: the colour's key)
cards-part = { $n } { $colour }
cards-joiner = {" + "}
cards-none = nothing
route-name = { $a }–{ $b } ({ $colour }, { $length })
ticket-name = { $a }–{ $b } ({ $points })
city-colour = { $city }: { $colour }
place-hand = into the hand
place-shared = onto the team's card holder
