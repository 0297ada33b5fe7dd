"""Record the golden playthroughs (issue 9): Europe games whose behaviour must stay identical.

Usage (from the repository root)::

    .venv/bin/python tools/record_golden.py            # record; refuses if golden files exist
    .venv/bin/python tools/record_golden.py --force    # rewrite them (an intended behaviour change)
    .venv/bin/python tools/record_golden.py --check    # re-record in memory, compare the bytes
    .venv/bin/python tools/record_golden.py --show tests/golden/games/FILE.json.gz [--from N]

What is recorded (see ``tests/golden/README.md``):

* ``tests/golden/games/<case>.json.gz`` — one game per rule-set preset × tiebreak × player count ×
  bot kind (greedy, random), played by the bots to the end, plus two games that end in a tie.
  Per action: its text form, its explanation steps and the sha256 of the state JSON after it,
  with a small patch of that JSON (so a failing test can show *which* field changed). Full state
  JSON at the start, the middle and the end; the final scores.
* ``tests/golden/saves/<name>.json`` — saved games exactly as ``Session.save_text()`` writes them
  (the app's "save" and the terminal's ``save FILE``), at interesting positions, and
  ``tests/golden/saves/expected.json`` with the state each one must load into.

Everything is deterministic: the same engine gives the same bytes. The only place that touches
the engine is the *engine adapter* section below; a refactor may adapt those few functions to a
new API, but must never re-record to make the test pass. Golden files are rewritten only when a
behaviour change is intended (``--force``), and that change is then reviewed in the diff.
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GOLDEN = ROOT / "tests" / "golden"
GAMES = GOLDEN / "games"
SAVES = GOLDEN / "saves"
GAME_FORMAT = "ttrwidgets.golden-game"
FORMAT_VERSION = 1

# The golden set: Europe presets × tiebreak options × player counts × bot kinds.
PRESETS = ("europe.classic", "europe.1912", "europe.mega", "europe.big-cities")
TIEBREAKS = ("anniversary", "classic")
PLAYERS = (2, 3, 4, 5)
BOT_KINDS = ("greedy", "random")
#: Games whose final scores are decided by the tiebreak (found by a seed search once; the
#: recorder checks that they still are): the same game under both tiebreak rules.
TIE_GAMES = (("europe.classic", 2, 55, "greedy"),)


# =========================================================================== engine adapter
# Every access to the engine goes through these functions (and only these).
def new_game(rules_id: str, options: dict, players: int, seed: int):
    """(state, steps) of a new game."""
    from ttrwidgets.ttr.game import new_game as _new_game
    from ttrwidgets.ttr.rules import get_rules
    return _new_game(get_rules(rules_id, **options), players, seed)


def apply_text(state, text: str):
    """(state, steps) after the action given by its text form."""
    from ttrwidgets.ttr.actions import parse_action
    from ttrwidgets.ttr.game import apply
    return apply(state, parse_action(text))


def state_json(state) -> dict:
    from ttrwidgets.ttr.record import state_to_json
    return state_to_json(state)


def game_over(state) -> bool:
    from ttrwidgets.ttr.game import active_seats
    return not active_seats(state)


def bot_players(kinds, seed: int) -> list:
    """The bots of a game, seeded as the app's Session seeds them (seed * 31 + seat)."""
    from ttrwidgets.ttr.bots import BOTS
    return [BOTS[k](seed * 31 + i) for i, k in enumerate(kinds)]


def bot_move(state, bots) -> str:
    """The text of the next action: the bot of the first active seat chooses it."""
    from ttrwidgets.ttr.game import active_seats
    seat = active_seats(state)[0]
    return str(bots[seat].choose(state, seat))


def step_json(st) -> dict:
    """A step in its canonical JSON form (rule id, message key, params, highlights)."""
    return plain({"rule": st.rule, "key": st.key, "params": st.params,
                  "highlights": st.highlights})


def scores_json(state) -> dict:
    """``final_scores`` with map ids instead of indices: per seat parts, totals, winners."""
    from ttrwidgets.ttr.scoring import final_scores
    m = state.map
    fs = final_scores(state)
    seats = []
    for s in fs.seats:
        seats.append({
            "seat": s.seat, "routes": s.routes, "tickets": s.tickets, "stations": s.stations,
            "bonus": s.bonus, "total": s.total,
            "completed": [m.tickets[t].id for t in s.completed],
            "failed": [m.tickets[t].id for t in s.failed],
            "longest": s.longest, "trail": [m.routes[r].id for r in s.trail],
            "borrowed": {m.cities[c].name: (None if r is None else m.routes[r].id)
                         for c, r in s.borrowed.items()},
            "stations_built": s.stations_built})
    return plain({"seats": seats, "winners": list(fs.winners), "decided_by": list(fs.decided_by)})


