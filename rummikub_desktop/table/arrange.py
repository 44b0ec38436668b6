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
    # An old set that a new one keeps whole, in one block, gives it those very tiles
    # (with two tiles of one face on the table, the other copy would move instead).
    blocks = _whole_blocks(old, pending, unmatched)
    for tile_ids in blocks.values():
        for tile_id in tile_ids.values():
            freed[faces[tile_id]].remove(tile_id)
    for index, tiles in enumerate(pending):
        new_set: list[int] = []
        kept_ids = blocks.get(index, {})
        for position, tile in enumerate(tiles):
            if position in kept_ids:
                new_set.append(kept_ids[position])
            elif freed[tile]:
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
            near = _kept_in_place(best, ids)
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


def _kept_in_place(old: TableSet, ids: Sequence[int]) -> Cell:
    """Where a changed set should start so that the tiles of ``old`` it keeps in one
    block stay in their cells (tiles added before them go to their left): a set only
    added to is then shown as tiles added, not as every tile moved."""
    first = old.ids[0]
    offset = list(ids).index(first) if first in ids else 0
    block = tuple(ids[offset : offset + len(old.ids)])
    if block == tuple(old.ids) and offset <= old.start.col:
        return old.start.shifted(-offset)
    return old.start


def _whole_blocks(
    old: TableLayout, pending: Sequence[tuple[Tile, ...]], unmatched: Sequence[TableSet]
) -> dict[int, dict[int, int]]:
    """For each new set (by index) that holds an old set whole as one block: that old
    set's tile ids by their positions in the new set (each old set given once)."""
    blocks: dict[int, dict[int, int]] = {}
    taken: set[int] = set()
    for index, tiles in enumerate(pending):
        for number, table_set in enumerate(unmatched):
            laid = old.set_faces(table_set)
            if number in taken or len(laid) >= len(tiles):
                continue
            offsets = [
                start
                for start in range(len(tiles) - len(laid) + 1)
                if tuple(tiles[start : start + len(laid)]) == tuple(laid)
            ]
            if offsets:
                taken.add(number)
                blocks[index] = {offsets[0] + i: tile_id for i, tile_id in enumerate(table_set.ids)}
                break
    return blocks
