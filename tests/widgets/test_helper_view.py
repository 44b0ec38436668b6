"""The table helper's picker as rectangles: a row a colour where the window is wide,
two rows a colour (1-7, 8-13) where that gives bigger tiles, never a tile on another."""

from __future__ import annotations

import pygame

from rummikub_desktop.engine import parse_tile
from rummikub_desktop.session.table_helper import every_tile
from rummikub_desktop.widgets import helper_view

TILES = every_tile()
BADGE = 21
LARGEST = (80, 110)


def test_a_wide_area_gets_a_row_a_colour():
    shape = helper_view.picker_shape(pygame.Rect(0, 0, 1000, 500), LARGEST, BADGE)
    assert shape.columns == helper_view.PICKER_COLUMNS and shape.rows == 4
    cells = helper_view.picker_cells(TILES, shape.columns)
    assert cells[TILES.index(parse_tile("J"))] == (0, 13)
    assert cells[TILES.index(parse_tile("R1"))] == (1, 0)


def test_a_narrow_tall_area_gets_two_rows_a_colour_and_bigger_tiles():
    area = pygame.Rect(0, 0, 560, 1200)
    shape = helper_view.picker_shape(area, LARGEST, BADGE)
    assert shape.columns == helper_view.HALF and shape.rows == 8
    one_row = (area.width - 13 * helper_view.TILE_GAP) // helper_view.PICKER_COLUMNS
    assert shape.size[0] > one_row
    cells = helper_view.picker_cells(TILES, shape.columns)
    assert cells[TILES.index(parse_tile("K7"))] == (0, 6)
    assert cells[TILES.index(parse_tile("K8"))] == (1, 0)
    assert cells[TILES.index(parse_tile("J"))] == (1, 6)  # after black 13
    assert cells[TILES.index(parse_tile("O13"))] == (7, 5)
    assert len(set(cells)) == len(cells)
    rects = helper_view.picker_rects(TILES, area, shape)
    assert all(area.contains(rect) for rect in rects)
    # Each row's badges have their room: no tile reaches into the row under it.
    for a in rects:
        below = pygame.Rect(a.left, a.bottom, a.width, BADGE)
        assert not any(b.colliderect(below) for b in rects)
