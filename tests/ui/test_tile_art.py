"""Tiles for older eyes: numbers at least 32 px tall at the default window size,
and every colour with a sign of its own."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop.engine import COLOURS, Tile, parse_tile
from rummikub_desktop.table import DEFAULT_COLUMNS, DEFAULT_ROWS
from rummikub_desktop.ui.style import STANDARD_TILES
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets.geometry import GameLayout, RackGeometry, TableGeometry
from tests.support.ink import ink_height

INK = STANDARD_TILES.ink


@pytest.fixture(scope="module")
def art():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((10, 10))
    yield TileArt()
    pygame.display.quit()


@pytest.mark.parametrize("code", ["K8", "R13", "B10", "O4"])
def test_numbers_are_at_least_32_px_tall_on_the_table_and_the_rack(art, code):
    layout = GameLayout.for_size((1280, 800))
    table = TableGeometry.fit(layout.table, DEFAULT_COLUMNS, DEFAULT_ROWS)
    rack = RackGeometry.fit(layout.rack, 15, 800)
    tile = parse_tile(code)
    for size in (table.tile_size, rack.tile_size):
        face = art.face(tile, size)
        assert ink_height(face, INK[tile.colour], 0.62) >= 32, size


def test_each_colour_has_its_own_sign(art):
    shapes = set()
    for colour in COLOURS:
        face = art.face(Tile(colour, 5), (61, 84))
        sign = face.subsurface(pygame.Rect(0, 58, 61, 26))
        mask = pygame.mask.from_threshold(sign, INK[colour], (1, 1, 1, 255))
        shapes.add((*tuple(mask.get_bounding_rects()[0].size), mask.count()))
    assert len(shapes) == len(COLOURS)
