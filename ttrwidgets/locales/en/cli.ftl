# The terminal game's own words (python -m ttrwidgets play), English.
# Keys: those of ttrwidgets.cli (TerminalGame.t), '.' written as '-'.
# The help: the first line is the heading; the lines after it are printed indented by two
# spaces (Fluent removes the common indent of a multi-line text).
help =
    Commands (one action per turn):
    deck                      draw a card from the deck            (draw.two)
    take COLOUR               take a face-up card, e.g. take red
    claim CITY1 CITY2 [COLOUR] [CARDS] claim a route, e.g. claim Paris Bruxelles red
                              CARDS like red:2+loco:1; without CARDS you get the options
    routes                    the routes you can pay for now
    tickets                   draw destination tickets to choose from
    tickets SHORT LONG        Deutschland: announce the mix, e.g. tickets 3 1
    keep N [N ...]            keep the offered tickets by number
    passengers [CITY:COLOUR ...]  Deutschland: pick the passengers after a claim
    pay [CARDS]               pay a tunnel's extra cards;  withdraw   give up the tunnel
    station CITY [CARDS]      build a station
    Asia (teams): deck [hand|shared], take COLOUR [hand|shared]: where the first card goes
                              (default hand; the second goes to the other place);
                              keep N [N ...] share N: the kept ticket for the team's card holder;
                              share N [N]: move your tickets N (see mine) onto the card holder
    pass                      only when nothing else is possible
    hint                      what the greedy bot would play now, and why
    auto                      let the greedy bot play this one action for you
    board | hand | mine       show the game, your cards, your tickets and routes
    rule ID                   explain a rule by its id, e.g. rule tunnel.extra
    undo                      back to your previous decision (like the app's Undo)
    save FILE                 save the game (JSON) to FILE; the app loads it too
    lang en|de                switch language
    quit
help-short = Type help for the commands (one action per turn).
prompt = { $seat } >{" "}
hand = Your hand: { $cards }
faceup = Face up: { $cards }   deck: { $deck }, discards: { $discard }, tickets left: { $tickets }
player-stations = { $seat }: { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $trains ->
        [one] 1 train
       *[other] { $trains } trains
    }, { $hand_n ->
        [one] 1 card
       *[other] { $hand_n } cards
    }, { $tickets_n ->
        [one] 1 ticket
       *[other] { $tickets_n } tickets
    }, stations: { $stations }
player = { $seat }: { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $trains ->
        [one] 1 train
       *[other] { $trains } trains
    }, { $hand_n ->
        [one] 1 card
       *[other] { $hand_n } cards
    }, { $tickets_n ->
        [one] 1 ticket
       *[other] { $tickets_n } tickets
    }
player-passengers = { $seat }: { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $trains ->
        [one] 1 train
       *[other] { $trains } trains
    }, { $hand_n ->
        [one] 1 card
       *[other] { $hand_n } cards
    }, { $tickets_n ->
        [one] 1 ticket
       *[other] { $tickets_n } tickets
    }; passengers: { $list }
offer = Tickets offered (keep at least { $min }):
ticket = { $n }. { $name }  — { $status }
done = done
todo = { $cost ->
        [one] 1 more train space on the cheapest way
       *[other] { $cost } more train spaces on the cheapest way
    }
blocked = blocked
completed = completed, { $points }
failed = failed, { $points }
options = Ways to pay for { $route }:
nooptions = You cannot pay for { $route } with your hand.
unknown = I don't understand “{ $cmd }”. Type help.
tunnel = Tunnel: pay { $extra ->
        [one] 1 more card
       *[other] { $extra } more cards
    } or withdraw. Options: { $opts }
saved = Saved to { $path }.
cantsave = ✗ Cannot save to { $path }: { $why }
loaded = Continuing the saved game: { $n ->
        [one] 1 action replayed.
       *[other] { $n } actions replayed.
    }
seats = Seats: { $seats }
seat-kind = { $seat } ({ $kind })
you = you
person = a person
botkind = bot { $bot }
bot-ignored = note: --bot is for new games; the loaded game keeps the bots it was saved with
undone = Back to your previous decision.
cantundo = Nothing to undo.
bot = { $seat } ({ $bot }) plays: { $action }
final = Final scores:
scoreline = { $seat }: { $total } = { $parts }
score-part = { $part } { $points }
mix = Announce your { $total } tickets: tickets SHORT LONG (together { $total }), then keep at least { $min }.
mixes = Which mix?
mix-option = { $short } short + { $long } long
passengers = Pick a passenger at each end: passengers CITY:COLOUR ...
passengers-at = { $city }: { $colours }
your-passengers = Your passengers: { $list }
stations-none = none
passengers-none = none
hint = Hint (greedy bot): { $action }. Why: { $reason }
auto = Auto (greedy bot) plays for you: { $action }. Why: { $reason }
team = Team { $team } ({ $seats }): { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $trains ->
        [one] 1 train
       *[other] { $trains } trains
    }; card holder: { $cards_n ->
        [one] 1 card
       *[other] { $cards_n } cards
    }, { $tickets_n ->
        [one] 1 ticket
       *[other] { $tickets_n } tickets
    }
holder = Team's card holder: { $cards }
shared-ticket = shared: { $name }  — { $status }
team-name = Team { $team }
error = error: { $error }
bad-seat = Your seat must be 0 to { $last }, not { $seat }.
no-route = There is no route { $a }–{ $b }.
# claim with one word that is not a route id
route-words = Name a route by its two cities, e.g. “claim Paris Frankfurt”, or by its id.

## The command line (python -m ttrwidgets ...): usage, help and argument errors, in the
## language of --lang. argparse fills the variables; a help text never contains a percent sign.
args-usage = usage:{" "}
args-options = options
args-positionals = positional arguments
args-help = show this help message and exit
args-error = { $prog }: error: { $message }
args-argument = argument { $argument_name }: { $message }
args-invalid-choice = invalid choice: { $value } (choose from { $choices })
args-invalid-value = invalid { $type } value: { $value }
args-required = the following arguments are required: { $x }
args-unrecognized = unrecognized arguments: { $x }
args-expected-one = expected one argument
args-expected-at-most-one = expected at most one argument
args-expected-at-least-one = expected at least one argument
args-expected-n = { $count ->
        [one] expected { $n } argument
       *[other] expected { $n } arguments
    }
args-ambiguous = ambiguous option: { $option } could match { $matches }
args-ignored = ignored explicit argument { $x }
args-not-allowed = not allowed with argument { $x }
args-one-required = one of the arguments { $x } is required

args-play = Play Ticket to Ride in the terminal against bots.
args-play-trans = Play Trans Europa or Trans America in the terminal against bots.
args-game = the game (default { $default })
args-players = the number of players: { $counts } (default { $default })
args-seat = your seat (default 0, the first); with --load, the saved game's people, and this seat too
args-bot = the bots of a new game (default greedy); a loaded game keeps the bots it was saved with
args-bot-trans = the bots (default steiner)
args-variant = Europe: classic, 1912, mega or big-cities
args-seed = the seed of the shuffle (the same seed: the same game)
args-lang = the language of the game and of these texts
args-load = continue a game saved with save FILE or in the app, or start from a scenario file (the files the app loads)
args-special = the special cards: deck, or one card by its number 1–19
args-auto = let a bot play your seat too

## python -m ttrwidgets without a command, or with --help
usage =
    usage: python -m ttrwidgets [--lang LANGUAGE] COMMAND [ARGS]

    commands:
      scenario FILE.json [...]   check scenario files (one JSON line per expectation)
      play [--players N] ...     play in the terminal against bots (play --help: the options)
      lesson check FILE.json ...  check lesson files (--all: the shipped courses)
      puzzle solve FILE.json ...  the exact answers of puzzle files (one JSON line per file)
      puzzle make --kind K --seed N  make a puzzle from a seeded game (--game G, --out FILE)
      puzzle check --all | FILE ...  check puzzle files again (--all: the shipped pack)
      bench [--games N]          measure the engine (JSON; --compare REV: side by side)
      app [--port N] [--class]   start the Voilà app in the browser (--class: for a classroom)
      static --serve [--port N]  serve the static site built by make static (no kernel)

    From a source checkout, developer tools (not installed with the package):
      tools/bench_ui.py          measure the app in Chromium through Voilà (JSON)
      tools/bench_class.py       a class at once: N pages, open time and click latency (JSON)
      tools/bench_graphs.py      measure the graph algorithms (JSON)
unknown-command = unknown command { $cmd }
usage-scenario = usage: python -m ttrwidgets scenario FILE.json [FILE.json ...]
usage-lesson =
    usage: python -m ttrwidgets lesson check FILE.json [FILE.json ...]
           python -m ttrwidgets lesson check --all   (the shipped courses)
usage-puzzle =
    usage: python -m ttrwidgets puzzle solve FILE.json [FILE.json ...]
           python -m ttrwidgets puzzle make --kind KIND --seed N [--game GAME] [--out FILE]
           python -m ttrwidgets puzzle check --all | FILE.json [FILE.json ...]

## puzzle make / puzzle check (ttrwidgets/puzzles/cli.py, make.py): a bad command line or a
## puzzle the generator cannot make, after "error: puzzle make: "; $option: an option as typed
## (--seed); $arg, $value: what was typed; $kind: a puzzle kind (best_station); $game: a game id
puzzle-args-unknown = unknown argument '{ $arg }'
puzzle-args-twice = { $option } is given twice
puzzle-args-needs-value = { $option } needs a value
puzzle-args-no-value = { $option } takes no value
# $kinds: the kinds puzzle make makes
puzzle-args-kind = --kind is required (kinds: { $kinds })
puzzle-args-seed = --seed is required
puzzle-args-seed-whole = --seed needs a whole number, not '{ $value }'
puzzle-args-all-alone = --all goes alone: give --all or files
puzzle-args-files = give --all or puzzle files
# $reason: no-folder, denied, folder or other; $why: what the system said (other)
puzzle-args-cannot-write = cannot write { $file }: { $reason ->
        [no-folder] its folder does not exist
        [denied] permission denied
        [folder] it is a folder
       *[other] { $why }
    }
puzzle-args-not-in-index = { $file }: a pack file the index does not list
# puzzle check's problems of a file (the "problems" of its JSON line); $key: the index's JSON
# key (kind, game, rating, features); $index, $file, $why: what the index stores, what the file
# gives (as JSON), why the puzzle is not worth asking
puzzle-check-dull = dull: { $why }
puzzle-check-index = { $key }: the index says { $index }, the file gives { $file }
puzzle-check-answer = answer: the index says { $index }, the file's solution is { $file }
# $kinds: the kinds, joined with "or"
puzzle-make-unknown-kind = unknown puzzle kind '{ $kind }': choose { $kinds }
# $games: the games the kind is made for, joined with "and"
puzzle-make-game = { $kind } puzzles are made for { $games }, not '{ $game }'
puzzle-make-seed = the seed must be a whole number, not { $value }
# $games: how many games were played
puzzle-make-none = no interesting { $kind } puzzle on { $game } from seed { $seed } in { $games ->
        [one] 1 game
       *[other] { $games } games
    }

args-app = Start the ttrwidgets app in Voilà.
args-port = the port (default { $default }; 0: any free one)
args-no-browser = do not open a browser
args-class = serve a class on the local network, with an access code and a QR code
args-address = class mode: the address learners use (default: this machine's address on the local network)
args-max-sessions = the most pages at once (class mode: { $class } by default; 0: no limit)
args-pool = kernels started in advance (default { $local }, class mode { $class }; 0: none)
args-static = Serve the static site (the app running in each browser, no kernel).
args-serve = serve the built site
args-host = the address to listen on (default 127.0.0.1; 0.0.0.0 for a classroom)
args-dir = the site's folder (default: site/)

## The Trans terminal game (python -m ttrwidgets play --game trans_europa)
trans-help = commands: marker COL,ROW | rail COL,ROW-COL,ROW | end | return CITY | pass CITY | hint | missing | help | quit
# "missing": the fewest rails the player still needs (trans.score-round)
trans-missing = { $n ->
        [0] Your cities are all connected to your network.
        [one] You still need at least 1 rail to connect your cities.
       *[other] You still need at least { $n } rails to connect your cities.
    }
trans-missing-none = Place your start marker first: the rails still needed are counted from it.
trans-seed = seed { $seed }; { $help }
trans-state = -- round { $round }, { $phase }, { $rails ->
        [one] 1 rail
       *[other] { $rails } rails
    } left
trans-state-special = -- round { $round }, { $phase }, { $rails ->
        [one] 1 rail
       *[other] { $rails } rails
    } left, special card { $special }
trans-phase = { $phase ->
        [markers] placing start markers
        [rails] laying rails
        [choose] choosing cities
        [return] returning cities
        [open_cards] open city cards
        [over] game over
       *[other] { $phase }
    }
trans-player = { $mark } { $seat }: { $prestige } prestige points, start marker { $marker }, cities: { $cities }
trans-hidden = { $n } hidden

## python -m ttrwidgets bench (ttrwidgets/bench.py)
args-bench = Measure the engine: games played by bots, as JSON.
args-bench-games = how many games to time (default { $default })
args-bench-seed = the seed of the first game (default { $default })
args-bench-compare = also time another revision (a git commit) side by side, e.g. --compare HEAD~5
args-bench-peer = also time the peer engine checked out in DIR (git clone https://github.com/TinyPablo/trains-game-engine DIR) side by side
args-bench-rounds = alternating rounds for --compare and --peer (default { $default })
args-bench-strong = the strong bot against greedy bots instead (--games per setting)
args-bench-strong-team = a team of two strong bots against greedy teams in the Asia team game, at a table of 4 or 6 (PLAYERS); --games sets how many games
args-bench-strong-team-players = --strong-team is played by 4 or 6 players
args-bench-lang = the language of these texts and of the error messages
args-bench-games-min = --games must be at least 1
