"""Puzzles in the app: the Puzzles page (every puzzle by kind and game, with the learner's
progress), the puzzle panel on the game page, and the desk that runs one puzzle.

A puzzle is played on the game page, like a lesson: the real board, the player's hand and
tickets, the zoom; a Trans puzzle (``fewest_rails``) on the Trans game page, with the grid
board and the player's cities. The board does not play moves while a puzzle is open: a click
*selects* — a city (``best_station``), the routes of a trail (``longest_trail``), the free
routes to claim (``cheapest_completion``), the free lines to lay rails on (``fewest_rails``);
a ``tunnel_odds`` puzzle offers four answers in the panel. What is
right is :func:`~ttrwidgets.puzzles.solve.check_answer`'s decision, and a click the puzzle
cannot take (a city with a station, another player's route) is refused by the same judge; the
words, hints and explanations are :mod:`ttrwidgets.puzzles.teach`'s.

Where the puzzles come from: the package's pack (:mod:`ttrwidgets.puzzles.pack`, when it is
installed) and, for teachers and tests, the puzzle files in the folder named by the environment
variable ``TTR_PUZZLES``; any puzzle file can also be loaded from disk. Progress is kept in the
browser (:class:`~.web.BrowserStore`, key ``ttrwidgets.puzzles``) as JSON::

    {"version": 1, "puzzles": {"europe/best_station/01": {"solved": true, "hints": 1}}}
"""
from __future__ import annotations

import datetime
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import ipywidgets as W

from ..core.registry import game as game_info, games
from ..core.jsonfile import MAX_FILE_BYTES
from ..ttr.preview import closed_routes
from ..core.rulebook import rule_text
from ..puzzles.model import KIND_GAMES, KINDS, Puzzle, load_puzzle, read_puzzle_file
from ..puzzles.solve import check_answer, solve
from ..puzzles import teach, teach_rails
from ..render import BoardView
from ..render.grid import GridView
from ..trans import view as trans_view
from ..trans.missing import line_costs
from ..puzzles.kinds import handler
from .base import Part
from .chips import esc
from .start import app_games, relabel, too_large
from .texts import T, t
from .web import FilePicker

__all__ = ["PuzzleEntry", "PuzzleProgress", "PuzzleRun", "PuzzleDesk", "PuzzlesPage",
           "PuzzlePanel", "catalogue", "dir_entries", "pack_entries", "N_CHOICES"]

#: How many answers a tunnel_odds puzzle offers.
N_CHOICES = 4
#: The kinds the app poses: all of the spec's (every kind the families publish).
PLAYABLE = KINDS
#: Environment variable: a folder of puzzle files the Puzzles page lists too.
ENV_DIR = "TTR_PUZZLES"


# ============================================================================ the catalogue
@dataclass(frozen=True)
class PuzzleEntry:
    """One puzzle the Puzzles page lists: its id (the progress key), kind, game, title (and
    its German title, where the pack has one), rating, and how to load it."""

    id: str
    kind: str
    game: str
    title: str
    load: Callable[[], Puzzle]
    title_de: str = ""
    rating: str = ""

    def title_in(self, lang: str) -> str:
        return self.title_de if lang == "de" and self.title_de else self.title


def _field(x, name, default=None):
    if isinstance(x, dict):
        return x.get(name, default)
    return getattr(x, name, default)


def pack_entries() -> list[PuzzleEntry]:
    """The package's puzzle pack (:func:`ttrwidgets.puzzles.pack.pack_entries`); empty while no
    pack is installed."""
    try:
        from ..puzzles import pack
    except ImportError:
        return []
    out = []
    for e in pack.pack_entries():
        pid = _pack_id(e)
        if pid is None:
            continue
        out.append(PuzzleEntry(
            id=pid, kind=str(_field(e, "kind", "")), game=str(_field(e, "game", "")),
            title=str(_field(e, "title", "") or pid), title_de=str(_field(e, "title_de", "")),
            rating=str(_field(e, "rating", "") or ""),
            load=lambda e=e, pid=pid: _as_puzzle(pack.load_pack_puzzle(e), pid)))
    return out


