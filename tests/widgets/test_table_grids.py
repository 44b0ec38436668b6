"""The table's grids: a short table shows big tiles on fewer rows (issue 21)."""

from __future__ import annotations

import pygame

from rummikub_desktop.engine import parse_tiles
from rummikub_desktop.table import Cell, TableLayout
from rummikub_desktop.widgets.geometry import (
    FEWEST_COLUMNS,
    LEAST_ROWS,
    Least,
    table_geometry,
    table_grids,
)


def set_at(cell: Cell) -> TableLayout:
    """A table with one run of three tiles starting at ``cell``."""
    faces = tuple(parse_tiles("B5 B6 B7"))
    return TableLayout.empty(faces).with_set_added([0, 1, 2], cell)


def test_a_short_table_keeps_big_tiles_on_two_rows():
    """The table under six lines of rules at 800x600 (about 190 px tall) drew its
    tiles 20 px tall to show a fresh table's five rows; now its first grid has tiles
    at least 40 px tall (as wide as FEWEST_COLUMNS allow: issue 32), on fewer rows."""
    short = pygame.Rect(0, 0, 550, 190)
    tile_h, columns, rows = table_grids(short)[0]
    assert tile_h >= 40 and LEAST_ROWS <= rows < 5 and columns >= FEWEST_COLUMNS
    laid = set_at(Cell(1, 0))
    assert table_geometry(laid, short).tile_h == tile_h


def test_the_rows_a_screen_asks_for_always_show():
    """The tutorial's lessons use four rows: every grid has them."""
    short = pygame.Rect(0, 0, 550, 190)
    grids = table_grids(short, least=Least(rows=4))
    assert grids and all(rows >= 4 for _, _, rows in grids)
    laid = set_at(Cell(1, 3))
    geometry = table_geometry(laid, short, least=Least(rows=4))
    assert geometry.rows >= 4
    assert short.contains(geometry.cell_rect(Cell(3, 3)))


def test_a_sets_tick_at_the_tables_right_edge_is_never_a_sliver():
    """A set ending in the grid's last column: its tick goes beside it only as big as
    a tick reads (else whole on the outline's corner); it shrank to a 6 px sliver."""
    from rummikub_desktop.table import Cell
    from rummikub_desktop.widgets.geometry import TableGeometry, outline_rect
    from rummikub_desktop.widgets.table_view import icon_place, icon_radius

    for width in range(500, 800, 3):
        geometry = TableGeometry.fit(pygame.Rect(8, 72, width, 300), 12, 4, tile_height=90)
        usual = icon_radius(geometry)
        outline = outline_rect(geometry, Cell(geometry.columns - 6, 0), 6)
        (x, _), radius = icon_place(geometry, outline)
        assert 3 * radius >= 2 * usual, f"{radius} px beside a set, {usual} px as usual ({width})"
        assert x + radius <= geometry.area.right, "inside the table"
