"""Room shared by what matters on the game screen (issue 21), and :class:`Room`, the
screen's part that owns it.

With a crowded table, the rack gives up room before the table's tiles shrink:
its tiles drop towards the Normal size's (never below), one size at a time, until
the table's tiles, packed, are as big as an empty table's at the chosen size.
The functions are pure arithmetic on the screen's geometry; :class:`Room` applies
them: the screen's regions, the table's and the rack's grids, the packing of a
crowded table and the glide of its sets to their new places.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pygame

from rummikub_desktop.persistence.settings import TileSize
from rummikub_desktop.session import GameController, Phase, Speed
from rummikub_desktop.table import DEFAULT_COLUMNS, RackLayout, TableLayout
from rummikub_desktop.table.packing import Packing, packed_layout
from rummikub_desktop.widgets.geometry import (
    RACK_ROWS,
    USUAL_LEAST,
    GameLayout,
    Least,
    RackGeometry,
    TableGeometry,
    laid_packing,
    packed_tile_height,
    packing_for_room,
    rack_tile_height,
    table_geometry,
    table_grids,
)
from rummikub_desktop.widgets.players_panel import PlayersPanel
from rummikub_desktop.widgets.status_bar import StatusBar

from .context import ScreenContext
from .frame import GameFrame
from .overlay_stack import OverlayStack
from .table_input import Board

REPACK_SECONDS = 0.4
"""How long the table's sets take to travel to their packed places."""
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
        return self._still_fit(shown, fresh, table, least) is not None

    def _still_fit(
        self, shown: GameLayout, fresh: GameLayout, table: TableLayout, least: Least
    ) -> Packing | None:
        """Where :meth:`keeps` holds, the packing that fits the sets as laid (no set
        moves) in the biggest grid of the shown table; else None."""
        if self.turn is None:
            return None
        same_window = (
            shown.screen == fresh.screen
            and shown.tile_scale == fresh.tile_scale
            and shown.top_bar == fresh.top_bar
            and shown.side == fresh.side
            and shown.rules_line == fresh.rules_line
            and shown.table.top == fresh.table.top
        )
        if not same_window:
            return None
        found = laid_packing(table, shown.table, shown.tile_scale, least)
        if found is None or found[0] < STILL_SHARE * self.tile_h:
            return None
        return found[1]

    def room(
        self, controller: GameController, shown: GameLayout, fresh: GameLayout, least: Least
    ) -> bool:
        """Give ``controller``'s table its room without moving a set, where it
        :meth:`keeps` the regions ``shown``: the table's grid widened to the biggest
        grid where the sets fit as laid, where that is wider or taller (no set moves,
        the tiles glide in size). False where the screen must lay the table out as ever."""
        table = controller.table
        packing = self._still_fit(shown, fresh, table, least)
        if packing is None:
            return False
        if packing.columns > table.columns or packing.rows > table.rows:
            controller.lay_out_table(packed_layout(table, packing))
        return True


