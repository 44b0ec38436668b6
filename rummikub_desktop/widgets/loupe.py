"""The loupe: on a crowded table, the set under the pointer (or the keyboard's
frame) drawn again with big tiles, just above it or just below it (issue 32 row
21: late in a round at 800x600 a full table's tiles are 40-46 px while the rack's
are 57-67 px).

Its tiles are as big as the rack's, at least :data:`LEAST_HEIGHT` (narrower where a
long set would not fit the table's width). It is shown only while the table's
tiles are small, and never where it would cover words (a message, a refusal's
box): the screen gives those boxes. It hides no other set (issue 44: above or below
the set it covered two or three neighbours at 800x600): just above or below the set
where that is free, else the free place of the table nearest it, else over the rack
(the player points at the table), else not at all. Its panel may lie over rack tiles
as a magnifying glass over a page; the layout referee knows it
(:data:`rummikub_desktop.ui.referee.LENSES`). Plain values in, pictures out.
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
SEARCH_STEP = 6
"""The free place for the loupe is looked for this many pixels apart."""


@dataclass(frozen=True)
class LoupePlace:
    """Where the loupe is drawn: its box, each tile's rect and the tiles' ids (in
    the set's order)."""

    box: pygame.Rect
    tiles: tuple[pygame.Rect, ...]
    ids: tuple[int, ...]
    outline: pygame.Rect | None = None
    """The set's outline on the table, framed in the loupe's gold where the loupe lies
    away from it (the two go together)."""


def loupe_place(
    table: TableLayout,
    geometry: TableGeometry,
    rack_tile_h: int,
    cell: Cell | None,
    avoid: Sequence[pygame.Rect] = (),
    sets: Sequence[pygame.Rect] = (),
    spare: pygame.Rect | None = None,
) -> LoupePlace | None:
    """The loupe for the set at ``cell`` of the table drawn in ``geometry``, or None
    where none shows: no set there, the table's tiles big enough, or no place for it
    that covers none of ``avoid`` and no other set of ``sets`` (each set's outline
    with its tick): just above or below the set, else the table's free place nearest
    it, else ``spare`` (the rack's area). Its tiles are ``rack_tile_h`` tall (the
    rack's), at least LEAST_HEIGHT."""
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
    # No other set under it (the set's own rect holds its outline), nor words.
    kept_clear = [*avoid, *(rect for rect in sets if not rect.contains(outline))]
    # Above the set where the table has the room, else below it.
    above = box.move(0, outline.top - GAP - box.bottom)
    below = box.move(0, outline.bottom + GAP - box.top)
    found = next(
        (
            tried
            for tried in (above, below)
            if area.contains(tried) and tried.collidelist(kept_clear) < 0
        ),
        None,
    )
    if found is None:
        found = free_place(box.size, outline, area, kept_clear)
    if found is None and spare is not None:
        found = free_place(box.size, outline, spare, list(avoid))
    if found is None:
        return None
    tiles = tuple(
        pygame.Rect(
            found.left + PADDING + index * (width + TILE_GAP), found.top + PADDING, width, height
        )
        for index in range(count)
    )
    away = not found.inflate(2 * GAP, 2 * GAP).colliderect(outline)
    return LoupePlace(found, tiles, tuple(table_set.ids), outline if away else None)


def free_place(
    size: tuple[int, int], near: pygame.Rect, room: pygame.Rect, avoid: Sequence[pygame.Rect]
) -> pygame.Rect | None:
    """The place of ``size`` inside ``room`` nearest ``near`` that covers none of
    ``avoid`` and not ``near`` itself; None where there is none."""
    width, height = size
    if width > room.width or height > room.height:
        return None
    covered = [near, *avoid]
    xs = [*range(room.left, room.right - width, SEARCH_STEP), room.right - width]
    ys = [*range(room.top, room.bottom - height, SEARCH_STEP), room.bottom - height]
    best: tuple[int, pygame.Rect] | None = None
    for y in ys:
        for x in xs:
            tried = pygame.Rect(x, y, width, height)
            if tried.collidelist(covered) >= 0:
                continue
            far = abs(tried.centerx - near.centerx) + abs(tried.centery - near.centery)
            if best is None or far < best[0]:
                best = (far, tried)
    return None if best is None else best[1]


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
        if place.outline is not None:
            pygame.draw.rect(surface, theme.gold, place.outline, FRAME, border_radius=style.RADIUS)
