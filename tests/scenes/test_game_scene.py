"""The game table driven by real mouse and key events through the real loop."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop.session import Phase
from rummikub_desktop.table import Cell
from tests.support.driver import (
    cell_center,
    drag,
    key,
    meld_in_rack,
    press_button,
    rack_tile_center,
    running_app,
    start_game,
    steps,
    until_human_turn,
)
from tests.support.games import human_first_seed


@pytest.fixture
def game():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed())
        until_human_turn(app, scene)
        yield app, scene


def lay(app, scene, tile_id: int, cell: Cell, dx: int = 0) -> None:
    drag(app, rack_tile_center(scene, tile_id), cell_center(scene, cell, dx))


def test_pygame_is_the_community_edition():
    assert getattr(pygame, "IS_CE", False)


def test_drag_a_rack_tile_to_the_table(game):
    app, scene = game
    controller = scene.controller
    tile = controller.rack.ids[0]
    lay(app, scene, tile, Cell(3, 1))
    assert controller.table.cell_of(tile) == Cell(3, 1)
    assert tile not in controller.rack
    assert tile in controller.turn_view.laid_ids


def test_join_a_set_at_either_end_and_in_the_middle(game):
    app, scene = game
    controller = scene.controller
    a, b, c, d = controller.rack.ids[:4]
    lay(app, scene, a, Cell(5, 2))
    lay(app, scene, b, Cell(6, 2))  # right end
    assert controller.table.set_of(a).ids == (a, b)
    lay(app, scene, c, Cell(4, 2))  # left end
    assert controller.table.set_of(a).ids == (c, a, b)
    start = controller.table.set_of(a).start
    # Onto the left half of a's tile: goes in before a.
    a_cell = controller.table.cell_of(a)
    lay(app, scene, d, a_cell, dx=-10)
    assert controller.table.set_of(a).ids == (c, d, a, b)
    assert len(controller.table.sets()) == 1
    assert controller.table.set_of(a).start.row == start.row


def test_an_invalid_done_is_refused_and_nothing_changes(game):
    app, scene = game
    controller = scene.controller
    game_round = controller.match.round
    before = game_round.to_dict()
    a, b = controller.rack.ids[:2]
    lay(app, scene, a, Cell(2, 1))
    lay(app, scene, b, Cell(3, 1))
    key(app, pygame.K_RETURN)
    assert controller.phase is Phase.HUMAN_TURN
    assert controller.turn_view.refused_problems, "the refusal's sentences are shown"
    assert game_round.to_dict() == before
    assert controller.table.set_of(a).ids == (a, b)
    steps(app, 2)  # drawing the sentences beside the set must not fail


def test_reset_turn_restores_the_snapshot_exactly(game):
    app, scene = game
    controller = scene.controller
    start_table, start_rack = controller.turn_view.start_table, controller.rack
    press_button(app, scene, "sort_number")
    for index, tile in enumerate(controller.rack.ids[:3]):
        lay(app, scene, tile, Cell(2 + index, 3))
    assert controller.table != start_table
    press_button(app, scene, "reset")
    assert controller.table == start_table
    assert controller.rack == start_rack


def test_undo_with_ctrl_z(game):
    app, scene = game
    controller = scene.controller
    a, b = controller.rack.ids[:2]
    lay(app, scene, a, Cell(2, 1))
    after_first = (controller.table, controller.rack)
    lay(app, scene, b, Cell(8, 1))
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert (controller.table, controller.rack) == after_first
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert len(controller.table) == 0


def test_draw_without_laid_tiles_ends_the_turn(game):
    app, scene = game
    controller = scene.controller
    seat = controller.current_seat
    count = len(controller.rack)
    pool = controller.pool_size
    press_button(app, scene, "draw")
    assert len(controller.rack_of(seat)) == count + 1
    assert controller.pool_size <= pool - 1
    assert scene.commands.dialog is None


def test_draw_with_laid_tiles_asks_then_returns_them(game):
    app, scene = game
    controller = scene.controller
    seat = controller.current_seat
    count = len(controller.rack)
    tile = controller.rack.ids[0]
    lay(app, scene, tile, Cell(2, 1))
    press_button(app, scene, "draw")
    assert scene.commands.dialog is not None, "a question comes first"
    assert tile in controller.table
    from tests.support.driver import click

    click(app, scene.commands.dialog.yes.rect.center)
    assert scene.commands.dialog is None
    assert tile in controller.rack_of(seat)
    assert len(controller.rack_of(seat)) == count + 1
    assert len(controller.table) == 0


def test_a_table_tile_cannot_go_to_the_rack():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed(need_meld=True))
        controller = scene.controller
        meld = meld_in_rack(controller)
        for index, tile in enumerate(meld):
            lay(app, scene, tile, Cell(2 + index, 1))
        key(app, pygame.K_RETURN)
        assert controller.match.round.melded[0]
        until_human_turn(app, scene)
        played = meld[0]
        cell = controller.table.cell_of(played)
        drag(app, cell_center(scene, cell), scene.room.layout.rack.center)
        assert controller.table.cell_of(played) == cell
        assert played not in controller.rack
        assert scene.commands.message.text, "the game says why"


def test_rack_tiles_are_reordered_by_dragging(game):
    app, scene = game
    controller = scene.controller
    first, sixth = controller.rack.ids[0], controller.rack.ids[5]
    target = scene.room.rack_geometry().slot_rect(5).center
    drag(app, rack_tile_center(scene, first), (target[0] - 10, target[1]))
    assert controller.rack.slot_of(first) == 5
    assert controller.rack.slot_of(sixth) == 6, "the tile there made room"
    assert controller.rack.tile_in(0) is None, "the slot it left stays empty"
    assert len(controller.table) == 0


def test_a_tile_laid_this_turn_goes_back_to_the_rack(game):
    app, scene = game
    controller = scene.controller
    tile = controller.rack.ids[0]
    lay(app, scene, tile, Cell(4, 2))
    drag(app, cell_center(scene, Cell(4, 2)), scene.room.rack_geometry().slot_rect(2).center)
    assert tile in controller.rack
    assert controller.rack.slot_of(tile) == 2
    assert len(controller.table) == 0


def test_a_whole_set_is_dragged_by_its_outline(game):
    app, scene = game
    controller = scene.controller
    a, b, c = controller.rack.ids[:3]
    for index, tile in enumerate((a, b, c)):
        lay(app, scene, tile, Cell(2 + index, 1))
    geometry = scene.room.table_geometry()
    # Grab the outline at the set's left end, beside its first tile.
    first = geometry.cell_rect(Cell(2, 1))
    grab = (first.left - 5, first.centery)
    step_x, step_y = geometry.step
    drag(app, grab, (grab[0] + 6 * step_x, grab[1] + 2 * step_y))
    moved = controller.table.set_of(a)
    assert moved.ids == (a, b, c)
    assert moved.start == Cell(8, 3)


def test_a_drop_in_the_gap_between_two_sets_joins_the_side_it_is_let_go_on(game):
    app, scene = game
    controller = scene.controller
    a, b, c, d, e = controller.rack.ids[:5]
    lay(app, scene, a, Cell(2, 1))
    lay(app, scene, b, Cell(3, 1))
    lay(app, scene, c, Cell(5, 1))
    lay(app, scene, d, Cell(6, 1))
    assert controller.table.set_of(a).ids == (a, b)
    assert controller.table.set_of(c).ids == (c, d)
    lay(app, scene, e, Cell(4, 1), dx=12)  # right half of the gap
    assert controller.table.set_of(c).ids[0] == e
    assert controller.table.set_of(a).ids == (a, b)


def test_click_a_tile_then_click_where_it_goes(game):
    app, scene = game
    controller = scene.controller
    from tests.support.driver import click

    a, b = controller.rack.ids[:2]
    click(app, rack_tile_center(scene, a))
    assert scene.input.selected == a
    click(app, cell_center(scene, Cell(6, 2)))
    assert controller.table.cell_of(a) == Cell(6, 2)
    assert scene.input.selected is None
    click(app, rack_tile_center(scene, b))
    click(app, cell_center(scene, Cell(5, 2)))  # beside a: joins its set
    assert controller.table.set_of(a).ids == (b, a)
    click(app, cell_center(scene, Cell(5, 2)))  # pick b up from the table...
    click(app, scene.room.rack_geometry().slot_rect(0).center)  # ...and back to the rack
    assert controller.rack.ids[0] == b
