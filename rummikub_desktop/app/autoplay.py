"""``--autoplay``: the computer plays every seat for one round at top speed.

With ``--read-aloud`` the round is played in the window at Normal speed with Read
aloud on, paced by the voice exactly as a game is: a way to hear the game, and how
its reading is checked (with the ``espeak-ng`` stand-in that logs each sentence).
"""

from __future__ import annotations

import logging
import os
import sys

import pygame

from rummikub_desktop.ai import FIXED_LEVELS
from rummikub_desktop.engine import MAX_PLAYERS, RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence.settings import DEFAULT_WINDOW
from rummikub_desktop.session import Speed, new_controller
from rummikub_desktop.ui.interfaces import AppHooks, GameArguments, Shell

from .recorder import Recorder
from .window import App

log = logging.getLogger(__name__)

AUTOPLAY_PLAYERS = 4
"""The seats of an autoplay game, unless told otherwise."""
AUTOPLAY_FRAME_LIMIT = 200_000
"""Frames after which an autoplay round counts as stuck (exit 1)."""


def save_screenshot(app: App, path: str) -> bool:
    """Save the last frame as a PNG; False (said in one line, and logged) when it cannot be."""
    try:
        app.screenshot(path)
    except (pygame.error, OSError) as error:
        log.error("could not save the screenshot %s: %s", path, error)
        print(f"rummikub-desktop: could not save the screenshot {path}: {error}", file=sys.stderr)
        return False
    return True


def run_autoplay(
    hooks: AppHooks | None = None,
    *,
    players: int = 4,
    seed: int | None = None,
    screenshot: str | None = None,
    read_aloud: bool = False,
    recorder: Recorder | None = None,
) -> int:
    """Play one round with a computer in every seat; 0 when it ended normally.

    ``screenshot`` saves the last frame as a PNG. Sound is off unless a sound
    driver was chosen. ``read_aloud``: at Normal speed, read aloud, in real time.
    """
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    hooks = hooks or AppHooks()
    if read_aloud:
        hooks.settings = hooks.settings.with_changes(read_aloud=True, animation_speed=Speed.NORMAL)
    app = App(size=DEFAULT_WINDOW, hooks=hooks, fast=not read_aloud, seed=seed)
    app.recorder = recorder
    try:
        speed = Speed.NORMAL if read_aloud else Speed.FAST
        start_autoplay(app, players=max(2, min(MAX_PLAYERS, players)), seed=seed, speed=speed)
        code = app.run() if read_aloud else app.run_for(AUTOPLAY_FRAME_LIMIT)
        if screenshot and not save_screenshot(app, screenshot):
            code = code or 1
    finally:
        app.close()
    return code


def start_autoplay(
    app: Shell,
    *,
    players: int = AUTOPLAY_PLAYERS,
    seed: int | None = None,
    speed: Speed = Speed.FAST,
) -> None:
    """Computers in every seat (the levels in turn), one round (at top speed unless
    told); the app quits after it. Five or six seats play with the XP box."""
    every = [level.value for level in FIXED_LEVELS]
    levels = [every[seat % len(every)] for seat in range(players)]
    names = [tr("newgame.default_computer", number=i + 1) for i in range(players)]
    rules = RuleSet(rounds=1).with_players(players)
    controller = new_controller(names, levels, rules, seed=seed, speed=speed)
    app.reset_to(GameArguments(controller, autoplay=True))
