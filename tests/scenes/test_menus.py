"""The menu, New game and Settings screens driven by real clicks."""

from __future__ import annotations

from rummikub_desktop.ai import Level
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.new_game import NewGameScene
from rummikub_desktop.scenes.settings import SettingsScene
from rummikub_desktop.session import Speed
from tests.support.driver import click, running_app, steps


def test_new_game_from_the_menu_with_an_extra_player():
    with running_app() as app:
        app.push(MenuScene(app))
        steps(app)
        assert not app.scene.buttons["continue"].is_enabled, "no saved game yet"
        click(app, app.scene.buttons["new_game"].rect.center)
        assert isinstance(app.scene, NewGameScene)
        click(app, app.scene.add_button.rect.center)
        assert len(app.scene.opponents) == 2
        hard = next(b for level, b in app.scene.level_rows[1].buttons if level == "hard")
        click(app, hard.rect.center)
        click(app, app.scene.start_button.rect.center)
        assert isinstance(app.scene, GameScene)
        seats = app.scene.controller.seats
        assert len(seats) == 3 and seats[0].is_human and seats[2].level is Level.HARD
        assert app.settings.opponents[1].level is Level.HARD, "kept for the next game"


def test_settings_are_changed_and_saved_through_the_hook():
    saved = []
    with running_app() as app:
        app.hooks.save_settings = saved.append
        app.push(MenuScene(app))
        app.push(SettingsScene(app))
        steps(app)
        slow = next(
            b for value, b in app.scene.rows["animation_speed"].buttons if value is Speed.SLOW
        )
        click(app, slow.rect.center)
        assert app.settings.animation_speed is Speed.SLOW
        assert saved and saved[-1].animation_speed is Speed.SLOW
        click(app, app.scene.back.rect.center)
        assert isinstance(app.scene, MenuScene)
