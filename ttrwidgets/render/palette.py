"""Colour-blind-safe colours for the board, the cards and the players.

Nothing on the board is told by colour alone: every card/route colour has a one-letter symbol,
every player a seat number, and highlights are drawn as thick outlines. The colours themselves
are still chosen to survive colour-vision deficiencies:

* **Card and route colours** are a family's (the route family's Okabe–Ito palette:
  :mod:`ttrwidgets.ttr.render`; the Trans cities': :mod:`ttrwidgets.trans.render`).
  The renderer takes them as data, a :class:`CardColours` the board's family publishes
  (:func:`board_colours`); the colour maths they are chosen and checked with is here.
* **Player colours** (five seats) are the deep colours left free by the card palette, chosen so
  that each stays at least ``ΔE00 ≈ 15`` (CIEDE2000, :func:`ciede2000`) from every card colour
  of the route boards and every other seat in normal vision and under simulated deuteranopia,
  protanopia and tritanopia; each seat also has a number symbol (``"1"`` … ``"5"``) drawn on
  its trains, stations and claimed cars, so colour is never the only cue.
* **Text colours**: :func:`text_colour` picks near-black or white, whichever contrasts more
  (WCAG 2.x contrast ratio); all fills here reach at least 4.5:1.

Colours are ``"#rrggbb"`` strings; :func:`to_rgb` gives the ``(r, g, b)`` integer triple that
ipycanvas' vectorised ``*_styled_*`` calls expect.

References
----------
M. Okabe, K. Ito, "Color Universal Design (CUD)", 2008. https://jfly.uni-koeln.de/color/
P. Tol, "Colour Schemes", SRON/EPS/TN/09-002, 2021. https://personal.sron.nl/~pault/
G. M. Machado, M. M. Oliveira, L. A. F. Fernandes, "A Physiologically-based Model for
Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009.
W3C, "Web Content Accessibility Guidelines 2.1", relative luminance and contrast ratio.
G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes,
Supplementary Test Data, and Mathematical Observations", Color Res. Appl. 30(1), 2005.

Examples
--------
>>> round(contrast_ratio("#000000", "#ffffff"), 1)
21.0
>>> PLAYERS[0].name, PLAYERS[0].symbol
('blue', '1')
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Iterable, Mapping, Sequence

__all__ = [
    "BACKGROUND", "INK", "PAPER", "SPACE_OUTLINE", "TUNNEL_OUTLINE",
    "CITY_FILL", "CITY_OUTLINE", "BIG_CITY_FILL", "COUNTRY_FILL", "COUNTRY_RING", "FLAGS",
    "flag_of", "LABEL_TEXT", "LABEL_HALO",
    "LOCO_BADGE_FILL", "LOCO_BADGE_TEXT",
    "HIGHLIGHT", "SELECTED", "SELECTED_INNER", "SELECTED_HALO", "HINT", "TICKET", "TRAIL", "TRAIL_CASING", "DIM", "DIM_ALPHA",
    "CardColours", "board_colours", "PlayerStyle", "PLAYERS",
    "text_colour", "player_style", "seat_styles",
    "to_rgb", "relative_luminance", "contrast_ratio",
    "simulate_cvd", "to_lab", "delta_e", "ciede2000", "delta_e2000", "min_pair_distance",
    "CVD_MATRICES", "CVD_KINDS",
]

# --------------------------------------------------------------------------- fixed colours
#: Light warm "paper" behind the map; every fill below is visible on it.
BACKGROUND = "#efe9da"
#: Dark text / outline colour (not pure black, so that black routes still show an outline).
INK = "#1b1b1b"
#: White used for text on dark fills.
PAPER = "#ffffff"
#: Outline of every train space (white spaces need it to be visible on the background).
SPACE_OUTLINE = "#3a3a3a"
#: Tunnel spaces get a second, thicker, dashed outline in this colour.
TUNNEL_OUTLINE = "#000000"
#: City circles (a dark red like the printed board; cities are told apart by shape, not colour).
CITY_FILL = "#a8322d"
BIG_CITY_FILL = "#7a1f1b"
#: "Country" cities (Deutschland's border circles) are drawn in slate.
COUNTRY_FILL = "#4b5563"
CITY_OUTLINE = "#1b1b1b"
#: Country nodes are drawn as border circles with their flag: stripes and crosses as
#: ``(colour, (x0, y0, x1, y1))`` rectangles in the unit square ``[-1, 1]²`` (x right, y down),
#: clipped to the circle, painted in order. Keys are plain lower-case names (German and
#: English); a country not listed keeps :data:`COUNTRY_FILL` with a dashed ring.
FLAGS: Mapping[str, tuple[tuple[str, tuple[float, float, float, float]], ...]] = {}
_FLAG_DEFS = {
    ("danemark", "denmark", "dänemark"): (
        ("#c8102e", (-1, -1, 1, 1)), ("#ffffff", (-0.5, -1, -0.18, 1)),
        ("#ffffff", (-1, -0.16, 1, 0.16))),
    ("frankreich", "france"): (
        ("#002395", (-1, -1, -1 / 3, 1)), ("#ffffff", (-1 / 3, -1, 1 / 3, 1)),
        ("#ed2939", (1 / 3, -1, 1, 1))),
    ("niederlande", "netherlands", "holland"): (
        ("#ae1c28", (-1, -1, 1, -1 / 3)), ("#ffffff", (-1, -1 / 3, 1, 1 / 3)),
        ("#21468b", (-1, 1 / 3, 1, 1))),
    ("schweiz", "switzerland"): (
        ("#da291c", (-1, -1, 1, 1)), ("#ffffff", (-0.19, -0.62, 0.19, 0.62)),
        ("#ffffff", (-0.62, -0.19, 0.62, 0.19))),
    ("osterreich", "austria", "österreich"): (
        ("#c8102e", (-1, -1, 1, -1 / 3)), ("#ffffff", (-1, -1 / 3, 1, 1 / 3)),
        ("#c8102e", (-1, 1 / 3, 1, 1))),
}
FLAGS = {name: rects for names, rects in _FLAG_DEFS.items() for name in names}
#: The ring of a country's border circle.
COUNTRY_RING = "#1b1b1b"
LABEL_TEXT = "#1b1b1b"
#: A halo stroked behind city names so they stay legible over routes.
LABEL_HALO = "#efe9da"
#: Ferry locomotive badge: a white disc with a black "L" (readable on every route colour).
LOCO_BADGE_FILL = "#ffffff"
LOCO_BADGE_TEXT = "#000000"

#: Highlighted routes/cities (hints, explanations): Tol vibrant magenta outline.
HIGHLIGHT = "#ee3377"
#: The selected route: a thick black outline with a white core (shows on any fill).
SELECTED = "#000000"
SELECTED_INNER = "#ffffff"
#: ... around a wide white halo, so the selection stands out on any route and background.
SELECTED_HALO = "#ffffff"
#: Hints: an amber glow (Okabe–Ito-free amber, far from every card colour at 75 % opacity)
#: under a dashed black outline, unlike the plain magenta highlight.
HINT = "#ffb000"
#: Ticket overlays: near-black dashed lines on a white casing, rings, numbered white badges.
TICKET = "#111111"
#: A trail (e.g. the longest trail): Tol vibrant cyan line on a black casing.
TRAIL = "#33bbee"
TRAIL_CASING = "#000000"
#: Dimmed (closed) routes are covered with the background colour at this opacity.
DIM = BACKGROUND
DIM_ALPHA = 0.7


def flag_of(*names: str | None) -> tuple[tuple[str, tuple[float, float, float, float]], ...]:
    """The flag of the first of ``names`` that :data:`FLAGS` knows (case and accents ignored),
    else ``()``.

    >>> [c for c, _ in flag_of("Frankreich")]
    ['#002395', '#ffffff', '#ed2939']
    >>> flag_of("Atlantis")
    ()
    """
    import unicodedata
    for name in names:
        if not name:
            continue
        key = unicodedata.normalize("NFKD", str(name).casefold())
        key = "".join(ch for ch in key if not unicodedata.combining(ch)).strip()
        if key in FLAGS:
            return FLAGS[key]
    return ()


# --------------------------------------------------------------------------- colour maths
@lru_cache(maxsize=1024)
def to_rgb(colour: str) -> tuple[int, int, int]:
    """``"#rrggbb"`` (or ``"#rgb"``) → ``(r, g, b)`` integers 0–255.

    >>> to_rgb("#cc3311")
    (204, 51, 17)
    >>> to_rgb("#fff")
    (255, 255, 255)
    """
    h = colour.strip().lstrip("#")
    if len(h) == 3:
        h = "".join(c + c for c in h)
    if len(h) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def _to_hex(rgb: Sequence[float]) -> str:
    return "#" + "".join(f"{max(0, min(255, round(c))):02x}" for c in rgb)


def _srgb_to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _linear_to_srgb(c: float) -> float:
    c = min(1.0, max(0.0, c))
    c = 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return c * 255.0


def relative_luminance(colour: str) -> float:
    """WCAG relative luminance of an sRGB colour (0 = black, 1 = white).

    >>> relative_luminance("#ffffff"), relative_luminance("#000000")
    (1.0, 0.0)
    """
    r, g, b = (_srgb_to_linear(c) for c in to_rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(c1: str, c2: str) -> float:
    """WCAG 2.x contrast ratio ``(L1 + 0.05) / (L2 + 0.05)`` (1 … 21).

    >>> round(contrast_ratio("#ffffff", "#0072b2"), 2)
    5.19
    """
    l1, l2 = relative_luminance(c1), relative_luminance(c2)
    if l1 < l2:
        l1, l2 = l2, l1
    return (l1 + 0.05) / (l2 + 0.05)


def text_colour(fill: str, dark: str = INK, light: str = PAPER) -> str:
    """The text colour (``dark`` or ``light``) with the higher contrast on ``fill``.

    >>> text_colour("#f0e442"), text_colour("#1a1a1a")
    ('#1b1b1b', '#ffffff')
    """
    return dark if contrast_ratio(fill, dark) >= contrast_ratio(fill, light) else light


#: Colour-vision-deficiency simulation matrices (severity 1.0) of Machado et al. (2009), applied
#: to *linear* RGB.
CVD_MATRICES: Mapping[str, tuple[tuple[float, float, float], ...]] = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


#: The three dichromacies every colour choice here is checked under.
CVD_KINDS: tuple[str, ...] = ("deuteranopia", "protanopia", "tritanopia")


def simulate_cvd(colour: str, kind: str = "deuteranopia") -> str:
    """How ``colour`` looks with a colour-vision deficiency (Machado 2009, severity 1).

    ``kind`` is ``"deuteranopia"``, ``"protanopia"`` or ``"tritanopia"``. The matrix is applied in
    linear RGB and the result clipped to the sRGB gamut.

    >>> simulate_cvd("#ffffff")
    '#ffffff'
    >>> simulate_cvd("#cc3311") != "#cc3311"
    True
    """
    m = CVD_MATRICES[kind]
    lin = [_srgb_to_linear(c) for c in to_rgb(colour)]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    return _to_hex([_linear_to_srgb(c) for c in out])


def to_lab(colour: str) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour.

    >>> [round(v) for v in to_lab("#ffffff")]
    [100, 0, 0]
    """
    r, g, b = (_srgb_to_linear(c) for c in to_rgb(colour))
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(c1: str, c2: str) -> float:
    """CIE76 colour difference ``ΔE*ab`` (≈ 2.3 is a just-noticeable difference).

    >>> round(delta_e("#000000", "#ffffff"))
    100
    """
    return math.dist(to_lab(c1), to_lab(c2))


