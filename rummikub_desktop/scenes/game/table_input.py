"""The mouse and the keys on the game screen, turned into commands.

:class:`TableInput` owns what the player has in hand: a tile or a set being
dragged, a tile picked up by a click or by Space (click-to-place: dragging is
hard for some hands), and the keyboard's frame. It reads a :class:`Board` (where
the table and the rack are drawn, and what lies on them) and gives command
values (:mod:`.commands`); it never touches the controller, so a test feeds it
events and reads the commands, without a window.

The keys: the arrows move a frame over the rack's slots and the table's cells
(Left and Right along a row, Up and Down between the rack's rows and up onto the
table; Down from the table's last row comes back to the rack). Space picks up
the tile in the frame, and puts the tile held where the frame is; Escape puts
it back (or asks to leave); Enter is Done; Ctrl+Z is Undo.

A rack whose tiles take more than one page turns its page with its arrows (a
click, or a tile dragged onto one), with Page Up and Page Down, and as the
keyboard's frame goes past the page's first or last slot.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from rummikub_desktop.table import Cell, RackLayout, TableLayout
from rummikub_desktop.widgets.geometry import (
    COL_GAP,
    ROW_GAP,
    RackGeometry,
    TableGeometry,
    outline_rect,
)

from .commands import (
    ButtonName,
    Command,
    Hush,
    MoveRackTile,
    MoveSet,
    MoveTileToRack,
    MoveTileToTable,
    PressButton,
    Say,
    ShowRackPage,
)

DRAG_THRESHOLD = 4
"""Pixels the mouse must move with the button down before a press counts as a drag."""
SET_GRAB_MARGIN = 6
"""How much bigger than a set's outline the place is where a press picks the set up."""
SAY_AGAIN_KEY = pygame.K_s
"""Reads whose turn it is and the rack aloud again (as the Say again button does)."""
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
"""The keys that turn the rack's page (where its tiles take more than one)."""
ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


@dataclass(slots=True)
class Drag:
    """A tile or a whole set being dragged.

    Attributes:
        ids: the dragged tiles, left to right (one for a tile).
        grab_id: the tile the controller is told about.
        from_rack: True when the tile comes from the rack.
        is_set: True when a whole set is dragged by its outline.
        grab: where the mouse went down.
        offset: from the mouse to the first tile's top-left corner.
        tile_size: the size drawn while dragging.
        pos: where the mouse is now.
        moved: True once the mouse has moved far enough to count as a drag.
    """

    ids: tuple[int, ...]
    grab_id: int
    from_rack: bool
    is_set: bool
    grab: tuple[int, int]
    offset: tuple[int, int]
    tile_size: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False

    @classmethod
    def start(
        cls,
        ids: tuple[int, ...],
        pos: tuple[int, int],
        first_rect: pygame.Rect,
        tile_size: tuple[int, int],
        *,
        from_rack: bool = False,
        is_set: bool = False,
    ) -> Drag:
        """A drag of ``ids`` begun at ``pos``, the first tile drawn at ``first_rect``."""
        offset = (first_rect.left - pos[0], first_rect.top - pos[1])
        return cls(ids, ids[0], from_rack, is_set, pos, offset, tile_size, pos)

    @property
    def first_topleft(self) -> tuple[int, int]:
        """Where the first dragged tile's top-left corner is drawn."""
        return self.pos[0] + self.offset[0], self.pos[1] + self.offset[1]

    @property
    def first_center(self) -> tuple[int, int]:
        """The centre of the first dragged tile."""
        x, y = self.first_topleft
        return x + self.tile_size[0] // 2, y + self.tile_size[1] // 2


@dataclass(frozen=True, slots=True)
class DropTarget:
    """Where a tile let go at a point goes on the table (:func:`drop_target`).

    Attributes:
        cell: the cell the tile is dropped on (after any snap to a set).
        after: on a tile or in the gap between two sets: after (True) or before it.
        bar: where the gold insertion bar shows that the tile goes in beside a
            set's tile (None for a tile that starts a set of its own).
    """

    cell: Cell
    after: bool
    bar: pygame.Rect | None = None


SNAP_SHARE = 3
"""The part of a cell (a third) nearer a set, one empty cell away, where a drop
still joins that set."""
INSERT_BAR_WIDTH = 6
INSERT_BAR_OVERHANG = 4
"""The insertion bar's width, and how far it reaches above and below the tiles."""


