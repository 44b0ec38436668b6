"""A save that fails is told plainly, marked, retried after every turn, and asked about on closing.

Each test plays through the real window and scenes with the hooks wired to the
files, on a disk that really fails where the machine allows it: a 200 KB tmpfs
filled to the last byte, or remounted read-only (``disk.how == "tmpfs"``; see
``tests/support/disks.py``). Where mounting is not permitted the same calls
make the storage module's writes raise ``ENOSPC``/``EROFS`` instead
(``disk.how == "monkeypatch"``).
"""

from __future__ import annotations

import dataclasses
import json
import logging

import pygame
import pytest

from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence import AppPaths, Reason, load_controller, save_controller
from rummikub_desktop.persistence.paths import COPY_FILE, HOME_ENV
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.session import (
    PERSON,
    Phase,
    Seat,
    SeatKind,
    Speed,
    controller_at,
    new_controller,
    play_computer_turn,
)
from rummikub_desktop.ui.file_text import problem_text
from rummikub_desktop.ui.interfaces import SceneName
from tests.support.driver import click

log = logging.getLogger(__name__)


def wired_app(paths: AppPaths) -> App:
    hooks, _ = make_app_hooks(paths)
    hooks.settings = hooks.settings.with_changes(animation_speed=Speed.INSTANT)
    app = App(hooks=hooks, fast=True)
    pygame.event.clear()
    return app


def start(app: App, seed: int = 8) -> GameScene:
    controller = new_controller(
        ["Grandma", "Robot"], [PERSON, "easy"], RuleSet(players=2), seed=seed
    )
    scene = GameScene(app, controller)
    app.push(scene)
    until_human_turn(app, scene)
    return scene


def until_human_turn(app: App, scene: GameScene, frames: int = 3000) -> None:
    for _ in range(frames):
        app.step()
        if scene.controller.phase is Phase.HUMAN_TURN and scene.computers.worker is None:
            return
    raise AssertionError(f"still {scene.controller.phase} after {frames} frames")


def play_a_turn(app: App, scene: GameScene) -> None:
    """The player draws (a finished turn, saved), then the computer plays (saved)."""
    scene.commands.draw_tile()
    app.step()
    until_human_turn(app, scene)


def full_disk_sentence() -> str:
    return " ".join(
        [
            tr("files.not_saved.saved_game", why=tr("files.why.disk_full")),
            tr("files.advice.disk_full"),
            tr("files.retry.saved_game"),
        ]
    )


def test_a_full_disk_is_told_once_marked_and_retried_after_every_turn(disk):
    log.info("disk: %s", disk.how)
    paths = AppPaths.under(disk.root)
    app = wired_app(paths)
    try:
        scene = start(app)
        play_a_turn(app, scene)
        assert load_controller(paths).value.to_dict() == scene.controller.to_dict()
        disk.fill()

        play_a_turn(app, scene)
        files = app.hooks.files
        assert files.failing("saved_game").reason is Reason.DISK_FULL
        assert app.file_watch.notice_text == full_disk_sentence()
        assert app.file_watch.notice_text.startswith(
            "Your game could not be saved: the disk is full. Free some space"
        )
        app.step()
        mark = scene.painter.status_bar.unsaved.rect
        assert mark is not None and mark.right <= scene.widgets.menu_button.relative_rect.left
        assert mark.centery == scene.room.layout.top_bar.centery

        # OK takes the notice away; the mark stays while saves keep failing.
        click(app, app.file_watch.notice.ok.rect.center)
        assert app.file_watch.notice is None
        failures = files.failures
        play_a_turn(app, scene)
        assert files.failures > failures, "tried again after the turn"
        assert app.file_watch.notice is None, "told once, not after every turn"
        assert scene.painter.status_bar.unsaved.rect is not None

        # Space again: the next turn is saved, the mark goes, and the player is told.
        disk.free()
        play_a_turn(app, scene)
        assert files.failing() is None
        assert app.file_watch.notice_text == tr("files.saved_again.saved_game")
        app.step()
        assert scene.painter.status_bar.unsaved.rect is None
        assert load_controller(paths).value.to_dict() == scene.controller.to_dict()
    finally:
        app.close()


