"""Computer opponents: the exact solver, four levels of play, and hints.

Pure Python: no pygame, no files, no clock. The contract the game calls:

- :func:`best_play` (table, rack, has_melded, rules) -> :class:`Play` or None
- :class:`Level` (EASY, MEDIUM, HARD, EXPERT); what each does, in the player's words,
  is the catalogue's ``level.<value>.description``
- :func:`make_player` (level, seed) -> :class:`ComputerPlayer`;
  ``player.choose(view)`` -> :class:`Decision` (``table`` None means draw, or
  pass when the pool is empty)
- :func:`suggest_play` (view) -> :class:`Play` or None, for the hint button;
  :func:`quick_suggestion` (view), the same found fast (when time runs out)

``best_play(..., node_limit=N)`` raises :class:`SearchLimitReached` past N
search nodes; ``familiar=False`` skips keeping the old sets' layout.
"""

from .players import (
    DRAW,
    ComputerPlayer,
    Decision,
    Level,
    make_player,
    quick_suggestion,
    suggest_play,
)
from .solver import (
    Play,
    SearchLimitReached,
    best_arrangement,
    best_meld,
    best_play,
    keep_familiar,
)

__all__ = [
    "DRAW",
    "ComputerPlayer",
    "Decision",
    "Level",
    "Play",
    "SearchLimitReached",
    "best_arrangement",
    "best_meld",
    "best_play",
    "keep_familiar",
    "make_player",
    "quick_suggestion",
    "suggest_play",
]
