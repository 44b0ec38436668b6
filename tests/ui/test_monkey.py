"""A monkey at the keyboard: thousands of random clicks, drags, keys and window
resizes through the real loop; nothing may raise and every invariant holds."""

from __future__ import annotations

import random

import pygame

from rummikub_desktop.scenes.game import GameScene

from .driver import post, running_app, start_game

EVENTS = 2500
KEYS = [pygame.K_RETURN, pygame.K_z, pygame.K_ESCAPE, pygame.K_a, pygame.K_SPACE, pygame.K_F11]
SIZES = [(1280, 800), (1024, 700), (800, 600), (1600, 1000), (900, 900)]


def random_event(rng: random.Random, app) -> None:
    width, height = app.screen.get_size()
    point = (rng.randrange(width), rng.randrange(height))
    roll = rng.random()
    if roll < 0.30:
        post(pygame.MOUSEBUTTONDOWN, pos=point, button=1)
    elif roll < 0.55:
        post(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(1, 0, 0))
    elif roll < 0.80:
        post(pygame.MOUSEBUTTONUP, pos=point, button=1)
    elif roll < 0.90:
        scene = app.scene
        buttons = list(getattr(scene, "buttons", {}).values())
        if buttons:
            target = rng.choice(buttons).rect.center
            post(pygame.MOUSEBUTTONDOWN, pos=target, button=1)
            post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    elif roll < 0.98:
        mod = pygame.KMOD_LCTRL if rng.random() < 0.5 else 0
        post(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0)
    else:
        post(pygame.VIDEORESIZE, size=rng.choice(SIZES), w=800, h=600)


def test_monkey_keeps_every_invariant():
    rng = random.Random(20261129)
    with running_app() as app:
        start_game(app, ["human", "easy", "human"], seed=11)
        games = set()
        for _ in range(EVENTS):
            random_event(rng, app)
            app.step()
            if not app.running:  # the monkey found Quit: carry on
                app.running = True
            scene = app.scene
            controllers = [s.controller for s in app.scenes if isinstance(s, GameScene)]
            for controller in controllers:
                games.add(id(controller))
                assert controller.invariant_problems() == []
                assert controller.match.round.invariant_problems() == []
            assert scene is not None
