"""The keyboard on the game screen: a whole turn without the mouse.

The arrow keys move a frame (the focus) over the rack's slots and the table's
cells: Left and Right along a row, Up and Down between the rack's rows and up
onto the table (Down from the table's last row comes back to the rack). Space
picks up the tile in the frame, and puts the tile held down where the frame is
(as a click does); Escape puts it back; Enter is Done.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.session import Phase
from rummikub_desktop.table import Cell

from .base import Focus, GameSceneBase

ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


class KeyboardPart(GameSceneBase):
    """Turns arrow keys and Space into focus moves and the controller's commands."""

    def handle_play_key(self, event: pygame.event.Event) -> bool:
        """An arrow or Space; True when it was one of them."""
        if event.key in ARROWS:
            self.keyboard_active = True
            if self.focus is None:
                self.focus = self._first_focus()
            else:
                self._move_focus(*ARROWS[event.key])
            return True
        if event.key == pygame.K_SPACE:
            self.keyboard_active = True
            if self.focus is None:
                self.focus = self._first_focus()
            else:
                self._space()
            return True
        return False

    def _first_focus(self) -> Focus:
        rack = self.controller.rack
        if rack is not None and rack.ids:
            return Focus(slot=rack.slot_of(rack.ids[0]))
        if rack is not None:
            return Focus(slot=0)
        return Focus(cell=Cell(0, 0))

    def _move_focus(self, dx: int, dy: int) -> None:
        focus = self.valid_focus()
        if focus is None:
            return
        rack = self.rack_geometry()
        table = self.table_geometry()
        if focus.slot is not None:
            row, col = divmod(focus.slot, rack.per_row)
            if dx:
                self.focus = Focus(slot=max(0, min(rack.capacity - 1, focus.slot + dx)))
            elif dy > 0 and row + 1 < rack.rows:
                self.focus = Focus(slot=focus.slot + rack.per_row)
            elif dy < 0 and row > 0:
                self.focus = Focus(slot=focus.slot - rack.per_row)
            elif dy < 0 and self.controller.phase is Phase.HUMAN_TURN:
                x = rack.slot_rect(focus.slot).centerx
                below = table.rows - 1
                self.focus = Focus(cell=table.cell_at((x, table.cell_rect(Cell(0, below)).centery)))
                if self.focus.cell is None:
                    self.focus = Focus(
                        cell=Cell(0 if x < table.area.centerx else table.columns - 1, below)
                    )
            return
        cell = focus.cell or Cell(0, 0)
        col, row = cell.col + dx, cell.row + dy
        if row >= table.rows and self.controller.rack is not None:
            x = table.cell_rect(cell).centerx
            slot = rack.slot_at((x, rack.slot_rect(0).centery))
            self.focus = Focus(slot=0 if slot is None else slot)
            return
        self.focus = Focus(
            cell=Cell(max(0, min(table.columns - 1, col)), max(0, min(table.rows - 1, row)))
        )

    def focused_tile(self) -> int | None:
        """The tile in the frame, if any."""
        focus = self.valid_focus()
        if focus is None:
            return None
        if focus.slot is not None:
            rack = self.controller.rack
            return None if rack is None else rack.tile_in(focus.slot)
        return None if focus.cell is None else self.controller.table.tile_at(focus.cell)

    def _space(self) -> None:
        focus = self.valid_focus()
        if focus is None:
            return
        held = self.selected
        if held is None:
            tile = self.focused_tile()
            on_table = focus.cell is not None
            if tile is None:
                self.say(tr("game.keys_nothing_here"))
            elif on_table and self.controller.phase is not Phase.HUMAN_TURN:
                self.say(tr("outcome.not_your_turn"))
            else:
                self.selected = tile
                self.say(tr("game.keys_holding"))
            return
        if held == self.focused_tile():
            self.selected = None
            self.message = ""
            return
        self.selected = None
        controller = self.controller
        rack = controller.rack
        if focus.slot is not None:
            if rack is not None and held in rack:
                self.command(controller.move_rack_tile(held, focus.slot))
            else:
                self.place(controller.move_tile_to_rack(held, focus.slot))
        elif focus.cell is not None:
            self.place(controller.move_tile_to_table(held, focus.cell))
