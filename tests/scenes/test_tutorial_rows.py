"""Every cell a tutorial step asks for is on the shown table (the table shows fewer
rows than a fresh table's five where it is short: issue 21)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from rummikub_desktop.app.window import App
from rummikub_desktop.persistence.settings import TextSize, TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Speed
from rummikub_desktop.session.tutorial import Lesson, Tutorial
from rummikub_desktop.ui.interfaces import TutorialArguments
from tests.support.driver import lesson, running_app, steps
from tests.support.tutorial import check_show_me_plays_the_tutorial


@pytest.mark.parametrize(
    ("size", "text", "tiles"),
    [
        ((1280, 800), TextSize.NORMAL, TileSize.NORMAL),
        ((800, 600), TextSize.LARGEST, TileSize.LARGEST),
    ],
    ids=["1280x800-normal", "800x600-largest"],
)
def test_every_steps_cell_shows(size, text, tiles):
    with running_app(size=size) as app:
        app.change_settings(text_size=text, tile_size=tiles)
        app.apply_appearance()
        tutorial = Tutorial("", "")
        for index, step in enumerate(tutorial.steps):
            app.reset_to(TutorialArguments(step=index))
            steps(app)
            scene = app.scene
            placement = lesson(scene).tutorial.placement(scene.controller, step)
            if placement is None:
                continue
            geometry = scene.room.table_geometry()
            cell = placement.cell
            assert cell.col < geometry.columns and cell.row < geometry.rows, (index, cell)
            assert geometry.area.contains(geometry.cell_rect(cell)), (index, cell)


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
def test_the_ends_buttons_lie_on_the_ends_panel(language):
    """Seen in the whole-game walk (English, 800x600, Largest): at the tutorial's end
    its three buttons took the empty rack's room too, but the panel was drawn over
    the table only: "Try your first puzzle" lay across its edge, "Back to the menu"
    on the bare rack. The panel covers every button, and the buttons one another not."""
    import pygame

    from tests.support.driver import click, until
    from tests.support.screens import largest_app

    with largest_app((800, 600), language, animation_speed=Speed.INSTANT) as app:
        tutorial = Tutorial("", "")
        app.reset_to(TutorialArguments(step=len(tutorial.steps) - 1))
        scene = app.scene
        until(app, lambda: lesson(scene).judge.prompting, limit=20000)
        click(app, scene.widgets.buttons["done"].rect.center)
        until(app, lambda: lesson(scene).judge.finished, limit=20000)
        steps(app, 2)
        ends = lesson(scene).end_buttons
        assert len(ends) == 3
        panel = lesson(scene).end_area
        assert panel is not None
        drawn = panel.inflate(-2, -2)
        outside = [name for name, b in ends.items() if not drawn.contains(b.rect)]
        assert not outside, f"{outside} lie past the end's panel {panel}"
        rects = [pygame.Rect(b.rect) for b in ends.values()]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        # What is drawn: the panel's colour under each button's corners.
        from rummikub_desktop.ui import style

        scene.draw(app.screen)
        for button in ends.values():
            corner = (button.rect.left - 3, button.rect.bottom - 4)
            assert tuple(app.screen.get_at(corner))[:3] == style.theme().bar, corner


def test_the_tutorials_hint_says_its_own_sentence_and_fits_the_screen():
    """Seen in the whole-game walk (English, 800x600, Largest): at the lesson on Hint,
    the hint's sentence carried the four steps of its play (the table helper's words)
    and its box ran past the screen's foot. The tutorial's strip says what to do: the
    hint says its one sentence."""
    from rummikub_desktop.scenes.game.hint_overlay import step_sentence
    from tests.support.driver import click, until
    from tests.support.screens import largest_app

    with largest_app((800, 600), "en", animation_speed=Speed.INSTANT) as app:
        tutorial = Tutorial("", "")
        index = next(i for i, step in enumerate(tutorial.steps) if step.text.endswith(".hint"))
        app.reset_to(TutorialArguments(step=index))
        scene = app.scene
        until(app, lambda: lesson(scene).judge.prompting, limit=20000)
        click(app, scene.widgets.buttons["hint"].rect.center)
        until(app, lambda: scene.overlays.hints.shown is not None, limit=20000)
        steps(app, 2)
        frame = scene.frame()
        assert frame.message == step_sentence(scene.overlays.hints.shown)
        box, _ = scene.painter.message_box(
            frame, scene.room.table_geometry(), scene.room.rack_geometry()
        )
        assert scene.room.layout.screen.contains(box), box


def test_the_lessons_title_hides_the_bars_own_words_wholly():
    """Seen in the whole-game walk (English, 800x600, Largest): while the partner
    played, the layout referee found the lesson's title written over the bar's own
    "Ada is playing" (the title's ground was filled where the referee could not see
    it). The title's ground is a panel laid wholly over the bar's words: the referee
    finds nothing in the top bar, in any frame of the partner's turn."""
    from rummikub_desktop.app.recorder import Recorder
    from tests.support.driver import click, until
    from tests.support.screens import largest_app

    with largest_app((800, 600), "en", animation_speed=Speed.NORMAL) as app:
        tutorial = Tutorial("", "")
        index = next(i for i, step in enumerate(tutorial.steps) if step.text.endswith(".draw"))
        app.reset_to(TutorialArguments(step=index))
        scene = app.scene
        until(app, lambda: lesson(scene).judge.prompting, limit=20000)
        app.recorder = Recorder()
        click(app, scene.widgets.buttons["draw"].rect.center)
        until(app, lambda: lesson(scene).judge.waiting_for_partner, limit=2000)
        until(app, lambda: not lesson(scene).judge.waiting_for_partner, limit=20000)
        bar = scene.room.layout.top_bar
        found = [
            finding.sentence
            for _, finding in app.recorder.findings
            if any(bar.colliderect(rect) for rect in finding.rects)
        ]
        assert app.recorder.judged > 5
        assert not found, "\n".join(found)


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
def test_a_short_lessons_table_shows_big_tiles(language):
    """Issue 32 row 15: the tutorial's table tiles at 800x600 with the Largest sizes
    were 34 px (English) on a nearly empty table: four rows always kept, and the
    strip as tall as the tutorial's longest sentence. A lesson's table shows the rows
    its steps use and one more, under a strip as tall as its own sentences: the
    first lessons' tiles are as big as a game's on an empty table."""
    from rummikub_desktop.scenes.game import GameScene
    from rummikub_desktop.session import controller_at
    from rummikub_desktop.session.seats import Seat
    from tests.support.screens import largest_app

    with largest_app((800, 600), language) as app:
        game = GameScene(
            app, controller_at([Seat.person("Ann"), Seat.person("Bea")], ["R1 R2", "K1"], [])
        )
        app.reset_to(game)
        steps(app, 2)
        in_play = game.room.table_geometry().tile_h
        heights = []
        for index in range(8):
            app.reset_to(TutorialArguments(step=index))
            steps(app, 2)
            heights.append(app.scene.room.table_geometry().tile_h)
        assert min(heights) >= in_play * 0.9, (heights, in_play)


