"""Bad Ticket to Ride scenarios (Europe, Deutschland, the Asia team variant) read with
``python -m ttrwidgets --lang de scenario FILE``: every problem of the file is German from the
catalogue (``errors.ftl``, ``ttr-scen-*``), after its JSON path, with the rule id where a rule
says it; the command still exits 2 and names the same problems as in English (issue 22).

Two static checks keep it so: no problem text is written in Python (``probs.add(path, "...")``)
anywhere in ``ttrwidgets``, and every catalogue key the code names exists in English and German.
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

import ttrwidgets
from ttrwidgets.__main__ import main
from ttrwidgets.core import i18n

from .test_bad_files_in_german import ENGLISH as _ENGLISH

#: English a German problem must not keep (beside the words of test_bad_files_in_german).
ENGLISH = re.compile(_ENGLISH.pattern + r"|\b(?:already|exists?|does not apply|applies to|"
                     r"whole number|per player|team index|side by side|is a ticket|"
                     r"has no|has several|no route|no ticket|a list)\b")

EU, DE, ASIA = ({"game": g, "options": {"players": n}} for g, n in
                (("europe", 2), ("deutschland", 2), ("asia", 4)))


def _with(base: dict, **more) -> dict:
    return {**base, **more}


def _pos(base: dict, players=None, **more) -> dict:
    n = base["options"]["players"]
    return _with(base, position={"players": players or [{} for _ in range(n)], **more})


def _steps(base: dict, *steps) -> dict:
    return _with(_pos(base), steps=list(steps))


#: (scenario, the German problem line, the English one): one or more per kind of problem.
CASES = [
    (_with(EU, game="monopoly"), "$.game: muss eines dieser Spiele sein: europe, ",
     "$.game: must be one of europe, "),
    ({"game": "europe", "options": 2}, '$.options: nötig: ein Objekt wie {"players": 2}',
     '$.options: required: an object like {"players": 2}'),
    ({"game": "europe", "options": {"players": 7}},
     "$.options.players: nötig: die Zahl der Spieler, 2–5 für europe",
     "$.options.players: required: the number of players, 2–5 for europe"),
    ({"game": "asia", "options": {"players": 5}},
     "$.options.players: nötig: die Zahl der Spieler, 4 oder 6 für asia",
     "$.options.players: required: the number of players, 4 or 6 for asia"),
    (_with(EU, options={"players": 2, "colour": 1}), "$.options.colour: unbekannte Option",
     "$.options.colour: unknown option"),
    (_with(EU, options={"players": 2, "board": "europe"}),
     "$.options.board: „board“ ist eine Option von Asien (Teams)",
     "$.options.board: 'board' is an option of the Asia team variant"),
    (_with(ASIA, options={"players": 4, "board": "mars"}),
     "$.options.board: muss legendary_asia oder europe sein",
     "$.options.board: must be legendary_asia or europe"),
    (_with(ASIA, options={"players": 4, "tiebreak": "classic"}),
     "$.options.tiebreak: „tiebreak“ ist eine Option von Europa: Asien (Teams) hat ein einziges "
     "Regelwerk (asia.md)",
     "$.options.tiebreak: 'tiebreak' is a Europe option: the Asia team variant has one rule set"),
    (_with(DE, options={"players": 2, "variant": "1912"}),
     "$.options.variant: Deutschland hat keine Varianten („variant“ ist eine Option von Europa: "
     "classic, 1912, mega, big-cities)", "$.options.variant: Deutschland has no variants"),
    (_with(DE, options={"players": 2, "tiebreak": "classic"}),
     "$.options.tiebreak: „tiebreak“ ist eine Option von Europa: in Deutschland entscheidet bei "
     "Gleichstand eine eigene Regel (win.tiebreak: die meisten erfüllten Zielkarten, dann die "
     "meisten Passagiere)", "$.options.tiebreak: 'tiebreak' is a Europe option"),
    (_with(EU, options={"players": 2, "variant": "x"}),
     "$.options.variant: muss classic, 1912, mega oder big-cities sein",
     "$.options.variant: must be classic, 1912, mega, or big-cities"),
    (_with(EU, position=[]), "$.position: muss ein Objekt sein", "$.position: must be an object"),
    # the position
    (_pos(EU, foo=1), "$.position.foo: unbekannter Schlüssel", "$.position.foo: unknown key"),
    (_pos(EU, board_passengers={}),
     "$.position.board_passengers: „board_passengers“ gibt es in Europa nicht",
     "$.position.board_passengers: 'board_passengers' does not apply to Europe"),
    (_pos(DE, ticket_deck_top=[]),
     "$.position.ticket_deck_top: „ticket_deck_top“ gibt es in Deutschland nicht: Deutschland "
     "hat zwei Zielkartenstapel, nimm short_deck_top und long_deck_top",
     "$.position.ticket_deck_top: 'ticket_deck_top' does not apply to Deutschland: Deutschland "
     "has two ticket decks"),
    (_pos(EU, players=[{}]), "$.position.players: muss genau 2 Spieler auflisten "
     "(options.players)", "$.position.players: must list exactly 2 players"),
    (_pos(EU, players=[3, {}]), "$.position.players[0]: ein Spieler ist ein Objekt",
     "$.position.players[0]: a player is an object"),
    (_pos(EU, players=[{"team": 0}, {}]),
     "$.position.players[0].team: „team“ gibt es in Europa nicht",
     "$.position.players[0].team: 'team' does not apply to Europe"),
    (_pos(DE, players=[{"stations": ["Berlin"]}, {}]),
     "$.position.players[0].stations: Deutschland hat keine Bahnhöfe",
     "$.position.players[0].stations: Deutschland has no stations"),
    (_pos(ASIA, players=[{"stations": ["Omsk"]}, {}, {}, {}]),
     "$.position.players[0].stations: Asien (Teams) hat keine Bahnhöfe",
     "$.position.players[0].stations: the Asia team variant has no stations"),
    (_pos(EU, players=[{"routes": 5}, {}]), "$.position.players[0].routes: muss eine Liste sein",
     "$.position.players[0].routes: must be a list"),
    (_pos(EU, players=[{"routes": [["Paris", "Wien"]]}, {}]),
     "$.position.players[0].routes[0]: keine Strecke Paris–Wien auf dem Spielplan Europa",
     "$.position.players[0].routes[0]: no route Paris–Wien on the Europe map"),
    (_pos(EU, players=[{"routes": [["Berlin", "Frankfurt"]]}, {}]),
     "$.position.players[0].routes[0]: zwischen Berlin und Frankfurt gibt es verschiedene "
     "Strecken (black, red): gib die Farbe als drittes Element an",
     "$.position.players[0].routes[0]: Berlin–Frankfurt has several different tracks"),
    (_pos(EU, players=[{"routes": [["Berlin", "Frankfurt", "mauve"]]}, {}]),
     "$.position.players[0].routes[0][2]: unbekannte Farbe „mauve“",
     "$.position.players[0].routes[0][2]: unknown colour 'mauve'"),
    (_pos(EU, players=[{"routes": [5]}, {}]),
     "$.position.players[0].routes[0]: eine Strecke ist [STADT_A, STADT_B] oder "
     "[STADT_A, STADT_B, FARBE]", "$.position.players[0].routes[0]: a route is [CITY_A, CITY_B]"),
    (_pos(EU, players=[{"routes": [["Berlin", "Frankfurt", "red"]]},
                       {"routes": [["Berlin", "Frankfurt", "red"]]}]),
     "$.position.players[1].routes[0]: diese Strecke gehört in der Stellung schon einem Spieler",
     "$.position.players[1].routes[0]: this route is already owned in the position"),
    (_pos(EU, players=[{"stations": ["Pariss"]}, {}]),
     "$.position.players[0].stations[0]: unbekannte Stadt „Pariss“ (Auf dem Spielplan gibt es "
     "keine Stadt „Pariss“. Meintest du Paris?)",
     "$.position.players[0].stations[0]: unknown city 'Pariss' (There is no city “Pariss” on the "
     "Europe map; did you mean Paris?)"),
    (_pos(EU, players=[{"stations": [7]}, {}]),
     "$.position.players[0].stations[0]: der Name einer Stadt ist Text, nicht die Zahl 7",
     "$.position.players[0].stations[0]: a city name is text, not the number 7"),
    (_pos(EU, players=[{"stations": ["Paris"]}, {"stations": ["Paris"]}]),
     "$.position.players[1].stations[0]: in einer Stadt steht nur ein Bahnhof",
     "$.position.players[1].stations[0]: a city holds only one station"),
    (_pos(EU, players=[{"stations": ["Paris", "Wien", "Roma", "Berlin"]}, {}]),
     "$.position.players[0].stations: höchstens 3 Bahnhöfe je Spieler",
     "$.position.players[0].stations: at most 3 stations per player"),
    (_pos(EU, players=[{"tickets": [["Paris", "Paris", 3]]}, {}]),
     "$.position.players[0].tickets[0]: eine Zielkarte verbindet zwei verschiedene Städte für "
     "mindestens 1 Punkt", "$.position.players[0].tickets[0]: a ticket joins two different"),
    (_pos(EU, players=[{"tickets": [5]}, {}]),
     "$.position.players[0].tickets[0]: eine Zielkarte ist [STADT_A, STADT_B] oder "
     "[STADT_A, STADT_B, PUNKTE]", "$.position.players[0].tickets[0]: a ticket is [CITY_A"),
    (_pos(DE, players=[{"tickets": [["Berlin", "Magdeburg"]]}, {}]),
     "$.position.players[0].tickets[0]: keine Zielkarte Berlin–Magdeburg in den "
     "Zielkartenstapeln dieses Spiels",
     "$.position.players[0].tickets[0]: no ticket Berlin–Magdeburg in this game's ticket decks"),
    (_pos(EU, players=[{"tickets": [["Paris", "Wien"]]}, {"tickets": [["Paris", "Wien"]]}]),
     "$.position.players[1].tickets[0]: diese Zielkarte hat in der Stellung schon jemand (jede "
     "Zielkarte gibt es einmal)", "$.position.players[1].tickets[0]: this ticket is already held"),
    (_pos(EU, players=[{"trains": 99}, {}]),
     "$.position.players[0].trains: muss eine ganze Zahl 0..45 sein",
     "$.position.players[0].trains: must be a whole number 0..45"),
    (_pos(EU, players=[{"score": "x"}, {}]), "$.position.players[0].score: muss eine ganze "
     "Zahl sein", "$.position.players[0].score: must be a whole number"),
    (_pos(EU, players=[{"hand": [1]}, {}]),
     '$.position.players[0].hand: Karten sind ein Objekt wie {"red": 2, "locomotive": 1}',
     '$.position.players[0].hand: a card set is an object like {"red": 2, "locomotive": 1}'),
    (_pos(EU, players=[{"hand": {"gray": 1}}, {}]),
     "$.position.players[0].hand: es gibt keine grauen Wagenkarten",
     "$.position.players[0].hand: there are no gray train cards"),
    (_pos(EU, players=[{"hand": {"mauve": 1}}, {}]),
     "$.position.players[0].hand: keine Farbe einer Wagenkarte: „mauve“",
     "$.position.players[0].hand: not a train card colour: 'mauve'"),
    (_pos(EU, players=[{"hand": {"red": -1}}, {}]),
     "$.position.players[0].hand: die Zahl der Karten „red“ muss eine ganze Zahl sein, "
     "mindestens 0, nicht die Zahl -1",
     "$.position.players[0].hand: the number of red cards must be a whole number, at least 0"),
    (_pos(EU, players=[{"hand": {"red": 13}}, {}]),
     "$.position: die Stellung verwendet 13 Karten in Rot; es gibt nur 12",
     "$.position: the position uses 13 red cards; only 12 exist"),
    (_pos(EU, players=[{"hand": {"locomotive": 15}}, {}]),
     "$.position: die Stellung verwendet 15 Lokomotiven; es gibt nur 14",
     "$.position: the position uses 15 locomotive cards; only 14 exist"),
    (_pos(EU, deck_top="x"), "$.position.deck_top: muss eine Liste von Farben sein",
     "$.position.deck_top: must be a list of colours"),
    (_pos(EU, faceup=["red", "gray"]), '$.position.faceup[1]: keine Farbe einer Wagenkarte: '
     '"gray"', '$.position.faceup[1]: not a train card colour: "gray"'),
    (_pos(EU, faceup=["red"] * 6), "$.position.faceup: höchstens 5 offen ausliegende Karten",
     "$.position.faceup: at most 5 face-up cards"),
    (_pos(EU, current_player=2), "$.position.current_player: muss ein Platz 0..1 sein",
     "$.position.current_player: must be a seat 0..1"),
    (_pos(EU, final_round=1), "$.position.final_round: muss true oder false sein",
     "$.position.final_round: must be true or false"),
    (_pos(EU, ticket_deck_top=5), "$.position.ticket_deck_top: muss eine Liste von Zielkarten "
     "sein", "$.position.ticket_deck_top: must be a list of tickets"),
    (_pos(EU, ticket_deck_top=[["Paris", "Wien"], ["Paris", "Wien"]]),
     "$.position.ticket_deck_top[1]: diese Zielkarte liegt schon an anderer Stelle",
     "$.position.ticket_deck_top[1]: this ticket is already placed"),
    # Deutschland's passengers and ticket decks
    (_pos(DE, players=[{"passengers": 5}, {}]),
     '$.position.players[0].passengers: Passagiere sind ein Objekt wie {"red": 2} oder eine '
     'Liste wie ["red", "red"]', "$.position.players[0].passengers: passengers are an object"),
    (_pos(DE, players=[{"passengers": {"blue": -1}}, {}]),
     "$.position.players[0].passengers.blue: eine Zahl von Passagieren ist eine ganze Zahl, "
     "mindestens 0, nicht die Zahl -1",
     "$.position.players[0].passengers.blue: a number of passengers is a whole number"),
    (_pos(DE, players=[{"passengers": {"mauve": 1}}, {}]),
     '$.position.players[0].passengers.mauve: keine Farbe: "mauve"',
     '$.position.players[0].passengers.mauve: not a colour: "mauve"'),
    (_pos(DE, players=[{"passengers": {"orange": 1}}, {}]),
     "$.position.players[0].passengers.orange: in Deutschland gibt es keine Passagiere in "
     "Orange (im Beutel sind: ",
     "$.position.players[0].passengers.orange: there are no orange passengers in Deutschland"),
    (_pos(DE, players=[{"passengers": {"red": 11}}, {}]),
     "$.position.players[0].passengers.red: in Deutschland gibt es höchstens 10 Passagiere in "
     "Rot (de.passengers), nicht die Zahl 11",
     "$.position.players[0].passengers.red: at most 10 red passengers exist in Deutschland "
     "(de.passengers)"),
    (_pos(DE, players=[{"passengers": {"red": 6}}, {"passengers": {"red": 5}}]),
     "$.position.players[1].passengers.red: die Stellung verwendet 11 Passagiere in Rot; es "
     "gibt nur 10",
     "$.position.players[1].passengers.red: the position uses 11 red passengers; only 10 exist"),
    (_pos(DE, board_passengers=[]), '$.position.board_passengers: muss ein Objekt sein wie '
     '{"Berlin": ["red", "red"]}', "$.position.board_passengers: must be an object like"),
    (_pos(DE, board_passengers={"Berlin": ["red"], "berlin": ["blue"]}),
     "$.position.board_passengers.berlin: Berlin ist schon als „Berlin“ angegeben",
     "$.position.board_passengers.berlin: Berlin is already given as 'Berlin'"),
    (_pos(DE, short_deck_top=[["Berlin", "Stuttgart"]]),
     "$.position.short_deck_top[0]: Berlin–Stuttgart ist eine Zielkarte „lange Strecke“: gib "
     "sie in long_deck_top an",
     "$.position.short_deck_top[0]: Berlin–Stuttgart is a ticket of the long deck: put it in "
     "long_deck_top"),
    # the Asia team variant's teams
    (_pos(ASIA, players=[{"team": 5}, {}, {}, {}]),
     "$.position.players[0].team: muss eine Nummer eines Teams 0..1 sein",
     "$.position.players[0].team: must be a team index 0..1"),
    (_pos(ASIA, players=[{"team": 0}, {"team": 1}, {"team": 0}, {"team": 1}]),
     "$.position.players: Team 0 muss aus 2 Spielern bestehen, die nebeneinander sitzen "
     "(asia.teams), nicht aus den Plätzen [0, 2]",
     "$.position.players: team 0 must be 2 players sitting side by side (asia.teams), not seats "
     "[0, 2]"),
    (_pos(ASIA, players=[{}, {"shared_hand": {"red": 1}}, {}, {}]),
     "$.position.players[1].shared_hand: „shared_hand“ des Teams wird bei seinem ersten Spieler "
     "angegeben (Platz 0)",
     "$.position.players[1].shared_hand: the team's shared_hand is given on its first player "
     "(seat 0)"),
    (_pos(ASIA, players=[{"shared_tickets": 3}, {}, {}, {}]),
     "$.position.players[0].shared_tickets: muss eine Liste von Zielkarten sein",
     "$.position.players[0].shared_tickets: must be a list of tickets"),
    (_pos(ASIA, players=[{"score": 3}, {"score": 4}, {}, {}]),
     "$.position.players[1].score: Teampartner haben eine gemeinsame Punktzahl: gib bei beiden "
     "dieselbe an oder nur bei einem", "$.position.players[1].score: partners share one score"),
    # actions
    (_steps(EU, {"player": 2, "do": "pass"}), "$.steps[0].player: muss ein Platz 0..1 sein",
     "$.steps[0].player: must be a seat 0..1"),
    (_steps(EU, {"do": "fly"}),
     "$.steps[0].do: unbekannte Aktion „fly“ (Aktionen: build_station, claim, ",
     "$.steps[0].do: unknown action 'fly' (actions: build_station, claim, "),
    (_steps(EU, {"do": 7}), "$.steps[0].do: unbekannte Aktion die Zahl 7 (Aktionen: ",
     "$.steps[0].do: unknown action the number 7 (actions: "),
    (_steps(DE, {"player": 0, "do": "build_station", "city": "Berlin", "cards": {"red": 1}}),
     "$.steps[0].do: die Aktion „build_station“ gibt es in Deutschland nicht (Deutschland hat "
     "keine Bahnhöfe)",
     "$.steps[0].do: the action 'build_station' does not apply to Deutschland (Deutschland has "
     "no stations)"),
    (_steps(DE, {"player": 0, "do": "tunnel_withdraw"}),
     "$.steps[0].do: die Aktion „tunnel_withdraw“ gibt es in Deutschland nicht (Deutschland hat "
     "keine Tunnel)", "$.steps[0].do: the action 'tunnel_withdraw' does not apply to Deutschland"),
    (_steps(EU, {"player": 0, "do": "take_passengers", "from": {"Berlin": "red"}}),
     "$.steps[0].do: die Aktion „take_passengers“ gibt es in Europa nicht (Passagiere gibt es "
     "nur in Deutschland)",
     "$.steps[0].do: the action 'take_passengers' does not apply to Europe (passengers are "
     "Deutschland's)"),
    (_steps(EU, {"player": 0, "do": "share_tickets", "tickets": []}),
     "$.steps[0].do: die Aktion „share_tickets“ gibt es in Europa nicht (Zielkarten teilen nur "
     "die Teams von Asien (Teams))", "$.steps[0].do: the action 'share_tickets' does not apply"),
    (_steps(EU, {"player": 0, "do": "place_marker"}),
     "$.steps[0].do: die Aktion „place_marker“ gibt es in Europa nicht\n",
     "$.steps[0].do: the action 'place_marker' does not apply to Europe\n"),
    (_steps(EU, {"player": 0, "do": "draw_card", "from": "deck", "to": "hand"}),
     "$.steps[0].to: „to“ gibt es nur in Asien (Teams) (asia.draw-split)",
     "$.steps[0].to: 'to' applies to the Asia team variant only (asia.draw-split)"),
    (_steps(ASIA, {"player": 0, "do": "draw_card", "from": "deck", "to": "table"}),
     '$.steps[0].to: muss "hand" oder "shared" sein', '$.steps[0].to: must be "hand" or "shared"'),
    (_steps(EU, {"player": 0, "do": "draw_card", "from": "faceup", "color": "mauve"}),
     "$.steps[0].color: wer eine offen ausliegende Karte zieht, nennt ihre Farbe",
     "$.steps[0].color: a face-up draw names the card colour"),
    (_steps(EU, {"player": 0, "do": "draw_card", "from": "sky"}),
     '$.steps[0].from: muss "deck" oder "faceup" sein', '$.steps[0].from: must be "deck" or '
     '"faceup"'),
    (_steps(EU, {"player": 0, "do": "claim", "route": ["Paris", "Dieppe"], "cards": {"red": 1},
                 "from_shared": {"red": 1}}),
     "$.steps[0].from_shared: „from_shared“ gibt es nur in Asien (Teams) (asia.claim-pool)",
     "$.steps[0].from_shared: 'from_shared' applies to the Asia team variant only"),
    (_steps(EU, {"player": 0, "do": "keep_tickets", "tickets": 1}),
     "$.steps[0].tickets: muss eine Liste von Zielkarten sein",
     "$.steps[0].tickets: must be a list of tickets"),
    (_steps(EU, {"player": 0, "do": "keep_tickets", "tickets": [], "share": ["Paris", "Wien"]}),
     "$.steps[0].share: „share“ gibt es nur in Asien (Teams) (asia.draw-tickets)",
     "$.steps[0].share: 'share' applies to the Asia team variant only (asia.draw-tickets)"),
    (_steps(EU, {"player": 0, "do": "draw_tickets", "short": 2}),
     "$.steps[0].short: Europa hat einen einzigen Zielkartenstapel: „short“ gibt es nur in "
     "Deutschland",
     "$.steps[0].short: Europe has one ticket deck: 'short' applies to Deutschland only"),
    (_steps(DE, {"player": 0, "do": "draw_tickets", "short": 2.5, "long": "2"}),
     "$.steps[0].long: die Zahl der Zielkarten „lange Strecke“ ist eine ganze Zahl, nicht der "
     "Text \"2\"", "$.steps[0].long: the number of long tickets is a whole number"),
    (_steps(DE, {"player": 0, "do": "take_passengers", "from": ["Berlin"]}),
     '$.steps[0].from: muss ein Objekt sein, das je Stadt den genommenen Passagier nennt, etwa '
     '{"Berlin": "red"}', "$.steps[0].from: must be an object naming the passenger"),
    (_steps(DE, {"player": 0, "do": "take_passengers", "from": {"Berlin": "red",
                                                                "berlin": "blue"}}),
     "$.steps[0].from.berlin: Berlin wird schon als „Berlin“ genannt",
     "$.steps[0].from.berlin: Berlin is already named as 'Berlin'"),
    # expectations
    (_steps(EU, {"player": 0, "do": "draw_card", "from": "deck", "expect": {"players": 1}}),
     "$.steps[0].expect.players: muss ein Objekt sein, dessen Schlüssel Nummern von Spielern "
     "sind", "$.steps[0].expect.players: must be an object keyed by player index"),
    (_steps(EU, {"player": 0, "do": "draw_card", "from": "deck",
                 "expect": {"players": {"7": {}}}}),
     "$.steps[0].expect.players.7: kein Spieler dieses Spiels",
     "$.steps[0].expect.players.7: not a player of this game"),
    (_steps(EU, {"player": 0, "do": "draw_card", "from": "deck",
                 "expect": {"players": {"0": {"prestige": 1}}}}),
     "$.steps[0].expect.players.0.prestige: unbekanntes oder hier nicht anwendbares Feld eines "
     "Spielers „prestige“",
     "$.steps[0].expect.players.0.prestige: unknown or inapplicable player field 'prestige'"),
    (_steps(EU, {"player": 0, "do": "draw_card", "from": "deck", "expect": {"zz": 1}}),
     "$.steps[0].expect.zz: unbekannte Erwartung", "$.steps[0].expect.zz: unknown expectation"),
    # queries
    (_steps(EU, {"query": "missing_rails", "player": 0}),
     "$.steps[0].query: „missing_rails“ gibt es nur in den Trans-Spielen",
     "$.steps[0].query: 'missing_rails' applies to the Trans games only"),
    (_steps(DE, {"query": "station_borrow", "player": 0}),
     "$.steps[0].query: Deutschland hat keine Bahnhöfe: „station_borrow“ ist hier keine Abfrage",
     "$.steps[0].query: Deutschland has no stations: 'station_borrow' does not apply"),
    (_steps(EU, {"query": "longest_path"}),
     "$.steps[0].player: die Abfrage „longest_path“ braucht einen Spieler 0..1",
     "$.steps[0].player: the query 'longest_path' needs a player 0..1"),
    (_steps(ASIA, {"query": "longest_path", "player": 2}),
     "$.steps[0].player: in Asien (Teams) fragt „longest_path“ nach einem Team: eine Nummer "
     "eines Teams 0..1",
     "$.steps[0].player: in the Asia team variant 'longest_path' is asked per team: a team index "
     "0..1"),
    (_steps(EU, {"query": "best_move"}),
     "$.steps[0].query: unbekannte Abfrage „best_move“ (Abfragen: completed_tickets, ",
     "$.steps[0].query: unknown query 'best_move' (queries: completed_tickets, "),
]


def _run(capsys, tmp_path, data, *lang) -> tuple[int, str, str]:
    path = tmp_path / "szenario.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    code = main([*lang, "scenario", str(path)])
    out = capsys.readouterr()
    return code, out.err, str(path)


@pytest.mark.parametrize("data, de, en", CASES, ids=[c[1].split(":")[0] + "/" + c[1][-12:]
                                                    for c in CASES])
def test_a_bad_scenario_says_each_problem_in_german(tmp_path, capsys, data, de, en):
    code, err, path = _run(capsys, tmp_path, data, "--lang", "de")
    assert code == 2, err
    head, *lines = err.splitlines()
    assert re.fullmatch(rf"Fehler: {re.escape(path)}: \d+ Probleme?", head), err
    assert f"  {de}" in err, err
    english = [x for x in lines if ENGLISH.search(x.split(": ", 1)[1])]
    assert not english, english
    # the same file without --lang: the same problems, in English
    code_en, err_en, _ = _run(capsys, tmp_path, data)
    assert code_en == 2
    assert f"  {en}" in err_en, err_en
    assert [x.split(": ", 1)[0] for x in err_en.splitlines()[1:]] == \
        [x.split(": ", 1)[0] for x in lines], (err_en, err)


def test_a_scenario_with_many_problems_lists_them_all_in_german(tmp_path, capsys):
    data = _pos(EU, players=[{"hand": {"red": 13}, "trains": -1, "zz": 1},
                             {"stations": ["Pariss"]}], faceup=["red"] * 6, final_round=1)
    code, err, path = _run(capsys, tmp_path, data, "--lang", "de")
    assert code == 2 and err.startswith(f"Fehler: {path}: 6 Probleme\n"), err
    assert not ENGLISH.search(err.split("\n", 1)[1]), err


# ---- the code names catalogue texts, never writes them -----------------------------------------

SOURCE = Path(ttrwidgets.__file__).parent


def _calls(name: str):
    for f in sorted(SOURCE.rglob("*.py")):
        tree = ast.parse(f.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                    node.func, "id", None)) == name:
                yield f.relative_to(SOURCE), node


def test_no_problem_text_is_written_in_python():
    """``probs.add(path, "…")``: a problem a file has is the catalogue's, in every language."""
    def text_in(node) -> bool:          # a str literal outside any call (not Message("key"))
        if isinstance(node, ast.JoinedStr) or isinstance(node, ast.Constant) and \
                isinstance(node.value, str):
            return True
        return not isinstance(node, ast.Call) and any(map(text_in, ast.iter_child_nodes(node)))
    written = [f"{f}:{node.lineno}: {ast.unparse(node.args[1])[:60]}"
               for f, node in _calls("add") if len(node.args) == 2 and text_in(node.args[1])]
    assert not written, written


def test_every_problem_the_code_names_is_in_both_catalogues():
    keys = set()
    for _f, node in _calls("Message"):
        for arg in node.args[:1]:
            for part in ast.walk(arg):        # also "a" if x else "b" (not f"a.{b}")
                if isinstance(part, ast.JoinedStr):
                    break
                if isinstance(part, ast.Constant) and isinstance(part.value, str):
                    keys.add(part.value)
    assert len(keys) > 200, len(keys)
    missing = sorted((lang, k) for k in keys for lang in ("en", "de")
                     if not i18n.has_text("errors", k, lang))
    assert not missing, missing
