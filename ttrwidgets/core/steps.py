"""Explanation steps: what every transition tells the learner.

A :class:`Step` carries the rule id it applies, a message key into its family's message
catalogue, the parameters of that message (plain JSON values: seat numbers, route/city/ticket
indices, colour names, card dicts) and what the board should highlight while the step is shown.
Rendering a step into English or German happens later (each family's ``messages.render_step``,
e.g. :func:`ttrwidgets.ttr.messages.render_step`), so the engine's hot path only builds these
small tuples. Every family's steps are of this one type.
"""
from __future__ import annotations

from typing import NamedTuple


class Step(NamedTuple):
    rule: str
    key: str
    params: dict
    #: ``{"routes": [...], "cities": [...], "cards": [...], "seats": [...]}`` (indices / colour names)
    highlights: dict

    def to_json(self) -> dict:
        return {"rule": self.rule, "key": self.key, "params": self.params,
                "highlights": self.highlights}

    @classmethod
    def from_json(cls, data: dict) -> "Step":
        return cls(data["rule"], data["key"], dict(data.get("params", {})),
                   dict(data.get("highlights", {})))


_new_step = tuple.__new__  # Step(...) without the generated __new__'s extra Python call


def step(rule: str, key: str, highlights: dict | None = None, **params) -> Step:
    return _new_step(Step, (rule, key, params, highlights or {}))
