"""Loading a file in the app works for every family (issue 20, item 5): a scenario file of
each game opens its position on that game's page, and a bad one is refused with its JSON path,
changing nothing."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from ttrwidgets.core.family import family
from ttrwidgets.core.registry import games
from ttrwidgets.widgets.app import TTRApp

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _first_scenario(game: str) -> Path:
    files = sorted((SCENARIOS / game).glob("*.json"))
    assert files, f"no scenario of {game} in {SCENARIOS}"
    return files[0]


@pytest.mark.parametrize("game", sorted(p.name for p in SCENARIOS.iterdir() if p.is_dir()))
def test_a_scenario_of_every_game_opens_in_the_app(game):
    path = _first_scenario(game)
    data = json.loads(path.read_text(encoding="utf-8"))
    app = TTRApp()
    app.load_text(path.read_text(encoding="utf-8"), path.name)
    assert "ttr-error" not in app.message.value, app.message.value
    assert app.message.value.count(f"Loaded {path.name}") == 1
    expected = family(game).setup_scenario(data, path.name)
    assert family(game).state_to_json(app.state) == family(game).state_to_json(expected)
    assert all(k == "human" for k in app.session.kinds)
    assert app.session.state.n_players == data["options"]["players"]


def test_every_shipped_game_has_a_scenario_to_load():
    # the test above covers every game the registry lists
    assert {g.id for g in games()} <= {p.name for p in SCENARIOS.iterdir() if p.is_dir()}


@pytest.mark.parametrize("game", ["trans_europa", "europe"])
@pytest.mark.parametrize("mutate, path", [
    (lambda d: d["steps"].__setitem__(0, 5), "$.steps[0]"),
    (lambda d: d["steps"].insert(0, {"player": 0, "do": 7}), "$.steps[0].do"),
    (lambda d: d["options"].__setitem__("players", "two"), "$.options.players"),
])
def test_a_bad_scenario_is_refused_with_its_json_path_and_changes_nothing(game, mutate, path):
    src = _first_scenario(game)
    data = json.loads(src.read_text(encoding="utf-8"))
    data.setdefault("steps", [{"query": "x"}])
    app = TTRApp()
    app.start_game(game="trans_europa", players=2, seats=["human", "human"], seed=4, pace=0)
    before = app.session
    mutate(data)
    app.load_text(json.dumps(data), "bad.json")
    assert "ttr-error" in app.message.value
    assert "bad.json" in app.message.value and f"{path}:" in app.message.value, \
        app.message.value
    assert app.session is before


def test_a_saved_trans_game_still_loads():
    app = TTRApp()
    app.start_game(game="trans_america", players=2, seats=["human", "steiner"], seed=5, pace=0)
    text = app.session.save_text()
    other = TTRApp()
    other.load_text(text, "saved.json")
    assert "ttr-error" not in other.message.value
    assert other.session.save_text() == text
