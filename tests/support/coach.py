"""A game where the coach has something to say: the person's weaker position, and a tile
dragged to a free row."""

from __future__ import annotations

from rummikub_desktop.ai import Level
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.table import Cell
from tests.support.driver import (
    cell_center,
    drag,
    rack_tile_center,
)

ANN = Seat.person("Ann")


BOT = Seat.computer("Bot", Level.EASY)


def _drag_to_free_row(app, scene: GameScene, faces: str) -> None:
    """Drag the named rack tiles, one by one, into a row of their own on the table."""
    from rummikub_desktop.engine import parse_tiles

    controller = scene.controller
    row = max((s.row for s in controller.table.sets()), default=-1) + 2
    for col, tile in enumerate(parse_tiles(faces)):
        rack = controller.rack
        assert rack is not None
        tile_id = next(i for i in rack.ids if controller.face(i) == tile)
        drag(app, rack_tile_center(scene, tile_id), cell_center(scene, Cell(col + 1, row)))
        assert tile_id in controller.turn_view.laid_ids, f"{tile} was laid by the drag"


def _weaker_position():
    # Laying R5 R6 R7 is good; moving B9 off B6-B9 to make B9 K9 O9 lays two more.
    return controller_at(
        [ANN, BOT],
        ["R5 R6 R7 K9 O9 B1", "O1 O2"],
        ["B6 B7 B8 B9"],
        melded=[True, True],
        draws="O4 O5 O6",
    )
