"""A malformed action in German (issue 22): what a learner reads when they type a bad action in
the terminal (``python -m ttrwidgets play --lang de``), load a saved game whose actions do not
read, or use a front end that passes a malformed action. The engines raise
``InvalidActionError`` with a catalogue text (``errors.ftl``, ``action-*``): ``str(error)`` stays
the English sentence, ``error.message("de")`` is German in the glossary's words.

A static check keeps it so: no raise of our errors (TTRError and its subclasses) anywhere in
the families (``ttrwidgets/ttr``, ``ttrwidgets/trans``), and no raise at all in an engine module
(:data:`ENGINE`), writes its text in Python, apart from the few listed errors that only a
caller's programming mistake reaches.
"""
from __future__ import annotations

import ast
import io
import json
import re
from pathlib import Path

import pytest

import ttrwidgets
from ttrwidgets.__main__ import main
from ttrwidgets.core.errors import InvalidActionError

from .test_scenario_problems_in_german import ENGLISH as _ENGLISH

#: English a German refusal must not keep.
ENGLISH = re.compile(_ENGLISH.pattern + r"|\b(?:there is|cannot|read|named|twice|drawn|goes|"
                     r"is for|played|seed|card|cards|route|ticket|city|colour|joins|line)\b")


def _german(text: str) -> str:
    """``text`` with the file's and the program's own words (quoted, or code) taken out, so
    only the sentence is left to look for English in."""
    return re.sub(r"„[^“]*“|'[^']*'|\"[^\"]*\"|\w+\([^)]*\)|\w+:\w+|\[[^\]]*\]", "", text)


# ---- the engine's API: every kind of malformed action, in English and German -----------------

def _ttr(game="europe.classic", players=2):
    from ttrwidgets.ttr import new_game
    return new_game(game, players, 1)[0]


def _trans(players=2):
    from ttrwidgets.trans.game import new_game
    return new_game("trans_europa", players, 1)[0]


def _apply(state, action):
    from ttrwidgets.ttr.game import apply
    return apply(state, action)


