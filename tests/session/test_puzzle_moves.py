"""The kinds of move: adding only, reworking some sets; exact on small cases."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from rummikub_desktop.engine import parse_tiles, validate_turn
from rummikub_desktop.session.puzzle_moves import (
    answer_reworking,
    is_addition_only,
    kept_sets,
    partition,
)
from rummikub_desktop.session.puzzles import PuzzleLevel, make_puzzle


def _sets(*texts):
    return [tuple(parse_tiles(text)) for text in texts]


TABLE = _sets("R3 R4 R5 R6 R7", "B9 K9 O9")


def test_adding_only_is_exactly_blocks_kept_and_new_sets_from_the_rack():
    rack = parse_tiles("R8 R9 K1 K2 K3")
    answer = _sets("R3 R4 R5 R6 R7 R8", "B9 K9 O9 R9", "K1 K2 K3")
    assert is_addition_only(TABLE, answer, rack)
    # A split is not adding.
    assert not is_addition_only(TABLE, _sets("R3 R4 R5", "R5 R6 R7", "B9 K9 O9"), parse_tiles("R5"))
    # Two table sets joined into one are not kept each as a set of its own.
    table = _sets("R3 R4 R5", "R6 R7 R8")
    assert not is_addition_only(table, _sets("R3 R4 R5 R6 R7 R8 R9"), parse_tiles("R9"))
    # A table tile moved (R7 to a group) is not adding, even with the tiles all there.
    moved = _sets("R3 R4 R5 R6", "B9 K9 O9", "R7 B7 K7")
    assert not is_addition_only(TABLE, moved, parse_tiles("B7 K7"))
    # The tiles must be the table's and the rack's, no more, no fewer.
    assert not is_addition_only(TABLE, _sets("R3 R4 R5 R6 R7 R8", "B9 K9 O9"), parse_tiles("R8 R9"))


def test_kept_sets_match_one_to_one():
    table = _sets("R3 R4 R5", "R3 R4 R5")
    assert kept_sets(table, _sets("R3 R4 R5 R6")) == frozenset({0})
    assert kept_sets(table, _sets("R3 R4 R5 R6", "R2 R3 R4 R5")) == frozenset({0, 1})


def test_an_answer_by_adding_alone_is_found_when_there_is_one():
    answer = answer_reworking(TABLE, parse_tiles("R8 R9 R2 J"))
    assert answer is not None
    rack = parse_tiles("R8 R9 R2 J")
    assert validate_turn(TABLE, answer, rack, has_melded=True).ok
    assert is_addition_only(TABLE, answer, rack)
    # R5 fits only by splitting the run; B8 B10 nowhere.
    assert answer_reworking(TABLE, parse_tiles("R5")) is None
    assert answer_reworking(TABLE, parse_tiles("R8 B8 B10")) is None


def test_reworking_a_free_set_is_allowed_and_only_that_set():
    split = answer_reworking(TABLE, parse_tiles("R5"), frozenset({0}))
    assert split is not None
    assert Counter(map(tuple, split)) == Counter(_sets("R3 R4 R5", "R5 R6 R7", "B9 K9 O9"))
    # Freeing the group does not help R5.
    assert answer_reworking(TABLE, parse_tiles("R5"), frozenset({1})) is None
    # A joker freed from one set and used with a tile of another needs both free.
    table = _sets("R5 J R7", "K9 K10 K11 K12")
    rack = parse_tiles("R6 B12")
    assert answer_reworking(table, rack, frozenset({0})) is None
    assert answer_reworking(table, rack, frozenset({1})) is None
    both = answer_reworking(table, rack, frozenset({0, 1}))
    assert both is not None and validate_turn(table, both, rack, has_melded=True).ok


def test_partition_uses_every_tile():
    assert partition(Counter()) == ()
    assert partition(Counter(parse_tiles("R1"))) is None
    sets = partition(Counter(parse_tiles("R1 R2 R3 B7 K7 O7")))
    assert sets is not None and sorted(t for s in sets for t in s) == sorted(
        parse_tiles("R1 R2 R3 B7 K7 O7")
    )
    assert partition(Counter(parse_tiles("R1 R2 R3 B7"))) is None


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_every_answer_made_by_adding_is_found_and_only_adds(seed):
    # Level 1 puzzles are built by adding: the search for an adding-only answer
    # must find one (complete), and what it finds must only add (sound).
    puzzle = make_puzzle(seed, PuzzleLevel.ADD)
    found = answer_reworking(puzzle.table, puzzle.rack)
    assert found is not None
    assert is_addition_only(puzzle.table, found, puzzle.rack)
    assert validate_turn(puzzle.table, found, puzzle.rack, has_melded=True).ok
    # With every set free it is the exact solver's question: an answer exists.
    everything = frozenset(range(len(puzzle.table)))
    assert answer_reworking(puzzle.table, puzzle.rack, everything) is not None
