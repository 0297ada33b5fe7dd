"""The Ticket to Ride rules engine: pure transitions over an immutable :class:`GameState`.

``apply(state, action) -> (new_state, steps)`` never changes ``state``. Every rejection is an
:class:`IllegalActionError` with a rule id and an English and German sentence, produced by the
same :func:`why_illegal` that the board uses to grey things out. ``legal_actions`` is
deterministic and in canonical order.

>>> from ttrwidgets.ttr.game import new_game, legal_actions, apply
>>> state, steps = new_game("europe.classic", players=2, seed=1)
>>> state.phase.value, len(state.setup)
('setup', 2)
>>> action = legal_actions(state)[0]
>>> str(action)
'p0 keep E...'
>>> state2, steps = apply(state, action)
>>> state.setup[0] is not None and state2.setup[0] is None   # the old state is unchanged
True
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Callable, NamedTuple

from . import cards as C
from .actions import (Action, BuildStation, ClaimRoute, DrawCard, DrawTickets, KeepTickets,
                      Pass, TakePassengers, TunnelPay, TunnelWithdraw)
from .colours import COLOUR_KEYS, COLOURS, LOCO, Colour
from ..core.errors import IllegalActionError, InvalidActionError, Message, NotFoundError
from .maps import GameMap, RouteKind, load_map
from . import multiroute
from ..core.registry import players_text
from ..core.scenario import named
from .problem import Problem as _Problem, err as _err
from .rules import ROUTE_POINTS, RuleSet, get_rules
from .state import (GameState, PassengerChoice, Phase, PlayerState, SecondCard, TicketChoice,
                    TicketMix, TunnelStage, evolve_player, evolve_state)
from ..core.steps import Step, step

SECOND_CARD = SecondCard()

# --------------------------------------------------------------------------- rule-set hooks
class RuleHooks:
    """What a rule set's mechanics change in the engine, asked through ``state.rules.hooks``
    (one object per rule set, :func:`build_hooks`): the engine never asks which game it plays
    or whether the state has teams. The methods here are the rules without teams and without
    passengers; a mechanic (the Asia teams, :class:`ttrwidgets.ttr.teams.TeamRules`; the
    Deutschland passengers, :class:`ttrwidgets.ttr.passengers.PassengerRules`) is a mixin
    class that overrides some of them (and may call ``super()``), registered by the family
    package (:func:`register_mechanic`) with a ``uses(rules)`` test, so this module imports no
    mechanic."""

    def __init__(self, rules: RuleSet):
        self.rules = rules
        #: the rule set's one action-handler table: :data:`HANDLERS` and the mechanics' entries
        self.handlers = self.handler_table()
        #: the steps cite the game's own rule ids (:func:`_local_steps`)
        self.local_steps = rules.game != "europe"

    # ---- actions
    def handler_table(self) -> dict:
        """Action type -> :class:`Handler`."""
        return dict(HANDLERS)

    # ---- set-up
    def new_game_fields(self, m: GameMap, players: int, seed: int) -> dict:
        """Fields of the new :class:`GameState` the mechanics set (``teams``, ``passengers``);
        raises :class:`InvalidActionError` for a player count they cannot seat."""
        return {}

    def setup_steps(self, state: GameState) -> list:
        """Steps explaining the mechanics' set-up, told right after the deal."""
        return []

    # ---- turns
    def pool(self, state: GameState, seat: int) -> tuple:
        """The cards ``seat`` may pay with (its hand)."""
        return state.players[seat].hand

    def partners(self, state: GameState, seat: int) -> tuple:
        """The seats that play together with ``seat``, itself included, in seat order."""
        return (seat,)

    def visible_tickets(self, state: GameState, seat: int) -> tuple:
        """The tickets ``seat`` plays for and may see (its own)."""
        return state.players[seat].tickets

    def score_index(self, state: GameState, seat: int) -> int:
        """Which entry of ``final_scores(state).seats`` is ``seat``'s score (its own)."""
        return seat

    def add_view(self, state: GameState, seat: int, view: dict, full: dict) -> None:
        """Add to ``view`` (a seat's view, :func:`ttrwidgets.ttr.view.seat_view`) what the
        mechanics show ``seat`` (``full``: the state's JSON). Nothing here."""

    def held_cards(self, state: GameState) -> int:
        """Train cards held outside the hands, piles and pending payments (``setup.cards``)."""
        return 0

    def end_trigger(self, state: GameState, seat: int, players) -> Step | None:
        """``end.trigger``: the step starting the last round once ``seat`` (with the seats
        ``players`` after its turn) ends its turn, or None."""
        p = players[seat]
        if p.trains <= state.rules.end_trains:
            return step("end.trigger", "end.trigger", {"seats": [seat]}, seat=seat,
                        trains=p.trains)
        return None

    def keep_options(self, seat: int, choice: TicketChoice, m: GameMap) -> list:
        """Every answer to the ticket choice ``choice`` (set-up or draw)."""
        return _keep_options(seat, choice, m)

    def turn_actions(self, state: GameState, s: int) -> Sequence:
        """Seat ``s``'s legal actions with nothing pending or the second card pending, in
        canonical order (see :func:`legal_actions`)."""
        if isinstance(state.pending, SecondCard):
            draws = [None] if (state.deck or state.discard) else []
            draws += [c for c in sorted(set(state.faceup)) if c != LOCO]
            return _SecondCards(s, draws)
        return _TurnActions(state, s)

    def pending_actions(self, state: GameState, s: int) -> list:
        """The legal answers to a choice a mechanic left pending (none here)."""
        return []

    #: ``after_claim(state, seat, route, steps) -> state``: what a mechanic does once a claim
    #: is scored, before the turn ends (it ends unless something is left pending); None: nothing
    after_claim = None

    # ---- parallel routes (:mod:`.multiroute`)
    def route_block(self, state: GameState, seat: int | None, r: int, group: tuple):
        """Why the other tracks ``group`` close route ``r`` to ``seat``: ``(rule id, own
        track or None)`` or None (``claim.double-same-player``, ``claim.double-few-players``)."""
        return multiroute.why_closed(state.owners, group, seat, multiroute.few_players(state))

    def closed_for_all(self, state: GameState, groups) -> list:
        """Free routes nobody may claim any more (asked only with few players)."""
        owners = state.owners
        return [r for r, o in enumerate(owners)
                if o < 0 and groups[r] and multiroute.why_closed(owners, groups[r], None, True)]

    def closed_by_claim(self, state: GameState, r: int, group: tuple) -> tuple:
        """The tracks a claim of ``r`` (with the other tracks ``group``) closes to everyone."""
        return group if multiroute.few_players(state) else ()

    def closing_rule(self, state: GameState, group: tuple) -> str:
        return "claim.double-few-players"

    # ---- scoring (:mod:`.scoring`)
    def player_graph(self, state: GameState, seat: int):
        """The routes that count for ``seat`` (its own) as a MultiGraph."""
        from .scoring import own_graph
        return own_graph(state, seat)

    def player_edges(self, state: GameState, seat: int) -> list:
        """:meth:`player_graph` as its edges ``(city, city, route index, length)``, in route
        order (the order the graph adds them)."""
        from .scoring import routes_of
        return routes_of(state, (seat,))

    def final_scores(self, state: GameState):
        from .scoring import seat_scores
        return seat_scores(state)

    def scoring_steps(self, state: GameState, fs) -> list:
        from .scoring import seat_scoring_steps
        return seat_scoring_steps(state, fs)

    # ---- state files (:mod:`.record`): what the mechanics keep beyond the players and piles
    def add_state_json(self, state: GameState, out: dict) -> None:
        """Add to ``out`` (the state as JSON, :func:`ttrwidgets.ttr.record.state_to_json`,
        ``out["pending"]`` included) what the mechanics keep. Nothing here."""

    def pending_from_json(self, rd, kind: str, pj: dict) -> dict:
        """The fields the mechanics add to the pending choice of ``kind`` (``"second_card"``,
        ``"tunnel"``), read from its JSON ``pj`` (``$.pending``); ``rd`` collects the file's
        problems (:class:`ttrwidgets.ttr.record.StateReader`). None here, and the place of a
        first card drawn (``to``) is refused: there is no holder it could have gone to."""
        if kind == "second_card" and "to" in pj:
            rd.fail("$.pending.to", Message("save-file.no-holder", rules=self.rules.id))
        return {}

    def state_fields_from_json(self, rd, data: dict, players: int, ix) -> dict:
        """The :class:`GameState` fields the mechanics keep, read from the state's JSON
        ``data`` (``ix``: the map's lookups, :func:`index`). None here."""
        return {}

    def card_holders(self, state: GameState) -> tuple:
        """Card sets held outside the hands, piles and pending payments (``setup.cards``:
        every card is in one place). None here."""
        return ()

    def ticket_holders(self, state: GameState) -> list:
        """Tickets held outside the players, decks and choices: ``(ticket indices, JSON path
        in the state file)`` each (every ticket is in one place). None here."""
        return []

    # ---- scenarios (:mod:`.scenario`)
    def position_json(self, state: GameState, seat: int, ticket_json) -> dict:
        """What the mechanics add to a scenario position's entry of ``seat`` (each ticket
        written by ``ticket_json(state, ticket)``). Nothing here."""
        return {}

    def score_query(self, state: GameState, query: str, index: int):
        """A scenario's ``longest_path`` or ``completed_tickets`` for the score ``index`` of
        :func:`ttrwidgets.ttr.scoring.final_scores` (here a seat, checked by the caller):
        ``(value, None)`` -- the trail's length, or the completed tickets' indices -- or
        ``(None, problem)``, a sentence saying why ``index`` is not a score."""
        from .scoring import longest_path, ticket_result
        if query == "longest_path":
            return longest_path(state, index)[0], None
        return ticket_result(state, index)[2], None


