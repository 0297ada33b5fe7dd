"""Thin ipywidgets/ipycanvas shells around the engine: the board and the whole app.

>>> from ttrwidgets.widgets import TTRApp   # doctest: +SKIP
>>> TTRApp()                                # in a notebook or Voilà   # doctest: +SKIP
"""
from .app import TTRApp
from .board import BoardWidget
from .web import FilePicker, KeyListener

__all__ = ["TTRApp", "BoardWidget", "FilePicker", "KeyListener"]
