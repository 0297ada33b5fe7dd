"""The route family's terminal game (its ``TERMINAL``, ``python -m ttrwidgets play --game
europe``): a human against bots in the terminal, every rule explained.

Type ``help`` at the prompt for the commands. Everything the engine says is printed with its
rule id, in English or German (``--lang de`` or the ``lang`` command).
"""
from __future__ import annotations

import shlex
import sys

from ..core import i18n
from ..core.registry import game as game_info, players_text
from . import cards as C
from ..core.registry import games
from .actions import (BuildStation, ClaimRoute, DrawCard, DrawTickets, KeepTickets,
                      Pass, ShareTickets, TakePassengers, TunnelPay, TunnelWithdraw)
from .bots import BOTS
from .colours import Colour, parse_colour
from ..core.errors import IllegalActionError, InvalidActionError, Text, TTRError, printable
from .game import claim_options, legal_actions, station_options, tunnel_options
from .messages import (action_text, cards_text, colour_name, part_name, render,
                       render_step, route_name, seat_name, ticket_name)
from .record import GameRecord
from .rules import VARIANTS
from ..core.rulebook import rule_text
from .scoring import final_scores
from .state import PassengerChoice, Phase, TicketChoice, TicketMix, TunnelStage
from .view import step_view
from .session import Session, TicketStatus, ticket_progress

#: The terminal's catalogue: ``ttrwidgets/locales/<lang>/cli.ftl``.
DOMAIN = "cli"


def text(key: str, lang: str = "en", /, **params) -> str:
    """The terminal's sentence ``key`` in ``lang`` (from ``cli.ftl``)."""
    return i18n.text(DOMAIN, key, lang, **params)


def help_text(lang: str = "en") -> str:
    """The commands, as ``help`` prints them: the heading, then each line indented."""
    head, *lines = text("help", lang).splitlines()
    return "\n".join([head, *("  " + line for line in lines)])


