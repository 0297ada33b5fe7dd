"""Every kind of bad file, read with ``--lang de`` (or the API asked in German): the message is
German from the catalogue (``errors.ftl``), names the file, and names each problem's JSON path
(issue 22). A route map, a Trans grid board, a Trans scenario, a saved Ticket to Ride game and
the position it starts from, a saved Trans game; and the same files in English still say it in
English."""
from __future__ import annotations

import json
import re

import pytest

from ttrwidgets.__main__ import main
from ttrwidgets.core.errors import DataError, MapDataError, SaveFileError
from ttrwidgets.core.mapcheck import maps_dir

#: English words no German problem may keep (a text built in code, beside the catalogue)
ENGLISH = re.compile(r"\b(?:must|not a|unknown|missing|only|listed twice|is listed|players,|"
                     r"problems?|choose from|at least|at most)\b")


def _run(capsys, *argv) -> tuple[int, str]:
    try:
        code = main(list(argv))
    except SystemExit as e:
        code = e.code
    out = capsys.readouterr()
    return code, out.out + out.err


def _write(tmp_path, name: str, data) -> str:
    p = tmp_path / name
    p.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(p)


def _german(e: DataError, *lines: str) -> str:
    """``e`` in German, checked line by line: its heading, then each ``path: problem``."""
    de = e.message("de")
    head, *rest = de.splitlines()
    assert re.fullmatch(r".+: \d+ Probleme?", head), head
    for line in lines:
        assert f"  {line}" in rest, (line, de)
    left = [r for r in rest if ENGLISH.search(r.split(": ", 1)[1])]
    assert not left, left
    return de


def test_a_bad_route_map_in_german(tmp_path):
    from ttrwidgets.ttr.colours import Colour
    from ttrwidgets.ttr.maps import load_map_file
    data = json.loads((maps_dir() / "europe.json").read_text(encoding="utf-8"))
    data["routes"][0]["colour"] = "violet"
    data["routes"][1]["length"] = 12
    data["routes"][2]["kind"] = "ferry"
    data["routes"][2]["locomotives"] = 0
    data["tickets"][0]["b"] = data["tickets"][0]["a"]
    data["layout"]["positions"].pop(data["cities"][3]["name"])
    path = _write(tmp_path, "kaputt.json", data)
    with pytest.raises(MapDataError) as e:
        load_map_file(path)
    de = _german(e.value,
                 "$.routes[0].colour: unbekannte Farbe „violet“ (Farben: " + ", ".join(
                     c.key for c in Colour if c is not Colour.LOCOMOTIVE) + ")",
                 "$.routes[1].length: muss von 1 bis 8 gehen, nicht 12",
                 "$.routes[2].locomotives: eine Fähre hat mindestens ein Lokomotivsymbol",
                 f"$.tickets[0].b: eine Zielkarte verbindet zwei verschiedene Städte, nicht "
                 f"„{data['tickets'][0]['a']}“ mit sich selbst",
                 f"$.layout.positions: keine Position für 1 Stadt: {data['cities'][3]['name']}")
    assert de.startswith(f"{path}: 5 Probleme")
    # the same file in English: the English catalogue, the same paths
    assert "  $.routes[1].length: must be from 1 to 8, not 12" in str(e.value).splitlines()
    assert "  $.layout.positions: no position for 1 city: " \
        f"{data['cities'][3]['name']}" in str(e.value).splitlines()


def test_a_route_map_that_is_no_object_and_has_unknown_keys_in_german(tmp_path):
    from ttrwidgets.ttr.maps import load_map_file
    with pytest.raises(MapDataError) as e:
        load_map_file(_write(tmp_path, "liste.json", [1, 2]))
    _german(e.value, "$: muss ein Objekt sein (die ganze Spielplan-Datei), nicht eine Liste")
    data = json.loads((maps_dir() / "europe.json").read_text(encoding="utf-8"))
    data["routs"] = data.pop("routes")
    with pytest.raises(MapDataError) as e:
        load_map_file(_write(tmp_path, "schluessel.json", data))
    _german(e.value, "$.routes: der nötige Schlüssel „routes“ fehlt",
            "$.routs: unbekannter Schlüssel „routs“ (meintest du „routes“?)")


