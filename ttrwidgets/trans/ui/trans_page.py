"""The game page of Trans Europa / Trans America: the grid board beside a side column.

The side column, in the order a player needs it: whose turn, the message, the panel (the preview
of a rail or a start marker with *Confirm*, the special card's secret choice of a city card,
*End turn*, or at a round's end its scoring with *Next round*), the rails of this turn and in the
supply, the "fewest rails still needed" hint, the seat's own cities, the explanation of the last
move step by step (with rule ids), the special card in force, the prestige table and the moves.

A thin shell like the rest of :mod:`ttrwidgets.widgets`: what may be done is the engine's
(``trans.preview``, ``trans.legal_actions``), what a seat may see is ``trans.view(state, seat)``,
the missing rails and their tree are ``trans.game.missing_tree`` (the round summary draws the
same exact Steiner tree the engine scored, :func:`ttrwidgets.trans.missing.missing_rails`).
The app's Trans controller (:class:`~ttrwidgets.trans.ui.trans_app.TransController`,
``app.play``) holds the user actions and the Trans view state.
"""
from __future__ import annotations

import ipywidgets as W

from ... import trans
from ..render import (TRANS_CITY_FILLS, GridView, trans_city_fill, trans_city_letter,
                      trans_city_text)
from ..board import COLOURS
from ..game import GOAL, RAILS, allowance, network
from ..messages import colour_name, render_step
from ..missing import components, line_costs, missing_rails
from ..specials import card, prestige_for
from ...widgets.base import Part, set_children
from ...widgets.chips import esc, rule_tag, seat_chip
from ...widgets.learn import LessonPanel
from ...widgets.learn import show_learn
from ...widgets.puzzles import PuzzlePanel
from .puzzle_view import puzzle_grid_view
from ...core import i18n
from ...widgets.texts import t

__all__ = ["TransPage", "point_name", "point_args", "line_name", "city_chip", "table_text", "seat_label"]


def point_name(board, node: int, lang: str = "en", case: str = "nom") -> str:
    """An intersection in words: its city's name, else where it lies ("the point just east of
    Berlin"); never its coordinates (none are drawn)."""
    return trans.point_name(board, node, lang, case)


def point_args(board, name: str, node: int, lang: str) -> dict:
    """``{name}``, ``{name}_acc``, ``{name}_dat``: a point in the cases a sentence may need."""
    out = {f"{name}_{case}": point_name(board, node, lang, case) for case in ("nom", "acc", "dat")}
    out[name] = out[f"{name}_nom"]
    return out


def line_name(board, line: int, lang: str = "en") -> str:
    ln = board.lines[line]
    a, b = point_name(board, ln.a, lang), point_name(board, ln.b, lang)
    return f"{a}–{b}" if board.city_at(ln.a) is not None and board.city_at(ln.b) is not None \
        else f"{a} – {b}"


def city_chip(board, c: int, lang: str, mark: str = "") -> str:
    """A city card: a chip in its colour with its letter, and its name."""
    city = board.cities[c]
    fill, text = trans_city_fill(city.colour), trans_city_text(city.colour)
    return (f'<span class="ttr-city-card"><span class="ttr-chip" style="background:{fill};'
            f'color:{text}" title="{esc(colour_name(city.colour, lang))}">'
            f'{esc(trans_city_letter(city.colour))}</span>{esc(city.name)}{mark}</span>')


def seat_label(app, seat: int, lang: str) -> str:
    name = trans.seat_name(seat, lang)
    name = name[0].upper() + name[1:]
    kinds = app.session.kinds
    if kinds[seat] != "human":
        return name + t("trans.bot", lang)
    if app.viewer() == seat:
        return name + t("trans.you", lang)
    return name


