# The coach (issue 25): the strong bot's plan and the game review, in English.
# Keys: the catalogue keys of ttrwidgets/ttr/strong.py, ttrwidgets/ttr/review.py and
# ttrwidgets/widgets/review.py ('.' written as '-').

## The strong bot's plan, one sentence (ttr/strong.py)

strong-plan-threat = My plan: finish { $tickets } with { $need ->
        [one] 1 more train space
       *[other] { $need } more train spaces
    }; { $route } comes first, because another player's network already reaches it.
strong-plan-critical = My plan: finish { $tickets } with { $need ->
        [one] 1 more train space
       *[other] { $need } more train spaces
    }; { $route } comes first, because the way around it costs { $detour ->
        [one] 1 train space
       *[other] { $detour } train spaces
    } more.
strong-plan-only = My plan: finish { $tickets } with { $need ->
        [one] 1 more train space
       *[other] { $need } more train spaces
    }; { $route } comes first, because no other way is left.
strong-plan-long = My plan: finish { $tickets } with { $need ->
        [one] 1 more train space
       *[other] { $need } more train spaces
    }; { $route } comes first, as the longest route on the way.
strong-plan-more-tickets = My plan: every ticket I hold is complete or given up and { $trains ->
        [one] 1 train is
       *[other] { $trains } trains are
    } left, so I take new tickets.
strong-plan-points = My plan: every ticket I hold is complete or given up, so I spend { $trains ->
        [one] my last train
       *[other] my { $trains } trains
    } on the longest routes my cards can pay.

## The review's findings (ttr/review.py)

review-kept-impossible = You kept { $ticket }, but no way was left for it any more: it failed and cost { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
review-kept-impossible-better = Better: keep { $keep } instead.
review-blocked = You could have claimed { $route } here; { $owner } claimed it later, so { $ticket } could no longer be completed and cost { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
review-blocked-better = Better: claim { $route } now.
review-idle-station = Your train station in { $city } borrowed no route at the end: an unbuilt station would have scored { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
review-idle-station-better = Better: keep the train station and the cards.
review-tunnel = The tunnel { $route } asked for extra cards you did not have: you withdrew and lost the turn.
review-keep = You kept { $kept }; the strong bot would have kept { $keep }.
review-better-move = Better, as the strong bot plays it: { $move }.
review-cost-exact = Cost: { $points ->
        [one] 1 point
       *[other] { $points } points
    } (exact, from the final scoring).
review-cost-estimate = Cost: about { $points ->
        [one] 1 point
       *[other] { $points } points
    } (± { $spread }, { $n ->
        [one] 1 rollout
       *[other] { $n } rollouts
    } of the strong bot).
review-none = No costly decision found in this game.
review-not-over = The game is not over yet: a review looks back over a finished game.

## The review panel (widgets/review.py)

review-button = Review my game
review-cancel = Cancel
review-title = Review of { $seat }'s decisions
review-running = Reviewing your decisions: step { $done } of { $total }. The game page stays usable meanwhile.
review-cancelled = The review was cancelled.
review-failed = The review stopped: { $error }
review-found = { $n ->
        [one] Your costliest decision:
       *[other] Your { $n } costliest decisions, most costly first:
    }
review-move = Move { $n }
review-rules = Rules: { $rules }
review-board = The board before this move
