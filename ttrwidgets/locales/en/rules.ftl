# The rule explanations: every rule id of ../shared/rules/*.md, for learners (English).
# <game>-<rule id> is the text, <game>-<rule id>-title its title; wording-<game>-<rule id> a
# shared Europe rule in a game's own words. The project's own words, not the rulebooks'.


## a rule as one line (the terminal's "rule", a rule chip's tooltip): its title, then its text
rule-line = { $title }: { $text }

## europe

europe-setup-cards-title = The train cards
europe-setup-cards = The game has 110 train cards: 12 cards in each of 8 colours (purple, blue, orange, white, green, yellow, black and red) plus 14 locomotives. Locomotives are wild: each one can stand in for a card of any colour.
europe-setup-pieces-title = Trains and stations per player
europe-setup-pieces = Each player gets 45 trains and 3 train stations in their colour. The game is for 2 to 5 players.
europe-setup-deal-title = Dealing the train cards
europe-setup-deal = Shuffle the train cards and give every player 4 of them. Then turn 5 cards face up beside the deck; if 3 or more of them are locomotives, the display is replaced following the three-locomotive rule.
europe-setup-tickets-title = Choosing starting tickets
europe-setup-tickets = The Europe deck holds 46 destination tickets: 6 long and 40 regular ones. Each player receives 1 long and 3 regular tickets and, before the first turn, must hold on to 2, 3 or all 4 of them, mixing long and regular freely. Tickets a player gives back are removed from the game instead of returning to the deck, and the long tickets nobody received are put away unseen.
europe-setup-first-player-title = Who goes first
europe-setup-first-player = In the printed rules the first turn goes to whoever has travelled to the most countries of Europe; after that, turns pass clockwise. The app cannot know that, so here Player 1 begins unless a different start player is picked in the app (the project's decision).
europe-turn-one-action-title = One action per turn
europe-turn-one-action = On your turn you pick exactly one of four actions: take train cards, claim a route, take new destination tickets, or put down a train station.
europe-turn-pass-title = Passing when stuck
europe-turn-pass = If you have no legal action at all, you pass. If all players pass one after another for a complete round, the game is over and goes to final scoring. The printed rules do not cover this dead end (for example, all cards stuck in hands with no tickets left and no affordable route), so this rule is the project's decision.
europe-draw-two-title = Drawing two cards
europe-draw-two = Take 2 train cards. For each card, pick from the 5 cards lying face up, or draw the deck's top card blind. A face-up card you take is replaced from the deck right away, before you pick your second card.
europe-draw-faceup-locomotive-title = Face-up locomotive
europe-draw-faceup-locomotive = If your first pick is a face-up locomotive, that single card is your whole draw. You may never take a face-up locomotive as your second card, not even one that was just turned up as a replacement.
europe-draw-blind-locomotive-title = Locomotive from the deck
europe-draw-blind-locomotive = A locomotive you draw blind from the deck counts like any other card, so you still take a second card.
europe-draw-three-locomotives-title = Three face-up locomotives
europe-draw-three-locomotives = As soon as the display shows at least 3 locomotives among its 5 cards, all 5 go to the discard pile and 5 fresh cards are laid out; repeat as often as needed. If the deck and the discard pile together can no longer produce a display with fewer than 3 locomotives, the display stays as it is. The printed rules are silent on that last case, so this part is the project's decision.
europe-draw-reshuffle-title = Reshuffling the discards
europe-draw-reshuffle = When the deck runs out, shuffle the discard pile; it becomes the new deck.
europe-draw-unlimited-hand-title = No hand limit
europe-draw-unlimited-hand = There is no limit to how many train cards you may hold in your hand.
europe-draw-exhausted-title = When cards run out
europe-draw-exhausted = You can only pick a card that actually exists. With deck and discard pile both empty, only the face-up cards still lying out can be taken; if there is no card anywhere, you cannot choose to draw train cards at all. If nothing is left after your first card, your draw simply ends with that one card.
europe-claim-open-route-title = Claim any free route
europe-claim-open-route = You may claim any route nobody owns yet, anywhere on the map; it does not have to connect to your other routes. You claim exactly one route per turn, and always fill all of its spaces at once.
europe-claim-trains-title = Enough trains left
europe-claim-trains = To claim a route, your supply must still contain a train for each of its spaces.
europe-claim-color-title = Paying for a coloured route
europe-claim-color = A coloured route with N spaces costs N cards of exactly that colour. Any of these cards may be replaced by a locomotive.
europe-claim-gray-title = Paying for a gray route
europe-claim-gray = A gray route with N spaces costs N cards of a single colour of your choice; you may not mix colours. Locomotives can replace any of them, so N locomotives on their own work too.
europe-claim-score-title = Points for a route
europe-claim-score = You score the moment you claim a route, by its length: 1 space → 1 point, 2 → 2, 3 → 4, 4 → 7, 6 → 15, 8 → 21. Routes of 5 or 7 spaces do not exist on the Europe map; elsewhere they are worth 10 and 18.
europe-claim-double-same-player-title = Never both double routes
europe-claim-double-same-player = If two parallel routes run between the same two cities, no single player is allowed to take both.
europe-claim-double-few-players-title = Double routes with 2–3 players
europe-claim-double-few-players = When only 2 or 3 people play, each pair of parallel routes offers just a single usable track. Once one side is claimed, the other side is blocked from then on.
europe-ferry-locomotives-title = Ferries need locomotives
europe-ferry-locomotives = A ferry is a gray route that shows k locomotive symbols. To claim it you must play at least k locomotives; you cover the other N − k spaces with cards that all share one colour, where locomotives are welcome too.
europe-tunnel-reveal-title = Revealing cards at a tunnel
europe-tunnel-reveal = First lay down the N cards the tunnel normally costs. Then the deck's 3 top cards are flipped, after reshuffling the discard pile if needed; if fewer cards exist, only those are shown, possibly none at all. The cards you laid down are not on the discard pile yet.
europe-tunnel-extra-title = Extra cost of a tunnel
europe-tunnel-extra = Every revealed card in the colour you paid with, and every revealed locomotive, raises the price by 1 card, which you pay in that colour or with a locomotive. If your payment was all locomotives, revealed coloured cards do not matter: each revealed locomotive then asks for 1 more locomotive.
europe-tunnel-withdraw-title = Backing out of a tunnel
europe-tunnel-withdraw = If you cannot or do not want to pay the extra cards, take the cards you laid down back into your hand. The tunnel stays free, and your turn is over.
europe-tunnel-discard-title = Revealed cards are discarded
europe-tunnel-discard = Once the turn is over, the cards flipped for the tunnel are placed on the discard pile.
europe-tickets-draw-title = Drawing destination tickets
europe-tickets-draw = Draw the top 3 tickets, or fewer if the deck holds fewer, and keep at least 1 of them. Tickets you give back are slid under the ticket deck. When no tickets are left, this action is not available.
europe-tickets-keep-title = Kept tickets stay
europe-tickets-keep = Once kept, a ticket stays with you to the very end; you cannot throw it away later. There is no limit to how many tickets you may hold.
europe-tickets-secret-title = Tickets are secret
europe-tickets-secret = Keep your tickets hidden from the other players; they are only shown at the final scoring.
europe-tickets-complete-title = Completed or failed tickets
europe-tickets-complete = At the end, a ticket earns its value if an unbroken chain of your own routes links its two cities; routes you borrow through your stations count as well. If the cities are not linked, you lose the ticket's value instead.
europe-station-build-title = Building a station
europe-station-build = You may put a station into any city still without one, even a city no route has been claimed into yet. You can build at most 1 station per turn and 3 per game, and each city can hold only 1 station in total.
europe-station-cost-title = Cost of a station
europe-station-cost = Your 1st station costs 1 card of any colour, your 2nd costs 2 cards of one colour, and your 3rd costs 3 cards of one colour. Locomotives can replace any of these cards.
europe-station-borrow-title = A station borrows one route
europe-station-borrow = When the game is over, each of your stations lets you use exactly 1 route that another player owns and that leads into its city, and that same route counts for all of your tickets. Only claimed routes can be borrowed. At the table you pick the routes yourself; the app picks the ones that give you the best ticket score.
europe-station-unused-title = Unused stations score
europe-station-unused = For every station you did not build, you score 4 points at the end.
europe-end-trigger-title = The last round
europe-end-trigger = As soon as someone finishes their turn holding only 2 trains or fewer, every player, that person included, gets exactly 1 more turn. After that, the game is over.
europe-end-game-over-title = Game over
europe-end-game-over = After the game has ended, no more actions are allowed.
europe-score-routes-title = Points for routes
europe-score-routes = Route points were already scored when each route was claimed; at the end they are worked out again as a check.
europe-score-tickets-title = Points for tickets
europe-score-tickets = Each ticket adds its value if it is completed and subtracts it if not; routes borrowed through stations are taken into account.
europe-score-stations-title = Points for stations
europe-score-stations = Every station still in your supply is worth 4 points.
europe-score-longest-path-title = The European Express
europe-score-longest-path = The European Express (10 points) goes to whoever owns the longest unbroken line made only of their own routes, measured in train spaces. That line may visit a city more than once and form loops, but may use each route only once; side branches add nothing, and borrowed routes do not count. If several players tie, each of them scores 10.
europe-win-tiebreak-title = Winner and tiebreaks
europe-win-tiebreak = Highest score wins; on a tie, whoever completed more tickets is ahead. After that the editions differ: the German 15th-anniversary edition (the default) looks at the longest path, the English edition first at the fewest stations built and then at the European Express. Players still tied share the victory; which edition's order applies is a rules option.
europe-variant-classic-title = Classic variant
europe-variant-classic = Play with the 46 Europa tickets (6 long, 40 regular) and the usual setup. During the game you draw 3 tickets and keep at least 1.
europe-variant-1912-title = Europa 1912 variant
europe-variant-1912 = Just like the classic variant, but with the 55 Europa 1912 tickets (6 long, 49 regular) in place of the Europa tickets.
europe-variant-mega-title = Mega Europe variant
europe-variant-mega = Both ticket sets are combined: 12 long and 89 regular tickets. At setup each player gets 2 long tickets and keeps 0 or 1 of them (never both), then gets 5 regular tickets and keeps at least 2 if they kept a long one, otherwise at least 3. Returned regular tickets are shuffled and placed under the regular deck, returned long ones leave the game; during play you draw 3 and keep at least 1.
europe-variant-big-cities-title = Big Cities variant
europe-variant-big-cities = Only the 45 tickets with the big-city symbol are used, and no long tickets; on these, at least one city is London, Berlin, Moskva, Paris, Wien, Madrid, Roma, Athina or Angora. At setup you get 5 tickets and keep at least 2; the others are shuffled under the deck. During play you draw 4 tickets and keep at least 1.
europe-variant-bonus-tickets-title = Bonus tickets
europe-variant-bonus-tickets = The regular tickets of the chosen variant are joined by 7 bonus tickets: 6 belong to Orient Express, 1 to Ticket to Ride with Max. Their cities and values are not publicly known yet, so this option cannot be played until they are.

## deutschland

deutschland-de-passengers-title = Passengers on the board
deutschland-de-passengers = At setup, 60 passengers in several colours are drawn at random from the bag and set out across the map, on each city and country as many as the board shows there. The map file records how many go where.
deutschland-de-setup-tickets-title = Starting tickets in Deutschland
deutschland-de-setup-tickets = The short deck has 55 tickets worth 2 to 11, the long deck 34 tickets worth 12 to 22. Each player announces how many of their 4 starting tickets come from each deck, draws them and keeps 2 or more. Tickets not kept are put back under their own deck, after which both decks are shuffled.
deutschland-de-claim-title = Claiming routes in Deutschland
deutschland-de-claim = You claim a route just as in Europe: you need enough trains and the right cards for a coloured or gray route. Right after claiming it, you collect passengers from its two ends. This game has no tunnels, ferries or stations.
deutschland-de-take-passengers-title = Taking passengers
deutschland-de-take-passengers = After claiming a route, take 1 passenger from each of the 2 places it connects, if one stands there. Where several stand, you choose which one. Your passengers lie openly in front of you.
deutschland-de-draw-tickets-title = Drawing tickets in Deutschland
deutschland-de-draw-tickets = Draw 4 tickets after announcing the split between the short deck and the long deck; the split must fit what the decks still hold, and only when both together hold fewer than 4 do you draw fewer. Keep at least 1; tickets not kept go back under their own deck.
deutschland-claim-score-title = Points for a route
deutschland-claim-score = A route scores the moment it is claimed, by length: 1 space → 1 point, 2 → 2, 3 → 4, 4 → 7, 5 → 10, 6 → 15, 7 → 18. Unlike Europe, Deutschland has routes of length 5 and 7 but none of length 8.
deutschland-de-multi-routes-title = Double and triple routes
deutschland-de-multi-routes = Some pairs of places are joined by 2 or 3 parallel routes. No player may own more than 1 route between the same 2 places. When only 2 or 3 people play, each such group of parallel routes offers just a single usable track.
deutschland-de-countries-title = Neighbouring countries as destinations
deutschland-de-countries = Five neighbouring countries lie at the edge of the map: Denmark, the Netherlands, France, Switzerland and Austria. Routes running into a country stop there, and for a destination naming a country it is enough to reach it. Countries are dead ends, though: you cannot use one as a stepping stone between two other places, so Freiburg–France–Saarbrücken does not count.
deutschland-end-trigger-title = The last round
deutschland-end-trigger = The end works as in Europe: when someone's turn leaves them with only 2 trains or fewer, everybody, that person included, plays exactly 1 more turn, and then the game ends.
deutschland-score-tickets-title = Points for tickets
deutschland-score-tickets = Completed tickets add their value and unfinished ones subtract it. For a destination in a neighbouring country, reaching the country is enough, but no connection may run through a country to somewhere else.
deutschland-de-globetrotter-title = The Globetrotter bonus
deutschland-de-globetrotter = The player with the most completed tickets scores 15 bonus points; if several tie, each of them scores 15. Failed tickets do not count toward this. The printed rules do not say whether someone who finished no ticket at all can still share the bonus; the project's decision is that they cannot.
deutschland-de-passenger-majority-title = Passenger majorities
deutschland-de-passenger-majority = For each passenger colour, the player with the most passengers of it scores 20 points and the runner-up scores 10. If several tie for most, each of them scores 20 and there is no second place; if one player leads and several tie for second, each of those scores 10. Someone without a single passenger of a colour gets no points for that colour, not even for second place; this is the project's decision.
deutschland-win-tiebreak-title = Winner and tiebreaks
deutschland-win-tiebreak = Highest score wins. On a tie, more completed tickets decide, then more passengers; players still tied share the victory.

## asia

asia-asia-teams-title = Playing in teams
asia-asia-teams = The game is for 4 or 6 people, playing as 2-person teams. Team partners sit side by side, so their turns come one right after the other. A team plays one colour and scores as one, and each partner keeps 27 trains of the team colour in a separate supply.
asia-asia-talk-title = Talking with your partner
asia-asia-talk = Partners may talk to each other, but must not give away hidden information beyond what they need to make use of their shared card holders. The app shows you your own hand plus your team's holders.
asia-asia-start-cards-title = Starting cards in teams
asia-asia-start-cards = Each player begins with a private hand of 4 train cards, while the team's common card holder is empty at the start.
asia-asia-draw-split-title = Splitting drawn cards
asia-asia-draw-split = When you draw train cards, 1 goes into your hand and the other onto your team's shared holder. With your first card you choose its place, and the second fills the remaining spot. If your first pick is a face-up locomotive, it is your whole draw and goes onto the shared holder.
asia-asia-claim-pool-title = Paying from hand and holder
asia-asia-claim-pool = When you claim a route, you may freely combine cards from your own hand with cards from your team's shared holder.
asia-asia-setup-tickets-title = Starting tickets for teams
asia-asia-setup-tickets = There are 60 tickets; every player gets 5 and keeps 3 or more, secret even from the partner. Next, each partner places 1 of their kept tickets on the team's common ticket holder, in view of both. All tickets of both partners, in hand or on the holder, score for the team, linked by the routes of both partners.
asia-asia-draw-tickets-title = Drawing tickets in teams
asia-asia-draw-tickets = Draw 4 tickets and keep at least 1; 1 of the newly kept tickets must be placed on the team's common ticket holder. Tickets you give back are placed under the deck.
asia-asia-share-tickets-title = Sharing tickets
asia-asia-share-tickets = Instead of any other action, you may use your whole turn to move up to 2 tickets from your hand to the common ticket holder of your team.
asia-asia-doubles-4p-title = Double routes with 4 players
asia-asia-doubles-4p = With 4 players, each pair of parallel routes offers just a single usable track. The one exception is the pair linking Hong Kong and Canton: both of its routes may be claimed.
asia-asia-triples-4p-title = Triple routes with 4 players
asia-asia-triples-4p = With 4 players, a group of 3 parallel routes offers only 2 usable tracks. Both of those may go to the same team, 1 for each partner, which locks the other team out.
asia-asia-tunnel-reveal-title = Himalaya tunnels
asia-asia-tunnel-reveal = Tunnels follow the usual tunnel rules, but a Himalaya tunnel shows a number from 4 to 6, and you flip that many cards rather than 3. You may pay for the tunnel, extra cards included, from your hand and your team's shared holder.
asia-asia-doubles-team-title = Teams on double routes
asia-asia-doubles-team = The two partners of a team count as a single owner: they may not hold both tracks of a double route (in a 6-player game another team may still take the second track). Triple routes keep their own exception: each partner may hold one of the two usable tracks. The printed rules leave this open; it is the project's decision.
asia-asia-end-trigger-title = Last round for teams
asia-asia-end-trigger = If a team's trains, counting both partners together, drop to 4 or fewer after one of its partners has played, every player gets 1 final turn.
asia-asia-express-title = The Asia Express bonus
asia-asia-express = The team with the longest continuous path, built from the routes of both partners, scores 10 points. If teams tie, each tied team scores 10.
asia-asia-explorer-title = The Asia Explorer bonus
asia-asia-explorer = The team that completed the most tickets scores 10 points. If teams tie, each tied team scores 10.

## trans

trans-trans-board-title = The triangular grid
trans-trans-board = The board is a grid of triangles: its lines are where track can go, and the cities sit on the crossing points. Every line gets one rail piece. A double line, drawn where the track crosses water or mountains, still gets a single piece, but it is worth two: building it uses up your whole turn, and when the missing rails are counted it is worth 2. The Channel ferry and the Alpine tunnel in Switzerland, both on the Trans Europa map, are treated as plain lines.
trans-trans-rails-title = Rails and players
trans-trans-rails = Everyone builds from one common supply of 85 rails. The game is for 2 to 6 players.
trans-trans-cards-title = The city cards
trans-trans-cards = Each board comes with 35 city cards, 7 in each of 5 colours; in Trans Europa the colours are brown, white, pink, orange and turquoise. With 2 or 3 players, take out the 10 cards with a dashed border, 2 of each colour.
trans-trans-deal-title = Dealing the cities
trans-trans-deal = Each player secretly receives 1 card of every colour, so everyone has 5 cities to connect.
trans-trans-start-marker-title = Placing the start marker
trans-trans-start-marker = In clockwise order, beginning with the start player, everyone sets their start marker down on a free crossing point of their choice, whether or not a city is there.
trans-trans-turn-title = Laying rails
trans-trans-turn = On your turn, place up to 2 rails on empty plain lines, or instead a single rail on an empty double line.
trans-trans-connected-title = Rails must connect
trans-trans-connected = Each rail you lay has to touch the network your start marker belongs to at that moment. Your 2 rails need not be next to each other, and the second may build on whatever the first one connected.
trans-trans-shared-network-title = Networks merge
trans-trans-shared-network = When two networks touch, they merge into one, and every player connected to it may use and extend the whole network.
trans-trans-round-end-title = End of a round
trans-trans-round-end = The round stops immediately once a single network joins all 5 of some player's cities with that player's start marker, no matter whose rails did it. Exception: if the first rail of your turn completes another player, you still lay your second rail, so in rare cases two players finish in the same round. Running out of rails in the supply ends the round as well.
trans-trans-score-round-title = Scoring a round
trans-trans-score-round = Players who finished score 4 prestige points. Everyone else works out the smallest number of rails they would need, building alone from now on, to tie all their cities into their network; a double line counts 2 (one rail piece that counts as two) and rails already lying on the board count 0. The points: 1 rail short → 3, 2 short → 2, 3–4 short → 1, 5 or more short → 0. The app finds this minimum as a Steiner tree over your network and your unconnected cities.
trans-trans-next-round-title = Starting the next round
trans-trans-next-round = Clear the board, take back the start markers, reshuffle the city cards colour by colour and deal again. The role of start player moves 1 seat to the left.
trans-trans-game-end-title = End of the game
trans-trans-game-end = The last round is the one after which at least one player has 13 prestige points or more. The player furthest beyond 13 wins; players still tied share the victory.
trans-trans-special-title = Variant: special cards
trans-trans-special = This variant adds 19 special cards: each round, before the start markers are placed, one is turned over and changes that round for everybody. Cards 1 to 15 mostly make a round easier or faster, cards 16 to 19 make it harder, for example with a friendlier or harsher points table, turns with as many as 3 rails, double lines over water or mountains counting as plain, fewer or passed-on city cards, or rails laid anywhere without connection. By agreement, one card can also stay in force for a whole game.

## A shared Europe rule in a game's own words

wording-deutschland-turn-one-action-title = One action per turn
wording-deutschland-turn-one-action = On your turn you pick exactly one of three actions: take train cards, claim a route (and collect its passengers), or take new destination tickets.
wording-asia-turn-one-action-title = One action per turn
wording-asia-turn-one-action = On your turn you do exactly one of four things: draw train cards (one for your hand, one for the team holder), claim a route, draw tickets, or move up to 2 of your tickets onto the team's ticket holder.
wording-asia-win-tiebreak-title = Winning as a team
wording-asia-win-tiebreak = The team with the highest score wins. If teams tie, the one that completed more tickets wins; teams still level share the victory. That tiebreak is the project's own choice: the printed rules give none.
wording-deutschland-setup-first-player-title = Who goes first
wording-deutschland-setup-first-player = The rulebook lets the oldest player begin; play then continues clockwise. The app does not know your ages, so here Player 1 begins unless a different start player is picked in the app (the project's decision).
