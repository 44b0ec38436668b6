"""Stable ids for the physical tiles of a box."""

from __future__ import annotations

from rummikub_desktop.engine import RuleSet, Tile, full_tile_set


def box_faces(rules: RuleSet) -> tuple[Tile, ...]:
    """The face of every tile id: id ``n`` is the ``n``-th tile of the box.

    Two red 7s have different ids, so each physical tile can be followed from
    rack to table. The order is the engine's :func:`full_tile_set`.
    """
    return tuple(full_tile_set(rules.tile_copies, rules.jokers))
