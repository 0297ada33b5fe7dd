"""``python -m ttrwidgets bench``: measured figures, printed as JSON (not a timed test).

* games per second: complete random-legal 4-player Europe games (setup to scoring), by wall
  time and by the process's CPU time (the figure to compare: other programs on the machine do
  not count in it); the same for Ticket to Ride Deutschland
* ``--compare REV``: the same random games played by another revision of the project (a git
  commit, checked out in a temporary worktree) and by this one, in alternating rounds in fresh
  processes, so that both see the same machine; reports both rates and their ratio
* ``--peer DIR``: the same for a peer engine the user fetched into DIR (a checkout of
  TinyPablo/trains-game-engine): its own random game (``scripts/stress_test.py``'s
  ``run_simulation``) against ours, in alternating rounds in fresh processes; reports both rates,
  the actions per game on each side and the ratio
* longest trail: times of :func:`ttrwidgets.graphs.longest_trail` on the real end-of-game
  networks of those games (every player)
* ``--strong GAMES``: the strong bot against the greedy bot, seeded games on Europe and
  Deutschland with 2 players (one each) and 4 players (one strong against three greedy), the
  strong bot's seat turning with the seed: its wins (a shared first place counts), its mean
  margin over the best other seat, and its CPU time per decision
* ``--strong-team PLAYERS``: in the Asia team game, a team of two strong bots against greedy
  teams, seeded games: the strong team's wins, its margin, its CPU time per decision
* station borrowing: times of the exact best assignment on the same end positions, plus a
  constructed worst case (three stations in hub cities, every neighbour route owned by others,
  a ticket between every pair of the cities involved: nothing can be pruned)
"""
from __future__ import annotations

import json
import platform
import statistics
import time

from .ttr.bots import RandomBot
from .core.errors import TTRError
from .ttr.game import active_seats, apply, new_game
from .ttr.scoring import borrow_candidates, player_graph
from .graphs import best_station_borrowing, longest_trail


def _pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def random_game(seed: int, players: int = 4, rules: str = "europe.classic"):
    state, _ = new_game(rules, players, seed)
    bot = RandomBot(seed)
    n = 0
    while True:
        seats = active_seats(state)
        if not seats:
            return state, n
        state, _ = apply(state, bot.choose(state, seats[0]))
        n += 1


def bench(games: int = 200, seed: int = 0) -> dict:
    t0, c0 = time.perf_counter(), time.process_time()
    ends, actions = [], 0
    for g in range(games):
        st, n = random_game(seed + g)
        ends.append(st)
        actions += n
    elapsed = time.perf_counter() - t0
    cpu = time.process_time() - c0
    trail_ms, borrow_ms = [], []
    for st in ends:
        for seat in range(st.n_players):
            G = player_graph(st, seat)
            t = time.perf_counter()
            longest_trail(G)
            trail_ms.append((time.perf_counter() - t) * 1000)
            stations = borrow_candidates(st, seat)
            if stations:
                m = st.map
                tks = [(m.tickets[x].a, m.tickets[x].b, m.tickets[x].points)
                       for x in st.players[seat].tickets]
                t = time.perf_counter()
                best_station_borrowing(G, stations, tks)
                borrow_ms.append((time.perf_counter() - t) * 1000)
    worst = _worst_borrow_case()
    t0, c0 = time.perf_counter(), time.process_time()
    de_actions = sum(random_game(seed + g, 4, "deutschland")[1] for g in range(games))
    de_elapsed, de_cpu = time.perf_counter() - t0, time.process_time() - c0
    return {
        "machine": {"python": platform.python_version(), "cpu": platform.processor() or
                    platform.machine()},
        "random_games": {"games": games, "players": 4, "rules": "europe.classic",
                         "seconds": round(elapsed, 3),
                         "cpu_seconds": round(cpu, 3),
                         "games_per_second": round(games / elapsed, 1),
                         "games_per_cpu_second": round(games / cpu, 1),
                         "actions_per_second": round(actions / elapsed),
                         "mean_actions_per_game": round(actions / games, 1)},
        "deutschland_random_games": {
            "games": games, "players": 4, "rules": "deutschland",
            "seconds": round(de_elapsed, 3), "cpu_seconds": round(de_cpu, 3),
            "games_per_second": round(games / de_elapsed, 1),
            "games_per_cpu_second": round(games / de_cpu, 1),
            "mean_actions_per_game": round(de_actions / games, 1)},
        "longest_trail_ms": {"networks": len(trail_ms), "p50": round(_pct(trail_ms, .5), 3),
                             "p95": round(_pct(trail_ms, .95), 3),
                             "max": round(max(trail_ms), 3)},
        "station_borrowing_ms": {"cases": len(borrow_ms),
                                 "p50": round(_pct(borrow_ms, .5), 3) if borrow_ms else None,
                                 "max": round(max(borrow_ms), 3) if borrow_ms else None,
                                 "constructed_worst_case": worst},
    }


