"""The one family of errors the engine raises.

``IllegalActionError`` carries a rule id and a sentence in English and German; the same
``why_illegal`` function produces it for the engine, the greyed-out UI and tooltips.
"""
from __future__ import annotations


class TTRError(Exception):
    """Base class of every error ttrwidgets raises on purpose."""

    def message(self, lang: str = "en") -> str:
        return str(self)


class InvalidActionError(TTRError):
    """An action that is malformed: unknown route, bad card set, text that does not parse."""


class IllegalActionError(TTRError):
    """A well-formed action the rules forbid now. Carries the rule id and en/de messages."""

    def __init__(self, rule_id: str, messages: dict[str, str]):
        self.rule_id = rule_id
        self.messages = dict(messages)
        super().__init__(f"[{rule_id}] {self.messages.get('en', '')}")

    def message(self, lang: str = "en") -> str:
        return f"{self.messages.get(lang) or self.messages.get('en', '')} ({self.rule_id})"


class AmbiguousActionError(InvalidActionError):
    """An action (or reference) that could mean several different things."""


class DataError(TTRError):
    """Bad input data; ``problems`` is a list of ``(json_path, message)`` pairs."""

    def __init__(self, source: str, problems: list[tuple[str, str]]):
        self.source = source
        self.problems = list(problems)
        lines = [f"{source}: {len(self.problems)} problem(s)"]
        lines += [f"  {path}: {msg}" for path, msg in self.problems]
        super().__init__("\n".join(lines))


class MapDataError(DataError):
    """A map file that does not follow the map schema."""


class ScenarioError(DataError):
    """A scenario file that does not follow ``spec/scenarios.md``."""


class SaveFileError(DataError):
    """A saved game that cannot be loaded."""


class ReplayError(TTRError):
    """A game record whose actions do not replay."""
