"""The choice panel: the decision the game waits for from the seat at the screen.

The panel's widgets (a title, a line of information, a problem, the ways to pay, the offered
tickets, the buttons and the keyboard's route/city chooser) are made once and only shown or
hidden, so a click sends a few value changes to the browser, not new widgets. Which of them show,
and with what, is one :class:`Dialog`'s: the panel asks its dialogs in order and the first that
opens fills it.

* :class:`WaitNote`: nobody at the screen is to decide: whom the game waits for
* :class:`MixDialog`: announce how many tickets come from the short and the long deck
  (Deutschland: at the start, and when drawing tickets)
* :class:`TicketDialog`: keep tickets (at the start, and after drawing tickets)
* :class:`PassengerDialog`: pick a passenger at each end of the route just claimed where
  several colours wait (Deutschland); a click on a token on the board picks it too
* :class:`TunnelDialog`: a tunnel asks for more cards: pay them or withdraw
* :class:`ClaimDialog`: a route picked on the board: the ways to pay, or why not
* :class:`StationDialog`: a city picked on the board: the ways to pay for a station, or why not
* :class:`SecondCardNote`: take your second card
* :class:`IdleNote`: what you can do now, and the keyboard's chooser

A new kind of decision (a rule set's own, like taking passengers) is one more :class:`Dialog`
in :attr:`ChoicePanel.dialogs`; widgets of its own it adds with :meth:`ChoicePanel.add_part`.
Every answer (options, a rejection with its rule id) is the engine's; the confirm button sends
the open dialog's :meth:`Dialog.action` through :meth:`TTRApp.confirm`.
"""
from __future__ import annotations

import ipywidgets as W

from .. import cards as C
from ..actions import BuildStation, ClaimRoute, Pass, TunnelPay
from ..colours import Colour
from ...core.errors import IllegalActionError
from ..game import active_seats, tunnel_options, why_illegal
from ..maps import RouteKind
from ..messages import cards_text, colour_name, route_name, seat_name, ticket_name
from ..preview import station_preview
from ..rules import ROUTE_POINTS
from ..state import Phase, SecondCard, TunnelStage
from ..render import card_fill, card_text
from ...widgets.base import Part, set_children
from ...widgets.chips import esc
from .chips import chip
from ...core import i18n
from ...widgets.texts import t

__all__ = ["ChoicePanel", "Dialog"]


