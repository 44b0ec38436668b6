"""What lies over the game screen for a while: the protocol every helper shares.

A replay of the computers' turns, the draw for who starts, the idle nudge (all
three in :class:`~.follow.FollowAlong`) and the tutorial's coaching take events
before the game, make the game wait while they run, and draw over the frame.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from .frame import GameFrame


class Overlay(Protocol):
    """Something over the game screen."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Take ``event``; True when the game must not see it."""
        ...

    def update(self, dt: float) -> bool:
        """Time passes; True while the game must wait (its clock, the timer, the computers)."""
        ...

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """Draw over ``frame`` (reads state only)."""
        ...
