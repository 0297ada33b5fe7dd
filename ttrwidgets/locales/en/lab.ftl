# The graph lab's texts in English: pseudocode listings, step reasons, the lab page's sentences.
# Keys: code-<algorithm> (one line per pseudocode line, four spaces per level; a step's line counts from 1),
# why-<family>-<reason> (a step's reason), lab-… and sketch-… (the page). '.' of a key is written as '-'.

## Pseudocode

code-bfs =
    mark s visited; dist[s] = 0; queue = [s]
    while the queue is not empty:
        u = take the first city out of the queue
        for each route u–v (by city, then by route number):
            if v is not visited yet:
                mark v visited; dist[v] = dist[u] + 1; keep u–v
                put v at the end of the queue
                if v is the target: stop
            else: skip the route (v is visited)
    return the visiting order and dist
code-dfs =
    mark s visited; stack = [s]
    while the stack is not empty:
        u = the city on top of the stack
        if u has a route u–v not looked at yet (by city, then by route number):
            if v is not visited yet:
                mark v visited; keep the route u–v; put v on the stack
            else: skip the route (v is visited)
        else: take u off the stack (all its routes are done)
    return the visiting order
code-components =
    for each city s, in order:
        if s has no component yet:
            start a new component with s; queue = [s]
            while the queue is not empty:
                u = take the first city out of the queue
                for each route u–v:
                    if v has no component yet: put v in this component and the queue
                    else: skip the route
    return the components
code-dijkstra =
    dist[s] = 0, every other dist = ∞; queue = [s]
    while the queue is not empty:
        u = the city in the queue with the smallest dist; u is settled
            (a tie: any of them; the lab takes the first in the city list)
        if u is the target: stop
        for each route u–v of length w:
            if v is not settled and dist[u] + w < dist[v]:
                dist[v] = dist[u] + w; reach v by this route; put v in the queue
            else: keep dist[v]
    return dist and the route that reaches each city
code-prim =
    key[s] = 0, every other key = ∞; queue = [s]
    while the queue is not empty:
        u = the city in the queue with the smallest key; add u and its route to the tree
            (a tie: any of them; the lab takes the first in the city list)
        for each route u–v of length w:
            if v is not in the tree and w < key[v]:
                key[v] = w; join v by this route; put v in the queue
            else: skip the route
    return the tree
