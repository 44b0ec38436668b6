"""Drawing a computer's turn again, tile by tile ("What did the computer do?"), and
Show me's play step by step.

The table as the turn began, the tiles that have travelled so far in their new
places (framed in gold), and the tile travelling now with a glow, from its old
cell (outlined) or from the computer's seat to its new cell. Show me's step moves
its tiles together the same way, the tiles of the sets it changes gliding along
(:meth:`ReplayView.draw_stage`). Only draws.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

import pygame

from rummikub_desktop.session import TurnReplay
from rummikub_desktop.table import TableLayout
from rummikub_desktop.ui import style
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets import coach, marks
from rummikub_desktop.widgets.geometry import MAX_TABLE_TILE_HEIGHT, TableGeometry
from rummikub_desktop.widgets.table_view import ease

USED = 1
"""A replay's grid shows the cells its tiles use (from the first column and row to
the last used): nothing is dropped on it, so it needs no free column or row."""
LIFT = 0.9
"""How high a travelling tile's arc rises, in tile heights."""


def replay_geometry(
    area: pygame.Rect, replay: TurnReplay, tile_height: int = MAX_TABLE_TILE_HEIGHT
) -> TableGeometry:
    """The grid for a replay: every tile of the table before and after the turn in
    sight, tiles at most ``tile_height``
    tall (the table's in play, at the Tile size setting): the tiles are as big as
    the cells they use allow, not shrunk to show every empty cell of the grid."""
    columns = max(replay.before.columns, replay.after.columns)
    rows = max(replay.before.rows, replay.after.rows)
    cells = [cell for table in (replay.before, replay.after) for _, cell in table]
    needed = (
        max((cell.col for cell in cells), default=0) + USED,
        max((cell.row for cell in cells), default=0) + USED,
    )
    return TableGeometry.fit(area, columns, rows, tile_height=tile_height, needed=needed)


def tables_geometry(
    area: pygame.Rect, tables: Sequence[TableLayout], tile_height: int = MAX_TABLE_TILE_HEIGHT
) -> TableGeometry:
    """One grid for every table of a play shown step by step (the tiles keep their
    size from the first step to the last), as :func:`replay_geometry` fits one."""
    columns = max(table.columns for table in tables)
    rows = max(table.rows for table in tables)
    cells = [cell for table in tables for _, cell in table]
    needed = (
        max((cell.col for cell in cells), default=0) + USED,
        max((cell.row for cell in cells), default=0) + USED,
    )
    return TableGeometry.fit(area, columns, rows, tile_height=tile_height, needed=needed)


class ReplayView:
    """Draws one moment of a replayed turn over the table's area."""

    def __init__(self, art: TileArt) -> None:
        self.art = art

    def _table(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        pygame.draw.rect(surface, style.theme().felt, area, border_radius=style.TABLE_RADIUS)
        pygame.draw.rect(
            surface, style.theme().gold, area, style.FRAME, border_radius=style.TABLE_RADIUS
        )

    def draw_stage(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        geometry: TableGeometry,
        tables: tuple[TableLayout, TableLayout],
        moved: Collection[int],
        progress: float,
        origin: tuple[int, int],
        framed: Collection[int] = (),
    ) -> None:
        """One step of a play shown step by step: the table ``tables[0]`` with the
        step's ``moved`` tiles ``progress`` (0 to 1) of the way to their cells in
        ``tables[1]`` (from ``origin`` for tiles off the table: the rack), lifted
        and glowing, their places outlined; the other tiles whose cell changes
        glide there; ``framed``: the tiles moved before, framed in gold."""
        before, after = tables
        self._table(surface, area)
        size = geometry.tile_size
        faces = after.faces
        t = ease(max(0.0, min(1.0, progress)))
        flying = []
        for tile_id, cell in after:
            end = geometry.cell_rect(cell)
            start_cell = before.cell_of(tile_id)
            begin = origin if start_cell is None else geometry.cell_rect(start_cell).topleft
            pos = (begin[0] + (end.left - begin[0]) * t, begin[1] + (end.top - begin[1]) * t)
            if tile_id in moved:
                flying.append((tile_id, end, start_cell, pos))
                continue
            rect = pygame.Rect(round(pos[0]), round(pos[1]), *size)
            surface.blit(self.art.face(faces[tile_id], size), rect)
            if tile_id in framed:
                marks.draw_tile_frame(surface, rect, style.theme().gold_last_play)
        for _, end, start_cell, _ in flying:
            coach.target_outline(surface, end)
            if start_cell is not None:
                start = geometry.cell_rect(start_cell)
                pygame.draw.rect(
                    surface, style.theme().text_soft, start, 2, border_radius=style.TILE_RADIUS
                )
        if progress <= 0.0:
            for tile_id, _, start_cell, _ in flying:
                if start_cell is not None:
                    start = geometry.cell_rect(start_cell)
                    surface.blit(self.art.face(faces[tile_id], size), start)
            return
        for tile_id, _, _, pos in flying:
            # Lifted on the way (an arc), so they never hide the tiles they pass.
            lift = size[1] * LIFT * math.sin(math.pi * t)
            if pos[1] - size[1] < area.top:
                lift = -lift
            rect = pygame.Rect(round(pos[0]), round(pos[1] - lift), *size)
            surface.blit(self.art.face(faces[tile_id], size), rect)
            coach.glow(surface, rect)

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        replay: TurnReplay,
        done: int,
        moving: bool,
        progress: float,
        origin: tuple[int, int],
        tile_height: int = MAX_TABLE_TILE_HEIGHT,
    ) -> None:
        """Draw ``replay`` with its first ``done`` steps made and, when ``moving``,
        the next one ``progress`` (0 to 1) of the way; tiles from the rack come
        from ``origin``; tiles at most ``tile_height`` tall (:func:`replay_geometry`)."""
        geometry = replay_geometry(area, replay, tile_height)
        self._table(surface, area)
        size = geometry.tile_size
        faces = replay.after.faces
        step = replay.steps[done] if moving and done < len(replay.steps) else None
        travelled = {made.tile_id for made in replay.steps[:done]}
        for tile_id, cell in replay.table_after(done).items():
            if step is not None and tile_id == step.tile_id:
                continue
            rect = geometry.cell_rect(cell)
            surface.blit(self.art.face(faces[tile_id], size), rect)
            if tile_id in travelled:
                marks.draw_tile_frame(surface, rect, style.theme().gold_last_play)
        if step is None:
            return
        target = geometry.cell_rect(step.target)
        coach.target_outline(surface, target)
        if step.source is not None:
            start = geometry.cell_rect(step.source)
            pygame.draw.rect(
                surface, style.theme().text_soft, start, 2, border_radius=style.TILE_RADIUS
            )
            begin = start.topleft
        else:
            begin = origin
        if progress <= 0.0 and step.source is None:
            return
        t = ease(max(0.0, min(1.0, progress)))
        pos = (begin[0] + (target.left - begin[0]) * t, begin[1] + (target.top - begin[1]) * t)
        # The tile is lifted on its way (an arc), so it never hides the tiles it passes.
        lift = size[1] * LIFT * math.sin(math.pi * t)
        if pos[1] - size[1] < area.top:
            lift = -lift
        rect = pygame.Rect(round(pos[0]), round(pos[1] - lift), *size)
        surface.blit(self.art.face(faces[step.tile_id], size), rect)
        coach.glow(surface, rect)
