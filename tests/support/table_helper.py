"""The table helper opened from the menu, its tiles tapped and its buttons pressed."""

from __future__ import annotations

import pygame

from rummikub_desktop.app.window import App
from rummikub_desktop.engine import COLOURS, parse_tile
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.helper_overlay import TILES, HelperOverlay
from rummikub_desktop.scenes.game.uses import table_helper
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.ui.interfaces import SceneName
from tests.support.driver import click, steps


def open_helper(app: App) -> tuple[GameScene, HelperOverlay]:
    """The menu's "Help with a real table", clicked."""
    app.reset_to(SceneName.MENU)
    steps(app, 2)
    menu = app.scene
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons["table_helper"].rect.center)
    scene = app.scene
    assert isinstance(scene, GameScene)
    helper = table_helper(scene)
    assert helper is not None
    return scene, helper


def tap(app: App, scene: GameScene, helper: HelperOverlay, code: str, *, button: int = 1) -> None:
    """Tap the picker's tile ``code`` (the right button takes one away); on a
    one-colour picker, its colour's tab first when another colour is shown."""
    tile = parse_tile(code)
    places = helper.current.entry_places(scene.room.layout)
    rect = places.picker[TILES.index(tile)]
    if not rect.width:
        tab = places.tabs[COLOURS.index(tile.colour)]
        click(app, tab.center)
        steps(app)
        rect = helper.current.entry_places(scene.room.layout).picker[TILES.index(tile)]
        assert rect.width, f"{code} shows under its colour's tab"
    pygame.mouse.set_pos(rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=button))
    steps(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=button))
    steps(app)


def press(app: App, helper: HelperOverlay, name: str) -> None:
    """Click one of the helper's buttons."""
    steps(app)
    click(app, helper.buttons[name].rect.center)
