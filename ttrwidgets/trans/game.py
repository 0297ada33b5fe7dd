"""The Trans Europa / Trans America rules engine (``shared/rules/trans.md``): pure transitions
over an immutable :class:`TransState`.

``apply(state, action) -> (new_state, steps)`` never changes ``state``; a rejection is an
``IllegalActionError`` with the ``trans.*`` rule id and an English and German sentence, from the
same :func:`why_illegal` that a board uses to grey things out. ``legal_actions`` is deterministic
and sorted.

A round (``trans.deal`` .. ``trans.score-round``) runs through the phases ``choose`` (a special
card's secret choice of city cards, every seat that must choose is active), ``markers``
(``trans.start-marker``, one seat after the other from the start player) and ``rails``
(``trans.turn``); after the round's scoring the next round is dealt at once
(``trans.next-round``), or the game is ``over`` (``trans.game-end``). The last round's result
stays in :attr:`TransState.last_round`.

Decisions where the rules leave a gap (each also said in the rule catalogue or the card texts):

* a turn has an allowance of rails (2; 3 with card 3; 3-2-1 with card 9); a plain line uses 1, a
  double line 2 of it (so, with 2, a double line is the whole turn) and one rail piece;
* the exception of ``trans.round-end``: when a rail completes other players but not the active
  one, the active player finishes the turn (the rules' "second rail"; with card 3, all of it);
* if a whole circle of turns passes without a rail, the round ends as if the supply were empty
  (a stalemate the printed rules do not foresee).

>>> s, steps = new_game("trans_europa", 3, seed=1)
>>> s.phase, active_seats(s), len(s.players[0].cities)
('markers', [0], 5)
>>> s, _ = apply(s, PlaceMarker(0, (9, 6)))
>>> s.players[0].marker == s.map.node_at((9, 6)), s.current
(True, 1)
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from ..core.registry import players_text
from ..core.errors import IllegalActionError, InvalidActionError, Message, NotFoundError
from ..core.jsonfile import describe_value
from ..core.scenario import named
from ..core.steps import Step, step
from .actions import EndTurn, LayRail, PassCity, PlaceMarker, ReturnCity, TransAction
from .board import COLOURS, GridBoard, load_board
from .messages import rejection
from .missing import components, line_costs, missing_rails
from .specials import CARDS, card, prestige_for

__all__ = ["missing_tree", "RAILS", "GOAL", "TransRules", "TransPlayer", "CardChoice", "RoundResult",
           "TransState", "get_rules", "new_game", "active_seats", "legal_actions",
           "why_illegal", "apply", "is_legal", "network", "is_complete", "allowance",
           "missing_for", "rail_problem", "marker_problem", "RULE_SETS"]

#: ``trans.rails``: rail pieces in the common supply.
RAILS = 85
#: ``trans.game-end``: the prestige that ends the game.
GOAL = 13
#: ``trans.rails``: player counts.
PLAYERS = frozenset({2, 3, 4, 5, 6})


@dataclass(frozen=True, slots=True)
class TransRules:
    """A Trans rule set: the board and the special cards (``trans.special``): ``None`` (the base
    game), ``"deck"`` (one card revealed each round) or a card number fixed for the game."""
    id: str
    game: str
    board: str
    special: object = None
    version: int = 1
    players: frozenset = PLAYERS

    def to_json(self) -> dict:
        return {"id": self.id, "version": self.version}


RULE_SETS = {}
for _g in ("trans_europa", "trans_america"):
    RULE_SETS[_g] = TransRules(_g, _g, _g)
    RULE_SETS[f"{_g}.special"] = TransRules(f"{_g}.special", _g, _g, "deck")


def get_rules(name) -> TransRules:
    """``trans_europa``, ``trans_europa.special`` (a card each round) or
    ``trans_europa.special-N`` (card N for the whole game)."""
    if isinstance(name, TransRules):
        return name
    if isinstance(name, str) and name in RULE_SETS:
        return RULE_SETS[name]
    if isinstance(name, str) and ".special-" in name:
        game, _, n = name.partition(".special-")
        if game in ("trans_europa", "trans_america") and n.isascii() and n.isdigit() \
                and int(n) in CARDS:
            return TransRules(name, game, game, int(n))
    raise InvalidActionError(Message("action.unknown-trans-rules", **named(name),
                                     known=", ".join(RULE_SETS)))


@dataclass(frozen=True, slots=True)
class TransPlayer:
    cities: tuple = ()      # city indices in hand (trans.deal), sorted
    marker: int = -1        # node of the start marker (trans.start-marker), -1: not placed
    prestige: int = 0       # trans.score-round


@dataclass(frozen=True, slots=True)
class CardChoice:
    """A special card's choice of city cards that pends (``trans.special``).

    ``kind``: ``"return"`` (card 8, all at once), ``"pass3"`` (card 16, all at once, three
    times) or ``"chain"`` (cards 13-15, one seat after the other). ``chosen``: per seat the city
    chosen so far, or -1 (secret until all have chosen). ``stage``: the pass (card 16) or the
    seat's place in the chain (cards 13-15)."""
    kind: str
    chosen: tuple
    stage: int = 0
    colour: str = ""

    def waiting(self, state) -> list:
        if self.kind == "chain":
            return [(state.start_player + self.stage) % state.n_players]
        return [s for s, c in enumerate(self.chosen) if c < 0]


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The end of a round (``trans.round-end``, ``trans.score-round``), for the record and the
    ``round_result`` query."""
    round: int
    special: object
    reason: str              # "completed" | "supply" | "stalled"
    completed: tuple         # seats that completed
    gains: tuple             # prestige gained per seat
    missing: tuple           # missing rails per seat (0 for those who completed)
    cities: tuple            # the cities each seat played with (shown at the end)
    markers: tuple
    rails: tuple


@dataclass(frozen=True, slots=True)
class TransState:
    rules: TransRules
    map: GridBoard
    seed: int
    players: tuple
    decks: tuple = ()            # per colour (COLOURS order): the cards not dealt, top first
    rails: tuple = ()            # line indices with a rail, in the order laid
    rails_left: int = RAILS      # trans.rails
    phase: str = "markers"       # "choose" | "markers" | "rails" | "over"
    current: int = 0
    start_player: int = 0
    round: int = 0
    special: object = None       # the special card in force this round (trans.special)
    specials: tuple = ()         # the shuffled special cards (rules.special == "deck")
    used: int = 0                # rails of this turn's allowance used
    turns: int = 0               # turns completed this round (card 9's rhythm)
    idle: int = 0                # turns in a row without a rail
    finish_turn: bool = False    # trans.round-end: others completed, this turn still runs
    choice: object = None        # CardChoice | None
    known: tuple = ()            # per seat: ((holder seat, city), ...) seen by passing cards
    last_round: object = None    # RoundResult of the last finished round
    history: tuple = ()          # ((round, gains per seat), ...) of the finished rounds

    @property
    def n_players(self) -> int:
        return len(self.players)

    @property
    def game_over(self) -> bool:
        return self.phase == "over"

    @property
    def board(self) -> GridBoard:
        return self.map


# --------------------------------------------------------------------------- helpers
def _rng(seed: int, *what) -> random.Random:
    return random.Random("ttrwidgets:trans:" + ":".join(map(str, (seed, *what))))


def _err(rule: str, key: str, board=None, **params) -> IllegalActionError:
    e = IllegalActionError(rule, rejection(key, params, board))
    e.key, e.params = key, params
    return e


def _sorted_hand(board, cities) -> tuple:
    order = {c: i for i, c in enumerate(COLOURS)}
    return tuple(sorted(cities, key=lambda c: (order[board.cities[c].colour], c)))


def _set_player(players: tuple, seat: int, **changes) -> tuple:
    ps = list(players)
    ps[seat] = replace(ps[seat], **changes)
    return tuple(ps)


def network(state: TransState, seat: int) -> frozenset:
    """The nodes of ``seat``'s network (``trans.connected``): the one with its start marker."""
    m = state.players[seat].marker
    if m < 0:
        return frozenset()
    comp = components(state.map, state.rails)
    c = comp[m]
    return frozenset(v for v, x in enumerate(comp) if x == c)