def _pack_id(e) -> str | None:
    """A pack entry's id: its file without ``.json`` (``europe/best_station/01``)."""
    pid = _field(e, "id") or _field(e, "file")
    if pid is None:
        return None
    pid = str(pid)
    return pid[:-5] if pid.endswith(".json") else pid


def _as_puzzle(x, source: str) -> Puzzle:
    """What a pack hands back, as a :class:`Puzzle` (a Puzzle, or a puzzle's JSON)."""
    return x if isinstance(x, Puzzle) else load_puzzle(x, source)


def dir_entries(folder) -> list[PuzzleEntry]:
    """The puzzle files under ``folder`` (``*.json`` but ``expected.json``), each listed by
    the kind, game and title its JSON names; the id is its path under the folder."""
    root = Path(folder)
    out = []
    for path in sorted(root.rglob("*.json")):
        if path.name == "expected.json":
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict) or data.get("kind") not in KINDS:
            continue
        rel = path.relative_to(root).with_suffix("").as_posix()
        out.append(PuzzleEntry(id=rel, kind=data["kind"], game=str(data.get("game", "")),
                               title=str(data.get("title") or rel),
                               load=lambda path=path: read_puzzle_file(path)))
    return out


def catalogue() -> list[PuzzleEntry]:
    """Every puzzle the Puzzles page lists: the pack's, then those of ``$TTR_PUZZLES`` (of the
    kinds the app plays, :data:`PLAYABLE`)."""
    out = pack_entries()
    folder = os.environ.get(ENV_DIR)
    if folder and Path(folder).is_dir():
        seen = {e.id for e in out}
        out += [e for e in dir_entries(folder) if e.id not in seen]
    return [e for e in out if playable(e.kind, e.game)]


def playable(kind: str, game: str) -> bool:
    """Does the app pose puzzles of ``kind`` about ``game`` (a game of that kind in the spec,
    and one the start page offers)?"""
    return (kind in PLAYABLE and game in KIND_GAMES.get(kind, ())
            and game in {g.id for g in app_games()})


def _kind_order(kind: str) -> int:
    return KINDS.index(kind) if kind in KINDS else len(KINDS)


