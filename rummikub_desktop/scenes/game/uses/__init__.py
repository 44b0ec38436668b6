"""The uses of the game screen, one module each: a game (:mod:`.game`), the tutorial
(:mod:`.tutorial`), a puzzle (:mod:`.puzzle`) and the table helper (:mod:`.helper`).

Each is a :class:`~rummikub_desktop.scenes.game.use.Use` (the screen's options, and
its overlays and command filter made for the screen) and a function that makes the
screen for it; the scene registry names these functions. The screen itself knows
none of them.
"""

from .game import GAME, game_scene
from .helper import helper_scene, table_helper
from .puzzle import puzzle_scene
from .tutorial import tutorial_lesson, tutorial_scene

__all__ = [
    "GAME",
    "game_scene",
    "helper_scene",
    "puzzle_scene",
    "table_helper",
    "tutorial_lesson",
    "tutorial_scene",
]