def _worst_borrow_case() -> dict:
    """An upper bound on the search: three stations in the cities with most neighbours, every route
    into them owned by opponents, the station owner owning no route at all (so every neighbour
    city is a component of its own and no candidate is equivalent to another), and a ticket
    between every pair of the cities involved (so no candidate is a dead end and no ticket is
    settled in advance) — more tickets than any player can hold."""
    from itertools import combinations
    from .ttr.maps import load_map
    import networkx as nx
    m = load_map("europe")
    neighbours = {c.index: {r.b if r.a == c.index else r.a for r in m.routes
                            if c.index in (r.a, r.b)} for c in m.cities}
    hubs = sorted(neighbours, key=lambda c: -len(neighbours[c]))[:3]  # the largest search
    stations = {c: [(r.a, r.b, r.index) for r in m.routes if c in (r.a, r.b)] for c in hubs}
    cities = sorted({x for cands in stations.values() for u, v, _ in cands for x in (u, v)})
    tks = [(a, b, 1 + (a + b) % 20) for a, b in combinations(cities, 2)]
    G = nx.MultiGraph()
    times = []
    for _ in range(5):
        t = time.perf_counter()
        best_station_borrowing(G, stations, tks)
        times.append((time.perf_counter() - t) * 1000)
    size = 1
    for c, cands in stations.items():
        size *= 1 + len({u if v == c else v for u, v, _ in cands})
    return {"candidates": [len(v) for v in stations.values()], "tickets": len(tks),
            "assignments_searched": size,
            "ms_median_of_5": round(statistics.median(times), 3),
            "ms_max_of_5": round(max(times), 3)}