# On every action the engine reads ``rules._hooks or rules.hooks``: the slot the property fills
# on first use, without the property's call.

#: The mechanics' mixin classes (each with ``uses(rules) -> bool``), in registration order.
MECHANICS: list = []
_HOOK_CLASSES: dict = {}


def register_mechanic(mixin: type) -> None:
    """Let the mixin class ``mixin`` change the engine for the rule sets it ``uses``."""
    if mixin not in MECHANICS:
        MECHANICS.append(mixin)
        _HOOK_CLASSES.clear()


def build_hooks(rules: RuleSet) -> RuleHooks:
    """The hooks of ``rules`` (asked through ``rules.hooks``, which keeps them): the class
    made of the mixins of the mechanics it uses and :class:`RuleHooks`."""
    mixins = tuple(m for m in MECHANICS if m.uses(rules))
    cls = _HOOK_CLASSES.get(mixins)
    if cls is None:
        cls = _HOOK_CLASSES[mixins] = type(
            "".join(m.__name__ for m in mixins) + "RuleHooks", mixins + (RuleHooks,), {})
    return cls(rules)


_PLAYING = (Phase.MAIN, Phase.FINAL)
# Enum members read on every action, as plain globals: looking a member up on its Enum class
# (``Phase.OVER``) costs several times a global name.
_OVER, _SETUP = Phase.OVER, Phase.SETUP
_FERRY, _TUNNEL, _GRAY = RouteKind.FERRY, RouteKind.TUNNEL, Colour.GRAY


# --------------------------------------------------------------------------- map lookups
class _Index:
    """Lookups the engine needs on every action, built once per map object."""

    def __init__(self, m: GameMap):
        self.map = m
        self.route_by_id = {r.id: r.index for r in m.routes}
        self.ticket_by_id = {t.id: t.index for t in m.tickets}
        #: the cities' own names (those that GameMap.city_index finds as themselves), looked
        #: up without normalising the text
        self.city_by_name = {c.name: c.index for c in m.cities if m.city_index(c.name) == c.index}
        self.group = multiroute.groups(m)
        #: routes bucketed by what pays them, for legal_actions: per route colour (-1 for gray)
        #: ``(colour, buckets)``, the buckets ``(bucket, length, colours, ferry locomotives,
        #: ((route, id, parallel group), ...))`` sorted by length, where ``bucket = (length,
        #: colours, ferry locomotives)`` are the arguments of _set_options after the hand
        buckets: dict = {}
        for r in m.routes:
            gray = r.colour == Colour.GRAY
            key = (-1 if gray else int(r.colour),
                   tuple(range(8)) if gray else (int(r.colour),), r.length,
                   r.locomotives if r.kind is RouteKind.FERRY else 0)
            buckets.setdefault(key, []).append((r.index, r.id, self.group[r.index]))
        groups: dict = {}
        for key in sorted(buckets, key=lambda k: (k[2], k[3])):
            colour, colours, length, k = key
            groups.setdefault(colour, []).append(((length, colours, k), length, colours, k,
                                                  tuple(buckets[key])))
        self.claim_groups = tuple((c, tuple(bs)) for c, bs in groups.items())


_INDEX: dict[int, _Index] = {}


def index(m: GameMap) -> _Index:
    ix = _INDEX.get(id(m))
    if ix is None or ix.map is not m:
        ix = _INDEX[id(m)] = _Index(m)
    return ix


def _rng(seed: int, n: int) -> random.Random:
    """The RNG of the ``n``-th shuffle of a game: every shuffle is reproducible on its own."""
    return random.Random(f"ttrwidgets:{seed}:{n}")


def shuffled(items, seed: int, n: int) -> tuple:
    lst = list(items)
    _rng(seed, n).shuffle(lst)
    return tuple(lst)


# --------------------------------------------------------------------------- new game
def ticket_pool(rules: RuleSet, m: GameMap) -> tuple[list[int], list[int]]:
    """(long, regular) ticket indices the variant plays with (``variant.*``)."""
    long_, regular = [], []
    for t in m.tickets:
        if t.deck not in rules.ticket_decks:
            continue
        if rules.single_deck:          # asia.md [decision]: every ticket of the board, one deck
            regular.append(t.index)
        elif rules.big_city_only:
            if t.big_city and not t.long:
                regular.append(t.index)
        elif t.long:
            long_.append(t.index)
        else:
            regular.append(t.index)
    return long_, regular


def new_game(rules: RuleSet | str = "europe.classic", players: int = 2, seed: int = 0,
             game_map: GameMap | None = None) -> tuple[GameState, list[Step]]:
    """Set up a game (``setup.deal``, ``setup.tickets``) and return it with its steps.

    The initial ticket choice is pending for every seat (phase ``setup``).
    """
    if isinstance(rules, str):
        rules = get_rules(rules)
    if not isinstance(players, int) or isinstance(players, bool) or players not in rules.players:
        raise InvalidActionError(Message(
            "action.player-count", game=rules.id, n=repr(players),
            counts=lambda lang: players_text(rules.players, lang)))
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidActionError(Message("action.seed", value=repr(seed)))
    m = game_map or load_map(rules.map_id)
    hooks = rules.hooks
    steps: list[Step] = []
    deck = shuffled([k for k in range(9) for _ in range(14 if k == LOCO else 12)], seed, 0)
    hands = []
    for seat in range(players):
        hand = [0] * 9
        for k in deck[:rules.start_cards]:
            hand[k] += 1
        deck = deck[rules.start_cards:]
        hands.append(tuple(hand))
    steps.append(step("setup.deal", "setup.deal", n=rules.start_cards, players=players))
    faceup, deck = deck[:rules.faceup], deck[rules.faceup:]
    long_, regular = ticket_pool(rules, m)
    long_ = shuffled(long_, seed, 1)
    regular = shuffled(regular, seed, 2)
    s = rules.setup
    setup, later = [], []
    long_deck = ()
    if s.announce:       # de.setup-tickets: nothing is dealt before each seat announces its mix
        setup = [TicketMix(s.regular_offer, s.min_keep)] * players
        later = [()] * players
        long_deck, long_ = long_, ()
        steps.append(step("de.setup-tickets", "setup.announce", n=s.regular_offer, min=s.min_keep))
    for seat in range(players if not s.announce else 0):
        lt, long_ = long_[:s.long_offer], long_[s.long_offer:]
        rt, regular = regular[:s.regular_offer], regular[s.regular_offer:]
        if s.combined:
            offered = lt + rt
            setup.append(TicketChoice(offered, min(s.min_keep, len(offered)), len(offered), "setup"))
            later.append(())
        else:
            setup.append(TicketChoice(lt, s.long_min, min(s.long_max, len(lt)), "setup-long"))
            later.append(rt)
    if not s.announce:
        steps.append(step("setup.tickets", "setup.tickets", players=players))
    state = GameState(
        rules=rules, map=m, seed=seed,
        players=tuple(PlayerState(hand=h, trains=rules.trains) for h in hands),
        owners=(-1,) * len(m.routes), deck=deck, faceup=faceup, discard=(),
        tickets=regular, current=0, phase=Phase.SETUP, pending=None,
        setup=tuple(setup), setup_later=tuple(later), shuffles=3, long_tickets=long_deck,
        **hooks.new_game_fields(m, players, seed))
    steps[1:1] = hooks.setup_steps(state)   # right after the deal
    state, more = _refresh_faceup(state)
    steps.extend(more)
    if hooks.local_steps:
        steps = _local_steps(steps, rules.game)
    return state, steps


