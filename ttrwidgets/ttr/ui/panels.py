"""The game page's panels: each owns its widgets and redraws them from the app in ``refresh()``.

* :class:`StatusLine`: whose turn it is and what they are to do
* :class:`CardsRow`: the face-up cards, the deck and the ticket pile (click to draw)
* :class:`HandView`: the hands the viewer may see
* :class:`Legend`: what the colour letters mean (while the top bar's switch is on)
* :class:`ExplainPlayer`: one move's rule steps, one at a time, with Back and Next
* :class:`TicketList`: the viewer's tickets and how far each is (click: see it on the board)
* :class:`PlayersTable`: every seat's public counts
* :class:`PassengersPanel`: every seat's passengers per colour and what the majorities would
  score if the game ended now (games with passengers)
* :class:`HistoryPicker`: teaching mode: go back to any earlier moment
* :class:`LogView`: the moves, newest first, each with its rule steps
* :class:`ScoreBox`: the final scores, and whose longest trail the board draws

What a panel shows about hands, tickets and moves is read from the engine's view for the seat
at the screen (``app.seen()``), never from the full state; a panel decides nothing.
"""
from __future__ import annotations

import ipywidgets as W

from ..actions import ClaimRoute, DrawCard, DrawTickets, TakePassengers
from ..bots import GreedyBot
from ..colours import CARD_KINDS, Colour
from ..game import active_seats
from ..messages import colour_name, part_name, render, render_step, route_name, \
    seat_name, ticket_name
from ..passengers import colours_of, majorities
from ..scoring import final_scores, scoring_steps
from ..state import PassengerChoice, Phase, SecondCard, TicketChoice, TunnelStage
from ..render import card_fill, card_text
from ...widgets.base import Part, set_children
from ...widgets.chips import esc, rule_tag, seat_chip
from .chips import chip
from ...widgets.learn import show_learn
from ...widgets.texts import t

__all__ = ["StatusLine", "CardsRow", "HandView", "Legend", "ExplainPlayer", "TicketList",
           "PlayersTable", "PassengersPanel", "HistoryPicker", "LogView", "ScoreBox",
           "seat_label", "entry_title", "ticket_words"]

#: How many moves the log shows (newest first); the explain player reaches every move.
LOG_MOVES = 80


# ---------------------------------------------------------------- words several panels use
def seat_label(app, seat: int) -> str:
    """A seat's name, marked as a bot's or as the viewer's own."""
    name = seat_name(seat, app.lang)
    if app.session.kinds[seat] != "human":
        return name + t("bot", app.lang)
    if seat == app.viewer():
        return name + t("you", app.lang)
    return name


def entry_title(app, i: int) -> str:
    """Move ``i`` of the session in the learner's words; another seat's kept tickets stay
    secret (the viewer's ``describe``)."""
    entry = app.session.entries[i]
    action, lang = entry.action, app.lang
    if action is None:
        return t("log.start", lang)
    if isinstance(action, ClaimRoute) and isinstance(entry.state.pending, TunnelStage):
        # the claim is not made yet: the tunnel asks for more cards first
        m = entry.state.map
        return t("log.entry", lang, seat=seat_name(action.seat, lang),
                 action=t("log.tunnel-try", lang,
                          route=route_name(m, entry.state.pending.route, lang)))
    return t("log.entry", lang, seat=seat_name(action.seat, lang),
             action=app.seen().describe(action, lang))


