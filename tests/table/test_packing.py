"""Packing the table: every tile kept, sets whole and apart, reading order kept,
nothing moves when everything fits, and a packed table packs to itself."""

from __future__ import annotations

import os
from itertools import pairwise

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rummikub_desktop.engine import RuleSet, parse_tiles
from rummikub_desktop.table import (
    Cell,
    PackingError,
    TableLayout,
    TableSet,
    box_faces,
    first_fit,
    pack_sets,
    packed_layout,
)


@st.composite
def tables(draw, most_sets: int = 24):
    """Sets in reading order on some grid: lengths 1 to 13, random gaps and row breaks
    (a table as laid, maybe bigger than the grid it is packed into)."""
    lengths = draw(st.lists(st.integers(1, 13), max_size=most_sets))
    sets = []
    row, col, next_id = 0, 0, 0
    for length in lengths:
        if draw(st.booleans()) and sets:
            row += draw(st.integers(1, 3))
            col = draw(st.integers(0, 6))
        else:
            col += draw(st.integers(0, 5))
        ids = tuple(range(next_id, next_id + length))
        next_id += length
        sets.append(TableSet(Cell(col, row), ids))
        col += length + 1
    return sets


grids = st.tuples(st.integers(13, 40), st.integers(1, 14))

EXAMPLES = int(os.environ.get("RUMMIKUB_PROPERTY_EXAMPLES", "100"))
"""Random tables per property: 100 in the test suite (was 300, 200 for the last;
about 7 s of the suite's time), 1,000 in ``python scripts/check_sweeps.py
properties`` (CI runs it after the tests)."""


def touched_of(data, sets):
    ids = [i for s in sets for i in s.ids]
    return data.draw(st.sets(st.sampled_from(ids))) if ids else set()


def assert_a_table(original, packing):
    """Every tile kept, each set whole (its own tiles in order), in reading order,
    apart on each row, and inside the grid when it fits."""
    assert [s.ids for s in packing.sets] == [s.ids for s in original]
    keys = [s.start.reading_key for s in packing.sets]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    for before, after in pairwise(packing.sets):
        if before.row == after.row:
            assert after.col >= before.end_col + 2, "a gap between sets on a row"
    for table_set in packing.sets:
        assert table_set.col >= 0 and table_set.row >= 0
    if packing.fits:
        for table_set in packing.sets:
            assert table_set.end_col < packing.columns
            assert table_set.row < packing.rows


def fewest_rows(sets, columns):
    """Rows needed when the sets run end to end (an independent count)."""
    rows, used = 0, None
    for table_set in sets:
        length = len(table_set)
        if used is None or used + 1 + length > columns:
            rows, used = rows + 1, length
        else:
            used += 1 + length
    return rows


@settings(max_examples=EXAMPLES, deadline=None)
@given(tables(), grids, st.data())
def test_a_packing_is_a_table_with_every_tile_in_order(sets, grid, data):
    packing = pack_sets(sets, *grid, touched_of(data, sets))
    assert_a_table(sets, packing)
    assert packing.moved == tuple(
        i for i, (a, b) in enumerate(zip(sets, packing.sets, strict=True)) if a != b
    )


@settings(max_examples=EXAMPLES, deadline=None)
@given(tables(), grids, st.data())
def test_a_packed_table_packs_to_itself(sets, grid, data):
    touched = touched_of(data, sets)
    once = pack_sets(sets, *grid, touched)
    twice = pack_sets(once.sets, *grid, touched)
    assert twice.sets == once.sets
    assert twice.fits == once.fits
    if once.fits:
        assert twice.moved == ()


@settings(max_examples=EXAMPLES, deadline=None)
@given(tables(), st.data())
def test_nothing_moves_when_everything_fits(sets, data):
    columns = max((s.end_col + 1 for s in sets), default=1) + data.draw(st.integers(0, 5))
    rows = max((s.row + 1 for s in sets), default=1) + data.draw(st.integers(0, 3))
    packing = pack_sets(sets, columns, rows, touched_of(data, sets))
    assert packing.fits
    assert packing.sets == tuple(sets)
    assert packing.moved == ()


@settings(max_examples=EXAMPLES, deadline=None)
@given(tables(), grids)
@example([], (13, 1))  # an empty table
@example([TableSet(Cell(0, 0), tuple(range(13)))], (13, 1))  # a run of 13 fills the row
@example(  # two runs of 13 need two rows
    [TableSet(Cell(0, 0), tuple(range(13))), TableSet(Cell(0, 1), tuple(range(13, 26)))],
    (13, 1),
)
def test_it_does_not_fit_only_when_no_layout_in_reading_order_would(sets, grid):
    columns, rows = grid
    packing = pack_sets(sets, columns, rows)
    possible = all(len(s) <= columns for s in sets) and fewest_rows(sets, columns) <= rows
    assert packing.fits == possible


