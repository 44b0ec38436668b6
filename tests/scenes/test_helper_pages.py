"""The table helper's pages for older eyes (issue 33), driven with real events.

At 800x600 and 1366x728 with the Largest text and tiles: the picker's count badges
hang under their tiles and never cover a number (measured on the tile's own
picture), the layout referee finds nothing over anything on the helper's pages, the
picker's tiles are as big as the panel beside its buttons allows, and the game's
side panel (Done, Undo, Hint, Reset turn, Draw tile, the made-up opponent) shows only
on "Try it on the table".
"""

from __future__ import annotations

import time

import pygame
import pytest

from rummikub_desktop.app.recorder import Recorder
from rummikub_desktop.app.window import App
from rummikub_desktop.engine import parse_tile
from rummikub_desktop.persistence.settings import TextSize, TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.frame import TURN_BUTTONS
from rummikub_desktop.scenes.game.helper_overlay import TILES, HelperOverlay, Page
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import AppHooks
from rummikub_desktop.widgets import helper_view

from .driver import steps
from .test_table_helper import open_helper, press, tap

SMALL = (800, 600)
LAPTOP = (1366, 728)
RACK = ("R9", "R10", "O5", "O5", "K13", "J")
"""Tapped into the rack: badges of 1 and 2, the joker's and a two-figure number's."""
LEAST_WIDTH = {SMALL: 29, LAPTOP: 58}
"""The least picker tile's width (px), measured: 800x600 33x46 in Chinese, 29x40 in
English; 1366x728 60x83. Not the rack's tile (64x89 at 800x600 Largest, 80x110 at
1366x728): 14 rack tiles side by side need 900 px, and two rows a colour (8 rows)
770 px of height, so no picker that shows all 53 tiles at once holds them at
800x600. At 800x600 the picker is 14 tiles across the panel beside the side panel's
column of buttons (540 px: 33 px each); in English two rows of long-worded buttons
under it make it height-bound (29 px). Each row gives 21 px to its badges."""


def largest_app(language: str, size: tuple[int, int]) -> App:
    hooks = AppHooks()
    hooks.settings = hooks.settings.with_changes(
        language=language, text_size=TextSize.LARGEST, tile_size=TileSize.LARGEST
    )
    app = App(size=size, hooks=hooks, fast=True, seed=3)
    app.recorder = Recorder()
    pygame.event.clear()
    return app


def ink_foot(app: App, code: str, size: tuple[int, int]) -> int:
    """The last row (from the tile's top) of what is printed on tile ``code`` at
    ``size`` (its number and its symbol), on the tile's own picture."""
    tile = parse_tile(code)
    face = app.tile_art.face(tile, size)
    ink = style.tiles().ink[tile.colour]
    return max(y for y in range(size[1]) for x in range(size[0]) if face.get_at((x, y))[:3] == ink)


def findings(app: App) -> list[str]:
    assert app.recorder is not None
    return [f"{scene}: {finding.sentence}" for scene, finding in app.recorder.findings]


def enter_rack(app: App, scene: GameScene, helper: HelperOverlay) -> None:
    for code in RACK:
        tap(app, scene, helper, code)
    steps(app, 2)


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
@pytest.mark.parametrize("size", [SMALL, LAPTOP])
def test_the_pickers_badges_cover_no_number_and_its_tiles_are_as_big_as_there_is_room(
    language, size
):
    app = largest_app(language, size)
    try:
        scene, helper = open_helper(app)
        enter_rack(app, scene, helper)
        assert sorted(helper.entered.rack) == sorted(parse_tile(c) for c in RACK)
        places = helper.entry_places(scene.layout)
        widths = {rect.width for rect in places.picker}
        assert min(widths) >= LEAST_WIDTH[size], widths
        for code in ("R9", "R10", "O5", "K13"):
            rect = places.picker[TILES.index(parse_tile(code))]
            count = helper.entered.rack.count(parse_tile(code))
            centre, radius = helper_view.badge_circle(helper.text, rect, count)
            # The badge starts under what is printed on the tile, in the tile's column.
            assert centre[1] - radius > rect.top + ink_foot(app, code, rect.size), code
            assert rect.left <= centre[0] - radius and centre[0] + radius <= rect.right
        # Nothing over anything: the badges' figures lie under their tiles' feet.
        press(app, helper, "the_table")
        press(app, helper, "new_set")
        for code in ("B5", "B6", "B7"):
            tap(app, scene, helper, code)
        steps(app, 2)
        assert findings(app) == []
    finally:
        app.close()


def side_buttons(scene: GameScene) -> set[str]:
    return {name for name in scene.buttons if name in TURN_BUTTONS}


def test_the_games_side_panel_shows_only_when_the_table_is_tried():
    app = largest_app("zh-Hant", SMALL)
    try:
        scene, helper = open_helper(app)
        assert side_buttons(scene) == set()
        # The panel lies over the side panel's players (the made-up opponent).
        assert helper.panel(scene.layout).contains(
            scene.players_panel.entry_rect(scene.layout.side, 1)
        )
        for code in ("R7", "R8", "R9", "K4"):
            tap(app, scene, helper, code)
        press(app, helper, "the_table")
        assert side_buttons(scene) == set()
        press(app, helper, "best_play")
        waited = time.monotonic()
        while helper.page is not Page.ANSWER and time.monotonic() - waited < 30:
            steps(app)
        assert helper.page is Page.ANSWER
        steps(app, 2)
        assert side_buttons(scene) == set()
        press(app, helper, "try")
        steps(app, 2)
        assert helper.page is Page.PLAY
        assert side_buttons(scene) == {"done", "undo", "hint", "reset", "draw"}
        press(app, helper, "change")
        steps(app, 2)
        assert helper.page is Page.RACK
        assert side_buttons(scene) == set()
        assert findings(app) == []
    finally:
        app.close()
