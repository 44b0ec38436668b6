"""What lies over the game screen for a while: the protocol every overlay shares.

The replay of the computers' turns (:mod:`.replay`), the draw for who starts
(:mod:`.first_draw`), the idle nudge (:mod:`.nudge`) and the tutorial's coaching
each are one overlay. The game screen keeps a list of them and runs them in
order:

- **events**: each overlay is given the event in turn; the first that takes it
  (``handle_event`` returns True) stops it, and the game does not see it;
- **time**: every overlay's ``update`` runs; if any returns True the game waits
  (its clock, the turn timer, the computers stand still, the turn's buttons are
  off);
- **drawing**: each draws over the frame, in order, after the game screen;
- **the quiet loop**: ``next_frame`` says how soon the overlay needs a frame, and
  ``key`` what it shows, summed up (it goes into the frame, the redraw key: an
  overlay whose key does not change draws nothing new).

An overlay owns its state. It is given what it needs when made, as values or
small callbacks (never the screen), and reads what it draws from the frame. An
overlay with widgets of its own builds them in a ``build`` method of its own,
which the screen calls from its build.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from .frame import GameFrame


class Overlay(Protocol):
    """Something over the game screen."""

    @property
    def waiting(self) -> bool:
        """True while the game must wait for this overlay (between updates too)."""
        ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Take ``event``; True when the game (and the overlays after this) must not see it."""
        ...

    def update(self, dt: float) -> bool:
        """Time passes; True while the game must wait (its clock, the timer, the computers)."""
        ...

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """Draw over ``frame`` (reads state only)."""
        ...

    def next_frame(self) -> float | None:
        """How soon this needs a frame: 0 while it moves, seconds until it changes by
        itself, None while it waits for the player."""
        ...

    def key(self) -> object:
        """What this shows, summed up (the screen redraws when it changes)."""
        ...


class AddedOverlay(Overlay, Protocol):
    """An overlay that a use of the screen adds (a puzzle's), with widgets of its own."""

    def build(self) -> None:
        """Make its widgets (the screen's build calls it after its own)."""
