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


def draw_glow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A wide soft frame around a tile just drawn from the pool."""
    radius = max(6, rect.w // 5)
    pygame.draw.rect(surface, style.FRESH, rect.inflate(12, 12), 5, border_radius=radius)
    pygame.draw.rect(surface, style.FRESH, rect.inflate(20, 20), 2, border_radius=radius + 4)


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
        pygame.draw.rect(surface, style.WOOD, area, border_radius=10)
        pygame.draw.rect(surface, style.WOOD_EDGE, area, 3, border_radius=10)
        middle = area.top + area.height // 2
        pygame.draw.line(
            surface, style.WOOD_LINE, (area.left + 10, middle), (area.right - 10, middle), 2
        )
        if rack is None:
            if hidden_text:
                label = self.text.render(hidden_text, 26, style.TEXT_HIDDEN, bold=True)
                surface.blit(label, label.get_rect(center=area.center))
            return
        size = geometry.tile_size
        if show_slots:
            for slot in range(geometry.capacity):
                if rack.tile_in(slot) is None:
                    rect = geometry.slot_rect(slot)
                    pygame.draw.rect(surface, style.WOOD_LINE, rect, 1, border_radius=6)
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
            rect = geometry.slot_rect(target_slot).inflate(8, 8)
            pygame.draw.rect(surface, style.GOLD, rect, 3, border_radius=8)
