"""Issue 20, case 4 through the game screen: a round counts when it ends, by real clicks.

The person presses Draw tile until the round ends (the computer draws too); the
match has three rounds, so it is not over, and yet the round is in the statistics.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths
from rummikub_desktop.persistence.stats import load_statistics
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.session import PERSON, Speed, new_controller
from tests.fakes import drawing_players
from tests.scenes.driver import click, until


def test_a_round_of_an_unfinished_match_is_counted_when_it_ends(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    paths = AppPaths.under(tmp_path)
    hooks, _ = make_app_hooks(paths)
    hooks.settings = hooks.settings.with_changes(animation_speed=Speed.INSTANT)
    app = App(hooks=hooks, fast=True)
    pygame.event.clear()
    try:
        app.push(MenuScene(app))
        controller = new_controller(
            ["Grandma", "Robot"],
            [PERSON, "hard"],
            RuleSet(players=2, rounds=3),
            seed=4,
            players=drawing_players,
        )
        scene = GameScene(app, controller)
        app.push(scene)
        for _ in range(400):
            if isinstance(app.scene, RoundEndScene):
                break
            until(
                app,
                lambda: scene.buttons["draw"].is_enabled or isinstance(app.scene, RoundEndScene),
                limit=500,
            )
            if app.scene is scene:
                click(app, scene.buttons["draw"].rect.center)
        assert isinstance(app.scene, RoundEndScene)
        assert not controller.match.is_over
        result = controller.match.round.result
        stats = load_statistics(paths).value
        assert stats.rounds_played == 1
        assert stats.rounds_won == int(0 in result.winners)
        assert stats.best_round_score == result.scores[0]
        assert stats.games_played == 0, "the match is not over"
    finally:
        app.close()
