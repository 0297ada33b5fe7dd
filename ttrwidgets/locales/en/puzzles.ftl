# Teaching a puzzle (ttrwidgets/puzzles/teach*.py): questions, hints, verdicts and explanations
# (English). Keys: those of ttrwidgets.puzzles.teach_words.say, '.' written as '-'.

## the kinds' names, for lists and headings
kind-best_station = Best station
kind-longest_trail = Longest trail
kind-tunnel_odds = Tunnel odds
kind-cheapest_completion = Cheapest completion
kind-fewest_rails = Fewest rails

## words the kinds share
words-none = none
words-nobody = nobody
words-no-cards = no cards
words-spaces = { $n ->
        [one] 1 train space
       *[other] { $n } train spaces
    }
words-cards = { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
words-points = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
words-unknown-verdict = ({ $key })

## longest_trail
trail-question = You play { $seat }. How long is your longest trail — an unbroken line of your own routes, each used at most once? Show it by picking its routes.
trail-hint-total = Your routes have { $total ->
        [one] 1 train space
       *[other] { $total } train spaces
    } in all. A trail uses each route at most once and may pass through a city again, but it cannot fork (score.longest-path): you may not get them all into one line.
trail-hint-odd = Count your routes at each city. Where the count is odd ({ $cities }), a trail must start or end — it has only two ends; at every other city it passes, it uses two routes.
trail-hint-even = Count your routes at each city: the count is even everywhere, so one line can use every route of a connected piece and come back to where it started.
trail-hint-start = A longest trail can start in { $city }.
trail-not-own = { $routes }: not your { $n ->
        [one] route
       *[other] routes
    } — a trail is made of your own routes only (score.longest-path).
trail-repeated = A route is in it twice: each route counts once (score.longest-path).
trail-pieces = Those routes fall into { $pieces } separate pieces: a trail is one unbroken line (score.longest-path).
trail-branches = That is not one line: it has loose ends at { $cities }, but a trail has only two ends (score.longest-path).
trail-best = Right: { $got ->
        [one] 1 train space
       *[other] { $got } train spaces
    }, your longest trail.
trail-shorter = That is a trail of { $got ->
        [one] 1 train space
       *[other] { $got } train spaces
    }, but a longer one exists.
trail-none = You have no routes: your longest trail is 0.
trail-walk = Your longest trail: { $path } — { $routes ->
        [one] 1 route
       *[other] { $routes } routes
    }, { $spaces ->
        [one] 1 train space
       *[other] { $spaces } train spaces
    }.
trail-again = It passes { $cities } more than once: a city may repeat, a route may not.
trail-all = It uses every one of your routes: { $total ->
        [one] 1 train space
       *[other] all { $total } train spaces
    }.
trail-why-pieces = your routes form { $pieces } separate pieces, and a trail stays in one
trail-why-odd = { $n } cities have an odd number of your routes ({ $cities }), but a trail has only two ends — at every other city it uses routes in pairs, so some routes must stay out
trail-why-none = no longer line goes through them
trail-left-out = Left out: { $routes } ({ $left ->
        [one] 1 train space
       *[other] { $left } train spaces
    } of { $total }). Why: { $reason }. The trail above leaves out as little as possible.

## best_station
station-question = You play { $seat } and have { $left ->
        [one] 1 station
       *[other] { $left } stations
    } left. On which city does one more station raise your ticket total the most?
station-hint-now = Your tickets add up to { $baseline ->
        [one] { $baseline } point
       *[other] { $baseline } points
    } now: { $done } of { $n } are complete. A station lets you use one route of another player that leads into its city (station.borrow): it can only save a ticket that one borrowed route would complete.
station-hint-save = { $n ->
        [one] The ticket to save is { $tickets }: completing it turns its minus into a plus,
       *[other] The tickets to save are { $tickets }: completing them turns their minus into a plus,
    } { $gain ->
        [one] 1 point more
       *[other] { $gain } points more
    } in all. Look where your routes end near it, next to a route of another player.
station-hint-none = No borrowed route completes another ticket here: look for the city where a station does the most for the tickets you have.
station-hint-short = The best city is among these: { $cities } (more than one of them may be equally good).
station-none = Pick a city for your station.
station-taken = { $city } has a station already: a city takes only one station (station.build).
station-best = Right: a station in { $city } brings your tickets to { $best ->
        [one] { $best } point
       *[other] { $best } points
    }, the most any city gives.
station-best-also = Right: a station in { $city } brings your tickets to { $best ->
        [one] { $best } point
       *[other] { $best } points
    }, the most any city gives. { $others } would do just as well.
station-less = Not the best: with a station in { $city } your tickets come to { $got ->
        [one] { $got } point
       *[other] { $got } points
    } — another city gives more.
station-explain-best = The best city is { $city }. With one more station there, your tickets come to { $value ->
        [one] { $value } point
       *[other] { $value } points
    } instead of { $baseline } now.
station-explain-best-more = The best city is { $city } (or { $more }: just as good). With one more station there, your tickets come to { $value ->
        [one] { $value } point
       *[other] { $value } points
    } instead of { $baseline } now.
station-borrows = the station in { $city } borrows { $route } of { $owner }
station-explain-borrow = With the new station in { $city }: { $parts }. Each station borrows one route of another player into its city (station.borrow).
station-explain-no-borrow = No station needs to borrow a route for this (station.borrow).
station-explain-saved = That completes { $tickets }.
station-explain-tickets = Complete: { $completed }; still failing: { $still } — { $value ->
        [one] { $value } point
       *[other] { $value } points
    } in all (score.tickets).
station-tempting-route = Tempting: { $city }. But a station there brings your tickets to only { $value ->
        [one] { $value } point
       *[other] { $value } points
    }, { $fewer } fewer: the route it would borrow, { $route }, does not complete the ticket you need.
station-tempting-no-route = Tempting: { $city }. But a station there brings your tickets to only { $value ->
        [one] { $value } point
       *[other] { $value } points
    }, { $fewer } fewer: no route of another player there completes a ticket of yours.
station-tempting-ticket-route = Tempting: { $city }, a city of your ticket { $ticket }. But a station there brings your tickets to only { $value ->
        [one] { $value } point
       *[other] { $value } points
    }, { $fewer } fewer: the route it would borrow, { $route }, does not complete the ticket you need.
station-tempting-ticket-no-route = Tempting: { $city }, a city of your ticket { $ticket }. But a station there brings your tickets to only { $value ->
        [one] { $value } point
       *[other] { $value } points
    }, { $fewer } fewer: no route of another player there completes a ticket of yours.

## tunnel_odds
tunnel-question = You claim the tunnel { $route } with { $cards }. Then { $reveal ->
        [one] 1 card is
       *[other] { $reveal } cards are
    } turned over from the { $unseen_n ->
        [one] 1 card
       *[other] { $unseen_n } cards
    } you have not seen ({ $unseen }). What is the chance that the tunnel costs you at least one extra card?
tunnel-matching-locos = { $match } of the { $unseen_n ->
        [one] 1 card
       *[other] { $unseen_n } cards
    } you have not seen would cost you an extra card: you pay with locomotives only, so only locomotives count ({ $locos }) (tunnel.extra).
tunnel-matching = { $match } of the { $unseen_n ->
        [one] 1 card
       *[other] { $unseen_n } cards
    } you have not seen would cost you an extra card: { $locos ->
        [one] 1 locomotive
       *[other] { $locos } locomotives
    } and { $same ->
        [one] 1 card
       *[other] { $same } cards
    } in { $colour }, the colour you pay with (tunnel.extra).
tunnel-hint-none-first = Work out the chance of NO extra card first: all { $reveal ->
        [one] 1 card
       *[other] { $reveal } cards
    } turned over must come from the { $harmless } harmless ones, which is C({ $harmless },{ $reveal }) / C({ $unseen_n },{ $reveal }) (C = the number of ways to choose). The chance you want is 1 minus that.
tunnel-term = { $k } extra: { $chance }
tunnel-hint-terms = The first terms of the distribution: { $terms }.
tunnel-unreadable = “{ $answer }” is not a probability: write it like 3/4, 0.75 or 75%.
tunnel-right = Right: the chance of at least one extra card is { $chance }.
tunnel-wrong = Not { $chance }.
tunnel-mistake-locos-only = That is the chance if only the locomotives counted — but every card of the colour you pay with costs extra too (tunnel.extra).
tunnel-mistake-colour-only = That forgets the locomotives: every revealed locomotive costs an extra card too (tunnel.extra).
tunnel-mistake-exactly-one = That is the chance of exactly one extra card; two or three count as well.
tunnel-mistake-none = That is the chance of NO extra card: the question asks for the opposite.
tunnel-mistake-added = That adds up the chances of the cards one by one — but they are drawn together, and one extra card does not stop the next (tunnel.reveal).
tunnel-mistake-replaced = That counts as if each card went back before the next was turned over; the revealed cards are different cards (tunnel.reveal).
tunnel-mistake-guess = That is not what the cards give.
tunnel-explain-reveal = When you claim the tunnel, { $reveal ->
        [one] 1 card is
       *[other] { $reveal } cards are
    } turned over from the { $unseen_n ->
        [one] 1 card
       *[other] { $unseen_n } cards
    } you have not seen; every choice of { $reveal } is equally likely (tunnel.reveal).
tunnel-explain-fewer = Only { $reveal }, not { $printed }: fewer cards are left to turn over.
tunnel-explain-none = No extra card means every card turned over comes from the { $harmless } harmless ones: C({ $harmless },{ $reveal }) / C({ $unseen_n },{ $reveal }) = { $ways_none } / { $ways } = { $none }. So at least one extra card: 1 − { $none_fraction } = { $chance }.
tunnel-explain-all = The whole distribution — { $terms }.
tunnel-tempting = Tempting: { $choice }. { $why }

## cheapest_completion
completion-question = You play { $seat }. Which free routes must you still claim to complete { $tickets }, with the fewest train spaces? Your own routes cost nothing.
completion-hint-rules = Your own routes cost nothing; a free route costs its length. Routes of other players cannot be used, nor a track that the rules close to you ({ $rule }); stations do not count here.
completion-hint-countries = A neighbouring country is a dead end: a way may end there but not pass through it (de.countries).
completion-hint-share = Tickets may share routes, and a shared route is paid once.
completion-hint-blocked = Look at { $tickets }: is there still any way through?
completion-hint-cost = The cheapest answer needs { $n ->
        [one] 1 train space
       *[other] { $n } train spaces
    }.
completion-hint-route = One route of a cheapest answer: { $route }.
completion-impossible-right = Right: these tickets cannot be completed any more.
completion-possible = They can still be completed: find the routes that do it.
completion-unusable-own = { $route } is yours already: it costs nothing, there is nothing to claim.
completion-unusable-other = { $route } belongs to { $owner }.
completion-unusable-closed = { $route } is closed to you ({ $rule }).
completion-incomplete = Not yet: with these routes { $tickets } { $n ->
        [one] is
       *[other] are
    } still not complete.
completion-impossible-wrong = These tickets cannot be completed.
completion-best = Right: { $got ->
        [one] 1 train space
       *[other] { $got } train spaces
    }, the fewest possible.
completion-dearer = That completes every ticket with { $got ->
        [one] 1 train space
       *[other] { $got } train spaces
    }, but it can be done with fewer.
completion-explain-impossible = { $tickets } cannot be completed any more: every way is blocked by other players' routes or closed tracks.
completion-explain-nothing = Nothing to claim: your own routes complete { $tickets } already.
completion-explain-claim = Claim { $routes }: { $n ->
        [one] 1 train space completes
       *[other] { $n } train spaces complete
    } { $tickets }.
completion-explain-claim-own = Claim { $routes }: { $n ->
        [one] 1 train space completes
       *[other] { $n } train spaces complete
    } { $tickets }, together with your own { $own }.
completion-explain-counted = Only free routes you may still claim are counted; other players' routes and tracks closed to you are out ({ $rule }).
completion-explain-counted-countries = Only free routes you may still claim are counted; other players' routes and tracks closed to you are out ({ $rule }); countries are dead ends (de.countries).
completion-explain-shared = The tickets share { $routes }: a shared route is claimed and paid once.
completion-explain-alone-one = This is simply the ticket's cheapest path: { $n ->
        [one] 1 train space
       *[other] { $n } train spaces
    }.