def test_a_bad_grid_board_in_german(tmp_path):
    from ttrwidgets.trans.board import load_board_file
    data = json.loads((maps_dir() / "trans_europa.json").read_text(encoding="utf-8"))
    data["cities"][0]["colour"] = "lila"
    data["nodes"].append(list(data["nodes"][0]))
    data["lines"][0][2] = 3
    path = _write(tmp_path, "gitter.json", data)
    with pytest.raises(MapDataError) as e:
        load_board_file(path)
    n = len(data["nodes"]) - 1
    _german(e.value,
            "$.cities[0].colour: muss einer dieser Werte sein: brown, white, pink, orange, "
            "turquoise; nicht der Text \"lila\"",
            f"$.nodes[{n}]: der Kreuzungspunkt {json.dumps(data['nodes'][0])} steht zweimal in "
            "der Liste (zuerst bei $.nodes[0])",
            "$.lines[0][2]: die Kosten müssen 1 oder 2 sein (trans.board), nicht die Zahl 3")


def test_a_bad_trans_scenario_with_lang_de(tmp_path, capsys):
    path = _write(tmp_path, "szenario.json", {
        "game": "trans_europa", "options": {"players": 9, "variant": "x"},
        "position": {"players": [{"cities": ["Pariss"], "marker": [999, 999]}]},
        "steps": []})
    code, err = _run(capsys, "--lang", "de", "scenario", path)
    assert code == 2
    assert err.startswith(f"Fehler: {path}: 2 Probleme"), err
    assert "  $.options.players: nötig: die Zahl der Spieler, 2–6 für trans_europa" in err
    assert "  $.options.variant: unbekannte Option (Trans kennt players und special)" in err
    path = _write(tmp_path, "stellung.json", {
        "game": "trans_europa", "options": {"players": 2},
        "position": {"players": [{"cities": ["Pariss"], "marker": [999, 999]}, {}],
                     "rails_this_turn": 7},
        "steps": []})
    code, err = _run(capsys, "--lang", "de", "scenario", path)
    assert code == 2 and err.startswith(f"Fehler: {path}: 3 Probleme"), err
    assert "  $.position.players[0].cities[0]: unbekannte Stadt „Pariss“ (Auf dem Spielplan " \
        "gibt es keine Stadt „Pariss“. Meintest du Paris?)" in err
    assert "  $.position.players[0].marker: kein Kreuzungspunkt [999, 999] auf trans_europa " \
        "(Punkte sind [col, row] wie in nodes.csv)" in err
    assert "  $.position.rails_this_turn: muss 0 bis 3 sein" in err
    assert not ENGLISH.search(err), err
    path3 = _write(tmp_path, "oben.json", {"game": "trans_europa", "options": {"players": 2},
                                           "titel": "x", "seed": "s", "steps": [5]})
    code, err = _run(capsys, "--lang", "de", "scenario", path3)
    assert code == 2 and err.startswith(f"Fehler: {path3}: 2 Probleme"), err
    assert "  $.titel: unbekannter Schlüssel (ein Szenario kennt: description, game, options, " \
        "position, seed, steps, title)" in err
    assert "  $.seed: muss eine ganze Zahl sein, nicht der Text \"s\"" in err
    assert not ENGLISH.search(err), err
    code, err = _run(capsys, "scenario", path)              # without --lang: English
    assert err.startswith(f"error: {path}: 3 problems")
    assert "  $.position.rails_this_turn: must be 0 to 3" in err


def _saved_game() -> dict:
    from ttrwidgets.ttr.session import Session
    return json.loads(Session.new("europe.classic", ["human", "greedy"], 5).save_text())


def test_a_bad_saved_game_with_lang_de(tmp_path, capsys):
    data = _saved_game()
    data["seats"] = [7, {"kind": "bot:nobody"}]
    data["actions"] = [3]
    path = _write(tmp_path, "spiel.json", data)
    code, err = _run(capsys, "play", "--lang", "de", "--load", path)
    assert code == 2
    assert err.startswith(f"Fehler: {path}: 1 Problem"), err     # actions first: one problem
    assert "  $.actions[0]: ein Spielzug ist Text wie 'p0 draw deck'" in err
    data["actions"] = []
    code, err = _run(capsys, "play", "--lang", "de", "--load", _write(tmp_path, "s2.json", data))
    assert "  $.seats[0]: ein Platz ist ein Objekt mit seiner Art (\"kind\": \"human\"), " \
        "nicht die Zahl 7" in err
    assert "  $.seats[1].kind: unbekannte Art von Platz der Text \"bot:nobody\"; zur Wahl: " \
        "human, bot:" in err
    assert not ENGLISH.search(err), err


