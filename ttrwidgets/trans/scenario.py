"""Trans scenarios (``shared/spec/scenarios.md``, "Position (Trans games)"): set up a position,
play, check.

Grid points are ``[col, row]`` or a city name. Actions: ``place_marker`` (``at``), ``lay_rail``
(``edge: [P, Q]``), ``end_turn``, and the special cards' choices ``return_city`` (``city``, card
8) and ``pass_city`` (``city``, cards 13-16). Queries: ``missing_rails`` (``player``),
``round_result``, ``final_scores``. Expectations after an action: ``legal`` (+ ``rule``),
``current_player``, ``game_over``, ``phase``, ``round``, ``rails_left``, ``special``,
``players.N.{prestige, cities, marker, complete}``.

Options: ``players`` (2-6) and ``special`` (1-19 or null: the card for the whole game, or
``"deck"``: one card revealed each round). The position's ``special`` is the card in force this
round (it wins over the option for this round). A position starts at the beginning of
``current_player``'s turn: in the ``markers`` phase while some player has no start marker, else
in the ``rails`` phase, with ``rails_this_turn`` rails of the turn already laid.

>>> data = {"game": "trans_europa", "options": {"players": 2},
...         "position": {"players": [{"cities": ["Paris", "Berlin"], "marker": "Paris"},
...                                  {"cities": ["Roma"], "marker": "Roma"}]},
...         "steps": [{"query": "missing_rails", "player": 0, "expect": 5}]}
>>> [r["ok"] for r in run_scenario(data, "demo.json")]
[True]
"""
from __future__ import annotations

import json
import random

from ..core.registry import game as registered, players_text
from ..core.errors import Message
from ..core.jsonfile import describe_value
from ..core.scenario import Problems, ScenarioRunner, is_whole, read_top, seed_and_steps
from .actions import EndTurn, LayRail, PassCity, PlaceMarker, ReturnCity
from .board import COLOURS, load_board
from .game import (RAILS, TransPlayer, TransRules, TransState, apply, get_rules, is_complete,
                   missing_for, new_game)
from .specials import CARDS, prestige_for

__all__ = ["run_scenario", "setup_scenario", "TRANS_ACTIONS", "TRANS_QUERIES"]

_POS = {"players", "rails", "rails_left", "current_player", "rails_this_turn", "special",
        "start_player"}
_PLAYER = {"cities", "marker", "prestige"}
TRANS_ACTIONS = {"place_marker", "lay_rail", "end_turn", "return_city", "pass_city"}
TRANS_QUERIES = {"missing_rails", "round_result", "final_scores"}
_EXPECT = {"legal", "rule", "current_player", "game_over", "phase", "round", "rails_left",
           "special", "players"}
_PLAYER_EXPECT = {"prestige", "cities", "marker", "complete"}


_Problems = Problems
_whole = is_whole


def _unknown_city(ref, e) -> Message:
    """A city the board does not have, with the board's own message (close names) in the same
    language."""
    why = e.message if hasattr(e, "message") else (lambda lang: str(e.args[0]))
    return Message("trans-scen.unknown-city", name=ref, why=why)


def _node(board, ref, path, probs):
    """A grid point ``[col, row]`` or a city name -> node index."""
    if isinstance(ref, str):
        try:
            return board.cities[board.city_index(ref)].node
        except KeyError as e:
            probs.add(path, _unknown_city(ref, e))
            return None
    if isinstance(ref, list) and len(ref) == 2 and all(_whole(x) for x in ref):
        try:
            return board.node_at(ref)
        except KeyError:
            probs.add(path, Message("trans-scen.no-point", point=json.dumps(ref),
                                    board=board.id))
            return None
    probs.add(path, Message("trans-scen.point"))
    return None


def _line(board, ref, path, probs):
    if not (isinstance(ref, list) and len(ref) == 2):
        probs.add(path, Message("trans-scen.rail"))
        return None
    a, b = _node(board, ref[0], f"{path}[0]", probs), _node(board, ref[1], f"{path}[1]", probs)
    if a is None or b is None:
        return None
    line = board.line_of(a, b)
    if line is None:
        probs.add(path, Message("trans-scen.no-line", a=json.dumps(board.point(a)),
                                b=json.dumps(board.point(b))))
    return line


def _city(board, ref, path, probs):
    if not isinstance(ref, str):
        probs.add(path, Message("trans-scen.city"))
        return None
    try:
        return board.city_index(ref)
    except KeyError as e:
        probs.add(path, _unknown_city(ref, e))
        return None


def _special_value(v, path, probs, allow_deck=False):
    if v is None or (_whole(v) and v in CARDS) or (allow_deck and v == "deck"):
        return v
    probs.add(path, Message("trans-scen.special", deck="yes" if allow_deck else "no"))
    return None


