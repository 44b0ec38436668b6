"""Small drawn signs: the valid tick, the invalid cross, tile highlight frames."""

from __future__ import annotations

import pygame

from rummikub_desktop.ui import style


def draw_valid_icon(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A green disc with a white tick: the set is valid."""
    pygame.draw.circle(surface, style.VALID, center, radius)
    pygame.draw.circle(surface, style.TEXT, center, radius, 2)
    x, y = center
    r = radius
    width = max(3, r // 4)
    pygame.draw.lines(
        surface,
        style.TEXT,
        False,
        [(x - r * 0.5, y), (x - r * 0.12, y + r * 0.42), (x + r * 0.55, y - r * 0.45)],
        width,
    )


def draw_invalid_icon(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A red disc with a white cross: the set is not valid (yet)."""
    pygame.draw.circle(surface, style.INVALID, center, radius)
    pygame.draw.circle(surface, style.TEXT, center, radius, 2)
    x, y = center
    d = radius * 0.45
    width = max(3, radius // 4)
    pygame.draw.line(surface, style.TEXT, (x - d, y - d), (x + d, y + d), width)
    pygame.draw.line(surface, style.TEXT, (x - d, y + d), (x + d, y - d), width)


def draw_tile_frame(
    surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], width: int = 4
) -> None:
    """A coloured frame around a tile (laid this turn, or just played by a computer)."""
    pygame.draw.rect(
        surface,
        colour,
        rect.inflate(width + 2, width + 2),
        width,
        border_radius=max(4, rect.w // 6),
    )


def draw_laid_mark(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A tile laid this turn: a thick blue bar under it (a shape, not only a colour)."""
    bar = pygame.Rect(rect.left + 2, rect.bottom + 2, rect.width - 4, 6)
    pygame.draw.rect(surface, style.LAID, bar, border_radius=3)
    pygame.draw.rect(surface, style.TEXT, bar, 1, border_radius=3)