# --------------------------------------------------------------------------- card piles
class _Piles:
    """A mutable scratch copy of the card piles used inside one transition."""

    __slots__ = ("deck", "discard", "faceup", "shuffles", "seed", "steps")

    def __init__(self, state: GameState, steps: list):
        self.deck = state.deck
        self.discard = state.discard
        self.faceup = state.faceup
        self.shuffles = state.shuffles
        self.seed = state.seed
        self.steps = steps

    def take_top(self):
        """The top card of the deck, reshuffling the discards first if needed (``draw.reshuffle``)."""
        if not self.deck:
            if not self.discard:
                return None
            self.deck = shuffled(self.discard, self.seed, self.shuffles)
            self.shuffles += 1
            self.steps.append(step("draw.reshuffle", "draw.reshuffle", n=len(self.discard)))
            self.discard = ()
        card, self.deck = self.deck[0], self.deck[1:]
        return card

    def refill(self, slot: int, rules: RuleSet):
        """Replace the face-up card at ``slot`` from the deck, then check ``draw.three-locomotives``."""
        card = self.take_top()
        fu = list(self.faceup)
        if card is None:
            del fu[slot]
        else:
            fu[slot] = card
        self.faceup = tuple(fu)
        self.check_locos(rules)

    def check_locos(self, rules: RuleSet):
        limit = rules.faceup_loco_limit
        rounds = 0
        while self.faceup.count(LOCO) >= limit:
            pool = self.deck + self.discard + self.faceup
            size = min(rules.faceup, len(pool))
            others = len(pool) - pool.count(LOCO)
            if size - min(others, size) >= limit or rounds >= rules.max_refreshes:
                self.steps.append(step("draw.three-locomotives", "draw.three-locomotives.stuck"))
                return
            rounds += 1
            old = self.faceup
            self.discard = self.discard + old
            self.faceup = ()
            new = []
            for _ in range(rules.faceup):
                card = self.take_top()
                if card is None:
                    break
                new.append(card)
            self.faceup = tuple(new)
            self.steps.append(step("draw.three-locomotives", "draw.three-locomotives",
                                   {"cards": [COLOUR_KEYS[c] for c in self.faceup]},
                                   old=[COLOUR_KEYS[c] for c in old],
                                   new=[COLOUR_KEYS[c] for c in self.faceup]))

    def save(self, state: GameState, **changes) -> GameState:
        return evolve_state(state, deck=self.deck, discard=self.discard, faceup=self.faceup,
                            shuffles=self.shuffles, **changes)


def _refresh_faceup(state: GameState) -> tuple[GameState, list[Step]]:
    steps: list[Step] = []
    piles = _Piles(state, steps)
    piles.check_locos(state.rules)
    return piles.save(state), steps


def cards_available(state: GameState) -> bool:
    return bool(state.deck or state.discard or state.faceup)


def _second_available(deck, discard, faceup) -> bool:
    """Can a second card be taken (``draw.exhausted``): any pile card or a non-locomotive face up."""
    return bool(deck or discard) or any(c != LOCO for c in faceup)


# --------------------------------------------------------------------------- turn bookkeeping
def end_turn(state: GameState, steps: list, passed: bool = False) -> GameState:
    """Finish the current player's turn: end trigger, last round, next player."""
    seat = state.current
    p = state.players[seat]
    players = list(state.players)
    players[seat] = evolve_player(p, turns=p.turns + 1)
    return _next_turn(state, steps, players, passed)


def _next_turn(state: GameState, steps: list, players: list, passed: bool = False,
               **changes) -> GameState:
    """:func:`end_turn` for a transition that ends the turn and has changed more: ``players``
    are the seats after it (the current seat's turn already counted), ``changes`` the other
    fields of ``state`` it changed (never those set here), all set in one copy of the state."""
    seat = state.current
    final_turns = state.final_turns
    phase = state.phase
    passes = state.passes + 1 if passed else 0
    n = len(state.players)
    over = False
    if final_turns < 0:
        trigger = (state.rules._hooks or state.rules.hooks).end_trigger(state, seat, players)
        if trigger is not None:
            final_turns = n
            phase = Phase.FINAL
            steps.append(trigger)
    else:
        final_turns -= 1
        if final_turns == 0:
            over = True
    if passes >= n:
        over = True
        steps.append(step("turn.pass", "turn.pass.all", players=n))
    nxt = (seat + 1) % n
    new = evolve_state(state, players=tuple(players), final_turns=final_turns, phase=phase,
                       passes=passes, pending=None, current=nxt, turn=state.turn + 1, **changes)
    if over:
        new = evolve_state(new, phase=Phase.OVER)
        steps.append(step("end.game-over", "end.game-over"))
        hooks = state.rules._hooks or state.rules.hooks  # (the property, once built: the slot)
        steps.extend(hooks.scoring_steps(new, hooks.final_scores(new)))
    else:
        if final_turns >= 0:
            steps.append(step("end.trigger", "turn.next.final", {"seats": [nxt]}, seat=nxt,
                              left=final_turns))
        else:
            steps.append(step("turn.one-action", "turn.next", {"seats": [nxt]}, seat=nxt))
    return new


# --------------------------------------------------------------------------- legality
def _check_turn(state: GameState, action: Action) -> _Problem | None:
    """Whose turn it is and which stage is pending; None if ``action`` may be considered."""
    if state.phase is _OVER:
        return _err("end.game-over", "end.game-over")
    seat = action.seat
    if not isinstance(seat, int) or not 0 <= seat < len(state.players):
        raise InvalidActionError(Message("action.no-seat-in-game", seat=f"p{seat}",
                                         players=state.n_players))
    if state.phase is _SETUP:
        stage = state.setup[seat]
        if stage is None:
            return _err("setup.tickets", "setup.tickets.done", seat=seat)
        if isinstance(stage, TicketMix):
            if not isinstance(action, DrawTickets):
                return _err("de.setup-tickets", "setup.announce-first")
            return None
        if not isinstance(action, KeepTickets):
            return _err("setup.tickets", "setup.tickets.first")
        return None
    if seat != state.current:
        return _err("turn.one-action", "turn.not-yours", seat=seat, current=state.current)
    pend = state.pending
    if pend is None:
        if isinstance(action, (TunnelPay, TunnelWithdraw)):
            return _err("tunnel.reveal", "tunnel.none-pending")
        if isinstance(action, KeepTickets):
            return _err("tickets.draw", "tickets.none-pending")
        if isinstance(action, TakePassengers):
            return _err("de.take-passengers", "passengers.none-pending")
        return None
    if isinstance(pend, SecondCard) and not isinstance(action, DrawCard):
        return _err("draw.two", "draw.second-pending")
    if isinstance(pend, TunnelStage) and not isinstance(action, (TunnelPay, TunnelWithdraw)):
        return _err("tunnel.extra", "tunnel.pending")
    if isinstance(pend, TicketChoice) and not isinstance(action, KeepTickets):
        return _err("tickets.draw", "tickets.pending")
    if isinstance(pend, PassengerChoice) and not isinstance(action, TakePassengers):
        return _err("de.take-passengers", "passengers.pending")
    return None


def route_ref(state: GameState, route) -> int:
    """Route index from an id (``"R017"``) or an index."""
    if isinstance(route, int) and not isinstance(route, bool) and 0 <= route < len(state.owners):
        return route
    r = index(state.map).route_by_id.get(route)
    if r is None:
        raise InvalidActionError(Message("action.no-route", board=board_name(state.map),
                                         **named(route)))
    return r


def board_name(m: GameMap) -> Message:
    """The board's name in each language ("Europe" / "Europa"), for a malformed action's text."""
    return Message("ttr-scen.board", id=m.id, name=m.name, game="map")


