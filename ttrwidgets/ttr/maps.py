"""Boards: cities, routes, tickets and layout, read from ``maps/<id>.json``.

A map file is plain data (see ``tools/build_maps.py``, which writes ``maps/europe.json`` and
``maps/deutschland.json`` from the reference tables). :func:`parse_map` checks a decoded file
against the schema and turns it into an immutable :class:`GameMap`; every problem is reported at
once, each with its JSON path, in one :class:`~ttrwidgets.core.errors.MapDataError`. :func:`load_map` reads the maps shipped
with the package (lazily, through :mod:`importlib.resources`, cached).

Cities, routes and tickets are numbered by their position in the file; the engine works with
these indices, the files and the learner with names and ids.

Schema version 1 has grown by optional fields only, so every earlier file reads as before:

* ``cities[*].kind``: ``"city"`` or ``"country"`` (default ``"city"``, or ``"country"`` when
  ``country`` is set); a country node is a destination at the board's edge (Deutschland).
* ``cities[*].passengers``: how many passengers stand on the node at set-up (default 0).
* ``routes[*].group``: the parallel tracks between two cities, two (double) or three (triple).
* ``tickets[*].deck``: any name; a ticket of a deck called ``"long"`` is long, one of a deck
  called ``"short"`` is not (Deutschland's two decks).
* ``passengers``: the passengers in the bag, ``{colour: count}`` (default: none); the nodes'
  set-up counts must add up to their total.
* ``figures``: counts the file vouches for (nodes, countries, tracks, pairs, spaces, parallel
  groups by size, tickets per deck, passengers), checked against its contents on every load.
* ``layout.orientation``: ``"landscape"`` or ``"portrait"``; optional, must agree with
  ``layout.aspect`` (Deutschland is a portrait board).
* ``routes[*].always_usable``: a track of a double route that stays usable when the rules close
  the other tracks of its group for few players (``asia.doubles-4p``: Hong Kong–Canton on the
  Team Asia board); default false.
* ``notes``: sentences about the file (its sources, the decisions taken building it); not read
  by the rules.

Examples
--------
>>> m = load_map("europe")
>>> len(m.cities), len(m.routes), len(m.tickets)
(47, 101, 101)
>>> m.cities[m.city_index("münchen")].display_name
'München'
>>> [r.colour.key for r in m.routes_between(m.city_index("Berlin"), m.city_index("Frankfurt"))]
['black', 'red']
"""
from __future__ import annotations

import difflib
import functools
import json
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Mapping

from ..core.errors import MapDataError, Message, NotFoundError
from ..core.jsonfile import (MAX_FILE_BYTES, _too_large, decode_text, describe_value,
                              read_json_file)
from ..core.mapcheck import (MISSING, Checker, decode_map_json, join_path, lookup_keys, maps_dir,
                             normalise_name, pairs_hook)
from .colours import Colour, parse_colour

__all__ = ["SCHEMA_VERSION", "MAX_ROUTE_LENGTH", "MAX_PARALLEL", "normalise_name", "RouteKind",
           "CityKind", "City", "Route", "Ticket", "Layout", "GameMap", "UnknownMapError",
           "parse_map", "load_map_file", "load_map", "available_maps"]

#: The map-file schema this module reads.
SCHEMA_VERSION = 1
#: The longest route any supported board has.
MAX_ROUTE_LENGTH = 8
#: The most parallel tracks between two cities (Deutschland's triples).
MAX_PARALLEL = 3

# --------------------------------------------------------------------------- the data
class RouteKind(str, Enum):
    """What has to be paid to claim a route besides its colour."""

    NORMAL = "normal"
    TUNNEL = "tunnel"
    FERRY = "ferry"

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


class CityKind(str, Enum):
    """What a node of the board is: a city, or a neighbouring country (a dead end)."""

    CITY = "city"
    COUNTRY = "country"

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.value


@dataclass(frozen=True, slots=True)
class City:
    """A city (or, on some boards, a country) of a map.

    ``name`` is the name map files, scenarios and saved games use: the spelling on the board (in
    plain letters on Europe: ``Munchen``; as printed on Deutschland: ``München``);
    ``display_name`` is what the learner reads (``München``); ``aliases`` are further names that
    find the city (modern or English names such as ``Munich``). ``kind`` says whether the node is
    a city or a country; ``passengers`` is how many passengers stand on it at set-up (0 on boards
    without passengers).
    """

    index: int
    name: str
    display_name: str
    aliases: tuple[str, ...] = ()
    big_city: bool = False
    #: The country this location stands for, if it is a country rather than a city (for a node
    #: of kind country: the file's ``country``, else the node's own name).
    country: str | None = None
    kind: CityKind = CityKind.CITY
    passengers: int = 0

    @property
    def is_country(self) -> bool:
        """Whether the node is a country (a destination a path may end in, never pass)."""
        return self.kind is CityKind.COUNTRY


