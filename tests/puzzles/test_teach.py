"""Teaching a puzzle (:mod:`ttrwidgets.puzzles.teach`) on the public example puzzles: the
question, hints that narrow the search down without giving the answer away, a verdict in words
for every key ``check_answer`` returns, and explanations whose marks are the answer's."""
from __future__ import annotations

import ast
import re
from fractions import Fraction

import pytest

from tests.conftest import ROOT, SHARED
from ttrwidgets.ttr.messages import route_name, ticket_name
from ttrwidgets.core.rulebook import rule
from ttrwidgets.puzzles import teach
from ttrwidgets.puzzles.model import load_puzzle, read_puzzle_file
from ttrwidgets.puzzles.solve import check_answer, fraction_text, solve
from ttrwidgets.ttr.puzzles import teach_station, teach_tunnel

EXAMPLES = SHARED / "puzzles"
FILES = sorted(p for p in EXAMPLES.rglob("*/*.json")) if EXAMPLES.is_dir() else []
LANGS = ("en", "de")


def _of(kind):
    return [p for p in FILES if p.parent.name == kind]


@pytest.fixture(scope="module")
def solved():
    cache = {}

    def get(path):
        if path not in cache:
            p = read_puzzle_file(path)
            cache[path] = (p, solve(p))
        return cache[path]
    return get


def _valid(p, hl: teach.Highlights) -> None:
    m = p.map
    for r in (*hl.routes, *hl.trail, *hl.alt_routes):
        assert 0 <= r < len(m.routes)
    for c in (*hl.cities, *hl.alt_cities):
        assert 0 <= c < len(m.cities)
    for a, b, label in hl.tickets:
        assert 0 <= a < len(m.cities) and 0 <= b < len(m.cities) and label


def _rule_known(rule_id: str, game: str) -> None:
    rule(rule_id, game)          # raises for a rule the game's rulebook does not have


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_example_has_its_question_hints_and_explanation_in_both_languages(path, solved):
    p, sol = solved(path)
    texts = {}
    for lang in LANGS:
        q = teach.question(p, lang)
        hs = teach.hints(p, sol, lang)
        notes = teach.explanation(p, sol, lang)
        assert q and 1 <= len(hs) <= teach.MAX_HINTS and notes
        for h in hs:
            assert h.text
            _valid(p, h.highlights)
        for n in notes:
            assert n.text and f"({n.rule})" not in n.text     # the step cites it already
            _rule_known(n.rule, p.game)
            _valid(p, n.highlights)
        texts[lang] = (q, [h.text for h in hs], [n.text for n in notes])
    # German is German: every sentence differs from its English twin
    en, de = texts["en"], texts["de"]
    assert en[0] != de[0]
    assert all(a != b for a, b in zip(en[1], de[1]))
    assert all(a != b for a, b in zip(en[2], de[2]))
    assert len(en[1]) == len(de[1]) and len(en[2]) == len(de[2])


# ------------------------------------------------------------------------ best station
def _without_tickets(p, text: str, lang: str) -> str:
    """The text with every ticket's name taken out (a hint may name the ticket to save, whose
    city may be an answer)."""
    m = p.map
    for t in range(len(m.tickets)):
        text = text.replace(ticket_name(m, t, lang), "")
    return text


@pytest.mark.parametrize("path", _of("best_station"), ids=lambda p: p.name)
def test_best_station_hints_narrow_down_without_naming_the_answer(path, solved):
    p, sol = solved(path)
    m = p.map
    answers = {m.cities[c].display_name for c in sol.answers}
    for lang in LANGS:
        h1, h2, h3 = teach.hints(p, sol, lang)
        for h in (h1, h2):
            rest = _without_tickets(p, h.text, lang)
            assert not any(re.search(rf"\b{re.escape(a)}\b", rest) for a in answers), h.text
            assert not h.highlights.cities and not h.highlights.alt_cities
        # the first hint cites the borrowing rule; the second names the ticket to save
        assert "station.borrow" in h1.text
        saved = set(teach_station.station_facts(p, sol)["saved"])
        assert saved and all(ticket_name(m, t, lang) in h2.text for t in saved)
        # the third: a short list with every answer and at least two decoys, marked on the board
        short = set(h3.highlights.alt_cities)
        assert set(sol.answers) <= short and len(short - set(sol.answers)) >= 2
        assert len(short) < len(sol.detail["table"])
        assert all(m.cities[c].display_name in h3.text for c in short)


