"""Drawing the game screen: the status bar, the table, the players, the rack, the drag.

The painter draws one :class:`~.frame.GameFrame` with the screen's widgets; it
reads nothing else and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.i18n import tr
from rummikub_desktop.table import Cell
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets.geometry import RackGeometry, TableGeometry
from rummikub_desktop.widgets.loupe import READABLE, Loupe, LoupePlace, loupe_place
from rummikub_desktop.widgets.players_panel import PlayersPanel
from rummikub_desktop.widgets.rack_view import RackView
from rummikub_desktop.widgets.speech_layout import free_spot, least_covering_anywhere
from rummikub_desktop.widgets.status_bar import StatusBar
from rummikub_desktop.widgets.table_view import DragView, TableView

from .frame import DragPicture, GameFrame
from .table_input import drop_target, is_over_table

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
MESSAGE_PADDING_TIGHT = 4
"""The same for smaller words, made smaller to fit a crowded screen's last free row."""
MESSAGE_LIFT = 4
"""Between the bottom of the free band under the sets and the message box."""
MESSAGE_SHARES = 4
MESSAGE_NARROWER = (3, 2)
"""A message with no free place at its width tries 3 and 2 quarters of it."""
MESSAGE_BAR_INSET = 4
"""Between the top bar's left side (and its buttons) and a message given its room."""
MESSAGE_BAR_PADDING = 12
"""Between the sides of a message in the top bar and its words."""
MESSAGE_PART_LINES = 2
"""The fewest lines a part of a message shown a part at a time holds, before
smaller words or a line a part are tried."""
MESSAGE_MARK_GAP = 10
"""Between a message's words and the mark of which part shows ("1/3")."""
SHADOW_OFFSET = (5, 6)
"""How far a dragged tile's shadow falls (right, down)."""
SHADOW_RADIUS = 8


@dataclass(frozen=True, slots=True)
class MessagePlace:
    """Where the screen's message goes: its box, its lines a part at a time (one part
    unless it is too long for its place), their size, and whether it took the top
    bar's room."""

    box: tuple[int, int, int, int]
    pages: tuple[tuple[str, ...], ...]
    size: int
    in_bar: bool = False

    def lines(self, page: int) -> list[str]:
        """The lines shown at ``page`` (counted from the message's start, round and round)."""
        return list(self.pages[page % len(self.pages)])

    def mark(self, page: int) -> str:
        """Which part shows at ``page``, as "2/3" (nothing for a message shown whole)."""
        if len(self.pages) < 2:
            return ""
        return f"{page % len(self.pages) + 1}/{len(self.pages)}"


def chunked(lines: Sequence[str], per_part: int) -> tuple[tuple[str, ...], ...]:
    """``lines`` in parts of ``per_part`` lines (the last may hold fewer)."""
    return tuple(tuple(lines[at : at + per_part]) for at in range(0, len(lines), per_part))


def message_padding(size: int) -> int:
    """Between a message box's top and bottom and its words of ``size``."""
    return MESSAGE_PADDING if size >= style.TEXT_BODY else MESSAGE_PADDING_TIGHT


def most_lines_free(
    width: int,
    heights: Sequence[int],
    least: int,
    anchor: pygame.Rect,
    areas: Sequence[tuple[pygame.Rect, Sequence[pygame.Rect]]],
    taken: Sequence[pygame.Rect],
) -> tuple[pygame.Rect, int] | None:
    """The free place nearest ``anchor`` for a part of a message with the most lines,
    from ``least`` up to one fewer than the message has (``heights[n]``: a box of n
    lines), and that many lines; None when not even ``least`` lines are free. A place
    that holds a part of n lines holds one of fewer: the most is found by halves."""
    if least >= len(heights):
        return None
    found = free_spot((width, heights[least]), anchor, areas, taken)
    if found is None:
        return None
    low, high = least, len(heights) - 1
    while low < high:
        middle = (low + high + 1) // 2
        spot = free_spot((width, heights[middle]), anchor, areas, taken)
        if spot is None:
            high = middle - 1
        else:
            low, found = middle, spot
    return found, low


