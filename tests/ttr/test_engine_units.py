"""Unit tests for what scenarios cannot show: components, hidden information, catalogue,
errors, the engine's independence from widgets."""
import json
import re
import subprocess
import sys
from collections import Counter

import pytest

from ttrwidgets.ttr import messages
from ttrwidgets.ttr.actions import DrawCard, KeepTickets, parse_action
from ttrwidgets.ttr.colours import LOCO
from ttrwidgets.core.errors import IllegalActionError, InvalidActionError
from ttrwidgets.ttr.game import apply, legal_actions, new_game, why_illegal
from ttrwidgets.ttr.rules import PRESETS, get_rules
from ttrwidgets.ttr.state import Phase
from ttrwidgets.ttr.view import view


def test_setup_cards_and_pieces():
    """setup.cards: 110 cards, 12 of each colour + 14 locomotives; setup.pieces: 45 trains, 3 stations."""
    s, _ = new_game("europe.classic", 5, seed=9)
    everything = list(s.deck) + list(s.faceup) + list(s.discard)
    for p in s.players:
        for k, n in enumerate(p.hand):
            everything += [k] * n
        assert p.trains == 45 and sum(p.hand) == 4 and p.stations == ()
    counts = Counter(everything)
    assert len(everything) == 110
    assert all(counts[k] == 12 for k in range(8)) and counts[LOCO] == 14
    assert s.rules.stations == 3 and len(s.faceup) == 5 and s.faceup.count(LOCO) < 3


@pytest.mark.parametrize("variant,offer,min_keep", [
    ("europe.classic", 4, 2), ("europe.1912", 4, 2), ("europe.big-cities", 5, 2),
    ("europe.mega", 2, 0)])
def test_setup_ticket_offers(variant, offer, min_keep, europe):
    s, _ = new_game(variant, 3, seed=4)
    assert s.phase is Phase.SETUP
    for choice in s.setup:
        assert len(choice.offered) == offer and choice.min_keep == min_keep
        tickets = [europe.tickets[t] for t in choice.offered]
        if variant == "europe.classic":
            assert sum(t.long for t in tickets) == 1 and {t.deck for t in tickets} == {"europe"}
        if variant == "europe.big-cities":
            assert all(t.big_city and not t.long for t in tickets)
        if variant == "europe.mega":
            assert all(t.long for t in tickets)
    # the draw deck holds no long tickets in any variant
    assert not any(europe.tickets[t].long for t in s.tickets)


def test_mega_setup_two_stages(europe):
    s, _ = new_game("europe.mega", 2, seed=3)
    long_ids = [europe.tickets[t].id for t in s.setup[0].offered]
    with pytest.raises(IllegalActionError) as e:
        apply(s, KeepTickets(0, tuple(long_ids)))  # never both long tickets
    assert e.value.rule_id == "setup.tickets"
    s, _ = apply(s, KeepTickets(0, (long_ids[0],)))
    assert s.setup[0].stage == "setup-regular" and len(s.setup[0].offered) == 5
    assert s.setup[0].min_keep == 2  # kept a long one
    s, _ = apply(s, KeepTickets(1, ()))
    assert s.setup[1].min_keep == 3  # kept none


def test_unlimited_hand():
    """draw.unlimited-hand: no hand limit — a player with 40 cards may still draw."""
    from ttrwidgets.ttr.scenario import run_scenario
    data = {"game": "europe", "options": {"players": 2}, "seed": 1,
            "position": {"players": [{"hand": {"red": 12, "blue": 12, "green": 12, "black": 4}},
                                     {}]},
            "steps": [{"player": 0, "do": "draw_card", "from": "deck",
                       "expect": {"legal": True, "pending": "second_card"}}]}
    assert all(r["ok"] for r in run_scenario(data))


