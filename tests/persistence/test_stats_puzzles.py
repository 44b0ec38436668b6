"""The puzzle record kept with the statistics: today's files load unchanged."""

from __future__ import annotations

from datetime import date

import pytest

from rummikub_desktop.persistence.stats import Statistics
from rummikub_desktop.session.puzzle_record import PuzzleRecord
from rummikub_desktop.session.puzzles import PuzzleLevel


def test_statistics_from_before_the_puzzles_load_with_none_solved():
    old = Statistics(games_played=3, games_won=1, longest_streak=1).to_dict()
    del old["puzzles"]
    stats = Statistics.from_dict(old)
    assert stats.games_played == 3 and stats.puzzles == PuzzleRecord()


def test_the_puzzles_solved_are_kept_and_read_back():
    record = PuzzleRecord().with_solved(date(2026, 12, 1), PuzzleLevel(1))
    record = record.with_solved(date(2026, 12, 2), PuzzleLevel(3))
    stats = Statistics(puzzles=record)
    assert Statistics.from_dict(stats.to_dict()).puzzles == record


def test_a_broken_puzzle_record_sets_the_file_aside():
    data = Statistics().to_dict()
    data["puzzles"] = {"solved": {"not a day": [1]}}
    with pytest.raises(ValueError):
        Statistics.from_dict(data)
