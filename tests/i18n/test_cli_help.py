"""The command line's help, usage and argument errors come from ``cli.ftl`` in the language of
``--lang`` (issue 22): ``python -m ttrwidgets play --lang de --help`` is German from its first
word to its last, the Trans game's too, and so are argparse's own words and refusals."""
from __future__ import annotations

import re

import pytest

from ttrwidgets.__main__ import main


def _run(capsys, *argv) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as e:
        code = e.code
    out = capsys.readouterr()
    return code, out.out, out.err


def _sentences(text: str) -> set[str]:
    """The words of a help text: its lines without options, metavars and choices."""
    out = set()
    for line in text.splitlines():
        line = re.sub(r"\{[^}]*\}|--?[\w-]+(?: [A-Z_]+)?|\b[A-Z_]{2,}\b", " ", line)
        words = " ".join(re.findall(r"[A-Za-zÄÖÜäöüß]{3,}", line))
        if len(words.split()) >= 2:
            out.add(words)
    return out


@pytest.mark.parametrize("game", ["europe", "trans_europa"])
def test_play_help_is_german_with_lang_de(capsys, game):
    code, en, _ = _run(capsys, "play", "--game", game, "--help")
    assert code == 0 and en.startswith("usage: python -m ttrwidgets play")
    assert "options:" in en and "show this help message and exit" in en
    code, de, _ = _run(capsys, "play", "--game", game, "--lang", "de", "--help")
    assert code == 0 and de.startswith("Aufruf: python -m ttrwidgets play")
    assert "Optionen:" in de and "diese Hilfe zeigen und beenden" in de
    left = _sentences(en) & _sentences(de)        # an English phrase left in the German help
    assert not left, left
    assert "Bots" in de and "Startwert" in de


def test_player_counts_in_the_help_are_the_languages_list(capsys):
    _, de, _ = _run(capsys, "play", "--lang=de", "--help")
    assert "asia 4 oder 6" in " ".join(de.split())
    _, en, _ = _run(capsys, "play", "--help")
    assert "asia 4 or 6" in " ".join(en.split())


def test_argument_errors_are_german(capsys):
    code, _, err = _run(capsys, "play", "--lang", "de", "--players", "x")
    assert code == 2
    assert err.startswith("Aufruf: python -m ttrwidgets play")
    assert "python -m ttrwidgets play: Fehler: Argument --players: ungültiger Wert" in err
    code, _, err = _run(capsys, "play", "--lang", "de", "--bot", "zz")
    assert "Fehler: Argument --bot: ungültige Wahl: 'zz' (möglich sind 'greedy'" in err
    code, _, err = _run(capsys, "play", "--lang", "de", "--nope")
    assert "Fehler: unbekannte Argumente: --nope" in err
    assert "usage" not in err and "error" not in err and "invalid" not in err


def test_the_command_list_and_a_missing_file_list_speak_german(capsys):
    code, out, _ = _run(capsys, "--lang", "de", "--help")
    assert code == 0 and out.startswith("Aufruf: python -m ttrwidgets [--lang SPRACHE] BEFEHL")
    assert "Befehle:" in out and "commands:" not in out
    code, _, err = _run(capsys, "--lang", "de", "scenario")
    assert code == 2 and err.startswith("Aufruf: python -m ttrwidgets scenario DATEI.json")
    code, _, err = _run(capsys, "frob", "--lang", "de")
    assert code == 2 and err.startswith("unbekannter Befehl 'frob'")
    code, out, _ = _run(capsys, "--help")
    assert out.startswith("usage: python -m ttrwidgets [--lang LANGUAGE] COMMAND") and "commands:" in out


def test_lang_before_the_command_reaches_the_game(capsys):
    code, out, _ = _run(capsys, "--lang", "de", "play", "--help")
    assert code == 0 and out.startswith("Aufruf: python -m ttrwidgets play")


@pytest.mark.parametrize("command, german", [
    (["app", "--help"], "Startet die App von ttrwidgets in Voilà."),
    (["static", "--help"], "Stellt die statische Seite bereit"),
    (["puzzle"], "Aufruf: python -m ttrwidgets puzzle solve DATEI.json"),
    (["lesson"], "Aufruf: python -m ttrwidgets lesson check DATEI.json"),
])
def test_the_other_commands_help_in_the_language_given_before_them(capsys, command, german):
    code, out, err = _run(capsys, "--lang", "de", *command)
    assert german in out + err
    assert "usage" not in out + err and "show this help" not in out + err
    code, out, err = _run(capsys, *command)            # and English again without it
    assert "usage: python -m ttrwidgets" in out + err


