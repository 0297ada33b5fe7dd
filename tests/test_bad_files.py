"""No bad file crashes anything (issue 8): every malformed, oversized or odd file given to
``python -m ttrwidgets scenario``, ``play --load``, the app's upload (``Session.load_text``) or the
map loader gets a message naming the file and the problem (with the JSON path where there is
one), exit code 2 on the command line, and never a traceback, a hang or a memory blow-up.

The command line runs in-process through ``ttrwidgets.__main__.main`` with streams like a
terminal's (UTF-8, strict on stdout); the pipe and device cases run in a subprocess with a
timeout, because before the fix they hung or filled the memory.
"""
from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout

import pytest

from ttrwidgets.__main__ import main
from ttrwidgets.core.errors import DataError, MapDataError, SaveFileError, ScenarioError
from ttrwidgets.core.jsonfile import MAX_DEPTH, MAX_FILE_BYTES, MAX_INT_DIGITS
from ttrwidgets.ttr.maps import load_map_file
from ttrwidgets.session import Session

from conftest import ROOT

DEEP = "[" * 100_000 + "]" * 100_000
HUGE = "1" * 5000
SCENARIO = {"game": "europe", "options": {"players": 2}, "seed": 1,
            "position": {"players": [{"hand": {"red": 1}, "trains": 3}, {}]},
            "steps": [{"player": 0, "do": "claim", "route": ["Budapest", "Wien", "red"],
                       "cards": {"red": 1}, "expect": {"legal": True}}]}


# --------------------------------------------------------------------------- helpers
def run(*args):
    """``python -m ttrwidgets ARGS`` in-process: (exit code, stdout, stderr).

    stdout is strict UTF-8 like a terminal's (a lone surrogate raises there), stderr replaces
    what it cannot encode like Python's own stderr does."""
    out_b, err_b = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(out_b, encoding="utf-8", errors="strict", write_through=True)
    err = io.TextIOWrapper(err_b, encoding="utf-8", errors="backslashreplace",
                           write_through=True)
    old_in = sys.stdin
    sys.stdin = io.StringIO("")  # play: the learner types nothing (EOF)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main([str(a) for a in args])
    finally:
        sys.stdin = old_in
    return code, out_b.getvalue().decode("utf-8"), err_b.getvalue().decode("utf-8")


