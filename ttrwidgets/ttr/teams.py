"""Teams (Ticket to Ride Asia, the team variant, ``asia.md``): the one place of their rules.

* ``asia.teams``: 4 or 6 players in teams of 2; partners take consecutive turns; a team has one
  colour and one score (the sum of its partners' route points, each partner keeping their own
  27 trains);
* ``asia.start-cards``, ``asia.draw-split``: each player has a hand; each team has a shared card
  holder (empty at set-up). Of two cards drawn one goes to the hand and one to the holder: the
  first card's place is named (:attr:`DrawCard.to`), the second goes to the other place; a
  face-up locomotive taken alone goes onto the holder;
* ``asia.claim-pool``, ``asia.tunnel-reveal``: payments (claims, a tunnel's extra cards) may mix
  hand and holder (:attr:`ClaimRoute.from_shared` names the holder's part; without it the hand
  pays first, the holder the rest, colour by colour); a tunnel reveals as many cards as the map
  says (``Route.reveal``);
* ``asia.setup-tickets``, ``asia.draw-tickets``, ``asia.share-tickets``: each team has a shared
  ticket holder; a kept ticket goes onto it at set-up and with every ticket draw
  (:attr:`KeepTickets.share`); a whole turn may move up to 2 tickets onto it
  (:class:`ShareTickets`);
* ``asia.doubles-4p``, ``asia.triples-4p``, ``asia.doubles-team``: which track of a double or
  triple route a seat may still claim (:func:`why_closed`, asked by :mod:`.multiroute`);
* ``asia.end-trigger``, ``asia.express``, ``asia.explorer``: the end and the team scores
  (:func:`final_scores`): all tickets of both partners, hand and holder, on the routes of both.

The team state lives here (:class:`TeamState`, ``GameState.teams``; ``None`` in games without
teams). :class:`TeamRules` is the rule-set hook of the teams: the family package registers it
(:func:`ttrwidgets.ttr.game.register_mechanic`), so the engine never imports this module; a rule
set with teams has the engine's handler table with the team entries (``rules.hooks.handlers``)
and asks the team rules through its hooks. The engine's pieces used here are public functions
of :mod:`~ttrwidgets.ttr.game` (``claim_route``, ``keep_tickets``, ``end_turn``, ...).

>>> from ttrwidgets.ttr.game import new_game, legal_actions
>>> s, _ = new_game("asia.team", 4, seed=1)
>>> s.teams.of_seat, s.teams.hands[0] == (0,) * 9, partners(s, 3)
((0, 0, 1, 1), True, (2, 3))
>>> str(legal_actions(s, 0)[0])
'p0 keep A...'
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from . import cards as C
from . import game
from .actions import (ClaimRoute, DrawCard, DrawTickets, KeepTickets, Pass, ShareTickets,
                      TunnelPay, TunnelWithdraw)
from .colours import COLOURS, LOCO, Colour
from ..core.errors import InvalidActionError, Message
from ..core.jsonfile import describe_value
from ..core.scenario import named
from .problem import err
from .state import (GameState, Phase, SecondCard, TicketChoice, TunnelStage, evolve_player,
                    evolve_state)
from ..core.steps import step

__all__ = ["TeamState", "new_teams", "partners", "team_of", "pool", "split", "team_trains",
           "team_score", "why_closed", "closed_for_all", "closed_by_claim", "closing_rule",
           "legal", "final_scores", "scoring_steps", "TeamRules", "PLACES"]

#: Where a drawn card goes (``asia.draw-split``).
PLACES = ("hand", "shared")


@dataclass(frozen=True, slots=True)
class TeamState:
    """The teams of a game: ``of_seat`` the team index of each seat; per team index the shared
    card holder ``hands`` (9 counts) and the shared ticket holder ``tickets`` (ticket indices,
    in the order placed)."""
    of_seat: tuple
    hands: tuple
    tickets: tuple

    @property
    def n_teams(self) -> int:
        return len(self.hands)

    def members(self, team: int) -> tuple:
        """The seats of team ``team``, in seat order."""
        return tuple(s for s, t in enumerate(self.of_seat) if t == team)


def new_teams(players: int, size: int = 2) -> TeamState:
    """``asia.teams``: seats ``size*t`` .. ``size*t + size-1`` form team ``t``; empty holders
    (``asia.start-cards``)."""
    n = players // size
    return TeamState(tuple(s // size for s in range(players)), (C.EMPTY,) * n, ((),) * n)


def team_of(state: GameState, seat: int) -> int:
    return state.teams.of_seat[seat]


def partners(state: GameState, seat: int) -> tuple:
    """The seats of ``seat``'s team (``(seat,)`` in a game without teams)."""
    t = state.teams
    return (seat,) if t is None else t.members(t.of_seat[seat])