def _cases():
    """(name, a call that raises, English the error starts with, German it contains)."""
    from ttrwidgets.ttr import actions as A, cards as C, game as G
    from ttrwidgets.ttr.actions import parse_action
    from ttrwidgets.ttr.rules import get_rules
    from ttrwidgets.trans import actions as TA, game as TG
    eu = _ttr()
    asia = _ttr("asia.team", 4)
    de = _ttr("deutschland")
    tr = _trans()
    return [
        ("route", lambda: G.route_ref(eu, "R999"),
         "there is no route 'R999' on the Europe map",
         "auf dem Spielplan Europa gibt es keine Strecke „R999“"),
        ("ticket", lambda: G.ticket_refs(eu, ("E99",)),
         "there is no ticket 'E99' on the Europe map",
         "auf dem Spielplan Europa gibt es keine Zielkarte „E99“"),
        ("city", lambda: G.city_ref(eu, 3.5),
         "there is no city the number 3.5 on the Europe map",
         "auf dem Spielplan Europa gibt es keine Stadt die Zahl 3.5"),
        ("seat", lambda: _apply(eu, A.DrawCard(5, "deck", None)),
         "there is no seat p5 in a 2-player game",
         "in einem Spiel mit 2 Spielern gibt es keinen Platz p5"),
        ("players", lambda: G.new_game("europe.classic", 7, 1),
         "europe.classic is for 2–5 players, not 7",
         "europe.classic ist für 2–5 Spieler, nicht für 7"),
        ("asia players", lambda: G.new_game("asia.team", 5, 1),
         "asia.team is for 4 or 6 players, not 5", "asia.team ist für 4 oder 6 Spieler"),
        ("seed", lambda: G.new_game("europe.classic", 2, "x"),
         "the seed must be a whole number, not 'x'",
         "der Startwert muss eine ganze Zahl sein, nicht 'x'"),
        ("not an action", lambda: G.why_illegal(eu, "p0 draw deck"),
         "not an action: 'p0 draw deck'", "keine Aktion: 'p0 draw deck'"),
        ("draw source", lambda: _apply(_after_setup(eu), A.DrawCard(0, "sky", None)),
         "cards are drawn from 'deck' or 'faceup', not 'sky'",
         "Karten zieht man vom Nachziehstapel („deck“) oder von den offenen Karten („faceup“), "
         "nicht „sky“"),
        ("card colour", lambda: _apply(_after_setup(eu), A.DrawCard(0, "faceup", 42)),
         "not a card colour: 42", "keine Farbe einer Wagenkarte: 42"),
        ("one deck", lambda: _apply(_after_setup(eu), A.DrawTickets(0, 1, 2)),
         "europe.classic has one ticket deck: draw tickets without naming decks",
         "europe.classic hat einen einzigen Zielkartenstapel: nenne beim Ziehen von Zielkarten "
         "keinen Zielkartenstapel"),
        ("mix", lambda: _apply(de, A.DrawTickets(0, "2", 2)),
         "a ticket mix is two whole numbers, not '2', 2",
         "eine Ansage besteht aus zwei ganzen Zahlen, nicht aus '2' und 2"),
        ("card set", lambda: _apply(_after_setup(eu), A.ClaimRoute(0, "R001", (1, 2))),
         "not a card set: (1, 2)", "das sind keine Karten: (1, 2)"),
        ("gray", lambda: C.card_set({"gray": 1}), "there are no gray train cards",
         "es gibt keine grauen Wagenkarten"),
        ("count", lambda: C.card_set({"red": -1}),
         "card count for 'red' must be a whole number ≥ 0, not -1",
         "die Zahl der Karten „red“ muss eine ganze Zahl ab 0 sein, nicht -1"),
        ("colour", lambda: C.card_set({"mauve": 1}), "unknown colour 'mauve'",
         "unbekannte Farbe „mauve“"),
        ("cards text", lambda: C.parse_card_set_text("red:x"),
         "cannot read cards 'red:x': write them like red:2+locomotive:1",
         "die Karten „red:x“ kann ich nicht lesen: schreib sie wie red:2+locomotive:1"),
        ("not text", lambda: parse_action(5), "an action must be text, not the number 5",
         "eine Aktion ist Text, nicht die Zahl 5"),
        ("no seat", lambda: parse_action("draw deck"),
         "cannot read action 'draw deck': it must start with the seat, e.g. 'p0 draw deck'",
         "die Aktion „draw deck“ kann ich nicht lesen: sie muss mit dem Platz beginnen, etwa "
         "„p0 draw deck“"),
        ("unreadable", lambda: parse_action("p0 fly"), "cannot read action 'p0 fly'",
         "die Aktion „p0 fly“ kann ich nicht lesen"),
        ("faceup colour", lambda: parse_action("p0 draw faceup mauve"),
         "cannot read action 'p0 draw faceup mauve': unknown colour 'mauve'",
         "die Aktion „p0 draw faceup mauve“ kann ich nicht lesen: unbekannte Farbe „mauve“"),
        ("after cards", lambda: parse_action("p0 claim R001 red:1 pay=red:1"),
         "cannot read action 'p0 claim R001 red:1 pay=red:1': after the cards only "
         "from_shared=CARDS may follow", "nach den Karten darf nur from_shared=KARTEN folgen"),
        ("after tickets", lambda: parse_action("p0 keep E01 give=E02"),
         "cannot read action 'p0 keep E01 give=E02': after the tickets only share=TICKET may "
         "follow", "nach den Zielkarten darf nur share=ZIELKARTE folgen"),
        ("mix decks", lambda: parse_action("p0 tickets short:1+mid:2"),
         "cannot read action 'p0 tickets short:1+mid:2': a ticket mix names the decks short "
         "and long", "eine Ansage nennt nur die Zielkartenstapel short („kurze Strecke“) und "
         "long („lange Strecke“)"),
        ("mix form", lambda: parse_action("p0 tickets short:x"),
         "cannot read action 'p0 tickets short:x': a ticket mix is written short:N+long:N",
         "eine Ansage wird short:N+long:N geschrieben (N eine ganze Zahl)"),
        ("take list", lambda: _apply(_at_passengers(), A.TakePassengers(0, ["x"])),
         "not a list of (city, colour) pairs: ['x']",
         "keine Liste von Paaren (Stadt, Farbe): ['x']"),
        ("take pair", lambda: _apply(_at_passengers(), A.TakePassengers(0, ("Berlin",))),
         "not a (city, colour) pair: 'Berlin'", "kein Paar (Stadt, Farbe): 'Berlin'"),
        ("passenger colour", lambda: _apply(_at_passengers(),
                                            A.TakePassengers(0, (("Berlin", "mauve"),))),
         "not a passenger colour: 'mauve'", "keine Farbe von Passagieren: 'mauve'"),
        ("named twice", lambda: _apply(_at_passengers(), A.TakePassengers(
            0, (("Berlin", 1), ("berlin", 2)))), "Berlin is named twice",
         "Berlin wird zweimal genannt"),
        ("drawn to", lambda: _apply(_after_setup(asia), A.DrawCard(0, "deck", None, "table")),
         "a drawn card goes to 'hand' or 'shared', not 'table'",
         "eine gezogene Karte kommt auf die Hand („hand“) oder auf den Kartenhalter der Mannschaft "
         "(„shared“), nicht „table“"),
        ("ticket ids", lambda: _apply(_after_setup(asia), A.ShareTickets(0, ["E01"])),
         "not a list of ticket ids: ['E01']", "keine Liste von Zielkarten: ['E01']"),
        ("tiebreak", lambda: get_rules("europe.classic", tiebreak="coin"),
         "unknown tiebreak 'coin' (win.tiebreak)",
         "unbekannte Regel für den Gleichstand „coin“ (win.tiebreak)"),
        ("board", lambda: get_rules("asia.team", board="mars"),
         "asia.team is played on legendary_asia or europe, not 'mars'",
         "asia.team wird auf legendary_asia oder europe gespielt, nicht auf „mars“"),
        ("rule set", lambda: get_rules("monopoly"), "unknown rule set 'monopoly'; known: ",
         "unbekanntes Regelwerk „monopoly“; bekannt: "),
        # Trans Europa / Trans America
        ("trans rules", lambda: TG.get_rules("monopoly"), "unknown rule set 'monopoly'; known: ",
         "unbekanntes Regelwerk „monopoly“; bekannt: "),
        ("trans players", lambda: TG.new_game("trans_europa", 9, 1),
         "trans_europa is for 2–6 players, not 9", "trans_europa ist für 2–6 Spieler, nicht für 9"),
        ("trans seed", lambda: TG.new_game("trans_europa", 2, None),
         "the seed must be a whole number, not None",
         "der Startwert muss eine ganze Zahl sein, nicht None"),
        ("trans seat", lambda: TG.apply(tr, TA.EndTurn(7)),
         "there is no seat p7 in a 2-player game",
         "in einem Spiel mit 2 Spielern gibt es keinen Platz p7"),
        ("trans action", lambda: TG.apply(tr, "p0 end"), "not a Trans action: 'p0 end'",
         "keine Aktion von „Trans Europa“ oder „Trans Amerika“: 'p0 end'"),
        ("trans line", lambda: TG.apply(tr, TA.LayRail(0, (9, 6), (13, 6))),
         "no line joins [9, 6] and [13, 6] on Trans Europa (a rail joins neighbouring "
         "intersections)", "auf dem Spielplan „Trans Europa“ verbindet keine Linie [9, 6] und "
         "[13, 6] (eine Schiene verbindet benachbarte Kreuzungspunkte)"),
        ("trans point", lambda: TA.parse_action("p0 rail 3,4-x"),
         "cannot read action 'p0 rail 3,4-x': a grid point is 'col,row', not 'x'",
         "die Aktion „p0 rail 3,4-x“ kann ich nicht lesen: ein Kreuzungspunkt wird "
         "„Spalte,Zeile“ geschrieben, nicht „x“"),
        ("trans rail", lambda: TA.parse_action("p0 rail 3,4"),
         "cannot read action 'p0 rail 3,4': a rail is 'col,row-col,row'",
         "eine Schiene wird „Spalte,Zeile-Spalte,Zeile“ geschrieben"),
        ("trans no seat", lambda: TA.parse_action("end"),
         "cannot read action 'end': it must start with the seat, e.g. 'p0 end'",
         "die Aktion „end“ kann ich nicht lesen: sie muss mit dem Platz beginnen, etwa „p0 end“"),
    ]


