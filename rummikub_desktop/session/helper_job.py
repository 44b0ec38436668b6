"""The table helper's search for the best play, as a job for the computer's process.

A full table (80 tiles and more) may take the exact search a second or two, so
the helper sends a :class:`TableAnswerJob` to the computer's process like a hint,
and the window keeps answering while it thinks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rummikub_desktop.ai.table_steps import TableAnswer, table_answer
from rummikub_desktop.engine import RuleSet

from .table_helper import HelperTable

ANSWER_SECONDS = 10.0
"""The best play's time limit (the exact search answers a full table in about 2 s)."""


@dataclass(frozen=True, slots=True)
class TableAnswerJob:
    """The best play for a helper table.

    Attributes:
        table: what the player entered.
        rules: the rules played with.
        seconds: the time limit.
    """

    table: HelperTable
    rules: RuleSet = field(default_factory=RuleSet)
    seconds: float = ANSWER_SECONDS

    def __call__(self) -> TableAnswer:
        entered = self.table
        return table_answer(
            entered.rack,
            entered.sets,
            first_play_made=entered.first_play_made,
            rules=self.rules,
        )

    def quick(self) -> TableAnswer | None:
        """No quick answer: a partial search would not give the best play."""
        return None
