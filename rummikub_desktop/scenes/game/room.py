"""Room shared by what matters on the game screen (issue 21).

With a crowded table, the rack gives up room before the table's tiles shrink:
its tiles drop towards the Normal size's (never below), one size at a time, until
the table's tiles, packed, are as big as an empty table's at the chosen size.
Pure arithmetic on the screen's geometry; the scene applies it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from rummikub_desktop.persistence.settings import TileSize
from rummikub_desktop.table import DEFAULT_COLUMNS, RackLayout, TableLayout
from rummikub_desktop.widgets.geometry import (
    RACK_ROWS,
    USUAL_LEAST,
    GameLayout,
    Least,
    RackGeometry,
    TableGeometry,
    packed_tile_height,
    rack_tile_height,
    table_grids,
)


def rack_scales(tile_scale: float) -> list[float]:
    """The rack's tile scales to try, from the Tile size setting's down to Normal's."""
    smaller = sorted({size.scale for size in TileSize if size.scale < tile_scale}, reverse=True)
    return [tile_scale, *smaller]


def shared_layout(
    size: tuple[int, int],
    tile_scale: float,
    table: TableLayout,
    finish: Callable[[GameLayout], GameLayout] = lambda layout: layout,
    least: Least = USUAL_LEAST,
    rack_rows: int = RACK_ROWS,
    rack_slots: int = 0,
) -> GameLayout:
    """The screen's regions for ``table``: the chosen rack while the table's tiles
    (packed if they must be) stay as big as an empty table's; else the first smaller
    rack with which they do, or the one with which they are biggest. A rack whose
    ``rack_slots`` fit in one row first gives up its empty rows where that is enough
    (its tiles keep their size: 1366x728, Largest, a crowded table: 110 px rack
    tiles on one row rather than 83 px on two), then its tiles' size; where nothing
    is enough, only where its row is worth it (see _worth_a_row).
    ``finish`` adds what the scene lays over the regions (the rules line);
    ``least``: the rows and columns the table shows at least; ``rack_rows``: the rack's."""
    best: tuple[int, GameLayout] | None = None
    one_row: tuple[int, GameLayout] | None = None
    empty = 0
    for rack_scale, rows in _racks(size, tile_scale, rack_rows, rack_slots):
        layout = finish(GameLayout.for_size(size, tile_scale, rack_scale, rows))
        if not table.ids:
            return layout
        if not empty:
            # The reference: a fresh table's sixteen columns (at the usual size).
            fresh = round(DEFAULT_COLUMNS / tile_scale)
            least_fresh = replace(least, cols=max(fresh, least.cols))
            grids = table_grids(layout.table, tile_scale, least_fresh)
            empty = grids[0][0] if grids else 0
        height = packed_tile_height(table, layout.table, tile_scale, least)
        if height >= empty:
            return layout
        kept = best if rows == rack_rows else one_row
        if kept is None or height > kept[0]:
            if rows == rack_rows:
                best = (height, layout)
            else:
                one_row = (height, layout)
    assert best is not None
    if one_row is not None and _worth_a_row(one_row, best):
        return one_row[1]
    return best[1]


def _worth_a_row(one_row: tuple[int, GameLayout], rows: tuple[int, GameLayout]) -> bool:
    """True when the rack on one row keeps bigger tiles than the best rack on its
    rows, the table's as big. Not for the table's tiles alone: the empty row is
    where the screen's words go when the table has no free place (at 800x600, a
    crowded table's tiles would gain 2 px and a refusal lose its room)."""
    (height, layout), (height_rows, layout_rows) = one_row, rows
    return layout.rack_scale > layout_rows.rack_scale and height >= height_rows


def _racks(
    size: tuple[int, int], tile_scale: float, rack_rows: int, slots: int
) -> Iterator[tuple[float, int]]:
    """The racks to try, the chosen first: (tile scale, rows), on one row too where
    ``slots`` fit in it with the tiles at that scale."""
    for rack_scale in rack_scales(tile_scale):
        yield rack_scale, rack_rows
        if rack_rows > 1 and slots:
            one = GameLayout.for_size(size, tile_scale, rack_scale, 1)
            fitted = RackGeometry.fit(one.rack, slots, one.screen.height, rack_scale)
            if fitted.tile_h == rack_tile_height(one.screen.height, rack_scale):
                yield rack_scale, 1


def rack_slots(rack: RackLayout | None) -> int:
    """The slots the rack shows: every one, the empty ones between tiles too, and
    one free at the end."""
    return (max(len(rack), len(rack.slots)) if rack is not None else 0) + 1


def glide_starts(
    table: TableLayout,
    drawn: TableLayout | None,
    after: TableLayout,
    before: TableGeometry,
    now: TableGeometry,
) -> tuple[tuple[int, int, int], ...]:
    """Where each tile whose place on screen changes starts its glide: the tiles of
    ``table`` (the table as it changed) laid out as ``after``, from where they were
    ``drawn`` on the grid ``before`` to their place on the grid ``now``; in size too
    when the packing changed the tiles' size (never a jump in size, then a glide).
    A tile just dropped was drawn under the pointer, not in a cell: it does not
    glide (from a cell of the grid before, it lay past the table's foot)."""
    # (An empty table drawn is falsy: "drawn or table" glided the tile dropped on it.)
    was = {i: c for i, c in (table if drawn is None else drawn) if table.cell_of(i) is not None}
    return tuple(
        (tile_id, *before.cell_rect(cell).topleft)
        for tile_id, cell in was.items()
        if before.cell_rect(cell) != now.cell_rect(after.cell_of(tile_id) or cell)
    )
