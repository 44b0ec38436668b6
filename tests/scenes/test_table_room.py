"""A table you can read to the last tile (issue 21): it packs before its tiles
shrink, the rack gives up room to it, the rack never re-flows, and a re-pack
travels rather than jumps. Driven through the real game screen."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop.persistence.settings import TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import GameController, Seat, Speed
from rummikub_desktop.session.position import controller_at
from rummikub_desktop.table import Cell, TableLayout, TableSet
from rummikub_desktop.table.packing import Packing, PackingError
from rummikub_desktop.widgets.geometry import (
    GameLayout,
    has_room_for_a_set,
    laid_tile_height,
    packing_for_room,
    rack_tile_height,
    table_geometry,
)
from tests.support.driver import press_button, running_app, steps, until
from tests.support.games import GROUPS, RACKS, RUNS, crowded


def spread(controller: GameController) -> GameController:
    """The same sets laid three to a row on a fresh table's 16 columns (7 rows)."""
    controller.lay_out_table(three_to_a_row(controller.table))
    return controller


def three_to_a_row(table: TableLayout) -> TableLayout:
    placements = []
    col = 0
    sets = table.sets()
    for index, table_set in enumerate(sets):
        if index % 3 == 0:
            col = 0
        row = index // 3
        placements += [(tile_id, Cell(col + i, row)) for i, tile_id in enumerate(table_set.ids)]
        col += len(table_set) + 1
    return TableLayout(table.faces, tuple(sorted(placements)), 16, len(sets) // 3 + 2)


def reading(table: TableLayout) -> list[tuple[int, ...]]:
    return [table_set.ids for table_set in table.sets()]


def game_at(app, controller: GameController, tiles: TileSize, speed: Speed = Speed.INSTANT):
    app.change_settings(animation_speed=speed, tile_size=tiles)
    app.apply_appearance()
    scene = GameScene(app, controller)
    app.reset_to(scene)
    steps(app, 3)
    return scene


@pytest.mark.parametrize(
    ("size", "normal", "largest"),
    [((1366, 728), 56, 64), ((1280, 680), 56, 64), ((800, 600), 40, 40)],
)
def test_a_crowded_table_packs_and_keeps_its_tiles_readable(size, normal, largest):
    heights = {}
    for tiles, least in ((TileSize.NORMAL, normal), (TileSize.LARGEST, largest)):
        with running_app(size) as app:
            controller = spread(crowded())
            order = reading(controller.table)
            scene = game_at(app, controller, tiles)
            height = scene.room.table_geometry().tile_h
            assert height >= least, f"{tiles.value} tiles at {size}: {height} px"
            assert reading(controller.table) == order, "every set whole, in reading order"
            geometry = scene.room.table_geometry()
            area = geometry.grid_rect()
            for _, cell in controller.table:
                assert area.contains(geometry.cell_rect(cell)), "every tile shows"
            rack = scene.room.rack_geometry()
            assert rack.tile_h >= scene.room.layout.rack.height // 3, "the rack keeps big tiles"
            heights[tiles] = height
    assert heights[TileSize.LARGEST] >= heights[TileSize.NORMAL]


def test_the_rack_gives_up_room_to_a_crowded_table_but_not_below_normal():
    size = (1366, 728)
    chosen = GameLayout.for_size(size, TileSize.LARGEST.scale)
    normal = GameLayout.for_size(size, TileSize.NORMAL.scale)
    with running_app(size) as app:
        scene = game_at(app, crowded(), TileSize.LARGEST)
        assert scene.room.layout.rack.height < chosen.rack.height, "the rack gave up room"
        # Its tiles never below Normal's (here it gives up its empty row instead:
        # its eight tiles keep the Largest size on one row).
        assert scene.room.layout.rack_scale >= TileSize.NORMAL.scale
        assert scene.room.rack_geometry().tile_h >= rack_tile_height(size[1], normal.rack_scale)
    with running_app(size) as app:
        seats = [Seat.person("Grandma"), Seat.computer("Computer", "medium")]
        scene = game_at(app, controller_at(seats, RACKS[:2], ["R1 R2 R3"]), TileSize.LARGEST)
        assert scene.room.layout.rack == chosen.rack, "an empty table leaves the rack its tiles"


def test_a_short_rack_gives_a_crowded_table_its_empty_row():
    """Issue 32 row 21, the crowded table (73 tiles) at 1366x728 with the Largest
    tiles: the rack gave up room by shrinking its eight tiles to 83 px, on two rows
    with one of them empty; it gives up that row instead and keeps 110 px tiles (the
    table's 72 -> 74 px). A rack that outgrows its row gets both rows back. At
    800x600 it keeps its two rows (its tiles would be no bigger on one, and the empty
    row is where the screen's words go when the table has no free place)."""
    seats = [Seat.person("Grandma")] + [Seat.computer(f"Computer {n}", "medium") for n in (1, 2, 3)]
    with running_app((1366, 728)) as app:
        scene = game_at(app, crowded(), TileSize.LARGEST)
        rack = scene.room.rack_geometry()
        assert rack.rows == 1 and rack.tile_h >= 110, rack
        assert scene.room.table_geometry().tile_h >= 74, scene.room.table_geometry()
    thirteen = [RACKS[0] + " R13 B13 K13 O11 O1", *RACKS[1:]]
    with running_app((1366, 728)) as app:
        controller = controller_at(seats, thirteen, RUNS + GROUPS, current=0)
        scene = game_at(app, controller, TileSize.LARGEST)
        rack = scene.room.rack_geometry()
        assert rack.rows == 1 and rack.tile_h > 83, rack
        one_row = scene.room.layout.rack.height
        press_button(app, scene, "draw")
        until(app, lambda: scene.room.rack_geometry().rows == 2, limit=200)
        assert scene.room.layout.rack.height > one_row and scene.room.rack_geometry().tile_h >= 83
    with running_app((800, 600)) as app:
        scene = game_at(app, spread(crowded()), TileSize.LARGEST)
        assert scene.room.rack_geometry().rows == 2


def test_sets_that_fit_do_not_move():
    with running_app((1366, 728)) as app:
        seats = [Seat.person("Grandma"), Seat.computer("Computer", "medium")]
        controller = controller_at(seats, RACKS[:2], ["R1 R2 R3", "B5 B6 B7 B8"])
        before = controller.table
        game_at(app, controller, TileSize.NORMAL)
        assert controller.table == before


def test_lay_out_table_keeps_the_turn_untouched_and_refuses_other_sets():
    controller = spread(crowded())
    table = controller.table
    assert not controller.turn_view.can_undo
    area = pygame.Rect(0, 0, 1100, 452)
    packing = packing_for_room(table, area)
    assert packing is not None and packing.moved
    from rummikub_desktop.table.packing import packed_layout

    controller.lay_out_table(packed_layout(table, packing))
    assert reading(controller.table) == reading(table)
    assert controller.table != table
    assert not controller.turn_view.can_undo, "a re-pack is not a move to take back"
    assert controller.reset_turn().ok
    assert controller.table == packed_layout(table, packing), "Reset keeps the packed table"
    sets = list(table.sets())
    swapped = TableLayout.from_sets(table.faces, [sets[1].ids, sets[0].ids])
    with pytest.raises(PackingError):
        controller.lay_out_table(swapped)
    assert reading(controller.table) == reading(table)


def test_a_packed_table_is_measured_where_it_lies():
    controller = spread(crowded())
    area = pygame.Rect(0, 0, 1100, 452)
    packing = packing_for_room(controller.table, area)
    assert packing is not None
    from rummikub_desktop.table.packing import packed_layout

    packed = packed_layout(controller.table, packing)
    assert laid_tile_height(packed, area) > laid_tile_height(controller.table, area)
    assert packing_for_room(packed, area) is None, "a packed table packs to itself"
    # Within a pixel: the width is rounded to whole pixels.
    assert 0 <= laid_tile_height(packed, area) - table_geometry(packed, area).tile_h <= 1


def test_room_for_a_new_set_is_an_empty_row_or_the_end_of_a_row():
    def packing(sets: list[TableSet], columns: int, rows: int) -> Packing:
        return Packing(tuple(sets), columns, rows, True, ())

    row_full = [TableSet(Cell(0, 0), (0, 1, 2, 3)), TableSet(Cell(5, 0), (4, 5, 6))]
    assert not has_room_for_a_set(packing(row_full, 9, 1))
    assert has_room_for_a_set(packing(row_full, 12, 1)), "four free cells: a gap and three"
    assert has_room_for_a_set(packing(row_full, 9, 2)), "an empty row"
    assert not has_room_for_a_set(Packing(tuple(row_full), 9, 2, False, ()))


def test_the_rack_does_not_re_flow_when_a_tile_leaves():
    with running_app((800, 600)) as app:
        seats = [Seat.person("Grandma"), Seat.computer("Computer", "medium")]
        rack = "R1 R2 R3 R4 R5 R6 R7 R8 R9 B1 B2 B3 B4 B5 B6 B7 B8 B9"
        controller = controller_at(seats, [rack, "K1 K2 K3"], [])
        scene = game_at(app, controller, TileSize.NORMAL)
        before = scene.room.rack_geometry()
        places = {
            tile: before.slot_rect(controller.rack.slot_of(tile)) for tile in controller.rack.ids
        }
        leaving = controller.rack.ids[0]
        assert controller.move_tile_to_table(leaving, Cell(0, 0)).ok
        steps(app)
        after = scene.room.rack_geometry()
        assert after.tile_size == before.tile_size
        for tile in controller.rack.ids:
            assert after.slot_rect(controller.rack.slot_of(tile)) == places[tile]


def test_a_re_pack_travels_and_then_stops():
    """Tiles laid alone on the crowded table until it packs or zooms: the sets travel
    from where they were drawn (the tile just dropped, drawn under the pointer, does
    not), and then stop."""
    from tests.support.table_moves import lay_alone_until

    with running_app((1366, 728)) as app:
        scene = game_at(app, crowded(), TileSize.NORMAL, Speed.NORMAL)
        lay_alone_until(app, scene, lambda: scene.room._easing is not None)
        picture = scene.frame().picture
        assert picture.easing and 0.0 <= picture.easing_progress < 1.0
        scene._clock += 1.0
        scene.changed()
        assert not scene.frame().picture.easing or scene.frame().picture.easing_progress >= 1.0


@pytest.mark.parametrize("tiles", [TileSize.NORMAL, TileSize.LARGEST])
def test_an_empty_or_short_table_gets_big_tiles_at_800x600(tiles):
    """Issue 32 row 15: a game's first turns at 800x600 showed 42 px tiles (58 px at
    Largest) on an empty table beside 67 px on the rack: the table's grid had to
    show a fresh table's sixteen columns. Now it shows at least FEWEST_COLUMNS and
    its tiles are over two thirds of the rack's; a short table's stay as big."""
    from rummikub_desktop.widgets.geometry import FEWEST_COLUMNS

    seats = [Seat.person("Grandma"), Seat.computer("Computer", "medium")]
    for table in ([], ["R1 R2 R3 R4 R5", "B7 K7 O7"]):
        with running_app((800, 600)) as app:
            controller = controller_at(seats, RACKS[:2], table, melded=[True, True])
            scene = game_at(app, controller, tiles)
            geometry = scene.room.table_geometry()
            rack = scene.room.rack_geometry()
            assert geometry.columns >= FEWEST_COLUMNS
            assert geometry.tile_h >= 60 and geometry.tile_h >= rack.tile_h * 0.7, (
                table,
                geometry.tile_h,
                rack.tile_h,
            )


def test_a_tile_dropped_on_an_empty_table_does_not_glide():
    """The referee's monkey at 1366x728: after a resize, a tile dropped on an empty
    table glided from its cell in the old grid, past the table's foot (its laid
    mark drawn at 599,464 81x112 below a table ending at 506): an empty table drawn
    is falsy, and "drawn or table" took the table with the tile just dropped."""
    from rummikub_desktop.scenes.game.room import glide_starts
    from rummikub_desktop.widgets.geometry import table_geometry

    seats = [Seat.person("Ann"), Seat.computer("Bot", "easy")]
    controller = controller_at(seats, ["R1 R2 R3", "K1"], [])
    empty = controller.table
    tile_id = controller.rack.ids[0]
    assert controller.move_tile_to_table(tile_id, Cell(7, 3)).ok
    table = controller.table
    before = table_geometry(table, pygame.Rect(8, 72, 1100, 398), 1.33)
    now = table_geometry(table, pygame.Rect(8, 72, 758, 434), 1.33)
    assert before.cell_rect(Cell(7, 3)) != now.cell_rect(Cell(7, 3))
    assert glide_starts(table, empty, table, before, now) == ()
    # A tile that was drawn on the table glides from where it was.
    assert glide_starts(table, table, table, before, now) == (
        (tile_id, *before.cell_rect(Cell(7, 3)).topleft),
    )


@pytest.mark.parametrize(
    ("language", "size", "drops"), [("zh-Hant", (1366, 728), 6), ("zh-Hans", (800, 600), 8)]
)
def test_a_turn_of_drops_moves_no_set_the_player_did_not_touch(language, size, drops):
    """Drops in a row, each a tile of its own in a free place, with the Largest sizes:
    the rack gave up its empty row at one drop and took it back at the next, and the
    sets the player did not touch jumped rows (5 moves in these 6 drops at 1366x728 in
    繁體中文). While there is room (the tiles may get a little smaller, no set moves),
    none moves, and the rack's tiles keep their size (a drag started on a tile's old
    place picked up nothing)."""
    from rummikub_desktop import i18n
    from rummikub_desktop.persistence.settings import TextSize
    from rummikub_desktop.session import SeatKind
    from tests.support.driver import cell_center, drag, rack_tile_center
    from tests.support.refusals import lonely_cell

    with running_app(size=size) as app:
        app.change_language(language)
        app.change_settings(
            animation_speed=Speed.INSTANT, text_size=TextSize.LARGEST, tile_size=TileSize.LARGEST
        )
        app.apply_appearance()
        seats = [Seat("You", SeatKind.HUMAN), Seat("Ada", SeatKind.COMPUTER, "easy")]
        table = ["K1 K2 K3 K4", "R5 R6 R7", "B9 B10 B11", "O3 O4 O5", "K12 R12 B12"]
        table += ["R9 B9 O9", "K6 K7 K8"]
        rack = "R13 K13 B13 O1 O2 K10 R1 B1 B2 B3 O11 O12 O13 R2 K9"
        controller = controller_at(seats, [rack, "K2 K3 K4"], table)
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 3)
        untouched = {s.ids: s.start for s in controller.table.sets()}
        rack_tile = scene.room.rack_geometry().tile_size
        moved = 0
        for _ in range(drops):
            tile = controller.rack.ids[0]
            drag(app, rack_tile_center(scene, tile), cell_center(scene, lonely_cell(scene)))
            steps(app, 3)
            now = {s.ids: s.start for s in controller.table.sets()}
            moved += sum(1 for ids, start in untouched.items() if now[ids] != start)
            untouched = {ids: now[ids] for ids in untouched}
            assert scene.room.rack_geometry().tile_size == rack_tile
        assert moved == 0
        assert len(controller.turn_view.laid_ids) == drops
    i18n.set_language(i18n.DEFAULT_LANGUAGE)
