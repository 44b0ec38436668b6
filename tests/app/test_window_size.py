"""The window's size is kept: saved soon after a resize (even without quitting), used next start."""

from __future__ import annotations

import os
import time

import pygame
import pytest

from rummikub_desktop.app import launcher
from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths
from rummikub_desktop.persistence.settings import load_settings
from rummikub_desktop.scenes.menu import MenuScene
from tests.support.driver import post, steps


@pytest.fixture
def paths(tmp_path, monkeypatch) -> AppPaths:
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return AppPaths.under(tmp_path)


def open_app(paths: AppPaths) -> App:
    hooks, _ = make_app_hooks(paths)
    app = App(size=tuple(hooks.settings.window_size), hooks=hooks, fast=True)
    pygame.event.clear()
    app.push(MenuScene(app))
    steps(app)
    return app


def resize(app: App, size: tuple[int, int]) -> None:
    """What the window system sends when the player drags the window's corner."""
    post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
    steps(app)


def test_a_resize_is_saved_after_a_short_pause_without_quitting(paths):
    app = open_app(paths)
    try:
        app.window.save_delay = 0.2
        resize(app, (1000, 700))
        resize(app, (1100, 720))
        assert app.screen.get_size() == (1100, 720)
        assert load_settings(paths).value.window_size == (1280, 800), "not while resizing"
        # The loop's own wait, until the save is due (0.2 s: the limit guards a hang).
        deadline = time.monotonic() + 10.0
        while load_settings(paths).value.window_size != (1100, 720):
            assert time.monotonic() < deadline, "the size was not saved after the pause"
            app.wait_for_events(app.next_wake())
            steps(app)
    finally:
        # No QUIT: as if the game had crashed; the size is on disk already.
        app.close()


def test_quitting_right_after_a_resize_keeps_the_size(paths):
    app = open_app(paths)
    try:
        resize(app, (900, 650))
        post(pygame.QUIT)
        steps(app)
        assert not app.running
    finally:
        app.close()
    assert load_settings(paths).value.window_size == (900, 650)


def test_the_next_start_opens_at_the_saved_size(paths, monkeypatch):
    app = open_app(paths)
    try:
        app.window.save_delay = 0.0
        resize(app, (1024, 640))
        steps(app)
    finally:
        app.close()

    opened: list[tuple[int, int]] = []

    def first_frame_then_stop(self: App) -> int:
        self.step()
        opened.append(self.screen.get_size())
        return 0

    monkeypatch.setattr(App, "run", first_frame_then_stop)
    hooks, _ = make_app_hooks(paths)
    assert launcher.run([], hooks=hooks) == 0
    assert opened == [(1024, 640)]


def test_full_screen_does_not_replace_the_window_size(paths):
    app = open_app(paths)
    try:
        app.window.save_delay = 0.0
        resize(app, (1000, 700))
        steps(app)
        app.toggle_fullscreen()
        steps(app, 2)
        if not app.fullscreen:
            pytest.skip("this video driver has no full screen")
        app.keep_window_settings()
        settings = load_settings(paths).value
        assert settings.fullscreen and settings.window_size == (1000, 700)
    finally:
        app.close()


def test_a_size_from_a_bigger_screen_is_made_to_fit(monkeypatch):
    from rummikub_desktop.app import window

    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    assert window.fit_to_desktop((2400, 1300)) == (1366, 688)
    assert window.fit_to_desktop((1000, 640)) == (1000, 640)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(640, 480)])
    assert window.fit_to_desktop((1280, 800)) == (800, 600), "never under the smallest size"


def test_the_game_says_it_draws_at_the_screens_real_pixels(monkeypatch):
    from rummikub_desktop.app import window

    monkeypatch.delenv(window.DPI_AWARENESS_HINT, raising=False)
    app = App(size=(900, 650), fast=True)
    try:
        assert os.environ[window.DPI_AWARENESS_HINT] == "permonitorv2"
        assert app.display_scale == 1.0, "only Windows scales the display for a program"
    finally:
        app.close()
    monkeypatch.setenv(window.DPI_AWARENESS_HINT, "system")
    window.declare_dpi_awareness()
    assert os.environ[window.DPI_AWARENESS_HINT] == "system", "the player's own choice stays"


def test_the_first_window_is_sized_from_a_scaled_desktop(monkeypatch):
    from rummikub_desktop.app import window

    monkeypatch.setattr(pygame.display, "get_driver", lambda: "windows")
    # 1920 x 1080 at 150 %: real pixels, and the usual window half as big again.
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    assert window.fit_to_desktop(window.DEFAULT_SIZE, 1.5) == (1920, 960)
    assert window.fit_to_desktop((1000, 700), 1.5) == (1000, 700), "a kept size stays"
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1600)])
    assert window.fit_to_desktop(window.DEFAULT_SIZE, 1.25) == (1600, 1000)


def test_a_resize_never_makes_the_window_bigger_than_the_desktop(monkeypatch):
    from rummikub_desktop.app import window

    assert window.clamp_to_desktop((10000, 10000), (1366, 768)) == (1366, 768)
    assert window.clamp_to_desktop((300, 200), (1366, 768)) == window.MIN_SIZE
    assert window.clamp_to_desktop((10**9, 10**9), None) == window.MAX_WINDOW
    app = App(size=(1000, 700), fast=True)
    pygame.event.clear()
    try:
        app.push(MenuScene(app))
        steps(app)
        monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
        monkeypatch.setattr(
            pygame.display, "get_desktop_sizes", lambda: [(1366, 768), (1280, 1024)]
        )
        resize(app, (10000, 10000))
        assert app.screen.get_size() == (1366, 1024)
        drawn: list[tuple[int, int]] = []
        draw = app.scene.draw
        monkeypatch.setattr(
            app.scene, "draw", lambda surface: (drawn.append(surface.get_size()), draw(surface))[1]
        )
        steps(app, 3)
        assert drawn and set(drawn) == {(1366, 1024)}, "frames drawn at the size asked for"
    finally:
        app.close()


def test_at_150_percent_the_tiles_are_half_as_big_again(monkeypatch):
    """A DPI-aware game draws in the screen's real pixels: at 150 % its tiles must be 1.5
    times the 100 % ones (as big on the screen), as its words are, not kept at the
    100 % size where the window has the room."""
    from rummikub_desktop.app import window
    from tests.support.driver import running_app, start_game

    heights = {}
    for scale, size in ((1.0, (1366, 728)), (1.5, (2049, 1092))):
        monkeypatch.setattr(window, "display_scale", lambda scale=scale: scale)
        with running_app(size) as app:
            assert app.display_scale == scale
            scene = start_game(app, ["human", "easy"])
            layout = scene.room.layout
            heights[scale] = (
                scene.room.rack_geometry().tile_size[1],
                layout.table_tile_height,
            )
    rack_100, table_100 = heights[1.0]
    rack_150, table_150 = heights[1.5]
    assert abs(rack_150 / rack_100 - 1.5) < 0.03, heights
    assert abs(table_150 / table_100 - 1.5) < 0.03, heights
