"""One puzzle in the app: :class:`PuzzleRun` (the puzzle, its exact solution and the learner's
pick, hints, verdict and explanation step) and :class:`PuzzleDesk`, the app's puzzle side --
opening a puzzle on its game's page, answering it with clicks on the board (a click *selects*;
it never plays a move), checking, hints, the explanation, and what the board shows meanwhile.
What is right is :func:`~ttrwidgets.puzzles.solve.check_answer`'s decision; the words are
:mod:`ttrwidgets.puzzles.teach`'s. The board a puzzle is drawn on is its game's page's: the page
of the family that plays the game asks the desk for the run and its marks
(:meth:`PuzzleDesk.highlights`) and draws them (the route family:
:func:`ttrwidgets.ttr.ui.puzzle_view.puzzle_board_view`, the rail family:
:func:`ttrwidgets.trans.ui.puzzle_view.puzzle_grid_view`).
"""
from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Callable

from ..puzzles import teach
from ..puzzles.kinds import Pick, kind_handler
from ..puzzles.model import Puzzle
from ..puzzles.solve import check_answer, solve
from .puzzle_list import PuzzleEntry, PuzzleProgress, catalogue, kind_order, pack_id, playable
from .texts import t

if TYPE_CHECKING:                     # the page imports the desk, never the other way round
    from .puzzles import PuzzlePanel

__all__ = ["PuzzleRun", "PuzzleDesk", "N_CHOICES"]

#: How many answers a puzzle answered by a choice offers.
N_CHOICES = 4


# ============================================================================ one puzzle
class PuzzleRun:
    """One puzzle being solved: the puzzle, its exact solution, and the learner's view state —
    the pick so far, hints shown, the last verdict, whether it is solved or revealed, the
    explanation step shown. Decides nothing: ``check_answer`` judges."""

    def __init__(self, puzzle: Puzzle, puzzle_id: str | None = None, title_de: str = ""):
        self.puzzle = puzzle
        self.id = puzzle_id
        self.title_de = title_de           # the pack's German title, if any
        self.solution = solve(puzzle)
        self.handler = kind_handler(puzzle.kind)
        self.city: int | None = None       # the city picked (a kind that picks one)
        self.routes: list[int] = []        # the routes picked (on the grid: the lines)
        self.choice: int | None = None     # the answer picked (a kind answered by a choice)
        self.impossible = False            # "it cannot be done" (a kind that may say so)
        self.hints_shown = 0
        self.status = "open"               # "open" | "solved" | "revealed"
        self.verdict = None                # the last Verdict of Check
        self.note = None                   # (css class, lang -> text): how the last click went
        self.step = 0                      # the explanation step shown
        self.choices = (self.handler.choices(puzzle, self.solution, N_CHOICES)
                        if self.pick.target == "choice" else [])
        self._texts: dict = {}

    @property
    def kind(self) -> str:
        return self.puzzle.kind

    @property
    def pick(self) -> Pick:
        """How the learner answers it (its kind's handler says)."""
        return self.handler.pick

    def title(self, lang: str) -> str:
        if not self.puzzle.title:
            return teach.kind_name(self.kind, lang)
        from ..core.i18n import pick
        return pick({"en": self.puzzle.title, **({"de": self.title_de} if self.title_de else {})},
                    lang)

    @property
    def done(self) -> bool:
        return self.status != "open"

    def hints(self, lang: str) -> list:
        key = ("hints", lang)
        if key not in self._texts:
            self._texts[key] = teach.hints(self.puzzle, self.solution, lang)
        return self._texts[key]

    def notes(self, lang: str) -> list:
        key = ("notes", lang)
        if key not in self._texts:
            self._texts[key] = teach.explanation(self.puzzle, self.solution, lang)
        return self._texts[key]

    def answer(self):
        """The learner's answer as ``check_answer`` takes it, or ``...`` when nothing is picked
        yet."""
        pk = self.pick
        if pk.target == "city":
            return ... if self.city is None else self.city
        if pk.target == "choice":
            return ... if self.choice is None else self.choices[self.choice].value
        if self.impossible:
            return None
        return list(self.routes) if self.routes or pk.empty else ...

    @property
    def on_grid(self) -> bool:
        """Is it played on the grid board (a Trans kind: its handler says so)?"""
        return self.handler.board == "grid"

    def picked_spaces(self) -> int:
        """The train spaces of the routes picked (a Trans puzzle: the rails of the lines)."""
        return self.handler.picked_spaces(self.puzzle, self.routes)