def setup_scenario(data, source: str = "<scenario>") -> TransState:
    return _setup(data, source)[0]


def _setup(data, source):
    probs = read_top(data, source)
    game = data.get("game")
    opts = data.get("options")
    if not isinstance(opts, dict):
        probs.add("$.options", Message("trans-scen.options"))
        opts = {}
    try:
        info = registered(game) if isinstance(game, str) else None
    except KeyError:
        info = None
    if info is None or info.family != "trans":
        probs.add("$.game", Message("trans-scen.game", value=describe_value(game)))
        probs.raise_if_any()
    counts = info.players
    n = opts.get("players")
    if not _whole(n) or n not in counts:
        probs.add("$.options.players", Message(
            "trans-scen.players", counts=lambda lang: players_text(counts, lang), game=game))
    for k in sorted(set(opts) - {"players", "special"}):
        probs.add(f"$.options.{k}", Message("trans-scen.unknown-option", hint="yes" if k in (
            "variant", "tiebreak") else "no"))
    special = _special_value(opts.get("special"), "$.options.special", probs, allow_deck=True)
    seed = seed_and_steps(data, probs)
    probs.raise_if_any()
    rules = get_rules(game if special is None else f"{game}.special" if special == "deck"
                      else f"{game}.special-{special}")
    if "position" not in data:
        return new_game(rules, n, seed)
    pos = data["position"]
    if not isinstance(pos, dict):
        probs.add("$.position", Message("trans-scen.object"))
        probs.raise_if_any()
    state = _position(rules, n, seed, pos, probs)
    probs.raise_if_any()
    return state, []


def _position(rules: TransRules, n: int, seed: int, pos: dict, probs) -> TransState:
    b = load_board(rules.board)
    for k in sorted(set(pos) - _POS):
        probs.add(f"$.position.{k}", Message("trans-scen.unknown-position-key",
                                             known=", ".join(sorted(_POS))))
    pl = pos.get("players", [{} for _ in range(n)])
    if not isinstance(pl, list) or len(pl) != n:
        probs.add("$.position.players", Message("trans-scen.players-list", n=n))
        pl = [{} for _ in range(n)]
    players = []
    markers = {}
    for i, p in enumerate(pl):
        path = f"$.position.players[{i}]"
        if not isinstance(p, dict):
            probs.add(path, Message("trans-scen.object"))
            players.append(TransPlayer())
            continue
        for k in sorted(set(p) - _PLAYER):
            probs.add(f"{path}.{k}", Message("trans-scen.unknown-player-key"))
        cities = []
        raw = p.get("cities", [])
        if not isinstance(raw, list):
            probs.add(f"{path}.cities", Message("trans-scen.cities"))
            raw = []
        for j, c in enumerate(raw):
            x = _city(b, c, f"{path}.cities[{j}]", probs)
            if x is not None:
                if x in cities:
                    probs.add(f"{path}.cities[{j}]", Message("trans-scen.city-twice"))
                cities.append(x)
        marker = -1
        if p.get("marker") is not None:
            m = _node(b, p["marker"], f"{path}.marker", probs)
            if m is not None:
                if m in markers:
                    probs.add(f"{path}.marker", Message("trans-scen.marker-taken",
                                                        at=f"$.position.players[{markers[m]}]"))
                markers[m] = i
                marker = m
        prestige = p.get("prestige", 0)
        if not _whole(prestige) or prestige < 0:
            probs.add(f"{path}.prestige", Message("trans-scen.prestige"))
            prestige = 0
        players.append(TransPlayer(tuple(cities), marker, prestige))
    rails = []
    raw = pos.get("rails", [])
    if not isinstance(raw, list):
        probs.add("$.position.rails", Message("trans-scen.rails"))
        raw = []
    for j, r in enumerate(raw):
        line = _line(b, r, f"$.position.rails[{j}]", probs)
        if line is not None:
            if line in rails:
                probs.add(f"$.position.rails[{j}]", Message("trans-scen.rail-twice"))
            rails.append(line)
    left = pos.get("rails_left", RAILS - len(rails))
    if not _whole(left) or not 0 <= left <= RAILS - len(rails):
        probs.add("$.position.rails_left", Message("trans-scen.rails-left",
                                                   most=RAILS - len(rails), rails=RAILS,
                                                   laid=len(rails)))
        left = RAILS - len(rails)
    cur = pos.get("current_player", 0)
    if not _whole(cur) or not 0 <= cur < n:
        probs.add("$.position.current_player", Message("trans-scen.seat", last=n - 1))
        cur = 0
    start = pos.get("start_player", 0)
    if not _whole(start) or not 0 <= start < n:
        probs.add("$.position.start_player", Message("trans-scen.seat", last=n - 1))
        start = 0
    used = pos.get("rails_this_turn", 0)
    if not _whole(used) or not 0 <= used <= 3:
        probs.add("$.position.rails_this_turn", Message("trans-scen.rails-this-turn"))
        used = 0
    special = rules.special if rules.special != "deck" else None
    if "special" in pos:
        special = _special_value(pos["special"], "$.position.special", probs)
    probs.raise_if_any()
    if all(p.marker >= 0 for p in players):
        phase = "rails"
    else:
        phase = "markers"
        if players[cur].marker >= 0:
            probs.add("$.position.current_player", Message("trans-scen.current-marker"))
        if used or rails:
            probs.add("$.position", Message("trans-scen.rails-before-markers"))
    probs.raise_if_any()
    held = {c for p in players for c in p.cities}
    rng = random.Random(f"ttrwidgets:trans:scenario:{seed}")
    decks = []
    for colour in COLOURS:
        pile = [c.index for c in b.cities if c.colour == colour and c.index not in held
                and not (n <= 3 and c.dashed)]
        rng.shuffle(pile)
        decks.append(tuple(pile))
    specials = ()
    if rules.special == "deck":
        specials = tuple(random.Random(f"ttrwidgets:trans:{seed}:specials")
                         .sample(sorted(CARDS), len(CARDS)))
    return TransState(rules=rules, map=b, seed=seed, players=tuple(players),
                      decks=tuple(decks), rails=tuple(rails), rails_left=left, phase=phase,
                      current=cur, start_player=start, special=special, specials=specials,
                      used=used, known=tuple(() for _ in range(n)))