def ciede2000(lab1: Sequence[float], lab2: Sequence[float], kL: float = 1.0, kC: float = 1.0,
              kH: float = 1.0) -> float:
    """CIEDE2000 colour difference ``ΔE00`` of two CIE L*a*b* colours.

    Implemented from G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 Color-Difference Formula:
    Implementation Notes, Supplementary Test Data, and Mathematical Observations", Color
    Research & Application 30(1), 2005 (and its test data, checked in the tests). About 1 is a
    just-noticeable difference; 10 and more reads as a different colour at a glance.

    >>> round(ciede2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)), 4)
    2.0425
    """
    L1, a1, b1 = lab1; L2, a2, b2 = lab2
    C1 = math.hypot(a1, b1); C2 = math.hypot(a2, b2)
    Cb = (C1 + C2) / 2
    G = 0.5 * (1 - math.sqrt(Cb**7 / (Cb**7 + 25.0**7)))
    a1p, a2p = (1 + G) * a1, (1 + G) * a2
    C1p, C2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if C1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if C2p else 0.0
    dLp = L2 - L1; dCp = C2p - C1p
    if C1p * C2p == 0: dhp = 0.0
    else:
        dhp = h2p - h1p
        if dhp > 180: dhp -= 360
        elif dhp < -180: dhp += 360
    dHp = 2 * math.sqrt(C1p * C2p) * math.sin(math.radians(dhp / 2))
    Lbp = (L1 + L2) / 2; Cbp = (C1p + C2p) / 2
    if C1p * C2p == 0: hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180: hbp = (h1p + h2p) / 2
    elif h1p + h2p < 360: hbp = (h1p + h2p + 360) / 2
    else: hbp = (h1p + h2p - 360) / 2
    T = (1 - 0.17 * math.cos(math.radians(hbp - 30)) + 0.24 * math.cos(math.radians(2 * hbp))
         + 0.32 * math.cos(math.radians(3 * hbp + 6)) - 0.20 * math.cos(math.radians(4 * hbp - 63)))
    dtheta = 30 * math.exp(-(((hbp - 275) / 25) ** 2))
    RC = 2 * math.sqrt(Cbp**7 / (Cbp**7 + 25.0**7))
    SL = 1 + 0.015 * (Lbp - 50) ** 2 / math.sqrt(20 + (Lbp - 50) ** 2)
    SC = 1 + 0.045 * Cbp; SH = 1 + 0.015 * Cbp * T
    RT = -math.sin(math.radians(2 * dtheta)) * RC
    return math.sqrt((dLp / (kL * SL)) ** 2 + (dCp / (kC * SC)) ** 2 + (dHp / (kH * SH)) ** 2
                     + RT * (dCp / (kC * SC)) * (dHp / (kH * SH)))


