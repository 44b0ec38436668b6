"""Where things go on the game screen, for any window size.

Pure arithmetic on rectangles: the screen's regions (:class:`GameLayout`),
the table grid scaled to fit its region (:class:`TableGeometry`) and the rack's
rows (:class:`RackGeometry`). Drawing and hit-testing use the same numbers.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from rummikub_desktop.table import Cell
from rummikub_desktop.ui.tile_art import ASPECT

TOP_BAR = 64
SIDE_PANEL = 250
MARGIN = 8
RACK_TILE_HEIGHT = 84
RACK_GAP = 6
MAX_TABLE_TILE_HEIGHT = 84
# Space between rows of the table (room for the set outlines).
ROW_GAP = 16
COL_GAP = 2
EDGE = 10


@dataclass(frozen=True, slots=True)
class GameLayout:
    """The regions of the game screen."""

    screen: pygame.Rect
    top_bar: pygame.Rect
    table: pygame.Rect
    rack: pygame.Rect
    side: pygame.Rect
    rules_line: pygame.Rect | None = None
    """Under the top bar, over the table: the rule options that differ from the
    official ones (None when they do not)."""

    @classmethod
    def for_size(cls, size: tuple[int, int], text_scale: float = 1.0) -> GameLayout:
        """The regions for a window of ``size``.

        Bigger words (the Text size setting) get a wider side panel, so the buttons
        keep their whole words; it never takes more than a third of the window.
        """
        width, height = max(640, size[0]), max(480, size[1])
        side_width = SIDE_PANEL if width >= 1000 else 230
        if text_scale > 1.0:
            side_width = max(side_width, min(round(side_width * text_scale), width // 3))
        rack_tile = rack_tile_height(height)
        rack_height = 2 * rack_tile + RACK_GAP + 2 * MARGIN
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
        )

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


def rack_tile_height(window_height: int) -> int:
    """Rack tiles are big: 84 px at 800 px high, less on small windows."""
    return max(48, min(RACK_TILE_HEIGHT, (window_height - TOP_BAR) // 8))


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
    def fit(cls, area: pygame.Rect, columns: int, rows: int) -> TableGeometry:
        """The biggest tiles (up to a maximum) that fit ``columns`` x ``rows`` cells."""
        columns = max(1, columns)
        rows = max(1, rows)
        # Leave room for the set outlines and icons at the edges.
        by_width = ((area.width - 2 * EDGE) / columns - COL_GAP) * ASPECT
        by_height = (area.height - EDGE) / rows - ROW_GAP
        tile_h = int(max(12, min(MAX_TABLE_TILE_HEIGHT, by_width, by_height)))
        tile_w = max(8, round(tile_h / ASPECT))
        grid_w = columns * (tile_w + COL_GAP)
        grid_h = rows * (tile_h + ROW_GAP)
        origin = (area.left + max(0, (area.width - grid_w) // 2), area.top + ROW_GAP // 2)
        if grid_h < area.height:
            origin = (origin[0], area.top + max(ROW_GAP // 2, (area.height - grid_h) // 2))
        return cls(area, columns, rows, tile_w, tile_h, origin)

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
        if below >= 56:
            return pygame.Rect(self.area.left, grid.bottom, self.area.width, below)
        for row in reversed(range(self.rows)):
            if row not in used_rows:
                top = self.cell_rect(Cell(0, row)).top - ROW_GAP // 2
                return pygame.Rect(self.area.left, top, self.area.width, self.tile_h + ROW_GAP)
        return pygame.Rect(self.area.left, self.area.bottom - 60, self.area.width, 60)

    def span_rect(self, start: Cell, length: int) -> pygame.Rect:
        """The rectangle around ``length`` tiles from ``start``."""
        first = self.cell_rect(start)
        last = self.cell_rect(start.shifted(length - 1))
        return first.union(last)


@dataclass(frozen=True, slots=True)
class RackGeometry:
    """The rack's tiles in rows of ``per_row``."""

    area: pygame.Rect
    tile_w: int
    tile_h: int
    per_row: int

    @classmethod
    def fit(cls, area: pygame.Rect, count: int, window_height: int) -> RackGeometry:
        """Big tiles in up to two rows; smaller ones if even two rows are full."""
        tile_h = rack_tile_height(window_height)
        inner = area.width - 2 * MARGIN
        while True:
            tile_w = round(tile_h / ASPECT)
            per_row = max(1, inner // (tile_w + RACK_GAP))
            rows_room = max(1, (area.height - 2 * MARGIN + RACK_GAP) // (tile_h + RACK_GAP))
            if per_row * rows_room >= count or tile_h <= 30:
                return cls(area, tile_w, tile_h, per_row)
            tile_h -= 4

    @property
    def tile_size(self) -> tuple[int, int]:
        """A rack tile's size."""
        return self.tile_w, self.tile_h

    def slot_rect(self, index: int) -> pygame.Rect:
        """Where the tile at position ``index`` lies."""
        row, col = divmod(index, self.per_row)
        return pygame.Rect(
            self.area.left + MARGIN + col * (self.tile_w + RACK_GAP),
            self.area.top + MARGIN + row * (self.tile_h + RACK_GAP),
            self.tile_w,
            self.tile_h,
        )

    def index_at(self, pos: tuple[float, float], count: int) -> int:
        """The rack position a tile dropped at ``pos`` goes to (0..count)."""
        step_x = self.tile_w + RACK_GAP
        step_y = self.tile_h + RACK_GAP
        col = int((pos[0] - self.area.left - MARGIN + step_x / 2) // step_x)
        row = int((pos[1] - self.area.top - MARGIN) // step_y)
        col = max(0, min(self.per_row, col))
        row = max(0, row)
        return max(0, min(count, row * self.per_row + col))

    def tile_index_at(self, pos: tuple[float, float], count: int) -> int | None:
        """The position of the tile under ``pos``, or None."""
        for index in range(count):
            if self.slot_rect(index).collidepoint(pos):
                return index
        return None
