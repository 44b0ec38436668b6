"""The puzzles solved and the days in a row, kept as plain data."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rummikub_desktop.session.puzzle_record import PuzzleRecord, record_of
from rummikub_desktop.session.puzzles import PuzzleLevel

DAY = date(2026, 12, 1)
ADD, SPLIT, REARRANGE = PuzzleLevel


def test_nothing_solved_yet():
    record = PuzzleRecord()
    assert record.solved_count() == 0 and record.days_in_row(DAY) == 0
    assert record.longest_row == 0
    assert PuzzleRecord.from_dict(None) == record == PuzzleRecord.from_dict({})


def test_solving_counts_once_per_day_and_level():
    record = PuzzleRecord().with_solved(DAY, ADD).with_solved(DAY, ADD).with_solved(DAY, SPLIT)
    assert record.solved_count() == 2
    assert record.solved_count(ADD) == 1 and record.solved_count(REARRANGE) == 0
    assert record.is_solved(DAY, SPLIT) and not record.is_solved(DAY, REARRANGE)


def test_days_in_a_row_go_on_until_a_day_is_missed():
    days = [DAY - timedelta(days=n) for n in (0, 1, 2, 4, 5)]
    record = record_of((day, ADD) for day in days)
    assert record.days_in_row(DAY) == 3
    # Tomorrow the row still stands until tomorrow's puzzle is missed.
    assert record.days_in_row(DAY + timedelta(days=1)) == 3
    assert record.days_in_row(DAY + timedelta(days=2)) == 0
    assert record.longest_row == 3
    # Any level counts for its day.
    assert record.with_solved(DAY - timedelta(days=3), REARRANGE).days_in_row(DAY) == 6


def test_bad_data_is_refused():
    for bad in (
        [],
        {"solved": []},
        {"solved": {"2026-13-01": [1]}},
        {"solved": {"2026-12-01": [4]}},
        {"solved": {"2026-12-01": [True]}},
        {"solved": {"2026-12-01": []}},
        {"solved": {"2026-12-01": "1"}},
    ):
        with pytest.raises((TypeError, ValueError)):
            PuzzleRecord.from_dict(bad)


@given(
    st.sets(
        st.tuples(
            st.dates(min_value=date(2020, 1, 1), max_value=date(2030, 12, 31)),
            st.sampled_from(list(PuzzleLevel)),
        ),
        max_size=40,
    )
)
def test_the_record_reads_back_as_it_was(solved):
    record = record_of(solved)
    assert PuzzleRecord.from_dict(json.loads(json.dumps(record.to_dict()))) == record
    assert record.longest_row >= record.days_in_row(date(2031, 1, 1))