def test_a_bad_start_position_in_german(tmp_path):
    from ttrwidgets.ttr.record import state_to_json
    from ttrwidgets.ttr.session import Session
    s = Session.new("europe.classic", ["human", "greedy"], 5)
    data = json.loads(s.save_text())
    start = state_to_json(s.state)
    start["phase"] = "lunch"
    start["faceup"] = ["red"] * 7
    start["players"][0]["trains"] = 99
    data["start"] = start
    with pytest.raises(SaveFileError) as e:
        Session.load_text(json.dumps(data), "start.json")
    _german(e.value,
            "$.start.players[0].trains: muss 0..45 sein, nicht 99",
            "$.start.phase: muss einer dieser Werte sein: setup, main, final, over; nicht der "
            "Text \"lunch\"",
            "$.start.faceup: höchstens 5 offen ausliegende Karten")


def test_a_bad_saved_trans_game_in_german(tmp_path):
    from ttrwidgets.trans.session import TransSession
    data = json.loads(TransSession.new("trans_europa", ["human", "steiner"], seed=3).save_text())
    data["players"] = 9
    data["seed"] = "x"
    with pytest.raises(SaveFileError) as e:
        TransSession.load_text(json.dumps(data), "trans.json")
    _german(e.value, "$.players: muss die Zahl der Spieler sein, 2 bis 6, nicht die Zahl 9",
            "$.seed: muss eine ganze Zahl mit höchstens 30 Ziffern sein, nicht der Text \"x\"")


def test_a_saved_game_of_the_shared_format_in_german():
    from ttrwidgets.core.session import Session
    with pytest.raises(SaveFileError) as e:
        Session.load_text(json.dumps({"format": "nope"}), "alt.json")
    _german(e.value, '$.format: muss "ttrwidgets.session" sein')


def _lesson() -> dict:
    from ttrwidgets.lessons.model import load_lesson
    from pathlib import Path
    import ttrwidgets.lessons as L
    f = sorted((Path(L.__file__).parent / "courses" / "europe").glob("*.json"))[0]
    load_lesson(f)                                   # the shipped lesson itself is fine
    return json.loads(f.read_text(encoding="utf-8"))


def test_a_bad_lesson_file_with_lang_de(tmp_path, capsys):
    data = _lesson()
    data["version"] = 2
    data["steps"][0]["hint"] = [{"en": "a", "de": "b"}] * 4
    data["steps"][0]["rules"] = ["nope.rule"]
    data["steps"][0]["focus"] = "Paris"
    data["steps"][0]["seed"] = 3
    data["steps"][0]["say"]["de"] = "Eins. Zwei. Drei."
    data["steps"][0]["task"] = {"click": "line", "any": []}
    path = _write(tmp_path, "lektion.json", data)
    code, err = _run(capsys, "--lang", "de", "lesson", "check", path)
    assert code == 2
    assert err.startswith(f"Fehler: {path}: 1 Problem"), err   # the top level first
    assert "  $.version: muss 1 sein" in err
    data["version"] = 1
    path = _write(tmp_path, "lektion.json", data)
    code, err = _run(capsys, "--lang", "de", "lesson", "check", path)
    assert code == 2 and err.startswith(f"Fehler: {path}: 6 Probleme"), err
    for line in ("$.steps[0].say.de: ein Schritt sagt eine Sache: höchstens 2 Sätze und 40 "
                 "Wörter (hier 3 Sätze und 3 Wörter); teile oder kürze ihn",
                 "$.steps[0].hint: eine Liste mit 1 bis 3 Tipps",
                 "$.steps[0].rules[0]: keine Regel „nope.rule“ in den Regeln von europe",
                 "$.steps[0].task.click: muss \"route\" oder \"city\" sein",
                 "$.steps[0].focus: muss eine Liste von Städtenamen sein",
                 "$.steps[0].seed: ein Startwert (\"seed\") gehört zu einer Stellung "
                 "(\"position\")"):
        assert f"  {line}\n" in err, (line, err)
    assert not ENGLISH.search(err), err
    code, err = _run(capsys, "lesson", "check", path)              # without --lang: English
    assert err.startswith(f"error: {path}: 6 problems"), err
    assert "  $.steps[0].seed: a seed belongs with a position\n" in err


