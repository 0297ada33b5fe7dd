"""The lab's texts: its text keys (the lab's own catalogue ``lab.ftl`` first, then the app's),
the step instruction, and how a value is written in a table or on the board."""
from __future__ import annotations

from ...graphs.lab.texts import has_ui_text, ui_text
from ..texts import T as _T
from ..texts import t as _t

__all__ = ["T", "t", "step_instruction", "fmt"]


class _LabTexts:
    """``key in T``: a key the lab's own catalogue (``lab.ftl``) or the app's catalogues
    (widgets.texts.T, which also asks the Fluent catalogues) know."""

    def __contains__(self, key) -> bool:
        return has_ui_text(key) or key in _T


#: Every text key the lab knows.
T = _LabTexts()


def t(key: str, lang: str = "en", **params) -> str:
    """A lab text: the lab's own catalogue first, then the app's."""
    if has_ui_text(key):
        return ui_text(key, lang, **params)
    return _t(key, lang, **params)


def step_instruction(lang: str) -> str:
    """How to walk the steps, naming the buttons by their words (Step, Play)."""
    return t("lab.do.step", lang, step=t("lab.step", lang), play=t("lab.play", lang))


def fmt(v) -> str:
    """A value in a table or on the board: ``–`` for none, ``∞`` for infinity."""
    if v is None:
        return "–"
    if v == float("inf"):
        return "∞"
    return str(v)