class ChoicePanel(Part):
    """The panel (``box``, class ``ttr-panel``) and the dialogs that fill it."""

    def __init__(self, app):
        super().__init__(app)
        self.title = W.HTML()
        self.info = W.HTML()
        self.problem = W.HTML()
        self.problem.add_class("ttr-problem-box")
        self.choose = W.HTML()
        self.picker = W.RadioButtons(options=[], layout=W.Layout(width="auto"))
        self.picker.add_class("ttr-options")
        self.offers = W.VBox()
        self.b_confirm = self.button("ttr-confirm", app.confirm, button_style="success")
        self.b_pay = self.button("ttr-pay", app.confirm, button_style="success")
        self.b_withdraw = self.button("ttr-withdraw", lambda: app.play.withdraw(),
                                      button_style="warning")
        self.b_keep = self.button("ttr-keep", self.keep_checked, button_style="success")
        self.b_cancel = self.button("ttr-cancel", app.cancel)
        # the keyboard's way to the board: type a route or a city, Enter opens its preview
        self.target = W.Combobox(ensure_option=True, continuous_update=False,
                                 layout=W.Layout(width="98%"))
        self.target.add_class("ttr-target")
        self.watch(self.target, self._on_target)
        self.targets: dict[str, tuple] = {}     # the chooser's label -> ("route" | "city", index)
        self._targets_key = None
        self.options: list = []                 # the card sets the open dialog offers
        self.offer_boxes: list = []             # (checkbox, ticket) of the ticket choice
        self._offers_key = None
        self.parts = {"title": self.title, "info": self.info, "problem": self.problem,
                      "choose": self.choose, "picker": self.picker, "offers": self.offers,
                      "confirm": self.b_confirm, "pay": self.b_pay, "withdraw": self.b_withdraw,
                      "keep": self.b_keep, "cancel": self.b_cancel, "target": self.target}
        # Hidden until a dialog shows them (:meth:`Dialog.show`). Created visible, they were
        # in the browser's first picture of a new page for a moment whenever the page's widgets
        # came in before the updates that hide them: every button at once, words cut.
        for w in self.parts.values():
            w.layout.display = "none"
        self.buttons = W.HBox([self.b_confirm, self.b_pay, self.b_withdraw, self.b_keep,
                               self.b_cancel])
        self.box = W.VBox([self.title, self.info, self.problem, self.choose, self.picker,
                           self.offers, self.buttons, self.target])
        self.box.add_class("ttr-panel")
        #: tried in order: the first that opens fills the panel (the last always opens)
        self.dialogs: list[Dialog] = [WaitNote(self), MixDialog(self), TicketDialog(self),
                                      PassengerDialog(self), TunnelDialog(self),
                                      ClaimDialog(self), StationDialog(self),
                                      SecondCardNote(self), PassNote(self), IdleNote(self)]

    def add_part(self, name: str, widget: W.Widget) -> None:
        """A dialog's own widget, placed above the buttons and shown by :meth:`show` as
        ``name`` (hidden until then)."""
        widget.layout.display = "none"
        self.parts[name] = widget
        k = self.box.children.index(self.buttons)
        self.box.children = [*self.box.children[:k], widget, *self.box.children[k:]]

    # ---------------------------------------------------------------- what is open
    def dialog_for(self, seat: int | None) -> "Dialog | None":
        """The dialog the moment asks for (None once the game is over)."""
        if self.app.state.game_over:
            return None
        return next(d for d in self.dialogs if d.opens(seat))

    def refresh(self) -> None:
        app = self.app
        lang = app.lang
        self.options = []
        for b, key in ((self.b_cancel, "cancel"), (self.b_withdraw, "tunnel.withdraw"),
                       (self.b_pay, "tunnel.pay"), (self.b_keep, "tickets.keep")):
            b.description = t(key, lang)
        over = app.state.game_over
        self.box.layout.display = "none" if over else ""   # the final scores take its place
        if not over:
            seat = app.acting_seat()
            self.dialog_for(seat).fill(seat)

    def action(self, seat: int | None):
        """The action the confirm button sends now, with the picked option (None: nothing to
        confirm)."""
        dialog = self.dialog_for(seat)
        return None if dialog is None else dialog.action(seat)

    def enter(self) -> None:
        """The Enter key: confirm (or pay) when that button shows, else keep the ticked tickets."""
        shown = {name for name, w in self.parts.items() if w.layout.display != "none"}
        if "confirm" in shown or "pay" in shown:
            self.app.confirm()
        elif "keep" in shown:
            self.keep_checked()

    def keep_checked(self) -> None:
        """*Keep*: keep the ticked tickets."""
        picks = [k for k, (cb, _tk) in enumerate(self.offer_boxes) if cb.value]
        share = self.parts.get("share")            # a team game: the ticket for the holder
        if share is not None and share.layout.display != "none":
            self.app.play.keep_tickets(picks, share=self.share_pick.value)
            return
        self.app.play.keep_tickets(picks)

    def clear_offers(self) -> None:
        """Empty the ticket choice (the device is handed to another seat)."""
        self._offers_key = None
        set_children(self.offers, [])

    # ---------------------------------------------------------------- for the dialogs
    def show(self, *names) -> None:
        """Show the panel's widgets ``names`` (keys of :attr:`parts`), hide the others. The
        others are hidden first and ``names`` shown in the order given, so the browser, which
        applies the changes one by one, shows the last name (the button) last."""
        for name, w in self.parts.items():
            if name not in names:
                w.layout.display = "none"
        for name in names:
            self.parts[name].layout.display = ""

    def picked(self):
        """The card set picked among the offered options; with none offered (the preview showed
        why), no cards: the engine then refuses the action with its own rule id."""
        v = self.picker.value
        if isinstance(v, int) and 0 <= v < len(self.options):
            return self.options[v]
        return C.EMPTY

    def pick_from(self, options) -> None:
        """Offer the card sets ``options`` (the engine's canonical payments), the first picked."""
        self.options = list(options)
        lang = self.app.lang
        board = self.app.state.map          # Deutschland's purple is Lila
        labels = [(cards_text(C.card_dict(cs), lang, board), i) for i, cs in enumerate(options)]
        if list(self.picker.options) != labels:
            self.picker.options = labels
        self.picker.value = 0
        self.choose.value = esc(t("claim.choose", lang))

    def show_problem(self, err: IllegalActionError) -> None:
        self.problem.value = f'<p class="ttr-problem">✗ {esc(err.message(self.app.lang))}</p>'

    def offer(self, preview, confirm: str) -> None:
        """The engine's answer to a click: the ways to pay and a confirm button, or why not."""
        if preview.problem is not None:
            self.show_problem(preview.problem)
            self.show("title", "info", "problem", "cancel")
            return
        self.pick_from(preview.options)
        self.b_confirm.description = confirm
        self.show("title", "info", "choose", "picker", "confirm", "cancel")

    def fill_targets(self) -> None:
        """The keyboard chooser's options: every route and every city, in the learner's words."""
        m, lang = self.app.state.map, self.app.lang
        stations = bool(self.app.state.rules.stations)
        key = (id(m), lang, stations)
        if key == self._targets_key:
            return
        self._targets_key = key
        targets: dict[str, tuple] = {}
        for rt in m.routes:
            label = route_name(m, rt.index, lang)
            if label in targets:                  # the second track of a gray double
                label = t("target.second", lang, route=label)
            targets[label] = ("route", rt.index)
        for c in sorted(m.cities, key=lambda c: c.display_name) if stations else ():
            targets[t("target.city", lang, city=c.display_name)] = ("city", c.index)
        self.targets = targets
        self.target.value = ""
        self.target.options = tuple(targets)
        hint = t("target.placeholder" if stations else "target.placeholder-routes", lang)
        self.target.placeholder = hint
        self.target.description = ""
        self.target.tooltip = hint

    def _on_target(self, change) -> None:
        target = self.targets.get(change["new"])
        if target is None or not self.app.on_game_page():
            return
        self.target.value = ""
        self.app.select(*target)
        # the chooser is hidden now: the keyboard goes on from the dialog's first button
        for b in (self.b_confirm, self.b_cancel):
            if b.layout.display != "none":
                b.focus()
                break


