"""Pseudocode listings and the catalogue of step reasons, in English and German.

``PSEUDOCODE[algorithm][lang]`` is a tuple of lines (indented by four spaces per level);
a step's ``line`` counts from 1. ``WHY[key][lang]`` is a ``str.format`` template whose fields
are the step's ``params`` (worded by :func:`why_text`).
"""
from __future__ import annotations

__all__ = ["PSEUDOCODE", "WHY", "UI", "why_text", "format_value", "ui_text"]

PSEUDOCODE = {
    "bfs": {
        "en": (
            "mark s visited; dist[s] = 0; queue = [s]",
            "while the queue is not empty:",
            "    u = take the first city out of the queue",
            "    for each route u–v (by city, then by route number):",
            "        if v is not visited yet:",
            "            mark v visited; dist[v] = dist[u] + 1; keep the route u–v",
            "            put v at the end of the queue",
            "        else: skip the route (v is already visited)",
            "return the visiting order and dist",
        ),
        "de": (
            "markiere s als besucht; dist[s] = 0; Warteschlange = [s]",
            "solange die Warteschlange nicht leer ist:",
            "    u = nimm die erste Stadt aus der Warteschlange",
            "    für jede Strecke u–v (nach Stadt, dann nach Streckennummer):",
            "        wenn v noch nicht besucht ist:",
            "            markiere v als besucht; dist[v] = dist[u] + 1; merke die Strecke u–v",
            "            stelle v hinten in die Warteschlange",
            "        sonst: überspringe die Strecke (v ist schon besucht)",
            "gib die Besuchsreihenfolge und dist zurück",
        ),
    },
    "dfs": {
        "en": (
            "mark s visited; stack = [s]",
            "while the stack is not empty:",
            "    u = the city on top of the stack",
            "    if u has a route u–v not looked at yet (by city, then by route number):",
            "        if v is not visited yet:",
            "            mark v visited; keep the route u–v; put v on the stack",
            "        else: skip the route (v is already visited)",
            "    else: take u off the stack (all its routes are done)",
            "return the visiting order",
        ),
        "de": (
            "markiere s als besucht; Stapel = [s]",
            "solange der Stapel nicht leer ist:",
            "    u = die Stadt oben auf dem Stapel",
            "    wenn u eine noch nicht betrachtete Strecke u–v hat (nach Stadt, dann Nummer):",
            "        wenn v noch nicht besucht ist:",
            "            markiere v als besucht; merke die Strecke u–v; lege v auf den Stapel",
            "        sonst: überspringe die Strecke (v ist schon besucht)",
            "    sonst: nimm u vom Stapel (alle seine Strecken sind erledigt)",
            "gib die Besuchsreihenfolge zurück",
        ),
    },
    "components": {
        "en": (
            "for each city s, in order:",
            "    if s has no component yet:",
            "        start a new component with s; queue = [s]",
            "        while the queue is not empty:",
            "            u = take the first city out of the queue",
            "            for each route u–v:",
            "                if v has no component yet: put v in this component and the queue",
            "                else: skip the route",
            "return the components",
        ),
        "de": (
            "für jede Stadt s, der Reihe nach:",
            "    wenn s noch zu keiner Komponente gehört:",
            "        beginne eine neue Komponente mit s; Warteschlange = [s]",
            "        solange die Warteschlange nicht leer ist:",
            "            u = nimm die erste Stadt aus der Warteschlange",
            "            für jede Strecke u–v:",
            "                wenn v zu keiner Komponente gehört: v in diese und in die Schlange",
            "                sonst: überspringe die Strecke",
            "gib die Komponenten zurück",
        ),
    },
    "dijkstra": {
        "en": (
            "dist[s] = 0, every other dist = ∞; queue = {s}",
            "while the queue is not empty:",
            "    u = the city in the queue with the smallest dist; u is settled",
            "        (a tie: any of them; the lab takes the first in the city list)",
            "    if u is the target: stop",
            "    for each route u–v of length w:",
            "        if v is not settled and dist[u] + w < dist[v]:",
            "            dist[v] = dist[u] + w; reach v by this route; put v in the queue",
            "        else: keep dist[v]",
            "return dist and the route that reaches each city",
        ),
        "de": (
            "dist[s] = 0, jedes andere dist = ∞; Warteschlange = {s}",
            "solange die Warteschlange nicht leer ist:",
            "    u = die Stadt in der Schlange mit dem kleinsten dist; u ist fertig",
            "        (Gleichstand: jede davon; das Labor nimmt die erste der Städteliste)",
            "    wenn u das Ziel ist: halte an",
            "    für jede Strecke u–v der Länge w:",
            "        wenn v nicht fertig ist und dist[u] + w < dist[v]:",
            "            dist[v] = dist[u] + w; erreiche v über diese Strecke; v in die Schlange",
            "        sonst: behalte dist[v]",
            "gib dist und die Strecke zurück, über die jede Stadt erreicht wird",
        ),
    },
    "prim": {
        "en": (
            "key[s] = 0, every other key = ∞; queue = {s}",
            "while the queue is not empty:",
            "    u = the city in the queue with the smallest key; add u and its route to the tree",
            "        (a tie: any of them; the lab takes the first in the city list)",
            "    for each route u–v of length w:",
            "        if v is not in the tree and w < key[v]:",
            "            key[v] = w; join v by this route; put v in the queue",
            "        else: skip the route",
            "return the tree",
        ),
        "de": (
            "key[s] = 0, jeder andere key = ∞; Warteschlange = {s}",
            "solange die Warteschlange nicht leer ist:",
            "    u = die Stadt in der Schlange mit dem kleinsten key; u und ihre Strecke in den Baum",
            "        (Gleichstand: jede davon; das Labor nimmt die erste der Städteliste)",
            "    für jede Strecke u–v der Länge w:",
            "        wenn v nicht im Baum ist und w < key[v]:",
            "            key[v] = w; verbinde v über diese Strecke; v in die Schlange",
            "        sonst: überspringe die Strecke",
            "gib den Baum zurück",
        ),
    },
    "kruskal": {
        "en": (
            "sort the routes by length; every city is its own group",
            "    (equal lengths: any order; the lab keeps the route list's order)",
            "for each route u–v in this order:",
            "    find the groups of u and v (follow the parent links up to the root)",
            "    if they are different groups:",
            "        take the route; join the two groups (the smaller one under the larger)",
            "    else: skip the route (it would close a cycle)",
            "    if the tree has (cities − components) routes: stop",
            "return the tree",
        ),
        "de": (
            "sortiere die Strecken nach Länge; jede Stadt ist eine eigene Gruppe",
            "    (gleiche Längen: jede Reihenfolge; das Labor behält die der Streckenliste)",
            "für jede Strecke u–v in dieser Reihenfolge:",
            "    finde die Gruppen von u und v (folge den Eltern-Verweisen bis zur Wurzel)",
            "    wenn es verschiedene Gruppen sind:",
            "        nimm die Strecke; vereinige die Gruppen (die kleinere unter die größere)",
            "    sonst: überspringe die Strecke (sie würde einen Kreis schließen)",
            "    wenn der Baum (Städte − Komponenten) Strecken hat: halte an",
            "gib den Baum zurück",
        ),
    },
    "steiner": {
        "en": (
            "for each pair of terminals: find a shortest path and its length",
            "distance graph: the terminals, each pair joined with that length",
            "take a minimum spanning tree of the distance graph",
            "replace each of its edges by its shortest path",
            "take a minimum spanning tree of these routes",
            "remove end cities that are not terminals, again and again",
            "approximation found: it costs at most 2 × the minimum",
            "exact: for every set of terminals, smallest sets first (Dreyfus–Wagner):",
            "    join the cheapest trees of two smaller sets at one city",
            "    extend the trees by shortest paths: the cheapest tree of the set",
            "return both trees and the gap (approximation − minimum)",
        ),
        "de": (
            "für jedes Paar von Zielstädten: finde einen kürzesten Weg und seine Länge",
            "Distanzgraph: die Zielstädte, jedes Paar mit dieser Länge verbunden",
            "bilde einen minimalen Spannbaum des Distanzgraphen",
            "ersetze jede seiner Kanten durch ihren kürzesten Weg",
            "bilde einen minimalen Spannbaum dieser Strecken",
            "entferne Endstädte, die keine Zielstädte sind, immer wieder",
            "Näherung gefunden: sie kostet höchstens 2 × das Minimum",
            "exakt: für jede Menge von Zielstädten, kleine zuerst (Dreyfus–Wagner):",
            "    verbinde die billigsten Bäume zweier kleinerer Mengen in einer Stadt",
            "    verlängere die Bäume um kürzeste Wege: der billigste Baum der Menge",
            "gib beide Bäume und den Abstand zurück (Näherung − Minimum)",
        ),
    },
    "longest_trail": {
        "en": (
            "for each start city (a city with an odd number of routes; any if there is none):",
            "    trail = empty, starting at that city",
            "    extend the trail by a route at its end that it does not use yet",
            "    if the trail is longer than the best so far: it is the new best",
            "    if even all the unused routes could not beat the best: give up this branch",
            "    when stuck: take the last route off the trail again (backtrack)",
            "return the best trail",
        ),
        "de": (
            "für jede Startstadt (eine mit ungerader Streckenzahl; irgendeine, wenn keine):",
            "    Weg = leer, beginnend in dieser Stadt",
            "    verlängere den Weg um eine noch ungenutzte Strecke an seinem Ende",
            "    wenn der Weg länger als der bisher beste ist: er ist der neue beste",
            "    wenn selbst alle ungenutzten Strecken den besten nicht schlagen: gib auf",
            "    wenn es nicht weitergeht: nimm die letzte Strecke wieder weg (zurück)",
            "gib den besten Weg zurück",
        ),
    },
    "euler": {
        "en": (
            "count the routes at every city (its degree)",
            "odd = the cities with an odd degree",
            "if the routes are not all connected or odd has more than 2 cities: no Euler trail",
            "start = a city of odd (trail), or any city with routes if odd is empty (circuit)",
            "stack = [start]; answer = empty",
            "while the stack is not empty:",
            "    u = the city on top of the stack",
            "    if u has an unused route u–v: mark it used; put v on the stack",
            "    else: take u off the stack; the route that led to u (if any) goes to the front of the answer",
            "return the answer: every route exactly once",
        ),
        "de": (
            "zähle die Strecken an jeder Stadt (ihren Grad)",
            "ungerade = die Städte mit ungeradem Grad",
            "wenn die Strecken nicht zusammenhängen oder mehr als 2 ungerade: kein Eulerweg",
            "Start = eine ungerade Stadt (Weg) oder, wenn keine, eine Stadt mit Strecken (Kreis)",
            "Stapel = [Start]; Antwort = leer",
            "solange der Stapel nicht leer ist:",
            "    u = die Stadt oben auf dem Stapel",
            "    wenn u eine ungenutzte Strecke u–v hat: markiere sie; lege v auf den Stapel",
            "    sonst: nimm u vom Stapel; die Strecke nach u (falls es eine gibt) kommt vorne an die Antwort",
            "gib die Antwort zurück: jede Strecke genau einmal",
        ),
    },
    "bridges": {
        "en": (
            "for each city r not visited yet: search(r), r is a root",
            "search(u): disc[u] = low[u] = time; time = time + 1",
            "    for each route u–v except the very route by which u was reached:",
            "        if v is visited: low[u] = min(low[u], disc[v])",
            "        else: search(v); low[u] = min(low[u], low[v])",
            "            if low[v] > disc[u]: the route u–v is a bridge",
            "            if u is not a root and low[v] ≥ disc[u]: u is an articulation point",
            "a root is an articulation point if it has 2 or more children",
            "return the bridges and the articulation points",
        ),
        "de": (
            "für jede noch nicht besuchte Stadt r: suche(r), r ist eine Wurzel",
            "suche(u): disc[u] = low[u] = Zeit; Zeit = Zeit + 1",
            "    für jede Strecke u–v außer genau der Strecke, über die u erreicht wurde:",
            "        wenn v besucht ist: low[u] = min(low[u], disc[v])",
            "        sonst: suche(v); low[u] = min(low[u], low[v])",
            "            wenn low[v] > disc[u]: die Strecke u–v ist eine Brücke",
            "            wenn u keine Wurzel ist und low[v] ≥ disc[u]: u ist ein Schnittpunkt",
            "eine Wurzel ist ein Schnittpunkt, wenn sie 2 oder mehr Kinder hat",
            "gib die Brücken und die Schnittpunkte zurück",
        ),
    },
    "maxflow": {
        "en": (
            "flow = 0; every route can carry one connection, in either direction",
            "repeat:",
            "    breadth-first search from s along routes with spare capacity",
            "    if t is not reached: stop",
            "    send one more connection along the path found; flow = flow + 1",
            "S = the cities the last search reached",
            "return flow and the cut: the routes between S and the other cities",
        ),
        "de": (
            "Fluss = 0; jede Strecke trägt eine Verbindung, in beide Richtungen möglich",
            "wiederhole:",
            "    Breitensuche von s über Strecken mit freier Kapazität",
            "    wenn t nicht erreicht wird: halte an",
            "    schicke eine weitere Verbindung über den gefundenen Weg; Fluss = Fluss + 1",
            "S = die Städte, die die letzte Suche erreicht hat",
            "gib den Fluss und den Schnitt zurück: die Strecken zwischen S und dem Rest",
        ),
    },
}

