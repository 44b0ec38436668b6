"""The engine's errors: a move the rules refuse, and saved data that is not a game."""

from __future__ import annotations

from .checks import DataError
from .problems import Problem
from .turn import TurnCheck


class IllegalMoveError(ValueError):
    """A move the rules do not allow now; nothing was changed.

    ``check`` holds the refused turn's :class:`TurnCheck` for a refused play.
    """

    def __init__(self, message: str, check: TurnCheck | None = None) -> None:
        super().__init__(message)
        self.check = check

    @property
    def problems(self) -> tuple[Problem, ...]:
        """The refused play's problems (empty for other refusals)."""
        return self.check.problems if self.check else ()


class StateFormatError(DataError):
    """Saved data that does not describe a possible game (a :class:`DataError`)."""
