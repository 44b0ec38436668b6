"""Drawing the table: tiles in their cells, set outlines with icons, highlights,
travelling tiles of a computer's turn, and the reasons of a refused Done.

Only reads the controller and the drag in progress; changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from rummikub_desktop.i18n import problem_text
from rummikub_desktop.session import GameController, Phase
from rummikub_desktop.table import Cell
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets import marks
from rummikub_desktop.widgets.geometry import TableGeometry

OUTLINE_PAD = (8, 6)
SPEECH_SIZE = 20


@dataclass(frozen=True, slots=True)
class DragView:
    """What is being dragged, for drawing: ids and where their first tile is now."""

    ids: tuple[int, ...]
    topleft: tuple[int, int]
    tile_size: tuple[int, int]


def outline_rect(geometry: TableGeometry, start: Cell, length: int) -> pygame.Rect:
    """The outline drawn (and grabbed) around a set."""
    return geometry.span_rect(start, length).inflate(OUTLINE_PAD[0] * 2, OUTLINE_PAD[1] * 2)


def ease(progress: float) -> float:
    """Smooth start and stop for travelling tiles."""
    return progress * progress * (3 - 2 * progress)


class TableView:
    """Draws the free-form table."""

    def __init__(self, art: TileArt, text: TextCache) -> None:
        self.art = art
        self.text = text

    def geometry(self, controller: GameController, area: pygame.Rect) -> TableGeometry:
        """The grid fitted to ``area`` for the controller's table."""
        table = controller.table
        return TableGeometry.fit(area, table.columns, table.rows)

    def draw(
        self,
        surface: pygame.Surface,
        controller: GameController,
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
        pygame.draw.rect(surface, style.FELT, geometry.area, border_radius=12)
        pygame.draw.rect(surface, style.FELT_EDGE, geometry.area, 2, border_radius=12)
        table = controller.table
        if drag is not None:
            self._draw_cells(surface, geometry)
        elif empty_hint and len(table) == 0:
            # Wrapped to the table's width: big text never spills over the side panel.
            lines = self.text.wrap(empty_hint, 26, geometry.area.width - 40, bold=True)
            step = self.text.font(26, True).get_linesize()
            top = geometry.area.centery - step * len(lines) // 2
            for index, line in enumerate(lines):
                hint = self.text.render(line, 26, style.TEXT_HINT, bold=True)
                surface.blit(
                    hint, hint.get_rect(midtop=(geometry.area.centerx, top + index * step))
                )
        hidden = set(drag.ids) if drag else set()
        plan = controller.animation
        travelling: dict[int, tuple[Cell | None, Cell, float]] = {}
        if plan is not None:
            elapsed = controller.animation_elapsed
            for journey in plan.steps:
                travelling[journey.tile_id] = (
                    journey.source,
                    journey.target,
                    journey.progress(elapsed),
                )
        size = geometry.tile_size
        laid = controller.laid_ids
        computer = controller.last_computer_ids
        # Sets with a hidden tile or one still travelling get no outline or icon yet.
        statuses = [
            status
            for status in controller.set_statuses()
            if not any(
                i in hidden or (i in travelling and travelling[i][2] < 1.0)
                for i in status.table_set.ids
            )
        ]
        icon_radius = max(9, min(16, geometry.tile_w // 3))
        for status in statuses:
            rect = outline_rect(geometry, status.table_set.start, len(status.table_set.ids))
            colour = style.VALID if status.is_valid else style.INVALID
            pygame.draw.rect(surface, colour, rect, 3, border_radius=10)
        for tile_id, cell in table:
            if tile_id in hidden or tile_id in travelling:
                continue
            rect = geometry.cell_rect(cell)
            surface.blit(self.art.face(table.face(tile_id), size), rect)
            if tile_id in laid:
                marks.draw_laid_mark(surface, rect)
            elif tile_id in computer:
                marks.draw_tile_frame(surface, rect, style.GOLD_LAST_PLAY)
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
                    marks.draw_tile_frame(surface, rect, style.GOLD_LAST_PLAY)
                    continue
                if source is None and progress <= 0.0:
                    continue
                start = geometry.cell_rect(source).topleft if source is not None else origin
                end = geometry.cell_rect(target).topleft
                t = ease(progress)
                pos = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
                rect = pygame.Rect(round(pos[0]), round(pos[1]), *size)
                surface.blit(self.art.face(table.face(tile_id), size), rect)
                marks.draw_tile_frame(surface, rect, style.GOLD_LAST_PLAY)
        if controller.phase is Phase.HUMAN_TURN:
            self._draw_problems(surface, controller, geometry)

    def _draw_cells(self, surface: pygame.Surface, geometry: TableGeometry) -> None:
        """Faint places for tiles while something is dragged (where it will snap)."""
        for row in range(geometry.rows):
            for col in range(geometry.columns):
                rect = geometry.cell_rect(Cell(col, row))
                pygame.draw.rect(surface, style.CELL, rect, 1, border_radius=4)

    def _draw_problems(
        self, surface: pygame.Surface, controller: GameController, geometry: TableGeometry
    ) -> None:
        """Each refused Done's sentence in a box beside the set it is about."""
        refused = controller.refused_problems
        if not refused:
            return
        table = controller.table
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
            width = min(geometry.area.width - 40, 760)
            lines = []
            for sentence in general:
                lines.extend(self.text.wrap(sentence, SPEECH_SIZE + 2, width - 24, bold=True))
            line_h = self.text.font(SPEECH_SIZE + 2, True).get_linesize()
            box = pygame.Rect(0, 0, width, line_h * len(lines) + 20)
            band = geometry.free_band({cell.row for _, cell in table})
            box.midbottom = (band.centerx, band.bottom - 4)
            box.clamp_ip(geometry.area)
            pygame.draw.rect(surface, style.SPEECH, box, border_radius=10)
            pygame.draw.rect(surface, style.INVALID, box, 4, border_radius=10)
            self.text.draw_lines(
                surface, lines, (box.left + 12, box.top + 10), SPEECH_SIZE + 2, style.INK, True
            )

    def _speech(
        self,
        surface: pygame.Surface,
        sentence: str,
        anchor: pygame.Rect,
        area: pygame.Rect,
        placed: list[pygame.Rect],
    ) -> None:
        width = max(220, min(420, area.width // 3))
        lines = self.text.wrap(sentence, SPEECH_SIZE, width - 20)
        line_h = self.text.font(SPEECH_SIZE).get_linesize()
        box = pygame.Rect(0, 0, width, line_h * len(lines) + 16)
        box.topleft = (anchor.left, anchor.bottom + 6)
        if box.bottom > area.bottom:
            box.bottom = anchor.top - 6
        box.clamp_ip(area)
        for other in placed:
            if box.colliderect(other):
                box.top = other.bottom + 4
        box.clamp_ip(area)
        placed.append(box)
        pygame.draw.rect(surface, style.SPEECH, box, border_radius=8)
        pygame.draw.rect(surface, style.INVALID, box, 3, border_radius=8)
        pygame.draw.line(
            surface, style.INVALID, (anchor.left + 20, anchor.bottom), (box.left + 20, box.top), 3
        )
        self.text.draw_lines(surface, lines, (box.left + 10, box.top + 8), SPEECH_SIZE, style.INK)
