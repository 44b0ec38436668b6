"""``--autoplay``: the computer plays every seat for one round at top speed."""

from __future__ import annotations

import os

from rummikub_desktop.engine import MAX_PLAYERS
from rummikub_desktop.persistence.settings import DEFAULT_WINDOW
from rummikub_desktop.scenes.game import start_autoplay
from rummikub_desktop.ui.interfaces import AppHooks

from .window import App

AUTOPLAY_FRAME_LIMIT = 200_000
"""Frames after which an autoplay round counts as stuck (exit 1)."""


def run_autoplay(
    hooks: AppHooks | None = None,
    *,
    players: int = 4,
    seed: int | None = None,
    screenshot: str | None = None,
) -> int:
    """Play one round with a computer in every seat; 0 when it ended normally.

    ``screenshot`` saves the last frame as a PNG. Sound is off unless a sound
    driver was chosen.
    """
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app = App(size=DEFAULT_WINDOW, hooks=hooks or AppHooks(), fast=True, seed=seed)
    try:
        start_autoplay(app, players=max(2, min(MAX_PLAYERS, players)), seed=seed)
        code = app.run_for(AUTOPLAY_FRAME_LIMIT)
        if screenshot:
            app.screenshot(screenshot)
    finally:
        app.close()
    return code