def _after_setup(state):
    """The state after every seat has kept its first tickets (the first player to move)."""
    from ttrwidgets.ttr import legal_actions
    while state.phase.name == "SETUP":
        state = _apply(state, legal_actions(state)[0])[0]
    return state


def _at_passengers():
    """Deutschland with a passenger choice pending for seat 0 (after a claim of a route whose
    ends hold passengers of several colours): found by playing the legal claims."""
    from ttrwidgets.ttr import legal_actions
    from ttrwidgets.ttr.actions import ClaimRoute, DrawCard
    from ttrwidgets.ttr.state import PassengerChoice
    state = _after_setup(_ttr("deutschland"))
    for _ in range(200):
        acts = legal_actions(state)
        for a in (x for x in acts if isinstance(x, ClaimRoute) and x.seat == 0):
            after = _apply(state, a)[0]
            if isinstance(after.pending, PassengerChoice):
                return after
        state = _apply(state, next(x for x in acts if isinstance(x, DrawCard)))[0]
    pytest.fail("no passenger choice came up")


@pytest.mark.parametrize("name, call, en, de", _cases(), ids=[c[0] for c in _cases()])
def test_a_malformed_action_says_its_problem_in_german(name, call, en, de):
    with pytest.raises(InvalidActionError) as info:
        call()
    e = info.value
    assert str(e).startswith(en), str(e)
    assert e.message("en") == str(e)
    assert de in e.message("de"), e.message("de")
    left = ENGLISH.findall(_german(e.message("de")))
    assert not left, (e.message("de"), left)