# ============================================================================ progress
class PuzzleProgress:
    """Which puzzles the learner has solved (and with how many hints), kept as JSON text.

    >>> p = PuzzleProgress()
    >>> p.mark("bs-03", hints=2)
    >>> p.solved("bs-03"), p.hints("bs-03"), p.solved("lt-05")
    (True, 2, False)
    >>> PuzzleProgress.from_text(p.to_text()).solved("bs-03")
    True
    >>> PuzzleProgress.from_text("[1, 2]").puzzles
    {}
    """

    def __init__(self, puzzles: dict | None = None):
        self.puzzles: dict[str, dict] = puzzles or {}

    @classmethod
    def from_text(cls, text: str) -> "PuzzleProgress":
        """What the browser kept; anything unreadable counts as no progress."""
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            return cls()
        items = data.get("puzzles") if isinstance(data, dict) else None
        out = {}
        if isinstance(items, dict):
            for k, v in items.items():
                if isinstance(k, str) and isinstance(v, dict) and v.get("solved") is True:
                    h = v.get("hints", 0)
                    h = h if isinstance(h, int) and not isinstance(h, bool) and 0 <= h <= 9 else 0
                    out[k] = {"solved": True, "hints": h}
        return cls(out)

    def to_text(self) -> str:
        return json.dumps({"version": 1, "puzzles": self.puzzles}, sort_keys=True)

    def mark(self, puzzle_id: str, hints: int = 0) -> None:
        old = self.puzzles.get(puzzle_id)
        best = hints if old is None else min(old["hints"], hints)
        self.puzzles[puzzle_id] = {"solved": True, "hints": best}

    def solved(self, puzzle_id: str) -> bool:
        return puzzle_id in self.puzzles

    def hints(self, puzzle_id: str) -> int:
        return self.puzzles.get(puzzle_id, {}).get("hints", 0)


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
        self.city: int | None = None       # best_station: the city picked
        self.routes: list[int] = []        # the routes picked (fewest_rails: the lines)
        self.choice: int | None = None     # tunnel_odds: the answer picked
        self.impossible = False            # cheapest_completion: "it cannot be done"
        self.hints_shown = 0
        self.status = "open"               # "open" | "solved" | "revealed"
        self.verdict = None                # the last Verdict of Check
        self.note = None                   # (css class, lang -> text): how the last click went
        self.step = 0                      # the explanation step shown
        self.choices = (teach.odds_choices(puzzle, self.solution, N_CHOICES)
                        if puzzle.kind == "tunnel_odds" else [])
        self._texts: dict = {}

    @property
    def kind(self) -> str:
        return self.puzzle.kind

    def title(self, lang: str) -> str:
        if lang == "de" and self.title_de:
            return self.title_de
        return self.puzzle.title or teach.kind_name(self.kind, lang)

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
        k = self.kind
        if k == "best_station":
            return ... if self.city is None else self.city
        if k == "longest_trail":
            return list(self.routes) if self.routes else ...
        if k == "tunnel_odds":
            return ... if self.choice is None else self.choices[self.choice].value
        if k == "cheapest_completion":
            return None if self.impossible else list(self.routes)
        if self.on_grid:
            return list(self.routes)   # none picked: "nothing is missing", an answer too
        return ...  # pragma: no cover

    @property
    def on_grid(self) -> bool:
        """Is it played on the grid board (a Trans kind: its handler says so)?"""
        h = handler(self.kind)
        return h is not None and h.board == "grid"

    def picked_spaces(self) -> int:
        """The train spaces of the routes picked (a Trans puzzle: the rails of the lines)."""
        p = self.puzzle
        if self.on_grid:
            costs = line_costs(p.map, p.state.special)
            return sum(costs[x] for x in self.routes)
        return sum(p.map.routes[r].length for r in self.routes)


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
            groups.items(), key=lambda kv: (_kind_order(kv[0][0]), kv[0][1]))]

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
            pid = _pack_id(day_entry(date))
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
        if app.on_page(app.puzzles_page):
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
        p, sol = run.puzzle, run.solution
        m = p.map
        if run.done:
            self._note("ttr-puzzle-info", lambda lang: t("puzzle.is-done", lang))
        elif hit is None:
            self._note("ttr-puzzle-info", lambda lang: t("click.nothing", lang))
        elif p.kind == "best_station":
            if hit.kind != "city":
                self._note("ttr-puzzle-info", lambda lang: t("puzzle.click-city", lang))
            else:
                c = hit.index
                v = check_answer(p, sol, c)      # the judge says whether the city can take one
                if v.key in ("station.taken", "station.none"):
                    self._note("ttr-puzzle-bad",
                               lambda lang: teach.verdict_text(p, sol, v, lang))
                else:
                    run.city = None if run.city == c else c
                    run.verdict = None
                    self._note(None, None)
        elif run.on_grid:
            if hit.kind != "line":
                self._note("ttr-puzzle-info", lambda lang: t("puzzle.click-line", lang))
            elif hit.index in run.routes:
                run.routes.remove(hit.index)
                self._note(None, None)
            else:
                v = check_answer(p, sol, [hit.index])   # the judge: a free line of the board?
                if v.key in ("rails.taken", "rails.unknown"):
                    self._note("ttr-puzzle-bad",
                               lambda lang: teach.verdict_text(p, sol, v, lang))
                else:
                    run.routes.append(hit.index)
                    self._note(None, None)
            run.verdict = None
        elif p.kind in ("longest_trail", "cheapest_completion"):
            if hit.kind != "route":
                self._note("ttr-puzzle-info", lambda lang: t("puzzle.click-route", lang))
            else:
                r = hit.index
                if r in run.routes:
                    run.routes.remove(r)
                    self._note(None, None)
                else:
                    v = check_answer(p, sol, [r])
                    if v.key in ("trail.not-own", "completion.unusable"):
                        self._note("ttr-puzzle-bad",
                                   lambda lang: teach.verdict_text(p, sol, v, lang))
                    else:
                        run.routes.append(r)
                        run.impossible = False
                        self._note(None, None)
                run.verdict = None
        else:
            self._note("ttr-puzzle-info", lambda lang: t("puzzle.click-choice", lang))
        self.app.refresh()

    def choose(self, i: int) -> None:
        """Pick answer ``i`` of a tunnel_odds puzzle."""
        run = self._run()
        if run.done:
            self._note("ttr-puzzle-info", lambda lang: t("puzzle.is-done", lang))
        elif 0 <= i < len(run.choices):
            run.choice = None if run.choice == i else i
            run.verdict = None
            self._note(None, None)
        self.panel().refresh()

    def toggle_impossible(self) -> None:
        """cheapest_completion: answer "it cannot be done" (or take it back)."""
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
            hl = self.highlights()
            cities = hl.all_cities(app.state.map) if hl is not None else ()
            app.board.zoom_to(cities or self.focus())
        app.refresh()

    def grid_view(self) -> GridView:
        """The grid board while a Trans puzzle is open: the position as the player sees it
        (their cities ringed), the lines picked (laid in the player's colour, translucent);
        once solved or revealed the explanation step's marks, while open the last hint's: the
        tree dashed over amber with its count, outlined lines, ringed crossings."""
        app = self.app
        run = self._run()
        p = run.puzzle
        hl = self.highlights()
        over: dict = {}
        if run.routes and not run.done:
            over.update(preview_lines=tuple(run.routes), preview_seat=p.player, preview_ok=True)
        if hl is not None:
            if hl.routes:
                costs = line_costs(p.map, p.state.special)
                n = sum(costs[x] for x in hl.routes)
                over.update(hint_lines=tuple(hl.routes),
                            hint_text=teach_rails.rails_words(n, app.lang))
            over["highlight_lines"] = tuple(hl.alt_routes)
            over["highlight_nodes"] = tuple(hl.cities) + tuple(hl.alt_cities)
        v = trans_view(p.state, p.player)
        return GridView.from_view(app.grid.geometry, v, **over, **app.topbar.board_options())

    def focus(self) -> tuple:
        """The cities a puzzle is about (zoom when nothing is marked yet)."""
        run = self._run()
        p, m = run.puzzle, run.puzzle.map
        if p.kind == "tunnel_odds":
            rt = m.routes[p.route]
            return (rt.a, rt.b)
        if p.kind == "cheapest_completion":
            return tuple(c for pair in p.tickets for c in pair)
        mine = [r for r, o in enumerate(p.state.owners) if o == p.player]
        return tuple(sorted({c for r in mine for c in (m.routes[r].a, m.routes[r].b)}))

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

    def board_view(self) -> BoardView:
        """The board while a puzzle is open: the position, the learner's pick (the city, the
        trail, the routes to claim), the tunnel, the tickets in question; once solved or
        revealed, the explanation step's marks; while open, the last hint's."""
        app = self.app
        run = self._run()
        p = run.puzzle
        s = app.state
        m = s.map
        hl = self.highlights()
        kw: dict = {}
        tickets = list(hl.tickets) if hl is not None else []
        if p.kind == "cheapest_completion" and not tickets:
            tickets = list(teach._pair_marks(p.tickets))
        sel = app.selection
        if sel and sel[0] == "ticket":
            tk = m.tickets[sel[1][1]]
            tickets.append((tk.a, tk.b, str(tk.points)))
        if run.done:
            kw["trail"] = tuple(hl.trail) if hl is not None else ()
            kw["trail_seat"] = p.player
        elif p.kind == "longest_trail":
            kw["trail"] = tuple(run.routes)
            kw["trail_seat"] = p.player
        elif p.kind == "cheapest_completion":
            kw["trail"] = tuple(run.routes)          # the routes picked, drawn as a path
        if p.kind == "best_station" and run.city is not None:
            kw["selected_city"] = run.city
        if p.kind == "tunnel_odds":
            kw["selected_route"] = p.route
        return BoardView.from_owners(
            s.owners, [pl.stations for pl in s.players],
            highlight_routes=tuple(hl.routes) if hl is not None else (),
            highlight_cities=tuple(hl.cities) if hl is not None else (),
            hint_routes=tuple(hl.alt_routes) if hl is not None else (),
            hint_cities=tuple(hl.alt_cities) if hl is not None else (),
            dim_routes=closed_routes(s), tickets=tickets, **kw,
            **app.topbar.board_options())


