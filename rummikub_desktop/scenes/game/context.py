"""What every part of the game screen is given: :class:`ScreenContext`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rummikub_desktop.session import GameController
from rummikub_desktop.ui.interfaces import Shell

from .options import ScreenOptions


@dataclass(frozen=True)
class ScreenContext:
    """The game screen as each of its parts sees it: the window, the game played now
    (another once the screen starts over), the use's options, and the screen's clock.

    Args:
        app: the window (its settings, speaker, sounds, hooks and widget manager).
        game: the game played on the screen now.
        options: the use's options.
        autoplay: the computer plays every seat (nothing saved, recorded or read back).
        clock: the screen's clock now, in seconds (it stands still while an overlay
            holds the game).
        changed: something the frame shows changed: it is built again when next asked.
    """

    app: Shell
    game: Callable[[], GameController]
    options: ScreenOptions
    autoplay: bool
    clock: Callable[[], float]
    changed: Callable[[], None]