# ---- what a learner does: type it in the terminal, load it from a saved game ------------------

def _ttr_terminal(lang, lines, variant="europe.classic"):
    from ttrwidgets.ttr.cli import TerminalGame
    it = iter(lines)
    out: list = []
    TerminalGame(inp=lambda prompt="": next(it, "quit"), out=out.append, players=2, seed=3,
                 lang=lang, variant=variant).run()
    return [str(x) for x in out if str(x).lstrip().startswith("✗")]


TYPED = ["take mauve", "claim Paris", "claim Paris Frankfurt red:x", "station Paris red:x",
         "rule nonsense", "passengers Berlin"]


def test_a_bad_action_typed_in_the_terminal_is_refused_in_german():
    de = _ttr_terminal("de", ["keep 1 2", *TYPED])
    assert de == ["  ✗ unbekannte Farbe „mauve“",
                  "  ✗ Nenne eine Strecke mit ihren zwei Städten, etwa „claim Paris Frankfurt“, "
                  "oder mit ihrer Kennung.",
                  "  ✗ die Karten „red:x“ kann ich nicht lesen: schreib sie wie "
                  "red:2+locomotive:1",
                  "  ✗ die Karten „red:x“ kann ich nicht lesen: schreib sie wie "
                  "red:2+locomotive:1",
                  "  ✗ europe hat keine Regel mit der Kennung „nonsense“",
                  "  ✗ „passengers Berlin“ verstehe ich nicht. Tippe help."], de
    en = _ttr_terminal("en", ["keep 1 2", *TYPED])
    assert en[0] == "  ✗ unknown colour 'mauve'" and en[2].startswith("  ✗ cannot read cards")
    assert en[-2:] == ["  ✗ unknown rule id 'nonsense' for europe",
                       "  ✗ I don't understand “passengers Berlin”. Type help."]


def test_the_rule_command_asks_the_rulebook_of_the_game_played():
    """Deutschland has no stations: its rulebook says so, in German (the terminal asked
    Europe's rulebook whatever the game was)."""
    assert _ttr_terminal("de", ["rule station.build"], "deutschland") == [
        "  ✗ die Regel „station.build“ gilt in deutschland nicht"]


def test_a_bad_action_typed_in_the_trans_terminal_is_refused_in_german():
    from ttrwidgets.trans.cli import main as trans_main
    out = io.StringIO()
    lines = ["rail 3,4-x", "fly", "missing", "marker Paris", "rail 9,6-13,6", "missing", "quit"]
    assert trans_main(["--game", "trans_europa", "--seed", "7", "--players", "2", "--lang", "de"],
                      stdin=io.StringIO("".join(f"{x}\n" for x in lines)), stdout=out) == 0
    text = out.getvalue()
    assert "die Aktion „p0 rail 3,4-x“ kann ich nicht lesen: ein Kreuzungspunkt wird " \
           "„Spalte,Zeile“ geschrieben, nicht „x“" in text, text
    assert "die Aktion „p0 fly“ kann ich nicht lesen" in text
    assert "auf dem Spielplan „Trans Europa“ verbindet keine Linie [9, 6] und [13, 6]" in text
    assert "cannot" not in text and "joins" not in text
    # "missing" answers in a sentence (it printed the bare number, or None before the marker)
    assert "Setz zuerst deinen Startmarker: Von ihm aus werden die fehlenden Schienen gezählt." \
        in text
    assert re.search(r"Du brauchst noch mindestens \d+ Schienen, um deine Städte zu verbinden",
                     text), text
    assert "None" not in text


