"""Type on the board: the font, the label sizes (normal and projector) and a conservative
text-width estimate that the label layout relies on.

The canvas draws every text in :data:`FONT_FAMILY` (bold). Label placement
(:mod:`ttrwidgets.render.geometry`) must know how wide a name will be *before* a browser draws
it, so :func:`text_width` adds up per-character advance widths taken as the **maximum** of
DejaVu Sans Bold (the first choice of the font stack, and the usual Linux ``sans-serif``) and
Liberation Sans Bold (metric-compatible with Arial and close to Helvetica, the fallbacks on
Windows and macOS), rounded *up* to 1/100 em, plus :data:`TEXT_PAD_EM`. Kerning only makes real
text narrower. Characters not in the table count as :data:`UNKNOWN_EM` (wider than any listed
Latin letter). So whichever font of the stack the browser picks, the drawn text fits in the
estimated box (``tests/render/test_render_typography.py`` checks this against the font files
when they are installed).

Sizes
-----
The board canvas is :data:`REFERENCE_CANVAS_PX` (= ``widgets.board.CANVAS_WIDTH``) pixels wide
and CSS scales it to the width of its box. Sizes here are canvas pixels at that width; the
geometry keeps them as fractions of the width (:class:`~ttrwidgets.render.geometry.Metrics`), so
they scale with the canvas.

* :data:`LABEL_PX` — city names in the normal view. The game page shows the canvas at the scale
  where they are at least 12 CSS px (``widgets/zoom.py``: the rest of the board is a drag or a
  zoom away), whatever the screen.
* :data:`PROJECTOR_LABEL_PX` — city names in projector mode (``BoardView(projector=True)``).
  **Assumption**: in projector mode the app shows the board about
  :data:`PROJECTOR_BOARD_CSS_PX` = 860 CSS px wide on a :data:`PROJECTOR_SCREEN_CSS_PX` =
  1280-px-wide screen (the side panel shrinks). City names must be at least
  :data:`PROJECTOR_MIN_CSS_PX` = 18 CSS px there, i.e. ``18 × 1200 / 860 ≈ 25.1`` canvas px;
  :data:`PROJECTOR_LABEL_PX` = 26 gives 26 × 860 / 1200 ≈ 18.6 CSS px. Shown narrower than
  ``1200 × 18 / 26 ≈ 831`` CSS px, the names drop below 18 px; :func:`css_px` gives the
  displayed size for any board width.

>>> PROJECTOR_LABEL_PX >= PROJECTOR_MIN_CSS_PX * REFERENCE_CANVAS_PX / PROJECTOR_BOARD_CSS_PX
True
>>> round(css_px(PROJECTOR_LABEL_PX, PROJECTOR_BOARD_CSS_PX), 1)
18.6
>>> text_width("Paris", 10) > 0.5 * 10 * 5
True
>>> font(12.0)
'bold 12.0px "DejaVu Sans", Arial, Helvetica, "Liberation Sans", sans-serif'
"""
from __future__ import annotations

from functools import lru_cache

__all__ = ["FONT_FAMILY", "REFERENCE_CANVAS_PX", "LABEL_PX", "PROJECTOR_LABEL_PX",
           "PROJECTOR_SCREEN_CSS_PX", "PROJECTOR_BOARD_CSS_PX", "PROJECTOR_MIN_CSS_PX",
           "TEXT_HALF_HEIGHT_EM", "TEXT_PAD_EM", "UNKNOWN_EM", "CHAR_EM",
           "font", "text_width", "text_box_size", "css_px"]

#: The CSS font family of every text on the board (city names, colour letters, seat numbers).
FONT_FAMILY = '"DejaVu Sans", Arial, Helvetica, "Liberation Sans", sans-serif'

#: Canvas width (px) the pixel sizes below refer to (``widgets.board.CANVAS_WIDTH``).
REFERENCE_CANVAS_PX = 1200
#: City-name font size in the normal view (canvas px at 1200 px canvas width).
LABEL_PX = 14.0
#: City-name font size in projector mode (canvas px at 1200 px canvas width); see the module
#: docstring for the 1280-px-screen / 860-px-board assumption behind it.
PROJECTOR_LABEL_PX = 26.0
#: Projector assumption: screen width, board box width (CSS px) and the minimum name size.
PROJECTOR_SCREEN_CSS_PX = 1280
PROJECTOR_BOARD_CSS_PX = 860
PROJECTOR_MIN_CSS_PX = 18.0

