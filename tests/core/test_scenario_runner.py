"""One scenario runner (issue 20, item 4): the step loop, the result lines, the JSON paths of a
malformed step and the rule coverage are core.scenario's; a family says only what its steps
mean. Shown here with a runner for the test-only Tiny family written in a few hooks."""
from __future__ import annotations

import io
import json

import pytest

from ttrwidgets.core.errors import ScenarioError
from ttrwidgets.core.registry import register_family, unregister_family
from ttrwidgets.core.scenario import (Problems, ScenarioRunner, read_top, run_files,
                                      run_scenario, scenario_family, seed_and_steps)


@pytest.fixture
def tiny():
    register_family("tinyfamily")
    import tinyfamily
    yield tinyfamily
    unregister_family("tinyfamily")


def tiny_runner(T):
    class TinyScenarios(ScenarioRunner):
        ACTIONS = frozenset({"claim"})
        QUERIES = frozenset({"points"})

        def setup(self, data, source):
            probs = read_top(data, source)
            seed_and_steps(data, probs)
            probs.raise_if_any()
            return T.new_game("tiny", 2, 0)

        def to_action(self, state, st, path, probs):
            edge = st.get("edge")
            if not isinstance(edge, int):
                probs.add(f"{path}.edge", "an edge is a number")
                return None
            return T.Claim(st.get("player", state.current), edge)

        def check_state(self, state, steps, expect, path, probs):
            out = []
            for k, v in expect.items():
                if k == "owners":
                    out.append((k, v, list(state.owners), list(state.owners) == v))
                elif k not in ("legal", "rule"):
                    probs.add(f"{path}.expect.{k}", "unknown expectation")
            return out

        def query(self, state, st, path, probs):
            return T.points(state)[st.get("player", 0)]

        def trace_query(self, trace, q, expect, state, st):
            trace.add("tiny.score")
    return TinyScenarios(T.apply)


SCENARIO = {"game": "tiny", "steps": [
    {"do": "claim", "edge": 3, "expect": {"legal": True, "owners": [-1, -1, -1, 0, -1, -1, -1]}},
    {"do": "claim", "player": 0, "edge": 1, "expect": {"legal": False, "rule": "tiny.turn"}},
    {"query": "points", "player": 0, "expect": 3},
    {"query": "points", "player": 1, "expect": 1},
]}


def test_a_family_needs_only_its_hooks(tiny):
    runner = tiny_runner(tiny)
    trace: set = set()
    results = runner.run(SCENARIO, "t.json", trace)
    assert [(r["step"], r["check"], r["ok"]) for r in results] == [
        (0, "legal", True), (0, "owners", True), (1, "legal", True), (1, "rule", True),
        (2, "points", True), (3, "points", False)]
    assert results[-1] == {"file": "t.json", "step": 3, "check": "points", "ok": False,
                           "expected": 1, "got": 0}
    # applied (the step the claim explained), cited (the refusal), checked (the query)
    assert trace == {"tiny.turn", "tiny.score"}


@pytest.mark.parametrize("step, path, words", [
    (5, "$.steps[0]", "a step is an object"),
    ({"do": "fly"}, "$.steps[0].do", "unknown action 'fly'"),
    ({"query": "weather"}, "$.steps[0].query", "unknown query 'weather'"),
    ({"expect": {}}, "$.steps[0]", 'a step needs "do" (an action) or "query"'),
    ({"do": "claim", "edge": "x"}, "$.steps[0].edge", "an edge is a number"),
    ({"do": "claim", "edge": 99}, "$.steps[0]", "no such edge"),
    ({"do": "claim", "edge": 1, "expect": []}, "$.steps[0].expect", "must be an object"),
    ({"do": "claim", "edge": 1, "expect": {"colour": 1}}, "$.steps[0].expect.colour",
     "unknown expectation"),
])
def test_a_malformed_step_names_its_json_path(tiny, step, path, words):
    with pytest.raises(ScenarioError) as e:
        tiny_runner(tiny).run({"game": "tiny", "steps": [step]}, "bad.json")
    assert e.value.source == "bad.json"
    assert [p for p, _ in e.value.problems] == [path] and words in e.value.problems[0][1]


