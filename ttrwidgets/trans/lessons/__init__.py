"""The rail family's lessons: its lesson adapter (``LESSON_ADAPTER``: :mod:`.adapter`, what
the lessons runtime asks of a Trans game) and its Test-yourself question kinds
(:mod:`.questions`). The engine modules of :mod:`ttrwidgets.trans` import none of it.
"""
