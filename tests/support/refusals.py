"""A crowded game whose play is refused: where its speech bubbles and message are drawn."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.persistence.settings import TextSize, TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Speed
from rummikub_desktop.table import Cell
from rummikub_desktop.widgets import table_view
from tests.support.driver import cell_center, drag, key, rack_tile_center, running_app, steps
from tests.support.scripts import load


@contextmanager
def crowded_game(size: tuple[int, int], language: str = "en") -> Iterator[tuple]:
    """The late round of 73 tiles in 19 sets (``bench_table_sizes.py``) on a window of
    ``size`` at the Largest text and tiles: yields the app and its game screen."""
    bench = load("bench_table_sizes")
    with running_app(size=size) as app:
        app.change_language(language)
        app.change_settings(
            animation_speed=Speed.INSTANT, text_size=TextSize.LARGEST, tile_size=TileSize.LARGEST
        )
        app.apply_appearance()
        scene = GameScene(app, bench.crowded_controller())
        app.reset_to(scene)
        steps(app, 3)
        yield app, scene
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


def drawn_speeches(app, scene: GameScene, monkeypatch) -> list:
    """The refusal boxes one frame of the screen draws."""
    drawn = []
    real = table_view.TableView._draw_speech

    def spy(self, surface, speech):
        drawn.append(speech)
        real(self, surface, speech)

    monkeypatch.setattr(table_view.TableView, "_draw_speech", spy)
    scene.draw(app.screen)
    return drawn


def tile_rects(scene: GameScene) -> list[pygame.Rect]:
    """Where every tile on the table and the rack is drawn."""
    controller = scene.controller
    grid, rack = scene.room.table_geometry(), scene.room.rack_geometry()
    tiles = [grid.cell_rect(cell) for _, cell in controller.table]
    if controller.rack is not None:
        tiles += [rack.slot_rect(controller.rack.slot_of(i)) for i in controller.rack.ids]
    return tiles


def lonely_cell(scene: GameScene) -> Cell:
    """An empty cell of the shown table with empty cells beside it, from the bottom
    right: a tile dropped there is a set of its own."""
    taken = {cell for _, cell in scene.controller.table}
    grid = scene.room.table_geometry()
    for row in reversed(range(grid.rows)):
        for col in reversed(range(1, grid.columns - 1)):
            if not {Cell(col - 1, row), Cell(col, row), Cell(col + 1, row)} & taken:
                return Cell(col, row)
    raise AssertionError("no free cell")


def refuse_two_lone_tiles(app, scene: GameScene) -> None:
    """Drag two rack tiles to places of their own on the table and press Enter."""
    controller = scene.controller
    for tile in list(controller.rack.ids[:2]):
        drag(app, rack_tile_center(scene, tile), cell_center(scene, lonely_cell(scene)))
    key(app, pygame.K_RETURN)
    assert len(controller.turn_view.refused_problems) == 2


def message_place(scene: GameScene) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """Where the screen's message is drawn, and what it must keep clear of."""
    frame, grid, rack = scene.frame(), scene.room.table_geometry(), scene.room.rack_geometry()
    box, lines = scene.painter.message_box(frame, grid, rack)
    assert lines
    return box, scene.painter.kept_clear(frame, grid, rack)
