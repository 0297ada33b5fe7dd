"""What one seat may see (``tickets.secret``, hidden hands, hidden deck order).

``view(state, seat)`` returns plain JSON-friendly data: the public board, the seat's own hand,
tickets and pending choice, and only counts of everything hidden. ``seat=None`` is the
teacher's view: everything, as :func:`~ttrwidgets.engine.record.state_to_json` shows it.

>>> from ttrwidgets.engine.game import new_game
>>> s, _ = new_game("europe.classic", 3, seed=2)
>>> v = view(s, 1)
>>> "hand" in v["players"][1], "hand" in v["players"][0], v["players"][0]["hand_size"]
(True, False, 4)
"""
from __future__ import annotations


from .record import state_to_json
from .state import GameState, Phase, TicketChoice


def view(state: GameState, seat: int | None) -> dict:
    full = state_to_json(state)
    if seat is None:
        full["viewer"] = None
        return full
    m = state.map
    players = []
    for i, p in enumerate(state.players):
        pub = {"trains": p.trains, "stations": [m.cities[c].name for c in p.stations],
               "score": p.score, "hand_size": sum(p.hand), "tickets_count": len(p.tickets)}
        if i == seat:
            pub["hand"] = full["players"][i]["hand"]
            pub["tickets"] = full["players"][i]["tickets"]
        players.append(pub)
    pend = state.pending
    pending = full["pending"]
    if isinstance(pend, TicketChoice) and state.current != seat:
        pending = {"kind": "tickets", "offered_count": len(pend.offered)}
    setup = None
    if state.phase is Phase.SETUP and state.setup[seat] is not None:
        setup = full["setup"][seat]
    return {
        "viewer": seat, "rules": full["rules"], "map": full["map"],
        "players": players, "routes": full["routes"], "faceup": full["faceup"],
        "deck_size": len(state.deck), "discard_size": len(state.discard),
        "tickets_left": len(state.tickets), "current": state.current,
        "phase": state.phase.value, "pending": pending, "setup": setup,
        "final_turns": state.final_turns, "turn": state.turn,
    }


_BLIND = ("draw.blind.first", "draw.blind.second")


def step_view(st, seat: int | None):
    """An explanation step as ``seat`` may read it (``seat=None``: the teacher sees all).

    Only the drawing player learns the colour of a card drawn blind from the deck, so another
    seat reads the same step without the colour (and without the rule id that would betray a
    locomotive).

    >>> from ttrwidgets.engine.steps import step
    >>> s = step("draw.blind-locomotive", "draw.blind.first", {"cards": ["locomotive"]},
    ...          seat=0, colour="locomotive")
    >>> step_view(s, 0) is s, step_view(s, None) is s
    (True, True)
    >>> step_view(s, 1).rule, step_view(s, 1).params, step_view(s, 1).highlights
    ('draw.two', {'seat': 0}, {})
    """
    if seat is None or st.key not in _BLIND or st.params.get("seat") == seat:
        return st
    from .steps import Step
    return Step("draw.two", st.key + ".hidden", {"seat": st.params.get("seat")}, {})