#: Run inside a checkout (this one or another revision's worktree): time ``games`` random games
#: with the bench's own ``random_game`` and print the CPU seconds and the actions played.
_ROUND = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from ttrwidgets.bench import random_game
seed, games = int(sys.argv[2]), int(sys.argv[3])
random_game(seed - 1)                                   # warm up: imports, map, caches
c0 = time.process_time()
actions = sum(random_game(seed + g)[1] for g in range(games))
print(json.dumps({"cpu": time.process_time() - c0, "actions": actions}))
"""


def compare(rev: str, games: int = 60, rounds: int = 5, seed: int = 0) -> dict:
    """Random 4-player Europe games per CPU second, revision ``rev`` against this checkout,
    measured in alternating rounds (``rev``, this, ``rev``, this, ...) of ``games`` games each,
    every round in a fresh process. Both play the same seeds; the same number of actions shows
    that both play the same games."""
    import shutil
    import subprocess
    import sys
    import tempfile
    from pathlib import Path
    here = Path(__file__).resolve().parents[1]
    tmp = Path(tempfile.mkdtemp(prefix="ttr-bench-"))
    tree = tmp / "tree"
    try:
        subprocess.run(["git", "-C", str(here), "worktree", "add", "--detach", str(tree), rev],
                       check=True, capture_output=True, text=True)
        sha = subprocess.run(["git", "-C", str(tree), "rev-parse", "--short", "HEAD"],
                             check=True, capture_output=True, text=True).stdout.strip()
        runs: dict[str, list] = {"baseline": [], "current": []}
        for _ in range(rounds):
            for name, root in (("baseline", tree), ("current", here)):
                out = subprocess.run([sys.executable, "-c", _ROUND, str(root), str(seed),
                                      str(games)], check=True, capture_output=True, text=True,
                                     cwd=str(tmp))
                runs[name].append(json.loads(out.stdout))
    except subprocess.CalledProcessError as e:
        raise RuntimeError(f"compare with {rev!r} failed: {(e.stderr or e.stdout).strip()}")
    finally:
        subprocess.run(["git", "-C", str(here), "worktree", "remove", "--force", str(tree)],
                       capture_output=True)
        shutil.rmtree(tmp, ignore_errors=True)

    def rate(name):
        per_round = [games / r["cpu"] for r in runs[name]]
        return {"games_per_cpu_second_median": round(statistics.median(per_round), 1),
                "rounds": [round(x, 1) for x in per_round],
                "actions_per_round": runs[name][0]["actions"]}
    base, cur = rate("baseline"), rate("current")
    return {"baseline": {"rev": rev, "commit": sha, **base}, "current": cur,
            "games": games, "rounds": rounds, "players": 4, "rules": "europe.classic",
            "same_games": base["actions_per_round"] == cur["actions_per_round"],
            "speedup": round(cur["games_per_cpu_second_median"]
                             / base["games_per_cpu_second_median"], 2)}


#: Run inside a peer checkout: time ``games`` of the peer's own random games (its stress test's
#: ``run_simulation(seed)``: 4 players, uniform choice among its legal moves, to its game end, then
#: its final scoring), then replay the same seeds untimed, counting its ``apply_action`` calls.
_PEER_ROUND = """
import json, os, sys, time
root, seed, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
sys.path.insert(0, root)
sys.path.insert(0, os.path.join(root, "scripts"))
from stress_test import run_simulation
from engine.gamelogic import GameLogic
run_simulation(seed - 1)                                # warm up: imports
c0 = time.process_time()
for g in range(games):
    run_simulation(seed + g)
cpu = time.process_time() - c0
count = [0]
apply_action = GameLogic.apply_action
def counting(gs, action):
    count[0] += 1
    return apply_action(gs, action)
GameLogic.apply_action = staticmethod(counting)
for g in range(games):
    run_simulation(seed + g)
