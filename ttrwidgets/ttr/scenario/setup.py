"""A route-game scenario's top level (``title``, ``game``, ``options``, ``seed``,
``position``, ``steps``): checked, and turned into the rule set and the start state (a new game
from the seed, or the position)."""
from __future__ import annotations

from ...core import i18n
from ...core.errors import Message
from ...core.registry import game as registered, games, players_text
from ...core.scenario import read_top, seed_and_steps
from ..game import new_game
from ..maps import load_map
from ..rules import get_rules
from ..state import GameState
from .position import build_position
from .refs import _key_path


#: Europe's ``variant`` and ``tiebreak`` options, as a scenario writes them.
_VARIANTS = ("classic", "1912", "mega", "big-cities")
_TIEBREAKS = ("anniversary", "classic")


def _one_of(choices) -> Message:
    """The problem "must be a, b or c", in each language."""
    return Message("ttr-scen.one-of", choices=lambda lang: i18n.join(choices, lang, style="or"))


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
        probs.add("$.game", Message("ttr-scen.game", known=", ".join(known_games())))
        game = None
    elif game not in playable:
        probs.add("$.game", Message("ttr-scen.game-not-supported", game=game))
    opts = data.get("options")
    if not isinstance(opts, dict):
        probs.add("$.options", Message("ttr-scen.options", example='{"players": 2}'))
        opts = {}
    n = opts.get("players")
    counts = registered(game).players if game in playable else frozenset({2, 3, 4, 5})
    if not isinstance(n, int) or isinstance(n, bool) or n not in counts:
        probs.add("$.options.players", Message(
            "ttr-scen.players", counts=lambda lang: players_text(counts, lang),
            game=game or "none"))
    variant = opts.get("variant", "classic")
    tiebreak = opts.get("tiebreak", "anniversary")
    board = opts.get("board")
    for k in sorted(set(opts) - {"players", "variant", "tiebreak", "special", "board"}):
        probs.add(_key_path("$.options", k), Message("ttr-scen.unknown-option"))
    boards = registered(game).boards if game in playable else ()
    if board is not None and game != "asia":
        probs.add("$.options.board", Message("ttr-scen.board-option"))
    elif board is not None and board not in boards:
        probs.add("$.options.board", Message(
            "ttr-scen.board-choice", boards=lambda lang: i18n.join(boards, lang, style="or")))
    if game == "asia":
        for k in ("variant", "tiebreak"):
            if k in opts:
                probs.add(f"$.options.{k}", Message("ttr-scen.asia-option", option=k))
    elif game == "deutschland":
        # the Europe options: Deutschland has one rule set and breaks ties its own way
        if variant != "classic":
            probs.add("$.options.variant", Message("ttr-scen.de-variant",
                                                   variants=", ".join(_VARIANTS)))
        if "tiebreak" in opts:
            probs.add("$.options.tiebreak", Message("ttr-scen.de-tiebreak",
                                                    rule="win.tiebreak"))
    else:
        if variant not in _VARIANTS:
            probs.add("$.options.variant", _one_of(_VARIANTS))
        if tiebreak not in _TIEBREAKS:
            probs.add("$.options.tiebreak", _one_of(_TIEBREAKS))
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
        probs.add("$.position", Message("ttr-scen.object"))
        probs.raise_if_any()
    state = build_position(rules, m, n, seed, data["position"], probs)
    probs.raise_if_any()
    return state, []
