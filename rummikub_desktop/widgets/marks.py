"""Small drawn signs: the valid tick, the invalid cross, tile highlight frames."""

from __future__ import annotations

import pygame

from rummikub_desktop.ui import style

LINE_SMALLEST = 3
LINE_SHARE = 4
"""The tick's and the cross's lines: a quarter of the disc's radius wide, at least 3."""
TICK_CORNER = (0.12, 0.42)
TICK_END = (0.55, 0.45)
"""Where the tick turns and where it ends: left of and under the disc's centre, right
of and over it, in shares of its radius (it starts half a radius left)."""
CROSS_REACH = 0.45
"""How far the cross's arms reach from the disc's centre, as a share of its radius."""
TILE_FRAME_WIDTH = 4
"""The usual width of a frame around a tile."""
FRAME_SMALLEST_RADIUS = 4
FRAME_RADIUS_SHARE = 6
"""A tile frame's rounded corners: a sixth of the tile's width, at least 4."""
LAID_BAR_INSET = 2
"""Between a tile's sides and the bar under it (each side)."""
LAID_BAR_GAP = 2
"""Between a tile and the bar under it."""
LAID_BAR_HEIGHT = 6
LAID_BAR_RADIUS = 3
"""The bar's height and its rounded corners."""


def draw_valid_icon(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A green disc with a white tick: the set is valid."""
    pygame.draw.circle(surface, style.theme().valid, center, radius)
    pygame.draw.circle(surface, style.theme().icon_mark, center, radius, 2)
    x, y = center
    r = radius
    width = max(LINE_SMALLEST, r // LINE_SHARE)
    pygame.draw.lines(
        surface,
        style.theme().icon_mark,
        False,
        [
            (x - r * 0.5, y),
            (x - r * TICK_CORNER[0], y + r * TICK_CORNER[1]),
            (x + r * TICK_END[0], y - r * TICK_END[1]),
        ],
        width,
    )


def draw_invalid_icon(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A red disc with a white cross: the set is not valid (yet)."""
    pygame.draw.circle(surface, style.theme().invalid, center, radius)
    pygame.draw.circle(surface, style.theme().icon_mark, center, radius, 2)
    x, y = center
    d = radius * CROSS_REACH
    width = max(LINE_SMALLEST, radius // LINE_SHARE)
    pygame.draw.line(surface, style.theme().icon_mark, (x - d, y - d), (x + d, y + d), width)
    pygame.draw.line(surface, style.theme().icon_mark, (x - d, y + d), (x + d, y - d), width)


def draw_tile_frame(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    width: int = TILE_FRAME_WIDTH,
) -> None:
    """A coloured frame around a tile (laid this turn, or just played by a computer)."""
    pygame.draw.rect(
        surface,
        colour,
        rect.inflate(width + 2, width + 2),
        width,
        border_radius=max(FRAME_SMALLEST_RADIUS, rect.w // FRAME_RADIUS_SHARE),
    )


def draw_laid_mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A tile laid this turn: a thick blue bar under it (a shape, not only a colour)."""
    bar = pygame.Rect(
        rect.left + LAID_BAR_INSET,
        rect.bottom + LAID_BAR_GAP,
        rect.width - 2 * LAID_BAR_INSET,
        LAID_BAR_HEIGHT,
    )
    pygame.draw.rect(surface, style.theme().laid, bar, border_radius=LAID_BAR_RADIUS)
    pygame.draw.rect(surface, style.theme().text, bar, 1, border_radius=LAID_BAR_RADIUS)
