"""Puzzles in the app, the pages: the Puzzles page (every puzzle by kind and game, with the
learner's progress) and the puzzle panel on the game page. The desk that runs one puzzle is
:mod:`.puzzle_desk`, the catalogue and the progress :mod:`.puzzle_list`.

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

import ipywidgets as W

from ..core.jsonfile import MAX_FILE_BYTES
from ..core.registry import game as game_info, games
from ..core.rulebook import rule_text
from ..puzzles import teach
from .base import Part
from .chips import esc
from .puzzle_desk import N_CHOICES, PuzzleDesk, PuzzleRun
from .puzzle_list import (ENV_DIR, PLAYABLE, PuzzleEntry, PuzzleProgress, catalogue,
                          dir_entries, pack_entries, playable)
from .start import relabel, too_large
from .texts import T, t
from .web import FilePicker

__all__ = ["PuzzleEntry", "PuzzleProgress", "PuzzleRun", "PuzzleDesk", "PuzzlesPage",
           "PuzzlePanel", "catalogue", "dir_entries", "pack_entries", "N_CHOICES"]

# the catalogue and the progress are .puzzle_list's, one puzzle and the desk .puzzle_desk's;
# they are named here too, where the app and the tests have always found them
_REEXPORTED = (ENV_DIR, PLAYABLE, playable)


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
        pk = run.pick
        if pk.target == "city":
            pick = (t(pk.words, lang, city=m.cities[run.city].display_name)
                    if run.city is not None else t("puzzle.pick-none", lang))
        elif pk.target == "choice":
            pick = (t(pk.words, lang, choice=run.choices[run.choice].text(lang))
                    if run.choice is not None else t("puzzle.pick-none", lang))
        elif run.impossible:
            pick = t("puzzle.pick-impossible", lang)
        else:
            n, spaces = len(run.routes), run.picked_spaces()
            pick = t(pk.words, lang, n=n, spaces=spaces, rails=spaces)
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
        self.b_impossible.layout.display = "" if pk.impossible else "none"
        self.b_impossible.description = t("puzzle.impossible", lang)
        self.b_impossible.button_style = "info" if run.impossible else ""
        self.b_impossible.disabled = run.done
        self.choice_box.layout.display = "" if (run.choices or pk.impossible) else "none"
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

