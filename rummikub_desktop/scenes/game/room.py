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
from rummikub_desktop.session import GameController, Phase, Speed
from rummikub_desktop.table import DEFAULT_COLUMNS, RackLayout, TableLayout, packed_layout
from rummikub_desktop.widgets.geometry import (
    RACK_ROWS,
    USUAL_LEAST,
    GameLayout,
    Least,
    RackGeometry,
    TableGeometry,
    laid_packing,
    laid_tile_height,
    packed_tile_height,
    rack_tile_height,
    table_grids,
)

STILL_SHARE = 0.75
"""In the person's turn the table's tiles may shrink to this share of their size
(the sets keeping their rows and places) before the table is laid out again."""


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


class RackSlots:
    """The slots the rack is drawn with, only ever counted up within a round and a
    layout: a tile that leaves never makes the others re-flow (bigger tiles in fewer
    slots)."""

    def __init__(self) -> None:
        self.key: object = None
        """The round and the layout they are counted for."""
        self.counted = 0

    def count(self, key: object, rack: RackLayout | None) -> int:
        """The slots to draw ``rack`` with, for the round and layout ``key``."""
        if key != self.key:
            self.key, self.counted = key, 0
        self.counted = max(rack_slots(rack), self.counted)
        return self.counted


Easing = tuple[float, tuple[tuple[int, int, int], ...], tuple[int, int]]
"""When a re-pack or a zoom began, where each moving tile was drawn, and how big."""


def easing(
    speed: Speed,
    clock: float,
    table: TableLayout,
    drawn: TableLayout | None,
    after: TableLayout,
    before: TableGeometry,
    now: TableGeometry,
) -> Easing | None:
    """The glide of a table packed or zoomed at ``clock``: its tiles travel from where
    they were drawn (never a jump; see :func:`glide_starts`); None at the Instant
    speed, or where no tile's place on screen changes."""
    if speed is Speed.INSTANT:
        return None
    starts = glide_starts(table, drawn, after, before, now)
    return (clock, starts, before.tile_size) if starts else None


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


class StillTable:
    """In the person's turn, a table that stays still: once the turn has begun, the
    screen's regions are not chosen again and the sets are not packed again while the
    table as laid still fits its table's room at tiles at least :data:`STILL_SHARE` of
    the turn's size (the grid zooms, the sets keep their rows and places). The rack
    giving up its empty row at one drop and taking it back at the next made every set
    jump a row, five drops in a row at 1366x768. Only a table that needs more room
    than that, a new window size or new sizes make the screen lay it out again."""

    def __init__(self) -> None:
        self.turn: tuple[int, int] | None = None
        """The person's turn going on (None: not the person's turn)."""
        self.tile_h = 0
        """The table tiles' height when the turn began, or when the table was last
        laid out again in it."""

    def follow(self, controller: GameController, grid: TableGeometry | None) -> None:
        """Note whose turn it is now, at every frame, and the tiles' size ``grid`` has
        as the person's turn begins (its first room is made as ever)."""
        match = controller.match
        turn = (match.round_number, match.round.turn)
        if controller.phase is not Phase.HUMAN_TURN or grid is None:
            self.turn = None
        elif turn != self.turn:
            self.turn, self.tile_h = turn, grid.tile_size[1]

    def laid_out(self, grid: TableGeometry) -> None:
        """The table was laid out again in the person's turn: its tiles' size now."""
        if self.turn is not None:
            self.tile_h = grid.tile_size[1]

    def keeps(self, shown: GameLayout, fresh: GameLayout, table: TableLayout, least: Least) -> bool:
        """True when the regions ``shown`` stay, though ``fresh`` ones would be chosen
        for ``table`` (and no set is packed again): in the person's turn, for the same
        window and sizes (the two differ at most in the room the rack and the table
        share), the sets as laid fitting the shown table with tiles big enough."""
        if self.turn is None:
            return False
        same_window = (
            shown.screen == fresh.screen
            and shown.tile_scale == fresh.tile_scale
            and shown.top_bar == fresh.top_bar
            and shown.side == fresh.side
            and shown.rules_line == fresh.rules_line
            and shown.table.top == fresh.table.top
        )
        if not same_window:
            return False
        height = laid_tile_height(table, shown.table, shown.tile_scale, least)
        return height >= STILL_SHARE * self.tile_h

    def room(
        self, controller: GameController, shown: GameLayout, fresh: GameLayout, least: Least
    ) -> bool:
        """Give ``controller``'s table its room without moving a set, where it
        :meth:`keeps` the regions ``shown``: the table's grid widened to the biggest
        grid where the sets fit as laid, where that is wider or taller (no set moves,
        the tiles glide in size).
        False where the screen must lay the table out as ever."""
        table = controller.table
        if not self.keeps(shown, fresh, table, least):
            return False
        packing = laid_packing(table, shown.table, shown.tile_scale, least)
        if packing is not None and (packing.columns > table.columns or packing.rows > table.rows):
            controller.lay_out_table(packed_layout(table, packing))
        return True

    def layout(
        self, shown: GameLayout | None, fresh: GameLayout, table: TableLayout, least: Least
    ) -> GameLayout:
        """The regions to build: ``shown`` where they stay (see :meth:`keeps`), else ``fresh``."""
        if shown is not None and self.keeps(shown, fresh, table, least):
            return shown
        return fresh
