"""Moving tiles on the game screen's table, by mouse and by keys."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.table_input import Focus
from rummikub_desktop.table import Cell
from tests.support.driver import (
    cell_center,
    drag,
    key,
    rack_tile_center,
)


def tile_named(scene: GameScene, name: str) -> int:
    controller = scene.controller
    return next(i for i in controller.rack.ids if str(controller.face(i)) == name)


def lay_alone_until(app, scene: GameScene, done: Callable[[], bool]) -> int:
    """Lay the crowded table's rack tiles one by one, each alone in a free place low
    on the table, until ``done``; the last tile dropped."""
    controller = scene.controller
    dropped = -1
    for name in ("R8", "R9", "R10", "O12", "O13", "K11"):
        taken = {cell for _, cell in controller.table}
        grid = scene.room.table_geometry()
        cell = next(
            Cell(col, row)
            for row in reversed(range(grid.rows))
            for col in range(grid.columns)
            if not {Cell(col + d, row) for d in (-2, -1, 0, 1, 2)} & taken
        )
        dropped = tile_named(scene, name)
        drag(app, rack_tile_center(scene, dropped), cell_center(scene, cell))
        if done():
            break
    return dropped


def where(scene) -> Focus:
    focus = scene.input.valid_focus(scene.room.board())
    assert focus is not None
    return focus


def go_to(app, scene, target: Focus) -> None:
    """Press arrow keys until the frame is on ``target`` (reading only where it is)."""
    for _ in range(80):
        now = where(scene)
        if now == target:
            return
        if target.slot is not None and now.slot is None:
            key(app, pygame.K_DOWN)
        elif target.cell is not None and now.cell is None:
            key(app, pygame.K_UP)
        elif target.slot is not None:
            per_row = scene.room.rack_geometry().per_row
            (row, col), (want_row, want_col) = (
                divmod(now.slot, per_row),
                divmod(target.slot, per_row),
            )
            if row != want_row:
                key(app, pygame.K_DOWN if want_row > row else pygame.K_UP)
            else:
                key(app, pygame.K_RIGHT if want_col > col else pygame.K_LEFT)
        else:
            if now.cell.row != target.cell.row:
                key(app, pygame.K_DOWN if target.cell.row > now.cell.row else pygame.K_UP)
            else:
                key(app, pygame.K_RIGHT if target.cell.col > now.cell.col else pygame.K_LEFT)
    raise AssertionError(f"the frame never reached {target}")
