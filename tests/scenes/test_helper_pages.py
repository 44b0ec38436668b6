"""The table helper's pages for older eyes (issue 33), driven with real events.

At 800x600 and 1366x728 with the Largest text and tiles: the picker's count badges
hang under their tiles and never cover a number (measured on the tile's own
picture), the layout referee finds nothing over anything on the helper's pages, the
picker's tiles are near the rack's size (one colour at a time under four colour tabs,
where all four colours would draw them much smaller), and the game's
side panel (Done, Undo, Hint, Reset turn, Draw tile, the made-up opponent) shows only
on "Try it on the table".
"""

from __future__ import annotations

import time

import pygame
import pytest

from rummikub_desktop.app.window import App
from rummikub_desktop.engine import COLOURS, parse_tile
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.frame import TURN_BUTTONS
from rummikub_desktop.scenes.game.helper_overlay import TILES, HelperOverlay, Page
from rummikub_desktop.ui import style
from rummikub_desktop.ui.tile_art import tile_size_for_height
from rummikub_desktop.widgets import helper_view
from rummikub_desktop.widgets.geometry import rack_tile_height
from tests.support.driver import click, steps
from tests.support.referee import largest_app
from tests.support.table_helper import open_helper, press, tap

SMALL = (800, 600)
LAPTOP = (1366, 728)
RACK = ("R9", "R10", "O5", "O5", "K13", "J")
"""Tapped into the rack: badges of 1 and 2, the joker's and a two-figure number's."""
BIG_ENOUGH = helper_view.BIG_ENOUGH
"""The picker's tiles are at least this share of the rack's (the player's tile size).
Measured with one colour at a time under its tabs: 800x600 64x88 in Chinese, 52x72 in
English (two rows of long-worded buttons under it); 1366x728 80x110 (the rack's own).
All four colours at once drew them at 29-33 px at 800x600 and 60 px at 1366x728."""


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
        places = helper.current.entry_places(scene.room.layout)
        rack = tile_size_for_height(rack_tile_height(size[1], scene.room.layout.tile_scale))
        widths = {rect.width for rect in places.picker if rect.width}
        assert min(widths) >= rack[0] * BIG_ENOUGH, (widths, rack)
        assert len(places.tabs) == 4, "one colour at a time, under its tabs"
        for code in ("R9", "R10", "O5", "K13"):
            tab = places.tabs[COLOURS.index(parse_tile(code).colour)]
            click(app, tab.center)
            places = helper.current.entry_places(scene.room.layout)
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
    return {name for name in scene.widgets.buttons if name in TURN_BUTTONS}


def test_the_games_side_panel_shows_only_when_the_table_is_tried():
    app = largest_app("zh-Hant", SMALL)
    try:
        scene, helper = open_helper(app)
        assert side_buttons(scene) == set()
        # The panel lies over the side panel's players (the made-up opponent).
        assert helper.current.panel(scene.room.layout).contains(
            scene.painter.players_panel.entry_rect(scene.room.layout.side, 1)
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
        # No Draw tile: the trial says there are no tiles to draw.
        assert side_buttons(scene) == {"done", "undo", "hint", "reset"}
        press(app, helper, "change")
        steps(app, 2)
        assert helper.page is Page.RACK
        assert side_buttons(scene) == set()
        assert findings(app) == []
    finally:
        app.close()


def test_the_colour_tabs_and_the_keys_walk_one_colour_at_a_time():
    """PageDown and PageUp show the next and the previous colour (the keys stay on
    the same number), a tab's tap shows its colour, and the arrows never leave the
    colour shown: Enter adds the tile the player sees framed."""
    app = largest_app("zh-Hant", SMALL)
    try:
        scene, helper = open_helper(app)
        places = helper.current.entry_places(scene.room.layout)
        assert places.tabs and helper.picker.colour is COLOURS[0]

        def key(code: int) -> None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
            steps(app, 2)

        key(pygame.K_RIGHT)
        key(pygame.K_RIGHT)
        assert TILES[helper.picker.focus] == parse_tile("K3")
        key(pygame.K_PAGEDOWN)
        assert helper.picker.colour is COLOURS[1] and TILES[helper.picker.focus] == parse_tile("R3")
        key(pygame.K_DOWN)
        assert TILES[helper.picker.focus] == parse_tile("R10")
        key(pygame.K_RETURN)
        assert helper.entered.rack == (parse_tile("R10"),)
        key(pygame.K_PAGEUP)
        key(pygame.K_PAGEUP)
        assert helper.picker.colour is COLOURS[3] and TILES[helper.picker.focus] == parse_tile(
            "O10"
        )
        click(app, helper.current.entry_places(scene.room.layout).tabs[2].center)
        assert helper.picker.colour is COLOURS[2] and TILES[helper.picker.focus] == parse_tile(
            "B10"
        )
        shown = {
            TILES[i]
            for i, r in enumerate(helper.current.entry_places(scene.room.layout).picker)
            if r.width
        }
        assert shown == {t for t in TILES if t.is_joker or t.colour is COLOURS[2]}
        assert findings(app) == []
    finally:
        app.close()


def test_trying_the_table_leaves_it_room_at_800x600():
    """English, 800x600, Largest: "Start again from my table", "Show the best play"
    and "Change my tiles" stood in three rows over the table, its tiles 23 px under
    them. Where the whole words take more than a row, the short ones ("Start again",
    "Best play", "My tiles"; those that fit go to the side panel's places): one row
    over the table, every word whole."""
    app = largest_app("en", SMALL)
    try:
        scene, helper = open_helper(app)
        for code in ("R7", "R8", "R9", "K4"):
            tap(app, scene, helper, code)
        press(app, helper, "best_play")
        waited = time.monotonic()
        while helper.page is not Page.ANSWER and time.monotonic() - waited < 30:
            steps(app)
        press(app, helper, "try")
        steps(app, 2)
        assert helper.page is Page.PLAY
        buttons = [helper.buttons[name] for name in ("start_again", "show_play", "change")]
        strip = [b for b in buttons if b.rect.bottom <= scene.room.layout.table.top]
        assert strip and len({b.rect.top for b in strip}) == 1, "one row over the table"
        font = app.manager.get_theme().get_font(["button"])
        for button in buttons:
            assert font.size(button.text)[0] < button.rect.width, button.text
        # The table no shorter than the rack under it (88 px beside a 200 px rack before).
        assert scene.room.layout.table.height >= scene.room.layout.rack.height
        assert findings(app) == []
    finally:
        app.close()
