"""Room shared by what matters on the game screen (issue 21).

With a crowded table, the rack gives up room before the table's tiles shrink:
its tiles drop towards the Normal size's (never below), one size at a time, until
the table's tiles, packed, are as big as an empty table's at the chosen size.
Pure arithmetic on the screen's geometry; the scene applies it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rummikub_desktop.persistence.settings import TileSize
from rummikub_desktop.table import DEFAULT_COLUMNS, TableLayout
from rummikub_desktop.widgets.geometry import (
    RACK_ROWS,
    USUAL_LEAST,
    GameLayout,
    Least,
    TableGeometry,
    packed_tile_height,
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
) -> GameLayout:
    """The screen's regions for ``table``: the chosen rack while the table's tiles
    (packed if they must be) stay as big as an empty table's; else the first smaller
    rack with which they do, or the Normal size's rack (the biggest table tiles).
    ``finish`` adds what the scene lays over the regions (the rules line);
    ``least``: the rows and columns the table shows at least; ``rack_rows``: the rack's."""
    best: tuple[int, GameLayout] | None = None
    empty = 0
    for rack_scale in rack_scales(tile_scale):
        layout = finish(GameLayout.for_size(size, tile_scale, rack_scale, rack_rows))
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
        if best is None or height > best[0]:
            best = (height, layout)
    assert best is not None
    return best[1]


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
