"""What every part of the app's pages shares.

A :class:`Part` owns a few widgets: it makes them once, wires them to the app's user actions,
and redraws them from the app in :meth:`Part.refresh`. Parts are plain objects, not widgets: a
page lays their widgets out as it needs (the game page's side column is one flat column of the
parts' widgets). A part decides nothing about the rules or about who may see what: it reads the
app's session, its view state (language, selection, explanation step) and the engine's view for
the seat at the screen (``app.seen()``).

Every callback a part registers goes through the app's ``safe``: a refusal of the rules or any
other exception becomes the visible message, never a silent dead button.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import ipywidgets as W

if TYPE_CHECKING:                     # the app imports the parts, never the other way round
    from .app import TTRApp

__all__ = ["Part", "set_children", "close_tree"]


class Part:
    """A piece of a page: its widgets, wired to the app's actions, redrawn by :meth:`refresh`."""

    def __init__(self, app: "TTRApp"):
        self.app = app

    def refresh(self) -> None:
        """Redraw this part's widgets from the app."""
        raise NotImplementedError

    def button(self, cls: str, handler: Callable[[], object], **kw) -> W.Button:
        """A button with the CSS class ``cls`` whose click calls ``handler()`` safely."""
        b = W.Button(**kw)
        b.add_class(cls)
        b.on_click(self.app.safe(lambda _b: handler()))
        return b

    def watch(self, widget: W.Widget, handler: Callable[[dict], object]) -> None:
        """Call ``handler(change)`` safely whenever ``widget``'s value changes."""
        widget.observe(self.app.safe(handler), names="value")


def close_tree(w: W.Widget) -> None:
    """Close a widget and everything inside it."""
    for child in getattr(w, "children", ()):
        close_tree(child)
    w.close()


def set_children(box: W.Box, children) -> None:
    """Replace ``box``'s children, closing the replaced widgets (no comm leak over a game)."""
    keep = set(map(id, children))
    old = [w for w in box.children if id(w) not in keep]
    box.children = list(children)
    for w in old:
        close_tree(w)
