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

- :func:`table_answer` (rack, table, first_play_made, rules) -> :class:`TableAnswer`: the
  best play for a real table and the :class:`Step` s that carry it out (``table_steps.py``)

``best_play(..., node_limit=N)`` raises :class:`SearchLimitReached` past N
search nodes; ``familiar=False`` skips keeping the old sets' layout.
"""

from .ladder import LADDER, Rung, Sight
from .players import (
    DRAW,
    FIXED_LEVELS,
    LEVEL_RATINGS,
    ComputerPlayer,
    Decision,
    Level,
    level_rating,
    make_player,
    quick_suggestion,
    suggest_play,
)
from .skill import Skill, TurnLook
from .solver import (
    Play,
    SearchLimitReached,
    best_arrangement,
    best_meld,
    best_play,
    keep_familiar,
)
from .table_steps import Step, TableAnswer, apply_steps, table_answer

__all__ = [
    "DRAW",
    "FIXED_LEVELS",
    "LADDER",
    "LEVEL_RATINGS",
    "ComputerPlayer",
    "Decision",
    "Level",
    "Play",
    "Rung",
    "SearchLimitReached",
    "Sight",
    "Skill",
    "Step",
    "TableAnswer",
    "TurnLook",
    "apply_steps",
    "best_arrangement",
    "best_meld",
    "best_play",
    "keep_familiar",
    "level_rating",
    "make_player",
    "quick_suggestion",
    "suggest_play",
    "table_answer",
]