# ============================================================================ the desk
class PuzzleDesk:
    """The app's puzzle side: the catalogue, the progress, and the user actions on the puzzle
    being played (``app.puzzle``). Every action is called through the app's ``safe`` (buttons,
    board clicks), so a failure is a visible message. The desk uses only the app's public
    interface: ``app.show_puzzle`` puts a puzzle on its game's page, ``app.play_for(game)``
    gives that page's controller (its puzzle panel), ``app.on_page``/``app.on_game_page`` say
    what is shown, ``app.say*`` and ``app.refresh`` show the outcome."""

    def __init__(self, app):
        self.app = app
        self._entries: list[PuzzleEntry] | None = None
        self.progress = PuzzleProgress()

    # ---------------------------------------------------------------- the catalogue
    @property
    def entries(self) -> list[PuzzleEntry]:
        """The puzzles listed (read once; :meth:`use` replaces them)."""
        if self._entries is None:
            self._entries = catalogue()
        return self._entries

    def use(self, entries) -> None:
        """List these puzzles instead (tests, a teacher's folder)."""
        self._entries = list(entries)

    def entry(self, puzzle_id: str) -> PuzzleEntry | None:
        return next((e for e in self.entries if e.id == puzzle_id), None)

    def grouped(self) -> list[tuple[str, str, list[PuzzleEntry]]]:
        """(kind, game, entries) groups, kinds in the spec's order, games by name."""
        groups: dict = {}
        for e in self.entries:
            groups.setdefault((e.kind, e.game), []).append(e)
        return [(k, g, es) for (k, g), es in sorted(
            groups.items(), key=lambda kv: (kind_order(kv[0][0]), kv[0][1]))]

    def of_the_day(self, date: datetime.date | None = None) -> PuzzleEntry | None:
        """The puzzle of the day, always one of the listed puzzles (so that solving it counts):
        the pack's choice for the date (:func:`ttrwidgets.puzzles.pack.day_entry`, the puzzle
        :func:`~ttrwidgets.puzzles.make.puzzle_of_the_day` gives) when it is listed, else one
        of the listed puzzles chosen by the date. None when none is listed."""
        date = date or datetime.date.today()
        es = self.entries
        if not es:
            return None
        try:
            from ..puzzles.pack import day_entry
            pid = pack_id(day_entry(date))
        except (ImportError, LookupError, OSError, ValueError):
            pid = None
        found = self.entry(pid) if pid is not None else None
        return found or es[date.toordinal() % len(es)]

    def next_after(self, puzzle_id: str | None) -> PuzzleEntry | None:
        """The puzzle after ``puzzle_id`` in the list that is not solved yet (else simply the
        next one); the first unsolved one for a puzzle from elsewhere."""
        es = [e for _, _, group in self.grouped() for e in group]
        if not es:
            return None
        ids = [e.id for e in es]
        i = ids.index(puzzle_id) if puzzle_id in ids else -1
        order = es[i + 1:] + es[:i + 1]
        order = [e for e in order if e.id != puzzle_id] or order
        return next((e for e in order if not self.progress.solved(e.id)), order[0])

    # ---------------------------------------------------------------- progress
    def progress_loaded(self, text: str) -> None:
        """The browser sent the progress it kept (once per page load)."""
        self.progress = PuzzleProgress.from_text(text)
        app = self.app
        if app.on_page("puzzles_page"):
            app.puzzles_page.refresh()
        elif app.puzzle is not None and app.on_game_page():
            self.panel().refresh()

    def save_progress(self) -> None:
        store = self.app.puzzle_store
        if store.ready:                      # never before the browser's copy has been read
            store.value = self.progress.to_text()

    def reset_progress(self) -> None:
        self.progress = PuzzleProgress()
        self.save_progress()
        self.app.say_t("puzzles.reset-done")
        self.app.puzzles_page.refresh()

    # ---------------------------------------------------------------- opening
    def open(self, x) -> None:
        """Play puzzle ``x``: a listed puzzle's id, a :class:`PuzzleEntry` or a
        :class:`Puzzle` (a file loaded from disk)."""
        app = self.app
        if isinstance(x, str):
            entry = self.entry(x)
            if entry is None:
                app.say(lambda lang: t("puzzle.unknown", lang, id=x))
                return
            x = entry
        if isinstance(x, PuzzleEntry):
            puzzle, pid, title_de = x.load(), x.id, x.title_de
        else:
            puzzle, pid, title_de = x, None, ""
        if not playable(puzzle.kind, puzzle.game):
            app.say_error(lambda lang: t("puzzle.not-playable", lang,
                                         kind=teach.kind_name(puzzle.kind, lang),
                                         game=puzzle.game))
            return
        run = PuzzleRun(puzzle, pid, title_de)
        if run.on_grid and run.solution.value is None:
            app.say_error(lambda lang: t("puzzle.no-count", lang))
            return
        app.show_puzzle(run)

    def panel(self) -> "PuzzlePanel":
        """The puzzle panel of the page the puzzle is on (its game's controller says)."""
        run = self.app.puzzle
        if run is not None:
            return self.app.play_for(run.puzzle.game).puzzle_panel()
        return self.app.game_page.puzzle

    def open_next(self) -> None:
        run = self.app.puzzle
        nxt = self.next_after(run.id if run is not None else None)
        if nxt is None:
            self.app.say_t("puzzles.none")
            return
        self.open(nxt)

    def open_of_the_day(self) -> None:
        got = self.of_the_day()
        if got is None:
            self.app.say_t("puzzles.none")
            return
        self.open(got)

    # ---------------------------------------------------------------- answering
    def _run(self) -> PuzzleRun:
        return self.app.puzzle

    def _note(self, cls: str, text: Callable[[str], str] | None) -> None:
        self._run().note = None if text is None else (cls, text)

    def click(self, hit) -> None:
        """A click on the board while a puzzle is open: it selects (never plays a move)."""
        run = self._run()
        p, sol, pk = run.puzzle, run.solution, run.pick
        if run.done:
            self._note("ttr-puzzle-info", lambda lang: t("puzzle.is-done", lang))
        elif hit is None:
            self._note("ttr-puzzle-info", lambda lang: t("click.nothing", lang))
        elif hit.kind != pk.target:      # a choice: nothing on the board is an answer
            self._note("ttr-puzzle-info", lambda lang: t(f"puzzle.click-{pk.target}", lang))
            if run.on_grid:              # the grid puzzle forgets its verdict at any click
                run.verdict = None
        elif not pk.many:
            c = hit.index
            v = check_answer(p, sol, c)      # the judge says whether the city can take one
            if v.key in pk.refuse:
                self._note("ttr-puzzle-bad", lambda lang: teach.verdict_text(p, sol, v, lang))
            else:
                run.city = None if run.city == c else c
                run.verdict = None
                self._note(None, None)
        else:
            r = hit.index
            if r in run.routes:
                run.routes.remove(r)
                self._note(None, None)
            else:
                v = check_answer(p, sol, [r])    # the judge: one the player may pick?
                if v.key in pk.refuse:
                    self._note("ttr-puzzle-bad",
                               lambda lang: teach.verdict_text(p, sol, v, lang))
                else:
                    run.routes.append(r)
                    run.impossible = False
                    self._note(None, None)
            run.verdict = None
        self.app.refresh()

    def choose(self, i: int) -> None:
        """Pick answer ``i`` of a puzzle answered by a choice."""
        run = self._run()
        if run.done:
            self._note("ttr-puzzle-info", lambda lang: t("puzzle.is-done", lang))
        elif 0 <= i < len(run.choices):
            run.choice = None if run.choice == i else i
            run.verdict = None
            self._note(None, None)
        self.panel().refresh()

    def toggle_impossible(self) -> None:
        """Answer "it cannot be done" (or take it back), where the kind may say so."""
        run = self._run()
        if run.done:
            self._note("ttr-puzzle-info", lambda lang: t("puzzle.is-done", lang))
        else:
            run.impossible = not run.impossible
            if run.impossible:
                run.routes = []
            run.verdict = None
            self._note(None, None)
        self.app.refresh()

    def clear(self) -> None:
        """Take back the pick."""
        run = self._run()
        if not run.done:
            run.city, run.routes, run.choice, run.impossible = None, [], None, False
            run.verdict = None
            self._note(None, None)
        self.app.refresh()

    def check(self) -> None:
        """*Check*: the judge's verdict; a right answer is marked solved (in the browser too)
        and explained on the board. A wrong one changes nothing but the words."""
        run = self._run()
        if run.done:
            self._note("ttr-puzzle-info", lambda lang: t("puzzle.is-done", lang))
            self.panel().refresh()
            return
        answer = run.answer()
        if answer is ...:
            self._note("ttr-puzzle-info", lambda lang: t(f"puzzle.pick.{run.kind}", lang))
            self.panel().refresh()
            return
        v = check_answer(run.puzzle, run.solution, answer)
        run.verdict = v
        self._note(None, None)
        if v.ok:
            run.status = "solved"
            run.step = 0
            if run.id is not None:
                self.progress.mark(run.id, run.hints_shown)
                self.save_progress()
        self.app.refresh()

    def hint(self) -> None:
        run = self._run()
        n = len(run.hints(self.app.lang))
        if run.hints_shown >= n:
            self._note("ttr-puzzle-info", lambda lang: t("puzzle.no-more-hints", lang))
        else:
            run.hints_shown += 1
            self._note(None, None)
        self.app.refresh()

    def reveal(self) -> None:
        """*Show the answer*: the explanation, without marking the puzzle solved."""
        run = self._run()
        if run.status == "open":
            run.status = "revealed"
            run.step = 0
        run.verdict = None
        self._note(None, None)
        self.app.refresh()

    def step(self, delta: int) -> None:
        run = self._run()
        n = len(run.notes(self.app.lang))
        run.step = max(0, min(run.step + delta, n - 1))
        self.app.refresh()

    def zoom(self) -> None:
        """Zoom to what the board marks now, or back to the whole board."""
        app = self.app
        if app.board_zoomed():
            app.board.zoom_to(None)
        else:
            run = self._run()
            app.board.zoom_to(run.handler.zoom_cities(run.puzzle, self.highlights()))
        app.refresh()

    # ---------------------------------------------------------------- what the board shows
    def highlights(self):
        """The marks of the explanation step shown, else of the last hint, else None."""
        run = self._run()
        lang = self.app.lang
        if run.done:
            notes = run.notes(lang)
            return notes[min(run.step, len(notes) - 1)].highlights if notes else None
        if run.hints_shown:
            return run.hints(lang)[run.hints_shown - 1].highlights
        return None