def pool(state: GameState, seat: int) -> tuple:
    """``asia.claim-pool``: the cards ``seat`` may pay with, hand and team holder together."""
    t = state.teams
    hand = state.players[seat].hand
    return hand if t is None else C.add(hand, t.hands[t.of_seat[seat]])


def split(hand: tuple, cards: tuple) -> tuple[tuple, tuple]:
    """The default split of a payment (asia.md [decision]): the own hand pays first, the holder
    the rest, colour by colour. ``(from hand, from holder)``."""
    own = tuple(min(h, c) for h, c in zip(hand, cards))
    return own, C.sub(cards, own)


def team_trains(state: GameState, seat: int) -> int:
    """``asia.end-trigger``: the trains of ``seat``'s team, both partners together."""
    return sum(state.players[s].trains for s in partners(state, seat))


def team_score(state: GameState, team: int) -> int:
    """``asia.teams``: the team's running score (its partners' route points)."""
    return sum(state.players[s].score for s in state.teams.members(team))


def _with_holder(state: GameState, team: int, hand: tuple) -> TeamState:
    t = state.teams
    hands = list(t.hands)
    hands[team] = hand
    return TeamState(t.of_seat, tuple(hands), t.tickets)


def _with_shared_tickets(state: GameState, team: int, tickets: tuple) -> TeamState:
    t = state.teams
    held = list(t.tickets)
    held[team] = tickets
    return TeamState(t.of_seat, t.hands, tuple(held))


def _move_to_hand(state: GameState, seat: int, cards: tuple) -> GameState:
    """``cards`` from the team holder into ``seat``'s hand (they are paid at once after)."""
    if not any(cards):
        return state
    team = team_of(state, seat)
    players = list(state.players)
    players[seat] = evolve_player(players[seat], hand=C.add(players[seat].hand, cards))
    return evolve_state(state, players=tuple(players),
                        teams=_with_holder(state, team, C.sub(state.teams.hands[team], cards)))


def _move_to_holder(state: GameState, seat: int, cards: tuple) -> GameState:
    """``cards`` from ``seat``'s hand onto the team holder."""
    if not any(cards):
        return state
    team = team_of(state, seat)
    players = list(state.players)
    players[seat] = evolve_player(players[seat], hand=C.sub(players[seat].hand, cards))
    return evolve_state(state, players=tuple(players),
                        teams=_with_holder(state, team, C.add(state.teams.hands[team], cards)))


def _insert_after(steps: list, start: int, keys: tuple, new) -> None:
    """Put ``new`` right after the first step from ``start`` on whose key is one of ``keys``
    (else at the end)."""
    for i in range(start, len(steps)):
        if steps[i].key in keys:
            steps.insert(i + 1, new)
            return
    steps.append(new)


# --------------------------------------------------------------------------- parallel routes
def why_closed(state: GameState, seat, r: int, group: tuple):
    """Why route ``r`` (with the other tracks ``group``) is closed to ``seat`` by its parallel
    tracks: ``(rule id, own or partner's track or None)``, or None. ``seat=None`` asks for
    everyone (only the few-players rules apply).

    * ``claim.double-same-player``: a seat never owns two tracks of one group;
    * ``asia.doubles-team`` [decision]: nor may its team own both tracks of a double;
    * ``asia.doubles-4p``: with 4 players one track of a double is usable, except the tracks
      the map marks ``always_usable``;
    * ``asia.triples-4p``: with 4 players two tracks of a triple are usable (partners may each
      own one).
    """
    owners = state.owners
    if seat is not None:
        for g in group:
            if owners[g] == seat:
                return "claim.double-same-player", g
        if len(group) == 1:
            mates = partners(state, seat)
            for g in group:
                if owners[g] in mates:
                    return "asia.doubles-team", g
    if state.n_players < state.rules.double_min_players and \
            not state.map.routes[r].always_usable:
        claimed = sum(1 for g in group if owners[g] >= 0)
        if claimed >= _usable(state, group):
            return ("asia.doubles-4p" if len(group) == 1 else "asia.triples-4p"), None
    return None


def _usable(state: GameState, group: tuple) -> int:
    """How many tracks of a group are usable with few players."""
    return 1 if len(group) == 1 else state.rules.triple_usable_few


def closed_for_all(state: GameState, groups) -> list[int]:
    """Free routes nobody may claim any more (``asia.doubles-4p``, ``asia.triples-4p``)."""
    return [r for r, o in enumerate(state.owners)
            if o < 0 and groups[r] and why_closed(state, None, r, groups[r])]