def record_json(game: dict, actions) -> dict:
    """The saved-game (``ttrwidgets.game``) form of a golden game, as the app writes it."""
    return {"format": "ttrwidgets.game", "version": 1, **game, "actions": list(actions)}


def replay_record(data: dict):
    """(states, steps per action) of a saved game through ``ttr.record``."""
    from ttrwidgets.ttr.record import GameRecord, replay
    states, steps = replay(GameRecord.from_json(data, "<golden>"), "<golden>", with_steps=True)
    return states, steps[1:]


def game_header(state, kinds) -> dict:
    """The header of the saved-game form: rules, map, players, seats, seed."""
    from ttrwidgets.ttr.record import GameRecord
    rec = GameRecord.of_game(state, seats=[{"kind": f"bot:{k}"} for k in kinds]).to_json()
    return {k: rec[k] for k in ("rules", "map", "players", "seats", "seed")}


def europe_presets() -> dict:
    """{rules id: player counts} of every Europe rule-set preset the engine offers."""
    from ttrwidgets.ttr.rules import PRESETS as _PRESETS
    return {rid: tuple(sorted(r.players)) for rid, r in _PRESETS.items()
            if r.game == "europe"}


def load_save_session(text: str, source: str):
    """(final state, number of actions, seat kinds) of a save file read as the app reads it."""
    from ttrwidgets.session import Session
    s = Session.load_text(text, source)
    return s.state, len(s.entries) - 1, list(s.kinds)


def load_save_record(path: Path):
    """(final state, number of actions) of a save file read as ``play --load`` reads it."""
    from ttrwidgets.ttr.record import load_game_file, replay
    rec = load_game_file(path)
    return replay(rec, str(path))[-1], len(rec.actions)


# =========================================================================== canonical JSON
def plain(x):
    """Plain JSON data (tuples → lists, int enums → ints) of a JSON-friendly value."""
    return json.loads(json.dumps(x))


def canonical(x) -> str:
    return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(x) -> str:
    """sha256 of the canonical JSON (sorted keys, no spaces, UTF-8)."""
    return hashlib.sha256(canonical(x).encode("utf-8")).hexdigest()


# --------------------------------------------------------------------------- JSON patches
# A patch turns one state JSON into the next. It is stored beside each state hash so that a
# failing test can rebuild the *expected* state at any action and show the fields that differ.
#   {"set": value}                          replace the value
#   {"keys": {k: patch}, "del": [k, ...]}   patch / add (``set``) / remove keys of an object
#   {"at": {"i": patch}}                    patch items of a list of the same length
#   {"drop": n, "add": [...]}               drop n items at the front of a list, append items
def make_patch(old, new):
    if old == new and type(old) is type(new):
        return None
    if isinstance(old, dict) and isinstance(new, dict):
        p = {}
        keys = {k: make_patch(old[k], new[k]) for k in new if k in old}
        keys = {k: v for k, v in keys.items() if v is not None}
        keys.update({k: {"set": new[k]} for k in new if k not in old})
        if keys:
            p["keys"] = keys
        gone = [k for k in old if k not in new]
        if gone:
            p["del"] = gone
        return p
    if isinstance(old, list) and isinstance(new, list):
        best = {"set": new}
        if len(old) == len(new):
            changed = [i for i in range(len(old)) if old[i] != new[i]]
            if len(changed) * 2 <= len(old):
                best = {"at": {str(i): make_patch(old[i], new[i]) for i in changed}}
        for drop in range(len(old) + 1):
            keep = len(old) - drop
            if keep <= len(new) and new[:keep] == old[drop:]:
                cand = {"drop": drop, "add": new[keep:]} if drop else {"add": new[keep:]}
                if len(canonical(cand)) < len(canonical(best)):
                    best = cand
                break
        return best
    return {"set": new}


def apply_patch(old, p):
    if p is None:
        return old
    if "set" in p:
        return p["set"]
    if "keys" in p or "del" in p:
        new = dict(old)
        for k in p.get("del", ()):
            new.pop(k, None)
        for k, sub in p.get("keys", {}).items():
            new[k] = apply_patch(old.get(k), sub)
        return new
    if "at" in p:
        new = list(old)
        for i, sub in p["at"].items():
            new[int(i)] = apply_patch(old[int(i)], sub)
        return new
    return list(old[p.get("drop", 0):]) + list(p.get("add", ()))