completion-explain-alone-same = Each ticket alone by its own cheapest path: { $each }. Here they share nothing, so planning them together costs the same { $total }.
completion-explain-alone-less = Each ticket alone by its own cheapest path: { $each } — { $total } if nothing were shared; those paths together cost { $union }. Planned together the tickets need only { $value }.
completion-each = { $pair }: { $cost }

## fewest_rails (Trans Europa, Trans America)
rails-count = { $n ->
        [one] 1 rail
       *[other] { $n } rails
    }
rails-near-crossing = the intersection next to { $city }
rails-kind-water = water
rails-kind-mountain = mountains
rails-no-marker = This player has no start marker yet (trans.start-marker).
rails-hint-rules = Count as the round's scoring does (trans.score-round): a plain line takes 1 rail; a double line across water or mountains takes one rail piece but counts 2 (trans.board); every rail already on the board counts 0 — yours or anyone's, you may run through other networks. One line can serve several cities.
rails-hint-special = This round's special card makes double lines across { $kinds } count 1 (trans.special).
rails-hint-follow = Follow the rails from your start marker: where do they reach?
rails-hint-fewest = The fewest is { $n ->
        [one] 1 rail
       *[other] { $n } rails
    }.
rails-hint-branch = A best answer branches at { $point } (ringed): from there lines go off in three directions, shared by several cities.
rails-hint-middle = One line of a best answer is outlined on the board: the one in the middle of its way.
rails-taken = { $n ->
        [one] That line has a rail already: it costs nothing and takes no second rail.
       *[other] Those lines have a rail already: they cost nothing and take no second rail.
    } Pick free lines (trans.score-round).