# --------------------------------------------------------------------------- running
def _unknown_action(do) -> Message:
    return Message("trans-scen.unknown-action", value=describe_value(do),
                   known=", ".join(sorted(TRANS_ACTIONS)))


def _to_action(state, st, path, probs):
    b = state.map
    do = st.get("do")
    if not isinstance(do, str) or do not in TRANS_ACTIONS:
        probs.add(f"{path}.do", _unknown_action(do))
        return None
    seat = st.get("player", state.current if state.phase != "choose" else None)
    if not _whole(seat) or not 0 <= seat < state.n_players:
        probs.add(f"{path}.player", Message("trans-scen.seat", last=state.n_players - 1))
        return None
    allowed = {"place_marker": {"at"}, "lay_rail": {"edge"}, "end_turn": set(),
               "return_city": {"city"}, "pass_city": {"city"}}[do]
    for k in sorted(set(st) - allowed - {"do", "player", "expect", "note"}):
        probs.add(f"{path}.{k}", Message("trans-scen.unknown-field", step=do))
    if do == "place_marker":
        node = _node(b, st.get("at"), f"{path}.at", probs)
        return None if node is None else PlaceMarker(seat, b.nodes[node])
    if do == "lay_rail":
        line = _line(b, st.get("edge"), f"{path}.edge", probs)
        if line is None:
            return None
        ln = b.lines[line]
        return LayRail(seat, b.nodes[ln.a], b.nodes[ln.b])
    if do == "end_turn":
        return EndTurn(seat)
    c = _city(b, st.get("city"), f"{path}.city", probs)
    if c is None:
        return None
    cls = ReturnCity if do == "return_city" else PassCity
    return cls(seat, b.cities[c].name)


def round_result(state) -> dict:
    """``{"winners": [...], "0": gained, ...}`` for the round that just ended (once the next
    round has not begun), else as if the current round ended now."""
    lr = state.last_round
    fresh = all(p.marker < 0 for p in state.players) and not state.rails
    if lr is not None and (state.phase == "over" or fresh):
        return {"winners": list(lr.completed),
                **{str(s): g for s, g in enumerate(lr.gains)},
                "missing": {str(s): m for s, m in enumerate(lr.missing)}}
    done = [s for s in range(state.n_players) if is_complete(state, s)]
    out = {"winners": done}
    missing = {}
    for s in range(state.n_players):
        m = 0 if s in done else missing_for(state, s)
        missing[str(s)] = m
        out[str(s)] = prestige_for(state.special, s in done, m)
    out["missing"] = missing
    return out


def final_scores(state) -> dict:
    from . import scores
    sc = scores(state)
    out = {str(s.seat): {"total": s.total, "prestige": s.total} for s in sc}
    out["winners"] = list(sc.winners)
    return out


def _query(state, st, path, probs):
    q = st["query"]
    for k in sorted(set(st) - {"query", "player", "expect", "note"}):
        probs.add(f"{path}.{k}", Message("trans-scen.unknown-field", step=q))
    if q == "missing_rails":
        seat = st.get("player")
        if not _whole(seat) or not 0 <= seat < state.n_players:
            probs.add(f"{path}.player", Message("trans-scen.seat", last=state.n_players - 1))
            return None
        return missing_for(state, seat)
    if q == "round_result":
        return round_result(state)
    return final_scores(state)