def ticket_words(app, seat: int, lang: str) -> list[tuple[int, str, str]]:
    """(ticket, short status, long status) for the seat's tickets the viewer may see (none of
    another seat's before the end: tickets.secret): done, or the cheapest way still needed (a
    hint: one ticket at a time, over free routes; stations count at the end). Once the game is
    over: completed or failed, with the points it scored (score.tickets). The status is the
    session's (:meth:`Session.ticket_progress`); only the words are the app's."""
    out = []
    for st in app.session.ticket_progress(seat, app.seen().tickets_of(seat)):
        if st.status in ("completed", "failed"):
            text = t(f"ticket.{st.status}", lang, points=f"{st.points:+d}")
            out.append((st.ticket, text, text))
        elif st.status == "done":
            done_text = "✓ " + t("ticket.done", lang)
            out.append((st.ticket, done_text, done_text))
        elif st.status == "blocked":
            out.append((st.ticket, "✗ " + t("ticket.blocked", lang),
                        "✗ " + t("ticket.blocked-long", lang)))
        else:
            out.append((st.ticket, t("ticket.todo", lang, n=st.cost),
                        t("ticket.todo-long", lang, n=st.cost)))
    return out


#: Text keys of the score parts' column headings (``<key>.short`` and ``<key>``), by rule id.
PART_HEADINGS = {"score.routes": "score.routes", "score.tickets": "score.tickets",
                 "score.stations": "score.stations", "score.longest-path": "score.bonus",
                 "de.globetrotter": "score.globetrotter",
                 "de.passenger-majority": "score.passengers"}


def part_heading(rule_id: str, lang: str) -> tuple[str, str]:
    """A score part's column heading (short, full): ours where we have one, else the engine's
    name of the part (:func:`~ttrwidgets.ttr.messages.part_name`)."""
    key = PART_HEADINGS.get(rule_id)
    if key is not None:
        return t(key + ".short", lang), t(key, lang)
    name = part_name(rule_id, lang)
    name = name[:1].upper() + name[1:]
    return name, name


#: Bot reasons the log may show for another seat's move: those that tell nothing hidden (the
#: announced mix and the passengers taken are public; the other reasons name a bot's tickets).
PUBLIC_REASONS = frozenset({"bot.passengers", "bot.announce"})


def bot_reason(app, i: int):
    """Why the ticket-minded bot made move ``i``, as ``(key, params)``, when the reason is
    public (:data:`PUBLIC_REASONS`): its passenger choice, its announced mix. The bot's own
    advice for the position before the move, shown only if it is the move it made."""
    entries = app.session.entries
    action = entries[i].action
    if i == 0 or action is None or app.session.kinds[action.seat] != "greedy" \
            or not isinstance(action, (TakePassengers, DrawTickets)):
        return None
    before = entries[i - 1].state
    advice = GreedyBot(entries[0].state.seed * 31 + action.seat).advise(before, action.seat)
    if advice.action != action or advice.key not in PUBLIC_REASONS:
        return None
    return advice.key, advice.params


# ---------------------------------------------------------------- the panels
class StatusLine(Part):
    """Whose turn it is and what they are to do (``html``)."""

    def __init__(self, app):
        super().__init__(app)
        self.html = W.HTML()
        self.html.add_class("ttr-status")

    def refresh(self) -> None:
        app = self.app
        s, lang = app.state, app.lang
        # in a lesson the lesson's task is the one instruction on the page (issue 21)
        in_lesson = app.lesson is not None and app.puzzle is None
        self.html.layout.display = "none" if in_lesson else ""
        if in_lesson:
            self.html.value = ""
            return
        if app.puzzle is not None:
            seat = app.puzzle.puzzle.player
            self.html.value = (f"{seat_chip(seat)} "
                               f"{esc(t('status.puzzle', lang, seat=seat_name(seat, lang)))}")
            return
        if s.game_over:
            text = t("status.over", lang)
        elif s.phase is Phase.SETUP:
            seat = app.acting_seat()
            key = "status.mix" if seat is not None and app.seen().mix(seat) else "status.setup"
            other = "status.lesson-other" if app.lesson is not None else "status.bot"
            text = t(key, lang, seat=seat_label(app, seat)) if seat is not None \
                else t(other, lang, seat=seat_name(active_seats(s)[0], lang))
        else:
            who = seat_label(app, s.current)
            pend = s.pending
            if app.session.kinds[s.current] != "human":
                text = t("status.lesson-other" if app.lesson is not None else "status.bot",
                         lang, seat=seat_name(s.current, lang))
            elif isinstance(pend, SecondCard):
                text = t("status.second-card", lang, seat=who)
            elif isinstance(pend, TunnelStage):
                text = t("status.tunnel", lang, seat=who, extra=pend.extra)
            elif isinstance(pend, TicketChoice):
                text = t("status.tickets", lang, seat=who)
            elif isinstance(pend, PassengerChoice):
                text = t("status.passengers", lang, seat=who)
            else:
                text = t("status.your-turn" if s.rules.stations else "status.your-turn-routes",
                         lang, seat=who)
            if s.final_round:
                text += t("status.final", lang, left=s.final_turns)
        # no seat chip once the game is over: nobody is to move any more
        self.html.value = esc(text) if s.game_over else f"{seat_chip(s.current)} {esc(text)}"


