"""The start page: the form for a new game (the game, seats, bot pace, seed, teaching mode, and
the fields the game's family asks for: a variant, a tiebreak, a board, special cards) and the
upload of a saved game or a scenario file, beside the chosen game's board, empty.

The games are the registry's (:func:`ttrwidgets.core.registry.games`): each is a card with a
small picture of its board (drawn by :mod:`ttrwidgets.render` as SVG, once per process) and its
name in the learner's language. The form only collects choices: *Play now* hands them to
:meth:`TTRApp.start_game`, an upload to :meth:`TTRApp.load_file`; which games, variants,
tiebreaks and player counts exist is the registry's and the engine's answer. A family's own
fields are its part of the form (:class:`StartForm`, named by its ``START_FORM``: the route
family's :class:`~ttrwidgets.ttr.ui.start.RouteStart`, the rail family's
:class:`~ttrwidgets.trans.ui.start.TransStart`), shown while one of its games is chosen.
"""
from __future__ import annotations

import base64

import ipywidgets as W

from ..core.diskcache import remembered
from ..core.family import family, resolve
from ..core.registry import game, games, players_text
from ..core.jsonfile import MAX_FILE_BYTES
from .base import Part
from .chips import esc
from .style import THUMB_PX
from .texts import T, t
from .web import FilePicker, format_size

__all__ = ["StartPage", "StartForm", "READABLE_PACE", "too_large", "relabel", "app_games"]

#: Seconds a bot's finished turn stays on screen at the "readable" pace.
READABLE_PACE = 0.8


def too_large(name: str, size: int):
    """The message for a file over the size cap (``lang -> text``)."""
    return lambda lang: t("upload.too-large", lang, name=name, size=format_size(size, lang),
                          limit=format_size(MAX_FILE_BYTES, lang))


def app_games():
    """The games the app can show: every registered game (each family names its play
    controller, ``APP_PLAY``)."""
    return [g for g in games() if getattr(family(g.id), "APP_PLAY", None)]


def thumbnail_css() -> str:
    """Each game card's board picture (a CSS background, so the whole card is one button)."""
    rules = []
    for g in app_games():
        svg, ratio = _thumbnail(g.id, g.boards[0])
        data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
        w = round(THUMB_PX * ratio)
        rules.append(f'.ttr-app .ttr-game-card.ttr-game-{g.id} {{ background-image: '
                     f'url("data:image/svg+xml;base64,{data}"); padding-left: {w + 14}px; }}')
    return "<style>" + "\n".join(rules) + "</style>"


def _thumbnail(game_id: str, board: str) -> tuple[str, float]:
    """A board's picture for its game card: drawn once, then read from the disk cache
    (``core.diskcache``, whose keys cover ttrwidgets' code and maps). A family from outside
    the package (registered by an add-on) has its pictures drawn every time."""
    module = family(game_id)
    draw = lambda: module.board_thumbnail(board)   # noqa: E731
    if module.__name__.partition(".")[0] != __name__.partition(".")[0]:
        return draw()
    return remembered("thumbnail", (game_id, board), draw)


def relabel(w: W.Dropdown, options: list, default=None) -> None:
    """Set a dropdown's (label, value) options in a new language, keeping the chosen value."""
    value = w.value
    options = [(str(label), v) for label, v in options]
    if [tuple(o) for o in w.options] != options:   # unchanged: no value events, no redraw
        w.options = options
    values = [v for _, v in options]
    want = value if value in values else (default if default in values else values[0])
    if w.value != want:
        w.value = want


class StartForm(Part):
    """A family's part of the start page's form (``Family.START_FORM`` names its class,
    ``Class(app)``): the fields its games take besides players, seats, pace and seed. This
    base class is the part of a family without such fields.

    ``widgets`` are its fields in the form's order; the page shows them while one of the
    family's games is chosen (:meth:`show`) and hides them otherwise (:meth:`hide`). A field
    whose change changes the form asks ``app.start_page.refresh()`` (or ``app.show_start()``
    when the board beside the form changes)."""

    def __init__(self, app):
        super().__init__(app)
        self.widgets: list = []

    def field(self, cls: str) -> W.Dropdown:
        """A dropdown of the form, its label its description, with the CSS class ``cls``."""
        w = W.Dropdown(style={"description_width": "170px"}, layout=W.Layout(width="440px"))
        w.add_class(cls)
        return w

    def show(self, game_id: str, players: int, seats) -> None:
        """Show the fields for game ``game_id`` (one of the family's) with ``players`` seats
        (``seats``: the page's seat dropdowns, whose labels the part may adapt), in the
        learner's language (``app.lang``)."""

    def hide(self) -> None:
        """Another family's game is chosen: hide every field."""
        for w in self.widgets:
            w.layout.display = "none"

    def options(self, game_id: str) -> dict:
        """The options chosen, as keyword arguments of ``app.start_game`` (of the family's
        ``START_OPTIONS``)."""
        return {}

    def board(self, game_id: str):
        """The board chosen for ``game_id`` (a board id), or None: the game's own."""
        return None