def snapshot(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def refused(folder, f, *args, needles=()):
    """Run the command on file ``f``; it must exit 2 naming the file and each needle, with no
    traceback, and leave every file in ``folder`` as it was."""
    before = snapshot(folder)
    code, out, err = run(*args, f)
    assert code == 2, (args, f.name, out[-500:], err[-2000:])
    assert str(f) in err, err
    for needle in needles:
        assert needle in err, (needle, err)
    assert "Traceback" not in out + err
    assert snapshot(folder) == before, "a refused file changed nothing"
    return err


def write(folder, name, content) -> os.PathLike:
    f = folder / name
    if isinstance(content, bytes):
        f.write_bytes(content)
    else:
        f.write_text(content if isinstance(content, str) else json.dumps(content),
                     encoding="utf-8")
    return f


@pytest.fixture(scope="module")
def save():
    """A saved game with a start position (as the app saves a game loaded from a scenario)
    and one action after it."""
    s = Session.new("europe.classic", ["human", "greedy"], seed=3)
    s.fresh = False
    data = json.loads(s.save_text())
    assert data["start"] and Session.from_json(data).state == s.state
    return data


def edited(data, path, value):
    """A deep copy of ``data`` with the value at ``path`` (a list of keys) replaced."""
    d = json.loads(json.dumps(data))
    node = d
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return d


# --------------------------------------------------------------------------- the corpus
def test_deep_nesting_is_refused_by_every_reader(tmp_path, save):
    f = write(tmp_path, "deep.json", DEEP)
    for cmd in (["scenario"], ["play", "--load"]):
        err = refused(tmp_path, f, *cmd, needles=[f"more than {MAX_DEPTH} levels deep",
                                                 "line 1, column 201"])
        assert "RecursionError" not in err
    # deep inside a valid-looking save: the JSON path of the start is "$", line and column
    text = json.dumps(save).replace('"actions": []', '"actions": ' + DEEP)
    g = write(tmp_path, "deep-save.json", text)
    refused(tmp_path, g, "play", "--load", needles=["levels deep", "$:"])
    with pytest.raises(SaveFileError) as e:
        Session.load_text(DEEP, "upload.json")
    assert "upload.json" in str(e.value) and "levels deep" in str(e.value)
    assert "Ebenen tief verschachtelt" in e.value.message("de")
    # data handed over by code (not text) is checked too, without recursion
    nested: list = []
    for _ in range(100_000):
        nested = [nested]
    with pytest.raises(SaveFileError, match="levels deep"):
        Session.from_json({"format": "ttrwidgets.game", "actions": nested}, "data")


def test_a_number_of_5000_digits(tmp_path, save):
    f = write(tmp_path, "huge-seed.json", json.dumps(SCENARIO).replace('"seed": 1',
                                                                       f'"seed": {HUGE}'))
    refused(tmp_path, f, "scenario", needles=["$.seed", "5000 digits",
                                              f"at most {MAX_INT_DIGITS}"])
    g = write(tmp_path, "huge-save.json", json.dumps(save).replace('"seed": 3', f'"seed": {HUGE}'))
    err = refused(tmp_path, g, "play", "--load", needles=["$.seed", "5000 digits"])
    assert "ValueError" not in err
    with pytest.raises(SaveFileError, match=r"\$\.seed: a number with 5000 digits"):
        Session.load_text(g.read_text(), g.name)
    with pytest.raises(SaveFileError, match=r"\$\.start\.seed: a number with 5001 digits"):
        Session.from_json(edited(save, ["start", "seed"], 10 ** 5000), "data")


@pytest.mark.parametrize("path,value,needle", [
    (["start", "setup"], 5, "$.start.setup: must be a list"),
    (["start", "setup_later"], 7, "$.start.setup_later: must be a list"),
    (["start", "rules", "id"], ["europe.classic"], "$.start.rules.id: must be text"),
    (["start", "players", 0, "tickets"], [["E01"]],
     "$.start.players[0].tickets[0]: must be text (a ticket), not a list"),
    (["start", "players", 0, "stations"], [{"city": "Paris"}],
     "$.start.players[0].stations[0]: must be text (a city), not an object"),
    (["start", "players", 0, "stations"], ["Atlantis"],
     '$.start.players[0].stations[0]: unknown city the text "Atlantis"'),
    (["start", "tickets", 0], ["E01"], "$.start.tickets[0]: must be text (a ticket)"),
    (["start", "pending"], {"kind": "second_card"},
     "$.start.pending: nothing can be pending in the setup phase"),
    (["start", "routes"], {"R001": True}, "$.start.routes.R001: the owner must be a seat number"),
    (["start", "players", 0, "hand", "red"], True, "$.start.players[0].hand.red"),
    (["start", "current"], False, "$.start.current: must be a whole number, not false"),
    (["start", "deck"], [{"red": 1}], "$.start.deck[0]: not a card colour"),
    (["start", "setup", 0, "max_keep"], 9, "$.start.setup[0].max_keep: must be 0..4, not 9"),
    (["start", "faceup"], [], "cards add up to"),
    (["start", "seed"], float("nan"), "$.start.seed: NaN is not a number JSON allows"),
    (["seed"], 1e999, "$.seed: the number 1e999 is too large"),
    (["seats", 1, "kind"], 5, "$.seats[1].kind: unknown seat kind the number 5"),
    (["seats", 1, "kind"], "bot:alphago", "$.seats[1].kind: unknown seat kind"),
    (["seats", 1, "name"], ["Ada"], "$.seats[1].name: must be text"),
    (["seats", 1], "greedy", "$.seats[1]: a seat is an object"),
    (["seats"], [{"kind": "human"}] * 1000, "$.seats: one seat per player: 2 seats, not 1000"),
    (["players"], 3, "$.seats: one seat per player: 3 seats, not 2"),
])
def test_malformed_saves(tmp_path, save, path, value, needle):
    """The same message through ``play --load`` and the app's upload (one validator)."""
    data = edited(save, path, value)
    text = json.dumps(data).replace("Infinity", "1e999")  # json writes inf as Infinity
    f = write(tmp_path, "bad-save.json", text)
    refused(tmp_path, f, "play", "--load", needles=[needle])
    with pytest.raises(SaveFileError) as e:
        Session.load_text(text, "upload.json")
    assert needle in str(e.value) and str(e.value).startswith("upload.json: ")
    assert "Traceback" not in str(e.value)


def test_seats_of_a_fresh_game_are_checked_by_play_too(tmp_path):
    """Before: ``play --load`` accepted any seats (an unknown bot, millions of entries)."""
    s = Session.new("europe.classic", ["human", "random"], seed=5)
    data = json.loads(s.save_text())
    assert "start" not in data
    ok = write(tmp_path, "ok.json", data)
    code, out, err = run("play", "--load", ok)
    assert code == 0 and "Continuing the saved game" in out, err
    f = write(tmp_path, "bot.json", edited(data, ["seats", 1, "kind"], "bot:skynet"))
    refused(tmp_path, f, "play", "--load", needles=["$.seats[1].kind", "bot:greedy"])
    many = write(tmp_path, "many.json",
                 json.dumps(data).replace('"seats": [', '"seats": [' + '{}, ' * 2_900_000))
    refused(tmp_path, many, "play", "--load", needles=["too large"])


def test_start_position_must_match_the_record(tmp_path, save):
    data = edited(edited(save, ["seats"], []), ["players"], 3)
    f = write(tmp_path, "three.json", data)
    refused(tmp_path, f, "play", "--load",
            needles=["$.players: 3 players, but the start position has 2"])
    g = write(tmp_path, "other-seed.json", edited(save, ["seed"], 4))
    refused(tmp_path, g, "play", "--load", needles=["$.start: the start position is of another"])


def test_lone_surrogate_in_an_expectation_is_printed_escaped(tmp_path):
    data = json.loads(json.dumps(SCENARIO))
    data["steps"][0]["expect"]["legal"] = "\ud800"
    f = write(tmp_path, "surrogate.json", json.dumps(data))  # ASCII: "\\ud800" in the file
    code, out, err = run("scenario", f)
    assert code == 1, err  # the expectation fails (true is not "\ud800"), nothing crashes
    assert "Traceback" not in out + err
    lines = [json.loads(line) for line in out.splitlines()]
    assert lines[0]["check"] == "legal" and lines[0]["expected"] == "\ud800"
    assert "\\ud800" in out


def test_players_key_that_only_looks_like_a_digit(tmp_path):
    data = json.loads(json.dumps(SCENARIO))
    data["steps"][0]["expect"]["players"] = {"²": {"score": 1}}
    f = write(tmp_path, "superscript.json", data)
    refused(tmp_path, f, "scenario", needles=["$.steps[0].expect.players.²",
                                              "not a player of this game"])


def test_pipes_devices_and_folders_are_not_read(tmp_path):
    """Before: a named pipe hung, /dev/zero filled 2 GB of memory."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    for args in (["scenario", fifo, "/dev/zero", folder], ["play", "--load", fifo],
                 ["play", "--load", "/dev/zero"]):
        proc = subprocess.run([sys.executable, "-m", "ttrwidgets", *map(str, args)],
                              input="", capture_output=True, text=True, timeout=30)
        assert proc.returncode == 2, (args, proc.stderr)
        assert "Traceback" not in proc.stdout + proc.stderr
        for f in args[1:]:
            if f != "--load":
                assert str(f) in proc.stderr, (f, proc.stderr)
    assert "named pipe" in proc.stderr or "device" in proc.stderr
    err = refused(tmp_path, folder, "scenario", needles=["folder, not a file"])
    assert "named pipe" not in err
    with pytest.raises(ScenarioError, match="named pipe, not a file"):
        from ttrwidgets.ttr.scenario import load_scenario_file
        load_scenario_file(fifo)
    with pytest.raises(SaveFileError, match="device, not a file"):
        from ttrwidgets.ttr.record import load_game_file
        load_game_file("/dev/zero")


def test_oversized_empty_missing_and_non_utf8_files(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(MAX_FILE_BYTES + 1)  # sparse: no disk space used
    refused(tmp_path, big, "scenario", needles=["too large", "2.0 MB"])
    refused(tmp_path, big, "play", "--load", needles=["too large"])
    empty = write(tmp_path, "empty.json", "  \n")
    refused(tmp_path, empty, "scenario", needles=["$: the file is empty"])
    latin = write(tmp_path, "latin1.json", '{"game": "M\xfcnchen"}'.encode("latin-1"))
    refused(tmp_path, latin, "play", "--load", needles=["not UTF-8 text", "byte 12 (line 1)"])
    missing = tmp_path / "missing.json"
    refused(tmp_path, missing, "scenario", needles=["cannot read the file: it does not exist"])
    with pytest.raises(SaveFileError, match="too large"):
        Session.load_text(" " * (MAX_FILE_BYTES + 1), "upload.json")


def test_json_syntax_errors_in_our_words_in_english_and_german(tmp_path):
    """Before: "Unterminated string starting at at line 30, column 3" (json's message plus ours)."""
    lines = json.dumps(SCENARIO, indent=1).splitlines()
    assert len(lines) > 30
    text = "\n".join(lines[:29] + ['  "broken'])  # a text that never ends, on line 30
    f = write(tmp_path, "unterminated.json", text)
    err = refused(tmp_path, f, "scenario", needles=["not valid JSON at line 30, column 3",
                                                    "no closing double quote"])
    assert "at at" not in err and "Unterminated" not in err
    with pytest.raises(SaveFileError) as e:
        Session.load_text(text, "upload.json")
    de = e.value.message("de")
    assert "upload.json: 1 Problem" in de
    assert "kein gültiges JSON in Zeile 30, Spalte 3" in de and "Anführungszeichen" in de
    assert "at at" not in de and " at " not in de
    comma = write(tmp_path, "comma.json", '{"game": "europe",\n "steps": [1, 2,]}')
    refused(tmp_path, comma, "scenario", needles=["not valid JSON at line 2, column 17",
                                                  "a value was expected here"])
    newline = write(tmp_path, "newline.json", '{"game": "euro\npe"}')
    refused(tmp_path, newline, "scenario", needles=["line 1, column 15", "a line break"])
    extra = write(tmp_path, "extra.json", '{"game": "europe"} {}')
    refused(tmp_path, extra, "play", "--load", needles=["line 1, column 20",
                                                        "more text follows"])


def test_nan_and_infinity_are_refused(tmp_path):
    f = write(tmp_path, "nan.json", json.dumps(SCENARIO).replace('"seed": 1', '"seed": NaN'))
    refused(tmp_path, f, "scenario", needles=["$.seed: NaN is not a number JSON allows"])
    g = write(tmp_path, "inf.json", json.dumps(SCENARIO).replace('"trains": 3',
                                                                 '"trains": -Infinity'))
    refused(tmp_path, g, "scenario",
            needles=["$.position.players[0].trains: -Infinity is not a number JSON allows"])


def test_every_reader_still_reads_good_files(tmp_path, save):
    f = write(tmp_path, "good.json", SCENARIO)
    code, out, err = run("scenario", f)
    assert code == 0 and err == "" and json.loads(out)["ok"] is True
    bom = write(tmp_path, "bom.json", b"\xef\xbb\xbf" + json.dumps(SCENARIO).encode())
    assert run("scenario", bom)[0] == 0
    # a string holding brackets is not nesting; 100-digit numbers are still numbers
    data = json.loads(json.dumps(SCENARIO))
    data["title"] = "[" * (MAX_DEPTH * 2)
    data["seed"] = int("9" * MAX_INT_DIGITS)
    assert run("scenario", write(tmp_path, "brackets.json", data))[0] == 0
    assert Session.load_text(json.dumps(save), "save.json").state.n_players == 2


# --------------------------------------------------------------------------- maps
def test_malformed_map_files_give_map_errors_with_file_and_path(tmp_path):
    text = (ROOT / "maps" / "europe.json").read_text(encoding="utf-8")
    m = json.loads(text)
    cases = {
        "deep.json": (DEEP, "$", "levels deep"),
        "huge.json": (json.dumps(m).replace('"length": 3', f'"length": {HUGE}', 1),
                      "$.routes", "5000 digits"),
        "nan.json": (json.dumps(m).replace('"length": 3', '"length": NaN', 1),
                     "$.routes", "NaN is not a number JSON allows"),
        "broken.json": (text[:500], "$", "not valid JSON at line"),
    }
    for name, (content, path, needle) in cases.items():
        f = write(tmp_path, name, content)
        with pytest.raises(MapDataError) as e:
            load_map_file(f)
        assert e.value.source == str(f)
        (p, msg), = e.value.problems
        assert p.startswith(path) and needle in msg, (name, p, msg)
        assert not isinstance(e.value, RecursionError)
    fifo = tmp_path / "map-pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(MapDataError, match="named pipe"):
        load_map_file(fifo)


# --------------------------------------------------------------------------- unexpected errors
def test_an_unexpected_error_is_one_friendly_line(tmp_path, monkeypatch):
    import ttrwidgets.core.scenario as scenario

    def broken(data, source, trace=None):
        raise KeyError("a fault inside ttrwidgets")
    monkeypatch.setattr(scenario, "run_scenario", broken)
    f = write(tmp_path, "good.json", SCENARIO)
    g = write(tmp_path, "bad.json", "[1,")
    monkeypatch.delenv("TTR_DEBUG", raising=False)
    code, out, err = run("scenario", f, g)
    assert code == 2 and out == ""
    assert "something went wrong inside ttrwidgets" in err
    ref = re.search(r"reference ([0-9a-f]{6})\.", err).group(1)
    assert str(f) in err and str(g) in err  # the next file was still checked
    assert "TTR_DEBUG=1" in err and "Traceback" not in err
    monkeypatch.setenv("TTR_DEBUG", "1")
    code, out, err = run("scenario", f)
    assert code == 2 and "Traceback" in err and "a fault inside ttrwidgets" in err
    assert f"reference {ref}." in err  # the same fault, the same reference
    # the same for any command: play
    import ttrwidgets.ttr.cli as cli
    monkeypatch.delenv("TTR_DEBUG")
    monkeypatch.setattr(cli, "TerminalGame", lambda *a, **k: 1 / 0)
    code, out, err = run("play", "--seed", "1")
    assert code == 2 and "ZeroDivisionError" in err and re.search(r"reference [0-9a-f]{6}\.", err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_error_messages_are_data_errors_the_app_can_show():
    """The app shows any DataError's text; every corpus message is one, naming the upload."""
    for text in (DEEP, "", "[1,", '{"seed": NaN}', "{" + '"a": ' * 10 + "1" + "}" * 10,
                 '{"format": "ttrwidgets.game", "version": 1}'):
        with pytest.raises(DataError) as e:
            Session.load_text(text, "upload.json")
        assert e.value.source == "upload.json" and e.value.problems
        assert str(e.value).startswith("upload.json: ")
        assert e.value.message("de").startswith("upload.json: ")


def test_every_single_edit_of_a_saved_position_loads_or_is_refused(save):
    """Each value of the start position replaced by a few wrong ones: the upload either loads
    a game the engine can play on, or says what is wrong (a SaveFileError). Before, 5 of these
    kinds of edit raised TypeError or were taken as valid (``true`` as seat 1)."""
    from ttrwidgets.ttr.game import legal_actions

    def paths(v, p=()):
        if p:
            yield p
        items = v.items() if isinstance(v, dict) else enumerate(v[:2]) \
            if isinstance(v, list) else ()
        for k, x in items:
            yield from paths(x, p + (k,))
    junk = [7, -1, True, None, "x", [], {}, [["E01"]]]
    loaded = refused_ = 0
    for path in paths(save["start"]):
        for value in junk:
            data = edited(save, ["start", *path], value)
            try:
                session = Session.from_json(data, "upload.json")
            except SaveFileError as e:
                assert e.problems and str(e).startswith("upload.json: "), e
                refused_ += 1
                continue
            assert legal_actions(session.state)
            session.run_bots(limit=5)  # bots play only legal actions: none is refused
            loaded += 1
    assert refused_ > 500 and loaded > 10, (refused_, loaded)