def route_closed(state: GameState, seat: int, r: int):
    """None if route ``r`` is open to ``seat``; else the IllegalActionError."""
    owner = state.owners[r]
    if owner >= 0:
        return _err("claim.open-route", "claim.taken", route=r, owner=owner)
    closed = multiroute.block(state, seat, r)
    if closed is not None:
        rule, own = closed
        if own is not None:   # claim.double-same-player (asia.doubles-team: the partner's)
            return _err(rule, rule, route=r, other=own)
        return _err(rule, rule, route=r, players=state.n_players,
                    min=state.rules.double_min_players)
    if state.players[seat].trains < state.map.routes[r].length:
        return _err("claim.trains", "claim.trains", route=r,
                    trains=state.players[seat].trains, length=state.map.routes[r].length)
    return None


def payment_problem(state: GameState, seat: int, r: int, cards: tuple):
    """Why ``cards`` cannot pay for route ``r`` (``claim.color``/``claim.gray``/``ferry.locomotives``)."""
    route = state.map.routes[r]
    n = route.length
    gray = route.colour == _GRAY
    rule = "claim.gray" if gray else "claim.color"
    total = sum(cards)
    used = C.colours_used(cards)
    if total != n:
        return _err(rule, "claim.count", route=r, length=n, paid=C.card_dict(cards))
    if gray and len(used) > 1:
        return _err(rule, "claim.gray.mixed", route=r, paid=C.card_dict(cards))
    if not gray and any(c != route.colour for c in used):
        return _err(rule, "claim.color.wrong", route=r, colour=Colour(route.colour).key,
                    paid=C.card_dict(cards))
    if route.kind is _FERRY and cards[LOCO] < route.locomotives:
        return _err("ferry.locomotives", "ferry.locomotives", route=r, need=route.locomotives,
                    locos=cards[LOCO])
    if not C.covers(state.players[seat].hand, cards):
        return _err(rule, "cards.not-held", paid=C.card_dict(cards),
                    hand=C.card_dict(state.players[seat].hand))
    return None


def _set_options(hand: tuple, n: int, colours, min_locos: int = 0, allow_all_locos: bool = True):
    """Canonical card sets of ``n`` cards: one colour from ``colours`` + locomotives.

    Ordered by number of locomotives, then colour; the all-locomotive set once, last.
    """
    locos = hand[LOCO]
    out = []
    for L in range(min_locos, min(n - 1, locos) + 1):
        need = n - L
        for c in colours:
            if hand[c] >= need:
                out.append(C.single(c, need, L))
    if allow_all_locos and locos >= n and n >= min_locos:
        out.append(C.single(LOCO, 0, n))
    return out


def _count_set_options(hand: tuple, n: int, colours, min_locos: int = 0) -> int:
    """``len(_set_options(hand, n, colours, min_locos))`` without building the card sets.

    ``_set_options`` takes colour ``c`` with ``L`` locomotives for every ``L`` from
    ``min_locos`` to ``min(n - 1, locos)`` with ``hand[c] >= n - L``, that is from
    ``max(min_locos, n - hand[c])``: a range of whole numbers, counted at once; plus the
    all-locomotive set."""
    locos = hand[LOCO]
    top = min(n - 1, locos)
    count = 0
    for c in colours:
        low = n - hand[c]
        if low < min_locos:
            low = min_locos
        if top >= low:
            count += top - low + 1
    if locos >= n and n >= min_locos:
        count += 1
    return count


def claim_options(state: GameState, seat: int, route) -> list[tuple]:
    """The distinct card sets ``seat`` may pay for ``route`` now (``[]`` if it cannot be claimed).

    Ignores whose turn it is; it answers "with this hand, how could this route be paid?".
    """
    r = route_ref(state, route)
    if route_closed(state, seat, r) is not None:
        return []
    rt = state.map.routes[r]
    colours = range(8) if rt.colour == Colour.GRAY else (int(rt.colour),)
    k = rt.locomotives if rt.kind is RouteKind.FERRY else 0
    hand = (state.rules._hooks or state.rules.hooks).pool(state, seat)
    return _set_options(hand, rt.length, colours, k)


def station_cost(state: GameState, seat: int) -> int | None:
    built = len(state.players[seat].stations)
    costs = state.rules.station_costs
    return costs[built] if built < min(len(costs), state.rules.stations) else None


def station_options(state: GameState, seat: int) -> list[tuple]:
    """Card sets that pay for ``seat``'s next station (``station.cost``)."""
    n = station_cost(state, seat)
    if n is None:
        return []
    return _set_options(state.players[seat].hand, n, range(8))


def _station_problem(state: GameState, seat: int, city: int, cards: tuple):
    rules = state.rules
    p = state.players[seat]
    if rules.stations <= 0:
        return _err("station.build", "station.none-in-game")
    if len(p.stations) >= rules.stations:
        return _err("station.build", "station.all-built", max=rules.stations)
    owner = state.station_owner(city)
    if owner >= 0:
        return _err("station.build", "station.city-taken", city=city, owner=owner)
    n = station_cost(state, seat)
    if sum(cards) != n or len(C.colours_used(cards)) > 1:
        return _err("station.cost", "station.cost", n=n, nth=len(p.stations) + 1,
                    paid=C.card_dict(cards))
    if not C.covers(p.hand, cards):
        return _err("station.cost", "cards.not-held", paid=C.card_dict(cards),
                    hand=C.card_dict(p.hand))
    return None


def tunnel_options(state: GameState) -> list[tuple]:
    """Card sets that pay the pending tunnel's extra cards."""
    pend = state.pending
    if not isinstance(pend, TunnelStage):
        return []
    hand = (state.rules._hooks or state.rules.hooks).pool(state, state.current)
    if pend.colour == LOCO:
        return [C.single(LOCO, 0, pend.extra)] if hand[LOCO] >= pend.extra else []
    return _set_options(hand, pend.extra, (pend.colour,))


def tunnel_pay_problem(state: GameState, cards: tuple):
    pend = state.pending
    used = C.colours_used(cards)
    ok = sum(cards) == pend.extra and all(c == pend.colour for c in used)
    if pend.colour == LOCO:
        ok = ok and not used
    if not ok:
        return _err("tunnel.extra", "tunnel.extra.wrong", extra=pend.extra,
                    colour=Colour(pend.colour).key, paid=C.card_dict(cards))
    if not C.covers(state.players[state.current].hand, cards):
        return _err("tunnel.extra", "cards.not-held", paid=C.card_dict(cards),
                    hand=C.card_dict(state.players[state.current].hand))
    return None


def ticket_refs(state: GameState, ids) -> tuple[int, ...]:
    ix = index(state.map)
    out = []
    for t in ids:
        if isinstance(t, int) and not isinstance(t, bool):
            out.append(t)
            continue
        if t not in ix.ticket_by_id:
            raise InvalidActionError(Message("action.no-ticket", board=board_name(state.map),
                                             **named(t)))
        out.append(ix.ticket_by_id[t])
    return tuple(out)


def keep_problem(state: GameState, choice: TicketChoice, kept: tuple):
    rule = "tickets.draw" if choice.stage == "draw" else "setup.tickets"
    if len(set(kept)) != len(kept) or any(t not in choice.offered for t in kept):
        return _err(rule, "tickets.not-offered", offered=list(choice.offered))
    if len(kept) < choice.min_keep:
        return _err(rule, "tickets.keep-min", min=choice.min_keep, offered=len(choice.offered))
    if len(kept) > choice.max_keep:
        return _err(rule, "tickets.keep-max", max=choice.max_keep)
    return None


def _has_other_action(state: GameState, seat: int) -> bool:
    """True if ``seat`` (to move, no pending stage) has any legal action other than passing."""
    if cards_available(state) or state.tickets or state.long_tickets:
        return True
    for r in range(len(state.owners)):
        if state.owners[r] < 0 and claim_options(state, seat, r):
            return True
    if station_options(state, seat):
        return any(state.station_owner(c.index) < 0 for c in state.map.cities)
    return False


def why_illegal(state: GameState, action: Action) -> IllegalActionError | None:
    """The :class:`IllegalActionError` explaining why ``action`` is not allowed now, or None.

    Malformed actions (unknown route, ticket, city, seat) raise :class:`InvalidActionError`.
    The same function feeds :func:`apply`, greyed-out buttons and tooltips.
    """
    problem = _problem(state, action)
    return None if problem is None else problem.error(state.map, state.rules.game)


