"""Starting a new game keeps the one in progress as the previous game.

Before, "New game" overwrote the saved game at its first autosave, without
asking and without a copy. Now the New game screen asks (only when a saved game
exists), the saved game is renamed to ``saved-game.previous.json`` (one is
kept), and Continue offers it when the newer game is finished, deleted or broken.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence import load_controller, save_controller
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.new_game import NewGameScene
from rummikub_desktop.session import GameController, Seat, SeatKind, Speed, play_computer_turn
from rummikub_desktop.ui.interfaces import SceneName
from tests.support.driver import click


def old_game() -> GameController:
    seats = [Seat("Grandma", SeatKind.HUMAN), Seat("Robot", SeatKind.COMPUTER, "hard")]
    game = GameController(seats, seed=77, speed=Speed.INSTANT)
    play_computer_turn(game)
    return game


def wired_app(paths) -> App:
    hooks, _ = make_app_hooks(paths)
    hooks.settings = hooks.settings.with_changes(animation_speed=Speed.INSTANT)
    app = App(hooks=hooks, fast=True)
    pygame.event.clear()
    return app


def new_game_screen(app: App) -> NewGameScene:
    app.reset_to(SceneName.MENU)
    app.push(SceneName.NEW_GAME)
    app.step()
    assert isinstance(app.scene, NewGameScene)
    return app.scene


def test_new_game_asks_and_keeps_the_saved_game_as_the_previous_one(paths):
    old = old_game()
    save_controller(old, paths=paths)
    saved_bytes = paths.saved_game_file.read_bytes()
    app = wired_app(paths)
    try:
        screen = new_game_screen(app)
        click(app, screen.start_button.rect.center)
        assert getattr(screen, "dialog", None) is not None, "it asks first"
        assert screen.asking[1] == tr("newgame.confirm_keep")
        assert paths.saved_game_file.read_bytes() == saved_bytes

        click(app, screen.dialog.yes.rect.center)
        assert isinstance(app.scene, GameScene)
        assert paths.previous_game_file.read_bytes() == saved_bytes
        # The new game's autosaves never touch the previous game.
        app.scene.close_requested()
        assert load_controller(paths).value.to_dict() == app.scene.controller.to_dict()
        assert paths.previous_game_file.read_bytes() == saved_bytes
    finally:
        app.close()


def test_cancel_keeps_everything_as_it_was(paths):
    save_controller(old_game(), paths=paths)
    saved_bytes = paths.saved_game_file.read_bytes()
    app = wired_app(paths)
    try:
        screen = new_game_screen(app)
        screen.start()
        click(app, screen.dialog.no.rect.center)
        assert app.scene is screen and screen.dialog is None
        assert paths.saved_game_file.read_bytes() == saved_bytes
        assert not paths.previous_game_file.exists()
    finally:
        app.close()


def test_no_question_without_a_saved_game(paths):
    app = wired_app(paths)
    try:
        screen = new_game_screen(app)
        screen.start()
        assert isinstance(app.scene, GameScene)
    finally:
        app.close()


def test_continue_offers_the_previous_game_when_the_new_one_is_gone(paths):
    old = old_game()
    save_controller(old, paths=paths)
    hooks, _ = make_app_hooks(paths)
    assert hooks.start_new_game() is None
    # The new game was finished (its save forgotten): Continue opens the previous one,
    # which becomes the saved game again.
    assert hooks.has_saved_game()
    assert hooks.load_saved_game().to_dict() == old.to_dict()
    assert paths.saved_game_file.exists() and not paths.previous_game_file.exists()


def test_continue_offers_the_previous_game_when_the_new_one_is_broken(paths):
    old = old_game()
    save_controller(old, paths=paths)
    hooks, _ = make_app_hooks(paths)
    hooks.start_new_game()
    paths.saved_game_file.write_text('{"kind": "saved_game", "version": 1, "data": ')
    app = wired_app(paths)
    try:
        menu = MenuScene(app)
        app.push(menu)
        app.step()
        menu.continue_game()
        assert app.scene is menu
        from rummikub_desktop.persistence import Reason

        assert app.hooks.saved_game_problem().reason is Reason.DAMAGED
        assert menu.notice.endswith(tr("files.previous_offered"))
        assert menu.buttons["continue"].is_enabled
        menu.continue_game()
        assert isinstance(app.scene, GameScene)
        assert app.scene.controller.to_dict() == old.to_dict()
    finally:
        app.close()


def test_only_one_previous_game_is_kept(paths):
    hooks, _ = make_app_hooks(paths)
    games = []
    for seed in (1, 2, 3):
        seats = [Seat("A", SeatKind.HUMAN), Seat("B", SeatKind.COMPUTER, "easy")]
        game = GameController(seats, seed=seed)
        games.append(game)
        hooks.start_new_game()
        hooks.save_game(game)
    kept = sorted(p.name for p in paths.data_dir.iterdir())
    assert kept == ["saved-game.json", "saved-game.previous.json"]
    assert load_controller(paths, path=paths.previous_game_file).value.to_dict() == (
        games[1].to_dict()
    )


def test_nothing_to_keep_means_no_question(paths):
    """Only a saved game file is "a game in progress": a folder in its place, or only
    a previous game, starts the new game without asking to keep anything."""
    paths.saved_game_file.mkdir(parents=True)
    app = wired_app(paths)
    try:
        assert app.hooks.has_saved_game(), "Continue still offers to say what is wrong"
        screen = new_game_screen(app)
        click(app, screen.start_button.rect.center)
        assert getattr(screen, "dialog", None) is None
        assert isinstance(app.scene, GameScene)
    finally:
        app.close()