@pytest.mark.parametrize(
    ("language", "size", "last"),
    [("en", (800, 600), Lesson.UNDO), ("en", (1366, 728), Lesson.ADD)],
    ids=["800x600", "1366x728"],
)
def test_show_me_plays_the_tutorial_with_the_largest_sizes(language, size, last):
    """The whole-game walk (English, 800x600, Largest): at the lesson on Undo, "Put
    Black 7 on an empty row" outlined a fifth row under four rows of sets, half
    under the rack, and Show me's drop there was refused again and again (the
    lesson's table kept four rows). At 1366x728, the lesson on adding to a set
    packed for big tiles ended Black 10-12 in the grid's last column: "Black 13
    after Black 12" outlined a 14th column past the table's edge. Every step's
    place lies on the table, and its Show me plays it, once each: here from that
    lesson on to the lesson each fault was in, in English at both sizes (the
    sweep, ``check_sweeps.py tutorial``, plays every lesson in each language at
    both sizes, to the tutorial's end). The lesson on the joker, its sets packed
    on four rows, kept a free fifth row: 24 px tiles at 800x600; its tiles are as
    big as four rows allow (34 px)."""
    smallest = check_show_me_plays_the_tutorial(language, size, Lesson.ADD, last)
    assert smallest >= (32 if size == (800, 600) else 60), smallest


