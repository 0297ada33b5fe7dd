"""The start page: the form for a new game (the game, its variant and tiebreak where it has a
choice, seats, bot pace, seed, teaching mode) and the upload of a saved game or a scenario file,
beside the chosen game's board, empty.

The games are the registry's (:func:`ttrwidgets.core.registry.games`): each is a card with a
small picture of its board (drawn by :mod:`ttrwidgets.render` as SVG, once per process) and its
name in the learner's language. The form only collects choices: *Play now* hands them to
:meth:`TTRApp.start_game`, an upload to :meth:`TTRApp.load_file`; which games, variants,
tiebreaks and player counts exist is the registry's and the engine's answer.
"""
from __future__ import annotations

import base64

import ipywidgets as W

from ..core.family import family
from ..core.registry import game, games, players_text
from ..core.errors import TTRError
from ..core.jsonfile import MAX_FILE_BYTES
from ..ttr.maps import load_map
from ..ttr.rules import PRESETS
from ..trans.specials import CARDS
from .base import Part
from .chips import esc
from .style import THUMB_PX
from .texts import T, t
from .web import FilePicker, format_size

__all__ = ["StartPage", "READABLE_PACE", "too_large", "thumbnail_svg", "tiebreaks"]

#: Seconds a bot's finished turn stays on screen at the "readable" pace.
READABLE_PACE = 0.8


def too_large(name: str, size: int):
    """The message for a file over the size cap (``lang -> text``)."""
    return lambda lang: t("upload.too-large", lang, name=name, size=format_size(size, lang),
                          limit=format_size(MAX_FILE_BYTES, lang))


def thumbnail_svg(map_id: str) -> tuple[str, float]:
    """A small picture of the route board ``map_id`` as an SVG document, and its width/height
    ratio (``ttrwidgets.ttr.board_thumbnail``)."""
    from ..ttr import board_thumbnail
    return board_thumbnail(map_id)


def app_games():
    """The games the app can show: every registered game (each family names its play
    controller, ``APP_PLAY``)."""
    return [g for g in games() if getattr(family(g.id), "APP_PLAY", None)]


#: The special-card options of a Trans game (``trans.special``).
SPECIAL_OPTIONS = ("none", "deck", "fixed")


def thumbnail_css() -> str:
    """Each game card's board picture (a CSS background, so the whole card is one button)."""
    rules = []
    for g in app_games():
        svg, ratio = family(g.id).board_thumbnail(g.boards[0])
        data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
        w = round(THUMB_PX * ratio)
        rules.append(f'.ttr-app .ttr-game-card.ttr-game-{g.id} {{ background-image: '
                     f'url("data:image/svg+xml;base64,{data}"); padding-left: {w + 14}px; }}')
    return "<style>" + "\n".join(rules) + "</style>"


def tiebreaks(rules_id: str) -> list[str]:
    """The tiebreaks a player may choose for rule set ``rules_id`` (the engine's
    ``RuleSet.with_options`` says which it accepts); none where the game has no choice."""
    rules = PRESETS[rules_id]
    out = []
    for tb in ("anniversary", "classic"):
        try:
            rules.with_options(tiebreak=tb)
        except TTRError:
            continue
        out.append(tb)
    return out if len(out) > 1 else []


