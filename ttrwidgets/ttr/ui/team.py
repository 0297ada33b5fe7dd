"""Team Asia in the app (asia.md): everything the page shows and asks only in a game with teams.

The team rules are the engine's (:mod:`ttrwidgets.ttr.teams`); what a seat may see of them is
the engine's view (``app.seen().teams``: the own team's holders, other teams' sizes only, a
partner's hand never). This module only shows and asks:

* :class:`TeamStart`: on the start page, the board (Legendary Asia or Europe, the rule set's
  ``board`` option), the team pairing of the seats (seats 1+2 are team 1, 3+4 team 2, ...:
  partners take consecutive turns) and the note that Legendary Asia's mountain routes are
  ordinary routes here;
* :class:`TeamPanel`: on the game page, every team (its colour, seats, score, trains, what its
  holders hold or how many), the viewer's team's shared card holder and shared ticket holder,
  the partner's ticket count, a bot partner's notes on what it put on the holders and why, and
  *Share tickets…*;
* the dialogs (:func:`install_dialogs`): where a drawn card goes (asia.draw-split: the widget
  offers the places the engine's legal actions allow; the second card's place and a lone
  face-up locomotive's are the engine's), payments from hand and holder (asia.claim-pool,
  ``from_shared``), the ticket choice with the ticket put onto the holder, sharing tickets;
* :func:`score_widgets`: the final scores per team with the Asia Express and the Asia
  Explorer explained (their rule ids);
* the user actions (draw to hand or holder, share tickets) are the route family's play
  controller's (:class:`~ttrwidgets.ttr.ui.route_play.RoutePlay`).
"""
from __future__ import annotations

import ipywidgets as W

from .. import cards as C
from ..actions import ClaimRoute, DrawCard, KeepTickets, ShareTickets, TunnelPay
from ..bots import GreedyBot
from ..colours import CARD_KINDS, Colour
from ..messages import cards_text, render, render_step, seat_name, ticket_name
from ..scoring import final_scores, scoring_steps
from ..state import Phase
from ...render.palette import player_style
from ...widgets.base import Part, set_children
from ...widgets.chips import esc, rule_tag, seat_chip
from .chips import chip
from .dialogs import ClaimDialog, Dialog, TicketDialog, TunnelDialog
from ...widgets.texts import t

__all__ = ["TeamStart", "TeamPanel", "install_dialogs", "score_widgets",
           "team_owners", "team_chip", "TEAM_CSS"]


TEAM_CSS = """<style>
.ttr-team, .ttr-team-pairing, .ttr-team .widget-html-content,
.ttr-team-pairing .widget-html-content { white-space: normal; overflow-wrap: anywhere; }
.ttr-team table { border-collapse: collapse; width: 100%; font-size: 0.9em; }
.ttr-team td, .ttr-team th { padding: 1px 3px; text-align: left; white-space: nowrap; }
.ttr-team th { white-space: normal; overflow-wrap: normal; word-break: keep-all;
               font-size: 0.9em; vertical-align: bottom; }
.ttr-team .ttr-chip, .ttr-team-pairing .ttr-chip { min-width: 1.2em; padding: 0 4px; margin: 0 2px; }
.ttr-team .ttr-holder, .ttr-team .ttr-shared-tickets, .ttr-team .ttr-partner,
.ttr-team .ttr-partner-notes, .ttr-team .ttr-board-note { margin: 2px 0; }
.ttr-team .ttr-partner-notes, .ttr-board-note { font-size: 0.9em; color: #333; }
.ttr-team tr.ttr-own-team { background: #eef5ff; }
</style>"""


# ---------------------------------------------------------------- words and colours
def team_name(team: int, lang: str) -> str:
    return t("team.name", lang, n=team + 1)


def team_chip(team: int) -> str:
    """asia.teams: a team has one colour (its first seat's), shown with its number."""
    st = player_style(2 * team)
    return (f'<span class="ttr-chip ttr-team-chip" style="background:{st.fill};color:{st.text}">'
            f'{team + 1}</span>')


