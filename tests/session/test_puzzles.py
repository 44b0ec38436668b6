"""A puzzle a day: every one laid in full, checked, the level's move really needed,
the same from a date on every computer."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from datetime import date

import pytest

from rummikub_desktop.ai import best_arrangement
from rummikub_desktop.engine import StateFormatError
from rummikub_desktop.session.puzzle_moves import answer_reworking, is_addition_only
from rummikub_desktop.session.puzzles import (
    Puzzle,
    PuzzleLevel,
    first_puzzle,
    make_puzzle,
    puzzle_of_day,
    puzzle_problem,
    seed_for_day,
)

SEEDS = (0, 1, 7, 2026)


@pytest.mark.parametrize("level", list(PuzzleLevel))
@pytest.mark.parametrize("seed", SEEDS)
def test_every_puzzle_is_laid_in_full_and_checked(level, seed):
    puzzle = make_puzzle(seed, level)
    assert puzzle.level is level and puzzle.seed == seed
    assert puzzle_problem(puzzle) is None
    assert puzzle.rack and puzzle.check(puzzle.answer).ok
    assert puzzle.is_solved_by(puzzle.answer)
    # The exact solver agrees that every rack tile can be laid.
    best = best_arrangement(puzzle.table, puzzle.rack)
    assert best is not None
    gained = Counter(t for s in best for t in s) - Counter(t for s in puzzle.table for t in s)
    assert gained == Counter(puzzle.rack)
    # The tiles fit one box: two of each, two jokers.
    everything = Counter(t for s in puzzle.table for t in s) + Counter(puzzle.rack)
    assert max(everything.values()) <= 2


@pytest.mark.parametrize("seed", SEEDS)
def test_level_one_only_adds(seed):
    puzzle = make_puzzle(seed, PuzzleLevel.ADD)
    assert is_addition_only(puzzle.table, puzzle.answer, puzzle.rack)


@pytest.mark.parametrize("seed", SEEDS)
def test_level_two_needs_a_run_split_or_shifted(seed):
    puzzle = make_puzzle(seed, PuzzleLevel.SPLIT)
    assert answer_reworking(puzzle.table, puzzle.rack) is None
    assert not is_addition_only(puzzle.table, puzzle.answer, puzzle.rack)
    runs = [i for i, s in enumerate(puzzle.table) if len({t.colour for t in s}) == 1]
    assert any(answer_reworking(puzzle.table, puzzle.rack, frozenset({i})) for i in runs)


@pytest.mark.parametrize("seed", SEEDS)
def test_level_three_needs_several_sets_and_a_joker(seed):
    puzzle = make_puzzle(seed, PuzzleLevel.REARRANGE)
    for index in range(len(puzzle.table)):
        assert answer_reworking(puzzle.table, puzzle.rack, frozenset({index})) is None
    assert any(t.is_joker for s in puzzle.table for t in s)


def test_a_player_who_leaves_a_tile_or_breaks_a_set_has_not_solved_it():
    puzzle = make_puzzle(3, PuzzleLevel.ADD)
    assert not puzzle.is_solved_by(puzzle.table)
    broken = [list(s) for s in puzzle.answer]
    broken[0] = broken[0][:2]
    assert not puzzle.is_solved_by(broken)


def test_the_checks_catch_a_puzzle_that_is_not_its_level():
    easy = make_puzzle(5, PuzzleLevel.ADD)
    as_split = Puzzle(PuzzleLevel.SPLIT, 5, easy.table, easy.rack, easy.answer)
    assert puzzle_problem(as_split) == "it can be solved by adding alone"
    split = make_puzzle(5, PuzzleLevel.SPLIT)
    as_add = Puzzle(PuzzleLevel.ADD, 5, split.table, split.rack, split.answer)
    assert puzzle_problem(as_add) == "the answer does more than add"
    as_three = Puzzle(PuzzleLevel.REARRANGE, 5, split.table, split.rack, split.answer)
    assert puzzle_problem(as_three).startswith("it can be solved by changing set")
    hard = make_puzzle(5, PuzzleLevel.REARRANGE)
    as_two = Puzzle(PuzzleLevel.SPLIT, 5, hard.table, hard.rack, hard.answer)
    assert puzzle_problem(as_two) == "its answer does not change exactly one run"
    wrong = Puzzle(PuzzleLevel.ADD, 5, easy.table, easy.rack, easy.table)
    assert puzzle_problem(wrong) == "the answer is not a legal turn laying every rack tile"


def test_a_puzzle_reads_back_and_bad_data_is_refused():
    puzzle = make_puzzle(11, PuzzleLevel.REARRANGE)
    assert Puzzle.from_dict(json.loads(json.dumps(puzzle.to_dict()))) == puzzle
    with pytest.raises(StateFormatError):
        Puzzle.from_dict({"level": 9})
    data = puzzle.to_dict()
    data["rack"] = "R1"
    with pytest.raises(StateFormatError):
        Puzzle.from_dict(data)


def test_a_date_gives_its_own_seeds():
    day = date(2026, 12, 1)
    seeds = {seed_for_day(day, level) for level in PuzzleLevel}
    assert len(seeds) == 3
    assert seed_for_day(date(2026, 12, 2), PuzzleLevel.ADD) not in seeds
    assert puzzle_of_day(day, PuzzleLevel.ADD) == make_puzzle(
        seed_for_day(day, PuzzleLevel.ADD), PuzzleLevel.ADD
    )


def test_a_date_makes_the_same_puzzle_in_another_process():
    day = date(2027, 2, 28)
    script = (
        "import json, datetime\n"
        "from rummikub_desktop.session.puzzles import PuzzleLevel, puzzle_of_day\n"
        "day = datetime.date(2027, 2, 28)\n"
        "print(json.dumps([puzzle_of_day(day, level).to_dict() for level in PuzzleLevel]))\n"
    )
    here = [puzzle_of_day(day, level).to_dict() for level in PuzzleLevel]
    for salt in ("1", "2"):
        result = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": salt, "PATH": "/usr/bin:/bin"},
        )
        assert json.loads(result.stdout) == here


def test_the_first_puzzle_after_the_tutorial_is_small_and_only_adds():
    puzzle = first_puzzle()
    assert puzzle.level is PuzzleLevel.ADD and puzzle_problem(puzzle) is None
    assert len(puzzle.table) <= 3 and 2 <= len(puzzle.rack) <= 3
    assert len({t.colour for t in puzzle.rack}) == len(puzzle.rack)
    assert first_puzzle() == puzzle
