"""The monkey: random clicks, drags, keys and resizes sent through the real loop
(tests/app/test_monkey.py sends 700, the monkey sweep of scripts/check_sweeps.py 6,000;
the layout referee's tests use its actions too)."""

from __future__ import annotations

import random

import pygame

from rummikub_desktop.scenes.game import GameScene
from tests.support.driver import running_app, start_game

KEYS = [pygame.K_RETURN, pygame.K_z, pygame.K_ESCAPE, pygame.K_a, pygame.K_SPACE, pygame.K_F11]


SIZES = [(1280, 800), (1024, 700), (800, 600), (1600, 1000), (900, 900)]


def event(kind: int, **attributes: object) -> pygame.event.Event:
    return pygame.event.Event(kind, **attributes)


def targets(scene) -> list[tuple[int, int]]:
    """Points worth pressing in the game: rack tiles, table tiles, set outlines, buttons."""
    points = []
    if isinstance(scene, GameScene):
        controller = scene.controller
        rack = controller.rack
        if rack is not None:
            geometry = scene.room.rack_geometry()
            points += [geometry.slot_rect(i).center for i in range(len(rack))]
        table = scene.room.table_geometry()
        points += [table.cell_rect(cell).center for _, cell in controller.table]
        points += [table.cell_rect(cell).midtop for _, cell in controller.table]
    for button in getattr(scene, "buttons", {}).values():
        points.append(button.rect.center)
    for name in ("handover_button", "sheet_button", "next_button"):
        button = getattr(scene, name, None)
        if button is not None and button.alive():
            points.append(button.rect.center)
    dialog = getattr(scene, "dialog", None)
    if dialog is not None:
        points += [dialog.yes.rect.center, dialog.no.rect.center]
    return points


def random_action(rng: random.Random, app) -> list[pygame.event.Event]:
    """One thing a player (or a cat on the keyboard) might do, as real events."""
    width, height = app.screen.get_size()

    def anywhere() -> tuple[int, int]:
        return rng.randrange(width), rng.randrange(height)

    points = targets(app.scene)
    roll = rng.random()
    if roll < 0.55 and points:
        start = rng.choice(points)
        end = rng.choice(points) if rng.random() < 0.5 else anywhere()
        middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        return [
            event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
            event(pygame.MOUSEMOTION, pos=middle, rel=(1, 1), buttons=(1, 0, 0)),
            event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
            event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ]
    if roll < 0.75:
        point = rng.choice(points) if points and rng.random() < 0.7 else anywhere()
        return [
            event(pygame.MOUSEBUTTONDOWN, pos=point, button=1),
            event(pygame.MOUSEBUTTONUP, pos=point, button=1),
        ]
    if roll < 0.85:
        kind = rng.choice([pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION])
        return [event(kind, pos=anywhere(), button=1, rel=(0, 0), buttons=(1, 0, 0))]
    if roll < 0.97:
        mod = pygame.KMOD_LCTRL if rng.random() < 0.5 else 0
        return [event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0)]
    return [event(pygame.VIDEORESIZE, size=rng.choice(SIZES), w=800, h=600)]


def run_monkey(seed: int, events: int) -> None:
    """``events`` random events from ``seed`` through the real loop; every invariant
    is checked after each (an AssertionError names the first that broke)."""
    rng = random.Random(seed)
    with running_app() as app:
        game = start_game(app, ["human", "easy", "human"], seed=11)
        sent = 0
        while sent < events:
            for item in random_action(rng, app):
                pygame.event.post(item)
                app.step()
                sent += 1
                controllers = [s.controller for s in app.scenes if isinstance(s, GameScene)]
                for controller in controllers:
                    assert controller.invariant_problems() == []
                    assert controller.match.round.invariant_problems() == []
            if not app.running:  # the monkey found Quit: carry on
                app.running = True
            games = [s for s in app.scenes if isinstance(s, GameScene)]
            if games:
                game = games[-1]
            elif rng.random() < 0.5:  # left the game: sit down at it again
                game = GameScene(app, game.controller)
                app.reset_to(game)