class Dialog:
    """One kind of decision the choice panel can show."""

    def __init__(self, panel: ChoicePanel):
        self.panel = panel
        self.app = panel.app

    def opens(self, seat: int | None) -> bool:
        """Whether this is the decision ``seat`` (None: no one at the screen) faces now."""
        raise NotImplementedError

    def fill(self, seat: int | None) -> None:
        """Fill the panel's widgets and show those this dialog uses."""
        raise NotImplementedError

    def action(self, seat: int | None):
        """The action its confirm button sends, with the picked option (None: it has none)."""
        return None


class WaitNote(Dialog):
    def opens(self, seat):
        return seat is None

    def fill(self, seat):
        s, lang = self.app.state, self.app.lang
        self.panel.title.value = esc(t("panel.wait", lang, seat=", ".join(
            seat_name(x, lang) for x in active_seats(s))))
        self.panel.show("title")


class TicketDialog(Dialog):
    """The seat's ticket choice, as the viewer sees it (``app.seen().offer``)."""

    def opens(self, seat):
        return self.app.seen().offer(seat) is not None

    def fill(self, seat):
        p, lang, m = self.panel, self.app.lang, self.app.state.map
        choice = self.app.seen().offer(seat)
        key = (choice, lang)
        if key != p._offers_key:
            p._offers_key = key
            p.offer_boxes = []
            two_decks = self.app.state.rules.ticket_mix
            for k, tk in enumerate(choice.offered):
                # which deck each ticket is from, where the game has a long one
                label = ticket_name(m, tk, lang) + (
                    t("tickets.long", lang) if m.tickets[tk].long
                    else t("tickets.short", lang) if two_decks else "")
                cb = W.Checkbox(value=False, description=label, indent=False,
                                layout=W.Layout(width="auto"))
                cb.add_class(f"ttr-offer-{k}")
                p.offer_boxes.append((cb, tk))
            set_children(p.offers, [cb for cb, _ in p.offer_boxes])
        p.title.value = f"<b>{esc(t('tickets.title', lang, min=choice.min_keep))}</b>"
        p.show("title", "offers", "keep")