@settings(max_examples=EXAMPLES, deadline=None)
@given(tables(), grids, st.data())
def test_the_sets_before_the_first_that_must_move_keep_their_places(sets, grid, data):
    columns, rows = grid
    packing = pack_sets(sets, columns, rows, touched_of(data, sets))
    if not packing.moved or not packing.fits:
        return
    first = packing.moved[0]
    assert packing.sets[:first] == tuple(sets[:first])


def test_a_set_laid_past_the_right_side_moves_and_the_others_stay():
    sets = [
        TableSet(Cell(0, 0), (0, 1, 2, 3)),
        TableSet(Cell(5, 0), (4, 5, 6)),
        TableSet(Cell(0, 1), (7, 8, 9, 10, 11)),
        TableSet(Cell(14, 1), (12, 13, 14)),
    ]
    packing = pack_sets(sets, 16, 3)
    assert packing.fits
    assert packing.sets[:3] == tuple(sets[:3])
    assert packing.sets[3] == TableSet(Cell(6, 1), (12, 13, 14)), "beside the set before it"
    assert packing.moved == (3,)


def test_touched_sets_give_way_before_the_others_move():
    # Kept where they can be, the sets need four rows; the grid has three. The set
    # the player touched (B, right of A) moves up next to A, which makes room for
    # E on the first row; G, C and H, which the player did not touch, keep their
    # places (a fully compact table would have pulled C up beside G).
    a = TableSet(Cell(0, 0), (0, 1, 2))
    b = TableSet(Cell(6, 0), (3, 4, 5))
    e = TableSet(Cell(10, 0), (6, 7, 8))
    g = TableSet(Cell(0, 1), tuple(range(9, 18)))
    c = TableSet(Cell(0, 2), (18,))
    h = TableSet(Cell(0, 3), (19, 20, 21))
    sets = [a, b, e, g, c, h]
    packing = pack_sets(sets, 12, 3, touched={4})
    assert packing.fits
    assert [s.start for s in packing.sets] == [
        Cell(0, 0),
        Cell(4, 0),
        Cell(8, 0),
        Cell(0, 1),
        Cell(0, 2),
        Cell(2, 2),
    ]
    assert packing.moved == (1, 2, 5)
    untouched = pack_sets(sets, 12, 3)
    assert untouched.fits
    assert untouched.sets[4] == TableSet(Cell(10, 1), (18,)), "packed end to end"


def test_free_rows_are_left_for_a_new_set():
    sets = [TableSet(Cell(0, row), (3 * row, 3 * row + 1, 3 * row + 2)) for row in range(4)]
    assert pack_sets(sets, 8, 4).fits
    packing = pack_sets(sets, 8, 4, free_rows=1)
    assert packing.fits and packing.rows_used == 3
    assert packing.moved == (3,), "only the last set moves, beside the one before it"
    assert not pack_sets(sets, 3, 4, free_rows=1).fits


def test_the_tiles_get_smaller_only_when_no_bigger_grid_holds_the_sets_packed():
    sets = [TableSet(Cell(0, row), tuple(range(4 * row, 4 * row + 4))) for row in range(6)]
    index, packing = first_fit(sets, [(12, 2), (16, 2), (24, 4)])
    assert index == 1 and packing.fits and packing.rows_used == 2
    index, packing = first_fit(sets, [(4, 2), (4, 3)])
    assert index == 1 and not packing.fits


def test_a_packing_becomes_the_table_layout():
    faces = box_faces(RuleSet())
    wanted = ["R1 R2 R3", "B4 B5 B6 B7", "K9 K10 K11", "O1 B1 K1"]
    free = {}
    for tile_id, face in enumerate(faces):
        free.setdefault(face, []).append(tile_id)
    ids = [[free[tile].pop(0) for tile in parse_tiles(text)] for text in wanted]
    layout = TableLayout.from_sets(faces, ids, columns=40)
    packing = pack_sets(layout.sets(), 12, 6)
    packed = packed_layout(layout, packing)
    assert packed.tile_sets() == layout.tile_sets()
    assert [s.start for s in packed.sets()] == [s.start for s in packing.sets]
    assert packed.columns == 12


@pytest.mark.parametrize(
    ("sets", "grid"),
    [
        ([TableSet(Cell(0, 0), ())], (10, 3)),
        ([TableSet(Cell(0, 0), (1, 2)), TableSet(Cell(4, 0), (2, 3))], (10, 3)),
        ([TableSet(Cell(4, 0), (1, 2)), TableSet(Cell(0, 0), (3, 4))], (10, 3)),
        ([TableSet(Cell(0, 0), (1, 2))], (0, 3)),
    ],
)
def test_what_is_not_a_table_is_refused(sets, grid):
    with pytest.raises(PackingError):
        pack_sets(sets, *grid)


def test_no_pygame_in_the_packing():
    import subprocess
    import sys

    code = "import sys, rummikub_desktop.table.packing; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