class Room:
    """The game screen's room: its regions (:attr:`layout`), the table's and the
    rack's grids as drawn, the board the input measures, the packing of a crowded
    table and the glide of its sets to their new places.

    Args:
        context: the screen's context (the game, the window's size and tile scale,
            the use's rows of the table and the rack, the clock for the glide).
        status_bar: measures the rules line under the top bar.
        players_panel: where each seat's entry is (tiles fly from there).
        overlays: the screen's overlays (a lesson's part of the table's top, its rows).
        busy: True while a question is open (the table then keeps its room).
        rebuild: builds the screen's widgets again (the regions changed).
    """

    def __init__(
        self,
        context: ScreenContext,
        *,
        status_bar: StatusBar,
        players_panel: PlayersPanel,
        overlays: OverlayStack,
        busy: Callable[[], bool],
        rebuild: Callable[[], None],
    ) -> None:
        self._context = context
        self._game = context.game
        self._options = context.options
        self._clock = context.clock
        self._status_bar = status_bar
        self._players_panel = players_panel
        self._overlays = overlays
        self._busy = busy
        self._rebuild = rebuild
        self._taken: dict[tuple[int, ...], pygame.Rect] = {}
        self._rack_slots: tuple[object, int] = (None, 0)
        """The rack's slots counted this round (see rack_geometry)."""
        self._easing: tuple[float, tuple[tuple[int, int, int], ...], tuple[int, int]] | None = None
        """When a re-pack began, where its tiles were drawn and how big (see _ease_from)."""
        self._roomed: TableLayout | None = None
        """The table last given its room (see make_room)."""
        self._roomed_grid: TableGeometry | None = None
        """Its grid: where its tiles are drawn until the table changes."""
        self._board: tuple[tuple[object, ...], int, Board] | None = None
        self.still = StillTable()
        """In the person's turn, the table stays still while it fits (see StillTable)."""
        self.held = False
        """An overlay holds the game's clock (the glide waits too)."""
        self.rack_page = 0
        """The rack's page shown, where its slots take more than one (only the player
        turns it: :meth:`show_rack_page`)."""
        self.layout = self.make_layout()
        """The screen's regions now."""

    def make_layout(self) -> GameLayout:
        """The screen's regions for the window at the Tile size setting, with the rules
        line when the game's rule options are not all the official ones."""
        controller = self._game()
        rules = controller.rules
        self._taken = {}

        def with_rules(layout: GameLayout) -> GameLayout:
            rules_height = self._status_bar.rules_height(rules, layout.table.width)
            layout = layout.with_rules_line(rules_height)
            # The use's part of the table's top (the tutorial's speech strip).
            top = self._overlays.table_top(layout.table)
            if not top:
                return layout
            table = layout.table
            rest = pygame.Rect(table.left, table.top + top, table.width, table.height - top)
            self._taken[tuple(rest)] = pygame.Rect(table.left, table.top, table.width, top)
            return replace(layout, table=rest)

        app = self._context.app
        return shared_layout(
            app.screen.get_size(),
            app.tile_scale,
            controller.table,
            with_rules,
            least=self.least,
            rack_rows=self._options.rack_rows,
            rack_slots=rack_slots(controller.rack),
        )

    def chosen_layout(self) -> GameLayout:
        """The regions to build now: the ones shown, where the person's turn keeps them
        (see :class:`StillTable`), else :meth:`make_layout`'s."""
        fresh = self.make_layout()
        if self.still.keeps(self.layout, fresh, self._game().table, self.least):
            return self.layout
        return fresh

    def taken_top(self) -> pygame.Rect:
        """The part of the table's top an overlay asked for (no height: none)."""
        table = self.layout.table
        return self._taken.get(tuple(table), pygame.Rect(table.left, table.top, table.width, 0))

    @property
    def least(self) -> Least:
        """The table's least rows and columns: an overlay's now (a lesson's), else the use's."""
        found = self._overlays.table_least()
        return found if found is not None else Least(rows=self._options.table_rows)

    def table_geometry(self) -> TableGeometry:
        """The table grid as drawn now (while a hint shows its places, the grid of
        the table as its play will lay it: every place in sight, none moving after)."""
        table = self._overlays.hints.drawn_table() or self._game().table
        return table_geometry(table, self.layout.table, self.layout.tile_scale, self.least)

    def rack_geometry(self) -> RackGeometry:
        """The rack's rows as drawn now."""
        controller = self._game()
        # The slots are only ever counted up within a round: a tile that leaves never
        # makes the others re-flow (bigger tiles in fewer slots).
        key = (controller.match.round_number, self.layout)
        if self._rack_slots[0] != key:
            kept = self._rack_slots[0]
            if not isinstance(kept, tuple) or kept[0] != key[0]:
                self.rack_page = 0  # A new round's rack shows its first page.
            self._rack_slots = (key, 0)
        slots = max(rack_slots(controller.rack), self._rack_slots[1])
        self._rack_slots = (key, slots)
        return RackGeometry.fit(
            self.layout.rack,
            slots,
            self.layout.screen.height,
            self.layout.rack_scale,
            page=self.rack_page,
        )

    def show_rack_page(self, page: int) -> None:
        """Show the rack's ``page`` (kept inside its pages)."""
        pages = self.rack_geometry().pages
        self.rack_page = max(0, min(page, pages - 1))

    def make_room(self) -> None:
        """A table (or a rack's count) that changed gets its room: the rack gives up
        room to a crowded table (or takes it back), and sets that no longer fit at the
        tile size are packed (see :func:`shared_layout` and :func:`packing_for_room`)."""
        controller = self._game()
        table, slots = controller.table, rack_slots(controller.rack)
        self.still.follow(controller, self._roomed_grid)
        roomed = table is self._roomed and slots <= self._rack_slots[1]
        if roomed or self._busy() or self._overlays.hints.holds_table():
            return
        # Where the tiles were drawn before the table changed (a rebuild for a new
        # rack changes the table's region too).
        before = self._roomed_grid or self.table_geometry()
        fresh = self.make_layout()
        # The person's turn: no set moves while the table as laid fits (see StillTable).
        still = self.still.room(controller, self.layout, fresh, self.least)
        if not still and fresh != self.layout:
            self._rebuild()
        packing = None
        if not still:
            packing = packing_for_room(
                table,
                self.layout.table,
                self.layout.tile_scale,
                controller.turn_view.laid_ids,
                least=self.least,
            )
        if packing is not None:
            controller.lay_out_table(packed_layout(table, packing))
            self._ease_from(table, before)
        elif before.tile_size != self.table_geometry().tile_size:
            # The table zoomed (no packing): its tiles glide to their new size too.
            self._ease_from(table, before)
        self._roomed = controller.table
        self._roomed_grid = self.table_geometry()
        if not still:
            self.still.laid_out(self._roomed_grid)

    def _ease_from(self, table: TableLayout, before: TableGeometry) -> None:
        """The packed sets travel from where they were drawn (never a jump)."""
        controller = self._game()
        if controller.speed is Speed.INSTANT:
            self._easing = None
            return
        now, after = self.table_geometry(), controller.table
        starts = glide_starts(table, self._roomed, after, before, now)
        self._easing = (self._clock(), starts, before.tile_size) if starts else None

    @property
    def gliding(self) -> bool:
        """True while the table's sets glide to their new places (and time runs)."""
        return self._easing is not None and not self.held

    def glide(self, frame: GameFrame) -> GameFrame:
        """``frame`` with the sets on their way to their packed places, while they are."""
        if self._easing is None:
            return frame
        began, starts, size = self._easing
        progress = (self._clock() - began) / REPACK_SECONDS
        if progress >= 1.0:
            self._easing = None
            return frame
        picture = replace(frame.picture, easing=starts, easing_progress=progress, easing_size=size)
        return replace(frame, picture=picture)

    def board(self) -> Board:
        """The screen as input sees it now (measured again only when the table, the
        rack, the turn or the layout changed)."""
        controller = self._game()
        sources = (
            self.layout,
            controller.table,
            self._overlays.hints.drawn_table(),
            controller.rack,
            controller.phase is Phase.HUMAN_TURN,
            (controller.phase is Phase.HANDOVER),
        )
        kept = self._board
        stale = kept is None or any(a is not b for a, b in zip(kept[0], sources, strict=True))
        if stale or kept is None or kept[1] != self.rack_page:
            board = Board(
                self.layout.table,
                self.layout.rack,
                self.table_geometry(),
                self.rack_geometry(),
                controller.table,
                controller.rack,
                controller.phase is Phase.HUMAN_TURN,
                (controller.phase is Phase.HANDOVER),
            )
            kept = self._board = (sources, self.rack_page, board)
        return kept[2]

    def rack_origins(self) -> tuple[tuple[int, int], ...]:
        """Where each seat's tiles fly from: its players panel entry."""
        seats = range(len(self._game().seats))
        side = self.layout.side
        return tuple(self._players_panel.entry_rect(side, s).topleft for s in seats)
