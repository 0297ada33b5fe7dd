"""Which characters the app may show: those a stock Linux draws without a colour-emoji font.

A learner's machine may have nothing but DejaVu (and Liberation): an emoji (🎉, 📖) or a symbol
outside those fonts (⏮, ⏭, ⏵) is drawn as an empty box there. The app shows words or an icon of
the Font Awesome that Voilà bundles (ipywidgets' ``Button.icon``) instead. The tests
(``tests/widgets/test_glyphs.py`` and the browser tests) check every learner-visible string
against :func:`unsafe`.
"""
from __future__ import annotations

import unicodedata

#: Symbols beyond Latin letters and general punctuation that the app uses, each drawn by
#: DejaVu Sans (checked by ``tests/widgets/test_glyphs.py`` where fontconfig is installed).
#: A new symbol goes here only once DejaVu Sans is known to draw it.
SYMBOLS = frozenset(
    "←↑→↓↔↻"         # arrows (↻: a rule to review)
    "−×÷±√∞≈≠≤≥∑"    # mathematics
    "━┅─│"            # box drawing (the lab's legend)
    "■□▪▫▲△▶▷▼▽◀◁◆◇○◌◎●◦"  # geometric shapes
    "★☆✓✔✗✘"          # stars, check marks, crosses
)

#: Letters and marks of the map names and the German texts beyond Latin-1 and Latin Extended-A:
#: the comma-below letters of Romanian names (Trans Europa spells one of its cities with ș).
LETTERS = frozenset("șȘțȚ")


def safe(ch: str) -> bool:
    """True when a stock Linux font draws ``ch`` (or it is white space or a control)."""
    o = ord(ch)
    if o < 0x80 or ch in "\t\n\r":
        return True
    if 0xA0 <= o <= 0x17F:                  # Latin-1 Supplement, Latin Extended-A
        return True
    if 0x2010 <= o <= 0x2027 or 0x2030 <= o <= 0x205E:   # general punctuation
        return True
    if 0x391 <= o <= 0x3C9:                 # Greek letters (θ, Δ of the formulas)
        return True
    if o in (0x200B, 0x2060, 0x202F, 0xFEFF):   # invisible: zero-width spaces, byte-order mark
        return True
    return ch in SYMBOLS or ch in LETTERS


def unsafe(text: str) -> list[str]:
    """The characters of ``text`` a stock Linux cannot draw, each as ``'🎉 U+1F389 PARTY
    POPPER'`` (once each, in order of appearance)."""
    out: list[str] = []
    for ch in dict.fromkeys(text):
        if not safe(ch):
            out.append(f"{ch} U+{ord(ch):04X} {unicodedata.name(ch, '?')}")
    return out
