"""What one seat may see (``tickets.secret``, hidden hands, hidden deck order).

``view(state, seat)`` returns plain JSON-friendly data: the public board, the seat's own hand,
tickets and pending choice, and only counts of everything hidden. ``seat=None`` is the
teacher's view: everything, as :func:`~ttrwidgets.ttr.record.state_to_json` shows it.
``seat=PUBLIC`` (``-1``) is nobody's seat: only what every player sees (a hot-seat hand-over
screen, a spectator).

>>> from ttrwidgets.ttr.game import new_game
>>> s, _ = new_game("europe.classic", 3, seed=2)
>>> v = view(s, 1)
>>> "hand" in v["players"][1], "hand" in v["players"][0], v["players"][0]["hand_size"]
(True, False, 4)

The JSON of a seat's view (``seat`` an int):

=================  ===========================================================================
``viewer``         the seat (``-1``: :data:`PUBLIC`); ``None`` in the teacher's view
``players``        per seat ``trains``, ``stations`` (city names), ``score``, ``hand_size``,
                   ``tickets_count``; the viewer's own seat also ``hand`` (colour -> count) and
                   ``tickets`` (ticket ids); once the game is over every seat's ``tickets``
                   (``tickets.secret``: hidden until final scoring)
``pending``        the current player's pending stage as in the state JSON, but another seat's
                   ticket choice only as ``{"kind": "tickets", "offered_count": n}``
``setup``          the viewer's own setup ticket choice (``offered`` ids, ``min_keep``,
                   ``max_keep``, ``stage``) or ``None``
``routes``, ``faceup``, ``current``, ``phase``, ``final_turns``, ``turn``, ``rules``, ``map``:
                   as in the state JSON; ``deck_size``, ``discard_size``, ``tickets_left``:
                   counts only
``passengers``     (games with passengers) the passengers standing on the board, as in the
                   state JSON, and every seat's ``passengers`` (public, ``de.take-passengers``)
``long_tickets_left``  (games with two ticket decks) the size of the long deck
``teams``          (games with teams, asia.md) per team ``seats``, ``score`` (the team's),
                   ``trains`` (both partners), ``shared_hand_size``, ``shared_tickets_count``;
                   the viewer's own team also ``shared_hand`` and ``shared_tickets`` (ids);
                   every player also has ``team``. A partner's hand and hidden tickets stay
                   hidden (only ``hand_size`` and ``tickets_count``)
=================  ===========================================================================

The app reads a view through :class:`SeatView` (``seat_view(state, seat)``): the same JSON,
typed, with indices instead of ids, so a widget can only show what the view holds.

>>> sv = seat_view(s, 1)
>>> sv.player(1).hand is not None, sv.player(0).hand, sv.player(0).hand_size
(True, None, 4)
>>> sv.offer(1).min_keep, sv.offer(0)            # seat 0's starting choice is secret
(2, None)
>>> seat_view(s, None).shown_seats(), seat_view(s, 2).shown_seats(), seat_view(s, PUBLIC).shown_seats()
([0, 1, 2], [2], [])
"""
from __future__ import annotations

from dataclasses import dataclass

from .colours import CARD_KINDS
from .record import state_to_json
from .state import GameState, Phase, TicketChoice

#: The viewer who is nobody's seat: only public information (``view(state, PUBLIC)``).
PUBLIC = -1


def _check_seat(state: GameState, seat) -> None:
    if seat is None or seat == PUBLIC:
        return
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.n_players:
        raise ValueError(f"view: seat must be None, PUBLIC (-1) or 0..{state.n_players - 1}, "
                         f"not {seat!r}")


