"""Write the guided games' starting positions: ``ttrwidgets/lessons/courses/GAME/guided-game.json``
(a developer tool; issue 23, the guided game at the end of each course).

For each course of :data:`COURSES` it plays a whole game from the course's seed with the
family's default bot at every seat (``core.session.new_session``: the bots are seeded from the
game's seed), then keeps the position at the first start of seat 0's turn from which that game
needs at most the course's ``moves`` more actions of seat 0 to reach the final scoring. The
position is written in the scenario format (``shared/spec/scenarios.md``) that the game's own
scenario reader checks when the course's guided game starts. The same code gives the same
files, byte for byte (``tests/lessons/test_guided.py`` runs it and compares).

    python tools/make_guided_games.py              # write the four files
    python tools/make_guided_games.py --check      # compare only; exit 1 when one differs
    python tools/make_guided_games.py europe       # one course

Prints one line per course: the file, the bot moves played before the position, and the
learner moves left after it.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ttrwidgets.core.family import family  # noqa: E402
from ttrwidgets.core.session import new_session  # noqa: E402
from ttrwidgets.ttr.puzzles.make import position_json  # noqa: E402
from ttrwidgets.trans.puzzles.rails import _trans_position  # noqa: E402

COURSES_DIR = ROOT / "ttrwidgets" / "lessons" / "courses"
FILE = "guided-game.json"
TITLE = "Guided game: a few turns before the end"
#: course -> (players, game seed, at most this many learner moves left from the position)
COURSES = {
    "europe": (2, 1, 10),
    "deutschland": (2, 0, 11),
    "asia": (4, 1, 6),
    "trans_europa": (2, 2, 10),
}


def _route_turn_start(state) -> dict | None:
    """A route game's position at the start of a turn (no card drawn, no tunnel open)."""
    return position_json(state, discard=True) if state.pending is None else None


def _grid_turn_start(state) -> dict | None:
    """A Trans game's position at the start of a turn of the rail phase."""
    if state.phase != "rails" or state.used or state.choice is not None or state.finish_turn:
        return None
    return _trans_position(state)


#: family module -> the scenario position of a state at the start of a turn, else None
POSITION = {"ttr": _route_turn_start, "trans": _grid_turn_start}


def dump(data) -> str:
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def guided_game(game: str) -> tuple[dict, int, int]:
    """The guided-game scenario of ``game``'s course, the bot moves played before its
    position and the learner's moves left after it."""
    players, seed, most = COURSES[game]
    fam = family(game)
    position_of = POSITION[fam.__name__.rsplit(".", 1)[-1]]
    s = new_session(game, [fam.DEFAULT_BOT] * players, seed=seed)
    starts = []                                 # (moves played, position) at seat 0's turns
    seats = []                                  # who moved, move by move
    while fam.active_seats(s.state):
        seat = fam.active_seats(s.state)[0]
        if seat == 0:
            pos = position_of(s.state)
            if pos is not None:
                starts.append((len(seats), pos))
        seats.append(seat)
        s.bot_move()
    for k, pos in starts:
        left = seats[k:].count(0)
        if left <= most:
            data = {"title": TITLE, "game": game, "options": {"players": players},
                    "seed": seed, "position": pos, "steps": []}
            return data, k, left
    raise SystemExit(f"{game}: no turn of seat 0 with at most {most} moves left")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", help="courses (default: all)")
    ap.add_argument("--check", action="store_true",
                    help="compare with the shipped files, write nothing")
    args = ap.parse_args(argv)
    bad = 0
    for game in args.games or COURSES:
        if game not in COURSES:
            ap.error(f"no guided game for {game!r} (known: {', '.join(COURSES)})")
        data, k, left = guided_game(game)
        path = COURSES_DIR / game / FILE
        text = dump(data)
        same = path.is_file() and path.read_text(encoding="utf-8") == text
        if args.check:
            bad += not same
            state = "same" if same else "DIFFERS"
        else:
            path.write_text(text, encoding="utf-8")
            state = "unchanged" if same else "written"
        print(f"{path.relative_to(path.parents[2])}: {state} (after {k} bot moves; {left} learner "
              f"moves left)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