@dataclass(frozen=True, slots=True)
class Route:
    """One track between two cities; a double (triple) route is two (three) ``Route`` objects in
    one group.

    ``a`` and ``b`` are city indices; ``locomotives`` counts the locomotive symbols of a ferry
    (0 otherwise); ``reveal`` is how many cards a tunnel turns over (0 otherwise; ``tunnel.reveal``,
    ``asia.tunnel-reveal``); ``group`` names the parallel tracks between the same two cities
    (``None`` for a single track); ``always_usable`` marks a track that the few-players rules never
    close (``asia.doubles-4p``).
    """

    index: int
    id: str
    a: int
    b: int
    length: int
    colour: Colour
    kind: RouteKind = RouteKind.NORMAL
    locomotives: int = 0
    reveal: int = 0
    group: str | None = None
    #: ``asia.doubles-4p``: usable whatever the rules close for few players (map data)
    always_usable: bool = False

    def other(self, city: int) -> int:
        """The city at the other end from ``city`` (which must be ``a`` or ``b``)."""
        if city == self.a:
            return self.b
        if city == self.b:
            return self.a
        raise ValueError(f"city {city} is not an end of route {self.id}")


@dataclass(frozen=True, slots=True)
class Ticket:
    """A destination ticket: join cities ``a`` and ``b`` for ``points``.

    ``deck`` names the deck it belongs to (Europe: ``europe``, ``1912``; Deutschland: ``short``,
    ``long``); ``long`` marks the long tickets (Europe: dealt separately; Deutschland: the tickets
    of the long deck); ``big_city`` marks the tickets of the Big Cities variant.
    """

    index: int
    id: str
    a: int
    b: int
    points: int
    deck: str
    long: bool = False
    big_city: bool = False


@dataclass(frozen=True, slots=True)
class Layout:
    """Where things are drawn; used only by ``render``.

    ``aspect`` is the board's width / height; ``positions`` give each city's centre and
    ``labels`` the offset of its name label's centre from it, both as fractions of the board's
    width (x, to the right) and height (y, downwards), per city index. ``(0, 0)`` as a label
    offset lets the renderer choose.
    """

    aspect: float
    positions: tuple[tuple[float, float], ...]
    labels: tuple[tuple[float, float], ...]

    @property
    def orientation(self) -> str:
        """``"portrait"`` if the board is taller than wide (Deutschland), else ``"landscape"``."""
        return "portrait" if self.aspect < 1.0 else "landscape"


