"""Autosave through the real game loop: every completed turn, the window closing, Continue.

Uses the screens (``App``, ``GameScene``, ``MenuScene``) with the storage hooks
pointed at a temporary folder, as ``python -m rummikub_desktop`` wires them.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence import load_controller
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.session import PERSON, Phase, Speed, new_controller
from rummikub_desktop.table import Cell


def open_app(paths) -> App:
    hooks, notices = make_app_hooks(paths)
    assert notices == []
    hooks.settings = hooks.settings.with_changes(animation_speed=Speed.INSTANT)
    app = App(hooks=hooks, fast=True)
    pygame.event.clear()
    return app


def without_highlight(data: dict) -> dict:
    """The saved game without the highlight of the computer's last tiles (it goes on a move)."""
    return {key: value for key, value in data.items() if key != "last_computer_ids"}


def run_until_human_turn(app: App, controller, frames: int = 3000) -> None:
    for _ in range(frames):
        app.step()
        if controller.phase is Phase.HUMAN_TURN and app.scene.computers.worker is None:
            return
    raise AssertionError(f"still {controller.phase} after {frames} frames")


def test_every_turn_is_saved_and_continue_resumes_exactly(paths):
    app = open_app(paths)
    try:
        controller = new_controller(
            ["Grandma", "Robot", "Tin"], [PERSON, "easy", "medium"], RuleSet(players=3), seed=21
        )
        scene = GameScene(app, controller)
        app.push(scene)
        for _ in range(4):
            run_until_human_turn(app, controller)
            saved = load_controller(paths).value
            if controller.match.round.turn == 0:
                assert saved is None  # nothing played yet
            else:
                assert saved is not None
                assert saved.to_dict() == controller.to_dict()
            scene.commands.draw_tile()
        run_until_human_turn(app, controller)
        expected = controller.to_dict()
    finally:
        app.close()

    # A new start: the menu's Continue resumes the same game.
    app = open_app(paths)
    try:
        assert app.hooks.has_saved_game()
        menu = MenuScene(app)
        app.push(menu)
        app.step()
        menu.continue_game()
        resumed = app.scene.controller
        assert isinstance(app.scene, GameScene)
        assert resumed.to_dict() == expected
        assert resumed.phase is Phase.HUMAN_TURN
        app.step()
        # The same next tile: drawing gives the resumed game what the saved one would get.
        pool_next = resumed.match.round.pool[-1]
        rack_before = list(resumed.match.round.racks[0])
        app.scene.commands.draw_tile()
        assert resumed.match.round.racks[0] == [*rack_before, pool_next]
    finally:
        app.close()


def test_closing_the_window_mid_turn_keeps_the_turn_beside_the_last_completed_one(paths):
    app = open_app(paths)
    try:
        controller = new_controller(
            ["Grandma", "Robot"], [PERSON, "easy"], RuleSet(players=2), seed=8
        )
        app.push(GameScene(app, controller))
        run_until_human_turn(app, controller)
        start = controller.to_dict()
        rack = controller.rack
        assert controller.move_tile_to_table(rack.ids[0], Cell(2, 1)).ok
        laid = controller.table
        # The last completed turn stays the rollback point; the turn in progress is
        # kept beside it (only the highlight changes too).
        kept = {**without_highlight(controller.to_dict()), "turn_in_progress": None}
        assert kept == without_highlight(start)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        app.step()
        assert not app.running
    finally:
        app.close()
    resumed = load_controller(paths).value
    assert resumed.resumed_turn.resumed and resumed.table == laid
    saved = {**without_highlight(resumed.to_dict()), "turn_in_progress": None}
    assert saved == without_highlight(start)


def test_continue_puts_a_half_played_turn_back_and_says_so(paths):
    app = open_app(paths)
    try:
        controller = new_controller(
            ["Grandma", "Robot"], [PERSON, "easy"], RuleSet(players=2), seed=8
        )
        app.push(GameScene(app, controller))
        run_until_human_turn(app, controller)
        start_table, tile = controller.table, controller.rack.ids[0]
        assert controller.move_tile_to_table(tile, Cell(2, 3)).ok
        laid, rack_laid = controller.table, controller.rack
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        app.step()
    finally:
        app.close()

    app = open_app(paths)
    try:
        menu = MenuScene(app)
        app.push(menu)
        app.step()
        menu.continue_game()
        scene = app.scene
        assert isinstance(scene, GameScene)
        app.step()
        assert scene.controller.table == laid and scene.controller.rack == rack_laid
        assert scene.commands.message.text == tr("game.turn_resumed")
        # Reset turn still goes back to the turn's start: the tile returns to the rack.
        assert scene.controller.reset_turn().ok
        assert scene.controller.table == start_table and tile in scene.controller.rack
    finally:
        app.close()
