"""Small live pictures beside each setting: what the choice looks like, at once.

Each preview is drawn into a box at the right of its row from the current
settings and the current colours (:mod:`rummikub_desktop.ui.style`), so a
change shows on the next frame. Drawing only; the Settings scene owns the state.
"""

from __future__ import annotations

import math

import pygame

from rummikub_desktop.engine import COLOURS, Colour, Tile
from rummikub_desktop.i18n import tr
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt, tile_size_for_height

SAMPLE = Tile(Colour.RED, 9)


def _box(surface: pygame.Surface, rect: pygame.Rect, colour: style.RGB) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=8)
    pygame.draw.rect(surface, style.PANEL_LINE, rect, 1, border_radius=8)


def _small_tile(rect: pygame.Rect) -> tuple[int, int]:
    return tile_size_for_height(max(20, min(rect.height - 8, 56)))


def draw_speed(
    surface: pygame.Surface, rect: pygame.Rect, art: TileArt, progress: float | None
) -> None:
    """A tile travelling across the felt; ``progress`` (0-1) while it moves, else None."""
    _box(surface, rect, style.FELT)
    size = _small_tile(rect)
    start, end = rect.left + 6, rect.right - 6 - size[0]
    t = 1.0 if progress is None else max(0.0, min(1.0, progress))
    t = t * t * (3 - 2 * t)
    x = round(start + (end - start) * t)
    tile = pygame.Rect(x, rect.centery - size[1] // 2, *size)
    surface.blit(art.face(SAMPLE, size), tile)
    pygame.draw.rect(surface, style.GOLD_LAST_PLAY, tile.inflate(4, 4), 2, border_radius=6)


def draw_text_size(surface: pygame.Surface, rect: pygame.Rect, text: TextCache) -> None:
    """A short sentence at the chosen text size (the screen's own)."""
    _box(surface, rect, style.BAR)
    label = text.fit(tr("settings.preview.text"), 26, rect.width - 12, style.TEXT, bold=True)
    surface.blit(label, label.get_rect(center=rect.center))


def draw_tile_size(
    surface: pygame.Surface, rect: pygame.Rect, art: TileArt, size: tuple[int, int]
) -> None:
    """One tile as big as the rack shows it in this window (smaller only when the
    box is smaller than the tile)."""
    _box(surface, rect, style.WOOD)
    if size[1] > rect.height - 4:
        size = tile_size_for_height(rect.height - 4)
    tile = pygame.Rect(0, 0, *size)
    tile.center = rect.center
    surface.blit(art.face(SAMPLE, size), tile)


def draw_tile_colours(surface: pygame.Surface, rect: pygame.Rect, art: TileArt) -> None:
    """The four colours, each with its sign."""
    _box(surface, rect, style.FELT)
    size = _small_tile(rect)
    gap = 4
    total = len(COLOURS) * size[0] + (len(COLOURS) - 1) * gap
    while total > rect.width - 8 and size[1] > 20:
        size = tile_size_for_height(size[1] - 4)
        total = len(COLOURS) * size[0] + (len(COLOURS) - 1) * gap
    x = rect.centerx - total // 2
    for colour in COLOURS:
        surface.blit(art.face(Tile(colour, 7), size), (x, rect.centery - size[1] // 2))
        x += size[0] + gap


def draw_contrast(surface: pygame.Surface, rect: pygame.Rect, art: TileArt) -> None:
    """A corner of the table in the current theme: a tile in a good set's frame."""
    _box(surface, rect, style.GAME_BACKGROUND)
    felt = rect.inflate(-10, -10)
    pygame.draw.rect(surface, style.FELT, felt, border_radius=6)
    pygame.draw.rect(surface, style.FELT_EDGE, felt, 2, border_radius=6)
    size = _small_tile(felt)
    tile = pygame.Rect(felt.left + 10, felt.centery - size[1] // 2, *size)
    surface.blit(art.face(SAMPLE, size), tile)
    pygame.draw.rect(surface, style.VALID, tile.inflate(8, 8), 2, border_radius=6)
    word = pygame.Rect(tile.right + 10, felt.top, felt.right - tile.right - 14, felt.height)
    if word.width > 20:
        pygame.draw.rect(surface, style.TEXT, word.inflate(0, -felt.height // 2), border_radius=3)


def draw_close_up(surface: pygame.Surface, rect: pygame.Rect, art: TileArt, close_up: bool) -> None:
    """A piece of rack after a tile left it: with its gap, or closed up."""
    _box(surface, rect, style.WOOD)
    size = _small_tile(rect)
    tiles = [Tile(Colour.BLUE, 4), Tile(Colour.BLUE, 5), Tile(Colour.BLUE, 7)]
    slots: list[Tile | None] = [*tiles] if close_up else [tiles[0], None, tiles[1], tiles[2]]
    step = size[0] + 4
    x = rect.centerx - (len(slots) * step) // 2
    for tile in slots:
        place = pygame.Rect(x, rect.centery - size[1] // 2, *size)
        if tile is None:
            pygame.draw.rect(surface, style.WOOD_LINE, place, 1, border_radius=4)
        else:
            surface.blit(art.face(tile, size), place)
        x += step


def draw_fullscreen(surface: pygame.Surface, rect: pygame.Rect, on: bool) -> None:
    """A screen: the window fills it when full screen is on."""
    _box(surface, rect, style.BAR)
    screen = pygame.Rect(0, 0, min(rect.width - 20, 2 * (rect.height - 12)), rect.height - 12)
    screen.center = rect.center
    pygame.draw.rect(surface, style.TEXT, screen, 2, border_radius=4)
    window = (
        screen.inflate(-6, -6) if on else screen.inflate(-screen.width // 2, -screen.height // 2)
    )
    pygame.draw.rect(surface, style.GOLD, window, border_radius=3)


def draw_sound(surface: pygame.Surface, rect: pygame.Rect, on: bool) -> None:
    """A loudspeaker, with sound waves when sound is on and a cross when it is off."""
    _box(surface, rect, style.BAR)
    h = rect.height - 16
    left = rect.centerx - h // 2
    top = rect.centery - h // 2
    body = [
        (left, top + h // 3),
        (left + h // 4, top + h // 3),
        (left + h // 2, top),
        (left + h // 2, top + h),
        (left + h // 4, top + 2 * h // 3),
        (left, top + 2 * h // 3),
    ]
    pygame.draw.polygon(surface, style.TEXT, body)
    x = left + h // 2 + 6
    if on:
        for radius in (h // 4, h // 2):
            box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            box.center = (x - 4, rect.centery)
            pygame.draw.arc(surface, style.TEXT, box, -math.pi / 3, math.pi / 3, 3)
    else:
        d = h // 4
        cx = x + d
        pygame.draw.line(
            surface, style.INVALID, (cx - d, rect.centery - d), (cx + d, rect.centery + d), 4
        )
        pygame.draw.line(
            surface, style.INVALID, (cx - d, rect.centery + d), (cx + d, rect.centery - d), 4
        )
