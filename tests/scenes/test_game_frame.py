"""The game screen's frame: one value per update, the redraw key, what the widgets get."""

from __future__ import annotations

import inspect
import typing

import pygame

from rummikub_desktop.session import GameController, Phase, Seat, SeatKind, controller_at
from rummikub_desktop.widgets.players_panel import PlayersPanel
from rummikub_desktop.widgets.rack_view import RackView
from rummikub_desktop.widgets.status_bar import StatusBar
from rummikub_desktop.widgets.table_view import TableView
from tests.support.driver import drag, rack_tile_center, running_app, steps

GRANDMA = Seat("Grandma")
GRANDPA = Seat("Grandpa", SeatKind.COMPUTER, "easy")


def still_game(app):
    from rummikub_desktop.scenes.game import GameScene

    controller = controller_at([GRANDMA, GRANDPA], ["R1 B2 O13 K4", "K1 K2"], ["R7 R8 R9"])
    scene = GameScene(app, controller)
    app.reset_to(scene)
    steps(app, 3)
    assert controller.phase is Phase.HUMAN_TURN
    return scene


def test_a_still_screen_gives_equal_frames_and_draws_nothing():
    with running_app() as app:
        scene = still_game(app)
        first = scene.frame()
        drawn = app.drawn_frames
        steps(app, 20)
        assert scene.frame() == first
        assert scene.view_key() == first, "the frame is the redraw key"
        assert app.drawn_frames == drawn, "equal frames draw nothing"


def test_a_move_gives_a_new_frame_and_one_drawing():
    with running_app() as app:
        scene = still_game(app)
        before = scene.frame()
        tile = scene.controller.rack.ids[0]
        start = rack_tile_center(scene, tile)
        end = (
            scene.room.table_geometry()
            .cell_rect(before.board.tiles.sets()[0].start.shifted(rows=3))
            .center
        )
        drag(app, start, end)
        after = scene.frame()
        assert after != before
        assert tile in after.picture.table and tile not in before.picture.table
        assert after.buttons != before.buttons, "Undo can act now: the buttons follow the frame"
        assert dict(after.buttons)["undo"].enabled and scene.widgets.buttons["undo"].is_enabled
        drawn = app.drawn_frames
        steps(app, 5)
        assert app.drawn_frames == drawn


def test_a_drag_in_progress_is_in_the_frame():
    with running_app() as app:
        scene = still_game(app)
        tile = scene.controller.rack.ids[1]
        start = rack_tile_center(scene, tile)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        steps(app)
        assert scene.frame().drag is None, "a press alone shows no drag"
        moved = (start[0], start[1] - 120)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=moved, rel=(0, -120), buttons=(1, 0, 0))
        )
        steps(app)
        picture = scene.frame().drag
        assert picture is not None and picture.ids == (tile,)
        assert scene.next_frame() == 0.0


def test_no_widget_of_the_game_screen_takes_the_controller():
    methods = [
        TableView.draw,
        StatusBar.draw,
        PlayersPanel.draw,
        PlayersPanel.fit,
        RackView.draw,
    ]
    for method in methods:
        hints = typing.get_type_hints(method)
        for name in inspect.signature(method).parameters:
            assert hints.get(name) is not GameController, f"{method.__qualname__}({name})"


def test_the_pool_says_one_tile_not_one_tiles():
    """Found on the way (issue 44's crowded table): with one tile left the players' panel
    said "Pool: 1 tiles"; the count's word follows the count in English."""
    from rummikub_desktop.ui.text import TextCache

    with running_app() as app:
        scene = still_game(app)
        text = TextCache(app.text_scale)
        panel = PlayersPanel(app.tile_art, text)
        players = scene.controller.players
        panel.fit(players, 300)
        drawn: list[str] = []
        real_fit = text.fit

        def fit(words, *args, **kwargs):  # type: ignore[no-untyped-def]
            drawn.append(words)
            return real_fit(words, *args, **kwargs)

        text.fit = fit  # type: ignore[method-assign]
        surface = pygame.Surface((300, 600))
        for pool, words in ((1, "Pool: 1 tile"), (2, "Pool: 2 tiles"), (0, "Pool: 0 tiles")):
            drawn.clear()
            panel.draw(surface, players, pool, surface.get_rect())
            assert words in drawn, drawn
