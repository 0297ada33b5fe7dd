"""Palette: contrast, colour-blind distinguishability, symbols."""
from itertools import combinations

import pytest

from ttrwidgets.engine.colours import CARD_COLOURS, Colour
from ttrwidgets.render import palette as P

ROUTE_COLOURS = CARD_COLOURS + (Colour.GRAY,)
#: Minimum CIE76 ΔE*ab between two colours after simulating a colour-vision deficiency. Around
#: 10 is "clearly different at a glance"; the palette reaches about 17.
MIN_DELTA_E = 15.0


def test_every_fill_has_a_contrasting_text_colour():
    for c in Colour:
        fill = P.card_fill(c)
        assert P.contrast_ratio(fill, P.card_text(c)) >= 4.5, c
    for p in P.PLAYERS:
        assert P.contrast_ratio(p.fill, p.text) >= 4.5, p
    assert P.contrast_ratio(P.LOCO_BADGE_FILL, P.LOCO_BADGE_TEXT) >= 4.5
    for fill in (P.CITY_FILL, P.BIG_CITY_FILL, P.COUNTRY_FILL):
        assert P.contrast_ratio(fill, P.PAPER) >= 3  # the white big-city ring
        assert P.contrast_ratio(fill, P.BACKGROUND) >= 3  # the circle itself
    assert P.contrast_ratio(P.LABEL_TEXT, P.LABEL_HALO) >= 7


def test_text_colour_is_at_least_wcag_large_text_for_arbitrary_fills():
    # the seat-colour override can be any colour: the chosen text must still reach 3:1
    for v in range(0, 256, 15):
        for fill in (f"#{v:02x}{v:02x}{v:02x}", f"#{v:02x}0000", f"#00{v:02x}00", f"#0000{v:02x}",
                     f"#{v:02x}{255 - v:02x}80"):
            assert P.contrast_ratio(fill, P.text_colour(fill)) >= 3, fill


def test_white_and_light_spaces_are_outlined_visibly():
    for c in (Colour.WHITE, Colour.YELLOW, Colour.GRAY):
        assert P.contrast_ratio(P.card_fill(c), P.SPACE_OUTLINE) >= 3
    assert P.contrast_ratio(P.BACKGROUND, P.SPACE_OUTLINE) >= 3
    assert P.contrast_ratio(P.BACKGROUND, P.TUNNEL_OUTLINE) >= 3


def test_highlights_are_visible_on_the_background():
    assert P.contrast_ratio(P.HIGHLIGHT, P.BACKGROUND) >= 3
    assert P.contrast_ratio(P.SELECTED, P.SELECTED_INNER) >= 7
    # the trail is light; its black casing carries the contrast
    assert P.contrast_ratio(P.TRAIL, P.TRAIL_CASING) >= 7


def test_machado_matrices_keep_greys_grey():
    for kind in P.CVD_MATRICES:
        for grey in ("#000000", "#808080", "#ffffff"):
            assert P.delta_e(P.simulate_cvd(grey, kind), grey) < 1.5, (kind, grey)
    # red and green collapse under deuteranopia (sanity check of the simulation)
    assert P.delta_e(P.simulate_cvd("#ff0000"), P.simulate_cvd("#00ff00")) < \
        P.delta_e("#ff0000", "#00ff00") / 2


def _check_pairs(fills, kind):
    d, a, b = P.min_pair_distance(fills, kind)
    return d, a, b


@pytest.mark.parametrize("kind", [None, "deuteranopia", "protanopia"])
def test_card_and_route_colours_are_distinguishable(kind):
    fills = [P.card_fill(c) for c in ROUTE_COLOURS]
    assert len(set(fills)) == len(fills)
    d, a, b = _check_pairs(fills, kind)
    assert d >= MIN_DELTA_E, f"{a} vs {b}: ΔE {d:.1f} under {kind}"


def test_tritanopia_is_at_least_noticeable():
    d, a, b = _check_pairs([P.card_fill(c) for c in ROUTE_COLOURS], "tritanopia")
    assert d >= 10, (a, b, d)


def test_symbols_distinguish_everything_colour_cannot():
    letters = [c.symbol for c in Colour]
    assert len(set(letters)) == len(letters)
    assert all(len(s) == 1 for s in letters)
    assert len({p.symbol for p in P.PLAYERS}) == len(P.PLAYERS)


@pytest.mark.parametrize("kind", [None, "deuteranopia", "protanopia"])
def test_six_player_colours_are_distinguishable(kind):
    assert len(P.PLAYERS) == 6
    d, a, b = _check_pairs([p.fill for p in P.PLAYERS], kind)
    assert d >= MIN_DELTA_E, (a, b, d, kind)


def test_player_override_and_symbols():
    st = P.seat_styles(3, ["#000000", None])
    assert [s.fill for s in st] == ["#000000", P.PLAYERS[1].fill, P.PLAYERS[2].fill]
    assert [s.symbol for s in st] == ["1", "2", "3"]
    assert st[0].text == P.PAPER


def test_colour_helpers():
    assert P.to_rgb("#0072B2") == (0, 114, 178)
    with pytest.raises(ValueError):
        P.to_rgb("#12345")
    assert P.contrast_ratio("#777777", "#777777") == pytest.approx(1.0)
    for a, b in combinations(["#000000", "#ffffff", "#cc3311"], 2):
        assert P.delta_e(a, b) == pytest.approx(P.delta_e(b, a))
