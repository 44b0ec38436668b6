"""An unexpected error inside the game loop: logged, game saved, a friendly sentence, play on.

Runs the real command line (``launcher.run``) with the storage wired in,
pointed at a temporary folder, and makes one frame of the game fail.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.app import guard, launcher
from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence import (
    Settings,
    load_controller,
    logs,
    save_controller,
    save_settings,
)
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.session import GameController, Seat, SeatKind


def test_a_crash_in_the_game_shows_the_menu_with_the_game_saved(paths, monkeypatch):
    seats = [Seat("Grandma", SeatKind.HUMAN), Seat("Robot", SeatKind.COMPUTER, "easy")]
    game = GameController(seats, seed=12)
    assert save_controller(game, paths=paths) is None
    assert save_settings(Settings(), paths) is None  # a returning player: no language screen

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
        return real_step(app)

    monkeypatch.setattr(App, "step", step)
    try:
        code = launcher.run([])
    finally:
        logs.shutdown_logging()
    assert code == 0
    assert frames["crashed"]
    assert seen["notice"] == tr(guard.FRIENDLY_SAVED)
    assert seen["notice"].startswith("Something went wrong, sorry. Your game was saved")
    text = paths.log_file.read_text()
    assert "RuntimeError: a bug in the game loop" in text and "Traceback" in text
    assert load_controller(paths).value.to_dict() == seen["controller"]
