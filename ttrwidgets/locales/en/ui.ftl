# The app's own words around the rules: buttons, headings, hints (English).
# Keys: those of ttrwidgets.widgets.texts.t ('.' written as '-').

title = ttrwidgets — learn Ticket to Ride by playing
title-short = ttrwidgets
lang = Language
start-intro = Play a game against bots or friends on one screen. Every rule the game applies is explained, with its rule id, as it happens.
start-play = Play now
start-learn = Learn
start-game = Which game?
start-game-card = { $name } · { $players } players
start-variant = Variant
start-tiebreak = Tiebreak
start-players = Players
start-seat = Seat { $n }
start-human = Person
start-bot-greedy = Bot (ticket-minded)
start-bot-random = Bot (random moves)
start-pace = Bot pace
start-pace-readable = readable
start-pace-instant = instant
start-seed = Seed (empty: random)
start-teaching = Teaching mode: all hands open, undo to any earlier moment
start-load = Load a saved game, a scenario or a puzzle file (.json)
start-upload = Choose file…
upload-too-large = { $name } is too large ({ $size }); saved games and scenarios are a few kB, and files up to { $limit } are accepted.
start-later = The graph lab (above) replays Dijkstra, Prim, Kruskal and more on the boards, step by step.
start-bad-seed = The seed must be a whole number (or empty for a random one).
variant-classic = Europe (classic tickets)
variant-1912 = Europa 1912 tickets
variant-mega = Mega Europe (all tickets)
variant-big-cities = Big Cities
tiebreak-anniversary = anniversary edition: longest path
tiebreak-classic = classic edition: fewest stations
loaded = Loaded { $source }.
status-setup = { $seat }: choose your starting tickets.
status-your-turn = { $seat } is to move: draw cards, claim a route, draw tickets or build a station.
status-second-card = { $seat }: take your second card (no face-up locomotive now).
status-tunnel = { $seat }: the tunnel asks for { $extra ->
        [one] 1 more card
       *[other] { $extra } more cards
    }. Pay or withdraw.
status-tickets = { $seat }: choose which tickets to keep.
status-your-turn-routes = { $seat } is to move: draw cards, claim a route or draw tickets.
status-mix = { $seat }: announce your starting tickets' mix of short and long ones.
status-passengers = { $seat }: pick the passengers of the route you claimed.
status-bot = { $seat } (bot) is thinking…
status-lesson-other = { $seat } is to move: in a lesson the other players move only as the next step shows.
status-final = {" "}Last round: { $left ->
        [0] no turn left.
        [one] 1 turn left.
       *[other] { $left } turns left.
    }
status-over = The game is over.
you = {" "}(you)
bot = {" "}(bot)
panel-idle = Click a route to claim it, a city to build a station, a face-up card or the deck to draw.
panel-idle-mix = Click a route to claim it, a face-up card or the deck to draw, or Draw tickets to announce a mix of short and long ones.
panel-idle-routes = Click a route to claim it, a face-up card or the deck to draw.
panel-second-card = Take your second card: a face-up card (not a locomotive) or one from the deck.
panel-wait = Waiting for { $seat }.
deck = Deck ({ $n })
draw-tickets = Draw tickets ({ $n } left)
draw-tickets-mix = Draw tickets (short { $short }, long { $long })
faceup = Face-up cards
claim-title = Claim { $route }?
claim-tunnel = A tunnel: after you lay your cards, 3 cards from the deck are revealed and may ask for more (tunnel.reveal).
claim-ferry = A ferry: at least { $n } of the cards must be locomotives (ferry.locomotives).
claim-points = It is worth { $points ->
        [one] 1 point
       *[other] { $points } points
    } and uses { $length ->
        [one] 1 train
       *[other] { $length } trains
    }.
claim-choose = Pay with:
claim-confirm = Claim
cancel = Cancel
station-title = Build station no. { $nth } in { $city }?
station-explain = At the end it lets you use one route of another player that enters { $city } (station.borrow).
station-confirm = Build
tunnel-title = Tunnel { $route } — revealed:
tunnel-owe = You owe { $extra ->
        [one] 1 more card of your colour ({ $colour }) or a locomotive
       *[other] { $extra } more cards of your colour ({ $colour }) or locomotives
    }.
