"""Palette: contrast, colour-blind distinguishability, symbols."""
from itertools import combinations

import pytest

from ttrwidgets.ttr.colours import CARD_COLOURS, Colour
from ttrwidgets.render import palette as P
from ttrwidgets.ttr import render as RC

ROUTE_COLOURS = CARD_COLOURS + (Colour.GRAY,)
#: Minimum CIE76 ΔE*ab between two colours after simulating a colour-vision deficiency. Around
#: 10 is "clearly different at a glance"; the palette reaches about 17.
MIN_DELTA_E = 15.0


def test_every_fill_has_a_contrasting_text_colour():
    for c in Colour:
        fill = RC.card_fill(c)
        assert P.contrast_ratio(fill, RC.card_text(c)) >= 4.5, c
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
        assert P.contrast_ratio(RC.card_fill(c), P.SPACE_OUTLINE) >= 3
    assert P.contrast_ratio(P.BACKGROUND, P.SPACE_OUTLINE) >= 3
    assert P.contrast_ratio(P.BACKGROUND, P.TUNNEL_OUTLINE) >= 3


def test_highlights_are_visible_on_the_background():
    assert P.contrast_ratio(P.HIGHLIGHT, P.BACKGROUND) >= 3
    assert P.contrast_ratio(P.SELECTED, P.SELECTED_INNER) >= 7
    # the trail is light; its black casing carries the contrast
    assert P.contrast_ratio(P.TRAIL, P.TRAIL_CASING) >= 7
    # hints: an amber glow (distinct from the magenta highlight) under a dashed black outline
    assert P.delta_e2000(P.HINT, P.HIGHLIGHT) > 20
    assert P.contrast_ratio(P.HINT, P.INK) >= 7
    assert P.contrast_ratio(P.SELECTED_HALO, P.SELECTED) >= 7
    assert P.contrast_ratio(P.TICKET, P.PAPER) >= 7


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
    fills = [RC.card_fill(c) for c in ROUTE_COLOURS]
    assert len(set(fills)) == len(fills)
    d, a, b = _check_pairs(fills, kind)
    assert d >= MIN_DELTA_E, f"{a} vs {b}: ΔE {d:.1f} under {kind}"


def test_tritanopia_is_at_least_noticeable():
    d, a, b = _check_pairs([RC.card_fill(c) for c in ROUTE_COLOURS], "tritanopia")
    assert d >= 10, (a, b, d)


def test_symbols_distinguish_everything_colour_cannot():
    letters = [c.symbol for c in Colour]
    assert len(set(letters)) == len(letters)
    assert all(len(s) == 1 for s in letters)
    assert len({p.symbol for p in P.PLAYERS}) == len(P.PLAYERS)


#: Minimum CIEDE2000 difference between a seat colour and any card/route colour or another seat,
#: in normal vision and under each simulated dichromacy. The palette reaches 15.4 (protanopia,
#: seat vs card), 15.8 between seats; 10 already reads as "a different colour" at a glance.
MIN_DE00_PLAYERS = 12.0
CVD = [None, "deuteranopia", "protanopia", "tritanopia"]