WHY = {
    # breadth-first search
    "bfs.start": {"en": "Start at {node}: it is visited, at distance 0, and waits in the queue.",
                  "de": "Start in {node}: besucht, Abstand 0, wartet in der Warteschlange."},
    "bfs.take": {"en": "{node} is taken from the queue (distance {dist}).",
                 "de": "{node} wird aus der Warteschlange genommen (Abstand {dist})."},
    "bfs.discover": {"en": "{node} is new: reached from {from}, distance {dist}, queued.",
                     "de": "{node} ist neu: von {from} aus erreicht, Abstand {dist}, in die Schlange."},
    "bfs.skip": {"en": "{node} was already visited: the route from {from} is skipped.",
                 "de": "{node} ist schon besucht: die Strecke von {from} wird übersprungen."},
    "bfs.done": {"en": "The queue is empty: {count} cities were reached.",
                 "de": "Die Warteschlange ist leer: {count} Städte wurden erreicht."},
    # depth-first search
    "dfs.start": {"en": "Start at {node}: it is visited and goes on the stack.",
                  "de": "Start in {node}: besucht und auf den Stapel gelegt."},
    "dfs.discover": {"en": "{node} is new: reached from {from} as number {order}, put on the stack.",
                     "de": "{node} ist neu: von {from} aus als Nummer {order} erreicht, auf den Stapel."},
    "dfs.skip": {"en": "{node} was already visited: the route from {from} is skipped.",
                 "de": "{node} ist schon besucht: die Strecke von {from} wird übersprungen."},
    "dfs.finish": {"en": "All routes of {node} are done: it leaves the stack.",
                   "de": "Alle Strecken von {node} sind erledigt: es verlässt den Stapel."},
    "dfs.done": {"en": "The stack is empty: {count} cities were reached.",
                 "de": "Der Stapel ist leer: {count} Städte wurden erreicht."},
    # components
    "components.new": {"en": "{node} belongs to no component yet: it starts component {number}.",
                       "de": "{node} gehört noch zu keiner Komponente: es beginnt Komponente {number}."},
    "components.take": {"en": "{node} is taken from the queue (component {number}).",
                        "de": "{node} wird aus der Warteschlange genommen (Komponente {number})."},
    "components.discover": {"en": "{node} is reached from {from}: it joins component {number}.",
                            "de": "{node} wird von {from} aus erreicht: es kommt in Komponente {number}."},
    "components.skip": {"en": "{node} already has its component: the route from {from} is skipped.",
                        "de": "{node} hat schon seine Komponente: die Strecke von {from} wird übersprungen."},
    "components.finished": {"en": "Component {number} is complete with {size} cities.",
                            "de": "Komponente {number} ist vollständig mit {size} Städten."},
    "components.done": {"en": "Every city has its component: {count} in all.",
                        "de": "Jede Stadt hat ihre Komponente: insgesamt {count}."},
    # Dijkstra
    "dijkstra.start": {"en": "Start at {node} with distance 0; every other city is at ∞.",
                       "de": "Start in {node} mit Abstand 0; jede andere Stadt hat ∞."},
    "dijkstra.settle": {"en": "{node} is taken from the queue with distance {dist}: it is final.",
                        "de": "{node} wird mit Abstand {dist} aus der Warteschlange genommen: dieser Abstand ist endgültig."},
    "dijkstra.target": {"en": "{node} is the target: its distance {dist} is final, so we stop.",
                        "de": "{node} ist das Ziel: sein Abstand {dist} ist endgültig, also halten wir an."},
    "dijkstra.settled": {"en": "{node} is already final: the route from {from} cannot help.",
                         "de": "{node} ist schon endgültig: die Strecke von {from} hilft nicht."},
    "dijkstra.relax": {"en": "Via {from} (+{length}) {node} is at {dist}, better than {old}.",
                       "de": "Über {from} (+{length}) hat {node} den Abstand {dist}, besser als {old}."},
    "dijkstra.keep": {"en": "Via {from} (+{length}) {node} would be at {via}, not better than {dist}.",
                      "de": "Über {from} (+{length}) hätte {node} den Abstand {via}, nicht besser als {dist}."},
    "dijkstra.done": {"en": "Done: {count} cities have their final distance.",
                      "de": "Fertig: {count} Städte haben ihren endgültigen Abstand."},
    # Prim
    "prim.start": {"en": "The tree starts at {node}.",
                   "de": "Der Baum beginnt in {node}."},
    "prim.add": {"en": "{node} joins the tree by its cheapest route ({key}); the tree weighs {weight}.",
                 "de": "{node} kommt über seine billigste Strecke ({key}) in den Baum; er wiegt {weight}."},
    "prim.inside": {"en": "{node} is already in the tree: the route from {from} is skipped.",
                    "de": "{node} ist schon im Baum: die Strecke von {from} wird übersprungen."},
    "prim.better": {"en": "The route from {from} joins {node} for {key}, cheaper than {old}.",
                    "de": "Die Strecke von {from} verbindet {node} für {key}, billiger als {old}."},
    "prim.keep": {"en": "The route from {from} ({length}) is not cheaper than {key} for {node}.",
                  "de": "Die Strecke von {from} ({length}) ist für {node} nicht billiger als {key}."},
    "prim.done": {"en": "The minimum spanning tree has {count} routes and weighs {weight}.",
                  "de": "Der minimale Spannbaum hat {count} Strecken und wiegt {weight}."},
    # Kruskal
    "kruskal.start": {"en": "The {count} routes are sorted by length; every city is its own group.",
                      "de": "Die {count} Strecken sind nach Länge sortiert; jede Stadt ist eine eigene Gruppe."},
    "kruskal.take": {"en": "{edge} ({length}) joins two groups: it is taken; {other} now hangs under {root}.",
                     "de": "{edge} ({length}) verbindet zwei Gruppen: sie wird genommen; {other} hängt jetzt unter {root}."},
    "kruskal.cycle": {"en": "{edge} ({length}) stays in the group of {root}: it would close a cycle.",
                      "de": "{edge} ({length}) bleibt in der Gruppe von {root}: sie würde einen Kreis schließen."},
    "kruskal.complete": {"en": "The tree has all {count} routes it needs: the rest are not looked at.",
                         "de": "Der Baum hat alle {count} nötigen Strecken: der Rest wird nicht angesehen."},
    "kruskal.done": {"en": "The minimum spanning tree has {count} routes and weighs {weight}.",
                     "de": "Der minimale Spannbaum hat {count} Strecken und wiegt {weight}."},
    # Steiner
    "steiner.trivial": {"en": "Fewer than two cities: there is nothing to join.",
                        "de": "Weniger als zwei Städte: es gibt nichts zu verbinden."},
    "steiner.distance": {"en": "A shortest path from {u} to {v} has length {dist}.",
                         "de": "Ein kürzester Weg von {u} nach {v} hat die Länge {dist}."},
    "steiner.unreachable": {"en": "{v} cannot be reached from {u}: no tree joins them.",
                            "de": "{v} ist von {u} aus nicht erreichbar: kein Baum verbindet sie."},
    "steiner.none": {"en": "The cities cannot all be joined.",
                     "de": "Die Städte lassen sich nicht alle verbinden."},
    "steiner.closure": {"en": "The distance graph joins the {count} cities in {pairs} pairs.",
                        "de": "Der Distanzgraph verbindet die {count} Städte in {pairs} Paaren."},
    "steiner.closure_take": {"en": "{u}–{v} ({dist}) joins two parts of the distance tree.",
                             "de": "{u}–{v} ({dist}) verbindet zwei Teile des Distanzbaums."},
    "steiner.closure_skip": {"en": "{u}–{v} ({dist}) would close a cycle in the distance tree.",
                             "de": "{u}–{v} ({dist}) würde im Distanzbaum einen Kreis schließen."},
    "steiner.expand": {"en": "{u}–{v} becomes its shortest path of {count} routes.",
                       "de": "{u}–{v} wird zu seinem kürzesten Weg aus {count} Strecken."},
    "steiner.mst_take": {"en": "{edge} ({length}) is taken into the spanning tree.",
                         "de": "{edge} ({length}) kommt in den Spannbaum."},
    "steiner.mst_skip": {"en": "{edge} ({length}) would close a cycle: left out.",
                         "de": "{edge} ({length}) würde einen Kreis schließen: weggelassen."},
    "steiner.prune": {"en": "{node} is an end of the tree but not a wanted city: removed.",
                      "de": "{node} ist ein Ende des Baums, aber keine Zielstadt: entfernt."},
    "steiner.approx": {"en": "The approximation costs {cost} ({count} routes).",
                       "de": "Die Näherung kostet {cost} ({count} Strecken)."},
    "steiner.exact": {"en": "Now the exact search over the sets of the {count} cities.",
                      "de": "Jetzt die exakte Suche über die Mengen der {count} Städte."},
    "steiner.single": {"en": "{node} alone: the cheapest paths from {node} to every city are found.",
                       "de": "{node} allein: die billigsten Wege von {node} zu jeder Stadt werden bestimmt."},
    "steiner.merge": {"en": "Two trees for parts of {nodes} meet at {node}: together {cost}.",
                      "de": "Zwei Bäume für Teile von {nodes} treffen sich in {node}: zusammen {cost}."},
    "steiner.grow": {"en": "The cheapest tree joining {nodes} costs {cost}.",
                     "de": "Der billigste Baum, der {nodes} verbindet, kostet {cost}."},
    "steiner.done": {"en": "Minimum {exact}, approximation {approx}: a gap of {gap}.",
                     "de": "Minimum {exact}, Näherung {approx}: ein Abstand von {gap}."},
    # longest trail
    "trail.start": {"en": "A new start at {node}.",
                    "de": "Ein neuer Start in {node}."},
    "trail.extend": {"en": "The trail goes on along {edge}: length {length} (best {best}).",
                     "de": "Der Weg geht weiter über {edge}: Länge {length} (bester {best})."},
    "trail.best": {"en": "{length} is the longest so far.",
                   "de": "{length} ist der bisher längste."},
    "trail.prune": {"en": "At most {bound} is still possible, not more than the best {best}: give up here.",
                    "de": "Höchstens {bound} ist noch möglich, nicht mehr als der beste {best}: hier aufgeben."},
    "trail.backtrack": {"en": "Stuck: {edge} is taken back (length {length}).",
                        "de": "Es geht nicht weiter: {edge} wird zurückgenommen (Länge {length})."},
    "trail.done": {"en": "The longest trail has {count} routes and length {length}.",
                   "de": "Die längste durchgehende Strecke hat {count} Strecken und die Länge {length}."},
    "trail.stopped": {"en": "Stopped early: the best found so far has length {length}.",
                      "de": "Vorzeitig angehalten: der beste bisher hat die Länge {length}."},
    # Euler
    "euler.degrees": {"en": "The routes at each of the {count} cities are counted.",
                      "de": "Die Strecken an jeder der {count} Städte werden gezählt."},
    "euler.odd": {"en": "{count} cities have an odd number of routes: {nodes}.",
                  "de": "{count} Städte haben eine ungerade Zahl von Strecken: {nodes}."},
    "euler.none_empty": {"en": "There are no routes.",
                         "de": "Es gibt keine Strecken."},
    "euler.none_split": {"en": "The routes are not all connected ({u} cannot reach {v}): no Euler trail.",
                         "de": "Die Strecken hängen nicht zusammen ({u} erreicht {v} nicht): kein Eulerweg."},
    "euler.none_odd": {"en": "{count} odd cities, more than 2: no Euler trail.",
                       "de": "{count} ungerade Städte, mehr als 2: kein Eulerweg."},
    "euler.circuit": {"en": "No odd city: an Euler circuit exists; it starts at {node}.",
                      "de": "Keine ungerade Stadt: es gibt einen Eulerkreis; er beginnt in {node}."},
    "euler.trail": {"en": "Exactly two odd cities: an Euler trail runs from {u} to {v}.",
                    "de": "Genau zwei ungerade Städte: ein Eulerweg führt von {u} nach {v}."},
    "euler.stack": {"en": "{node} goes on the stack.",
                    "de": "{node} kommt auf den Stapel."},
    "euler.take": {"en": "{edge} is unused: walk it and put {node} on the stack.",
                   "de": "{edge} ist ungenutzt: fahre sie und lege {node} auf den Stapel."},
    "euler.back": {"en": "{node} has no unused route: it leaves the stack, and {edge}, the route that led to it, goes to the front of the answer.",
                   "de": "{node} hat keine ungenutzte Strecke: es verlässt den Stapel, und {edge}, die Strecke dorthin, kommt vorne an die Antwort."},
    "euler.back_start": {"en": "{node} has no unused route: it leaves the stack. The walk began here, so no route joins the answer.",
                         "de": "{node} hat keine ungenutzte Strecke: es verlässt den Stapel. Hier begann der Weg, also kommt keine Strecke in die Antwort."},
    "euler.done_circuit": {"en": "The Euler circuit uses all {count} routes once.",
                           "de": "Der Eulerkreis nutzt alle {count} Strecken genau einmal."},
    "euler.done_trail": {"en": "The Euler trail uses all {count} routes once.",
                         "de": "Der Eulerweg nutzt alle {count} Strecken genau einmal."},
    # Tarjan
    "tarjan.root": {"en": "{node} is not visited yet: a new search starts there.",
                    "de": "{node} ist noch nicht besucht: dort beginnt eine neue Suche."},
    "tarjan.visit": {"en": "{node} is discovered: disc = low = {disc}.",
                     "de": "{node} wird entdeckt: disc = low = {disc}."},
    "tarjan.parent": {"en": "{edge} is the route we came by: skipped.",
                      "de": "{edge} ist die Strecke, über die wir kamen: übersprungen."},
    "tarjan.back": {"en": "{v} is already visited (disc {disc}): low of {u} is {low}.",
                    "de": "{v} ist schon besucht (disc {disc}): low von {u} ist {low}."},
    "tarjan.return": {"en": "Back from {child} at {node}: low of {node} is {low}.",
                      "de": "Zurück von {child} in {node}: low von {node} ist {low}."},
    "tarjan.bridge": {"en": "low {low} > disc {disc}: {edge} is a bridge.",
                      "de": "low {low} > disc {disc}: {edge} ist eine Brücke."},
    "tarjan.cut": {"en": "low of {child} ({low}) ≥ disc of {node} ({disc}): {node} is an articulation point.",
                   "de": "low von {child} ({low}) ≥ disc von {node} ({disc}): {node} ist ein Schnittpunkt."},
    "tarjan.root_cut": {"en": "The root {node} has {count} children: it is an articulation point.",
                        "de": "Die Wurzel {node} hat {count} Kinder: sie ist ein Schnittpunkt."},
    "tarjan.root_single": {"en": "The root {node} has fewer than two children: not an articulation point.",
                           "de": "Die Wurzel {node} hat weniger als zwei Kinder: kein Schnittpunkt."},
    "tarjan.done": {"en": "{bridges} bridges and {count} articulation points.",
                    "de": "{bridges} Brücken und {count} Schnittpunkte."},
    # max flow
    "flow.start": {"en": "No connection from {u} to {v} yet: the flow is 0.",
                   "de": "Noch keine Verbindung von {u} nach {v}: der Fluss ist 0."},
    "flow.search": {"en": "Search {number}: a breadth-first search from {u} for {v}.",
                    "de": "Suche {number}: eine Breitensuche von {u} nach {v}."},
    "flow.reach": {"en": "{node} is reached from {from} by a free route.",
                   "de": "{node} wird von {from} aus über eine freie Strecke erreicht."},
    "flow.reach_back": {"en": "{node} is reached from {from} against a connection, which can be undone.",
                        "de": "{node} wird von {from} aus gegen eine Verbindung erreicht, die sich zurücknehmen lässt."},
    "flow.augment": {"en": "A path of {count} routes carries one more connection: flow {flow}.",
                     "de": "Ein Weg aus {count} Strecken trägt eine weitere Verbindung: Fluss {flow}."},
    "flow.none": {"en": "{v} cannot be reached any more: the flow {flow} is maximal.",
                  "de": "{v} ist nicht mehr erreichbar: der Fluss {flow} ist maximal."},
    "flow.side": {"en": "The last search reached {count} cities: they form the side S of the cut.",
                  "de": "Die letzte Suche erreichte {count} Städte: sie bilden die Seite S des Schnitts."},
    "flow.done": {"en": "{flow} separate connections; cutting {count} routes separates the cities.",
                  "de": "{flow} getrennte Verbindungen; {count} Strecken zu entfernen trennt die Städte."},
}