tunnel-pay = Pay
tunnel-withdraw = Withdraw
tunnel-cannot = You cannot pay: withdraw takes your cards back (tunnel.withdraw).
tickets-title = Keep at least { $min } of these tickets:
tickets-keep = Keep selected
tickets-long = {" "}— long
tickets-short = {" "}— short
mix-title-setup = Your { $n } starting tickets: how many from the short deck, how many from the long one?
mix-title = Draw { $n } tickets: how many from the short deck, how many from the long one?
mix-info = Short tickets are worth { $short_pts } points ({ $short } in the deck), long ones { $long_pts } ({ $long } in the deck). You see them after announcing and keep at least { $keep }.
mix-option = { $short } short + { $long } long
mix-option-tip = Announce { $short } short and { $long } long tickets.
mix-none = No mix can be drawn now.
claim-passengers = Passengers it brings (de.take-passengers): { $list }.
claim-passenger-one = a { $colour } one in { $city }
claim-passenger-choice = one of your choice in { $city } ({ $colours })
claim-passengers-none = No passenger waits at either end (de.take-passengers).
city-passengers = Waiting in { $city }: { $list }. Claim a route to { $city } to take one passenger (de.take-passengers).
city-no-passengers = No passenger waits in { $city } any more.
passengers-title = Take your passengers from { $route }
passengers-how = Pick one passenger at each end below, or click its token on the board; then Confirm.
passengers-auto = Already yours: the { $colour } passenger from { $city } (the only colour there).
passengers-button = { $n ->
        [one] 1 { $colour } passenger waits
       *[other] { $n } { $colour } passengers wait
    } in { $city }: take one
passengers-confirm = Confirm
passengers-token = { $n ->
        [one] 1 { $colour } passenger waits
       *[other] { $n } { $colour } passengers wait
    } in { $city }. Whoever claims a route to { $city } takes one passenger there (de.take-passengers).
passengers-not-this-end = { $city } is not an end with a choice: pick at { $ends }.
pass-title = Passengers
pass-now = Majorities if the game ended now: most of a colour { $first }, second most { $second } (de.passenger-majority).
pass-points = { $points } points if the game ended now
pass-board = Still waiting on the board
pass-sum = Points
hand = { $seat }'s hand
hand-hidden = Hands are hidden.
my-tickets = Tickets (click one to see it on the board)
ticket-done = done
ticket-todo = { $n } to go
ticket-todo-long = { $n ->
        [one] 1 more train space
       *[other] { $n } more train spaces
    } on the cheapest way (a hint: this ticket alone, over free routes)