def test_ciede2000_matches_sharmas_test_data():
    # G. Sharma, W. Wu, E. N. Dalal (2005), Table 1 (ΔE00 to 4 places)
    data = [((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
            ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
            ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
            ((50.0, 2.5, 0.0), (50.0, 0.0, -2.5), 4.3065),
            ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
            ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
            ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373)]
    for a, b, want in data:
        assert P.ciede2000(a, b) == pytest.approx(want, abs=1e-4)
        assert P.ciede2000(b, a) == pytest.approx(want, abs=1e-4)


def test_five_seats():
    assert len(P.PLAYERS) == 5  # Europe: 2–5 players
    assert [p.symbol for p in P.PLAYERS] == ["1", "2", "3", "4", "5"]


@pytest.mark.parametrize("kind", CVD)
def test_seat_colours_differ_from_every_card_colour(kind):
    for p in P.PLAYERS:
        for c in Colour:  # the nine cards and gray routes
            d = P.delta_e2000(p.fill, RC.card_fill(c), kind)
            assert d >= MIN_DE00_PLAYERS, (p.name, c.key, kind, round(d, 1))


@pytest.mark.parametrize("kind", CVD)
def test_seat_colours_differ_from_each_other(kind):
    for a, b in combinations(P.PLAYERS, 2):
        d = P.delta_e2000(a.fill, b.fill, kind)
        assert d >= MIN_DE00_PLAYERS, (a.name, b.name, kind, round(d, 1))
    # and by the older CIE76 measure too
    d, a, b = _check_pairs([p.fill for p in P.PLAYERS], kind)
    assert d >= MIN_DELTA_E, (a, b, d, kind)


def test_seat_colours_show_on_the_board_and_under_the_trail_casing():
    for p in P.PLAYERS:
        assert P.contrast_ratio(p.fill, P.BACKGROUND) >= 4.5
        assert P.contrast_ratio(p.fill, P.PAPER) >= 4.5  # trail line on its white casing


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


# ------------------------------------------------------------------ the family's colours as data
def test_a_route_board_is_drawn_in_the_card_colours_its_family_publishes():
    """The renderer imports no family: a map names its family, and the routes are drawn in that
    family's ``BOARD_COLOURS`` -- the same fills, text colours and symbols the family's own
    pages use (``ttr.render``)."""
    from ttrwidgets import ttr
    from ttrwidgets.core.family import resolve
    from ttrwidgets.render import BoardGeometry, draw_board, ops_for
    from ttrwidgets.ttr.maps import load_map
    m = load_map("europe")
    assert P.board_colours(m) is resolve(ttr.BOARD_COLOURS) is RC.ROUTE_COLOURS
    g = BoardGeometry.build(m, 600)
    spaces, = ops_for(draw_board(g, layers=("map",)), "map", "route-spaces")
    assert spaces.args["colors"] == tuple(RC.card_fill(m.routes[r].colour)
                                          for r in spaces.args["routes"])
    for c in Colour:
        assert RC.ROUTE_COLOURS.fill(c) == RC.card_fill(c)
        assert RC.ROUTE_COLOURS.text(c.key) == RC.card_text(c)
        assert RC.ROUTE_COLOURS.symbol(c) == c.symbol
    assert RC.ROUTE_COLOURS.key("pink") == "purple" and RC.ROUTE_COLOURS.key("Grey") == "gray"


def test_colours_given_as_data_draw_the_routes():
    """A board may bring its own card colours (any family, a test's board): nothing in the
    renderer knows the route family's colours."""
    from ttrwidgets.render import BoardGeometry, draw_board, ops_for
    from ttrwidgets.ttr.render import demo_map
    mine = P.CardColours({k: "#123456" for k in RC.ROUTE_COLOURS.fills},
                         {k: "?" for k in RC.ROUTE_COLOURS.fills})
    g = BoardGeometry.build(demo_map(), 500, colours=mine)
    ops = draw_board(g, layers=("map",))
    spaces, = ops_for(ops, "map", "route-spaces")
    assert set(spaces.args["colors"]) == {"#123456"}
    symbols = {t for op in ops_for(ops, "map", "route-symbols") for t in op.args["texts"]}
    assert symbols == {"?"}


def test_a_board_without_a_family_is_refused_with_a_clear_message():
    from types import SimpleNamespace
    from ttrwidgets.render import BoardGeometry
    from ttrwidgets.ttr.render import demo_map
    m = demo_map()
    bare = SimpleNamespace(**{k: v for k, v in vars(m).items() if k != "family"})
    with pytest.raises(ValueError, match="names no family"):
        BoardGeometry.build(bare, 500)
    with pytest.raises(ValueError, match="unknown colour 'teal'"):
        RC.ROUTE_COLOURS.fill("teal")
