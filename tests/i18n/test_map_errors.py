"""The map loaders' messages are catalogue text (``errors.ftl``) in the learner's language:
a city name the board lacks, a ticket deck, a file's problem count (issue 22)."""
from __future__ import annotations

import io

import pytest

from ttrwidgets.cli import TerminalGame
from ttrwidgets.core.errors import DataError, NotFoundError
from ttrwidgets.ttr.maps import load_map


def test_no_city_on_the_route_board_in_both_languages():
    m = load_map("europe")
    with pytest.raises(KeyError) as e:        # still a KeyError for every caller
        m.city_index("Munchn")
    assert isinstance(e.value, NotFoundError)
    assert e.value.args[0] == "There is no city “Munchn” on the Europe map; did you mean München?"
    assert e.value.message("de") == \
        "Auf dem Spielplan gibt es keine Stadt „Munchn“. Meintest du München?"
    with pytest.raises(KeyError) as e:
        m.city_index("Xyzzy")
    assert e.value.message("de") == "Auf dem Spielplan gibt es keine Stadt „Xyzzy“."
    with pytest.raises(KeyError) as e:
        m.tickets_in("nope")
    assert e.value.message("de").startswith("Auf dem Spielplan gibt es keinen Zielkartenstapel „nope“")


def test_no_city_on_the_grid_in_both_languages():
    from ttrwidgets.trans.board import load_board
    b = load_board("trans_europa")
    with pytest.raises(KeyError) as e:
        b.city_index("Berlinn")
    assert "Berlin" in e.value.args[0] and "did you mean" in e.value.args[0]
    assert e.value.message("de").startswith("Auf dem Spielplan gibt es keine Stadt „Berlinn“.")
    with pytest.raises(KeyError) as e:
        b.node_at((999, 999))
    assert e.value.message("de") == "Dort gibt es keinen Kreuzungspunkt: [999, 999]."


def test_the_terminal_says_it_in_german():
    out = []
    game = TerminalGame(players=2, seed=1, lang="de", out=out.append,
                        inp=lambda prompt: "claim Munchn Wien")
    game.prompt_human()
    assert "  ✗ Auf dem Spielplan gibt es keine Stadt „Munchn“. Meintest du München?" in out


def test_a_files_problem_count_agrees_with_its_number():
    one = DataError("a.json", [("$", "bad")])
    two = DataError("a.json", [("$", "bad"), ("$.x", "worse")])
    assert one.message("de").splitlines()[0] == "a.json: 1 Problem"
    assert two.message("de").splitlines()[0] == "a.json: 2 Probleme"
    assert str(one).splitlines()[0] == "a.json: 1 problem"
    assert str(two).splitlines()[0] == "a.json: 2 problems"
