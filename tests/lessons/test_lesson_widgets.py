"""Every lesson solved through the app's widgets, as a learner would: buttons clicked, the
board clicked, dialogs answered. And the promises of the Learn page: a wrong try changes
nothing and says why, back and forward, Show me, progress kept and reset, the zoom, the
teacher mode, and the way from a game's explanation into the lesson for its rule."""
from __future__ import annotations

import pytest

from ttrwidgets.ttr import cards as C
from ttrwidgets.ttr.actions import (BuildStation, ClaimRoute, DrawCard, DrawTickets,
                                       KeepTickets, Pass, ShareTickets, TakePassengers, TunnelPay,
                                       TunnelWithdraw)
from ttrwidgets.ttr.colours import Colour
from ttrwidgets.lessons import courses, lesson
from ttrwidgets.lessons.run import family, solution_actions, try_action_of
from ttrwidgets.ttr.lessons.adapter import click_targets
from ttrwidgets.widgets import TTRApp
from ttrwidgets.ttr.ui.dialogs import PassengerDialog

# the route boards' lessons (the Trans course is driven on the grid board: test_trans_lessons)
LESSONS = [x for c in courses() for x in c.lessons if family(x).name == "ttr"]


def panel(app) -> str:
    p = app.game_page.lesson
    return " ".join(w.value for w in (p.head, p.say, p.task))


def pick_option(app, cards, from_shared=None) -> None:
    """Pick the payment ``cards`` among the options the open dialog offers (as a click on its
    radio button would). In a team game (Team Asia) an option is ``(cards, from_shared)``: the
    split between hand and holder; without ``from_shared`` the first split of ``cards`` (the
    hand first, the engine's default)."""
    choice = app.game_page.choice
    want = C.card_dict(cards)
    if app.state.teams is not None:
        k = next(i for i, (cs, sh) in enumerate(choice.options) if C.card_dict(cs) == want and
                 (from_shared is None or C.card_dict(sh) == C.card_dict(from_shared)))
    else:
        k = next(i for i, cs in enumerate(choice.options) if C.card_dict(cs) == want)
    choice.picker.value = k


def drive(app, action) -> None:
    """Do ``action`` with the widgets a learner would use."""
    gp = app.game_page
    s = app.state
    m = s.map
    if isinstance(action, DrawCard):
        if action.source == "deck":
            gp.cards.b_deck.click()
        else:
            gp.cards.faceup_buttons[list(s.faceup).index(int(action.colour))].click()
        if app.state is s and app.selection and app.selection[0] == "draw":
            dp = next(d for d in gp.choice.dialogs if type(d).__name__ == "DrawPlaceDialog")
            (dp.b_hand if action.to == "hand" else dp.b_shared).click()   # asia.draw-split
    elif isinstance(action, ClaimRoute):
        app.board.click_route(m.route_by_id[action.route])
        pick_option(app, action.cards, action.from_shared)
        gp.choice.b_confirm.click()
    elif isinstance(action, BuildStation):
        app.board.click_city(m.city_index(action.city))
        pick_option(app, action.cards)
        gp.choice.b_confirm.click()
    elif isinstance(action, TunnelPay):
        pick_option(app, action.cards, action.from_shared)
        gp.choice.b_pay.click()
    elif isinstance(action, TunnelWithdraw):
        gp.choice.b_withdraw.click()
    elif isinstance(action, DrawTickets):
        if action.short or action.long:
            if app.selection != ("mix", None) and s.phase.value != "setup":
                gp.cards.b_tickets.click()
            mix = next(d for d in gp.choice.dialogs if type(d).__name__ == "MixDialog")
            mix.buttons[mix.mixes.index((action.short, action.long))].click()
        else:
            gp.cards.b_tickets.click()
    elif isinstance(action, KeepTickets):
        ids = set(action.tickets)
        for cb, tk in gp.choice.offer_boxes:
            cb.value = m.tickets[tk].id in ids
        if action.share is not None:             # asia: the kept ticket put onto the holder
            offered = [m.tickets[tk].id for _, tk in gp.choice.offer_boxes]
            gp.choice.share_pick.value = offered.index(action.share)
        gp.choice.b_keep.click()
    elif isinstance(action, ShareTickets):       # asia.share-tickets
        gp.team.b_share.click()
        dlg = next(d for d in gp.choice.dialogs if type(d).__name__ == "ShareDialog")
        for cb, tk in dlg.boxes:
            cb.value = m.tickets[tk].id in set(action.tickets)
        gp.choice.b_confirm.click()
    elif isinstance(action, TakePassengers):
        dlg = next(d for d in gp.choice.dialogs if isinstance(d, PassengerDialog))
        for city, colour in action.take:
            c = m.city_index(city)
            for k, slots in enumerate(dlg.slots):
                if (c, int(colour)) in slots:
                    dlg.rows[k][2][slots.index((c, int(colour)))].click()
        gp.choice.b_confirm.click()
    elif isinstance(action, Pass):              # turn.pass: the panel's one button
        gp.choice.b_confirm.click()
    else:
        raise AssertionError(f"no widget for {action}")