class TunnelDialog(Dialog):
    def opens(self, seat):
        s = self.app.state
        return s.phase is not Phase.SETUP and isinstance(s.pending, TunnelStage)

    def fill(self, seat):
        p, s, lang = self.panel, self.app.state, self.app.lang
        pend = s.pending
        revealed = " ".join(chip(c, None, lang) for c in pend.revealed) or "—"
        title = t("tunnel.title", lang, route=route_name(s.map, pend.route, lang))
        p.title.value = f"<b>{esc(title)}</b> {revealed}"
        p.info.value = esc(t("tunnel.owe", lang, extra=pend.extra,
                             colour=colour_name(Colour(pend.colour).key, lang, board=s.map)))
        options = tunnel_options(s)
        if not options:
            p.problem.value = f'<p class="ttr-problem">{esc(t("tunnel.cannot", lang))}</p>'
            p.show("title", "info", "problem", "withdraw")
            return
        p.pick_from(options)
        p.show("title", "info", "choose", "picker", "pay", "withdraw")

    def action(self, seat):
        return TunnelPay(seat, self.panel.picked())


class ClaimDialog(Dialog):
    def opens(self, seat):
        sel = self.app.selection
        return bool(sel) and sel[0] == "route"

    def fill(self, seat):
        s, lang = self.app.state, self.app.lang
        m, r = s.map, self.app.selection[1]
        rt = m.routes[r]
        self.panel.title.value = \
            f"<b>{esc(t('claim.title', lang, route=route_name(m, r, lang)))}</b>"
        info = [t("claim.points", lang, points=ROUTE_POINTS[rt.length], length=rt.length)]
        if rt.kind is RouteKind.TUNNEL:
            info.append(t("claim.tunnel", lang))
        if rt.kind is RouteKind.FERRY:
            info.append(t("claim.ferry", lang, n=rt.locomotives))
        preview = self.app.play.preview_claim(seat, r)
        if s.rules.passengers and preview.problem is None:
            info.append(passengers_words(preview.passengers, m, lang))
        self.panel.info.value = "<br>".join(esc(x) for x in info)
        self.panel.offer(preview, t("claim.confirm", lang))

    def action(self, seat):
        s = self.app.state
        return ClaimRoute(seat, s.map.routes[self.app.selection[1]].id, self.panel.picked())


class StationDialog(Dialog):
    def opens(self, seat):
        sel = self.app.selection
        return bool(sel) and sel[0] == "city"

    def fill(self, seat):
        s, lang = self.app.state, self.app.lang
        c = self.app.selection[1]
        city = s.map.cities[c].display_name
        if not s.rules.stations:
            # no stations in this game: the city, who waits there, and the engine's word on it
            self.panel.title.value = f"<b>{esc(city)}</b>"
            waiting = self.app.seen().passengers_at(c)
            self.panel.info.value = esc(waiting_words(waiting, city, lang, s.map)) \
                if s.rules.passengers else ""
        else:
            nth = len(s.players[seat].stations) + 1
            self.panel.title.value = \
                f"<b>{esc(t('station.title', lang, nth=nth, city=city))}</b>"
            self.panel.info.value = esc(t("station.explain", lang, city=city))
        self.panel.offer(station_preview(s, seat, c), t("station.confirm", lang))

    def action(self, seat):
        s = self.app.state
        return BuildStation(seat, s.map.cities[self.app.selection[1]].name, self.panel.picked())


class SecondCardNote(Dialog):
    def opens(self, seat):
        return isinstance(self.app.state.pending, SecondCard)

    def fill(self, seat):
        self.panel.title.value = esc(t("panel.second-card", self.app.lang))
        self.panel.show("title")