rails-unknown = That is not a line of this board.
rails-incomplete = Not yet: with these lines { $cities } { $n ->
        [one] is
       *[other] are
    } still not joined to your network (trans.connected).
rails-best = Right: { $got ->
        [one] 1 rail
       *[other] { $got } rails
    }, the fewest possible.
rails-more = That joins every city with { $got ->
        [one] 1 rail
       *[other] { $got } rails
    }, but it can be done with fewer.
rails-explain-no-marker = Without a start marker there is no network to count from.
rails-explain-nothing = Nothing is missing: every one of your cities is in your network already — the round would have ended.
rails-explain-tree = Lay rails on the { $lines ->
        [one] line
       *[other] { $lines } lines
    } drawn dashed: { $n ->
        [one] 1 rail joins
       *[other] { $n } rails join
    } { $cities } to your network. No set of lines does it with fewer (an exact minimum Steiner tree: the terminals are your network and your cities).
rails-explain-doubles = { $d ->
        [one] 1 of these lines is a double line (outlined), across water or mountains: it counts 2 in the missing count.
       *[other] { $d } of these lines are double lines (outlined), across water or mountains: each counts 2 in the missing count.
    } { $twice } + { $plain } = { $n ->
        [one] 1 rail
       *[other] { $n } rails
    }.