def delta_e2000(c1: str, c2: str, kind: str | None = None) -> float:
    """CIEDE2000 difference of two sRGB colours, both seen with ``kind`` of colour-vision
    deficiency (``None``: normal vision) as simulated by :func:`simulate_cvd`.

    >>> round(delta_e2000("#000000", "#ffffff"))
    100
    """
    if kind:
        c1, c2 = simulate_cvd(c1, kind), simulate_cvd(c2, kind)
    return ciede2000(to_lab(c1), to_lab(c2))


def min_pair_distance(colours: Iterable[str], kind: str | None = "deuteranopia"
                      ) -> tuple[float, str, str]:
    """The closest pair of ``colours`` as ``(ΔE, c1, c2)``, after simulating ``kind`` (or not).

    >>> d, a, b = min_pair_distance(["#000000", "#ffffff", "#0072b2"], None)
    >>> round(d), a, b
    (62, '#000000', '#0072b2')
    """
    cs = list(colours)
    sim = {c: (simulate_cvd(c, kind) if kind else c) for c in cs}
    return min(((delta_e(sim[a], sim[b]), a, b) for a, b in combinations(cs, 2)),
               key=lambda t: t[0])


# --------------------------------------------------------------------------- card colours
class CardColours:
    """A family's card (and route) colours as data: each colour's fill and symbol by its key,
    in the family's order. The renderer draws a route board with the card colours its family
    publishes (:func:`board_colours`), never with a family's own types: a colour is named by
    its key (``"red"``), by another name ``parse`` turns into a key (``"pink"``), or is an
    object with a ``key`` (the route family's ``Colour``).

    >>> cc = CardColours({"red": "#cc3311", "white": "#ffffff"}, {"red": "R", "white": "W"},
    ...                  parse=lambda name: {"rouge": "red"}.get(name, name))
    >>> cc.fill("rouge"), cc.text("red"), cc.text("white"), cc.symbol("white"), cc.rank("white")
    ('#cc3311', '#ffffff', '#1b1b1b', 'W', 1)
    >>> cc.fill("blue")
    Traceback (most recent call last):
    ...
    ValueError: unknown colour 'blue'
    """

    __slots__ = ("fills", "symbols", "_parse", "_rank", "_keys", "_text")

    def __init__(self, fills: Mapping[str, str], symbols: Mapping[str, str],
                 parse=None) -> None:
        self.fills = dict(fills)
        self.symbols = dict(symbols)
        self._parse = parse
        self._rank = {k: i for i, k in enumerate(self.fills)}
        self._keys: dict = {}
        self._text: dict = {}

    def key(self, colour) -> str:
        """The key of ``colour`` (a key, a name ``parse`` knows, or an object with a ``key``);
        an unknown colour raises ``ValueError``."""
        try:
            return self._keys[colour]
        except (KeyError, TypeError):
            pass
        if isinstance(colour, str):
            name = colour.strip().lower()
            k = name if name in self.fills or self._parse is None else self._parse(name)
        else:
            k = getattr(colour, "key", None)
        if k not in self.fills:
            raise ValueError(f"unknown colour {colour!r}")
        self._keys[colour] = k
        return k

    def fill(self, colour) -> str:
        """The fill of a card / route colour."""
        return self.fills[self.key(colour)]

    def text(self, colour) -> str:
        """The text colour (for the colour symbol) on :meth:`fill` of ``colour``."""
        k = self.key(colour)
        t = self._text.get(k)
        if t is None:
            t = self._text[k] = text_colour(self.fills[k])
        return t

    def symbol(self, colour) -> str:
        """The one-letter symbol drawn with the colour, so colour is never the only cue."""
        return self.symbols[self.key(colour)]

    def rank(self, colour) -> int:
        """The colour's place in the family's order (passenger tokens are drawn in it)."""
        return self._rank[self.key(colour)]