def try_by_clicking(app, a) -> None:
    """Try the refused move ``a`` as a learner would: a claim or a station the board cannot
    even offer a payment for is tried by clicking its route or city (the engine's preview
    says why); other moves with their widgets."""
    if isinstance(a, ClaimRoute):
        app.board.click_route(app.state.map.route_by_id[a.route])
    elif isinstance(a, BuildStation):
        app.board.click_city(app.state.map.city_index(a.city))
    else:
        drive(app, a)


@pytest.mark.parametrize("x", LESSONS, ids=[x.id for x in LESSONS])
def test_every_lesson_is_solved_by_clicking(x):
    app = TTRApp()
    app.open_lesson(x.id)
    for k, step in enumerate(x.steps):
        run = app.lesson
        assert run.k == k and f"{k + 1} of {len(x.steps)}" in panel(app)
        assert step.say["en"][:30].replace("'", "&#x27;")[:20] in panel(app)
        t = step.task
        if t is not None and t.kind == "do":
            for a in solution_actions(x, step, app.state):
                before = app.state
                drive(app, a)
                assert app.state is not before, (x.id, k, a, app.message.value, panel(app))
        elif t is not None and t.kind == "try":       # tried, refused: nothing changes
            before = app.state
            try_by_clicking(app, try_action_of(x, step, app.state))
            assert app.state is before and f"({t.data['refused']})" in panel(app)
        elif t is not None and t.kind == "click":
            target = click_targets(t.data, app.state)[0]
            if t.data["click"] == "route":
                app.board.click_route(target)
            else:
                app.board.click_city(target)
        elif t is not None:
            app.game_page.lesson.choices[t.data["answer"]].click()
        assert run.is_done(), (x.id, k, panel(app), app.message.value)
        assert "Well done" in panel(app) or t is None or t.kind == "try"
        if k + 1 < len(x.steps):
            assert not app.game_page.lesson.b_next.disabled
            app.game_page.lesson.b_next.click()
    assert app.lesson.finished and app.progress.finished(x.id)
    assert "Lesson complete" in panel(app)


CLAIM = {
    "format": "ttrwidgets.lesson", "version": 1, "id": "test.claim",
    "title": {"en": "Claim", "de": "Bauen"}, "goal": {"en": "Claim.", "de": "Bauen."},
    "game": "europe", "options": {"players": 2}, "seed": 2,
    "position": {"players": [{"hand": {"red": 2}}, {}], "deck_top": ["blue", "blue"]},
    "steps": [{"say": {"en": "Claim a route into Paris.", "de": "Baue eine Strecke nach Paris."},
               "rules": ["claim.color"],
               "task": {"do": "claim", "touches": "Paris",
                        "solution": [{"do": "claim", "route": ["Paris", "Bruxelles", "red"],
                                      "cards": {"red": 2}}]},
               "hint": {"en": "Look around Paris.", "de": "Schau rund um Paris."}}]}


