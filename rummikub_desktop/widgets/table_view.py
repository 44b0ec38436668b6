"""Drawing the table: tiles in their cells, set outlines with icons, highlights,
travelling tiles of a computer's turn, and the reasons of a refused Done.

Draws from a :class:`TablePicture` (plain values) and the drag in progress;
changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from rummikub_desktop.i18n import problem_text
from rummikub_desktop.session import AnimationPlan, RefusedProblem, SetStatus
from rummikub_desktop.table import Cell, TableLayout
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets import marks
from rummikub_desktop.widgets.geometry import TableGeometry, outline_rect

SPEECH_SIZE = 20
SMOOTHSTEP = 3
"""The 3 of the curve t * t * (3 - 2 * t): a smooth start and stop."""
TABLE_ROOM = 40
"""What words over the table (the empty table's hint, a refused Done's general
reasons) leave free of its width."""
ICON_LARGEST = 16
"""The largest radius of a set's tick or cross."""
CELL_RADIUS = 4
"""The rounded corners of a faint place for a tile while something is dragged."""
GENERAL_WIDTH = 760
"""The widest the box of a refused Done's general reasons gets."""
GENERAL_PADDING = (12, 10)
"""Between that box's frame and its words (sides, top and bottom)."""
GENERAL_FRAME = 4
"""The width of that box's red frame."""
BAND_GAP = 4
"""Between that box and the bottom of the free band it stands in."""
SPEECH_WIDTH = (220, 420)
"""The narrowest and the widest a speech box beside a set gets."""
SPEECH_SHARE = 3
"""Between those, a speech box is the table's width divided by this (a third)."""
SPEECH_PADDING = (10, 8)
"""Between a speech box's frame and its words (sides, top and bottom)."""
SPEECH_GAP = 6
"""Between a set's outline and its speech box."""
SPEECH_STACK_GAP = 4
"""Between two speech boxes that would overlap (the later one goes under)."""
POINTER_INDENT = 20
"""The line from a set to its speech box starts this far in from their left sides."""


@dataclass(frozen=True, slots=True)
class DragView:
    """What is being dragged, for drawing: ids and where their first tile is now."""

    ids: tuple[int, ...]
    topleft: tuple[int, int]
    tile_size: tuple[int, int]


@dataclass(frozen=True, slots=True)
class TablePicture:
    """What the table shows, as values.

    Attributes:
        table: the tiles in their cells.
        statuses: every set with its validity, in reading order.
        laid_ids: the tiles the person laid this turn (marked).
        last_computer_ids: the tiles of the last computer's play (framed).
        refused_problems: why the last Done was refused (shown beside the sets).
        human_turn: True on a person's turn (the refusals show only then).
        animation: a computer's play travelling to the table, or None.
        animation_elapsed: how far into it (seconds).
    """

    table: TableLayout
    statuses: tuple[SetStatus, ...] = ()
    laid_ids: frozenset[int] = frozenset()
    last_computer_ids: frozenset[int] = frozenset()
    refused_problems: tuple[RefusedProblem, ...] = ()
    human_turn: bool = False
    animation: AnimationPlan | None = None
    animation_elapsed: float = 0.0
    easing: tuple[tuple[int, int, int], ...] = ()
    """Tiles on their way to new cells after the table was packed: (tile id, x, y
    of where they were drawn before)."""
    easing_progress: float = 1.0
    """How far along that way (0 to 1)."""


def speech_place(
    box: pygame.Rect, anchor: pygame.Rect, area: pygame.Rect, placed: list[pygame.Rect]
) -> pygame.Rect:
    """Where a refused set's speech box goes: under the set, else over it, else beside
    it (right, then left), the first place inside the table that covers neither the
    set nor a box already placed; with none free, under the set as near as it fits."""
    below = box.move(anchor.left - box.left, anchor.bottom + SPEECH_GAP - box.top)
    above = below.move(0, anchor.top - SPEECH_GAP - below.bottom)
    right = box.move(anchor.right + SPEECH_GAP - box.left, anchor.top - box.top)
    left = right.move(anchor.left - SPEECH_GAP - right.right, 0)
    for spot in (below, above, right, left):
        if spot.left < area.left:
            spot = spot.move(area.left - spot.left, 0)
        if spot.right > area.right:
            spot = spot.move(area.right - spot.right, 0)
        if spot.top < area.top:
            spot = spot.move(0, area.top - spot.top)
        if spot.bottom > area.bottom:
            spot = spot.move(0, area.bottom - spot.bottom)
        free = not spot.colliderect(anchor) and spot.collidelist(placed) < 0
        if free and area.contains(spot):
            return spot
    spot = below.clamp(area)
    for other in placed:
        if spot.colliderect(other):
            spot.top = other.bottom + SPEECH_STACK_GAP
    return spot.clamp(area)