def closed_by_claim(state: GameState, r: int, group: tuple) -> tuple:
    """The tracks a claim of ``r`` closes to everyone."""
    if not group or state.n_players >= state.rules.double_min_players:
        return ()
    owners = list(state.owners)
    owners[r] = state.current
    after = evolve_state(state, owners=tuple(owners))
    groups_ = {g: tuple(x for x in (r,) + group if x != g) for g in group}
    return tuple(g for g in group if owners[g] < 0
                 and why_closed(after, None, g, groups_[g]) is not None)


def closing_rule(state: GameState, group: tuple) -> str:
    return "asia.doubles-4p" if len(group) == 1 else "asia.triples-4p"


# --------------------------------------------------------------------------- checks
def _cards(cs) -> None:
    if cs is not None:
        game.check_cardset(cs)


def _check_draw_card(state: GameState, action: DrawCard):
    problem = game.check_draw_card(state, action)
    if problem is not None:
        return problem
    to = action.to
    if to is not None and to not in PLACES:
        raise InvalidActionError(Message("action.drawn-card-to", **named(to)))
    pend = state.pending
    if pend is None:
        if action.source == "faceup" and Colour(action.colour) == LOCO:
            if to == "hand":
                return err("asia.draw-split", "teams.loco-to-holder")
            return None
        if to is None:
            return err("asia.draw-split", "teams.name-place")
        return None
    if to is not None and to == pend.to:
        return err("asia.draw-split", "teams.other-place", place=pend.to)
    return None


def _run_draw_card(state: GameState, action: DrawCard, steps: list) -> GameState:
    seat = action.seat
    pend = state.pending
    if pend is None:
        place = action.to or "shared"          # a face-up locomotive alone: onto the holder
    else:
        place = "hand" if pend.to == "shared" else "shared"
    before = state.players[seat].hand
    start = len(steps)
    new = game.draw_card(state, action, steps)
    card = C.sub(new.players[seat].hand, before)
    if place == "shared":
        new = _move_to_holder(new, seat, card)
    _insert_after(steps, start, ("draw.blind.first", "draw.blind.second", "draw.faceup.first",
                                 "draw.faceup.second", "draw.faceup-locomotive"),
                  step("asia.draw-split", "teams.to-" + place, {"seats": [seat]}, seat=seat))
    if isinstance(new.pending, SecondCard):
        new = evolve_state(new, pending=SecondCard(place))
    return new


def _payment_problem(state: GameState, seat: int, cards: tuple, from_shared, rule: str,
                     base):
    """The shape of a payment is checked on hand + holder together (``base(pooled state)``);
    then which cards come from where (``asia.claim-pool``, or ``rule`` for tunnels)."""
    _cards(cards)
    _cards(from_shared)
    t = state.teams
    team = t.of_seat[seat]
    hand, holder = state.players[seat].hand, t.hands[team]
    pooled = evolve_state(state, players=_players_with(state, seat, C.add(hand, holder)))
    problem = base(pooled)
    if problem is not None:
        if problem[1] == "cards.not-held":
            return err(rule, "teams.not-held", paid=C.card_dict(cards), hand=C.card_dict(hand),
                       holder=C.card_dict(holder))
        return problem
    if from_shared is None:
        return None
    if not C.covers(cards, from_shared):
        return err(rule, "teams.shared-not-in-payment", shared=C.card_dict(from_shared),
                   paid=C.card_dict(cards))
    if not C.covers(holder, from_shared):
        return err(rule, "teams.holder-not-held", shared=C.card_dict(from_shared),
                   holder=C.card_dict(holder))
    rest = C.sub(cards, from_shared)
    if not C.covers(hand, rest):
        return err(rule, "teams.hand-not-held", shared=C.card_dict(from_shared),
                   rest=C.card_dict(rest), hand=C.card_dict(hand))
    return None


def _players_with(state: GameState, seat: int, hand: tuple) -> tuple:
    players = list(state.players)
    players[seat] = evolve_player(players[seat], hand=hand)
    return tuple(players)


def _check_claim(state: GameState, action: ClaimRoute):
    r = game.route_ref(state, action.route)
    _cards(action.cards)
    closed = game.route_closed(state, action.seat, r)
    if closed is not None:
        return closed
    return _payment_problem(state, action.seat, action.cards, action.from_shared,
                            "asia.claim-pool",
                            lambda s: game.payment_problem(s, action.seat, r, action.cards))


def _from_shared(state: GameState, seat: int, cards: tuple, given) -> tuple:
    if given is not None:
        return given
    return split(state.players[seat].hand, cards)[1]


