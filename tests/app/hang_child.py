"""The child of the pointer test: a drag to y = 2**31 - 1 in the real game loop.

Run as ``python -m tests.app.hang_child``; prints ``FRAMES DONE`` when the frames
after the impossible motion were drawn (before the fix, drawing looped for
minutes and SIGTERM could not end the process).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from tests.support.driver import (
    post,
    rack_tile_center,
    running_app,
    start_game,
    steps,
    until_human_turn,
)


def main() -> None:
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=3)
        until_human_turn(app, scene)
        start = rack_tile_center(scene, scene.controller.rack.ids[0])
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app)
        post(
            pygame.MOUSEMOTION, pos=(start[0] + 30, start[1] - 40), rel=(30, -40), buttons=(1, 0, 0)
        )
        steps(app)
        post(pygame.MOUSEMOTION, pos=(start[0], 2**31 - 1), rel=(0, 2**31 - 1), buttons=(1, 0, 0))
        steps(app, 3)
        print("FRAMES DONE", flush=True)


if __name__ == "__main__":
    main()