def test_a_bad_lesson_task_in_german(tmp_path):
    from ttrwidgets.core.errors import LessonError
    from ttrwidgets.lessons.model import parse_lesson
    data = _lesson()
    data["steps"][0]["task"] = {"choose": ["a"], "answer": 3, "feedback": [None, None],
                                "check": []}
    data["steps"][1]["task"] = {"do": "fly", "until": 5, "x": 1}
    data["steps"][2]["task"] = {"click": "route"}
    data["steps"][3]["task"] = {"click": "route", "any": [["Paris", "Wien"]],
                                "where": {"kind": "x", "free": 1, "q": 1, "colour": "mauve"}}
    with pytest.raises(LessonError) as e:
        parse_lesson(data, "aufgabe.json")
    _german(e.value,
            "$.steps[0].task.choose: muss eine Liste mit 2 bis 6 Antworten sein",
            "$.steps[0].task.answer: nötig: die Nummer der richtigen Antwort",
            "$.steps[0].task.check: nötig: Szenario-Schritte mit expect, die die Antwort mit "
            "den Regeln beweisen",
            "$.steps[1].task.until: muss ein expect-Objekt des Szenario-Formats sein, etwa "
            '{"pending": null}',
            "$.steps[1].task.solution: nötig: die Szenario-Aktionen, die die Aufgabe erfüllen "
            "(was „Zeig es mir“ spielt)",
            "$.steps[2].task: eine click-Aufgabe nennt, was anzuklicken ist: \"any\" (eine "
            "Liste) oder \"where\"",
            "$.steps[3].task.any[0]: keine Strecke Paris–Wien auf diesem Spielplan",
            "$.steps[3].task.where.q: unbekannter Schlüssel („where“ kennt: kind, colour, "
            "length, touches, free)",
            "$.steps[3].task.where.kind: muss einer dieser Werte sein: normal, tunnel, ferry; "
            "nicht der Text \"x\"",
            "$.steps[3].task.where.colour: unbekannte Farbe „mauve“",
            "$.steps[3].task.where.free: muss true oder false sein, nicht die Zahl 1")
    de = e.value.message("de")
    assert re.search(r"\$\.steps\[1\]\.task\.x: unbekannter Schlüssel für eine Aufgabe „do“ "
                     r"\(sie kennt: .*\bsolution\b", de), de
    assert re.search(r"\$\.steps\[1\]\.task\.do: muss ein Aktionsname des Szenario-Formats sein "
                     r"oder eine Liste davon \(.*\bclaim\b", de), de
    assert "  $.steps[2].task: a click task names what to click" in str(e.value)


def test_a_bad_puzzle_file_with_lang_de(tmp_path, capsys):
    path = _write(tmp_path, "raetsel.json", {
        "kind": "best_station", "game": "trans_europa", "options": {"players": 2},
        "title": 3, "params": {"route": 1}, "hint": "x"})
    code, err = _run(capsys, "--lang", "de", "puzzle", "check", path)
    assert code == 2 and err.startswith(f"Fehler: {path}: 5 Probleme"), err
    for line in ("$.hint: unbekannter Schlüssel (ein Rätsel kennt: game, kind, options, params, "
                 "player, position, seed, title)",
                 "$.title: muss Text sein, nicht die Zahl 3",
                 "$.game: ein Rätsel der Art best_station gehört zu europe, nicht zu "
                 "trans_europa",
                 "$.params.route: unbekannter Parameter für ein Rätsel der Art best_station "
                 "(es kennt keinen)",
                 "$.player: nötig: der Platz, um den es in der Frage geht (0 = der erste "
                 "Spieler)"):
        assert f"  {line}\n" in err, (line, err)
    assert not ENGLISH.search(err), err
    code, err = _run(capsys, "puzzle", "check", path)              # without --lang: English
    assert err.startswith(f"error: {path}: 5 problems"), err
    assert "  $.title: must be text, not the number 3\n" in err