def _run_claim(state: GameState, action: ClaimRoute, steps: list) -> GameState:
    seat = action.seat
    r = game.route_ref(state, action.route)
    shared = _from_shared(state, seat, action.cards, action.from_shared)
    if any(shared):
        steps.append(step("asia.claim-pool", "teams.paid-from-holder",
                          {"seats": [seat]}, seat=seat,
                          paid=C.card_dict(shared)))
    new = game.claim_route(_move_to_hand(state, seat, shared), seat, r, action.cards, steps)
    pend = new.pending
    if isinstance(pend, TunnelStage) and pend.route == r and new.current == seat:
        new = evolve_state(new, pending=TunnelStage(pend.route, pend.paid, pend.colour,
                                                    pend.revealed, pend.extra, shared))
    return new


def _check_tunnel_pay(state: GameState, action: TunnelPay):
    return _payment_problem(state, state.current, action.cards, action.from_shared,
                            "asia.tunnel-reveal",
                            lambda s: game.tunnel_pay_problem(s, action.cards))


def _run_tunnel_pay(state: GameState, action: TunnelPay, steps: list) -> GameState:
    seat = state.current
    shared = _from_shared(state, seat, action.cards, action.from_shared)
    if any(shared):
        steps.append(step("asia.tunnel-reveal", "teams.paid-from-holder", {"seats": [seat]},
                          seat=seat, paid=C.card_dict(shared)))
    return game.pay_tunnel(_move_to_hand(state, seat, shared), action.cards, steps)


def _run_tunnel_withdraw(state: GameState, action: TunnelWithdraw, steps: list) -> GameState:
    """``tunnel.withdraw``: the laid cards go back where they came from, hand and holder."""
    seat = state.current
    shared = state.pending.shared or C.EMPTY
    new = game.withdraw_tunnel(state, steps)
    return _move_to_holder(new, seat, shared)


def _check_keep(state: GameState, action: KeepTickets):
    setup = state.phase is Phase.SETUP
    choice = state.setup[action.seat] if setup else state.pending
    kept = game.ticket_refs(state, action.tickets)
    problem = game.keep_problem(state, choice, kept)
    if problem is not None:
        return problem
    need = state.rules.setup_share if setup else state.rules.draw_share
    rule = "asia.setup-tickets" if setup else "asia.draw-tickets"
    if action.share is None:
        return err(rule, "teams.share-one") if need and kept else None
    share = game.ticket_refs(state, (action.share,))[0]
    if share not in kept:
        return err(rule, "teams.share-kept", ticket=share)
    return None


def _run_keep(state: GameState, action: KeepTickets, steps: list) -> GameState:
    seat = action.seat
    kept = game.ticket_refs(state, action.tickets)
    setup = state.phase is Phase.SETUP
    start = len(steps)
    new = game.keep_setup_tickets(state, seat, kept, steps) if setup else \
        game.keep_tickets(state, kept, steps)
    if action.share is None:
        return new
    share = game.ticket_refs(state, (action.share,))[0]
    new = _share(new, seat, (share,))
    _insert_after(steps, start, ("setup.kept", "tickets.kept"),
                  step("asia.setup-tickets" if setup else "asia.draw-tickets",
                       "teams.ticket-shared", {"seats": [seat]}, seat=seat, tickets=[share],
                       partners=list(partners(state, seat))))
    return new


def _share(state: GameState, seat: int, tickets: tuple) -> GameState:
    """Move ``tickets`` from ``seat``'s hand onto the team's ticket holder."""
    team = team_of(state, seat)
    p = state.players[seat]
    players = list(state.players)
    players[seat] = evolve_player(p, tickets=tuple(t for t in p.tickets if t not in tickets))
    return evolve_state(state, players=tuple(players), teams=_with_shared_tickets(
        state, team, state.teams.tickets[team] + tuple(tickets)))


def _check_share(state: GameState, action: ShareTickets):
    if not isinstance(action.tickets, tuple):
        raise InvalidActionError(Message("action.ticket-ids", value=repr(action.tickets)))
    tickets = game.ticket_refs(state, action.tickets)
    n = state.rules.share_max
    if not 1 <= len(tickets) <= n:
        return err("asia.share-tickets", "teams.share-count", max=n)
    held = state.players[action.seat].tickets
    if len(set(tickets)) != len(tickets) or any(t not in held for t in tickets):
        return err("asia.share-tickets", "teams.share-not-held")
    return None