@pytest.mark.parametrize("path", _of("best_station"), ids=lambda p: p.name)
def test_best_station_explanation_draws_the_answer_the_borrowed_routes_and_the_temptation(
        path, solved):
    p, sol = solved(path)
    m, d = p.map, sol.detail
    notes = teach.explanation(p, sol, "en")
    first = notes[0]
    assert first.rule == "station.build" and set(first.highlights.cities) == set(sol.answers)
    assert str(sol.value) in first.text and str(d["baseline"]) in first.text
    best = sol.answers[0]
    borrowed = {r for r in d["borrowed"][best].values() if r is not None}
    assert set(notes[1].highlights.routes) == borrowed
    assert all(route_name(m, r, "en") in notes[1].text for r in borrowed)
    assert {(a, b) for a, b, _ in notes[2].highlights.tickets} == {
        (m.tickets[t].a, m.tickets[t].b) for t in d["completed"][best]}
    # the tempting alternative: the best city that is not an answer, and what it scores
    alt_note = notes[-1]
    (alt,) = alt_note.highlights.alt_cities
    table = d["table"]
    assert alt not in sol.answers and table[alt] == max(v for c, v in table.items()
                                                          if c not in sol.answers)
    assert m.cities[alt].display_name in alt_note.text and str(table[alt]) in alt_note.text


def test_shortlist_is_sorted_and_grows_with_many_answers(solved):
    if not _of("best_station"):
        pytest.skip("no examples")
    for path in _of("best_station"):
        p, sol = solved(path)
        short = teach_station.shortlist(p, sol)
        names = [p.map.cities[c].display_name for c in short]
        assert names == sorted(names)
        assert len(short) >= max(4, len(sol.answers) + 2)


# ------------------------------------------------------------------------ longest trail
@pytest.mark.parametrize("path", _of("longest_trail"), ids=lambda p: p.name)
def test_longest_trail_hints_and_explanation(path, solved):
    p, sol = solved(path)
    m = p.map
    d = sol.detail
    for lang in LANGS:
        h1, h2, h3 = teach.hints(p, sol, lang)
        assert "score.longest-path" in h1.text and str(d["total"]) in h1.text
        assert set(h2.highlights.cities) == set(d["odd"])
        assert h3.highlights.alt_cities == (d["start"],)
        assert m.cities[d["start"]].display_name in h3.text
        for h in (h1, h2, h3):               # the length itself is never said
            assert not re.search(rf"\b{sol.value}\b", h.text)
    notes = teach.explanation(p, sol, "en")
    assert notes[0].highlights.trail == tuple(sol.answers)
    assert f"{sol.value} train spaces" in notes[0].text
    assert notes[0].text.count("→") == len(sol.answers)
    left = notes[-1]
    own = {r for r, o in enumerate(p.state.owners) if o == p.player}
    assert set(left.highlights.alt_routes) == own - set(sol.answers)
    assert "odd" in left.text


# ------------------------------------------------------------------------ tunnel odds
@pytest.mark.parametrize("path", _of("tunnel_odds"), ids=lambda p: p.name)
def test_tunnel_choices_are_four_distinct_probabilities_one_right(path, solved):
    p, sol = solved(path)
    cs = teach_tunnel.odds_choices(p, sol)
    values = [c.value for c in cs]
    assert len(cs) == 4 and len(set(values)) == 4 and values == sorted(values)
    assert all(0 <= v <= 1 for v in values)
    assert [check_answer(p, sol, v).ok for v in values].count(True) == 1
    assert [c.mistake for c in cs].count(None) == 1
    for c in cs:
        if c.mistake is not None:
            assert c.why("en") and c.why("de") and c.why("en") != c.why("de")