def test_tickets_secret_and_hidden_hands():
    """tickets.secret: a seat's view shows other players' ticket and card counts only."""
    s, _ = new_game("europe.classic", 3, seed=5)
    for seat in range(3):
        act = legal_actions(s, seat)[0]
        s, _ = apply(s, act)
    v = view(s, 1)
    text = json.dumps(v)
    assert "tickets" in v["players"][1] and "tickets" not in v["players"][0]
    assert "hand" not in v["players"][2] and v["players"][2]["hand_size"] == 4
    assert "deck" not in v and v["deck_size"] == len(s.deck)
    assert v["players"][0]["tickets_count"] == len(s.players[0].tickets)
    other_ids = [s.map.tickets[t].id for t in s.players[0].tickets]
    assert not any(f'"{i}"' in text for i in other_ids if i not in v["players"][1]["tickets"])
    assert view(s, None)["deck"]  # the teacher sees everything


def test_rejection_messages_in_both_languages():
    s, _ = new_game("europe.classic", 2, seed=1)
    err = why_illegal(s, DrawCard(0, "deck"))
    assert err.rule_id == "setup.tickets"
    assert err.messages["en"] != err.messages["de"] and err.message("de").endswith("(setup.tickets)")


def test_every_message_key_has_both_languages_and_same_fields():
    """engine.ftl: every English message has a German one using the same arguments (plural
    and colour selectors included), and no German file has a message English lacks."""
    from ttrwidgets.core import i18n
    en, de = i18n.messages("engine", "en"), i18n.messages("engine", "de")
    assert len(en) > 150 and set(en) == set(de)
    # the number a sentence agrees with may go unsaid in one language ("1 Zielkarte" / "the
    # returned ticket"), or a key only one language selects on (the board for Deutschland's
    # "Lila"); never a value
    only_selects = {"n", "seats_n", "paid_n", "board", "key"}
    for key in en:
        assert en[key] - only_selects <= de[key], key
        assert de[key] - only_selects <= en[key], key


def test_every_rule_id_has_a_catalogue_entry():
    from ttrwidgets.core.rulebook import rule, rule_ids
    ids = rule_ids("europe")
    assert len(ids) > 40
    for rid in ids:
        r = rule(rid)
        assert r.title["en"] and r.title["de"] and r.text["en"] and r.text["de"]


def test_every_step_key_and_rule_is_known():
    """Steps of real games use catalogue keys and rule ids of the rules file only."""
    from ttrwidgets.ttr.bots import GreedyBot, play_game
    from ttrwidgets.core.rulebook import rule_ids
    known = set(rule_ids("europe"))
    seen = []
    s, steps = new_game("europe.classic", 3, seed=12)
    seen += steps
    play_game(s, [GreedyBot(i) for i in range(3)], on_step=lambda st, a, ss: seen.extend(ss))
    for st in seen:
        assert st.rule in known, st
        assert st.key in messages.M, st
        for lang in ("en", "de"):
            assert "{" not in messages.render_step(st, s.map, lang)


def test_malformed_actions():
    s, _ = new_game("europe.classic", 2, seed=1)
    for text in ["", "draw deck", "p0 fly", "p0 claim R001 purple:x", "px draw deck"]:
        with pytest.raises(InvalidActionError):
            parse_action(text)
    with pytest.raises(InvalidActionError):
        why_illegal(s, KeepTickets(7, ()))
    with pytest.raises(InvalidActionError):
        why_illegal(s, KeepTickets(0, ("NOPE",)))


def test_rules_presets_and_options():
    assert set(PRESETS) == {"europe.classic", "europe.1912", "europe.mega", "europe.big-cities",
                            "deutschland", "asia.team"}
    assert get_rules("mega").id == "europe.mega"
    assert get_rules("classic", tiebreak="classic").tiebreak == "classic"
    with pytest.raises(InvalidActionError):
        get_rules("europe.nonsense")
    with pytest.raises(InvalidActionError):
        get_rules("classic", tiebreak="coin-toss")


