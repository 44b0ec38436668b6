"""The mouse on the game screen: dragging tiles and sets, and click-to-place.

Dragging is hard for some hands, so a click (a press and release without
moving) picks a tile up and the next click puts it down.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.session import Phase
from rummikub_desktop.widgets.table_view import outline_rect

from .base import Drag, GameSceneBase

DRAG_THRESHOLD = 4
"""Pixels the mouse must move with the button down before a press counts as a drag."""
SET_GRAB_MARGIN = 6
"""How much bigger than a set's outline the place is where a press picks the set up."""


class PointerPart(GameSceneBase):
    """Turns mouse presses, moves and releases into the controller's commands."""

    @property
    def wants_pointer(self) -> bool:
        return self.drag is not None

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        """A mouse event for the table or the rack; True when it was one."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.keyboard_active = False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self._move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            self._release(event.pos)
        else:
            return False
        return True

    def _press(self, pos: tuple[int, int]) -> None:
        controller = self.controller
        rack = controller.rack
        if rack is not None:
            slots = self.rack_geometry()
            slot = slots.slot_at(pos)
            tile_id = None if slot is None else rack.tile_in(slot)
            if slot is not None and tile_id is not None and slots.slot_rect(slot).collidepoint(pos):
                self.drag = Drag.start(
                    (tile_id,), pos, slots.slot_rect(slot), slots.tile_size, from_rack=True
                )
                return
        if controller.phase is not Phase.HUMAN_TURN:
            return
        geometry = self.table_geometry()
        table = controller.table
        cell = geometry.cell_at(pos)
        empty = cell is None or table.tile_at(cell) is None
        inside = self.layout.table.collidepoint(pos) or self.layout.rack.collidepoint(pos)
        if self.selected is not None and empty and inside:
            self._place_selected(pos)
            return
        if cell is not None:
            on_cell = table.tile_at(cell)
            if on_cell is not None and geometry.cell_rect(cell).collidepoint(pos):
                self.drag = Drag.start(
                    (on_cell,), pos, geometry.cell_rect(cell), geometry.tile_size
                )
                return
        for table_set in table.sets():
            outline = outline_rect(geometry, table_set.start, len(table_set))
            if outline.inflate(SET_GRAB_MARGIN, SET_GRAB_MARGIN).collidepoint(pos):
                self.drag = Drag.start(
                    table_set.ids,
                    pos,
                    geometry.cell_rect(table_set.start),
                    geometry.tile_size,
                    is_set=True,
                )
                return

    def _move(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        drag.pos = pos
        if abs(pos[0] - drag.grab[0]) + abs(pos[1] - drag.grab[1]) > DRAG_THRESHOLD:
            drag.moved = True

    def _release(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        drag.pos = pos
        self.drag = None
        if not drag.moved:
            self._click(drag)
            return
        self.selected = None
        controller = self.controller
        center = drag.first_center
        layout = self.layout
        if drag.is_set:
            geometry = self.table_geometry()
            cell = geometry.cell_at(center)
            if not layout.table.collidepoint(center):
                if layout.rack.collidepoint(center):
                    self.say(tr("outcome.table_tile_to_rack"))
                return
            if cell is None:
                self.say(tr("outcome.off_table"))
                return
            self.place(controller.move_set(drag.grab_id, cell))
            return
        self._drop_tile(drag.grab_id, drag.from_rack, center)

    def _click(self, drag: Drag) -> None:
        """A press and release without moving: choose a tile, then where it goes.

        Dragging is hard for some hands: a click picks a tile up (it is framed),
        and the next click on the table or the rack puts it there.
        """
        if drag.is_set:
            return
        if self.selected is None:
            if drag.from_rack or self.controller.phase is Phase.HUMAN_TURN:
                self.selected = drag.grab_id
                self.say(tr("game.selected"))
            return
        if self.selected == drag.grab_id:
            self.selected = None
            self.message = ""
            return
        self._place_selected(drag.grab)

    def _place_selected(self, pos: tuple[int, int]) -> None:
        """Put the chosen tile where the player clicked."""
        tile_id = self.selected
        self.selected = None
        if tile_id is None:
            return
        rack = self.controller.rack
        from_rack = rack is not None and tile_id in rack
        self._drop_tile(tile_id, from_rack, pos)

    def _drop_tile(self, tile_id: int, from_rack: bool, center: tuple[int, int]) -> None:
        """One tile let go with its middle at ``center``: on the table or on the rack."""
        controller = self.controller
        layout = self.layout
        if layout.table.collidepoint(center) and controller.phase is Phase.HUMAN_TURN:
            geometry = self.table_geometry()
            cell = geometry.cell_at(center)
            if cell is None:
                self.say(tr("outcome.off_table"))
                return
            # The right half of a tile (or of the gap between two sets) means "after".
            after = center[0] > geometry.cell_rect(cell).centerx
            self.place(controller.move_tile_to_table(tile_id, cell, after=after))
        elif layout.rack.collidepoint(center) and controller.rack is not None:
            slot = self.rack_geometry().slot_at(center)
            if slot is None:
                return
            if from_rack:
                self.command(controller.move_rack_tile(tile_id, slot))
            else:
                self.place(controller.move_tile_to_rack(tile_id, slot))