ticket-blocked = blocked
ticket-completed = ✓ completed, { $points }
ticket-failed = ✗ failed, { $points }
ticket-blocked-long = blocked: no way is left over your routes and free ones
ticket-shown = { $ticket }: { $status }. Highlighted: its cities and the routes still needed.
players-head = Player
players-score = Points
players-score-tip = Points so far: claimed routes only; tickets, stations and the bonus are added at the end.
players-score-final-tip = Final total: routes, tickets, stations and the bonus.
players-trains = Trains
players-cards = Cards
players-tickets = Tickets
players-stations = Stations
players-passengers = Passengers
players-score-tip-de = Points so far: claimed routes only; tickets, the Globetrotter and the passenger majorities are added at the end.
players-score-final-tip-de = Final total: routes, tickets, the Globetrotter and the passenger majorities.
undo = Undo
undo-tip = Take back your last turn.
hint-tip = What the ticket-minded bot would do now, shown on the board.
auto-tip = The ticket-minded bot makes this one move for you.
save-tip = Save the game as it is now (a .json file you can load again).
new-tip = Back to the start page.
legend = Colours
legend-tip = What the letters on cards and routes mean.
legend-title = The colour letters
projector = Projector
projector-tip = Large text, thick lines and strong contrast for a projector.
target-placeholder = Type a route or a city, then Enter
target-placeholder-routes = Type a route, then Enter
target-city = Station in { $city }
target-second = { $route }, second track
undo-none = There is nothing to undo.
undo-done = Went back to before { $action }.
history = Go back to
history-start = the start
hint = Hint
hint-text = Hint (a bot's idea, not a rule): { $why }
auto = Let the bot move for me
save = Save game
save-link = Download the saved game ({ $name })
new = New game
labels = City names
explain-title = Step by step
explain-newest = the newest move
explain-earlier = move { $i } of { $n }
explain-count = step { $k } of { $n }
explain-none = No move yet.
back = ◀ Back
next = Next ▶
log-title = What happened (newest first)
log-start = Setup
log-entry = { $seat }: { $action }
log-bot-why = The bot's reason: { $why }
log-tunnel-try = starts claiming the tunnel { $route }
your-hand = Your hand
handover = Hand the device to { $seat }. The other hands are hidden until { $seat } is ready.
ready = I am { $seat }: show my cards
score-title = Final scores
score-routes-short = Routes
score-tickets-short = Tickets
score-stations-short = Stations
score-bonus-short = Express
score-total-short = Total
score-longest-short = Longest
score-routes = Routes
score-tickets = Tickets
score-stations = Stations
score-bonus = European Express bonus (longest path)
score-total = Total
score-globetrotter = Globetrotter bonus (most completed tickets)
score-globetrotter-short = Globetrotter
score-passengers = Passenger majorities
score-passengers-short = Passengers
score-how = How the bonuses came about:
score-longest = Longest path
score-winner = Winner: { $seats }
score-show = Show on the board:
score-trail-of = { $seat }: longest path ({ $n }) and borrowed routes
panel-pass = Nothing is left for you to do this turn: no card to draw, no route or station you can pay for, no ticket to draw. You pass (turn.pass).
pass = Pass
learn-open = New to Ticket to Ride? Start here
learn-list = All lessons
learn-title = Learn the rules by doing them
learn-intro = Each lesson is a few small tasks on the real board. The game checks every try and explains the rule it applies.
learn-course = { $game }: { $done } of { $n } lessons done
learn-lesson = { $mark }{ $i }. { $title }
learn-continue = Continue: { $title }
learn-reset = Forget my progress
learn-reset-done = Your progress is forgotten: every lesson is new again.
learn-teacher = Teacher mode: step through lessons without doing the tasks (for a projector)
learn-back-to-start = Back to the start page
lesson-heading = Lesson { $i } of { $n }: { $title }
lesson-step = Step { $k } of { $n }
lesson-rules = Rules:
lesson-back = ◀ Back
lesson-next = Next ▶
lesson-show = Show me
lesson-again = Try again
lesson-list = Lessons
lesson-play = Play a real game
lesson-whole-board = Whole board
lesson-zoom = Zoom in
board-zoom-in = Zoom in on the board
board-zoom-out = Zoom out of the board
lesson-task-do = Your task: do it on the board.
lesson-task-click = Your task: click on the board.
lesson-task-choose = Your answer:
lesson-task-read = Read, then press Next.
lesson-task-try = Your task: try it on the board, and read why it is refused.
lesson-refused = ✓ Refused, as the rule says:
lesson-allowed = The rules allow that move, so it was not played: try the one this step asks about.
lesson-done = ✓ Well done!
lesson-shown = ✓ That is how it goes. Press Next when you are ready.
lesson-more = Good, and on: the task is not finished yet.
lesson-not-task = The rules allow that, but it is not this task.
lesson-wrong = Not quite.
lesson-finished = This step is done: press Next.
lesson-complete = Lesson complete! Go on with the next lesson, or play a real game.
lesson-next-lesson = Next lesson: { $title }
lesson-teacher = Teacher mode: Next works without the task; Show me plays it.
lesson-learn-rule = Learn this rule: { $title }
lesson-no-lesson = No lesson teaches { $rule } yet.
lesson-unknown = There is no lesson { $id }.
puzzles-open = Puzzles: where is the best station? how many rails are missing?
puzzles-title = Puzzles
puzzles-intro = Each puzzle is a position on the real board and a question with one exact answer. Answer on the board, ask for up to three hints, and see the answer explained.
puzzles-today = Puzzle of the day
puzzles-all-games = All games
puzzles-all-kinds = All kinds of puzzle
puzzles-none-shown = No puzzle of this kind for this game: choose another game or kind.
puzzles-group = { $kind } — { $game }: { $done } of { $n } solved
puzzles-rating-easy = easy
puzzles-rating-medium = medium
puzzles-rating-hard = hard
puzzles-empty = No puzzles are installed yet. Load a puzzle file below.
puzzles-none = There is no puzzle to open.
puzzles-load = Load a puzzle file (.json)
puzzles-reset-done = Your puzzle progress is forgotten: every puzzle is new again.
puzzle-not-playable = { $kind } puzzles about { $game } cannot be played in the app yet.
puzzle-unknown = There is no puzzle { $id }.
puzzle-heading = Puzzle: { $kind }
status-puzzle = A puzzle: you look at the board as { $seat }.
puzzle-how-best_station = Click a city on the board, then Check.
puzzle-how-longest_trail = Click your routes to add them to the trail (again to take one out), then Check.
puzzle-how-tunnel_odds = Choose an answer, then Check.
puzzle-how-cheapest_completion = Click the free routes to claim (again to take one out), then Check.
puzzle-how-fewest_rails = Click the free lines to lay rails on (again to take one out), then Check.
puzzle-your-answer = Your answer:
puzzle-pick-none = nothing chosen yet
puzzle-pick-city = a station in { $city }
puzzle-pick-trail = { $n ->
        [one] 1 route
       *[other] { $n } routes
    }, { $spaces ->
        [one] 1 train space
       *[other] { $spaces } train spaces
    }
puzzle-pick-routes = { $n ->
        [one] 1 route
       *[other] { $n } routes
    } to claim, { $spaces ->
        [one] 1 train space
       *[other] { $spaces } train spaces
    }
puzzle-pick-rails = { $n ->
        [one] 1 line
       *[other] { $n } lines
    }, { $rails ->
        [one] 1 rail
       *[other] { $rails } rails
    }
puzzle-pick-impossible = it cannot be done
puzzle-pick-choice = { $choice }
puzzle-impossible = It cannot be done
puzzle-pick-best_station = Click a city on the board first.
puzzle-pick-longest_trail = Click your routes on the board first.
puzzle-pick-tunnel_odds = Choose one of the answers first.
puzzle-pick-cheapest_completion = Click the routes to claim first.
puzzle-click-city = This puzzle asks for a city: click a city.
puzzle-click-route = This puzzle asks for routes: click a route's train spaces.
puzzle-click-line = This puzzle asks for lines: click the line between two neighbouring crossings.
puzzle-no-count = This puzzle's player has no start marker yet, so there is nothing to count (trans.start-marker).
puzzle-click-choice = Choose one of the answers in the panel.
puzzle-is-done = This puzzle is done: read the explanation, or go on with the next one.
puzzle-no-moves = In a puzzle the board only answers the question: no moves are played.
puzzle-check = Check
puzzle-hint = Hint { $k }/{ $n }
puzzle-hints-used = No more hints
puzzle-no-more-hints = That was the last hint.
puzzle-hint-n = Hint { $k }/{ $n }:
puzzle-reveal = Show the answer
puzzle-revealed = Here is the answer, explained on the board (not counted as solved).
puzzle-clear = Clear
puzzle-why = Why: { $k } of { $n }
puzzle-next = Next puzzle ▶
puzzle-list = All puzzles
error-unexpected = Sorry, something went wrong on our side. The game is unchanged. If you report it, please give the reference { $ref }.
click-nothing = Nothing there: click a route's train spaces or a city.
click-not-now = Wait: it is not your turn to act ({ $seat } is to move).
click-over = The game is over (end.game-over). Start a new game or go back with undo.
start-special = Special cards
start-special-none = none (the base game)
start-special-deck = one revealed each round
start-special-fixed = one card for the whole game
start-special-card = Card for the whole game
start-bot-steiner = Bot (shortest network)
trans-ready = I am { $seat }: show my cities
trans-status-marker = { $seat }: place your start marker — click any free intersection (a city or not).
trans-status-rails = { $seat } is to move: lay up to { $allowed } rails — click a line touching your network.
trans-status-choose = { $seat }: choose a city card for the special card.
trans-status-wait = { $seat } is to move.
trans-status-summary = Round { $round } is over: read how it was scored.
trans-status-over = The game is over.
trans-you = {" "}(you)
trans-bot = {" "}(bot)
trans-rails = Rails this turn: { $used } of { $allowed } used · in the supply: { $left } of { $total }
trans-round = Round { $round }
trans-special-in-force = Special card { $n } in force: { $title }
trans-special-game = (for the whole game)
trans-special-round = (this round)
trans-cities-title = Your cities — { $seat }
trans-cities-of = Cities of { $seat }
trans-cities-known = Known cities of { $seat }
trans-cities-hidden = Your cities are shown to you only.
trans-cities-connected = connected
trans-hint-toggle = Fewest rails still needed (hint)
trans-hint-badge = Hint: { $n } rails
trans-hint-text = Hint: { $seat } still needs at least { $n ->
        [one] 1 rail
       *[other] { $n } rails
    } to join all their cities (a shortest way is dashed); if the round ended now: +{ $points } prestige [trans.score-round].
trans-hint-done = Hint: all the cities of { $seat } are connected [trans.round-end].
trans-hint-nomarker = Hint: place the start marker first.
trans-click-marker = Click an intersection to place your start marker there.
trans-click-line = Click a line touching your network to lay a rail; a double line (water, mountains) takes { $double }.
trans-double-cost = your whole turn (one rail that counts as two)
trans-double-cost-1 = 1 rail this round
trans-preview-rail = Lay a rail from { $a } to { $b }? It takes { $cost } of the { $room ->
        [one] 1 rail
       *[other] { $room } rails
    } left this turn and { $joins }.
trans-joins-own = extends your network
trans-joins-shared = joins your network to the network of { $names } [trans.shared-network]: from then on you all use it
trans-joins-alone = stands on its own (special card 18)
trans-joins-reaches = {" "}and reaches { $city }
trans-preview-marker = Place your start marker on { $at }? [trans.start-marker]
trans-lay = Lay the rail
trans-place = Place the marker
trans-end-turn = End turn ({ $used } of { $allowed } rails laid)
trans-choose-return = Special card 8: choose the city card you give back (secret; everyone chooses at the same time).
trans-choose-pass3 = Special card 16, pass { $stage } of 3: choose the city card you pass to your left neighbour (secret; everyone at the same time).
trans-choose-chain = Special card { $n }: keep one of your two { $colour } cards and pass the other on (the last player puts it back on the stack).
trans-choose-picked = Chosen: { $city }. Confirm to hand it over.
trans-choose-done = You have chosen; waiting for { $seats }.
trans-choose-confirm = Confirm
trans-summary-title = Round { $round } — scoring
trans-summary-reason-completed = { $names } { $n ->
        [one] connected all their cities
       *[other] connected all their cities
    }: the round ends at once [trans.round-end].
trans-summary-reason-supply = The rail supply is empty: the round ends [trans.round-end].
trans-summary-reason-stalled = A whole circle of turns without a rail: the round ends [trans.round-end].
trans-summary-head = Player|Cities|Missing rails|Prestige
trans-summary-complete = complete
trans-summary-table = Prestige table [trans.score-round]: { $table }.
trans-summary-table-done = completed → 4
trans-summary-table-row = { $missing } missing → { $points }
trans-summary-tree = On the board: the fewest rails { $seat } still needed ({ $n }), dashed — the same count as the score.
trans-summary-tree-done = On the board: the cities and the network of { $seat }, all connected.
trans-summary-badge = { $seat }: { $n ->
        [one] 1 rail missing
       *[other] { $n } rails missing
    }
trans-summary-next = Next round ▶
trans-summary-show = Show { $seat }
trans-summary-goal = The game goes on until someone has { $goal } prestige or more [trans.game-end].
trans-summary-winners = { $names } { $n ->
        [one] wins
       *[other] win
    } with { $prestige } prestige [trans.game-end].
trans-summary-wait = Read the round's scoring, then press Next round.
trans-players-prestige = Prestige
trans-players-round = R{ $round }
trans-players-cities = Cities
trans-players-marker = Marker
trans-click-nothing = Nothing there: click a line (to lay a rail) or an intersection.
trans-click-over = The game is over [trans.game-end]. Start a new game or go back with undo.
trans-bot-tree = lay { $rail }: it lies on a shortest way to your cities ({ $missing ->
        [one] 1 rail still needed
       *[other] { $missing } rails still needed
    }).
trans-bot-join = lay { $rail }: it joins another network, whose rails then work for you too [trans.shared-network] ({ $missing ->
        [one] 1 rail still needed
       *[other] { $missing } rails still needed
    }).
trans-bot-end = end the turn: no rail helps now.
trans-bot-marker = place the start marker on { $at }: there the network for your cities is cheapest.
trans-bot-give-away = give { $city }: without it your cities are cheapest to connect.
trans-bot-random = a random legal move.
trans-log = Moves
trans-log-rail = { $seat } lays a rail from { $a } to { $b }
trans-log-marker = { $seat } places the start marker on { $at }
lab-open = Graph lab: watch Dijkstra, Prim, Kruskal and more step by step on a board
lab-title = Graph lab
lab-board = Board
lab-graph = Graph
lab-graph-board = the whole board
lab-graph-network = a player's network
lab-graph-region = a region (click cities)
lab-algorithm = Algorithm
lab-pick-source = Start: { $city }
lab-pick-target = Target: { $city }
lab-pick-terminals = Cities to join: { $n }
lab-pick-region = Region: { $n } cities
lab-pick-clear = Clear
lab-none = –
lab-do-source = Click the start city on the board.
lab-do-target = Click a target city (optional for { $alg }), or step through now.
lab-do-target-needed = Click the target city on the board.
lab-do-terminals = Click the cities to join (2 to { $max }); a second click takes one out.
lab-do-region = Click the cities of the region; a second click takes one out. Routes between them form the graph.
lab-do-step = Press “{ $step }” for one step, or “{ $play }” to run the steps. To choose a city again, press its button above first.
lab-step-count = Step { $k } of { $n }
lab-no-trace = No steps yet: choose what the algorithm needs.
lab-step = Step
lab-play = Play
lab-pause = Pause
lab-first-tip = First step
lab-back-tip = One step back
lab-next-tip = One step forward
lab-last-tip = Last step
lab-play-tip = Play the steps at the chosen speed
lab-pause-tip = Stop on the step shown
lab-speed = Speed
lab-speed-slow = slow
lab-speed-medium = medium
lab-speed-fast = fast
lab-speed-fastest = fastest
lab-code = Pseudocode
lab-table = Table: { $what }
lab-table-dist = distances
lab-table-order = visiting order
lab-table-component = component numbers
lab-table-key = keys (cheapest route into the tree)
lab-table-parent = union-find parents
lab-table-pair_dist = distances between the cities to join
lab-table-length = trail lengths
lab-table-degree = degrees
lab-table-disc_low = disc / low
lab-table-flow = flow on the routes
lab-table-empty = (empty)
lab-col-city = City
lab-col-value = Value
lab-col-what = What
lab-frontier-queue = Queue: { $items }
lab-frontier-stack = Stack: { $items }
lab-frontier-priority = Priority queue: { $items }
lab-frontier-trail = Trail now: { $n } routes
lab-frontier-edges = Routes still to look at: { $n }
lab-result-distance = Distance { $source } → { $target }: { $dist }
lab-result-unreachable = { $target } cannot be reached from { $source }.
lab-predict = Predict the next step
lab-predict-ask-node = Predict: which city does the algorithm take next? Click it.
lab-predict-ask-edge = Predict: which route does the algorithm take next? Click it.
lab-predict-wait = Press “{ $step }”: the algorithm has no choice to make in this step.
lab-predict-right = ✓ Right! { $why }
lab-predict-wrong = ✗ Not { $got }. { $why }
lab-predict-shown = Shown without a guess: { $why }
lab-predict-score = Predictions: { $right } of { $n } right
lab-export = Picture for slides:
lab-export-svg = SVG
lab-export-png = PNG
lab-export-link = Download { $name }
lab-export-tip = The board as it is now, with the step's marks
lab-legend = ━ thick solid line: chosen · ┅ magenta dashes: looked at now · ● solid ring: visited/settled · ◌ dashed ring: waiting (queue/stack) · ◎ double ring: current city · S start, T target, 1 2 3 cities to join · □ region
lab-home = Back to the start page
lab-not-in-graph = { $city } is not in the chosen graph.
lab-too-many = At most { $max } cities to join (the exact search grows fast).
lab-click-city = Click a city.
lab-nothing-to-pick = { $alg } needs no city: press “{ $step }” to go through it one step at a time.
lab-network-game = Network of { $seat } in the current game ({ $n } routes)
lab-network-bots = Network of seat 1 in a bot game (seed { $seed }, { $n } routes)
lab-network-none = No network could be made for this board.
lab-region-empty = The region is empty: click cities on the board.
lab-graph-size = { $nodes } cities, { $edges } routes
lab-grid-size = { $nodes } points, { $edges } lines
lab-row-length = length now
lab-row-best = best so far
lab-stopped = The search stops after { $n } steps on a graph this large.
team-name = Team { $n }
team-board = Board
team-board-legendary_asia = Legendary Asia
team-board-europe = Europe
team-pairing = Teams of two: partners sit together and take consecutive turns.
team-seat = Seat { $n } · Team { $team }
team-mountain-note = Legendary Asia's mountain rule is not part of these rules: its mountain routes are ordinary routes here (a decision).
team-title = Teams
team-head = Team
team-seats = Partners
team-holder-cards = Cards in holder
team-holder-tickets = Tickets in holder
team-card-holder = Your team's card holder
team-ticket-holder = Your team's ticket holder
team-hidden-count = { $n ->
        [0] no tickets
        [one] 1 ticket
       *[other] { $n } tickets
    }, hidden
team-partner = Your partner { $seat } holds { $n ->
        [0] no tickets
        [one] 1 ticket
       *[other] { $n } tickets
    } and { $cards ->
        [0] no cards
        [one] 1 card
       *[other] { $cards } cards
    } in hand (hidden from you).
team-hidden = Hands and holders are hidden while the device is handed over.
team-notes = Your bot partner explains its holder moves:
team-note = { $seat }: { $why }
team-note-keep = { $seat }: I put { $ticket } onto the team's ticket holder: of the tickets I kept, the team's routes finish it most cheaply, so you can help with it.
team-share-open = Share tickets…
team-share-tip = Your whole turn: put up to { $n } of your tickets onto the team's ticket holder.
team-share-title = Share up to { $n } tickets with your partner:
team-share-info = This is your whole turn. Shared tickets lie on the team's ticket holder, where your partner sees them too.
team-share-confirm = Share
team-share-note = One ticket you keep goes onto the team's ticket holder, where your partner sees it.
team-share-pick = Onto the team's ticket holder:
team-draw-title = Where does { $card } go?
team-card-deck = the card from the deck
team-card-faceup = the face-up { $colour } card
team-draw-info = One of your two cards goes into your hand, the other onto the team's card holder: choose where this first one goes.
team-to-hand = Into my hand
team-to-holder = Onto the team's card holder
team-pay-choose = Pay with (hand and the team's card holder):
team-from-hand = { $cards } from your hand
team-from-holder = { $cards } from the card holder
team-completed = Completed tickets
team-completed-short = Done
team-bonuses = How the bonuses went:
team-express = Asia Express: { $points } points to { $n ->
        [one] the team
       *[other] the teams
    } with the longest continuous path of both partners' routes ({ $best ->
        [one] 1 space
       *[other] { $best } spaces
    }). Paths: { $lengths }.