@contextmanager
def at_the_step_adding_black_13(speed: Speed) -> Iterator[tuple[App, GameScene, pygame.Rect]]:
    """The tutorial at 800x600 (English, Largest) on "Put Black 13 after Black 12":
    the window, its game screen and the step's place as drawn."""
    from tests.support.screens import largest_app

    every = Tutorial("", "").steps
    index = next(i for i, one in enumerate(every) if one.text == "tutorial.step.add")
    with largest_app((800, 600), "en", animation_speed=speed) as app:
        app.reset_to(TutorialArguments(step=index))
        steps(app, 2)
        scene = app.scene
        placement = lesson(scene).tutorial.placement(scene.controller, lesson(scene).judge.step)
        assert placement is not None
        yield app, scene, scene.room.table_geometry().cell_rect(placement.cell)


def test_the_screens_message_keeps_clear_of_the_steps_place():
    """The whole-game walk at 800x600 (English, Largest): "Ada played 8 tiles." lay
    against the place after Black 12 that the lesson on adding to a set outlines
    (the tutorial told the screen nothing of its place). Now the message keeps
    clear of the place and its glow."""
    from rummikub_desktop import i18n
    from tests.support.refusals import message_place

    with at_the_step_adding_black_13(Speed.NORMAL) as (app, scene, place):
        scene.commands.say(i18n.tr("event.played.other", name="Ada", count=8))
        steps(app, 2)
        box, _ = message_place(scene)
        assert not box.colliderect(place.inflate(8, 8)), (box, place)


def test_no_sets_tick_is_drawn_inside_the_steps_place(monkeypatch):
    """The walk's screenshots (the lesson on adding to a set, both sizes): Black
    10-12's green tick lay inside the outlined place after it, read as "this place
    is right" before the tile was there. Ticks are still drawn beside the other sets."""
    from rummikub_desktop.widgets import marks

    drawn: list[tuple[int, int]] = []
    real = marks.draw_valid_icon

    def record(surface, center, radius):
        drawn.append(center)
        real(surface, center, radius)

    monkeypatch.setattr(marks, "draw_valid_icon", record)
    # At once: the sets get their ticks once the packed table's glide has ended.
    with at_the_step_adding_black_13(Speed.INSTANT) as (app, _, place):
        drawn.clear()
        app.draw()
        assert drawn, "the other sets keep their ticks"
        assert not [c for c in drawn if place.collidepoint(c)], (place, drawn)


def test_the_screen_file_marks_the_tiles_under_the_tutorials_end(tmp_path):
    """The walk's smallest table tile at 800x600 was 20 px, "at the tutorial's end":
    tiles wholly under the end's panel, which no player sees. The screen file marks
    such tiles hidden (the walk measures only the others); a game's are not."""
    import json

    from rummikub_desktop.app.recorder import Recorder
    from rummikub_desktop.scenes.game import GameScene
    from rummikub_desktop.session import Seat
    from rummikub_desktop.session.position import controller_at
    from tests.support.driver import click, until
    from tests.support.screens import largest_app

    def table_tiles() -> list[dict]:
        tiles = json.loads(screen_file.read_text(encoding="utf-8"))["tiles"]
        return [tile for tile in tiles if tile["owner"] == "TableView"]

    every = Tutorial("", "").steps
    screen_file = tmp_path / "screen.json"
    with largest_app((800, 600), "en", animation_speed=Speed.FAST) as app:
        app.recorder = Recorder(screen_path=screen_file)
        app.reset_to(TutorialArguments(step=len(every) - 1))
        scene = app.scene
        until(app, lambda: lesson(scene).judge.prompting, limit=20000)
        click(app, lesson(scene).side_buttons["show_me"].rect.center)
        until(app, lambda: lesson(scene).judge.finished, limit=20000)
        steps(app, 3)
        assert table_tiles() and all(tile["hidden"] for tile in table_tiles())
        seats = [Seat.person("Ann"), Seat.computer("Bo", "medium")]
        app.reset_to(GameScene(app, controller_at(seats, ["R1 R2", "K1"], ["B3 B4 B5"])))
        steps(app, 3)
        assert table_tiles() and not any(tile["hidden"] for tile in table_tiles())
