"""Drawn help over the game: the screen dimmed around what matters, a glowing tile,
the outline of where it goes, and a speech panel.

Used by the tutorial and by "What did the computer do?". Only draws; the
colours are the style module's (so another palette changes them too).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache

DIM_ALPHA = 150
"""How dark the dimmed parts of the screen get (0: not at all, 255: black)."""
GLOW_WIDTH = 5
DASH = 10
GLOW_OUTSET = 10
"""How far the gold frame around a glowing tile stands out of it (both sides together)."""
HALO_OUTSET = 22
"""How far the soft halo around it stands out of the tile (both sides together)."""
HALO_WIDTH = 9
HALO_RADIUS = 14
HALO_ALPHA = 90
"""The halo's width, its rounded corners and how much it shows (255: fully)."""
TARGET_OUTSET = 8
"""How far the outline of where a tile goes stands out of its place (both sides)."""
TARGET_ALPHA = 70
"""How much the gold inside that outline shows (255: fully)."""
DASH_WIDTH = 4
"""The width of the outline's dashes."""
ARROW_WIDTH = 5
ARROW_HEAD = 18
"""The width of the arrow's line and the length of its head."""
ARROW_HEAD_SPREAD = 0.6
"""How far the arrowhead's corners stand out on each side, as a share of its length."""
SPEECH_PADDING = (14, 10)
"""Between a speech panel's frame and its words (left, top)."""


OPAQUE = 255
"""An alpha that hides what is under it."""


def dimmed(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """``colour`` as :func:`dim_except` leaves it."""
    kept = OPAQUE - DIM_ALPHA
    red, green, blue = colour
    return (red * kept // OPAQUE, green * kept // OPAQUE, blue * kept // OPAQUE)


def dim_except(surface: pygame.Surface, area: pygame.Rect, holes: Sequence[pygame.Rect]) -> None:
    """Darken ``area`` of the screen except the ``holes`` (which stay as they are)."""
    shade = pygame.Surface(area.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, DIM_ALPHA))
    for hole in holes:
        shade.fill((0, 0, 0, 0), hole.move(-area.left, -area.top))
    surface.blit(shade, area.topleft)


def glow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A thick gold frame with a soft halo: this is the tile (or button) to use."""
    halo = rect.inflate(HALO_OUTSET, HALO_OUTSET)
    ring = pygame.Surface(halo.size, pygame.SRCALPHA)
    pygame.draw.rect(
        ring,
        (*style.theme().gold, HALO_ALPHA),
        ring.get_rect(),
        HALO_WIDTH,
        border_radius=HALO_RADIUS,
    )
    surface.blit(ring, halo.topleft)
    frame = rect.inflate(GLOW_OUTSET, GLOW_OUTSET)
    pygame.draw.rect(surface, style.theme().gold, frame, GLOW_WIDTH, border_radius=style.RADIUS)


def target_outline(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A dashed white frame with a gold inside: the place where the tile goes."""
    frame = rect.inflate(TARGET_OUTSET, TARGET_OUTSET)
    inside = pygame.Surface(frame.size, pygame.SRCALPHA)
    inside.fill((*style.theme().gold, TARGET_ALPHA))
    surface.blit(inside, frame.topleft)
    corners = [frame.topleft, frame.topright, frame.bottomright, frame.bottomleft]
    for start, end in zip(corners, corners[1:] + corners[:1], strict=True):
        _dashed_line(surface, start, end)


def _dashed_line(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
    length = max(abs(end[0] - start[0]), abs(end[1] - start[1]))
    if length == 0:
        return
    for offset in range(0, length, DASH * 2):
        a = offset / length
        b = min(length, offset + DASH) / length
        p = (start[0] + (end[0] - start[0]) * a, start[1] + (end[1] - start[1]) * a)
        q = (start[0] + (end[0] - start[0]) * b, start[1] + (end[1] - start[1]) * b)
        pygame.draw.line(surface, style.theme().text, p, q, DASH_WIDTH)


def arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A gold arrow from the tile to its place."""
    pygame.draw.line(surface, style.theme().gold, start, end, ARROW_WIDTH)
    dx, dy = end[0] - start[0], end[1] - start[1]
    size = (dx * dx + dy * dy) ** 0.5
    if size < 1:
        return
    ux, uy = dx / size, dy / size
    head = ARROW_HEAD
    spread = ARROW_HEAD_SPREAD
    left = (end[0] - ux * head - uy * head * spread, end[1] - uy * head + ux * head * spread)
    right = (end[0] - ux * head + uy * head * spread, end[1] - uy * head - ux * head * spread)
    pygame.draw.polygon(surface, style.theme().gold, [end, left, right])


def speech_panel(
    surface: pygame.Surface,
    text: TextCache,
    rect: pygame.Rect,
    lines: Sequence[tuple[str, int, tuple[int, int, int], bool]],
) -> None:
    """A light panel with lines of words: (line, size, colour, bold) each, top down."""
    pygame.draw.rect(surface, style.theme().speech, rect, border_radius=style.RADIUS)
    pygame.draw.rect(surface, style.theme().gold, rect, style.FRAME, border_radius=style.RADIUS)
    y = rect.top + SPEECH_PADDING[1]
    for line, size, colour, bold in lines:
        label = text.render(line, size, colour, bold)
        surface.blit(label, (rect.left + SPEECH_PADDING[0], y))
        y += text.font(size, bold).get_linesize()


def wrapped(text: TextCache, sentence: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``sentence`` broken into lines no wider than ``width`` (for a speech panel)."""
    lines: list[str] = []
    for paragraph in sentence.split("\n"):
        lines.extend(text.wrap(paragraph, size, width, bold) or [""])
    return lines