def _run_share(state: GameState, action: ShareTickets, steps: list) -> GameState:
    seat = action.seat
    tickets = game.ticket_refs(state, action.tickets)
    steps.append(step("asia.share-tickets", "teams.tickets-shared", {"seats": [seat]},
                      seat=seat, tickets=list(tickets), partners=list(partners(state, seat))))
    return game.end_turn(_share(state, seat, tickets), steps)


def _check_pass(state: GameState, action: Pass):
    if _has_other_action(state, action.seat):
        return err("turn.pass", "turn.pass.not-allowed")
    return None


def _has_other_action(state: GameState, seat: int) -> bool:
    if game.cards_available(state) or state.tickets or state.players[seat].tickets:
        return True
    return any(state.owners[r] < 0 and game.claim_options(state, seat, r)
               for r in range(len(state.owners)))


class TeamRules:
    """The rule-set hooks of the teams: a mixin of :class:`ttrwidgets.ttr.game.RuleHooks`,
    registered by the family package for the rule sets played in teams (``team_size``). It
    gives the rule set's handler table its team entries (drawing into hand and holder, paying
    from both, keeping and sharing tickets, passing) and answers the engine's questions with
    the team rules of this module: set-up, end trigger, payments, legal actions, parallel
    routes and the team scores."""

    @staticmethod
    def uses(rules) -> bool:
        return rules.team_size > 0

    def handler_table(self) -> dict:
        H = game.Handler
        base = super().handler_table()
        return {**base,
                DrawCard: H(_check_draw_card, _run_draw_card),
                ClaimRoute: H(_check_claim, _run_claim),
                TunnelPay: H(_check_tunnel_pay, _run_tunnel_pay),
                TunnelWithdraw: H(lambda s, a: None, _run_tunnel_withdraw),
                KeepTickets: H(_check_keep, _run_keep),
                ShareTickets: H(_check_share, _run_share),
                Pass: H(_check_pass, base[Pass].run)}

    def new_game_fields(self, m, players: int, seed: int) -> dict:
        size = self.rules.team_size
        if players % size:
            raise InvalidActionError(Message("action.team-players", game=self.rules.id,
                                             size=size, n=players))
        return {**super().new_game_fields(m, players, seed), "teams": new_teams(players, size)}

    def setup_steps(self, state: GameState) -> list:
        return super().setup_steps(state) + setup_steps(state)  # asia.teams, ...

    def pool(self, state: GameState, seat: int) -> tuple:
        return pool(state, seat)                  # asia.claim-pool, asia.tunnel-reveal

    def partners(self, state: GameState, seat: int) -> tuple:
        return partners(state, seat)

    def visible_tickets(self, state: GameState, seat: int) -> tuple:
        """Its own tickets and the team's shared ones (all of them score for the team)."""
        return state.players[seat].tickets + state.teams.tickets[state.teams.of_seat[seat]]

    def score_index(self, state: GameState, seat: int) -> int:
        return state.teams.of_seat[seat]           # one score per team

    def add_view(self, state: GameState, seat: int, view: dict, full: dict) -> None:
        view["teams"] = teams_view(state, seat, full)
        for i, pub in enumerate(view["players"]):
            pub["team"] = state.teams.of_seat[i]

    def held_cards(self, state: GameState) -> int:
        return sum(sum(h) for h in state.teams.hands)

    def end_trigger(self, state: GameState, seat: int, players):
        """``asia.end-trigger``: the trains of the team, both partners together."""
        mates = partners(state, seat)
        trains = sum(players[s].trains for s in mates)
        if trains <= state.rules.end_trains:
            return step("end.trigger", "teams.end-trigger", {"seats": list(mates)}, seat=seat,
                        team=team_of(state, seat), trains=trains)
        return None

    def keep_options(self, seat: int, choice: TicketChoice, m) -> list:
        """``asia.setup-tickets``, ``asia.draw-tickets``: one kept ticket onto the holder."""
        share = self.rules.draw_share if choice.stage == "draw" else self.rules.setup_share
        return keep_options(seat, choice, m, share)

    def turn_actions(self, state: GameState, s: int) -> list:
        return legal(state, s)

    def route_block(self, state: GameState, seat, r: int, group: tuple):
        return why_closed(state, seat, r, group)

    def closed_for_all(self, state: GameState, groups) -> list:
        return closed_for_all(state, groups)

    def closed_by_claim(self, state: GameState, r: int, group: tuple) -> tuple:
        return closed_by_claim(state, r, group)

    def closing_rule(self, state: GameState, group: tuple) -> str:
        return closing_rule(state, group)

    def player_graph(self, state: GameState, seat: int):
        return team_graph(state, state.teams.of_seat[seat])

    def player_edges(self, state: GameState, seat: int) -> list:
        from .scoring import routes_of
        return routes_of(state, partners(state, seat))    # team_graph's edges

    def final_scores(self, state: GameState):
        return final_scores(state)

    def scoring_steps(self, state: GameState, fs) -> list:
        return scoring_steps(state, fs)

    # ---- state files (:mod:`.record`)
    def add_state_json(self, state: GameState, out: dict) -> None:
        """``asia.teams``: the partners and their holders; ``asia.draw-split``: where the first
        card drawn went; ``asia.claim-pool``: the part of a tunnel's payment from the holder."""
        super().add_state_json(state, out)
        pend, pj = state.pending, out["pending"]
        if isinstance(pend, SecondCard):
            pj["to"] = pend.to
        elif isinstance(pend, TunnelStage):
            pj["paid_shared"] = C.card_dict(pend.shared)
        t, m = state.teams, state.map
        out["teams"] = {"of_seat": list(t.of_seat),
                        "shared_hands": [C.card_dict(h) for h in t.hands],
                        "shared_tickets": [[m.tickets[x].id for x in ts] for ts in t.tickets]}

    def pending_from_json(self, rd, kind: str, pj: dict) -> dict:
        if kind == "second_card":
            to = pj.get("to", "")
            if to not in PLACES:
                rd.fail("$.pending.to", Message("save-file.pending-to", value=describe_value(to)))
            return {"to": to}
        if kind == "tunnel":
            return {"shared": rd.hand(pj.get("paid_shared", {}), "$.pending.paid_shared")}
        return {}

    def state_fields_from_json(self, rd, data: dict, players: int, ix) -> dict:
        return {**super().state_fields_from_json(rd, data, players, ix),
                "teams": read_teams(rd, data.get("teams"), self.rules.team_size, players, ix)}

    def card_holders(self, state: GameState) -> tuple:
        return super().card_holders(state) + state.teams.hands

    def ticket_holders(self, state: GameState) -> list:
        return super().ticket_holders(state) + [
            (ts, f"$.teams.shared_tickets[{i}]") for i, ts in enumerate(state.teams.tickets)]

    # ---- scenarios
    def position_json(self, state: GameState, seat: int, ticket_json) -> dict:
        """A position's ``team`` and, on the team's first player, the team's
        ``shared_hand`` and ``shared_tickets``."""
        teams = state.teams
        t = teams.of_seat[seat]
        d: dict = {**super().position_json(state, seat, ticket_json), "team": t}
        if teams.members(t)[0] == seat:
            d["shared_hand"] = C.card_dict(teams.hands[t])
            d["shared_tickets"] = [ticket_json(state, x) for x in teams.tickets[t]]
        return d

    def score_query(self, state: GameState, query: str, index: int):
        """asia: ``longest_path`` and ``completed_tickets`` are asked per team, by team index
        (scenarios.md)."""
        k = state.teams.n_teams
        if not 0 <= index < k:
            return None, Message("ttr-scen.query-team", query=query, last=k - 1)
        if query == "longest_path":
            return super().score_query(state, query, state.teams.members(index)[0])
        return final_scores(state).seats[index].completed, None