def team_owners(state) -> tuple:
    """The routes' owners as the board colours them: with teams, each team in its one colour
    (its first seat's); otherwise the owners as they are."""
    tm = state.teams
    if tm is None:
        return state.owners
    return tuple(o if o < 0 else tm.members(tm.of_seat[o])[0] for o in state.owners)


def _hand_chips(hand, lang: str) -> str:
    return " ".join(chip(k, hand[k], lang) for k in CARD_KINDS if hand[k]) or "—"


# ---------------------------------------------------------------- the start page
class TeamStart(Part):
    """The start page's Team Asia choices (``widgets``, shown only when Team Asia is chosen):
    the board, the team pairing of the seats, the mountain-route note."""

    def __init__(self, app, width: str = "440px"):
        super().__init__(app)
        self.w_board = W.Dropdown(style={"description_width": "170px"},
                                  layout=W.Layout(width=width))
        self.w_board.add_class("ttr-board-choice")
        self.pairing = W.HTML(layout=W.Layout(width=width))
        self.pairing.add_class("ttr-team-pairing")
        self.widgets = [self.w_board, self.pairing]

    @staticmethod
    def _boards(game_id: str) -> tuple:
        """The boards the team game is played on (its ``GameInfo.boards``), the default
        first."""
        from ...core.registry import game
        return game(game_id).boards

    def shown(self, game_id: str) -> bool:
        """A game played in teams (its default rule set's variant is ``team``)."""
        from ...core.registry import game
        from ..rules import PRESETS
        rules = PRESETS.get(game(game_id).default_rules)
        return getattr(rules, "variant", None) == "team"

    def refresh(self, game_id: str, players: int, seats) -> None:
        from ...widgets.start import relabel
        lang = self.app.lang
        on = self.shown(game_id)
        for w in self.widgets:
            w.layout.display = "" if on else "none"
        if not on:
            return
        self.w_board.description = t("team.board", lang)
        relabel(self.w_board, [(t(f"team.board.{b}", lang), b) for b in self._boards(game_id)])
        rows = []
        for team in range(players // 2):
            a, b = 2 * team, 2 * team + 1
            rows.append(f"<li>{team_chip(team)} {esc(team_name(team, lang))}: "
                        f"{esc(t('start.seat', lang, n=a + 1))} + "
                        f"{esc(t('start.seat', lang, n=b + 1))}</li>")
        note = f'<div class="ttr-board-note">{esc(t("team.mountain-note", lang))}</div>' \
            if self.w_board.value == "legendary_asia" else ""
        self.pairing.value = (f"{TEAM_CSS}<div>{esc(t('team.pairing', lang))}</div>"
                              f"<ul>{''.join(rows)}</ul>{note}")
        for i, w in enumerate(seats[:players]):
            w.description = t("team.seat", lang, n=i + 1, team=i // 2 + 1)

    def board(self, game_id: str):
        return self.w_board.value if self.shown(game_id) and self.w_board.value else None


# ---------------------------------------------------------------- the game page's panel
class TeamPanel(Part):
    """The teams (``box``; hidden in games without teams): see the module docstring."""

    def __init__(self, app):
        super().__init__(app)
        self.html = W.HTML()
        self.html.add_class("ttr-team")
        self.b_share = self.button("ttr-share-open", lambda: app.play.open_share(),
                                   layout=W.Layout(width="auto"))
        self.box = W.VBox([W.HTML(TEAM_CSS), self.html, self.b_share])
        self.box.add_class("ttr-team-box")

    def refresh(self) -> None:
        app = self.app
        s = app.state
        if s.teams is None or app.puzzle is not None:
            self.box.layout.display = "none"
            return
        self.box.layout.display = ""
        lang, seen, m = app.lang, app.seen(), s.map
        viewer = seen.viewer
        mine = seen.team_of(viewer) if viewer is not None and viewer >= 0 else None
        heads = [t(k, lang) for k in ("team.head", "team.seats", "players.score",
                                      "players.trains", "team.holder-cards",
                                      "team.holder-tickets")]
        rows = ["<tr>" + "".join(f"<th>{esc(h)}</th>" for h in heads) + "</tr>"]
        for tm in seen.teams:
            seats = "".join(f'<span title="{esc(_short_seat(app, x))}">{seat_chip(x)}</span>'
                            for x in tm.seats)
            cls = ' class="ttr-own-team"' if mine is not None and tm.team == mine.team else ""
            rows.append(f"<tr{cls}><td>{team_chip(tm.team)} {esc(team_name(tm.team, lang))}</td>"
                        f"<td>{seats}</td><td>{tm.score}</td><td>{tm.trains}</td>"
                        f"<td>{tm.shared_hand_size}</td><td>{tm.shared_tickets_count}</td></tr>")
        parts = [f"<b>{esc(t('team.title', lang))}</b><table>{''.join(rows)}</table>"]
        shown = [mine] if mine is not None else (list(seen.teams) if viewer is None else [])
        for tm in shown:
            who = "" if mine is not None else f"{esc(team_name(tm.team, lang))}: "
            if mine is None:          # a seat sees its own holder's cards under its hand
                parts.append(f'<div class="ttr-holder">{who}<b>'
                             f'{esc(t("team.card-holder", lang))}</b>: '
                             f"{_hand_chips(tm.shared_hand, lang)}</div>")
            parts.append(f'<div class="ttr-shared-tickets">{who}<b>'
                         f'{esc(t("team.ticket-holder", lang))}</b>: '
                         f"{esc(self._shared_tickets(tm, lang))}</div>")
        if mine is not None:
            for x in mine.seats:
                if x != viewer:
                    p = seen.player(x)
                    parts.append(f'<div class="ttr-partner">{esc(t("team.partner", lang, seat=_short_seat(app, x), n=p.tickets_count, cards=p.hand_size))}</div>')
            notes = self._partner_notes(viewer, lang)
            if notes:
                items = "".join(f"<li>{esc(n)}</li>" for n in notes)
                parts.append(f'<div class="ttr-partner-notes">'
                             f"{esc(t('team.notes', lang))}<ul>{items}</ul></div>")
        elif viewer is not None and viewer < 0:
            parts.append(f"<div>{esc(t('team.hidden', lang))}</div>")
        if m.id == "legendary_asia":
            parts.append(f'<div class="ttr-board-note">{esc(t("team.mountain-note", lang))}'
                         f"</div>")
        self.html.value = "".join(parts)
        self.b_share.description = t("team.share-open", lang)
        self.b_share.tooltip = t("team.share-tip", lang, n=s.rules.share_max)
        seat = app.acting_seat()
        can = seat is not None and not s.game_over and s.phase is Phase.MAIN and \
            s.pending is None and s.current == seat and bool(seen.tickets_of(seat))
        self.b_share.layout.display = "" if can else "none"

    def _shared_tickets(self, tm, lang: str) -> str:
        if tm.shared_tickets is None:
            return t("team.hidden-count", lang, n=tm.shared_tickets_count)
        if not tm.shared_tickets:
            return "—"
        status = {}
        if tm.seats:
            for st in self.app.session.ticket_progress(tm.seats[0], tm.shared_tickets):
                status[st.ticket] = st
        m = self.app.state.map
        out = []
        for tk in tm.shared_tickets:
            st = status.get(tk)
            mark = "" if st is None else " ✓" if st.status in ("done", "completed") else \
                " ✗" if st.status in ("blocked", "failed") else \
                f" ({t('ticket.todo', lang, n=st.cost)})" if st.status == "todo" else ""
            out.append(ticket_name(m, tk, lang) + mark)
        return "; ".join(out)

    def _partner_notes(self, viewer: int, lang: str) -> list[str]:
        """What a bot partner put on the holders and why (its own advice for the position
        before each of its holder moves, when that is the move it made): the last three.
        Only holder moves (asia.talk: nothing else hidden is told); of a ticket choice only the
        ticket put onto the holder, never the ones kept in the partner's hand."""
        app = self.app
        s = app.state
        session = app.session
        mates = [x for x in s.teams.members(s.teams.of_seat[viewer])
                 if x != viewer and session.kinds[x] != "human"]
        if not mates:
            return []
        cache = self.__dict__.setdefault("_notes", {})
        out = []
        entries = session.entries
        for i in range(len(entries) - 1, 0, -1):
            a = entries[i].action
            if a is None or a.seat not in mates:
                continue
            if not ((isinstance(a, DrawCard) and a.to != "hand")
                    or (isinstance(a, KeepTickets) and a.share)
                    or isinstance(a, ShareTickets)):
                continue
            key = (id(entries[i]), lang)
            got = cache.get(key)
            if got is None or got[0] is not entries[i]:
                before = entries[i - 1].state
                adv = GreedyBot(entries[0].state.seed * 31 + a.seat).advise(before, a.seat)
                text = None
                if adv.action == a and adv.key == "bot.team-keep":
                    text = t("team.note-keep", lang, seat=seat_name(a.seat, lang),
                             ticket=ticket_name(s.map, s.map.ticket_by_id[a.share], lang))
                elif adv.action == a and adv.key.startswith("bot.team"):
                    text = t("team.note", lang, seat=seat_name(a.seat, lang),
                             why=render(adv.key, adv.params, s.map, lang))
                got = (entries[i], text)
                cache[key] = got
            if got[1]:
                out.append(got[1])
            if len(out) == 3:
                break
        return out


def _short_seat(app, seat: int) -> str:
    lang = app.lang
    name = seat_name(seat, lang)
    if app.session.kinds[seat] != "human":
        return name + t("bot", lang)
    if seat == app.viewer():
        return name + t("you", lang)
    return name


# ---------------------------------------------------------------- dialogs
class DrawPlaceDialog(Dialog):
    """asia.draw-split: the first card of a draw — into the hand or onto the team's holder;
    one button per place the engine's legal actions allow for this card."""

    def __init__(self, panel):
        super().__init__(panel)
        self.b_hand = panel.button("ttr-draw-hand", lambda: self.app.play.draw_to("hand"),
                                   button_style="success", layout=W.Layout(width="auto"))
        self.b_shared = panel.button("ttr-draw-shared", lambda: self.app.play.draw_to("shared"),
                                     button_style="success", layout=W.Layout(width="auto"))
        self.box = W.HBox([self.b_hand, self.b_shared], layout=W.Layout(flex_flow="row wrap"))
        self.box.add_class("ttr-draw-place")
        panel.add_part("draw-place", self.box)

    def opens(self, seat):
        sel = self.app.selection
        return seat is not None and bool(sel) and sel[0] == "draw"

    def fill(self, seat):
        p, app, lang = self.panel, self.app, self.app.lang
        _, source, colour = app.selection
        card = t("team.card-deck", lang) if source == "deck" else \
            t("team.card-faceup", lang, colour=_colour_word(colour, lang))
        p.title.value = f"<b>{esc(t('team.draw-title', lang, card=card))}</b>"
        p.info.value = f"{rule_tag('asia.draw-split', lang)} {esc(t('team.draw-info', lang))}"
        places = app.play.draw_places(source, colour)
        self.b_hand.description = t("team.to-hand", lang)
        self.b_shared.description = t("team.to-holder", lang)
        self.b_hand.layout.display = "" if "hand" in places else "none"
        self.b_shared.layout.display = "" if "shared" in places else "none"
        p.show("title", "info", "draw-place", "cancel")


def _colour_word(colour, lang: str) -> str:
    from ..messages import colour_name
    return colour_name(Colour(colour).key, lang)


def _splits(hand, holder, cards) -> list:
    """The ways to take ``cards`` from hand and holder worth offering: own hand first (the
    engine's default) and holder first, where they differ; each ``(cards, from_shared)``."""
    out = []
    own = tuple(min(h, c) for h, c in zip(hand, cards))
    if C.covers(holder, C.sub(cards, own)):
        out.append((cards, C.sub(cards, own)))
    shared = tuple(min(h, c) for h, c in zip(holder, cards))
    if C.covers(hand, C.sub(cards, shared)) and (cards, shared) not in out:
        out.append((cards, shared))
    return out


def _split_label(cards, shared, lang: str) -> str:
    own = C.sub(cards, shared)
    parts = []
    if any(own):
        parts.append(t("team.from-hand", lang, cards=cards_text(C.card_dict(own), lang)))
    if any(shared):
        parts.append(t("team.from-holder", lang, cards=cards_text(C.card_dict(shared), lang)))
    return f"{cards_text(C.card_dict(cards), lang)} — " + ", ".join(parts)


def _offer_splits(panel, seat: int) -> None:
    """Replace the panel's offered card sets by their splits between hand and holder
    (asia.claim-pool): the engine's canonical payments, each with ``from_shared``."""
    app = panel.app
    s, lang = app.state, app.lang
    if not panel.options:
        return
    hand = s.players[seat].hand
    holder = s.teams.hands[s.teams.of_seat[seat]]
    options = [x for cs in panel.options for x in _splits(hand, holder, cs)]
    panel.options = options
    labels = [(_split_label(cs, sh, lang), i) for i, (cs, sh) in enumerate(options)]
    if list(panel.picker.options) != labels:
        panel.picker.options = labels
    panel.picker.value = 0
    panel.choose.value = f"{rule_tag('asia.claim-pool', lang)} {esc(t('team.pay-choose', lang))}"


def _picked(panel):
    v = panel.picker.value
    if isinstance(v, int) and 0 <= v < len(panel.options) and \
            isinstance(panel.options[v][0], tuple):
        return panel.options[v]
    return C.EMPTY, None


class TeamClaimDialog(ClaimDialog):
    def opens(self, seat):
        return self.app.state.teams is not None and super().opens(seat)

    def fill(self, seat):
        super().fill(seat)
        if seat is not None:
            _offer_splits(self.panel, seat)

    def action(self, seat):
        s = self.app.state
        cards, shared = _picked(self.panel)
        return ClaimRoute(seat, s.map.routes[self.app.selection[1]].id, cards, shared)


class TeamTunnelDialog(TunnelDialog):
    def opens(self, seat):
        return self.app.state.teams is not None and super().opens(seat)

    def fill(self, seat):
        super().fill(seat)
        if seat is not None:
            _offer_splits(self.panel, seat)

    def action(self, seat):
        cards, shared = _picked(self.panel)
        return TunnelPay(seat, cards, shared)


class TeamTicketDialog(TicketDialog):
    """The ticket choice with the kept ticket put onto the team's ticket holder
    (asia.setup-tickets, asia.draw-tickets): which one is a dropdown of the ticked tickets (the
    holder takes a kept one), following the ticks: the first ticked one until another is
    picked, empty while none is ticked."""

    def __init__(self, panel):
        super().__init__(panel)
        # its words above it, not beside it: the ticket's name keeps the whole width (a
        # projector's larger words left "Moscow–…")
        self.w_share = W.Dropdown(layout=W.Layout(width="98%"))
        self.w_share.add_class("ttr-share-pick")
        self.note = W.HTML()
        self.label = W.HTML()
        self.box = W.VBox([self.note, self.label, self.w_share])
        panel.add_part("share", self.box)
        panel.share_pick = self.w_share
        self._key = None
        self._names: list[str] = []           # the offered tickets' names, in offer order
        self._boxes = None                    # the offer checkboxes the pick follows

    def opens(self, seat):
        s = self.app.state
        if s.teams is None or not super().opens(seat):
            return False
        return bool(s.rules.setup_share if s.phase is Phase.SETUP else s.rules.draw_share)

    def fill(self, seat):
        super().fill(seat)
        p, lang, m = self.panel, self.app.lang, self.app.state.map
        choice = self.app.seen().offer(seat)
        rule = "asia.setup-tickets" if self.app.state.phase is Phase.SETUP else \
            "asia.draw-tickets"
        self.note.value = f"{rule_tag(rule, lang)} {esc(t('team.share-note', lang))}"
        self.label.value = f"<b>{esc(t('team.share-pick', lang))}</b>"
        key = (choice, lang)
        if key != self._key:
            self._key = key
            self._names = [ticket_name(m, tk, lang) for tk in choice.offered]
            self.w_share.options = []
        if p.offer_boxes is not self._boxes:          # the ticket choice's boxes were remade
            self._boxes = p.offer_boxes
            for cb, _tk in self._boxes:
                cb.observe(self.app.safe(lambda _c: self._follow_ticks()), names="value")
        self._follow_ticks()
        p.show("title", "offers", "share", "keep")

    def _follow_ticks(self) -> None:
        """Offer the ticked tickets for the holder; keep the pick while it stays ticked, else
        the first ticked one."""
        ticked = [k for k, (cb, _tk) in enumerate(self.panel.offer_boxes) if cb.value]
        options = [(self._names[k], k) for k in ticked if k < len(self._names)]
        if list(self.w_share.options) != options:
            was = self.w_share.value
            self.w_share.options = options
            if options:
                self.w_share.value = was if was in ticked else options[0][1]
        self.w_share.disabled = not options


class ShareDialog(Dialog):
    """asia.share-tickets: as the whole turn, up to ``share_max`` tickets from the hand onto the
    team's ticket holder (ticked, then *Share*)."""

    def __init__(self, panel):
        super().__init__(panel)
        self.box = W.VBox()
        self.box.add_class("ttr-share-choice")
        self.boxes: list = []                 # (checkbox, ticket)
        self._key = None
        panel.add_part("share-tickets", self.box)

    def opens(self, seat):
        return seat is not None and self.app.selection == ("share", None)

    def fill(self, seat):
        p, app, lang = self.panel, self.app, self.app.lang
        mine = app.seen().tickets_of(seat)
        key = (mine, lang)
        if key != self._key:
            self._key = key
            self.boxes = []
            for k, tk in enumerate(mine):
                cb = W.Checkbox(value=False, description=ticket_name(app.state.map, tk, lang),
                                indent=False, layout=W.Layout(width="auto"))
                cb.add_class(f"ttr-share-{k}")
                self.boxes.append((cb, tk))
            set_children(self.box, [cb for cb, _ in self.boxes])
        n = app.state.rules.share_max
        p.title.value = f"<b>{esc(t('team.share-title', lang, n=n))}</b>"
        p.info.value = f"{rule_tag('asia.share-tickets', lang)} {esc(t('team.share-info', lang))}"
        p.b_confirm.description = t("team.share-confirm", lang)
        p.show("title", "info", "share-tickets", "confirm", "cancel")

    def action(self, seat):
        m = self.app.state.map
        return ShareTickets(seat, tuple(m.tickets[tk].id for cb, tk in self.boxes if cb.value))


def install_dialogs(panel) -> None:
    """Put the team dialogs into the choice panel, each before the dialog it stands in for."""
    ds = panel.dialogs
    ds.insert(ds.index(next(d for d in ds if type(d) is TicketDialog)), TeamTicketDialog(panel))
    ds.insert(ds.index(next(d for d in ds if type(d) is TunnelDialog)), TeamTunnelDialog(panel))
    k = ds.index(next(d for d in ds if type(d) is ClaimDialog))
    ds[k:k] = [DrawPlaceDialog(panel), ShareDialog(panel), TeamClaimDialog(panel)]


# ---------------------------------------------------------------- final scores
def score_widgets(app) -> list:
    """The final scores per team: routes, tickets, the Asia Express and the Asia Explorer (each
    with its rule id and why it went where it went), the total; the tickets of each team; a
    choice of whose longest path the board draws."""
    from .panels import part_heading
    s, lang, m = app.state, app.lang, app.state.map
    fs = final_scores(s)
    parts = [rule for rule, _ in fs.seats[0].parts]
    heads = [(t("team.head", lang), t("team.head", lang))]
    heads += [part_heading(rule, lang) for rule in parts]
    heads.append((t("score.total.short", lang), t("score.total", lang)))
    heads.append((t("score.longest.short", lang), t("score.longest", lang)))
    heads.append((t("team.completed.short", lang), t("team.completed", lang)))
    rows = ["<tr>" + "".join(f'<th title="{esc(full)}">{esc(short)}</th>'
                             for short, full in heads) + "</tr>"]
    for sc in fs.seats:
        star = " ★" if sc.seat in fs.winners else ""
        seats = "".join(seat_chip(x) for x in fs.teams[sc.seat])
        cells = [f"{pts:+d}" if rule == "score.tickets" else str(pts) for rule, pts in sc.parts]
        cells += [f"<b>{sc.total}</b>", str(sc.longest), str(len(sc.completed))]
        rows.append(f'<tr class="ttr-team-row"><td>{team_chip(sc.seat)} '
                    f"{esc(team_name(sc.seat, lang))}{star} {seats}</td>"
                    + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    winners = ", ".join(team_name(w, lang) for w in fs.winners)
    details = []
    for sc in fs.seats:
        items = [f"✓ {esc(ticket_name(m, x, lang))}" for x in sc.completed]
        items += [f"✗ {esc(ticket_name(m, x, lang))}" for x in sc.failed]
        details.append(f"<div>{team_chip(sc.seat)} {'; '.join(items) or '—'}</div>")
    best = max(sc.longest for sc in fs.seats)
    most = max(len(sc.completed) for sc in fs.seats)
    lengths = ", ".join(f"{team_name(sc.seat, lang)} {sc.longest}" for sc in fs.seats)
    counts = ", ".join(f"{team_name(sc.seat, lang)} {len(sc.completed)}" for sc in fs.seats)
    n_best = sum(sc.longest == best for sc in fs.seats)
    n_most = sum(len(sc.completed) == most for sc in fs.seats)
    how = [f"<li>{rule_tag('asia.express', lang)} "
           f"{esc(t('team.express', lang, points=s.rules.longest_bonus, lengths=lengths, best=best, n=n_best))}</li>",
           f"<li>{rule_tag('asia.explorer', lang)} "
           f"{esc(t('team.explorer', lang, points=s.rules.explorer, counts=counts, most=most, n=n_most))}</li>"]
    how += [f"<li>{rule_tag(st.rule, lang)} {esc(render_step(st, m, lang))}</li>"
            for st in scoring_steps(s, fs) if st.rule in ("asia.express", "asia.explorer")]
    decided = "".join(f"<p>{esc(render_step(st, m, lang))}</p>"
                      for st in app.session.entries[-1].steps if st.rule == "win.tiebreak"
                      and st.key == "win.tiebreak")
    table = W.HTML(f"<b>{esc(t('score.title', lang))} — "
                   f"{esc(t('score.winner', lang, seats=winners))}</b>"
                   f"<table>{''.join(rows)}</table>{decided}{''.join(details)}"
                   f'<div class="ttr-score-how">{esc(t("team.bonuses", lang))}'
                   f"<ul>{''.join(how)}</ul></div>")
    table.add_class("ttr-score")
    table.add_class("ttr-team-score")
    shown = app.play.trail_seat if app.play.trail_seat is not None else fs.winners[0]
    pick = W.RadioButtons(
        options=[(t("team.trail-of", lang, team=team_name(sc.seat, lang), n=sc.longest),
                  sc.seat) for sc in fs.seats],
        value=shown if shown < len(fs.seats) else fs.winners[0], layout=W.Layout(width="auto"))
    pick.add_class("ttr-trail-pick")
    pick.observe(app.safe(lambda c: app.play.show_trail(c["new"])), names="value")
    return [table, W.HTML(esc(t("score.show", lang))), pick]


def trail_colour_seat(state, team: int) -> int:
    """The seat whose colour the board draws team ``team``'s trail in (its first seat)."""
    return state.teams.members(team)[0]
