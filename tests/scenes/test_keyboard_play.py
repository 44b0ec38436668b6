"""Play without dragging: a whole turn with the keyboard alone, and click-to-place
with its preview, through the real loop."""

from __future__ import annotations

import pygame

from rummikub_desktop.scenes.game.table_input import Focus
from rummikub_desktop.session import Phase
from rummikub_desktop.table import Cell
from rummikub_desktop.ui import style
from tests.support.driver import (
    cell_center,
    click,
    key,
    meld_in_rack,
    post,
    rack_tile_center,
    running_app,
    start_game,
    steps,
    until_human_turn,
)
from tests.support.games import human_first_seed
from tests.support.table_moves import go_to, where


def test_a_whole_turn_with_the_keyboard_alone():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed(need_meld=True))
        until_human_turn(app, scene)
        controller = scene.controller
        seat = controller.current_seat
        meld = meld_in_rack(controller)
        key(app, pygame.K_RIGHT)  # the first key shows the frame on the rack
        assert scene.input.keyboard_active and where(scene).slot is not None
        steps(app)
        for index, tile in enumerate(meld):
            go_to(app, scene, Focus(slot=controller.rack.slot_of(tile)))
            key(app, pygame.K_SPACE)
            assert scene.input.selected == tile, "Space picks the tile up"
            go_to(app, scene, Focus(cell=Cell(3 + index, 1)))
            key(app, pygame.K_SPACE)
            assert controller.table.cell_of(tile) == Cell(3 + index, 1), "Space puts it down"
            assert scene.input.selected is None
        assert controller.table.set_of(meld[0]).ids == meld
        key(app, pygame.K_RETURN)
        assert controller.match.round.melded[seat], "Enter played the turn"
        assert controller.current_seat != seat or controller.phase is not Phase.HUMAN_TURN


def test_the_keyboard_frame_is_drawn_and_escape_puts_the_tile_back():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed())
        until_human_turn(app, scene)
        controller = scene.controller
        key(app, pygame.K_RIGHT)
        steps(app)
        rect = scene.room.rack_geometry().slot_rect(where(scene).slot).inflate(14, 14)
        assert app.screen.get_at((rect.left + 1, rect.centery))[:3] == style.theme().focus
        key(app, pygame.K_SPACE)
        held = scene.input.selected
        assert held is not None
        key(app, pygame.K_ESCAPE)
        assert scene.input.selected is None and held in controller.rack
        assert scene.commands.dialog is None, "Escape let go of the tile; it did not ask to leave"
        key(app, pygame.K_UP)
        assert where(scene).cell is not None, "Up from the rack's top row goes onto the table"


def test_click_to_place_shows_where_the_tile_would_go():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed())
        until_human_turn(app, scene)
        controller = scene.controller
        tile = controller.rack.ids[0]
        click(app, rack_tile_center(scene, tile))
        assert scene.input.selected == tile
        target = cell_center(scene, Cell(5, 2))
        pygame.mouse.set_pos(target)
        post(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(0, 0, 0))
        steps(app)
        rect = scene.room.table_geometry().cell_rect(Cell(5, 2)).inflate(6, 6)
        assert app.screen.get_at((rect.left + 1, rect.centery))[:3] == style.theme().gold
        click(app, target)
        assert controller.table.cell_of(tile) == Cell(5, 2)
