"""Mouse positions outside the window (or not numbers at all) are moved inside it first.

A drag to y = 2**31 - 1 made ``pygame.draw.rect`` loop for minutes in the game
screen, and SIGTERM could not end the process (SDL turns it into a QUIT that
the stuck loop never read). :func:`rummikub_desktop.app.window.inside_window`
clamps every mouse event in ``App.handle_event``, for every scene.
"""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop.app.window import inside_window
from rummikub_desktop.ui.interfaces import SceneName
from tests.support.driver import (
    post,
    rack_tile_center,
    running_app,
    start_game,
    steps,
    until_human_turn,
)

FAR = [(2**31 - 1, 2**31 - 1), (-(2**31), -5), (10**30, 3), (5, -(10**30))]


@pytest.mark.parametrize("pos", FAR)
def test_positions_are_moved_inside_the_window(pos):
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=pos, buttons=(1, 0, 0))
    moved = inside_window(event, (800, 600))
    x, y = moved.pos
    assert 0 <= x < 800 and 0 <= y < 600
    assert abs(moved.rel[0]) <= 800 and abs(moved.rel[1]) <= 600
    assert moved.buttons == (1, 0, 0)


def test_positions_that_are_not_numbers_are_dropped():
    for pos in [(float("nan"), 1), ("a", 2), None, (1,)]:
        event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        assert inside_window(event, (800, 600)) is None
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert inside_window(key, (800, 600)) is key


@pytest.mark.parametrize(
    "scene", [SceneName.MENU, SceneName.NEW_GAME, SceneName.SETTINGS, SceneName.STATISTICS]
)
def test_far_clicks_and_drags_in_every_screen(scene):
    with running_app() as app:
        app.reset_to(scene)
        steps(app)
        for pos in FAR:
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
            steps(app, 2)  # a hang here fails the test at pytest's time limit


def test_a_far_drag_in_the_game_ends_at_the_edge():
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=3)
        until_human_turn(app, scene)
        tile = scene.controller.rack.ids[0]
        start = rack_tile_center(scene, tile)
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app)
        for pos in FAR:
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
            steps(app)
            x, y = scene.input.drag.pos
            assert 0 <= x < app.screen.get_width() and 0 <= y < app.screen.get_height()
        post(pygame.MOUSEBUTTONUP, pos=FAR[0], button=1)
        steps(app, 2)
        assert scene.input.drag is None and tile in scene.controller.rack