def test_closing_with_unsaved_turns_asks_and_can_save_on_the_desktop(disk, tmp_path):
    desktop = tmp_path / "Desktop"
    desktop.mkdir()
    paths = dataclasses.replace(
        AppPaths.under(disk.root), desktop_dir=desktop, documents_dir=tmp_path / "Documents"
    )
    app = wired_app(paths)
    try:
        scene = start(app)
        play_a_turn(app, scene)
        disk.fill()
        play_a_turn(app, scene)
        expected = scene.controller.to_dict()

        pygame.event.post(pygame.event.Event(pygame.QUIT))
        app.step()
        watch = app.file_watch
        assert app.running and watch.dialog is not None, "it asks instead of closing"
        assert watch.dialog_text.startswith("Your game could not be saved: the disk is full.")
        assert tr("files.close.lost_game") in watch.dialog_text
        # Documents does not exist here: only the Desktop is offered.
        assert [tag for tag, _ in watch.dialog_choices] == ["try", "copy:desktop", "close"]

        click(app, watch.dialog.buttons["try"].rect.center)
        assert app.running and watch.dialog_text.startswith(tr("files.close.still_failing"))

        click(app, watch.dialog.buttons["copy:desktop"].rect.center)
        copy = desktop / COPY_FILE
        assert copy.is_file()
        assert watch.dialog_text == tr("files.close.copied", file=COPY_FILE, folder=str(desktop))
        click(app, watch.dialog.buttons["close"].rect.center)
        assert not app.running
    finally:
        app.close()

    # Next time, with space again: Continue finds the copy and brings it home.
    disk.free()
    app = wired_app(paths)
    try:
        assert app.hooks.has_saved_game()
        menu = MenuScene(app)
        app.push(menu)
        app.step()
        menu.continue_game()
        assert isinstance(app.scene, GameScene)
        assert app.scene.controller.to_dict() == expected
        assert load_controller(paths).value.to_dict() == expected
        assert not copy.exists(), "the copy is back in the game's folder"
    finally:
        app.close()


def test_closing_twice_while_it_asks_closes(disk):
    app = wired_app(AppPaths.under(disk.root))
    try:
        scene = start(app)
        disk.fill()
        play_a_turn(app, scene)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        app.step()
        assert app.running and app.file_watch.dialog is not None
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        app.step()
        assert not app.running
    finally:
        app.close()


@pytest.mark.parametrize("when", ["before", "during"])
def test_a_read_only_folder_is_told_with_the_folder(disk, when):
    log.info("disk: %s", disk.how)
    paths = AppPaths.under(disk.root)
    app = wired_app(paths)
    try:
        scene = start(app)
        play_a_turn(app, scene)
        if when == "before":
            app.close()
            disk.make_read_only()
            app = wired_app(paths)
            menu = MenuScene(app)
            app.push(menu)
            app.step()
            menu.continue_game()
            scene = app.scene
            assert isinstance(scene, GameScene), "a read-only save still continues"
            until_human_turn(app, scene)
        else:
            disk.make_read_only()
        play_a_turn(app, scene)
        problem = app.hooks.files.failing("saved_game")
        assert problem.reason is Reason.READ_ONLY
        text = app.file_watch.notice_text
        assert text.startswith(
            f"Your game could not be saved: the folder {paths.data_dir} can only be read"
        )
        assert tr("files.advice.read_only") in text
    finally:
        app.close()
        disk.make_writable()


