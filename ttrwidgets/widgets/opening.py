"""Starting a game and opening a file in the app, whatever the game's family: a new game from
the start page's form (:func:`start_game`: the family's default bot for the seats not named, its
``START_OPTIONS`` of the options chosen, its play controller starts it), and an uploaded file
(:func:`load_file`, :func:`load_text`): a puzzle (:func:`is_puzzle_json`) opens on the puzzle
desk, a saved game or a scenario is read by the family that plays it (``load_session``). A bad
file says what and where and changes nothing.

These are the app's user actions ``app.start_game``, ``app.load_file`` and ``app.load_text``
(:class:`~.app.TTRApp`; ``app`` is their first argument).
"""
from __future__ import annotations

import random

from ..core.family import family
from ..core.jsonfile import MAX_FILE_BYTES, decode_text, parse_json_text
from ..core.session import Session
from ..puzzles.model import load_puzzle
from .play import play_for_game, play_for_record
from .start import READABLE_PACE, too_large
from .texts import t

__all__ = ["start_game", "load_file", "load_text", "is_puzzle_json"]


def is_puzzle_json(data) -> bool:
    """Is a file's JSON meant as a puzzle (``spec/puzzles.md``): an object with a ``kind`` and
    neither a saved game's ``format`` nor a scenario's ``steps``?"""
    return isinstance(data, dict) and "kind" in data and "format" not in data \
        and "steps" not in data


def start_game(app, players: int = 3, seats=None, variant: str = "classic",
               tiebreak: str | None = "anniversary", seed: int | None = None,
               pace: float = READABLE_PACE, teaching: bool = False,
               game: str = "europe", special=None, board: str | None = None) -> None:
    """Start a new game (what the start page's button does): ``game`` is a registry id
    (``"europe"``, ``"deutschland"``, ``"trans_europa"``, ...), ``variant`` one of its rule
    sets (by id, or a Europe variant's name); ``tiebreak`` applies where the game has a
    choice of them. Trans games: ``special`` is None, ``"deck"`` (a special card revealed
    each round) or a card number 1-19 (that card for the whole game). ``board``: the board
    of a game played on several (Team Asia: ``"legendary_asia"`` or ``"europe"``)."""
    fam = family(game)
    seats = list(seats or ["human"] + [fam.DEFAULT_BOT] * (players - 1))
    seed = random.randrange(1 << 31) if seed is None else seed
    chosen = {"variant": variant, "tiebreak": tiebreak, "board": board, "special": special}
    play_for_game(app, game).start(game, players, seats, seed, pace, teaching,
                                   {k: chosen[k] for k in fam.START_OPTIONS})


def load_file(app, name: str, data: bytes) -> None:
    """Load an uploaded file: too large, not UTF-8 or not JSON is said, naming the file."""
    if len(data) > MAX_FILE_BYTES:
        app.say_error(too_large(name, len(data)))
        return
    app.load_text(decode_text(data, name), name)


def load_text(app, text: str, source: str = "file") -> None:
    """Load a saved game, a scenario or a puzzle file; a bad file says what and where,
    changes nothing."""
    if len(text) <= MAX_FILE_BYTES:
        data = parse_json_text(text, source, what="game")
        if is_puzzle_json(data):          # a puzzle: played on the game page
            puzzle = load_puzzle(data, source)
            app.puzzles.open(puzzle)
            app.say(lambda lang: t("loaded", lang, source=source))
            return
        fam, play = play_for_record(app, data)   # the family that reads the file
        session = fam.load_session(data, source)
    else:
        session = Session.load_text(text, source)  # says the file is too large
        play = app.play_of(session)
    teaching = all(k == "human" for k in session.kinds) and session.state.n_players > 1
    play.begin(session, app.pace, teaching)
    app.say(lambda lang: t("loaded", lang, source=source))