rails-explain-plain = Each of these lines is a plain line: 1 rail each, { $n ->
        [one] 1 rail
       *[other] { $n } rails
    } in all.
rails-explain-special = This round's special card makes double lines across { $kinds } count 1.
rails-explain-through = The tree runs into rails already on the board (outlined) that are not yet in your network: they cost nothing, and once joined that network is yours to use too.
rails-explain-partners = Your network is shared with { $names }: their rails count as yours (outlined).
rails-explain-tempting = Tempting: join the nearest city first, then the next nearest, and so on (the outlined lines). That needs { $h ->
        [one] 1 rail
       *[other] { $h } rails
    }. The best tree shares lines between cities and needs only { $n }.
rails-explain-quick = Here the quick way — join the nearest city first, then the next nearest — is as good: { $n ->
        [one] 1 rail
       *[other] { $n } rails
    }. It is not always: it is a rule of thumb, and the exact count can be lower when lines are shared.
rails-table-special = by this round's special card's table
rails-table = 1 missing: 3, 2: 2, 3–4: 1, 5 or more: 0; completing scores 4
rails-explain-score = If the round ended now, { $n ->
        [one] 1 rail
       *[other] { $n } rails
    } missing would score { $points ->
        [one] 1 prestige point
       *[other] { $points } prestige points
    } ({ $table }).
rails-question-no-marker = You play { $seat }, who has no start marker yet: there is no network to count from (trans.start-marker).
rails-question-joined = You play { $seat }. Are all your cities joined to your network already? Check with no lines picked.
rails-question = You play { $seat } (the rings with your number are your cities). { $cities } { $n ->
        [one] is
       *[other] are
    } not yet joined to the network of your start marker. At the fewest, how many rails do you still need to join { $n ->
        [one] it
       *[other] them all
    }? Show it by picking the free lines to lay rails on.

## the titles of the shipped puzzles (tools/make_puzzle_pack.py writes them into the pack);
## $number: the player's number; $cards: the cards laid, as the engine words a card set
title-best_station = Where does your next station help most? ({ $players } players, { $left ->
        [one] 1 station
       *[other] { $left } stations
    } left)
title-longest_trail = How long is player { $number }'s longest trail? ({ $players } players, { $routes_n ->
        [one] 1 route
       *[other] { $routes_n } routes
    })
title-tunnel_odds = Tunnel { $a }–{ $b }, paid with { $cards }: how likely are extra cards? ({ $deck_n ->
        [one] 1 card
       *[other] { $deck_n } cards
    } in the draw pile)
title-cheapest_completion = The cheapest way to complete { $tickets_n ->
        [one] your open ticket
       *[other] your { $tickets_n } open tickets
    } ({ $players } players)
title-fewest_rails = { $board }: how many rails does player { $number } still need for { $cities_n ->
        [one] 1 city
       *[other] { $cities_n } cities
    }? ({ $players } players)