class PlayersTable(Part):
    """Every seat's public counts (``html``)."""

    def __init__(self, app):
        super().__init__(app)
        self.html = W.HTML()
        self.html.add_class("ttr-players")

    def refresh(self) -> None:
        app = self.app
        s, lang = app.state, app.lang
        # the last column: stations built where the game has them, else passengers taken
        last = "players.stations" if s.rules.stations else "players.passengers"
        heads = [t(k, lang) for k in ("players.head", "players.score", "players.trains",
                                      "players.cards", "players.tickets", last)]
        # during the game "Points" is what the routes scored so far; at the end, the final total
        # (the same number as the score table's total)
        totals = {sc.seat: sc.total for sc in final_scores(s).seats} if s.game_over else {}
        if s.game_over and s.teams is not None:    # asia.teams: one score per team
            totals = {i: totals[k] for i, k in enumerate(s.teams.of_seat)}
        tip = "players.score-final-tip" if s.game_over else "players.score-tip"
        points_tip = t(tip + "-de" if s.rules.passengers else tip, lang)   # Deutschland
        heads[1] = f'<span title="{esc(points_tip)}">{esc(heads[1])}</span>'
        rows = ["<tr>" + "".join(f"<th>{h if k == 1 else esc(h)}</th>"
                                 for k, h in enumerate(heads)) + "</tr>"]
        for p in app.seen().players:       # public counts only, from the engine's view
            i = p.seat
            cls = ' class="ttr-current"' if i == s.current and not s.game_over else ""
            rows.append(
                f"<tr{cls}><td>{seat_chip(i)} {esc(seat_label(app, i))}</td>"
                f"<td>{totals.get(i, p.score)}</td><td>{p.trains}</td><td>{p.hand_size}</td>"
                f"<td>{p.tickets_count}</td>"
                + (f"<td>{len(p.stations)}/{s.rules.stations}</td>" if s.rules.stations
                   else f"<td>{len(p.passengers)}</td>") + "</tr>")
        self.html.value = "<table>" + "".join(rows) + "</table>"


