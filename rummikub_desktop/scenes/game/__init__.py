"""The game screen: the table, the rack, the players, the buttons and computer turns,
and the guided first game played on it."""

from .base import Drag
from .scene import GameScene, start_autoplay
from .tutorial import TutorialScene

__all__ = ["Drag", "GameScene", "TutorialScene", "start_autoplay"]