def test_tunnel_mistakes_are_the_plausible_ones(solved):
    path = EXAMPLES / "tunnel_odds" / "to-02.json"
    if not path.is_file():
        pytest.skip("no example")
    p, sol = solved(path)
    by = {c.mistake: c.value for c in teach_tunnel.odds_choices(p, sol)}
    # 80 unseen: 9 locomotives, 6 red (paid with red); 3 revealed
    assert by["locos-only"] == 1 - Fraction(71 * 70 * 69, 80 * 79 * 78)
    assert by["colour-only"] == 1 - Fraction(74 * 73 * 72, 80 * 79 * 78)
    assert by["exactly-one"] == sol.answers[1]
    v = check_answer(p, sol, by["locos-only"])
    assert "only the locomotives" in teach.verdict_text(p, sol, v, "en")
    assert "nur die Lokomotiven" in teach.verdict_text(p, sol, v, "de")


@pytest.mark.parametrize("path", _of("tunnel_odds"), ids=lambda p: p.name)
def test_tunnel_hints_and_explanation(path, solved):
    p, sol = solved(path)
    d = sol.detail
    for lang in LANGS:
        h1, h2, h3 = teach.hints(p, sol, lang)
        assert "tunnel.extra" in h1.text and str(d["matching"]) in h1.text
        assert f"C({d['unseen'] - d['matching']},{d['reveal']})" in h2.text
        assert fraction_text(sol.answers[0]) in h3.text
        for h in (h1, h2, h3):
            assert h.highlights.routes == (p.route,)
    notes = teach.explanation(p, sol, "en")
    assert [n.rule for n in notes[:3]] == ["tunnel.reveal", "tunnel.extra", "tunnel.extra"]
    assert fraction_text(sol.value) in notes[2].text
    assert all(fraction_text(x) in notes[3].text for x in sol.answers)


# ------------------------------------------------------------------------ cheapest completion
@pytest.mark.parametrize("path", _of("cheapest_completion"), ids=lambda p: p.name)
def test_cheapest_hints_and_explanation(path, solved):
    p, sol = solved(path)
    m = p.map
    for lang in LANGS:
        h1, h2, h3 = teach.hints(p, sol, lang)
        assert ("de.multi-routes" if p.game == "deutschland" else "claim.double-few-players") \
            in h1.text
        if p.game == "deutschland":
            assert "de.countries" in h1.text
        assert str(sol.value) in h2.text
        (r,) = h3.highlights.alt_routes                 # one route of the answer, not all
        assert r in sol.answers and route_name(m, r, lang) in h3.text
        assert sum(route_name(m, x, lang) in h3.text for x in sol.answers) == 1
    notes = teach.explanation(p, sol, "en")
    assert set(notes[0].highlights.routes) == set(sol.answers)
    assert f"{sol.value} train spaces" in notes[0].text
    if len(p.tickets) > 1:
        assert "alone" in notes[-1].text      # what separate cheapest paths would cost


# ------------------------------------------------------------------------ verdicts
def _keys_in_solve() -> set:
    """Every message key a ``Verdict(...)`` of the kinds' solvers is made with (read from
    their code: the route kinds' solve.py, the Trans kind's rails.py)."""
    keys = set()
    for name in ("ttr/puzzles/solve.py", "trans/puzzles/rails.py"):
        keys |= _verdict_keys((ROOT / "ttrwidgets" / name).read_text(encoding="utf-8"))
    return keys