@dataclass(frozen=True, slots=True)
class GameMap:
    """A board: cities, routes and tickets, numbered by their place in the map file.

    Build one with :func:`parse_map` or :func:`load_map`. Lookups the engine makes often are
    computed once, when the map is built: :attr:`adjacency`, :meth:`routes_between`,
    :meth:`parallel`, :meth:`city_index`. ``passengers`` lists the passengers of boards that have
    them (Deutschland) as ``(colour, count)`` pairs in file order; ``()`` elsewhere.

    Examples
    --------
    >>> m = load_map("europe")
    >>> r = m.routes_between(m.city_index("Paris"), m.city_index("Bruxelles"))
    >>> [(x.id, x.colour.key, x.group) for x in r]
    [('R029', 'red', 'D03'), ('R030', 'yellow', 'D03')]
    >>> m.parallel(r[0].index) == (r[1].index,)
    True
    >>> [m.routes[i].id for i in m.adjacency[m.city_index("Edinburgh")]]
    ['R051', 'R052']
    """

    id: str
    version: int
    name: str
    cities: tuple[City, ...]
    routes: tuple[Route, ...]
    tickets: tuple[Ticket, ...]
    layout: Layout
    passengers: tuple[tuple[Colour, int], ...] = ()
    #: The file's ``notes`` (sources, decisions), not read by the rules.
    notes: tuple[str, ...] = field(default=(), compare=False)
    #: The family whose games are played on it: the renderer draws the routes in the card
    #: colours that family publishes (``BOARD_COLOURS``, :mod:`ttrwidgets.ttr.render`).
    family: ClassVar[str] = "ttr"
    #: Per city index, the indices of the routes that touch it (in route order).
    adjacency: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    #: The ticket decks in the order they first appear.
    decks: tuple[str, ...] = field(init=False, repr=False, compare=False)
    #: Route id -> route index (do not modify).
    route_by_id: Mapping[str, int] = field(init=False, repr=False, compare=False)
    #: Ticket id -> ticket index (do not modify).
    ticket_by_id: Mapping[str, int] = field(init=False, repr=False, compare=False)
    _by_name: dict = field(init=False, repr=False, compare=False)
    _pairs: dict = field(init=False, repr=False, compare=False)
    _parallel: tuple = field(init=False, repr=False, compare=False)
    _by_deck: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        put = object.__setattr__
        adj: list[list[int]] = [[] for _ in self.cities]
        pairs: dict[tuple[int, int], list[Route]] = {}
        groups: dict[str, list[int]] = {}
        for r in self.routes:
            adj[r.a].append(r.index)
            adj[r.b].append(r.index)
            pairs.setdefault((min(r.a, r.b), max(r.a, r.b)), []).append(r)
            if r.group is not None:
                groups.setdefault(r.group, []).append(r.index)
        put(self, "adjacency", tuple(tuple(x) for x in adj))
        put(self, "_pairs", {k: tuple(v) for k, v in pairs.items()})
        put(self, "_parallel", tuple(
            tuple(i for i in groups[r.group] if i != r.index) if r.group is not None else ()
            for r in self.routes))
        by_name: dict[str, int] = {}
        for c in self.cities:
            for text in (c.name, c.display_name, *c.aliases):
                for key in lookup_keys(text):
                    by_name.setdefault(key, c.index)
        put(self, "_by_name", by_name)
        by_deck: dict[str, list[Ticket]] = {}
        for t in self.tickets:
            by_deck.setdefault(t.deck, []).append(t)
        put(self, "_by_deck", {k: tuple(v) for k, v in by_deck.items()})
        put(self, "decks", tuple(by_deck))
        put(self, "route_by_id", {r.id: r.index for r in self.routes})
        put(self, "ticket_by_id", {t.id: t.index for t in self.tickets})

    # A map never changes: copies are the map itself, and hashing stays cheap.
    def __hash__(self) -> int:
        return hash((self.id, self.version, self.name, len(self.cities), len(self.routes)))

    def __copy__(self) -> "GameMap":
        return self

    def __deepcopy__(self, memo: dict) -> "GameMap":
        return self

    def __reduce__(self):
        # Pickle the data only; the lookups are rebuilt on unpickling.
        return (GameMap, (self.id, self.version, self.name, self.cities, self.routes,
                          self.tickets, self.layout, self.passengers, self.notes))

    # ------------------------------------------------------------------ lookups
    def city_index(self, name: str) -> int:
        """The index of the city called ``name``.

        Names are compared by :func:`normalise_name` against each city's ``name``,
        ``display_name`` and ``aliases``.

        Raises
        ------
        KeyError
            If no city has that name; the message suggests close matches.

        Examples
        --------
        >>> m = load_map("europe")
        >>> m.city_index("München") == m.city_index("munchen") == m.city_index("Munich")
        True
        >>> m.city_index("Munchn")
        Traceback (most recent call last):
        ...
        ttrwidgets.core.errors.NotFoundError: 'There is no city “Munchn” on the Europe map; did you mean München?'

        The error is a :class:`KeyError` whose message is the catalogue's, in every language
        (``error.message("de")``).
        """
        if not isinstance(name, str):
            raise TypeError(f"a city name is text, not {type(name).__name__}")
        for key in lookup_keys(name):
            i = self._by_name.get(key)
            if i is not None:
                return i
        near = self._suggest(name)
        raise NotFoundError("map.no-city-near" if near else "map.no-city", name=name,
                            board=self.name, near=near)

    def _suggest(self, name: str) -> list[str]:
        key = normalise_name(name)
        keys = list(self._by_name)
        found: list[int] = []
        hits = difflib.get_close_matches(key, keys, n=4, cutoff=0.6)
        if len(key) >= 3:
            hits += [k for k in keys if key in k]
        for k in hits:
            i = self._by_name[k]
            if i not in found:
                found.append(i)
        return [self.cities[i].display_name for i in found[:4]]

    def routes_between(self, a: int, b: int) -> tuple[Route, ...]:
        """All tracks joining cities ``a`` and ``b`` (either order), in index order."""
        return self._pairs.get((a, b) if a < b else (b, a), ())

    def parallel(self, route_index: int) -> tuple[int, ...]:
        """Indices of the other tracks in the same parallel group as route ``route_index``
        (one for a double route, two for a triple, none for a single track)."""
        return self._parallel[route_index]

    @property
    def countries(self) -> tuple[int, ...]:
        """Indices of the nodes that are countries (Deutschland's neighbours), in index order.

        >>> m = load_map("deutschland")
        >>> [m.cities[i].name for i in m.countries]
        ['Dänemark', 'Frankreich', 'Niederlande', 'Schweiz', 'Österreich']
        >>> load_map("europe").countries
        ()
        """
        return tuple(c.index for c in self.cities if c.kind is CityKind.COUNTRY)

    def tickets_in(self, *decks: str) -> tuple[Ticket, ...]:
        """The tickets of the given decks (all tickets if none are given), in index order.

        Examples
        --------
        >>> m = load_map("europe")
        >>> m.decks
        ('europe', '1912')
        >>> len(m.tickets_in("europe")), len(m.tickets_in("1912")), len(m.tickets_in())
        (46, 55, 101)
        """
        if not decks:
            return self.tickets
        unknown = [d for d in decks if d not in self._by_deck]
        if unknown:
            raise NotFoundError("map.no-deck", deck=unknown[0], board=self.name,
                                decks=", ".join(self.decks) or "–")
        if len(decks) == 1:
            return self._by_deck[decks[0]]
        wanted = set(decks)
        return tuple(t for t in self.tickets if t.deck in wanted)

    def to_networkx(self):
        """A new ``networkx.MultiGraph`` of the board: nodes are city indices, edge keys route
        indices, with ``length``, ``colour``, ``kind`` and ``id`` as edge attributes.

        Examples
        --------
        >>> g = load_map("europe").to_networkx()
        >>> g.number_of_nodes(), g.number_of_edges()
        (47, 101)
        """
        import networkx as nx

        g = nx.MultiGraph(map=self.id)
        for c in self.cities:
            g.add_node(c.index, name=c.name)
        for r in self.routes:
            g.add_edge(r.a, r.b, key=r.index, id=r.id, length=r.length, colour=r.colour,
                       kind=r.kind)
        return g


# --------------------------------------------------------------------------- validation
class _Cities:
    """Exact city names of a map being checked, with suggestions for near misses."""

    def __init__(self, names: dict[str, int] | None):
        self.names = names  # None: the city list itself is broken, so do not check references
        self.norm: dict[str, str] = {}
        for n in names or ():
            self.norm.setdefault(normalise_name(n), n)

    def ref(self, ck: Checker, d: dict, key: str, path: str) -> int | None:
        v = ck.text(d, key, path)
        if v is None or self.names is None:
            return None
        i = self.names.get(v)
        if i is None:
            ck.add(join_path(path, key), self.unknown(v))
        return i

    def unknown(self, v: str) -> Message:
        near = self.norm.get(normalise_name(v))
        if near is None:
            close = difflib.get_close_matches(v, list(self.names or ()), n=1)
            near = close[0] if close else None
        if near:
            return Message("map-file.unknown-city-near", name=v, near=near)
        return Message("map-file.unknown-city", name=v)


