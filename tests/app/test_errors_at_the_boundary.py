"""Errors at one boundary: the menu, New game and Statistics screens swallow nothing.

A fault in a hook reaches the window's guard (which logs it with its traceback
and puts the menu up); only a folder that cannot be read (``OSError``), where
the screen must go on, is caught on the spot, and logged with its traceback.
"""

from __future__ import annotations

import logging

import pytest

from rummikub_desktop.app.guard import run_guarded
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.new_game import NewGameScene
from rummikub_desktop.scenes.rule_book import RuleBookScene
from rummikub_desktop.scenes.statistics import StatisticsScene
from tests.support.driver import running_app, steps


class Fault(RuntimeError):
    """A bug in a hook (not a file the player has)."""


def raising(error: BaseException):
    def hook(*_args):
        raise error

    return hook


def test_a_folder_that_cannot_be_read_never_stops_the_menu(caplog):
    with running_app() as app, caplog.at_level(logging.ERROR):
        app.hooks.has_saved_game = raising(PermissionError(13, "Permission denied"))
        app.push(MenuScene(app))
        steps(app)
        assert isinstance(app.scene, MenuScene)
        assert not app.scene.buttons["continue"].is_enabled
    (record,) = [r for r in caplog.records if "saved game" in r.getMessage()]
    assert record.exc_info is not None and record.exc_info[0] is PermissionError


def test_a_fault_in_the_menus_hook_reaches_the_guard():
    with running_app() as app:
        app.hooks.has_saved_game = raising(Fault("a bug"))
        with pytest.raises(Fault):
            app.push(MenuScene(app))
            steps(app)


def test_a_fault_while_continuing_reaches_the_guard_which_logs_it_and_shows_the_menu(caplog):
    shown = []
    with running_app() as app:
        app.hooks.has_saved_game = lambda: True
        app.hooks.load_saved_game = raising(Fault("a bug in Continue"))
        menu = MenuScene(app)
        app.push(menu)
        steps(app)

        def run() -> int:
            menu.choose("continue")
            return 0

        app.run = run
        with caplog.at_level(logging.ERROR):
            code = run_guarded(app, show_menu=shown.append, attempts=1)
    assert code == 1 and len(shown) == 1
    (record,) = [r for r in caplog.records if r.getMessage() == "unexpected error"]
    assert record.exc_info is not None and record.exc_info[0] is Fault


def test_a_new_game_asks_before_a_save_it_cannot_see(caplog):
    with running_app() as app, caplog.at_level(logging.ERROR):
        app.hooks.has_game_in_progress = raising(PermissionError(13, "Permission denied"))
        scene = NewGameScene(app)
        app.push(scene)
        steps(app)
        scene.start()
        # Not started over the game that may be there: the player is asked to keep it.
        assert app.scene is scene and scene.dialog is not None
    assert any(r.exc_info and r.exc_info[0] is PermissionError for r in caplog.records)


def test_a_fault_in_new_games_hook_reaches_the_guard():
    with running_app() as app:
        app.hooks.has_game_in_progress = raising(Fault("a bug"))
        scene = NewGameScene(app)
        app.push(scene)
        steps(app)
        with pytest.raises(Fault):
            scene.start()


def test_statistics_read_through_the_hook_and_a_fault_reaches_the_guard():
    with running_app() as app:
        app.hooks.load_statistics = lambda: None
        assert StatisticsScene(app).stats.games_played == 0
        app.hooks.load_statistics = raising(Fault("a bug"))
        with pytest.raises(Fault):
            StatisticsScene(app)


def test_the_rule_book_reads_the_settings_rules():
    with running_app() as app:
        rules = RuleSet(joker_penalty=50, penalty_tiles=1)
        app.change_settings(rules=rules)
        assert RuleBookScene(app).rules == rules