def table_text(special, lang: str) -> str:
    """The prestige table in force (``trans.score-round``; cards 1 and 2 change it)."""
    parts = [t("trans.summary.table-done", lang)]
    runs = []
    for m in range(1, 9):
        p = prestige_for(special, False, m)
        if runs and runs[-1][2] == p:
            runs[-1][1] = m
        else:
            runs.append([m, m, p])
    for i, (a, b, p) in enumerate(runs):
        last = i == len(runs) - 1
        missing = f"{a}+" if last else (str(a) if a == b else f"{a}–{b}")
        parts.append(t("trans.summary.table-row", lang, missing=missing, points=p))
    return " · ".join(parts)


def names_text(seats, lang: str) -> str:
    names = [trans.seat_name(s, lang) for s in seats]
    return i18n.join([n[0].upper() + n[1:] for n in names], lang)


class TransPage(Part):
    """The Trans game page (``box``): the grid board (in ``board_box``) and the side column."""

    def __init__(self, app):
        super().__init__(app)
        self.status = W.HTML()
        self.status.add_class("ttr-status")
        # ---- the panel: a preview, a choice, End turn, or the round's scoring
        self.panel_text = W.HTML()
        self.panel_text.add_class("ttr-panel-text")
        self.city_box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.city_box.add_class("ttr-city-choice")
        self.b_confirm = self.button("ttr-confirm", app.confirm, button_style="success")
        self.b_cancel = self.button("ttr-cancel", app.cancel)
        self.b_end = self.button("ttr-end-turn", lambda: app.play.end_turn(),
                                 button_style="warning")
        self.b_prev = self.button("ttr-summary-prev", lambda: app.play.summary_step(-1))
        self.b_next_seat = self.button("ttr-summary-next", lambda: app.play.summary_step(+1))
        self.b_round = self.button("ttr-next-round", lambda: app.play.next_round(),
                                   button_style="primary")
        self.b_new = self.button("ttr-new-game", app.show_start, icon="plus")
        for b in (self.b_confirm, self.b_cancel, self.b_end, self.b_prev, self.b_next_seat,
                  self.b_round, self.b_new):
            b.layout = W.Layout(width="auto", max_width="100%")
        self.buttons = W.HBox([self.b_confirm, self.b_cancel, self.b_end, self.b_prev,
                               self.b_next_seat, self.b_round, self.b_new],
                              layout=W.Layout(flex_flow="row wrap"))
        self.panel = W.VBox([self.panel_text, self.city_box, self.buttons])
        self.panel.add_class("ttr-panel")
        self.panel.add_class("ttr-trans-panel")
        self._city_names: tuple = ()
        # ---- rails, hint, cities, explanation, special card, players, moves
        self.rails = W.HTML()
        self.rails.add_class("ttr-rails")
        self.w_hint = W.Checkbox(value=False, indent=False, layout=W.Layout(width="auto"))
        self.w_hint.add_class("ttr-missing-hint")
        self.watch(self.w_hint, lambda c: app.play.show_missing(c["new"]))
        self.hint_text = W.HTML()
        self.hint_text.add_class("ttr-missing-text")
        self.cities = W.HTML()
        self.cities.add_class("ttr-cities")
        self.ex_title = W.HTML(layout=W.Layout(flex="1 1 auto", min_width="0"))
        self.ex_title.add_class("ttr-explain-title")
        self.ex_text = W.HTML()
        self.ex_text.add_class("ttr-explain-text")
        self.ex_back = self.button("ttr-explain-back", lambda: app.step_explain(-1),
                                   layout=W.Layout(width="auto", flex="0 0 auto"))
        self.ex_next = self.button("ttr-explain-next", lambda: app.step_explain(+1),
                                   layout=W.Layout(width="auto", flex="0 0 auto"))
        self.ex_count = W.HTML(layout=W.Layout(flex="0 0 auto"))
        self.ex_count.add_class("ttr-explain-count")
        # the lesson of the Trans course that teaches the step's rule
        self.b_learn = self.button("ttr-learn-rule", self._learn,
                                   layout=W.Layout(width="auto", max_width="100%"))
        self.b_learn.layout.display = "none"
        self._rule = None
        self.ex_nav = W.HBox([self.ex_back, self.ex_count, self.ex_next],
                             layout=W.Layout(align_items="center"))
        self.explain = W.VBox([self.ex_title, self.ex_nav, self.ex_text, self.b_learn])
        self.explain.add_class("ttr-explain")
        self.special = W.HTML()
        self.special.add_class("ttr-special")
        self.players = W.HTML()
        self.players.add_class("ttr-players")
        self.log = W.HTML()
        self.log.add_class("ttr-log")
        self.board_box = W.Box(layout=W.Layout(flex="0 1 auto", min_width="320px"))
        self.board_box.add_class("ttr-board-box")
        # a fewest_rails puzzle: its panel instead of the game's panel, rails, hint and history
        self.puzzle = PuzzlePanel(app)
        self.lesson = LessonPanel(app)           # a Trans lesson's step, above everything
        self._game_parts = (self.panel, self.rails, self.explain, self.w_hint, self.hint_text,
                            self.players, self.log)
        self.side = W.VBox([self.lesson.box, self.puzzle.box, self.status, app.message,
                            app.save_link,
                            self.panel, self.rails,
                            self.cities, self.explain, self.w_hint, self.hint_text,
                            self.special, self.players, self.log],
                           layout=W.Layout(flex="1 1 400px", min_width="330px"))
        self.side.add_class("ttr-side")
        main = W.HBox([self.board_box, self.side], layout=W.Layout(width="100%"))
        main.add_class("ttr-main")
        self.box = W.VBox([main], layout=W.Layout(width="100%"))
        self.box.add_class("ttr-game-page")
        self.box.add_class("ttr-trans-page")

    # ================================================================ refresh
    def refresh(self) -> None:
        app = self.app
        lang = app.lang
        s = app.state
        # in a lesson its task is the one instruction and its Next the one Next (issue 21)
        in_lesson = app.lesson is not None and app.puzzle is None
        for w in (self.status, self.ex_nav):
            w.layout.display = "none" if in_lesson else ""
        if app.puzzle is not None:
            self.lesson.refresh()             # hides it
            self._refresh_puzzle(s, lang)
            return
        self.puzzle.refresh()                 # hides it
        self.lesson.refresh()                 # shown in a lesson (its zoom: the board's rings)
        if app.lesson is not None:
            self.lesson.b_zoom.layout.display = "none"
        for w in (self.panel, self.explain, self.hint_text, self.players, self.log):
            w.layout.display = ""             # the rails and the hint toggle set their own
        self._status(s, lang)
        self._panel(s, lang)
        if in_lesson:                         # the lesson's Next goes on, not a new round
            self.b_round.layout.display = "none"
        self._rails(s, lang)
        self._hint(s, lang)
        self._cities(s, lang)
        self._explain(lang)
        self._special(s, lang)
        self._players(s, lang)
        self._log(lang)
        self.show_board()

    def _refresh_puzzle(self, s, lang: str) -> None:
        """A fewest_rails puzzle: the puzzle's panel, whose position it is, the player's cities
        (✓ where joined), the special card in force (it can change what a line costs)."""
        app = self.app
        for w in self._game_parts:
            w.layout.display = "none"
        self.puzzle.refresh()
        seat = app.puzzle.puzzle.player
        self.status.value = esc(t("status.puzzle", lang, seat=trans.seat_name(seat, lang)))
        self._cities(s, lang)
        self._special(s, lang)
        self.show_board()

    def show_board(self) -> None:
        self.app.play.grid.show(self.board_view(), self.app.lang)

    # ---------------------------------------------------------------- status
    def _status(self, s, lang: str) -> None:
        app = self.app
        if app.round_summary() is not None:
            lr = app.round_summary().state.last_round
            text = t("trans.status.summary", lang, round=lr.round + 1)
            if s.game_over:
                text += " " + t("trans.status.over", lang)
        elif s.game_over:
            text = t("trans.status.over", lang)
        else:
            seat = app.acting_seat()
            who = trans.active_seats(s)
            if seat is None:
                bot = bool(who) and app.session.kinds[who[0]] != "human"
                if bot:             # the status's own words say it is a bot
                    name = trans.seat_name(who[0], lang)
                    name = name[0].upper() + name[1:]
                    text = t("status.lesson-other" if app.lesson is not None else "status.bot",
                             lang, seat=name)
                else:
                    text = t("trans.status.wait", lang,
                             seat=seat_label(app, who[0], lang) if who else "")
            else:
                name = seat_label(app, seat, lang)
                key = {"markers": "trans.status.marker", "rails": "trans.status.rails",
                       "choose": "trans.status.choose"}[s.phase]
                text = t(key, lang, seat=name, allowed=allowance(s))
        if app.round_summary() is not None:       # the round on screen is the one that ended
            self.status.value = esc(text)
            return
        rnd = t("trans.round", lang, round=s.round + 1)
        self.status.value = f'<span class="ttr-round">{esc(rnd)}</span> · {esc(text)}'

    # ---------------------------------------------------------------- panel
    def _show_buttons(self, *names) -> None:
        buttons = {"confirm": self.b_confirm, "cancel": self.b_cancel, "end": self.b_end,
                   "prev": self.b_prev, "next-seat": self.b_next_seat, "round": self.b_round,
                   "new": self.b_new}
        for name, b in buttons.items():
            if name not in names:
                b.layout.display = "none"
        for name in names:
            buttons[name].layout.display = ""

    def _set_cities(self, names: tuple, picked) -> None:
        """The city buttons of a special card's choice (remade only when the hand changes)."""
        if names != self._city_names:
            buttons = []
            for k, name in enumerate(names):
                b = self.button(f"ttr-city-{k}", lambda name=name: self.app.play.pick_city(name),
                                layout=W.Layout(width="auto"))
                b.add_class("ttr-city-button")
                buttons.append(b)
            set_children(self.city_box, buttons)
            self._city_names = names
        for b, name in zip(self.city_box.children, names):
            b.description = ("✓ " if name == picked else "") + name
        self.city_box.layout.display = "" if names else "none"

    def _panel(self, s, lang: str) -> None:
        app = self.app
        b = s.map
        summary = app.round_summary()
        if summary is not None:
            self._set_cities((), None)
            self.panel_text.value = self.summary_html(summary, lang)
            # the players in seat order, a step button only where there is a player to go to
            # (two players: one button, naming the other player)
            seat = app.play.summary_seat
            steps = []
            if seat > 0:
                self.b_prev.description = "◀ " + t("trans.summary.show", lang,
                                                      seat=seat_label(app, seat - 1, lang))
                steps.append("prev")
            if seat < s.n_players - 1:
                self.b_next_seat.description = t("trans.summary.show", lang,
                                                 seat=seat_label(app, seat + 1, lang)) + " ▶"
                steps.append("next-seat")
            self.b_round.description = t("trans.summary.next", lang)
            self.b_new.description = t("new", lang)
            self._show_buttons(*steps, "new" if s.game_over else "round")
            return
        seat = app.acting_seat()
        if s.game_over or seat is None:
            self._set_cities((), None)
            self.panel_text.value = ""
            self._show_buttons(*(("new",) if s.game_over else ()))
            self.b_new.description = t("new", lang)
            if not s.game_over:
                self.panel.layout.display = "none"       # nothing to do here: no empty box
            return
        if s.phase == "choose":
            ch = s.choice
            c = card(s.special)
            if ch.kind == "return":
                text = t("trans.choose.return", lang)
            elif ch.kind == "pass3":
                text = t("trans.choose.pass3", lang, stage=ch.stage + 1)
            else:
                text = t("trans.choose.chain", lang, n=s.special,
                         colour=colour_name(ch.colour, lang))
            names = tuple(a.city for a in trans.legal_actions(s, seat))
            picked = app.selection[1] if app.selection and app.selection[0] == "city" else None
            if picked is not None:
                text += "<br>" + esc(t("trans.choose.picked", lang, city=picked))
                self.panel_text.value = f"{rule_tag('trans.special', lang)} {esc(text)}" \
                    .replace("&lt;br&gt;", "<br>")
            else:
                self.panel_text.value = f"{rule_tag('trans.special', lang)} {esc(text)}"
            self._set_cities(names, picked)
            self.b_confirm.description = t("trans.choose.confirm", lang)
            self.b_cancel.description = t("cancel", lang)
            self._show_buttons(*(("confirm", "cancel") if picked else ()))
            return
        self._set_cities((), None)
        sel = app.selection
        if sel and sel[0] in ("line", "node"):
            pv = trans.preview(s, seat, sel)
            if pv.problem is None:
                self.panel_text.value = esc(self.preview_text(s, seat, sel, lang))
                self.b_confirm.description = t("trans.lay" if sel[0] == "line"
                                               else "trans.place", lang)
                self.b_cancel.description = t("cancel", lang)
                self._show_buttons("confirm", "cancel")
                return
        lesson = app.lesson is not None          # its task says what to click (issue 21)
        if s.phase == "markers":
            self.panel_text.value = "" if lesson else esc(t("trans.click-marker", lang))
            self._show_buttons()
            return
        c = card(s.special)
        double = t("trans.double-cost-1" if c is not None and c.single_kinds
                   else "trans.double-cost", lang)
        self.panel_text.value = "" if lesson else esc(t("trans.click-line", lang, double=double))
        self.b_end.description = t("trans.end-turn", lang, used=s.used, allowed=allowance(s))
        self._show_buttons("end")

    def preview_text(self, s, seat: int, sel, lang: str) -> str:
        """What a click would do, in words: the rail's cost and the network it joins, or the
        start marker's place."""
        b = s.map
        if sel[0] == "node":
            return t("trans.preview-marker", lang, **point_args(b, "at", sel[1], lang))
        line = sel[1]
        ln = b.lines[line]
        cost = line_costs(b, s.special)[line]
        comp = components(b, s.rails)
        home = comp[s.players[seat].marker]
        ends = [v for v in (ln.a, ln.b)]
        far = [v for v in ends if comp[v] != home]
        joins = t("trans.joins.own", lang)
        if len(far) == 2:
            joins = t("trans.joins.alone", lang)
        elif far:
            other = comp[far[0]]
            owners = [q for q, p in enumerate(s.players)
                      if q != seat and p.marker >= 0 and comp[p.marker] == other]
            if owners:
                joins = t("trans.joins.shared", lang, names=names_text(owners, lang))
            city = b.city_at(far[0])
            if city is not None:
                joins += t("trans.joins.reaches", lang, city=b.cities[city].name)
        room = allowance(s) - s.used
        return t("trans.preview-rail", lang, **point_args(b, "a", ln.a, lang),
                 **point_args(b, "b", ln.b, lang), cost=cost, room=room, joins=joins)

    def summary_html(self, entry, lang: str) -> str:
        """The round's scoring: why it ended, every player's cities, missing rails and prestige
        with the table in force, and at the game's end the winners."""
        app = self.app
        s = entry.state
        lr = s.last_round
        b = s.map
        out = [f"<b>{esc(t('trans.summary.title', lang, round=lr.round + 1))}</b>"]
        reason = t(f"trans.summary.reason.{lr.reason}", lang,
                   names=names_text(lr.completed, lang), n=len(lr.completed))
        out.append(f"<div class='ttr-summary-reason'>{esc(reason)}</div>")
        heads = t("trans.summary.head", lang).split("|")
        rows = ["<tr>" + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>"]
        for q in range(s.n_players):
            chips = " ".join(city_chip(b, c, lang) for c in lr.cities[q])
            miss = t("trans.summary.complete", lang) if q in lr.completed else str(lr.missing[q])
            cls = ' class="ttr-current"' if q == app.play.summary_seat else ""
            rows.append(f"<tr{cls}><td>{seat_chip(q)} {esc(seat_label(app, q, lang))}</td>"
                        f"<td class='ttr-summary-cities'>{chips}</td><td>{esc(miss)}</td>"
                        f"<td>+{lr.gains[q]} → {s.players[q].prestige}</td></tr>")
        out.append(f"<table class='ttr-summary-table'>{''.join(rows)}</table>")
        out.append(f"<div>{esc(t('trans.summary.table', lang, table=table_text(lr.special, lang)))}"
                   "</div>")
        q = app.play.summary_seat
        name = seat_label(app, q, lang)
        if q in lr.completed:
            tree = t("trans.summary.tree-done", lang, seat=name)
        else:
            tree = t("trans.summary.tree", lang, seat=name, n=lr.missing[q])
        out.append(f"<div class='ttr-summary-tree'>{esc(tree)}</div>")
        if s.game_over:
            best = max(p.prestige for p in s.players)
            winners = [x for x, p in enumerate(s.players) if p.prestige == best]
            out.append("<div class='ttr-summary-winners'><b>" + esc(t(
                "trans.summary.winners", lang, names=names_text(winners, lang), n=len(winners),
                prestige=best)) + "</b></div>")
        else:
            out.append(f"<div>{esc(t('trans.summary.goal', lang, goal=GOAL))}</div>")
        return "".join(out)

    # ---------------------------------------------------------------- rails, hint, cities
    def _rails(self, s, lang: str) -> None:
        self.rails.value = esc(t("trans.rails", lang, used=s.used, allowed=allowance(s),
                                 left=s.rails_left, total=RAILS))
        self.rails.layout.display = "none" if s.phase != "rails" or \
            self.app.round_summary() is not None else ""

    def _hint(self, s, lang: str) -> None:
        app = self.app
        self.w_hint.description = t("trans.hint-toggle", lang)
        if self.w_hint.value != app.play.missing_hint:
            self.w_hint.value = app.play.missing_hint
        in_summary = app.round_summary() is not None
        # a lesson asks for such counts itself: no hint there
        self.w_hint.layout.display = "none" if in_summary or s.game_over or \
            app.lesson is not None else ""
        seat = app.play.hint_seat()
        text = ""
        if app.play.missing_hint and not in_summary and not s.game_over and seat is not None:
            count, _lines = app.play.missing_tree(seat)
            name = seat_label(app, seat, lang)
            if count is None:
                text = t("trans.hint-nomarker", lang)
            elif count == 0:
                text = t("trans.hint-done", lang, seat=name)
            else:
                text = t("trans.hint-text", lang, seat=name, n=count,
                         points=prestige_for(s.special, False, count))
        self.hint_text.value = f"<i>{esc(text)}</i>" if text else ""

    def _cities(self, s, lang: str) -> None:
        app = self.app
        if app.round_summary() is not None or s.game_over:
            self.cities.value = ""
            return
        viewer = app.viewer()
        seat = viewer if viewer is not None and viewer >= 0 else app.acting_seat()
        v = trans.view(s, viewer)
        b = s.map
        out = []
        if seat is not None and seat >= 0:
            net = network(s, seat)
            mine = v["players"][seat]["cities"]
            chips = []
            for name in mine:
                c = b.city_index(name)
                ok = b.cities[c].node in net
                mark = f" ✓<span class='ttr-sr-only'>{esc(t('trans.cities.connected', lang))}" \
                       "</span>" if ok else ""
                chips.append(city_chip(b, c, lang, mark))
            out.append(f"<b>{esc(t('trans.cities.title', lang, seat=seat_label(app, seat, lang)))}"
                       f"</b><br>{' '.join(chips)}")
        for q, p in enumerate(v["players"]):
            if q == seat or not p["cities"]:
                continue
            key = "trans.cities.of" if viewer is None else "trans.cities.known"
            chips = " ".join(city_chip(b, b.city_index(name), lang) for name in p["cities"])
            out.append(f"<div>{esc(t(key, lang, seat=seat_label(app, q, lang)))}: {chips}</div>")
        self.cities.value = "".join(out)

    # ---------------------------------------------------------------- explanation
    def _explain(self, lang: str) -> None:
        app = self.app
        entries = app.session.entries
        e, k = app.explain
        e = min(e, len(entries) - 1)
        steps = app.steps_of(e)
        which = t("explain.newest" if e == len(entries) - 1 else "explain.earlier", lang,
                  i=e, n=len(entries) - 1)
        self.ex_title.value = (f"<b>{esc(t('explain.title', lang))}</b> ({esc(which)}) — "
                               f"{esc(self.entry_title(e, lang))}")
        self.ex_back.description = t("back", lang)
        self.ex_next.description = t("next", lang)
        self.ex_back.disabled = e == 0 and k == 0
        self.ex_next.disabled = e == len(entries) - 1 and k >= len(steps) - 1
        if not steps:
            self.ex_count.value = ""
            self.ex_text.value = esc(t("explain.none", lang))
            self._rule = show_learn(app, self.b_learn, None, lang)
            return
        k = min(k, len(steps) - 1)
        st = steps[k]
        self._rule = show_learn(app, self.b_learn, st.rule, lang)
        self.ex_count.value = esc(t("explain.count", lang, k=k + 1, n=len(steps)))
        words = render_step(st, entries[e].state.map, lang)    # points by their city's name
        self.ex_text.value = f"{rule_tag(st.rule, lang)} {esc(words[:1].upper() + words[1:])}"

    def _learn(self) -> None:
        if self._rule:
            self.app.learn_rule(self._rule)

    def entry_title(self, e: int, lang: str) -> str:
        app = self.app
        entry = app.session.entries[e]
        if entry.action is None:
            return t("log.start", lang)
        viewer = app.viewer()
        a, b = entry.action, entry.state.map
        who = trans.seat_name(a.seat, lang)
        if isinstance(a, trans.LayRail):
            text = t("trans.log.rail", lang, seat=who,
                     line=line_name(b, b.line_of(b.node_at(a.a), b.node_at(a.b)), lang),
                     **point_args(b, "a", b.node_at(a.a), lang),
                     **point_args(b, "b", b.node_at(a.b), lang))
            return text[0].upper() + text[1:]
        if isinstance(a, trans.PlaceMarker):
            text = t("trans.log.marker", lang, seat=who, **point_args(b, "at", b.node_at(a.at), lang))
            return text[0].upper() + text[1:]
        text = trans.action_text(entry.action, entry.state.map, lang,
                                 viewer if viewer is not None and viewer >= 0 else
                                 (None if viewer is None else -1))
        return text[0].upper() + text[1:]

    # ---------------------------------------------------------------- special, players, log
    def _special(self, s, lang: str) -> None:
        c = card(s.special)
        if c is None:
            self.special.value = ""
            self.special.layout.display = "none"
            return
        self.special.layout.display = ""
        whole = t("trans.special-game" if isinstance(s.rules.special, int)
                  else "trans.special-round", lang)
        self.special.value = (f"{rule_tag('trans.special', lang)} <b>"
                              f"{esc(t('trans.special-in-force', lang, n=c.number, title=c.title[lang]))}"
                              f"</b> {esc(whole)}<br>{esc(c.text[lang])}")

    def _players(self, s, lang: str) -> None:
        app = self.app
        rounds = [r for r, _ in s.history]
        heads = [t("players.head", lang)] + [t("trans.players.round", lang, round=r + 1)
                                             for r in rounds] + \
                [t("trans.players.prestige", lang), t("trans.players.cities", lang)]
        rows = ["<tr>" + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>"]
        current = trans.active_seats(s)
        for q, p in enumerate(s.players):
            cells = [f"{seat_chip(q)} {esc(seat_label(app, q, lang))}"]
            cells += [str(g[q]) for _, g in s.history]
            cells.append(f"<b>{p.prestige}</b>")
            backs = "".join(
                f'<span class="ttr-chip" style="background:{trans_city_fill(b.colour)};'
                f'color:{trans_city_text(b.colour)}">{esc(trans_city_letter(b.colour))}'
                '</span>' for b in (s.map.cities[c] for c in p.cities))
            cells.append(backs)
            cls = ' class="ttr-current"' if q in current and not s.game_over else ""
            rows.append(f"<tr{cls}>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        self.players.value = f"<table>{''.join(rows)}</table>"

    def _log(self, lang: str) -> None:
        entries = self.app.session.entries
        items = []
        for e in range(len(entries) - 1, max(0, len(entries) - 9), -1):
            items.append(f"<li>{e}. {esc(self.entry_title(e, lang))}</li>")
        self.log.value = f"<b>{esc(t('trans.log', lang))}</b><ul>{''.join(items)}</ul>"

    # ================================================================ the board
    def board_view(self) -> GridView:
        """The board as the moment shows it: at a round's end the last round's rails, markers,
        everyone's cities and the missing-rails tree of the player stepped to; else the view
        of the seat at the screen, with the preview of a click, the hint's tree and the
        explanation step's lines."""
        app = self.app
        if app.puzzle is not None:
            return puzzle_grid_view(app)
        geo = app.play.grid.geometry
        opts = app.topbar.board_options()
        summary = app.round_summary()
        if summary is not None:
            s = summary.state
            lr = s.last_round
            q = app.play.summary_seat
            lines: tuple = ()
            text = ""
            if lr.markers[q] >= 0 and q not in lr.completed:
                count, lines = missing_rails(s.map, lr.rails, lr.markers[q], lr.cities[q],
                                             lr.special)
                text = t("trans.summary.badge", app.lang, seat=seat_label(app, q, app.lang),
                         n=count)
            return GridView(rails=tuple(lr.rails),
                            markers={x: m for x, m in enumerate(lr.markers) if m >= 0},
                            cities={x: tuple(cs) for x, cs in enumerate(lr.cities)},
                            viewer=q, n_seats=s.n_players, dashed_out=s.n_players <= 3,
                            hint_lines=tuple(lines), hint_text=text, **opts)
        s = app.state
        viewer = app.viewer()
        over = {}
        seat = app.acting_seat()
        sel = app.selection
        run = app.lesson
        if run is not None:
            # the step's focus ringed; a click task's answer selected, not previewed
            over["highlight_nodes"] = tuple(s.map.cities[c].node for c in run.step.focus)
            if run.task is not None and run.task.kind == "click":
                if run.clicked is not None:
                    key = "selected_line" if run.clicked[0] == "line" else "selected_node"
                    over[key] = run.clicked[1]
                sel = None
        if sel and sel[0] in ("line", "node") and seat is not None:
            ok = trans.preview(s, seat, sel).problem is None
            if sel[0] == "line":
                over.update(preview_lines=(sel[1],), preview_seat=seat, preview_ok=ok)
            else:
                over.update(preview_node=sel[1], preview_seat=seat, preview_ok=ok)
        hs = app.play.hint_seat()
        if app.play.missing_hint and hs is not None and not s.game_over:
            count, lines = app.play.missing_tree(hs)
            if count:
                over.update(hint_lines=tuple(lines),
                            hint_text=t("trans.hint-badge", app.lang, n=count))
        advice = app.hinted()
        hl = []
        if advice is not None and isinstance(advice.action, trans.LayRail):
            b = s.map
            hl = [b.line_of(b.node_at(advice.action.a), b.node_at(advice.action.b))]
        else:
            st = app.current_step()
            if st is not None:
                hl = list(st.highlights.get("lines", []))
        if advice is not None and isinstance(advice.action, trans.PlaceMarker):
            over["highlight_nodes"] = tuple(over.get("highlight_nodes", ())) + (
                s.map.node_at(advice.action.at),)
        v = trans.view(s, viewer)
        return GridView.from_view(geo, v, highlight_lines=tuple(hl), **over, **opts)

    def enter(self) -> None:
        """The Enter key: confirm the preview or the chosen city, when *Confirm* shows."""
        if self.app.puzzle is None and self.b_confirm.layout.display != "none":
            self.app.confirm()


assert set(COLOURS) == set(TRANS_CITY_FILLS)