def json_diff(expected, actual, path="$", out=None, limit=12):
    """The differing fields of two JSON values: [(path, expected, actual)], at most ``limit``."""
    out = [] if out is None else out
    if len(out) >= limit:
        return out
    if isinstance(expected, dict) and isinstance(actual, dict):
        for k in list(expected) + [k for k in actual if k not in expected]:
            sub = f"{path}.{k}"
            if k not in actual:
                out.append((sub, expected[k], "<missing>"))
            elif k not in expected:
                out.append((sub, "<missing>", actual[k]))
            else:
                json_diff(expected[k], actual[k], sub, out, limit)
            if len(out) >= limit:
                break
    elif isinstance(expected, list) and isinstance(actual, list):
        changed = [i for i, (e, a) in enumerate(zip(expected, actual)) if e != a]
        if len(expected) != len(actual) or len(changed) > 3:
            # a shifted or reordered list (a pile of cards): one line for the whole list
            out.append((f"{path} ({len(expected)} items recorded, {len(actual)} now)",
                        expected, actual))
        else:
            for i in changed:
                json_diff(expected[i], actual[i], f"{path}[{i}]", out, limit)
                if len(out) >= limit:
                    break
    elif expected != actual or type(expected) is not type(actual):
        out.append((path, expected, actual))
    return out


def show_diff(diff, width=160) -> str:
    def short(v):
        t = v if isinstance(v, str) and v.startswith("<") else canonical(v)
        return t if len(t) <= width else t[:width] + "…"
    return "\n".join(f"    {p}: expected {short(e)}, got {short(a)}" for p, e, a in diff)


# =========================================================================== the cases
def case_name(rules_id: str, tiebreak: str, players: int, kind: str, tag: str = "") -> str:
    return f"{rules_id}-{tiebreak}-{players}p-{kind}{tag}"


def case_seed(name: str) -> int:
    """A fixed seed per case, from its name (adding a case does not change the others)."""
    return int(hashlib.sha256(name.encode()).hexdigest()[:8], 16) % 100000


def game_cases() -> list[dict]:
    cases = []
    for rid in PRESETS:
        for tb in TIEBREAKS:
            for n in PLAYERS:
                for kind in BOT_KINDS:
                    name = case_name(rid, tb, n, kind)
                    cases.append({"name": name, "rules": rid, "options": {"tiebreak": tb},
                                  "players": n, "seed": case_seed(name), "bots": [kind] * n})
    for rid, n, seed, kind in TIE_GAMES:
        for tb in TIEBREAKS:
            cases.append({"name": case_name(rid, tb, n, kind, "-tie"), "rules": rid,
                          "options": {"tiebreak": tb}, "players": n, "seed": seed,
                          "bots": [kind] * n, "expect_tiebreak": True})
    return cases


