"""Which graph the lab shows: the boards it offers and the graphs made from them (pure)."""
from __future__ import annotations

import functools

import networkx as nx

__all__ = ["LAB_BOARDS", "BOT_SEED", "lab_board", "board_name", "bot_network"]


@functools.lru_cache(maxsize=16)
def lab_board(board_id: str):
    """The lab's view of a board, from the family whose ``lab_board`` knows it (``board``,
    ``graph``, ``grid``, ``name``, ``bot_network(seed)``, ``network(state, seat)``), else
    None."""
    from ...core.family import families
    for fam in families():
        lb = fam.lab_board(board_id)
        if lb is not None:
            return lb
    return None


def _lab_boards() -> tuple:
    from ...core.registry import games
    ids = dict.fromkeys(b for g in games() for b in g.boards)
    return tuple(b for b in ids if lab_board(b) is not None)


#: The boards the lab offers: every board of a registered game whose family shows it in the
#: lab (route boards and the Trans grids), in the registry's order.
LAB_BOARDS = _lab_boards()
#: The seed of that bot game.
BOT_SEED = 1


def board_name(board_id: str, lang: str) -> str:
    """The board's name as its family gives it (``name(lang)``: the shipped families' from the
    lab catalogue, ``board-name-<id>``), else its id."""
    lb = lab_board(board_id)
    return lb.name(lang) if lb is not None else board_id


def _board(board_id: str):
    return lab_board(board_id).board


def _base_graph(board_id: str) -> nx.MultiGraph:
    return lab_board(board_id).graph


@functools.lru_cache(maxsize=8)
def bot_network(board_id: str, seed: int = BOT_SEED) -> tuple:
    """Seat 0's routes (route boards: at the end of a seeded game of bots; Trans grids: its
    network at the end of the bots' first round) as a tuple of edge keys; empty when no game can be
    played on the board (the board's family plays it: ``lab_board(...).bot_network``)."""
    try:
        return tuple(lab_board(board_id).bot_network(seed))
    except Exception:  # noqa: BLE001 - a board without a playable game offers no network
        return ()


def _induced(G: nx.MultiGraph, nodes) -> nx.MultiGraph:
    """The subgraph on ``nodes``, in ``G``'s node and edge order."""
    keep = set(nodes)
    H = nx.MultiGraph(**G.graph)
    H.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in keep)
    H.add_edges_from((u, v, k, d) for u, v, k, d in G.edges(keys=True, data=True)
                     if u in keep and v in keep)
    return H


def _edge_graph(G: nx.MultiGraph, keys) -> nx.MultiGraph:
    """The subgraph of the edges with these keys (and their ends), in ``G``'s order."""
    keep = set(keys)
    edges = [(u, v, k, d) for u, v, k, d in G.edges(keys=True, data=True) if k in keep]
    ends = {n for u, v, _, _ in edges for n in (u, v)}
    H = nx.MultiGraph(**G.graph)
    H.add_nodes_from((n, d) for n, d in G.nodes(data=True) if n in ends)
    H.add_edges_from(edges)
    return H