team-explorer = Asia Explorer: { $points } points to { $n ->
        [one] the team
       *[other] the teams
    } with the most completed tickets, hand and holder together ({ $most }). Completed: { $counts }.
team-trail-of = { $team }'s longest continuous path ({ $n ->
        [one] 1 train
       *[other] { $n } trains
    })
# one colour of the passengers waiting in a city
passengers-of-colour = { $n ->
    [one] 1 { $colour } passenger
   *[other] { $n } { $colour } passengers
}
language-name = English
# Lessons: test yourself, mastery and review
learn-lesson-mastered = ★ { $i }. { $title }
learn-mastered-tip = Mastered: done without a wrong try and without Show me.
learn-review = To review (they come back in your next test): { $rules }.
lesson-test = Test yourself
lesson-continue = Continue: { $title }
lesson-mastered = ★ Lesson mastered: no wrong try, no Show me.
lesson-test-result = Test done: { $right } of { $n } right at the first try.
lesson-test-review = The rules you missed come back in your next test.
learn-course-mastered = { $game }: { $done } of { $n ->
        [one] 1 lesson
       *[other] { $n } lessons
    } done, { $mastered } mastered ★
lesson-rule-review = to review
# Lessons: the guided first game
lesson-guided = Guided game against a bot
guide-head = Guided game: each rule is explained the first time it happens.
guide-none = Make your move: the rules it uses are explained here.
guide-you = Your move
guide-other = Another player's move
guide-setup = The set-up
guide-seen = Rules met in this game so far: { $n }.
guide-short = It starts a few turns before the end, so you soon meet the end of the game and the final scoring.
# the coach: the strong bot on the start page
start-bot-strong = Bot (strong: plans its tickets as a whole)

## the games' names (GameInfo.name; the registry asks here first)
game-europe = Ticket to Ride Europe
game-deutschland = Ticket to Ride Deutschland
game-asia = Ticket to Ride Asia (teams)
game-trans_europa = Trans Europa
game-trans_america = Trans America