class TerminalGame:
    """The terminal's side of a game: it reads commands and prints; the game itself (its
    history, the bots' moves, undo, saving and loading) is a :class:`~ttrwidgets.session.Session`,
    the same object the app drives. ``inp``/``out`` are replaceable for tests.

    A new game seats the player at ``human`` and ``bot`` everywhere else. A loaded game
    (``session``, or a ``record`` read from a file) keeps the seats it was saved with, bots and
    names; ``human`` (``--seat``) takes that seat over as well. Every person's seat is played
    from this terminal, in turn.
    """

    def __init__(self, players=3, human=None, bot="greedy", variant="europe.classic", seed=None,
                 lang="en", inp=None, out=None, record: GameRecord | None = None,
                 source: str = "the saved game", session: Session | None = None):
        self.lang = lang
        self.inp = inp or input
        self.out = out or print
        if record is not None and session is None:
            session = Session.from_json(record.to_json(), source)
        loaded = session is not None
        if not loaded:
            human = 0 if human is None else human
            session = Session.new(variant, ["human" if i == human else bot
                                            for i in range(players)], seed)
        players = session.state.n_players
        if human is not None and (not isinstance(human, int) or isinstance(human, bool)
                                  or not 0 <= human < players):
            raise InvalidActionError(text("bad-seat", lang, last=players - 1, seat=repr(human)))
        if human is not None and session.kinds[human] != "human":
            session.set_kind(human, "human")  # --seat: take over this seat of the saved game
        self.session = session
        if loaded:
            self.out(self.t("loaded", n=len(session.entries) - 1))
            person = self.t("you" if len(session.humans()) == 1 else "person")
            self.out(self.t("seats", seats=", ".join(
                self.t("seat-kind", seat=self.who(i),
                       kind=person if k == "human" else self.t("botkind", bot=k))
                for i, k in enumerate(session.kinds))))
        self.say_steps(session.last_steps)

    # -- the game (all of it lives in the session)
    @property
    def state(self):
        return self.session.state

    @property
    def history(self) -> list:
        """Every state of the game so far, the first one first."""
        return [e.state for e in self.session.entries]

    @property
    def actions(self) -> list[str]:
        """The actions played so far, as saved (``p0 draw deck``)."""
        return [str(e.action) for e in self.session.entries[1:]]

    @property
    def human(self) -> int | None:
        """The seat this terminal speaks for now: the person to decide, else the first person
        (None when bots play every seat)."""
        active = self.session.active_humans()
        if active:
            return active[0]
        people = self.session.humans()
        return people[0] if people else None

    # -- output
    def t(self, key, **kw):
        return text(key, self.lang, **kw)

    def who(self, seat: int) -> str:
        """A seat as the terminal names it: "Player 2", with the saved name if there is one."""
        name = seat_name(seat, self.lang)
        saved = self.session.names[seat]
        if saved:
            saved = "".join(c if c.isprintable() else " " for c in printable(saved)).strip()
            if saved:
                name += f" ({saved[:40]}{'…' if len(saved) > 40 else ''})"
        return name

    def say_steps(self, steps, viewer: int | None = ...):
        viewer = self.human if viewer is ... else viewer
        for st in steps:
            st = step_view(st, viewer)  # a bot's blind draw keeps its colour to itself
            self.out(f"  [{st.rule}] {render_step(st, self.state.map, self.lang)}")

    def cards(self, hand):
        return cards_text(C.card_dict(hand), self.lang, self.state.map)

    def describe(self, action) -> str:
        """An action in the learner's words; another seat's kept tickets stay secret."""
        return action_text(action, self.state.map, self.lang, self.human)

    def advice(self, label: str):
        """The greedy bot's move for the human, printed with its reason (``hint``/``auto``)."""
        adv = self.session.advise(self.human)
        self.out(self.t(label, action=self.describe(adv.action),
                        reason=render(adv.key, adv.params, self.state.map, self.lang)))
        return adv.action

    def show_board(self):
        s, m = self.state, self.state.map
        self.out(self.t("faceup", cards=", ".join(colour_name(Colour(c).key, self.lang, board=m)
                                                   for c in s.faceup),
                        deck=len(s.deck), discard=len(s.discard),
                        tickets=len(s.tickets) + len(s.long_tickets)))
        for i, p in enumerate(s.players):
            # Deutschland: no stations, passengers instead
            key = "player-passengers" if s.rules.passengers else \
                "player-stations" if s.rules.stations else "player"
            self.out(self.t(key, seat=self.who(i), score=p.score, trains=p.trains,
                            hand_n=sum(p.hand), tickets_n=len(p.tickets),
                            stations=", ".join(m.cities[c].display_name for c in p.stations)
                            or self.t("stations-none"),
                            list=self.passenger_list(p.passengers)))
        if s.teams is not None:            # asia.teams: one score per team, shared holders
            from .teams import team_score
            for team in range(s.teams.n_teams):
                seats = s.teams.members(team)
                self.out(self.t("team", team=team + 1,
                                seats=", ".join(self.who(x) for x in seats),
                                score=team_score(s, team),
                                trains=sum(s.players[x].trains for x in seats),
                                cards_n=sum(s.teams.hands[team]),
                                tickets_n=len(s.teams.tickets[team])))

    def ticket_status(self, status: TicketStatus) -> str:
        """The terminal's words for a ticket's status (computed by the session)."""
        if status.status in ("todo", "completed", "failed"):
            return self.t(status.status, cost=status.cost, points=f"{status.points or 0:+d}")
        return self.t(status.status)

    def show_mine(self):
        s, m, seat = self.state, self.state.map, self.human
        p = s.players[seat]
        self.out(self.t("hand", cards=self.cards(p.hand)))
        for n, status in enumerate(ticket_progress(s, seat), 1):
            self.out("  " + self.t("ticket", n=n, name=ticket_name(m, status.ticket, self.lang),
                            status=self.ticket_status(status)))
        for r in s.routes_of(seat):
            self.out("  = " + route_name(m, r, self.lang))
        if s.teams is not None:            # asia.talk: your team's holders are yours to see
            team = s.teams.of_seat[seat]
            self.out(self.t("holder", cards=self.cards(s.teams.hands[team])))
            done = final_scores(s).seats[team].completed
            for t in s.teams.tickets[team]:
                self.out("  " + self.t("shared-ticket", name=ticket_name(m, t, self.lang),
                                status=self.t("done") if t in done else "…"))
        if s.rules.passengers:
            self.out(self.t("your-passengers", list=self.passenger_list(p.passengers)))

    def passenger_list(self, colours) -> str:
        counts = {}
        for k in colours:
            counts[k] = counts.get(k, 0) + 1
        return ", ".join(i18n.text("ui", "passengers-of-colour", self.lang, n=n,
                                   colour=colour_name(Colour(k).key, self.lang,
                                                      board=self.state.map))
                         for k, n in counts.items()) or self.t("passengers-none")

    def show_offer(self, choice: TicketChoice):
        m = self.state.map
        self.out(self.t("offer", min=choice.min_keep))
        for n, t in enumerate(choice.offered, 1):
            self.out(f"  {n}. {ticket_name(m, t, self.lang)}")

    # -- parsing helpers
    def route_from(self, words):
        m = self.state.map
        if len(words) == 1 and words[0] in {r.id for r in m.routes}:
            return next(r.index for r in m.routes if r.id == words[0])
        if len(words) < 2:
            raise KeyError(self.t("route-words"))
        a, b = m.city_index(words[0]), m.city_index(words[1])
        cands = list(m.routes_between(a, b))
        if len(words) > 2:
            col = parse_colour(words[2])
            cands = [r for r in cands if r.colour == col]
        free = [r for r in cands if self.state.owners[r.index] < 0] or cands
        if not free:
            raise KeyError(self.t("no-route", a=words[0], b=words[1]))
        return free[0].index

    def pick(self, options, describe):
        if len(options) == 1:
            return options[0]
        for n, o in enumerate(options, 1):
            self.out(f"  {n}. {describe(o)}")
        ans = self.inp("# ").strip()
        if ans.isdigit() and 1 <= int(ans) <= len(options):
            return options[int(ans) - 1]
        return None

    def parse(self, line):
        """The action a command stands for, or None after handling a non-action command."""
        s, m, seat = self.state, self.state.map, self.human
        words = shlex.split(line)
        if not words:
            return None
        cmd, args = words[0].lower(), words[1:]
        if cmd == "help":
            self.out(help_text(self.lang))
        elif cmd == "board":
            self.show_board()
        elif cmd in ("hand", "mine"):
            self.show_mine()
        elif cmd == "lang" and args and args[0] in i18n.languages():
            self.lang = args[0]
        elif cmd == "rule" and args:
            self.out(rule_text(args[0], self.lang, s.rules.game))   # the game played
        elif cmd == "routes":
            for r in m.routes:
                if s.owners[r.index] < 0 and claim_options(s, seat, r.index):
                    self.out("  " + route_name(m, r.index, self.lang))
        elif cmd == "hint":
            self.advice("hint")
        elif cmd == "auto":
            return self.advice("auto")
        elif cmd == "undo":
            self.undo()
        elif cmd == "save" and args:
            self.save(args[0])
        elif cmd in ("deck", "d"):
            return DrawCard(seat, "deck", None, self.place(args[:1], False))
        elif cmd in ("take", "f") and args:
            colour = parse_colour(args[0])
            return DrawCard(seat, "faceup", colour,
                            self.place(args[1:2], colour == Colour.LOCOMOTIVE))
        elif cmd == "share" and s.teams is not None:
            own = s.players[seat].tickets
            nums = [int(a) for a in args if a.isdigit()]
            return ShareTickets(seat, tuple(m.tickets[own[n - 1]].id for n in nums
                                            if 1 <= n <= len(own)))
        elif cmd == "tickets":
            stage = s.setup[seat] if s.phase is Phase.SETUP else None
            if not (s.rules.ticket_mix or isinstance(stage, TicketMix)):
                return DrawTickets(seat)
            if len(args) == 2 and all(a.isdigit() for a in args):
                return DrawTickets(seat, int(args[0]), int(args[1]))
            mixes = [a for a in legal_actions(s, seat) if isinstance(a, DrawTickets)]
            if not mixes:  # let the engine say why
                return DrawTickets(seat, 0, 0)
            self.out(self.t("mixes"))
            return self.pick(mixes, lambda a: self.t("mix-option", short=a.short, long=a.long))
        elif cmd == "passengers":
            if args:
                return TakePassengers(seat, tuple(
                    (m.cities[m.city_index(c)].name, parse_colour(k))
                    for c, k in (a.rsplit(":", 1) for a in args)))
            opts = [a for a in legal_actions(s, seat) if isinstance(a, TakePassengers)]
            if not opts:
                return TakePassengers(seat, ())
            return self.pick(opts, lambda a: self.describe(a))
        elif cmd == "keep":
            choice = s.setup[seat] if s.phase is Phase.SETUP else s.pending
            if not isinstance(choice, TicketChoice):
                return KeepTickets(seat, ())
            share = None
            if "share" in args:            # asia: keep 1 2 3 share 2
                i = args.index("share")
                args, rest = args[:i], args[i + 1:]
                if rest and rest[0].isdigit() and 1 <= int(rest[0]) <= len(choice.offered):
                    share = m.tickets[choice.offered[int(rest[0]) - 1]].id
            nums = [int(a) for a in args if a.isdigit()]
            picked = tuple(m.tickets[choice.offered[n - 1]].id for n in nums
                           if 1 <= n <= len(choice.offered))
            return KeepTickets(seat, picked, share)
        elif cmd == "claim" and args:
            cards = C.parse_card_set_text(args[-1]) if ":" in args[-1] else None
            words_ = args[:-1] if cards is not None else args
            r = self.route_from(words_)
            if cards is None:
                opts = claim_options(s, seat, r)
                if not opts:
                    # let the engine say why (its rejection names the rule)
                    return ClaimRoute(seat, m.routes[r].id, C.EMPTY)
                self.out(self.t("options", route=route_name(m, r, self.lang)))
                cards = self.pick(opts, self.cards)
                if cards is None:
                    return None
            return ClaimRoute(seat, m.routes[r].id, cards)
        elif cmd == "pay":
            if args:
                return TunnelPay(seat, C.parse_card_set_text(args[0]))
            opts = tunnel_options(s)
            cards = self.pick(opts, self.cards) if opts else C.EMPTY
            return None if cards is None else TunnelPay(seat, cards)
        elif cmd == "withdraw":
            return TunnelWithdraw(seat)
        elif cmd == "station" and args:
            city = m.cities[m.city_index(args[0])].name
            if len(args) > 1:
                return BuildStation(seat, city, C.parse_card_set_text(args[1]))
            opts = station_options(s, seat) or [C.EMPTY]
            cards = self.pick(opts, self.cards)
            return None if cards is None else BuildStation(seat, city, cards)
        elif cmd == "pass":
            return Pass(seat)
        else:
            self.out(self.t("unknown", cmd=line))
        return None

    def place(self, words, loco: bool):
        """asia.draw-split: where a drawn card goes: as named, else the first card into the
        hand (a face-up locomotive onto the holder), the second to the other place."""
        if self.state.teams is None:
            return None
        if words and words[0] in ("hand", "shared"):
            return words[0]
        if self.state.pending is not None:
            return None
        return "shared" if loco else "hand"

    # -- state changes (the session's; the terminal prints what the engine said)
    def do(self, action):
        steps = self.session.act(action)  # raises the engine's error: nothing changed
        self.say_steps(steps, action.seat)

    def undo(self):
        """Back to the previous point where a person was to decide (the session's undo points:
        what the app's Undo does)."""
        self.out(self.t("undone") if self.session.undo() else self.t("cantundo"))

    def save(self, path):
        """Write the session's save file (the format the app writes and loads)."""
        text = self.session.save_text()
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as e:
            self.out("  " + self.t("cantsave", path=path, why=e.strerror or e))
            return
        self.out(self.t("saved", path=path))

    def prompt_human(self):
        s, seat = self.state, self.human
        if s.phase is Phase.SETUP and isinstance(s.setup[seat], TicketMix):
            self.out(self.t("mix", total=s.setup[seat].total, min=s.setup[seat].min_keep))
        elif s.phase is Phase.SETUP:
            self.show_offer(s.setup[seat])
        elif isinstance(s.pending, PassengerChoice):
            m = s.map
            self.out(self.t("passengers"))
            for city, colours in s.pending.ends:
                self.out("  " + self.t("passengers-at", city=m.cities[city].display_name,
                                       colours=", ".join(colour_name(Colour(k).key, self.lang,
                                                                     board=m)
                                                         for k in colours)))
        elif isinstance(s.pending, TicketChoice):
            self.show_offer(s.pending)
        elif isinstance(s.pending, TunnelStage):
            opts = ", ".join(self.cards(o) for o in tunnel_options(s)) or "-"
            self.out(self.t("tunnel", extra=s.pending.extra, opts=opts))
        elif s.pending is None:
            self.show_board()
            self.out(self.t("hand", cards=self.cards(s.players[seat].hand)))
        line = self.inp(self.t("prompt", seat=self.who(seat)))
        if line.strip().lower() in ("quit", "exit", "q"):
            return False
        try:
            action = self.parse(line)
            if action is not None:
                self.do(action)
        except IllegalActionError as e:
            self.out(f"  ✗ {e.message(self.lang)}")
        except (TTRError, KeyError, ValueError) as e:
            # a TTRError (a name the map lacks too) speaks the learner's language; so does a
            # ValueError of ours (colours.py: a Message), while Python's own ("not enough
            # values to unpack") is not a learner's sentence: the command is not understood
            why = e.args[0] if len(e.args) == 1 else None
            msg = e.message(self.lang) if isinstance(e, TTRError) else \
                why.lang(self.lang) if isinstance(why, Text) else \
                why if isinstance(e, KeyError) and why is not None else \
                self.t("unknown", cmd=line.strip())
            self.out(f"  ✗ {msg}")
        return True

    def run(self):
        self.out(self.t("help-short"))
        while not self.state.game_over:
            if self.session.active_humans():  # a person decides first, bots after
                if not self.prompt_human():
                    return None
                continue
            entry = self.session.bot_move()
            if entry is None:  # nobody can move: the engine always leaves someone to move
                break
            seat = entry.action.seat
            self.out(self.t("bot", seat=self.who(seat), bot=self.session.kinds[seat],
                            action=self.describe(entry.action)))
            self.say_steps(entry.steps)
        fs = final_scores(self.state)
        self.out(self.t("final"))
        for sc in fs.seats:
            parts = " + ".join(self.t("score-part", part=part_name(rule, self.lang), points=pts)
                               for rule, pts in sc.parts)
            who = self.t("team-name", team=sc.seat + 1) if fs.teams else self.who(sc.seat)
            self.out("  " + self.t("scoreline", seat=who, total=sc.total, parts=parts))
        return fs


