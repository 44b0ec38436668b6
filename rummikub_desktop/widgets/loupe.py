"""The loupe: on a crowded table, the set under the pointer (or the keyboard's
frame) drawn again with big tiles, just above it or just below it (issue 32 row
21: late in a round at 800x600 a full table's tiles are 40-46 px while the rack's
are 57-67 px).

Its tiles are as big as the rack's, at least :data:`LEAST_HEIGHT` (narrower where a
long set would not fit the table's width). It is shown only while the table's
tiles are small, and never where it would cover words (a message, a refusal's
box): the screen gives those boxes. It draws a panel with a gold frame over the
table's other sets on purpose, as a magnifying glass lies over a page; the layout
referee knows it (:data:`rummikub_desktop.ui.referee.LENSES`). Plain values in, pictures out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from rummikub_desktop.table import Cell, TableLayout
from rummikub_desktop.ui import style
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets.geometry import TableGeometry, outline_rect

READABLE = 56
"""The loupe shows while the table's tiles are less tall than this (at 800x600 a
crowded table's are 40-46 px; at 1366x728 72 px, which need none)."""
LEAST_HEIGHT = 64
"""The loupe's tiles are at least this tall (an empty table's at 800x600)."""
LEAST_GAIN = 1.25
"""Where the table's width allows no tiles this many times the table's, no loupe."""
PADDING = 6
"""Between the loupe's frame and its tiles."""
TILE_GAP = 3
"""Between two of the loupe's tiles."""
GAP = 4
"""Between the set's outline and the loupe."""
FRAME = 3
"""The width of the loupe's gold frame."""


@dataclass(frozen=True)
class LoupePlace:
    """Where the loupe is drawn: its box, each tile's rect and the tiles' ids (in
    the set's order)."""

    box: pygame.Rect
    tiles: tuple[pygame.Rect, ...]
    ids: tuple[int, ...]


def loupe_place(
    table: TableLayout,
    geometry: TableGeometry,
    rack_tile_h: int,
    cell: Cell | None,
    avoid: Sequence[pygame.Rect] = (),
) -> LoupePlace | None:
    """The loupe for the set at ``cell`` of the table drawn in ``geometry``, or None
    where none shows: no set there, the table's tiles big enough, no room above or
    below the set in the table, or the loupe would cover one of ``avoid``. Its tiles
    are ``rack_tile_h`` tall (the rack's), at least LEAST_HEIGHT."""
    if cell is None:
        return None
    table_h = geometry.tile_h
    if table_h >= READABLE:
        return None
    tile_id = table.tile_at(cell)
    table_set = None if tile_id is None else table.set_of(tile_id)
    if table_set is None:
        return None
    count = len(table_set.ids)
    area = geometry.area
    aspect = geometry.tile_w / table_h
    height = max(rack_tile_h, LEAST_HEIGHT)
    room = area.width - 2 * PADDING - (count - 1) * TILE_GAP
    height = min(height, int(room / count / aspect))
    if height < LEAST_GAIN * table_h:
        return None
    width = round(height * aspect)
    box = pygame.Rect(
        0, 0, count * width + (count - 1) * TILE_GAP + 2 * PADDING, height + 2 * PADDING
    )
    outline = outline_rect(geometry, table_set.start, count)
    box.centerx = outline.centerx
    box.clamp_ip(area)
    # Above the set where the table has the room, else below it.
    above = box.move(0, outline.top - GAP - box.bottom)
    below = box.move(0, outline.bottom + GAP - box.top)
    for tried in (above, below):
        if area.contains(tried) and tried.collidelist(list(avoid)) < 0:
            tiles = tuple(
                pygame.Rect(
                    tried.left + PADDING + index * (width + TILE_GAP),
                    tried.top + PADDING,
                    width,
                    height,
                )
                for index in range(count)
            )
            return LoupePlace(tried, tiles, tuple(table_set.ids))
    return None


class Loupe:
    """Draws the loupe (see the module's docstring)."""

    def __init__(self, art: TileArt) -> None:
        self.art = art
        self.shown: LoupePlace | None = None
        """The loupe drawn in the last frame (None: none)."""

    def draw(self, surface: pygame.Surface, table: TableLayout, place: LoupePlace | None) -> None:
        """Draw ``place``'s loupe with ``table``'s faces (nothing for None)."""
        self.shown = place
        if place is None:
            return
        theme = style.theme()
        pygame.draw.rect(surface, theme.bar, place.box, border_radius=style.RADIUS)
        for tile_id, rect in zip(place.ids, place.tiles, strict=True):
            surface.blit(self.art.face(table.face(tile_id), rect.size), rect)
        pygame.draw.rect(surface, theme.gold, place.box, FRAME, border_radius=style.RADIUS)