def _problem(state: GameState, action: Action):
    return _handler_problem(state, action)[1]


def _handler_problem(state: GameState, action: Action) -> tuple:
    """``(handler, problem)``: the rule set's handler of ``action`` and why it is illegal now
    (None if it is legal); raises :class:`InvalidActionError` for a malformed action."""
    if not isinstance(action, Action):
        raise InvalidActionError(Message("action.not-an-action", value=repr(action)))
    handler = (state.rules._hooks or state.rules.hooks).handlers.get(type(action))
    if handler is None:
        raise InvalidActionError(Message("action.unknown-action", value=repr(action)))
    problem = _check_turn(state, action)
    if problem is not None:
        return handler, problem
    return handler, handler.check(state, action)


def check_draw_card(state: GameState, action: DrawCard):
    first = state.pending is None
    if action.source == "deck":
        if not (state.deck or state.discard):
            return _err("draw.exhausted", "draw.deck-empty")
        return None
    if action.source != "faceup":
        raise InvalidActionError(Message("action.draw-source", **named(action.source)))
    colour = action.colour
    if type(colour) is not Colour:  # a Colour already (legal_actions, parse_action): no Enum call
        try:
            colour = Colour(colour)
        except (TypeError, ValueError):
            raise InvalidActionError(Message("action.not-a-card-colour",
                                             value=repr(action.colour))) from None
    if colour not in state.faceup:
        return _err("draw.two", "draw.not-faceup", colour=colour.key,
                    faceup=[COLOUR_KEYS[c] for c in state.faceup])
    if colour == LOCO and not first:
        return _err("draw.faceup-locomotive", "draw.faceup-locomotive.second")
    return None


def _check_claim(state: GameState, action: ClaimRoute):
    r = route_ref(state, action.route)
    check_cardset(action.cards)
    return route_closed(state, action.seat, r) or \
        payment_problem(state, action.seat, r, action.cards)


def _check_tunnel_pay(state: GameState, action: TunnelPay):
    check_cardset(action.cards)
    return tunnel_pay_problem(state, action.cards)


def _check_draw_tickets(state: GameState, action: DrawTickets):
    stage = state.setup[action.seat] if state.phase is Phase.SETUP else None
    if not (state.rules.ticket_mix or isinstance(stage, TicketMix)):
        if action.short or action.long:
            raise InvalidActionError(Message("action.one-ticket-deck", game=state.rules.id))
        if not state.tickets:
            return _err("tickets.draw", "tickets.deck-empty")
        return None
    # de.setup-tickets / de.draw-tickets: an announced mix of the short and the long deck
    rule = "de.setup-tickets" if stage is not None else "de.draw-tickets"
    n = stage.total if stage is not None else state.rules.tickets_drawn
    short, long_ = action.short, action.long
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in (short, long_)):
        raise InvalidActionError(Message("action.ticket-mix", short=repr(short),
                                         long=repr(long_)))
    if short < 0 or long_ < 0 or short + long_ != n:
        return _err(rule, "tickets.mix", n=n)
    if not (state.tickets or state.long_tickets):
        return _err(rule, "tickets.deck-empty")
    n_short, n_long = len(state.tickets), len(state.long_tickets)
    if n_short + n_long >= n and (short > n_short or long_ > n_long):
        # fewer than n only when both decks together hold fewer: the mix must fit the decks
        return _err(rule, "tickets.mix-fit", n=n, short=n_short, long=n_long)
    if n_short + n_long < n and (short < n_short or long_ < n_long):
        # both decks together hold fewer than n: the player draws the tickets that remain
        return _err(rule, "tickets.mix-all", n=n, short=n_short, long=n_long,
                    total=n_short + n_long)
    return None


def _check_keep(state: GameState, action: KeepTickets):
    choice = state.setup[action.seat] if state.phase is Phase.SETUP else state.pending
    return keep_problem(state, choice, ticket_refs(state, action.tickets))


def _check_station(state: GameState, action: BuildStation):
    check_cardset(action.cards)
    return _station_problem(state, action.seat, city_ref(state, action.city), action.cards)


def _no_passenger_choice(state: GameState, action: TakePassengers):
    """Without passengers no passenger choice ever pends (:func:`_check_turn` refuses first)."""
    return _err("de.take-passengers", "passengers.none-pending")


def _no_passengers(state: GameState, action: TakePassengers, steps: list) -> GameState:
    raise InvalidActionError(Message("action.no-passengers", game=state.rules.id))


def _check_pass(state: GameState, action: Pass):
    if _has_other_action(state, action.seat):
        return _err("turn.pass", "turn.pass.not-allowed")
    return None


def check_cardset(cards) -> None:
    if type(cards) is tuple and len(cards) == 9 and set(map(type, cards)) == _INT_ONLY \
            and min(cards) >= 0:
        return  # the common case, checked without a loop in Python: nine plain ints >= 0
    if (not isinstance(cards, tuple) or len(cards) != 9
            or any(not isinstance(n, int) or isinstance(n, bool) or n < 0 for n in cards)):
        raise InvalidActionError(Message("action.not-a-card-set", value=repr(cards)))


_INT_ONLY = {int}


def city_ref(state: GameState, city) -> int:
    if isinstance(city, int) and not isinstance(city, bool) and 0 <= city < len(state.map.cities):
        return city
    try:
        i = index(state.map).city_by_name.get(city)
        return i if i is not None else state.map.city_index(city)
    except NotFoundError:            # the map's own words, in every language
        raise
    except (KeyError, TypeError, AttributeError):
        raise InvalidActionError(Message("action.no-city", board=board_name(state.map),
                                         **named(city))) from None


# --------------------------------------------------------------------------- checks for previews
# The parts of the legality check a preview asks one at a time (what a learner fixes first).
# Each gives the IllegalActionError (with the game's own rule id), or None.
def _error(state: GameState, problem) -> IllegalActionError | None:
    return None if problem is None else problem.error(state.map, state.rules.game)


def turn_problem(state: GameState, action: Action) -> IllegalActionError | None:
    """Whose turn it is and what is pending: may ``action``'s kind be played now at all?"""
    return _error(state, _check_turn(state, action))


def route_problem(state: GameState, seat: int, route) -> IllegalActionError | None:
    """Is ``route`` open to ``seat`` (``claim.open-route``, parallel tracks, ``claim.trains``)?
    The cards are not asked."""
    return _error(state, route_closed(state, seat, route_ref(state, route)))


def station_site_problem(state: GameState, seat: int, city) -> IllegalActionError | None:
    """May ``seat`` build its next station in ``city`` (stations left, city free)? The cards
    are not asked."""
    c = city_ref(state, city)
    n = station_cost(state, seat)
    # any payment of the right size: only the cost check can fail on it, and that is not asked
    problem = _station_problem(state, seat, c, C.single(LOCO, 0, n) if n else (0,) * 9)
    return None if problem is None or problem[0] == "station.cost" else _error(state, problem)


def is_legal(state: GameState, action: Action) -> bool:
    try:
        return _problem(state, action) is None
    except InvalidActionError:
        return False


# --------------------------------------------------------------------------- legal actions
def active_seats(state: GameState) -> list[int]:
    """Seats that may act now (all undecided seats during setup, else the current player)."""
    if state.phase is _OVER:
        return []
    if state.phase is _SETUP:
        return [s for s, c in enumerate(state.setup) if c is not None]
    return [state.current]


def _mix_options(state: GameState, seat: int, n: int) -> list[DrawTickets]:
    """Every announced mix of ``n`` tickets, most short tickets first."""
    return [DrawTickets(seat, n - k, k) for k in range(n + 1)]


def _keep_options(seat: int, choice: TicketChoice, m: GameMap) -> list[Action]:
    ids = [m.tickets[t].id for t in choice.offered]
    out = []
    for k in range(choice.min_keep, choice.max_keep + 1):
        for combo in combinations(ids, k):
            out.append(KeepTickets(seat, combo))
    return out


def legal_actions(state: GameState, seat: int | None = None) -> list[Action]:
    """Every legal action, in canonical order (for ``seat``, or every active seat).

    Draws first (deck, then face-up colours in colour order), then ticket draw, then claims by
    route, then stations by city, each payment option in :func:`claim_options` order.
    """
    return list(legal_sequence(state, seat))