_CITY_KEYS = ("name",), ("display_name", "aliases", "big_city", "country", "kind", "passengers")
_ROUTE_KEYS = ("id", "a", "b", "length", "colour"), ("kind", "locomotives", "reveal", "group",
                                                     "always_usable")
_TICKET_KEYS = ("id", "a", "b", "points", "deck"), ("long", "big_city")
_TOP_KEYS = (("schema_version", "id", "version", "name", "cities", "routes", "tickets", "layout"),
             ("passengers", "figures", "notes"))
#: The counts a file may vouch for in ``figures`` (see :func:`_check_figures`).
_FIGURE_KEYS = ("cities", "countries", "routes", "pairs", "spaces", "groups", "tickets",
                "passengers")


def parse_map(data: object, source: str = "<map>") -> GameMap:
    """Check decoded map data against the schema and build the :class:`GameMap`.

    Parameters
    ----------
    data : object
        The decoded JSON of a map file.
    source : str
        Names the data in error messages (usually the file name).

    Returns
    -------
    GameMap

    Raises
    ------
    MapDataError
        Listing every problem found, each with its JSON path.

    Examples
    --------
    >>> tiny = {"schema_version": 1, "id": "tiny", "version": 1, "name": "Tiny",
    ...         "cities": [{"name": "Aa"}, {"name": "Bb"}],
    ...         "routes": [{"id": "R1", "a": "Aa", "b": "Bb", "length": 2, "colour": "red"}],
    ...         "tickets": [{"id": "T1", "a": "Bb", "b": "Aa", "points": 2, "deck": "main"}],
    ...         "layout": {"aspect": 1.5, "positions": {"Aa": [0.1, 0.5], "Bb": [0.9, 0.5]}}}
    >>> r = parse_map(tiny).routes[0]
    >>> r.id, r.a, r.b, r.length, r.colour.key, r.kind.value
    ('R1', 0, 1, 2, 'red', 'normal')
    >>> tiny["routes"][0]["colour"] = "violet"
    >>> tiny["layout"]["positions"]["Bb"] = [1.2, 0.5]
    >>> try:
    ...     parse_map(tiny, "tiny.json")
    ... except MapDataError as e:
    ...     for path, message in e.problems:
    ...         print(path, "->", message.split(" (")[0])
    $.routes[0].colour -> unknown colour 'violet'
    $.layout.positions.Bb[0] -> must be between 0 and 1, not 1.2
    """
    ck = Checker()
    top = ck.obj(data, "$", *_TOP_KEYS, what="map")
    if top is None:
        raise MapDataError(source, ck.problems)

    sv = top.get("schema_version", MISSING)
    if sv is not MISSING and ck.whole(top, "schema_version", "$") is not None \
            and sv != SCHEMA_VERSION:
        ck.add("$.schema_version", Message("map-file.schema", want=SCHEMA_VERSION,
                                               value=str(sv)))
    map_id = ck.text(top, "id", "$")
    version = ck.whole(top, "version", "$", lo=1)
    name = ck.text(top, "name", "$")

    # ---- cities
    before = len(ck.problems)
    raw_cities = top.get("cities", MISSING)
    cities_ok = isinstance(raw_cities, list)
    cities: list[City] = []
    names: dict[str, int] = {}
    keys_seen: dict[str, tuple[str, str]] = {}
    for i, cj in enumerate(ck.items(top, "cities")):
        p = f"$.cities[{i}]"
        c = ck.obj(cj, p, *_CITY_KEYS)
        if c is None:
            cities_ok = False
            continue
        cname = ck.text(c, "name", p)
        display = ck.text(c, "display_name", p) if "display_name" in c else cname
        aliases_raw = c.get("aliases", [])
        aliases: list[str] = []
        if not isinstance(aliases_raw, list):
            ck.add(f"{p}.aliases", Message("map-file.aliases", value=describe_value(aliases_raw)))
        else:
            for j, al in enumerate(aliases_raw):
                if not isinstance(al, str) or not al.strip():
                    ck.add(f"{p}.aliases[{j}]", Message("map-file.alias", value=describe_value(al)))
                else:
                    aliases.append(al)
        big = ck.flag(c, "big_city", p, default=False)
        country = ck.text(c, "country", p, default=None, allow_none=True)
        kind = CityKind.CITY if country is None else CityKind.COUNTRY
        kv = c.get("kind", MISSING)
        if kv is not MISSING:
            try:
                kind = CityKind(kv)
            except ValueError:
                ck.add(f"{p}.kind", Message("check.one-of", choices="city, country",
                                             value=describe_value(kv)))
            else:
                if kind is CityKind.CITY and country is not None:
                    ck.add(f"{p}.country", Message("map-file.country-on-city"))
        passengers = ck.whole(c, "passengers", p, lo=0, default=0)
        if cname is None:
            cities_ok = False
            continue
        if cname in names:
            ck.add(f"{p}.name", Message("map-file.duplicate-city", name=cname,
                                         at=f"$.cities[{names[cname]}]"))
            cities_ok = False
            continue
        idx = len(cities)
        names[cname] = i
        # Every spelling must find exactly one city.
        own: set[str] = set()
        clashed: set[str] = set()
        for field_path, text in ([(f"{p}.name", cname)]
                                 + ([(f"{p}.display_name", display)] if display else [])
                                 + [(f"{p}.aliases[{j}]", a) for j, a in enumerate(aliases)]):
            key = normalise_name(text)
            if not key:
                ck.add(field_path, Message("map-file.no-letters", name=text))
                continue
            prev = keys_seen.get(key)
            if prev is not None and prev[0] != cname:
                if prev[0] in clashed:
                    continue
                clashed.add(prev[0])
                ck.add(field_path, Message("map-file.name-clash", name=text, other=prev[0],
                                           at=prev[1]))
            elif key not in own:
                keys_seen[key] = (cname, field_path)
            own.add(key)
        if kind is CityKind.COUNTRY and country is None:
            country = cname
        cities.append(City(idx, cname, display or cname, tuple(aliases), bool(big), country, kind,
                           passengers or 0))
    if cities_ok and len(cities) < 2 and isinstance(raw_cities, list):
        ck.add("$.cities", Message("map-file.too-few-cities", n=len(cities)))
    # Route/ticket ends refer to list positions; cities were appended in file order only if all
    # were valid, so only check references then.
    refs = _Cities(names if cities_ok else None)
    cities_clean = len(ck.problems) == before

    # ---- passengers: {colour: count}, and the nodes' set-up counts
    bag = _passenger_bag(ck, top)
    if bag is not None and cities_clean:
        in_bag = sum(n for _, n in bag)
        on_nodes = sum(c.passengers for c in cities)
        if in_bag != on_nodes:
            ck.add("$.passengers", Message("map-file.passengers-sum", n=in_bag, on=on_nodes))
    elif bag is None and "passengers" not in top and cities_clean:
        first = next((c for c in cities if c.passengers), None)
        if first is not None:
            ck.add(f"$.cities[{first.index}].passengers",
                   Message("map-file.passengers-no-bag"))

    # ---- routes
    before = len(ck.problems)
    routes: list[Route] = []
    route_ids: dict[str, int] = {}
    pair_routes: dict[tuple[int, int], list[int]] = {}
    group_routes: dict[str, list[int]] = {}
    raw_routes = ck.items(top, "routes")
    for i, rj in enumerate(raw_routes):
        p = f"$.routes[{i}]"
        r = ck.obj(rj, p, *_ROUTE_KEYS)
        if r is None:
            continue
        rid = ck.text(r, "id", p)
        if rid is not None:
            if rid in route_ids:
                ck.add(f"{p}.id", Message("map-file.duplicate-route", id=rid,
                                           at=f"$.routes[{route_ids[rid]}]"))
            else:
                route_ids[rid] = i
        a = refs.ref(ck, r, "a", p)
        b = refs.ref(ck, r, "b", p)
        if a is not None and a == b:
            ck.add(f"{p}.b", Message("map-file.route-loop", name=r["a"]))
        elif a is not None and b is not None and cities_ok and cities[a].is_country \
                and cities[b].is_country:
            ck.add(f"{p}.b", Message("map-file.route-countries", a=r["a"], b=r["b"]))
        length = ck.whole(r, "length", p, lo=1, hi=MAX_ROUTE_LENGTH)
        colour = None
        cv = r.get("colour", MISSING)
        if cv is not MISSING:
            if not isinstance(cv, str):
                ck.add(f"{p}.colour", Message("map-file.colour-name", value=describe_value(cv)))
            else:
                try:
                    colour = parse_colour(cv)
                except ValueError:
                    colour = None
                if colour is None or colour is Colour.LOCOMOTIVE:
                    route_colours = ", ".join(c.key for c in Colour if c is not Colour.LOCOMOTIVE)
                    ck.add(f"{p}.colour", Message("map-file.unknown-colour", name=cv,
                                                   colours=route_colours))
                    colour = None
        kind = RouteKind.NORMAL
        kv = r.get("kind", "normal")
        try:
            kind = RouteKind(kv)
        except ValueError:
            kind = None
            ck.add(f"{p}.kind", Message("check.one-of", choices="normal, tunnel, ferry",
                                         value=describe_value(kv)))
        locos = ck.whole(r, "locomotives", p, lo=0, default=0)
        reveal = ck.whole(r, "reveal", p, lo=0, default=0)
        if kind is RouteKind.FERRY and locos is not None:
            if locos < 1:
                ck.add(f"{p}.locomotives", Message("map-file.ferry-no-locomotives"))
            elif length is not None and locos > length:
                ck.add(f"{p}.locomotives", Message("map-file.ferry-too-many", n=locos,
                                                       length=length))
        elif kind is not None and kind is not RouteKind.FERRY and locos:
            ck.add(f"{p}.locomotives", Message("map-file.locomotives-not-ferry", kind=kind.value))
        if kind is RouteKind.TUNNEL and reveal is not None and reveal < 1:
            ck.add(f"{p}.reveal", Message("map-file.tunnel-no-reveal"))
        elif kind is not None and kind is not RouteKind.TUNNEL and reveal:
            ck.add(f"{p}.reveal", Message("map-file.reveal-not-tunnel", kind=kind.value))
        group = ck.text(r, "group", p, default=None, allow_none=True)
        usable = ck.flag(r, "always_usable", p, default=False)
        if usable and group is None:
            ck.add(f"{p}.always_usable", Message("map-file.usable-no-group"))
        if None in (rid, a, b, length, colour, kind, locos, reveal, usable) or a == b:
            continue
        if group is not None:
            group_routes.setdefault(group, []).append(i)
        pair_routes.setdefault((min(a, b), max(a, b)), []).append(i)
        routes.append(Route(i, rid, a, b, length, colour, kind, locos, reveal, group,
                            bool(usable)))
    # Routes were appended only when valid; indices stay positions in the file, which is what
    # the engine needs, so a map with bad routes is never built (problems are raised below).
    by_pos = {rt.index: rt for rt in routes}
    for g, members in group_routes.items():
        if len(members) < 2:
            ck.add(f"$.routes[{members[0]}].group", Message("map-file.group-single", group=g))
            continue
        if len(members) > MAX_PARALLEL:
            ck.add(f"$.routes[{members[MAX_PARALLEL]}].group",
                   Message("map-file.group-too-many", group=g, n=len(members),
                           most=MAX_PARALLEL))
        first = by_pos[members[0]]
        usable = {by_pos[m].always_usable for m in members}
        if len(usable) > 1:
            ck.add(f"$.routes[{members[0]}].always_usable",
                   Message("map-file.group-usable-mixed", group=g))
        for m in members[1:]:
            rt = by_pos[m]
            if {rt.a, rt.b} != {first.a, first.b}:
                ck.add(f"$.routes[{m}].group",
                       Message("map-file.group-pairs", group=g, here=_pair(cities, rt),
                               there=_pair(cities, first), at=f"$.routes[{members[0]}]"))
    for members in pair_routes.values():
        if len(members) < 2:
            continue
        first = by_pos[members[0]]
        for m in members[1:]:
            rt = by_pos[m]
            if rt.group is None or rt.group != first.group:
                ck.add(f"$.routes[{m}].group",
                       Message("map-file.parallel-group", pair=_pair(cities, rt),
                               at=f"$.routes[{members[0]}]", here=rt.group or "",
                               here_group="no" if rt.group is None else "yes",
                               there=first.group or "",
                               there_group="no" if first.group is None else "yes"))

    routes_clean = len(ck.problems) == before

    # ---- tickets
    before = len(ck.problems)
    tickets: list[Ticket] = []
    ticket_ids: dict[str, int] = {}
    for i, tj in enumerate(ck.items(top, "tickets")):
        p = f"$.tickets[{i}]"
        t = ck.obj(tj, p, *_TICKET_KEYS)
        if t is None:
            continue
        tid = ck.text(t, "id", p)
        if tid is not None:
            if tid in ticket_ids:
                ck.add(f"{p}.id",
                       Message("map-file.duplicate-ticket", id=tid,
                               at=f"$.tickets[{ticket_ids[tid]}]"))
            else:
                ticket_ids[tid] = i
        a = refs.ref(ck, t, "a", p)
        b = refs.ref(ck, t, "b", p)
        if a is not None and a == b:
            ck.add(f"{p}.b", Message("map-file.ticket-loop", name=t["a"]))
        points = ck.whole(t, "points", p, lo=1)
        deck = ck.text(t, "deck", p)
        long_ = ck.flag(t, "long", p, default=deck == "long")
        if deck in ("long", "short") and long_ is not None and long_ != (deck == "long"):
            ck.add(f"{p}.long", Message("map-file.ticket-long", deck=deck))
        big = ck.flag(t, "big_city", p, default=False)
        if None in (tid, a, b, points, deck, long_, big) or a == b:
            continue
        tickets.append(Ticket(i, tid, a, b, points, deck, long_, big))

    tickets_clean = len(ck.problems) == before

    # ---- figures the file vouches for
    fv = top.get("figures", MISSING)
    if fv is not MISSING:
        _check_figures(ck, fv, top, cities if cities_clean else None,
                       routes if routes_clean else None, tickets if tickets_clean else None)

    # ---- notes
    notes: list[str] = []
    nv = top.get("notes", MISSING)
    if nv is not MISSING:
        if not isinstance(nv, list):
            ck.add("$.notes", Message("map-file.notes", value=describe_value(nv)))
        else:
            for j, note in enumerate(nv):
                if not isinstance(note, str) or not note.strip():
                    ck.add(f"$.notes[{j}]", Message("map-file.note", value=describe_value(note)))
                else:
                    notes.append(note)

    # ---- layout
    aspect = positions = labels = None
    lv = top.get("layout", MISSING)
    if lv is not MISSING:
        lo = ck.obj(lv, "$.layout", ("aspect", "positions"), ("labels", "orientation"))
        if lo is not None:
            if "aspect" in lo:
                aspect = ck.number(lo["aspect"], "$.layout.aspect", 0.1, 10.0)
            ov = lo.get("orientation", MISSING)
            if ov is not MISSING:
                if ov not in ("landscape", "portrait"):
                    ck.add("$.layout.orientation",
                           Message("check.one-of", choices="landscape, portrait",
                                   value=describe_value(ov)))
                elif aspect is not None and ov != ("portrait" if aspect < 1.0 else "landscape"):
                    ck.add("$.layout.orientation",
                           Message("map-file.orientation",
                                   shape="portrait" if aspect < 1.0 else "landscape",
                                   aspect=f"{aspect:g}", value=ov))
            positions = _city_points(ck, refs, lo, "positions", 0.0, 1.0, required=True)
            labels = _city_points(ck, refs, lo, "labels", -1.0, 1.0, required=False)

    if ck.problems:
        raise MapDataError(source, ck.problems)
    layout = Layout(aspect, tuple(positions[c.name] for c in cities),
                    tuple(labels.get(c.name, (0.0, 0.0)) for c in cities))
    return GameMap(map_id, version, name, tuple(cities), tuple(routes), tuple(tickets), layout,
                   bag or (), tuple(notes))