# ============================================================================ the page
class PuzzlesPage(Part):
    """The Puzzles page (``box``): the puzzle of the day, every puzzle listed by kind and game
    with a ✓ where solved (each a link: a click opens it), narrowed to one game or one kind if
    the learner likes, loading a puzzle file, forgetting the progress."""

    def __init__(self, app):
        super().__init__(app)
        self.head = W.HTML()
        self.b_today = self.button("ttr-puzzle-today", app.puzzle_of_the_day,
                                   button_style="success", icon="calendar")
        # which puzzles the list shows: a game, a kind ("" = all)
        self.w_game = W.Dropdown(options=[("", "")], value="",
                                 layout=W.Layout(width="auto", max_width="100%",
                                                 margin="2px 0 2px 12px"))
        self.w_game.add_class("ttr-puzzle-filter-game")
        self.w_kind = W.Dropdown(options=[("", "")], value="",
                                 layout=W.Layout(width="auto", max_width="100%",
                                                 margin="2px 0 2px 12px"))
        self.w_kind.add_class("ttr-puzzle-filter-kind")
        self.watch(self.w_game, lambda _c: self.refresh())
        self.watch(self.w_kind, lambda _c: self.refresh())
        self.filters = W.HBox([self.w_game, self.w_kind], layout=W.Layout(flex_flow="row wrap"))
        self.lists = W.HTML()
        self.lists.add_class("ttr-puzzle-list")
        self.load_label = W.HTML()
        self.w_upload = FilePicker(accept=".json", max_bytes=MAX_FILE_BYTES)
        self.w_upload.add_class("ttr-puzzle-upload")
        self.w_upload.on_file(app.safe(app.load_file))
        self.w_upload.on_too_large(app.safe(
            lambda name, size: app.say_error(too_large(name, size))))
        self.w_upload.on_error(app.safe(app.raise_error))
        self.b_reset = self.button("ttr-puzzles-reset", app.reset_puzzle_progress,
                                   button_style="warning", icon="trash")
        self.b_start = self.button("ttr-puzzles-home", app.show_start, icon="home")
        self.box = W.VBox([self.head, app.message, W.HBox([self.b_today, self.filters],
                                                          layout=W.Layout(flex_flow="row wrap")),
                           self.lists, self.load_label,
                           self.w_upload, W.HBox([self.b_reset, self.b_start])],
                          layout=W.Layout(width="980px", max_width="100%", padding="0 8px"))
        self.box.add_class("ttr-puzzles-page")

    def refresh(self) -> None:
        app, lang = self.app, self.app.lang
        desk = app.puzzles
        prog = desk.progress
        self.head.value = (f"<h2>{esc(t('puzzles.title', lang))}</h2>"
                           f"<p>{esc(t('puzzles.intro', lang))}</p>")
        self.b_today.description = t("puzzles.today", lang)
        groups = desk.grouped()
        self.b_today.disabled = not groups
        games = list(dict.fromkeys(g for _, g, _ in groups))
        kinds = list(dict.fromkeys(k for k, _, _ in groups))
        relabel(self.w_game, [(t("puzzles.all-games", lang), "")]
                + [(_game_name(g, lang), g) for g in games], "")
        relabel(self.w_kind, [(t("puzzles.all-kinds", lang), "")]
                + [(teach.kind_name(k, lang), k) for k in kinds], "")
        self.filters.layout.display = "" if len(groups) > 1 else "none"
        shown = [(k, g, es) for k, g, es in groups
                 if self.w_game.value in ("", g) and self.w_kind.value in ("", k)]
        parts = []
        for kind, game, entries in shown:
            done = sum(prog.solved(e.id) for e in entries)
            gname = _game_name(game, lang)
            head = t("puzzles.group", lang, kind=teach.kind_name(kind, lang), game=gname,
                     done=done, n=len(entries))
            parts.append(f"<h3>{esc(head)}</h3>")
            items = []
            for i, e in enumerate(entries):
                solved = prog.solved(e.id)
                mark = "✓ " if solved else ""
                cls = "ttr-puzzle-item ttr-puzzle-solved" if solved else "ttr-puzzle-item"
                rating = f"{t('puzzles.rating.' + e.rating, lang)} · " \
                    if f"puzzles.rating.{e.rating}" in T else ""
                label = f"{mark}{i + 1}. {rating}{e.title_in(lang)}"
                items.append(f'<li><a href="#" class="{cls}" data-ttr-link="puzzle:{esc(e.id)}"'
                             f' data-ttr-puzzle="{esc(e.id)}">{esc(label)}</a></li>')
            parts.append(f"<ul class=\"ttr-puzzle-group\">{''.join(items)}</ul>")
        if not groups:
            parts.append(f"<p><i>{esc(t('puzzles.empty', lang))}</i></p>")
        elif not shown:
            parts.append(f"<p><i>{esc(t('puzzles.none-shown', lang))}</i></p>")
        self.lists.value = "".join(parts)
        self.load_label.value = f"<h3>{esc(t('puzzles.load', lang))}</h3>"
        self.w_upload.label = t("start.upload", lang)
        self.w_upload.locale = lang
        self.w_upload.too_large_text = t("upload.too-large", lang, name="{name}", size="{size}",
                                         limit="{limit}")
        self.b_reset.description = t("learn.reset", lang)
        self.b_start.description = t("learn.back-to-start", lang)


