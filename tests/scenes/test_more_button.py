"""Where the side panel has no room for every button at the chosen text size, the
rack's buttons give way to one that opens them (issue 21): their words keep their
size."""

from __future__ import annotations

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence.settings import TextSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.frame import RACK_BUTTONS
from rummikub_desktop.session import Seat, controller_at
from tests.scenes.driver import click, running_app, steps


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
        assert "more" in scene.buttons
        assert not set(RACK_BUTTONS) & set(scene.buttons)
        click(app, scene.buttons["more"].rect.center)
        assert scene.more_menu.is_open
        assert set(scene.more_menu.buttons) == set(RACK_BUTTONS)
        for button in scene.more_menu.buttons.values():
            assert app.screen.get_rect().contains(button.rect)
        click(app, scene.more_menu.buttons["sort_number"].rect.center)
        assert not scene.more_menu.is_open
        rack = scene.controller.rack
        numbers = [scene.controller.face(i).number for i in rack.ids]
        assert numbers == sorted(numbers)
        # A press anywhere else closes the menu without doing anything.
        click(app, scene.buttons["more"].rect.center)
        assert scene.more_menu.is_open
        click(app, scene.layout.table.center)
        assert not scene.more_menu.is_open


def test_with_room_the_rack_buttons_stand_on_their_own():
    with running_app(size=(1280, 800)) as app:
        scene = game(app, players=2)
        assert set(RACK_BUTTONS) <= set(scene.buttons)
        assert "more" not in scene.buttons