def legal_sequence(state: GameState, seat: int | None = None) -> Sequence[Action]:
    """:func:`legal_actions` as a sequence: the same actions in the same order, but at the start
    of a turn and for the second card (the common cases) a lazy one that builds an action only
    when it is indexed, so that picking one at random (``rng.choice``: ``len``, then one index)
    builds one action."""
    seats = active_seats(state)
    if seat is not None and seats != [seat]:  # (if it is [seat], the filter keeps it as it is)
        seats = [s for s in seats if s == seat]
    if not seats:
        return []
    m = state.map
    if state.phase is _SETUP:
        out: list[Action] = []
        for s in seats:
            stage = state.setup[s]
            if isinstance(stage, TicketMix):
                out.extend(a for a in _mix_options(state, s, stage.total)
                           if _check_draw_tickets(state, a) is None)
            else:
                out.extend(state.rules.hooks.keep_options(s, stage, m))
        return out
    s = seats[0]
    pend = state.pending
    if pend is None or isinstance(pend, SecondCard):
        return (state.rules._hooks or state.rules.hooks).turn_actions(state, s)
    if isinstance(pend, TicketChoice):
        return state.rules.hooks.keep_options(s, pend, m)
    if isinstance(pend, TunnelStage):
        return [TunnelPay(s, cs) for cs in tunnel_options(state)] + [TunnelWithdraw(s)]
    return state.rules.hooks.pending_actions(state, s)


def _draw_action(s: int, c) -> DrawCard:
    """Seat ``s`` draws from the deck (``c`` None) or the face-up colour ``c``."""
    return DrawCard(s, "deck") if c is None else DrawCard(s, "faceup", COLOURS[c])


class _SecondCards(Sequence):
    """The legal second draws (``draw.two``): the deck (None) and the face-up colours in
    colour order, each action built when it is indexed."""

    __slots__ = ("seat", "draws")

    def __init__(self, s: int, draws: list):
        self.seat, self.draws = s, draws

    def __len__(self) -> int:
        return len(self.draws)

    def __getitem__(self, i: int) -> DrawCard:
        return _draw_action(self.seat, self.draws[i])

    def __iter__(self):
        return iter([_draw_action(self.seat, c) for c in self.draws])


