"""The game screen: the table, the rack, the players, the buttons and computer turns,
and the uses made of it (a game, the tutorial, a puzzle, the table helper: :mod:`.uses`)."""

from .scene import GameScene
from .table_input import Drag, TableInput
from .uses import game_scene, helper_scene, puzzle_scene, tutorial_lesson, tutorial_scene

__all__ = [
    "Drag",
    "GameScene",
    "TableInput",
    "game_scene",
    "helper_scene",
    "puzzle_scene",
    "tutorial_lesson",
    "tutorial_scene",
]