@pytest.mark.parametrize("game, players, de", [
    ("europe", "9", "Fehler: europe.classic ist für 2–5 Spieler, nicht für 9"),
    ("trans_europa", "9", "Fehler: trans_europa ist für 2–6 Spieler, nicht für 9"),
])
def test_a_game_for_too_many_players_is_refused_in_german(capsys, game, players, de):
    capsys.readouterr()
    assert main(["--lang", "de", "play", "--game", game, "--players", players]) == 2
    assert capsys.readouterr().err.strip().splitlines()[-1] == de


@pytest.mark.parametrize("action, de", [
    ("p0 claim R999 red:1", "auf dem Spielplan Europa gibt es keine Strecke „R999“"),
    ("p0 draw faceup mauve", "die Aktion „p0 draw faceup mauve“ kann ich nicht lesen: "
                             "unbekannte Farbe „mauve“"),
    ("p7 draw deck", "in einem Spiel mit 2 Spielern gibt es keinen Platz p7"),
    ("p0 tickets short:x", "die Aktion „p0 tickets short:x“ kann ich nicht lesen: eine Ansage "
                           "wird short:N+long:N geschrieben (N eine ganze Zahl)"),
])
def test_a_saved_game_whose_action_is_malformed_is_refused_in_german(tmp_path, capsys, action,
                                                                      de):
    """``python -m ttrwidgets --lang de play --load FILE``: the action's JSON path, then why."""
    from ttrwidgets.ttr.cli import TerminalGame
    good = tmp_path / "gut.json"
    it = iter(["keep 1 2", f"save {good}", "quit"])     # the tickets kept: the first turn
    TerminalGame(inp=lambda prompt="": next(it), out=lambda *a: None, players=2, seed=1).run()
    data = json.loads(good.read_text(encoding="utf-8"))
    n = len(data["actions"])
    data["actions"].append(action)
    f = tmp_path / "spiel.json"
    f.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["--lang", "de", "play", "--load", str(f)]) == 2
    err = capsys.readouterr().err
    path = f"  $.actions[{n}]"
    assert f"{path}: der Text \"{action}\" lässt sich nicht nachspielen: {de}" in err, err
    line = next(x for x in err.splitlines() if x.startswith(path))
    assert not ENGLISH.findall(_german(line.split(": ", 1)[1])), line


# ---- the code names catalogue texts, never writes them -----------------------------------------

SOURCE = Path(ttrwidgets.__file__).parent
#: The game families' modules: the engines and everything of theirs (scenario readers, lessons,
#: puzzles, widgets). Any of them may raise one of our errors (a TTRError), which a learner reads.
FAMILIES = sorted([*(SOURCE / "ttr").rglob("*.py"), *(SOURCE / "trans").rglob("*.py")])
#: The engines proper, whose every error a learner may read: a ValueError or KeyError of theirs is
#: a parser's reason or a terminal's refusal. (A renderer's ValueError about its own arguments is
#: not: the families' other modules are checked for our errors only.)
ENGINE = {*(f"ttr/{m}.py" for m in ("__init__", "game", "cards", "colours", "actions",
                                    "passengers", "teams", "rules", "maps", "record", "session",
                                    "cli")),
          *(f"trans/{m}.py" for m in ("__init__", "game", "actions", "board", "record", "session",
                                      "cli"))}

#: Raises whose text no learner reads: a caller's programming mistake (or a broken invariant)
#: that the engine's own callers never make; (module, exception) -> why.
INTERNAL = {
    ("ttr/game.py", "IndexError"): "LegalActions[i] past the end: Python's sequence protocol",
    ("ttr/maps.py", "ValueError"): "Route.other(city) asked of a city that is not its end",
    ("ttr/maps.py", "TypeError"): "city_index of a non-text; city_ref turns it into "
                                  "action-no-city",
    ("trans/lessons/questions.py", "TTRError"): "a seed the quiz gives up on (it tries another; "
                                                "never shown)",
}


def _ours() -> set[str]:
    """The names of our errors: TTRError and every subclass the package defines."""
    import importlib
    import pkgutil
    from ttrwidgets.core.errors import TTRError
    for m in pkgutil.walk_packages(ttrwidgets.__path__, "ttrwidgets.",
                                   onerror=lambda name: None):
        parts = m.name.split(".")[1:]          # the games' code, not its widgets or servers
        if parts[0] in ("core", "ttr", "trans", "puzzles", "lessons") and not \
                set(parts) & {"ui", "render", "widgets"}:
            importlib.import_module(m.name)
    names, todo = set(), [TTRError]
    while todo:
        c = todo.pop()
        names.add(c.__name__)
        todo += c.__subclasses__()
    return names


OURS = _ours()


