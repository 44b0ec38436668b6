"""Drawing the rack: the player's tiles in big size, slot by slot, in one or two rows;
a rack whose tiles take more than one page, a page at a time between two arrows that
say how many tiles lie beyond them."""

from __future__ import annotations

import pygame

from rummikub_desktop.i18n import tr
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


ARROW_SHARE = 0.4
"""A page arrow's triangle is this share of the arrow's width wide."""
ARROW_WORDS_INSET = 3
"""Between a page arrow's sides and its words."""
ARROW_TIP_PARTS = 3
"""A page arrow's triangle stands a third of the way down it; its words under it."""


def page_counts(geometry: RackGeometry, rack: RackLayout) -> tuple[int, int, int]:
    """The rack's tiles on the pages before the one shown, on it, and after it."""
    slots = [slot for slot, tile_id in enumerate(rack.slots) if tile_id is not None]
    before = sum(1 for slot in slots if slot < geometry.first)
    shown = sum(1 for slot in slots if geometry.shows(slot))
    return before, shown, len(slots) - before - shown


def rack_page_sentence(geometry: RackGeometry, rack: RackLayout | None) -> str:
    """What a paged rack's page shows, in words (read aloud as it turns); "" for a
    rack on one page or a hidden one."""
    if rack is None or not geometry.paged:
        return ""
    before, shown, after = page_counts(geometry, rack)
    return tr(
        "game.rack_page",
        page=geometry.page + 1,
        pages=geometry.pages,
        shown=shown,
        count=before + shown + after,
    )


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
            first = geometry.first + row * geometry.per_row  # (the page shown's rows)
            above = geometry.slot_rect(first - geometry.per_row).bottom
            middle = (above + geometry.slot_rect(first).top) // 2
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
            for slot in range(geometry.first, geometry.first + geometry.capacity):
                if rack.tile_in(slot) is None:
                    rect = geometry.slot_rect(slot)
                    pygame.draw.rect(
                        surface, style.theme().wood_line, rect, 1, border_radius=style.TILE_RADIUS
                    )
        for slot, tile_id in enumerate(rack.slots):
            if tile_id is None or tile_id in hidden_ids or not geometry.shows(slot):
                continue
            rect = geometry.slot_rect(slot)
            if hover is not None and target_slot is None and rect.collidepoint(hover):
                rect = rect.move(0, -LIFT)
            if tile_id in fresh_ids:
                draw_glow(surface, rect)
            surface.blit(self.art.face(rack.faces[tile_id], size), rect)
        if geometry.paged:
            self._draw_arrows(surface, rack, geometry, fresh_ids)
        if target_slot is not None and geometry.shows(target_slot):
            # Around the slot, so that it shows around the tile held over it.
            rect = geometry.slot_rect(target_slot).inflate(TARGET_OUTSET, TARGET_OUTSET)
            pygame.draw.rect(
                surface, style.theme().gold, rect, style.FRAME, border_radius=style.SMALL_RADIUS
            )

    def _draw_arrows(
        self,
        surface: pygame.Surface,
        rack: RackLayout,
        geometry: RackGeometry,
        fresh_ids: frozenset[int],
    ) -> None:
        """A paged rack's two arrows: each a big triangle over how many tiles lie that
        way ("6 more"), glowing where a tile just drawn is; faint with nothing beyond."""
        before, _, after = page_counts(geometry, rack)
        theme = style.theme()
        least = style.least_words_size(self.text.scale)
        for arrow, count, back in (
            (geometry.back_arrow, before, True),
            (geometry.next_arrow, after, False),
        ):
            if arrow is None:
                continue
            if count == 0:
                pygame.draw.rect(surface, theme.wood_line, arrow, 2, border_radius=style.RADIUS)
                continue
            beyond = [
                tile_id
                for slot, tile_id in enumerate(rack.slots)
                if not geometry.shows(slot) and (slot < geometry.first) == back
            ]
            if fresh_ids.intersection(beyond):
                draw_glow(surface, arrow)
            pygame.draw.rect(surface, theme.speech, arrow, border_radius=style.RADIUS)
            pygame.draw.rect(surface, theme.gold, arrow, style.FRAME, border_radius=style.RADIUS)
            half = round(arrow.width * ARROW_SHARE / 2)
            tip = arrow.centerx - half if back else arrow.centerx + half
            heel = arrow.centerx + half if back else arrow.centerx - half
            middle = arrow.top + arrow.height // ARROW_TIP_PARTS
            pygame.draw.polygon(
                surface, theme.ink, [(tip, middle), (heel, middle - half), (heel, middle + half)]
            )
            lines = tr("game.rack_page_arrow", count=count).split("\n")
            room = arrow.width - 2 * ARROW_WORDS_INSET
            labels = [
                self.text.fit(line, style.TEXT_SMALL, room, theme.ink, bold=True, smallest=least)
                for line in lines
            ]
            y = (
                middle
                + half
                + (arrow.bottom - middle - half - sum(x.get_height() for x in labels)) // 2
            )
            for label in labels:
                surface.blit(label, label.get_rect(midtop=(arrow.centerx, y)))
                y += label.get_height()
