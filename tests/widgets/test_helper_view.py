"""The table helper's picker as rectangles: a row a colour where the window is wide,
two rows a colour (1-7, 8-13) where that gives bigger tiles, one colour at a time
under four tabs where the tiles would be much smaller than the player's, never a tile on
another."""

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


def test_a_short_area_shows_one_colour_at_a_time_at_the_players_size():
    """800x600 with the Largest tiles: every colour at once would draw the tiles 33
    px wide beside a rack of 64; one colour at a time (1-7, 8-13 and the joker)
    under its four tabs draws them at the player's size."""
    area, largest, tabs = pygame.Rect(0, 0, 540, 330), (64, 89), 44
    every = helper_view.picker_shape(area, largest, BADGE)
    assert every.size[0] < largest[0] * helper_view.BIG_ENOUGH
    shape = helper_view.picker_shape(area, largest, BADGE, tabs)
    assert shape.colours == helper_view.ONE_COLOUR and shape.rows == 2
    assert shape.size[0] >= largest[0] * helper_view.BIG_ENOUGH
    assert shape.height <= area.height
    red = parse_tile("R1").colour
    rects = helper_view.picker_rects(TILES, area, shape, red)
    shown = [tile for tile, rect in zip(TILES, rects, strict=True) if rect.width]
    assert shown == [t for t in TILES if t.is_joker or t.colour is red]
    tabs_drawn = helper_view.tab_rects(area, shape)
    assert len(tabs_drawn) == 4 and all(
        t.bottom <= min(r.top for r in rects if r.width) for t in tabs_drawn
    )
    assert all(area.contains(rect) for rect in rects if rect.width)
    # Where every colour fits at the player's size, no tabs.
    wide = helper_view.picker_shape(pygame.Rect(0, 0, 1400, 700), largest, BADGE, tabs)
    assert wide.colours == 4 and helper_view.tab_rects(area, wide) == []
