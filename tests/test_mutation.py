"""Every reader is as hard as Europe's (issue 20, item 7): seeded mutations of every shipped file.

For every shipped scenario (``tests/scenarios``, the public ``shared/scenarios``), saved game
(``tests/golden/saves`` plus a saved game of each family and game made here from a seed),
lesson (the courses) and puzzle (the pack, ``shared/puzzles``), the test changes the JSON in
seeded ways -- a wrong type at a sampled JSON path, huge numbers (``10**30``, ``2**63``), ``-1``,
deep nesting, odd texts (empty, very long, a lone surrogate, NUL, Arabic-Indic digits, ``"NaN"``),
floats, missing and extra keys -- and hands the file's text to the reader the command uses. The
reader must accept it or refuse it with the project's own error (a ``DataError`` naming the file,
each problem with a JSON path starting at ``$``), within a time bound, and whatever it prints
must be encodable as UTF-8. A sample also goes through the real command line (exit code 0, 1
= an expectation fails, or 2; no traceback, no "something went wrong") and through the app's
load function (the widget, no browser: the same refusal as the command, nothing changes).

The default run (a few thousand mutations) takes well under a minute; ``MUTATION_RUNS=N`` runs
N in-process mutations instead (a deep run), ``MUTATION_SEED`` changes the seed.
"""
from __future__ import annotations

import copy
import io
import json
import os
import random
import signal
import subprocess
import sys
import time
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from scenario_paths import SHARED, scenario_files
from ttrwidgets.core.errors import DataError, TTRError, printable
from ttrwidgets.core.jsonfile import parse_json_text

ROOT = Path(__file__).resolve().parents[1]
RUNS = int(os.environ.get("MUTATION_RUNS", "0"))
SEED = int(os.environ.get("MUTATION_SEED", "20"))
#: the most CPU time one mutated file may take to be judged (a hang is a crash). The slowest
#: file takes 0.6 s on an idle machine here and took 1.9 s in CI while Chromium and kernels
#: shared the two cores (CPU time grows too when cores and caches are shared), so a limit near
#: that flagged a normal check as a hang. A real hang never ends: 15 s still catches it.
LIMIT_S = 15.0


# --------------------------------------------------------------------------- the shipped files
def shipped(kind: str) -> list[Path]:
    if kind == "scenario":
        return scenario_files()
    if kind == "save":
        return sorted(f for f in (ROOT / "tests/golden/saves").glob("*.json")
                      if f.name != "expected.json")
    if kind == "lesson":
        return sorted((ROOT / "ttrwidgets/lessons/courses").rglob("*.json"))
    if kind == "puzzle":
        files = sorted((ROOT / "ttrwidgets/puzzles/pack").glob("*/*/*.json"))
        return files + sorted((SHARED / "puzzles").glob("*/*.json"))
    raise ValueError(kind)


def made_saves() -> list[tuple[str, dict]]:
    """A saved game of every game of every family, from a seed, some moves in (a Trans game
    and a Deutschland game are not among the golden saves)."""
    from ttrwidgets.core.registry import games
    from ttrwidgets.core.session import new_session
    from ttrwidgets.session import Session
    from ttrwidgets.ttr.bots import BOTS
    out = []
    for g in games():
        n = min(g.players)
        s = new_session(g.id, ["random"] * n, seed=7)
        for _ in range(25):
            if s.next_bot() is None:
                break
            s.bot_move()
        s.kinds[0] = "human"  # a person and bots, as the app saves a game against bots
        out.append((f"made-{g.id}.json", json.loads(s.save_text())))
    # saved games that start from a scenario's position (their "start" holds a whole state:
    # hands, passengers, team hands), one per game of the route family
    done = set()
    for f in sorted(scenario_files(), key=lambda f: "passengers" not in f.read_text("utf-8")):
        data = json.loads(f.read_text(encoding="utf-8"))
        game = data.get("game")
        if "position" not in data or game in done or game.startswith("trans"):
            continue
        s = Session.from_json(data, str(f))
        s.kinds = ["random"] * len(s.kinds)
        s.bots = {i: BOTS["random"](i) for i in range(len(s.kinds))}
        for _ in range(6):
            if s.next_bot() is None:
                break
            s.bot_move()
        s.kinds[0] = "human"
        out.append((f"made-{game}-from-{f.name}", json.loads(s.save_text())))
        done.add(game)
    return out


def seeds(kind: str) -> list[tuple[str, dict]]:
    files = [(str(f), json.loads(f.read_text(encoding="utf-8"))) for f in shipped(kind)]
    if kind == "save":
        files += made_saves()
    return files