class PassNote(Dialog):
    """turn.pass: when the rules leave the seat no other action (no card to draw, no route,
    station or ticket it can take), *Pass* is the one button; the engine decides when."""

    def opens(self, seat):
        s = self.app.state
        return seat is not None and s.pending is None and why_illegal(s, Pass(seat)) is None

    def fill(self, seat):
        lang = self.app.lang
        self.panel.title.value = esc(t("panel.pass", lang))
        self.panel.b_confirm.description = t("pass", lang)
        self.panel.show("title", "confirm")

    def action(self, seat):
        return Pass(seat)


class IdleNote(Dialog):
    def opens(self, seat):
        return True

    def fill(self, seat):
        rules = self.app.state.rules
        key = "panel.idle" if rules.stations else \
            "panel.idle-mix" if rules.ticket_mix else "panel.idle-routes"
        self.panel.title.value = esc(t(key, self.app.lang))
        self.panel.fill_targets()
        if self.app.lesson is not None:      # the lesson's task is the instruction (issue 21)
            self.panel.show("target")
        else:
            self.panel.show("title", "target")


# ---------------------------------------------------------------- Deutschland's decisions
def passengers_words(ends, m, lang: str) -> str:
    """What a claim would bring (``Preview.passengers``: ``((city, colours), ...)``): a
    passenger where one colour waits, a choice where several do (de.take-passengers)."""
    if not ends:
        return t("claim.passengers-none", lang)
    parts = []
    for city, colours in ends:
        name = m.cities[city].display_name
        names = [colour_name(Colour(k).key, lang, board=m) for k in colours]
        if len(colours) == 1:
            parts.append(t("claim.passenger-one", lang, city=name, colour=names[0]))
        else:
            parts.append(t("claim.passenger-choice", lang, city=name,
                           colours=i18n.join(names, lang, "or")))
    return t("claim.passengers", lang, list="; ".join(parts))


def waiting_words(colours, city: str, lang: str, board=None) -> str:
    """Who waits at a city (its passenger colours, a multiset), in words."""
    counts = {k: colours.count(k) for k in sorted(set(colours))}
    if not counts:
        return t("city.no-passengers", lang, city=city)
    listed = i18n.join([t("passengers.of-colour", lang, n=n,
                          colour=colour_name(Colour(k).key, lang, board=board))
                        for k, n in counts.items()], lang)
    return t("city.passengers", lang, city=city, list=listed, n=len(colours))


class MixDialog(Dialog):
    """Announce the mix of short and long tickets to draw (de.setup-tickets at the start,
    de.draw-tickets after *Draw tickets*): one button per mix the engine allows now."""

    def __init__(self, panel):
        super().__init__(panel)
        self.mixes: list[tuple[int, int]] = []     # what each shown button announces
        self.buttons: list[W.Button] = []
        self.box = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.box.add_class("ttr-mixes")
        panel.add_part("mixes", self.box)

    def opens(self, seat):
        if seat is None:
            return False
        return self.app.seen().mix(seat) is not None or self.app.selection == ("mix", None)

    def _button(self, k: int) -> W.Button:
        while len(self.buttons) <= k:
            j = len(self.buttons)
            b = self.panel.button("ttr-mix", lambda j=j: self.app.play.announce(*self.mixes[j]),
                                  layout=W.Layout(width="auto"))
            b.add_class(f"ttr-mix-{j}")
            self.buttons.append(b)
        return self.buttons[k]

    def fill(self, seat):
        p, app, lang = self.panel, self.app, self.app.lang
        s, seen = app.state, app.seen()
        setup = seen.mix(seat)
        self.mixes = app.play.ticket_mixes(seat)
        n = sum(self.mixes[0]) if self.mixes else (setup.total if setup else s.rules.tickets_drawn)
        keep = setup.min_keep if setup else s.rules.tickets_min_keep
        p.title.value = f"<b>{esc(t('mix.title-setup' if setup else 'mix.title', lang, n=n))}</b>"
        short, long_ = deck_points(s.map)
        p.info.value = esc(t("mix.info", lang, keep=keep, short=seen.tickets_left,
                             long=seen.long_tickets_left, short_pts=short, long_pts=long_))
        buttons = [self._button(k) for k in range(len(self.mixes))]
        for b, (sh, lo) in zip(buttons, self.mixes):
            b.description = t("mix.option", lang, short=sh, long=lo)
            b.tooltip = t("mix.option-tip", lang, short=sh, long=lo)
        if list(self.box.children) != buttons:
            self.box.children = buttons
        shown = ["title", "info", "mixes"]
        if not self.mixes:
            p.problem.value = f'<p class="ttr-problem">{esc(t("mix.none", lang))}</p>'
            shown.append("problem")
        if setup is None:
            shown.append("cancel")        # a draw not announced yet can still be left
        p.show(*shown)


