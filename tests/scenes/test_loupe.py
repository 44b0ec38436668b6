"""The loupe over a crowded table (issue 32 row 21: late in a round at 800x600 the
table's tiles fall to 40-46 px beside 57-67 px on the rack): the set under the
pointer shows again with big tiles, just above or below it, and goes when a tile
is taken."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop.app.recorder import Recorder
from rummikub_desktop.persistence.settings import TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Speed
from rummikub_desktop.table import Cell
from rummikub_desktop.ui import style
from rummikub_desktop.widgets.loupe import LEAST_HEIGHT
from tests.support.driver import post, steps
from tests.support.games import crowded
from tests.support.screens import largest_app


def hover(app, pos: tuple[int, int]) -> None:
    """The pointer moves to ``pos`` (a real motion event), no button held."""
    pygame.mouse.set_pos(pos)
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    steps(app, 2)


def crowded_game(app) -> GameScene:
    scene = GameScene(app, crowded())
    app.reset_to(scene)
    steps(app, 3)
    return scene


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_each_set_of_a_crowded_table_shows_big_under_the_pointer(language):
    with largest_app((800, 600), language, animation_speed=Speed.INSTANT) as app:
        scene = crowded_game(app)
        app.recorder = Recorder()
        table = scene.controller.table
        geometry = scene.room.table_geometry()
        rack_h = scene.room.rack_geometry().tile_h
        assert geometry.tile_h < 48, "the table is crowded: small tiles"
        for table_set in table.sets():
            middle = table_set.cells[len(table_set) // 2]
            hover(app, geometry.cell_rect(middle).center)
            shown = scene.painter.loupe.shown
            assert shown is not None, table_set
            assert shown.ids == table_set.ids, "the set's tiles, in its order"
            heights = {rect.h for rect in shown.tiles}
            assert min(heights) >= min(rack_h, LEAST_HEIGHT), (heights, rack_h)
            assert min(heights) >= 1.25 * geometry.tile_h
            # On the table, or over the rack where the table has no free place
            # (it hides no other set: issue 44).
            assert geometry.area.contains(shown.box) or scene.room.layout.rack.contains(shown.box)
            assert not shown.box.colliderect(geometry.cell_rect(middle)), "the set stays seen"
            # Drawn: the gold frame on the screen, the faces at the loupe's size.
            left_edge = (shown.box.left + 1, shown.box.centery)
            assert tuple(app.screen.get_at(left_edge))[:3] == style.theme().gold
        assert app.recorder.judged >= len(table.sets()), "a frame judged at each set"
        found = [finding.sentence for _, finding in app.recorder.findings]
        assert not found, "\n".join(found)


def test_the_loupe_goes_when_a_tile_is_taken_or_the_pointer_leaves_the_sets():
    with largest_app((800, 600), "en", animation_speed=Speed.INSTANT) as app:
        scene = crowded_game(app)
        geometry = scene.room.table_geometry()
        first = scene.controller.table.sets()[0]
        point = geometry.cell_rect(first.cells[0]).center
        hover(app, point)
        assert scene.painter.loupe.shown is not None
        hover(app, scene.room.layout.side.center)
        assert scene.painter.loupe.shown is None, "the pointer left the table"
        hover(app, point)
        post(pygame.MOUSEBUTTONDOWN, pos=point, button=1)
        steps(app)
        post(
            pygame.MOUSEMOTION, pos=(point[0] + 30, point[1] + 30), rel=(30, 30), buttons=(1, 0, 0)
        )
        steps(app, 2)
        assert scene.input.drag is not None
        assert scene.painter.loupe.shown is None, "a tile is held: no loupe over the drop"


@pytest.mark.parametrize(
    "size", [(1366, 728), (800, 600)], ids=["crowded-1366x728", "short-800x600"]
)
def test_no_loupe_where_the_tables_tiles_are_big(size):
    from rummikub_desktop.session import Seat
    from rummikub_desktop.session.position import controller_at

    with largest_app(size, "en", animation_speed=Speed.INSTANT) as app:
        if size == (800, 600):
            seats = [Seat.person("Ann"), Seat.computer("Computer", "medium")]
            scene = GameScene(app, controller_at(seats, ["R1 R2", "K1"], ["B3 B4 B5"]))
            app.reset_to(scene)
            steps(app, 3)
        else:
            scene = crowded_game(app)
        geometry = scene.room.table_geometry()
        hover(app, geometry.cell_rect(Cell(1, 0)).center)
        assert scene.controller.table.tile_at(Cell(1, 0)) is not None
        assert scene.painter.loupe.shown is None, geometry.tile_size


def test_the_issues_own_position_shows_its_sets_big_with_normal_tiles_too():
    """Row 21's own position: 47 tiles on the table, 22 on the rack, at 800x600.
    With Normal tiles the table's are 46 px (the rack's 51): the loupe shows them
    at 64 px."""
    with largest_app((800, 600), "en", animation_speed=Speed.INSTANT) as app:
        app.change_settings(tile_size=TileSize.NORMAL)
        app.apply_appearance()
        scene = GameScene(app, row_21_position())
        app.reset_to(scene)
        steps(app, 3)
        geometry = scene.room.table_geometry()
        table_set = scene.controller.table.sets()[-1]
        hover(app, geometry.cell_rect(table_set.start).center)
        shown = scene.painter.loupe.shown
        assert shown is not None and shown.ids == table_set.ids
        assert shown.tiles[0].h >= LEAST_HEIGHT > geometry.tile_h, geometry.tile_size


def row_21_position():
    """48 tiles on the table (nine runs and three groups), 22 on the person's rack."""
    from rummikub_desktop.session import Seat
    from rummikub_desktop.session.position import controller_at
    from tests.support.games import GROUPS, RUNS

    seats = [Seat.person("Grandma"), Seat.computer("Computer", "medium")]
    rack = " ".join(
        [f"O{n}" for n in range(4, 14)]
        + [f"{c}{n}" for c in "RB" for n in range(8, 13)]
        + ["K8", "K9"]
    )
    return controller_at(seats, [rack, "J K10 K11"], RUNS[:9] + GROUPS[:2] + ["O1 O2 O3"])


def test_the_keyboards_frame_on_a_set_shows_it_in_the_loupe():
    """A player who plays with the keys gets the loupe where the frame is."""
    from rummikub_desktop.scenes.game.table_input import Focus
    from tests.support.driver import key
    from tests.support.table_moves import go_to

    with largest_app((800, 600), "en", animation_speed=Speed.INSTANT) as app:
        scene = crowded_game(app)
        key(app, pygame.K_RIGHT)  # the first key shows the frame on the rack
        assert scene.painter.loupe.shown is None, "the frame on the rack: no loupe"
        table_set = scene.controller.table.sets()[4]
        go_to(app, scene, Focus(cell=table_set.start))
        steps(app, 2)
        shown = scene.painter.loupe.shown
        assert shown is not None and shown.ids == table_set.ids


def test_no_loupe_while_a_replay_or_the_draw_for_who_starts_holds_the_game():
    """What a replay or the draw for who starts draws lies over the table: the loupe
    under it would be half hidden, and its words over the loupe's tiles."""
    from dataclasses import replace

    with largest_app((800, 600), "en", animation_speed=Speed.INSTANT) as app:
        scene = crowded_game(app)
        geometry = scene.room.table_geometry()
        hover(app, geometry.cell_rect(scene.controller.table.sets()[0].start).center)
        frame = scene.frame()
        assert not frame.held and scene.painter._loupe_place(frame, None) is not None
        assert scene.painter._loupe_place(replace(frame, held=True), None) is None
