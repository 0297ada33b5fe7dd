"""The puzzle kinds, learnt from the game families: each family publishes its kinds as
``PUZZLE_KINDS`` (kind -> the games it is asked on, and for a kind that is not one of this
package's own, the ``"module:attribute"`` of its handler). The puzzle package asks
:func:`handler` for such a kind instead of naming it (``fewest_rails`` is the Trans family's:
:mod:`.rails`)."""
from __future__ import annotations

import functools

__all__ = ["kinds", "kind_games", "handler"]


@functools.lru_cache(maxsize=1)
def _table() -> dict:
    from ..core.family import families
    out: dict = {}
    for fam in families():
        for kind, spec in getattr(fam, "PUZZLE_KINDS", {}).items():
            out[kind] = spec
    return out


def kinds() -> tuple:
    """Every puzzle kind, in the families' order (the spec's order)."""
    return tuple(_table())


def kind_games() -> dict:
    """kind -> the games it is asked on."""
    return {k: tuple(spec["games"]) for k, spec in _table().items()}


@functools.lru_cache(maxsize=None)
def handler(kind):
    """The handler of a kind a family brings (its ``PUZZLE_KINDS[kind]["handler"]``), else
    None (one of this package's own kinds, or no kind at all)."""
    from ..core.family import resolve
    spec = _table().get(kind) if isinstance(kind, str) else None
    ref = spec.get("handler") if spec else None
    return resolve(ref) if ref else None