def _bar(geometry: TableGeometry, cell: Cell, right: bool) -> pygame.Rect:
    """The insertion bar at the left (or right) edge of ``cell``."""
    rect = geometry.cell_rect(cell)
    # Centred in the gap between the two cells.
    x = (rect.right + 1 if right else rect.left - 1) - INSERT_BAR_WIDTH // 2
    return pygame.Rect(
        x, rect.top - INSERT_BAR_OVERHANG, INSERT_BAR_WIDTH, rect.height + 2 * INSERT_BAR_OVERHANG
    )


def drop_target(
    geometry: TableGeometry,
    tiles: TableLayout,
    center: tuple[int, int],
    moving: int | None = None,
) -> DropTarget | None:
    """Where a tile let go with its middle at ``center`` goes (None off the grid);
    ``moving``: the tile itself, when it lies on the table (it leaves its cell).

    A drop snaps to the set it is nearest to: on a tile it goes in before or after
    it (the tile's half); next to a set's end it joins the set; on the cell after
    the empty one beside a set's end, in that cell's third nearer the set, it still
    joins it (a drop a little off does not make two sets). Elsewhere a tile starts
    a set of its own.
    """
    cell = geometry.cell_at(center)
    if cell is None:
        return _past_an_end(geometry, tiles, center, moving)
    after = center[0] > geometry.cell_rect(cell).centerx
    taken = tiles.tile_at(cell)
    if taken is not None and taken != moving:
        return DropTarget(cell, after, _bar(geometry, cell, after))

    def tile(col: int) -> bool:
        found = tiles.tile_at(Cell(col, cell.row)) if 0 <= col < geometry.columns else None
        return found is not None and found != moving

    left, right = tile(cell.col - 1), tile(cell.col + 1)
    if left or right:
        # Next to a set's end (in a gap between two, the side it is let go on).
        joins_left = left and not (right and after)
        return DropTarget(cell, after, _bar(geometry, cell, not joins_left))
    # One empty cell from a set, in the third of the cell nearer to it: the tile
    # was meant for the set (a drop a little off); further in, it starts a set of
    # its own one cell away (as sets are laid).
    rect = geometry.cell_rect(cell)
    nearer = rect.width // SNAP_SHARE
    if tile(cell.col - 2) and center[0] < rect.left + nearer:
        snapped = cell.shifted(-1)
        return DropTarget(snapped, False, _bar(geometry, snapped, False))
    if tile(cell.col + 2) and center[0] >= rect.right - nearer:
        snapped = cell.shifted(1)
        return DropTarget(snapped, True, _bar(geometry, snapped, True))
    return DropTarget(cell, after)