def variant_label(rules_id: str, lang: str) -> str:
    """A rule set's name on the form: its variant's words, else its id."""
    key = f"variant.{PRESETS[rules_id].variant}"
    return t(key, lang) if key in T else rules_id


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
        self.w_variant = W.Dropdown()
        self.w_tiebreak = W.Dropdown()
        self.w_players = W.Dropdown(
            options=[(str(n), n) for n in sorted(game(self.game_id).players)], value=3)
        self.w_players.add_class("ttr-player-count")
        self.w_seats = [W.Dropdown() for _ in range(6)]
        for i, w in enumerate(self.w_seats):
            w.add_class(f"ttr-seat-{i}")
        self.w_pace = W.Dropdown()
        self.w_pace.add_class("ttr-pace")
        # Trans games: the special cards (trans.special) -- none, one each round, or one card
        # for the whole game (listed by number and name)
        self.w_special = W.Dropdown()
        self.w_special.add_class("ttr-special-option")
        self.w_special_card = W.Dropdown()
        self.w_special_card.add_class("ttr-special-card")
        self.watch(self.w_special, lambda _c: self.refresh())
        self.w_seed = W.Text()
        self.w_seed.add_class("ttr-seed")
        self.w_teaching = W.Checkbox(value=False, indent=False, layout=W.Layout(width="auto"))
        self.w_teaching.add_class("ttr-teaching")
        self.watch(self.w_players, lambda _c: self.refresh())
        # Team Asia: the board, the pairing (the route family's ttr/ui/team.py; imported here,
        # not on loading this module: that one loads the app's parts itself)
        from ..ttr.ui.team import TeamStart
        self.team = TeamStart(app)
        self.watch(self.team.w_board, lambda _c: self.app.show_start())
        self.watch(self.w_variant, lambda _c: self.refresh())
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
        for w in (self.w_variant, self.w_tiebreak, self.w_players, self.w_pace,
                  self.w_seed, self.w_special, self.w_special_card, *self.w_seats):
            w.style = {"description_width": "170px"}
            w.layout.width = "440px"
        form = W.VBox([
            self.thumbs, app.message, L["intro"], L["learn"], self.b_learn, self.b_lessons,
            self.b_puzzles, self.b_lab,
            L["play"], L["games"], self.w_games,
            self.w_variant, self.w_tiebreak, self.w_special, self.w_special_card,
            *self.team.widgets, self.w_players, *self.w_seats, self.w_pace,
            self.w_seed,
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

    def chosen_map(self):
        """The board of the game the form has chosen (shown, empty, beside it)."""
        return load_map(self.team.board(self.game_id) or game(self.game_id).boards[0])

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
        for k in ("variant", "tiebreak", "players", "pace", "seed"):
            getattr(self, f"w_{k}").description = t(f"start.{k}", lang)
        L["games"].value = f"<b>{esc(t('start.game', lang))}</b>"
        L["load"].value = f"<h3>{esc(t('start.load', lang))}</h3>"
        L["later"].value = f"<p><i>{esc(t('start.later', lang))}</i></p>"
        info = game(self.game_id)
        fam = family(self.game_id)
        opts = fam.START_OPTIONS          # the fields this game's family takes
        # a variant and a tiebreak only where the game has a choice
        if "variant" in opts:
            relabel(self.w_variant, [(variant_label(r, lang), r) for r in info.rules])
        self.w_variant.layout.display = "" if "variant" in opts and len(info.rules) > 1 \
            else "none"
        choices = tiebreaks(self.w_variant.value) if "tiebreak" in opts else []
        if choices:
            relabel(self.w_tiebreak, [(t(f"tiebreak.{v}", lang), v) for v in choices])
        self.w_tiebreak.layout.display = "" if choices else "none"
        # the special cards of a Trans game, by number and name in the learner's language
        self.w_special.description = t("start.special", lang)
        relabel(self.w_special, [(t(f"start.special.{k}", lang), k) for k in SPECIAL_OPTIONS])
        self.w_special_card.description = t("start.special-card", lang)
        relabel(self.w_special_card, [(f"{n}. {c.title[lang]}", n) for n, c in CARDS.items()])
        self.w_special.layout.display = "" if "special" in opts else "none"
        self.w_special_card.layout.display = "" if "special" in opts and \
            self.w_special.value == "fixed" else "none"
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
        self.team.refresh(self.game_id, n, self.w_seats)
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
        opts = family(self.game_id).START_OPTIONS
        chosen = {
            "variant": lambda: self.w_variant.value,
            "tiebreak": lambda: (self.w_tiebreak.value if tiebreaks(self.w_variant.value)
                                 else None),
            "board": lambda: self.team.board(self.game_id),
            "special": lambda: {"none": None, "deck": "deck"}.get(self.w_special.value,
                                                                  self.w_special_card.value)}
        options = {k: chosen[k]() for k in opts if k in chosen}
        if options.get("board", ...) is None:
            del options["board"]                 # the game's own board
        app.start_game(players=n, seats=[w.value for w in self.w_seats[:n]],
                       seed=int(text) if text else None, pace=self.w_pace.value,
                       teaching=self.w_teaching.value, game=self.game_id, **options)