def _game_name(game: str, lang: str) -> str:
    try:
        info = game_info(game)
    except KeyError:
        return game
    return info.name.get(lang, info.name["en"])


# ============================================================================ the panel
class PuzzlePanel(Part):
    """The puzzle's panel on the game page (``box``): the kind and title, the question, the
    pick so far (or the four answers of a tunnel), how the last try went, the hint, and — once
    solved or revealed — the explanation, one step at a time; Check, Hint, Show the answer,
    Next puzzle, the list."""

    def __init__(self, app):
        super().__init__(app)
        desk = app.puzzles
        auto = lambda: W.Layout(width="auto", flex="0 0 auto")  # noqa: E731
        self.head = W.HTML()
        self.head.add_class("ttr-puzzle-head")
        self.question = W.HTML()
        self.question.add_class("ttr-puzzle-question")
        self.pick = W.HTML()
        self.pick.add_class("ttr-puzzle-pick")
        self.choices = []
        for i in range(N_CHOICES):
            b = self.button("ttr-puzzle-choice", lambda i=i: desk.choose(i),
                            layout=W.Layout(width="auto", min_width="3em"))
            b.add_class(f"ttr-puzzle-choice-{i}")
            self.choices.append(b)
        self.b_impossible = self.button("ttr-puzzle-impossible", desk.toggle_impossible,
                                        layout=auto())
        self.choice_box = W.HBox(self.choices + [self.b_impossible],
                                 layout=W.Layout(flex_flow="row wrap"))
        self.feedback = W.HTML()
        self.feedback.add_class("ttr-puzzle-feedback")
        self.b_check = self.button("ttr-puzzle-check", desk.check, button_style="success",
                                   layout=auto())
        self.b_hint = self.button("ttr-puzzle-hint", desk.hint, button_style="info",
                                  layout=auto())
        self.b_reveal = self.button("ttr-puzzle-reveal", desk.reveal, layout=auto())
        self.b_clear = self.button("ttr-puzzle-clear", desk.clear, layout=auto())
        self.actions = W.HBox([self.b_check, self.b_hint, self.b_reveal, self.b_clear],
                              layout=W.Layout(flex_flow="row wrap"))
        self.ex_text = W.HTML()
        self.ex_text.add_class("ttr-puzzle-explain-text")
        self.b_ex_back = self.button("ttr-puzzle-explain-back", lambda: desk.step(-1),
                                     layout=auto())
        self.b_ex_next = self.button("ttr-puzzle-explain-next", lambda: desk.step(+1),
                                     layout=auto())
        self.ex_count = W.HTML(layout=W.Layout(flex="0 0 auto"))
        self.explain = W.VBox([W.HBox([self.b_ex_back, self.ex_count, self.b_ex_next],
                                      layout=W.Layout(align_items="center")), self.ex_text])
        self.explain.add_class("ttr-puzzle-explain")
        self.b_next = self.button("ttr-puzzle-next", desk.open_next, layout=auto())
        self.b_list = self.button("ttr-puzzle-list", app.show_puzzles, layout=auto())
        self.b_zoom = self.button("ttr-puzzle-zoom", desk.zoom, layout=auto())
        self.more = W.HBox([self.b_next, self.b_list, self.b_zoom],
                           layout=W.Layout(flex_flow="row wrap"))
        self.box = W.VBox([self.head, self.question, self.pick, self.choice_box, self.feedback,
                           self.actions, self.explain, self.more])
        self.box.add_class("ttr-puzzle")
        self.box.layout.display = "none"

    def refresh(self) -> None:
        app, lang = self.app, self.app.lang
        run = app.puzzle
        if run is None:
            self.box.layout.display = "none"
            return
        self.box.layout.display = ""
        p, sol = run.puzzle, run.solution
        m = p.map
        solved = run.id is not None and app.puzzles.progress.solved(run.id)
        title = run.title(lang)
        heading = t("puzzle.heading", lang, kind=teach.kind_name(p.kind, lang))
        self.head.value = (f"<b>{esc(heading)}"
                           f"</b>{' ✓' if solved else ''} · {esc(title)}")
        self.question.value = (f'<p class="ttr-puzzle-q">{esc(teach.question(p, lang))} '
                               f'<i>{esc(t(f"puzzle.how.{p.kind}", lang))}</i></p>')
        # the pick so far
        if p.kind == "best_station":
            pick = (t("puzzle.pick-city", lang, city=m.cities[run.city].display_name)
                    if run.city is not None else t("puzzle.pick-none", lang))
        elif p.kind == "longest_trail":
            pick = t("puzzle.pick-trail", lang, n=len(run.routes), spaces=run.picked_spaces())
        elif p.kind == "cheapest_completion":
            pick = (t("puzzle.pick-impossible", lang) if run.impossible else
                    t("puzzle.pick-routes", lang, n=len(run.routes), spaces=run.picked_spaces()))
        elif run.on_grid:
            pick = t("puzzle.pick-rails", lang, n=len(run.routes), rails=run.picked_spaces())
        else:
            pick = (t("puzzle.pick-choice", lang, choice=run.choices[run.choice].text(lang))
                    if run.choice is not None else t("puzzle.pick-none", lang))
        self.pick.value = f"<b>{esc(t('puzzle.your-answer', lang))}</b> {esc(pick)}"
        # the tunnel's answers; "it cannot be done" for a completion
        for i, b in enumerate(self.choices):
            if i >= len(run.choices):
                b.layout.display = "none"
                continue
            b.layout.display = ""
            c = run.choices[i]
            right = run.done and c.value == sol.value
            b.description = ("✓ " if right else "") + c.text(lang)
            b.button_style = "success" if right else ("info" if run.choice == i else "")
            b.disabled = run.done
        self.b_impossible.layout.display = "" if p.kind == "cheapest_completion" else "none"
        self.b_impossible.description = t("puzzle.impossible", lang)
        self.b_impossible.button_style = "info" if run.impossible else ""
        self.b_impossible.disabled = run.done
        self.choice_box.layout.display = "" if (run.choices or p.kind == "cheapest_completion") \
            else "none"
        # how the last try went; the hint shown
        lines = []
        if run.verdict is not None:
            cls = "ttr-puzzle-ok" if run.verdict.ok else "ttr-puzzle-bad"
            lines.append(f'<div class="{cls}">'
                         f"{esc(teach.verdict_text(p, sol, run.verdict, lang))}</div>")
        if run.note is not None:
            lines.append(f'<div class="{run.note[0]}">{esc(run.note[1](lang))}</div>')
        if run.status == "revealed":
            lines.append(f'<div class="ttr-puzzle-info">{esc(t("puzzle.revealed", lang))}</div>')
        hs = run.hints(lang)
        if run.hints_shown and not run.done:
            h = hs[run.hints_shown - 1]
            lines.append(f'<div class="ttr-puzzle-hint-text">'
                         f"<b>{esc(t('puzzle.hint-n', lang, k=run.hints_shown, n=len(hs)))}</b> "
                         f"{esc(h.text)}</div>")
        self.feedback.value = "".join(lines)
        self.feedback.layout.display = "" if lines else "none"
        # the buttons
        self.b_check.description = t("puzzle.check", lang)
        self.b_check.disabled = run.done
        nxt = min(run.hints_shown + 1, len(hs))
        self.b_hint.description = (t("puzzle.hint", lang, k=nxt, n=len(hs))
                                   if run.hints_shown < len(hs) else t("puzzle.hints-used", lang))
        self.b_hint.disabled = run.done or run.hints_shown >= len(hs)
        self.b_reveal.description = t("puzzle.reveal", lang)
        self.b_reveal.disabled = run.done
        self.b_clear.description = t("puzzle.clear", lang)
        self.b_clear.disabled = run.done
        self.actions.layout.display = "none" if run.done else ""
        # the explanation
        if run.done:
            notes = run.notes(lang)
            k = min(run.step, len(notes) - 1)
            self.explain.layout.display = ""
            self.b_ex_back.description = t("back", lang)
            self.b_ex_next.description = t("next", lang)
            self.b_ex_back.disabled = k <= 0
            self.b_ex_next.disabled = k >= len(notes) - 1
            self.ex_count.value = esc(t("puzzle.why", lang, k=k + 1, n=len(notes)))
            if notes:
                n = notes[k]
                self.ex_text.value = (f"{_rule_tag(n.rule, p.game, lang)} {esc(n.text)}"
                                      + self._lesson_link(n.rule, lang))
        else:
            self.explain.layout.display = "none"
        self.b_next.description = t("puzzle.next", lang)
        self.b_next.disabled = not app.puzzles.entries
        self.b_list.description = t("puzzle.list", lang)
        self.b_zoom.description = t("lesson.whole-board" if app.board_zoomed() else
                                    "lesson.zoom", lang)
        self.b_zoom.layout.display = "none" if run.on_grid else ""   # the grid has no zoom


    def _lesson_link(self, rule_id: str, lang: str) -> str:
        """A link to the lesson that teaches the step's rule, where one does (the app's
        LinkListener opens it)."""
        found = self.app.lesson_for_rule(rule_id)
        if found is None:
            return ""
        from ..lessons import lesson as find_lesson
        title = find_lesson(found[0]).text("title", lang)
        return (f' <a href="#" class="ttr-rule-link" data-ttr-link="rule:{esc(rule_id)}">'
                f"{esc(t('lesson.learn-rule', lang, title=title))}</a>")


def _rule_tag(rule_id: str, game: str, lang: str) -> str:
    """``[rule.id]`` with the rule's statement (of the puzzle's game) as its tooltip."""
    title = ""
    for g in dict.fromkeys((game, games()[0].id)):   # else the first game's (shared rules)
        try:
            title = rule_text(rule_id, lang, g)
            break
        except (KeyError, ValueError):
            continue
    return f'<span class="ttr-rule" title="{esc(title)}">[{esc(rule_id)}]</span>'