def pointer_ends(anchor: pygame.Rect, box: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """The line from a set to its speech box, between their facing edges."""
    if box.top >= anchor.bottom:
        return (anchor.left + POINTER_INDENT, anchor.bottom), (box.left + POINTER_INDENT, box.top)
    if box.bottom <= anchor.top:
        return (anchor.left + POINTER_INDENT, anchor.top), (box.left + POINTER_INDENT, box.bottom)
    middle = (max(anchor.top, box.top) + min(anchor.bottom, box.bottom)) // 2
    if box.left >= anchor.right:
        return (anchor.right, middle), (box.left, middle)
    return (anchor.left, middle), (box.right, middle)


def ease(progress: float) -> float:
    """Smooth start and stop for travelling tiles."""
    return progress * progress * (SMOOTHSTEP - 2 * progress)


def eased_rect(start: tuple[int, int], end: pygame.Rect, progress: float) -> pygame.Rect:
    """A tile on its way from ``start`` (top-left) to ``end``, ``progress`` along."""
    t = ease(max(0.0, min(1.0, progress)))
    x = start[0] + (end.left - start[0]) * t
    y = start[1] + (end.top - start[1]) * t
    return pygame.Rect(round(x), round(y), end.width, end.height)


class TableView:
    """Draws the free-form table."""

    def __init__(self, art: TileArt, text: TextCache) -> None:
        self.art = art
        self.text = text

    def draw(
        self,
        surface: pygame.Surface,
        picture: TablePicture,
        geometry: TableGeometry,
        *,
        drag: DragView | None,
        rack_origins: Mapping[int, tuple[int, int]],
        empty_hint: str = "",
    ) -> None:
        """Draw the table area.

        Args:
            rack_origins: where a computer seat's tiles start their journey
                (its entry in the players panel), by seat.
        """
        pygame.draw.rect(
            surface, style.theme().felt, geometry.area, border_radius=style.TABLE_RADIUS
        )
        pygame.draw.rect(
            surface, style.theme().felt_edge, geometry.area, 2, border_radius=style.TABLE_RADIUS
        )
        table = picture.table
        if drag is not None:
            self._draw_cells(surface, geometry)
        elif empty_hint and len(table) == 0:
            # Wrapped to the table's width: big text never spills over the side panel.
            room = geometry.area.width - TABLE_ROOM
            lines = self.text.wrap(empty_hint, style.TEXT_LARGE, room, bold=True)
            step = self.text.font(style.TEXT_LARGE, True).get_linesize()
            top = geometry.area.centery - step * len(lines) // 2
            for index, line in enumerate(lines):
                hint = self.text.render(line, style.TEXT_LARGE, style.theme().text_hint, bold=True)
                surface.blit(
                    hint, hint.get_rect(midtop=(geometry.area.centerx, top + index * step))
                )
        hidden = set(drag.ids) if drag else set()
        plan = picture.animation
        travelling: dict[int, tuple[Cell | None, Cell, float]] = {}
        if plan is not None:
            elapsed = picture.animation_elapsed
            for journey in plan.steps:
                travelling[journey.tile_id] = (
                    journey.source,
                    journey.target,
                    journey.progress(elapsed),
                )
        size = geometry.tile_size
        laid = picture.laid_ids
        computer = picture.last_computer_ids
        easing = (
            {tile_id: (x, y) for tile_id, x, y in picture.easing}
            if picture.easing_progress < 1.0
            else {}
        )
        # Sets with a hidden tile or one still travelling get no outline or icon yet.
        statuses = [
            status
            for status in picture.statuses
            if not any(
                i in hidden or i in easing or (i in travelling and travelling[i][2] < 1.0)
                for i in status.table_set.ids
            )
        ]
        icon_radius = max(
            style.SET_ICON_SMALLEST, min(ICON_LARGEST, geometry.tile_w // style.SET_ICON_PER_TILE)
        )
        for status in statuses:
            rect = outline_rect(geometry, status.table_set.start, len(status.table_set.ids))
            colour = style.theme().valid if status.is_valid else style.theme().invalid
            pygame.draw.rect(surface, colour, rect, style.FRAME, border_radius=style.RADIUS)
        for tile_id, cell in table:
            if tile_id in hidden or tile_id in travelling:
                continue
            rect = geometry.cell_rect(cell)
            if tile_id in easing:
                rect = eased_rect(easing[tile_id], rect, picture.easing_progress)
            surface.blit(self.art.face(table.face(tile_id), size), rect)
            if tile_id in laid:
                marks.draw_laid_mark(surface, rect)
            elif tile_id in computer:
                marks.draw_tile_frame(surface, rect, style.theme().gold_last_play)
        for status in statuses:
            rect = outline_rect(geometry, status.table_set.start, len(status.table_set.ids))
            # In the gap right of the set (sets always keep one empty cell between
            # them); at the table's right edge, as a badge on the outline's corner.
            center = (rect.right + icon_radius - 2, rect.centery)
            if center[0] + icon_radius > geometry.area.right:
                center = (rect.right - icon_radius + 2, rect.top + 2)
            if status.is_valid:
                marks.draw_valid_icon(surface, center, icon_radius)
            else:
                marks.draw_invalid_icon(surface, center, icon_radius)
        if plan is not None:
            origin = rack_origins.get(plan.seat, (geometry.area.right, geometry.area.top))
            for tile_id, (source, target, progress) in travelling.items():
                if progress >= 1.0:
                    rect = geometry.cell_rect(target)
                    surface.blit(self.art.face(table.face(tile_id), size), rect)
                    marks.draw_tile_frame(surface, rect, style.theme().gold_last_play)
                    continue
                if source is None and progress <= 0.0:
                    continue
                start = geometry.cell_rect(source).topleft if source is not None else origin
                end = geometry.cell_rect(target).topleft
                t = ease(progress)
                pos = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
                rect = pygame.Rect(round(pos[0]), round(pos[1]), *size)
                surface.blit(self.art.face(table.face(tile_id), size), rect)
                marks.draw_tile_frame(surface, rect, style.theme().gold_last_play)
        if picture.human_turn:
            self._draw_problems(surface, picture, geometry)

    def _draw_cells(self, surface: pygame.Surface, geometry: TableGeometry) -> None:
        """Faint places for tiles while something is dragged (where it will snap)."""
        for row in range(geometry.rows):
            for col in range(geometry.columns):
                rect = geometry.cell_rect(Cell(col, row))
                pygame.draw.rect(surface, style.theme().cell, rect, 1, border_radius=CELL_RADIUS)

    def _draw_problems(
        self, surface: pygame.Surface, picture: TablePicture, geometry: TableGeometry
    ) -> None:
        """Each refused Done's sentence in a box beside the set it is about."""
        refused = picture.refused_problems
        if not refused:
            return
        table = picture.table
        general: list[str] = []
        placed: list[pygame.Rect] = []
        for item in refused:
            sentence = problem_text(item.problem)
            table_set = table.set_of(item.tile_ids[0]) if item.tile_ids else None
            if table_set is None:
                general.append(sentence)
                continue
            anchor = outline_rect(geometry, table_set.start, len(table_set))
            self._speech(surface, sentence, anchor, geometry.area, placed)
        if general:
            width = min(geometry.area.width - TABLE_ROOM, GENERAL_WIDTH)
            lines = []
            for sentence in general:
                room = width - 2 * GENERAL_PADDING[0]
                lines.extend(self.text.wrap(sentence, SPEECH_SIZE + 2, room, bold=True))
            line_h = self.text.font(SPEECH_SIZE + 2, True).get_linesize()
            box = pygame.Rect(0, 0, width, line_h * len(lines) + 2 * GENERAL_PADDING[1])
            band = geometry.free_band({cell.row for _, cell in table})
            box.midbottom = (band.centerx, band.bottom - BAND_GAP)
            box.clamp_ip(geometry.area)
            pygame.draw.rect(surface, style.theme().speech, box, border_radius=style.RADIUS)
            pygame.draw.rect(
                surface, style.theme().invalid, box, GENERAL_FRAME, border_radius=style.RADIUS
            )
            self.text.draw_lines(
                surface,
                lines,
                (box.left + GENERAL_PADDING[0], box.top + GENERAL_PADDING[1]),
                SPEECH_SIZE + 2,
                style.theme().ink,
                True,
            )

    def _speech(
        self,
        surface: pygame.Surface,
        sentence: str,
        anchor: pygame.Rect,
        area: pygame.Rect,
        placed: list[pygame.Rect],
    ) -> None:
        narrowest, widest = SPEECH_WIDTH
        width = max(narrowest, min(widest, area.width // SPEECH_SHARE))
        lines = self.text.wrap(sentence, SPEECH_SIZE, width - 2 * SPEECH_PADDING[0])
        line_h = self.text.font(SPEECH_SIZE).get_linesize()
        box = speech_place(
            pygame.Rect(0, 0, width, line_h * len(lines) + 2 * SPEECH_PADDING[1]),
            anchor,
            area,
            placed,
        )
        placed.append(box)
        pygame.draw.rect(surface, style.theme().speech, box, border_radius=style.SMALL_RADIUS)
        pygame.draw.rect(
            surface, style.theme().invalid, box, style.FRAME, border_radius=style.SMALL_RADIUS
        )
        start, end = pointer_ends(anchor, box)
        pygame.draw.line(surface, style.theme().invalid, start, end, style.FRAME)
        words_at = (box.left + SPEECH_PADDING[0], box.top + SPEECH_PADDING[1])
        self.text.draw_lines(surface, lines, words_at, SPEECH_SIZE, style.theme().ink)
