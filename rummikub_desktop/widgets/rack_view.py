"""Drawing the rack: the player's tiles in big size, one or two rows."""

from __future__ import annotations

import pygame

from rummikub_desktop.table import RackLayout
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets.geometry import RackGeometry


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
        insert_at: int | None = None,
        hidden_text: str = "",
        hover: tuple[int, int] | None = None,
    ) -> None:
        """Draw the rack; ``hidden_ids`` are being dragged, ``insert_at`` marks a drop spot."""
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
        position = 0
        for tile_id in rack.ids:
            if tile_id in hidden_ids:
                continue
            if insert_at is not None and position == insert_at:
                position += 1
            rect = geometry.slot_rect(position)
            if hover is not None and insert_at is None and rect.collidepoint(hover):
                # The tile under the mouse lifts a little: this one would be picked up.
                rect = rect.move(0, -6)
            surface.blit(self.art.face(rack.faces[tile_id], size), rect)
            position += 1
        if insert_at is not None:
            rect = geometry.slot_rect(insert_at)
            pygame.draw.rect(surface, style.GOLD, rect, 3, border_radius=8)
