"""The uses of the game screen, one module each: a game (:mod:`.game`), the tutorial
(:mod:`.tutorial`) and a puzzle (:mod:`.puzzle`).

Each is a :class:`~rummikub_desktop.scenes.game.use.Use` (the screen's options, and
its overlays and command filter made for the screen) and a function that makes the
screen for it; the scene registry names these functions. The screen itself knows
none of them.
"""

from .game import GAME, game_scene
from .puzzle import puzzle_scene
from .tutorial import tutorial_lesson, tutorial_scene

__all__ = ["GAME", "game_scene", "puzzle_scene", "tutorial_lesson", "tutorial_scene"]