class PassengersPanel(Part):
    """Games with passengers (``html``): each seat's passengers per colour (public,
    de.take-passengers), who leads each colour and the points the majorities would give if the
    game ended now (de.passenger-majority, the engine's count), and how many still wait on the
    board. Hidden in games without passengers."""

    def __init__(self, app):
        super().__init__(app)
        self.html = W.HTML()
        self.html.add_class("ttr-passengers")

    def refresh(self) -> None:
        app = self.app
        s, lang = app.state, app.lang
        if not s.rules.passengers:
            self.html.layout.display = "none"
            self.html.value = ""
            return
        self.html.layout.display = ""
        seen = app.seen()
        colours = colours_of(s.map)
        # the majorities read only the passengers taken, which are public
        now = majorities(s)
        first, second = (tuple(s.rules.majority) + (0, 0))[:2]
        head = "".join(f"<th>{chip(Colour(c), None, lang)}</th>" for c in colours)
        rows = [f"<tr><th>{esc(t('pass.title', lang))}</th>{head}"
                f'<th title="{esc(t("pass.now", lang, first=first, second=second))}">'
                f"{esc(t('pass.sum', lang))}</th></tr>"]
        for p in seen.players:
            cells = []
            for c in colours:
                n = p.passengers.count(c)
                pts = now[p.seat].get(c)
                if pts:
                    tip = esc(t("pass.points", lang, points=pts))
                    lead = " ttr-lead" if pts == first else ""
                    cells.append(f'<td class="ttr-scores{lead}" title="{tip}">{n} '
                                 f'<span class="ttr-maj">{pts}</span></td>')
                else:
                    cells.append(f"<td>{n}</td>")
            rows.append(f"<tr><td>{seat_chip(p.seat)} {esc(seat_label(app, p.seat))}</td>"
                        f"{''.join(cells)}<td>{sum(now[p.seat].values())}</td></tr>")
        standing = [sum(cs.count(c) for cs in seen.board_passengers) for c in colours]
        rows.append(f'<tr class="ttr-board-row"><td>{esc(t("pass.board", lang))}</td>'
                    + "".join(f"<td>{n}</td>" for n in standing) + "<td></td></tr>")
        self.html.value = (f"<table>{''.join(rows)}</table>"
                           f'<div class="ttr-pass-note">'
                           f"{esc(t('pass.now', lang, first=first, second=second))}</div>")


