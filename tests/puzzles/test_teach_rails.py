"""Teaching ``fewest_rails`` puzzles (:mod:`ttrwidgets.trans.puzzles.teach_rails`) and judging
their answers (``check_answer``) on the shipped Trans puzzles: the question names the cities still
apart, the hints narrow down without drawing the answer, every verdict has words in both
languages, and the explanation draws the exact tree and the nearest-first rule of thumb."""
from __future__ import annotations

import random

import pytest

from ttrwidgets.core.rulebook import rule
from ttrwidgets.puzzles import teach
from ttrwidgets.puzzles.solve import check_answer, solve
from ttrwidgets.trans.board import load_board
from ttrwidgets.trans.missing import components, line_costs, missing_rails, nearest_first

LANGS = ("en", "de")


def _entries():
    try:
        from ttrwidgets.puzzles import pack
    except ImportError:
        return []
    return [e for e in pack.pack_entries() if e["kind"] == "fewest_rails"]


ENTRIES = _entries()


def _load(entry):
    from ttrwidgets.puzzles.pack import load_pack_puzzle
    p = load_pack_puzzle(entry)
    return p, solve(p)


def _apart(p):
    st, b = p.state, p.map
    comp = components(b, st.rails)
    pl = st.players[p.player]
    return [c for c in pl.cities if comp[b.cities[c].node] != comp[pl.marker]]


def _valid(p, hl) -> None:
    b = p.map
    for x in (*hl.routes, *hl.alt_routes):
        assert 0 <= x < len(b.lines)
    for v in (*hl.cities, *hl.alt_cities):
        assert 0 <= v < len(b.nodes)
    assert not hl.trail and not hl.tickets


def test_the_pack_has_trans_puzzles():
    assert len(ENTRIES) >= 40


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e["file"])
def test_every_trans_pack_puzzle_is_taught_in_both_languages(entry):
    p, sol = _load(entry)
    b = p.map
    apart = _apart(p)
    for lang in LANGS:
        q = teach.question(p, lang)
        for c in apart:
            assert b.cities[c].name in q
        hs = teach.hints(p, sol, lang)
        assert len(hs) == 3
        # no hint draws the answer's tree; the third marks one line of it, or a point on it
        for h in hs:
            _valid(p, h.highlights)
            assert not h.highlights.routes
        tree_nodes = {v for x in sol.answers for v in (b.lines[x].a, b.lines[x].b)}
        last = hs[2].highlights
        assert set(last.alt_routes) <= set(sol.answers)
        assert set(last.alt_cities) <= tree_nodes
        assert len(last.alt_routes) + len(last.alt_cities) == 1
        assert str(sol.value) in hs[1].text
        notes = teach.explanation(p, sol, lang)
        assert len(notes) >= 4
        for n in notes:
            rule(n.rule, p.game)
            _valid(p, n.highlights)
            assert n.text and f"({n.rule})" not in n.text
        # the first step draws the exact tree and names its count
        assert set(notes[0].highlights.routes) == set(sol.answers)
        assert str(sol.value) in notes[0].text
        assert notes[-1].rule == "trans.score-round"


@pytest.mark.parametrize("entry", ENTRIES[::5], ids=lambda e: e["file"])
def test_answers_are_judged_as_the_round_scores(entry):
    p, sol = _load(entry)
    st, b = p.state, p.map
    right = list(sol.answers)
    assert check_answer(p, sol, right).key == "rails.best"
    assert check_answer(p, sol, list(reversed(right))).ok      # a set: the order is free
    # every line of a minimum tree is needed: without one, a city is cut off
    for x in right:
        v = check_answer(p, sol, [y for y in right if y != x])
        assert not v.ok and v.key == "rails.incomplete" and v.params["cities"]
    # one free line more still joins everything, at more rails
    extra = next(x for x in range(len(b.lines)) if x not in st.rails and x not in right)
    v = check_answer(p, sol, right + [extra])
    assert v.key == "rails.more" and v.params["got"] > sol.value
    # a line with a rail on it is no answer: it costs nothing already
    v = check_answer(p, sol, right + [next(iter(st.rails))])
    assert v.key == "rails.taken" and not v.ok
    for lang in LANGS:
        for ans in (right, right[1:], right + [extra], [next(iter(st.rails))]):
            text = teach.verdict_text(p, sol, check_answer(p, sol, ans), lang)
            assert text[:2] in ("✓ ", "✗ ") and "(rails." not in text


def test_the_tempting_way_is_drawn_where_it_is_worse():
    """In a puzzle where "join the nearest city, then the next" costs more than the exact tree,
    the explanation says both counts and outlines the lines the rule of thumb would add."""
    found = 0
    for entry in ENTRIES:
        p, sol = _load(entry)
        st, pl = p.state, p.state.players[p.player]
        h, _ = nearest_first(p.map, st.rails, pl.marker, pl.cities, st.special)
        if h == sol.value:
            continue
        found += 1
        note = next(n for n in teach.explanation(p, sol, "en") if n.text.startswith("Tempting"))
        assert f"{h} rails" in note.text and f"only {sol.value}" in note.text
        assert note.highlights.alt_routes
        assert not set(note.highlights.alt_routes) & set(sol.answers)
    assert found >= 5


@pytest.mark.parametrize("board_id", ["trans_europa", "trans_america"])
def test_nearest_first_is_a_valid_tree_never_below_the_exact_count(board_id):
    b = load_board(board_id)
    rng = random.Random(7)
    costs = line_costs(b)
    worse = 0
    for _ in range(60):
        rails = rng.sample(range(len(b.lines)), rng.randrange(0, 40))
        cities = rng.sample(range(len(b.cities)), 5)
        marker = rng.randrange(len(b.nodes))
        exact, _ = missing_rails(b, rails, marker, cities)
        h, lines = nearest_first(b, rails, marker, cities)
        assert h >= exact
        assert h == sum(costs[x] for x in lines) and not set(lines) & set(rails)
        comp = components(b, tuple(rails) + tuple(lines))
        assert all(comp[b.cities[c].node] == comp[marker] for c in cities)
        worse += h > exact
    assert worse >= 1            # it is a rule of thumb: somewhere it is beaten


def test_a_position_without_the_start_marker_has_no_count_and_says_why():
    import json
    from ttrwidgets.puzzles.model import load_puzzle
    from ttrwidgets.puzzles.pack import pack_root
    data = json.loads((pack_root() / ENTRIES[0]["file"]).read_text(encoding="utf-8"))
    data["position"].pop("rails", None)
    data["position"].pop("current_player", None)
    for pl in data["position"]["players"]:
        pl.pop("marker", None)
    p = load_puzzle(data, "no-marker.json")
    sol = solve(p)
    assert sol.value is None                  # the spec's null, as the missing_rails query
    v = check_answer(p, sol, [])
    assert v.key == "rails.no-marker" and not v.ok
    for lang in LANGS:
        assert "trans.start-marker" in teach.question(p, lang)
        assert "trans.start-marker" in teach.verdict_text(p, sol, v, lang)
        assert [n.rule for n in teach.explanation(p, sol, lang)] == ["trans.start-marker"]


def test_a_line_index_off_the_board_is_named_not_a_crash():
    p, sol = _load(ENTRIES[0])
    v = check_answer(p, sol, [len(p.map.lines) + 5])
    assert v.key == "rails.unknown" and not v.ok
    assert "line" in teach.verdict_text(p, sol, v, "en")
    assert "Linie" in teach.verdict_text(p, sol, v, "de")