code-kruskal =
    sort the routes by length; every city is its own group
        (equal lengths: any order; the lab keeps the route list's order)
    for each route u–v in this order:
        find the groups of u and v (follow the parent links up to the root)
        if they are different groups:
            take the route; join the two groups (the smaller one under the larger)
        else: skip the route (it would close a cycle)
        if the tree has (cities − components) routes: stop
    return the tree
code-steiner =
    for each pair of terminals: find a shortest path and its length
    distance graph: the terminals, each pair joined with that length
    take a minimum spanning tree of the distance graph
    replace each of its edges by its shortest path
    take a minimum spanning tree of these routes
    remove end cities that are not terminals, again and again
    approximation found: it costs at most 2 × the minimum
    exact: for every set of terminals, smallest sets first (Dreyfus–Wagner):
        join the cheapest trees of two smaller sets at one city
        extend the trees by shortest paths: the cheapest tree of the set
    return both trees and the gap (approximation − minimum)
code-longest_trail =
    for each start city (a city with an odd number of routes; any if there is none):
        trail = empty, starting at that city
        extend the trail by a route at its end that it does not use yet
        if the trail is longer than the best so far: it is the new best
        if even all the unused routes could not beat the best: give up this branch
        when stuck: take the last route off the trail again (backtrack)
    return the best trail
code-euler =
    count the routes at every city (its degree)
    odd = the cities with an odd degree
    if the routes are not all connected or odd has more than 2 cities: no Euler trail
    start = a city of odd (trail), or any city with routes if odd is empty (circuit)
    stack = [start]; answer = empty
    while the stack is not empty:
        u = the city on top of the stack
        if u has an unused route u–v: mark it used; put v on the stack
        else: take u off the stack; the route that led to u (if any) goes to the front of the answer
    return the answer: every route exactly once
code-bridges =
    for each city w not visited yet: search(w), w is a root
    search(u): disc[u] = low[u] = time; time = time + 1
        for each route u–v except the very route by which u was reached:
            if v is visited: low[u] = min(low[u], disc[v])
            else: search(v); low[u] = min(low[u], low[v])
                if low[v] > disc[u]: the route u–v is a bridge
                if u is not a root and low[v] ≥ disc[u]: u is an articulation point
    a root is an articulation point if it has 2 or more children
    return the bridges and the articulation points
code-maxflow =
    flow = 0; every route can carry one connection, in either direction
    repeat:
        breadth-first search from s along routes with spare capacity
        if t is not reached: stop
        send one more connection along the path found; flow = flow + 1
    S = the cities the last search reached
    return flow and the cut: the routes between S and the other cities

## Algorithm names

alg-bfs = Breadth-first search
alg-dfs = Depth-first search
alg-components = Connected components
alg-dijkstra = Dijkstra's shortest paths
alg-prim = Minimum spanning tree (Prim)
alg-kruskal = Minimum spanning tree (Kruskal)
alg-steiner = Steiner tree: approximation and exact
alg-longest_trail = Longest trail
alg-euler = Euler trail (Hierholzer)
alg-bridges = Bridges and articulation points (Tarjan)
alg-maxflow = Maximum flow and minimum cut (Edmonds–Karp)

## Step reasons

why-bfs-start = Start at { $node }: it is visited, at distance 0, and waits in the queue.
why-bfs-take = { $node } is taken from the queue (distance { $dist }).
why-bfs-discover = { $node } is new: reached from { $from }, distance { $dist }, queued.
why-bfs-target = { $node } is the target: it is reached at distance { $dist }, which is final, so the search stops.
why-bfs-skip = { $node } was already visited: the route from { $from } is skipped.
why-bfs-done = The queue is empty: { $count ->
        [one] 1 city was
       *[other] { $count } cities were
    } reached.
why-dfs-start = Start at { $node }: it is visited and goes on the stack.
why-dfs-discover = { $node } is new: reached from { $from } as number { $order }, put on the stack.
why-dfs-skip = { $node } was already visited: the route from { $from } is skipped.
why-dfs-finish = All routes of { $node } are done: it leaves the stack.
why-dfs-done = The stack is empty: { $count ->
        [one] 1 city was
       *[other] { $count } cities were
    } reached.
why-components-new = { $node } belongs to no component yet: it starts component { $number }.
why-components-take = { $node } is taken from the queue (component { $number }).
why-components-discover = { $node } is reached from { $from }: it joins component { $number }.
why-components-skip = { $node } already has its component: the route from { $from } is skipped.
why-components-finished = Component { $number } is complete with { $size ->
        [one] 1 city
       *[other] { $size } cities
    }.
why-components-done = Every city has its component: { $count ->
        [one] 1 component
       *[other] { $count } components
    } in all.
why-dijkstra-start = Start at { $node } with distance 0; every other city is at ∞.
why-dijkstra-settle = { $node } is taken from the queue with distance { $dist }: it is final.
why-dijkstra-target = { $node } is the target: its distance { $dist } is final, so we stop.
why-dijkstra-settled = { $node } is already final: the route from { $from } cannot help.
why-dijkstra-relax = Via { $from } (+{ $length }) { $node } is at { $dist }, better than { $old }.
why-dijkstra-keep = Via { $from } (+{ $length }) { $node } would be at { $via }, not better than { $dist }.
why-dijkstra-done = Done: { $count ->
        [one] 1 city has its
       *[other] { $count } cities have their
    } final distance.
why-prim-start = The tree starts at { $node }.
why-prim-add = { $node } joins the tree by its cheapest route ({ $key }); the tree weighs { $weight }.
why-prim-inside = { $node } is already in the tree: the route from { $from } is skipped.
why-prim-better = The route from { $from } joins { $node } for { $key }, cheaper than { $old }.
why-prim-keep = The route from { $from } ({ $length }) is not cheaper than { $key } for { $node }.
why-prim-done = The minimum spanning tree has { $count ->
        [one] 1 route
       *[other] { $count } routes
    } and weighs { $weight }.
why-kruskal-start = { $count ->
        [one] The 1 route is sorted
       *[other] The { $count } routes are sorted
    } by length; every city is its own group.
why-kruskal-take = { $edge } ({ $length }) joins two groups: it is taken; { $other } now hangs under { $root }.
why-kruskal-cycle = { $edge } ({ $length }) stays in the group of { $root }: it would close a cycle.
why-kruskal-complete = The tree has { $count ->
        [one] the 1 route
       *[other] all { $count } routes
    } it needs: the rest are not looked at.
why-kruskal-done = The minimum spanning tree has { $count ->
        [one] 1 route
       *[other] { $count } routes
    } and weighs { $weight }.
why-steiner-trivial = Fewer than two cities: there is nothing to join.
why-steiner-distance = A shortest path from { $u } to { $v } has length { $dist }.
why-steiner-unreachable = { $v } cannot be reached from { $u }: no tree joins them.
why-steiner-none = The cities cannot all be joined.
why-steiner-closure = The distance graph joins the { $count } cities in { $pairs ->
        [one] 1 pair
       *[other] { $pairs } pairs
    }.
why-steiner-closure_take = { $u }–{ $v } ({ $dist }) joins two parts of the distance tree.
why-steiner-closure_skip = { $u }–{ $v } ({ $dist }) would close a cycle in the distance tree.
why-steiner-expand = { $u }–{ $v } becomes its shortest path of { $count ->
        [one] 1 route
       *[other] { $count } routes
    }.
why-steiner-mst_take = { $edge } ({ $length }) is taken into the spanning tree.
why-steiner-mst_skip = { $edge } ({ $length }) would close a cycle: left out.
why-steiner-prune = { $node } is an end of the tree but not a wanted city: removed.
why-steiner-approx = The approximation costs { $cost } ({ $count ->
        [one] 1 route
       *[other] { $count } routes
    }).
why-steiner-exact = Now the exact search over the sets of the { $count } cities.
why-steiner-single = { $node } alone: the cheapest paths from { $node } to every city are found.
why-steiner-merge = Two trees for parts of { $nodes } meet at { $node }: together { $cost }.
why-steiner-grow = The cheapest tree joining { $nodes } costs { $cost }.
why-steiner-done = Minimum { $exact }, approximation { $approx }: a gap of { $gap }.
why-trail-start = A new start at { $node }.
why-trail-extend = The trail goes on along { $edge }: length { $length } (best { $best }).
why-trail-best = { $length } is the longest so far.
why-trail-prune = At most { $bound } is still possible, not more than the best { $best }: give up here.
why-trail-backtrack = Stuck: { $edge } is taken back (length { $length }).
why-trail-done = The longest trail has { $count ->
        [one] 1 route
       *[other] { $count } routes
    } and length { $length }.
why-trail-stopped = Stopped early: the best found so far has length { $length }.
why-euler-degrees = The routes at each of the { $count } cities are counted.
why-euler-odd = { $count ->
        [0] No city has
        [one] 1 city has
       *[other] { $count } cities have
    } an odd number of routes: { $nodes }.
why-euler-none_empty = There are no routes.
why-euler-none_split = The routes are not all connected ({ $u } cannot reach { $v }): no Euler trail.
why-euler-none_odd = { $count } odd cities, more than 2: no Euler trail.
why-euler-circuit = No odd city: an Euler circuit exists; it starts at { $node }.
why-euler-trail = Exactly two odd cities: an Euler trail runs from { $u } to { $v }.
why-euler-stack = { $node } goes on the stack.
why-euler-take = { $edge } is unused: walk it and put { $node } on the stack.
why-euler-back = { $node } has no unused route: it leaves the stack, and { $edge }, the route that led to it, goes to the front of the answer.
why-euler-back_start = { $node } has no unused route: it leaves the stack. The walk began here, so no route joins the answer.
why-euler-done_circuit = The Euler circuit uses { $count ->
        [one] the 1 route
       *[other] all { $count } routes
    } once.
why-euler-done_trail = The Euler trail uses { $count ->
        [one] the 1 route
       *[other] all { $count } routes
    } once.
why-tarjan-root = { $node } is not visited yet: a new search starts there.
why-tarjan-visit = { $node } is discovered: disc = low = { $disc }.
why-tarjan-parent = { $edge } is the route we came by: skipped.
why-tarjan-back = { $v } is already visited (disc { $disc }): low of { $u } is { $low }.
why-tarjan-return = Back from { $child } at { $node }: low of { $node } is { $low }.
why-tarjan-bridge = low { $low } > disc { $disc }: { $edge } is a bridge.
why-tarjan-cut = low of { $child } ({ $low }) ≥ disc of { $node } ({ $disc }): { $node } is an articulation point.
why-tarjan-root_cut = The root { $node } has { $count } children: it is an articulation point.
why-tarjan-root_single = The root { $node } has fewer than two children: not an articulation point.
why-tarjan-done = { $bridges ->
        [one] 1 bridge
       *[other] { $bridges } bridges
    } and { $count ->
        [one] 1 articulation point
       *[other] { $count } articulation points
    }.
why-flow-start = No connection from { $u } to { $v } yet: the flow is 0.
why-flow-search = Search { $number }: a breadth-first search from { $u } for { $v }.
why-flow-reach = { $node } is reached from { $from } by a free route.
why-flow-reach_back = { $node } is reached from { $from } against a connection, which can be undone.
why-flow-augment = A path of { $count ->
        [one] 1 route
       *[other] { $count } routes
    } carries one more connection: flow { $flow }.
why-flow-none = { $v } cannot be reached any more: the flow { $flow } is maximal.
why-flow-side = The last search reached { $count ->
        [one] 1 city: it forms
       *[other] { $count } cities: they form
    } the side S of the cut.
why-flow-done = { $flow ->
        [one] 1 connection
       *[other] { $flow } separate connections
    }; cutting { $count ->
        [one] 1 route separates
       *[other] { $count } routes separates
    } the cities.

## The lab page

lab-locked = The cities are locked while the steps run, so a stray click changes nothing. To choose other cities, press “{ $change }”.
lab-do-locked = “{ $step }” or → goes on. The cities are locked: “{ $change }” picks others.
lab-change = Change inputs
lab-change-tip = Unlock the cities and go back to step 1
lab-undo = Undo pick
lab-undo-tip = Take the last city you picked back
lab-undo-none = There is no pick to take back.
lab-ask-kind = Ask
lab-ask-kind-next = which city or route comes next
lab-ask-kind-values = values (distance, cycle, cut)
lab-ask-kind-both = both
lab-ask-next-node = Predict: which city does the algorithm take next? Click it.
lab-ask-next-edge = Predict: which route does the algorithm take next? Click it.
lab-ask-dist = Predict: via { $from } (+{ $length }), what is dist[{ $node }] after this step?
lab-ask-bfs-dist = Predict: { $node } is reached from { $from }. What is dist[{ $node }]?
lab-ask-key = Predict: the route from { $from } has length { $length }. What is key[{ $node }] after this step?
lab-ask-cycle = Predict: does { $edge } close a cycle (are its two cities already in one group)?
lab-ask-side = Predict: is { $node } on the side S of the cut, the side of { $source }?
lab-ask-click-node = This question asks for a city: click a city.
lab-ask-click-edge = This question asks for a route: click a route.
lab-ask-type = Answer in the box below the question.
lab-ask-not-number = “{ $got }” is not a whole number: type a number such as 7 (or ∞).
lab-ask-not-yesno = “{ $got }” is neither yes nor no.
lab-answer = Answer
lab-yes = yes
lab-no = no
lab-predict-right-tie = ✓ Right: { $got } is allowed too (a tie). By its tie rule the lab takes { $took }. { $why }
lab-predict-wrong-tie = ✗ Not { $got }. Any of these was right (a tie): { $allowed }. { $why }
lab-tally = Class tally
lab-reveal = Reveal
lab-tally-none = No votes yet: click each answer the class calls out, then press “{ $reveal }”.
lab-tally-votes = { $n ->
        [one] 1 vote
       *[other] { $n } votes
    }: { $votes }
lab-tally-revealed = { $right } of { $n ->
        [one] 1 vote
       *[other] { $n } votes
    } right ({ $votes }). { $why }
lab-frontier-by-name = { $what }, listed by name (the order is yours to work out): { $items }
lab-frontier-stack-top = Stack, top first: { $items }
lab-result-euler-trail = The Euler trail ({ $n ->
        [one] 1 route
       *[other] { $n } routes
    }): { $trail }
lab-result-euler-circuit = The Euler circuit ({ $n ->
        [one] 1 route
       *[other] { $n } routes
    }): { $trail }
lab-result-steiner = Exact tree (solid line): { $exact }. Approximation (dash-dots): { $approx }.
lab-graph-euler = a graph with an Euler trail
lab-euler-graph = Part of the board where all cities but two have an even number of routes
lab-sorted = Routes by length (✓ taken, ✗ skipped, ▶ now): { $items }
sketch-no-city = there is no city called “{ $name }”
sketch-too-many = at most { $max } cities
sketch-same-name = a second city called “{ $name }”
sketch-loop = a route from “{ $name }” to itself
sketch-twice = a second route between “{ $a }” and “{ $b }”
sketch-not-object = must be a JSON object
sketch-need-list = must be a list […]
sketch-missing = is missing
sketch-format = must be “{ $want }”, not “{ $got }”
sketch-bad-name = a city needs a name of 1 to { $max } characters
sketch-bad-position = must be a number from 0 to 1, not { $got }
sketch-bad-length = must be a whole number from 1 to { $max }, not { $got }
sketch-not-json = this is not a JSON file (line { $line }: { $error })
lab-board-sketch = Your own graph
lab-sketch-edit = Draw the graph
lab-sketch-length = Length
lab-sketch-do = Click an empty spot for a new city; click two cities for a route of the length in the box; click a route to give it that length (once more: to remove it). 4 to 12 cities.
lab-sketch-first = { $city } is the first end: click the other city of the route.
lab-sketch-size = { $n ->
        [one] 1 city
       *[other] { $n } cities
    }, { $m ->
        [one] 1 route
       *[other] { $m } routes
    }
lab-sketch-few = Draw at least 4 cities: a graph a class can trace needs a few.
lab-sketch-save = Save the graph
lab-sketch-save-link = Download { $name }
lab-sketch-load = Open a graph file
lab-sketch-loaded = Graph opened: { $n ->
        [one] 1 city
       *[other] { $n } cities
    }, { $m ->
        [one] 1 route
       *[other] { $m } routes
    }.
lab-sketch-bad-file = This graph file cannot be used, nothing changed: { $error }.
lab-sketch-too-large = { $name } is too large for a graph file: nothing changed.
lab-sketch-example = Example graph
lab-sketch-blank = Blank sheet
lab-link = Link to this lab (copy it for your class)
lab-link-opened = Opened from a link: board, graph, algorithm and cities are set.
lab-link-bad = This lab link cannot be used, nothing changed: “{ $part }={ $value }” is not known.
lab-sheet-title = Trace it by hand: { $alg }
lab-sheet-name = Tracing table
lab-sheet-graph = The graph (the start and the cities to pick are marked)
lab-sheet-table = Your table: { $what }, one row per choice
lab-sheet-terminals = Cities to join ({ $n }): { $cities }
lab-sheet-col-step = Row
lab-sheet-col-choice = Taken
lab-sheet-col-frontier = Waiting
lab-sheet-more = { $n ->
        [one] 1 more city is
       *[other] { $n } more cities are
    } not in the table: add columns if you need them.
lab-sheet-export = Tracing table (HTML, to print)
lab-sheet-link = Download { $name }
lab-export-png-tip = The board at this step with its caption beside it: the step, its reason, the pseudocode and the table (as in the SVG)
lab-export-captioned = SVG with caption
lab-table-length = trail lengths
lab-frontier-trail = Trail now: { $n ->
        [one] 1 route
       *[other] { $n } routes
    }
lab-double = (The twin of a double route.)
lab-legend = ━ thick solid line: chosen · ━ black, widest: the answer's path · ┅ magenta dashes: looked at now · -·- green dash-dots: the trail now, the routes walked but not yet in the answer, or the approximation beside the exact tree · ● solid ring: visited/settled · ◌ dashed ring: waiting (queue/stack) · ◎ double ring: current city · □ coloured square: one colour per group (Kruskal) · S start, T target, 1 2 3 cities to join · □ dotted: region
lab-table-unused = unused routes at each city (at first: its degree)
lab-by-city = Step city by city
lab-step-level = Part { $k } of { $n }, a level at a time (step { $i } of { $total })
lab-level-done = { $n ->
        [one] The only city at distance { $dist } is found: { $cities }.
       *[other] All { $n } cities at distance { $dist } are found: { $cities }.
    }
lab-result-routes = { $source } → { $target }: { $dist ->
        [one] 1 route
       *[other] { $dist } routes
    } (the fewest)

## the boards the lab offers, by their id (widgets/lab/graphs.py board_name)
board-name-europe = Europe
board-name-deutschland = Germany
board-name-legendary_asia = Legendary Asia
board-name-trans_europa = Trans Europa
board-name-trans_america = Trans America