def test_a_folder_in_place_of_the_saved_game(paths):
    paths.saved_game_file.mkdir(parents=True)
    app = wired_app(paths)
    try:
        menu = MenuScene(app)
        app.push(menu)
        app.step()
        assert menu.buttons["continue"].is_enabled, "Continue says what is wrong"
        menu.continue_game()
        kept = [p for p in paths.data_dir.iterdir() if p.name.startswith("saved-game.bad-")]
        assert len(kept) == 1 and kept[0].is_dir(), "the folder is set aside, not opened"
        assert menu.notice == " ".join(
            [
                tr(
                    "files.not_read.saved_game",
                    why=tr(
                        "files.why.not_a_file",
                        name="saved-game.json",
                        folder=str(paths.data_dir),
                    ),
                ),
                tr("files.kept_as", file=kept[0].name),
                tr("menu.start_new"),
            ]
        )
        assert not menu.buttons["continue"].is_enabled

        # During play: a folder appears where the file is.
        scene = start(app)
        play_a_turn(app, scene)
        paths.saved_game_file.unlink()
        paths.saved_game_file.mkdir()
        play_a_turn(app, scene)
        problem = app.hooks.files.failing("saved_game")
        assert problem.reason is Reason.NOT_A_FILE
        assert "named saved-game.json" in app.file_watch.notice_text
    finally:
        app.close()


@pytest.mark.parametrize("folder", ["data", "config"])
def test_a_file_in_place_of_a_folder_is_named_and_nothing_claimed_kept(paths, folder):
    blocker = paths.data_dir if folder == "data" else paths.config_dir
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("not a folder")
    hooks, notices = make_app_hooks(paths)
    kinds = {"data": "statistics", "config": "settings"}
    assert [n.kind for n in notices] == [kinds[folder]]
    notice = notices[0]
    assert notice.reason is Reason.NOT_A_FOLDER and notice.kept_as is None
    text = problem_text(notice)
    assert f"there is a file at {blocker}, where the game's folder should be" in text
    assert "kept" not in text
    assert blocker.read_text() == "not a folder", "nothing was moved"
    if folder == "data":
        controller = new_controller(["A", "B"], [PERSON, "easy"], RuleSet(players=2), seed=1)
        problem = hooks.save_game(controller)
        assert problem.reason is Reason.NOT_A_FOLDER and problem.place == blocker
    else:
        problem = hooks.save_settings(hooks.settings)
        assert problem.reason is Reason.NOT_A_FOLDER
        assert hooks.files.failing("settings") is problem


