"""Two refused sets on a crowded table: both are said, and no speech box covers a
tile or another box (issue 21), at the laptop's window and at 800x600, with the
Largest text and tiles."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.i18n import problem_text
from rummikub_desktop.persistence.settings import TextSize, TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Speed
from rummikub_desktop.table import Cell
from rummikub_desktop.ui import style
from tests.support.driver import cell_center, drag, key, rack_tile_center, running_app, steps
from tests.support.refusals import (
    crowded_game,
    drawn_speeches,
    message_place,
    refuse_two_lone_tiles,
    tile_rects,
)


def free_start(scene: GameScene, length: int) -> Cell:
    """The first cell, from the bottom row up, of ``length`` free cells with a free
    cell on each side (a new set of its own)."""
    taken = {cell for _, cell in scene.controller.table}
    grid = scene.room.table_geometry()
    for row in reversed(range(grid.rows)):
        for col in range(grid.columns - length):
            around = [Cell(col + k, row) for k in range(-1, length + 1)]
            if not any(cell in taken for cell in around if cell.col >= 0):
                return Cell(col, row)
    raise AssertionError("no room for a new set")


def lay_set(app, scene: GameScene, names: tuple[str, ...]) -> None:
    """Drag the rack's tiles ``names`` one by one into a new set of their own."""
    controller = scene.controller
    cell = free_start(scene, len(names))
    laid = []
    for name in names:
        tile = next(i for i in controller.rack.ids if str(controller.face(i)) == name)
        drag(app, rack_tile_center(scene, tile), cell_center(scene, cell))
        laid.append(tile)
        # The table may be packed again as it fills: the next tile goes after this one.
        cell = controller.table.cell_of(tile).shifted(1)
    assert controller.table.set_of(laid[0]).ids == tuple(laid)


@pytest.mark.parametrize("size", [(1366, 728), (800, 600)], ids=["1366x728", "800x600"])
@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_two_refused_sets_are_both_said_and_cover_nothing(size, language, monkeypatch):
    with crowded_game(size, language) as (app, scene):
        lay_set(app, scene, ("R8", "R9"))
        lay_set(app, scene, ("O12", "O13"))
        key(app, pygame.K_RETURN)
        controller = scene.controller
        assert len(controller.turn_view.refused_problems) == 2
        drawn = drawn_speeches(app, scene, monkeypatch)
        i18n_words = " ".join(" ".join(speech.lines) for speech in drawn)
        said = "".join(i18n_words.split())
        for problem in controller.turn_view.refused_problems:
            # Said of this set alone, or of it with another ("each of these has 2").
            forms = (problem_text(problem.problem), problem_text(problem.problem, many=True))
            assert any("".join(form.split()) in said for form in forms)
        tiles = tile_rects(scene)
        boxes = [speech.box for speech in drawn]
        for box in boxes:
            assert box.collidelist(tiles) < 0, (box, tiles[box.collidelist(tiles)])
            assert app.screen.get_rect().contains(box)
        for index, box in enumerate(boxes):
            assert box.collidelist(boxes[index + 1 :]) < 0


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
def test_two_lone_tiles_refused_on_a_full_table_are_said_over_no_tile(language, monkeypatch):
    """800x600, the Largest sizes, the crowded table: two tiles dragged to places of
    their own and refused. No free place fits the box at the usual words, so its
    words get smaller (never under the least a player reads) where it used to
    cover the rack's tiles."""
    with crowded_game((800, 600), language) as (app, scene):
        refuse_two_lone_tiles(app, scene)
        drawn = drawn_speeches(app, scene, monkeypatch)
        assert drawn
        tiles = tile_rects(scene)
        least = style.least_words_px(app.text_scale)
        for speech in drawn:
            assert speech.box.collidelist(tiles) < 0, speech.box
            assert round(speech.size * app.text_scale) >= least


def test_a_message_on_a_full_table_covers_no_tile():
    """The crowded table at 1366x728 has no free row at the Largest sizes: the
    screen's message ("Computer 3 drew a tile.") went over its bottom row of sets;
    now it goes to the nearest place over no set, no rack tile and no refused set's
    box (the rack's empty row)."""
    with crowded_game((1366, 728)) as (app, scene):
        refuse_two_lone_tiles(app, scene)
        scene.commands.say(i18n.tr("event.drew", name="Computer 3"))
        steps(app, 2)
        box, kept_clear = message_place(scene)
        assert box.collidelist(tile_rects(scene)) < 0, box
        assert box.collidelist(kept_clear) < 0, box
        assert app.screen.get_rect().contains(box)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_long_message_beside_a_refusal_covers_no_set(language):
    """800x600, the Largest text: Hint's long message ("Here is a play you could
    make...") shown with a refused set and its box on the table covers neither."""
    from tests.support.layout_checks import refused_play

    with running_app(size=(800, 600)) as app:
        app.change_language(language)
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_appearance()
        scene = GameScene(app, refused_play(language))
        app.reset_to(scene)
        scene.commands.say(i18n.tr("game.hint_laid"))
        steps(app, 2)
        box, kept_clear = message_place(scene)
        assert box.collidelist(kept_clear) < 0 and box.collidelist(tile_rects(scene)) < 0, box
        assert scene.room.layout.table.contains(box)
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
def test_a_first_play_too_low_is_said_over_none_of_its_sets(language):
    """800x600, the Largest sizes, three rows of sets: a first play of 28 points
    refused. Its box ("The first play needs 30 points; these sets have only 28") lay
    over the three sets it spoke of; it now goes where it covers no tile (the rack's
    empty row here), and the referee, which counts a box over the sets it speaks of,
    finds nothing."""
    from rummikub_desktop.app.recorder import Recorder
    from rummikub_desktop.session import Seat, SeatKind, controller_at

    with running_app(size=(800, 600)) as app:
        app.change_language(language)
        app.change_settings(
            animation_speed=Speed.INSTANT, text_size=TextSize.LARGEST, tile_size=TileSize.LARGEST
        )
        app.apply_appearance()
        app.recorder = Recorder()
        seats = [Seat("You", SeatKind.HUMAN), Seat("Ada", SeatKind.COMPUTER, "easy")]
        controller = controller_at(
            seats,
            ["O2 O3 O4 R5 B5 K5 K1 R1 B1 O1 R13 K7 B9 O10", "K2 K3 K4"],
            ["K9 K10 K11 K12", "R9 R10 R11", "B10 B11 B12 B13"],
            melded=[False, True],
        )
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 3)
        for names in (("O2", "O3", "O4"), ("R5", "B5", "K5"), ("K1", "R1", "B1", "O1")):
            lay_set(app, scene, names)
        key(app, pygame.K_RETURN)
        steps(app, 3)
        (refused,) = controller.turn_view.refused_problems
        assert refused.problem.params == (("needed", 30), ("points", 28))
        laid = [
            scene.room.table_geometry().cell_rect(cell)
            for tile_id, cell in controller.table
            if tile_id in scene.frame().picture.laid_ids
        ]
        assert len(laid) == 10
        findings = [finding.sentence for _, finding in app.recorder.findings]
        assert not findings, findings
        (box,) = [b for b in app.recorder.last_boxes if b.about]
        assert pygame.Rect(box.rect).collidelist(laid) < 0, box
    i18n.set_language(i18n.DEFAULT_LANGUAGE)
