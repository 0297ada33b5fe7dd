"""The route family's lessons: its lesson adapter (``LESSON_ADAPTER``: :mod:`.adapter`, what
the lessons runtime asks of a route game) and its Test-yourself question kinds
(:mod:`.questions`). The engine modules of :mod:`ttrwidgets.ttr` import none of it.
"""
