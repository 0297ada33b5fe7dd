"""``python -m ttrwidgets --lang de puzzle check FILE``: the problems of its JSON line are the
terminal catalogue's (``cli.ftl``, ``puzzle-check-*``) in the language chosen; the JSON keys
stay as they are (issue 22)."""
from __future__ import annotations

import json

from tests.conftest import ROOT
from ttrwidgets.__main__ import main
from ttrwidgets.puzzles import pack as P

PACK = ROOT / "ttrwidgets" / "puzzles" / "pack"


def _run(capsys, lang: list, path) -> tuple[int, dict]:
    capsys.readouterr()
    code = main([*lang, "puzzle", "check", str(path)])
    out = capsys.readouterr().out
    return code, json.loads(out)


def _stale_index(monkeypatch) -> dict:
    """The index with a wrong answer and a wrong rating for one longest-trail puzzle."""
    entries = [dict(e) for e in P._index()]
    bad = next(e for e in entries if e["kind"] == "longest_trail")
    bad["value"] += 1
    bad["rating"] = "hard" if bad["rating"] != "hard" else "easy"
    monkeypatch.setattr(P, "_index", lambda: tuple(entries))
    return bad


def test_a_stale_index_is_reported_in_german(monkeypatch, capsys):
    bad = _stale_index(monkeypatch)
    code, line = _run(capsys, ["--lang", "de"], PACK / bad["file"])
    assert code == 1
    assert set(line) == {"file", "kind", "game", "rating", "ok", "problems"}
    assert line["ok"] is False
    rating = next(x for x in line["problems"] if x.startswith("rating: "))
    assert rating == f'rating: der Index sagt "{bad["rating"]}", die Datei ergibt ' \
                     f'"{line["rating"]}"', rating
    answer = next(x for x in line["problems"] if x.startswith("Antwort: "))
    assert answer.startswith(f'Antwort: der Index sagt {{"answers": ')
    assert f'"value": {bad["value"]}}}, die Lösung der Datei ist {{"answers": ' in answer
    assert f'"value": {bad["value"] - 1}}}' in answer
    assert not [x for x in line["problems"] if "index says" in x or "gives" in x], line
    # the same check in English: the same problems, the English sentences
    code_en, line_en = _run(capsys, [], PACK / bad["file"])
    assert code_en == 1 and set(line_en) == set(line)
    assert [x.split(":", 1)[0] for x in line_en["problems"]] == \
        [{"Antwort": "answer"}.get(k, k) for k in (x.split(":", 1)[0] for x in line["problems"])]
    assert f'rating: the index says "{bad["rating"]}", the file gives' in " ".join(
        line_en["problems"])


def test_a_dull_puzzle_is_reported_in_german(tmp_path, capsys):
    dull = {"kind": "longest_trail", "title": "Three routes", "game": "europe",
            "options": {"players": 2}, "seed": 1,
            "position": {"players": [{"routes": [["Paris", "Brest"], ["Paris", "Dieppe"],
                                                 ["Paris", "Marseille"]]}, {}]},
            "player": 0, "params": {}}
    f = tmp_path / "langweilig.json"
    f.write_text(json.dumps(dull), encoding="utf-8")
    code, line = _run(capsys, ["--lang", "de"], f)
    assert code == 1 and line["ok"] is False and line["in_pack"] is False
    assert line["problems"] == ["langweilig: nur 3 Strecken"]
    code, line = _run(capsys, [], f)
    assert line["problems"] == ["dull: only 3 routes"]
