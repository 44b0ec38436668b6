"""Stand-ins: computer players and hints, handed to the game session as the real ones are,
and a game as the round-end screens see it.

The session takes a player factory (``players=``) and a hint function (``hint=``)
in its constructor; tests pass these instead of the real AI. They are module-level
classes so that a job holding one can be sent to the computer's own process.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rummikub_desktop.ai import DRAW, Decision, Level
from rummikub_desktop.engine import PlayerView
from rummikub_desktop.session import GameController
from rummikub_desktop.ui.interfaces import FinishedRound


class Drawer:
    """A computer player that always draws (passes when the pool is empty)."""

    def choose(self, view: PlayerView) -> Decision:
        return DRAW


def drawing_players(level: Level, seed: int) -> Drawer:
    """A player factory whose computers only draw."""
    return Drawer()


@dataclass(frozen=True)
class Always:
    """A player factory that hands out the same player for every seat and turn."""

    player: Any

    def __call__(self, level: Level, seed: int) -> Any:
        return self.player


def players_of(player: Any) -> Callable[[Level, int], Any]:
    """A player factory giving ``player`` to every computer seat."""
    return Always(player)


def finished_round(controller: GameController) -> FinishedRound:
    """A finished round as the round-end and score-sheet screens are given it, with no
    coach (nothing looked back on); Next round deals it on ``controller``."""
    return FinishedRound(controller, answer=lambda answer: controller.next_round())
