"""The layout referee over real windows at the Largest sizes: a seeded autoplay round,
monkey events and the puzzle's Hint pressed (tests/app/test_referee_screens.py samples
them; the referee and hints sweeps of scripts/check_sweeps.py run them whole)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from datetime import date

import pygame

from rummikub_desktop.app.autoplay import start_autoplay
from rummikub_desktop.app.recorder import Recorder
from rummikub_desktop.app.window import App
from rummikub_desktop.persistence.settings import TextSize, TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.puzzles import PuzzlesScene
from rummikub_desktop.session.hint_steps import HintStage
from rummikub_desktop.session.puzzles import PuzzleLevel
from rummikub_desktop.ui.interfaces import AppHooks
from tests.support.driver import click, start_game, steps, until
from tests.support.monkey import random_action

HINT_FAILED_DAY = date(2026, 12, 7)
"""A day whose level 1 Hint laid its last step's sentence (three long steps) over the
whole table and most of the rack at 800x600 (the walk's referee found it in CI)."""


HINT_PRESSES = 3
"""Hint's steps: the play exists, where it goes, the play laid."""


SMALL = (800, 600)


LAPTOP = (1366, 728)


def largest_app(language: str, size: tuple[int, int]) -> App:
    """A window in ``language`` with the Largest text and tiles, the recorder on."""
    hooks = AppHooks()
    hooks.settings = hooks.settings.with_changes(
        language=language, text_size=TextSize.LARGEST, tile_size=TileSize.LARGEST
    )
    app = App(size=size, hooks=hooks, fast=True, seed=3)
    app.recorder = Recorder()
    pygame.event.clear()
    return app


def said(recorder: Recorder) -> list[str]:
    return [f"{scene}: {finding.sentence}" for scene, finding in recorder.findings]


def referee_round(language: str, size: tuple[int, int], seed: int, steps: int) -> list[str]:
    """The referee's findings over ``steps`` frames of a seeded autoplay round (all
    four seats computers, at top speed), and how many frames it judged."""
    app = largest_app(language, size)
    try:
        start_autoplay(app, players=4, seed=seed)
        for _ in range(steps):
            if not app.step():
                break
        assert app.recorder is not None
        assert app.recorder.judged > 20
        return said(app.recorder)
    finally:
        app.close()


def referee_monkey(language: str, size: tuple[int, int], seed: int, events: int) -> list[str]:
    """The referee's findings over the monkey's ``events`` (no resizes: the size is
    the one asked for)."""
    app = largest_app(language, size)
    rng = random.Random(seed)
    try:
        game = start_game(app, ["human", "easy", "human"], seed=11)
        sent = 0
        while sent < events:
            for item in random_action(rng, app):
                if item.type == pygame.VIDEORESIZE:
                    continue
                pygame.event.post(item)
                app.step()
                sent += 1
            app.running = True
            if not any(isinstance(scene, GameScene) for scene in app.scenes):
                app.reset_to(GameScene(app, game.controller))
        assert app.recorder is not None
        return said(app.recorder)
    finally:
        app.close()


def referee_puzzle_hints(
    language: str, size: tuple[int, int], days: Iterable[date], levels: Iterable[PuzzleLevel]
) -> list[str]:
    """The referee's findings over each day's puzzle at each level, its Hint pressed
    step by step to the play laid out with its steps in words (each finding names its
    day and level)."""
    app = largest_app(language, size)
    found: list[str] = []
    try:
        for day in days:
            for level in levels:
                assert app.recorder is not None
                before = len(app.recorder.findings)
                puzzles = PuzzlesScene(app, day=day)
                app.reset_to(puzzles)
                steps(app, 2)
                click(app, puzzles.play[level].rect.center)
                scene = app.scene
                assert isinstance(scene, GameScene), f"{day} level {level.value}: no puzzle"
                steps(app, 2)
                for _ in range(HINT_PRESSES):
                    click(app, scene.widgets.buttons["hint"].rect.center)
                    until(app, lambda scene=scene: scene.overlays.hints.searching is None)
                    steps(app, 2)
                shown = scene.overlays.hints.shown
                assert shown is not None and shown.stage is HintStage.PLAY, (
                    f"{day} level {level.value}: the Hint did not reach the play"
                )
                where = f"{day} level {level.value}"
                found += [f"{where}: {line}" for line in said(app.recorder)[before:]]
        return found
    finally:
        app.close()
