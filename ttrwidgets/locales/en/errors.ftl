# Files and names the app could not read (ttrwidgets/core/errors.py, the map loaders of
# ttrwidgets/ttr/maps.py and ttrwidgets/trans/board.py) (English).

## a file with problems: its name, then one problem a line
data-problems = { $source }: { $n ->
        [one] 1 problem
       *[other] { $n } problems
    }

## a name the board does not have ($near: the close names, joined with "or")
map-no-city = There is no city “{ $name }” on the { $board } map.
map-no-city-near = There is no city “{ $name }” on the { $board } map; did you mean { $near }?
map-city-not-text = A city name is text, not { $value }.
map-no-deck = There is no ticket deck “{ $deck }” on the { $board } map (its decks: { $decks }).
map-no-point = There is no intersection at { $point }.

## reading a file from outside (ttrwidgets/core/jsonfile.py): each is one problem of the file,
## after its JSON path ("$: the file is empty"); sizes: $unit is MB, KB or bytes
file-folder = this is a folder, not a file
file-pipe = this is a named pipe, not a file: only regular files are read
file-device = this is a device, not a file: only regular files are read
file-not-regular = this is not a regular file: only regular files are read
file-too-large = the file is too large: { $unit ->
        [MB] { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
        [KB] { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } KB
       *[bytes] { $size } bytes
    } (at most { $cap_unit ->
        [MB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
        [KB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } KB
       *[bytes] { $cap } bytes
    } are read)
file-larger-than = the file is too large: more than { $cap_unit ->
        [MB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
        [KB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } KB
       *[bytes] { $cap } bytes
    } (at most { $cap_unit ->
        [MB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } MB
        [KB] { NUMBER($cap, minimumFractionDigits: 1, maximumFractionDigits: 1) } KB
       *[bytes] { $cap } bytes
    } are read)
file-upload-too-large = the file is too large: at most { $mb } MB are read
file-missing = cannot read the file: it does not exist
file-no-permission = cannot read the file: permission denied
file-unreadable = cannot read the file: { $why }
file-bad-name = cannot read the file: the name is not a valid path
file-not-utf8 = not UTF-8 text: byte { $byte } (line { $line }) is not UTF-8; save the file as UTF-8
file-not-text = the file is not text
file-empty = the file is empty

## JSON that does not parse: where, then what Python's parser found, in our words
json-expecting-value = not valid JSON at line { $line }, column { $column }: a value was expected here (a number, text in double quotes, true, false, null, a list or an object)
json-expecting-key = not valid JSON at line { $line }, column { $column }: a key in double quotes was expected (is there a comma too many before a closing brace?)
json-expecting-comma = not valid JSON at line { $line }, column { $column }: a comma or a closing bracket was expected (is a comma missing between two values?)
json-expecting-colon = not valid JSON at line { $line }, column { $column }: a colon was expected after the key
json-unterminated = not valid JSON at line { $line }, column { $column }: the text that starts here has no closing double quote
json-control-character = not valid JSON at line { $line }, column { $column }: a line break or control character inside text (write a line break as \n)
json-bad-escape = not valid JSON at line { $line }, column { $column }: a backslash that JSON does not allow here (write a backslash as \\)
json-bad-unicode = not valid JSON at line { $line }, column { $column }: \u must be followed by four hexadecimal digits
json-extra-data = not valid JSON at line { $line }, column { $column }: more text follows the end of the JSON value (a file holds one value)
# $why: the parser's own English words, for a problem it names otherwise
json-other = not valid JSON at line { $line }, column { $column }: { $why }
json-too-deep-at = lists and objects nest more than { $depth } levels deep (line { $line }, column { $column })
json-too-deep = lists and objects nest more than { $depth } levels deep
json-too-many-digits = a number with { $n } digits: at most { $most } digits are allowed
json-too-large = the number { $number } is too large
json-not-a-number = { $value } is not a number JSON allows
json-key-not-text = a key must be text, not { $value }
json-not-a-value = { $type } is not a JSON value

## saved games and scenarios that are not what they claim (ttr/session.py, trans/session.py,
## trans/record.py, core/session.py); $value: the value found, described
save-other-game = the app cannot open a scenario of { $game } yet (python -m ttrwidgets scenario checks it)
save-not-a-game = neither a saved ttrwidgets game nor a scenario file
save-not-trans = not a saved Trans game
save-does-not-replay = { $action } does not replay: { $why }
trans-save-not-object = a saved Trans game is a JSON object, not { $value }
trans-save-missing = missing
trans-save-rules = must be the rule set's name, not { $value }
trans-save-players = must be the number of players, { $lo } to { $hi }, not { $value }
trans-save-seed = must be a whole number of at most 30 digits, not { $value }
trans-save-actions = must be a list of actions (texts), not { $value }
trans-save-unknown-rules = unknown rule set { $value }; known: { $known } and trans_europa.special-N / trans_america.special-N (N = 1..19)
trans-save-seats = one seat per player: a list of { $n } seats, not { $value }
trans-save-seats-of = one seat per player: a list of { $n } seats, not { $value } of { $count }
trans-save-seat-kind = unknown seat kind { $value }; choose from { $known }
trans-save-name = must be text, not { $value }
trans-save-action = an action is text, not { $value }
# a Trans game's state (trans/record.py state_from_json) whose values are not of their kind;
# $known: the phases
trans-save-not-state = not a saved Trans game: a value is not of the kind its field needs
trans-save-phase = unknown phase { $value } (phases: { $known })

## a value found in a file, described (after "not"); $value: a JSON word (null, true) or a type
value-json = { $value }
value-digits = a number with { $digits } digits
value-number = the number { $number }
value-text = the text { $quoted }
value-list = a list
value-object = an object

## the checker every board file goes through (ttrwidgets/core/mapcheck.py); each problem
## follows its JSON path ("$.routes[3].length: must be from 1 to 8, not 0"); $value: the value
## found, described (value-*)
check-must-be-object = must be { $what ->
        [map] an object (the whole map file)
        [board] a board object
        [city] a city object
        [colour-count] an object {"{"}colour: count{"}"}
        [size-count] an object {"{"}size: count{"}"}
        [deck-count] an object {"{"}deck: count{"}"}
        [city-points] an object {"{"}city name: [x, y]{"}"}
       *[object] an object
    }, not { $value }
check-duplicate-key = this key appears more than once; only the last one counts
check-missing-key = missing required key '{ $key }'
check-unknown-key-near = unknown key '{ $key }' (did you mean '{ $near }'?)
check-unknown-key = unknown key '{ $key }' (allowed: { $allowed })
check-must-be-text = must be text{ $null ->
        [yes] {" "}or null
       *[no] {""}
    }, not { $value }
check-empty = must not be empty
check-spaces = has spaces at the start or end: { $quoted }
check-must-be-whole = must be a whole number, not { $value }
check-out-of-range = must be { $range ->
        [from-to] from { $lo } to { $hi }
        [at-least] at least { $lo }
       *[at-most] at most { $hi }
    }, not { $value }
check-must-be-flag = must be true or false, not { $value }
check-must-be-number = must be a number, not { $value }
check-between = must be between { $lo } and { $hi }, not { $value }
check-point = must be a list [x, y] of two numbers, not { $value }
check-point-length = must be a list [x, y] of two numbers, not a list of length { $n }
check-must-be-list = must be a list, not { $value }
# $choices: the values allowed, as the file writes them
check-one-of = must be one of { $choices }, not { $value }

## route maps (ttrwidgets/ttr/maps.py): each problem follows its JSON path; names, ids and
## colours are the file's own ($name, $id, $group, $deck), $at: another JSON path
map-file-unknown-city = unknown city '{ $name }'; map files name cities exactly as in $.cities[*].name
map-file-unknown-city-near = unknown city '{ $name }' (did you mean '{ $near }'?); map files name cities exactly as in $.cities[*].name
map-file-schema = this ttrwidgets reads schema version { $want }, not { $value }
map-file-aliases = must be a list of names, not { $value }
map-file-alias = must be a name, not { $value }
map-file-country-on-city = only a node of kind 'country' stands for a country; this one is a city (set kind to 'country' or country to null)
map-file-duplicate-city = duplicate city name '{ $name }' (also { $at })
map-file-no-letters = '{ $name }' has no letters or digits
map-file-name-clash = '{ $name }' would also find '{ $other }' ({ $at }); names and aliases must tell cities apart
map-file-too-few-cities = a map needs at least two cities, not { $n }
map-file-passengers-sum = { $n ->
        [one] 1 passenger
       *[other] { $n } passengers
    } in the bag, but the nodes' set-up counts ($.cities[*].passengers) add up to { $on }; every passenger stands on a node at set-up
map-file-passengers-no-bag = passengers stand here, but the map has no $.passengers section (an object of colour and count)
map-file-duplicate-route = duplicate route id '{ $id }' (also { $at })
map-file-route-loop = a route joins two different cities, not '{ $name }' to itself
map-file-route-countries = a route joins at least one city; '{ $a }' and '{ $b }' are both countries
map-file-colour-name = must be a colour name, not { $value }
map-file-unknown-colour = unknown colour '{ $name }' (colours: { $colours })
map-file-ferry-no-locomotives = a ferry has at least one locomotive symbol
map-file-ferry-too-many = { $n ->
        [one] 1 locomotive symbol
       *[other] { $n } locomotive symbols
    } on a route of only { $length ->
        [one] 1 space
       *[other] { $length } spaces
    }
# $kind: normal, tunnel or ferry (the file's word)
map-file-locomotives-not-ferry = only ferries have locomotive symbols; this route is { $kind } (set kind to 'ferry' or locomotives to 0)
map-file-tunnel-no-reveal = a tunnel reveals at least one card
map-file-reveal-not-tunnel = only tunnels reveal cards; this route is { $kind } (set kind to 'tunnel' or reveal to 0)
map-file-usable-no-group = only a track of a double or triple route can be always usable (set group, or always_usable to false)
map-file-group-single = group '{ $group }' has only this track; a parallel group joins at least two tracks
map-file-group-too-many = group '{ $group }' has { $n } tracks; a parallel group has at most { $most } (a double or a triple route)
map-file-group-usable-mixed = group '{ $group }': either every track is always usable or none
map-file-group-pairs = group '{ $group }' joins { $here } here but { $there } at { $at }; the tracks of a group join the same two cities
# $here, $there: the two tracks' groups ($here_group, $there_group: no when a track has none)
map-file-parallel-group = { $pair } has another track at { $at }; parallel tracks share one group (here { $here_group ->
        [no] no group
       *[yes] '{ $here }'
    }, there { $there_group ->
        [no] no group
       *[yes] '{ $there }'
    })
map-file-duplicate-ticket = duplicate ticket id '{ $id }' (also { $at })
map-file-ticket-loop = a ticket joins two different cities, not '{ $name }' to itself
map-file-ticket-long = { $deck ->
        [long] a ticket of the long deck is long (set long to true or deck to 'short')
       *[short] a ticket of the short deck is not long (set long to false or deck to 'long')
    }
map-file-notes = must be a list of sentences, not { $value }
map-file-note = must be a sentence, not { $value }
# $value: the file's orientation (landscape or portrait)
map-file-orientation = the board is { $shape ->
        [portrait] portrait
       *[landscape] landscape
    } ($.layout.aspect is width / height = { $aspect }), not { $value }
map-file-passengers-empty = names no colour; leave the section out on a board without passengers
map-file-passenger-colour = unknown passenger colour '{ $name }' (colours: { $colours })
map-file-passenger-colour-twice = '{ $name }' is the colour { $colour }, already counted at { $at }
# $what: the key of $.figures that disagrees with the file's contents
map-file-figure = { $what ->
        [cities] { $n ->
            [one] 1 node (cities and countries)
           *[other] { $n } nodes (cities and countries)
        }
        [routes] { $n ->
            [one] 1 track
           *[other] { $n } tracks
        }
        [countries] { $n ->
            [one] 1 node of kind 'country'
           *[other] { $n } nodes of kind 'country'
        }
        [passengers] { $n ->
            [one] 1 passenger on the nodes at set-up ($.cities[*].passengers)
           *[other] { $n } passengers on the nodes at set-up ($.cities[*].passengers)
        }
        [pairs] { $n ->
            [one] 1 pair of nodes joined
           *[other] { $n } pairs of nodes joined
        }
       *[spaces] { $n ->
            [one] 1 train space
           *[other] { $n } train spaces
        }
    }, but $.figures.{ $what } says { $says }
map-file-figure-groups = { $n ->
        [one] 1 parallel group
       *[other] { $n } parallel groups
    } of { $size } tracks, but $.figures.groups["{ $size }"] says { $says }
map-file-figure-groups-none = { $n ->
        [one] 1 parallel group
       *[other] { $n } parallel groups
    } of { $size } tracks, but $.figures.groups has none
map-file-figure-tickets = { $n ->
        [one] 1 ticket
       *[other] { $n } tickets
    } in deck '{ $deck }', but { $at } says { $says }
map-file-figure-tickets-none = { $n ->
        [one] 1 ticket
       *[other] { $n } tickets
    } in deck '{ $deck }', but $.figures.tickets does not list that deck
map-file-no-position = no position for { $n ->
        [one] 1 city
       *[other] { $n } cities
    }: { $names }
map-file-no-map = no map '{ $id }'; available: { $available }
map-file-no-maps = no map '{ $id }'; available: none (the map files are not installed)
map-file-id-mismatch = the file { $file } says its id is '{ $id }'

## the grid boards of Trans Europa and Trans America (ttrwidgets/trans/board.py); $point: a
## grid point as the file writes it ([9, 6]); $at: another JSON path
grid-file-point = must be a grid point [col, row] of two whole numbers
grid-file-point-range = col and row must be from 0 to { $most }
grid-file-kind = must be "grid" (a Trans board), not { $value }
grid-file-name = must be an object with the English and German name ("en" and "de")
grid-file-colours = must be { $colours } (trans.cards)
grid-file-decision = must be an object with the English and German text ("en" and "de")
grid-file-node-twice = the intersection { $point } is listed twice (first at { $at })
grid-file-line = must be [[col, row], [col, row], cost, kind]
grid-file-cost = the cost must be 1 or 2 (trans.board), not { $value }
grid-file-line-kind = the kind must be one of { $kinds }, not { $value }
grid-file-cost-kind = a plain line costs 1, a water or mountain line 2
grid-file-no-node = no intersection { $point } in $.nodes
grid-file-not-neighbours = { $a } and { $b } are not neighbours on the grid (they differ by (±2, 0) or (±1, ±1))
grid-file-line-twice = the line { $a }-{ $b } is listed twice (first at { $at })
grid-file-aliases = must be a list of names
grid-file-city-twice = the city '{ $name }' is listed twice (first at { $at })
grid-file-two-cities = two cities on { $point } (also { $at })
# $colour: the card colour as the file writes it
grid-file-colour-count = { $colour }: { $n ->
        [one] 1 city
       *[other] { $n } cities
    }, { $dashed } dashed; trans.cards needs 7 of each colour, 2 of them dashed
grid-file-unknown-figure = unknown figure (known: { $known })
grid-file-figure = the file vouches for { $value } but has { $n }
grid-file-no-board = no grid board '{ $id }'; available: { $available }

## Trans scenarios (ttrwidgets/trans/scenario.py): each problem follows its JSON path; a grid
## point is [col, row] ($point, $a, $b as the file writes them); $why: the board's own message
trans-scen-unknown-city = unknown city '{ $name }' ({ $why })
trans-scen-unknown-city-plain = unknown city '{ $name }'
trans-scen-no-point = no intersection { $point } on { $board } (points are [col, row] as in nodes.csv)
trans-scen-point = a grid point is [col, row] or a city name
trans-scen-rail = a rail is [P, Q]: two neighbouring grid points or city names
trans-scen-no-line = no line joins { $a } and { $b } (a rail joins neighbouring points: they differ by (±2, 0) or (±1, ±1))
trans-scen-city = a city is given by its name
trans-scen-special = { $deck ->
        [yes] must be a special card 1-19, null or "deck"
       *[no] must be a special card 1-19 or null
    }
trans-scen-options = required: an object with the number of players ("players": 2)
trans-scen-game = must be a game of the Trans family, not { $value }
# $counts: the player counts the game allows (2–6); $game: the game's id
trans-scen-players = required: the number of players, { $counts } for { $game }
trans-scen-unknown-option = { $hint ->
        [yes] unknown option (Trans takes players and special)
       *[no] unknown option
    }
trans-scen-object = must be an object
trans-scen-unknown-position-key = unknown key (Trans positions take: { $known })
trans-scen-players-list = must list the { $n } players
trans-scen-unknown-player-key = unknown key (Trans players take cities, marker, prestige)
trans-scen-cities = must be a list of city names
trans-scen-city-twice = this city is listed twice
# $at: the JSON path of the other player
trans-scen-marker-taken = the player at { $at } has a start marker there (trans.start-marker)
trans-scen-prestige = must be a whole number, at least 0
trans-scen-rails = must be a list of [P, Q]
trans-scen-rail-twice = this line is listed twice
trans-scen-rails-left = must be a whole number from 0 to { $most } (trans.rails: { $rails } rails, { $laid } on the board)
trans-scen-seat = must be a seat 0..{ $last }
trans-scen-rails-this-turn = must be 0 to 3
trans-scen-current-marker = while start markers are still to be placed, the current player is one without a marker
trans-scen-rails-before-markers = rails before every start marker is placed
# $step: the action or query the step names
trans-scen-unknown-field = unknown field for { $step }
trans-scen-unknown-expectation = unknown expectation for a Trans game
trans-scen-expect-players = must be an object keyed by player index
trans-scen-player-index = must name a player index
trans-scen-unknown-player-expectation = unknown expectation for a Trans player
trans-scen-cities-expect = a count or a list of city names
trans-scen-unknown-action = unknown action { $value } for a Trans game (actions: { $known })
trans-scen-unknown-query = unknown query { $value } for a Trans game (queries: { $known })

## Ticket to Ride scenarios (ttrwidgets/ttr/scenario/): each problem follows its JSON path.
## $board: the board's name, or the game's where the board does not say it (ttr-scen-board); $colour: a colour as a noun (engine.ftl), $key its
## key (red, locomotive); $name, $value: the file's own word; $value from value-* when described;
## $rule: the rule id that says so; $last: the highest seat (or team) number
ttr-scen-board = { $game ->
        [asia] the Asia team variant
       *[other] { $id ->
           *[other] { $name }
        }
    }
# references: cities, routes, tickets, card sets, passengers (refs.py)
ttr-scen-city-text = a city name is text, not { $value }
ttr-scen-unknown-city = unknown city '{ $name }' ({ $why })
ttr-scen-unknown-city-plain = unknown city '{ $name }'
ttr-scen-route = a route is [CITY_A, CITY_B] or [CITY_A, CITY_B, COLOUR]
ttr-scen-unknown-colour = unknown colour { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    }
# $route: the route as the file names it, joined by dashes (Paris–Wien–red)
ttr-scen-no-route = no route { $route } on the { $board } map
# $colours: the tracks' colour keys
ttr-scen-several-tracks = { $a }–{ $b } has several different tracks ({ $colours }): add the colour as a third element
ttr-scen-ticket = a ticket is [CITY_A, CITY_B] or [CITY_A, CITY_B, POINTS]
ttr-scen-no-ticket = no ticket { $a }–{ $b } in this game's ticket decks
# $example: a card set as JSON
ttr-scen-card-set = a card set is an object like { $example }
ttr-scen-card-colour = not a train card colour: '{ $name }'
ttr-scen-no-gray = there are no gray train cards
ttr-scen-card-count = the number of { $name } cards must be a whole number, at least 0, not { $value }
ttr-scen-passenger-count = a number of passengers is a whole number, at least 0, not { $value }
# $example, $example_list: passengers as JSON, as an object and as a list
ttr-scen-passengers = passengers are an object like { $example } or a list like { $example_list }
ttr-scen-not-a-colour = not a colour: { $name }
# $names: the colours of the board's passengers
ttr-scen-no-such-passengers = there are no { $colour } passengers in { $board } (the bag holds { $names })
ttr-scen-passenger-supply = at most { $most } { $colour } passengers exist in { $board } ({ $rule }), not { $value }
# the top level: game and options (setup.py); $known: the game ids, $game: a game's id
ttr-scen-game = must be one of { $known }
ttr-scen-game-not-supported = the game '{ $game }' is not supported yet by this version of ttrwidgets
# $example: the options as JSON
ttr-scen-options = required: an object like { $example }
# $counts: the player counts the game allows (2–5, 4 or 6); $game: empty when the game is unknown
ttr-scen-players = { $game ->
        [none] required: the number of players, { $counts }
       *[other] required: the number of players, { $counts } for { $game }
    }
ttr-scen-unknown-option = unknown option
ttr-scen-board-option = 'board' is an option of the Asia team variant
# $boards: the boards allowed, joined with "or"
ttr-scen-board-choice = must be { $boards }
# $option: variant or tiebreak
ttr-scen-asia-option = '{ $option }' is a Europe option: the Asia team variant has one rule set (asia.md)
# $variants: the Europe variants
ttr-scen-de-variant = Deutschland has no variants ('variant' is a Europe option: { $variants })
ttr-scen-de-tiebreak = 'tiebreak' is a Europe option: Deutschland breaks ties by its own rule ({ $rule }: most completed tickets, then most passengers)
# $choices: the values allowed, joined with "or"
ttr-scen-one-of = must be { $choices }
ttr-scen-object = must be an object
# actions (actions.py); $action: the action's name as the file writes it
ttr-scen-seat = must be a seat 0..{ $last }
# $known: the actions of the Ticket to Ride games
ttr-scen-unknown-action = unknown action { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    } (actions: { $known })
# $why: none, passengers, sharing, stations or tunnels
ttr-scen-action-not-here = the action '{ $action }' does not apply to { $board }{ $why ->
        [passengers] {" "}(passengers are Deutschland's)
        [sharing] {" "}(sharing tickets is the Asia team variant's)
        [stations] {" "}({ $board } has no stations)
        [tunnels] {" "}({ $board } has no tunnels)
       *[none] {""}
    }
# $field: to, from_shared or share (the file's key)
ttr-scen-asia-only = { $rule ->
        [none] '{ $field }' applies to the Asia team variant only
       *[other] '{ $field }' applies to the Asia team variant only ({ $rule })
    }
ttr-scen-hand-or-shared = must be "hand" or "shared"
ttr-scen-faceup-colour = a face-up draw names the card colour
ttr-scen-deck-or-faceup = must be "deck" or "faceup"
ttr-scen-ticket-list = must be a list of tickets
# $field: short or long
ttr-scen-one-deck = { $board } has one ticket deck: '{ $field }' applies to Deutschland only
ttr-scen-mix = { $field ->
        [short] the number of short tickets is a whole number, not { $value }
       *[long] the number of long tickets is a whole number, not { $value }
    }
# $example: a take_passengers object as JSON
ttr-scen-take-from = must be an object naming the passenger taken per city, like { $example }
# $city: the board's name of the city; $name: the file's name for it the first time
ttr-scen-city-named-twice = { $city } is already named as '{ $name }'
# expectations (checks.py); $field: the expectation's key as the file writes it
ttr-scen-expect-players = must be an object keyed by player index
ttr-scen-not-a-player = not a player of this game
ttr-scen-player-field = unknown or inapplicable player field '{ $field }'
ttr-scen-unknown-expectation = unknown expectation
# queries (queries.py); $query: the query's name
ttr-scen-trans-query = '{ $query }' applies to the Trans games only
ttr-scen-no-station-borrow = { $board } has no stations: 'station_borrow' does not apply
ttr-scen-query-player = the query '{ $query }' needs a player 0..{ $last }
ttr-scen-query-team = in the Asia team variant '{ $query }' is asked per team: a team index 0..{ $last }
# $known: the queries of the Ticket to Ride games
ttr-scen-unknown-query = unknown query { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    } (queries: { $known })
# positions (position.py); $key: a position key as the file writes it; $deck: short or long
ttr-scen-wrong-deck = { $a }–{ $b } is a ticket of the { $deck ->
        [short] short
       *[long] long
    } deck: put it in { $other }
ttr-scen-own-ticket = a ticket joins two different cities for at least 1 point
ttr-scen-unknown-key = unknown key
ttr-scen-key-not-here = '{ $key }' does not apply to { $board }
ttr-scen-two-decks = '{ $key }' does not apply to { $board }: { $board } has two ticket decks, use short_deck_top and long_deck_top
ttr-scen-players-list = must list exactly { $n } players (options.players)
ttr-scen-player = a player is an object
ttr-scen-no-stations = { $board } has no stations
ttr-scen-list = must be a list
ttr-scen-route-owned = this route is already owned in the position
ttr-scen-one-station = a city holds only one station
ttr-scen-stations = at most { $most } stations per player
ttr-scen-ticket-held = this ticket is already held in the position (each ticket exists once)
ttr-scen-passengers-used = the position uses { $n } { $colour } passengers; only { $most } exist
ttr-scen-trains = must be a whole number 0..{ $most }
ttr-scen-whole = must be a whole number
# $example: board passengers as JSON
ttr-scen-board-passengers = must be an object like { $example }
ttr-scen-city-given-twice = { $city } is already given as '{ $name }'
ttr-scen-colours = must be a list of colours
ttr-scen-not-a-card = not a train card colour: { $value }
ttr-scen-faceup = at most { $most } face-up cards
ttr-scen-cards-used = the position uses { $n } { $colour } cards; only { $most } exist
ttr-scen-flag = must be true or false
ttr-scen-ticket-placed = this ticket is already placed
# teams (the Asia team variant); $seats: the seats found, as a list; $first: a seat number
ttr-scen-team = must be a team index 0..{ $last }
ttr-scen-team-seats = team { $team } must be { $size } players sitting side by side ({ $rule }), not seats { $seats }
ttr-scen-team-holder = the team's { $key } is given on its first player (seat { $first })
ttr-scen-team-score = partners share one score: give the same team score or one

## saved Ticket to Ride games and positions (ttrwidgets/ttr/record.py): each problem follows
## its JSON path; $value: the value found, described (value-*); $rules: a rule set's id
save-file-missing = missing
# $kind: what the value must be
save-file-must-be = must be { $kind ->
        [text] text
        [object] an object
        [list] a list
        [flag] true or false
       *[other] another kind of value
    }, not { $value }
save-file-range = must be { $bounded ->
        [yes] { $lo }..{ $hi }
       *[no] at least { $lo }
    }, not { $value }
save-file-cards = must be a list of card colours, not { $value }
save-file-not-a-colour = not a card colour: { $value }
save-file-hand = must be an object of card counts, not { $value }
save-file-key-not-a-colour = not a card colour
save-file-card-count = must be a whole number 0..14, not { $value }
# $what: city or ticket
save-file-ids = must be a list of { $what ->
        [city] city
       *[ticket] ticket
    } ids, not { $value }
save-file-id-text = must be text (a { $what ->
        [city] city
       *[ticket] ticket
    }), not { $value }
save-file-unknown-id = unknown { $what ->
        [city] city
       *[ticket] ticket
    } { $value }
save-file-format-state = not a ttrwidgets state (expected format '{ $format }')
save-file-format-game = not a ttrwidgets game file (expected format '{ $format }')
save-file-version = unsupported version { $value }
# $why: what the rules or the map said
save-file-because = { $why }
save-file-rules-version = saved with another version of the rules or map
save-file-passengers = must be a list of passenger colours, not { $value }
save-file-no-passengers = { $rules } has no passengers
save-file-passenger-colour = not a passenger colour of this board: { $value }
# $counts: the player counts the rule set allows (2–5)
save-file-player-count = { $rules } is for { $counts } players, not { $n }
save-file-player = a player is an object, not { $value }
save-file-stations = at most { $most } stations per player
save-file-unknown-route = unknown route
save-file-unknown-route-value = unknown route { $value }
save-file-owner = the owner must be a seat number 0..{ $last }, not { $value }
save-file-choice = must be a ticket choice object or null, not { $value }
save-file-min-keep = must not be more than max_keep
# $stages: the stages allowed here, joined with "or"
save-file-stage = must be { $stages } here, not { $value }
save-file-not-an-end = not an end of route { $route }
save-file-passenger-choice = a passenger choice needs an end with a choice
# $phase: setup, main, final or over (the file's word)
save-file-pending-phase = nothing can be pending in the { $phase } phase
save-file-pending-to = where the first card went: hand or shared, not { $value }
save-file-no-holder = { $rules } has no team holder
save-file-not-a-tunnel = route { $route } is not a tunnel
save-file-setup = must be a list (one ticket choice or null per player), not { $value }
save-file-setup-count = the setup phase needs one entry per player ({ $n }), not { $found }
save-file-setup-after = must be empty after the setup phase (phase { $phase })
save-file-setup-none = in the setup phase at least one player still chooses tickets
save-file-setup-later = must be a list (one list of ticket ids per player), not { $value }
save-file-setup-later-count = one list per player ({ $n }), and only in the setup phase
save-file-board-passengers = must be an object (city: colours), not { $value }
save-file-unknown-city = unknown city
save-file-final-turns = the last round's turns left (1..{ $n }) go with phase final, -1 with setup and main
save-file-faceup = at most { $most } face-up cards
save-file-teams = must be an object (of_seat, shared_hands, shared_tickets), not { $value }
save-file-of-seat = one team index 0..{ $last } per seat, { $size } partners side by side per team
save-file-team-holders = one shared hand and one list of shared tickets per team ({ $n })
# $colour: the card colour's key (red, loco)
save-file-card-supply = the saved { $colour } cards add up to { $n }, not { $want }
save-file-ticket-twice = ticket { $id } is also in { $at }
save-file-passenger-supply = the saved { $colour } passengers add up to { $n }, not { $want }
save-file-station-twice = { $city } holds one station only
save-file-action = an action is text like 'p0 draw deck'
save-file-seats = one seat per player: { $n } seats, not { $found }
save-file-seat = a seat is an object with its kind ("kind": "human"), not { $value }
save-file-start-players = { $n } players, but the start position has { $start }
save-file-start-other = the start position is of another game (its rules, map or seed differ from the file's)

## a saved game of any family in the shared format (ttrwidgets/core/session.py)
session-format = must be "{ $format }"
session-game = must be a game id
session-unknown-game = unknown game '{ $id }'
session-seats = must be a list of seat kinds
session-actions = must be a list of moves as text

## scenario files of every family (ttrwidgets/core/scenario.py): the top level and the steps
scenario-not-object = a scenario is a JSON object, not { $value }
# $known: the keys a scenario's top level may have
scenario-unknown-key = unknown key (a scenario takes: { $known })
scenario-step-object = a step is an object, not { $value }
scenario-step-needs = a step needs "do" (an action) or "query"
# $known: the action (or query) names this game's steps may use; $text: yes when the file gave
# text ($name), else no ($value: the value described)
scenario-unknown-action = unknown action { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    } (actions: { $known })
scenario-unknown-query = unknown query { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    } (queries: { $known })
# $why: what the game said of the step's action
scenario-because = { $why }

## lesson files (ttrwidgets/lessons/model.py): each problem follows its JSON path; $known: the
## keys allowed there; $rule: a rule id; $game: a game's id (europe); file words stay as written
lesson-file-texts = must be an object with the English and the German text ("en" and "de")
lesson-file-unknown-language = unknown language (en, de or one with catalogues)
lesson-file-not-object = a lesson is a JSON object
lesson-file-unknown-key = unknown key (a lesson takes: { $known })
lesson-file-format = must be "{ $format }"
lesson-file-version = must be { $version }
lesson-file-id = must be an id like europe.tunnels (lower case, digits, dots, hyphens)
lesson-file-steps = must be a list of at least one step
lesson-file-too-many-steps = a lesson is short: at most { $most } steps, not { $n }
lesson-file-not-by-doing = must be an object: rule id -> why no action can do it
lesson-file-no-rule = no rule '{ $rule }' in the { $game } rules
lesson-file-not-by-doing-reason = the reason no action can do it (a text)
lesson-file-step-object = a step is an object
lesson-file-unknown-step-key = unknown key (a step takes: { $known })
lesson-file-say-length = one or two sentences: at most { $most } characters
lesson-file-say-sentences = a step says one thing: at most { $most_sentences } sentences and { $most_words } words (this has { $sentences ->
        [one] 1 sentence
       *[other] { $sentences } sentences
    } and { $words ->
        [one] 1 word
       *[other] { $words } words
    }); split it or cut it
lesson-file-hints = a list of 1 to { $most } hints
lesson-file-rules = must be a list of rule ids
lesson-file-task-rules = a step with a task names the rule ids it teaches
lesson-file-focus = must be a list of city names
lesson-file-before = must be a list of scenario actions (objects with "do")
lesson-file-seed = must be a whole number
lesson-file-seed-position = a seed belongs with a position
lesson-file-position = must be an object (a scenario position)
lesson-file-task-object = a task is an object with one of do, try, click, choose
lesson-file-task-kinds = a task has exactly one of do, try, click, choose{ $n ->
        [0] {""}
       *[other] , not { $n }
    }
# $kind: do, try, click or choose (the file's word)
lesson-file-task-unknown-key = unknown key for a { $kind } task (it takes: { $known })
lesson-file-refused = required: the rule id the engine refuses the move with
lesson-file-try-solution = one action: the move Show me tries
lesson-file-choices = must be a list of 2 to 6 choices
lesson-file-choice = a choice is a number, a text, or an object with the English and the German text ("en" and "de")
lesson-file-answer = required: the index of the right choice{ $n ->
        [0] {""}
       *[other] {" "}(0 to { $last })
    }
lesson-file-feedback = required: one entry per choice ({ $n }), the explanation of each wrong choice's mistake (null for the right one)
lesson-file-feedback-right = the right choice's entry is null
lesson-file-feedback-wrong = a wrong choice needs its explanation: what mistake leads to it
lesson-file-check = required: scenario steps with expect that prove the answer with the engine
# $actions: the action names of the game's scenario format
lesson-file-do = must be an action name of the scenario format or a list of them ({ $actions })
lesson-file-solution = required: the scenario actions that do the task (what Show me plays)
lesson-file-until = must be an expect object of the scenario format, like { $example }
# $edge, $node: what a click task may click on this board, as the file writes it (route, city)
lesson-file-click = must be "{ $edge }" or "{ $node }"
lesson-file-click-what = a click task names what to click: "any" (a list) or "where"
lesson-file-any = must be a non-empty list
lesson-file-where-edges = "where" describes a { $edge } only: for a { $node } use "any"
# $why: what the game said
lesson-file-because = { $why }

## puzzle files (ttrwidgets/puzzles/model.py, shared/spec/puzzles.md): each problem follows
## its JSON path; $kind: the puzzle kind as the file writes it (best_station); $value: the
## value found, described (value-*); $colour, $used: card colours as nouns (engine.ftl)
puzzle-file-not-object = a puzzle is a JSON object
puzzle-file-unknown-key = unknown key (a puzzle takes: { $known })
puzzle-file-title = must be text, not { $value }
# $games: the games this kind of puzzle is asked on, joined with "or"
puzzle-file-kind-games = a { $kind } puzzle is about { $games }, not { $game }
# why the puzzle maker and `puzzle check` call a puzzle dull (not worth asking)
puzzle-dull-station-no-gain = no station site changes the ticket total
puzzle-dull-station-many = { $n } cities are equally best
puzzle-dull-trail-short = { $n ->
        [one] only one route
       *[other] only { $n } routes
    }
puzzle-dull-trail-whole = the whole network is one trail
puzzle-dull-odds-certain = the chance is { $value }: nothing to work out
puzzle-dull-completion-impossible = the tickets cannot be completed any more
puzzle-dull-completion-nothing = nothing is left to claim
puzzle-dull-completion-many = { $n } tickets: too many to work out by hand
puzzle-dull-completion-trains = the player has too few trains left for it
puzzle-dull-completion-one = one ticket that one route completes
puzzle-dull-rails-no-start = the player has no start marker
puzzle-dull-rails-few = { $n ->
        [one] one rail missing
       *[other] { $n } rails missing
    }: nothing to work out
puzzle-file-params = must be an object, not { $value }
puzzle-file-param-required = required for a { $kind } puzzle
puzzle-file-unknown-param = unknown parameter for a { $kind } puzzle ({ $n ->
        [0] it takes none
       *[other] it takes { $known }
    })
puzzle-file-player = required: the seat the question is about (0 = the first player)
puzzle-file-player-seat = must be a seat of this game: 0..{ $last }, not { $value }
puzzle-file-no-stations = this game has no stations (station.build)
puzzle-file-stations-built = the player has built { $n ->
        [one] its only station
       *[other] all { $n } stations
    }: a best_station puzzle needs one left (station.build)
puzzle-file-stations-everywhere = every city has a station already (station.build)
puzzle-file-reveal = must be a whole number of cards, 0..100, not { $value }
puzzle-file-not-a-tunnel = { $a }–{ $b } is not a tunnel (tunnel.reveal)
puzzle-file-tunnel-length = the tunnel is { $length ->
        [one] 1 space
       *[other] { $length } spaces
    } long: the player lays down { $length ->
        [one] 1 card
       *[other] { $length } cards
    }, not { $n } (claim.color)
puzzle-file-one-colour = one colour and locomotives only (claim.gray)
puzzle-file-route-colour = { $colour } cards and locomotives only (claim.color)
puzzle-file-wrong-colour = the tunnel is { $colour }: { $used } cards cannot pay for it (claim.color)
puzzle-file-tickets = a list of tickets [CITY_A, CITY_B], not { $value }
puzzle-file-ticket = a ticket is [CITY_A, CITY_B] or [CITY_A, CITY_B, POINTS], not { $value }
## the shipped pack (ttrwidgets/puzzles/pack.py); $value: the value given, as Python writes it
puzzle-file-date = a date is a datetime.date or text like 2024-05-01, not { $value }
puzzle-file-pack-empty = the pack holds no { $has_kind ->
        [yes] { $kind } puzzles
       *[no] puzzles
    }{ $has_game ->
        [yes] {" "}for { $game }
       *[no] {""}
    }

## an unexpected error: a fault of ttrwidgets, not of the user (ttrwidgets/core/errors.py);
## $what: the error's type and text; $ref: its short reference; $env: the variable to set
internal-error = something went wrong inside ttrwidgets ({ $what }); reference { $ref }. Run again with { $env }=1 to see the details.

## lesson tasks on a board (ttrwidgets/ttr/lessons/adapter.py, ttrwidgets/trans/lessons/adapter.py)
lesson-file-route = a route is [CITY_A, CITY_B] or [CITY_A, CITY_B, COLOUR], not { $value }
# $route: the cities (and colour) as the file names them, joined by a dash
lesson-file-no-route = no route { $route } on this map
lesson-file-unknown-colour = unknown colour '{ $name }'
# $known: the keys "where" takes on this board
lesson-file-where = must be an object ({ $known }), not { $value }
lesson-file-where-key = unknown key ("where" takes: { $known })

## a lesson whose steps cannot be done as written (ttrwidgets/lessons/check.py, run.py);
## $action: a move in the terminal's text form (p0 draw deck); $why: the rules' refusal
lesson-file-not-legal = not legal here: { $why }
lesson-check-seat = not a seat of this game: 0..{ $last }, not { $value }
lesson-check-solution-no-match = the solution's action { $action } does not match the task
lesson-check-until = the solution does not complete the task (until does not hold after it)
lesson-check-cannot-finish = a learner who plays { $action } cannot finish the step
# $step: the index of the next step, as in its JSON path
lesson-check-next-step = a learner who plays { $action } cannot do the next step ($.steps[{ $step }]) afterwards: narrow the task or give that step a position
lesson-check-nothing-matches = no legal action matches the task
lesson-check-try-allowed = the rules allow this move: a try task's move must be refused
lesson-check-refused-other = the engine refuses the solution with { $rule }, not { $want }
lesson-check-try-no-match = the solution does not match the task
lesson-check-try-too-wide = the rules allow { $action }, which matches the task: narrow it to the moves they refuse
lesson-check-click-nothing = nothing on the board fits the click task
# $check: the expectation's key; $expected, $got: the values as Python writes them
lesson-check-expected = { $check }: expected { $expected }, the engine says { $got }
lesson-check-no-test = no test could be made from this seed

## malformed actions: the engines' InvalidActionError (ttrwidgets/ttr/game.py, actions.py,
## cards.py, colours.py, passengers.py, teams.py, rules.py; ttrwidgets/trans/game.py,
## actions.py), read by a learner who types a bad action, loads a bad file or a front end that
## passes one. $text, $name, $value as core/scenario.py's named() gives them: a name as it was
## written ($text = yes, $name) or another value described (value-*); $board: the board's name
## (ttr-scen-board); $game: a rule set's id (europe.classic); $seat: p0, p1…
# the text form of an action (p0 claim R017 red:3; p1 rail 9,6-10,7)
action-not-text = an action must be text, not { $value }
action-no-seat = cannot read action '{ $text }': it must start with the seat, e.g. '{ $example }'
action-cannot-read = cannot read action '{ $text }'
# $why: one of the reasons below (action-after-cards…)
action-cannot-read-because = cannot read action '{ $text }': { $why }
action-after-cards = after the cards only from_shared=CARDS may follow
action-after-tickets = after the tickets only share=TICKET may follow
action-ticket-mix-decks = a ticket mix names the decks short and long
action-ticket-mix-form = a ticket mix is written short:N+long:N (N a whole number)
action-grid-point = a grid point is 'col,row', not '{ $text }'
action-rail = a rail is 'col,row-col,row'
# colours and cards
action-unknown-colour = unknown colour { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    }
action-no-gray-cards = there are no gray train cards
action-card-count = card count for { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    } must be a whole number ≥ 0, not { $count }
action-cannot-read-cards = cannot read cards '{ $text }': write them like red:2+locomotive:1
# $value: the value as Python writes it
action-not-a-card-set = not a card set: { $value }
action-not-a-card-colour = not a card colour: { $value }
# setting up a game; $counts: the player counts it allows (2–5, 4 or 6)
action-player-count = { $game } is for { $counts } players, not { $n }
action-seed = the seed must be a whole number, not { $value }
# $known: the rule sets
action-unknown-rules = unknown rule set { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    }; known: { $known }
action-unknown-trans-rules = unknown rule set { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    }; known: { $known } and trans_europa.special-N / trans_america.special-N (N = 1..19)
action-unknown-tiebreak = unknown tiebreak { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    } ({ $rule })
# $boards: the boards the game is played on, joined with "or"
action-other-board = { $game } is played on { $boards }, not { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    }
action-team-players = { $game } is played in teams of { $size }, not by { $n } players
# what an action names
action-no-seat-in-game = there is no seat { $seat } in a { $players }-player game
action-no-route = there is no route { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    } on the { $board } map
action-no-ticket = there is no ticket { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    } on the { $board } map
action-no-city = there is no city { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    } on the { $board } map
action-not-an-action = not an action: { $value }
action-not-a-trans-action = not a Trans action: { $value }
action-unknown-action = unknown action { $value }
action-draw-source = cards are drawn from 'deck' or 'faceup', not { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    }
action-one-ticket-deck = { $game } has one ticket deck: draw tickets without naming decks
action-ticket-mix = a ticket mix is two whole numbers, not { $short }, { $long }
action-no-passengers = { $game } has no passengers
action-take-list = not a list of (city, colour) pairs: { $value }
action-take-pair = not a (city, colour) pair: { $value }
action-passenger-colour = not a passenger colour: { $value }
action-city-twice = { $city } is named twice
action-drawn-card-to = a drawn card goes to 'hand' or 'shared', not { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    }
action-ticket-ids = not a list of ticket ids: { $value }
# $a, $b: the two intersections as [col, row]
action-no-line = no line joins { $a } and { $b } on { $board } (a rail joins neighbouring intersections)
action-unknown-city = unknown city { $text ->
        [yes] '{ $name }'
       *[no] { $value }
    }

## a rule id the rulebook does not have (core/rulebook.py; the terminal's "rule ID");
## $rule: the id as typed; $game: the game's id; $instead: the rule that replaces it, or none
rulebook-unknown = unknown rule id '{ $rule }' for { $game }
rulebook-not-here = rule '{ $rule }' does not apply in { $game }{ $instead ->
        [none] {""}
       *[other] ; see '{ $instead }'
    }
