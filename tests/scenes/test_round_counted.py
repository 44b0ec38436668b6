"""Issue 20, case 4 through the game screen: a round counts when it ends, by real clicks.

The person presses Draw tile, and the computer lays its last tiles; the
match has three rounds, so it is not over, and yet the round is in the statistics.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths
from rummikub_desktop.persistence.stats import load_statistics
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.session import Speed
from tests.support.driver import computer_goes_out


def test_a_round_of_an_unfinished_match_is_counted_when_it_ends(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    paths = AppPaths.under(tmp_path)
    hooks, _ = make_app_hooks(paths)
    hooks.settings = hooks.settings.with_changes(animation_speed=Speed.INSTANT)
    app = App(hooks=hooks, fast=True)
    pygame.event.clear()
    try:
        app.push(MenuScene(app))
        controller = computer_goes_out(app, rounds=3)
        assert isinstance(app.scene, RoundEndScene)
        assert not controller.match.is_over
        result = controller.match.round.result
        assert result is not None and list(result.winners) == [1], "the computer went out"
        stats = load_statistics(paths).value
        assert stats.rounds_played == 1
        assert stats.rounds_won == int(0 in result.winners)
        assert stats.best_round_score == result.scores[0]
        assert stats.games_played == 0, "the match is not over"
    finally:
        app.close()