def _past_an_end(
    geometry: TableGeometry, tiles: TableLayout, center: tuple[int, int], moving: int | None
) -> DropTarget | None:
    """A drop one cell past the grid's left or right edge, beside a set that ends
    there, joins that set (the table makes room: the set moves to where it fits);
    None anywhere else off the grid."""
    step_x, step_y = geometry.step
    col = int((center[0] - geometry.origin[0] + COL_GAP / 2) // step_x)
    row = int((center[1] - geometry.origin[1] + ROW_GAP / 2) // step_y)
    if not 0 <= row < geometry.rows:
        return None
    if col == geometry.columns:
        end, after = Cell(col - 1, row), True
    elif col == -1:
        end, after = Cell(0, row), False
    else:
        return None
    found = tiles.tile_at(end)
    if found is None or found == moving:
        return None
    return DropTarget(end, after, _bar(geometry, end, after))


def is_over_table(area: pygame.Rect, geometry: TableGeometry, center: tuple[int, int]) -> bool:
    """True for a tile held with its middle at ``center`` over the table's region,
    or within a cell's width left or right of the grid (past the region when the
    grid fills it): a tile let go there was meant for a set's end."""
    grid = geometry.grid_rect()
    return area.collidepoint(center) or grid.inflate(2 * geometry.step[0], 0).collidepoint(center)


@dataclass(frozen=True, slots=True)
class Focus:
    """Where the keyboard's frame is: a rack slot, or a table cell."""

    slot: int | None = None
    cell: Cell | None = None


@dataclass(frozen=True, slots=True)
class Board:
    """The game screen as input sees it: where the table and the rack are drawn,
    and what lies on them now.

    Attributes:
        table_area: the table's region of the screen.
        rack_area: the rack's region.
        table: the table's grid as drawn.
        rack: the rack's rows as drawn.
        tiles: the tiles on the table.
        rack_tiles: the rack on screen (None while racks are hidden).
        human_turn: True on a person's turn (the table can be changed).
        handover_due: True while the racks wait for the next player (pass-and-play).
    """

    table_area: pygame.Rect
    rack_area: pygame.Rect
    table: TableGeometry
    rack: RackGeometry
    tiles: TableLayout
    rack_tiles: RackLayout | None
    human_turn: bool
    handover_due: bool = False

    def tile_rect(self, tile_id: int) -> pygame.Rect | None:
        """Where a tile is drawn, on the rack or on the table."""
        rack = self.rack_tiles
        if rack is not None and tile_id in rack:
            # (On another page of the rack: the arrow towards it.)
            return self.rack.place_of(rack.slot_of(tile_id))
        cell = self.tiles.cell_of(tile_id)
        return None if cell is None else self.table.cell_rect(cell)

    def on_rack(self, tile_id: int) -> bool:
        """True when the tile is on the rack shown."""
        return self.rack_tiles is not None and tile_id in self.rack_tiles

    def is_selectable(self, tile_id: int) -> bool:
        """True when a tile can be held: on the rack, or on the table on a person's turn."""
        return self.on_rack(tile_id) or (self.human_turn and tile_id in self.tiles)


class TableInput:
    """The drag, the tile held and the keyboard's frame, for one game screen."""

    def __init__(self) -> None:
        self.drag: Drag | None = None
        self.selected: int | None = None
        """The tile picked up by a click or by Space, waiting to be put down."""
        self.focus: Focus | None = None
        """The keyboard's frame (None until an arrow key is pressed)."""
        self.keyboard_active = False
        """True since the last key; a mouse move makes it False (the preview follows it)."""
        self.play_keys = True
        """False where the arrows and Space play no part (the tutorial's steps)."""
        self._over_arrow = 0
        """The rack's page arrow the tile dragged is over (-1 back, 1 on, 0 none): a
        drag turns the page once as it comes onto an arrow."""

    @property
    def wants_pointer(self) -> bool:
        """True while a drag needs the mouse before the widgets."""
        return self.drag is not None

    @property
    def moving_drag(self) -> Drag | None:
        """The drag, once the mouse has moved far enough for it to show."""
        return self.drag if self.drag is not None and self.drag.moved else None

    # -- what the game changes ----------------------------------------------------------

    def let_go(self) -> None:
        """Drop what is being dragged, nowhere (a dialog opens, the round ends)."""
        self.drag = None

    def put_back(self) -> None:
        """Drop the drag and the tile held (a replay starts, the tutorial restarts)."""
        self.drag = None
        self.selected = None

    def show_drag(self, drag: Drag) -> None:
        """A drag made by the screen itself (the tutorial's Show me), drawn as the player's."""
        drag.moved = True
        self.drag = drag

    def drag_to(self, pos: tuple[int, int]) -> None:
        """Move the drag in progress (the screen's own, or the mouse's)."""
        if self.drag is not None:
            self._move(pos)

    def forget_unselectable(self, board: Board) -> None:
        """The tile held left the player's reach (the turn ended): nothing is held."""
        if self.selected is not None and not board.is_selectable(self.selected):
            self.selected = None

    # -- events -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event, board: Board) -> list[Command] | None:
        """The commands for one event; None when the event is not input's (the caller
        passes it on)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            self.keyboard_active = False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos, board)
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self._move(event.pos)
            return self._drag_over_arrow(event.pos, board)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            return self._release(event.pos, board)
        if event.type == pygame.KEYDOWN:
            return self._key(event, board)
        return None

    def _key(self, event: pygame.event.Event, board: Board) -> list[Command] | None:
        if self.play_keys and not board.handover_due:
            if event.key in ARROWS:
                self.keyboard_active = True
                if self.focus is None:
                    self.focus = self._first_focus(board)
                    return []
                return self._move_focus(*ARROWS[event.key], board)
            if event.key == pygame.K_SPACE:
                self.keyboard_active = True
                if self.focus is None:
                    self.focus = self._first_focus(board)
                    return []
                return self._space(board)
        if event.key in PAGE_KEYS and board.rack_tiles is not None and board.rack.paged:
            return self._turn_page(board.rack.page + PAGE_KEYS[event.key], board)
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return [PressButton(ButtonName.DONE)]
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            return [PressButton(ButtonName.UNDO)]
        if event.key == SAY_AGAIN_KEY:
            return [PressButton(ButtonName.SAY_AGAIN)]
        if event.key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
                return [Hush()]
            return [PressButton(ButtonName.MENU)]
        return None

    # -- the mouse ----------------------------------------------------------------------

    def _turn_page(self, page: int, board: Board) -> list[Command]:
        """Show the rack's ``page`` (none past its first or last)."""
        if not 0 <= page < board.rack.pages or page == board.rack.page:
            return []
        return [ShowRackPage(page)]

    def _drag_over_arrow(self, pos: tuple[int, int], board: Board) -> list[Command]:
        """A tile dragged onto a page arrow of the rack turns the page (once, until it
        leaves the arrow)."""
        drag = self.drag
        over = 0
        if drag is not None and drag.moved and not drag.is_set and board.rack_tiles is not None:
            over = board.rack.arrow_at(pos)
        came = over != self._over_arrow and over != 0
        self._over_arrow = over
        return self._turn_page(board.rack.page + over, board) if came else []

    def _press(self, pos: tuple[int, int], board: Board) -> list[Command]:
        rack = board.rack_tiles
        turn = board.rack.arrow_at(pos) if rack is not None else 0
        if turn:
            return self._turn_page(board.rack.page + turn, board)
        if rack is not None:
            slots = board.rack
            slot = slots.slot_at(pos)
            tile_id = None if slot is None else rack.tile_in(slot)
            if slot is not None and tile_id is not None and slots.slot_rect(slot).collidepoint(pos):
                self.drag = Drag.start(
                    (tile_id,), pos, slots.slot_rect(slot), slots.tile_size, from_rack=True
                )
                return []
        if not board.human_turn:
            return []
        geometry = board.table
        table = board.tiles
        cell = geometry.cell_at(pos)
        empty = cell is None or table.tile_at(cell) is None
        inside = board.table_area.collidepoint(pos) or board.rack_area.collidepoint(pos)
        if self.selected is not None and empty and inside:
            return self._place_selected(pos, board)
        if cell is not None:
            on_cell = table.tile_at(cell)
            if on_cell is not None and geometry.cell_rect(cell).collidepoint(pos):
                self.drag = Drag.start(
                    (on_cell,), pos, geometry.cell_rect(cell), geometry.tile_size
                )
                return []
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
                return []
        return []

    def _move(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        drag.pos = pos
        if abs(pos[0] - drag.grab[0]) + abs(pos[1] - drag.grab[1]) > DRAG_THRESHOLD:
            drag.moved = True

    def _release(self, pos: tuple[int, int], board: Board) -> list[Command]:
        drag = self.drag
        assert drag is not None
        drag.pos = pos
        self.drag = None
        self._over_arrow = 0
        if not drag.moved:
            return self._click(drag, board)
        self.selected = None
        center = drag.first_center
        if drag.is_set:
            if not board.table_area.collidepoint(center):
                if board.rack_area.collidepoint(center):
                    return [Say("outcome.table_tile_to_rack")]
                return []
            cell = board.table.cell_at(center)
            if cell is None:
                return [Say("outcome.off_table")]
            return [MoveSet(drag.grab_id, cell)]
        return self.drop_tile(drag.grab_id, drag.from_rack, center, board)

    def _click(self, drag: Drag, board: Board) -> list[Command]:
        """A press and release without moving: choose a tile, then where it goes."""
        if drag.is_set:
            return []
        if self.selected is None:
            if drag.from_rack or board.human_turn:
                self.selected = drag.grab_id
                return [Say("game.selected")]
            return []
        if self.selected == drag.grab_id:
            self.selected = None
            return [Hush()]
        return self._place_selected(drag.grab, board)

    def _place_selected(self, pos: tuple[int, int], board: Board) -> list[Command]:
        """Put the chosen tile where the player clicked."""
        tile_id = self.selected
        self.selected = None
        if tile_id is None:
            return []
        return self.drop_tile(tile_id, board.on_rack(tile_id), pos, board)

    def drop_tile(
        self, tile_id: int, from_rack: bool, center: tuple[int, int], board: Board
    ) -> list[Command]:
        """One tile let go with its middle at ``center``: on the table or on the rack."""
        if board.human_turn and is_over_table(board.table_area, board.table, center):
            target = drop_target(board.table, board.tiles, center, tile_id)
            if target is None:
                return [Say("outcome.off_table")]
            return [MoveTileToTable(tile_id, target.cell, target.after)]
        if board.rack_area.collidepoint(center) and board.rack_tiles is not None:
            slot = board.rack.slot_at(center)
            if slot is None:
                return []
            if from_rack:
                return [MoveRackTile(tile_id, slot)]
            return [MoveTileToRack(tile_id, slot)]
        return []

    # -- the keyboard -------------------------------------------------------------------

    def valid_focus(self, board: Board) -> Focus | None:
        """The focus, kept inside the rack and the table as they are drawn now."""
        focus = self.focus
        if focus is None:
            return None
        if focus.slot is not None:
            if board.rack_tiles is None:
                return Focus(cell=Cell(0, 0))
            return Focus(slot=max(0, min(board.rack.total - 1, focus.slot)))
        cell = focus.cell or Cell(0, 0)
        geometry = board.table
        return Focus(
            cell=Cell(
                max(0, min(geometry.columns - 1, cell.col)),
                max(0, min(geometry.rows - 1, cell.row)),
            )
        )

    def focused_tile(self, board: Board) -> int | None:
        """The tile in the frame, if any."""
        focus = self.valid_focus(board)
        if focus is None:
            return None
        if focus.slot is not None:
            rack = board.rack_tiles
            return None if rack is None else rack.tile_in(focus.slot)
        return None if focus.cell is None else board.tiles.tile_at(focus.cell)

    def _first_focus(self, board: Board) -> Focus:
        rack = board.rack_tiles
        if rack is not None and rack.ids:
            return Focus(slot=rack.slot_of(rack.ids[0]))
        if rack is not None:
            return Focus(slot=0)
        return Focus(cell=Cell(0, 0))

    def _move_focus(self, dx: int, dy: int, board: Board) -> list[Command]:
        focus = self.valid_focus(board)
        if focus is None:
            return []
        rack = board.rack
        table = board.table
        if focus.slot is not None:
            row, _ = divmod(focus.slot % rack.capacity, rack.per_row)
            if dx:
                self.focus = Focus(slot=max(0, min(rack.total - 1, focus.slot + dx)))
            elif dy > 0 and row + 1 < rack.rows:
                self.focus = Focus(slot=focus.slot + rack.per_row)
            elif dy < 0 and row > 0:
                self.focus = Focus(slot=focus.slot - rack.per_row)
            elif dy < 0 and board.human_turn:
                x = rack.place_of(focus.slot).centerx
                below = table.rows - 1
                cell = table.cell_at((x, table.cell_rect(Cell(0, below)).centery))
                if cell is None:
                    cell = Cell(0 if x < table.area.centerx else table.columns - 1, below)
                self.focus = Focus(cell=cell)
            moved = None if self.focus is None else self.focus.slot
            # The frame past the page's first or last slot: the page follows it.
            if moved is not None and not rack.shows(moved):
                return self._turn_page(rack.page_of(moved), board)
            return []
        cell = focus.cell or Cell(0, 0)
        col, row = cell.col + dx, cell.row + dy
        if row >= table.rows and board.rack_tiles is not None:
            x = table.cell_rect(cell).centerx
            slot = rack.slot_at((x, rack.slot_rect(rack.first).centery))
            self.focus = Focus(slot=0 if slot is None else slot)
            return []
        self.focus = Focus(
            cell=Cell(max(0, min(table.columns - 1, col)), max(0, min(table.rows - 1, row)))
        )
        return []

    def _space(self, board: Board) -> list[Command]:
        focus = self.valid_focus(board)
        if focus is None:
            return []
        held = self.selected
        if held is None:
            tile = self.focused_tile(board)
            if tile is None:
                return [Say("game.keys_nothing_here")]
            if focus.cell is not None and not board.human_turn:
                return [Say("outcome.not_your_turn")]
            self.selected = tile
            return [Say("game.keys_holding")]
        if held == self.focused_tile(board):
            self.selected = None
            return [Hush()]
        self.selected = None
        if focus.slot is not None:
            if board.on_rack(held):
                return [MoveRackTile(held, focus.slot)]
            return [MoveTileToRack(held, focus.slot)]
        if focus.cell is not None:
            return [MoveTileToTable(held, focus.cell)]
        return []
