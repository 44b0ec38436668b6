"""An unexpected error inside the game loop: logged, game saved, a friendly sentence, play on.

Runs the real command line (``launcher.run``) with the storage wired in,
pointed at a temporary folder, and makes one frame of the game fail.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.app import launcher
from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence import load_controller, logs, save_controller
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.session import (
    GameController,
    Phase,
    Seat,
    SeatKind,
    Speed,
    play_computer_turn,
)


def test_a_crash_in_the_game_shows_the_menu_with_the_game_saved(paths, monkeypatch):
    seats = [Seat("Grandma", SeatKind.HUMAN), Seat("Robot", SeatKind.COMPUTER, "easy")]
    game = GameController(seats, seed=12)
    assert save_controller(game, paths=paths) is None

    real_step = App.step
    frames = {"n": 0, "crashed": False}
    seen: dict[str, object] = {}

    def step(app: App) -> bool:
        frames["n"] += 1
        n = frames["n"]
        if n == 3 and isinstance(app.scene, MenuScene):
            app.scene.choose("continue")
        if n == 6 and isinstance(app.scene, GameScene) and not frames["crashed"]:
            frames["crashed"] = True
            seen["controller"] = app.scene.controller.to_dict()
            raise RuntimeError("a bug in the game loop")
        if frames["crashed"] and isinstance(app.scene, MenuScene) and "notice" not in seen:
            seen["notice"] = app.scene.notice
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        running = real_step(app)
        # The real loop sleeps on a still screen until an event: keep the frames coming.
        pygame.event.post(pygame.event.Event(pygame.VIDEOEXPOSE))
        return running

    monkeypatch.setattr(App, "step", step)
    try:
        code = launcher.run(["--language", "en"])  # not the first-start language screen
    finally:
        logs.shutdown_logging()
    assert code == 0
    assert frames["crashed"]
    assert seen["notice"] == tr("crash.saved")
    text = paths.log_file.read_text()
    assert "RuntimeError: a bug in the game loop" in text and "Traceback" in text
    assert load_controller(paths).value.to_dict() == seen["controller"]


def test_a_save_that_crashes_the_game_twice_is_set_aside_not_offered_again(paths, monkeypatch):
    """A bug that this saved game always runs into: Continue must not lead into it for ever.

    Before: "Your game was saved: choose Continue" every time; after three
    Continues the process exited 1, and every later start did the same.
    """
    seats = [Seat("Grandma", SeatKind.HUMAN), Seat("Robot", SeatKind.COMPUTER, "easy")]
    assert save_controller(GameController(seats, seed=12), paths=paths) is None

    real_step = App.step
    seen: dict[str, list] = {"notices": [], "continues": []}

    def step(app: App) -> bool:
        # The real loop sleeps on a still screen until an event: keep the frames coming.
        pygame.event.post(pygame.event.Event(pygame.VIDEOEXPOSE))
        scene = app.scene
        if isinstance(scene, GameScene):
            raise RuntimeError("this saved game always trips over the same bug")
        if isinstance(scene, MenuScene) and scene not in seen["continues"]:
            seen["continues"].append(scene)
            seen["notices"].append(scene.notice)
            button = scene.buttons.get("continue")
            if len(seen["continues"]) <= 5 and button is not None and button.is_enabled:
                scene.choose("continue")
                return real_step(app)
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        return real_step(app)

    monkeypatch.setattr(App, "step", step)
    try:
        code = launcher.run(["--language", "en"])  # not the first-start language screen
    finally:
        logs.shutdown_logging()
    assert code == 0, "the game goes on instead of giving up"
    notices = seen["notices"]
    assert notices[1] == tr("crash.saved")
    kept = sorted(paths.data_dir.glob("saved-game.bad-*.json"))
    assert len(kept) == 1, "set aside, never deleted"
    assert notices[2] == tr("crash.set_aside", file=kept[0].name)
    assert len(notices) == 3, "Continue is not offered a third time"
    assert not paths.saved_game_file.exists()

    # A later start does not offer it either.
    from rummikub_desktop.app.wiring import make_app_hooks

    hooks, _ = make_app_hooks(paths)
    assert not hooks.has_saved_game()


def test_one_crash_then_play_on_keeps_the_game(paths):
    from rummikub_desktop.app.wiring import make_app_hooks
    from rummikub_desktop.ui.interfaces import AfterError

    hooks, _ = make_app_hooks(paths)
    seats = [Seat("Grandma", SeatKind.HUMAN), Seat("Robot", SeatKind.COMPUTER, "easy")]
    game = GameController(seats, seed=12, speed=Speed.INSTANT)
    assert hooks.save_after_error(game).outcome is AfterError.SAVED
    before = game.to_dict()
    # The game goes on: a new save, a new count.
    assert (game.draw_tile() if game.phase is Phase.HUMAN_TURN else play_computer_turn(game)).ok
    assert game.to_dict() != before
    hooks.save_game(game)
    assert hooks.save_after_error(game).outcome is AfterError.SAVED
    assert hooks.load_saved_game().to_dict() == game.to_dict()
    # The same save twice in a row: set aside; a fresh start does not offer it.
    assert hooks.save_after_error(game).outcome is AfterError.SET_ASIDE
    assert make_app_hooks(paths)[0].load_saved_game() is None
