"""The route family's app: its play controller (``APP_PLAY``: :mod:`.route_play`), game page
(:mod:`.game`), side panels (:mod:`.panels`), decision dialogs (:mod:`.dialogs`), Team Asia's
panels and dialogs (:mod:`.team`) and the game review (:mod:`.review`).

Widget code: the engine modules of :mod:`ttrwidgets.ttr` import none of it; the app reaches it
through the family's ``APP_PLAY`` reference.
"""
