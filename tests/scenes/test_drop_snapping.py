"""Drops snap to the set they are nearest to, with the insertion bar shown while
dragging; a re-pack or a zoom glides in size as well as in place (issue 21).
Through real mouse events."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.table_input import drop_target
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.table import Cell
from rummikub_desktop.ui import style
from rummikub_desktop.widgets import table_view
from tests.support.driver import cell_center, drag, post, rack_tile_center, running_app, steps
from tests.support.scripts import load
from tests.support.table_moves import lay_alone_until, tile_named


@pytest.fixture
def game():
    seats = [Seat.person("Grandma"), Seat.computer("Computer", "medium")]
    controller = controller_at(seats, ["R8 R4 B9 K2", "O1 O2"], ["R5 R6 R7"])
    with running_app() as app:
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 2)
        yield app, scene


def the_set(scene: GameScene) -> tuple:
    table = scene.controller.table
    (only,) = [s for s in table.sets() if str(table.face(s.ids[0])) == "R5"]
    return only


def a_little_off(scene: GameScene, cell: Cell, towards: int) -> tuple[int, int]:
    """Over ``cell``, a little towards the cell ``towards`` it (-1 left, 1 right):
    a drop one cell off the end of a set."""
    rect = scene.room.table_geometry().cell_rect(cell)
    return rect.centerx + towards * (rect.width // 2 - 3), rect.centery


def test_a_drop_a_little_off_a_sets_end_joins_it(game):
    app, scene = game
    table_set = the_set(scene)
    end = table_set.start.shifted(len(table_set) - 1)
    r8 = tile_named(scene, "R8")
    drag(app, rack_tile_center(scene, r8), a_little_off(scene, end.shifted(2), -1))
    table = scene.controller.table
    assert [str(table.face(i)) for i in table.set_of(r8).ids] == ["R5", "R6", "R7", "R8"]
    assert len(table.sets()) == 1


def test_a_drop_a_little_off_a_sets_start_joins_it(game):
    app, scene = game
    table_set = the_set(scene)
    if table_set.start.col < 2:
        # Room on the left: the set a few cells along its row.
        scene.controller.move_set(table_set.ids[0], Cell(4, table_set.start.row))
        steps(app, 2)
        table_set = the_set(scene)
        assert table_set.start.col >= 2
    r4 = tile_named(scene, "R4")
    drag(app, rack_tile_center(scene, r4), a_little_off(scene, table_set.start.shifted(-2), 1))
    table = scene.controller.table
    assert [str(table.face(i)) for i in table.set_of(r4).ids] == ["R4", "R5", "R6", "R7"]


@pytest.mark.parametrize("cells", [2, 3])
def test_in_the_middle_of_a_cell_past_the_gap_a_tile_starts_a_set_of_its_own(game, cells):
    app, scene = game
    table_set = the_set(scene)
    end = table_set.start.shifted(len(table_set) - 1)
    b9 = tile_named(scene, "B9")
    drag(app, rack_tile_center(scene, b9), cell_center(scene, end.shifted(cells)))
    table = scene.controller.table
    assert table.set_of(b9).ids == (b9,)
    assert table.cell_of(b9) == end.shifted(cells)
    assert len(table.sets()) == 2


def test_the_insertion_bar_shows_where_the_tile_goes_while_dragging(game):
    app, scene = game
    table_set = the_set(scene)
    end = table_set.start.shifted(len(table_set) - 1)
    r8 = tile_named(scene, "R8")
    start = rack_tile_center(scene, r8)
    aim = a_little_off(scene, end.shifted(2), -1)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    steps(app)
    for point in (((start[0] + aim[0]) // 2, (start[1] + aim[1]) // 2), aim):
        post(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(1, 0, 0))
        steps(app)
    scene.draw(app.screen)
    geometry = scene.room.table_geometry()
    target = drop_target(geometry, scene.controller.table, scene.input.drag.first_center, r8)
    assert target is not None and target.cell == end.shifted(1) and target.bar is not None
    gold = style.theme().gold
    assert tuple(app.screen.get_at(target.bar.center))[:3] == gold
    # The bar stands between the set's last tile and the place the tile goes.
    assert geometry.cell_rect(end).right <= target.bar.centerx
    assert target.bar.centerx <= geometry.cell_rect(end.shifted(1)).left
    post(pygame.MOUSEBUTTONUP, pos=aim, button=1)
    steps(app, 2)
    assert scene.controller.table.set_of(r8) == the_set(scene)


def test_a_table_that_zooms_glides_its_tiles_in_size(monkeypatch):
    """The crowded table at the laptop's window: the sixth tile laid alone makes the
    table's tiles smaller; the first frames draw the tiles that were there between
    the two sizes, and the tile just dropped in its new cell."""
    bench = load("bench_table_sizes")
    with running_app(size=(1366, 728)) as app:
        scene = GameScene(app, bench.crowded_controller())
        app.reset_to(scene)
        steps(app, 3)
        before = scene.room.table_geometry().tile_size
        dropped = lay_alone_until(
            app, scene, lambda: scene.room.table_geometry().tile_size != before
        )
        after = scene.room.table_geometry().tile_size
        assert after != before, "the table did not zoom: nothing to see"
        assert scene.room._easing is not None
        # The glide is drawn at every refresh in a real window (it was drawn at the
        # clock's wake, four times a second: the walk's referee judged its outlines).
        assert scene.next_frame() == 0.0 and app._moving()
        # The tile just dropped was drawn under the pointer, not in a cell of the
        # grid before: it does not glide from there (the monkey saw its laid mark
        # drawn past the table's foot, in a cell the old grid had no room for).
        assert dropped not in {tile_id for tile_id, *_ in scene.room._easing[1]}
        sizes = []
        real = table_view.eased_rect

        def spy(*args):
            rect = real(*args)
            sizes.append(rect.size)
            return rect

        monkeypatch.setattr(table_view, "eased_rect", spy)
        scene.draw(app.screen)
        assert sizes, "no tile glides"
        drawn = sizes[0]
        low, high = sorted((before, after), key=lambda size: size[1])
        assert low[1] <= drawn[1] <= high[1] and drawn != after


def test_a_tile_taken_out_of_a_group_leaves_one_group_not_two():
    """Issue 32 row 11: taking one tile out of a four-tile group (puzzle 3's 11s)
    left 11●11♥ and 11▲ as two refused sets; the group closes up behind it, while
    a run still splits where a tile leaves it."""
    from rummikub_desktop.engine import format_tiles

    seats = [Seat.person("Grandma"), Seat.computer("Computer", "medium")]
    controller = controller_at(
        seats, ["R1 B2", "O1 O2"], ["K11 R11 B11 O11", "R3 R4 R5 R6 R7"], melded=[True, True]
    )
    with running_app() as app:
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 2)
        table = controller.table
        group = table.sets()[0]
        free_row = max(s.row for s in table.sets()) + 2
        drag(app, cell_center(scene, group.cells[1]), cell_center(scene, Cell(1, free_row)))
        faces = sorted(format_tiles(s) for s in controller.table.tile_sets())
        assert faces == ["K11 B11 O11", "R11", "R3 R4 R5 R6 R7"], faces
        run = next(s for s in controller.table.sets() if len(s) == 5)
        drag(app, cell_center(scene, run.cells[2]), cell_center(scene, Cell(5, free_row)))
        faces = sorted(format_tiles(s) for s in controller.table.tile_sets())
        assert faces == ["K11 B11 O11", "R11", "R3 R4", "R5", "R6 R7"], faces


@pytest.mark.parametrize("share", [0.6, 1.0])
@pytest.mark.parametrize("side", ["right", "left"])
def test_a_drop_just_past_a_set_at_the_tables_edge_extends_it(side, share):
    """Issue 32 row 2: a set that ends at the table's edge (puzzle level 1) took no
    tile dropped just past its end: 請把牌放在桌上。 Now the set takes it (and moves
    to where it fits)."""
    from rummikub_desktop.engine import format_tiles

    seats = [Seat.person("Grandma"), Seat.computer("Computer", "medium")]
    controller = controller_at(seats, ["R8 R4 B9 K2", "O1 O2"], ["R5 R6 R7"], melded=[True, True])
    with running_app() as app:
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 2)
        table = controller.table
        geometry = scene.room.table_geometry()
        (run,) = table.sets()
        start = geometry.columns - len(run) if side == "right" else 0
        assert controller.move_set(run.ids[0], Cell(start, run.row)).ok
        steps(app, 2)
        geometry = scene.room.table_geometry()
        (run,) = controller.table.sets()
        edge = run.start.shifted(len(run) - 1) if side == "right" else run.start
        assert edge.col == (geometry.columns - 1 if side == "right" else 0)
        rect = geometry.cell_rect(edge)
        step = round(geometry.step[0] * share)
        past = (rect.centerx + step if side == "right" else rect.centerx - step, rect.centery)
        assert scene.room.table_geometry().cell_at(past) is None, "the point is off the grid"
        name = "R8" if side == "right" else "R4"
        drag(app, rack_tile_center(scene, tile_named(scene, name)), past)
        (only,) = [format_tiles(s) for s in controller.table.tile_sets()]
        assert only == ("R5 R6 R7 R8" if side == "right" else "R4 R5 R6 R7")
        assert not controller.turn_view.refused_problems