# --------------------------------------------------------------------------- mutations
_SURROGATE = "\ud800"
ODD_TEXTS = ["", " ", "x" * 5000, _SURROGATE, "Wien" + _SURROGATE, "\x00", "a\x00b",
             "\u0661\u0662", "\u0663", "NaN", "Infinity", "-0", " 5 ", "1e999", "null",
             "\u202e", "$", "[0]", "ü" * 3]
HUGE = [10 ** 30, -10 ** 30, 2 ** 63, 2 ** 31, 10 ** 99, -1, -(2 ** 63), 10 ** 6, 10 ** 9]
FLOATS = [0.5, -0.0, 1.0, 2.0, 1e308, -1e-300, 3.0000000001]


def _paths(value, path=()):
    """Every JSON path in ``value`` (tuples of keys / indexes), the root included."""
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, path + (i,))
    return out


def _get(doc, path):
    for k in path:
        doc = doc[k]
    return doc


def _nest(depth: int, inner):
    for _ in range(depth):
        inner = [inner]
    return inner


def _odd_value(rng: random.Random, old):
    r = rng.random()
    if r < 0.25:
        return rng.choice([None, True, False, 0, 1, "x", [], {}, [1, 2], {"a": 1}, [[]], [None]])
    if r < 0.45:
        return rng.choice(HUGE)
    if r < 0.55:
        return rng.choice(FLOATS)
    if r < 0.75:
        return rng.choice(ODD_TEXTS)
    if r < 0.8:
        return _nest(rng.choice([5, 60, 250]), old if not isinstance(old, (list, dict)) else 1)
    if isinstance(old, bool):
        return not old
    if isinstance(old, int):  # a nearby or a scaled number
        return rng.choice([old + 1, old - 1, -old, old * 1000, old + 10 ** 6, 0])
    if isinstance(old, str):
        return rng.choice([old.upper(), old + old, old[:-1], old + " ", old.replace("a", "á"),
                           old + _SURROGATE])
    if isinstance(old, list) and old:
        return [copy.deepcopy(rng.choice(old)) for _ in range(rng.choice([0, 1, 3, 50]))]
    if isinstance(old, dict):
        return {k: v for k, v in old.items() if rng.random() < 0.5}
    return None


def mutate(doc, rng: random.Random):
    """``doc`` changed in 1-3 seeded ways (a new object; ``doc`` is not changed)."""
    doc = copy.deepcopy(doc)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        paths = _paths(doc)
        path = rng.choice(paths)
        op = rng.random()
        if not path:  # the root
            if op < 0.2:
                return rng.choice([[], None, "x", 5, [doc]])
            continue
        parent, key = _get(doc, path[:-1]), path[-1]
        if op < 0.6:
            parent[key] = _odd_value(rng, parent[key])
        elif op < 0.75:  # a missing key or element
            del parent[key]
        elif op < 0.85:  # an extra key, or a duplicated element
            if isinstance(parent, dict):
                name = rng.choice(["extra", "players", "steps", "expect", str(key) + "_",
                                   "position", "do", "query", _SURROGATE])
                parent[name] = _odd_value(rng, parent[key])
            else:
                parent.insert(key, copy.deepcopy(parent[key]))
        else:  # another value from elsewhere in the file, of the wrong place
            other = _get(doc, rng.choice(paths))
            parent[key] = copy.deepcopy(other) if len(json.dumps(other)) < 20000 else None
    return doc


def to_text(doc) -> str:
    """JSON text (floats too large for JSON come out as ``Infinity``, which the reader
    refuses)."""
    text = json.dumps(doc, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: written as the JSON escape "\ud800"
        text = json.dumps(doc)
    return text


# --------------------------------------------------------------------------- judging
class Hang(BaseException):
    """Raised by the timer (a BaseException: no ``except Exception`` in a reader swallows it)."""


@contextmanager
def time_limit(seconds: float):
    """Raise :class:`Hang` after ``seconds`` of CPU time of this process (CPU time, not wall
    time: a busy machine does not make a fast reader look slow)."""
    def on_alarm(signum, frame):
        raise Hang(f"more than {seconds} s")
    old = signal.signal(signal.SIGPROF, on_alarm)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)


