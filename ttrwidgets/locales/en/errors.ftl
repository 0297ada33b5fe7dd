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
