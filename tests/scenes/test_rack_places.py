"""A rack that stays where the player puts it, driven through the real loop."""

from __future__ import annotations

import json

import pygame

from rummikub_desktop.persistence import app_paths, load_controller
from rummikub_desktop.persistence.settings import TileSize
from rummikub_desktop.session import GameController, Phase
from rummikub_desktop.table import Cell
from rummikub_desktop.ui import style
from tests.support.driver import (
    cell_center,
    click,
    drag,
    press_button,
    rack_tile_center,
    running_app,
    start_game,
    steps,
    until,
    until_human_turn,
)
from tests.support.fakes import drawing_players
from tests.support.games import human_first_seed


def lay(app, scene, tile_id: int, cell: Cell) -> None:
    drag(app, rack_tile_center(scene, tile_id), cell_center(scene, cell))


def test_tiles_keep_their_places_and_two_quick_drags_take_the_right_tiles():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed())
        until_human_turn(app, scene)
        controller = scene.controller
        before = controller.rack
        first, second = before.ids[3], before.ids[4]
        places = {tile: before.slot_of(tile) for tile in before.ids}
        lay(app, scene, first, Cell(2, 1))
        rack = controller.rack
        assert rack.tile_in(places[first]) is None, "a gap where the tile was"
        for tile in rack.ids:
            assert rack.slot_of(tile) == places[tile], "every other tile where it was"
        # The second drag starts where the second tile was: it is still there.
        lay(app, scene, second, Cell(6, 1))
        assert controller.table.cell_of(second) == Cell(6, 1)
        assert controller.table.cell_of(first) == Cell(2, 1)


def test_close_gaps_on_request_and_by_the_setting():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed())
        until_human_turn(app, scene)
        controller = scene.controller
        order = controller.rack.ids
        lay(app, scene, order[2], Cell(2, 1))
        assert controller.rack.has_gaps
        steps(app)
        assert scene.widgets.buttons["close_gaps"].is_enabled
        press_button(app, scene, "close_gaps")
        assert not controller.rack.has_gaps
        assert controller.rack.ids == tuple(i for i in order if i != order[2]), "order kept"
        assert not scene.widgets.buttons["close_gaps"].is_enabled, "nothing left to close"

    with running_app() as app:
        app.change_settings(close_up_rack=True)
        scene = start_game(app, ["human", "easy"], seed=human_first_seed())
        until_human_turn(app, scene)
        controller = scene.controller
        lay(app, scene, controller.rack.ids[2], Cell(2, 1))
        assert not controller.rack.has_gaps, "Close up my rack: no gap left"


def test_a_tile_dragged_to_a_free_slot_on_the_second_row_stays_there():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed())
        until_human_turn(app, scene)
        controller = scene.controller
        press_button(app, scene, "sort_number")
        geometry = scene.room.rack_geometry()
        target = geometry.per_row + geometry.per_row - 2  # near the end of the second row
        assert controller.rack.tile_in(target) is None
        tile = controller.rack.ids[0]
        drag(app, rack_tile_center(scene, tile), geometry.slot_rect(target).center)
        assert controller.rack.slot_of(tile) == target
        assert controller.rack.tile_in(0) is None


def glow_pixels(app, scene, tile_id: int) -> int:
    """Pixels of the drawn-tile glow just outside the tile."""
    rect = scene.room.rack_geometry().slot_rect(scene.controller.rack.slot_of(tile_id))
    ring = rect.inflate(12, 12)
    count = 0
    for x in range(ring.left, ring.right):
        for y in (ring.top + 1, ring.bottom - 2):
            if app.screen.get_at((x, y))[:3] == style.theme().fresh:
                count += 1
    return count


def test_a_drawn_tile_is_marked_and_said_until_the_players_next_turn_ends():
    with running_app() as app:
        app.change_settings(tile_size=TileSize.LARGE)
        scene = start_game(app, ["human", "easy"], seed=human_first_seed(), players=drawing_players)
        until_human_turn(app, scene)
        controller = scene.controller
        before = set(controller.rack.ids)
        press_button(app, scene, "draw")
        drawn = (set(controller.rack_of(0).ids) - before).pop()
        assert controller.turn_view.drawn_ids == {drawn}
        name = f"{controller.face(drawn).colour.name.title()} {controller.face(drawn).number}"
        if controller.face(drawn).is_joker:
            name = "Joker"
        assert scene.commands.message.text == f"You drew {name}."
        until_human_turn(app, scene)
        steps(app, 2)
        assert controller.turn_view.drawn_ids == {drawn}, "still marked on the next turn"
        assert glow_pixels(app, scene, drawn) > 20, "a glow around the drawn tile"
        rack, geometry = controller.rack, scene.room.rack_geometry()
        near = geometry.slot_rect(rack.slot_of(drawn)).inflate(80, 80)
        other = next(i for i in before if not near.colliderect(geometry.slot_rect(rack.slot_of(i))))
        assert glow_pixels(app, scene, other) == 0
        press_button(app, scene, "draw")  # the next turn ends: a new tile is the new one
        until_human_turn(app, scene)
        assert (
            drawn not in controller.turn_view.drawn_ids and len(controller.turn_view.drawn_ids) == 1
        )


def test_the_racks_slots_and_the_drawn_mark_are_saved_with_the_game(tmp_path):
    paths = app_paths(base=tmp_path)
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed(), players=drawing_players)
        until_human_turn(app, scene)
        controller = scene.controller
        press_button(app, scene, "draw")
        until_human_turn(app, scene)
        controller.arrange_rack(lambda r: r.with_tile_at(controller.rack.ids[0], 20))
        controller.end_turn()  # nothing laid: refused, the turn goes on
        press_button(app, scene, "draw")
        until(app, lambda: controller.phase is Phase.HUMAN_TURN)
        data = json.loads(json.dumps(controller.to_dict()))
        loaded = GameController.from_dict(data, players=drawing_players)
        assert loaded.rack == controller.rack
        assert loaded.rack.has_gaps and None in data["racks"][0]
        assert loaded.turn_view.drawn_ids == controller.turn_view.drawn_ids != frozenset()
        # A file saved before the rack kept gaps (version 1): lists of ids, no drawn tiles.
        data["racks"] = [[i for i in rack if i is not None] for rack in data["racks"]]
        del data["drawn_ids"]
        match = data.pop("match")
        paths.saved_game_file.parent.mkdir(parents=True, exist_ok=True)
        paths.saved_game_file.write_text(
            json.dumps(
                {"kind": "saved_game", "version": 1, "data": {"match": match, "layout": data}}
            )
        )
        old = load_controller(paths).value
        assert old is not None, "an older save still loads"
        assert old.rack_of(0).ids == controller.rack_of(0).ids and not old.rack_of(0).has_gaps
        assert old.turn_view.drawn_ids == frozenset()


def test_a_gap_shows_where_a_dragged_tile_would_land():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed())
        until_human_turn(app, scene)
        rack = scene.controller.rack
        tile = rack.ids[0]
        target = scene.room.rack_geometry().slot_rect(len(rack.slots) + 1)
        start = rack_tile_center(scene, tile)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        steps(app)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=target.center, rel=(1, 1), buttons=(1, 0, 0))
        )
        steps(app)
        assert app.screen.get_at((target.left - 3, target.centery))[:3] == style.theme().gold
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target.center, button=1))
        steps(app, 2)
        assert scene.controller.rack.slot_of(tile) == len(rack.slots) + 1
        click(app, (5, 5))