@contextmanager
def memory_limit(extra_bytes: int = 1 << 30):
    """At most ``extra_bytes`` more address space while the readers run: a reader that builds
    a list of 10**9 cards fails with ``MemoryError`` (reported) instead of filling the
    machine's memory."""
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    with open("/proc/self/statm") as f:
        used = int(f.read().split()[0]) * resource.getpagesize()
    cap = used + extra_bytes
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def _encodable(text: str) -> None:
    text.encode("utf-8")


def read_scenario(text, source):
    from ttrwidgets.ttr.scenario import run_scenario
    data = parse_json_text(text, source, what="scenario")
    for r in run_scenario(data, source):
        _encodable(printable(json.dumps(r, ensure_ascii=False)))


def read_save(text, source):
    """As the app's upload reads it: the family the file names (or whose game it names)."""
    from ttrwidgets.core.session import load_session
    load_session(parse_json_text(text, source, what="game"), source)


def read_lesson(text, source):
    from ttrwidgets.lessons.check import check_lesson
    from ttrwidgets.lessons.model import parse_lesson
    from ttrwidgets.core.errors import LessonError
    lesson = parse_lesson(parse_json_text(text, source, what="lesson"), source)
    try:
        for path, msg in check_lesson(lesson):
            _encodable(printable(f"{path}: {msg}"))
    except DataError as e:  # as ``lesson check`` does (lessons.check.check_file)
        raise LessonError(source, e.problems) from None


def read_puzzle(text, source):
    from ttrwidgets.puzzles.model import load_puzzle
    from ttrwidgets.puzzles.solve import solve, to_json
    from ttrwidgets.puzzles.make import assess
    p = load_puzzle(parse_json_text(text, source, what="puzzle"), source)
    sol = solve(p)
    _encodable(printable(json.dumps(to_json(p, sol), ensure_ascii=False)))
    assess(p, sol)  # puzzle check: its features, rating and whether it is dull


READERS = {"scenario": read_scenario, "save": read_save, "lesson": read_lesson,
           "puzzle": read_puzzle}


def judge(kind: str, text: str, source: str):
    """None if the reader accepted the text or refused it properly; else what went wrong."""
    try:
        with time_limit(LIMIT_S):
            READERS[kind](text, source)
    except Hang as e:
        return ("Hang", str(e))
    except DataError as e:
        bad = [p for p, _ in e.problems if not str(p).startswith("$")]
        if e.source != printable(source):
            return ("DataError without the file", e.source)
        if not e.problems or bad:
            return ("DataError without a JSON path", str(e)[:300])
        try:
            _encodable(e.message("en"))
            _encodable(e.message("de"))
        except UnicodeEncodeError as u:
            return ("UnicodeEncodeError in the message", str(u)[:200])
    except TTRError as e:
        return (f"{type(e).__name__} without a file and JSON path", printable(str(e))[:300])
    except RecursionError as e:  # noqa: F841
        return ("RecursionError", "")
    except Exception as e:  # noqa: BLE001 - what the test is looking for
        import traceback
        tb = traceback.extract_tb(e.__traceback__)[-1]
        return (type(e).__name__, f"{printable(e)[:200]} at {Path(tb.filename).name}:{tb.lineno}")
    return None


# --------------------------------------------------------------------------- the test
KINDS = ("scenario", "save", "lesson", "puzzle")
#: in-process mutations per kind in the default run
DEFAULT = {"scenario": 2500, "save": 1500, "lesson": 200, "puzzle": 1000}


def mutations(kind: str, total: int, seed: int):
    """``total`` seeded (source, text) pairs spread over every shipped file of ``kind``."""
    files = seeds(kind)
    rng = random.Random(f"{seed}:{kind}")
    for i in range(total):
        name, doc = files[i % len(files)]
        yield f"{name}#m{i}", to_text(mutate(doc, rng))


def run_kind(kind: str, total: int, seed: int = SEED):
    crashes, refused, slowest = {}, 0, 0.0
    for source, text in mutations(kind, total, seed):
        t0 = time.process_time()
        with memory_limit():
            got = judge(kind, text, source)
        slowest = max(slowest, time.process_time() - t0)
        if got is None:
            continue
        crashes.setdefault(got[0], []).append((source, got[1]))
    return crashes, slowest


@pytest.mark.parametrize("kind", KINDS)
def test_mutated_files_never_crash_the_reader(kind):
    total = RUNS // len(KINDS) if RUNS else DEFAULT[kind]
    crashes, slowest = run_kind(kind, total)
    report = {k: (len(v), v[:3]) for k, v in crashes.items()}
    print(f"{kind}: {total} mutations, slowest {slowest:.2f} s, crashes "
          f"{ {k: n for k, (n, _) in report.items()} }")
    assert not crashes, json.dumps(report, indent=1, ensure_ascii=True)[:6000]