print(json.dumps({"cpu": cpu, "actions": count[0]}))
"""

#: What the peer checkout must hold for :func:`peer_compare` (its random game and its engine).
PEER_FILES = ("scripts/stress_test.py", "engine/gamelogic.py", "engine/models.py")


def peer_compare(peer_dir: str, games: int = 20, rounds: int = 3, seed: int = 0) -> dict:
    """Random 4-player games per CPU second: the peer engine in ``peer_dir`` (a checkout of
    TinyPablo/trains-game-engine fetched by the user; nothing of it is in this project) against
    our random 4-player Europe games, in alternating rounds (peer, ours, peer, ...) of ``games``
    games each, every round in a fresh process. The peer plays its own rules as they are; the
    actions per game on each side say what one "game" is."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(peer_dir).expanduser().resolve()
    if not root.is_dir():
        raise RuntimeError(f"--peer {peer_dir}: no such folder (fetch the peer there first: "
                           "git clone https://github.com/TinyPablo/trains-game-engine)")
    missing = [f for f in PEER_FILES if not (root / f).is_file()]
    if missing:
        raise RuntimeError(f"--peer {peer_dir}: not a checkout of TinyPablo/trains-game-engine "
                           f"(missing {', '.join(missing)})")
    here = Path(__file__).resolve().parents[1]
    runs: dict[str, list] = {"peer": [], "ours": []}
    try:
        for _ in range(rounds):
            for name, script, where in (("peer", _PEER_ROUND, root), ("ours", _ROUND, here)):
                out = subprocess.run([sys.executable, "-c", script, str(where), str(seed),
                                      str(games)], check=True, capture_output=True, text=True,
                                     cwd=str(where))
                runs[name].append(json.loads(out.stdout.strip().splitlines()[-1]))
    except subprocess.CalledProcessError as e:
        raise RuntimeError(f"--peer {peer_dir}: a round failed: "
                           f"{' '.join((e.stderr or e.stdout).strip().splitlines()[-1:])}")
    except (ValueError, IndexError):
        raise RuntimeError(f"--peer {peer_dir}: a round printed no result")

    def rate(name):
        per_round = [games / r["cpu"] for r in runs[name]]
        return {"games_per_cpu_second_median": round(statistics.median(per_round), 1),
                "rounds": [round(x, 1) for x in per_round],
                "mean_actions_per_game": round(runs[name][0]["actions"] / games, 1)}
    peer, ours = rate("peer"), rate("ours")
    return {
        "peer": {"dir": str(root),
                 "game": "its scripts/stress_test.py run_simulation(seed): 4 players, a uniform "
                         "random choice among its legal moves until its game end (or its "
                         "500-turn limit), then its final scoring; an action is one "
                         "GameLogic.apply_action, counted in an untimed replay of the same "
                         "seeds (its station moves come from a set of enum members, so its "
                         "games differ a little from process to process)",
                 **peer},
        "ours": {"game": "ttrwidgets.bench.random_game(seed): europe.classic, 4 players, "
                         "RandomBot from setup (tickets chosen) to final scoring; an action is "
                         "one ttr.game.apply",
                 **ours},
        "games": games, "rounds": rounds, "seeds": [seed, seed + games - 1],
        "ratio": round(ours["games_per_cpu_second_median"]
                       / peer["games_per_cpu_second_median"], 2)}


def strong_match(rules: str, players: int, games: int, seed: int = 0) -> dict:
    """``games`` seeded games of one :class:`~ttrwidgets.ttr.strong.StrongBot` against
    ``players - 1`` greedy bots (seeds ``seed .. seed + games - 1``; the strong seat is the seed
    modulo the players)."""
    from .ttr.bots import GreedyBot, StrongBot
    from .ttr.scoring import final_scores
    wins, cpu, decisions, margins, slowest = 0, 0.0, 0, [], 0.0
    for g in range(seed, seed + games):
        state, _ = new_game(rules, players, g)
        me = g % players
        bots = [StrongBot(g * 7 + i) if i == me else GreedyBot(g * 7 + i) for i in range(players)]
        while True:
            seats = active_seats(state)
            if not seats:
                break
            s = seats[0]
            if s == me:
                c0 = time.process_time()
                action = bots[s].choose(state, s)
                took = time.process_time() - c0
                cpu += took
                slowest = max(slowest, took)
                decisions += 1
            else:
                action = bots[s].choose(state, s)
            state, _ = apply(state, action)
        fs = final_scores(state)
        wins += me in fs.winners
        totals = [x.total for x in fs.seats]
        margins.append(totals[me] - max(t for i, t in enumerate(totals) if i != me))
    return {"rules": rules, "players": players, "games": games, "seeds": [seed, seed + games - 1],
            "strong_wins": wins, "win_rate": round(wins / games, 3),
            "mean_margin": round(statistics.mean(margins), 1),
            "cpu_ms_per_decision": round(1000 * cpu / max(decisions, 1), 2),
            "cpu_ms_slowest_decision": round(1000 * slowest, 1),
            "decisions": decisions}


