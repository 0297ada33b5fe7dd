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
