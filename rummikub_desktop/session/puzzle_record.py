"""The puzzles solved, and the days in a row: a value kept with the statistics.

:class:`PuzzleRecord` holds which day's puzzle was solved at which level. A day
counts towards the days in a row when a puzzle of that day was solved, at any
level. The value is pure (dates come in as arguments, never from a clock); the
statistics file keeps it through :meth:`PuzzleRecord.to_dict` and
:meth:`PuzzleRecord.from_dict`, which refuses anything that is not a possible
record (the file is then set aside rather than half believed).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from .puzzles import PuzzleLevel

MAX_DAYS = 100 * 366
"""More solved days than this are not believed (a broken or hostile file)."""


@dataclass(frozen=True, slots=True)
class PuzzleRecord:
    """Every puzzle solved, by day and level.

    Attributes:
        solved: (day, level) for each day's puzzle solved.
    """

    solved: frozenset[tuple[date, PuzzleLevel]] = field(default_factory=frozenset)

    def with_solved(self, day: date, level: PuzzleLevel) -> PuzzleRecord:
        """This record with ``day``'s puzzle at ``level`` solved (again: no change)."""
        return PuzzleRecord(self.solved | {(day, PuzzleLevel(level))})

    def is_solved(self, day: date, level: PuzzleLevel) -> bool:
        """True when ``day``'s puzzle at ``level`` was solved."""
        return (day, level) in self.solved

    def solved_count(self, level: PuzzleLevel | None = None) -> int:
        """How many puzzles were solved (at ``level``, or at any)."""
        return sum(1 for _, solved_level in self.solved if level in (None, solved_level))

    @property
    def days(self) -> frozenset[date]:
        """The days with a puzzle solved."""
        return frozenset(day for day, _ in self.solved)

    def days_in_row(self, today: date) -> int:
        """The days in a row with a puzzle solved, up to ``today``.

        A row that reached yesterday still counts today (today's puzzle may
        yet be solved); a day missed before that ends it.
        """
        days = self.days
        day = today if today in days else today - timedelta(days=1)
        count = 0
        while day in days:
            count += 1
            day -= timedelta(days=1)
        return count

    @property
    def longest_row(self) -> int:
        """The most days in a row there ever were."""
        days = self.days
        longest = 0
        for day in days:
            if day - timedelta(days=1) in days:
                continue
            length = 1
            while day + timedelta(days=length) in days:
                length += 1
            longest = max(longest, length)
        return longest

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data: each day (ISO date) with the levels solved."""
        by_day: dict[str, list[int]] = {}
        for day, level in sorted(self.solved, key=lambda item: (item[0], item[1].value)):
            by_day.setdefault(day.isoformat(), []).append(level.value)
        return {"solved": by_day}

    @classmethod
    def from_dict(cls, data: Any) -> PuzzleRecord:
        """Read :meth:`to_dict` data (nothing at all reads as no puzzle solved).

        Raises:
            TypeError, ValueError: for anything that is not a possible record.
        """
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise TypeError("the puzzle record must be a mapping")
        by_day = data.get("solved", {})
        if not isinstance(by_day, dict):
            raise TypeError("the puzzles solved must be a mapping by day")
        if len(by_day) > MAX_DAYS:
            raise ValueError("more days than can be believed")
        solved: set[tuple[date, PuzzleLevel]] = set()
        for text, levels in by_day.items():
            if not isinstance(text, str) or not isinstance(levels, list) or not levels:
                raise ValueError(f"bad day {text!r}")
            day = date.fromisoformat(text)
            for value in levels:
                if not isinstance(value, int) or isinstance(value, bool):
                    raise ValueError(f"bad level {value!r}")
                solved.add((day, PuzzleLevel(value)))
        return cls(frozenset(solved))


def record_of(solved: Iterable[tuple[date, PuzzleLevel]]) -> PuzzleRecord:
    """A record of these (day, level) pairs."""
    return PuzzleRecord(frozenset((day, PuzzleLevel(level)) for day, level in solved))