@pytest.mark.parametrize("cards, unseen, line", [
    ({"red": 1}, {"red": 3}, "$.params.cards: der Tunnel ist 2 Felder lang: der Spieler legt "
                             "2 Karten ab, nicht 1 (claim.color)"),
    ({"red": 2}, {"red": 3}, "$.params.cards: der Tunnel verlangt Gelb: Karten in Rot können "
                             "ihn nicht bezahlen (claim.color)"),
])
def test_a_bad_tunnel_puzzle_in_german(cards, unseen, line):
    from ttrwidgets.core.errors import PuzzleError
    from ttrwidgets.puzzles.model import load_puzzle
    with pytest.raises(PuzzleError) as e:
        load_puzzle({"kind": "tunnel_odds", "game": "europe", "options": {"players": 2},
                     "player": 0, "params": {"route": ["Zürich", "München"], "cards": cards,
                                             "unseen": unseen}}, "tunnel.json")
    _german(e.value, line)


def test_an_empty_puzzle_choice_in_german():
    from ttrwidgets.puzzles.pack import day_entry
    with pytest.raises(LookupError) as e:
        day_entry("2024-05-01", kind="fewest_rails", game="europe")
    assert e.value.message("de") == "das Paket enthält keine Rätsel der Art fewest_rails für " \
        "europe"
    assert e.value.args[0] == "the pack holds no fewest_rails puzzles for europe"


def test_an_unexpected_error_with_lang_de_is_one_german_line(tmp_path, capsys, monkeypatch):
    """A fault of ttrwidgets itself, with ``--lang de`` before the command or after ``play``:
    one German line with the reference and the variable that shows the details."""
    import ttrwidgets.core.scenario as scenario
    from ttrwidgets.core.errors import error_reference

    def broken(data, source, trace=None):
        raise KeyError("ein Fehler in ttrwidgets")
    monkeypatch.setattr(scenario, "run_scenario", broken)
    monkeypatch.delenv("TTR_DEBUG", raising=False)
    path = _write(tmp_path, "gut.json", {"game": "europe", "options": {"players": 2},
                                         "steps": []})
    code, err = _run(capsys, "--lang", "de", "scenario", path)
    assert code == 2
    m = re.search(rf"^Fehler: {re.escape(path)}: In ttrwidgets ist etwas schiefgegangen "
                  r"\(KeyError: '.*'\); Kennung ([0-9a-f]{6})\. Starte noch einmal mit "
                  r"TTR_DEBUG=1, um die Einzelheiten zu sehen\.$", err, re.M)
    assert m, err
    assert "something went wrong" not in err and "Traceback" not in err

    import ttrwidgets.cli as cli
    monkeypatch.setattr(cli, "main", lambda argv: 1 / 0)
    code, err = _run(capsys, "play", "--lang", "de")
    assert code == 2
    assert err.startswith("Fehler: In ttrwidgets ist etwas schiefgegangen (ZeroDivisionError: "
                          "division by zero); Kennung "), err
    code, err = _run(capsys, "play")                                 # without --lang: English
    assert err.startswith("error: something went wrong inside ttrwidgets (ZeroDivisionError"), err
    from ttrwidgets.core.errors import internal_error_line
    try:
        1 / 0
    except ZeroDivisionError as e:                  # the same fault: the same reference
        assert f"Kennung {error_reference(e)}." in internal_error_line(e, "de")
        assert f"reference {error_reference(e)}." in internal_error_line(e)


def test_a_lesson_whose_try_task_the_rules_refuse_otherwise_with_lang_de(tmp_path, capsys):
    """A well-formed lesson that cannot be done as written (``lesson check``): the checker's
    problem in German too."""
    from pathlib import Path
    import ttrwidgets.lessons as L
    data = json.loads((Path(L.__file__).parent / "courses" / "europe" / "02-drawing.json")
                      .read_text(encoding="utf-8"))
    k, task = next((k, s["task"]) for k, s in enumerate(data["steps"])
                   if "try" in s.get("task", {}))
    want = task["refused"]
    task["refused"] = "turn.one-action"
    path = _write(tmp_path, "versuch.json", data)
    code, err = _run(capsys, "--lang", "de", "lesson", "check", path)
    assert code == 2 and err.startswith(f"Fehler: {path}: 1 Problem"), err
    assert f"  $.steps[{k}].task.refused: die Regeln lehnen die Lösung mit {want} ab, nicht " \
        "mit turn.one-action" in err
    code, err = _run(capsys, "lesson", "check", path)
    assert f"  $.steps[{k}].task.refused: the engine refuses the solution with {want}, not " \
        "turn.one-action" in err
