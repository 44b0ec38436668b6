"""Lay a new engine table out on the old layout, keeping what did not change.

When a computer (or a hint) proposes a whole new table as a list of sets of
faces, the screen must not reshuffle the table under the player's eyes: a set
the play did not change keeps its cells, and only changed or new sets are laid
again, into free space (near the set they came from when there is one).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from rummikub_desktop.engine import Tile

from .layout import Cell, TableLayout, TableSet


@dataclass(frozen=True, slots=True)
class TileMove:
    """One tile travelling to the table.

    Attributes:
        tile_id: the tile.
        source: the cell it came from, or None when it came from the rack.
        target: the cell it ends in.
    """

    tile_id: int
    source: Cell | None
    target: Cell


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A new table laid out.

    Attributes:
        layout: the table after the play.
        moves: the tiles that travel, set by set, left to right.
        placed: the ids that came from the rack.
        kept: the sets that did not change (same cells as before).
    """

    layout: TableLayout
    moves: tuple[TileMove, ...]
    placed: tuple[int, ...]
    kept: tuple[TableSet, ...]


def arrange_table(
    old: TableLayout, new_sets: Sequence[Sequence[Tile]], rack_ids: Sequence[int]
) -> Arrangement:
    """Lay ``new_sets`` out, starting from ``old`` and the mover's ``rack_ids``.

    Every tile of ``old`` must appear in ``new_sets`` (table tiles stay on the
    table); the rest come from ``rack_ids``.

    Raises:
        ValueError: when ``new_sets`` needs a tile that is neither on the old
            table nor on the rack, or leaves out a tile of the old table.
    """
    faces = old.faces
    unmatched: list[TableSet] = list(old.sets())
    kept: list[TableSet] = []
    pending: list[tuple[Tile, ...]] = []
    for tiles in new_sets:
        tiles = tuple(tiles)
        if not tiles:
            continue
        match = next((s for s in unmatched if old.set_faces(s) == tiles), None)
        if match is None:
            pending.append(tiles)
        else:
            unmatched.remove(match)
            kept.append(match)
    freed: dict[Tile, list[int]] = defaultdict(list)
    for table_set in unmatched:
        for tile_id in table_set.ids:
            freed[faces[tile_id]].append(tile_id)
    on_rack: dict[Tile, list[int]] = defaultdict(list)
    for tile_id in rack_ids:
        on_rack[faces[tile_id]].append(tile_id)

    freed_ids = [tile_id for s in unmatched for tile_id in s.ids]
    layout = old._replaced(freed_ids)
    placed: list[int] = []
    laid_sets: list[tuple[int, ...]] = []
    for tiles in pending:
        new_set: list[int] = []
        for tile in tiles:
            if freed[tile]:
                new_set.append(freed[tile].pop(0))
            elif on_rack[tile]:
                tile_id = on_rack[tile].pop(0)
                new_set.append(tile_id)
                placed.append(tile_id)
            else:
                raise ValueError(f"{tile.title} is neither on the table nor on the rack")
        laid_sets.append(tuple(new_set))
    left_over = [tile_id for ids in freed.values() for tile_id in ids]
    if left_over:
        raise ValueError("the new table leaves out tiles that were on the table")
    for ids in laid_sets:
        # Near the old set that gave it the most tiles, so a changed set stays put.
        sources = [s for s in unmatched if set(s.ids) & set(ids)]
        near = None
        if sources:
            best = max(sources, key=lambda s: len(set(s.ids) & set(ids)))
            near = best.start
        layout = layout.with_set_added(ids, near)
    moves = []
    for ids in laid_sets:
        for tile_id in ids:
            source = old.cell_of(tile_id)
            target = layout.cell_of(tile_id)
            assert target is not None
            if source != target:
                moves.append(TileMove(tile_id, source, target))
    return Arrangement(layout, tuple(moves), tuple(placed), tuple(kept))
