"""The child of the start-up tests: the real program, quitting once the menu is drawn.

Run as ``python -m tests.app.start_child`` with ``RUMMIKUB_DESKTOP_HOME``
set; prints ``MENU <notice>`` and exits with the program's code.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from rummikub_desktop.app import launcher
from rummikub_desktop.app.window import App

_real_step = App.step


def _step(app: App) -> bool:
    running = _real_step(app)
    # The real loop sleeps on a still screen until an event: keep the frames coming.
    pygame.event.post(pygame.event.Event(pygame.VIDEOEXPOSE))
    if app.frames >= 3:
        print("MENU", getattr(app.scene, "notice", None), flush=True)
        app.quit()
    return running


if __name__ == "__main__":
    App.step = _step  # type: ignore[method-assign]
    sys.exit(launcher.run([]))
