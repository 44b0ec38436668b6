"""Where the side panel has no room for every button at the chosen text size, the
rack's buttons give way to one that opens them (issue 21): their words keep their
size."""

from __future__ import annotations

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence.settings import TextSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.frame import RACK_BUTTONS
from rummikub_desktop.scenes.game.side_panel import GIVES_WAY
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.table import Cell
from tests.support.driver import click, running_app, steps


def game(app, players: int = 6) -> GameScene:
    seats = [Seat.person("Grandma")] + [
        Seat.computer(f"Computer {n}", "medium") for n in range(1, players)
    ]
    racks = ["O7 R1 K9 B5 R2", "K1", "O3", "R7", "B9", "K11"][:players]
    rules = RuleSet().with_players(players)
    controller = controller_at(seats, racks, ["K5 K6 K7"], rules=rules)
    scene = GameScene(app, controller)
    app.reset_to(scene)
    steps(app, 2)
    return scene


def test_the_rack_buttons_open_from_one_button_and_do_their_work():
    with running_app(size=(800, 600)) as app:
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_appearance()
        scene = game(app)
        assert "more" in scene.widgets.buttons
        assert not set(RACK_BUTTONS) & set(scene.widgets.buttons)
        click(app, scene.widgets.buttons["more"].rect.center)
        assert scene.widgets.side.more_menu.is_open
        gave_way = {name for name in GIVES_WAY if name not in scene.widgets.buttons}
        assert set(scene.widgets.side.more_menu.buttons) == set(RACK_BUTTONS) | gave_way
        for button in scene.widgets.side.more_menu.buttons.values():
            assert app.screen.get_rect().contains(button.rect)
        click(app, scene.widgets.side.more_menu.buttons["sort_number"].rect.center)
        assert not scene.widgets.side.more_menu.is_open
        rack = scene.controller.rack
        numbers = [scene.controller.face(i).number for i in rack.ids]
        assert numbers == sorted(numbers)
        # A press anywhere else closes the menu without doing anything.
        click(app, scene.widgets.buttons["more"].rect.center)
        assert scene.widgets.side.more_menu.is_open
        click(app, scene.room.layout.table.center)
        assert not scene.widgets.side.more_menu.is_open


def test_with_room_the_rack_buttons_stand_on_their_own():
    with running_app(size=(1280, 800)) as app:
        scene = game(app, players=2)
        assert set(RACK_BUTTONS) <= set(scene.widgets.buttons)
        assert "more" not in scene.widgets.buttons


def test_long_names_wrap_and_reset_turn_goes_under_more_with_the_words_kept_big():
    """Six seats, two long names, the Largest text, 800x600: the names read at the
    least words a player reads or bigger (on two lines), the turn's buttons keep
    big words, and Reset turn, under More, still puts the turn back."""
    with running_app(size=(800, 600)) as app:
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_appearance()
        seats = [Seat.person("Grandma Rose")] + [
            Seat.computer(name, "medium")
            for name in ("Computer 2", "Computer 3", "Grandpa Joe", "Computer 5", "Computer 6")
        ]
        racks = ["O7 R1 K9 B5 R2", "K1", "O3", "R7", "B9", "K11"]
        controller = controller_at(seats, racks, ["K5 K6 K7"], rules=RuleSet().with_players(6))
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 2)
        panel = scene.painter.players_panel
        assert panel.wrap_names and panel.tight
        assert panel.name_lines(0) == 2 and panel.name_lines(3) == 2
        assert panel.least * scene.painter.text.scale >= 24
        assert "reset" not in scene.widgets.buttons and "done" in scene.widgets.buttons
        size = scene.widgets.side.words["done"][1]
        assert round(size * scene.painter.text.scale) > 24, (
            "the turn's words kept bigger than the least"
        )
        entries = [panel.entry_rect(scene.room.layout.side, seat) for seat in range(6)]
        for entry in entries:
            assert not any(
                entry.colliderect(button.rect) for button in scene.widgets.buttons.values()
            )
        tile = controller.rack.ids[0]
        controller.move_tile_to_table(tile, Cell(col=0, row=3))
        steps(app, 2)
        assert controller.turn_view.laid_ids
        click(app, scene.widgets.buttons["more"].rect.center)
        click(app, scene.widgets.side.more_menu.buttons["reset"].rect.center)
        assert not controller.turn_view.laid_ids, "Reset turn under More put the tile back"