def _writes_text(node) -> bool:
    """An argument that is text written in Python: a literal, an f-string, text put together
    with + or %, ``str(e)`` or ``"...".join``."""
    if isinstance(node, ast.JoinedStr) or isinstance(node, ast.Constant) and \
            isinstance(node.value, str):
        return True
    if isinstance(node, ast.BinOp):
        return _writes_text(node.left) or _writes_text(node.right)
    if isinstance(node, ast.IfExp):
        return _writes_text(node.body) or _writes_text(node.orelse)
    if isinstance(node, ast.Call):
        f = node.func
        return isinstance(f, ast.Name) and f.id in ("str", "repr", "format") or \
            isinstance(f, ast.Attribute) and f.attr in ("join", "format") and \
            _writes_text(f.value)
    return False


def _is_key(node) -> bool:
    """A catalogue key ("map.no-city"), or a choice of keys."""
    if isinstance(node, ast.IfExp):
        return _is_key(node.body) and _is_key(node.orelse)
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and \
        re.fullmatch(r"[a-z0-9]+(?:[.-][a-z0-9]+)+", node.value) is not None


def _texts_of(call: ast.Call) -> list:
    """The arguments of an error that are its words: not a catalogue key (``NotFoundError``'s
    or ``MakeError``'s first), not a file's name (a ``DataError``'s first); of a
    ``DataError``'s problems ``[(path, message), ...]`` the messages."""
    args = list(call.args)
    if args and _is_key(args[0]):       # NotFoundError, MakeError...: its text is the key's,
        return args[1:]                 # its parameters are values
    if len(args) == 2 and isinstance(args[1], (ast.List, ast.ListComp)):
        problems = args[1].elts if isinstance(args[1], ast.List) else [args[1].elt]
        return [p.elts[1] for p in problems if isinstance(p, ast.Tuple) and len(p.elts) == 2]
    return args


def english_raises(source: str, module: str) -> list[str]:
    """``raise SomeError("text")`` (or f"…", str(e), …; a problem of a file too) in
    ``source``, but the listed internal ones: each as "module:line: the raise"."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
            continue
        f = node.exc.func
        name = f.id if isinstance(f, ast.Name) else getattr(f, "attr", "")
        if (module, name) in INTERNAL or name not in OURS and module not in ENGINE:
            continue
        if any(_writes_text(a) for a in _texts_of(node.exc)):
            out.append(f"{module}:{node.lineno}: {ast.unparse(node.exc)[:80]}")
    return out


def test_no_engine_raise_writes_its_text_in_python():
    assert len(FAMILIES) > 60 and {"InvalidActionError", "ScenarioError", "MakeError"} <= OURS
    assert all((SOURCE / m).is_file() for m in ENGINE), ENGINE
    found = [x for f in FAMILIES for x in english_raises(
        f.read_text(encoding="utf-8"), f.relative_to(SOURCE).as_posix())]
    assert not found, found


@pytest.mark.parametrize("code", [
    'raise InvalidActionError(f"there is no route {r!r} on the map")',
    'raise InvalidActionError("there are no gray train cards")',
    'raise InvalidActionError(str(e)) from None',
    'raise ValueError("a rail is " + shape)',
    'raise InvalidActionError(f"a" if x else "b")',
    'raise KeyError(", ".join(names))',
    'raise SaveFileError(source, [("$.phase", f"unknown phase {p!r}")])',
    'raise NotFoundError("there is no city " + name)',
])
def test_the_static_check_finds_english_written_in_a_raise(code):
    assert english_raises(code, "ttr/game.py"), code


def test_the_static_check_finds_our_errors_outside_the_engine_too():
    assert english_raises('raise ScenarioError(source, [("$", "bad step")])',
                          "ttr/scenario/steps.py")
    assert not english_raises('raise ValueError(f"width_px must be positive, got {w!r}")',
                              "ttr/render.py")


@pytest.mark.parametrize("code", [
    'raise InvalidActionError(Message("action.no-route", board=b, **named(r)))',
    'raise ValueError(_unknown(text)) from None',
    'raise InvalidActionError(e.args[0])',
    'raise IndexError("legal action index out of range")',
    'raise NotFoundError("map.no-city-near" if near else "map.no-city", name=name)',
    'raise SaveFileError(str(source), [("$", Message("save.not-a-game"))])',
    'raise NotFoundError("map.city-not-text", value=repr(name))',
])
def test_the_static_check_lets_catalogue_texts_and_internal_errors_be(code):
    assert not english_raises(code, "ttr/game.py"), code
