"""A day's puzzle opened from the menu, with the statistics it records kept in memory."""

from __future__ import annotations

from datetime import date

from rummikub_desktop.persistence.stats import Statistics, record_puzzle
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.puzzle_overlay import PuzzleOverlay
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.puzzles import PuzzlesScene
from rummikub_desktop.session.puzzles import PuzzleLevel
from tests.support.driver import (
    click,
    steps,
)

DAY = date(2026, 12, 2)
"""The day of the puzzles played here (its level 1 needs tiles added at both ends of sets)."""


class KeptStatistics:
    """The statistics hooks, kept in memory (the files' own path is tested in persistence)."""

    def __init__(self) -> None:
        self.stats = Statistics()
        self.solved: list[tuple[date, PuzzleLevel]] = []

    def attach(self, app) -> None:
        app.hooks.load_statistics = lambda: self.stats
        app.hooks.puzzle_solved = self.puzzle_solved

    def puzzle_solved(self, day: date, level: PuzzleLevel) -> None:
        self.solved.append((day, level))
        self.stats = record_puzzle(self.stats, day, level)


def overlay_of(scene: GameScene) -> PuzzleOverlay:
    (overlay,) = scene.overlays.parts.overlays
    assert isinstance(overlay, PuzzleOverlay)
    return overlay


def open_puzzle(app, level: PuzzleLevel, day: date = DAY) -> GameScene:
    """The Puzzles screen from the menu's button, then Play at ``level``."""
    app.reset_to(MenuScene(app))
    steps(app, 2)
    click(app, app.scene.buttons["puzzles"].rect.center)
    assert isinstance(app.scene, PuzzlesScene)
    if day != app.scene.day:
        app.replace(PuzzlesScene(app, day=day))
        steps(app)
    click(app, app.scene.play[level].rect.center)
    scene = app.scene
    assert isinstance(scene, GameScene)
    steps(app, 2)
    return scene