def record_game(case: dict, max_actions: int = 20000) -> dict:
    state, start_steps = new_game(case["rules"], case["options"], case["players"], case["seed"])
    header = game_header(state, case["bots"])
    bots = bot_players(case["bots"], case["seed"])
    prev = state_json(state)
    states = [prev]
    actions = []
    while not game_over(state):
        if len(actions) >= max_actions:
            raise RuntimeError(f"{case['name']}: no end within {max_actions} actions")
        text = bot_move(state, bots)
        state, steps = apply_text(state, text)
        sj = state_json(state)
        actions.append({"action": text, "steps": [step_json(s) for s in steps],
                        "state": digest(sj), "patch": make_patch(prev, sj)})
        states.append(sj)
        prev = sj
    n = len(actions)
    scores = scores_json(state)
    if case.get("expect_tiebreak") and not scores["decided_by"]:
        raise RuntimeError(f"{case['name']}: seed {case['seed']} no longer ends in a tie; "
                           "choose another seed for TIE_GAMES")
    data = {
        "format": GAME_FORMAT, "version": FORMAT_VERSION, "case": case["name"],
        "rules": {"id": case["rules"], "options": case["options"]},
        "players": case["players"], "seed": case["seed"], "bots": case["bots"],
        "bot_seeds": [case["seed"] * 31 + i for i in range(case["players"])],
        "game": header,
        "start": {"steps": [step_json(s) for s in start_steps], "state": digest(states[0])},
        "actions": actions,
        "checkpoints": {str(i): states[i] for i in sorted({0, n // 2, n})},
        "final_scores": scores,
    }
    check_patches(data)
    return data


def check_patches(data: dict) -> None:
    """The patches rebuild every recorded state (a self-check of the recorder)."""
    cur = data["checkpoints"]["0"]
    for i, a in enumerate(data["actions"], 1):
        cur = apply_patch(cur, a["patch"])
        if digest(cur) != a["state"] or (str(i) in data["checkpoints"] and
                                          cur != data["checkpoints"][str(i)]):
            raise RuntimeError(f"{data['case']}: the patch of action {i} does not rebuild "
                               "the state (recorder bug)")


def encode_game(data: dict) -> bytes:
    """Gzipped JSON, one action per line (zcat shows it readably); deterministic bytes."""
    head = {k: v for k, v in data.items() if k not in ("actions", "checkpoints")}
    lines = ["{" + canonical(head)[1:-1] + ',"actions":[']
    lines += [canonical(a) + ("," if i + 1 < len(data["actions"]) else "")
              for i, a in enumerate(data["actions"])]
    lines.append('],"checkpoints":{')
    cps = list(data["checkpoints"].items())
    lines += [canonical(k) + ":" + canonical(v) + ("," if i + 1 < len(cps) else "")
              for i, (k, v) in enumerate(cps)]
    lines.append("}}")
    text = "\n".join(lines) + "\n"
    assert json.loads(text) == data
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def load_game_file(path: Path) -> dict:
    return json.loads(gzip.decompress(Path(path).read_bytes()).decode("utf-8"))


# --------------------------------------------------------------------------- saved games
# A small position with a tunnel next to the player (a scenario, as the app loads them).
SCENARIO = {
    "title": "golden: a save of a game started from a scenario position",
    "game": "europe", "options": {"players": 3}, "seed": 77,
    "position": {
        "players": [
            {"hand": {"red": 4, "locomotive": 2, "blue": 2}, "trains": 20,
             "routes": [["Brest", "Dieppe"]], "tickets": [["Brest", "Marseille"]]},
            {"routes": [["Berlin", "Wien"]]},
            {"hand": {"green": 3}}
        ],
        "current_player": 0
    },
    "steps": [],
}


def save_cases() -> list[dict]:
    """Saved games: (name, how the session is made, the seat kinds, where to stop)."""
    return [
        {"name": "classic-2p-mid-game", "rules": "europe.classic", "kinds": ["human", "greedy"],
         "seed": 4, "stop": "human-to-move", "after": 60},
        {"name": "1912-3p-tunnel-pending", "rules": "europe.1912",
         "kinds": ["human", "greedy", "random"], "seed": 12, "stop": "tunnel", "after": 20},
        {"name": "mega-4p-ticket-choice", "rules": "europe.mega",
         "kinds": ["human", "random", "greedy", "greedy"], "seed": 8, "stop": "tickets",
         "after": 30},
        {"name": "big-cities-2p-setup-tickets", "rules": "europe.big-cities",
         "kinds": ["greedy", "human"], "seed": 21, "stop": "setup", "after": 1},
        {"name": "classic-tiebreak-classic-5p-second-card", "rules": "europe.classic",
         "options": {"tiebreak": "classic"}, "kinds": ["human", "greedy", "random", "greedy",
                                                       "random"],
         "seed": 5, "stop": "second-card", "after": 40},
        {"name": "1912-2p-game-over", "rules": "europe.1912", "kinds": ["human", "greedy"],
         "seed": 9, "stop": "over", "after": 0},
        {"name": "scenario-3p-start-position", "scenario": SCENARIO,
         "kinds": ["human", "greedy", "random"], "stop": "human-to-move", "after": 7},
    ]


def record_save(case: dict) -> tuple[str, dict]:
    """(the text Session.save_text() writes, what loading it must give)."""
    import random

    from ttrwidgets.ttr.bots import BOTS
    from ttrwidgets.ttr.game import active_seats
    from ttrwidgets.ttr.rules import get_rules
    from ttrwidgets.ttr.state import Phase, SecondCard, TicketChoice, TunnelStage
    from ttrwidgets.session import Session
    if "scenario" in case:
        session = Session.from_scenario(case["scenario"], case["kinds"])
    else:
        session = Session.new(get_rules(case["rules"], **case.get("options", {})),
                              case["kinds"], seed=case["seed"])
    # the human seats are played by a seeded random bot (a learner trying things)
    human = BOTS["random"](random.Random(case["name"]).randrange(1 << 30))

    def stop_here(st) -> bool:
        seats = active_seats(st)
        humans = [s for s in seats if session.kinds[s] == "human"]
        kind = case["stop"]
        if kind == "over":
            return not seats
        if not humans:
            return False
        if kind == "setup":
            return st.phase is Phase.SETUP
        pend = st.pending
        return {"human-to-move": pend is None and st.phase is not Phase.SETUP,
                "tunnel": isinstance(pend, TunnelStage),
                "tickets": isinstance(pend, TicketChoice),
                "second-card": isinstance(pend, SecondCard)}[kind]

    moves = 0
    while not (moves >= case["after"] and stop_here(session.state)):
        seats = active_seats(session.state)
        if not seats or moves > 5000:
            raise RuntimeError(f"save {case['name']}: never reached {case['stop']!r}")
        seat = seats[0]
        bot = session.bots.get(seat, human)
        session.act(bot.choose(session.state, seat))
        moves += 1
    text = session.save_text()
    state, n, kinds = load_save_session(text, case["name"])
    sj = state_json(state)
    expect = {"state": digest(sj), "actions": n, "kinds": kinds, "phase": sj["phase"],
              "pending": (sj["pending"] or {}).get("kind"), "state_json": sj}
    return text, expect


# =========================================================================== main
def outputs() -> dict[Path, bytes]:
    """Every golden file and its bytes."""
    files: dict[Path, bytes] = {}
    for case in game_cases():
        files[GAMES / f"{case['name']}.json.gz"] = encode_game(record_game(case))
    expected = {}
    for case in save_cases():
        text, expect = record_save(case)
        files[SAVES / f"{case['name']}.json"] = text.encode("utf-8")
        expected[case["name"]] = expect
    files[SAVES / "expected.json"] = (json.dumps(expected, indent=1, sort_keys=True,
                                                 ensure_ascii=False) + "\n").encode("utf-8")
    return files


def show(path: Path, start: int = 0, count: int = 40) -> None:
    data = load_game_file(path)
    print(f"{data['case']}: {data['rules']}, {data['players']} players, seed {data['seed']}, "
          f"bots {data['bots']}, {len(data['actions'])} actions")
    for i, a in enumerate(data["actions"][start:start + count], start + 1):
        print(f"#{i:4d} {a['action']:40s} state {a['state'][:12]}")
        for s in a["steps"]:
            print(f"        {s['rule']:24s} {s['key']:24s} {canonical(s['params'])}")
    print("final scores:", canonical(data["final_scores"]["winners"]),
          [s["total"] for s in data["final_scores"]["seats"]])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--force", action="store_true",
                    help="rewrite existing golden files (only for an intended behaviour change)")
    ap.add_argument("--check", action="store_true",
                    help="re-record in memory and compare with the files on disk; write nothing")
    ap.add_argument("--show", metavar="FILE", help="print a golden game readably")
    ap.add_argument("--from", dest="start", type=int, default=0, help="with --show: first action")
    args = ap.parse_args(argv)
    if args.show:
        show(Path(args.show), args.start)
        return 0
    existing = sorted(p for d in (GAMES, SAVES) if d.is_dir() for p in d.iterdir()
                      if p.is_file())
    if existing and not (args.force or args.check):
        print(f"refusing to overwrite {len(existing)} golden file(s) in "
              f"{GOLDEN.relative_to(ROOT)}/.\n"
              "Golden files record the engine's behaviour as it was before the refactor. They are\n"
              "only rewritten when a behaviour change is intended (and reviewed in the diff); if\n"
              "tests/ttr/test_golden.py fails, fix the code, not the golden files.\n"
              "To rewrite them on purpose: tools/record_golden.py --force", file=sys.stderr)
        return 2
    files = outputs()
    if args.check:
        bad = [p for p, b in files.items() if not p.is_file() or p.read_bytes() != b]
        extra = [p for p in existing if p not in files]
        for p in bad:
            print(f"differs: {p.relative_to(ROOT)}")
        for p in extra:
            print(f"not recorded any more: {p.relative_to(ROOT)}")
        print(f"{len(files) - len(bad)} of {len(files)} golden files identical")
        return 1 if bad or extra else 0
    for p in existing:
        if p not in files:
            p.unlink()
            print(f"removed {p.relative_to(ROOT)} (no longer a case)")
    for p, b in files.items():
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(b)
    size = sum(len(b) for b in files.values())
    print(f"wrote {len(files)} golden files ({size / 1e6:.2f} MB) to {GOLDEN.relative_to(ROOT)}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