def is_complete(state: TransState, seat: int) -> bool:
    """``trans.round-end``: all of ``seat``'s cities are in the network of its start marker."""
    p = state.players[seat]
    if p.marker < 0 or not p.cities:
        return False
    comp = components(state.map, state.rails)
    home = comp[p.marker]
    return all(comp[state.map.cities[c].node] == home for c in p.cities)


def missing_for(state: TransState, seat: int):
    """``trans.score-round``: the fewest rails ``seat`` still needs (None before its marker)."""
    p = state.players[seat]
    if p.marker < 0:
        return None
    return missing_rails(state.map, state.rails, p.marker, p.cities, state.special)[0]


def missing_tree(state: TransState, seat: int):
    """``trans.score-round`` as a picture: ``(count, lines)`` -- the fewest rails ``seat`` still
    needs and one optimal set of free lines (line indices) that would connect its cities to its
    network; ``(None, ())`` before its start marker is placed. For the board's hint "fewest
    rails still needed" (show it to that seat only: it reveals the seat's cities)."""
    p = state.players[seat]
    if p.marker < 0:
        return None, ()
    count, lines = missing_rails(state.map, state.rails, p.marker, p.cities, state.special)
    return count, tuple(lines)


def allowance(state: TransState) -> int:
    """Rails a turn allows now (``trans.turn``; cards 3 and 9)."""
    c = card(state.special)
    if c is not None and c.rhythm:
        return c.rhythm[(state.turns // state.n_players) % len(c.rhythm)]
    return c.max_rails if c is not None else 2


# --------------------------------------------------------------------------- new game / rounds
def new_game(rules="trans_europa", players: int = 2, seed: int = 0, board=None,
             special=None) -> tuple[TransState, list[Step]]:
    """A new game: the first round dealt (``trans.deal``), start markers to place.

    ``special`` overrides the first round's special card (scenarios)."""
    rules = get_rules(rules)
    if not isinstance(players, int) or isinstance(players, bool) or players not in rules.players:
        raise InvalidActionError(Message(
            "action.player-count", game=rules.game, n=repr(players),
            counts=lambda lang: players_text(rules.players, lang)))
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidActionError(Message("action.seed", value=repr(seed)))
    b = board if isinstance(board, GridBoard) else load_board(board or rules.board)
    specials = ()
    if rules.special == "deck":
        specials = tuple(_rng(seed, "specials").sample(sorted(CARDS), len(CARDS)))
    state = TransState(rules=rules, map=b, seed=seed,
                       players=tuple(TransPlayer() for _ in range(players)),
                       known=tuple(() for _ in range(players)))
    steps: list[Step] = []
    state = replace(state, specials=specials)
    return _start_round(state, 0, 0, steps, special), steps


def _special_of_round(state: TransState, rnd: int):
    sp = state.rules.special
    if sp == "deck":
        return state.specials[rnd % len(state.specials)]
    return sp


def _start_round(state: TransState, rnd: int, start: int, steps: list,
                 special=None) -> TransState:
    """``trans.deal`` (``trans.cards``: dashed cards out with 2-3 players), the special card of
    the round (``trans.special``) and its effects on the hands."""
    b, n = state.map, state.n_players
    sp = special if special is not None else _special_of_round(state, rnd)
    hands = [[] for _ in range(n)]
    decks = []
    for colour in COLOURS:
        pile = [c.index for c in b.cities if c.colour == colour and not (n <= 3 and c.dashed)]
        _rng(state.seed, "deal", rnd, colour).shuffle(pile)
        for s in range(n):
            hands[s].append(pile.pop(0))
        decks.append(tuple(pile))
    steps.append(step("trans.deal", "deal", round=rnd + 1))
    if n <= 3:
        steps.append(step("trans.cards", "dashed", players=n))
    players = tuple(replace(p, cities=_sorted_hand(b, h), marker=-1)
                    for p, h in zip(state.players, hands))
    state = replace(state, players=players, decks=tuple(decks), rails=(), rails_left=RAILS,
                    phase="markers", current=start, start_player=start, round=rnd, special=sp,
                    used=0, turns=0, idle=0, finish_turn=False, choice=None,
                    known=tuple(() for _ in range(n)))
    c = card(sp)
    if c is None:
        return state
    steps.append(step("trans.special", "special", number=sp))
    if c.effect in ("return_white", "return_turquoise"):
        state = _return_colour(state, c.colour, steps)
    elif c.effect == "return_any_one":
        state = replace(state, phase="choose", choice=CardChoice("return", (-1,) * n))
    elif c.effect == "pass_one_left_x3":
        state = replace(state, phase="choose", choice=CardChoice("pass3", (-1,) * n))
    elif c.effect == "extra_card_chain":
        k = COLOURS.index(c.colour)
        deck = state.decks[k]
        if deck:
            extra, rest = deck[0], deck[1:]
            decks = list(state.decks)
            decks[k] = rest
            p = state.players[start]
            players = _set_player(state.players, start,
                                  cities=_sorted_hand(b, p.cities + (extra,)))
            state = replace(state, decks=tuple(decks), players=players, phase="choose",
                            choice=CardChoice("chain", (-1,) * n, 0, c.colour))
            steps.append(step("trans.special", "extra-card", seat=start, colour=c.colour))
    elif c.effect == "pass_hand_left":
        hands = [p.cities for p in state.players]
        players = tuple(replace(p, cities=hands[(s - 1) % n]) for s, p in enumerate(state.players))
        known = tuple(tuple(((s + 1) % n, x) for x in hands[s]) for s in range(n))
        state = replace(state, players=players, known=known)
        steps.append(step("trans.special", "hand-passed"))
    return state


def _return_colour(state: TransState, colour: str, steps: list) -> TransState:
    b = state.map
    k = COLOURS.index(colour)
    decks = list(state.decks)
    players = []
    for p in state.players:
        back = [c for c in p.cities if b.cities[c].colour == colour]
        decks[k] = decks[k] + tuple(back)
        players.append(replace(p, cities=tuple(c for c in p.cities if c not in back)))
    steps.append(step("trans.special", "return-colour", colour=colour))
    return replace(state, players=tuple(players), decks=tuple(decks))


def _end_round(state: TransState, reason: str, steps: list) -> TransState:
    """``trans.score-round``, then ``trans.game-end`` or ``trans.next-round``."""
    n = state.n_players
    done = tuple(s for s in range(n) if is_complete(state, s))
    steps.append(step("trans.round-end", "round-over", reason=reason))
    gains, missing = [], []
    for s in range(n):
        if s in done:
            m = 0
            g = prestige_for(state.special, True, 0)
            steps.append(step("trans.score-round", "score-complete", {"seats": [s]}, seat=s,
                              points=g))
        else:
            m = missing_for(state, s)
            g = prestige_for(state.special, False, m)
            steps.append(step("trans.score-round", "score-missing", {"seats": [s]}, seat=s,
                              missing=m, points=g))
        gains.append(g)
        missing.append(m)
    result = RoundResult(state.round, state.special, reason, done, tuple(gains), tuple(missing),
                         tuple(p.cities for p in state.players),
                         tuple(p.marker for p in state.players), state.rails)
    players = tuple(replace(p, prestige=p.prestige + g) for p, g in zip(state.players, gains))
    state = replace(state, players=players, last_round=result,
                    history=state.history + ((state.round, tuple(gains)),))
    best = max(p.prestige for p in players)
    if best >= GOAL:
        winners = [s for s, p in enumerate(players) if p.prestige == best]
        steps.append(step("trans.game-end", "game-over", {"seats": winners}, seats=winners,
                          prestige=best))
        return replace(state, phase="over", choice=None, used=0, finish_turn=False)
    start = (state.start_player + 1) % n
    steps.append(step("trans.next-round", "next-round", seat=start))
    return _start_round(state, state.round + 1, start, steps)


# --------------------------------------------------------------------------- legality
def active_seats(state: TransState) -> list[int]:
    """The seats that may act: every seat still to choose during a special card's secret
    choice, else the current player; nobody when the game is over."""
    if state.phase == "over":
        return []
    if state.phase == "choose":
        return state.choice.waiting(state)
    return [state.current]


def _point(board, p, what: str) -> int:
    try:
        return board.node_at(p)
    except KeyError:
        raise NotFoundError("map.no-point", point=repr(p)) from None   # errors.ftl


def _line(board, action: LayRail) -> int:
    a, b = _point(board, action.a, "rail"), _point(board, action.b, "rail")
    line = board.line_of(a, b)
    if line is None:
        raise InvalidActionError(Message(
            "action.no-line", a=str(list(action.a)), b=str(list(action.b)),
            board=lambda lang: board.name.get(lang) or board.name.get("en") or board.id))
    return line


def _city(board, name) -> int:
    try:
        return board.city_index(name)
    except NotFoundError:            # the board's own words, in every language
        raise
    except KeyError:
        raise InvalidActionError(Message("action.unknown-city", **named(name))) from None


def _turn_problem(state: TransState, action: TransAction):
    """Whose turn and which phase: may an action of this kind be played now at all?"""
    seat = action.seat
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.n_players:
        raise InvalidActionError(Message(
            "action.no-seat-in-game", players=state.n_players,
            seat=f"p{seat}" if isinstance(seat, int) and not isinstance(seat, bool)
            else describe_value(seat)))
    if state.phase == "over":
        return _err("trans.game-end", "over")
    choosing = isinstance(action, (ReturnCity, PassCity))
    if state.phase == "choose":
        if not choosing:
            return _err("trans.special", "phase-choose")
        if seat not in state.choice.waiting(state):
            if state.choice.kind != "chain" and state.choice.chosen[seat] >= 0:
                return _err("trans.special", "chosen", seat=seat)
            return _err("trans.special", "not-active", seat=seat,
                        whose=state.choice.waiting(state)[0])
        return None
    if choosing:
        return _err("trans.special", "no-choice")
    rule = "trans.start-marker" if state.phase == "markers" else "trans.turn"
    if state.phase == "markers" and not isinstance(action, PlaceMarker):
        return _err("trans.start-marker", "phase-markers")
    if state.phase == "rails" and isinstance(action, PlaceMarker):
        return _err("trans.start-marker", "phase-rails")
    if seat != state.current:
        return _err(rule, "not-active", seat=seat, whose=state.current)
    return None


def marker_problem(state: TransState, seat: int, node: int):
    """``trans.start-marker``: is ``node`` free for ``seat``'s start marker?"""
    for s, p in enumerate(state.players):
        if s != seat and p.marker == node:
            return _err("trans.start-marker", "marker-taken", state.map, at=state.map.point(node))
    return None


def rail_problem(state: TransState, seat: int, line: int):
    """``trans.turn`` (free line, allowance), ``trans.connected`` (touches the network)."""
    b = state.map
    ln = b.lines[line]
    pa, pb = b.point(ln.a), b.point(ln.b)
    if line in state.rails:
        return _err("trans.turn", "line-taken", b, a=pa, b=pb)
    cost = line_costs(b, state.special)[line]
    allowed = allowance(state)
    if state.used + cost > allowed:
        return _err("trans.turn", "too-many", allowed=allowed, used=state.used, cost=cost)
    c = card(state.special)
    if c is not None and c.effect == "build_anywhere":
        return None
    comp = components(b, state.rails)
    home = comp[state.players[seat].marker]
    if comp[ln.a] != home and comp[ln.b] != home:
        return _err("trans.connected", "not-connected", b, seat=seat, a=pa, b=pb)
    return None


def _choice_problem(state: TransState, action):
    ch = state.choice
    want = ReturnCity if ch.kind == "return" else PassCity
    if not isinstance(action, want):
        return _err("trans.special", "wrong-choice")
    city = _city(state.map, action.city)
    hand = state.players[action.seat].cities
    if city not in hand:
        return _err("trans.special", "not-in-hand", seat=action.seat,
                    city=state.map.cities[city].name)
    if ch.kind == "chain" and state.map.cities[city].colour != ch.colour:
        return _err("trans.special", "wrong-colour", colour=ch.colour)
    return None


def why_illegal(state: TransState, action) -> IllegalActionError | None:
    """The ``IllegalActionError`` saying why ``action`` is not allowed now, or None. A
    malformed action (no such point, line, city or seat) raises ``InvalidActionError``."""
    if not isinstance(action, TransAction):
        raise InvalidActionError(Message("action.not-a-trans-action", value=repr(action)))
    if isinstance(action, PlaceMarker):
        node = _point(state.map, action.at, "marker")
    elif isinstance(action, LayRail):
        line = _line(state.map, action)
    elif isinstance(action, (ReturnCity, PassCity)):
        _city(state.map, action.city)
    problem = _turn_problem(state, action)
    if problem is not None:
        return problem
    if isinstance(action, PlaceMarker):
        return marker_problem(state, action.seat, node)
    if isinstance(action, LayRail):
        return rail_problem(state, action.seat, line)
    if isinstance(action, EndTurn):
        return None
    return _choice_problem(state, action)


def is_legal(state: TransState, action) -> bool:
    try:
        return why_illegal(state, action) is None
    except InvalidActionError:
        return False


def legal_actions(state: TransState, seat: int | None = None) -> list:
    """Every legal action (of ``seat``, or of every active seat), in canonical order: by seat,
    then markers by intersection, rails by line, ``end`` last; choices by the hand's order."""
    out = []
    b = state.map
    for s in active_seats(state):
        if seat is not None and s != seat:
            continue
        if state.phase == "choose":
            ch = state.choice
            cls = ReturnCity if ch.kind == "return" else PassCity
            for c in state.players[s].cities:
                if ch.kind == "chain" and b.cities[c].colour != ch.colour:
                    continue
                out.append(cls(s, b.cities[c].name))
        elif state.phase == "markers":
            taken = {p.marker for i, p in enumerate(state.players) if i != s}
            out.extend(PlaceMarker(s, b.nodes[v]) for v in range(len(b.nodes)) if v not in taken)
        elif state.phase == "rails":
            for line in _open_lines(state, s):
                ln = b.lines[line]
                out.append(LayRail(s, b.nodes[ln.a], b.nodes[ln.b]))
            out.append(EndTurn(s))
    return out


def _open_lines(state: TransState, seat: int) -> list:
    b = state.map
    room = allowance(state) - state.used
    costs = line_costs(b, state.special)
    laid = set(state.rails)
    c = card(state.special)
    anywhere = c is not None and c.effect == "build_anywhere"
    if anywhere:
        cand = range(len(b.lines))
    else:
        comp = components(b, state.rails)
        home = comp[state.players[seat].marker]
        cand = sorted({line for v in range(len(b.nodes)) if comp[v] == home
                       for _, line in b.adj[v]})
    return [x for x in cand if x not in laid and costs[x] <= room]


# --------------------------------------------------------------------------- transitions
def apply(state: TransState, action) -> tuple[TransState, list[Step]]:
    """The new state and its explanation steps; raises ``IllegalActionError`` (the state is
    unchanged: it is immutable) or ``InvalidActionError``."""
    problem = why_illegal(state, action)
    if problem is not None:
        raise problem
    steps: list[Step] = []
    new = _HANDLERS[type(action)](state, action, steps)
    return new, steps


def _place_marker(state: TransState, action: PlaceMarker, steps: list) -> TransState:
    node = state.map.node_at(action.at)
    n = state.n_players
    players = _set_player(state.players, action.seat, marker=node)
    steps.append(step("trans.start-marker", "marker", {"seats": [action.seat]},
                      seat=action.seat, at=list(action.at)))
    nxt = (state.current + 1) % n
    if nxt == state.start_player:
        return replace(state, players=players, phase="rails", current=state.start_player,
                       used=0)
    return replace(state, players=players, current=nxt)


def _lay_rail(state: TransState, action: LayRail, steps: list) -> TransState:
    b = state.map
    line = _line(b, action)
    ln = b.lines[line]
    seat = action.seat
    cost = line_costs(b, state.special)[line]
    before = components(b, state.rails)
    groups_before = {before[ln.a], before[ln.b]}
    state = replace(state, rails=state.rails + (line,), rails_left=state.rails_left - 1,
                    used=state.used + cost, idle=0)
    steps.append(step("trans.turn", "rail", {"lines": [line], "seats": [seat]}, seat=seat,
                      a=b.point(ln.a), b=b.point(ln.b), cost=cost))
    if ln.cost == 2:
        steps.append(step("trans.special" if cost == 1 else "trans.board", "double",
                          {"lines": [line]}, kind=ln.kind, cost=cost))
    if len(groups_before) == 2:
        joined = sorted(s for s, p in enumerate(state.players)
                        if p.marker >= 0 and before[p.marker] in groups_before)
        owners = {before[state.players[s].marker] for s in joined}
        if len(owners) == 2:
            steps.append(step("trans.shared-network", "merge", {"seats": joined}, seats=joined))
    done = [s for s in range(state.n_players) if is_complete(state, s)]
    for s in done:
        steps.append(step("trans.round-end", "completed", {"seats": [s]}, seat=s))
    if seat in done:
        return _end_round(state, "completed", steps)
    if state.rails_left <= 0:
        steps.append(step("trans.rails", "supply-empty"))
        return _end_round(state, "supply" if not done else "completed", steps)
    if done and not state.finish_turn:
        if state.used < allowance(state):
            steps.append(step("trans.round-end", "finish-turn", seat=seat))
            state = replace(state, finish_turn=True)
        else:
            return _end_round(state, "completed", steps)
    if state.used >= allowance(state) or not _open_lines(state, seat):
        return _next_turn(state, steps)
    return state


def _end_turn(state: TransState, action: EndTurn, steps: list) -> TransState:
    steps.append(step("trans.turn", "turn-end", {"seats": [action.seat]}, seat=action.seat))
    return _next_turn(state, steps, ended=True)


def _next_turn(state: TransState, steps: list, ended: bool = False) -> TransState:
    if state.finish_turn:
        return _end_round(state, "completed", steps)
    idle = state.idle + 1 if state.used == 0 else 0
    if idle >= state.n_players:
        steps.append(step("trans.round-end", "stalled"))
        return _end_round(state, "stalled", steps)
    if not ended:
        steps.append(step("trans.turn", "turn-end", {"seats": [state.current]},
                          seat=state.current))
    return replace(state, current=(state.current + 1) % state.n_players, used=0,
                   turns=state.turns + 1, idle=idle)


def _choose(state: TransState, action, steps: list) -> TransState:
    b = state.map
    ch = state.choice
    seat = action.seat
    city = b.city_index(action.city)
    n = state.n_players
    if ch.kind == "chain":
        k = COLOURS.index(ch.colour)
        hand = tuple(c for c in state.players[seat].cities if c != city)
        players = _set_player(state.players, seat, cities=hand)
        if ch.stage < n - 1:
            to = (seat + 1) % n
            players = _set_player(players, to,
                                  cities=_sorted_hand(b, players[to].cities + (city,)))
            known = list(state.known)
            known[seat] = known[seat] + ((to, city),)
            steps.append(step("trans.special", "chain-pass", {"seats": [seat]}, seat=seat))
            return replace(state, players=players, known=tuple(known),
                           choice=replace(ch, stage=ch.stage + 1))
        decks = list(state.decks)
        decks[k] = (city,) + decks[k]   # face down back on the stack
        steps.append(step("trans.special", "chain-back", {"seats": [seat]}, seat=seat))
        return replace(state, players=players, decks=tuple(decks), choice=None, phase="markers",
                       current=state.start_player)
    chosen = list(ch.chosen)
    chosen[seat] = city
    steps.append(step("trans.special", "chose", {"seats": [seat]}, seat=seat))
    if any(c < 0 for c in chosen):
        return replace(state, choice=replace(ch, chosen=tuple(chosen)))
    if ch.kind == "return":
        decks = list(state.decks)
        players = list(state.players)
        for s, c in enumerate(chosen):
            k = COLOURS.index(b.cities[c].colour)
            decks[k] = decks[k] + (c,)
            players[s] = replace(players[s], cities=tuple(x for x in players[s].cities if x != c))
        steps.append(step("trans.special", "returned"))
        return replace(state, players=tuple(players), decks=tuple(decks), choice=None,
                       phase="markers", current=state.start_player)
    # pass3: every chosen card goes to the left neighbour, who sees it
    hands = [list(p.cities) for p in state.players]
    for s, c in enumerate(chosen):
        hands[s].remove(c)
    for s, c in enumerate(chosen):
        hands[(s + 1) % n].append(c)
    players = tuple(replace(p, cities=_sorted_hand(b, h)) for p, h in zip(state.players, hands))
    known = tuple(state.known[s] + (((s + 1) % n, chosen[s]),) for s in range(n))
    steps.append(step("trans.special", "passed", stage=ch.stage + 1))
    if ch.stage < 2:
        return replace(state, players=players, known=known,
                       choice=CardChoice("pass3", (-1,) * n, ch.stage + 1))
    return replace(state, players=players, known=known, choice=None, phase="markers",
                   current=state.start_player)


_HANDLERS = {PlaceMarker: _place_marker, LayRail: _lay_rail, EndTurn: _end_turn,
             ReturnCity: _choose, PassCity: _choose}