def _passenger_bag(ck: Checker, top: dict) -> tuple[tuple[Colour, int], ...] | None:
    """``$.passengers``: {colour: count} as ``((colour, count), ...)``; ``None`` if absent or
    broken (problems recorded)."""
    path = "$.passengers"
    v = top.get("passengers", MISSING)
    if v is MISSING:
        return None
    d = ck.obj(v, path, (), v.keys() if isinstance(v, dict) else (),
               what="colour-count")
    if d is None:
        return None
    if not d:
        ck.add(path, Message("map-file.passengers-empty"))
        return None
    out: list[tuple[Colour, int]] = []
    seen: dict[Colour, str] = {}
    ok = True
    for key in d:
        pp = join_path(path, key)
        try:
            colour = parse_colour(key)
        except ValueError:
            colour = None
        if colour is None or colour in (Colour.LOCOMOTIVE, Colour.GRAY):
            names = ", ".join(c.key for c in Colour if c not in (Colour.LOCOMOTIVE, Colour.GRAY))
            ck.add(pp, Message("map-file.passenger-colour", name=key, colours=names))
            ok = False
            continue
        if colour in seen:
            ck.add(pp, Message("map-file.passenger-colour-twice", name=key, colour=colour.key,
                               at=join_path(path, seen[colour])))
            ok = False
            continue
        seen[colour] = key
        n = ck.whole(d, key, path, lo=1)
        if n is None:
            ok = False
        else:
            out.append((colour, n))
    return tuple(out) if ok else None


