"""Where things go on the game screen, for any window size.

Pure arithmetic on rectangles: the screen's regions (:class:`GameLayout`),
the table grid scaled to fit its region (:class:`TableGeometry`) and the rack's
rows (:class:`RackGeometry`). Drawing and hit-testing use the same numbers.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from rummikub_desktop.table import Cell, TableLayout, TableSet
from rummikub_desktop.table.packing import GAP, Packing, pack_sets
from rummikub_desktop.ui.tile_art import ASPECT

TOP_BAR = 64
SIDE_PANEL = 250
MARGIN = 8
RACK_TILE_HEIGHT = 84
RACK_GAP = 6
ROUNDING = 1e-6
"""Keeps a tile whose width is exactly half a pixel over from rounding up."""
MAX_TABLE_TILE_HEIGHT = 84
# Space between rows of the table (room for the set outlines).
ROW_GAP = 16
COL_GAP = 2
EDGE = 10
SMALLEST_WINDOW = (640, 480)
"""The layout of a smaller window is this one's (the rest is cut off)."""
WIDE_WINDOW = 1000
NARROW_SIDE_PANEL = 230
"""Windows narrower than WIDE_WINDOW get the narrow side panel."""
SMALLEST_RACK_TILE = 48
RACK_TILE_SHARE = 8
"""Rack tiles are an eighth of the room under the top bar high, at least 48 (before
the Tile size setting) and at most RACK_TILE_HEIGHT."""
SMALLEST_TABLE_TILE = (8, 12)
"""The smallest a table tile gets when the table zooms out (width, height)."""
SMALLEST_FREE_BAND = 56
"""The least room under the grid that a notice can use."""
LAST_BAND = 60
"""The band at the table's bottom a notice uses when no row is free."""
RACK_ROWS = 2
"""The rack's rows of tiles (a real rack has two)."""
SMALLEST_RACK_FIT = SMALLEST_RACK_TILE
RACK_SHRINK_STEP = 4
"""Rack tiles shrink by this until the slots fit, but not below SMALLEST_RACK_FIT: at
800x600 with 30 tiles they fell to 39 px on three rows (issue 44); a rack that holds
more at 48 px shows them a page at a time (:class:`RackGeometry`)."""
PAGE_ARROW_WIDTH = 76
"""The width of a paged rack's arrows, at each end of the rack, its whole height: their
words whole at the least a player reads ("more" at the Largest text: 69 px)."""


@dataclass(frozen=True, slots=True)
class GameLayout:
    """The regions of the game screen."""

    screen: pygame.Rect
    top_bar: pygame.Rect
    table: pygame.Rect
    rack: pygame.Rect
    side: pygame.Rect
    tile_scale: float = 1.0
    rack_scale: float = 1.0
    """The rack tiles' scale: the Tile size setting's, or less when the table is
    crowded (never less than the Normal size's, 1.0)."""
    rules_line: pygame.Rect | None = None
    """Under the top bar, over the table: the rule options that differ from the
    official ones (None when they do not)."""

    @classmethod
    def for_size(
        cls,
        size: tuple[int, int],
        tile_scale: float = 1.0,
        rack_scale: float | None = None,
        rack_rows: int = RACK_ROWS,
    ) -> GameLayout:
        """The regions for a window of ``size`` with tiles ``tile_scale`` times the
        usual size (the Tile size setting); the rack's tiles ``rack_scale`` times it
        when given (a crowded table takes the room of bigger rack tiles), on
        ``rack_rows`` rows (the tutorial's few tiles: one, the table takes the rest).

        The table and the rack get their room first: the side panel has the same
        width whatever the Text size setting, and bigger words wrap inside it, so
        bigger words never make the tiles smaller.
        """
        width, height = max(SMALLEST_WINDOW[0], size[0]), max(SMALLEST_WINDOW[1], size[1])
        side_width = SIDE_PANEL if width >= WIDE_WINDOW else NARROW_SIDE_PANEL
        rack_tile = rack_tile_height(height, tile_scale if rack_scale is None else rack_scale)
        rack_height = rack_rows * rack_tile + (rack_rows - 1) * RACK_GAP + 2 * MARGIN
        main_width = width - side_width - 2 * MARGIN
        rack = pygame.Rect(MARGIN, height - rack_height - MARGIN, main_width, rack_height)
        table = pygame.Rect(MARGIN, TOP_BAR + MARGIN, main_width, rack.top - TOP_BAR - 2 * MARGIN)
        side = pygame.Rect(width - side_width, TOP_BAR, side_width, height - TOP_BAR)
        return cls(
            pygame.Rect(0, 0, width, height),
            pygame.Rect(0, 0, width, TOP_BAR),
            table,
            rack,
            side,
            tile_scale,
            rack_scale=tile_scale if rack_scale is None else rack_scale,
        )

    @property
    def table_tile_height(self) -> int:
        """The tallest a table tile is drawn at the Tile size setting."""
        return round(MAX_TABLE_TILE_HEIGHT * self.tile_scale)

    def with_rules_line(self, height: int) -> GameLayout:
        """The layout with a line ``height`` high under the top bar, beside the
        side panel: the table gives up the room, so the line never covers a tile
        or a button. No line for a height of 0."""
        if height <= 0:
            return self
        line = pygame.Rect(self.table.left, self.top_bar.bottom, self.table.width, height)
        table = pygame.Rect(
            self.table.left, self.table.top + height, self.table.width, self.table.height - height
        )
        return replace(self, table=table, rules_line=line)