class CardsRow(Part):
    """The face-up cards, the deck and the ticket pile (``box``); a hint marks its card."""

    def __init__(self, app):
        super().__init__(app)
        self.label = W.HTML()
        self.faceup_buttons = []
        for i in range(5):
            b = self.button(f"ttr-faceup-{i}", lambda i=i: app.play.draw_faceup(i),
                            layout=W.Layout(width="52px", height="40px"))
            b.add_class("ttr-faceup")
            self.faceup_buttons.append(b)
        self.b_deck = self.button("ttr-deck", lambda: app.play.draw_deck(),
                                  layout=W.Layout(width="auto", height="40px"))
        self.b_tickets = self.button("ttr-draw-tickets", lambda: app.play.draw_tickets(),
                                     layout=W.Layout(width="auto", height="40px"))
        self.label.add_class("ttr-sr-only")     # read out, not shown: the row says it
        self.box = W.HBox([self.label, *self.faceup_buttons, self.b_deck, self.b_tickets],
                          layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.box.add_class("ttr-cards")

    def refresh(self) -> None:
        app = self.app
        s, lang = app.state, app.lang
        self.label.value = f"<b>{esc(t('faceup', lang))}</b>"
        advice = app.hinted()
        hinted_slot = None
        if advice is not None and isinstance(advice.action, DrawCard) \
                and advice.action.source == "faceup":
            hinted_slot = next((i for i, c in enumerate(s.faceup)
                                if Colour(c) == Colour(advice.action.colour)), None)
        for i, b in enumerate(self.faceup_buttons):
            if i == hinted_slot:
                b.add_class("ttr-hinted")
            else:
                b.remove_class("ttr-hinted")
            if i < len(s.faceup):
                c = Colour(s.faceup[i])
                b.description = c.symbol
                b.tooltip = colour_name(c.key, lang, board=s.map)
                b.style.button_color = card_fill(c)
                b.style.text_color = card_text(c)
                b.style.font_weight = "bold"
                b.layout.visibility = "visible"
            else:
                b.layout.visibility = "hidden"
        self.b_deck.description = t("deck", lang, n=len(s.deck))
        if advice is not None and isinstance(advice.action, DrawCard) \
                and advice.action.source == "deck":
            self.b_deck.add_class("ttr-hinted")
        else:
            self.b_deck.remove_class("ttr-hinted")
        seen = app.seen()
        if s.rules.ticket_mix:
            self.b_tickets.description = t("draw-tickets-mix", lang, short=seen.tickets_left,
                                           long=seen.long_tickets_left)
        else:
            self.b_tickets.description = t("draw-tickets", lang, n=seen.tickets_left)
        self.box.layout.display = "none" if s.game_over else ""


class HandView(Part):
    """The hands the engine's view shows the viewer (``html``): every seat's for the teacher,
    the viewer's own otherwise, none while the device is handed over."""

    def __init__(self, app):
        super().__init__(app)
        self.html = W.HTML()
        self.html.add_class("ttr-hand")

    def refresh(self) -> None:
        lang = self.app.lang
        seen = self.app.seen()
        parts = []
        for seat in seen.shown_seats():
            hand = seen.player(seat).hand
            chips = " ".join(chip(k, hand[k], lang) for k in CARD_KINDS if hand[k])
            title = t("your-hand", lang) if seen.viewer is not None else t(
                "hand", lang, seat=seat_name(seat, lang))
            parts.append(f"<div><b>{esc(title)}</b>: "
                         f"{chips or '—'}</div>")
        viewer = seen.viewer
        if seen.teams and viewer is not None and viewer >= 0:
            # Team Asia: a claim is paid from the hand and the team's holder together
            # (asia.claim-pool), so the holder's cards stand right under the hand
            held = seen.team_of(viewer).shared_hand
            chips = " ".join(chip(k, held[k], lang) for k in CARD_KINDS if held[k])
            parts.append(f'<div class="ttr-holder"><b>{esc(t("team.card-holder", lang))}'
                         f"</b>: {chips or '—'}</div>")
        self.html.value = "".join(parts) or esc(t("hand.hidden", lang))


class Legend(Part):
    """What the colour letters on cards and routes mean (``html``), while the top bar's legend
    switch is on."""

    def __init__(self, app):
        super().__init__(app)
        self.html = W.HTML()
        self.html.add_class("ttr-legend")

    def refresh(self) -> None:
        lang, on = self.app.lang, self.app.topbar.w_legend.value
        self.html.layout.display = "" if on else "none"
        if not on:
            return
        board = getattr(getattr(self.app, "state", None), "map", None)   # Deutschland: "Lila"
        cells = [f"<td>{chip(k, None, lang)}</td>"
                 f"<td>{esc(colour_name(Colour(k).key, lang, board=board))}</td>"
                 for k in CARD_KINDS]
        rows = "".join("<tr>" + "".join(cells[i:i + 3]) + "</tr>" for i in range(0, len(cells), 3))
        self.html.value = (f"<b>{esc(t('legend.title', lang))}</b>"
                           f"<table>{rows}</table>")


class ExplainPlayer(Part):
    """The explanation player (``box``): the rule steps of one move (``app.explain``), one at a
    time; the board highlights the step shown."""

    def __init__(self, app):
        super().__init__(app)
        self.title = W.HTML(layout=W.Layout(flex="1 1 auto", min_width="0"))
        self.title.add_class("ttr-explain-title")
        self.text = W.HTML()
        self.text.add_class("ttr-explain-text")
        self.b_back = self.button("ttr-explain-back", lambda: app.step_explain(-1),
                                  layout=W.Layout(width="auto", flex="0 0 auto"))
        self.b_next = self.button("ttr-explain-next", lambda: app.step_explain(+1),
                                  layout=W.Layout(width="auto", flex="0 0 auto"))
        self.count = W.HTML(layout=W.Layout(flex="0 0 auto"))
        self.count.add_class("ttr-explain-count")
        # the lesson that teaches the rule of the step shown (outside lessons)
        self.b_learn = self.button("ttr-learn-rule", self._learn,
                                   layout=W.Layout(width="auto", max_width="100%"))
        self.b_learn.layout.display = "none"
        self._rule = None
        self.nav = W.HBox([self.b_back, self.count, self.b_next],
                          layout=W.Layout(align_items="center"))
        self.nav.add_class("ttr-explain-nav")
        self.box = W.VBox([self.title, self.nav, self.text, self.b_learn])
        self.box.add_class("ttr-explain")

    def refresh(self) -> None:
        app = self.app
        lang, m = app.lang, app.state.map
        e, k = app.explain
        entries = app.session.entries
        e = min(e, len(entries) - 1)
        steps = app.steps_of(e)
        who = entry_title(app, e)
        which = t("explain.newest" if e == len(entries) - 1 else "explain.earlier", lang,
                  i=e, n=len(entries) - 1)
        self.title.value = (f"<b>{esc(t('explain.title', lang))}</b> "
                            f"({esc(which)}) — {esc(who)}")
        # a lesson steps with its own Back and Next: one Next on the page (issue 21)
        self.nav.layout.display = "none" if app.lesson is not None else ""
        self.b_back.description = t("back", lang)
        self.b_next.description = t("next", lang)
        self.b_back.disabled = e == 0 and k == 0
        self.b_next.disabled = e == len(entries) - 1 and k >= len(steps) - 1
        if not steps:
            self.count.value = ""
            self.text.value = esc(t("explain.none", lang))
            self._show_learn(None, lang)
            return
        k = min(k, len(steps) - 1)
        st = steps[k]
        self._show_learn(st.rule, lang)
        self.count.value = esc(t("explain.count", lang, k=k + 1, n=len(steps)))
        cards = " ".join(chip(Colour[c.upper()], None, lang)
                         for c in st.highlights.get("cards", []))
        self.text.value = (f"{rule_tag(st.rule, lang)} "
                           f"{esc(render_step(st, m, lang))} {cards}")


    def _show_learn(self, rule_id, lang: str) -> None:
        self._rule = show_learn(self.app, self.b_learn, rule_id, lang)

    def _learn(self) -> None:
        if self._rule:
            self.app.learn_rule(self._rule)


class TicketList(Part):
    """The tickets the engine's view shows the viewer, each a button (``label`` over ``box``)
    that marks the ticket's cities and cheapest path on the board."""

    def __init__(self, app):
        super().__init__(app)
        self.label = W.HTML()
        self.box = W.VBox()
        self.box.add_class("ttr-tickets")
        self.buttons: list = []          # made once, reused by position
        self.slots: list = []            # the (seat, ticket) each shown button stands for

    def forget(self) -> None:
        """A new game: no button stands for a ticket any more."""
        self.slots = []

    def refresh(self) -> None:
        app = self.app
        s, lang = app.state, app.lang
        seen = app.seen()
        self.label.value = f"<b>{esc(t('my-tickets', lang))}</b>"
        slots = []
        for seat in seen.shown_seats():
            words = ticket_words(app, seat, lang) if app.puzzle is None else \
                [(tk, "", "") for tk in seen.tickets_of(seat)]   # a puzzle tells no statuses
            for tk, short, long_ in words:
                label = f"{ticket_name(s.map, tk, lang)}: {short}" if short else \
                    ticket_name(s.map, tk, lang)
                if seen.viewer is None:
                    label = f"{seat + 1}· {label}"
                slots.append(((seat, tk), label, f"{ticket_name(s.map, tk, lang)}: {long_}"
                              if long_ else ticket_name(s.map, tk, lang)))
        # buttons are made once and reused by position (a button stands for whichever ticket
        # is listed there now), so none keeps a ticket that is no longer shown
        while len(self.buttons) < len(slots):
            k = len(self.buttons)
            self.buttons.append(self.button(
                "ttr-ticket", lambda k=k: app.play.show_ticket(*self.slots[k]),
                layout=W.Layout(width="100%")))
        self.slots = [key for key, _, _ in slots]
        for b, (key, label, tip) in zip(self.buttons, slots):
            b.description = label
            b.tooltip = tip
            b.button_style = "info" if app.selection == ("ticket", key) else ""
        for b in self.buttons[len(slots):]:
            b.description = b.tooltip = ""
        buttons = self.buttons[:len(slots)]
        if list(self.box.children) != buttons:
            self.box.children = buttons


class HistoryPicker(Part):
    """Teaching mode: a list of the moments so far and a button to go back to one (``box``)."""

    def __init__(self, app):
        super().__init__(app)
        self.picker = W.Dropdown(layout=W.Layout(width="auto", flex="1 1 auto"))
        self.picker.add_class("ttr-history")
        self.b_go = self.button("ttr-history-go", self.go, layout=W.Layout(width="auto"))
        self.box = W.HBox([self.picker, self.b_go])
        self._key = None                 # what the picker was last filled from

    def go(self) -> None:
        if self.picker.value is not None:
            self.app.go_back(self.picker.value)

    def refresh(self) -> None:
        app = self.app
        lang, entries = app.lang, app.session.entries
        self.b_go.description = t("history", lang)
        self.box.layout.display = "" if app.teaching else "none"
        key = (id(entries[-1]), len(entries), lang)
        if app.teaching and key != self._key:
            self._key = key
            items = [(t("history.start", lang), 0)]
            for i in range(1, len(entries)):
                items.append((f"{i}. {entry_title(app, i)}", i))
            self.picker.options = items[::-1]


class LogView(Part):
    """The moves, newest first, each with its rule steps as the viewer may read them (``title``
    over ``html``)."""

    def __init__(self, app):
        super().__init__(app)
        self.title = W.HTML()
        self.html = W.HTML()
        self.html.add_class("ttr-log")
        self._reasons: dict[int, tuple] = {}    # id(entry) -> (entry, bot reason or None)

    def refresh(self) -> None:
        app = self.app
        lang, m = app.lang, app.state.map
        self.title.value = f"<b>{esc(t('log.title', lang))}</b>"
        out = []
        entries = app.session.entries
        for i in range(len(entries) - 1, max(-1, len(entries) - 1 - LOG_MOVES), -1):
            who = entry_title(app, i)
            # plain rule ids here (the log is resent whole); the explain player has the
            # tooltips. A rule a lesson teaches links to it (LinkListener sends the click).
            lines = "".join(f"<li>{self._rule(st.rule)} "
                            f"{esc(render_step(st, m, lang))}</li>" for st in app.steps_of(i))
            why = self.reason(i)
            if why is not None:
                why_text = t("log.bot-why", lang, why=render(why[0], why[1], m, lang))
                lines += f'<li class="ttr-why">{esc(why_text)}</li>'
            out.append(f"<div><b>{i}. {esc(who)}</b><ul>{lines}</ul></div>")
        self.html.value = "".join(out)

    def _rule(self, rule_id: str) -> str:
        app = self.app
        if app.lesson is None and app.lesson_for_rule(rule_id) is not None:
            return (f'<a href="#" class="ttr-rule ttr-rule-link" data-ttr-link="rule:'
                    f'{esc(rule_id)}">[{esc(rule_id)}]</a>')
        return f'<span class="ttr-rule">[{esc(rule_id)}]</span>'

    def reason(self, i: int):
        """:func:`bot_reason` of move ``i``, worked out once per move."""
        entry = self.app.session.entries[i]
        got = self._reasons.get(id(entry))
        if got is None or got[0] is not entry:
            got = (entry, bot_reason(self.app, i))
            self._reasons[id(entry)] = got
        return got[1]


class ScoreBox(Part):
    """The final scores (``box``), in the choice panel's place once the game is over: the score
    table, the tickets each seat completed or failed, what decided a tie, and a choice of whose
    longest trail the board draws."""

    def __init__(self, app):
        super().__init__(app)
        self.box = W.VBox(layout=W.Layout(width="100%"))
        self.box.add_class("ttr-score-box")
        self._key = None                 # what the box was last filled from

    def refresh(self) -> None:
        app = self.app
        over = app.state.game_over
        self.box.layout.display = "" if over else "none"
        if over:
            key = (id(app.session.entries[-1]), app.lang)
            if self._key != key:
                self._key = key
                set_children(self.box, self._widgets())

    def _widgets(self) -> list:
        app = self.app
        s, lang = app.state, app.lang
        if s.teams is not None:                    # asia.md: the scores per team
            from .team import score_widgets
            return score_widgets(app)
        fs = final_scores(s)
        parts = [rule for rule, _ in fs.seats[0].parts]
        # one column per score part the rule set has, by name; the total; the longest path
        # where it scores. Short headings for a narrow column; the full name is the tooltip.
        heads = [part_heading(rule, lang) for rule in parts]
        heads.append((t("score.total.short", lang), t("score.total", lang)))
        if s.rules.longest_bonus:
            heads.append((t("score.longest.short", lang), t("score.longest", lang)))
        rows = ["<tr><th></th>" + "".join(
            f'<th title="{esc(full)}">{esc(short)}</th>' for short, full in heads) + "</tr>"]
        for sc in fs.seats:
            star = " ★" if sc.seat in fs.winners else ""
            cells = [f"{pts:+d}" if rule == "score.tickets" else str(pts)
                     for rule, pts in sc.parts]
            cells.append(f"<b>{sc.total}</b>")
            if s.rules.longest_bonus:
                cells.append(str(sc.longest))
            rows.append(f'<tr><td title="{esc(seat_label(app, sc.seat))}">'
                        f"{seat_chip(sc.seat)}{star}</td>"
                        + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        winners = ", ".join(seat_name(w, lang) for w in fs.winners)
        m = s.map
        details = []
        for sc in fs.seats:
            items = [f"✓ {esc(ticket_name(m, x, lang))}" for x in sc.completed]
            items += [f"✗ {esc(ticket_name(m, x, lang))}" for x in sc.failed]
            items += [esc(render("station.borrow", {"seat": sc.seat, "city": c, "route": r},
                                 m, lang)) for c, r in sc.borrowed.items() if r is not None]
            details.append(f"<div>{seat_chip(sc.seat)} {'; '.join(items) or '—'}</div>")
        # how the parts beyond routes and tickets came about: the engine's scoring steps
        bonus_rules = set(parts) - {"score.routes", "score.tickets"}
        how = [f"<li>{rule_tag(st.rule, lang)} {esc(render_step(st, m, lang))}</li>"
               for st in scoring_steps(s, fs) if st.rule in bonus_rules]
        how_html = (f'<div class="ttr-score-how">{esc(t("score.how", lang))}'
                    f"<ul>{''.join(how)}</ul></div>") if how else ""
        decided = "".join(f"<p>{esc(render_step(st, m, lang))}</p>"
                          for st in app.session.entries[-1].steps if st.rule == "win.tiebreak"
                          and st.key == "win.tiebreak")
        table = W.HTML(f"<b>{esc(t('score.title', lang))} — "
                       f"{esc(t('score.winner', lang, seats=winners))}</b>"
                       f"<table>{''.join(rows)}</table>{decided}{''.join(details)}{how_html}")
        table.add_class("ttr-score")
        if not (s.rules.longest_bonus or s.rules.stations):
            return [table]            # no trail and no borrowed routes to show on the board
        shown = app.play.trail_seat if app.play.trail_seat is not None else fs.winners[0]
        pick = W.RadioButtons(
            options=[(t("score.trail-of", lang, seat=seat_name(sc.seat, lang), n=sc.longest),
                      sc.seat) for sc in fs.seats], value=shown, layout=W.Layout(width="auto"))
        pick.add_class("ttr-trail-pick")
        self.watch(pick, lambda c: app.play.show_trail(c["new"]))
        return [table, W.HTML(esc(t("score.show", lang))), pick]