def test_no_home_folder(tmp_path, monkeypatch):
    # Root could create /nonexistent; a home under a file can be made by nobody.
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    home = blocker / "home"
    for name in (HOME_ENV, "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(home))
    hooks, notices = make_app_hooks()
    assert [(n.kind, n.reason) for n in notices] == [
        ("settings", Reason.NO_HOME),
        ("statistics", Reason.NO_HOME),
    ]
    problem = hooks.save_game(
        new_controller(["A", "B"], [PERSON, "easy"], RuleSet(players=2), seed=1)
    )
    assert problem.reason is Reason.NO_HOME and problem.place == home
    assert problem_text(problem).startswith(
        f"Your game could not be saved: your home folder {home} does not exist."
    )


def test_settings_that_cannot_be_saved_are_told_and_kept_trying(disk):
    paths = AppPaths.under(disk.root)
    app = wired_app(paths)
    try:
        app.step()
        disk.make_read_only()
        problem = app.change_settings(sound=False)
        assert problem is not None and problem.reason is Reason.READ_ONLY
        app.step()
        assert app.file_watch.notice_text.startswith("Your settings could not be saved:")
        disk.make_writable()
        scene = start(app)
        play_a_turn(app, scene)  # the retry after a turn keeps them
        saved = json.loads(paths.settings_file.read_text())["data"]
        assert saved["sound"] is False
        assert app.hooks.files.failing("settings") is None
    finally:
        app.close()
        disk.make_writable()


def test_statistics_that_cannot_be_saved_are_kept_in_memory_and_retried(disk):
    paths = AppPaths.under(disk.root)
    hooks, _ = make_app_hooks(paths)
    # A finished match: the person draws, the computer lays its last tiles and goes out.
    controller = controller_at(
        [Seat("Grandma"), Seat("Robot", SeatKind.COMPUTER, "easy")],
        ["K1 B2 O13 R9 B7", "R10 R11 R12"],
        rules=RuleSet(players=2, rounds=1),
        speed=Speed.INSTANT,
    )
    assert controller.draw_tile().ok
    assert play_computer_turn(controller).ok
    assert controller.phase is Phase.MATCH_OVER
    disk.fill()
    problem = hooks.game_finished(controller)
    assert problem is not None and problem.reason is Reason.DISK_FULL
    assert hooks.load_statistics().games_played == 1, "the game still counts"
    disk.free()
    hooks.retry_saves()
    assert hooks.files.failing() is None
    assert json.loads(paths.statistics_file.read_text())["data"]["games_played"] == 1
    assert [n.problem is None for n in hooks.files.take_news()] == [False, True]


def test_the_fallback_disk_fails_the_same_way(tmp_path, monkeypatch):
    """The monkeypatched fallback (for machines that may not mount) gives the same reasons."""
    from tests.support.disks import Disk

    fallback = Disk(tmp_path / "fallback", allow_mount=False)
    try:
        paths = AppPaths.under(fallback.root)
        controller = new_controller(["A", "B"], [PERSON, "easy"], RuleSet(players=2), seed=1)
        fallback.fill()
        assert save_controller(controller, paths=paths).reason is Reason.DISK_FULL
        fallback.free()
        fallback.make_read_only()
        assert save_controller(controller, paths=paths).reason is Reason.READ_ONLY
        fallback.make_writable()
        assert save_controller(controller, paths=paths) is None
    finally:
        fallback.close()


def test_a_helper_table_that_cannot_be_kept_is_told_and_said_when_kept_again(disk):
    """Issue 43: on a full disk the helper's taps were not kept, and only the log said so."""
    from tests.support.table_helper import open_helper, tap

    paths = AppPaths.under(disk.root)
    app = wired_app(paths)
    try:
        scene, helper = open_helper(app)
        disk.fill()
        tap(app, scene, helper, "R5")
        tap(app, scene, helper, "R6")
        app.step()
        problem = app.hooks.files.failing("helper_table")
        assert problem is not None and problem.reason is Reason.DISK_FULL
        assert app.file_watch.notice_text == problem_text(problem)
        assert scene.painter.status_bar.unsaved.rect is not None  # marked, as the game's are
        click(app, app.file_watch.notice.ok.rect.center)
        disk.free()
        tap(app, scene, helper, "R7")
        app.step()
        assert app.hooks.files.failing() is None
        assert app.file_watch.notice_text == tr("files.saved_again.helper_table")
    finally:
        app.close()


def test_your_game_is_saved_again_stays_with_the_game(disk):
    """Issue 43: "Your game is saved again." followed the player onto the menu and
    into the table helper."""
    from tests.support.table_helper import open_helper

    paths = AppPaths.under(disk.root)
    app = wired_app(paths)
    try:
        scene = start(app)
        disk.fill()
        play_a_turn(app, scene)
        assert app.file_watch.notice_text == full_disk_sentence()
        disk.free()
        app.reset_to(SceneName.MENU)
        assert app.hooks.save_game(scene.controller) is None  # kept as the game is left
        app.step()
        assert app.file_watch.notice is None  # neither "saved again" nor the old failure
        open_helper(app)
        app.step()
        assert app.file_watch.notice is None

        # Told in the game, the good news goes when the game is left.
        scene = start(app)
        disk.fill()
        play_a_turn(app, scene)
        disk.free()
        play_a_turn(app, scene)
        assert app.file_watch.notice_text == tr("files.saved_again.saved_game")
        app.reset_to(SceneName.MENU)
        app.step()
        assert app.file_watch.notice is None
    finally:
        app.close()