#: params that hold one node / a tuple of nodes / one edge / a tuple of edges
NODE_PARAMS = frozenset({"node", "u", "v", "from", "child", "root", "other"})
NODES_PARAMS = frozenset({"nodes"})
EDGE_PARAMS = frozenset({"edge"})
EDGES_PARAMS = frozenset({"path"})


def _namer(names):
    if names is None:
        return str
    if callable(names):
        return lambda n: str(names(n))
    if hasattr(names, "nodes") and hasattr(names, "adj"):  # a graph
        from .steps import node_names
        table = node_names(names)
        return lambda n: table.get(n, str(n))
    return lambda n: str(names.get(n, n))


def format_value(name, value, label=str, lang="en"):
    """One param as text: nodes by ``label``, edges as ``A–B``, ∞, numbers as they are."""
    if value is None:
        return "–"
    if name in NODE_PARAMS:
        return label(value)
    if name in NODES_PARAMS:
        return ", ".join(label(x) for x in value) or "–"
    if name in EDGE_PARAMS:
        return f"{label(value[0])}–{label(value[1])}"
    if name in EDGES_PARAMS:
        return ", ".join(f"{label(e[0])}–{label(e[1])}" for e in value)
    if value == float("inf"):
        return "∞"
    return str(value)


def why_text(step, lang="en", names=None):
    """The reason of ``step`` as a sentence in ``lang`` (``"en"`` or ``"de"``).

    Parameters
    ----------
    step : Step
    lang : {"en", "de"}
    names : mapping, callable or graph, optional
        How to name a node: a mapping node -> name, a function, or a graph (its ``name``
        node attributes, see ``node_names``); by default ``str(node)``.

    Examples
    --------
    >>> from ttrwidgets.graphs.lab import Step
    >>> s = Step(3, "dijkstra.settle", (("node", 29), ("dist", 0)))
    >>> why_text(s, "en", {29: "Paris"})
    'Paris is taken from the queue with distance 0: it is final.'
    >>> why_text(s, "de", {29: "Paris"})
    'Paris wird mit Abstand 0 aus der Warteschlange genommen: dieser Abstand ist endgültig.'
    """
    label = _namer(names)
    template = WHY[step.why][lang]
    return template.format(**{k: format_value(k, v, label, lang) for k, v in step.params})