def _verdict_keys(src: str) -> set:
    keys = set()
    for node in ast.walk(ast.parse(src)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Verdict" \
                and len(node.args) >= 2:
            for sub in ast.walk(node.args[1]):
                if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                    keys.add(sub.value)
    return keys


def test_every_verdict_key_of_check_answer_has_words():
    src = "".join((ROOT / "ttrwidgets" / name).read_text(encoding="utf-8")
                  for name in ("ttr/puzzles/teach_station.py", "ttr/puzzles/teach_trail.py",
                               "ttr/puzzles/teach_tunnel.py", "ttr/puzzles/teach_completion.py",
                               "trans/puzzles/teach_rails.py"))
    keys = _keys_in_solve()
    assert len(keys) >= 18
    missing = [k for k in keys if f'"{k}"' not in src]
    assert not missing, missing


IMPOSSIBLE = {"kind": "cheapest_completion", "game": "europe", "options": {"players": 2},
              "player": 0, "params": {"tickets": [["Edinburgh", "London"]]},
              "position": {"players": [{}, {"routes": [["Edinburgh", "London", "black"]]}]}}


def test_verdicts_in_words_both_languages(solved):
    if len(FILES) < 10:
        pytest.skip("the public examples are not all present")
    seen = {}

    def say(p, sol, answer):
        v = check_answer(p, sol, answer)
        texts = [teach.verdict_text(p, sol, v, lang) for lang in LANGS]
        assert texts[0][0] == texts[1][0] == ("✓" if v.ok else "✗")
        assert texts[0] != texts[1] and f"({v.key})" not in texts[0]
        seen[v.key] = texts
        return v

    p, sol = solved(EXAMPLES / "best_station" / "bs-03.json")
    m = p.map
    say(p, sol, m.city_index("Paris"))                 # a station stands there
    say(p, sol, "Paris")
    say(p, sol, m.city_index("London"))
    say(p, sol, sol.answers[0])
    assert "(station.build)" in seen["station.taken"][0]
    p, sol = solved(EXAMPLES / "longest_trail" / "lt-09.json")
    own = list(sol.answers)
    other = next(r for r, o in enumerate(p.state.owners) if o >= 0 and o != p.player)
    say(p, sol, own + [other])
    say(p, sol, own[:2] + own[:1])
    say(p, sol, next([a, b] for a in own for b in own
                     if check_answer(p, sol, [a, b]).key == "trail.pieces"))
    say(p, sol, own[:-1])
    say(p, sol, own)
    mine = [r for r, o in enumerate(p.state.owners) if o == p.player]
    for trio in ([a, b, c] for a in mine for b in mine for c in mine if len({a, b, c}) == 3):
        if check_answer(p, sol, trio).key == "trail.branches":
            say(p, sol, trio)
            break
    p, sol = solved(EXAMPLES / "tunnel_odds" / "to-02.json")
    say(p, sol, "about half")
    say(p, sol, "1/2")
    say(p, sol, sol.value)
    p, sol = solved(EXAMPLES / "cheapest_completion" / "cc-europe-07.json")
    ans = list(sol.answers)
    say(p, sol, ans[:-1])
    say(p, sol, ans)
    say(p, sol, None)
    mine = next(r for r, o in enumerate(p.state.owners) if o == p.player)
    say(p, sol, [mine])
    assert "yours already" in seen["completion.unusable"][0]
    free = [r for r, o in enumerate(p.state.owners) if o < 0 and r not in ans
            and check_answer(p, sol, [r]).key != "completion.unusable"]
    dearer = next(ans + [r] for r in free if check_answer(p, sol, ans + [r]).key
                  == "completion.dearer")
    say(p, sol, dearer)
    p = load_puzzle(IMPOSSIBLE, "impossible.json")
    sol = solve(p)
    assert sol.value is None
    say(p, sol, None)
    want = _keys_in_solve() - {"completion.impossible-wrong"}   # check_answer never says it
    want = {k for k in want if not k.startswith("rails.")}   # Trans: test_teach_rails.py
    assert want <= set(seen), sorted(want - set(seen))
    assert "Edinburgh" in teach.explanation(p, sol, "en")[0].text


# ------------------------------------------------------------------------ the shipped pack
def _pack():
    try:
        from ttrwidgets.puzzles import pack
    except ImportError:
        return []
    return pack.pack_entries()


# fewest_rails (the Trans games: lines and intersections, not routes and cities) is taught by
# teach_rails, tested in test_teach_rails.py
@pytest.mark.parametrize("entry", [e for e in _pack() if e["kind"] != "fewest_rails"],
                         ids=lambda e: e["file"])
def test_every_pack_puzzle_is_taught_in_both_languages(entry):
    from ttrwidgets.puzzles.pack import load_pack_puzzle
    p = load_pack_puzzle(entry)
    sol = solve(p)
    for lang in LANGS:
        assert teach.question(p, lang)
        hs = teach.hints(p, sol, lang)
        notes = teach.explanation(p, sol, lang)
        assert 2 <= len(hs) <= 3 and notes
        for n in notes:
            _rule_known(n.rule, p.game)
            _valid(p, n.highlights)
    if p.kind == "best_station" and len(hs) == 3:
        assert set(sol.answers) <= set(hs[2].highlights.alt_cities)
    if p.kind == "tunnel_odds":
        cs = teach_tunnel.odds_choices(p, sol)
        assert len({c.value for c in cs}) == 4
        assert [check_answer(p, sol, c.value).ok for c in cs].count(True) == 1