class _TurnActions(Sequence):
    """The legal actions of seat ``s`` at the start of its turn (nothing pending), in canonical
    order: deck draw, face-up draws by colour, ticket draws, claims by route (each route's
    payments in :func:`claim_options` order), stations by city (each in
    :func:`station_options` order); just Pass when there is nothing else.

    What the actions are is worked out here as counts (see :func:`_claim_hits`); ``_all``
    builds every action (legal_actions), ``self[i]`` only the ``i``-th one, walking the same
    segments in the same order (tests check ``_all() == [self[i] for i in range(len(self))]``)."""

    __slots__ = ("seat", "hand", "draws", "tickets", "claims", "n_claims", "sorted",
                 "_cities", "taken", "map", "_station_opts", "n_station", "station_cost", "n")

    def __init__(self, state: GameState, s: int):
        self.seat = s
        self.hand = hand = state.players[s].hand
        #: the draws: None for the deck, then the face-up colours in colour order
        self.draws = [None] if (state.deck or state.discard) else []
        self.draws += sorted(set(state.faceup))
        #: the ticket draws: the announced mixes the decks allow (``de.draw-tickets``), or
        #: None for the one plain draw
        if state.rules.ticket_mix:
            self.tickets = [a for a in _mix_options(state, s, state.rules.tickets_drawn)
                            if _check_draw_tickets(state, a) is None]
        else:
            self.tickets = [None] if state.tickets else []
        self.claims, self.n_claims, self.sorted = [], 0, True
        self._station_opts, self.n_station, self._cities, n_cities = [], 0, [], 0
        if sum(hand):
            self.claims, self.n_claims = _claim_hits(state, s, hand)
            self.sorted = False
            cost = station_cost(state, s)
            # station_options(state, s), counted (built when asked: station_opts())
            self.n_station = 0 if cost is None else _count_set_options(hand, cost, range(8))
            if self.n_station:
                self.station_cost = cost
                self._station_opts = None
                self.taken = {c for p in state.players for c in p.stations}
                self.map = state.map
                self._cities = None  # built when asked (cities())
                n_cities = len(state.map.cities) - len(self.taken)
        self.n = (len(self.draws) + len(self.tickets) + self.n_claims
                  + n_cities * self.n_station) or 1  # 1: Pass alone

    def __len__(self) -> int:
        return self.n

    def _claims(self) -> list[tuple]:
        """``(route index, route id, number of payments, bucket)`` in route order."""
        if not self.sorted:
            self.claims.sort()  # by route index (unique: the rest of the tuple is never compared)
            self.sorted = True
        return self.claims

    def station_opts(self) -> list[tuple]:
        """:func:`station_options` of the seat (built when asked)."""
        if self._station_opts is None:
            self._station_opts = _set_options(self.hand, self.station_cost, range(8))
        return self._station_opts

    def cities(self) -> list[str]:
        """The names of the cities without a station, in map order."""
        if self._cities is None:
            taken = self.taken
            self._cities = [city.name for city in self.map.cities if city.index not in taken]
        return self._cities

    def _all(self) -> list[Action]:
        s = self.seat
        out = [_draw_action(s, c) for c in self.draws]
        out += [DrawTickets(s) if t is None else t for t in self.tickets]
        built: dict = {}  # each bucket's payments, built once
        for _, rid, _, bucket in self._claims():
            opts = built.get(bucket)
            if opts is None:
                opts = built[bucket] = _set_options(self.hand, *bucket)
            out += [ClaimRoute(s, rid, cs) for cs in opts]
        if self.n_station:
            opts = self.station_opts()
            for city in self.cities():
                out += [BuildStation(s, city, cs) for cs in opts]
        return out or [Pass(s)]

    def __iter__(self):
        return iter(self._all())

    def __getitem__(self, i: int) -> Action:
        n = self.n
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("legal action index out of range")
        s = self.seat
        if i < len(self.draws):
            return _draw_action(s, self.draws[i])
        i -= len(self.draws)
        if i < len(self.tickets):
            t = self.tickets[i]
            return DrawTickets(s) if t is None else t
        i -= len(self.tickets)
        if i < self.n_claims:
            for _, rid, count, bucket in self._claims():
                if i < count:
                    return ClaimRoute(s, rid, _set_options(self.hand, *bucket)[i])
                i -= count
        i -= self.n_claims
        k = self.n_station
        if k:  # city by city, each with every payment
            return BuildStation(s, self.cities()[i // k], self.station_opts()[i % k])
        return Pass(s)  # n == 1 and nothing else is legal


def _claim_hits(state: GameState, s: int, hand: tuple) -> tuple[list, int]:
    """Every route seat ``s`` may claim, as ``(route index, route id, number of payments,
    bucket)`` in no particular order, and the number of claims (routes times payments).

    ``_set_options(hand, *bucket)`` gives the route's payments in :func:`claim_options` order:
    the same answers as :func:`claim_options` route by route, found faster. Routes are bucketed
    by what pays them (colours, length, ferry locomotives); a bucket the hand cannot possibly
    pay is skipped whole, the others count their payments once (:func:`_count_set_options`)
    and build them only if asked."""
    ix = index(state.map)
    owners = state.owners
    trains = state.players[s].trains
    few = multiroute.few_players(state)
    why_closed = multiroute.why_closed
    locos = hand[LOCO]
    most = max(hand[:LOCO])
    hits = []
    total = 0
    for colour, buckets in ix.claim_groups:
        # necessary for any payment: enough cards of the best colour + locomotives, enough
        # trains (claim.trains), enough locomotives for a ferry; the buckets go by length, so
        # the first one too long ends this colour
        most_cards = (most if colour < 0 else hand[colour]) + locos
        longest = most_cards if most_cards < trains else trains
        for bucket, length, colours, k, routes in buckets:
            if length > longest:
                break
            if locos < k:
                continue
            count = 0
            for r, rid, group in routes:
                if owners[r] >= 0:
                    continue
                if group and why_closed(owners, group, s, few):
                    continue
                if not count:
                    count = _count_set_options(hand, length, colours, k)
                    if not count:
                        break
                hits.append((r, rid, count, bucket))
                total += count
    return hits, total


# --------------------------------------------------------------------------- transitions
def apply(state: GameState, action: Action) -> tuple[GameState, list[Step]]:
    """Apply ``action``: the new state and the explanation steps. Raises if illegal.

    An illegal or malformed action raises and leaves ``state`` untouched (it is immutable).
    """
    handler, problem = _handler_problem(state, action)
    if problem is not None:
        raise problem.error(state.map, state.rules.game)
    steps: list[Step] = []
    new = handler.run(state, action, steps)
    if state.rules._hooks.local_steps:      # (built by _handler_problem)
        steps = _local_steps(steps, state.rules.game)
    return new, steps


def _local_steps(steps: list, game: str) -> list[Step]:
    """The steps citing ``game``'s own rule ids where its rules file replaces a Europe rule
    (Deutschland's ``de.multi-routes`` for ``claim.double-few-players``, ...)."""
    from ..core.rulebook import local_rule_id
    return [st._replace(rule=local_rule_id(game, st.rule)) for st in steps]


def _run_claim(state: GameState, action: ClaimRoute, steps: list) -> GameState:
    return claim_route(state, action.seat, route_ref(state, action.route), action.cards, steps)


def _run_keep(state: GameState, action: KeepTickets, steps: list) -> GameState:
    kept = ticket_refs(state, action.tickets)
    if state.phase is Phase.SETUP:
        return keep_setup_tickets(state, action.seat, kept, steps)
    return keep_tickets(state, kept, steps)


def _run_station(state: GameState, action: BuildStation, steps: list) -> GameState:
    return _station(state, action.seat, city_ref(state, action.city), action.cards, steps)


def _run_pass(state: GameState, action: Pass, steps: list) -> GameState:
    steps.append(step("turn.pass", "turn.pass", {"seats": [action.seat]}, seat=action.seat))
    return end_turn(state, steps, passed=True)


class Handler(NamedTuple):
    """What the engine does with one kind of action: ``check(state, action)`` gives the problem
    (or None) once the turn structure allows the action; ``run(state, action, steps)`` gives
    the new state, appending the explanation steps."""
    check: Callable
    run: Callable


def _with_hand(state: GameState, seat: int, hand: tuple, **more) -> tuple:
    players = list(state.players)
    players[seat] = evolve_player(players[seat], hand=hand, **more)
    return tuple(players)


def draw_card(state: GameState, action: DrawCard, steps: list) -> GameState:
    seat = action.seat
    piles = _Piles(state, steps)
    first = state.pending is None
    if action.source == "deck":
        card = piles.take_top()
        rule = "draw.blind-locomotive" if card == LOCO else "draw.two"
        key = "draw.blind." + ("first" if first else "second")
        steps.append(step(rule, key, {"cards": [COLOUR_KEYS[card]], "seats": [seat]},
                          seat=seat, colour=COLOUR_KEYS[card]))
        ends_draw = not first
    else:
        card = int(action.colour)
        slot = state.faceup.index(card)
        if card == LOCO:
            steps.append(step("draw.faceup-locomotive", "draw.faceup-locomotive",
                              {"cards": ["locomotive"], "seats": [seat]}, seat=seat))
            ends_draw = True
        else:
            steps.append(step("draw.two", "draw.faceup." + ("first" if first else "second"),
                              {"cards": [COLOUR_KEYS[card]], "seats": [seat]},
                              seat=seat, colour=COLOUR_KEYS[card]))
            ends_draw = not first
        piles.refill(slot, state.rules)
    p = state.players[seat]
    hand = list(p.hand)
    hand[card] += 1
    if not ends_draw:
        if piles.deck or piles.discard or _second_available((), (), piles.faceup):
            return piles.save(state, players=_with_hand(state, seat, tuple(hand)),
                              pending=SECOND_CARD)
        steps.append(step("draw.exhausted", "draw.exhausted.one-card", seat=seat))
    players = list(state.players)
    players[seat] = evolve_player(p, hand=tuple(hand), turns=p.turns + 1)
    return _next_turn(state, steps, players, deck=piles.deck, discard=piles.discard,
                      faceup=piles.faceup, shuffles=piles.shuffles)


def _finish_claim(state: GameState, seat: int, r: int, hand: tuple, steps: list,
                  paid: tuple, **changes) -> GameState:
    """``claim.score``: ``seat`` owns route ``r`` and holds ``hand``; then the rest of the
    claim: the mechanics' (``RuleHooks.after_claim``: passengers, ``de.take-passengers``), and
    the turn ends (unless a choice pends). ``changes`` are other fields the claim changed (the card piles), set in the same
    copy of the state."""
    route = state.map.routes[r]
    points = ROUTE_POINTS[route.length]
    p = state.players[seat]
    players = list(state.players)
    owners = list(state.owners)
    owners[r] = seat
    steps.append(step("claim.score", "claim.done", {"routes": [r], "seats": [seat]},
                      seat=seat, route=r, paid=C.card_dict(paid), points=points,
                      length=route.length))
    closed = multiroute.closed_by_claim(state, r)
    if closed:
        steps.append(step(multiroute.closing_rule(state, r), "claim.double-closed",
                          {"routes": list(closed)}, route=closed[0], players=state.n_players))
    after = (state.rules._hooks or state.rules.hooks).after_claim
    if after is not None:
        players[seat] = evolve_player(p, hand=hand, trains=p.trains - route.length,
                                      score=p.score + points)
        new = evolve_state(state, players=tuple(players), owners=tuple(owners), pending=None,
                           **changes)
        new = after(new, seat, r, steps)
        if new.pending is not None:
            return new
        return end_turn(new, steps)
    players[seat] = evolve_player(p, hand=hand, trains=p.trains - route.length,
                                  score=p.score + points, turns=p.turns + 1)
    return _next_turn(state, steps, players, owners=tuple(owners), **changes)


def claim_route(state: GameState, seat: int, r: int, cards: tuple, steps: list) -> GameState:
    route = state.map.routes[r]
    hand = C.sub(state.players[seat].hand, cards)
    if route.kind is _FERRY:
        steps.append(step("ferry.locomotives", "ferry.paid", {"routes": [r]}, route=r,
                          need=route.locomotives))
    if route.kind is _TUNNEL and state.rules.tunnels:
        piles = _Piles(state, steps)
        revealed = []
        for _ in range(route.reveal):
            c = piles.take_top()
            if c is None:
                break
            revealed.append(c)
        used = C.colours_used(cards)
        colour = used[0] if used else LOCO
        extra = sum(1 for c in revealed if c == LOCO or c == colour)
        rev_keys = [COLOUR_KEYS[c] for c in revealed]
        steps.append(step("tunnel.reveal", "tunnel.reveal", {"routes": [r], "cards": rev_keys},
                          seat=seat, route=r, paid=C.card_dict(cards), revealed=rev_keys))
        key = "tunnel.extra.none" if extra == 0 else (
            "tunnel.extra.loco-only" if colour == LOCO else "tunnel.extra")
        steps.append(step("tunnel.extra", key, {"cards": rev_keys},
                          extra=extra, colour=COLOUR_KEYS[colour]))
        if extra == 0:
            piles.discard = piles.discard + tuple(revealed) + _expand(cards)
            steps.append(step("tunnel.discard", "tunnel.discard", n=len(revealed)))
            return _finish_claim(state, seat, r, hand, steps, cards, deck=piles.deck,
                                 discard=piles.discard, faceup=piles.faceup,
                                 shuffles=piles.shuffles)
        new = piles.save(state, players=_with_hand(state, seat, hand),
                         pending=TunnelStage(r, cards, colour, tuple(revealed), extra))
        if not tunnel_options(new):
            steps.append(step("tunnel.withdraw", "tunnel.cannot-pay", extra=extra))
        return new
    return _finish_claim(state, seat, r, hand, steps, cards,
                         discard=state.discard + _expand(cards))


def _expand(cards: tuple) -> tuple:
    out = []
    for k, n in enumerate(cards):
        if n:
            out += [k] * n
    return tuple(out)


def pay_tunnel(state: GameState, cards: tuple, steps: list) -> GameState:
    pend: TunnelStage = state.pending
    seat = state.current
    hand = C.sub(state.players[seat].hand, cards)
    steps.append(step("tunnel.extra", "tunnel.paid", {"routes": [pend.route]},
                      seat=seat, paid=C.card_dict(cards)))
    steps.append(step("tunnel.discard", "tunnel.discard", n=len(pend.revealed)))
    return _finish_claim(state, seat, pend.route, hand, steps, C.add(pend.paid, cards),
                         discard=state.discard + pend.revealed + _expand(pend.paid)
                         + _expand(cards))


def withdraw_tunnel(state: GameState, steps: list) -> GameState:
    pend: TunnelStage = state.pending
    seat = state.current
    hand = C.add(state.players[seat].hand, pend.paid)
    steps.append(step("tunnel.withdraw", "tunnel.withdraw", {"routes": [pend.route]},
                      seat=seat, route=pend.route, paid=C.card_dict(pend.paid)))
    steps.append(step("tunnel.discard", "tunnel.discard", n=len(pend.revealed)))
    new = evolve_state(state, players=_with_hand(state, seat, hand),
                       discard=state.discard + pend.revealed, pending=None)
    return end_turn(new, steps)


def _draw_mix(state: GameState, action: DrawTickets, min_keep: int, stage: str,
               steps: list) -> GameState:
    """``de.draw-tickets`` / ``de.setup-tickets``: the announced numbers from the top of the
    short and the long deck (fewer where a deck runs out); the choice pends for the seat."""
    seat = action.seat
    short, rest_s = state.tickets[:action.short], state.tickets[action.short:]
    long_, rest_l = state.long_tickets[:action.long], state.long_tickets[action.long:]
    offered = short + long_
    mk = min(min_keep, len(offered))
    choice = TicketChoice(offered, mk, len(offered), stage)
    steps.append(step("de.setup-tickets" if stage == "setup" else "de.draw-tickets",
                      "tickets.drawn-mix", {"seats": [seat]}, seat=seat, short=len(short),
                      long=len(long_), n=len(offered), min=mk))
    if stage == "setup":
        setup = list(state.setup)
        setup[seat] = choice
        return evolve_state(state, tickets=rest_s, long_tickets=rest_l, setup=tuple(setup))
    return evolve_state(state, tickets=rest_s, long_tickets=rest_l, pending=choice)


def _draw_tickets(state: GameState, action: DrawTickets, steps: list) -> GameState:
    if state.phase is Phase.SETUP:
        return _draw_mix(state, action, state.setup[action.seat].min_keep, "setup", steps)
    if state.rules.ticket_mix:
        return _draw_mix(state, action, state.rules.tickets_min_keep, "draw", steps)
    n = state.rules.tickets_drawn
    offered, rest = state.tickets[:n], state.tickets[n:]
    mk = min(state.rules.tickets_min_keep, len(offered))
    steps.append(step("tickets.draw", "tickets.drawn", {"seats": [state.current]},
                      seat=state.current, n=len(offered), min=mk))
    return evolve_state(state, tickets=rest,
                        pending=TicketChoice(offered, mk, len(offered), "draw"))


def keep_tickets(state: GameState, kept: tuple, steps: list) -> GameState:
    pend: TicketChoice = state.pending
    seat = state.current
    returned = tuple(t for t in pend.offered if t not in kept)
    p = state.players[seat]
    players = list(state.players)
    players[seat] = evolve_player(p, tickets=p.tickets + kept)
    steps.append(step("tickets.keep", "tickets.kept", {"seats": [seat]}, seat=seat,
                      kept=len(kept), returned=len(returned)))
    if state.rules.ticket_mix:
        new = _return_to_own_decks(state, returned, "de.draw-tickets", steps)
        return end_turn(evolve_state(new, players=tuple(players), pending=None), steps)
    if returned:
        steps.append(step("tickets.draw", "tickets.returned", n=len(returned)))
    new = evolve_state(state, players=tuple(players), tickets=state.tickets + returned,
                       pending=None)
    return end_turn(new, steps)


def _return_to_own_decks(state: GameState, returned: tuple, rule: str,
                         steps: list) -> GameState:
    """Tickets given back go under their own deck, in the order offered (``de.draw-tickets``)."""
    if not returned:
        return state
    tks = state.map.tickets
    long_ = tuple(t for t in returned if tks[t].long)
    short = tuple(t for t in returned if not tks[t].long)
    steps.append(step(rule, "tickets.returned-own", short=len(short), long=len(long_)))
    return evolve_state(state, tickets=state.tickets + short,
                        long_tickets=state.long_tickets + long_)


def keep_setup_tickets(state: GameState, seat: int, kept: tuple, steps: list) -> GameState:
    choice: TicketChoice = state.setup[seat]
    s = state.rules.setup
    m = state.map
    p = state.players[seat]
    players = list(state.players)
    players[seat] = evolve_player(p, tickets=p.tickets + kept)
    returned = tuple(t for t in choice.offered if t not in kept)
    setup = list(state.setup)
    later = list(state.setup_later)
    tickets = state.tickets
    shuffles = state.shuffles
    steps.append(step("setup.tickets", "setup.kept", {"seats": [seat]}, seat=seat,
                      kept=len(kept), returned=len(returned)))
    if s.announce:       # de.setup-tickets: back under their own decks, both shuffled at the end
        setup[seat] = None
        new = _return_to_own_decks(state, returned, "de.setup-tickets", steps)
        new = evolve_state(new, players=tuple(players), setup=tuple(setup))
        if any(c is not None for c in setup):
            return new
        steps.append(step("de.setup-tickets", "setup.decks-shuffled"))
        new = evolve_state(new, tickets=shuffled(new.tickets, state.seed, shuffles),
                           long_tickets=shuffled(new.long_tickets, state.seed, shuffles + 1),
                           shuffles=shuffles + 2, phase=Phase.MAIN, setup=(), setup_later=(),
                           current=0)
        steps.append(step("setup.first-player", "setup.first-player", {"seats": [0]}, seat=0))
        return new
    if choice.stage == "setup-long":
        mk = s.min_keep_with_long if kept else s.min_keep
        regular = later[seat]
        setup[seat] = TicketChoice(regular, min(mk, len(regular)), len(regular), "setup-regular")
        later[seat] = ()
        steps.append(step("variant.mega", "setup.mega-regular", seat=seat, min=mk,
                          n=len(regular)))
    else:
        setup[seat] = None
        back = returned if state.rules.single_deck else \
            tuple(t for t in returned if not m.tickets[t].long)
        if back and s.unkept_regular == "bottom":
            tickets = tickets + shuffled(back, state.seed, shuffles)
            shuffles += 1
            steps.append(step("setup.tickets", "setup.returned-bottom", n=len(back)))
        elif returned:
            steps.append(step("setup.tickets", "setup.returned-out", n=len(returned)))
    new = evolve_state(state, players=tuple(players), setup=tuple(setup),
                       setup_later=tuple(later), tickets=tickets, shuffles=shuffles)
    if all(c is None for c in setup):
        new = evolve_state(new, phase=Phase.MAIN, setup=(), setup_later=(), current=0)
        steps.append(step("setup.first-player", "setup.first-player", {"seats": [0]}, seat=0))
    return new


def _station(state: GameState, seat: int, city: int, cards: tuple, steps: list) -> GameState:
    p = state.players[seat]
    hand = C.sub(p.hand, cards)
    steps.append(step("station.build", "station.built", {"cities": [city], "seats": [seat]},
                      seat=seat, city=city, nth=len(p.stations) + 1, paid=C.card_dict(cards)))
    new = evolve_state(state, players=_with_hand(state, seat, hand,
                                                 stations=p.stations + (city,)),
                       discard=state.discard + _expand(cards))
    return end_turn(new, steps)


#: The one action-handler table: every action kind the Europe rules know.
HANDLERS: dict[type, Handler] = {
    DrawCard: Handler(check_draw_card, draw_card),
    ClaimRoute: Handler(_check_claim, _run_claim),
    TunnelPay: Handler(_check_tunnel_pay, lambda s, a, steps: pay_tunnel(s, a.cards, steps)),
    TunnelWithdraw: Handler(lambda s, a: None, lambda s, a, steps: withdraw_tunnel(s, steps)),
    DrawTickets: Handler(_check_draw_tickets, _draw_tickets),
    KeepTickets: Handler(_check_keep, _run_keep),
    BuildStation: Handler(_check_station, _run_station),
    Pass: Handler(_check_pass, _run_pass),
    TakePassengers: Handler(_no_passenger_choice, _no_passengers),  # de.take-passengers: a mechanic
}
