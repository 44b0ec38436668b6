"""Drawing the game screen: the status bar, the table, the players, the rack, the drag.

Drawing only reads the state of the scene and its controller; it changes nothing.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.session import Phase
from rummikub_desktop.table import Cell
from rummikub_desktop.ui import style
from rummikub_desktop.widgets.geometry import RackGeometry, TableGeometry
from rummikub_desktop.widgets.table_view import DragView

from .base import Drag, GameSceneBase

SELECTED_GROW = 10
"""How much bigger than the tile the frame of a tile picked up is."""
SELECTED_WIDTH = 5
"""That frame's line (thicker than the others: the tile in hand)."""
TILE_FRAME_GROW = 6
"""How much bigger than a tile a frame just around it is (the place preview, the
keyboard frame's dark inner line)."""
TILE_FRAME_RADIUS = 8
"""The corners of a frame just around a tile."""
INSERT_BAR_WIDTH = 6
"""The gold bar where the tile held would go in between two tiles."""
INSERT_BAR_OVERHANG = 4
"""How far that bar reaches above and below the tiles."""
INSERT_BAR_RADIUS = 3
GHOST_ALPHA = 150
"""How solid the faint copy of the tile held is, where it would go (255: solid)."""
FOCUS_GROW = 14
"""How much bigger than the tile or cell the keyboard's frame is."""
FOCUS_WIDTH = 4
"""The keyboard frame's line."""
MESSAGE_WORDS_MARGINS = 60
"""The table's width less the widest the words of a message over the table get."""
MESSAGE_WORDS_WIDEST = 820
MESSAGE_MARGINS = 40
"""The table's width less the widest a message's box gets."""
MESSAGE_WIDEST = 860
MESSAGE_PADDING = 9
"""Between a message box's top and bottom and its words."""
MESSAGE_LIFT = 4
"""Between the bottom of the free band under the sets and the message box."""
SHADOW_OFFSET = (5, 6)
"""How far a dragged tile's shadow falls (right, down)."""
SHADOW_RADIUS = 8