def board_colours(board) -> CardColours:
    """The card colours of ``board``'s family: the ``BOARD_COLOURS`` reference its family
    publishes (``board.family``: a family id, :func:`ttrwidgets.core.registry.family_module`),
    or the :class:`CardColours` a board made for a test brings itself (``board.colours``).

    >>> from ttrwidgets.ttr.maps import load_map
    >>> board_colours(load_map("europe")).fill("red")
    '#cc3311'
    """
    own = getattr(board, "colours", None)
    if isinstance(own, CardColours):
        return own
    if not isinstance(getattr(board, "family", None), str):
        raise ValueError(f"board {getattr(board, 'id', '?')!r} names no family (its 'family', "
                         "whose BOARD_COLOURS the routes are drawn in) and brings no card "
                         "colours ('colours')")
    import importlib

    from ..core.family import resolve
    from ..core.registry import family_module
    fam = importlib.import_module(family_module(board.family))
    return resolve(fam.BOARD_COLOURS)


# --------------------------------------------------------------------------- players
@dataclass(frozen=True)
class PlayerStyle:
    """How one seat is drawn: ``fill`` colour, contrasting ``text`` colour, and a ``symbol``
    (the seat number) drawn on every train and station so the colour is never the only cue."""

    seat: int
    name: str
    fill: str
    text: str
    symbol: str