def rack_tile_height(window_height: int, tile_scale: float = 1.0) -> int:
    """Rack tiles are big: 84 px at 800 px high (less on small windows), times the
    Tile size setting's scale."""
    usual = max(
        SMALLEST_RACK_TILE, min(RACK_TILE_HEIGHT, (window_height - TOP_BAR) // RACK_TILE_SHARE)
    )
    return round(usual * tile_scale)


@dataclass(frozen=True, slots=True)
class TableGeometry:
    """The table grid fitted into its region: every cell visible, never scrolled."""

    area: pygame.Rect
    columns: int
    rows: int
    tile_w: int
    tile_h: int
    origin: tuple[int, int]

    @classmethod
    def fit(
        cls,
        area: pygame.Rect,
        columns: int,
        rows: int,
        *,
        tile_height: int = MAX_TABLE_TILE_HEIGHT,
        needed: tuple[int, int] | None = None,
    ) -> TableGeometry:
        """The grid of a ``columns`` x ``rows`` table, tiles at most ``tile_height`` tall.

        ``needed`` (columns, rows) is the part of the grid that must show: the sets
        on the table and room around them. The tiles keep ``tile_height`` while that
        part fits and the table zooms out only when it does not; beyond it, as much
        of the grid shows as fits. None needs the whole grid (every cell visible).
        """
        columns = max(1, columns)
        rows = max(1, rows)
        need_cols, need_rows = needed if needed is not None else (columns, rows)
        need_cols = max(1, min(columns, need_cols))
        need_rows = max(1, min(rows, need_rows))
        # Leave room for the set outlines and icons at the edges.
        # The tallest tile whose width (rounded, as drawn) fits: the same tiles
        # as table_grids gives for these columns (never a pixel less).
        widest = math.floor((area.width - 2 * EDGE) / need_cols - COL_GAP)
        by_width = (widest + 0.5) * ASPECT - ROUNDING
        by_height = (area.height - EDGE) / need_rows - ROW_GAP
        smallest_w, smallest_h = SMALLEST_TABLE_TILE
        tile_h = int(max(smallest_h, min(tile_height, by_width, by_height)))
        tile_w = max(smallest_w, round(tile_h / ASPECT))
        room_cols = int((area.width - 2 * EDGE) // (tile_w + COL_GAP))
        room_rows = int((area.height - EDGE) // (tile_h + ROW_GAP))
        shown_cols = min(columns, max(need_cols, room_cols))
        shown_rows = min(rows, max(need_rows, room_rows))
        grid_w = shown_cols * (tile_w + COL_GAP)
        grid_h = shown_rows * (tile_h + ROW_GAP)
        origin = (area.left + max(0, (area.width - grid_w) // 2), area.top + ROW_GAP // 2)
        if grid_h < area.height:
            origin = (origin[0], area.top + max(ROW_GAP // 2, (area.height - grid_h) // 2))
        return cls(area, shown_cols, shown_rows, tile_w, tile_h, origin)

    @property
    def step(self) -> tuple[int, int]:
        """The distance between neighbouring cells."""
        return self.tile_w + COL_GAP, self.tile_h + ROW_GAP

    @property
    def tile_size(self) -> tuple[int, int]:
        """A table tile's size."""
        return self.tile_w, self.tile_h

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        """The tile rectangle of ``cell``."""
        step_x, step_y = self.step
        return pygame.Rect(
            self.origin[0] + cell.col * step_x,
            self.origin[1] + cell.row * step_y,
            self.tile_w,
            self.tile_h,
        )

    def cell_at(self, pos: tuple[float, float]) -> Cell | None:
        """The cell under a point, or None outside the grid."""
        step_x, step_y = self.step
        col = int((pos[0] - self.origin[0] + COL_GAP / 2) // step_x)
        row = int((pos[1] - self.origin[1] + ROW_GAP / 2) // step_y)
        if 0 <= col < self.columns and 0 <= row < self.rows:
            return Cell(col, row)
        return None

    def grid_rect(self) -> pygame.Rect:
        """The whole grid's rectangle."""
        step_x, step_y = self.step
        return pygame.Rect(
            self.origin[0] - COL_GAP,
            self.origin[1] - ROW_GAP // 2,
            self.columns * step_x + COL_GAP,
            self.rows * step_y,
        )

    def free_band(self, used_rows: set[int]) -> pygame.Rect:
        """Where a notice can go without hiding tiles: the space under the grid
        if there is room, else the lowest empty row (the table always keeps one)."""
        grid = self.grid_rect()
        below = self.area.bottom - grid.bottom
        if below >= SMALLEST_FREE_BAND:
            return pygame.Rect(self.area.left, grid.bottom, self.area.width, below)
        for row in reversed(range(self.rows)):
            if row not in used_rows:
                top = self.cell_rect(Cell(0, row)).top - ROW_GAP // 2
                return pygame.Rect(self.area.left, top, self.area.width, self.tile_h + ROW_GAP)
        return pygame.Rect(self.area.left, self.area.bottom - LAST_BAND, self.area.width, LAST_BAND)

    def span_rect(self, start: Cell, length: int) -> pygame.Rect:
        """The rectangle around ``length`` tiles from ``start``."""
        first = self.cell_rect(start)
        last = self.cell_rect(start.shifted(length - 1))
        return first.union(last)


@dataclass(frozen=True, slots=True)
class RackGeometry:
    """The rack's slots in rows of ``per_row``; ``rows`` rows fit in its area.

    A rack whose slots do not fit at the least size (:data:`SMALLEST_RACK_FIT`)
    shows them a page at a time: ``pages`` pages of :attr:`capacity` slots, page
    ``page`` shown between two arrows (:attr:`back_arrow`, :attr:`next_arrow`) at the
    rack's ends. The slots keep their places on every page: turning a page never
    moves a slot under the pointer, and only the player turns one.
    """

    area: pygame.Rect
    tile_w: int
    tile_h: int
    per_row: int
    rows: int = 2
    page: int = 0
    """The page shown (0: the first)."""
    pages: int = 1
    """How many pages the slots take (1: the rack is not paged)."""

    @classmethod
    def fit(
        cls,
        area: pygame.Rect,
        count: int,
        window_height: int,
        tile_scale: float = 1.0,
        page: int = 0,
    ) -> RackGeometry:
        """Big tiles (times the Tile size setting's scale) in up to two rows of slots;
        smaller ones only if ``count`` slots do not fit in two rows, never under
        :data:`SMALLEST_RACK_FIT`; past that, pages (``page`` shown, kept inside them)."""
        tile_h = rack_tile_height(window_height, tile_scale)
        # The slots are counted once for the rows: fewer tiles never re-flow them.
        inner = area.width - 2 * MARGIN
        rows_room = 1
        while True:
            tile_w = round(tile_h / ASPECT)
            per_row = max(1, inner // (tile_w + RACK_GAP))
            rows_room = max(1, (area.height - 2 * MARGIN + RACK_GAP) // (tile_h + RACK_GAP))
            if per_row * rows_room >= count:
                return cls(area, tile_w, tile_h, per_row, rows_room)
            if tile_h <= SMALLEST_RACK_FIT:
                break
            tile_h = max(SMALLEST_RACK_FIT, tile_h - RACK_SHRINK_STEP)
        # Pages between two arrows, at the least size.
        arrows = 2 * (PAGE_ARROW_WIDTH + RACK_GAP)
        per_row = max(1, (inner - arrows) // (tile_w + RACK_GAP))
        pages = -(-count // (per_row * rows_room))
        return cls(area, tile_w, tile_h, per_row, rows_room, max(0, min(page, pages - 1)), pages)

    @property
    def tile_size(self) -> tuple[int, int]:
        """A rack tile's size."""
        return self.tile_w, self.tile_h

    @property
    def capacity(self) -> int:
        """How many slots show (on each page)."""
        return self.per_row * self.rows

    @property
    def paged(self) -> bool:
        """True when the slots take more than one page."""
        return self.pages > 1

    @property
    def total(self) -> int:
        """How many slots the pages hold together."""
        return self.capacity * self.pages

    @property
    def first(self) -> int:
        """The first slot shown."""
        return self.page * self.capacity

    def shows(self, slot: int) -> bool:
        """True when ``slot`` is on the page shown."""
        return self.first <= slot < self.first + self.capacity

    def page_of(self, slot: int) -> int:
        """The page ``slot`` is on."""
        return max(0, min(self.pages - 1, slot // self.capacity))

    def _arrow(self, left: bool) -> pygame.Rect:
        area = self.area
        height = area.height - 2 * MARGIN
        x = area.left + MARGIN if left else area.right - MARGIN - PAGE_ARROW_WIDTH
        return pygame.Rect(x, area.top + MARGIN, PAGE_ARROW_WIDTH, height)

    @property
    def back_arrow(self) -> pygame.Rect | None:
        """The arrow to the page before (None: the rack is not paged)."""
        return self._arrow(True) if self.paged else None

    @property
    def next_arrow(self) -> pygame.Rect | None:
        """The arrow to the page after (None: the rack is not paged)."""
        return self._arrow(False) if self.paged else None

    def arrow_at(self, pos: tuple[float, float]) -> int:
        """-1 on the arrow back, 1 on the arrow on, 0 elsewhere (or not paged)."""
        if not self.paged:
            return 0
        if self._arrow(True).collidepoint(pos):
            return -1
        if self._arrow(False).collidepoint(pos):
            return 1
        return 0

    def slot_rect(self, slot: int) -> pygame.Rect:
        """Where the tile in ``slot`` lies (off the rack for a slot on another page:
        see :meth:`place_of`)."""
        row, col = divmod(slot - self.first, self.per_row)
        return pygame.Rect(
            self._slots_left + col * (self.tile_w + RACK_GAP),
            self.area.top + MARGIN + row * (self.tile_h + RACK_GAP),
            self.tile_w,
            self.tile_h,
        )

    def place_of(self, slot: int) -> pygame.Rect:
        """Where the tile in ``slot`` is seen: its slot on the page shown, else the
        arrow towards its page (a frame or a glow round it shows there)."""
        if self.shows(slot) or not self.paged:
            return self.slot_rect(slot)
        return self._arrow(slot < self.first)

    @property
    def _slots_left(self) -> int:
        arrow = PAGE_ARROW_WIDTH + RACK_GAP if self.paged else 0
        return self.area.left + MARGIN + arrow

    def slot_at(self, pos: tuple[float, float]) -> int | None:
        """The slot nearest a point on the rack (a tile dropped there goes to it), or
        None outside the rack; on a paged rack, one of the page shown."""
        if not self.area.collidepoint(pos):
            return None
        step_x = self.tile_w + RACK_GAP
        step_y = self.tile_h + RACK_GAP
        col = int((pos[0] - self._slots_left + RACK_GAP / 2) // step_x)
        row = int((pos[1] - self.area.top - MARGIN + RACK_GAP / 2) // step_y)
        col = max(0, min(self.per_row - 1, col))
        row = max(0, min(self.rows - 1, row))
        return self.first + row * self.per_row + col


OUTLINE_PAD = (8, 6)
"""How far a set's outline stands out of its tiles (sides, top and bottom)."""


TABLE_TILE_STEP = 2
"""The table's tiles get smaller by this many pixels at a time when they must."""
NEW_SET_ROOM = 3
"""A table keeps room for a new set of this many tiles: an empty row, or as many
free cells (after a gap) at the end of a row."""


FEWEST_COLUMNS = 11
"""The fewest columns a table's grid shows: a run of six and a group of four side
by side. An empty or short table gets big tiles on few columns (longer sets make it
pack or zoom out as they come), rather than a fresh table's sixteen columns of small
tiles (issue 32: 42 px tiles on an empty table at 800x600 beside 67 px on the rack).
Few enough that the tiles are as big at every Tile size where the window is narrow."""
LEAST_ROWS = 2
"""The fewest rows a table's grid shows (a short table: big tiles on fewer rows, the
sets packed into them when they must be, rather than small tiles on a fresh table's
five rows)."""


@dataclass(frozen=True)
class Least:
    """The fewest rows and columns a table's grid shows (a lesson of the tutorial
    needs its sets' rows and the column of the place it points at)."""

    rows: int = LEAST_ROWS
    cols: int = FEWEST_COLUMNS


USUAL_LEAST = Least()
"""A game's: the fewest rows and columns of any table."""


def table_grids(
    area: pygame.Rect, tile_scale: float = 1.0, least: Least = USUAL_LEAST
) -> list[tuple[int, int, int]]:
    """The grids the table's region holds, from the Tile size setting's tiles down:
    (tile height, columns, rows), each at least ``least``'s columns and rows."""
    least_rows, least_cols = max(LEAST_ROWS, least.rows), least.cols
    top = round(MAX_TABLE_TILE_HEIGHT * tile_scale)
    smallest_w, smallest_h = SMALLEST_TABLE_TILE

    def grid(tile_h: int) -> tuple[int, int, int]:
        tile_w = max(smallest_w, round(tile_h / ASPECT))
        columns = int((area.width - 2 * EDGE) // (tile_w + COL_GAP))
        rows = int((area.height - EDGE) // (tile_h + ROW_GAP))
        return tile_h, columns, rows

    # The first grid is the biggest tile that fits, to the pixel (an empty table's);
    # the smaller ones follow in steps from the setting's size down.
    first = next(
        (h for h in range(top, smallest_h - 1, -1) if _enough(grid(h), least_cols, least_rows)),
        None,
    )
    if first is None:
        return []
    steps = (grid(h) for h in range(top, smallest_h - 1, -TABLE_TILE_STEP) if h < first)
    return [grid(first)] + [found for found in steps if _enough(found, least_cols, least_rows)]


def _enough(grid: tuple[int, int, int], least_cols: int, least_rows: int) -> bool:
    return grid[1] >= least_cols and grid[2] >= least_rows


def has_room_for_a_set(packing: Packing) -> bool:
    """True when the packed sets fit and leave room to start a new set: an empty row,
    or :data:`NEW_SET_ROOM` free cells after a gap at the end of a row."""
    if not packing.fits:
        return False
    ends: dict[int, int] = {}
    for table_set in packing.sets:
        ends[table_set.row] = max(ends.get(table_set.row, -1), table_set.end_col)
    if len(ends) < packing.rows:
        return True
    return any(packing.columns - (end + 1 + GAP) >= NEW_SET_ROOM for end in ends.values())


def _packed(sets: Sequence[TableSet], columns: int, rows: int, touched: frozenset[int]) -> Packing:
    return pack_sets(sets, columns, rows, touched)


def laid_tile_height(
    table: TableLayout, area: pygame.Rect, tile_scale: float = 1.0, least: Least = USUAL_LEAST
) -> int:
    """The biggest table tile at which the sets fit where they lie (0: at none)."""
    found = laid_packing(table, area, tile_scale, least)
    return 0 if found is None else found[0]


def laid_packing(
    table: TableLayout, area: pygame.Rect, tile_scale: float = 1.0, least: Least = USUAL_LEAST
) -> tuple[int, Packing] | None:
    """The biggest grid where the sets fit where they lie, with room for a new set: its
    tile height, and a packing that moves no set (its grid may be wider or taller than
    the table's); None at no grid."""
    sets = table.sets()
    for tile_h, columns, rows in table_grids(area, tile_scale, least):
        packing = _packed(sets, columns, rows, frozenset())
        if has_room_for_a_set(packing) and not packing.moved:
            return tile_h, packing
    return None


def packed_tile_height(
    table: TableLayout, area: pygame.Rect, tile_scale: float = 1.0, least: Least = USUAL_LEAST
) -> int:
    """The biggest table tile at which the sets fit, packed if they must (0: at none)."""
    sets = table.sets()
    for tile_h, columns, rows in table_grids(area, tile_scale, least):
        if has_room_for_a_set(_packed(sets, columns, rows, frozenset())):
            return tile_h
    return 0


def packing_for_room(
    table: TableLayout,
    area: pygame.Rect,
    tile_scale: float = 1.0,
    touched: frozenset[int] = frozenset(),
    least: Least = USUAL_LEAST,
) -> Packing | None:
    """The sets laid out again so that the table's tiles are bigger than where they
    lie now (the first grid, from the biggest tiles down, that they fit packed), or
    None when no packing gives bigger tiles: the sets stay where they are.
    ``touched``: the tiles the player moved this turn (those sets move first)."""
    sets = table.sets()
    if not sets:
        return None
    laid = laid_tile_height(table, area, tile_scale, least)
    for tile_h, columns, rows in table_grids(area, tile_scale, least):
        if tile_h <= laid:
            return None
        packing = _packed(sets, columns, rows, touched)
        if has_room_for_a_set(packing):
            return packing if packing.moved else None
    return None


def table_geometry(
    table: TableLayout, area: pygame.Rect, tile_scale: float = 1.0, least: Least = USUAL_LEAST
) -> TableGeometry:
    """The grid in ``area`` for ``table``, tiles at the Tile size setting's scale:
    the biggest tiles at which the sets lie inside the grid with room for a new set
    (and at least ``least``'s columns and rows). Sets that fit no grid
    where they lie (before the screen packs them) make the table zoom out until
    they and one free column and row show."""
    height = laid_tile_height(table, area, tile_scale, least)
    if height:
        for tile_h, columns, rows in table_grids(area, tile_scale, least):
            if tile_h == height:
                return TableGeometry.fit(
                    area, table.columns, table.rows, tile_height=tile_h, needed=(columns, rows)
                )
    cells = [cell for _, cell in table]
    needed = (
        max(
            max((cell.col for cell in cells), default=-1) + 2,
            least.cols,
        ),
        max(max((cell.row for cell in cells), default=-1) + 2, least.rows),
    )
    return TableGeometry.fit(
        area,
        table.columns,
        table.rows,
        tile_height=round(MAX_TABLE_TILE_HEIGHT * tile_scale),
        needed=needed,
    )


def outline_rect(geometry: TableGeometry, start: Cell, length: int) -> pygame.Rect:
    """The outline drawn (and grabbed) around a set."""
    return geometry.span_rect(start, length).inflate(OUTLINE_PAD[0] * 2, OUTLINE_PAD[1] * 2)
