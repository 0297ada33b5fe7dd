"""Tiny in the terminal (``python -m ttrwidgets play --game tiny``): type ``claim N``."""
from __future__ import annotations

import argparse
import sys

from ttrwidgets.core.errors import IllegalActionError, InvalidActionError
from ttrwidgets.core.session import FamilySession

from . import action_text, legal_actions, parse_action, scores


def main(argv=None, stdin=None, stdout=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ttrwidgets play")
    ap.add_argument("--game", choices=["tiny"], default="tiny")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bot", choices=["greedy", "random"], default="greedy")
    args = ap.parse_args(argv)
    stdin = stdin or sys.stdin
    out = (stdout or sys.stdout).write
    session = FamilySession.new("tiny", ["human", args.bot], args.seed)
    while session.active_humans() or session.next_bot() is not None:
        if session.active_humans():
            s = session.state
            free = ", ".join(str(a.edge) for a in legal_actions(s, 0))
            out(f"free edges: {free}\n> ")
            line = stdin.readline()
            if not line:
                return 0
            try:
                words = line.split()
                action = parse_action(f"p0 claim {words[1]}" if words[:1] == ["claim"]
                                      and len(words) == 2 else line)
                session.act(action)
            except (IllegalActionError, InvalidActionError) as e:
                out(f"  x {e}\n")
                continue
            out(action_text(session.entries[-1].action, s.map) + "\n")
        else:
            entry = session.bot_move()
            out("bot: " + action_text(entry.action, session.state.map) + "\n")
    fs = scores(session.state)
    for sc in fs.seats:
        out(f"player {sc.seat + 1}: {sc.total} points\n")
    out("winners: " + ", ".join(f"player {w + 1}" for w in fs.winners) + "\n")
    return 0
