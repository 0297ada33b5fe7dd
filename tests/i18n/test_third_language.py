"""A third language is catalogue files only (issue 22): a folder ``<lang>/`` with any subset of
the messages. What it lacks shows in English and is named in the log; nothing else changes.

The French below is test data, a few hand-written lines, not a shipped translation.
"""
from __future__ import annotations

import logging

import pytest

from ttrwidgets.core import i18n
from ttrwidgets.core.rulebook import rule_text
from ttrwidgets.ttr.maps import load_map
from ttrwidgets.ttr.messages import render
from ttrwidgets.widgets.texts import t

PARTIAL_UI = """\
language-name = Français
start-play = Jouer maintenant
status-tunnel = { $seat } : le tunnel demande { $extra ->
    [one] 1 carte de plus
   *[other] { $extra } cartes de plus
}. Payer ou renoncer.
"""
PARTIAL_ENGINE = """\
seat-name = Joueur { $n }
"""


@pytest.fixture
def french(tmp_path):
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "ui.ftl").write_text(PARTIAL_UI, encoding="utf-8")
    (tmp_path / "fr" / "engine.ftl").write_text(PARTIAL_ENGINE, encoding="utf-8")
    i18n.add_catalogue_dir(tmp_path)
    yield "fr"
    i18n.remove_catalogue_dir(tmp_path)


def test_a_partial_catalogue_is_a_language_with_english_for_the_rest(french, caplog):
    assert french in i18n.languages() and i18n.languages()[0] == "en"
    with caplog.at_level(logging.WARNING, logger="ttrwidgets.i18n"):
        assert t("start.play", "fr") == "Jouer maintenant"
        assert t("status.tunnel", "fr", seat="Joueur 1", extra=2) == \
            "Joueur 1 : le tunnel demande 2 cartes de plus. Payer ou renoncer."
        assert t("start.learn", "fr") == t("start.learn", "en") == "Learn"
        m = load_map("europe")
        text = render("tickets.drawn", {"seat": 0, "n": 3, "min": 1}, m, "fr")
        # the sentence falls back to English, the seat's name is French
        assert text == "Joueur 1 draws 3 destination tickets and must keep at least 1."
        assert rule_text("draw.reshuffle", "fr") == rule_text("draw.reshuffle", "en")
    logged = caplog.text
    for key in ("start.learn", "tickets.drawn", "europe.draw.reshuffle"):
        assert f"no fr text for {key}" in logged, key
    assert "start.play" not in logged
    # each missing text is named once, not on every use
    t("start.learn", "fr")
    assert logged.count("no fr text for start.learn") == 1
    assert ("fr", "ui", "start.learn") in i18n.missing


def test_the_app_offers_every_language_with_catalogues(french):
    pytest.importorskip("ipywidgets")
    from ttrwidgets.widgets.app import TTRApp
    app = TTRApp(lang="fr")
    assert app.lang == "fr"
    options = dict(app.topbar.lang_toggle.options)
    assert options == {"English": "en", "Deutsch": "de", "Français": "fr"}


def test_without_the_folder_the_language_is_gone(tmp_path):
    assert "fr" not in i18n.languages()
    assert t("start.play", "fr") == "Play now"      # unknown language: English, and said so


def test_the_pseudo_locale_marks_every_catalogue_text():
    """en-XA: every text of the catalogues accented, about 40 % longer and in brackets, with its
    placeholders still filled and its plurals still chosen: in the browser, plain English is
    text that escaped the catalogue, and a missing "]" is a cut label."""
    assert i18n.known(i18n.PSEUDO) and i18n.PSEUDO not in i18n.languages()
    assert t("start.play", i18n.PSEUDO) == "[Pĺáý ñöw ·]"
    one = t("status.tunnel", i18n.PSEUDO, seat="Player 1", extra=1)
    two = t("status.tunnel", i18n.PSEUDO, seat="Player 1", extra=2)
    assert one.startswith("[Player 1: ") and one.endswith("]") and "1 möré çárđ." in one
    assert "2 möré çárđš." in two
    ui = i18n.messages("ui", "en")
    for fid, variables in ui.items():
        text, errors = i18n.check("ui", fid, i18n.PSEUDO, **{v: 2 for v in variables})
        assert not errors and text.startswith("[") and text.endswith("]"), (fid, text)
        english = i18n.check("ui", fid, "en", **{v: 2 for v in variables})[0]
        assert len(text) >= 1.3 * len(english) or len(english) < 8, (fid, text)


def test_every_puzzle_kind_is_named_by_the_catalogues():
    """A kind's name (lists, headings) is catalogue text, ``kind-<kind>`` in ``puzzles.ftl``,
    in every shipped language: no kind shows its id, and no name is written in code."""
    from ttrwidgets.puzzles.kinds import kind_handler, kinds
    from ttrwidgets.puzzles.teach import kind_name
    for kind in kinds():
        assert not hasattr(kind_handler(kind), "name"), kind     # no (en, de) pair in code
        for lang in ("en", "de"):
            text, errors = i18n.check("puzzles", f"kind.{kind}", lang)
            assert not errors and text and text != kind, (kind, lang, errors)
            assert kind_name(kind, lang) == text
    assert kind_name("longest_trail", "de") == "Längster Streckenzug"
    assert kind_name("best_station", i18n.PSEUDO).startswith("[")