def test_wrong_tries_change_nothing_and_say_why():
    from ttrwidgets.lessons import parse_lesson
    app = TTRApp()
    app.open_lesson("europe.goal", 2)
    m = app.state.map
    before = app.state
    app.board.click_city(m.city_index("Wien"))              # not the city asked for
    assert "Not quite" in panel(app) and "France" in panel(app)
    assert not app.lesson.is_done() and app.state is before
    app.lesson_next()                                         # Next waits for the task
    assert app.lesson.k == 2
    # a do task: what the rules forbid is refused with the engine's reason and rule id ...
    app.open_lesson(parse_lesson(CLAIM, "claim.json"))
    before = app.state
    app.board.click_route(m.routes_between(m.city_index("Paris"),
                                           m.city_index("Brest"))[0].index)
    app.game_page.choice.b_confirm.click()
    assert app.state is before and "(claim.color)" in panel(app)
    # ... what the rules allow but the task does not ask for, with the lesson's hint
    app.game_page.cards.b_deck.click()
    assert app.state is before and "not this task" in panel(app) and "Look around" in panel(app)
    assert app.state.players[0].hand == before.players[0].hand
    app.board.click_route(m.routes_between(m.city_index("Paris"),
                                           m.city_index("Bruxelles"))[0].index)
    app.game_page.choice.b_confirm.click()
    assert app.lesson.is_done() and "Well done" in panel(app)
    assert "claims Bruxelles–Paris" in app.game_page.explain.text.value   # the engine explains


def test_back_forward_and_show_me():
    app = TTRApp()
    app.open_lesson("europe.goal")
    lp = app.game_page.lesson
    assert lp.b_back.disabled and not lp.b_next.disabled      # a read step: Next at once
    lp.b_next.click()
    lp.b_next.click()                                          # two read steps
    assert app.lesson.k == 2 and not lp.b_back.disabled and lp.b_next.disabled
    lp.b_show.click()                                          # points at Paris
    assert app.lesson.is_done() and app.selection == ("city", app.state.map.city_index("Paris"))
    assert "That is how it goes" in panel(app)
    lp.b_next.click()
    lp.b_back.click()
    assert app.lesson.k == 2
    lp.b_back.click()
    assert app.lesson.k == 1
    app.topbar.lang_toggle.value = "de"
    assert "Schritt 2 von" in panel(app)


def test_progress_is_kept_in_the_browser_and_can_be_reset():
    app = TTRApp()
    app.store._handle_frontend_msg(app.store, {"event": "loaded", "value": ""}, [])
    app.open_lesson("europe.goal", 3)
    q = app.lesson.task.data
    app.lesson_answer(q["answer"])
    assert '"europe.goal"' in app.store.value
    again = TTRApp()                                            # a reload of the page
    again.store._handle_frontend_msg(again.store, {"event": "loaded", "value": app.store.value},
                                     [])
    assert 3 in again.progress.steps("europe.goal")
    again.show_learn()
    again.learn_page.b_reset.click()
    assert again.store.value and again.progress.steps("europe.goal") == []
    assert "forgotten" in again.message.value


def test_start_page_learn_opens_the_first_lesson_zoomed_where_it_needs():
    app = TTRApp()
    app.start_page.b_learn.click()
    assert app.lesson.lesson.id == LESSONS[0].id
    first_focus = next(k for k, st in enumerate(LESSONS[0].steps) if len(st.focus) >= 2)
    app.lesson.go(first_focus)
    app._sync_lesson()
    assert app.board.zoom[0] > 1
    p = app.board.city_point(LESSONS[0].steps[first_focus].focus[0])
    assert app.board.geometry.hit_test(*app.board.to_board(*p)).index == \
        LESSONS[0].steps[first_focus].focus[0]
    app.game_page.lesson.b_zoom.click()
    assert app.board.zoom[0] == 1


def test_teacher_mode_steps_through_without_the_tasks():
    app = TTRApp()
    app.show_learn()
    app.learn_page.w_teacher.value = True
    app.open_lesson("europe.goal")
    for _ in range(len(lesson("europe.goal").steps) - 1):
        assert not app.game_page.lesson.b_next.disabled
        app.game_page.lesson.b_next.click()
    assert app.lesson.k == len(lesson("europe.goal").steps) - 1


