"""The Statistics screen: a finished game is counted, and the menu shows it, by real clicks."""

from __future__ import annotations

import warnings

import pygame
import pytest

from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths
from rummikub_desktop.persistence.settings import TextSize
from rummikub_desktop.persistence.stats import (
    Statistics,
    load_statistics,
    record_game,
    save_statistics,
)
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.score_sheet import ScoreSheetScene
from rummikub_desktop.scenes.statistics import StatisticsScene
from rummikub_desktop.session import Speed
from rummikub_desktop.ui.text import signed
from tests.support.driver import click, computer_goes_out, key, running_app, steps


@pytest.fixture
def paths(tmp_path, monkeypatch) -> AppPaths:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return AppPaths.under(tmp_path)


def open_app(paths: AppPaths) -> App:
    """The game as ``python -m rummikub_desktop`` wires it, its files in ``paths``."""
    hooks, notices = make_app_hooks(paths)
    assert notices == []
    hooks.settings = hooks.settings.with_changes(animation_speed=Speed.INSTANT)
    app = App(hooks=hooks, fast=True)
    pygame.event.clear()
    return app


def shown(scene: StatisticsScene) -> dict[str, str]:
    """What the player reads on the Statistics screen, by place."""
    return {name: label.text for name, label in scene.labels.items()}


def open_statistics(app: App) -> StatisticsScene:
    """Click the menu's Statistics button."""
    menu = app.scene
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons["statistics"].rect.center)
    assert isinstance(app.scene, StatisticsScene)
    return app.scene


def test_a_finished_game_is_counted_and_shown(paths):
    app = open_app(paths)
    try:
        app.push(MenuScene(app))
        controller = computer_goes_out(app, rounds=1)
        assert isinstance(app.scene, RoundEndScene)
        assert controller.match.is_over
        won = 0 in controller.match.leaders()

        stats = load_statistics(paths).value
        assert stats.games_played == 1 and stats.games_won == int(won)
        assert stats.level("hard").played == 1 and stats.level("easy").played == 0
        assert stats.best_round_score == controller.match.results[0].scores[0]

        steps(app, 2)
        click(app, app.scene.sheet_button.rect.center)
        assert isinstance(app.scene, ScoreSheetScene)
        click(app, app.scene.menu_button.rect.center)
        statistics = open_statistics(app)
        steps(app)
        text = shown(statistics)
        assert text["hard.played"] == "1" and text["hard.won"] == str(int(won))
        assert text["easy.played"] == "0" and text["all.played"] == "1"
        assert text["best_round"] == signed(stats.best_round_score)
        assert text["longest_streak"] == ("1 game" if won else "0 games")
        click(app, statistics.back.rect.center)
        assert isinstance(app.scene, MenuScene)
    finally:
        app.close()


def test_the_screen_shows_the_saved_statistics_and_escape_goes_back(paths):
    stats = load_statistics(paths).value
    for won, levels, scores in [
        (True, ["easy"], [56]),
        (True, ["easy", "expert"], [12, -4]),
        (False, ["medium"], [-30]),
        (True, ["expert"], [8]),
    ]:
        stats = record_game(stats, won=won, opponent_levels=levels, round_scores=scores)
    assert save_statistics(stats, paths) is None
    app = open_app(paths)
    try:
        app.push(MenuScene(app))
        steps(app)
        statistics = open_statistics(app)
        steps(app)
        text = shown(statistics)
        assert [text[f"{level}.name"] for level in ("easy", "medium", "hard", "expert")] == [
            "Easy",
            "Medium",
            "Hard",
            "Expert",
        ]
        assert (text["easy.played"], text["easy.won"]) == ("2", "2")
        assert (text["medium.played"], text["medium.won"]) == ("1", "0")
        assert (text["hard.played"], text["hard.won"]) == ("0", "0")
        assert (text["expert.played"], text["expert.won"]) == ("2", "2")
        assert (text["all.played"], text["all.won"]) == ("4", "3")
        assert text["best_round"] == "+56"
        assert text["longest_streak"] == "2 games"
        assert text["current_streak"] == "1 game"
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, MenuScene)
        key(app, pygame.K_ESCAPE)  # once too often: the game stays open
        assert app.running and isinstance(app.scene, MenuScene)
    finally:
        app.close()


def test_no_statistics_yet_reads_plainly():
    with running_app(size=(800, 600)) as app:
        app.push(MenuScene(app))
        steps(app)
        statistics = open_statistics(app)
        text = shown(statistics)
        assert text["all.played"] == "0" and text["best_round"] == "None yet"
        bottoms = [label.rect.bottom for label in statistics.labels.values()]
        assert max(bottoms) <= statistics.back.rect.top, "nothing hides behind Back"
        click(app, statistics.back.rect.center)
        assert isinstance(app.scene, MenuScene)


@pytest.mark.parametrize("size", [(1280, 800), (1000, 700), (800, 600)])
@pytest.mark.parametrize("text_size", list(TextSize))
def test_every_word_fits_at_every_text_size(size, text_size):
    stats = record_game(Statistics(), won=True, opponent_levels=["hard"], round_scores=[71])
    with running_app(size=size) as app:
        app.hooks.load_statistics = lambda: stats
        app.change_settings(text_size=text_size)
        app.apply_text_size()
        app.push(MenuScene(app))
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            app.push(StatisticsScene(app))
            steps(app)
        too_small = [str(w.message) for w in caught if "too small" in str(w.message)]
        assert too_small == []
        bottoms = [label.rect.bottom for label in app.scene.labels.values()]
        assert max(bottoms) <= app.scene.back.rect.top