def strong_team_match(rules: str = "asia.team", players: int = 4, games: int = 200,
                      seed: int = 0) -> dict:
    """``games`` seeded games of a game played in teams (asia.md) where both partners of one
    team are :class:`~ttrwidgets.ttr.strong.StrongBot` and every other team is greedy (seeds
    ``seed .. seed + games - 1``; the strong team is the seed modulo the number of teams): the
    strong team's wins (a shared first place counts), its mean margin over the best other
    team, and its CPU time per decision."""
    from .ttr.bots import GreedyBot, StrongBot
    from .ttr.scoring import final_scores
    wins, cpu, decisions, margins = 0, 0.0, 0, []
    n_teams = 0
    for g in range(seed, seed + games):
        state, _ = new_game(rules, players, g)
        hooks = state.rules.hooks
        n_teams = players // state.rules.team_size
        mine = g % n_teams
        strong = {s for s in range(players) if hooks.score_index(state, s) == mine}
        bots = [StrongBot(g * 7 + i) if i in strong else GreedyBot(g * 7 + i)
                for i in range(players)]
        while True:
            seats = active_seats(state)
            if not seats:
                break
            s = seats[0]
            c0 = time.process_time()
            action = bots[s].choose(state, s)
            if s in strong:
                cpu += time.process_time() - c0
                decisions += 1
            state, _ = apply(state, action)
        fs = final_scores(state)
        wins += mine in fs.winners
        totals = [x.total for x in fs.seats]
        margins.append(totals[mine] - max(t for i, t in enumerate(totals) if i != mine))
    return {"rules": rules, "players": players, "teams": n_teams, "games": games,
            "seeds": [seed, seed + games - 1], "strong_team_wins": wins,
            "win_rate": round(wins / games, 3), "chance": round(1 / n_teams, 3),
            "mean_margin": round(statistics.mean(margins), 1),
            "cpu_ms_per_decision": round(1000 * cpu / max(decisions, 1), 2),
            "decisions": decisions}


def strong_bench(games: int = 200, seed: int = 0) -> dict:
    """:func:`strong_match` with 2 and 4 players on every game whose family offers the strong
    bot and that is played by 2 and by 4 (Europe and Deutschland; the registry says which)."""
    from .core import games as all_games
    from .core.family import family
    settings = [g.default_rules for g in all_games()
                if "strong" in family(g.id).bots() and {2, 4} <= set(g.players)]
    return {"strong_vs_greedy": [strong_match(r, n, games, seed)
                                 for r in settings for n in (2, 4)]}


def main(argv=None) -> int:
    import sys
    from .core import i18n
    from .core.cli_text import Parser, lang_of, say
    from .core.errors import printable
    lang = lang_of(argv if argv is not None else sys.argv[1:])
    ap = Parser("bench", lang, description="args.bench")
    ap.add_argument("--games", type=int, default=200, help=("args.bench-games", {"default": 200}))
    ap.add_argument("--seed", type=int, default=0, help=("args.bench-seed", {"default": 0}))
    ap.add_argument("--compare", metavar="REV", help="args.bench-compare")
    ap.add_argument("--peer", metavar="DIR", help="args.bench-peer")
    ap.add_argument("--rounds", type=int, default=5, help=("args.bench-rounds", {"default": 5}))
    ap.add_argument("--strong", action="store_true", help="args.bench-strong")
    ap.add_argument("--strong-team", metavar="PLAYERS", type=int, help="args.bench-strong-team")
    ap.add_argument("--lang", choices=i18n.languages(), default=lang, help="args.bench-lang")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error(say("args.bench-games-min", lang))
    try:
        if args.strong_team:
            if args.strong_team not in (4, 6):
                ap.error(say("args.bench-strong-team-players", lang))
            result = strong_team_match("asia.team", args.strong_team, args.games, args.seed)
        elif args.strong:
            result = strong_bench(args.games, args.seed)
        elif args.peer:
            result = peer_compare(args.peer, args.games, args.rounds, args.seed)
        elif args.compare:
            result = compare(args.compare, args.games, args.rounds, args.seed)
        else:
            result = bench(args.games, args.seed)
    except (TTRError, RuntimeError) as e:  # a broken map file, an unknown revision: no traceback
        why = e.message(lang) if isinstance(e, TTRError) else str(e)
        print(say("error", lang, error=printable(why)), file=sys.stderr)
        return 2
    print(json.dumps(result, indent=1))
    return 0
