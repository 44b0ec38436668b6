"""The clock of a game: the turn timer and the computer play being shown.

:class:`TurnClock` is the timing job of the
:class:`~rummikub_desktop.session.controller.GameController`, kept apart from
its phases and commands. It reads no clock: time comes in through
:meth:`TurnClock.tick` (a monotonic clock in seconds, from the screen), and the
clock says what came due; the controller acts on it.
"""

from __future__ import annotations

import enum

from .animation import AnimationPlan


class Due(enum.Enum):
    """What came due at a tick."""

    NOTHING = "nothing"
    ANIMATION_DONE = "animation_done"
    """The computer play being shown has been shown whole."""
    TIME_UP = "time_up"
    """The person's turn timer ran out."""


class TurnClock:
    """The time as last told, when the turn's timer started, and the computer
    play being shown with when it started (each starts at the first tick after)."""

    def __init__(self) -> None:
        self._now: float | None = None
        self._turn_started: float | None = None
        self._animation: AnimationPlan | None = None
        self._animation_started: float | None = None

    @property
    def animation(self) -> AnimationPlan | None:
        """The computer play being shown, or None."""
        return self._animation

    def new_turn(self) -> None:
        """A turn starts: nothing shown, the timer not started."""
        self._animation = None
        self._animation_started = None
        self.restart_timer()

    def restart_timer(self) -> None:
        """The turn's timer starts again at the next tick (the next player came to the screen)."""
        self._turn_started = None

    def show(self, plan: AnimationPlan) -> None:
        """Show a computer's play, from the next tick."""
        self._animation = plan
        self._animation_started = None

    def tick(self, now: float, limit: float | None) -> Due:
        """Time passes: ``now`` in seconds; ``limit`` is the person's turn time limit
        (None: no timed person's turn now). A play being shown holds the timer."""
        self._now = now
        if self._animation is not None:
            if self._animation_started is None:
                self._animation_started = now
            if now - self._animation_started >= self._animation.duration:
                self._animation = None
                return Due.ANIMATION_DONE
            return Due.NOTHING
        if limit is None:
            return Due.NOTHING
        if self._turn_started is None:
            self._turn_started = now
        elif now - self._turn_started >= limit:
            return Due.TIME_UP
        return Due.NOTHING

    def time_left(self, limit: float | None) -> float | None:
        """The seconds left of a turn limited to ``limit`` (None: not timed)."""
        if limit is None:
            return None
        if self._turn_started is None or self._now is None:
            return float(limit)
        return max(0.0, limit - (self._now - self._turn_started))

    def animation_elapsed(self) -> float:
        """The seconds the play being shown has been shown (0 when none)."""
        if self._animation is None or self._animation_started is None or self._now is None:
            return 0.0
        return self._now - self._animation_started