def read_teams(rd, tj, size: int, n: int, ix) -> TeamState:
    """``asia.teams`` from a state file (``tj``: its ``teams``): the partners (each team
    ``size`` seats in a row) and the holders; ``rd`` (a
    :class:`ttrwidgets.ttr.record.StateReader`) collects the problems."""
    if not isinstance(tj, dict):
        rd.fail("$.teams", Message("save-file.teams", value=describe_value(tj)))
        return new_teams(n, size)
    k = n // size
    of_seat = rd.get(tj, "of_seat", "$.teams", list) or []
    if len(of_seat) != n or any(not rd.is_int(t) or not 0 <= t < k for t in of_seat) or \
            any(of_seat.count(t) != size for t in range(k)) or \
            any(of_seat[s] != of_seat[(s + 1) % n] and of_seat[s] == of_seat[(s + 2) % n]
                for s in range(n)):
        rd.fail("$.teams.of_seat", Message("save-file.of-seat", last=k - 1, size=size))
        of_seat = list(new_teams(n, size).of_seat)
    hands = rd.get(tj, "shared_hands", "$.teams", list) or []
    tickets = rd.get(tj, "shared_tickets", "$.teams", list) or []
    if len(hands) != k or len(tickets) != k:
        rd.fail("$.teams", Message("save-file.team-holders", n=k))
        return new_teams(n, size)
    return TeamState(tuple(of_seat),
                     tuple(rd.hand(h, f"$.teams.shared_hands[{i}]") for i, h in enumerate(hands)),
                     tuple(rd.ids(ts, ix.ticket_by_id, f"$.teams.shared_tickets[{i}]", "ticket")
                           for i, ts in enumerate(tickets)))


