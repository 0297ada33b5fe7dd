"""The rail family's app: its play controller (``APP_PLAY``: :mod:`.trans_app`) and its game
page (:mod:`.trans_page`).

Widget code: the engine modules of :mod:`ttrwidgets.trans` import none of it; the app reaches it
through the family's ``APP_PLAY`` reference.
"""