def test_the_top_level_is_read_once_for_every_family():
    with pytest.raises(ScenarioError) as e:
        probs = read_top({"game": "europe", "colour": 1, "seed": "7", "steps": {}}, "s.json")
        seed_and_steps({"seed": "7", "steps": {}}, probs)
        probs.raise_if_any()
    assert [p for p, _ in e.value.problems] == ["$.colour", "$.seed", "$.steps"]
    with pytest.raises(ScenarioError, match="a scenario is a JSON object"):
        read_top([1], "s.json")
    assert isinstance(Problems("x"), Problems)


def test_the_command_asks_each_files_family(tiny, tmp_path):
    from scenario_paths import OWN_SCENARIOS
    from ttrwidgets.core.family import families, family
    route = sorted((OWN_SCENARIOS / "europe").glob("*.json"))[0]
    rail = sorted((OWN_SCENARIOS / "trans_europa").glob("*.json"))[0]
    own = tmp_path / "tiny.json"
    own.write_text(json.dumps({"game": "tiny", "steps": ["p0 claim 3"],
                               "expect": [{"query": "points p0", "equals": 3}]}))
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "tiny", "steps": [}')
    out, err = io.StringIO(), io.StringIO()
    assert run_files([route, rail, own, bad], out, err) == 2
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert {x["file"] for x in lines} == {str(route), str(rail), str(own)}
    assert all(x["ok"] for x in lines)
    assert err.getvalue().startswith(f"error: {bad}") and "Traceback" not in err.getvalue()
    assert scenario_family({"game": "tiny"}) is family("tiny")
    assert scenario_family({"game": "nowhere"}) is families()[0]   # it names the problem
    with pytest.raises(ScenarioError, match=r"\$\.game"):
        run_scenario({"game": "nowhere", "options": {"players": 2}}, "n.json")


def test_lessons_steps_mean_what_scenario_steps_mean():
    """The route family's ``run_step`` (lessons run their moves through it) is the core loop."""
    from ttrwidgets.trans.scenario import RUNNER as rail
    from ttrwidgets.ttr.scenario import run_step
    from ttrwidgets.ttr.scenario.runner import RUNNER as route
    assert run_step == route.run_step and isinstance(rail, ScenarioRunner)
    assert type(route).run_step is ScenarioRunner.run_step is type(rail).run_step


def test_lesson_check_runs_its_files_on_the_one_runner(tmp_path, monkeypatch):
    """``lesson check`` goes through core.scenario.each_file like ``scenario`` and ``puzzle``:
    a malformed file's line names the file and the JSON path, a refusal names the file, an
    unexpected error gives a reference without a traceback, and the other files are still
    checked (exit 2)."""
    from ttrwidgets.core.errors import TTRError
    from ttrwidgets.lessons import check
    import ttrwidgets.lessons as lessons
    from importlib import resources
    with resources.as_file(lessons._files(lessons.COURSE_ORDER[0])[0]) as p:
        good = tmp_path / "good.json"
        good.write_text(p.read_text(encoding="utf-8"), encoding="utf-8")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "ttrwidgets.lesson", "steps": [}')
    refused, boom = tmp_path / "refused.json", tmp_path / "boom.json"
    real = check.check_file

    def check_file(path, tests=0):
        if path == str(refused):
            raise TTRError("no such rule")
        if path == str(boom):
            raise RuntimeError("a bug")
        return real(path, tests)
    monkeypatch.setattr(check, "check_file", check_file)
    out, err = io.StringIO(), io.StringIO()
    code = check.main(["check", str(broken), str(refused), str(boom), str(good)], out, err)
    lines = err.getvalue().splitlines()
    assert code == 2
    assert out.getvalue() == f"ok: {good}\n"                 # checked after the bad ones
    assert lines[0].startswith(f"error: {broken}: 1 problem") and "line 1" in lines[1]
    assert f"error: {refused}: no such rule" in lines
    assert any(x.startswith(f"error: {boom}: ") and "reference" in x for x in lines)
    assert "Traceback" not in err.getvalue()