class PaintPart(GameSceneBase):
    """Draws the game screen under its widgets."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        layout = self.layout
        controller = self.controller
        menu_left = int(
            self.menu_button.relative_rect.left if self.menu_button else layout.screen.right
        )
        self.status_bar.draw(surface, controller, layout.top_bar, menu_left)
        if layout.rules_line is not None:
            self.status_bar.draw_rules(surface, controller.rules, layout.rules_line)
        geometry = self.table_geometry()
        drag = self.drag if self.drag is not None and self.drag.moved else None
        drag_view = None
        if drag is not None:
            drag_view = DragView(drag.ids, drag.first_topleft, drag.tile_size)
        hint = self.empty_table_hint()
        self.table_view.draw(
            surface,
            controller,
            geometry,
            drag=drag_view,
            rack_origins=self.rack_origins(),
            empty_hint=hint,
        )
        self.players_panel.draw(surface, controller, layout.side, self.clock)
        rack_geometry = self.rack_geometry()
        target = None
        hidden: frozenset[int] = frozenset()
        rack = controller.rack
        if drag is not None and not drag.is_set:
            hidden = frozenset(drag.ids)
            if rack is not None:
                target = rack_geometry.slot_at(drag.first_center)
            if rack is not None and target is not None:
                # Show the rack as it would be: the tiles that make room move aside.
                rack = rack.with_tile_at(drag.grab_id, target)
        self.rack_view.draw(
            surface,
            rack,
            rack_geometry,
            hidden_ids=hidden,
            target_slot=target,
            hidden_text="" if controller.handover_due else tr("pass.rack_hidden"),
            hover=pygame.mouse.get_pos() if pygame.mouse.get_focused() else None,
            fresh_ids=controller.drawn_ids,
            show_slots=drag is not None,
        )
        if self.selected is not None:
            self._draw_selected(surface, geometry, rack_geometry)
            if drag is None:
                self._draw_place_preview(surface, geometry, rack_geometry)
        self._draw_focus(surface, geometry, rack_geometry)
        if self.message:
            self._draw_message(surface, geometry)
        if drag is not None:
            self._draw_drag(surface, drag, geometry)

    def empty_table_hint(self) -> str:
        """What an empty table says on the person's turn: how to put tiles on it
        (nothing while a refusal says what to do: its box would cover half of it)."""
        if self.controller.phase is not Phase.HUMAN_TURN or self.controller.refused_problems:
            return ""
        return tr("game.empty_table") + "\n" + tr("game.empty_table_more")

    def _draw_selected(
        self, surface: pygame.Surface, geometry: TableGeometry, rack_geometry: RackGeometry
    ) -> None:
        """A thick frame around the tile picked up by a click."""
        tile_id = self.selected
        if tile_id is None:
            return
        rack = self.controller.rack
        rect = None
        if rack is not None and tile_id in rack:
            rect = rack_geometry.slot_rect(rack.slot_of(tile_id))
        else:
            cell = self.controller.table.cell_of(tile_id)
            if cell is not None:
                rect = geometry.cell_rect(cell)
        if rect is not None:
            pygame.draw.rect(
                surface,
                style.theme().selected,
                rect.inflate(SELECTED_GROW, SELECTED_GROW),
                SELECTED_WIDTH,
                border_radius=style.RADIUS,
            )

    def _place_target(
        self, geometry: TableGeometry, rack_geometry: RackGeometry
    ) -> tuple[Cell | None, int | None]:
        """Where the tile held (by a click or Space) would go: the keyboard's frame,
        or the cell or slot under the mouse."""
        if self.keyboard_active:
            focus = self.valid_focus()
            return (None, None) if focus is None else (focus.cell, focus.slot)
        if not pygame.mouse.get_focused():
            return None, None
        pos = pygame.mouse.get_pos()
        if self.layout.table.collidepoint(pos) and self.controller.phase is Phase.HUMAN_TURN:
            return geometry.cell_at(pos), None
        if self.controller.rack is not None:
            return None, rack_geometry.slot_at(pos)
        return None, None

    def _draw_place_preview(
        self, surface: pygame.Surface, geometry: TableGeometry, rack_geometry: RackGeometry
    ) -> None:
        """Show where the tile held would go: a faint copy of it in a gold frame, or a
        gold bar where it would go in between two tiles."""
        tile_id = self.selected
        if tile_id is None:
            return
        cell, slot = self._place_target(geometry, rack_geometry)
        if cell is not None:
            rect, taken = geometry.cell_rect(cell), self.controller.table.tile_at(cell)
        elif slot is not None and self.controller.rack is not None:
            rect, taken = rack_geometry.slot_rect(slot), self.controller.rack.tile_in(slot)
        else:
            return
        if taken == tile_id:
            return
        if taken is not None:
            bar = pygame.Rect(
                rect.left - INSERT_BAR_WIDTH,
                rect.top - INSERT_BAR_OVERHANG,
                INSERT_BAR_WIDTH,
                rect.height + 2 * INSERT_BAR_OVERHANG,
            )
            pygame.draw.rect(surface, style.theme().gold, bar, border_radius=INSERT_BAR_RADIUS)
            return
        ghost = self.app.tile_art.face(self.controller.face(tile_id), rect.size).copy()
        ghost.set_alpha(GHOST_ALPHA)
        surface.blit(ghost, rect)
        pygame.draw.rect(
            surface,
            style.theme().gold,
            rect.inflate(TILE_FRAME_GROW, TILE_FRAME_GROW),
            style.FRAME,
            border_radius=TILE_FRAME_RADIUS,
        )

    def _draw_focus(
        self, surface: pygame.Surface, geometry: TableGeometry, rack_geometry: RackGeometry
    ) -> None:
        """The keyboard's frame: a thick frame in the focus colour, with a dark line
        inside it so that it shows on any background."""
        focus = self.valid_focus()
        if focus is None or not self.keyboard_active:
            return
        if focus.slot is not None:
            rect = rack_geometry.slot_rect(focus.slot)
        elif focus.cell is not None:
            rect = geometry.cell_rect(focus.cell)
        else:
            return
        pygame.draw.rect(
            surface,
            style.theme().focus,
            rect.inflate(FOCUS_GROW, FOCUS_GROW),
            FOCUS_WIDTH,
            border_radius=style.RADIUS,
        )
        pygame.draw.rect(
            surface,
            style.theme().bar,
            rect.inflate(TILE_FRAME_GROW, TILE_FRAME_GROW),
            2,
            border_radius=TILE_FRAME_RADIUS,
        )

    def _draw_message(self, surface: pygame.Surface, geometry: TableGeometry) -> None:
        area = self.layout.table
        lines = self.text.wrap(
            self.message,
            style.TEXT_BODY,
            min(area.width - MESSAGE_WORDS_MARGINS, MESSAGE_WORDS_WIDEST),
            bold=True,
        )
        line_h = self.text.font(style.TEXT_BODY, True).get_linesize()
        box = pygame.Rect(
            0,
            0,
            min(area.width - MESSAGE_MARGINS, MESSAGE_WIDEST),
            line_h * len(lines) + 2 * MESSAGE_PADDING,
        )
        band = geometry.free_band({cell.row for _, cell in self.controller.table})
        box.midbottom = (band.centerx, band.bottom - MESSAGE_LIFT)
        box.clamp_ip(area)
        pygame.draw.rect(surface, style.theme().bar, box, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.theme().gold, box, style.FRAME, border_radius=style.RADIUS)
        y = box.top + MESSAGE_PADDING
        for line in lines:
            label = self.text.render(line, style.TEXT_BODY, style.theme().text, bold=True)
            surface.blit(label, label.get_rect(midtop=(box.centerx, y)))
            y += line_h

    def _draw_drag(self, surface: pygame.Surface, drag: Drag, geometry: TableGeometry) -> None:
        art = self.app.tile_art
        faces = self.controller.faces
        over_table = self.layout.table.collidepoint(drag.first_center)
        size = geometry.tile_size if over_table else drag.tile_size
        if over_table and not drag.is_set:
            cell = geometry.cell_at(drag.first_center)
            if cell is not None:
                pygame.draw.rect(
                    surface,
                    style.theme().gold,
                    geometry.cell_rect(cell),
                    style.FRAME,
                    border_radius=style.TILE_RADIUS,
                )
        cx, cy = drag.first_center
        x, y = cx - size[0] // 2, cy - size[1] // 2
        shadow = pygame.Rect(
            x + SHADOW_OFFSET[0],
            y + SHADOW_OFFSET[1],
            size[0] * len(drag.ids) + 2 * (len(drag.ids) - 1),
            size[1],
        )
        pygame.draw.rect(surface, style.theme().shadow, shadow, border_radius=SHADOW_RADIUS)
        for index, tile_id in enumerate(drag.ids):
            surface.blit(art.face(faces[tile_id], size), (x + index * (size[0] + 2), y))
