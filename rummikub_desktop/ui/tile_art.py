"""Drawing a tile: a light face, a big bold number and its colour's own symbol.

Every colour carries a shape as well as a hue, so players who cannot tell red
from orange can still tell a heart from a triangle: black circle, red heart,
blue square, orange triangle; the joker is a smiling face in all four colours.
The shapes are drawn with ``pygame.draw`` (no font glyphs needed).

Tile pictures are cached by (tile, size) for the current palette
(:func:`rummikub_desktop.ui.style.tiles`): drawing a frame blits surfaces only.
"""

from __future__ import annotations

import math

import pygame

from rummikub_desktop.engine import Colour, Tile
from rummikub_desktop.resources import number_font_path
from rummikub_desktop.ui import drawn, style

# A tile is this much taller than wide.
ASPECT = 1.38


def tile_size_for_height(height: int) -> tuple[int, int]:
    """(width, height) of a tile of the given height."""
    return max(8, round(height / ASPECT)), max(10, height)


def _heart(surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect) -> None:
    r = rect.width // 4
    cy = rect.top + r + 1
    pygame.draw.circle(surface, colour, (rect.left + r, cy), r)
    pygame.draw.circle(surface, colour, (rect.right - r, cy), r)
    pygame.draw.polygon(
        surface,
        colour,
        [
            (rect.left, cy + r // 3),
            (rect.right, cy + r // 3),
            (rect.centerx, rect.bottom),
        ],
    )


def _star(center: tuple[float, float], outer: float, inner: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((center[0] + radius * math.cos(angle), center[1] + radius * math.sin(angle)))
    return points


def draw_symbol(surface: pygame.Surface, colour: Colour | None, rect: pygame.Rect) -> None:
    """Draw a colour's symbol (or the joker's face) inside ``rect``."""
    ink = style.tiles().ink[colour]
    if colour is Colour.BLACK:
        pygame.draw.circle(surface, ink, rect.center, rect.width // 2)
    elif colour is Colour.RED:
        _heart(surface, ink, rect)
    elif colour is Colour.BLUE:
        inset = rect.inflate(-rect.width // 8, -rect.height // 8)
        pygame.draw.rect(surface, ink, inset)
    elif colour is Colour.ORANGE:
        pygame.draw.polygon(
            surface, ink, [(rect.centerx, rect.top), (rect.right, rect.bottom), rect.bottomleft]
        )
    else:
        pygame.draw.polygon(surface, ink, _star(rect.center, rect.width / 2, rect.width / 4.5))


def _draw_joker_face(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A round smiling face in the four colours: the joker."""
    radius = rect.width // 2
    center = rect.center
    quarters = [Colour.RED, Colour.BLUE, Colour.ORANGE, Colour.BLACK]
    for index, colour in enumerate(quarters):
        start = -math.pi / 2 + index * math.pi / 2
        points: list[tuple[float, float]] = [center]
        for step in range(9):
            angle = start + step * (math.pi / 2) / 8
            points.append(
                (center[0] + radius * math.cos(angle), center[1] + radius * math.sin(angle))
            )
        pygame.draw.polygon(surface, style.tiles().ink[colour], points)
    pygame.draw.circle(surface, style.tiles().face, center, int(radius * 0.72))
    eye = max(2, radius // 7)
    pygame.draw.circle(
        surface,
        style.tiles().joker_face_ink,
        (center[0] - radius // 3, center[1] - radius // 5),
        eye,
    )
    pygame.draw.circle(
        surface,
        style.tiles().joker_face_ink,
        (center[0] + radius // 3, center[1] - radius // 5),
        eye,
    )
    mouth = pygame.Rect(0, 0, int(radius * 0.9), int(radius * 0.7))
    mouth.center = (center[0], center[1] + radius // 8)
    pygame.draw.arc(
        surface, style.tiles().joker_face_ink, mouth, math.pi * 1.1, math.pi * 1.9, max(2, eye // 1)
    )


class TileArt:
    """Makes and caches tile pictures. One per window; cheap to ask again."""

    def __init__(self) -> None:
        self._faces: dict[tuple[str, int, int], pygame.Surface] = {}
        self._fonts: dict[int, pygame.font.Font] = {}
        self._backs: dict[tuple[int, int], pygame.Surface] = {}
        self._palette = style.tiles()

    def _follow_palette(self) -> None:
        """Forget the pictures when the palette changed (Settings, while the game runs)."""
        if style.tiles() is not self._palette:
            self.clear()
            self._palette = style.tiles()

    def _font(self, size: int) -> pygame.font.Font:
        font = self._fonts.get(size)
        if font is None:
            font = pygame.font.Font(number_font_path(), size)
            self._fonts[size] = font
        return font

    def face(self, tile: Tile, size: tuple[int, int]) -> pygame.Surface:
        """The picture of ``tile`` at ``size`` (width, height), cached."""
        self._follow_palette()
        key = (tile.code, size[0], size[1])
        surface = self._faces.get(key)
        if surface is None:
            surface = self._render(tile, size)
            self._faces[key] = surface
        drawn.mark(surface, drawn.TILE, tile.code)
        return surface

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """A face-down tile (for the pool and hidden racks)."""
        self._follow_palette()
        surface = self._backs.get(size)
        if surface is None:
            width, _height = size
            surface = pygame.Surface(size, pygame.SRCALPHA)
            radius = max(3, width // 7)
            pygame.draw.rect(surface, style.tiles().back, surface.get_rect(), border_radius=radius)
            pygame.draw.rect(
                surface, style.tiles().edge, surface.get_rect(), 2, border_radius=radius
            )
            self._backs[size] = surface
        return surface

    def _render(self, tile: Tile, size: tuple[int, int]) -> pygame.Surface:
        width, height = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        radius = max(3, width // 7)
        pygame.draw.rect(surface, style.tiles().face, rect, border_radius=radius)
        pygame.draw.rect(
            surface, style.tiles().edge, rect, max(1, width // 28), border_radius=radius
        )
        ink = style.tiles().ink[tile.colour]
        symbol_size = max(6, int(min(width * 0.40, height * 0.22)))
        if tile.is_joker:
            face_rect = pygame.Rect(0, 0, int(width * 0.72), int(width * 0.72))
            face_rect.center = (width // 2, int(height * 0.40))
            _draw_joker_face(surface, face_rect)
            symbol = pygame.Rect(0, 0, symbol_size, symbol_size)
            symbol.midbottom = (width // 2, height - max(3, height // 14))
            draw_symbol(surface, None, symbol)
            return surface
        # Digits of DejaVu Sans Condensed Bold are about 0.73 of the font size
        # tall: 0.70 of the tile's height gives 32 px digits on a 65 px tile.
        font_size = max(8, int(height * 0.70))
        text = self._font(font_size).render(str(tile.number), True, ink)
        room = width - max(4, width // 10)
        if text.get_width() > room:
            # Squeeze wide numbers (10-13) sideways first, so they stay tall.
            squeeze = max(0.72, room / text.get_width())
            new_height = text.get_height()
            if text.get_width() * squeeze > room:
                new_height = int(new_height * room / (text.get_width() * squeeze))
            text = pygame.transform.smoothscale(
                text, (max(1, min(room, int(text.get_width() * squeeze))), max(1, new_height))
            )
        text_rect = text.get_rect(center=(width // 2, int(height * 0.37)))
        surface.blit(text, text_rect)
        symbol = pygame.Rect(0, 0, symbol_size, symbol_size)
        symbol.midbottom = (width // 2, height - max(3, height // 14))
        draw_symbol(surface, tile.colour, symbol)
        return surface

    def clear(self) -> None:
        """Forget every cached picture (after a big size change)."""
        self._faces.clear()
        self._backs.clear()