def _check_figures(ck: Checker, fv: Any, top: dict, cities: list[City] | None,
                   routes: list[Route] | None, tickets: list[Ticket] | None) -> None:
    """``$.figures``: counts the file vouches for, checked against its contents.

    ``cities`` (nodes, countries included), ``countries``, ``routes`` (tracks), ``pairs`` (node
    pairs with at least one track), ``spaces`` (train spaces of all tracks), ``groups``
    ({size: how many parallel groups of that size}), ``tickets`` ({deck: how many}, every deck)
    and ``passengers`` (set up on the nodes). A section that has problems of its own is not
    counted (``None`` here), so one broken entry does not also give a wrong count.
    """
    fo = ck.obj(fv, "$.figures", (), _FIGURE_KEYS)
    if fo is None:
        return
    want = {k: ck.whole(fo, k, "$.figures", lo=0) for k in _FIGURE_KEYS
            if k in fo and k not in ("groups", "tickets")}

    def compare(key: str, where: str, found: int) -> None:
        if key in want and want[key] is not None and want[key] != found:
            ck.add(where, Message("map-file.figure", what=key, n=found, says=want[key]))

    raw_cities, raw_routes = top.get("cities"), top.get("routes")
    if isinstance(raw_cities, list):
        compare("cities", "$.cities", len(raw_cities))
    if isinstance(raw_routes, list):
        compare("routes", "$.routes", len(raw_routes))
    if cities is not None:
        compare("countries", "$.cities", sum(c.is_country for c in cities))
        compare("passengers", "$.cities", sum(c.passengers for c in cities))
    if routes is not None:
        compare("pairs", "$.routes", len({frozenset((r.a, r.b)) for r in routes}))
        compare("spaces", "$.routes", sum(r.length for r in routes))
    gv = fo.get("groups", MISSING)
    if gv is not MISSING:
        sizes = [str(n) for n in range(2, MAX_PARALLEL + 1)]
        g = ck.obj(gv, "$.figures.groups", (), sizes, what="size-count")
        if g is not None:
            counts = {k: ck.whole(g, k, "$.figures.groups", lo=0) for k in g if k in sizes}
            if routes is not None:
                found: dict[str, int] = {}
                members: dict[str, int] = {}
                for r in routes:
                    if r.group is not None:
                        members[r.group] = members.get(r.group, 0) + 1
                for n in members.values():
                    found[str(n)] = found.get(str(n), 0) + 1
                for k in sizes:
                    n = found.get(k, 0)
                    if k in counts and counts[k] is not None and counts[k] != n:
                        ck.add("$.routes", Message("map-file.figure-groups", n=n, size=k,
                                                   says=counts[k]))
                    elif k not in g and n:
                        ck.add("$.routes", Message("map-file.figure-groups-none", n=n,
                                                   size=k))
    tv = fo.get("tickets", MISSING)
    if tv is not MISSING:
        d = ck.obj(tv, "$.figures.tickets", (), tv.keys() if isinstance(tv, dict) else (),
                   what="deck-count")
        if d is not None:
            counts = {k: ck.whole(d, k, "$.figures.tickets", lo=0) for k in d}
            if tickets is not None:
                per_deck: dict[str, int] = {}
                for t in tickets:
                    per_deck[t.deck] = per_deck.get(t.deck, 0) + 1
                for deck, n in counts.items():
                    if n is not None and per_deck.get(deck, 0) != n:
                        ck.add("$.tickets", Message(
                            "map-file.figure-tickets", n=per_deck.get(deck, 0), deck=deck,
                            at=join_path('$.figures.tickets', deck), says=n))
                for deck, n in per_deck.items():
                    if deck not in counts:
                        ck.add("$.tickets", Message("map-file.figure-tickets-none", n=n,
                                                    deck=deck))