#: The lab page's own sentences (``key: (English, German)``), beside the app's catalogue
#: (``widgets/texts.py``); German with the rulebooks' terms (Strecke, Stadt, Spielplan).
UI = {
    # classroom safety: locked inputs, undo
    "lab.locked": ("The cities are locked while the steps run, so a stray click changes "
                   "nothing. To choose other cities, press “{change}”.",
                   "Die Städte sind gesperrt, solange die Schritte laufen: ein versehentlicher "
                   "Klick ändert nichts. Um andere Städte zu wählen, drücke „{change}“."),
    "lab.do.locked": ("“{step}” or → goes on. The cities are locked: “{change}” picks others.",
                      "„{step}“ oder → geht weiter. Die Städte sind gesperrt: „{change}“ wählt "
                      "andere."),
    "lab.change": ("Change inputs", "Eingaben ändern"),
    "lab.change.tip": ("Unlock the cities and go back to step 1",
                       "Die Städte entsperren und zurück zu Schritt 1"),
    "lab.undo": ("Undo pick", "Auswahl zurücknehmen"),
    "lab.undo.tip": ("Take the last city you picked back", "Die zuletzt gewählte Stadt "
                     "zurücknehmen"),
    "lab.undo.none": ("There is no pick to take back.", "Es gibt keine Auswahl zum "
                      "Zurücknehmen."),
    # predict mode
    "lab.ask.kind": ("Ask", "Frage"),
    "lab.ask.kind.next": ("which city or route comes next", "welche Stadt oder Strecke als "
                          "Nächstes kommt"),
    "lab.ask.kind.values": ("values (distance, cycle, cut)", "Werte (Abstand, Kreis, Schnitt)"),
    "lab.ask.kind.both": ("both", "beides"),
    "lab.ask.next-node": ("Predict: which city does the algorithm take next? Click it.",
                          "Vorhersage: Welche Stadt nimmt der Algorithmus als Nächstes? "
                          "Klicke sie an."),
    "lab.ask.next-edge": ("Predict: which route does the algorithm take next? Click it.",
                          "Vorhersage: Welche Strecke nimmt der Algorithmus als Nächstes? "
                          "Klicke sie an."),
    "lab.ask.dist": ("Predict: via {from} (+{length}), what is dist[{node}] after this step?",
                     "Vorhersage: Über {from} (+{length}) – wie groß ist dist[{node}] nach "
                     "diesem Schritt?"),
    "lab.ask.bfs-dist": ("Predict: {node} is reached from {from}. What is dist[{node}]?",
                         "Vorhersage: {node} wird von {from} aus erreicht. Wie groß ist "
                         "dist[{node}]?"),
    "lab.ask.key": ("Predict: the route from {from} has length {length}. What is key[{node}] "
                    "after this step?",
                    "Vorhersage: Die Strecke von {from} hat die Länge {length}. Wie groß ist "
                    "key[{node}] nach diesem Schritt?"),
    "lab.ask.cycle": ("Predict: does {edge} close a cycle (are its two cities already in one "
                      "group)?",
                      "Vorhersage: Schließt {edge} einen Kreis (sind ihre beiden Städte schon "
                      "in einer Gruppe)?"),
    "lab.ask.side": ("Predict: is {node} on the side S of the cut, the side of {source}?",
                     "Vorhersage: Liegt {node} auf der Seite S des Schnitts, der Seite von "
                     "{source}?"),
    "lab.ask.click-node": ("This question asks for a city: click a city.",
                           "Diese Frage verlangt eine Stadt: Klicke auf eine Stadt."),
    "lab.ask.click-edge": ("This question asks for a route: click a route.",
                           "Diese Frage verlangt eine Strecke: Klicke auf eine Strecke."),
    "lab.ask.type": ("Answer in the box below the question.",
                     "Antworte im Feld unter der Frage."),
    "lab.ask.not-number": ("“{got}” is not a whole number: type a number such as 7 (or ∞).",
                           "„{got}“ ist keine ganze Zahl: Tippe eine Zahl wie 7 (oder ∞)."),
    "lab.ask.not-yesno": ("“{got}” is neither yes nor no.", "„{got}“ ist weder ja noch nein."),
    "lab.answer": ("Answer", "Antworten"),
    "lab.yes": ("yes", "ja"),
    "lab.no": ("no", "nein"),
    "lab.predict.right-tie": ("✓ Right: {got} is allowed too (a tie). By its tie rule the lab "
                              "takes {took}. {why}",
                              "✓ Richtig: {got} ist auch erlaubt (Gleichstand). Nach seiner "
                              "Regel für Gleichstand nimmt das Labor {took}. {why}"),
    "lab.predict.wrong-tie": ("✗ Not {got}. Any of these was right (a tie): {allowed}. {why}",
                              "✗ Nicht {got}. Jede davon war richtig (Gleichstand): "
                              "{allowed}. {why}"),
    # the class tally
    "lab.tally": ("Class tally", "Klassenabstimmung"),
    "lab.reveal": ("Reveal", "Auflösen"),
    "lab.tally.none": ("No votes yet: click each answer the class calls out, then press "
                       "“{reveal}”.",
                       "Noch keine Stimmen: Klicke jede Antwort an, die die Klasse nennt, "
                       "dann drücke „{reveal}“."),
    "lab.tally.votes": ("Votes ({n}): {votes}", "Stimmen ({n}): {votes}"),
    "lab.tally.revealed": ("{right} of {n} votes right ({votes}). {why}",
                           "{right} von {n} Stimmen richtig ({votes}). {why}"),
    # what is shown
    "lab.frontier.by-name": ("{what}, listed by name (the order is yours to work out): {items}",
                             "{what}, nach Namen geordnet (die Reihenfolge findest du selbst "
                             "heraus): {items}"),
    "lab.frontier.stack-top": ("Stack, top first: {items}", "Stapel, oberstes zuerst: {items}"),
    "lab.result.euler-trail": ("The Euler trail ({n} routes): {trail}",
                               "Der Eulerweg ({n} Strecken): {trail}"),
    "lab.result.euler-circuit": ("The Euler circuit ({n} routes): {trail}",
                                 "Der Eulerkreis ({n} Strecken): {trail}"),
    "lab.result.steiner": ("Exact tree (solid line): {exact}. Approximation (dash-dots): "
                           "{approx}.",
                           "Exakter Baum (durchgezogene Linie): {exact}. Näherung "
                           "(Strich-Punkte): {approx}."),
    "lab.graph.euler": ("a graph with an Euler trail", "ein Graph mit Eulerweg"),
    "lab.euler-graph": ("Part of the board where all cities but two have an even number of "
                        "routes",
                        "Teil des Spielplans, in dem alle Städte bis auf zwei eine gerade "
                        "Zahl von Strecken haben"),
    "lab.sorted": ("Routes by length (✓ taken, ✗ skipped, ▶ now): {items}",
                   "Strecken nach Länge (✓ genommen, ✗ übersprungen, ▶ jetzt): {items}"),
    # the teacher's own graph: its file and its editing
    "sketch.no-city": ("there is no city called “{name}”", "es gibt keine Stadt namens „{name}“"),
    "sketch.too-many": ("at most {max} cities", "höchstens {max} Städte"),
    "sketch.same-name": ("a second city called “{name}”", "eine zweite Stadt namens „{name}“"),
    "sketch.loop": ("a route from “{name}” to itself", "eine Strecke von „{name}“ zu sich "
                    "selbst"),
    "sketch.twice": ("a second route between “{a}” and “{b}”",
                     "eine zweite Strecke zwischen „{a}“ und „{b}“"),
    "sketch.not-object": ("must be an object {{…}}", "muss ein Objekt {{…}} sein"),
    "sketch.need-list": ("must be a list […]", "muss eine Liste […] sein"),
    "sketch.missing": ("is missing", "fehlt"),
    "sketch.format": ("must be “{want}”, not “{got}”", "muss „{want}“ sein, nicht „{got}“"),
    "sketch.bad-name": ("a city needs a name of 1 to {max} characters",
                        "eine Stadt braucht einen Namen aus 1 bis {max} Zeichen"),
    "sketch.bad-position": ("must be a number from 0 to 1, not {got}",
                            "muss eine Zahl von 0 bis 1 sein, nicht {got}"),
    "sketch.bad-length": ("must be a whole number from 1 to {max}, not {got}",
                          "muss eine ganze Zahl von 1 bis {max} sein, nicht {got}"),
    "sketch.not-json": ("this is not a JSON file (line {line}: {error})",
                        "das ist keine JSON-Datei (Zeile {line}: {error})"),
    "lab.board.sketch": ("Your own graph", "Dein eigener Graph"),
    "lab.sketch.edit": ("Draw the graph", "Graph zeichnen"),
    "lab.sketch.length": ("Length", "Länge"),
    "lab.sketch.do": ("Click an empty spot for a new city; click two cities for a route of the "
                      "length in the box; click a route to give it that length (once more: "
                      "to remove it). 4 to 12 cities.",
                      "Klicke auf eine freie Stelle für eine neue Stadt; klicke zwei Städte "
                      "an für eine Strecke mit der Länge im Feld; klicke eine Strecke an, um "
                      "ihr diese Länge zu geben (noch einmal: um sie zu entfernen). 4 bis 12 "
                      "Städte."),
    "lab.sketch.first": ("{city} is the first end: click the other city of the route.",
                         "{city} ist das erste Ende: Klicke die andere Stadt der Strecke an."),
    "lab.sketch.size": ("{n} cities, {m} routes", "{n} Städte, {m} Strecken"),
    "lab.sketch.few": ("Draw at least 4 cities: a graph a class can trace needs a few.",
                       "Zeichne mindestens 4 Städte: ein Graph zum Nachvollziehen braucht "
                       "ein paar."),
    "lab.sketch.save": ("Save the graph", "Graph speichern"),
    "lab.sketch.save-link": ("Download {name}", "{name} herunterladen"),
    "lab.sketch.load": ("Open a graph file", "Graphdatei öffnen"),
    "lab.sketch.loaded": ("Graph opened: {n} cities, {m} routes.",
                          "Graph geöffnet: {n} Städte, {m} Strecken."),
    "lab.sketch.bad-file": ("This graph file cannot be used, nothing changed: {error}.",
                            "Diese Graphdatei ist nicht brauchbar, nichts wurde geändert: "
                            "{error}."),
    "lab.sketch.too-large": ("{name} is too large for a graph file: nothing changed.",
                             "{name} ist zu groß für eine Graphdatei: nichts wurde geändert."),
    "lab.sketch.example": ("Example graph", "Beispielgraph"),
    "lab.sketch.blank": ("Blank sheet", "Leeres Blatt"),
    "lab.link": ("Link to this lab (copy it for your class)",
                 "Link zu diesem Labor (kopiere ihn für deine Klasse)"),
    "lab.link.opened": ("Opened from a link: board, graph, algorithm and cities are set.",
                        "Über einen Link geöffnet: Plan, Graph, Algorithmus und Städte sind "
                        "gewählt."),
    "lab.link.bad": ("This lab link cannot be used, nothing changed: “{part}={value}” is not "
                     "known.",
                     "Dieser Labor-Link ist nicht brauchbar, nichts wurde geändert: "
                     "„{part}={value}“ ist unbekannt."),
    "lab.sheet.title": ("Trace it by hand: {alg}", "Von Hand nachvollziehen: {alg}"),
    "lab.sheet.name": ("Tracing table", "Tabelle zum Nachvollziehen"),
    "lab.sheet.table": ("Your table: {what}, one row per choice",
                        "Deine Tabelle: {what}, eine Zeile je Entscheidung"),
    "lab.sheet.col.step": ("Row", "Zeile"),
    "lab.sheet.col.choice": ("Taken", "Genommen"),
    "lab.sheet.col.frontier": ("Waiting", "Wartend"),
    "lab.sheet.more": ("{n} more cities are not in the table: add columns if you need them.",
                       "{n} weitere Städte fehlen in der Tabelle: ergänze Spalten, wenn du sie "
                       "brauchst."),
    "lab.sheet.export": ("Tracing table (HTML, to print)", "Tabelle zum Nachvollziehen (HTML, "
                         "zum Drucken)"),
    "lab.sheet.link": ("Download {name}", "{name} herunterladen"),
    "lab.export.captioned": ("SVG with caption", "SVG mit Beschriftung"),
    # the glossary: "Zug" is a turn, never a trail (these replace the app catalogue's words)
    "lab.table.length": ("trail lengths", "Weglängen"),
    "lab.frontier.trail": ("Trail now: {n} routes", "Weg jetzt: {n} Strecken"),
    "lab.double": ("(The twin of a double route.)", "(Die zweite Strecke einer Doppelstrecke.)"),
    # the legend with the marks issue 24 added (replaces the app catalogue's)
    "lab.legend": ("━ thick solid line: chosen · ━ black, widest: the answer's path · "
                   "┅ magenta dashes: looked at now · -·- green dash-dots: the trail now, the "
                   "routes walked but not yet in the answer, or the approximation beside the "
                   "exact tree · ● solid ring: visited/settled · ◌ dashed ring: waiting "
                   "(queue/stack) · ◎ double ring: current city · □ coloured square: one "
                   "colour per group (Kruskal) · S start, T target, 1 2 3 cities to join · "
                   "□ dotted: region",
                   "━ dicke Linie: gewählt · ━ schwarz, am breitesten: der Weg der Antwort · "
                   "┅ magenta gestrichelt: wird gerade geprüft · -·- grüne Strich-Punkte: der "
                   "Weg jetzt, die gefahrenen Strecken, die noch nicht in der Antwort sind, "
                   "oder die Näherung neben dem exakten Baum · ● Ring: besucht/fertig · "
                   "◌ gestrichelter Ring: wartet (Schlange/Stapel) · ◎ Doppelring: aktuelle "
                   "Stadt · □ farbiges Quadrat: eine Farbe je Gruppe (Kruskal) · S Start, "
                   "T Ziel, 1 2 3 zu verbindende Städte · □ gepunktet: Region"),
    "lab.table.unused": ("unused routes at each city (at first: its degree)",
                         "ungenutzte Strecken an jeder Stadt (zu Beginn: ihr Grad)"),
}


def ui_text(key: str, lang: str = "en", **params) -> str:
    """The lab's sentence ``key`` in ``lang`` (``"en"`` or ``"de"``), filled with ``params``.

    >>> ui_text("lab.tally.votes", "de", n=3, votes="Köln: 3")
    'Stimmen (3): Köln: 3'
    """
    en, de = UI[key]
    return (de if lang == "de" else en).format(**params)