def teams_view(state: GameState, seat: int, full: dict) -> list:
    """``asia.talk``: each team's holders as ``seat`` may see them (``PUBLIC``: nobody's):
    its own team's card and ticket holders, only their sizes for other teams (and, while a
    partner still chooses the starting tickets, for its own ticket holder too: both partners
    share at the same time). ``full``: the state's JSON."""
    from .view import PUBLIC
    t = state.teams
    mine = t.of_seat[seat] if seat != PUBLIC else None
    over = state.phase is Phase.OVER
    out = []
    for team in range(t.n_teams):
        members = t.members(team)
        entry = {"seats": list(members), "score": team_score(state, team),
                 "trains": sum(state.players[s].trains for s in members),
                 "shared_hand_size": sum(t.hands[team]),
                 "shared_tickets_count": len(t.tickets[team])}
        choosing = state.phase is Phase.SETUP and any(state.setup[s] is not None
                                                      for s in members)
        if team == mine:
            entry["shared_hand"] = full["teams"]["shared_hands"][team]
        if team == mine and not choosing or over:
            entry["shared_tickets"] = full["teams"]["shared_tickets"][team]
        out.append(entry)
    return out


# --------------------------------------------------------------------------- legal actions
def keep_options(seat: int, choice: TicketChoice, m, share: int) -> list:
    """Every answer to a ticket choice: the kept ids, and with ``share`` each kept ticket as
    the one put onto the holder."""
    ids = [m.tickets[t].id for t in choice.offered]
    out = []
    for k in range(choice.min_keep, choice.max_keep + 1):
        for combo in combinations(ids, k):
            if share and combo:
                out.extend(KeepTickets(seat, combo, x) for x in combo)
            else:
                out.append(KeepTickets(seat, combo))
    return out


def legal(state: GameState, s: int) -> list:
    """Seat ``s``'s legal actions in the main phase (nothing pending, or the second card), in
    canonical order: draws (deck, face-up colours; the first card to the hand, then to the
    holder), ticket draw, shares (one ticket, then two, in hand order), claims by route (each
    route's payments in :func:`~ttrwidgets.ttr.game.claim_options` order); Pass alone when
    nothing else is."""
    pend = state.pending
    draws = [None] if (state.deck or state.discard) else []
    if isinstance(pend, SecondCard):
        other = "hand" if pend.to == "shared" else "shared"
        out = [DrawCard(s, "deck", None, other)] if draws else []
        return out + [DrawCard(s, "faceup", COLOURS[c], other)
                      for c in sorted(set(state.faceup)) if c != LOCO]
    out = []
    for c in draws + sorted(set(state.faceup)):
        if c == LOCO:
            out.append(DrawCard(s, "faceup", COLOURS[c], "shared"))
            continue
        for place in PLACES:
            out.append(DrawCard(s, "deck", None, place) if c is None else
                       DrawCard(s, "faceup", COLOURS[c], place))
    if state.tickets:
        out.append(DrawTickets(s))
    ids = [state.map.tickets[t].id for t in state.players[s].tickets]
    for k in range(1, min(state.rules.share_max, len(ids)) + 1):
        out.extend(ShareTickets(s, combo) for combo in combinations(ids, k))
    m = state.map
    if any(pool(state, s)):
        for r in range(len(state.owners)):
            if state.owners[r] < 0:
                out.extend(ClaimRoute(s, m.routes[r].id, cs)
                           for cs in game.claim_options(state, s, r))
    return out or [Pass(s)]


# --------------------------------------------------------------------------- scoring
def team_graph(state: GameState, team: int):
    """The routes of both partners as a MultiGraph (``asia.express``, ``tickets.complete``)."""
    import networkx as nx
    seats = set(state.teams.members(team))
    G = nx.MultiGraph()
    routes = state.map.routes
    for r, o in enumerate(state.owners):
        if o in seats:
            rt = routes[r]
            G.add_edge(rt.a, rt.b, key=r, length=rt.length)
    return G


def team_tickets(state: GameState, team: int) -> tuple:
    """Every ticket of the team: each partner's hand, then the shared holder."""
    t = state.teams
    return tuple(x for s in t.members(team) for x in state.players[s].tickets) + t.tickets[team]


