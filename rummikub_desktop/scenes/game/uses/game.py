"""A game: the screen with the standard options and nothing laid over it but its own."""

from __future__ import annotations

from rummikub_desktop.session import GameController
from rummikub_desktop.ui.interfaces import Shell

from ..options import GAME_OPTIONS
from ..scene import GameScene
from ..use import Use

GAME = Use(GAME_OPTIONS)
"""A game's use: saved after each turn, the nudge, the coach, Hint in steps."""


def game_scene(
    app: Shell, controller: GameController, *, autoplay: bool = False, first_draw: bool = False
) -> GameScene:
    """The game screen playing ``controller`` (``first_draw``: a game just started,
    whose draw for who starts is shown; ``autoplay``: the computers play every seat)."""
    return GameScene(app, controller, autoplay=autoplay, first_draw=first_draw, use=GAME)