class StartPage(Part):
    """The start page (``box``): the form and the upload in a column, the board beside them."""

    def __init__(self, app):
        super().__init__(app)
        ids = [g.id for g in app_games()]
        self.game_id = ids[0]                     # the first game registered (Europe)
        # one card per game: its board's picture and its name; a click chooses it
        self.game_cards = {}
        for gid in ids:
            b = self.button("ttr-game-card", lambda gid=gid: self.choose(gid),
                            layout=W.Layout(width="auto", min_height=f"{THUMB_PX + 12}px",
                                            flex="1 1 40%", min_width="0"))
            b.add_class(f"ttr-game-{gid}")
            self.game_cards[gid] = b
        self.w_games = W.HBox(list(self.game_cards.values()),
                              layout=W.Layout(width="440px", flex_flow="row wrap"))
        self.w_games.add_class("ttr-games")
        self.thumbs = W.HTML(thumbnail_css())
        # each family's part of the form (its START_FORM), by family module
        self.forms: dict = {}
        for gid in ids:
            fam = family(gid)
            if fam.__name__ not in self.forms:
                ref = getattr(fam, "START_FORM", None)
                self.forms[fam.__name__] = resolve(ref)(app) if ref else StartForm(app)
        self.w_players = W.Dropdown(
            options=[(str(n), n) for n in sorted(game(self.game_id).players)], value=3)
        self.w_players.add_class("ttr-player-count")
        self.w_seats = [W.Dropdown() for _ in range(6)]
        for i, w in enumerate(self.w_seats):
            w.add_class(f"ttr-seat-{i}")
        self.w_pace = W.Dropdown()
        self.w_pace.add_class("ttr-pace")
        self.w_seed = W.Text()
        self.w_seed.add_class("ttr-seed")
        self.w_teaching = W.Checkbox(value=False, indent=False, layout=W.Layout(width="auto"))
        self.w_teaching.add_class("ttr-teaching")
        self.watch(self.w_players, lambda _c: self.refresh())
        self.b_start = self.button("ttr-start", self.start, button_style="success", icon="play")
        # the browser refuses a file over the cap before sending it (a large upload would
        # otherwise break the connection to the kernel with no word said)
        self.w_upload = FilePicker(accept=".json", max_bytes=MAX_FILE_BYTES)
        self.w_upload.add_class("ttr-upload")
        self.w_upload.on_file(app.safe(app.load_file))
        self.w_upload.on_too_large(app.safe(
            lambda name, size: app.say_error(too_large(name, size))))
        self.w_upload.on_error(app.safe(app.raise_error))
        # Learn first: a newcomer starts the first lesson in one click
        self.b_learn = self.button("ttr-learn", app.start_learning, button_style="primary",
                                   icon="graduation-cap", layout=W.Layout(width="440px"))
        self.b_lessons = self.button("ttr-lessons", app.show_learn, icon="list",
                                     layout=W.Layout(width="440px"))
        # puzzles: a position and a question with one exact answer
        self.b_puzzles = self.button("ttr-puzzles", app.show_puzzles, icon="puzzle-piece",
                                     layout=W.Layout(width="440px"))
        # the graph lab: algorithms step by step on a board (lab.py)
        self.b_lab = self.button("ttr-lab", app.show_lab, icon="sitemap",
                                 layout=W.Layout(width="440px"))
        self.labels = {k: W.HTML() for k in ("intro", "learn", "play", "games", "load", "later")}
        L = self.labels
        # every field carries its label as its description: a <label for=...> tied to the control
        for w in (self.w_players, self.w_pace, self.w_seed, *self.w_seats):
            w.style = {"description_width": "170px"}
            w.layout.width = "440px"
        form = W.VBox([
            self.thumbs, app.message, L["intro"], L["learn"], self.b_learn, self.b_lessons,
            self.b_puzzles, self.b_lab,
            L["play"], L["games"], self.w_games,
            *(w for part in self.forms.values() for w in part.widgets),
            self.w_players, *self.w_seats, self.w_pace, self.w_seed,
            self.w_teaching, self.b_start, L["load"], self.w_upload, L["later"]],
            layout=W.Layout(padding="0 8px", flex="0 0 460px", width="460px"))
        form.add_class("ttr-start-form")
        form.add_class("ttr-side")
        # the chosen map, empty, beside the form: the board is there from the first moment
        self.board_box = W.Box(layout=W.Layout(flex="0 1 auto", min_width="300px"))
        self.board_box.add_class("ttr-board-box")
        self.box = W.HBox([form, self.board_box], layout=W.Layout(width="100%"))
        self.box.add_class("ttr-start-page")
        self.box.add_class("ttr-main")

    def __getattr__(self, name: str):
        """A field (or piece) of a family's part of the form by its name (``page.w_special``),
        for tests and scripts that fill the form in."""
        if not name.startswith("_"):
            for part in self.__dict__.get("forms", {}).values():
                if hasattr(part, name):
                    return getattr(part, name)
        raise AttributeError(name)

    def form(self, game_id: str | None = None) -> StartForm:
        """The part of the form of ``game_id``'s family (default: the chosen game's)."""
        return self.forms[family(game_id or self.game_id).__name__]

    def chosen_board(self) -> str:
        """The board id of the game the form has chosen (shown, empty, beside it)."""
        return self.form().board(self.game_id) or game(self.game_id).boards[0]

    def choose(self, game_id: str) -> None:
        """A game card was clicked: the form and the board beside it are that game's."""
        game(game_id)                      # KeyError for a game the registry does not have
        self.game_id = game_id
        self.app.show_start()

    def refresh(self) -> None:
        lang = self.app.lang
        L = self.labels
        L["intro"].value = f"<p>{esc(t('start.intro', lang))}</p>"
        L["learn"].value = f"<h3>{esc(t('start.learn', lang))}</h3>"
        self.b_learn.description = t("learn.open", lang)
        self.b_lessons.description = t("learn.list", lang)
        self.b_puzzles.description = t("puzzles.open", lang)
        self.b_lab.description = t("lab.open", lang)
        L["play"].value = f"<h3>{esc(t('start.play', lang))}</h3>"
        for k in ("players", "pace", "seed"):
            getattr(self, f"w_{k}").description = t(f"start.{k}", lang)
        L["games"].value = f"<b>{esc(t('start.game', lang))}</b>"
        L["load"].value = f"<h3>{esc(t('start.load', lang))}</h3>"
        L["later"].value = f"<p><i>{esc(t('start.later', lang))}</i></p>"
        info = game(self.game_id)
        fam = family(self.game_id)
        relabel(self.w_players, [(str(n), n) for n in sorted(info.players)], 3)
        relabel(self.w_pace, [(t("start.pace.readable", lang), READABLE_PACE),
                              (t("start.pace.instant", lang), 0.0)])
        self.w_teaching.description = t("start.teaching", lang)
        bot = ("start.bot." + fam.DEFAULT_BOT, fam.DEFAULT_BOT)
        kinds = [(t("start.human", lang), "human"), (t(bot[0], lang), bot[1])]
        if bot[1] != "random":
            kinds.append((t("start.bot.random", lang), "random"))
        kinds += [(t(f"start.bot.{k}", lang), k) for k in sorted(fam.bots())
                  if k not in (bot[1], "random") and f"start.bot.{k}" in T]
        n = self.w_players.value
        for i, w in enumerate(self.w_seats):
            relabel(w, kinds, "human" if i == 0 else bot[1])
            w.description = t("start.seat", lang, n=i + 1)
            w.layout.display = "" if i < n else "none"
        # the fields the game's family takes; the other families' parts hidden
        mine = self.form()
        for part in self.forms.values():
            if part is not mine:
                part.hide()
        mine.show(self.game_id, n, self.w_seats)
        self.b_start.description = t("start.play", lang)
        self.w_upload.label = t("start.upload", lang)
        self.w_upload.locale = lang
        self.w_upload.too_large_text = t("upload.too-large", lang, name="{name}", size="{size}",
                                         limit="{limit}")
        # the cards last: the chosen card's tick says the form below is that game's (a
        # browser that sees the tick may use the form at once)
        for gid, b in self.game_cards.items():
            g = game(gid)
            label = t("start.game-card", lang, name=g.name.get(lang, g.name["en"]),
                      players=players_text(g.players, lang))
            b.tooltip = label
            # the chosen card: a tick and a frame, not colour alone
            if gid == self.game_id:
                b.description = "✓ " + label
                b.add_class("ttr-chosen")
            else:
                b.description = label
                b.remove_class("ttr-chosen")

    def start(self) -> None:
        """*Play now*: start a game with the form's choices (a bad seed is said, nothing starts)."""
        app = self.app
        text = self.w_seed.value.strip()
        if text and not text.lstrip("-").isdigit():
            app.say_error(lambda lang: t("start.bad-seed", lang))
            return
        n = self.w_players.value
        options = self.form().options(self.game_id)
        app.start_game(players=n, seats=[w.value for w in self.w_seats[:n]],
                       seed=int(text) if text else None, pace=self.w_pace.value,
                       teaching=self.w_teaching.value, game=self.game_id, **options)
