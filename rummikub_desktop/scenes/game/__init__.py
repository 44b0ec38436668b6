"""The game screen: the table, the rack, the players, the buttons and computer turns,
and the guided first game played on it."""

from .scene import GameScene
from .table_input import Drag, TableInput
from .tutorial import TutorialScene, tutorial_scene

__all__ = [
    "Drag",
    "GameScene",
    "TableInput",
    "TutorialScene",
    "tutorial_scene",
]