def test_the_mutations_reach_deep_and_are_seeded():
    """The mutations are the same for the same seed, change the file, and reach the paths
    deep inside a file (not only its top level)."""
    a = list(mutations("scenario", 50, 1))
    assert a == list(mutations("scenario", 50, 1))
    assert a != list(mutations("scenario", 50, 2))
    originals = {n: to_text(d) for n, d in seeds("scenario")}
    assert sum(text != originals[src.split("#")[0]] for src, text in a) >= 45
    rng = random.Random(3)
    doc = {"a": {"b": [{"c": 1}]}}
    leaf_changed = 0
    for _ in range(300):
        m = mutate(doc, rng)
        try:
            leaf = m["a"]["b"][0].get("c", "missing")
        except (TypeError, KeyError, IndexError, AttributeError):
            continue  # a mutation higher up
        leaf_changed += leaf != 1
    assert doc == {"a": {"b": [{"c": 1}]}}  # the original is not changed
    assert leaf_changed >= 20, leaf_changed  # the deepest value is reached, its parents kept


# --------------------------------------------------------------------------- the command line
COMMANDS = {"scenario": ["scenario"], "save": ["play", "--load"], "lesson": ["lesson", "check"],
            "puzzle": ["puzzle", "solve"], "puzzle check": ["puzzle", "check"]}


def run_main(args):
    """``python -m ttrwidgets ARGS`` in-process, streams like a terminal's: (code, out, err)."""
    from ttrwidgets.__main__ import main
    out_b, err_b = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(out_b, encoding="utf-8", errors="strict", write_through=True)
    err = io.TextIOWrapper(err_b, encoding="utf-8", errors="backslashreplace",
                           write_through=True)
    old_in = sys.stdin
    sys.stdin = io.StringIO("")  # play: the learner types nothing
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main([str(a) for a in args])
    finally:
        sys.stdin = old_in
    return code, out_b.getvalue().decode("utf-8"), err_b.getvalue().decode("utf-8")


def _command_ok(kind, f, code, out, err):
    # 1: an expectation fails (scenario), a puzzle is dull or differs from the pack's index
    allowed = {0, 1, 2} if kind in ("scenario", "puzzle check") else {0, 2}
    assert code in allowed, (kind, f, code, err[-1500:])
    assert "Traceback" not in out + err, (f, err[-3000:])
    assert "something went wrong" not in err, (f, err[-1500:])
    if code == 2:
        assert str(f) in err, (f, err[-1500:])
        assert "$" in err, (f, err[-1500:])  # the JSON path