def deck_points(m) -> tuple[str, str]:
    """The points printed on the short and on the long tickets of map ``m`` ("2–11")."""
    out = []
    for long_ in (False, True):
        pts = sorted(tk.points for tk in m.tickets if tk.long == long_)
        out.append(f"{pts[0]}–{pts[-1]}" if pts else "—")
    return out[0], out[1]


#: Most passenger colours one end of a route can offer (a button each).
MAX_COLOURS = 8


class PassengerDialog(Dialog):
    """de.take-passengers: at each end of the route just claimed where passengers of several
    colours wait, one button per colour (its letter and how many wait; colour is never the only
    cue); a click there or on the token on the board picks it, *Confirm* takes the picks."""

    def __init__(self, panel):
        super().__init__(panel)
        self.slots: list[list[tuple[int, int]]] = [[], []]   # per end row: (city, colour)
        self.rows = []
        for k in range(2):
            label = W.HTML(layout=W.Layout(width="auto", min_width="6em"))
            buttons = []
            for j in range(MAX_COLOURS):
                b = panel.button("ttr-passenger", lambda k=k, j=j: self.app.play.pick_passenger(
                    *self.slots[k][j]), layout=W.Layout(width="auto", min_width="3.4em"))
                b.add_class(f"ttr-passenger-{k}-{j}")
                buttons.append(b)
            row = W.HBox([label, *buttons], layout=W.Layout(align_items="center",
                                                           flex_flow="row wrap"))
            self.rows.append((row, label, buttons))
        self.box = W.VBox([row for row, _, _ in self.rows])
        self.box.add_class("ttr-passenger-choice")
        panel.add_part("passengers", self.box)

    def opens(self, seat):
        choice = self.app.seen().passenger_choice
        return choice is not None and seat == choice.seat

    def fill(self, seat):
        p, app, lang = self.panel, self.app, self.app.lang
        seen, m = app.seen(), app.state.map
        choice = seen.passenger_choice
        picks = app.play.passenger_picks()
        p.title.value = f"<b>{esc(t('passengers.title', lang, route=route_name(m, choice.route, lang)))}</b>"
        info = [t("passengers.how", lang)]
        for city, colour in choice.taken:
            info.append(t("passengers.auto", lang, city=m.cities[city].display_name,
                          colour=colour_name(Colour(colour).key, lang, board=m)))
        p.info.value = "<br>".join(esc(x) for x in info)
        for k, (row, label, buttons) in enumerate(self.rows):
            if k >= len(choice.ends):
                row.layout.display = "none"
                self.slots[k] = []
                continue
            row.layout.display = ""
            city, colours = choice.ends[k]
            name = m.cities[city].display_name
            label.value = f"<b>{esc(name)}</b>:"
            waiting = seen.passengers_at(city)
            self.slots[k] = [(city, c) for c in colours]
            for j, b in enumerate(buttons):
                if j >= len(colours):
                    b.layout.display = "none"
                    continue
                c = Colour(colours[j])
                n = waiting.count(int(c))
                picked = picks.get(city) == int(c)
                b.layout.display = ""
                b.description = f"{'✓ ' if picked else ''}{c.symbol} ×{n}"
                b.tooltip = t("passengers.button", lang, n=n, city=name,
                              colour=colour_name(c.key, lang, board=m))
                b.style.button_color = card_fill(c)
                b.style.text_color = card_text(c)
                b.style.font_weight = "bold"
                if picked:
                    b.add_class("ttr-picked")
                else:
                    b.remove_class("ttr-picked")
        p.b_confirm.description = t("passengers.confirm", lang)
        p.show("title", "info", "passengers", "confirm")

    def action(self, seat):
        return self.app.play.passengers_action(seat)