def test_engine_imports_no_widget_code():
    code = ("import sys, ttrwidgets.ttr.game, ttrwidgets.ttr.scenario, "
            "ttrwidgets.ttr.bots, ttrwidgets.ttr.record, ttrwidgets.ttr.view, "
            "ttrwidgets.ttr.preview, ttrwidgets.ttr.messages, "
            "ttrwidgets.graphs; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('ipywidgets', 'ipycanvas', "
            "'traitlets', 'IPython', 'voila', 'numpy') or m.startswith(('ttrwidgets.widgets', "
            "'ttrwidgets.render'))]; print(bad); sys.exit(1 if bad else 0)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_legal_claims_match_claim_options_route_by_route():
    """legal_actions finds claims by buckets of alike routes; the answer must be exactly the
    route-by-route claim_options (same actions, same order) in every position of real games."""
    from ttrwidgets.ttr.actions import ClaimRoute
    from ttrwidgets.ttr.bots import RandomBot
    from ttrwidgets.ttr.game import active_seats, claim_options
    checked = 0
    for seed, rules in ((1, "europe.classic"), (2, "europe.mega"), (3, "europe.classic")):
        n = 2 + seed
        s, _ = new_game(rules, n, seed)
        bot = RandomBot(seed)
        while active_seats(s):
            acts = legal_actions(s)
            if s.phase is not Phase.SETUP and s.pending is None:
                seat = s.current
                claims = [a for a in acts if isinstance(a, ClaimRoute)]
                want = [ClaimRoute(seat, r.id, cs) for r in s.map.routes
                        if s.owners[r.index] < 0 and sum(s.players[seat].hand)
                        for cs in claim_options(s, seat, r.index)]
                assert claims == want
                checked += 1
            s, _ = apply(s, bot.rng.choice(acts))
    assert checked > 300


def test_payments_are_counted_as_they_are_built():
    """legal_sequence counts each route's payments without building them: the count must be the
    length of the list for every hand, length, colour choice and ferry minimum."""
    import random
    from ttrwidgets.ttr.game import _count_set_options, _set_options
    rng = random.Random(7)
    hands = [tuple(rng.choice((0, 0, 1, 2, 3, 5, 8, 12)) for _ in range(9)) for _ in range(400)]
    hands += [(0,) * 9, (0,) * 8 + (6,), (6,) * 8 + (0,)]
    for hand in hands:
        for n in range(1, 9):
            for k in range(0, 4):
                for colours in (range(8), (0,), (5,), (2, 6)):
                    assert _count_set_options(hand, n, colours, k) == \
                        len(_set_options(hand, n, colours, k)), (hand, n, colours, k)


def test_legal_sequence_is_legal_actions_and_random_bot_picks_the_same():
    """RandomBot picks from legal_sequence, which at the start of a turn builds only the action
    it is asked for: by index and by iteration it must be legal_actions exactly, so that
    ``rng.choice`` draws the same number and picks the same action as from the list."""
    import random
    from ttrwidgets.ttr.bots import RandomBot
    from ttrwidgets.ttr.game import active_seats, legal_sequence
    lazy = 0
    for seed, rules, n in ((4, "europe.classic", 4), (5, "europe.big-cities", 2),
                           (6, "europe.1912", 5), (7, "deutschland", 4)):
        s, _ = new_game(rules, n, seed)
        bot, twin = RandomBot(seed), random.Random(seed)
        while active_seats(s):
            seat = active_seats(s)[-1]
            acts = legal_actions(s, seat)
            seq = legal_sequence(s, seat)
            assert len(seq) == len(acts) and list(seq) == acts
            assert [seq[i] for i in range(len(seq))] == acts and seq[-1] == acts[-1]
            with pytest.raises(IndexError):
                seq[len(acts)]
            lazy += not isinstance(seq, list)
            action = bot.choose(s, seat)
            assert action == twin.choice(acts)
            s, _ = apply(s, action)
    assert lazy > 300


def test_a_full_round_of_passes_ends_and_scores_the_game():
    """turn.pass [decision]: when every player passes in one round in a row, the game ends.
    (A synthetic position: nothing to draw, no tickets, no cards in any hand.)"""
    from ttrwidgets.ttr.actions import Pass
    from ttrwidgets.ttr.state import evolve_player, evolve_state
    s, _ = new_game("europe.classic", 3, seed=2)
    for seat in range(3):
        s, _ = apply(s, legal_actions(s, seat)[0])
    empty = tuple(evolve_player(p, hand=(0,) * 9) for p in s.players)
    s = evolve_state(s, players=empty, deck=(), faceup=(), discard=(), tickets=())
    assert legal_actions(s) == [Pass(0)]
    from ttrwidgets.ttr.game import legal_sequence
    assert len(legal_sequence(s)) == 1 and legal_sequence(s)[0] == Pass(0)
    s, steps = apply(s, Pass(0))
    s, steps = apply(s, Pass(1))
    assert not s.game_over and s.passes == 2
    s, steps = apply(s, Pass(2))
    assert s.game_over
    rules = [st.rule for st in steps]
    assert rules[:3] == ["turn.pass", "turn.pass", "end.game-over"] and "score.tickets" in rules
    assert legal_actions(s) == []


def test_a_record_made_without_a_start_state_is_a_fresh_game():
    """Regression: a classmethod named like the ``start`` field once became its default."""
    from ttrwidgets.ttr.record import GameRecord
    rec = GameRecord(rules="europe.classic", rules_version=1,
                     options=(("tiebreak", "anniversary"),), map_id="europe", map_version=1,
                     players=2, seed=1)
    assert rec.start is None


def test_a_record_saves_only_the_options_its_game_has():
    import json
    from ttrwidgets.ttr.record import GameRecord, replay
    de = GameRecord.of_game(new_game("deutschland", 2, seed=1)[0]).to_json()
    assert de["rules"] == {"id": "deutschland", "version": 1}
    eu = GameRecord.of_game(new_game(get_rules("europe.classic", tiebreak="classic"), 2, 1)[0])
    assert eu.to_json()["rules"] == {"id": "europe.classic", "version": 1, "tiebreak": "classic"}
    assert replay(GameRecord.from_json(json.loads(json.dumps(eu.to_json()))))[0].rules.tiebreak \
        == "classic"


def test_deutschland_ticket_mix_must_fit_the_decks_or_take_all_that_remain():
    # de.draw-tickets: fewer than 4 only when both decks together hold fewer than 4, and then
    # the player draws the tickets that remain: only a mix that takes them all
    from ttrwidgets.ttr.actions import DrawTickets
    from ttrwidgets.ttr.game import apply, legal_actions, new_game, why_illegal
    from ttrwidgets.ttr.state import Phase, evolve_state
    s, _ = new_game("deutschland", 2, seed=4)
    s = evolve_state(s, phase=Phase.MAIN, setup=(), setup_later=())
    low = evolve_state(s, tickets=s.tickets[:1])                     # 1 short, 34 long
    err = why_illegal(low, DrawTickets(0, 4, 0))
    assert err.rule_id == "de.draw-tickets" and "holds 1" in err.message("en")
    assert why_illegal(low, DrawTickets(0, 1, 3)) is None
    mixes = [a for a in legal_actions(low) if isinstance(a, DrawTickets)]
    assert [(a.short, a.long) for a in mixes] == [(1, 3), (0, 4)]
    few = evolve_state(s, tickets=s.tickets[:1], long_tickets=s.long_tickets[:2])  # 3 in all
    mixes = [a for a in legal_actions(few) if isinstance(a, DrawTickets)]
    assert [(a.short, a.long) for a in mixes] == [(2, 2), (1, 3)]
    for mix in mixes:                                                # each deals all 3
        after, _ = apply(few, mix)
        assert len(after.pending.offered) == 3
        assert after.tickets == () and after.long_tickets == ()
    for short, long_ in ((4, 0), (3, 1), (0, 4)):                    # 1 or 2 of the 3
        err = why_illegal(few, DrawTickets(0, short, long_))
        assert err.rule_id == "de.draw-tickets", (short, long_)
        assert "takes them all" in err.message("en") and "die alle nimmt" in err.message("de")
        assert "only 3 tickets, 1 short and 2 long" in err.message("en")
    assert why_illegal(few, DrawTickets(0, 3, 0)).rule_id == "de.draw-tickets"  # not 4
    # the random-game check's case: 3 short and no long left; "2 short + 2 long" would deal 2
    three = evolve_state(s, tickets=s.tickets[:3], long_tickets=())
    err = why_illegal(three, DrawTickets(0, 2, 2))
    assert err is not None and err.rule_id == "de.draw-tickets"
    mixes = [a for a in legal_actions(three) if isinstance(a, DrawTickets)]
    assert [(a.short, a.long) for a in mixes] == [(4, 0), (3, 1)]
    after, _ = apply(three, DrawTickets(0, 3, 1))
    assert after.pending.offered == s.tickets[:3] and after.tickets == ()