def _compare(expected, got) -> bool:
    if isinstance(expected, dict):
        return isinstance(got, dict) and all(
            k in got and _compare(v, got[k]) for k, v in expected.items())
    if isinstance(expected, list) and isinstance(got, list):
        return sorted(map(json.dumps, expected)) == sorted(map(json.dumps, got))
    return expected == got and type(expected) is type(got) or \
        (isinstance(expected, bool) is isinstance(got, bool) and expected == got)


def _check_state(state, expect, path, probs):
    b = state.map
    out = []
    for k in sorted(set(expect) - _EXPECT):
        probs.add(f"{path}.expect.{k}", Message("trans-scen.unknown-expectation"))
    simple = {"current_player": state.current, "game_over": state.phase == "over",
              "phase": state.phase, "round": state.round, "rails_left": state.rails_left,
              "special": state.special}
    for k, got in simple.items():
        if k in expect:
            out.append((k, expect[k], got, expect[k] == got and
                        isinstance(expect[k], bool) == isinstance(got, bool)))
    players = expect.get("players", {})
    if not isinstance(players, dict):
        probs.add(f"{path}.expect.players", Message("trans-scen.expect-players"))
        players = {}
    for key, fields in players.items():
        p_path = f"{path}.expect.players.{key}"
        if not (isinstance(key, str) and key.isdigit() and int(key) < state.n_players):
            probs.add(p_path, Message("trans-scen.player-index"))
            continue
        if not isinstance(fields, dict):
            probs.add(p_path, Message("trans-scen.object"))
            continue
        s = int(key)
        p = state.players[s]
        for f, exp in fields.items():
            if f not in _PLAYER_EXPECT:
                probs.add(f"{p_path}.{f}", Message("trans-scen.unknown-player-expectation"))
                continue
            if f == "prestige":
                got = p.prestige
            elif f == "complete":
                got = is_complete(state, s)
            elif f == "marker":
                got = b.point(p.marker) if p.marker >= 0 else None
                if isinstance(exp, str):
                    try:
                        exp_n = b.cities[b.city_index(exp)].node
                        out.append((f"players.{key}.{f}", exp, got, p.marker == exp_n))
                    except KeyError:
                        probs.add(f"{p_path}.{f}", Message("trans-scen.unknown-city-plain", name=str(exp)))
                    continue
            else:  # cities: a count or a list of names
                if _whole(exp):
                    got = len(p.cities)
                else:
                    got = sorted(b.cities[c].name for c in p.cities)
                    try:
                        exp_set = sorted(b.cities[b.city_index(x)].name for x in exp)
                    except (KeyError, TypeError):
                        probs.add(f"{p_path}.{f}", Message("trans-scen.cities-expect"))
                        continue
                    out.append((f"players.{key}.{f}", exp, got, exp_set == got))
                    continue
            out.append((f"players.{key}.{f}", exp, got, exp == got))
    return out


class TransScenarios(ScenarioRunner):
    """Scenarios of Trans Europa and Trans America."""
    ACTIONS = frozenset(TRANS_ACTIONS)
    QUERIES = frozenset(TRANS_QUERIES)

    setup = staticmethod(_setup)

    def unknown_action(self, do):
        return _unknown_action(do)

    def unknown_query(self, q):
        return Message("trans-scen.unknown-query", value=describe_value(q),
                       known=", ".join(sorted(TRANS_QUERIES)))

    to_action = staticmethod(_to_action)

    def check_state(self, state, steps, expect, path, probs):
        return _check_state(state, expect, path, probs)

    query = staticmethod(_query)

    def compare(self, state, st, q, expected, got):
        return _compare(expected, got)

    def trace_state(self, trace, state):
        """``special:N`` for each special card in force."""
        if state.special is not None:
            trace.add(f"special:{state.special}")

    def trace_action(self, trace, state, action, expect, rule):
        if "rails_left" in expect:
            trace.add("trans.rails")
        self.trace_state(trace, state)

    def trace_query(self, trace, q, expect, state, st):
        trace.update({"missing_rails": ("trans.score-round",),
                      "round_result": ("trans.score-round", "trans.round-end"),
                      "final_scores": ("trans.game-end",)}[q])


RUNNER = TransScenarios(apply)
#: Run a Trans scenario (one result dict per expectation; a malformed file raises
#: ``ScenarioError``); ``trace`` collects the rule ids the scenario exercised and
#: ``special:N`` for each special card in force.
run_scenario = RUNNER.run
#: One step of it (the lessons' scripted moves and checks).
run_step = RUNNER.run_step
