"""Thin ipywidgets/ipycanvas shells around the engine: the board and the whole app, built of
parts that each own a few widgets (:mod:`.topbar`; pages :mod:`.start` and :mod:`.game`; the game
page's :mod:`.panels` and :mod:`.dialogs`).

>>> from ttrwidgets.widgets import TTRApp   # doctest: +SKIP
>>> TTRApp()                                # in a notebook or Voilà   # doctest: +SKIP
"""
from .app import TTRApp
from .board import BoardWidget
from .web import FilePicker, KeyListener

__all__ = ["TTRApp", "BoardWidget", "FilePicker", "KeyListener"]
