"""The puzzles on the screens: the Puzzles screen, a puzzle on the game screen, its record.

Real pygame events throughout (clicks, drags, keys); the day is always given, never
read from the clock.
"""

from __future__ import annotations

from datetime import date, timedelta

import pygame
import pytest

from rummikub_desktop.i18n import LANGUAGES, tr, tr_count
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.puzzles import PuzzlesScene
from rummikub_desktop.scenes.statistics import StatisticsScene
from rummikub_desktop.session import Phase
from rummikub_desktop.session.hint_steps import HintStage
from rummikub_desktop.session.puzzles import Puzzle, PuzzleLevel, puzzle_of_day
from rummikub_desktop.table import Cell
from tests.support.driver import (
    cell_center,
    click,
    drag,
    key,
    lesson,
    rack_tile_center,
    running_app,
    steps,
    until,
)
from tests.support.puzzles import DAY, KeptStatistics, open_puzzle, overlay_of


def rack_ids_by_face(scene: GameScene) -> dict[str, list[int]]:
    rack = scene.controller.rack
    assert rack is not None
    ids: dict[str, list[int]] = {}
    for tile_id in rack.ids:
        ids.setdefault(str(scene.controller.face(tile_id)), []).append(tile_id)
    return ids


def drop(app, scene: GameScene, tile_id: int, cell: Cell, *, after: bool) -> None:
    """Drag a rack tile onto ``cell``: its right half (after) or left half (before)."""
    width = scene.room.table_geometry().cell_rect(cell).width
    target = cell_center(scene, cell, dx=(width // 4) * (1 if after else -1))
    drag(app, rack_tile_center(scene, tile_id), target)


def lay_by_dragging(app, scene: GameScene, puzzle: Puzzle) -> None:
    """Lay a level 1 puzzle's answer tile by tile with the mouse: each table set is a
    block of its answer set, so its tiles go before or after it, or make a new set."""
    controller = scene.controller
    ids = rack_ids_by_face(scene)
    used: set[int] = set()
    empty_row = controller.table.sets()[-1].row + 2
    for wanted in puzzle.answer:
        faces = tuple(str(t) for t in wanted)
        table = controller.table
        match = None
        for table_set in table.sets():
            if set(table_set.ids) & used:
                continue
            laid = tuple(str(t) for t in table.set_faces(table_set))
            for start in range(len(faces) - len(laid) + 1):
                if faces[start : start + len(laid)] == laid:
                    match = (table_set, start, len(laid))
                    break
            if match:
                break
        if match is None:
            # A new set from the rack alone, laid left to right in an empty row.
            first = ids[faces[0]].pop()
            drop(app, scene, first, Cell(1, empty_row), after=False)
            for face in faces[1:]:
                cell = controller.table.cell_of(first)
                last = controller.table.set_of(first)
                assert cell is not None and last is not None
                drop(app, scene, ids[face].pop(), Cell(last.end_col, cell.row), after=True)
            used |= set(controller.table.set_of(first).ids)
            empty_row += 2
            continue
        table_set, start, length = match
        anchor = next(iter(table_set.ids))
        for face in reversed(faces[:start]):
            group = controller.table.set_of(anchor)
            drop(app, scene, ids[face].pop(), Cell(group.col, group.row), after=False)
        for face in faces[start + length :]:
            group = controller.table.set_of(anchor)
            drop(app, scene, ids[face].pop(), Cell(group.end_col, group.row), after=True)
        group = controller.table.set_of(anchor)
        assert tuple(str(t) for t in controller.table.set_faces(group)) == faces
        used |= set(group.ids)


def press(app, scene: GameScene, name: str) -> None:
    click(app, scene.widgets.buttons[name].rect.center)


def test_a_level_one_puzzle_laid_by_dragging_and_done_is_counted_and_on_statistics():
    kept = KeptStatistics()
    with running_app() as app:
        kept.attach(app)
        scene = open_puzzle(app, PuzzleLevel.ADD)
        overlay = overlay_of(scene)
        puzzle = puzzle_of_day(DAY, PuzzleLevel.ADD)
        assert overlay.puzzle == puzzle
        assert any(len(s) > 1 and s[0] in puzzle.rack for s in puzzle.answer), (
            "a tile goes before a set (else this test drags only to ends)"
        )
        lay_by_dragging(app, scene, puzzle)
        assert len(scene.controller.turn_view.laid_ids) == len(puzzle.rack)
        press(app, scene, "done")
        assert overlay.solved and overlay.waiting
        assert kept.solved == [(DAY, PuzzleLevel.ADD)]
        assert scene.controller.phase is Phase.HUMAN_TURN, "no computer turn after a puzzle"
        assert overlay.next_button is not None and overlay.puzzles_button is not None
        click(app, overlay.puzzles_button.rect.center)
        puzzles = app.scene
        assert isinstance(puzzles, PuzzlesScene)
        assert puzzles.play[PuzzleLevel.ADD].text == tr("puzzles.play_again")
        assert puzzles.play[PuzzleLevel.SPLIT].text == tr("puzzles.play")
        assert tr_count("puzzle.days_in_row", 1) in puzzles.record_line()
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, MenuScene)
        app.push(StatisticsScene(app, day=DAY))
        steps(app)
        shown = app.scene.labels["puzzles"].text
        assert shown == tr_count("stats.puzzles_value", 1, solved=1)


def solve_with_hints(app, scene: GameScene) -> None:
    """Hint three times (its steps: the tiles, their places, the play), then Enter."""
    for _ in range(3):
        press(app, scene, "hint")
        until(app, lambda: scene.overlays.hints.searching is None)
    assert len(scene.controller.turn_view.laid_ids) == len(overlay_of(scene).puzzle.rack)
    key(app, pygame.K_RETURN)
    assert overlay_of(scene).solved


def test_the_days_in_a_row_across_dates():
    kept = KeptStatistics()
    with running_app() as app:
        kept.attach(app)
        for day in (DAY, DAY + timedelta(days=1)):
            scene = open_puzzle(app, PuzzleLevel.ADD, day)
            solve_with_hints(app, scene)
        assert overlay_of(scene).days == 2
        assert tr_count("puzzle.days", 2) in overlay_of(scene).solved_lines()
        key(app, pygame.K_ESCAPE)
        puzzles = app.scene
        assert isinstance(puzzles, PuzzlesScene)
        assert puzzles.record_line() == tr(
            "puzzles.record",
            days=tr_count("puzzle.days_in_row", 2),
            solved=tr_count("puzzle.solved_count", 2),
        )
        # The next day, not yet solved: the row still counts; a day missed ends it.
        assert kept.stats.puzzles.days_in_row(DAY + timedelta(days=2)) == 2
        app.replace(PuzzlesScene(app, day=DAY + timedelta(days=3)))
        steps(app)
        assert tr_count("puzzle.days_in_row", 0) in app.scene.record_line()
        assert app.scene.play[PuzzleLevel.ADD].text == tr("puzzles.play")


def test_a_refused_done_says_why_and_draw_says_there_is_none():
    kept = KeptStatistics()
    with running_app() as app:
        kept.attach(app)
        scene = open_puzzle(app, PuzzleLevel.SPLIT)
        overlay = overlay_of(scene)
        pool = scene.controller.pool_size
        press(app, scene, "done")
        assert scene.commands.message.text == tr_count("puzzle.not_yet", 3)
        from rummikub_desktop.scenes.game.commands import ButtonName, PressButton

        assert "draw" not in scene.widgets.buttons, "no Draw tile: Show me takes its place"
        scene.commands.apply(PressButton(ButtonName.DRAW))
        assert scene.commands.message.text == tr("puzzle.no_draw"), "a Draw asked still says why"
        assert scene.controller.pool_size == pool and scene.controller.phase is Phase.HUMAN_TURN
        # One tile alone on the table: a set too short, refused as in a game.
        tile = next(iter(scene.controller.rack.ids))
        empty = Cell(1, scene.controller.table.sets()[-1].row + 2)
        drag(app, rack_tile_center(scene, tile), cell_center(scene, empty))
        assert scene.controller.table.cell_of(tile) == empty
        key(app, pygame.K_RETURN)
        assert scene.controller.turn_view.refused_problems, "the set is outlined as in a game"
        assert not overlay.solved and kept.solved == []
        assert scene.controller.phase is Phase.HUMAN_TURN


def test_hint_in_steps_and_show_me_in_a_puzzle():
    with running_app() as app:
        KeptStatistics().attach(app)
        scene = open_puzzle(app, PuzzleLevel.REARRANGE)
        overlay = overlay_of(scene)
        puzzle = overlay.puzzle
        stages = []
        for _ in range(2):
            press(app, scene, "hint")
            until(app, lambda: scene.overlays.hints.searching is None)
            stages.append(scene.overlays.hints.shown.stage)
        assert stages == [HintStage.TILES, HintStage.PLACES]
        marked = {str(scene.controller.face(i)) for i in scene.overlays.hints.shown.marked_rack_ids}
        assert marked == {str(t) for t in puzzle.rack}, "the puzzle's own answer, every tile"
        table_before = scene.controller.table
        assert overlay.show_button is not None
        click(app, overlay.show_button.rect.center)
        assert overlay.shown.showing and scene.overlays.waiting
        assert scene.next_frame() == 0.0, "the tiles travel"
        for _ in range(40):
            if overlay.shown.ended:
                break
            click(app, scene.room.layout.table.center)
        assert overlay.shown.ended
        click(app, scene.room.layout.table.center)
        assert not overlay.shown.showing
        assert scene.controller.table is table_before, "back to the puzzle as it was left"
        press(app, scene, "hint")
        assert len(scene.controller.turn_view.laid_ids) == len(puzzle.rack), (
            "the third step lays it"
        )
        key(app, pygame.K_RETURN)
        assert overlay.solved
        assert overlay.next_button is None, "level 3 is the last"


def test_the_next_level_and_leaving_mid_puzzle_go_where_they_say():
    with running_app() as app:
        KeptStatistics().attach(app)
        scene = open_puzzle(app, PuzzleLevel.ADD)
        solve_with_hints(app, scene)
        click(app, overlay_of(scene).next_button.rect.center)
        second = app.scene
        assert isinstance(second, GameScene) and second is not scene
        assert overlay_of(second).puzzle == puzzle_of_day(DAY, PuzzleLevel.SPLIT)
        key(app, pygame.K_ESCAPE)
        assert second.commands.dialog is not None
        assert second.commands.dialog.yes.text == tr("puzzle.confirm_leave_yes")
        click(app, second.commands.dialog.yes.rect.center)
        assert isinstance(app.scene, PuzzlesScene), "back to the Puzzles screen"


@pytest.mark.parametrize("how", ["leave", "close", "error", "solve"])
def test_a_puzzle_never_touches_the_saved_game(paths, how):
    from rummikub_desktop.app.guard import _controller_of
    from rummikub_desktop.app.wiring import make_app_hooks
    from rummikub_desktop.persistence.savegame import save_controller
    from tests.support.driver import start_game

    with running_app() as app:
        game = start_game(app, ["human", "easy"])
        assert save_controller(game.controller, paths=paths) is None
        saved = paths.saved_game_file.read_bytes()
        app.hooks, _ = make_app_hooks(paths)
        app.settings = app.hooks.settings
        app.reset_to(MenuScene(app))
        steps(app)
        scene = open_puzzle(app, PuzzleLevel.ADD)
        press(app, scene, "hint")
        steps(app, 3)
        if how == "leave":
            key(app, pygame.K_ESCAPE)
            click(app, scene.commands.dialog.yes.rect.center)
        elif how == "close":
            app.scene.close_requested()
        elif how == "error":
            assert _controller_of(app) is None, "the crash guard has no game to save here"
        else:
            solve_with_hints(app, scene)
            click(app, overlay_of(scene).puzzles_button.rect.center)
        assert paths.saved_game_file.read_bytes() == saved
        if how == "solve":
            assert app.hooks.load_statistics().puzzles.solved_count() == 1, "kept in the file"


def test_the_puzzles_screen_and_a_puzzle_are_quiet_while_nothing_changes():
    with running_app() as app:
        KeptStatistics().attach(app)
        app.push(PuzzlesScene(app, day=DAY))
        steps(app, 3)
        drawn = app.drawn_frames
        steps(app, 20)
        assert app.drawn_frames == drawn, "nothing changed: no frame drawn"
        assert app.next_wake() is None, "the loop may sleep until the player does something"
        scene = open_puzzle(app, PuzzleLevel.SPLIT)
        solve_with_hints(app, scene)
        steps(app, 3)
        drawn = app.drawn_frames
        steps(app, 20)
        assert app.drawn_frames == drawn, "Solved! stands still: no frame drawn"
        assert app.next_wake() is None


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_puzzles_screen_fits_at_800x600_largest(language):
    from rummikub_desktop.persistence.settings import TextSize

    with running_app((800, 600)) as app:
        app.change_language(language)
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_text_size()
        app.reset_to(PuzzlesScene(app, day=DAY))
        steps(app)
        scene = app.scene
        screen = app.screen.get_rect()
        bands = [band for _, band, _, _ in scene.bands]
        for band in bands:
            assert screen.contains(band)
            assert band.bottom <= min(scene.record_rect.top, scene.back.rect.top)
        assert screen.contains(scene.record_rect)
        assert not scene.record_rect.colliderect(scene.back.rect)
        for level, button in scene.play.items():
            assert bands[level.value - 1].contains(button.rect)
        name_size = scene.bands[0][2]
        assert name_size >= 20, "the levels' names stay big"


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_dated_title_fits_on_the_longest_date(language, recwarn):
    """At 800x600 the date goes into the title's line: "Puzzles: 30 September 2026"
    was cut at the title's size (pygame-gui's "Label Rect is too small"), on the 64 days
    of a year with a long month and a two-digit day."""
    from rummikub_desktop.persistence.settings import TextSize

    with running_app((800, 600)) as app:
        app.change_language(language)
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_text_size()
        recwarn.clear()
        app.reset_to(PuzzlesScene(app, day=date(2026, 9, 30)))
        steps(app)
        cut = [str(w.message) for w in recwarn if "too small" in str(w.message)]
        assert not cut, cut


def test_a_record_that_cannot_be_kept_is_said_under_solved(tmp_path):
    from rummikub_desktop.persistence import FileProblem
    from rummikub_desktop.persistence.storage import Reason
    from rummikub_desktop.ui.file_text import problem_text

    problem = FileProblem("statistics", Reason.DISK_FULL, tmp_path / "statistics.json", True)
    with running_app() as app:
        app.hooks.puzzle_solved = lambda day, level: problem
        scene = open_puzzle(app, PuzzleLevel.ADD)
        solve_with_hints(app, scene)
        assert problem_text(problem) in overlay_of(scene).solved_lines()


def test_the_tutorials_end_offers_the_first_puzzle_which_is_not_counted():
    from rummikub_desktop.persistence.settings import Settings
    from rummikub_desktop.scenes.game import tutorial_scene
    from rummikub_desktop.session import Speed
    from rummikub_desktop.session.puzzles import first_puzzle

    kept = KeptStatistics()
    with running_app() as app:
        app.settings = app.hooks.settings = Settings(animation_speed=Speed.INSTANT)
        kept.attach(app)
        app.reset_to(MenuScene(app))
        tutorial = tutorial_scene(app)
        app.push(tutorial)
        lesson(tutorial).restart_at(len(lesson(tutorial).tutorial.steps) - 1)
        until(app, lambda: lesson(tutorial).judge.prompting, limit=20000)
        click(app, tutorial.widgets.buttons["done"].rect.center)
        until(app, lambda: lesson(tutorial).judge.finished, limit=20000)
        steps(app)
        ends = lesson(tutorial).end_buttons
        offer = ends["puzzle"]
        assert offer.text == tr("tutorial.first_puzzle")
        assert not offer.rect.colliderect(ends["play"].rect)
        assert not offer.rect.colliderect(ends["menu"].rect)
        click(app, offer.rect.center)
        scene = app.scene
        assert isinstance(scene, GameScene) and overlay_of(scene).puzzle == first_puzzle()
        solve_with_hints(app, scene)
        assert kept.solved == [], "the first puzzle is practice, not a day's"
        assert overlay_of(scene).next_button is None
        click(app, overlay_of(scene).puzzles_button.rect.center)
        assert isinstance(app.scene, PuzzlesScene)


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_solved_buttons_keep_all_their_words_at_800x600_largest(language):
    """Seen in the whole-game walk (English, 800x600, Largest): "Back to the puzz" —
    the button of "Solved!" cut its words. They are as wide as their words need."""
    from rummikub_desktop.session import Speed
    from rummikub_desktop.widgets.button_column import WORDS_PADDING
    from tests.support.screens import largest_app

    with largest_app((800, 600), language, animation_speed=Speed.INSTANT) as app:
        scene = open_puzzle(app, PuzzleLevel.ADD)
        solve_with_hints(app, scene)
        steps(app, 2)
        overlay = overlay_of(scene)
        font = app.manager.get_theme().get_font(["button"])
        for button in (overlay.next_button, overlay.puzzles_button):
            assert button is not None
            needed = font.size(button.text)[0] + WORDS_PADDING
            assert needed <= button.rect.width, (button.text, needed, button.rect.width)
        panel, _ = overlay.solved_places(scene.room.layout)
        assert panel.contains(overlay.puzzles_button.rect)
