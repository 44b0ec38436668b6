"""The game screen's input alone: pygame events in, command values out, no window.

The board is the screen's geometry at 1280x800 over a real position; no display
is opened and no controller is touched by the input.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from rummikub_desktop.scenes.game.commands import (
    ButtonName,
    Hush,
    MoveRackTile,
    MoveSet,
    MoveTileToRack,
    MoveTileToTable,
    PressButton,
    Say,
)
from rummikub_desktop.scenes.game.table_input import DRAG_THRESHOLD, Board, Focus, TableInput
from rummikub_desktop.session import Seat, SeatKind, controller_at
from rummikub_desktop.table import Cell
from rummikub_desktop.widgets.geometry import GameLayout, RackGeometry, outline_rect, table_geometry

GRANDMA = Seat("Grandma")
GRANDPA = Seat("Grandpa", SeatKind.COMPUTER, "easy")


def board_for(controller, size=(1280, 800)) -> Board:
    """The board as the game screen builds it, without a screen."""
    layout = GameLayout.for_size(size)
    rack = controller.rack
    count = len(rack) if rack is not None else 0
    return Board(
        layout.table,
        layout.rack,
        table_geometry(controller.table, layout.table),
        RackGeometry.fit(layout.rack, count + 1, size[1]),
        controller.table,
        rack,
        True,
    )


@pytest.fixture
def game():
    controller = controller_at(
        [GRANDMA, GRANDPA],
        ["R1 B2 O13 K4", "K1 K2"],
        ["R7 R8 R9"],
        melded=[True, True],
    )
    return controller, board_for(controller)


def down(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def up(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def key(code, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def drag(table_input, board, start, end):
    """Press, move in two steps and release; the commands of the release."""
    assert table_input.handle_event(down(start), board) == []
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    assert table_input.handle_event(move(middle), board) == []
    assert table_input.handle_event(move(end), board) == []
    return table_input.handle_event(up(end), board)


def rack_center(board, tile_id):
    return board.rack.slot_rect(board.rack_tiles.slot_of(tile_id)).center


def test_a_rack_tile_dragged_onto_the_table_is_one_move_with_its_half(game):
    controller, board = game
    tile = controller.rack.ids[0]
    cell = Cell(2, 3)
    rect = board.table.cell_rect(cell)
    table_input = TableInput()
    left = drag(table_input, board, rack_center(board, tile), (rect.centerx - 5, rect.centery))
    assert left == [MoveTileToTable(tile, cell, after=False)]
    assert table_input.drag is None
    right = drag(table_input, board, rack_center(board, tile), (rect.centerx + 5, rect.centery))
    assert right == [MoveTileToTable(tile, cell, after=True)]


def test_a_drag_is_held_while_it_moves_and_shows_once_past_the_threshold(game):
    controller, board = game
    start = rack_center(board, controller.rack.ids[1])
    table_input = TableInput()
    table_input.handle_event(down(start), board)
    assert table_input.wants_pointer and table_input.moving_drag is None
    table_input.handle_event(move((start[0] + DRAG_THRESHOLD, start[1])), board)
    assert table_input.moving_drag is None, "a shaky click is not a drag"
    table_input.handle_event(move((start[0], start[1] - 80)), board)
    assert table_input.moving_drag is not None
    assert table_input.moving_drag.pos == (start[0], start[1] - 80)


def test_along_the_rack_and_back_from_the_table(game):
    controller, board = game
    first, _, _, last = controller.rack.ids
    table_input = TableInput()
    target = board.rack.slot_rect(6).center
    assert drag(table_input, board, rack_center(board, first), target) == [MoveRackTile(first, 6)]
    on_table = controller.table.tile_at(Cell(0, 0))
    assert on_table is not None
    start = board.table.cell_rect(Cell(0, 0)).center
    assert drag(table_input, board, start, target) == [MoveTileToRack(on_table, 6)]
    assert last in controller.rack


def test_a_set_is_moved_by_its_outline(game):
    controller, board = game
    table_set = controller.table.sets()[0]
    outline = outline_rect(board.table, table_set.start, len(table_set))
    grab = (outline.left + 2, outline.centery)
    first = board.table.cell_rect(table_set.start)
    end = (grab[0] + 3 * board.table.step[0], grab[1] + 2 * board.table.step[1])
    commands = drag(TableInput(), board, grab, end)
    target = board.table.cell_at(
        (first.centerx + end[0] - grab[0], first.centery + end[1] - grab[1])
    )
    assert target is not None
    assert commands == [MoveSet(table_set.ids[0], target)]


def test_a_set_let_go_over_the_rack_says_why_it_cannot_go_there(game):
    controller, board = game
    table_set = controller.table.sets()[0]
    outline = outline_rect(board.table, table_set.start, len(table_set))
    grab = (outline.left + 2, outline.centery)
    commands = drag(TableInput(), board, grab, board.rack_area.center)
    assert commands == [Say("outcome.table_tile_to_rack")]


def test_click_to_place_picks_up_then_puts_down(game):
    controller, board = game
    tile = controller.rack.ids[2]
    table_input = TableInput()
    at = rack_center(board, tile)
    table_input.handle_event(down(at), board)
    assert table_input.handle_event(up(at), board) == [Say("game.selected")]
    assert table_input.selected == tile
    cell = Cell(4, 4)
    where = board.table.cell_rect(cell).move(-10, 0).center
    assert table_input.handle_event(down(where), board) == [MoveTileToTable(tile, cell)]
    assert table_input.selected is None


def test_clicking_the_tile_held_again_puts_it_back(game):
    controller, board = game
    tile = controller.rack.ids[0]
    table_input = TableInput()
    at = rack_center(board, tile)
    for _ in range(2):
        table_input.handle_event(down(at), board)
        commands = table_input.handle_event(up(at), board)
    assert commands == [Hush()]
    assert table_input.selected is None


def test_out_of_turn_the_table_cannot_be_picked_up_but_the_rack_can(game):
    controller, board = game
    waiting = dataclasses.replace(board, human_turn=False)
    table_input = TableInput()
    start = board.table.cell_rect(Cell(0, 0)).center
    assert table_input.handle_event(down(start), waiting) == []
    assert table_input.drag is None
    at = rack_center(board, controller.rack.ids[0])
    end = board.table.cell_rect(Cell(3, 3)).center
    assert drag(table_input, waiting, at, end) == [], "no move onto the table out of turn"


def test_the_keys_walk_the_rack_pick_up_and_lay_on_the_table(game):
    controller, board = game
    table_input = TableInput()
    assert table_input.handle_event(key(pygame.K_RIGHT), board) == []
    first = controller.rack.ids[0]
    assert table_input.valid_focus(board) == Focus(slot=controller.rack.slot_of(first))
    assert table_input.keyboard_active
    assert table_input.handle_event(key(pygame.K_SPACE), board) == [Say("game.keys_holding")]
    assert table_input.selected == first
    table_input.handle_event(key(pygame.K_UP), board)
    for _ in range(board.rack.rows - 1):
        table_input.handle_event(key(pygame.K_UP), board)
    focus = table_input.valid_focus(board)
    assert focus is not None and focus.cell is not None, "Up from the rack's top row: the table"
    table_input.handle_event(key(pygame.K_UP), board)
    cell = table_input.valid_focus(board).cell
    assert table_input.handle_event(key(pygame.K_SPACE), board) == [MoveTileToTable(first, cell)]
    assert table_input.selected is None
    table_input.handle_event(move((5, 5)), board)
    assert not table_input.keyboard_active, "the mouse takes over again"


def test_enter_undo_and_escape_are_the_buttons_work(game):
    controller, board = game
    table_input = TableInput()
    assert table_input.handle_event(key(pygame.K_RETURN), board) == [PressButton(ButtonName.DONE)]
    assert table_input.handle_event(key(pygame.K_z, pygame.KMOD_CTRL), board) == [
        PressButton(ButtonName.UNDO)
    ]
    assert table_input.handle_event(key(pygame.K_ESCAPE), board) == [PressButton(ButtonName.MENU)]
    table_input.selected = controller.rack.ids[0]
    assert table_input.handle_event(key(pygame.K_ESCAPE), board) == [Hush()]
    assert table_input.selected is None
    assert table_input.handle_event(key(pygame.K_a), board) is None, "not input's"


def test_while_the_racks_are_hidden_the_arrows_are_not_input_s_but_enter_is(game):
    _, board = game
    handover = dataclasses.replace(board, rack_tiles=None, handover_due=True, human_turn=False)
    table_input = TableInput()
    assert table_input.handle_event(key(pygame.K_LEFT), handover) is None
    assert table_input.focus is None
    assert table_input.handle_event(key(pygame.K_RETURN), handover) == [
        PressButton(ButtonName.DONE)
    ]


def test_a_mouse_move_without_a_drag_is_not_taken(game):
    _, board = game
    table_input = TableInput()
    assert table_input.handle_event(move((300, 300)), board) is None
    assert table_input.handle_event(up((300, 300)), board) is None