def final_scores(state: GameState):
    """Score every team as if the game ended now: routes of both partners, all the team's
    tickets, the Asia Express (``asia.express``) and the Asia Explorer (``asia.explorer``);
    the winners by points, then completed tickets (asia.md [decision]); teams still tied
    share. ``FinalScores.seats`` holds one entry per team (``seat`` is the team index)."""
    from ..graphs import connected_pairs, longest_trail
    from .rules import ROUTE_POINTS
    from .scoring import FinalScores, SeatScore
    rules, m, t = state.rules, state.map, state.teams
    partial = []
    for team in range(t.n_teams):
        seats = t.members(team)
        G = team_graph(state, team)
        length, trail = longest_trail(G) if rules.longest_bonus else (0, ())
        tks = team_tickets(state, team)
        done = connected_pairs(G, [(m.tickets[x].a, m.tickets[x].b) for x in tks], m.countries)
        completed = tuple(x for x, ok in zip(tks, done) if ok)
        failed = tuple(x for x, ok in zip(tks, done) if not ok)
        routes = sum(ROUTE_POINTS[m.routes[r].length] for r, o in enumerate(state.owners)
                     if o in seats)
        tickets = sum(m.tickets[x].points if ok else -m.tickets[x].points
                      for x, ok in zip(tks, done))
        partial.append(dict(seat=team, routes=routes, tickets=tickets, stations=0,
                            longest=length, trail=tuple(k for _, _, k in trail),
                            completed=completed, failed=failed))
    best = max(d["longest"] for d in partial)
    most = max(len(d["completed"]) for d in partial)
    scores = []
    for d in partial:
        express = rules.longest_bonus if best > 0 and d["longest"] == best else 0
        explorer = rules.explorer if most > 0 and len(d["completed"]) == most else 0
        parts = (("score.routes", d["routes"]), ("score.tickets", d["tickets"]),
                 ("asia.express", express), ("asia.explorer", explorer))
        scores.append(SeatScore(bonus=express + explorer, total=sum(p for _, p in parts),
                                parts=parts, **d))
    field_ = list(scores)
    decided = []
    for i, key in enumerate((lambda s: s.total, lambda s: len(s.completed))):
        top = max(key(s) for s in field_)
        field_ = [s for s in field_ if key(s) == top]
        if len(field_) == 1:
            break
        if i == 0:
            decided.append("tickets")
    return FinalScores(tuple(scores), tuple(s.seat for s in field_), tuple(decided),
                       teams=tuple(t.members(team) for team in range(t.n_teams)))


def scoring_steps(state: GameState, fs) -> list:
    """The explanation of final scoring, team by team."""
    out = []
    m = state.map
    for s in fs.seats:
        team = s.seat
        seats = list(fs.teams[team])
        out.append(step("score.routes", "teams.score.routes", {"seats": seats}, team=team,
                        points=s.routes))
        for x in team_tickets(state, team):
            tk = m.tickets[x]
            key = "teams.score.ticket.done" if x in s.completed else "teams.score.ticket.failed"
            out.append(step("score.tickets", key, {"cities": [tk.a, tk.b], "seats": seats},
                            team=team, ticket=x, points=tk.points))
        parts = dict(s.parts)
        if parts.get("asia.express"):
            out.append(step("asia.express", "teams.score.express",
                            {"routes": list(s.trail), "seats": seats}, team=team,
                            length=s.longest, points=parts["asia.express"]))
        if parts.get("asia.explorer"):
            out.append(step("asia.explorer", "teams.score.explorer", {"seats": seats}, team=team,
                            n=len(s.completed), points=parts["asia.explorer"]))
        out.append(step("win.tiebreak", "teams.score.total", {"seats": seats}, team=team,
                        total=s.total))
    for by in fs.decided_by:
        out.append(step("win.tiebreak", "win.tiebreak", by=by))
    total = fs.seats[fs.winners[0]].total
    win_seats = [x for w in fs.winners for x in fs.teams[w]]
    if len(fs.winners) == 1:
        out.append(step("win.tiebreak", "teams.win.winner", {"seats": win_seats},
                        team=fs.winners[0], total=total))
    else:
        out.append(step("win.tiebreak", "teams.win.shared", {"seats": win_seats},
                        teams=list(fs.winners), total=total))
    return out


def setup_steps(state: GameState) -> list:
    """The set-up explained for teams (``asia.teams``, ``asia.start-cards``, ``asia.talk``)."""
    t = state.teams
    out = [step("asia.teams", "teams.formed", {"seats": list(t.members(team))}, team=team,
                seats=list(t.members(team)), trains=state.rules.trains)
           for team in range(t.n_teams)]
    out.append(step("asia.start-cards", "teams.start-cards", n=state.rules.start_cards))
    out.append(step("asia.talk", "teams.talk"))
    return out
