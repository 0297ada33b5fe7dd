"""A route-game scenario's top level (``title``, ``game``, ``options``, ``seed``,
``position``, ``steps``): checked, and turned into the rule set and the start state (a new game
from the seed, or the position)."""
from __future__ import annotations

from ...core.registry import game as registered, games, players_text
from ...core.scenario import read_top, seed_and_steps
from ..game import new_game
from ..maps import load_map
from ..rules import get_rules
from ..state import GameState
from .position import build_position
from .refs import _key_path


def known_games() -> tuple:
    """The game ids a scenario may name: every registered game (any family's)."""
    return tuple(g.id for g in games())


def setup_scenario(data, source: str = "<scenario>") -> GameState:
    """Validate the top level and build the starting state."""
    return _setup(data, source)[0]


def _setup(data, source: str) -> tuple[GameState, list]:
    """The starting state and the steps that produced it (a normal setup when there is no
    position: ``setup.deal``, ``setup.tickets``; none for a given position)."""
    probs = read_top(data, source)
    game = data.get("game")
    playable = {g.id for g in games()}
    if not isinstance(game, str) or game not in known_games():
        probs.add("$.game", f"must be one of {', '.join(known_games())}")
        game = None
    elif game not in playable:
        probs.add("$.game", f"the game {game!r} is not supported yet by this version of "
                            "ttrwidgets")
    opts = data.get("options")
    if not isinstance(opts, dict):
        probs.add("$.options", 'required: an object like {"players": 2}')
        opts = {}
    n = opts.get("players")
    counts = registered(game).players if game in playable else frozenset({2, 3, 4, 5})
    if not isinstance(n, int) or isinstance(n, bool) or n not in counts:
        probs.add("$.options.players", f"required: the number of players, "
                                       f"{players_text(counts)}"
                                       + (f" for {game}" if game else ""))
    variant = opts.get("variant", "classic")
    tiebreak = opts.get("tiebreak", "anniversary")
    board = opts.get("board")
    for k in sorted(set(opts) - {"players", "variant", "tiebreak", "special", "board"}):
        probs.add(_key_path("$.options", k), "unknown option")
    boards = registered(game).boards if game in playable else ()
    if board is not None and game != "asia":
        probs.add("$.options.board", "'board' is an option of the Asia team variant")
    elif board is not None and board not in boards:
        probs.add("$.options.board", f"must be {' or '.join(boards)}")
    if game == "asia":
        for k in ("variant", "tiebreak"):
            if k in opts:
                probs.add(f"$.options.{k}", f"'{k}' is a Europe option: the Asia team variant "
                                            "has one rule set (asia.md)")
    elif game == "deutschland":
        # the Europe options: Deutschland has one rule set and breaks ties its own way
        if variant != "classic":
            probs.add("$.options.variant", "Deutschland has no variants ('variant' is a Europe "
                                           "option: classic, 1912, mega, big-cities)")
        if "tiebreak" in opts:
            probs.add("$.options.tiebreak", "'tiebreak' is a Europe option: Deutschland breaks "
                                            "ties by its own rule (win.tiebreak: most completed "
                                            "tickets, then most passengers)")
    else:
        if variant not in ("classic", "1912", "mega", "big-cities"):
            probs.add("$.options.variant", "must be classic, 1912, mega or big-cities")
        if tiebreak not in ("anniversary", "classic"):
            probs.add("$.options.tiebreak", "must be anniversary or classic")
    seed = seed_and_steps(data, probs)
    probs.raise_if_any()
    if game == "europe":
        rules = get_rules(variant, tiebreak=tiebreak)
    elif game == "asia":
        rules = get_rules(registered(game).default_rules, board=board or registered(game).boards[0])
    else:
        rules = get_rules(registered(game).default_rules)
    m = load_map(rules.map_id)
    if "position" not in data:
        return new_game(rules, n, seed, m)
    if not isinstance(data["position"], dict):
        probs.add("$.position", "must be an object")
        probs.raise_if_any()
    state = build_position(rules, m, n, seed, data["position"], probs)
    probs.raise_if_any()
    return state, []