def test_the_trans_terminal_speaks_german():
    import io
    from ttrwidgets.trans.cli import main as trans
    out = io.StringIO()
    assert trans(["--game", "trans_europa", "--lang", "de", "--seed", "3"],
                 stdin=io.StringIO("help\nquit\n"), stdout=out) == 0
    text = out.getvalue()
    assert "Startwert 3; Befehle: marker SP,ZE" in text
    assert "-- Durchgang 1, Startmarker setzen, noch 85 Schienen" in text
    assert "0 Prestigepunkte, Startmarker –, Städte: (5 verdeckt)" in text
    for english in ("round", "prestige", "hidden", "commands:", "rails left"):
        assert english not in text, english


def test_the_bench_help_and_its_refusal_speak_german(capsys):
    code, de, _ = _run(capsys, "--lang", "de", "bench", "--help")
    assert code == 0 and de.startswith("Aufruf: python -m ttrwidgets bench")
    assert "Misst die Engine" in de and "wie viele Partien gemessen werden (sonst 200)" in de
    code, en, _ = _run(capsys, "bench", "--help")
    assert "how many games to time (default 200)" in en
    left = _sentences(en) & _sentences(de)        # an English phrase left in the German help
    assert not left, left
    code, _, err = _run(capsys, "bench", "--lang", "de", "--games", "0")
    assert code == 2 and "Fehler: --games muss mindestens 1 sein" in err


@pytest.mark.parametrize("args, german, english", [
    (["make"], "--kind fehlt (Arten: best_station, ", "--kind is required (kinds: best_station, "),
    (["make", "--kind", "longest_trail"], "--seed fehlt", "--seed is required"),
    (["make", "--kind", "longest_trail", "--seed", "sieben"],
     "--seed braucht eine ganze Zahl, nicht „sieben“",
     "--seed needs a whole number, not 'sieben'"),
    (["make", "--kind", "longest_trail", "--seed"], "--seed braucht einen Wert",
     "--seed needs a value"),
    (["make", "--kind", "longest_trail", "--seed", "1", "--seed", "2"],
     "--seed ist zweimal angegeben", "--seed is given twice"),
    (["make", "--kind", "longest_trail", "--seed", "1", "--colour", "red"],
     "unbekanntes Argument „--colour“", "unknown argument '--colour'"),
    (["make", "--kind", "nonsense", "--seed", "1"],
     "unbekannte Rätselart „nonsense“: wähle best_station, longest_trail, tunnel_odds, "
     "cheapest_completion oder fewest_rails",
     "unknown puzzle kind 'nonsense': choose best_station, "),
    (["make", "--kind", "tunnel_odds", "--seed", "1", "--game", "deutschland"],
     "Rätsel der Art tunnel_odds gibt es für europe und asia, nicht für „deutschland“",
     "tunnel_odds puzzles are made for europe and asia, not 'deutschland'"),
])
def test_puzzle_make_refuses_in_german(capsys, args, german, english):
    code, out, err = _run(capsys, "--lang", "de", "puzzle", *args)
    assert code == 2 and out == ""
    assert err.startswith(f"Fehler: puzzle make: {german}") and err.count("\n") == 1, err
    code, out, err = _run(capsys, "puzzle", *args)
    assert code == 2 and err.startswith(f"error: puzzle make: {english}"), err


def test_puzzle_make_that_cannot_write_says_why_in_german(capsys, tmp_path):
    code, _, err = _run(capsys, "--lang", "de", "puzzle", "make", "--kind", "longest_trail",
                        "--seed", "1", "--out", str(tmp_path))
    assert code == 2
    assert err == f"Fehler: puzzle make: {tmp_path} kann nicht geschrieben werden: das ist ein " \
        "Ordner\n", err
    code, _, err = _run(capsys, "--lang", "de", "puzzle", "make", "--kind", "longest_trail",
                        "--seed", "1", "--out", str(tmp_path / "nein" / "x.json"))
    assert err.endswith("kann nicht geschrieben werden: ihr Ordner existiert nicht\n"), err


@pytest.mark.parametrize("args, german", [
    (["check"], "gib --all oder Rätseldateien an"),
    (["check", "--all", "x.json"], "--all steht allein: gib --all oder Dateien an"),
    (["check", "--quick"], "unbekanntes Argument „--quick“"),
])
def test_puzzle_check_refuses_in_german(capsys, args, german):
    code, out, err = _run(capsys, "--lang", "de", "puzzle", *args)
    assert code == 2 and out == "" and err == f"Fehler: puzzle check: {german}\n", err