def play_routes(argv=None) -> int:
    """The Ticket to Ride terminal game (``ttrwidgets.ttr.TERMINAL``)."""
    from ..core.cli_text import Parser, lang_of
    lang = lang_of(argv if argv is not None else sys.argv[1:])
    default = games()[0].id
    ap = Parser("play", lang, description="args.play")
    ap.add_argument("--game", choices=[g.id for g in games()], default=default,
                    help=("args.game", {"default": default}))
    ap.add_argument("--players", type=int, default=3, help=("args.players", {
        "counts": ", ".join(f"{g.id} {players_text(g.players, lang)}" for g in games()),
        "default": 3}))
    ap.add_argument("--seat", type=int, default=None, help="args.seat")
    ap.add_argument("--bot", choices=sorted(BOTS), default=None, help="args.bot")
    ap.add_argument("--variant", default="classic", help="args.variant")
    ap.add_argument("--seed", type=int, default=None, help="args.seed")
    ap.add_argument("--lang", choices=i18n.languages(), default="en", help="args.lang")
    ap.add_argument("--load", metavar="FILE", help="args.load")
    args = ap.parse_args(argv)
    try:
        if args.load:
            # read exactly as the app's upload reads (Session.load_text): same files, same
            # messages; the seats (people, bots, names) are the file's
            session = Session.load_file(args.load)
            if args.bot is not None:
                print(text("bot-ignored", args.lang), file=sys.stderr)
            game = TerminalGame(human=args.seat, lang=args.lang, session=session,
                                source=args.load)
        else:
            info = game_info(args.game)
            # a variant by name or rule-set id where the game has it; the default name means
            # the game's default rules; another one is the engine's to refuse
            rid = VARIANTS.get(args.variant, args.variant)
            rules = rid if rid in info.rules else \
                info.default_rules if args.variant == "classic" else args.variant
            game = TerminalGame(args.players, args.seat or 0, args.bot or "greedy",
                                rules, args.seed, args.lang)
        game.run()
    except TTRError as e:
        print(text("error", args.lang, error=printable(e.message(args.lang))), file=sys.stderr)
        return 2
    except (EOFError, KeyboardInterrupt):
        print()
    return 0