#: Half the height of a text line box, in em, around the ``middle`` baseline (covers capitals
#: with diacritics above and descenders below in the fonts of the stack).
TEXT_HALF_HEIGHT_EM = 0.6
#: Added to every text width (em): rounding of the browser's text shaping.
TEXT_PAD_EM = 0.1
#: Width (em) of a character not in :data:`CHAR_EM`.
UNKNOWN_EM = 1.2

# Advance widths in 1/100 em: max(DejaVu Sans Bold, Liberation Sans Bold), rounded up.
# Generated with Pillow's ImageFont.getlength at 1000 px from the two font files.
_GROUPS = {
    31: "'",
    35: " ijlìíîïĩīĭįıĵĺļ",
    37: "/\\|",
    38: ",.IÌÍÎÏĨĪĬĮİł’·",
    40: ":;",
    42: "-",
    44: "fſ",
    46: "!()[]",
    48: "tľţťŧ",
    50: "`rŕŗř",
    53: "\"*",
    56: "J_Ĵŀ–",
    59: "zźżž",
    60: "csçćĉċčśŝşš",
    62: "?",
    64: "LĹĻĽĿ",
    65: "xŁ",
    66: "vyýÿŷ",
    67: "kķĸ",
    68: "aeàáâãäåèéêëāăąēĕėęě",
    69: "EFToÈÉÊËðòóôõöøĒĔĖĘĚĳōŏőŢŤŦ",
    70: "$0123456789",
    72: "bdghnpqu{}ßñùúûüþďđĝğġģĥńņňŋũūŭůűų",
    73: "SYZÝŚŜŞŠŶŸŹŻŽ",
    74: "CPÇÞĆĈĊČ",
    77: "B",
    78: "AKRVXÀÁÂÃÄÅĀĂĄĶŔŖŘ",
    79: "Ĳ",
    80: "ħ",
    82: "UÙÚÛÜŨŪŬŮŰŲ",
    83: "GĜĞĠĢ",
    84: "#+<=>DHN^~ÐÑĎĐĤŃŅŇŊ",
    86: "OQÒÓÔÕÖØŌŎŐ",
    88: "&",
    93: "wŵ",
    98: "Ħ",
    99: "ŉ",
    100: "@M",
    101: "%",
    105: "mæ",
    109: "Æ",
    110: "œ",
    111: "WŴ",
    117: "Œ",
}
#: Character → conservative advance width in em.
CHAR_EM: dict[str, float] = {ch: k / 100 for k, chars in _GROUPS.items() for ch in chars}


def font(size: float, bold: bool = True) -> str:
    """The CSS font of a board text of ``size`` canvas px."""
    return f"{'bold ' if bold else ''}{size:.1f}px {FONT_FAMILY}"


@lru_cache(maxsize=4096)
def _em(text: str) -> float:
    return sum(CHAR_EM.get(ch, UNKNOWN_EM) for ch in text) + (TEXT_PAD_EM if text else 0.0)


def text_width(text: str, size: float) -> float:
    """Conservative width (px) of ``text`` drawn in :data:`FONT_FAMILY` bold at ``size`` px.

    >>> text_width("", 10)
    0.0
    >>> round(text_width("Wien", 10), 2)
    29.6
    """
    return _em(text) * size


def text_box_size(text: str, size: float, halo: float = 0.0) -> tuple[float, float]:
    """Half width and half height (px) of the box ``text`` covers when centred on a point,
    including a halo stroke of width ``halo`` (half of it lies outside the glyphs)."""
    return (text_width(text, size) / 2 + halo / 2, TEXT_HALF_HEIGHT_EM * size + halo / 2)


def css_px(canvas_px: float, board_css_px: float,
           canvas_width: float = REFERENCE_CANVAS_PX) -> float:
    """Size on screen (CSS px) of ``canvas_px`` when a ``canvas_width``-px canvas is shown
    ``board_css_px`` wide."""
    return canvas_px * board_css_px / canvas_width

