"""The game screen: the table, the rack, the players, the buttons and computer turns."""

from .base import Drag
from .scene import GameScene, start_autoplay

__all__ = ["Drag", "GameScene", "start_autoplay"]
