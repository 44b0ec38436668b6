"""Drawing the rack: the player's tiles in big size, slot by slot, in one or two rows."""

from __future__ import annotations

import pygame

from rummikub_desktop.table import RackLayout
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets.geometry import RackGeometry

LIFT = 6
"""Pixels the tile under the mouse rises: this one would be picked up."""
GLOW_OUTSET = 12
GLOW_WIDTH = 5
"""The glow's inner frame: how far it stands out of the tile (both sides together), and
its width."""
HALO_OUTSET = 20
"""How far the glow's thin outer frame stands out of the tile (both sides together)."""
GLOW_SMALLEST_RADIUS = 6
GLOW_RADIUS_SHARE = 5
"""The glow's rounded corners: a fifth of the tile's width, at least 6."""
HALO_EXTRA_RADIUS = 4
"""How much rounder the outer frame's corners are than the inner one's."""
RACK_EDGE = 3
"""The width of the rack's wooden edge."""
LINE_INDENT = 10
"""Between the rack's sides and the line between its two rows."""
TARGET_OUTSET = 8
"""How far the gold frame of the slot a tile will land in stands out of it (both sides)."""


def draw_glow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A wide soft frame around a tile just drawn from the pool."""
    radius = max(GLOW_SMALLEST_RADIUS, rect.w // GLOW_RADIUS_SHARE)
    inner = rect.inflate(GLOW_OUTSET, GLOW_OUTSET)
    pygame.draw.rect(surface, style.theme().fresh, inner, GLOW_WIDTH, border_radius=radius)
    outer = rect.inflate(HALO_OUTSET, HALO_OUTSET)
    pygame.draw.rect(
        surface, style.theme().fresh, outer, 2, border_radius=radius + HALO_EXTRA_RADIUS
    )


class RackView:
    """Draws a rack (or a hidden one)."""

    def __init__(self, art: TileArt, text: TextCache) -> None:
        self.art = art
        self.text = text

    def draw(
        self,
        surface: pygame.Surface,
        rack: RackLayout | None,
        geometry: RackGeometry,
        *,
        hidden_ids: frozenset[int] = frozenset(),
        target_slot: int | None = None,
        hidden_text: str = "",
        hover: tuple[int, int] | None = None,
        fresh_ids: frozenset[int] = frozenset(),
        show_slots: bool = False,
    ) -> None:
        """Draw the rack.

        Args:
            hidden_ids: tiles being dragged (drawn at the pointer instead).
            target_slot: where a dragged tile would land (a gold frame).
            hidden_text: said over a hidden rack (pass and play).
            hover: the mouse, to lift the tile under it.
            fresh_ids: tiles just drawn from the pool (a glow).
            show_slots: outline the empty slots (while something is dragged).
        """
        area = geometry.area
        pygame.draw.rect(surface, style.theme().wood, area, border_radius=style.RADIUS)
        pygame.draw.rect(
            surface, style.theme().wood_edge, area, RACK_EDGE, border_radius=style.RADIUS
        )
        for row in range(1, geometry.rows):
            # Between two rows of tiles (none on a rack of one row: it crossed its tiles).
            above = geometry.slot_rect((row - 1) * geometry.per_row).bottom
            middle = (above + geometry.slot_rect(row * geometry.per_row).top) // 2
            pygame.draw.line(
                surface,
                style.theme().wood_line,
                (area.left + LINE_INDENT, middle),
                (area.right - LINE_INDENT, middle),
                2,
            )
        if rack is None:
            if hidden_text:
                label = self.text.render(
                    hidden_text, style.TEXT_LARGE, style.theme().text_hidden, bold=True
                )
                surface.blit(label, label.get_rect(center=area.center))
            return
        size = geometry.tile_size
        if show_slots:
            for slot in range(geometry.capacity):
                if rack.tile_in(slot) is None:
                    rect = geometry.slot_rect(slot)
                    pygame.draw.rect(
                        surface, style.theme().wood_line, rect, 1, border_radius=style.TILE_RADIUS
                    )
        for slot, tile_id in enumerate(rack.slots):
            if tile_id is None or tile_id in hidden_ids:
                continue
            rect = geometry.slot_rect(slot)
            if hover is not None and target_slot is None and rect.collidepoint(hover):
                rect = rect.move(0, -LIFT)
            if tile_id in fresh_ids:
                draw_glow(surface, rect)
            surface.blit(self.art.face(rack.faces[tile_id], size), rect)
        if target_slot is not None:
            # Around the slot, so that it shows around the tile held over it.
            rect = geometry.slot_rect(target_slot).inflate(TARGET_OUTSET, TARGET_OUTSET)
            pygame.draw.rect(
                surface, style.theme().gold, rect, style.FRAME, border_radius=style.SMALL_RADIUS
            )