def _pair(cities: list[City], r: Route) -> str:
    def nm(i: int) -> str:
        return cities[i].name if i < len(cities) else str(i)
    return f"{nm(r.a)}–{nm(r.b)}"


def _city_points(ck: Checker, refs: _Cities, lo: dict, key: str, vmin: float, vmax: float,
                 required: bool) -> dict[str, tuple[float, float]] | None:
    """``layout.positions`` / ``layout.labels``: {city name: [x, y]}."""
    path = f"$.layout.{key}"
    v = lo.get(key, MISSING)
    if v is MISSING:
        return None if required else {}
    d = ck.obj(v, path, (), v.keys() if isinstance(v, dict) else (),
               what="city-points")
    if d is None:
        return None
    out: dict[str, tuple[float, float]] = {}
    ok = True
    for name, pt in d.items():
        pp = join_path(path, name)
        if refs.names is not None and name not in refs.names:
            ck.add(pp, refs.unknown(name))
            ok = False
            continue
        xy = ck.point(pt, pp, vmin, vmax)
        if xy is None:
            ok = False
        else:
            out[name] = xy
    if required and refs.names is not None:
        missing = [n for n in refs.names if n not in d]
        if missing:
            ck.add(path, Message("map-file.no-position", n=len(missing),
                                 names=", ".join(missing)))
            ok = False
    return out if ok else None