class TablePainter:
    """Draws the game screen under its widgets, from one frame."""

    def __init__(
        self,
        art: TileArt,
        text: TextCache,
        status_bar: StatusBar,
        table_view: TableView,
        players_panel: PlayersPanel,
        rack_view: RackView,
    ) -> None:
        self.art = art
        self.text = text
        self.status_bar = status_bar
        self.table_view = table_view
        self.players_panel = players_panel
        self.rack_view = rack_view
        self.loupe = Loupe(art)
        self._message_plan: tuple[object, MessagePlace] | None = None
        """The last message's place, by what it depends on (see :meth:`message_box`)."""

    def draw(self, surface: pygame.Surface, frame: GameFrame, background: style.RGB) -> None:
        """Draw ``frame``."""
        surface.fill(background)
        layout = frame.layout
        geometry = frame.board.table
        rack_geometry = frame.board.rack
        place = self.message_place(frame, geometry, rack_geometry) if frame.message else None
        in_bar = place is not None and place.in_bar
        self.status_bar.draw(
            surface, frame.status, layout.top_bar, frame.menu_left, words=not in_bar
        )
        if layout.rules_line is not None:
            pointer = None if frame.dialog_open else frame.pointer
            self.status_bar.draw_rules(surface, frame.rules, layout.rules_line, pointer)
        drag = frame.drag
        drag_view = None
        if drag is not None:
            drag_view = DragView(drag.ids, drag.topleft, drag.tile_size)
        self.table_view.draw(
            surface,
            frame.picture,
            geometry,
            drag=drag_view,
            rack_origins=dict(enumerate(frame.rack_origins)),
            empty_hint=frame.empty_hint,
            places=frame.overlaid,
        )
        self.players_panel.draw(
            surface, frame.players, frame.pool_size, layout.side, frame.thinking_step
        )
        target = None
        hidden: frozenset[int] = frozenset()
        rack = frame.board.rack_tiles
        if drag is not None and not drag.is_set:
            hidden = frozenset(drag.ids)
            if rack is not None:
                target = rack_geometry.slot_at(drag.center)
            if rack is not None and target is not None:
                # Show the rack as it would be: the tiles that make room move aside.
                rack = rack.with_tile_at(drag.grab_id, target)
        self.rack_view.draw(
            surface,
            rack,
            rack_geometry,
            hidden_ids=hidden,
            target_slot=target,
            hidden_text="" if frame.board.handover_due else tr("pass.rack_hidden"),
            hover=frame.pointer,
            fresh_ids=frame.drawn_ids,
            show_slots=drag is not None,
        )
        self.table_view.draw_problems(
            surface, frame.picture, geometry, self._rack_room(frame, rack_geometry)
        )
        if frame.selected is not None:
            self._draw_selected(surface, frame, frame.selected)
            if drag is None:
                self._draw_place_preview(surface, frame, frame.selected)
        self._draw_focus(surface, frame, geometry, rack_geometry)
        if place is not None:
            self._draw_message(surface, place, frame.message_page)
        if drag is not None:
            self._draw_drag(surface, frame, drag, geometry)
        self.loupe.draw(surface, frame.picture.table, self._loupe_place(frame, place))

    def _loupe_place(self, frame: GameFrame, message: MessagePlace | None) -> LoupePlace | None:
        """Where the loupe (:mod:`rummikub_desktop.widgets.loupe`) shows the set under
        the pointer (or the keyboard's frame), clear of the message and the refusals'
        boxes; None while a tile is held, a question is open, tiles move or an overlay
        lies over the table or holds the game (it would lie over the loupe)."""
        picture, geometry = frame.picture, frame.board.table
        # The cheap reasons first: this runs at every frame drawn.
        if geometry.tile_h >= READABLE or frame.held or frame.dialog_open or frame.overlaid:
            return None
        if frame.drag or frame.selected is not None:
            return None
        if picture.animation is not None or picture.easing_progress < 1.0:
            return None
        cell = None
        if frame.keyboard_active and frame.focus is not None:
            cell = frame.focus.cell
        elif frame.pointer is not None and geometry.area.collidepoint(frame.pointer):
            cell = geometry.cell_at(frame.pointer)
        if cell is None or picture.table.tile_at(cell) is None:
            return None
        rack_geometry = frame.board.rack
        rack = self._rack_room(frame, rack_geometry)
        avoid = self.table_view.refusal_rects(picture, geometry, rack)
        if message is not None:
            avoid.append(pygame.Rect(message.box))
        # The rack's page arrows have words (the loupe may lie over its tiles).
        arrows = (rack_geometry.back_arrow, rack_geometry.next_arrow)
        avoid += [arrow for arrow in arrows if arrow is not None]
        sets = self.table_view.set_rects(picture, geometry)
        return loupe_place(
            picture.table,
            geometry,
            rack_geometry.tile_size[1],
            cell,
            avoid,
            sets=sets,
            spare=frame.layout.rack,
        )

    @staticmethod
    def _rack_room(
        frame: GameFrame, rack_geometry: RackGeometry
    ) -> tuple[pygame.Rect, list[pygame.Rect]] | None:
        """The rack's area and its tiles: room for a refusal's words where the table
        has none (the rack's empty slots)."""
        rack = frame.board.rack_tiles
        if rack is None:
            return None
        slots = [rack.slot_of(tile_id) for tile_id in rack.ids]
        tiles = [rack_geometry.slot_rect(slot) for slot in slots if rack_geometry.shows(slot)]
        # A paged rack's arrows are no room for words either.
        arrows = (rack_geometry.back_arrow, rack_geometry.next_arrow)
        tiles += [arrow for arrow in arrows if arrow is not None]
        return rack_geometry.area, tiles

    def _draw_selected(self, surface: pygame.Surface, frame: GameFrame, tile_id: int) -> None:
        """A thick frame around the tile picked up by a click."""
        rect = frame.tile_rect(tile_id)
        if rect is not None:
            pygame.draw.rect(
                surface,
                style.theme().selected,
                rect.inflate(SELECTED_GROW, SELECTED_GROW),
                SELECTED_WIDTH,
                border_radius=style.RADIUS,
            )

    def _place_target(self, frame: GameFrame) -> tuple[Cell | None, int | None]:
        """Where the tile held (by a click or Space) would go: the keyboard's frame,
        or the cell or slot under the mouse."""
        if frame.keyboard_active:
            focus = frame.focus
            return (None, None) if focus is None else (focus.cell, focus.slot)
        pos = frame.pointer
        if pos is None:
            return None, None
        board = frame.board
        if frame.layout.table.collidepoint(pos) and board.human_turn:
            return board.table.cell_at(pos), None
        if board.rack_tiles is not None:
            return None, board.rack.slot_at(pos)
        return None, None

    def _draw_place_preview(self, surface: pygame.Surface, frame: GameFrame, tile_id: int) -> None:
        """Show where the tile held would go: a faint copy of it in a gold frame, or a
        gold bar where it would go in between two tiles."""
        cell, slot = self._place_target(frame)
        board = frame.board
        if cell is not None:
            rect, taken = board.table.cell_rect(cell), board.tiles.tile_at(cell)
        elif slot is not None and board.rack_tiles is not None:
            rect, taken = board.rack.slot_rect(slot), board.rack_tiles.tile_in(slot)
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
        ghost = self.art.face(frame.faces[tile_id], rect.size).copy()
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
        self,
        surface: pygame.Surface,
        frame: GameFrame,
        geometry: TableGeometry,
        rack_geometry: RackGeometry,
    ) -> None:
        """The keyboard's frame: a thick frame in the focus colour, with a dark line
        inside it so that it shows on any background."""
        focus = frame.focus
        if focus is None or not frame.keyboard_active:
            return
        if focus.slot is not None:
            rect = rack_geometry.place_of(focus.slot)
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

    def _draw_message(self, surface: pygame.Surface, place: MessagePlace, page: int) -> None:
        box = pygame.Rect(place.box)
        size = place.size
        lines = place.lines(page)
        line_h = self.text.font(size, True).get_linesize()
        pygame.draw.rect(surface, style.theme().bar, box, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.theme().gold, box, style.FRAME, border_radius=style.RADIUS)
        mark = place.mark(page)
        words_x = box.centerx
        if mark:
            # Which part shows, at the box's right: the words centred in the rest.
            room = self.mark_room(size)
            words_x -= room // 2
            label = self.text.render(mark, size, style.theme().gold, bold=True)
            inset = max(style.FRAME, (room - MESSAGE_MARK_GAP - label.get_width()) // 2)
            surface.blit(label, label.get_rect(midright=(box.right - inset, box.centery)))
        y = box.centery - line_h * len(lines) // 2
        for line in lines:
            label = self.text.render(line, size, style.theme().text, bold=True)
            surface.blit(label, label.get_rect(midtop=(words_x, y)))
            y += line_h

    def mark_room(self, size: int) -> int:
        """The width a message shown a part at a time keeps at its right for the mark
        of which part shows (the widest, "9/9"), with the gap before the words."""
        return self.text.font(size, True).size("9/9")[0] + MESSAGE_MARK_GAP + style.FRAME

    def message_place(
        self, frame: GameFrame, geometry: TableGeometry, rack_geometry: RackGeometry
    ) -> MessagePlace:
        """Where the screen's message goes: low on the table, in its free band; on a
        full table, the nearest place over no set, no refusal box, no rack tile (the
        rack's empty row) and none of the empty table's words, where there is one;
        where there is none, the top bar's room (a game's: :attr:`GameFrame.message_in_bar`).
        Worked out once for the same message and table (a drag draws every frame)."""
        rack_tiles = frame.board.rack_tiles
        key = (
            frame.message,
            frame.layout,
            geometry,
            rack_geometry,
            frame.board.tiles,
            frame.picture.table,
            frame.picture.refused_problems,
            frame.picture.human_turn,
            frame.overlaid,
            frame.empty_hint,
            frame.drag is None,
            frame.menu_left,
            frame.status.seconds_left is not None,
            frame.status.running_out,
            frame.message_in_bar,
            self.status_bar.unsaved.shown,
            None if rack_tiles is None else rack_tiles.slots,
            self.text.scale,
            i18n.language(),
        )
        if self._message_plan is None or self._message_plan[0] != key:
            self._message_plan = (key, self._place_message(frame, geometry, rack_geometry))
        return self._message_plan[1]

    def message_box(
        self, frame: GameFrame, geometry: TableGeometry, rack_geometry: RackGeometry
    ) -> tuple[pygame.Rect, list[str]]:
        """The message's box and the lines it shows now (see :meth:`message_place`)."""
        place = self.message_place(frame, geometry, rack_geometry)
        return pygame.Rect(place.box), place.lines(frame.message_page)

    def message_shown(self, frame: GameFrame) -> list[str]:
        """The lines of the message ``frame`` shows."""
        if not frame.message:
            return []
        return self.message_box(frame, frame.board.table, frame.board.rack)[1]

    def message_pages(self) -> int:
        """How many parts the last placed message is shown in (0 for none)."""
        return 0 if self._message_plan is None else len(self._message_plan[1].pages)

    def message_size(self) -> int:
        """The size of the last placed message's words (smaller on a crowded screen)."""
        return style.TEXT_BODY if self._message_plan is None else self._message_plan[1].size

    def kept_clear(
        self, frame: GameFrame, geometry: TableGeometry, rack_geometry: RackGeometry
    ) -> list[pygame.Rect]:
        """What words laid over the table and the rack must not cover: the sets (with
        their icons), the refused sets' boxes and the rack's tiles."""
        rack = self._rack_room(frame, rack_geometry)
        taken = [*self.table_view.taken_rects(frame.picture, geometry, rack)]
        taken += self._empty_hint(frame, geometry)
        return [*taken, *(rack[1] if rack is not None else [])]

    def _empty_hint(self, frame: GameFrame, geometry: TableGeometry) -> list[pygame.Rect]:
        """An empty table's words ("Drag tiles from your rack..."), where they show."""
        if frame.empty_hint and len(frame.picture.table) == 0 and frame.drag is None:
            return [self.table_view.empty_hint_place(frame.empty_hint, geometry.area)[0]]
        return []

    @staticmethod
    def _overlaid(frame: GameFrame) -> list[pygame.Rect]:
        """The overlays' boxes (the coach's line, the nudge): the message keeps clear."""
        return [pygame.Rect(rect) for rect in frame.overlaid]

    def _place_message(
        self, frame: GameFrame, geometry: TableGeometry, rack_geometry: RackGeometry
    ) -> MessagePlace:
        area = frame.layout.table

        def shaped(width: int, size: int = style.TEXT_BODY) -> tuple[pygame.Rect, list[str]]:
            line_h = self.text.font(size, True).get_linesize()
            words_room = min(width - MESSAGE_WORDS_MARGINS + MESSAGE_MARGINS, MESSAGE_WORDS_WIDEST)
            lines = self.text.wrap(frame.message, size, words_room, bold=True)
            padding = message_padding(size)
            return pygame.Rect(0, 0, width, line_h * len(lines) + 2 * padding), lines

        def placed(box: pygame.Rect, lines: list[str], size: int) -> MessagePlace:
            return MessagePlace((box.x, box.y, box.w, box.h), (tuple(lines),), size)

        box, lines = shaped(min(area.width - MESSAGE_MARGINS, MESSAGE_WIDEST))
        band = geometry.free_band({cell.row for _, cell in frame.board.tiles})
        box.midbottom = (band.centerx, band.bottom - MESSAGE_LIFT)
        box.clamp_ip(area)
        rack = self._rack_room(frame, rack_geometry)
        overlaid = self._overlaid(frame)
        taken = [
            *self.table_view.taken_rects(frame.picture, geometry, rack),
            *self._empty_hint(frame, geometry),
            *overlaid,
        ]
        every = [*self.kept_clear(frame, geometry, rack_geometry), *overlaid]
        if box.collidelist(every) < 0:
            return placed(box, lines, style.TEXT_BODY)
        areas: list[tuple[pygame.Rect, Sequence[pygame.Rect]]] = [(area, [])]
        if rack is not None:
            areas.append(rack)
        # The rack's empty row is wide and low: the words on fewer, longer lines; a
        # free corner of the table is narrow: on more, shorter ones.
        widths = [box.width] + [room.width - 2 * MESSAGE_LIFT for room, _ in areas[1:]]
        widths += [box.width * share // MESSAGE_SHARES for share in MESSAGE_NARROWER]
        # Smaller words, down to the least a player reads, before covering a tile (the
        # rack's half-empty second row at 800x600, issue 32).
        for size in self._sizes():
            for width in widths:
                tried, tried_lines = shaped(width, size)
                spot = free_spot(tried.size, box, areas, taken)
                if spot is not None:
                    return placed(spot, tried_lines, size)
        if frame.message_in_bar:
            return self._bar_place(frame)
        # Nowhere free for the whole, and the bar is the use's (a lesson's title, a
        # puzzle's goal): a part at a time in a free place (a puzzle's Hint laying
        # three long steps covered the whole table and the rack at 800x600).
        paged = self._paged_place(frame.message, box, areas, taken, widths)
        if paged is not None:
            return paged
        # Not even a line is free: where it covers the least of the sets, the boxes
        # and the rack's tiles.
        rooms = [room for room, _ in areas]
        spot = least_covering_anywhere(box.size, rooms, every, also=[box])
        # Never past the play's room (a box taller than the rack's, low on the table,
        # ran past the window's foot in the tutorial's lesson on Hint at 800x600).
        spot.clamp_ip(frame.layout.table.union(frame.layout.rack))
        return placed(spot, lines, style.TEXT_BODY)

    def _paged_place(
        self,
        message: str,
        anchor: pygame.Rect,
        areas: Sequence[tuple[pygame.Rect, Sequence[pygame.Rect]]],
        taken: Sequence[pygame.Rect],
        widths: Sequence[int],
    ) -> MessagePlace | None:
        """``message`` a part at a time in the free place nearest ``anchor``: the most
        lines a part that a free place holds, the biggest words first, at least
        :data:`MESSAGE_PART_LINES` a part before a line a part; each part shows for
        the message's seconds, with its mark ("1/3"). None when no line is free."""
        for least in (MESSAGE_PART_LINES, 1):
            for size in self._sizes():
                line_h = self.text.font(size, True).get_linesize()
                padding = message_padding(size)
                mark = self.mark_room(size)
                for width in widths:
                    words_room = min(
                        width - MESSAGE_WORDS_MARGINS + MESSAGE_MARGINS, MESSAGE_WORDS_WIDEST
                    )
                    lines = self.text.wrap(message, size, words_room - mark, bold=True)
                    heights = [n * line_h + 2 * padding for n in range(len(lines))]
                    found = most_lines_free(width, heights, least, anchor, areas, taken)
                    if found is not None:
                        spot, per_part = found
                        box = (spot.x, spot.y, spot.w, spot.h)
                        return MessagePlace(box, chunked(lines, per_part), size)
        return None

    def _sizes(self) -> list[int]:
        """The message's sizes to try, from the usual down to the least a player reads."""
        least = style.least_words_size(self.text.scale)
        return sorted({style.TEXT_BODY, *range(least, style.TEXT_BODY, 2)}, reverse=True)

    def _bar_place(self, frame: GameFrame) -> MessagePlace:
        """The message in the top bar's room, left of its buttons, while it shows (the
        turn and the counter give way: the players' panel marks whose turn it is): as
        big as its lines fit the bar's height, down to the least words a player
        reads; a message longer than that is shown a part at a time, each part for
        the message's seconds, so that every word is read (and it is said aloud
        whole). Nothing on the table or the rack is ever covered (issue 32, row 8)."""
        bar = frame.layout.top_bar
        right = self.status_bar.words_right(frame.status, bar, frame.menu_left)
        right -= MESSAGE_BAR_INSET
        left = bar.left + MESSAGE_BAR_INSET
        box = pygame.Rect(left, bar.top, max(0, right - left), bar.height)
        room = box.width - 2 * MESSAGE_BAR_PADDING
        sizes = self._sizes()
        for size in sizes:
            lines = self.text.wrap(frame.message, size, room, bold=True)
            if len(lines) * self.text.font(size, True).get_linesize() <= box.height:
                return MessagePlace((box.x, box.y, box.w, box.h), (tuple(lines),), size, True)
        size = sizes[-1]
        lines = self.text.wrap(frame.message, size, room - self.mark_room(size), bold=True)
        per_part = max(1, box.height // self.text.font(size, True).get_linesize())
        return MessagePlace((box.x, box.y, box.w, box.h), chunked(lines, per_part), size, True)

    def _draw_drag(
        self,
        surface: pygame.Surface,
        frame: GameFrame,
        drag: DragPicture,
        geometry: TableGeometry,
    ) -> None:
        faces = frame.faces
        over_table = is_over_table(frame.layout.table, geometry, drag.center)
        size = geometry.tile_size if over_table else drag.tile_size
        if over_table and not drag.is_set and frame.board.human_turn:
            # Where the tile would go, snapped to the nearest set: its cell, and the
            # gold bar where it goes in beside a set's tile.
            target = drop_target(geometry, frame.board.tiles, drag.center, drag.grab_id)
            if target is not None:
                pygame.draw.rect(
                    surface,
                    style.theme().gold,
                    geometry.cell_rect(target.cell),
                    style.FRAME,
                    border_radius=style.TILE_RADIUS,
                )
                if target.bar is not None:
                    pygame.draw.rect(
                        surface, style.theme().gold, target.bar, border_radius=INSERT_BAR_RADIUS
                    )
        cx, cy = drag.center
        x, y = cx - size[0] // 2, cy - size[1] // 2
        shadow = pygame.Rect(
            x + SHADOW_OFFSET[0],
            y + SHADOW_OFFSET[1],
            size[0] * len(drag.ids) + 2 * (len(drag.ids) - 1),
            size[1],
        )
        pygame.draw.rect(surface, style.theme().shadow, shadow, border_radius=SHADOW_RADIUS)
        for index, tile_id in enumerate(drag.ids):
            surface.blit(self.art.face(faces[tile_id], size), (x + index * (size[0] + 2), y))