def view(state: GameState, seat: int | None) -> dict:
    """The state as ``seat`` may see it (``None``: the teacher; :data:`PUBLIC`: nobody's seat)."""
    _check_seat(state, seat)
    full = state_to_json(state)
    if seat is None:
        full["viewer"] = None
        return full
    m = state.map
    over = state.phase is Phase.OVER
    players = []
    for i, p in enumerate(state.players):
        pub = {"trains": p.trains, "stations": [m.cities[c].name for c in p.stations],
               "score": p.score, "hand_size": sum(p.hand), "tickets_count": len(p.tickets)}
        if i == seat:
            pub["hand"] = full["players"][i]["hand"]
        if i == seat or over:                       # tickets.secret: until final scoring
            pub["tickets"] = full["players"][i]["tickets"]
        if "passengers" in full["players"][i]:     # de.take-passengers: passengers are public
            pub["passengers"] = full["players"][i]["passengers"]
        players.append(pub)
    pend = state.pending
    pending = full["pending"]
    if isinstance(pend, TicketChoice) and state.current != seat:
        pending = {"kind": "tickets", "offered_count": len(pend.offered)}
    setup = None
    if state.phase is Phase.SETUP and seat != PUBLIC and state.setup[seat] is not None:
        setup = full["setup"][seat]
    out = {
        "viewer": seat, "rules": full["rules"], "map": full["map"],
        "players": players, "routes": full["routes"], "faceup": full["faceup"],
        "deck_size": len(state.deck), "discard_size": len(state.discard),
        "tickets_left": len(state.tickets), "current": state.current,
        "phase": state.phase.value, "pending": pending, "setup": setup,
        "final_turns": state.final_turns, "turn": state.turn,
    }
    if "passengers" in full:
        out["passengers"] = full["passengers"]
    if "long_tickets" in full:
        out["long_tickets_left"] = len(state.long_tickets)
    state.rules.hooks.add_view(state, seat, out, full)   # asia.talk: the teams' holders
    return out


_BLIND = ("draw.blind.first", "draw.blind.second")
#: Steps naming tickets put onto a team's ticket holder: only the team reads which ones.
_TEAM_SECRET = ("teams.ticket-shared", "teams.tickets-shared")


def step_view(st, seat: int | None):
    """An explanation step as ``seat`` may read it (``seat=None``: the teacher sees all).

    Only the drawing player learns the colour of a card drawn blind from the deck, so another
    seat (and :data:`PUBLIC`) reads the same step without the colour (and without the rule id
    that would betray a locomotive).

    >>> from ttrwidgets.core.steps import step
    >>> s = step("draw.blind-locomotive", "draw.blind.first", {"cards": ["locomotive"]},
    ...          seat=0, colour="locomotive")
    >>> step_view(s, 0) is s, step_view(s, None) is s
    (True, True)
    >>> step_view(s, 1).rule, step_view(s, 1).params, step_view(s, 1).highlights
    ('draw.two', {'seat': 0}, {})
    """
    if seat is None:
        return st
    from ..core.steps import Step
    if st.key in _TEAM_SECRET:          # asia.setup-tickets: the ticket holder is the team's
        if seat in st.params.get("partners", ()):
            return st
        return Step(st.rule, st.key + ".hidden", {"seat": st.params.get("seat"),
                                                  "n": len(st.params.get("tickets", ()))},
                    {"seats": st.highlights.get("seats", [])})
    if st.key not in _BLIND or st.params.get("seat") == seat:
        return st
    return Step("draw.two", st.key + ".hidden", {"seat": st.params.get("seat")}, {})


def action_view_text(action, m, lang: str, seat: int | None) -> str:
    """A move in words as ``seat`` may read it: another seat's kept tickets stay secret
    (``tickets.secret``); ``None`` (the teacher) reads them.

    >>> from ttrwidgets.ttr.actions import KeepTickets
    >>> from ttrwidgets.ttr.maps import load_map
    >>> m = load_map("europe")
    >>> a = KeepTickets(0, (m.tickets[0].id,))
    >>> action_view_text(a, m, "en", 1), action_view_text(a, m, "en", PUBLIC)
    ('keeps 1 ticket (secret)', 'keeps 1 ticket (secret)')
    >>> action_view_text(a, m, "en", 0) == action_view_text(a, m, "en", None) != action_view_text(a, m, "en", 1)
    True
    """
    from .messages import action_text
    return action_text(action, m, lang, seat)


