"""Driving the real game loop with real pygame events, for the UI tests."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from rummikub_desktop.ai import make_player, suggest_play
from rummikub_desktop.app.window import App
from rummikub_desktop.engine import RuleSet, analyse_set
from rummikub_desktop.scenes.game import GameScene, tutorial_lesson
from rummikub_desktop.scenes.game.tutorial_overlay import TutorialOverlay
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.session import (
    GameController,
    HintFunction,
    Phase,
    PlayerFactory,
    Seat,
    SeatKind,
    controller_at,
    new_controller,
)
from rummikub_desktop.table import Cell
from rummikub_desktop.ui.interfaces import AppHooks


@contextmanager
def running_app(size: tuple[int, int] = (1280, 800)) -> Iterator[App]:
    """A real window (dummy video driver) with no files behind it."""
    app = App(size=size, hooks=AppHooks(), fast=True)
    pygame.event.clear()
    try:
        yield app
    finally:
        app.close()


def steps(app: App, count: int = 1) -> None:
    """Run ``count`` frames."""
    for _ in range(count):
        app.step()


def post(event_type: int, **attributes: object) -> None:
    """Put a real event in pygame's queue."""
    pygame.event.post(pygame.event.Event(event_type, **attributes))


def click(app: App, pos: tuple[int, int]) -> None:
    """Press and release the left button at ``pos`` (button events arrive a frame later)."""
    pygame.mouse.set_pos(pos)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    steps(app)
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    steps(app)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    steps(app, 2)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], moves: int = 4) -> None:
    """Drag with the left button from ``start`` to ``end`` through a few motions."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    steps(app)
    last = start
    for i in range(1, moves + 1):
        point = (
            round(start[0] + (end[0] - start[0]) * i / moves),
            round(start[1] + (end[1] - start[1]) * i / moves),
        )
        post(
            pygame.MOUSEMOTION,
            pos=point,
            rel=(point[0] - last[0], point[1] - last[1]),
            buttons=(1, 0, 0),
        )
        steps(app)
        last = point
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    steps(app, 2)


def key(app: App, key_code: int, mod: int = 0) -> None:
    """Press and release a key."""
    post(pygame.KEYDOWN, key=key_code, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=key_code, mod=mod, unicode="", scancode=0)
    steps(app, 2)


def press_button(app: App, scene: GameScene, name: str) -> None:
    """Click one of the game's buttons by name ("done", "draw"...)."""
    click(app, scene.widgets.buttons[name].rect.center)


def rack_tile_center(scene: GameScene, tile_id: int) -> tuple[int, int]:
    """Where a rack tile is drawn."""
    rack = scene.controller.rack
    assert rack is not None
    return scene.room.rack_geometry().slot_rect(rack.slot_of(tile_id)).center


def cell_center(scene: GameScene, cell: Cell, dx: int = 0) -> tuple[int, int]:
    """The middle of a table cell (``dx`` pixels to the right)."""
    rect = scene.room.table_geometry().cell_rect(cell)
    return rect.centerx + dx, rect.centery


def start_game(
    app: App,
    levels: list[str],
    *,
    seed: int = 1,
    rules: RuleSet | None = None,
    players: PlayerFactory = make_player,
    hint: HintFunction | None = suggest_play,
) -> GameScene:
    """A game scene on the app with the given seats ("human" or a level), the real
    computer players and hint unless others are given."""
    names = [f"Seat {i + 1}" for i in range(len(levels))]
    rules = rules or RuleSet(players=len(levels))
    controller = new_controller(names, levels, rules, seed=seed, players=players, hint=hint)
    scene = GameScene(app, controller)
    app.reset_to(scene)
    steps(app)
    return scene


def until(app: App, condition, limit: int = 2000) -> None:
    """Run frames until ``condition()`` holds (fails after ``limit`` frames)."""
    for _ in range(limit):
        if condition():
            return
        app.step()
    raise AssertionError("the condition never held")


def until_human_turn(app: App, scene: GameScene) -> None:
    """Let the computers play until a person's turn."""
    until(app, lambda: scene.controller.phase is Phase.HUMAN_TURN)


def meld_in_rack(controller: GameController, points: int = 30) -> tuple[int, ...] | None:
    """Three rack tiles (ids, in order) that make a set worth at least ``points``."""
    rack = controller.rack
    assert rack is not None
    for combo in itertools.permutations(rack.ids, 3):
        faces = [controller.face(i) for i in combo]
        info = analyse_set(faces)
        if info is not None and info.points >= points:
            return combo
    return None


def _grandma_against_robot(
    app: App, racks: list[str], rounds: int, ready: str
) -> tuple[GameController, GameScene]:
    """Grandma against a Hard computer on ``app`` (a match of ``rounds``), dealt
    ``racks``; returns once the button ``ready`` can be pressed."""
    controller = controller_at(
        [Seat("Grandma"), Seat("Robot", SeatKind.COMPUTER, "hard")],
        racks,
        rules=RuleSet(players=2, rounds=rounds),
    )
    scene = GameScene(app, controller)
    app.push(scene)
    until(app, lambda: scene.widgets.buttons[ready].is_enabled, limit=500)
    return controller, scene


def computer_goes_out(app: App, rounds: int) -> GameController:
    """A game on ``app`` of Grandma against a Hard computer (a match of ``rounds``):
    the person presses Draw tile, the computer lays its last three tiles and goes
    out; returns once the round end is on the screen."""
    controller, scene = _grandma_against_robot(
        app, ["K1 B2 O13 R9 B7", "R10 R11 R12"], rounds, "draw"
    )
    click(app, scene.widgets.buttons["draw"].rect.center)
    until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
    return controller


def person_goes_out(app: App, rounds: int) -> GameController:
    """A game on ``app`` of Grandma against a Hard computer (a match of ``rounds``):
    Grandma drags her last three tiles (Red 10, 11, 12: her first play) onto the
    table and presses Done; returns once the round end is on the screen."""
    controller, scene = _grandma_against_robot(
        app, ["R10 R11 R12", "K1 B2 O13 R9 B7"], rounds, "done"
    )
    rack = controller.rack
    assert rack is not None
    for column, tile_id in enumerate(sorted(rack.ids, key=lambda i: controller.face(i).number)):
        drag(app, rack_tile_center(scene, tile_id), cell_center(scene, Cell(2 + column, 1)))
    press_button(app, scene, "done")
    until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
    return controller


def lesson(scene: GameScene) -> TutorialOverlay:
    """The tutorial's overlay on ``scene`` (the test fails when it plays no tutorial)."""
    found = tutorial_lesson(scene)
    assert found is not None, "the screen plays no tutorial"
    return found