def _sample(kind, n, seed):
    """``n`` mutated files of ``kind``: about half of them refused by the reader (the rest
    accepted), so both ways are tried."""
    refused, accepted = [], []
    for source, text in mutations(kind, n * 20, seed):
        try:
            with time_limit(LIMIT_S):
                READERS[kind](text, source)
            accepted.append(text)
        except DataError:
            refused.append(text)
        if len(refused) >= n // 2 and len(accepted) >= n - n // 2:
            break
    pick = refused[:n // 2] + accepted[:n - n // 2]
    rest = refused[n // 2:] + accepted[n - n // 2:]
    return pick + rest[:n - len(pick)]


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_mutated_files_on_the_command_line(command, tmp_path):
    """In-process ``python -m ttrwidgets``: exit code 0 (1: an expectation fails) or 2 with the
    file and the JSON path, never a traceback or "something went wrong"."""
    kind = command.split()[0]
    n = 12 if not RUNS else 200
    for i, text in enumerate(_sample(kind, n, SEED + 1)):
        f = tmp_path / f"{kind}-{i}.json"
        f.write_text(text, encoding="utf-8")
        code, out, err = run_main(COMMANDS[command] + [f])
        _command_ok(command, f, code, out, err)


def test_mutated_files_through_the_real_command(tmp_path):
    """A few through ``python -m ttrwidgets`` in a subprocess (the real streams), with a
    timeout: exit 0/1/2, never a traceback."""
    for kind in KINDS:
        for i, text in enumerate(_sample(kind, 2, SEED + 2)):
            f = tmp_path / f"{kind}-{i}.json"
            f.write_text(text, encoding="utf-8")
            p = subprocess.run([sys.executable, "-m", "ttrwidgets", *COMMANDS[kind], str(f)],
                               capture_output=True, timeout=60, stdin=subprocess.DEVNULL,
                               cwd=ROOT, env={**os.environ, "PYTHONIOENCODING": "utf-8"})
            _command_ok(kind, f, p.returncode, p.stdout.decode("utf-8", "replace"),
                        p.stderr.decode("utf-8", "replace"))


# --------------------------------------------------------------------------- the app
def _other_family(kind, text) -> bool:
    """A Trans file: no command loads a saved Trans game (``play --load`` is Ticket to Ride's)
    and the app does not open Trans scenarios yet."""
    from ttrwidgets.trans.session import is_trans_record
    from ttrwidgets.ttr.scenario import _other_family as other
    try:
        data = json.loads(text)
    except ValueError:
        return False
    return is_trans_record(data) if kind == "save" else other(data) is not None


@pytest.mark.parametrize("kind", ["scenario", "save", "puzzle"])
def test_the_app_refuses_what_the_command_refuses(kind, tmp_path):
    """The app's upload (``TTRApp.load_file``, no browser) refuses a mutated scenario, saved
    game or puzzle exactly when the command refuses it (exit 2), with the command's message
    (naming the file and the JSON path), and a refused file changes nothing; it never shows the
    "unexpected error" message. Trans files: a saved Trans game is refused by the app exactly
    when its reader refuses it; a Trans scenario is refused at ``$.game``."""
    from ttrwidgets.widgets.app import TTRApp
    app = TTRApp()
    app.pace = 0  # the bots of a loaded game move at once (no pause to watch them)
    n = 16 if not RUNS else 200
    both = {True: 0, False: 0}
    for i, text in enumerate(_sample(kind, n, SEED + 3)):
        f = tmp_path / f"{kind}-{i}.json"
        f.write_text(text, encoding="utf-8")
        code, _, err = run_main(COMMANDS[kind] + [f])
        trans = _other_family(kind, text)
        if trans and kind == "save":
            code = 2 if judge_refuses(kind, text, str(f)) else 0
        before = app.session
        app._msg = None
        app.load_file(str(f), f.read_bytes())
        shown = app._msg[1]("en") if app._msg else ""
        refused = app._msg is not None and app._msg[0] == "ttr-error"
        assert "unexpected" not in shown.lower() and "went wrong" not in shown, (f, shown)
        if trans and kind == "scenario" and code != 2:
            assert refused and "$.game" in shown and str(f) in shown, shown
            continue
        assert refused == (code == 2), (f, code, err[-800:], shown)
        both[refused] += 1
        if refused:
            assert app.session is before, "a refused file changes nothing"
            assert str(f) in shown and "$" in shown, shown
            if not trans and _recognisable(kind, text):
                assert shown in err, (shown, err)   # the command's very message
    assert both[True] >= 3 and both[False] >= 3, both


def _recognisable(kind, text) -> bool:
    """Can the app tell which kind of file this is (the command knows: it was told)? A
    scenario is an object with a ``game`` (and no puzzle ``kind``), a saved game has the
    ``format``, a puzzle a ``kind``; text that is not JSON is refused alike by both."""
    from ttrwidgets.widgets.app import is_puzzle_json
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return True
    if kind == "scenario":
        return isinstance(data, dict) and "game" in data and "format" not in data \
            and ("steps" in data or "kind" not in data)
    if kind == "save":
        return isinstance(data, dict) and data.get("format") == "ttrwidgets.game"
    return is_puzzle_json(data)


def judge_refuses(kind, text, source) -> bool:
    try:
        READERS[kind](text, source)
        return False
    except DataError:
        return True


# --------------------------------------------------------------------------- the known defects
TRANS = {"game": "trans_europa", "options": {"players": 2},
         "position": {"players": [{"cities": ["Paris", "Berlin"], "marker": "Paris"},
                                  {"cities": ["Roma"], "marker": "Roma"}]},
         "steps": [{"query": "missing_rails", "player": 0, "expect": 5}]}
DEUTSCHLAND = {"game": "deutschland", "options": {"players": 2},
               "position": {"players": [{"passengers": {"red": 1}}, {}]},
               "steps": [{"query": "final_scores"}]}


def _write(tmp_path, name, data) -> Path:
    f = tmp_path / name
    f.write_text(to_text(data), encoding="utf-8")
    return f


@pytest.mark.parametrize("field,value", [("do", ["lay_rail"]), ("do", {"x": 1}), ("query", 5),
                                         ("query", ["missing_rails"])])
def test_a_trans_step_whose_do_or_query_is_not_text_is_refused(tmp_path, field, value):
    """Was a ``TypeError`` (unhashable list) from the Trans scenario reader."""
    data = copy.deepcopy(TRANS)
    data["steps"][0] = {field: value, "player": 0}
    f = _write(tmp_path, "t.json", data)
    code, out, err = run_main(["scenario", f])
    assert code == 2 and f"$.steps[0].{field}" in err and str(f) in err, err
    assert "went wrong" not in err


@pytest.mark.parametrize("count", [10 ** 30, 2 ** 63, 10 ** 9, 31])
def test_huge_passenger_counts_are_refused_at_once(tmp_path, count):
    """Was an ``OverflowError`` or a hang (a list of 10**9 passengers): a player holds at most
    the passengers of the bag (de.passengers), said with the JSON path."""
    data = copy.deepcopy(DEUTSCHLAND)
    data["position"]["players"][0]["passengers"] = {"red": count}
    f = _write(tmp_path, "d.json", data)
    t0 = time.process_time()
    code, out, err = run_main(["scenario", f])
    assert time.process_time() - t0 < LIMIT_S
    assert code == 2 and "$.position.players[0].passengers.red" in err, err
    assert "de.passengers" in err and "went wrong" not in err


@pytest.mark.parametrize("game", [TRANS, SCENARIO_EUROPE := {
    "game": "europe", "options": {"players": 2}, "position": {"players": [{}, {}]},
    "steps": [{"query": "longest_path", "player": 0, "expect": 0}]}])
def test_a_lone_surrogate_in_expect_is_written_safely(tmp_path, game):
    """Was exit 1 with an encoding error on stdout: the result line is written with the
    surrogate escaped, and the line is still JSON."""
    data = copy.deepcopy(game)
    data["steps"][0]["expect"] = "\ud800"
    f = _write(tmp_path, "s.json", data)
    code, out, err = run_main(["scenario", f])
    assert "went wrong" not in err and "Traceback" not in err, err
    if code == 2:  # refused: the expectation is not of the query's kind
        assert "$.steps[0]" in err and str(f) in err, err
    else:
        assert code == 1 and json.loads(out.splitlines()[0])["ok"] is False, out


def test_the_app_refuses_a_scenario_with_malformed_steps(tmp_path):
    """Was loaded without a word while the command refused it."""
    from ttrwidgets.widgets.app import TTRApp
    data = {"game": "europe", "options": {"players": 2}, "steps": [5, "x"]}
    f = _write(tmp_path, "steps.json", data)
    code, _, err = run_main(["scenario", f])
    assert code == 2 and "$.steps[0]" in err
    app = TTRApp()
    app.load_file(str(f), f.read_bytes())
    assert app.session is None and app._msg[0] == "ttr-error"
    shown = app._msg[1]("en")
    assert shown in err and "$.steps[0]" in shown, (shown, err)
    assert "$.steps[0]" in app._msg[1]("de")


@pytest.mark.parametrize("field,value,path", [
    ("rules", "trans_europa.special-\u0663", "$.rules"),   # an Arabic-Indic digit 3
    ("rules", ["trans_europa"], "$.rules"),
    ("players", 10 ** 30, "$.players"),
    ("seed", 10 ** 40, "$.seed"),
    ("seats", [{"kind": "bot:nobody"}, "human"], "$.seats[0]"),
    ("actions", ["p0 marker 3,4", 7], "$.actions[1]"),
    ("actions", ["p1 end"], "$.actions[0]")])
def test_a_saved_trans_game_is_read_field_by_field(tmp_path, field, value, path):
    """A saved Trans game was read in one ``try`` that turned any error into "not a saved Trans
    game: <the exception>" at ``$`` (and a huge player count raised outside it): each field is
    checked now, the problem named at its JSON path, in English and German, by the app's upload
    and by the reader."""
    from ttrwidgets.core.session import load_session, new_session
    from ttrwidgets.widgets.app import TTRApp
    data = json.loads(new_session("trans_europa", ["human", "steiner"], seed=3).save_text())
    data[field] = value
    f = _write(tmp_path, "trans-save.json", data)
    with pytest.raises(DataError) as e:
        load_session(json.loads(to_text(data)), str(f))
    assert [p for p, _ in e.value.problems] == [path], e.value.message()
    assert e.value.message("de") != e.value.message("en")  # the problem in German too
    app = TTRApp()
    app.load_file(str(f), f.read_bytes())
    assert app.session is None and app._msg[0] == "ttr-error"
    assert app._msg[1]("en") == e.value.message("en")