# --------------------------------------------------------------------------- typed accessors
@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat as the viewer sees it. ``hand`` / ``tickets`` are ``None`` when hidden."""
    seat: int
    trains: int
    stations: tuple        # city indices, in build order
    score: int             # running score (claimed routes)
    hand_size: int
    tickets_count: int
    hand: tuple | None     # card counts indexed like ``CARD_KINDS``; None: hidden from the viewer
    tickets: tuple | None  # kept ticket indices; None: hidden from the viewer
    passengers: tuple = () # passenger colours (ints), sorted (public)


@dataclass(frozen=True, slots=True)
class OfferView:
    """A ticket choice the viewer may read: who answers it, the offered ticket indices."""
    seat: int
    offered: tuple         # ticket indices
    min_keep: int
    max_keep: int
    stage: str             # "draw" | "setup" | "setup-long" | "setup-regular"


@dataclass(frozen=True, slots=True)
class MixView:
    """A starting ticket mix still to announce (``de.setup-tickets``), readable by the viewer."""
    seat: int
    total: int
    min_keep: int


@dataclass(frozen=True, slots=True)
class PassengerChoiceView:
    """The pending passenger choice (public, ``de.take-passengers``): the route just claimed,
    ``ends`` ``((city, colours standing), ...)`` with a choice, ``taken`` ``((city, colour),
    ...)`` already taken at the other ends."""
    seat: int
    route: int
    ends: tuple
    taken: tuple


@dataclass(frozen=True, slots=True)
class TeamView:
    """One team as the viewer sees it (asia.md): its seats, score and trains, the sizes of its
    holders; ``shared_hand`` (card counts) and ``shared_tickets`` (ticket indices) only where
    the view shows them (the viewer's own team; every team once the game is over), else
    ``None``."""
    team: int
    seats: tuple
    score: int
    trains: int
    shared_hand_size: int
    shared_tickets_count: int
    shared_hand: tuple | None
    shared_tickets: tuple | None


@dataclass(frozen=True, slots=True)
class SeatView:
    """The typed form of ``view(state, seat)``: only what that JSON holds, with indices.

    ``viewer`` is ``None`` for the teacher, :data:`PUBLIC` for nobody's seat, else a seat.
    """
    viewer: int | None
    map: object                    # the GameMap (public)
    players: tuple                 # PlayerView per seat
    offers: tuple                  # OfferView per ticket choice the viewer may read
    current: int
    phase: str
    final_turns: int
    turn: int
    deck_size: int
    discard_size: int
    tickets_left: int
    hidden_offer: int              # size of another seat's pending ticket offer (0: none)
    mixes: tuple = ()              # MixView per starting mix the viewer may read
    board_passengers: tuple = ()   # per city index the passenger colours standing there
    passenger_choice: PassengerChoiceView | None = None
    long_tickets_left: int = 0
    teams: tuple = ()              # TeamView per team (games with teams, asia.md)

    @classmethod
    def from_json(cls, v: dict, m) -> "SeatView":
        """Read the JSON of :func:`view` (any viewer) back into indices of map ``m``."""
        kinds = {c.key: i for i, c in enumerate(CARD_KINDS)}

        def hand(h):
            if h is None:
                return None
            counts = [0] * len(CARD_KINDS)
            for k, n in h.items():
                counts[kinds[k]] = n
            return tuple(counts)

        def tickets(ids):
            return None if ids is None else tuple(m.ticket_by_id[x] for x in ids)

        def offer(seat, c):
            if c.get("kind") == "announce":
                return MixView(seat, c["total"], c["min_keep"])
            return OfferView(seat, tickets(c["offered"]), c["min_keep"], c["max_keep"],
                             c["stage"])

        def colours(lst):
            return tuple(sorted(kinds[k] for k in lst))

        players = tuple(
            PlayerView(i, p["trains"], tuple(m.city_index(c) for c in p["stations"]), p["score"],
                       p["hand_size"] if "hand_size" in p else sum(p["hand"].values()),
                       p["tickets_count"] if "tickets_count" in p else len(p["tickets"]),
                       hand(p.get("hand")), tickets(p.get("tickets")),
                       colours(p.get("passengers", ())))
            for i, p in enumerate(v["players"]))
        viewer = v["viewer"]
        offers = []
        setup = v.get("setup")
        if viewer is None:                          # the teacher: every seat's choice
            offers += [offer(i, c) for i, c in enumerate(setup or ()) if c is not None]
        elif setup is not None:
            offers.append(offer(viewer, setup))
        mixes = tuple(o for o in offers if isinstance(o, MixView))
        offers = [o for o in offers if not isinstance(o, MixView)]
        pend = v.get("pending") or {}
        choice = None
        if pend.get("kind") == "passengers":
            choice = PassengerChoiceView(
                v["current"], next(r.index for r in m.routes if r.id == pend["route"]),
                tuple((m.city_index(c), colours(ks)) for c, ks in pend["ends"].items()),
                tuple((m.city_index(c), kinds[k]) for c, k in pend["taken"].items()))
        board = ()
        if "passengers" in v:
            per = dict.fromkeys(range(len(m.cities)), ())
            for c, ks in v["passengers"].items():
                per[m.city_index(c)] = colours(ks)
            board = tuple(per[i] for i in range(len(m.cities)))
        hidden = 0
        if pend.get("kind") == "tickets":
            if "offered" in pend:
                offers.append(offer(v["current"], pend))
            else:
                hidden = pend["offered_count"]
        teams = tuple(
            TeamView(k, tuple(e["seats"]), e["score"], e["trains"], e["shared_hand_size"],
                     e["shared_tickets_count"], hand(e.get("shared_hand")),
                     tickets(e.get("shared_tickets")))
            for k, e in enumerate(v.get("teams") or ()) if isinstance(e, dict))
        if isinstance(v.get("teams"), dict):
            th = v["teams"]                         # the teacher's view: the state's JSON
            of_seat = th["of_seat"]
            teams = tuple(
                TeamView(k, tuple(i for i, x in enumerate(of_seat) if x == k),
                         sum(players[i].score for i, x in enumerate(of_seat) if x == k),
                         sum(players[i].trains for i, x in enumerate(of_seat) if x == k),
                         sum(th["shared_hands"][k].values()), len(th["shared_tickets"][k]),
                         hand(th["shared_hands"][k]), tickets(th["shared_tickets"][k]))
                for k in range(len(th["shared_hands"])))
        return cls(viewer, m, players, tuple(offers), v["current"], v["phase"],
                   v["final_turns"], v["turn"],
                   v["deck_size"] if "deck_size" in v else len(v["deck"]),
                   v["discard_size"] if "discard_size" in v else len(v["discard"]),
                   v["tickets_left"] if "tickets_left" in v else len(v["tickets"]), hidden,
                   mixes, board, choice,
                   v["long_tickets_left"] if "long_tickets_left" in v
                   else len(v.get("long_tickets", ())), teams)

    def player(self, seat: int) -> PlayerView:
        return self.players[seat]

    def team_of(self, seat: int) -> "TeamView | None":
        """The team of ``seat`` (None in games without teams)."""
        return next((tm for tm in self.teams if seat in tm.seats), None)

    def shown_seats(self) -> list[int]:
        """The seats whose hand the viewer sees (all for the teacher, none for PUBLIC)."""
        return [p.seat for p in self.players if p.hand is not None]

    def tickets_of(self, seat: int) -> tuple:
        """The seat's kept tickets if the viewer may read them, else ``()``."""
        return self.players[seat].tickets or ()

    def offer(self, seat: int) -> OfferView | None:
        """The ticket choice ``seat`` must answer, if there is one the viewer may read."""
        return next((o for o in self.offers if o.seat == seat), None)

    def mix(self, seat: int) -> MixView | None:
        """The starting mix ``seat`` must still announce, if the viewer may read it."""
        return next((o for o in self.mixes if o.seat == seat), None)

    def passengers_at(self, city: int) -> tuple:
        """The passenger colours standing on ``city`` (empty on boards without passengers)."""
        return self.board_passengers[city] if self.board_passengers else ()

    def describe(self, action, lang: str) -> str:
        """A move in words as this viewer may read it (:func:`action_view_text`)."""
        return action_view_text(action, self.map, lang, self.viewer)

    def steps(self, steps) -> list:
        """Explanation steps as this viewer may read them (:func:`step_view`)."""
        return [step_view(st, self.viewer) for st in steps]


def seat_view(state: GameState, seat: int | None) -> SeatView:
    """``view(state, seat)`` typed: see :class:`SeatView`."""
    return SeatView.from_json(view(state, seat), state.map)