def test_a_games_explanation_links_to_the_lesson_of_its_rule():
    app = TTRApp()
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    ex = app.game_page.explain
    assert ex.b_learn.layout.display == ""                   # setup.deal is taught
    rule_id = ex._rule
    ex.b_learn.click()
    assert app.lesson is not None and rule_id in app.lesson.step.rules
    # the log's rule ids are links the LinkListener sends back
    app.start_game(players=2, seats=["human", "greedy"], seed=3, pace=0)
    assert 'data-ttr-link="rule:' in app.game_page.log.html.value
    app.links._handle_frontend_msg(app.links, {"event": "link", "value": f"rule:{rule_id}"}, [])
    assert app.lesson is not None and rule_id in app.lesson.step.rules


def test_a_wrong_answer_says_its_mistake_and_show_me_is_kept_as_shown():
    app = TTRApp()
    app.store._handle_frontend_msg(app.store, {"event": "loaded", "value": ""}, [])
    x = lesson("europe.goal")
    k = next(j for j, st in enumerate(x.steps) if st.task is not None
             and st.task.kind == "choose")
    t = x.steps[k].task.data
    wrong = next(j for j in range(len(t["choose"])) if j != t["answer"])
    app.open_lesson(x.id, k)
    app.game_page.lesson.choices[wrong].click()
    assert "Not quite" in panel(app) and t["feedback"][wrong]["en"] in panel(app)
    assert x.steps[k].hint[0]["en"] in panel(app)               # the first hint only
    assert x.steps[k].hint[1]["en"] not in panel(app)
    app.topbar.lang_toggle.value = "de"
    assert t["feedback"][wrong]["de"] in panel(app)
    app.game_page.lesson.b_show.click()                          # Show me: shown, not mastered
    assert app.progress.steps(x.id) == [k] and app.progress.shown(x.id) == [k]
    again = TTRApp()                                             # kept across a reload
    again.store._handle_frontend_msg(again.store, {"event": "loaded", "value": app.store.value},
                                     [])
    assert again.progress.shown(x.id) == [k]
    app.open_lesson(x.id, k)                                     # done by the learner later
    app.lesson_answer(t["answer"])
    assert app.progress.steps(x.id) == [k] and app.progress.shown(x.id) == []


def test_progress_saved_before_the_courses_were_reordered_keeps_finished_lessons():
    from ttrwidgets.widgets.learn import Progress
    old = ('{"version": 1, "lessons": {"europe.goal": {"done": [0, 1, 2], "finished": true},'
           ' "europe.locomotives": {"done": [0, 3], "finished": false}}}')
    p = Progress.from_text(old)
    assert p.finished("europe.goal") and not p.finished("europe.locomotives")
    assert p.steps("europe.goal") == [] and p.steps("europe.locomotives") == []
    assert '"version": 2' in p.to_text()


def test_a_try_step_shows_the_engines_refusal_as_the_lesson():
    from ttrwidgets.ttr.colours import Colour as Col
    x = lesson("europe.locomotives")
    k = next(j for j, st in enumerate(x.steps) if st.task is not None and st.task.kind == "try")
    app = TTRApp()
    app.open_lesson(x.id, k)
    before = app.state
    assert "try it on the board" in panel(app)
    white = next(i for i, c in enumerate(before.faceup) if c != Col.LOCOMOTIVE)
    app.game_page.cards.faceup_buttons[white].click()            # allowed: not played
    assert app.state is before and "rules allow that move" in panel(app)
    loco = before.faceup.index(Col.LOCOMOTIVE)
    app.game_page.cards.faceup_buttons[loco].click()
    assert app.state is before and app.lesson.is_done()
    assert "Refused, as the rule says" in panel(app) and "(draw.faceup-locomotive)" in panel(app)
    assert not app.game_page.lesson.b_next.disabled
    app.topbar.lang_toggle.value = "de"
    assert "Verboten, wie die Regel sagt" in panel(app)
