"""Computer opponents: the exact solver, four levels of play, and hints.

Pure Python: no pygame, no files, no clock. The contract the game calls:

- :func:`best_play` (table, rack, has_melded, rules) -> :class:`Play` or None
- :class:`Level` (EASY, MEDIUM, HARD, EXPERT) with ``description``
- :func:`make_player` (level, seed) -> :class:`ComputerPlayer`;
  ``player.choose(view)`` -> :class:`Decision` (``table`` None means draw, or
  pass when the pool is empty)
- :func:`suggest_play` (view) -> :class:`Play` or None, for the hint button
"""

from .players import DRAW, ComputerPlayer, Decision, Level, make_player, suggest_play
from .solver import Play, best_arrangement, best_meld, best_play

__all__ = [
    "DRAW",
    "ComputerPlayer",
    "Decision",
    "Level",
    "Play",
    "best_arrangement",
    "best_meld",
    "best_play",
    "make_player",
    "suggest_play",
]