# --------------------------------------------------------------------------- files
def load_map_file(path) -> GameMap:
    """Read, check and build the map in the JSON file at ``path``.

    Raises
    ------
    MapDataError
        If the file cannot be read, is not a regular file, is larger than
        :data:`~ttrwidgets.core.jsonfile.MAX_FILE_BYTES`, is not UTF-8 JSON (with line and
        column), or does not follow the schema; always with the file and the JSON path.
    """
    data = read_json_file(path, what="map", object_pairs_hook=pairs_hook)
    return parse_map(data, str(path))


class UnknownMapError(MapDataError, KeyError):
    """No map of that id ships with ttrwidgets (a :class:`MapDataError` and a ``KeyError``)."""

    def __str__(self) -> str:
        return self.args[0] if self.args else ""


def _other_boards() -> frozenset:
    """Files of ``maps/`` that are boards of another family's games (the Trans grid boards,
    read by :mod:`ttrwidgets.trans.board`), not route maps: asked of the registry."""
    from ..core.registry import games
    from . import GAME_INFOS
    ours = {b for g in GAME_INFOS for b in g.boards}
    return frozenset(b for g in games() for b in g.boards if b not in ours)


def available_maps() -> list[str]:
    """The ids of the route maps that ship with ttrwidgets, sorted (the boards of other
    families' games, e.g. the Trans grid boards, are read by those families).

    >>> "europe" in available_maps()
    True
    """
    d = maps_dir()
    other = _other_boards()
    try:
        return sorted(x.name[:-5] for x in d.iterdir() if x.name.endswith(".json")
                      and x.name[:-5] not in other)
    except (FileNotFoundError, NotADirectoryError):
        return []


def load_map(map_id: str = "europe") -> GameMap:
    """The map ``map_id`` shipped with ttrwidgets, checked, built once and cached.

    Raises
    ------
    UnknownMapError
        If there is no such map (a :class:`MapDataError` and a ``KeyError``), listing the ids.
    MapDataError
        If the file is broken.

    Examples
    --------
    >>> load_map() is load_map("europe")
    True
    >>> load_map("atlantis")
    Traceback (most recent call last):
    ...
    ttrwidgets.ttr.maps.UnknownMapError: atlantis: 1 problem
      $: no map 'atlantis'; available: deutschland, europe, legendary_asia
    """
    if isinstance(map_id, str):
        return _load_cached(map_id)
    return _load_cached.__wrapped__(map_id)


@functools.lru_cache(maxsize=None)
def _load_cached(map_id: str) -> GameMap:
    ids = available_maps()
    if not isinstance(map_id, str) or map_id not in ids:
        raise UnknownMapError(str(map_id), [("$", Message(
            "map-file.no-map" if ids else "map-file.no-maps", id=str(map_id),
            available=", ".join(ids)))])
    res = maps_dir() / f"{map_id}.json"
    source = f"maps/{map_id}.json"
    try:
        raw = res.read_bytes()
    except OSError as e:
        raise MapDataError(source, [("$", Message("file.unreadable",
                                                   why=e.strerror or str(e)))]) from None
    if len(raw) > MAX_FILE_BYTES:
        raise MapDataError(source, [("$", _too_large(len(raw), MAX_FILE_BYTES))])
    m = parse_map(decode_map_json(decode_text(raw, source, what="map"), source), source)
    if m.id != map_id:
        raise MapDataError(source, [("$.id", Message("map-file.id-mismatch", file=f"{map_id}.json",
                                                        id=m.id))])
    return m
