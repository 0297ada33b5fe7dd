"""``python -m ttrwidgets play --game trans_europa``: Trans Europa / Trans America in the terminal,
you against bots (Steiner bots by default).

Commands: ``marker COL,ROW`` (or a city), ``rail COL,ROW-COL,ROW``, ``end``, ``return CITY``,
``pass CITY``, ``hint`` (what the Steiner bot would do, and why), ``missing`` (your fewest
missing rails), ``help``, ``quit``.
"""
from __future__ import annotations

import sys

from ..core.errors import TTRError, printable
from . import action_text, view
from .actions import parse_action
from .bot import BOTS, SteinerBot
from .game import active_seats, legal_actions, missing_for, new_game
from .messages import render_step, seat_name
from .session import TransSession
from .specials import special_text

def _say(key, lang, **params) -> str:
    """The Trans terminal's words (``cli.ftl``, ``trans-*``)."""
    from ..core.cli_text import say
    return say(key, lang, **params)


def _show(state, seat, lang, out):
    v = view(state, seat)
    b = state.map
    phase = _say("trans-phase", lang, phase=v["phase"])
    if v["special"]:
        out(_say("trans-state-special", lang, round=v["round"] + 1, phase=phase,
                 rails=v["rails_left"], special=special_text(v["special"], lang)))
    else:
        out(_say("trans-state", lang, round=v["round"] + 1, phase=phase, rails=v["rails_left"]))
    for s, p in enumerate(v["players"]):
        mark = "*" if s in active_seats(state) else " "
        out(_say("trans-player", lang, mark=mark, seat=seat_name(s, lang), prestige=p["prestige"],
                 marker="–" if p["marker"] is None else str(p["marker"]), cities=", ".join(p["cities"])
                 or "(" + _say("trans-hidden", lang, n=p["city_count"]) + ")"))


def _parse(line, seat, board):
    words = line.split()
    if words and words[0] == "marker" and len(words) >= 2 and not words[1][0].isdigit():
        city = board.cities[board.city_index(" ".join(words[1:]))]
        return parse_action(f"p{seat} marker {board.nodes[city.node][0]},{board.nodes[city.node][1]}")
    return parse_action(f"p{seat} {line}")


def main(argv=None, stdin=None, stdout=None) -> int:
    from ..core import i18n
    from ..core.cli_text import Parser, lang_of
    lang = lang_of(argv if argv is not None else sys.argv[1:])
    ap = Parser("play", lang, description="args.play-trans")
    ap.add_argument("--game", choices=["trans_europa", "trans_america"], default="trans_europa",
                    help=("args.game", {"default": "trans_europa"}))
    from ..core.registry import game as game_info, players_text
    ap.add_argument("--players", type=int, default=3, help=("args.players", {
        "counts": ", ".join(f"{g} {players_text(game_info(g).players, lang)}"
                            for g in ("trans_europa", "trans_america")), "default": 3}))
    ap.add_argument("--seat", type=int, default=0, help="args.seat")
    ap.add_argument("--bot", choices=sorted(BOTS), default="steiner", help="args.bot-trans")
    ap.add_argument("--special", default=None, help="args.special")
    ap.add_argument("--seed", type=int, default=None, help="args.seed")
    ap.add_argument("--lang", choices=i18n.languages(), default="en", help="args.lang")
    ap.add_argument("--auto", action="store_true", help="args.auto")
    args = ap.parse_args(argv)
    stdin = stdin or sys.stdin
    write = (stdout or sys.stdout).write

    def out(text):
        write(printable(text) + "\n")
    import random
    seed = args.seed if args.seed is not None else random.randrange(10 ** 6)
    rules = args.game if args.special is None else (
        f"{args.game}.special" if args.special == "deck" else f"{args.game}.special-{args.special}")
    try:
        state, steps = new_game(rules, args.players, seed)
    except TTRError as e:
        from ..core.cli_text import say
        print(say("error", args.lang, error=printable(e.message(args.lang))), file=sys.stderr)
        return 2
    # the game's history, seats and bots are the one session's (its bots seeded by their seat)
    session = TransSession(state, ["human" if s == args.seat and not args.auto else args.bot
                                   for s in range(args.players)], steps, seed=0)
    helper = SteinerBot(0)
    for st in steps:
        out(render_step(st, state.map, args.lang))
    out(_say("trans-seed", args.lang, seed=seed, help=_say("trans-help", args.lang)))
    while active_seats(session.state):
        state = session.state
        seat = active_seats(state)[0]
        if seat in session.bots:
            action = session.bots[seat].choose(state, seat)
        else:
            _show(state, seat, args.lang, out)
            write("> ")
            line = stdin.readline()
            if not line:
                return 0
            line = line.strip()
            if line in ("quit", "exit"):
                return 0
            if line in ("help", ""):
                out(_say("trans-help", args.lang))
                continue
            if line == "hint":
                adv = helper.advise(state, seat)
                out(f"{action_text(adv.action, state.map, args.lang)} ({adv.key})")
                continue
            if line == "missing":                   # trans.score-round, as a sentence
                n = missing_for(state, seat)
                out(_say("trans-missing-none", args.lang) if n is None else
                    _say("trans-missing", args.lang, n=n))
                continue
            try:
                action = _parse(line, seat, state.map)
            except (TTRError, KeyError) as e:
                out(f"? {printable(e.message(args.lang) if isinstance(e, TTRError) else e)}")
                continue
        try:
            steps = session.act(action)
            state = session.state
        except TTRError as e:
            out(e.message(args.lang) if hasattr(e, "message") else str(e))
            continue
        out(action_text(action, state.map, args.lang, viewer=args.seat))
        for st in steps[1:]:
            out("  " + render_step(st, state.map, args.lang))
    _show(state, None, args.lang, out)
    return 0