#: Seat colours, chosen by a max–min search over a 16-level sRGB grid: each is at least
#: ``ΔE00 ≈ 15`` (CIEDE2000) from every card and route colour (the nine cards and gray) and from
#: every other seat, in normal vision *and* under simulated deuteranopia, protanopia and
#: tritanopia (Machado 2009, severity 1); each also carries white text at ≥ 4.5:1. The card
#: palette already spans the light and saturated colours, so the seats are the deep ones.
_PLAYER_FILLS = (("blue", "#0000cc"), ("maroon", "#770000"), ("slate", "#445544"),
                 ("plum", "#664466"), ("aubergine", "#330044"))

#: The five seat styles (Europe is for 2–5 players); seat ``i`` has symbol ``str(i + 1)``.
PLAYERS: tuple[PlayerStyle, ...] = tuple(
    PlayerStyle(i, name, fill, text_colour(fill), str(i + 1))
    for i, (name, fill) in enumerate(_PLAYER_FILLS))


def player_style(seat: int, override: Sequence[str] | None = None) -> PlayerStyle:
    """Style of ``seat``; ``override`` (a list of colours per seat) replaces the fill colour.

    Seats beyond the fifth cycle through the palette (their symbol stays the seat number).

    >>> player_style(1).fill
    '#770000'
    >>> player_style(0, ["#000000"]).text
    '#ffffff'
    >>> player_style(7).symbol
    '8'
    """
    base = PLAYERS[seat % len(PLAYERS)]
    fill = base.fill
    if override is not None and seat < len(override) and override[seat]:
        fill = override[seat]
    return PlayerStyle(seat, base.name, fill, text_colour(fill), str(seat + 1))


def seat_styles(n: int, override: Sequence[str] | None = None) -> tuple[PlayerStyle, ...]:
    """Styles of seats ``0 … n-1``."""
    return tuple(player_style(i, override) for i in range(n))
